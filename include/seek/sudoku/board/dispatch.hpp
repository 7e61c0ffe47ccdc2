// seek/sudoku/board/dispatch.hpp: the one place where a box size known at run time
// becomes the compile-time N of board<N>.
//
// with_box<Lo, Hi>(box, f) calls f(box_constant<N>{}) for N = box; with_board
// (a grid), the generator (sizes 2..5) and the tool all go through it, so the
// supported range and its error message live here only. A function that
// calls it for a run-time size is a template (`template <class = void>`, or
// its grid a `std::same_as<grid>` parameter) even when it needs none: a plain
// inline function would compile every size in every file that includes its
// header (explain, rate and generate cost 8 s of CPU a file that way).
#pragma once

#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>

#include <seek/sudoku/board/board.hpp>
#include <seek/sudoku/io/grid.hpp>

namespace seek::sudoku {

/// The box sizes that have a board<N> type: 2..8 (4x4 to 64x64).
inline constexpr int min_box = 2;
inline constexpr int max_box = 8;

/// A box size as a type: what with_box passes to its function.
template <int N>
using box_constant = std::integral_constant<int, N>;

namespace detail {
inline std::string board_name(int box) {
  std::string const side = std::to_string(static_cast<long long>(box) * box);
  return side + "x" + side;
}

// Box sizes Lo..Hi, tried in turn: the compiler makes one switch of it.
template <int Lo, int Hi, class F>
decltype(auto) box_switch(int box, F& f) {
  if constexpr (Lo == Hi) {
    return f(box_constant<Lo>{});
  } else {
    if (box == Lo) return f(box_constant<Lo>{});
    return box_switch<Lo + 1, Hi>(box, f);
  }
}
}  // namespace detail

/// Calls `f(box_constant<N>{})` with N = `box` and returns what it returns;
/// `f` must return the same type for every N in Lo..Hi (a generic lambda
/// `[]<int N>(seek::sudoku::box_constant<N>) {...}` usually does). Throws
/// std::invalid_argument naming the size and the range for a box size
/// outside Lo..Hi.
template <int Lo = min_box, int Hi = max_box, class F>
decltype(auto) with_box(int box, F&& f) {
  // A range outside 2..8 names boards that do not exist.
  static_assert(min_box <= Lo && Lo <= Hi && Hi <= max_box, "with_box<Lo, Hi>: need 2 <= Lo <= Hi <= 8");
  if (box < Lo || box > Hi)
    throw std::invalid_argument("sudoku: box size " + std::to_string(box) + " (a " + detail::board_name(box) +
                                " board) is not supported; box sizes " + std::to_string(Lo) + ".." +
                                std::to_string(Hi) + " (" + detail::board_name(Lo) + " to " +
                                detail::board_name(Hi) + ") are");
  return detail::box_switch<Lo, Hi>(box, f);
}

/// Calls `f(board<N>::from_grid(g))` with N = g.box, for box sizes 2..8,
/// and returns what it returns (the same type for every N). Throws
/// std::invalid_argument naming the size for any other box size, or (from
/// board::from_grid) for a malformed grid.
template <class F>
decltype(auto) with_board(grid const& g, F&& f) {
  return with_box(g.box, [&]<int N>(box_constant<N>) -> decltype(auto) {
    return std::forward<F>(f)(board<N>::from_grid(g));
  });
}

}  // namespace seek::sudoku

// seek/sudoku/successor/chosen.hpp: first_empty, fewest_candidates or
// propagate, chosen at run time, as one successor function type.
//
//   auto next = seek::sudoku::chosen(seek::sudoku::successor_kind::fewest_candidates);
//   for (auto const& b : seek::dfs(root, next)) ...
//
// A program that takes the successor function from its user (a command line,
// a configuration) would otherwise compile each search once per successor
// function; with chosen(kind) it compiles it once. The children are those of
// the function named, in the same order, so every search over it visits the
// same states; a child costs one more well-predicted branch.
#pragma once

#include <seek/sudoku/board/board.hpp>
#include <seek/sudoku/successor/detail/board_children.hpp>
#include <seek/sudoku/successor/fewest_candidates.hpp>
#include <seek/sudoku/successor/propagate.hpp>

namespace seek::sudoku {

/// The deterministic successor functions of seek::sudoku, by name.
// g++ 12 -Wshadow takes a scoped enumerator for a redeclaration of the
// function object of the same name; they live in different scopes.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wshadow"
#endif
enum class successor_kind { first_empty, fewest_candidates, propagate };
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif

/// "first_empty", "fewest_candidates", "propagate".
constexpr char const* to_string(successor_kind k) noexcept {
  switch (k) {
    case successor_kind::first_empty: return "first_empty";
    case successor_kind::fewest_candidates: return "fewest_candidates";
    case successor_kind::propagate: return "propagate";
  }
  return "?";
}

/// The successor function made by chosen(kind).
class chosen_fn {
 public:
  explicit constexpr chosen_fn(successor_kind kind) noexcept : kind_(kind) {}

  /// The successor function it stands for.
  [[nodiscard]] constexpr successor_kind kind() const noexcept { return kind_; }

  template <int N>
  detail::board_children<N, detail::chosen_step> operator()(board<N> const& b) const noexcept {
    using children = detail::board_children<N, detail::chosen_step>;
    switch (kind_) {
      case successor_kind::first_empty:
        return children(b, detail::board_access<N>::store(b).first_open(), {}, detail::chosen_step{false});
      case successor_kind::fewest_candidates:
        return children(b, detail::fewest_candidates_cell(b), {}, detail::chosen_step{false});
      case successor_kind::propagate: break;
    }
    return detail::propagate_children(b, detail::lowest_first{}, detail::chosen_step{true});
  }

 private:
  successor_kind kind_;
};

/// `chosen(kind)`: the successor function named by `kind` (see the top of this file).
constexpr chosen_fn chosen(successor_kind kind) noexcept { return chosen_fn(kind); }

}  // namespace seek::sudoku

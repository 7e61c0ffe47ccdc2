// seek/sudoku/solve/count_solutions.hpp: the exact number of solutions of a
// board, by enumeration or, when there are many, by memoized counting.
//
// The number of completions of a board depends only on its open cells and
// their candidates (a candidate set never holds a symbol placed in the
// cell's units), not on the symbols placed: open_candidates_of(b) is that,
// as a key. Filled in row-major order (in_order: the first open cell, after
// propagate's inference), different fillings of the same cells often leave
// the same candidates (the rows above, in any order of their symbols), so
// seek::count with seek::memo_by(completion_key) counts each such subtree
// once. count_solutions enumerates first and switches to the memo only when
// the board proves to have many solutions; the memo table's memory is
// bounded (count_options::memo_bytes).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <type_traits>
#include <utility>

#include <seek/core/statistics.hpp>
#include <seek/scale/count.hpp>
#include <seek/scale/memo.hpp>
#include <seek/strategy/dfs.hpp>
#include <seek/sudoku/board/board.hpp>
#include <seek/sudoku/successor/detail/board_children.hpp>
#include <seek/sudoku/successor/propagate.hpp>

namespace seek::sudoku {

/// The candidates of a board's open cells, 0 for a set cell: for box size 3,
/// each symbol's open cells (one 27-bit word per band), else one mask per
/// cell. Plain integers without padding: a seek::memo_key hashed by its bytes.
template <int N>
struct open_candidates {
  using word = std::conditional_t<N == 3, std::uint32_t, typename board<N>::mask_type>;
  static constexpr std::size_t size = N == 3 ? 27 : static_cast<std::size_t>(board<N>::cells);
  std::array<word, size> words;

  friend bool operator==(open_candidates const&, open_candidates const&) = default;
};

/// What count_solutions does.
struct count_options {
  /// Enumerate this many solutions first; a board that has more is counted
  /// again from the start with the memo. 0: the memo at once; UINT64_MAX:
  /// never the memo.
  std::uint64_t memo_after = 100'000;
  /// The memo table's bound: it stops growing here (the count stays exact,
  /// only slower). seek::memo_options::max_bytes.
  std::size_t memo_bytes = std::size_t{512} << 20;
};

/// `open_candidates_of(b)`: the key of `b`: two boards of box size N with
/// equal keys have as many solutions. nullopt for a board with an open cell
/// that has no candidate left (no solution: nothing worth remembering).
template <int N>
std::optional<open_candidates<N>> open_candidates_of(board<N> const& b) noexcept {
  open_candidates<N> k;
  auto const& s = detail::board_access<N>::store(b);
  if constexpr (N == 3) {
    for (std::size_t band = 0; band < 3; ++band) {
      auto const open = ~s.solved[band] & s.band_all;
      std::uint32_t any = 0;
      for (std::size_t d = 0; d < 9; ++d) {
        k.words[9 * band + d] = s.plane[d][band] & open;
        any |= k.words[9 * band + d];
      }
      if (any != open) return std::nullopt;
    }
  } else {
    for (int c = 0; c < board<N>::cells; ++c) {
      auto const i = static_cast<std::size_t>(c);
      if (s.is_set(c)) {
        k.words[i] = 0;
      } else {
        k.words[i] = s.candidates(c);
        if (k.words[i] == 0) return std::nullopt;
      }
    }
  }
  return k;
}

/// `completion_key(b)`: the memo key count_memoized remembers subtrees by:
/// open_candidates_of(b) when b's open cells are a multiple of its side
/// (filled row by row from full rows, at each row start; a filling that
/// meets an earlier one is caught within a row of cells), else nullopt.
/// Remembering more levels fills a bounded table with boards never met
/// again.
struct completion_key_fn {
  template <int N>
  std::optional<open_candidates<N>> operator()(board<N> const& b) const noexcept {
    int const open = b.open_cells();
    if (open == 0 || open % board<N>::side != 0) return std::nullopt;
    return open_candidates_of(b);
  }
};
inline constexpr completion_key_fn completion_key{};

namespace detail {
struct in_order_fn {
  template <int N>
  board_children<N, propagating_step> operator()(board<N> const& b) const noexcept {
    using children = board_children<N, propagating_step>;
    if (b.complete()) return children(b, -1);
    if (!b.settled()) return children(b, typename children::settle_tag{});
    return children(b, board_access<N>::store(b).first_open());
  }
};
}  // namespace detail

/// `in_order(b)`: the successor function of count_memoized: propagate's
/// children (each at the fixpoint of its inference, a root first settled),
/// branching on the first open cell in row-major order rather than on the
/// fewest candidates, so that fillings of the same cells meet.
inline constexpr detail::in_order_fn in_order{};

/// The number of solutions of `root` under successor function `next` (any
/// sudoku successor that makes each solution once), by seek::count with
/// seek::memo_by(completion_key), the table bounded to `memo_bytes`.
/// `options`: seek::statistics&, seek::limits (a limit ends the count with
/// the solutions counted so far, a lower bound).
template <int N, class Next = decltype(in_order), class... Options>
std::uint64_t count_memoized(board<N> const& root, Next next = in_order,
                             std::size_t memo_bytes = count_options{}.memo_bytes, Options&&... options) {
  return seek::count(root, std::move(next), detail::is_complete{},
                     seek::memo_by(completion_key, {.max_bytes = memo_bytes}), std::forward<Options>(options)...);
}

/// The exact number of solutions of `root`: depth-first enumeration with
/// propagate up to `opt.memo_after` solutions, then, when there are more,
/// count_memoized from the start.
template <int N>
std::uint64_t count_solutions(board<N> const& root, count_options const& opt = {}) {
  if (opt.memo_after != 0) {
    std::uint64_t n = 0;
    for (board<N> const& b : seek::dfs(root, propagate))
      if (b.complete() && ++n == opt.memo_after) break;
    if (n < opt.memo_after) return n;
  }
  return count_memoized(root, in_order, opt.memo_bytes);
}

}  // namespace seek::sudoku

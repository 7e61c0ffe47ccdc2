// seek/sudoku/successor/random.hpp: propagate and probing with one of their
// choices drawn at random, for randomized restarts (seek::restarts).
//
//   random_branching(seed)  propagate, branching on a two-candidate cell drawn at random
//   random_order(seed)      propagate, each node's children in an order drawn as they are pulled
//   random_probing(seed)    probing, its children in an order drawn as they are pulled
//
// Over plain propagate, every restart run branches on the same cell at the
// root and runs differ only in the order they try its values; drawing the
// cell, or the order lazily (no collecting and shuffling of built children as
// seek::shuffled does), makes the runs differ more at less cost. Each node's
// children are still one per candidate of one cell, a partition of its
// completions, so seek::dfs over any of them counts and enumerates exactly;
// only the order depends on the seed. One generator is shared by the copies of
// a successor, so a walk is fixed by the seed; not for concurrent use.
#pragma once

#include <cstdint>
#include <memory>

#include <seek/core/random.hpp>
#include <seek/sudoku/board/board.hpp>
#include <seek/sudoku/board/detail/bits_mask.hpp>
#include <seek/sudoku/successor/detail/board_children.hpp>
#include <seek/sudoku/successor/probing.hpp>
#include <seek/sudoku/successor/propagate.hpp>

namespace seek::sudoku {

/// Which choice a random successor draws (see the top of this file).
enum class random_choice {
  branching_cell,  ///< propagate; the branching cell among the two-candidate cells
  child_order,     ///< propagate; the order of each node's children
  probing_order,   ///< probing; the order of each node's children
};

/// The random successor functions, one class for the three choices; make
/// them with random_branching, random_order and random_probing.
template <random_choice Choice>
class random_successor {
 public:
  explicit random_successor(std::uint64_t seed) : rng_(std::make_shared<xoshiro256ss>(seed)) {}

  template <int N>
  auto operator()(board<N> const& b) const {
    if constexpr (Choice == random_choice::branching_cell) return branch_on_random_cell(b);
    else if constexpr (Choice == random_choice::child_order)
      return detail::propagate_children(b, detail::drawn_at_random{rng_.get()});
    else
      return detail::probing_children<N, detail::drawn_at_random>(b, detail::drawn_at_random{rng_.get()});
  }

 private:
  // propagate's children, from a two-candidate cell drawn uniformly (each
  // kept with chance 1/seen as the cells go by); with none, propagate's cell.
  template <int N>
  detail::board_children<N, detail::propagating_step> branch_on_random_cell(board<N> const& b) const {
    if (b.complete() || !b.settled()) return propagate(b);
    int pick = -1;
    std::uint64_t seen = 0;
    for (int c = 0; c < board<N>::cells; ++c)
      if (!b.is_set(c) && detail::count_bits<board<N>::side>(b.candidates(c)) == 2 && (*rng_)() % ++seen == 0)
        pick = c;
    if (pick < 0) return propagate(b);
    return detail::board_children<N, detail::propagating_step>(b, pick);
  }

  std::shared_ptr<xoshiro256ss> rng_;
};

using random_branching_fn = random_successor<random_choice::branching_cell>;
using random_order_fn = random_successor<random_choice::child_order>;
using random_probing_fn = random_successor<random_choice::probing_order>;

/// `random_branching(seed)`: propagate, branching on a two-candidate cell drawn at random.
inline random_branching_fn random_branching(std::uint64_t seed) { return random_branching_fn(seed); }
/// `random_order(seed)`: propagate, each node's children in a random order drawn lazily.
inline random_order_fn random_order(std::uint64_t seed) { return random_order_fn(seed); }
/// `random_probing(seed)`: probing, its children in a random order drawn lazily.
inline random_probing_fn random_probing(std::uint64_t seed) { return random_probing_fn(seed); }

}  // namespace seek::sudoku

// seek/sudoku/successor/random_branching.hpp: propagate, with the branching cell drawn
// at random, for randomized restarts.
//
//   seek::restarts(root, seek::sudoku::random_branching(seed), schedule, seed)
//
// seek::restarts shuffles the order of a node's children, but over
// seek::sudoku::propagate every run still branches on the same cell at the
// root (a fixed cell with two candidates), so runs differ only in which
// value they try first. random_branching(seed) draws that cell uniformly
// among the open cells with two candidates; with none, it branches as
// propagate does. Its children are still one per candidate of one cell, a
// partition of the board's completions, so seek::dfs over it counts and
// enumerates exactly; only the order depends on the seed.
//
// On the 11 hard 25x25 boards of tests/data/sudoku_25x25_qwh_hard.txt,
// restarts over it need a tenth of the nodes of restarts over propagate
// (docs/benchmarks.md, "Restart schedules and random branching cells").
//
// The generator is shared by the copies of the successor (seek::restarts
// copies it for every run), so successive runs draw on from where the last
// stopped and a walk is fixed by the seed. Not for concurrent use: one
// search (one thread) per random_branching object and its copies.
#pragma once

#include <cstdint>
#include <memory>

#include <seek/core/random.hpp>
#include <seek/sudoku/board/board.hpp>
#include <seek/sudoku/detail/board_children.hpp>
#include <seek/sudoku/successor/propagate.hpp>

namespace seek::sudoku {

/// The successor function; make it with random_branching(seed).
class random_branching_fn {
 public:
  explicit random_branching_fn(std::uint64_t seed) : rng_(std::make_shared<xoshiro256ss>(seed)) {}

  template <int N>
  detail::board_children<N, detail::propagating_step> operator()(board<N> const& b) const {
    using children = detail::board_children<N, detail::propagating_step>;
    if (b.complete() || !b.settled()) return propagate(b);
    int pick = -1;
    std::uint64_t seen = 0;  // two-candidate cells so far; each is kept with chance 1/seen
    for (int c = 0; c < board<N>::cells; ++c)
      if (!b.is_set(c) && detail::count_bits<board<N>::side>(b.candidates(c)) == 2 && (*rng_)() % ++seen == 0)
        pick = c;
    if (pick < 0) return propagate(b);
    return children(b, pick);
  }

 private:
  std::shared_ptr<xoshiro256ss> rng_;
};

/// `random_branching(seed)`: a successor function like propagate whose
/// branching cell is drawn at random among the two-candidate cells (see the
/// top of this file).
inline random_branching_fn random_branching(std::uint64_t seed) { return random_branching_fn(seed); }

}  // namespace seek::sudoku

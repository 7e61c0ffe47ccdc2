// seek/sudoku/successor/random_order.hpp: propagate, with each node's children tried
// in a random order drawn as the search pulls them, for randomized restarts.
//
//   seek::restarts(root, seek::reseeded([](std::uint64_t s) { return seek::sudoku::random_order(s); }))
//
// seek::restarts over a plain successor wraps it in seek::shuffled, which
// builds (propagates) every child of a node and copies it into a vector
// before the search visits the first one; on 36x36 boards (11 KB each) that
// was a large part of a node's cost within restarts. random_order(seed)
// branches where propagate branches and builds one child at a time, each time drawing which untried choice
// comes next uniformly at random; children that propagation refutes are
// skipped as in propagate. Its children are a partition of the board's
// completions, so seek::dfs over it counts and enumerates exactly; only the
// order depends on the seed. With seek::reseeded, every restart run gets a
// random_order of its own, seeded from the run's seed.
//
// The generator is shared by the copies of the successor, so a walk is fixed
// by the seed. Not for concurrent use: one search (one thread) per
// random_order object and its copies.
#pragma once

#include <cstdint>
#include <memory>

#include <seek/core/random.hpp>
#include <seek/sudoku/board/board.hpp>
#include <seek/sudoku/detail/board_children.hpp>
#include <seek/sudoku/successor/propagate.hpp>

namespace seek::sudoku {

/// The successor function; make it with random_order(seed).
class random_order_fn {
 public:
  explicit random_order_fn(std::uint64_t seed) : rng_(std::make_shared<xoshiro256ss>(seed)) {}

  template <int N>
  detail::board_children<N, detail::propagating_step, detail::drawn_at_random> operator()(
      board<N> const& b) const {
    return detail::propagate_children(b, detail::drawn_at_random{rng_.get()});
  }

 private:
  std::shared_ptr<xoshiro256ss> rng_;
};

/// `random_order(seed)`: a successor function like propagate whose children
/// come in a random order, drawn lazily (see the top of this file).
inline random_order_fn random_order(std::uint64_t seed) { return random_order_fn(seed); }

}  // namespace seek::sudoku

// seek/sudoku/successor/weighted.hpp: propagate, branching where the search
// failed most (dom/wdeg over seek::failure_weights), for restarts that learn.
//
//   weighted_branching(weights, seed)   weights: 3 * side of them, one per unit
//
// The constraints are the units (rows, columns, boxes: weight index = unit
// number). When a child's propagation fails, the unit that failed is bumped,
// or, when only the emptied cell is known, its three units. A node branches
// on the open cell with the fewest candidates per unit weight (candidates /
// (w(row) + w(column) + w(box))), ties drawn at random, and tries its values
// in a random order. Made once and captured by the maker of each restart
// run's successor (seek::reseeded), one store carries what every run has
// learnt into the next. The children still partition a node's completions:
// dfs over it counts exactly. Boards with the per-cell storage (every size
// but 9x9, where the learning does not pay). Its weights and generator are
// shared, not synchronised: one walk at a time (not seek::parallel).
#pragma once

#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <utility>

#include <seek/core/random.hpp>
#include <seek/learn/failure_weights.hpp>
#include <seek/sudoku/board/board.hpp>
#include <seek/sudoku/board/detail/bits_mask.hpp>
#include <seek/sudoku/successor/detail/board_children.hpp>
#include <seek/sudoku/propagate/propagate.hpp>
#include <seek/sudoku/successor/propagate.hpp>

namespace seek::sudoku {

namespace detail {
// Places and propagates, and on a failure bumps the unit that failed.
struct learning_step {
  failure_weights const* weights;
  template <int N>
  bool place(board<N>& child, int cell, typename board<N>::mask_type bit) const noexcept {
    return place_and_propagate(child, cell, bit, [w = weights](propagator<N> const& p) noexcept {
      if (int const u = p.failed_unit(); u >= 0) {
        w->bump(static_cast<std::size_t>(u));
      } else if (int const c = p.failed_cell(); c >= 0) {
        for (auto v : geometry<N>::cell_units[static_cast<std::size_t>(c)]) w->bump(v);
      }
    });
  }
};
}  // namespace detail

/// The successor function made by weighted_branching (see the top of this file).
class weighted_branching_fn {
 public:
  weighted_branching_fn(failure_weights weights, std::uint64_t seed)
      : weights_(std::move(weights)), rng_(std::make_shared<xoshiro256ss>(seed)) {}

  /// The weights this successor learns into.
  failure_weights const& weights() const noexcept { return weights_; }

  template <int N>
    requires(N != 3)
  detail::board_children<N, detail::learning_step, detail::drawn_at_random> operator()(board<N> const& b) const {
    using children = detail::board_children<N, detail::learning_step, detail::drawn_at_random>;
    constexpr int side = board<N>::side;
    if (weights_.size() != std::size_t{3} * side)
      throw std::invalid_argument("seek::sudoku::weighted_branching: the weights have " +
                                  std::to_string(weights_.size()) + " entries, a " + std::to_string(side) + "x" +
                                  std::to_string(side) + " board has " + std::to_string(3 * side) + " units");
    detail::drawn_at_random const order{rng_.get()};
    detail::learning_step const step{&weights_};
    if (b.complete()) return children(b, -1, order, step);
    if (!b.settled()) return children(b, typename children::settle_tag{}, order, step);
    return children(b, branching_cell(b), order, step);
  }

 private:
  // The open cell with the fewest candidates per weight of its units, ties
  // drawn uniformly (each kept with chance 1/ties as the cells go by).
  template <int N>
  int branching_cell(board<N> const& b) const noexcept {
    int pick = -1;
    double best_k = 0, best_w = 1;
    std::uint64_t ties = 0;
    for (int c = 0; c < board<N>::cells; ++c) {
      if (b.is_set(c)) continue;
      double const k = detail::count_bits<board<N>::side>(b.candidates(c));
      auto const& us = geometry<N>::cell_units[static_cast<std::size_t>(c)];
      double const w = weights_.weight(us[0]) + weights_.weight(us[1]) + weights_.weight(us[2]);
      // k / w < best_k / best_w, without dividing
      double const lhs = k * best_w, rhs = best_k * w;
      if (pick < 0 || lhs < rhs) {
        pick = c;
        best_k = k;
        best_w = w;
        ties = 1;
      } else if (lhs == rhs && (*rng_)() % ++ties == 0) {
        pick = c;
      }
    }
    return pick;
  }

  failure_weights weights_;
  std::shared_ptr<xoshiro256ss> rng_;
};

/// `weighted_branching(weights, seed)`: propagate, branching by dom/wdeg on
/// `weights` (3 * side entries, one per unit), bumped where children fail.
inline weighted_branching_fn weighted_branching(failure_weights weights, std::uint64_t seed) {
  return weighted_branching_fn(std::move(weights), seed);
}

}  // namespace seek::sudoku

// seek/strategy/lds.hpp: limited discrepancy search (Harvey and Ginsberg 1995), for a
// successor function whose first children are its best guesses.
//
//   seek::lds(root, next)                   every state, fewest discrepancies first
//   seek::lds(root, next, max_discrepancies)
//
// Taking the i-th child (from 0) of a state costs i discrepancies, as in
// Gecode's LDS; a state's discrepancy is the sum along its path from the
// root. Iteration k (k = 0, 1, …) walks depth-first, in `next`'s order, the
// states of discrepancy at most k and yields those of discrepancy exactly k.
// So the range yields each state of discrepancy <= max_discrepancies exactly
// once, by increasing discrepancy and in preorder within one, and nothing
// else; it ends when that is done or when an iteration finds no state beyond
// its discrepancy (the whole tree has then been yielded, each state once).
// Iteration k walks again the states of discrepancy < k (the price of
// visiting good guesses first), so state i of the tree is expanded up to
// k + 1 times. An infinite path of discrepancy k makes iteration k endless.
#pragma once

#include <concepts>
#include <cstdint>
#include <functional>
#include <limits>
#include <utility>

#include <range/v3/range/access.hpp>

#include <seek/core/concepts.hpp>
#include <seek/detail/generator_view.hpp>
#include <seek/detail/take_element.hpp>
#include <seek/strategy/dfs.hpp>
#include <seek/range/generator.hpp>

namespace seek {

namespace detail {
template <class S>
struct lds_node {
  S state;
  std::uint64_t discrepancy;
};

// The children of a node whose discrepancy stays within `budget`; notes in
// `*beyond` when a child had to be left out.
template <class F>
struct lds_step {
  F next;
  std::uint64_t budget;
  bool* beyond;

  template <class S>
  generator<lds_node<S>> operator()(lds_node<S> const& parent) {
    auto&& range = std::invoke(next, parent.state);
    std::uint64_t d = parent.discrepancy;
    for (auto it = ranges::begin(range); it != ranges::end(range); ++it, ++d) {
      if (d > budget) {  // a child exists past the budget
        *beyond = true;
        co_return;
      }
      co_yield lds_node<S>{S(take_element<successors_t<F, S>>(it)), d};
    }
  }
};

template <class S, class F>
generator<S const&> lds_iterations(S root, F next, std::uint64_t max_discrepancies) {
  for (std::uint64_t k = 0;; ++k) {
    bool beyond = false;
    for (lds_node<S> const& n : dfs(lds_node<S>{root, 0}, lds_step<F>{next, k, &beyond}))
      if (n.discrepancy == k) co_yield n.state;
    if (!beyond || k == max_discrepancies) co_return;
  }
}

struct lds_fn {
  // Fails to match when `next` is not a successor function for the root's
  // type (the state must also be copyable: each iteration starts from it).
  template <class S, class F>
    requires successor_function<F, S> && std::copy_constructible<S>
  auto operator()(S root, F next,
                  std::uint64_t max_discrepancies = std::numeric_limits<std::uint64_t>::max()) const {
    auto start = [root = std::move(root), next = std::move(next), max_discrepancies] {
      return lds_iterations<S, F>(root, next, max_discrepancies);
    };
    return generator_view<S const&, decltype(start)>(std::move(start));
  }
};
}  // namespace detail

/// `seek::lds(root, next, max_discrepancies = unlimited)`: the states of the
/// tree by increasing discrepancy (see the top of this file). An input range
/// of `S const&`; begin() starts again from iteration 0.
inline constexpr detail::lds_fn lds{};

}  // namespace seek

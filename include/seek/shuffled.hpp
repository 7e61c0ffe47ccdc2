// seek/shuffled.hpp: the successors of a state in a random order.
//
//   seek::shuffled(next, seed)   owns a seek::xoshiro256ss seeded with `seed`
//   seek::shuffled(next, gen)    draws from the caller's generator `gen` (an
//                                lvalue, kept by reference: it must outlive the
//                                search, and it advances as the search runs)
//   seek::shuffled(next, std::move(gen))  owns a copy of `gen`
//
// Each call collects every successor of `next` into a vector and permutes it
// with seek::shuffle (Fisher-Yates over seek::uniform_below), so with a
// seek::xoshiro256ss the order depends on the seed alone, on every platform.
// The search sees the same tree as with `next`, its children reordered, so
// the first goal state of seek::dfs(root, seek::shuffled(next, seed)) is a
// random one: the way to draw a random solution of a constraint problem
// (seek/sudoku/generate.hpp draws random sudoku grids like this).
//
// Costs: the successor range of `next` is no longer lazy (every child is built
// before the first is visited), and each expansion allocates one vector.
//
// Copies of a wrapper that owns its generator each carry their own copy of
// its state: a seek::dfs view keeps one, so beginning the same view again
// continues that stream and gives another order. Pass a generator by
// reference to share one stream between several searches.
#pragma once

#include <concepts>
#include <cstdint>
#include <functional>
#include <type_traits>
#include <utility>
#include <vector>

#include <range/v3/range/access.hpp>

#include <seek/concepts.hpp>
#include <seek/detail/take_element.hpp>
#include <seek/random.hpp>

namespace seek {

/// The successor function returned by seek::shuffled. `Gen` is a generator
/// the wrapper owns, or a std::reference_wrapper to the caller's.
template <class F, class Gen>
class shuffled_fn {
 public:
  /// Wraps successor function `next` and the generator `gen`.
  shuffled_fn(F next, Gen gen) : next_(std::move(next)), gen_(std::move(gen)) {}

  /// All successors of `parent` by `next`, shuffled with the generator.
  // Fails to match when `next` is not a successor function for `S`.
  template <search_state S>
    requires successor_function<F, S>
  std::vector<S> operator()(S const& parent) {
    std::vector<S> children;
    auto&& range = std::invoke(next_, parent);
    for (auto it = ranges::begin(range); it != ranges::end(range); ++it)
      children.emplace_back(detail::take_element<successors_t<F, S>>(it));
    seek::shuffle(children.begin(), children.end(), rng());
    return children;
  }

  /// The generator the next expansion draws from.
  auto& rng() noexcept {
    if constexpr (requires { gen_.get(); })
      return gen_.get();
    else
      return gen_;
  }

 private:
  F next_;
  Gen gen_;
};

/// `seek::shuffled(next, seed)`: `next` with each state's successors in an
/// order drawn from a seek::xoshiro256ss seeded with `seed`.
template <class F, std::integral Seed>
  requires std::copy_constructible<F>
shuffled_fn<F, xoshiro256ss> shuffled(F next, Seed seed) {
  return {std::move(next), xoshiro256ss(static_cast<std::uint64_t>(seed))};
}

/// `seek::shuffled(next, gen)`: draws from the caller's generator, which must
/// outlive the search. A const generator cannot be drawn from and fails the
/// random_bits64 constraint here; so does one whose range is not 0..2^64-1.
template <class F, random_bits64 G>
  requires std::copy_constructible<F>
shuffled_fn<F, std::reference_wrapper<G>> shuffled(F next, G& gen) {
  return {std::move(next), std::ref(gen)};
}

/// `seek::shuffled(next, std::move(gen))`: owns the generator.
template <class F, random_bits64 G>
  requires std::copy_constructible<F> && (!std::is_lvalue_reference_v<G>) && std::copy_constructible<G>
shuffled_fn<F, G> shuffled(F next, G&& gen) {
  return {std::move(next), std::move(gen)};
}

}  // namespace seek

// seek/successor/shuffled.hpp: the successors of a state in a random order.
//
//   seek::shuffled(next, seed)   owns a seek::xoshiro256ss seeded with `seed`
//   seek::shuffled(next, gen)    draws from the caller's generator (kept by
//                                reference: it must outlive the search)
//   seek::shuffled(next, std::move(gen))  owns a copy of `gen`
//
// An inner seek::depth_limited is lifted outward; the engine's hooks pass
// through to `next`. Each call collects the successors into a vector and
// permutes it with
// seek::shuffle, so the order depends on the seed alone, on every platform;
// the first goal of dfs over it is a random one (seek/sudoku/generate/generate.hpp
// draws grids so). A wrapper that owns its generator keeps the generator's
// first state and goes back to it when a search begins (the begin_search
// hook), so a view begun again searches again in the same order: a walked
// view's answer does not depend on how often it was begun (range-v3's filter
// and seek::first begin it again to catch up). Costs and copies:
// docs/design.md, "Random orders".
#pragma once

#include <concepts>
#include <cstdint>
#include <functional>
#include <type_traits>
#include <utility>
#include <vector>

#include <range/v3/range/access.hpp>

#include <seek/core/concepts.hpp>
#include <seek/core/weighted.hpp>
#include <seek/successor/detail/hooks.hpp>
#include <seek/core/detail/take_element.hpp>
#include <seek/successor/depth_limited.hpp>
#include <seek/core/random.hpp>

namespace seek {

namespace detail {
template <class T>
inline constexpr bool is_reference_wrapper_v = false;
template <class T>
inline constexpr bool is_reference_wrapper_v<std::reference_wrapper<T>> = true;
}  // namespace detail

/// The successor function returned by seek::shuffled. `Gen` is a generator
/// the wrapper owns, or a std::reference_wrapper to the caller's.
template <class F, class Gen>
class shuffled_fn {
  // Whether the wrapper owns its generator (not a std::reference_wrapper to
  // the caller's).
  static constexpr bool owns_generator = !detail::is_reference_wrapper_v<Gen>;

 public:
  /// Wraps successor function `next` and the generator `gen`.
  shuffled_fn(F next, Gen gen) : next_(std::move(next)), first_gen_(gen), gen_(std::move(gen)) {}

  /// All successors of `parent` by `next` (states, or (state, cost) pairs
  /// for a weighted `next`), shuffled with the generator.
  // Fails to match when `next` is not a successor function for `S`.
  template <search_state S>
    requires successor_function<F, S> || weighted_successor_function<F, S>
  auto operator()(S const& parent) {
    std::vector<typename detail::weighted_out<F, S>::type> children;
    auto&& range = std::invoke(next_, parent);
    for (auto it = ranges::begin(range); it != ranges::end(range); ++it)
      children.emplace_back(detail::take_element<successors_t<F, S>>(it));
    seek::shuffle(children.begin(), children.end(), rng());
    return children;
  }

  /// Each call draws a new order (seek::lds refuses such a function).
  static constexpr bool random_order = true;

  /// The engine's hooks, passed to `next` (seek::skip_seen inside).
  template <class S>
    requires detail::has_root_hook<F, S>
  bool admit_root(S const& root) {
    return next_.admit_root(root);
  }
  /// The engine's hook when a search begins: an owned generator goes back to
  /// its first state (each walk draws the same orders); one kept by
  /// reference goes on with the caller's stream.
  void begin_search()
    requires owns_generator || detail::has_begin_hook<F>
  {
    if constexpr (owns_generator) gen_ = first_gen_;
    detail::begin_search(next_);
  }

  /// The generator the next expansion draws from.
  auto& rng() noexcept {
    if constexpr (requires { gen_.get(); })
      return gen_.get();
    else
      return gen_;
  }

 private:
  // The owned generator's state at the start of every search (an empty
  // member for one kept by reference).
  struct no_first_state {
    explicit no_first_state(Gen const&) noexcept {}
  };
  using first_state = std::conditional_t<owns_generator, Gen, no_first_state>;

  F next_;
  [[no_unique_address]] first_state first_gen_;
  Gen gen_;
};

/// `seek::shuffled(next, seed)`: `next` with each state's successors in an
/// order drawn from a seek::xoshiro256ss seeded with `seed`.
template <class F, std::integral Seed>
  requires std::copy_constructible<F>
auto shuffled(F next, Seed seed) {
  return detail::lift_depth_limit(std::move(next), [&](auto g) {
    return shuffled_fn<decltype(g), xoshiro256ss>(std::move(g), xoshiro256ss(static_cast<std::uint64_t>(seed)));
  });
}

/// `seek::shuffled(next, gen)`: draws from the caller's generator, which must
/// outlive the search. A const generator cannot be drawn from and fails the
/// random_bits64 constraint here; so does one whose range is not 0..2^64-1.
template <class F, random_bits64 G>
  requires std::copy_constructible<F>
auto shuffled(F next, G& gen) {
  return detail::lift_depth_limit(std::move(next), [&](auto g) {
    return shuffled_fn<decltype(g), std::reference_wrapper<G>>(std::move(g), std::ref(gen));
  });
}

/// `seek::shuffled(next, std::move(gen))`: owns the generator.
template <class F, random_bits64 G>
  requires std::copy_constructible<F> && (!std::is_lvalue_reference_v<G>) && std::copy_constructible<G>
auto shuffled(F next, G&& gen) {
  return detail::lift_depth_limit(std::move(next), [&](auto g) { return shuffled_fn<decltype(g), G>(std::move(g), std::move(gen)); });
}

}  // namespace seek

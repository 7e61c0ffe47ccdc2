// seek/successor/skip_seen.hpp: opt-in duplicate detection, for searches whose
// states repeat.
//
//   auto once = seek::skip_seen<State>(next);        // a successor function
//   for (auto const& s : seek::bfs(start, once)) ...  // each state once
//
// A successor is marked when the engine generates it, before it is visited,
// and a root when the engine admits it (the hooks of detail/hooks.hpp): bfs
// then yields each reachable state once, at its shallowest depth, dfs once,
// on the first path that reaches it, and no root twice. The set keeps a key
// per distinct state (seek::seen_by picks a smaller key or a hash); it is
// shared by every copy of the wrapper and cleared when a search begins.
// seek::unique_dfs and seek::unique_bfs (strategy/unique.hpp) own theirs.
// Not for the strategies that walk the tree again (iddfs, ida_star, lds),
// nor for dijkstra and astar, which remember states themselves: they refuse
// it with a message. Details: docs/design.md, "Graph search".
#pragma once

#include <concepts>
#include <cstddef>
#include <functional>
#include <memory>
#include <optional>
#include <type_traits>
#include <unordered_set>
#include <utility>

#include <seek/core/concepts.hpp>
#include <seek/core/weighted.hpp>
#include <seek/detail/hooks.hpp>
#include <seek/detail/never.hpp>
#include <seek/detail/prune_successors.hpp>
#include <seek/successor/depth_limited.hpp>
#include <seek/successor/seen_by.hpp>

namespace seek {

/// The successor function returned by `seek::skip_seen<S>(next, by)`.
template <search_state S, class F, class Key, class Hash, class Eq>
class skip_seen_fn {
 public:
  /// The key a state is remembered by.
  using key_type = seen_key_t<Key, S>;
  /// The set of keys seen, shared by every copy of this wrapper.
  using set_type = std::unordered_set<key_type, Hash, Eq>;

  /// Wraps `next`, with a new, empty set of seen keys. With `own_set`
  /// (seek::unique_dfs, seek::unique_bfs) each search gets a new set rather
  /// than clearing the shared one, so copies of a view search apart.
  skip_seen_fn(F next, seen_policy<Key, Hash, Eq> const& by, bool own_set = false)
      : next_(std::move(next)),
        key_(by.key),
        seen_(std::make_shared<set_type>(0, by.hash, by.equal)),
        own_set_(own_set) {}

  /// The successors of `parent` by `next`, lazily skipping (and otherwise
  /// marking) those whose key was seen already.
  auto operator()(S const& parent) {
    return detail::prune_successors<S, successors_t<F, S>, mark_unseen>(std::invoke(next_, parent),
                                                                         mark_unseen{seen_, key_});
  }

  /// Whether `next` draws a new order each time (seek::shuffled).
  static constexpr bool random_order = detail::random_order_v<F>;

  /// The engine's hook before a root is generated: false (skip it) when its
  /// key was seen already, as another root or as a state below one;
  /// otherwise marks it.
  bool admit_root(S const& root) {
    if (!detail::admit_root(next_, root)) return false;
    return seen_->insert(std::invoke(key_, root)).second;
  }
  /// The engine's hook when a search begins: forget every state.
  void begin_search() {
    detail::begin_search(next_);
    if (own_set_)
      seen_ = std::make_shared<set_type>(0, seen_->hash_function(), seen_->key_eq());
    else
      seen_->clear();
  }

  /// How many distinct states have been marked.
  std::size_t seen_count() const noexcept { return seen_->size(); }
  /// True if a state with the key of `s` has been marked.
  bool seen(S const& s) const { return seen_->contains(std::invoke(key_, s)); }
  /// Forget every state, for every copy of this wrapper.
  void clear() noexcept { seen_->clear(); }

 private:
  // Keeps a successor only if its key was not in the set, and marks it. It
  // holds the set itself, so the range stays valid on its own.
  struct mark_unseen {
    std::shared_ptr<set_type> seen;
    Key key;
    template <class X>
    bool operator()(std::optional<S>& slot, X&& child) const {
      slot.emplace(std::forward<X>(child));
      return seen->insert(std::invoke(key, std::as_const(*slot))).second;
    }
  };

  F next_;
  Key key_;
  std::shared_ptr<set_type> seen_;
  bool own_set_ = false;
};

namespace detail {
template <class S, class F, class Key, class Hash, class Eq>
auto make_skip_seen(F next, seen_policy<Key, Hash, Eq> const& by, bool own_set) {
  if constexpr (weighted_successor_function<F, S> && !successor_function<F, S>) {
    // Your call lands here: skip_seen wraps a successor function returning
    // states. dijkstra and astar remember states already (seen_by is their
    // option); ida_star walks the tree again in every pass.
    static_assert(never<F>,
                  "seek::skip_seen takes an unweighted successor function; dijkstra and astar remember states "
                  "themselves (pass them seek::seen_by(...)), and ida_star cannot use a visited set");
  } else if constexpr (!successor_function<F, S>) {
    // Your call lands here: `next` is not a successor function for S.
    static_assert(never<F>,
                  "seek::skip_seen<S>(next): `next` is not a successor function for S: it must take S const& and "
                  "return a range of states");
  } else if constexpr (!seen_key_for<Key, S, Hash, Eq>) {
    // Your call lands here: the state (or its key) cannot be hashed.
    static_assert(never<F>,
                  "seek::skip_seen: the state (or its key) has no std::hash: pass seek::seen_by(key, hash)");
  } else {
    return skip_seen_fn<S, F, Key, Hash, Eq>(std::move(next), by, own_set);
  }
}
}  // namespace detail

/// `seek::skip_seen<S>(next)`: `next` for states of type `S`, without the
/// successors seen before in this search (see the top of this file).
/// `seek::skip_seen<S>(next, seek::seen_by(key, hash, equal))` compares keys.
/// An inner seek::depth_limited is lifted outward.
///
///   auto next = [](int x) { return std::array{(x + 1) % 10, (x * 3) % 10}; };
///   auto once = seek::skip_seen<int>(next);
///   for (int x : seek::bfs(1, once)) std::cout << x << ' ';  // 1 2 3 6 4 9 7 8 5 0
template <search_state S, class F, class Key = std::identity, class Hash = std_hash, class Eq = std::equal_to<>>
  requires std::copy_constructible<F>
auto skip_seen(F next, seen_policy<Key, Hash, Eq> const& by = {}) {
  return detail::lift_depth_limit(std::move(next),
                                  [&](auto g) { return detail::make_skip_seen<S>(std::move(g), by, false); });
}

}  // namespace seek

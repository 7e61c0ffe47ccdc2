// seek/successor/skip_seen.hpp: opt-in duplicate detection, for searches whose
// states repeat.
//
//   auto once = seek::skip_seen<State>(next);        // a successor function
//   for (auto const& s : seek::bfs(start, once)) ...  // each state once
//
// A successor is marked when the engine generates it, before it is visited,
// and a root when the engine admits it (the hooks of successor/detail/hooks.hpp): bfs
// then yields each reachable state once, at its shallowest depth, dfs once,
// on the first path that reaches it, and no root twice. The set keeps a key
// per distinct state (seek::seen_by picks a smaller key or a hash), or with
// seek::dense_index(n, index) a flag per index in 0..n-1; it is shared by
// every copy of the wrapper and cleared when a search begins.
// seek::unique_dfs and seek::unique_bfs (strategy/unique.hpp) own theirs.
// Not for the strategies that walk the tree again (iddfs, ida_star, lds),
// nor for dijkstra and astar, which remember states themselves: they refuse
// it with a message. Details: docs/design.md, "Graph search".
#pragma once

#include <algorithm>
#include <concepts>
#include <cstddef>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <type_traits>
#include <unordered_set>
#include <utility>
#include <vector>

#include <seek/core/concepts.hpp>
#include <seek/core/weighted.hpp>
#include <seek/successor/detail/hooks.hpp>
#include <seek/core/detail/never.hpp>
#include <seek/successor/detail/prune_successors.hpp>
#include <seek/successor/dense_index.hpp>
#include <seek/successor/depth_limited.hpp>
#include <seek/successor/seen_by.hpp>

namespace seek {

namespace detail {
// A copy of a hash or an equality for the set: a new object when the type is
// empty and trivial (std_hash, std::equal_to<>), which has nothing to copy.
// Copying one reads its one byte, which nothing wrote, and g++ 12 at -O2
// then warns -Wmaybe-uninitialized in the user's code (unique_bfs with
// seek::seen_by(&node::member)).
template <class T>
T copy_of_function(T const& t) {
  if constexpr (std::is_empty_v<T> && std::is_trivially_default_constructible_v<T> &&
                std::is_trivially_copyable_v<T>)
    return T{};
  else
    return t;
}

// The states a skip_seen has met: their keys in a hash set (seen_by) ...
template <class S, class Policy>
class seen_set {
  using key_type = seen_key_t<decltype(Policy::key), S>;
  std::unordered_set<key_type, decltype(Policy::hash), decltype(Policy::equal)> set_;
  decltype(Policy::key) key_;

 public:
  explicit seen_set(Policy const& by)
      : set_(0, copy_of_function(by.hash), copy_of_function(by.equal)), key_(by.key) {}
  // Marks `s`; false when it was marked already.
  bool insert(S const& s) { return set_.insert(std::invoke(key_, s)).second; }
  bool contains(S const& s) const { return set_.contains(std::invoke(key_, s)); }
  std::size_t size() const noexcept { return set_.size(); }
  void clear() noexcept { set_.clear(); }
  // An empty set of the same kind.
  seen_set fresh() const {
    return seen_set(Policy{key_, copy_of_function(set_.hash_function()), copy_of_function(set_.key_eq())});
  }
};

// ... or a flag per index (dense_index).
template <class S, class I>
class seen_set<S, dense_policy<I>> {
  std::vector<unsigned char> flags_;
  std::size_t count_ = 0;
  I index_;

  std::size_t at(S const& s) const {
    auto const i = std::invoke(index_, s);
    if (!dense_slots::fits(i, flags_.size())) [[unlikely]]
      dense_slots::out_of_range(std::to_string(i), flags_.size());
    return static_cast<std::size_t>(i);
  }

 public:
  explicit seen_set(dense_policy<I> const& by) : flags_(by.n, 0), index_(by.index) {}
  bool insert(S const& s) {
    unsigned char& f = flags_[at(s)];
    if (f) return false;
    f = 1;
    ++count_;
    return true;
  }
  bool contains(S const& s) const { return flags_[at(s)] != 0; }
  std::size_t size() const noexcept { return count_; }
  void clear() noexcept {
    std::fill(flags_.begin(), flags_.end(), static_cast<unsigned char>(0));
    count_ = 0;
  }
  seen_set fresh() const { return seen_set(dense_policy<I>{flags_.size(), index_}); }
};
}  // namespace detail

/// The successor function returned by `seek::skip_seen<S>(next, by)`, `by`
/// a seek::seen_by or a seek::dense_index.
template <search_state S, class F, class Policy>
class skip_seen_fn {
 public:
  /// The set of states seen, shared by every copy of this wrapper.
  using set_type = detail::seen_set<S, Policy>;

  /// Wraps `next`, with a new, empty set of seen states. With `own_set`
  /// (seek::unique_dfs, seek::unique_bfs) each search gets a new set rather
  /// than clearing the shared one, so copies of a view search apart.
  skip_seen_fn(F next, Policy const& by, bool own_set = false)
      : next_(std::move(next)), seen_(std::make_shared<set_type>(by)), own_set_(own_set) {}

  /// The successors of `parent` by `next`, lazily skipping (and otherwise
  /// marking) those seen already.
  auto operator()(S const& parent) {
    return detail::prune_successors<S, successors_t<F, S>, mark_unseen>(std::invoke(next_, parent),
                                                                         mark_unseen{seen_});
  }

  /// Whether `next` draws a new order each time (seek::shuffled).
  static constexpr bool random_order = detail::random_order_v<F>;

  /// The engine's hook before a root is generated: false (skip it) when its
  /// key was seen already, as another root or as a state below one;
  /// otherwise marks it.
  bool admit_root(S const& root) {
    if (!detail::admit_root(next_, root)) return false;
    return seen_->insert(root);
  }
  /// The engine's hook when a search begins: forget every state.
  void begin_search() {
    detail::begin_search(next_);
    if (own_set_)
      seen_ = std::make_shared<set_type>(seen_->fresh());
    else
      seen_->clear();
  }

  /// How many distinct states have been marked.
  std::size_t seen_count() const noexcept { return seen_->size(); }
  /// True if a state with the key (or index) of `s` has been marked.
  bool seen(S const& s) const { return seen_->contains(s); }
  /// Forget every state, for every copy of this wrapper.
  void clear() noexcept { seen_->clear(); }

 private:
  // Keeps a successor only if it was not in the set, and marks it. It holds
  // the set itself, so the range stays valid on its own.
  struct mark_unseen {
    std::shared_ptr<set_type> seen;
    template <class Slot, class X>
    bool operator()(Slot& slot, X&& child) const {
      slot.emplace(std::forward<X>(child));
      return seen->insert(std::as_const(*slot));
    }
  };

  F next_;
  std::shared_ptr<set_type> seen_;
  bool own_set_ = false;
};

namespace detail {
template <class S, class F, class Policy>
auto make_skip_seen(F next, Policy const& by, bool own_set) {
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
  } else if constexpr (is_dense_policy<Policy>::value && !dense_policy_for<Policy, S>) {
    // Your call lands here: the index function of dense_index does not
    // number states of type S.
    static_assert(never<F>,
                  "seek::skip_seen: the index function of dense_index(n, index) must take State const& and return an "
                  "integer in 0..n-1 (seek::state_index_for)");
  } else if constexpr (!is_dense_policy<Policy>::value && !seen_policy_for<Policy, S>) {
    // Your call lands here: the state (or its key) cannot be hashed.
    static_assert(never<F>,
                  "seek::skip_seen: the state (or its key) has no std::hash: pass seek::seen_by(key, hash)");
  } else {
    return skip_seen_fn<S, F, Policy>(std::move(next), by, own_set);
  }
}
}  // namespace detail

/// `seek::skip_seen<S>(next)`: `next` for states of type `S`, without the
/// successors seen before in this search (see the top of this file).
/// `seek::skip_seen<S>(next, seek::seen_by(key, hash, equal))` compares keys;
/// `seek::skip_seen<S>(next, seek::dense_index(n, index))` keeps a flag per
/// index in 0..n-1. An inner seek::depth_limited is lifted outward.
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
/// `seek::skip_seen<S>(next, seek::dense_index(n, index))`.
template <search_state S, class F, class I>
  requires std::copy_constructible<F>
auto skip_seen(F next, dense_policy<I> const& by) {
  return detail::lift_depth_limit(std::move(next),
                                  [&](auto g) { return detail::make_skip_seen<S>(std::move(g), by, false); });
}

}  // namespace seek

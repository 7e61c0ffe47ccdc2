// seek/successor/skip_seen.hpp: opt-in duplicate detection, for searches whose states
// repeat.
//
//   for (auto const& s : seek::unique_bfs(start, next)) ...     // owns its set
//   auto once = seek::skip_seen<State>(next);                  // a building block
//
// A successor is marked when the engine generates it, before it is visited:
// bfs then yields each reachable state once, at its shallowest depth, and
// dfs once, on the first path that reaches it. The set keeps a key per
// distinct state (seek::seen_by picks a smaller key or a hash); unique_dfs
// and unique_bfs make a fresh set at each begin(). Details: docs/design.md,
// "Graph search".
#pragma once

#include <concepts>
#include <cstddef>
#include <functional>
#include <memory>
#include <optional>
#include <ranges>
#include <tuple>
#include <type_traits>
#include <unordered_set>
#include <utility>

#include <seek/strategy/bfs.hpp>
#include <seek/core/concepts.hpp>
#include <seek/successor/depth_limited.hpp>
#include <seek/detail/fresh_on_copy.hpp>
#include <seek/detail/prune_successors.hpp>
#include <seek/detail/semiregular_box.hpp>
#include <seek/strategy/dfs.hpp>
#include <seek/core/statistics.hpp>

namespace seek {

/// std::hash<K> for any K that has one; the default hash of skip_seen.
struct std_hash {
  /// `std::hash<K>{}(k)`.
  template <class K>
    requires std::default_initializable<std::hash<K>>
  std::size_t operator()(K const& k) const noexcept(noexcept(std::hash<K>{}(k))) {
    return std::hash<K>{}(k);
  }
};

/// `K` can be kept in a hash set with `Hash` and `Eq`. With the default key
/// the state itself is the key, so this is what skip_seen asks of states.
/// A std::array or a struct has no std::hash: pass a hash to seek::seen_by.
// If your error lands here: the state (or its key) has no std::hash, or the
// hash cannot be called on it. Give one: seek::unique_bfs(root, next,
// seek::seen_by(key, hash)), or seek::seen_by(std::identity{}, my_hash{}).
template <class K, class Hash = std_hash, class Eq = std::equal_to<>>
concept hashable_state =
    std::copy_constructible<K> && std::copy_constructible<Hash> && std::copy_constructible<Eq> &&
    std::regular_invocable<Hash const&, K const&> &&
    std::convertible_to<std::invoke_result_t<Hash const&, K const&>, std::size_t> &&
    std::equivalence_relation<Eq const&, K const&, K const&>;

/// How skip_seen tells states apart: by `key(state)`, hashed with `hash` and
/// compared with `equal`. Build one with seek::seen_by.
template <class Key = std::identity, class Hash = std_hash, class Eq = std::equal_to<>>
struct seen_policy {
  /// Maps a state to the key that identifies it (the state itself by default).
  Key key;
  /// Hashes a key.
  Hash hash;
  /// Tells whether two keys are equal.
  Eq equal;
};

/// `seek::seen_by(key, hash, equal)`: states with equal keys count as one.
/// `key` may be a member pointer: `seek::seen_by(&node::board, board_hash{})`.
template <class Key = std::identity, class Hash = std_hash, class Eq = std::equal_to<>>
constexpr seen_policy<Key, Hash, Eq> seen_by(Key key = {}, Hash hash = {}, Eq equal = {}) {
  return {std::move(key), std::move(hash), std::move(equal)};
}

/// The key type `seen_policy<Key, ...>` stores for a state `S`.
template <class Key, class S>
using seen_key_t = std::remove_cvref_t<std::invoke_result_t<Key const&, S const&>>;

/// `Key` maps `S` to a key that `Hash` and `Eq` can store in a hash set.
// Fails (naming hashable_state) when the key has no hash: pass one to
// seek::seen_by(key, hash).
template <class Key, class S, class Hash, class Eq>
concept seen_key_for = std::copy_constructible<Key> && std::regular_invocable<Key const&, S const&> &&
                       hashable_state<seen_key_t<Key, S>, Hash, Eq>;

/// The successor function returned by `seek::skip_seen<S>(next, by)`.
template <search_state S, class F, class Key, class Hash, class Eq>
class skip_seen_fn {
 public:
  /// The key a state is remembered by.
  using key_type = seen_key_t<Key, S>;
  /// The set of keys seen, shared by every copy of this wrapper.
  using set_type = std::unordered_set<key_type, Hash, Eq>;

  /// Wraps `next`, with a new, empty set of seen keys.
  skip_seen_fn(F next, seen_policy<Key, Hash, Eq> const& by)
      : next_(std::move(next)), key_(by.key), seen_(std::make_shared<set_type>(0, by.hash, by.equal)) {}

  /// Marks `parent` as seen and returns its successors by `next`, lazily
  /// skipping (and otherwise marking) those whose key was seen already.
  auto operator()(S const& parent) {
    seen_->insert(std::invoke(key_, parent));
    return detail::prune_successors<S, successors_t<F, S>, mark_unseen>(std::invoke(next_, parent),
                                                           mark_unseen{seen_, key_});
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
};

/// `seek::skip_seen<S>(next)`: `next` for states of type `S`, without the
/// successors seen before in this search (see the top of this file).
/// `seek::skip_seen<S>(next, seek::seen_by(key, hash, equal))` compares keys.
///
///   auto next = [](int x) { return std::array{(x + 1) % 10, (x * 3) % 10}; };
///   auto once = seek::skip_seen<int>(next);
///   for (int x : seek::bfs(1, once)) std::cout << x << ' ';  // 1 2 3 6 4 9 7 8 5 0
///
/// Fails to match when `S` (or the key) has no std::hash and no hash was
/// given, or when `next` is not a successor function for `S`.
template <search_state S, class F, class Key = std::identity, class Hash = std_hash,
          class Eq = std::equal_to<>>
  requires successor_function<F, S> && seen_key_for<Key, S, Hash, Eq>
skip_seen_fn<S, F, Key, Hash, Eq> skip_seen(F next, seen_policy<Key, Hash, Eq> const& by = {}) {
  return skip_seen_fn<S, F, Key, Hash, Eq>(std::move(next), by);
}

namespace detail {
// The successor function of unique_dfs and unique_bfs: skip_seen of `next`,
// or, for seek::depth_limited(next, d), depth_limited of skip_seen.
template <class S, class F, class Policy>
auto seen_next(F const& next, Policy const& by) {
  if constexpr (depth_split<F, S>::bounded)
    return depth_limited(skip_seen<S>(next.base(), by), next.max_depth());
  else
    return skip_seen<S>(next, by);
}
}  // namespace detail

/// The view returned by seek::unique_dfs and seek::unique_bfs: the search
/// `Search(root, skip_seen<S>(next, by), extra...)` with a new set for each
/// begin(). Copying it copies the root and functions, never a search.
template <class Search, search_state S, class F, class Policy, class... Extra>
class unique_view : public ranges::view_base, public std::ranges::view_base {
  // A state is marked when first reached; under a depth bound, dfs may first
  // reach it below the bound, cut, and then skip it where it is shallower.
  static_assert(!detail::depth_split<F, S>::bounded || std::same_as<Search, std::remove_cvref_t<decltype(bfs)>>,
                "seek::unique_dfs does not take seek::depth_limited: a state first reached at the bound would be "
                "skipped where it is reached again above it, and its subtree lost; use seek::unique_bfs");
  using next_t = decltype(detail::seen_next<S>(std::declval<F>(), std::declval<Policy>()));
  using inner_t = std::invoke_result_t<Search const&, S&, next_t, Extra&...>;

  struct args {
    S root;
    F next;
    Policy by;
    std::tuple<Extra...> extra;
  };
  struct run_state {
    std::optional<inner_t> view;
  };

 public:
  unique_view() = default;
  /// Holds the arguments of the search; nothing runs until begin().
  unique_view(S root, F next, Policy by, Extra... extra)
      : args_(std::in_place, args{std::move(root), std::move(next), std::move(by),
                                  std::tuple<Extra...>(std::move(extra)...)}) {}

  /// Starts a new search with an empty set of seen states; any earlier
  /// search of this view (and its iterators) is discarded. On a named view
  /// only, as for every seek view (see detail/iterator.hpp).
  auto begin() & {
    args& a = args_.get();
    run_.view.reset();
    run_.view.emplace(std::apply(
        [&](Extra&... extra) { return Search{}(a.root, detail::seen_next<S>(a.next, a.by), extra...); },
        a.extra));
    return run_.view->begin();
  }
  void begin() && = delete;  // the iterator would dangle: name the view first
  /// The end: iterators compare equal to it when the search has ended.
  std::default_sentinel_t end() const noexcept { return {}; }

 private:
  detail::semiregular_box<args> args_;
  detail::fresh_on_copy<run_state> run_;
};

namespace detail {

// seek::unique_dfs and seek::unique_bfs: the overloads of dfs and bfs (one
// root), each also with a seen_policy after `next`.
template <class Search>
struct skip_seen_search_fn {
  // If a call fails to match here, either `next` is not a successor function
  // for the root's type, or the state (or its key) cannot be hashed: give
  // seek::seen_by a hash, or a key that has one.
  template <class S, class F, class K = std::identity, class H = std_hash, class E = std::equal_to<>>
    requires successor_function<typename depth_split<F, std::remove_cvref_t<S>>::fn, std::remove_cvref_t<S>> &&
             seen_key_for<K, std::remove_cvref_t<S>, H, E>
  auto operator()(S&& root, F next, seen_policy<K, H, E> by = {}) const {
    return unique_view<Search, std::remove_cvref_t<S>, F, seen_policy<K, H, E>>(
        std::forward<S>(root), std::move(next), std::move(by));
  }
  template <class S, class F, class K = std::identity, class H = std_hash, class E = std::equal_to<>>
    requires successor_function<typename depth_split<F, std::remove_cvref_t<S>>::fn, std::remove_cvref_t<S>> &&
             seen_key_for<K, std::remove_cvref_t<S>, H, E>
  auto operator()(S&& root, F next, statistics& stats, seen_policy<K, H, E> by = {}) const {
    return unique_view<Search, std::remove_cvref_t<S>, F, seen_policy<K, H, E>,
                       std::reference_wrapper<statistics>>(std::forward<S>(root), std::move(next),
                                                           std::move(by), std::ref(stats));
  }
  template <class S, class F, class K = std::identity, class H = std_hash, class E = std::equal_to<>>
    requires successor_function<typename depth_split<F, std::remove_cvref_t<S>>::fn, std::remove_cvref_t<S>> &&
             seen_key_for<K, std::remove_cvref_t<S>, H, E>
  auto operator()(S&& root, F next, statistics& stats, limits lim, seen_policy<K, H, E> by = {}) const {
    return unique_view<Search, std::remove_cvref_t<S>, F, seen_policy<K, H, E>,
                       std::reference_wrapper<statistics>, limits>(
        std::forward<S>(root), std::move(next), std::move(by), std::ref(stats), std::move(lim));
  }
};

}  // namespace detail

/// `seek::unique_dfs(root, next)`: seek::dfs over `skip_seen(next)`, each
/// reachable state once, with a fresh seen-set each time the view begins.
/// Also `(root, next, stats)`, `(root, next, stats, limits)`, and each of
/// these with a `seek::seen_by(...)` last. Not with seek::depth_limited (a
/// static_assert says why; unique_bfs takes it).
inline constexpr detail::skip_seen_search_fn<std::remove_cvref_t<decltype(dfs)>> unique_dfs{};

/// `seek::unique_bfs(root, next)`: seek::bfs over `skip_seen(next)`; each
/// reachable state once, at its shallowest depth (`it.depth()` is its
/// distance from the root), with a fresh seen-set each time the view begins.
/// `next` may be `seek::depth_limited(next, d)`: the states within d steps.
///
///   auto next = [](int x) { return std::array{(x + 1) % 100, (x * 3) % 100}; };
///   auto states = seek::unique_bfs(1, next);
///   for (auto it = states.begin(); it != states.end(); ++it)
///     if (*it == 42) std::cout << "42 is " << it.depth() << " steps from 1\n";
inline constexpr detail::skip_seen_search_fn<std::remove_cvref_t<decltype(bfs)>> unique_bfs{};

}  // namespace seek

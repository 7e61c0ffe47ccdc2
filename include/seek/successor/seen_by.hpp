// seek/successor/seen_by.hpp: how the searches that remember states tell
// them apart: seek::seen_by(key, hash, equal), an option of unique_dfs,
// unique_bfs, dijkstra and astar and the second argument of seek::skip_seen.
// By default a state is its own key, hashed with std::hash.
#pragma once

#include <concepts>
#include <cstddef>
#include <functional>
#include <type_traits>
#include <utility>

namespace seek {

/// std::hash<K> for any K that has one; the default hash of seen_by.
struct std_hash {
  /// `std::hash<K>{}(k)`.
  template <class K>
    requires std::default_initializable<std::hash<K>>
  std::size_t operator()(K const& k) const noexcept(noexcept(std::hash<K>{}(k))) {
    return std::hash<K>{}(k);
  }
};

/// `K` can be kept in a hash set with `Hash` and `Eq`. With the default key
/// the state itself is the key, so this is what remembering searches ask of
/// states. A std::array or a struct has no std::hash: pass a hash to
/// seek::seen_by.
// If your error lands here: the state (or its key) has no std::hash, or the
// hash cannot be called on it. Give one: seek::unique_bfs(root, next,
// seek::seen_by(key, hash)), or seek::seen_by(std::identity{}, my_hash{}).
template <class K, class Hash = std_hash, class Eq = std::equal_to<>>
concept hashable_state =
    std::copy_constructible<K> && std::copy_constructible<Hash> && std::copy_constructible<Eq> &&
    std::regular_invocable<Hash const&, K const&> &&
    std::convertible_to<std::invoke_result_t<Hash const&, K const&>, std::size_t> &&
    std::equivalence_relation<Eq const&, K const&, K const&>;

/// How a search tells states apart: by `key(state)`, hashed with `hash` and
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

namespace detail {
template <class P, class S>
struct policy_fits : std::false_type {};
template <class K, class H, class E, class S>
struct policy_fits<seen_policy<K, H, E>, S> : std::bool_constant<seen_key_for<K, S, H, E>> {};
}  // namespace detail

/// `P` is a seen_policy that can remember states of type `S` (its key maps
/// them to something its hash and equality take).
template <class P, class S>
concept seen_policy_for = detail::policy_fits<std::remove_cvref_t<P>, S>::value;

}  // namespace seek

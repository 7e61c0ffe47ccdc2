// seek/scale/memo.hpp: the memo option of seek::count, `seek::memo_by(key)`:
// remember the counts of subtrees whose roots share a key.
//
// The caller's key function asserts: two states with equal keys have equal
// subtree counts (themselves included). A subtree is then searched once per
// key, as a count of paths in a DAG is; a tree whose subtrees repeat (a grid
// filled row by row) is counted without visiting most of it. The key rules,
// the table's bound and what the statistics mean: docs/scaling.md, "Memoized
// counts". The count itself is in seek/scale/count.hpp.
#pragma once

#include <concepts>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <functional>
#include <optional>
#include <type_traits>
#include <utility>

#include <seek/strategy/detail/option_kind.hpp>

namespace seek {

namespace detail {
template <class K>
struct key_of_value {
  using type = K;
};
template <class K>
struct key_of_value<std::optional<K>> {
  using type = K;
};
// The key a key function's result holds (a reference to a key, a key, or
// an optional key).
template <class R>
using key_of_result_t = typename key_of_value<std::remove_cvref_t<R>>::type;
template <class K>
concept std_hashable = requires(K const& k) {
  { std::hash<K>{}(k) } -> std::convertible_to<std::size_t>;
} && std::equality_comparable<K>;
template <class K>
concept byte_key = std::is_trivially_copyable_v<K> && std::has_unique_object_representations_v<K>;

// std::hash when the key has one, else the key's bytes (a struct of integers
// without padding, a std::array of masks), eight at a time: a key of a
// hundred bytes or more (a board's masks) costs a dozen multiplications.
struct key_hash {
  static constexpr std::uint64_t mix(std::uint64_t h) noexcept {
    h *= 0xff51afd7ed558ccdull;
    return h ^ (h >> 32);
  }
  template <class K>
  std::size_t operator()(K const& k) const noexcept {
    if constexpr (std_hashable<K>) {
      return std::hash<K>{}(k);
    } else {
      auto const* bytes = reinterpret_cast<unsigned char const*>(&k);
      std::uint64_t h = 0xcbf29ce484222325ull ^ sizeof(K);
      std::size_t i = 0;
      for (; i + 8 <= sizeof(K); i += 8) {
        std::uint64_t w;
        std::memcpy(&w, bytes + i, 8);
        h = mix(h ^ w);
      }
      if (i < sizeof(K)) {
        std::uint64_t w = 0;
        std::memcpy(&w, bytes + i, sizeof(K) - i);
        h = mix(h ^ w);
      }
      return static_cast<std::size_t>(mix(h) * 0x9e3779b97f4a7c15ull);
    }
  }
};
struct key_equal {
  template <class K>
  bool operator()(K const& a, K const& b) const noexcept {
    if constexpr (std_hashable<K>)
      return a == b;
    else
      return std::memcmp(&a, &b, sizeof(K)) == 0;
  }
};
}  // namespace detail

/// What a memo key function returns for a state: a key (or a reference to one) (hashable by
/// std::hash with ==, or a trivially copyable type without padding, hashed
/// by its bytes), or a std::optional of one, nullopt meaning "do not
/// remember this state's subtree".
template <class K>
concept memo_key = detail::std_hashable<detail::key_of_result_t<K>> || detail::byte_key<detail::key_of_result_t<K>>;

/// `Key` called on `S const&` gives a seek::memo_key.
template <class Key, class S>
concept memo_key_function = std::copy_constructible<Key> && std::invocable<Key&, S const&> &&
                            memo_key<std::invoke_result_t<Key&, S const&>>;

/// Bounds of the memo table.
struct memo_options {
  /// The table stops growing at this many subtree counts (about 50-100
  /// bytes each plus the key); the count stays exact, only slower.
  std::size_t max_entries = std::size_t{1} << 24;
  /// ... and at this many bytes, when not 0: an estimate of the table's
  /// memory (each entry's key, count and the hash table's own pointers and
  /// allocation, seek::memo_entry_bytes<Key>). The smaller bound holds.
  std::size_t max_bytes = 0;
};

/// The bytes one remembered subtree count with a key of type K takes in the
/// memo table, as memo_options::max_bytes reckons them: the key and its
/// count, a node's link and cached hash, the allocator's header and a bucket.
template <class K>
inline constexpr std::size_t memo_entry_bytes = sizeof(K) + sizeof(std::uint64_t) + 5 * sizeof(void*);

/// The option made by seek::memo_by: a key function and the table's bounds.
template <class Key>
struct memo_by_t {
  Key key;               ///< maps a state to its key (see seek::memo_key)
  memo_options options;  ///< bounds of the table
};

namespace detail {
template <class Key>
inline constexpr option_kind option_kind_of_type<memo_by_t<Key>> = option_kind::memo;
}  // namespace detail

/// `seek::memo_by(key)`: the option of seek::count that remembers subtree
/// counts by `key(state)`; `seek::memo_by(key, {.max_entries = n})` bounds
/// the table. The key must be valid: whenever key(a) == key(b), the subtrees
/// of a and b hold as many states satisfying the count's predicate.
/// `seek::memo_by(seek::dense_index(n, index))` keeps the counts in an array
/// of n, by index(state) in 0..n-1 (8n bytes, allocated when the count
/// begins; the options do not apply).
///
///   auto paths = seek::count(point{0, 0}, lattice, at_corner, seek::memo_by(std::identity{}));
///   auto same = seek::count(point{0, 0}, lattice, at_corner, seek::memo_by(seek::dense_index(n, number)));
template <class Key>
  requires std::copy_constructible<Key>
constexpr memo_by_t<Key> memo_by(Key key, memo_options options = {}) {
  return {std::move(key), options};
}

}  // namespace seek

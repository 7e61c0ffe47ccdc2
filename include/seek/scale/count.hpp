// seek/scale/count.hpp: count the states of a tree that satisfy a predicate,
// remembering the counts of subtrees whose roots share a key.
//
// The caller's key function asserts: two states with equal keys have equal
// subtree counts (themselves included). A subtree is then searched once per
// key, as a count of paths in a DAG is; a tree whose subtrees repeat (a grid
// filled row by row) is counted without visiting most of it. An explicit
// stack, no recursion; the table stops growing at memo_options::max_entries,
// after which counting goes on exactly, remembering nothing new.
#pragma once

#include <concepts>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <deque>
#include <functional>
#include <optional>
#include <stdexcept>
#include <type_traits>
#include <unordered_map>
#include <utility>

#include <range/v3/range/access.hpp>

#include <seek/core/concepts.hpp>
#include <seek/detail/take_element.hpp>

namespace seek {

namespace detail {
template <class K>
struct key_of_result {
  using type = K;
};
template <class K>
struct key_of_result<std::optional<K>> {
  using type = K;
};
template <class K>
concept std_hashable = requires(K const& k) {
  { std::hash<K>{}(k) } -> std::convertible_to<std::size_t>;
} && std::equality_comparable<K>;
template <class K>
concept byte_key = std::is_trivially_copyable_v<K> && std::has_unique_object_representations_v<K>;

// std::hash when the key has one, else the key's bytes (a struct of integers
// without padding, a std::array of masks).
struct key_hash {
  template <class K>
  std::size_t operator()(K const& k) const noexcept {
    if constexpr (std_hashable<K>) {
      return std::hash<K>{}(k);
    } else {
      unsigned char bytes[sizeof(K)];
      std::memcpy(bytes, &k, sizeof(K));
      std::uint64_t h = 0xcbf29ce484222325ull;  // FNV-1a, then a final mix
      for (unsigned char b : bytes) h = (h ^ b) * 0x100000001b3ull;
      h ^= h >> 32;
      return static_cast<std::size_t>(h * 0x9e3779b97f4a7c15ull);
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

/// What a memo key function returns for a state: a key (hashable by
/// std::hash with ==, or a trivially copyable type without padding, hashed
/// by its bytes), or a std::optional of one, nullopt meaning "do not
/// remember this state's subtree".
template <class K>
concept memo_key = detail::std_hashable<typename detail::key_of_result<K>::type> ||
                   detail::byte_key<typename detail::key_of_result<K>::type>;

/// Bounds of the memo table.
struct memo_options {
  /// The table stops growing at this many subtree counts (about 50-100
  /// bytes each plus the key); the count stays exact, only slower.
  std::size_t max_entries = std::size_t{1} << 24;
};

/// What a memoized count did.
struct memo_statistics {
  std::uint64_t nodes = 0;     ///< states visited (a remembered one counts once)
  std::uint64_t expanded = 0;  ///< calls of the successor function
  std::uint64_t hits = 0;      ///< states whose subtree count was remembered
  std::size_t entries = 0;     ///< subtree counts in the table at the end
};

namespace detail {
struct memo_count_fn {
  // If a call fails here: `next` must be a seek::successor_function for the
  // root's type, `pred` callable as bool(State const&), and `key` callable
  // with State const& returning a seek::memo_key (a hashable value, a struct
  // of integers without padding, or a std::optional of one).
  template <class S, class F, class P, class Key>
    requires successor_function<F, S> && std::predicate<P&, S const&> &&
             std::invocable<Key&, S const&> && memo_key<std::invoke_result_t<Key&, S const&>>
  std::uint64_t operator()(S const& root, F next, P pred, Key key, memo_statistics& st,
                           memo_options opt = {}) const {
    using result_t = std::invoke_result_t<Key&, S const&>;
    using K = typename key_of_result<result_t>::type;
    using children_t = successors_t<F, S>;
    struct frame {
      S state;
      children_t children;
      ranges::iterator_t<children_t> it;
      std::uint64_t count;
      std::optional<K> key;
      frame(S&& s, F& f, std::uint64_t self, std::optional<K>&& k)
          : state(std::move(s)), children(std::invoke(f, std::as_const(state))),
            it(ranges::begin(children)), count(self), key(std::move(k)) {}
      frame(frame const&) = delete;
      frame& operator=(frame const&) = delete;
    };
    std::unordered_map<K, std::uint64_t, key_hash, key_equal> table;
    std::deque<frame> stack;  // never moves a frame: children may refer to state
    std::uint64_t total = 0;
    st = memo_statistics{};

    auto add = [](std::uint64_t& to, std::uint64_t n) {
      if (__builtin_add_overflow(to, n, &to))
        throw std::overflow_error("seek::count: the count exceeds 2^64 - 1");
    };
    // A new state: its remembered count, or a frame to search it.
    auto enter = [&](S&& s) {
      ++st.nodes;
      std::optional<K> k;
      if constexpr (std::same_as<result_t, K>)
        k.emplace(std::invoke(key, std::as_const(s)));
      else
        k = std::invoke(key, std::as_const(s));
      if (k) {
        if (auto found = table.find(*k); found != table.end()) {
          ++st.hits;
          add(stack.empty() ? total : stack.back().count, found->second);
          return;
        }
      }
      std::uint64_t const self = std::invoke(pred, std::as_const(s)) ? 1 : 0;
      ++st.expanded;
      stack.emplace_back(std::move(s), next, self, std::move(k));
    };

    enter(S(root));
    while (!stack.empty()) {
      frame& top = stack.back();
      if (top.it == ranges::end(top.children)) {
        std::uint64_t const n = top.count;
        if (top.key && table.size() < opt.max_entries) table.emplace(std::move(*top.key), n);
        stack.pop_back();
        add(stack.empty() ? total : stack.back().count, n);
        continue;
      }
      S child(seek::detail::take_element<children_t>(top.it));
      ++top.it;
      enter(std::move(child));
    }
    st.entries = table.size();
    return total;
  }

  template <class S, class F, class P, class Key>
    requires successor_function<F, S> && std::predicate<P&, S const&> &&
             std::invocable<Key&, S const&> && memo_key<std::invoke_result_t<Key&, S const&>>
  std::uint64_t operator()(S const& root, F next, P pred, Key key) const {
    memo_statistics st;
    return (*this)(root, std::move(next), std::move(pred), std::move(key), st);
  }

  /// Every state counts: the size of the tree.
  template <class S, class F, class Key>
    requires successor_function<F, S> && std::invocable<Key&, S const&> &&
             memo_key<std::invoke_result_t<Key&, S const&>>
  std::uint64_t operator()(S const& root, F next, Key key) const {
    memo_statistics st;
    return (*this)(root, std::move(next), [](S const&) { return true; }, std::move(key), st);
  }
};
}  // namespace detail

/// `seek::count(root, next, pred, key)`: the number of states below `root`
/// (root included) that satisfy `pred`, exactly what counting
/// `seek::dfs(root, next) | filter(pred)` gives, when the key is valid:
/// whenever key(a) == key(b), the subtrees of a and b hold as many states
/// satisfying `pred`. A key that also identified states no search could tell
/// apart is always valid; one that forgets something the subtree depends on
/// gives wrong counts. `seek::count(root, next, key)` counts every state.
/// With a `memo_statistics&` (and `memo_options`), reports what it did.
/// Throws std::overflow_error rather than wrap past 2^64 - 1.
inline constexpr detail::memo_count_fn count{};

}  // namespace seek

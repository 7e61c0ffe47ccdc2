// seek/successor/dense_index.hpp: seek::dense_index(n, index), the option by
// which a search that remembers states keeps what it knows of them in
// arrays: the user says that `index(state)` maps every state to a distinct
// integer in 0..n-1 (a cell of a grid, a vertex number), and the search looks
// its states up by that integer instead of hashing them. Of the same family
// as seek::seen_by (the two are exclusive): an option of dijkstra and astar
// (an array of n record numbers, 4n bytes), unique_dfs and unique_bfs, and
// the second argument of skip_seen (a flag per index, n bytes). An index
// outside 0..n-1 throws std::out_of_range naming it and n.
#pragma once

#include <concepts>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <limits>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace seek {

/// How a search numbers its states: `index(state)` in 0..n-1, distinct for
/// states that differ. Build one with seek::dense_index.
template <class Index>
struct dense_policy {
  /// The number of indices: every state maps into 0..n-1.
  std::size_t n;
  /// Maps a state to its index.
  Index index;
};

/// `seek::dense_index(n, index)`: the states of the search map to distinct
/// integers in 0..n-1 by `index` (a function object or a member pointer).
template <class Index>
constexpr dense_policy<Index> dense_index(std::size_t n, Index index) {
  return {n, std::move(index)};
}

/// `Index` maps a `S const&` to an integer (not a bool): the index function
/// of a seek::dense_index for states `S`.
template <class Index, class S>
concept state_index_for =
    std::copy_constructible<Index> && std::regular_invocable<Index const&, S const&> &&
    std::integral<std::remove_cvref_t<std::invoke_result_t<Index const&, S const&>>> &&
    !std::same_as<std::remove_cvref_t<std::invoke_result_t<Index const&, S const&>>, bool>;

namespace detail {
template <class T>
struct is_dense_policy : std::false_type {};
template <class I>
struct is_dense_policy<dense_policy<I>> : std::true_type {};

// The slot table of a dense search: for each index, 0 when unreached, else
// 1 + the number the search gave the state (its record). Sized when the
// search begins; its storage is kept for the next begin.
class dense_slots {
 public:
  static constexpr std::size_t max_n = std::numeric_limits<std::uint32_t>::max() - 1;

  void start(std::size_t n) {
    if (n > max_n)
      throw std::length_error("seek::dense_index: n = " + std::to_string(n) + " is above the limit " +
                              std::to_string(max_n));
    slots_.assign(n, 0);
  }

  // The record of the state with index `i`, or `fresh` (then recorded as
  // its record) when it has none.
  template <class I>
  std::size_t find_or_add(I i, std::size_t fresh) {
    if (!fits(i, slots_.size())) [[unlikely]]
      out_of_range(std::to_string(i), slots_.size());
    std::uint32_t& s = slots_[static_cast<std::size_t>(i)];
    if (s == 0) {
      s = static_cast<std::uint32_t>(fresh + 1);
      return fresh;
    }
    return s - 1;
  }

  // Whether index `i` is in 0..n-1.
  template <class I>
  static bool fits(I i, std::size_t n) noexcept {
    if constexpr (std::is_signed_v<I>)
      if (i < 0) return false;
    return static_cast<std::make_unsigned_t<I>>(i) < n;
  }
  [[noreturn]] static void out_of_range(std::string const& i, std::size_t n) {
    throw std::out_of_range("seek::dense_index: a state has index " + i + ", outside 0..n-1 with n = " +
                            std::to_string(n));
  }

 private:
  std::vector<std::uint32_t> slots_;
};
}  // namespace detail

/// `P` is a dense_policy whose index function numbers states of type `S`.
template <class P, class S>
concept dense_policy_for = detail::is_dense_policy<std::remove_cvref_t<P>>::value &&
                           state_index_for<decltype(std::remove_cvref_t<P>::index), S>;

}  // namespace seek

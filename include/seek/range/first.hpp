// seek/range/first.hpp: the first k elements of a range, without looking for the
// (k+1)-th.
//
//   for (auto const& s : seek::dfs(root, next) | views::filter(goal) | seek::first(1)) ...
//
// range-v3's views::take(k) (like std::views::take, WG21 P2406) increments
// the range under it once more after the k-th element: through a filter,
// that is a search for one more goal, which can cost the rest of the search.
// seek::first counts down on `++` and leaves the base alone on the k-th, so
// the base is incremented k - 1 times at most (k == 0 does not even begin
// it). Sources, counts and errors: docs/design.md, "Taking past the end".
#pragma once

#include <concepts>
#include <cstdint>
#include <iterator>
#include <ranges>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>

#include <range/v3/iterator/access.hpp>
#include <range/v3/range/access.hpp>
#include <range/v3/range/concepts.hpp>
#include <range/v3/range/traits.hpp>
#include <range/v3/view/ref.hpp>

#include <seek/core/concepts.hpp>
#include <seek/core/view_facade.hpp>
#include <seek/core/detail/never.hpp>

namespace seek {

/// `R` can be the source of seek::first: an input range that is either a
/// copyable view, a named (lvalue) range, or a temporary move-only view such
/// as a seek::generator returned by a call.
template <class R>
concept first_source =
    ranges::input_range<R> &&
    (ranges::view_<std::remove_cvref_t<R>> || std::is_lvalue_reference_v<R> ||
     std::ranges::view<std::remove_cvref_t<R>>);

/// How seek::first holds its source `R`: the view itself, or a
/// `ranges::ref_view` of a named range that is not a copyable view.
template <class R>
using first_base_t =
    std::conditional_t<ranges::view_<std::remove_cvref_t<R>> || !std::is_lvalue_reference_v<R>,
                       std::remove_cvref_t<R>, ranges::ref_view<std::remove_reference_t<R>>>;

/// The view returned by seek::first: the first `count` elements of `V`.
template <class V>
  requires ranges::input_range<V> && std::movable<V>
class first_view : public view_facade<first_view<V>>,
                   public ranges::view_base,
                   public std::ranges::view_base {
  using base_iterator = ranges::iterator_t<V>;
  using base_sentinel = ranges::sentinel_t<V>;

  // The base iterator and its end, and how many elements are left.
  class cursor {
   public:
    using value_type = ranges::range_value_t<V>;
    cursor() requires std::default_initializable<base_iterator> = default;
    /// The base iterator (for seek::dfs, `it.base().depth()`).
    base_iterator const& base() const& noexcept { return it_; }
    /// How many more elements this iterator may yield at most.
    std::uint64_t count() const noexcept { return left_; }

   private:
    friend cursor_access;
    friend first_view;
    cursor(base_iterator it, base_sentinel end, std::uint64_t left)
        : it_(std::move(it)), end_(std::move(end)), left_(left) {}
    decltype(auto) read() const { return *it_; }
    decltype(auto) move() const { return ranges::iter_move(it_); }
    // On the last element wanted, only counts it and leaves the base where
    // it is, so nothing past it is ever computed.
    void next() {
      if (--left_ != 0) ++it_;
    }
    // The count first: once k elements are out, the base is not even
    // compared with its end.
    bool at_end() const { return left_ == 0 || it_ == end_; }
    base_iterator it_{};
    [[no_unique_address]] base_sentinel end_{};
    std::uint64_t left_ = 0;
  };

 public:
  /// Input iterator; `it.base()` is the base iterator, `it.count()` how many
  /// elements it may still yield.
  using iterator = basic_iterator<cursor>;

  first_view() requires std::default_initializable<V> = default;
  /// The first `count` elements of `base`; nothing runs until begin().
  first_view(V base, std::uint64_t count) : base_(std::move(base)), count_(count) {}

  /// The range under this one.
  V const& base() const& noexcept { return base_; }
  /// How many elements at most: the k given to seek::first.
  std::uint64_t count() const noexcept { return count_; }

 private:
  // begin() (on lvalues only) starts the base range (see the top of this
  // file for count 0).
  friend cursor_access;
  cursor begin_cursor() {
    if constexpr (std::default_initializable<base_iterator> && std::default_initializable<base_sentinel>) {
      if (count_ == 0) return cursor{base_iterator{}, base_sentinel{}, 0};
    }
    return cursor{ranges::begin(base_), ranges::end(base_), count_};
  }

  V base_;
  std::uint64_t count_ = 0;
};

namespace detail {

// A count for seek::first: any integer but bool and the character types
// (seek::integer_count), not negative.
template <class K>
concept first_count = integer_count<K>;

template <first_count K>
constexpr std::uint64_t checked_first_count(K k) {
  // A negative count is a bug in the caller, not an empty result: say so.
  if (!std::in_range<std::uint64_t>(k))
    throw std::invalid_argument(std::cmp_less(k, 0) ? "seek::first(k): k must not be negative, got " +
                                            std::to_string(static_cast<long long>(k))
                                      : std::string("seek::first(k): k does not fit in 64 bits"));
  return static_cast<std::uint64_t>(k);
}

// `seek::first(k)`: waits for the range on the left of `|`.
class first_closure {
 public:
  explicit constexpr first_closure(std::uint64_t k) noexcept : k_(k) {}

  template <class R>
    requires first_source<R>
  friend auto operator|(R&& r, first_closure c) {
    return first_view<first_base_t<R>>(first_base_t<R>(std::forward<R>(r)), c.k_);
  }
  // Your pipe lands here when the left side of `|` is not a
  // seek::first_source: not an input range, or a temporary container.
  template <class R>
  friend auto operator|(R&&, first_closure) {
    static_assert(never<R>,
                  "seek::first(k): the left side of | is not an input range (or it is a temporary container: "
                  "name it first)");
    return refused_call{};
  }

 private:
  std::uint64_t k_;
};

struct first_fn {
  template <class R, first_count K>
    requires first_source<R>
  auto operator()(R&& r, K k) const {
    return first_view<first_base_t<R>>(first_base_t<R>(std::forward<R>(r)), checked_first_count(k));
  }

  template <first_count K>
  constexpr first_closure operator()(K k) const {
    return first_closure{checked_first_count(k)};
  }

  // `seek::first(range, k)` with a k that is no count, or a range that is no
  // seek::first_source, lands here (std::invocable cannot ask about such a
  // call: the static_assert fires; seek::first_source and
  // seek::integer_count can be asked).
  template <class R, class K>
    requires(!first_count<K> || !first_source<R>)
  auto operator()(R&&, K) const {
    if constexpr (!first_count<K>)
      static_assert(never<K>, "seek::first(range, k): k counts elements: an integer, not bool or a character "
                              "(seek::integer_count; '3' is 51)");
    else
      static_assert(never<R>, "seek::first(range, k): the range is not an input range (or it is a temporary "
                              "container: name it first)");
    return refused_call{};
  }

  // `seek::first(k)` with a k that is no count lands here.
  template <class K>
  auto operator()(K) const {
    static_assert(never<K>, "seek::first(k): k counts elements: an integer, not bool or a character "
                            "(seek::integer_count; '3' is 51)");
    return refused_call{};
  }
};

}  // namespace detail

/// `range | seek::first(k)` or `seek::first(range, k)`: the first `k`
/// elements of `range`, never incrementing it past the k-th (unlike
/// `views::take(k)`, which does once more, see the top of this file).
///
///   auto goal = [](int x) { return x % 10 == 5; };
///   for (int x : seek::dfs(0, next) | ranges::views::filter(goal) | seek::first(1))
///     std::cout << x;  // stops at the first goal, never looks for a second
///
/// Throws std::invalid_argument if `k` is negative.
inline constexpr detail::first_fn first{};

}  // namespace seek

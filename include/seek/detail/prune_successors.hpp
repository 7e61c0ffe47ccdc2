// seek/detail/prune_successors.hpp: the successor range returned by the
// combinators of prune.hpp and skip_seen.hpp.
//
// It owns whatever the wrapped successor function returned and passes each
// element through a step that may drop it or turn it into another state.
// Elements are pulled one at a time, when the engine asks for the next
// child, so a combinator sees a successor exactly when the engine generates
// it (which is when skip_seen marks it). A range built without an inner range
// is empty: the wrapped successor function was never called.
#pragma once

#include <cstddef>
#include <iterator>
#include <optional>
#include <ranges>
#include <type_traits>
#include <utility>

#include <range/v3/range/access.hpp>
#include <range/v3/range/concepts.hpp>
#include <range/v3/range/traits.hpp>
#include <range/v3/view/ref.hpp>

namespace seek::detail {

// What the wrapper keeps of the wrapped function's result: the range itself,
// or a view of it when the function returned a reference to a range it owns.
template <class Result>
struct prune_stored {
  using type = std::remove_cvref_t<Result>;
};
template <class Result>
struct prune_stored<Result&> {
  using type = ranges::ref_view<std::remove_reference_t<Result>>;
};
template <class Result>
using prune_stored_t = typename prune_stored<Result>::type;

// Move an element out when the range owns it (a container returned by
// value); copy it from views and borrowed ranges, which may share it.
template <class R>
inline constexpr bool prune_moves_elements_v =
    !ranges::view_<R> && !std::ranges::enable_borrowed_range<R> &&
    std::is_lvalue_reference_v<ranges::range_reference_t<R>> &&
    !std::is_const_v<std::remove_reference_t<ranges::range_reference_t<R>>>;

template <class R, class It>
decltype(auto) prune_take(It& it) {
  if constexpr (prune_moves_elements_v<R>)
    return std::move(*it);
  else
    return *it;
}

// Out: the state type handed to the engine. Inner: the stored inner range.
// Step: `bool(std::optional<Out>& slot, element&&)`; it fills the slot and
// says whether to keep the successor.
//
// Begun in place and never moved after begin(): the engine constructs it
// from the successor function's return value and iterates it where it is.
template <class Out, class Inner, class Step>
class prune_successors {
 public:
  explicit prune_successors(Step step) : step_(std::move(step)) {}
  prune_successors(Inner inner, Step step)
      : inner_(std::in_place, std::move(inner)), step_(std::move(step)) {}

  class iterator {
   public:
    using value_type = Out;
    using difference_type = std::ptrdiff_t;
    using iterator_concept = std::input_iterator_tag;
    using iterator_category = std::input_iterator_tag;
    using reference = Out&;
    using pointer = void;

    iterator() = default;
    Out& operator*() const { return *range_->current_; }
    iterator& operator++() {
      range_->advance();
      return *this;
    }
    void operator++(int) { ++*this; }
    friend bool operator==(iterator const& it, std::default_sentinel_t) { return it.at_end(); }

   private:
    bool at_end() const { return !range_->current_; }
    friend prune_successors;
    explicit iterator(prune_successors* r) : range_(r) {}
    prune_successors* range_ = nullptr;
  };

  iterator begin() {
    if (inner_) {
      it_.emplace(ranges::begin(*inner_));
      settle();
    }
    return iterator{this};
  }
  std::default_sentinel_t end() const noexcept { return {}; }

 private:
  void advance() {
    ++*it_;
    settle();
  }

  // Move to the first element at or after it_ that the step keeps.
  void settle() {
    for (; *it_ != ranges::end(*inner_); ++*it_)
      if (step_(current_, prune_take<Inner>(*it_))) return;
    current_.reset();
  }

  std::optional<Inner> inner_;
  std::optional<ranges::iterator_t<Inner>> it_;
  std::optional<Out> current_;
  Step step_;
};

}  // namespace seek::detail

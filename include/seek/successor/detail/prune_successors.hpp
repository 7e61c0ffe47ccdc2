// seek/successor/detail/prune_successors.hpp: the successor range returned by the
// wrapping successor functions of prune.hpp and skip_seen.hpp.
//
// It owns what the wrapped successor function returned and passes each
// element through a step that may drop it or turn it into another state.
// Elements are pulled one at a time, when the engine asks for the next
// child, so a wrapper sees a successor exactly when the engine generates it
// (which is when skip_seen marks it). A range built without an inner range
// is empty: the wrapped successor function was never called. The current
// element is kept in a state_slot: on the heap when it is big, since the
// range itself lives on the call stack while the engine takes it from the
// successor function (several copies of a megabyte state would overflow it).
#pragma once

#include <optional>
#include <utility>

#include <range/v3/range/access.hpp>
#include <range/v3/range/traits.hpp>

#include <seek/core/detail/iterator.hpp>
#include <seek/core/detail/state_box.hpp>
#include <seek/core/detail/take_element.hpp>

namespace seek::detail {

// Out: the state type handed to the engine. Inner: the stored inner range
// (seek::successors_t of the wrapped function). Step: `bool(state_slot<Out>&
// slot, element&&)` (a std::optional, or its boxed form for a big Out); it
// fills the slot and says whether to keep the successor.
//
// Begun in place and never moved after begin(): the engine constructs it
// from the successor function's return value and iterates it where it is.
template <class Out, class Inner, class Step>
class prune_successors : public view_facade<prune_successors<Out, Inner, Step>> {
 public:
  explicit prune_successors(Step step) : step_(std::move(step)) {}
  prune_successors(Inner inner, Step step) : inner_(std::in_place, std::move(inner)), step_(std::move(step)) {}

 private:
  class cursor {
   public:
    using value_type = Out;
    cursor() = default;

   private:
    friend cursor_access;
    friend prune_successors;
    explicit cursor(prune_successors* r) : range_(r) {}
    Out& read() const { return *range_->current_; }
    void next() {
      ++*range_->it_;
      range_->settle();
    }
    bool at_end() const { return !range_->current_; }
    prune_successors* range_ = nullptr;
  };

  friend cursor_access;
  cursor begin_cursor() {
    if (inner_) {
      it_.emplace(ranges::begin(*inner_));
      settle();
    }
    return cursor{this};
  }

  // Move to the first element at or after it_ that the step keeps.
  void settle() {
    for (; *it_ != ranges::end(*inner_); ++*it_)
      if (step_(current_, take_element<Inner>(*it_))) return;
    current_.reset();
  }

  std::optional<Inner> inner_;
  std::optional<ranges::iterator_t<Inner>> it_;
  state_slot<Out> current_;
  Step step_;
};

}  // namespace seek::detail

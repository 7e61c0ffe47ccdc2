// seek/core/detail/state_box.hpp: where an engine keeps one state it owns
// outside its heap-allocated stacks and queues: inline when the state is
// small, on the heap when it is big.
//
// A view lives where the consumer puts it, usually on the call stack, and
// is made and moved through a few calls on its way there; a state of a
// megabyte or more kept inline in it (the root, the current state) would
// put each of those copies on the stack, whose 8 MB a search of 2 MB states
// would overflow. Past boxed_state_bytes a state is allocated once, and the
// box moves as a pointer.
#pragma once

#include <concepts>
#include <cstddef>
#include <memory>
#include <optional>
#include <type_traits>
#include <utility>

namespace seek::detail {

// States larger than this are kept on the heap by state_box and the engines.
inline constexpr std::size_t boxed_state_bytes = 16 * 1024;
template <class S>
inline constexpr bool boxed_state_v = sizeof(S) > boxed_state_bytes;

// An empty member standing for a flag a type does not need.
struct empty_flag {};

// One state, made in place from the arguments given: inline, or on the heap
// (boxed_state_v). Copyable when S is; a moved-from heap box is empty and
// only ever assigned to or destroyed.
template <class S, bool Boxed = boxed_state_v<S>>
class state_box {
 public:
  template <class... A>
    requires std::constructible_from<S, A&&...>
  explicit state_box(A&&... a) : state_(std::forward<A>(a)...) {}
  S& get() noexcept { return state_; }
  S const& get() const noexcept { return state_; }

 private:
  S state_;
};

template <class S>
class state_box<S, true> {
 public:
  template <class... A>
    requires std::constructible_from<S, A&&...>
  explicit state_box(A&&... a) : state_(std::make_unique<S>(std::forward<A>(a)...)) {}
  state_box(state_box const& other)
    requires std::copy_constructible<S>
      : state_(std::make_unique<S>(*other.state_)) {}
  state_box(state_box&&) noexcept = default;
  state_box& operator=(state_box const& other)
    requires std::copy_constructible<S>
  {
    if (this != &other) state_ = std::make_unique<S>(*other.state_);
    return *this;
  }
  state_box& operator=(state_box&&) noexcept = default;
  S& get() noexcept { return *state_; }
  S const& get() const noexcept { return *state_; }

 private:
  std::unique_ptr<S> state_;
};

// Where an engine makes its current state again and again: std::optional
// for a small state; for a big one the same interface over one optional on
// the heap, allocated with the slot, so that the view holding it stays small.
template <class S>
class boxed_slot {
 public:
  using value_type = S;
  boxed_slot() : slot_(std::make_unique<std::optional<S>>()) {}
  template <class... A>
  S& emplace(A&&... a) {
    return slot_->emplace(std::forward<A>(a)...);
  }
  void reset() noexcept { slot_->reset(); }
  bool has_value() const noexcept { return slot_->has_value(); }
  explicit operator bool() const noexcept { return slot_->has_value(); }
  S& operator*() noexcept { return **slot_; }
  S const& operator*() const noexcept { return **slot_; }
  S* operator->() noexcept { return std::addressof(**slot_); }
  S const* operator->() const noexcept { return std::addressof(**slot_); }

 private:
  std::unique_ptr<std::optional<S>> slot_;
};
template <class S>
using state_slot = std::conditional_t<boxed_state_v<S>, boxed_slot<S>, std::optional<S>>;

}  // namespace seek::detail

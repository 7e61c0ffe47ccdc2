// seek/core/detail/fresh_on_copy.hpp: iteration state that a copy of a view
// does not take along.
//
// A seek view holds its inputs (roots, successor function) and, once begun,
// the search in progress. Copying or moving the view copies the inputs only:
// the copy gets a fresh T, and its begin() starts its own search. This is
// what lets views be copied and piped into range-v3 as rvalues without ever
// duplicating (or sharing) a search halfway through. Assigning leaves the
// target's state alone; its next begin() resets it.
#pragma once

namespace seek::detail {

template <class T>
struct fresh_on_copy : T {
  fresh_on_copy() = default;
  fresh_on_copy(fresh_on_copy const&) : T() {}
  fresh_on_copy(fresh_on_copy&&) noexcept : T() {}
  fresh_on_copy& operator=(fresh_on_copy const&) noexcept { return *this; }
  fresh_on_copy& operator=(fresh_on_copy&&) noexcept { return *this; }
};

}  // namespace seek::detail

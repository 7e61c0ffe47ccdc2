// seek/strategy/detail/path_range.hpp: the view skeleton of the ranges of
// paths (seek::yen, seek::all_shortest_paths, seek::anytime_astar): an
// input range whose element is the path the search stands on, valid until
// the iterator moves on.
//
// The view (Derived) searches; this base gives it the iterator, begin() and
// end(). Derived has `void restart()` (search anew, standing on the first
// path or on none), `void advance()` (on to the next path or none) and
// `Value const* current() const` (the path it stands on; null: the range
// ended). The search lives in a fresh_on_copy holder in Derived, so a copy
// or a move of the view carries its inputs only and begin() starts afresh,
// as every seek view does; the inputs live in path_box, so that the view is
// semiregular (range-v3 pipes only those).
#pragma once

#include <cstddef>
#include <iterator>
#include <utility>

#include <range/v3/range/concepts.hpp>

#include <seek/strategy/detail/semiregular_box.hpp>

namespace seek::detail {

// An input of a path range (its start, successor function, goal, heuristic,
// seen_by policy), in a semiregular_box so that the view is assignable even
// when the input is a lambda that captures; read as a pointer.
template <class T>
class path_box : public semiregular_box<T> {
 public:
  path_box() = default;
  path_box(T t) : semiregular_box<T>(std::in_place, std::move(t)) {}
  T& operator*() noexcept { return this->get(); }
  T const& operator*() const noexcept { return this->get(); }
  T* operator->() noexcept { return &this->get(); }
  T const* operator->() const noexcept { return &this->get(); }
};

template <class Derived, class Value>
class path_range : public ranges::view_base {
 public:
  using value_type = Value;

  /// The iterator: `*it` is the current path; `++it` searches on to the next.
  class iterator {
   public:
    using value_type = Value;
    using reference = Value const&;
    using difference_type = std::ptrdiff_t;
    using iterator_concept = std::input_iterator_tag;

    iterator() = default;
    explicit iterator(Derived* v) : view_(v) {}
    reference operator*() const { return *current_of(view_); }
    Value const* operator->() const { return current_of(view_); }
    iterator& operator++() {
      advance(view_);
      return *this;
    }
    void operator++(int) { ++*this; }
    friend bool operator==(iterator const& it, std::default_sentinel_t) noexcept { return it.done(); }

   private:
    bool done() const noexcept { return !view_ || !current_of(view_); }
    Derived* view_ = nullptr;
  };

  /// Searches (again) and stands on the first path.
  iterator begin() {
    Derived& self = static_cast<Derived&>(*this);
    self.restart();
    return iterator(&self);
  }
  std::default_sentinel_t end() const noexcept { return {}; }

 private:
  // Derived's members, which it keeps private (it befriends this base).
  static Value const* current_of(Derived const* v) noexcept { return v->current(); }
  static void advance(Derived* v) { v->advance(); }
};

}  // namespace seek::detail

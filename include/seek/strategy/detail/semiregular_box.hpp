// seek/strategy/detail/semiregular_box.hpp: makes any copy-constructible object
// default-constructible and copy-assignable.
//
// range-v3 0.12 pipes only views that are semiregular, and a lambda that
// captures (by value or by reference) is neither default-constructible nor
// assignable; neither is a state type without a default constructor. Views
// keep their successor function and their roots in one of these boxes. A
// default-constructed box is empty and only ever assigned to.
#pragma once

#include <optional>
#include <type_traits>
#include <utility>

namespace seek::detail {

template <class T>
class semiregular_box {
 public:
  semiregular_box() = default;
  template <class U>
    requires std::constructible_from<T, U>
  explicit semiregular_box(std::in_place_t, U&& u) : value_(std::in_place, std::forward<U>(u)) {}

  semiregular_box(semiregular_box const&) = default;
  semiregular_box(semiregular_box&&) = default;
  semiregular_box& operator=(semiregular_box const& other) {
    if (this != &other) {
      if (other.value_) value_.emplace(*other.value_);
      else value_.reset();
    }
    return *this;
  }
  semiregular_box& operator=(semiregular_box&& other) noexcept(
      std::is_nothrow_move_constructible_v<T>) {
    if (this != &other) {
      if (other.value_) value_.emplace(std::move(*other.value_));
      else value_.reset();
    }
    return *this;
  }

  T& get() noexcept { return *value_; }
  T const& get() const noexcept { return *value_; }

 private:
  std::optional<T> value_;
};

}  // namespace seek::detail

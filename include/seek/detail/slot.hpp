// seek/detail/slot.hpp: room for one object, made and remade in place.
//
// Like std::optional without the questions: seek::coro_dfs remakes a
// successor range in the same place for nearly every state, and for a type
// that is trivially destructible (a std::array of plain states, say) there
// is nothing to destroy first, so the slot keeps no flag and emplace() is
// just the construction. Other types get a flag and are destroyed as usual.
#pragma once

#include <memory>
#include <new>
#include <type_traits>
#include <utility>

namespace seek::detail {

template <class T>
class slot {
  static constexpr bool trivial = std::is_trivially_destructible_v<T>;
  struct no_flag {};

 public:
  slot() noexcept {}
  slot(slot const&) = delete;
  slot& operator=(slot const&) = delete;
  ~slot() { reset(); }

  // Destroys what the slot holds, if anything, then makes a T from `args`.
  // If that throws, the slot is empty.
  template <class... Args>
  T& emplace(Args&&... args) {
    reset();
    T* made = ::new (static_cast<void*>(std::addressof(value_))) T(std::forward<Args>(args)...);
    if constexpr (!trivial) engaged_ = true;
    return *made;
  }

  void reset() noexcept {
    if constexpr (!trivial) {
      if (engaged_) {
        engaged_ = false;
        value_.~T();
      }
    }
  }

  // The object last made; only meaningful after emplace().
  T& operator*() noexcept { return value_; }

 private:
  union {
    T value_;
  };
  [[no_unique_address]] std::conditional_t<trivial, no_flag, bool> engaged_{};
};

}  // namespace seek::detail

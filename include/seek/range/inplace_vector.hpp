// seek/range/inplace_vector.hpp: a vector of at most N elements stored inside
// the object, for successor functions that know how many children a state can
// have (9 symbols for a sudoku cell, 8 neighbours of a grid cell, 4 moves of a
// sliding puzzle).
//
// Returned by value from a successor function, it costs no heap allocation:
// seek::dfs and the counts build it in the frame of the state being expanded
// (the function's return value is constructed there) and visit the children
// where they lie; the other strategies take the children out of it, moving
// them. It is a contiguous, sized range of `T&` that owns its elements, so
// every strategy, seek::with_paths, the counts (memo, threads, MPI) and the
// successor adaptors take it as they take a std::vector. The name and the
// meaning are those of C++26's std::inplace_vector, of which it has the part
// a successor function needs; one difference: going past the capacity throws
// std::length_error (std::inplace_vector throws std::bad_alloc), whatever the
// build mode. docs/strategies.md, "Successors without allocation".
#pragma once

#include <concepts>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <memory>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>

namespace seek {

/// What an inplace_vector can hold: an object type that is not const or
/// volatile and whose destructor does not throw (a reference, a const
/// state, an array or void cannot be an element).
template <class T>
concept inplace_element = std::is_object_v<T> && !std::is_const_v<T> && !std::is_volatile_v<T> &&
                          !std::is_array_v<T> && std::is_nothrow_destructible_v<T>;

namespace detail {

// The smallest unsigned type that counts to N.
template <std::size_t N>
using inplace_size_t =
    std::conditional_t<N <= UINT8_MAX, std::uint8_t, std::conditional_t<N <= UINT16_MAX, std::uint16_t, std::size_t>>;

// The elements' storage, left uninitialised by the constructor. A trivial T
// is a plain array (so an inplace_vector of one can be used in a constant
// expression, with both compilers); any other T lies in a union, so that
// its objects exist only where the vector made them.
template <class T, std::size_t N, bool = std::is_trivial_v<T>>
struct inplace_storage {
  T items[N];
  constexpr inplace_storage() noexcept {}
};
template <class T, std::size_t N>
struct inplace_storage<T, N, false> {
  union {
    T items[N];
  };
  constexpr inplace_storage() noexcept {}
  constexpr ~inplace_storage() {}  // the vector destroys its elements
};

[[noreturn, gnu::cold]] inline void inplace_overflow(std::size_t capacity) {
  throw std::length_error("seek::inplace_vector: more elements than its capacity, " + std::to_string(capacity));
}

}  // namespace detail

/// A sequence of at most `N` objects of type `T`, stored inside the object:
/// no heap allocation, ever. What a successor function returns when it knows
/// a bound on the number of children:
///
/// ```cpp
/// auto next = [](int n) {
///   seek::inplace_vector<int, 2> out;
///   if (n < 4) out = {2 * n, 2 * n + 1};
///   return out;
/// };
/// ```
///
/// A contiguous, sized range whose elements are `T&`. `push_back` and
/// `emplace_back` past the capacity throw std::length_error (checked in
/// every build mode), and leave the vector as it was. Copyable when `T` is,
/// movable when `T` is (a move moves each element and leaves the source with
/// its size, its elements moved from); move-only states work. With a trivial
/// `T` (numbers, or a struct of numbers without default member
/// initialisers), it can be used in constant expressions.
template <class T, std::size_t N>
class inplace_vector {
  static_assert(inplace_element<T>,
                "seek::inplace_vector<T, N>: T must be an object type, not const, not volatile, not an array, "
                "with a destructor that does not throw (seek::inplace_element)");
  static_assert(N > 0, "seek::inplace_vector<T, N>: the capacity N must be at least 1");

 public:
  using value_type = T;
  using size_type = std::size_t;
  using difference_type = std::ptrdiff_t;
  using reference = T&;
  using const_reference = T const&;
  using pointer = T*;
  using const_pointer = T const*;
  using iterator = T*;
  using const_iterator = T const*;

  /// Empty.
  constexpr inplace_vector() noexcept {}

  /// The elements of `init`; throws std::length_error when there are more than N.
  constexpr inplace_vector(std::initializer_list<T> init)
    requires std::copy_constructible<T>
  {
    if (init.size() > N) detail::inplace_overflow(N);
    for (T const& x : init) unchecked_emplace_back(x);
  }

  constexpr inplace_vector(inplace_vector const& other)
    requires std::copy_constructible<T>
  {
    for (T const& x : other) unchecked_emplace_back(x);
  }
  constexpr inplace_vector(inplace_vector&& other) noexcept(std::is_nothrow_move_constructible_v<T>)
    requires std::move_constructible<T>
  {
    for (T& x : other) unchecked_emplace_back(std::move(x));
  }
  constexpr inplace_vector& operator=(inplace_vector const& other)
    requires std::copy_constructible<T>
  {
    if (this != &other) {
      clear();
      for (T const& x : other) unchecked_emplace_back(x);
    }
    return *this;
  }
  constexpr inplace_vector& operator=(inplace_vector&& other) noexcept(std::is_nothrow_move_constructible_v<T>)
    requires std::move_constructible<T>
  {
    if (this != &other) {
      clear();
      for (T& x : other) unchecked_emplace_back(std::move(x));
    }
    return *this;
  }
  /// Replaces the elements with those of `init` (std::length_error beyond N).
  constexpr inplace_vector& operator=(std::initializer_list<T> init)
    requires std::copy_constructible<T>
  {
    if (init.size() > N) detail::inplace_overflow(N);
    clear();
    for (T const& x : init) unchecked_emplace_back(x);
    return *this;
  }
  constexpr ~inplace_vector() { clear(); }

  // ---- size --------------------------------------------------------------

  [[nodiscard]] static constexpr size_type capacity() noexcept { return N; }
  [[nodiscard]] static constexpr size_type max_size() noexcept { return N; }
  [[nodiscard]] constexpr size_type size() const noexcept { return size_; }
  [[nodiscard]] constexpr bool empty() const noexcept { return size_ == 0; }

  // ---- elements ------------------------------------------------------------

  [[nodiscard]] constexpr T* data() noexcept { return store_.items; }
  [[nodiscard]] constexpr T const* data() const noexcept { return store_.items; }
  [[nodiscard]] constexpr iterator begin() noexcept { return data(); }
  [[nodiscard]] constexpr iterator end() noexcept { return data() + size_; }
  [[nodiscard]] constexpr const_iterator begin() const noexcept { return data(); }
  [[nodiscard]] constexpr const_iterator end() const noexcept { return data() + size_; }
  [[nodiscard]] constexpr const_iterator cbegin() const noexcept { return data(); }
  [[nodiscard]] constexpr const_iterator cend() const noexcept { return data() + size_; }
  /// The element at `i`. Precondition: i < size().
  [[nodiscard]] constexpr T& operator[](size_type i) noexcept { return data()[i]; }
  [[nodiscard]] constexpr T const& operator[](size_type i) const noexcept { return data()[i]; }
  /// The first and last elements. Precondition: not empty.
  [[nodiscard]] constexpr T& front() noexcept { return data()[0]; }
  [[nodiscard]] constexpr T const& front() const noexcept { return data()[0]; }
  [[nodiscard]] constexpr T& back() noexcept { return data()[size_ - 1]; }
  [[nodiscard]] constexpr T const& back() const noexcept { return data()[size_ - 1]; }

  // ---- changes -------------------------------------------------------------

  /// A new last element made from `args`; throws std::length_error when the
  /// vector is full (it is then unchanged).
  template <class... A>
    requires std::constructible_from<T, A...>
  constexpr T& emplace_back(A&&... args) {
    if (size_ == N) [[unlikely]]
      detail::inplace_overflow(N);
    return unchecked_emplace_back(std::forward<A>(args)...);
  }
  constexpr T& push_back(T const& x)
    requires std::copy_constructible<T>
  {
    return emplace_back(x);
  }
  constexpr T& push_back(T&& x)
    requires std::move_constructible<T>
  {
    return emplace_back(std::move(x));
  }
  /// Destroys the last element. Precondition: not empty.
  constexpr void pop_back() noexcept {
    --size_;
    std::destroy_at(data() + size_);
  }
  /// Destroys every element.
  constexpr void clear() noexcept {
    if constexpr (!std::is_trivially_destructible_v<T>)
      for (size_type i = size_; i-- > 0;) std::destroy_at(data() + i);
    size_ = 0;
  }

  friend constexpr bool operator==(inplace_vector const& a, inplace_vector const& b)
    requires std::equality_comparable<T>
  {
    if (a.size_ != b.size_) return false;
    for (size_type i = 0; i < a.size_; ++i)
      if (!(a[i] == b[i])) return false;
    return true;
  }

 private:
  template <class... A>
  constexpr T& unchecked_emplace_back(A&&... args) {
    T* const p = data() + size_;
    if constexpr (std::is_trivial_v<T>) {
      // An element of the plain array exists already: in a constant
      // expression it is assigned (placement new is not allowed there).
      if (std::is_constant_evaluated())
        *p = T(std::forward<A>(args)...);
      else
        std::construct_at(p, std::forward<A>(args)...);
    } else {
      std::construct_at(p, std::forward<A>(args)...);
    }
    ++size_;
    return *p;
  }

  detail::inplace_storage<T, N> store_;
  detail::inplace_size_t<N> size_ = 0;
};

}  // namespace seek

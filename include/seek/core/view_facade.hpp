// seek/core/view_facade.hpp: seek::view_facade, the one way seek writes a
// view and its input iterator, public so that a model's successor range is
// written the way the engine's are.
//
// In the spirit of range-v3's view_facade: a view states its own logic as a
// small *cursor* and view_facade makes the range of it. A view D derives from
// seek::view_facade<D> and provides
//
//   Cursor begin_cursor();        (re)starts the iteration; private, with
//                                 `friend seek::cursor_access;`
//
// and its Cursor (a copyable class; its members private, the same friend):
//
//   using value_type = ...;       the element type
//   Ref  read() const;            the current element (a reference or a value)
//   void next();                  moves to the next element
//   bool at_end() const;          whether it has passed the last one
//   Ref2 move() const;            optional: what std::ranges::iter_move gives
//
// The Cursor's public members are the iterator's (the engine's search
// cursors add `depth()`, `cost()`). view_facade gives D
//
//   seek::basic_iterator<Cursor> begin() &;    an input iterator
//   std::default_sentinel_t end() const;        compared with it
//
// `begin()` exists on lvalues only: `v.begin()` on a temporary view would
// point into a view gone at the end of the statement, so it does not
// compile. Range-for and range-v3 pipes name the view first and are
// unaffected. A view that also derives from ranges::view_base and
// std::ranges::view_base (and is copyable) pipes into range-v3's adaptors.
//
//   class countdown : public seek::view_facade<countdown> {
//     friend seek::cursor_access;
//     struct cursor {
//       using value_type = int;
//       int n;
//      private:
//       friend seek::cursor_access;
//       int read() const { return n; }
//       void next() { --n; }
//       bool at_end() const { return n == 0; }
//     };
//     cursor begin_cursor() { return {3}; }   // 3, 2, 1
//   };
#pragma once

#include <cstddef>
#include <iterator>
#include <memory>
#include <type_traits>
#include <utility>

#include <range/v3/iterator/access.hpp>

#include <seek/core/detail/hot_path.hpp>

namespace seek {

/// What a view and its cursor befriend: cursors keep read/next/at_end (and
/// views their begin_cursor) private; their public members (depth(),
/// base()...) are the iterator's.
// The forwarders from `*it` and `++it` to the view are forced
// inline: each is one call, and a compiler that stops inlining partway
// leaves the consumer's loop calling a function per element whose body is
// the engine's step, with its register saves and restores around every call.
struct cursor_access {
  template <class C>
  SEEK_DETAIL_ALWAYS_INLINE static decltype(auto) read(C const& c) {
    return c.read();
  }
  template <class C>
  SEEK_DETAIL_ALWAYS_INLINE static void next(C& c) {
    c.next();
  }
  template <class C>
  SEEK_DETAIL_ALWAYS_INLINE static bool at_end(C const& c) {
    return c.at_end();
  }
  template <class C>
  static decltype(auto) move(C const& c) {
    return c.move();
  }
  template <class C>
  static constexpr bool has_move = requires(C const& c) { c.move(); };
  template <class V>
  static auto begin_cursor(V& v) {
    return v.begin_cursor();
  }
};

/// The input iterator of a cursor C, which names its `value_type`; compares
/// equal to std::default_sentinel at the end.
template <class C>
class basic_iterator : public C {
 public:
  using value_type = typename C::value_type;
  using reference = decltype(cursor_access::read(std::declval<C const&>()));
  using difference_type = std::ptrdiff_t;
  using iterator_concept = std::input_iterator_tag;
  using iterator_category = std::input_iterator_tag;
  using pointer = void;

  basic_iterator() = default;  // singular: only assignable
  explicit basic_iterator(C c) : C(std::move(c)) {}

  SEEK_DETAIL_ALWAYS_INLINE reference operator*() const { return cursor_access::read(cursor()); }
  auto operator->() const
    requires std::is_lvalue_reference_v<reference>
  {
    return std::addressof(**this);
  }
  SEEK_DETAIL_ALWAYS_INLINE basic_iterator& operator++() {
    cursor_access::next(cursor());
    return *this;
  }
  void operator++(int) { ++*this; }  // nothing returned, as usual for input iterators
  SEEK_DETAIL_ALWAYS_INLINE friend bool operator==(basic_iterator const& it, std::default_sentinel_t) {
    return cursor_access::at_end(it.cursor());
  }
  friend decltype(auto) iter_move(basic_iterator const& it)
    requires cursor_access::has_move<C>
  {
    return cursor_access::move(it.cursor());
  }

 private:
  SEEK_DETAIL_ALWAYS_INLINE C& cursor() noexcept { return *this; }
  SEEK_DETAIL_ALWAYS_INLINE C const& cursor() const noexcept { return *this; }
};

/// Base of a view D whose iteration state lives in the view: D has a private
/// `begin_cursor()` that (re)starts it (see the top of this file). `begin()`
/// exists on lvalues only.
template <class D>
class view_facade {
 public:
  auto begin() & { return basic_iterator(cursor_access::begin_cursor(static_cast<D&>(*this))); }
  // If this is what your call lands on: `.begin()` was called on a
  // temporary view, whose iterator would dangle at the end of the statement.
  // Name the view first (`auto v = seek::bfs(...); v.begin()`), or use a
  // range-for loop or a pipe, which do.
  void begin() && = delete;
  std::default_sentinel_t end() const noexcept { return {}; }
};

}  // namespace seek

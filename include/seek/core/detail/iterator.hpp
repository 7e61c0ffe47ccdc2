// seek/core/detail/iterator.hpp: the one way seek writes an input iterator.
//
// In the spirit of range-v3's view_facade: a view states its own logic as a
// small *cursor* (read the current element, move to the next, tell whether
// it is at the end) and basic_iterator makes the iterator of it. A view that
// holds its search (dfs, bfs, a successor range) derives from view_facade,
// which gives `begin()` on lvalues only: `seek::bfs(...).begin()` on a
// temporary would point into a view gone at the end of the statement, so it
// does not compile. Range-for and range-v3 pipes name the view first and are
// unaffected.
#pragma once

#include <cstddef>
#include <cstdint>
#include <iterator>
#include <memory>
#include <type_traits>
#include <utility>

#include <range/v3/iterator/access.hpp>

#include <seek/core/detail/hot_path.hpp>

namespace seek::detail {

// Cursors keep read/next/at_end (and view_facade's begin_cursor) private and
// befriend this; their public members (depth(), base()...) are the
// iterator's. The forwarders from `*it` and `++it` to the view are forced
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

// The input iterator of a cursor C, which names its `value_type`; compares
// equal to std::default_sentinel at the end.
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

template <class D>
class search_view_facade;

// The cursor of a search view V (dfs, bfs, ...) whose search lives in the
// view: V derives from search_view_facade<V>, befriends this cursor and has
// current(), current_depth(), ended() and advance(); and current_cost() when
// V::yields_cost, current_threshold() when V::yields_threshold.
//
// Iterators of an input range share the view's one search, so a copy kept
// from an earlier point of the walk no longer says where the search is:
// range-v3's filter keeps its begin() (the first match) and hands that copy
// out again when it is begun again, and seek::first leaves the base on its
// k-th element. To give such a copy the answer it stands for, the view
// counts its steps (one tick per begin and per `++`) and each iterator
// knows the tick it stands at and the tick its walk began at: compared with
// the end at a tick that is not the view's, an iterator begins the search
// again and walks it to its own position (the same states, as long as the
// successor function is deterministic). So a view begun again searches
// again, under any adaptor.
template <class V>
class search_cursor {
 public:
  using value_type = typename V::value_type;
  search_cursor() = default;
  explicit search_cursor(V* v) noexcept : view_(v), start_(++ticks(*v)), tick_(start_) {}
  /// Depth of the current state: steps from its root on the path that
  /// reached it (roots are at depth 0).
  std::size_t depth() const { return view_->current_depth(); }
  /// Cost of that path (the weighted strategies: dijkstra, astar, ida_star).
  decltype(auto) cost() const
    requires requires { requires V::yields_cost; }
  {
    return view_->current_cost();
  }
  /// The threshold on cost + heuristic of the pass that yielded the current
  /// state (ida_star).
  decltype(auto) threshold() const
    requires requires { requires V::yields_threshold; }
  {
    return view_->current_threshold();
  }

 private:
  friend cursor_access;
  static std::uint64_t& ticks(V& v) noexcept { return static_cast<search_view_facade<V>&>(v).ticks_; }
  SEEK_DETAIL_ALWAYS_INLINE decltype(auto) read() const { return view_->current(); }
  SEEK_DETAIL_ALWAYS_INLINE void next() {
    ++tick_;
    ++ticks(*view_);
    view_->advance();
  }
  SEEK_DETAIL_ALWAYS_INLINE bool at_end() const {
    if (tick_ != ticks(*view_)) [[unlikely]] {
      walk_position const p = catch_up(view_, tick_ - start_);
      start_ = p.start;
      tick_ = p.tick;
    }
    return view_->ended();
  }
  // This iterator is a copy kept from an earlier point of a walk: the
  // search begins again and moves `steps` on, to where the copy stands.
  // Static, and given values: the iterator's address never escapes into a
  // call, so its members stay in registers through the consumer's loop.
  struct walk_position {
    std::uint64_t start, tick;
  };
  [[gnu::noinline]] static walk_position catch_up(V* view, std::uint64_t steps) {
    search_cursor walk = cursor_access::begin_cursor(*view);
    for (std::uint64_t k = 0; k < steps && !view->ended(); ++k) walk.next();
    return {walk.start_, ticks(*view)};
  }
  V* view_ = nullptr;
  mutable std::uint64_t start_ = 0;  // the view's tick when this walk began
  mutable std::uint64_t tick_ = 0;   // the view's tick at this iterator's state
};

// Base of a view D whose iteration state lives in the view: D has a private
// `begin_cursor()` that (re)starts it. `begin()` exists on lvalues only.
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

// Base of a search view D whose iterators are search_cursor<D>'s: the
// view_facade, and the count of the steps of its walks (ticks: one per
// begin and per `++`), by which an iterator tells whether the search still
// stands where it does (see search_cursor). A copy of the view counts afresh.
template <class D>
class search_view_facade : public view_facade<D> {
 public:
  search_view_facade() = default;
  search_view_facade(search_view_facade const&) noexcept {}
  search_view_facade& operator=(search_view_facade const&) noexcept { return *this; }

 private:
  friend search_cursor<D>;
  std::uint64_t ticks_ = 0;
};

}  // namespace seek::detail

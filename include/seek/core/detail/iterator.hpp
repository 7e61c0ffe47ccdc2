// seek/core/detail/iterator.hpp: the iterators of the search views (dfs,
// bfs, ...): search_view_facade and search_cursor, on seek::view_facade
// (core/view_facade.hpp), with iterators that take up a search begun again.
#pragma once

#include <cstddef>
#include <cstdint>
#include <iterator>
#include <memory>
#include <type_traits>
#include <utility>

#include <range/v3/iterator/access.hpp>

#include <seek/core/detail/hot_path.hpp>
#include <seek/core/view_facade.hpp>

namespace seek::detail {

// The names of the view facility inside seek::detail, where the engine's
// views are written.
using seek::basic_iterator;
using seek::cursor_access;
using seek::view_facade;

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

// seek/strategy/detail/search_view.hpp: the skeleton every strategy's view
// shares (dfs, bfs, best_first, beam, the cost searches, the deepening
// searches, restarts), written once: a range-v3 and std view whose
// iterators are search_cursor<D>'s (core/detail/iterator.hpp), holding the
// roots, the successor function and the monitor, and beginning each walk the
// same way.
//
// A view D derives from search_view<D, Roots, F, Monitor> and keeps what is
// its own: its parameters (a priority, a width, a heuristic), its iteration
// state (in a detail::fresh_on_copy, so that a copy of the view starts
// afresh), `begin_cursor()` (which resets that state, calls begin_walk() and
// finds the first state) and what search_cursor asks of it (current(),
// current_depth(), ended(), advance()), befriending cursor_access and
// search_cursor<D>.
#pragma once

#include <ranges>
#include <utility>

#include <range/v3/range/concepts.hpp>

#include <seek/core/detail/iterator.hpp>
#include <seek/strategy/detail/monitor.hpp>
#include <seek/strategy/detail/semiregular_box.hpp>
#include <seek/successor/detail/hooks.hpp>

namespace seek::detail {

template <class D, class Roots, class F, class Monitor>
class search_view : public search_view_facade<D>, public ranges::view_base, public std::ranges::view_base {
 public:
  /// Input iterator over the states; `it.depth()` is the current depth.
  using iterator = basic_iterator<search_cursor<D>>;

  search_view() = default;
  search_view(Roots roots, F next, Monitor monitor)
      : roots_(std::in_place, std::move(roots)), next_(std::in_place, std::move(next)), monitor_(std::move(monitor)) {}

  // begin() (on lvalues only) and end() come from view_facade.

 protected:
  // The start of every walk but a restarting one's (whose runs each make a
  // pass): the statistics and limits afresh, a first pass, and the successor
  // function told that a search begins (seek::shuffled goes back to its
  // first order).
  void begin_walk() {
    monitor_.begin();
    monitor_.pass();
    begin_search(next_.get());
  }
  // The cursor of a walk begun.
  search_cursor<D> cursor() { return search_cursor<D>{static_cast<D*>(this)}; }

  semiregular_box<Roots> roots_;
  semiregular_box<F> next_;
  Monitor monitor_;
};

}  // namespace seek::detail

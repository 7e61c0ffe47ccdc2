// seek/strategy/beam.hpp: beam search, lazily: level by level, keeping only the
// `width` states of smallest priority in each level.
//
// Level 0 is the best `width` roots; level d + 1 is the best `width` of all
// the successors of level d. Within a level states come in priority order,
// ties to the state produced first. A level is expanded, all of it, when the
// consumer pulls past its last state; its successors go through a bounded
// heap, so memory is two levels of at most `width` states and one successor
// range, whatever the branching. Incomplete by design: a goal whose
// ancestors fall out of the beam is never reached. A tree search, like
// best_first (combine with seek::skip_seen for graphs whose states repeat).
#pragma once

#include <algorithm>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <iterator>
#include <ranges>
#include <stdexcept>
#include <type_traits>
#include <utility>
#include <vector>

#include <range/v3/range/access.hpp>
#include <range/v3/range/concepts.hpp>

#include <seek/core/concepts.hpp>
#include <seek/core/statistics.hpp>
#include <seek/core/detail/fresh_on_copy.hpp>
#include <seek/successor/detail/hooks.hpp>
#include <seek/core/detail/iterator.hpp>
#include <seek/strategy/detail/monitor.hpp>
#include <seek/strategy/detail/protocol.hpp>
#include <seek/strategy/detail/ranked.hpp>
#include <seek/strategy/detail/roots.hpp>
#include <seek/strategy/detail/search_view.hpp>
#include <seek/strategy/detail/semiregular_box.hpp>
#include <seek/core/detail/take_element.hpp>

namespace seek {

/// The lazy range returned by seek::beam. Input range of states; `begin()`
/// (on a named view) starts or restarts the search; a copy of the view
/// starts afresh.
template <search_state S, class F, class P, class Roots, class Monitor>
class beam_view : public detail::search_view<beam_view<S, F, P, Roots, Monitor>, Roots, F, Monitor> {
  using base = detail::search_view<beam_view, Roots, F, Monitor>;
  using base::roots_, base::next_, base::monitor_, base::begin_walk, base::cursor;

  using children_t = successors_t<F, S>;
  using id_type = typename Monitor::id_type;
  using item = detail::ranked<S, detail::priority_t<P, S>, id_type>;

  // Heap order for the level being built: the worst state on top.
  static bool better(item const& a, item const& b) { return detail::ranked_after(b, a); }

  // Iteration state, created by begin(); a copy of the view starts afresh.
  struct engine_state {
    std::vector<item> level;     // the level being visited, best first
    std::vector<item> building;  // the next level: a heap of at most `width`
    std::size_t at = 0;
    std::uint64_t seq = 0;
    bool done = true;
  };
  using engine = detail::fresh_on_copy<engine_state>;

 public:
  /// The state type S.
  using value_type = S;
  // Its `iterator` (search_view's): `it.depth()` is the depth (level) of the
  // current state.

  beam_view() = default;
  /// Made by seek::beam, the way to call it.
  beam_view(Roots roots, F next, P priority, std::size_t width, Monitor monitor)
      : base(std::move(roots), std::move(next), std::move(monitor)),
        priority_(std::in_place, std::move(priority)),
        width_(width) {}

  // begin() and end() come from view_facade.

 private:
  friend cursor_access;
  friend detail::search_cursor<beam_view>;

  // begin() (on lvalues only) starts the search afresh from the best `width`
  // roots.
  detail::search_cursor<beam_view> begin_cursor() {
    engine& e = engine_;
    e.level.clear();
    e.building.clear();
    e.at = 0;
    e.seq = 0;
    e.done = false;
    begin_walk();
    try {
      auto root = [&](detail::state_box<S>&& s) { return offer(std::move(s), 0, id_type{}); };
      if (detail::offer_roots<S>(roots_.get(), next_.get(), root))
        promote();
      else
        finish(stop_reason::none);
    } catch (...) {
      finish(stop_reason::none);
      throw;
    }
    return cursor();
  }

  S const& current() const { return engine_.level[engine_.at].state.get(); }
  std::size_t current_depth() const { return engine_.level[engine_.at].depth; }
  bool ended() const { return engine_.done; }

  // Generates a state and offers it to the next level: kept if it is among
  // the `width` best so far (pushing out the worst, which is pruned),
  // pruned otherwise. False when a limit refuses it (the caller then
  // finishes, once nothing refers to the level).
  bool offer(detail::state_box<S>&& s, std::size_t depth, id_type parent) {
    engine& e = engine_;
    if (e.building.size() < width_ && !monitor_.frontier(e.building.size() + 1)) return false;
    if (!monitor_.produce(depth)) return false;
    id_type const id = monitor_.generated(std::as_const(s.get()), depth, parent);
    item candidate{std::invoke(priority_.get(), std::as_const(s.get())), e.seq++, depth, id, std::move(s)};
    if (e.building.size() < width_) {
      e.building.push_back(std::move(candidate));
      std::push_heap(e.building.begin(), e.building.end(), better);
    } else if (!e.building.empty() && better(candidate, e.building.front())) {  // (never empty: width >= 1)
      std::pop_heap(e.building.begin(), e.building.end(), better);
      monitor_.prune(e.building.back().id, std::as_const(e.building.back().state.get()));
      e.building.back() = std::move(candidate);
      std::push_heap(e.building.begin(), e.building.end(), better);
    } else {
      monitor_.prune(candidate.id, std::as_const(candidate.state.get()));
    }
    return true;
  }

  // The level built becomes the level visited, best first.
  void promote() {
    engine& e = engine_;
    std::sort_heap(e.building.begin(), e.building.end(), better);
    std::swap(e.level, e.building);
    e.building.clear();
    e.at = 0;
    if (e.level.empty()) return finish(stop_reason::exhausted);
    monitor_.yield(e.level.front().id, std::as_const(e.level.front().state.get()));
  }

  void finish(stop_reason r) {
    engine_.done = true;
    engine_.level.clear();
    engine_.at = 0;
    engine_.building.clear();
    monitor_.finish(r);
  }

  // `++it`: the next state of this level, or (past its last) the first of
  // the next level, which expands this whole level.
  void advance() {
    engine& e = engine_;
    if (e.done) return;
    try {
      if (++e.at < e.level.size()) {
        monitor_.yield(e.level[e.at].id, std::as_const(e.level[e.at].state.get()));
        return;
      }
      bool accepted = true;
      for (item const& parent : e.level) {  // the level lives on while its successors are walked
        if constexpr (detail::bounds_depth_v<Monitor>) {  // not expanded at a depth bound
          if (!monitor_.expandable(parent.depth)) break;  // (a level is all of one depth)
        }
        monitor_.expand(parent.id, parent.state.get());
        children_t children = std::invoke(next_.get(), parent.state.get());
        auto child = [&](detail::state_box<S>&& s) {
          return offer(std::move(s), parent.depth + 1, parent.id);
        };
        accepted = detail::offer_children<S>(children, monitor_, parent.id, parent.state.get(), child);
        if (!accepted) break;
      }
      if (!accepted) return finish(stop_reason::none);
      promote();
    } catch (...) {
      finish(stop_reason::none);
      throw;
    }
  }

  detail::semiregular_box<P> priority_;
  std::size_t width_ = 0;
  engine engine_;
};

namespace detail {
inline std::size_t beam_width(std::size_t width) {
  if (width == 0) throw std::invalid_argument("seek::beam: the width must be at least 1");
  return width;
}
template <class W>
std::size_t checked_width(W width) {
  if constexpr (std::is_signed_v<W>)
    if (width < 0) throw std::invalid_argument("seek::beam: the width must be at least 1");
  return beam_width(static_cast<std::size_t>(width));
}

// A priority for states S and an integer width.
template <class S, class... P>
struct beam_params : std::false_type {};
template <class S, class P, class W>
struct beam_params<S, P, W>
    : std::bool_constant<priority_function<std::decay_t<P>, S> && std::integral<std::remove_cvref_t<W>> &&
                         !std::same_as<std::remove_cvref_t<W>, bool>> {};

// seek::beam: (roots, next, priority, width, options...).
struct beam_spec : spec_defaults {
  static constexpr std::size_t min_params = 2;
  static constexpr std::size_t max_params = 2;
  template <class S, class G, class... P>
  static constexpr bool params_ok = beam_params<S, P...>::value;
  template <std::size_t I>
  static constexpr bool param_takes_state = I == 0;

  template <class S, bool Paths, class Roots, class G, class M, class Policy, class P, class W>
  static auto make(Roots roots, G next, M monitor, Policy, P&& priority, W width) {
    return beam_view<S, G, std::decay_t<P>, Roots, M>(std::move(roots), std::move(next),
                                                            std::forward<P>(priority), checked_width(width),
                                                            std::move(monitor));
  }

  // Your call of seek::beam lands here: the first static_assert that fails
  // says what is wrong with it.
  template <class A>
  static auto diagnose() {
    if constexpr (!A::next_ok && A::next_weighted)
      static_assert(never<A>,
                    "seek::beam takes an unweighted successor function (returning states); one returning "
                    "(state, cost) pairs is for seek::dijkstra, seek::astar and seek::ida_star");
    else if constexpr (!A::next_ok)
      static_assert(never<A>,
                    "seek::beam: `next` is not a successor function for the roots' type: it must take State "
                    "const& and return a range of states (seek::successor_function)");
    else if constexpr (A::param_count == 0)
      static_assert(never<A>,
                    "seek::beam needs a priority and a width after the successor function: beam(roots, next, "
                    "priority, width)");
    else if constexpr (A::param_count == 1)
      static_assert(never<A>,
                    "seek::beam needs a width after the priority: beam(roots, next, priority, width)");
    else if constexpr (!A::count_ok)
      static_assert(never<A>,
                    "seek::beam: unknown option: beam takes two parameters (priority, width), then only the "
                    "options seek::statistics& and seek::limits");
    else if constexpr (!A::params_ok)
      static_assert(never<A>,
                    "seek::beam: the priority must be callable with State const& and return something ordered "
                    "by <, and the width must be an integer");
    return refused_call{};
  }
};
}  // namespace detail

/// `seek::beam(roots, next, priority, width, options...)`: level by level,
/// the `width` states of smallest `priority(state)` of each level, in
/// priority order (ties: first generated first); level 0 is the best `width`
/// roots. A width below 1 throws std::invalid_argument. An input range of
/// `S const&` whose iterators tell `it.depth()`. Options: seek::statistics&
/// (`frontier` is the size of the level being built, at most `width`;
/// `pruned` the states left out of the beam), seek::limits. `next` may be
/// `seek::depth_limited(next, d)`: level d is the last.
inline constexpr detail::strategy_fn<detail::beam_spec> beam{};

}  // namespace seek

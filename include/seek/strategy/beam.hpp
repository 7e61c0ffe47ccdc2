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

#include <seek/strategy/best_first.hpp>
#include <seek/core/concepts.hpp>
#include <seek/detail/fresh_on_copy.hpp>
#include <seek/detail/hooks.hpp>
#include <seek/detail/iterator.hpp>
#include <seek/detail/monitor.hpp>
#include <seek/detail/roots.hpp>
#include <seek/detail/search_fn.hpp>
#include <seek/detail/semiregular_box.hpp>
#include <seek/detail/take_element.hpp>
#include <seek/core/statistics.hpp>

namespace seek {

/// The lazy range returned by seek::beam. Input range of states; `begin()`
/// (on a named view) starts or restarts the search; a copy of the view
/// starts afresh.
template <search_state S, class F, class P, class Roots, class Monitor>
class beam_view : public detail::view_facade<beam_view<S, F, P, Roots, Monitor>>,
                  public ranges::view_base,
                  public std::ranges::view_base {
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
  /// Input iterator over the states; `it.depth()` is the depth (level) of
  /// the current one.
  using iterator = detail::basic_iterator<detail::search_cursor<beam_view>>;

  beam_view() = default;
  /// Made by seek::beam, the way to call it.
  beam_view(Roots roots, F next, P priority, std::size_t width, Monitor monitor)
      : roots_(std::in_place, std::move(roots)),
        next_(std::in_place, std::move(next)),
        priority_(std::in_place, std::move(priority)),
        width_(width),
        monitor_(std::move(monitor)) {}

  // begin() and end() come from view_facade.

 private:
  friend detail::cursor_access;
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
    monitor_.begin();
    monitor_.pass();
    detail::begin_search(next_.get());
    try {
      if (detail::offer_roots<S>(roots_.get(), next_.get(), [&](S&& s) { return offer(std::move(s), 0, id_type{}); }))
        promote();
      else
        finish(stop_reason::none);
    } catch (...) {
      finish(stop_reason::none);
      throw;
    }
    return detail::search_cursor<beam_view>{this};
  }

  S const& current() const { return engine_.level[engine_.at].state; }
  std::size_t current_depth() const { return engine_.level[engine_.at].depth; }
  bool ended() const { return engine_.done; }

  // Generates a state and offers it to the next level: kept if it is among
  // the `width` best so far (pushing out the worst, which is pruned),
  // pruned otherwise. False when a limit refuses it (the caller then
  // finishes, once nothing refers to the level).
  bool offer(S&& s, std::size_t depth, id_type parent) {
    engine& e = engine_;
    if (e.building.size() < width_ && !monitor_.frontier(e.building.size() + 1)) return false;
    if (!monitor_.produce(depth)) return false;
    id_type const id = monitor_.generated(std::as_const(s), depth, parent);
    item candidate{std::invoke(priority_.get(), std::as_const(s)), e.seq++, depth, id, std::move(s)};
    if (e.building.size() < width_) {
      e.building.push_back(std::move(candidate));
      std::push_heap(e.building.begin(), e.building.end(), better);
    } else if (better(candidate, e.building.front())) {
      std::pop_heap(e.building.begin(), e.building.end(), better);
      monitor_.prune(e.building.back().id);
      e.building.back() = std::move(candidate);
      std::push_heap(e.building.begin(), e.building.end(), better);
    } else {
      monitor_.prune(candidate.id);
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
    monitor_.yield(e.level.front().id);
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
        monitor_.yield(e.level[e.at].id);
        return;
      }
      bool accepted = true;
      for (item const& parent : e.level) {  // the level lives on while its successors are walked
        if constexpr (detail::bounds_depth_v<Monitor>) {  // not expanded at a depth bound
          if (!monitor_.expandable(parent.depth)) break;  // (a level is all of one depth)
        }
        monitor_.expand(parent.id);
        children_t children = std::invoke(next_.get(), parent.state);
        accepted = detail::offer_children<S>(children, monitor_, parent.id, [&](S&& s) {
          return offer(std::move(s), parent.depth + 1, parent.id);
        });
        if (!accepted) break;
      }
      if (!accepted) return finish(stop_reason::none);
      promote();
    } catch (...) {
      finish(stop_reason::none);
      throw;
    }
  }

  detail::semiregular_box<Roots> roots_;
  detail::semiregular_box<F> next_;
  detail::semiregular_box<P> priority_;
  std::size_t width_ = 0;
  Monitor monitor_;
  engine engine_;
};

namespace detail {
inline std::size_t beam_width(std::size_t width) {
  if (width == 0) throw std::invalid_argument("seek::beam: the width must be at least 1");
  return width;
}

struct beam_fn {
  // A call that fails to match here has a `next` that is not a
  // seek::successor_function for the root's type, or a `priority` that is
  // not a seek::priority_function (callable with `State const&`, returning
  // something ordered by `<`).
  template <class S, class F, class P, class... Extra>
    requires maybe_depth_limited<F, std::remove_cvref_t<S>> && priority_function<P, std::remove_cvref_t<S>> &&
             search_extras<Extra...>
  auto operator()(S&& root, F next, P priority, std::size_t width, Extra&&... extra) const {
    using state = std::remove_cvref_t<S>;
    return make<state>(single_root<state>(std::forward<S>(root)), std::move(next), std::move(priority), width,
                       std::forward<Extra>(extra)...);
  }
  template <class R, class F, class P, class... Extra>
    requires ranked_root_range<R, F, P> && search_extras<Extra...>
  auto operator()(R&& roots, F next, P priority, std::size_t width, Extra&&... extra) const {
    return make<ranges::range_value_t<R>>(store_roots(std::forward<R>(roots)), std::move(next), std::move(priority),
                                          width, std::forward<Extra>(extra)...);
  }

 private:
  template <class S, class Roots, class F, class P, class... Extra>
  static auto make(Roots roots, F next, P priority, std::size_t width, Extra&&... extra) {
    return split_depth_limit<S>(std::move(next), make_monitor(std::forward<Extra>(extra)...), [&](auto g, auto m) {
      return beam_view<S, decltype(g), P, Roots, decltype(m)>(std::move(roots), std::move(g), std::move(priority),
                                                              beam_width(width), std::move(m));
    });
  }
};
}  // namespace detail

/// `seek::beam(root, next, priority, width)`: level by level, the `width`
/// states of smallest `priority(state)` of each level, in priority order
/// (ties: first produced first); a width of 0 throws std::invalid_argument.
/// `seek::beam(roots, ...)` starts from the best `width` roots. Also
/// `(…, stats)` and `(…, stats, limits)` as for seek::bfs (`frontier` is
/// the size of the level being built, at most `width`). `next` may be
/// `seek::depth_limited(next, d)`: level d is the last.
inline constexpr detail::beam_fn beam{};

}  // namespace seek

// seek/beam.hpp: beam search, lazily: level by level, keeping only the
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

#include <seek/best_first.hpp>
#include <seek/concepts.hpp>
#include <seek/detail/monitor.hpp>
#include <seek/detail/roots.hpp>
#include <seek/detail/semiregular_box.hpp>
#include <seek/detail/take_element.hpp>
#include <seek/statistics.hpp>

namespace seek {

/// The lazy range returned by seek::beam. Input range of states; `begin()`
/// starts (or restarts) the search, a copy of the view starts afresh.
template <search_state S, class F, class P, class Roots, class Monitor>
class beam_view : public ranges::view_base, public std::ranges::view_base {
  using children_t = successors_t<F, S>;
  using item = detail::ranked<S, detail::priority_t<P, S>>;

  // Heap order for the level being built: the worst state on top.
  static bool better(item const& a, item const& b) { return detail::ranked_after(b, a); }

  struct engine {
    std::vector<item> level;     // the level being visited, best first
    std::vector<item> building;  // the next level: a heap of at most `width`
    std::size_t at = 0;
    std::uint64_t seq = 0;
    bool done = true;
    engine() = default;
    engine(engine const&) {}
    engine(engine&&) noexcept {}
    engine& operator=(engine const&) { return *this; }
    engine& operator=(engine&&) noexcept { return *this; }
  };

 public:
  /// The state type S.
  using value_type = S;

  /// Input iterator over the states; also tells the depth of the current one.
  class iterator {
   public:
    /// \cond INTERNAL
    using value_type = S;
    using difference_type = std::ptrdiff_t;
    using iterator_concept = std::input_iterator_tag;
    using iterator_category = std::input_iterator_tag;
    using reference = S const&;
    using pointer = void;
    /// \endcond

    iterator() = default;
    /// The current state.
    S const& operator*() const { return cur().state; }
    /// Pointer to the current state.
    S const* operator->() const { return std::addressof(**this); }
    /// Depth (level) of the current state; roots are at depth 0.
    std::size_t depth() const { return cur().depth; }
    /// The next state of this level, or (past its last) the first of the
    /// next level, which expands this whole level.
    iterator& operator++() {
      view_->advance();
      return *this;
    }
    void operator++(int) { ++*this; }
    /// True when the search has ended.
    friend bool operator==(iterator const& it, std::default_sentinel_t) { return it.at_end(); }

   private:
    item const& cur() const { return view_->engine_.level[view_->engine_.at]; }
    bool at_end() const { return view_->engine_.done; }
    friend beam_view;
    explicit iterator(beam_view* v) : view_(v) {}
    beam_view* view_ = nullptr;
  };

  beam_view() = default;
  /// Made by seek::beam, the way to call it.
  beam_view(Roots roots, F next, P priority, std::size_t width, Monitor monitor)
      : roots_(std::in_place, std::move(roots)),
        next_(std::in_place, std::move(next)),
        priority_(std::in_place, std::move(priority)),
        width_(width),
        monitor_(std::move(monitor)) {}

  /// Starts the search afresh from the best `width` roots.
  iterator begin() & {
    engine& e = engine_;
    e.level.clear();
    e.building.clear();
    e.at = 0;
    e.seq = 0;
    e.done = false;
    monitor_.begin();
    try {
      for (auto&& r : roots_.get())
        if (!offer(detail::root_state<S>(std::forward<decltype(r)>(r)), 0)) {
          finish(stop_reason::none);
          return iterator{this};
        }
      promote();
    } catch (...) {
      finish(stop_reason::none);
      throw;
    }
    return iterator{this};
  }
  /// The end: iterators compare equal to it when the search has ended.
  std::default_sentinel_t end() const noexcept { return {}; }

 private:
  // Offers a state to the next level: kept if it is among the `width` best
  // so far (pushing out the worst), dropped otherwise. False when a limit
  // refuses it (the caller then finishes, once nothing refers to the level).
  bool offer(S&& s, std::size_t depth) {
    engine& e = engine_;
    item candidate{std::invoke(priority_.get(), std::as_const(s)), e.seq++, depth, std::move(s)};
    if (e.building.size() < width_) {
      if (!monitor_.frontier(e.building.size() + 1)) return false;
      e.building.push_back(std::move(candidate));
      std::push_heap(e.building.begin(), e.building.end(), better);
    } else if (better(candidate, e.building.front())) {
      std::pop_heap(e.building.begin(), e.building.end(), better);
      e.building.back() = std::move(candidate);
      std::push_heap(e.building.begin(), e.building.end(), better);
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
    if (!monitor_.produce(e.level.front().depth)) return finish(stop_reason::none);
  }

  void finish(stop_reason r) {
    engine_.done = true;
    engine_.level.clear();
    engine_.at = 0;
    engine_.building.clear();
    monitor_.finish(r);
  }

  void advance() {
    engine& e = engine_;
    if (e.done) return;
    try {
      if (++e.at < e.level.size()) {
        if (!monitor_.produce(e.level[e.at].depth)) finish(stop_reason::none);
        return;
      }
      bool refused = false;
      for (item const& parent : e.level) {
        monitor_.expand();
        children_t children = std::invoke(next_.get(), parent.state);
        bool any = false;
        for (auto it = ranges::begin(children); it != ranges::end(children) && !refused; ++it) {
          any = true;
          refused = !offer(S(detail::take_element<children_t>(it)), parent.depth + 1);
        }
        if (!any) monitor_.fail();
        if (refused) break;
      }
      if (refused) return finish(stop_reason::none);
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
template <class Monitor, class S, class F, class P>
auto beam_single(S&& root, F next, P priority, std::size_t width, Monitor monitor) {
  using state = std::remove_cvref_t<S>;
  return beam_view<state, F, P, single_root<state>, Monitor>(single_root<state>(std::forward<S>(root)),
                                                             std::move(next), std::move(priority), width,
                                                             std::move(monitor));
}
template <class Monitor, class R, class F, class P>
auto beam_forest(R&& roots, F next, P priority, std::size_t width, Monitor monitor) {
  return beam_view<ranges::range_value_t<R>, F, P, stored_roots_t<R>, Monitor>(
      store_roots(std::forward<R>(roots)), std::move(next), std::move(priority), width, std::move(monitor));
}

inline std::size_t beam_width(std::size_t width) {
  if (width == 0) throw std::invalid_argument("seek::beam: the width must be at least 1");
  return width;
}

struct beam_fn {
  // A call that fails to match here has a `next` that is not a
  // seek::successor_function for the root's type, or a `priority` that is
  // not a seek::priority_function (callable with `State const&`, returning
  // something ordered by `<`).
  template <class S, class F, class P>
    requires successor_function<F, std::remove_cvref_t<S>> && priority_function<P, std::remove_cvref_t<S>>
  auto operator()(S&& root, F next, P priority, std::size_t width) const {
    return beam_single(std::forward<S>(root), std::move(next), std::move(priority), beam_width(width),
                       no_monitor{});
  }
  template <class S, class F, class P>
    requires successor_function<F, std::remove_cvref_t<S>> && priority_function<P, std::remove_cvref_t<S>>
  auto operator()(S&& root, F next, P priority, std::size_t width, statistics& stats) const {
    return beam_single(std::forward<S>(root), std::move(next), std::move(priority), beam_width(width),
                       counting_monitor{&stats});
  }
  template <class S, class F, class P>
    requires successor_function<F, std::remove_cvref_t<S>> && priority_function<P, std::remove_cvref_t<S>>
  auto operator()(S&& root, F next, P priority, std::size_t width, statistics& stats, limits lim) const {
    return beam_single(std::forward<S>(root), std::move(next), std::move(priority), beam_width(width),
                       limited_monitor{&stats, std::move(lim)});
  }
  template <class R, class F, class P>
    requires ranked_root_range<R, F, P>
  auto operator()(R&& roots, F next, P priority, std::size_t width) const {
    return beam_forest(std::forward<R>(roots), std::move(next), std::move(priority), beam_width(width),
                       no_monitor{});
  }
  template <class R, class F, class P>
    requires ranked_root_range<R, F, P>
  auto operator()(R&& roots, F next, P priority, std::size_t width, statistics& stats) const {
    return beam_forest(std::forward<R>(roots), std::move(next), std::move(priority), beam_width(width),
                       counting_monitor{&stats});
  }
  template <class R, class F, class P>
    requires ranked_root_range<R, F, P>
  auto operator()(R&& roots, F next, P priority, std::size_t width, statistics& stats, limits lim) const {
    return beam_forest(std::forward<R>(roots), std::move(next), std::move(priority), beam_width(width),
                       limited_monitor{&stats, std::move(lim)});
  }
};
}  // namespace detail

/// `seek::beam(root, next, priority, width)`: level by level, the `width`
/// states of smallest `priority(state)` of each level, in priority order
/// (ties: first produced first); a width of 0 throws std::invalid_argument.
/// `seek::beam(roots, ...)` starts from the best `width` roots. Also
/// `(…, stats)` and `(…, stats, limits)` as for seek::bfs (`frontier` is
/// the size of the level being built, at most `width`).
inline constexpr detail::beam_fn beam{};

}  // namespace seek

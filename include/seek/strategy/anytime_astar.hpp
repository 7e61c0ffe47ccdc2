// seek/strategy/anytime_astar.hpp: anytime weighted A* (Hansen and Zhou,
// 2007): a first path fast, then better ones, each with a bound on how far
// from the cheapest it can be; stop pulling whenever the path is good enough.
//
//   for (auto const& found : seek::anytime_astar(start, roads, is_goal, h, 3.0))
//     if (found.bound <= 1.1) break;   // within 10% of the cheapest
//
// The search is A* ordered by g + weight * h (weight >= 1: the larger, the
// greedier and the sooner a first goal), with an admissible h (never above
// the true cost to a goal). Each goal reached more cheaply than the best so
// far (the incumbent) is yielded: its path, its cost, and its bound, the
// incumbent's cost over the least g + h of the states still open (no
// unexplored path can cost less than that), so cost <= bound x the cheapest.
// The search then goes on: states whose g + h reach the incumbent's cost are
// dropped, a state reached again more cheaply is opened again (the weighted
// order is not consistent), and when nothing is left open the incumbent is a
// cheapest path: if it was yielded with a bound above 1, it is yielded once
// more with bound 1, and the range ends. Paths end at their first goal.
// Each element is a seek::anytime_path (`path`, `cost`, `bound`), valid
// until the iterator moves on. Statistics count the one search over all the
// paths (`yielded`: the paths); a limit ends the range.
#pragma once

#include <algorithm>
#include <cstddef>
#include <deque>
#include <functional>
#include <iterator>
#include <limits>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <unordered_map>
#include <utility>
#include <vector>

#include <range/v3/range/access.hpp>
#include <range/v3/range/concepts.hpp>

#include <seek/core/weighted.hpp>
#include <seek/core/detail/never.hpp>
#include <seek/core/detail/fresh_on_copy.hpp>
#include <seek/strategy/detail/path_options.hpp>
#include <seek/strategy/detail/path_range.hpp>
#include <seek/strategy/find_path.hpp>
#include <seek/successor/depth_limited.hpp>

namespace seek {

/// An element of seek::anytime_astar: a path from the start to a goal, its
/// cost, and `bound`: cost <= bound x the cost of a cheapest path (1 when it
/// is one; infinity when nothing is known yet).
template <class S, class C>
struct anytime_path {
  /// The states from the start to the goal, both included.
  std::vector<S> path;
  /// The sum of the edge costs on the path.
  C cost;
  /// How far from the cheapest the path can be, as a factor (>= 1).
  double bound;
  friend bool operator==(anytime_path const&, anytime_path const&) = default;
};

/// The lazy range returned by seek::anytime_astar: improving paths with
/// their bounds. An input range; `begin()` searches again; a copy starts
/// afresh.
template <class S, class F, class Goal, class H, class Policy, class M = detail::no_monitor>
class anytime_astar_view
    : public detail::path_range<anytime_astar_view<S, F, Goal, H, Policy, M>, anytime_path<S, cost_t<F, S>>> {
  friend detail::path_range<anytime_astar_view, anytime_path<S, cost_t<F, S>>>;

 public:
  using cost_type = cost_t<F, S>;
  using value_type = anytime_path<S, cost_type>;

 private:
  using C = cost_type;
  using key_type = seen_key_t<decltype(Policy::key), S>;
  using id_type = typename M::id_type;
  struct record {
    S state;
    C g;
    C h;
    std::size_t parent;
    std::size_t depth;
    [[no_unique_address]] id_type id;
    bool open;
  };
  struct entry {
    double f;  // g + weight * h
    C g;
    std::size_t id;
  };
  static bool after(entry const& a, entry const& b) {
    if (a.f != b.f) return a.f > b.f;
    return (a.g) < b.g;  // deeper first
  }
  static constexpr std::size_t npos = std::numeric_limits<std::size_t>::max();
  struct engine {
    std::deque<record> records;
    std::unordered_map<key_type, std::size_t, decltype(Policy::hash), decltype(Policy::equal)> index;
    std::vector<entry> heap;
    std::optional<C> incumbent;
    std::optional<value_type> current;
    std::optional<value_type> last;  // the last path yielded
    std::size_t last_goal = 0;       // the record of the last path's goal
    bool stopped = false;            // by a limit: no more paths
    engine(Policy const& by) : index(0, by.hash, by.equal) {}
  };

 public:
  anytime_astar_view() = default;
  anytime_astar_view(S start, F next, Goal goal, H h, double weight, Policy by, M monitor = {})
      : start_(std::move(start)),
        next_(std::move(next)),
        goal_(std::move(goal)),
        h_(std::move(h)),
        weight_(weight),
        by_(std::move(by)),
        monitor_(std::move(monitor)) {
    if (!(weight >= 1.0) || weight == std::numeric_limits<double>::infinity())
      throw std::invalid_argument("seek::anytime_astar: the weight is " + std::to_string(weight) +
                                  "; it must be a finite number >= 1");
  }

 private:
  value_type const* current() const { return engine_ && engine_->current ? &*engine_->current : nullptr; }
  // Searches (again) to the first path.
  void restart() {
    engine_.reset(new engine(*by_));
    engine& e = *engine_;
    monitor_.begin();
    monitor_.pass();
    if (!monitor_.produce(0)) {
      stop();
      return;
    }
    C const h0 = estimate(*start_);
    id_type const root = monitor_.generated(std::as_const(*start_), 0, id_type{});
    e.records.push_back(record{*start_, C{}, h0, npos, 0, root, true});
    e.index.emplace(std::invoke(by_->key, std::as_const(e.records.back().state)), 0);
    push(0);
    advance();
  }
  // A limit stopped the search: the range ends (the incumbent, if any, was
  // yielded with its bound).
  void stop() {
    engine_->current.reset();
    engine_->stopped = true;
    monitor_.finish(stop_reason::none);
  }

 private:
  C estimate(S const& s) const { return static_cast<C>(std::invoke(*h_, s)); }
  void push(std::size_t id) {
    engine& e = *engine_;
    record const& r = e.records[id];
    e.heap.push_back(entry{static_cast<double>(r.g) + weight_ * static_cast<double>(r.h), r.g, id});
    std::push_heap(e.heap.begin(), e.heap.end(), after);
  }
  // No path through a state can beat the incumbent.
  bool hopeless(C const& g, C const& h) const {
    engine const& e = *engine_;
    return e.incumbent && !(g + h < *e.incumbent);
  }

  // Searches on to the next goal cheaper than the incumbent; none: no
  // current, and the range ends.
  void advance() {
    engine& e = *engine_;
    e.current.reset();
    if (e.stopped) return;
    while (!e.heap.empty()) {
      std::pop_heap(e.heap.begin(), e.heap.end(), after);
      entry const top = e.heap.back();
      e.heap.pop_back();
      record& r = e.records[top.id];
      if (!r.open || (r.g) < top.g) continue;  // expanded since, or reached more cheaply since
      r.open = false;
      if (hopeless(r.g, r.h)) continue;
      if (std::invoke(*goal_, std::as_const(r.state))) {
        e.incumbent = r.g;
        yield(top.id);
        e.last = e.current;
        e.last_goal = top.id;
        monitor_.yield(r.id, std::as_const(r.state));
        return;
      }
      std::size_t const parent = top.id;
      monitor_.expand(r.id, std::as_const(r.state));
      bool any = false;
      auto&& children = std::invoke(*next_, std::as_const(e.records[parent].state));
      for (auto it = ranges::begin(children); it != ranges::end(children); ++it) {
        any = true;
        auto&& [child, edge] = *it;
        C const w = static_cast<C>(edge);
        std::size_t const depth = e.records[parent].depth + 1;
        if (!(w >= C{})) detail::refuse_negative_cost("seek::anytime_astar", depth);
        if (!monitor_.produce(depth)) return stop();
        C const g = e.records[parent].g + w;
        S s(child);
        id_type const node = monitor_.generated(std::as_const(s), depth, e.records[parent].id);
        auto [at, fresh] = e.index.try_emplace(std::invoke(by_->key, std::as_const(s)), e.records.size());
        if (fresh) {
          C const h = estimate(s);
          e.records.push_back(record{std::move(s), g, h, parent, depth, node, true});
          if (hopeless(g, h)) {
            e.records.back().open = false;
            monitor_.prune(node, std::as_const(e.records.back().state));
            continue;
          }
          if (!monitor_.frontier(e.heap.size() + 1)) return stop();
          push(at->second);
          continue;
        }
        record& c = e.records[at->second];
        if (!(g < c.g)) {
          monitor_.prune(node, std::as_const(s));
          continue;
        }
        c.state = std::move(s);
        c.g = g;
        c.parent = parent;
        c.depth = depth;
        c.id = node;
        c.open = !hopeless(g, c.h);  // reopened when closed: the weighted order may close it early
        if (c.open) push(at->second);
      }
      if (!any) monitor_.fail(e.records[parent].id, std::as_const(e.records[parent].state));
    }
    // Nothing open: the incumbent is a cheapest path. Said once more, with
    // bound 1, when it was yielded with a looser one.
    if (e.last && e.last->bound > 1.0) {
      e.last->bound = 1.0;
      e.current = e.last;
      record const& goal = e.records[e.last_goal];
      monitor_.yield(goal.id, std::as_const(goal.state));
      return;
    }
    monitor_.finish(stop_reason::exhausted);
  }

  // The path to record `id` as the current element, with its bound.
  void yield(std::size_t id) {
    engine& e = *engine_;
    value_type out{{}, e.records[id].g, 1.0};
    for (std::size_t r = id; r != npos; r = e.records[r].parent) out.path.push_back(e.records[r].state);
    std::reverse(out.path.begin(), out.path.end());
    // The least g + h open: no path not yet found costs less.
    std::optional<double> least;
    for (entry const& en : e.heap) {
      record const& r = e.records[en.id];
      if (!r.open || (r.g) < en.g || hopeless(r.g, r.h)) continue;
      double const f = static_cast<double>(r.g + r.h);
      if (!least || f < *least) least = f;
    }
    double const cost = static_cast<double>(out.cost);
    if (least && *least < cost)
      out.bound = *least > 0 ? cost / *least : std::numeric_limits<double>::infinity();
    e.current = std::move(out);
  }

  detail::path_box<S> start_;
  mutable detail::path_box<F> next_;  // called as F& (the adaptors' call operators are not const)
  detail::path_box<Goal> goal_;
  mutable detail::path_box<H> h_;
  double weight_ = 1.0;
  detail::path_box<Policy> by_;
  M monitor_;
  detail::fresh_on_copy<std::unique_ptr<engine>> engine_;
};

namespace detail {
struct anytime_astar_fn {
  template <class R, class F, class Goal, class H, class... O>
  auto operator()(R&& start, F next, Goal goal, H h, double weight, O&&... options) const {
    using S = std::remove_cvref_t<R>;
    if constexpr (!one_start_diagnosed<S, F, Goal, H>()) {
      return refused_call{};
    } else if constexpr (!path_options_diagnosed<S, true, O...>()) {
      return refused_call{};
    } else {
      auto monitor = path_monitor(options...);
      return anytime_astar_view<S, F, Goal, H, path_policy_t<O...>, decltype(monitor)>(
          S(std::forward<R>(start)), std::move(next), std::move(goal), std::move(h), weight,
          path_policy(std::forward<O>(options)...), std::move(monitor));
    }
  }

  // Your call lands here without a weight: the static_assert says so.
  template <class R, class F, class Goal, class H>
  auto operator()(R&&, F, Goal, H) const {
    static_assert(never<R>,
                  "seek::anytime_astar takes a weight after the heuristic: anytime_astar(start, next, goal, h, "
                  "weight) with weight >= 1 (1 is plain A*; 2 to 5 find a first path sooner)");
    return refused_call{};
  }
};
}  // namespace detail

/// `seek::anytime_astar(start, next, goal, h, weight, options...)`: paths from
/// `start` to a goal, each cheaper than the one before, lazily, as
/// seek::anytime_path elements (`path`, `cost`, `bound`: cost <= bound x the
/// cheapest). `next` is weighted (costs >= 0), `h` admissible, `weight` >= 1
/// (std::invalid_argument otherwise). The last path is a cheapest one, with
/// bound 1 (yielded again with bound 1 when it first came with a looser one).
/// Options: seek::statistics&, seek::limits (a limit ends the range; the
/// paths yielded before keep their bounds), seek::seen_by(key, hash, equal),
/// seek::traced_by(tracer).
inline constexpr detail::anytime_astar_fn anytime_astar{};

}  // namespace seek

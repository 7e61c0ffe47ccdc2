// seek/strategy/all_shortest_paths.hpp: every cheapest path from a state to
// a goal, lazily (as Rust pathfinding's astar_bag).
//
//   for (auto const& [path, cost] : seek::all_shortest_paths(start, roads, is_goal)) ...
//   seek::all_shortest_paths(start, roads, is_goal, h)   // A* order, h consistent
//
// begin() runs Dijkstra's algorithm (A* with a heuristic) from the start,
// keeping for each state every parent that reaches it at its cheapest cost,
// until the open states cost more than the first goal settled: every state
// on a cheapest path is then settled with all its cheapest parents. The
// paths are not stored: the range walks that graph of parents back from
// each cheapest goal, depth first, and yields one path at a time, so a
// graph with 2^n cheapest paths costs memory for its states, not its paths.
// A path ends at its first goal and never visits a state twice (zero-cost
// cycles are walked round, not along). Ties are exact: two costs are equal
// when == says so, so with floating-point costs sums in another order may
// differ in the last bit (integer costs tie exactly). Each element is a
// seek::found_path (`path`, `cost`), valid until the iterator moves on.
// Options: seek::statistics& (`nodes` the states generated, `expanded` the
// states whose successors were asked, `pruned` the dearer ways to a state,
// `yielded` the paths), seek::limits (a limit met during the search ends
// the range with no path: it cannot tell which paths are cheapest),
// seek::seen_by(key, hash, equal), seek::traced_by(tracer).
#pragma once

#include <algorithm>
#include <cstddef>
#include <deque>
#include <functional>
#include <memory>
#include <optional>
#include <type_traits>
#include <unordered_map>
#include <utility>
#include <vector>

#include <range/v3/range/access.hpp>

#include <seek/core/weighted.hpp>
#include <seek/core/detail/fresh_on_copy.hpp>
#include <seek/core/detail/never.hpp>
#include <seek/strategy/detail/path_options.hpp>
#include <seek/strategy/detail/path_range.hpp>
#include <seek/strategy/find_path.hpp>
#include <seek/successor/depth_limited.hpp>

namespace seek {

/// The lazy range returned by seek::all_shortest_paths: every cheapest path
/// from the start to a goal, as seek::found_path<S, C>. An input range;
/// `begin()` searches again; a copy starts afresh.
template <class S, class F, class Goal, class H, class Policy, class M = detail::no_monitor>
class all_shortest_paths_view
    : public detail::path_range<all_shortest_paths_view<S, F, Goal, H, Policy, M>, found_path<S, cost_t<F, S>>> {
  friend detail::path_range<all_shortest_paths_view, found_path<S, cost_t<F, S>>>;

 public:
  using cost_type = cost_t<F, S>;
  using value_type = found_path<S, cost_type>;

 private:
  using C = cost_type;
  using key_type = seen_key_t<decltype(Policy::key), S>;
  using id_type = typename M::id_type;
  struct record {
    S state;
    C g;
    std::vector<std::size_t> parents;  // every settled state that reaches it at cost g
    std::size_t depth;
    [[no_unique_address]] id_type id;
    bool settled = false;
  };
  struct entry {
    C f, g;
    std::size_t id;
  };
  static bool after(entry const& a, entry const& b) {
    if (b.f < a.f) return true;
    if (a.f < b.f) return false;
    return (a.g) < b.g;  // deeper first
  }
  struct frame {
    std::size_t id;
    std::size_t parent = 0;  // the next parent to walk back to
  };
  struct engine {
    std::deque<record> records;
    std::vector<std::size_t> goals;  // the cheapest goals
    std::size_t next_goal = 0;
    std::vector<frame> walk;       // goal first, towards the start
    std::vector<bool> on_walk;     // by record
    std::optional<C> best;
    std::optional<value_type> current;
  };

 public:
  all_shortest_paths_view() = default;
  all_shortest_paths_view(S start, F next, Goal goal, H h, Policy by, M monitor = {})
      : start_(std::move(start)),
        next_(std::move(next)),
        goal_(std::move(goal)),
        h_(std::move(h)),
        by_(std::move(by)),
        monitor_(std::move(monitor)) {}

 private:
  value_type const* current() const { return engine_ && engine_->current ? &*engine_->current : nullptr; }
  void restart() {
    engine_.reset(new engine());
    monitor_.begin();
    monitor_.pass();
    if (!search()) {
      monitor_.finish(stop_reason::none);  // a limit: no path, for none is known to be cheapest
      return;
    }
    advance();
  }

  C estimate(S const& s) const {
    if constexpr (std::same_as<H, detail::no_estimate>)
      return C{};
    else
      return static_cast<C>(std::invoke(*h_, s));
  }

  // Dijkstra (A*) keeping every cheapest parent, until the open states cost
  // more than the cheapest goal; false when a limit stopped it.
  bool search() {
    engine& e = *engine_;
    std::unordered_map<key_type, std::size_t, decltype(Policy::hash), decltype(Policy::equal)> index(0, by_->hash,
                                                                                                  by_->equal);
    std::vector<entry> heap;
    if (!monitor_.produce(0)) return false;
    id_type const root = monitor_.generated(std::as_const(*start_), 0, id_type{});
    e.records.push_back(record{*start_, C{}, {}, 0, root, false});
    index.emplace(std::invoke(by_->key, std::as_const(e.records.back().state)), 0);
    heap.push_back(entry{estimate(e.records[0].state), C{}, 0});
    while (!heap.empty()) {
      std::pop_heap(heap.begin(), heap.end(), after);
      entry const top = heap.back();
      heap.pop_back();
      record& r = e.records[top.id];
      if (r.settled || (r.g) < top.g) continue;
      if (e.best && *e.best < top.f) break;
      r.settled = true;
      if (std::invoke(*goal_, std::as_const(r.state))) {
        if (!e.best) e.best = r.g;
        e.goals.push_back(top.id);
        continue;  // a path ends at its first goal
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
        if (!(w >= C{})) detail::refuse_negative_cost("seek::all_shortest_paths", depth);
        if (!monitor_.produce(depth)) return false;
        C const g = e.records[parent].g + w;
        S s(child);
        id_type const node = monitor_.generated(std::as_const(s), depth, e.records[parent].id);
        auto [at, fresh] = index.try_emplace(std::invoke(by_->key, std::as_const(s)), e.records.size());
        if (fresh) {
          if (!monitor_.frontier(heap.size() + 1)) return false;
          e.records.push_back(record{std::move(s), g, {parent}, depth, node, false});
          heap.push_back(entry{g + estimate(e.records.back().state), g, at->second});
          std::push_heap(heap.begin(), heap.end(), after);
          continue;
        }
        record& c = e.records[at->second];
        if (g < c.g && !c.settled) {
          c.g = g;
          c.depth = depth;
          c.id = node;
          c.parents.assign(1, parent);
          heap.push_back(entry{g + estimate(c.state), g, at->second});
          std::push_heap(heap.begin(), heap.end(), after);
        } else if (!(c.g < g) && !(g < c.g) && (c.parents.empty() || c.parents.back() != parent)) {
          c.parents.push_back(parent);  // as cheap: one more cheapest parent (once, whatever parallel edges)
        } else {
          monitor_.prune(node, std::as_const(s));  // a dearer way
        }
      }
      if (!any) monitor_.fail(e.records[parent].id, std::as_const(e.records[parent].state));
    }
    e.on_walk.assign(e.records.size(), false);
    return true;
  }

  // Walks the graph of cheapest parents to the next path from a goal back
  // to the start; none left: no current path, and the range ends.
  void advance() {
    engine& e = *engine_;
    e.current.reset();
    // Leave the path just yielded: back off its start.
    if (!e.walk.empty()) {
      e.on_walk[e.walk.back().id] = false;
      e.walk.pop_back();
    }
    while (true) {
      if (e.walk.empty()) {
        if (e.next_goal == e.goals.size()) {
          monitor_.finish(stop_reason::exhausted);
          return;
        }
        std::size_t const g = e.goals[e.next_goal++];
        if (e.records[g].g != *e.best) continue;  // a goal settled at a dearer cost than the first: none
        e.walk.push_back(frame{g});
        e.on_walk[g] = true;
      }
      frame& top = e.walk.back();
      record const& r = e.records[top.id];
      if (top.id == 0) {  // the start: a whole path
        value_type out{{}, *e.best};
        out.path.reserve(e.walk.size());
        for (auto it = e.walk.rbegin(); it != e.walk.rend(); ++it) out.path.push_back(e.records[it->id].state);
        e.current = std::move(out);
        record const& goal = e.records[e.walk.front().id];
        monitor_.yield(goal.id, std::as_const(goal.state));
        return;
      }
      if (top.parent == r.parents.size()) {  // every way back from here walked
        e.on_walk[top.id] = false;
        e.walk.pop_back();
        continue;
      }
      std::size_t const p = r.parents[top.parent++];
      if (e.on_walk[p]) continue;  // round a zero-cost cycle
      e.walk.push_back(frame{p});
      e.on_walk[p] = true;
    }
  }

  detail::path_box<S> start_;
  mutable detail::path_box<F> next_;  // called as F& (the adaptors' call operators are not const)
  detail::path_box<Goal> goal_;
  mutable detail::path_box<H> h_;
  detail::path_box<Policy> by_;
  M monitor_;
  detail::fresh_on_copy<std::unique_ptr<engine>> engine_;
};

namespace detail {
struct all_shortest_paths_fn {
  template <class R, class F, class Goal, class... A>
  auto operator()(R&& start, F next, Goal goal, A&&... args) const {
    using S = std::remove_cvref_t<R>;
    if constexpr (sizeof...(A) == 0) {
      return make<S>(std::forward<R>(start), std::move(next), std::move(goal), no_estimate{});
    } else if constexpr (takes_h<S, A...>()) {
      return make<S>(std::forward<R>(start), std::move(next), std::move(goal), std::forward<A>(args)...);
    } else if constexpr (option_kind_of<nth_t<0, A&&...>>() == option_kind::none) {
      static_assert(never<S>,
                    "seek::all_shortest_paths: unknown argument: after the goal comes a heuristic (callable with "
                    "State const&) or an option, and this is neither");
      return refused_call{};
    } else {
      return make<S>(std::forward<R>(start), std::move(next), std::move(goal), no_estimate{}, std::forward<A>(args)...);
    }
  }

 private:
  template <class S, class First, class... Rest>
  static constexpr bool takes_h() {
    return option_kind_of<First&&>() == option_kind::none && std::invocable<std::remove_cvref_t<First>&, S const&>;
  }

  template <class S, class R, class F, class Goal, class H, class... O>
  static auto make(R&& start, F next, Goal goal, H&& h, O&&... options) {
    using Hd = std::decay_t<H>;
    if constexpr (!one_start_diagnosed<S, F, Goal, Hd>()) {
      return refused_call{};
    } else if constexpr (!path_options_diagnosed<S, true, O...>()) {
      return refused_call{};
    } else {
      auto monitor = path_monitor(options...);
      return all_shortest_paths_view<S, F, Goal, Hd, path_policy_t<O...>, decltype(monitor)>(
          S(std::forward<R>(start)), std::move(next), std::move(goal), Hd(std::forward<H>(h)),
          path_policy(std::forward<O>(options)...), std::move(monitor));
    }
  }


};
}  // namespace detail

/// `seek::all_shortest_paths(start, next, goal, [h], options...)`: every
/// cheapest path from `start` to a state satisfying `goal`, lazily, as
/// seek::found_path elements (`path`, `cost`, all the same cost). `next` is
/// weighted (edge costs >= 0); `h`, a consistent heuristic, makes the search
/// A*'s. A path ends at its first goal. Options: seek::statistics&,
/// seek::limits, seek::seen_by(key, hash, equal), seek::traced_by(tracer).
inline constexpr detail::all_shortest_paths_fn all_shortest_paths{};

}  // namespace seek

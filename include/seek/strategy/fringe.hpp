// seek/strategy/fringe.hpp: fringe search (Björnsson, Enzenberger, Holte
// and Schaeffer, 2005): a cheapest path to a goal with A*'s answer and
// IDA*'s thresholds, without a priority queue.
//
//   auto found = seek::fringe(start, roads, is_goal, h);  // std::optional<seek::found_path>
//
// The fringe is one list. Each pass walks it with a threshold on g + h
// (first h(start), then the least g + h that passed it): a state over the
// threshold stays for the next pass; one within it is taken out, and its
// successors go in right behind it, so that they are walked next (depth
// first, as IDA* would, but each state reached once at its best cost: a
// table keeps every state's g and parent, and a state reached more cheaply
// leaves its old place in the list). The first goal walked within the
// threshold ends the search: with an admissible h (never above the cost to a
// goal) its path is a cheapest one. Edge costs must be >= 0
// (std::invalid_argument). Options: seek::statistics& (`passes`: the
// thresholds tried), seek::limits, seek::seen_by(key, hash, equal),
// seek::traced_by(tracer).
#pragma once

#include <algorithm>
#include <cstddef>
#include <deque>
#include <functional>
#include <limits>
#include <list>
#include <optional>
#include <type_traits>
#include <unordered_map>
#include <utility>
#include <vector>

#include <range/v3/range/access.hpp>
#include <range/v3/range/concepts.hpp>

#include <seek/core/statistics.hpp>
#include <seek/core/weighted.hpp>
#include <seek/core/detail/never.hpp>
#include <seek/strategy/detail/path_options.hpp>
#include <seek/strategy/find_path.hpp>
#include <seek/successor/depth_limited.hpp>

namespace seek {

namespace detail {
template <class S, class F, class Goal, class H, class Policy, class M>
class fringe_search {
 public:
  using C = cost_t<F, S>;

 private:
  using key_type = seen_key_t<decltype(Policy::key), S>;
  using id_type = typename M::id_type;
  static constexpr std::size_t npos = std::numeric_limits<std::size_t>::max();
  struct record {
    S state;
    C g;
    C h;
    std::size_t parent;
    std::size_t depth;
    [[no_unique_address]] id_type id;
    bool listed;
    typename std::list<std::size_t>::iterator at;  // its place in the fringe, when listed
  };

 public:
  fringe_search(F next, Goal goal, H h, Policy by, M monitor)
      : next_(std::move(next)), goal_(std::move(goal)), h_(std::move(h)), by_(std::move(by)), monitor_(std::move(monitor)) {}

  std::optional<found_path<S, C>> run(S start) {
    monitor_.begin();
    std::unordered_map<key_type, std::size_t, decltype(Policy::hash), decltype(Policy::equal)> index(0, by_.hash,
                                                                                                  by_.equal);
    if (!monitor_.produce(0)) return finish(stop_reason::none);
    C const h0 = static_cast<C>(std::invoke(h_, std::as_const(start)));
    id_type const root = monitor_.generated(std::as_const(start), 0, id_type{});
    records_.push_back(record{std::move(start), C{}, h0, npos, 0, root, true, {}});
    index.emplace(std::invoke(by_.key, std::as_const(records_.back().state)), 0);
    fringe_.push_back(0);
    records_[0].at = fringe_.begin();
    C limit = h0;
    while (!fringe_.empty()) {
      monitor_.pass();
      std::optional<C> least;  // the least g + h over the threshold
      for (auto it = fringe_.begin(); it != fringe_.end();) {
        std::size_t const id = *it;
        C const f = records_[id].g + records_[id].h;
        if (limit < f) {
          if (!least || f < *least) least = f;
          ++it;
          continue;
        }
        if (std::invoke(goal_, std::as_const(records_[id].state))) return found(id);
        monitor_.expand(records_[id].id, std::as_const(records_[id].state));
        // The successors go behind it, in their order.
        auto behind = std::next(it);
        bool any = false;
        auto&& children = std::invoke(next_, std::as_const(records_[id].state));
        for (auto c = ranges::begin(children); c != ranges::end(children); ++c) {
          any = true;
          auto&& [child, edge] = *c;
          C const w = static_cast<C>(edge);
          std::size_t const depth = records_[id].depth + 1;
          if (!(w >= C{})) refuse_negative_cost("seek::fringe", depth);
          if (!monitor_.produce(depth)) return finish(stop_reason::none);
          C const g = records_[id].g + w;
          S s(child);
          id_type const node = monitor_.generated(std::as_const(s), depth, records_[id].id);
          auto [at, fresh] = index.try_emplace(std::invoke(by_.key, std::as_const(s)), records_.size());
          if (fresh) {
            if (!monitor_.frontier(fringe_.size() + 1)) return finish(stop_reason::none);
            C const hc = static_cast<C>(std::invoke(h_, std::as_const(s)));
            records_.push_back(record{std::move(s), g, hc, id, depth, node, true, {}});
          } else {
            record& r = records_[at->second];
            if (!(g < r.g)) {
              monitor_.prune(node, std::as_const(s));
              continue;
            }
            if (r.listed) {
              if (r.at == behind) ++behind;
              fringe_.erase(r.at);
            }
            r.g = g;
            r.parent = id;
            r.depth = depth;
            r.id = node;
            r.listed = true;
          }
          records_[at->second].at = fringe_.insert(behind, at->second);
        }
        if (!any) monitor_.fail(records_[id].id, std::as_const(records_[id].state));
        records_[id].listed = false;
        it = fringe_.erase(it);  // on to its first successor
      }
      if (!least) break;
      limit = *least;
    }
    return finish(stop_reason::exhausted);
  }

 private:
  std::optional<found_path<S, C>> finish(stop_reason why) {
    monitor_.finish(why);
    return std::nullopt;
  }
  std::optional<found_path<S, C>> found(std::size_t id) {
    found_path<S, C> out{{}, records_[id].g};
    for (std::size_t r = id; r != npos; r = records_[r].parent) out.path.push_back(records_[r].state);
    std::reverse(out.path.begin(), out.path.end());
    monitor_.yield(records_[id].id, std::as_const(records_[id].state));
    monitor_.finish(stop_reason::none);
    return out;
  }

  F next_;
  Goal goal_;
  H h_;
  Policy by_;
  M monitor_;
  std::deque<record> records_;
  std::list<std::size_t> fringe_;
};

struct fringe_fn {
  template <class R, class F, class Goal, class H, class... O>
  auto operator()(R&& start, F next, Goal goal, H h, O&&... options) const {
    using S = std::remove_cvref_t<R>;
    if constexpr (!one_start_diagnosed<S, F, Goal, H>()) {
      return refused_call{};
    } else if constexpr (!path_options_diagnosed<S, true, O...>()) {
      return refused_call{};
    } else {
      auto monitor = path_monitor(options...);
      fringe_search<S, F, Goal, H, path_policy_t<O...>, decltype(monitor)> search(
          std::move(next), std::move(goal), std::move(h), path_policy(std::forward<O>(options)...), std::move(monitor));
      return search.run(S(std::forward<R>(start)));
    }
  }

  // Your call lands here without a heuristic: the static_assert says so.
  template <class R, class F, class Goal>
  auto operator()(R&&, F, Goal) const {
    static_assert(never<R>,
                  "seek::fringe needs a heuristic after the goal: fringe(start, next, goal, h) (h = 0 everywhere "
                  "makes it a slow Dijkstra: use seek::dijkstra)");
    return refused_call{};
  }
};
}  // namespace detail

/// `seek::fringe(start, next, goal, h, options...)`: a cheapest path from
/// `start` to a state satisfying `goal` by fringe search, as a
/// `std::optional<seek::found_path<State, Cost>>` (`path`, `cost`), empty
/// when there is none or a limit stopped the search. `next` is weighted
/// (costs >= 0), `h` admissible. Options: seek::statistics&, seek::limits,
/// seek::seen_by(key, hash, equal), seek::traced_by(tracer).
inline constexpr detail::fringe_fn fringe{};

}  // namespace seek

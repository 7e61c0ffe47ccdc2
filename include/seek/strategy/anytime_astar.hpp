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
// more with bound 1, and the range ends. Paths end at their first goal. Each element is a seek::anytime_path (`path`, `cost`, `bound`),
// valid until the iterator moves on.
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
#include <seek/strategy/detail/protocol.hpp>
#include <seek/strategy/find_path.hpp>
#include <seek/successor/dense_index.hpp>
#include <seek/successor/depth_limited.hpp>
#include <seek/successor/seen_by.hpp>
#include <seek/trace/tracer.hpp>

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
template <class S, class F, class Goal, class H, class Policy>
class anytime_astar_view : public ranges::view_base {
 public:
  using cost_type = cost_t<F, S>;
  using value_type = anytime_path<S, cost_type>;

 private:
  using C = cost_type;
  using key_type = seen_key_t<decltype(Policy::key), S>;
  struct record {
    S state;
    C g;
    C h;
    std::size_t parent;
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
    engine(Policy const& by) : index(0, by.hash, by.equal) {}
  };

 public:
  /// The iterator: `*it` is the current path; `++it` searches for a better one.
  class iterator {
   public:
    using value_type = anytime_path<S, C>;
    using reference = value_type const&;
    using difference_type = std::ptrdiff_t;
    using iterator_concept = std::input_iterator_tag;

    iterator() = default;
    explicit iterator(anytime_astar_view* v) : view_(v) {}
    reference operator*() const { return *view_->engine_->current; }
    value_type const* operator->() const { return &*view_->engine_->current; }
    iterator& operator++() {
      view_->improve();
      return *this;
    }
    void operator++(int) { ++*this; }
    friend bool operator==(iterator const& it, std::default_sentinel_t) noexcept { return it.done(); }

   private:
    bool done() const noexcept { return !view_ || !view_->engine_ || !view_->engine_->current; }
    anytime_astar_view* view_ = nullptr;
  };

  anytime_astar_view() = default;
  anytime_astar_view(S start, F next, Goal goal, H h, double weight, Policy by)
      : start_(std::move(start)),
        next_(std::move(next)),
        goal_(std::move(goal)),
        h_(std::move(h)),
        weight_(weight),
        by_(std::move(by)) {
    if (!(weight >= 1.0) || weight == std::numeric_limits<double>::infinity())
      throw std::invalid_argument("seek::anytime_astar: the weight is " + std::to_string(weight) +
                                  "; it must be a finite number >= 1");
  }
  // A copy starts afresh: the search is not copied.
  anytime_astar_view(anytime_astar_view const& o)
      : start_(o.start_), next_(o.next_), goal_(o.goal_), h_(o.h_), weight_(o.weight_), by_(o.by_) {}
  anytime_astar_view(anytime_astar_view&&) noexcept = default;
  anytime_astar_view& operator=(anytime_astar_view const& o) {
    if (this != &o) *this = anytime_astar_view(o);
    return *this;
  }
  anytime_astar_view& operator=(anytime_astar_view&&) noexcept = default;

  /// Searches (again) to the first path.
  iterator begin() {
    engine_ = std::make_unique<engine>(*by_);
    engine& e = *engine_;
    C const h0 = estimate(*start_);
    e.records.push_back(record{*start_, C{}, h0, npos, true});
    e.index.emplace(std::invoke(by_->key, std::as_const(e.records.back().state)), 0);
    push(0);
    improve();
    return iterator(this);
  }
  std::default_sentinel_t end() const noexcept { return {}; }

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

  // Searches on to the next goal cheaper than the incumbent; none: no current.
  void improve() {
    engine& e = *engine_;
    e.current.reset();
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
        return;
      }
      std::size_t const parent = top.id;
      auto&& children = std::invoke(*next_, std::as_const(e.records[parent].state));
      for (auto it = ranges::begin(children); it != ranges::end(children); ++it) {
        auto&& [child, edge] = *it;
        C const w = static_cast<C>(edge);
        if (!(w >= C{})) detail::refuse_negative_cost("seek::anytime_astar", 1);
        C const g = e.records[parent].g + w;
        S s(child);
        auto [at, fresh] = e.index.try_emplace(std::invoke(by_->key, std::as_const(s)), e.records.size());
        if (fresh) {
          C const h = estimate(s);
          e.records.push_back(record{std::move(s), g, h, parent, true});
          if (hopeless(g, h)) {
            e.records.back().open = false;
            continue;
          }
          push(at->second);
          continue;
        }
        record& c = e.records[at->second];
        if (!(g < c.g)) continue;
        c.state = std::move(s);
        c.g = g;
        c.parent = parent;
        c.open = !hopeless(g, c.h);  // reopened when closed: the weighted order may close it early
        if (c.open) push(at->second);
      }
    }
    // Nothing open: the incumbent is a cheapest path. Said once more, with
    // bound 1, when it was yielded with a looser one.
    if (e.last && e.last->bound > 1.0) {
      e.last->bound = 1.0;
      e.current = e.last;
    }
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

  std::optional<S> start_;
  mutable std::optional<F> next_;  // called as F& (the adaptors' call operators are not const)
  std::optional<Goal> goal_;
  mutable std::optional<H> h_;
  double weight_ = 1.0;
  std::optional<Policy> by_;
  std::unique_ptr<engine> engine_;
};

namespace detail {
struct anytime_astar_fn {
  template <class R, class F, class Goal, class H, class... O>
  auto operator()(R&& start, F next, Goal goal, H h, double weight, O&&... options) const {
    using S = std::remove_cvref_t<R>;
    if constexpr (!check<S, F, Goal, H, O...>()) {
      return refused_call{};
    } else {
      auto by = policy(std::forward<O>(options)...);
      return anytime_astar_view<S, F, Goal, H, decltype(by)>(S(std::forward<R>(start)), std::move(next),
                                                             std::move(goal), std::move(h), weight, std::move(by));
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

 private:
  static seen_policy<> policy() { return {}; }
  template <class P>
  static auto policy(P&& p) {
    return std::remove_cvref_t<P>(p);
  }

  // Your call of seek::anytime_astar lands here: the first static_assert
  // that fails says what is wrong with it.
  template <class S, class F, class Goal, class H, class... O>
  static constexpr bool check() {
    if constexpr (!weighted_successor_function<F, S> && ranges::input_range<S>) {
      static_assert(never<S>,
                    "seek::anytime_astar takes one start state: anytime_astar(start, next, goal, h, weight, "
                    "[seen_by])");
      return false;
    } else if constexpr (is_depth_limited_v<F>) {
      static_assert(never<S>,
                    "seek::anytime_astar does not take seek::depth_limited: the bounds of its paths assume every "
                    "path is searched");
      return false;
    } else if constexpr (!weighted_successor_function<F, S> && successor_function<F, S>) {
      static_assert(never<S>,
                    "seek::anytime_astar takes a weighted successor function, returning (state, cost) pairs (for "
                    "the fewest edges, return (state, 1))");
      return false;
    } else if constexpr (!weighted_successor_function<F, S>) {
      static_assert(never<S>,
                    "seek::anytime_astar: `next` is not a weighted successor function of the start's type: it must "
                    "take State const& and return a range of (state, cost) pairs");
      return false;
    } else if constexpr (!goal_predicate<Goal, S>) {
      static_assert(never<S>,
                    "seek::anytime_astar: the goal (the argument after the successor function) must be a predicate "
                    "on State const& returning bool");
      return false;
    } else if constexpr (!heuristic<H, S, cost_t<F, S>>) {
      static_assert(never<S>,
                    "seek::anytime_astar: the heuristic must be callable with State const& and return something "
                    "that converts to the cost type (seek::heuristic)");
      return false;
    } else if constexpr (((is_dense_policy<std::remove_cvref_t<O>>::value ||
                           is_traced_by<std::remove_cvref_t<O>>::value ||
                           std::same_as<std::remove_cvref_t<O>, statistics> ||
                           std::same_as<std::remove_cvref_t<O>, limits>) ||
                          ...)) {
      static_assert(never<S>,
                    "seek::anytime_astar takes only the option seek::seen_by(...): no statistics, limits, "
                    "dense_index or traced_by (stop pulling to stop it)");
      return false;
    } else if constexpr (sizeof...(O) > 1 || !(is_seen_policy<std::remove_cvref_t<O>>::value && ...)) {
      static_assert(never<S>,
                    "seek::anytime_astar: unknown option: after the weight it takes only seek::seen_by(key, hash, "
                    "equal)");
      return false;
    } else if constexpr (!policy_fits<decltype(policy(std::declval<O>()...)), S>::value) {
      static_assert(never<S>,
                    "seek::anytime_astar remembers states in a hash map, and this state (or its key) has no "
                    "std::hash: pass seek::seen_by(key, hash)");
      return false;
    } else {
      return true;
    }
  }
};
}  // namespace detail

/// `seek::anytime_astar(start, next, goal, h, weight, [seen_by])`: paths from
/// `start` to a goal, each cheaper than the one before, lazily, as
/// seek::anytime_path elements (`path`, `cost`, `bound`: cost <= bound x the
/// cheapest). `next` is weighted (costs >= 0), `h` admissible, `weight` >= 1
/// (std::invalid_argument otherwise). The last path is a cheapest one, with
/// bound 1 (yielded again with bound 1 when it first came with a looser one).
inline constexpr detail::anytime_astar_fn anytime_astar{};

}  // namespace seek

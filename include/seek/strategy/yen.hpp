// seek/strategy/yen.hpp: the loopless paths from a state to a goal, lazily,
// cheapest first (Yen's k shortest paths, 1971).
//
//   for (auto const& [path, cost] : seek::yen(start, roads, is_goal) | seek::first(3)) ...
//
// The first path is seek::dijkstra's cheapest. Each next one is found from
// the paths already yielded: for every state i of the last one, a "spur"
// search (seek::dijkstra) from that state to a goal that leaves out the
// states before i on the path (so the path has no loop) and the edges out of
// state i that the yielded paths sharing those first i states take (so the
// path is new); the spur path behind the shared root part is a candidate,
// kept in a heap; the cheapest candidate is the next path. Pulling the k-th
// path runs at most (length of the (k-1)-th) Dijkstra searches; nothing is
// searched before it is pulled, so `| seek::first(k)` costs k paths' work.
// Paths of equal cost come in the order they were found. Each element is a
// seek::found_path (`path`, the states from start to a goal; `cost`, the sum
// of its edge costs), valid until the iterator moves on. Edge costs must be
// >= 0 (seek::dijkstra throws std::invalid_argument on a negative one).
// States are hashable (std::hash, or the option seek::seen_by(key, hash,
// equal)): the spur searches and the set of candidates remember them.
#pragma once

#include <algorithm>
#include <cstddef>
#include <functional>
#include <iterator>
#include <memory>
#include <optional>
#include <queue>
#include <type_traits>
#include <unordered_set>
#include <utility>
#include <vector>

#include <range/v3/range/access.hpp>
#include <range/v3/range/concepts.hpp>

#include <seek/core/weighted.hpp>
#include <seek/core/detail/never.hpp>
#include <seek/strategy/detail/protocol.hpp>
#include <seek/strategy/dijkstra.hpp>
#include <seek/strategy/find_path.hpp>
#include <seek/successor/dense_index.hpp>
#include <seek/successor/depth_limited.hpp>
#include <seek/successor/seen_by.hpp>
#include <seek/successor/skip_seen.hpp>
#include <seek/trace/tracer.hpp>

namespace seek {

/// The lazy range returned by seek::yen: seek::found_path<S, C> elements,
/// the loopless paths from the start to a goal in nondecreasing cost. An
/// input range; `begin()` starts the search again; a copy starts afresh.
template <class S, class F, class Goal, class Policy>
class yen_view : public ranges::view_base {
 public:
  using cost_type = cost_t<F, S>;
  using value_type = found_path<S, cost_type>;

 private:
  using C = cost_type;
  using key_type = seen_key_t<decltype(Policy::key), S>;

  // A path with the cost of each of its prefixes (prefix[i]: start to path[i]).
  struct costed_path {
    std::vector<S> path;
    std::vector<C> prefix;
  };
  struct candidate {
    C total;  // not `cost`: clang 14 reads `a.cost < b` as the concept seek::cost
    std::size_t order;  // ties: the order found
    costed_path p;
  };
  struct after {
    bool operator()(candidate const& a, candidate const& b) const {
      if (b.total < a.total) return true;
      if (a.total < b.total) return false;
      return a.order > b.order;
    }
  };

  // The successor function of a spur search: `next` without the states in
  // `banned` and, out of `spur`, without the states in `cut`.
  struct spur_next {
    F* next;  // called as F& (the adaptors' call operators are not const)
    Policy const* by;
    std::unordered_set<key_type, decltype(Policy::hash), decltype(Policy::equal)> const* banned;
    std::unordered_set<key_type, decltype(Policy::hash), decltype(Policy::equal)> const* cut;
    key_type const* spur;

    std::vector<std::pair<S, C>> operator()(S const& s) const {
      std::vector<std::pair<S, C>> out;
      bool const at_spur = by->equal(std::invoke(by->key, s), *spur);
      auto&& children = std::invoke(*next, s);
      for (auto it = ranges::begin(children); it != ranges::end(children); ++it) {
        auto&& [child, edge] = *it;
        S to(child);
        key_type const k = std::invoke(by->key, std::as_const(to));
        if (banned->count(k) || (at_spur && cut->count(k))) continue;
        out.emplace_back(std::move(to), static_cast<C>(edge));
      }
      return out;
    }
  };

  struct engine {
    std::vector<costed_path> yielded;
    std::priority_queue<candidate, std::vector<candidate>, after> heap;
    std::vector<std::vector<S>> queued;  // the paths ever queued or yielded, by hash below
    std::unordered_set<std::size_t> queued_hashes;
    std::size_t order = 0;
    std::optional<value_type> current;
  };

 public:
  /// The iterator: `*it` is the current path; `++it` finds the next.
  class iterator {
   public:
    using value_type = found_path<S, C>;
    using reference = value_type const&;
    using difference_type = std::ptrdiff_t;
    using iterator_concept = std::input_iterator_tag;

    iterator() = default;
    explicit iterator(yen_view* v) : view_(v) {}
    reference operator*() const { return *view_->engine_->current; }
    value_type const* operator->() const { return &*view_->engine_->current; }
    iterator& operator++() {
      view_->advance();
      return *this;
    }
    void operator++(int) { ++*this; }
    friend bool operator==(iterator const& it, std::default_sentinel_t) noexcept { return it.done(); }

   private:
    bool done() const noexcept { return !view_ || !view_->engine_ || !view_->engine_->current; }
    yen_view* view_ = nullptr;
  };

  yen_view() = default;
  yen_view(S start, F next, Goal goal, Policy by)
      : start_(std::move(start)), next_(std::move(next)), goal_(std::move(goal)), by_(std::move(by)) {}
  // A copy starts afresh: the search is not copied.
  yen_view(yen_view const& o) : start_(o.start_), next_(o.next_), goal_(o.goal_), by_(o.by_) {}
  yen_view(yen_view&&) noexcept = default;
  yen_view& operator=(yen_view const& o) {
    if (this != &o) {
      start_ = o.start_;
      next_ = o.next_;
      goal_ = o.goal_;
      by_ = o.by_;
      engine_.reset();
    }
    return *this;
  }
  yen_view& operator=(yen_view&&) noexcept = default;

  /// Starts (or starts again) the search: the first path is the cheapest.
  iterator begin() {
    engine_ = std::make_unique<engine>();
    auto cheapest = shortest(*start_, make_set(), make_set(), key_of(*start_));
    if (cheapest) {
      costed_path p = with_prefix(std::move(*cheapest), {}, C{});
      remember(p.path);
      publish(std::move(p));
    }
    return iterator(this);
  }
  std::default_sentinel_t end() const noexcept { return {}; }

 private:
  using key_set = std::unordered_set<key_type, decltype(Policy::hash), decltype(Policy::equal)>;

  key_type key_of(S const& s) const { return std::invoke(by_->key, s); }
  key_set make_set() const { return key_set(0, by_->hash, by_->equal); }

  // The cheapest path from `from` to a goal avoiding `banned`, and the
  // states in `cut` out of `from`.
  std::optional<found_path<S, C>> shortest(S const& from, key_set const& banned, key_set const& cut,
                                           key_type const& spur) const {
    spur_next filtered{&*next_, &*by_, &banned, &cut, &spur};
    return shortest_path(dijkstra, from, filtered, [this](S const& s) { return static_cast<bool>(std::invoke(*goal_, s)); },
                         seen_by(by_->key, by_->hash, by_->equal));
  }

  // A found path behind a root part whose prefix costs are `root_prefix`
  // (the root part's last state is the found path's first).
  costed_path with_prefix(found_path<S, C> found, std::vector<C> root_prefix, C root_cost) const {
    costed_path out;
    out.prefix = std::move(root_prefix);
    out.path.reserve(out.prefix.size() + found.path.size());
    C cost = root_cost;
    for (std::size_t i = 0; i < found.path.size(); ++i) {
      if (i > 0) cost = cost + edge(out.path.back(), found.path[i]);  // found.path[i - 1] is moved out
      out.path.push_back(std::move(found.path[i]));
      out.prefix.push_back(cost);
    }
    return out;
  }

  // The cheapest edge from a to b.
  C edge(S const& a, S const& b) const {
    std::optional<C> best;
    key_type const kb = key_of(b);
    auto&& children = std::invoke(*next_, a);
    for (auto it = ranges::begin(children); it != ranges::end(children); ++it) {
      auto&& [child, w] = *it;
      S to(child);
      if (by_->equal(key_of(to), kb) && (!best || static_cast<C>(w) < *best)) best = static_cast<C>(w);
    }
    return *best;  // the spur search took this edge
  }

  std::size_t hash_path(std::vector<S> const& p) const {
    std::size_t h = p.size();
    for (S const& s : p) h ^= by_->hash(key_of(s)) + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
    return h;
  }
  bool same_path(std::vector<S> const& a, std::vector<S> const& b) const {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i)
      if (!by_->equal(key_of(a[i]), key_of(b[i]))) return false;
    return true;
  }
  // False when the path was queued before.
  bool remember(std::vector<S> const& p) {
    engine& e = *engine_;
    std::size_t const h = hash_path(p);
    if (e.queued_hashes.count(h))
      for (auto const& q : e.queued)
        if (same_path(q, p)) return false;
    e.queued_hashes.insert(h);
    e.queued.push_back(p);
    return true;
  }

  void publish(costed_path p) {
    engine& e = *engine_;
    e.current = value_type{p.path, p.prefix.back()};
    e.yielded.push_back(std::move(p));
  }

  // The next path: spur searches from each state of the last one yielded,
  // then the cheapest candidate.
  void advance() {
    engine& e = *engine_;
    if (!e.current) return;
    costed_path const& last = e.yielded.back();
    for (std::size_t i = 0; i + 1 < last.path.size(); ++i) {
      S const& spur = last.path[i];
      key_set banned = make_set(), cut = make_set();
      for (std::size_t j = 0; j < i; ++j) banned.insert(key_of(last.path[j]));
      for (costed_path const& p : e.yielded) {
        if (p.path.size() <= i + 1) continue;
        bool shares = true;
        for (std::size_t j = 0; j <= i && shares; ++j) shares = by_->equal(key_of(p.path[j]), key_of(last.path[j]));
        if (shares) cut.insert(key_of(p.path[i + 1]));
      }
      auto found = shortest(spur, banned, cut, key_of(spur));
      if (!found) continue;
      std::vector<C> root_prefix(last.prefix.begin(), last.prefix.begin() + static_cast<std::ptrdiff_t>(i));
      std::vector<S> root(last.path.begin(), last.path.begin() + static_cast<std::ptrdiff_t>(i));
      costed_path whole = with_prefix(std::move(*found), std::move(root_prefix), last.prefix[i]);
      whole.path.insert(whole.path.begin(), root.begin(), root.end());
      if (!remember(whole.path)) continue;
      C const cost = whole.prefix.back();
      e.heap.push(candidate{cost, e.order++, std::move(whole)});
    }
    if (e.heap.empty()) {
      e.current.reset();
      return;
    }
    costed_path best = e.heap.top().p;
    e.heap.pop();
    publish(std::move(best));
  }

  std::optional<S> start_;
  mutable std::optional<F> next_;  // called as F&, from const members
  std::optional<Goal> goal_;
  std::optional<Policy> by_;
  std::unique_ptr<engine> engine_;
};

namespace detail {
struct yen_fn {
  template <class R, class F, class Goal, class... O>
  auto operator()(R&& start, F next, Goal goal, O&&... options) const {
    using S = std::remove_cvref_t<R>;
    if constexpr (!check<S, F, Goal, O...>()) {
      return refused_call{};
    } else {
      auto by = policy(std::forward<O>(options)...);
      return yen_view<S, F, Goal, decltype(by)>(S(std::forward<R>(start)), std::move(next), std::move(goal),
                                                std::move(by));
    }
  }

 private:
  static seen_policy<> policy() { return {}; }
  template <class P>
  static auto policy(P&& p) {
    return std::remove_cvref_t<P>(p);
  }

  // Your call of seek::yen lands here: the first static_assert that fails
  // says what is wrong with it.
  template <class S, class F, class Goal, class... O>
  static constexpr bool check() {
    if constexpr (!weighted_successor_function<F, S> && ranges::input_range<S>) {
      static_assert(never<S>, "seek::yen takes one start state: yen(start, next, goal, [seen_by])");
      return false;
    } else if constexpr (is_depth_limited_v<F>) {
      static_assert(never<S>,
                    "seek::yen does not take seek::depth_limited: its spur searches are seek::dijkstra's, which "
                    "settle states once at their cheapest cost");
      return false;
    } else if constexpr (!weighted_successor_function<F, S> && successor_function<F, S>) {
      static_assert(never<S>,
                    "seek::yen takes a weighted successor function, returning (state, cost) pairs (for unit costs, "
                    "return (state, 1))");
      return false;
    } else if constexpr (!weighted_successor_function<F, S>) {
      static_assert(never<S>,
                    "seek::yen: `next` is not a weighted successor function of the start's type: it must take "
                    "State const& and return a range of (state, cost) pairs");
      return false;
    } else if constexpr (!goal_predicate<Goal, S>) {
      static_assert(never<S>,
                    "seek::yen: the goal (the argument after the successor function) must be a predicate on "
                    "State const& returning bool");
      return false;
    } else if constexpr (((is_dense_policy<std::remove_cvref_t<O>>::value ||
                           is_traced_by<std::remove_cvref_t<O>>::value ||
                           std::same_as<std::remove_cvref_t<O>, statistics> ||
                           std::same_as<std::remove_cvref_t<O>, limits>) ||
                          ...)) {
      static_assert(never<S>,
                    "seek::yen takes only the option seek::seen_by(...): no statistics, limits, dense_index or "
                    "traced_by (its work is many seek::dijkstra searches; bound it with seek::first(k))");
      return false;
    } else if constexpr (sizeof...(O) > 1 || !(is_seen_policy<std::remove_cvref_t<O>>::value && ...)) {
      static_assert(never<S>, "seek::yen: unknown option: it takes only seek::seen_by(key, hash, equal)");
      return false;
    } else if constexpr (!policy_fits<decltype(policy(std::declval<O>()...)), S>::value) {
      static_assert(never<S>,
                    "seek::yen remembers states in hash maps, and this state (or its key) has no std::hash: pass "
                    "seek::seen_by(key, hash)");
      return false;
    } else {
      return true;
    }
  }
};
}  // namespace detail

/// `seek::yen(start, next, goal, [seen_by])`: the loopless paths from
/// `start` to a state satisfying `goal`, lazily, in nondecreasing cost, as
/// seek::found_path elements (`path`, `cost`); `| seek::first(k)` for the k
/// cheapest. `next` is weighted (edge costs >= 0). A path ends at its first
/// goal. The option seek::seen_by(key, hash, equal) says when two states are
/// one.
inline constexpr detail::yen_fn yen{};

}  // namespace seek

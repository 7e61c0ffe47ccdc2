// seek/scale/parallel.hpp: count, visit or find over a search tree on every core,
// with oneTBB (opt-in: link seek::parallel; the core stays dependency-free).
//
// Each task walks its piece of the tree depth-first on an explicit stack.
// While fewer tasks wait than there are threads to feed, a running task hands
// its oldest open alternatives (the children of the shallowest state with
// some left, usually the largest pieces) to new tasks, so the tree is split
// where work remains, at any depth, not at a fixed level. Counts and the
// merged statistics are exactly those of a sequential seek::dfs.
// Thread count: the caller's oneTBB arena (tbb::task_arena(n).execute(...)).
#pragma once

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <functional>
#include <mutex>
#include <optional>
#include <utility>
#include <vector>

#include <oneapi/tbb/task_arena.h>
#include <oneapi/tbb/task_group.h>

#include <seek/core/concepts.hpp>
#include <seek/scale/checkpoint.hpp>
#include <seek/detail/control.hpp>
#include <seek/detail/walker.hpp>
#include <seek/core/statistics.hpp>

namespace seek::parallel {

namespace detail {

// The shared part of one parallel search. Each task copies `Visit`, calls it
// on every state of its piece with its walker (for the path), stops its walk
// when it returns false, and calls its flush() at the end.
template <class S, class F, class Visit>
class engine {
 public:
  engine(F next, Visit visit, control& ctl, bool keep_paths)
      : next_(std::move(next)), visit_(std::move(visit)), ctl_(ctl), keep_paths_(keep_paths) {
    want_ = std::max(2, 2 * tbb::this_task_arena::max_concurrency());
  }

  /// Runs every work item (states found by replaying their paths from
  /// `root`), or just `root` for a fresh search; waits for all of them.
  void run(S const& root, std::vector<work_item> const& work) {
    for (auto const& w : work) {
      if (w.path.empty() && w.from == work_item::whole) {
        spawn(S(root), w.path, 0, work_item::whole);
        continue;
      }
      if constexpr (std::copyable<S>) {
        S s = root;
        if (!state_at(root, next_, w.path, s)) path_mismatch(w);
        spawn(std::move(s), w.path, w.path.size(), w.from);
      }
    }
    group_.wait();
  }

  /// Work not done when the search stopped, as paths (for a checkpoint).
  std::vector<work_item> left;

 private:
  void spawn(S&& s, path_t const& p, std::size_t depth, std::uint32_t from) {
    queued_.fetch_add(1, std::memory_order_relaxed);
    group_.run(task{this, std::move(s), keep_paths_ ? p : path_t{}, depth, from});
  }

  // oneTBB calls a task as const; it runs once, so it may give its state away.
  struct task {
    engine* e;
    mutable S s;
    mutable path_t p;
    std::size_t depth;
    std::uint32_t from;
    void operator()() const {
      e->queued_.fetch_sub(1, std::memory_order_relaxed);
      e->walk(std::move(s), std::move(p), depth, from);
    }
  };

  void walk(S&& s, path_t&& p, std::size_t depth, std::uint32_t from) {
    if (ctl_.stopped() || !visit_.start(p)) return leave({std::move(p), from});
    Visit visit = visit_;
    ticket budget(ctl_);
    walker<S, F> w(next_, p, depth);
    if (from == work_item::whole) {
      if (!budget.next()) return leave({std::move(p), from});
      ++w.counts.nodes;
      w.counts.depth = depth;
      bool const go_on = visit(std::as_const(s), w);
      w.start(std::move(s));
      if (!go_on) return finish(w, visit, false);
    } else {
      w.start(std::move(s), from);
    }
    // States come from the budget 16 at a time; between two such batches,
    // while too few tasks wait, the walker hands out its oldest alternatives.
    for (;;) {
      std::uint64_t n = budget.take(16);
      if (n == 0) return finish(w, visit, !w.done());
      if (queued_.load(std::memory_order_relaxed) < want_) {
        w.split([&](S&& child, path_t const& cp, std::size_t d) {
          spawn(std::move(child), cp, d, work_item::whole);
        });
      }
      for (; n > 0; --n) {
        S const* x = w.step();
        if (x == nullptr) {
          budget.untake(n);
          return finish(w, visit, false);
        }
        if (!visit(*x, w)) {
          budget.untake(n - 1);
          return finish(w, visit, false);
        }
      }
    }
  }

  void finish(walker<S, F>& w, Visit& visit, bool keep_rest) {
    visit.flush();
    if (keep_rest) {
      std::vector<work_item> rest;
      w.drain(rest);
      std::lock_guard lock(m_);
      left.insert(left.end(), rest.begin(), rest.end());
    }
    ctl_.merge(w.totals());
  }
  void leave(work_item&& item) {
    std::lock_guard lock(m_);
    left.push_back(std::move(item));
  }

  F next_;
  Visit visit_;
  control& ctl_;
  bool keep_paths_;
  int want_;
  std::atomic<int> queued_{0};
  std::mutex m_;
  tbb::task_group group_;
};

// Counting: per-worker tallies, summed at the end.
template <class P>
struct count_visit {
  P pred;
  std::atomic<std::uint64_t>* total;
  std::uint64_t n = 0;
  bool start(path_t const&) const noexcept { return true; }
  template <class S, class W>
  bool operator()(S const& s, W&) {
    n += std::invoke(pred, s) ? 1 : 0;
    return true;
  }
  void flush() { total->fetch_add(std::exchange(n, 0), std::memory_order_relaxed); }
};

template <class Fn>
struct each_visit {
  Fn* f;
  bool start(path_t const&) const noexcept { return true; }
  template <class S, class W>
  bool operator()(S const& s, W&) {
    std::invoke(*f, s);
    return true;
  }
  void flush() const noexcept {}
};

// Any goal: the first worker to meet one keeps it and stops the others.
template <class S, class P>
struct any_visit {
  P pred;
  control* ctl;
  std::mutex* m;
  std::optional<S>* found;
  bool start(path_t const&) const noexcept { return true; }
  template <class W>
  bool operator()(S const& s, W&) {
    if (!std::invoke(pred, s)) return true;
    std::lock_guard lock(*m);
    if (!*found) found->emplace(s);
    ctl->stop(stop_reason::none);
    return false;
  }
  void flush() const noexcept {}
};

// The goal sequential dfs meets first: the goal with the least path. A worker
// stops at its first goal (everything after it in its piece comes later) and
// gives up a piece, or its walk, once the best goal so far comes before it.
template <class S, class P>
struct first_visit {
  P pred;
  std::mutex* m;
  std::optional<S>* found;
  path_t* best;
  std::atomic<bool>* any;
  std::uint32_t tick = 0;
  bool before_best(path_t const& p) const {
    if (!any->load(std::memory_order_acquire)) return false;
    std::lock_guard lock(*m);
    return *best < p;
  }
  bool start(path_t const& p) const { return !before_best(p); }
  template <class W>
  bool operator()(S const& s, W& w) {
    if (std::invoke(pred, s)) {
      path_t p = w.current_path();
      std::lock_guard lock(*m);
      if (!*found || p < *best) {
        found->emplace(s);
        *best = std::move(p);
        any->store(true, std::memory_order_release);
      }
      return false;
    }
    return ++tick % 1024 != 0 || !before_best(w.current_path());
  }
  void flush() const noexcept {}
};

template <class S, class F, class Visit>
void run(S const& root, F next, Visit visit, control& ctl, std::vector<work_item> const& work,
         bool keep_paths, std::vector<work_item>* left = nullptr) {
  engine<S, F, Visit> e(std::move(next), std::move(visit), ctl, keep_paths);
  e.run(root, work);
  if (left) *left = std::move(e.left);
}

}  // namespace detail

/// The number of states below `root` (root included) that satisfy `pred`,
/// exactly the count of `seek::dfs(root, next) | filter(pred)`, on every
/// thread of the current oneTBB arena. `next` and `pred` are copied per task
/// and called concurrently: they must not change shared state unguarded.
/// With `stats`, the merged statistics (frontier: the deepest stack of any
/// one worker); with `lim`, a lower bound when `stats.truncated()`.
template <class S, class F, class P>
  requires successor_function<F, S> && std::copy_constructible<S> &&
           std::predicate<P&, S const&> && std::copy_constructible<P>
std::uint64_t count(S const& root, F next, P pred, statistics& stats, limits lim = {}) {
  detail::control ctl(std::move(lim));
  std::atomic<std::uint64_t> total{0};
  detail::run(root, std::move(next), detail::count_visit<P>{std::move(pred), &total}, ctl,
              {work_item{}}, false);
  ctl.report(stats);
  return total.load();
}
template <class S, class F, class P>
  requires successor_function<F, S> && std::copy_constructible<S> &&
           std::predicate<P&, S const&> && std::copy_constructible<P>
std::uint64_t count(S const& root, F next, P pred) {
  statistics stats;
  return count(root, std::move(next), std::move(pred), stats);
}

/// As count, carrying on from checkpoint `cp` and leaving in it where the
/// search stopped (see seek/scale/checkpoint.hpp). Returns `cp.count`.
template <class S, class F, class P>
  requires successor_function<F, S> && std::copyable<S> && std::predicate<P&, S const&> &&
           std::copy_constructible<P>
std::uint64_t count(S const& root, F next, P pred, checkpoint& cp, statistics& stats,
                    limits lim = {}) {
  detail::control ctl(std::move(lim));
  std::atomic<std::uint64_t> total{0};
  std::vector<work_item> work = detail::work_of(cp);
  cp.started = true;
  detail::run(root, std::move(next), detail::count_visit<P>{std::move(pred), &total}, ctl, work,
              true, &cp.open);
  std::sort(cp.open.begin(), cp.open.end(),
            [](work_item const& a, work_item const& b) { return a.path < b.path; });
  ctl.report(stats);
  cp.count += total.load();
  cp.nodes += stats.nodes;
  return cp.count;
}

/// Calls `f(state)` for every state below `root`, root included, each once,
/// from several threads at the same time and in no set order: `f` must be
/// safe to call concurrently (guard what it shares).
template <class S, class F, class Fn>
  requires successor_function<F, S> && std::copy_constructible<S> && std::invocable<Fn&, S const&>
void for_each(S const& root, F next, Fn f, statistics& stats, limits lim = {}) {
  detail::control ctl(std::move(lim));
  detail::run(root, std::move(next), detail::each_visit<Fn>{&f}, ctl, {work_item{}}, false);
  ctl.report(stats);
}
template <class S, class F, class Fn>
  requires successor_function<F, S> && std::copy_constructible<S> && std::invocable<Fn&, S const&>
void for_each(S const& root, F next, Fn f) {
  statistics stats;
  for_each(root, std::move(next), std::move(f), stats);
}

/// Some state below `root` that satisfies `pred` (not necessarily the one
/// seek::dfs meets first), or nullopt if there is none; the other workers
/// stop as soon as one is found.
template <class S, class F, class P>
  requires successor_function<F, S> && std::copy_constructible<S> &&
           std::predicate<P&, S const&> && std::copy_constructible<P>
std::optional<S> find_any(S const& root, F next, P pred, statistics& stats, limits lim = {}) {
  detail::control ctl(std::move(lim));
  std::mutex m;
  std::optional<S> found;
  detail::run(root, std::move(next), detail::any_visit<S, P>{std::move(pred), &ctl, &m, &found}, ctl,
              {work_item{}}, false);
  ctl.report(stats);
  if (found) stats.stopped = stop_reason::none;
  return found;
}
template <class S, class F, class P>
  requires successor_function<F, S> && std::copy_constructible<S> &&
           std::predicate<P&, S const&> && std::copy_constructible<P>
std::optional<S> find_any(S const& root, F next, P pred) {
  statistics stats;
  return find_any(root, std::move(next), std::move(pred), stats);
}

/// The state satisfying `pred` that seek::dfs meets first (the same answer
/// as a sequential search), or nullopt. Workers still split the tree; one
/// whose piece lies after the best goal found so far gives it up.
template <class S, class F, class P>
  requires successor_function<F, S> && std::copy_constructible<S> &&
           std::predicate<P&, S const&> && std::copy_constructible<P>
std::optional<S> find_first(S const& root, F next, P pred, statistics& stats, limits lim = {}) {
  detail::control ctl(std::move(lim));
  std::mutex m;
  std::optional<S> found;
  path_t best;
  std::atomic<bool> any{false};
  detail::run(root, std::move(next), detail::first_visit<S, P>{std::move(pred), &m, &found, &best, &any},
              ctl, {work_item{}}, true);
  ctl.report(stats);
  if (found) stats.stopped = stop_reason::none;
  return found;
}
template <class S, class F, class P>
  requires successor_function<F, S> && std::copy_constructible<S> &&
           std::predicate<P&, S const&> && std::copy_constructible<P>
std::optional<S> find_first(S const& root, F next, P pred) {
  statistics stats;
  return find_first(root, std::move(next), std::move(pred), stats);
}

}  // namespace seek::parallel

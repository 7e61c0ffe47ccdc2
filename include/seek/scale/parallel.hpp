// seek/scale/parallel.hpp: count, visit or find over a search tree on every
// core, with oneTBB (opt-in: link seek::parallel; the core stays free of it).
//
//   seek::parallel::count(roots, next, [pred], options...)     statistics&, limits, checkpoint&
//   seek::parallel::for_each(roots, next, fn, options...)      statistics&, limits
//   seek::parallel::find_any / find_first(roots, next, pred, options...)
//
// The arguments are those of seek::count (seek/scale/count.hpp). Each task
// walks its piece depth-first (scale/detail/run_piece.hpp); while fewer tasks wait than
// twice the threads, a running task hands its oldest open alternatives to new
// tasks, so the tree is split where work remains. Counts and merged
// statistics are those of a sequential seek::dfs. Threads: the caller's
// oneTBB arena (tbb::task_arena(n).execute(...)). seek::traced_by(t): every
// task reports to `t`, one call at a time, with its thread's index in the
// arena as the worker (docs/tracing.md). Details: docs/scaling.md.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <functional>
#include <mutex>
#include <optional>
#include <type_traits>
#include <utility>
#include <vector>

#include <oneapi/tbb/task_arena.h>
#include <oneapi/tbb/task_group.h>

#include <seek/core/concepts.hpp>
#include <seek/core/statistics.hpp>
#include <seek/scale/detail/shared_limits.hpp>
#include <seek/scale/detail/count_args.hpp>
#include <seek/scale/detail/run_piece.hpp>
#include <seek/core/detail/state_box.hpp>
#include <seek/scale/detail/split_walker.hpp>
#include <seek/scale/checkpoint.hpp>
#include <seek/trace/tracer.hpp>

namespace seek::parallel::detail {

using seek::detail::control;
using seek::detail::forest;
using seek::detail::path_t;
using seek::detail::piece;
using seek::detail::ticket;

// The shared part of one split search. Each task copies `Visit`, calls it on
// every state of its piece with its walker (for the path), stops its piece
// when it returns false, and calls its flush() at the end. With a Tracer
// (not seek::detail::no_tracer), the walkers report to it under one lock,
// and a piece handed out carries its parent's id.
template <class S, class G, bool Bounded, class Visit, class Tracer>
class engine {
  static constexpr bool traced = !std::is_same_v<Tracer, seek::detail::no_tracer>;
  using trace_t = std::conditional_t<traced, seek::detail::walk_trace<Tracer>, seek::detail::no_walk_trace>;
  using id_type = typename trace_t::id_type;

 public:
  engine(forest<S> const& roots, G next, std::size_t max_depth, Visit visit, control& ctl, bool keep_paths,
         Tracer* tracer)
      : roots_(&roots), next_(std::move(next)), max_depth_(max_depth), visit_(std::move(visit)), ctl_(ctl),
        keep_paths_(keep_paths), tracer_(tracer) {
    want_ = std::max(2, 2 * tbb::this_task_arena::max_concurrency());
  }

  /// Runs every work item (replayed from the roots by its task); waits for all.
  void run(std::vector<work_item> const& work) {
    for (auto const& w : work) spawn(std::nullopt, w, 0);
    group_.wait();
  }

  /// Work not done when the search stopped, as paths (for a checkpoint).
  std::vector<work_item> left;

 private:
  void spawn(std::optional<seek::detail::state_box<S>>&& s, work_item w, std::size_t depth, id_type parent = {}) {
    queued_.fetch_add(1, std::memory_order_relaxed);
    group_.run(task{this, std::move(s), std::move(w), depth, parent});
  }

  // oneTBB calls a task as const; it runs once, so it may give its state away.
  struct task {
    engine* e;
    // The state at item.path, or nullopt: replay the path. Boxed: a task is
    // made on a worker's stack before oneTBB moves it to the heap.
    mutable std::optional<seek::detail::state_box<S>> s;
    mutable work_item item;
    std::size_t depth;
    [[no_unique_address]] id_type parent;  // of the state, when it was handed out traced
    void operator()() const {
      e->queued_.fetch_sub(1, std::memory_order_relaxed);
      e->walk(std::move(s), std::move(item), depth, parent);
    }
  };

  // Between two batches of 16 states, while too few tasks wait, a task hands
  // out its oldest alternatives.
  struct pace {
    ticket* budget;
    engine* e;
    template <class W>
    std::uint64_t allow(W& w) {
      std::uint64_t const n = budget->take(16);
      if (n != 0 && e->queued_.load(std::memory_order_relaxed) < e->want_) {
        w.split([this](seek::detail::state_box<S>&& child, path_t const& p, std::size_t d, id_type parent) {
          e->spawn(std::move(child), work_item{e->keep_paths_ ? p : path_t{}, work_item::whole}, d, parent);
        });
      }
      return n;
    }
    void unused(std::uint64_t n) { budget->untake(n); }
  };

  // What this thread's walker reports: nothing, or to the tracer as worker
  // this thread's index in the arena.
  trace_t trace() {
    if constexpr (traced)
      return {tracer_, &trace_lock_, &last_id_, 1,
              static_cast<std::size_t>(tbb::this_task_arena::current_thread_index())};
    else
      return {};
  }

  void walk(std::optional<seek::detail::state_box<S>>&& s, work_item&& item, std::size_t depth, id_type parent) {
    if (ctl_.stopped() || !visit_.start(item.path)) return leave(std::move(item));
    piece<S> p = s ? piece<S>{std::move(*s), std::move(item.path), depth, item.from} : roots_->replay(next_, item);
    Visit visit = visit_;
    ticket budget(ctl_);
    pace pc{&budget, this};
    seek::detail::walker<S, G, Bounded, trace_t> w(next_, keep_paths_ ? p.path : path_t{}, p.depth, max_depth_,
                                                   trace(), parent);
    std::vector<work_item> rest;
    auto const end = seek::detail::run_piece(w, std::move(p), visit, pc, rest);
    visit.flush();
    if (end == seek::detail::piece_end::stopped) {
      std::lock_guard lock(m_);
      left.insert(left.end(), rest.begin(), rest.end());
    }
    ctl_.merge(w.totals());
  }
  void leave(work_item&& item) {
    std::lock_guard lock(m_);
    left.push_back(std::move(item));
  }

  forest<S> const* roots_;
  G next_;
  std::size_t max_depth_;
  Visit visit_;
  control& ctl_;
  bool keep_paths_;
  int want_;
  std::atomic<int> queued_{0};
  std::mutex m_;
  Tracer* tracer_;
  std::mutex trace_lock_;      // held during each call of the tracer
  std::uint64_t last_id_ = 0;  // the last node id given out (under trace_lock_)
  tbb::task_group group_;
};

// The end of a traced search, heard once on the calling thread.
template <class P>  // a tracer's address, or nullptr_t
void finish_trace(P t, statistics const& stats) {
  if constexpr (requires { t->on_finish(finish_event{}); })
    if (t != nullptr) t->on_finish(finish_event{stats.stopped, stats.nodes});
}

// Counting: per-task tallies, summed at the end.
template <class P>
struct count_visit {
  P pred;
  std::atomic<std::uint64_t>* total;
  std::uint64_t n = 0;
  bool start(path_t const&) const noexcept { return true; }
  template <class S, class W>
  bool operator()(S const& s, W&) {
    n += std::invoke(pred, s) ? 1u : 0u;
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

// Any goal: the first task to meet one keeps it and stops the others.
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

// The goal sequential dfs meets first: the goal with the least path. A task
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

// Runs a split search of the call's roots and successor function with
// `visit`; with `keep_paths`, the open work of a stopped search goes to `left`.
template <class Call, class R, class F, class Visit>
void run(R&& roots, F& next, Visit visit, control& ctl, checkpoint* cp, bool keep_paths,
         typename Call::tracer_t* tracer) {
  using S = typename Call::S;
  using G = typename Call::G;
  auto const f = seek::detail::make_forest<Call>(std::forward<R>(roots));
  engine<S, G, Call::bounded, Visit, typename Call::tracer_t> e(*f, G(seek::detail::walked_fn<Call>(next)),
                                                                seek::detail::max_depth_of<Call>(next),
                                                                std::move(visit), ctl, keep_paths, tracer);
  if (cp == nullptr) {
    e.run(f->pieces({work_item{}}));
    return;
  }
  std::vector<work_item> const work = f->pieces_of(*cp);
  cp->started = true;
  e.run(work);
  std::sort(e.left.begin(), e.left.end(), [](work_item const& a, work_item const& b) { return a.path < b.path; });
  cp->open = std::move(e.left);
}

template <class Call, class... A>
auto options_of(A&... args) {
  return seek::detail::read_options<typename Call::memo_t, typename Call::comm_t>(args...);
}
template <class Call, class... A>
auto pred_copy(A&... args) {
  return std::decay_t<decltype(seek::detail::pred_of<Call::has_pred>(args...))>(
      seek::detail::pred_of<Call::has_pred>(args...));
}

using seek::detail::count_arguments;
using seek::detail::count_call;
using seek::detail::count_site;
using seek::detail::diagnose;

struct count_fn {
  template <class R, class F, class... A>
    requires count_arguments<count_site::parallel_count, R, F, A...>
  std::uint64_t operator()(R&& roots, F next, A&&... args) const {
    using call = count_call<count_site::parallel_count, R, F, A...>;
    auto o = options_of<call>(args...);
    control ctl(std::move(o.lim));
    std::atomic<std::uint64_t> total{0};
    auto pred = pred_copy<call>(args...);
    auto const tracer = seek::detail::find_tracer(args...);
    run<call>(std::forward<R>(roots), next, count_visit<decltype(pred)>{std::move(pred), &total}, ctl, o.cp,
              o.cp != nullptr, tracer);
    statistics stats;
    ctl.report(stats);
    finish_trace(tracer, stats);
    if (o.stats) *o.stats = stats;
    if (o.cp == nullptr) return total.load();
    seek::detail::add_count(o.cp->count, total.load());
    o.cp->nodes += stats.nodes;
    return o.cp->count;
  }
  // A call that fails here breaks the protocol of the counts: the one
  // static_assert that fails in seek::detail::diagnose says how.
  template <class R, class F, class... A>
    requires(!count_arguments<count_site::parallel_count, R, F, A...>)
  std::uint64_t operator()(R&&, F, A&&...) const {
    diagnose<count_site::parallel_count, R, F, A...>();
    return 0;
  }
};

struct for_each_fn {
  template <class R, class F, class Fn, class... A>
    requires count_arguments<count_site::parallel_each, R, F, Fn, A...>
  void operator()(R&& roots, F next, Fn&& fn, A&&... args) const {
    using call = count_call<count_site::parallel_each, R, F, Fn, A...>;
    auto o = options_of<call>(args...);
    control ctl(std::move(o.lim));
    auto const tracer = seek::detail::find_tracer(args...);
    run<call>(std::forward<R>(roots), next, each_visit<std::remove_reference_t<Fn>>{std::addressof(fn)}, ctl, nullptr,
              false, tracer);
    statistics stats;
    ctl.report(stats);
    finish_trace(tracer, stats);
    if (o.stats) *o.stats = stats;
  }
  // See count_fn: the static_assert that fails says what is wrong.
  template <class R, class F, class... A>
    requires(!count_arguments<count_site::parallel_each, R, F, A...>)
  void operator()(R&&, F, A&&...) const {
    diagnose<count_site::parallel_each, R, F, A...>();
  }
};

template <bool First>
struct find_fn {
  template <class R, class F, class P, class... A>
    requires count_arguments<count_site::parallel_find, R, F, P, A...>
  auto operator()(R&& roots, F next, P&& pred, A&&... args) const {
    using call = count_call<count_site::parallel_find, R, F, P, A...>;
    using S = typename call::S;
    using pred_t = std::decay_t<P>;
    auto o = options_of<call>(args...);
    control ctl(std::move(o.lim));
    std::mutex m;
    std::optional<S> found;
    auto const tracer = seek::detail::find_tracer(args...);
    if constexpr (First) {
      path_t best;
      std::atomic<bool> any{false};
      run<call>(std::forward<R>(roots), next, first_visit<S, pred_t>{pred_t(pred), &m, &found, &best, &any}, ctl,
                nullptr, true, tracer);
    } else {
      run<call>(std::forward<R>(roots), next, any_visit<S, pred_t>{pred_t(pred), &ctl, &m, &found}, ctl, nullptr,
                false, tracer);
    }
    statistics stats;
    ctl.report(stats);
    if (found) stats.stopped = stop_reason::none;
    finish_trace(tracer, stats);
    if (o.stats) *o.stats = stats;
    return found;
  }
  // See count_fn: the static_assert that fails says what is wrong. The
  // result type is deduced, so the body (and its static_assert) is
  // instantiated at the call, before the caller's use of the result.
  template <class R, class F, class... A>
    requires(!count_arguments<count_site::parallel_find, R, F, A...>)
  auto operator()(R&&, F, A&&...) const {
    diagnose<count_site::parallel_find, R, F, A...>();
  }
};

}  // namespace seek::parallel::detail

namespace seek::parallel {

/// `seek::parallel::count(roots, next, [pred], options...)`: what
/// seek::count(roots, next, pred) gives, on every thread of the current
/// oneTBB arena. Options: `seek::statistics&` (merged; frontier is the
/// deepest stack of one task), `seek::limits` (node limit exact; the count
/// is then of the states visited), `seek::checkpoint&` (carry on from it,
/// leave in it where the search stopped; returns `cp.count`),
/// `seek::traced_by(t)` (on_generated, on_expand, on_dead_end, called one
/// at a time from the tasks' threads; on_finish). `next` is
/// shared by the tasks and `pred` copied per task; both are called
/// concurrently and must not change shared state unguarded. Refused at
/// compile time: seek::memo_by, seek::skip_seen, seek::shuffled.
inline constexpr detail::count_fn count{};

/// `seek::parallel::for_each(roots, next, fn, options...)`: calls `fn(state)`
/// for every state below the roots, each once, from several threads at the
/// same time and in no set order: `fn` must be safe to call concurrently.
/// Options: `seek::statistics&`, `seek::limits`, `seek::traced_by(t)`.
inline constexpr detail::for_each_fn for_each{};

/// `seek::parallel::find_any(roots, next, pred, options...)`: some state
/// satisfying `pred` (not necessarily the one seek::dfs meets first), or
/// nullopt; the other tasks stop once one is found (stats.stopped is then
/// stop_reason::none). Options: `seek::statistics&`, `seek::limits`,
/// `seek::traced_by(t)`.
inline constexpr detail::find_fn<false> find_any{};

/// `seek::parallel::find_first(roots, next, pred, options...)`: the state
/// satisfying `pred` that seek::dfs meets first, or nullopt. Tasks still
/// split the tree; one whose piece lies after the best goal found so far
/// gives it up. Options: `seek::statistics&`, `seek::limits`,
/// `seek::traced_by(t)`.
inline constexpr detail::find_fn<true> find_first{};

}  // namespace seek::parallel

// seek/scale/count.hpp: seek::count, the number of states of a search tree
// that satisfy a predicate, on one thread.
//
//   seek::count(roots, next)                      every state
//   seek::count(roots, next, pred)                states satisfying pred
//   seek::count(roots, next, pred, options...)    statistics&, limits,
//                                                 seek::memo_by(key), seek::checkpoint&
//
// Always the count of `seek::dfs(roots, next) | filter(pred)`: plain, it
// walks the tree as dfs does; with memo_by it remembers subtree counts by a
// key the caller vouches for; with a checkpoint it carries on from it and
// leaves in it where it stopped. seek::parallel::count and seek::mpi::count
// take the same arguments. Signatures, costs and examples: docs/scaling.md.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <utility>
#include <vector>

#include <range/v3/range/access.hpp>

#include <seek/core/concepts.hpp>
#include <seek/core/statistics.hpp>
#include <seek/scale/detail/shared_limits.hpp>
#include <seek/scale/detail/count_args.hpp>
#include <seek/scale/detail/memo_count.hpp>
#include <seek/strategy/detail/monitor.hpp>
#include <seek/scale/detail/run_piece.hpp>
#include <seek/strategy/detail/roots.hpp>
#include <seek/scale/detail/split_walker.hpp>
#include <seek/scale/checkpoint.hpp>
#include <seek/scale/memo.hpp>
#include <seek/strategy/dfs.hpp>

namespace seek::detail {

// A monitor for the options given: none, statistics, statistics and limits.
template <class Call, class O>
auto count_monitor(O& o, statistics& local) {
  constexpr bool limited = Call::with_limits;
  constexpr bool counted = Call::with_stats;
  if constexpr (limited)
    return limited_monitor{counted ? o.stats : &local, std::move(o.lim)};
  else if constexpr (counted)
    return counting_monitor{o.stats};
  else
    return no_monitor{};
}

// One thread's pace through the pieces of a checkpointed count: the node
// budget of its limits, a chunk at a time.
struct ticket_pace {
  ticket* budget;
  template <class W>
  std::uint64_t allow(W&) {
    return budget->take(control::chunk);
  }
  void unused(std::uint64_t n) { budget->untake(n); }
};

struct count_fn {
  template <class R, class F, class... A>
    requires count_arguments<count_site::count, R, F, A...>
  std::uint64_t operator()(R&& roots, F next, A&&... args) const {
    using call = count_call<count_site::count, R, F, A...>;
    auto o = read_options<typename call::memo_t, typename call::comm_t>(args...);
    auto&& pred = pred_of<call::has_pred>(args...);
    if constexpr (call::with_memo)
      return memoized<call>(std::forward<R>(roots), next, pred, o);
    else if constexpr (call::with_checkpoint)
      return resumed<call>(std::forward<R>(roots), next, pred, o);
    else
      return plain<call>(std::forward<R>(roots), std::move(next), pred, o);
  }

  // A call that fails here breaks the protocol of the counts: the one
  // static_assert that fails in detail::diagnose says how.
  template <class R, class F, class... A>
    requires(!count_arguments<count_site::count, R, F, A...>)
  std::uint64_t operator()(R&&, F, A&&...) const {
    diagnose<count_site::count, R, F, A...>();
    return 0;
  }
  // A braced list where an option goes (after up to two other arguments).
  template <class R, class F>
  auto operator()(R&&, F, braced_option) const {
    return refuse_braced_option<R>();
  }
  template <class R, class F, class A>
  auto operator()(R&&, F, A&&, braced_option) const {
    return refuse_braced_option<R>();
  }
  template <class R, class F, class A, class B>
  auto operator()(R&&, F, A&&, B&&, braced_option) const {
    return refuse_braced_option<R>();
  }

 private:
  template <class Call, class R, class F, class P, class O>
  static std::uint64_t plain(R&& roots, F next, P& pred, O& o) {
    std::uint64_t n = 0;
    auto run = [&](auto&& states) {
      for (auto const& s : states)
        if (std::invoke(pred, s)) ++n;
    };
    statistics local;
    if constexpr (Call::with_limits)
      run(seek::dfs(std::forward<R>(roots), std::move(next), o.stats ? *o.stats : local, std::move(o.lim)));
    else if constexpr (Call::with_stats)
      run(seek::dfs(std::forward<R>(roots), std::move(next), *o.stats));
    else
      run(seek::dfs(std::forward<R>(roots), std::move(next)));
    return n;
  }

  template <class Call, class R, class F, class P, class O>
  static std::uint64_t memoized(R&& roots, F& next, P& pred, O& o) {
    using S = typename Call::S;
    typename Call::G g(walked_fn<Call>(next));
    auto key = o.memo->key;
    statistics local;
    auto mon = count_monitor<Call>(o, local);
    auto run = [&](auto first, auto last) {
      return memo_count<Call::bounded, S>(first, last, g, pred, key, o.memo->options, max_depth_of<Call>(next), mon);
    };
    if constexpr (Call::many_roots) {
      return run(ranges::begin(roots), ranges::end(roots));
    } else {
      S const* root = std::addressof(roots);
      return run(root, root + 1);
    }
  }

  template <class Call, class R, class F, class P, class O>
  static std::uint64_t resumed(R&& roots, F& next, P& pred, O& o) {
    using S = typename Call::S;
    using G = typename Call::G;
    G g(walked_fn<Call>(next));
    auto const f = make_forest<Call>(std::forward<R>(roots));
    checkpoint& cp = *o.cp;
    control ctl(std::move(o.lim));
    std::vector<work_item> work = f->pieces_of(cp), left;
    cp.started = true;
    count_visit<P&> visit{pred};
    {
      ticket budget(ctl);
      ticket_pace pace{&budget};
      for (auto& w : work) {
        if (ctl.stopped()) {
          left.push_back(std::move(w));
          continue;
        }
        piece<S> p = f->replay(g, w);
        walker<S, G, Call::bounded> walk(g, p.path, p.depth, max_depth_of<Call>(next));
        run_piece(walk, std::move(p), visit, pace, left);
        ctl.merge(walk.totals());
      }
    }
    statistics run;
    ctl.report(run);
    add_count(cp.count, visit.n);
    cp.nodes += run.nodes;
    cp.open = std::move(left);
    if (o.stats) *o.stats = run;
    return cp.count;
  }
};

}  // namespace seek::detail

namespace seek {

/// `seek::count(roots, next, [pred], options...)`: the number of states of
/// the tree below `roots` (one state, or a range of states) that satisfy
/// `pred` (every state without it): exactly what counting
/// `seek::dfs(roots, next) | filter(pred)` gives. Options, in any order,
/// each at most once:
///
/// * `seek::statistics&`: what the count did (nodes, expanded, failures,
///   depth, frontier, memo_hits, stopped).
/// * `seek::limits`: stop early; the count is then of the states visited
///   (stats.truncated() tells).
/// * `seek::memo_by(key[, memo_options])`: remember subtree counts by key
///   (see seek/scale/memo.hpp for the key rules), in a hash table, or with
///   `seek::memo_by(seek::dense_index(n, index))` in an array. Throws
///   std::overflow_error rather than wrap past 2^64 - 1.
/// * `seek::checkpoint&`: carry on from it, leave in it the count so far and
///   the open work; returns `cp.count`. States must be copyable and `next`
///   give the same children in the same order every time.
///
/// Refused at compile time, with the reason: an unknown option or one given
/// twice, memo_by with a checkpoint, seek::skip_seen with memo_by or a
/// checkpoint, seek::shuffled with a checkpoint.
inline constexpr detail::count_fn count{};

}  // namespace seek

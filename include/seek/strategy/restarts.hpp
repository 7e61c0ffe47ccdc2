// seek/strategy/restarts.hpp: randomized restarts, for finding one goal in a tree
// whose search time is heavy-tailed (Gecode's RBS, Gomes et al. 1998).
//
//   seek::restarts(roots, next, schedule, seed, options...)
//
// Run i (from 1) is seek::dfs(roots, seek::shuffled(next, seed_i)) stopped
// after schedule(i) states; seed_i is the i-th output of seek::splitmix64
// seeded with `seed`. The range yields the states of run 1, then of run 2,
// and so on: every run starts again at the root, so states repeat. It ends
// after the first run that walks its whole tree within its limit. With an
// unbounded schedule (Luby, geometric) and a finite tree that run comes, and
// then every state has been yielded at least once: a goal is found if there
// is one. A schedule that stops growing (a constant) may restart forever on
// a tree it cannot walk within that budget: bound such a walk with limits.
// A budget of 0 counts as 1. Use it as
// `| views::filter(goal) | seek::first(1)`; to count or enumerate solutions
// exactly, use seek::dfs (restarts repeat states).
//
// seek::statistics and seek::limits cover the whole walk, over all runs:
// `passes` counts the runs, `nodes` every state generated, `time` runs from
// begin(), `cancel` and `frontier` end it as they end seek::dfs, and
// `progress` sees the states of all runs so far.
//
//   seek::restarts(roots, seek::reseeded(make), schedule, seed)
//
// As above, but run i searches with `make(seed_i)` as it is, not with a
// shuffled `next`: for successor functions that randomize their own order
// lazily (seek::sudoku::random_order), so that no run collects and shuffles
// the children of a node before it visits the first one. Each run gets a
// successor of its own, made from its seed, so a walk is fixed by `seed`.
//
//   seek::restarts(roots, seek::learn_nogoods(next, store, literals, goal), schedule, seed)
//
// As above (`next` plain or reseeded), and each run that spends its budget
// leaves in `store` the subtrees it walked whole without a goal; later runs
// skip them (seek/learn/learn_nogoods.hpp).
#pragma once

#include <algorithm>
#include <bit>
#include <chrono>
#include <concepts>
#include <cstdint>
#include <limits>
#include <optional>
#include <ranges>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>

#include <range/v3/view/ref.hpp>

#include <seek/core/concepts.hpp>
#include <seek/core/luby.hpp>
#include <seek/core/random.hpp>
#include <seek/core/statistics.hpp>
#include <seek/core/detail/fresh_on_copy.hpp>
#include <seek/core/detail/iterator.hpp>
#include <seek/strategy/detail/monitor.hpp>
#include <seek/learn/detail/nogood_recorder.hpp>
#include <seek/strategy/detail/roots.hpp>
#include <seek/strategy/detail/protocol.hpp>
#include <seek/strategy/detail/restart_successors.hpp>
#include <seek/strategy/detail/search_view.hpp>
#include <seek/strategy/detail/semiregular_box.hpp>
#include <seek/learn/learn_nogoods.hpp>
#include <seek/strategy/dfs.hpp>
#include <seek/successor/shuffled.hpp>

namespace seek {

/// A restart schedule: run i (from 1) may produce `schedule(i)` states.
template <class Sch>
concept restart_schedule =
    std::copy_constructible<Sch> && std::regular_invocable<Sch const&, std::uint64_t> &&
    std::convertible_to<std::invoke_result_t<Sch const&, std::uint64_t>, std::uint64_t>;

/// `scale * luby(i)` states for run i: the schedule that is within a
/// logarithmic factor of the best fixed limit for any run-time distribution
/// (Luby, Sinclair and Zuckerman 1993).
struct luby_schedule {
  std::uint64_t scale = 100;  ///< states in a run of Luby term 1
  /// The limit of run `i`, saturating at 2^64 - 1. Throws
  /// std::invalid_argument for a scale of 0 (no run would grow).
  constexpr std::uint64_t operator()(std::uint64_t i) const {
    if (scale == 0) throw std::invalid_argument("seek::luby_schedule: scale must be at least 1, not 0");
    std::uint64_t const l = luby(i);
    return scale > std::numeric_limits<std::uint64_t>::max() / l ? std::numeric_limits<std::uint64_t>::max()
                                                                  : scale * l;
  }
};

/// `base * factor^(i-1)` states for run i (rounded down, saturating).
struct geometric_schedule {
  std::uint64_t base = 100;  ///< states in run 1
  double factor = 1.5;       ///< growth per run; at least 1
  /// The limit of run `i`. Throws std::invalid_argument for a base of 0 or
  /// a factor of 1 or less (or NaN): the runs would never grow, and restarts
  /// would not end on a finite tree larger than a run.
  constexpr std::uint64_t operator()(std::uint64_t i) const {
    if (base == 0) throw std::invalid_argument("seek::geometric_schedule: base must be at least 1, not 0");
    if (!(factor > 1.0))
      throw std::invalid_argument("seek::geometric_schedule: factor must be above 1 (the runs must grow), not " +
                                  std::to_string(factor));
    double x = static_cast<double>(base);
    for (std::uint64_t k = 1; k < i && x < 1.8e19; ++k) x *= factor;
    return x >= 1.8e19 ? std::numeric_limits<std::uint64_t>::max() : static_cast<std::uint64_t>(x);
  }
};

namespace detail {
// The number of states run `run` may produce, from what its schedule gave:
// 0 counts as 1; a negative number (or NaN) is refused with the value, not
// wrapped into 2^64 - 5, which would mean "no limit".
template <class N>
std::uint64_t run_budget(N n, std::uint64_t run) {
  if constexpr (std::is_floating_point_v<N>) {
    if (!(n >= 0))
      throw std::invalid_argument("seek::restarts: the schedule gave run " + std::to_string(run) + " a budget of " +
                                  std::to_string(n) + " states; a budget must not be negative");
    if (n >= 1.8e19) return std::numeric_limits<std::uint64_t>::max();
  } else if constexpr (std::is_signed_v<N>) {
    if (n < 0)
      throw std::invalid_argument("seek::restarts: the schedule gave run " + std::to_string(run) + " a budget of " +
                                  std::to_string(n) + " states; a budget must not be negative");
  }
  auto const b = static_cast<std::uint64_t>(n);
  return b == 0 ? 1 : b;
}
}  // namespace detail

/// What seek::reseeded returns: a maker of one successor function per
/// restart run, from the run's seed.
template <class Make>
struct reseeded_fn {
  Make make;  ///< `make(seed)`: the successor function of a run
  /// Only seek::restarts runs it (other strategies say so at the call).
  static constexpr bool restarts_only = true;
};

/// `seek::reseeded(make)`: tells seek::restarts to search run i with
/// `make(seed_i)` instead of seek::shuffled(next, seed_i) (see the top of
/// this file).
template <class Make>
  requires std::copy_constructible<Make> && std::invocable<Make const&, std::uint64_t>
reseeded_fn<Make> reseeded(Make make) {
  return {std::move(make)};
}

namespace detail {
// The successor function of the run seeded with `seed`; a learning walk's
// avoids the nogoods learnt so far.
template <class F>
auto run_successor(F const& next, std::uint64_t seed) {
  if constexpr (is_learning<F>::value)
    return avoiding(run_successor(next.next, seed), next.store, next.literals);
  else if constexpr (is_reseeded<F>::value)
    return next.make(seed);
  else
    return shuffled(next, xoshiro256ss(seed));
}

// What hears the states of each run: the nogood recorder of a learning walk.
template <class F>
struct recorder_of {
  using type = no_recorder;
  static type make(F const&) { return {}; }
};
template <class F, class L, class Goal>
struct recorder_of<learn_nogoods_fn<F, L, Goal>> {
  using type = nogood_recorder<L, Goal>;
  static type make(learn_nogoods_fn<F, L, Goal> const& f) { return type(f.store, f.literals, f.goal); }
};

// Whether restarts accept `next` for states of type S: a successor function,
// or seek::reseeded of a maker of successor functions.
template <class F, class S>
inline constexpr bool restart_successor_v = successor_function<F, S>;
template <class Make, class S>
inline constexpr bool restart_successor_v<reseeded_fn<Make>, S> =
    successor_function<std::invoke_result_t<Make const&, std::uint64_t>, S>;
// The successor function of a run, as a type.
template <class F>
struct run_next_type {
  using type = F;
};
template <class Make>
struct run_next_type<reseeded_fn<Make>> {
  using type = std::invoke_result_t<Make const&, std::uint64_t>;
};
// Learning over skip_seen (given, or made by a reseeded maker) would take a
// subtree cut by the seen set for one walked whole.
template <class F, class S>
inline constexpr bool learnable_next_v = restart_successor_v<F, S> && !has_root_hook<typename run_next_type<F>::type, S>;
template <class F, class L, class Goal, class S>
inline constexpr bool restart_successor_v<learn_nogoods_fn<F, L, Goal>, S> =
    learnable_next_v<F, S> && literal_function<L, S> && state_predicate<Goal, S>;

// The monitor of one run: every event goes to the walk's monitor (the
// statistics and limits of the whole walk), and the run has a node budget of
// its own, schedule(i). The walk's monitor counts the run (passes) when the
// run generates its first state, so a run refused at once by a limit of the
// walk is not counted.
template <class Outer, class Rec>
struct run_monitor {
  using id_type = typename Outer::id_type;
  struct report {
    bool budget_spent = false;  // the run reached its own budget
    bool refused = false;       // a limit of the walk ended it
  };
  Outer* outer = nullptr;
  report* out = nullptr;
  Rec* rec = nullptr;
  std::uint64_t budget = 0;
  std::uint64_t used = 0;

  void begin() noexcept {
    used = 0;
    *out = report{};
  }
  constexpr void pass() const noexcept {}
  constexpr void restart() const noexcept {}
  bool produce(std::size_t depth) {
    if (used >= budget) {
      out->budget_spent = true;
      return false;
    }
    if (!outer->produce(depth)) {
      out->refused = true;
      return false;
    }
    if (used++ == 0) outer->restart();
    return true;
  }
  template <class S>
  id_type generated(S const& s, std::size_t depth, id_type parent) {
    rec->generated(s, depth);
    return outer->generated(s, depth, parent);
  }
  template <class S>
  void yield(id_type id, S const& s) {
    outer->yield(id, s);
  }
  template <class S>
  void expand(id_type id, S const& s) {
    outer->expand(id, s);
  }
  template <class S>
  void fail(id_type id, S const& s) {
    outer->fail(id, s);
  }
  template <class S>
  void prune(id_type id, S const& s) {
    outer->prune(id, s);
  }
  template <class S>
  void climb(id_type id, S const& s) {
    outer->climb(id, s);
  }
  bool frontier(std::size_t size) {
    if (outer->frontier(size)) return true;
    out->refused = true;
    return false;
  }
  constexpr void finish(stop_reason) const noexcept {}
};

// The run monitor, with the walk's depth bound (seek::depth_limited) if any.
template <class Outer, class Rec, bool = bounds_depth_v<Outer>>
struct run_monitor_of {
  using type = run_monitor<Outer, Rec>;
  static type make(Outer* o, typename type::report* r, Rec* rec, std::uint64_t budget) {
    return type{o, r, rec, budget, 0};
  }
};
template <class Outer, class Rec>
struct run_monitor_of<Outer, Rec, true> {
  using type = depth_bounded<run_monitor<Outer, Rec>>;
  static type make(Outer* o, typename run_monitor<Outer, Rec>::report* r, Rec* rec, std::uint64_t budget) {
    return type(run_monitor<Outer, Rec>{o, r, rec, budget, 0}, o->max_depth);
  }
};

}  // namespace detail

/// The lazy range returned by seek::restarts: the states of run 1, then of
/// run 2, ... (see the top of this file). Input range of `S const&`;
/// `it.depth()` is the depth in the current run; `begin()` (on a named
/// view) starts again from run 1 with the same seeds.
template <search_state S, class F, class Sch, class Roots, class Monitor>
class restarts_view : public detail::search_view<restarts_view<S, F, Sch, Roots, Monitor>, Roots, F, Monitor> {
  using base = detail::search_view<restarts_view, Roots, F, Monitor>;
  using base::roots_, base::next_, base::monitor_, base::cursor;

  using run_next_t = decltype(detail::run_successor(std::declval<F const&>(), std::uint64_t{}));
  using recorder_t = typename detail::recorder_of<F>::type;
  using run_monitor_t = typename detail::run_monitor_of<Monitor, recorder_t>::type;
  using report_t = typename detail::run_monitor<Monitor, recorder_t>::report;
  // Your seek::restarts(…, seek::learn_nogoods(…), …) lands here with a depth
  // bound: a subtree cut at the bound is not walked whole, so it is no nogood.
  static_assert(!detail::is_learning<F>::value || !detail::bounds_depth_v<Monitor>,
                "seek::restarts: seek::learn_nogoods cannot be used with seek::depth_limited: a subtree cut at "
                "the depth bound is not searched whole, so it proves nothing");
  using run_view_t = dfs_view<S, run_next_t, ranges::ref_view<Roots>, run_monitor_t>;
  using run_iterator = ranges::iterator_t<run_view_t>;

  // Iteration state, made by begin(); a copy of the view starts afresh.
  struct engine_state {
    std::optional<run_view_t> run;
    std::optional<run_iterator> it;
    std::optional<recorder_t> recorder;
    report_t report;
    splitmix64 seeds{0};
    std::uint64_t runs = 0;
    bool done = true;
  };
  using engine = detail::fresh_on_copy<engine_state>;

 public:
  /// The state type S.
  using value_type = S;
  // Its `iterator` (search_view's): `it.depth()` is the depth in the run.

  restarts_view() = default;
  /// Made by seek::restarts, the way to call it.
  restarts_view(Roots roots, F next, Sch schedule, std::uint64_t seed, Monitor monitor)
      : base(std::move(roots), std::move(next), std::move(monitor)),
        schedule_(std::in_place, std::move(schedule)),
        seed_(seed) {}

 private:
  friend cursor_access;
  friend detail::search_cursor<restarts_view>;

  detail::search_cursor<restarts_view> begin_cursor() {
    engine& e = engine_;
    e.it.reset();
    e.run.reset();
    e.seeds = splitmix64(seed_);
    e.runs = 0;
    e.done = false;
    e.recorder.emplace(detail::recorder_of<F>::make(next_.get()));
    monitor_.begin();
    try {
      next_run();
    } catch (...) {
      finish(stop_reason::none);
      throw;
    }
    return cursor();
  }

  S const& current() const { return **engine_.it; }
  std::size_t current_depth() const { return engine_.it->depth(); }
  bool ended() const { return engine_.done; }

  void advance() {
    engine& e = engine_;
    if (e.done) return;
    try {
      ++*e.it;
      if (*e.it == std::default_sentinel) next_run();
    } catch (...) {
      finish(stop_reason::none);
      throw;
    }
  }

  // After a run that spent its budget, the next run; the walk ends after
  // one that walked its whole tree, or that a limit of the walk ended.
  void next_run() {
    engine& e = engine_;
    for (;;) {
      if (e.run) {
        if (e.report.refused) return finish(stop_reason::none);
        if (!e.report.budget_spent) return finish(stop_reason::exhausted);
        e.recorder->commit();
      }
      e.it.reset();
      e.run.reset();
      ++e.runs;
      std::uint64_t const budget = detail::run_budget(std::invoke(schedule_.get(), e.runs), e.runs);
      e.recorder->start_run();
      e.run.emplace(ranges::ref_view<Roots>(roots_.get()), detail::run_successor(next_.get(), e.seeds()),
                    detail::run_monitor_of<Monitor, recorder_t>::make(&monitor_, &e.report, &*e.recorder, budget));
      e.it.emplace(e.run->begin());
      if (*e.it != std::default_sentinel) return;
    }
  }

  void finish(stop_reason r) {
    engine_.done = true;
    engine_.it.reset();
    engine_.run.reset();
    monitor_.finish(r);
  }

  detail::semiregular_box<Sch> schedule_;
  std::uint64_t seed_ = 0;
  engine engine_;
};

namespace detail {

template <class G, class S>
struct accepts_restart_successor : std::bool_constant<restart_successor_v<G, S>> {};

// Which part of seek::learn_nogoods(next, store, literals, goal) is wrong,
// for the diagnostics.
template <class G, class S>
struct learning_parts {
  static constexpr bool depth_bound = false, next_bad = false, literals_bad = false, goal_bad = false;
};
template <class F, class L, class Goal, class S>
struct learning_parts<learn_nogoods_fn<F, L, Goal>, S> {
  static constexpr bool depth_bound = is_depth_limited_v<F>;
  static constexpr bool next_bad = !learnable_next_v<F, S>;
  static constexpr bool literals_bad = !literal_function<L, S>;
  static constexpr bool goal_bad = !state_predicate<Goal, S>;
};

// A schedule, then an integer seed, each optional.
template <class... P>
struct restart_params : std::false_type {};
template <>
struct restart_params<> : std::true_type {};
template <class Sch>
struct restart_params<Sch> : std::bool_constant<restart_schedule<std::decay_t<Sch>>> {};
template <class Sch, class Seed>
struct restart_params<Sch, Seed>
    : std::bool_constant<restart_schedule<std::decay_t<Sch>> && std::integral<std::remove_cvref_t<Seed>> &&
                         !std::same_as<std::remove_cvref_t<Seed>, bool>> {};

// seek::restarts: (roots, next, [schedule, [seed]], options...); roots are
// walked once per run.
struct restarts_spec : spec_defaults {
  static constexpr bool runs_restarts = true;
  template <class G, class S>
  using accepts = accepts_restart_successor<G, S>;
  static constexpr bool multipass = true;
  // Over seek::skip_seen (each run with a fresh set), a state first reached
  // at the bound would be skipped where it is reached again above it.
  template <bool Remembering>
  static constexpr bool takes_depth_limit = !Remembering;
  static constexpr std::size_t max_params = 2;
  template <class S, class G, class... P>
  static constexpr bool params_ok = restart_params<P...>::value;

  template <class S, bool Paths, class Roots, class G, class M, class Policy, class... P>
  static auto make(Roots roots, G next, M monitor, Policy, P&&... params) {
    return make_with<S>(std::move(roots), std::move(next), std::move(monitor), std::forward<P>(params)...);
  }

  // Your call of seek::restarts lands here: the first static_assert that
  // fails says what is wrong with it.
  template <class A>
  static auto diagnose() {
    if constexpr (!A::next_ok && A::next_weighted)
      static_assert(never<A>,
                    "seek::restarts takes an unweighted successor function (returning states); one returning "
                    "(state, cost) pairs is for seek::dijkstra, seek::astar and seek::ida_star");
    else if constexpr (!A::next_ok && learning_parts<typename A::G, typename A::S>::depth_bound)
      static_assert(never<A>,
                    "seek::restarts: seek::learn_nogoods cannot be used with seek::depth_limited: a subtree cut at "
                    "the depth bound is not searched whole, so it proves nothing");
    else if constexpr (!A::next_ok && learning_parts<typename A::G, typename A::S>::next_bad)
      static_assert(never<A>,
                    "seek::restarts: seek::learn_nogoods(next, …): `next` is not a successor function for the "
                    "roots' type, nor seek::reseeded(make) of a maker of one (nor seek::skip_seen, whose subtrees "
                    "are not searched whole)");
    else if constexpr (!A::next_ok && learning_parts<typename A::G, typename A::S>::literals_bad)
      static_assert(never<A>,
                    "seek::restarts: seek::learn_nogoods(next, store, literals, goal): `literals(state)` must return "
                    "a range of integers, the literals the state contains (seek::literal_function)");
    else if constexpr (!A::next_ok && learning_parts<typename A::G, typename A::S>::goal_bad)
      static_assert(never<A>,
                    "seek::restarts: seek::learn_nogoods(next, store, literals, goal): `goal(state)` must be a "
                    "predicate on the state (seek::state_predicate)");
    else if constexpr (!A::next_ok)
      static_assert(never<A>,
                    "seek::restarts: `next` is not a successor function for the roots' type, nor "
                    "seek::reseeded(make) of a maker of one");
    else if constexpr (!A::roots_copyable)
      static_assert(never<A>,
                    "seek::restarts copies its roots for each run, and the state type cannot be copied "
                    "(a move-only state such as std::unique_ptr): use seek::dfs or seek::bfs, which walk a root "
                    "once, or a copyable state");
    else if constexpr (!A::roots_ok)
      static_assert(never<A>,
                    "seek::restarts walks its roots once per run: pass a forward range of roots (a container, "
                    "or a view that can be iterated again)");
    else if constexpr (!A::depth_ok)
      static_assert(never<A>,
                    "seek::restarts over seek::skip_seen does not take seek::depth_limited: a state first "
                    "reached at the bound would be skipped where it is reached again above it");
    else if constexpr (!A::count_ok)
      static_assert(never<A>,
                    "seek::restarts: unknown option: restarts takes at most a schedule and a seed, then only the "
                    "options seek::statistics& and seek::limits");
    else if constexpr (!A::params_ok)
      static_assert(never<A>,
                    "seek::restarts: the schedule must be callable as schedule(run) returning a number of states "
                    "(seek::restart_schedule, e.g. seek::luby_schedule), and the seed an integer");
    return refused_call{};
  }

 private:
  template <class S, class Roots, class G, class M, class Sch = luby_schedule>
  static auto make_with(Roots roots, G next, M monitor, Sch schedule = {}, std::uint64_t seed = 0) {
    return restarts_view<S, G, std::decay_t<Sch>, Roots, M>(std::move(roots), std::move(next),
                                                                  std::move(schedule), seed, std::move(monitor));
  }
};
}  // namespace detail

/// `seek::restarts(roots, next, schedule = luby_schedule{}, seed = 0, options...)`:
/// the states of successive randomized, node-limited depth-first runs from
/// `roots` (one state or a forward range of them; see the top of this file).
/// An input range of `S const&` (`it.depth()` is the depth in the run);
/// begin() starts again from run 1, with the same seeds, so a walk is
/// determined by `seed`. Options: seek::statistics& (`passes` counts the
/// runs), seek::limits (over the whole walk).
inline constexpr detail::strategy_fn<detail::restarts_spec> restarts{};

}  // namespace seek

// seek/strategy/detail/protocol.hpp: the one argument protocol of every strategy,
//
//   strategy(roots, next, params..., options...)
//
// read in one place. `roots` is one state or a range of states (a string is
// one state; seek::roots / seek::root say which when `next` takes both); `next` is the successor function, a seek::depth_limited one
// taken apart here, and only here, into the function the engine calls and
// a depth bound kept by the monitor; `params` are the strategy's own
// (positional); `options` are recognised by type, in any order, each at most
// once: `seek::statistics&`, `seek::limits`, `seek::seen_by(...)` or
// `seek::dense_index(n, index)` (how states are remembered: one of them),
// `seek::traced_by(tracer)` (which wraps the monitor chosen here). A
// strategy describes itself with a Spec (see dfs.hpp); strategy_fn<Spec> is
// the function object the user calls. A valid call meets the named concept
// search_call; any other call lands on the catch-all overload, whose
// static_assert puts the reason on the first error line.
#pragma once

#include <chrono>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <stop_token>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>

#include <range/v3/range/concepts.hpp>
#include <range/v3/range/traits.hpp>

#include <seek/core/concepts.hpp>
#include <seek/core/roots.hpp>
#include <seek/core/statistics.hpp>
#include <seek/core/weighted.hpp>
#include <seek/successor/detail/hooks.hpp>
#include <seek/strategy/detail/monitor.hpp>
#include <seek/core/detail/never.hpp>
#include <seek/strategy/detail/option_kind.hpp>
#include <seek/strategy/detail/roots.hpp>
#include <seek/successor/dense_index.hpp>
#include <seek/successor/depth_limited.hpp>
#include <seek/successor/seen_by.hpp>
#include <seek/trace/tracer.hpp>

namespace seek::detail {

// ---- options (what each is: option_kind.hpp) -----------------------------

// The number of leading arguments that are not options: the params.
template <class... Args>
constexpr std::size_t leading_params() {
  std::size_t n = 0;
  bool more = true;
  ((more = more && !is_option_v<Args>, n += more ? 1 : 0), ...);
  return n;
}

// The I-th type of a pack.
template <std::size_t I, class... T>
using nth_t = std::tuple_element_t<I, std::tuple<T...>>;

// ---- roots and the successor function -------------------------------------

// The successor function a strategy calls for `F` and whether `F` bounds
// the depth (seek::depth_limited taken apart).
template <class F>
using base_fn_t = typename depth_split<std::decay_t<F>>::fn;
template <class F>
inline constexpr bool bounded_v = depth_split<std::decay_t<F>>::bounded;

// The two halves of `next`: the function the engine calls, and the depth
// bound (0 when unbounded). The strategies (build, below) and the counts
// (scale/detail/count_args.hpp) take depth_limited apart with these, and only these.
template <class F>
decltype(auto) called_fn(F&& next) {
  if constexpr (bounded_v<F>)
    return next.base();
  else
    return std::forward<F>(next);
}
template <class F>
std::size_t depth_bound_of(F const& next) {
  if constexpr (bounded_v<F>)
    return next.max_depth();
  else
    return 0;
}

// How the first argument `R` of a call is read, for a strategy whose
// successor functions are accepted by `Accepts<G, S>` (the rule of
// docs/strategies.md, "roots"):
// * seek::roots(r) and seek::root(s) (core/roots.hpp) are a range of roots;
// * a string is one state;
// * otherwise `R` is one state when `next` takes it, a range of roots when
//   `next` takes its elements, and ambiguous when `next` takes both (a generic
//   successor and roots std::vector<int>{1, 2, 3}): such a call is refused,
//   never read one way silently.
template <template <class, class> class Accepts, class R, class G>
concept elements_are_states = ranges::input_range<R> && Accepts<G, ranges::range_value_t<R>>::value &&
                              roots_of<R, ranges::range_value_t<R>>;

template <class R>
inline constexpr bool marked_roots_v = is_roots_range_v<std::remove_cvref_t<R>>;

// `R` is a range of states `next` takes that cannot be copied out of it (a
// std::vector of move-only states): not roots, for a walk copies each root
// from its range, so that the view can be walked again. For the diagnostics.
template <template <class, class> class Accepts, class R, class G>
concept uncopyable_roots = !marked_roots_v<R> && ranges::input_range<R> &&
                           Accepts<G, ranges::range_value_t<R>>::value && !roots_of<R, ranges::range_value_t<R>>;

template <template <class, class> class Accepts, class R, class G>
concept roots_range_for =
    (marked_roots_v<R> && ranges::input_range<R>) ||
    (!marked_roots_v<R> && !std::convertible_to<R, std::string_view> && !Accepts<G, std::remove_cvref_t<R>>::value &&
     elements_are_states<Accepts, R, G>);

/// `R` could be one state or a range of roots for `G`: refused.
template <template <class, class> class Accepts, class R, class G>
concept ambiguous_roots = !marked_roots_v<R> && !std::convertible_to<R, std::string_view> &&
                          Accepts<G, std::remove_cvref_t<R>>::value && elements_are_states<Accepts, R, G>;

template <template <class, class> class Accepts, class R, class G>
struct state_of {
  using type = std::remove_cvref_t<R>;
};
template <template <class, class> class Accepts, class R, class G>
  requires roots_range_for<Accepts, R, G>
struct state_of<Accepts, R, G> {
  using type = ranges::range_value_t<R>;
};

// The two kinds of successor function, as traits for the above.
template <class G, class S>
struct accepts_unweighted : std::bool_constant<successor_function<G, S>> {};
template <class G, class S>
struct accepts_weighted : std::bool_constant<weighted_successor_function<G, S>> {};

// ---- a braced option ------------------------------------------------------

// What a braced list in an option's place, `{.nodes = 10}`, can become: a
// struct with the members of seek::limits, in their order, so that any
// designated list for a limits fits it. A braced list has no type, so no
// template deduces it; an overload taking this type, and only it, puts the
// reason on the first error line instead of "no match for call".
struct braced_option {
  std::uint64_t nodes = 0;
  std::uint64_t frontier = 0;
  std::chrono::nanoseconds time{};
  std::stop_token cancel{};
  std::function<void(statistics const&)> progress{};
  std::chrono::nanoseconds progress_period{};
};
template <class T>
auto refuse_braced_option() {
  static_assert(never<T>,
                "seek::limits: an option written as a braced list, {.nodes = N}, has no type, and options are "
                "recognised by their type: write seek::limits{.nodes = N}");
  return refused_call{};
}

// ---- a call, analysed -----------------------------------------------------

// Whether the key a seen_policy keeps for states S can be copied (a
// move-only state is its own key by default, and cannot be).
template <class P, class S>
struct policy_key_copyable : std::true_type {};
template <class K, class H, class E, class S>
  requires std::regular_invocable<K const&, S const&>
struct policy_key_copyable<seen_policy<K, H, E>, S> : std::bool_constant<std::copy_constructible<seen_key_t<K, S>>> {};

// The seen_policy or dense_policy among the options, or the default one.
template <class... Args>
struct policy_of {
  using type = seen_policy<>;
};
template <class A, class... Rest>
struct policy_of<A, Rest...> {
  using type = std::conditional_t<is_seen_policy<std::remove_cvref_t<A>>::value ||
                                      is_dense_policy<std::remove_cvref_t<A>>::value,
                                  std::remove_cvref_t<A>, typename policy_of<Rest...>::type>;
};

// The tracer type among the options (a class without hooks when none).
struct no_tracer {};
template <class... Args>
struct tracer_of {
  using type = no_tracer;
};
template <class A, class... Rest>
struct tracer_of<A, Rest...> {
  using type = typename tracer_of<Rest...>::type;
};
template <class T, class... Rest>
struct tracer_of<traced_by_option<T>, Rest...> {
  using type = T;
};
template <class T, class... Rest>
struct tracer_of<traced_by_option<T>&, Rest...> : tracer_of<traced_by_option<T>, Rest...> {};
template <class T, class... Rest>
struct tracer_of<traced_by_option<T> const&, Rest...> : tracer_of<traced_by_option<T>, Rest...> {};
template <class T, class... Rest>
struct tracer_of<traced_by_option<T> const, Rest...> : tracer_of<traced_by_option<T>, Rest...> {};

// What a strategy's Spec says when it does not say otherwise: an
// unweighted, single-pass tree search with no parameter, which takes every
// successor adaptor and remembers nothing.
struct spec_defaults {
  // It is seek::restarts, which runs seek::reseeded and seek::learn_nogoods.
  static constexpr bool runs_restarts = false;
  // The successor functions it takes, for states S.
  template <class G, class S>
  using accepts = accepts_unweighted<G, S>;
  static constexpr bool weighted = false;
  // It remembers states (takes seek::seen_by).
  static constexpr bool remembers = false;
  // It keeps its records in arrays given seek::dense_index.
  static constexpr bool takes_dense_index = false;
  // It walks its roots more than once (a forward range of them).
  static constexpr bool multipass = false;
  // It takes a successor function that remembers states (seek::skip_seen).
  static constexpr bool takes_remembering_next = true;
  // It takes a successor function whose order changes (seek::shuffled).
  static constexpr bool takes_random_order = true;
  // It takes seek::depth_limited (given whether `next` remembers states).
  template <bool Remembering>
  static constexpr bool takes_depth_limit = true;
  // Its own parameters: how many, and whether they fit.
  static constexpr std::size_t min_params = 0;
  static constexpr std::size_t max_params = 0;
  template <class S, class G, class... P>
  static constexpr bool params_ok = true;
  // seek::with_paths: the strategy makes its own nodes (dijkstra, astar);
  // otherwise, which params are called with states (given the node's).
  static constexpr bool native_paths = false;
  template <std::size_t I>
  static constexpr bool param_takes_state = false;
};

// Everything the protocol knows about `Spec(R, F, Args...)`: the state
// type, which arguments are params and options, and whether each rule of
// the protocol holds. Only type traits and concepts, so it never fails to
// compile: the diagnostics read it too.
template <class Spec, class R, class F, class... Args>
struct call_analysis {
  static constexpr std::size_t param_count = leading_params<Args...>();
  static constexpr std::size_t arg_count = sizeof...(Args);

  // Options: everything after the params must be one, each kind once.
  template <std::size_t... I>
  static constexpr bool options_known(std::index_sequence<I...>) {
    return (is_option_v<nth_t<param_count + I, Args...>> && ...);
  }
  static constexpr bool all_options = options_known(std::make_index_sequence<arg_count - param_count>{});
  static constexpr bool bad_statistics = count_kind<option_kind::bad_statistics, Args...> > 0;
  // The counts' own options.
  static constexpr bool counts_option =
      count_kind<option_kind::memo, Args...> + count_kind<option_kind::checkpoint, Args...> +
          count_kind<option_kind::bad_checkpoint, Args...> + count_kind<option_kind::comm, Args...> >
      0;
  static constexpr bool twice = count_kind<option_kind::statistics, Args...> > 1 ||
                                count_kind<option_kind::limits, Args...> > 1 ||
                                count_kind<option_kind::seen_by, Args...> > 1 ||
                                count_kind<option_kind::dense_index, Args...> > 1 ||
                                count_kind<option_kind::tracer, Args...> > 1;
  static constexpr bool has_statistics = count_kind<option_kind::statistics, Args...> == 1;
  static constexpr bool has_limits = count_kind<option_kind::limits, Args...> == 1;
  static constexpr bool has_seen_by = count_kind<option_kind::seen_by, Args...> == 1;
  static constexpr bool seen_by_ok = !has_seen_by || Spec::remembers;
  static constexpr bool has_dense_index = count_kind<option_kind::dense_index, Args...> == 1;
  static constexpr bool dense_and_seen = has_dense_index && has_seen_by;
  static constexpr bool dense_index_ok = !has_dense_index || Spec::takes_dense_index;
  static constexpr bool options_ok =
      all_options && !bad_statistics && !counts_option && !twice && seen_by_ok && !dense_and_seen && dense_index_ok;

  // The successor function and the state type.
  using G = base_fn_t<F>;
  static constexpr bool bounded = bounded_v<F>;
  using S = typename state_of<Spec::template accepts, R, G>::type;
  static constexpr bool several_roots = roots_range_for<Spec::template accepts, R, G>;
  static constexpr bool ambiguous = ambiguous_roots<Spec::template accepts, R, G>;
  static constexpr bool next_ok = Spec::template accepts<G, S>::value;
  // The other kind of successor function, for the diagnostics.
  using S_unweighted = typename state_of<accepts_unweighted, R, G>::type;
  using S_weighted = typename state_of<accepts_weighted, R, G>::type;
  static constexpr bool next_unweighted = successor_function<G, S_unweighted>;
  static constexpr bool next_weighted = weighted_successor_function<G, S_weighted>;

  static constexpr bool roots_ok =
      !Spec::multipass || !several_roots || ranges::forward_range<std::remove_reference_t<R>>;
  // A strategy that walks its roots again (each pass, each run) copies them.
  static constexpr bool roots_copyable = !Spec::multipass || !next_ok || std::copy_constructible<S>;
  // A successor function that remembers states (seek::skip_seen).
  static constexpr bool remembering_next = has_root_hook<G, S>;
  static constexpr bool depth_ok = !bounded || Spec::template takes_depth_limit<remembering_next>;
  static constexpr bool remembering_ok = !remembering_next || Spec::takes_remembering_next;
  static constexpr bool order_ok = !random_order_v<G> || Spec::takes_random_order;

  template <std::size_t... I>
  static constexpr bool params_check(std::index_sequence<I...>) {
    return Spec::template params_ok<S, G, nth_t<I, Args...>...>;
  }
  static constexpr bool count_ok = Spec::min_params <= param_count && param_count <= Spec::max_params;
  static constexpr bool params_ok = [] {
    if constexpr (count_ok && next_ok)
      return params_check(std::make_index_sequence<param_count>{});
    else
      return false;
  }();

  // The strategies that remember states can hash them with the seen_by given,
  // or number them with the dense_index given.
  using policy_t = typename policy_of<Args...>::type;
  static constexpr bool policy_ok = !Spec::remembers || !next_ok || has_dense_index || seen_policy_for<policy_t, S>;
  // The key kept is not copyable (a move-only state, the default key).
  static constexpr bool key_not_copyable = !policy_ok && !policy_key_copyable<policy_t, S>::value;
  static constexpr bool index_ok = !has_dense_index || !next_ok || dense_policy_for<policy_t, S>;

  // The tracer, if any, listens to states of type S.
  using tracer_t = typename tracer_of<Args...>::type;
  static constexpr bool has_tracer = count_kind<option_kind::tracer, Args...> == 1;
  static constexpr bool tracer_ok = !has_tracer || !next_ok || seek::tracer<tracer_t, S>;

  static constexpr bool valid = !ambiguous && options_ok && next_ok && roots_ok && roots_copyable && depth_ok &&
                                remembering_ok && order_ok && params_ok && policy_ok && index_ok && tracer_ok;
};

/// A valid call of the strategy `Spec`: `(roots, next, params..., options...)`
/// with every rule of the protocol met.
template <class Spec, class R, class F, class... Args>
concept search_call = call_analysis<Spec, R, F, Args...>::valid;

// ---- building the view of a valid call ------------------------------------

// The monitor of the options: none, statistics, or limits (with or without).
template <bool HasStats, bool HasLimits>
struct monitor_for {
  using type = std::conditional_t<HasLimits, limited_monitor, std::conditional_t<HasStats, counting_monitor, no_monitor>>;
};

template <class... Opts>
statistics* find_statistics(Opts&... opts) {
  statistics* out = nullptr;
  (
      [&](auto& o) {
        if constexpr (option_kind_of<decltype(o)>() == option_kind::statistics) out = &o;
      }(opts),
      ...);
  return out;
}
template <class... Opts>
limits find_limits(Opts&... opts) {
  limits out;
  (
      [&](auto& o) {
        if constexpr (std::same_as<std::remove_cvref_t<decltype(o)>, limits>) out = o;
      }(opts),
      ...);
  return out;
}
template <class... Opts>
auto find_policy(Opts&... opts) {
  if constexpr (count_kind<option_kind::seen_by, Opts...> + count_kind<option_kind::dense_index, Opts...> == 0) {
    return seen_by();
  } else {
    constexpr std::size_t at = [] {
      constexpr option_kind kinds[] = {option_kind_of<Opts&>()...};
      std::size_t i = 0;
      while (kinds[i] != option_kind::seen_by && kinds[i] != option_kind::dense_index) ++i;
      return i;
    }();
    return std::get<at>(std::forward_as_tuple(opts...));
  }
}

template <class... Opts>
auto make_counting_monitor_of(Opts&... opts) {
  constexpr bool stats = count_kind<option_kind::statistics, Opts&...> == 1;
  constexpr bool lim = count_kind<option_kind::limits, Opts&...> == 1;
  if constexpr (lim)
    return limited_monitor(find_statistics(opts...), find_limits(opts...));
  else if constexpr (stats)
    return counting_monitor{{find_statistics(opts...)}};
  else
    return no_monitor{};
}

// The monitor of the options: the counting one they ask for, wrapped in a
// traced_monitor when a tracer listens (the one place a tracer is added).
template <class... Opts>
auto make_monitor_of(Opts&... opts) {
  constexpr bool traced = count_kind<option_kind::tracer, Opts&...> == 1;
  if constexpr (traced) {
    traced_by_option<typename tracer_of<std::remove_cvref_t<Opts>...>::type> option;
    (
        [&](auto& o) {
          if constexpr (is_traced_by<std::remove_cvref_t<decltype(o)>>::value) option = o;
        }(opts),
        ...);
    auto inner = make_counting_monitor_of(opts...);
    return traced_monitor<decltype(inner), typename tracer_of<std::remove_cvref_t<Opts>...>::type>(
        std::move(inner), option.tracer);
  } else {
    return make_counting_monitor_of(opts...);
  }
}

// Builds the view of a valid call: roots stored, the depth bound (if any)
// moved into the monitor, the options read, then Spec::make.
template <class Spec, bool Paths, class R, class F, class... Args>
auto build(R&& roots, F&& next, Args&&... args) {
  using A = call_analysis<Spec, R, F, Args...>;
  using S = typename A::S;
  constexpr std::size_t np = A::param_count;
  auto all = std::forward_as_tuple(std::forward<Args>(args)...);
  auto make = [&]<std::size_t... P, std::size_t... O>(std::index_sequence<P...>, std::index_sequence<O...>) {
    auto monitor = make_monitor_of(std::get<np + O>(all)...);
    auto policy = find_policy(std::get<np + O>(all)...);
    auto with_roots = [&](auto stored_roots) {
      if constexpr (A::bounded) {
        using M = depth_bounded<decltype(monitor)>;
        return Spec::template make<S, Paths>(std::move(stored_roots), typename A::G(called_fn(next)),
                                             M(std::move(monitor), depth_bound_of(next)), std::move(policy),
                                             std::forward<nth_t<P, Args...>>(std::get<P>(all))...);
      } else {
        return Spec::template make<S, Paths>(std::move(stored_roots), typename A::G(called_fn(std::forward<F>(next))),
                                             std::move(monitor), std::move(policy),
                                             std::forward<nth_t<P, Args...>>(std::get<P>(all))...);
      }
    };
    if constexpr (A::several_roots)
      return with_roots(store_roots(std::forward<R>(roots)));
    else
      return with_roots(single_root<S>(std::forward<R>(roots)));
  };
  return make(std::make_index_sequence<np>{}, std::make_index_sequence<sizeof...(Args) - np>{});
}

// ---- the diagnostics shared by every strategy -----------------------------

// The checks of the options, in the order a reader would look; false when
// one failed (its static_assert is then the first error).
template <class A>
constexpr bool options_diagnosed() {
  if constexpr (A::bad_statistics) {
    // Your call lands here: a seek::statistics was given as a temporary or
    // as const. The search writes into it: pass a named, non-const object.
    static_assert(never<A>,
                  "seek::statistics: given as a temporary or const, and the search writes into it: pass a named, "
                  "non-const object");
    return false;
  } else if constexpr (A::counts_option) {
    // Your call lands here: seek::memo_by, seek::checkpoint and an MPI
    // communicator are options of the counts, which walk the whole tree.
    static_assert(never<A>,
                  "seek: memo_by, checkpoint and an MPI communicator are options of the counts, not of a strategy: "
                  "give them to seek::count, seek::parallel::count or seek::mpi::count");
    return false;
  } else if constexpr (!A::all_options) {
    // Your call lands here: after the strategy's own parameters come only
    // options, recognised by type.
    static_assert(never<A>,
                  "seek: unknown option: after the strategy's own parameters come only options (seek::statistics&, "
                  "seek::limits, seek::seen_by(...), seek::dense_index(n, index), seek::traced_by(tracer)), in any "
                  "order");
    return false;
  } else if constexpr (A::twice) {
    // Your call lands here: an option appears twice.
    static_assert(never<A>,
                  "seek: an option was given twice: statistics, limits, seen_by, dense_index and"
                  " traced_by may each appear once");
    return false;
  } else if constexpr (A::dense_and_seen) {
    // Your call lands here: seen_by and dense_index both say how the search
    // finds a state it met before (by a hash, by an index): give one.
    static_assert(never<A>,
                  "seek: seen_by and dense_index both say how states are remembered (hashed by a key, or numbered "
                  "0..n-1): give one of them");
    return false;
  } else if constexpr (!A::seen_by_ok) {
    // Your call lands here: seek::seen_by tells a strategy how to remember
    // states, and this one remembers none.
    static_assert(never<A>,
                  "seek::seen_by: only the strategies that remember states take it (unique_dfs, unique_bfs, dijkstra, "
                  "astar), and this one remembers none: wrap the successor function instead: "
                  "seek::skip_seen<State>(next, seek::seen_by(...))");
    return false;
  } else if constexpr (!A::dense_index_ok) {
    // Your call lands here: seek::dense_index, like seen_by, tells a
    // strategy how to remember states, and this one remembers none.
    static_assert(never<A>,
                  "seek::dense_index: only the strategies that remember states take it (unique_dfs, unique_bfs, "
                  "dijkstra, astar), and this one remembers none: wrap the successor function instead: "
                  "seek::skip_seen<State>(next, seek::dense_index(n, index))");
    return false;
  } else if constexpr (!A::tracer_ok) {
    // Your call lands here: the object given to seek::traced_by hears none
    // of the events of this search, or names a hook that does not take its
    // event (on_generated(seek::node_event<State> const&), ...).
    static_assert(never<A>,
                  "seek::traced_by: not a tracer of this search's states (seek::tracer): give it on_generated, "
                  "on_yield, on_expand, on_dead_end, on_pruned or on_climb taking seek::node_event<State>, "
                  "on_pass or on_restart taking seek::pass_event, or on_finish taking seek::finish_event, "
                  "every member of those names taking its event");
    return false;
  } else {
    return true;
  }
}

// A successor-function wrapper that only seek::restarts runs (it says so
// with a member `restarts_only`: seek::reseeded, seek::learn_nogoods).
template <class G>
concept restarts_only_fn = requires { requires G::restarts_only; };

// The function object of a strategy: `strategy(roots, next, params...,
// options...)`.
template <class Spec>
struct strategy_fn {
  /// The strategy's description (for seek::with_paths).
  using spec = Spec;

  template <class R, class F, class... Args>
    requires search_call<Spec, R, F, Args...>
  auto operator()(R&& roots, F&& next, Args&&... args) const {
    return build<Spec, false>(std::forward<R>(roots), std::forward<F>(next), std::forward<Args>(args)...);
  }

  // Your call lands here when it breaks a rule of the protocol: the
  // static_assert below (the first error) says which. A strategy is called
  // as strategy(roots, next, params..., options...).
  template <class... Args>
  auto operator()(Args&&...) const {
    return diagnose_args<Args...>();
  }
  // A braced list where an option goes (after up to three other arguments).
  template <class R, class F>
  auto operator()(R&&, F&&, braced_option) const {
    return refuse_braced_option<R>();
  }
  template <class R, class F, class A>
  auto operator()(R&&, F&&, A&&, braced_option) const {
    return refuse_braced_option<R>();
  }
  template <class R, class F, class A, class B>
  auto operator()(R&&, F&&, A&&, B&&, braced_option) const {
    return refuse_braced_option<R>();
  }
  template <class R, class F, class A, class B, class C>
  auto operator()(R&&, F&&, A&&, B&&, C&&, braced_option) const {
    return refuse_braced_option<R>();
  }

  // The diagnostics of a call with arguments of types Args (as a forwarding
  // reference deduces them); seek::with_paths asks too. Every function of
  // the chain returns `auto`, so that the compiler instantiates it (and
  // reports its static_assert) at the call, not at the end of the file.
  template <class... Args>
  static auto diagnose_args() {
    if constexpr (sizeof...(Args) < 2) {
      static_assert(never<Args...>,
                    "seek: a strategy takes the roots and a successor function first: "
                    "strategy(roots, next, params..., options...)");
      return refused_call{};
    } else {
      return diagnose<Args...>();
    }
  }

 private:
  template <class R, class F, class... Args>
  static auto diagnose() {
    using A = call_analysis<Spec, R, F, Args...>;
    if constexpr (A::ambiguous) {
      // Your call lands here: the roots could be one state or a range of
      // states, for `next` takes both. Say which: seek::roots(r) for each
      // element of r, seek::root(s) for the one state s.
      static_assert(never<A>,
                    "seek: ambiguous roots: `next` takes both the roots argument (as one state) and its elements: "
                    "write seek::roots(r) to search from each element, or seek::root(s) for one state that is a "
                    "range");
      return refused_call{};
    } else if constexpr (!options_diagnosed<A>()) {
      return refused_call{};
    } else if constexpr (A::next_ok && !A::index_ok) {
      // Your call lands here: the index function of seek::dense_index(n,
      // index) must number the states: take State const&, return an integer.
      static_assert(never<A>,
                    "seek::dense_index: the index function of dense_index(n, index) must take State const& and return "
                    "an integer: give one that numbers the states 0..n-1 (seek::state_index_for)");
      return refused_call{};
    } else if constexpr (!A::next_ok && !Spec::runs_restarts && restarts_only_fn<typename A::G>) {
      // Your call lands here: seek::reseeded(make) and seek::learn_nogoods(…)
      // describe the runs of seek::restarts; other strategies take the
      // successor function itself.
      static_assert(never<A>,
                    "seek: seek::reseeded(make) and seek::learn_nogoods(next, …) are for seek::restarts: this "
                    "strategy takes a successor function itself (for one run: make(seed), or next)");
      return refused_call{};
    } else if constexpr (A::next_ok && A::count_ok && A::params_ok && A::key_not_copyable) {
      // Your call lands here: the search keeps a key per state it met, by
      // default the state itself, and this one cannot be copied.
      static_assert(never<A>,
                    "seek: this search remembers the states it met by a key, by default a copy of the state, and "
                    "this state (or its key) is not copyable: pass seek::seen_by(key, hash) with a copyable key "
                    "(an id, a hash of the state)");
      return refused_call{};
    } else if constexpr (!A::next_ok && !std::copy_constructible<typename A::G> &&
                         std::invocable<typename A::G&, typename A::S const&>) {
      // Your call lands here: `next` would do, but it cannot be copied (it
      // owns a std::unique_ptr, say), and the view keeps a copy of it, which
      // range pipes copy again.
      static_assert(never<A>,
                    "seek: the successor function cannot be copied (it owns a move-only member, such as a "
                    "std::unique_ptr), and a search keeps a copy of it: hold that member in a std::shared_ptr, or "
                    "pass std::ref(next)");
      return refused_call{};
    } else if constexpr (!A::next_ok && uncopyable_roots<Spec::template accepts, R, typename A::G>) {
      // Your call lands here: the roots are a range of move-only states. A
      // walk copies each root from the range (a view may be walked again),
      // and these cannot be copied.
      static_assert(never<A>,
                    "seek: the roots are a range of states that cannot be copied (move-only states in a "
                    "container), and a walk copies each root from the range, so that the view can be walked "
                    "again: make the roots in a view (ranges::views::transform), or search from one root");
      return refused_call{};
    } else if constexpr (std::is_array_v<std::remove_cvref_t<R>> && !A::next_ok) {
      // Your call lands here: a string literal is an array of characters,
      // not a std::string, and `next` does not take it.
      static_assert(never<A>,
                    "seek: the root is a character array (a string literal is a char const[N]), not the state "
                    "type of `next`: pass a std::string (or a std::string_view, whichever `next` takes)");
      return refused_call{};
    } else {
      return Spec::template diagnose<A>();
    }
  }
};

template <class T>
struct is_strategy_fn : std::false_type {};
template <class Spec>
struct is_strategy_fn<strategy_fn<Spec>> : std::true_type {};

}  // namespace seek::detail

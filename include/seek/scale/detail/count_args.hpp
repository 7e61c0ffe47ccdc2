// seek/scale/detail/count_args.hpp: the argument protocol of the counts,
// `(roots, next, [pred], options...)`, read once for seek::count,
// seek::parallel::{count, for_each, find_any, find_first} and seek::mpi::count.
//
// Options are recognised by type, in any order, each at most once. A call
// that does not fit gets one static_assert naming what is wrong (diagnose),
// on the first error line: the function objects have a constrained overload
// (count_arguments) and a diagnostic one for everything else. Successor
// adaptors that share state between copies (skip_seen's set, shuffled's
// generator) are found through the adaptors wrapping them (successor_traits)
// and refused where pieces of the tree are walked apart.
#pragma once

#include <array>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <stdexcept>
#include <tuple>
#include <type_traits>

#include <seek/core/concepts.hpp>
#include <seek/core/statistics.hpp>
#include <seek/successor/detail/hooks.hpp>
#include <seek/strategy/detail/protocol.hpp>
#include <seek/scale/checkpoint.hpp>
#include <seek/scale/memo.hpp>
#include <seek/successor/depth_limited.hpp>
#include <seek/successor/dense_index.hpp>
#include <seek/successor/seen_by.hpp>

namespace seek::detail {

// What copies of a successor function share, found through the adaptors
// wrapping it (they forward the hooks, successor/detail/hooks.hpp): a set of seen
// states (seek::skip_seen: it hears of roots), a random generator
// (seek::shuffled: it declares a random order).
template <class G, class S>
struct successor_traits {
  static constexpr bool seen_set = has_root_hook<G, S>;
  static constexpr bool random = random_order_v<G>;
};

// The first of A... of kind K (void if none).
template <option_kind K, class... A>
struct find_arg {
  using type = void;
};
template <option_kind K, class A0, class... A>
struct find_arg<K, A0, A...> {
  using type = std::conditional_t<option_kind_of<A0>() == K, std::remove_cvref_t<A0>, typename find_arg<K, A...>::type>;
};

// The kinds of the arguments after next (and one more, so never empty).
template <class... A>
inline constexpr std::array<option_kind, sizeof...(A) + 1> arg_kinds{option_kind_of<A>()..., option_kind::none};
template <class... A>
constexpr std::size_t how_many(option_kind k) {
  std::size_t n = 0;
  for (std::size_t i = 0; i < sizeof...(A); ++i) n += arg_kinds<A...>[i] == k ? 1u : 0u;
  return n;
}

// Which call is read: what it accepts after `next`.
enum class count_site : unsigned char {
  count,           // seek::count: [pred], statistics&, limits, memo_by, checkpoint&
  parallel_count,  // seek::parallel::count: [pred], statistics&, limits, checkpoint&, traced_by
  parallel_each,   // seek::parallel::for_each: fn, statistics&, limits, traced_by
  parallel_find,   // seek::parallel::find_any / find_first: pred, statistics&, limits, traced_by
  mpi_count,       // seek::mpi::count: [pred], statistics&, limits, checkpoint&, MPI_Comm, traced_by
};

enum class count_problem : unsigned char {
  none,
  ambiguous_roots,
  restarts_only,
  next_not_copyable,
  uncopyable_roots,
  not_successor,
  missing_pred,
  missing_fn,
  bad_pred,
  bad_fn,
  unknown_option,
  seen_by_here,
  dense_index_here,
  bad_stats,
  bad_checkpoint,
  twice,
  not_a_tracer,
  memo_not_here,
  checkpoint_not_here,
  comm_not_here,
  memo_and_checkpoint,
  seen_set_split,
  seen_set_checkpoint,
  seen_set_memo,
  random_split,
  bad_memo_key,
  state_not_copyable,
  fn_not_copyable,
};

// Everything a count needs to know about its arguments, and the first thing
// wrong with them.
template <count_site Site, class R, class F, class... A>
struct count_call {
  using G = base_fn_t<F>;  // the function walked (depth_limited taken apart)
  static constexpr bool bounded = bounded_v<F>;
  using S = typename state_of<accepts_unweighted, R, G>::type;
  static constexpr bool many_roots = roots_range_for<accepts_unweighted, R, G>;
  static constexpr bool ambiguous = detail::ambiguous_roots<accepts_unweighted, R, G>;

  static constexpr std::size_t n_args = sizeof...(A);
  // The argument after next is the predicate (or function) when it is no option.
  static constexpr bool has_pred = n_args > 0 && arg_kinds<A...>[0] == option_kind::none;
  using pred_t = std::decay_t<std::tuple_element_t<0, std::tuple<A..., bool>>>;
  using memo_t = typename find_arg<option_kind::memo, A...>::type;
  using comm_t = typename find_arg<option_kind::comm, A...>::type;
  static constexpr bool with_stats = how_many<A...>(option_kind::statistics) != 0;
  static constexpr bool with_limits = how_many<A...>(option_kind::limits) != 0;
  static constexpr bool with_memo = how_many<A...>(option_kind::memo) != 0;
  static constexpr bool with_checkpoint = how_many<A...>(option_kind::checkpoint) != 0;
  static constexpr bool split_apart = Site != count_site::count;  // pieces walked by other threads or ranks
  using tracer_t = typename tracer_of<std::remove_cvref_t<A>...>::type;  // no_tracer without seek::traced_by
  static constexpr bool with_tracer = how_many<A...>(option_kind::tracer) != 0;

  static constexpr bool memo_key_ok() {
    if constexpr (std::is_void_v<memo_t>)
      return true;
    else
      return memo_key_function<decltype(memo_t::key), S> || dense_policy_for<decltype(memo_t::key), S>;
  }
  static constexpr bool pred_ok() {
    if constexpr (!has_pred)
      return true;
    else if constexpr (Site == count_site::parallel_each)
      return std::invocable<pred_t&, S const&>;
    else
      return std::predicate<pred_t&, S const&>;
  }

  static constexpr count_problem problem() {
    using enum count_problem;
    if constexpr (ambiguous) {
      return ambiguous_roots;
    } else if constexpr (!successor_function<G, S> && restarts_only_fn<G>) {
      return restarts_only;
    } else if constexpr (!successor_function<G, S> && !std::copy_constructible<G> && std::invocable<G&, S const&>) {
      return next_not_copyable;
    } else if constexpr (!successor_function<G, S> && detail::uncopyable_roots<accepts_unweighted, R, G>) {
      return uncopyable_roots;
    } else if constexpr (!successor_function<G, S>) {
      return not_successor;
    } else {
      using traits = successor_traits<G, S>;
      constexpr bool needs_pred = Site == count_site::parallel_each || Site == count_site::parallel_find;
      if (needs_pred && !has_pred) return Site == count_site::parallel_each ? missing_fn : missing_pred;
      if (!pred_ok()) return Site == count_site::parallel_each ? bad_fn : bad_pred;
      for (std::size_t i = has_pred ? 1u : 0u; i < n_args; ++i)
        if (arg_kinds<A...>[i] == option_kind::none) return unknown_option;
      if (with_tracer && Site == count_site::count) return unknown_option;  // seek::count traces nothing yet
      if (how_many<A...>(option_kind::seen_by) != 0) return seen_by_here;
      if (how_many<A...>(option_kind::dense_index) != 0) return dense_index_here;
      if (how_many<A...>(option_kind::bad_statistics) != 0) return bad_stats;
      if (how_many<A...>(option_kind::bad_checkpoint) != 0) return bad_checkpoint;
      for (auto k : {option_kind::statistics, option_kind::limits, option_kind::memo, option_kind::checkpoint,
                     option_kind::comm, option_kind::tracer})
        if (how_many<A...>(k) > 1) return twice;
      if (with_tracer && !seek::tracer<tracer_t, S>) return not_a_tracer;
      if (with_memo && Site != count_site::count) return memo_not_here;
      if (with_checkpoint && (Site == count_site::parallel_each || Site == count_site::parallel_find))
        return checkpoint_not_here;
      if (how_many<A...>(option_kind::comm) != 0 && Site != count_site::mpi_count) return comm_not_here;
      if (with_memo && with_checkpoint) return memo_and_checkpoint;
      if (traits::seen_set && split_apart) return seen_set_split;
      if (traits::seen_set && with_checkpoint) return seen_set_checkpoint;
      if (traits::seen_set && with_memo) return seen_set_memo;
      if (traits::random && (split_apart || with_checkpoint)) return random_split;
      if (!memo_key_ok()) return bad_memo_key;
      if ((split_apart || with_checkpoint) && !std::copyable<S>) return state_not_copyable;
      if (split_apart && Site != count_site::parallel_each && has_pred && !std::copy_constructible<pred_t>)
        return fn_not_copyable;
      return none;
    }
  }
};

/// The arguments of a count fit its protocol (see the top of this file).
template <count_site Site, class R, class F, class... A>
concept count_arguments = count_call<Site, R, F, A...>::problem() == count_problem::none;

// The diagnostic overloads of the counts end here: the message of the one
// static_assert that fails says what is wrong with the call. It returns
// `auto`, so that it is instantiated (and its static_assert reported) at the
// call, before the caller's use of the result.
template <count_site Site, class R, class F, class... A>
auto diagnose() {
  constexpr count_problem p = count_call<Site, R, F, A...>::problem();
  using enum count_problem;
  static_assert(p != ambiguous_roots,
                "seek: ambiguous roots: `next` takes both the roots argument (as one state) and its elements: "
                "write seek::roots(r) to count from each element, or seek::root(s) for one state that is a range");
  static_assert(p != restarts_only,
                "seek: seek::reseeded(make) and seek::learn_nogoods(next, …) are for seek::restarts: a count "
                "takes a successor function itself (counts are exact and learn nothing)");
  static_assert(p != next_not_copyable,
                "seek: the successor function cannot be copied (it owns a move-only member, such as a "
                "std::unique_ptr), and a count keeps a copy of it: hold that member in a std::shared_ptr, or "
                "pass std::ref(next)");
  static_assert(p != uncopyable_roots,
                "seek: the roots are a range of states that cannot be copied (move-only states in a container), "
                "and a count copies each root from the range: make the roots in a view "
                "(ranges::views::transform), or count from one root");
  static_assert(p != not_successor,
                "seek: `next` is not a seek::successor_function for the roots' state type, or the roots are "
                "neither a state nor a range of states: make next callable with State const& and return a range "
                "of states");
  static_assert(p != missing_pred,
                "seek::parallel::find_any and find_first: the predicate is missing: give one on the state after "
                "next");
  static_assert(p != missing_fn,
                "seek::parallel::for_each: the function is missing: give one to call on each state after next");
  static_assert(p != bad_pred,
                "seek: the argument after next is neither a predicate on the state type nor an option of a count "
                "(seek::statistics&, seek::limits, seek::memo_by(key), seek::checkpoint&): a memo key goes in "
                "seek::memo_by(key)");
  static_assert(p != bad_fn,
                "seek::parallel::for_each: the function after next cannot be called with State const&: make it "
                "take the state");
  static_assert(p != unknown_option,
                "seek: unknown option: after roots, next and the predicate a count takes only seek::statistics&, "
                "seek::limits, seek::memo_by(key), seek::checkpoint& (and an MPI_Comm for seek::mpi::count; "
                "seek::traced_by(tracer) for seek::parallel and seek::mpi::count), in any order");
  static_assert(p != seen_by_here,
                "seek::seen_by: only the strategies that remember states take it, and a count remembers none: to "
                "count each state once, count seek::skip_seen<State>(next, seek::seen_by(...)) with seek::count "
                "(one thread)");
  static_assert(p != dense_index_here,
                "seek::dense_index: only the strategies that remember states take it, and a count remembers none: "
                "to count each state once, count seek::skip_seen<State>(next, seek::dense_index(n, index)) with "
                "seek::count (one thread); to remember subtree counts in an array, "
                "seek::memo_by(seek::dense_index(n, index))");
  static_assert(p != bad_stats,
                "seek::statistics: given as a temporary or const, and the search writes into it: pass a named, "
                "non-const object");
  static_assert(p != bad_checkpoint,
                "seek::checkpoint: given as a temporary or const, and the count resumes from it and leaves in it "
                "where it stopped: pass a named, non-const object");
  static_assert(p != twice,
                "seek: an option was given twice: statistics&, limits, memo_by, checkpoint&, an MPI_Comm and "
                "traced_by may each appear once");
  static_assert(p != not_a_tracer,
                "seek::traced_by: not a tracer of this search's states (seek::tracer): give it a hook that takes "
                "its event (a split count calls on_generated, on_expand and on_dead_end with "
                "seek::node_event<State>, and on_finish), every member of a hook's name taking its event");
  static_assert(p != memo_not_here,
                "seek::memo_by: only seek::count takes it (there is no parallel or MPI memoized count): call "
                "seek::count(roots, next, pred, seek::memo_by(key))");
  static_assert(p != checkpoint_not_here,
                "seek::checkpoint: only the counts take it (seek::count, seek::parallel::count, "
                "seek::mpi::count), not for_each, find_any or find_first: count, or leave it out");
  static_assert(p != comm_not_here,
                "seek: an MPI_Comm is an option of seek::mpi::count only: call seek::mpi::count, or leave it out");
  static_assert(p != memo_and_checkpoint,
                "seek::memo_by: does not combine with seek::checkpoint, for a checkpoint names open pieces by "
                "path and does not hold the memo table or the counts of unfinished subtrees: give one of them");
  static_assert(p != seen_set_split,
                "seek::skip_seen: not for seek::parallel or seek::mpi, for its set of seen states would be shared "
                "by threads without a lock (or be one per rank), giving wrong counts or a crash: count with "
                "seek::count, or count a tree");
  static_assert(p != seen_set_checkpoint,
                "seek::skip_seen: not for a count with a checkpoint, for the checkpoint does not hold the set of "
                "seen states, so a resumed count would count states again: leave one of them out");
  static_assert(p != seen_set_memo,
                "seek::skip_seen: not for a memoized count (seek::memo_by), for a state's subtree would depend "
                "on what was seen before it, so a remembered count would be wrong: leave one of them out");
  static_assert(p != random_split,
                "seek::shuffled: not for seek::parallel, seek::mpi or a checkpointed count, for its generator "
                "would be shared by threads, and pieces found again by child index would meet another order: "
                "leave shuffled out (a count does not depend on the order)");
  static_assert(p != bad_memo_key,
                "seek::memo_by: the key is neither callable with State const& returning a seek::memo_key (a "
                "value with std::hash and ==, a struct of integers without padding, or a std::optional of one) "
                "nor seek::dense_index(n, index) with index(state) an integer: give one of those");
  static_assert(p != state_not_copyable,
                "seek: the states cannot be copied, and seek::parallel, seek::mpi and checkpointed counts make "
                "pieces by copying states and replaying paths from the roots: count with seek::count, or make "
                "the state copyable");
  static_assert(p != fn_not_copyable,
                "seek: the predicate cannot be copied, and seek::parallel and seek::mpi copy it for each piece: "
                "hold its move-only members in a std::shared_ptr");
}

// The options of a call, found by type.
template <class Memo, class Comm>
struct count_options {
  statistics* stats = nullptr;
  limits lim{};
  checkpoint* cp = nullptr;
  Memo const* memo = nullptr;
  Comm const* comm = nullptr;
};
template <class T>
using option_slot_t = std::conditional_t<std::is_void_v<T>, std::nullptr_t, T>;

template <class Memo, class Comm, class... A>
auto read_options(A&&... a) {
  count_options<option_slot_t<Memo>, option_slot_t<Comm>> o;
  auto take = [&o]<class X>(X&& x) {
    constexpr option_kind k = option_kind_of<X>();
    if constexpr (k == option_kind::statistics)
      o.stats = &x;
    else if constexpr (k == option_kind::limits)
      o.lim = std::forward<X>(x);
    else if constexpr (k == option_kind::checkpoint)
      o.cp = &x;
    else if constexpr (k == option_kind::memo)
      o.memo = &x;
    else if constexpr (k == option_kind::comm)
      o.comm = &x;
  };
  (take(std::forward<A>(a)), ...);
  (void)take;  // no options
  return o;
}

// The successor function a count walks, depth_limited taken apart, and the
// bound (strategy/detail/protocol.hpp takes it apart, for the strategies too).
template <class Call, class F>
decltype(auto) walked_fn(F& next) {
  return called_fn(next);
}
template <class Call, class F>
std::size_t max_depth_of(F const& next) {
  return depth_bound_of(next);
}

// Adds `n` to a count; throws std::overflow_error rather than wrap.
inline void add_count(std::uint64_t& to, std::uint64_t n) {
  if (__builtin_add_overflow(to, n, &to)) throw std::overflow_error("seek count: the count exceeds 2^64 - 1");
}

// The tracer of a call (seek::traced_by), or nullptr.
template <class... A>
auto find_tracer(A&... a) {
  using T = typename tracer_of<std::remove_cvref_t<A>...>::type;
  if constexpr (std::is_same_v<T, no_tracer>) {
    ((void)a, ...);
    return nullptr;
  } else {
    T* out = nullptr;
    (
        [&](auto& x) {
          if constexpr (is_traced_by<std::remove_cvref_t<decltype(x)>>::value) out = x.tracer;
        }(a),
        ...);
    return out;
  }
}

// The predicate of a call, or "every state".
struct every_state {
  template <class S>
  constexpr bool operator()(S const&) const noexcept {
    return true;
  }
};
template <bool HasPred, class... A>
decltype(auto) pred_of(A&&... a) {
  if constexpr (HasPred)
    return std::get<0>(std::forward_as_tuple(std::forward<A>(a)...));
  else
    return every_state{};
}
}  // namespace seek::detail

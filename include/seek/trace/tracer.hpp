// seek/trace/tracer.hpp: watching a search. A tracer is any object with some
// of the member functions on_generated, on_yield, on_expand, on_dead_end,
// on_pruned, on_climb (each taking a seek::node_event<State>), on_pass,
// on_restart (a seek::pass_event) and on_finish (a seek::finish_event);
// `seek::traced_by(t)` passes it to any strategy as one more option, beside
// statistics and limits. Nodes are numbered 1, 2, ... in the order they are
// generated, so the parent ids of the events give the tree's shape. The
// option wraps the monitor that the other options chose (strategy/detail/monitor.hpp)
// in the traced_monitor below; without it the engines carry empty ids and
// call nothing, so a search that is not traced pays nothing. The split
// walks of seek::parallel and seek::mpi report through walk_trace below, each
// event naming its worker (a thread of the arena, or an MPI rank).
#pragma once

#include <concepts>
#include <cstddef>
#include <cstdint>
#include <mutex>
#include <type_traits>
#include <utility>

#include <seek/core/statistics.hpp>
#include <seek/core/detail/never.hpp>
#include <seek/core/detail/node_id.hpp>

namespace seek {

/// A node of the search, as a tracer sees it: its state (valid during the
/// call only), its id (1, 2, ... in the order of generation, in every pass
/// and run), its parent's id (0 for a root) and its depth (roots at 0), and
/// the worker that generated it: 0 in a sequential search, the thread's index
/// in the oneTBB arena under seek::parallel, the MPI rank under seek::mpi
/// (docs/tracing.md, "Tracing parallel and MPI searches").
template <class S>
struct node_event {
  S const& state;
  std::uint64_t id;
  std::uint64_t parent;
  std::size_t depth;
  std::size_t worker = 0;
};

/// A walk from the roots begins: pass `number` (1, 2, ...) of a deepening
/// search (iddfs, ida_star, lds; single-pass strategies have pass 1), or
/// run `number` of seek::restarts.
struct pass_event {
  std::size_t number;
};

/// The search ended: why (seek::stop_reason::exhausted when it ran out of
/// states; a limit's reason; none when it was ended by an exception or a
/// frontier refused without limits), and how many nodes it generated.
struct finish_event {
  stop_reason reason;
  std::uint64_t nodes;
};

namespace detail {

// Each hook: whether T has it for states S, and whether T names it but it
// does not take the event (a misfit: refused, rather than silently unheard).
#define SEEK_DETAIL_TRACE_HOOK(hook, event)                                                     \
  template <class T, class S>                                                                   \
  inline constexpr bool has_##hook = requires(T& t, event const& e) { t.hook(e); };             \
  template <class T, class S>                                                                   \
  inline constexpr bool misfit_##hook = requires { &T::hook; } && !has_##hook<T, S>;
SEEK_DETAIL_TRACE_HOOK(on_generated, node_event<S>)
SEEK_DETAIL_TRACE_HOOK(on_yield, node_event<S>)
SEEK_DETAIL_TRACE_HOOK(on_expand, node_event<S>)
SEEK_DETAIL_TRACE_HOOK(on_dead_end, node_event<S>)
SEEK_DETAIL_TRACE_HOOK(on_pruned, node_event<S>)
SEEK_DETAIL_TRACE_HOOK(on_climb, node_event<S>)
SEEK_DETAIL_TRACE_HOOK(on_pass, pass_event)
SEEK_DETAIL_TRACE_HOOK(on_restart, pass_event)
SEEK_DETAIL_TRACE_HOOK(on_finish, finish_event)
#undef SEEK_DETAIL_TRACE_HOOK

template <class T, class S>
inline constexpr bool any_trace_hook = has_on_generated<T, S> || has_on_yield<T, S> || has_on_expand<T, S> ||
                                       has_on_dead_end<T, S> || has_on_pruned<T, S> || has_on_climb<T, S> ||
                                       has_on_pass<T, S> || has_on_restart<T, S> || has_on_finish<T, S>;
template <class T, class S>
inline constexpr bool misfit_trace_hook = misfit_on_generated<T, S> || misfit_on_yield<T, S> ||
                                          misfit_on_expand<T, S> || misfit_on_dead_end<T, S> ||
                                          misfit_on_pruned<T, S> || misfit_on_climb<T, S> ||
                                          misfit_on_pass<T, S> || misfit_on_restart<T, S> ||
                                          misfit_on_finish<T, S>;

}  // namespace detail

/// A tracer of a search over states S: a class with at least one of the
/// hooks (on_generated, on_yield, on_expand, on_dead_end, on_pruned,
/// on_climb taking seek::node_event<S>; on_pass, on_restart taking
/// seek::pass_event; on_finish taking seek::finish_event), and no member of
/// those names that does not take its event. Hooks may be templates.
template <class T, class S>
concept tracer = std::is_class_v<T> && detail::any_trace_hook<T, S> && !detail::misfit_trace_hook<T, S>;

/// The option made by seek::traced_by: the tracer, by reference (the search
/// reports to it while it runs; read it afterwards).
template <class T>
struct traced_by_option {
  T* tracer = nullptr;
};

namespace detail {
template <class T>
struct is_traced_by : std::false_type {};
template <class T>
struct is_traced_by<traced_by_option<T>> : std::true_type {};
}  // namespace detail

/// `seek::traced_by(t)`: the option that reports every event of a search to
/// the tracer `t` (a named, non-const object; see seek::tracer), as in
/// `seek::dfs(root, next, seek::traced_by(t))`.
template <class T>
  requires std::is_class_v<T> && (!std::is_const_v<T>)
traced_by_option<T> traced_by(T& t) noexcept {
  return {std::addressof(t)};
}
// Your call lands here when the argument of seek::traced_by cannot be a
// tracer: a value that is not an object of a class, a const object, or a
// temporary (the search reports to the tracer while it runs).
template <class T>
auto traced_by(T&&) {
  static_assert(detail::never<T>,
                "seek::traced_by takes a tracer: a named, non-const object of a class with on_generated, "
                "on_yield, on_expand, on_dead_end, on_pruned, on_climb, on_pass, on_restart or on_finish "
                "(see seek::tracer)");
  return detail::refused_call{};
}

namespace detail {

// A node's id under a tracer: its number, its parent's, and its depth, so
// that every event can tell all three.
struct traced_id {
  std::uint64_t id = 0;
  std::uint64_t parent = 0;
  std::size_t depth = 0;
};

// The monitor of a traced search: M (whatever the other options chose)
// counts and limits as before; every event also goes to the tracer.
template <class M, class T>
struct traced_monitor : M {
  using id_type = traced_id;
  T* tracer = nullptr;
  std::uint64_t last_id = 0;
  std::size_t walks = 0;

  traced_monitor() = default;  // views must be default-constructible to pipe
  traced_monitor(M m, T* t) : M(std::move(m)), tracer(t) {}

  void begin() {
    M::begin();
    last_id = 0;
    walks = 0;
  }
  void pass() {
    M::pass();
    ++walks;
    if constexpr (requires { tracer->on_pass(pass_event{}); }) tracer->on_pass(pass_event{walks});
  }
  void restart() {
    M::restart();
    ++walks;
    if constexpr (requires { tracer->on_restart(pass_event{}); }) tracer->on_restart(pass_event{walks});
  }
  template <class S>
  id_type generated(S const& s, std::size_t depth, id_type parent) {
    (void)M::generated(s, depth, no_id{});
    id_type const id{++last_id, parent.id, depth};
    if constexpr (has_on_generated<T, S>) tracer->on_generated(event(s, id));
    return id;
  }
  template <class S>
  void yield(id_type id, S const& s) {
    M::yield(no_id{}, s);
    if constexpr (has_on_yield<T, S>) tracer->on_yield(event(s, id));
  }
  template <class S>
  void expand(id_type id, S const& s) {
    M::expand(no_id{}, s);
    if constexpr (has_on_expand<T, S>) tracer->on_expand(event(s, id));
  }
  template <class S>
  void fail(id_type id, S const& s) {
    M::fail(no_id{}, s);
    if constexpr (has_on_dead_end<T, S>) tracer->on_dead_end(event(s, id));
  }
  template <class S>
  void prune(id_type id, S const& s) {
    M::prune(no_id{}, s);
    if constexpr (has_on_pruned<T, S>) tracer->on_pruned(event(s, id));
  }
  template <class S>
  void climb(id_type id, S const& s) {
    M::climb(no_id{}, s);
    if constexpr (has_on_climb<T, S>) tracer->on_climb(event(s, id));
  }
  void finish(stop_reason r) {
    M::finish(r);
    // A limit records its own reason in the statistics and finishes with none.
    if constexpr (requires(M& m) { m.stats->stopped; })
      if (this->stats != nullptr && this->stats->stopped != stop_reason::none) r = this->stats->stopped;
    if constexpr (requires { tracer->on_finish(finish_event{}); }) tracer->on_finish(finish_event{r, last_id});
  }

 private:
  template <class S>
  static node_event<S> event(S const& s, id_type id) noexcept {
    return node_event<S>{s, id.id, id.parent, id.depth, 0};
  }
};

// What a split walk (scale/detail/split_walker.hpp, under seek::parallel and seek::mpi)
// reports. no_walk_trace: nothing, with empty ids, so an untraced walk runs
// the code it ran before tracing. walk_trace: every node generated, expanded
// or a dead end, to the tracer, as worker `worker`; ids are `*last += step`.
// Threads share `last` and `lock` (each event is one call under the lock, so
// the hooks are called one at a time); an MPI rank, alone, has no lock.
struct no_walk_trace {
  using id_type = no_id;
  template <class S>
  id_type generated(S const&, std::size_t, id_type) noexcept {
    return {};
  }
  template <class S>
  void expand(id_type, S const&) noexcept {}
  template <class S>
  void dead_end(id_type, S const&) noexcept {}
};

template <class T>
struct walk_trace {
  using id_type = traced_id;
  T* tracer = nullptr;
  std::mutex* lock = nullptr;
  std::uint64_t* last = nullptr;
  std::uint64_t step = 1;
  std::size_t worker = 0;

  template <class S>
  id_type generated(S const& s, std::size_t depth, id_type parent) {
    auto const hold = guard();
    id_type const id{*last += step, parent.id, depth};
    if constexpr (has_on_generated<T, S>) tracer->on_generated(event(s, id));
    return id;
  }
  template <class S>
  void expand(id_type id, S const& s) {
    if constexpr (has_on_expand<T, S>) {
      auto const hold = guard();
      tracer->on_expand(event(s, id));
    }
  }
  template <class S>
  void dead_end(id_type id, S const& s) {
    if constexpr (has_on_dead_end<T, S>) {
      auto const hold = guard();
      tracer->on_dead_end(event(s, id));
    }
  }

 private:
  std::unique_lock<std::mutex> guard() const {
    return lock != nullptr ? std::unique_lock<std::mutex>(*lock) : std::unique_lock<std::mutex>();
  }
  template <class S>
  node_event<S> event(S const& s, id_type id) const noexcept {
    return node_event<S>{s, id.id, id.parent, id.depth, worker};
  }
};

}  // namespace detail
}  // namespace seek

// engine.cpp: the one place where a puzzle's box size and the chosen
// successor function become types (engine.hpp). Each function below is
// compiled here once per box size (7 of them); the rest of the tool is
// ordinary code.
#include "engine.hpp"

#include <memory>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <type_traits>
#include <utility>

#include <seek/scale/checkpoint.hpp>
#include <seek/scale/count.hpp>
#include <seek/strategy/bfs.hpp>
#include <seek/strategy/dfs.hpp>
#include <seek/sudoku/board.hpp>
#include <seek/sudoku/solve/count_solutions.hpp>
#include <seek/sudoku/solve/first_solution.hpp>
#include <seek/sudoku/successor/chosen.hpp>

#if SEEK_SUDOKU_PARALLEL
#include <oneapi/tbb/task_arena.h>

#include <seek/scale/parallel.hpp>
#endif
#if SEEK_SUDOKU_MPI
#include <seek/scale/mpi.hpp>
#endif

namespace seek_sudoku {

namespace {

namespace sudoku = seek::sudoku;

// The board of `puzzle` and the successor function `s`, as types: calls
// f(board, next) and returns what it returns. The successor function is
// seek::sudoku::chosen: one type for the three, so each search below is
// compiled once per board size.
template <class F>
decltype(auto) with_search(sudoku::grid const& puzzle, strategy s, F&& f) {
  sudoku::chosen_fn const next = successor_of(s);
  return sudoku::with_board(puzzle, [&](auto const& root) -> decltype(auto) { return f(root, next); });
}

template <class Board>
sudoku::grid convert(void const* b) {
  return static_cast<Board const*>(b)->to_grid();
}

template <class Board>
bool complete(void const* b) {
  return static_cast<Board const*>(b)->complete();
}

template <class Board>
state_ref ref_of(Board const& b) {
  return {std::addressof(b), &convert<Board>, &complete<Board>};
}

// The tracer the library's search calls: each event handed on to a
// search_tracer with its state as a state_ref.
template <class Board>
struct forwarding_tracer {
  search_tracer* to;

  static seek::node_event<state_ref> as_ref(seek::node_event<Board> const& e, state_ref const& s) {
    return {s, e.id, e.parent, e.depth, e.worker};
  }
  void on_generated(seek::node_event<Board> const& e) { to->on_generated(as_ref(e, ref_of(e.state))); }
  void on_yield(seek::node_event<Board> const& e) { to->on_yield(as_ref(e, ref_of(e.state))); }
  void on_expand(seek::node_event<Board> const& e) { to->on_expand(as_ref(e, ref_of(e.state))); }
  void on_dead_end(seek::node_event<Board> const& e) { to->on_dead_end(as_ref(e, ref_of(e.state))); }
  void on_climb(seek::node_event<Board> const& e) { to->on_climb(as_ref(e, ref_of(e.state))); }
  void on_pass(seek::pass_event p) { to->on_pass(p); }
  void on_finish(seek::finish_event f) { to->on_finish(f); }
};

// The solutions of one walk (seek::dfs or seek::bfs) from `root`, handed to
// `visit`; every state's depth to `on_state` when given.
template <class Board, class Next, class Walk>
void visit_solutions(Board const& root, Next next, Walk order, seek::limits const& lim, search_result& r,
                     solution_visitor const& visit, depth_visitor const* on_state) {
  auto states = order(root, next, r.stats, lim);
  for (auto it = states.begin(); it != states.end(); ++it) {
    if (on_state != nullptr) (*on_state)(it.depth());
    if (!it->complete()) continue;
    ++r.solutions;
    if (!visit(ref_of(*it))) {
      r.stopped_by_visitor = true;
      break;
    }
  }
}

// The goal of a count: a complete board, added to `*found` (the progress
// line's count) when given.
struct counting_solutions {
  std::atomic<std::uint64_t>* found = nullptr;
  template <class Board>
  bool operator()(Board const& b) const noexcept {
    if (!b.complete()) return false;
    if (found != nullptr) found->fetch_add(1, std::memory_order_relaxed);
    return true;
  }
};

}  // namespace

std::size_t state_bytes(int box) {
  return sudoku::with_box(box, []<int N>(sudoku::box_constant<N>) { return sizeof(sudoku::board<N>); });
}

search_result walk(sudoku::grid const& puzzle, strategy successors, order walk_order, seek::limits const& lim,
                   solution_visitor const& visit, depth_visitor const* on_state) {
  search_result r;
  with_search(puzzle, successors, [&](auto const& root, auto next) {
    if (walk_order == order::bfs) visit_solutions(root, next, seek::bfs, lim, r, visit, on_state);
    else visit_solutions(root, next, seek::dfs, lim, r, visit, on_state);
  });
  return r;
}

search_result first_solution(sudoku::grid const& puzzle, strategy successors, sudoku::solve_options const& how,
                             seek::limits const& lim, solution_visitor const& visit) {
  search_result r;
  with_search(puzzle, successors, [&](auto const& root, auto next) {
    auto const found = sudoku::first_solution(root, next, how, r.stats, lim);
    if (found) {
      ++r.solutions;
      visit(ref_of(*found));
    }
    // The randomized runs: the plain search is run 1 in automatic mode.
    constexpr int box = std::remove_cvref_t<decltype(root)>::box;
    if (how.engine == sudoku::solve_engine::cdcl ||
        (sudoku::engine_for(how, box) == sudoku::solve_engine::cdcl && successors == strategy::propagate))
      return;  // cdcl: no restart runs of dfs's kind
    if (how.restarts == sudoku::restart_mode::always) r.restart_runs = r.stats.passes;
    else if (how.restarts == sudoku::restart_mode::automatic && box >= how.restarts_from_box && r.stats.passes > 1)
      r.restart_runs = r.stats.passes - 1;
  });
  return r;
}

struct traced_search::walk {
  virtual ~walk() = default;
  virtual bool advance() = 0;
  seek::statistics stats;
};

namespace {

// The search of one board type in one order (seek::dfs or seek::bfs). It
// stays where it was made: the range refers to the statistics and the tracer.
template <class Board, class Order>
class traced_walk final : public traced_search::walk {
 public:
  traced_walk(Board const& root, Order order, sudoku::chosen_fn next, seek::limits lim, search_tracer& to)
      : tracer_{&to}, range_(order(root, next, stats, std::move(lim), seek::traced_by(tracer_))) {}
  bool advance() override {
    if (!at_) at_.emplace(range_.begin());
    else if (*at_ != range_.end()) ++*at_;
    return *at_ != range_.end();
  }

 private:
  forwarding_tracer<Board> tracer_;
  using range_type =
      decltype(std::declval<Order const&>()(std::declval<Board const&>(), std::declval<sudoku::chosen_fn>(),
                                            std::declval<seek::statistics&>(), std::declval<seek::limits>(),
                                            seek::traced_by(std::declval<forwarding_tracer<Board>&>())));
  range_type range_;
  std::optional<decltype(std::declval<range_type&>().begin())> at_;
};

}  // namespace

traced_search::traced_search(sudoku::grid const& puzzle, strategy successors, order walk_order, seek::limits const& lim,
                             search_tracer& tracer) {
  with_search(puzzle, successors, [&](auto const& root, auto next) {
    using board_t = std::remove_cvref_t<decltype(root)>;
    if (walk_order == order::bfs)
      walk_ = std::make_unique<traced_walk<board_t, decltype(seek::bfs)>>(root, seek::bfs, next, lim, tracer);
    else walk_ = std::make_unique<traced_walk<board_t, decltype(seek::dfs)>>(root, seek::dfs, next, lim, tracer);
  });
}
traced_search::traced_search(traced_search&&) noexcept = default;
traced_search& traced_search::operator=(traced_search&&) noexcept = default;
traced_search::~traced_search() = default;
bool traced_search::advance() { return walk_->advance(); }
seek::statistics const& traced_search::stats() const noexcept { return walk_->stats; }

#if SEEK_SUDOKU_PARALLEL
bool has_threads() noexcept { return true; }

search_result parallel_walk(sudoku::grid const& puzzle, strategy successors, seek::limits const& lim,
                            std::function<bool(state_ref const&)> const& each, std::stop_source& stop) {
  search_result r;
  std::mutex m;
  with_search(puzzle, successors, [&](auto const& root, auto next) {
    using board_t = std::remove_cvref_t<decltype(root)>;
    // One thread at a time hands a solution on; after `each` says stop, no
    // more are handed on.
    auto on_state = [&](board_t const& b) {
      if (!b.complete()) return;
      std::lock_guard lock(m);
      if (r.stopped_by_visitor) return;
      ++r.solutions;
      if (!each(ref_of(b))) {
        r.stopped_by_visitor = true;
        stop.request_stop();
      }
    };
    seek::parallel::for_each(root, next, on_state, r.stats, lim);
  });
  return r;
}

search_result parallel_count(sudoku::grid const& puzzle, strategy successors, seek::limits const& lim,
                             std::uint64_t cap, std::atomic<std::uint64_t>* found, std::stop_source& stop) {
  search_result r;
  with_search(puzzle, successors, [&](auto const& root, auto next) {
    using board_t = std::remove_cvref_t<decltype(root)>;
    auto solution = [found, &stop, cap](board_t const& b) {
      if (!b.complete()) return false;
      if (found == nullptr) return true;
      if (found->fetch_add(1, std::memory_order_relaxed) + 1 >= cap && cap != 0) stop.request_stop();
      return true;
    };
    // Isolated: while this puzzle's threads wait, they take none of the
    // batch's other puzzles (which would hold this one up).
    tbb::this_task_arena::isolate([&] { r.solutions = seek::parallel::count(root, next, solution, r.stats, lim); });
  });
  return r;
}
#else
bool has_threads() noexcept { return false; }

search_result parallel_count(sudoku::grid const&, strategy, seek::limits const&, std::uint64_t,
                             std::atomic<std::uint64_t>*, std::stop_source&) {
  throw std::logic_error("this seek-sudoku was built without oneTBB");
}

search_result parallel_walk(sudoku::grid const&, strategy, seek::limits const&,
                            std::function<bool(state_ref const&)> const&, std::stop_source&) {
  throw std::logic_error("this seek-sudoku was built without oneTBB");
}
#endif

search_result checkpoint_count(sudoku::grid const& puzzle, strategy successors, seek::limits const& lim,
                               checkpoint& cp, std::atomic<std::uint64_t>* found) {
  search_result r;
  with_search(puzzle, successors, [&](auto const& root, auto next) {
#if SEEK_SUDOKU_PARALLEL
    if (tbb::this_task_arena::max_concurrency() > 1) {
      tbb::this_task_arena::isolate(
          [&] { seek::parallel::count(root, next, counting_solutions{found}, cp, r.stats, lim); });
      return;
    }
#endif
    seek::count(root, next, counting_solutions{found}, cp, r.stats, lim);
  });
  r.solutions = cp.count;
  return r;
}

std::uint64_t memo_threshold() noexcept { return sudoku::count_options{}.memo_after; }

search_result memo_count(sudoku::grid const& puzzle, seek::limits const& lim) {
  search_result r;
  sudoku::with_board(puzzle, [&](auto const& root) {
    r.solutions = sudoku::count_memoized(root, sudoku::in_order, sudoku::count_options{}.memo_bytes, r.stats, lim);
  });
  r.memoized = true;
  return r;
}

#if SEEK_SUDOKU_MPI
search_result ranks_count(sudoku::grid const& puzzle, strategy successors, seek::limits const& lim, checkpoint& cp) {
  search_result r;
  with_search(puzzle, successors,
              [&](auto const& root, auto next) { seek::mpi::count(root, next, counting_solutions{}, cp, r.stats, lim); });
  r.solutions = cp.count;
  return r;
}
#else
search_result ranks_count(sudoku::grid const&, strategy, seek::limits const&, checkpoint&) {
  throw std::logic_error("this seek-sudoku was built without MPI");
}
#endif

seek::sudoku::chosen_fn successor_of(strategy s) {
  return sudoku::chosen(s == strategy::first_empty ? sudoku::successor_kind::first_empty
                        : s == strategy::fewest    ? sudoku::successor_kind::fewest_candidates
                                                   : sudoku::successor_kind::propagate);
}

}  // namespace seek_sudoku

// batch.cpp: solve and count. Puzzles flow through a oneTBB pipeline: a
// serial reader, parallel searches, a serial writer that keeps input order.
// The number of puzzles in flight is bounded, so memory stays constant
// however long the input.
#include <atomic>
#include <chrono>
#include <exception>
#include <memory>
#include <string>
#include <variant>
#include <vector>

#include <oneapi/tbb/concurrent_queue.h>
#include <oneapi/tbb/info.h>
#include <oneapi/tbb/parallel_pipeline.h>
#include <oneapi/tbb/task_arena.h>

#include "commands.hpp"
#include "input.hpp"
#include "records.hpp"
#include "output.hpp"
#include "render.hpp"
#include "report.hpp"
#include "search.hpp"
#include "signals.hpp"

namespace seek_sudoku {

namespace {

using seek::sudoku::grid;
using clock_type = std::chrono::steady_clock;

enum class verdict { solved, several, no_solution, stopped, error };

struct outcome {
  verdict result = verdict::error;
  grid solution;              // solve: the first solution found
  std::uint64_t count = 0;    // count: solutions found
  bool count_capped = false;  // count: --limit reached
  seek::statistics stats;
  std::uint64_t restart_runs = 0;  // solve: restart runs begun (0: plain search only)
  double seconds = 0;
  std::string failure;        // verdict::error: what went wrong
};

struct job {
  input_item in;
  outcome out;
};

verdict judge(std::uint64_t found, std::uint64_t wanted, search_result const& r) {
  if (found >= wanted) return found >= 2 ? verdict::several : verdict::solved;
  if (r.limited()) return verdict::stopped;
  if (found == 0) return verdict::no_solution;
  return found >= 2 ? verdict::several : verdict::solved;
}

void search_one(job& j, options const& opt, progress_meter& progress) {
  outcome& o = j.out;
  o = outcome{};
  if (j.in.what != input_item::kind::puzzle) return;
  grid const& puzzle = std::get<grid>(j.in.record.value);
  auto const start = clock_type::now();
  try {
    std::atomic<std::uint64_t> found{0};  // the progress hook reads it from the searching threads
    std::uint64_t wanted = 0;  // stop after this many; 0: never
    if (opt.cmd == command::solve) wanted = opt.unique ? 2 : 1;
    else wanted = opt.limit;
    search_bounds bounds = opt.bounds;
    if (progress.enabled()) {
      bounds.progress = progress.search_hook(where(j.in), &found);
      bounds.found = &found;
    }
    auto const take = [&](solution_ref const& s) {
      if (++found == 1 && opt.cmd == command::solve) o.solution = s.to_grid();
      return wanted == 0 || found < wanted;
    };
    // solve, one solution wanted: plain dfs, then restarts on big boards
    // (--restarts; uniqueness and bfs keep the complete search alone).
    bool const may_restart = opt.cmd == command::solve && !opt.unique && opt.search_order == order::dfs &&
                             opt.solving.restarts != restart_mode::never;
    search_result const r =
        opt.cmd == command::count ? count_solutions(puzzle, opt, bounds)  // every thread, checkpoints, MPI ranks
        : may_restart ? find_solution(puzzle, opt.successors, bounds, opt.solving, take)
                      : search_solutions(puzzle, opt.successors, opt.search_order, bounds, take);
    o.restart_runs = r.restart_runs;
    if (opt.cmd == command::count) found = r.solutions;
    o.stats = r.stats;
    o.count = found.load();
    o.count_capped = wanted != 0 && o.count >= wanted;
    o.result = judge(o.count, wanted == 0 ? UINT64_MAX : wanted, r);
  } catch (std::exception const& e) {
    o.result = verdict::error;
    o.failure = e.what();
  }
  o.seconds = std::chrono::duration<double>(clock_type::now() - start).count();
}

// The serial, in-order end of the pipeline: standard output, diagnostics,
// statistics, progress.
class writer {
 public:
  writer(options const& opt, stdout_writer& out, stderr_reporter& err, progress_meter& progress)
      : opt_(opt), out_(out), err_(err), progress_(progress) {}

  void emit(job const& j) {
    if (take_record(j.in, err_, tally_)) {
      if (j.in.what == input_item::kind::invalid) put_result("invalid");
      else emit_puzzle(j);
    }
    out_.end_result();
    // The job carries where the reader was: the reader runs on another
    // thread meanwhile.
    progress_.update(tally_.records, j.in.progress, *j.in.source);
  }

  void finish() { progress_.finish(); }
  tally const& totals() const noexcept { return tally_; }

 private:
  // One result: a line, or in grid and tokens format a block, blocks separated by a blank line.
  void put_result(std::string_view text) {
    if (opt_.out_format != format::line && results_++ != 0) out_.write("\n");
    out_.line(text);
  }

  void emit_puzzle(job const& j) {
    outcome const& o = j.out;
    std::string const at = where(j.in);
    tally_.solutions += o.count;
    tally_.nodes += o.stats.nodes;
    tally_.failures += o.stats.failures;
    tally_.search_seconds += o.seconds;
    switch (o.result) {
      case verdict::solved: ++tally_.solved; break;
      case verdict::several: ++tally_.solved, ++tally_.several; break;
      case verdict::no_solution: ++tally_.no_solution; break;
      case verdict::stopped: ++tally_.stopped; break;
      case verdict::error: ++tally_.invalid; break;
    }
    if (o.result == verdict::error) {
      err_.message(at + ": " + o.failure);
      put_result("error");
    } else if (opt_.cmd == command::solve) {
      emit_solve(o);
    } else {
      emit_count(o);
    }
    if (opt_.stats && o.result != verdict::error) {
      std::string line = stats_line(at, o.stats, o.seconds);
      if (o.restart_runs != 0)
        line += "; " + group_digits(o.restart_runs) + (o.restart_runs == 1 ? " restart run" : " restart runs") +
                " (dead ends, depth and frontier are not counted by restart runs)";
      err_.message(line);
    }
  }

  void emit_solve(outcome const& o) {
    switch (o.result) {
      case verdict::solved:
        put_result(render(o.solution, opt_.out_format, opt_.parsing.symbols));
        break;
      case verdict::several: put_result("multiple solutions"); break;
      case verdict::no_solution: put_result("no solution"); break;
      case verdict::stopped: put_result(stop_message(o.stats.stopped)); break;
      case verdict::error: break;
    }
  }

  void emit_count(outcome const& o) {
    if (o.count_capped) return put_result(">=" + std::to_string(o.count));
    if (o.result == verdict::stopped)
      return put_result(">=" + std::to_string(o.count) + " (" + stop_message(o.stats.stopped) + ")");
    put_result(std::to_string(o.count));
  }

  options const& opt_;
  stdout_writer& out_;
  stderr_reporter& err_;
  progress_meter& progress_;
  tally tally_;
  std::uint64_t results_ = 0;
};

}  // namespace

int run_batch(options const& opt) {
  auto const start = clock_type::now();
  unsigned const threads =
      opt.threads != 0 ? opt.threads : static_cast<unsigned>(tbb::info::default_concurrency());
  // A few puzzles per thread keep every thread busy while the writer waits
  // for a slow one; no more, so memory does not depend on the input.
  std::size_t const tokens = std::size_t{4} * threads;

  puzzle_source source(opt.files, opt.parsing);
  stdout_writer out;
  stderr_reporter err;
  progress_meter progress(err, opt.progress && !opt.quiet);
  writer w(opt, out, err, progress);

  std::vector<std::unique_ptr<job>> jobs;  // touched by the serial reader only
  tbb::concurrent_queue<job*> idle;
  std::atomic<bool> halt{false};

  tbb::task_arena arena(static_cast<int>(threads));
  arena.execute([&] {
    tbb::parallel_pipeline(
        tokens,
        tbb::make_filter<void, job*>(tbb::filter_mode::serial_in_order,
                                     [&](tbb::flow_control& fc) -> job* {
                                       job* j = nullptr;
                                       if (!idle.try_pop(j)) {
                                         jobs.push_back(std::make_unique<job>());
                                         j = jobs.back().get();
                                       }
                                       if (halt.load(std::memory_order_relaxed) || interrupted() || !source.next(j->in)) {
                                         idle.push(j);
                                         fc.stop();
                                         return nullptr;
                                       }
                                       return j;
                                     }) &
            tbb::make_filter<job*, job*>(tbb::filter_mode::parallel,
                                         [&](job* j) {
                                           search_one(*j, opt, progress);
                                           return j;
                                         }) &
            tbb::make_filter<job*, void>(tbb::filter_mode::serial_in_order, [&](job* j) {
              w.emit(*j);
              if (out.closed() || out.failed()) halt.store(true, std::memory_order_relaxed);
              idle.push(j);
            }));
  });
  out.flush();
  w.finish();

  if (out.closed()) return exit_status::ok;  // the reader left: stop quietly
  tally const& t = w.totals();
  warn_if_no_puzzle(err, t);
  double const wall = std::chrono::duration<double>(clock_type::now() - start).count();
  if (!opt.quiet) {
    bool const several_known = (opt.cmd == command::count && opt.limit != 1) || opt.unique;
    err.message("seek-sudoku: " + summary_line(opt.cmd, t, several_known, wall, threads));
  }
  bool const some_failed = t.invalid != 0 || t.stopped != 0 ||
                           (opt.cmd == command::solve && (t.no_solution != 0 || t.several != 0));
  return run_status(t, out.failed(), some_failed);
}

}  // namespace seek_sudoku

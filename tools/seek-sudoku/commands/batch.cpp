// batch.cpp: solve and count, puzzles searched on several threads at once
// (records.hpp), results written in input order.
#include <atomic>
#include <chrono>
#include <exception>
#include <string>
#include <variant>


#include "commands.hpp"
#include "lib/records.hpp"
#include "lib/render.hpp"
#include "lib/search.hpp"

namespace seek_sudoku {

namespace {

using seek::sudoku::grid;
using clock_type = std::chrono::steady_clock;

void search_one(job& j, options const& opt, progress_meter& progress) {
  outcome& o = j.out;
  grid const& puzzle = std::get<grid>(j.in.record.value);
  bool const timed = opt.stats || !opt.quiet;  // shown by --stats and the summary only
  auto const start = timed ? clock_type::now() : clock_type::time_point{};
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
    auto const take = [&](state_ref const& s) {
      if (++found == 1 && opt.cmd == command::solve) o.solution = s.to_grid();
      return wanted == 0 || found < wanted;
    };
    // solve, one solution wanted: the library's policy (plain dfs, then
    // restarts on big boards); uniqueness and bfs keep the complete search.
    bool const by_policy = opt.cmd == command::solve && !opt.unique && opt.search_order == order::dfs;
    search_result const r =
        opt.cmd == command::count ? count_solutions(puzzle, opt, bounds)  // every thread, checkpoints, MPI ranks
        : by_policy ? find_solution(puzzle, opt.successors, bounds, opt.solving, take)
                    : search_solutions(puzzle, opt.successors, opt.search_order, bounds, take);
    o.restart_runs = r.restart_runs;
    o.memoized = r.memoized;
    if (opt.cmd == command::count) found = r.solutions;
    o.stats = r.stats;
    o.count = found.load();
    o.count_capped = wanted != 0 && o.count >= wanted;
    o.result = judge(o.count, wanted == 0 ? UINT64_MAX : wanted, r.stats);
  } catch (std::exception const& e) {
    o.result = verdict::error;
    o.failure = e.what();
  }
  if (timed) o.seconds = std::chrono::duration<double>(clock_type::now() - start).count();
}

// The in-order end of the pipeline: standard output and per-record messages.
class writer {
 public:
  writer(options const& opt, stdout_writer& out, stderr_reporter& err, tally& t)
      : opt_(opt), out_(out), err_(err), tally_(t) {}

  void emit(job const& j) {
    if (j.in.what == input_item::kind::invalid) put_result("invalid");
    else emit_puzzle(j);
    out_.end_result();
  }

 private:
  // One result: a line, or in grid and tokens format a block, blocks separated by a blank line.
  void put_result(std::string_view text) {
    if (opt_.out_format != format::line && results_++ != 0) out_.write("\n");
    out_.line(text);
  }

  void emit_puzzle(job const& j) {
    outcome const& o = j.out;
    add(tally_, o);
    if (o.result == verdict::error) {
      err_.message(where(j.in) + ": " + o.failure);
      put_result("error");
    } else if (opt_.cmd == command::solve) {
      emit_solve(o);
    } else {
      emit_count(o);
    }
    if (opt_.stats && o.result != verdict::error) {
      std::string line = stats_line(where(j.in), o.stats, o.seconds);
      if (o.restart_runs != 0)
        line += "; " + group_digits(o.restart_runs) + (o.restart_runs == 1 ? " restart run" : " restart runs") +
                " (dead ends, depth and frontier are not counted by restart runs)";
      if (o.memoized)
        line += "; counted by memo, " + group_digits(o.stats.memo_hits) + " remembered subtrees reused";
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
  tally& tally_;
  std::uint64_t results_ = 0;
};

}  // namespace

int run_batch(options const& opt) {
  auto const start = clock_type::now();
  stdout_writer out;
  stderr_reporter err;
  unsigned const threads = batch_threads(opt.threads, err);
  progress_meter progress(err, opt.progress && !opt.quiet);
  tally t;
  writer w(opt, out, err, t);
  for_each_record(
      opt, threads, out, err, progress, t, [&](job& j) { search_one(j, opt, progress); },
      [&](job const& j) { w.emit(j); });
  out.flush();
  progress.finish();

  if (out.closed()) return exit_status::ok;  // the reader left: stop quietly
  warn_if_no_puzzle(err, t);
  double const wall = std::chrono::duration<double>(clock_type::now() - start).count();
  if (!opt.quiet) {
    bool const several_known = (opt.cmd == command::count && opt.limit != 1) || opt.unique;
    err.message("seek-sudoku: " + summary_line(opt.cmd, t, several_known, wall, threads));
  }
  bool const some_failed = t.invalid != 0 || t.errors != 0 || t.stopped != 0 ||
                           (opt.cmd == command::solve && (t.no_solution != 0 || t.several != 0));
  return run_status(t, out.failed(), some_failed);
}

}  // namespace seek_sudoku

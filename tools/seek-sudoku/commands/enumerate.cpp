// enumerate.cpp: every solution of each puzzle, written the moment the search
// finds it. One puzzle at a time: the point is the stream, not throughput.
#include <atomic>
#include <chrono>
#include <string>
#include <variant>

#include "commands.hpp"
#include "lib/records.hpp"
#include "lib/output.hpp"
#include "lib/render.hpp"
#include "lib/report.hpp"
#include "lib/search.hpp"
#include "lib/signals.hpp"

namespace seek_sudoku {

namespace {
using clock_type = std::chrono::steady_clock;

// Solutions of one puzzle are consecutive lines (or blocks, each followed by
// a blank line in grid format); the results of two puzzles are separated by
// an empty line.
class solution_printer {
 public:
  solution_printer(options const& opt, stdout_writer& out) : opt_(opt), out_(out) {}

  void start_puzzle() {
    if (puzzles_++ != 0) out_.write("\n");
  }
  void solution(seek::sudoku::grid const& g) {
    if (opt_.out_format != format::line && blocks_++ != 0) out_.write("\n");
    out_.line(render(g, opt_.out_format, opt_.parsing.symbols));
    // Someone may be waiting for this very solution at the end of a pipe.
    out_.end_result(true);
  }
  void note(std::string_view text) {
    if (opt_.out_format != format::line && blocks_++ != 0) out_.write("\n");
    out_.line(text);
    out_.end_result(true);
  }
  void end_puzzle() { blocks_ = 0; }

 private:
  options const& opt_;
  stdout_writer& out_;
  std::uint64_t puzzles_ = 0;
  std::uint64_t blocks_ = 0;
};
}  // namespace

int run_enumerate(options const& opt) {
  auto const start = clock_type::now();
  stdout_writer out;
  stderr_reporter err;
  solution_printer print(opt, out);
  progress_meter progress(err, opt.progress && !opt.quiet);
  tally t;

  // The search runs as results are written: one record at a time, its
  // solutions streamed as they are found.
  for_each_record(opt, 1, out, err, progress, t, [](job&) {}, [&](job const& j) {
    print.start_puzzle();
    if (j.in.what == input_item::kind::invalid) {
      print.note("invalid");
      print.end_puzzle();
      return;
    }
    std::string const at = where(j.in);
    auto const& puzzle = std::get<seek::sudoku::grid>(j.in.record.value);
    auto const puzzle_start = clock_type::now();
    std::atomic<std::uint64_t> found{0};  // the progress hook reads it from the searching threads
    search_bounds bounds = opt.bounds;
    bounds.progress = progress.search_hook(at, &found);
    outcome o;
    try {
      search_result const r = search_solutions(puzzle, opt.successors, opt.search_order, bounds,
                                               [&](state_ref const& s) {
                                                 print.solution(s.to_grid());
                                                 ++found;
                                                 return !out.closed() && !out.failed() &&
                                                        (opt.limit == 0 || found < opt.limit);
                                               },
                                               opt.enumerate_threads);
      o.stats = r.stats;
      o.count = found;
      o.result = judge(o.count, UINT64_MAX, r.stats);
    } catch (std::exception const& e) {
      o.result = verdict::error;
      err.message(at + ": " + e.what());
      print.note("error");
      print.end_puzzle();
      add(t, o);
      return;
    }
    if (out.closed() || out.failed()) return;
    o.seconds = std::chrono::duration<double>(clock_type::now() - puzzle_start).count();
    add(t, o);
    if (o.result == verdict::stopped) print.note(stop_message(o.stats.stopped));
    else if (o.result == verdict::no_solution) print.note("no solution");
    print.end_puzzle();
    if (opt.stats) err.message(stats_line(at, o.stats, o.seconds));
  });
  out.flush();
  progress.finish();
  if (out.closed()) return exit_status::ok;  // the reader left: stop quietly
  warn_if_no_puzzle(err, t);

  double const wall = std::chrono::duration<double>(clock_type::now() - start).count();
  if (!opt.quiet) err.message("seek-sudoku: " + summary_line(opt.cmd, t, opt.limit != 1, wall, 1));
  return run_status(t, out.failed(), t.invalid != 0 || t.errors != 0 || t.stopped != 0);
}

}  // namespace seek_sudoku

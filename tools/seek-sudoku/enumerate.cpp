// enumerate.cpp: every solution of each puzzle, written the moment the search
// finds it. One puzzle at a time: the point is the stream, not throughput.
#include <atomic>
#include <chrono>
#include <string>
#include <variant>

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
  puzzle_source source(opt.files, opt.parsing);
  stdout_writer out;
  stderr_reporter err;
  solution_printer print(opt, out);
  progress_meter progress(err, opt.progress && !opt.quiet);
  tally t;

  for_each_record(source, out, err, t, [&](input_item const& item) {
    print.start_puzzle();
    if (item.what == input_item::kind::invalid) {
      print.note("invalid");
      print.end_puzzle();
      return;
    }
    std::string const at = where(item);
    auto const& puzzle = std::get<seek::sudoku::grid>(item.record.value);
    auto const puzzle_start = clock_type::now();
    std::atomic<std::uint64_t> found{0};  // the progress hook reads it from the searching threads
    search_result r;
    search_bounds bounds = opt.bounds;
    bounds.progress = progress.search_hook(at, &found);
    try {
      r = search_solutions(puzzle, opt.successors, opt.search_order, bounds,
                           [&](solution_ref const& s) {
                             print.solution(s.to_grid());
                             ++found;
                             return !out.closed() && !out.failed() &&
                                    (opt.limit == 0 || found < opt.limit);
                           },
                           opt.enumerate_threads);
    } catch (std::exception const& e) {
      ++t.invalid;
      err.message(at + ": " + e.what());
      print.note("error");
      print.end_puzzle();
      return;
    }
    if (out.closed() || out.failed()) return;
    double const seconds = std::chrono::duration<double>(clock_type::now() - puzzle_start).count();
    t.solutions += found;
    t.nodes += r.stats.nodes;
    t.failures += r.stats.failures;
    t.search_seconds += seconds;
    if (r.limited()) {
      ++t.stopped;
      print.note(stop_message(r.stats.stopped));
    } else if (found == 0) {
      ++t.no_solution;
      print.note("no solution");
    } else {
      ++t.solved;
      if (found >= 2) ++t.several;
    }
    print.end_puzzle();
    if (opt.stats) err.message(stats_line(at, r.stats, seconds));
    progress.update(t.records, item.progress, *item.source);
  });
  out.flush();
  progress.finish();
  if (out.closed()) return exit_status::ok;  // the reader left: stop quietly
  warn_if_no_puzzle(err, t);

  double const wall = std::chrono::duration<double>(clock_type::now() - start).count();
  if (!opt.quiet) err.message("seek-sudoku: " + summary_line(opt.cmd, t, opt.limit != 1, wall, 1));
  return run_status(t, out.failed(), t.invalid != 0 || t.stopped != 0);
}

}  // namespace seek_sudoku

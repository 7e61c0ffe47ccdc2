// records.hpp: the one way every subcommand that reads puzzles takes them,
// and the one way their results are counted.
//
// Records flow through a oneTBB pipeline: a serial reader, a stage that
// searches (on several threads for solve and count), a serial writer that
// keeps input order. The number of records in flight is bounded, so memory
// stays constant however long the input. Unreadable inputs and invalid records
// are reported and counted alike for every subcommand; each record's outcome
// goes into one tally, from which the summary and the exit status come.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include <seek/core/statistics.hpp>
#include <seek/sudoku/io/grid.hpp>

#include "input.hpp"
#include "options.hpp"
#include "output.hpp"
#include "report.hpp"

namespace seek_sudoku {

/// What a record's search came to.
enum class verdict { solved, several, no_solution, stopped, error };

/// One record's result, for its subcommand to write and for the tally.
struct outcome {
  verdict result = verdict::error;
  seek::sudoku::grid solution;      // solve: the first solution found
  std::uint64_t count = 0;          // solutions found
  bool count_capped = false;        // count: --limit reached
  bool memoized = false;            // count: counted by memo, not one by one
  seek::statistics stats;
  std::uint64_t restart_runs = 0;   // solve: randomized restart runs (0: plain search only)
  double seconds = 0;
  std::string failure;              // verdict::error: what went wrong
  // explain, hint, rate (logic.cpp): the result as written, made on the
  // worker thread, and what rate's summary and distribution count.
  std::string text;
  int rating = -1;                  // SE rating in tenths; -1: none
  int hardest = -1;                 // the technique of the hardest step
  bool stuck = false;               // no technique finishes it: the rating is a lower bound
  std::vector<int> techniques;      // steps of each technique
};

/// The verdict on `found` solutions of a search that wanted `wanted` of them
/// (UINT64_MAX: all) and ended as `stats` says.
verdict judge(std::uint64_t found, std::uint64_t wanted, seek::statistics const& stats);

/// Counts a record's outcome into `t`.
void add(tally& t, outcome const& o);

/// One record on its way through the pipeline.
struct job {
  input_item in;
  outcome out;
};

/// The threads a batch runs on for `-j,--threads requested` (0: every core):
/// at most what oneTBB allows this process (its max_allowed_parallelism),
/// with a note on `err` when the request was cut down, so the summary
/// names the threads that really ran.
unsigned batch_threads(unsigned requested, stderr_reporter& err);

/// Reads `opt.files` record by record: `work` on each puzzle (not called
/// for invalid records) on up to `threads` threads at once (1: one at a time,
/// in order), then `emit` on each record (puzzle or invalid) in input order,
/// one at a time, after its notes and errors are reported on `err` and
/// counted into `t`. Ends when the input ends, standard output is closed or
/// failed, or a signal arrives; `progress` is updated after each record.
void for_each_record(options const& opt, unsigned threads, stdout_writer& out, stderr_reporter& err,
                     progress_meter& progress, tally& t, std::function<void(job&)> const& work,
                     std::function<void(job const&)> const& emit);

}  // namespace seek_sudoku

// report.hpp: numbers and times for people, the end-of-run summary, the
// progress bar and the per-puzzle statistics line (all on standard error).
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <mutex>
#include <optional>
#include <string>

#include <seek/core/statistics.hpp>

#include "options.hpp"
#include "output.hpp"

namespace seek_sudoku {

/// 1234567 -> "1,234,567"
std::string group_digits(std::uint64_t n);
/// Seconds -> "812 ns", "4.1 µs", "842 µs", "1.23 ms", "2.345 s", "3 min 12 s".
std::string format_duration(double seconds);
/// Bytes -> "220 B", "1.4 KiB", "215 MiB", ...
std::string format_bytes(double bytes);

/// What happened to the records of a run.
struct tally {
  std::uint64_t records = 0;     // puzzles and invalid records
  std::uint64_t solved = 0;      // at least one solution found
  std::uint64_t several = 0;     // known to have two or more
  std::uint64_t no_solution = 0;
  std::uint64_t invalid = 0;
  std::uint64_t stopped = 0;     // answer unknown: a limit ended the search
  std::uint64_t errors = 0;      // the search failed (a checkpoint refused, out of memory): 'error'
  std::uint64_t unreadable = 0;  // inputs that could not be opened or read
  std::uint64_t solutions = 0;  // count / enumerate: solutions found
  std::uint64_t nodes = 0;
  std::uint64_t failures = 0;
  double search_seconds = 0;     // summed over puzzles (exceeds wall time with threads)
};

/// The exit status of a run that read puzzles (commands.hpp lists them):
/// interrupted, then unreadable input or failed output, then `some_failed`.
int run_status(tally const& t, bool output_failed, bool some_failed);

/// A warning on stderr when the inputs held no puzzle at all (an empty file,
/// only comments): not an error, but rarely what was meant.
void warn_if_no_puzzle(stderr_reporter& err, tally const& t);

/// "<where>: 1234 nodes, 56 dead ends, max depth 60, peak frontier 61, 1.23 ms"
std::string stats_line(std::string const& where, seek::statistics const& s, double seconds);

/// The summary line printed at the end of a run.
std::string summary_line(command cmd, tally const& t, bool several_known, double wall_seconds,
                         unsigned threads);

/// The live line on a terminal's standard error, shown only once a run has
/// lasted long enough for a person to wonder (a second), redrawn a few times
/// a second: the batch so far (puzzles, rate, share of the input read) and,
/// while one search runs long, that search (nodes, solutions so far, rate,
/// elapsed). The batch part is updated by the one thread that writes results;
/// the search part by the searching threads themselves, through
/// seek::limits::progress (search_hook): one thread's own statistics, or
/// those seek::parallel merges, and the solutions so far from a shared
/// atomic counter.
class progress_meter {
 public:
  progress_meter(stderr_reporter& err, bool enabled);
  progress_meter(progress_meter const&) = delete;
  progress_meter& operator=(progress_meter const&) = delete;

  /// False when stderr is not a terminal, or --no-progress / --quiet.
  [[nodiscard]] bool enabled() const noexcept { return enabled_; }

  /// After each record: `records` done, `fraction` of `input` read.
  void update(std::uint64_t records, std::optional<double> fraction, std::string const& input);

  /// A callback for seek::limits::progress for the search of the record at
  /// `where` ("file:line"), which reads `*solutions` for the solutions found
  /// so far (the searching threads add to it). Empty when not enabled.
  [[nodiscard]] std::function<void(seek::statistics const&)> search_hook(
      std::string where, std::atomic<std::uint64_t> const* solutions);
  void finish();

 private:
  using clock = std::chrono::steady_clock;
  void draw(clock::time_point now);  // with mutex_ held

  stderr_reporter& err_;
  bool enabled_;
  clock::time_point start_;
  std::mutex mutex_;
  clock::time_point last_{};  // last batch redraw
  std::string batch_;         // the batch part, "" before the first update
  std::string search_;        // the search part, "" when none is running long
  clock::time_point search_at_{};
};

}  // namespace seek_sudoku

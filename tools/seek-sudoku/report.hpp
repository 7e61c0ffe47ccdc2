// report.hpp: numbers and times for people, the end-of-run summary, the
// progress bar and the per-puzzle statistics line (all on standard error).
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>

#include <seek/statistics.hpp>

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

/// A progress line on a terminal's standard error, shown only once a run has
/// lasted long enough for a person to wonder, redrawn a few times a second.
/// The clock is read on one update in `check_every` (a power of two): often
/// enough for slow records, rarely enough not to show on a fast batch.
class progress_meter {
 public:
  progress_meter(stderr_reporter& err, bool enabled, std::uint64_t check_every = 64);
  void update(std::uint64_t records, std::optional<double> fraction, std::string const& input);
  void finish();

 private:
  stderr_reporter& err_;
  bool enabled_;
  std::chrono::steady_clock::time_point start_;
  std::chrono::steady_clock::time_point last_{};
  std::uint64_t check_mask_;
  std::uint64_t calls_ = 0;
};

}  // namespace seek_sudoku

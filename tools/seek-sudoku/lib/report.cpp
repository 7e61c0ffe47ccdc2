#include "report.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "exit_status.hpp"
#include "signals.hpp"

namespace seek_sudoku {

std::string group_digits(std::uint64_t n) {
  std::string digits = std::to_string(n);
  std::string out;
  int const len = static_cast<int>(digits.size());
  for (int i = 0; i < len; ++i) {
    if (i != 0 && (len - i) % 3 == 0) out.push_back(',');
    out.push_back(digits[static_cast<std::size_t>(i)]);
  }
  return out;
}

namespace {
std::string printf_string(char const* fmt, double v, char const* unit) {
  char buf[64];
  std::snprintf(buf, sizeof buf, fmt, v, unit);
  return buf;
}

// Three significant digits, as a person reads a measurement.
std::string three_digits(double v, char const* unit) {
  if (v >= 100) return printf_string("%.0f %s", v, unit);
  if (v >= 10) return printf_string("%.1f %s", v, unit);
  return printf_string("%.2f %s", v, unit);
}
}  // namespace

std::string format_duration(double s) {
  if (!(s >= 0)) s = 0;
  if (s < 1e-6) return three_digits(s * 1e9, "ns");
  if (s < 1e-3) return three_digits(s * 1e6, "\xC2\xB5s");  // µs
  if (s < 1) return three_digits(s * 1e3, "ms");
  if (s < 120) return three_digits(s, "s");
  auto const whole = static_cast<std::uint64_t>(s);
  return std::to_string(whole / 60) + " min " + std::to_string(whole % 60) + " s";
}

std::string format_bytes(double b) {
  char const* units[] = {"B", "KiB", "MiB", "GiB", "TiB"};
  int u = 0;
  while (b >= 1024 && u < 4) {
    b /= 1024;
    ++u;
  }
  if (u == 0) return printf_string("%.0f %s", b, units[0]);
  return three_digits(b, units[u]);
}

int run_status(tally const& t, bool output_failed, bool some_failed) {
  if (interrupted()) return interrupted_status();
  if (t.unreadable != 0 || output_failed) return exit_status::usage_or_io;
  return some_failed ? exit_status::some_failed : exit_status::ok;
}

void warn_if_no_puzzle(stderr_reporter& err, tally const& t) {
  if (t.records == 0 && t.unreadable == 0 && !interrupted()) err.error("warning: no puzzle found in the input");
}

std::string stats_line(std::string const& where, seek::statistics const& s, double seconds) {
  std::string line = where;
  line += ": " + std::to_string(s.nodes) + " nodes, " + std::to_string(s.failures) +
          " dead ends, max depth " + std::to_string(s.depth) + ", peak frontier " +
          std::to_string(s.frontier) + ", " + format_duration(seconds);
  return line;
}

std::string summary_line(command cmd, tally const& t, bool several_known, double wall,
                         unsigned threads) {
  std::string s = group_digits(t.records) + (t.records == 1 ? " puzzle: " : " puzzles: ");
  if (several_known)
    s += group_digits(t.solved - t.several) + " with one solution, " + group_digits(t.several) +
         " with several";
  else
    s += group_digits(t.solved) + " solved";
  s += ", " + group_digits(t.no_solution) + " without solution, " + group_digits(t.invalid) +
       " invalid";
  if (t.stopped != 0) s += ", " + group_digits(t.stopped) + " stopped by a limit";
  if (t.errors != 0) s += ", " + group_digits(t.errors) + (t.errors == 1 ? " error" : " errors");
  if (t.unreadable != 0)
    s += ", " + group_digits(t.unreadable) + (t.unreadable == 1 ? " unreadable input" : " unreadable inputs");
  if (cmd == command::count || cmd == command::enumerate)
    s += "; " + group_digits(t.solutions) + (t.solutions == 1 ? " solution" : " solutions");
  s += "; " + format_duration(wall);
  if (interrupted()) s += " (interrupted)";
  bool const batch = cmd == command::solve || cmd == command::count;
  if (batch && threads > 1) s += " on " + std::to_string(threads) + " threads";
  std::uint64_t const searched = t.records - t.invalid - t.errors;
  if (t.records > 1 || searched != 0) {
    s += " (";
    if (t.records > 1) s += format_duration(wall / static_cast<double>(t.records)) + " per puzzle";
    if (t.records > 1 && searched != 0) s += "; ";
    if (searched != 0)
      s += "mean search time " + format_duration(t.search_seconds / static_cast<double>(searched));
    s += ")";
  }
  return s;
}

progress_meter::progress_meter(stderr_reporter& err, bool enabled)
    : err_(err), enabled_(enabled && err.terminal()), start_(clock::now()) {}

void progress_meter::update(std::uint64_t records, std::optional<double> fraction,
                            std::string const& input) {
  if (!enabled_) return;
  // One clock read per record: a few nanoseconds beside the fastest search.
  auto const now = clock::now();
  using std::chrono::milliseconds;
  if (now - start_ < milliseconds(1000) || now - last_ < milliseconds(200)) return;
  last_ = now;
  double const elapsed = std::chrono::duration<double>(now - start_).count();
  // The file's own name: a long path would wrap, and \r cannot undo a wrap.
  std::string const name = input.substr(input.find_last_of('/') == std::string::npos ? 0 : input.find_last_of('/') + 1);
  std::string line = group_digits(records) + " puzzles, " +
                     group_digits(static_cast<std::uint64_t>(static_cast<double>(records) / elapsed)) +
                     "/s  " + name;
  if (fraction) {
    constexpr int width = 30;
    int const filled = std::clamp(static_cast<int>(std::lround(*fraction * width)), 0, width);
    line += "  [" + std::string(static_cast<std::size_t>(filled), '#') +
            std::string(static_cast<std::size_t>(width - filled), '.') + "] " +
            std::to_string(static_cast<int>(*fraction * 100)) + "%";
  }
  std::lock_guard lock(mutex_);
  batch_ = std::move(line);
  draw(now);
}

std::function<void(seek::statistics const&)> progress_meter::search_hook(
    std::string where, std::atomic<std::uint64_t> const* solutions) {
  if (!enabled_) return {};
  return [this, where = std::move(where), solutions, begun = clock::now()](seek::statistics const& s) {
    auto const now = clock::now();
    if (now - start_ < std::chrono::milliseconds(1000)) return;
    double const seconds = std::chrono::duration<double>(now - begun).count();
    std::uint64_t const found = solutions->load(std::memory_order_relaxed);
    std::string part = where + ": " + group_digits(s.nodes) + " nodes, " + group_digits(found) +
                       (found == 1 ? " solution, " : " solutions, ") +
                       group_digits(static_cast<std::uint64_t>(static_cast<double>(s.nodes) / seconds)) +
                       " nodes/s, " + format_duration(seconds);
    std::lock_guard lock(mutex_);
    search_ = std::move(part);
    search_at_ = now;
    draw(now);
  };
}

void progress_meter::draw(clock::time_point now) {
  // A search part not refreshed lately belongs to a search that has ended.
  if (!search_.empty() && now - search_at_ > std::chrono::milliseconds(500)) search_.clear();
  std::string line = batch_;
  if (!search_.empty()) line += (line.empty() ? "" : "  |  ") + search_;
  if (line.empty()) return;
  if (std::size_t const width = err_.columns(); width > 1 && line.size() >= width) line.resize(width - 1);
  err_.progress(line);
}

void progress_meter::finish() { err_.clear_progress(); }

}  // namespace seek_sudoku

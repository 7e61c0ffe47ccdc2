// explain.cpp: explain, hint and rate, a batch through the record pipeline
// (records.hpp) as solve and count are: puzzles on several threads, results
// in input order, the same errors and exit status. Each record's result is
// made on its worker thread (logic.cpp); here it is written, counted, and
// for rate gathered into the distribution of ratings and techniques.
#include <unistd.h>

#include <array>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <filesystem>
#include <map>
#include <string>
#include <system_error>
#include <variant>
#include <vector>


#include "commands.hpp"
#include "lib/logic.hpp"
#include "lib/records.hpp"
#include "lib/signals.hpp"

namespace seek_sudoku {

namespace {

using seek::sudoku::grid;
using clock_type = std::chrono::steady_clock;

// rate: what a set of puzzles came to.
struct distribution {
  std::uint64_t puzzles = 0;                 // rated (solved or stuck)
  std::map<int, std::uint64_t> ratings;      // solved, by rating in tenths
  std::map<int, std::uint64_t> lower_bounds; // stuck, by the rating's lower bound
  std::array<std::uint64_t, 4> bands{};      // easy, medium, hard, fiendish
  std::vector<std::uint64_t> hardest, used, steps;  // by technique

  distribution() : hardest(n()), used(n()), steps(n()) {}
  static std::size_t n() { return static_cast<std::size_t>(technique_total()); }

  void add(outcome const& o) {
    ++puzzles;
    (o.stuck ? lower_bounds : ratings)[o.rating]++;
    std::string const band = se_band_name(o.rating);
    std::size_t const b = band == "easy" ? 0 : band == "medium" ? 1 : band == "hard" ? 2 : 3;
    ++bands[b];
    ++hardest[static_cast<std::size_t>(o.hardest)];
    for (std::size_t t = 0; t < o.techniques.size() && t < n(); ++t) {
      if (o.techniques[t] != 0) ++used[t];
      steps[t] += static_cast<std::uint64_t>(o.techniques[t]);
    }
  }

  [[nodiscard]] std::string bands_text() const {
    return "easy " + group_digits(bands[0]) + ", medium " + group_digits(bands[1]) + ", hard " +
           group_digits(bands[2]) + ", fiendish " + group_digits(bands[3]);
  }

  // Lines starting with '#', after the results (rate --distribution).
  [[nodiscard]] std::string text(std::string const& of) const {
    char buf[160];
    std::string s = "# " + group_digits(puzzles) + (puzzles == 1 ? " puzzle" : " puzzles") + " rated" + of + "; " +
                    bands_text() + "\n# rating   puzzles\n";
    for (auto const& [r, k] : ratings) {
      std::snprintf(buf, sizeof buf, "# %6s %9s\n", rating_text(r).c_str(), group_digits(k).c_str());
      s += buf;
    }
    for (auto const& [r, k] : lower_bounds) {
      std::snprintf(buf, sizeof buf, "# %6s %9s\n", (">=" + rating_text(r)).c_str(), group_digits(k).c_str());
      s += buf;
    }
    s += "# technique                     hardest   used by     steps\n";
    for (std::size_t t = 0; t < n(); ++t) {
      if (used[t] == 0 && hardest[t] == 0) continue;
      std::snprintf(buf, sizeof buf, "# %-28s %8s %9s %9s\n", technique_name(static_cast<int>(t)).c_str(),
                    group_digits(hardest[t]).c_str(), group_digits(used[t]).c_str(), group_digits(steps[t]).c_str());
      s += buf;
    }
    return s;
  }

  [[nodiscard]] std::string json() const {
    std::string s = "{\"puzzles\": " + std::to_string(puzzles) + ", \"ratings\": {";
    bool first = true;
    for (auto const& [r, k] : ratings) {
      s += (first ? "" : ", ") + json_string(rating_text(r)) + ": " + std::to_string(k);
      first = false;
    }
    for (auto const& [r, k] : lower_bounds) {
      s += (first ? "" : ", ") + json_string(">=" + rating_text(r)) + ": " + std::to_string(k);
      first = false;
    }
    s += "}, \"bands\": {\"easy\": " + std::to_string(bands[0]) + ", \"medium\": " + std::to_string(bands[1]) +
         ", \"hard\": " + std::to_string(bands[2]) + ", \"fiendish\": " + std::to_string(bands[3]) +
         "}, \"techniques\": {";
    first = true;
    for (std::size_t t = 0; t < n(); ++t) {
      if (used[t] == 0 && hardest[t] == 0) continue;
      s += (first ? "" : ", ") + json_string(technique_name(static_cast<int>(t))) +
           ": {\"hardest\": " + std::to_string(hardest[t]) + ", \"puzzles\": " + std::to_string(used[t]) +
           ", \"steps\": " + std::to_string(steps[t]) + "}";
      first = false;
    }
    return s + "}}";
  }
};

void analyse_one(job& j, logic_context ctx) {
  outcome& o = j.out;
  auto const start = clock_type::now();
  try {
    ctx.where = where(j.in);
    analyse(std::get<grid>(j.in.record.value), ctx, o);
  } catch (std::exception const& e) {
    o.result = verdict::error;
    o.failure = e.what();
  }
  o.seconds = std::chrono::duration<double>(clock_type::now() - start).count();
}

// The in-order end of the pipeline.
class writer {
 public:
  writer(options const& opt, stdout_writer& out, stderr_reporter& err, tally& t)
      : opt_(opt), json_(opt.logic.json), out_(out), err_(err), tally_(t) {}

  void begin() {
    if (json_) out_.write("{\"puzzles\": [");
  }

  void emit(job const& j) {
    if (opt_.cmd == command::rate && j.in.source != source_) next_file(j.in.source);
    if (j.in.what == input_item::kind::invalid) {
      put(json_ ? invalid_json(where(j.in), diagnostic(j.in)) : "invalid");
    } else {
      emit_puzzle(j);
    }
    out_.end_result();
  }

  void end() {
    bool const rate = opt_.cmd == command::rate;
    if (rate && files_ > 1) next_file(nullptr);
    if (json_) {
      out_.write(results_ ? "\n]" : "]");
      if (rate) {
        out_.write(",\n\"distribution\": " + total_.json());
        if (!per_file_json_.empty()) out_.write(",\n\"files\": [" + per_file_json_ + "\n]");
      }
      out_.write("}\n");
    } else if (rate && opt_.logic.distribution) {
      out_.write(total_.text(files_ > 1 ? " in all" : ""));
    }
    out_.end_result();
  }

  [[nodiscard]] distribution const& total() const { return total_; }
  [[nodiscard]] std::uint64_t stuck() const { return stuck_; }
  [[nodiscard]] std::uint64_t waiting() const { return waiting_; }

 private:
  void put(std::string const& text) {
    if (json_) {
      out_.write(results_ ? ",\n  " : "\n  ");
      out_.write(text);
    } else {
      // Multi-line results (explain, hint --show) are blocks separated by a blank line.
      bool const blocks = opt_.cmd == command::explain || opt_.logic.show;
      if (blocks && results_ != 0) out_.write("\n");
      out_.line(text);
    }
    ++results_;
  }

  void emit_puzzle(job const& j) {
    outcome const& o = j.out;
    if (o.result == verdict::error) {
      // A board this command does not take: printed and counted as invalid.
      ++tally_.invalid;
      err_.message(where(j.in) + ": " + o.failure);
      put(json_ ? invalid_json(where(j.in), o.failure) : std::string("invalid"));
      return;
    }
    add(tally_, o);
    put(o.text);
    if (o.stuck && o.result == verdict::solved) ++stuck_;
    if (opt_.cmd == command::hint && o.rating >= 0 && o.result == verdict::solved) ++waiting_;
    if (opt_.cmd == command::rate && o.rating >= 0) {
      total_.add(o);
      file_.add(o);
    }
    if (opt_.stats)
      err_.message(where(j.in) + ": " + (o.rating >= 0 ? "SE " + std::string(o.stuck ? ">=" : "") + rating_text(o.rating) + ", " : "") +
                   format_duration(o.seconds));
  }

  // rate with several files: each file's distribution when the next begins.
  void next_file(std::string const* source) {
    if (source_ != nullptr && files_ > 0) {
      std::string const name = *source_;
      if (json_) {
        per_file_json_ += (per_file_json_.empty() ? "\n  " : ",\n  ") + std::string("{\"file\": ") +
                          json_string(name) + ", \"distribution\": " + file_.json() + "}";
      } else if (opt_.logic.distribution) {
        pending_text_ += file_.text(" in " + name);
      }
    }
    if (source != nullptr) ++files_;
    source_ = source;
    file_ = distribution{};
    // Text distributions of the files come after all results, with the total.
    if (source == nullptr && !pending_text_.empty()) {
      out_.write(pending_text_);
      pending_text_.clear();
    }
  }

  options const& opt_;
  bool json_;
  stdout_writer& out_;
  stderr_reporter& err_;
  tally& tally_;
  std::uint64_t results_ = 0;
  std::uint64_t stuck_ = 0;
  std::uint64_t waiting_ = 0;  // hint: puzzles with a next step
  distribution total_, file_;
  std::string const* source_ = nullptr;
  std::uint64_t files_ = 0;
  std::string per_file_json_, pending_text_;
};

// "4 puzzles: 3 solved, 1 stuck (rated >=9.5), ..."
std::string logic_summary(options const& opt, tally const& t, writer const& w, double wall, unsigned threads) {
  std::string s = group_digits(t.records) + (t.records == 1 ? " puzzle: " : " puzzles: ");
  std::uint64_t const stuck = w.stuck();
  if (opt.cmd == command::hint)
    s += group_digits(w.waiting()) + " with a next step, " + group_digits(t.solved - t.several - w.waiting() - stuck) +
         " already solved, " + group_digits(stuck) + " stuck";
  else
    s += group_digits(t.solved - t.several - stuck) + " solved, " + group_digits(stuck) +
         " stuck (their SE a lower bound)";
  s += ", " + group_digits(t.no_solution) + " without solution, " + group_digits(t.several) +
       " with several solutions, " + group_digits(t.invalid) + " invalid";
  if (t.stopped != 0) s += ", " + group_digits(t.stopped) + " stopped by a limit";
  if (t.unreadable != 0)
    s += ", " + group_digits(t.unreadable) + (t.unreadable == 1 ? " unreadable input" : " unreadable inputs");
  if (opt.cmd == command::rate) s += "; " + w.total().bands_text();
  s += "; " + format_duration(wall);
  if (interrupted()) s += " (interrupted)";
  if (threads > 1) s += " on " + std::to_string(threads) + " threads";
  std::uint64_t const searched = t.records - t.invalid;
  if (searched != 0)
    s += " (" + format_duration(t.search_seconds / static_cast<double>(searched)) + " per puzzle, one thread)";
  return s;
}

}  // namespace

int run_logic(options const& opt) {
  auto const start = clock_type::now();
  stdout_writer out;
  stderr_reporter err;
  unsigned const threads = batch_threads(opt.threads, err);
  if (!opt.logic.svg_dir.empty()) {
    std::error_code ec;
    std::filesystem::create_directories(opt.logic.svg_dir, ec);
    if (ec) {
      err.error("--svg: cannot make the folder '" + opt.logic.svg_dir + "': " + ec.message());
      return exit_status::usage_or_io;
    }
  }
  logic_context ctx;
  ctx.cmd = opt.cmd;
  ctx.request = &opt.logic;
  ctx.bounds = &opt.bounds;
  ctx.symbols = opt.parsing.symbols;
  ctx.colour = opt.logic.show && ::isatty(STDOUT_FILENO) != 0 && std::getenv("NO_COLOR") == nullptr;
  progress_meter progress(err, opt.progress && !opt.quiet);
  tally t;
  writer w(opt, out, err, t);
  w.begin();
  for_each_record(
      opt, threads, out, err, progress, t, [&](job& j) { analyse_one(j, ctx); }, [&](job const& j) { w.emit(j); });
  if (!out.closed()) w.end();
  out.flush();
  progress.finish();

  if (out.closed()) return exit_status::ok;  // the reader left: stop quietly
  warn_if_no_puzzle(err, t);
  double const wall = std::chrono::duration<double>(clock_type::now() - start).count();
  if (!opt.quiet) err.message("seek-sudoku: " + logic_summary(opt, t, w, wall, threads));
  bool const some_failed = t.invalid != 0 || t.no_solution != 0 || t.several != 0 || t.stopped != 0;
  return run_status(t, out.failed(), some_failed);
}

}  // namespace seek_sudoku

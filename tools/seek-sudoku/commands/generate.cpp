// generate.cpp: random puzzles with exactly one solution, written in the
// formats solve reads. Every puzzle comes from ONE generator stream seeded
// once, so the output is a function of the seed and the options alone, and
// `--count 5` begins with the puzzle of `--count 1`. No threads, for that
// reason. With an SE target (--technique, --rating) the puzzles come from
// generate_rated on the same stream (logic.cpp); 4x4 and 9x9 puzzles are
// rated on the SE scale beside their guesses.
#include <algorithm>
#include <array>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <random>
#include <stdexcept>
#include <string>

#include <seek/core/random.hpp>
#include <seek/sudoku/generate/generate.hpp>

#include "commands.hpp"
#include "lib/logic.hpp"
#include "lib/output.hpp"
#include "lib/render.hpp"
#include "lib/report.hpp"
#include "lib/signals.hpp"

namespace seek_sudoku {

namespace {
namespace sudoku = seek::sudoku;
using clock_type = std::chrono::steady_clock;

// CLI11 has already checked the names against the same lists, so a miss
// here means the two lists drifted apart: say so rather than guess.
sudoku::generate_options library_options(generate_request const& r) {
  sudoku::generate_options o;
  auto const sym = sudoku::symmetry_from_string(r.symmetry);
  if (!sym) throw std::invalid_argument("unknown symmetry '" + r.symmetry + "'");
  auto const band = sudoku::difficulty_from_string(r.difficulty);
  if (!band) throw std::invalid_argument("unknown difficulty '" + r.difficulty + "'");
  o.clues = r.clues;
  o.symmetry = *sym;
  o.minimal = r.minimal;
  o.difficulty = *band;
  o.max_attempts = r.max_attempts;
  return o;
}

int box_of(int side) {
  for (int box = 2; box <= 5; ++box)
    if (box * box == side) return box;
  throw std::invalid_argument("the generator makes 4x4, 9x9, 16x16 or 25x25 boards, not side " +
                              std::to_string(side));
}

// 64 bits from the system's entropy source; reported, so the run can be repeated.
std::uint64_t fresh_seed() {
  std::random_device rd;
  return (std::uint64_t{rd()} << 32) ^ std::uint64_t{rd()};
}

std::string one_decimal(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f", v);
  return buf;
}

// What the run made, for the summary.
struct generate_tally {
  std::uint64_t puzzles = 0;
  std::uint64_t clues = 0;
  std::uint64_t attempts = 0;
  std::array<std::uint64_t, 5> bands{};  // indexed by sudoku::difficulty
  // SE ratings (4x4 and 9x9): puzzles per band, lowest and highest rating.
  std::array<std::uint64_t, 4> se_bands{};
  std::uint64_t se_rated = 0;
  int se_low = 0, se_high = 0;
};

// "seek-sudoku: SE ratings 1.2 to 3.2: easy 2, medium 1, hard 0, fiendish 0"
std::string se_summary_line(generate_tally const& t) {
  return "SE ratings " + rating_text(t.se_low) + " to " + rating_text(t.se_high) + ": easy " +
         group_digits(t.se_bands[0]) + ", medium " + group_digits(t.se_bands[1]) + ", hard " +
         group_digits(t.se_bands[2]) + ", fiendish " + group_digits(t.se_bands[3]);
}

// "5 9x9 puzzles from seed 42 in 12.0 ms (2.40 ms per puzzle); easy 3,
//  medium 2, hard 0, fiendish 0; 24.6 clues on average; 5 attempts"
std::string generate_summary(generate_request const& r, std::uint64_t seed, generate_tally const& t,
                             double wall) {
  std::string const board = std::to_string(r.size) + "x" + std::to_string(r.size);
  std::string s = group_digits(t.puzzles) + " " + board + (t.puzzles == 1 ? " puzzle" : " puzzles");
  if (t.puzzles != r.count) s += " (of " + group_digits(r.count) + " asked for)";
  s += " from seed " + std::to_string(seed) + " in " + format_duration(wall);
  if (interrupted()) s += " (interrupted)";
  if (t.puzzles > 1) s += " (" + format_duration(wall / static_cast<double>(t.puzzles)) + " per puzzle)";
  char const* sep = "; ";
  for (sudoku::difficulty d : {sudoku::difficulty::easy, sudoku::difficulty::medium, sudoku::difficulty::hard,
                               sudoku::difficulty::fiendish}) {
    s += sep;
    s += to_string(d);
    s += ' ';
    s += group_digits(t.bands[static_cast<std::size_t>(d)]);
    sep = ", ";
  }
  if (t.puzzles != 0)
    s += "; " + one_decimal(static_cast<double>(t.clues) / static_cast<double>(t.puzzles)) + " clues on average";
  s += "; " + group_digits(t.attempts) + (t.attempts == 1 ? " attempt" : " attempts");
  return s;
}
}  // namespace

int run_generate(options const& opt) {
  auto const start = clock_type::now();
  generate_request const& req = opt.generating;
  stdout_writer out;
  stderr_reporter err;

  sudoku::generate_options lib;
  int box = 0;
  try {
    lib = library_options(req);
    box = box_of(req.size);
  } catch (std::invalid_argument const& e) {
    err.error(e.what());
    return exit_status::usage_or_io;
  }
  if (req.size == big_board_side && req.clues == 0 && !req.minimal) {
    lib.clues = big_board_default_clues;
  } else if (req.size == big_board_side && !opt.quiet) {
    err.error("note: emptying a 25x25 board down to " +
              (req.clues == 0 ? std::string("a minimal puzzle") : std::to_string(req.clues) + " clues") +
              " can take minutes per puzzle (--clues 400 takes about 30 ms)");
  }
  std::uint64_t const seed = req.seed ? *req.seed : fresh_seed();
  seek::xoshiro256ss gen(seed);

  bool const on_target = !req.technique.empty() || req.min_rating >= 0;
  progress_meter progress(err, opt.progress);
  generate_tally t;
  int status = exit_status::ok;
  while (t.puzzles < req.count && !out.closed() && !out.failed() && !interrupted()) {
    auto const puzzle_start = clock_type::now();
    sudoku::generated_puzzle p;
    try {
      if (on_target) {
        // An SE target: seek::sudoku::generate_rated on the same stream; the
        // guesses, the second measure, rated afterwards.
        auto r = generate_on_target(box, lib, req, gen);
        p.rating = sudoku::rate(r.puzzle);
        p.puzzle = std::move(r.puzzle);
        p.solution = std::move(r.solution);
        p.clues = r.clues;
        p.attempts = r.attempts;
      } else {
        p = sudoku::generate(box, lib, gen);
      }
    } catch (std::invalid_argument const& e) {
      // Bad options are found on the first call, before any work or output.
      err.error(e.what());
      return exit_status::usage_or_io;
    } catch (sudoku::generate_error const& e) {
      if (interrupted()) break;  // the signal ended the attempts: the summary says so
      // Keep what was written; the message says what the attempts reached.
      err.error(e.what());
      t.attempts += static_cast<std::uint64_t>(lib.max_attempts);
      status = exit_status::some_failed;
      break;
    }
    double const seconds = std::chrono::duration<double>(clock_type::now() - puzzle_start).count();

    // Grid format: blocks separated by an empty line, the solution's block
    // after its puzzle's. Line format: the solution after a space, where the
    // reader takes it for metadata.
    if (opt.out_format == format::grid) {
      if (t.puzzles != 0) out.write("\n");
      out.line(render(p.puzzle, format::grid, opt.parsing.symbols));
      if (req.solution) {
        out.write("\n");
        out.line(render(p.solution, format::grid, opt.parsing.symbols));
      }
    } else {
      out.write(render(p.puzzle, format::line, opt.parsing.symbols));
      if (req.solution) {
        out.write(" ");
        out.write(render(p.solution, format::line, opt.parsing.symbols));
      }
      out.write("\n");
    }
    // Puzzles can be slow to come (16x16 and up): pass each on at once.
    out.end_result(true);

    ++t.puzzles;
    t.clues += static_cast<std::uint64_t>(p.clues);
    t.attempts += static_cast<std::uint64_t>(p.attempts);
    ++t.bands[static_cast<std::size_t>(p.rating.band)];
    // The SE rating, where its weights mean something (4x4, 9x9).
    std::string se;
    if (auto const r = se_rate(p.puzzle)) {
      std::string const band = se_band_name(r->rating);
      ++t.se_bands[band == "easy" ? 0 : band == "medium" ? 1 : band == "hard" ? 2 : 3];
      t.se_low = t.se_rated == 0 ? r->rating : std::min(t.se_low, r->rating);
      t.se_high = t.se_rated == 0 ? r->rating : std::max(t.se_high, r->rating);
      ++t.se_rated;
      se = "SE " + std::string(r->solved ? "" : ">=") + rating_text(r->rating) + " (" + band + ", " +
           technique_name(r->hardest) + "), ";
    }
    if (opt.stats)
      err.error("puzzle " + group_digits(t.puzzles) + ": " + std::to_string(p.clues) + " clues, " +
                group_digits(p.rating.guesses) + (p.rating.guesses == 1 ? " guess (" : " guesses (") +
                to_string(p.rating.band) + "), " + se + std::to_string(p.attempts) +
                (p.attempts == 1 ? " attempt, " : " attempts, ") + format_duration(seconds));
    progress.update(t.puzzles, static_cast<double>(t.puzzles) / static_cast<double>(req.count), "");
  }
  progress.finish();
  out.flush();
  if (out.closed()) return exit_status::ok;  // the reader left: stop quietly

  double const wall = std::chrono::duration<double>(clock_type::now() - start).count();
  if (!opt.quiet) {
    err.error(generate_summary(req, seed, t, wall));
    if (t.se_rated != 0) err.error(se_summary_line(t));
  }
  if (interrupted()) return interrupted_status();
  if (out.failed()) return exit_status::usage_or_io;
  return status;
}

}  // namespace seek_sudoku

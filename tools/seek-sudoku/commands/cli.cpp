// cli.cpp: the command line, read with CLI11 (here only): the subcommands of
// commands.hpp, each one's options with their help text and checks, and the
// messages for a command line that does not parse. options.cpp, which the
// fuzz target also compiles, stays free of CLI11.
#include "cli.hpp"

#include <algorithm>
#include <cctype>
#include <climits>
#include <cstdint>
#include <cstdlib>
#include <exception>
#include <iterator>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include <CLI/CLI.hpp>

#include "commands.hpp"
#include "lib/engine.hpp"
#include "lib/logic.hpp"
#include "lib/output.hpp"
#include "lib/report.hpp"

#ifndef SEEK_VERSION
#define SEEK_VERSION "unknown"
#endif

namespace seek_sudoku {

namespace {

// "1000", "250k", "2M", "1G": a count with an optional decimal suffix.
std::uint64_t parse_count(std::string const& text, char const* what) {
  std::size_t used = 0;
  unsigned long long n = 0;
  try {
    if (text.empty() || text[0] == '-' || text[0] == '+') throw std::invalid_argument(text);
    n = std::stoull(text, &used, 10);
  } catch (std::exception const&) {
    throw CLI::ValidationError(what, "expected a count such as 5000, 250k or 2M, got '" + text + "'");
  }
  std::string const suffix = text.substr(used);
  std::uint64_t scale = 1;
  if (suffix == "k" || suffix == "K") scale = 1'000;
  else if (suffix == "M") scale = 1'000'000;
  else if (suffix == "G") scale = 1'000'000'000;
  else if (!suffix.empty())
    throw CLI::ValidationError(what, "unknown suffix '" + suffix + "' in '" + text + "' (use k, M or G)");
  if (n > UINT64_MAX / scale) throw CLI::ValidationError(what, "'" + text + "' is too large");
  return n * scale;
}

// --limit K: a count of 1 or more (0 would read as "no limit"; leave the
// option out for that).
std::uint64_t parse_limit(std::string const& text) {
  std::uint64_t const k = parse_count(text, "--limit");
  if (k == 0) throw CLI::ValidationError("--limit", "must be at least 1; leave it out to have no limit");
  return k;
}

// "30", "30s", "500ms", "2m", "1h": a duration, seconds by default.
std::chrono::nanoseconds parse_duration(std::string const& text, char const* what = "--timeout",
                                        bool zero_ok = false) {
  std::size_t used = 0;
  double v = 0;
  try {
    if (text.empty() || text[0] == '-' || text[0] == '+') throw std::invalid_argument(text);
    v = std::stod(text, &used);
  } catch (std::exception const&) {
    throw CLI::ValidationError(what, "expected a duration such as 10, 2.5s, 500ms or 5m, got '" + text + "'");
  }
  std::string const unit = text.substr(used);
  double scale = 1;
  if (unit.empty() || unit == "s") scale = 1;
  else if (unit == "ms") scale = 1e-3;
  else if (unit == "us") scale = 1e-6;
  else if (unit == "m" || unit == "min") scale = 60;
  else if (unit == "h") scale = 3600;
  else throw CLI::ValidationError(what, "unknown unit '" + unit + "' in '" + text + "' (use ms, s, m or h)");
  double const seconds = v * scale;
  if (!(seconds > 0) && !(zero_ok && seconds == 0))
    throw CLI::ValidationError(what, std::string(zero_ok ? "must not be negative" : "must be positive") + ", got '" +
                                         text + "'");
  if (seconds > 1e9) return std::chrono::nanoseconds::max();  // effectively none
  return std::chrono::nanoseconds(static_cast<std::int64_t>(seconds * 1e9));
}

// "42": a generator seed, any unsigned 64-bit decimal, nothing else (no sign,
// no suffix: a seed is a name, not a quantity).
std::uint64_t parse_seed(std::string const& text) {
  bool const digits = !text.empty() && text.size() <= 20 &&
                      text.find_first_not_of("0123456789") == std::string::npos;
  unsigned long long n = 0;
  std::size_t used = 0;
  try {
    if (digits) n = std::stoull(text, &used, 10);
  } catch (std::exception const&) {
    used = 0;  // out of range
  }
  if (!digits || used != text.size())
    throw CLI::ValidationError("--seed", "expected a whole number from 0 to 18446744073709551615, got '" +
                                             text + "'");
  return n;
}

// "3.2" -> 32: an SE rating with at most one decimal.
int parse_tenths(std::string const& text, std::string const& whole) {
  std::size_t const dot = text.find('.');
  std::string const units = text.substr(0, dot);
  std::string const tenth = dot == std::string::npos ? "0" : text.substr(dot + 1);
  bool const ok = !units.empty() && units.size() <= 2 && tenth.size() == 1 &&
                  units.find_first_not_of("0123456789") == std::string::npos &&
                  tenth.find_first_not_of("0123456789") == std::string::npos;
  if (!ok)
    throw CLI::ValidationError("--rating", "expected an SE rating range such as 4.0..6.0, 3.2, 7.0.. or a band "
                                           "(easy, medium, hard, fiendish), got '" + whole + "'");
  return std::stoi(units) * 10 + std::stoi(tenth);
}

// generate --rating: "4.0..6.0", "3.2", "7.0..", "..2.3", or an SE band.
void parse_rating(std::string const& text, generate_request& gen) {
  static constexpr std::pair<char const*, std::pair<int, int>> bands[] = {
      {"easy", {0, 23}}, {"medium", {24, 34}}, {"hard", {35, 62}}, {"fiendish", {63, -1}}};
  for (auto const& [name, range] : bands)
    if (text == name) {
      gen.min_rating = range.first;
      gen.max_rating = range.second;
      return;
    }
  std::size_t const dots = text.find("..");
  if (dots == std::string::npos) {
    gen.min_rating = gen.max_rating = parse_tenths(text, text);
    return;
  }
  std::string const lo = text.substr(0, dots), hi = text.substr(dots + 2);
  gen.min_rating = lo.empty() ? 0 : parse_tenths(lo, text);
  gen.max_rating = hi.empty() ? -1 : parse_tenths(hi, text);
  if (gen.max_rating >= 0 && gen.min_rating > gen.max_rating)
    throw CLI::ValidationError("--rating", "the range '" + text + "' is empty (its low end is above its high end)");
}

// One of `names`, in any case; the value becomes the name as listed.
CLI::Validator one_of(std::vector<std::string> names) {
  std::string listed;
  for (std::size_t i = 0; i < names.size(); ++i)
    listed += (i == 0 ? "" : i + 1 == names.size() ? " or " : ", ") + names[i];
  return CLI::Validator(
      [names, listed](std::string& value) {
        std::string lower = value;
        for (char& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        for (auto const& name : names)
          if (lower == name) {
            value = name;
            return std::string();
          }
        return "use " + listed + ", not '" + value + "'";
      },
      "");
}

// An option whose value is one of the names in `choices` (any case): the
// help shows the names once, an error names the bad value and the good ones.
template <class T>
CLI::Option* add_choice(CLI::App& sub, std::string const& name, T& target,
                        std::vector<std::pair<std::string, T>> choices, std::string const& help,
                        std::string const& default_name) {
  std::string listed;
  for (std::size_t i = 0; i < choices.size(); ++i)
    listed += (i == 0 ? "" : i + 1 == choices.size() ? " or " : ", ") + choices[i].first;
  std::string const flag = name.substr(name.rfind(',') == std::string::npos ? 0 : name.rfind(',') + 1);
  return sub
      .add_option_function<std::string>(
          name,
          [&target, choices, listed, flag](std::string const& value) {
            std::string lower = value;
            for (char& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
            for (auto const& [n, v] : choices)
              if (lower == n) {
                target = v;
                return;
              }
            throw CLI::ValidationError(flag, "use " + listed + ", not '" + value + "'");
          },
          help + "; default: " + default_name)
      ->type_name("NAME");
}

void add_alphabet(CLI::App& sub, options& opt, std::string const& help) {
  add_choice<seek::sudoku::alphabet>(
      sub, "--alphabet", opt.parsing.symbols,
      {{"auto", seek::sudoku::alphabet::automatic}, {"hex", seek::sudoku::alphabet::hex}}, help, "auto");
}

// The CSV column that holds the puzzles (subcommands that read puzzles).
void add_column(CLI::App& sub, options& opt) {
  sub.add_option("--column", opt.parsing.column,
                 "CSV input: the column holding the puzzles, by its name in the header line; default: "
                 "puzzle, puzzles or quizzes when the header has one, else the first column")
      ->type_name("NAME");
}

// What goes to standard error: per-record statistics, the summary, progress.
void add_reporting(CLI::App& sub, options& opt, std::string const& stats_help) {
  sub.add_flag("--stats", opt.stats, stats_help);
  sub.add_flag("-q,--quiet", opt.quiet, "No summary and no progress bar on stderr");
  sub.add_flag_callback("--no-progress", [&opt] { opt.progress = false; },
                        "No progress bar (shown only when stderr is a terminal)");
}

// Options every subcommand that reads puzzles takes.
void add_common(CLI::App& sub, options& opt, bool choose_search = true) {
  sub.add_option("files", opt.files, "Puzzle files; standard input when none or '-'")
      ->type_name("FILE...");
  add_alphabet(sub, opt,
               "Symbols of 16x16 puzzles: auto (1-9 then A-G, 0 a blank; a puzzle with a 0 and no G is "
               "rejected as ambiguous) or hex (0-F)");
  add_column(sub, opt);
  if (choose_search) {  // compare runs every successor function and order
    add_choice<strategy>(sub, "--strategy", opt.successors,
                         {{"first-empty", strategy::first_empty},
                          {"fewest", strategy::fewest},
                          {"propagate", strategy::propagate}},
                         "Successor function: first-empty (branch on the first open cell), fewest (on the cell "
                         "with the fewest candidates) or propagate (fewest, after naked and hidden singles)",
                         "propagate");
    add_choice<order>(sub, "--order", opt.search_order, {{"dfs", order::dfs}, {"bfs", order::bfs}},
                      "Search order: dfs or bfs", "dfs");
  }
  sub.add_option_function<std::string>(
         "--max-nodes", [&opt](std::string const& s) { opt.bounds.max_nodes = parse_count(s, "--max-nodes"); },
         "Stop a puzzle's search after N states (k, M, G suffixes; 0: no limit); default: none (compare: 5M per search)")
      ->type_name("N");
  sub.add_option_function<std::string>(
         "--max-frontier",
         [&opt](std::string const& s) {
           opt.bounds.max_frontier = parse_count(s, "--max-frontier");
           if (opt.bounds.max_frontier == 0) throw CLI::ValidationError("--max-frontier", "must be at least 1");
         },
         "Stop when the bfs queue (dfs: stack) would exceed N states; default: as many as fit in "
         "256 MiB, at most 1M")
      ->type_name("N");
  sub.add_option_function<std::string>(
         "--timeout", [&opt](std::string const& s) { opt.bounds.timeout = parse_duration(s); },
         "Stop a puzzle's search after this time (500ms, 10s, 2m); default: none")
      ->type_name("TIME");
  add_reporting(sub, opt, "Per puzzle on stderr: nodes, dead ends, max depth, peak frontier, time");
}

void add_format(CLI::App& sub, options& opt,
                std::string const& help = "Solutions as one line each (line), as a grid (grid), or as rows of "
                                          "space-separated numbers (tokens: every size, read back as input; "
                                          "the form for boards past 35 symbols)",
                bool tokens = true) {
  std::vector<std::pair<std::string, format>> choices{{"line", format::line}, {"grid", format::grid}};
  if (tokens) choices.emplace_back("tokens", format::tokens);
  add_choice<format>(sub, "-f,--format", opt.out_format, std::move(choices), help, "line");
}

void add_threads(CLI::App& sub, options& opt) {
  sub.add_option("-j,--threads", opt.threads, "Puzzles solved in parallel; 0 (default): every core")
      ->check(CLI::Range(0u, 4096u));
}

void add_solve_options(CLI::App& sub, options& opt) {
  add_common(sub, opt);
  add_format(sub, opt);
  add_threads(sub, opt);
  sub.add_flag("-u,--unique", opt.unique, "Also check uniqueness: 'multiple solutions' when not unique");
  add_choice<restart_mode>(
      sub, "--restarts", opt.solving.restarts,
      {{"auto", restart_mode::automatic}, {"never", restart_mode::never}, {"always", restart_mode::always}},
      "Randomized restarts (Luby schedule) for the first solution: auto (25x25 and up: after " +
          std::to_string(seek::sudoku::solve_options{}.plain_nodes) +
          " states of plain depth-first search without an answer), never (plain depth-first search) or always; "
          "not with --unique or --order bfs, which keep the complete search",
      "auto");
  add_choice<seek::sudoku::solve_engine>(
      sub, "--engine", opt.solving.engine,
      {{"auto", seek::sudoku::solve_engine::automatic},
       {"dfs", seek::sudoku::solve_engine::dfs},
       {"cdcl", seek::sudoku::solve_engine::cdcl}},
      "The search for the first solution: auto (conflict-driven learning for 25x25 with the default "
      "--strategy, depth-first search otherwise, as measured), dfs (depth-first search, with --restarts) or "
      "cdcl (conflict-driven learning on every size: dead ends learnt as clauses)",
      "auto");
  sub.add_option_function<std::string>(
         "--seed", [&opt](std::string const& s) { opt.solving.seed = parse_seed(s); },
         "Seed of the restarts or of cdcl (0 to 2^64-1): the same seed gives the same solution; default: " +
             std::to_string(seek::sudoku::solve_options{}.seed))
      ->type_name("S");
  add_choice<bool>(sub, "--learn", opt.solving.learn, {{"on", true}, {"off", false}},
                   "Restart runs learn from failures: each branches first where the runs before it failed most "
                   "(dom/wdeg over the rows, columns and boxes; 16x16 and 25x25)",
                   seek::sudoku::solve_options{}.learn ? "on" : "off");
  add_choice<bool>(sub, "--nogoods", opt.solving.nogoods, {{"on", true}, {"off", false}},
                   "Restart runs record the subtrees they searched in vain (nogoods over the placed symbols); "
                   "later runs skip any state that holds one",
                   seek::sudoku::solve_options{}.nogoods ? "on" : "off");
  sub.parse_complete_callback([&opt, &sub] {
    if (opt.solving.engine == seek::sudoku::solve_engine::cdcl) {
      // cdcl has no restarts of dfs's kind, and finds one solution: refuse what asks for dfs.
      for (char const* name : {"--restarts", "--learn", "--nogoods"}) {
        if (sub.get_option(name)->count() != 0)
          throw CLI::ValidationError(name, "acts on depth-first search and cannot go with --engine cdcl");
      }
      if (opt.search_order == order::bfs)
        throw CLI::ValidationError("--engine", "cdcl cannot go with --order bfs, a complete breadth-first search");
      if (opt.unique)
        throw CLI::ValidationError("--engine", "cdcl cannot go with --unique, which keeps the complete search");
    }
    // --learn on and --nogoods on act on restart runs: refuse them where none run.
    for (auto [name, on] : {std::pair{"--learn", opt.solving.learn}, std::pair{"--nogoods", opt.solving.nogoods}}) {
      if (!on || sub.get_option(name)->count() == 0) continue;
      char const* why = opt.solving.restarts == restart_mode::never ? "--restarts never, which runs no restarts"
                        : opt.unique                               ? "--unique, which keeps the complete search"
                        : opt.search_order == order::bfs           ? "--order bfs, which keeps the complete search"
                                                                   : nullptr;
      if (why != nullptr)
        throw CLI::ValidationError(name, std::string("on acts on restart runs and cannot go with ") + why);
    }
    if (opt.solving.restarts != restart_mode::always) return;
    if (opt.unique)
      throw CLI::ValidationError("--restarts", "always cannot go with --unique: restarts find a solution but "
                                               "cannot prove it is the only one (use auto or never)");
    if (opt.search_order == order::bfs)
      throw CLI::ValidationError("--restarts", "always cannot go with --order bfs: restarts are depth-first runs");
  });
  sub.footer(R"(Output, one line per puzzle in input order: the solution, or 'no solution',
'multiple solutions' (--unique), 'node limit reached' (or frontier / time), 'invalid'.
For 25x25 the first solution is searched by conflict-driven learning (--engine auto);
otherwise, from 25x25 up, a search that finds nothing within 5,000 states switches
to randomized restarts (--restarts auto); --unique, --order bfs and --restarts never keep
plain search.
Examples:
  seek-sudoku solve puzzles.txt > solutions.txt
  seek-sudoku solve --unique --threads 2 --stats puzzles.txt
  seek-sudoku solve --format grid --strategy fewest - < puzzle.txt)");
}

void add_count_options(CLI::App& sub, options& opt) {
  add_common(sub, opt);
  add_threads(sub, opt);
  sub.add_option_function<std::string>(
           "-l,--limit", [&opt](std::string const& s) { opt.limit = parse_limit(s); },
           "Stop counting at K solutions and print '>=K'; default: count them all")
      ->type_name("K");
  sub.add_flag_callback("--no-memo", [&opt] { opt.memo = false; },
                        "Count by enumeration only; default: a puzzle found to have " +
                            group_digits(memo_threshold()) +
                            " solutions or more is counted again by memo (exact, one thread)");
  sub.footer(R"(Output, one line per puzzle: the exact count, '>=K' when --limit K was reached,
'>=N (node limit reached)' when a search limit stopped the count, or 'invalid'.
A puzzle found to have many solutions (100,000 or more) is counted again by memo:
cell by cell in row order, the count below each set of open cells and candidates
met before is reused (the first band, 123456789456789123789123456 and 54 blanks,
has 7,802,998,272). --limit, --order bfs, --checkpoint, mpirun, --no-memo enumerate.
Examples:
  seek-sudoku count puzzles.txt
  seek-sudoku count --limit 2 puzzles.txt     2 or more: not unique)");
}

void add_enumerate_options(CLI::App& sub, options& opt) {
  add_common(sub, opt);
  add_format(sub, opt);
  sub.add_option_function<std::string>(
               "-l,--limit", [&opt](std::string const& s) { opt.limit = parse_limit(s); },
               "At most K solutions per puzzle; default: all")
      ->type_name("K");
  sub.footer(R"(Output: the solutions of each puzzle, one per line; an empty line between puzzles;
'no solution', or a limit's message after the solutions found.
Examples:
  seek-sudoku enumerate --limit 3 puzzle.txt
  seek-sudoku enumerate empty.txt | head -5      stops cleanly when head exits)");
}

void add_compare_options(CLI::App& sub, options& opt) {
  add_common(sub, opt, false);
  sub.add_flag("-a,--all", opt.all_solutions, "Search the whole tree (all solutions), not just to the first");
  sub.add_option("--plot", opt.plot,
                      "Draw bfs frontier per depth and dfs stack depth (first puzzle) to an SVG, with gnuplot")
      ->type_name("FILE.svg");
  sub.footer(R"(Examples:
  seek-sudoku compare examples/puzzles/inkala.txt
  seek-sudoku compare --all --max-frontier 100k --plot search.svg puzzle.txt)");
  // compare runs six searches per puzzle: without --max-nodes each stops at
  // compare_default_nodes.
  sub.parse_complete_callback([&sub, &opt] {  // not the final callback: add_scale_options sets that
    if (sub.count("--max-nodes") == 0) opt.bounds.max_nodes = compare_default_nodes;
  });
}

void add_generate_options(CLI::App& sub, options& opt) {
  generate_request& gen = opt.generating;
  sub.add_option_function<std::string>(
              "-n,--count",
              [&gen](std::string const& s) {
                gen.count = parse_count(s, "--count");
                if (gen.count == 0) throw CLI::ValidationError("--count", "must be at least 1");
              },
              "Puzzles to write (k, M suffixes); default: 1")
      ->type_name("K");
  sub.add_option("--size", gen.size, "Board side: 4, 9, 16 or 25")
      ->check(CLI::Validator(
          [](std::string& s) {
            return s == "4" || s == "9" || s == "16" || s == "25"
                       ? std::string()
                       : "the generator makes 4x4, 9x9, 16x16 or 25x25 boards: use 4, 9, 16 or 25, not '" + s +
                             "'";
          },
          ""))
      ->type_name("SIDE")
      ->default_str("9");
  sub.add_option("--clues", gen.clues,
                       "At most this many clues; default 0: as few as one removal pass reaches (16x16: about "
                       "0.1 s a puzzle), except 25x25: 400 (30 ms; a full pass there takes minutes)")
      ->check(CLI::Range(0, INT_MAX))
      ->type_name("C");
  // The names symmetry_from_string and difficulty_from_string read
  // (tests/cli/generate.sh tries each one).
  sub.add_option("--symmetry", gen.symmetry,
                       "Clue pattern: none, rotate180 (half turn), rotate90 (quarter turns), mirror "
                       "(left-right) or diagonal")
      ->transform(one_of({"none", "rotate180", "rotate90", "mirror", "diagonal"}))
      ->type_name("NAME")
      ->default_str("none");
  sub.add_flag("--minimal", gen.minimal, "No clue (no orbit, with a symmetry) can be removed");
  sub.add_option("--difficulty", gen.difficulty,
                       "Only puzzles of this band: any, easy (0 guesses), medium (1-4), hard (5-12) or "
                       "fiendish (more)")
      ->transform(one_of({"any", "easy", "medium", "hard", "fiendish"}))
      ->type_name("BAND")
      ->default_str("any");
  sub.add_option_function<std::string>(
         "--technique",
         [&gen](std::string const& s) {
           if (!technique_for_generate(s))
             throw CLI::ValidationError("--technique", "unknown technique '" + s + "' (use one of: " +
                                                          generate_technique_names() + ")");
           gen.technique = s;
         },
         "Only puzzles whose solving path (explain) needs this technique and nothing harder, e.g. x-wing, "
         "xy-wing, swordfish (a name it does not know is answered with the list)")
      ->type_name("NAME");
  sub.add_option_function<std::string>(
         "--rating", [&gen](std::string const& s) { parse_rating(s, gen); },
         "Only puzzles with this Sudoku Explainer rating: a range 4.0..6.0, 7.0.. or ..2.3, a value 3.2, or a "
         "band: easy (up to 2.3), medium (2.4-3.4), hard (3.5-6.2), fiendish (6.3 and up)")
      ->type_name("RANGE");
  sub.parse_complete_callback([&sub, &gen] {
    if ((!gen.technique.empty() || gen.min_rating >= 0) && sub.count("--difficulty") != 0)
      throw CLI::ValidationError("--difficulty", "is the band by guesses; it cannot go with --technique or "
                                                 "--rating (the SE bands are --rating easy|medium|hard|fiendish)");
  });
  sub.add_option_function<std::string>(
              "--seed", [&gen](std::string const& s) { gen.seed = parse_seed(s); },
              "Seed of the puzzle stream (0 to 2^64-1); default: a random one, shown in the summary")
      ->type_name("S");
  sub.add_option("--max-attempts", gen.max_attempts, "Attempts per puzzle before giving up")
      ->check(CLI::Range(1, INT_MAX))
      ->type_name("A")
      ->default_str("1000");
  add_format(sub, opt, "Puzzles as one line each, or as a grid", false);
  sub.add_flag("--solution", gen.solution,
                     "Also write each solution: after a space (line), or as the next block (grid)");
  add_alphabet(sub, opt, "Symbols of 16x16 puzzles: auto (1-9 then A-G) or hex (0-F)");
  add_reporting(sub, opt, "Per puzzle on stderr: clues, guesses (band), SE rating (band, hardest technique), attempts, time");
  sub.footer(R"(Output: one puzzle per line (or a block per puzzle, --format grid), read back by
solve, count and enumerate. The summary on stderr names the seed: --seed with it repeats the run.
Exit status 1 when a puzzle could not be made within --max-attempts (the others are kept).
Examples:
  seek-sudoku generate --seed 7 --symmetry rotate180 --minimal
  seek-sudoku generate -n 100 --difficulty hard --seed 1 > hard.txt
  seek-sudoku generate --size 16 --clues 150 --format grid
  seek-sudoku generate -n 3 --seed 7 | seek-sudoku count
  seek-sudoku generate -n 5 --technique x-wing --seed 1
  seek-sudoku generate -n 5 --rating 4.0..6.0 --minimal --seed 1)");
}

// explain, hint, rate: the solving path, written as text or JSON.
void add_logic_options(command cmd, CLI::App& sub, options& opt) {
  sub.add_option("files", opt.files, "Puzzle files; standard input when none or '-'")->type_name("FILE...");
  add_alphabet(sub, opt, "Symbols of 16x16 puzzles: auto (1-9 then A-G) or hex (0-F)");
  add_column(sub, opt);
  sub.add_flag("--marks", opt.parsing.pencil_marks,
               "The input holds pencil marks: candidate grids (rows of cells, each the string of its candidates, "
               "| and ---+--- optional), seek's one-line form (every cell's candidates, separated by spaces) or "
               "HoDoKu library lines; a cell of one digit is placed");
  if (cmd == command::hint)
    sub.add_option("--level", opt.logic.hint_level,
                   "How much of the step: 1 the technique to look for, 2 where (its cells or houses and digits), "
                   "3 the whole step")
        ->check(CLI::Range(1, 3))
        ->type_name("1|2|3")
        ->default_str("3");
  sub.add_option_function<std::string>(
         "--up-to",
         [&opt](std::string const& s) {
           auto const t = technique_for_up_to(s);
           if (!t)
             throw CLI::ValidationError("--up-to", "unknown technique '" + s + "' (use one of: " +
                                                      up_to_technique_names() + ")");
           opt.logic.up_to = *t;
         },
         "Only the techniques up to this one, in the solver's order (e.g. x-wing, aic, forcing-chain): a path "
         "stuck there says so; default: all, up to doubly-nested-forcing-chain")
      ->type_name("NAME");
  add_threads(sub, opt);
  add_choice<bool>(sub, "-f,--format", opt.logic.json, {{"text", false}, {"json", true}},
                   "Results as text (text) or as one JSON document (json)", "text");
  sub.add_flag_callback("--no-uniqueness", [&opt] { opt.logic.uniqueness = false; },
                        "Without unique rectangles, loops and BUG (which assume one solution; SE's rating uses them)");
  if (cmd != command::rate) {
    sub.add_flag("--show", opt.logic.show,
                 "Before each step, the board with its candidates and the step marked (colours on a terminal; "
                 "else [placed] (pattern) -removed-)");
    sub.add_option("--svg", opt.logic.svg_dir,
                   "Draw each step as an SVG picture in this folder: FILE-LINE-STEP.svg")
        ->type_name("DIR");
  } else {
    sub.add_flag("-d,--distribution", opt.logic.distribution,
                 "After the results, the distribution of ratings and techniques (lines starting with '#'; per "
                 "file, and in all, with several files); JSON output always has it");
  }
  sub.add_option_function<std::string>(
         "--timeout", [&opt](std::string const& s) { opt.bounds.timeout = parse_duration(s); },
         "Stop a puzzle's path (and the check that it has one solution) after this time (500ms, 10s, 2m): "
         "'time limit reached'; default: none")
      ->type_name("TIME");
  sub.add_option_function<std::string>(
         "--max-nodes", [&opt](std::string const& s) { opt.bounds.max_nodes = parse_count(s, "--max-nodes"); },
         "Stop the check that a puzzle has one solution after N states (k, M, G suffixes; 0: no limit): "
         "'node limit reached'; default: none")
      ->type_name("N");
  add_reporting(sub, opt, "Per puzzle on stderr: its SE rating and time");
  sub.parse_complete_callback([&opt] {
    if (opt.logic.show && opt.logic.json)
      throw CLI::ValidationError("--show", "draws boards as text: it cannot go with --format json");
  });
  if (cmd == command::explain)
    sub.footer(R"(Output, per puzzle: the puzzle, its steps in order ("3. [1.5] Hidden single in row 4: r4c7=5"),
and how it ended: solved (with the SE rating) or stuck (no technique applies: SE >=9.5), then
the board as far as it got with its candidates (a grid --marks reads back).
A blank line between puzzles; 'invalid', 'no solution' for records without a path.
Examples:
  seek-sudoku explain puzzle.txt
  seek-sudoku explain --show puzzle.txt | less -R
  seek-sudoku explain --format json puzzles.txt > paths.json)");
  else if (cmd == command::hint)
    sub.footer(R"(Output, one line per puzzle: the next step as explain takes it ("[1.2] Hidden single in
box 1: r1c1=5"), 'solved' or 'stuck: no technique applies'. --level 1 names the technique to
look for ("[1.2] Look for: Hidden single"), --level 2 where ("[1.2] Hidden single: look at digit
5 in box 1").
Examples:
  seek-sudoku hint puzzle.txt
  seek-sudoku hint --level 1 puzzle.txt
  seek-sudoku hint --marks my-pencil-marks.txt
  seek-sudoku hint --show --svg steps puzzle.txt)");
  else
    sub.footer(R"(Output, one line per puzzle in input order: the Sudoku Explainer rating and the technique
of the hardest step ("7.1 AIC"), '>=9.5 Nested forcing chain' when no technique of seek's
finishes it, 'multiple solutions', 'no solution' or 'invalid'.
Examples:
  seek-sudoku rate puzzles.txt
  seek-sudoku rate --distribution --threads 2 list.txt
  seek-sudoku rate --format json list.txt | python3 -m json.tool)");
}


// trace and watch: one puzzle, given as a file (its first puzzle) or as text.
void add_view_common(CLI::App& sub, options& opt, std::string const& nodes_help) {
  sub.add_option("puzzle", opt.viewing.puzzle,
                 "The puzzle: a file (its first puzzle; '-': standard input) or the puzzle's text")
      ->type_name("PUZZLE-or-FILE")
      ->required();
  add_choice<strategy>(sub, "--strategy,--successor", opt.successors,
                       {{"first-empty", strategy::first_empty},
                        {"fewest", strategy::fewest},
                        {"propagate", strategy::propagate}},
                       "Successor function: first-empty, fewest or propagate", "propagate");
  add_alphabet(sub, opt, "Symbols of 16x16 puzzles: auto or hex (0-F)");
  sub.add_option_function<std::string>(
         "--max-nodes",
         [&opt](std::string const& s) {
           opt.viewing.nodes = parse_count(s, "--max-nodes");
           if (opt.viewing.nodes == 0) throw CLI::ValidationError("--max-nodes", "must be at least 1");
         },
         nodes_help)
      ->type_name("N");
}

void add_trace_options(CLI::App& sub, options& opt) {
  add_view_common(sub, opt, "Stop the search after N states (k, M suffixes); default: 2000");
  add_choice<order>(sub, "--order", opt.search_order, {{"dfs", order::dfs}, {"bfs", order::bfs}},
                    "Search order: dfs or bfs", "dfs");
  sub.add_option("-f,--format", opt.viewing.format, "dot (Graphviz), svg (self-contained picture) or jsonl (events)")
      ->transform(one_of({"dot", "svg", "jsonl"}))
      ->type_name("NAME")
      ->default_str("svg");
  sub.add_option_function<std::string>(
         "--max-width",
         [&opt](std::string const& s) { opt.viewing.max_width = parse_count(s, "--max-width"); },
         "svg: draw at most the first nodes whose picture is this wide, in pixels (k suffix); default: 8000, "
         "which browsers and image tools draw; 0: every node searched")
      ->type_name("PX");
  sub.add_option("-o,--output", opt.viewing.output, "Write to FILE; default: standard output")->type_name("FILE");
  sub.add_flag("-q,--quiet", opt.quiet, "No summary line on stderr");
  sub.footer(R"(Nodes: solution green, dead end red, open (not expanded when the search stopped) white,
inner blue; each labelled with the move that made it (r2c3=4, +k: cells propagation filled).
Examples:
  seek-sudoku trace --order bfs --format svg examples/puzzles/4x4.txt > bfs.svg
  seek-sudoku trace --format dot --max-nodes 200 puzzle.txt | dot -Tsvg > tree.svg
  seek-sudoku trace --format jsonl '1...........4..2')");
}

void add_watch_options(CLI::App& sub, options& opt) {
  add_view_common(sub, opt, "Stop the search after N states (k, M suffixes); default: 100k");
  add_choice<order>(sub, "--order", opt.search_order, {{"dfs", order::dfs}, {"bfs", order::bfs}},
                    "Search order: dfs or bfs (not with --side-by-side, which runs both)", "dfs");
  sub.add_option_function<std::string>(
         "--delay", [&opt](std::string const& s) { opt.viewing.delay = parse_duration(s, "--delay", true); },
         "Time between steps: 200ms, 1s, 0; default: 200ms")
      ->type_name("TIME");
  sub.add_flag("--step", opt.viewing.step, "Advance one step per key press (q quits)");
  sub.add_flag("--side-by-side", opt.viewing.side_by_side, "Run dfs and bfs in two panels, stepping together");
  sub.parse_complete_callback([&sub, &opt] {
    if (opt.viewing.side_by_side && sub.count("--order") != 0)
      throw CLI::ValidationError("--order", "cannot go with --side-by-side, which runs dfs and bfs together");
  });
  sub.footer(R"(A step is one state of the search: the board, the cells it filled (highlighted), its depth,
the nodes so far, dead ends and backtracks. The search stops at the first solution.
Ctrl-C or q ends it; the terminal is restored. When standard output is not a terminal,
one line per step, without waiting.
Examples:
  seek-sudoku watch examples/puzzles/inkala.txt
  seek-sudoku watch --step --strategy first-empty examples/puzzles/4x4.txt
  seek-sudoku watch --side-by-side --delay 50ms examples/puzzles/4x4.txt)");
}

void check_count(options& opt) {
  if (!opt.checkpoint.empty()) {
    if (opt.limit != 0)
      throw CLI::ValidationError("--checkpoint", "cannot go with --limit: a checkpoint carries a whole count");
    if (opt.search_order == order::bfs)
      throw CLI::ValidationError("--checkpoint", "counts depth-first: leave out --order bfs");
  }
  int const ranks = launched_ranks();
  if (ranks < 2) return;
#if SEEK_SUDOKU_MPI
  opt.on_ranks = true;  // this is rank 0: the others wait for its puzzles (main.cpp)
  opt.threads = 1;  // rank 0 counts one puzzle at a time, with the other ranks
#else
  throw CLI::ValidationError("mpirun", "this seek-sudoku was built without MPI, so each of the " +
                                           std::to_string(ranks) +
                                           " processes would count everything: rebuild it with MPI "
                                           "(Debian: libopenmpi-dev) or run it without mpirun");
#endif
}


void add_scale_options(command cmd, CLI::App& sub, options& opt) {
  std::string const name = sub.get_name();
  if (cmd == command::count) {
    if (CLI::Option* threads = sub.get_option_no_throw("--threads"))
      threads->description(
          "Threads in all; 0 (default): every core. Puzzles run in parallel, and each puzzle's tree is split "
          "over the threads the others leave idle (one puzzle: all of them; --order bfs: one)");
    sub.add_option("--checkpoint", opt.checkpoint,
                   "Count one puzzle resumably: start from FILE if it exists; when a limit or Ctrl-C stops the "
                   "count, save the work left there; remove FILE once the count is complete")
        ->type_name("FILE");
    sub.final_callback([&opt] { check_count(opt); });
    return;
  }
  if (cmd == command::enumerate) {
    sub.add_option("-j,--threads", opt.enumerate_threads,
                   "Threads for each puzzle's search; default 1, in search order; 0: every core. With more "
                   "than one, solutions come in no set order (each line whole); --order bfs uses one")
        ->check(CLI::Range(0u, 4096u))
#if !SEEK_SUDOKU_PARALLEL
        ->check(CLI::Validator(
            [](std::string& s) {
              return s == "1" ? std::string()
                              : "this seek-sudoku was built without oneTBB: a puzzle is searched on one thread";
            },
            ""))
#endif
        ;
  }
  // Only count spreads over the ranks.
  sub.final_callback([name] {
    if (launched_ranks() >= 2)
      throw CLI::ValidationError("mpirun", "only 'count' spreads over MPI ranks; run '" + name + "' without mpirun");
  });
}

// Each subcommand's options, registered on its CLI11 subcommand.
void add_options(command cmd, CLI::App& sub, options& opt) {
  switch (cmd) {
    case command::solve: add_solve_options(sub, opt); break;
    case command::count: add_count_options(sub, opt); break;
    case command::enumerate: add_enumerate_options(sub, opt); break;
    case command::compare: add_compare_options(sub, opt); break;
    case command::generate: add_generate_options(sub, opt); break;
    case command::trace: add_trace_options(sub, opt); break;
    case command::watch: add_watch_options(sub, opt); break;
    case command::explain:
    case command::hint:
    case command::rate: add_logic_options(cmd, sub, opt); break;
  }
  add_scale_options(cmd, sub, opt);
}

// "solve, count, enumerate, compare, generate, trace or watch"
std::string subcommand_names() {
  std::string s;
  std::size_t const n = std::size(subcommands);
  for (std::size_t i = 0; i < n; ++i) s += (i == 0 ? "" : i + 1 == n ? " or " : ", ") + std::string(subcommands[i].name);
  return s;
}

char const* const app_examples = R"(Examples:
  seek-sudoku solve puzzles.txt                one solution per line, in input order
  seek-sudoku solve --unique --stats hard.txt  prove uniqueness, statistics on stderr
  echo '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..' | seek-sudoku solve --format grid
  seek-sudoku count --limit 1000 puzzles.txt   ">=1000" for puzzles with at least that many
  seek-sudoku enumerate --limit 3 empty.txt    stream solutions as they are found
  seek-sudoku compare --plot search.svg hard.txt
  seek-sudoku generate -n 10 --seed 7          ten puzzles with one solution, repeatable
  seek-sudoku explain puzzle.txt               every step as a person would take it
  seek-sudoku rate --distribution list.txt     Sudoku Explainer ratings, and their distribution
  seek-sudoku generate --technique x-wing      a puzzle that needs an X-Wing and nothing harder
Run 'seek-sudoku <subcommand> --help' for each subcommand's options; see docs/cli.md.

Exit status: 0 every puzzle fine; 1 some puzzle invalid, without a solution (solve),
not unique (solve --unique) or stopped by a limit, or (generate) a puzzle could not be
made, or (explain, hint, rate) without solution or with several; 2 usage error or
unreadable input.)";

}  // namespace

int launched_ranks() {
  for (char const* name : {"OMPI_COMM_WORLD_SIZE", "PMI_SIZE"})
    if (char const* v = std::getenv(name)) return std::atoi(v);
  return 0;
}

std::optional<int> read_command_line(int argc, char** argv, options& opt) {
  CLI::App app{"seek-sudoku: solve, count, enumerate and compare sudoku searches (4x4 to 64x64),\n"
               "and generate puzzles with one solution (4x4 to 25x25).\n"
               "Puzzles: one per line (81, 256, ... cells, '.' or '0' for blanks), or as grids.",
               "seek-sudoku"};
  app.set_version_flag("--version", std::string("seek-sudoku ") + SEEK_VERSION);
  app.require_subcommand(1);
  app.footer(app_examples);
  app.get_formatter()->column_width(34);
  for (auto const& s : subcommands) add_options(s.cmd, *app.add_subcommand(s.name, s.summary), opt);

  try {
    app.parse(argc, argv);
  } catch (CLI::CallForHelp const& e) {
    return app.exit(e);
  } catch (CLI::CallForAllHelp const& e) {
    return app.exit(e);
  } catch (CLI::CallForVersion const& e) {
    return app.exit(e);
  } catch (CLI::ParseError const& e) {
    // CLI11 calls a misspelt subcommand a missing one; name it instead.
    std::string const first = argc > 1 ? argv[1] : "";
    bool const known = std::any_of(std::begin(subcommands), std::end(subcommands),
                                   [&](subcommand const& s) { return first == s.name; });
    if (!first.empty() && first[0] != '-' && !known) {
      stderr_reporter{}.error("unknown subcommand '" + first + "' (use " + subcommand_names() + "; see --help)");
      return exit_status::usage_or_io;
    }
    // "seek-sudoku: <what>", as every other message, and where to look.
    std::string const sub = argc > 1 && argv[1][0] != '-' ? std::string(" ") + argv[1] : "";
    stderr_reporter{}.error(std::string(e.what()) + " (see 'seek-sudoku" + sub + " --help')");
    return exit_status::usage_or_io;
  }
  for (auto const& s : subcommands)
    if (app.got_subcommand(s.name)) opt.cmd = s.cmd;
  if (opt.quiet) opt.progress = false;
  return std::nullopt;
}

}  // namespace seek_sudoku


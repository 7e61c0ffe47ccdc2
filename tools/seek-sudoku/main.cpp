// seek-sudoku: solve, count, enumerate and compare sudoku searches, and
// generate puzzles, from the command line. See docs/cli.md.
#include <csignal>
#include <exception>
#include <iostream>
#include <new>
#include <string>

#include <CLI/CLI.hpp>

#include "commands.hpp"
#include "options.hpp"
#include "output.hpp"
#include "scale.hpp"
#include "signals.hpp"

#ifndef SEEK_VERSION
#define SEEK_VERSION "unknown"
#endif

namespace seek_sudoku {
namespace {

char const* const app_examples = R"(Examples:
  seek-sudoku solve puzzles.txt                one solution per line, in input order
  seek-sudoku solve --unique --stats hard.txt  prove uniqueness, statistics on stderr
  echo '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..' | seek-sudoku solve --format grid
  seek-sudoku count --limit 1000 puzzles.txt   ">=1000" for puzzles with at least that many
  seek-sudoku enumerate --limit 3 empty.txt    stream solutions as they are found
  seek-sudoku compare --plot search.svg hard.txt
  seek-sudoku generate -n 10 --seed 7          ten puzzles with one solution, repeatable
Run 'seek-sudoku <subcommand> --help' for each subcommand's options; see docs/cli.md.

Exit status: 0 every puzzle fine; 1 some puzzle invalid, without a solution (solve),
not unique (solve --unique) or stopped by a limit, or (generate) a puzzle could not be
made; 2 usage error or unreadable input.)";

int run(int argc, char** argv) {
  options opt;
  CLI::App app{"seek-sudoku: solve, count, enumerate and compare sudoku searches (4x4 to 64x64),\n"
               "and generate puzzles with one solution (4x4 to 25x25).\n"
               "Puzzles: one per line (81, 256, ... cells, '.' or '0' for blanks), or as grids.",
               "seek-sudoku"};
  app.set_version_flag("--version", std::string("seek-sudoku ") + SEEK_VERSION);
  app.require_subcommand(1);
  app.footer(app_examples);
  app.get_formatter()->column_width(34);

  // Each subcommand's options are registered in option_parsers.cpp.
  CLI::App* solve = app.add_subcommand("solve", "Print the solution of each puzzle, one line per puzzle");
  add_solve_options(*solve, opt);
  add_scale_options(*solve, opt);
  CLI::App* count = app.add_subcommand("count", "Print the number of solutions of each puzzle");
  add_count_options(*count, opt);
  add_scale_options(*count, opt);
  CLI::App* enumerate = app.add_subcommand("enumerate", "Stream every solution as soon as it is found");
  add_enumerate_options(*enumerate, opt);
  add_scale_options(*enumerate, opt);
  CLI::App* compare = app.add_subcommand(
      "compare", "Run dfs and bfs with each successor function on each puzzle; print a table");
  add_compare_options(*compare, opt);
  add_scale_options(*compare, opt);
  CLI::App* generate = app.add_subcommand(
      "generate", "Write random puzzles with exactly one solution, reproducible from a seed (reads no input)");
  add_generate_options(*generate, opt);

  add_scale_options(*generate, opt);

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
    if (!first.empty() && first[0] != '-' &&
        first != "solve" && first != "count" && first != "enumerate" && first != "compare" &&
        first != "generate") {
      stderr_reporter{}.error("unknown subcommand '" + first +
                              "' (use solve, count, enumerate, compare or generate; see --help)");
      return exit_status::usage_or_io;
    }
    // "seek-sudoku: <what>", as every other message, and where to look.
    std::string const sub = argc > 1 && argv[1][0] != '-' ? std::string(" ") + argv[1] : "";
    stderr_reporter{}.error(std::string(e.what()) + " (see 'seek-sudoku" + sub + " --help')");
    return exit_status::usage_or_io;
  }

  if (solve->parsed()) opt.cmd = command::solve;
  else if (count->parsed()) opt.cmd = command::count;
  else if (enumerate->parsed()) opt.cmd = command::enumerate;
  else if (generate->parsed()) opt.cmd = command::generate;
  else opt.cmd = command::compare;
  if (opt.quiet) opt.progress = false;

  switch (opt.cmd) {
    case command::solve:
    case command::count: return run_batch(opt);
    case command::enumerate: return run_enumerate(opt);
    case command::compare: return run_compare(opt);
    case command::generate: return run_generate(opt);
  }
  return exit_status::usage_or_io;
}

}  // namespace
}  // namespace seek_sudoku

int main(int argc, char** argv) {
  // A closed pipe shows up as EPIPE on write, which ends the run quietly.
  std::signal(SIGPIPE, SIG_IGN);
  seek_sudoku::watch_signals();
  std::ios::sync_with_stdio(false);
  try {
    return seek_sudoku::run(argc, argv);
  } catch (std::bad_alloc const&) {
    seek_sudoku::stderr_reporter{}.error("out of memory");
  } catch (std::exception const& e) {
    seek_sudoku::stderr_reporter{}.error(e.what());
  }
  return seek_sudoku::exit_status::usage_or_io;
}

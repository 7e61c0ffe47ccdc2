// sudoku_solve: seek::sudoku::solve, as a program calling the library sees it,
// on each puzzle of a file: the time, states and runs of each first solution.
//
//   sudoku_solve FILE [--seed S] [--restarts auto|never|always] [--max-seconds T] [--grid]
//                [--learn 0|1] [--decay D] [--scale K] [--nogoods 0|1] [--engine auto|dfs|cdcl]
//                [--max-nodes K]
//
// By default each puzzle goes through solve(board, options, statistics,
// limits) (the states and runs are printed); with --grid, through the
// one-line solve(grid, options), which has no statistics to print. docs/benchmarks.md
// compares these figures with seek-sudoku solve on the same boards and seeds.
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <fstream>
#include <string>
#include <variant>

#include <seek/sudoku/sudoku.hpp>

namespace sdk = seek::sudoku;

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: sudoku_solve FILE [--seed S] [--restarts auto|never|always] [--max-seconds T] [--grid]\n");
    return 2;
  }
  sdk::solve_options opt;
  double max_seconds = 0;
  std::uint64_t max_nodes = seek::limits::unlimited;
  bool grid_api = false;
  for (int i = 2; i < argc; ++i) {
    std::string const a = argv[i];
    if (a == "--seed" && i + 1 < argc) opt.seed = std::strtoull(argv[++i], nullptr, 10);
    else if (a == "--max-seconds" && i + 1 < argc) max_seconds = std::strtod(argv[++i], nullptr);
    else if (a == "--max-nodes" && i + 1 < argc) max_nodes = std::strtoull(argv[++i], nullptr, 10);
    else if (a == "--grid") grid_api = true;
    else if (a == "--learn" && i + 1 < argc) opt.learn = std::string(argv[++i]) == "1";
    else if (a == "--scale" && i + 1 < argc) opt.restart_scale = std::strtoull(argv[++i], nullptr, 10);
    else if (a == "--decay" && i + 1 < argc) opt.decay = std::strtod(argv[++i], nullptr);
    else if (a == "--nogoods" && i + 1 < argc) opt.nogoods = std::string(argv[++i]) == "1";
    else if (a == "--engine" && i + 1 < argc) {
      std::string const e = argv[++i];
      opt.engine = e == "dfs" ? sdk::solve_engine::dfs : e == "cdcl" ? sdk::solve_engine::cdcl : sdk::solve_engine::automatic;
    } else if (a == "--restarts" && i + 1 < argc) {
      std::string const m = argv[++i];
      opt.restarts = m == "never" ? sdk::restart_mode::never
                     : m == "always" ? sdk::restart_mode::always
                                     : sdk::restart_mode::automatic;
    } else {
      std::fprintf(stderr, "sudoku_solve: unknown argument '%s'\n", a.c_str());
      return 2;
    }
  }
  std::ifstream in(argv[1]);
  if (!in) {
    std::fprintf(stderr, "sudoku_solve: cannot open %s\n", argv[1]);
    return 2;
  }
  sdk::puzzle_reader reader(in);
  double total = 0;
  int solved = 0, puzzles = 0;
  for (sdk::record r; reader.next(r);) {
    auto const* g = std::get_if<sdk::grid>(&r.value);
    if (g == nullptr) continue;
    ++puzzles;
    std::clock_t const start = std::clock();
    seek::statistics stats;
    bool ok = false;
    if (grid_api) {
      ok = sdk::is_solution(*g, sdk::solve(*g, opt));
    } else {
      seek::limits lim;
      lim.nodes = max_nodes;
      if (max_seconds > 0) lim.time = std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::duration<double>(max_seconds));
      ok = sdk::with_board(*g, [&](auto const& b) {
        auto const s = sdk::solve(b, opt, stats, lim);
        return s && sdk::is_solution(*g, s->to_grid());
      });
    }
    double const cpu = static_cast<double>(std::clock() - start) / CLOCKS_PER_SEC;
    total += cpu;
    solved += ok;
    if (grid_api) std::printf("%d: %s, %.3f s CPU\n", puzzles, ok ? "solved" : "not solved", cpu);
    else
      std::printf("%d: %s, %.3f s CPU, %llu states, %llu runs\n", puzzles, ok ? "solved" : "not solved", cpu,
                  static_cast<unsigned long long>(stats.nodes), static_cast<unsigned long long>(stats.passes));
  }
  std::printf("%d of %d solved, %.3f s CPU in all (seed %llu)\n", solved, puzzles, total,
              static_cast<unsigned long long>(opt.seed));
  return solved == puzzles ? 0 : 1;
}

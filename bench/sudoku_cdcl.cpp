// sudoku_cdcl: a prototype sudoku model on seek::cdcl, measured on a file of
// puzzles; and the same one-hot encoding written as DIMACS CNF, for a SAT
// solver to be measured on the same boards (bench/cdcl_vs_cadical.sh).
//
//   sudoku_cdcl FILE [--seeds K] [--max-seconds T]    time each board with seeds 1..K
//                                                     (T: wall-clock limit of each run; CPU seconds printed)
//        [--max-decisions D] [--restart-unit U] [--max-learnt L] [--learnt-growth G] [--decay F]
//                                                     a budget in decisions; seek::cdcl_options
//   sudoku_cdcl FILE --dimacs DIR                     write DIR/board_NN.cnf
//
// The model: variable (cell, digit), one-hot; exactly one holds in each
// cell, and each digit once in each row, column and box: the groups of
// quasigroup::exactly_one_model (examples/models/quasigroup.hpp) with the
// boxes added. Its propagation is naked singles (a cell's digits all false
// but one) and hidden singles (a house's places of a digit all false but
// one), each with its reason; the givens are facts of level 0. The CNF is
// the same constraints: per group one clause "at least one" and the pairs
// "not both". Figures: docs/benchmarks.md, "Conflict-driven learning on
// Gecode's 25x25 boards".
#include <algorithm>
#include <chrono>
#include <ctime>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <variant>
#include <vector>

#include <seek/learn/cdcl.hpp>
#include <seek/sudoku/io/parse.hpp>

#include "../examples/models/quasigroup.hpp"

namespace sdk = seek::sudoku;

namespace {

struct encoding {
  int side = 0;
  std::vector<std::vector<std::uint32_t>> groups;
  std::vector<std::uint32_t> givens;  // variables true
};

encoding encode(sdk::grid const& g) {
  int const n = g.side();
  int const b = g.box;
  auto var = [n](int r, int c, int d) { return static_cast<std::uint32_t>((r * n + c) * n + d); };
  encoding e{n, {}, {}};
  for (int a = 0; a < n; ++a) {
    for (int k = 0; k < n; ++k) {
      std::vector<std::uint32_t> cell, row, col, box;
      for (int i = 0; i < n; ++i) {
        cell.push_back(var(a, k, i));                                  // cell (a, k): a digit
        row.push_back(var(a, i, k));                                   // row a: digit k somewhere
        col.push_back(var(i, a, k));                                   // column a: digit k
        box.push_back(var(a / b * b + i / b, a % b * b + i % b, k));  // box a: digit k
      }
      e.groups.push_back(cell);
      e.groups.push_back(row);
      e.groups.push_back(col);
      e.groups.push_back(box);
    }
  }
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      if (g.at(r, c) != 0) e.givens.push_back(var(r, c, g.at(r, c) - 1));
    }
  }
  return e;
}

quasigroup::exactly_one_model model_of(encoding const& e) {
  quasigroup::exactly_one_model m(static_cast<std::uint32_t>(e.side * e.side * e.side));
  for (auto const& group : e.groups) m.add_group(group);
  for (std::uint32_t v : e.givens) m.add_fact(seek::literal::positive(v));
  return m;
}

void write_dimacs(encoding const& e, std::string const& path) {
  std::size_t clauses = e.givens.size();
  for (auto const& group : e.groups) clauses += 1 + group.size() * (group.size() - 1) / 2;
  std::FILE* f = std::fopen(path.c_str(), "w");
  if (f == nullptr) {
    std::fprintf(stderr, "sudoku_cdcl: cannot write %s\n", path.c_str());
    std::exit(2);
  }
  std::fprintf(f, "p cnf %d %zu\n", e.side * e.side * e.side, clauses);
  for (std::uint32_t v : e.givens) std::fprintf(f, "%u 0\n", v + 1);
  for (auto const& group : e.groups) {
    for (std::uint32_t v : group) std::fprintf(f, "%u ", v + 1);
    std::fprintf(f, "0\n");
    for (std::size_t i = 0; i < group.size(); ++i) {
      for (std::size_t j = i + 1; j < group.size(); ++j) std::fprintf(f, "-%u -%u 0\n", group[i] + 1, group[j] + 1);
    }
  }
  std::fclose(f);
}

bool solves(encoding const& e, seek::assignment const& a) {
  for (std::uint32_t v : e.givens) {
    if (!a[v]) return false;
  }
  for (auto const& group : e.groups) {
    int held = 0;
    for (std::uint32_t v : group) held += a[v] ? 1 : 0;
    if (held != 1) return false;
  }
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr,
                 "usage: sudoku_cdcl FILE [--seeds K] [--max-seconds T] [--dimacs DIR] [--max-decisions D]\n"
                 "       [--restart-unit U] [--max-learnt L] [--learnt-growth G] [--decay F]\n");
    return 2;
  }
  int seeds = 3;
  double max_seconds = 10;
  std::string dimacs;
  seek::cdcl_options tuning;
  std::uint64_t max_decisions = seek::limits::unlimited;
  for (int i = 2; i < argc; ++i) {
    std::string const a = argv[i];
    if (a == "--seeds" && i + 1 < argc) seeds = std::atoi(argv[++i]);
    else if (a == "--max-seconds" && i + 1 < argc) max_seconds = std::strtod(argv[++i], nullptr);
    else if (a == "--dimacs" && i + 1 < argc) dimacs = argv[++i];
    else if (a == "--restart-unit" && i + 1 < argc) tuning.restart_unit = std::strtoull(argv[++i], nullptr, 10);
    else if (a == "--max-learnt" && i + 1 < argc) tuning.max_learnt = std::strtoull(argv[++i], nullptr, 10);
    else if (a == "--learnt-growth" && i + 1 < argc) tuning.max_learnt_growth = std::strtoull(argv[++i], nullptr, 10);
    else if (a == "--decay" && i + 1 < argc) tuning.activity_decay = std::strtod(argv[++i], nullptr);
    else if (a == "--max-decisions" && i + 1 < argc) max_decisions = std::strtoull(argv[++i], nullptr, 10);
    else {
      std::fprintf(stderr, "sudoku_cdcl: unknown argument %s\n", a.c_str());
      return 2;
    }
  }
  std::ifstream in(argv[1]);
  if (!in) {
    std::fprintf(stderr, "sudoku_cdcl: cannot open %s\n", argv[1]);
    return 2;
  }
  sdk::puzzle_reader reader(in);
  int board = 0;
  double total = 0;
  double worst = 0;
  int failed = 0;
  for (sdk::record r; reader.next(r);) {
    auto const* g = std::get_if<sdk::grid>(&r.value);
    if (g == nullptr) continue;
    ++board;
    encoding const e = encode(*g);
    if (!dimacs.empty()) {
      char name[64];
      std::snprintf(name, sizeof name, "/board_%02d.cnf", board);
      write_dimacs(e, dimacs + name);
      continue;
    }
    quasigroup::exactly_one_model const m = model_of(e);
    for (int seed = 1; seed <= seeds; ++seed) {
      seek::cdcl_statistics cs;
      seek::statistics st;
      seek::limits lim;
      lim.nodes = max_decisions;
      lim.time = std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::duration<double>(max_seconds));
      auto const start = std::chrono::steady_clock::now();
      std::clock_t const cpu_start = std::clock();
      seek::cdcl_options o = tuning;
      o.seed = static_cast<std::uint64_t>(seed);
      auto view = seek::cdcl(m, o, cs, st, lim);
      auto it = view.begin();
      bool const ok = it != view.end() && solves(e, *it);
      double const wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      double const s = static_cast<double>(std::clock() - cpu_start) / CLOCKS_PER_SEC;
      total += s;
      worst = std::max(worst, s);
      failed += ok ? 0 : 1;
      std::printf("board %2d seed %d: %s %7.3f s CPU (%7.3f s wall)  %8llu conflicts  %8.0f conflicts/s  learnt %6.1f literals avg  %7llu decisions  %4llu restarts  %7llu forgotten\n",
                  board, seed, ok ? "solved" : (st.truncated() ? "LIMIT  " : "FAILED "), s, wall,
                  static_cast<unsigned long long>(cs.conflicts), static_cast<double>(cs.conflicts) / s,
                  cs.average_learnt_size(), static_cast<unsigned long long>(cs.decisions),
                  static_cast<unsigned long long>(cs.restarts), static_cast<unsigned long long>(cs.forgotten));
      std::fflush(stdout);
    }
  }
  if (dimacs.empty()) {
    std::printf("%d boards x %d seeds: CPU total %.2f s, per seed (all boards) %.3f s, worst board %.3f s, %d not solved\n", board, seeds,
                total, total / seeds, worst, failed);
  }
  return failed == 0 ? 0 : 1;
}

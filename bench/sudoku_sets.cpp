// bench/sudoku_sets.cpp: time the sudoku successors on the shared puzzle sets.
//
//   sudoku_sets [--data DIR] [--max N] [--budget SECONDS] [--set NAME]... [--successor NAME]...
//   sudoku_sets --file PATH [--max N] ...        time the puzzles of one file (any size)
//   --max-nodes K                                stop each search (dfs, restarts) after K states
//   --each                                       also print each puzzle's CPU time and nodes
//   --library                                    instead: the library's own calls, solve(board) and
//                                                count(board, 2) from each grid, the whole set
//                                                between two reads of the CPU clock (no statistics,
//                                                limits or clock read per puzzle, no budget)
//   --successor restarts [--restart-scale K]     also time seek::restarts over propagate
//                                                (first solution only; Luby, K states per unit)
//   --restart-geometric F                        geometric schedule instead: K states in run 1, times F
//                                                per run
//   --restart-seed S                             seed of the restarts (default 1)
//   --successor restarts_ties                    restarts over propagate with the branching cell drawn
//                                                at random among two-candidate cells
//   --successor restarts_wdeg                    restarts over dom/wdeg branching, weights kept across runs
//   sudoku_sets --generate BOX SEED [--nodes K]  print a minimal unique puzzle (box 3..6;
//                                                36x36 as integer tokens on one line)
//   sudoku_sets --generate BOX SEED --clues K    K random givens of a seeded solution grid
//                                                (solvable, not always unique)
//
// For each set and successor: the median and mean microseconds per puzzle to
// find the first solution (seek::dfs, filter complete, take 1) and to count
// up to two solutions (a uniqueness check), over the first N puzzles of the
// set (default 1000). A (set, successor) run stops early once it has spent
// its time budget (default 20 s), and says how many puzzles it timed.
// Own main: Google Benchmark's repetition model does not fit per-puzzle medians.
#include <algorithm>
#include <array>
#include <bit>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <memory>
#include <random>
#include <sstream>
#include <string>
#include <time.h>
#include <vector>

#include <seek/strategy/restarts.hpp>
#include <seek/sudoku/sudoku.hpp>

namespace {

namespace sdk = seek::sudoku;
using clock_type = std::chrono::steady_clock;

// A small reader for one-puzzle-per-line files ('.' or '0' blank, 1-9, A=10...),
// kept local so this driver does not depend on the parser.
bool read_line_grid(std::string const& line, sdk::grid& g) {
  {  // 36x36 and up: integer tokens, 0 blank, the whole puzzle on one line
    std::istringstream in(line);
    std::vector<int> tokens;
    for (int v = 0; in >> v;) tokens.push_back(v);
    if (tokens.size() == 1296) {
      g = sdk::grid(6);
      for (std::size_t i = 0; i < tokens.size(); ++i) g.cells[i] = tokens[i];
      return true;
    }
  }
  std::string cells;
  for (char ch : line) {
    if (ch == ':' || ch == ' ' || ch == '\t' || ch == ',') break;
    if (ch == '\r') continue;
    cells.push_back(ch);
  }
  int box = 0;
  for (int n = 2; n <= 8; ++n)
    if (static_cast<std::size_t>(n * n * n * n) == cells.size()) box = n;
  if (box == 0) return false;
  g = sdk::grid(box);
  for (std::size_t i = 0; i < cells.size(); ++i) {
    char const ch = cells[i];
    int v = 0;
    if (ch >= '1' && ch <= '9') v = ch - '0';
    else if (ch >= 'A' && ch <= 'Z') v = ch - 'A' + 10;
    else if (ch == '.' || ch == '0') v = 0;
    else return false;
    g.cells[i] = v;
  }
  return true;
}

std::vector<sdk::grid> read_set(std::string const& path, std::size_t max) {
  std::vector<sdk::grid> out;
  std::ifstream in(path);
  std::string line;
  while (out.size() < max && std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    sdk::grid g;
    if (read_line_grid(line, g)) out.push_back(std::move(g));
  }
  return out;
}

// CPU time of this thread: unlike wall time, it does not count the time
// other processes on a shared machine held the core.
double thread_cpu_us() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) * 1e6 + static_cast<double>(ts.tv_nsec) / 1e3;
}

struct timing {
  std::size_t puzzles = 0;
  double median = 0, mean = 0, cpu_mean = 0;
  std::uint64_t solutions = 0;
  double nodes_mean = 0;  // search nodes (states the dfs produced) per puzzle
  bool cut = false;  // a search ran past what was left of the budget and was stopped
};

// What is left of the time budget, handed to each search as a seek::limits
// time limit, so one slow puzzle (first_empty on a hard 16x16 can take
// hours) cannot overrun the budget.
struct budget_left {
  std::chrono::nanoseconds time{};
  bool stopped = false;
  bool capped = false;      // the last search hit --max-nodes
  std::uint64_t nodes = 0;  // the last search's node count
};

bool print_each = false;  // --each: one line per puzzle
// --max-nodes: a search producing more states is stopped and reported as not
// finished (unlike the time budget, this bound does not depend on the load)
std::uint64_t max_nodes = seek::limits::unlimited;

template <class Run>
timing time_each(std::vector<sdk::grid> const& set, double budget, budget_left& left, Run run) {
  std::vector<double> us;
  timing t;
  auto const start = clock_type::now();
  auto const end = start + std::chrono::duration_cast<clock_type::duration>(std::chrono::duration<double>(budget));
  double cpu_used = 0;
  std::uint64_t nodes = 0;
  for (auto const& g : set) {
    auto const t0 = clock_type::now();
    left.time = std::chrono::duration_cast<std::chrono::nanoseconds>(end - t0);
    left.stopped = false;
    left.capped = false;
    double const cpu0 = thread_cpu_us();
    std::uint64_t const found = sdk::with_board(g, run);
    double const cpu1 = thread_cpu_us();
    auto const t1 = clock_type::now();
    if (left.stopped) {  // not timed: it did not finish
      t.cut = true;
      break;
    }
    t.solutions += found;
    nodes += left.nodes;
    if (print_each)
      std::printf("    puzzle %zu: cpu %.1f ms, %llu nodes, %s\n", us.size() + 1, (cpu1 - cpu0) / 1e3,
                  static_cast<unsigned long long>(left.nodes),
                  left.capped ? "stopped at --max-nodes" : found ? "found" : "none");
    cpu_used += cpu1 - cpu0;
    us.push_back(std::chrono::duration<double, std::micro>(t1 - t0).count());
    if (t1 >= end) break;
  }
  t.puzzles = us.size();
  if (us.empty()) return t;
  t.cpu_mean = cpu_used / static_cast<double>(us.size());
  t.nodes_mean = static_cast<double>(nodes) / static_cast<double>(us.size());
  double sum = 0;
  for (double x : us) sum += x;
  t.mean = sum / static_cast<double>(us.size());
  std::nth_element(us.begin(), us.begin() + static_cast<std::ptrdiff_t>(us.size() / 2), us.end());
  t.median = us[us.size() / 2];
  return t;
}

template <class Successor>
void run_successor(char const* name, Successor s, std::vector<sdk::grid> const& set, double budget) {
  budget_left left;
  auto first = [s, &left](auto const& b) -> std::uint64_t {
    seek::statistics stats;  // a node-limited search that stops counts as "none found"
    for (auto const& x : seek::dfs(b, s, stats, seek::limits{.nodes = max_nodes, .time = left.time}))
      if (x.complete()) {
        left.nodes = stats.nodes;
        return 1;
      }
    left.stopped = stats.stopped == seek::stop_reason::time_limit;
    left.capped = stats.stopped == seek::stop_reason::node_limit;
    left.nodes = stats.nodes;
    return 0;
  };
  auto two = [s, &left](auto const& b) -> std::uint64_t {
    seek::statistics stats;
    std::uint64_t n = 0;
    for (auto const& x : seek::dfs(b, s, stats, seek::limits{.nodes = max_nodes, .time = left.time}))
      if (x.complete() && ++n == 2) {
        left.nodes = stats.nodes;
        return n;
      }
    left.stopped = stats.stopped == seek::stop_reason::time_limit;
    left.capped = stats.stopped == seek::stop_reason::node_limit;
    left.nodes = stats.nodes;
    return n;
  };
  timing const a = time_each(set, budget, left, first);
  timing const c = time_each(set, budget, left, two);
  std::printf("  %-18s first: cpu mean %9.2f, wall median %9.2f mean %9.2f us, %.1f nodes (%zu puzzles, %llu solved) | "
              "count<=2: cpu mean %9.2f, wall median %9.2f mean %9.2f us, %.1f nodes (%zu puzzles, %llu solutions)\n",
              name, a.cpu_mean, a.median, a.mean, a.nodes_mean, a.puzzles,
              static_cast<unsigned long long>(a.solutions), c.cpu_mean, c.median, c.mean, c.nodes_mean,
              c.puzzles, static_cast<unsigned long long>(c.solutions));
  if (a.cut || c.cut)
    std::printf("  %-18s (stopped early: a search outlasted the %.0f s budget; only the puzzles before it are timed)\n",
                name, budget);
  std::fflush(stdout);
}

// --library: the CPU time of seek::sudoku::solve and seek::sudoku::count(b, 2)
// over the whole set, board built from the grid included. Reading the thread's
// CPU clock costs about half a microsecond on some machines (a system call),
// as much as a search on the easy sets, so it is read once per set here.
void run_library(std::vector<sdk::grid> const& set) {
  std::uint64_t solved = 0, solutions = 0;
  double const t0 = thread_cpu_us();
  for (auto const& g : set)
    solved += sdk::with_board(g, [](auto const& b) -> std::uint64_t { return sdk::solve(b).has_value(); });
  double const t1 = thread_cpu_us();
  for (auto const& g : set) solutions += sdk::with_board(g, [](auto const& b) { return sdk::count(b, 2); });
  double const t2 = thread_cpu_us();
  auto const n = static_cast<double>(set.size());
  std::printf("  %-18s first: cpu mean %9.3f us (%zu puzzles, %llu solved) | "
              "count<=2: cpu mean %9.3f us (%llu solutions)\n",
              "library", (t1 - t0) / n, set.size(), static_cast<unsigned long long>(solved), (t2 - t1) / n,
              static_cast<unsigned long long>(solutions));
  std::fflush(stdout);
}

// dom/wdeg over propagate, its weights kept across the runs of seek::restarts
// (the state is shared by the copies restarts makes of the successor): each
// row, column and box has a weight, 1 at first, raised by one for every child
// of a cell of it that propagation refutes; a settled board branches on the
// open cell with the fewest candidates per unit weight (its three units
// summed), ties drawn at random. All children are built eagerly, to count
// the refuted ones.
struct wdeg_propagate {
  struct state {
    std::vector<double> weight;  // rows, then columns, then boxes
    seek::xoshiro256ss rng;
  };
  std::shared_ptr<state> st;
  template <int N>
  std::vector<sdk::board<N>> operator()(sdk::board<N> const& b) const {
    using children = sdk::detail::board_children<N, sdk::detail::propagating_step>;
    constexpr int side = sdk::board<N>::side;
    std::vector<sdk::board<N>> out;
    if (b.complete() || !b.settled()) {
      for (auto&& c : sdk::propagate(b)) out.push_back(c);
      return out;
    }
    auto& w = st->weight;
    if (w.size() != 3 * side) w.assign(3 * side, 1.0);
    auto units = [](int c) {
      int const r = c / side, col = c % side;
      return std::array<int, 3>{r, side + col, 2 * side + (r / N) * N + col / N};
    };
    int pick = -1, k_pick = 0;
    double best = 1e300;
    std::uint64_t ties = 0;
    for (int c = 0; c < sdk::board<N>::cells; ++c) {
      if (b.is_set(c)) continue;
      int const k = std::popcount(b.candidates(c));
      auto const u = units(c);
      double const score = k / (w[u[0]] + w[u[1]] + w[u[2]]);
      if (score < best * (1 - 1e-12)) {
        best = score, pick = c, k_pick = k, ties = 1;
      } else if (score <= best * (1 + 1e-12) && st->rng() % ++ties == 0) {
        pick = c, k_pick = k;
      }
    }
    for (auto&& c : children(b, pick)) out.push_back(c);
    if (auto const refuted = k_pick - static_cast<int>(out.size()); refuted > 0)
      for (int u : units(pick)) w[u] += refuted;
    return out;
  }
};

// A restart schedule: Luby with `scale` states per unit, or with factor > 0
// geometric from `scale` states growing by `factor` per run.
struct bench_schedule {
  std::uint64_t scale = 100;
  double factor = 0;
  std::uint64_t seed = 1;  // of the restarts (and of seek::sudoku::random_branching's generator)
  std::uint64_t operator()(std::uint64_t i) const {
    return factor > 0 ? seek::geometric_schedule{.base = scale, .factor = factor}(i)
                      : seek::luby_schedule{.scale = scale}(i);
  }
};

// First solution by seek::restarts over `s` (schedule `sch`, seed sch.seed):
// restarts find one solution, so only "first" is timed. With `ties`, over
// seek::sudoku::random_branching (seeded sch.seed for each puzzle) instead.
template <class Successor>
void run_restarts(char const* name, Successor s, bench_schedule sch, bool ties, bool wdeg,
                  std::vector<sdk::grid> const& set, double budget) {
  budget_left left;
  auto first = [s, sch, ties, wdeg, &left](auto const& b) -> std::uint64_t {
    seek::statistics stats;
    auto const stop = clock_type::now() + left.time;
    std::uint64_t n = 0;
    auto solved = [&](auto&& range) {
      for (auto const& x : range) {
        if (x.complete()) return true;
        if (stats.nodes >= max_nodes) break;  // --max-nodes: give up on this puzzle
        if ((++n & 255) == 0 && clock_type::now() >= stop) {
          left.stopped = true;
          break;
        }
      }
      return false;
    };
    bool const found = wdeg ? solved(seek::restarts(b, wdeg_propagate{std::make_shared<wdeg_propagate::state>(
                                                           wdeg_propagate::state{{}, seek::xoshiro256ss(sch.seed)})},
                                                       sch, sch.seed, stats))
                       : ties ? solved(seek::restarts(b, sdk::random_branching(sch.seed), sch, sch.seed, stats))
                            : solved(seek::restarts(b, s, sch, sch.seed, stats));
    left.nodes = stats.nodes;
    return found ? 1 : 0;
  };
  timing const a = time_each(set, budget, left, first);
  std::printf("  %-18s first: cpu mean %9.2f, wall median %9.2f mean %9.2f us, %.1f nodes (%zu puzzles, %llu solved)\n",
              name, a.cpu_mean, a.median, a.mean, a.nodes_mean, a.puzzles,
              static_cast<unsigned long long>(a.solutions));
  if (a.cut)
    std::printf("  %-18s (stopped early: a search outlasted the %.0f s budget; only the puzzles before it are timed)\n",
                name, budget);
  std::fflush(stdout);
}

// Text of a grid on one line: '.' for open, 1-9 then A, B, ... (A = 10).
std::string line_of(sdk::grid const& g) {
  std::string s;
  if (g.box >= 6) {  // integer tokens, as docs/formats.md reads them
    for (int v : g.cells) s += (s.empty() ? "" : " ") + std::to_string(v);
    return s;
  }
  for (int v : g.cells) s.push_back(v == 0 ? '.' : v <= 9 ? static_cast<char>('0' + v) : static_cast<char>('A' + v - 10));
  return s;
}

// A seeded puzzle (with `clues` > 0: that many random givens of the
// solution, without the uniqueness check below): a pattern solution with its symbols, bands, stacks, rows
// and columns shuffled, then clues removed in random order whenever the
// puzzle stays unique. A uniqueness check that needs more than `nodes`
// search nodes counts as "not unique", so the clue stays: this bounds the
// run time and keeps the puzzle within reach of the propagate search.
template <int N>
sdk::grid generate(std::uint64_t seed, std::uint64_t nodes, int clues) {
  constexpr int side = N * N;
  std::mt19937_64 rng(seed);
  auto shuffled = [&](int n) {
    std::vector<int> p(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) p[static_cast<std::size_t>(i)] = i;
    std::shuffle(p.begin(), p.end(), rng);
    return p;
  };
  auto lines = [&] {  // a permutation of lines that keeps bands together
    auto const bands = shuffled(N);
    std::vector<int> out;
    for (int b : bands)
      for (int i : shuffled(N)) out.push_back(b * N + i);
    return out;
  };
  auto const sym = shuffled(side), rows = lines(), cols = lines();
  sdk::grid g(N);
  for (int r = 0; r < side; ++r)
    for (int c = 0; c < side; ++c) {
      int const pr = rows[static_cast<std::size_t>(r)], pc = cols[static_cast<std::size_t>(c)];
      g.at(r, c) = sym[static_cast<std::size_t>((N * (pr % N) + pr / N + pc) % side)] + 1;
    }
  if (clues > 0) {  // a "quasigroup with holes": `clues` random givens, solvable, often not unique
    auto const order = shuffled(side * side);
    for (std::size_t i = static_cast<std::size_t>(clues); i < order.size(); ++i)
      g.cells[static_cast<std::size_t>(order[i])] = 0;
    return g;
  }
  for (int cell : shuffled(side * side)) {
    int const keep = g.cells[static_cast<std::size_t>(cell)];
    g.cells[static_cast<std::size_t>(cell)] = 0;
    seek::statistics stats;
    std::uint64_t n = 0;
    for (auto const& b : seek::dfs(sdk::board<N>::from_grid(g), sdk::propagate, stats,
                                   seek::limits{.nodes = nodes}))
      if (b.complete() && ++n == 2) break;
    if (n != 1 || stats.truncated()) g.cells[static_cast<std::size_t>(cell)] = keep;
  }
  return g;
}

bool wanted(std::vector<std::string> const& list, std::string const& x) {
  return list.empty() || std::find(list.begin(), list.end(), x) != list.end();
}

}  // namespace

int main(int argc, char** argv) {
  std::string dir = "../shared/data";
#ifdef SEEK_SHARED_DATA
  dir = SEEK_SHARED_DATA;
#endif
  std::size_t max = 1000;
  double budget = 20;
  std::vector<std::string> sets, successors;
  std::string file;
  std::uint64_t nodes = 2000, gen_seed = 0, restart_scale = 100;
  double restart_factor = 0;
  std::uint64_t restart_seed = 1;
  int gen_box = 0, clues = 0;
  bool library = false;
  for (int i = 1; i < argc; ++i) {
    std::string const a = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc) {
        std::fprintf(stderr, "sudoku_sets: %s needs a value\n", a.c_str());
        std::exit(2);
      }
      return argv[++i];
    };
    if (a == "--data") dir = value();
    else if (a == "--max") max = std::stoul(value());
    else if (a == "--budget") budget = std::stod(value());
    else if (a == "--set") sets.push_back(value());
    else if (a == "--successor") successors.push_back(value());
    else if (a == "--file") file = value();
    else if (a == "--nodes") nodes = std::stoull(value());
    else if (a == "--each") print_each = true;
    else if (a == "--library") library = true;
    else if (a == "--max-nodes") max_nodes = std::stoull(value());
    else if (a == "--clues") clues = std::stoi(value());
    else if (a == "--restart-scale") restart_scale = std::stoull(value());
    else if (a == "--restart-geometric") restart_factor = std::stod(value());
    else if (a == "--restart-seed") restart_seed = std::stoull(value());
    else if (a == "--generate") {
      gen_box = std::stoi(value());
      gen_seed = std::stoull(value());
    }
    else {
      std::fprintf(stderr,
                   "usage: sudoku_sets [--data DIR] [--max N] [--budget SECONDS] [--set FILE]... [--each] [--library] "
                   "[--successor propagate|fewest_candidates|first_empty|restarts|restarts_ties|restarts_wdeg]... [--restart-scale K] "
                   "[--restart-geometric F] [--restart-seed S]\n");
      return 2;
    }
  }
  if (gen_box != 0) {
    sdk::grid g;
    switch (gen_box) {
      case 3: g = generate<3>(gen_seed, nodes, clues); break;
      case 4: g = generate<4>(gen_seed, nodes, clues); break;
      case 5: g = generate<5>(gen_seed, nodes, clues); break;
      case 6: g = generate<6>(gen_seed, nodes, clues); break;
      default: std::fprintf(stderr, "sudoku_sets: --generate supports box 3..6\n"); return 2;
    }
    std::printf("%s\n", line_of(g).c_str());
    return 0;
  }
  std::vector<std::string> files = {
      "puzzles2_17_clue.txt", "puzzles3_magictour_top1465.txt",
      "puzzles5_forum_hardest_1905_11+.txt", "puzzles7_serg_benchmark.txt", "gecode_16x16.txt"};
  if (!file.empty()) {
    files = {file};
    dir.clear();
  }
  for (auto const& f : files) {
    if (!wanted(sets, f) && file.empty()) continue;
    auto const set = read_set(dir.empty() ? f : dir + "/" + f, max);
    if (set.empty()) {
      std::printf("%s: not found or empty in %s, skipped\n", f.c_str(), dir.c_str());
      continue;
    }
    std::printf("%s (%zu puzzles read)\n", f.c_str(), set.size());
    if (library) {
      run_library(set);
      continue;
    }
    if (wanted(successors, "propagate")) run_successor("propagate", sdk::propagate, set, budget);
    if (wanted(successors, "fewest_candidates"))
      run_successor("fewest_candidates", sdk::fewest_candidates, set, budget);
    if (wanted(successors, "first_empty")) run_successor("first_empty", sdk::first_empty, set, budget);
    if (!successors.empty() && wanted(successors, "restarts"))
      run_restarts("restarts", sdk::propagate, {restart_scale, restart_factor, restart_seed}, false, false, set, budget);
    if (!successors.empty() && wanted(successors, "restarts_ties"))
      run_restarts("restarts_ties", sdk::propagate, {restart_scale, restart_factor, restart_seed}, true, false, set, budget);
    if (!successors.empty() && wanted(successors, "restarts_wdeg"))
      run_restarts("restarts_wdeg", sdk::propagate, {restart_scale, restart_factor, restart_seed}, false, true, set,
                   budget);
  }
}

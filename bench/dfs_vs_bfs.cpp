// bench/dfs_vs_bfs.cpp: the measurements behind docs/dfs-vs-bfs.md.
//
//   dfs_vs_bfs [SHARED_DATA_DIR [OUT_DIR]]     (defaults: ../shared/data, docs/data)
//
// Runs depth-first and breadth-first search with each sudoku successor
// function on a few puzzles, to the first solution and to the last, and
// writes what each search cost (states made, peak frontier, estimated and
// measured memory, time) and how wide each breadth-first level is. Every
// breadth-first search is bounded by seek::limits (frontier and time), and
// so is every depth-first one (time), so the whole run takes about a minute
// and under 100 MB of memory. scripts/study.sh runs it and draws the
// charts. This is a program with its own main, not a Google Benchmark: its
// output is data files, not timings of tiny loops.
#include <malloc.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include <seek/strategy/bfs.hpp>
#include <seek/strategy/dfs.hpp>
#include <seek/core/statistics.hpp>
#include <seek/sudoku/board/board.hpp>
#include <seek/sudoku/successor/fewest_candidates.hpp>
#include <seek/sudoku/successor/first_empty.hpp>
#include <seek/sudoku/io/parse.hpp>
#include <seek/sudoku/successor/propagate.hpp>

namespace {

namespace sudoku = seek::sudoku;
using clock_type = std::chrono::steady_clock;

// Bounds on every search. A bfs queue of 200,000 9x9 boards is about 44 MB
// of states (x 2 with the deque's and allocator's overhead).
constexpr std::uint64_t max_frontier = 200'000;
constexpr auto max_time = std::chrono::seconds(5);
// Fast searches are repeated until they have taken this long, for a stable
// time per search.
constexpr auto min_timing = std::chrono::milliseconds(20);
constexpr int max_repeats = 2000;

// Peak resident memory of this process during one search, from Linux's
// /proc: writing "5" to clear_refs resets the peak (VmHWM) to the current
// size (VmRSS). Empty where that is not possible.
std::optional<std::uint64_t> status_bytes(char const* field) {
  std::ifstream in("/proc/self/status");
  std::string const wanted = std::string(field) + ":";
  for (std::string key; in >> key;) {
    if (key == wanted) {
      std::uint64_t kib = 0;
      if (in >> kib) return kib * 1024;
      return std::nullopt;
    }
    in.ignore(4096, '\n');
  }
  return std::nullopt;
}

struct rss_probe {
  std::optional<std::uint64_t> base;
  void start() {
    ::malloc_trim(0);
    std::ofstream clear("/proc/self/clear_refs");
    base.reset();
    if (clear << "5" << std::flush) base = status_bytes("VmRSS");
  }
  // Growth of the peak over the start, or -1 when it cannot be read.
  long long growth() const {
    if (!base) return -1;
    auto const peak = status_bytes("VmHWM");
    if (!peak) return -1;
    return *peak > *base ? static_cast<long long>(*peak - *base) : 0;
  }
};

struct puzzle {
  std::string name;  // short name used in the data files
  std::string where;  // where it comes from, for the table
  std::string line;   // the puzzle, empty for the empty board
  int box = 3;
};

struct result {
  std::string puzzle, successor, order, goal;
  int open_cells = 0;
  std::uint64_t solutions = 0;
  seek::statistics stats;
  std::uint64_t state_bytes = 0;  // sizeof the board
  long long rss = -1;
  double ms = 0;  // wall time of one search
  bool reached = false;  // first: a solution was found; all: the tree was exhausted
};

char const* stop_name(seek::statistics const& s, bool found_first) {
  if (found_first) return "first_solution";
  switch (s.stopped) {
    case seek::stop_reason::exhausted: return "exhausted";
    case seek::stop_reason::frontier_limit: return "frontier_limit";
    case seek::stop_reason::time_limit: return "time_limit";
    case seek::stop_reason::node_limit: return "node_limit";
    default: return "other";
  }
}

// One search: `order` (seek::dfs or seek::bfs) with `next`, to the first
// solution or through the whole tree, bounded by the limits above.
template <class Board, class Next, class Order>
result measure(Board const& board, Next next, Order order, bool all) {
  seek::limits const lim{.frontier = max_frontier, .time = max_time};
  result r;
  r.open_cells = board.open_cells();
  r.state_bytes = sizeof(Board);
  auto search = [&] {
    std::uint64_t found = 0;
    for (Board const& b : order(board, next, r.stats, lim)) {
      if (b.complete()) {
        ++found;
        if (!all) break;
      }
    }
    return found;
  };
  rss_probe rss;
  rss.start();
  auto t0 = clock_type::now();
  r.solutions = search();
  auto elapsed = clock_type::now() - t0;
  r.rss = rss.growth();
  // Time: the best of three batches, each repeating the search until it has
  // taken min_timing (the first run pays for fresh memory pages and a cold
  // cache; the best batch is the least disturbed by other processes). A
  // search that takes a second or more is timed once.
  auto best = elapsed;
  if (elapsed < std::chrono::seconds(1)) {
    for (int batch = 0; batch < 3; ++batch) {
      int runs = 0;
      t0 = clock_type::now();
      do {
        search();
        ++runs;
        elapsed = clock_type::now() - t0;
      } while (elapsed < min_timing && runs < max_repeats);
      best = std::min(best, elapsed / runs);
    }
  }
  r.ms = std::chrono::duration<double, std::milli>(best).count();
  r.reached = all ? r.stats.stopped == seek::stop_reason::exhausted : r.solutions > 0;
  return r;
}

// States at each depth of a breadth-first search through the whole tree
// (up to where the limits stop it).
template <class Board, class Next>
std::vector<std::uint64_t> level_widths(Board const& board, Next next, bool& complete) {
  seek::statistics stats;
  std::vector<std::uint64_t> width;
  auto search = seek::bfs(board, next, stats, seek::limits{.frontier = max_frontier, .time = max_time});
  for (auto it = search.begin(); it != search.end(); ++it) {
    auto const d = it.depth();
    if (width.size() <= d) width.resize(d + 1);
    ++width[d];
  }
  complete = stats.stopped == seek::stop_reason::exhausted;
  // The last level reached is partial when the search was stopped.
  if (!complete && !width.empty()) width.pop_back();
  return width;
}

// Depth of the dfs stack (the current state's depth) at every state, for
// the first `max_points` states.
template <class Board, class Next>
std::vector<std::size_t> dfs_depths(Board const& board, Next next, std::size_t max_points) {
  std::vector<std::size_t> depth;
  auto search = seek::dfs(board, next);
  for (auto it = search.begin(); it != search.end() && depth.size() < max_points; ++it)
    depth.push_back(it.depth());
  return depth;
}

constexpr char const* successor_names[] = {"first_empty", "fewest_candidates", "propagate"};

template <class F>
void for_each_successor(F&& f) {
  f(successor_names[0], sudoku::first_empty);
  f(successor_names[1], sudoku::fewest_candidates);
  f(successor_names[2], sudoku::propagate);
}

std::optional<std::string> nth_puzzle(std::string const& file, int n) {
  std::ifstream in(file);
  int k = 0;
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    if (++k == n) return line;
  }
  return std::nullopt;
}

template <class Board>
void study(puzzle const& p, Board const& board, std::vector<result>& results, std::string const& out) {
  std::vector<std::vector<std::uint64_t>> widths;
  std::vector<bool> complete;
  for_each_successor([&](char const* sname, auto next) {
    for (bool all : {false, true}) {
      for (int o = 0; o < 2; ++o) {
        result r = o == 0 ? measure(board, next, seek::dfs, all) : measure(board, next, seek::bfs, all);
        r.puzzle = p.name;
        r.successor = sname;
        r.order = o == 0 ? "dfs" : "bfs";
        r.goal = all ? "all" : "first";
        std::fprintf(stderr, "  %-10s %-17s %s %-5s %12llu nodes %9zu peak %10.3f ms %s\n", p.name.c_str(), sname,
                     r.order.c_str(), r.goal.c_str(), static_cast<unsigned long long>(r.stats.nodes),
                     r.stats.frontier, r.ms, stop_name(r.stats, !all && r.solutions > 0));
        results.push_back(std::move(r));
      }
    }
    bool done = false;
    widths.push_back(level_widths(board, next, done));
    complete.push_back(done);
  });

  // levels_<puzzle>.dat: depth, then for each successor the number of states
  // at that depth in the bfs tree ("-" where there are none, or where the
  // bfs was stopped before finishing that level), then the dfs stack at that
  // depth (depth + 1 frames).
  std::ofstream levels(out + "/levels_" + p.name + ".dat");
  levels << "# " << p.name << " (" << p.where << "): states at each depth of the bfs tree\n";
  for (std::size_t i = 0; i < widths.size(); ++i)
    levels << "# " << successor_names[i] << ": "
           << (complete[i] ? "whole tree" : "bfs stopped by its limits; levels from depth " +
                                                std::to_string(widths[i].size()) + " on are missing")
           << '\n';
  levels << "# depth first_empty fewest_candidates propagate dfs_frames\n";
  std::size_t deepest = 0;
  for (auto const& w : widths) deepest = std::max(deepest, w.size());
  for (std::size_t d = 0; d < deepest; ++d) {
    levels << d;
    for (auto const& w : widths) {
      if (d < w.size())
        levels << ' ' << w[d];
      else
        levels << " -";
    }
    levels << ' ' << d + 1 << '\n';
  }
}

void write_runs(std::vector<result> const& results, std::string const& out) {
  std::ofstream csv(out + "/runs.csv");
  csv << "puzzle,open_cells,successor,order,goal,solutions,nodes,expanded,failures,max_depth,peak_frontier,"
         "state_bytes,est_peak_bytes,rss_growth_bytes,ms,ended\n";
  for (auto const& r : results) {
    csv << r.puzzle << ',' << r.open_cells << ',' << r.successor << ',' << r.order << ',' << r.goal << ','
        << r.solutions << ',' << r.stats.nodes << ',' << r.stats.expanded << ',' << r.stats.failures << ','
        << r.stats.depth << ',' << r.stats.frontier << ',' << r.state_bytes << ','
        << r.stats.frontier * r.state_bytes << ',' << r.rss << ',' << r.ms << ','
        << stop_name(r.stats, r.goal == "first" && r.solutions > 0) << '\n';
  }
}

// One table per successor for the charts: a row per puzzle with dfs and bfs
// side by side. Columns: puzzle, then for dfs and bfs the nodes, the peak
// estimated bytes, the milliseconds, and 1 if the search reached its goal
// within the limits, else 0; one file per goal.
void write_tables(std::vector<result> const& results, std::vector<puzzle> const& puzzles, std::string const& out) {
  for (char const* sname : successor_names) {
    for (char const* goal : {"first", "all"}) {
      std::ofstream t(out + "/" + sname + "_" + goal + ".dat");
      t << "# " << sname << ", search to the " << (std::string(goal) == "all" ? "last solution" : "first solution")
        << "\n# puzzle dfs_nodes dfs_peak_bytes dfs_ms dfs_reached bfs_nodes bfs_peak_bytes bfs_ms bfs_reached "
           "dfs_rss bfs_rss\n";
      for (auto const& p : puzzles) {
        result const* d = nullptr;
        result const* b = nullptr;
        for (auto const& r : results) {
          if (r.puzzle != p.name || r.successor != sname || r.goal != goal) continue;
          (r.order == "dfs" ? d : b) = &r;
        }
        if (!d || !b) continue;
        t << p.name;
        for (result const* r : {d, b})
          t << ' ' << r->stats.nodes << ' ' << r->stats.frontier * r->state_bytes << ' ' << r->ms << ' '
            << (r->reached ? 1 : 0);
        t << ' ' << d->rss << ' ' << b->rss << '\n';
      }
    }
  }
}

}  // namespace

int main(int argc, char** argv) {
  std::string const data = argc > 1 ? argv[1] : "../shared/data";
  std::string const out = argc > 2 ? argv[2] : "docs/data";

  std::vector<puzzle> const wanted = {
      {"empty4x4", "the empty 4x4 board, 288 solutions", "", 2},
      {"easy50-1", "sudoku-easy50.txt, puzzle 1", "sudoku-easy50.txt:1", 3},
      {"top95-1", "sudoku-top95.txt, puzzle 1", "sudoku-top95.txt:1", 3},
      {"top95-13", "sudoku-top95.txt, puzzle 13", "sudoku-top95.txt:13", 3},
      {"hardest-1", "sudoku-hardest.txt, puzzle 1", "sudoku-hardest.txt:1", 3},
      {"inkala", "inkala_2012.txt", "inkala_2012.txt:1", 3},
      {"serg-1", "puzzles7_serg_benchmark.txt, puzzle 1 (several solutions)", "puzzles7_serg_benchmark.txt:1", 3},
  };

  std::vector<puzzle> done;
  std::vector<result> results;
  for (puzzle p : wanted) {
    if (p.line.empty()) {
      std::fprintf(stderr, "%s\n", p.where.c_str());
      study(p, sudoku::board<2>{}, results, out);
      done.push_back(p);
      continue;
    }
    auto const colon = p.line.rfind(':');
    std::string const file = data + "/" + p.line.substr(0, colon);
    auto const line = nth_puzzle(file, std::stoi(p.line.substr(colon + 1)));
    if (!line) {
      std::fprintf(stderr, "dfs_vs_bfs: %s: no such puzzle, skipped (is %s the shared data folder?)\n",
                   p.line.c_str(), data.c_str());
      continue;
    }
    auto parsed = sudoku::parse_puzzle(*line);
    if (auto const* e = std::get_if<sudoku::parse_error>(&parsed)) {
      std::fprintf(stderr, "dfs_vs_bfs: %s: %s\n", p.line.c_str(), e->message.c_str());
      return 1;
    }
    std::fprintf(stderr, "%s\n", p.where.c_str());
    p.line = *line;
    study(p, sudoku::board<3>::from_grid(std::get<sudoku::grid>(parsed)), results, out);
    done.push_back(p);
  }
  if (results.empty()) {
    std::fprintf(stderr, "dfs_vs_bfs: nothing measured\n");
    return 1;
  }
  write_runs(results, out);
  write_tables(results, done, out);

  // dfs_depth.dat: the dfs stack along the search of the empty 4x4 board
  // (first_empty, the first 400 states): the sawtooth of going down and backtracking.
  {
    std::ofstream t(out + "/dfs_depth.dat");
    t << "# empty 4x4 board, first_empty: state number, depth of the dfs stack at that state\n";
    auto const depths = dfs_depths(sudoku::board<2>{}, sudoku::first_empty, 400);
    for (std::size_t i = 0; i < depths.size(); ++i) t << i + 1 << ' ' << depths[i] << '\n';
  }

  std::ofstream puzzles_file(out + "/puzzles.txt");
  puzzles_file << "# the puzzles of the study: name, source, puzzle\n";
  for (auto const& p : done)
    puzzles_file << p.name << " | " << p.where << " | " << (p.line.empty() ? "(empty board)" : p.line) << '\n';
  std::fprintf(stderr, "wrote %s/runs.csv and the chart tables\n", out.c_str());
}

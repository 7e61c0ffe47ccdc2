// bench/strategies.cpp: the measurements behind docs/strategies.md.
//
//   strategies [OUT_DIR]       (default: docs/data)
//
// Runs every search strategy on the same queries of two problems, each
// search stopped at its first goal, and writes per strategy: states
// generated (nodes), successor calls (expanded), the largest frontier, microseconds
// per query (CPU time of the thread), and the cost of the path found over
// the optimal cost. Graphs are searched once per state (seek::skip_seen for
// the tree searches, the visited map of dijkstra and astar). iddfs and
// ida_star keep no visited set and cannot use skip_seen (a pass must walk
// again what the pass before walked): they forbid only the move straight
// back, as Korf's IDA* does, and stop at a node limit. Compare times as
// ratios within one run, not across runs or machines.
// scripts/strategies.sh runs it and draws the charts. A program with its own
// main, not a Google Benchmark: its output is data files.
#include <algorithm>
#include <ctime>
#include <cmath>
#include <cstdint>
#include <fstream>
#include <functional>
#include <iomanip>
#include <iostream>
#include <numeric>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <range/v3/view/filter.hpp>

#include <seek/strategy/astar.hpp>
#include <seek/strategy/beam.hpp>
#include <seek/strategy/best_first.hpp>
#include <seek/strategy/bfs.hpp>
#include <seek/strategy/dfs.hpp>
#include <seek/strategy/dijkstra.hpp>
#include <seek/range/first.hpp>
#include <seek/strategy/ida_star.hpp>
#include <seek/strategy/iddfs.hpp>
#include <seek/strategy/with_paths.hpp>
#include <seek/successor/skip_seen.hpp>

#include "../examples/models/eight_puzzle.hpp"
#include "../examples/models/grid.hpp"

namespace {

// CPU time of this thread: steadier than the wall clock on a shared machine.
double cpu_micros() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) * 1e6 + static_cast<double>(ts.tv_nsec) / 1e3;
}

struct tally {
  std::string name;
  double nodes = 0, expanded = 0, frontier = 0, micros = 0, cost_ratio = 0;
  int found = 0, queries = 0;
};

// One query of one strategy: runs `search` (which returns the path found,
// or nothing, and fills `stats`), timing it, and adds it up.
template <class Search, class Cost>
void measure(tally& t, Search&& search, Cost&& path_cost, double optimal) {
  seek::statistics stats;
  double const start = cpu_micros();
  auto const path = search(stats);
  double const micros = cpu_micros() - start;
  ++t.queries;
  t.nodes += static_cast<double>(stats.nodes);
  t.expanded += static_cast<double>(stats.expanded);
  t.frontier = std::max(t.frontier, static_cast<double>(stats.frontier));
  t.micros += micros;
  if (path) {
    ++t.found;
    t.cost_ratio += optimal > 0 ? path_cost(*path) / optimal : 1.0;
  }
}

template <class Node>
auto path_of(std::optional<Node> const& n) {
  return n ? std::optional(n->path()) : std::nullopt;
}

// The first node of a range of nodes whose state is `goal`.
template <class Range, class State>
auto first_goal(Range&& r, State const& goal) {
  using node = std::remove_cvref_t<decltype(*ranges::begin(r))>;
  std::optional<node> out;
  for (auto const& n : r | ranges::views::filter([&](auto const& x) { return x.state() == goal; }) | seek::first(1))
    out = n;
  return out;
}

// The state of iddfs and ida_star here: where the search is and where it
// came from, so that the move straight back can be left out.
template <class S>
struct trail {
  S at;
  S from;
  bool root = true;
};

// `next` (weighted) without the move back to where a trail came from.
template <class S, class Next>
auto no_return(Next next) {
  return [next](trail<S> const& t) {
    std::vector<std::pair<trail<S>, decltype(next(t.at).front().second)>> out;
    for (auto const& [to, w] : next(t.at))
      if (t.root || !(to == t.from)) out.push_back({trail<S>{to, t.at, false}, w});
    return out;
  };
}
template <class S, class Next>
auto no_return_plain(Next next) {
  return [weighted = no_return<S>(next)](trail<S> const& t) {
    std::vector<trail<S>> out;
    for (auto& [to, w] : weighted(t)) out.push_back(std::move(to));
    return out;
  };
}

// The path to the first node of a range of trail nodes (iddfs, ida_star)
// at `goal`, as states.
template <class Range, class State>
std::optional<std::vector<State>> first_trail_path(Range&& r, State const& goal) {
  for (auto const& n : r | ranges::views::filter([&](auto const& x) { return x.state().at == goal; }) | seek::first(1)) {
    std::vector<State> p;
    for (auto const& t : n.path()) p.push_back(t.at);
    return p;
  }
  return std::nullopt;
}

// The node limit of iddfs and ida_star, per query.
constexpr std::uint64_t deepening_limit = 2'000'000;

void write(std::string const& file, std::vector<tally> const& ts, std::string const& title) {
  std::ofstream out(file);
  out << "# " << title << "\n# strategy nodes expanded max_frontier us_per_query cost_over_optimal found queries\n";
  std::cout << "\n" << title << "\n\n| strategy | states generated | expanded | largest frontier | µs per query | "
            << "time / dijkstra | cost / optimal | goals found |\n|---|---|---|---|---|---|---|---|\n";
  double base = 0;
  for (auto const& t : ts)
    if (t.name == "dijkstra") base = t.micros / t.queries;
  for (auto const& t : ts) {
    double const q = t.queries;
    out << std::quoted(t.name) << ' ' << t.nodes / q << ' ' << t.expanded / q << ' ' << t.frontier << ' '
        << t.micros / q << ' ' << (t.found ? t.cost_ratio / t.found : 0) << ' ' << t.found << ' ' << t.queries
        << '\n';
    std::cout << std::fixed << "| " << t.name << " | " << std::setprecision(0) << t.nodes / q << " | "
              << t.expanded / q << " | " << t.frontier << " | " << std::setprecision(1) << t.micros / q << " | "
              << std::setprecision(3) << (t.micros / q) / base << " | " << std::setprecision(2)
              << (t.found ? t.cost_ratio / t.found : 0)
              << " | " << t.found << "/" << t.queries << " |\n";
  }
}

// Grid: 8-connected random maps, 25% walls; queries between random open cells.
void grids(std::string const& out_dir) {
  std::vector<tally> ts{{"dfs"}, {"bfs"}, {"best_first"}, {"beam 16"}, {"dijkstra"}, {"astar"}, {"iddfs"}, {"ida_star"}};
  std::uint64_t seed = 2026;
  auto rnd = [&](int n) {
    std::uint64_t z = (seed += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return static_cast<int>((z ^ (z >> 31)) % static_cast<std::uint64_t>(n));
  };
  int const size = 128;
  for (int q = 0; q < 60; ++q) {
    auto const m = grid::random_map(size, size, 0.25, 1000 + static_cast<std::uint64_t>(q));
    grid::cell s{rnd(size), rnd(size)}, g{rnd(size), rnd(size)};
    if (!m.open(s) || !m.open(g)) continue;
    grid::neighbours const weighted{&m, grid::moves::eight};
    auto const optimal_node = first_goal(seek::with_paths(seek::dijkstra, s, weighted), g);
    if (!optimal_node) continue;  // unreachable: skip the query
    double const optimal = optimal_node->cost();
    auto plain = [&](grid::cell const& c) {
      std::vector<grid::cell> out;
      for (auto const& [to, w] : weighted(c)) out.push_back(to);
      return out;
    };
    grid::distance_to const h{g, grid::moves::eight};
    auto cost = [&](std::vector<grid::cell> const& p) {
      double sum = 0;
      for (std::size_t i = 1; i < p.size(); ++i)
        sum += (p[i].row != p[i - 1].row && p[i].col != p[i - 1].col) ? std::sqrt(2.0) : 1.0;
      return sum;
    };
    auto once = [&] { return seek::skip_seen<grid::cell>(plain); };
    measure(ts[0], [&](seek::statistics& st) { return path_of(first_goal(seek::with_paths(seek::dfs, s, once(), st), g)); }, cost, optimal);
    measure(ts[1], [&](seek::statistics& st) { return path_of(first_goal(seek::with_paths(seek::bfs, s, once(), st), g)); }, cost, optimal);
    measure(ts[2], [&](seek::statistics& st) { return path_of(first_goal(seek::with_paths(seek::best_first, s, once(), h, st), g)); }, cost, optimal);
    measure(ts[3], [&](seek::statistics& st) { return path_of(first_goal(seek::with_paths(seek::beam, s, once(), h, 16, st), g)); }, cost, optimal);
    measure(ts[4], [&](seek::statistics& st) { return path_of(first_goal(seek::with_paths(seek::dijkstra, s, weighted, st), g)); }, cost, optimal);
    measure(ts[5], [&](seek::statistics& st) { return path_of(first_goal(seek::with_paths(seek::astar, s, weighted, h, st), g)); }, cost, optimal);
    trail<grid::cell> const t{s, s};
    auto th = [&](trail<grid::cell> const& x) { return h(x.at); };
    seek::limits const lim{.nodes = deepening_limit};
    measure(ts[6], [&](seek::statistics& st) { return first_trail_path(seek::with_paths(seek::iddfs, t, no_return_plain<grid::cell>(weighted), st, lim), g); }, cost, optimal);
    measure(ts[7], [&](seek::statistics& st) { return first_trail_path(seek::with_paths(seek::ida_star, t, no_return<grid::cell>(weighted), th, st, lim), g); }, cost, optimal);
  }
  write(out_dir + "/strategies_grid.dat", ts, "Grid: 128x128, 25% walls, 8-connected (diagonal √2), random queries");
}

// 8-puzzle: random solvable boards; every move costs 1.
void puzzles(std::string const& out_dir) {
  using eight_puzzle::board;
  std::vector<tally> ts{{"dfs"}, {"bfs"}, {"best_first"}, {"beam 16"}, {"dijkstra"}, {"astar"}, {"iddfs"}, {"ida_star"}};
  std::uint64_t seed = 7;
  auto rnd = [&](std::size_t n) {
    std::uint64_t z = (seed += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return static_cast<std::size_t>((z ^ (z >> 31)) % n);
  };
  auto const by = seek::seen_by(std::identity{}, eight_puzzle::board_hash{});
  auto plain = [](board const& b) {
    std::vector<board> out;
    for (auto const& [c, w] : eight_puzzle::weighted_next(b)) out.push_back(c);
    return out;
  };
  auto once = [&] { return seek::skip_seen<board>(plain, by); };
  auto cost = [](std::vector<board> const& p) { return static_cast<double>(p.size() - 1); };
  auto const goal = eight_puzzle::goal;
  for (int q = 0; q < 20;) {
    board b{0, 1, 2, 3, 4, 5, 6, 7, 8};
    for (std::size_t i = 8; i > 0; --i) std::swap(b[i], b[rnd(i + 1)]);
    if (!eight_puzzle::solvable(b)) continue;
    ++q;
    double const optimal =
        first_goal(seek::with_paths(seek::astar, b, eight_puzzle::weighted_next, eight_puzzle::manhattan, by), goal)->cost();
    measure(ts[0], [&](seek::statistics& st) { return path_of(first_goal(seek::with_paths(seek::dfs, b, once(), st), goal)); }, cost, optimal);
    measure(ts[1], [&](seek::statistics& st) { return path_of(first_goal(seek::with_paths(seek::bfs, b, once(), st), goal)); }, cost, optimal);
    measure(ts[2], [&](seek::statistics& st) { return path_of(first_goal(seek::with_paths(seek::best_first, b, once(), eight_puzzle::manhattan, st), goal)); }, cost, optimal);
    measure(ts[3], [&](seek::statistics& st) { return path_of(first_goal(seek::with_paths(seek::beam, b, once(), eight_puzzle::manhattan, 16, st), goal)); }, cost, optimal);
    measure(ts[4], [&](seek::statistics& st) { return path_of(first_goal(seek::with_paths(seek::dijkstra, b, eight_puzzle::weighted_next, st, by), goal)); }, cost, optimal);
    measure(ts[5], [&](seek::statistics& st) { return path_of(first_goal(seek::with_paths(seek::astar, b, eight_puzzle::weighted_next, eight_puzzle::manhattan, st, by), goal)); }, cost, optimal);
    trail<board> const t{b, b};
    auto th = [](trail<board> const& x) { return eight_puzzle::manhattan(x.at); };
    seek::limits const lim{.nodes = deepening_limit};
    measure(ts[6], [&](seek::statistics& st) { return first_trail_path(seek::with_paths(seek::iddfs, t, no_return_plain<board>(eight_puzzle::weighted_next), st, lim), goal); }, cost, optimal);
    measure(ts[7], [&](seek::statistics& st) { return first_trail_path(seek::with_paths(seek::ida_star, t, no_return<board>(eight_puzzle::weighted_next), th, st, lim), goal); }, cost, optimal);
  }
  write(out_dir + "/strategies_puzzle.dat", ts, "8-puzzle: 20 random solvable boards, moves cost 1");
}

}  // namespace

int main(int argc, char** argv) {
  std::string const out_dir = argc > 1 ? argv[1] : "docs/data";
  grids(out_dir);
  puzzles(out_dir);
}

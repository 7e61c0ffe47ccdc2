// grid_runs.hpp: the web playground's grid runs, in plain C++ so that the
// same code is compiled to WebAssembly (playground.cpp, by scripts/web.sh)
// and natively (web/tests/grid_stats.cpp, which the browser test compares
// the page against).
//
// A grid run: one of eight strategies searches a 4-connected map (cost 1 a
// step) from its start to its goal, stopping at the goal, with seek's
// statistics and a tracer that records the cells in the order the strategy
// expands them, for the page to animate; the path found comes from
// seek::with_paths. Graph searches keep each cell once (seek::skip_seen for
// dfs, bfs, best_first and beam; their own visited map for dijkstra and
// astar); iddfs and ida_star keep no visited set and only leave out the move
// straight back, as in bench/strategies.cpp, under a node limit.
#pragma once

#include <cstdint>
#include <cstdlib>
#include <string>
#include <utility>
#include <vector>

#include <range/v3/view/filter.hpp>

#include <seek/core/statistics.hpp>
#include <seek/range/first.hpp>
#include <seek/strategy/astar.hpp>
#include <seek/strategy/beam.hpp>
#include <seek/strategy/best_first.hpp>
#include <seek/strategy/bfs.hpp>
#include <seek/strategy/dfs.hpp>
#include <seek/strategy/dijkstra.hpp>
#include <seek/strategy/ida_star.hpp>
#include <seek/strategy/iddfs.hpp>
#include <seek/strategy/with_paths.hpp>
#include <seek/successor/skip_seen.hpp>
#include <seek/trace/tracer.hpp>

namespace playground {

/// A map: width x height cells, row by row; '#' a wall, 'S' the start, 'G'
/// the goal, anything else open.
struct grid_map {
  int width = 0;
  int height = 0;
  std::string cells;
  int start = -1;
  int goal = -1;

  grid_map(int w, int h, std::string text) : width(w), height(h), cells(std::move(text)) {
    for (int i = 0; i < static_cast<int>(cells.size()); ++i) {
      if (cells[static_cast<std::size_t>(i)] == 'S' && start < 0) start = i;
      if (cells[static_cast<std::size_t>(i)] == 'G' && goal < 0) goal = i;
    }
  }
  bool valid() const noexcept {
    return width > 0 && height > 0 && static_cast<int>(cells.size()) == width * height && start >= 0 && goal >= 0;
  }
  bool open(int r, int c) const noexcept {
    return r >= 0 && c >= 0 && r < height && c < width && cells[static_cast<std::size_t>(r * width + c)] != '#';
  }
  int manhattan(int a) const noexcept {
    return std::abs(a / width - goal / width) + std::abs(a % width - goal % width);
  }
};

/// The open neighbours of a cell (index row * width + col): up, down, left, right.
struct neighbours {
  grid_map const* m;
  std::vector<int> operator()(int cell) const {
    std::vector<int> out;
    int const r = cell / m->width, c = cell % m->width;
    static constexpr int dr[] = {-1, 1, 0, 0};
    static constexpr int dc[] = {0, 0, -1, 1};
    for (int i = 0; i < 4; ++i)
      if (m->open(r + dr[i], c + dc[i])) out.push_back((r + dr[i]) * m->width + c + dc[i]);
    return out;
  }
};

/// The same, with the cost of each step (1), for dijkstra, astar and ida_star.
struct weighted_neighbours {
  grid_map const* m;
  std::vector<std::pair<int, int>> operator()(int cell) const {
    std::vector<std::pair<int, int>> out;
    for (int to : neighbours{m}(cell)) out.emplace_back(to, 1);
    return out;
  }
};

/// iddfs's and ida_star's state: where the walk is and where it came from.
struct trail {
  int at = 0;
  int from = -1;
  friend bool operator==(trail const&, trail const&) = default;
};

inline int cell_of(int c) noexcept { return c; }
inline int cell_of(trail const& t) noexcept { return t.at; }
template <class S>
int cell_of(seek::path_node<S> const& n) noexcept {
  return cell_of(n.state());
}

/// Records the cells expanded, in order (up to `cap`).
struct expansion_log {
  std::vector<int> cells;
  std::size_t cap = 200000;
  template <class S>
  void on_expand(seek::node_event<S> const& e) {
    if (cells.size() < cap) cells.push_back(cell_of(e.state));
  }
};

/// What a grid run found.
struct grid_result {
  seek::statistics stats;
  std::vector<int> expanded;  // cells, in the order expanded
  std::vector<int> path;      // start .. goal, empty when not found
};

inline constexpr char const* strategy_names[] = {"dfs",      "bfs",   "best_first", "beam",
                                                 "dijkstra", "astar", "iddfs",      "ida_star"};
inline constexpr int strategy_count = 8;
inline constexpr int beam_width = 8;
inline constexpr std::uint64_t deepening_nodes = 2'000'000;

namespace detail {
template <class Range>
std::vector<int> first_path(Range&& r, int goal) {
  for (auto const& n : r | ranges::views::filter([goal](auto const& x) { return cell_of(x.state()) == goal; }) |
                           seek::first(1)) {
    std::vector<int> out;
    for (auto const& s : n.path()) out.push_back(cell_of(s));
    return out;
  }
  return {};
}
}  // namespace detail

/// Runs strategy `which` (an index of strategy_names) on `m` to its goal.
inline grid_result run_grid(grid_map const& m, int which) {
  grid_result r;
  expansion_log log;
  auto& st = r.stats;
  auto const goal = m.goal;
  auto const h = [&m](int c) { return m.manhattan(c); };
  auto const th = [&m](trail const& t) { return m.manhattan(t.at); };
  auto once = [&] { return seek::skip_seen<int>(neighbours{&m}); };
  // iddfs and ida_star: no move straight back.
  auto const back_out = [&m](trail const& t) {
    std::vector<trail> out;
    for (int to : neighbours{&m}(t.at))
      if (to != t.from) out.push_back({to, t.at});
    return out;
  };
  auto const weighted_back_out = [&m](trail const& t) {
    std::vector<std::pair<trail, int>> out;
    for (int to : neighbours{&m}(t.at))
      if (to != t.from) out.push_back({{to, t.at}, 1});
    return out;
  };
  seek::limits const lim{.nodes = deepening_nodes};
  trail const t0{m.start, -1};
  auto const traced = seek::traced_by(log);
  switch (which) {
    case 0: r.path = detail::first_path(seek::with_paths(seek::dfs, m.start, once(), st, traced), goal); break;
    case 1: r.path = detail::first_path(seek::with_paths(seek::bfs, m.start, once(), st, traced), goal); break;
    case 2: r.path = detail::first_path(seek::with_paths(seek::best_first, m.start, once(), h, st, traced), goal); break;
    case 3:
      r.path = detail::first_path(seek::with_paths(seek::beam, m.start, once(), h, beam_width, st, traced), goal);
      break;
    case 4:
      r.path = detail::first_path(seek::with_paths(seek::dijkstra, m.start, weighted_neighbours{&m}, st, traced), goal);
      break;
    case 5:
      r.path = detail::first_path(seek::with_paths(seek::astar, m.start, weighted_neighbours{&m}, h, st, traced), goal);
      break;
    case 6: r.path = detail::first_path(seek::with_paths(seek::iddfs, t0, back_out, st, lim, traced), goal); break;
    case 7:
      r.path = detail::first_path(seek::with_paths(seek::ida_star, t0, weighted_back_out, th, st, lim, traced), goal);
      break;
    default: break;
  }
  r.expanded = std::move(log.cells);
  return r;
}

}  // namespace playground

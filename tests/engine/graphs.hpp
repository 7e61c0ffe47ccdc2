// tests/engine/graphs.hpp: small graphs with cycles and many paths, and their
// answers computed by textbook code, shared by the engine tests.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <map>
#include <queue>
#include <utility>
#include <vector>

#include "trees.hpp"

namespace seek_test {

// A graph on 0..99 with many paths to each state, and cycles.
inline constexpr auto graph_next = [](int x) { return std::array<int, 2>{(x + 1) % 100, (x * 3) % 100}; };

// Shortest distances from `root` in that graph, by a queue-based BFS.
inline std::map<int, std::size_t> distances_from(int root) {
  std::map<int, std::size_t> dist{{root, 0}};
  std::queue<int> frontier;
  frontier.push(root);
  while (!frontier.empty()) {
    int x = frontier.front();
    frontier.pop();
    for (int y : graph_next(x))
      if (dist.emplace(y, dist[x] + 1).second) frontier.push(y);
  }
  return dist;
}

// Numbers below 1000 as a tree of 1000 states: the children of x are
// 10x + 0..9 (1..9 for the root 0).
inline std::vector<int> decimal(int x) {
  std::vector<int> kids;
  if (x >= 100) return kids;
  for (int d = x == 0 ? 1 : 0; d <= 9; ++d) kids.push_back(10 * x + d);
  return kids;
}

// A random weighted digraph on n vertices (cycles, parallel paths), each
// vertex with fewer than `out_bound` edges of cost 0..9, and the cheapest
// costs from a vertex by Bellman-Ford relaxation, to check against.
struct random_graph {
  using edges = std::vector<std::pair<int, int>>;
  std::vector<edges> out;
  edges const& operator()(int v) const { return out[static_cast<std::size_t>(v)]; }

  random_graph(int n, std::uint64_t seed, std::size_t out_bound) : out(static_cast<std::size_t>(n)) {
    splitmix64 rng(seed);
    for (auto& e : out)
      for (std::size_t k = rng.below(out_bound); k-- > 0;) {
        // Drawn in two statements: the order of a call's arguments is
        // unspecified, and g++ and clang would build different graphs.
        auto const to = static_cast<int>(rng.below(static_cast<std::size_t>(n)));
        auto const cost = static_cast<int>(rng.below(10));
        e.emplace_back(to, cost);
      }
  }
  std::map<int, int> costs_from(int root) const {
    std::map<int, int> best{{root, 0}};
    for (bool changed = true; changed;) {
      changed = false;
      for (auto const& [v, c] : std::map<int, int>(best))
        for (auto const& [w, e] : (*this)(v))
          if (!best.contains(w) || c + e < best[w]) best[w] = c + e, changed = true;
    }
    return best;
  }
};


// A weighted directed graph on 0..n-1: for each state, its (successor, cost) edges.
using weighted_edges = std::vector<std::vector<std::pair<int, int>>>;

// The cheapest cost from `from` to every state, or -1 (Bellman-Ford).
inline std::vector<int> cheapest_costs(weighted_edges const& g, int from) {
  std::vector<int> d(g.size(), -1);
  d[static_cast<std::size_t>(from)] = 0;
  for (bool changed = true; changed;) {
    changed = false;
    for (std::size_t x = 0; x < g.size(); ++x) {
      if (d[x] < 0) continue;
      for (auto [to, w] : g[x]) {
        int& t = d[static_cast<std::size_t>(to)];
        if (t < 0 || d[x] + w < t) {
          t = d[x] + w;
          changed = true;
        }
      }
    }
  }
  return d;
}

// The cheapest edge a -> b, or -1.
inline int cheapest_edge(weighted_edges const& g, int a, int b) {
  int best = -1;
  for (auto [to, w] : g[static_cast<std::size_t>(a)])
    if (to == b && (best < 0 || w < best)) best = w;
  return best;
}


// The cost of walking `path` edge by edge, each step its cheapest edge; -1
// when a step is no edge of the graph.
inline int walked_cost(weighted_edges const& g, std::vector<int> const& path) {
  int sum = 0;
  for (std::size_t i = 1; i < path.size(); ++i) {
    int const w = cheapest_edge(g, path[i - 1], path[i]);
    if (w < 0) return -1;
    sum += w;
  }
  return sum;
}

}  // namespace seek_test

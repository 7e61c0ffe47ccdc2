// tests/differential/world.hpp: what the differential tester searches and
// what it compares against. A random small graph (a tree, a DAG or a graph
// with cycles, edge costs 0..5, one to three roots), the element kinds a user
// searches (int, move-only, large, huge, without std::hash), and plain
// reference walks written without seek: the tree a depth-first search unfolds
// (preorder, level order, every path cost), the states reachable each once,
// and Dijkstra's distances.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <queue>
#include <random>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace difftest {

// ---- the graph ---------------------------------------------------------

struct edge {
  int to;
  int cost;
};

struct graph {
  int n = 0;
  std::vector<std::vector<edge>> out;
  std::vector<int> roots;  // one to three, maybe repeated
  bool acyclic = true;
};

// Random graph for a seed. `acyclic`: edges only from i to j > i (the tree a
// depth-first search unfolds is then finite); otherwise any edges, cycles
// and self-loops included. `max_n` bounds the states (the huge element kind
// asks for few).
inline graph make_graph(std::mt19937_64& rng, bool acyclic, int max_n = 9) {
  graph g;
  g.acyclic = acyclic;
  g.n = 1 + static_cast<int>(rng() % static_cast<unsigned>(max_n));
  g.out.resize(static_cast<std::size_t>(g.n));
  bool tree = acyclic && rng() % 3 == 0;  // each state one parent
  for (int i = 0; i < g.n; ++i) {
    int degree = static_cast<int>(rng() % 4);
    for (int k = 0; k < degree; ++k) {
      int to = 0;
      if (tree) {
        continue;  // filled below
      } else if (acyclic) {
        if (i + 1 >= g.n) break;
        to = i + 1 + static_cast<int>(rng() % static_cast<unsigned>(g.n - i - 1));
      } else {
        to = static_cast<int>(rng() % static_cast<unsigned>(g.n));
      }
      g.out[static_cast<std::size_t>(i)].push_back({to, static_cast<int>(rng() % 6)});
    }
  }
  if (tree)
    for (int j = 1; j < g.n; ++j) {
      int parent = static_cast<int>(rng() % static_cast<unsigned>(j));
      g.out[static_cast<std::size_t>(parent)].push_back({j, static_cast<int>(rng() % 6)});
    }
  int roots = 1 + static_cast<int>(rng() % 3);
  for (int r = 0; r < roots; ++r) g.roots.push_back(static_cast<int>(rng() % static_cast<unsigned>(std::min(g.n, 3))));
  return g;
}

inline std::string describe(graph const& g) {
  std::string s = "graph n=" + std::to_string(g.n) + (g.acyclic ? " acyclic" : " cyclic") + " roots {";
  for (int r : g.roots) s += ' ' + std::to_string(r);
  s += " } edges:";
  for (int i = 0; i < g.n; ++i)
    for (edge e : g.out[static_cast<std::size_t>(i)])
      s += ' ' + std::to_string(i) + "->" + std::to_string(e.to) + "(" + std::to_string(e.cost) + ")";
  return s;
}

// ---- element kinds -----------------------------------------------------
// Each kind K: K::make(id), id_of(K const&), and a name.

struct plain {  // int itself
  using type = int;
  static constexpr char const* name = "int";
  static int make(int id) { return id; }
};
inline int id_of(int x) { return x; }

struct move_only_state {
  std::unique_ptr<int> id;
  friend bool operator==(move_only_state const& a, move_only_state const& b) { return *a.id == *b.id; }
};
inline int id_of(move_only_state const& s) { return *s.id; }
struct move_only {
  using type = move_only_state;
  static constexpr char const* name = "move_only";
  static move_only_state make(int id) { return {std::make_unique<int>(id)}; }
};

template <std::size_t Bytes>
struct padded_state {
  int id = 0;
  std::array<unsigned char, Bytes> pad{};
  friend bool operator==(padded_state const& a, padded_state const& b) { return a.id == b.id; }
};
template <std::size_t Bytes>
int id_of(padded_state<Bytes> const& s) {
  return s.id;
}
struct large {  // 4 KB: copyable, hashable
  using type = padded_state<4096>;
  static constexpr char const* name = "large";
  static type make(int id) { return {id, {}}; }
};
struct huge {  // 1.5 MB: issue 45 item 7 (the engine's frames on the 8 MB stack)
  using type = padded_state<1536 * 1024>;
  static constexpr char const* name = "huge";
  static type make(int id) { return {id, {}}; }
};

struct unhashed_state {  // == but no std::hash: remembering strategies need seen_by
  int id;
  friend bool operator==(unhashed_state const&, unhashed_state const&) = default;
};
inline int id_of(unhashed_state const& s) { return s.id; }
struct unhashed {
  using type = unhashed_state;
  static constexpr char const* name = "unhashed";
  static unhashed_state make(int id) { return {id}; }
};

}  // namespace difftest

template <>
struct std::hash<difftest::move_only_state> {
  std::size_t operator()(difftest::move_only_state const& s) const noexcept { return std::hash<int>{}(*s.id); }
};
template <std::size_t Bytes>
struct std::hash<difftest::padded_state<Bytes>> {
  std::size_t operator()(difftest::padded_state<Bytes> const& s) const noexcept { return std::hash<int>{}(s.id); }
};

namespace difftest {

// ---- the reference walks ----------------------------------------------
// The adaptors as the reference sees them: which children a state has.
struct shape {
  int depth_bound = -1;  // depth_limited: states at this depth are not expanded (-1: none)
  int prune_mod = 0;     // prune: children with id % prune_mod == prune_rest dropped (0: none)
  int prune_rest = 0;
  int leaf_mod = 0;  // leaf_if: states with id % leaf_mod == leaf_rest not expanded (0: none)
  int leaf_rest = 0;
  bool pruned(int id) const { return prune_mod != 0 && id % prune_mod == prune_rest; }
  bool leaf(int id) const { return leaf_mod != 0 && id % leaf_mod == leaf_rest; }
};

struct visit {
  int id;
  int depth;
  long cost;
  friend bool operator==(visit const&, visit const&) = default;
  friend auto operator<=>(visit const&, visit const&) = default;
};

inline std::vector<edge> children(graph const& g, shape const& s, int id, int depth) {
  std::vector<edge> out;
  if ((s.depth_bound >= 0 && depth >= s.depth_bound) || s.leaf(id)) return out;
  for (edge e : g.out[static_cast<std::size_t>(id)])
    if (!s.pruned(e.to)) out.push_back(e);
  return out;
}

// The tree a depth-first search unfolds from the roots, in preorder (each
// path once). `cap` bounds it (a cyclic graph without a depth bound is
// infinite): more than cap visits sets `overflow`.
inline std::vector<visit> preorder(graph const& g, shape const& s, std::size_t cap, bool& overflow) {
  std::vector<visit> out;
  overflow = false;
  std::function<void(int, int, long)> walk = [&](int id, int depth, long cost) {
    if (out.size() >= cap) {
      overflow = true;
      return;
    }
    out.push_back({id, depth, cost});
    for (edge e : children(g, s, id, depth)) walk(e.to, depth + 1, cost + e.cost);
  };
  for (int r : g.roots) walk(r, 0, 0);
  return out;
}

// The same tree in level order (children in order): what bfs and iddfs yield.
inline std::vector<visit> level_order(graph const& g, shape const& s) {
  std::vector<visit> out;
  std::vector<visit> level;
  for (int r : g.roots) level.push_back({r, 0, 0});
  while (!level.empty()) {
    std::vector<visit> below;
    for (visit v : level) {
      out.push_back(v);
      for (edge e : children(g, s, v.id, v.depth)) below.push_back({e.to, v.depth + 1, v.cost + e.cost});
    }
    level = std::move(below);
  }
  return out;
}

// The states reachable from the roots through `children` (depth bound as
// breadth-first distance), with their breadth-first distance.
inline std::map<int, int> reachable(graph const& g, shape const& s) {
  std::map<int, int> dist;
  std::queue<int> q;
  for (int r : g.roots)
    if (dist.emplace(r, 0).second) q.push(r);
  while (!q.empty()) {
    int x = q.front();
    q.pop();
    for (edge e : children(g, s, x, dist[x]))
      if (dist.emplace(e.to, dist[x] + 1).second) q.push(e.to);
  }
  return dist;
}

// Dijkstra's distances from the nearest root, written plainly.
inline std::map<int, long> distances(graph const& g, shape const& s) {
  std::map<int, long> dist;
  using item = std::pair<long, int>;
  std::priority_queue<item, std::vector<item>, std::greater<>> open;
  for (int r : g.roots) open.push({0, r});
  while (!open.empty()) {
    auto [d, x] = open.top();
    open.pop();
    if (dist.count(x)) continue;
    dist[x] = d;
    for (edge e : children(g, s, x, 0))
      if (!dist.count(e.to)) open.push({d + e.cost, e.to});
  }
  return dist;
}

}  // namespace difftest

// seek/sudoku/logic/chains.hpp: chains and loops over the implication graph:
// X-Chains, XY-Chains, W-Wings, AICs, Skyscrapers and Kites, and the closed
// loops (X-Cycles, XY-Cycles, nice loops). Sudoku Explainer's "forcing
// chains and cycles".
//
// Every chain is a breadth-first search with seek::bfs over the links of
// links.hpp, from one node: from "r1c1=5" it looks for "r1c1<>5" (so 5 goes
// from r1c1), from "r1c1<>5" for "r1c1=5" (so 5 is placed), from "r1c1=5"
// for "r1c1=5" again (a loop, whose weak links remove candidates). Breadth
// first means the shortest chain, which is the one SE weighs. As SE, three
// passes: single-digit links only (X, base 6.6 for chains, 6.5 for loops),
// cell links only for loops (XY-Cycles, 6.5), both (7.0); a step's weight
// adds SE's length penalty; the easiest step is taken (weight, then nodes,
// then pass, then as found), and each search stops at the length where it
// could no longer be the easiest. The step is then named by its shape.
#pragma once

#include <algorithm>
#include <climits>
#include <cstdint>
#include <optional>
#include <vector>

#include <range/v3/view/iota.hpp>

#include <seek/strategy/bfs.hpp>
#include <seek/sudoku/logic/candidates.hpp>
#include <seek/sudoku/logic/links.hpp>
#include <seek/sudoku/logic/step.hpp>
#include <seek/sudoku/logic/stop.hpp>

namespace seek::sudoku {

namespace detail {

// A node reached by a search: its index, the record of the node it came
// from (-1 for the start), its depth.
struct reached {
  std::int32_t node;
  std::int32_t parent;
  std::int32_t depth;
};

// Breadth-first searches of the static implication graph of one grid, with
// seek::bfs over record indices: the successor function appends the nodes
// a record implies to `recs` and returns their indices.
template <int N>
class chain_search {
  using I = node_index<N>;

 public:
  explicit chain_search(candidate_grid<N> const& g) : g_(g), seen_(static_cast<std::size_t>(I::count), 0) {}

  std::vector<reached> recs;

  /// From `start`, the record of flip(start) when a chain reaches it within
  /// `max_depth` links (on: "start implies its negation"), or -1.
  int forcing(int start, bool cell_links, int max_depth) {
    reset(start);
    int const target = I::flip(start);
    int found = -1;
    auto next = [&](int i) {
      int const first = static_cast<int>(recs.size());
      reached const r = recs[static_cast<std::size_t>(i)];
      if (found < 0 && r.depth < max_depth) {
        auto emit = [&](int q, int = -1) {
          if (found >= 0) return;
          if (q == target) {
            recs.push_back({q, i, r.depth + 1});
            found = static_cast<int>(recs.size()) - 1;
            return;
          }
          if (seen_[static_cast<std::size_t>(q)]) return;
          seen_[static_cast<std::size_t>(q)] = 1;
          recs.push_back({q, i, r.depth + 1});
        };
        if (I::on(r.node))
          on_to_off(g_, r.node, cell_links, emit);
        else
          off_to_on(g_, r.node, cell_links, true, emit);
      }
      int const last = found >= 0 ? first : static_cast<int>(recs.size());
      return ranges::views::iota(first, last);
    };
    for (int i : seek::bfs(0, next)) {
      (void)i;
      if (found >= 0) break;
    }
    return found;
  }

  /// The loops from `start` (on) back to it, of 4 links or more and at most
  /// `max_len`: calls `loop(i)` with the record of the last node before the
  /// start, in the order SE finds them. Nodes off are not merged (each on
  /// node turns off its own), nodes on are; no node turns off an ancestor.
  template <class F>
  void loops(int start, bool cell_links, bool house_links, int max_len, F&& loop) {
    reset(start);
    auto next = [&](int i) {
      int const first = static_cast<int>(recs.size());
      reached const r = recs[static_cast<std::size_t>(i)];
      if (r.depth + 1 <= max_len - (I::on(r.node) ? 1 : 0)) {
        if (I::on(r.node)) {
          on_to_off(g_, r.node, cell_links, [&](int q) {
            if (!ancestor(i, q)) recs.push_back({q, i, r.depth + 1});
          });
        } else {
          off_to_on(g_, r.node, cell_links, house_links, [&](int q, int) {
            if (q == start && r.depth + 1 >= 4) loop(i);
            if (seen_[static_cast<std::size_t>(q)]) return;
            seen_[static_cast<std::size_t>(q)] = 1;
            recs.push_back({q, i, r.depth + 1});
          });
        }
      }
      return ranges::views::iota(first, static_cast<int>(recs.size()));
    };
    for (int i : seek::bfs(0, next)) (void)i;
  }

  /// The nodes from the start to record `i`, in order.
  [[nodiscard]] std::vector<int> path(int i) const {
    std::vector<int> out;
    for (; i >= 0; i = recs[static_cast<std::size_t>(i)].parent) out.push_back(recs[static_cast<std::size_t>(i)].node);
    std::reverse(out.begin(), out.end());
    return out;
  }

 private:
  void reset(int start) {
    for (auto const& r : recs) seen_[static_cast<std::size_t>(r.node)] = 0;
    seen_[static_cast<std::size_t>(start)] = 0;
    recs.clear();
    recs.push_back({start, -1, 0});
    seen_[static_cast<std::size_t>(start)] = 1;
  }
  bool ancestor(int i, int q) const {
    for (int k = recs[static_cast<std::size_t>(i)].parent; k >= 0; k = recs[static_cast<std::size_t>(k)].parent)
      if (recs[static_cast<std::size_t>(k)].node == q) return true;
    return false;
  }

  candidate_grid<N> const& g_;
  std::vector<std::uint8_t> seen_;
};

// Which nodes reach which in one pass's graph: strongly connected
// components (Tarjan's algorithm, with an explicit stack), then the set of
// components each one reaches. A search whose target is out of reach finds
// nothing, so it is skipped: the same steps, found without the searches
// that explore the whole graph in vain.
template <int N>
class reachability {
  using I = node_index<N>;

 public:
  reachability(candidate_grid<N> const& g, bool cell_links, bool house_links) {
    // The graph over the nodes of the board's candidates, edges in CSR form.
    id_.assign(static_cast<std::size_t>(I::count), -1);
    for (int c = 0; c < candidate_grid<N>::cells; ++c)
      for (int d = 1; d <= N * N; ++d)
        if (g.has(c, d))
          for (bool on : {false, true}) {
            id_[static_cast<std::size_t>(I::make(c, d, on))] = static_cast<int>(node_.size());
            node_.push_back(I::make(c, d, on));
          }
    int const n = static_cast<int>(node_.size());
    first_.assign(static_cast<std::size_t>(n + 1), 0);
    for (int v = 0; v < n; ++v) {
      int const p = node_[static_cast<std::size_t>(v)];
      auto add = [&](int q, int = -1) { edge_.push_back(id_[static_cast<std::size_t>(q)]); };
      if (I::on(p))
        on_to_off(g, p, cell_links, add);
      else
        off_to_on(g, p, cell_links, house_links, add);
      first_[static_cast<std::size_t>(v + 1)] = static_cast<int>(edge_.size());
    }
    components(n);
  }

  /// A path leads from node `a` to node `b` (both candidates of the board).
  [[nodiscard]] bool reaches(int a, int b) const {
    int const ca = comp_of(a), cb = comp_of(b);
    return (reach_[static_cast<std::size_t>(ca * words_ + cb / 64)] >> (cb % 64)) & 1u;
  }
  /// Node `a` lies on a cycle.
  [[nodiscard]] bool on_cycle(int a) const { return cyclic_[static_cast<std::size_t>(comp_of(a))] != 0; }

 private:
  int comp_of(int node) const { return comp_[static_cast<std::size_t>(id_[static_cast<std::size_t>(node)])]; }

  void components(int n) {
    comp_.assign(static_cast<std::size_t>(n), -1);
    std::vector<int> index(static_cast<std::size_t>(n), -1), low(static_cast<std::size_t>(n), 0), stack, work;
    std::vector<int> edge_pos(static_cast<std::size_t>(n), 0);
    std::vector<char> on_stack(static_cast<std::size_t>(n), 0);
    int counter = 0, comps = 0;
    for (int root = 0; root < n; ++root) {
      if (index[static_cast<std::size_t>(root)] >= 0) continue;
      work.push_back(root);
      while (!work.empty()) {
        int const v = work.back();
        auto const sv = static_cast<std::size_t>(v);
        if (index[sv] < 0) {
          index[sv] = low[sv] = counter++;
          stack.push_back(v);
          on_stack[sv] = 1;
          edge_pos[sv] = first_[sv];
        }
        bool descended = false;
        while (edge_pos[sv] < first_[sv + 1]) {
          int const w = edge_[static_cast<std::size_t>(edge_pos[sv]++)];
          auto const sw = static_cast<std::size_t>(w);
          if (index[sw] < 0) {
            work.push_back(w);
            descended = true;
            break;
          }
          if (on_stack[sw]) low[sv] = std::min(low[sv], index[sw]);
        }
        if (descended) continue;
        work.pop_back();
        if (!work.empty()) {
          auto const su = static_cast<std::size_t>(work.back());
          low[su] = std::min(low[su], low[sv]);
        }
        if (low[sv] == index[sv]) {
          while (true) {
            int const w = stack.back();
            stack.pop_back();
            on_stack[static_cast<std::size_t>(w)] = 0;
            comp_[static_cast<std::size_t>(w)] = comps;
            if (w == v) break;
          }
          ++comps;
        }
      }
    }
    // Components come out sinks first: each one's reach is itself and what
    // its successors reach, all done before it.
    words_ = (comps + 63) / 64;
    reach_.assign(static_cast<std::size_t>(comps * words_), 0);
    cyclic_.assign(static_cast<std::size_t>(comps), 0);
    // The nodes by component (a counting sort): component c's are
    // members[start[c] .. start[c + 1]).
    std::vector<int> start(static_cast<std::size_t>(comps + 1), 0), members(static_cast<std::size_t>(n));
    for (int v = 0; v < n; ++v) ++start[static_cast<std::size_t>(comp_[static_cast<std::size_t>(v)] + 1)];
    for (int c = 0; c < comps; ++c) start[static_cast<std::size_t>(c + 1)] += start[static_cast<std::size_t>(c)];
    {
      std::vector<int> fill(start.begin(), start.end() - 1);
      for (int v = 0; v < n; ++v) members[static_cast<std::size_t>(fill[static_cast<std::size_t>(comp_[static_cast<std::size_t>(v)])]++)] = v;
    }
    for (int c = 0; c < comps; ++c) {
      auto* r = &reach_[static_cast<std::size_t>(c * words_)];
      r[c / 64] |= std::uint64_t{1} << (c % 64);
      int const from = start[static_cast<std::size_t>(c)], to = start[static_cast<std::size_t>(c + 1)];
      if (to - from > 1) cyclic_[static_cast<std::size_t>(c)] = 1;
      for (int m = from; m < to; ++m) {
        int const v = members[static_cast<std::size_t>(m)];
        for (int k = first_[static_cast<std::size_t>(v)]; k < first_[static_cast<std::size_t>(v + 1)]; ++k) {
          int const t = comp_[static_cast<std::size_t>(edge_[static_cast<std::size_t>(k)])];
          if (t == c) {
            cyclic_[static_cast<std::size_t>(c)] = 1;
            continue;
          }
          auto const* rt = &reach_[static_cast<std::size_t>(t * words_)];
          for (int w = 0; w < words_; ++w) r[w] |= rt[w];
        }
      }
    }
  }

  std::vector<int> id_, node_, first_, edge_, comp_;
  std::vector<std::uint64_t> reach_;
  std::vector<char> cyclic_;
  int words_ = 0;
};

// What SE ranks chain steps by: weight, nodes, kind of pass (2 X, 3 Y, 4
// both; SE's "sort key"), then the order found.
struct chain_key {
  int rating = INT_MAX;
  int nodes = 0;
  int pass = 0;
  friend bool operator<(chain_key const& a, chain_key const& b) {
    if (a.rating != b.rating) return a.rating < b.rating;
    if (a.nodes != b.nodes) return a.nodes < b.nodes;
    return a.pass < b.pass;
  }
};

// The most nodes a chain of weight `base` + penalty can have and still rank
// before `best` (INT_MAX when there is no best yet).
inline int max_nodes_before(chain_key const& best, int base, int pass) {
  if (best.rating == INT_MAX) return INT_MAX / 4;
  int n = 2;
  while (chain_key{base + se_length_penalty(n + 1), n + 1, pass} < best) ++n;
  return chain_key{base + se_length_penalty(n), n, pass} < best ? n : n - 1;
}

// The eliminations of a loop (nodes from the start around to the last node
// before it): a candidate outside the loop's cells that sees a node on of
// its digit and a node off of its digit (on going the other way round).
template <int N>
std::vector<candidate_ref> loop_eliminations(candidate_grid<N> const& g, std::vector<int> const& nodes) {
  using I = node_index<N>;
  using H = houses<N>;
  typename H::set cells;
  for (int p : nodes) cells.set(I::cell(p));
  std::vector<candidate_ref> out;
  int const S = N * N;
  for (int d = 1; d <= S; ++d) {
    typename H::set forward, backward;
    bool any = false;
    for (int p : nodes)
      if (I::digit(p) == d) {
        (I::on(p) ? forward : backward) |= H::peers(I::cell(p));
        any = true;
      }
    if (!any) continue;
    for (int c : (forward & backward & g.cells_with(d)) - cells) out.push_back({c, d});
  }
  std::sort(out.begin(), out.end(), [](candidate_ref const& a, candidate_ref const& b) {
    return a.cell != b.cell ? a.cell < b.cell : a.digit < b.digit;
  });
  return out;
}

// The name of a chain: `nodes` from the assumption to its negation, found
// in pass `pass`; `loop` for a closed loop.
template <int N>
technique chain_technique(candidate_grid<N> const& g, std::vector<int> const& nodes, int pass, bool loop) {
  using I = node_index<N>;
  using H = houses<N>;
  if (loop) return pass == 2 ? technique::x_cycle : pass == 3 ? technique::xy_cycle : technique::nice_loop;
  std::size_t const n = nodes.size();
  if (pass == 2) {
    // start=5 -> a<>5 -> b=5 -> c<>5 -> d=5 -> start<>5: strong links a=b, c=d.
    if (n == 6 && I::on(nodes[0])) {
      int const a = I::cell(nodes[1]), b = I::cell(nodes[2]), c = I::cell(nodes[3]), d = I::cell(nodes[4]);
      bool const ab_row = H::row_of(a) == H::row_of(b), ab_col = H::col_of(a) == H::col_of(b);
      bool const cd_row = H::row_of(c) == H::row_of(d), cd_col = H::col_of(c) == H::col_of(d);
      bool const ab_box = H::box_of(a) == H::box_of(b), cd_box = H::box_of(c) == H::box_of(d);
      if (((ab_row && cd_row && H::col_of(b) == H::col_of(c)) || (ab_col && cd_col && H::row_of(b) == H::row_of(c))) &&
          !ab_box && !cd_box)
        return technique::skyscraper;
      if (((ab_row && cd_col) || (ab_col && cd_row)) && !ab_box && !cd_box && H::box_of(b) == H::box_of(c))
        return technique::two_string_kite;
      return technique::turbot_fish;
    }
    return technique::x_chain;
  }
  // Inner part: nodes[1] .. nodes[n-2]. Strong links at (1,2), (3,4), ...
  bool xy = I::on(nodes[0]) && n >= 4;
  for (std::size_t i = 1; xy && i + 1 < n - 1; i += 2) {
    int const x = nodes[i], y = nodes[i + 1];
    bool const in_cell = I::cell(x) == I::cell(y) && bit_count(g.candidates(I::cell(x))) == 2;
    if (!in_cell) xy = false;
    if (xy && i + 2 < n - 1 && I::digit(nodes[i + 1]) != I::digit(nodes[i + 2])) xy = false;
  }
  if (xy) return technique::xy_chain;
  // W-Wing: start=x -> P<>x -> P=y -> R<>y -> S=y -> Q<>y -> Q=x -> start<>x.
  if (n == 8 && I::on(nodes[0])) {
    int const p = I::cell(nodes[1]), q = I::cell(nodes[5]);
    if (p == I::cell(nodes[2]) && q == I::cell(nodes[6]) && g.candidates(p) == g.candidates(q) &&
        bit_count(g.candidates(p)) == 2 && I::cell(nodes[3]) != I::cell(nodes[4]) &&
        I::digit(nodes[3]) == I::digit(nodes[4]))
      return technique::w_wing;
  }
  return technique::aic;
}

template <int N>
chain make_chain(std::vector<int> const& nodes) {
  using I = node_index<N>;
  chain ch;
  ch.nodes.reserve(nodes.size());
  for (std::size_t i = 0; i < nodes.size(); ++i) {
    chain_node cn{I::cell(nodes[i]), I::digit(nodes[i]), I::on(nodes[i]), {}};
    if (i > 0) cn.parents.push_back(static_cast<int>(i) - 1);
    ch.nodes.push_back(std::move(cn));
  }
  return ch;
}

// The best of every chain and loop of the passes asked for, as SE ranks
// them, calling `accept(step)` to filter (the standalone finders keep one
// technique). `passes` bit 0: X, bit 1: XY-Cycles, bit 2: both links.
// Nothing once `stop` asks to stop (read once per cell).
template <int N, class Accept>
std::optional<step> best_chain(candidate_grid<N> const& g, unsigned passes, Accept&& accept,
                               stop_check const& stop = {}) {
  using I = node_index<N>;
  using H = houses<N>;
  chain_search<N> search(g);
  chain_key best;
  std::optional<step> out;
  auto consider = [&](std::vector<int> nodes, int base, int pass, bool loop, std::vector<candidate_ref> elims,
                      std::vector<candidate_ref> places) {
    int const count = static_cast<int>(nodes.size()) - (loop ? 1 : 0);
    chain_key const key{base + se_length_penalty(count), count, pass};
    if (!(key < best)) return;
    step s;
    s.tech = chain_technique(g, nodes, pass, loop);
    s.rating = key.rating;
    s.variant = count;
    s.side = N * N;
    s.eliminations = std::move(elims);
    s.placements = std::move(places);
    for (int p : nodes) s.digits |= std::uint64_t{1} << (I::digit(p) - 1);
    s.chains.push_back(make_chain<N>(nodes));
    if (!accept(s)) return;
    best = key;
    out = std::move(s);
  };
  for (int pass = 2; pass <= 4; ++pass) {
    if (!((passes >> (pass - 2)) & 1u)) continue;
    bool const cell_links = pass != 2, house_links = pass != 3;
    int const loop_base = se_base(pass == 4 ? technique::nice_loop : technique::x_cycle);
    int const chain_base = se_base(pass == 4 ? technique::aic : technique::x_chain);
    // Which starts can end where their search would stop (SE's passes use
    // the same links for loops and chains, but the Y pass turns on only by
    // cells: one graph per pass).
    reachability<N> const reach(g, cell_links, house_links);
    for (int c = 0; c < H::cells; ++c) {
      int const card = bit_count(g.candidates(c));
      if (card < 2 || (pass == 3 && card != 2)) continue;
      if (stop.requested()) return std::nullopt;
      for (int d = 1; d <= N * N; ++d) {
        if (!g.has(c, d)) continue;
        int const on = I::make(c, d, true);
        int const loop_len = max_nodes_before(best, loop_base, pass);
        if (loop_len >= 4 && reach.on_cycle(on))
          search.loops(on, cell_links, house_links, loop_len, [&](int last) {
            int const len = search.recs[static_cast<std::size_t>(last)].depth + 1;
            if (!(chain_key{loop_base + se_length_penalty(len), len, pass} < best)) return;
            auto nodes = search.path(last);
            nodes.push_back(on);
            auto elims = loop_eliminations(g, nodes);
            if (!elims.empty()) consider(std::move(nodes), loop_base, pass, true, std::move(elims), {});
          });
        if (pass == 3) continue;  // SE has no forcing chains over cell links only
        for (bool from_on : {true, false}) {
          int const start = from_on ? on : I::flip(on);
          int const max_nodes = max_nodes_before(best, chain_base, pass);
          if (max_nodes < 3 || !reach.reaches(start, I::flip(start))) continue;
          int const found = search.forcing(start, cell_links, max_nodes - 1);
          if (found < 0) continue;
          auto nodes = search.path(found);
          if (from_on)
            consider(std::move(nodes), chain_base, pass, false, {{c, d}}, {});
          else
            consider(std::move(nodes), chain_base, pass, false, {}, {{c, d}});
        }
      }
    }
  }
  return out;
}
}  // namespace detail

/// SE's "forcing chains and cycles": the easiest chain or loop step, named
/// by its shape (X-Cycle, Skyscraper, 2-String Kite, Turbot fish, X-Chain,
/// XY-Cycle, Nice loop, XY-Chain, W-Wing, AIC). Weight 6.5 and up.
/// Nothing once `stop` asks to stop.
template <int N>
std::optional<step> find_chain(candidate_grid<N> const& g, stop_check const& stop = {}) {
  return detail::best_chain(g, 7u, [](step const&) { return true; }, stop);
}

/// The easiest chain or loop step named `t` (one of the chain techniques
/// above), as SE would weigh it; nothing when the board has none.
template <int N>
std::optional<step> find_chain(candidate_grid<N> const& g, technique t) {
  unsigned passes = 7u;
  switch (t) {
    case technique::x_cycle:
    case technique::skyscraper:
    case technique::two_string_kite:
    case technique::turbot_fish:
    case technique::x_chain: passes = 1u; break;
    case technique::xy_cycle: passes = 2u; break;
    case technique::nice_loop:
    case technique::xy_chain:
    case technique::w_wing:
    case technique::aic: passes = 4u; break;
    default: return std::nullopt;
  }
  return detail::best_chain(g, passes, [t](step const& s) { return s.tech == t; });
}

}  // namespace seek::sudoku

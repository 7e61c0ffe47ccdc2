// seek/sudoku/logic/nested_forcing.hpp: nested forcing chains, Sudoku
// Explainer's techniques above 9.4.
//
// A dynamic forcing chain follows an assumption by singles; "(+)" adds the
// basic techniques (locked candidates, hidden and naked pairs, X-Wing) on
// the grid the assumption has reduced (forcing.hpp, 9.0). A nested forcing
// chain goes on when those find nothing: it looks for forcing chains
// themselves on the reduced grid, and takes their removals as links of the
// outer chain. SE has four levels, each weighed from its own base:
//   level 2 (9.5):  the inner rules add forcing chains and cycles (X-, Y-
//                   and XY-chains and loops, static);
//   level 3 (10.0): they add static cell and unit forcing chains as well;
//   level 4 (10.5): they add dynamic forcing chains instead;
//   level 5 (11.0): they add dynamic forcing chains of level 2 after those
//                   (a nesting two deep).
// The inner rules are tried in that order (the basic ones first), and the
// first one that finds a removal resting on the outer chain's removals
// gives all of its removals; a removal's parents are the candidates the
// outer chain removed in the cells and houses its inner chain's singles
// used. A step's length is SE's "complexity": the nodes of its own chains
// plus, for each distinct inner chain they use, that chain's complexity;
// its weight is the level's base plus SE's length penalty of that total.
// The inner searches list every hint of their rule, ranked as SE ranks them
// (weight, complexity, kind, order found), and the first hint to remove a
// candidate is the one the outer chain takes.
#pragma once

#include <algorithm>
#include <bit>
#include <climits>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <utility>
#include <vector>

#include <seek/sudoku/logic/candidates.hpp>
#include <seek/sudoku/logic/chains.hpp>
#include <seek/sudoku/logic/forcing.hpp>
#include <seek/sudoku/logic/links.hpp>
#include <seek/sudoku/logic/step.hpp>
#include <seek/sudoku/logic/stop.hpp>
#include <seek/sudoku/logic/technique.hpp>

namespace seek::sudoku {

/// SE's base weight of a nested forcing chain of `level` (2 to 5), in
/// tenths: 9.5, 10.0, 10.5, 11.0.
constexpr int nested_forcing_base(int level) noexcept { return 95 + 5 * (level - 2); }

namespace detail {

// The records of the static chains of one search (single parents), laid
// out as a propagation's are, so both are read by the same code.
struct implication_graph {
  std::vector<implication> recs;
  std::vector<std::int32_t> pool;
  std::vector<nested_chain> nested;

  int add(int node, int parent, int cause) {
    int const k = static_cast<int>(recs.size());
    recs.push_back({node, static_cast<std::int32_t>(pool.size()), parent >= 0 ? 1 : 0, 0, cause, -1});
    if (parent >= 0) pool.push_back(parent);
    return k;
  }
  int parent(int k) const {
    auto const& r = recs[static_cast<std::size_t>(k)];
    return r.parents ? pool[static_cast<std::size_t>(r.first_parent)] : -1;
  }
};

// One hint of an inner rule: its targets (records of `Graph`s), what it
// removes, and what SE ranks hints by. `start_cause` stands for the cause
// of the assumptions the chains start from (a cell forcing chain's cell,
// -1; a unit forcing chain's house), -2 for none.
template <class Graph>
struct inner_hint {
  std::vector<std::pair<Graph const*, int>> targets;
  std::vector<int> removals;  // nodes off
  int rating = 0;             // tenths, with the length penalty
  int complexity = 0;
  int sort = 0;
  int start_cause = -2;
  int what = -1;              // the candidate placed or removed (multiple chains)
  bool place = false;
};

// SE's chain of a target: the records reachable from it through parents,
// breadth first, each node once.
template <class Graph>
void chain_records(Graph const& g, int target, std::vector<int>& out, std::vector<std::uint32_t>& seen,
                   std::uint32_t& stamp) {
  ++stamp;
  out.clear();
  std::vector<int> level{target}, next;
  while (!level.empty()) {
    next.clear();
    for (int k : level) {
      auto const& r = g.recs[static_cast<std::size_t>(k)];
      auto& s = seen[static_cast<std::size_t>(r.node)];
      if (s == stamp) continue;
      s = stamp;
      out.push_back(k);
      for (int j = 0; j < r.parents; ++j) next.push_back(g.pool[static_cast<std::size_t>(r.first_parent + j)]);
    }
    level.swap(next);
  }
}

// Scratch space for the chains of hints.
template <int N>
struct chain_scratch {
  std::vector<int> recs;
  std::vector<std::uint32_t> seen = std::vector<std::uint32_t>(static_cast<std::size_t>(node_index<N>::count), 0);
  std::uint32_t stamp = 0;
  std::vector<std::uint32_t> met = std::vector<std::uint32_t>(static_cast<std::size_t>(node_index<N>::count), 0);
  std::uint32_t met_stamp = 0;
};

// SE's complexity of a hint: the nodes of its chains (each target's chain
// counted apart) plus the complexity of each distinct nested chain they use.
template <int N, class Graph>
int hint_complexity(std::span<std::pair<Graph const*, int> const> targets, chain_scratch<N>& sc) {
  int flat = 0, nested = 0;
  std::vector<std::vector<std::int32_t> const*> met;
  for (auto const& [g, t] : targets) {
    chain_records(*g, t, sc.recs, sc.seen, sc.stamp);
    flat += static_cast<int>(sc.recs.size());
    for (int k : sc.recs) {
      int const n = g->recs[static_cast<std::size_t>(k)].nested;
      if (n < 0) continue;
      auto const& chain = g->nested[static_cast<std::size_t>(n)];
      bool dup = false;
      for (auto const* m : met)
        if (*m == chain.signature) dup = true;
      if (dup) continue;
      met.push_back(&chain.signature);
      nested += chain.complexity;
    }
  }
  return flat + nested;
}

// What SE compares to tell two hints' chains apart: each target's chain,
// node by node.
template <int N, class Graph>
std::vector<std::int32_t> hint_signature(std::span<std::pair<Graph const*, int> const> targets, chain_scratch<N>& sc) {
  std::vector<std::int32_t> sig;
  for (auto const& [g, t] : targets) {
    chain_records(*g, t, sc.recs, sc.seen, sc.stamp);
    for (int k : sc.recs) sig.push_back(g->recs[static_cast<std::size_t>(k)].node);
    sig.push_back(-1);
  }
  return sig;
}

// The rule parents of a hint (SE's getRuleParents): for each node on of
// its chains that a single made, the candidates of `original` that `work`
// lacks in that cell (a naked single) or, for its digit, in that house (a
// hidden single). Nodes off, in the order met.
template <int N, class Graph>
void rule_parents(inner_hint<Graph> const& h, candidate_grid<N> const& original, candidate_grid<N> const& work,
                  chain_scratch<N>& sc, std::vector<int>& out) {
  using I = node_index<N>;
  using H = houses<N>;
  using mask = typename candidate_grid<N>::mask;
  out.clear();
  std::uint32_t const mark = ++sc.met_stamp;
  auto push = [&](int node) {
    if (sc.met[static_cast<std::size_t>(node)] == mark) return;
    sc.met[static_cast<std::size_t>(node)] = mark;
    out.push_back(node);
  };
  for (auto const& [g, t] : h.targets) {
    chain_records(*g, t, sc.recs, sc.seen, sc.stamp);
    for (int k : sc.recs) {
      auto const& r = g->recs[static_cast<std::size_t>(k)];
      if (!I::on(r.node)) continue;
      int cause = r.cause;
      if (cause == -2 && r.parents == 0) cause = h.start_cause;
      if (cause == -2) continue;
      int const c = I::cell(r.node), d = I::digit(r.node);
      if (cause == -1) {
        for (auto gone = static_cast<mask>(original.candidates(c) & ~work.candidates(c)); gone;
             gone = static_cast<mask>(gone & (gone - 1)))
          push(I::make(c, std::countr_zero(gone) + 1, false));
      } else {
        for (auto gone = static_cast<mask>(original.positions(cause, d) & ~work.positions(cause, d)); gone;
             gone = static_cast<mask>(gone & (gone - 1)))
          push(I::make(H::cell_of(cause, std::countr_zero(gone)), d, false));
      }
    }
  }
}

// The house that links two cells (box, then row, then column), for the
// cause of a node off in a house.
template <int N>
int linking_house(int a, int b) {
  using H = houses<N>;
  if (H::box_unit(a) == H::box_unit(b)) return H::box_unit(a);
  if (H::row_unit(a) == H::row_unit(b)) return H::row_unit(a);
  return H::col_unit(a);
}

// SE's "forcing chains and cycles" on `g`, every hint of them, in the order
// SE lists them before ranking: X links only, then cell links only (loops),
// then both; cells in order, digits in order; per start, its loops, then
// its chains.
template <int N>
class static_chain_hints {
  using I = node_index<N>;
  using H = houses<N>;

 public:
  implication_graph graph;
  std::vector<inner_hint<implication_graph>> hints;

  // Stops early (with some of the hints) once `stop` asks to.
  static_chain_hints(candidate_grid<N> const& g, stop_check const& stop)
      : g_(g), on_(static_cast<std::size_t>(I::count), 0), off_(static_cast<std::size_t>(I::count), 0) {
    arena_.recs.reserve(4096);
    for (int pass = 0; pass < 3; ++pass) {
      bool const y = pass != 0, x = pass != 1;
      build_links(y, x);
      // Searches that cannot find anything are skipped: a loop needs its
      // start on a cycle of the pass's graph, a chain needs a path from its
      // start to its negation.
      reachability<N> const reach(g, y, x);
      for (int c = 0; c < H::cells; ++c) {
        if (g.value(c) != 0) continue;
        int const card = bit_count(g.candidates(c));
        if (card < 2 || (card > 2 && !x)) continue;
        if (stop.requested()) return;
        for (int v = 1; v <= N * N; ++v) {
          if (!g.has(c, v)) continue;
          int const on = I::make(c, v, true);
          if (reach.on_cycle(on)) cycles(on, y, x);
          if (x) {
            chain_starts_.clear();
            if (reach.reaches(on, I::flip(on))) forcing(on, y);
            if (reach.reaches(I::flip(on), on)) forcing(I::flip(on), y);
          }
        }
      }
    }
  }

 private:
  // SE's on-to-off and off-to-on links of one pass, with the cause of each
  // node they lead to, listed once for all the searches of the pass.
  void build_links(bool y, bool x) {
    first_.assign(static_cast<std::size_t>(I::count + 1), 0);
    to_.clear();
    for (int p = 0; p < I::count; ++p) {
      first_[static_cast<std::size_t>(p)] = static_cast<int>(to_.size());
      int const c = I::cell(p);
      if (!g_.has(c, I::digit(p))) continue;
      if (I::on(p)) {
        on_to_off(g_, p, y, [&](int q) {
          int const qc = I::cell(q);
          to_.push_back({q, qc == c ? -1 : linking_house<N>(c, qc)});
        });
      } else {
        off_to_on(g_, p, y, x, [&](int q, int cause) { to_.push_back({q, cause}); });
      }
    }
    first_[static_cast<std::size_t>(I::count)] = static_cast<int>(to_.size());
  }
  template <class F>
  void off_of(int p, bool, F&& f) const {
    for (int i = first_[static_cast<std::size_t>(p)]; i < first_[static_cast<std::size_t>(p + 1)]; ++i)
      f(to_[static_cast<std::size_t>(i)].first, to_[static_cast<std::size_t>(i)].second);
  }
  template <class F>
  void on_of(int p, bool y, bool, F&& f) const {
    off_of(p, y, f);
  }
  bool is_ancestor(int k, int node) const {
    for (int a = arena_.parent(k); a >= 0; a = arena_.parent(a))
      if (arena_.recs[static_cast<std::size_t>(a)].node == node) return true;
    return false;
  }
  void clear_marks() {
    arena_.recs.clear();
    arena_.pool.clear();
    ++mark_;
    if (mark_ == 0) {
      std::fill(on_.begin(), on_.end(), 0);
      std::fill(off_.begin(), off_.end(), 0);
      mark_ = 1;
    }
  }

  void cycles(int source, bool y, bool x) {
    clear_marks();
    std::vector<int> pending_on{arena_.add(source, -1, -2)}, pending_off, found;
    on_[static_cast<std::size_t>(source)] = mark_;
    int length = 0;
    while (!pending_on.empty() || !pending_off.empty()) {
      ++length;
      for (std::size_t i = 0; i < pending_on.size(); ++i) {
        int const p = pending_on[i];
        off_of(arena_.recs[static_cast<std::size_t>(p)].node, y, [&](int q, int cause) {
          if (is_ancestor(p, q)) return;
          pending_off.push_back(arena_.add(q, p, cause));
          off_[static_cast<std::size_t>(q)] = mark_;
        });
      }
      pending_on.clear();
      ++length;
      for (std::size_t i = 0; i < pending_off.size(); ++i) {
        int const p = pending_off[i];
        on_of(arena_.recs[static_cast<std::size_t>(p)].node, y, x, [&](int q, int cause) {
          bool const loop = length >= 4 && q == source;
          bool const fresh = on_[static_cast<std::size_t>(q)] != mark_;
          if (!loop && !fresh) return;
          int const k = arena_.add(q, p, cause);
          if (loop) found.push_back(k);
          if (fresh) {
            pending_on.push_back(k);
            on_[static_cast<std::size_t>(q)] = mark_;
          }
        });
      }
      pending_off.clear();
    }
    for (int k : found) cycle_hint(k, y, x);
  }

  void cycle_hint(int dst_on, bool y, bool x) {
    // The loop's records from dst_on back to (not including) the start.
    std::vector<int> loop;
    for (int k = dst_on; arena_.parent(k) >= 0; k = arena_.parent(k)) loop.push_back(k);
    typename H::set cells;
    for (int k : loop) cells.set(I::cell(arena_.recs[static_cast<std::size_t>(k)].node));
    // The candidates both an on node and an off node of the loop see.
    ++cycle_mark_;
    forw_.clear();
    for (int k : loop) {
      int const node = arena_.recs[static_cast<std::size_t>(k)].node;
      if (!I::on(node)) continue;
      int const d = I::digit(node);
      for (int o : H::peers(I::cell(node)) & g_.cells_with(d)) {
        if (cells.test(o)) continue;
        int const q = I::make(o, d, false);
        if (seen_[static_cast<std::size_t>(q)] != cycle_mark_) forw_.push_back(q);
        seen_[static_cast<std::size_t>(q)] = cycle_mark_;
      }
    }
    if (forw_.empty()) return;
    inner_hint<implication_graph> h;
    ++cycle_mark_;
    for (int k : loop) {
      int const node = arena_.recs[static_cast<std::size_t>(k)].node;
      if (I::on(node)) continue;
      int const d = I::digit(node);
      for (int o : H::peers(I::cell(node)) & g_.cells_with(d)) {
        if (cells.test(o)) continue;
        seen_[static_cast<std::size_t>(I::make(o, d, false))] = cycle_mark_;
      }
    }
    for (int q : forw_)
      if (seen_[static_cast<std::size_t>(q)] == cycle_mark_) h.removals.push_back(q);
    if (h.removals.empty()) return;
    std::sort(h.removals.begin(), h.removals.end());
    // The same loop the other way round: each node flipped, with its cause.
    // SE's reversed chain: its first node is the start flipped, whose
    // parent is the next node of the loop flipped, and so on.
    std::vector<int> walk{dst_on};
    for (int k = dst_on; arena_.parent(k) >= 0; k = arena_.parent(k)) walk.push_back(arena_.parent(k));
    // walk: dst_on, ..., start. Reversed records, kept: walk[i]'s flipped
    // node has the flipped walk[i - 1] as its parent.
    int parent = -1;
    for (std::size_t i = 0; i < walk.size(); ++i) {
      auto const& r = arena_.recs[static_cast<std::size_t>(walk[i])];
      parent = graph.add(I::flip(r.node), parent, r.cause);
    }
    int const reversed = parent;
    h.targets = {{&graph, keep(dst_on)}, {&graph, reversed}};
    h.complexity = static_cast<int>(loop.size());
    h.rating = (x && y ? 70 : 65) + se_length_penalty(h.complexity);
    h.sort = x && y ? 4 : y ? 3 : 2;
    hints.push_back(std::move(h));
  }

  void forcing(int source, bool y) {
    clear_marks();
    std::vector<int> pending_on, pending_off;
    int const s = arena_.add(source, -1, -2);
    (I::on(source) ? pending_on : pending_off).push_back(s);
    (I::on(source) ? on_ : off_)[static_cast<std::size_t>(source)] = mark_;
    auto target = [&](int k) {
      int const node = arena_.recs[static_cast<std::size_t>(k)].node;
      for (int t : chain_starts_)
        if (t == node) return;
      chain_starts_.push_back(node);
      inner_hint<implication_graph> h;
      if (I::on(node)) {
        auto m = g_.candidates(I::cell(node));
        for (; m; m = static_cast<decltype(m)>(m & (m - 1)))
          if (std::countr_zero(m) + 1 != I::digit(node)) h.removals.push_back(I::make(I::cell(node), std::countr_zero(m) + 1, false));
      } else {
        h.removals.push_back(node);
      }
      if (h.removals.empty()) return;
      h.targets = {{&graph, keep(k)}};
      int n = 0;
      for (int a = k; a >= 0; a = arena_.parent(a)) ++n;
      h.complexity = n;  // the chain's nodes: the start and the target are distinct
      h.rating = (y ? 70 : 66) + se_length_penalty(n);
      h.sort = y ? 4 : 2;
      hints.push_back(std::move(h));
    };
    while (!pending_on.empty() || !pending_off.empty()) {
      for (std::size_t i = 0; i < pending_on.size(); ++i) {
        int const p = pending_on[i];
        off_of(arena_.recs[static_cast<std::size_t>(p)].node, y, [&](int q, int cause) {
          bool const hit = I::flip(q) == source;
          // (SE also asks that q not be an ancestor of p: every ancestor off is marked already.)
          bool const fresh = off_[static_cast<std::size_t>(q)] != mark_;
          if (!hit && !fresh) return;
          int const k = arena_.add(q, p, cause);
          if (hit) target(k);
          if (fresh) {
            pending_off.push_back(k);
            off_[static_cast<std::size_t>(q)] = mark_;
          }
        });
      }
      pending_on.clear();
      for (std::size_t i = 0; i < pending_off.size(); ++i) {
        int const p = pending_off[i];
        on_of(arena_.recs[static_cast<std::size_t>(p)].node, y, true, [&](int q, int cause) {
          bool const hit = I::flip(q) == source;
          bool const fresh = on_[static_cast<std::size_t>(q)] != mark_;
          if (!hit && !fresh) return;
          int const k = arena_.add(q, p, cause);
          if (hit) target(k);
          if (fresh) {
            pending_on.push_back(k);
            on_[static_cast<std::size_t>(q)] = mark_;
          }
        });
      }
      pending_off.clear();
    }
  }

  // Copies the chain that ends at record `k` of the search into `graph`;
  // the copy's index.
  int keep(int k) {
    path_.clear();
    for (int a = k; a >= 0; a = arena_.parent(a)) path_.push_back(a);
    int parent = -1;
    for (std::size_t i = path_.size(); i-- > 0;) {
      auto const& r = arena_.recs[static_cast<std::size_t>(path_[i])];
      parent = graph.add(r.node, parent, r.cause);
    }
    return parent;
  }

  candidate_grid<N> const& g_;
  implication_graph arena_;  // the records of one search (one start)
  std::vector<int> path_;
  std::vector<int> first_;                 // node -> its first link in to_
  std::vector<std::pair<int, int>> to_;    // (node, cause) of each link
  std::vector<int> forw_;                  // a loop's candidates seen from its nodes on
  std::vector<std::uint32_t> seen_ = std::vector<std::uint32_t>(static_cast<std::size_t>(I::count), 0);
  std::uint32_t cycle_mark_ = 0;
  std::vector<std::uint32_t> on_, off_;
  std::uint32_t mark_ = 0;
  std::vector<int> chain_starts_;  // the targets met from one start, as nodes (SE keeps the first of each)
};

template <int N>
class nested_rules;

// Every hint of SE's cell, unit, digit and contradiction forcing chains
// on `g` (static when `kind` is multiple, dynamic otherwise; with the rules
// of `level` when it is 1 or more), in the order SE finds them. The runs
// are kept in `runs`, which the hints point into.
template <int N>
void multiple_chain_hints(candidate_grid<N> const& g, forcing_kind kind, int level, stop_check const& stop,
                          std::vector<std::unique_ptr<propagation<N>>>& runs,
                          std::vector<inner_hint<propagation<N>>>& hints);

// The rules a propagation of `level` tries once the basic techniques find
// nothing (the top of this file), as the `more` of propagation::run.
template <int N>
class nested_rules {
  using I = node_index<N>;

 public:
  nested_rules(int level, stop_check const& stop) : level_(level), stop_(stop) {}

  bool operator()(candidate_grid<N> const& original, candidate_grid<N> const& work, propagation<N>& self,
                  std::vector<int>& roots) const {
    if (level_ < 2 || stop_.requested()) return false;
    if (level_ < 4) {
      {
        static_chain_hints<N> fcc(work, stop_);
        if (take(fcc.hints, original, work, self, roots)) return true;
      }
      if (level_ >= 3) {
        std::vector<std::unique_ptr<propagation<N>>> runs;
        std::vector<inner_hint<propagation<N>>> hints;
        multiple_chain_hints(work, forcing_kind::multiple, 0, stop_, runs, hints);
        if (take(hints, original, work, self, roots)) return true;
      }
      return false;
    }
    {
      std::vector<std::unique_ptr<propagation<N>>> runs;
      std::vector<inner_hint<propagation<N>>> hints;
      multiple_chain_hints(work, forcing_kind::dynamic, 0, stop_, runs, hints);
      if (take(hints, original, work, self, roots)) return true;
    }
    if (level_ >= 5) {
      std::vector<std::unique_ptr<propagation<N>>> runs;
      std::vector<inner_hint<propagation<N>>> hints;
      multiple_chain_hints(work, forcing_kind::dynamic_plus, level_ - 3, stop_, runs, hints);
      if (take(hints, original, work, self, roots)) return true;
    }
    return false;
  }

 private:
  // Ranks `hints` as SE does, and takes the removals of those that rest on
  // the outer chain's removals; true when one does.
  template <class Graph>
  bool take(std::vector<inner_hint<Graph>>& hints, candidate_grid<N> const& original, candidate_grid<N> const& work,
            propagation<N>& self, std::vector<int>& roots) const {
    std::vector<int> order(hints.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = static_cast<int>(i);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
      auto const& x = hints[static_cast<std::size_t>(a)];
      auto const& y = hints[static_cast<std::size_t>(b)];
      if (x.rating != y.rating) return x.rating < y.rating;
      if (x.complexity != y.complexity) return x.complexity < y.complexity;
      return x.sort < y.sort;
    });
    chain_scratch<N> sc;
    bool any = false;
    std::vector<int> parents, parent_recs;
    for (int i : order) {
      auto const& h = hints[static_cast<std::size_t>(i)];
      rule_parents(h, original, work, sc, parents);
      if (parents.empty()) continue;
      any = true;
      parent_recs.clear();
      for (int p : parents)
        if (int k = self.find(p); k >= 0) parent_recs.push_back(k);
      int nested_index = -1;
      for (int q : h.removals) {
        if (self.find(q) >= 0) continue;
        if (nested_index < 0) {
          nested_index = static_cast<int>(self.nested.size());
          self.nested.push_back({h.complexity, hint_signature<N, Graph>(h.targets, sc)});
        }
        int const k = self.add_removal(q, parent_recs, nested_index);
        if (k >= 0) roots.push_back(k);
      }
    }
    return any;
  }

  int level_;
  stop_check const& stop_;
};

template <int N>
void multiple_chain_hints(candidate_grid<N> const& g, forcing_kind kind, int level, stop_check const& stop,
                          std::vector<std::unique_ptr<propagation<N>>>& runs,
                          std::vector<inner_hint<propagation<N>>>& hints) {
  using I = node_index<N>;
  using H = houses<N>;
  using mask = typename candidate_grid<N>::mask;
  constexpr int S = N * N;
  bool const dynamic = kind != forcing_kind::multiple;
  bool const multiple = true;
  nested_rules<N> const more(level, stop);
  std::vector<int> slot(static_cast<std::size_t>(I::count), -1);
  auto get = [&](int start) -> propagation<N> const& {
    int& k = slot[static_cast<std::size_t>(start)];
    if (k < 0) {
      k = static_cast<int>(runs.size());
      runs.push_back(std::make_unique<propagation<N>>());
      runs.back()->run(g, start, kind, INT_MAX, more);
    }
    return *runs[static_cast<std::size_t>(k)];
  };
  chain_scratch<N> sc;
  using target = std::pair<propagation<N> const*, int>;
  auto offer = [&](std::vector<target> ts, int sort, int what, bool place, int start_cause) {
    inner_hint<propagation<N>> h;
    int const c = I::cell(what), d = I::digit(what);
    if (place) {
      for (auto m = g.candidates(c); m; m = static_cast<mask>(m & (m - 1)))
        if (std::countr_zero(m) + 1 != d) h.removals.push_back(I::make(c, std::countr_zero(m) + 1, false));
      if (h.removals.empty()) return;
    } else {
      h.removals.push_back(I::make(c, d, false));
    }
    h.targets = std::move(ts);
    h.what = what;
    h.place = place;
    h.sort = sort;
    h.start_cause = start_cause;
    h.complexity = hint_complexity<N, propagation<N>>(h.targets, sc);
    h.rating = h.complexity;  // one base for every hint of the search: ranked by complexity
    hints.push_back(std::move(h));
  };
  std::vector<propagation<N> const*> on_runs, unit_runs;
  for (int c = 0; c < H::cells; ++c) {
    if (g.value(c) != 0) continue;
    int const card = bit_count(g.candidates(c));
    if (!(card > 2 || (card > 1 && dynamic))) continue;
    on_runs.clear();
    for (int v = 1; v <= S; ++v) {
      if (!g.has(c, v)) continue;
      if (stop.requested()) return;
      int const on = I::make(c, v, true);
      auto const& p_on = get(on);
      on_runs.push_back(&p_on);
      if (dynamic) {
        auto const& p_off = get(I::flip(on));
        if (p_on.absurd()) offer({{&p_on, p_on.absurd_on}, {&p_on, p_on.absurd_off}}, 7, on, false, -2);
        if (p_off.absurd()) offer({{&p_off, p_off.absurd_on}, {&p_off, p_off.absurd_off}}, 7, on, true, -2);
        if (card >= 3) {
          for (int r : p_on.on_order) {
            int const node = p_on.recs[static_cast<std::size_t>(r)].node;
            if (int j = p_off.find(node); j >= 0) offer({{&p_on, r}, {&p_off, j}}, 1, node, true, -2);
          }
          for (int r : p_on.off_order) {
            int const node = p_on.recs[static_cast<std::size_t>(r)].node;
            if (int j = p_off.find(node); j >= 0) offer({{&p_on, r}, {&p_off, j}}, 1, node, false, -2);
          }
        }
      }
      for (int kind_index = 0; kind_index < 3; ++kind_index) {
        int const u = kind_index == 0 ? H::box_unit(c) : kind_index == 1 ? H::row_unit(c) : H::col_unit(c);
        mask const pos = g.positions(u, v);
        int const n = bit_count(pos);
        if (!(n == 2 || (multiple && n > 2))) continue;
        if (H::cell_of(u, std::countr_zero(pos)) != c) continue;
        unit_runs.clear();
        for (mask m = pos; m; m = static_cast<mask>(m & (m - 1))) {
          int const x = H::cell_of(u, std::countr_zero(m));
          unit_runs.push_back(x == c ? &p_on : &get(I::make(x, v, true)));
        }
        for (int pass = 0; pass < 2; ++pass) {
          for (int r : pass == 0 ? p_on.on_order : p_on.off_order) {
            int const node = p_on.recs[static_cast<std::size_t>(r)].node;
            std::vector<target> ts;
            bool all = true;
            for (auto const* run : unit_runs) {
              int const k = run->find(node);
              if (k < 0) {
                all = false;
                break;
              }
              ts.push_back({run, k});
            }
            if (all) offer(std::move(ts), 6, node, pass == 0, u);
          }
        }
      }
    }
    for (int pass = 0; pass < 2; ++pass) {
      auto const& first = *on_runs.front();
      for (int r : pass == 0 ? first.on_order : first.off_order) {
        int const node = first.recs[static_cast<std::size_t>(r)].node;
        std::vector<target> ts;
        bool all = true;
        for (auto const* run : on_runs) {
          int const k = run->find(node);
          if (k < 0) {
            all = false;
            break;
          }
          ts.push_back({run, k});
        }
        if (all) offer(std::move(ts), 5, node, pass == 0, -1);
      }
    }
  }
}

}  // namespace detail

/// The easiest nested forcing chain of `level` (2 to 5) on `g`, as SE
/// ranks them (complexity, then kind, then order found), or nothing;
/// nothing as well once `stop` asks to stop.
template <int N>
std::optional<step> find_nested_forcing_chain(candidate_grid<N> const& g, int level, stop_check const& stop = {}) {
  using I = node_index<N>;
  std::vector<std::unique_ptr<detail::propagation<N>>> runs;
  std::vector<detail::inner_hint<detail::propagation<N>>> hints;
  detail::multiple_chain_hints(g, forcing_kind::dynamic_plus, level, stop, runs, hints);
  if (stop.requested() || hints.empty()) return std::nullopt;
  std::size_t best = 0;
  for (std::size_t i = 1; i < hints.size(); ++i) {
    auto const& a = hints[i];
    auto const& b = hints[best];
    if (a.complexity < b.complexity || (a.complexity == b.complexity && a.sort < b.sort)) best = i;
  }
  auto const& h = hints[best];
  step s;
  s.tech = level == 2 ? technique::nested_forcing_chain
           : level == 3 ? technique::nested_multiple_forcing_chain
           : level == 4 ? technique::nested_dynamic_forcing_chain
                        : technique::doubly_nested_forcing_chain;
  s.rating = nested_forcing_base(level) + se_length_penalty(h.complexity);
  s.variant = h.complexity;
  s.side = N * N;
  candidate_ref const what{I::cell(h.what), I::digit(h.what)};
  if (h.place) s.placements = {what};
  else s.eliminations = {what};
  if (h.sort == 6 && h.start_cause >= 0) s.houses = {h.start_cause};
  for (auto const& t : h.targets) s.chains.push_back(detail::chain_of(*t.first, t.second));
  return s;
}

}  // namespace seek::sudoku

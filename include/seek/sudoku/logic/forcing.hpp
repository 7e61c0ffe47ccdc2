// seek/sudoku/logic/forcing.hpp: forcing chains, the last techniques before a
// guess: Nishio, cell and unit (region) forcing chains, contradiction and
// digit forcing chains, static and dynamic, and dynamic chains helped by the
// basic techniques ("+").
//
// A forcing chain follows every consequence of one assumption: assume
// r1c1=5 and propagate; if some candidate ends up both true and false, the
// assumption was wrong (contradiction); if every candidate of a cell (every
// place of a digit in a house) forces the same conclusion, it holds (cell,
// unit forcing chain); if r1c1=5 and r1c1<>5 force the same, it holds
// (digit forcing chain). Dynamic chains remove the candidates they turn off
// as they go, so later links see the reduced grid. The propagation is a
// seek::bfs over the candidates turned off, first found first, whose
// successors are what the truths each one forces turn off: SE takes every
// implied truth as soon as it is found, so this is exactly its order, and
// the chains and their lengths are SE's.
// Weights as SE's: Nishio 7.5, cell/unit forcing 8.0, dynamic 8.5, with the
// basic techniques 9.0, each plus the length penalty of the chains' nodes.
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <climits>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <utility>
#include <vector>

#include <range/v3/view/iota.hpp>

#include <seek/strategy/bfs.hpp>
#include <seek/sudoku/logic/candidates.hpp>
#include <seek/sudoku/logic/fish.hpp>
#include <seek/sudoku/logic/intersections.hpp>
#include <seek/sudoku/logic/links.hpp>
#include <seek/sudoku/logic/step.hpp>
#include <seek/sudoku/logic/stop.hpp>
#include <seek/sudoku/logic/subsets.hpp>

namespace seek::sudoku {

/// Which of SE's forcing-chain searches: Nishio (one digit, dynamic, 7.5),
/// static cell and unit forcing chains (8.0), dynamic chains (8.5), dynamic
/// chains that also apply locked candidates, hidden and naked pairs and
/// X-Wings to the grid they reduce (9.0).
enum class forcing_kind : std::uint8_t { nishio, multiple, dynamic, dynamic_plus };

namespace detail {

// One implication: its node, its parents (a slice of the pool), its depth;
// the cause of a node on (the cell, -1, or the house that left it the only
// place; -2 for none) and, for a removal a nested chain made, that chain (an
// index into propagation::nested, or -1).
struct implication {
  std::int32_t node;
  std::int32_t first_parent;
  std::int32_t parents;
  std::int32_t depth;
  std::int32_t cause = -2;
  std::int32_t nested = -1;
};

// A chain a nested forcing chain uses (nested_forcing.hpp): its weight in
// nodes, and what SE compares to tell two such chains apart (their targets
// and the nodes behind each, in order).
struct nested_chain {
  int complexity = 0;
  std::vector<std::int32_t> signature;
};

// The search of the rules a propagation tries once the basic techniques find
// nothing more (nested_forcing.hpp); none by default.
struct no_nested_rules {
  template <class... A>
  bool operator()(A&&...) const noexcept { return false; }
};

// One propagation from an assumption (SE's doChaining).
template <int N>
class propagation {
  using I = node_index<N>;
  using H = houses<N>;

 public:
  std::vector<implication> recs;
  std::vector<std::int32_t> pool;
  std::vector<std::int32_t> where;  // node -> record, or -1
  std::vector<std::int32_t> on_order, off_order;
  std::vector<nested_chain> nested;  // the chains nested removals came from
  int absurd_on = -1, absurd_off = -1;

  propagation() : where(static_cast<std::size_t>(I::count), -1) {}

  [[nodiscard]] bool absurd() const noexcept { return absurd_on >= 0; }

  // Back to empty, keeping the memory (where[] is cleared where it was set).
  void reset() {
    for (auto const& r : recs) where[static_cast<std::size_t>(r.node)] = -1;
    recs.clear();
    pool.clear();
    on_order.clear();
    off_order.clear();
    nested.clear();
    absurd_on = absurd_off = -1;
  }
  [[nodiscard]] int find(int node) const noexcept { return where[static_cast<std::size_t>(node)]; }

  // Propagates from `start` in SE's order. With `max_depth` (never with
  // dynamic_plus) the run stops when the first false node deeper than it
  // comes up: every event before that moment is SE's, and every node SE
  // adds after it is at depth max_depth + 2 or more, so a step built from
  // this run with at most max_depth + 3 nodes is exactly SE's.
  // `more`, called as more(original, work, *this, roots) when the basic
  // techniques find nothing, adds the removals of nested chains as roots
  // (with add_removal) and says whether its rules found anything.
  template <class More = no_nested_rules>
  void run(candidate_grid<N> const& original, int start, forcing_kind kind, int max_depth = INT_MAX,
           More&& more = {}) {
    bool const nishio = kind == forcing_kind::nishio;
    bool const dynamic = kind != forcing_kind::multiple;
    bool stopped = false;
    work_ = original;
    reset();
    add(start, nullptr, 0, -1, true);
    // A true node's consequences: the nodes it turns off (SE checks each
    // against the true nodes: a node both true and false is a contradiction).
    auto falsify = [&, this](int i) {
      implication const r = recs[static_cast<std::size_t>(i)];
      on_to_off(work_, r.node, !nishio, [&](int q) {
        if (absurd()) return;
        int const conj = find(I::flip(q));
        if (conj >= 0) {
          absurd_on = conj;
          absurd_off = add(q, &i, 1, r.depth + 1, false);
        } else if (find(q) < 0) {
          add(q, &i, 1, r.depth + 1, true);
        }
      });
    };
    // The search's states are the false nodes; the successors of one are
    // the false nodes that the true nodes it forces turn off.
    auto next = [&, this](int i) {
      implication const r = recs[static_cast<std::size_t>(i)];
      if (r.depth > max_depth) stopped = true;
      if (absurd() || stopped) return ranges::views::iota(0, 0);
      int const first_on = static_cast<int>(recs.size());
      fresh_.clear();
      off_to_on(work_, r.node, !nishio, true, [&](int q, int house) {
        parents_.assign(1, i);
        hidden_parents(q, house, original);
        fresh_.push_back({q, static_cast<int>(pool_tmp_.size()), static_cast<int>(parents_.size()), house});
        pool_tmp_.insert(pool_tmp_.end(), parents_.begin(), parents_.end());
      });
      if (dynamic) work_.eliminate(I::cell(r.node), I::digit(r.node));
      for (auto const& f : fresh_) {
        if (absurd()) break;
        int const* ps = pool_tmp_.data() + f.first;
        int const conj = find(I::flip(f.node));
        if (conj >= 0) {
          absurd_off = conj;
          absurd_on = add(f.node, ps, f.count, r.depth + 1, false, f.cause);
        } else if (find(f.node) < 0) {
          add(f.node, ps, f.count, r.depth + 1, true, f.cause);
        }
      }
      pool_tmp_.clear();
      int const last_on = static_cast<int>(recs.size());
      int const first_off = last_on;
      for (int k = first_on; k < last_on && !absurd(); ++k)
        if (where[static_cast<std::size_t>(recs[static_cast<std::size_t>(k)].node)] == k) falsify(k);
      return ranges::views::iota(first_off, absurd() ? first_off : static_cast<int>(recs.size()));
    };
    auto& roots = roots_;
    roots.clear();
    if (I::on(start)) {
      falsify(0);
      for (int k = 1; k < static_cast<int>(recs.size()); ++k) roots.push_back(k);
    } else {
      roots.push_back(0);
    }
    while (!absurd()) {
      for (int i : seek::bfs(roots, next)) {
        (void)i;
        if (absurd() || stopped) break;
      }
      if (absurd() || stopped || kind != forcing_kind::dynamic_plus) break;
      // Nothing left to follow: what the basic techniques find on the reduced grid.
      roots.clear();
      if (!advanced(original, roots) && !more(original, std::as_const(work_), *this, roots)) break;
      if (roots.empty()) break;
    }
  }

  // Distinct nodes among `rec` and its ancestors (SE's ancestor count).
  int ancestors(int rec) const {
    ++stamp_;
    if (seen_.size() != static_cast<std::size_t>(I::count)) seen_.assign(static_cast<std::size_t>(I::count), 0);
    stack_.assign(1, rec);
    int n = 0;
    while (!stack_.empty()) {
      int const k = stack_.back();
      stack_.pop_back();
      auto const& r = recs[static_cast<std::size_t>(k)];
      auto& s = seen_[static_cast<std::size_t>(r.node)];
      if (s == stamp_) continue;
      s = stamp_;
      ++n;
      for (int j = 0; j < r.parents; ++j) stack_.push_back(pool[static_cast<std::size_t>(r.first_parent + j)]);
    }
    return n;
  }

  // A removal a nested chain made, with the records of its parents: its
  // record, or -1 when the node is already there.
  int add_removal(int node, std::span<int const> parent_recs, int nested_index) {
    if (find(node) >= 0) return -1;
    int const k = add(node, parent_recs.data(), static_cast<int>(parent_recs.size()), 0, true);
    recs[static_cast<std::size_t>(k)].nested = nested_index;
    return k;
  }

 private:
  struct pending_on {
    int node, first, count, cause;
  };

  int add(int node, int const* parents, int count, int depth, bool registered, int cause = -2) {
    int const idx = static_cast<int>(recs.size());
    recs.push_back({node, static_cast<std::int32_t>(pool.size()), static_cast<std::int32_t>(count), depth < 0 ? 0 : depth,
                    cause, -1});
    pool.insert(pool.end(), parents, parents + count);
    if (registered) {
      where[static_cast<std::size_t>(node)] = idx;
      (I::on(node) ? on_order : off_order).push_back(idx);
    }
    return idx;
  }

  // SE's hidden parents: the candidates that earlier links removed and
  // without which the cell (the house) would not be down to two.
  void hidden_parents(int q, int house, candidate_grid<N> const& original) {
    int const c = I::cell(q), d = I::digit(q);
    using mask = typename candidate_grid<N>::mask;
    if (house < 0) {
      for (auto gone = static_cast<mask>(original.candidates(c) & ~work_.candidates(c)); gone; gone = static_cast<mask>(gone & (gone - 1)))
        push_parent(I::make(c, std::countr_zero(gone) + 1, false));
    } else {
      for (auto gone = static_cast<mask>(original.positions(house, d) & ~work_.positions(house, d)); gone; gone = static_cast<mask>(gone & (gone - 1)))
        push_parent(I::make(H::cell_of(house, std::countr_zero(gone)), d, false));
    }
  }
  void push_parent(int node) {
    int const k = find(node);
    if (k >= 0) parents_.push_back(k);
  }

  // The candidates the first of locked candidates, hidden pairs, naked pairs
  // and X-Wings removes from the reduced grid, where they rest on removals
  // of this propagation; each becomes an implication whose parents are
  // those removals. True when one of them applies so (even if what it
  // removes is there already: SE then tries no further rule).
  bool advanced(candidate_grid<N> const& original, std::vector<int>& roots) {
    auto removed = [&](int c, int d) { return original.has(c, d) && !work_.has(c, d); };
    bool any = false;
    auto take = [&](step const& s, std::vector<int> const& parent_nodes) {
      if (parent_nodes.empty()) return false;
      any = true;
      std::vector<int> ps;
      for (int p : parent_nodes)
        if (int k = find(p); k >= 0) ps.push_back(k);
      for (auto const& e : s.eliminations) {
        int const q = I::make(e.cell, e.digit, false);
        if (find(q) >= 0) continue;
        roots.push_back(add(q, ps.data(), static_cast<int>(ps.size()), 0, true));
      }
      return false;
    };
    for_each_locked(work_, false, [&](step const& s) {
      std::vector<int> ps;
      int const d = only_digit(s.digits);
      for (int c : H::members(s.houses[0]) - H::members(s.houses[1]))
        if (removed(c, d)) ps.push_back(I::make(c, d, false));
      return take(s, ps);
    });
    if (any) return true;
    for_each_hidden_set(work_, 2, false, [&](step const& s) {
      std::vector<int> ps;
      typename H::set where_now;
      for (int c : s.cells) where_now.set(c);
      for (int c : H::members(s.houses[0]) - where_now)
        for (int d = 1; d <= N * N; ++d)
          if (((s.digits >> (d - 1)) & 1u) && original.has(c, d)) ps.push_back(I::make(c, d, false));
      return take(s, ps);
    });
    if (any) return true;
    for_each_naked_set(work_, 2, [&](step const& s) {
      std::vector<int> ps;
      for (int c : s.cells)
        for (int d = 1; d <= N * N; ++d)
          if (!((s.digits >> (d - 1)) & 1u) && original.has(c, d)) ps.push_back(I::make(c, d, false));
      return take(s, ps);
    });
    if (any) return true;
    for_each_fish(work_, 2, [&](step const& s) {
      std::vector<int> ps;
      int const d = only_digit(s.digits);
      typename H::set cover;
      for (std::size_t k = 2; k < 4; ++k) cover |= H::members(s.houses[k]);
      for (std::size_t k = 0; k < 2; ++k)
        for (int c : H::members(s.houses[k]) - cover)
          if (removed(c, d)) ps.push_back(I::make(c, d, false));
      return take(s, ps);
    });
    return any;
  }

  candidate_grid<N> work_;
  std::vector<int> parents_;
  std::vector<int> pool_tmp_;
  std::vector<int> roots_;
  std::vector<pending_on> fresh_;
  mutable std::vector<std::uint32_t> seen_;
  mutable std::uint32_t stamp_ = 0;
  mutable std::vector<int> stack_;
};

// Whether a Nishio propagation from `start` can end in a contradiction. Its
// links only use the start's digit, and each one is a deduction of plain
// propagation on that digit: a true cell turns the digit off in its peers,
// a house down to one place turns that place on. So when that propagation,
// run to its end on sets of cells, meets no contradiction (a cell on and
// off, or a house where the digit has no place left), the Nishio
// propagation meets none either, and need not be run.
template <int N>
bool nishio_may_contradict(candidate_grid<N> const& g, int start) {
  using I = node_index<N>;
  using H = houses<N>;
  using set = typename H::set;
  set const cand = g.cells_with(I::digit(start));
  set on, off;
  int const c0 = I::cell(start);
  if (I::on(start)) {
    on.set(c0);
    off = H::peers(c0) & cand;
  } else {
    off.set(c0);
  }
  for (bool changed = true; changed;) {
    if (on.intersects(off)) return true;
    changed = false;
    for (int u = 0; u < H::units; ++u) {
      set const places = H::members(u) & cand;
      if (places.empty() || places.intersects(on)) continue;  // placed there, or already on
      set const left = places - off;
      if (left.empty()) return true;
      if (left.count() == 1) {
        int const x = left.first();
        on.set(x);
        off |= H::peers(x) & cand;
        changed = true;
      }
    }
  }
  return on.intersects(off);
}

// A chain, node by node, from the ancestors of records of one propagation.
template <int N>
chain chain_of(propagation<N> const& p, int rec) {
  using I = node_index<N>;
  std::vector<int> keep;
  std::vector<char> in(p.recs.size(), 0);
  std::vector<int> stack{rec};
  while (!stack.empty()) {
    int const k = stack.back();
    stack.pop_back();
    if (in[static_cast<std::size_t>(k)]) continue;
    in[static_cast<std::size_t>(k)] = 1;
    keep.push_back(k);
    auto const& r = p.recs[static_cast<std::size_t>(k)];
    for (int j = 0; j < r.parents; ++j) stack.push_back(p.pool[static_cast<std::size_t>(r.first_parent + j)]);
  }
  std::sort(keep.begin(), keep.end());
  std::vector<int> index(p.recs.size(), -1);
  chain ch;
  for (int k : keep) {
    auto const& r = p.recs[static_cast<std::size_t>(k)];
    index[static_cast<std::size_t>(k)] = static_cast<int>(ch.nodes.size());
    chain_node n{I::cell(r.node), I::digit(r.node), I::on(r.node), {}};
    for (int j = 0; j < r.parents; ++j) n.parents.push_back(index[static_cast<std::size_t>(p.pool[static_cast<std::size_t>(r.first_parent + j)])]);
    ch.nodes.push_back(std::move(n));
  }
  return ch;
}

// The propagations of one grid, each run once, on demand. Their memory is
// kept from one grid to the next (one pool per thread), since a rating
// runs thousands of them.
template <int N>
class propagation_cache {
  using I = node_index<N>;
  struct pool_type {
    std::vector<std::unique_ptr<propagation<N>>> runs;
    std::vector<int> slot;  // node -> index in runs, or -1
    std::vector<int> used;  // nodes with a slot
  };

 public:
  propagation_cache(candidate_grid<N> const& g, forcing_kind k) : g_(g), kind_(k), p_(pool()) {
    if (p_.slot.size() != static_cast<std::size_t>(I::count)) p_.slot.assign(static_cast<std::size_t>(I::count), -1);
    for (int node : p_.used) p_.slot[static_cast<std::size_t>(node)] = -1;
    p_.used.clear();
  }
  // The run from `start`, cut at `max_depth` (see propagation::run) when it
  // has to be made now; the bound only shrinks during a search, so a run
  // made earlier under a looser bound serves as well.
  propagation<N> const& get(int start, int max_depth = INT_MAX) {
    if (kind_ == forcing_kind::nishio && !nishio_may_contradict(g_, start)) return quiet_;
    int& k = p_.slot[static_cast<std::size_t>(start)];
    if (k < 0) {
      k = static_cast<int>(p_.used.size());
      p_.used.push_back(start);
      if (static_cast<int>(p_.runs.size()) <= k) p_.runs.push_back(std::make_unique<propagation<N>>());
      p_.runs[static_cast<std::size_t>(k)]->run(g_, start, kind_, kind_ == forcing_kind::dynamic_plus ? INT_MAX : max_depth);
    }
    return *p_.runs[static_cast<std::size_t>(k)];
  }

 private:
  static pool_type& pool() {
    thread_local pool_type p;
    return p;
  }
  candidate_grid<N> const& g_;
  forcing_kind kind_;
  pool_type& p_;
  propagation<N> quiet_;  // stands for a Nishio run that meets no contradiction
};

// What SE ranks the hints of one forcing-chain search by (they share a
// base weight): nodes, then kind (1 digit forcing, 5 cell, 6 unit, 7
// contradiction), then the order found.
struct forcing_best {
  int nodes = INT_MAX;
  int sort = 0;
  step s;
  bool have = false;
};

}  // namespace detail

/// The easiest step of SE's forcing-chain search `kind` that `accept`
/// takes (every step by default), or nothing; nothing as well once `stop`
/// asks to stop (read before each candidate's propagations).
template <int N, class Accept>
std::optional<step> find_forcing_chain(candidate_grid<N> const& g, forcing_kind kind, Accept&& accept,
                                       stop_check const& stop = {}) {
  using I = node_index<N>;
  using H = houses<N>;
  using mask = typename candidate_grid<N>::mask;
  constexpr int S = N * N;
  bool const nishio = kind == forcing_kind::nishio;
  bool const dynamic = kind != forcing_kind::multiple;
  bool const multiple = !nishio;
  int const base = se_base(kind == forcing_kind::nishio     ? technique::nishio
                            : kind == forcing_kind::multiple ? technique::cell_forcing_chain
                            : kind == forcing_kind::dynamic  ? technique::contradiction_chain
                                                             : technique::forcing_chain_plus);
  detail::propagation_cache<N> cache(g, kind);
  detail::forcing_best best;

  // A candidate step: `targets` (propagation, record) whose ancestors count.
  using target = std::pair<detail::propagation<N> const*, int>;
  auto offer = [&](std::span<target const> targets, int sort, technique tech, candidate_ref what, bool place,
                   int variant_house) {
    if (place && bit_count(g.candidates(what.cell)) < 2) return;  // nothing to remove
    if (best.have) {  // a node has at least depth + 1 ancestors: skip what cannot win
      int low = 0;
      for (auto const& t : targets) low += t.first->recs[static_cast<std::size_t>(t.second)].depth + 1;
      if (low > best.nodes || (low == best.nodes && sort >= best.sort)) return;
    }
    int nodes = 0;
    for (auto const& t : targets) nodes += t.first->ancestors(t.second);
    if (best.have && !(nodes < best.nodes || (nodes == best.nodes && sort < best.sort))) return;
    step s;
    s.tech = kind == forcing_kind::dynamic_plus ? technique::forcing_chain_plus : tech;
    s.rating = base + se_length_penalty(nodes);
    s.variant = nodes;
    s.side = S;
    if (place) s.placements = {what};
    else s.eliminations = {what};
    if (variant_house >= 0) s.houses = {variant_house};
    for (auto const& t : targets) s.chains.push_back(detail::chain_of(*t.first, t.second));
    if (!accept(std::as_const(s))) return;
    best.nodes = nodes;
    best.sort = sort;
    best.s = std::move(s);
    best.have = true;
  };
  auto outcome = [](int node) { return candidate_ref{I::cell(node), I::digit(node)}; };
  auto pair = [](detail::propagation<N> const* a, int ra, detail::propagation<N> const* b, int rb) {
    return std::array<target, 2>{target{a, ra}, target{b, rb}};
  };
  // Scratch lists, reused from cell to cell and node to node.
  std::vector<detail::propagation<N> const*> on_runs, runs;
  std::vector<target> ts;
  // The deepest node a run must expand for a step of at most best.nodes nodes.
  auto depth_bound = [&] { return best.have ? std::max(0, best.nodes - 3) : INT_MAX; };

  for (int c = 0; c < H::cells; ++c) {
    if (g.value(c) != 0) continue;
    int const card = bit_count(g.candidates(c));
    if (!(card > 2 || (card > 1 && dynamic))) continue;
    on_runs.clear();
    for (int v = 1; v <= S; ++v) {
      if (!g.has(c, v)) continue;
      if (stop.requested()) return std::nullopt;
      int const on = I::make(c, v, true);
      auto const& p_on = cache.get(on, depth_bound());
      on_runs.push_back(&p_on);
      bool const contradiction = dynamic || nishio;
      bool const dbl = card >= 3 && !nishio && dynamic;
      if (contradiction) {
        technique const tc = nishio ? technique::nishio : technique::contradiction_chain;
        if (p_on.absurd())
          offer(pair(&p_on, p_on.absurd_on, &p_on, p_on.absurd_off), 7, tc, {c, v}, false, -1);
        auto const& p_off = cache.get(I::flip(on), depth_bound());
        if (p_off.absurd())
          offer(pair(&p_off, p_off.absurd_on, &p_off, p_off.absurd_off), 7, tc, {c, v}, true, -1);
        if (dbl) {
          for (int r : p_on.on_order) {
            int const node = p_on.recs[static_cast<std::size_t>(r)].node;
            int const j = p_off.find(node);
            if (j >= 0) offer(pair(&p_on, r, &p_off, j), 1, technique::digit_forcing_chain, outcome(node), true, -1);
          }
          for (int r : p_on.off_order) {
            int const node = p_on.recs[static_cast<std::size_t>(r)].node;
            int const j = p_off.find(node);
            if (j >= 0) offer(pair(&p_on, r, &p_off, j), 1, technique::digit_forcing_chain, outcome(node), false, -1);
          }
        }
      }
      if (nishio) continue;
      // Unit forcing chains: every place of v in a house of c, from its first place.
      for (int kind_index = 0; kind_index < 3; ++kind_index) {
        int const u = kind_index == 0 ? H::box_unit(c) : kind_index == 1 ? H::row_unit(c) : H::col_unit(c);
        mask const pos = g.positions(u, v);
        int const n = bit_count(pos);
        if (!(n == 2 || (multiple && n > 2))) continue;
        if (H::cell_of(u, std::countr_zero(pos)) != c) continue;
        runs.clear();
        for (mask m = pos; m; m = static_cast<mask>(m & (m - 1))) {
          int const x = H::cell_of(u, std::countr_zero(m));
          runs.push_back(x == c ? &p_on : &cache.get(I::make(x, v, true), depth_bound()));
        }
        technique const tu = dynamic ? technique::dynamic_unit_forcing_chain : technique::unit_forcing_chain;
        for (int pass = 0; pass < 2; ++pass) {
          for (int r : pass == 0 ? p_on.on_order : p_on.off_order) {
            int const node = p_on.recs[static_cast<std::size_t>(r)].node;
            ts.clear();
            bool all = true;
            for (auto const* run : runs) {
              int const k = run->find(node);
              if (k < 0) {
                all = false;
                break;
              }
              ts.push_back({run, k});
            }
            if (all) offer(ts, 6, tu, outcome(node), pass == 0, u);
          }
        }
      }
    }
    if (nishio) continue;
    // Cell forcing chains: every candidate of c implies the same.
    technique const tcell = dynamic ? technique::dynamic_cell_forcing_chain : technique::cell_forcing_chain;
    for (int pass = 0; pass < 2; ++pass) {
      auto const& first = *on_runs.front();
      for (int r : pass == 0 ? first.on_order : first.off_order) {
        int const node = first.recs[static_cast<std::size_t>(r)].node;
        ts.clear();
        bool all = true;
        for (auto const* run : on_runs) {
          int const k = run->find(node);
          if (k < 0) {
            all = false;
            break;
          }
          ts.push_back({run, k});
        }
        if (all) offer(ts, 5, tcell, outcome(node), pass == 0, -1);
      }
    }
  }
  if (!best.have) return std::nullopt;
  return std::move(best.s);
}

/// The easiest step of SE's forcing-chain search `kind`, or nothing.
template <int N>
std::optional<step> find_forcing_chain(candidate_grid<N> const& g, forcing_kind kind) {
  return find_forcing_chain(g, kind, [](step const&) { return true; });
}

}  // namespace seek::sudoku

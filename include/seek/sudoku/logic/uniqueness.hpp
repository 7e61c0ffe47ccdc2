// seek/sudoku/logic/uniqueness.hpp: unique rectangles and loops (types 1 to
// 4), and the bivalue universal grave (BUG, types 1 to 4).
//
// Both rest on the puzzle having one solution. A loop of cells that all hold
// the same two digits {a,b}, each house it touches touched twice, would let
// a and b swap: some cell of the loop must take another digit. A board where
// every open cell has two candidates and every digit two places per house
// (a BUG) has zero or two solutions: a cell with a third candidate must
// take it. The loops are found as SE finds them: a seek::dfs over partial
// loops from each two-candidate cell, never the same kind of house twice in
// a row, at most two cells with extra digits (or any number sharing one
// extra digit). Weights as SE's: 4.5 for a rectangle, 4.6 / 4.7 / 5.0 for
// loops of 6 / 8 / 10+ cells, type 3 plus 0.1 per digit of its set beyond
// the first; BUG 5.6 (type 1), 5.7 (2, 4), 5.7 + 0.1 per set digit beyond
// the first (3).
#pragma once

#include <algorithm>
#include <bit>
#include <optional>
#include <vector>

#include <seek/strategy/dfs.hpp>
#include <seek/sudoku/logic/candidates.hpp>
#include <seek/sudoku/logic/step.hpp>
#include <seek/sudoku/logic/subsets.hpp>

namespace seek::sudoku {

namespace detail {

// A partial loop of the search: its cells (a set, and the last cell's
// record in the search's table, whose parents give the order), how many
// more cells with extra digits it may take, the extra digits met so far,
// the kind of house (0 box, 1 row, 2 column; -1 none) joining its last two
// cells, and whether it has closed on its first cell.
template <int N, class Mask>
struct loop_path {
  cell_set<N * N * N * N> cells;
  cell_set<3 * N * N> even, odd;  // houses met at even and odd positions
  std::int32_t last = 0;
  std::int16_t size = 1;
  std::int8_t allowed = 2;
  std::int8_t last_kind = -1;
  Mask extra = 0;
  bool closed = false;
};

template <int N>
int unit_of_kind(int kind, int c) {
  using H = houses<N>;
  return kind == 0 ? H::box_unit(c) : kind == 1 ? H::row_unit(c) : H::col_unit(c);
}

// The loops through `start` on digits v1, v2, in SE's order: a seek::dfs
// over partial loops. A partial loop that meets a house twice at positions
// of the same parity can only close into a loop valid_loop refuses, so it
// is not extended: the valid loops found, and their order, are SE's.
template <int N>
std::vector<std::vector<int>> unique_loops_from(candidate_grid<N> const& g, int start, int v1, int v2) {
  using H = houses<N>;
  using mask = typename candidate_grid<N>::mask;
  using path = loop_path<N, mask>;
  mask const pair = static_cast<mask>(candidate_grid<N>::bit(v1 - 1) | candidate_grid<N>::bit(v2 - 1));
  auto const both = g.cells_with(v1) & g.cells_with(v2);
  struct rec {
    std::int32_t cell, parent;
  };
  std::vector<rec> table{{start, -1}};
  auto next = [&](path const& p) {
    std::vector<path> out;
    if (p.closed) return out;
    int const cell = table[static_cast<std::size_t>(p.last)].cell;
    mask ex = p.extra;
    for (int kind = 0; kind < 3; ++kind) {
      if (kind == p.last_kind) continue;
      int const u = unit_of_kind<N>(kind, cell);
      auto const members = H::members(u);
      bool const closes = p.size >= 4 && members.test(start);
      if (!closes && !(members & both).intersects(both - p.cells)) continue;
      // The house's cells that may come next, in order: those holding both
      // digits and not on the loop yet, and the start when the loop can close.
      auto next_cells = (members & both) - p.cells;
      if (closes) next_cells.set(start);
      for (int n : next_cells) {
        if (n == start) {
          path closed = p;
          closed.closed = true;
          out.push_back(closed);
        } else {
          mask const cm = g.candidates(n);
          ex = static_cast<mask>((ex | cm) & ~pair);
          int const card = bit_count(cm);
          if (card == 2 || bit_count(ex) == 1 || p.allowed > 0) {
            auto const& seen = (p.size % 2 == 0) ? p.even : p.odd;
            int const hs[3] = {H::box_unit(n), H::row_unit(n), H::col_unit(n)};
            if (seen.test(hs[0]) || seen.test(hs[1]) || seen.test(hs[2])) continue;
            path longer = p;
            auto& mark = (p.size % 2 == 0) ? longer.even : longer.odd;
            for (int h : hs) mark.set(h);
            longer.cells.set(n);
            table.push_back({n, p.last});
            longer.last = static_cast<std::int32_t>(table.size()) - 1;
            longer.size = static_cast<std::int16_t>(p.size + 1);
            longer.allowed = static_cast<std::int8_t>(p.allowed - (card > 2 ? 1 : 0));
            longer.extra = ex;
            longer.last_kind = static_cast<std::int8_t>(kind);
            out.push_back(longer);
          }
        }
      }
    }
    return out;
  };
  path root;
  root.cells.set(start);
  root.even.set(H::box_unit(start));
  root.even.set(H::row_unit(start));
  root.even.set(H::col_unit(start));
  std::vector<std::vector<int>> loops;
  for (auto const& p : seek::dfs(root, next))
    if (p.closed) {
      std::vector<int> cells;
      for (int k = p.last; k >= 0; k = table[static_cast<std::size_t>(k)].parent)
        cells.push_back(table[static_cast<std::size_t>(k)].cell);
      std::reverse(cells.begin(), cells.end());
      loops.push_back(std::move(cells));
    }
  return loops;
}

// Every house a cell of the loop is in is met by exactly two cells of the
// loop, one at an even and one at an odd position.
template <int N>
bool valid_loop(std::vector<int> const& loop) {
  constexpr int U = 3 * N * N;
  std::vector<char> even(U, 0), odd(U, 0);
  for (std::size_t i = 0; i < loop.size(); ++i) {
    auto& seen = (i % 2 == 0) ? even : odd;
    for (int kind = 0; kind < 3; ++kind) {
      int const u = unit_of_kind<N>(kind, loop[i]);
      if (seen[static_cast<std::size_t>(u)]) return false;
      seen[static_cast<std::size_t>(u)] = 1;
    }
  }
  return even == odd;
}

inline int loop_rating(std::size_t size) {
  int r = se_base(technique::unique_rectangle);
  if (size >= 10) r += 3;
  if (size >= 8) r += 2;
  else if (size >= 6) r += 1;
  return r;
}

struct loop_hint {
  step s;
  int type = 0;
  std::vector<int> cell_set;  // sorted cells of the loop, for duplicates
};

template <int N>
step loop_step(std::vector<int> const& loop, int v1, int v2, int type, int extra_rating) {
  step s;
  s.tech = loop.size() == 4 ? technique::unique_rectangle : technique::unique_loop;
  s.rating = loop_rating(loop.size()) + extra_rating;
  s.variant = type;
  s.side = N * N;
  s.cells = loop;
  s.digits = (std::uint64_t{1} << (v1 - 1)) | (std::uint64_t{1} << (v2 - 1));
  return s;
}

// The type 3 steps of a loop with two extra cells c1, c2 (SE's order:
// set sizes up, houses box, row, column; naked sets, then hidden sets).
template <int N>
void loop_type3(candidate_grid<N> const& g, std::vector<int> const& loop, int c1, int c2, int v1, int v2,
                std::vector<step>& out) {
  using H = houses<N>;
  using mask = typename candidate_grid<N>::mask;
  constexpr int S = N * N;
  mask const pair = static_cast<mask>(candidate_grid<N>::bit(v1 - 1) | candidate_grid<N>::bit(v2 - 1));
  mask const extra = static_cast<mask>((g.candidates(c1) | g.candidates(c2)) & ~pair);
  int const max_degree = S == 9 ? 7 : std::min(4, S - 2);
  for (int degree = bit_count(extra); degree <= max_degree; ++degree) {
    for (int kind = 0; kind < 3; ++kind) {
      int const u = unit_of_kind<N>(kind, c1);
      if (u != unit_of_kind<N>(kind, c2)) continue;
      int const open = g.open_in(u);
      int const i1 = H::index_in(u, c1), i2 = H::index_in(u, c2);
      if (degree * 2 <= open) {
        for_each_combination(S, degree, [&](std::uint64_t combo) {
          if (!((combo >> i1) & 1u) || ((combo >> i2) & 1u)) return false;
          mask naked = static_cast<mask>(extra & g.candidates(c1) & g.candidates(c2));
          mask all = 0;
          bool ok = true;
          std::vector<int> others;
          for (std::uint64_t m = combo; m; m &= m - 1) {
            int const j = std::countr_zero(m);
            mask const pm = j == i1 ? extra : g.candidates(H::cell_of(u, j));
            if (bit_count(pm) < 2) ok = false;
            all = static_cast<mask>(all | pm);
            if (j != i1) {
              naked = static_cast<mask>(naked | pm);
              others.push_back(H::cell_of(u, j));
            }
          }
          if (bit_count(naked) != degree || !ok || bit_count(all) != degree) return false;
          step s = loop_step<N>(loop, v1, v2, 3, degree - 1);
          for (int j = 0; j < S; ++j) {
            int const c = H::cell_of(u, j);
            if (c == c1 || c == c2 || std::find(others.begin(), others.end(), c) != others.end()) continue;
            mask const hit = static_cast<mask>(g.candidates(c) & all);
            for (int d = 1; d <= S; ++d)
              if ((hit >> (d - 1)) & 1u) s.eliminations.push_back({c, d});
          }
          if (!s.eliminations.empty()) {
            s.houses = {u};
            out.push_back(std::move(s));
          }
          return false;
        });
      }
      if (degree * 2 < open) {
        std::vector<int> rem;
        for (int d = 1; d <= S; ++d)
          if (d != v1 && d != v2 && !((extra >> (d - 1)) & 1u)) rem.push_back(d);
        if (degree - 2 <= static_cast<int>(rem.size())) {
          auto body = [&](std::uint64_t combo) {
            std::vector<int> values;
            for (std::uint64_t m = combo; m; m &= m - 1) values.push_back(rem[static_cast<std::size_t>(std::countr_zero(m))]);
            values.push_back(v1);
            values.push_back(v2);
            mask where = 0, hidden = 0;
            for (int d : values) {
              auto const p = static_cast<mask>(g.positions(u, d) & ~candidate_grid<N>::bit(i2));
              if (p == 0) return false;
              where = static_cast<mask>(where | p);
              hidden = static_cast<mask>(hidden | candidate_grid<N>::bit(d - 1));
            }
            if (bit_count(where) != degree) return false;
            where = static_cast<mask>(where & ~candidate_grid<N>::bit(i1));
            step s = loop_step<N>(loop, v1, v2, 3, bit_count(where) - 1);
            for (int j = 0; j < S; ++j) {
              if (!((where >> j) & 1u)) continue;
              int const c = H::cell_of(u, j);
              if (c == c1 || c == c2) continue;
              mask const other = static_cast<mask>(g.candidates(c) & ~hidden);
              for (int d = 1; d <= S; ++d)
                if ((other >> (d - 1)) & 1u) s.eliminations.push_back({c, d});
            }
            if (!s.eliminations.empty()) {
              s.houses = {u};
              out.push_back(std::move(s));
            }
            return false;
          };
          if (degree - 2 == 0)
            body(0);
          else
            for_each_combination(static_cast<int>(rem.size()), degree - 2, body);
        }
      }
    }
  }
}
}  // namespace detail

/// Every unique rectangle and loop step on the board, easiest first (by
/// weight, then type, then as found): the first is SE's.
template <int N>
std::vector<step> unique_loop_steps(candidate_grid<N> const& g) {
  using H = houses<N>;
  using mask = typename candidate_grid<N>::mask;
  constexpr int S = N * N;
  std::vector<detail::loop_hint> hints;
  auto add = [&hints](step s, std::vector<int> const& loop) {
    if (s.eliminations.empty()) return;
    std::vector<int> key = loop;
    std::sort(key.begin(), key.end());
    for (auto const& h : hints)
      if (h.type == s.variant && h.cell_set == key && h.s.eliminations == s.eliminations) return;
    hints.push_back({std::move(s), 0, std::move(key)});
    hints.back().type = hints.back().s.variant;
  };
  for (int c = 0; c < H::cells; ++c) {
    mask const cm = g.candidates(c);
    if (bit_count(cm) != 2) continue;
    int const v1 = std::countr_zero(cm) + 1;
    int const v2 = std::countr_zero(static_cast<mask>(cm & (cm - 1))) + 1;
    mask const pair = cm;
    for (auto const& loop : detail::unique_loops_from(g, c, v1, v2)) {
      if (!detail::valid_loop<N>(loop)) continue;
      std::vector<int> extra_cells;
      for (int x : loop)
        if (bit_count(g.candidates(x)) > 2) extra_cells.push_back(x);
      auto type2 = [&] {
        mask const common = static_cast<mask>(g.candidates(extra_cells[0]) & ~pair);
        int const value = std::countr_zero(common) + 1;
        auto commons = H::common_peers([&] {
          typename H::set s;
          for (int x : extra_cells) s.set(x);
          return s;
        }());
        step s = detail::loop_step<N>(loop, v1, v2, 2, 0);
        for (int x : commons & g.cells_with(value)) s.eliminations.push_back({x, value});
        add(std::move(s), loop);
      };
      if (extra_cells.size() == 1) {
        step s = detail::loop_step<N>(loop, v1, v2, 1, 0);
        s.eliminations = {{extra_cells[0], v1}, {extra_cells[0], v2}};
        add(std::move(s), loop);
      } else if (extra_cells.size() > 2) {
        type2();
      } else if (extra_cells.size() == 2) {
        int const c1 = extra_cells[0], c2 = extra_cells[1];
        mask const rest = static_cast<mask>((g.candidates(c1) | g.candidates(c2)) & ~pair);
        if (bit_count(rest) == 1) {
          type2();
        } else if (bit_count(rest) >= 2) {
          std::vector<step> t3;
          detail::loop_type3(g, loop, c1, c2, v1, v2, t3);
          for (auto& s : t3) add(std::move(s), loop);
        }
        // Type 4: v1 or v2 confined to c1, c2 in a house they share.
        int lock1 = -1, lock2 = -1;
        for (int kind = 0; kind < 3; ++kind) {
          int const u = detail::unit_of_kind<N>(kind, c1);
          if (u != detail::unit_of_kind<N>(kind, c2)) continue;
          auto const others = H::members(u) - typename H::set(H::set::of(c1) | H::set::of(c2));
          if (!(g.cells_with(v1) & others).any()) lock1 = u;
          if (!(g.cells_with(v2) & others).any()) lock2 = u;
        }
        if (lock1 >= 0 || lock2 >= 0) {
          int const rem = lock1 >= 0 ? v2 : v1;
          step s = detail::loop_step<N>(loop, v1, v2, 4, 0);
          s.houses = {lock1 >= 0 ? lock1 : lock2};
          s.eliminations = {{c1, rem}, {c2, rem}};
          add(std::move(s), loop);
        }
      }
    }
    (void)S;
  }
  std::stable_sort(hints.begin(), hints.end(), [](detail::loop_hint const& a, detail::loop_hint const& b) {
    if (a.s.rating != b.s.rating) return a.s.rating < b.s.rating;
    return a.type < b.type;
  });
  std::vector<step> out;
  out.reserve(hints.size());
  for (auto& h : hints) out.push_back(std::move(h.s));
  return out;
}

/// The first unique rectangle or loop step in SE's order.
template <int N>
std::optional<step> find_unique_loop(candidate_grid<N> const& g) {
  auto all = unique_loop_steps(g);
  if (all.empty()) return std::nullopt;
  return std::move(all.front());
}

/// The bivalue universal grave step, when the board is one plus a few
/// extra candidates (SE's BUG types 1 to 4, in SE's order).
template <int N>
std::optional<step> find_bug(candidate_grid<N> const& g) {
  using H = houses<N>;
  using mask = typename candidate_grid<N>::mask;
  using set = typename H::set;
  constexpr int S = N * N;
  candidate_grid<N> temp = g;
  std::vector<int> bug_cells;
  std::vector<mask> bug_values(H::cells, 0);
  mask all_bug = 0;
  set common;
  bool have_common = false;
  for (int kind = 0; kind < 3; ++kind) {
    int const first = kind == 0 ? 2 * S : kind == 1 ? 0 : S;
    for (int i = 0; i < S; ++i) {
      int const u = first + i;
      for (int d = 1; d <= S; ++d) {
        int const card = bit_count(g.positions(u, d));
        if (card == 0 || card == 2) continue;
        std::vector<int> fresh;
        for (int c : g.cells_with(d) & H::members(u))
          if (bit_count(g.candidates(c)) >= 3) fresh.push_back(c);
        if (fresh.empty()) return std::nullopt;
        if (fresh.size() != 1) continue;
        int const c = fresh[0];
        if (std::find(bug_cells.begin(), bug_cells.end(), c) == bug_cells.end()) bug_cells.push_back(c);
        bug_values[static_cast<std::size_t>(c)] =
            static_cast<mask>(bug_values[static_cast<std::size_t>(c)] | candidate_grid<N>::bit(d - 1));
        all_bug = static_cast<mask>(all_bug | candidate_grid<N>::bit(d - 1));
        temp.eliminate(c, d);
        if (!have_common) {
          common = H::peers(c);
          have_common = true;
        } else {
          common &= H::peers(c);
        }
        for (int b : bug_cells) common.reset(b);
        if (bug_cells.size() > 1 && bit_count(all_bug) > 1 && common.empty()) return std::nullopt;
      }
    }
  }
  for (int c = 0; c < H::cells; ++c)
    if (temp.value(c) == 0 && bit_count(temp.candidates(c)) != 2) return std::nullopt;
  for (int u = 0; u < 3 * S; ++u)
    for (int d = 1; d <= S; ++d) {
      int const card = bit_count(temp.positions(u, d));
      if (card != 0 && card != 2) return std::nullopt;
    }
  if (bug_cells.empty()) return std::nullopt;
  step s;
  s.tech = technique::bug;
  s.side = S;
  s.cells = bug_cells;
  s.digits = all_bug;
  if (bug_cells.size() == 1) {
    int const c = bug_cells[0];
    s.variant = 1;
    s.rating = se_base(technique::bug);
    mask const rem = static_cast<mask>(g.candidates(c) & ~all_bug);
    if (bit_count(all_bug) == 1) {
      s.placements = {{c, std::countr_zero(all_bug) + 1}};
    } else {
      for (int d = 1; d <= S; ++d)
        if ((rem >> (d - 1)) & 1u) s.eliminations.push_back({c, d});
    }
    return s;
  }
  auto bug4 = [&]() -> std::optional<step> {
    int const c1 = bug_cells[0], c2 = bug_cells[1];
    mask const both = static_cast<mask>(g.candidates(c1) & g.candidates(c2) & ~all_bug);
    if (bit_count(both) != 1) return std::nullopt;
    for (int kind = 0; kind < 3; ++kind) {
      int const u = detail::unit_of_kind<N>(kind, c1);
      if (u != detail::unit_of_kind<N>(kind, c2)) continue;
      step t = s;
      t.variant = 4;
      t.rating = se_base(technique::bug) + 1;
      t.houses = {u};
      for (int c : {c1, c2}) {
        mask const rem =
            static_cast<mask>(g.candidates(c) & ~bug_values[static_cast<std::size_t>(c)] & ~both);
        for (int d = 1; d <= S; ++d)
          if ((rem >> (d - 1)) & 1u) t.eliminations.push_back({c, d});
      }
      return t;
    }
    return std::nullopt;
  };
  if (bit_count(all_bug) == 1) {
    int const d = std::countr_zero(all_bug) + 1;
    if (have_common) {
      auto const victims = common & g.cells_with(d);
      if (victims.any()) {
        s.variant = 2;
        s.rating = se_base(technique::bug) + 1;
        for (int c : victims) s.eliminations.push_back({c, d});
        return s;
      }
    }
    if (bug_cells.size() == 2) return bug4();
    return std::nullopt;
  }
  if (!have_common || common.empty()) return std::nullopt;
  if (bug_cells.size() == 2)
    if (auto t = bug4()) return t;
  // Type 3: the bug cells, seen as one cell holding the extra digits, form a
  // naked set with other cells of a house they share.
  set bugs;
  for (int c : bug_cells) bugs.set(c);
  for (int kind = 0; kind < 3; ++kind) {
    int const u = H::common_unit(bugs, kind == 0 ? house_kind::box : kind == 1 ? house_kind::row : house_kind::column);
    if (u < 0) continue;
    std::vector<int> region_cells;
    for (int c : common & H::members(u)) region_cells.push_back(c);
    for (int degree = 2; degree <= std::min(6, S - 1); ++degree) {
      if (static_cast<int>(region_cells.size()) < degree) continue;
      std::optional<step> found;
      detail::for_each_combination(static_cast<int>(region_cells.size()), degree - 1, [&](std::uint64_t combo) {
        mask others = 0;
        bool ok = bit_count(all_bug) >= 2;
        std::vector<int> naked;
        for (std::uint64_t m = combo; m; m &= m - 1) {
          int const c = region_cells[static_cast<std::size_t>(std::countr_zero(m))];
          naked.push_back(c);
          mask const cm = g.candidates(c);
          if (bit_count(cm) < 2) ok = false;
          others = static_cast<mask>(others | cm);
        }
        if (bit_count(others) != degree) return false;
        mask const set_digits = static_cast<mask>(others | all_bug);
        if (!ok || bit_count(set_digits) != degree) return false;
        step t = s;
        t.variant = 3;
        t.rating = se_base(technique::bug) + degree;
        t.houses = {u};
        for (int c : region_cells) {
          if (std::find(naked.begin(), naked.end(), c) != naked.end() || bugs.test(c)) continue;
          mask const hit = static_cast<mask>(g.candidates(c) & set_digits);
          for (int d = 1; d <= S; ++d)
            if ((hit >> (d - 1)) & 1u) t.eliminations.push_back({c, d});
        }
        if (t.eliminations.empty()) return false;
        found = std::move(t);
        return true;
      });
      if (found) return found;
    }
  }
  return std::nullopt;
}

}  // namespace seek::sudoku

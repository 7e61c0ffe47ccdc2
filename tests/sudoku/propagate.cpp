// Tests of what the propagate successor computes, against a slow reference
// written here from the rules alone: naked singles, hidden singles and locked
// candidates (pointing and claiming), applied cell by cell until nothing
// changes. The rules only remove candidates, so every order of applying them
// ends at the same boards: a propagated child must hold exactly the
// reference's candidates, and a child the reference refutes must not appear.
// From 25x25 up the propagator also filters each unit with all-different
// matching (propagate/unit_matching.hpp): the reference then also drops every
// candidate that no complete assignment of its unit uses, found by trying
// each candidate with a plain augmenting-path matching; and the filter
// itself is checked against enumerating every assignment of small units.
// Run on 9x9 (one bit plane per symbol) and on 4x4, 16x16 and 25x25 (cell masks).
#include <doctest/doctest.h>

#include <algorithm>
#include <bit>
#include <cstdint>
#include <fstream>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include <seek/core/random.hpp>
#include <seek/sudoku/propagate/unit_matching.hpp>
#include <seek/sudoku/generate/generate.hpp>
#include <seek/sudoku/sudoku.hpp>

namespace sdk = seek::sudoku;

namespace {

using masks = std::vector<std::uint64_t>;

// The cells of every row, column and box of a side N*N board.
std::vector<std::vector<int>> units_of(int n) {
  int const s = n * n;
  std::vector<std::vector<int>> units;
  for (int i = 0; i < s; ++i) {
    std::vector<int> row, col, box;
    for (int j = 0; j < s; ++j) {
      row.push_back(i * s + j);
      col.push_back(j * s + i);
      box.push_back((i / n * n + j / n) * s + i % n * n + j % n);
    }
    units.push_back(row);
    units.push_back(col);
    units.push_back(box);
  }
  return units;
}

// Removes `drop` from cell c; false when c has nothing left.
bool remove(masks& m, int c, std::uint64_t drop, bool& changed) {
  auto& x = m[static_cast<std::size_t>(c)];
  if ((x & drop) == 0) return true;
  x &= ~drop;
  changed = true;
  return x != 0;
}

// Can every cell of `cells` (candidate masks) take a different symbol?
// Kuhn's augmenting paths, one cell at a time.
bool complete_assignment_exists(masks const& cells) {
  std::vector<int> owner(64, -1);  // symbol -> cell
  std::vector<char> seen;
  auto augment = [&](auto& self, int c) -> bool {
    for (int v = 0; v < 64; ++v) {
      if (!(cells[static_cast<std::size_t>(c)] >> v & 1) || seen[static_cast<std::size_t>(v)]) continue;
      seen[static_cast<std::size_t>(v)] = 1;
      int const d = owner[static_cast<std::size_t>(v)];
      if (d < 0 || self(self, d)) {
        owner[static_cast<std::size_t>(v)] = c;
        return true;
      }
    }
    return false;
  };
  for (int c = 0; c < static_cast<int>(cells.size()); ++c) {
    seen.assign(64, 0);
    if (!augment(augment, c)) return false;
  }
  return true;
}

// All-different on one unit: drops each candidate that leaves the unit with
// no complete assignment once its cell is fixed to it; false when the unit has none.
bool reference_all_different(masks& m, std::vector<int> const& unit, bool& changed) {
  masks cells;
  for (int c : unit) cells.push_back(m[static_cast<std::size_t>(c)]);
  if (!complete_assignment_exists(cells)) return false;
  for (std::size_t i = 0; i < cells.size(); ++i) {
    std::uint64_t const all = cells[i];
    if (std::popcount(all) == 1) continue;  // used by every complete assignment
    for (std::uint64_t rest = all; rest; rest &= rest - 1) {
      std::uint64_t const bit = rest & (0 - rest);
      auto fixed = cells;
      fixed[i] = bit;
      if (!complete_assignment_exists(fixed)) {
        m[static_cast<std::size_t>(unit[i])] &= ~bit;
        changed = true;
      }
    }
    cells[i] = m[static_cast<std::size_t>(unit[i])];
  }
  return true;
}

// The reference fixpoint of the candidates `m` of a side N*N board, or
// nothing on a contradiction (a cell or a unit with no place for a symbol).
std::optional<masks> reference_fixpoint(int n, masks m) {
  int const s = n * n;
  auto const units = units_of(n);
  std::vector<std::vector<char>> member(units.size(), std::vector<char>(static_cast<std::size_t>(s * s), 0));
  for (std::size_t u = 0; u < units.size(); ++u)
    for (int c : units[u]) member[u][static_cast<std::size_t>(c)] = 1;
  // Pairs (box, row or column) that share cells.
  std::vector<std::pair<std::size_t, std::size_t>> meetings;
  for (std::size_t bi = 2; bi < units.size(); bi += 3)
    for (std::size_t li = 0; li < units.size(); ++li) {
      if (li % 3 == 2) continue;
      bool meets = false;
      for (int c : units[bi]) meets = meets || member[li][static_cast<std::size_t>(c)];
      if (meets) meetings.emplace_back(bi, li);
    }
  for (bool changed = true; changed;) {
    changed = false;
    for (auto const& u : units) {
      // Naked singles: a cell with one symbol takes it from the unit.
      for (int c : u) {
        auto const x = m[static_cast<std::size_t>(c)];
        if (x == 0) return std::nullopt;
        if (std::popcount(x) != 1) continue;
        for (int p : u)
          if (p != c && !remove(m, p, x, changed)) return std::nullopt;
      }
      // Hidden singles: a symbol with one cell in the unit goes there.
      for (int d = 0; d < s; ++d) {
        std::uint64_t const bit = std::uint64_t{1} << d;
        std::vector<int> where;
        for (int c : u)
          if (m[static_cast<std::size_t>(c)] & bit) where.push_back(c);
        if (where.empty()) return std::nullopt;
        if (where.size() == 1 && m[static_cast<std::size_t>(where[0])] != bit) {
          m[static_cast<std::size_t>(where[0])] = bit;
          changed = true;
        }
      }
    }
    // All-different, from 25x25 up (the costly rule: only once the others stall).
    if (n >= 5 && !changed)
      for (auto const& u : units)
        if (!reference_all_different(m, u, changed)) return std::nullopt;
    // Locked candidates: where a box meets a row or column, a symbol confined
    // to the meeting cells in one of the two leaves the rest of the other.
    for (auto const& meeting : meetings) {
      auto const &box = units[meeting.first], &line = units[meeting.second];
      auto const &box_has = member[meeting.first], &line_has = member[meeting.second];
      auto const in_box = [&](int c) { return box_has[static_cast<std::size_t>(c)] != 0; };
      auto const in_line = [&](int c) { return line_has[static_cast<std::size_t>(c)] != 0; };
      for (int d = 0; d < s; ++d) {
        std::uint64_t const bit = std::uint64_t{1} << d;
        bool box_inside = true, line_inside = true, anywhere = false;
        for (int c : box) {
          if ((m[static_cast<std::size_t>(c)] & bit) && !in_line(c)) box_inside = false;
          anywhere = anywhere || (m[static_cast<std::size_t>(c)] & bit);
        }
        if (!anywhere) return std::nullopt;
        for (int c : line)
          if ((m[static_cast<std::size_t>(c)] & bit) && !in_box(c)) line_inside = false;
        for (int c : line)
          if (box_inside && !in_box(c) && !remove(m, c, bit, changed)) return std::nullopt;
        for (int c : box)
          if (line_inside && !in_line(c) && !remove(m, c, bit, changed)) return std::nullopt;
      }
    }
  }
  return m;
}

template <int N>
masks candidates_of(sdk::board<N> const& b) {
  masks m;
  for (int c = 0; c < sdk::board<N>::cells; ++c) m.push_back(b.candidates(c));
  return m;
}

// The propagated child of an unsettled board matches the reference.
template <int N>
void check_settle(sdk::board<N> const& b) {
  auto const want = reference_fixpoint(N, candidates_of(b));
  std::vector<sdk::board<N>> got;
  for (auto const& child : sdk::propagate(b)) got.push_back(child);
  REQUIRE(got.size() == (want ? 1u : 0u));
  if (!want) return;
  auto const& child = got[0];
  CHECK(child.settled());
  CHECK(candidates_of(child) == *want);
  int open = 0;
  for (auto x : *want) open += std::popcount(x) > 1;
  CHECK(child.open_cells() == open);  // every single is placed
}

// The smallest choice of a settled board, from the definition: its first
// open cell with the fewest candidates, unless (from 25x25 up) some unit has a
// symbol not yet placed there with fewer possible cells, 2 to 4 (the first
// such unit and symbol with the fewest): then the cells of that place. On
// 9x9, when the fewest is two: among the first six open cells with two
// candidates, the one with the most open peers (the first on ties).
struct choice {
  std::vector<int> cells;  // the cells the children fill, in order
  int symbol = 0;          // 0: each candidate of the one cell; else this symbol in each cell
};

template <int N>
choice smallest_choice(sdk::board<N> const& b) {
  int const s = sdk::board<N>::side;
  int cell = -1, fewest = 1 << 20;
  for (int c = 0; c < sdk::board<N>::cells; ++c)
    if (!b.is_set(c) && std::popcount(b.candidates(c)) < fewest) {
      cell = c;
      fewest = std::popcount(b.candidates(c));
    }
  if (N == 3 && fewest == 2) {
    int scanned = 0, most = -1;
    for (int c = 0; c < sdk::board<N>::cells && scanned < 6; ++c) {
      if (b.is_set(c) || std::popcount(b.candidates(c)) != 2) continue;
      ++scanned;
      int peers = 0;
      for (int p = 0; p < sdk::board<N>::cells; ++p)
        peers += p != c && !b.is_set(p) &&
                 (p / 9 == c / 9 || p % 9 == c % 9 || (p / 27 == c / 27 && p % 9 / 3 == c % 9 / 3));
      if (peers > most) {
        most = peers;
        cell = c;
      }
    }
  }
  choice out{{cell}, 0};
  if (N < 5) return out;
  int best = std::min(fewest, 5);
  auto const units = units_of(N);
  for (int kind : {0, 1, 2})  // rows, columns, boxes: the successor numbers units that way
    for (std::size_t u = static_cast<std::size_t>(kind); u < units.size(); u += 3)
      for (int v = 1; v <= s; ++v) {
        std::vector<int> where;
        bool placed = false;
        for (int c : units[u]) {
          if (b.value(c) == v) placed = true;
          if (!b.is_set(c) && (b.candidates(c) >> (v - 1) & 1)) where.push_back(c);
        }
        if (!placed && static_cast<int>(where.size()) < best) {
          best = static_cast<int>(where.size());
          out = {where, v};
        }
      }
  return out;
}

// The children of a settled board: one per option of its smallest choice
// that the reference does not refute, in order, each propagated to the
// reference's fixpoint.
// Returns true when it branched on a place.
template <int N>
bool check_branch(sdk::board<N> const& settled) {
  if (settled.complete()) return false;
  auto const ch = smallest_choice(settled);
  std::vector<masks> want;
  std::vector<std::pair<int, int>> options;  // (cell, symbol)
  if (ch.symbol == 0)
    for (int v = 1; v <= sdk::board<N>::side; ++v) options.emplace_back(ch.cells[0], v);
  else
    for (int c : ch.cells) options.emplace_back(c, ch.symbol);
  std::vector<std::pair<int, int>> kept;
  for (auto [cell, v] : options) {
    auto b = settled;
    if (!b.place(cell, v)) continue;
    if (auto m = reference_fixpoint(N, candidates_of(b))) {
      want.push_back(*m);
      kept.emplace_back(cell, v);
    }
  }
  std::vector<masks> got;
  for (auto const& child : sdk::propagate(settled)) {
    if (got.size() < kept.size()) CHECK(child.value(kept[got.size()].first) == kept[got.size()].second);
    got.push_back(candidates_of(child));
  }
  CHECK(got == want);
  return ch.symbol != 0;
}

// Random boards of box size N: `clues` cells of a random solution grid (so
// solvable), and the same number of random placements (often dead).
template <int N>
std::vector<sdk::board<N>> random_boards(std::uint64_t seed, int count, int clues) {
  seek::xoshiro256ss gen(seed);
  std::vector<sdk::board<N>> out;
  for (int i = 0; i < count; ++i) {
    auto const full = sdk::random_grid(N, gen);
    sdk::grid g(N);
    for (int k = 0; k < clues; ++k) {
      auto const c = static_cast<std::size_t>(gen() % full.cells.size());
      g.cells[c] = full.cells[c];
    }
    out.push_back(sdk::board<N>::from_grid(g));
    sdk::board<N> b;
    for (int k = 0; k < clues; ++k) {
      int const c = static_cast<int>(gen() % sdk::board<N>::cells);
      b.place(c, static_cast<int>(gen() % sdk::board<N>::side) + 1);  // refused if not possible
    }
    out.push_back(b);
  }
  return out;
}

// Returns how many boards branched on a place.
template <int N>
int check_all(std::vector<sdk::board<N>> const& boards) {
  int places = 0;
  for (auto const& b : boards) {
    check_settle(b);
    for (auto const& settled : sdk::propagate(b)) places += check_branch(settled);
  }
  return places;
}

std::vector<sdk::board<3>> read_9x9_boards(std::string const& path, std::size_t max) {
  std::vector<sdk::board<3>> out;
  std::ifstream in(path);
  std::string line;
  while (out.size() < max && std::getline(in, line)) {
    if (line.size() < 81 || line[0] == '#') continue;
    sdk::grid g(3);
    for (std::size_t i = 0; i < 81; ++i) g.cells[i] = (line[i] >= '1' && line[i] <= '9') ? line[i] - '0' : 0;
    out.push_back(sdk::board<3>::from_grid(g));
  }
  return out;
}

}  // namespace

TEST_CASE("propagate on 9x9: the reference fixpoint, on random boards") {
  check_all(random_boards<3>(1, 40, 30));
  check_all(random_boards<3>(2, 40, 22));
  check_all(random_boards<3>(3, 20, 12));
}

TEST_CASE("propagate on 9x9: the reference fixpoint, on hard puzzles and their search trees") {
  std::string const dir = SEEK_SHARED_DATA;
  auto const hard = read_9x9_boards(dir + "/puzzles5_forum_hardest_1905_11+.txt", 40);
  if (hard.empty()) {
    MESSAGE("skipped: shared puzzle sets not found in " << dir);
    return;
  }
  check_all(hard);
  // Deeper down: every node of the search up to the second solution of a
  // few puzzles, where most eliminations come from earlier branches.
  for (std::size_t i = 0; i < 5; ++i) {
    int found = 0;
    for (auto const& node : seek::dfs(hard[i], sdk::propagate)) {
      if (node.settled()) check_branch(node);
      if (node.complete() && ++found == 2) break;
    }
  }
}

TEST_CASE("propagate on 4x4 and 16x16: the reference fixpoint, on random boards") {
  check_all(random_boards<2>(4, 100, 4));
  check_all(random_boards<4>(5, 4, 120));
}

TEST_CASE("propagate on 25x25: the reference fixpoint, and branching on a symbol's places") {
  // Boards with 200 random givens of a solution: settled, most open cells keep
  // more than 2 candidates while some symbol has only 2 to 4 places in a unit.
  CHECK(check_all(random_boards<5>(8, 3, 200)) > 0);
}

// Every symbol that some complete assignment of `cells` gives each cell, by
// trying them all; nothing when there is none.
std::optional<masks> used_by_assignments(masks const& cells) {
  masks used(cells.size(), 0);
  masks current(cells.size(), 0);
  bool any = false;
  auto walk = [&](auto& self, std::size_t i, std::uint64_t taken) -> void {
    if (i == cells.size()) {
      any = true;
      for (std::size_t k = 0; k < cells.size(); ++k) used[k] |= current[k];
      return;
    }
    for (std::uint64_t rest = cells[i] & ~taken; rest; rest &= rest - 1) {
      current[i] = rest & (0 - rest);
      self(self, i + 1, taken | current[i]);
    }
  };
  walk(walk, 0, 0);
  if (!any) return std::nullopt;
  return used;
}

template <class Mask>
void check_filter_on_random_units(std::uint64_t seed, int max_symbols, int rounds) {
  seek::xoshiro256ss gen(seed);
  int kept_all = 0, filtered = 0, refuted = 0;
  for (int r = 0; r < rounds; ++r) {
    int const symbols = 1 + static_cast<int>(gen() % static_cast<std::uint64_t>(max_symbols));
    int const n = 1 + static_cast<int>(gen() % static_cast<std::uint64_t>(symbols));  // cells <= symbols
    int const density = 1 + static_cast<int>(gen() % 4);  // a candidate in about density/5 of the pairs
    masks cells(static_cast<std::size_t>(n), 0);
    for (auto& c : cells)
      for (int v = 0; v < symbols; ++v)
        if (static_cast<int>(gen() % 5) < density) c |= std::uint64_t{1} << v;
    std::vector<Mask> got;
    for (auto c : cells) got.push_back(static_cast<Mask>(c));
    auto const want = used_by_assignments(cells);
    CAPTURE(r);
    bool const ok = sdk::detail::filter_all_different(std::span<Mask>(got));
    REQUIRE(ok == want.has_value());
    if (!ok) {
      ++refuted;
      continue;
    }
    masks back;
    for (auto g : got) back.push_back(g);
    CHECK(back == *want);
    (back == cells ? kept_all : filtered) += 1;
  }
  // The random units cover the three outcomes.
  CHECK(kept_all > 0);
  CHECK(filtered > 0);
  CHECK(refuted > 0);
}

TEST_CASE("all-different filtering of a unit keeps exactly what some complete assignment uses") {
  check_filter_on_random_units<std::uint8_t>(11, 8, 3000);
  check_filter_on_random_units<std::uint16_t>(12, 9, 2000);
  check_filter_on_random_units<std::uint64_t>(13, 10, 500);
}

TEST_CASE("propagate on 36x36: the reference fixpoint, on hard boards") {
  // tests/data/sudoku_36x36_qwh_hard.txt: 540 to 580 givens of 1,296, where
  // all-different filtering removes candidates that singles and locked
  // candidates leave (64-bit masks, two words of dirty units).
  std::ifstream in(std::string(SEEK_TEST_DATA) + "/sudoku_36x36_qwh_hard.txt");
  std::vector<sdk::board<6>> boards;
  for (std::string line; std::getline(in, line) && boards.size() < 2;) {
    if (line.empty() || line[0] == '#') continue;
    auto const parsed = sdk::parse_puzzle(line);
    REQUIRE(std::holds_alternative<sdk::grid>(parsed));
    boards.push_back(sdk::board<6>::from_grid(std::get<sdk::grid>(parsed)));
  }
  REQUIRE(boards.size() == 2);
  for (auto const& b : boards) check_settle(b);
}

TEST_CASE("fewest_candidates and first_empty on 9x9 branch where a cell scan says") {
  for (auto const& b : random_boards<3>(6, 30, 20)) {
    int fewest = -1, count = 100, first = -1;
    for (int c = 0; c < 81; ++c) {
      if (b.is_set(c)) continue;
      if (first < 0) first = c;
      int const k = std::popcount(b.candidates(c));
      if (k < count) {
        fewest = c;
        count = k;
        if (k <= 1) break;  // cannot be beaten (the successor stops here too)
      }
    }
    for (auto const& child : sdk::fewest_candidates(b)) {
      CHECK(child.is_set(fewest));
      CHECK(child.open_cells() == b.open_cells() - 1);
    }
    int children = 0;
    for (auto const& child : sdk::first_empty(b)) {
      CHECK(child.is_set(first));
      ++children;
    }
    CHECK(children == (first < 0 ? 0 : std::popcount(b.candidates(first))));
  }
}

// examples/models/quasigroup.hpp: quasigroup completion (Latin squares with
// holes) as a model of seek::cdcl, and as a plain dfs model to compare.
//
// A Latin square of order n has each of n symbols once in every row and
// every column; completing one from some given cells is NP-complete (Colbourn
// 1984) and a classic benchmark of constraint solvers (Gomes and Selman's
// "quasigroups with holes"). For seek::cdcl it is written one-hot: variable
// (r, c, v) says "cell (r, c) holds v", and the constraints are groups of
// variables of which exactly one holds (each cell's n symbols, each row's
// and each column's n places of a symbol). exactly_one_model is that model
// for any groups (a sudoku is the same with the boxes' groups added), and
// it explains itself cheaply: a variable set true makes the others of its
// groups false, because of it (propagate); "at least one of the group" it
// states as a clause (clauses), which the engine watches itself: a group
// all false but one makes that one true, because of the others, and a group
// all false fails, because of all of them.
//
// dfs_next is the same puzzle as a seek::dfs model: the state is the grid
// with its candidates, the successors fill the cell of fewest candidates.
#pragma once

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include <seek/core/random.hpp>
#include <seek/learn/cdcl.hpp>
#include <seek/learn/explaining_model.hpp>
#include <seek/learn/literal.hpp>

namespace quasigroup {

/// Groups of boolean variables of which exactly one holds, and facts, as a
/// seek::explaining_model (see the top of this file).
class exactly_one_model {
 public:
  /// `variables` variables; add groups and facts before searching.
  explicit exactly_one_model(std::uint32_t variables) : data_(std::make_shared<data>()) {
    data_->variables = variables;
    data_->group_start.push_back(0);
  }
  /// Exactly one of `members` holds.
  void add_group(std::vector<std::uint32_t> const& members) {
    if (members.empty()) throw std::invalid_argument("exactly_one_model: an empty group has no solution");
    for (std::uint32_t m : members) {
      if (m >= data_->variables) throw std::out_of_range("exactly_one_model: variable " + std::to_string(m));
    }
    data_->members.insert(data_->members.end(), members.begin(), members.end());
    data_->group_start.push_back(static_cast<std::uint32_t>(data_->members.size()));
    data_->groups_of.clear();  // rebuilt on first use
  }
  /// `fact` holds (a clue).
  void add_fact(seek::literal fact) { data_->facts.push_back(fact); }

  // seek::explaining_model
  [[nodiscard]] std::size_t variables() const noexcept { return data_->variables; }
  bool start(seek::propagation_context& ctx) const {
    index();
    for (seek::literal f : data_->facts) {
      if (!ctx.imply(f, {})) return false;
    }
    return true;
  }
  [[nodiscard]] bool initial_phase(std::uint32_t) const noexcept { return false; }
  /// "At least one of each group", as clauses the engine checks by two
  /// watched literals: a group all false but one makes that one true, the
  /// clause its reason (naked and hidden singles, for a sudoku).
  [[nodiscard]] std::vector<std::vector<seek::literal>> clauses() const {
    data const& d = *data_;
    std::vector<std::vector<seek::literal>> out;
    for (std::size_t g = 0; g + 1 < d.group_start.size(); ++g) {
      std::vector<seek::literal>& c = out.emplace_back();
      for (std::uint32_t k = d.group_start[g]; k < d.group_start[g + 1]; ++k) {
        c.push_back(seek::literal::positive(d.members[k]));
      }
    }
    return out;
  }
  /// "At most one of each group": a variable set true makes the others of
  /// its groups false, because of it.
  bool propagate(seek::propagation_context& ctx, seek::literal p) const {
    if (p.is_negative()) return true;
    data const& d = *data_;
    std::uint32_t const x = p.var();
    for (std::uint32_t k = d.groups_start[x]; k < d.groups_start[x + 1]; ++k) {
      std::uint32_t const g = d.groups_of[k];
      for (std::uint32_t m = d.group_start[g]; m < d.group_start[g + 1]; ++m) {
        std::uint32_t const u = d.members[m];
        if (u != x && !ctx.imply(seek::literal::negative(u), {p})) return false;
      }
    }
    return true;
  }

 private:
  struct data {
    std::uint32_t variables = 0;
    std::vector<std::uint32_t> members;
    std::vector<std::uint32_t> group_start;
    std::vector<seek::literal> facts;
    std::vector<std::uint32_t> groups_of;     // the groups of each variable, flat
    std::vector<std::uint32_t> groups_start;  // where each variable's groups start
  };
  // The groups of each variable (before the first search; the model is
  // shared by copies, so this is done once).
  void index() const {
    data& d = *data_;
    if (!d.groups_of.empty() || d.members.empty()) return;
    d.groups_start.assign(d.variables + 1, 0);
    for (std::uint32_t m : d.members) ++d.groups_start[m + 1];
    for (std::size_t v = 0; v < d.variables; ++v) d.groups_start[v + 1] += d.groups_start[v];
    d.groups_of.resize(d.members.size());
    std::vector<std::uint32_t> at(d.groups_start.begin(), d.groups_start.end() - 1);
    for (std::uint32_t g = 0; g + 1 < d.group_start.size(); ++g) {
      for (std::uint32_t k = d.group_start[g]; k < d.group_start[g + 1]; ++k) d.groups_of[at[d.members[k]]++] = g;
    }
  }
  std::shared_ptr<data> data_;
};

/// A partial Latin square: order n, cells row-major, -1 for a hole.
struct square {
  int order = 0;
  std::vector<int> cells;
  [[nodiscard]] int at(int r, int c) const { return cells[static_cast<std::size_t>(r * order + c)]; }
};

/// The variable "cell (r, c) holds v" of order n.
constexpr std::uint32_t variable(int n, int r, int c, int v) {
  return static_cast<std::uint32_t>((r * n + c) * n + v);
}

/// The completion problem of `s` for seek::cdcl.
inline exactly_one_model completion_model(square const& s) {
  int const n = s.order;
  exactly_one_model m(static_cast<std::uint32_t>(n * n * n));
  std::vector<std::uint32_t> g;
  for (int a = 0; a < n; ++a) {
    for (int b = 0; b < n; ++b) {
      g.clear();
      for (int k = 0; k < n; ++k) g.push_back(variable(n, a, b, k));  // cell (a, b)
      m.add_group(g);
      g.clear();
      for (int k = 0; k < n; ++k) g.push_back(variable(n, a, k, b));  // symbol b in row a
      m.add_group(g);
      g.clear();
      for (int k = 0; k < n; ++k) g.push_back(variable(n, k, a, b));  // symbol b in column a
      m.add_group(g);
    }
  }
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      if (s.at(r, c) >= 0) m.add_fact(seek::literal::positive(variable(n, r, c, s.at(r, c))));
    }
  }
  return m;
}

/// The square a solution of completion_model describes.
inline square decode(seek::assignment const& a, int n) {
  square s{n, std::vector<int>(static_cast<std::size_t>(n * n), -1)};
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      for (int v = 0; v < n; ++v) {
        if (a[variable(n, r, c, v)]) s.cells[static_cast<std::size_t>(r * n + c)] = v;
      }
    }
  }
  return s;
}

/// Whether `s` is a complete Latin square agreeing with the given cells of `clues`.
inline bool completes(square const& s, square const& clues) {
  int const n = s.order;
  for (int i = 0; i < n; ++i) {
    std::vector<int> row(static_cast<std::size_t>(n), 0);
    std::vector<int> col(static_cast<std::size_t>(n), 0);
    for (int k = 0; k < n; ++k) {
      int const a = s.at(i, k);
      int const b = s.at(k, i);
      if (a < 0 || b < 0 || a >= n || b >= n) return false;
      if (++row[static_cast<std::size_t>(a)] > 1 || ++col[static_cast<std::size_t>(b)] > 1) return false;
      if (clues.at(i, k) >= 0 && clues.at(i, k) != a) return false;
    }
  }
  return true;
}

/// A quasigroup with holes: a random Latin square of order n (a cyclic
/// square with its rows, columns and symbols shuffled by `seed`), with each
/// cell a hole with probability holes_percent / 100. It has a completion.
inline square with_holes(int n, int holes_percent, std::uint64_t seed) {
  seek::xoshiro256ss random(seed);
  auto shuffled = [&] {
    std::vector<int> p(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) p[static_cast<std::size_t>(i)] = i;
    for (std::size_t i = p.size(); i > 1; --i) std::swap(p[i - 1], p[seek::uniform_below(random, i)]);
    return p;
  };
  std::vector<int> const rows = shuffled();
  std::vector<int> const cols = shuffled();
  std::vector<int> const symbols = shuffled();
  square s{n, std::vector<int>(static_cast<std::size_t>(n * n))};
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      int const v = symbols[static_cast<std::size_t>((rows[static_cast<std::size_t>(r)] + cols[static_cast<std::size_t>(c)]) % n)];
      bool const hole = seek::uniform_below(random, 100) < static_cast<std::uint64_t>(holes_percent);
      s.cells[static_cast<std::size_t>(r * n + c)] = hole ? -1 : v;
    }
  }
  return s;
}

/// A state of the plain dfs model: the square and, per cell, its candidates as bits.
struct state {
  square grid;
  std::vector<std::uint64_t> candidates;
  bool failed = false;
};

/// The root state of `s` for dfs (order at most 64): candidates by forward checking.
inline state dfs_root(square const& s) {
  int const n = s.order;
  if (n < 1 || n > 64) throw std::invalid_argument("quasigroup::dfs_root: order 1..64");
  std::uint64_t const all = n == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << n) - 1;
  state st{square{n, std::vector<int>(static_cast<std::size_t>(n * n), -1)},
           std::vector<std::uint64_t>(static_cast<std::size_t>(n * n), all), false};
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      int const v = s.at(r, c);
      if (v < 0) continue;
      if ((st.candidates[static_cast<std::size_t>(r * n + c)] >> v & 1U) == 0) st.failed = true;
      st.grid.cells[static_cast<std::size_t>(r * n + c)] = v;
      for (int k = 0; k < n; ++k) {
        st.candidates[static_cast<std::size_t>(r * n + k)] &= ~(std::uint64_t{1} << v);
        st.candidates[static_cast<std::size_t>(k * n + c)] &= ~(std::uint64_t{1} << v);
      }
    }
  }
  return st;
}

/// The successors for seek::dfs: the hole of fewest candidates, each symbol
/// ascending, removed from its row and column (forward checking).
inline std::vector<state> dfs_next(state const& s) {
  int const n = s.grid.order;
  std::vector<state> children;
  if (s.failed) return children;
  int best = -1;
  int fewest = n + 1;
  for (int i = 0; i < n * n; ++i) {
    if (s.grid.cells[static_cast<std::size_t>(i)] >= 0) continue;
    int const k = std::popcount(s.candidates[static_cast<std::size_t>(i)]);
    if (k < fewest) {
      fewest = k;
      best = i;
    }
  }
  if (best < 0) return children;
  int const r = best / n;
  int const c = best % n;
  for (std::uint64_t bits = s.candidates[static_cast<std::size_t>(best)]; bits != 0; bits &= bits - 1) {
    int const v = std::countr_zero(bits);
    state child = s;
    child.grid.cells[static_cast<std::size_t>(best)] = v;
    for (int k = 0; k < n; ++k) {
      child.candidates[static_cast<std::size_t>(r * n + k)] &= ~(std::uint64_t{1} << v);
      child.candidates[static_cast<std::size_t>(k * n + c)] &= ~(std::uint64_t{1} << v);
    }
    children.push_back(std::move(child));
  }
  return children;
}

/// Whether a dfs state is a complete square (its construction keeps it Latin).
inline bool dfs_complete(state const& s) {
  return !s.failed && std::none_of(s.grid.cells.begin(), s.grid.cells.end(), [](int v) { return v < 0; });
}

}  // namespace quasigroup

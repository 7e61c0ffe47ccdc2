// seek/sudoku/solve/explained_model.hpp: a sudoku as a model of seek::cdcl
// that says why each of its inferences holds (seek::explaining_model).
//
// Conflict-driven learning needs a model that explains itself: every fact it
// infers comes with the earlier facts it follows from, so that a dead end
// yields a short conflict clause the engine learns and jumps back by. This is
// that model for a board of any size. Its variables are one-hot: variable
// cell * side + (v - 1) says "cell holds symbol v"; its negation is the
// elimination of v from the cell. Its inferences, each with its reason:
//   - a placement eliminates the symbol from the cell's peers and every other
//     symbol from the cell, because of the placement alone ("at most one"
//     per cell and per house: propagate);
//   - a naked single (a cell's symbols all eliminated but one) and a hidden
//     single (a house's places of a symbol all eliminated but one) place it,
//     because of those eliminations: stated as the clauses "at least one
//     symbol per cell, at least one place per house and symbol" (clauses),
//     which the engine checks by two watched literals, far cheaper than a
//     scan; a clause all false is the failure, the eliminations its reason.
// The board it starts from is settled first by the board's own propagation
// (singles, locked candidates, all-different matching); what that settles
// holds in every solution, so it is stated as facts of level 0 without
// reasons (start), and the clauses leave out what is settled: a clause
// already satisfied is dropped, an eliminated symbol is not listed.
// The engine (decisions, learning, restarts) knows nothing of sudoku; the
// first value tried for a variable is "placed" (initial_phase), so a
// decision is a placement, as in dfs. Used by seek::sudoku::solve when its
// engine is cdcl (solve_options.hpp, first_solution.hpp).
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

#include <seek/learn/cdcl.hpp>
#include <seek/learn/explaining_model.hpp>
#include <seek/learn/literal.hpp>
#include <seek/sudoku/board/board.hpp>
#include <seek/sudoku/io/grid.hpp>
#include <seek/sudoku/propagate/propagate.hpp>

namespace seek::sudoku {

/// A sudoku board as a seek::explaining_model (see the top of this file).
class explained_model {
 public:
  /// The model of `b`, settled first by the board's own propagation; a
  /// board that propagation refutes gives a model without solutions.
  template <int N>
  explicit explained_model(board<N> b) {
    auto const built = std::make_shared<data>();
    data& d = *built;
    d.box = N;
    d.side = N * N;
    d.cells = d.side * d.side;
    if (!b.complete() && !b.settled() && !detail::propagate_board(b)) {
      d.refuted = true;
    } else {
      d.candidates.resize(static_cast<std::size_t>(d.cells));
      for (int c = 0; c < d.cells; ++c) {
        auto const m = b.candidates(c);
        std::uint64_t bits = 0;
        for (int v = 0; v < d.side; ++v) {
          if ((m >> v) & 1U) bits |= std::uint64_t{1} << v;
        }
        d.candidates[static_cast<std::size_t>(c)] = bits;
      }
    }
    build_peers(d);
    build_clauses(d);
    data_ = built;
  }

  /// Anything but a board: refused with the reason (a grid is read into a
  /// board first: board<N>::from_grid, or with_board for a run-time size).
  template <class NotABoard>
  explicit explained_model(NotABoard const&) {
    static_assert(sizeof(NotABoard) == 0,
                  "seek::sudoku::explained_model is made from a board<N>: read a grid with board<N>::from_grid(g) "
                  "or with_board(g, f) first");
  }

  /// The box size: the board is box² x box².
  [[nodiscard]] int box() const noexcept { return data_->box; }
  /// The variable "cell `cell` holds symbol `v`" (v in 1..side).
  [[nodiscard]] std::uint32_t variable(int cell, int v) const noexcept {
    return static_cast<std::uint32_t>(cell * data_->side + v - 1);
  }
  /// The grid a solution of this model describes.
  [[nodiscard]] grid decode(assignment const& a) const {
    data const& d = *data_;
    grid g(d.box);
    for (int c = 0; c < d.cells; ++c) {
      for (int v = 1; v <= d.side; ++v) {
        if (a[variable(c, v)]) g.cells[static_cast<std::size_t>(c)] = v;
      }
    }
    return g;
  }

  // seek::explaining_model
  [[nodiscard]] std::size_t variables() const noexcept {
    return static_cast<std::size_t>(data_->cells) * static_cast<std::size_t>(data_->side);
  }
  /// The settled board's placements and eliminations, facts of level 0.
  bool start(propagation_context& ctx) const {
    data const& d = *data_;
    if (d.refuted) return ctx.fail({});
    for (int c = 0; c < d.cells; ++c) {
      std::uint64_t const m = d.candidates[static_cast<std::size_t>(c)];
      if (m == 0) return ctx.fail({});
      bool const placed = (m & (m - 1)) == 0;
      for (int v = 1; v <= d.side; ++v) {
        bool const possible = ((m >> (v - 1)) & 1U) != 0;
        if (placed && possible) {
          if (!ctx.imply(literal::positive(variable(c, v)), {})) return false;
        } else if (!possible) {
          if (!ctx.imply(literal::negative(variable(c, v)), {})) return false;
        }
      }
    }
    return true;
  }
  /// "At least one symbol per cell; at least one place per house and
  /// symbol", over what is still possible (see the top of this file).
  [[nodiscard]] std::vector<std::vector<literal>> const& clauses() const noexcept { return data_->clauses; }
  /// A placement eliminates its symbol from the peers and the other
  /// symbols from its cell, because of itself.
  bool propagate(propagation_context& ctx, literal p) const {
    if (p.is_negative()) return true;
    data const& d = *data_;
    int const cell = static_cast<int>(p.var()) / d.side;
    int const v = static_cast<int>(p.var()) % d.side + 1;
    std::uint32_t const base = static_cast<std::uint32_t>(cell * d.side);
    for (std::uint32_t x = base; x < base + static_cast<std::uint32_t>(d.side); ++x) {
      if (x != p.var() && !ctx.imply(literal::negative(x), {p})) return false;
    }
    std::size_t const from = static_cast<std::size_t>(cell) * d.peer_count;
    for (std::size_t k = from; k < from + d.peer_count; ++k) {
      if (!ctx.imply(literal::negative(variable(d.peers[k], v)), {p})) return false;
    }
    return true;
  }
  /// A decision is a placement: "holds" is tried first.
  [[nodiscard]] bool initial_phase(std::uint32_t) const noexcept { return true; }

 private:
  struct data {
    int box = 0;
    int side = 0;
    int cells = 0;
    bool refuted = false;
    std::vector<std::uint64_t> candidates;  // per cell, bit v - 1 for symbol v, after settling
    std::size_t peer_count = 0;
    std::vector<int> peers;  // peer_count per cell: its row, column and box, each peer once
    std::vector<std::vector<literal>> clauses;
  };

  static void build_peers(data& d) {
    int const n = d.box;
    int const side = d.side;
    d.peer_count = static_cast<std::size_t>(2 * (side - 1) + (n - 1) * (n - 1));
    d.peers.reserve(static_cast<std::size_t>(d.cells) * d.peer_count);
    for (int c = 0; c < d.cells; ++c) {
      int const r = c / side;
      int const col = c % side;
      for (int k = 0; k < side; ++k) {
        if (k != col) d.peers.push_back(r * side + k);
        if (k != r) d.peers.push_back(k * side + col);
      }
      int const r0 = r / n * n;
      int const c0 = col / n * n;
      for (int i = r0; i < r0 + n; ++i) {
        for (int j = c0; j < c0 + n; ++j) {
          if (i != r && j != col) d.peers.push_back(i * side + j);
        }
      }
    }
  }

  static void build_clauses(data& d) {
    if (d.refuted) return;
    int const n = d.box;
    int const side = d.side;
    auto possible = [&](int cell, int v) { return ((d.candidates[static_cast<std::size_t>(cell)] >> (v - 1)) & 1U) != 0; };
    auto placed = [&](int cell) {
      std::uint64_t const m = d.candidates[static_cast<std::size_t>(cell)];
      return m != 0 && (m & (m - 1)) == 0;
    };
    std::vector<literal> clause;
    for (int c = 0; c < d.cells; ++c) {  // a symbol in each cell
      if (placed(c)) continue;
      clause.clear();
      for (int v = 1; v <= side; ++v) {
        if (possible(c, v)) clause.push_back(literal::positive(static_cast<std::uint32_t>(c * side + v - 1)));
      }
      d.clauses.push_back(clause);
    }
    std::vector<int> house(static_cast<std::size_t>(side));
    for (int kind = 0; kind < 3; ++kind) {
      for (int h = 0; h < side; ++h) {
        for (int i = 0; i < side; ++i) {
          int const r = kind == 0 ? h : kind == 1 ? i : h / n * n + i / n;
          int const col = kind == 0 ? i : kind == 1 ? h : h % n * n + i % n;
          house[static_cast<std::size_t>(i)] = r * side + col;
        }
        for (int v = 1; v <= side; ++v) {  // a place for v in the house
          clause.clear();
          bool done = false;
          for (int c : house) {
            if (!possible(c, v)) continue;
            if (placed(c)) done = true;
            clause.push_back(literal::positive(static_cast<std::uint32_t>(c * side + v - 1)));
          }
          if (!done) d.clauses.push_back(clause);
        }
      }
    }
  }

  std::shared_ptr<data const> data_;
};

}  // namespace seek::sudoku

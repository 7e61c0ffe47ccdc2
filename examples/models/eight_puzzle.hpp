// examples/models/eight_puzzle.hpp: the 8-puzzle as a seek search.
//
// Eight numbered tiles and a blank on a 3 x 3 board; a move slides a tile
// next to the blank into it. The states of the puzzle form a graph, not a
// tree: every move can be undone, so a plain tree search revisits boards
// without end. seek::unique_bfs keeps a set of the boards seen and yields each
// once, at its shallowest depth, so the first goal it reaches was reached by
// a shortest sequence of moves.
//
// A search state is a node: a board and the moves that led to it from the
// start (two bits a move). Two nodes with the same board are the same state, whatever their
// paths, so the seen-set is keyed on the board alone:
//
//   seek::unique_bfs(node{start, {}}, eight_puzzle::next, seek::seen_by(&node::tiles, board_hash{}))
#pragma once

#include <algorithm>
#include <array>
#include <cstdlib>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include <seek/strategy/astar.hpp>
#include <seek/strategy/unique.hpp>
#include <seek/strategy/with_paths.hpp>
#include <seek/core/statistics.hpp>
#include <seek/range/inplace_vector.hpp>

namespace eight_puzzle {

/// Tiles in row-major order, 0 for the blank.
using board = std::array<std::uint8_t, 9>;

inline constexpr board goal{1, 2, 3, 4, 5, 6, 7, 8, 0};

/// Throws std::invalid_argument unless the board holds each of 0..8 once.
inline void check(board const& b) {
  std::array<bool, 9> present{};
  for (std::uint8_t t : b) {
    if (t > 8 || present[t])
      throw std::invalid_argument("eight_puzzle: a board must hold each of 0..8 exactly once; " +
                                  std::string(t > 8 ? "found " : "repeated ") + std::to_string(t));
    present[t] = true;
  }
}

/// A board in one 64-bit word, four bits a tile: a cheap hash key.
struct board_hash {
  std::size_t operator()(board const& b) const noexcept {
    std::uint64_t packed = 0;
    for (std::uint8_t t : b) packed = packed << 4 | t;
    return std::hash<std::uint64_t>{}(packed);
  }
};

/// True when the goal can be reached. On a board of odd width a move never
/// changes the parity of the number of inversions (pairs of tiles out of
/// order, the blank ignored), and the goal has none, so exactly the boards
/// with an even number of inversions are solvable: 9!/2 = 181,440 of them.
inline bool solvable(board const& b) {
  check(b);
  int inversions = 0;
  for (std::size_t i = 0; i < b.size(); ++i)
    for (std::size_t j = i + 1; j < b.size(); ++j)
      if (b[i] != 0 && b[j] != 0 && b[i] > b[j]) ++inversions;
  return inversions % 2 == 0;
}

/// The moves of the blank that led to a board, as letters U, D, L, R (the
/// direction the blank moves), two bits each, so that a node stays small
/// and cheap to copy. Every solvable board is within 31 moves of the goal,
/// so 32 moves hold any shortest path; a longer path is refused.
class path {
 public:
  static constexpr std::size_t capacity = 32;

  std::size_t size() const noexcept { return size_; }

  /// This path and one more move: 'U', 'D', 'L' or 'R'.
  path then(char move) const {
    if (size_ == capacity)
      throw std::length_error("eight_puzzle::path: more than 32 moves; every solvable board is within 31");
    path p = *this;
    p.bits_ |= std::uint64_t{code(move)} << (2 * size_);
    ++p.size_;
    return p;
  }

  /// The moves as a string of letters.
  std::string str() const {
    std::string out;
    for (std::size_t i = 0; i < size_; ++i) out += "UDLR"[(bits_ >> (2 * i)) & 3];
    return out;
  }

 private:
  static unsigned code(char move) noexcept {
    return move == 'U' ? 0 : move == 'D' ? 1 : move == 'L' ? 2 : 3;
  }
  std::uint64_t bits_ = 0;
  std::size_t size_ = 0;
};

/// A search state: a board and the moves that led to it from the start.
struct node {
  board tiles;
  path moves;
};

/// The successor function: the blank moves up, down, left or right, where
/// the edge of the board allows. At most four nodes, stored inline, so that
/// expanding a board allocates nothing; returned by value, the range owns
/// its nodes, and the engine moves them out.
inline constexpr auto next = [](node const& n) {
  auto const blank = static_cast<std::size_t>(std::find(n.tiles.begin(), n.tiles.end(), 0) - n.tiles.begin());
  std::size_t const row = blank / 3;
  std::size_t const col = blank % 3;
  struct move {
    char name;
    bool allowed;
    std::size_t to;
  };
  std::array<move, 4> const moves{{{'U', row > 0, blank - 3},
                                   {'D', row < 2, blank + 3},
                                   {'L', col > 0, blank - 1},
                                   {'R', col < 2, blank + 1}}};
  seek::inplace_vector<node, 4> children;
  for (move const& m : moves) {
    if (!m.allowed) continue;
    node child{n.tiles, n.moves.then(m.name)};
    std::swap(child.tiles[blank], child.tiles[m.to]);
    children.push_back(child);
  }
  return children;
};

/// Every board reachable from `start`, each once, in order of distance.
/// Pass a seek::statistics to count the search.
inline auto reachable(board const& start) {
  return seek::unique_bfs(node{start, {}}, next, seek::seen_by(&node::tiles, board_hash{}));
}
inline auto reachable(board const& start, seek::statistics& stats) {
  return seek::unique_bfs(node{start, {}}, next, stats, seek::seen_by(&node::tiles, board_hash{}));
}

/// A shortest sequence of moves from `start` to the goal, or nothing when
/// there is none (decided by parity, without searching).
inline std::optional<std::string> solve(board const& start, seek::statistics& stats) {
  if (!solvable(start)) return std::nullopt;
  for (node const& n : reachable(start, stats))
    if (n.tiles == goal) return n.moves.str();
  return std::nullopt;  // not reached: every solvable board reaches the goal
}
inline std::optional<std::string> solve(board const& start) {
  seek::statistics unused;
  return solve(start, unused);
}

/// The same moves as a weighted graph of boards, each move costing 1, for
/// seek::dijkstra and seek::astar (which keep the path, so a board is state
/// enough): `seek::astar(start, weighted_next, manhattan, seek::seen_by(std::identity{}, board_hash{}))`.
inline constexpr auto weighted_next = [](board const& b) {
  seek::inplace_vector<std::pair<board, int>, 4> out;
  auto const blank = static_cast<std::size_t>(std::find(b.begin(), b.end(), 0) - b.begin());
  std::size_t const row = blank / 3;
  std::size_t const col = blank % 3;
  auto slide = [&](std::size_t to) {
    out.emplace_back(b, 1);
    std::swap(out.back().first[blank], out.back().first[to]);
  };
  if (row > 0) slide(blank - 3);
  if (row < 2) slide(blank + 3);
  if (col > 0) slide(blank - 1);
  if (col < 2) slide(blank + 1);
  return out;
};

/// The sum over tiles of their row and column distances to their goal
/// places: a consistent heuristic (a move shifts one tile by one place).
inline int manhattan(board const& b) {
  int sum = 0;
  for (std::size_t i = 0; i < 9; ++i) {
    if (b[i] == 0) continue;
    auto const home = static_cast<std::size_t>(b[i] - 1);
    sum += std::abs(static_cast<int>(i / 3) - static_cast<int>(home / 3)) +
           std::abs(static_cast<int>(i % 3) - static_cast<int>(home % 3));
  }
  return sum;
}

/// A shortest sequence of boards from `start` to the goal (both included)
/// by A* with the Manhattan distance, or nothing when there is none.
inline std::optional<std::vector<board>> solve_astar(board const& start, seek::statistics& stats) {
  if (!solvable(start)) return std::nullopt;
  auto is_goal = [](board const& b) { return b == goal; };
  for (auto const& n : seek::with_paths(seek::astar, start, weighted_next, manhattan, stats,
                                        seek::seen_by(std::identity{}, board_hash{})))
    if (is_goal(n)) return n.path();
  return std::nullopt;  // not reached: every solvable board reaches the goal
}

/// The letter of the move of the blank from one board to the next.
inline char move_between(board const& from, board const& to) {
  auto const a = std::find(from.begin(), from.end(), 0) - from.begin();
  auto const b = std::find(to.begin(), to.end(), 0) - to.begin();
  return b == a - 3 ? 'U' : b == a + 3 ? 'D' : b == a - 1 ? 'L' : 'R';
}

/// The board as three lines of digits, '.' for the blank.
inline std::string draw(board const& b) {
  std::string out;
  for (std::size_t i = 0; i < b.size(); ++i) {
    out += b[i] == 0 ? '.' : static_cast<char>('0' + b[i]);
    out += i % 3 == 2 ? '\n' : ' ';
  }
  return out;
}

}  // namespace eight_puzzle

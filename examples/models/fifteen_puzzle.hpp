// examples/models/fifteen_puzzle.hpp: the 15-puzzle for seek::ida_star.
//
// Fifteen numbered tiles and a blank on a 4 x 4 board; a move slides a tile
// next to the blank into it, at cost 1. The goal has the blank top-left and
// the tiles 1..15 after it in row-major order (Korf's convention). A state
// is 16 bytes: the tiles four bits each, the blank's cell, the Manhattan
// distance to the goal (updated by each move from a table, not recomputed)
// and the blank's last move, so that no move undoes the one before. Moves
// are tried in the blank's directions up, left, right, down, the order in
// which Korf counted IDA*'s nodes (../shared/data/korf100_first50.txt).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <iterator>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace fifteen_puzzle {

/// The blank's moves, in the order they are tried.
enum class move : std::uint8_t { up, left, right, down, none };

/// The letter of a move: U, L, R, D (the direction the blank moves).
constexpr char letter(move m) noexcept { return "ULRD-"[static_cast<int>(m)]; }

namespace detail {
inline constexpr int row_step[4] = {-1, 0, 0, 1};
inline constexpr int col_step[4] = {0, -1, 1, 0};

constexpr int distance(int tile, int cell) {
  // Tile t belongs at cell t; the blank (0) counts nothing.
  if (tile == 0) return 0;
  int const dr = tile / 4 - cell / 4, dc = tile % 4 - cell % 4;
  return (dr < 0 ? -dr : dr) + (dc < 0 ? -dc : dc);
}

// manhattan[t][c]: how far tile t at cell c is from its own cell.
inline constexpr auto manhattan = [] {
  std::array<std::array<std::uint8_t, 16>, 16> table{};
  for (int t = 0; t < 16; ++t)
    for (int c = 0; c < 16; ++c) table[t][c] = static_cast<std::uint8_t>(distance(t, c));
  return table;
}();

// neighbour[c][m]: the cell the blank reaches from c by move m, or 16.
inline constexpr auto neighbour = [] {
  std::array<std::array<std::uint8_t, 4>, 16> table{};
  for (int c = 0; c < 16; ++c)
    for (int m = 0; m < 4; ++m) {
      int const r = c / 4 + row_step[m], col = c % 4 + col_step[m];
      table[c][m] = static_cast<std::uint8_t>(r < 0 || r > 3 || col < 0 || col > 3 ? 16 : r * 4 + col);
    }
  return table;
}();

// A move of the blank from a cell: the cell it reaches, the move, and what
// makes the child cheap to compute (see board::slid): the nibbles of the two
// cells, which tile * swap exchanges in the packed word, and by how much the
// distance changes when each tile slides from `to` into the blank's cell.
struct step {
  std::uint64_t swap;              // 1 in the nibbles of both cells
  std::array<std::int8_t, 16> dh;  // dh[t]: the change when tile t moves
  std::uint8_t to;
  move m;
};
}  // namespace detail

/// A position: tiles, blank, Manhattan distance and the move that made it.
class board {
 public:
  /// The goal: blank top-left, then 1..15.
  board() = default;

  /// The board with these tiles in row-major order, 0 for the blank.
  /// Throws std::invalid_argument unless they are 0..15, each once.
  explicit board(std::array<std::uint8_t, 16> const& tiles) {
    packed_ = 0;
    unsigned blank = 0, h = 0;
    std::array<bool, 16> seen{};
    for (std::size_t c = 0; c < 16; ++c) {
      unsigned const t = tiles[c];
      if (t > 15)
        throw std::invalid_argument("fifteen_puzzle: cell " + std::to_string(c) + " holds " + std::to_string(t) +
                                    "; tiles are 0 (the blank) to 15");
      if (seen[t])
        throw std::invalid_argument("fifteen_puzzle: tile " + std::to_string(t) + " appears twice (again at cell " +
                                    std::to_string(c) + ")");
      seen[t] = true;
      packed_ |= std::uint64_t{t} << (4 * c);
      if (t == 0) blank = static_cast<unsigned>(c);
      h += static_cast<unsigned>(detail::manhattan[t][c]);
    }
    info_ = pack(blank, h, move::none);
  }

  /// The tile at a cell (0..15, row-major), 0 for the blank.
  int at(int cell) const noexcept { return static_cast<int>(packed_ >> (4 * cell) & 15); }
  /// The blank's cell.
  int blank() const noexcept { return static_cast<int>(info_ >> 8 & 0xFF); }
  /// The sum over the tiles of their distances to their own cells.
  int manhattan() const noexcept { return static_cast<int>(info_ & 0xFF); }
  /// The move that made this board (move::none for a start).
  move last() const noexcept { return static_cast<move>(info_ >> 16 & 0xFF); }

  /// The board after the blank moves by `m`, or nothing off the board.
  std::optional<board> after(move m) const noexcept {
    int const to = detail::neighbour[blank()][static_cast<int>(m)];
    if (to == 16) return std::nullopt;
    return slid(to, m);
  }

  /// Same tiles (the last move and cached distance are not compared).
  friend bool operator==(board const& a, board const& b) noexcept { return a.packed_ == b.packed_; }

  /// True when the goal can be reached. On a board of even width a move
  /// changes the parity of (inversions + blank's row) (tiles out of order,
  /// the blank ignored); the goal has 0 + 0, so exactly the boards with an
  /// even sum are solvable.
  bool solvable() const noexcept {
    int inversions = 0;
    for (int i = 0; i < 16; ++i)
      for (int j = i + 1; j < 16; ++j)
        if (at(i) != 0 && at(j) != 0 && at(i) > at(j)) ++inversions;
    return (inversions + blank() / 4) % 2 == 0;
  }

  /// The board after the move `s` of this board's blank (a step of
  /// detail::steps for its cell). What the successor range calls: a
  /// multiplication and one table entry where slid(to, m) shifts twice and
  /// reads two (callgrind, Korf's #12: 10 instructions fewer per node).
  board slid(detail::step const& s) const noexcept {
    board b = *this;
    std::uint64_t const tile = packed_ >> (4 * s.to) & 15;
    b.packed_ = packed_ ^ tile * s.swap;
    b.info_ = pack(s.to, static_cast<unsigned>(manhattan() + s.dh[tile]), s.m);
    return b;
  }
  /// The board with the blank moved to the adjacent cell `to` by `m`.
  board slid(int to, move m) const noexcept {
    board b = *this;
    std::uint64_t const tile = packed_ >> (4 * to) & 15;
    b.packed_ = packed_ ^ (tile << (4 * to)) ^ (tile << (4 * blank()));
    b.info_ = pack(static_cast<unsigned>(to),
                   static_cast<unsigned>(manhattan() - detail::manhattan[tile][to] + detail::manhattan[tile][blank()]), m);
    return b;
  }

 private:
  std::uint64_t packed_ = 0xFEDC'BA98'7654'3210;  // cell c in bits 4c..4c+3 (the goal: c)
  // The distance, the blank's cell and the last move in one 64-bit word
  // (bits 0-7, 8-15, 16-23), written whole as the tiles are: a child written
  // a byte at a time and then copied by the search as a wider word stalls
  // the copy (store forwarding); docs/benchmarks.md, "IDA* on the 15-puzzle".
  std::uint64_t info_ = pack(0, 0, move::none);

  static constexpr std::uint64_t pack(unsigned blank, unsigned h, move m) noexcept {
    return h | blank << 8 | static_cast<std::uint32_t>(m) << 16;
  }
};

namespace detail {
// steps[c][l]: the moves of a blank at cell c after move l (4: none), in
// order, without the one that goes straight back.
struct step_list {
  std::array<step, 4> items;
  std::uint8_t size;
};
inline constexpr auto steps = [] {
  std::array<std::array<step_list, 5>, 16> table{};
  for (int c = 0; c < 16; ++c)
    for (int l = 0; l < 5; ++l) {
      step_list& list = table[c][l];
      for (int m = 0; m < 4; ++m) {
        int const to = neighbour[c][m];
        if (to == 16 || (l < 4 && m == 3 - l)) continue;
        std::array<std::int8_t, 16> dh{};
        for (int t = 0; t < 16; ++t) dh[t] = static_cast<std::int8_t>(manhattan[t][c] - manhattan[t][to]);
        list.items[list.size++] = step{std::uint64_t{1} << (4 * to) | std::uint64_t{1} << (4 * c), dh,
                                       static_cast<std::uint8_t>(to), static_cast<move>(m)};
      }
    }
  return table;
}();
}  // namespace detail

/// The successors of a board with their cost (1), made one at a time as
/// the search takes them: the range refers to the board (which seek keeps
/// alive while it walks the range) and to a table of the moves from each
/// cell, so expanding a board allocates and copies nothing.
class moves {
 public:
  using value_type = std::pair<board, int>;

  class iterator {
   public:
    using value_type = std::pair<board, int>;
    using difference_type = std::ptrdiff_t;
    using iterator_concept = std::input_iterator_tag;
    using iterator_category = std::input_iterator_tag;
    using reference = value_type;
    using pointer = void;

    iterator() = default;
    value_type operator*() const noexcept { return {parent_->slid(*step_), 1}; }
    iterator& operator++() noexcept {
      ++step_;
      return *this;
    }
    iterator operator++(int) noexcept {
      iterator old = *this;
      ++step_;
      return old;
    }
    friend bool operator==(iterator const& a, iterator const& b) noexcept { return a.step_ == b.step_; }

   private:
    friend moves;
    iterator(board const* parent, detail::step const* s) : parent_(parent), step_(s) {}
    board const* parent_ = nullptr;
    detail::step const* step_ = nullptr;
  };

  explicit moves(board const& b) noexcept : parent_(&b) {
    auto const& list = detail::steps[b.blank()][static_cast<int>(b.last())];
    first_ = list.items.data();
    last_ = first_ + list.size;
  }
  iterator begin() const noexcept { return {parent_, first_}; }
  iterator end() const noexcept { return {parent_, last_}; }

 private:
  board const* parent_;
  detail::step const* first_;
  detail::step const* last_;
};

/// The weighted successor function: `seek::ida_star(start, next, h)`. The
/// range it returns refers to the board, so a temporary board is refused.
struct next_fn {
  moves operator()(board const& b) const noexcept { return moves(b); }
  moves operator()(board const&& b) const = delete;
};
inline constexpr next_fn next{};
/// The heuristic: the Manhattan distance (admissible and consistent).
inline constexpr auto h = [](board const& b) noexcept { return b.manhattan(); };

/// The moves of the blank along a path of boards, as letters U, L, R, D.
inline std::string moves_of(std::vector<board> const& path) {
  std::string s;
  for (std::size_t i = 1; i < path.size(); ++i) s += letter(path[i].last());
  return s;
}

/// One line of korf100_first50.txt: `id length nodes: t0 .. t15`.
struct instance {
  int id = 0;
  int length = 0;               ///< optimal solution length
  std::uint64_t ida_nodes = 0;  ///< nodes IDA* generates (Korf's count)
  board start;
};

/// Parses one instance line; throws std::invalid_argument naming what is
/// wrong (the tiles are checked by board's constructor).
inline instance parse_instance(std::string_view line) {
  std::istringstream in{std::string(line)};
  instance r;
  char colon = 0;
  if (!(in >> r.id >> r.length >> r.ida_nodes >> colon) || colon != ':')
    throw std::invalid_argument("fifteen_puzzle: expected `id length nodes: t0 .. t15`, got `" + std::string(line) +
                                "`");
  std::array<std::uint8_t, 16> tiles{};
  for (std::size_t c = 0; c < 16; ++c) {
    int t = 0;
    if (!(in >> t) || t < 0 || t > 15)
      throw std::invalid_argument("fifteen_puzzle: instance " + std::to_string(r.id) + ": tile " + std::to_string(c) +
                                  " missing or not in 0..15");
    tiles[c] = static_cast<std::uint8_t>(t);
  }
  std::string rest;
  if (in >> rest)
    throw std::invalid_argument("fifteen_puzzle: instance " + std::to_string(r.id) + ": more than 16 tiles");
  r.start = board(tiles);
  return r;
}

}  // namespace fifteen_puzzle

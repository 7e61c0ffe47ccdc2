// view.hpp: what trace and watch share: the one puzzle they draw, and the
// words for a move of the search (the cells a state fills beyond its
// parent's board).
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include <seek/sudoku/io/grid.hpp>
#include <seek/sudoku/io/parse_types.hpp>

namespace seek_sudoku {

/// The puzzle `arg` names: the first puzzle of the file `arg` ('-': standard
/// input) when such a file exists, else `arg` read as a puzzle's text; when
/// it names none, nothing, after saying why on standard error (a file's
/// invalid puzzle as a "file:line:col: message" diagnostic).
std::optional<seek::sudoku::grid> one_puzzle(std::string const& arg, seek::sudoku::parse_options const& parsing);

/// What a state filled beyond its parent: the first such cell (row-major),
/// its symbol, and how many more cells (propagation) it filled.
struct move {
  int cell = -1;  // -1: none (a root)
  int symbol = 0;
  int more = 0;
};
move move_between(seek::sudoku::grid const& parent, seek::sudoku::grid const& child);

/// "r2c3=4", "r2c3=4 +5" (five more cells filled by propagation), or
/// "settled" (a root propagated: no cell filled).
std::string to_string(move const& m, int side);

/// A symbol as the tool writes it: 1-9, then A, B, ... (past 35: its number).
std::string symbol_text(int symbol);

}  // namespace seek_sudoku

#include "view.hpp"

#include <filesystem>
#include <stdexcept>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include <seek/sudoku/io/parse.hpp>

#include "input.hpp"
#include "output.hpp"

namespace seek_sudoku {

namespace sudoku = seek::sudoku;

namespace {

// A puzzle argument that is neither a readable file holding a puzzle nor a
// puzzle itself; what() is the message for standard error. `located`:
// what() is a "file:line:col: message" diagnostic, written as it is.
struct view_error : std::runtime_error {
  explicit view_error(std::string const& what, bool at_place = false) : std::runtime_error(what), located(at_place) {}
  bool located = false;
};

sudoku::grid read_one_puzzle(std::string const& arg, sudoku::parse_options const& parsing) {
  std::error_code ec;
  if (arg == "-" || std::filesystem::exists(arg, ec)) {
    puzzle_source source({arg}, parsing);
    input_item item;
    while (source.next(item)) {
      switch (item.what) {
        case input_item::kind::puzzle: return std::get<sudoku::grid>(std::move(item.record.value));
        case input_item::kind::invalid: throw view_error(diagnostic(item), true);
        case input_item::kind::unreadable: throw view_error(item.problem);
        case input_item::kind::notes_only: break;
      }
    }
    throw view_error((arg == "-" ? std::string("<stdin>") : arg) + ": no puzzle found");
  }
  auto parsed = sudoku::parse_puzzle(arg, parsing);
  if (auto* e = std::get_if<sudoku::parse_error>(&parsed))
    throw view_error("'" + arg + "' is neither a file nor a puzzle (column " + std::to_string(e->column) +
                     ": " + e->message + ")");
  return std::get<sudoku::grid>(std::move(parsed));
}

}  // namespace

std::optional<sudoku::grid> one_puzzle(std::string const& arg, sudoku::parse_options const& parsing) {
  try {
    return read_one_puzzle(arg, parsing);
  } catch (view_error const& e) {
    if (e.located) stderr_reporter{}.message(e.what());
    else stderr_reporter{}.error(e.what());
    return std::nullopt;
  }
}

move move_between(sudoku::grid const& parent, sudoku::grid const& child) {
  move m;
  for (std::size_t i = 0; i < child.cells.size() && i < parent.cells.size(); ++i) {
    if (parent.cells[i] != 0 || child.cells[i] == 0) continue;
    if (m.cell < 0) {
      m.cell = static_cast<int>(i);
      m.symbol = child.cells[i];
    } else {
      ++m.more;
    }
  }
  return m;
}

std::string symbol_text(int symbol) {
  if (symbol >= 1 && symbol <= 9) return std::string(1, static_cast<char>('0' + symbol));
  if (symbol >= 10 && symbol <= 35) return std::string(1, static_cast<char>('A' + symbol - 10));
  return std::to_string(symbol);
}

std::string to_string(move const& m, int side) {
  if (m.cell < 0) return "settled";  // propagated, no cell filled
  std::string s = "r" + std::to_string(m.cell / side + 1) + "c" + std::to_string(m.cell % side + 1) + "=" +
                  symbol_text(m.symbol);
  if (m.more > 0) s += " +" + std::to_string(m.more);
  return s;
}

}  // namespace seek_sudoku

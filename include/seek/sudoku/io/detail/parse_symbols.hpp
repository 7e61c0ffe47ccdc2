// seek/sudoku/io/detail/parse_symbols.hpp: what each character means to the
// puzzle reader, which cell counts make a board or a row, and the small text
// helpers its error messages are built from.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <type_traits>

namespace seek::sudoku::detail {

inline constexpr int min_box = 2;
inline constexpr int max_box = 8;       // 64x64, the largest board read
inline constexpr int max_char_box = 5;  // 25x25: one character per cell needs side <= 35
inline constexpr std::size_t max_board_cells = 4096;

/// How the cells of a line were written; error messages name symbols in the
/// same form.
enum class symbol_form : std::uint8_t { chars, hex, tokens };

// Character classes: a value 0..36 is a cell (0 blank); the rest are negative.
inline constexpr signed char is_invalid = -1;
inline constexpr signed char is_space = -2;      // ends a word
inline constexpr signed char is_layout = -3;     // | + = between cells: ignored
inline constexpr signed char is_delimiter = -4;  // , ; : start the metadata

using char_table = std::array<signed char, 256>;

constexpr char_table make_table(bool hex) {
  char_table t{};
  for (auto& c : t) c = is_invalid;
  for (char c : std::string_view(" \t\r\v\f")) t[static_cast<unsigned char>(c)] = is_space;
  for (char c : std::string_view("|+=")) t[static_cast<unsigned char>(c)] = is_layout;
  for (char c : std::string_view(",;:")) t[static_cast<unsigned char>(c)] = is_delimiter;
  for (char c : std::string_view("._-*")) t[static_cast<unsigned char>(c)] = 0;
  if (hex) {  // 0-F are 1-16; further letters get 17.. so that they read as out of range
    for (int d = 0; d < 10; ++d) t[static_cast<unsigned char>('0' + d)] = static_cast<signed char>(d + 1);
    for (int l = 0; l < 26; ++l) {
      t[static_cast<unsigned char>('A' + l)] = static_cast<signed char>(l + 11);
      t[static_cast<unsigned char>('a' + l)] = static_cast<signed char>(l + 11);
    }
  } else {
    t[static_cast<unsigned char>('0')] = 0;
    for (int d = 1; d < 10; ++d) t[static_cast<unsigned char>('0' + d)] = static_cast<signed char>(d);
    for (int l = 0; l < 26; ++l) {
      t[static_cast<unsigned char>('A' + l)] = static_cast<signed char>(l + 10);
      t[static_cast<unsigned char>('a' + l)] = static_cast<signed char>(l + 10);
    }
  }
  return t;
}

inline constexpr char_table symbol_table = make_table(false);
inline constexpr char_table hex_table = make_table(true);

/// Box size b in [min_box, largest] whose board has n = b^4 cells, else 0.
constexpr int box_of_board(std::size_t n, int largest) noexcept {
  for (int b = min_box; b <= largest; ++b)
    if (n == static_cast<std::size_t>(b * b * b * b)) return b;
  return 0;
}

/// Box size b in [min_box, largest] whose side is n = b^2, else 0.
constexpr int box_of_side(std::size_t n, int largest) noexcept {
  for (int b = min_box; b <= largest; ++b)
    if (n == static_cast<std::size_t>(b * b)) return b;
  return 0;
}

// ---- message helpers (no std::format: see the common brief) ----

inline void append(std::string& s, std::string_view v) { s.append(v); }
inline void append(std::string& s, char const* v) { s.append(v); }
inline void append(std::string& s, std::string const& v) { s.append(v); }
template <class T>
  requires(std::is_integral_v<T> && !std::is_same_v<T, char> && !std::is_same_v<T, bool>)
void append(std::string& s, T v) {
  s.append(std::to_string(v));
}

template <class... Parts>
std::string concat(Parts const&... parts) {
  std::string s;
  (append(s, parts), ...);
  return s;
}

/// A character quoted for a message; unprintable bytes as '\xNN'.
inline std::string quoted(char c) {
  auto u = static_cast<unsigned char>(c);
  if (u >= 0x20 && u < 0x7f) return std::string{'\'', c, '\''};
  constexpr char digits[] = "0123456789ABCDEF";
  return std::string{'\'', '\\', 'x', digits[u >> 4], digits[u & 15], '\''};
}

/// "9x9"
inline std::string dims(int box) { return concat(box * box, "x", box * box); }

/// How `value` is written in `form`.
inline std::string symbol_text(int value, symbol_form form) {
  if (form == symbol_form::tokens || value < 1 || value > 36) return std::to_string(value);
  if (form == symbol_form::hex) return std::string(1, "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"[value - 1]);
  if (value > 35) return std::to_string(value);
  return std::string(1, "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"[value]);
}

/// The symbols a board of box size `box` uses, e.g. "1-9 and A-G".
inline std::string symbol_range(int box, symbol_form form) {
  int side = box * box;
  if (form == symbol_form::hex) return "0-F";
  if (form == symbol_form::tokens) return concat("1-", side, " (0 or . for a blank)");
  if (side <= 9) return concat("1-", side);
  return concat("1-9 and A-", symbol_text(side, form));
}

inline constexpr std::string_view char_blanks = ". 0 _ - *";
inline constexpr std::string_view hex_blanks = ". _ - *";

}  // namespace seek::sudoku::detail

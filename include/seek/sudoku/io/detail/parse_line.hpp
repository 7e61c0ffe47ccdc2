// seek/sudoku/io/detail/parse_line.hpp: reads the cells of one line.
//
// A line is one of: skipped (blank, # comment, separator, CSV or [Section]
// header, which the reader acts on), a whole board, one or more rows of a
// grid, or a misfit (a cell count that is neither). A compact whole board is
// read in one pass; otherwise two readings are tried: integer tokens (each
// cell a number of at most two digits, split at spaces, commas and bars),
// then characters (one cell per character). The reader decides what a line
// means from its cell count and from what it expects next (see
// docs/formats.md); this file only reads and classifies.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include <seek/sudoku/io/detail/parse_symbols.hpp>
#include <seek/sudoku/io/parse_types.hpp>

namespace seek::sudoku::detail {

/// What the reader expects of the next line.
struct expectation {
  int grid_box = 0;   // 0 between records, else the box size of the grid being read
  int rows_left = 0;  // rows that grid still lacks
};

enum class line_shape : std::uint8_t {
  skip,          // nothing to read
  board,         // a whole puzzle
  rows,          // `rows` rows of a grid of box size `box`
  board_or_row,  // 16 cells of 1-4: a 4x4 puzzle or a 16x16 row; the reader decides
  misfit         // a cell count that fits nothing expected
};

inline constexpr std::size_t no_cell = static_cast<std::size_t>(-1);

struct line_reading {
  line_shape shape = line_shape::skip;
  symbol_form form = symbol_form::chars;
  int box = 0;
  int rows = 0;
  std::size_t count = 0;         // cells read (for a misfit: before any garbage word)
  std::size_t first_column = 0;  // first non-blank character
  bool has_bar = false;          // a '|' between cells: the mark of a grid row
  int max_value = 0;
  std::vector<int> const* values = nullptr;  // cells, -1 for an invalid character
  std::vector<std::uint32_t> const* columns = nullptr;
  std::string_view metadata;
  std::optional<parse_error> error;  // line left 0: the caller knows it
  // For the hex question (16x16 only): the first cell written '0' as one
  // character, and whether a number had two digits (then 0 is surely a blank).
  std::size_t zero = no_cell;
  bool decimal = false;
  std::size_t first_invalid = no_cell;  // the first cell with an invalid character (chars only)
  // Skipped lines the reader acts on: a CSV header, a [Section] header.
  bool csv_header = false;
  bool section = false;
  // A HoDoKu library line: its deleted-candidates field (after the cells)
  // and the field's 1-based column.
  bool hodoku = false;
  std::string_view hodoku_deleted;
  std::size_t hodoku_deleted_column = 0;
};

inline bool is_blank_space(char c) { return symbol_table[static_cast<unsigned char>(c)] == is_space; }

inline std::string_view trim(std::string_view s) {
  while (!s.empty() && is_blank_space(s.front())) s.remove_prefix(1);
  while (!s.empty() && is_blank_space(s.back())) s.remove_suffix(1);
  return s;
}

/// Only - + | = and spaces, e.g. "------+-------+------".
inline bool is_separator_line(std::string_view s) {
  for (char c : s)
    if (!(c == '-' || c == '+' || c == '|' || c == '=' || is_blank_space(c))) return false;
  return true;
}

/// A CSV field without surrounding blanks and double quotes.
inline std::string_view csv_field(std::string_view field) {
  field = trim(field);
  if (field.size() >= 2 && field.front() == '"' && field.back() == '"') field = field.substr(1, field.size() - 2);
  return field;
}

/// A CSV header such as "quizzes,solutions": a comma, and every field a name
/// of letters and underscores (a puzzle always has a digit or a blank mark);
/// the last field may be empty ("id,puzzle,").
inline bool is_csv_header(std::string_view s) {
  if (s.find(',') == std::string_view::npos) return false;
  while (true) {
    auto comma = s.find(',');
    auto field = csv_field(s.substr(0, comma));
    if (field.empty()) return comma == std::string_view::npos;  // only the last field may be empty
    for (char c : field)
      if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_')) return false;
    if (comma == std::string_view::npos) return true;
    s.remove_prefix(comma + 1);
  }
}

/// A CSV column name that says "the puzzles are here".
inline bool is_puzzle_column(std::string_view name) {
  auto is = [&](std::string_view w) {
    if (name.size() != w.size()) return false;
    for (std::size_t i = 0; i < w.size(); ++i)
      if ((name[i] | 0x20) != w[i]) return false;
    return true;
  };
  return is("puzzle") || is("puzzles") || is("quizzes");
}

/// A `[Puzzle]`-style section header: one bracketed word or phrase.
inline bool is_section_header(std::string_view s) {
  s = trim(s);
  return s.size() >= 2 && s.front() == '[' && s.back() == ']' && s.find(']') == s.size() - 1;
}

/// Where the cells of a HoDoKu library line (":0000:x:<cells>:::") begin,
/// or 0 when `s` is not one: a technique code and a candidate field, both
/// short and without ':', each after a ':'.
inline std::size_t hodoku_cells(std::string_view s) {
  if (s.size() < 4 || s[0] != ':') return 0;
  auto code_end = s.find(':', 1);
  if (code_end == std::string_view::npos || code_end == 1 || code_end > 9) return 0;
  for (char c : s.substr(1, code_end - 1))
    if (!((c >= '0' && c <= '9') || c == '-')) return 0;
  auto cand_end = s.find(':', code_end + 1);
  if (cand_end == std::string_view::npos || cand_end - code_end > 9) return 0;
  return cand_end + 1;
}

class line_reader {
 public:
  /// Reads `line` from position `from` on (the start of a CSV field);
  /// columns still count from the start of the line.
  line_reading const& read(std::string_view line, expectation expect, bool hex, std::size_t from = 0) {
    r_ = line_reading{};
    std::size_t start = from;
    while (start < line.size() && is_blank_space(line[start])) ++start;
    if (start == line.size() || line[start] == '#' || is_separator_line(line)) return r_;
    if (from == 0 && is_csv_header(line)) {
      r_.csv_header = true;
      return r_;
    }
    if (from == 0 && is_section_header(line)) {
      r_.section = true;
      r_.first_column = start + 1;
      return r_;
    }
    bool hodoku = false;
    if (std::size_t cells = from == 0 ? hodoku_cells(line.substr(start)) : 0; cells != 0) {
      start += cells;
      hodoku = true;
    }
    r_.first_column = start + 1;
    if (expect.grid_box == 0 && read_compact_board(line, start, hex)) return finish(char_reading_, line, hodoku);
    bool tokens_fit = false;
    bool tokens_eligible = !hex && read_tokens(line, start);
    if (tokens_eligible) {
      classify(token_reading_, expect, line);
      tokens_fit = token_reading_.shape != line_shape::misfit && !token_reading_.error;
      if (tokens_fit) return finish(token_reading_, line, hodoku);
    }
    read_chars(line, start, expect, hex);
    if (char_reading_.shape != line_shape::misfit && !char_reading_.error) return finish(char_reading_, line, hodoku);
    if (tokens_eligible && (two_digits_ || comma_)) return finish(token_reading_, line, hodoku);
    return finish(char_reading_, line, hodoku);
  }

 private:
  line_reading const& finish(line_reading const& chosen, std::string_view line, bool hodoku) {
    std::size_t first = r_.first_column;
    r_ = chosen;
    r_.first_column = first;
    if (hodoku) {
      r_.hodoku = true;
      r_.hodoku_deleted = r_.metadata.substr(0, r_.metadata.find(':'));
      if (!r_.hodoku_deleted.empty())
        r_.hodoku_deleted_column = static_cast<std::size_t>(r_.hodoku_deleted.data() - line.data()) + 1;
    }
    if (hodoku)  // its empty trailing fields are no metadata
      while (!r_.metadata.empty() && r_.metadata.back() == ':') r_.metadata = trim(r_.metadata.substr(0, r_.metadata.size() - 1));
    if (r_.form == symbol_form::tokens) r_.decimal = two_digits_;
    if (r_.form != symbol_form::hex && (r_.box == 4 || r_.shape == line_shape::board_or_row))
      for (std::size_t k = 0; k < std::min(r_.count, max_board_cells); ++k)
        if ((*r_.values)[k] == 0 && line[(*r_.columns)[k] - 1] == '0') {
          r_.zero = k;
          break;
        }
    return r_;
  }

  // A fresh reading in `form` whose cells go to `values` and `columns`
  // (room for a whole board): what each way of reading starts with.
  static line_reading& start_reading(line_reading& r, symbol_form form, std::vector<int>& values,
                                     std::vector<std::uint32_t>& columns) {
    values.resize(max_board_cells);
    columns.resize(max_board_cells);
    r = line_reading{};
    r.form = form;
    r.values = &values;
    r.columns = &columns;
    return r;
  }

  // The text after the cells, from `at`, without its blanks and a leading
  // delimiter: the record's metadata.
  static std::string_view metadata_after(std::string_view line, std::size_t at, char_table const& table) {
    std::string_view m = trim(line.substr(at));
    if (!m.empty() && table[static_cast<unsigned char>(m.front())] == is_delimiter) m = trim(m.substr(1));
    return m;
  }

  // The common case in one pass: a first word of 81, 256 or 625 cells (256
  // in hex), ended by the line, a blank or a delimiter. Whatever follows is
  // metadata, as read_chars would decide (no run of words after such a
  // board can make a larger board or whole rows, and tokens need words of at
  // most two characters). False, with nothing decided, for anything else.
  bool read_compact_board(std::string_view line, std::size_t start, bool hex) {
    char_table const& table = hex ? hex_table : symbol_table;
    auto& r = start_reading(char_reading_, hex ? symbol_form::hex : symbol_form::chars, cv_, cc_);
    int* const values = cv_.data();
    std::uint32_t* const columns = cc_.data();
    std::size_t const end = std::min(line.size(), start + max_board_cells);
    std::size_t i = start;
    int max_value = 0;
    for (; i < end; ++i) {
      signed char const t = table[static_cast<unsigned char>(line[i])];
      if (t < 0) break;
      values[i - start] = t;
      columns[i - start] = static_cast<std::uint32_t>(i + 1);
      max_value = std::max(max_value, int{t});
    }
    std::size_t const count = i - start;
    int const box = box_of_board(count, hex ? 4 : max_char_box);
    if (box < 3 || (hex && box != 4)) return false;
    signed char const stop = i == line.size() ? is_space : table[static_cast<unsigned char>(line[i])];
    if (stop != is_space && stop != is_delimiter) return false;
    r.shape = line_shape::board;
    r.box = box;
    r.count = count;
    r.max_value = max_value;
    r.metadata = metadata_after(line, i, table);
    check_cells(r, line);
    two_digits_ = false;
    return true;
  }

  // Integer tokens: true when the body (up to ':' or ';') is at least two
  // tokens, each a number of one or two digits or a lone blank mark.
  bool read_tokens(std::string_view line, std::size_t from) {
    two_digits_ = comma_ = false;
    auto& r = start_reading(token_reading_, symbol_form::tokens, tv_, tc_);
    std::size_t i = from, n = line.size(), count = 0;
    auto separates = [](char c) { return c == ',' || c == '|' || c == '+' || c == '=' || is_blank_space(c); };
    while (i < n) {
      char c = line[i];
      if (c == ':' || c == ';') {
        r.metadata = trim(line.substr(i + 1));
        break;
      }
      if (c == '#' && i > from && is_blank_space(line[i - 1])) {  // an annotation
        r.metadata = trim(line.substr(i));
        break;
      }
      if (separates(c)) {
        comma_ |= c == ',';
        r.has_bar |= c == '|';
        ++i;
        continue;
      }
      std::size_t j = i;
      while (j < n && j - i < 3 && !separates(line[j]) && line[j] != ':' && line[j] != ';') ++j;
      std::size_t len = j - i;
      if (len > 2) return false;  // not a token: stop before scanning a long word
      int value = 0;
      if (len == 1 && symbol_table[static_cast<unsigned char>(c)] == 0) {
        value = 0;
      } else if (len <= 2 && c >= '0' && c <= '9' && (len == 1 || (line[i + 1] >= '0' && line[i + 1] <= '9'))) {
        value = len == 1 ? c - '0' : (c - '0') * 10 + (line[i + 1] - '0');
        two_digits_ |= len == 2;
      } else {
        return false;
      }
      if (count < max_board_cells) {
        tv_[count] = value;
        tc_[count] = static_cast<std::uint32_t>(i + 1);
      }
      if (value > r.max_value) r.max_value = value;
      ++count;
      i = j;
    }
    r.count = count;
    return count >= 2;
  }

  // One cell per character. Words (split at spaces) are summed until the
  // longest run of leading words whose count fits; what follows is metadata.
  void read_chars(std::string_view line, std::size_t from, expectation expect, bool hex) {
    words_.clear();
    auto& r = start_reading(char_reading_, hex ? symbol_form::hex : symbol_form::chars, cv_, cc_);
    char_table const& table = hex ? hex_table : symbol_table;
    std::size_t count = 0, i = from, n = line.size();
    std::size_t bad_word = static_cast<std::size_t>(-1);
    std::size_t plausible = static_cast<std::size_t>(-1);  // cells before the first word with garbage
    bool in_word = false;
    int max_value = 0;
    std::size_t first_invalid = no_cell;
    int* const values = cv_.data();
    std::uint32_t* const columns = cc_.data();
    // A word without cells ("|") extends the previous word, so that words_
    // holds at most one entry per cell stored.
    auto end_word = [&](std::size_t at) {
      if (!words_.empty() && words_.back().count == count) {
        words_.back().end = at;
      } else if (count <= max_board_cells) {
        words_.push_back({count, at, max_value});
      }
    };
    for (; i < n; ++i) {
      signed char const t = table[static_cast<unsigned char>(line[i])];
      if (t >= 0 || t == is_invalid) {  // a cell: the loop's common case first
        if (t >= 0) {
          max_value = std::max(max_value, int{t});
        } else {
          if (!in_word && line[i] == '#' && i > from) break;  // '#' after a blank: an annotation
          if (bad_word == no_cell) {
            bad_word = words_.size();
            plausible = words_.empty() ? 0 : words_.back().count;
          }
          if (first_invalid == no_cell) first_invalid = count;
        }
        in_word = true;
        if (count < max_board_cells) {
          values[count] = t;
          columns[count] = static_cast<std::uint32_t>(i + 1);
        }
        ++count;
        continue;
      }
      if (t == is_delimiter) break;
      if (t == is_space) {
        if (in_word) end_word(i);
        in_word = false;
        continue;
      }
      in_word = true;  // is_layout: | + = between cells
      r.has_bar |= line[i] == '|';
    }
    if (in_word) end_word(i);
    // The longest leading run of words whose cell count fits, unless its words
    // differ in size and a shorter run is a whole board: then words after that
    // board are an annotation ("<81 cells> 12345 Extreme (10.5)").
    std::size_t const first_with_cells = !words_.empty() && words_[0].count == 0 ? 1 : 0;
    std::size_t chosen = no_cell;
    for (std::size_t w = words_.size(); w-- > 0;) {
      classify_count(r, words_[w].count, expect, w > first_with_cells);
      if (r.shape != line_shape::misfit) {
        chosen = w;
        break;
      }
    }
    if (chosen != no_cell && expect.grid_box == 0 && !same_size_words(chosen)) {
      int const smallest = hex ? 4 : min_box, largest = hex ? 4 : max_char_box;
      for (std::size_t w = 0; w < chosen; ++w)
        if (int b = box_of_board(words_[w].count, largest); b >= smallest && (b != 2 || words_[w].max_value <= 4)) {
          chosen = w;
          break;
        }
    }
    if (chosen != no_cell) {
      std::size_t const w = chosen;
      classify_count(r, words_[w].count, expect, w > first_with_cells);
      r.metadata = metadata_after(line, words_[w].end, table);
      r.count = words_[w].count;
      r.max_value = words_[w].max_value;
      r.first_invalid = first_invalid;
      resolve_16(r);
      check_cells(r, line);
      return;
    }
    r.shape = line_shape::misfit;
    r.count = plausible == static_cast<std::size_t>(-1) ? count : plausible;
    if (bad_word == 0) {  // garbage in the first word: say so rather than count
      for (std::size_t k = 0; k < std::min(count, max_board_cells); ++k)
        if (cv_[k] == is_invalid) return invalid_character(r, line, k, 0);
    }
  }

  // True when words 0..last all hold the same number of cells (a board or
  // rows written in groups), so that none of them is an annotation.
  bool same_size_words(std::size_t last) const {
    std::size_t size = 0, before = 0;
    for (std::size_t w = 0; w <= last; before = words_[w].count, ++w) {
      std::size_t n = words_[w].count - before;
      if (n == 0) continue;
      if (size == 0) size = n;
      if (n != size) return false;
    }
    return true;
  }

  // Shape of a token reading, values included: tokens that fit by count but
  // not by value keep their shape and carry the error.
  void classify(line_reading& r, expectation expect, std::string_view line) {
    classify_count(r, r.count, expect, false);
    resolve_16(r);
    if (r.shape != line_shape::misfit) check_cells(r, line);
  }

  // 16 cells: a symbol above 4 makes a 16x16 row, one above 16 a bad 4x4
  // puzzle; with only 1-4 the reader decides.
  static void resolve_16(line_reading& r) {
    if (r.shape != line_shape::board_or_row || r.max_value <= 4) return;
    if (r.max_value > 16) {
      r.shape = line_shape::board;
      return;
    }
    r.shape = line_shape::rows;
    r.box = 4;
    r.rows = 1;
  }

  // Several rows on one line only when split into words (".8.....1. 1..2..9..
  // ..7..4..3"): a compact line of 80 cells is a puzzle one short, not 5 rows.
  void classify_count(line_reading& r, std::size_t n, expectation expect, bool several_words) const {
    r.shape = line_shape::misfit;
    bool tokens = r.form == symbol_form::tokens;
    int smallest = r.form == symbol_form::hex ? 4 : min_box;
    int largest = tokens ? max_box : r.form == symbol_form::hex ? 4 : max_char_box;
    if (expect.grid_box != 0) {
      auto side = static_cast<std::size_t>(expect.grid_box * expect.grid_box);
      std::size_t rows = n / side;
      bool fits = rows == 1 || (!tokens && several_words && rows <= static_cast<std::size_t>(expect.rows_left));
      if (n % side == 0 && fits) {
        r.shape = line_shape::rows;
        r.box = expect.grid_box;
        r.rows = static_cast<int>(rows);
      }
      return;
    }
    if (int b = box_of_board(n, largest); b >= smallest) {
      r.shape = b == 2 ? line_shape::board_or_row : line_shape::board;
      r.box = b;
      return;
    }
    for (int b = smallest; b <= largest; ++b) {
      auto side = static_cast<std::size_t>(b * b);
      if (n % side == 0 && (n == side || (!tokens && several_words && n / side > 1 && n / side < side))) {
        r.shape = line_shape::rows;
        r.box = b;
        r.rows = static_cast<int>(n / side);
        return;
      }
    }
  }

  // The first invalid character or out-of-range symbol among the accepted
  // cells, and text after a row (only a # comment may follow one).
  void check_cells(line_reading& r, std::string_view line) {
    int side = r.box * r.box;
    auto const& v = *r.values;
    bool const all_fine = r.max_value <= side && (r.first_invalid == no_cell || r.first_invalid >= r.count);
    for (std::size_t k = 0; !all_fine && k < r.count; ++k) {
      if (v[k] == is_invalid) return invalid_character(r, line, k, r.box);
      if (v[k] > side) {
        int box = r.box;
        auto col = (*r.columns)[k];
        std::string what = r.form == symbol_form::tokens
                               ? std::to_string(v[k])
                               : concat(quoted(line[col - 1]), r.form == symbol_form::chars ? concat(" (", v[k], ")") : "");
        r.error = parse_error{0, col,
                              concat(what, " is out of range for a ", dims(box), " board, which uses ",
                                     symbol_range(box, r.form))};
        return;
      }
    }
    if (r.shape == line_shape::rows && !r.metadata.empty() && r.metadata.front() != '#') {
      auto col = static_cast<std::size_t>(r.metadata.data() - line.data()) + 1;
      r.error = parse_error{0, col, concat("unexpected ", quoted(r.metadata.front()), " after the cells of a grid row")};
    }
  }

  void invalid_character(line_reading& r, std::string_view line, std::size_t k, int box) {
    auto col = (*r.columns)[k];
    bool hex = r.form == symbol_form::hex;
    std::string uses = box != 0 ? concat("a ", dims(box), " board uses ", symbol_range(box, r.form))
                       : hex    ? std::string("cells are 0-F")
                                : std::string("cells are 1-9 and A-Z (either case)");
    r.error = parse_error{0, col,
                          concat("invalid character ", quoted(line[col - 1]), "; ", uses, " for symbols and ",
                                 hex ? hex_blanks : char_blanks, " for blanks")};
  }

  struct word {
    std::size_t count;  // cells up to the end of this word
    std::size_t end;    // position just after it
    int max_value;      // the largest symbol up to the end of this word
  };

  line_reading r_, token_reading_, char_reading_;
  std::vector<int> tv_, cv_;
  std::vector<std::uint32_t> tc_, cc_;
  std::vector<word> words_;
  bool two_digits_ = false, comma_ = false;
};

}  // namespace seek::sudoku::detail

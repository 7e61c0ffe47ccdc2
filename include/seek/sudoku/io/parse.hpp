// seek/sudoku/io/parse.hpp: reading sudoku puzzles of any size (4x4 to 64x64).
//
//   seek::sudoku::puzzle_reader reader(std::cin);
//   for (seek::sudoku::record rec; reader.next(rec);)
//     if (auto* g = std::get_if<seek::sudoku::grid>(&rec.value)) use(*g);
//     else report(std::get<seek::sudoku::parse_error>(rec.value));
//
// Accepted: one puzzle per line (characters or integer tokens, with
// metadata after it; HoDoKu library lines; CSV with a named puzzle column),
// multi-line grids with | + - separators, integer-token rows, and (only when
// asked) 16x16 in hex. Every rule is in docs/formats.md. Errors are values:
// a malformed record yields a parse_error and reading goes on with the next
// record; notes on skipped lines go to parse_options::on_note.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <istream>
#include <optional>
#include <streambuf>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include <seek/sudoku/io/detail/parse_check.hpp>
#include <seek/sudoku/io/detail/parse_line.hpp>
#include <seek/sudoku/io/detail/parse_lines.hpp>
#include <seek/sudoku/io/detail/parse_marks.hpp>
#include <seek/sudoku/io/detail/parse_symbols.hpp>
#include <seek/sudoku/io/parse_types.hpp>
#include <seek/sudoku/io/grid.hpp>

namespace seek::sudoku {

/// One puzzle of the input, or what was wrong with it.
struct record {
  /// The 1-based line of the input where the record starts.
  std::size_t line = 0;  // first line of the record
  /// The puzzle read, or the error that made it unreadable.
  std::variant<grid, parse_error> value;
};

/// Streams records from an istream in constant memory: buffers are reused
/// (pass the same record to next() and its grid's storage is reused too), and
/// no more than detail::max_line characters of a line are ever held. Reads
/// the stream's buffer directly, ahead of the record returned.
class puzzle_reader {
 public:
  /// Reads from `in` (which must outlive the reader) with `options`.
  explicit puzzle_reader(std::istream& in, parse_options options = {})
      : source_(in), hex_(options.symbols == alphabet::hex), options_(std::move(options)) {}

  /// The next record; false at the end of input.
  bool next(record& out) {
    // Pencil marks: a candidate grid, or a HoDoKu line left for the ordinary reading.
    if (options_.pencil_marks && next_marked(out)) return !marked_end_;
    for (;;) {
      if (!reread_) {
        if (have_ahead_) {
          std::swap(text_, ahead_text_);
          info_ = ahead_info_;
          have_ahead_ = false;
        } else if (!source_.next(text_, info_)) {
          if (box_ == 0) return false;
          error(out, first_line_,
                pending_ ? std::move(*pending_) : parse_error{first_line_, first_column_,
                 detail::concat("the ", detail::dims(box_), " grid begun on line ", first_line_, " has only ", rows_,
                                " of its ", box_ * box_, " rows at the end of the input")});
          return true;
        }
      }
      reread_ = false;
      if (info_.truncated) {
        std::string msg = detail::concat("line is ", info_.length, " characters long; the reader keeps at most ",
                                         detail::max_line, " characters of a line and skips the rest");
        if (box_ != 0) msg += detail::concat("; the grid begun on line ", first_line_, " is dropped");
        error(out, box_ != 0 ? first_line_ : info_.number, {info_.number, detail::max_line + 1, std::move(msg)});
        return true;
      }
      // In a CSV table whose puzzles are not in the first field, read from
      // that field; a line without it is an error unless it is skipped anyway.
      std::size_t from = csv_column_ != 0 && box_ == 0 ? field_start(text_, csv_column_) : 0;
      auto const& r = lines_.read(text_, {box_, box_ * box_ - rows_}, hex_, from == detail::no_cell ? 0 : from);
      if (r.csv_header) {
        if (auto e = read_csv_header()) {
          error(out, info_.number, std::move(*e));
          return true;
        }
        continue;
      }
      if (r.section) {
        if (options_.on_note)
          options_.on_note({info_.number, r.first_column,
                            detail::concat("skipped the section header '", detail::trim(text_), "'")});
        continue;
      }
      if (r.shape == detail::line_shape::skip) continue;
      if (column_missing_) {  // its field cannot be found: no reading of the line would be the puzzle
        error(out, info_.number,
              {info_.number, 1,
               detail::concat("line ", info_.number, " is not read: the CSV header on line ", csv_line_,
                              " has no column '", options_.column, "'")});
        return true;
      }
      if (from == detail::no_cell) {
        error(out, info_.number,
              {info_.number, 1,
               detail::concat("line ", info_.number, " has no field ", csv_column_ + 1, ", the column '", csv_name_,
                              "' of the CSV header on line ", csv_line_)});
        return true;
      }
      if (box_ == 0) {
        if (r.shape == detail::line_shape::misfit) {
          error(out, info_.number, misfit_error(r));
          return true;
        }
        bool whole = r.shape == detail::line_shape::board ||
                     (r.shape == detail::line_shape::board_or_row && !r.has_bar && !next_is_16x16_row());
        if (whole) {
          int box = r.shape == detail::line_shape::board ? r.box : 2;
          if (r.error) {
            error(out, info_.number, located(*r.error));
            return true;
          }
          std::size_t line = info_.number;
          auto const& cols = *r.columns;
          zero_ = r.zero;
          decimal_ = r.decimal;
          emit(out, line, box, r.values->data(), r.form, r.metadata,
               [&](std::size_t i) { return detail::cell_place{line, cols[i]}; });
          if (grid* g = std::get_if<grid>(&out.value); g != nullptr && r.hodoku)
            if (auto e = detail::read_hodoku_deleted(*g, r.hodoku_deleted, line, r.hodoku_deleted_column))
              out.value = std::move(*e);
          return true;
        }
        start_grid(r);
      } else if (r.shape == detail::line_shape::rows) {
        add_rows(r, r.rows);
      } else if (r.count > static_cast<std::size_t>((box_ * box_ - rows_) * box_ * box_)) {
        // More cells than the grid lacks: it was cut short; read this line afresh.
        error(out, first_line_,
              pending_ ? std::move(*pending_) : parse_error{info_.number, r.first_column,
               detail::concat("the ", detail::dims(box_), " grid begun on line ", first_line_, " has ", rows_,
                              " of its ", box_ * box_, " rows, but line ", info_.number, " holds ", r.count,
                              " cells, more than the ", box_ * box_ - rows_,
                              " rows it lacks; the grid is dropped and the line read anew")});
        reread_ = true;
        return true;
      } else {
        if (!pending_) pending_ = r.error ? located(*r.error) : row_length_error(r);
        ++rows_;
      }
      if (box_ != 0 && rows_ == box_ * box_) {
        if (pending_) {
          error(out, first_line_, std::move(*pending_));
        } else {
          emit(out, first_line_, box_, cells_.data(), form_, {}, [&](std::size_t i) { return places_[i]; });
          box_ = 0;
        }
        return true;
      }
    }
  }

 private:
  // The CSV header just read: which field holds the puzzles.
  std::optional<parse_error> read_csv_header() {
    csv_column_ = 0;
    csv_line_ = info_.number;
    column_missing_ = false;
    std::string_view rest = text_;
    std::string names;
    for (std::size_t k = 0;; ++k) {
      auto comma = rest.find(',');
      auto name = detail::csv_field(rest.substr(0, comma));
      bool match = options_.column.empty() ? detail::is_puzzle_column(name) : name == options_.column;
      if (match) {
        csv_column_ = k;
        csv_name_.assign(name);
        return std::nullopt;
      }
      if (!name.empty()) names += detail::concat(names.empty() ? "" : ", ", name);
      if (comma == std::string_view::npos) break;
      rest.remove_prefix(comma + 1);
    }
    if (options_.column.empty()) return std::nullopt;  // none named: the first column
    column_missing_ = true;
    return parse_error{info_.number, 1,
                       detail::concat("the CSV header has no column '", options_.column, "' (its columns: ", names, ")"),
                       true};
  }

  // Where field k (0-based) of a CSV line begins, or no_cell.
  static std::size_t field_start(std::string_view line, std::size_t k) {
    std::size_t at = 0;
    for (; k != 0; --k) {
      at = line.find(',', at);
      if (at == std::string_view::npos) return detail::no_cell;
      ++at;
    }
    return at;
  }

  parse_error located(parse_error e) const {
    e.line = info_.number;
    return e;
  }

  parse_error misfit_error(detail::line_reading const& r) const {
    if (r.error) return located(*r.error);
    bool tokens = r.form == detail::symbol_form::tokens;
    char const* what = tokens ? (r.count == 1 ? " number" : " numbers") : (r.count == 1 ? " cell" : " cells");
    std::string expected =
        tokens ? "16, 81, 256, 625, 1296, 2401 or 4096 numbers (a whole puzzle) or 4, 9, 16, 25, 36, 49 or 64 (a grid row)"
        : r.form == detail::symbol_form::hex
            ? "256 cells (a whole 16x16 puzzle in hex) or whole rows of 16"
            : "16, 81, 256 or 625 cells (a whole puzzle) or whole rows of 4, 9, 16 or 25 cells (a grid)";
    return {info_.number, r.first_column, detail::concat("expected ", expected, ", found ", r.count, what)};
  }

  parse_error row_length_error(detail::line_reading const& r) const {
    int side = box_ * box_;
    std::size_t column = r.first_column;
    auto extra = (r.count / static_cast<std::size_t>(side)) * static_cast<std::size_t>(side);
    if (r.count > static_cast<std::size_t>(side) && extra < r.count && extra < detail::max_board_cells)
      column = (*r.columns)[extra];
    return {info_.number, column,
            detail::concat("line ", info_.number, " has ", r.count, " cells, but a row of the ", detail::dims(box_),
                           " grid begun on line ", first_line_, " has ", side)};
  }

  // A 16-cell line of 1-4 is a 4x4 puzzle unless the next line is plainly
  // the second row of a 16x16 grid (16 cells with a symbol above 4 or a bar).
  bool next_is_16x16_row() {
    if (!have_ahead_) have_ahead_ = source_.next(ahead_text_, ahead_info_);
    if (!have_ahead_ || ahead_info_.truncated) return false;
    auto const& p = peek_lines_.read(ahead_text_, {4, 15}, hex_);
    return p.shape == detail::line_shape::rows && p.rows == 1 && (p.max_value > 4 || p.has_bar);
  }

  void start_grid(detail::line_reading const& r) {
    box_ = r.shape == detail::line_shape::board_or_row ? 4 : r.box;
    rows_ = 0;
    first_line_ = info_.number;
    first_column_ = r.first_column;
    form_ = r.form;
    zero_ = detail::no_cell;
    decimal_ = false;
    pending_.reset();
    cells_.clear();
    places_.clear();
    add_rows(r, r.shape == detail::line_shape::board_or_row ? 1 : r.rows);
  }

  void add_rows(detail::line_reading const& r, int rows) {
    if (r.error && !pending_) pending_ = located(*r.error);
    if (zero_ == detail::no_cell && r.zero != detail::no_cell) zero_ = cells_.size() + r.zero;
    decimal_ |= r.decimal;
    for (std::size_t k = 0; k < r.count; ++k) {
      cells_.push_back((*r.values)[k]);
      places_.push_back({info_.number, (*r.columns)[k]});
    }
    rows_ += rows;
  }

  template <class Place>
  void emit(record& out, std::size_t line, int box, int const* cells, detail::symbol_form form, std::string_view meta,
            Place place) {
    box_ = 0;
    out.line = line;
    if (auto e = detail::find_repeat(box, cells, place, form, seen_)) {
      out.value = std::move(*e);
      return;
    }
    if (box == 4 && !hex_ && zero_ != detail::no_cell && !decimal_ &&
        std::find(cells, cells + 256, 16) == cells + 256) {
      // Read as 1-9A-G, '0' is a blank; read as hex, it is the symbol 1.
      // Neither reading may be guessed: a given could become a blank.
      auto const p = place(zero_);
      out.value = parse_error{
          p.line, p.column,
          detail::concat("'0' at r", zero_ / 16 + 1, "c", zero_ % 16 + 1,
                         " is ambiguous in a 16x16 puzzle with no 'G': a blank in 1-9 A-G, or the symbol 1 in hex "
                         "0-F; read hex with --alphabet hex (alphabet::hex), or write blanks as '.'")};
      return;
    }
    grid* g = std::get_if<grid>(&out.value);
    if (g == nullptr) g = &out.value.emplace<grid>();
    g->box = box;
    g->cells.assign(cells, cells + box * box * box * box);
    g->metadata.assign(meta);
    g->marks.clear();
  }

  // Pencil marks (parse_options::pencil_marks): the next candidate grid or
  // one-line form into `out` (true when done: a record or the end, in
  // `marked_end_`), or false with a HoDoKu library line in text_ for the
  // ordinary reading.
  bool next_marked(record& out) {
    std::size_t first = 0;  // the record's first line
    int side = 0;
    marked_end_ = false;
    marks_cells_.clear();
    places_.clear();
    for (;;) {
      if (have_ahead_) {  // a line the ordinary reading looked ahead at
        std::swap(text_, ahead_text_);
        info_ = ahead_info_;
        have_ahead_ = false;
      } else if (!source_.next(text_, info_)) {
        if (side == 0) {
          marked_end_ = true;
          return true;
        }
        error(out, first,
              {first, 1,
               detail::concat("the ", side, "x", side, " candidate grid begun on line ", first, " has only ",
                              marks_cells_.size() / static_cast<std::size_t>(side), " of its ", side,
                              " rows at the end of the input")});
        return true;
      }
      if (info_.truncated) {
        error(out, info_.number,
              {info_.number, detail::max_line + 1,
               detail::concat("line is ", info_.length, " characters long; the reader keeps at most ",
                              detail::max_line, " characters of a line")});
        return true;
      }
      auto const t = detail::trim(text_);
      if (t.empty() || t.front() == '#' || detail::is_marks_border(t)) continue;
      if (side == 0 && detail::hodoku_cells(t) != 0) {
        reread_ = true;
        return false;
      }
      detail::split_marks(text_, words_);
      std::size_t const n = words_.size();
      if (side == 0) {
        first = info_.number;
        // A whole board on one line, or the first row of a grid; 16 cells
        // are a 4x4 board unless a candidate is a 16x16 digit above 4.
        bool above4 = false;
        for (auto const& w : words_)
          for (char ch : w.text) above4 = above4 || (detail::mark_digit(ch) > 4 && detail::mark_digit(ch) <= 16);
        int const whole = detail::box_of_board(n, detail::max_char_box);
        int const row = detail::box_of_side(n, detail::max_char_box);
        if (whole >= detail::min_box && !(whole == 2 && above4)) {
          side = whole * whole;
        } else if (row >= detail::min_box) {
          side = row * row;
        } else {
          error(out, first,
                {first, words_.empty() ? 1 : words_[0].column,
                 detail::concat("a line of pencil marks holds a row (4, 9, 16 or 25 cells) or a whole board (16, "
                                "81, 256 or 625 cells), not ",
                                n, n == 1 ? " cell" : " cells")});
          return true;
        }
      } else if (n != static_cast<std::size_t>(side)) {
        error(out, first,
              {info_.number, n > static_cast<std::size_t>(side) ? words_[static_cast<std::size_t>(side)].column
                                                                 : words_.empty() ? 1 : words_.back().column,
               detail::concat("line ", info_.number, " has ", n, " cells, but a row of the ", side, "x", side,
                              " candidate grid begun on line ", first, " has ", side)});
        return true;
      }
      for (auto const& w : words_) {
        std::uint64_t m = 0;
        if (auto e = detail::read_mark_cell(w, side, info_.number, m)) {
          error(out, first, std::move(*e));
          return true;
        }
        marks_cells_.push_back(m);
        places_.push_back({info_.number, w.column});
      }
      if (marks_cells_.size() == static_cast<std::size_t>(side) * static_cast<std::size_t>(side)) break;
    }
    // One candidate: a placed digit.
    grid* g = std::get_if<grid>(&out.value);
    if (g == nullptr) g = &out.value.emplace<grid>();
    *g = grid(detail::box_of_side(static_cast<std::size_t>(side), detail::max_char_box));
    g->marks.assign(marks_cells_.size(), 0);
    for (std::size_t c = 0; c < marks_cells_.size(); ++c) {
      std::uint64_t const m = marks_cells_[c];
      if ((m & (m - 1)) == 0) {
        int d = 1;
        while (!((m >> (d - 1)) & 1u)) ++d;
        g->cells[c] = d;
      } else {
        g->marks[c] = m;
      }
    }
    out.line = first;
    if (auto e = detail::check_marks(*g, g->marks, [&](std::size_t i) { return places_[i]; }, seen_))
      out.value = std::move(*e);
    return true;
  }

  void error(record& out, std::size_t line, parse_error e) {
    box_ = 0;
    pending_.reset();
    out.line = line;
    out.value = std::move(e);
  }

  detail::line_source source_;
  bool hex_;
  parse_options options_;
  std::size_t csv_column_ = 0;  // field of the puzzle in CSV lines
  bool column_missing_ = false;  // the last CSV header lacks the column asked for
  std::size_t csv_line_ = 0;
  std::string csv_name_;
  std::size_t zero_ = detail::no_cell;  // first cell written '0' in the record
  bool decimal_ = false;                // a two-digit number in the record
  detail::line_reader lines_, peek_lines_;
  std::string text_, ahead_text_;
  detail::line_info info_, ahead_info_;
  bool have_ahead_ = false;
  bool reread_ = false;
  // The grid being read (box_ == 0: none).
  int box_ = 0;
  int rows_ = 0;
  std::size_t first_line_ = 0;
  std::size_t first_column_ = 0;
  detail::symbol_form form_ = detail::symbol_form::chars;
  std::optional<parse_error> pending_;  // first error in it: reported when its rows are all read
  std::vector<int> cells_;
  std::vector<detail::cell_place> places_;
  std::vector<std::uint64_t> seen_;
  // Pencil marks: the cells of the candidate grid being read.
  std::vector<detail::mark_cell> words_;
  std::vector<std::uint64_t> marks_cells_;
  bool marked_end_ = false;
};

namespace detail {
// Lets parse_puzzle read a string_view through the same reader, uncopied.
class memory_buffer : public std::streambuf {
 public:
  explicit memory_buffer(std::string_view text) {
    char* p = const_cast<char*>(text.data());  // never written: a get area only
    setg(p, p, p + text.size());
  }
};
}  // namespace detail

/// Exactly one puzzle, in any format the reader accepts; anything else in
/// `text` but comments and blank lines is an error.
inline std::variant<grid, parse_error> parse_puzzle(std::string_view text, parse_options options = {}) {
  detail::memory_buffer buffer(text);
  std::istream in(&buffer);
  puzzle_reader reader(in, options);
  record first;
  if (!reader.next(first)) return parse_error{1, 1, "no puzzle found"};
  if (std::holds_alternative<parse_error>(first.value)) return std::move(first.value);
  record second;
  if (reader.next(second))
    return parse_error{second.line, 1,
                       detail::concat("expected one puzzle, but a second one begins on line ", second.line)};
  return std::move(first.value);
}

}  // namespace seek::sudoku

// fuzz/parse.cpp: the puzzle reader on arbitrary bytes.
//
// Every record it returns must be a well-formed grid or an error naming a
// line and column inside the input; a grid written back with to_line and
// to_text_grid must read back as the same grid; and the reader must end
// (one record per line at most, plus one for a grid cut short at the end).
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <istream>
#include <streambuf>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include <seek/sudoku/io/format.hpp>
#include <seek/sudoku/io/parse.hpp>

#include "check.hpp"

namespace {

using namespace seek::sudoku;
using seek_fuzz::require;

// An istream over the fuzz input without copying it.
class bytes_buffer : public std::streambuf {
 public:
  bytes_buffer(char const* p, std::size_t n) {
    char* b = const_cast<char*>(p);  // a get area only: never written
    setg(b, b, b + n);
  }
};

// The same bytes handed out a few at a time, as a pipe would: the reader's
// refills then end at arbitrary places (inside a line, between '\r' and
// '\n', inside a byte-order mark), and it must read the same records.
class trickle_buffer : public std::streambuf {
 public:
  trickle_buffer(char const* p, std::size_t n) : p_(const_cast<char*>(p)), n_(n) {}

 protected:
  int_type underflow() override {
    if (pos_ == n_) return traits_type::eof();
    std::size_t const k = std::min<std::size_t>(n_ - pos_, 1 + (pos_ * 7 + 3) % 13);
    setg(p_ + pos_, p_ + pos_, p_ + pos_ + k);
    pos_ += k;
    return traits_type::to_int_type(*gptr());
  }

 private:
  char* p_;
  std::size_t n_;
  std::size_t pos_ = 0;
};

// What a record says, comparable.
struct outcome {
  std::size_t line;
  bool is_grid;
  grid g;
  parse_error e;
  friend bool operator==(outcome const& a, outcome const& b) {
    return a.line == b.line && a.is_grid == b.is_grid && a.g == b.g && a.g.metadata == b.g.metadata && a.e == b.e;
  }
};

std::vector<outcome> records_of(std::streambuf& buffer, parse_options options) {
  std::istream in(&buffer);
  puzzle_reader reader(in, options);
  std::vector<outcome> out;
  for (record rec; reader.next(rec);) {
    if (auto const* g = std::get_if<grid>(&rec.value)) out.push_back({rec.line, true, *g, {}});
    else out.push_back({rec.line, false, {}, std::get<parse_error>(rec.value)});
  }
  return out;
}

void round_trip(grid const& g) {
  for (std::string const& text : {to_line(g), to_text_grid(g), to_tokens(g)}) {
    auto back = parse_puzzle(text);
    auto const* b = std::get_if<grid>(&back);
    if (b == nullptr)
      seek_fuzz::fail("written grid does not read back:", std::get<parse_error>(back).message + "\n" + text);
    require(*b == g, "written grid reads back different:", text);
  }
  if (g.box != 4) return;
  for (std::string const& text : {to_line(g, alphabet::hex), to_text_grid(g, alphabet::hex)}) {
    auto back = parse_puzzle(text, {alphabet::hex});
    auto const* b = std::get_if<grid>(&back);
    if (b == nullptr)
      seek_fuzz::fail("hex grid does not read back:", std::get<parse_error>(back).message + "\n" + text);
    require(*b == g, "hex grid reads back different:", text);
  }
}

// A grid read with its pencil marks: every open cell has a candidate, no
// candidate a placed digit rules out, and the one-line form reads back the
// same marks (when no open cell has a single candidate, which reads back as
// placed).
void check_marks(grid const& g) {
  if (g.marks.empty()) return;
  require(g.marks.size() == g.cells.size(), "marks of the wrong size");
  auto const allowed = seek::sudoku::detail::open_candidates(g.box, g.cells);
  bool singles = false;
  for (std::size_t c = 0; c < g.cells.size(); ++c) {
    if (g.cells[c] != 0) continue;
    require(g.marks[c] != 0, "an open cell without a candidate");
    require((g.marks[c] & ~allowed[c]) == 0, "a candidate a placed digit rules out");
    singles = singles || (g.marks[c] & (g.marks[c] - 1)) == 0;
  }
  if (singles || g.box > 5) return;
  parse_options marks;
  marks.pencil_marks = true;
  std::string const text = to_marks_line(g);
  auto back = parse_puzzle(text, marks);
  auto const* b = std::get_if<grid>(&back);
  if (b == nullptr) seek_fuzz::fail("written marks do not read back:", std::get<parse_error>(back).message + "\n" + text);
  require(*b == g && b->marks == g.marks, "written marks read back different:", text);
}

void read_all(std::string_view bytes, parse_options options) {
  bytes_buffer buffer(bytes.data(), bytes.size());
  std::istream in(&buffer);
  puzzle_reader reader(in, options);
  std::size_t lines = 1;
  for (char c : bytes) lines += c == '\n';
  std::size_t records = 0, last_line = 0;
  for (record rec; reader.next(rec);) {
    require(++records <= lines + 1, "more records than lines");
    require(rec.line >= 1 && rec.line <= lines, "record line outside the input:", std::to_string(rec.line));
    require(rec.line >= last_line, "records out of line order");
    last_line = rec.line;
    if (auto const* g = std::get_if<grid>(&rec.value)) {
      seek_fuzz::require_well_formed(*g);
      round_trip(*g);
      check_marks(*g);
    } else {
      auto const& e = std::get<parse_error>(rec.value);
      require(!e.message.empty(), "error without a message");
      require(e.line >= 1 && e.line <= lines, "error line outside the input:", std::to_string(e.line));
      require(e.column >= 1, "error column 0");
    }
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size) {
  std::string_view const bytes(reinterpret_cast<char const*>(data), size);
  parse_options marks;
  marks.pencil_marks = true;
  read_all(bytes, marks);
  for (auto a : {alphabet::automatic, alphabet::hex}) {
    read_all(bytes, {a});
    bytes_buffer whole(bytes.data(), bytes.size());
    trickle_buffer trickle(bytes.data(), bytes.size());
    auto const at_once = records_of(whole, {a});
    require(records_of(trickle, {a}) == at_once, "records differ when the input arrives a few bytes at a time");
    auto one = parse_puzzle(bytes, {a});
    if (auto const* g = std::get_if<grid>(&one)) {
      seek_fuzz::require_well_formed(*g);
      round_trip(*g);
      // parse_puzzle accepts exactly the inputs of one record, a puzzle.
      require(at_once.size() == 1 && at_once[0].is_grid && at_once[0].g == *g, "parse_puzzle differs from the reader");
    } else {
      require(!std::get<parse_error>(one).message.empty(), "parse_puzzle error without a message");
      require(at_once.size() != 1 || !at_once[0].is_grid, "parse_puzzle rejects the reader's only puzzle");
    }
  }
  return 0;
}

// fuzz/parse.cpp: the puzzle reader on arbitrary bytes.
//
// Every record it returns must be a well-formed grid or an error naming a
// line and column inside the input; a grid written back with to_line and
// to_text_grid must read back as the same grid; and the reader must end
// (one record per line at most, plus one for a grid cut short at the end).
#include <cstddef>
#include <cstdint>
#include <istream>
#include <streambuf>
#include <string>
#include <string_view>
#include <variant>

#include <seek/sudoku/format.hpp>
#include <seek/sudoku/parse.hpp>

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

void round_trip(grid const& g) {
  for (std::string const& text : {to_line(g), to_text_grid(g)}) {
    auto back = parse_puzzle(text);
    auto const* b = std::get_if<grid>(&back);
    if (b == nullptr)
      seek_fuzz::fail("written grid does not read back:", std::get<parse_error>(back).message + "\n" + text);
    require(*b == g, "written grid reads back different:", text);
  }
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
  for (auto a : {alphabet::automatic, alphabet::hex}) {
    read_all(bytes, {a});
    auto one = parse_puzzle(bytes, {a});
    if (auto const* g = std::get_if<grid>(&one)) {
      seek_fuzz::require_well_formed(*g);
      round_trip(*g);
    } else {
      require(!std::get<parse_error>(one).message.empty(), "parse_puzzle error without a message");
    }
  }
  return 0;
}

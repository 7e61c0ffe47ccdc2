// input.hpp: the puzzles of every input, one record at a time, in order.
//
// Files are opened one after the other and read through a
// seek::sudoku::puzzle_reader, so memory does not grow with the input.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <seek/sudoku/io/parse.hpp>

namespace seek_sudoku {

struct open_file;     // input.cpp: a file and how much of it the reader took
struct polled_stream;  // input.cpp: standard input or a fifo, whose wait a signal ends

/// One unit of input: a puzzle, a record that failed to parse, an input
/// that could not be read at all, or (at the very end) only notes.
struct input_item {
  enum class kind { puzzle, invalid, unreadable, notes_only };
  kind what = kind::puzzle;
  std::string const* source = nullptr;  // file name as given, or "<stdin>"
  seek::sudoku::record record;          // puzzle / invalid
  std::string problem;                  // unreadable: why
  std::optional<double> progress;       // share of its file read so far (to within a few hundred
                                        // bytes), if known
  std::vector<std::string> notes;       // the reader's notes on lines skipped before it,
                                        // as "file:line:col: note: message"
};

/// "file:line" of the record: where the per-puzzle messages point.
std::string where(input_item const& item);
/// "file:line:col: message": the one form of a message about a place in an input.
std::string diagnostic(std::string const& source, std::size_t line, std::size_t column, std::string_view message);
/// "file:line:col: message" for a record that failed to parse.
std::string diagnostic(input_item const& item);


class puzzle_source {
 public:
  /// parsing.on_note is replaced: the reader's notes come with the items.
  puzzle_source(std::vector<std::string> files, seek::sudoku::parse_options parsing);
  puzzle_source(puzzle_source const&) = delete;
  puzzle_source& operator=(puzzle_source const&) = delete;
  ~puzzle_source();

  /// The next item, or false once every input is done.
  bool next(input_item& out);


 private:
  bool open_next(input_item& out);  // false when no input is left
  void note_position();

  std::vector<std::string> names_;  // display names, stable for input_item::source
  std::vector<bool> is_stdin_;
  seek::sudoku::parse_options parsing_;
  std::vector<std::string> notes_;  // gathered for the next item
  std::size_t next_input_ = 0;
  std::unique_ptr<open_file> file_;
  std::unique_ptr<polled_stream> polled_;
  std::unique_ptr<char[]> file_buffer_;
  std::istream* stream_ = nullptr;
  std::optional<seek::sudoku::puzzle_reader> reader_;
  std::uintmax_t file_size_ = 0;
  std::optional<double> fraction_;
};

}  // namespace seek_sudoku

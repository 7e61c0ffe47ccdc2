// output.hpp: standard output for results, standard error for people.
//
// Results go through stdout_writer, which calls write(2) itself so that a
// reader going away (EPIPE, with SIGPIPE ignored) is seen at once and ends
// the run quietly, as `seek-sudoku enumerate | head -3` expects.
#pragma once

#include <string>
#include <string_view>

namespace seek_sudoku {

class stdout_writer {
 public:
  stdout_writer();
  stdout_writer(stdout_writer const&) = delete;
  stdout_writer& operator=(stdout_writer const&) = delete;
  ~stdout_writer();

  void write(std::string_view text) { buffer_.append(text); }
  void line(std::string_view text) {
    buffer_.append(text);
    buffer_.push_back('\n');
  }

  /// Ends one result: written out now when someone may be watching (a
  /// terminal), or when `eager` (streamed results on a pipe); else once
  /// enough has gathered.
  void end_result(bool eager = false);
  void flush();

  /// The reader went away; nothing more will be written.
  [[nodiscard]] bool closed() const noexcept { return closed_; }
  /// A write failed for another reason (already reported on stderr).
  [[nodiscard]] bool failed() const noexcept { return failed_; }
  /// Standard output is a regular file (results may be buffered freely).
  [[nodiscard]] bool to_file() const noexcept { return to_file_; }

 private:
  std::string buffer_;
  bool terminal_ = false;
  bool to_file_ = false;
  bool closed_ = false;
  bool failed_ = false;
};

/// Messages on standard error. A progress line, when shown, is erased before
/// any message, and before any result written to a terminal, so they never
/// mix. Every reporter shares one lock and one progress line: searches on
/// other threads may redraw it while results and messages are written.
class stderr_reporter {
 public:
  stderr_reporter();
  [[nodiscard]] bool terminal() const noexcept { return terminal_; }
  /// The terminal's width, or 0 when unknown.
  [[nodiscard]] std::size_t columns() const noexcept;

  /// "seek-sudoku: <text>"
  void error(std::string_view text);
  /// The text as it is (a file:line:col diagnostic, a stats line).
  void message(std::string_view text);
  /// Replaces the progress line (terminal only).
  void progress(std::string_view text);
  void clear_progress();

 private:
  bool terminal_ = false;
};

}  // namespace seek_sudoku

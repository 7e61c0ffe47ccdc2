// terminal.hpp: a full-screen session on the terminal, for watch. It enters
// the alternate screen, hides the cursor and (when standard input is a
// terminal too) reads keys one at a time without echo; it leaves the
// terminal as it found it when it ends: on return, on an exception, at the
// first Ctrl-C or SIGTERM (through the wake descriptor of signals.hpp: the
// caller's wait ends and it returns), and at a second one (at_forced_exit).
// SIGWINCH ends a wait too, so the caller can clear and redraw.
#pragma once

#include <chrono>
#include <string_view>

namespace seek_sudoku {

/// Standard output is a terminal (watch draws; otherwise plain lines).
bool stdout_is_terminal() noexcept;
/// Standard input is a terminal (keys can be read from it).
bool stdin_is_terminal() noexcept;

class terminal_session {
 public:
  /// Takes over the screen (stdout must be a terminal).
  terminal_session();
  terminal_session(terminal_session const&) = delete;
  terminal_session& operator=(terminal_session const&) = delete;
  ~terminal_session();

  /// Columns and rows now (80x24 when the terminal does not say).
  struct extent {
    int columns = 80;
    int rows = 24;
  };
  [[nodiscard]] extent size() const noexcept;

  /// Why a wait ended.
  enum class wake { timeout, key, resize, interrupt };
  /// Waits up to `timeout` (nanoseconds::max(): no timeout) for a key (when
  /// keys can be read), a resize or an interruption; the key goes to `*key`.
  wake wait(std::chrono::nanoseconds timeout, char* key);
  /// Whether keys can be read (standard input is a terminal).
  [[nodiscard]] bool keys() const noexcept { return keys_; }

  /// Writes all of `text` to the terminal now.
  static void write(std::string_view text) noexcept;

 private:
  bool keys_ = false;
};

}  // namespace seek_sudoku

#include "output.hpp"

#include <cerrno>
#include <cstring>
#include <mutex>

#include <sys/ioctl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace seek_sudoku {

namespace {
// Enough to amortise the system call, small enough to show progress.
constexpr std::size_t flush_threshold = 1 << 16;

void write_all(int fd, std::string_view text, int& error) {
  error = 0;
  while (!text.empty()) {
    ssize_t const n = ::write(fd, text.data(), text.size());
    if (n < 0) {
      if (errno == EINTR) continue;
      error = errno;
      return;
    }
    text.remove_prefix(static_cast<std::size_t>(n));
  }
}

// Standard error's progress line, shared by every writer of the terminal.
std::mutex terminal_mutex;
bool progress_shown = false;  // guarded by terminal_mutex

void put_stderr(std::string_view text) {
  int error = 0;
  write_all(STDERR_FILENO, text, error);  // nowhere left to report a failure
}

// With terminal_mutex held.
void clear_progress_line() {
  if (!progress_shown) return;
  put_stderr("\r\x1b[K");
  progress_shown = false;
}
}  // namespace

stdout_writer::stdout_writer() {
  terminal_ = ::isatty(STDOUT_FILENO) != 0;
  struct stat st {};
  to_file_ = ::fstat(STDOUT_FILENO, &st) == 0 && S_ISREG(st.st_mode);
  buffer_.reserve(flush_threshold * 2);
}

stdout_writer::~stdout_writer() { flush(); }

void stdout_writer::end_result(bool eager) {
  if (terminal_ || (eager && !to_file_) || buffer_.size() >= flush_threshold) flush();
}

void stdout_writer::flush() {
  if (closed_ || failed_) {
    buffer_.clear();
    return;
  }
  if (buffer_.empty()) return;
  int error = 0;
  if (terminal_) {
    // The progress line may be on this very terminal: results start on a
    // line of their own.
    std::lock_guard lock(terminal_mutex);
    clear_progress_line();
    write_all(STDOUT_FILENO, buffer_, error);
  } else {
    write_all(STDOUT_FILENO, buffer_, error);
  }
  buffer_.clear();
  if (error == EPIPE) {
    closed_ = true;
  } else if (error != 0) {
    failed_ = true;
    stderr_reporter{}.error(std::string("error writing standard output: ") + std::strerror(error));
  }
}

stderr_reporter::stderr_reporter() { terminal_ = ::isatty(STDERR_FILENO) != 0; }

std::size_t stderr_reporter::columns() const noexcept {
  struct winsize ws {};
  if (!terminal_ || ::ioctl(STDERR_FILENO, TIOCGWINSZ, &ws) != 0) return 0;
  return ws.ws_col;
}

void stderr_reporter::error(std::string_view text) {
  std::string s = "seek-sudoku: ";
  s.append(text);
  s.push_back('\n');
  std::lock_guard lock(terminal_mutex);
  clear_progress_line();
  put_stderr(s);
}

void stderr_reporter::message(std::string_view text) {
  std::string s(text);
  s.push_back('\n');
  std::lock_guard lock(terminal_mutex);
  clear_progress_line();
  put_stderr(s);
}

void stderr_reporter::progress(std::string_view text) {
  if (!terminal_) return;
  // Carriage return, the text, then erase to the end of the line.
  std::string s = "\r";
  s.append(text);
  s.append("\x1b[K");
  std::lock_guard lock(terminal_mutex);
  put_stderr(s);
  progress_shown = true;
}

void stderr_reporter::clear_progress() {
  std::lock_guard lock(terminal_mutex);
  clear_progress_line();
}

}  // namespace seek_sudoku

#include "output.hpp"

#include <cerrno>
#include <cstring>

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
  write_all(STDOUT_FILENO, buffer_, error);
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

void stderr_reporter::put(std::string_view text) {
  int error = 0;
  write_all(STDERR_FILENO, text, error);  // nowhere left to report a failure
}

void stderr_reporter::error(std::string_view text) {
  clear_progress();
  std::string s = "seek-sudoku: ";
  s.append(text);
  s.push_back('\n');
  put(s);
}

void stderr_reporter::message(std::string_view text) {
  clear_progress();
  std::string s(text);
  s.push_back('\n');
  put(s);
}

void stderr_reporter::progress(std::string_view text) {
  if (!terminal_) return;
  // Carriage return, the text, then erase to the end of the line.
  std::string s = "\r";
  s.append(text);
  s.append("\x1b[K");
  put(s);
  progress_shown_ = true;
}

void stderr_reporter::clear_progress() {
  if (!progress_shown_) return;
  put("\r\x1b[K");
  progress_shown_ = false;
}

}  // namespace seek_sudoku

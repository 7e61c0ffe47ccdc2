#include "terminal.hpp"

#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstring>

#include <fcntl.h>
#include <poll.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>

#include "signals.hpp"

namespace seek_sudoku {

namespace {

// The screen as it was: the main screen, the cursor shown, no attributes.
constexpr char restore_sequence[] = "\x1b[0m\x1b[?25h\x1b[?1049l";

termios saved_termios{};
std::atomic<bool> termios_saved{false};
int winch_pipe[2] = {-1, -1};
struct sigaction old_winch{};

// Async-signal-safe: what a second signal runs before it ends the process.
void restore_now() {
  (void)!::write(STDOUT_FILENO, restore_sequence, sizeof restore_sequence - 1);
  if (termios_saved.load()) ::tcsetattr(STDIN_FILENO, TCSANOW, &saved_termios);
}

void on_winch(int) {
  int const saved = errno;
  if (winch_pipe[1] >= 0) {
    char const byte = 1;
    (void)!::write(winch_pipe[1], &byte, 1);
  }
  errno = saved;
}

void drain(int fd) {
  char buffer[64];
  while (::read(fd, buffer, sizeof buffer) > 0) {
  }
}

}  // namespace

bool stdout_is_terminal() noexcept { return ::isatty(STDOUT_FILENO) == 1; }
bool stdin_is_terminal() noexcept { return ::isatty(STDIN_FILENO) == 1; }

void terminal_session::write(std::string_view text) noexcept {
  while (!text.empty()) {
    ssize_t const n = ::write(STDOUT_FILENO, text.data(), text.size());
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return;
    text.remove_prefix(static_cast<std::size_t>(n));
  }
}

terminal_session::terminal_session() {
  if (winch_pipe[0] < 0 && ::pipe(winch_pipe) == 0) {
    for (int fd : winch_pipe) ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK);
  }
  struct sigaction sa{};
  sa.sa_handler = on_winch;
  sigemptyset(&sa.sa_mask);
  sa.sa_flags = SA_RESTART;
  ::sigaction(SIGWINCH, &sa, &old_winch);
  keys_ = stdin_is_terminal();
  if (keys_ && ::tcgetattr(STDIN_FILENO, &saved_termios) == 0) {
    termios raw = saved_termios;
    raw.c_lflag &= ~static_cast<tcflag_t>(ICANON | ECHO);  // ISIG stays: Ctrl-C is still SIGINT
    raw.c_cc[VMIN] = 1;
    raw.c_cc[VTIME] = 0;
    termios_saved.store(true);
    ::tcsetattr(STDIN_FILENO, TCSANOW, &raw);
  } else {
    keys_ = false;
  }
  at_forced_exit(restore_now);
  write("\x1b[?1049h\x1b[?25l\x1b[2J\x1b[H");
}

terminal_session::~terminal_session() {
  restore_now();
  termios_saved.store(false);
  at_forced_exit(nullptr);
  ::sigaction(SIGWINCH, &old_winch, nullptr);
}

terminal_session::extent terminal_session::size() const noexcept {
  winsize ws{};
  extent e;
  if (::ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws) == 0 && ws.ws_col > 0 && ws.ws_row > 0) {
    e.columns = ws.ws_col;
    e.rows = ws.ws_row;
  }
  return e;
}

terminal_session::wake terminal_session::wait(std::chrono::nanoseconds timeout, char* key) {
  using clock = std::chrono::steady_clock;
  bool const forever = timeout == std::chrono::nanoseconds::max();
  auto const deadline = forever ? clock::time_point::max() : clock::now() + timeout;
  for (;;) {
    if (interrupted()) return wake::interrupt;
    pollfd fds[3];
    nfds_t n = 0;
    int const signal_fd = interruption_fd();
    if (signal_fd >= 0) fds[n++] = {signal_fd, POLLIN, 0};
    nfds_t const winch_at = n;
    if (winch_pipe[0] >= 0) fds[n++] = {winch_pipe[0], POLLIN, 0};
    nfds_t const key_at = n;
    if (keys_) fds[n++] = {STDIN_FILENO, POLLIN, 0};
    int ms = -1;
    if (!forever) {
      auto const left = std::chrono::ceil<std::chrono::milliseconds>(deadline - clock::now()).count();
      if (left <= 0) return wake::timeout;
      ms = static_cast<int>(left > 1'000'000 ? 1'000'000 : left);
    }
    int const ready = ::poll(fds, n, ms);
    if (ready < 0) {
      if (errno == EINTR) continue;  // a resize's handler: its byte is in the pipe
      return wake::interrupt;
    }
    if (ready == 0) {
      if (!forever && clock::now() >= deadline) return wake::timeout;
      continue;
    }
    if (interrupted()) return wake::interrupt;
    if (winch_at < n && winch_pipe[0] >= 0 && (fds[winch_at].revents & POLLIN) != 0) {
      drain(winch_pipe[0]);
      return wake::resize;
    }
    if (keys_ && key_at < n && (fds[key_at].revents & (POLLIN | POLLHUP)) != 0) {
      char c = 0;
      ssize_t const got = ::read(STDIN_FILENO, &c, 1);
      if (got == 1) {
        if (key != nullptr) *key = c;
        return wake::key;
      }
      keys_ = false;  // end of input: no more keys
    }
  }
}

}  // namespace seek_sudoku

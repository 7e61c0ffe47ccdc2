#include "signals.hpp"

#include <atomic>
#include <csignal>
#include <thread>

#include <pthread.h>
#include <unistd.h>

namespace seek_sudoku {

namespace {
std::stop_source& source() {
  static std::stop_source s;
  return s;
}
std::atomic<int> first_signal{0};
int wake[2] = {-1, -1};
std::atomic<void (*)()> forced_exit_hook{nullptr};  // a pipe: one byte is written to wake[1] at the first signal
}  // namespace

void watch_signals() {
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGINT);
  sigaddset(&set, SIGTERM);
  // Threads made from now on (oneTBB's too) inherit the mask, so only the
  // waiting thread below ever sees these signals.
  pthread_sigmask(SIG_BLOCK, &set, nullptr);
  (void)source();
  if (::pipe(wake) != 0) wake[0] = wake[1] = -1;  // then a read of stdin waits as before
  std::thread([set] {
    for (;;) {
      int sig = 0;
      if (sigwait(&set, &sig) != 0) continue;
      if (first_signal.load() != 0) {  // the second: at once
        if (auto* restore = forced_exit_hook.load()) restore();
        _exit(128 + sig);
      }
      first_signal.store(sig);
      source().request_stop();
      if (wake[1] >= 0) {
        char const byte = 1;
        (void)!::write(wake[1], &byte, 1);
      }
    }
  }).detach();
}

int interruption_fd() noexcept { return wake[0]; }

std::stop_token interruption() noexcept { return source().get_token(); }

bool interrupted() noexcept { return first_signal.load(std::memory_order_relaxed) != 0; }

int interrupted_status() noexcept { return 128 + first_signal.load(); }

void at_forced_exit(void (*restore)()) noexcept { forced_exit_hook.store(restore); }

}  // namespace seek_sudoku

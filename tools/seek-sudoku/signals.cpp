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
  std::thread([set] {
    for (;;) {
      int sig = 0;
      if (sigwait(&set, &sig) != 0) continue;
      if (first_signal.load() != 0) _exit(128 + sig);  // the second: at once
      first_signal.store(sig);
      source().request_stop();
    }
  }).detach();
}

std::stop_token interruption() noexcept { return source().get_token(); }

bool interrupted() noexcept { return first_signal.load(std::memory_order_relaxed) != 0; }

int interrupted_status() noexcept { return 128 + first_signal.load(); }

}  // namespace seek_sudoku

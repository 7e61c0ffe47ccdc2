// signals.hpp: Ctrl-C (SIGINT) and SIGTERM keep the work done so far.
//
// The first signal asks every search to stop, as a time limit would (through
// the stop token in seek::limits); the subcommands then write what they found,
// the partial counts ("interrupted") and the summary, and exit 128 + signal
// (130 for Ctrl-C). A second signal ends the process at once.
#pragma once

#include <stop_token>

namespace seek_sudoku {

/// Blocks SIGINT and SIGTERM in every thread and starts the thread that
/// waits for them. Call once, before any other thread starts.
void watch_signals();

/// A descriptor that becomes readable (poll) at the first SIGINT or SIGTERM,
/// so a wait for input can end there; -1 before watch_signals.
int interruption_fd() noexcept;

/// Signalled on the first SIGINT or SIGTERM.
std::stop_token interruption() noexcept;

/// The first signal has arrived.
bool interrupted() noexcept;

/// 128 + the first signal's number (130 for SIGINT).
int interrupted_status() noexcept;

/// Called (from the signal thread) just before a second signal ends the
/// process, e.g. to restore the terminal; null: nothing. Keep it short.
void at_forced_exit(void (*restore)()) noexcept;

}  // namespace seek_sudoku

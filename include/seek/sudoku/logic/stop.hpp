// seek/sudoku/logic/stop.hpp: when the logical solver should give up.
//
// On a hard 25x25 board the chain and forcing-chain searches can run for
// minutes, so a caller (a tool answering Ctrl-C, a time limit) needs a way
// to end them. A stop_check holds a stop token and a deadline; the solver
// reads it between techniques and, inside its long searches (chains, forcing
// chains, aligned exclusion), once per cell or candidate: an atomic load, and
// a clock read only when a deadline is set. A search that sees it stops and
// finds nothing, so the path ends there (solving_path::stopped).
#pragma once

#include <chrono>
#include <stop_token>

namespace seek::sudoku {

/// A request to stop, by a stop token or at a deadline; the default never stops.
struct stop_check {
  using clock = std::chrono::steady_clock;
  /// Stop once this token is signalled (an empty token never is).
  std::stop_token token;
  /// Stop at this time; time_point::max(): no deadline.
  clock::time_point deadline = clock::time_point::max();

  /// The token is signalled or the deadline has passed.
  [[nodiscard]] bool requested() const noexcept {
    if (token.stop_requested()) return true;
    return deadline != clock::time_point::max() && clock::now() >= deadline;
  }
};

}  // namespace seek::sudoku

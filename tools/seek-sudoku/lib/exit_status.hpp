// exit_status.hpp: what the process returns, the same for every subcommand:
// 0 every record fine, 1 some record invalid / unsolved / stopped by a limit
// (generate: some puzzle could not be made), 2 an input could not be read, a
// bad option value, or standard output failed.
#pragma once

namespace seek_sudoku::exit_status {
inline constexpr int ok = 0;
inline constexpr int some_failed = 1;
inline constexpr int usage_or_io = 2;
}  // namespace seek_sudoku::exit_status

// The first band 123456789 456789123 789123456 of a 9x9 grid has
// 7,802,998,272 completions. This program counts them (or those of a grid
// with more rows given) by memoized counting (seek::count over the
// row-by-row model with seek::memo_by, a key at the start of each row, or at
// every cell), or by plain enumeration on threads (seek::parallel::count).
// Figures: docs/benchmarks.md.
//
//   band_count memo [ROWS] [row|cell]     memoized, one thread
//   band_count enumerate ROWS THREADS     every completion visited
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <exception>
#include <optional>
#include <string>

#include <oneapi/tbb/global_control.h>
#include <oneapi/tbb/task_arena.h>

#include <seek/scale/count.hpp>
#include <seek/scale/parallel.hpp>

#include "../examples/models/sudoku_rows.hpp"

int main(int argc, char** argv) try {
  std::string const mode = argc > 1 ? argv[1] : "memo";
  std::string const rows = argc > 2 ? argv[2] : "123456789456789123789123456";
  auto const root = sudoku_rows::start<3>(rows);
  auto const complete = [](sudoku_rows::grid<3> const& g) { return g.complete(); };
  auto const t0 = std::chrono::steady_clock::now();
  auto const seconds = [&] { return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count(); };
  if (mode == "memo") {
    bool const every_cell = argc > 3 && std::string(argv[3]) == "cell";
    // Valid at any cell (the state is what is still allowed); remembering
    // only row starts keeps the table small and is faster here.
    auto const key = [every_cell](sudoku_rows::grid<3> const& g) -> std::optional<sudoku_rows::grid<3>> {
      if (!every_cell && g.cell % 9 != 0) return std::nullopt;
      return g;
    };
    seek::statistics st;
    auto const n = seek::count(root, sudoku_rows::next, complete, seek::memo_by(key), st);
    std::printf("%llu completions, %.1f s wall; %llu states visited, %llu expanded, %llu remembered hits\n",
                static_cast<unsigned long long>(n), seconds(), static_cast<unsigned long long>(st.nodes),
                static_cast<unsigned long long>(st.expanded), static_cast<unsigned long long>(st.memo_hits));
  } else if (mode == "enumerate") {
    int const threads = argc > 3 ? std::stoi(argv[3]) : 2;
    tbb::global_control cap(tbb::global_control::max_allowed_parallelism, static_cast<std::size_t>(threads));
    tbb::task_arena arena(threads);
    seek::statistics stats;
    auto const n = arena.execute([&] { return seek::parallel::count(root, sudoku_rows::next, complete, stats); });
    std::printf("%llu completions, %.1f s wall, %d threads; %llu states\n", static_cast<unsigned long long>(n),
                seconds(), threads, static_cast<unsigned long long>(stats.nodes));
  } else {
    std::fprintf(stderr, "usage: band_count memo [ROWS] [row|cell] | band_count enumerate ROWS THREADS\n");
    return 2;
  }
} catch (std::exception const& e) {
  std::fprintf(stderr, "band_count: %s\n", e.what());
  return 2;
}

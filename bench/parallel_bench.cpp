// seek::parallel::count against sequential seek::dfs on n-queens and sudoku
// counts, at 1, 2 and 4 threads (4 oversubscribes this 2-core machine, to
// show the overhead of more tasks than cores). Figures: docs/scaling.md.
#include <benchmark/benchmark.h>

#include <cstdint>
#include <string>

#include <oneapi/tbb/global_control.h>
#include <oneapi/tbb/task_arena.h>

#include <seek/dfs.hpp>
#include <seek/parallel.hpp>
#include <seek/sudoku/sudoku.hpp>

#include "../examples/models/queens.hpp"
#include "../examples/models/sudoku_rows.hpp"

namespace {

auto const queens_complete = [](queens::board const& b) { return b.rows == b.size; };
auto const complete = [](auto const& b) { return b.complete(); };

template <class S, class F, class P>
void sequential(benchmark::State& state, S root, F next, P pred) {
  std::uint64_t n = 0;
  for (auto _ : state) {
    n = 0;
    for (auto const& s : seek::dfs(root, next))
      if (pred(s)) ++n;
    benchmark::DoNotOptimize(n);
  }
  state.counters["count"] = static_cast<double>(n);
}

template <class S, class F, class P>
void threads(benchmark::State& state, S root, F next, P pred) {
  auto const t = static_cast<int>(state.range(0));
  tbb::global_control cap(tbb::global_control::max_allowed_parallelism, static_cast<std::size_t>(t));
  tbb::task_arena arena(t);
  std::uint64_t n = 0;
  for (auto _ : state) {
    n = arena.execute([&] { return seek::parallel::count(root, next, pred); });
    benchmark::DoNotOptimize(n);
  }
  state.counters["count"] = static_cast<double>(n);
}

seek::sudoku::board<3> board_of(std::string const& line) {
  namespace sdk = seek::sudoku;
  return sdk::board<3>::from_grid(std::get<sdk::grid>(sdk::parse_puzzle(line)));
}

// 9x9 with the first band and one more row given: 632,016 completions.
std::string const four_rows = "123456789456789123789123456912345678";
// A real puzzle (the puzzles of counted_puzzles.txt count in milliseconds):
// the solution of its first line with all but 20 cells blanked (random
// choice, seed 2): 1,574,190 solutions, about a second and a half on one core.
std::string const puzzle20 =
    ".5..8..1..78........49.....8....6.4....8......36..9....69.......47....8.1........";
// The first band alone (7.8e9 completions) is bench/band_count.cpp.

void register_all() {
  for (int n : {12, 13, 14, 15}) {
    auto const name = "queens/" + std::to_string(n);
    benchmark::RegisterBenchmark((name + "/dfs").c_str(), [n](benchmark::State& s) {
      sequential(s, queens::root(n), queens::next, queens_complete);
    })->Unit(benchmark::kMillisecond)->UseRealTime();
    benchmark::RegisterBenchmark((name + "/parallel").c_str(), [n](benchmark::State& s) {
      threads(s, queens::root(n), queens::next, queens_complete);
    })->Arg(1)->Arg(2)->Arg(4)->Unit(benchmark::kMillisecond)->UseRealTime();
  }
  auto const rows = sudoku_rows::start<3>(four_rows);
  benchmark::RegisterBenchmark("sudoku_rows/four_rows/dfs", [rows](benchmark::State& s) {
    sequential(s, rows, sudoku_rows::next, complete);
  })->Unit(benchmark::kMillisecond)->UseRealTime();
  benchmark::RegisterBenchmark("sudoku_rows/four_rows/parallel", [rows](benchmark::State& s) {
    threads(s, rows, sudoku_rows::next, complete);
  })->Arg(1)->Arg(2)->Arg(4)->Unit(benchmark::kMillisecond)->UseRealTime();
  auto const board = board_of(four_rows + std::string(81 - four_rows.size(), '.'));
  benchmark::RegisterBenchmark("sudoku_propagate/four_rows/dfs", [board](benchmark::State& s) {
    sequential(s, board, seek::sudoku::propagate, complete);
  })->Unit(benchmark::kMillisecond)->UseRealTime();
  benchmark::RegisterBenchmark("sudoku_propagate/four_rows/parallel", [board](benchmark::State& s) {
    threads(s, board, seek::sudoku::propagate, complete);
  })->Arg(1)->Arg(2)->Arg(4)->Unit(benchmark::kMillisecond)->UseRealTime();
  auto const puzzle = board_of(puzzle20);
  benchmark::RegisterBenchmark("sudoku_propagate/puzzle20/dfs", [puzzle](benchmark::State& s) {
    sequential(s, puzzle, seek::sudoku::propagate, complete);
  })->Unit(benchmark::kMillisecond)->UseRealTime();
  benchmark::RegisterBenchmark("sudoku_propagate/puzzle20/parallel", [puzzle](benchmark::State& s) {
    threads(s, puzzle, seek::sudoku::propagate, complete);
  })->Arg(1)->Arg(2)->Arg(4)->Unit(benchmark::kMillisecond)->UseRealTime();
}

}  // namespace

int main(int argc, char** argv) {
  register_all();
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
}

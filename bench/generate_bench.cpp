// bench/generate_bench.cpp: the cost of random grids and of puzzles with one
// solution, per board size.
//
// Each iteration generates a new puzzle from one generator stream, so the
// figures average over puzzles. Besides Google Benchmark's time per
// iteration, the puzzle benchmarks report counters:
//   puzzles/s   puzzles per second of CPU time
//   median_ms   median CPU time of one puzzle (with p90_ms and max_ms: the
//               time per puzzle varies a lot with the grid)
//   clues       mean clues of the puzzles produced
// Times per puzzle are CPU time (std::clock around each call), not wall
// time, because the machine the figures come from is shared.
#include <seek/sudoku/generate/generate.hpp>

#include <benchmark/benchmark.h>

#include <algorithm>
#include <ctime>
#include <cstdint>
#include <vector>

namespace {

namespace sudoku = seek::sudoku;

void report(benchmark::State& state, std::vector<double>& ms, double clues) {
  if (ms.empty()) return;
  std::sort(ms.begin(), ms.end());
  auto at = [&](double q) { return ms[static_cast<std::size_t>(q * static_cast<double>(ms.size() - 1))]; };
  state.counters["puzzles/s"] = benchmark::Counter(static_cast<double>(ms.size()), benchmark::Counter::kIsRate);
  state.counters["median_ms"] = at(0.5);
  state.counters["p90_ms"] = at(0.9);
  state.counters["max_ms"] = ms.back();
  state.counters["clues"] = clues / static_cast<double>(ms.size());
}

void generate_puzzles(benchmark::State& state, int box, sudoku::generate_options opt) {
  seek::xoshiro256ss gen(2026);
  std::vector<double> ms;
  double clues = 0;
  for (auto _ : state) {
    std::clock_t const t0 = std::clock();
    auto p = sudoku::generate(box, opt, gen);
    ms.push_back(1000.0 * static_cast<double>(std::clock() - t0) / CLOCKS_PER_SEC);
    clues += p.clues;
    benchmark::DoNotOptimize(p);
  }
  report(state, ms, clues);
}

sudoku::generate_options minimal(sudoku::symmetry s = sudoku::symmetry::none) {
  sudoku::generate_options o;
  o.minimal = true;
  o.symmetry = s;
  return o;
}

sudoku::generate_options at_most(int clues) {
  sudoku::generate_options o;
  o.clues = clues;
  return o;
}

template <int Box>
void random_grid(benchmark::State& state) {
  seek::xoshiro256ss gen(2026);
  for (auto _ : state) benchmark::DoNotOptimize(sudoku::random_grid<Box>(gen));
  state.counters["grids/s"] = benchmark::Counter(static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
}

void rate_9x9(benchmark::State& state) {
  auto const p = sudoku::generate(3, minimal(), std::uint64_t{1});
  for (auto _ : state) benchmark::DoNotOptimize(sudoku::rate(p.puzzle));
}

}  // namespace

BENCHMARK(random_grid<2>)->Name("random_grid/4x4");
BENCHMARK(random_grid<3>)->Name("random_grid/9x9");
BENCHMARK(random_grid<4>)->Name("random_grid/16x16")->Unit(benchmark::kMillisecond);
BENCHMARK(random_grid<5>)->Name("random_grid/25x25")->Unit(benchmark::kMillisecond)->Iterations(10);

BENCHMARK_CAPTURE(generate_puzzles, minimal_4x4, 2, minimal())->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(generate_puzzles, minimal_9x9, 3, minimal())->Unit(benchmark::kMillisecond)->MinTime(3);
BENCHMARK_CAPTURE(generate_puzzles, minimal_9x9_rotate180, 3, minimal(sudoku::symmetry::rotate180))
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(generate_puzzles, at_most_30_9x9, 3, at_most(30))->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(generate_puzzles, minimal_16x16, 4, minimal())->Unit(benchmark::kMillisecond)->Iterations(10);
BENCHMARK_CAPTURE(generate_puzzles, at_most_150_16x16, 4, at_most(150))->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(generate_puzzles, at_most_400_25x25, 5, at_most(400))
    ->Unit(benchmark::kMillisecond)->Iterations(5);

BENCHMARK(rate_9x9)->Unit(benchmark::kMicrosecond);

BENCHMARK_MAIN();

// bench/sudoku_bench.cpp: Google Benchmark timings of the sudoku model on a
// few fixed puzzles: one solution, a uniqueness check, and the cost of a
// search step, for each successor function.
//
// Per-set medians over the public puzzle collections are in sudoku_sets.
#include <benchmark/benchmark.h>

#include <cstdint>
#include <string>

#include <seek/sudoku/sudoku.hpp>

namespace {

namespace sdk = seek::sudoku;

sdk::board<3> board9(std::string const& s) {
  sdk::grid g(3);
  for (std::size_t i = 0; i < 81; ++i) g.cells[i] = s[i] == '.' ? 0 : s[i] - '0';
  return sdk::board<3>::from_grid(g);
}

// Arto Inkala's 2012 puzzle and the first of Norvig's "hardest" file.
std::string const inkala =
    "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";
std::string const rosetta =
    "85...24..72......9..4.........1.7..23.5...9...4...........8..7..17..........36.4.";

template <class S>
void first_solution(benchmark::State& state, std::string const& puzzle, S s) {
  auto const b = board9(puzzle);
  for (auto _ : state) {
    bool found = false;
    for (auto const& x : seek::dfs(b, s))
      if (x.complete()) {
        found = true;
        break;
      }
    benchmark::DoNotOptimize(found);
  }
}

void count_two(benchmark::State& state, std::string const& puzzle) {
  auto const b = board9(puzzle);
  for (auto _ : state) benchmark::DoNotOptimize(sdk::count(b, 2));
}

// States per second when enumerating solutions of the empty board.
template <class S>
void enumerate_empty(benchmark::State& state, S s) {
  sdk::board<3> const empty;
  std::uint64_t states = 0;
  for (auto _ : state) {
    std::uint64_t n = 0;
    for (auto const& x : seek::dfs(empty, s)) {
      ++states;
      if (x.complete() && ++n == 1000) break;
    }
    benchmark::DoNotOptimize(n);
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(states));
}

void propagate_settle(benchmark::State& state, std::string const& puzzle) {
  auto const b = board9(puzzle);
  for (auto _ : state) {
    auto r = sdk::propagate(b);
    benchmark::DoNotOptimize(r.begin() == r.end());
  }
}

}  // namespace

BENCHMARK_CAPTURE(first_solution, inkala_propagate, inkala, sdk::propagate)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(first_solution, inkala_fewest, inkala, sdk::fewest_candidates)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(first_solution, rosetta_propagate, rosetta, sdk::propagate)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(first_solution, rosetta_fewest, rosetta, sdk::fewest_candidates)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(first_solution, rosetta_first_empty, rosetta, sdk::first_empty)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(count_two, inkala, inkala)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(count_two, rosetta, rosetta)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(propagate_settle, inkala, inkala)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(enumerate_empty, fewest, sdk::fewest_candidates)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(enumerate_empty, propagate, sdk::propagate)->Unit(benchmark::kMicrosecond);

BENCHMARK_MAIN();

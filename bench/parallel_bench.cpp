// seek::parallel::count against sequential seek::dfs on n-queens and sudoku
// counts, at 1, 2 and 4 threads (4 oversubscribes this 2-core machine, to
// show the overhead of more tasks than cores). Figures: docs/scaling.md.
#include <benchmark/benchmark.h>

#include <bit>
#include <cstdint>
#include <string>
#include <vector>

#include <oneapi/tbb/global_control.h>
#include <oneapi/tbb/task_arena.h>

#include <seek/strategy/dfs.hpp>
#include <seek/scale/parallel.hpp>
#include <seek/sudoku/sudoku.hpp>

#include "../examples/models/queens.hpp"
#include "../examples/models/sudoku_rows.hpp"

namespace {

auto const queens_complete = [](queens::board const& b) { return b.rows == b.size; };
auto const complete = [](auto const& b) { return b.complete(); };

// sudoku_rows::next as it was before seek::inplace_vector: the same children
// in a std::vector, one heap allocation per state (the sudoku_rows_vector
// cases, beside sudoku_rows's).
auto const next_vector = []<int N>(sudoku_rows::grid<N> const& g) {
  std::vector<sudoku_rows::grid<N>> out;
  if (g.complete()) return out;
  for (std::uint32_t m = g.allowed(); m != 0; m &= m - 1) out.push_back(g.place(std::countr_zero(m) + 1));
  return out;
};

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
// The first band and four cells of the fourth row: 13,608,960 completions;
// with three cells 56,342,016 (as many as each of issue 16's band problems).
// Seconds on one core: the counts the 1.8x goal of issue 17 is about.
std::string const band_and_4 = "1234567894567891237891234569123";
std::string const band_and_3 = "123456789456789123789123456912";
// A real puzzle (the puzzles of counted_puzzles.txt count in milliseconds):
// the solution of its first line with all but 20 cells blanked (random
// choice, seed 2): 1,574,190 solutions, under a second on one core. Without
// its last given (19 cells): 6,967,292 solutions, about 2.6 s.
std::string const puzzle20 =
    ".5..8..1..78........49.....8....6.4....8......36..9....69.......47....8.1........";
std::string const puzzle19 =
    ".5..8..1..78........49.....8....6.4....8......36..9....69.......47....8..........";
// The first band alone (7.8e9 completions) is bench/band_count.cpp.

// One count, sequential and on 1, 2 and 4 threads, under NAME/dfs and
// NAME/parallel/THREADS.
template <class S, class F, class P>
void register_count(std::string const& name, S root, F next, P pred) {
  benchmark::RegisterBenchmark((name + "/dfs").c_str(), [=](benchmark::State& s) {
    sequential(s, root, next, pred);
  })->Unit(benchmark::kMillisecond)->UseRealTime();
  benchmark::RegisterBenchmark((name + "/parallel").c_str(), [=](benchmark::State& s) {
    threads(s, root, next, pred);
  })->Arg(1)->Arg(2)->Arg(4)->Unit(benchmark::kMillisecond)->UseRealTime();
}

void register_all() {
  for (int n : {12, 13, 14, 15})
    register_count("queens/" + std::to_string(n), queens::root(n), queens::next, queens_complete);
  register_count("sudoku_rows/four_rows", sudoku_rows::start<3>(four_rows), sudoku_rows::next, complete);
  register_count("sudoku_rows/band_and_4", sudoku_rows::start<3>(band_and_4), sudoku_rows::next, complete);
  register_count("sudoku_rows_vector/four_rows", sudoku_rows::start<3>(four_rows), next_vector, complete);
  register_count("sudoku_rows_vector/band_and_4", sudoku_rows::start<3>(band_and_4), next_vector, complete);
  auto const padded = [](std::string const& rows) { return rows + std::string(81 - rows.size(), '.'); };
  register_count("sudoku_propagate/four_rows", board_of(padded(four_rows)), seek::sudoku::propagate, complete);
  register_count("sudoku_propagate/band_and_3", board_of(padded(band_and_3)), seek::sudoku::propagate, complete);
  register_count("sudoku_propagate/puzzle20", board_of(puzzle20), seek::sudoku::propagate, complete);
  register_count("sudoku_propagate/puzzle19", board_of(puzzle19), seek::sudoku::propagate, complete);
}

}  // namespace

int main(int argc, char** argv) {
  register_all();
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
}

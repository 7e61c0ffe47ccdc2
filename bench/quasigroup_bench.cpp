// quasigroup_bench: completing quasigroups with holes (examples/models/
// quasigroup.hpp), seek::cdcl against plain seek::dfs with forward checking
// and the fewest-candidates cell first. Each iteration completes the three
// instances of seeds 0, 1, 2 of one order at 42% holes (near the hardest
// ratio of Achlioptas, Gomes, Kautz and Selman 2000). Figures:
// docs/benchmarks.md, "Conflict-driven learning".
#include <benchmark/benchmark.h>

#include <cstdint>
#include <vector>

#include <seek/learn/cdcl.hpp>
#include <seek/strategy/dfs.hpp>

#include "../examples/models/quasigroup.hpp"

namespace {

std::vector<quasigroup::square> instances(int order) {
  std::vector<quasigroup::square> out;
  for (std::uint64_t seed = 0; seed < 3; ++seed) out.push_back(quasigroup::with_holes(order, 42, seed));
  return out;
}

void cdcl_first(benchmark::State& state) {
  int const order = static_cast<int>(state.range(0));
  auto const squares = instances(order);
  std::uint64_t conflicts = 0;
  for (auto _ : state) {
    for (auto const& s : squares) {
      seek::cdcl_statistics cs;
      auto view = seek::cdcl(quasigroup::completion_model(s), cs);
      auto it = view.begin();
      benchmark::DoNotOptimize(it == view.end());
      conflicts += cs.conflicts;
    }
  }
  state.counters["conflicts"] = benchmark::Counter(static_cast<double>(conflicts), benchmark::Counter::kAvgIterations);
}

void dfs_first(benchmark::State& state) {
  int const order = static_cast<int>(state.range(0));
  auto const squares = instances(order);
  std::uint64_t nodes = 0;
  for (auto _ : state) {
    for (auto const& s : squares) {
      seek::statistics st;
      for (auto const& x : seek::dfs(quasigroup::dfs_root(s), quasigroup::dfs_next, st)) {
        if (quasigroup::dfs_complete(x)) break;
      }
      nodes += st.nodes;
    }
  }
  state.counters["nodes"] = benchmark::Counter(static_cast<double>(nodes), benchmark::Counter::kAvgIterations);
}

}  // namespace

BENCHMARK(cdcl_first)->Arg(15)->Arg(20)->Arg(25)->Arg(30)->Unit(benchmark::kMillisecond);
BENCHMARK(dfs_first)->Arg(15)->Arg(20)->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();

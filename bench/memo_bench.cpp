// bench/memo_bench.cpp: the memo table of seek::count, by hash and in an array.
//
// The tree: from state x (0..n-1), steps to x + 1 and x + 2 (below n), so
// the paths of a DAG of n states, and every state's subtree repeats along
// every path to it. The count: states x < 80 with x even, summed over all
// paths (below 2^64; past x = 80 every subtree counts 0, but must still be
// walked once). A memoized count expands each of the n states once and finds
// each the second time it is reached in its table: n table entries, about
// 2n lookups.
//
//   hash       seek::memo_by(std::identity{}): the keys are the states, in a
//              hash table (the default form)
//   dense      seek::memo_by(seek::dense_index(n, std::identity{})): the
//              counts in an array indexed by the state
//   hand_dp    the same count by hand: one array, filled from n - 1 down
//              (the floor: no walk, no table lookups beyond the array)
//
// The counter `per_state` is CPU time per state of the DAG.
#include <benchmark/benchmark.h>

#include <cstddef>
#include <cstdint>
#include <functional>
#include <stdexcept>
#include <vector>

#include <seek/range/inplace_vector.hpp>
#include <seek/scale/count.hpp>
#include <seek/scale/memo.hpp>
#include <seek/successor/dense_index.hpp>

namespace {

constexpr int states = 1 << 20;

struct steps {
  int n;
  seek::inplace_vector<int, 2> operator()(int x) const {
    seek::inplace_vector<int, 2> out;
    if (x + 1 < n) out.push_back(x + 1);
    if (x + 2 < n) out.push_back(x + 2);
    return out;
  }
};

bool counted(int x) { return x < 80 && x % 2 == 0; }

// The same count by dynamic programming over the DAG.
std::uint64_t hand_count(int n) {
  std::vector<std::uint64_t> below(static_cast<std::size_t>(n) + 2, 0);
  for (int x = n - 1; x >= 0; --x) {
    auto const i = static_cast<std::size_t>(x);
    std::uint64_t c = counted(x) ? 1 : 0;
    if (x + 1 < n) c += below[i + 1];
    if (x + 2 < n) c += below[i + 2];
    below[i] = c;
  }
  return below[0];
}

template <class Count>
void run(benchmark::State& st, Count count) {
  std::uint64_t const expected = hand_count(states);
  for (auto _ : st) {
    std::uint64_t const n = count();
    if (n != expected) throw std::logic_error("memo_bench: wrong count");
    benchmark::DoNotOptimize(n);
  }
  st.counters["per_state"] = benchmark::Counter(static_cast<double>(states) * static_cast<double>(st.iterations()),
                                                benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
}

void hash(benchmark::State& st) {
  run(st, [] { return seek::count(0, steps{states}, counted, seek::memo_by(std::identity{})); });
}
void dense(benchmark::State& st) {
  run(st, [] {
    return seek::count(0, steps{states}, counted, seek::memo_by(seek::dense_index(states, std::identity{})));
  });
}
void hand_dp(benchmark::State& st) {
  run(st, [] { return hand_count(states); });
}

}  // namespace

BENCHMARK(hash)->Unit(benchmark::kMillisecond);
BENCHMARK(dense)->Unit(benchmark::kMillisecond);
BENCHMARK(hand_dp)->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();

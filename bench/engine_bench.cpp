// bench/engine_bench.cpp: the engine's cost per state.
//
// seek::dfs, seek::bfs and seek::coro_dfs against hand-written traversals of
// the same synthetic trees, through the same successor function. Every
// benchmark visits every state and sums the ids, so the work per state is the
// same; the counter `per_node` is CPU time divided by states visited (CPU time,
// not wall time, because the machine it was measured on is shared).
//
// dfs_traced runs seek::dfs with a tracer (seek::traced_by) that counts the
// states generated and the climbs: the cost of listening to the events.
//
// Trees (the shape is fixed by `branching` and `max_depth`):
//   b3_d12   branching 3, depth 12    797,161 states
//   b2_d18   branching 2, depth 18    524,287 states
//   chain    branching 1, depth 99,999  100,000 states, one path
//
// Baselines:
//   recursive  a recursive function calling the successor function; not run
//              on the chain, whose 100,000 nested calls would overflow a
//              default 8 MiB stack in some builds;
//   explicit   the same walk over an explicit std::vector stack (what a
//              careful hand-written non-recursive dfs looks like); run on all
//              trees, and the reference for the chain.
//
// And the floor under any dfs that makes one coroutine per state, as
// seek::coro_dfs does (no tree, no successor function; one coroutine per
// "state", as many as b3_d12 has states):
//   coroutine_floor/seek_generator  make a seek::generator that yields one
//                                   value, read it, run it to its end and
//                                   destroy it;
//   coroutine_floor/bare            the same with the smallest generator the
//                                   language allows (no nesting, no
//                                   exception kept, a one-frame free list):
//                                   what the compiler itself charges.
#include <seek/strategy/bfs.hpp>
#include <seek/strategy/coro_dfs.hpp>
#include <seek/strategy/dfs.hpp>

#include <seek/range/generator.hpp>
#include <seek/trace/tracer.hpp>

#include <benchmark/benchmark.h>

#include <array>
#include <coroutine>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <exception>
#include <utility>
#include <vector>

namespace {

struct node {
  std::uint32_t id;
  std::uint16_t depth;
};

// At most three children, stored inline: a cheap owning range.
struct children {
  std::array<node, 3> items;
  std::uint8_t count;
  node* begin() noexcept { return items.data(); }
  node* end() noexcept { return items.data() + count; }
  node const* begin() const noexcept { return items.data(); }
  node const* end() const noexcept { return items.data() + count; }
};

struct tree {
  std::uint32_t branching;
  std::uint16_t max_depth;

  children operator()(node const& n) const noexcept {
    children c;  // items past count are never read
    c.count = 0;
    if (n.depth < max_depth) {
      c.count = static_cast<std::uint8_t>(branching);
      for (std::uint32_t i = 0; i < branching; ++i)
        c.items[i] = node{n.id * branching + i + 1, static_cast<std::uint16_t>(n.depth + 1)};
    }
    return c;
  }

  std::uint64_t size() const {
    std::uint64_t total = 0, level = 1;
    for (std::uint32_t d = 0; d <= max_depth; ++d, level *= branching) total += level;
    return total;
  }
};

tree const b3_d12{3, 12};
tree const b2_d18{2, 18};

// The chain is 100,000 deep, beyond uint16 depths, so its successor function
// counts ids instead.
struct chain_tree {
  std::uint32_t length;
  children operator()(node const& n) const noexcept {
    children c;  // items past count are never read
    c.count = 0;
    if (n.id + 1 < length) {
      c.count = 1;
      c.items[0] = node{n.id + 1, 0};
    }
    return c;
  }
  std::uint64_t size() const { return length; }
};
chain_tree const chain_100k{100'000};
// A short chain: its cost per state against the deep one's shows whether
// depth costs anything. (Not for the recursive function: on a chain, g++
// turns its recursion into a loop.)
chain_tree const chain_1k{1'000};

void report(benchmark::State& state, std::uint64_t nodes_per_iteration) {
  auto const nodes = static_cast<double>(nodes_per_iteration) * static_cast<double>(state.iterations());
  state.SetItemsProcessed(static_cast<std::int64_t>(nodes));
  // Seconds of CPU time per state; printed with an SI prefix ("5.2n" = 5.2 ns).
  state.counters["per_node"] = benchmark::Counter(nodes, benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
}

template <class Tree>
void run_dfs(benchmark::State& state, Tree const& t) {
  for (auto _ : state) {
    std::uint64_t sum = 0, count = 0;
    for (node const& n : seek::dfs(node{0, 0}, t)) {
      sum += n.id;
      ++count;
    }
    benchmark::DoNotOptimize(sum);
    if (count != t.size()) state.SkipWithError("wrong count");
  }
  report(state, t.size());
}

template <class Tree>
void run_dfs_stats(benchmark::State& state, Tree const& t) {
  seek::statistics stats;
  for (auto _ : state) {
    std::uint64_t sum = 0;
    for (node const& n : seek::dfs(node{0, 0}, t, stats)) sum += n.id;
    benchmark::DoNotOptimize(sum);
    if (stats.nodes != t.size()) state.SkipWithError("wrong count");
  }
  report(state, t.size());
}

// seek::dfs with a tracer that counts the states generated and the climbs:
// what listening to the events costs (without one, a search pays nothing).
struct counting_tracer {
  std::uint64_t generated = 0, climbs = 0;
  template <class E>
  void on_generated(E const&) {
    ++generated;
  }
  template <class E>
  void on_climb(E const&) {
    ++climbs;
  }
};
template <class Tree>
void run_dfs_traced(benchmark::State& state, Tree const& t) {
  for (auto _ : state) {
    counting_tracer tracer;
    std::uint64_t sum = 0;
    for (node const& n : seek::dfs(node{0, 0}, t, seek::traced_by(tracer))) sum += n.id;
    benchmark::DoNotOptimize(sum);
    if (tracer.generated != t.size()) state.SkipWithError("wrong count");
  }
  report(state, t.size());
}

template <class Tree>
void run_bfs(benchmark::State& state, Tree const& t) {
  for (auto _ : state) {
    std::uint64_t sum = 0, count = 0;
    for (node const& n : seek::bfs(node{0, 0}, t)) {
      sum += n.id;
      ++count;
    }
    benchmark::DoNotOptimize(sum);
    if (count != t.size()) state.SkipWithError("wrong count");
  }
  report(state, t.size());
}

template <class Tree>
void run_coro_dfs(benchmark::State& state, Tree const& t) {
  for (auto _ : state) {
    std::uint64_t sum = 0, count = 0;
    auto g = seek::coro_dfs(node{0, 0}, t);
    for (node const& n : g) {
      sum += n.id;
      ++count;
    }
    benchmark::DoNotOptimize(sum);
    if (count != t.size()) state.SkipWithError("wrong count");
  }
  report(state, t.size());
}

// The baseline a C programmer would write: recurse over next(n).
template <class Tree>
void visit(Tree const& t, node const& n, std::uint64_t& sum, std::uint64_t& count) {
  sum += n.id;
  ++count;
  for (node const& c : t(n)) visit(t, c, sum, count);
}

template <class Tree>
void run_recursive(benchmark::State& state, Tree const& t) {
  for (auto _ : state) {
    std::uint64_t sum = 0, count = 0;
    visit(t, node{0, 0}, sum, count);
    benchmark::DoNotOptimize(sum);
    if (count != t.size()) state.SkipWithError("wrong count");
  }
  report(state, t.size());
}

// The same walk over an explicit stack of (successors, position) frames.
template <class Tree>
void run_explicit(benchmark::State& state, Tree const& t) {
  struct frame {
    children kids;
    std::uint8_t next = 0;
  };
  std::vector<frame> stack;
  for (auto _ : state) {
    std::uint64_t sum = 0, count = 0;
    node root{0, 0};
    sum += root.id;
    ++count;
    stack.clear();
    stack.push_back(frame{t(root)});
    while (!stack.empty()) {
      frame& f = stack.back();
      if (f.next == f.kids.count) {
        stack.pop_back();
        continue;
      }
      node const n = f.kids.items[f.next++];
      sum += n.id;
      ++count;
      stack.push_back(frame{t(n)});  // may reallocate: f is not used after this
    }
    benchmark::DoNotOptimize(sum);
    if (count != t.size()) state.SkipWithError("wrong count");
  }
  report(state, t.size());
}

// One coroutine per state, and nothing else. Out of line, as the calls of a
// recursive coroutine are: inlined, clang elides the whole coroutine.
[[gnu::noinline]] seek::generator<std::uint32_t> yield_once(std::uint32_t x) { co_yield std::uint32_t(x); }

// `values_of(i)` makes the coroutine for state i, runs it to its end and
// returns the sum of what it yielded.
template <class ValuesOf>
void run_floor(benchmark::State& state, ValuesOf values_of) {
  std::uint64_t const n = b3_d12.size();
  for (auto _ : state) {
    std::uint64_t sum = 0;
    for (std::uint32_t i = 0; i < n; ++i) sum += values_of(i);
    benchmark::DoNotOptimize(sum);
  }
  report(state, n);
}

void run_floor_seek_generator(benchmark::State& state) {
  run_floor(state, [](std::uint32_t i) {
    std::uint64_t sum = 0;
    auto g = yield_once(i);
    for (std::uint32_t v : g) sum += v;
    return sum;
  });
}

// The smallest generator: a promise holding the last value, suspended at
// start, at each co_yield and at the end; one freed frame kept for reuse.
struct bare_generator {
  struct promise_type {
    std::uint32_t value = 0;
    static inline void* spare = nullptr;
    static void* operator new(std::size_t n) {
      if (void* p = spare) {
        spare = nullptr;
        return p;
      }
      return ::operator new(n);
    }
    static void operator delete(void* p) noexcept {
      if (spare == nullptr) {
        spare = p;
        return;
      }
      ::operator delete(p);
    }
    bare_generator get_return_object() noexcept {
      return bare_generator{std::coroutine_handle<promise_type>::from_promise(*this)};
    }
    std::suspend_always initial_suspend() const noexcept { return {}; }
    std::suspend_always final_suspend() const noexcept { return {}; }
    std::suspend_always yield_value(std::uint32_t v) noexcept {
      value = v;
      return {};
    }
    void return_void() const noexcept {}
    void unhandled_exception() const noexcept { std::terminate(); }
  };
  explicit bare_generator(std::coroutine_handle<promise_type> h) noexcept : handle(h) {}
  bare_generator(bare_generator&& other) noexcept : handle(std::exchange(other.handle, {})) {}
  bare_generator& operator=(bare_generator&&) = delete;
  ~bare_generator() {
    if (handle) handle.destroy();
  }
  std::coroutine_handle<promise_type> handle;
};

[[gnu::noinline]] bare_generator bare_yield_once(std::uint32_t x) { co_yield x; }

void run_floor_bare(benchmark::State& state) {
  run_floor(state, [](std::uint32_t i) {
    std::uint64_t sum = 0;
    bare_generator g = bare_yield_once(i);
    for (g.handle.resume(); !g.handle.done(); g.handle.resume()) sum += g.handle.promise().value;
    return sum;
  });
}

}  // namespace

BENCHMARK_CAPTURE(run_recursive, b3_d12, b3_d12)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(run_explicit, b3_d12, b3_d12)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(run_dfs, b3_d12, b3_d12)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(run_dfs_stats, b3_d12, b3_d12)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(run_dfs_traced, b3_d12, b3_d12)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(run_bfs, b3_d12, b3_d12)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(run_coro_dfs, b3_d12, b3_d12)->Unit(benchmark::kMillisecond);

BENCHMARK_CAPTURE(run_recursive, b2_d18, b2_d18)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(run_explicit, b2_d18, b2_d18)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(run_dfs, b2_d18, b2_d18)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(run_dfs_stats, b2_d18, b2_d18)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(run_dfs_traced, b2_d18, b2_d18)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(run_bfs, b2_d18, b2_d18)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(run_coro_dfs, b2_d18, b2_d18)->Unit(benchmark::kMillisecond);

BENCHMARK_CAPTURE(run_explicit, chain, chain_100k)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(run_dfs, chain, chain_100k)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(run_dfs_stats, chain, chain_100k)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(run_dfs_traced, chain, chain_100k)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(run_bfs, chain, chain_100k)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(run_coro_dfs, chain, chain_100k)->Unit(benchmark::kMillisecond);

BENCHMARK_CAPTURE(run_dfs, chain_1k, chain_1k)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(run_coro_dfs, chain_1k, chain_1k)->Unit(benchmark::kMicrosecond);

BENCHMARK(run_floor_seek_generator)->Name("coroutine_floor/seek_generator")->Unit(benchmark::kMillisecond);
BENCHMARK(run_floor_bare)->Name("coroutine_floor/bare")->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();

// bench/bidirectional.cpp: seek::bidirectional_bfs against one-way
// breadth-first search (seek::shortest_path(seek::unique_bfs, ...)) on the
// same queries: states reached (statistics::nodes - pruned: each state once
// a search; unique_bfs never generates a state twice) and time.
//
//   bidirectional [google benchmark flags]
//
// Problems (every move reversible, so prev is next):
//   eight_puzzle  20 positions from random walks of 400 moves from the
//                 solved one, each to the solved one (lengths up to 31);
//   fifteen       10 positions from random walks of 24 moves (lengths up to
//                 24);
//   open_grid     a 2001 x 2001 grid of open cells, 4-connected, 10 queries
//                 from the centre to a cell 300 to 600 steps away (in the
//                 plane both searches cover discs: about 2x, not more).
// Every length is checked against one-way bfs's; counters: states per query.
// The baseline for time: hand_written, bidirectional bfs written by hand on
// std::unordered_map (run after the others; its lengths checked too).
// A table of the ratios (one-way / bidirectional) is printed at the end.
#include <benchmark/benchmark.h>

#include <array>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <map>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include <seek/core/random.hpp>
#include <seek/strategy/bidirectional_bfs.hpp>
#include <seek/strategy/find_path.hpp>
#include <seek/strategy/unique.hpp>

namespace {

// A sliding puzzle of side n (3 or 4): tiles 4 bits each in a 64-bit word,
// the blank (0) where it is; neighbours move the blank up, down, left, right.
template <int N>
struct sliding {
  static std::uint64_t tile(std::uint64_t s, int i) { return (s >> (4 * i)) & 15u; }
  static int blank(std::uint64_t s) {
    for (int i = 0; i < N * N; ++i)
      if (tile(s, i) == 0) return i;
    return -1;
  }
  static std::uint64_t swap(std::uint64_t s, int a, int b) {
    std::uint64_t const ta = tile(s, a), tb = tile(s, b);
    s &= ~((std::uint64_t{15} << (4 * a)) | (std::uint64_t{15} << (4 * b)));
    return s | (ta << (4 * b)) | (tb << (4 * a));
  }
  static std::uint64_t solved() {
    std::uint64_t s = 0;
    for (int i = 0; i < N * N - 1; ++i) s |= std::uint64_t(i + 1) << (4 * i);
    return s;  // blank last
  }
  std::vector<std::uint64_t> operator()(std::uint64_t s) const {
    std::vector<std::uint64_t> out;
    int const b = blank(s), r = b / N, c = b % N;
    if (r > 0) out.push_back(swap(s, b, b - N));
    if (r < N - 1) out.push_back(swap(s, b, b + N));
    if (c > 0) out.push_back(swap(s, b, b - 1));
    if (c < N - 1) out.push_back(swap(s, b, b + 1));
    return out;
  }
};

struct grid_moves {
  static constexpr int side = 2001;
  std::vector<int> operator()(int cell) const {
    std::vector<int> out;
    int const x = cell % side, y = cell / side;
    if (x > 0) out.push_back(cell - 1);
    if (x < side - 1) out.push_back(cell + 1);
    if (y > 0) out.push_back(cell - side);
    if (y < side - 1) out.push_back(cell + side);
    return out;
  }
};

// The baseline: bidirectional breadth-first search written by hand, as a
// user would without seek: a hash map of parents a side, whole levels, the
// smaller frontier first, stopping at the end of the first level that meets
// the other side. Returns the number of edges (or -1) and the states reached.
template <class S, class F>
std::pair<long, std::size_t> hand_bidirectional(S const& from, S const& to, F const& next) {
  if (from == to) return {0, 1};
  std::unordered_map<S, S> seen_f{{from, from}}, seen_b{{to, to}};
  std::unordered_map<S, std::size_t> depth_f{{from, 0}}, depth_b{{to, 0}};
  std::vector<S> front_f{from}, front_b{to};
  std::size_t df = 0, db = 0;
  long best = -1;
  while (!front_f.empty() && !front_b.empty() && best < 0) {
    bool const forward = front_f.size() <= front_b.size();
    auto& front = forward ? front_f : front_b;
    auto& seen = forward ? seen_f : seen_b;
    auto& depth = forward ? depth_f : depth_b;
    auto const& other = forward ? depth_b : depth_f;
    std::size_t const d = (forward ? df : db) + 1;
    std::vector<S> level;
    for (S const& x : front)
      for (S const& y : next(x)) {
        if (!seen.emplace(y, x).second) continue;
        depth.emplace(y, d);
        level.push_back(y);
        auto const there = other.find(y);
        if (there != other.end()) {
          long const length = static_cast<long>(d + there->second);
          if (best < 0 || length < best) best = length;
        }
      }
    front = std::move(level);
    (forward ? df : db) = d;
  }
  return {best, seen_f.size() + seen_b.size()};
}

template <class S, class F>
struct problem {
  std::string name;
  F next;
  std::vector<std::pair<S, S>> queries;
};

struct totals {
  double nodes = 0;
};
std::map<std::string, totals> measured;  // "problem/solver"
std::map<std::string, std::vector<std::size_t>> lengths;
bool mismatch = false;

template <class S, class F>
void run_hand(benchmark::State& state, problem<S, F> const* p) {
  double states = 0;
  std::vector<std::size_t> got;
  for (auto _ : state) {
    states = 0;
    got.clear();
    for (auto const& [from, to] : p->queries) {
      auto [length, reached] = hand_bidirectional(from, to, p->next);
      got.push_back(length < 0 ? 0 : static_cast<std::size_t>(length));
      states += static_cast<double>(reached);
    }
  }
  state.counters["states_per_query"] = states / static_cast<double>(p->queries.size());
  auto const& want = lengths[p->name];
  if (!want.empty() && want != got) {
    std::fprintf(stderr, "%s: the hand-written search's lengths differ\n", p->name.c_str());
    mismatch = true;
  }
}

template <class S, class F>
void run(benchmark::State& state, problem<S, F> const* p, bool both) {
  totals t;
  std::vector<std::size_t> got;
  for (auto _ : state) {
    t = {};
    got.clear();
    for (auto const& query : p->queries) {
      S const& from = query.first;
      S const& to = query.second;  // not a structured binding: clang 14 cannot capture one
      seek::statistics stats;
      if (both) {
        auto found = seek::bidirectional_bfs(from, to, p->next, stats);
        got.push_back(found ? found->cost : 0);
      } else {
        auto found = seek::shortest_path(seek::unique_bfs, from, p->next, [&](S const& s) { return s == to; }, stats);
        got.push_back(found ? found->cost : 0);
      }
      t.nodes += static_cast<double>(stats.nodes - stats.pruned);  // states reached, each once a search
    }
  }
  double const n = static_cast<double>(p->queries.size());
  state.counters["states_per_query"] = t.nodes / n;
  state.counters["queries"] = n;
  std::string const key = p->name + (both ? "/bidirectional" : "/one_way");
  measured[key].nodes = t.nodes;
  auto& other = lengths[p->name];
  if (other.empty())
    other = got;
  else if (other != got) {
    std::fprintf(stderr, "%s: the lengths differ between one-way and bidirectional search\n", p->name.c_str());
    mismatch = true;
  }
}

}  // namespace

int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 2;

  seek::splitmix64 rng(2026);
  auto walk = [&](auto next, std::uint64_t from, int steps) {
    for (int i = 0; i < steps; ++i) {
      auto moves = next(from);
      from = moves[static_cast<std::size_t>(rng() % moves.size())];
    }
    return from;
  };
  static problem<std::uint64_t, sliding<3>> eight{"eight_puzzle", {}, {}};
  for (int i = 0; i < 20; ++i)
    eight.queries.emplace_back(walk(sliding<3>{}, sliding<3>::solved(), 400), sliding<3>::solved());
  static problem<std::uint64_t, sliding<4>> fifteen{"fifteen", {}, {}};
  for (int i = 0; i < 10; ++i)
    fifteen.queries.emplace_back(walk(sliding<4>{}, sliding<4>::solved(), 24), sliding<4>::solved());
  static problem<int, grid_moves> open_grid{"open_grid", {}, {}};
  int const centre = 1000 * grid_moves::side + 1000;
  for (int i = 0; i < 10; ++i) {
    int const dx = static_cast<int>(rng() % 301), dy = 300 - dx + static_cast<int>(rng() % 301);
    open_grid.queries.emplace_back(centre, centre + dy * grid_moves::side - dx);
  }

  for (bool both : {false, true}) {
    char const* solver = both ? "/bidirectional" : "/one_way";
    benchmark::RegisterBenchmark(("eight_puzzle" + std::string(solver)).c_str(), run<std::uint64_t, sliding<3>>,
                                 &eight, both)
        ->Unit(benchmark::kMillisecond)->Iterations(1);
    benchmark::RegisterBenchmark(("fifteen" + std::string(solver)).c_str(), run<std::uint64_t, sliding<4>>, &fifteen,
                                 both)
        ->Unit(benchmark::kMillisecond)->Iterations(1);
    benchmark::RegisterBenchmark(("open_grid" + std::string(solver)).c_str(), run<int, grid_moves>, &open_grid, both)
        ->Unit(benchmark::kMillisecond)->Iterations(1);
  }
  benchmark::RegisterBenchmark("eight_puzzle/hand_written", run_hand<std::uint64_t, sliding<3>>, &eight)
      ->Unit(benchmark::kMillisecond)->Iterations(1);
  benchmark::RegisterBenchmark("fifteen/hand_written", run_hand<std::uint64_t, sliding<4>>, &fifteen)
      ->Unit(benchmark::kMillisecond)->Iterations(1);
  benchmark::RegisterBenchmark("open_grid/hand_written", run_hand<int, grid_moves>, &open_grid)
      ->Unit(benchmark::kMillisecond)->Iterations(1);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();

  std::printf("\nstates reached, one-way bfs / bidirectional bfs\n");
  for (char const* name : {"eight_puzzle", "fifteen", "open_grid"}) {
    auto const one = measured.find(std::string(name) + "/one_way"), two = measured.find(std::string(name) + "/bidirectional");
    if (one == measured.end() || two == measured.end()) continue;
    std::printf("%-14s %8.2fx fewer states\n", name, one->second.nodes / two->second.nodes);
  }
  if (mismatch) return 1;
}

// bench/ida_star_bench.cpp: seek::ida_star on the 15-puzzle against a
// hand-written recursive IDA* with the same heuristic and move order.
//
// The instances are the eleven of Korf's first fifty (1985) that IDA* with
// the Manhattan distance solves in under 12 million nodes, listed below with
// his optimal lengths and node counts; every run checks both. Four of them
// need 50 moves or more (#31: 50, #45: 51, #28: 52, #5: 56).
//
//   seek/<id>        seek::ida_star with statistics (which count the nodes)
//   seek_plain/<id>  seek::ida_star without statistics
//   hand/<id>        the recursive IDA*: board in place, tile moved and moved
//                    back, the model's table of moves in the same order, with
//                    the same change of the Manhattan distance per move; its
//                    board is a byte per cell, not the model's packed 64-bit
//                    word, so the ratio includes the model's encoding
//   */0              the eleven in a row
//
// Counters: `nodes` per run and `per_node` (CPU time / nodes generated; CPU
// time because the machine is shared). Compare seek and hand from one run.
#include "../examples/models/fifteen_puzzle.hpp"

#include <seek/range/first.hpp>
#include <seek/strategy/ida_star.hpp>

#include <range/v3/view/filter.hpp>

#include <benchmark/benchmark.h>

#include <array>
#include <cstdint>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

namespace {

constexpr std::array<char const*, 11> subset{
    "12 45 546344: 14 1 9 6 4 8 12 5 7 2 3 0 10 11 13 15",
    "42 42 877823: 4 5 7 2 9 14 12 13 0 3 6 11 8 1 15 10",
    "19 46 1280495: 7 11 8 3 14 0 6 15 1 4 13 9 5 12 2 10",
    "47 47 1411294: 6 10 1 14 15 8 3 5 13 0 2 7 4 9 11 12",
    "9 46 1650696: 3 14 9 11 5 4 8 2 13 12 6 7 10 1 15 0",
    "48 49 1905023: 8 11 4 6 7 3 10 9 2 12 15 13 0 1 5 14",
    "30 47 2196593: 12 15 2 6 1 14 4 8 5 3 7 0 10 13 9 11",
    "31 50 2351811: 12 8 15 13 1 0 5 4 6 3 2 11 9 7 14 10",
    "28 52 5934442: 13 14 6 12 4 5 1 0 9 3 10 2 15 11 8 7",
    "45 51 6158733: 3 14 9 7 12 15 0 4 1 8 5 6 11 10 2 13",
    "5 56 11020325: 4 7 14 13 10 3 9 12 11 5 6 15 1 2 8 0",
};

std::vector<fifteen_puzzle::instance> const& instances() {
  static std::vector<fifteen_puzzle::instance> const all = [] {
    std::vector<fifteen_puzzle::instance> v;
    for (char const* line : subset) v.push_back(fifteen_puzzle::parse_instance(line));
    return v;
  }();
  return all;
}

struct result {
  int length = -1;
  std::uint64_t nodes = 0;
};

result seek_ida(fifteen_puzzle::board const& start) {
  seek::statistics stats;
  result r;
  auto search = seek::ida_star(start, fifteen_puzzle::next, fifteen_puzzle::h, stats);
  for (auto it = search.begin(); it != search.end(); ++it)
    if (it->manhattan() == 0) {  // the first goal; its cost is the path's length
      r.length = it.cost();
      break;
    }
  r.nodes = stats.nodes;
  return r;
}

int seek_ida_plain(fifteen_puzzle::board const& start) {
  int length = -1;
  auto search = seek::ida_star(start, fifteen_puzzle::next, fifteen_puzzle::h);
  for (auto it = search.begin(); it != search.end(); ++it)
    if (it->manhattan() == 0) {
      length = it.cost();
      break;
    }
  return length;
}

// The textbook recursive IDA*, written for speed: one board changed in
// place, the goal tested on entry, children cut off above the threshold.
class hand_ida {
 public:
  explicit hand_ida(fifteen_puzzle::board const& start) : blank_(start.blank()), h0_(start.manhattan()) {
    for (int c = 0; c < 16; ++c) tiles_[static_cast<std::size_t>(c)] = static_cast<std::uint8_t>(start.at(c));
  }

  result solve() {
    result r;
    r.nodes = 1;  // the start, once
    threshold_ = h0_;
    for (;;) {
      next_ = 1 << 30;
      if (search(0, h0_, 4, r.nodes)) {
        r.length = threshold_;
        return r;
      }
      threshold_ = next_;
    }
  }

 private:
  bool search(int g, int h, int last, std::uint64_t& nodes) {
    if (h == 0) return true;
    // The model's table of moves, in the same order, with each move's
    // change of the distance per tile.
    auto const& list = fifteen_puzzle::detail::steps[static_cast<std::size_t>(blank_)][static_cast<std::size_t>(last)];
    for (auto const& s : std::span(list.items.data(), list.size)) {
      int const to = s.to;
      auto const tile = tiles_[static_cast<std::size_t>(to)];
      int const nh = h + s.dh[tile];
      int const m = static_cast<int>(s.m);
      ++nodes;
      int const f = g + 1 + nh;
      if (f > threshold_) {
        if (f < next_) next_ = f;
        continue;
      }
      int const from = blank_;
      tiles_[static_cast<std::size_t>(from)] = tile;
      tiles_[static_cast<std::size_t>(to)] = 0;
      blank_ = to;
      bool const found = search(g + 1, nh, m, nodes);
      blank_ = from;
      tiles_[static_cast<std::size_t>(to)] = tile;
      tiles_[static_cast<std::size_t>(from)] = 0;
      if (found) return true;
    }
    return false;
  }

  std::array<std::uint8_t, 16> tiles_{};
  int blank_;
  int h0_;
  int threshold_ = 0;
  int next_ = 0;
};

void check(fifteen_puzzle::instance const& inst, result const& r) {
  if (r.length != inst.length || r.nodes != inst.ida_nodes)
    throw std::logic_error("instance " + std::to_string(inst.id) + ": length " + std::to_string(r.length) +
                           ", nodes " + std::to_string(r.nodes) + "; expected " + std::to_string(inst.length) +
                           ", " + std::to_string(inst.ida_nodes));
}

template <class Solve>
void run(benchmark::State& state, std::vector<fifteen_puzzle::instance> const& set, Solve solve) {
  std::uint64_t nodes = 0;
  for (auto _ : state) {
    nodes = 0;
    for (auto const& inst : set) {
      result const r = solve(inst);
      check(inst, r);
      nodes += r.nodes;
    }
  }
  state.counters["nodes"] = static_cast<double>(nodes);
  state.counters["per_node"] =
      benchmark::Counter(static_cast<double>(nodes), benchmark::Counter::kIsIterationInvariantRate |
                                                         benchmark::Counter::kInvert);
}

std::vector<fifteen_puzzle::instance> pick(benchmark::State const& state) {
  if (state.range(0) == 0) return instances();
  for (auto const& inst : instances())
    if (inst.id == state.range(0)) return {inst};
  throw std::invalid_argument("no such instance in the subset");
}

void seek_with_stats(benchmark::State& state) {
  run(state, pick(state), [](auto const& inst) { return seek_ida(inst.start); });
}
void seek_plain(benchmark::State& state) {
  run(state, pick(state), [](auto const& inst) { return result{seek_ida_plain(inst.start), inst.ida_nodes}; });
}
void hand(benchmark::State& state) {
  run(state, pick(state), [](auto const& inst) { return hand_ida(inst.start).solve(); });
}

void instance_args(benchmark::internal::Benchmark* b) {
  for (auto const& inst : instances()) b->Arg(inst.id);
  b->Arg(0);  // all of them
  b->Unit(benchmark::kMillisecond);
}

}  // namespace

BENCHMARK(seek_with_stats)->Name("seek")->Apply(instance_args);
BENCHMARK(seek_plain)->Name("seek_plain")->Apply(instance_args);
BENCHMARK(hand)->Name("hand")->Apply(instance_args);

BENCHMARK_MAIN();

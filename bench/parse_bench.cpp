// bench/parse_bench.cpp: the cost of reading and writing puzzles (issue 16:
// "well under 1 us per 9x9 puzzle"), on the 49,158 17-clue lines of the
// shared data (../shared/data beside the checkout, or $SEEK_SHARED_DATA).
//
//   parse_read    puzzle_reader over the whole file in memory, per puzzle
//   parse_format  to_line of every puzzle, per puzzle
//   parse_round   read, format and append to an output buffer, per puzzle
//   parse_spaced  puzzle_reader over the same puzzles written with spaces:
//                 /0 in groups of three cells, /1 a row per word, /2 as
//                 integer tokens ("0 0 3 0 2 ..."), per puzzle
//
// Figures and the command that made them are in docs/benchmarks.md.
#include <benchmark/benchmark.h>

#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <seek/sudoku/io/format.hpp>
#include <seek/sudoku/io/parse.hpp>

namespace {

namespace sdk = seek::sudoku;

std::string data_dir() {
  if (char const* env = std::getenv("SEEK_SHARED_DATA")) return env;
  std::string here = __FILE__;  // <checkout>/bench/parse_bench.cpp
  return here.substr(0, here.rfind('/')) + "/../../shared/data";
}

std::string const& file_text() {
  static std::string const text = [] {
    std::ifstream in(data_dir() + "/puzzles2_17_clue.txt", std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
  }();
  return text;
}

std::vector<sdk::grid> const& grids() {
  static std::vector<sdk::grid> const all = [] {
    std::vector<sdk::grid> out;
    std::istringstream in(file_text());
    sdk::puzzle_reader reader(in);
    for (sdk::record r; reader.next(r);)
      if (auto const* g = std::get_if<sdk::grid>(&r.value)) out.push_back(*g);
    return out;
  }();
  return all;
}

bool check_data(benchmark::State& state) {
  if (grids().empty()) {
    state.SkipWithError("no puzzles: set SEEK_SHARED_DATA to the folder holding puzzles2_17_clue.txt");
    return false;
  }
  return true;
}

void parse_read(benchmark::State& state) {
  if (!check_data(state)) return;
  std::size_t n = 0;
  for (auto _ : state) {
    std::istringstream in(file_text());
    sdk::puzzle_reader reader(in);
    for (sdk::record r; reader.next(r);) {
      benchmark::DoNotOptimize(r);
      ++n;
    }
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(n));
}

void parse_format(benchmark::State& state) {
  if (!check_data(state)) return;
  std::size_t n = 0;
  for (auto _ : state) {
    for (auto const& g : grids()) {
      std::string line = sdk::to_line(g);
      benchmark::DoNotOptimize(line);
    }
    n += grids().size();
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(n));
}

void parse_round(benchmark::State& state) {
  if (!check_data(state)) return;
  std::size_t n = 0;
  std::string out;
  for (auto _ : state) {
    out.clear();
    std::istringstream in(file_text());
    sdk::puzzle_reader reader(in);
    for (sdk::record r; reader.next(r);) {
      if (auto const* g = std::get_if<sdk::grid>(&r.value)) {
        out += sdk::to_line(*g);
        out += '\n';
      }
      ++n;
    }
    benchmark::DoNotOptimize(out.data());
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(n));
}

// The puzzles of the file, one per line, written in `layout` (see the top).
std::string spaced_text(int layout) {
  std::string out;
  for (auto const& g : grids()) {
    std::string const line = sdk::to_line(g);
    for (std::size_t i = 0; i < line.size(); ++i) {
      bool const word_start = layout == 0 ? i % 3 == 0 : layout == 1 ? i % 9 == 0 : true;
      if (i != 0 && word_start) out += ' ';
      out += layout == 2 && line[i] == '.' ? '0' : line[i];
    }
    out += '\n';
  }
  return out;
}

void parse_spaced(benchmark::State& state) {
  if (!check_data(state)) return;
  std::string const text = spaced_text(static_cast<int>(state.range(0)));
  std::size_t n = 0;
  for (auto _ : state) {
    std::istringstream in(text);
    sdk::puzzle_reader reader(in);
    for (sdk::record r; reader.next(r);) {
      benchmark::DoNotOptimize(r);
      ++n;
    }
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(n));
}

BENCHMARK(parse_read)->Unit(benchmark::kMillisecond);
BENCHMARK(parse_format)->Unit(benchmark::kMillisecond);
BENCHMARK(parse_round)->Unit(benchmark::kMillisecond);
BENCHMARK(parse_spaced)->DenseRange(0, 2)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();

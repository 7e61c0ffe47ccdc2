// Tests against the public puzzle sets in ../shared/data (SEEK_SHARED_DATA):
// tdoku's counted puzzles and the first puzzles of each big set.
#include <doctest/doctest.h>

#include <cstdint>
#include <fstream>
#include <optional>
#include <string>
#include <vector>

#include <seek/sudoku/sudoku.hpp>

namespace sdk = seek::sudoku;

namespace {

struct entry {
  sdk::grid puzzle;
  std::string rest;  // what followed the 81 cells, after ':'
};

// 9x9 lines: 81 cells ('.' or '0' blank), then optionally ':' and more.
std::vector<entry> read_9x9(std::string const& path, std::size_t max) {
  std::vector<entry> out;
  std::ifstream in(path);
  std::string line;
  while (out.size() < max && std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    REQUIRE(line.size() >= 81);
    entry e{sdk::grid(3), line.size() > 82 ? line.substr(82) : std::string()};
    for (std::size_t i = 0; i < 81; ++i) {
      char const ch = line[i];
      e.puzzle.cells[i] = (ch >= '1' && ch <= '9') ? ch - '0' : 0;
    }
    out.push_back(std::move(e));
  }
  return out;
}

std::string const dir = SEEK_SHARED_DATA;

bool have_data() {
  if (std::ifstream(dir + "/counted_puzzles.txt").good()) return true;
  MESSAGE("skipped: shared puzzle sets not found in " << dir);
  return false;
}

// The number of solutions, or nothing if the search needs more than
// `nodes` nodes (first_empty needs millions on some of these puzzles).
template <class S>
std::optional<std::uint64_t> count_with(sdk::board<3> const& b, S s, std::uint64_t nodes) {
  std::uint64_t n = 0;
  seek::statistics stats;
  for (auto const& x : seek::dfs(b, s, stats, seek::limits{.nodes = nodes}))
    if (x.complete()) ++n;
  if (stats.truncated()) return std::nullopt;
  return n;
}

#ifdef NDEBUG
constexpr std::uint64_t node_budget = 200000;
constexpr int min_checked = 10;  // the 10 puzzles without a solution at least
#else
constexpr std::uint64_t node_budget = 3000;  // sanitizer builds are slow
constexpr int min_checked = 1;
#endif

}  // namespace

TEST_CASE("shared data: tdoku's counted puzzles, every successor") {
  if (!have_data()) return;
  auto const set = read_9x9(dir + "/counted_puzzles.txt", 1000);
  CHECK(set.size() == 43);
  int with_solution = 0, checked_fewest = 0, checked_first = 0;
  for (auto const& e : set) {
    auto const colon = e.rest.find(':');
    std::uint64_t const expected = std::stoull(e.rest.substr(0, colon));
    CAPTURE(e.rest);
    auto const b = sdk::board<3>::from_grid(e.puzzle);
    CHECK(sdk::count(b) == expected);
    if (auto const n = count_with(b, sdk::fewest_candidates, node_budget)) {
      CHECK(*n == expected);
      ++checked_fewest;
    }
    if (auto const n = count_with(b, sdk::first_empty, node_budget)) {
      CHECK(*n == expected);
      ++checked_first;
    }
    if (colon != std::string::npos) {  // the unique puzzles come with their solution
      ++with_solution;
      auto const s = sdk::solve(b);
      REQUIRE(s.has_value());
      std::string text;
      for (int c = 0; c < 81; ++c) text.push_back(static_cast<char>('0' + s->value(c)));
      CHECK(text == e.rest.substr(colon + 1, 81));
    }
  }
  CHECK(with_solution == 18);
  MESSAGE("counted within " << node_budget << " nodes: fewest_candidates " << checked_fewest
                            << " of 43, first_empty " << checked_first << " of 43");
  CHECK(checked_fewest >= min_checked);
  CHECK(checked_first >= min_checked);
}

TEST_CASE("shared data: the first 200 puzzles of each big set are solved") {
  if (!have_data()) return;
  for (char const* name : {"puzzles2_17_clue.txt", "puzzles3_magictour_top1465.txt",
                           "puzzles5_forum_hardest_1905_11+.txt", "puzzles7_serg_benchmark.txt",
                           "sudoku-top95.txt", "sudoku-hardest.txt", "inkala_2012.txt"}) {
    CAPTURE(name);
    auto const set = read_9x9(dir + "/" + name, 200);
    CHECK(!set.empty());
    for (auto const& e : set) {
      auto const s = sdk::solve(sdk::board<3>::from_grid(e.puzzle));
      REQUIRE(s.has_value());
      CHECK(sdk::is_solution(e.puzzle, s->to_grid()));
    }
  }
}

TEST_CASE("shared data: uniqueness of the unique sets, several solutions in serg's") {
  if (!have_data()) return;
  for (char const* name : {"puzzles2_17_clue.txt", "puzzles3_magictour_top1465.txt"}) {
    CAPTURE(name);
    for (auto const& e : read_9x9(dir + "/" + name, 100))
      CHECK(sdk::is_unique(sdk::board<3>::from_grid(e.puzzle)));
  }
  for (auto const& e : read_9x9(dir + "/puzzles7_serg_benchmark.txt", 100))
    CHECK(sdk::count(sdk::board<3>::from_grid(e.puzzle), 2) == 2);
}

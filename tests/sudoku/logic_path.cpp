// Tests of seek/sudoku/logic/path.hpp and rate/se_rating.hpp: explain, hint, replay,
// the SE-scale rating, and the soundness of every step on samples of the
// shared puzzle sets (the full sweep is bench/rate_bench --sweep).
#include <doctest/doctest.h>

#include <cstddef>
#include <fstream>
#include <string>
#include <variant>
#include <vector>

#include <seek/sudoku/io/format.hpp>
#include <seek/sudoku/io/parse.hpp>
#include <seek/sudoku/logic/path.hpp>
#include <seek/sudoku/rate/se_rating.hpp>
#include <seek/sudoku/solve/solve.hpp>

namespace sdk = seek::sudoku;

namespace {
sdk::grid lp_parse(std::string const& s) {
  auto p = sdk::parse_puzzle(s);
  REQUIRE(std::holds_alternative<sdk::grid>(p));
  return std::get<sdk::grid>(p);
}

template <int N>
sdk::grid solution_of(sdk::grid const& g) {
  auto s = sdk::solve(sdk::board<N>::from_grid(g));
  REQUIRE(s);
  return s->to_grid();
}

std::string const data = SEEK_SHARED_DATA;

// Every `stride`-th puzzle of a shared set (at most `count`), or nothing
// when the set is missing.
std::vector<sdk::grid> sample(std::string const& file, std::size_t stride, std::size_t count) {
  std::ifstream in(data + "/" + file);
  std::vector<sdk::grid> out;
  std::string line;
  for (std::size_t i = 0; out.size() < count && std::getline(in, line);) {
    if (line.size() < 16 || line[0] == '#') continue;
    if (i++ % stride == 0) out.push_back(lp_parse(line.size() > 81 && line[81] == ' ' ? line.substr(0, 81) : line));
  }
  return out;
}
}  // namespace

TEST_CASE("path: explain solves, every step sound, the rating is the hardest step") {
  // SE 7.1 (Berthier's cb000 collection): chains at its hardest.
  auto const puzzle = lp_parse(".23..6.8......91...8.1..4..2.......7...8.....678.1......7.3.2...3...4.7....5.1.6.");
  auto const p = sdk::explain(puzzle);
  CHECK(p.rating() == 71);
  CHECK(p.solved);
  CHECK_FALSE(p.contradiction);
  CHECK(p.final == solution_of<3>(puzzle));
  auto const sol = solution_of<3>(puzzle);
  auto const r = sdk::replay(puzzle, p.steps, &sol);
  CHECK(r.ok);
  CHECK(r.final == sol);
  auto const rating = sdk::rating_of(p);
  CHECK(rating.rating == p.rating());
  CHECK(rating.solved);
  int total = 0;
  for (int n : rating.histogram) total += n;
  CHECK(total == rating.steps);
  CHECK(rating.histogram[static_cast<std::size_t>(rating.hardest)] >= 1);
}

TEST_CASE("path: hint is the first step, a puzzle of singles rates 1.2 or 1.5") {
  auto const easy = lp_parse("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..");
  auto const h = sdk::hint(easy);
  REQUIRE(h);
  auto const p = sdk::explain(easy);
  REQUIRE_FALSE(p.steps.empty());
  CHECK(*h == p.steps.front());
  auto const r = sdk::rate_se(easy);
  CHECK(r.solved);
  CHECK((r.rating == 12 || r.rating == 15));
  CHECK(r.text() == sdk::rating_text(r.rating));
  CHECK_FALSE(sdk::hint(p.final));  // solved: no step
}

TEST_CASE("path: replay finds a step that does not apply, and one that is wrong") {
  auto const puzzle = lp_parse(".32.1..42.1....2");
  auto const sol = solution_of<2>(puzzle);
  auto p = sdk::explain(puzzle);
  REQUIRE(p.solved);
  CHECK(sdk::replay(puzzle, p.steps, &sol).ok);
  auto wrong = p.steps;
  wrong[0].placements[0].digit = wrong[0].placements[0].digit % 4 + 1;
  auto const r = sdk::replay(puzzle, wrong, &sol);
  CHECK_FALSE(r.ok);
  CHECK(r.failed_step == 0);
  auto twice = p.steps;
  twice.push_back(p.steps[0]);
  auto const r2 = sdk::replay(puzzle, twice);
  CHECK_FALSE(r2.ok);
  CHECK(r2.failed_step == static_cast<int>(p.steps.size()));
  CHECK(r2.reason.find("does not apply") != std::string::npos);
}

TEST_CASE("path: a puzzle with several solutions is never solved without uniqueness, one without any ends in a contradiction") {
  sdk::solver_options sound;
  sound.uniqueness = false;
  // Up to the first nested level: the deeper ones, which nothing here
  // needs, search a board of many solutions for seconds.
  sound.up_to = sdk::technique::nested_forcing_chain;
  sound.nested_only_when_unique = false;  // asked for, on several solutions
  CHECK_FALSE(sdk::explain(lp_parse("12.............."), sound).solved);
  sdk::grid twice(3);
  twice.cells[0] = twice.cells[1] = 5;
  auto const p = sdk::explain(twice);
  CHECK(p.contradiction);
  CHECK_FALSE(p.solved);
  CHECK_THROWS_AS(sdk::explain(sdk::grid(6)), std::invalid_argument);
}

TEST_CASE("path: 16x16 puzzles solve with sound steps") {
  auto const puzzles = sample("gecode_16x16.txt", 11, 3);
  if (puzzles.empty()) {
    MESSAGE("skipped: " << data << "/gecode_16x16.txt not found");
    return;
  }
  for (auto const& g : puzzles) {
    auto const sol = solution_of<4>(g);
    auto const p = sdk::explain(g);
    CHECK(p.solved);
    CHECK(sdk::replay(g, p.steps, &sol).ok);
  }
}

TEST_CASE("path: every step sound on a sample of every shared 9x9 set") {
  struct set {
    char const* file;
    std::size_t stride, count;
  };
  std::size_t done = 0;
  for (auto [file, stride, count] : {set{"puzzles2_17_clue.txt", 4001, 10}, set{"sudoku-top95.txt", 19, 5},
                                     set{"puzzles3_magictour_top1465.txt", 293, 5},
                                     set{"puzzles5_forum_hardest_1905_11+.txt", 9001, 3}, set{"gecode_9x9.txt", 3, 6},
                                     set{"se_rated/cb000_ser.txt", 2001, 10}}) {
    for (auto const& g : sample(file, stride, count)) {
      CAPTURE(sdk::to_line(g));
      auto const sol = solution_of<3>(g);
      sdk::solver_options options;  // up to 9.x: nested forcing chains take seconds (logic_nested.cpp)
      options.up_to = sdk::technique::forcing_chain_plus;
      auto const p = sdk::explain(g, options);
      auto const r = sdk::replay(g, p.steps, &sol);
      CHECK_MESSAGE(r.ok, "step " << r.failed_step << ": " << r.reason);
      CHECK_FALSE(p.contradiction);
      if (p.solved) CHECK(p.final == sol);
      ++done;
    }
  }
  if (done == 0) MESSAGE("skipped: the shared puzzle sets were not found in " << data);
}

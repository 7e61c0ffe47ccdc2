// Tests of seek/sudoku/solve/solve_any.hpp: solve, count and is_unique from text or
// a grid of any size, checked against board<N> and propagate (a different
// board and successor function) on files of every size, and their errors.
#include <seek/sudoku/solve/solve_any.hpp>

#include <doctest/doctest.h>

#include <cstdint>
#include <fstream>
#include <regex>
#include <string>
#include <vector>

#include <seek/sudoku/board/dispatch.hpp>
#include <seek/sudoku/io/format.hpp>
#include <seek/sudoku/io/parse.hpp>
#include <seek/sudoku/solve/solve.hpp>

#include "../build_kind.hpp"

namespace sdk = seek::sudoku;

namespace {

std::vector<sdk::grid> read_grids(std::string const& path, std::size_t at_most = 1000) {
  std::ifstream in(path);
  REQUIRE(in);
  sdk::puzzle_reader reader(in);
  std::vector<sdk::grid> out;
  sdk::record r;
  while (out.size() < at_most && reader.next(r))
    if (auto const* g = std::get_if<sdk::grid>(&r.value)) out.push_back(*g);
  return out;
}

// The answer of the library's own solver on board<N>.
std::uint64_t board_count(sdk::grid const& g, std::uint64_t limit) {
  return sdk::with_board(g, [&](auto const& b) { return sdk::count(b, limit); });
}

void check_like_board(sdk::grid const& g, std::uint64_t limit) {
  std::uint64_t const n = sdk::count(g, limit);
  CHECK(n == board_count(g, limit));
  if (n != 0) CHECK(sdk::is_solution(g, sdk::solve(g)));
  CHECK(sdk::is_unique(g) == (board_count(g, 2) == 1));
}

}  // namespace

TEST_CASE("solve_any: one line solves a 4x4 and a 9x9 from text") {
  CHECK(sdk::solve("1...........4..2") == std::get<sdk::grid>(sdk::parse_puzzle("1243342121344312")));
  std::string const inkala =
      "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";
  CHECK(sdk::solve(inkala) == std::get<sdk::grid>(sdk::parse_puzzle(
                                  "812753649943682175675491283154237896369845721287169534521974368438526917796318452")));
  CHECK(sdk::is_unique(inkala));
  CHECK(sdk::count(inkala) == 1);
  // 288 4x4 grids, a quarter of them with 1 in the corner.
  CHECK(sdk::count("1...............") == 72);
  CHECK(sdk::count("................") == 288);
  CHECK(sdk::count("................", 100) == 100);
  CHECK(sdk::count("................", 0) == 0);
  CHECK_FALSE(sdk::is_unique("1..............."));
}

TEST_CASE("solve_any: a string literal compiles only the sizes whose cells fit in it") {
  // N counts the terminating 0: "1..." with 16 cells is char const[17].
  static_assert(sdk::detail::max_box_in<1> == 2);
  static_assert(sdk::detail::max_box_in<17> == 2);
  static_assert(sdk::detail::max_box_in<81> == 2);
  static_assert(sdk::detail::max_box_in<82> == 3);
  static_assert(sdk::detail::max_box_in<257> == 4);
  static_assert(sdk::detail::max_box_in<1000000> == sdk::max_box);
  // The literal overloads answer as the std::string ones (every size), on
  // literals longer than their cells too (a grid with spaces and line ends).
  std::string const four = "1...........4..2";
  CHECK(sdk::solve("1...........4..2") == sdk::solve(four));
  CHECK(sdk::count("1...........4..2") == sdk::count(four));
  CHECK(sdk::count("1...........4..2", 3) == sdk::count(four, 3));
  CHECK(sdk::is_unique("1...........4..2") == sdk::is_unique(four));
  char const grid_text[] = "1 . . .\n. . . .\n. . . .\n4 . . 2\n";
  CHECK(sdk::solve(grid_text) == sdk::solve(four));
  std::string const nine = "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";
  CHECK(sdk::solve("8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..") ==
        sdk::solve(nine));
  CHECK(sdk::is_unique("8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."));
  CHECK_THROWS_AS(sdk::solve("11.............."), sdk::solve_error);
}

// Every `solve("...")) == "..."` example in the header's comment is a real answer.
TEST_CASE("solve_any: the examples in the header comment hold") {
  std::ifstream in(std::string(SEEK_TEST_DATA) + "/../../include/seek/sudoku/solve/solve_any.hpp");
  REQUIRE(in);
  std::regex const example(R"re(solve\("([^"]+)"\)\) == "([^"]+)")re");
  int seen = 0;
  for (std::string line; std::getline(in, line);) {
    std::smatch m;
    if (!std::regex_search(line, m, example)) continue;
    ++seen;
    std::string const puzzle = m[1].str();
    sdk::grid const solution = sdk::solve(puzzle);
    CHECK(sdk::is_solution(std::get<sdk::grid>(sdk::parse_puzzle(puzzle)), solution));
    CHECK(sdk::to_line(solution) == m[2].str());
  }
  CHECK(seen >= 1);
}

TEST_CASE("solve_any: the same answers as board<N> on 4x4 to 25x25 files") {
  std::string const data = SEEK_TEST_DATA;
  // (36x36_tokens.txt has a tree too big to count to 3 in a unit test.)
  for (char const* file :
       {"/4x4.txt", "/9x9_formats.txt", "/16x16.txt", "/sudoku_16x16_hard.txt", "/25x25.txt", "/sudoku_25x25_moderate.txt"}) {
    CAPTURE(file);
    auto const set = read_grids(data + file);
    CHECK(!set.empty());
    for (auto const& g : set) check_like_board(g, 3);
  }
}

TEST_CASE("solve_any: the same counts as board<N> on sparse boards of every size") {
  // 49x49 and 64x64: optimised builds only (minutes at -O0).
  int const largest_box = seek_test::optimised ? 8 : 6;
  for (int box = 2; box <= largest_box; ++box) {
    CAPTURE(box);
    sdk::grid g(box);
    CHECK(sdk::count(g, 3) == board_count(g, 3));
    CHECK(sdk::is_solution(g, sdk::solve(g)));
  }
  // A 9x9 with 17 givens removed down to 12: many solutions, counted alike.
  auto g = std::get<sdk::grid>(sdk::parse_puzzle(
      "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."));
  for (int c = 0, removed = 0; c < 81 && removed < 9; ++c)
    if (g.cells[static_cast<std::size_t>(c)] != 0 && c % 2 == 0) g.cells[static_cast<std::size_t>(c)] = 0, ++removed;
  check_like_board(g, 500);
}

TEST_CASE("solve_any: shared data sets, as board<N> does") {
  std::string const shared = std::string(SEEK_SHARED_DATA) + "/sudoku-top95.txt";
  if (!std::ifstream(shared)) {
    MESSAGE("skipped: " << shared << " not found");
    return;
  }
  for (auto const& g : read_grids(shared, 40)) check_like_board(g, 2);
}

TEST_CASE("solve_any: errors say what and where") {
  using kind = sdk::solve_error::kind;
  auto why = [](auto&& call) {
    try {
      call();
    } catch (sdk::solve_error const& e) {
      return std::make_pair(e.why(), std::string(e.what()));
    }
    return std::make_pair(kind::invalid_puzzle, std::string("no exception"));
  };
  // Givens that do not repeat, and still no solution.
  auto const none = why([] { return sdk::solve("1...3..4..1....2"); });
  CHECK(none.first == kind::no_solution);
  CHECK(none.second == "sudoku: the puzzle has no solution");
  CHECK(sdk::count("1...3..4..1....2") == 0);
  CHECK_FALSE(sdk::is_unique("1...3..4..1....2"));
  // 17 cells: not a board.
  auto const bad = why([] { return sdk::count("1................"); });
  CHECK(bad.first == kind::invalid_puzzle);
  CHECK(bad.second.find("line 1, column") != std::string::npos);
  auto const empty = why([] { return sdk::is_unique(""); });
  CHECK(empty.first == kind::invalid_puzzle);
  CHECK(empty.second.find("no puzzle found") != std::string::npos);
  // Grids the parser would never make.
  sdk::grid big(9);
  auto const size = why([&] { return sdk::solve(big); });
  CHECK(size.first == kind::invalid_puzzle);
  CHECK(size.second.find("box size 9 (a 81x81 board) is not supported") != std::string::npos);
  sdk::grid broken(3);
  broken.cells.pop_back();
  CHECK_THROWS_AS(sdk::count(broken), sdk::solve_error);
  sdk::grid out_of_range(2);
  out_of_range.cells[0] = 5;
  CHECK_THROWS_WITH_AS(sdk::is_unique(out_of_range), doctest::Contains("holds 5"), sdk::solve_error);
}

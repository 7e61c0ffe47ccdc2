// Tests of seek/sudoku/solve/count_solutions.hpp: the memoized count equals
// the enumerated count (seek::dfs with propagate, counted here) on 4x4, 9x9
// and 16x16 boards with many solutions, band sub-problems, bounded tables,
// forced switches and the shared puzzle sets; the key's two promises.
#include <seek/sudoku/solve/count_solutions.hpp>

#include <doctest/doctest.h>

#include <cstdint>
#include <fstream>
#include <string>
#include <vector>

#include <seek/strategy/dfs.hpp>
#include <seek/sudoku/board/dispatch.hpp>
#include <seek/sudoku/io/parse.hpp>
#include <seek/sudoku/solve/solve_any.hpp>
#include <seek/sudoku/successor/chosen.hpp>
#include <seek/sudoku/successor/first_empty.hpp>

#include "../build_kind.hpp"

namespace sdk = seek::sudoku;

namespace {

sdk::grid cs_parse(std::string const& text) {
  auto parsed = sdk::parse_puzzle(text);
  REQUIRE(std::holds_alternative<sdk::grid>(parsed));
  return std::get<sdk::grid>(parsed);
}

// A 9x9 puzzle: the given first cells, then blanks.
std::string prefix81(std::string const& cells) { return cells + std::string(81 - cells.size(), '.'); }

// The count by enumeration: every complete board of seek::dfs with propagate.
template <int N>
std::uint64_t enumerated(sdk::board<N> const& root) {
  std::uint64_t n = 0;
  for (auto const& b : seek::dfs(root, sdk::propagate))
    if (b.complete()) ++n;
  return n;
}

// Memo against enumeration on one puzzle; `every_way`: also with other
// successors and a table of a few entries (slow on big trees: mostly
// enumeration in row order).
void check_agrees(std::string const& text, bool every_way = false) {
  CAPTURE(text);
  sdk::with_board(cs_parse(text), [every_way](auto const& root) {
    std::uint64_t const n = enumerated(root);
    CHECK(sdk::count_memoized(root) == n);
    CHECK(sdk::count_solutions(root) == n);
    CHECK(sdk::count_solutions(root, {.memo_after = 10}) == n);
    if (!every_way) return;
    CHECK(sdk::count_memoized(root, sdk::propagate) == n);
    CHECK(sdk::count_memoized(root, sdk::chosen(sdk::successor_kind::fewest_candidates)) == n);
    CHECK(sdk::count_solutions(root, {.memo_after = 0, .memo_bytes = 4096}) == n);
  });
}

}  // namespace

TEST_CASE("count_solutions: 4x4 boards, memo and enumeration agree") {
  check_agrees("................", true);  // 288
  check_agrees("1...............", true);
  check_agrees("12..............", true);
  check_agrees("1.......2.......", true);
  check_agrees("1234............", true);
  check_agrees("1...3..4..1....2", true);  // no solution
  check_agrees("1..2............", true);
  sdk::with_board(cs_parse("................"), [](auto const& root) { CHECK(sdk::count_memoized(root) == 288); });
}

TEST_CASE("count_solutions: 9x9 band sub-problems") {
  // The first band and four rows: 632,016 completions, enumerated here too.
  std::string const four = prefix81("123456789456789123789123456912345678");
  check_agrees(four);
  CHECK(sdk::count(four) == 632'016);
  CHECK(sdk::count(four, 1000) == 1000);
  CHECK(sdk::count(four, 700'000) == 632'016);
  CHECK(sdk::count(four, 200'000) == 200'000);
  // First band and 912: 56,342,016 (enumerating them takes a minute; by
  // memo in row order, and in an optimised build by memo over propagate's
  // tree too: two trees, one answer).
  auto const band912 = sdk::board<3>::from_grid(cs_parse(prefix81("123456789456789123789123456912")));
  CHECK(sdk::count_memoized(band912) == 56'342'016);
  if (seek_test::optimised) CHECK(sdk::count_memoized(band912, sdk::propagate) == 56'342'016);
  // Four rows with a table of a few thousand entries.
  sdk::with_board(cs_parse(four), [](auto const& root) {
    CHECK(sdk::count_memoized(root, sdk::in_order, std::size_t{1} << 20) == 632'016);
  });
  // Five rows: small enough to enumerate with first_empty as well.
  std::string const five = prefix81("123456789456789123789123456912345678345678912");
  check_agrees(five);
  sdk::with_board(cs_parse(five), [](auto const& root) { CHECK(sdk::count_memoized(root, sdk::first_empty) == enumerated(root)); });
}

TEST_CASE("count_solutions: 9x9 puzzles with scattered givens and many solutions") {
  // A 17-clue puzzle of Royle's collection without three of its clues: 1,155,459.
  std::string const sparse = ".................1.....2.3......3.2...1.4......5.......3......4....8...962...7...";
  if (seek_test::optimised) check_agrees(sparse);
  check_agrees("8.........95.......76.........426798...571243...893165......916....3.487.......32");
  check_agrees("...................76.........426798...571243...893165......916....3.487....1.532", true);
}

TEST_CASE("count_solutions: 16x16 boards") {
  // A solution with its first three rows blanked, then more cells.
  std::ifstream in(std::string(SEEK_TEST_DATA) + "/16x16.txt");
  std::string line;
  while (std::getline(in, line) && (line.empty() || line[0] == '#')) {
  }
  REQUIRE(line.size() == 256);
  sdk::grid const solved = sdk::solve(line);
  for (std::size_t blanks : {16u, 32u, 40u}) {
    sdk::grid g = solved;
    for (std::size_t c = 0; c < blanks; ++c) g.cells[c] = 0;
    for (std::size_t c = 100; c < 100 + blanks / 4; ++c) g.cells[c] = 0;
    CAPTURE(blanks);
    auto const root = sdk::board<4>::from_grid(g);
    std::uint64_t const n = enumerated(root);
    CHECK(n >= 1);
    CHECK(sdk::count_memoized(root) == n);
    CHECK(sdk::count_solutions(root, {.memo_after = 0}) == n);
  }
}

TEST_CASE("count_solutions: the key") {
  // Two fillings of the first two rows with the same symbols in each column
  // and box leave the same candidates: equal keys, as many solutions.
  auto const a = sdk::board<2>::from_grid(cs_parse("12343412........"));
  auto const b = sdk::board<2>::from_grid(cs_parse("34121234........"));
  REQUIRE(sdk::open_candidates_of(a));
  CHECK(*sdk::open_candidates_of(a) == *sdk::open_candidates_of(b));
  CHECK(enumerated(a) == enumerated(b));
  auto const c = sdk::board<2>::from_grid(cs_parse("12344312........"));
  CHECK(!(*sdk::open_candidates_of(a) == *sdk::open_candidates_of(c)));
  // 9x9, the same: the band's rows in another order.
  auto const d = sdk::board<3>::from_grid(cs_parse(prefix81("123456789456789123789123456")));
  auto const e = sdk::board<3>::from_grid(cs_parse(prefix81("456789123123456789789123456")));
  CHECK(*sdk::open_candidates_of(d) == *sdk::open_candidates_of(e));
  // A board with a dead open cell (cell 0: 1, 2, 3 in its row, 4 in its
  // box) has no key; the key function remembers one level in a row (open
  // cells a multiple of the side), never a full board.
  sdk::board<2> dead;
  for (int v = 1; v <= 4; ++v) REQUIRE(dead.place(v, v));
  REQUIRE(dead.candidates(0) == 0);
  CHECK(!sdk::open_candidates_of(dead).has_value());
  sdk::board<2> empty;
  CHECK(sdk::completion_key(empty).has_value());  // 16 open cells
  REQUIRE(empty.place(0, 1));
  CHECK(!sdk::completion_key(empty).has_value());  // 15
  for (int cell = 1; cell < 4; ++cell) REQUIRE(empty.place(cell, cell + 1));
  CHECK(sdk::completion_key(empty).has_value());  // 12
  auto const full = sdk::board<2>::from_grid(cs_parse("1234341221434321"));
  CHECK(!sdk::completion_key(full).has_value());
}

TEST_CASE("count_solutions: statistics and limits") {
  auto const root = sdk::board<3>::from_grid(cs_parse(prefix81("123456789456789123789123456912345678")));
  seek::statistics st;
  CHECK(sdk::count_memoized(root, sdk::in_order, std::size_t{64} << 20, st) == 632'016);
  CHECK(st.memo_hits > 0);
  CHECK(!st.truncated());
  seek::statistics cut;
  std::uint64_t const partial = sdk::count_memoized(root, sdk::in_order, std::size_t{64} << 20, cut,
                                                    seek::limits{.nodes = 5000});
  CHECK(cut.truncated());
  CHECK(partial < 632'016);
}

TEST_CASE("count_solutions: shared puzzle sets") {
  std::string const dir = SEEK_SHARED_DATA;
  std::ifstream counted(dir + "/counted_puzzles.txt");
  if (!counted) {
    MESSAGE("skipped: shared puzzle sets not found in " << dir);
    return;
  }
  // tdoku's counts (0, 1, or 3 to 847 solutions), by memo at once.
  std::string line;
  int checked = 0;
  while (std::getline(counted, line)) {
    if (line.empty() || line[0] == '#') continue;
    auto const colon = line.find(':', 81);
    REQUIRE(colon != std::string::npos);
    std::uint64_t const expected = std::stoull(line.substr(colon + 1));
    auto const root = sdk::board<3>::from_grid(cs_parse(line.substr(0, 81)));
    CAPTURE(line);
    CHECK(sdk::count_solutions(root, {.memo_after = 0}) == expected);
    CHECK(sdk::count_memoized(root, sdk::propagate) == expected);
    ++checked;
  }
  CHECK(checked == 43);
  // The serg benchmark, every puzzle with several solutions: memo against
  // enumeration (the first 200; all 10,000 in an optimised build).
  std::ifstream serg(dir + "/puzzles7_serg_benchmark.txt");
  REQUIRE(serg);
  std::size_t const how_many = seek_test::optimised ? 10'000 : 200;
  std::uint64_t total = 0;
  for (std::size_t i = 0; i < how_many && std::getline(serg, line);) {
    if (line.empty() || line[0] == '#') continue;
    ++i;
    auto const root = sdk::board<3>::from_grid(cs_parse(line.substr(0, 81)));
    std::uint64_t const n = enumerated(root);
    total += n;
    std::uint64_t const m = sdk::count_solutions(root, {.memo_after = 0});
    if (m != n) CHECK_MESSAGE(m == n, line);
  }
  if (seek_test::optimised) CHECK(total == 1'982'741);
}

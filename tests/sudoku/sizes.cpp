// Tests of boards other than 9x9: with_board from 4x4 to 64x64, 16x16 and
// 25x25 puzzles of real difficulty, and an easy 64x64 one.
#include <doctest/doctest.h>

#include <cstdint>
#include <fstream>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

#include <seek/sudoku/sudoku.hpp>

namespace sdk = seek::sudoku;

namespace {

// One puzzle per line, '.' blank, 1-9 then A = 10 (Gecode's letters); '#'
// lines are comments. Local so that these tests do not hang on the parser.
std::vector<sdk::grid> read_puzzles(std::string const& path, int box) {
  std::vector<sdk::grid> out;
  std::ifstream in(path);
  std::string line;
  auto const cells = static_cast<std::size_t>(box * box * box * box);
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    REQUIRE(line.size() == cells);
    sdk::grid g(box);
    for (std::size_t i = 0; i < cells; ++i) {
      char const ch = line[i];
      g.cells[i] = ch == '.' ? 0 : ch <= '9' ? ch - '0' : ch - 'A' + 10;
    }
    out.push_back(std::move(g));
  }
  return out;
}

bool exists(std::string const& path) { return std::ifstream(path).good(); }

// A valid board of box size N: the pattern grid, symbols shuffled.
template <int N>
sdk::grid pattern(std::mt19937_64& rng) {
  constexpr int side = N * N;
  std::vector<int> sym(static_cast<std::size_t>(side));
  for (int i = 0; i < side; ++i) sym[static_cast<std::size_t>(i)] = i + 1;
  std::shuffle(sym.begin(), sym.end(), rng);
  sdk::grid g(N);
  for (int r = 0; r < side; ++r)
    for (int c = 0; c < side; ++c)
      g.at(r, c) = sym[static_cast<std::size_t>((N * (r % N) + r / N + c) % side)];
  return g;
}

template <int N>
void solve_and_check(sdk::grid const& g) {
  auto const b = sdk::board<N>::from_grid(g);
  auto const s = sdk::solve(b);
  REQUIRE(s.has_value());
  CHECK(sdk::is_solution(g, s->to_grid()));
}

}  // namespace

TEST_CASE("sizes: with_board dispatches box sizes 2 to 8") {
  for (int n = 2; n <= 8; ++n) {
    CAPTURE(n);
    int const side = sdk::with_board(sdk::grid(n), [](auto const& b) { return b.side; });
    CHECK(side == n * n);
    bool const empty = sdk::with_board(sdk::grid(n), [](auto const& b) { return b.open_cells() == b.cells; });
    CHECK(empty);
  }
}

TEST_CASE("sizes: with_board names an unsupported size") {
  for (int n : {0, 1, 9, 12}) {
    CAPTURE(n);
    sdk::grid g;
    g.box = n;
    CHECK_THROWS_WITH_AS(sdk::with_board(g, [](auto const&) { return 0; }),
                         doctest::Contains(doctest::String(("box size " + std::to_string(n)).c_str())), std::invalid_argument);
  }
}

TEST_CASE("sizes: 16x16 puzzles from Gecode") {
  std::string const shared = std::string(SEEK_SHARED_DATA) + "/gecode_16x16.txt";
  if (!exists(shared)) {
    MESSAGE("skipped: " << shared << " not found");
    return;
  }
  auto const set = read_puzzles(shared, 4);
  CHECK(set.size() == 55);
  for (auto const& g : set) solve_and_check<4>(g);
}

TEST_CASE("sizes: hard generated 16x16 puzzles") {
  auto const hard = read_puzzles(std::string(SEEK_TEST_DATA) + "/sudoku_16x16_hard.txt", 4);
  REQUIRE(hard.size() == 6);
#ifdef NDEBUG
  std::size_t const n = hard.size();
#else
  std::size_t const n = 1;  // about 10 ms each optimised; sanitizers are far slower
#endif
  for (std::size_t i = 0; i < n; ++i) {
    CHECK(sdk::is_unique(sdk::board<4>::from_grid(hard[i])));
    solve_and_check<4>(hard[i]);
  }
}

TEST_CASE("sizes: 25x25 puzzles") {
  auto const moderate = read_puzzles(std::string(SEEK_TEST_DATA) + "/sudoku_25x25_moderate.txt", 5);
  REQUIRE(moderate.size() == 2);
  for (auto const& g : moderate) {
    CHECK(sdk::is_unique(sdk::board<5>::from_grid(g)));
    solve_and_check<5>(g);
  }
#ifdef NDEBUG
  // Seconds, not milliseconds: the hard ones are timed in bench/sudoku_sets.
  auto const hard = read_puzzles(std::string(SEEK_TEST_DATA) + "/sudoku_25x25_hard.txt", 5);
  REQUIRE(hard.size() == 3);
  solve_and_check<5>(hard[0]);
#endif
}

TEST_CASE("sizes: 36x36 to 64x64 boards solve easy puzzles") {
  std::mt19937_64 rng(99);
  auto blank = [&](sdk::grid g, int percent) {
    for (auto& v : g.cells)
      if (static_cast<int>(rng() % 100) < percent) v = 0;
    return g;
  };
  solve_and_check<6>(blank(pattern<6>(rng), 40));
  solve_and_check<7>(blank(pattern<7>(rng), 30));
  auto const g = blank(pattern<8>(rng), 25);
  CHECK(g.givens() < 4096);
  solve_and_check<8>(g);
}

TEST_CASE("sizes: the empty 4x4 board has 288 solutions, the empty 16x16 many") {
  CHECK(sdk::count(sdk::board<2>{}) == 288);
  CHECK(sdk::count(sdk::board<4>{}, 1000) == 1000);
  auto const s = sdk::solve(sdk::board<5>{});
  REQUIRE(s.has_value());
  CHECK(sdk::is_solution(sdk::grid(5), s->to_grid()));
}

TEST_CASE("sizes: with_box passes each box size in its range as a constant") {
  for (int n = 2; n <= 5; ++n) {
    int const seen = sdk::with_box<2, 5>(n, []<int N>(sdk::box_constant<N>) { return N; });
    CHECK(seen == n);
  }
  auto const generator_sizes = [](int n) { return sdk::with_box<2, 5>(n, [](auto) { return 0; }); };
  CHECK_THROWS_WITH_AS(generator_sizes(6),
                       "sudoku: box size 6 (a 36x36 board) is not supported; box sizes 2..5 (4x4 to 25x25) are",
                       std::invalid_argument);
  CHECK_THROWS_WITH_AS(sdk::with_box(9, [](auto) { return 0; }),
                       "sudoku: box size 9 (a 81x81 board) is not supported; box sizes 2..8 (4x4 to 64x64) are",
                       std::invalid_argument);
}

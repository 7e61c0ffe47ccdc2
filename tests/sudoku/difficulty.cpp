// Tests of seek/sudoku/rate/difficulty.hpp: the bands are ordered and cover
// every guess count; rate() counts what its comment says (the states of
// seek::dfs over propagate beyond the root and its propagated form, and the
// incomplete leaves), counted again here by walking the tree; a puzzle
// singles solve rates easy, a known hard one rates higher; the node budget
// and the errors of the grid form.
#include <seek/sudoku/rate/difficulty.hpp>

#include <doctest/doctest.h>

#include <cstdint>
#include <set>
#include <stdexcept>
#include <string>
#include <variant>

#include <seek/strategy/dfs.hpp>
#include <seek/sudoku/generate/random_grid.hpp>
#include <seek/sudoku/io/parse.hpp>

namespace sdk = seek::sudoku;

namespace difficulty_test {

// Arto Inkala's 2012 puzzle (the README's example): one solution, needs guesses.
sdk::grid inkala() {
  return std::get<sdk::grid>(
      sdk::parse_puzzle("8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."));
}

// The tree of seek::dfs over propagate from `b`, counted by hand: its states,
// and its leaves that are not solutions.
struct tree_size {
  std::uint64_t states = 0, dead_leaves = 0;
};
template <int N>
tree_size walk_tree(sdk::board<N> const& b) {
  tree_size t;
  for (auto const& s : seek::dfs(b, sdk::propagate)) {
    ++t.states;
    auto children = sdk::propagate(s);
    if (!s.complete() && children.begin() == children.end()) ++t.dead_leaves;
  }
  return t;
}

}  // namespace difficulty_test

TEST_CASE("difficulty: the bands are ordered, and band_of climbs through all of them") {
  using D = sdk::difficulty;
  CHECK(D::any < D::easy);
  CHECK(D::easy < D::medium);
  CHECK(D::medium < D::hard);
  CHECK(D::hard < D::fiendish);
  CHECK(sdk::band_of(0) == D::easy);
  std::set<D> reached{sdk::band_of(0)};
  for (std::uint64_t g = 1; g <= 200; ++g) {
    CAPTURE(g);
    CHECK(sdk::band_of(g - 1) <= sdk::band_of(g));  // more guesses, never an easier band
    reached.insert(sdk::band_of(g));
  }
  CHECK(reached == std::set<D>{D::easy, D::medium, D::hard, D::fiendish});
  CHECK(sdk::band_of(UINT64_MAX) == D::fiendish);
}

TEST_CASE("difficulty: band names round-trip, other names are not bands") {
  using D = sdk::difficulty;
  for (D d : {D::any, D::easy, D::medium, D::hard, D::fiendish}) {
    CAPTURE(sdk::to_string(d));
    CHECK(sdk::difficulty_from_string(sdk::to_string(d)) == d);
  }
  CHECK(std::string(sdk::to_string(static_cast<D>(99))) == "unknown");
  CHECK(!sdk::difficulty_from_string("Easy"));
  CHECK(!sdk::difficulty_from_string("unknown"));
  CHECK(!sdk::difficulty_from_string(""));
}

TEST_CASE("difficulty: a puzzle singles solve rates easy, Inkala's rates higher") {
  // A complete grid, and the same grid with a few holes: no guess.
  auto g = sdk::random_grid<3>(std::uint64_t{4});
  CHECK(sdk::rate(g) == sdk::difficulty_rating{});
  for (int c : {0, 10, 40, 80}) g.cells[static_cast<std::size_t>(c)] = 0;
  auto const easy = sdk::rate(g);
  CHECK(easy.guesses == 0);
  CHECK(easy.dead_ends == 0);
  CHECK(easy.band == sdk::difficulty::easy);

  auto const hard = sdk::rate(difficulty_test::inkala());
  CHECK(hard.guesses > easy.guesses);
  CHECK(hard.band > easy.band);
  CHECK(hard.band == sdk::band_of(hard.guesses));
  CHECK(hard.dead_ends <= hard.guesses);
}

TEST_CASE("difficulty: rate counts the guesses and dead ends of the whole tree") {
  auto const puzzle = difficulty_test::inkala();
  auto const b = sdk::board<3>::from_grid(puzzle);
  auto const t = difficulty_test::walk_tree(b);
  REQUIRE(t.states > 2);
  auto const r = sdk::rate(b);
  CHECK(r.guesses == t.states - 2);  // not the puzzle, nor its propagated form
  CHECK(r.dead_ends == t.dead_leaves);
  CHECK(sdk::rate(puzzle) == r);  // the grid form rates the same board
}

TEST_CASE("difficulty: max_nodes bounds the search, the rating is then a lower bound") {
  sdk::board<3> const empty;  // billions of solutions: the budget ends the search
  auto const small = sdk::rate(empty, 40), larger = sdk::rate(empty, 400);
  CHECK(small.guesses <= 40);
  CHECK(small.guesses < larger.guesses);
  CHECK(larger.guesses <= 400);
  CHECK(small.band == sdk::difficulty::fiendish);
}

TEST_CASE("difficulty: the grid form rejects sizes outside 2 to 8 and malformed grids") {
  CHECK_THROWS_AS(sdk::rate(sdk::grid(9)), std::invalid_argument);
  CHECK_THROWS_AS(sdk::rate(sdk::grid(1)), std::invalid_argument);
  sdk::grid bad(2);
  bad.cells[3] = 5;  // no 5 on a 4x4 board
  CHECK_THROWS_AS(sdk::rate(bad), std::invalid_argument);
  CHECK(sdk::rate(sdk::grid(2)).band == sdk::difficulty::fiendish);  // 288 solutions: many guesses
}

// Tests of seek/sudoku/logic/nested_forcing.hpp: nested forcing chains,
// Sudoku Explainer's techniques above 9.4, on puzzles SE rates 9.9 and
// 10.0 (../shared/data/se_rated/mat18c_highest_er.txt, lines 65 and 61, of
// the part used while writing the code);
// the whole set is bench/rate_bench --agreement (docs/techniques.md).
#include <doctest/doctest.h>

#include <stop_token>
#include <string>
#include <variant>

#include <seek/sudoku/io/parse.hpp>
#include <seek/sudoku/logic/nested_forcing.hpp>
#include <seek/sudoku/logic/path.hpp>
#include <seek/sudoku/rate/se_rating.hpp>
#include <seek/sudoku/solve/solve.hpp>

namespace sdk = seek::sudoku;

namespace {

sdk::grid nested_puzzle(char const* text) {
  auto const parsed = sdk::parse_puzzle(text);
  REQUIRE(std::holds_alternative<sdk::grid>(parsed));
  return std::get<sdk::grid>(parsed);
}

// The puzzle's rating, checked against SE's, and every step of its path
// against the solution.
sdk::solving_path check_nested_rating(char const* text, int se) {
  CAPTURE(std::string(text));
  auto const g = nested_puzzle(text);
  auto const sol = sdk::solve(sdk::board<3>::from_grid(g));
  REQUIRE(sol);
  auto const p = sdk::explain(g);
  CHECK(p.solved);
  auto const solution = sol->to_grid();
  auto const r = sdk::replay(g, p.steps, &solution);
  CHECK_MESSAGE(r.ok, "step " << r.failed_step << ": " << r.reason);
  auto const rating = sdk::rating_of(p);
  CHECK(rating.rating == se);
  CHECK(rating.hardest == sdk::technique::nested_forcing_chain);
  CHECK(rating.histogram[static_cast<std::size_t>(sdk::technique::nested_forcing_chain)] >= 1);
  return p;
}

}  // namespace

TEST_CASE("nested: a puzzle SE rates 10.0 gets 10.0, by a nested forcing chain") {
  auto const p =
      check_nested_rating("........1......234....56........1.5...24..7...3............58.....3..4..1.6......", 100);
  // Its step 30, as docs/techniques.md shows it: the link r2c1<>7 & r4c1<>7
  // -> r8c1<>8 is an inner forcing chain's on the grid the assumption left.
  REQUIRE(p.steps.size() >= 30);
  CHECK(to_string(p.steps[29]) ==
        "Nested forcing chain (25 nodes)\n"
        "  r4c4=7 -> r4c4<>8; r4c4=7 -> r4c1<>7; r4c4=7 -> r1c4<>7 -> r2c1<>7; r2c1<>7 & r4c1<>7 -> r8c1<>8; "
        "r8c1<>8 & r4c4<>8 -> r1c3<>8\n"
        "  r4c4=8 -> r4c1<>8; r4c4=8 -> r4c2<>8; r4c2<>8 & r4c1<>8 -> r6c3=8 -> r1c3<>8\n"
        "  r4c4=9 -> r4c4<>8; r4c4=9 -> r4c1<>9; r4c4=9 -> r1c4<>9 -> r2c1<>9; r2c1<>9 & r4c1<>9 -> r8c1<>8; "
        "r8c1<>8 & r4c4<>8 -> r1c3<>8\n"
        "  => r1c3<>8");
}

TEST_CASE("nested: a puzzle SE rates 9.9 gets 9.9, by a nested forcing chain") {
  check_nested_rating("........1.....2..3.23.4.........1.2...5...46...78.........6.....4....3..1.......8", 99);
}

TEST_CASE("nested: without them the path is stuck, and the rating a lower bound") {
  auto const g = nested_puzzle("........1.....2..3.23.4.........1.2...5...46...78.........6.....4....3..1.......8");
  sdk::solver_options options;
  options.up_to = sdk::technique::forcing_chain_plus;
  auto const p = sdk::explain(g, options);
  CHECK_FALSE(p.solved);
  for (auto const& s : p.steps) CHECK(s.rating < 95);
  // Every technique below 9.5 was tried: the rating is 9.5 at least.
  auto const r = sdk::rate_se(g, options);
  CHECK_FALSE(r.solved);
  CHECK(r.rating == 95);
  CHECK(r.text() == ">=9.5");
  CHECK(r.hardest == sdk::technique::nested_forcing_chain);
}

TEST_CASE("nested: a search asked to stop finds nothing, and the path says it stopped") {
  auto const g = nested_puzzle("........1.....2..3.23.4.........1.2...5...46...78.........6.....4....3..1.......8");
  std::stop_source source;
  source.request_stop();
  sdk::stop_check stop;
  stop.token = source.get_token();
  CHECK_FALSE(sdk::find_nested_forcing_chain(sdk::candidate_grid<3>::from_grid(g), 2, stop));
  sdk::solver_options options;
  options.stop = stop;
  auto const p = sdk::explain(g, options);
  CHECK(p.stopped);
  CHECK_FALSE(p.solved);
}

TEST_CASE("nested: the four levels in the technique table, with SE's bases") {
  struct level {
    sdk::technique t;
    char const* key;
    int base;
  };
  int size = 2;
  for (auto [t, key, base] : {level{sdk::technique::nested_forcing_chain, "nested-forcing-chain", 95},
                              level{sdk::technique::nested_multiple_forcing_chain, "nested-multiple-forcing-chain", 100},
                              level{sdk::technique::nested_dynamic_forcing_chain, "nested-dynamic-forcing-chain", 105},
                              level{sdk::technique::doubly_nested_forcing_chain, "doubly-nested-forcing-chain", 110}}) {
    CHECK(sdk::technique_key(t) == key);
    CHECK(sdk::technique_from_string(key) == t);
    CHECK(sdk::se_base(t) == base);
    CHECK(sdk::nested_forcing_base(size) == base);
    CHECK(sdk::technique_info_of(t).size == size);
    CHECK(static_cast<int>(t) > static_cast<int>(sdk::technique::forcing_chain_plus));
    ++size;
  }
  // The default options try them all, the deepest last.
  CHECK(sdk::solver_options{}.up_to == sdk::technique::doubly_nested_forcing_chain);
}

// Tests of seek/sudoku/solve/explained_model.hpp and of solve's cdcl engine:
// the solutions seek::cdcl finds over the model are exactly those dfs finds
// (4x4 and 9x9 boards with many solutions, a board without any); every
// reason the model gives, every clause it states and every fact of level 0
// holds in every solution; one seed, one walk; solve with engine cdcl on
// 9x9 and 25x25 boards, and the automatic choice of the engine.
#include <doctest/doctest.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include <seek/learn/cdcl.hpp>
#include <seek/strategy/dfs.hpp>
#include <seek/sudoku/sudoku.hpp>

#include "grids.hpp"

namespace sdk = seek::sudoku;

namespace {

template <int N>
std::set<std::string> explained_solutions_by_cdcl(sdk::board<N> const& b, std::uint64_t seed = 1) {
  sdk::explained_model const m(b);
  seek::cdcl_options o;
  o.seed = seed;
  o.restart_unit = 3;  // restarts and forgetting often, so enumeration goes through them
  o.max_learnt = 20;
  std::set<std::string> out;
  for (seek::assignment const& a : seek::cdcl(m, o)) {
    auto const g = m.decode(a);
    CHECK(sdk::board<N>::from_grid(g).complete());
    CHECK(out.insert(sdk::to_line(g)).second);  // each solution once
  }
  return out;
}

template <int N>
std::set<std::string> explained_solutions_by_dfs(sdk::board<N> const& b) {
  auto const lines = seek_test::solution_lines(b, sdk::propagate);
  return {lines.begin(), lines.end()};
}

// The explained model, recording the clause form of every reason it gives
// and of every failure, so that they can be checked against the solutions.
struct recording_model {
  sdk::explained_model inner;
  std::shared_ptr<std::vector<std::vector<seek::literal>>> said =
      std::make_shared<std::vector<std::vector<seek::literal>>>();

  [[nodiscard]] std::size_t variables() const { return inner.variables(); }
  bool start(seek::propagation_context& ctx) const { return inner.start(ctx); }
  [[nodiscard]] auto const& clauses() const { return inner.clauses(); }
  [[nodiscard]] bool initial_phase(std::uint32_t v) const { return inner.initial_phase(v); }
  bool propagate(seek::propagation_context& ctx, seek::literal p) const {
    seek::trail const& t = ctx.assignment();
    std::size_t const before = t.size();
    bool const ok = inner.propagate(ctx, p);
    for (std::size_t i = before; i < t.size(); ++i) {
      seek::reason_ref const r = t.reason(t.literals()[i].var());
      REQUIRE(r.is_explained());
      auto const e = t.explanation(r);
      CHECK(e[0] == t.literals()[i]);
      said->emplace_back(e.begin(), e.end());
    }
    if (ctx.failed()) said->emplace_back(ctx.conflict().begin(), ctx.conflict().end());
    return ok;
  }
};

// Whether clause `c` holds in the solution `g` of a board of box m.box().
bool clause_holds_in(std::vector<seek::literal> const& c, sdk::grid const& g, sdk::explained_model const& m) {
  int const side = m.box() * m.box();
  for (seek::literal const l : c) {
    int const cell = static_cast<int>(l.var()) / side;
    int const v = static_cast<int>(l.var()) % side + 1;
    bool const placed = g.cells[static_cast<std::size_t>(cell)] == v;
    if (placed != l.is_negative()) return true;
  }
  return false;
}

sdk::grid explained_solution_grid(std::string const& line) { return std::get<sdk::grid>(sdk::parse_puzzle(line)); }

}  // namespace

TEST_CASE("explained_model: cdcl finds exactly the solutions dfs finds, 4x4") {
  for (char const* text : {"1...............", ".32.1..42.1....2", "12..............", "................"}) {
    CAPTURE(text);
    auto const b = sdk::board<2>::from_grid(std::get<sdk::grid>(sdk::parse_puzzle(text)));
    auto const by_dfs = explained_solutions_by_dfs(b);
    CHECK(explained_solutions_by_cdcl(b) == by_dfs);
    CHECK(explained_solutions_by_cdcl(b, 7) == by_dfs);
  }
  CHECK(explained_solutions_by_dfs(sdk::board<2>::from_grid(std::get<sdk::grid>(sdk::parse_puzzle("................")))).size() ==
        288);
}

TEST_CASE("explained_model: cdcl finds exactly the solutions dfs finds, 9x9 with many solutions") {
  auto const b = seek_test::many_solutions();
  auto const by_dfs = explained_solutions_by_dfs(b);
  REQUIRE(by_dfs.size() > 1);
  CHECK(explained_solutions_by_cdcl(b) == by_dfs);
  // Inkala's puzzle: one solution, and it is found.
  auto const inkala = sdk::board<3>::from_grid(seek_test::grid9(seek_test::inkala));
  CHECK(explained_solutions_by_cdcl(inkala) == explained_solutions_by_dfs(inkala));
}

TEST_CASE("explained_model: a board without solutions has none, whether propagation or search refutes it") {
  // Rows 1-2 of a 4x4: the top right box holds a 3, so row 1 cannot place both 3 and 4 there.
  auto const none = sdk::board<2>::from_grid(std::get<sdk::grid>(sdk::parse_puzzle("12....3.........")));
  CHECK(explained_solutions_by_cdcl(none).empty());
  seek::statistics stats;
  CHECK_FALSE(sdk::first_solution(none, sdk::propagate, {.engine = sdk::solve_engine::cdcl}, stats));
  CHECK(stats.stopped == seek::stop_reason::exhausted);
  // Givens that clash: the model of a dead board.
  sdk::grid clash(2);
  clash.cells[0] = 1;
  clash.cells[1] = 1;
  CHECK(explained_solutions_by_cdcl(sdk::board<2>::from_grid(clash)).empty());
}

TEST_CASE("explained_model: every reason, clause and fact of level 0 holds in every solution") {
  std::size_t reasons = 0;
  for (char const* text : {"1...............", "12..............", ".32.1..42.1....2"}) {
    CAPTURE(text);
    auto const b = sdk::board<2>::from_grid(std::get<sdk::grid>(sdk::parse_puzzle(text)));
    auto const all = explained_solutions_by_dfs(b);
    REQUIRE_FALSE(all.empty());
    recording_model const m{sdk::explained_model(b)};
    seek::cdcl_options o;
    o.restart_unit = 2;
    std::size_t found = 0;
    for (seek::assignment const& a : seek::cdcl(m, o)) {
      CHECK(all.count(sdk::to_line(m.inner.decode(a))) == 1);
      ++found;
    }
    CHECK(found == all.size());
    reasons += m.said->size();
    // each distinct reason once, against each solution
    std::set<std::vector<std::uint32_t>> distinct;
    for (auto const& reason : *m.said) {
      std::vector<std::uint32_t> codes;
      for (seek::literal const l : reason) codes.push_back(l.code());
      distinct.insert(codes);
    }
    std::size_t broken = 0;
    for (auto const& line : all) {
      sdk::grid const g = explained_solution_grid(line);
      for (auto const& codes : distinct) {
        std::vector<seek::literal> reason;
        for (std::uint32_t code : codes) reason.push_back(seek::literal::from_code(code));
        broken += clause_holds_in(reason, g, m.inner) ? 0 : 1;
      }
      for (auto const& clause : m.inner.clauses()) broken += clause_holds_in(clause, g, m.inner) ? 0 : 1;
    }
    CHECK(broken == 0);
  }
  CHECK(reasons > 100);  // the search propagated (the last board is settled without it)
  // The facts of level 0 (a settled board's placements and eliminations)
  // hold in the solution of a unique board: it is the one cdcl finds.
  auto const inkala = sdk::board<3>::from_grid(seek_test::grid9(seek_test::inkala));
  auto const only = explained_solution_grid(*explained_solutions_by_dfs(inkala).begin());
  sdk::explained_model const m(inkala);
  seek::trail t(m.variables());
  seek::variable_activity act(m.variables());
  seek::propagation_context ctx(t, act);
  REQUIRE(m.start(ctx));
  REQUIRE(t.size() > 0);
  for (seek::literal const l : t.literals()) CHECK(clause_holds_in({l}, only, m));
}

TEST_CASE("explained_model: one seed, one walk") {
  auto const b = sdk::board<5>::from_grid(seek_test::read_puzzles(std::string(SEEK_TEST_DATA) + "/sudoku_25x25_moderate.txt").at(0));
  for (std::uint64_t seed : {1U, 2U}) {
    CAPTURE(seed);
    seek::statistics s1, s2;
    sdk::solve_options o;
    o.engine = sdk::solve_engine::cdcl;
    o.seed = seed;
    auto const a = sdk::solve(b, o, s1);
    auto const c = sdk::solve(b, o, s2);
    REQUIRE(a);
    CHECK(a == c);
    CHECK(s1.nodes == s2.nodes);
    CHECK(s1.failures == s2.failures);
    CHECK(s1.passes == s2.passes);
    CHECK(s1.stopped == seek::stop_reason::none);
  }
}

TEST_CASE("solve with engine cdcl: 9x9 and 25x25 boards solved, limits obeyed") {
  sdk::solve_options o;
  o.engine = sdk::solve_engine::cdcl;
  auto const inkala = seek_test::grid9(seek_test::inkala);
  CHECK(sdk::is_solution(inkala, sdk::solve(inkala, o)));
  auto const g = seek_test::read_puzzles(std::string(SEEK_TEST_DATA) + "/sudoku_25x25_moderate.txt").at(0);
  CHECK(sdk::is_solution(g, sdk::solve(g, o)));
  auto const hard = seek_test::read_puzzles(std::string(SEEK_TEST_DATA) + "/sudoku_25x25_qwh_hard.txt").at(1);
  seek::statistics stats;
  auto const found = sdk::solve(sdk::board<5>::from_grid(hard), o, stats);
  REQUIRE(found);
  CHECK(sdk::is_solution(hard, found->to_grid()));
  seek::statistics cut;
  CHECK_FALSE(sdk::solve(sdk::board<5>::from_grid(hard), o, cut, seek::limits{.nodes = 3}));
  CHECK(cut.stopped == seek::stop_reason::node_limit);
  CHECK(cut.nodes == 3);
}

TEST_CASE("solve_engine: the automatic choice by box size, and its names") {
  sdk::solve_options const o;
  CHECK(o.engine == sdk::solve_engine::automatic);
  CHECK(sdk::engine_for(o, 3) == sdk::solve_engine::dfs);
  CHECK(sdk::engine_for(o, o.cdcl_from_box) == sdk::solve_engine::cdcl);
  CHECK(sdk::engine_for(o, o.cdcl_to_box) == sdk::solve_engine::cdcl);
  CHECK(sdk::engine_for(o, o.cdcl_from_box - 1) == sdk::solve_engine::dfs);
  CHECK(sdk::engine_for(o, o.cdcl_to_box + 1) == sdk::solve_engine::dfs);
  sdk::solve_options with_nogoods;
  with_nogoods.nogoods = true;  // a dfs restarts' option: dfs
  CHECK(sdk::engine_for(with_nogoods, 5) == sdk::solve_engine::dfs);
  sdk::solve_options by_hand;
  by_hand.restarts = sdk::restart_mode::always;  // restarts chosen by hand: dfs
  CHECK(sdk::engine_for(by_hand, 6) == sdk::solve_engine::dfs);
  by_hand.engine = sdk::solve_engine::cdcl;
  CHECK(sdk::engine_for(by_hand, 2) == sdk::solve_engine::cdcl);
  CHECK(std::string(sdk::to_string(sdk::solve_engine::automatic)) == "auto");
  CHECK(std::string(sdk::to_string(sdk::solve_engine::dfs)) == "dfs");
  CHECK(std::string(sdk::to_string(sdk::solve_engine::cdcl)) == "cdcl");
}

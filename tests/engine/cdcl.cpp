// Tests for seek/learn/cdcl.hpp and its pieces: the solutions of random
// small CNF formulas (a clausal model that explains each unit) against
// brute force, with restarts and forgetting forced often; a model that only
// checks (no reasons) against chronological dfs; the same walk for the same
// seed; limits and statistics; the errors of a model that breaks the
// contract; and the pieces (literal, trail, activity, conflict analysis).
#include <seek/learn/cdcl.hpp>

#include <doctest/doctest.h>

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <set>
#include <stdexcept>
#include <vector>

#include <range/v3/range/conversion.hpp>
#include <range/v3/view/filter.hpp>

#include <seek/core/random.hpp>
#include <seek/range/find.hpp>
#include <seek/range/first.hpp>
#include <seek/strategy/dfs.hpp>

namespace {

using seek::literal;

// A CNF formula as a model: each clause with one open literal left implies
// it, its other literals' negations the reason; a clause all false fails.
struct cnf_model {
  std::size_t n = 0;
  std::vector<std::vector<literal>> clauses;
  std::vector<std::vector<std::size_t>> occurs;  // by literal code: the clauses containing it

  [[nodiscard]] std::size_t variables() const { return n; }
  bool propagate(seek::propagation_context& ctx, literal p) const {
    for (std::size_t ci : occurs[(~p).code()]) {
      std::vector<literal> const& c = clauses[ci];
      std::size_t open = c.size();
      int open_count = 0;
      bool holds = false;
      for (std::size_t k = 0; k < c.size() && !holds; ++k) {
        seek::truth const v = ctx.value(c[k]);
        holds = v == seek::truth::is_true;
        if (v == seek::truth::unassigned && (open == c.size() || c[open] != c[k])) {
          open = k;
          ++open_count;
        }
      }
      if (holds || open_count > 1) continue;
      std::vector<literal>& because = ctx.scratch();
      for (std::size_t k = 0; k < c.size(); ++k) {
        if (open_count == 0 || c[k] != c[open]) because.push_back(~c[k]);
      }
      if (open_count == 0) return ctx.fail(because);
      if (!ctx.imply(c[open], because)) return false;
    }
    return true;
  }
};

cnf_model random_cnf(seek::xoshiro256ss& random, std::size_t n, std::size_t clauses, std::size_t min_width,
                     std::size_t max_width) {
  cnf_model m;
  m.n = n;
  for (std::size_t i = 0; i < clauses; ++i) {
    std::vector<literal> c;
    std::size_t const width = min_width + seek::uniform_below(random, max_width - min_width + 1);
    for (std::size_t j = 0; j < width; ++j) {
      auto const v = static_cast<std::uint32_t>(seek::uniform_below(random, n));
      c.push_back(seek::uniform_below(random, 2) == 0 ? literal::positive(v) : literal::negative(v));
    }
    m.clauses.push_back(c);
  }
  m.occurs.assign(2 * n, {});
  for (std::size_t i = 0; i < m.clauses.size(); ++i) {
    for (literal l : m.clauses[i]) m.occurs[l.code()].push_back(i);
  }
  return m;
}

// The same formula stated as clauses, which the engine watches itself; its
// propagate has nothing left to do.
struct clausal_cnf_model {
  cnf_model formula;
  [[nodiscard]] std::size_t variables() const { return formula.n; }
  [[nodiscard]] std::vector<std::vector<literal>> const& clauses() const { return formula.clauses; }
  bool propagate(seek::propagation_context&, literal) const { return true; }
};

std::multiset<std::vector<bool>> brute_force(cnf_model const& m) {
  std::multiset<std::vector<bool>> out;
  for (std::uint32_t mask = 0; mask < (1U << m.n); ++mask) {
    bool all = true;
    for (auto const& c : m.clauses) {
      bool any = false;
      for (literal l : c) any = any || (((mask >> l.var()) & 1U) != 0) != l.is_negative();
      all = all && any;
    }
    if (!all) continue;
    std::vector<bool> a(m.n);
    for (std::size_t v = 0; v < m.n; ++v) a[v] = ((mask >> v) & 1U) != 0;
    out.insert(a);
  }
  return out;
}

std::vector<bool> values_of(seek::assignment const& a) {
  std::vector<bool> v(a.size());
  for (std::size_t i = 0; i < a.size(); ++i) v[i] = a[i];
  return v;
}

template <class View>
std::multiset<std::vector<bool>> all_solutions(View&& view) {
  std::multiset<std::vector<bool>> out;
  for (seek::assignment const& a : view) out.insert(values_of(a));
  return out;
}

// n queens, variable r * n + c: a queen on (r, c). The model only checks:
// two queens that attack each other, or a row with none, fail with the
// decisions as the reason, so nothing is learnt but "not all of these".
struct checking_queens {
  int n = 6;
  [[nodiscard]] std::size_t variables() const { return static_cast<std::size_t>(n * n); }
  [[nodiscard]] literal at(int r, int c) const { return literal::positive(static_cast<std::uint32_t>(r * n + c)); }
  bool propagate(seek::propagation_context& ctx, literal p) const {
    int const r = static_cast<int>(p.var()) / n;
    int const c = static_cast<int>(p.var()) % n;
    if (p.is_negative()) {
      for (int k = 0; k < n; ++k) {
        if (!ctx.is_false(at(r, k))) return true;
      }
      return ctx.fail_on_decisions();
    }
    for (int r2 = 0; r2 < n; ++r2) {
      for (int c2 = 0; c2 < n; ++c2) {
        bool const attacks = r2 == r || c2 == c || r2 - c2 == r - c || r2 + c2 == r + c;
        if ((r2 != r || c2 != c) && attacks && ctx.is_true(at(r2, c2))) return ctx.fail_on_decisions();
      }
    }
    return true;
  }
};

std::vector<std::vector<int>> queens_by_dfs(int n) {
  auto next = [n](std::vector<int> const& s) {
    std::vector<std::vector<int>> children;
    for (int c = 0; c < n && static_cast<int>(s.size()) < n; ++c) {
      bool free = true;
      for (std::size_t r = 0; r < s.size(); ++r) {
        int const d = static_cast<int>(s.size() - r);
        free = free && s[r] != c && s[r] != c - d && s[r] != c + d;
      }
      if (free) {
        children.push_back(s);
        children.back().push_back(c);
      }
    }
    return children;
  };
  std::vector<std::vector<int>> out;
  for (auto const& s : seek::dfs(std::vector<int>{}, next)) {
    if (static_cast<int>(s.size()) == n) out.push_back(s);
  }
  return out;
}

}  // namespace

TEST_CASE("literal: codes, signs and negation") {
  literal const p = literal::positive(7);
  CHECK(p.var() == 7);
  CHECK(!p.is_negative());
  CHECK(p.code() == 14);
  CHECK((~p).is_negative());
  CHECK((~p).var() == 7);
  CHECK(~~p == p);
  CHECK(literal::negative(7) == ~p);
  CHECK(literal::from_code(15) == literal::negative(7));
}

TEST_CASE("trail: levels, reasons kept, backtracking undoes the levels above") {
  seek::trail t(4);
  t.assign(literal::positive(0), seek::reason_ref::none());
  t.decide(literal::negative(1));
  literal const why[] = {literal::positive(2), literal::positive(1)};
  t.assign(literal::positive(2), t.keep_explanation(why));
  t.decide(literal::positive(3));
  CHECK(t.decision_level() == 2);
  CHECK(t.level(0) == 0);
  CHECK(t.level(2) == 1);
  CHECK(t.value(literal::negative(1)) == seek::truth::is_true);
  CHECK(t.value(literal::positive(1)) == seek::truth::is_false);
  REQUIRE(t.reason(2).is_explained());
  CHECK(t.explanation(t.reason(2)).size() == 2);
  CHECK(t.explanation(t.reason(2))[1] == literal::positive(1));
  std::vector<literal> undone;
  t.backtrack(1, [&](literal l) { undone.push_back(l); });
  CHECK(undone == std::vector<literal>{literal::positive(3)});
  CHECK(t.value_of_var(3) == seek::truth::unassigned);
  CHECK(t.decision_level() == 1);
  t.backtrack(0, [&](literal l) { undone.push_back(l); });
  CHECK(t.size() == 1);
  CHECK(undone.size() == 3);
}

TEST_CASE("variable_activity: the highest score first, bumps and decay, saved phases") {
  seek::variable_activity a(4, 0.5);
  a.bump(2);
  a.decay();  // later bumps weigh twice as much
  a.bump(1);
  CHECK(a.pop() == 1);
  CHECK(a.pop() == 2);
  CHECK(a.pop() == 0);
  a.insert(2);
  CHECK(a.pop() == 2);
  CHECK(a.pop() == 3);
  CHECK(a.empty());
  a.save_phase(literal::positive(3));
  CHECK(a.saved_phase(3));
  a.save_phase(literal::negative(3));
  CHECK(!a.saved_phase(3));
}

TEST_CASE("conflict_analyzer: the first UIP, and the level to jump back to") {
  // Level 1 decides a; level 2 decides b, then c follows from b, d from a
  // and c; the conflict is (not d or not b). The UIP of level 2 is b: learnt
  // (not b or not a), unit at level 1.
  seek::trail t(4);
  literal const a = literal::positive(0);
  literal const b = literal::positive(1);
  literal const c = literal::positive(2);
  literal const d = literal::positive(3);
  t.decide(a);
  t.decide(b);
  literal const rc[] = {c, ~b};
  t.assign(c, t.keep_explanation(rc));
  literal const rd[] = {d, ~a, ~c};
  t.assign(d, t.keep_explanation(rd));
  seek::conflict_analyzer analyzer(4);
  literal const conflict[] = {~d, ~b};
  std::vector<std::uint32_t> met;
  auto const& learnt = analyzer.analyze(
      t, conflict, [&](std::uint32_t v) { return t.explanation(t.reason(v)); },
      [&](std::uint32_t v) { met.push_back(v); });
  REQUIRE(learnt.lits.size() == 2);
  CHECK(learnt.lits[0] == ~b);
  CHECK(learnt.lits[1] == ~a);
  CHECK(learnt.backjump == 1);
  CHECK(learnt.lbd == 2);
  CHECK(met.size() == 4);
}

TEST_CASE("conflict_analyzer: literals implied by one literal alone are replaced by it, once") {
  // Level 1 decides a; e and f follow from a alone (reasons of two
  // literals); level 2 decides b; the conflict is (not b or not e or not f).
  // First UIP: b; the lower literals not e, not f both come down to not a:
  // learnt (not b or not a), not the three literals of the conflict.
  seek::trail t(4);
  literal const a = literal::positive(0);
  literal const b = literal::positive(1);
  literal const e = literal::positive(2);
  literal const f = literal::positive(3);
  t.decide(a);
  literal const re[] = {e, ~a};
  t.assign(e, t.keep_explanation(re));
  literal const rf[] = {f, ~a};
  t.assign(f, t.keep_explanation(rf));
  t.decide(b);
  seek::conflict_analyzer analyzer(4);
  literal const conflict[] = {~b, ~e, ~f};
  auto const& learnt = analyzer.analyze(
      t, conflict, [&](std::uint32_t v) { return t.explanation(t.reason(v)); }, [](std::uint32_t) {});
  REQUIRE(learnt.lits.size() == 2);
  CHECK(learnt.lits[0] == ~b);
  CHECK(learnt.lits[1] == ~a);
  CHECK(learnt.backjump == 1);
  CHECK(learnt.lbd == 2);
}

TEST_CASE("cdcl: every solution of random CNF formulas, each once, against brute force") {
  seek::xoshiro256ss random(2026);
  std::size_t total = 0;
  for (int instance = 0; instance < 150; ++instance) {
    std::size_t const n = 3 + seek::uniform_below(random, 10);
    cnf_model const m = random_cnf(random, n, n * (1 + seek::uniform_below(random, 5)), 1, 3);
    auto const expected = brute_force(m);
    CAPTURE(instance);
    // restarts after every conflict and forgetting beyond 3 learnt clauses:
    // the exclusion of found solutions must survive both
    seek::cdcl_options const often{.seed = static_cast<std::uint64_t>(instance), .restart_unit = 1, .max_learnt = 3,
                                   .max_learnt_growth = 1};
    CHECK(all_solutions(seek::cdcl(m, often)) == expected);
    CHECK(all_solutions(seek::cdcl(m)) == expected);
    total += expected.size();
  }
  CHECK(total > 100);  // the formulas are not all unsatisfiable
}

TEST_CASE("cdcl: a model's clauses, checked by the engine, against brute force") {
  seek::xoshiro256ss random(99);
  std::size_t total = 0;
  for (int instance = 0; instance < 150; ++instance) {
    std::size_t const n = 3 + seek::uniform_below(random, 10);
    cnf_model const m = random_cnf(random, n, n * (1 + seek::uniform_below(random, 5)), 1, 3);
    CAPTURE(instance);
    auto const expected = brute_force(m);
    seek::cdcl_options const often{.seed = 1, .restart_unit = 1, .max_learnt = 3, .max_learnt_growth = 1};
    CHECK(all_solutions(seek::cdcl(clausal_cnf_model{m}, often)) == expected);
    total += expected.size();
  }
  CHECK(total > 100);
  // an empty clause: no solution
  cnf_model none = random_cnf(random, 4, 3, 1, 2);
  none.clauses.emplace_back();
  CHECK(all_solutions(seek::cdcl(clausal_cnf_model{none})).empty());
}

TEST_CASE("cdcl: learns, jumps back and forgets on random 3-SAT of 16 variables, still exact") {
  seek::xoshiro256ss random(47);
  seek::cdcl_statistics sum;
  for (int instance = 0; instance < 40; ++instance) {
    cnf_model const m = random_cnf(random, 16, 66, 3, 3);
    seek::cdcl_statistics cs;
    seek::cdcl_options const o{.seed = 1, .restart_unit = 2, .max_learnt = 5, .max_learnt_growth = 1};
    CHECK(all_solutions(seek::cdcl(m, o, cs)) == brute_force(m));
    sum.conflicts += cs.conflicts;
    sum.backjumps += cs.backjumps;
    sum.forgotten += cs.forgotten;
    sum.learnt += cs.learnt;
    sum.restarts += cs.restarts;
  }
  CHECK(sum.conflicts > 0);
  CHECK(sum.learnt <= sum.conflicts);
  CHECK(sum.learnt + 40 >= sum.conflicts);  // all but the last conflict of each formula are learnt
  CHECK(sum.backjumps > 0);
  CHECK(sum.forgotten > 0);
  CHECK(sum.restarts > 0);
}

TEST_CASE("cdcl: a model that only checks finds what chronological dfs finds") {
  for (int n = 1; n <= 6; ++n) {
    CAPTURE(n);
    checking_queens const q{n};
    std::set<std::vector<int>> by_cdcl;
    std::size_t count = 0;
    for (seek::assignment const& a : seek::cdcl(q)) {
      std::vector<int> rows;
      for (int r = 0; r < n; ++r) {
        for (int c = 0; c < n; ++c) {
          if (a[static_cast<std::size_t>(r * n + c)]) rows.push_back(c);
        }
      }
      by_cdcl.insert(rows);
      ++count;
    }
    auto const by_dfs = queens_by_dfs(n);
    CHECK(count == by_dfs.size());
    CHECK(by_cdcl == std::set<std::vector<int>>(by_dfs.begin(), by_dfs.end()));
  }
}

TEST_CASE("cdcl: the same seed walks the same way, another seed finds the same solutions") {
  seek::xoshiro256ss random(5);
  cnf_model const m = random_cnf(random, 14, 50, 3, 3);
  auto walk = [&](std::uint64_t seed, seek::cdcl_statistics& cs) {
    std::vector<std::vector<bool>> order;
    for (seek::assignment const& a : seek::cdcl(m, seek::cdcl_options{.seed = seed}, cs)) order.push_back(values_of(a));
    return order;
  };
  seek::cdcl_statistics s1;
  seek::cdcl_statistics s2;
  seek::cdcl_statistics s3;
  auto const first = walk(3, s1);
  auto const again = walk(3, s2);
  auto const other = walk(4, s3);
  REQUIRE(!first.empty());
  CHECK(first == again);
  CHECK(s1.decisions == s2.decisions);
  CHECK(s1.conflicts == s2.conflicts);
  CHECK(std::multiset<std::vector<bool>>(other.begin(), other.end()) ==
        std::multiset<std::vector<bool>>(first.begin(), first.end()));
}

TEST_CASE("cdcl: lazy, statistics, limits, begin() afresh, range-v3 pipes") {
  checking_queens const q{6};
  seek::statistics st;
  seek::cdcl_statistics cs;
  auto view = seek::cdcl(q, st, cs);
  auto it = view.begin();
  REQUIRE(it != view.end());
  CHECK(st.yielded == 1);
  CHECK(cs.solutions == 1);
  CHECK(st.nodes == cs.decisions);
  CHECK(st.failures == cs.conflicts);
  CHECK(st.stopped == seek::stop_reason::none);
  std::size_t n = 1;
  while (++it != view.end()) ++n;
  CHECK(n == 4);
  CHECK(st.stopped == seek::stop_reason::exhausted);
  CHECK(st.depth > 0);
  // begin() again searches afresh
  std::size_t again = 0;
  for (auto i = view.begin(); i != view.end(); ++i) ++again;
  CHECK(again == 4);

  seek::statistics bounded;
  seek::limits lim;
  lim.nodes = 3;
  std::size_t found = 0;
  for (seek::assignment const& a : seek::cdcl(q, lim, bounded)) found += a.size() > 0 ? 1U : 0U;
  CHECK(bounded.stopped == seek::stop_reason::node_limit);
  CHECK(bounded.nodes == 3);
  CHECK(found == 0);

  auto firsts = seek::cdcl(q) | ranges::views::filter([](seek::assignment const& a) { return a[1]; }) |
                ranges::to<std::vector<seek::assignment>>();
  CHECK(firsts.size() == 1);  // of the 4 solutions of 6 queens, one has its first queen on column 1
  CHECK((seek::cdcl(q) | seek::first(2) | ranges::to<std::vector<seek::assignment>>()).size() == 2);
}

namespace {
struct lying_model {  // gives a reason that is not true
  [[nodiscard]] std::size_t variables() const { return 2; }
  bool propagate(seek::propagation_context& ctx, literal p) const {
    return ctx.imply(literal::positive(1 - p.var()), {literal::positive(1 - p.var())});
  }
};
struct silent_model {  // fails without saying why
  [[nodiscard]] std::size_t variables() const { return 2; }
  bool propagate(seek::propagation_context&, literal) const { return false; }
};
struct empty_model {
  [[nodiscard]] std::size_t variables() const { return 0; }
  bool propagate(seek::propagation_context&, literal) const { return true; }
};
}  // namespace

TEST_CASE("cdcl: a model that breaks the contract, or bad options, get a clear error") {
  auto run = [](auto const& m, seek::cdcl_options o = {}) {
    std::size_t n = 0;
    for (auto const& a : seek::cdcl(m, o)) n += a.size();
    return n;
  };
  CHECK_THROWS_WITH_AS(run(lying_model{}), doctest::Contains("reason that is not true"), std::logic_error);
  CHECK_THROWS_WITH_AS(run(silent_model{}), doctest::Contains("returned false without reporting why"),
                       std::logic_error);
  CHECK_THROWS_WITH_AS(run(empty_model{}), doctest::Contains("0 variables"), std::invalid_argument);
  CHECK_THROWS_WITH_AS(run(checking_queens{4}, seek::cdcl_options{.restart_unit = 0}),
                       doctest::Contains("restart_unit"), std::invalid_argument);
  CHECK_THROWS_WITH_AS(run(checking_queens{4}, seek::cdcl_options{.activity_decay = 0.0}),
                       doctest::Contains("activity_decay"), std::invalid_argument);
}

// The cells of seek::cdcl's row in the composition matrix (docs/strategies.md).
TEST_CASE("matrix: first x cdcl") {
  checking_queens const q{6};
  seek::cdcl_statistics cs;
  auto two = seek::cdcl(q, cs) | seek::first(2) | ranges::to<std::vector<seek::assignment>>();
  CHECK(two.size() == 2);
  CHECK(cs.solutions == 2);  // the third was never searched for
}

TEST_CASE("matrix: find x cdcl") {
  checking_queens const q{6};
  seek::cdcl_statistics cs;
  auto view = seek::cdcl(q, cs);
  auto found = seek::find(view, [](seek::assignment const& a) { return a[2]; });  // first queen on column 2
  REQUIRE(found.has_value());
  CHECK((*found)[2]);
  std::size_t before = 0;  // find stopped at the goal: the solutions it searched are those up to it
  for (seek::assignment const& a : seek::cdcl(q)) {
    ++before;
    if (a[2]) break;
  }
  CHECK(cs.solutions == before);
}

TEST_CASE("matrix: limits x cdcl") {
  seek::xoshiro256ss random(8);
  cnf_model const m = random_cnf(random, 16, 40, 3, 3);
  for (std::uint64_t bound : {1U, 5U, 20U}) {
    seek::limits lim;
    lim.nodes = bound;
    seek::statistics st;
    seek::cdcl_statistics cs;
    std::size_t n = 0;
    for (seek::assignment const& a : seek::cdcl(m, lim, cs, st)) n += a.size() > 0 ? 1U : 0U;
    CHECK(cs.decisions <= bound);
    CHECK(st.stopped == (cs.decisions == bound ? seek::stop_reason::node_limit : seek::stop_reason::exhausted));
    CHECK(n == cs.solutions);
  }
  seek::limits none;
  none.time = std::chrono::nanoseconds(0);
  seek::statistics st;
  for (seek::assignment const& a : seek::cdcl(m, none, st)) CHECK(a.size() == 16);
  CHECK(st.stopped == seek::stop_reason::time_limit);
}

TEST_CASE("matrix: statistics x cdcl") {
  seek::xoshiro256ss random(9);
  cnf_model const m = random_cnf(random, 14, 56, 3, 3);
  seek::statistics st;
  seek::cdcl_statistics cs;
  std::size_t n = 0;
  for (seek::assignment const& a : seek::cdcl(m, seek::cdcl_options{.restart_unit = 2}, st, cs)) n += a.size() > 0 ? 1U : 0U;
  CHECK(st.yielded == n);
  CHECK(cs.solutions == n);
  CHECK(st.nodes == cs.decisions);
  CHECK(st.failures == cs.conflicts);
  CHECK(st.passes == cs.restarts + 1);
  CHECK(st.depth >= 1);
  CHECK(st.depth <= 14);
  CHECK(st.stopped == seek::stop_reason::exhausted);
  CHECK(cs.conflicts > 0);
  CHECK(cs.propagations > 0);
  CHECK(cs.learnt_literals >= cs.learnt);
  CHECK(cs.average_learnt_size() >= 1.0);
}

// Tests for seek/trace/tracer.hpp: the events a tracer hears, in order, from
// dfs and bfs on a small tree worked out by hand; the passes of iddfs, the
// runs of restarts, the states dijkstra prunes; every strategy takes the
// option, with statistics and limits beside it, and counts the same.
#include <seek/seek.hpp>
#include <seek/trace/tracer.hpp>

#include <doctest/doctest.h>

#include <range/v3/range/conversion.hpp>
#include <range/v3/range/operations.hpp>
#include <range/v3/view/transform.hpp>

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "trees.hpp"

namespace {
using seek_test::small_tree;

std::string finish_name(seek::stop_reason r) {
  switch (r) {
    case seek::stop_reason::none: return "none";
    case seek::stop_reason::exhausted: return "exhausted";
    case seek::stop_reason::node_limit: return "node_limit";
    default: return "other";
  }
}

// Every event as a line: "gen 3 p2 d2 s3" (node 3, parent 2, depth 2,
// state 3), "yield 3", "pass 1", "finish exhausted 6".
struct log_tracer {
  std::vector<std::string> lines;
  static std::string node(seek::node_event<int> const& e) { return std::to_string(e.id); }
  void on_generated(seek::node_event<int> const& e) {
    lines.push_back("gen " + node(e) + " p" + std::to_string(e.parent) + " d" + std::to_string(e.depth) + " s" +
                    std::to_string(e.state));
  }
  void on_yield(seek::node_event<int> const& e) { lines.push_back("yield " + node(e)); }
  void on_expand(seek::node_event<int> const& e) { lines.push_back("expand " + node(e)); }
  void on_dead_end(seek::node_event<int> const& e) { lines.push_back("dead " + node(e)); }
  void on_pruned(seek::node_event<int> const& e) {
    lines.push_back("pruned " + node(e) + " s" + std::to_string(e.state));
  }
  void on_climb(seek::node_event<int> const& e) { lines.push_back("climb " + node(e)); }
  void on_pass(seek::pass_event p) { lines.push_back("pass " + std::to_string(p.number)); }
  void on_restart(seek::pass_event p) { lines.push_back("restart " + std::to_string(p.number)); }
  void on_finish(seek::finish_event f) {
    lines.push_back("finish " + finish_name(f.reason) + " " + std::to_string(f.nodes));
  }
};

// The same events, with the state each one carries, whatever the type.
struct state_tracer {
  std::vector<std::pair<std::string, int>> seen;
  template <class E>
  void on_yield(E const& e) {
    seen.emplace_back("yield", e.state);
  }
  template <class E>
  void on_expand(E const& e) {
    seen.emplace_back("expand", e.state);
  }
  template <class E>
  void on_dead_end(E const& e) {
    seen.emplace_back("dead", e.state);
  }
  template <class E>
  void on_climb(E const& e) {
    seen.emplace_back("climb", e.state);
  }
};

std::vector<std::string> lines(std::initializer_list<char const*> l) { return {l.begin(), l.end()}; }
}  // namespace

TEST_CASE("trace: dfs on a small tree, every event in order") {
  log_tracer t;
  auto all = seek::dfs(0, std::cref(small_tree), seek::traced_by(t)) | ranges::to<std::vector>;
  CHECK(all == std::vector<int>{0, 1, 3, 4, 5, 2});
  CHECK(t.lines == lines({"pass 1",   "gen 1 p0 d0 s0", "yield 1",          "expand 1", "gen 2 p1 d1 s1",
                          "yield 2",  "expand 2",       "gen 3 p2 d2 s3",   "yield 3",  "expand 3",
                          "dead 3",   "gen 4 p2 d2 s4", "yield 4",          "expand 4", "gen 5 p4 d3 s5",
                          "yield 5",  "expand 5",       "dead 5",           "climb 4",  "climb 2",
                          "gen 6 p1 d1 s2", "yield 6",  "expand 6",         "dead 6",   "climb 1",
                          "finish exhausted 6"}));
}

TEST_CASE("trace: bfs on a small tree, every event in order") {
  log_tracer t;
  auto all = seek::bfs(0, std::cref(small_tree), seek::traced_by(t)) | ranges::to<std::vector>;
  CHECK(all == std::vector<int>{0, 1, 2, 3, 4, 5});
  CHECK(t.lines == lines({"pass 1",   "gen 1 p0 d0 s0", "yield 1", "expand 1", "gen 2 p1 d1 s1", "yield 2",
                          "gen 3 p1 d1 s2", "yield 3",  "expand 2", "gen 4 p2 d2 s3", "yield 4",
                          "gen 5 p2 d2 s4", "yield 5",  "expand 3", "dead 3",   "expand 4", "dead 4",
                          "expand 5", "gen 6 p5 d3 s5", "yield 6", "expand 6", "dead 6",
                          "finish exhausted 6"}));
}

TEST_CASE("trace: the states of the events, where they lie (dfs over a view of states, and in place)") {
  // A successor range of computed states (children materialised) and one of
  // stored states (visited in place): the same events with the same states.
  auto computed = [](int x) {
    return small_tree.children[static_cast<std::size_t>(x)] | ranges::views::transform([](int k) { return k; });
  };
  state_tracer a, b;
  (void)ranges::distance(seek::dfs(0, std::cref(small_tree), seek::traced_by(a)));
  (void)ranges::distance(seek::dfs(0, computed, seek::traced_by(b)));
  CHECK(a.seen == b.seen);
  std::vector<std::pair<std::string, int>> const climbs = [&] {
    std::vector<std::pair<std::string, int>> out;
    for (auto const& s : a.seen)
      if (s.first == "climb" || s.first == "dead") out.push_back(s);
    return out;
  }();
  CHECK(climbs == std::vector<std::pair<std::string, int>>{{"dead", 3}, {"dead", 5}, {"climb", 4}, {"climb", 1},
                                                           {"dead", 2}, {"climb", 0}});
}

TEST_CASE("trace: iddfs reports each pass, numbers regenerated nodes anew, climbs") {
  seek_test::explicit_tree const chain{{{1}, {}}};
  log_tracer t;
  auto all = seek::iddfs(0, std::cref(chain), seek::traced_by(t)) | ranges::to<std::vector>;
  CHECK(all == std::vector<int>{0, 1});
  CHECK(t.lines == lines({"pass 1",   "gen 1 p0 d0 s0", "yield 1", "pass 2",   "gen 2 p0 d0 s0",
                          "expand 2", "gen 3 p2 d1 s1", "yield 3", "climb 2",  "pass 3",
                          "gen 4 p0 d0 s0", "expand 4", "gen 5 p4 d1 s1", "expand 5", "dead 5",
                          "climb 5",  "climb 4",        "finish exhausted 5"}));
}

TEST_CASE("trace: restarts report each run") {
  log_tracer t;
  seek::statistics stats;
  // Runs of 1, 1, 2, 1, 1, 2, 4, ... states (Luby): the tree of 6 states is
  // walked whole by the first run allowed 8.
  auto all = seek::restarts(0, std::cref(small_tree), seek::luby_schedule{1}, 7, stats, seek::traced_by(t)) |
             ranges::to<std::vector>;
  std::vector<std::string> runs;
  std::size_t generated = 0;
  for (auto const& l : t.lines) {
    if (l.starts_with("restart") || l.starts_with("pass")) runs.push_back(l);
    if (l.starts_with("gen")) ++generated;
  }
  REQUIRE(stats.passes >= 2);
  CHECK(runs.size() == stats.passes);
  for (std::size_t i = 0; i < runs.size(); ++i) CHECK(runs[i] == "restart " + std::to_string(i + 1));
  CHECK(generated == stats.nodes);
  CHECK(t.lines.back() == "finish exhausted " + std::to_string(stats.nodes));
}

TEST_CASE("trace: dijkstra reports a state reached again and not cheaper as pruned") {
  // 0 -1- 1, both ways: from 1, 0 is reached again (settled): pruned.
  auto next = [](int x) { return std::vector<std::pair<int, int>>{{1 - x, 1}}; };
  log_tracer t;
  seek::statistics stats;
  auto all = seek::dijkstra(0, next, stats, seek::traced_by(t)) | ranges::to<std::vector>;
  CHECK(all == std::vector<int>{0, 1});
  CHECK(stats.pruned == 1);
  CHECK(t.lines == lines({"pass 1", "gen 1 p0 d0 s0", "yield 1", "expand 1", "gen 2 p1 d1 s1", "yield 2",
                          "expand 2", "gen 3 p2 d2 s0", "pruned 3 s0", "finish exhausted 3"}));
}

TEST_CASE("trace: ida_star reports the states cut off by its threshold as pruned") {
  // 0 -> 1 -> 2 (edges 1), h = 0: pass 1 (threshold 0) cuts 1 off.
  auto next = [](int x) { return x < 2 ? std::vector<std::pair<int, int>>{{x + 1, 1}} : std::vector<std::pair<int, int>>{}; };
  log_tracer t;
  seek::statistics stats;
  (void)ranges::distance(seek::ida_star(0, next, [](int) { return 0; }, stats, seek::traced_by(t)));
  std::size_t pruned = 0;
  for (auto const& l : t.lines) pruned += l.starts_with("pruned") ? 1 : 0;
  CHECK(pruned == stats.pruned);
  CHECK(stats.pruned == 2);
  CHECK(t.lines[3] == "expand 1");
  CHECK(t.lines[4] == "gen 2 p1 d1 s1");
  CHECK(t.lines[5] == "pruned 2 s1");
}

TEST_CASE("trace: a node limit ends the trace with its reason, statistics beside") {
  log_tracer t;
  seek::statistics stats;
  seek::limits lim;
  lim.nodes = 3;
  auto all = seek::dfs(0, std::cref(small_tree), stats, lim, seek::traced_by(t)) | ranges::to<std::vector>;
  CHECK(all.size() == 3);
  CHECK(stats.nodes == 3);
  CHECK(t.lines.back() == "finish node_limit 3");
}

namespace {
// Counts the events, to check every strategy reports what its statistics count.
struct counting_tracer {
  std::uint64_t generated = 0, yielded = 0, expanded = 0, dead = 0, pruned = 0, passes = 0;
  std::uint64_t last_id = 0;
  bool ids_in_order = true, parents_known = true;
  template <class E>
  void on_generated(E const& e) {
    ids_in_order = ids_in_order && e.id == last_id + 1;
    parents_known = parents_known && e.parent < e.id && (e.parent == 0) == (e.depth == 0);
    last_id = e.id;
    ++generated;
  }
  template <class E>
  void on_yield(E const&) {
    ++yielded;
  }
  template <class E>
  void on_expand(E const&) {
    ++expanded;
  }
  template <class E>
  void on_dead_end(E const&) {
    ++dead;
  }
  template <class E>
  void on_pruned(E const&) {
    ++pruned;
  }
  void on_pass(seek::pass_event) { ++passes; }
  void on_restart(seek::pass_event) { ++passes; }

  // `regenerated_roots`: the deepening strategies generate their root
  // again in each pass after the first (a new node of the trace), which
  // the statistics count once.
  void check(seek::statistics const& s, bool regenerated_roots = false) const {
    CHECK(ids_in_order);
    CHECK(parents_known);
    CHECK(generated == s.nodes + (regenerated_roots ? s.passes - 1 : 0));
    CHECK(yielded == s.yielded);
    CHECK(expanded == s.expanded);
    CHECK(dead == s.failures);
    CHECK(pruned == s.pruned);
    CHECK(passes == s.passes);
  }
};

// A small graph with costs: x -> x+1 (cost 1), x -> x+2 (cost 3), below 6.
auto const weighted = [](int x) {
  return x >= 6 ? std::vector<std::pair<int, int>>{} : std::vector<std::pair<int, int>>{{x + 1, 1}, {x + 2, 3}};
};
auto const unweighted = [](int x) { return x >= 6 ? std::vector<int>{} : std::vector<int>{x + 1, x + 2}; };
}  // namespace

// The cells of the composition matrix (docs/strategies.md): traced_by x STRATEGY.
TEST_CASE("trace: every strategy reports the events its statistics count") {
  auto priority = [](int x) { return -x; };
  auto h = [](int x) { return 6 - x < 0 ? 0 : (6 - x) / 2; };
  auto run = [](auto make, bool regenerated_roots = false) {
    counting_tracer t;
    seek::statistics stats;
    (void)ranges::distance(make(stats, seek::traced_by(t)));
    t.check(stats, regenerated_roots);
  };
  SUBCASE("matrix: traced_by x dfs") { run([](auto& s, auto o) { return seek::dfs(0, unweighted, s, o); }); }
  SUBCASE("matrix: traced_by x bfs") { run([](auto& s, auto o) { return seek::bfs(0, unweighted, s, o); }); }
  SUBCASE("matrix: traced_by x unique_dfs") { run([](auto& s, auto o) { return seek::unique_dfs(0, unweighted, s, o); }); }
  SUBCASE("matrix: traced_by x unique_bfs") { run([](auto& s, auto o) { return seek::unique_bfs(0, unweighted, s, o); }); }
  SUBCASE("matrix: traced_by x best_first") { run([&](auto& s, auto o) { return seek::best_first(0, unweighted, priority, s, o); }); }
  SUBCASE("matrix: traced_by x beam") { run([&](auto& s, auto o) { return seek::beam(0, unweighted, priority, 2, s, o); }); }
  SUBCASE("matrix: traced_by x dijkstra") { run([](auto& s, auto o) { return seek::dijkstra(0, weighted, s, o); }); }
  SUBCASE("matrix: traced_by x astar") { run([&](auto& s, auto o) { return seek::astar(0, weighted, h, s, o); }); }
  SUBCASE("matrix: traced_by x iddfs") { run([](auto& s, auto o) { return seek::iddfs(0, unweighted, s, o); }, true); }
  SUBCASE("matrix: traced_by x ida_star") { run([&](auto& s, auto o) { return seek::ida_star(0, weighted, h, s, o); }, true); }
  SUBCASE("matrix: traced_by x lds") { run([](auto& s, auto o) { return seek::lds(0, unweighted, s, o); }, true); }
  SUBCASE("matrix: traced_by x restarts") {
    run([](auto& s, auto o) { return seek::restarts(0, unweighted, seek::luby_schedule{4}, 3, s, o); });
  }
  SUBCASE("depth_limited dfs") {
    run([](auto& s, auto o) { return seek::dfs(0, seek::depth_limited(unweighted, 2), s, o); });
  }
  SUBCASE("with_paths bfs") { run([](auto& s, auto o) { return seek::with_paths(seek::bfs, 0, unweighted, s, o); }); }
}

TEST_CASE("trace: a traced search yields what the untraced one does") {
  counting_tracer t;
  auto traced = seek::dfs(0, unweighted, seek::traced_by(t)) | ranges::to<std::vector>;
  auto plain = seek::dfs(0, unweighted) | ranges::to<std::vector>;
  CHECK(traced == plain);
  CHECK(t.generated == plain.size());
}

TEST_CASE("trace: the tracer concept") {
  CHECK(seek::tracer<log_tracer, int>);
  CHECK(seek::tracer<state_tracer, int>);
  CHECK(!seek::tracer<log_tracer, std::string>);  // on_generated takes node_event<int>
  CHECK(!seek::tracer<int, int>);
  struct nothing {};
  CHECK(!seek::tracer<nothing, int>);
}

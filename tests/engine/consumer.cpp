// One consumer, every strategy: the same code (a goal predicate on states,
// find, filter then first, depth on the iterator, statistics, limits,
// several roots, a vector of states) runs over each strategy, and the only
// thing that changes from one to the next is the strategy's name and its
// own params. This is the promise of the one search vocabulary: swapping a
// strategy is one line.
#include <seek/seek.hpp>

#include <doctest/doctest.h>

#include <range/v3/range/conversion.hpp>
#include <range/v3/view/filter.hpp>

#include <cstddef>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace {

// Words over {a, b, c} up to length 4, as a tree: a word's children append a
// letter. The weighted strategies get the same tree, each letter costing 1.
auto letters = [](std::string const& w) {
  std::vector<std::string> out;
  if (w.size() < 4)
    for (char c : {'a', 'b', 'c'}) out.push_back(w + c);
  return out;
};
auto weighted_letters = [](std::string const& w) {
  std::vector<std::pair<std::string, int>> out;
  for (auto& s : letters(w)) out.emplace_back(std::move(s), 1);
  return out;
};
// The same trees with the successors in a seek::inplace_vector (no
// allocation per state): every strategy takes them as it takes a vector.
auto inline_letters = [](std::string const& w) {
  seek::inplace_vector<std::string, 3> out;
  if (w.size() < 4)
    for (char c : {'a', 'b', 'c'}) out.push_back(w + c);
  return out;
};
auto inline_weighted_letters = [](std::string const& w) {
  seek::inplace_vector<std::pair<std::string, int>, 3> out;
  for (auto& s : inline_letters(w)) out.emplace_back(std::move(s), 1);
  return out;
};
auto shortest_first = [](std::string const& w) { return w.size(); };
auto no_estimate = [](std::string const&) { return 0; };

// The consumer, written once. `search(roots, next, options...)` is a
// strategy with its params bound; `next` the successor function it takes.
template <class Search, class Next>
void consume(Search search, Next next, bool complete = true) {
  auto const goal = [](std::string const& w) { return w.size() == 3 && w.back() == 'c'; };
  std::string const root;

  // find: the first goal, as an optional state.
  std::optional<std::string> found = seek::find(search(root, next), goal);
  REQUIRE(found);
  CHECK(goal(*found));

  // filter then first: the first two goals, as a vector of states.
  std::vector<std::string> two = search(root, next) | ranges::views::filter(goal) | seek::first(2) |
                                 ranges::to<std::vector>;
  CHECK(two.size() == 2);
  CHECK(two[0] == *found);

  // depth on the iterator: the length of the word.
  auto view = search(root, next);
  std::size_t count = 0;
  for (auto it = view.begin(); it != view.end(); ++it, ++count) CHECK(it.depth() == it->size());

  // statistics.
  seek::statistics stats;
  auto all = search(root, next, stats) | ranges::to<std::vector>;
  CHECK(stats.yielded == all.size());
  CHECK(stats.yielded == count);
  CHECK(stats.nodes >= stats.yielded);
  CHECK(stats.depth == 4);
  CHECK(stats.stopped == seek::stop_reason::exhausted);
  if (complete) {
    CHECK(all.size() == 1 + 3 + 9 + 27 + 81);
    CHECK(std::set<std::string>(all.begin(), all.end()).size() == all.size());
  }

  // limits, with statistics or without.
  auto cut = search(root, next, seek::limits{.nodes = 20}, stats) | ranges::to<std::vector>;
  CHECK(stats.nodes == 20);
  CHECK(stats.stopped == seek::stop_reason::node_limit);
  CHECK((search(root, next, seek::limits{.nodes = 20}) | ranges::to<std::vector>) == cut);

  // several roots, each at depth 0.
  std::vector<std::string> const roots{"a", "b"};
  auto from_two = search(roots, next);
  std::size_t below_roots = 0;
  for (auto it = from_two.begin(); it != from_two.end(); ++it, ++below_roots) CHECK(it.depth() + 1 == it->size());
  if (complete) CHECK(below_roots == 2 * (1 + 3 + 9 + 27));
}

// Every strategy, over `plain` (successors) and `weighted` ((successor, cost) pairs).
template <class Plain, class Weighted>
void consume_every_strategy(Plain plain, Weighted weighted) {
  consume([](auto&& r, auto&& n, auto&&... o) { return seek::dfs(r, n, o...); }, plain);
  consume([](auto&& r, auto&& n, auto&&... o) { return seek::bfs(r, n, o...); }, plain);
  consume([](auto&& r, auto&& n, auto&&... o) { return seek::unique_dfs(r, n, o...); }, plain);
  consume([](auto&& r, auto&& n, auto&&... o) { return seek::unique_bfs(r, n, o...); }, plain);
  consume([](auto&& r, auto&& n, auto&&... o) { return seek::best_first(r, n, shortest_first, o...); }, plain);
  consume([](auto&& r, auto&& n, auto&&... o) { return seek::beam(r, n, shortest_first, 100, o...); }, plain);
  consume([](auto&& r, auto&& n, auto&&... o) { return seek::dijkstra(r, n, o...); }, weighted);
  consume([](auto&& r, auto&& n, auto&&... o) { return seek::astar(r, n, no_estimate, o...); }, weighted);
  consume([](auto&& r, auto&& n, auto&&... o) { return seek::iddfs(r, n, o...); }, plain);
  consume([](auto&& r, auto&& n, auto&&... o) { return seek::ida_star(r, n, no_estimate, o...); }, weighted);
  consume([](auto&& r, auto&& n, auto&&... o) { return seek::lds(r, n, o...); }, plain);
  consume([](auto&& r, auto&& n, auto&&... o) { return seek::restarts(r, n, seek::luby_schedule{.scale = 1000}, 1, o...); },
          plain);
}

}  // namespace

TEST_CASE("the same consumer code runs over every strategy, only the name and the params change") {
  consume_every_strategy(letters, weighted_letters);
  // An incomplete strategy (a narrow beam) runs the same code; only the
  // checks of completeness are left out. Its priority keeps words ending in
  // 'c' (shortest_first alone, ties broken as the beam likes, may keep none
  // of the goals).
  auto c_words_first = [](std::string const& w) { return 2 * w.size() + (!w.empty() && w.back() == 'c' ? 0 : 1); };
  consume([&](auto&& r, auto&& n, auto&&... o) { return seek::beam(r, n, c_words_first, 2, o...); }, letters, false);
}

TEST_CASE("the same consumer code with paths: with_paths in front of the same call") {
  auto goal = [](std::string const& w) { return w == "bca"; };
  auto path_to_goal = [&](auto&& view) {
    auto found = seek::find(view, goal);  // a predicate on states takes nodes
    REQUIRE(found);
    return found->path();
  };
  std::vector<std::string> const expected{"", "b", "bc", "bca"};
  CHECK(path_to_goal(seek::with_paths(seek::dfs, std::string{}, letters)) == expected);
  CHECK(path_to_goal(seek::with_paths(seek::bfs, std::string{}, letters)) == expected);
  CHECK(path_to_goal(seek::with_paths(seek::unique_dfs, std::string{}, letters)) == expected);
  CHECK(path_to_goal(seek::with_paths(seek::unique_bfs, std::string{}, letters)) == expected);
  CHECK(path_to_goal(seek::with_paths(seek::best_first, std::string{}, letters, shortest_first)) == expected);
  CHECK(path_to_goal(seek::with_paths(seek::beam, std::string{}, letters, shortest_first, 100)) == expected);
  CHECK(path_to_goal(seek::with_paths(seek::dijkstra, std::string{}, weighted_letters)) == expected);
  CHECK(path_to_goal(seek::with_paths(seek::astar, std::string{}, weighted_letters, no_estimate)) == expected);
  CHECK(path_to_goal(seek::with_paths(seek::iddfs, std::string{}, letters)) == expected);
  CHECK(path_to_goal(seek::with_paths(seek::ida_star, std::string{}, weighted_letters, no_estimate)) == expected);
  CHECK(path_to_goal(seek::with_paths(seek::lds, std::string{}, letters)) == expected);
  CHECK(path_to_goal(seek::with_paths(seek::restarts, std::string{}, letters, seek::luby_schedule{.scale = 1000})) ==
        expected);
}

TEST_CASE("the same consumer code with successors in a seek::inplace_vector, over every strategy and with paths") {
  consume_every_strategy(inline_letters, inline_weighted_letters);
  auto goal = [](std::string const& w) { return w == "bca"; };
  auto path_to_goal = [&](auto&& view) {
    auto found = seek::find(view, goal);
    REQUIRE(found);
    return found->path();
  };
  std::vector<std::string> const expected{"", "b", "bc", "bca"};
  std::string const root;
  CHECK(path_to_goal(seek::with_paths(seek::dfs, root, inline_letters)) == expected);
  CHECK(path_to_goal(seek::with_paths(seek::bfs, root, inline_letters)) == expected);
  CHECK(path_to_goal(seek::with_paths(seek::unique_dfs, root, inline_letters)) == expected);
  CHECK(path_to_goal(seek::with_paths(seek::unique_bfs, root, inline_letters)) == expected);
  CHECK(path_to_goal(seek::with_paths(seek::best_first, root, inline_letters, shortest_first)) == expected);
  CHECK(path_to_goal(seek::with_paths(seek::beam, root, inline_letters, shortest_first, 100)) == expected);
  CHECK(path_to_goal(seek::with_paths(seek::dijkstra, root, inline_weighted_letters)) == expected);
  CHECK(path_to_goal(seek::with_paths(seek::astar, root, inline_weighted_letters, no_estimate)) == expected);
  CHECK(path_to_goal(seek::with_paths(seek::iddfs, root, inline_letters)) == expected);
  CHECK(path_to_goal(seek::with_paths(seek::ida_star, root, inline_weighted_letters, no_estimate)) == expected);
  CHECK(path_to_goal(seek::with_paths(seek::lds, root, inline_letters)) == expected);
  CHECK(path_to_goal(seek::with_paths(seek::restarts, root, inline_letters, seek::luby_schedule{.scale = 1000})) ==
        expected);
  // The successor adaptors wrap it too.
  CHECK(seek::count(root, seek::prune(inline_letters, [](std::string const& w) { return w[0] == 'c'; })) ==
        1 + 2 * (1 + 3 + 9 + 27));
  CHECK(seek::count(root, seek::depth_limited(inline_letters, 2)) == 1 + 3 + 9);
  CHECK((seek::dfs(root, seek::shuffled(inline_letters, 7)) | ranges::to<std::vector>).size() == 1 + 3 + 9 + 27 + 81);
  CHECK((seek::dfs(root, seek::skip_seen<std::string>(inline_letters)) | ranges::to<std::vector>).size() ==
        1 + 3 + 9 + 27 + 81);
}

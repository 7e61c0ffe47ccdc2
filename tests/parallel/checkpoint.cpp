// Tests for seek/scale/checkpoint.hpp: counts stopped by limits and
// resumed from a checkpoint (in memory and through a file) reach the exact
// count, on one thread and on several.
#include <doctest/doctest.h>

#include <cstdint>
#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

#include <oneapi/tbb/global_control.h>
#include <oneapi/tbb/task_arena.h>

#include <seek/strategy/dfs.hpp>
#include <seek/scale/parallel.hpp>
#include <seek/scale/checkpoint.hpp>

#include "../../examples/models/queens.hpp"
#include "../engine/trees.hpp"

namespace {

auto const complete = [](queens::board const& b) { return b.rows == b.size; };

std::string temp_file(char const* name) { return std::string("seek_test_") + name + ".ckpt"; }

}  // namespace

TEST_CASE("resumable_count: slices of a node budget, saved and loaded between them, reach the exact count") {
  auto const root = queens::root(9);
  seek::parallel::checkpoint cp;
  cp.tag = "queens 9";
  std::string const file = temp_file("queens9");
  int slices = 0;
  std::uint64_t nodes = 0;
  while (!cp.finished()) {
    seek::statistics stats;
    seek::parallel::resumable_count(root, queens::next, complete, cp, stats, {.nodes = 1000});
    nodes += stats.nodes;
    seek::parallel::save(cp, file);
    cp = seek::parallel::load(file);
    ++slices;
    REQUIRE(slices < 1000);
  }
  CHECK(cp.count == 352);
  CHECK(cp.tag == "queens 9");
  CHECK(slices > 3);
  seek::statistics whole;
  for (auto const& b : seek::dfs(root, queens::next, whole)) (void)b;
  CHECK(nodes == whole.nodes);
  CHECK(cp.nodes == whole.nodes);
  std::remove(file.c_str());
}

TEST_CASE("parallel::count with a checkpoint: stopped by time, resumed on other thread counts, exact") {
  auto const tree = seek_test::random_tree(200000, 11);
  auto const next = [&tree](int x) -> std::vector<int> const& { return tree(x); };
  auto const mult3 = [](int x) { return x % 3 == 0; };
  seek::parallel::checkpoint cp;
  int rounds = 0;
  std::uint64_t limit = 1;
  while (!cp.finished()) {
    int const threads = 1 + rounds % 3;
    tbb::global_control cap(tbb::global_control::max_allowed_parallelism, static_cast<std::size_t>(threads));
    tbb::task_arena arena(threads);
    seek::statistics stats;
    arena.execute([&] { seek::parallel::count(0, next, mult3, cp, stats, {.nodes = limit}); });
    CHECK((stats.truncated() || cp.finished()));
    limit *= 3;
    ++rounds;
    REQUIRE(rounds < 100);
  }
  CHECK(cp.count == 66667);
  CHECK(cp.nodes == 200000);
  CHECK(rounds > 5);
}

TEST_CASE("checkpoint files: errors name the file and line") {
  std::string const file = temp_file("bad");
  auto write = [&](char const* text) { std::ofstream(file) << text; };
  write("not a checkpoint\n");
  CHECK_THROWS_WITH(seek::parallel::load(file), doctest::Contains(":1: not a seek checkpoint"));
  write("seek-checkpoint 1\ntag x\ncount 12x\n");
  CHECK_THROWS_WITH(seek::parallel::load(file), doctest::Contains(":3: '12x' is not a count"));
  write("seek-checkpoint 1\ntag x\ncount 1\nnodes 2\nstarted 1\nopen 2\nw : 0 1\n");
  CHECK_THROWS_WITH(seek::parallel::load(file), doctest::Contains(":8: missing work item"));
  write("seek-checkpoint 1\ntag x\ncount 1\nnodes 2\nstarted 1\nopen 1\nr 2 : 9 9 9\n");
  auto cp = seek::parallel::load(file);
  CHECK(cp.open.size() == 1);
  seek::statistics stats;
  CHECK_THROWS_WITH(seek::parallel::resumable_count(queens::root(4), queens::next, complete, cp, stats),
                    doctest::Contains("not in this tree"));
  CHECK_THROWS_WITH(seek::parallel::load("/nonexistent/x.ckpt"), doctest::Contains("cannot open"));
  std::remove(file.c_str());
}

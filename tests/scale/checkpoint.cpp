// Tests for seek/scale/checkpoint.hpp and seek::count with a checkpoint:
// counts stopped by limits and resumed (in memory and through a file) reach
// the exact count; the file format and its errors.
#include <doctest/doctest.h>

#include <cstdint>
#include <cstdio>
#include <fstream>
#include <stdexcept>
#include <string>
#include <vector>

#include <seek/scale/checkpoint.hpp>
#include <seek/scale/count.hpp>
#include <seek/strategy/dfs.hpp>
#include <seek/successor/depth_limited.hpp>

#include "../../examples/models/queens.hpp"
#include "../engine/trees.hpp"
#include "lattice.hpp"

namespace {

auto const complete = [](queens::board const& b) { return b.rows == b.size; };

std::string temp_file(char const* name) { return std::string("seek_test_") + name + ".ckpt"; }

}  // namespace

TEST_CASE("count with a checkpoint: slices of a node budget, saved and loaded between them, reach the exact count") {
  auto const root = queens::root(9);
  seek::checkpoint cp;
  cp.tag = "queens 9";
  std::string const file = temp_file("queens9");
  int slices = 0;
  std::uint64_t nodes = 0;
  seek::statistics whole;
  for (auto const& b : seek::dfs(root, queens::next, whole)) (void)b;
  while (!cp.finished()) {
    seek::statistics stats;
    auto const n = seek::count(root, queens::next, complete, cp, stats, seek::limits{.nodes = 1000});
    CHECK(n == cp.count);
    CHECK((stats.nodes == 1000 || cp.finished()));
    CHECK((stats.stopped == seek::stop_reason::node_limit) == !cp.finished());
    nodes += stats.nodes;
    seek::save_checkpoint(cp, file);
    cp = seek::load_checkpoint(file);
    ++slices;
    REQUIRE(slices < 1000);
  }
  CHECK(cp.count == 352);
  CHECK(cp.tag == "queens 9");
  CHECK(slices == static_cast<int>((whole.nodes + 999) / 1000));
  CHECK(nodes == whole.nodes);
  CHECK(cp.nodes == whole.nodes);
  std::remove(file.c_str());
}

TEST_CASE("count with a checkpoint: several roots and depth_limited, stopped after 1, 3, 9, ... states") {
  using seek_test::lattice;
  using seek_test::point;
  std::vector<point> const roots{{0, 0}, {1, 0}, {3, 3}};
  auto const next = seek::depth_limited(lattice{5}, 6);
  auto const far = [](point p) { return p.x + p.y >= 5; };
  std::uint64_t expect = 0, states = 0;
  for (auto const& p : seek::dfs(roots, next)) {
    ++states;
    expect += far(p) ? 1 : 0;
  }
  for (std::uint64_t limit : {1ull, 2ull, 3ull, 10ull, 100ull}) {
    CAPTURE(limit);
    seek::checkpoint cp;
    std::uint64_t step = limit;
    int runs = 0;
    while (!cp.finished()) {
      seek::statistics stats;
      seek::count(roots, next, far, seek::limits{.nodes = step}, stats, cp);
      step *= 3;
      REQUIRE(++runs < 100);
    }
    CHECK(cp.count == expect);
    CHECK(cp.nodes == states);
  }
  // a fresh checkpoint without limits: one run, the whole count
  seek::checkpoint cp;
  seek::statistics stats;
  CHECK(seek::count(roots, next, far, cp, stats) == expect);
  CHECK(cp.finished());
  CHECK(stats.stopped == seek::stop_reason::exhausted);
  CHECK(stats.nodes == states);
}

TEST_CASE("checkpoint files: the format, and errors that name the file and line") {
  std::string const file = temp_file("format");
  seek::checkpoint cp;
  cp.tag = "a tag with spaces";
  cp.count = 12;
  cp.nodes = 345;
  cp.started = true;
  cp.open = {{{0, 2}, seek::work_item::whole}, {{1}, 3}};
  seek::save_checkpoint(cp, file);
  std::ifstream in(file);
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  CHECK(text == "seek-checkpoint 1\ntag a tag with spaces\ncount 12\nnodes 345\nstarted 1\nopen 2\nw : 0 2\nr 3 : 1\n");
  auto const back = seek::load_checkpoint(file);
  CHECK(back.tag == cp.tag);
  CHECK(back.count == 12);
  CHECK(back.nodes == 345);
  CHECK(back.started);
  CHECK(back.open == cp.open);
  cp.tag = "two\nlines";
  CHECK_THROWS_AS(seek::save_checkpoint(cp, file), std::invalid_argument);

  auto write = [&](char const* t) { std::ofstream(file) << t; };
  write("not a checkpoint\n");
  CHECK_THROWS_WITH(seek::load_checkpoint(file), doctest::Contains(":1: not a seek checkpoint"));
  write("seek-checkpoint 1\ntag x\ncount 12x\n");
  CHECK_THROWS_WITH(seek::load_checkpoint(file), doctest::Contains(":3: '12x' is not a count"));
  write("seek-checkpoint 1\ntag x\ncount 1\nnodes 2\nstarted 1\nopen 2\nw : 0 1\n");
  CHECK_THROWS_WITH(seek::load_checkpoint(file), doctest::Contains(":8: missing work item"));
  write("seek-checkpoint 1\ntag x\ncount 1\nnodes 2\nstarted 1\nopen 1\nr 2 : 9 9 9\n");
  auto bad = seek::load_checkpoint(file);
  CHECK(bad.open.size() == 1);
  CHECK_THROWS_WITH(seek::count(queens::root(4), queens::next, complete, bad), doctest::Contains("not in this tree"));
  CHECK_THROWS_WITH(seek::load_checkpoint("/nonexistent/x.ckpt"), doctest::Contains("cannot open"));
  std::remove(file.c_str());
}

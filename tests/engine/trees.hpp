// tests/engine/trees.hpp: small trees and a seeded random source shared by the
// engine tests.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <type_traits>
#include <vector>

namespace seek_test {

// splitmix64: a tiny, fully specified generator, so that "random" trees are
// the same on every compiler and standard library.
class splitmix64 {
 public:
  explicit splitmix64(std::uint64_t seed) : state_(seed) {}
  std::uint64_t operator()() {
    std::uint64_t z = (state_ += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  }
  // In [0, n); the slight modulo bias does not matter for tests.
  std::size_t below(std::size_t n) { return static_cast<std::size_t>((*this)() % n); }

 private:
  std::uint64_t state_;
};

// The complete binary tree 1..last in heap numbering: the children of x
// are 2x and 2x + 1.
inline auto heap_tree(int last) {
  return [last](int x) {
    std::vector<int> kids;
    for (int c : {2 * x, 2 * x + 1})
      if (c <= last) kids.push_back(c);
    return kids;
  };
}

// The same tree without end.
inline constexpr auto infinite_heap = [](int x) { return std::array<int, 2>{2 * x, 2 * x + 1}; };

// The first `max` states a search yields (all of them by default).
template <class R>
std::vector<int> collect(R&& r, std::size_t max = 1'000'000) {
  std::vector<int> out;
  for (int x : r) {
    out.push_back(x);
    if (out.size() == max) break;
  }
  return out;
}

// What a search should have counted so far, kept by the successor function
// itself (the tests of iddfs and ida_star compare it with the statistics
// after every node pulled): the children taken from successor ranges, the
// calls of next, the empty ranges among them, the calls on the root (one
// per pass of a deepening search), `taken` at the last of those, the depth
// of the deepest child taken and the most expanded nodes on one path.
struct counts_seen {
  std::uint64_t taken = 0, calls = 0, empty = 0, root_calls = 0, taken_at_pass = 0;
  std::size_t deepest = 0, frames = 0;

  // next called on a node at `depth` (the root if `root`).
  void called(bool root, std::size_t depth, bool no_children) {
    ++calls;
    if (root) {
      ++root_calls;
      taken_at_pass = taken;
    }
    if (no_children) ++empty;
    if (depth + 1 > frames) frames = depth + 1;
  }
  // A child at `depth` taken from a successor range.
  void took(std::size_t depth) {
    ++taken;
    if (depth > deepest) deepest = depth;
  }
};

// An explicit tree: node i's children are children[i], in order. Node 0 is
// the root. Every node other than 0 has exactly one parent.
struct explicit_tree {
  std::vector<std::vector<int>> children;

  std::vector<int> const& operator()(int x) const { return children[static_cast<std::size_t>(x)]; }
  std::size_t size() const { return children.size(); }

  // Preorder and level order computed directly from the definition, to check
  // the engine against.
  std::vector<int> preorder(int root = 0) const {
    std::vector<int> out, stack{root};
    while (!stack.empty()) {
      int x = stack.back();
      stack.pop_back();
      out.push_back(x);
      auto const& kids = children[static_cast<std::size_t>(x)];
      for (auto it = kids.rbegin(); it != kids.rend(); ++it) stack.push_back(*it);
    }
    return out;
  }
  std::vector<int> level_order(std::vector<int> level) const {
    std::vector<int> out;
    while (!level.empty()) {
      std::vector<int> below;
      for (int x : level) {
        out.push_back(x);
        for (int c : children[static_cast<std::size_t>(x)]) below.push_back(c);
      }
      level = std::move(below);
    }
    return out;
  }
};

// A random tree of `n` nodes: node i > 0 gets a random parent among 0..i-1,
// and each parent's children are then shuffled, so order matters.
inline explicit_tree random_tree(std::size_t n, std::uint64_t seed) {
  splitmix64 rng(seed);
  explicit_tree t;
  t.children.resize(n);
  for (std::size_t i = 1; i < n; ++i) t.children[rng.below(i)].push_back(static_cast<int>(i));
  for (auto& kids : t.children)
    for (std::size_t i = kids.size(); i > 1; --i) std::swap(kids[i - 1], kids[rng.below(i)]);
  return t;
}

// A chain 0 -> 1 -> ... -> n-1 that counts the calls of the successor function.
struct counted_chain {
  int length;
  int* calls;
  std::vector<int> operator()(int x) const {
    ++*calls;
    if (x + 1 < length) return {x + 1};
    return {};
  }
};

// A tree of move-only states: the heap tree 1..7 (children of n are 2n and
// 2n + 1) with each number behind a std::unique_ptr.
inline std::vector<std::unique_ptr<int>> move_only_heap_tree(std::unique_ptr<int> const& p) {
  std::vector<std::unique_ptr<int>> kids;
  if (*p < 4) {
    kids.push_back(std::make_unique<int>(*p * 2));
    kids.push_back(std::make_unique<int>(*p * 2 + 1));
  }
  return kids;
}

// Six states, the tracer tests' tree:
//      0
//     / \ .
//    1   2
//   / \ .
//  3   4
//      |
//      5
inline explicit_tree const small_tree{{{1, 2}, {3, 4}, {}, {}, {5}, {}}};

// A generic successor function, taking an int and a std::vector<int> (or
// any other state) alike, for the tests of seek::roots and seek::root: below
// n < 100 come n * 10 and n * 10 + 1; anything else is a leaf. Each of the
// roots 1, 2, 3 has 7 states below it (itself included).
struct generic_next {
  template <class S>
  std::vector<int> operator()(S const& s) const {
    if constexpr (std::is_same_v<S, int>)
      return s < 100 ? std::vector<int>{s * 10, s * 10 + 1} : std::vector<int>{};
    else
      return {};
  }
};

}  // namespace seek_test

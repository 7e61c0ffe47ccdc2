// examples/fifteen_puzzle.cpp: an optimal solution of a 15-puzzle with
// seek::ida_star, and what it cost.
//
// The board is instance 12 of Korf's 100 (1985); the model keeps the
// Manhattan distance up to date move by move and tries the blank's moves up,
// left, right, down, as Korf did, so the count of nodes is his: 546,344.
#include "models/fifteen_puzzle.hpp"

#include <seek/range/first.hpp>
#include <seek/strategy/ida_star.hpp>
#include <seek/strategy/with_paths.hpp>

#include <range/v3/view/filter.hpp>

#include <cstdio>

int main() {
  auto const korf12 = fifteen_puzzle::parse_instance("12 45 546344: 14 1 9 6 4 8 12 5 7 2 3 0 10 11 13 15");
  for (int r = 0; r < 4; ++r) {
    for (int c = 0; c < 4; ++c) {
      int const t = korf12.start.at(4 * r + c);
      if (t == 0)
        std::printf("  .");
      else
        std::printf("%3d", t);
    }
    std::printf("\n");
  }

  seek::statistics stats;
  auto solved = [](fifteen_puzzle::board const& b) { return b.manhattan() == 0; };
  for (auto const& node : seek::with_paths(seek::ida_star, korf12.start, fifteen_puzzle::next, fifteen_puzzle::h, stats) |
                              ranges::views::filter(solved) | seek::first(1)) {
    std::printf("solved in %d moves of the blank:\n%s\n", node.cost(), fifteen_puzzle::moves_of(node.path()).c_str());
  }
  std::printf("%llu nodes generated in %llu passes (Korf: %llu)\n", static_cast<unsigned long long>(stats.nodes),
              static_cast<unsigned long long>(stats.passes), static_cast<unsigned long long>(korf12.ida_nodes));
}

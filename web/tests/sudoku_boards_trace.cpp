// sudoku_boards_trace: a JSON-lines trace of one sudoku search whose labels
// are whole boards (seek::jsonl_tracer with seek::sudoku::to_line), the
// search `seek-sudoku trace --format jsonl` runs (seek::dfs or seek::bfs with
// a successor function, pulled to its end or the node limit). The browser
// test of the explorer checks the boards the page replays from the tool's
// move labels against these.
//
//   sudoku_boards_trace dfs|bfs propagate|first-empty MAX_NODES PUZZLE     (4x4 to 16x16)
#include <cstdint>
#include <cstdlib>
#include <iostream>
#include <string>
#include <string_view>
#include <variant>

#include <seek/seek.hpp>
#include <seek/sudoku/board/board.hpp>
#include <seek/sudoku/board/dispatch.hpp>
#include <seek/sudoku/io/format.hpp>
#include <seek/sudoku/io/parse.hpp>
#include <seek/sudoku/successor/first_empty.hpp>
#include <seek/sudoku/successor/propagate.hpp>

namespace sudoku = seek::sudoku;

namespace {

template <class Board, class Next>
int run(Board const& root, std::string_view order, Next next, std::uint64_t max_nodes) {
  seek::jsonl_tracer<Board> log(std::cout, [](Board const& b) { return sudoku::to_line(b.to_grid()); });
  seek::limits lim;
  lim.nodes = max_nodes;
  if (order == "bfs") {
    for (auto const& b : seek::bfs(root, next, lim, seek::traced_by(log))) (void)b;
  } else {
    for (auto const& b : seek::dfs(root, next, lim, seek::traced_by(log))) (void)b;
  }
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 5) {
    std::cerr << "usage: sudoku_boards_trace dfs|bfs propagate|first-empty MAX_NODES PUZZLE\n";
    return 2;
  }
  std::string_view const order = argv[1], successor = argv[2];
  if ((order != "dfs" && order != "bfs") || (successor != "propagate" && successor != "first-empty")) {
    std::cerr << "sudoku_boards_trace: order must be dfs or bfs, successor propagate or first-empty\n";
    return 2;
  }
  std::uint64_t const max_nodes = std::strtoull(argv[3], nullptr, 10);
  auto parsed = sudoku::parse_puzzle(argv[4]);
  if (auto const* error = std::get_if<sudoku::parse_error>(&parsed)) {
    std::cerr << "sudoku_boards_trace: " << error->message << '\n';
    return 2;
  }
  // Boards 4x4 to 16x16 only: each size compiles both searches with both
  // successor functions, and the test needs 9x9.
  auto const& puzzle = std::get<sudoku::grid>(parsed);
  return sudoku::with_box<2, 4>(puzzle.box, [&]<int N>(sudoku::box_constant<N>) {
    auto const board = sudoku::board<N>::from_grid(puzzle);
    return successor == "propagate" ? run(board, order, sudoku::propagate, max_nodes)
                                    : run(board, order, sudoku::first_empty, max_nodes);
  });
}

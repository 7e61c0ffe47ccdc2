// dispatch.hpp: from the run-time choice of successor function and order to
// the compile-time objects the engine takes.
#pragma once

#include <seek/strategy/bfs.hpp>
#include <seek/strategy/dfs.hpp>
#include <seek/sudoku/sudoku.hpp>

#include "options.hpp"

namespace seek_sudoku {

template <class F>
decltype(auto) with_successors(strategy s, F&& f) {
  switch (s) {
    case strategy::first_empty: return f(seek::sudoku::first_empty);
    case strategy::fewest: return f(seek::sudoku::fewest_candidates);
    case strategy::propagate: break;
  }
  return f(seek::sudoku::propagate);
}

template <class F>
decltype(auto) with_order(order o, F&& f) {
  if (o == order::bfs) return f(seek::bfs);
  return f(seek::dfs);
}

}  // namespace seek_sudoku

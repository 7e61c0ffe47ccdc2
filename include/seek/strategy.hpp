// seek/strategy.hpp: every search strategy. Each one takes roots and a
// successor function and returns a lazy range over the states it visits.
#pragma once

#include <seek/strategy/astar.hpp>
#include <seek/strategy/beam.hpp>
#include <seek/strategy/best_first.hpp>
#include <seek/strategy/bfs.hpp>
#include <seek/strategy/coro_dfs.hpp>
#include <seek/strategy/dfs.hpp>
#include <seek/strategy/dijkstra.hpp>
#include <seek/strategy/ida_star.hpp>
#include <seek/strategy/iddfs.hpp>
#include <seek/strategy/lds.hpp>
#include <seek/strategy/restarts.hpp>
#include <seek/strategy/with_paths.hpp>

// seek/strategy.hpp: every search strategy. Each one is called as
// strategy(roots, next, params..., options...) and returns a lazy range of
// the states it visits (`State const&`); seek::with_paths gives nodes;
// seek::find_path, shortest_path and has_path do the common jobs in one call.
#pragma once

#include <seek/strategy/all_shortest_paths.hpp>
#include <seek/strategy/anytime_astar.hpp>
#include <seek/strategy/astar.hpp>
#include <seek/strategy/beam.hpp>
#include <seek/strategy/bidirectional_astar.hpp>
#include <seek/strategy/bidirectional_bfs.hpp>
#include <seek/strategy/bidirectional_dijkstra.hpp>
#include <seek/strategy/best_first.hpp>
#include <seek/strategy/bfs.hpp>
#include <seek/strategy/coro_dfs.hpp>
#include <seek/strategy/dfs.hpp>
#include <seek/strategy/dijkstra.hpp>
#include <seek/strategy/find_path.hpp>
#include <seek/strategy/fringe.hpp>
#include <seek/strategy/ida_star.hpp>
#include <seek/strategy/iddfs.hpp>
#include <seek/strategy/lds.hpp>
#include <seek/strategy/restarts.hpp>
#include <seek/strategy/unique.hpp>
#include <seek/strategy/with_paths.hpp>
#include <seek/strategy/yen.hpp>

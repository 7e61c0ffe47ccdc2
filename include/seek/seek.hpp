// seek/seek.hpp: the whole engine in one include.
#pragma once

#include <seek/astar.hpp>
#include <seek/beam.hpp>
#include <seek/best_first.hpp>
#include <seek/bfs.hpp>
#include <seek/concepts.hpp>
#include <seek/coro_dfs.hpp>
#include <seek/depth_limited.hpp>
#include <seek/dfs.hpp>
#include <seek/find.hpp>
#include <seek/dijkstra.hpp>
#include <seek/first.hpp>
#include <seek/generator.hpp>
#include <seek/path.hpp>
#include <seek/ida_star.hpp>
#include <seek/iddfs.hpp>
#include <seek/lds.hpp>
#include <seek/prune.hpp>
#include <seek/random.hpp>
#include <seek/restarts.hpp>
#include <seek/shuffled.hpp>
#include <seek/skip_seen.hpp>
#include <seek/statistics.hpp>

// seek/seek.hpp: the whole engine in one include.
#pragma once

#include <seek/bfs.hpp>
#include <seek/concepts.hpp>
#include <seek/dfs.hpp>
#include <seek/generator.hpp>
#include <seek/statistics.hpp>

// seek/core.hpp: the vocabulary every part of seek shares: what a state and a
// successor function are, costs, statistics and limits, the nodes of
// seek::with_paths, the portable random number generator and the Luby
// sequence of restarts.
#pragma once

#include <seek/core/concepts.hpp>
#include <seek/core/luby.hpp>
#include <seek/core/node.hpp>
#include <seek/core/random.hpp>
#include <seek/core/roots.hpp>
#include <seek/core/statistics.hpp>
#include <seek/core/weighted.hpp>

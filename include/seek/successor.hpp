// seek/successor.hpp: the adaptors of successor functions (depth bounds,
// pruning, duplicate detection, random orders, one of two chosen). Each one takes a successor
// function and returns another, so it works with every strategy.
#pragma once

#include <seek/successor/dense_index.hpp>
#include <seek/successor/depth_limited.hpp>
#include <seek/successor/either.hpp>
#include <seek/successor/prune.hpp>
#include <seek/successor/seen_by.hpp>
#include <seek/successor/shuffled.hpp>
#include <seek/successor/skip_seen.hpp>

// seek/range.hpp: range helpers for the results of a search: the first k
// elements, the first element that satisfies a predicate, and a coroutine
// generator for writing successor ranges.
#pragma once

#include <seek/range/find.hpp>
#include <seek/range/first.hpp>
#include <seek/range/generator.hpp>

// seek/range.hpp: range helpers for the results of a search: the first k
// elements, the first element that satisfies a predicate; and for writing
// successor ranges, a coroutine generator and a vector stored inline.
#pragma once

#include <seek/range/find.hpp>
#include <seek/range/first.hpp>
#include <seek/range/generator.hpp>
#include <seek/range/inplace_vector.hpp>

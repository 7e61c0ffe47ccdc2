// seek/seek.hpp: the whole engine in one include: the vocabulary, every
// strategy, the successor adaptors, the range helpers, the counts that
// need nothing beyond range-v3, and tracing. Not the optional parts
// (seek/scale/parallel.hpp, seek/scale/mpi.hpp) nor the sudoku model
// (seek/sudoku/sudoku.hpp).
#pragma once

#include <seek/core.hpp>
#include <seek/learn.hpp>
#include <seek/range.hpp>
#include <seek/scale.hpp>
#include <seek/strategy.hpp>
#include <seek/successor.hpp>
#include <seek/trace.hpp>

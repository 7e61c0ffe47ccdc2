// seek/scale.hpp: counting at scale with the core alone: seek::count (plain,
// memoized with seek::memo_by, resumable with a seek::checkpoint). The parts
// with a dependency of their own are included on their own:
// <seek/scale/parallel.hpp> (oneTBB, target seek::parallel) and
// <seek/scale/mpi.hpp> (MPI, target seek::mpi).
#pragma once

#include <seek/scale/checkpoint.hpp>
#include <seek/scale/count.hpp>
#include <seek/scale/memo.hpp>

// seek/scale.hpp: counting at scale with the core alone: memoized counts and
// checkpoints. The parts with a dependency of their own are included on
// their own: <seek/scale/parallel.hpp> (oneTBB, target seek::parallel) and
// <seek/scale/mpi.hpp> (MPI, target seek::mpi).
#pragma once

#include <seek/scale/checkpoint.hpp>
#include <seek/scale/count.hpp>

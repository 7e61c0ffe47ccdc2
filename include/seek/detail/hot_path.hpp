// seek/detail/hot_path.hpp: how the engines ask for their per-state step to
// be inlined into the consumer's loop.
//
// Measured on the engine benchmark: g++ 12 leaves the step out of line unless
// forced, and forcing it is a clear gain there; clang 14 inlines what pays on
// its own and gets slower when forced. So the hint is given to GCC only.
#pragma once

#if defined(__GNUC__) && !defined(__clang__)
#define SEEK_DETAIL_HOT_INLINE [[gnu::always_inline]] inline
#else
#define SEEK_DETAIL_HOT_INLINE inline
#endif

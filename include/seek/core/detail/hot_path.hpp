// seek/core/detail/hot_path.hpp: how the engines ask for their per-state step to
// be inlined into the consumer's loop.
//
// Measured on the engine benchmark: g++ 12 leaves the step out of line unless
// forced, and forcing it is a clear gain there; clang 14 inlines what pays on
// its own and gets slower when forced. So the hint is given to GCC only.
//
// SEEK_DETAIL_HOT_INLINE marks the step every state takes. SEEK_DETAIL_WARM
// marks a path a good share of states take (dfs's climb out of a finished
// frame: a quarter of the states of a binary tree): g++ runs it about a
// sixth faster inline, while clang, left to inline it, spends a fifth more
// instructions per state for no gain, so it stays out of line there.
#pragma once

#if defined(__GNUC__) && !defined(__clang__)
#define SEEK_DETAIL_HOT_INLINE [[gnu::always_inline]] inline
#define SEEK_DETAIL_WARM [[gnu::always_inline]] inline
#else
#define SEEK_DETAIL_HOT_INLINE inline
#define SEEK_DETAIL_WARM [[gnu::noinline]]
#endif

// SEEK_DETAIL_ALWAYS_INLINE forces inlining on both compilers, where a
// measure showed it pays on both: the iterator's forwarders to the view
// (core/detail/iterator.hpp) and the step of the deepening engine
// (strategy/detail/deepening.hpp), which without it is a call per node yielded, with
// the saves and restores of six registers around it; either alone leaves the
// call in place (bench/ida_star_bench.cpp measures it).
#if defined(__GNUC__) || defined(__clang__)
#define SEEK_DETAIL_ALWAYS_INLINE [[gnu::always_inline]] inline
#else
#define SEEK_DETAIL_ALWAYS_INLINE inline
#endif

#pragma once

// Whether this test program is an optimised build without sanitizers. The
// slowest cases (the biggest boards, the longest searches) run in full only
// there; Debug and sanitizer builds, 10 to 50 times slower, run a smaller part
// of the same cases, which the optimised builds of the test script also run.
namespace seek_test {
#if defined(NDEBUG) && !defined(__SANITIZE_ADDRESS__)
inline constexpr bool optimised = true;
#else
inline constexpr bool optimised = false;
#endif
}  // namespace seek_test

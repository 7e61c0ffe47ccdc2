#pragma once

// Whether this test program runs the slowest cases (the biggest boards, the
// longest searches) in full: in any optimised build (-O1 and up), with or
// without sanitizers, as the test script's builds are. An unoptimised build
// (-O0, CMake's plain Debug), 10 to 50 times slower, runs a smaller part of
// the same cases.
namespace seek_test {
#if defined(__OPTIMIZE__)
inline constexpr bool optimised = true;
#else
inline constexpr bool optimised = false;
#endif
}  // namespace seek_test

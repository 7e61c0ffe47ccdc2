#pragma once

// Whether this test program runs the slowest cases (the biggest boards, the
// longest searches) in full: in any optimised build (-O1 and up), with or
// without sanitizers. An unoptimised build (-O0, CMake's plain Debug), 10 to
// 50 times slower, runs a smaller part of the same cases. The test script's
// sanitizer build is -O0 but compiles the files that include this one at -O1
// (SEEK_LONG_RUNNING_TEST_FILES in tests/CMakeLists.txt), so they run in full.
namespace seek_test {
#if defined(__OPTIMIZE__)
inline constexpr bool optimised = true;
#else
inline constexpr bool optimised = false;
#endif
}  // namespace seek_test

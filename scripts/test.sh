#!/usr/bin/env bash
# The whole test suite, as the README states it:
#   bash scripts/test.sh
# Installs what is missing (Debian 12 packages, as root), then builds and runs
# every test three times: g++ 12 (Release), clang++ 14 (Release), and g++
# with AddressSanitizer + UndefinedBehaviorSanitizer (Debug; the tests that
# run code, not the compile-only ones), warnings as errors; then a short
# libFuzzer run of each fuzz target (clang, ASan+UBSan).
# Ends with one line "N passed, N failed".
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/deps.sh
seek_need_packages "${SEEK_BUILD_PACKAGES[@]}" gnuplot-nox graphviz  # gnuplot: the compare --plot test; graphviz: trace/dot

jobs=$(nproc 2>/dev/null || echo 2)
passed=0
failed=0
failed_configs=()

# run_config NAME CMAKE-ARGS...: configure, build and test one configuration.
run_config() {
  local name=$1
  shift
  local dir=build/test-$name
  echo
  echo "=================== $name ==================="
  cmake -S . -B "$dir" -G Ninja -DSEEK_WERROR=ON "$@"
  cmake --build "$dir" -j "$jobs"
  local log="$dir/ctest.log"
  local rc=0
  ctest --test-dir "$dir" --output-on-failure -j "$jobs" --timeout 600 2>&1 | tee "$log" || rc=$?
  local total fails
  total=$(sed -n 's/.*tests passed, \([0-9]*\) tests failed out of \([0-9]*\).*/\2/p' "$log" | tail -n 1)
  fails=$(sed -n 's/.*tests passed, \([0-9]*\) tests failed out of \([0-9]*\).*/\1/p' "$log" | tail -n 1)
  total=${total:-0}
  fails=${fails:-0}
  if [ "$rc" -ne 0 ] && [ "$fails" -eq 0 ]; then fails=1; fi
  passed=$((passed + total - fails))
  failed=$((failed + fails))
  if [ "$fails" -ne 0 ]; then failed_configs+=("$name"); fi
}

run_config gcc -DCMAKE_CXX_COMPILER=g++ -DCMAKE_BUILD_TYPE=Release
run_config clang -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=Release
# The sanitizers watch code that runs: benchmarks (never run by the tests)
# and the compile-only tests (already passed twice above) are left out.
run_config asan-ubsan -DCMAKE_CXX_COMPILER=g++ -DCMAKE_BUILD_TYPE=Debug \
  -DSEEK_BUILD_BENCH=OFF -DSEEK_COMPILE_CHECKS=OFF -DSEEK_SANITIZE=ON

echo
echo "=================== fuzz smoke ==================="
if bash fuzz/run.sh --smoke; then
  passed=$((passed + 1))
else
  failed=$((failed + 1))
  failed_configs+=("fuzz-smoke")
fi

echo
if [ ${#failed_configs[@]} -ne 0 ]; then
  echo "failed configurations: ${failed_configs[*]}"
fi
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]

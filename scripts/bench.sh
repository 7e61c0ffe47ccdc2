#!/usr/bin/env bash
# Runs every benchmark behind docs/benchmarks.md (Release, g++ by default):
#   bash scripts/bench.sh            the full run (tens of minutes)
#   bash scripts/bench.sh --quick    a few seconds per benchmark
#   CXX=clang++ bash scripts/bench.sh
# Results are printed and kept in build/bench-<compiler>/results/. The machine
# this runs on is rarely quiet: compare ratios within one run, not absolute
# figures across runs.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/deps.sh
seek_need_packages "${SEEK_BUILD_PACKAGES[@]}"

quick=0
if [ "${1:-}" = "--quick" ]; then quick=1; fi
cxx=${CXX:-g++}
build=build/bench-$(basename "$cxx")
cmake -S . -B "$build" -G Ninja -DCMAKE_CXX_COMPILER="$cxx" -DCMAKE_BUILD_TYPE=Release \
  -DSEEK_BUILD_TESTS=OFF -DSEEK_BUILD_EXAMPLES=OFF -DSEEK_BUILD_TOOLS=OFF -DSEEK_BUILD_BENCH=ON >/dev/null
cmake --build "$build" -j "$(nproc 2>/dev/null || echo 2)"
out=$build/results
mkdir -p "$out"

gbench_args=(--benchmark_repetitions=5 --benchmark_report_aggregates_only=true)
sets_args=()
if [ $quick -eq 1 ]; then
  gbench_args=(--benchmark_min_time=0.05)
  sets_args=(--max 200 --budget 5)
fi

run() {
  local name=$1
  shift
  echo
  echo "== $name $*"
  "$build/bench/$name" "$@" | tee "$out/$name.txt"
}

echo "machine: $(nproc) cores, $(lscpu 2>/dev/null | sed -n 's/^Model name: *//p'), $($cxx --version | head -n 1)"
run engine_bench "${gbench_args[@]}"
run sudoku_bench "${gbench_args[@]}"
run sudoku_sets "${sets_args[@]}"
run generate_bench "${gbench_args[@]}"

#!/usr/bin/env bash
# Builds seek's libFuzzer targets with clang and runs them for a fixed time.
#
#   bash fuzz/run.sh TARGET SECONDS   one target (parse, solve, cli_input)
#   bash fuzz/run.sh --smoke          every target for ~15 s, side by side (the test suite's short run)
#   bash fuzz/run.sh --all SECONDS    every target, SECONDS each
#   bash fuzz/run.sh --repro TARGET FILE   run one input (a crash file) once
#
# Needs the Debian 12 packages clang and libclang-rt-14-dev (libFuzzer and
# the sanitizer runtimes), plus what the rest of seek needs (cmake,
# ninja-build, librange-v3-dev). New inputs go to build/fuzz/corpus/TARGET
# (the seeds in fuzz/corpus/TARGET stay as they are); a crashing input goes
# to build/fuzz/crashes/TARGET/ and the script exits non-zero.
# Environment: SEEK_FUZZ_BUILD (build folder, default build/fuzz),
# SEEK_FUZZ_SMOKE_SECONDS (default 15), SEEK_FUZZ_BUILT=1 (the targets are
# already built in SEEK_FUZZ_BUILD, as by a clang configuration of the whole
# project with -DSEEK_BUILD_FUZZ=ON: the test script's sanitizer build).
set -euo pipefail
self="$(cd "$(dirname "$0")" && pwd)/$(basename "$0")"
cd "$(dirname "$0")/.."

build=${SEEK_FUZZ_BUILD:-build/fuzz}
all_targets=(parse solve cli_input)

usage() {
  sed -n '2,9p' "$self" | sed 's/^# \{0,1\}//' >&2
  exit 2
}

# Longest input each target is given, and why: parse and cli_input must see a
# whole 64x64 token grid (4096 cells, ~12 KB); solve reads 2 bytes per given.
max_len_of() {
  case $1 in
    parse | cli_input) echo 16384 ;;
    solve) echo 256 ;;
    *) echo "unknown fuzz target '$1' (known: ${all_targets[*]})" >&2; exit 2 ;;
  esac
}

# Extra libFuzzer flags: solve's inputs are short lists of givens, so it may
# use its whole length at once (more givens, faster searches).
extra_flags_of() {
  case $1 in
    solve) echo -len_control=0 ;;
  esac
}

build_targets() {
  if [ -n "${SEEK_FUZZ_BUILT:-}" ]; then
    local t
    for t in "$@"; do
      [ -x "$build/seek_fuzz_$t" ] || { echo "fuzz: SEEK_FUZZ_BUILT is set, but $build/seek_fuzz_$t is not built" >&2; exit 2; }
    done
    return 0
  fi
  command -v clang++ > /dev/null || { echo "fuzz: clang++ not found (apt-get install clang libclang-rt-14-dev)" >&2; exit 2; }
  cmake -S fuzz -B "$build" -G Ninja -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=RelWithDebInfo > /dev/null
  cmake --build "$build" -j 2 --target "${@/#/seek_fuzz_}"
}

# run_target NAME SECONDS [smoke]: fuzz NAME from its seeds plus what earlier
# runs found; a smoke run starts from the seeds alone, because libFuzzer
# first replays the whole corpus, which would make its time grow run by run.
run_target() {
  local name=$1 seconds=$2 mode=${3:-}
  local exe=$build/seek_fuzz_$name
  local work=$build/corpus/$name crashes=$build/crashes/$name
  if [ "$mode" = smoke ]; then
    work=$build/smoke-corpus/$name
    rm -rf "$work"
  fi
  mkdir -p "$work" "$crashes"
  echo "== fuzz $name for ${seconds}s"
  local rc=0 log=$build/logs/$name.log
  mkdir -p "$build/logs"
  # -timeout: one input taking 10 s is a hang; -rss_limit_mb: a leak or
  # unbounded search shows up as a finding, not as a dead machine.
  "$exe" "$work" "fuzz/corpus/$name" \
    -max_total_time="$seconds" -max_len="$(max_len_of "$name")" \
    -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 $(extra_flags_of "$name") \
    -artifact_prefix="$crashes/" > "$log" 2>&1 || rc=$?
  if [ "$rc" -ne 0 ]; then
    tail -n 80 "$log" >&2
    echo "fuzz $name: FAILED (exit $rc); full log $log; reproducer(s) in $crashes:" >&2
    ls -1 "$crashes" >&2 || true
    return 1
  fi
  grep -E '^(Done|stat::number_of_executed_units|stat::average_exec_per_sec|stat::peak_rss_mb)' "$log" || true
  echo "fuzz $name: ok"
}

[ $# -ge 1 ] || usage
case $1 in
  --smoke)
    build_targets "${all_targets[@]}"
    failed=0
    # Side by side: the smoke run takes one target's time, not three.
    pids=()
    for t in "${all_targets[@]}"; do
      run_target "$t" "${SEEK_FUZZ_SMOKE_SECONDS:-15}" smoke &
      pids+=($!)
    done
    for pid in "${pids[@]}"; do wait "$pid" || failed=1; done
    exit "$failed"
    ;;
  --all)
    [ $# -eq 2 ] || usage
    build_targets "${all_targets[@]}"
    failed=0
    for t in "${all_targets[@]}"; do run_target "$t" "$2" || failed=1; done
    exit "$failed"
    ;;
  --repro)
    [ $# -eq 3 ] || usage
    max_len_of "$2" > /dev/null
    build_targets "$2"
    exec "$build/seek_fuzz_$2" "$3"
    ;;
  -*) usage ;;
  *)
    [ $# -eq 2 ] || usage
    max_len_of "$1" > /dev/null
    build_targets "$1"
    run_target "$1" "$2"
    ;;
esac

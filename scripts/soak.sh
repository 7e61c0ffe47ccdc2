#!/usr/bin/env bash
# The differential tester's long soak (tests/differential/, docs/reliability.md):
#   bash scripts/soak.sh [minutes] [tester options...]
# builds seek_differential (g++, Release, in build/soak; SEEK_SOAK_SANITIZE=1:
# clang++ with ASan + UBSan in build/soak-asan) and runs random cases for the
# given minutes (default 30) from a first seed taken from the clock
# (SEEK_SOAK_SEED=S to choose it), against tests/differential/known_failures.txt.
# Prints each new failure with its seed and a replay command, then the seeds
# run, the counts (passed, known, new) and each known failure's tally.
# Extra options go to the tester, e.g. --only '^dijkstra/' or --stack-mb 16.
# Exit status: the tester's (0: nothing new, every pinned failure still fails).
set -euo pipefail
cd "$(dirname "$0")/.."
minutes=${1:-30}
shift || true
if [ "${SEEK_SOAK_SANITIZE:-0}" = 1 ]; then
  dir=build/soak-asan
  cmake -S . -B "$dir" -G Ninja -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=Debug \
    -DCMAKE_CXX_FLAGS_DEBUG="-g1 -O1" -DSEEK_SANITIZE=ON -DSEEK_BUILD_BENCH=OFF -DSEEK_BUILD_EXAMPLES=OFF \
    -DSEEK_DOC_SAMPLES=OFF >/dev/null
else
  dir=build/soak
  cmake -S . -B "$dir" -G Ninja -DCMAKE_CXX_COMPILER=g++ -DCMAKE_BUILD_TYPE=Release -DSEEK_BUILD_BENCH=OFF \
    -DSEEK_BUILD_EXAMPLES=OFF -DSEEK_DOC_SAMPLES=OFF >/dev/null
fi
cmake --build "$dir" --target seek_differential -j "$(nproc 2>/dev/null || echo 2)"
seed=${SEEK_SOAK_SEED:-$(( $(date +%s) * 1000 ))}
echo "soak: ${minutes} min from seed ${seed} ($dir)"
exec "$dir/tests/seek_differential" --seconds $((minutes * 60)) --first-seed "$seed" \
  --known tests/differential/known_failures.txt "$@"

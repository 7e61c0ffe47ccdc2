#!/usr/bin/env bash
# Regenerates the strategy comparison of docs/strategies.md in one command:
#   bash scripts/strategies.sh
# Installs what is missing (Debian 12 packages, gnuplot-nox included),
# builds bench/strategies in Release, runs it (under a minute of CPU), writes
# docs/data/strategies_*.dat and draws docs/img/strategies_*.svg.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/deps.sh
seek_need_packages "${SEEK_BUILD_PACKAGES[@]}" gnuplot-nox

build=build/study
cmake -S . -B "$build" -G Ninja -DCMAKE_CXX_COMPILER=g++ -DCMAKE_BUILD_TYPE=Release \
  -DSEEK_BUILD_TESTS=OFF -DSEEK_BUILD_EXAMPLES=OFF -DSEEK_BUILD_TOOLS=OFF -DSEEK_BUILD_BENCH=ON >/dev/null
cmake --build "$build" --target strategies -j "$(nproc 2>/dev/null || echo 2)"

mkdir -p docs/data docs/img
echo "== measuring (writes docs/data/strategies_*.dat; the tables below go to docs/strategies.md)"
"$build/bench/strategies" docs/data
echo "== drawing (writes docs/img/strategies_*.svg)"
gnuplot docs/strategies.gnuplot
ls -l docs/data/strategies_* docs/img/strategies_*

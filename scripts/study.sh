#!/usr/bin/env bash
# Regenerates the DFS-against-BFS study of docs/dfs-vs-bfs.md in one command:
#   bash scripts/study.sh [SHARED_DATA_DIR]      (default: ../shared/data)
# Installs what is missing (Debian 12 packages, gnuplot-nox included),
# builds bench/dfs_vs_bfs in Release, runs it (about a minute; every search
# is bounded, so memory stays under 100 MB), writes docs/data/*
# and draws docs/img/*.svg with gnuplot.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/deps.sh
seek_need_packages "${SEEK_BUILD_PACKAGES[@]}" gnuplot-nox

data=${1:-../shared/data}
if [ ! -d "$data" ]; then
  echo "study.sh: no puzzle folder at $data (pass the shared data folder as the first argument)" >&2
  exit 2
fi

build=build/study
cmake -S . -B "$build" -G Ninja -DCMAKE_CXX_COMPILER=g++ -DCMAKE_BUILD_TYPE=Release \
  -DSEEK_BUILD_TESTS=OFF -DSEEK_BUILD_EXAMPLES=OFF -DSEEK_BUILD_TOOLS=OFF -DSEEK_BUILD_BENCH=ON >/dev/null
cmake --build "$build" --target dfs_vs_bfs -j "$(nproc 2>/dev/null || echo 2)"

mkdir -p docs/data docs/img
echo "== measuring (writes docs/data/)"
"$build/bench/dfs_vs_bfs" "$data" docs/data
echo "== drawing (writes docs/img/)"
gnuplot docs/study.gnuplot
ls -l docs/data docs/img

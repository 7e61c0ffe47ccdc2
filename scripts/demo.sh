#!/usr/bin/env bash
# The main job, as the README states it:
#   bash scripts/demo.sh
# Installs what is missing (Debian 12 packages, as root), builds seek's
# command-line tool and examples (Release, g++), and runs them on the puzzles
# bundled in examples/puzzles/.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/deps.sh
seek_need_packages "${SEEK_BUILD_PACKAGES[@]}" gnuplot-nox

build=build/demo
cmake -S . -B "$build" -G Ninja -DCMAKE_CXX_COMPILER=g++ -DCMAKE_BUILD_TYPE=Release \
  -DSEEK_BUILD_TESTS=OFF -DSEEK_BUILD_BENCH=OFF >/dev/null
cmake --build "$build" -j "$(nproc 2>/dev/null || echo 2)"

tool=$build/tools/seek-sudoku
puzzles=examples/puzzles
step() { printf '\n\033[1m$ %s\033[0m\n' "$*"; "$@"; }

echo
echo "== The engine: a tiny tree, walked depth-first and breadth-first"
step "$build/examples/tree_walk"

echo
echo "== Another model: N-queens"
step "$build/examples/queens"

echo
echo "== Costs and heuristics: a weighted maze by A* and Dijkstra, with the path"
step "$build/examples/maze"

echo
echo "== IDA*: one of Korf's 15-puzzle instances, solved optimally"
step "$build/examples/fifteen_puzzle"

echo
echo "== Sudoku: solve bundled puzzles (4x4 and Arto Inkala's 9x9), as grids"
step "$tool" solve --format grid "$puzzles/4x4.txt" "$puzzles/inkala.txt"

echo
echo "== Solve boards of every size, one line per puzzle, with search statistics"
step "$tool" solve --stats "$puzzles/9x9.txt" "$puzzles/16x16.txt" "$puzzles/25x25.txt"

echo
echo "== Count the solutions of puzzles that have several"
step "$tool" count "$puzzles/several.txt"

echo
echo "== Enumerate solutions lazily: the empty 9x9 board has 6.67e21; take 3"
step "$tool" enumerate --limit 3 "$puzzles/empty-9x9.txt"

echo
echo "== Generate minimal puzzles with a unique solution (reproducible by seed)"
step "$tool" generate --count 3 --size 9 --minimal --symmetry rotate180 --seed 2026

echo
echo "== Solve like a person: every step of a 4x4 puzzle, then the 9x9s rated on the Sudoku Explainer scale"
step "$tool" explain "$puzzles/4x4.txt"
step "$tool" rate --distribution "$puzzles/9x9.txt"

echo
echo "== See a search: the tree of a 4x4 puzzle's depth-first search, as a picture"
step "$tool" trace --order dfs --strategy first-empty --format svg -o "$build/trace-dfs.svg" "$puzzles/4x4.txt"
echo "(search tree written to $build/trace-dfs.svg; on a terminal, try: $tool watch --side-by-side $puzzles/inkala.txt)"
echo "(in a browser: $tool trace --format jsonl -o \$PWD/web/inkala-dfs.jsonl $puzzles/inkala.txt; python3 -m http.server -d web 8000;"
echo " open http://localhost:8000/explorer/?trace=/inkala-dfs.jsonl, and see docs/web.md for the playground)"

echo
echo "== DFS against BFS, every successor function, on the same puzzle"
step "$tool" compare --plot "$build/compare.svg" "$puzzles/inkala.txt"
echo
echo "(plot of frontier size per depth written to $build/compare.svg)"

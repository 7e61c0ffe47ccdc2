#!/usr/bin/env bash
# Regenerates the search pictures of docs/dfs-vs-bfs.md and docs/tutorial.md:
#   bash scripts/pictures.sh            (builds seek-sudoku in build/pictures)
#   SEEK_SUDOKU=build/gcc/tools/seek-sudoku bash scripts/pictures.sh
# writes docs/img/trace-dfs-4x4.svg and docs/img/trace-bfs-4x4.svg (the first
# 40 states of each order on a 4x4 puzzle, first-empty, drawn by
# `seek-sudoku trace`) and docs/img/watch-4x4.txt (frames of `seek-sudoku
# watch --step --side-by-side`, captured from an 80x25 tmux pane; without
# tmux, the plain lines watch writes when not on a terminal).
set -euo pipefail
cd "$(dirname "$0")/.."

exe=${SEEK_SUDOKU:-}
if [ -z "$exe" ]; then
  source scripts/deps.sh
  seek_need_packages "${SEEK_BUILD_PACKAGES[@]}" tmux
  cmake -S . -B build/pictures -G Ninja -DCMAKE_CXX_COMPILER=g++ -DCMAKE_BUILD_TYPE=Release \
    -DSEEK_BUILD_TESTS=OFF -DSEEK_BUILD_EXAMPLES=OFF -DSEEK_BUILD_BENCH=OFF >/dev/null
  cmake --build build/pictures --target seek-sudoku -j "$(nproc 2>/dev/null || echo 2)"
  exe=build/pictures/tools/seek-sudoku
fi
exe=$(cd "$(dirname "$exe")" && pwd)/$(basename "$exe")

# Nine solutions, thirteen open cells: depth-first reaches one within 40
# states, breadth-first is still on the upper levels.
puzzle='1...........4..2'
mkdir -p docs/img
for order in dfs bfs; do
  "$exe" trace -q --order "$order" --strategy first-empty --max-nodes 40 -o "docs/img/trace-$order-4x4.svg" "$puzzle"
done

# The stepwise view: a four-given puzzle with one solution, both orders.
steps='...22......43...'
out=docs/img/watch-4x4.txt
if command -v tmux >/dev/null; then
  socket="seek-pictures-$$"
  tm() { tmux -L "$socket" -f /dev/null "$@"; }
  trap 'tm kill-server 2>/dev/null || true' EXIT
  tm new-session -d -s p -x 80 -y 25 "'$exe' watch --step --side-by-side --strategy first-empty '$steps'; sleep 5"
  : >"$out"
  at=1
  for want in 1 2 8 10; do
    while [ "$at" -lt "$want" ]; do
      tm send-keys -t p Space
      at=$((at + 1))
    done
    for _ in $(seq 50); do
      tm capture-pane -p -t p | grep -q "step $want  depth" && break
      sleep 0.1
    done
    { echo "---- step $want ----"; tm capture-pane -p -t p | sed -e 's/[[:space:]]*$//' | sed -e :a -e '/^\n*$/{$d;N;ba' -e '}'; echo; } >>"$out"
  done
  tm send-keys -t p q
else
  "$exe" watch --side-by-side --strategy first-empty "$steps" | head -n 20 >"$out"
fi
ls -l docs/img/trace-*-4x4.svg "$out"

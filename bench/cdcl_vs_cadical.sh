#!/usr/bin/env bash
# cdcl_vs_cadical.sh: seek::cdcl's sudoku models against the SAT solver
# CaDiCaL on the same one-hot encoding, in one run: the prototype
# (bench/sudoku_cdcl.cpp) and seek::sudoku::solve with --engine cdcl
# (seek::sudoku::explained_model, through bench/sudoku_solve.cpp).
#
#   bash bench/cdcl_vs_cadical.sh [PUZZLES] [SEEDS] [MAX_SECONDS]
#
# PUZZLES defaults to ../shared/data/gecode_25x25_half.txt. CaDiCaL is never
# a dependency of seek: install it yourself (apt-get install cadical). The
# times are CPU seconds of each solver (user + system), so other load on the
# machine counts less; figures in docs/benchmarks.md.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
puzzles=${1:-$here/../shared/data/gecode_25x25_half.txt}
seeds=${2:-3}
max_seconds=${3:-10}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
command -v cadical >/dev/null || { echo "cdcl_vs_cadical.sh: cadical not found (apt-get install cadical)" >&2; exit 2; }
g++ -std=c++20 -O2 -DNDEBUG -I"$here/include" -o "$work/sudoku_cdcl" "$here/bench/sudoku_cdcl.cpp"
g++ -std=c++20 -O2 -DNDEBUG -I"$here/include" -o "$work/sudoku_solve" "$here/bench/sudoku_solve.cpp"
"$work/sudoku_cdcl" "$puzzles" --dimacs "$work"
echo "== CaDiCaL $(cadical --version) on the one-hot CNF, CPU seconds"
total=0
for cnf in "$work"/board_*.cnf; do
  /usr/bin/time -f "%U %S" -o "$work/time" cadical -q "$cnf" >"$work/out" 2>/dev/null || true
  cpu=$(tail -1 "$work/time" | awk '{printf "%.3f", $1 + $2}')
  status=$(grep -m1 '^s ' "$work/out" || echo "s ?")
  echo "$(basename "$cnf" .cnf): $status  $cpu s"
  total=$(echo "$total + $cpu" | bc -l)
done
printf "CaDiCaL total: %.2f s\n" "$total"
echo "== seek::cdcl, seeds 1..$seeds, at most $max_seconds s each"
"$work/sudoku_cdcl" "$puzzles" --seeds "$seeds" --max-seconds "$max_seconds" || true
echo "== seek::sudoku::solve --engine cdcl (explained_model), seeds 1..$seeds, at most $max_seconds s each"
for seed in $(seq 1 "$seeds"); do
  "$work/sudoku_solve" "$puzzles" --engine cdcl --seed "$seed" --max-seconds "$max_seconds" || true
done

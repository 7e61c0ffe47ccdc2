#!/bin/bash
# Compile time of small programs: the README's first one (readme.cpp), one
# per strategy header, and the same program with range-v3 alone (base.cpp),
# all in bench/compile_time/. Each is compiled to an object file with g++ and
# clang++ at -O2, three times; the median of user + system time is printed.
#
#   bash scripts/compile_time.sh            # the headers of this work tree
#   bash scripts/compile_time.sh REV        # and those of git revision REV, interleaved
#
# With REV, each round compiles a program against REV's headers, then this
# tree's, so that a change of the machine's load falls on both alike.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
rev=${1:-}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [ -n "$rev" ]; then
  git -C "$root" archive "$rev" include | tar -x -C "$work"
fi
one() {  # compiler, include dir, program: seconds of user + system time
  { /usr/bin/time -f "%U %S" "$1" -std=c++20 -O2 -I"$2" -c "$root/bench/compile_time/$3.cpp" -o "$work/out.o" \
      2>&1 >/dev/null; } | tail -1 | awk '{print $1 + $2}'
}
median() { printf "%s\n" "$@" | sort -n | sed -n 2p; }
printf "%-12s %-8s %8s %8s\n" program compiler "${rev:-}" now
for f in base readme dfs bfs unique best_first beam dijkstra astar iddfs ida_star lds restarts coro_dfs with_paths find_path; do
  for cxx in g++ clang++; do
    # A program that includes a header REV does not have is not compiled against REV.
    with_rev=""
    if [ -n "$rev" ] && "$cxx" -std=c++20 -fsyntax-only -I"$work/include" "$root/bench/compile_time/$f.cpp" 2>/dev/null; then
      with_rev=1
    fi
    before=(-) after=()
    [ -n "$with_rev" ] && before=()
    for _ in 1 2 3; do
      [ -n "$with_rev" ] && before+=("$(one "$cxx" "$work/include" "$f")")
      after+=("$(one "$cxx" "$root/include" "$f")")
    done
    b=""
    [ -n "$rev" ] && b=$(median "${before[@]}")
    printf "%-12s %-8s %8s %8s\n" "$f" "$cxx" "$b" "$(median "${after[@]}")"
  done
done

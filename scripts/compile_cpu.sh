#!/usr/bin/env bash
# A compiler launcher that records the CPU time (user + system) of each
# compile, which the machine's load does not inflate as it does the wall
# times of .ninja_log:
#
#   cmake -S . -B build/x -G Ninja -DCMAKE_CXX_COMPILER_LAUNCHER=$PWD/scripts/compile_cpu.sh ...
#   ninja -C build/x
#   python3 scripts/compile_report.py build/x      # reads build/x/compile_cpu.log too
#
# Runs the compiler command it is given, unchanged, and appends a line
# "OUTPUT<TAB>USER<TAB>SYSTEM" (seconds; OUTPUT as given after -o, relative
# to the build folder, as in .ninja_log) to compile_cpu.log in the folder it
# runs in (ninja runs every command in the build folder).
set -uo pipefail
out=""
prev=""
for arg in "$@"; do
  [ "$prev" = "-o" ] && out=$arg
  prev=$arg
done
times=$(mktemp)
/usr/bin/time -f "%U %S" -o "$times" "$@"
status=$?
if [ -n "$out" ] && read -r user system < <(tail -n 1 "$times"); then
  printf '%s\t%s\t%s\n' "$out" "$user" "$system" >> compile_cpu.log
fi
rm -f "$times"
exit "$status"

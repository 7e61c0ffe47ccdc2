# Shared by every tests/cli/*.sh (sourced; not a test itself).
# Usage: bash <test>.sh SEEK_SUDOKU DATA_DIR WORK_DIR
set -u
EXE=$1
DATA=$2
WORK=$3
PUZZLES=$(cd "$DATA/../../../examples/puzzles" && pwd)
mkdir -p "$WORK"
cd "$WORK" || exit 1
failures=0

# Failures are also counted in a file, so a check run in a subshell (a
# pipeline) still fails the test.
: >"$WORK/.failures"
fail() {
  echo "FAIL: $*"
  failures=$((failures + 1))
  echo x >>"$WORK/.failures"
}

# run ARGS...: the tool's stdout in ./out, stderr in ./err, status in $rc.
# Standard input is empty unless redirected by the caller.
run() {
  "$EXE" "$@" >out 2>err </dev/null
  rc=$?
}
# run_stdin FILE ARGS...: as run, reading FILE on standard input.
run_stdin() {
  local input=$1
  shift
  "$EXE" "$@" >out 2>err <"$input"
  rc=$?
}

# wait_for_handler PID: until PID takes SIGINT itself, at most 20 s: it
# catches it, or blocks it for a thread that waits for it (seek-sudoku does
# the latter), as the SigCgt and SigBlk masks of /proc/PID/status show. A
# signal that comes earlier ends the process by the default action, with the
# same status 130 and nothing written; under a sanitizer on a loaded machine
# start-up can outlast a fixed sleep.
wait_for_handler() {
  local pid=$1 masks tries=0
  while [ "$tries" -lt 200 ]; do
    masks=$(awk '/^Sig(Cgt|Blk):/ { printf "%s ", $2 }' "/proc/$pid/status" 2>/dev/null)
    [ -n "$masks" ] || return 0  # gone, or no /proc: nothing to wait for
    set -- $masks
    ((((16#$1 | 16#$2) & 2) != 0)) && return 0  # bit 1: signal 2, SIGINT
    sleep 0.1
    tries=$((tries + 1))
  done
}
# interrupt_when_ready PID [SECONDS]: SIGINT to PID SECONDS after its handler
# is in place.
interrupt_when_ready() {
  wait_for_handler "$1"
  sleep "${2:-0}"
  kill -INT "$1" 2>/dev/null
}

# ends_within SECONDS MESSAGE: waits for the background run $pid to end; if
# it is still running after SECONDS, fails with MESSAGE and kills it. Its
# status goes to $rc.
ends_within() {
  local tenths=$(($1 * 10))
  for _ in $(seq "$tenths"); do
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.1
  done
  if kill -0 "$pid" 2>/dev/null; then
    fail "$2"
    kill -KILL "$pid"
  fi
  wait "$pid"
  rc=$?
}

expect_rc() {
  [ "$rc" -eq "$1" ] || fail "${2:-}: exit status $rc, expected $1; stderr:
$(cat err)"
}
# expect_out NAME < expected: stdout equals the text on standard input.
expect_out() {
  if ! diff -u - out >diff.txt; then
    fail "$1: standard output differs:
$(cat diff.txt)"
  fi
}
# expect_err_line NAME LINE: stderr has exactly this line.
expect_err_line() {
  grep -Fxq -- "$2" err || fail "$1: stderr lacks the line '$2'; it has:
$(cat err)"
}
expect_err_match() {
  grep -Eq -- "$2" err || fail "$1: stderr does not match /$2/; it has:
$(cat err)"
}
expect_err_empty() {
  [ ! -s err ] || fail "$1: stderr should be empty, has:
$(cat err)"
}
expect_out_lines() {
  local n
  n=$(wc -l <out)
  [ "$n" -eq "$2" ] || fail "$1: $n lines on stdout, expected $2"
}

# valid_solution PUZZLE SOLUTION: one-character-per-cell lines; the solution
# is full, keeps every given, and repeats no symbol in a row, column or box.
valid_solution() {
  awk -v p="$1" -v s="$2" 'BEGIN {
    n = length(p); if (length(s) != n) exit 1
    side = int(sqrt(n) + 0.5); box = int(sqrt(side) + 0.5)
    if (side * side != n || box * box != side) exit 1
    for (i = 1; i <= n; i++) {
      c = substr(s, i, 1); g = substr(p, i, 1)
      if (c == "." || c == "0") exit 1
      if (g != "." && g != "0" && g != c) exit 1
      r = int((i - 1) / side); k = (i - 1) % side; b = int(r / box) * box + int(k / box)
      if (seen["r" r c]++ || seen["c" k c]++ || seen["b" b c]++) exit 1
    }
    exit 0 }'
}

finish() {
  failures=$(wc -l <"$WORK/.failures")
  if [ "$failures" -ne 0 ]; then
    echo "$failures check(s) failed"
    exit 1
  fi
  echo "all checks passed"
  exit 0
}

# solution_prefix K: a 9x9 puzzle line holding the first K cells of the
# solution of Inkala's puzzle, the rest blank (more blanks, more solutions).
solution_prefix() {
  local solution=812753649943682175675491283154237896369845721287169534521974368438526917796318452
  printf '%s%s\n' "${solution:0:$1}" "$(printf '.%.0s' $(seq $((81 - $1))))"
}

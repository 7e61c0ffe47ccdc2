# Ctrl-C and SIGTERM keep the work done: count and enumerate stop their
# searches, write what they found, the partial count and the summary, and
# exit 128 + signal (130 for SIGINT).
source "$(dirname "$0")/lib.bash"
set -m  # background jobs of their own, so SIGINT is not ignored in them

empty="$PUZZLES/empty-9x9.txt"
# start ARGS...: the tool in the background on a search that never ends,
# interrupted by SIGNAL a second after its handlers are in place.
interrupt() {
  local sig=$1
  shift
  "$EXE" "$@" >out 2>err </dev/null &
  local pid=$!
  wait_for_handler "$pid"
  sleep 1
  kill -"$sig" "$pid"
  wait "$pid"
  rc=$?
}

interrupt INT count "$empty"
expect_rc 130 "count, SIGINT"
grep -Eq '^>=[1-9][0-9]* \(interrupted\)$' out || fail "count, SIGINT: no partial count; stdout: $(cat out)"
expect_err_match "count, SIGINT: summary" '^seek-sudoku: 1 puzzle: .*1 stopped by a limit; [0-9,]+ solutions; .*\(interrupted\)'

interrupt TERM count --threads 1 "$empty" "$empty"
expect_rc 143 "count, SIGTERM"
[ "$(wc -l <out)" -eq 1 ] || fail "count, SIGTERM: the second puzzle was started; stdout: $(cat out)"

# enumerate: every solution written so far reaches the file, then the note.
interrupt INT enumerate "$empty"
expect_rc 130 "enumerate, SIGINT"
[ "$(tail -n 1 out)" = "interrupted" ] || fail "enumerate, SIGINT: last line: $(tail -n 1 out)"
found=$(grep -c '^[1-9]\{81\}$' out)
[ "$found" -gt 0 ] || fail "enumerate, SIGINT: no solution written"
expect_err_match "enumerate, SIGINT: summary" "^seek-sudoku: 1 puzzle: .* [0-9,]+ solutions; .*\(interrupted\)"

# The first signal also ends a wait for standard input: here a pipe (a fifo
# this shell holds open) that sent one puzzle and then nothing more. The run
# stops reading, writes the count and the summary, and exits 130, well
# before a second signal would be needed.
mkfifo slow_stdin
exec 4<>slow_stdin
head -1 "$DATA/unique.txt" >&4
"$EXE" count <slow_stdin >out 2>err &
pid=$!
interrupt_when_ready "$pid" 1
ends_within 3 "stdin: still waiting for input 3 s after the first SIGINT"
exec 4>&-
expect_rc 130 "stdin, SIGINT"
[ "$(cat out)" = 1 ] || fail "stdin, SIGINT: the puzzle read before the signal was not counted; stdout: $(cat out)"
expect_err_match "stdin, SIGINT: summary" '^seek-sudoku: 1 puzzle: .*\(interrupted\)'

# The same for a named fifo given as a FILE argument: with no writer yet
# (a blocking open() would wait for one), then with a writer that sent one
# puzzle and then nothing more.
mkfifo slow_file
"$EXE" count slow_file >out 2>err </dev/null &
pid=$!
interrupt_when_ready "$pid" 1
ends_within 3 "fifo FILE, no writer: still waiting 3 s after the first SIGINT"
expect_rc 130 "fifo FILE, no writer, SIGINT"
expect_err_match "fifo FILE, no writer: summary" '^seek-sudoku: 0 puzzles: .*\(interrupted\)'

"$EXE" count slow_file >out 2>err </dev/null &
pid=$!
exec 4>slow_file
head -1 "$DATA/unique.txt" >&4
interrupt_when_ready "$pid" 1
ends_within 3 "fifo FILE, silent writer: still waiting 3 s after the first SIGINT"
exec 4>&-
expect_rc 130 "fifo FILE, silent writer, SIGINT"
[ "$(cat out)" = 1 ] || fail "fifo FILE: the puzzle read before the signal was not counted; stdout: $(cat out)"

# A second signal ends the process at once, with that signal's status, even
# when the first cannot end the run: here enumerate is blocked writing to a
# pipe nobody reads (a fifo this shell holds open), so after the first signal
# it can neither flush nor exit.
mkfifo stuck
exec 3<>stuck
for second in INT TERM; do
  "$EXE" enumerate "$empty" >stuck 2>err </dev/null &
  pid=$!
  interrupt_when_ready "$pid" 1  # the pipe is full long before
  sleep 0.5
  kill -0 "$pid" 2>/dev/null || fail "second $second: the first signal ended a run blocked on its output"
  kill -"$second" "$pid"
  # At once: well within 2 s (a flush or a search would still be blocked).
  ends_within 2 "second $second: still running 2 s after the second signal"
  if [ "$second" = INT ]; then expect_rc 130 "second signal INT"; else expect_rc 143 "second signal TERM"; fi
  ! grep -q 'puzzle' err || fail "second $second: a summary was written after the second signal: $(cat err)"
done
exec 3>&-

finish

# Every subcommand honours the FIRST SIGINT on a hard board: it ends within
# 2 s, writes what it has so far and "interrupted", and exits 130; and
# explain, hint and rate take a time limit (--timeout) and a node limit on
# their uniqueness check (--max-nodes), reported as "time limit reached",
# "node limit reached" and counted as stopped (status 1).
# (signals.sh has count and enumerate on the empty 9x9 board, SIGTERM and
# the second signal.)
source "$(dirname "$0")/lib.bash"
set -m  # background jobs of their own, so SIGINT is not ignored in them

# The first hard 25x25 of tests/data: its uniqueness check takes about 0.4 s,
# then explain's path runs for minutes (forcing chains on 625 cells); a
# plain first-empty search of it does not end either.
grep -v '^#' "$DATA/../../data/sudoku_25x25_hard.txt" | head -1 >hard25.txt
# A 25x25 whose uniqueness check alone runs for minutes.
slow="$DATA/slow_uniqueness_25x25.txt"

# interrupted NAME ARGS...: the tool in the background, SIGINT a second
# after its handler is in place; it must still be running then, and end
# within 2 s of the signal with status 130.
interrupted() {
  local name=$1
  shift
  "$EXE" "$@" >out 2>err </dev/null &
  pid=$!
  wait_for_handler "$pid"
  sleep "${delay:-1}"
  if ! kill -0 "$pid" 2>/dev/null; then
    wait "$pid"
    fail "$name: ended within a second, before the signal (status $?): the test needs a longer run"
    return
  fi
  kill -INT "$pid"
  ends_within 2 "$name: still running 2 s after the first SIGINT"
  expect_rc 130 "$name, SIGINT"
}

interrupted solve solve --strategy first-empty --restarts never hard25.txt
[ "$(cat out)" = interrupted ] || fail "solve: stdout: $(cat out)"
expect_err_match "solve: summary" '^seek-sudoku: 1 puzzle: .*1 stopped by a limit; .*\(interrupted\)'

interrupted count count --strategy first-empty hard25.txt
grep -Eq '^>=[0-9]+ \(interrupted\)$' out || fail "count: stdout: $(cat out)"

interrupted enumerate enumerate --strategy first-empty hard25.txt
[ "$(tail -n 1 out)" = interrupted ] || fail "enumerate: last line: $(tail -n 1 out)"

interrupted compare compare --max-nodes 0 hard25.txt
grep -q 'interrupted' out || fail "compare: no search reported interrupted; stdout: $(cat out)"
expect_err_match "compare: summary" '^seek-sudoku: 1 puzzle compared; .*\(interrupted\)$'

# generate on a target no attempt reaches quickly: each attempt's rating
# is a solving path, which the signal ends too.
interrupted generate generate -n 1000 --seed 1 --rating 9.0..
expect_err_match "generate: summary" '\(interrupted\)'

interrupted trace trace -f jsonl --max-nodes 100M --strategy first-empty hard25.txt
tail -n 1 out | grep -q '"event":"finish"' || fail "trace: the tree so far does not end with finish: $(tail -n 1 out)"
expect_err_line "trace: summary" "seek-sudoku: trace: dfs first-empty, $(grep -c '"event":"generated"' out) nodes (interrupted)"

interrupted watch watch --delay 0 --max-nodes 100M --strategy first-empty hard25.txt
tail -n 1 out | grep -q 'interrupted after' || fail "watch: last line: $(tail -n 1 out)"

# explain and rate first check that the puzzle has one solution (a search:
# 0.4 s in Release, several times that under a sanitizer); the signal comes
# a second after that check would end, inside the solving path.
begun=$(date +%s%N)
run count -q --limit 2 hard25.txt
delay=$(( ($(date +%s%N) - begun) / 1000000000 + 1 ))

# explain: the puzzle, the steps taken so far, how it stopped, the board.
interrupted explain explain -j1 hard25.txt
[ "$(head -n 1 out)" = "$(cat hard25.txt)" ] || fail "explain: the first line is not the puzzle: $(head -n 1 out)"
grep -Eq '^1\. \[' out || fail "explain: no step written before the signal"
grep -Eq '^stopped after [0-9]+ steps?: interrupted$' out || fail "explain: no 'stopped after N steps: interrupted'; end: $(tail -n 2 out | cut -c1-100)"
expect_err_match "explain: summary" '^seek-sudoku: 1 puzzle: 0 solved, .*1 stopped by a limit; .*\(interrupted\)'

# rate: the hardest step so far, as a lower bound, then why it stopped.
interrupted rate rate -j1 hard25.txt
grep -Eq '^>=[0-9]+\.[0-9] .* so far; interrupted$' out || fail "rate: stdout: $(cat out)"

# hint: stopped in the check that the puzzle has one solution.
delay=1
interrupted hint hint -j1 "$slow"
[ "$(cat out)" = "interrupted (checking that the puzzle has one solution)" ] || fail "hint: stdout: $(cat out)"
expect_err_match "hint: summary" '1 stopped by a limit; .*\(interrupted\)'

# The limits: each ends the puzzle as a limit, status 1, the next puzzle
# still done. The time limit leaves the uniqueness check a second more than
# it took above, so that it ends inside the path.
limit="$((delay + 1))s"
cat hard25.txt "$PUZZLES/4x4.txt" >two.txt
start=$SECONDS
run rate -q -j1 --timeout "$limit" two.txt
expect_rc 1 "rate --timeout"
[ $((SECONDS - start)) -le $((delay + 4)) ] || fail "rate --timeout $limit took $((SECONDS - start)) s"
head -n 1 out | grep -Eq '^>=[0-9]+\.[0-9] .* so far; time limit reached$' || fail "rate --timeout: $(head -n 1 out)"
[ "$(sed -n 2p out)" = "1.2 Hidden single" ] || fail "rate --timeout: the next puzzle: $(sed -n 2p out)"

run explain -j1 --timeout "$limit" hard25.txt
expect_rc 1 "explain --timeout"
grep -Eq '^stopped after [0-9]+ steps?: time limit reached$' out || fail "explain --timeout: $(tail -n 2 out | cut -c1-100)"
expect_err_match "explain --timeout: summary" '^seek-sudoku: 1 puzzle: 0 solved, .*1 stopped by a limit; '

run explain -j1 -f json --timeout "$limit" hard25.txt
grep -q '"result": "stopped", "reason": "time limit reached"' out || fail "explain --format json --timeout: $(cut -c1-200 out)"

run hint -j1 --timeout 1s "$slow"
expect_rc 1 "hint --timeout"
[ "$(cat out)" = "time limit reached (checking that the puzzle has one solution)" ] || fail "hint --timeout: $(cat out)"

run hint -q -j1 --max-nodes 1000 "$slow"
expect_rc 1 "hint --max-nodes"
[ "$(cat out)" = "node limit reached (checking that the puzzle has one solution)" ] || fail "hint --max-nodes: $(cat out)"

finish

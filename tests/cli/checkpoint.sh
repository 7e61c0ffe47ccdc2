# count --checkpoint FILE (docs/cli.md): a count stopped by a limit or a
# signal saves its open work in FILE, the same command resumes it, and the
# resumed count equals the count made in one go; FILE is removed once the
# count is complete, and a checkpoint of another count is refused.
source "$(dirname "$0")/lib.bash"
set -m

# The first 37 cells of a solution: a few hundred thousand solutions, some
# seconds on one thread.
solution_prefix 37 >p.txt
run count -q -j 1 p.txt
expect_rc 0 "count in one go"
whole=$(cat out)
[ "$whole" -gt 10000 ] || fail "p.txt should have many solutions, has $whole"

# resume J LIMIT...: runs the count with these limits until it completes
# (at most 200 runs); each stopped run prints a partial count no smaller than
# the one before and leaves the checkpoint.
resume() {
  local j=$1 runs=0 last=0 n
  shift
  while :; do
    runs=$((runs + 1))
    run count -q -j "$j" --checkpoint cp "$@" p.txt
    [ "$rc" -eq 0 ] && break
    expect_rc 1 "count -j $j --checkpoint $* (run $runs)"
    n=$(sed -n 's/^>=\([0-9]*\) (.* reached)$/\1/p' out)
    [ -n "$n" ] || { fail "count -j $j --checkpoint $*: run $runs printed $(cat out) $(cat err)"; return; }
    [ "$n" -ge "$last" ] || fail "count -j $j --checkpoint: the partial count went down, $last to $n"
    last=$n
    [ -f cp ] || { fail "count -j $j --checkpoint $*: no checkpoint after run $runs"; return; }
    [ "$(head -n 1 cp)" = "seek-checkpoint 1" ] || fail "cp: not a checkpoint: $(head -n 1 cp)"
    [ "$runs" -lt 200 ] || { fail "count -j $j --checkpoint $*: not done after 200 runs"; return; }
  done
  [ "$runs" -ge 2 ] || fail "count -j $j --checkpoint $*: never stopped, nothing was resumed"
  [ "$(cat out)" = "$whole" ] || fail "count -j $j --checkpoint $*: resumed count $(cat out), in one go $whole"
  [ ! -e cp ] || fail "count -j $j --checkpoint $*: the checkpoint is still there once complete"
}

rm -f cp
resume 1 --max-nodes 100k
resume 2 --max-nodes 100k
# 30 ms: the whole count takes about 0.1 s on one idle core (g++ -O3), so a
# longer timeout may never stop it.
resume 2 --timeout 30ms
resume 1 --timeout 30ms

# Ctrl-C saves the checkpoint too; the next run carries on from it.
rm -f cp
"$EXE" count -j 2 --checkpoint cp p.txt >out 2>err </dev/null &
pid=$!
interrupt_when_ready $pid 0.3
wait $pid
rc=$?
if [ "$rc" -eq 130 ] && [ "$(cat out)" = "$whole" ]; then
  # The signal came as the count ended: the count is whole, so no checkpoint
  # is left (the exit status still says a signal came).
  [ ! -e cp ] || fail "count --checkpoint, SIGINT after the end: a checkpoint was left"
elif [ "$rc" -eq 130 ]; then
  grep -Eq '^>=[0-9]+ \(interrupted\)$' out || fail "count --checkpoint, SIGINT: $(cat out)"
  [ -f cp ] || fail "count --checkpoint, SIGINT: no checkpoint"
  run count -q -j 2 --checkpoint cp p.txt
  expect_rc 0 "count --checkpoint after SIGINT"
  [ "$(cat out)" = "$whole" ] || fail "count --checkpoint after SIGINT: $(cat out), in one go $whole"
  [ ! -e cp ] || fail "count --checkpoint after SIGINT: the checkpoint is still there"
else
  expect_rc 0 "count --checkpoint, SIGINT (done before the signal)"
fi

# A checkpoint of another puzzle, or of the same puzzle with another
# successor function, is refused and left as it is.
rm -f cp
run count -q -j 2 --checkpoint cp --max-nodes 10k p.txt
expect_rc 1 "count --checkpoint --max-nodes 10k"
cp cp saved
printf '%s\n' "$(cut -d: -f1 "$DATA/several_counted.txt" | head -n 1)" >other.txt
run count -q --checkpoint cp other.txt
expect_rc 1 "count --checkpoint, another puzzle"
[ "$(cat out)" = error ] || fail "count --checkpoint, another puzzle: $(cat out)"
run count --checkpoint cp other.txt
expect_err_match "another puzzle, summary" '^seek-sudoku: 1 puzzle: .* 0 invalid, 1 error; '
expect_err_match "another puzzle" 'cp: this checkpoint is of another count .*remove the file or name another one'
cmp -s cp saved || fail "count --checkpoint, another puzzle: the checkpoint was changed"
run count -q --checkpoint cp --strategy fewest p.txt
expect_rc 1 "count --checkpoint, another strategy"
expect_err_match "another strategy" 'cp: this checkpoint is of another count .*--strategy fewest'
cmp -s cp saved || fail "count --checkpoint, another strategy: the checkpoint was changed"

# Two puzzles cannot share one checkpoint.
cat p.txt other.txt >two.txt
rm -f cp2
run count -q -j 1 --checkpoint cp2 --max-nodes 1k two.txt
[ "$(sed -n 2p out)" = error ] || fail "count --checkpoint, two puzzles: $(cat out)"
expect_err_match "two puzzles" 'count one puzzle per checkpoint'

# A file that is not a checkpoint: its name, line and what is wrong.
echo "hello" >bad
run count -q --checkpoint bad p.txt
expect_rc 1 "count --checkpoint bad"
expect_err_match "bad checkpoint" 'bad:1: not a seek checkpoint'
printf 'seek-checkpoint 1\ntag x\ncount 12x\n' >bad
run count -q --checkpoint bad p.txt
expect_err_match "bad count" "bad:3: '12x' is not a count"

# Usage errors.
run count --checkpoint cp --limit 5 p.txt
expect_rc 2 "--checkpoint --limit"
expect_err_match "--checkpoint --limit" 'cannot go with --limit'
run count --checkpoint cp --order bfs p.txt
expect_rc 2 "--checkpoint --order bfs"

finish

# solve --restarts: a hard 25x25 board that plain depth-first search does not
# solve within 20,000 states is solved by the default (auto: conflict-driven
# learning, --engine cdcl) and by the dfs engine's default (plain search,
# then randomized restarts); the solution is checked against the givens, not
# against a stored answer. Limits hold over both phases; a seed repeats a run;
# --learn on and off both solve it; the options' errors are clear, and
# --learn on / --nogoods on are refused where no restart runs, and dfs's
# options with --engine cdcl.
source "$(dirname "$0")/lib.bash"

hard25="$DATA/../../data/sudoku_25x25_qwh_hard.txt"
# Board 2 of the file (givens:seed 250:6): plain dfs over propagate needs more
# than 20,000 states (docs/benchmarks.md, "Hard 25×25 boards").
grep -v '^#' "$hard25" | sed -n 2p >board.txt
board=$(cat board.txt)

# The premise: plain depth-first search stops at the node limit unsolved.
run solve -q --threads 1 --restarts never --max-nodes 20000 board.txt
expect_rc 1 "--restarts never --max-nodes 20000"
expect_out "--restarts never --max-nodes 20000" < <(echo "node limit reached")

# The default solves it within the same limit, with a valid completion.
for args in "" "--restarts auto" "--restarts always" "--seed 7" "--learn on" "--learn off" "--nogoods on" \
  "--nogoods off" "--restarts always --nogoods on" "--engine dfs" "--engine cdcl" "--engine cdcl --seed 7" \
  "--engine auto"; do
  # shellcheck disable=SC2086
  run solve -q --threads 1 --max-nodes 20000 $args board.txt
  expect_rc 0 "solve $args"
  expect_out_lines "solve $args" 1
  valid_solution "$board" "$(cat out)" || fail "solve $args: not a solution of the board: $(cat out)"
done

# --stats says restarts ran, and counts the states of both phases.
run solve -q --threads 1 --stats --engine dfs board.txt
expect_rc 0 "--stats"
expect_err_match "--stats" '^board.txt:1: [0-9]+ nodes, .*; [0-9]+ restart runs? '

# The same seed gives the same solution; the run is deterministic.
for engine in dfs cdcl; do
  run solve -q --threads 1 --engine $engine --seed 12345 board.txt
  cp out first.txt
  run solve -q --threads 1 --engine $engine --seed 12345 board.txt
  diff -q first.txt out >/dev/null || fail "--engine $engine --seed 12345: two runs printed different solutions"
done
# cdcl runs no restart runs of dfs's kind.
run solve -q --threads 1 --stats board.txt
expect_rc 0 "auto --stats"
grep -q 'restart run' err && fail "auto on 25x25: dfs restarts ran: $(cat err)"

# Limits stop the restarts too: nodes exactly, and a timeout. Board 11 takes
# restarts tens of thousands of states (over a second).
grep -v '^#' "$hard25" | sed -n 11p >slow.txt
run solve -q --threads 1 --stats --restarts always --max-nodes 300 slow.txt
expect_rc 1 "--restarts always --max-nodes 300"
expect_out "--restarts always --max-nodes 300" < <(echo "node limit reached")
expect_err_match "--restarts always --max-nodes 300" '^slow.txt:1: 300 nodes,'
run solve -q --threads 1 --stats --engine dfs --max-nodes 5100 slow.txt  # 5,000 of dfs, 100 of restarts
expect_rc 1 "auto --max-nodes 5100"
expect_out "auto --max-nodes 5100" < <(echo "node limit reached")
expect_err_match "auto --max-nodes 5100" '^slow.txt:1: 5100 nodes,.* restart run'
# 36x36 board 5 takes restarts (seed 1) over ten seconds of CPU: --timeout stops them,
# and so does Ctrl-C, as they stop plain search.
grep -v '^#' "$DATA/../../data/sudoku_36x36_qwh_hard.txt" | sed -n 5p >slow36.txt
run solve -q --threads 1 --restarts always --timeout 200ms slow36.txt
expect_rc 1 "--timeout 200ms"
expect_out "--timeout 200ms" < <(echo "time limit reached")

set -m  # a background job of its own, so SIGINT is not ignored in it
"$EXE" solve --threads 1 --restarts always slow36.txt >out 2>err </dev/null &
pid=$!
interrupt_when_ready "$pid" 1
wait "$pid"
rc=$?
set +m
expect_rc 130 "--restarts always, SIGINT"
expect_out "--restarts always, SIGINT" < <(echo "interrupted")

# No solution is said only after a complete search: here a restart run that
# walked the whole (small) tree. Rows 1-2 of a 4x4: the top right box holds a
# 3, so row 1 cannot place both 3 and 4 there.
printf '%s\n' '12....3.........' >none4.txt
run solve -q --restarts always none4.txt
expect_rc 1 "--restarts always, no solution"
expect_out "--restarts always, no solution" < <(echo "no solution")

# Small boards keep plain depth-first search under auto: same output as never.
run solve -q --threads 1 "$PUZZLES/16x16.txt"
cp out auto16.txt
run solve -q --threads 1 --restarts never "$PUZZLES/16x16.txt"
diff -q auto16.txt out >/dev/null || fail "16x16: auto and never differ"

# A 25x25 board plain search solves within 5,000 states (board 3, 151
# states) gets plain search's solution under the dfs engine's auto, and no restart run.
grep -v '^#' "$hard25" | sed -n 3p >easy25.txt
run solve -q --threads 1 --restarts never easy25.txt
cp out never25.txt
run solve -q --threads 1 --stats --engine dfs easy25.txt
expect_rc 0 "auto, board 3"
diff -q never25.txt out >/dev/null || fail "board 3: auto and never differ"
grep -q 'restart run' err && fail "board 3: restarts ran: $(cat err)"

# Errors: an unknown name, and combinations restarts cannot honour.
run solve --restarts sometimes board.txt
expect_rc 2 "--restarts sometimes"
expect_err_match "--restarts sometimes" "use auto, never or always, not 'sometimes'"
run solve --restarts always --unique board.txt
expect_rc 2 "--restarts always --unique"
expect_err_match "--restarts always --unique" "cannot prove it is the only one"
run solve --restarts always --order bfs board.txt
expect_rc 2 "--restarts always --order bfs"
expect_err_match "--restarts always --order bfs" "restarts are depth-first runs"
for combo in "--nogoods on --restarts never:runs no restarts" "--learn on --unique:keeps the complete search" \
  "--nogoods on --order bfs:keeps the complete search"; do
  args=${combo%%:*}
  # shellcheck disable=SC2086
  run solve $args board.txt
  expect_rc 2 "$args"
  expect_err_match "$args" "on acts on restart runs and cannot go with .*${combo#*:}"
done
run solve --nogoods off --restarts never --max-nodes 20000 board.txt  # off asks nothing of restarts
expect_rc 1 "--nogoods off --restarts never"
for combo in "--restarts always" "--learn on" "--nogoods off"; do
  # shellcheck disable=SC2086
  run solve --engine cdcl $combo board.txt
  expect_rc 2 "--engine cdcl $combo"
  expect_err_match "--engine cdcl $combo" "acts on depth-first search and cannot go with --engine cdcl"
done
run solve --engine cdcl --unique board.txt
expect_rc 2 "--engine cdcl --unique"
expect_err_match "--engine cdcl --unique" "cdcl cannot go with --unique"
run solve --engine sat board.txt
expect_rc 2 "--engine sat"
expect_err_match "--engine sat" "use auto, dfs or cdcl, not 'sat'"
run solve --learn maybe board.txt
expect_rc 2 "--learn maybe"
expect_err_match "--learn maybe" "use on or off, not 'maybe'"
run solve --seed -1 board.txt
expect_rc 2 "--seed -1"
expect_err_match "--seed -1" "expected a whole number"
[ ! -s out ] || fail "option errors: something was printed on stdout"

finish

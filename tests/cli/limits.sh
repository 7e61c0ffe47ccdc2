# Search limits: a stopped search is reported as such (never "no solution"),
# counted in the summary, and makes the status 1.
source "$(dirname "$0")/lib.bash"

ink="$PUZZLES/inkala.txt"
run solve --max-nodes 5 --strategy first-empty "$ink"
expect_rc 1 "solve --max-nodes"
expect_out "solve --max-nodes" < <(echo "node limit reached")
expect_err_match "summary" '^seek-sudoku: 1 puzzle: 0 solved, 0 without solution, 0 invalid, 1 stopped by a limit; '

run solve -q --order bfs --strategy first-empty --max-frontier 1000 "$ink"
expect_rc 1 "solve --max-frontier"
expect_out "solve --max-frontier" < <(echo "frontier limit reached")

run solve -q --timeout 20ms --order bfs --strategy first-empty "$ink"
expect_rc 1 "solve --timeout"
expect_out "solve --timeout" < <(echo "time limit reached")

# --unique: a solution found but uniqueness cut short is not an answer.
run solve -q --unique --max-nodes 1000 --strategy fewest "$PUZZLES/empty-9x9.txt"
expect_rc 1 "--unique, limit after the second solution"
expect_out "--unique, limit after the second solution" < <(echo "multiple solutions")
run solve -q --unique --max-nodes 3000 --strategy first-empty "$ink"
expect_rc 1 "--unique stopped"
expect_out "--unique stopped" < <(echo "node limit reached")

# count: what was found so far, as a lower bound, with the reason.
printf '%s\n' '................' >empty4.txt
run count -q --max-nodes 100 --strategy first-empty empty4.txt
expect_rc 1 "count --max-nodes"
grep -Eqx '>=[0-9]+ \(node limit reached\)' out || fail "count --max-nodes: got '$(cat out)'"

# A node limit is exact with threads too, in a tree of many small pieces
# (four rows given): pieces that end give their unspent budget back to the
# others (this once stopped at 99,878 of 100,000).
printf '%s%s\n' 123456789456789123789123456912345678 "$(printf '.%.0s' $(seq 45))" >four_rows.txt
for t in 2 3; do
  run count -q --stats -j "$t" --max-nodes 100k four_rows.txt
  expect_rc 1 "count -j $t --max-nodes 100k"
  expect_err_match "count -j $t --max-nodes 100k" '^four_rows.txt:1: 100000 nodes,'
done

# enumerate: the solutions found, then the reason.
run enumerate -q --max-nodes 200 "$PUZZLES/empty-9x9.txt"
expect_rc 1 "enumerate --max-nodes"
[ "$(tail -1 out)" = "node limit reached" ] || fail "enumerate --max-nodes: last line '$(tail -1 out)'"
[ "$(wc -l <out)" -ge 2 ] || fail "enumerate --max-nodes: no solution before the limit"

# A limit that is not reached changes nothing.
run solve -q --max-nodes 1M --timeout 1h --max-frontier 1M "$ink"
expect_rc 0 "generous limits"
expect_out "generous limits" < <(echo 812753649943682175675491283154237896369845721287169534521974368438526917796318452)

finish

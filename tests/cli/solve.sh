# solve: solutions in input order, the --unique verdicts, formats, stdin.
source "$(dirname "$0")/lib.bash"

# Unique puzzles: their published solutions, in input order.
run solve "$DATA/unique.txt"
expect_rc 0 "solve unique"
expect_out "solve unique" <"$DATA/unique.solutions"
expect_err_match "summary" '^seek-sudoku: 5 puzzles: 5 solved, 0 without solution, 0 invalid; '

# The same from standard input, with no file and with '-'.
run_stdin "$DATA/unique.txt" solve -q
expect_rc 0 "solve stdin"
expect_out "solve stdin" <"$DATA/unique.solutions"
expect_err_empty "solve -q"
run_stdin "$DATA/unique.txt" solve -q - "$DATA/unique.txt"
cat "$DATA/unique.solutions" "$DATA/unique.solutions" >expected
expect_out "solve - FILE" <expected

# Every strategy and both orders find a valid solution of a 9x9.
first=$(head -1 "$DATA/unique.txt")
for strategy in first-empty fewest propagate; do
  for order in dfs bfs; do
    run_stdin "$DATA/unique.txt" solve -q --strategy $strategy --order $order
    expect_rc 0 "solve --strategy $strategy --order $order"
    expect_out "solve --strategy $strategy --order $order" <"$DATA/unique.solutions"
  done
done

# Inkala's puzzle has a published solution.
run solve -q "$PUZZLES/inkala.txt"
expect_rc 0 "inkala"
expect_out "inkala" <<'OUT'
812753649943682175675491283154237896369845721287169534521974368438526917796318452
OUT

# Without a solution: a clear line, status 1.
run solve -q "$DATA/none.txt"
expect_rc 1 "no solution"
expect_out "no solution" <<'OUT'
no solution
no solution
OUT

# --unique: one line per puzzle, in order; several solutions said so.
cat "$DATA/none.txt" >mixed.txt
head -2 "$DATA/unique.txt" >>mixed.txt
cut -d: -f1 "$DATA/several_counted.txt" | head -1 >>mixed.txt
run solve --unique mixed.txt
expect_rc 1 "--unique mixed"
{ echo "no solution"; echo "no solution"; head -2 "$DATA/unique.solutions"; echo "multiple solutions"; } >expected
expect_out "--unique mixed" <expected
expect_err_match "--unique summary" '^seek-sudoku: 5 puzzles: 2 with one solution, 1 with several, 2 without solution, 0 invalid; '

# Without --unique a puzzle with several solutions gets one valid solution.
cut -d: -f1 "$DATA/several_counted.txt" >several.txt
run solve -q several.txt
expect_rc 0 "several without --unique"
expect_out_lines "several without --unique" 3
i=0
while read -r puzzle && read -r solution <&3; do
  i=$((i + 1))
  valid_solution "$puzzle" "$solution" || fail "several: line $i is not a solution of its puzzle"
done <several.txt 3<out

# Grid format: the 4x4 as a grid; blocks separated by an empty line.
run solve -q --format grid "$PUZZLES/4x4.txt"
expect_rc 0 "--format grid"
expect_out "--format grid" <<'OUT'
1 3 | 4 2
4 2 | 1 3
----+----
3 1 | 2 4
2 4 | 3 1

1 3 | 4 2
4 2 | 1 3
----+----
3 1 | 2 4
2 4 | 3 1
OUT

finish

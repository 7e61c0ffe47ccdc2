# count: exact counts (tdoku's confirmed figures), --limit, zero.
source "$(dirname "$0")/lib.bash"

cut -d: -f1 "$DATA/several_counted.txt" >several.txt
cat "$DATA/none.txt" several.txt "$DATA/unique.txt" >all.txt
{ echo 0; echo 0; cut -d: -f2 "$DATA/several_counted.txt"; for _ in 1 2 3 4 5; do echo 1; done; } >expected
run count all.txt
expect_rc 0 "count"
expect_out "count" <expected
total=$(awk '{ s += $1 } END { print s }' expected)
expect_err_match "count summary" "^seek-sudoku: 10 puzzles: 5 with one solution, 3 with several, 2 without solution, 0 invalid; $total solutions; "

# With --limit 5: a puzzle with at least 5 solutions prints ">=5".
run count -q --limit 5 all.txt
expect_rc 0 "count --limit"
awk '{ print ($1 >= 5 ? ">=5" : $1) }' expected >expected_limited
expect_out "count --limit" <expected_limited

# Every strategy and order counts the same.
for strategy in first-empty fewest; do
  for order in dfs bfs; do
    run count -q --strategy $strategy --order $order several.txt
    expect_rc 0 "count --strategy $strategy --order $order"
    expect_out "count --strategy $strategy --order $order" < <(cut -d: -f2 "$DATA/several_counted.txt")
  done
done

# The 4x4 example written two ways is one puzzle with one solution.
run count -q "$PUZZLES/4x4.txt"
expect_out "4x4" <<'OUT'
1
1
OUT

finish

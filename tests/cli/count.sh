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

# Many solutions: counted again by memo (exact), or with --no-memo by
# enumeration, on one thread or two; the same number every way.
band="123456789456789123789123456"
printf '%s%s\n' "${band}912345678" "$(printf '.%.0s' $(seq 45))" >four_rows.txt
for threads in 1 2; do
  run count -q --threads $threads --stats four_rows.txt
  expect_rc 0 "count, four rows, --threads $threads"
  expect_out "count, four rows, --threads $threads" <<<"632016"
  expect_err_match "count --stats: the memo" "counted by memo, [0-9,]+ remembered subtrees reused"
  run count -q --no-memo --threads $threads --stats four_rows.txt
  expect_rc 0 "count --no-memo, four rows, --threads $threads"
  expect_out "count --no-memo, four rows, --threads $threads" <<<"632016"
  grep -q "counted by memo" err && fail "count --no-memo --stats: says it counted by memo"
done
# The first band and 912: 56,342,016, by memo in seconds (an hour by enumeration).
printf '%s%s\n' "${band}912" "$(printf '.%.0s' $(seq 51))" >band912.txt
cat four_rows.txt band912.txt several.txt >mixed.txt
run count -q mixed.txt
expect_rc 0 "count, many and few solutions"
expect_out "count, many and few solutions" < <(echo 632016; echo 56342016; cut -d: -f2 "$DATA/several_counted.txt")
# --limit stops early, as before; a node limit stops the memo count too,
# with a lower bound.
run count -q --limit 200000 four_rows.txt
expect_out "count --limit, many solutions" <<<">=200000"
run count -q --max-nodes 300k four_rows.txt
expect_rc 1 "count --max-nodes, many solutions"
expect_out_match() { grep -Eq -- "$2" out || fail "$1: stdout does not match /$2/; it has: $(cat out)"; }
expect_out_match "count --max-nodes, many solutions" "^>=[0-9]+ \(node limit reached\)$"
run count --help
grep -q -- "--no-memo" out || fail "count --help: no --no-memo"

finish

# compare: one row per order and successor function, limits in the table,
# and the gnuplot picture.
source "$(dirname "$0")/lib.bash"

run compare "$PUZZLES/4x4.txt"
expect_rc 0 "compare 4x4"
for order in dfs bfs; do
  for s in first-empty fewest propagate; do
    [ "$(grep -cE "^$order +$s +[0-9,]+ .* 1 solution$" out)" -eq 2 ] ||
      fail "compare: expected a '$order $s ... 1 solution' row for each of the 2 puzzles"
  done
done
grep -q 'est. memory\*' out || fail "compare: no memory column"
grep -q '^\*  estimate: peak frontier' out || fail "compare: the memory estimate is not explained"
expect_err_match "compare summary" '^seek-sudoku: 2 puzzles compared; '
# Each search is bounded by default (5M states), unless --max-nodes says otherwise.
grep -q 'node limit 5,000,000$' out || fail "compare: the default node limit is not shown"
run compare -q --max-nodes 0 "$PUZZLES/4x4.txt"
grep -q 'node limit' out && fail "compare --max-nodes 0: still a node limit"

# --all counts every solution of each search.
printf '%s\n' '................' >empty4.txt
run compare -q --all empty4.txt
expect_rc 0 "compare --all"
[ "$(grep -c ' 288 solutions$' out)" -eq 6 ] || fail "compare --all: every search should find 288 solutions"

# A small frontier limit stops bfs with its reason, not a wrong answer.
run compare -q --max-frontier 50 "$PUZZLES/inkala.txt"
expect_rc 0 "compare --max-frontier"
grep -Eq '^bfs +first-empty .*frontier limit reached$' out || fail "compare: bfs first-empty should hit the frontier limit"
grep -Eq '^dfs +propagate .* 1 solution$' out || fail "compare: dfs propagate should still solve"

# --plot: an SVG when gnuplot is there, a clear error (status 2) when not.
if command -v gnuplot >/dev/null; then
  run compare -q --max-frontier 1k --max-nodes 20k --plot search.svg "$PUZZLES/inkala.txt"
  expect_rc 0 "--plot"
  grep -q '<svg' search.svg 2>/dev/null || fail "--plot: search.svg is not an SVG"
fi
mkdir -p nobin
PATH="$PWD/nobin" "$EXE" compare --plot x.svg "$PUZZLES/4x4.txt" >out 2>err
rc=$?
expect_rc 2 "--plot without gnuplot"
expect_err_match "--plot without gnuplot" 'gnuplot'

finish

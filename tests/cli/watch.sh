# watch with standard output not a terminal: one plain line per step,
# without waiting, then where each search got to; the options' errors.
source "$(dirname "$0")/lib.bash"

# A 4x4 puzzle with one solution and four givens: first-empty's tree has 36
# nodes, and both orders meet the solution last.
puzzle='...22......43...'
solution=4312214312343421
run watch --strategy first-empty "$puzzle"
expect_rc 0 "watch plain"
expect_out_lines "watch plain" 37
[ "$(head -n 1 out)" = "dfs first-empty step 1: the puzzle, depth 0, 1 nodes, 0 dead ends, 0 backtracks  $puzzle" ] ||
  fail "watch plain: first line: $(head -n 1 out)"
grep -Fxq "dfs first-empty step 8: dead end, back 1 level, then r2c3=3, depth 5, 8 nodes, 1 dead ends, 1 backtracks  1342243....43..." out ||
  fail "watch plain: step 8 should be the first backtrack"
[ "$(tail -n 1 out)" = "dfs first-empty: solved after 36 steps (36 nodes, 7 dead ends, 16 backtracks, peak frontier 12)  $solution" ] ||
  fail "watch plain: last line: $(tail -n 1 out)"
# Every step's board keeps the givens and grows by the cells its move names.
awk -v p="$puzzle" '{ b = $NF; for (i = 1; i <= 16; i++) { g = substr(p, i, 1); if (g != "." && substr(b, i, 1) != g) exit 1 } }' out ||
  fail "watch plain: a step's board lost a given"

# bfs, and both side by side (a line each per step, in the same steps).
run watch --order bfs --strategy first-empty "$puzzle"
expect_rc 0 "watch bfs"
[ "$(tail -n 1 out)" = "bfs first-empty: solved after 36 steps (36 nodes, 7 dead ends, 0 backtracks, peak frontier 8)  $solution" ] ||
  fail "watch bfs: last line: $(tail -n 1 out)"
grep -q 'back ' out && fail "watch bfs: breadth-first search does not climb back"
run watch --side-by-side --strategy first-empty --delay 1s "$puzzle"
expect_rc 0 "watch --side-by-side"
expect_out_lines "watch --side-by-side" 74
[ "$(grep -c '^dfs first-empty step' out)" -eq 36 ] || fail "watch --side-by-side: 36 dfs steps expected"
[ "$(grep -c '^bfs first-empty step' out)" -eq 36 ] || fail "watch --side-by-side: 36 bfs steps expected"
# Steps alternate dfs, bfs: the same step number on consecutive lines.
sed -n 3p out | grep -q '^dfs first-empty step 2:' || fail "watch --side-by-side: line 3: $(sed -n 3p out)"
sed -n 4p out | grep -q '^bfs first-empty step 2: r1c1=1,' || fail "watch --side-by-side: line 4: $(sed -n 4p out)"

# Each successor function; a 9x9 puzzle; a node limit.
for s in first-empty fewest propagate; do
  run watch --strategy "$s" "$PUZZLES/inkala.txt"
  expect_rc 0 "watch 9x9 $s"
  tail -n 1 out | grep -q "^dfs $s: solved after .* 812753649943682175675491283154237896369845721287169534521974368438526917796318452$" ||
    fail "watch 9x9 $s: last line: $(tail -n 1 out)"
done
run watch --max-nodes 5 --strategy first-empty "$PUZZLES/inkala.txt"
expect_rc 0 "watch --max-nodes"
tail -n 1 out | grep -q '^dfs first-empty: node limit reached after 5 steps (5 nodes,' || fail "watch --max-nodes: $(tail -n 1 out)"

# Errors: usage (status 2), before anything is drawn.
run watch --side-by-side --order bfs "$puzzle"
expect_rc 2 "watch --side-by-side --order"
expect_err_match "watch --side-by-side --order" 'cannot go with --side-by-side'
run watch --delay 2parsecs "$puzzle"
expect_rc 2 "watch --delay"
expect_err_match "watch --delay" "^seek-sudoku: --delay: unknown unit 'parsecs'"
run watch --delay 0 "$puzzle"
expect_rc 0 "watch --delay 0"
run watch 'nope'
expect_rc 2 "watch: bad puzzle"
expect_err_match "watch: bad puzzle" "neither a file nor a puzzle"

finish

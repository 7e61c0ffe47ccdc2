# enumerate: every solution, each valid and distinct; --limit; separators.
source "$(dirname "$0")/lib.bash"

line=$(grep -E ':9$' "$DATA/several_counted.txt" | cut -d: -f1)
echo "$line" >nine.txt
run enumerate -q nine.txt
expect_rc 0 "enumerate"
expect_out_lines "enumerate" 9
[ "$(sort -u out | wc -l)" -eq 9 ] || fail "enumerate: solutions are not distinct"
while read -r s; do
  valid_solution "$line" "$s" || fail "enumerate: '$s' is not a solution"
done <out

# The summary counts solutions.
run enumerate nine.txt
expect_err_match "enumerate summary" '^seek-sudoku: 1 puzzle: 0 with one solution, 1 with several, 0 without solution, 0 invalid; 9 solutions; '

# --limit 4: the first four of the same stream.
head -4 out >expected
run enumerate -q --limit 4 nine.txt
expect_rc 0 "enumerate --limit"
expect_out "enumerate --limit" <expected

# Two puzzles: an empty line between their solutions; no solution said so.
{ echo "$line"; head -1 "$DATA/none.txt"; head -1 "$DATA/unique.txt"; } >three.txt
run enumerate -q --limit 2 three.txt
expect_rc 0 "enumerate three"
{ head -2 expected; echo; echo "no solution"; echo; head -1 "$DATA/unique.solutions"; } >expected3
expect_out "enumerate three" <expected3

# The empty 4x4 board has 288 solutions.
printf '%s\n' '................' >empty4.txt
run enumerate -q empty4.txt
expect_rc 0 "empty 4x4"
expect_out_lines "empty 4x4" 288
[ "$(sort -u out | wc -l)" -eq 288 ] || fail "empty 4x4: solutions are not distinct"
run count -q empty4.txt
expect_out "count empty 4x4" < <(echo 288)

finish

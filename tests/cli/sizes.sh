# Every board size the bundled examples hold, checked by an independent
# validity test rather than by a stored answer; the hex alphabet.
source "$(dirname "$0")/lib.bash"

for f in 4x4 9x9 16x16 25x25; do
  grep -v '^#' "$PUZZLES/$f.txt" | grep -v '[|+ ]' >puzzles.txt
  run solve -q --unique puzzles.txt
  expect_rc 0 "$f"
  n=$(wc -l <puzzles.txt)
  expect_out_lines "$f" "$n"
  i=0
  while read -r puzzle && read -r solution <&3; do
    i=$((i + 1))
    valid_solution "$puzzle" "$solution" || fail "$f: line $i is not a solution of its puzzle"
  done <puzzles.txt 3<out
done

# 16x16 in hex (0-F): the 16x16 example with its symbols shifted down by
# one; the solution comes back in hex too, equal to the shifted solution.
grep -v '^#' "$PUZZLES/16x16.txt" | head -1 | tr '123456789ABCDEFG' '0123456789ABCDEF' >hex.txt
run solve -q "$PUZZLES/16x16.txt"
head -1 out | tr '123456789ABCDEFG' '0123456789ABCDEF' >expected
run solve -q --alphabet hex hex.txt
expect_rc 0 "--alphabet hex"
expect_out "--alphabet hex" <expected
grep -q G out && fail "--alphabet hex: output is not in hex"
# Without --alphabet hex the same file is refused as ambiguous, never solved
# as another puzzle with its 0 givens taken for blanks (issue 14).
run solve -q hex.txt
[ "$rc" -ne 0 ] || fail "hex without --alphabet: exit status 0"
grep -Eq "^[0-9A-G]{256}$" out && fail "hex without --alphabet: printed a solution"
expect_err_match "hex without --alphabet" "ambiguous.*--alphabet hex"

finish

# A reader that goes away: `enumerate | head -3` on the empty 9x9 board (far
# too many solutions to finish) ends at once, status 0, nothing on stderr.
source "$(dirname "$0")/lib.bash"

timeout 60 bash -c '"$1" enumerate "$2" 2>err | head -3 >out; echo "${PIPESTATUS[0]}" >status' _ "$EXE" "$PUZZLES/empty-9x9.txt"
t=$?
[ "$t" -ne 124 ] || fail "enumerate | head -3 did not end"
expect_out_lines "enumerate | head -3" 3
[ "$(cat status)" = 0 ] || fail "enumerate | head -3: exit status $(cat status), expected 0"
expect_err_empty "enumerate | head -3"
while read -r s; do
  valid_solution "$(grep -v '^#' "$PUZZLES/empty-9x9.txt")" "$s" || fail "'$s' is not a 9x9 solution"
done <out

# The same for solve on a long batch (the input outlasts the reader).
awk '{ p[NR] = $0 } END { for (i = 0; i < 2000; i++) for (j = 1; j <= NR; j++) print p[j] }' "$DATA/unique.txt" >long.txt
timeout 60 bash -c '"$1" solve --threads 2 "$2" 2>err | head -2 >out; echo "${PIPESTATUS[0]}" >status' _ "$EXE" long.txt
[ "$(cat status)" = 0 ] || fail "solve | head -2: exit status $(cat status), expected 0"
expect_err_empty "solve | head -2"
expect_out "solve | head -2" < <(head -2 "$DATA/unique.solutions")

finish

# A batch in parallel keeps input order: --threads 2 prints what --threads 1
# prints, line for line, invalid records included.
source "$(dirname "$0")/lib.bash"

run solve --threads 1 "$DATA/batch200.txt"
expect_rc 1 "threads 1"
cp out one.txt
cp err one_err.txt
expect_out_lines "threads 1" 203
[ "$(grep -c '^invalid$' one.txt)" -eq 3 ] || fail "threads 1: expected 3 invalid lines"
[ "$(sed -n 50p one.txt)" = invalid ] || fail "threads 1: line 50 should be the first invalid record"

run solve --threads 2 "$DATA/batch200.txt"
expect_rc 1 "threads 2"
expect_out "threads 2" <one.txt
# Diagnostics come in input order too.
grep -E '^[^ ]+:[0-9]+:[0-9]+: ' one_err.txt >diag1
grep -E '^[^ ]+:[0-9]+:[0-9]+: ' err >diag2
cmp -s diag1 diag2 || fail "threads 2: diagnostics differ from threads 1"
expect_err_match "threads 2 summary" '^seek-sudoku: 203 puzzles: 200 solved, 0 without solution, 3 invalid; .+ on 2 threads \('

# Each solution solves its own puzzle (order really is kept, not just equal).
grep -v '^#' "$DATA/batch200.txt" >puzzles.txt
i=0
while read -r puzzle && read -r solution <&3; do
  i=$((i + 1))
  [ "$solution" = invalid ] && continue
  valid_solution "$puzzle" "$solution" || fail "threads 2: line $i does not solve puzzle $i"
done <puzzles.txt 3<out

# count in parallel as well.
run count -q --threads 1 "$DATA/batch200.txt"
cp out count1.txt
run count -q --threads 2 "$DATA/batch200.txt"
expect_out "count threads 2" <count1.txt

# More threads than oneTBB runs here: cut down with a note, and the summary
# names the threads that ran, not the request (nor oneTBB's own warning).
for cmd in solve rate; do
  run $cmd --threads 4096 "$PUZZLES/9x9.txt"
  expect_rc 0 "$cmd --threads 4096"
  expect_err_match "$cmd --threads 4096: note" '^seek-sudoku: note: --threads 4096: oneTBB runs at most [0-9]+ here; using [0-9]+$'
  ! grep -q 'TBB Warning' err || fail "$cmd --threads 4096: oneTBB's warning: $(cat err)"
  ! grep -q 'on 4096 threads' err || fail "$cmd --threads 4096: the summary claims 4096 threads: $(cat err)"
done

finish

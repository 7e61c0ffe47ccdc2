# One puzzle on several threads (docs/cli.md, "One puzzle on every core"):
# count splits a puzzle's tree over --threads and gives the sequential count;
# enumerate -j prints the same set of solutions, each line whole; limits,
# --limit and Ctrl-C still stop a split search with a partial count.
source "$(dirname "$0")/lib.bash"
set -m  # background jobs of their own, so SIGINT is not ignored in them

# Puzzles with known counts (tdoku's test suite), with two successor
# functions (first-empty takes seconds on the hard ones): the whole file on
# one thread, then each puzzle alone (alone, its tree is split; in a file,
# puzzles run side by side) with each successor function, one on 2 threads
# and the other on 3, turn about from one puzzle to the next.
counted="${SEEK_SHARED_DATA:-}/counted_puzzles.txt"
if [ -r "$counted" ]; then
  cut -d: -f2 "$counted" >known
  cut -d: -f1 "$counted" >puzzles.txt
  for strategy in propagate fewest; do
    run count -q -j 1 --strategy $strategy puzzles.txt
    cmp -s out known || fail "count -j 1 --strategy $strategy $counted: not the known counts: $(diff out known | head -5)"
  done
  checked=0
  while IFS=: read -r puzzle count _; do
    echo "$puzzle" >one.txt
    j=$((2 + checked % 2))
    for strategy in propagate fewest; do
      run count -q -j $j --strategy $strategy one.txt
      [ "$(cat out)" = "$count" ] ||
        fail "count -j $j --strategy $strategy $puzzle: $(cat out) $(cat err), expected $count"
      j=$((5 - j))
    done
    checked=$((checked + 1))
  done <"$counted"
  [ "$checked" -ge 40 ] || fail "only $checked puzzles read from $counted"
else
  echo "note: no $counted (SEEK_SHARED_DATA); the known counts are not checked"
fi

# A bigger tree (the first 39 cells of a solution; a few thousand
# solutions): the split count equals the sequential one.
solution_prefix 39 >big.txt
run count -q -j 1 big.txt
expect_rc 0 "count -j 1 big"
sequential=$(cat out)
[ "$sequential" -gt 1000 ] || fail "big.txt should have thousands of solutions, has $sequential"
for j in 2 3 0; do
  for strategy in propagate fewest; do
    run count -q -j $j --strategy $strategy big.txt
    expect_rc 0 "count -j $j --strategy $strategy big"
    [ "$(cat out)" = "$sequential" ] || fail "count -j $j --strategy $strategy big: $(cat out), expected $sequential"
  done
done
# Statistics: a split count visits exactly the states of the sequential one.
run count -q --stats -j 1 big.txt
nodes1=$(grep -Eo '[0-9]+ nodes' err)
run count -q --stats -j 2 big.txt
nodes2=$(grep -Eo '[0-9]+ nodes' err)
[ -n "$nodes1" ] && [ "$nodes1" = "$nodes2" ] || fail "count --stats: '$nodes1' on one thread, '$nodes2' on two"

# enumerate -j: the same set of solutions as one thread, each line a whole
# solution of its puzzle, none twice.
several=$(awk -F: '$2 == 13 { print $1 }' "$DATA/several_counted.txt")
echo "$several" >several.txt
run enumerate -q -j 1 big.txt
sort out >one_thread
[ "$(wc -l <one_thread)" -eq "$sequential" ] || fail "enumerate -j 1 big: $(wc -l <one_thread) lines, expected $sequential"
for j in 2 3; do
  run enumerate -q -j $j big.txt
  expect_rc 0 "enumerate -j $j"
  sort out >split
  cmp -s one_thread split || fail "enumerate -j $j big: not the set -j 1 prints"
  [ -z "$(uniq -d split)" ] || fail "enumerate -j $j: a solution printed twice"
done
run enumerate -q -j 2 several.txt
[ "$(wc -l <out)" -eq 13 ] || fail "enumerate -j 2 several: $(wc -l <out) lines, expected 13"
while read -r line; do
  valid_solution "$several" "$line" || fail "enumerate -j 2: '$line' does not solve $several"
done <out
# --limit K: exactly K solutions, distinct.
run enumerate -q -j 2 --limit 5 "$PUZZLES/empty-9x9.txt"
expect_rc 0 "enumerate -j 2 --limit 5"
[ "$(sort -u out | wc -l)" -eq 5 ] || fail "enumerate -j 2 --limit 5: $(sort -u out | wc -l) distinct lines"
# The help says so.
run enumerate --help
grep -q 'no set order' out || fail "enumerate --help does not say threads change the order"

# Limits stop a split count with a partial count, as on one thread.
empty="$PUZZLES/empty-9x9.txt"
run count -j 2 --timeout 300ms "$empty"
expect_rc 1 "count -j 2 --timeout"
grep -Eq '^>=[1-9][0-9]* \(time limit reached\)$' out || fail "count -j 2 --timeout: $(cat out)"
run count -q -j 2 --max-nodes 5000 --stats "$empty"
expect_rc 1 "count -j 2 --max-nodes"
grep -Eq '^>=[0-9]+ \(node limit reached\)$' out || fail "count -j 2 --max-nodes: $(cat out)"
expect_err_match "count -j 2 --max-nodes: exact" ': 5000 nodes,'
run count -q -j 2 --limit 1000 "$empty"
expect_rc 0 "count -j 2 --limit"
[ "$(cat out)" = ">=1000" ] || fail "count -j 2 --limit 1000: $(cat out)"

# Ctrl-C: the partial count, then status 130.
"$EXE" count -j 2 "$empty" >out 2>err </dev/null &
pid=$!
interrupt_when_ready $pid 1
wait $pid
rc=$?
expect_rc 130 "count -j 2, SIGINT"
grep -Eq '^>=[1-9][0-9]* \(interrupted\)$' out || fail "count -j 2, SIGINT: $(cat out)"
"$EXE" enumerate -j 2 "$empty" >out 2>err </dev/null &
pid=$!
interrupt_when_ready $pid 1
wait $pid
rc=$?
expect_rc 130 "enumerate -j 2, SIGINT"
[ "$(tail -n 1 out)" = interrupted ] || fail "enumerate -j 2, SIGINT: last line $(tail -n 1 out)"
[ "$(grep -vc '^[1-9]\{81\}$' out)" -eq 1 ] || fail "enumerate -j 2, SIGINT: a line other than solutions and the note"

finish

# mpirun -np K seek-sudoku count (docs/cli.md, "Counting on MPI ranks"): on 2
# and 3 ranks (oversubscribed) every count equals the single-process count,
# only rank 0 writes, a checkpoint moves between MPI and one process, and the
# other subcommands refuse to run on several ranks.
# Usage: bash count.sh SEEK_SUDOKU DATA_DIR WORK_DIR MPIEXEC
source "$(dirname "$0")/../lib.bash"
MPIRUN=$4

# on_ranks NP ARGS...: the tool under mpirun; stdout in ./out, stderr in ./err.
on_ranks() {
  local np=$1
  shift
  "$MPIRUN" --oversubscribe -np "$np" "$EXE" "$@" >out 2>err </dev/null
  rc=$?
}

# Puzzles with known counts, several solutions, none, invalid records and a
# bigger tree (the first 39 cells of a solution).
counted="${SEEK_SHARED_DATA:-}/counted_puzzles.txt"
{
  cut -d: -f1 "$DATA/several_counted.txt"
  cat "$DATA/none.txt" "$DATA/unique.txt"
  [ -r "$counted" ] && cut -d: -f1 "$counted"
} >puzzles.txt
[ -r "$counted" ] || echo "note: no $counted (SEEK_SHARED_DATA); fewer puzzles"
solution=812753649943682175675491283154237896369845721287169534521974368438526917796318452
printf '%s%s\n' "${solution:0:39}" "$(printf '.%.0s' $(seq 42))" >big.txt

run count -q -j 1 puzzles.txt big.txt
expect_rc 0 "one process"
cp out sequential
# One line per record of puzzles.txt, and one for big.txt.
records=$(($(wc -l <puzzles.txt) + 1))
[ "$(wc -l <sequential)" -eq "$records" ] || fail "one process: $(wc -l <sequential) lines, not $records"

for np in 2 3; do
  on_ranks $np count puzzles.txt big.txt
  expect_rc 0 "mpirun -np $np count"
  expect_out "mpirun -np $np count" <sequential
  # One summary, from rank 0.
  [ "$(grep -c '^seek-sudoku: ' err)" -eq 1 ] || fail "mpirun -np $np: $(grep -c '^seek-sudoku: ' err) summaries:
$(cat err)"
  for strategy in first-empty fewest; do
    on_ranks $np count -q --strategy $strategy big.txt
    [ "$(cat out)" = "$(tail -n 1 sequential)" ] || fail "mpirun -np $np count --strategy $strategy: $(cat out) $(cat err)"
  done
done

# --limit: rank 0 alone, the same answer.
on_ranks 2 count -q --limit 100 big.txt
[ "$(cat out)" = ">=100" ] || fail "mpirun count --limit 100: $(cat out) $(cat err)"

# A count stopped on the ranks resumes in one process, and the other way
# (the first 36 cells of the solution: about a second on one core).
printf '%s%s\n' "${solution:0:36}" "$(printf '.%.0s' $(seq 45))" >four_rows.txt
run count -q four_rows.txt
whole=$(cat out)

# --max-nodes bounds the states visited on all the ranks together, exactly.
for np in 2 3; do
  on_ranks $np count --stats --max-nodes 100k four_rows.txt
  expect_rc 1 "mpirun -np $np count --max-nodes 100k"
  grep -Eqx '>=[0-9]+ \(node limit reached\)' out || fail "mpirun -np $np count --max-nodes: $(cat out) $(cat err)"
  expect_err_match "mpirun -np $np count --max-nodes" '^four_rows.txt:1: 100000 nodes,'
done

rm -f cp
on_ranks 2 count -q --timeout 100ms --checkpoint cp four_rows.txt
expect_rc 1 "mpirun count --timeout --checkpoint"
grep -Eq '^>=[0-9]+ \(time limit reached\)$' out || fail "mpirun count --timeout --checkpoint: $(cat out) $(cat err)"
[ -f cp ] || fail "mpirun count --checkpoint: stopped, but no checkpoint"
run count -q -j 2 --checkpoint cp four_rows.txt
expect_rc 0 "resumed in one process"
[ "$(cat out)" = "$whole" ] || fail "MPI checkpoint resumed in one process: $(cat out), in one go $whole"
rm -f cp
run count -q -j 1 --max-nodes 20k --checkpoint cp four_rows.txt
expect_rc 1 "stopped in one process"
[ -f cp ] || fail "count --max-nodes 20k --checkpoint: no checkpoint"
on_ranks 3 count -q --checkpoint cp four_rows.txt
expect_rc 0 "resumed on 3 ranks"
[ "$(cat out)" = "$whole" ] || fail "checkpoint resumed on 3 ranks: $(cat out) $(cat err), in one go $whole"
[ ! -e cp ] || fail "resumed on 3 ranks: the checkpoint is still there"

# Only count spreads over ranks.
on_ranks 2 enumerate big.txt
expect_rc 2 "mpirun enumerate"
expect_err_match "mpirun enumerate" "only 'count' spreads over MPI ranks"

finish

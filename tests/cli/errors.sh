# Bad input and bad usage: each invalid record as file:line:col: message on
# stderr and "invalid" on stdout, the rest still solved; status 1. Usage and
# I/O errors: status 2.
source "$(dirname "$0")/lib.bash"

ink=$(grep -v '^#' "$PUZZLES/inkala.txt")
solution=812753649943682175675491283154237896369845721287169534521974368438526917796318452
{
  echo "# one good puzzle among bad ones"
  echo "${ink:0:4}x${ink:5}"  # bad symbol, column 5
  echo "${ink:0:80}"          # 80 cells
  echo "88${ink:2}"           # 8 twice in row 1
  echo "$ink"
  echo "${ink}5"              # 82 cells
} >bad.txt
run solve bad.txt
expect_rc 1 "bad records"
expect_out "bad records" < <(printf 'invalid\ninvalid\ninvalid\n%s\ninvalid\n' "$solution")
expect_err_line "bad symbol" "bad.txt:2:5: 'x' (33) is out of range for a 9x9 board, which uses 1-9"
expect_err_line "80 cells" "bad.txt:3:1: expected 16, 81, 256 or 625 cells (a whole puzzle) or whole rows of 4, 9, 16 or 25 cells (a grid), found 80 cells"
expect_err_line "repeated given" "bad.txt:4:2: 8 at r1c2 repeats 8 at r1c1 in row 1"
expect_err_line "82 cells" "bad.txt:6:1: expected 16, 81, 256 or 625 cells (a whole puzzle) or whole rows of 4, 9, 16 or 25 cells (a grid), found 82 cells"
expect_err_match "summary" '^seek-sudoku: 5 puzzles: 1 solved, 0 without solution, 4 invalid; '

# Standard input is called <stdin>; count and enumerate report the same way.
run_stdin bad.txt count -q
expect_rc 1 "count bad"
expect_err_line "<stdin>" "<stdin>:4:2: 8 at r1c2 repeats 8 at r1c1 in row 1"
expect_out "count bad" < <(printf 'invalid\ninvalid\ninvalid\n1\ninvalid\n')
run_stdin bad.txt enumerate -q
expect_rc 1 "enumerate bad"
expect_err_line "enumerate <stdin>" "<stdin>:2:5: 'x' (33) is out of range for a 9x9 board, which uses 1-9"

# A missing file: status 2, named; the other files are still read.
run solve -q missing.txt bad.txt
expect_rc 2 "missing file"
expect_err_line "missing file" "seek-sudoku: cannot open 'missing.txt': No such file or directory"
expect_out "missing file, rest read" < <(printf 'invalid\ninvalid\ninvalid\n%s\ninvalid\n' "$solution")
mkdir -p adir
run count -q adir
expect_rc 2 "directory"
expect_err_line "directory" "seek-sudoku: cannot read 'adir': it is a directory"
if [ "$(id -u)" -ne 0 ]; then
  cp bad.txt unreadable.txt && chmod 000 unreadable.txt
  run solve -q unreadable.txt
  expect_rc 2 "unreadable"
  expect_err_line "unreadable" "seek-sudoku: cannot open 'unreadable.txt': Permission denied"
fi

# Usage errors: status 2 and a word on stderr, nothing on stdout.
for args in "solve --bogus" "frobnicate" "" "solve --strategy sideways" "solve --order random" \
  "solve --format xml" "count --limit many" "count --limit 0" "enumerate --limit 0" "solve --max-nodes -3" "solve --max-frontier 0" \
  "solve --timeout 5parsecs" "solve --timeout soon" "solve --threads -1" "enumerate --alphabet greek"; do
  # shellcheck disable=SC2086
  run $args
  expect_rc 2 "usage: '$args'"
  [ -s err ] || fail "usage: '$args' says nothing on stderr"
  [ ! -s out ] || fail "usage: '$args' writes to stdout"
  head -n 1 err | grep -q '^seek-sudoku: ' || fail "usage: '$args' does not start with 'seek-sudoku: ': $(cat err)"
done
run count --limit 0 "$PUZZLES/inkala.txt"
expect_err_line "--limit 0" "seek-sudoku: --limit: must be at least 1; leave it out to have no limit (see 'seek-sudoku count --help')"
run solve --order random
expect_err_line "names the good values" "seek-sudoku: --order: use dfs or bfs, not 'random' (see 'seek-sudoku solve --help')"
run solve --strategy sideways
expect_err_match "names the bad value" 'sideways'
run frobnicate
expect_err_line "unknown subcommand" "seek-sudoku: unknown subcommand 'frobnicate' (use solve, count, enumerate, compare, generate, trace, watch, explain, hint or rate; see --help)"

# Empty input is not an error, but it is worth a warning.
: >empty.txt
run solve empty.txt
expect_rc 0 "empty input"
expect_out "empty input" </dev/null
expect_err_line "empty input" "seek-sudoku: warning: no puzzle found in the input"
printf '# only a comment\n\n' >comment.txt
for sub in count enumerate compare; do
  run $sub comment.txt
  expect_rc 0 "$sub, no puzzle"
  expect_err_line "$sub, no puzzle" "seek-sudoku: warning: no puzzle found in the input"
done

finish

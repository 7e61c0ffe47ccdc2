# explain, hint and rate (docs/cli.md): the path of a known puzzle, its first
# step and its end; JSON that parses and agrees with solve; the SE ratings
# published for a sample of rated puzzles; the batch's order, threads, errors
# and exit status; generate --technique and --rating checked with explain.
source "$(dirname "$0")/lib.bash"

easy=$(grep -v '^#' "$PUZZLES/9x9.txt" | head -1)   # Norvig's easy50, first puzzle
printf '%s\n' "$easy" >easy.txt
easy_solution=483921657967345821251876493548132976729564138136798245372689514814253769695417382

# explain: the puzzle, then numbered steps, the first a hidden single, the
# last line says solved, with the rating of the hardest step.
run explain easy.txt
expect_rc 0 "explain"
[ "$(sed -n 1p out)" = "$easy" ] || fail "explain: the first line is not the puzzle: $(sed -n 1p out)"
[ "$(sed -n 2p out)" = "1. [1.2] Hidden single in box 1: r2c2=6" ] || fail "explain: first step: $(sed -n 2p out)"
[ "$(tail -n 1 out)" = "solved in 49 steps; SE 1.2 (Hidden single)" ] || fail "explain: last line: $(tail -n 1 out)"
[ "$(grep -c '^[0-9]*\. \[' out)" -eq 49 ] || fail "explain: $(grep -c '^[0-9]*\. \[' out) numbered steps, expected 49"
expect_err_match "explain summary" '^seek-sudoku: 1 puzzle: 1 solved, 0 stuck'

# The JSON path: it parses, ends solved in solve's solution, and its steps'
# placements fill exactly the open cells with the solution's digits.
run explain --format json easy.txt
expect_rc 0 "explain json"
python3 - "$easy" "$easy_solution" <<'PY' || fail "explain --format json: $(cat out | head -c 400)"
import json, sys
puzzle, solution = sys.argv[1], sys.argv[2]
doc = json.load(open("out"))
[p] = doc["puzzles"]
assert p["result"] == "solved" and p["final"] == solution and p["puzzle"] == puzzle, p["result"]
assert p["rating"] == 1.2 and p["lower_bound"] is False and p["hardest"] == "Hidden single"
grid = list(puzzle)
for s in p["steps"]:
    for x in s["placements"]:
        cell, d = x.split("=")
        r, c = int(cell[1]), int(cell[3])
        i = (r - 1) * 9 + c - 1
        assert grid[i] == "." and solution[i] == d, x
        grid[i] = d
assert "".join(grid) == solution
assert p["steps"][0]["text"] == "Hidden single in box 1: r2c2=6"
PY

# hint: one step per puzzle, the first step of explain's path.
run hint easy.txt
expect_rc 0 "hint"
expect_out "hint" <<<"[1.2] Hidden single in box 1: r2c2=6"
run hint --format json easy.txt
python3 -c 'import json; d = json.load(open("out")); s = d["puzzles"][0]; assert s["result"] == "step" and s["step"]["placements"] == ["r2c2=6"], s' ||
  fail "hint --format json: $(cat out)"
printf '%s\n' "$easy_solution" >solved.txt
run hint solved.txt
expect_out "hint on a solved grid" <<<"solved"

# --show: the board with candidates and the step marked; plain marks when
# standard output is not a terminal ([6] placed).
run hint --show easy.txt
expect_rc 0 "hint --show"
grep -q '\[6\]' out || fail "hint --show: no [6] mark for the placed digit: $(cat out)"
grep -q $'\x1b\[' out && fail "hint --show: colours on a file"
[ "$(grep -c ' | ' out)" -eq 9 ] || fail "hint --show: expected 9 board rows: $(cat out)"
# --svg: one picture per step.
run explain -q --svg pictures easy.txt
expect_rc 0 "explain --svg"
[ "$(ls pictures | wc -l)" -eq 49 ] || fail "explain --svg: $(ls pictures | wc -l) pictures, expected 49"
grep -q '<svg' pictures/easy.txt-1-1.svg || fail "explain --svg: pictures/easy.txt-1-1.svg is not an SVG"

# rate: the ratings Sudoku Explainer published for a sample (one line per
# puzzle, input order, any number of threads).
sample="$DATA/se_rated_sample.txt"
grep -v '^#' "$sample" | cut -d' ' -f2 >published.txt
for threads in 1 2 3; do
  run rate -q --threads $threads "$sample"
  expect_rc 0 "rate -j $threads"
  cut -d' ' -f1 out | diff -u published.txt - >diff.txt || fail "rate -j $threads: ratings differ from SE's:
$(cat diff.txt)"
done
[ "$(sed -n 4p out)" = "3.2 X-Wing" ] || fail "rate: the 3.2 puzzle's hardest technique: $(sed -n 4p out)"
run rate --format json "$sample"
python3 -c '
import json
d = json.load(open("out"))
assert [p["rating"] for p in d["puzzles"]] == [float(x) for x in open("published.txt").read().split()]
assert d["distribution"]["puzzles"] == 12 and sum(d["distribution"]["bands"].values()) == 12
' || fail "rate --format json: $(head -c 600 out)"
run rate -q --distribution "$sample"
grep -q '^# 12 puzzles rated; easy 2, medium 2, hard 3, fiendish 5$' out || fail "rate --distribution: $(cat out)"
grep -q '^#    3.2         1$' out || fail "rate --distribution: no line for 3.2"
expect_err_empty "rate -q"
run rate "$sample"
expect_err_match "rate summary" '^seek-sudoku: 12 puzzles: 12 solved, 0 stuck \(their SE a lower bound\), 0 without solution, 0 with several solutions, 0 invalid; easy 2, medium 2, hard 3, fiendish 5; '

# Bad records: file:line:col and 'invalid' in place; several solutions or
# none: said so; status 1. Unreadable input, bad option: status 2.
{
  echo "$easy"
  echo "${easy:0:4}x${easy:5}"
  echo "8.........95.......67.........472968...913245...856137....9.716...6.8492......583"
  echo "88${easy:2}"
} >bad.txt
for cmd in rate explain hint; do
  run $cmd -q bad.txt
  expect_rc 1 "$cmd bad records"
  expect_err_line "$cmd bad symbol" "bad.txt:2:5: 'x' (33) is out of range for a 9x9 board, which uses 1-9"
  expect_err_line "$cmd repeated given" "bad.txt:4:2: 8 at r1c2 repeats 8 at r1c1 in row 1"
  grep -qx invalid out || fail "$cmd bad records: no 'invalid' line"
done
# hint on a puzzle with several solutions marks its step; explain starts
# every result with the puzzle's line, 'no solution' too.
run hint -q bad.txt
sed -n 3p out | grep -q '^multiple solutions: \[[0-9.]*\] ' || fail "hint several solutions: $(sed -n 3p out)"
grep -v '^#' "$DATA/none.txt" | head -1 >nosolution.txt
run explain -q nosolution.txt
expect_rc 1 "explain no solution"
expect_out "explain no solution" <<OUT
$(cat nosolution.txt)
no solution
OUT
run rate -q bad.txt
expect_out "rate bad records" <<'OUT'
1.2 Hidden single
invalid
multiple solutions
invalid
OUT
# A puzzle with several solutions is stuck for that reason, not for want of
# nested forcing chains.
echo "1..............." >several.txt
run explain several.txt
expect_rc 1 "explain several solutions"
grep -qx "stuck after 0 steps: the puzzle has several solutions, which no deduction can choose between" out ||
  fail "explain several solutions: $(cat out)"
grep -q "nested forcing chains" out && fail "explain several solutions blames forcing chains: $(cat out)"
run hint several.txt
expect_rc 1 "hint several solutions"
grep -qx "stuck: no technique applies (the puzzle has several solutions)" out || fail "hint several solutions: $(cat out)"
run rate -q --format json bad.txt
python3 -c 'import json; d = json.load(open("out")); assert [p["result"] for p in d["puzzles"]] == ["solved", "invalid", "multiple solutions", "invalid"]' ||
  fail "rate --format json bad records: $(cat out)"
run rate -q missing.txt easy.txt
expect_rc 2 "rate missing file"
expect_err_line "rate missing file" "seek-sudoku: cannot open 'missing.txt': No such file or directory"
expect_out "rate missing file, rest read" <<<"1.2 Hidden single"
for args in "rate --format xml" "rate --show" "explain --show --format json" "hint --threads -1" "rate --bogus"; do
  # shellcheck disable=SC2086
  run $args
  expect_rc 2 "usage: '$args'"
  head -n 1 err | grep -q '^seek-sudoku: ' || fail "usage: '$args': $(cat err)"
  [ ! -s out ] || fail "usage: '$args' writes to stdout"
done

# generate --technique x-wing: puzzles with one solution whose path has an
# X-Wing and no step rated above it (3.2); the same from the same seed.
run generate -n 2 --technique x-wing --seed 5
expect_rc 0 "generate --technique x-wing"
cp out xwing.txt
run generate -n 1 --technique x-wing --seed 5
expect_out "generate --technique: -n 1 begins -n 2" < <(head -n 1 xwing.txt)
"$EXE" count -q xwing.txt >counts || fail "count of the x-wing puzzles"
[ "$(sort -u counts)" = 1 ] || fail "generate --technique x-wing: not one solution each: $(cat counts)"
run explain -q xwing.txt
[ "$(grep -c '^solved in .*; SE 3.2 (X-Wing)$' out)" -eq 2 ] || fail "generate --technique x-wing: explain: $(grep -E '^(solved|stuck)' out)"
[ "$(grep -c '^[0-9]*\. \[3.2\] X-Wing: ' out)" -ge 2 ] || fail "generate --technique x-wing: no X-Wing step"
grep -E '^[0-9]+\. \[([4-9]|3\.[3-9])' out && fail "generate --technique x-wing: a step rated above 3.2"
# --rating: in range, by rate.
run generate -n 2 --rating 4.0..6.0 --seed 2 -q
expect_rc 0 "generate --rating"
cp out rated.txt
run rate -q rated.txt
awk '{ if ($1 < 4.0 || $1 > 6.0) exit 1 }' out || fail "generate --rating 4.0..6.0: rated $(cat out)"
# --rating with --minimal: blanking any clue gives a second solution.
run generate -n 2 --rating medium --minimal --seed 4 -q
expect_rc 0 "generate --rating medium --minimal"
cp out minimal.txt
run rate -q minimal.txt
awk '{ if ($1 < 2.4 || $1 > 3.4) exit 1 }' out || fail "generate --rating medium: rated $(cat out)"
: >fewer.txt
while read -r puzzle; do
  for ((i = 0; i < 81; i++)); do
    [ "${puzzle:i:1}" = . ] || echo "${puzzle:0:i}.${puzzle:i+1}" >>fewer.txt
  done
done <minimal.txt
run count -q --limit 2 fewer.txt
grep -vqx '>=2' out && fail "generate --rating --minimal: a clue can be removed and one solution remains"
run generate --technique x-wings
expect_rc 2 "unknown technique"
expect_err_match "unknown technique" "^seek-sudoku: --technique: unknown technique 'x-wings' \(use one of: full-house, .*x-wing, .*forcing-chain\)"
for args in "--rating 6..5" "--rating hardish" "--rating 4.0..6.0 --difficulty hard" "--technique nested-forcing-chain"; do
  # shellcheck disable=SC2086
  run generate $args
  expect_rc 2 "usage: 'generate $args'"
  [ ! -s out ] || fail "usage: 'generate $args' writes to stdout"
done
# generate --stats: the SE rating beside the guesses.
run generate --seed 7 --stats
expect_err_match "generate --stats SE" '^seek-sudoku: puzzle 1: [0-9]+ clues, [0-9]+ guess(es)? \([a-z]+\), SE [0-9]+\.[0-9] \([a-z]+, [A-Za-z -]+\), 1 attempt, '
expect_err_match "generate SE summary" '^seek-sudoku: SE ratings [0-9.]+ to [0-9.]+: easy [01], medium [01], hard [01], fiendish [01]$'

# Help: examples, the options, no CLI11 internals.
for sub in explain hint rate; do
  run $sub --help
  expect_rc 0 "$sub --help"
  grep -q 'Examples' out || fail "$sub --help has no examples"
  for opt in --format --threads --no-uniqueness --stats; do
    grep -q -- "$opt" out || fail "$sub --help lacks $opt"
  done
  ! grep -Eq 'ENUM|\{false\}|\{true\}|value in \{' out || fail "'$sub --help' shows CLI11 internals"
done
run generate --help
grep -q -- '--technique' out && grep -q -- '--rating' out || fail "generate --help lacks --technique or --rating"

finish

# generate: puzzles read back by the tool's own solver (count, solve) as
# having exactly one solution; seeds repeat a run; the clue pattern,
# minimality and difficulty checked from outside; errors and exit status.
source "$(dirname "$0")/lib.bash"

# clues LINE: the filled cells of a one-line puzzle.
clues() { printf '%s' "$1" | tr -d '.' | wc -c; }

# every_count_is_one NAME FILE: `count` finds exactly one solution for each
# puzzle of FILE (lines or grids), and FILE holds N of them.
every_count_is_one() {
  "$EXE" count -q "$2" >counts 2>count_err || fail "$1: count exited with $? ($(cat count_err))"
  [ "$(wc -l <counts)" -eq "$3" ] || fail "$1: count read $(wc -l <counts) puzzles, expected $3"
  grep -vqx 1 counts && fail "$1: not every puzzle has one solution: $(tr '\n' ' ' <counts)"
}

# symmetric LINE KIND: the blanks of a 9x9 line are closed under the map.
symmetric() {
  awk -v p="$1" -v kind="$2" 'BEGIN {
    for (i = 0; i < 81; i++) {
      r = int(i / 9); c = i % 9
      if (kind == "rotate180") j = (8 - r) * 9 + (8 - c)
      else if (kind == "rotate90") j = c * 9 + (8 - r)
      else if (kind == "mirror") j = r * 9 + (8 - c)
      else if (kind == "diagonal") j = c * 9 + r
      else j = i
      if ((substr(p, i + 1, 1) == ".") != (substr(p, j + 1, 1) == ".")) exit 1
    }
    exit 0 }'
}

# Reproducible: the same seed gives the same puzzles; --count 1 is the first
# of --count 3 (one stream).
run generate --count 3 --size 9 --seed 1
expect_rc 0 "seed 1"
cp out seed1.txt
run generate --count 3 --size 9 --seed 1
expect_rc 0 "seed 1 again"
expect_out "seed 1 again" <seed1.txt
expect_out_lines "seed 1" 3
grep -Evqx '[1-9.]{81}' seed1.txt && fail "seed 1: a line is not an 81-cell puzzle"
[ "$(sort -u seed1.txt | wc -l)" -eq 3 ] || fail "seed 1: the three puzzles are not all different"
expect_err_match "summary" '^seek-sudoku: 3 9x9 puzzles from seed 1 in .*; easy [0-3], medium [0-3], hard [0-3], fiendish [0-3]; [0-9.]+ clues on average; [0-9]+ attempts$'
run generate --seed 1
expect_out "count 1 begins count 3" < <(head -1 seed1.txt)
run generate --count 3 --seed 2 -q
cmp -s out seed1.txt && fail "seeds 1 and 2 give the same puzzles"
expect_err_empty "-q"
every_count_is_one "seed 1" seed1.txt 3

# --seed means the library's seed: the puzzle docs/generator.md prints for
# generate(3, {rotate180, minimal}, 7), checked there by an outside solver.
run generate --seed 7 --symmetry rotate180 --minimal
expect_out "library seed 7" <<'OUT'
8...6.9...2.4...15...2...6....7.9..4..8.4.7..3..8.2....8...3...76...4.3...2.5...9
OUT

# Without --seed the summary names the seed drawn, and it repeats the run.
run generate -n 2
expect_rc 0 "random seed"
cp out random.txt
seed=$(sed -n 's/^seek-sudoku: 2 9x9 puzzles from seed \([0-9]*\) in .*/\1/p' err)
if [ -z "$seed" ]; then
  fail "random seed: the summary names no seed: $(cat err)"
else
  run generate -n 2 --seed "$seed"
  expect_out "seed $seed repeated" <random.txt
fi

# --solution: after a space, a full valid grid that keeps every clue; the
# reader takes it for metadata, so count still sees one puzzle per line.
run generate -n 3 --seed 4 --solution
expect_rc 0 "--solution"
while read -r puzzle solution; do
  valid_solution "$puzzle" "$solution" || fail "--solution: '$solution' does not solve '$puzzle'"
done <out
cp out with_solutions.txt
every_count_is_one "--solution lines" with_solutions.txt 3

# 4x4 and 16x16 (a clue target keeps 16x16 quick), in both alphabets.
run generate --size 4 -n 5 --seed 3
expect_rc 0 "--size 4"
grep -Evqx '[1-4.]{16}' out && fail "--size 4: a line is not a 16-cell puzzle"
cp out 4x4.txt
every_count_is_one "--size 4" 4x4.txt 5
run generate --size 16 --clues 150 -n 2 --seed 3
expect_rc 0 "--size 16"
grep -Evqx '[1-9A-G.]{256}' out && fail "--size 16: a line is not a 256-cell puzzle"
cp out 16x16.txt
while read -r puzzle; do
  [ "$(clues "$puzzle")" -le 150 ] || fail "--size 16 --clues 150: $(clues "$puzzle") clues"
done <16x16.txt
every_count_is_one "--size 16" 16x16.txt 2
run generate --size 25 --clues 400 --seed 3 --solution
expect_rc 0 "--size 25"
read -r puzzle solution <out
[ ${#puzzle} -eq 625 ] || fail "--size 25: ${#puzzle} cells"
[ "$(clues "$puzzle")" -le 400 ] || fail "--size 25 --clues 400: $(clues "$puzzle") clues"
valid_solution "$puzzle" "$solution" || fail "--size 25: the solution does not solve the puzzle"
cp out 25x25.txt
every_count_is_one "--size 25" 25x25.txt 1
run generate --size 16 --clues 150 -n 2 --seed 3 --alphabet hex
expect_out "--alphabet hex" < <(tr '123456789ABCDEFG' '0123456789ABCDEF' <16x16.txt)

# --format grid: solve reads the blocks back; they are the puzzles of the line
# format. With --solution each solution block follows its puzzle, and solving
# a solution gives itself.
run generate -n 2 --seed 5 --format grid
expect_rc 0 "--format grid"
grep -q ' | ' out || fail "--format grid: no grid separators"
cp out grids.txt
run generate -n 2 --seed 5
cp out lines.txt
run solve -q grids.txt
expect_rc 0 "solve grids"
expect_out_lines "solve grids" 2
while read -r puzzle && read -r solution <&3; do
  valid_solution "$puzzle" "$solution" || fail "--format grid: the blocks are not the line-format puzzles"
done <lines.txt 3<out
run generate -n 2 --seed 5 --format grid --solution
cp out grid_solutions.txt
run solve -q grid_solutions.txt
expect_rc 0 "solve grids with solutions"
expect_out_lines "solve grids with solutions" 4
[ "$(sed -n 1p out)" = "$(sed -n 2p out)" ] && [ "$(sed -n 3p out)" = "$(sed -n 4p out)" ] ||
  fail "--format grid --solution: a solution block is not its puzzle's solution"

# Every symmetry keeps the clue pattern symmetric, under its own map.
for kind in rotate180 rotate90 mirror diagonal; do
  run generate -n 2 --seed 6 --symmetry $kind
  expect_rc 0 "--symmetry $kind"
  while read -r puzzle; do
    symmetric "$puzzle" $kind || fail "--symmetry $kind: '$puzzle' is not symmetric"
  done <out
  cp out sym.txt
  every_count_is_one "--symmetry $kind" sym.txt 2
done
run generate --seed 6 --symmetry NONE
expect_rc 0 "names in any case"

# --clues: at most that many.
run generate -n 3 --seed 8 --clues 30
expect_rc 0 "--clues 30"
while read -r puzzle; do
  [ "$(clues "$puzzle")" -le 30 ] || fail "--clues 30: $(clues "$puzzle") clues in '$puzzle'"
done <out

# --minimal: blanking any one clue gives a second solution.
run generate -n 2 --seed 9 --minimal --clues 40
expect_rc 0 "--minimal"
cp out minimal.txt
every_count_is_one "--minimal" minimal.txt 2
: >fewer.txt
while read -r puzzle; do
  for ((i = 0; i < 81; i++)); do
    [ "${puzzle:i:1}" = . ] || echo "${puzzle:0:i}.${puzzle:i+1}" >>fewer.txt
  done
done <minimal.txt
run count -q --limit 2 fewer.txt
expect_rc 0 "count one clue fewer"
expect_out_lines "count one clue fewer" "$(wc -l <fewer.txt)"
grep -vqx '>=2' out && fail "--minimal: a clue can be removed and one solution remains"

# --difficulty: the band of each puzzle, from its guesses; a guess is a
# search state beyond the puzzle and its propagated form, which `count
# --stats` (dfs + propagate over the whole tree) shows as nodes.
for band in easy hard; do
  run generate -n 2 --seed 10 --difficulty $band --stats
  expect_rc 0 "--difficulty $band"
  cp out $band.txt
  expect_err_match "--difficulty $band summary" "[;,] $band 2[,;]"
  [ "$(grep -c "guess.* ($band), " err)" -eq 2 ] || fail "--difficulty $band: --stats lines: $(cat err)"
  sed -n 's/^seek-sudoku: puzzle [0-9]*: [0-9]* clues, \([0-9,]*\) guess.*/\1/p' err | tr -d , >guesses
  "$EXE" count -q -j 1 --stats $band.txt 2>&1 >/dev/null | sed -n 's/^[^:]*:[0-9]*: \([0-9]*\) nodes.*/\1/p' >nodes
  paste -d ' ' guesses nodes | while read -r g n; do
    [ $((n - 2)) -eq "$g" ] || fail "--difficulty $band: $g guesses reported, count --stats shows $n nodes"
    case $band in
      easy) [ "$g" -eq 0 ] || fail "--difficulty easy: $g guesses" ;;
      hard) [ "$g" -ge 5 ] && [ "$g" -le 12 ] || fail "--difficulty hard: $g guesses" ;;
    esac
  done
  [ "$(wc -l <nodes)" -eq 2 ] || fail "--difficulty $band: count --stats gave $(wc -l <nodes) lines"
done

# A puzzle that cannot be made: status 1, why on stderr, the puzzles made so
# far kept (seed 2: the third medium puzzle needs more than one attempt).
run generate --clues 18 --max-attempts 2
expect_rc 1 "--clues 18"
expect_err_match "--clues 18" '^seek-sudoku: sudoku generate: no 9x9 puzzle with at most 18 clues found in 2 attempts \(fewest clues reached: [0-9]+\)$'
expect_out "--clues 18" </dev/null
run generate -n 3 --seed 2 --difficulty medium --max-attempts 1
expect_rc 1 "third puzzle fails"
expect_out_lines "third puzzle fails" 2
expect_err_match "third puzzle fails" 'no 9x9 puzzle rated medium found in 1 attempts'
expect_err_match "third puzzle fails" '^seek-sudoku: 2 9x9 puzzles \(of 3 asked for\) from seed 2 '

# Usage errors: status 2, a word on stderr, nothing on stdout.
for args in "--size 7" "--size 36" "--clues 100" "--clues 16" "--clues -1" "--symmetry nope" \
  "--difficulty impossible" "--count 0" "--seed x" "--seed -1" "--seed 18446744073709551616" \
  "--max-attempts 0" "--format xml" "puzzles.txt" "--size 4 --clues 3"; do
  # shellcheck disable=SC2086
  run generate $args
  expect_rc 2 "usage: 'generate $args'"
  [ -s err ] || fail "usage: 'generate $args' says nothing on stderr"
  [ ! -s out ] || fail "usage: 'generate $args' writes to stdout"
done
run generate --size 7
expect_err_match "--size 7" '4x4, 9x9, 16x16 or 25x25'
run generate --clues 100
expect_err_line "--clues 100" "seek-sudoku: sudoku generate: clues must be in 0..81 for a 9x9 board (0: as few as possible), got 100"
run generate --symmetry nope
expect_err_match "--symmetry nope" "none, rotate180, rotate90, mirror or diagonal, not 'nope'"

# The reader going away ends the run quietly, with status 0.
timeout 60 "$EXE" generate -n 1000000 --seed 1 2>pipe_err | head -1 >/dev/null
status=${PIPESTATUS[0]}
[ "$status" -eq 0 ] || fail "generate | head: status $status"
[ ! -s pipe_err ] || fail "generate | head: stderr: $(cat pipe_err)"

# Help.
run generate --help
grep -q 'Examples' out || fail "generate --help has no examples"
for opt in --count --size --clues --symmetry --minimal --difficulty --seed --max-attempts --format --solution --stats; do
  grep -q -- "$opt" out || fail "generate --help lacks $opt"
done
# 25x25 with the defaults stops at 400 clues (a full pass takes minutes).
timeout 60 "$EXE" generate --size 25 --seed 1 >out 2>err </dev/null
rc=$?
expect_rc 0 "generate --size 25"
clues=$(tr -d '.\n' <out | wc -c)
[ "$clues" -le 400 ] && [ "$clues" -gt 0 ] || fail "generate --size 25: $clues clues, expected at most 400"
run generate --help
grep -q '25x25: 400' out || fail "generate --help does not state the 25x25 default"

run --help
grep -q 'generate' out || fail "--help does not mention generate"

finish

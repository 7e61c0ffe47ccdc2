# Whatever the input, no crash and no hang: garbage, binary, a huge line,
# a grid cut short, and --stats on every subcommand.
source "$(dirname "$0")/lib.bash"

# Bytes 0..255 over and over, as lines of random-ish length.
awk 'BEGIN { srand(7); for (i = 0; i < 2000; i++) { n = int(rand() * 300); s = "";
  for (j = 0; j < n; j++) s = s sprintf("%c", int(rand() * 255) + 1); print s } }' >garbage.txt
for sub in solve count enumerate; do
  timeout 60 "$EXE" $sub -q garbage.txt >out 2>err </dev/null
  rc=$?
  [ "$rc" -le 2 ] || fail "$sub on garbage: status $rc"
done

# One line of 3 million characters, no newline at the end.
head -c 3000000 /dev/zero | tr '\0' '1' >long_line.txt
timeout 60 "$EXE" solve long_line.txt >out 2>err </dev/null
rc=$?
expect_rc 1 "huge line"
[ "$(wc -l <err)" -le 3 ] || fail "huge line: too much said about one record"

# A grid cut short at the end of the file.
printf '1 . | . .\n. 2 | . 3\n' >short.txt
run solve -q short.txt
expect_rc 1 "grid cut short"
expect_err_match "grid cut short" '^short.txt:1:'

# --stats: a line per puzzle on stderr, stdout unchanged.
for sub in solve count enumerate; do
  run $sub -q --stats "$PUZZLES/9x9.txt"
  expect_rc 0 "$sub --stats"
  n=$(grep -cE '^.*9x9.txt:[0-9]+: [0-9]+ nodes, [0-9]+ dead ends, max depth [0-9]+, peak frontier [0-9]+, [0-9.]+ .?.?s$' err)
  [ "$n" -eq 4 ] || fail "$sub --stats: $n stats lines, expected 4:
$(cat err)"
done
run compare -q --stats "$PUZZLES/4x4.txt"
grep -q 'max depth' out || fail "compare --stats: no depth column"

finish

# --help and --version.
source "$(dirname "$0")/lib.bash"

run --help
expect_rc 0 "--help"
for word in solve count enumerate compare Examples "Exit status"; do
  grep -q "$word" out || fail "--help does not mention '$word'"
done
for sub in solve count enumerate compare; do
  run $sub --help
  expect_rc 0 "$sub --help"
  grep -q 'Examples' out || fail "$sub --help has no examples"
  for opt in --max-nodes --max-frontier --timeout --stats --alphabet; do
    grep -q -- "$opt" out || fail "$sub --help lacks $opt"
  done
done
run solve --help
grep -q -- '--threads' out || fail "solve --help lacks --threads"
# No CLI11 internals in any help text.
for sub in "" solve count enumerate compare generate; do
  # shellcheck disable=SC2086
  run $sub --help
  ! grep -Eq 'ENUM|\{false\}|\{true\}|value in \{|->' out || fail "'$sub --help' shows CLI11 internals: $(grep -E 'ENUM|\{false\}|\{true\}|value in \{|->' out)"
done
run --version
expect_rc 0 "--version"
grep -Eqx 'seek-sudoku [0-9]+\.[0-9]+\.[0-9]+' out || fail "--version printed '$(cat out)'"

finish

# The progress line on standard error: shown only when stderr is a terminal
# (here a pseudo-terminal made by script(1), from bsdutils, which every
# Debian system has), from the first second of a batch on; never with
# --no-progress or --quiet, never into a file or a pipe. The batch is
# endless (`yes` on standard input), so each run is cut by timeout.
source "$(dirname "$0")/lib.bash"

if ! command -v script >/dev/null; then
  echo "SKIP: script(1) not found"
  finish
fi
puzzle=$(head -1 "$DATA/unique.txt")

# on_terminal ARGS...: run `solve ARGS` for 3 s with stderr on a terminal;
# what the terminal showed goes to ./tty.
on_terminal() {
  script -qec "yes '$puzzle' | timeout -s INT 3 '$EXE' solve $* >/dev/null" /dev/null >tty 2>&1
}

on_terminal
grep -aEq $'\r[0-9,]+ puzzles, [0-9,]+/s  <stdin>\x1b\\[K' tty ||
  fail "no progress line on a terminal; it showed: $(cat -v tty | head -c 300)"
# It keeps one line: every update starts with a carriage return, none with
# a line feed.
[ "$(tr -cd '\n' <tty | wc -c)" -le 1 ] || fail "the progress line scrolled: $(cat -v tty | head -c 300)"

for flag in --no-progress --quiet; do
  on_terminal "$flag"
  ! grep -aq 'puzzles, ' tty || fail "$flag: a progress line was shown: $(cat -v tty | head -c 300)"
done

# Not a terminal: nothing, even on a batch longer than a second.
yes "$puzzle" | timeout -s INT 3 "$EXE" solve >/dev/null 2>err
! grep -aq 'puzzles, ' err || fail "a progress line went to a file: $(cat -v err | head -c 300)"

finish

# The progress line on standard error: shown only when stderr is a terminal
# (here a pseudo-terminal made by script(1), from bsdutils, which every
# Debian system has), from the first second of a batch on; never with
# --no-progress or --quiet, never into a file or a pipe. The batch is
# endless (`yes` on standard input), so each run is cut by timeout. One long
# search shows its own live line (nodes, solutions, rate, elapsed); the
# batch percentage matches the puzzles done; results written to the same
# terminal never share a line with the progress line.
source "$(dirname "$0")/lib.bash"

if ! command -v script >/dev/null; then
  echo "SKIP: script(1) not found"
  finish
fi
puzzle=$(head -1 "$DATA/unique.txt")

# on_terminal SECONDS ARGS...: run `solve ARGS` for SECONDS with stderr on a
# terminal; what the terminal showed goes to ./tty. A run that must show
# nothing lasts 1.5 s: past the first second, when a line would appear.
on_terminal() {
  local seconds=$1
  shift
  script -qec "yes '$puzzle' | timeout -s INT $seconds '$EXE' solve $* >/dev/null" /dev/null >tty 2>&1
}

on_terminal 3
grep -aEq $'\r[0-9,]+ puzzles, [0-9,]+/s  <stdin>\x1b\\[K' tty ||
  fail "no progress line on a terminal; it showed: $(cat -v tty | head -c 300)"
# It keeps one line: every update starts with a carriage return, none with
# a line feed.
[ "$(tr -cd '\n' <tty | wc -c)" -le 1 ] || fail "the progress line scrolled: $(cat -v tty | head -c 300)"

for flag in --no-progress --quiet; do
  on_terminal 1.5 "$flag"
  ! grep -aq 'puzzles, ' tty || fail "$flag: a progress line was shown: $(cat -v tty | head -c 300)"
done

# Not a terminal: nothing, even on a batch longer than a second.
yes "$puzzle" | timeout -s INT 1.5 "$EXE" solve >/dev/null 2>err
! grep -aq 'puzzles, ' err || fail "a progress line went to a file: $(cat -v err | head -c 300)"

# One long search: count and enumerate of the endless empty board show the
# search's own line, refreshed about every 0.2 s with growing node and
# solution counts, on one thread and split over two (seek::parallel calls the
# hook from one worker at a time, with the nodes taken so far).
empty=$(grep -v '^#' "$PUZZLES/empty-9x9.txt")
for threads in 1 2; do
  for sub in count enumerate; do
    script -qec "echo '$empty' | timeout -s INT 3 '$EXE' $sub --threads $threads >/dev/null" /dev/null >tty 2>&1
    pattern=$'\r<stdin>:1: [0-9,]+ nodes, [0-9,]+ solutions?, [0-9,]+ nodes/s, [0-9.]+ (ms|s)\x1b\\[K'
    lines=$(grep -aEo "$pattern" tty | wc -l)
    # About 10 in the 2 s after the first second; a loaded machine draws fewer.
    [ "$lines" -ge 3 ] ||
      fail "$sub --threads $threads: $lines live search lines, expected several: $(cat -v tty | head -c 400)"
    grep -aEo "$pattern" tty | sed -E 's/^.*<stdin>:1: ([0-9,]+) nodes, ([0-9,]+) solution.*$/\1 \2/; s/,//g' >counts
    cut -d' ' -f1 counts >nodes
    cut -d' ' -f2 counts >solutions
    sort -n -c nodes 2>/dev/null && [ "$(sort -u nodes | wc -l)" -eq "$(wc -l <nodes)" ] ||
      fail "$sub --threads $threads: node counts do not grow: $(tr '\n' ' ' <nodes)"
    # The empty board has solutions everywhere: the count so far must show them.
    last=$(tail -1 solutions)
    sort -n -c solutions 2>/dev/null && [ "${last:-0}" -gt 0 ] ||
      fail "$sub --threads $threads: solution counts do not grow from 0: $(tr '\n' ' ' <solutions)"
  done
done
for sub in count enumerate; do
  for flag in --no-progress --quiet; do
    script -qec "echo '$empty' | timeout -s INT 1.5 '$EXE' $sub $flag >/dev/null" /dev/null >tty 2>&1
    ! grep -aq ' nodes/s' tty || fail "$sub $flag: a live search line was shown: $(cat -v tty | head -c 300)"
  done
done

# Results on the same terminal: the progress line is erased before each one,
# so no result follows the progress text on its line.
script -qec "yes '$puzzle' | timeout -s INT 3 '$EXE' count" /dev/null >tty 2>&1
grep -aq 'puzzles, ' tty || fail "count to a terminal: no progress line: $(cat -v tty | head -c 300)"
! grep -aEq $'(/s  <stdin>|nodes/s, [0-9.]+ m?s)\x1b\\[K[^\r]' tty ||
  fail "count to a terminal: a result shared the progress line: $(grep -aE $'\x1b\\[K[^\r]' tty | head -3 | cat -v)"

# The batch percentage from the first line on: the share of the file read
# matches the share of puzzles done (the reader runs ahead by the few
# puzzles in flight). Each puzzle is a search cut at a node limit, so the
# file takes several seconds.
for _ in $(seq 300); do echo "$empty"; done >slow.txt
script -qec "timeout -s INT 3 '$EXE' count --threads 1 --max-nodes 40k slow.txt >/dev/null" /dev/null >tty 2>&1
grep -aEo $'\r[0-9,]+ puzzles, [0-9,]+/s  slow.txt  \[[#.]+\] [0-9]+%' tty |
  sed -E 's/^.([0-9,]+) puzzles.* ([0-9]+)%$/\1 \2/; s/,//g' >percent
[ -s percent ] || fail "batch percentage: no progress line: $(cat -v tty | head -c 300)"
while read -r done shown; do
  # 300 puzzles: each is a third of a percent; allow 12 puzzles of lead.
  expected=$((done * 100 / 300))
  [ "$shown" -ge "$expected" ] && [ "$shown" -le $((expected + 4)) ] ||
    fail "batch percentage: $shown% shown after $done of 300 puzzles"
done <percent

finish

# watch in a real terminal: tmux runs it in a detached pane; keys step it,
# the pane is read back (the board and the counters after N steps), and
# after Ctrl-C, q or the end the terminal is as it was: the alternate screen
# left, the cursor shown, the shell's prompt back. A resize redraws.
# Skipped (exit 77) without tmux.
source "$(dirname "$0")/lib.bash"
command -v tmux >/dev/null || { echo "skipped: tmux is not installed"; exit 77; }

socket="seek-watch-$$"
tm() { tmux -L "$socket" -f /dev/null "$@"; }
trap 'tm kill-server 2>/dev/null' EXIT
tm new-session -d -s w -x 80 -y 25 "env PS1='prompt\$ ' bash --norc --noprofile" || { fail "tmux: no session"; finish; }
tm set-option -t w -g remain-on-exit off >/dev/null
pane() { tm capture-pane -p -t w; }
flags() { tm display -p -t w '#{alternate_on} #{cursor_flag}'; }
# wait_for TEXT: up to 5 s for the pane to show TEXT (a fixed string).
wait_for() {
  for _ in $(seq 50); do
    pane | grep -Fq -- "$1" && return 0
    sleep 0.1
  done
  fail "the pane never showed '$1'; it shows:
$(pane)"
  return 1
}
# steps N: N key presses, one at a time.
steps() {
  for _ in $(seq "$1"); do tm send-keys -t w Space; sleep 0.05; done
}
tm send-keys -t w "clear" Enter
wait_for 'prompt$'

puzzle='...22......43...'
# --step, both orders: after 9 keys both panels are at step 10.
tm send-keys -t w "'$EXE' watch --step --side-by-side --strategy first-empty '$puzzle'" Enter
wait_for 'step 1  depth 0  nodes 1'
[ "$(flags)" = "1 0" ] || fail "watch --step: expected the alternate screen and a hidden cursor, got '$(flags)'"
steps 9
wait_for 'step 10  depth 2  nodes 10'
pane >frame.txt
grep -q '^dfs first-empty  *bfs first-empty$' frame.txt || fail "watch: no panel titles:
$(cat frame.txt)"
grep -Fq '| 1 4 | . 2 |                           | 4 1 | 3 2 |' frame.txt ||
  fail "watch: the boards after 10 steps (dfs 14.2, bfs 4132 in row 1) are not drawn:
$(cat frame.txt)"
grep -Fq 'step 10  depth 2  nodes 10              step 10  depth 3  nodes 10' frame.txt ||
  fail "watch: the counters after 10 steps:
$(cat frame.txt)"
grep -Fq 'dead ends 2  backtracks 5' frame.txt || fail "watch: dfs's dead ends and backtracks after 10 steps"
grep -Fq 'dead end, back 4 levels; r1c2=4' frame.txt || fail "watch: the step's move"
[ "$(wc -L <frame.txt)" -le 80 ] || fail "watch: a line wider than 80 columns"

# A resize redraws the whole screen; too small says so; back, the board again.
tm resize-window -t w -x 30 -y 12
wait_for 'too small'
tm resize-window -t w -x 80 -y 25
wait_for 'step 10  depth 2  nodes 10'
pane | grep -q 'too small' && fail "watch: the 'too small' message stayed after the resize back"

# Ctrl-C: the terminal restored, status 130.
tm send-keys -t w C-c
wait_for 'dfs first-empty: interrupted after 10 steps'
tm send-keys -t w 'echo "status=$?"' Enter
wait_for 'status=130'
[ "$(flags)" = "0 1" ] || fail "watch after Ctrl-C: alternate screen and cursor should be off and on, got '$(flags)'"
pane | grep -q 'prompt\$ echo' || fail "watch after Ctrl-C: no prompt"

# q quits with status 0; a 9x9 board fits 80x25 with its counters.
tm send-keys -t w "clear; '$EXE' watch --step '$PUZZLES/inkala.txt'" Enter
wait_for 'step 1  depth 0  nodes 1'
steps 3
wait_for 'step 4  depth'
pane >frame9.txt
[ "$(grep -c '^| [1-9.] [1-9.] [1-9.] | [1-9.] [1-9.] [1-9.] | [1-9.] [1-9.] [1-9.] |' frame9.txt)" -eq 9 ] ||
  fail "watch 9x9: nine board rows expected:
$(cat frame9.txt)"
tm send-keys -t w q
wait_for 'dfs propagate: stopped after 4 steps'
tm send-keys -t w 'echo "status=$?"' Enter
wait_for 'status=0'
[ "$(flags)" = "0 1" ] || fail "watch after q: got '$(flags)'"

# Without --step, with --delay 0, the search runs to its end and leaves the
# screen by itself, with the summary on the main screen.
tm send-keys -t w "clear; '$EXE' watch --delay 0 --strategy first-empty '$puzzle'; echo \"status=\$?\"" Enter
wait_for 'status=0'
pane | grep -Fq 'dfs first-empty: solved after 36 steps' || fail "watch --delay 0: no summary:
$(pane)"
[ "$(flags)" = "0 1" ] || fail "watch --delay 0 at the end: got '$(flags)'"

# SIGTERM while waiting: restored too, status 143.
# (bash -c writes its pid, then becomes the tool: the same process, in the foreground.)
tm send-keys -t w "clear; bash -c 'echo \$\$ >\"$WORK/watch.pid\"; exec \"\$0\" watch --delay 10s \"\$1\"' '$EXE' '$puzzle'" Enter
wait_for 'step 1  depth 0  nodes 1'
kill -TERM "$(cat "$WORK/watch.pid")" || fail "watch: no process to send SIGTERM to"
wait_for 'dfs propagate: interrupted after'
tm send-keys -t w 'echo "status=$?"' Enter
wait_for 'status=143'
[ "$(flags)" = "0 1" ] || fail "watch after SIGTERM: got '$(flags)'"

finish

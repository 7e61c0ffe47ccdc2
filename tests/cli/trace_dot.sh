# trace --format dot, read by Graphviz: dot -Tsvg lays out every node and
# edge of the tree (skipped, exit 77, without Graphviz).
source "$(dirname "$0")/lib.bash"
command -v dot >/dev/null || { echo "skipped: Graphviz (dot) is not installed"; exit 77; }

puzzle='...22......43...'
run trace --format dot --strategy first-empty --max-nodes 12 "$puzzle"
expect_rc 0 "trace dot"
[ "$(grep -c ' -> ' out)" -eq 11 ] || fail "trace dot: expected 11 edges"
dot -Tsvg out >tree.svg 2>dot.err || fail "trace dot: Graphviz refused it: $(cat dot.err)"
[ "$(grep -c 'class="node"' tree.svg)" -eq 12 ] || fail "trace dot: Graphviz drew $(grep -c 'class="node"' tree.svg) nodes, expected 12"
[ "$(grep -c 'class="edge"' tree.svg)" -eq 11 ] || fail "trace dot: Graphviz drew $(grep -c 'class="edge"' tree.svg) edges, expected 11"
[ "$(grep -c 'fill="#d62728"' tree.svg)" -eq 2 ] || fail "trace dot: expected two red dead ends"
# bfs, and a 9x9 puzzle under propagate.
run trace --format dot --order bfs --max-nodes 50 "$PUZZLES/inkala.txt"
expect_rc 0 "trace dot 9x9 bfs"
dot -Tsvg out >tree9.svg 2>dot.err || fail "trace dot 9x9: Graphviz refused it: $(cat dot.err)"
[ "$(grep -c 'class="node"' tree9.svg)" -eq 50 ] || fail "trace dot 9x9: expected 50 nodes"

finish

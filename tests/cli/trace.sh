# trace: the search tree of one puzzle's bounded search, written by the
# library's exports: the SVG read back by python3's XML parser (nodes and
# colours of a known 4x4 tree), the JSON-lines log by python3's json, and
# the puzzle given as a file, as text, or neither (an error).
source "$(dirname "$0")/lib.bash"
command -v python3 >/dev/null || { echo "skipped: python3 is needed to read the SVG and JSON back"; exit 77; }

# A 4x4 puzzle with one solution and four givens: first-empty's dfs tree has
# 36 nodes; its first 12 are 10 inner nodes and 2 dead ends (nodes 7 and 9).
puzzle='...22......43...'
# check_svg FILE NODES INNER DEAD OPEN SOLUTION: the node circles by kind and colour.
check_svg() {
  python3 - "$@" <<'PY' || fail "trace svg $1: $(cat py.err 2>/dev/null)"
import sys, xml.etree.ElementTree as ET
path, nodes, inner, dead, open_, solution = sys.argv[1], *map(int, sys.argv[2:])
ns = {"s": "http://www.w3.org/2000/svg"}
root = ET.parse(path).getroot()
circles = [c for c in root.iter("{http://www.w3.org/2000/svg}circle") if c.get("class", "").startswith("node ")]
colour = {"inner": "#9ecae1", "dead_end": "#d62728", "open": "#ffffff", "solution": "#2ca02c", "pruned": "#969696"}
kinds = {}
for c in circles:
    kind = c.get("class").split()[1]
    assert c.get("fill") == colour[kind], f"node {c.get('data-id')}: {kind} filled {c.get('fill')}"
    kinds[kind] = kinds.get(kind, 0) + 1
want = {"inner": inner, "dead_end": dead, "open": open_, "solution": solution}
got = {k: kinds.get(k, 0) for k in want}
assert len(circles) == nodes, f"{len(circles)} nodes, expected {nodes}"
assert got == want, f"kinds {got}, expected {want}"
ids = sorted(int(c.get("data-id")) for c in circles)
assert ids == list(range(1, nodes + 1)), f"ids {ids}"
lines = list(root.iter("{http://www.w3.org/2000/svg}line"))
assert len(lines) == nodes - 1, f"{len(lines)} edges for {nodes} nodes"
PY
}

run trace --strategy first-empty --max-nodes 12 "$puzzle"
expect_rc 0 "trace svg dfs"
cp out dfs12.svg
check_svg dfs12.svg 12 10 2 0 0
expect_err_line "trace summary" "seek-sudoku: trace: dfs first-empty, 12 nodes (stopped: node limit)"
titles=$(grep -o '<title>[^<]*(dead end, node [0-9]*)</title>' dfs12.svg | tr '\n' ' ')
[ "$titles" = "<title>r2c4=3 (dead end, node 7)</title> <title>r2c4=1 (dead end, node 9)</title> " ] ||
  fail "trace svg: the dead ends should be r2c4=3 (node 7) and r2c4=1 (node 9), got: $titles"

# bfs, same bound: level order leaves the last three nodes open.
run trace --order bfs --strategy first-empty --max-nodes 12 -o bfs12.svg "$puzzle"
expect_rc 0 "trace svg bfs -o"
[ ! -s out ] || fail "trace -o: standard output should be empty"
check_svg bfs12.svg 12 9 0 3 0

# The whole tree (36 nodes, under the default bound of 2000): one solution, 7 dead ends.
run trace --strategy first-empty "$puzzle"
cp out dfs.svg
check_svg dfs.svg 36 28 7 0 1
expect_err_line "trace whole" "seek-sudoku: trace: dfs first-empty, 36 nodes (the whole tree)"

# JSON lines: every line parses; generated ids run 1..N with parents before
# children; the log ends with finish; dead ends match the SVG's.
run trace --format jsonl --strategy first-empty --max-nodes 12 "$puzzle"
expect_rc 0 "trace jsonl"
python3 - out <<'PY' || fail "trace jsonl"
import json, sys
events = [json.loads(l) for l in open(sys.argv[1])]
assert events[0] == {"event": "puzzle", "text": "...22......43..."}, events[0]
gen = [e for e in events if e["event"] == "generated"]
assert [e["id"] for e in gen] == list(range(1, 13)), [e["id"] for e in gen]
assert all(e["parent"] < e["id"] for e in gen)
assert gen[0]["label"] == "root" and gen[1]["label"] == "r1c1=1", gen[:2]
dead = [e["id"] for e in events if e["event"] == "dead_end"]
assert dead == [7, 9], dead
assert events[-1] == {"event": "finish", "reason": "node limit", "nodes": 12}, events[-1]
PY

# The default SVG stays drawable: the first 2,000 states of first-empty's
# dfs of Inkala's puzzle would be a picture 35,452 px wide; the tool draws
# the most first nodes that fit in 8,000 px (one more leaf, 52 px, would
# not) and says so. --max-width 0 draws all 2,000.
# svg_width FILE: the picture's width attribute.
svg_width() { python3 -c 'import sys, xml.etree.ElementTree as ET; print(int(float(ET.parse(sys.argv[1]).getroot().get("width"))))' "$1"; }
run trace --strategy first-empty -o inkala.svg "$PUZZLES/inkala.txt"
expect_rc 0 "trace svg, width cap"
width=$(svg_width inkala.svg)
[ "$width" -le 8000 ] && [ "$width" -gt 7800 ] || fail "trace svg: the default picture is $width px wide, expected 7800..8000"
expect_err_match "trace svg, width cap" "^seek-sudoku: trace: dfs first-empty, [0-9]+ nodes \(stopped: the picture's width cap, 8000 px: --max-width PX draws more, 0 all 2000\)$"
run trace --strategy first-empty --max-width 0 -o inkala-all.svg "$PUZZLES/inkala.txt"
expect_rc 0 "trace svg --max-width 0"
expect_err_line "trace svg --max-width 0" "seek-sudoku: trace: dfs first-empty, 2000 nodes (stopped: node limit)"
[ "$(svg_width inkala-all.svg)" -gt 30000 ] || fail "trace svg --max-width 0: the picture should be over 30,000 px wide"
run trace --strategy first-empty --max-width 20k -o inkala-20k.svg "$PUZZLES/inkala.txt"
width=$(svg_width inkala-20k.svg)
[ "$width" -le 20000 ] && [ "$width" -gt 19800 ] || fail "trace svg --max-width 20k: $width px wide"

# The puzzle as a file (its first puzzle), from standard input, as text; neither.
run trace --format jsonl --max-nodes 3 "$PUZZLES/4x4.txt"
expect_rc 0 "trace FILE"
grep -q '"label":"root"' out || fail "trace FILE: no root"
printf '%s\n' "$puzzle" >p.txt
run_stdin p.txt trace --format jsonl --strategy first-empty --max-nodes 12 -
[ "$(grep -c '"event":"dead_end"' out)" -eq 2 ] || fail "trace -: expected 2 dead ends"
run trace 'not a puzzle'
expect_rc 2 "trace: bad puzzle"
expect_err_match "trace: bad puzzle" "^seek-sudoku: 'not a puzzle' is neither a file nor a puzzle"
printf '1234\n' >bad.txt
run trace bad.txt
expect_rc 2 "trace: bad file"
expect_err_match "trace: bad file" '^bad.txt:1:'
run trace --format png "$puzzle"
expect_rc 2 "trace --format png"
expect_err_match "trace --format png" "use dot, svg or jsonl, not 'png'"
run trace --max-nodes 0 "$puzzle"
expect_rc 2 "trace --max-nodes 0"

finish

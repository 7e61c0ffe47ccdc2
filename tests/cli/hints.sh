# hint --level (docs/cli.md, "hint"), --marks (a person's pencil marks in:
# candidate grids, seek's one-line form, HoDoKu library lines) and the
# candidates written out where a board stops (explain stuck, JSON
# final_candidates, hint --show stuck).
source "$(dirname "$0")/lib.bash"

easy=$(grep -v '^#' "$PUZZLES/9x9.txt" | head -1)   # Norvig's easy50, first puzzle
inkala=$(grep -v '^#' "$PUZZLES/9x9.txt" | sed -n 2p)
printf '%s\n' "$easy" >easy.txt
printf '%s\n' "$inkala" >inkala.txt

# hint --level: the technique, then where, then the whole step (the default).
run hint -q --level 1 easy.txt
expect_rc 0 "hint --level 1"
expect_out "hint --level 1" <<<"[1.2] Look for: Hidden single"
run hint -q --level 2 easy.txt
expect_out "hint --level 2" <<<"[1.2] Hidden single: look at digit 6 in box 1"
run hint -q --level 3 easy.txt
expect_out "hint --level 3" <<<"[1.2] Hidden single in box 1: r2c2=6"
run hint -q --level 4 easy.txt
expect_rc 2 "hint --level 4"
run hint -q --level 2 --format json easy.txt
python3 - <<'PY' || fail "hint --level 2 --format json: $(cat out)"
import json
s = json.load(open("out"))["puzzles"][0]["step"]
assert s == {"level": 2, "technique": "Hidden single", "rating": 1.2,
             "text": "Hidden single: look at digit 6 in box 1", "cells": [], "houses": ["box 1"],
             "digits": [6]}, s
PY
run hint -q --level 1 --format json easy.txt
python3 -c 'import json; s = json.load(open("out"))["puzzles"][0]["step"]; assert "placements" not in s and "cells" not in s and s["text"] == "Look for: Hidden single", s' ||
  fail "hint --level 1 --format json: $(cat out)"
# Below level 3 no picture: it would show the step.
run hint -q --level 2 --svg pics easy.txt
[ -z "$(ls pics 2>/dev/null)" ] || fail "hint --level 2 --svg drew $(ls pics)"

# --up-to: only the techniques up to the one named. Nested forcing chains
# solve Inkala's puzzle (10.7); up to Forcing chain (+) its path is stuck.
run explain -q --up-to forcing-chain inkala.txt
expect_rc 0 "explain --up-to forcing-chain"
grep -qx 'stuck after 13 steps: no technique up to Forcing chain (+) applies; SE >=10.0' out ||
  fail "explain --up-to forcing-chain: $(grep stuck out)"
run rate -q --up-to "Forcing chain (+)" inkala.txt
expect_out "rate --up-to \"Forcing chain (+)\"" <<<">=10.0 Forcing chain (+)"
# Below Forcing chain (+) the bound is the steps' own (no 9.5 implied): none
# here, Inkala's puzzle has no step below 9.7.
run rate -q --up-to x-wing inkala.txt
expect_out "rate --up-to x-wing" <<<">=0.0 (no step up to X-Wing)"
run hint -q --up-to x-wing inkala.txt
expect_out "hint --up-to x-wing" <<<"stuck: no technique up to X-Wing applies"
run hint -q --up-to nested-forcing-chain easy.txt
expect_out "hint --up-to nested-forcing-chain" <<<"[1.2] Hidden single in box 1: r2c2=6"
# An unknown name: refused (exit 2), the names listed.
run explain -q --up-to x-wingg inkala.txt
expect_rc 2 "explain --up-to x-wingg"
grep -q "unknown technique 'x-wingg' (use one of: full-house, hidden-single, .*x-wing, .*doubly-nested-forcing-chain)" err ||
  fail "explain --up-to x-wingg: $(cat err)"
grep -q "simple-colouring" err && fail "explain --up-to lists simple-colouring, which no path uses: $(cat err)"
run rate -q --up-to finned-fish inkala.txt
expect_rc 2 "rate --up-to finned-fish"

# explain stuck: the board as far as it got, with its candidates: the
# forcing chains' eliminations are there (the digits alone equal the input).
run explain -q --up-to forcing-chain inkala.txt
expect_rc 0 "explain stuck"
grep -q '^stuck after 13 steps' out || fail "explain stuck: $(grep stuck out)"
sed -n '/^stuck after/,$p' out | tail -n +2 >final.txt
[ "$(wc -l <final.txt)" -eq 11 ] || fail "explain stuck: the final board is not 9 rows and 2 rules: $(cat final.txt)"
head -1 final.txt | grep -q '^8 ' || fail "explain stuck: the final board's first row: $(head -1 final.txt)"
# ... and --marks reads it back: the next step from there is none (stuck),
# while the bare puzzle has one.
run hint -q --up-to forcing-chain --marks final.txt
expect_out "hint --marks on the stuck board" <<<"stuck: no technique up to Forcing chain (+) applies"
run hint -q inkala.txt
grep -q '^\[' out || fail "hint on Inkala's puzzle: $(cat out)"
run explain -q --up-to forcing-chain --format json inkala.txt
python3 - "$inkala" <<'PY' || fail "explain --format json final_candidates: $(head -c 600 out)"
import json, sys
p = json.load(open("out"))["puzzles"][0]
assert p["result"] == "stuck" and p["final"] == sys.argv[1], p["final"]
cells = p["final_candidates"].split(" ")
assert len(cells) == 81
assert all(c == d for c, d in zip(cells, p["final"]) if d != ".")
# Fewer candidates than the givens allow: the steps' eliminations.
removed = sum(len(s["eliminations"]) for s in p["steps"])
assert removed > 0
assert cells[1] == "1246", cells[1]
PY
run hint -q --up-to forcing-chain --show --marks final.txt
[ "$(head -1 out)" = "stuck: no technique up to Forcing chain (+) applies" ] || fail "hint --show stuck: $(head -1 out)"
[ "$(wc -l <out)" -eq 12 ] || fail "hint --show stuck: no candidate grid: $(cat out)"

# --marks: a candidate grid (the XY-Wing puzzle of docs/techniques.md), one
# line of seek's form, a HoDoKu line with deleted candidates.
cat >marks.txt <<'G'
1 25 3 | 4  56 69 | 7 8  29
4 25 6 | 7  58 89 | 1 29 3
7 8  9 | 1  2  3  | 4 6  5
-------+----------+---------
2 16 5 | 68 4  7  | 9 3  18
3 9  4 | 5  1  28 | 6 27 278
8 16 7 | 9  3  26 | 5 4  12
-------+----------+---------
5 3  1 | 68 68 4  | 2 79 79
6 7  2 | 3  9  5  | 8 1  4
9 4  8 | 2  7  1  | 3 5  6
G
run hint -q --marks marks.txt
expect_rc 0 "hint --marks"
expect_out "hint --marks" <<<"[4.2] XY-Wing: {2,6,9} pivot r1c6, pincers r1c9, r6c6 => r6c9<>2"
# Without --marks the same text is not a puzzle.
run hint -q marks.txt
expect_rc 1 "hint without --marks"
# The same board on one line, and rated.
grep -v -- '-' marks.txt | tr -d '|' | xargs echo >line.txt
[ "$(wc -w <line.txt)" -eq 81 ] || fail "the one-line form has $(wc -w <line.txt) cells"
run hint -q --marks line.txt
expect_out "hint --marks one line" <<<"[4.2] XY-Wing: {2,6,9} pivot r1c6, pincers r1c9, r6c6 => r6c9<>2"
run rate -q --marks line.txt
expect_out "rate --marks" <<<"4.2 XY-Wing"
run explain -q --marks --format json line.txt
python3 -c 'import json; p = json.load(open("out"))["puzzles"][0]; assert p["candidates"].split(" ")[1] == "25" and p["result"] == "solved", p' ||
  fail "explain --marks --format json: $(head -c 400 out)"
run explain -q --marks marks.txt
sed -n 2,12p out | diff - marks.txt >/dev/null || fail "explain --marks: the marks are not shown under the puzzle: $(head -12 out)"

# Errors: where and what.
printf '1 25 3 | 4  56 69 | 7 8  29\n4 2?5 6 | 7  58 89 | 1 29 3\n' >bad.txt
run hint -q --marks bad.txt
expect_rc 1 "hint --marks malformed"
expect_err_match "hint --marks malformed" "bad.txt:2:4: invalid character '\\?' in the candidates '2\\?5'"
printf '1 125 3 4 56 69 7 8 29 4 25 6 7 58 89 1 29 3 7 8 9 1 2 3 4 6 5 2 16 5 68 4 7 9 3 18 3 9 4 5 1 28 6 27 278 8 16 7 9 3 26 5 4 12 5 3 1 68 68 4 2 79 79 6 7 2 3 9 5 8 1 4 9 4 8 2 7 1 3 5 6\n' >contra.txt
run hint -q --marks contra.txt
expect_err_match "hint --marks contradiction" "contra.txt:1:3: candidate 1 of r1c2 contradicts the 1 placed at r1c1 in the same row"
# Marks that remove the solution's digit: no solution, said so.
sed 's/| 6 27 278$/| 6 27 78/' marks.txt >wrong.txt   # r5c9 is 2 in the solution
run hint -q --marks wrong.txt
expect_rc 1 "hint --marks wrong"
expect_out "hint --marks wrong" <<<"no solution: the pencil marks remove 2 from r5c9, the solution's digit there"

# A HoDoKu library line: its deleted candidates are the marks (no --marks needed).
hodoku=":0000:x:${inkala}"
run hint -q <(printf '%s:::\n' "$hodoku")
cp out bare.txt
run hint -q <(printf '%s:314:::\n' "$hodoku")   # 3 deleted from r1c4
cmp -s out bare.txt && fail "a HoDoKu line's deleted candidates change nothing: $(cat out)"

finish

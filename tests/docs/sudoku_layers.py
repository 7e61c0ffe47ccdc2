#!/usr/bin/env python3
"""Checks that the sudoku model's includes point one way: every header under
include/seek/sudoku/ includes only what docs/design.md's table of sudoku
folders ("| folder | what | may include |") allows.

A header in folder F (its first folder under seek/sudoku/, F/detail/
included) may include: headers of F; headers of the folders F's row names
("every folder above": all rows before it), their detail/ too; of the
engine, public headers only (no detail/ folder); and nothing of seek at all when the row says
"nothing of seek". The umbrella headers (seek/sudoku/*.hpp) include any
part. A folder of include/seek/sudoku/ missing from the table fails too.

Usage: sudoku_layers.py ROOT
Prints each include that points the wrong way as FILE:LINE: INCLUDE and
exits 1 if there is any.
"""
import pathlib
import re
import sys


root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".")
design = (root / "docs/design.md").read_text(encoding="utf-8").splitlines()
start = next(i for i, line in enumerate(design) if line.startswith("| folder | what | may include |"))
order, allowed, nothing = [], {}, set()
for line in design[start + 2:]:
    if not line.startswith("|"):
        break
    cells = [c.strip() for c in line.strip().strip("|").split("|")]
    folder = re.match(r"`([a-z_]+)/`", cells[0]).group(1)
    may = cells[-1]
    if may.startswith("every folder above"):
        allowed[folder] = set(order)
    else:
        allowed[folder] = set(re.findall(r"`([a-z_]+)/`", may))
        unknown = allowed[folder] - set(order)
        if unknown:
            sys.exit(f"docs/design.md: {folder}/ may include {sorted(unknown)}, which are not above it")
    if may == "nothing of seek":
        nothing.add(folder)
    order.append(folder)

sudoku = root / "include/seek/sudoku"
errors = []
for d in sorted(p.name for p in sudoku.iterdir() if p.is_dir()):
    if d not in allowed:
        errors.append(f"include/seek/sudoku/{d}/: a folder missing from docs/design.md's table of sudoku folders")
include_re = re.compile(r"^\s*#\s*include\s*<(seek/[^>]+)>")
for h in sorted(sudoku.rglob("*.hpp")):
    rel = h.relative_to(sudoku).parts
    if len(rel) == 1:
        continue  # an umbrella
    folder = rel[0]
    for n, line in enumerate(h.read_text(encoding="utf-8").splitlines(), 1):
        m = include_re.match(line)
        if not m:
            continue
        inc = m.group(1)
        parts = inc.split("/")
        if parts[1] == "sudoku":
            ok = folder not in nothing or parts[2] == folder
            ok = ok and (parts[2] == folder or parts[2] in allowed.get(folder, set()))
        else:
            ok = folder not in nothing and "detail" not in parts
        if not ok:
            errors.append(f"{h.relative_to(root).as_posix()}:{n}: {inc}")
for e in errors:
    print(e, file=sys.stderr)
if errors:
    print(f"{len(errors)} include(s) against docs/design.md's table of sudoku folders", file=sys.stderr)
sys.exit(1 if errors else 0)

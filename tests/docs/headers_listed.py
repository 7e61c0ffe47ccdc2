#!/usr/bin/env python3
"""Checks that every public header (include/seek/, not detail/) is named in
docs/design.md's maps, as `seek/PATH.hpp`, and in docs/api-mainpage.md: the
engine's as `seek/PATH.hpp`, the sudoku model's by path or by file name in its
folder's line.

Usage: headers_listed.py ROOT
"""
import pathlib
import sys

root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".")
include = root / "include"
headers = sorted(p.relative_to(include).as_posix() for p in (include / "seek").rglob("*.hpp")
                 if "detail" not in p.parts)
missing = []
design = (root / "docs/design.md").read_text(encoding="utf-8")
missing += [f"docs/design.md: {h}" for h in headers if f"`{h}`" not in design]
mainpage = (root / "docs/api-mainpage.md").read_text(encoding="utf-8")
for h in headers:
    if f"`{h}`" in mainpage:
        continue
    folder, name = h.rsplit("/", 1)
    lines = [line for line in mainpage.splitlines() if f"`{folder}/" in line]
    if not (h.startswith("seek/sudoku/") and any(f"`{name}`" in line for line in lines)):
        missing.append(f"docs/api-mainpage.md: {h}")
for m in missing:
    print("not listed:", m, file=sys.stderr)
sys.exit(1 if missing else 0)

#!/usr/bin/env python3
"""Checks that every public header of the engine (include/seek/, not detail/,
not the sudoku model, which has its own map) is named, as seek/PATH.hpp, in
docs/design.md's map and in docs/api-mainpage.md.

Usage: headers_listed.py ROOT
"""
import pathlib
import sys

root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".")
include = root / "include"
headers = sorted(p.relative_to(include).as_posix() for p in (include / "seek").rglob("*.hpp")
                 if "detail" not in p.parts and "sudoku" not in p.parts)
missing = []
for doc in ("docs/design.md", "docs/api-mainpage.md"):
    text = (root / doc).read_text(encoding="utf-8")
    missing += [f"{doc}: {h}" for h in headers if f"`{h}`" not in text]
for m in missing:
    print("not listed:", m, file=sys.stderr)
sys.exit(1 if missing else 0)

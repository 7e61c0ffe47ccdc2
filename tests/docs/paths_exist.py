#!/usr/bin/env python3
"""Checks that every file of this repository named in its docs, headers,
sources and scripts exists, so that a renamed or removed file cannot leave a
stale name behind.

What counts as a name: a word ending in .hpp, .cpp, .md, .sh or .py, with or
without folders. A name with folders must end some file of the repository
(`strategy/detail/protocol.hpp`, `seek/strategy/dfs.hpp`, `tests/cli/signals.sh`) when
its first folder is one of the repository's; a bare name (`engine.cpp`) must
be some file's name. Not checked: other projects' headers (`#include <...>`,
`range/v3/...`), the shared data folder's files (checked against
../shared/data when it is there), placeholders in capitals (`FILE.cpp`,
`seek/PATH.hpp`), patterns and shell words (`*_roots.cpp`, `$3.cpp`),
and the archive (docs/archive/ keeps history as it was).

Usage: paths_exist.py ROOT
Prints each stale name as FILE:LINE: NAME and exits 1 if there is any.
"""
import os
import pathlib
import re
import sys

root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".").resolve()
skip_top = {"build", ".git"}


def tracked(path):
    rel = path.relative_to(root).parts
    return not rel or (rel[0] not in skip_top and not rel[0].startswith("build"))


files = {p.relative_to(root).as_posix() for p in root.rglob("*") if p.is_file() and tracked(p)}
folders = {p.name for p in root.rglob("*") if p.is_dir() and tracked(p)}
basenames = {os.path.basename(f) for f in files}
shared = (root / ".." / "shared" / "data").resolve()
shared_names = set()
if shared.is_dir():
    for p in shared.rglob("*"):
        shared_names.add(p.name)
        shared_names.add(p.relative_to(shared).as_posix())

name_re = re.compile(r"(?<![\w./<$*{-])((?:[\w.-]+/)*[\w-]+\.(?:hpp|cpp|md|sh|py))(?![\w/])")
readers = (".md", ".hpp", ".cpp", ".sh", ".py", ".cmake", ".txt", ".in")
not_read = ("docs/archive/", "docs/data/", "tests/data/", "tests/cli/data/", "examples/puzzles/")


def placeholder(name):
    stem = name.split("/")[-1].split(".")[0]
    return any(part.isupper() for part in name.split("/")[:-1]) or stem.isupper()


def stale(name):
    if name in files or name.startswith("range/v3/") or placeholder(name):
        return False
    if "/" not in name:
        return name not in basenames and name not in shared_names
    if name.split("/")[0] not in folders and not name.startswith("seek/"):
        return False  # another project's path
    if any(f.endswith("/" + name) for f in files):
        return False
    return name not in shared_names and name.split("/")[-1] not in shared_names


found = []
for rel in sorted(files):
    if not rel.endswith(readers) or rel.startswith(not_read):
        continue
    text = (root / rel).read_text(encoding="utf-8", errors="replace")
    for m in name_re.finditer(text):
        if stale(m.group(1)):
            line = text.count("\n", 0, m.start()) + 1
            found.append(f"{rel}:{line}: {m.group(1)}")

for f in found:
    print(f)
if found:
    print(f"{len(found)} stale file names: rename them or say what replaced them")
    sys.exit(1)
print(f"every file name in {len(files)} files exists")

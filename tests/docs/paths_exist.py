#!/usr/bin/env python3
"""Checks that every file of this repository named in its docs, headers,
sources and scripts exists, so that a renamed or removed file cannot leave a
stale name behind.

What counts as a name, wherever it is written (prose, code, comments):
  - a word ending in .hpp, .cpp, .md, .sh or .py, with or without folders.
    A name with folders must end some file of the repository
    (`strategy/detail/protocol.hpp`, `seek/strategy/dfs.hpp`, `tests/cli/signals.sh`)
    when its first folder is one of the repository's; a bare name
    (`engine.cpp`) must be some file's name;
  - a data or build file with folders (.txt, .json, .cmake, .in, .gnuplot,
    .expected, .csv, .svg, .png, .jsonl, .dot: `tests/data/FILE.txt`,
    `cmake/CompileFail.cmake`), the same way; bare ones are not checked (the
    docs' examples name files they make: `puzzle.txt`);
  - a folder, written with a trailing slash, whose first folder is a
    top-level folder of the repository (`include/seek/core/detail/`,
    `tools/seek-sudoku/lib/`) or `seek/` (then under include/): it must exist.
Nothing here lists today's names: a file or folder moved or removed makes
every doc and comment that still names it fail. Not checked: other projects' headers (`#include <...>`,
`range/v3/...`), the shared data folder's files (checked against
../shared/data when it is there), placeholders in capitals (`FILE.cpp`,
`seek/PATH.hpp`), patterns and shell words (`*_roots.cpp`, `$3.cpp`),
the archive and the changelog (docs/archive/, CHANGELOG.md and its
fragments in docs/changelog.d/ keep history as it was), and a file that
says `paths-exist: made-up names` (a test that names missing files on purpose).

Usage: paths_exist.py ROOT
Prints each stale name as FILE:LINE: NAME and exits 1 if there is any.
"""
import os
import pathlib
import re
import subprocess
import sys

root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".").resolve()
skip_top = {"build", ".git"}


def tracked(path):
    rel = path.relative_to(root).parts
    return not rel or (rel[0] not in skip_top and not rel[0].startswith("build"))


def git_files():
    """The files git tracks (what a fresh clone has: an empty folder or an
    untracked file here must not make a name look right), or None outside a
    git checkout."""
    try:
        out = subprocess.run(["git", "-C", str(root), "ls-files", "-z"], capture_output=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        return None
    names = {n for n in out.decode().split("\0") if n}
    return {n for n in names if (root / n).is_file()} or None


files = git_files()
if files is None:
    files = {p.relative_to(root).as_posix() for p in root.rglob("*") if p.is_file() and tracked(p)}
all_folders = set()
for f in files:
    parent = pathlib.PurePosixPath(f).parent
    while str(parent) != ".":
        all_folders.add(parent.as_posix())
        parent = parent.parent
folders = {pathlib.PurePosixPath(d).name for d in all_folders}
basenames = {os.path.basename(f) for f in files}
shared = (root / ".." / "shared" / "data").resolve()
shared_names = set()
if shared.is_dir():
    for p in shared.rglob("*"):
        shared_names.add(p.name)
        shared_names.add(p.relative_to(shared).as_posix())

name_re = re.compile(r"(?<![\w./<$*{-])((?:[\w.-]+/)*[\w-]+\.(?:hpp|cpp|md|sh|py))(?![\w/])")
data_re = re.compile(r"(?<![\w./<$*{-])((?:[\w.-]+/)+[\w-]+\."
                     r"(?:txt|json|cmake|in|gnuplot|expected|csv|svg|png|jsonl|dot))(?![\w/]|\.\w)")
folder_re = re.compile(r"(?<![\w./<$*{~-])((?:[\w.-]+/)+)(?![\w.*{$-])")
top_folders = {d for d in all_folders if "/" not in d}
readers = (".md", ".hpp", ".cpp", ".sh", ".py", ".cmake", ".txt", ".in")
MADE_UP = re.compile("^paths-exist: " + "made-up names", re.M)  # (split, or this file would say it)
not_read = ("docs/archive/", "docs/changelog.d/", "CHANGELOG.md", "docs/data/", "tests/data/", "tests/cli/data/", "examples/puzzles/")


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


def stale_folder(name):
    folder = name.rstrip("/")
    first = folder.split("/")[0]
    if first in top_folders:
        return folder not in all_folders
    if first == "seek":
        return "include/" + folder not in all_folders
    return False  # a relative folder (`detail/`), another project's, a build folder


found = []
for rel in sorted(files):
    if not rel.endswith(readers) or rel.startswith(not_read):
        continue
    text = (root / rel).read_text(encoding="utf-8", errors="replace")
    if MADE_UP.search(text):
        continue
    for pattern, is_stale in ((name_re, stale), (data_re, stale), (folder_re, stale_folder)):
        for m in pattern.finditer(text):
            if is_stale(m.group(1)):
                line = text.count("\n", 0, m.start()) + 1
                found.append(f"{rel}:{line}: {m.group(1)}")

for f in found:
    print(f)
if found:
    print(f"{len(found)} stale file names: rename them or say what replaced them")
    sys.exit(1)
print(f"every file name in {len(files)} files exists")

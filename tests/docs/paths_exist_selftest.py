#!/usr/bin/env python3
"""Checks that paths_exist.py fails where it must: a small repository made
in a temporary folder names, in a doc and in source comments, files and
folders that do not exist (a header, a tool source, a data file, a folder
of headers as another engineer would leave it after moving them); each must
be reported, with its file and line, and the run must exit 1; the names
that do exist must not be reported. Then the missing files and folders are
made, and the same tree must pass.

paths-exist: made-up names (tests/docs/paths_exist.py does not read this file).

Usage: paths_exist_selftest.py PATH/TO/paths_exist.py
"""
import pathlib
import subprocess
import sys
import tempfile

checker = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else pathlib.Path(__file__).parent / "paths_exist.py")

FILES = {
    "include/seek/core/node.hpp": "// node.hpp: see seek/core/concepts.hpp and seek/core/gone.hpp.\n#pragma once\n",
    "include/seek/core/concepts.hpp": "#pragma once\n",
    "tests/data/easy.txt": "1...\n",
    "tools/seek-sudoku/lib/engine.cpp": '// engine.cpp: the searches; the options in options.hpp.\n#include "engine.hpp"\n',
    "tools/seek-sudoku/lib/engine.hpp": "#pragma once\n",
    "docs/guide.md": (
        "# Guide\n"
        "The tool's core is `tools/seek-sudoku/lib/engine.cpp` (and `tools/seek-sudoku/lib/search.cpp`).\n"
        "Puzzles: `tests/data/hard.txt`; the layers: `include/seek/core/` and `include/seek/detail/`,\n"
        "also written `seek/core/` and `seek/detail/`. Made by the reader: `puzzle.txt`.\n"
    ),
}
STALE = [
    "include/seek/core/node.hpp:1: seek/core/gone.hpp",
    "tools/seek-sudoku/lib/engine.cpp:1: options.hpp",
    "docs/guide.md:2: tools/seek-sudoku/lib/search.cpp",
    "docs/guide.md:3: tests/data/hard.txt",
    "docs/guide.md:3: include/seek/detail/",
    "docs/guide.md:4: seek/detail/",
]
MADE_LATER = ["include/seek/core/gone.hpp", "tools/seek-sudoku/lib/options.hpp",
              "tools/seek-sudoku/lib/search.cpp", "tests/data/hard.txt", "include/seek/detail/x.hpp"]


def run(root):
    return subprocess.run([sys.executable, str(checker), str(root)], capture_output=True, text=True)


failures = []
with tempfile.TemporaryDirectory() as tmp:
    root = pathlib.Path(tmp) / "repo"
    for rel, text in FILES.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text)
    r = run(root)
    reported = set(r.stdout.splitlines())
    if r.returncode != 1:
        failures.append(f"exit status {r.returncode} with stale names, expected 1")
    for want in STALE:
        if want not in reported:
            failures.append(f"not reported: {want}")
    for line in reported:
        if ": " in line and line not in STALE and not line.endswith("rename them or say what replaced them"):
            failures.append(f"reported, but it exists or is not a project path: {line}")
    for rel in MADE_LATER:
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text("\n")
    r = run(root)
    if r.returncode != 0:
        failures.append(f"the tree with every named file fails:\n{r.stdout}")

for f in failures:
    print(f)
if failures:
    sys.exit(1)
print(f"paths_exist.py reports the {len(STALE)} stale names and passes once they exist")

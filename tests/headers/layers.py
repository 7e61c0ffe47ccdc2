#!/usr/bin/env python3
"""Checks that the engine's include graph points one way, as docs/design.md's
table of layers says ("Layers: what each folder is and what it may include").

Every header under include/seek/ but the sudoku model belongs to a folder
(core/X.hpp, core/detail/Y.hpp and the umbrella core.hpp to `core/`;
seek.hpp includes the umbrellas). Each `#include <seek/...>` must name a
header of the same folder or of a folder the table lets it include; the
engine never includes seek/sudoku/. A header in a folder the table does not
name fails too (nothing is left outside the layers), and so does an internal
header (in a detail/ folder) whose first line does not name it and say what
it is (`// seek/core/detail/never.hpp: what ...`).

Usage: layers.py ROOT          check ROOT's headers
       layers.py --self-test   check that a header pointing up, one pointing
                               sideways, an unknown folder and an internal
                               header without its first line are all caught
Prints each fault as FILE:LINE: what, and exits 1 if there is any.
"""
import pathlib
import re
import sys
import tempfile

TABLE_HEADING = "### Layers: what each folder is and what it may include"
include_re = re.compile(r'^\s*#\s*include\s*<seek/([^>]+)>', re.M)
folder_re = re.compile(r"`([a-z_]+)/`")


def read_table(design_text):
    """The table under TABLE_HEADING: {folder: set of folders it may include}."""
    if TABLE_HEADING not in design_text:
        raise SystemExit(f"docs/design.md: no section '{TABLE_HEADING}'")
    rows = {}
    lines = design_text[design_text.index(TABLE_HEADING):].splitlines()[1:]
    in_table = False
    for line in lines:
        if line.startswith("|"):
            in_table = True
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            if len(cells) < 3 or cells[0] in ("folder", "") or set(cells[0]) <= set("-"):
                continue
            m = folder_re.fullmatch(cells[0])
            if not m:
                raise SystemExit(f"docs/design.md: layer table row without a `folder/`: {line}")
            rows[m.group(1)] = set(folder_re.findall(cells[-1]))
        elif in_table:
            break
    if not rows:
        raise SystemExit("docs/design.md: the layer table is empty")
    for folder, allowed in rows.items():
        for a in allowed:
            if a not in rows:
                raise SystemExit(f"docs/design.md: `{folder}/` may include `{a}/`, which is not in the table")
    return rows


def folder_of(rel):
    """seek-relative path -> its folder ('core' for core/X.hpp, core/detail/X.hpp
    and core.hpp); 'seek.hpp' for the whole-engine umbrella."""
    parts = rel.split("/")
    if len(parts) == 1:
        return "seek.hpp" if rel == "seek.hpp" else rel[: -len(".hpp")]
    return parts[0]


def check(root):
    root = pathlib.Path(root)
    table = read_table((root / "docs/design.md").read_text(encoding="utf-8"))
    base = root / "include" / "seek"
    faults = []
    for path in sorted(base.rglob("*.hpp")):
        rel = path.relative_to(base).as_posix()
        if rel.startswith("sudoku/"):
            continue
        src = folder_of(rel)
        text = path.read_text(encoding="utf-8")
        if src != "seek.hpp" and src not in table:
            faults.append(f"include/seek/{rel}:1: folder `{src}/` is not in docs/design.md's table of layers")
            continue
        if "/detail/" in "/" + rel:
            first = text.splitlines()[0] if text else ""
            if not re.match(rf"// seek/{re.escape(rel)}: \S", first):
                faults.append(f"include/seek/{rel}:1: an internal header's first line must be "
                              f"'// seek/{rel}: what it is', not '{first}'")
        for m in include_re.finditer(text):
            target = m.group(1)
            dst = folder_of(target)
            line = text.count("\n", 0, m.start()) + 1
            where = f"include/seek/{rel}:{line}: #include <seek/{target}>"
            if dst == "sudoku":
                faults.append(f"{where}: the engine does not include the sudoku model")
            elif src == "seek.hpp":
                if dst not in table:
                    faults.append(f"{where}: `{dst}` is not a folder of the table")
            elif dst == "seek.hpp" or (dst != src and dst not in table[src]):
                faults.append(f"{where}: `{src}/` may include only "
                              f"{', '.join(sorted(table[src] | {src}))} (docs/design.md, layers): "
                              f"this include points up or sideways")
    return faults


def self_test():
    design = f"""{TABLE_HEADING}

| folder | what it is | may include |
|---|---|---|
| `core/` | the vocabulary | nothing |
| `range/` | helpers | `core/` |
| `strategy/` | strategies | `core/`, `range/` |

after the table
"""
    cases = {
        "up": ("core/concepts.hpp", "// seek/core/concepts.hpp: x\n#include <seek/strategy/dfs.hpp>\n"),
        "sideways": ("range/first.hpp", "// seek/range/first.hpp: x\n#include <seek/successor/prune.hpp>\n"),
        "detail above": ("core/detail/never.hpp", "// seek/core/detail/never.hpp: x\n#include <seek/range/detail/F.hpp>\n"),
        "unknown folder": ("detail/OLD.hpp", "// seek/detail/OLD.hpp: x\n"),
        "first line": ("range/detail/F.hpp", "// frame cache\n"),
        "sudoku": ("strategy/dfs.hpp", "// x\n#include <seek/sudoku/board.hpp>\n"),
    }
    good = {
        "core/concepts.hpp": "// x\n#include <seek/core/detail/never.hpp>\n",
        "core/detail/never.hpp": "// seek/core/detail/never.hpp: a false\n",
        "range/first.hpp": "// x\n#include <seek/core/concepts.hpp>\n#include <seek/range/detail/F.hpp>\n",
        "range/detail/F.hpp": "// seek/range/detail/F.hpp: a cache\n#include <seek/core/detail/never.hpp>\n",
        "strategy/dfs.hpp": "// x\n#include <seek/range/first.hpp>\n#include <seek/core/detail/never.hpp>\n",
        "strategy.hpp": "#include <seek/strategy/dfs.hpp>\n",
        "seek.hpp": "#include <seek/strategy.hpp>\n",
    }
    failures = []

    def run(files):
        with tempfile.TemporaryDirectory() as d:
            root = pathlib.Path(d)
            (root / "docs").mkdir()
            (root / "docs/design.md").write_text(design, encoding="utf-8")
            for rel, content in files.items():
                p = root / "include/seek" / rel
                p.parent.mkdir(parents=True, exist_ok=True)
                p.write_text(content, encoding="utf-8")
            return check(root)

    if run(good):
        failures.append(f"a tree that keeps the layers was refused: {run(good)}")
    for name, (rel, content) in cases.items():
        faults = run({**good, rel: content})
        if len(faults) != 1:
            failures.append(f"{name}: expected one fault, got {faults}")
    for f in failures:
        print("self-test:", f)
    if failures:
        sys.exit(1)
    print(f"self-test: the layers' check catches each of {len(cases)} faults")


if __name__ == "__main__":
    if sys.argv[1:] == ["--self-test"]:
        self_test()
        sys.exit(0)
    found = check(sys.argv[1] if len(sys.argv) > 1 else ".")
    for f in found:
        print(f)
    if found:
        print(f"{len(found)} includes or headers break the layers of docs/design.md")
        sys.exit(1)
    print("every include of the engine points down its layers")

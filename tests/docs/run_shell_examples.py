#!/usr/bin/env python3
"""Runs the seek-sudoku examples of the docs and compares their output.

Usage: run_shell_examples.py SEEK_SUDOKU ROOT DOC.md...

An example is a fenced block whose first line starts with "$ " (a shell
prompt) and which runs seek-sudoku: each "$ COMMAND" line is run with bash,
in a fresh folder holding the bundled puzzles (ROOT/examples/puzzles/*.txt,
and easy.txt, the first puzzle of 9x9.txt, as the docs call it), with the
tool first on PATH, standard input empty, standard error into standard
output (the docs show both, in the order a terminal shows them: the tool
writes its summary last). The lines after a command, up to the next "$ ",
are its expected output.

A line "..." in the expected output stands for any lines (none or more):
the doc left them out. Each command runs in a shell of its own, started
with the previous command's status, so "$ echo $?" shows it.

HTML comments just before the block (on the lines between it and the
previous text) steer it:
  <!-- example: setup COMMAND -->   run COMMAND first (make an input file)
  <!-- example: skip REASON -->     do not run it (needs MPI, a long run);
                                    listed as skipped, never passed
What must vary is normalised on both sides before the comparison, and
only that: durations ("1.23 ms", "3 min 12 s" -> <time>), byte sizes
("56.0 KiB" -> <bytes>), rates ("1,234/s" -> <rate>), the number of threads
of a default run ("on 2 threads" -> on <n> threads: every core), the
folder the example ran in (-> .), and runs of spaces (table columns widen
with those numbers). docs/reliability.md says the same.

A block that shows no output at all must be marked skipped (it would
pass whatever the tool did).

Exit status: 0 when every example run matched, 1 otherwise; each example
is reported as "ok", "FAIL" (with a diff) or "skipped: REASON".
"""

import difflib
import os
import re
import shutil
import subprocess
import sys
import tempfile

PROMPT = "$ "
DIRECTIVE = re.compile(r"<!--\s*example:\s*(setup|skip)\s+(.*?)\s*-->")
TIME = re.compile(r"\b\d+ min \d+ s\b|\b\d+(?:\.\d+)? ?(?:ns|µs|us|ms|s)\b")
BYTES = re.compile(r"\b\d+(?:\.\d+)? ?(?:B|KiB|MiB|GiB|TiB)\b")
RATE = re.compile(r"\b[\d,]+(?:\.\d+)?/s\b")
THREADS = re.compile(r"\bon \d+ threads\b")
SPACES = re.compile(r"[ \t]+")


def normalise(text, folder):
    out = []
    for line in text.replace(folder, ".").splitlines():
        line = TIME.sub("<time>", line)
        line = BYTES.sub("<bytes>", line)
        line = RATE.sub("<rate>", line)
        line = THREADS.sub("on <n> threads", line)
        out.append(SPACES.sub(" ", line).strip())
    while out and not out[-1]:
        out.pop()
    return out


def matches(want, got):
    """`got` is `want`, where a line "..." of `want` stands for any lines."""
    if not want:
        return not got
    if want[0] == "...":
        return any(matches(want[1:], got[k:]) for k in range(len(got) + 1))
    return bool(got) and got[0] == want[0] and matches(want[1:], got[1:])


def examples(path):
    """(line, directives, [(command, expected text)], expected stderr of the last or None) for each example."""
    lines = open(path, encoding="utf-8").read().splitlines()
    found = []
    i = 0
    while i < len(lines):
        if not lines[i].startswith("```"):
            i += 1
            continue
        start = i
        j = i + 1
        while j < len(lines) and not lines[j].startswith("```"):
            j += 1
        body = lines[start + 1 : j]
        i = j + 1
        if not body or not body[0].startswith(PROMPT) or "seek-sudoku" not in "\n".join(body):
            continue
        directives = []
        k = start - 1
        while k >= 0 and lines[k].strip():
            for m in DIRECTIVE.finditer(lines[k]):
                directives.append((m.group(1), m.group(2)))
            k -= 1
        directives.reverse()
        runs = []
        for line in body:
            if line.startswith(PROMPT):
                runs.append([line[len(PROMPT) :], []])
            else:
                runs[-1][1].append(line)
        # "and on standard error:" and a block: the last command's stderr.
        stderr = None
        k = i
        while k < len(lines) and not lines[k].strip():
            k += 1
        if k + 1 < len(lines) and lines[k].rstrip().endswith("on standard error:") and lines[k + 1].startswith("```"):
            m = k + 2
            while m < len(lines) and not lines[m].startswith("```"):
                m += 1
            block = lines[k + 2 : m]
            if not block or not block[0].startswith(PROMPT):
                stderr = "\n".join(block)
        found.append((start + 1, directives, [(c, "\n".join(e)) for c, e in runs], stderr))
    return found


def main():
    if len(sys.argv) < 4:
        print(__doc__)
        return 2
    exe, root, docs = os.path.abspath(sys.argv[1]), sys.argv[2], sys.argv[3:]
    puzzles = os.path.join(root, "examples", "puzzles")
    failed = ran = skipped = 0
    with tempfile.TemporaryDirectory(prefix="seek-doc-examples-") as tmp:
        bindir = os.path.join(tmp, "bin")
        os.mkdir(bindir)
        os.symlink(exe, os.path.join(bindir, "seek-sudoku"))
        env = dict(os.environ, PATH=bindir + os.pathsep + os.environ.get("PATH", ""), NO_COLOR="1")
        for doc in docs:
            name = os.path.relpath(doc, root)
            for line, directives, runs, last_stderr in examples(doc):
                where = f"{name}:{line}"
                skip = [d[1] for d in directives if d[0] == "skip"]
                if skip:
                    print(f"skipped: {where}: {skip[0]}")
                    skipped += 1
                    continue
                work = os.path.join(tmp, f"example-{ran}")
                os.mkdir(work)
                for f in os.listdir(puzzles):
                    shutil.copy(os.path.join(puzzles, f), work)
                with open(os.path.join(puzzles, "9x9.txt"), encoding="utf-8") as f:
                    first = next(l for l in f if l.strip() and not l.startswith("#"))
                with open(os.path.join(work, "easy.txt"), "w", encoding="utf-8") as f:
                    f.write(first)
                ran += 1
                problems = []
                if all(not e.strip() for _, e in runs) and last_stderr is None:
                    problems.append("shows no output to compare: show it, or mark the block "
                                    "<!-- example: skip REASON -->")
                for kind, command in directives:
                    if kind == "setup":
                        r = subprocess.run(["bash", "-c", command], cwd=work, env=env, capture_output=True, text=True)
                        if r.returncode != 0:
                            problems.append(f"setup '{command}' failed: {r.stderr.strip()}")
                status = 0
                # The standard error block belongs to the last command that runs the tool.
                last_tool = max(n for n, (c, _) in enumerate(runs) if "seek-sudoku" in c)
                for n, (command, expected) in enumerate(runs):
                    r = subprocess.run(["bash", "-c", f"(exit {status}); {command}"], cwd=work, env=env, stdin=subprocess.DEVNULL,
                                       capture_output=True, timeout=300)
                    status = r.returncode
                    out = r.stdout.decode("utf-8", "replace")
                    err = r.stderr.decode("utf-8", "replace")
                    want = normalise(expected, work)
                    shown = [normalise(out, work), normalise(out + err, work), normalise(err + out, work)]
                    got = shown[1]
                    if n == last_tool and last_stderr is not None:
                        want = want + ["(on standard error:)"] + normalise(last_stderr, work)
                        shown = [normalise(out, work) + ["(on standard error:)"] + normalise(err, work)]
                        got = shown[0]
                    if not any(matches(want, g) for g in shown):
                        diff = "\n".join(difflib.unified_diff(want, got, "documented", "actual", lineterm=""))
                        problems.append(f"$ {command}\n{diff}")
                if problems:
                    failed += 1
                    print(f"FAIL: {where}\n" + "\n".join(problems))
                else:
                    print(f"ok: {where}")
    print(f"{ran} examples run, {failed} failed, {skipped} skipped")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

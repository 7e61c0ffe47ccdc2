#!/usr/bin/env python3
"""Where a build's time went, from its .ninja_log: the slowest files, the
time of each target, and the least wall time the build can take.

    python3 scripts/compile_report.py BUILD_DIR [--top N] [--targets N]
    python3 scripts/compile_report.py BUILD_DIR --records TABLE COLUMN REGEX

Reads BUILD_DIR/.ninja_log (ninja appends a line per step it ran: start and
end in ms from the start of that ninja run, the output). A step run by
several ninja runs counts once, with its last time. The times are wall time
per step, so on a loaded machine they are pessimistic; compare them within
one build. When the build ran its compiles through scripts/compile_cpu.sh
(-DCMAKE_CXX_COMPILER_LAUNCHER), BUILD_DIR/compile_cpu.log has each
compile's CPU time (user + system), which the load does not inflate: the
tables then sort by it and show both. Prints:
  - the sum of the steps' times, and the least wall time a build of them
    can take on J cores (--jobs, default 2): the larger of the sum / J and
    the longest step (a step longer than the sum / J decides the wall time,
    and only splitting it shortens the build);
  - the N slowest steps (object files, links, custom commands);
  - the time of each target (tests/CMakeFiles/NAME.dir/... -> NAME), the
    largest first.
(.ninja_log keeps one line per output, rewritten in no particular order when
ninja compacts it, so the order and overlap of the steps is not read.)
With --records, prints instead the object files whose path matches REGEX as
records of a raw result file of bench/report.py (table TABLE, column
COLUMN, one row per source file, "target: path", the value its CPU time,
else its wall time).
"""
import argparse
import collections
import pathlib
import re
import sys


def read_log(path):
    """Wall seconds per output (the last line of each)."""
    last = {}
    for line in path.read_text().splitlines():
        if line.startswith("#") or not line.strip():
            continue
        start, end, _mtime, output = line.split("\t")[:4]
        last[output] = (int(end) - int(start)) / 1000
    return last


def read_cpu(build_dir):
    """CPU seconds per output from compile_cpu.log (the last line of each)."""
    log = build_dir / "compile_cpu.log"
    cpu = {}
    if log.is_file():
        for line in log.read_text().splitlines():
            parts = line.split("\t")
            if len(parts) == 3:
                cpu[parts[0]] = float(parts[1]) + float(parts[2])
    return cpu


def source_of(output):
    """CMakeFiles/TARGET.dir/seek-sudoku/main.cpp.o -> "TARGET: seek-sudoku/main.cpp" """
    m = re.search(r"CMakeFiles/([^/]+)\.dir/(.*)\.o$", output)
    return f"{m.group(1)}: {m.group(2)}" if m else output


def target_of(output):
    m = re.search(r"CMakeFiles/([^/]+)\.dir/", output)
    if m:
        return m.group(1)
    return output.rsplit("/", 1)[-1]


def main():
    ap = argparse.ArgumentParser(description="Where a build's time went, from its .ninja_log.")
    ap.add_argument("build_dir", type=pathlib.Path)
    ap.add_argument("--top", type=int, default=25, help="slowest steps to print (default 25)")
    ap.add_argument("--targets", type=int, default=20, help="targets to print (default 20)")
    ap.add_argument("--jobs", type=int, default=2, help="cores of the least wall time (default 2)")
    ap.add_argument("--records", nargs=3, metavar=("TABLE", "COLUMN", "REGEX"),
                    help="print the matching object files as records for bench/report.py")
    args = ap.parse_args()
    log = args.build_dir / ".ninja_log"
    if not log.is_file():
        sys.exit(f"compile_report: no {log} (build with ninja first)")
    last = read_log(log)
    cpu = read_cpu(args.build_dir)

    if args.records:
        import json
        table, column, pattern = args.records
        chosen = sorted((o for o in last if o.endswith(".o") and re.search(pattern, o)),
                        key=lambda o: -cpu.get(o, last[o]))
        for o in chosen:
            value = f"{cpu[o]:.1f} s" if o in cpu else f"{last[o]:.1f} s wall"
            print(json.dumps({"table": table, "row": [source_of(o)], "column": column, "value": value},
                             ensure_ascii=False) + ",")
        return

    key = (lambda out: cpu.get(out, 0.0)) if cpu else (lambda out: last[out])
    steps = sorted(last, key=lambda out: -key(out))
    objects = sum(last[o] for o in steps if o.endswith(".o"))
    print(f"{log}: {len(steps)} steps")
    print(f"sum of every step: {sum(last.values()):.0f} s wall ({objects:.0f} s compiling object files)")
    if cpu:
        total = sum(cpu.get(o, 0.0) for o in last)
        longest = max(cpu.values())
        print(f"CPU of the compiles (compile_cpu.log): {total:.0f} s; the longest {longest:.0f} s; "
              f"least wall time on {args.jobs} cores: {max(total / args.jobs, longest):.0f} s")
    head = "    CPU s  wall s" if cpu else "   wall s"

    def times(out):
        return (f"  {cpu[out]:7.1f}" if out in cpu else "        -") + f"  {last[out]:6.1f}" if cpu else f"  {last[out]:7.1f}"

    print(f"\nslowest {min(args.top, len(steps))} steps:\n{head}")
    for out in steps[: args.top]:
        print(f"{times(out)}  {out}")

    per_target = collections.defaultdict(lambda: [0.0, 0.0, 0])
    for out in steps:
        t = per_target[target_of(out)]
        t[0] += cpu.get(out, 0.0)
        t[1] += last[out]
        t[2] += 1
    order = sorted(per_target.items(), key=lambda kv: -(kv[1][0] if cpu else kv[1][1]))
    print(f"\ntime per target (largest {min(args.targets, len(per_target))}):\n{head}  steps")
    for name, (c, w, n) in order[: args.targets]:
        print((f"  {c:7.1f}  {w:6.1f}" if cpu else f"  {w:7.1f}") + f"  {n:5d}  {name}")


if __name__ == "__main__":
    main()

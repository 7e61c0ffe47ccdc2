#!/usr/bin/env python3
"""Checks bench/report.py's reading and merging of raw result files, on
files made for the test in a temporary folder: a record file of one date, a
newer one that replaces some of its figures and adds a row, and Google
Benchmark's own JSON output. The table must show each cell's newest figure,
mark the older ones and say when each was measured; rows and columns keep
the order the newest file gives; Google Benchmark's medians become rows;
--check must fail on a document that differs from the generated one.

paths-exist: made-up names (tests/docs/paths_exist.py does not read this file).

Usage: bench_report_test.py PATH/TO/bench/report.py
"""
import importlib.util
import json
import pathlib
import subprocess
import sys
import tempfile

script = pathlib.Path(sys.argv[1]).resolve()
spec = importlib.util.spec_from_file_location("report", script)
report = importlib.util.module_from_spec(spec)
spec.loader.exec_module(report)

failures = []


def expect(cond, what):
    if not cond:
        failures.append(what)


with tempfile.TemporaryDirectory() as tmp:
    results = pathlib.Path(tmp) / "bench" / "results"
    report.ROOT = pathlib.Path(tmp)

    def write(folder, name, data):
        (results / folder).mkdir(parents=True, exist_ok=True)
        (results / folder / name).write_text(json.dumps(data))

    write("m1-2026-01-01", "w.json", {
        "context": {"machine": "m1", "date": "2026-01-01", "conditions": {"t": "old run"}},
        "records": [
            {"table": "t", "row": ["a"], "column": "x", "value": "1.0"},
            {"table": "t", "row": ["a"], "column": "y", "value": "2.0"},
            {"table": "t", "row": ["b"], "column": "x", "value": "3.0"},
        ]})
    write("m1-2026-02-01", "w.json", {
        "context": {"machine": "m1", "date": "2026-02-01", "conditions": {"t": "new run"},
                    "notes": {"t": "a note"},
                    "order": {"t": {"rows": [["c"], ["a"], ["b"]], "columns": ["x", "y"]}}},
        "records": [
            {"table": "t", "row": ["a"], "column": "x", "value": "1.5"},
            {"table": "t", "row": ["c"], "column": "y", "value": "9"},
        ]})
    write("m2-2026-03-01", "gb.json", {
        "context": {"date": "2026-03-01T10:00:00+00:00", "host_name": "m2",
                    "seek_workload": {"table": "g", "conditions": "gb run"}},
        "benchmarks": [
            {"name": "run/1_median", "run_name": "run/1", "run_type": "aggregate", "aggregate_name": "median",
             "cpu_time": 12.3456, "time_unit": "ns"},
            {"name": "run/1_stddev", "run_name": "run/1", "run_type": "aggregate", "aggregate_name": "stddev",
             "cpu_time": 0.5, "time_unit": "ns"},
        ]})
    files = report.read_results(results)
    out = []
    report.render_table("t", ["row"], files, out)
    text = "\n".join(out)
    expect(out[0] == "| row | x | y |", f"header: {out[0]!r}")
    expect(out[2] == "| c |  | 9 |", f"the newest file's new row first, as its order says: {out[2]!r}")
    expect(out[3] == "| a | 1.5 | 2.0¹ |", f"newest figure, older one marked: {out[3]!r}")
    expect(out[4] == "| b | 3.0¹ |  |", f"a row only the old file has: {out[4]!r}")
    expect("Measured 2026-02-01 on `m1`: new run (`bench/results/m1-2026-02-01/w.json`)." in text, text)
    expect("¹ Measured 2026-01-01 on `m1`: old run (`bench/results/m1-2026-01-01/w.json`)." in text, text)
    expect("a note" in text, "the note under the table")
    out = []
    report.render_table("g", ["benchmark"], files, out)
    expect(out[0] == "| benchmark | median |" and out[2] == "| run/1 | 12.3 ns |",
           "Google Benchmark's median as a row: " + repr(out[:3]))
    try:
        report.render_table("missing", ["row"], files, [])
        failures.append("a table without figures was rendered")
    except SystemExit:
        pass

doc = pathlib.Path(__file__).resolve()  # any file that is not the generated document
r = subprocess.run([sys.executable, str(script), "--check", str(doc)], capture_output=True, text=True)
expect(r.returncode == 1, f"--check on another file exits {r.returncode}, expected 1")

for f in failures:
    print(f)
if failures:
    sys.exit(1)
print("bench/report.py merges raw files as documented")

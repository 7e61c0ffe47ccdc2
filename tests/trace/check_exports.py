#!/usr/bin/env python3
"""Reads back the exports of seek/trace/ with other tools.

Usage: check_exports.py svg|dot|jsonl EXPORT_TREE
  svg    the SVG of the small tree (export_tree.cpp) parsed with xml.etree:
         one circle per node, each with the class and colour of its kind,
         parents centred over their children; and of the bounded tree.
  dot    the DOT through Graphviz (`dot -Tsvg`), whose SVG must have the
         six nodes and five edges; exits 77 (skipped) without Graphviz.
  jsonl  every line a JSON object; generated ids 1..6 with their parents.
"""
import json
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET

SVG = "{http://www.w3.org/2000/svg}"
COLOURS = {"solution": "#2ca02c", "dead_end": "#d62728", "pruned": "#969696", "open": "#ffffff",
           "inner": "#9ecae1"}


def run(prog, *args):
    return subprocess.run([prog, *args], check=True, capture_output=True, text=True).stdout


def fail(message):
    print("FAIL:", message, file=sys.stderr)
    sys.exit(1)


def circles(svg_text):
    root = ET.fromstring(svg_text)
    nodes = {}
    for c in root.iter(SVG + "circle"):
        cls = c.get("class", "").split()
        if cls[:1] != ["node"]:
            continue
        nodes[int(c.get("data-id"))] = (cls[1], c.get("fill"), float(c.get("cx")), float(c.get("cy")))
    return nodes


def check_svg(prog):
    nodes = circles(run(prog, "svg"))
    expected = {1: "inner", 2: "inner", 3: "dead_end", 4: "solution", 5: "dead_end", 6: "dead_end"}
    if {i: k for i, (k, _, _, _) in nodes.items()} != expected:
        fail(f"kinds {nodes} != {expected}")
    for i, (kind, fill, _, _) in nodes.items():
        if fill != COLOURS[kind]:
            fail(f"node {i} ({kind}) is filled {fill}, not {COLOURS[kind]}")
    x = {i: v[2] for i, v in nodes.items()}
    y = {i: v[3] for i, v in nodes.items()}
    if not (y[1] < y[2] == y[6] < y[3] == y[4] < y[5]):
        fail(f"rows by depth: {y}")
    if not (x[3] < x[5] < x[6] and x[4] == x[5] and x[2] == (x[3] + x[4]) / 2 and x[1] == (x[2] + x[6]) / 2):
        fail(f"tidy layout: {x}")
    bounded = circles(run(prog, "svg", "bounded"))
    kinds = {i: k for i, (k, _, _, _) in bounded.items()}
    if kinds != {1: "inner", 2: "inner", 3: "open", 4: "solution", 5: "dead_end"}:
        fail(f"bounded kinds: {kinds}")
    print("svg: 6 nodes, kinds, colours and layout as expected; bounded tree as expected")


def check_dot(prog):
    dot = shutil.which("dot")
    if dot is None:
        print("skipped: Graphviz's dot is not installed")
        sys.exit(77)
    out = subprocess.run([dot, "-Tsvg"], input=run(prog, "dot"), check=True, capture_output=True,
                         text=True).stdout
    root = ET.fromstring(out)
    groups = [g.get("class") for g in root.iter(SVG + "g")]
    if groups.count("node") != 6 or groups.count("edge") != 5:
        fail(f"Graphviz drew {groups.count('node')} nodes and {groups.count('edge')} edges, not 6 and 5")
    fills = sorted(p.get("fill") for g in root.iter(SVG + "g") if g.get("class") == "node"
                   for p in g.iter(SVG + "path"))
    if fills.count(COLOURS["dead_end"]) != 3 or fills.count(COLOURS["solution"]) != 1:
        fail(f"Graphviz's fills: {fills}")
    print("dot: Graphviz read it: 6 nodes (3 dead ends, 1 solution), 5 edges")


def check_jsonl(prog):
    events = [json.loads(line) for line in run(prog, "jsonl").splitlines()]
    generated = [(e["id"], e["parent"], e["label"]) for e in events if e["event"] == "generated"]
    if generated != [(1, 0, "s0"), (2, 1, "s1"), (3, 2, "s3"), (4, 2, "s4"), (5, 4, "s5"), (6, 1, "s2")]:
        fail(f"generated: {generated}")
    if events[-1] != {"event": "finish", "reason": "exhausted", "nodes": 6}:
        fail(f"last event: {events[-1]}")
    print(f"jsonl: {len(events)} events, each a JSON object")


{"svg": check_svg, "dot": check_dot, "jsonl": check_jsonl}[sys.argv[1]](sys.argv[2])

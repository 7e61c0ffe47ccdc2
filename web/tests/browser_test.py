#!/usr/bin/env python3
"""The web pages in a real browser: headless Chromium, no network.

    browser_test.py explorer --web WEB_DIR --out OUT_DIR --tool SEEK_SUDOKU --boards SUDOKU_BOARDS_TRACE
    browser_test.py playground --web WEB_DIR --out OUT_DIR --grid-stats GRID_STATS --tool SEEK_SUDOKU [--wasm DIR]
    browser_test.py measure --web WEB_DIR --out OUT_DIR --trace FILE [--trace FILE2] [--screenshot PNG]

Serves a folder holding web/ and the traces made here on 127.0.0.1 (python3's
http.server, in a thread), loads the page in `chromium --headless
--dump-dom` (with a virtual time budget, so the page's fetches and scripts run
before the DOM is written) and checks what the page shows; saves a screenshot
in OUT_DIR. Uses only python3's standard library.

explorer: the tool writes dfs and bfs traces of a puzzle (`seek-sudoku trace
--format jsonl`); the page must show the node count the tool reported, the
board of a chosen node equal to the board the library's own search reached
there (sudoku_boards_trace labels every node with its board), both traces
side by side, and a malformed trace's error naming its line.

playground: the WebAssembly build (scripts/web.sh; --wasm DIR: the one in
DIR, served in place of web/playground's) runs each strategy on a map; the page's counters must equal the statistics grid_stats prints for the
same map from the same C++ source compiled natively; its dfs of a sudoku must
report the nodes, dead ends and frontier of the tool's `solve --stats`.

Exit status 77 (reported SKIPPED by ctest) when no browser can be found, or
for the playground when its WebAssembly build is missing.
"""
import argparse
import functools
import html.parser
import http.server
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse

SKIP = 77
INKALA = "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."


def find_browser():
    for name in (os.environ.get("SEEK_CHROMIUM"), "chromium", "chromium-browser", "google-chrome", "chrome"):
        if name and shutil.which(name):
            return shutil.which(name)
    return None


class Server:
    """Serves `root` on 127.0.0.1 at a free port, in a thread."""

    def __init__(self, root):
        handler = functools.partial(Quiet, directory=root)
        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self.port = self.httpd.server_address[1]
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    def url(self, path):
        return f"http://127.0.0.1:{self.port}/{path}"

    def close(self):
        self.httpd.shutdown()


class Quiet(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, ".wasm": "application/wasm",
                      ".js": "text/javascript", ".jsonl": "text/plain"}
    reports = []

    def do_POST(self):
        """/report: what a page measured (the explorer's ?report=), kept for `measure`."""
        body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
        Quiet.reports.append(json.loads(body))
        self.send_response(204)
        self.end_headers()

    def log_message(self, *args):
        pass


class Browser:
    def __init__(self, exe, profile):
        self.exe = exe
        self.profile = profile

    def args(self, budget_ms):
        # No network but 127.0.0.1: no proxy, no component or safe-browsing updates.
        return [self.exe, "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run",
                "--no-default-browser-check", "--disable-background-networking", "--disable-component-update",
                "--disable-sync", "--no-proxy-server", "--hide-scrollbars", "--mute-audio",
                f"--user-data-dir={self.profile}", f"--virtual-time-budget={budget_ms}"]

    def dom(self, url, budget_ms=20000):
        t0 = time.monotonic()
        r = subprocess.run(self.args(budget_ms) + ["--dump-dom", url], capture_output=True, text=True, timeout=180)
        if r.returncode != 0 or "<html" not in r.stdout:
            raise AssertionError(f"chromium --dump-dom {url}: status {r.returncode}\n{r.stderr[-2000:]}")
        return r.stdout, time.monotonic() - t0

    def screenshot(self, url, path, size="1500,900", budget_ms=20000):
        r = subprocess.run(self.args(budget_ms) + [f"--window-size={size}", f"--screenshot={path}", url],
                           capture_output=True, text=True, timeout=180)
        if r.returncode != 0 or not os.path.exists(path) or os.path.getsize(path) < 10000:
            raise AssertionError(f"chromium --screenshot {url}: status {r.returncode}\n{r.stderr[-2000:]}")


class Dom(html.parser.HTMLParser):
    """The elements of a dumped page: (tag, attributes, text) with classes and ids to find them by."""

    def __init__(self, text):
        super().__init__()
        self.elements = []
        self.stack = []
        self.feed(text)

    def handle_starttag(self, tag, attrs):
        e = {"tag": tag, "attrs": dict(attrs), "text": ""}
        self.elements.append(e)
        if tag not in ("input", "br", "meta", "link", "img"):
            self.stack.append(e)

    def handle_endtag(self, tag):
        while self.stack:
            e = self.stack.pop()
            if e["tag"] == tag:
                break

    def handle_data(self, data):
        for e in self.stack:
            e["text"] += data

    def by_id(self, ident):
        for e in self.elements:
            if e["attrs"].get("id") == ident:
                return e
        return None

    def within(self, ident, cls):
        """The elements of class `cls` after the element with id `ident` (its pane), before the next pane."""
        start = next((i for i, e in enumerate(self.elements) if e["attrs"].get("id") == ident), None)
        if start is None:
            return []
        out = []
        for e in self.elements[start + 1:]:
            if e["attrs"].get("class", "").startswith("pane"):
                break
            if cls in e["attrs"].get("class", "").split():
                out.append(e)
        return out


def one(dom, pane, cls):
    found = dom.within(pane, cls)
    assert found, f"{pane}: no element of class {cls}"
    return found[0]


def run(cmd, **kw):
    r = subprocess.run(cmd, capture_output=True, text=True, **kw)
    if r.returncode != 0:
        raise AssertionError(f"{' '.join(cmd)}: status {r.returncode}\n{r.stderr}")
    return r


def generated(path):
    """id -> label of every generated event of a JSON-lines trace, read by python3's json."""
    out = {}
    with open(path) as f:
        for line in f:
            e = json.loads(line)
            if e["event"] == "generated":
                out[e["id"]] = e.get("label", "")
    return out


def test_explorer(args, browser, server_root, server):
    traces = os.path.join(server_root, "traces")
    os.makedirs(traces, exist_ok=True)
    checks = 0
    # dfs and bfs with the tool's default successor (propagate), and dfs with
    # first-empty (one cell a move), up to 3,000 nodes.
    kinds = {"dfs": ("dfs", "propagate"), "bfs": ("bfs", "propagate"), "dfs-first-empty": ("dfs", "first-empty")}
    for kind, (order, successor) in kinds.items():
        r = run([args.tool, "trace", "--format", "jsonl", "--order", order, "--strategy", successor, "--max-nodes",
                 "3000", "-o", os.path.join(traces, f"inkala-{kind}.jsonl"), INKALA])
        m = re.search(r"trace: \w+ \S+, (\d+) nodes", r.stderr)
        assert m, f"no summary line from the tool: {r.stderr!r}"
        with open(os.path.join(traces, f"inkala-{kind}.nodes"), "w") as f:
            f.write(m.group(1))
        with open(os.path.join(traces, f"inkala-{kind}-boards.jsonl"), "w") as f:
            subprocess.run([args.boards, order, successor, "3000", INKALA], stdout=f, check=True)
    nodes = {o: int(open(os.path.join(traces, f"inkala-{o}.nodes")).read()) for o in kinds}
    moves = {o: generated(os.path.join(traces, f"inkala-{o}.jsonl")) for o in kinds}
    boards = {o: generated(os.path.join(traces, f"inkala-{o}-boards.jsonl")) for o in kinds}
    for o in kinds:
        assert len(moves[o]) == nodes[o], f"{o}: the tool said {nodes[o]} nodes, its trace has {len(moves[o])}"
        assert len(boards[o]) == nodes[o], f"{o}: sudoku_boards_trace made {len(boards[o])} nodes, the tool {nodes[o]}"

    # 1. One trace, a node chosen: the count and its board.
    for order, chosen in (("dfs", 45), ("bfs", 55), ("dfs", nodes["dfs"]), ("dfs-first-empty", 2500)):
        # No &puzzle=: the tool's trace gives it on its first line.
        url = server.url(f"web/explorer/index.html?trace=/traces/inkala-{order}.jsonl&select={chosen}")
        text, seconds = browser.dom(url)
        dom = Dom(text)
        body = next(e for e in dom.elements if e["tag"] == "body")
        pane = dom.by_id("pane0")
        assert pane is not None, "no pane"
        status = one(dom, "pane0", "status")["text"]
        assert pane["attrs"].get("data-state") == "ready", f"{order}: the trace did not load: {status!r}"
        assert body["attrs"].get("data-ready") == "1", f"{order}: the page did not finish"
        shown = int(pane["attrs"]["data-nodes"])
        assert shown == nodes[order], f"{order}: the page shows {shown} nodes, the tool reported {nodes[order]}"
        total = one(dom, "pane0", "total-nodes")["text"].replace(",", "")
        assert int(total) == nodes[order], f"{order}: the totals say {total} nodes"
        sel = one(dom, "pane0", "sel-id")["text"]
        assert sel.startswith(f"#{chosen} "), f"{order}: selected {sel!r}, expected #{chosen}"
        label = one(dom, "pane0", "sel-label")["text"]
        assert label == moves[order][chosen], f"{order} #{chosen}: label {label!r}, the trace says {moves[order][chosen]!r}"
        board = one(dom, "pane0", "board")
        line = board["attrs"].get("data-line")
        assert line == boards[order][chosen], (f"{order} #{chosen}: the page's board\n  {line}\n"
                                               f"the library's board\n  {boards[order][chosen]}")
        assert board["attrs"].get("data-exact") == "1", f"{order} #{chosen}: board marked approximate"
        cells = [e for e in dom.within("pane0", "cell")]
        assert len(cells) == 81, f"{len(cells)} cells drawn"
        changed = sum(1 for e in cells if {"changed", "move"} & set(e["attrs"]["class"].split()))
        assert changed > 0 or chosen == 1, f"{order} #{chosen}: no changed cell marked"
        print(f"explorer {order}: {shown} nodes, node #{chosen} board {line} ({changed} cells changed), "
              f"{seconds:.1f} s in chromium")
        checks += 1

    # Search: the nodes at the depth that has most, and the labels holding
    # "=9", counted by python3's json.
    depths = {}
    with open(os.path.join(traces, "inkala-dfs-first-empty.jsonl")) as f:
        for line in f:
            e = json.loads(line)
            if e["event"] == "generated":
                depths[e["id"]] = e["depth"]
    widest = max(set(depths.values()), key=lambda d: sum(1 for x in depths.values() if x == d))
    for query, want in ((f"depth {widest}", sum(1 for d in depths.values() if d == widest)),
                        ("=9", sum(1 for lb in moves["dfs-first-empty"].values() if "=9" in lb))):
        url = server.url(f"web/explorer/index.html?trace=/traces/inkala-dfs-first-empty.jsonl"
                         f"&search={urllib.parse.quote(query)}")
        dom = Dom(browser.dom(url)[0])
        count = one(dom, "pane0", "search-count")["text"]
        assert want > 0 and count == f"1 of {want:,}", f"search {query!r}: the page says {count!r}, expected 1 of {want}"
        sel = one(dom, "pane0", "sel-id")["text"]
        assert sel.startswith("#"), f"search {query!r}: no node selected"
        print(f"explorer search {query!r}: {count}, selected {sel}")
        checks += 1

    # 2. Side by side: dfs and bfs of the same puzzle, at the same event.
    url = server.url(f"web/explorer/index.html?trace=/traces/inkala-dfs.jsonl&trace2=/traces/inkala-bfs.jsonl"
                     f"&select=30&t=200")
    dom = Dom(browser.dom(url)[0])
    for i, order in enumerate(("dfs", "bfs")):
        pane = dom.by_id(f"pane{i}")
        assert pane is not None and pane["attrs"].get("data-state") == "ready", f"pane {i} not loaded"
        assert int(pane["attrs"]["data-nodes"]) == nodes[order], f"pane {i}: {pane['attrs']['data-nodes']} nodes"
        event = one(dom, f"pane{i}", "s-event")["text"]
        assert event.startswith("200 /"), f"pane {i} at event {event!r}, expected 200"
    checks += 1
    browser.screenshot(url, os.path.join(args.out, "explorer.png"))
    print(f"explorer: dfs and bfs side by side; screenshot {os.path.join(args.out, 'explorer.png')}")

    # 3. A malformed trace: the error names the line.
    with open(os.path.join(traces, "broken.jsonl"), "w") as f:
        f.write('{"event":"pass","number":1}\n{"event":"generated","id":1,"parent":0,"depth":0}\nnot json\n')
    dom = Dom(browser.dom(server.url("web/explorer/index.html?trace=/traces/broken.jsonl"), 8000)[0])
    status = one(dom, "pane0", "status")
    assert "error" in status["attrs"].get("class", ""), "a broken trace not shown as an error"
    assert "line 3" in status["text"], f"the error does not name line 3: {status['text']!r}"
    checks += 1
    print(f"explorer: broken trace reported: {status['text']}")
    return checks


PLAYGROUND_BUILD = ("seek_playground.js", "seek_playground.wasm")


def serve_web(args, root):
    """root/web is WEB_DIR; with --wasm, but for the playground's two built
    files, which are DIR's."""
    web = os.path.abspath(args.web)
    if not args.wasm:
        os.symlink(web, os.path.join(root, "web"))
        return
    os.makedirs(os.path.join(root, "web", "playground"))
    for name in os.listdir(web):
        if name != "playground":
            os.symlink(os.path.join(web, name), os.path.join(root, "web", name))
    for name in os.listdir(os.path.join(web, "playground")):
        if name not in PLAYGROUND_BUILD:
            os.symlink(os.path.join(web, "playground", name), os.path.join(root, "web", "playground", name))
    for name in PLAYGROUND_BUILD:
        built = os.path.abspath(os.path.join(args.wasm, name))
        if os.path.exists(built):
            os.symlink(built, os.path.join(root, "web", "playground", name))


def test_playground(args, browser, server_root, server):
    wasm = os.path.join(args.wasm or os.path.join(args.web, "playground"), "seek_playground.wasm")
    if not os.path.exists(wasm):
        print(f"skipped: {wasm} is missing (build it with scripts/web.sh)")
        return None
    # A map with walls, the same one the page draws from ?map=.
    rows = ["S....#....", ".##..#.##.", "..#.....#.", "..#.###.#.", "....#...#G"]
    width, height = len(rows[0]), len(rows)
    text = "".join(rows)
    want = json.loads(run([args.grid_stats, str(width), str(height), text]).stdout)
    url = server.url(f"web/playground/index.html?map={width}x{height}:{urllib.parse.quote(text)}&run=all&sudoku=1")
    dom_text, seconds = browser.dom(url, 30000)
    dom = Dom(dom_text)
    body = next(e for e in dom.elements if e["tag"] == "body")
    assert body["attrs"].get("data-ready") == "1", f"the playground did not finish: {body['attrs']}"
    checks = 0
    for name, stats in want.items():
        panel = dom.by_id(f"run-{name}")
        assert panel is not None, f"no panel for {name}"
        for key in ("nodes", "expanded", "path"):
            shown = panel["attrs"].get(f"data-{key}")
            assert shown is not None and int(shown) == stats[key], (
                f"{name}: the page shows {key} {shown}, the library's statistics say {stats[key]}")
        checks += 1
        print(f"playground {name}: nodes {stats['nodes']}, expanded {stats['expanded']}, path {stats['path']}")
    # The sudoku: the page's dfs run (propagate, to the first solution) against
    # the tool's `solve --stats` of the same puzzle.
    puzzle_file = os.path.join(server_root, "puzzle.txt")
    with open(puzzle_file, "w") as f:
        f.write(INKALA + "\n")
    line = run([args.tool, "solve", "--stats", puzzle_file]).stderr.splitlines()[0]
    m = re.search(r": (\d+) nodes, (\d+) dead ends, max depth (\d+), peak frontier (\d+)", line)
    assert m, f"no statistics line from the tool: {line!r}"
    dfs = dom.by_id("sudoku-dfs")
    total = one(dom, "sudoku-dfs", "s-total")["text"]
    assert dfs is not None and dfs["attrs"].get("data-nodes") == m.group(1), (
        f"sudoku dfs: the page shows {dfs and dfs['attrs'].get('data-nodes')} nodes, the tool {m.group(1)}")
    want = f"{int(m.group(1)):,} nodes, {int(m.group(2)):,} dead ends, frontier {int(m.group(4)):,}"
    assert total.startswith(want), f"sudoku dfs: the page says {total!r}, the tool {line!r}"
    print(f"playground sudoku dfs: {total} (the tool: {line})")
    checks += 1
    hint = dom.by_id("hint")
    assert hint is not None and hint["text"].strip(), "no hint shown"
    browser.screenshot(url, os.path.join(args.out, "playground.png"), budget_ms=30000)
    print(f"playground: {checks} runs checked in {seconds:.1f} s; hint {hint['text'].strip()[:80]!r}")
    return checks


def measure(args, exe, server_root, server):
    """Loads each trace in real time (no virtual time: the page's clock runs) and
    prints its size and the times the page reports: read (JSON parsed),
    laid out, first drawn, and shown since navigation (the fetch included)."""
    traces = os.path.join(server_root, "traces")
    os.makedirs(traces, exist_ok=True)
    for path in args.trace:
        name = os.path.basename(path)
        shutil.copy(path, os.path.join(traces, name))
        for run in range(args.runs):
            Quiet.reports.clear()
            url = server.url(f"web/explorer/index.html?trace=/traces/{name}&report=/report")
            cmd = [exe, "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-proxy-server",
                   "--remote-debugging-port=0", f"--user-data-dir={os.path.join(server_root, 'profile')}",
                   "--window-size=1500,900", url]
            proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            try:
                deadline = time.monotonic() + 120
                while not Quiet.reports and time.monotonic() < deadline and proc.poll() is None:
                    time.sleep(0.05)
            finally:
                proc.terminate()
                proc.wait(timeout=30)
            if not Quiet.reports:
                print(f"{name}: no report from the page")
                return 1
            r = Quiet.reports[0][0]
            print(f"{name}: {os.path.getsize(path):,} bytes, {r['nodes']:,} nodes, {r['events']:,} events: "
                  f"read {r['parse_ms']} ms, read and laid out {r['load_ms']} ms, first drawn {r['drawn_ms']} ms, "
                  f"shown {r['shown_at_ms']} ms after navigation")
    if args.screenshot:
        Browser(exe, os.path.join(server_root, "profile")).screenshot(
            server.url(f"web/explorer/index.html?trace=/traces/{os.path.basename(args.trace[0])}"
                       + (f"&trace2=/traces/{os.path.basename(args.trace[1])}" if len(args.trace) > 1 else "")
                       + (f"&select={args.select}" if args.select else "")
                       + (f"&puzzle={urllib.parse.quote(args.puzzle)}" if args.puzzle else "")),
            args.screenshot, budget_ms=60000)
        print(f"screenshot {args.screenshot}")
    return 0


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("page", choices=("explorer", "playground", "measure"))
    ap.add_argument("--web", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--tool")
    ap.add_argument("--boards")
    ap.add_argument("--grid-stats")
    ap.add_argument("--wasm", help="playground: the folder of a scripts/web.sh build to serve (default: WEB/playground)")
    ap.add_argument("--trace", action="append", default=[], help="measure: a trace to load (repeatable)")
    ap.add_argument("--runs", type=int, default=3, help="measure: loads of each trace")
    ap.add_argument("--screenshot", help="measure: a screenshot of the first trace (and the second beside it)")
    ap.add_argument("--select", help="measure: the node id selected in the screenshot")
    ap.add_argument("--puzzle", help="measure: the puzzle of move-labelled sudoku traces, for the screenshot")
    args = ap.parse_args()
    exe = find_browser()
    if exe is None:
        print("skipped: no chromium found (Debian: apt-get install chromium; or set SEEK_CHROMIUM)")
        return SKIP
    os.makedirs(args.out, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="seek-web-") as root:
        serve_web(args, root)
        server = Server(root)
        browser = Browser(exe, os.path.join(root, "profile"))
        try:
            if args.page == "measure":
                return measure(args, exe, root, server)
            if args.page == "explorer":
                checks = test_explorer(args, browser, root, server)
            else:
                checks = test_playground(args, browser, root, server)
        except AssertionError as e:
            print(f"FAILED: {e}")
            return 1
        finally:
            server.close()
    if checks is None:
        return SKIP
    print(f"{args.page}: {checks} checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())

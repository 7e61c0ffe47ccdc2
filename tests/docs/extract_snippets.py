#!/usr/bin/env python3
"""Extracts the C++ code samples of README.md and docs/*.md so the test suite
can compile them, run them, and compare their output.

Rules:
  * Every ```cpp block is compiled.
  * A block with `int main` is a complete program: it is built and run, and
    when the next fenced block is ```text (after nothing but blank lines or a
    line of prose ending in ':'), the program's standard output must equal it.
  * A block without `int main` is a fragment: it is compiled inside a function
    body after the umbrella includes, so it must be a sequence of statements
    that stands on its own.
  * A block whose first line is `// synopsis` lists declarations for reading
    and is not compiled.
  * A puzzle shown with its count or answer in any fenced block, in tdoku's
    form `<puzzle>:<count>[:<solution>]` or a CSV line `<puzzle>,<solution>`
    (4x4 or 9x9, one character per cell), is checked: each file with such
    claims gets a program <stem>_claims that counts the solutions of each
    puzzle and compares the count and the solution with the text.
  * A complete program that is byte-identical to a file examples/NAME.cpp is
    not compiled twice: the example's own test builds and runs it. Its
    output block must then equal examples/NAME.expected, or extraction fails
    (so the copy in the docs cannot drift from the tested file).

  * A block that names seek::parallel or seek::mpi (or includes their
    headers) needs that component: a fragment gets its header in the
    prelude, and snippets.txt says so after the name ("name parallel",
    "name mpi"); the test links the component's target, runs an MPI program
    under mpiexec on 3 ranks, and reports the snippet skipped when the
    component's dependency was not found. A block that names seek::sudoku
    (or includes a seek/sudoku/ header), and every <stem>_claims program,
    links seek::sudoku ("name sudoku").

Usage: extract_snippets.py OUT_DIR FILE.md...
Writes OUT_DIR/<stem>_<n>.cpp (+ .expected) and OUT_DIR/snippets.txt, one
snippet name (and the component it needs, if any) per line.
"""
import pathlib
import re
import sys

FRAGMENT_PRELUDE = """\
#include <seek/seek.hpp>
#include <range/v3/all.hpp>
#include <iostream>
#include <string>
#include <vector>
#include <array>
namespace views = ranges::views;
[[maybe_unused]] static void snippet() {
"""


def blocks(text):
    """Yields (info, body, line) for each fenced block."""
    lines = text.split("\n")
    i = 0
    while i < len(lines):
        m = re.match(r"^```(\S*)\s*$", lines[i])
        if not m:
            i += 1
            continue
        info, start = m.group(1), i + 1
        j = start
        while j < len(lines) and not lines[j].startswith("```"):
            j += 1
        yield info, "\n".join(lines[start:j]) + "\n", start, j
        i = j + 1


# A 4x4 or 9x9 puzzle with a stated count (and maybe its solution), or a
# puzzle and its solution separated by a comma.
CLAIM = re.compile(
    r"(?<![0-9A-Za-z.])(?P<p>[0-9.]{81}|[0-9.]{16})"
    r"(?::(?P<n>[0-9]+)(?::(?P<s1>[1-9]{81}|[1-4]{16}))?|,(?P<s2>[1-9]{81}|[1-4]{16}))(?![0-9A-Za-z.])")

CLAIMS_PROGRAM = """\
// Checks every puzzle shown with a count or a solution in {md}.
#include <seek/strategy/dfs.hpp>
#include <seek/sudoku/board/board.hpp>
#include <seek/sudoku/io/format.hpp>
#include <seek/sudoku/io/parse.hpp>
#include <seek/sudoku/successor/propagate.hpp>

#include <cstdint>
#include <iostream>
#include <string>
#include <variant>

namespace {{
struct claim {{
  int line;
  char const* puzzle;
  long long count;  // -1: not stated
  char const* solution;  // "": not stated
}};

claim const claims[] = {{
{rows}
}};

// The number of solutions (up to `limit`) and the first one.
template <int N>
std::uint64_t solve(seek::sudoku::grid const& g, std::uint64_t limit, std::string& first) {{
  std::uint64_t n = 0;
  for (auto const& b : seek::dfs(seek::sudoku::board<N>::from_grid(g), seek::sudoku::propagate))
    if (b.complete()) {{
      if (n == 0) first = seek::sudoku::to_line(b.to_grid());
      if (++n == limit) break;
    }}
  return n;
}}
}}  // namespace

int main() {{
  int failures = 0;
  for (claim const& c : claims) {{
    auto parsed = seek::sudoku::parse_puzzle(c.puzzle);
    auto const* g = std::get_if<seek::sudoku::grid>(&parsed);
    std::string first;
    std::uint64_t const limit = c.count >= 0 ? static_cast<std::uint64_t>(c.count) + 1 : 2;
    std::uint64_t n = g == nullptr ? 0 : g->box == 2 ? solve<2>(*g, limit, first) : solve<3>(*g, limit, first);
    bool ok = g != nullptr && (c.count < 0 || n == static_cast<std::uint64_t>(c.count));
    if (ok && *c.solution != '\\0') ok = n == 1 && first == c.solution;
    if (!ok) {{
      ++failures;
      std::cout << "{md}:" << c.line << ": " << c.puzzle << " has " << n << " solution(s)"
                << (first.empty() ? "" : ", the first ") << first << "; the text says otherwise\\n";
    }}
  }}
  return failures == 0 ? 0 : 1;
}}
"""


def component_of(body):
    """The component a sample needs: 'mpi', 'parallel', 'sudoku' or ''."""
    if re.search(r"seek::mpi::|<seek/scale/mpi\.hpp>", body):
        return "mpi"
    if re.search(r"seek::parallel::|<seek/scale/parallel\.hpp>", body):
        return "parallel"
    if re.search(r"seek::sudoku::|<seek/sudoku/", body):
        return "sudoku"
    return ""


COMPONENT_PRELUDE = {
    "": "",
    "parallel": "#include <seek/scale/parallel.hpp>\n#include <oneapi/tbb/task_arena.h>\n",
    "mpi": "#include <seek/scale/mpi.hpp>\n",
    "sudoku": "",
}


def claims_of(text):
    """(line, puzzle, count or -1, solution or '') for each claim in a fenced block."""
    out = []
    for _, body, start, _ in blocks(text):
        for k, line in enumerate(body.split("\n")):
            for m in CLAIM.finditer(line):
                count = int(m.group("n")) if m.group("n") else -1
                solution = m.group("s1") or m.group("s2") or ""
                if solution and len(solution) != len(m.group("p")):
                    continue
                out.append((start + k + 1, m.group("p"), count, solution))
    return out


def examples_by_text():
    """Maps the text of each examples/*.cpp to its path."""
    root = pathlib.Path(__file__).resolve().parents[2] / "examples"
    return {f.read_text(encoding="utf-8"): f for f in sorted(root.glob("*.cpp"))}


def main():
    examples = examples_by_text()
    errors = []
    out = pathlib.Path(sys.argv[1])
    out.mkdir(parents=True, exist_ok=True)
    for old in out.glob("*"):
        old.unlink()
    names = []
    for md in sys.argv[2:]:
        path = pathlib.Path(md)
        text = path.read_text(encoding="utf-8")
        all_blocks = list(blocks(text))
        lines = text.split("\n")
        n = 0
        for k, (info, body, start, end) in enumerate(all_blocks):
            if info not in ("cpp", "c++"):
                continue
            if body.lstrip().startswith("// synopsis"):
                continue
            n += 1
            name = f"{path.stem.replace('-', '_')}_{n}"
            component = component_of(body)
            src = out / f"{name}.cpp"
            header = f"// extracted from {md}, line {start}\n"
            if re.search(r"\bint\s+main\s*\(", body) and body in examples:
                example = examples[body]
                expected = example.with_suffix(".expected")
                if k + 1 < len(all_blocks) and all_blocks[k + 1][0] == "text":
                    shown = all_blocks[k + 1][1]
                    if not expected.exists() or expected.read_text(encoding="utf-8") != shown:
                        errors.append(f"{md}:{start}: the output shown differs from {expected}")
                continue
            if re.search(r"\bint\s+main\s*\(", body):
                src.write_text(f'#line {start + 1} "{path.resolve()}"\n' + body)
                # Expected output: the next block, if it is ```text and only
                # blank lines or one short prose line lie between.
                if k + 1 < len(all_blocks):
                    ninfo, nbody, nstart, _ = all_blocks[k + 1]
                    between = [l for l in lines[end + 1:nstart - 1] if l.strip()]
                    if ninfo == "text" and len(between) <= 1:
                        (out / f"{name}.expected").write_text(nbody)
            else:
                src.write_text(header + COMPONENT_PRELUDE[component] + FRAGMENT_PRELUDE +
                               f'#line {start + 1} "{path.resolve()}"\n' + body + "}\n" +
                               "int main() { return 0; }\n")
            names.append(f"{name} {component}" if component else name)
        claims = claims_of(text)
        if claims:
            name = f"{path.stem.replace('-', '_')}_claims"
            rows = "\n".join(f'    {{{line}, "{p}", {n}, "{sol}"}},' for line, p, n, sol in claims)
            (out / f"{name}.cpp").write_text(CLAIMS_PROGRAM.format(md=md, rows=rows))
            names.append(f"{name} sudoku")
    (out / "snippets.txt").write_text("".join(n + "\n" for n in names))
    for e in errors:
        print(e, file=sys.stderr)
    if errors:
        sys.exit(1)


if __name__ == "__main__":
    main()

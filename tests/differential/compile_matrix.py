#!/usr/bin/env python3
"""The differential tester's compile-time half (tests/differential/).

Generates calls the way users write them -- strategy x adaptor x option x
element kind x successor form, and the counts -- and knows which are refused:
a refused call must fail to compile with seek's reason on the FIRST error line
(the regex of the matrix in docs/strategies.md where it names one, else any
`static assertion failed: ... seek`, as g++ and clang++ word it), an allowed one must compile. As
cmake/CompileFail.cmake does for tests/compile_fail/, but generated, so every
cell and the element kinds are covered, not a hand-picked few.

  compile_matrix.py --cxx g++ [--sample N] [--seed S] [--list] [--only REGEX] [--keep DIR]

--sample N compiles N cases drawn with --seed (default: today's date), so a
CI run is short and successive days cover the matrix; without it, all.
Prints each failure with the generated source; exit status 1 on any.
"""
import argparse
import datetime
import os
import random
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

STRATEGIES = {  # name: (weighted, remembers, params)
    "dfs": (False, False, ""),
    "bfs": (False, False, ""),
    "unique_dfs": (False, True, ""),
    "unique_bfs": (False, True, ""),
    "best_first": (False, False, ", priority"),
    "beam": (False, False, ", priority, 4"),
    "dijkstra": (True, True, ""),
    "astar": (True, True, ", h"),
    "iddfs": (False, False, ""),
    "ida_star": (True, False, ", h"),
    "lds": (False, False, ""),
    "restarts": (False, False, ""),
}

# The strategies that walk their roots again, and what they call a walk.
PASS_WORDS = {"iddfs": "pass", "ida_star": "pass", "lds": "iteration", "restarts": "run"}

ELEMENTS = {  # name: (type, make(int expr), hashable, copyable)
    "int": ("int", "{}", True, True),
    "move_only": ("mo", "mo{{std::make_unique<int>({})}}", True, False),
    "unhashed": ("nh", "nh{{{}}}", False, True),
}

PRELUDE = r"""#include <seek/seek.hpp>
#include <cstddef>
#include <memory>
#include <utility>
#include <vector>
struct mo { std::unique_ptr<int> v; friend bool operator==(mo const& a, mo const& b) { return *a.v == *b.v; } };
template <> struct std::hash<mo> { std::size_t operator()(mo const& m) const noexcept { return std::hash<int>{}(*m.v); } };
struct nh { int v; friend bool operator==(nh const&, nh const&) = default; };
inline int id(int x) { return x; }
inline int id(mo const& m) { return *m.v; }
inline int id(nh const& n) { return n.v; }
struct counting_tracer { template <class E> void on_yield(E const&) {} };
"""

# Adaptors of the successor function: (name, expression of `next`).
WRAPS = {
    "plain": "next",
    "depth_limited": "seek::depth_limited(next, 3)",
    "prune": "seek::prune(next, [](T const& x) { return id(x) > 5; })",
    "leaf_if": "seek::leaf_if(next, [](T const& x) { return id(x) > 5; })",
    "skip_seen": "seek::skip_seen<T>(next, seek::seen_by([](T const& x) { return id(x); }))",
    "shuffled": "seek::shuffled(next, 7)",
}
OPTIONS = {
    "none": "",
    "seen_by": ", seek::seen_by([](T const& x) { return id(x); })",
    "dense_index": ", seek::dense_index(100, [](T const& x) { return static_cast<std::size_t>(id(x)); })",
    "statistics": ", st",
    "limits": ", seek::limits{.nodes = 10}",
    "traced_by": ", seek::traced_by(tracer)",
    "statistics_twice": ", st, st",
}


def strategy_verdict(s, wrap, option, element):
    """None: must compile; else the regex the first error line must match."""
    weighted, remembers, _ = STRATEGIES[s]
    if option in ("seen_by", "dense_index") and not remembers:
        return "seek::%s: only the strategies that remember states take it" % option
    if option == "statistics_twice":
        return "seek: an option was given twice"
    if wrap == "depth_limited" and s in ("unique_dfs", "dijkstra", "astar", "ida_star"):
        return "seek::%s does not take seek::depth_limited" % s
    if wrap == "skip_seen" and weighted:
        return "seek::skip_seen takes an unweighted successor function"
    if wrap == "skip_seen" and s in ("iddfs", "lds"):
        return "seek::%s does not take seek::skip_seen" % s
    if wrap == "shuffled" and s == "lds":
        return "seek::lds does not take seek::shuffled"
    _, _, hashable, copyable = ELEMENTS[element]
    if not copyable and s in PASS_WORDS:  # issue 45 item 1: each pass walks the roots again
        return "seek::%s copies its roots for each %s, and the state type cannot be copied" % (s, PASS_WORDS[s])
    if remembers and option not in ("seen_by", "dense_index") and (not hashable or not copyable):
        return r"static.assert(ion)? failed.*seek"  # the state cannot be its own key
    return None


COUNT_OPTIONS = {
    "none": "",
    "memo": ", seek::memo_by([](T const& x) { return id(x); })",
    "checkpoint": ", cp",
    "seen_by": ", seek::seen_by([](T const& x) { return id(x); })",
    "dense_index": ", seek::dense_index(100, [](T const& x) { return static_cast<std::size_t>(id(x)); })",
    "statistics": ", st",
}


def count_verdict(wrap, option):
    if option in ("seen_by", "dense_index"):
        return "seek::%s: only the strategies that remember states take it" % option
    if option == "memo" and wrap == "skip_seen":
        return "seek::skip_seen: not for a memoized count"
    if option == "checkpoint" and wrap == "skip_seen":
        return "seek::skip_seen: not for a count with a checkpoint"
    if option == "checkpoint" and wrap == "shuffled":
        return "seek::shuffled: not for seek::parallel, seek::mpi or a checkpointed count"
    return None


def source(call, element, weighted):
    t, make, _, _ = ELEMENTS[element]
    child = "std::pair<T, int>{%s, 1}" % make.format("id(x) + 1") if weighted else make.format("id(x) + 1")
    elem = "std::pair<T, int>" if weighted else "T"
    return PRELUDE + """using T = %s;
int main() {
  auto next = [](T const& x) { std::vector<%s> out; if (id(x) < 9) out.push_back(%s); return out; };
  auto priority = [](T const& x) { return id(x); };
  auto h = [](T const&) { return 0; };
  seek::statistics st;
  seek::checkpoint cp;
  counting_tracer tracer;
  auto owning = [next, own = std::make_unique<int>(0)](T const& x) { return next(x); };  // cannot be copied
  std::vector<T> roots;
  roots.push_back(%s);
  (void)priority; (void)h; (void)st; (void)cp; (void)tracer; (void)owning;
  auto result = %s;
  (void)result;
}
""" % (t, elem, child, make.format("0"), call.replace("ROOTS", "roots").replace("ROOT", make.format("0")))


# A generic successor (callable with anything) and a std::vector<int> of
# roots: the vector could be one state or its elements roots (issue 45 item
# 3). Bare, the call is refused; seek::roots(v) and seek::root(v) say which.
ROOTS_FORMS = {
    "vector": ("v", "seek: ambiguous roots"),
    "seek_roots": ("seek::roots(v)", None),
    "seek_root": ("seek::root(v)", None),
}


def generic_source(call, weighted):
    child = "std::pair<int, int>{id(x) + 1, 1}" if weighted else "id(x) + 1"
    elem = "std::pair<int, int>" if weighted else "int"
    return PRELUDE + """int main() {
  auto next = [](auto const& x) {
    std::vector<%s> out;
    if constexpr (requires { id(x); })
      if (id(x) < 9) out.push_back(%s);
    return out;
  };
  auto priority = [](auto const&) { return 0; };
  auto h = [](auto const&) { return 0; };
  (void)priority; (void)h;
  std::vector<int> v{0, 1};
  auto result = %s;
  (void)result;
}
""" % (elem, child, call)


def all_cases():
    cases = []
    for s, (weighted, _, params) in STRATEGIES.items():
        for wrap, wexpr in WRAPS.items():
            for option, oexpr in OPTIONS.items():
                for element in ELEMENTS:
                    if element != "int" and (wrap != "plain" or option not in ("none", "seen_by")):
                        continue  # the element kinds against the plain call and the key option only
                    call = "seek::%s(ROOT, %s%s%s)" % (s, wexpr, params, oexpr)
                    name = "%s/%s/%s/%s" % (s, element, wrap, option)
                    cases.append((name, source(call, element, weighted), strategy_verdict(s, wrap, option, element)))
    for form, (roots, expect) in ROOTS_FORMS.items():
        for s, (weighted, _, params) in STRATEGIES.items():
            call = "seek::%s(%s, next%s)" % (s, roots, params)
            if form == "seek_root" and STRATEGIES[s][1]:  # the one state, a vector, has no std::hash
                expect = "seek::%s remembers states in a hash (set|map), and this state .*has no std::hash" % s
            cases.append(("%s/int/generic/%s" % (s, form), generic_source(call, weighted), expect))
            expect = ROOTS_FORMS[form][1]
        call = "seek::count(%s, next, [](auto const&) { return true; })" % roots
        cases.append(("count/int/generic/%s" % form, generic_source(call, False), expect))
    # A successor function that cannot be copied, and a std::vector of
    # move-only roots: refused with the reason, not "not a successor function".
    for s, (weighted, _, params) in STRATEGIES.items():
        call = "seek::%s(ROOT, std::move(owning)%s)" % (s, params)
        cases.append(("%s/int/move_only_fn/none" % s, source(call, "int", weighted),
                      "seek: the successor function cannot be copied"))
        call = "seek::%s(std::move(ROOTS), next%s)" % (s, params)
        cases.append(("%s/move_only/vector_roots/none" % s, source(call, "move_only", weighted),
                      "seek: the roots are a range of states that cannot be copied"))
    cases.append(("count/int/move_only_fn/none", source("seek::count(ROOT, std::move(owning))", "int", False),
                  "seek: the successor function cannot be copied"))
    cases.append(("count/move_only/vector_roots/none", source("seek::count(std::move(ROOTS), next)", "move_only", False),
                  "seek: the roots are a range of states that cannot be copied"))
    for wrap, wexpr in WRAPS.items():
        for option, oexpr in COUNT_OPTIONS.items():
            call = "seek::count(ROOT, %s%s)" % (wexpr, oexpr)
            cases.append(("count/int/%s/%s" % (wrap, option), source(call, "int", False), count_verdict(wrap, option)))
    return cases


def check(cxx, name, src, expect, keep):
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(keep or tmp, re.sub(r"[^A-Za-z0-9]+", "_", name) + ".cpp")
        with open(path, "w") as f:
            f.write(src)
        r = subprocess.run([cxx, "-std=c++20", "-fsyntax-only", "-I" + os.path.join(ROOT, "include"), path],
                           capture_output=True, text=True)
    out = r.stdout + r.stderr
    if expect is None:
        if r.returncode != 0:
            first = next((l for l in out.splitlines() if "error:" in l), out[:300])
            return "must compile, but: " + first
        return ""
    if r.returncode == 0:
        return "compiled, but must be refused with /%s/" % expect
    first = next((l for l in out.splitlines() if "error:" in l), "")
    if not re.search(expect, first):
        return "the first error line does not match /%s/:\n    %s" % (expect, first)
    return ""


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--cxx", default=os.environ.get("CXX", "g++"))
    ap.add_argument("--sample", type=int, default=0)
    ap.add_argument("--seed", type=int, default=int(datetime.date.today().strftime("%Y%m%d")))
    ap.add_argument("--only", default="")
    ap.add_argument("--list", action="store_true")
    ap.add_argument("--keep", default="", help="write the generated sources to this folder")
    a = ap.parse_args()
    cases = [c for c in all_cases() if re.search(a.only, c[0])]
    if a.list:
        for name, _, expect in cases:
            print(name, "->", "compiles" if expect is None else "refused: " + expect)
        print(len(cases), "cases")
        return 0
    if a.sample:
        cases = random.Random(a.seed).sample(cases, min(a.sample, len(cases)))
    if a.keep:
        os.makedirs(a.keep, exist_ok=True)
    failed = 0
    for name, src, expect in cases:
        why = check(a.cxx, name, src, expect, a.keep)
        if why:
            failed += 1
            print("FAIL %s (seed %d): %s" % (name, a.seed, why))
        else:
            print("ok   %s" % name)
    print("compile matrix, %s, seed %d: %d cases, %d failed" % (a.cxx, a.seed, len(cases), failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

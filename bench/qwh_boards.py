#!/usr/bin/env python3
"""qwh_boards.py: sudoku "quasigroups with holes" of any box size, for the
conflict-driven learning benchmarks (docs/benchmarks.md): a solution grid
(the pattern grid with its bands, stacks, rows in bands, columns in stacks and
symbols shuffled by SEED), of which K random cells stay given. Solvable by
construction, not checked for uniqueness. One puzzle per line, as integer
tokens (0: open), the form the tool and puzzle_reader read from 36x36 up.

Usage: qwh_boards.py BOX K SEED [SEED...]
"""
import random
import sys


def board(box, givens, seed):
    side = box * box
    rng = random.Random(seed)

    def order():
        groups = list(range(box))
        rng.shuffle(groups)
        out = []
        for g in groups:
            inner = list(range(box))
            rng.shuffle(inner)
            out += [g * box + i for i in inner]
        return out

    rows, cols = order(), order()
    symbols = list(range(1, side + 1))
    rng.shuffle(symbols)
    grid = [[symbols[(box * (r % box) + r // box + c) % side] for c in cols] for r in rows]
    cells = list(range(side * side))
    keep = set(rng.sample(cells, givens))
    return " ".join(str(grid[c // side][c % side]) if c in keep else "0" for c in cells)


if __name__ == "__main__":
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    box, k = int(sys.argv[1]), int(sys.argv[2])
    for s in sys.argv[3:]:
        print(board(box, k, int(s)))

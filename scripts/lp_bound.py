#!/usr/bin/env python3
"""The linear-programming relaxation of the CP-SAT model, beside lizards' own bounds.

    pip install ortools
    BIG_WRITE_ONLY=1 cargo bench --bench big      # writes target/big-boards/*.txt
    python3 scripts/lp_bound.py target/big-boards  # prints a CSV to standard output

For each board: one variable x in [0, 1] per free cell, the sum over each maximal tree-free
segment of the four directions at most 1, the sum maximised with GLOP (OR-Tools' LP solver).
floor(LP) is an upper bound on the maximum, the one an LP-based branch and bound starts from.
The question it answers is whether a root LP bound would be worth adding to the crate: it is
only if it is below the bounds lizards already has (`lizards max --budget 2s` prints its
interval when it stops undecided). The crate never uses OR-Tools: only the scripts do.

CSV: file,lp,lp_secs
"""

import math
import pathlib
import sys
import time

from ortools.linear_solver import pywraplp

sys.path.insert(0, str(pathlib.Path(__file__).parent))
from cpsat import read_board, segments  # noqa: E402  (the same board and model as CP-SAT's)


def lp_bound(n, trees):
    solver = pywraplp.Solver.CreateSolver("GLOP")
    x = {
        (r, c): solver.NumVar(0, 1, "")
        for r in range(n)
        for c in range(n)
        if not trees[r][c]
    }
    for segment in segments(n, trees):
        if len(segment) > 1:
            solver.Add(sum(x[cell] for cell in segment) <= 1)
    solver.Maximize(sum(x.values()))
    solver.Solve()
    return solver.Objective().Value()


def main():
    folder = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else "target/big-boards")
    print("file,lp,lp_secs")
    for path in sorted(folder.glob("n*.txt")):
        n, trees = read_board(path)
        start = time.perf_counter()
        value = lp_bound(n, trees)
        took = time.perf_counter() - start
        print(f"{path.name},{math.floor(value + 1e-6)},{took:.2f}", flush=True)


if __name__ == "__main__":
    main()

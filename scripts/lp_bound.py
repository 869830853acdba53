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

With `--knots`, every *knot* is a constraint too: each maximal set of free cells within two
rows and columns of each other that see each other pairwise (the cliques `src/solve/cover.rs`
weighs beside the segments), so the LP is the best bound any clique weights can give.
`--near K` widens the knots to K rows and columns.

With `--odd-cycles`, rounds of cuts follow (a heuristic separation: cycles through cells the
LP sets to 0 or 1 are not looked for, and the table of cells that see each other grows as
n^3, so it is for boards of up to n = 100): for each cell the LP leaves fractional, the
shortest odd cycle through it among cells that see each other (edge (a, b) weighing
1 - x_a - x_b, found on the graph doubled into two sides) is a constraint when it weighs less
than 1: a cycle of 2k + 1 cells holds k lizards at most. Rounds go on until none is found.

CSV: file,lp,lp_secs
"""

import argparse
import heapq
import math
import pathlib
import sys
import time

from ortools.linear_solver import pywraplp

sys.path.insert(0, str(pathlib.Path(__file__).parent))
from cpsat import read_board, segments  # noqa: E402  (the same board and model as CP-SAT's)


def knots(n, trees, near=2):
    """Maximal cliques of free cells within `near` rows and columns that see each other.
    Each is found from its first cell (row-major); a knot inside a larger one only repeats a
    weaker constraint, which the LP does not mind."""
    ids = {}
    for k, segment in enumerate(segments(n, trees)):
        for cell in segment:
            ids.setdefault(cell, set()).add(k)

    def linked(a, b):
        close = abs(a[0] - b[0]) <= near and abs(a[1] - b[1]) <= near
        return a != b and close and bool(ids.get(a, set()) & ids.get(b, set()))

    for r in range(n):
        for c in range(n):
            if trees[r][c]:
                continue
            a = (r, c)
            later = [
                (rr, cc)
                for rr in range(r, min(n, r + near + 1))
                for cc in range(max(0, c - near), min(n, c + near + 1))
                if not trees[rr][cc] and (rr, cc) > a and linked(a, (rr, cc))
            ]
            adjacent = {x: {y for y in later if linked(x, y)} for x in later}
            found = []

            def grow(chosen, open_, done):
                # Bron and Kerbosch with a pivot.
                if not open_ and not done:
                    found.append(chosen)
                    return
                pivot = next(iter(open_ | done))
                for v in list(open_ - adjacent[pivot]):
                    grow(chosen | {v}, open_ & adjacent[v], done & adjacent[v])
                    open_ = open_ - {v}
                    done = done | {v}

            grow(set(), set(later), set())
            for rest in found:
                if rest:
                    yield [a, *sorted(rest)]


def odd_cycles(seen, values):
    """The odd cycles of cells that see each other which the LP point `values` violates."""
    fractional = {cell for cell, v in values.items() if 1e-6 < v < 1 - 1e-6}
    found = []
    for start in fractional:
        # Shortest path from (start, side 0) to (start, side 1): an odd closed walk.
        dist, before = {(start, 0): 0.0}, {}
        queue = [(0.0, start, 0)]
        while queue:
            d, u, side = heapq.heappop(queue)
            if d > dist[(u, side)] or (u, side) == (start, 1):
                continue
            for v in seen[u] & fractional:
                key = (v, 1 - side)
                nd = d + max(0.0, 1 - values[u] - values[v])
                if nd < dist.get(key, 1 - 1e-3):
                    dist[key], before[key] = nd, (u, side)
                    heapq.heappush(queue, (nd, v, 1 - side))
        if (start, 1) in dist:
            cycle, at = [], (start, 1)
            while at != (start, 0):
                cycle.append(at[0])
                at = before[at]
            if len(set(cycle)) == len(cycle):  # a cycle, not a walk through a cell twice
                found.append(frozenset(cycle))
    return set(found)


def lp_bound(n, trees, with_knots=False, near=2, with_odd_cycles=False):
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
    if with_knots:
        for knot in knots(n, trees, near):
            solver.Add(sum(x[cell] for cell in knot) <= 1)
    solver.Maximize(sum(x.values()))
    solver.Solve()
    if with_odd_cycles:
        seen = {cell: set() for cell in x}
        for segment in segments(n, trees):
            for cell in segment:
                seen[cell].update(other for other in segment if other != cell)
        cut = set()
        while True:
            values = {cell: var.solution_value() for cell, var in x.items()}
            fresh = odd_cycles(seen, values) - cut
            if not fresh:
                break
            for cycle in fresh:
                solver.Add(sum(x[cell] for cell in cycle) <= (len(cycle) - 1) // 2)
            cut |= fresh
            solver.Solve()
    return solver.Objective().Value()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("folder", nargs="?", default="target/big-boards")
    parser.add_argument("--knots", action="store_true", help="add the knots as constraints")
    parser.add_argument("--near", type=int, default=2, help="rows and columns a knot spans")
    parser.add_argument(
        "--odd-cycles", action="store_true", help="add odd-cycle cuts in rounds"
    )
    args = parser.parse_args()
    folder = pathlib.Path(args.folder)
    print("file,lp,lp_secs")
    for path in sorted(folder.glob("n*.txt")):
        n, trees = read_board(path)
        start = time.perf_counter()
        value = lp_bound(n, trees, args.knots, args.near, args.odd_cycles)
        took = time.perf_counter() - start
        print(f"{path.name},{math.floor(value + 1e-6)},{took:.2f}", flush=True)


if __name__ == "__main__":
    main()

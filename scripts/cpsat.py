#!/usr/bin/env python3
"""Times OR-Tools CP-SAT on the boards `cargo bench --bench big` writes, as its users run it.

    pip install ortools
    BIG_WRITE_ONLY=1 cargo bench --bench big      # writes target/big-boards/*.txt
    python3 scripts/cpsat.py target/big-boards     # writes target/big-boards/cpsat.csv
    cargo bench --bench big                        # lizards, with CP-SAT beside it

The model: one boolean per free cell; at most one lizard on each maximal tree-free segment of
each of the four directions (rows, columns, diagonals, anti-diagonals). For each board CP-SAT
maximises the lizards, then decides p = max (feasibility) and p = max + 1 (a proof that it does
not fit), each a fresh solve with CP-SAT's default parameters (its default portfolio of
workers) and a time limit (`--limit`, default 60 s). The crate never uses OR-Tools: only this
script does.

The CSV has one row per board: file,max,max_secs,eq_secs,plus_secs,best,bound; a time is
empty when CP-SAT did not decide within the limit, the maximum when it was not proved; best
and bound are where its maximisation stood when it stopped.
"""

import argparse
import csv
import pathlib
import sys
import time

from ortools.sat.python import cp_model


def read_board(path):
    """The tree grid of a homework file: the first line may name the algorithm."""
    lines = [line.strip() for line in path.read_text().lstrip("\ufeff").splitlines()]
    if lines and not lines[0].isdigit():
        lines = lines[1:]
    n = int(lines[0])
    grid = [row for row in lines[2 : 2 + n]]
    return n, [[ch == "2" for ch in row] for row in grid]


def segments(n, trees):
    """Every maximal tree-free run of two or more cells, in all four directions."""
    starts = {
        (0, 1): [(r, 0) for r in range(n)],
        (1, 0): [(0, c) for c in range(n)],
        (1, 1): [(0, c) for c in range(n)] + [(r, 0) for r in range(1, n)],
        (1, -1): [(0, c) for c in range(n)] + [(r, n - 1) for r in range(1, n)],
    }
    for (dr, dc), firsts in starts.items():
        for r, c in firsts:
            run = []
            while 0 <= r < n and 0 <= c < n:
                if trees[r][c]:
                    if len(run) > 1:
                        yield run
                    run = []
                else:
                    run.append((r, c))
                r, c = r + dr, c + dc
            if len(run) > 1:
                yield run


def model(n, trees):
    m = cp_model.CpModel()
    cells = {
        (r, c): m.NewBoolVar(f"x{r}_{c}")
        for r in range(n)
        for c in range(n)
        if not trees[r][c]
    }
    for run in segments(n, trees):
        m.AddAtMostOne(cells[cell] for cell in run)
    return m, cells


def check(n, trees, placed):
    """The placement is on free cells and no two lizards share a segment."""
    chosen = set(placed)
    for run in segments(n, trees):
        assert sum(cell in chosen for cell in run) <= 1, "CP-SAT placed two on one segment"
    assert all(not trees[r][c] for r, c in chosen), "CP-SAT placed a lizard on a tree"


def solve(n, trees, limit, p=None):
    """(status, seconds, lizards placed): maximise when p is None, else decide sum >= p."""
    m, cells = model(n, trees)
    total = sum(cells.values())
    if p is None:
        m.Maximize(total)
    else:
        m.Add(total >= p)
    solver = cp_model.CpSolver()
    solver.parameters.max_time_in_seconds = limit
    start = time.perf_counter()
    status = solver.Solve(m)
    took = time.perf_counter() - start
    placed = []
    if status in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        placed = [cell for cell, var in cells.items() if solver.Value(var)]
        check(n, trees, placed)
    bound = int(solver.BestObjectiveBound()) if p is None else None
    return status, took, len(placed), bound


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("dir", type=pathlib.Path, help="the folder of board files")
    parser.add_argument("--limit", type=float, default=60.0, help="seconds per solve")
    parser.add_argument("--only", help="only files whose name contains this")
    args = parser.parse_args()
    files = sorted(p for p in args.dir.glob("n*.txt") if not args.only or args.only in p.name)
    rows = []
    for path in files:
        n, trees = read_board(path)
        status, max_secs, best, bound = solve(n, trees, args.limit)
        proved = status == cp_model.OPTIMAL
        row = [path.name, best if proved else "", f"{max_secs:.4f}" if proved else "", "", ""]
        row += [best, bound]
        if proved:
            status, secs, _, _ = solve(n, trees, args.limit, best)
            if status in (cp_model.OPTIMAL, cp_model.FEASIBLE):
                row[3] = f"{secs:.4f}"
            status, secs, _, _ = solve(n, trees, args.limit, best + 1)
            if status == cp_model.INFEASIBLE:
                row[4] = f"{secs:.4f}"
        rows.append(row)
        print(",".join(map(str, row)), file=sys.stderr, flush=True)
    with open(args.dir / "cpsat.csv", "w", newline="") as out:
        writer = csv.writer(out)
        writer.writerow(["file", "max", "max_secs", "eq_secs", "plus_secs", "best", "bound"])
        writer.writerows(rows)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""A SAT solver on the CP-SAT model: does one p fit each board, and how long it takes to say.

    pip install python-sat
    BIG_WRITE_ONLY=1 cargo bench --bench big                # writes target/big-boards/*.txt
    python3 scripts/sat.py target/big-boards/n30-t0.30-s0.txt 129 --limit 100

One variable per free cell; at most one per maximal tree-free segment of the four
directions (pairwise under six cells, a sequential counter above); at least p of them all
(a totalizer, or `--count seqcounter`). Solved with CaDiCaL 1.5.3 through PySAT, stopped
after --limit seconds. The question it answers is whether a SAT backend would be worth adding
to the crate (docs/exact-search.md: it is not). The crate never uses it: only this script does.

Prints: board,p,answer,secs (answer: sat, unsat or unknown).
"""

import argparse
import multiprocessing
import pathlib
import sys
import time

from pysat.card import CardEnc, EncType
from pysat.solvers import Solver

sys.path.insert(0, str(pathlib.Path(__file__).parent))
from cpsat import read_board, segments  # noqa: E402  (the same board and model as CP-SAT's)


def clauses(n, trees, p, count):
    var = {}
    for r in range(n):
        for c in range(n):
            if not trees[r][c]:
                var[(r, c)] = len(var) + 1
    top, out = len(var), []
    for run in segments(n, trees):
        lits = [var[cell] for cell in run]
        small = EncType.pairwise if len(lits) < 6 else EncType.seqcounter
        enc = CardEnc.atmost(lits=lits, bound=1, top_id=top, encoding=small)
        top = max(top, enc.nv)
        out.extend(enc.clauses)
    enc = CardEnc.atleast(lits=list(var.values()), bound=p, top_id=top, encoding=count)
    out.extend(enc.clauses)
    return out


def solve(cnf, answer):
    with Solver(name="cadical153", bootstrap_with=cnf) as solver:
        answer.put(solver.solve())


def main():
    args = argparse.ArgumentParser()
    args.add_argument("board", type=pathlib.Path)
    args.add_argument("p", type=int)
    args.add_argument("--limit", type=float, default=100.0)
    args.add_argument("--count", choices=["totalizer", "seqcounter"], default="totalizer")
    args = args.parse_args()
    n, trees = read_board(args.board)
    if args.p > sum(not t for row in trees for t in row):
        print(f"{args.board.name},{args.p},unsat,0.00")  # more lizards than free cells
        return
    cnf = clauses(n, trees, args.p, getattr(EncType, args.count))
    # The solver is stopped from outside: CaDiCaL holds the interpreter while it runs.
    answer = multiprocessing.Queue()
    start = time.monotonic()
    run = multiprocessing.Process(target=solve, args=(cnf, answer))
    run.start()
    run.join(args.limit)
    secs = time.monotonic() - start
    if run.is_alive():
        run.terminate()
        word = "unknown"
    else:
        word = "sat" if answer.get() else "unsat"
    print(f"{args.board.name},{args.p},{word},{secs:.2f}")


if __name__ == "__main__":
    main()

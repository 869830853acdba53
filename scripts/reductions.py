#!/usr/bin/env python3
"""How many cells two presolve reductions would take out of the exact search, per board.

    BIG_WRITE_ONLY=1 cargo bench --bench big            # writes target/big-boards/*.txt
    python3 scripts/reductions.py target/big-boards/n30-t0.10-s0.txt ...

A cell's neighbours are the cell itself and the cells its four segments hold: the lizards
that would see it, and one on it. Two rules, repeated until neither applies:

- a cell whose neighbours all see one another (they form a clique) holds a lizard in some
  maximum: it is placed, and its neighbours leave;
- a cell whose neighbours include all of another cell's neighbours holds no lizard in some
  maximum (swap it for the other): it leaves.

Both keep the maximum, so a search could start from what is left. The question is whether
they thin out the boards that stay undecided. The script prints, per board, the free cells,
the cells placed by the first rule, the cells that left the search (those placed among
them), and the cells left. The crate has the same two rules in `src/solve/presolve.rs`, for
the exact search of `solve` and `max`; this script measured them first.
"""

import pathlib
import sys

from cpsat import read_board, segments


def reduce(n, trees):
    segs = [list(s) for s in segments(n, trees)]
    cells = [(r, c) for r in range(n) for c in range(n) if not trees[r][c]]
    of = {cell: set() for cell in cells}
    for i, seg in enumerate(segs):
        for cell in seg:
            of[cell].add(i)
    alive = set(cells)

    def neighbours(u):
        # The cell itself, and every cell alive on one of its segments (`segments` leaves
        # out runs of one cell: a cell boxed in by trees has no segment, and sees no one).
        return {u}.union(*(set(x for x in segs[i] if x in alive) for i in of[u]))

    def clique(group):
        group = list(group)
        return all(
            of[a] & of[b] for k, a in enumerate(group) for b in group[k + 1 :]
        )

    placed = left = 0
    changed = True
    while changed:
        changed = False
        for u in list(alive):
            if u not in alive:
                continue
            around = neighbours(u)
            if clique(around):
                alive -= around
                placed += 1
                left += len(around)
                changed = True
                continue
            for v in around - {u}:
                if v in alive and around <= neighbours(v):
                    alive.discard(v)
                    left += 1
                    changed = True
    return len(cells), placed, left, len(alive)


def main():
    print("file,cells,placed,left_the_search,cells_left")
    for name in sys.argv[1:]:
        path = pathlib.Path(name)
        n, trees = read_board(path)
        cells, placed, removed, left = reduce(n, trees)
        print(f"{path.name},{cells},{placed},{removed},{left}")


if __name__ == "__main__":
    main()

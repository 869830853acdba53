#!/usr/bin/env python3
"""How many cells two presolve reductions would take out of the exact search, per board.

    BIG_WRITE_ONLY=1 cargo bench --bench big            # writes target/big-boards/*.txt
    python3 scripts/reductions.py target/big-boards/n30-t0.10-s0.txt ...

A cell's neighbours are the cells its four segments hold (itself among them): the lizards
that would see it. Two rules, repeated until neither applies:

- a cell whose neighbours all see one another (they form a clique) holds a lizard in some
  maximum: it is placed, and its neighbours leave;
- a cell whose neighbours include all of another cell's neighbours holds no lizard in some
  maximum (swap it for the other): it leaves.

Both keep the maximum, so a search could start from what is left. The question is whether
they thin out the boards that stay undecided. The script prints, per board, the free cells,
the cells placed by the first rule, the cells that left, and the cells left. The crate does
not use it.
"""

import pathlib
import sys

from cpsat import read_board, segments


def reduce(n, trees):
    segs = [list(s) for s in segments(n, trees)]
    cells = [(r, c) for r in range(n) for c in range(n) if not trees[r][c]]
    of = {cell: [] for cell in cells}
    for i, seg in enumerate(segs):
        for cell in seg:
            of[cell].append(i)
    alive = set(cells)

    def segment_cells(u):
        return [set(x for x in segs[i] if x in alive) for i in of[u]]

    def neighbours(u):
        return set().union(*segment_cells(u))

    placed = removed = 0
    changed = True
    while changed:
        changed = False
        for u in list(alive):
            if u not in alive:
                continue
            around = neighbours(u)
            # The neighbours see one another when at most one of u's segments holds another
            # cell: two such segments meet only at u.
            if sum(1 for s in segment_cells(u) if len(s) > 1) <= 1:
                alive -= around
                placed += 1
                removed += len(around)
                changed = True
                continue
            for v in around - {u}:
                if v in alive and around <= neighbours(v):
                    alive.discard(v)
                    removed += 1
                    changed = True
    return len(cells), placed, removed, len(alive)


def main():
    print("file,cells,placed,left_the_search,cells_left")
    for name in sys.argv[1:]:
        path = pathlib.Path(name)
        n, trees = read_board(path)
        cells, placed, removed, left = reduce(n, trees)
        print(f"{path.name},{cells},{placed},{removed},{left}")


if __name__ == "__main__":
    main()

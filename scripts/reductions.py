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

    python3 scripts/reductions.py --branch 5 target/big-boards/n50-t0.40-s0.txt

asks whether a search that branches on cells and reduces again at each node (a branch and
reduce) would find the rules cascading: for the five open cells that see the most open cells,
it prints the cells still open and placed once a lizard is placed there (its neighbours
leave) and once the cell is left empty.

    python3 scripts/reductions.py --critical target/big-boards/n50-t0.40-s0.txt

looks, in what the rules leave, for a critical independent set (cells I with the most
|I| - |N(I)|; some maximum holds all of them, Butenko and Trukhanov), through a maximum
matching of the bipartite double cover (`pip install networkx`): when the matching is
perfect, the only critical set is empty and the reduction takes out nothing.
"""

import pathlib
import sys

from cpsat import read_board, segments


def graph(n, trees):
    """The board's segments, its free cells, and each free cell's segments."""
    segs = [list(s) for s in segments(n, trees)]
    cells = [(r, c) for r in range(n) for c in range(n) if not trees[r][c]]
    of = {cell: set() for cell in cells}
    for i, seg in enumerate(segs):
        for cell in seg:
            of[cell].add(i)
    return segs, cells, of


def reduce(segs, of, alive):
    """The two rules on the cells `alive` until neither applies: the cells still open, how
    many the first rule placed, and how many cells left the search."""
    alive = set(alive)

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
    return alive, placed, left


def open_neighbours(segs, of, alive, u):
    return {x for i in of[u] for x in segs[i] if x in alive} - {u}


def branches(segs, of, alive, count):
    """What the rules do after one branch of a search on the `count` open cells that see the
    most open cells: a lizard placed there (its neighbours leave), or the cell left empty.
    Rows: the cell, its open neighbours, then the cells still open and placed in each branch."""
    order = sorted(alive, key=lambda u: -len(open_neighbours(segs, of, alive, u)))
    for u in order[:count]:
        around = open_neighbours(segs, of, alive, u)
        placed_in, placed, _ = reduce(segs, of, alive - around - {u})
        left_out, placed_out, _ = reduce(segs, of, alive - {u})
        yield u, len(around), len(placed_in), placed + 1, len(left_out), placed_out


def critical(segs, of, alive):
    """The open cells, the size of a maximum matching of the bipartite double cover of what
    `alive` leaves, and a maximum critical independent set (Larson): the cells both of whose
    copies a maximum independent set of the cover holds."""
    import networkx as nx
    from networkx.algorithms import bipartite

    cover = nx.Graph()
    left = [("a", u) for u in alive]
    cover.add_nodes_from(left)
    cover.add_nodes_from(("b", u) for u in alive)
    for u in alive:
        for v in open_neighbours(segs, of, alive, u):
            cover.add_edge(("a", u), ("b", v))
    matching = bipartite.hopcroft_karp_matching(cover, top_nodes=left)
    independent = set(cover) - bipartite.to_vertex_cover(cover, matching, top_nodes=left)
    found = [u for u in alive if ("a", u) in independent and ("b", u) in independent]
    return len(alive), len(matching) // 2, found


def main():
    args = sys.argv[1:]
    if args[:1] == ["--critical"]:
        print("file,cells_left,matching,critical_set")
        for name in args[1:]:
            path = pathlib.Path(name)
            n, trees = read_board(path)
            segs, cells, of = graph(n, trees)
            alive, _, _ = reduce(segs, of, cells)
            left, matched, found = critical(segs, of, alive)
            print(f"{path.name},{left},{matched},{len(found)}", flush=True)
        return
    branch = 0
    if args[:1] == ["--branch"]:
        branch, args = int(args[1]), args[2:]
    if branch:
        print("file,cell,neighbours,open_if_placed,placed_if_placed,open_if_empty,placed_if_empty")
    else:
        print("file,cells,placed,left_the_search,cells_left")
    for name in args:
        path = pathlib.Path(name)
        n, trees = read_board(path)
        segs, cells, of = graph(n, trees)
        alive, placed, removed = reduce(segs, of, cells)
        if not branch:
            print(f"{path.name},{len(cells)},{placed},{removed},{len(alive)}")
            continue
        print(f"{path.name},root,,{len(alive)},{placed},,")
        for u, around, open_in, placed_in, open_out, placed_out in branches(
            segs, of, alive, branch
        ):
            print(f"{path.name},{u[0]} {u[1]},{around},{open_in},{placed_in},{open_out},{placed_out}")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Depth-first search for the baby-lizards puzzle, writing lizards' event protocol.

    python3 examples/dfs.py input.txt | lizards replay --check -
    lizards watch -- python3 examples/dfs.py input.txt

--buggy forgets the anti-diagonal when it checks a cell, as a classic first attempt does: the
referee stops the stream at the first lizard it places where another sees it.
Standard library only.
"""
import json
import os
import sys


def read_homework(path):
    """The homework file: an optional DFS/BFS/SA line, n, p, then n rows of 0 (empty) and 2 (tree)."""
    lines = [l.strip() for l in open(path, encoding="utf-8-sig") if l.strip()]
    if lines[0].upper() in ("DFS", "BFS", "SA"):
        lines = lines[1:]
    n, p = int(lines[0]), int(lines[1])
    trees = {(r, c) for r in range(n) for c in range(n) if lines[2 + r][c] == "2"}
    return n, p, trees


def emit(**fields):
    # One line at a time, as it happens: `lizards watch` plays what arrives.
    print(json.dumps(fields), flush=True)


def main():
    args = [a for a in sys.argv[1:] if a != "--buggy"]
    buggy = "--buggy" in sys.argv[1:]
    n, p, trees = read_homework(args[0] if args else "input.txt")
    emit(lizards=1, n=n, p=p, trees=sorted(trees), algo="dfs-buggy" if buggy else "dfs")
    directions = [(0, 1), (1, 0), (1, 1), (1, -1)]
    if buggy:
        directions.remove((1, -1))

    def seen(cell, placed):
        """Whether a placed lizard sees `cell` along a line with no tree between them."""
        for dr, dc in directions:
            for sr, sc in ((dr, dc), (-dr, -dc)):
                r, c = cell[0] + sr, cell[1] + sc
                while 0 <= r < n and 0 <= c < n and (r, c) not in trees:
                    if (r, c) in placed:
                        return True
                    r, c = r + sr, c + sc
        return False

    placed = set()
    order = []  # the cells placed, in order: the search's stack
    i = 0  # the next cell to try, row by row
    while len(order) < p:
        while i < n * n and (divmod(i, n) in trees or seen(divmod(i, n), placed)):
            i += 1
        if i < n * n:
            cell = divmod(i, n)
            placed.add(cell)
            order.append(i)
            emit(event="place", row=cell[0], col=cell[1])
            i += 1
        elif order:
            # Nothing fits after the last lizard: take it back and try the cells after it.
            last = order.pop()
            cell = divmod(last, n)
            placed.discard(cell)
            emit(event="remove", row=cell[0], col=cell[1])
            i = last + 1
        else:
            emit(event="fail")
            return
    emit(event="solution")

if __name__ == "__main__":
    try:
        main()
    except BrokenPipeError:
        # The reader stopped early (the referee found a fault): nothing more to say.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        sys.exit(1)

#!/usr/bin/env python3
"""Breadth-first search for the baby-lizards puzzle, writing lizards' event protocol.

    python3 examples/bfs.py input.txt | lizards replay --check -

A state is the set of lizards placed so far, in cell order; the queue holds every state of
one depth before the next. Each state taken off the queue is shown by the `remove` and
`place` events that turn the board shown into it. Standard library only.
"""
import collections
import json
import os
import sys

# Past this many states in the queue the search gives up (it proves nothing then).
MAX_QUEUE = 200_000


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
    n, p, trees = read_homework(sys.argv[1] if len(sys.argv) > 1 else "input.txt")
    emit(lizards=1, n=n, p=p, trees=sorted(trees), algo="bfs")

    def seen(cell, placed):
        for dr, dc in ((0, 1), (1, 0), (1, 1), (1, -1)):
            for sr, sc in ((dr, dc), (-dr, -dc)):
                r, c = cell[0] + sr, cell[1] + sc
                while 0 <= r < n and 0 <= c < n and (r, c) not in trees:
                    if (r, c) in placed:
                        return True
                    r, c = r + sr, c + sc
        return False

    shown = set()  # the lizards on the board the stream has built

    def show(state):
        for cell in sorted(shown - set(state)):
            emit(event="remove", row=cell[0], col=cell[1])
        for cell in state:
            if cell not in shown:
                emit(event="place", row=cell[0], col=cell[1])
        shown.clear()
        shown.update(state)

    queue = collections.deque([()])
    while queue:
        state = queue.popleft()
        show(state)
        emit(event="dequeue", depth=len(state), frontier=len(queue))
        if len(state) == p:
            emit(event="solution")
            return
        start = state[-1][0] * n + state[-1][1] + 1 if state else 0
        placed = set(state)
        for i in range(start, n * n):
            cell = divmod(i, n)
            if cell not in trees and not seen(cell, placed):
                queue.append(state + (cell,))
        if len(queue) > MAX_QUEUE:
            print(f"bfs: more than {MAX_QUEUE} boards queued, giving up", file=sys.stderr)
            return
    emit(event="fail")


if __name__ == "__main__":
    try:
        main()
    except BrokenPipeError:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        sys.exit(1)

#!/usr/bin/env python3
"""Simulated annealing for the baby-lizards puzzle, writing lizards' event protocol.

    python3 examples/sa.py input.txt | lizards replay --check -

p lizards start on random free cells (they may see each other: the header says "sa", so the
referee allows it until the solution); each step moves one lizard that is seen to another
free cell, taken if it does not raise the number of pairs that see each other, or by chance
at a temperature that cools. It proves nothing: past its steps it stops without an answer.
Standard library only.
"""
import json
import math
import os
import random
import sys

STEPS = 200_000


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
    emit(lizards=1, n=n, p=p, trees=sorted(trees), algo="sa")
    free = [(r, c) for r in range(n) for c in range(n) if (r, c) not in trees]
    if p > len(free):
        print(f"sa: {p} lizards do not fit on {len(free)} free cells", file=sys.stderr)
        return
    rng = random.Random(1)

    def seers(cell, placed):
        """How many placed lizards see `cell` (the lizard on it not counted).

        Only a tree ends a line: a lizard between two others does not shield them, so
        each pair on one tree-free stretch counts, as the referee counts them.
        """
        count = 0
        for dr, dc in ((0, 1), (1, 0), (1, 1), (1, -1)):
            for sr, sc in ((dr, dc), (-dr, -dc)):
                r, c = cell[0] + sr, cell[1] + sc
                while 0 <= r < n and 0 <= c < n and (r, c) not in trees:
                    if (r, c) in placed:
                        count += 1
                    r, c = r + sr, c + sc
        return count

    placed = set(rng.sample(free, p))
    for cell in sorted(placed):
        emit(event="place", row=cell[0], col=cell[1])
    temperature = 0.5
    for step in range(STEPS):
        attacked = [cell for cell in placed if seers(cell, placed)]
        if not attacked:
            emit(event="solution")
            return
        lizard = rng.choice(attacked)
        target = rng.choice(free)
        if target in placed:
            continue
        placed.discard(lizard)
        delta = seers(target, placed) - seers(lizard, placed)
        if delta <= 0 or rng.random() < math.exp(-delta / temperature):
            placed.add(target)
            emit(event="move", **{"from": {"row": lizard[0], "col": lizard[1]}},
                 to={"row": target[0], "col": target[1]}, delta=delta, accepted=True)
        else:
            placed.add(lizard)
        if step % 256 == 255:
            temperature = max(temperature * 0.99, 0.01)
    print(f"sa: no placement within {STEPS} steps (annealing proves nothing)", file=sys.stderr)


if __name__ == "__main__":
    try:
        main()
    except BrokenPipeError:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        sys.exit(1)

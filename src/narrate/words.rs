//! The words the narration uses that a first-year student may not know, each with a plain
//! definition, and the longer story of each bound. The `?` help shows both; a test checks that
//! every such word a sentence can say is defined here.

use crate::solve::backtrack::Pruning;

/// Terms and what they mean, as the help lists them.
pub const WORDS: &[(&str, &str)] = &[
    (
        "scan",
        "backtrack decides the cells column by column, top to bottom; the cell it decides now is the cursor",
    ),
    (
        "counter",
        "each row, column, diagonal and anti-diagonal reads +1 (a lizard sees along it), -1 (a tree hides that lizard) or 0",
    ),
    (
        "mask",
        "a tree hides the lizards behind it: its +1 lines read -1 beyond it (unmask: undone on the way back)",
    ),
    (
        "branch",
        "one choice (a lizard here, or none) and everything searched after it",
    ),
    (
        "backtrack",
        "a branch led nowhere: take the last lizard back and try the cell empty",
    ),
    (
        "pruned",
        "a branch is cut before it is searched, because a count proves the lizards left cannot fit",
    ),
    (
        "bound",
        "the count that proves it: how many lizards the rest of the board can hold at most (c climbs the bounds)",
    ),
    (
        "segment",
        "a run of free cells along a row, column, diagonal or anti-diagonal, between trees or the edge: two lizards on one segment see each other, so it holds one lizard at most",
    ),
    (
        "free cell ahead",
        "a cell the scan has not passed yet, with no tree, that no lizard sees: where the lizards left can still go",
    ),
    (
        "knot",
        "a few cells close together (within two rows and two columns) that all see each other along different lines, like a 2 x 2 block: it holds one lizard at most",
    ),
    (
        "weights",
        "a number on each segment and knot, chosen once for the whole board, that the weights bound adds up (see Bounds)",
    ),
    (
        "search tree",
        "every branch the search has tried, drawn as a tree: the root is the empty board, each level one more decision",
    ),
    (
        "queue",
        "BFS keeps the boards it has still to look at in a queue, oldest first",
    ),
    (
        "level",
        "BFS's boards with the same number of cells decided; a whole level waits in the queue before the next",
    ),
    (
        "attacking pair",
        "two lizards that see each other; annealing moves lizards until there are none",
    ),
    (
        "temperature",
        "T, annealing's willingness to make things worse for a while: high at the start, lower as it cools",
    ),
    (
        "Metropolis rule",
        "a move that adds d attacking pairs is taken with chance exp(-d / T); a move that adds none is always taken",
    ),
    (
        "uphill",
        "a move that adds attacking pairs: taken only by the Metropolis rule, to escape a dead end",
    ),
    (
        "greedy start",
        "annealing's first board: each lizard on the cell of its row the others attack least",
    ),
    (
        "conflict set",
        "for a column, the earlier columns whose queens attacked its cells: the reasons it failed",
    ),
    (
        "internal dead end",
        "a column that ran out after a jump back: its set no longer says why, so step back one column",
    ),
    (
        "culprit",
        "the queen a backjump takes back: the latest one in the dead end's conflict set",
    ),
    (
        "undecided",
        "a budget (time, steps, queue size) ran out before an answer: nothing is proved",
    ),
];

/// Each bound of the ladder: its name, its log tags, and how it counts.
pub const BOUNDS: &[(Pruning, &str, &str)] = &[
    (
        Pruning::Seed,
        "cols",
        "The article's own check. At the end of a column that got no lizard, when no \
         tree stands in it or to its right: each column left holds one lizard at most, \
         so if more lizards are still to place than columns are left, the branch is \
         cut.",
    ),
    (
        Pruning::Segments,
        "segs",
        "Every lizard still to place needs a row segment and a column segment of its \
         own, empty and ahead of the scan. If fewer such row segments (or column \
         segments) are left than lizards, the branch is cut. Kept up to date at no cost \
         per step.",
    ),
    (
        Pruning::Matching,
        "r×c d×a 4way",
        "r×c: the free cells ahead must hold the lizards left with no two on one row or \
         column segment. The most they can hold is found by pairing row segments with \
         column segments through free cells (a largest matching); it is also the fewest \
         segments that hold every free cell ahead, which is what the sentence names. \
         d×a: the same with diagonal and anti-diagonal segments. 4way, weights and \
         knots: segments of all four kinds and knots each hold one lizard at most. Give \
         each a weight; the lizards that fit are at most the weights of those with a \
         free cell left, plus, for each free cell, how far its weights fall short of 1. \
         Any weights give a true bound; good ones are found once, at the start.",
    ),
    (
        Pruning::Memo,
        "seen",
        "Memory: at the top of a column, what the rest of the search can do depends \
         only on which of that column's cells the lizards so far see, and along which \
         lines. When the search below such a column top fails, it is remembered; \
         arriving there again, seen the same way, with as many lizards or more still to \
         place, is cut.",
    ),
    (
        Pruning::Auto,
        "",
        "What solve, count and max use: memo on boards with trees, segments on boards \
         without (there the stronger bounds cost more time than they save).",
    ),
];

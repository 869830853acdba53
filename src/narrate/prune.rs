//! What a prune says: the lizards still to place, what the bound counted, on which lines, and
//! how many that leaves room for, in words a first-year student reads without the help. The
//! terms it does use (segment, free cell ahead, knot, weights) are defined in the `?` help.

use crate::board::Cell;
use crate::event::{Bound, Line};
use crate::narrate::segments::{self, Segment};
use crate::narrate::{join, plural};
use crate::playback::Playback;

/// Lines named in full before "and k more": a sentence stays within four screen lines.
const NAMED: usize = 4;

/// "row 2, column 5 and diagonal 1", or the first few and how many more.
fn named(segments: &[Segment]) -> String {
    let mut parts: Vec<String> = segments.iter().take(NAMED).map(Segment::name).collect();
    if segments.len() > NAMED {
        parts.push(format!("{} more", segments.len() - NAMED));
    }
    join(&parts)
}

/// "columns 4 to 7", "columns 4 and 5", "column 5".
fn columns(from: u32, to: u32) -> String {
    match to - from {
        0 => format!("column {from}"),
        1 => format!("columns {from} and {to}"),
        _ => format!("columns {from} to {to}"),
    }
}

/// The sentence for backtrack's `Prune` at `cell`, read against the state it was cut in.
pub fn sentence(pb: &Playback, cell: Cell, left: u32, room: u32, bound: Bound) -> String {
    let still = plural(left, "lizard") + " still to place";
    match bound {
        Bound::Columns => seed(pb, cell, &still, room),
        Bound::Segments => empty_segments(pb, cell, &still, room),
        Bound::RowsColumns => covered(pb, cell, &still, room, [Line::Row, Line::Column]),
        Bound::Diagonals => covered(pb, cell, &still, room, [Line::Diagonal, Line::AntiDiagonal]),
        Bound::Cover => {
            let free = segments::free_ahead(pb, cell).len() as u64;
            if free == 0 {
                return nothing_free(cell, &still);
            }
            format!(
                "Pruned at {cell}: {still}, but the {} ahead hold {room} at most. Each segment, \
                 of all four kinds, and each knot holds one lizard at most; the weights bound \
                 counts them all together and gets {room} (? explains weights and knots).",
                plural(free, "free cell")
            )
        }
        Bound::Memo => memo(pb, cell, left, room),
        Bound::Cells => breadth_first(cell, left, room),
    }
}

/// Breadth-first search's own cut: fewer cells without a tree from here on than lizards left.
pub fn breadth_first(cell: Cell, left: u32, room: u32) -> String {
    format!(
        "Pruned at {cell}: {} still to place, but only {} without a tree {} left from here on, \
         one lizard a cell at most.",
        plural(left, "lizard"),
        plural(room, "cell"),
        if room == 1 { "is" } else { "are" }
    )
}

/// The seed's heuristic, at the end of a column that got no lizard: the tree-free columns to
/// its right hold one lizard each.
fn seed(pb: &Playback, cell: Cell, still: &str, room: u32) -> String {
    let n = pb.board().n() as u32;
    let col = cell.col;
    let rest = match room {
        0 => "no column is left to its right".to_string(),
        1 => format!(
            "only column {} is left, with no tree, and it holds one lizard at most",
            col + 1
        ),
        _ => format!(
            "only {} are left, with no tree, and they hold {room} at most, one a column",
            columns(col + 1, n - 1)
        ),
    };
    format!("Pruned at the end of column {col}, which got no lizard: {still}, but {rest}.")
}

/// The segment bound: every lizard left needs its own empty row segment and its own empty
/// column segment that the scan has not passed.
fn empty_segments(pb: &Playback, cell: Cell, still: &str, room: u32) -> String {
    let rows = segments::open(pb, Line::Row, cell);
    let cols = segments::open(pb, Line::Column, cell);
    let (fewest, kind) = if cols.len() < rows.len() {
        (&cols, "column")
    } else {
        (&rows, "row")
    };
    if fewest.len() as u32 != room {
        // The board shown disagrees with the solver's count: say only what the solver said.
        return format!(
            "Pruned at {cell}: {still}, but only {room} empty row or column segments are left \
             ahead of the scan, one lizard each at most."
        );
    }
    let both = if rows.len() == cols.len() {
        " (and as many column segments)".to_string()
    } else {
        String::new()
    };
    match fewest.len() {
        0 => format!(
            "Pruned at {cell}: {still}, but no {kind} segment ahead of the scan is empty{both}."
        ),
        k => format!(
            "Pruned at {cell}: {still}, but only {} ahead of the scan {} empty{both}: {}; a \
             segment holds one lizard at most.",
            plural(k as u64, &format!("{kind} segment")),
            if k == 1 { "is" } else { "are" },
            named(fewest)
        ),
    }
}

/// A matching bound: the free cells ahead all lie on `room` segments of two kinds.
fn covered(pb: &Playback, cell: Cell, still: &str, room: u32, lines: [Line; 2]) -> String {
    let free = segments::free_ahead(pb, cell);
    let kinds = format!("{} or {}", lines[0].name(), lines[1].name());
    let cover = segments::fewest_covering(pb.board(), lines, &free);
    if cover.len() as u32 != room {
        return format!(
            "Pruned at {cell}: {still}, but the {} ahead hold {room} at most with no two on one \
             {kinds} segment.",
            plural(free.len() as u64, "free cell")
        );
    }
    match free.len() {
        0 => nothing_free(cell, still),
        k => format!(
            "Pruned at {cell}: {still}, but the {} ahead all lie on just {}: {}; a segment \
             holds one lizard at most, so {room} fit at most.",
            plural(k as u64, "free cell"),
            plural(room, &format!("{kinds} segment")),
            named(&cover)
        ),
    }
}

/// Any bound, when the lizards left have nowhere to go at all.
fn nothing_free(cell: Cell, still: &str) -> String {
    format!(
        "Pruned at {cell}: {still}, but no free cell is left ahead: every cell from here on is \
         a tree or seen by a lizard."
    )
}

/// The memo: this column top looks, to the columns still to come, exactly like one searched
/// before where as many lizards did not fit.
fn memo(pb: &Playback, cell: Cell, left: u32, room: u32) -> String {
    let n = pb.board().n() as u32;
    let col = cell.col;
    let seen: Vec<String> = (0..n)
        .map(|row| Cell::new(row, col))
        .filter(|&c| {
            !pb.board().is_tree(c)
                && [Line::Row, Line::Diagonal, Line::AntiDiagonal]
                    .into_iter()
                    .any(|line| pb.attacker(c, line).is_some())
        })
        .map(|c| c.row.to_string())
        .collect();
    let seen = match seen.len() {
        0 => "none of its cells seen".to_string(),
        1 => format!("row {} seen, along the same lines", seen[0]),
        _ => format!("rows {} seen, along the same lines", join(&seen)),
    };
    format!(
        "Pruned at the top of column {col}: the lizards so far see column {col} exactly as in \
         a branch already searched ({seen}), where {} did not fit in {}; {} still to place \
         here, so {} not fit either.",
        plural(room + 1, "lizard"),
        columns(col, n - 1),
        plural(left, "lizard"),
        if left == 1 { "it does" } else { "they do" }
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Board;
    use crate::event::Event;
    use crate::solve::backtrack::{self, Goal, Options, Pruning};

    /// Every prune of backtrack on `board` under `bound`, told against the playback's state.
    fn told(board: &Board, p: u32, bound: Pruning) -> Vec<(Bound, u32, String)> {
        let mut events: Vec<Event> = Vec::new();
        let options = Options {
            goal: Goal::All { limit: None },
            bound,
            ..Options::default()
        };
        backtrack::solve(board, p, options, &mut events);
        let mut pb = Playback::new(board.clone(), p);
        let mut said = Vec::new();
        for e in events {
            pb.push(e);
            pb.forward();
            if let Event::Prune { bound, left, .. } = e {
                said.push((bound, left, crate::narrate::sentence(&pb, &e)));
            }
        }
        said
    }

    /// Whether the sentence is the one with the board's own numbers (the fallbacks repeat the
    /// solver's number only).
    fn counted_on_the_board(bound: Bound, s: &str) -> bool {
        match bound {
            Bound::Segments => {
                s.contains("ahead of the scan is") || s.contains("ahead of the scan are")
            }
            Bound::RowsColumns | Bound::Diagonals => {
                s.contains("all lie on just") || s.contains("no free cell is left")
            }
            _ => true,
        }
    }

    #[test]
    fn each_bound_names_what_it_counted_on_the_board_shown() {
        let mut seen = std::collections::BTreeSet::new();
        for seed in 0..40 {
            let n = 5 + seed as usize % 3;
            let board = Board::random(n, 0.1 + (seed % 3) as f64 * 0.1, seed);
            for p in [n as u32, n as u32 + 2] {
                for bound in [
                    Pruning::Seed,
                    Pruning::Segments,
                    Pruning::Matching,
                    Pruning::Memo,
                ] {
                    for (cut, left, sentence) in told(&board, p, bound) {
                        let still = plural(left, "lizard") + " still to place";
                        assert!(sentence.contains(&still), "{sentence}");
                        assert!(
                            counted_on_the_board(cut, &sentence),
                            "{cut:?}: {sentence} on {board:?}"
                        );
                        assert!(sentence.starts_with("Pruned"), "{sentence}");
                        if seen.insert(format!("{cut:?}")) {
                            println!("{sentence}");
                        }
                    }
                }
            }
        }
        // Every bound backtrack cuts with (breadth-first search's own is told apart).
        let backtracks = Bound::ALL.iter().filter(|&&b| b != Bound::Cells).count();
        assert_eq!(seen.len(), backtracks, "{seen:?}");
    }
}

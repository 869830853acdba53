//! What a prune says: the lizards still to place, what the bound counted, on which lines, and
//! how many that leaves room for, in words a first-year student reads without the help. The
//! terms it does use (segment, free cell ahead, knot, weights) are defined in the `?` help.

use crate::board::Cell;
use crate::event::{Bound, Line};
use crate::narrate::join;
use crate::narrate::segments::{self, Segment};
use crate::playback::Playback;
use crate::t;

/// Lines named in full before "and k more": a sentence stays within four screen lines.
const NAMED: usize = 4;

/// "row 2, column 5 and diagonal 1", or the first few and how many more.
fn named(segments: &[Segment]) -> String {
    let mut parts: Vec<String> = segments.iter().take(NAMED).map(Segment::name).collect();
    if segments.len() > NAMED {
        parts.push(t!("prune-more", count = segments.len() - NAMED));
    }
    join(&parts)
}

/// The sentence for backtrack's `Prune` at `cell`, read against the state it was cut in.
pub fn sentence(pb: &Playback, cell: Cell, left: u32, room: u32, bound: Bound) -> String {
    // No search of the app's cuts where its bound leaves room; a stream's writer might.
    if room >= left {
        return t!(
            "prune-unfounded",
            cell = cell.to_string(),
            left = left,
            room = room
        );
    }
    match bound {
        Bound::Columns => seed(pb, cell, left, room),
        Bound::Segments => empty_segments(pb, cell, left, room),
        Bound::RowsColumns => covered(pb, cell, left, room, [Line::Row, Line::Column]),
        Bound::Diagonals => covered(pb, cell, left, room, [Line::Diagonal, Line::AntiDiagonal]),
        Bound::Cover => {
            let free = segments::free_ahead(pb, cell).len() as u64;
            if free == 0 {
                return nothing_free(cell, left);
            }
            t!(
                "prune-cover",
                cell = cell.to_string(),
                left = left,
                free = free,
                room = room
            )
        }
        Bound::Memo => memo(pb, cell, left, room),
        Bound::Cells => breadth_first(cell, left, room),
    }
}

/// Breadth-first search's own cut: fewer cells without a tree from here on than lizards left.
pub fn breadth_first(cell: Cell, left: u32, room: u32) -> String {
    t!(
        "prune-bfs",
        cell = cell.to_string(),
        left = left,
        room = room
    )
}

/// The seed's heuristic, at the end of a column that got no lizard: the tree-free columns to
/// its right hold one lizard each.
fn seed(pb: &Playback, cell: Cell, left: u32, room: u32) -> String {
    let n = pb.board().n() as u32;
    let col = cell.col;
    let id = match room {
        0 => "prune-seed-none",
        1 => "prune-seed-one",
        _ => "prune-seed-many",
    };
    let (from, to) = (col + 1, n.saturating_sub(1).max(col + 1));
    t!(
        id,
        col = col.to_string(),
        left = left,
        room = room,
        from = from.to_string(),
        to = to.to_string(),
        span = to - from
    )
}

/// The segment bound: every lizard left needs its own empty row segment and its own empty
/// column segment that the scan has not passed.
fn empty_segments(pb: &Playback, cell: Cell, left: u32, room: u32) -> String {
    let rows = segments::open(pb, Line::Row, cell);
    let cols = segments::open(pb, Line::Column, cell);
    let (fewest, kind) = if cols.len() < rows.len() {
        (&cols, "column")
    } else {
        (&rows, "row")
    };
    if fewest.len() as u32 != room {
        // The board shown disagrees with the solver's count: say only what the solver said.
        return t!(
            "prune-segments-told",
            cell = cell.to_string(),
            left = left,
            room = room
        );
    }
    let both = if rows.len() == cols.len() {
        "yes"
    } else {
        "no"
    };
    match fewest.len() {
        0 => t!(
            "prune-segments-none",
            cell = cell.to_string(),
            left = left,
            kind = kind,
            both = both
        ),
        k => t!(
            "prune-segments",
            cell = cell.to_string(),
            left = left,
            k = k,
            kind = kind,
            both = both,
            named = named(fewest)
        ),
    }
}

/// A matching bound: the free cells ahead all lie on `room` segments of two kinds.
fn covered(pb: &Playback, cell: Cell, left: u32, room: u32, lines: [Line; 2]) -> String {
    let free = segments::free_ahead(pb, cell);
    let pair = if lines[0] == Line::Row {
        "rows"
    } else {
        "diagonals"
    };
    let cover = segments::fewest_covering(pb.board(), lines, &free);
    if cover.len() as u32 != room {
        return t!(
            "prune-covered-told",
            cell = cell.to_string(),
            left = left,
            free = free.len(),
            room = room,
            pair = pair
        );
    }
    match free.len() {
        0 => nothing_free(cell, left),
        k => t!(
            "prune-covered",
            cell = cell.to_string(),
            left = left,
            free = k,
            room = room,
            pair = pair,
            named = named(&cover)
        ),
    }
}

/// Any bound, when the lizards left have nowhere to go at all.
fn nothing_free(cell: Cell, left: u32) -> String {
    t!("prune-nothing-free", cell = cell.to_string(), left = left)
}

/// The memo: this column top looks, to the columns still to come, like one searched before
/// where as many lizards did not fit, or has one more line attacked (no more room).
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
    let last = n.saturating_sub(1).max(col);
    t!(
        "prune-memo",
        col = col.to_string(),
        seen = seen.len(),
        rows = join(&seen),
        fitted = room + 1,
        from = col.to_string(),
        to = last.to_string(),
        span = last - col,
        left = left
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

    /// One free cell ahead "holds" (not "hold") and "lies" on its segment.
    #[test]
    fn one_free_cell_ahead_takes_a_singular_verb() {
        let rows = [
            "0000002", "0002020", "0200002", "2022020", "0000000", "0000000", "0200000",
        ];
        let mut board = Board::empty(7);
        for (r, row) in rows.iter().enumerate() {
            for (c, b) in row.bytes().enumerate() {
                board.set_tree(crate::board::Cell::new(r as u32, c as u32), b == b'2');
            }
        }
        let told = told(&board, 9, Pruning::Matching);
        let one: Vec<&String> = told
            .iter()
            .map(|(_, _, s)| s)
            .filter(|s| s.contains(" 1 free cell ahead"))
            .collect();
        assert!(!one.is_empty(), "{told:?}");
        for sentence in one {
            assert!(
                sentence.contains("1 free cell ahead holds")
                    || sentence.contains("1 free cell ahead lies"),
                "{sentence}"
            );
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
                        let still = crate::narrate::plural(left, "lizard") + " still to place";
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

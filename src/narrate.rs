//! Plain sentences for events, and each algorithm's pseudocode with the line an event belongs
//! to. UI-free, so the words are tested like any other output.

mod prune;
pub mod segments;
pub mod words;

use crate::board::Cell;
use crate::event::{Bound, Event, Line, Lines, Outcome};
use crate::playback::Playback;
use crate::solve::Algorithm;
use crate::solve::backtrack::Pruning;

fn join(parts: &[String]) -> String {
    match parts {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// "row 3, column 4, diagonal -1 and anti-diagonal 7".
fn lines_through(cell: Cell, lines: Lines) -> String {
    let parts: Vec<String> = lines
        .iter()
        .map(|l| format!("{} {}", l.name(), l.key(cell)))
        .collect();
    join(&parts)
}

/// The verb agreeing with how many lines there are.
fn verb(lines: Lines, one: &'static str, many: &'static str) -> &'static str {
    if lines.iter().count() == 1 { one } else { many }
}

/// A count with thousands separators: 65,564.
pub fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, ch) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(ch);
    }
    out
}

/// "1 lizard", "3 lizards".
pub fn plural(n: impl Into<u64>, one: &str) -> String {
    let n: u64 = n.into();
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{} {one}s", thousands(n))
    }
}

/// [`sentence`], told as `algorithm` means it: breadth-first search places and takes back
/// lizards only to show the next board of its queue, annealing places its greedy start.
pub fn sentence_for(algorithm: Algorithm, pb: &Playback, event: &Event) -> String {
    match (algorithm, *event) {
        (Algorithm::Bfs, Event::Place { cell, .. }) => {
            format!("The board taken off the queue has a lizard at {cell}.")
        }
        (Algorithm::Bfs, Event::Unmark { cell, .. }) => {
            format!("The board taken off the queue has no lizard at {cell}.")
        }
        (Algorithm::Sa, Event::Place { cell, .. }) => format!(
            "Greedy start: a lizard at {cell}, the cell of its row that the lizards already placed attack least."
        ),
        (Algorithm::Sa, Event::Unmark { cell, .. }) => {
            format!("Stuck too long: start over; the lizard at {cell} leaves.")
        }
        (
            Algorithm::Bfs,
            Event::Prune {
                cell, left, room, ..
            },
        ) => prune::breadth_first(cell, left, room),
        // In the app and in snapshots breadth-first search has no clock, only its queue bound.
        (
            Algorithm::Bfs,
            Event::Done {
                outcome: Outcome::GaveUp,
            },
        ) => format!(
            "BFS stops: its queue outgrew its bound, with {} still waiting. A whole level of the \
             search tree must fit in memory at once; nothing is proved (undecided).",
            plural(pb.frontier().waiting, "board")
        ),
        (
            Algorithm::Sa,
            Event::Done {
                outcome: Outcome::GaveUp,
            },
        ) => "Annealing ran out of moves before a placement was found. It never proves that \
              none exists: nothing is proved (undecided)."
            .to_string(),
        _ => sentence(pb, event),
    }
}

/// One sentence saying what `event` did, read against the state right after it.
pub fn sentence(pb: &Playback, event: &Event) -> String {
    match *event {
        Event::Enter { cell } => format!("The scan enters {cell}."),
        Event::TreeMask { cell, lines } => format!(
            "The tree at {cell} hides the lizards behind it: {} now {} -1.",
            lines_through(cell, lines),
            verb(lines, "reads", "read")
        ),
        Event::TreeUnmask { cell, lines } => format!(
            "Back past the tree at {cell}: {} {} +1 again.",
            lines_through(cell, lines),
            verb(lines, "reads", "read")
        ),
        Event::Place { cell, .. } => format!(
            "Placed a lizard at row {}, column {}: {} now read +1.",
            cell.row,
            cell.col,
            lines_through(cell, Lines::ALL)
        ),
        Event::Reject { cell, lines } => {
            let why: Vec<String> = lines
                .iter()
                .map(|l| match pb.attacker(cell, l) {
                    Some(a) => format!(
                        "{} {} reads +1, the lizard at {a} sees it",
                        l.name(),
                        l.key(cell)
                    ),
                    None => format!("{} {} reads +1", l.name(), l.key(cell)),
                })
                .collect();
            format!("{cell} is unsafe: {}.", why.join("; "))
        }
        Event::Unmark { cell, masked } => {
            let restored = if masked.is_empty() {
                "its lines go back to 0".to_string()
            } else {
                let verb = verb(masked, "goes", "go");
                format!(
                    "{} {verb} back to -1, the rest to 0",
                    lines_through(cell, masked)
                )
            };
            format!("Backtrack: took the lizard at {cell} back; {restored}.")
        }
        Event::Prune {
            cell,
            left,
            room,
            bound,
        } => prune::sentence(pb, cell, left, room, bound),
        Event::Backjump {
            from,
            to,
            conflicts,
        } => {
            let set: Vec<String> = (0..64)
                .filter(|k| conflicts >> k & 1 == 1)
                .map(|k| k.to_string())
                .collect();
            if steps_back(event) {
                let instead = conflicts
                    .checked_ilog2()
                    .map(|latest| format!(", not {latest}"))
                    .unwrap_or_default();
                format!(
                    "Column {from} ran out after a jump back: an internal dead end. Its set {{{}}} says nothing of why its queens led nowhere, so step back to column {to}{instead}.",
                    set.join(", ")
                )
            } else {
                let culprit = taken_back_by_jump(pb)
                    .into_iter()
                    .find(|c| c.col == to)
                    .map(|c| format!(" The culprit: the queen that was at {c}."))
                    .unwrap_or_default();
                format!(
                    "Column {from} is a dead end; its conflict set is {{{}}}, so jump back to column {to}, the latest.{culprit}",
                    set.join(", ")
                )
            }
        }
        Event::Move {
            from,
            to,
            delta,
            accepted,
        } => {
            let change = match delta {
                d if d < 0 => format!("{} fewer", plural(d.unsigned_abs(), "attacking pair")),
                0 => "no change in attacking pairs".to_string(),
                d => format!("{} more", plural(d as u32, "attacking pair")),
            };
            let temperature = pb.annealing().temperature();
            match (accepted, delta > 0) {
                (true, false) => format!(
                    "Moved the lizard at {from} to {to}: {change}, {} left.",
                    pb.annealing().energy
                ),
                (true, true) => format!(
                    "Uphill: moved the lizard at {from} to {to}, {change}; at T = {temperature:.2} the Metropolis rule takes that {:.0}% of the time.",
                    100.0 * (-(delta as f64) / temperature).exp()
                ),
                (false, _) => format!(
                    "Proposed moving the lizard at {from} to {to} ({change}); at T = {temperature:.2} the chance was {:.0}%, and the dice said no.",
                    100.0 * (-(delta as f64) / temperature).exp()
                ),
            }
        }
        Event::Anneal {
            energy,
            milli_kelvin,
        } => format!(
            "Temperature {:.3}: {} on the board.",
            milli_kelvin as f64 / 1000.0,
            plural(energy, "attacking pair")
        ),
        Event::Dequeue { depth, frontier } => format!(
            "BFS takes the next board off the queue: {} decided, {} still waiting.",
            plural(depth, "cell"),
            plural(frontier, "board")
        ),
        Event::Level { depth, width } => format!(
            "Level {depth} is done: {} wait at level {}.",
            plural(width, "board"),
            depth + 1
        ),
        Event::Solution => match pb.lizards_wanted() {
            0 => "Solution: with p = 0 the empty board already is one.".to_string(),
            1 => "Solution: the lizard is placed!".to_string(),
            p => format!("Solution: all {p} lizards placed!"),
        },
        Event::Done { outcome } => match outcome {
            Outcome::Found => "The search stops at the solution.".to_string(),
            Outcome::Exhausted
                if pb.tally().solutions == 0 && pb.lizards_wanted() as usize > free_cells(pb) =>
            {
                // Annealing ends this way too, before any move: there is nothing to search.
                format!(
                    "Only {} on the board for {}: no placement exists (FAIL).",
                    plural(free_cells(pb) as u32, "free cell"),
                    plural(pb.lizards_wanted(), "lizard")
                )
            }
            Outcome::Exhausted if pb.tally().solutions == 0 => {
                format!(
                    "Every branch tried: no placement of {} exists (FAIL).",
                    plural(pb.lizards_wanted(), "lizard")
                )
            }
            Outcome::Exhausted => format!(
                "Every branch tried: {} in all.",
                plural(pb.tally().solutions, "solution")
            ),
            Outcome::Cancelled => "The search was stopped.".to_string(),
            Outcome::GaveUp => {
                "A budget ran out before a placement was found: nothing is proved (undecided)."
                    .to_string()
            }
        },
    }
}

/// The cells of the board shown that are not trees: a lizard needs one each.
fn free_cells(pb: &Playback) -> usize {
    let board = pb.board();
    board.n() * board.n() - board.tree_count()
}

/// A bound's name in four characters, for the event log and the stack.
pub fn bound_tag(bound: Bound) -> &'static str {
    match bound {
        Bound::Columns => "cols",
        Bound::Segments => "segs",
        Bound::RowsColumns => "r×c",
        Bound::Diagonals => "d×a",
        Bound::Memo => "seen",
        Bound::Cover => "4way",
        Bound::Cells => BFS_CELLS,
    }
}

/// What each bound of the ladder adds, in one plain line (the footer says it when `c` climbs).
pub fn bound_summary(bound: Pruning) -> &'static str {
    // Short enough that "bound segments: " and the summary fit an 80-column footer.
    match bound {
        Pruning::Seed => "the article's search: next-tree skip, column-end check",
        Pruning::Segments => "each lizard left needs an empty row and column segment",
        Pruning::Matching => "segments, knots and weights must hold the lizards left",
        Pruning::Memo => "also cut a column top already searched in vain",
        Pruning::Auto => "the strongest that pays, as solve runs it",
    }
}

/// [`tag`], told as `algorithm` means it: breadth-first search cuts on the cells without a
/// tree from its cell on, not on segments.
pub fn tag_for(algorithm: Algorithm, event: &Event) -> String {
    match (algorithm, *event) {
        (
            Algorithm::Bfs,
            Event::Prune {
                cell, left, room, ..
            },
        ) => format!("prune   {cell} {left}>{room} {BFS_CELLS}"),
        _ => tag(event),
    }
}

/// The log's tag for breadth-first search's cut.
pub const BFS_CELLS: &str = "cells";

/// A short tag for the event log.
pub fn tag(event: &Event) -> String {
    match *event {
        Event::Enter { cell } => format!("enter   {cell}"),
        Event::TreeMask { cell, lines } => format!("mask    {cell} {}", short(lines)),
        Event::TreeUnmask { cell, lines } => format!("unmask  {cell} {}", short(lines)),
        Event::Place { cell, .. } => format!("place   {cell}"),
        Event::Reject { cell, lines } => format!("reject  {cell} {}", short(lines)),
        Event::Unmark { cell, .. } => format!("unmark  {cell}"),
        Event::Prune {
            cell,
            left,
            room,
            bound,
        } => {
            format!("prune   {cell} {left}>{room} {}", bound_tag(bound))
        }
        Event::Backjump { from, to, .. } if steps_back(event) => {
            format!("back    col {from} -> {to}")
        }
        Event::Backjump { from, to, .. } => format!("jump    col {from} -> {to}"),
        Event::Move {
            to,
            delta,
            accepted,
            ..
        } => format!(
            "{} {to} {delta:+}",
            if accepted { "move   " } else { "no move" }
        ),
        Event::Anneal {
            energy,
            milli_kelvin,
        } => format!("anneal  E={energy} T={:.2}", milli_kelvin as f64 / 1000.0),
        Event::Dequeue { depth, frontier } => format!("dequeue d{depth} q{frontier}"),
        Event::Level { depth, width } => format!("level   {depth} w{width}"),
        Event::Solution => "SOLUTION".to_string(),
        Event::Done { outcome } => format!("done    {outcome:?}").to_lowercase(),
    }
}

fn short(lines: Lines) -> String {
    lines
        .iter()
        .map(|l| match l {
            Line::Row => "r",
            Line::Column => "c",
            Line::Diagonal => "d",
            Line::AntiDiagonal => "a",
        })
        .collect()
}

const BACKTRACK: &[&str] = &[
    "visit cells column by column:",
    "  all p placed? -> solution",
    "  left > room ahead? -> prune",
    "  tree? its +1 lines become -1",
    "  all 4 counters <= 0? place (+1)",
    "    jump down to the next tree",
    "    on return: unmark the lizard",
    "  else unsafe: leave it empty",
    "  move down; at a column's end,",
    "    no trees ahead? seed prune",
    "  on return past a tree: unmask",
];

const BFS: &[&str] = &[
    "queue = [empty board]; per level:",
    "  take the next board off the queue",
    "  (the grid jumps to that board)",
    "  all p placed? -> solution",
    "  decide the level's cell:",
    "  left > free cells ahead? -> prune",
    "  queue it with the cell empty",
    "  seen by a lizard? no lizard child",
    "  else queue it with a lizard too",
    "  level done: the next level waits",
];

const SA: &[&str] = &[
    "place p lizards greedily, row by row",
    "E = attacking pairs; T = start",
    "  E = 0? -> solution",
    "  pick a lizard under attack",
    "  best cell in its row (or a few",
    "    random ones): change dE",
    "  dE <= 0: move; else move with",
    "    probability exp(-dE / T)",
    "  every 256 moves: T = T x cooling",
    "  stuck too long? start over",
];

const QUEENS: &[&str] = &[
    "for column c = 0, 1, ...:",
    "  try each row r from the top:",
    "    row or a diagonal taken? -> reject",
    "    else place a queen, go to column c + 1",
    "  column exhausted: take back the queen",
    "    of column c - 1, try the rows below it",
    "all n columns filled -> solution",
];

const BACKJUMP: &[&str] = &[
    "for column c = 0, 1, ...:",
    "  try rows from the resume row:",
    "    attacked? add the earliest",
    "      attacker to conflict[c]",
    "    else place, next column",
    "  dead end: jump to max(conflict[c])",
    "    clear the sets after it, and",
    "    resume below its old queen",
    "all n columns filled -> solution",
];

const BACKJUMP_SAFE: &[&str] = &[
    "for column c = 0, 1, ...:",
    "  try rows from the resume row:",
    "    attacked? add the earliest",
    "      attacker to conflict[c]",
    "    else place, next column",
    "  dead end, c reached afresh:",
    "    jump to max(conflict[c])",
    "  dead end after a jump back:",
    "    step back to column c - 1",
    "  take back the queens from there,",
    "    clear the later sets, resume",
    "all n columns filled -> solution",
];

/// The queens a backjump is taking back: the run of take-backs that ends at the current event
/// (or just before it, when the current event is the jump itself). Empty at other events.
/// They leave the board before the jump says why, so the grid keeps them as ghosts.
pub fn taken_back_by_jump(pb: &Playback) -> Vec<Cell> {
    let n = pb.board().n();
    let mut recent = pb.recent(n + 1).rev().peekable();
    match recent.peek() {
        Some(Event::Backjump { .. }) => {
            recent.next();
        }
        Some(Event::Unmark { .. }) => {}
        _ => return Vec::new(),
    }
    recent
        .map_while(|e| match *e {
            Event::Unmark { cell, .. } => Some(cell),
            _ => None,
        })
        .collect()
}

/// Whether a backjump event is an internal dead end's step back rather than a jump.
pub fn steps_back(event: &Event) -> bool {
    matches!(*event, Event::Backjump { to, conflicts, .. } if conflicts.checked_ilog2() != Some(to))
}

/// The pseudocode shown beside the grid.
pub fn pseudocode(algorithm: Algorithm) -> &'static [&'static str] {
    match algorithm {
        Algorithm::Backtrack => BACKTRACK,
        Algorithm::Queens => QUEENS,
        Algorithm::Backjump => BACKJUMP,
        Algorithm::BackjumpSafe => BACKJUMP_SAFE,
        Algorithm::Bfs => BFS,
        Algorithm::Sa => SA,
    }
}

/// The pseudocode line (index into [`pseudocode`]) that `event` carries out.
pub fn pseudocode_line(algorithm: Algorithm, event: &Event) -> Option<usize> {
    let line = match (algorithm, event) {
        (_, Event::Done { .. }) => return None,
        (Algorithm::Backtrack, e) => match e {
            Event::Enter { .. } => 0,
            Event::Solution => 1,
            Event::Prune {
                bound:
                    Bound::Segments | Bound::RowsColumns | Bound::Diagonals | Bound::Cover | Bound::Memo,
                ..
            } => 2,
            Event::Prune {
                bound: Bound::Columns,
                ..
            } => 8,
            Event::TreeMask { .. } => 3,
            Event::Place { .. } => 4,
            Event::Unmark { .. } => 6,
            Event::Reject { .. } => 7,
            Event::TreeUnmask { .. } => 10,
            _ => return None,
        },
        (Algorithm::Queens, e) => match e {
            Event::Enter { .. } => 1,
            Event::Reject { .. } => 2,
            Event::Place { .. } => 3,
            Event::Unmark { .. } => 4,
            Event::Solution => 6,
            _ => return None,
        },
        (Algorithm::Backjump, e) => match e {
            Event::Enter { .. } => 1,
            Event::Reject { .. } => 2,
            Event::Place { .. } => 4,
            Event::Unmark { .. } | Event::Backjump { .. } => 5,
            Event::Solution => 8,
            _ => return None,
        },
        (Algorithm::Bfs, e) => match e {
            Event::Dequeue { .. } => 1,
            Event::Unmark { .. } | Event::Place { .. } => 2,
            Event::Solution => 3,
            Event::Enter { .. } => 4,
            Event::Prune { .. } => 5,
            Event::Reject { .. } => 7,
            Event::Level { .. } => 9,
            _ => return None,
        },
        (Algorithm::Sa, e) => match e {
            Event::Unmark { .. } | Event::Place { .. } => 0,
            Event::Solution => 2,
            Event::Move { .. } => 6,
            Event::Anneal { .. } => 8,
            _ => return None,
        },
        (Algorithm::BackjumpSafe, e) => match e {
            Event::Enter { .. } => 1,
            Event::Reject { .. } => 2,
            Event::Place { .. } => 4,
            Event::Backjump { .. } if steps_back(e) => 8,
            Event::Backjump { .. } => 6,
            Event::Unmark { .. } => 9,
            Event::Solution => 11,
            _ => return None,
        },
    };
    Some(line)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Board;

    #[test]
    fn place_and_reject_read_like_a_teacher() {
        let mut pb = Playback::new(Board::empty(8), 8);
        let lizard = Cell::new(3, 0);
        pb.push(Event::Place {
            cell: lizard,
            masked: Lines::NONE,
        });
        pb.forward();
        assert_eq!(
            sentence(&pb, &pb.current().unwrap()),
            "Placed a lizard at row 3, column 0: row 3, column 0, diagonal 3 and anti-diagonal 3 now read +1."
        );
        let reject = Event::Reject {
            cell: Cell::new(5, 2),
            lines: Lines::NONE.with(Line::Diagonal),
        };
        assert_eq!(
            sentence(&pb, &reject),
            "(5, 2) is unsafe: diagonal 3 reads +1, the lizard at (3, 0) sees it."
        );
    }

    #[test]
    fn a_prune_says_which_bound_cut_and_its_numbers() {
        let pb = Playback::new(Board::empty(8), 8);
        let prune = |bound| Event::Prune {
            cell: Cell::new(2, 5),
            left: 5,
            room: 3,
            bound,
        };
        let said = |bound| sentence(&pb, &prune(bound));
        assert!(said(Bound::RowsColumns).contains("row or column segment"));
        assert!(said(Bound::Diagonals).contains("diagonal or anti-diagonal segment"));
        assert!(said(Bound::Memo).contains("a branch already searched"));
        assert!(said(Bound::Memo).contains("where 4 lizards did not fit"));
        assert!(said(Bound::Cover).contains("all four kinds"));
        assert!(said(Bound::Cover).contains("each knot holds one lizard at most"));
        assert!(said(Bound::Columns).contains("only columns 6 and 7 are left"));
        for bound in Bound::ALL {
            let s = said(bound);
            assert!(s.contains("5 lizards still to place"), "{s}");
            assert!(s.contains('3') || s.contains('4'), "{s}");
            // Words for graduates stay in the help's longer story, out of the sentence.
            for jargon in ["clique", "bipartite", "Lagrangian", "matching", "weighted"] {
                assert!(!s.contains(jargon), "{s}");
            }
            assert!(tag(&prune(bound)).ends_with(bound_tag(bound)));
            // Breadth-first search alone counts cells; backtrack cuts with the others.
            let algorithm = match bound {
                Bound::Cells => Algorithm::Bfs,
                _ => Algorithm::Backtrack,
            };
            let line = pseudocode_line(algorithm, &prune(bound)).unwrap();
            // The line, or the statement it starts (the seed's prune spans two lines).
            let code = pseudocode(algorithm)[line..].iter().take(2);
            assert!(code.clone().any(|l| l.contains("prune")), "{bound:?}");
        }
    }

    #[test]
    fn a_step_back_from_an_internal_dead_end_is_told_apart_from_a_jump() {
        let pb = Playback::new(Board::empty(8), 8);
        let jump = Event::Backjump {
            from: 5,
            to: 3,
            conflicts: 0b1011,
        };
        let step = Event::Backjump {
            from: 5,
            to: 4,
            conflicts: 0b1011,
        };
        assert!(sentence(&pb, &jump).contains("jump back to column 3, the latest"));
        assert!(sentence(&pb, &step).contains("step back to column 4, not 3"));
        let safe = Algorithm::BackjumpSafe;
        assert_ne!(pseudocode_line(safe, &jump), pseudocode_line(safe, &step));
        let line = |e| pseudocode(safe)[pseudocode_line(safe, e).unwrap()];
        assert!(line(&jump).contains("jump to max"));
        assert!(line(&step).contains("step back"));
    }

    #[test]
    fn every_event_has_a_pseudocode_line_in_range() {
        let c = Cell::new(0, 0);
        let events = [
            Event::Enter { cell: c },
            Event::Place {
                cell: c,
                masked: Lines::NONE,
            },
            Event::Reject {
                cell: c,
                lines: Lines::ALL,
            },
            Event::Unmark {
                cell: c,
                masked: Lines::NONE,
            },
            Event::Solution,
        ];
        for algo in Algorithm::ALL {
            for e in &events {
                // Annealing neither scans cells nor rejects them.
                if algo == Algorithm::Sa && matches!(e, Event::Enter { .. } | Event::Reject { .. })
                {
                    continue;
                }
                let line = pseudocode_line(algo, e).unwrap();
                assert!(line < pseudocode(algo).len());
            }
        }
        let moves = Event::Move {
            from: c,
            to: Cell::new(1, 1),
            delta: -1,
            accepted: true,
        };
        assert!(pseudocode_line(Algorithm::Sa, &moves).unwrap() < SA.len());
        let dequeue = Event::Dequeue {
            depth: 1,
            frontier: 2,
        };
        assert!(pseudocode_line(Algorithm::Bfs, &dequeue).unwrap() < BFS.len());
    }
}

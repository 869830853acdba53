//! What an event says about the board, said again from the board itself.
//!
//! Most of an event's fields are claims a writer could get wrong: the lines a `reject` names,
//! the lines a `tree_mask` turns to -1, those a `place` found at -1 or an `unmark` gives back,
//! the lizards a `prune` says are left, the energy an `anneal` reports and the change a `move`
//! makes. The screen already reads its counters off the board (see
//! [`Shown`]); the narration and the log read these fields. So a stream that said "rejected
//! on the anti-diagonal" where the column reads +1 made the narration state a false number
//! beside the true one. [`Restate`] follows the stream on a board of its own and gives each
//! event back with the fields the board decides, and says which ones the writer had wrong.
//!
//! What the board cannot decide stays as written: a prune's room under any bound but the
//! seed's and the free cells' (breadth-first search's), the temperature, a breadth-first queue's length, a backjump's conflict set.
//! The app's own searches say exactly what the board says (`tests/restate.rs` holds them to
//! it), so restating their recordings changes nothing.

use std::fmt;

use crate::board::{Board, Cell};
use crate::counters::shown::Shown;
use crate::event::{Bound, Event, Lines};
use crate::solve::segments::Segments;

/// Follows a stream's lizards and scan front, and restates its events.
pub struct Restate {
    shown: Shown,
    /// The scan front (see [`Shown::front_key`]), or every tree passed for a local search.
    front: u64,
    scans: bool,
    p: u32,
    lizards: u32,
    /// Lizards a segment, for the attacking pairs a local search's events report: made at
    /// its first `move` or `anneal` (four numbers a cell, 64 MB on a board of 2000).
    segments: Option<Segments>,
    pairs: u32,
    board: Board,
    /// Cells without a tree from each column-major index on: made at the first prune that
    /// counts them (four bytes a cell).
    free_after: Option<Vec<u32>>,
}

/// A field an event got wrong: what it said, and what the board says. Lines left out are not
/// wrong: the board's are filled in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Misstated {
    pub event: Event,
    pub field: &'static str,
    pub said: String,
    pub board: String,
    /// For a field of lines, the lines said and the board's: the screen names them in its
    /// language (`said` and `board` are the protocol's English words).
    pub lines: Option<(Lines, Lines)>,
}

impl fmt::Display for Misstated {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // The event as the protocol names it (its serde tag), and its cell.
        let what = match self.event {
            Event::Move { from, to, .. } => format!("move {from} -> {to}"),
            e => {
                let name = serde_json::to_value(e)
                    .ok()
                    .and_then(|v| v["event"].as_str().map(str::to_string))
                    .unwrap_or_default();
                match e.cell() {
                    Some(cell) => format!("{name} {cell}"),
                    None => name,
                }
            }
        };
        write!(
            f,
            "{what} says {} {}, the board {}",
            self.field, self.said, self.board
        )
    }
}

/// "row and anti-diagonal", or "none".
fn lines(lines: Lines) -> String {
    if lines.is_empty() {
        return "none".to_string();
    }
    let names: Vec<&str> = lines.iter().map(|l| l.name()).collect();
    names.join(" and ")
}

impl Restate {
    /// A follower for `p` lizards on `board`; `local`: a local search, whose board is read
    /// with every tree passed, as the screen reads it.
    pub fn new(board: &Board, p: u32, local: bool) -> Self {
        let shown = Shown::new(board);
        let front = if local { shown.end_key() } else { 0 };
        let mut restate = Self {
            shown,
            front,
            scans: !local,
            p,
            lizards: 0,
            segments: None,
            pairs: 0,
            board: board.clone(),
            free_after: None,
        };
        restate.shown.settle(front);
        restate
    }

    /// The cells without a tree from `cell` on, column by column (the cell itself included),
    /// as breadth-first search counts the room ahead of a cut.
    fn free_from(&mut self, cell: Cell) -> u32 {
        let n = self.board.n();
        let free_after = self
            .free_after
            .get_or_insert_with(|| crate::solve::bfs::free_after(&self.board));
        free_after[cell.col as usize * n + cell.row as usize]
    }

    /// `event` as the board says it, and the first of its fields the writer had otherwise.
    /// The event must be legal (the referee's): a lizard placed where there is none, taken
    /// where there is one.
    pub fn restate(&mut self, event: Event) -> (Event, Option<Misstated>) {
        // The lines through the event's cell at +1 and at -1 before it.
        let (was_seen, was_masked) = event.cell().map_or((Lines::NONE, Lines::NONE), |cell| {
            let counters = self.shown.counters();
            (
                counters.lines_reading(cell, 1),
                counters.lines_reading(cell, -1),
            )
        });
        if matches!(event, Event::Move { .. } | Event::Anneal { .. }) {
            self.count_pairs();
        }
        let move_delta = match event {
            Event::Move { from, to, .. } => self.delta(from, to),
            _ => 0,
        };
        self.follow(&event);
        let after = self.shown.counters();
        let mut wrong = None;
        let mut check_lines = |field, said: Lines, board: Lines| {
            // A field left out (the protocol lets a writer leave these out) is filled in.
            if said != board && !said.is_empty() && wrong.is_none() {
                wrong = Some((field, lines(said), lines(board), Some((said, board))));
            }
            board
        };
        let restated = match event {
            Event::Reject { cell, lines } => Event::Reject {
                cell,
                lines: check_lines("lines", lines, after.lines_reading(cell, 1)),
            },
            Event::TreeMask { cell, lines } => Event::TreeMask {
                cell,
                lines: check_lines(
                    "lines",
                    lines,
                    both(was_seen, after.lines_reading(cell, -1)),
                ),
            },
            Event::TreeUnmask { cell, lines } => Event::TreeUnmask {
                cell,
                lines: check_lines(
                    "lines",
                    lines,
                    both(was_masked, after.lines_reading(cell, 1)),
                ),
            },
            Event::Place { cell, masked } => Event::Place {
                cell,
                masked: check_lines("masked", masked, was_masked),
            },
            Event::Unmark { cell, masked } => Event::Unmark {
                cell,
                masked: check_lines("masked", masked, after.lines_reading(cell, -1)),
            },
            Event::Prune {
                cell,
                left,
                room,
                bound,
            } => {
                let board_left = self.p.saturating_sub(self.lizards);
                // The seed's heuristic counts the columns right of the cut, one lizard each;
                // the free cells' bound, the cells without a tree from the cut on, column by
                // column.
                let board_room = match bound {
                    Bound::Columns => (self.board.n() as u32).saturating_sub(cell.col + 1),
                    Bound::Cells => self.free_from(cell),
                    _ => room,
                };
                if left != board_left {
                    wrong = Some(("left", left.to_string(), board_left.to_string(), None));
                } else if room != board_room {
                    wrong = Some(("room", room.to_string(), board_room.to_string(), None));
                }
                Event::Prune {
                    cell,
                    left: board_left,
                    room: board_room,
                    bound,
                }
            }
            Event::Anneal {
                energy,
                milli_kelvin,
            } => {
                if energy != self.pairs {
                    wrong = Some(("energy", energy.to_string(), self.pairs.to_string(), None));
                }
                Event::Anneal {
                    energy: self.pairs,
                    milli_kelvin,
                }
            }
            Event::Move {
                from,
                to,
                delta,
                accepted,
            } => {
                let board_delta = move_delta;
                // A delta left out is filled in, as the other fields are.
                if delta != board_delta && delta != crate::event::UNSAID_DELTA {
                    wrong = Some((
                        "delta",
                        format!("{delta:+}"),
                        format!("{board_delta:+}"),
                        None,
                    ));
                }
                Event::Move {
                    from,
                    to,
                    delta: board_delta,
                    accepted,
                }
            }
            other => other,
        };
        let wrong = wrong.map(|(field, said, board, lines)| Misstated {
            event,
            field,
            said,
            board,
            lines,
        });
        (restated, wrong)
    }

    fn index(&self, cell: Cell) -> usize {
        cell.row as usize * self.board.n() + cell.col as usize
    }

    /// Starts counting the lizards of each segment, and the attacking pairs they make.
    fn count_pairs(&mut self) {
        if self.segments.is_some() {
            return;
        }
        let mut segments = Segments::new(&self.board);
        let lizards = self.shown.lizard_flags();
        for i in (0..lizards.len()).filter(|&i| lizards[i]) {
            self.pairs += segments.attackers(i, None);
            segments.add(i, 1);
        }
        self.segments = Some(segments);
    }

    /// The lizards that see a lizard at `cell` (standing there or not), `moving` not counted.
    fn seeing(&self, cell: Cell, moving: Option<Cell>) -> i64 {
        let Some(segments) = &self.segments else {
            return 0;
        };
        let i = self.index(cell);
        let here = i64::from(self.shown.is_lizard(cell));
        let moving = moving.map(|m| self.index(m));
        // A lizard on `cell` is in each of its four segments' counts.
        i64::from(segments.attackers(i, moving)) - 4 * here
    }

    /// The attacking pairs a move from `from` to `to` would add (fewer: negative).
    fn delta(&self, from: Cell, to: Cell) -> i32 {
        let change = self.seeing(to, Some(from)) - self.seeing(from, None);
        change.clamp(i32::MIN.into(), i32::MAX.into()) as i32
    }

    /// Puts a lizard on `cell` or takes it off, keeping the attacking pairs.
    fn set(&mut self, cell: Cell, on: bool) {
        if self.shown.is_lizard(cell) == on {
            return;
        }
        let i = self.index(cell);
        if on {
            self.pairs += self.seeing(cell, None) as u32;
            self.lizards += 1;
        } else {
            self.pairs -= self.seeing(cell, None) as u32;
            self.lizards -= 1;
        }
        if let Some(segments) = &mut self.segments {
            segments.add(i, if on { 1 } else { -1 });
        }
        self.shown.set_lizard(cell, on);
    }

    /// Applies `event` to the board and the scan front, as the screen does.
    fn follow(&mut self, event: &Event) {
        match *event {
            Event::Place { cell, .. } => self.set(cell, true),
            Event::Unmark { cell, .. } => self.set(cell, false),
            Event::Move {
                from,
                to,
                accepted: true,
                ..
            } => {
                self.set(from, false);
                self.set(to, true);
            }
            _ => {}
        }
        if self.scans {
            self.front = self.shown.front_after(self.front, event);
        }
        self.shown.settle(self.front);
    }
}

/// The lines in both.
fn both(a: Lines, b: Lines) -> Lines {
    Lines::from_bits(a.bits() & b.bits())
}

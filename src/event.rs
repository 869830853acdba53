//! What a solver tells the world, one small `Copy` value at a time.
//!
//! Events are the only thing that crosses from a solver to the screen: the playback derives
//! lizards, counters and statistics from them alone. Each event carries what it overwrote, so a
//! playback can step *back* as cheaply as forward without replaying from the start.

use std::ops::ControlFlow;

use serde::{Serialize, Serializer};

use crate::board::Cell;

/// One of the four lines through a cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Line {
    Row,
    Column,
    /// `row - col` is constant along it.
    Diagonal,
    /// `row + col` is constant along it.
    AntiDiagonal,
}

impl Line {
    pub const ALL: [Line; 4] = [Line::Row, Line::Column, Line::Diagonal, Line::AntiDiagonal];

    pub fn name(self) -> &'static str {
        match self {
            Line::Row => "row",
            Line::Column => "column",
            Line::Diagonal => "diagonal",
            Line::AntiDiagonal => "anti-diagonal",
        }
    }

    const fn bit(self) -> u8 {
        1 << self as u8
    }

    /// The line's number as the counters panel shows it: row, column, `r - c`, `r + c`.
    pub fn key(self, cell: Cell) -> i64 {
        let (r, c) = (cell.row as i64, cell.col as i64);
        match self {
            Line::Row => r,
            Line::Column => c,
            Line::Diagonal => r - c,
            Line::AntiDiagonal => r + c,
        }
    }
}

/// A set of [`Line`]s through one cell, as four bits.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Lines(u8);

impl Lines {
    pub const NONE: Lines = Lines(0);
    pub const ALL: Lines = Lines(0b1111);

    pub const fn bits(self) -> u8 {
        self.0
    }

    pub const fn from_bits(bits: u8) -> Self {
        Lines(bits & 0b1111)
    }

    pub const fn with(self, line: Line) -> Self {
        Lines(self.0 | line.bit())
    }

    pub const fn contains(self, line: Line) -> bool {
        self.0 & line.bit() != 0
    }

    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub fn iter(self) -> impl Iterator<Item = Line> {
        Line::ALL.into_iter().filter(move |&l| self.contains(l))
    }
}

impl Serialize for Lines {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter().map(Line::name))
    }
}

/// Which bound cut a branch.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Bound {
    /// Seed 000's heuristic at a column's end: no lizard in it, no tree in it or ahead, and more
    /// lizards left than columns left (each tree-free column holds one lizard at most).
    Columns,
    /// Each lizard left needs its own free row segment and column segment not yet passed.
    Segments,
    /// Each lizard left needs its own available cell ahead, no two on one row or column
    /// segment: `room` is a maximum matching of row segments to column segments.
    RowsColumns,
    /// The same for diagonal and anti-diagonal segments.
    Diagonals,
    /// The column starts with the same lines attacked as one searched before, or one line
    /// more, where `room + 1` lizards did not fit.
    Memo,
    /// All four families at once, and the knots of nearby cells that all see each other:
    /// weights fixed at the start, `room` the weights of the groups still open plus the
    /// slack of the cells still available.
    Cover,
    /// Breadth-first search's cut: fewer cells without a tree from here on (in scan order)
    /// than lizards left, one lizard a cell at most.
    Cells,
}

impl Bound {
    pub const ALL: [Bound; 7] = [
        Bound::Columns,
        Bound::Segments,
        Bound::RowsColumns,
        Bound::Diagonals,
        Bound::Memo,
        Bound::Cover,
        Bound::Cells,
    ];
}

/// How a search ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Outcome {
    /// A placement was found (and the search was asked for just one).
    Found,
    /// Every branch was tried (all solutions counted, or none exists).
    Exhausted,
    /// The listener asked to stop.
    Cancelled,
    /// A budget ran out (annealing's time or steps, breadth-first search's frontier) before
    /// an answer: nothing is proved.
    GaveUp,
}

/// A `move`'s `delta` that its writer left out (the protocol lets it): never a real change,
/// which counts pairs on the eight half-lines of two cells. The referee puts the board's in its place, so nothing but
/// the stream's reader ever sees it.
pub const UNSAID_DELTA: i32 = i32::MIN;

/// One step of a search. `Copy`, allocation-free, at most 24 bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// The scan reaches a cell.
    Enter { cell: Cell },
    /// A tree hides the lizards behind it on these lines: their counters go from +1 to -1.
    TreeMask { cell: Cell, lines: Lines },
    /// The same undone on backtrack: these counters go from -1 back to +1.
    TreeUnmask { cell: Cell, lines: Lines },
    /// A lizard (or queen) is placed; its four counters now read +1. `masked` are those that
    /// read -1 before (the others read 0).
    Place { cell: Cell, masked: Lines },
    /// The cell is unsafe: these counters read +1.
    Reject { cell: Cell, lines: Lines },
    /// The lizard is taken back; its counters return to -1 on `masked` and 0 elsewhere.
    Unmark { cell: Cell, masked: Lines },
    /// A bound cut the branch at `cell`: `left` lizards still to place, room for only `room`.
    Prune {
        cell: Cell,
        left: u32,
        room: u32,
        bound: Bound,
    },
    /// Gaschnig's backjump from column `from` to column `to`. `conflicts` has bit `k` set for
    /// each column `k` in the conflict set of `from`. Queens on the columns in between have
    /// already been taken back with [`Event::Unmark`].
    Backjump { from: u32, to: u32, conflicts: u64 },
    /// Simulated annealing proposes moving the lizard at `from` to `to`, which changes the
    /// number of attacking pairs by `delta`; `accepted` says whether the Metropolis rule took
    /// it (a rejected move changes nothing). A recorded stream may leave `delta` out: it
    /// reads as [`UNSAID_DELTA`] until the referee fills in the board's.
    Move {
        from: Cell,
        to: Cell,
        delta: i32,
        accepted: bool,
    },
    /// Simulated annealing's state after its start, a restart or a cooling step: `energy`
    /// attacking pairs at temperature `milli_kelvin` / 1000.
    Anneal { energy: u32, milli_kelvin: u32 },
    /// Breadth-first search takes the next partial board off its queue: `depth` decisions
    /// made, `frontier` boards still queued at that depth and below it. The board itself arrives
    /// as `Unmark` / `Place` events turning the previous state into this one.
    Dequeue { depth: u32, frontier: u32 },
    /// Breadth-first search has expanded every board of `depth`; `width` boards wait at
    /// `depth + 1`.
    Level { depth: u32, width: u32 },
    /// All lizards are placed.
    Solution,
    /// The search ended.
    Done { outcome: Outcome },
}

impl Event {
    /// Whether the search says here how it ended: a solution, or its done line (`fail` is
    /// one). A stream that stops without one was cut short.
    pub fn ends_search(&self) -> bool {
        matches!(self, Event::Solution | Event::Done { .. })
    }

    /// Whether this is a backjump event that steps back rather than jumps: Gaschnig's rule
    /// leaves a column that ran out after a jump back for the column before, whatever its
    /// conflict set says. A jump lands on the set's latest column; a writer that leaves the
    /// set out (the protocol lets it) or lands further back still jumps.
    pub fn steps_back(&self) -> bool {
        matches!(*self, Event::Backjump { from, to, conflicts }
            if to + 1 == from && conflicts.checked_ilog2() != Some(to))
    }

    /// The cell this event is about, if any: the playback's scan cursor follows it.
    pub fn cell(&self) -> Option<Cell> {
        match *self {
            Event::Enter { cell }
            | Event::TreeMask { cell, .. }
            | Event::TreeUnmask { cell, .. }
            | Event::Place { cell, .. }
            | Event::Reject { cell, .. }
            | Event::Unmark { cell, .. }
            | Event::Prune { cell, .. } => Some(cell),
            Event::Move { to, .. } => Some(to),
            Event::Backjump { .. }
            | Event::Anneal { .. }
            | Event::Dequeue { .. }
            | Event::Level { .. }
            | Event::Solution
            | Event::Done { .. } => None,
        }
    }
}

/// Listens to a solver. Returning `Break` stops the search (it then ends `Cancelled`).
///
/// Solvers are generic over the observer and guard every event with `O::ACTIVE`, so the unit
/// observer `()` compiles the instrumentation away: headless solving pays nothing for it.
pub trait Observer {
    const ACTIVE: bool = true;
    fn event(&mut self, event: Event) -> ControlFlow<()>;

    /// Whether the search should give up what it is preparing, before its first event: the
    /// cover bound's weights take tens of milliseconds on a large board, long after annealing
    /// beside it may have answered.
    fn stopping(&mut self) -> bool {
        false
    }
}

impl Observer for () {
    const ACTIVE: bool = false;
    #[inline(always)]
    fn event(&mut self, _: Event) -> ControlFlow<()> {
        ControlFlow::Continue(())
    }
}

/// Collects every event (tests, small traces).
impl Observer for Vec<Event> {
    fn event(&mut self, event: Event) -> ControlFlow<()> {
        self.push(event);
        ControlFlow::Continue(())
    }
}

/// Any closure is an observer.
pub struct FnObserver<F>(pub F);

impl<F: FnMut(Event) -> ControlFlow<()>> Observer for FnObserver<F> {
    fn event(&mut self, event: Event) -> ControlFlow<()> {
        (self.0)(event)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A step back leaves a column for the one before against its conflict set; a writer
    /// that gives no set steps back only to the column before, and a landing further back
    /// is a jump whatever the set says.
    #[test]
    fn a_step_back_goes_to_the_column_before_against_its_set() {
        let back = |from, to, conflicts| {
            Event::Backjump {
                from,
                to,
                conflicts,
            }
            .steps_back()
        };
        assert!(back(5, 4, 0b0100)); // the set's latest is column 2
        assert!(!back(5, 4, 0b1_0000)); // column 4 is the set's latest: a jump
        assert!(!back(5, 2, 0b0100)); // to the set's latest
        assert!(back(5, 4, 0)); // no set given
        assert!(!back(5, 2, 0));
        assert!(!back(5, 2, 0b1000)); // further back than the set says: still a jump
        assert!(!Event::Solution.steps_back());
    }

    #[test]
    fn events_stay_small() {
        assert!(std::mem::size_of::<Event>() <= 24);
    }

    #[test]
    fn events_serialize_as_flat_json() {
        let e = Event::Reject {
            cell: Cell::new(5, 2),
            lines: Lines::NONE.with(Line::Diagonal).with(Line::Row),
        };
        assert_eq!(
            serde_json::to_string(&e).unwrap(),
            r#"{"event":"reject","cell":{"row":5,"col":2},"lines":["row","diagonal"]}"#
        );
        let done = Event::Done {
            outcome: Outcome::Exhausted,
        };
        assert_eq!(
            serde_json::to_string(&done).unwrap(),
            r#"{"event":"done","outcome":"exhausted"}"#
        );
    }
}

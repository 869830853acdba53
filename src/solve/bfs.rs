//! Breadth-first search over the same decisions as the backtracking, to show what it costs.
//!
//! A partial board decides the cells in column-major order, one level per cell: the cell stays
//! empty, or (if no lizard already placed can see it) takes a lizard. Breadth-first means every
//! board of one level is expanded before any of the next, so the queue holds a whole level: the
//! lesson is in its size. A branch whose remaining free cells cannot hold the lizards still to
//! place is cut, as the backtracking's bound would.
//!
//! The queue is bounded (`frontier`): past it the search gives up ([`Outcome::GaveUp`]) and says
//! at which level, where depth-first search would have held just that many decisions. It never
//! answers FAIL unless every board was expanded.
//!
//! The bound holds for memory, not only for the count of boards: a level is stored flat (see
//! [`level`]), four bytes a lizard and eight a board, and neither it nor the next level ever
//! grows past `frontier` boards of `p` lizards in bytes ([`state_bytes`]), or by default past
//! a gigabyte ([`Frontier::DEFAULT`]) whatever the board.
//!
//! Events: [`Event::Dequeue`] for each board taken off the queue, then `Unmark` / `Place` that
//! turn the board shown before into this one (the state jumps: that is the point), `Enter` for
//! the cell it decides, `Reject` when a lizard there would be seen, `Prune` for a cut branch,
//! [`Event::Level`] when a level is done, `Solution` and `Done`.

mod level;

use std::ops::ControlFlow;

use crate::board::{Board, Cell};
use crate::event::{Bound, Event, Lines, Observer, Outcome};
use crate::solve::segments::Segments;
use crate::solve::{Search, Stats};
use level::{Full, Level};

/// What the queue may hold, the level being expanded included.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Frontier {
    /// `--frontier N`: N boards, each counted in bytes as one of p lizards.
    Boards(usize),
    /// The default: this many bytes, however few lizards the boards hold so far (early
    /// levels hold boards of a few lizards: counted as boards of p, a gigabyte's worth gave
    /// up with a few megabytes queued).
    Bytes(usize),
}

impl Frontier {
    /// The default: a gigabyte of partial boards.
    pub const DEFAULT: Self = Self::Bytes(1 << 30);

    /// The boards and the bytes the queue may hold.
    fn limits(self, lizards: u32) -> (usize, usize) {
        match self {
            Self::Boards(n) => (n, n.saturating_mul(state_bytes(lizards))),
            Self::Bytes(bytes) => (usize::MAX, bytes),
        }
    }
}

/// The most bytes one queued board takes: its lizards' cell indices and where it ends.
pub fn state_bytes(lizards: u32) -> usize {
    level::LIZARD_BYTES * lizards as usize + level::BOARD_BYTES
}

/// The result of a breadth-first search.
#[derive(Debug, Clone)]
pub struct Run {
    pub search: Search,
    /// Boards waiting at the start of each level (index = cells decided).
    pub widths: Vec<u64>,
    /// The most boards queued at once, and their bytes.
    pub peak: usize,
    pub peak_bytes: usize,
    /// It gave up because the system refused memory for its queue, not at its bound.
    pub out_of_memory: bool,
}

/// Breadth-first search for `lizards` lizards, stopping at the first placement.
pub fn solve<O: Observer>(
    board: &Board,
    lizards: u32,
    frontier: Frontier,
    observer: &mut O,
) -> Run {
    let mut bfs = Bfs {
        board,
        n: board.n(),
        p: lizards as usize,
        observer,
        stats: Stats::default(),
        shown: Vec::new(),
        free_after: free_after(board),
        segments: Segments::new(board),
        out_of_memory: false,
    };
    let mut widths = Vec::new();
    let mut peak = (0, 0);
    let (boards, room) = frontier.limits(lizards);
    let outcome = match bfs.run(boards, room, &mut widths, &mut peak) {
        ControlFlow::Break(o) => o,
        ControlFlow::Continue(()) => Outcome::Exhausted,
    };
    let _ = bfs.emit(Event::Done { outcome });
    Run {
        search: Search::first(outcome, || bfs.shown.clone(), bfs.stats),
        widths,
        peak: peak.0,
        peak_bytes: peak.1,
        out_of_memory: bfs.out_of_memory,
    }
}

/// For each column-major index `i`, the free cells from `i` on.
pub(crate) fn free_after(board: &Board) -> Vec<u32> {
    let n = board.n();
    let mut out = vec![0u32; n * n + 1];
    for i in (0..n * n).rev() {
        let cell = Cell::new((i % n) as u32, (i / n) as u32);
        out[i] = out[i + 1] + !board.is_tree(cell) as u32;
    }
    out
}

struct Bfs<'a, O: Observer> {
    board: &'a Board,
    n: usize,
    p: usize,
    observer: &'a mut O,
    stats: Stats,
    /// The lizards of the board last shown through events.
    shown: Vec<Cell>,
    free_after: Vec<u32>,
    segments: Segments,
    /// The queue stopped where the system's memory did.
    out_of_memory: bool,
}

impl<O: Observer> Bfs<'_, O> {
    fn emit(&mut self, event: Event) -> ControlFlow<Outcome> {
        if O::ACTIVE && self.observer.event(event).is_break() {
            return ControlFlow::Break(Outcome::Cancelled);
        }
        ControlFlow::Continue(())
    }

    fn cell(&self, i: usize) -> Cell {
        Cell::new((i % self.n) as u32, (i / self.n) as u32)
    }

    /// Events that turn the board shown into `lizards` (cell indices in scan order, as the
    /// shown board's are: one pass over both finds what differs).
    fn show(&mut self, lizards: &[u32]) -> ControlFlow<Outcome> {
        let now: Vec<Cell> = lizards.iter().map(|&i| self.cell(i as usize)).collect();
        if !O::ACTIVE {
            self.shown = now;
            return ControlFlow::Continue(());
        }
        let order = |c: &Cell| (c.col, c.row);
        let (mut gone, mut new) = (Vec::new(), Vec::new());
        let (mut a, mut b) = (0, 0);
        while a < self.shown.len() || b < now.len() {
            match (self.shown.get(a), now.get(b)) {
                (Some(x), Some(y)) if x == y => (a, b) = (a + 1, b + 1),
                (Some(x), Some(y)) if order(x) < order(y) => {
                    gone.push(*x);
                    a += 1;
                }
                (Some(x), None) => {
                    gone.push(*x);
                    a += 1;
                }
                (_, Some(y)) => {
                    new.push(*y);
                    b += 1;
                }
                (None, None) => unreachable!("the loop runs while either has cells"),
            }
        }
        for cell in gone.into_iter().rev() {
            self.emit(Event::Unmark {
                cell,
                masked: Lines::NONE,
            })?;
        }
        for cell in new {
            self.emit(Event::Place {
                cell,
                masked: Lines::NONE,
            })?;
        }
        self.shown = now;
        ControlFlow::Continue(())
    }

    /// Expands level after level; `room` is the bytes both levels may hold together.
    fn run(
        &mut self,
        frontier: usize,
        room: usize,
        widths: &mut Vec<u64>,
        peak: &mut (usize, usize),
    ) -> ControlFlow<Outcome> {
        let cells = self.n * self.n;
        let mut level = Level::default();
        if let Err(full) = level.push(&[], None, room) {
            self.out_of_memory = full == Full::Memory;
            return ControlFlow::Break(Outcome::GaveUp);
        }
        level.fit();
        for depth in 0..=cells {
            widths.push(level.len() as u64);
            let mut next = Level::default();
            for k in 0..level.len() {
                let lizards = level.board(k);
                self.stats.nodes += 1;
                let waiting = (level.len() - k - 1 + next.len()) as u32;
                self.emit(Event::Dequeue {
                    depth: depth as u32,
                    frontier: waiting,
                })?;
                self.show(lizards)?;
                if lizards.len() == self.p {
                    self.emit(Event::Solution)?;
                    return ControlFlow::Break(Outcome::Found);
                }
                if depth == cells {
                    continue;
                }
                let cell = self.cell(depth);
                self.emit(Event::Enter { cell })?;
                let left = (self.p - lizards.len()) as u32;
                let room_ahead = self.free_after[depth];
                if left > room_ahead {
                    self.stats.prunes += 1;
                    self.emit(Event::Prune {
                        cell,
                        left,
                        room: room_ahead,
                        bound: Bound::Cells,
                    })?;
                    continue;
                }
                let left_room = room.saturating_sub(level.bytes());
                if !self.board.is_tree(cell) {
                    let seen = self.segments.seen_on(cell, &self.shown);
                    if seen.is_empty() {
                        if let Err(full) = next.push(lizards, Some(depth as u32), left_room) {
                            self.out_of_memory = full == Full::Memory;
                            return ControlFlow::Break(Outcome::GaveUp);
                        }
                        self.stats.placements += 1;
                    } else {
                        self.emit(Event::Reject { cell, lines: seen })?;
                    }
                }
                if let Err(full) = next.push(lizards, None, left_room) {
                    self.out_of_memory = full == Full::Memory;
                    return ControlFlow::Break(Outcome::GaveUp);
                }
                let queued = level.len() - k - 1 + next.len();
                *peak = (peak.0.max(queued), peak.1.max(level.bytes() + next.bytes()));
                if queued > frontier {
                    return ControlFlow::Break(Outcome::GaveUp);
                }
            }
            if next.len() == 0 {
                return ControlFlow::Break(Outcome::Exhausted);
            }
            self.emit(Event::Level {
                depth: depth as u32,
                width: next.len() as u32,
            })?;
            next.fit();
            level = next;
        }
        ControlFlow::Break(Outcome::Exhausted)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::validate;

    #[test]
    fn finds_a_placement_exactly_when_backtracking_does() {
        for seed in 0..120 {
            let n = 2 + (seed % 5) as usize;
            let board = Board::random(n, 0.2, seed);
            for p in 0..=(n as u32 + 2) {
                let bfs = solve(&board, p, Frontier::Boards(usize::MAX), &mut ());
                let dfs = crate::solve::backtrack::solve(
                    &board,
                    p,
                    crate::solve::backtrack::Options::default(),
                    &mut (),
                );
                assert_eq!(
                    bfs.search.solution.is_some(),
                    dfs.solution.is_some(),
                    "seed {seed}, p {p}"
                );
                if let Some(sol) = &bfs.search.solution {
                    validate::check(&board, sol, p).unwrap();
                } else {
                    assert_eq!(bfs.search.outcome, Outcome::Exhausted);
                }
            }
        }
    }

    #[test]
    fn a_small_frontier_gives_up_instead_of_failing() {
        let board = Board::empty(6);
        let run = solve(&board, 6, Frontier::Boards(50), &mut ());
        assert_eq!(run.search.outcome, Outcome::GaveUp);
        assert!(run.search.solution.is_none());
    }

    /// The default counts the queue's bytes as they are: boards of a few lizards early on
    /// are small, so many more of them wait than the same bytes in boards of p would allow.
    #[test]
    fn a_bound_in_bytes_counts_boards_as_they_are() {
        let board = Board::empty(20);
        let bytes = 200_000;
        let run = solve(&board, 20, Frontier::Bytes(bytes), &mut ());
        assert_eq!(run.search.outcome, Outcome::GaveUp);
        assert!(run.peak_bytes <= bytes, "{} bytes", run.peak_bytes);
        let as_boards_of_p = bytes / state_bytes(20);
        assert!(run.peak > 2 * as_boards_of_p, "{} boards", run.peak);
        let counted = solve(&board, 20, Frontier::Boards(as_boards_of_p), &mut ());
        assert_eq!(counted.search.outcome, Outcome::GaveUp);
        assert!(counted.peak <= as_boards_of_p + 1, "{}", counted.peak);
        // Given room, the same search places eight queens on 8 x 8.
        let room = solve(&Board::empty(8), 8, Frontier::DEFAULT, &mut ());
        assert_eq!(room.search.outcome, Outcome::Found);
    }

    #[test]
    fn the_shown_board_follows_every_dequeue() {
        // Replaying Place / Unmark gives, at each Dequeue's end, a set of lizards no two of
        // which see each other.
        let board = Board::random(4, 0.2, 5);
        let mut events = Vec::new();
        solve(&board, 4, Frontier::Boards(usize::MAX), &mut events);
        let mut shown: Vec<Cell> = Vec::new();
        for e in events {
            match e {
                Event::Place { cell, .. } => shown.push(cell),
                Event::Unmark { cell, .. } => shown.retain(|&c| c != cell),
                Event::Enter { .. } => {
                    validate::check(&board, &shown, shown.len() as u32).unwrap();
                }
                _ => {}
            }
        }
    }
}

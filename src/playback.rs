//! Applies and reverts events: the state of a search as the screen shows it.
//!
//! A [`Playback`] holds the events received so far and a position among them. Everything derived
//! from the search (lizards, statistics, the scan cursor, what just changed) comes from applying
//! events up to the position; the four counter families are then read off the board shown (its
//! lizards, its trees and the scan front, see [`Shown`]), never taken from what an event says
//! they became, so an algorithm whose board jumps or that does not scan shows them right too.
//! Each event carries what it overwrote, so [`Playback::back`] is as cheap as
//! [`Playback::forward`]: no replay.
//!
//! Applying an event does only what the event itself changes; what is a function of the board
//! shown (the counters, the scan front) is brought up to date once, when the move ends
//! ([`Shown::settle`]). A key press settles after one event, a seek (`End`, `n`, `Home`) after
//! all of them, and both land on the same state.
//!
//! History is bounded: past [`Playback::with_capacity`] events the oldest *applied* ones are
//! dropped, and [`Playback::history_start`] says from which event stepping back is possible.

use std::collections::VecDeque;

use crate::board::{Board, Cell};
use crate::counters::Counters;
use crate::counters::shown::Shown;
use crate::energy::Energy;
use crate::event::{Event, Line, Outcome};
use crate::frontier::Frontier;
use crate::inside::Inside;

/// Default history: 4 Mi events of 24 bytes, under 100 MB.
pub const DEFAULT_HISTORY: usize = 4 << 20;

/// Counts of applied events, kept in step with the position.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Tally {
    pub enters: u64,
    pub placements: u64,
    pub unmarks: u64,
    pub rejects: u64,
    pub tree_masks: u64,
    pub prunes: u64,
    /// Backjump events that jump (to the latest column of their conflict set).
    pub backjumps: u64,
    /// Backjump events that step back one column instead ([`Event::steps_back`]).
    pub steps_back: u64,
    pub solutions: u64,
    /// Lizards on the board now (the search depth).
    pub depth: u64,
}

impl Tally {
    fn add(&mut self, event: &Event, sign: i64) {
        let field = match event {
            Event::Enter { .. } => &mut self.enters,
            Event::Place { .. } => &mut self.placements,
            Event::Unmark { .. } => &mut self.unmarks,
            Event::Reject { .. } => &mut self.rejects,
            Event::TreeMask { .. } => &mut self.tree_masks,
            Event::Prune { .. } => &mut self.prunes,
            Event::Backjump { .. } if event.steps_back() => &mut self.steps_back,
            Event::Backjump { .. } => &mut self.backjumps,
            Event::Solution => &mut self.solutions,
            Event::TreeUnmask { .. }
            | Event::Move { .. }
            | Event::Dequeue { .. }
            | Event::Anneal { .. }
            | Event::Level { .. }
            | Event::Done { .. } => return,
        };
        *field = field.wrapping_add_signed(sign);
        match event {
            Event::Place { .. } => self.depth = self.depth.wrapping_add_signed(sign),
            Event::Unmark { .. } => self.depth = self.depth.wrapping_add_signed(-sign),
            _ => {}
        }
    }
}

#[derive(Debug, Clone)]
pub struct Playback {
    board: Board,
    lizards_wanted: u32,
    /// The lizards, the scan front and the counters read off them.
    shown: Shown,
    /// The scan front after the events dropped from `history` (see [`Shown::front_key`]).
    base_front: u64,
    /// The scan front last settled, and after how many events from the start (dropped ones
    /// included): play moves forward from it, so settling costs the events since, not the
    /// run of events on one cell behind (a program placing and removing one lizard again and
    /// again made each frame walk back over all of them).
    settled_front: (u64, u64),
    history: VecDeque<Event>,
    capacity: usize,
    /// Events dropped from the front of `history`.
    dropped: u64,
    /// Events of `history` applied.
    pos: usize,
    tally: Tally,
    inside: Inside,
    energy: Energy,
    frontier: Frontier,
    /// The search scans the board (all but annealing): the counters follow its front.
    scans: bool,
    /// Times the board shown was settled: once a move, however many events it applied.
    settles: u64,
}

impl Playback {
    pub fn new(board: Board, lizards_wanted: u32) -> Self {
        Self::with_capacity(board, lizards_wanted, DEFAULT_HISTORY)
    }

    pub fn with_capacity(board: Board, lizards_wanted: u32, capacity: usize) -> Self {
        let n = board.n();
        let mut inside = Inside::default();
        // Conflict sets are an N-Queens idea; walking a queen's lines is cheap up to 64.
        if !board.has_trees() && n <= 64 {
            inside.keep_conflicts(n);
        }
        Self {
            shown: Shown::new(&board),
            base_front: 0,
            settled_front: (0, 0),
            board,
            lizards_wanted,
            history: VecDeque::new(),
            capacity: capacity.max(1),
            dropped: 0,
            pos: 0,
            tally: Tally::default(),
            inside,
            energy: Energy::default(),
            frontier: Frontier::default(),
            scans: true,
            settles: 0,
        }
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    pub fn lizards_wanted(&self) -> u32 {
        self.lizards_wanted
    }

    /// Appends a received event (not yet applied). Drops the oldest applied events when full.
    pub fn push(&mut self, event: Event) {
        self.let_go(1);
        self.history.push_back(event);
    }

    /// Appends received events (a batch from the solver), as [`Playback::push`] does each.
    pub fn push_all<I>(&mut self, events: I)
    where
        I: IntoIterator<Item = Event>,
        I::IntoIter: ExactSizeIterator,
    {
        let events = events.into_iter();
        self.let_go(events.len());
        self.history.extend(events);
    }

    /// Makes room for `incoming` events: drops the oldest applied events past the capacity
    /// first (so history never outgrows it while they are applied), keeping the scan front
    /// they leave.
    fn let_go(&mut self, incoming: usize) {
        let excess = (self.history.len() + incoming)
            .saturating_sub(self.capacity)
            .min(self.pos);
        if excess == 0 {
            return;
        }
        // Forward over the events let go: as many steps as events, however long the run of
        // events on one cell they belong to.
        let base = self
            .history
            .range(..excess)
            .fold(self.base_front, |front, event| {
                self.front_after(front, event)
            });
        self.base_front = base;
        for oldest in self.history.drain(..excess) {
            self.inside.forget(&oldest);
        }
        self.dropped += excess as u64;
        self.pos -= excess;
    }

    /// Applies the next received event. False if there is none.
    pub fn forward(&mut self) -> bool {
        if !self.has_pending() {
            return false;
        }
        self.forward_until(|_| true);
        true
    }

    /// Reverts the last applied event. False at the start of history.
    pub fn back(&mut self) -> bool {
        if self.pos == 0 {
            return false;
        }
        self.back_until(|_| true);
        true
    }

    /// Steps forward until `stop` says so of an applied event, or events run out. Returns
    /// whether `stop` matched. What the board shown gives is settled once, at the end.
    pub fn forward_until(&mut self, mut stop: impl FnMut(&Event) -> bool) -> bool {
        let mut stopped = false;
        while let Some(&event) = self.history.get(self.pos) {
            self.apply(&event);
            self.pos += 1;
            if stop(&event) {
                stopped = true;
                break;
            }
        }
        self.settle();
        stopped
    }

    /// Steps back until `stop` says so of the event just taken back, or history begins.
    /// Returns whether `stop` matched; settles once, at the end.
    pub fn back_until(&mut self, mut stop: impl FnMut(&Event) -> bool) -> bool {
        let mut stopped = false;
        while self.pos > 0 {
            self.pos -= 1;
            let event = self.history[self.pos];
            self.revert(&event);
            if stop(&event) {
                stopped = true;
                break;
            }
        }
        self.settle();
        stopped
    }

    pub fn to_start(&mut self) {
        self.back_until(|_| false);
    }

    pub fn to_end(&mut self) {
        self.forward_until(|_| false);
    }

    /// Brings what is read off the board shown up to date with the events applied.
    fn settle(&mut self) {
        let front = if self.scans {
            let at = self.dropped + self.pos as u64;
            let (since, front) = self.settled_front;
            let front = match since.checked_sub(self.dropped) {
                // Forward from the last settled front, its events still in the history.
                Some(from) if since <= at => self
                    .history
                    .range(from as usize..self.pos)
                    .fold(front, |front, event| self.front_after(front, event)),
                _ => self.front_at(self.pos),
            };
            self.settled_front = (at, front);
            front
        } else {
            self.shown.end_key()
        };
        self.shown.settle(front);
        self.settles += 1;
    }

    /// How many times what is read off the board shown was brought up to date: once a key
    /// press or a seek, never once an event (what keeps `End` fast).
    pub fn settles(&self) -> u64 {
        self.settles
    }

    fn front_after(&self, front: u64, event: &Event) -> u64 {
        self.shown.front_after(front, event)
    }

    /// The scan front after the first `pos` events of `history`, found by looking back from
    /// there: only the events on the front's own cell matter.
    fn front_at(&self, pos: usize) -> u64 {
        let Some(last) = (0..pos).rev().find(|&i| self.history[i].cell().is_some()) else {
            return self.base_front;
        };
        let cell = self.history[last].cell();
        let mut front = self.base_front;
        // Where the run of events on this cell begins; the front before it is on another cell
        // (or is the base), and only its masked flag can carry over, from the base.
        let first = (0..=last)
            .rev()
            .take_while(|&i| self.history[i].cell().is_none_or(|c| Some(c) == cell))
            .last()
            .unwrap_or(last);
        if first > 0 {
            front = 0;
        }
        for event in self.history.range(first..=last) {
            front = self.front_after(front, event);
        }
        front
    }

    /// Applies an event's change of lizards (or takes it back: `sign` -1).
    fn move_lizards(&mut self, event: &Event, sign: i8) {
        let on = sign > 0;
        match *event {
            Event::Place { cell, .. } => self.shown.set_lizard(cell, on),
            Event::Unmark { cell, .. } => self.shown.set_lizard(cell, !on),
            Event::Move {
                from,
                to,
                accepted: true,
                ..
            } => {
                self.shown.set_lizard(from, !on);
                self.shown.set_lizard(to, on);
            }
            _ => {}
        }
    }

    /// Applies `event`; the caller settles (see [`Playback::settle`]).
    fn apply(&mut self, event: &Event) {
        // The scan entering a cell, most events of a search, changes nothing else but its count.
        if let Event::Enter { .. } = event {
            self.tally.enters += 1;
            return;
        }
        self.move_lizards(event, 1);
        self.tally.add(event, 1);
        if let Event::Reject { cell, lines } = *event
            && !self.inside.conflicts().is_empty()
        {
            // Seed 003 blames the earliest column whose queen attacks the rejected row.
            let culprit = lines
                .iter()
                .filter_map(|line| self.attacker(cell, line))
                .map(|queen| queen.col)
                .min();
            self.inside.blame(cell.col, culprit);
        }
        self.inside.apply(event);
        self.energy.apply(event);
        self.frontier.apply(event);
    }

    /// For a search that never jumps (all but backjumping): no conflict sets are kept. Their
    /// panel is for backjumping alone, and blaming every rejection on a queen is most of what
    /// an N-Queens event costs to apply. Call it before any event is applied.
    pub fn skip_conflicts(&mut self) {
        debug_assert_eq!(
            self.pos, 0,
            "conflict sets are dropped before anything is applied"
        );
        self.inside.skip_conflicts();
    }

    /// For a search that does not scan (annealing, whose lizards may also share lines): the
    /// counters read as seed 000's would with its scan past the last cell, every tree passed.
    pub fn share_lines(&mut self) {
        self.scans = false;
        self.settle();
    }

    /// Simulated annealing's energy and temperature.
    pub fn annealing(&self) -> &Energy {
        &self.energy
    }

    /// Breadth-first search's queue.
    pub fn frontier(&self) -> &Frontier {
        &self.frontier
    }

    /// Takes back `history[pos]`, the position already moved before it; the caller settles.
    fn revert(&mut self, event: &Event) {
        if let Event::Enter { .. } = event {
            self.tally.enters -= 1;
            return;
        }
        self.move_lizards(event, -1);
        self.tally.add(event, -1);
        self.inside.revert(event);
        self.energy.revert(event);
        self.frontier.revert(event);
    }

    /// Seed 000's counters of the board shown (see [`Shown`]).
    pub fn counters(&self) -> &Counters {
        self.shown.counters()
    }

    pub fn is_lizard(&self, cell: Cell) -> bool {
        self.shown.is_lizard(cell)
    }

    /// The lizards on the board now, row by row.
    pub fn lizards(&self) -> Vec<Cell> {
        let n = self.board.n();
        self.shown
            .lizard_flags()
            .iter()
            .enumerate()
            .filter(|&(_, &l)| l)
            .map(|(i, _)| Cell::new((i / n) as u32, (i % n) as u32))
            .collect()
    }

    /// The stack of decisions and the search tree per depth.
    pub fn inside(&self) -> &Inside {
        &self.inside
    }

    pub fn tally(&self) -> &Tally {
        &self.tally
    }

    /// The event applied last.
    pub fn current(&self) -> Option<Event> {
        self.pos.checked_sub(1).map(|i| self.history[i])
    }

    /// The last `k` applied events, oldest first.
    pub fn recent(&self, k: usize) -> impl DoubleEndedIterator<Item = &Event> {
        self.history.range(self.pos.saturating_sub(k)..self.pos)
    }

    /// The scan cursor: the cell of the latest applied event that has one.
    pub fn cursor(&self) -> Option<Cell> {
        self.history.range(..self.pos).rev().find_map(Event::cell)
    }

    /// Events applied since the search began (the global position).
    pub fn position(&self) -> u64 {
        self.dropped + self.pos as u64
    }

    /// Events received since the search began.
    pub fn received(&self) -> u64 {
        self.dropped + self.history.len() as u64
    }

    /// The first event stepping back can reach (0 unless history was dropped).
    pub fn history_start(&self) -> u64 {
        self.dropped
    }

    /// The received events not yet applied, the next first: what is about to happen (the
    /// quiz asks the class about it before showing it).
    pub fn upcoming(&self) -> std::collections::vec_deque::Iter<'_, Event> {
        self.history.range(self.pos..)
    }

    /// Whether received events wait to be applied.
    pub fn has_pending(&self) -> bool {
        self.pos < self.history.len()
    }

    /// How the search ended, once its `Done` is applied.
    pub fn outcome(&self) -> Option<Outcome> {
        match self.current() {
            Some(Event::Done { outcome }) => Some(outcome),
            _ => None,
        }
    }

    /// Whether the search's `Done` has been received.
    pub fn finished(&self) -> bool {
        matches!(self.history.back(), Some(Event::Done { .. }))
    }

    /// The first lizard from `cell` in direction `(dr, dc)`, unless a tree or the edge comes
    /// first, looking through the lizard on `ignored` as if it were not there.
    fn first_lizard_but(
        &self,
        cell: Cell,
        (dr, dc): (i64, i64),
        ignored: Option<Cell>,
    ) -> Option<Cell> {
        let n = self.board.n() as i64;
        let (mut r, mut c) = (cell.row as i64 + dr, cell.col as i64 + dc);
        while (0..n).contains(&r) && (0..n).contains(&c) {
            let here = Cell::new(r as u32, c as u32);
            if self.board.is_tree(here) {
                return None;
            }
            if self.is_lizard(here) && Some(here) != ignored {
                return Some(here);
            }
            r += dr;
            c += dc;
        }
        None
    }

    /// The attacking pairs of annealing's current move: where its lizard went (or would have
    /// gone, for a move refused), and each lizard that sees it there, with their line. Empty
    /// unless the current event is a move.
    pub fn move_pairs(&self) -> Option<(Cell, Vec<(Line, Cell)>)> {
        let Some(Event::Move { from, to, .. }) = self.current() else {
            return None;
        };
        let mut pairs = Vec::new();
        for line in Line::ALL {
            let (dr, dc) = step_along(line);
            for direction in [(-dr, -dc), (dr, dc)] {
                if let Some(other) = self.first_lizard_but(to, direction, Some(from)) {
                    pairs.push((line, other));
                }
            }
        }
        Some((to, pairs))
    }

    /// The nearest lizard that sees `cell` along `line` (either way, stopping at trees): the
    /// "who" behind a +1 counter.
    pub fn attacker(&self, cell: Cell, line: Line) -> Option<Cell> {
        self.shown.attacker(cell, line)
    }

    /// Whether any lizard sees `cell` (the grid shades such cells).
    pub fn is_seen(&self, cell: Cell) -> bool {
        Line::ALL
            .into_iter()
            .any(|line| self.attacker(cell, line).is_some())
    }
}

/// One step along `line`, as (rows, columns).
fn step_along(line: Line) -> (i64, i64) {
    match line {
        Line::Row => (0, 1),
        Line::Column => (1, 0),
        Line::Diagonal => (1, 1),
        Line::AntiDiagonal => (-1, 1),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::event::Lines;

    fn sample() -> Vec<Event> {
        let c = Cell::new;
        vec![
            Event::Enter { cell: c(0, 0) },
            Event::Place {
                cell: c(0, 0),
                masked: Lines::NONE,
            },
            Event::Enter { cell: c(1, 0) },
            Event::TreeMask {
                cell: c(1, 0),
                lines: Lines::NONE.with(Line::Column),
            },
            Event::Solution,
            Event::Done {
                outcome: Outcome::Found,
            },
        ]
    }

    #[test]
    fn forward_then_back_restores_everything() {
        let mut board = Board::empty(2);
        board.set_tree(Cell::new(1, 0), true);
        let mut pb = Playback::new(board, 1);
        let start = (pb.counters().clone(), pb.lizards(), *pb.tally());
        for e in sample() {
            pb.push(e);
        }
        pb.to_end();
        assert_eq!(pb.outcome(), Some(Outcome::Found));
        assert_eq!(pb.lizards(), vec![Cell::new(0, 0)]);
        assert_eq!(pb.counters().cols()[0], -1);
        assert_eq!(pb.cursor(), Some(Cell::new(1, 0)));
        assert_eq!(pb.tally().solutions, 1);
        pb.to_start();
        assert_eq!((pb.counters().clone(), pb.lizards(), *pb.tally()), start);
        assert_eq!(pb.cursor(), None);
    }

    #[test]
    fn counters_stay_right_after_history_is_let_go() {
        // The scan front of the events let go is kept, so stepping back to where history
        // begins still reads the counters of that board and front.
        let board = Board::random(6, 0.25, 3);
        let mut events = Vec::new();
        let options = crate::solve::backtrack::Options {
            goal: crate::solve::backtrack::Goal::All { limit: None },
            ..Default::default()
        };
        crate::solve::backtrack::solve(&board, 6, options, &mut events);
        let mut full = Playback::new(board.clone(), 6);
        let mut short = Playback::with_capacity(board, 6, 40);
        for &e in &events {
            full.push(e);
            short.push(e);
            full.forward();
            short.forward();
        }
        assert!(short.history_start() > 0, "history was let go");
        while short.back() {
            assert!(full.back());
            assert_eq!(short.counters(), full.counters(), "at {}", short.position());
        }
    }

    #[test]
    fn the_front_settled_forward_is_the_one_found_from_the_start() {
        // A walk of steps forward and back, seeks and history let go, on a board whose trees
        // the scan masks: at each stop the counters read as a playback that went straight
        // there reads them.
        let board = Board::random(7, 0.25, 5);
        let events = events(crate::solve::Algorithm::Backtrack, &board, 7);
        let mut pb = Playback::with_capacity(board.clone(), 7, 700);
        let mut pushed = 0;
        let mut state = 0x2545_f491_4f6c_dd1d_u64;
        for _ in 0..400 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            if pushed < events.len() {
                let more = (state % 40) as usize;
                let end = (pushed + more).min(events.len());
                pb.push_all(events[pushed..end].iter().copied());
                pushed = end;
            }
            match (state >> 8) % 6 {
                0 => pb.to_end(),
                1 => pb.to_start(),
                2 | 3 => {
                    for _ in 0..(state >> 16) % 30 {
                        pb.forward();
                    }
                }
                _ => {
                    for _ in 0..(state >> 16) % 30 {
                        pb.back();
                    }
                }
            }
            let at = pb.position() as usize;
            let mut straight = Playback::new(board.clone(), 7);
            straight.push_all(events[..at].iter().copied());
            straight.to_end();
            let n = board.n() as u32;
            let attackers = |pb: &Playback| -> Vec<_> {
                (0..n)
                    .flat_map(|r| (0..n).map(move |c| Cell::new(r, c)))
                    .flat_map(|cell| Line::ALL.map(|line| pb.attacker(cell, line)))
                    .collect()
            };
            assert_eq!(pb.counters(), straight.counters(), "at {at}");
            assert_eq!(attackers(&pb), attackers(&straight), "at {at}");
        }
        assert!(pb.history_start() > 0, "history was let go");
    }

    /// Everything a frame reads off the playback, to compare two that got there differently.
    fn seen(pb: &Playback) -> String {
        let n = pb.board().n() as u32;
        let attackers: Vec<_> = (0..n)
            .flat_map(|r| (0..n).map(move |c| Cell::new(r, c)))
            .flat_map(|cell| Line::ALL.map(|line| pb.attacker(cell, line)))
            .collect();
        format!(
            "{:?} {:?} {:?} {:?} {:?} {:?} {:?} {:?} {:?} {} {} {:?}",
            pb.counters(),
            pb.lizards(),
            pb.tally(),
            pb.cursor(),
            pb.current(),
            pb.inside(),
            pb.annealing(),
            pb.frontier(),
            pb.move_pairs(),
            pb.position(),
            pb.history_start(),
            attackers,
        )
    }

    /// The events of a search on `board`, every solution asked for, at most 5,000 of them.
    fn events(algorithm: crate::solve::Algorithm, board: &Board, p: u32) -> Vec<Event> {
        let mut events = Vec::new();
        let settings = crate::solve::Settings::from(crate::solve::backtrack::Options {
            goal: crate::solve::backtrack::Goal::All { limit: None },
            ..Default::default()
        });
        let mut listen = crate::event::FnObserver(|e| {
            events.push(e);
            match events.len() < 5_000 {
                true => std::ops::ControlFlow::Continue(()),
                false => std::ops::ControlFlow::Break(()),
            }
        });
        crate::solve::run(algorithm, board, p, settings, &mut listen);
        events
    }

    #[test]
    fn seeking_lands_where_stepping_does() {
        use crate::solve::Algorithm;
        let searches = [
            (Algorithm::Backtrack, Board::random(7, 0.2, 3), 7),
            (Algorithm::Backtrack, Board::empty(6), 6),
            (Algorithm::BackjumpSafe, Board::empty(7), 7),
            (Algorithm::Backjump, Board::empty(6), 6),
            (Algorithm::Bfs, Board::random(5, 0.2, 5), 4),
            (Algorithm::Sa, Board::random(8, 0.1, 2), 8),
            (Algorithm::Backtrack, Board::random(70, 0.05, 1), 3),
        ];
        for (algorithm, board, p) in searches {
            let events = events(algorithm, &board, p);
            for capacity in [DEFAULT_HISTORY, 50] {
                let what = format!("{algorithm} on {}, history {capacity}", board.n());
                let fresh = || {
                    let mut pb = Playback::with_capacity(board.clone(), p, capacity);
                    if algorithm == Algorithm::Sa {
                        pb.share_lines();
                    }
                    pb
                };
                let (mut seeking, mut stepping) = (fresh(), fresh());
                for batch in events.chunks(499) {
                    seeking.push_all(batch.iter().copied());
                    batch.iter().for_each(|&e| stepping.push(e));
                    // Each seek to the next solution (or the batch's end) against → pressed
                    // as many times.
                    while seeking.forward_until(|e| *e == Event::Solution) {
                        while stepping.position() < seeking.position() {
                            assert!(stepping.forward());
                        }
                        assert_eq!(seen(&seeking), seen(&stepping), "{what}: solution");
                    }
                    while stepping.forward() {}
                    assert_eq!(seen(&seeking), seen(&stepping), "{what}: end of a batch");
                }
                seeking.to_start();
                while stepping.back() {}
                assert_eq!(seen(&seeking), seen(&stepping), "{what}: back at the start");
            }
        }
    }

    #[test]
    fn a_seek_settles_once() {
        let board = Board::empty(8);
        let events = events(crate::solve::Algorithm::Backtrack, &board, 8);
        let mut pb = Playback::new(board, 8);
        pb.push_all(events.iter().copied());
        pb.to_end();
        assert_eq!(pb.settles(), 1, "End over {} events", events.len());
        pb.to_start();
        assert_eq!(pb.settles(), 2, "Home");
        pb.forward_until(|e| *e == Event::Solution);
        assert_eq!(pb.settles(), 3, "n");
        pb.forward();
        pb.back();
        assert_eq!(pb.settles(), 5, "a key press settles its own event");
    }

    #[test]
    fn history_drops_the_oldest_applied_events() {
        let mut pb = Playback::with_capacity(Board::empty(2), 1, 3);
        for e in sample() {
            pb.push(e);
            pb.forward();
        }
        assert_eq!(pb.history_start(), 3);
        assert_eq!(pb.position(), 6);
        pb.to_start();
        assert_eq!(pb.position(), 3);
        assert_eq!(
            pb.lizards(),
            vec![Cell::new(0, 0)],
            "the lizard placed before history began stays"
        );
    }
}

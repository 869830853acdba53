//! The referee: checks every event of a stream against the board as it stands, whoever wrote
//! it. A lizard placed where another sees it, on a tree, off the board or on a lizard; a
//! remove of no lizard; a `solution` that is not one; a `fail` on a board that has a
//! solution (found by the deciding search of `solve`, within a budget); a `done` that says
//! `found` after no `solution`.
//!
//! It keeps only the lizards on the board and walks rays to the nearest tree or edge, as
//! [`crate::validate`] does: it shares nothing with the solvers it judges.

mod reason;
pub mod restate;

use std::time::Duration;

pub use reason::{Doing, Reason, cells};

use crate::board::{Board, Cell};
use crate::event::{Event, Line, Outcome};
use crate::solve::decide::{self, Verdict};

/// What is wrong with an event, and the cells to mark on the grid.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Violation {
    pub kind: Kind,
    /// The event's own cell first, then the cells that explain it (the lizard that sees it).
    pub cells: Vec<Cell>,
    /// Why, as data: English through `Display`, or re-said in another language by its fields.
    pub reason: Reason,
}

/// The kinds of violation, one per rule.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    OffBoard,
    OnTree,
    OnLizard,
    Seen,
    RemoveNothing,
    NotASolution,
    FailWithSolution,
    FoundWithoutSolution,
    RepeatedSolution,
    AfterEnd,
}

/// The board as the stream has built it so far.
pub struct Referee {
    board: Board,
    p: u32,
    /// A local search (annealing) may place lizards that see each other; only its solutions
    /// must be clean.
    local: bool,
    lizard: Vec<bool>,
    count: u32,
    solutions: u64,
    budget: Duration,
    /// A `fail` the deciding search could neither confirm nor refute within the budget.
    pub undecided_fail: bool,
    /// A `done` or `fail` came: the search is over, and nothing may follow.
    ended: bool,
    /// The board as the last `solution` left it is the board now: a second `solution` would
    /// count one placement twice (a solver that reports it again before taking a lizard back).
    solution_standing: bool,
    /// The placements solutions have named, by a 128-bit fingerprint, with each one's number:
    /// a solver that reaches one placement in several orders counts it several times. The
    /// first [`REMEMBERED`] are kept.
    placements: std::collections::HashMap<(u64, u64), u32>,
}

/// How many solutions' placements the referee keeps to catch a repeat: 24 bytes each in a
/// table kept at most seven-eighths full, exactly 2^20 slots at this count, about 26 MB (38
/// MB for the moment it grows to them).
pub const REMEMBERED: usize = 917_504;

/// A placement's fingerprint: two independent 64-bit hashes of its cells in board order, so
/// that two placements sharing one by chance is out of the question.
fn fingerprint(cells: &[Cell]) -> (u64, u64) {
    use std::hash::{Hash, Hasher};
    let half = |salt: u64| {
        let mut h = std::hash::DefaultHasher::new();
        salt.hash(&mut h);
        for c in cells {
            (c.row, c.col).hash(&mut h);
        }
        h.finish()
    };
    (half(0x9e37_79b9_7f4a_7c15), half(0xc2b2_ae3d_27d4_eb4f))
}

impl Referee {
    /// A referee for `p` lizards on `board`; `local` for a local search; `budget` bounds the
    /// search that checks a `fail`.
    pub fn new(board: Board, p: u32, local: bool, budget: Duration) -> Self {
        let cells = board.n() * board.n();
        Self {
            board,
            p,
            local,
            lizard: vec![false; cells],
            count: 0,
            solutions: 0,
            budget,
            undecided_fail: false,
            ended: false,
            solution_standing: false,
            placements: std::collections::HashMap::new(),
        }
    }

    /// The lizards on the board now.
    pub fn lizards(&self) -> impl Iterator<Item = Cell> + '_ {
        self.board.cells().filter(|&c| self.has_lizard(c))
    }

    /// Checks `event` and applies it. A violation leaves the board as it was before the event.
    pub fn apply(&mut self, event: &Event) -> Result<(), Violation> {
        if self.ended {
            return Err(violation(Kind::AfterEnd, vec![], Reason::AfterEnd));
        }
        self.ended = matches!(event, Event::Done { .. });
        match *event {
            Event::Place { cell, .. } => {
                self.check_free(cell, Doing::Place)?;
                self.set(cell, true);
            }
            Event::Unmark { cell, .. } => {
                self.on_board(cell, Doing::Remove)?;
                if !self.has_lizard(cell) {
                    return Err(violation(
                        Kind::RemoveNothing,
                        vec![cell],
                        Reason::NoLizard {
                            doing: Doing::Remove,
                            cell,
                        },
                    ));
                }
                self.set(cell, false);
            }
            Event::Move {
                from,
                to,
                accepted: true,
                ..
            } => {
                self.on_board(from, Doing::Move)?;
                if !self.has_lizard(from) {
                    return Err(violation(
                        Kind::RemoveNothing,
                        vec![from],
                        Reason::NoLizard {
                            doing: Doing::Move,
                            cell: from,
                        },
                    ));
                }
                self.set(from, false);
                if let Err(v) = self.check_free(to, Doing::Move) {
                    self.set(from, true);
                    return Err(v);
                }
                self.set(to, true);
            }
            Event::Solution => self.check_solution()?,
            Event::Done {
                outcome: Outcome::Exhausted,
            } if self.solutions == 0 => self.check_fail()?,
            Event::Done {
                outcome: Outcome::Found,
            } if self.solutions == 0 => {
                return Err(violation(
                    Kind::FoundWithoutSolution,
                    vec![],
                    Reason::FoundWithoutSolution,
                ));
            }
            Event::Backjump { from, to, .. } => {
                let n = self.board.n() as u32;
                if let Some(col) = [from, to].into_iter().find(|&c| c >= n) {
                    return Err(violation(
                        Kind::OffBoard,
                        vec![],
                        Reason::ColumnOffBoard { col, n },
                    ));
                }
            }
            _ => {
                if let Some(cell) = event.cell() {
                    self.on_board(cell, Doing::Name)?;
                }
            }
        }
        Ok(())
    }

    fn has_lizard(&self, cell: Cell) -> bool {
        self.lizard[self.index(cell)]
    }

    fn index(&self, cell: Cell) -> usize {
        cell.row as usize * self.board.n() + cell.col as usize
    }

    fn set(&mut self, cell: Cell, on: bool) {
        self.solution_standing = false;
        let i = self.index(cell);
        self.lizard[i] = on;
        if on {
            self.count += 1;
        } else {
            self.count -= 1;
        }
    }

    fn on_board(&self, cell: Cell, doing: Doing) -> Result<(), Violation> {
        let n = self.board.n();
        if cell.row as usize >= n || cell.col as usize >= n {
            return Err(violation(
                Kind::OffBoard,
                vec![],
                Reason::OffBoard { doing, cell, n },
            ));
        }
        Ok(())
    }

    /// A lizard may go to `cell`: on the board, not a tree, not a lizard, and (unless this is
    /// a local search) seen by no lizard.
    fn check_free(&self, cell: Cell, doing: Doing) -> Result<(), Violation> {
        self.on_board(cell, doing)?;
        if self.board.is_tree(cell) {
            return Err(violation(
                Kind::OnTree,
                vec![cell],
                Reason::OnTree { doing, cell },
            ));
        }
        if self.has_lizard(cell) {
            return Err(violation(
                Kind::OnLizard,
                vec![cell],
                Reason::OnLizard { doing, cell },
            ));
        }
        if !self.local
            && let Some((line, other)) = self.seen_by(cell)
        {
            return Err(violation(
                Kind::Seen,
                vec![cell, other],
                Reason::Seen {
                    doing,
                    cell,
                    other,
                    line,
                },
            ));
        }
        Ok(())
    }

    /// The first lizard that sees `cell`, and along which line.
    fn seen_by(&self, cell: Cell) -> Option<(Line, Cell)> {
        let n = self.board.n() as i64;
        for (line, (dr, dc)) in [
            (Line::Row, (0, 1)),
            (Line::Column, (1, 0)),
            (Line::Diagonal, (1, 1)),
            (Line::AntiDiagonal, (1, -1)),
        ] {
            for (dr, dc) in [(dr, dc), (-dr, -dc)] {
                let (mut r, mut c) = (cell.row as i64 + dr, cell.col as i64 + dc);
                while (0..n).contains(&r) && (0..n).contains(&c) {
                    let at = Cell::new(r as u32, c as u32);
                    if self.board.is_tree(at) {
                        break;
                    }
                    if self.has_lizard(at) {
                        return Some((line, at));
                    }
                    r += dr;
                    c += dc;
                }
            }
        }
        None
    }

    fn check_solution(&mut self) -> Result<(), Violation> {
        if self.count != self.p {
            return Err(violation(
                Kind::NotASolution,
                self.lizards().collect(),
                Reason::Count {
                    lizards: self.count,
                    p: self.p,
                },
            ));
        }
        let lizards: Vec<Cell> = self.lizards().collect();
        for &cell in &lizards {
            if let Some((line, other)) = self.seen_by(cell) {
                return Err(violation(
                    Kind::NotASolution,
                    vec![cell, other],
                    Reason::SeeEachOther { cell, other, line },
                ));
            }
        }
        if self.solution_standing {
            return Err(violation(
                Kind::RepeatedSolution,
                lizards,
                Reason::RepeatedSolution,
            ));
        }
        // A local search walks and may come back to a placement; a systematic search that
        // meets one twice counts it twice.
        let print = (!self.local).then(|| fingerprint(&lizards));
        if let Some(&first) = print.and_then(|print| self.placements.get(&print)) {
            return Err(violation(
                Kind::RepeatedSolution,
                lizards,
                Reason::SamePlacement {
                    solution: u64::from(first),
                },
            ));
        }
        self.solutions += 1;
        if let Some(print) = print
            && self.placements.len() < REMEMBERED
        {
            // Within `REMEMBERED`, the number fits.
            self.placements.insert(print, self.solutions as u32);
        }
        self.solution_standing = true;
        Ok(())
    }

    fn check_fail(&mut self) -> Result<(), Violation> {
        match decide::decide(
            &self.board,
            self.p,
            self.budget,
            crate::solve::sa::Options::default(),
        ) {
            Verdict::Found { lizards, .. } => Err(violation(
                Kind::FailWithSolution,
                lizards.clone(),
                Reason::FailButFits {
                    p: self.p,
                    example: lizards.clone(),
                },
            )),
            Verdict::Impossible { .. } => Ok(()),
            Verdict::Undecided => {
                self.undecided_fail = true;
                Ok(())
            }
        }
    }
}

fn violation(kind: Kind, cells: Vec<Cell>, reason: Reason) -> Violation {
    Violation {
        kind,
        cells,
        reason,
    }
}

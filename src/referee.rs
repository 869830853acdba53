//! The referee: checks every event of a stream against the board as it stands, whoever wrote
//! it. A lizard placed where another sees it, on a tree, off the board or on a lizard; a
//! remove of no lizard; a `solution` that is not one; a `fail` on a board that has a
//! solution (found by the deciding search of `solve`, within a budget).
//!
//! It keeps only the lizards on the board and walks rays to the nearest tree or edge, as
//! [`crate::validate`] does: it shares nothing with the solvers it judges.

use std::time::Duration;

use crate::board::{Board, Cell};
use crate::event::{Event, Line, Outcome};
use crate::solve::decide::{self, Verdict};

/// What is wrong with an event, and the cells to mark on the grid.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Violation {
    pub kind: Kind,
    /// The event's own cell first, then the cells that explain it (the lizard that sees it).
    pub cells: Vec<Cell>,
    pub reason: String,
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
        }
    }

    /// The lizards on the board now.
    pub fn lizards(&self) -> impl Iterator<Item = Cell> + '_ {
        self.board.cells().filter(|&c| self.has_lizard(c))
    }

    /// Checks `event` and applies it. A violation leaves the board as it was before the event.
    pub fn apply(&mut self, event: &Event) -> Result<(), Violation> {
        match *event {
            Event::Place { cell, .. } => {
                self.check_free(cell, "place a lizard")?;
                self.set(cell, true);
            }
            Event::Unmark { cell, .. } => {
                self.on_board(cell, "remove a lizard")?;
                if !self.has_lizard(cell) {
                    return Err(violation(
                        Kind::RemoveNothing,
                        vec![cell],
                        format!("a remove at {cell}, where there is no lizard"),
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
                self.on_board(from, "move a lizard")?;
                if !self.has_lizard(from) {
                    return Err(violation(
                        Kind::RemoveNothing,
                        vec![from],
                        format!("a move from {from}, where there is no lizard"),
                    ));
                }
                self.set(from, false);
                if let Err(v) = self.check_free(to, "move a lizard") {
                    self.set(from, true);
                    return Err(v);
                }
                self.set(to, true);
            }
            Event::Solution => self.check_solution()?,
            Event::Done {
                outcome: Outcome::Exhausted,
            } if self.solutions == 0 => self.check_fail()?,
            Event::Backjump { from, to, .. } => {
                let n = self.board.n() as u32;
                if let Some(col) = [from, to].into_iter().find(|&c| c >= n) {
                    return Err(violation(
                        Kind::OffBoard,
                        vec![],
                        format!("a backjump names column {col}, off the {n} x {n} board"),
                    ));
                }
            }
            _ => {
                if let Some(cell) = event.cell() {
                    self.on_board(cell, "name a cell")?;
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
        let i = self.index(cell);
        self.lizard[i] = on;
        if on {
            self.count += 1;
        } else {
            self.count -= 1;
        }
    }

    fn on_board(&self, cell: Cell, doing: &str) -> Result<(), Violation> {
        let n = self.board.n();
        if cell.row as usize >= n || cell.col as usize >= n {
            return Err(violation(
                Kind::OffBoard,
                vec![],
                format!(
                    "an event tries to {doing} at {cell}, off the {n} x {n} board (rows and \
                     columns are 0 to {})",
                    n - 1
                ),
            ));
        }
        Ok(())
    }

    /// A lizard may go to `cell`: on the board, not a tree, not a lizard, and (unless this is
    /// a local search) seen by no lizard.
    fn check_free(&self, cell: Cell, doing: &str) -> Result<(), Violation> {
        self.on_board(cell, doing)?;
        if self.board.is_tree(cell) {
            return Err(violation(
                Kind::OnTree,
                vec![cell],
                format!("a lizard placed at {cell}, on a tree"),
            ));
        }
        if self.has_lizard(cell) {
            return Err(violation(
                Kind::OnLizard,
                vec![cell],
                format!("a lizard placed at {cell}, where a lizard already is"),
            ));
        }
        if !self.local
            && let Some((line, other)) = self.seen_by(cell)
        {
            return Err(violation(
                Kind::Seen,
                vec![cell, other],
                format!(
                    "a lizard placed at {cell}, where the lizard at {other} sees it along the \
                     {}: no tree stands between them",
                    line.name()
                ),
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
                format!(
                    "a solution with {} lizards on the board, but p = {}",
                    self.count, self.p
                ),
            ));
        }
        let lizards: Vec<Cell> = self.lizards().collect();
        for &cell in &lizards {
            if let Some((line, other)) = self.seen_by(cell) {
                return Err(violation(
                    Kind::NotASolution,
                    vec![cell, other],
                    format!(
                        "a solution in which the lizards at {cell} and {other} see each other \
                         along the {}",
                        line.name()
                    ),
                ));
            }
        }
        self.solutions += 1;
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
                format!(
                    "a fail, but {} lizards fit on this board, for example at {}",
                    self.p,
                    lizards
                        .iter()
                        .map(Cell::to_string)
                        .collect::<Vec<_>>()
                        .join(" ")
                ),
            )),
            Verdict::Impossible => Ok(()),
            Verdict::Undecided => {
                self.undecided_fail = true;
                Ok(())
            }
        }
    }
}

fn violation(kind: Kind, cells: Vec<Cell>, reason: String) -> Violation {
    Violation {
        kind,
        cells,
        reason,
    }
}

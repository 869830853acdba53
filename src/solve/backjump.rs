//! Seed 003: Gaschnig's backjumping for N-Queens, as the article runs it, without recursion.
//!
//! Queens go column by column, rows tried from the top. Each rejected row adds to the column's
//! conflict set the *earliest* column whose queen attacks it. When a column runs out of rows (a
//! leaf dead end), the search jumps back to the *latest* column of that set, clears the conflict
//! sets of the columns after the target, takes back the queens from the target on, and resumes
//! the target column one row below its old queen. Plain backtracking would only go back one
//! column; the jump skips columns that cannot have caused the dead end.
//!
//! Counted as the article counts: `placements` are queens placed, `backjumps` dead ends left.
//!
//! Two rules for where a dead end goes, see [`Rule`]: the article's code jumps from *every*
//! dead end, which is not always safe; Gaschnig's rule (the article's prose) jumps only from
//! leaf dead ends and so never skips a solution.

use std::ops::ControlFlow;

use crate::board::Cell;
use crate::event::{Event, Line, Lines, Observer, Outcome};
use crate::solve::{Search, Stats};

/// Columns are kept in 64-bit conflict sets.
pub const MAX_N: u32 = 64;

macro_rules! emit {
    ($obs:expr, $event:expr) => {
        if O::ACTIVE {
            $obs.event($event)?;
        }
    };
}

/// Where a dead end goes.
///
/// A *leaf* dead end is a column that ran out of rows without ever holding a queen since its
/// columns to the left last changed: every row was rejected, each for a recorded culprit, so
/// jumping to the latest culprit skips nothing. An *internal* dead end is a column that was
/// jumped back to and then ran out: its set says why its remaining rows failed, not why the
/// queens it held led nowhere, so a jump from there can skip solutions.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rule {
    /// The article's code: every dead end jumps to the latest column of its conflict set. It
    /// reproduces the article's counts (n = 6: 31 placements, 20 backjumps), and from n = 11 on
    /// it can skip the lexicographically first solution.
    Article,
    /// Gaschnig's rule: leaf dead ends jump; internal dead ends step back one column. Finds the
    /// first solution in lexicographic order, as plain backtracking does, with no more
    /// placements (it skips only subtrees without a solution).
    Safe,
}

/// Finds a solution for `n` queens by backjumping under `rule`.
pub fn solve<O: Observer>(n: u32, rule: Rule, observer: &mut O) -> Search {
    assert!((1..=MAX_N).contains(&n), "n = {n} out of range");
    let mut stats = Stats::default();
    let mut queens = Vec::with_capacity(n as usize);
    let outcome = match run(n, rule, observer, &mut stats, &mut queens) {
        ControlFlow::Continue(outcome) => outcome,
        ControlFlow::Break(()) => Outcome::Cancelled,
    };
    let found = outcome == Outcome::Found;
    Search {
        outcome,
        solution: found.then(|| {
            queens
                .iter()
                .enumerate()
                .map(|(c, &r)| Cell::new(r, c as u32))
                .collect()
        }),
        solutions: u64::from(found),
        stats,
    }
}

/// Which column's queen holds each row, diagonal and anti-diagonal. A partial solution has
/// one queen per line at most, so the earliest attacker of a square is the least of three
/// owners: O(1) where scanning the queens is O(n), which keeps n = 28 well under a second.
struct Owners {
    n: u32,
    row: Vec<u32>,
    diag: Vec<u32>,
    anti: Vec<u32>,
}

impl Owners {
    const FREE: u32 = u32::MAX;

    fn new(n: u32) -> Owners {
        let lines = 2 * n as usize - 1;
        Owners {
            n,
            row: vec![Self::FREE; n as usize],
            diag: vec![Self::FREE; lines],
            anti: vec![Self::FREE; lines],
        }
    }

    /// The three lines through `(row, col)`, each with its slot's owner.
    fn through(&mut self, row: u32, col: u32) -> [(Line, &mut u32); 3] {
        let (r, d, a) = (
            row as usize,
            (row + self.n - 1 - col) as usize,
            (row + col) as usize,
        );
        [
            (Line::Row, &mut self.row[r]),
            (Line::Diagonal, &mut self.diag[d]),
            (Line::AntiDiagonal, &mut self.anti[a]),
        ]
    }

    /// The earliest column whose queen attacks `(row, col)`, and every line attacked there.
    fn attack(&mut self, row: u32, col: u32) -> Option<(u32, Lines)> {
        let mut first = Self::FREE;
        let mut lines = Lines::NONE;
        for (line, owner) in self.through(row, col) {
            if *owner != Self::FREE {
                first = first.min(*owner);
                lines = lines.with(line);
            }
        }
        (first != Self::FREE).then_some((first, lines))
    }

    /// Gives the lines through `(row, col)` to `owner` (a column, or [`Owners::FREE`]).
    fn set(&mut self, row: u32, col: u32, owner: u32) {
        for (_, slot) in self.through(row, col) {
            *slot = owner;
        }
    }
}

fn run<O: Observer>(
    n: u32,
    rule: Rule,
    obs: &mut O,
    stats: &mut Stats,
    queens: &mut Vec<u32>,
) -> ControlFlow<(), Outcome> {
    let mut conflicts = vec![0u64; n as usize];
    let mut owners = Owners::new(n);
    let mut start = 0;
    // Whether the current column came fresh (its left columns changed since it last ran).
    let mut leaf = true;
    loop {
        let col = queens.len() as u32;
        if col == n {
            emit!(obs, Event::Solution);
            emit!(
                obs,
                Event::Done {
                    outcome: Outcome::Found
                }
            );
            return ControlFlow::Continue(Outcome::Found);
        }
        let mut placed = false;
        for row in start..n {
            let cell = Cell::new(row, col);
            stats.nodes += 1;
            emit!(obs, Event::Enter { cell });
            match owners.attack(row, col) {
                Some((k, lines)) => {
                    conflicts[col as usize] |= 1 << k;
                    emit!(obs, Event::Reject { cell, lines });
                }
                None => {
                    queens.push(row);
                    owners.set(row, col, col);
                    stats.placements += 1;
                    emit!(
                        obs,
                        Event::Place {
                            cell,
                            masked: Lines::NONE
                        }
                    );
                    placed = true;
                    break;
                }
            }
        }
        if placed {
            start = 0;
            leaf = true;
            continue;
        }
        let set = conflicts[col as usize];
        let to = match rule {
            Rule::Safe if !leaf => col.checked_sub(1),
            _ => set.checked_ilog2(),
        };
        let Some(to) = to else {
            // Nothing to blame: the first column itself ran out, so there is no solution.
            emit!(
                obs,
                Event::Done {
                    outcome: Outcome::Exhausted
                }
            );
            return ControlFlow::Continue(Outcome::Exhausted);
        };
        leaf = false;
        // As the narration tells them apart: a jump lands on the set's latest column.
        if Some(to) == set.checked_ilog2() {
            stats.backjumps += 1;
        } else {
            stats.steps_back += 1;
        }
        for c in &mut conflicts[to as usize + 1..] {
            *c = 0;
        }
        let resume = queens[to as usize] + 1;
        while queens.len() as u32 > to {
            let c = queens.len() as u32 - 1;
            let r = queens.pop().expect("a queen per column below col");
            owners.set(r, c, Owners::FREE);
            stats.unmarks += 1;
            emit!(
                obs,
                Event::Unmark {
                    cell: Cell::new(r, c),
                    masked: Lines::NONE
                }
            );
        }
        emit!(
            obs,
            Event::Backjump {
                from: col,
                to,
                conflicts: set
            }
        );
        start = resume;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn six_queens_as_the_article_counts() {
        let s = solve(6, Rule::Article, &mut ());
        assert_eq!(s.outcome, Outcome::Found);
        let rows: Vec<u32> = s.solution.unwrap().iter().map(|c| c.row).collect();
        assert_eq!(rows, vec![1, 3, 5, 0, 2, 4]);
        assert_eq!(s.stats.placements, 31);
        assert_eq!(s.stats.backjumps, 20);
    }

    #[test]
    fn six_queens_by_gaschnigs_rule_steps_back_once_more() {
        // Same placements and solution; one internal dead end steps back where the article's
        // code jumped, and the column it lands in is a dead end too.
        let s = solve(6, Rule::Safe, &mut ());
        let rows: Vec<u32> = s.solution.unwrap().iter().map(|c| c.row).collect();
        assert_eq!(rows, vec![1, 3, 5, 0, 2, 4]);
        assert_eq!(s.stats.placements, 31);
        assert_eq!(s.stats.backjumps, 20);
        assert_eq!(s.stats.steps_back, 1);
    }

    /// The counts are the events' as the narration tells them: a backjump event that lands
    /// on its conflict set's latest column is a jump, any other a step back. The article's
    /// code never steps back.
    #[test]
    fn jumps_and_steps_back_are_counted_as_the_narration_tells_them() {
        for rule in [Rule::Article, Rule::Safe] {
            for n in 4..=12 {
                let mut events: Vec<crate::event::Event> = Vec::new();
                let s = solve(n, rule, &mut events);
                let (back, jump): (Vec<&crate::event::Event>, Vec<_>) = events
                    .iter()
                    .filter(|e| matches!(e, crate::event::Event::Backjump { .. }))
                    .partition(|e| e.steps_back());
                assert_eq!(s.stats.backjumps, jump.len() as u64, "{rule:?} {n}");
                assert_eq!(s.stats.steps_back, back.len() as u64, "{rule:?} {n}");
                if rule == Rule::Article {
                    assert!(back.is_empty(), "{n}");
                }
            }
        }
        let eight = solve(8, Rule::Safe, &mut ());
        assert!(eight.stats.steps_back > 0);
    }

    #[test]
    fn no_solution_for_two_and_three() {
        for rule in [Rule::Article, Rule::Safe] {
            assert_eq!(solve(2, rule, &mut ()).outcome, Outcome::Exhausted);
            assert_eq!(solve(3, rule, &mut ()).outcome, Outcome::Exhausted);
            assert_eq!(
                solve(1, rule, &mut ()).solution,
                Some(vec![Cell::new(0, 0)])
            );
        }
    }
}

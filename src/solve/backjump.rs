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

/// Finds the first solution for `n` queens by backjumping.
pub fn solve<O: Observer>(n: u32, observer: &mut O) -> Search {
    assert!((1..=MAX_N).contains(&n), "n = {n} out of range");
    let mut stats = Stats::default();
    let mut queens = Vec::with_capacity(n as usize);
    let outcome = match run(n, observer, &mut stats, &mut queens) {
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

/// The earliest column whose queen attacks `(row, col)`, and the line it attacks along.
fn first_conflict(queens: &[u32], row: u32, col: u32) -> Option<(u32, Line)> {
    queens.iter().enumerate().find_map(|(k, &r)| {
        let (k, dist) = (k as u32, col - k as u32);
        if r == row {
            Some((k, Line::Row))
        } else if r + dist == row {
            Some((k, Line::Diagonal))
        } else if row + dist == r {
            Some((k, Line::AntiDiagonal))
        } else {
            None
        }
    })
}

/// Every line through `(row, col)` that some queen attacks (what the counters show).
fn attacked_lines(queens: &[u32], row: u32, col: u32) -> Lines {
    queens
        .iter()
        .enumerate()
        .fold(Lines::NONE, |lines, (k, &r)| {
            let dist = col - k as u32;
            match () {
                _ if r == row => lines.with(Line::Row),
                _ if r + dist == row => lines.with(Line::Diagonal),
                _ if row + dist == r => lines.with(Line::AntiDiagonal),
                _ => lines,
            }
        })
}

fn run<O: Observer>(
    n: u32,
    obs: &mut O,
    stats: &mut Stats,
    queens: &mut Vec<u32>,
) -> ControlFlow<(), Outcome> {
    let mut conflicts = vec![0u64; n as usize];
    let mut start = 0;
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
            match first_conflict(queens, row, col) {
                Some((k, _)) => {
                    conflicts[col as usize] |= 1 << k;
                    emit!(
                        obs,
                        Event::Reject {
                            cell,
                            lines: attacked_lines(queens, row, col)
                        }
                    );
                }
                None => {
                    queens.push(row);
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
            continue;
        }
        let set = conflicts[col as usize];
        if set == 0 {
            // Nothing to blame: the first column itself ran out, so there is no solution.
            emit!(
                obs,
                Event::Done {
                    outcome: Outcome::Exhausted
                }
            );
            return ControlFlow::Continue(Outcome::Exhausted);
        }
        let to = 63 - set.leading_zeros();
        stats.backjumps += 1;
        for c in &mut conflicts[to as usize + 1..] {
            *c = 0;
        }
        let resume = queens[to as usize] + 1;
        while queens.len() as u32 > to {
            let c = queens.len() as u32 - 1;
            let r = queens.pop().expect("a queen per column below col");
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
        let s = solve(6, &mut ());
        assert_eq!(s.outcome, Outcome::Found);
        let rows: Vec<u32> = s.solution.unwrap().iter().map(|c| c.row).collect();
        assert_eq!(rows, vec![1, 3, 5, 0, 2, 4]);
        assert_eq!(s.stats.placements, 31);
        assert_eq!(s.stats.backjumps, 20);
    }

    #[test]
    fn no_solution_for_two_and_three() {
        assert_eq!(solve(2, &mut ()).outcome, Outcome::Exhausted);
        assert_eq!(solve(3, &mut ()).outcome, Outcome::Exhausted);
        assert_eq!(solve(1, &mut ()).solution, Some(vec![Cell::new(0, 0)]));
    }
}

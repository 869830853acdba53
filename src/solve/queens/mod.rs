//! Seed 002's N-Queens ("checker challenge"): column-by-column backtracking on bitsets.
//!
//! Two faces of one algorithm:
//! - [`search`] walks the tree a cell at a time and emits events (enter, reject with the lines
//!   that attack, place, unmark, solution), so the TUI and `trace` can show it. Solutions come in
//!   lexicographic order (column by column, rows ascending), which is what `checker` prints.
//! - [`count`] (in `count.rs`, with the symmetry bookkeeping in `symmetry.rs`) only counts, as
//!   fast as it can: one board out of each family of rotations and reflections is searched, and
//!   the independent subtrees are spread over threads.

mod count;
mod symmetry;

pub use count::{Count, count, count_until};

use std::ops::ControlFlow;

use crate::board::Cell;
use crate::event::{Event, Line, Lines, Observer, Outcome};
use crate::solve::{Search, Stats};

/// The largest board [`search`] and [`count`] take: masks are 64 bits, diagonals need `2n - 1`.
pub const MAX_N: u32 = 32;

/// Walks the search tree for `n` queens, emitting events. `on_solution` gets each solution as
/// `rows[col]` (0-based); returning `Break` stops the search with [`Outcome::Found`].
pub fn search<O: Observer>(
    n: u32,
    observer: &mut O,
    mut on_solution: impl FnMut(&[u32]) -> ControlFlow<()>,
) -> Search {
    assert!((1..=MAX_N).contains(&n), "n = {n} out of range");
    let mut stats = Stats::default();
    let mut solutions = 0;
    let mut first = None;
    let outcome = match walk(n, observer, &mut stats, |rows| {
        solutions += 1;
        if first.is_none() {
            first = Some(
                rows.iter()
                    .enumerate()
                    .map(|(c, &r)| Cell::new(r, c as u32))
                    .collect(),
            );
        }
        on_solution(rows)
    }) {
        ControlFlow::Continue(outcome) => outcome,
        ControlFlow::Break(()) => Outcome::Cancelled,
    };
    Search {
        outcome,
        solution: first,
        solutions,
        stats,
    }
}

/// The lines through `(row, col)` that the occupied sets attack.
fn attacked(rows: u64, diags: u64, antis: u64, row: u32, col: u32, n: u32) -> Lines {
    let mut lines = Lines::NONE;
    if rows >> row & 1 == 1 {
        lines = lines.with(Line::Row);
    }
    if diags >> (row + n - 1 - col) & 1 == 1 {
        lines = lines.with(Line::Diagonal);
    }
    if antis >> (row + col) & 1 == 1 {
        lines = lines.with(Line::AntiDiagonal);
    }
    lines
}

macro_rules! emit {
    ($obs:expr, $event:expr) => {
        if O::ACTIVE {
            $obs.event($event)?;
        }
    };
}

fn walk<O: Observer>(
    n: u32,
    obs: &mut O,
    stats: &mut Stats,
    mut on_solution: impl FnMut(&[u32]) -> ControlFlow<()>,
) -> ControlFlow<(), Outcome> {
    let (mut rows, mut diags, mut antis) = (0u64, 0u64, 0u64);
    // `queen[c]` is the row of the queen in column c, for columns before `col`.
    let mut queen = vec![0u32; n as usize];
    let mut col = 0u32;
    let mut row = 0u32;
    loop {
        if col == n {
            emit!(obs, Event::Solution);
            if on_solution(&queen).is_break() {
                emit!(
                    obs,
                    Event::Done {
                        outcome: Outcome::Found
                    }
                );
                return ControlFlow::Continue(Outcome::Found);
            }
        } else if row < n {
            let cell = Cell::new(row, col);
            stats.nodes += 1;
            emit!(obs, Event::Enter { cell });
            let (d, a) = (row + n - 1 - col, row + col);
            if (rows >> row | diags >> d | antis >> a) & 1 == 0 {
                rows |= 1 << row;
                diags |= 1 << d;
                antis |= 1 << a;
                queen[col as usize] = row;
                stats.placements += 1;
                emit!(
                    obs,
                    Event::Place {
                        cell,
                        masked: Lines::NONE
                    }
                );
                col += 1;
                row = 0;
                continue;
            }
            emit!(
                obs,
                Event::Reject {
                    cell,
                    lines: attacked(rows, diags, antis, row, col, n)
                }
            );
            row += 1;
            continue;
        }
        // Column exhausted (or a solution recorded): take back the previous queen, try below it.
        if col == 0 {
            emit!(
                obs,
                Event::Done {
                    outcome: Outcome::Exhausted
                }
            );
            return ControlFlow::Continue(Outcome::Exhausted);
        }
        col -= 1;
        let r = queen[col as usize];
        rows &= !(1 << r);
        diags &= !(1 << (r + n - 1 - col));
        antis &= !(1 << (r + col));
        stats.unmarks += 1;
        emit!(
            obs,
            Event::Unmark {
                cell: Cell::new(r, col),
                masked: Lines::NONE
            }
        );
        row = r + 1;
    }
}

/// The first `k` solutions in lexicographic order, as 0-based `rows[col]`.
pub fn first_solutions(n: u32, k: usize) -> Vec<Vec<u32>> {
    let mut found = Vec::new();
    if k == 0 {
        return found;
    }
    search(n, &mut (), |rows| {
        found.push(rows.to_vec());
        if found.len() >= k {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    });
    found
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;

    /// Totals from the literature (OEIS A000170).
    pub(in crate::solve::queens) const TOTALS: [u64; 17] = [
        1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596, 2279184, 14772512,
        95815104,
    ];

    #[test]
    fn the_walk_counts_the_same_and_in_order() {
        for n in 1..=9u32 {
            let mut all = Vec::new();
            let s = search(n, &mut (), |rows| {
                all.push(rows.to_vec());
                ControlFlow::Continue(())
            });
            assert_eq!(s.solutions, TOTALS[n as usize - 1]);
            assert_eq!(s.outcome, Outcome::Exhausted);
            let mut sorted = all.clone();
            sorted.sort();
            assert_eq!(all, sorted, "n = {n}: solutions out of lexicographic order");
        }
    }

    #[test]
    fn first_three_for_six_are_the_seeds() {
        let one_based: Vec<Vec<u32>> = first_solutions(6, 3)
            .iter()
            .map(|s| s.iter().map(|r| r + 1).collect())
            .collect();
        assert_eq!(
            one_based,
            vec![
                vec![2, 4, 6, 1, 3, 5],
                vec![3, 6, 2, 5, 1, 4],
                vec![4, 1, 5, 2, 6, 3]
            ]
        );
    }
}

//! Seed 002's N-Queens ("checker challenge"): column-by-column backtracking on bitsets.
//!
//! Two faces of one algorithm:
//! - [`search`] walks the tree a cell at a time and emits events (enter, reject with the lines
//!   that attack, place, unmark, solution), so the TUI and `trace` can show it. Solutions come in
//!   lexicographic order (column by column, rows ascending), which is what `checker` prints.
//! - [`count`] only counts, as fast as it can: the seed's mirror halving applied twice (first
//!   and, for the middle column of odd boards, second queen), the last queen counted with a
//!   popcount instead of a visit, and the independent subtrees spread over threads.

use std::ops::ControlFlow;
use std::sync::atomic::{AtomicU64, Ordering};

use rayon::prelude::*;

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

/// A count and the nodes (queens placed) it took.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Count {
    pub solutions: u64,
    pub nodes: u64,
}

/// One independent piece of the count: the first two queens fixed, and how many mirror images
/// of each solution below it stand for.
#[derive(Debug, Clone, Copy)]
struct Task {
    cols: u64,
    left: u64,
    right: u64,
    weight: u64,
}

/// Counts the solutions for `n` queens on `threads` threads (0 = all cores). `progress` hears
/// `(tasks done, tasks)` from the worker threads as pieces finish.
pub fn count(n: u32, threads: usize, progress: &(dyn Fn(u64, u64) + Sync)) -> Count {
    assert!((1..=MAX_N).contains(&n), "n = {n} out of range");
    if n == 1 {
        return Count {
            solutions: 1,
            nodes: 1,
        };
    }
    // Three fixed rows still leave two to search from n = 5 on.
    let filled = if n >= 5 { 3 } else { 2 };
    let tasks = if filled == 3 {
        split(n, tasks(n))
    } else {
        tasks(n)
    };
    let total = tasks.len() as u64;
    let done = AtomicU64::new(0);
    let run = |task: &Task| {
        let c = count_below(n, filled, task.cols, task.left, task.right);
        progress(done.fetch_add(1, Ordering::Relaxed) + 1, total);
        // Queens below the split; the fixed ones are shared between tasks and not counted.
        Count {
            solutions: c.solutions * task.weight,
            nodes: c.nodes,
        }
    };
    let sum = |a: Count, b: Count| Count {
        solutions: a.solutions + b.solutions,
        nodes: a.nodes + b.nodes,
    };
    if threads == 1 {
        return tasks.iter().map(run).fold(Count::default(), sum);
    }
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .expect("thread pool");
    pool.install(|| tasks.par_iter().map(run).reduce(Count::default, sum))
}

/// Splits the search after two queens (row by row here: the transpose of column by column,
/// with the same count). The first queen takes the left half of row 0 and counts twice (its
/// mirror image); on odd boards the middle first queen's second queen takes the left half and
/// counts twice too.
fn tasks(n: u32) -> Vec<Task> {
    let full = (1u64 << n) - 1;
    let mut out = Vec::new();
    for c0 in 0..n.div_ceil(2) {
        let middle = n % 2 == 1 && c0 == n / 2;
        let b0 = 1u64 << c0;
        let (cols, left, right) = (b0, b0 << 1, b0 >> 1);
        let avail = full & !(cols | left | right);
        for c1 in 0..n {
            let b1 = 1u64 << c1;
            if avail & b1 == 0 || (middle && c1 >= n / 2) {
                continue;
            }
            out.push(Task {
                cols: cols | b1,
                left: (left | b1) << 1,
                right: (right | b1) >> 1,
                weight: 2,
            });
        }
    }
    out
}

/// Splits every task once more, on its third row: about `n` times as many pieces, so that
/// threads finish together (pieces differ in size by orders of magnitude).
fn split(n: u32, tasks: Vec<Task>) -> Vec<Task> {
    let full = (1u64 << n) - 1;
    let mut out = Vec::new();
    for t in tasks {
        let mut avail = full & !(t.cols | t.left | t.right);
        while avail != 0 {
            let bit = avail & avail.wrapping_neg();
            avail ^= bit;
            out.push(Task {
                cols: t.cols | bit,
                left: (t.left | bit) << 1,
                right: (t.right | bit) >> 1,
                ..t
            });
        }
    }
    out
}

/// Counts completions of a position with `filled` rows filled. Iterative: one slot per row.
fn count_below(n: u32, filled: usize, cols: u64, left: u64, right: u64) -> Count {
    let full = (1u64 << n) - 1;
    let last = n as usize - 1;
    let (mut c, mut l, mut r) = (cols, left, right);
    let mut avail = full & !(c | l | r);
    if filled == last {
        return Count {
            solutions: u64::from(avail != 0),
            nodes: 0,
        };
    }
    let mut stack = [(0u64, 0u64, 0u64, 0u64); MAX_N as usize];
    let mut depth = filled;
    let mut sp = 0usize;
    let mut solutions = 0u64;
    let mut nodes = 0u64;
    loop {
        if avail != 0 {
            let bit = avail & avail.wrapping_neg();
            avail ^= bit;
            nodes += 1;
            let (nc, nl, nr) = (c | bit, (l | bit) << 1, (r | bit) >> 1);
            let next = full & !(nc | nl | nr);
            if depth + 1 == last {
                // Look ahead: the last row has at most one free square; count it, don't visit it.
                solutions += u64::from(next != 0);
                continue;
            }
            if next != 0 {
                stack[sp] = (c, l, r, avail);
                sp += 1;
                (c, l, r, avail) = (nc, nl, nr, next);
                depth += 1;
            }
        } else if sp == 0 {
            break;
        } else {
            sp -= 1;
            (c, l, r, avail) = stack[sp];
            depth -= 1;
        }
    }
    Count { solutions, nodes }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Totals from the literature (OEIS A000170).
    const TOTALS: [u64; 17] = [
        1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596, 2279184, 14772512,
        95815104,
    ];

    #[test]
    fn counts_match_known_totals_up_to_12() {
        for n in 1..=12u32 {
            assert_eq!(
                count(n, 1, &|_, _| {}).solutions,
                TOTALS[n as usize - 1],
                "n = {n}"
            );
            assert_eq!(
                count(n, 2, &|_, _| {}).solutions,
                TOTALS[n as usize - 1],
                "n = {n}"
            );
        }
    }

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

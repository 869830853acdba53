//! Counting N-Queens solutions fast: bitmasks, one board per family of symmetric solutions,
//! and all cores.
//!
//! The seed halves the work with one mirror. The square has eight symmetries, though, and the
//! counter searches only one board of each family (see `symmetry.rs` for which). The
//! constraints that pick that board are cheap masks checked while the queens go down; only
//! the rare boards where a rotation ties are compared whole, at the leaf. With a look two rows
//! ahead before each descent, N = 16 takes 201 M nodes where the mirror-halved search takes
//! 570 M.
//!
//! The search runs row by row (the transpose of the seed's column by column, with the same
//! count): `left`, `down` and `right` hold the squares of the next row attacked along the two
//! diagonals and the columns.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Instant;

use rayon::prelude::*;

use super::MAX_N;
use super::symmetry::edge_weight;

const ROWS: usize = MAX_N as usize;
/// Nodes between two looks at the clock, less one.
const LOOK_MASK: u64 = (1 << 20) - 1;

/// The solutions, the families of symmetric solutions they fall into, and the nodes (queens
/// placed) it took to count them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Count {
    pub solutions: u64,
    /// Solutions counted once per family of rotations and reflections (OEIS A002562).
    pub unique: u64,
    pub nodes: u64,
}

impl std::ops::Add for Count {
    type Output = Count;
    fn add(self, other: Count) -> Count {
        Count {
            solutions: self.solutions + other.solutions,
            unique: self.unique + other.unique,
            nodes: self.nodes + other.nodes,
        }
    }
}

/// Counts the solutions for `n` queens on `threads` threads (0 = all cores). `progress` hears
/// `(pieces done, pieces)` from the worker threads as pieces of the search finish. Fails only
/// if the threads cannot be started.
pub fn count(
    n: u32,
    threads: usize,
    progress: &(dyn Fn(u64, u64) + Sync),
) -> Result<Count, rayon::ThreadPoolBuildError> {
    count_until(n, threads, None, progress).map(|(count, _)| count)
}

/// [`count`] until `deadline` (`None`: to the end), and whether it got there: past the
/// deadline no new piece of the search starts (the pieces running finish, each a small share
/// of the whole), and what was counted is a lower bound.
pub fn count_until(
    n: u32,
    threads: usize,
    deadline: Option<Instant>,
    progress: &(dyn Fn(u64, u64) + Sync),
) -> Result<(Count, bool), rayon::ThreadPoolBuildError> {
    assert!((1..=MAX_N).contains(&n), "n = {n} out of range");
    if n == 1 {
        let one = Count {
            solutions: 1,
            unique: 1,
            nodes: 1,
        };
        return Ok((one, true));
    }
    let frames = frames(n as usize);
    let mut tasks = Vec::new();
    let mut nodes = 0;
    for (index, frame) in frames.iter().enumerate() {
        nodes += frame.split(index, &mut tasks);
    }
    // Subtrees differ in size by orders of magnitude and come grouped by frame. A fixed
    // shuffle makes every stretch of the list a fair sample: the pace of `progress` then
    // predicts the time left, and the halves rayon splits the list into weigh about the same.
    tasks.sort_by_key(|t| t.order.wrapping_mul(0x9E37_79B9_7F4A_7C15));
    let total = tasks.len() as u64;
    let done = AtomicU64::new(0);
    let late = AtomicBool::new(false);
    let run = |task: &Task| {
        if late.load(Ordering::Relaxed) || crate::solve::clock::past(deadline) {
            late.store(true, Ordering::Relaxed);
            return Count::default();
        }
        let mut rows = task.rows;
        let mut tally = Count::default();
        let frame = &frames[task.frame];
        let complete = frame.walk(
            task.row,
            (task.left, task.down, task.right),
            &mut rows,
            &mut tally,
            deadline,
        );
        if !complete {
            late.store(true, Ordering::Relaxed);
        }
        progress(done.fetch_add(1, Ordering::Relaxed) + 1, total);
        tally
    };
    let fixed = Count {
        nodes,
        ..Count::default()
    };
    let total = if threads == 1 {
        tasks.iter().map(run).fold(fixed, |a, b| a + b)
    } else {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()?;
        fixed
            + pool.install(|| {
                tasks
                    .par_iter()
                    .map(run)
                    .reduce(Count::default, |a, b| a + b)
            })
    };
    Ok((total, !late.load(Ordering::Relaxed)))
}

/// One part of the search: the top queens fixed, and the masks that keep it to one board per
/// family (see `symmetry.rs`).
struct Frame {
    n: usize,
    full: u64,
    /// Columns each row may use at all, attacks aside.
    allow: [u64; ROWS],
    /// The row by which both side columns must hold their queens (no side queen may stand
    /// nearer a corner than the top queen), or `usize::MAX` when there is no such rule.
    pivot: usize,
    /// The two side columns.
    side: u64,
    /// `Some(d)`: the top queen is at column `d` and ties are settled at the leaf; `None`: the
    /// top-left corner holds a queen and every board found stands for 8.
    edge: Option<usize>,
    /// The queens placed before the search starts, and the attacks they leave on `start`.
    start: usize,
    rows: [u64; ROWS],
    attacks: (u64, u64, u64),
}

/// A subtree: a frame, a position below its fixed queens, and the row to fill next.
struct Task {
    /// Where the subtree came in the enumeration.
    order: u64,
    frame: usize,
    row: usize,
    left: u64,
    down: u64,
    right: u64,
    rows: [u64; ROWS],
}

/// How many more rows each subtree fixes before it is handed to a thread: enough for pieces
/// of even size (they differ by orders of magnitude otherwise), few enough to cost nothing.
const SPLIT_ROWS: usize = 2;

/// The frames for an `n`-board, `n >= 2`: corner solutions by their row-1 queen, the others
/// by the top queen's distance from the corner.
fn frames(n: usize) -> Vec<Frame> {
    let full = (1u64 << n) - 1;
    let side = 1 | 1 << (n - 1);
    let mut out = Vec::new();
    // Corner: queens at (0, 0) and (1, b). Of the two corner images, keep the one whose
    // column-1 queen is below row b: rows 2..b stay off column 1.
    for b in 2..n.saturating_sub(1) {
        let mut allow = [full; ROWS];
        allow[2..b].fill(full & !2);
        out.push(Frame::new(n, allow, usize::MAX, side, None, &[1, 1 << b]));
    }
    // Edge: the top queen at column d, d < n-1-d; no edge queen nearer its corner than d.
    let mut d = 1;
    while d < n - 1 - d {
        let mut allow = [full; ROWS];
        allow[1..d].fill(full & !side);
        let near_corners = (1u64 << d) - 1;
        allow[n - 1] = full & !(near_corners | near_corners << (n - d));
        out.push(Frame::new(n, allow, n - 1 - d, side, Some(d), &[1 << d]));
        d += 1;
    }
    out
}

impl Frame {
    fn new(
        n: usize,
        allow: [u64; ROWS],
        pivot: usize,
        side: u64,
        edge: Option<usize>,
        fixed: &[u64],
    ) -> Frame {
        let mut rows = [0; ROWS];
        let (mut left, mut down, mut right) = (0u64, 0u64, 0u64);
        for (row, &bit) in fixed.iter().enumerate() {
            rows[row] = bit;
            (left, down, right) = ((left | bit) << 1, down | bit, (right | bit) >> 1);
        }
        Frame {
            n,
            full: (1u64 << n) - 1,
            allow,
            pivot,
            side,
            edge,
            start: fixed.len(),
            rows,
            attacks: (left, down, right),
        }
    }

    /// The columns row `row` may take.
    #[inline(always)]
    fn choices(&self, row: usize, left: u64, down: u64, right: u64) -> u64 {
        // `& (ROWS - 1)` spares a bounds check in the hottest line (row < ROWS already).
        let avail = self.allow[row & (ROWS - 1)] & !(left | down | right);
        if row != self.pivot {
            return avail;
        }
        match down & self.side {
            0 => 0, // two side queens still to come and one row left for them
            s if s == self.side => avail,
            _ => avail & self.side,
        }
    }

    /// Counts the boards below a position with `row` rows filled into `tally`. Iterative, one
    /// stack slot per row; the last row is looked at, not visited: it has one free square at
    /// most.
    fn walk(
        &self,
        row: usize,
        (left, down, right): (u64, u64, u64),
        rows: &mut [u64; ROWS],
        tally: &mut Count,
        deadline: Option<Instant>,
    ) -> bool {
        let last = self.n - 1;
        let mut avail = self.choices(row, left, down, right);
        if row == last {
            self.leaf(avail, rows, tally);
            return true;
        }
        // The stack holds, per row, the position above it and the columns still to try there.
        let mut stack = [(0u64, 0u64, 0u64, 0u64); ROWS];
        let top = row;
        let (mut row, mut left, mut down, mut right) = (row, left, down, right);
        let mut nodes = 0;
        loop {
            if avail != 0 {
                let bit = avail & avail.wrapping_neg();
                avail ^= bit;
                nodes += 1;
                // A piece of the search can take seconds on a large board: the clock is read
                // every million nodes (a millisecond or so).
                if nodes & LOOK_MASK == 0 && crate::solve::clock::past(deadline) {
                    tally.nodes += nodes;
                    return false;
                }
                rows[row & (ROWS - 1)] = bit;
                let (l, d, r) = ((left | bit) << 1, down | bit, (right | bit) >> 1);
                let next = self.choices(row + 1, l, d, r);
                if row + 1 == last {
                    self.leaf(next, rows, tally);
                } else if next != 0 && self.full & !((l << 1) | d | (r >> 1)) != 0 {
                    // Looking two rows ahead too (is a square there free of the queens so
                    // far?) costs an instruction or two and cuts a sixth of the nodes.
                    stack[row & (ROWS - 1)] = (left, down, right, avail);
                    (row, left, down, right, avail) = (row + 1, l, d, r, next);
                }
            } else if row == top {
                tally.nodes += nodes;
                return true;
            } else {
                row -= 1;
                (left, down, right, avail) = stack[row & (ROWS - 1)];
            }
        }
    }

    /// Counts the board if the last row has its free square.
    #[inline(always)]
    fn leaf(&self, avail: u64, rows: &mut [u64; ROWS], tally: &mut Count) {
        if avail != 0 {
            rows[self.n - 1] = avail;
            let weight = self.weight(rows);
            tally.solutions += weight;
            tally.unique += u64::from(weight != 0);
        }
    }

    /// How many boards a solution found in this frame stands for (0: another counts them).
    fn weight(&self, rows: &[u64; ROWS]) -> u64 {
        match self.edge {
            Some(d) => edge_weight(&rows[..self.n], d),
            None => 8,
        }
    }

    /// Appends this frame's subtrees, [`SPLIT_ROWS`] rows below its fixed queens, to `out`;
    /// returns the queens placed on the way.
    fn split(&self, index: usize, out: &mut Vec<Task>) -> u64 {
        let stop = (self.start + SPLIT_ROWS).min(self.n - 1);
        let (left, down, right) = self.attacks;
        let mut rows = self.rows;
        self.split_below(index, stop, self.start, (left, down, right), &mut rows, out)
    }

    fn split_below(
        &self,
        index: usize,
        stop: usize,
        row: usize,
        (left, down, right): (u64, u64, u64),
        rows: &mut [u64; ROWS],
        out: &mut Vec<Task>,
    ) -> u64 {
        if row == stop {
            out.push(Task {
                order: out.len() as u64,
                frame: index,
                row,
                left,
                down,
                right,
                rows: *rows,
            });
            return 0;
        }
        let mut nodes = 0;
        let mut avail = self.choices(row, left, down, right);
        while avail != 0 {
            let bit = avail & avail.wrapping_neg();
            avail ^= bit;
            rows[row] = bit;
            let next = ((left | bit) << 1, down | bit, (right | bit) >> 1);
            nodes += 1 + self.split_below(index, stop, row + 1, next, rows, out);
        }
        nodes
    }
}

#[cfg(test)]
mod tests {
    use std::ops::ControlFlow;

    use super::super::tests::TOTALS;
    use super::super::{search, symmetry::family};
    use super::*;

    #[test]
    fn counts_match_known_totals_up_to_16() {
        for n in 1..=16u32 {
            let want = TOTALS[n as usize - 1];
            if n <= 13 {
                assert_eq!(count(n, 1, &|_, _| {}).unwrap().solutions, want, "n = {n}");
            }
            assert_eq!(count(n, 2, &|_, _| {}).unwrap().solutions, want, "n = {n}");
        }
    }

    /// The largest total the issue lists; a test of its own so it runs beside the others.
    #[test]
    fn seventeen_on_all_cores() {
        assert_eq!(count(17, 0, &|_, _| {}).unwrap().solutions, TOTALS[16]);
    }

    /// The families counted match the families among all solutions the plain walk lists.
    #[test]
    fn unique_counts_the_families_of_the_plain_walk() {
        for n in 1..=10u32 {
            let mut families = std::collections::BTreeSet::new();
            search(n, &mut (), |rows| {
                let bits: Vec<u64> = rows.iter().map(|&r| 1 << r).collect();
                families.insert(family(&bits));
                ControlFlow::Continue(())
            });
            let sizes: u64 = families.iter().map(|f| f.len() as u64).sum();
            let counted = count(n, 1, &|_, _| {}).unwrap();
            assert_eq!(counted.unique, families.len() as u64, "n = {n}");
            assert_eq!(counted.solutions, sizes, "n = {n}");
        }
    }

    #[test]
    fn progress_hears_every_piece() {
        let seen = AtomicU64::new(0);
        let last = AtomicU64::new(0);
        count(9, 2, &|done, total| {
            seen.fetch_add(1, Ordering::Relaxed);
            last.fetch_max(done, Ordering::Relaxed);
            assert!(done <= total);
        })
        .expect("two threads start");
        let seen = seen.into_inner();
        assert!(seen > 1);
        assert_eq!(last.into_inner(), seen);
    }
}

//! Remembering column frontiers that failed: dynamic programming over the scan's columns.
//!
//! When the scan reaches the top of column `c`, everything it can still do depends on three
//! bits per row of that column and nothing else: is the cell's row, diagonal or anti-diagonal
//! seen by a lizard behind the scan (its counter reads +1, and the cell is not a tree)? Many
//! different placements in the columns behind lead to the same bits. So once the search below
//! such a frontier has failed with `k` lizards still to place, any later arrival at the same
//! frontier with `k` or more to place fails too, and is cut at once. (Failing is sound however
//! the branch was cut: every bound is.)
//!
//! The frontier is a (3n + 2)-bit key, so this runs on boards up to 42 x 42. The table holds at
//! most [`CAPACITY`] frontiers (about 40 MB); when full it starts afresh.

use rustc_hash::FxHashMap;

use crate::board::Cell;
use crate::counters::Counters;
use crate::event::Line;

/// The largest board whose frontier fits the key.
pub const MAX_N: usize = 42;

/// Frontiers remembered at most (under 40 bytes each with the table's slack).
pub const CAPACITY: usize = 1 << 20;

/// Failed frontiers per column: the fewest lizards known not to fit below each.
pub struct Memo {
    n: usize,
    failed: Vec<FxHashMap<u128, u32>>,
    len: usize,
}

impl Memo {
    pub fn new(n: usize) -> Self {
        Self {
            n,
            failed: vec![FxHashMap::default(); n * n],
            len: 0,
        }
    }

    /// The frontier just before the scan decides `(row, col)`: for each line that crosses from
    /// the decided cells into the rest, whether a lizard attacks along it. Each row's first
    /// undecided cell carries its row, diagonal and anti-diagonal; `(row, col)` also its
    /// column; and one diagonal enters the rest at `(row, col + 1)`. A tree there blocks the
    /// line, so its bits are left 0.
    pub fn key(
        &self,
        row: u32,
        col: u32,
        counters: &Counters,
        tree: impl Fn(Cell) -> bool,
    ) -> u128 {
        let n = self.n as u32;
        let attacked = |cell: Cell, line: Line| u128::from(counters.get(line, cell) == 1);
        let mut key = 0u128;
        for r in 0..n {
            key <<= 3;
            let first = Cell::new(r, if r >= row { col } else { col + 1 });
            if first.col == n || tree(first) {
                continue;
            }
            key |= attacked(first, Line::Row)
                | attacked(first, Line::Diagonal) << 1
                | attacked(first, Line::AntiDiagonal) << 2;
        }
        let here = Cell::new(row, col);
        key = key << 1 | attacked(here, Line::Column);
        let beside = Cell::new(row, col + 1);
        key <<= 1;
        if row > 0 && col + 1 < n && !tree(beside) {
            key |= attacked(beside, Line::Diagonal);
        }
        key
    }

    /// The fewest lizards known not to fit below this frontier, if it failed before.
    pub fn failed(&self, at: usize, key: u128) -> Option<u32> {
        self.failed[at].get(&key).copied()
    }

    /// Records that `left` lizards did not fit below this frontier.
    pub fn fail(&mut self, at: usize, key: u128, left: u32) {
        let table = &mut self.failed[at];
        if let Some(k) = table.get_mut(&key) {
            *k = (*k).min(left);
            return;
        }
        if self.len == CAPACITY {
            // Full: forget everything and keep remembering what the search meets now, which
            // is where it is likely to come back to.
            self.failed.iter_mut().for_each(|t| t.clear());
            self.len = 0;
        }
        self.failed[at].insert(key, left);
        self.len += 1;
    }
}

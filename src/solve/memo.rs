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
//! A frontier with more bits set leaves fewer cells free ahead, so it holds no more lizards
//! than one with a subset of its bits: a failure recorded there fails it too. The look-up
//! tries the frontier itself and each frontier with one of its bits cleared (one look-up per
//! attacked line, at column tops only). Two bits cleared cut the nodes further but cost more
//! look-ups than they save; one bit cuts the nodes by 10 to 52 % and the time by up to 1.8x
//! (n = 30, 40 % trees, proving that 132 do not fit: 14.7 M nodes in 0.83 s, then 7.1 M in
//! 0.47 s).
//!
//! Only column tops are remembered. Frontiers inside a column (the same bits, the column's
//! own, and the diagonal entering beside the cell) would be looked up at every cell, each a
//! cache miss in a table of millions, and on open boards they rarely come back: with tops
//! alone, n = 18 with 10 % trees proves that 33 do not fit 1.4 times as fast, n = 20 with
//! 10 % that 43 do not twice as fast.
//!
//! The frontier is a 3n-bit key, so this runs on boards up to 42 x 42. The table holds at
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
    /// Per column.
    failed: Vec<FxHashMap<u128, u32>>,
    len: usize,
}

impl Memo {
    pub fn new(n: usize) -> Self {
        Self {
            n,
            failed: vec![FxHashMap::default(); n],
            len: 0,
        }
    }

    /// The frontier at the top of column `col`: for each row, whether a lizard behind the scan
    /// attacks the row's cell in this column along its row, diagonal or anti-diagonal. A tree
    /// there blocks all three, so its bits are left 0. Bits that change nothing ahead are
    /// left 0 too, so that more placements share a key: a line whose next cell is a tree or
    /// off the board matters only for its own cell, which a line going on may already block
    /// (n = 30, 30 % trees, proving 132 do not fit: 24.0 M nodes in 1.86 s without this,
    /// 21.2 M in 1.64 s with it; 1 to 14 % fewer nodes on 14 boards, none slower).
    pub fn key(&self, col: u32, counters: &Counters, tree: impl Fn(Cell) -> bool) -> u128 {
        let attacked = |cell: Cell, line: Line| u128::from(counters.get(line, cell) == 1);
        let n = self.n as u32;
        // Whether the line through (row, col) goes on into the next column: its next cell is
        // on the board and not a tree.
        let goes_on = |row: i64| {
            col + 1 < n && (0..n as i64).contains(&row) && !tree(Cell::new(row as u32, col + 1))
        };
        (0..n).fold(0u128, |key, row| {
            let cell = Cell::new(row, col);
            let mut bits = if tree(cell) {
                0
            } else {
                attacked(cell, Line::Row)
                    | attacked(cell, Line::Diagonal) << 1
                    | attacked(cell, Line::AntiDiagonal) << 2
            };
            if bits != 0 {
                let r = row as i64;
                let on = u128::from(goes_on(r))
                    | u128::from(goes_on(r + 1)) << 1
                    | u128::from(goes_on(r - 1)) << 2;
                // A line that stops at the next column matters for this cell alone: not at all
                // when a line that goes on sees it too, and as much as any other when it is
                // all that sees it (then the lowest such bit stands for the cell).
                bits = if bits & on != 0 {
                    bits & on
                } else {
                    bits & bits.wrapping_neg()
                };
            }
            key << 3 | bits
        })
    }

    /// The fewest lizards known not to fit below this frontier, if it or a frontier with one
    /// bit fewer (one line less attacked, so at least as much room ahead) failed before.
    pub fn failed(&self, col: u32, key: u128) -> Option<u32> {
        let table = &self.failed[col as usize];
        let mut fewest = table.get(&key).copied();
        let mut bits = key;
        while bits != 0 {
            let bit = bits & bits.wrapping_neg();
            bits ^= bit;
            if let Some(&k) = table.get(&(key ^ bit)) {
                fewest = Some(fewest.map_or(k, |f| f.min(k)));
            }
        }
        fewest
    }

    /// Records that `left` lizards did not fit below this frontier.
    pub fn fail(&mut self, col: u32, key: u128, left: u32) {
        let table = &mut self.failed[col as usize];
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
        self.failed[col as usize].insert(key, left);
        self.len += 1;
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use super::*;
    use crate::board::Board;
    use crate::validate;

    /// Every placement in the columns before `col`, each as the scan leaves the counters at the
    /// top of `col` (trees behind masked, lizards placed), with its lizards.
    fn behind(board: &Board, col: u32) -> Vec<(Counters, Vec<Cell>)> {
        let n = board.n() as u32;
        let cells: Vec<Cell> = (0..col)
            .flat_map(|c| (0..n).map(move |r| Cell::new(r, c)))
            .collect();
        let mut out = Vec::new();
        for mask in 0u32..1 << cells.len() {
            let mut counters = Counters::new(n as usize);
            let mut lizards = Vec::new();
            for (i, &cell) in cells.iter().enumerate() {
                if board.is_tree(cell) {
                    counters.mask(cell);
                } else if mask >> i & 1 == 1 {
                    counters.place(cell);
                    lizards.push(cell);
                }
            }
            if mask.count_ones() as usize == lizards.len()
                && validate::check(board, &lizards, lizards.len() as u32).is_ok()
            {
                out.push((counters, lizards));
            }
        }
        out
    }

    /// The most lizards that join `lizards` on the free cells from column `col` on.
    fn most_ahead(board: &Board, col: u32, lizards: &mut Vec<Cell>, from: usize) -> u32 {
        let n = board.n();
        let mut best = 0;
        for i in from..n * n {
            let cell = Cell::new((i % n) as u32, (i / n) as u32);
            if cell.col < col || board.is_tree(cell) {
                continue;
            }
            lizards.push(cell);
            if validate::check(board, lizards, lizards.len() as u32).is_ok() {
                best = best.max(1 + most_ahead(board, col, lizards, i + 1));
            }
            lizards.pop();
        }
        best
    }

    /// Frontiers one bit apart, from placements of random boards: the one with the bit set
    /// never leaves more room ahead, and a failure recorded at the smaller is found from the
    /// larger (and only from it).
    #[test]
    fn a_failure_also_cuts_the_frontiers_with_one_more_line_attacked() {
        let mut pairs = 0;
        for seed in 0..40 {
            let board = Board::random(5, 0.2, seed);
            for col in 1..=3 {
                let mut room: HashMap<u128, u32> = HashMap::new();
                let memo = Memo::new(5);
                for (counters, mut lizards) in behind(&board, col) {
                    let key = memo.key(col, &counters, |c| board.is_tree(c));
                    room.insert(key, most_ahead(&board, col, &mut lizards, 0));
                }
                for (&big, &big_room) in &room {
                    let mut bits = big;
                    while bits != 0 {
                        let bit = bits & bits.wrapping_neg();
                        bits ^= bit;
                        let Some(&small_room) = room.get(&(big ^ bit)) else {
                            continue;
                        };
                        pairs += 1;
                        assert!(big_room <= small_room, "seed {seed} col {col} {big:b}");
                        let mut memo = Memo::new(5);
                        memo.fail(col, big ^ bit, small_room + 1);
                        assert_eq!(memo.failed(col, big), Some(small_room + 1));
                        assert_eq!(memo.failed(col, big ^ bit), Some(small_room + 1));
                        let mut memo = Memo::new(5);
                        memo.fail(col, big, big_room + 1);
                        assert_eq!(memo.failed(col, big ^ bit), None, "a subset is not cut");
                    }
                }
            }
        }
        assert!(pairs > 100, "too few frontiers one bit apart: {pairs}");
    }

    #[test]
    fn placements_with_one_key_leave_the_same_room_ahead() {
        let mut keys_shared = 0;
        for seed in 0..40 {
            let board = Board::random(5, 0.2, seed);
            let memo = Memo::new(5);
            for col in 1..=3 {
                let mut room: HashMap<u128, u32> = HashMap::new();
                for (counters, mut lizards) in behind(&board, col) {
                    let key = memo.key(col, &counters, |c| board.is_tree(c));
                    let ahead = most_ahead(&board, col, &mut lizards, 0);
                    match room.get(&key) {
                        Some(&seen) => {
                            keys_shared += 1;
                            assert_eq!(seen, ahead, "seed {seed} col {col} key {key:b}");
                        }
                        None => {
                            room.insert(key, ahead);
                        }
                    }
                }
            }
        }
        assert!(
            keys_shared > 100,
            "too few placements shared a key: {keys_shared}"
        );
    }
}

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
//! The frontier is an exact key of 3 bits per row, 21 rows to a 64-bit word: two words up to
//! 42 x 42, five up to [`MAX_N`]. The wider key is kept apart so that boards of 42 and less
//! hash and store no more than they need. The table holds at most [`NARROW_CAPACITY`] narrow
//! frontiers, or as many bytes of wide ones; when full it forgets its rightmost columns first.

use std::hash::Hash;

use rustc_hash::FxHashMap;

use crate::board::Cell;
use crate::counters::Counters;
use crate::event::Line;

/// Rows per 64-bit word of a key (3 bits each).
const ROWS_PER_WORD: usize = 21;

/// The largest board whose frontier fits the narrow key.
pub const NARROW_MAX_N: usize = 2 * ROWS_PER_WORD;

/// The largest board with a memo.
pub const MAX_N: usize = 5 * ROWS_PER_WORD;

/// Narrow frontiers remembered at most (the search then takes about 260 MB); wide keys get
/// as many bytes, so fewer of them. Only long proofs fill it: a search of a few seconds
/// remembers well under a million. A fourth of this, cleared whole when full, took more
/// than 240 s to prove that 112 lizards do not fit on a 30 x 30 board with 20 % trees; this
/// room, with [`Table::forget_right_half`], proves it in 67 s (`docs/exact-search.md`).
pub const NARROW_CAPACITY: usize = 1 << 22;

/// A frontier: 3 bits per row, row `r` at bits `3 (r % 21)` of word `r / 21`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Key<const W: usize>([u64; W]);

impl<const W: usize> Hash for Key<W> {
    /// Word by word, with no length before them: every key of a table has the same length.
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.0.iter().for_each(|&w| state.write_u64(w));
    }
}

impl<const W: usize> Key<W> {
    const ZERO: Self = Self([0; W]);

    /// Each key with one of this key's bits cleared.
    fn each_with_one_bit_fewer(self) -> impl Iterator<Item = Self> {
        (0..W).flat_map(move |w| {
            let mut bits = self.0[w];
            std::iter::from_fn(move || {
                (bits != 0).then(|| {
                    let bit = bits & bits.wrapping_neg();
                    bits ^= bit;
                    let mut fewer = self;
                    fewer.0[w] ^= bit;
                    fewer
                })
            })
        })
    }
}

/// Failed frontiers per column, keys of `W` words.
pub struct Table<const W: usize> {
    n: usize,
    /// Per column: the fewest lizards known not to fit below each frontier.
    failed: Vec<FxHashMap<Key<W>, u32>>,
    len: usize,
    capacity: usize,
    /// The keys of the column tops the search is below, innermost last.
    open: Vec<Key<W>>,
}

/// The memo of a board: its frontiers in the narrowest key that holds them.
pub enum Memo {
    Narrow(Table<2>),
    Wide(Table<5>),
}

impl Memo {
    /// A memo for boards of `n`, or none past [`MAX_N`].
    pub fn new(n: usize) -> Option<Self> {
        if n <= NARROW_MAX_N {
            Some(Self::Narrow(Table::new(n)))
        } else if n <= MAX_N {
            Some(Self::Wide(Table::new(n)))
        } else {
            None
        }
    }

    /// At the top of column `col` with `left` lizards to place: the fewest known not to fit
    /// here, when that is `left` or fewer (cut). Otherwise the frontier is kept open, and
    /// [`leave`](Self::leave) must close it when the search below it is done.
    pub fn enter(
        &mut self,
        col: u32,
        left: u32,
        counters: &Counters,
        tree: impl Fn(Cell) -> bool,
    ) -> Option<u32> {
        match self {
            Self::Narrow(t) => t.enter(col, left, counters, tree),
            Self::Wide(t) => t.enter(col, left, counters, tree),
        }
    }

    /// Closes the innermost open frontier (at column `col`); `failed`: the search below it
    /// found no placement of its `left` lizards.
    pub fn leave(&mut self, col: u32, left: u32, failed: bool) {
        match self {
            Self::Narrow(t) => t.leave(col, left, failed),
            Self::Wide(t) => t.leave(col, left, failed),
        }
    }
}

impl<const W: usize> Table<W> {
    pub fn new(n: usize) -> Self {
        let capacity = NARROW_CAPACITY * std::mem::size_of::<(Key<2>, u32)>()
            / std::mem::size_of::<(Key<W>, u32)>();
        Self::holding(n, capacity)
    }

    /// A table that remembers at most `capacity` frontiers.
    fn holding(n: usize, capacity: usize) -> Self {
        assert!(n <= W * ROWS_PER_WORD, "n = {n} does not fit {W} words");
        Self {
            n,
            failed: vec![FxHashMap::default(); n],
            len: 0,
            capacity,
            open: Vec::new(),
        }
    }

    fn enter(
        &mut self,
        col: u32,
        left: u32,
        counters: &Counters,
        tree: impl Fn(Cell) -> bool,
    ) -> Option<u32> {
        let key = self.key(col, counters, tree);
        match self.failed(col, key) {
            Some(failed) if left >= failed => Some(failed),
            _ => {
                self.open.push(key);
                None
            }
        }
    }

    fn leave(&mut self, col: u32, left: u32, failed: bool) {
        let key = self.open.pop().expect("a frontier open per column top");
        if failed {
            self.fail(col, key, left);
        }
    }

    /// The frontier at the top of column `col`: for each row, whether a lizard behind the scan
    /// attacks the row's cell in this column along its row, diagonal or anti-diagonal. A tree
    /// there blocks all three, so its bits are left 0. Bits that change nothing ahead are
    /// left 0 too, so that more placements share a key: a line whose next cell is a tree or
    /// off the board matters only for its own cell, which a line going on may already block
    /// (n = 30, 30 % trees, proving 132 do not fit: 24.0 M nodes in 1.86 s without this,
    /// 21.2 M in 1.64 s with it; 1 to 14 % fewer nodes on 14 boards, none slower).
    pub fn key(&self, col: u32, counters: &Counters, tree: impl Fn(Cell) -> bool) -> Key<W> {
        let attacked = |cell: Cell, line: Line| u64::from(counters.get(line, cell) == 1);
        let n = self.n as u32;
        // Whether the line through (row, col) goes on into the next column: its next cell is
        // on the board and not a tree.
        let goes_on = |row: i64| {
            col + 1 < n && (0..n as i64).contains(&row) && !tree(Cell::new(row as u32, col + 1))
        };
        let mut key = Key::ZERO;
        for row in 0..n {
            let cell = Cell::new(row, col);
            if tree(cell) {
                continue;
            }
            let mut bits = attacked(cell, Line::Row)
                | attacked(cell, Line::Diagonal) << 1
                | attacked(cell, Line::AntiDiagonal) << 2;
            if bits != 0 {
                let r = row as i64;
                let on = u64::from(goes_on(r))
                    | u64::from(goes_on(r + 1)) << 1
                    | u64::from(goes_on(r - 1)) << 2;
                // A line that stops at the next column matters for this cell alone: not at all
                // when a line that goes on sees it too, and as much as any other when it is
                // all that sees it (then the lowest such bit stands for the cell).
                bits = if bits & on != 0 {
                    bits & on
                } else {
                    bits & bits.wrapping_neg()
                };
                let row = row as usize;
                key.0[row / ROWS_PER_WORD] |= bits << (3 * (row % ROWS_PER_WORD));
            }
        }
        key
    }

    /// The fewest lizards known not to fit below this frontier, if it or a frontier with one
    /// bit fewer (one line less attacked, so at least as much room ahead) failed before.
    pub fn failed(&self, col: u32, key: Key<W>) -> Option<u32> {
        let table = &self.failed[col as usize];
        std::iter::once(key)
            .chain(key.each_with_one_bit_fewer())
            .filter_map(|k| table.get(&k).copied())
            .min()
    }

    /// Full: forgets the frontiers of the rightmost columns until half the room is free.
    /// A frontier far right stands for a small search, soon done again, and there are the
    /// most of them; one far left saved a large one. With four million frontiers, the proof
    /// above takes 626 million nodes this way, and had not ended after 1.13 billion when
    /// everything was forgotten instead.
    fn forget_right_half(&mut self) {
        for table in self.failed.iter_mut().rev() {
            if self.len <= self.capacity / 2 {
                break;
            }
            self.len -= table.len();
            // Its memory goes too, so that the table's bytes follow what it holds.
            *table = FxHashMap::default();
        }
    }

    /// Records that `left` lizards did not fit below this frontier.
    pub fn fail(&mut self, col: u32, key: Key<W>, left: u32) {
        let table = &mut self.failed[col as usize];
        if let Some(k) = table.get_mut(&key) {
            *k = (*k).min(left);
            return;
        }
        if self.len == self.capacity {
            self.forget_right_half();
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
    /// larger (and only from it). Keys of both widths.
    fn failures_cut_the_frontiers_with_one_more_line_attacked<const W: usize>() {
        let mut pairs = 0;
        for seed in 0..40 {
            let board = Board::random(5, 0.2, seed);
            for col in 1..=3 {
                let mut room: HashMap<Key<W>, u32> = HashMap::new();
                let memo = Table::<W>::new(5);
                for (counters, mut lizards) in behind(&board, col) {
                    let key = memo.key(col, &counters, |c| board.is_tree(c));
                    room.insert(key, most_ahead(&board, col, &mut lizards, 0));
                }
                for (&big, &big_room) in &room {
                    for small in big.each_with_one_bit_fewer() {
                        let Some(&small_room) = room.get(&small) else {
                            continue;
                        };
                        pairs += 1;
                        assert!(big_room <= small_room, "seed {seed} col {col} {big:?}");
                        let mut memo = Table::<W>::new(5);
                        memo.fail(col, small, small_room + 1);
                        assert_eq!(memo.failed(col, big), Some(small_room + 1));
                        assert_eq!(memo.failed(col, small), Some(small_room + 1));
                        let mut memo = Table::<W>::new(5);
                        memo.fail(col, big, big_room + 1);
                        assert_eq!(memo.failed(col, small), None, "a subset is not cut");
                    }
                }
            }
        }
        assert!(pairs > 100, "too few frontiers one bit apart: {pairs}");
    }

    #[test]
    fn a_failure_also_cuts_the_frontiers_with_one_more_line_attacked() {
        failures_cut_the_frontiers_with_one_more_line_attacked::<2>();
        failures_cut_the_frontiers_with_one_more_line_attacked::<5>();
    }

    #[test]
    fn placements_with_one_key_leave_the_same_room_ahead() {
        let mut keys_shared = 0;
        for seed in 0..40 {
            let board = Board::random(5, 0.2, seed);
            let memo = Table::<2>::new(5);
            for col in 1..=3 {
                let mut room: HashMap<Key<2>, u32> = HashMap::new();
                for (counters, mut lizards) in behind(&board, col) {
                    let key = memo.key(col, &counters, |c| board.is_tree(c));
                    let ahead = most_ahead(&board, col, &mut lizards, 0);
                    match room.get(&key) {
                        Some(&seen) => {
                            keys_shared += 1;
                            assert_eq!(seen, ahead, "seed {seed} col {col} key {key:?}");
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

    /// Rows past the first word land in the words after it, each bit in a place of its own:
    /// with every line through column 1 seen, all rows but the two edges keep their three
    /// bits (at an edge one line is off the board, and one leaves it at the next column).
    #[test]
    fn a_full_table_forgets_the_right_columns_first() {
        let n = 8;
        let mut table = Table::<2>::holding(n, 16);
        let key = |i: u64| Key([i, 0]);
        // Four frontiers in each column, left to right: the table is full.
        for col in 0..4 {
            for i in 0..4 {
                table.fail(col, key(i), 3);
            }
        }
        assert_eq!(table.len, 16);
        // One more: the right columns go until half the room is free, then it is kept.
        table.fail(5, key(9), 2);
        assert_eq!(table.failed(5, key(9)), Some(2));
        for i in 0..4 {
            assert_eq!(table.failed(0, key(i)), Some(3), "the left columns stay");
            assert_eq!(table.failed(1, key(i)), Some(3), "the left columns stay");
            assert_eq!(table.failed(2, key(i)), None, "the right columns go");
            assert_eq!(table.failed(3, key(i)), None, "the right columns go");
        }
        assert_eq!(table.len, 9);
    }

    #[test]
    fn every_row_of_the_widest_board_has_bits_of_its_own() {
        let n = MAX_N;
        let board = Board::empty(n);
        let mut counters = Counters::new(n);
        // Lizards on all of column 0 (not a valid placement, only counters): (r, 0) sees
        // (r, 1) along its row and (r - 1, 1), (r + 1, 1) along its two diagonals.
        for row in 0..n as u32 {
            counters.place(Cell::new(row, 0));
        }
        let memo = Table::<5>::new(n);
        let key = memo.key(1, &counters, |c| board.is_tree(c));
        let set: u32 = key.0.iter().map(|w| w.count_ones()).sum();
        assert_eq!(set as usize, 3 * n - 4, "{key:?}");
        assert!(key.0.iter().all(|&w| w != 0), "{key:?}");
        assert_eq!(key.each_with_one_bit_fewer().count(), set as usize);
    }
}

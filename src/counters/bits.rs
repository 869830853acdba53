//! Each line's lizards and trees as the bits of one word, by position along the line, for
//! boards up to 64 x 64 (every N-Queens board the app conflict-sets, and most lessons).
//!
//! Who sees a cell along a line is the nearest lizard either way before a tree: walking the
//! line cell by cell costs O(n) and is asked for on every rejection the playback blames and
//! every cell a frame shades. With the line as a word it is a mask and a leading or trailing
//! zero count, whatever the board's size.

use crate::board::{Board, Cell};
use crate::event::Line;

/// The widest board whose lines fit in a word.
pub const MAX_SIDE: usize = 64;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LineBits {
    n: usize,
    /// Per family (in [`Line::ALL`] order), per line: bit `p` set when position `p` along
    /// the line holds a lizard.
    lizards: [Vec<u64>; 4],
    /// The same for trees.
    trees: [Vec<u64>; 4],
}

/// The bits strictly below position `p`.
fn below(p: u64) -> u64 {
    (1u64 << p) - 1
}

/// The bits strictly above position `p`.
fn above(p: u64) -> u64 {
    u64::MAX.checked_shl(p as u32 + 1).unwrap_or(0)
}

impl LineBits {
    /// The trees of `board` on their lines, no lizard yet; `None` past [`MAX_SIDE`].
    pub fn new(board: &Board) -> Option<Self> {
        let n = board.n();
        if n > MAX_SIDE {
            return None;
        }
        let families = [n, n, 2 * n - 1, 2 * n - 1];
        let mut bits = Self {
            n,
            lizards: families.map(|len| vec![0; len]),
            trees: families.map(|len| vec![0; len]),
        };
        for r in 0..n as u32 {
            for c in 0..n as u32 {
                let cell = Cell::new(r, c);
                if board.is_tree(cell) {
                    for line in Line::ALL {
                        let (f, i, p) = bits.place(line, cell);
                        bits.trees[f][i] |= 1 << p;
                    }
                }
            }
        }
        Some(bits)
    }

    /// The family, the line's index in it and the position along it of `cell`: positions grow
    /// in scan order (column-major) on all four families.
    #[inline(always)]
    fn place(&self, line: Line, cell: Cell) -> (usize, usize, u64) {
        let (r, c) = (cell.row as usize, cell.col as usize);
        match line {
            Line::Row => (0, r, c as u64),
            Line::Column => (1, c, r as u64),
            Line::Diagonal => (2, r + self.n - 1 - c, c as u64),
            Line::AntiDiagonal => (3, r + c, c as u64),
        }
    }

    /// Puts a lizard on `cell` or takes it off.
    #[inline(always)]
    pub fn set_lizard(&mut self, cell: Cell, lizard: bool) {
        for line in Line::ALL {
            let (f, i, p) = self.place(line, cell);
            if lizard {
                self.lizards[f][i] |= 1 << p;
            } else {
                self.lizards[f][i] &= !(1 << p);
            }
        }
    }

    /// The position of the last lizard before `pos` on the line through `cell`.
    pub fn lizard_before(&self, line: Line, cell: Cell, pos: u64) -> Option<u64> {
        let (f, i, _) = self.place(line, cell);
        let before = self.lizards[f][i] & below(pos);
        (before != 0).then(|| 63 - before.leading_zeros() as u64)
    }

    /// The position along `line` of the nearest lizard that sees `cell`: looking back along
    /// the line first, then ahead, each way stopped by a tree.
    #[inline(always)]
    pub fn attacker(&self, line: Line, cell: Cell) -> Option<u64> {
        let (f, i, p) = self.place(line, cell);
        let (lizards, anything) = (self.lizards[f][i], self.lizards[f][i] | self.trees[f][i]);
        let back = anything & below(p);
        if back != 0 {
            let nearest = 63 - back.leading_zeros() as u64;
            if lizards & (1 << nearest) != 0 {
                return Some(nearest);
            }
        }
        let ahead = anything & above(p);
        if ahead != 0 {
            let nearest = ahead.trailing_zeros() as u64;
            if lizards & (1 << nearest) != 0 {
                return Some(nearest);
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The nearest lizard along `line` from `cell`, walked cell by cell (back first).
    fn walked(board: &Board, lizards: &[Cell], line: Line, cell: Cell) -> Option<u64> {
        let (dr, dc): (i64, i64) = match line {
            Line::Row => (0, 1),
            Line::Column => (1, 0),
            Line::Diagonal => (1, 1),
            Line::AntiDiagonal => (-1, 1),
        };
        let n = board.n() as i64;
        for (sr, sc) in [(-dr, -dc), (dr, dc)] {
            let (mut r, mut c) = (cell.row as i64 + sr, cell.col as i64 + sc);
            while (0..n).contains(&r) && (0..n).contains(&c) {
                let here = Cell::new(r as u32, c as u32);
                if board.is_tree(here) {
                    break;
                }
                if lizards.contains(&here) {
                    return Some(if line == Line::Column { r } else { c } as u64);
                }
                r += sr;
                c += sc;
            }
        }
        None
    }

    #[test]
    fn attackers_are_those_a_walk_finds() {
        let mut rng = crate::board::SplitMix64(11);
        for seed in 0..40 {
            let n = [1, 2, 5, 9, 63, 64][seed as usize % 6];
            let board = Board::random(n, 0.2, seed);
            let mut bits = LineBits::new(&board).expect("up to 64");
            let mut lizards = Vec::new();
            for _ in 0..3 * n {
                let cell = Cell::new(rng.below(n) as u32, rng.below(n) as u32);
                if !board.is_tree(cell) && !lizards.contains(&cell) {
                    lizards.push(cell);
                    bits.set_lizard(cell, true);
                }
                if rng.below(4) == 0
                    && let Some(gone) = lizards.pop()
                {
                    bits.set_lizard(gone, false);
                }
                let probe = Cell::new(rng.below(n) as u32, rng.below(n) as u32);
                for line in Line::ALL {
                    assert_eq!(
                        bits.attacker(line, probe),
                        walked(&board, &lizards, line, probe),
                        "seed {seed}, {line:?} through {probe:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn boards_past_64_have_no_words() {
        assert!(LineBits::new(&Board::empty(65)).is_none());
        assert!(LineBits::new(&Board::empty(64)).is_some());
    }
}

//! The nursery: an `n x n` grid of cells, some holding trees.
//!
//! A [`Board`] is validated once, where it is built (the file parser, the editor, the random
//! generator); everything downstream trusts its indices.

use serde::Serialize;

/// The largest side a board may have: 4 million cells. The headless commands hold about
/// [`BYTES_PER_CELL`] bytes for each cell (the board, the exact search's tables, annealing's
/// segments and free cells side by side), so the largest board needs about 300 MB, and the
/// setup before the first look at the clock stays well under a second. `--queens` stops here
/// too; larger files are refused before their grid is read.
pub const MAX_SIDE: usize = 2_000;

/// What one cell costs the headless commands, in bytes, measured: `solve` on a 2000 x 2000
/// board with trees peaks at 282 MB resident with 10 % trees and 301 MB with half of them,
/// the swaps' tables beside the exact search's, the process's own 4.5 MB included; an empty
/// one with p = 2000 at 163 MB (`--algo bfs` adds its queue, bounded by `--frontier`).
pub const BYTES_PER_CELL: usize = 75;

/// A cell of the grid, 0-based. Rows go down, columns go right.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub struct Cell {
    pub row: u32,
    pub col: u32,
}

impl Cell {
    pub const fn new(row: u32, col: u32) -> Self {
        Self { row, col }
    }
}

impl std::fmt::Display for Cell {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "({}, {})", self.row, self.col)
    }
}

/// A square grid with trees. Lizards are not part of the board: they are what a solver returns.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Board {
    n: usize,
    /// Row-major: `trees[row * n + col]`.
    trees: Vec<bool>,
}

impl Board {
    /// An empty board (no trees). Panics if `n` is 0 or above [`MAX_SIDE`]: callers validate sizes.
    pub fn empty(n: usize) -> Self {
        assert!((1..=MAX_SIDE).contains(&n), "board side {n} out of range");
        Self {
            n,
            trees: vec![false; n * n],
        }
    }

    /// Builds a board from row-major tree flags; `trees.len()` must be `n * n`.
    pub fn from_trees(n: usize, trees: Vec<bool>) -> Self {
        assert!((1..=MAX_SIDE).contains(&n), "board side {n} out of range");
        assert_eq!(trees.len(), n * n, "tree grid is not {n} x {n}");
        Self { n, trees }
    }

    pub fn n(&self) -> usize {
        self.n
    }

    pub fn is_tree(&self, cell: Cell) -> bool {
        self.trees[cell.row as usize * self.n + cell.col as usize]
    }

    /// Row-major tree flags, for solvers that lay out their own tables.
    pub fn tree_flags(&self) -> &[bool] {
        &self.trees
    }

    pub fn set_tree(&mut self, cell: Cell, tree: bool) {
        self.trees[cell.row as usize * self.n + cell.col as usize] = tree;
    }

    pub fn tree_count(&self) -> usize {
        self.trees.iter().filter(|&&t| t).count()
    }

    pub fn has_trees(&self) -> bool {
        self.trees.iter().any(|&t| t)
    }

    /// Every cell, row by row.
    pub fn cells(&self) -> impl Iterator<Item = Cell> + '_ {
        let n = self.n as u32;
        (0..n).flat_map(move |r| (0..n).map(move |c| Cell::new(r, c)))
    }

    /// The same trees on a board of side `new_n`: cut at the right and bottom, or padded empty.
    pub fn resized(&self, new_n: usize) -> Self {
        let mut out = Self::empty(new_n);
        let keep = self.n.min(new_n) as u32;
        for r in 0..keep {
            for c in 0..keep {
                let cell = Cell::new(r, c);
                out.set_tree(cell, self.is_tree(cell));
            }
        }
        out
    }

    /// A board whose cells are trees with probability `density`, from a small deterministic
    /// generator so that `--seed` reproduces a lesson exactly on every machine.
    pub fn random(n: usize, density: f64, seed: u64) -> Self {
        let mut rng = SplitMix64(seed);
        let threshold = (density.clamp(0.0, 1.0) * (u64::MAX as f64)) as u64;
        let trees = (0..n * n).map(|_| rng.next_u64() < threshold).collect();
        Self::from_trees(n, trees)
    }
}

/// SplitMix64: tiny, well-distributed, and stable across platforms and crate versions, so a
/// `--seed` gives the same board and the same annealing run in every release.
#[derive(Debug, Clone)]
pub struct SplitMix64(pub u64);

impl SplitMix64 {
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..k` (`k > 0`), by Lemire's multiply-shift.
    pub fn below(&mut self, k: usize) -> usize {
        ((self.next_u64() as u128 * k as u128) >> 64) as usize
    }

    /// A number in `[0, 1)`.
    pub fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn resize_keeps_the_top_left_trees() {
        let mut b = Board::empty(3);
        b.set_tree(Cell::new(0, 0), true);
        b.set_tree(Cell::new(2, 2), true);
        let smaller = b.resized(2);
        assert!(smaller.is_tree(Cell::new(0, 0)));
        assert_eq!(smaller.tree_count(), 1);
        let larger = b.resized(4);
        assert_eq!(larger.tree_count(), 2);
        assert!(larger.is_tree(Cell::new(2, 2)));
    }

    #[test]
    fn random_boards_are_reproducible_and_follow_density() {
        let a = Board::random(40, 0.25, 7);
        assert_eq!(a, Board::random(40, 0.25, 7));
        assert_ne!(a, Board::random(40, 0.25, 8));
        let share = a.tree_count() as f64 / 1600.0;
        assert!((0.18..0.32).contains(&share), "tree share {share}");
        assert_eq!(Board::random(10, 0.0, 1).tree_count(), 0);
    }
}

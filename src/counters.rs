//! Seed 000's four families of line counters: one integer per row, column, diagonal (`r - c`)
//! and anti-diagonal (`r + c`).
//!
//! `+1`: a lizard behind the scan front attacks along this line. `-1`: a tree has masked it.
//! `0`: nothing yet. A cell is safe when all four of its counters are `<= 0`. The solver keeps one
//! of these; the playback reads another off the board it shows ([`shown`]), and for seed 000's
//! search the two agree at every event.

pub mod bits;
pub mod shown;

use crate::board::Cell;
use crate::event::{Line, Lines};

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Counters {
    n: usize,
    rows: Vec<i8>,
    cols: Vec<i8>,
    /// Index `r - c + n - 1`.
    diags: Vec<i8>,
    /// Index `r + c`.
    antis: Vec<i8>,
}

impl Counters {
    pub fn new(n: usize) -> Self {
        Self {
            n,
            rows: vec![0; n],
            cols: vec![0; n],
            diags: vec![0; 2 * n - 1],
            antis: vec![0; 2 * n - 1],
        }
    }

    pub fn n(&self) -> usize {
        self.n
    }

    #[inline(always)]
    fn slot(&mut self, line: Line, cell: Cell) -> &mut i8 {
        let (r, c) = (cell.row as usize, cell.col as usize);
        match line {
            Line::Row => &mut self.rows[r],
            Line::Column => &mut self.cols[c],
            Line::Diagonal => &mut self.diags[r + self.n - 1 - c],
            Line::AntiDiagonal => &mut self.antis[r + c],
        }
    }

    #[inline(always)]
    pub fn get(&self, line: Line, cell: Cell) -> i8 {
        let (r, c) = (cell.row as usize, cell.col as usize);
        match line {
            Line::Row => self.rows[r],
            Line::Column => self.cols[c],
            Line::Diagonal => self.diags[r + self.n - 1 - c],
            Line::AntiDiagonal => self.antis[r + c],
        }
    }

    /// The lines through `cell` whose counter reads `value`.
    #[inline(always)]
    pub fn lines_reading(&self, cell: Cell, value: i8) -> Lines {
        let mut out = Lines::NONE;
        for line in Line::ALL {
            if self.get(line, cell) == value {
                out = out.with(line);
            }
        }
        out
    }

    /// Sets the given lines through `cell` to `value`.
    #[inline(always)]
    pub fn set(&mut self, cell: Cell, lines: Lines, value: i8) {
        for line in lines.iter() {
            *self.slot(line, cell) = value;
        }
    }

    /// Places a lizard: all four lines read +1. Returns which read -1 before.
    #[inline(always)]
    pub fn place(&mut self, cell: Cell) -> Lines {
        let masked = self.lines_reading(cell, -1);
        self.set(cell, Lines::ALL, 1);
        masked
    }

    /// Undoes [`Counters::place`].
    #[inline(always)]
    pub fn unmark(&mut self, cell: Cell, masked: Lines) {
        self.set(cell, Lines::ALL, 0);
        self.set(cell, masked, -1);
    }

    /// A tree masks the lines through it that read +1; returns them.
    #[inline(always)]
    pub fn mask(&mut self, cell: Cell) -> Lines {
        let lines = self.lines_reading(cell, 1);
        self.set(cell, lines, -1);
        lines
    }

    /// Undoes [`Counters::mask`].
    #[inline(always)]
    pub fn unmask(&mut self, cell: Cell, lines: Lines) {
        self.set(cell, lines, 1);
    }

    pub fn rows(&self) -> &[i8] {
        &self.rows
    }
    pub fn cols(&self) -> &[i8] {
        &self.cols
    }
    /// Diagonal `d = r - c` is at index `d + n - 1`.
    pub fn diags(&self) -> &[i8] {
        &self.diags
    }
    /// Anti-diagonal `a = r + c` is at index `a`.
    pub fn antis(&self) -> &[i8] {
        &self.antis
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn place_mask_unmask_unmark_round_trip() {
        let mut k = Counters::new(4);
        let start = k.clone();
        let lizard = Cell::new(1, 0);
        assert_eq!(k.place(lizard), Lines::NONE);
        assert!(k.lines_reading(Cell::new(1, 3), 1).contains(Line::Row));
        assert!(k.lines_reading(Cell::new(2, 1), 1).contains(Line::Diagonal));
        let tree = Cell::new(1, 1);
        let masked = k.mask(tree);
        assert_eq!(masked, Lines::NONE.with(Line::Row));
        assert_eq!(k.get(Line::Row, Cell::new(1, 2)), -1);
        k.unmask(tree, masked);
        k.unmark(lizard, Lines::NONE);
        assert_eq!(k, start);
    }
}

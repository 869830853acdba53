//! The board as the screen shows it: the lizards on it, how far the scan has come, and seed
//! 000's counters read off the two and the trees.
//!
//! A solver's events say how its own counters changed, but an algorithm whose board jumps
//! (breadth-first search dequeues another partial board) or that does not scan (annealing)
//! emits no tree masks that fit the board shown. So the screen's counters are not replayed
//! from events: they are a function of the board shown. Walking a line in scan order, a lizard
//! sets its counter to +1 and a tree the scan has passed turns a +1 into -1. That is: 0 on a
//! line with no lizard; -1 when the scan has passed the first tree after the line's last
//! lizard; +1 otherwise. This is what seed 000's solver holds at every step, so for backtrack
//! the two agree event by event.
//!
//! Kept up to date in little work per change: each line remembers its last lizard and the tree
//! after it (its *watch*), so a lizard placed or taken back rereads its four lines, and a scan
//! front that moves rereads only the lines whose watch it crosses.
//!
//! And only when the counters are read: a lizard placed or taken back marks its four lines and
//! goes on, and [`Shown::settle`] rereads the marked lines and moves the front once. A seek
//! over a million events then pays for the lines it left changed, not for every change on
//! the way; the counters it settles on are those stepping there one event at a time reads.

use crate::board::{Board, Cell};
use crate::counters::Counters;
use crate::counters::bits::LineBits;
use crate::event::{Event, Line, Lines};

/// No lizard, or no tree after the last one.
const NONE: u64 = u64::MAX;

/// What one line holds: enough to read its counter for any scan front.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct LineState {
    lizards: u32,
    /// Position along the line (see [`Shown::along`]) of its last lizard in scan order; while
    /// `stale`, where that lizard was taken back: the last one is somewhere before it.
    last: u64,
    /// Scan index of the first tree after that lizard (settled lines only).
    watch: u64,
    /// `last` is a bound, not a lizard.
    stale: bool,
    /// Changed since the last [`Shown::settle`]: `watch` and the counter wait for it.
    dirty: bool,
}

impl Default for LineState {
    fn default() -> Self {
        Self {
            lizards: 0,
            last: NONE,
            watch: NONE,
            stale: false,
            dirty: false,
        }
    }
}

/// The trees of each line of one family, as sorted positions along it (all lines in one
/// vector, each line a slice).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
struct TreesByLine {
    start: Vec<usize>,
    positions: Vec<u64>,
}

impl TreesByLine {
    fn on(&self, line: usize) -> &[u64] {
        &self.positions[self.start[line]..self.start[line + 1]]
    }
}

/// Lizards, the scan front and the counters they give, on one board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Shown {
    n: usize,
    /// Row-major lizard flags.
    lizards: Vec<bool>,
    counters: Counters,
    /// Per family (in [`Line::ALL`] order), per line.
    lines: [Vec<LineState>; 4],
    trees: [TreesByLine; 4],
    /// Scan indices of the board's trees, ascending.
    tree_scan: Vec<u64>,
    /// The lines as words, on boards small enough (see [`LineBits`]).
    bits: Option<LineBits>,
    /// Lines changed since the last [`Shown::settle`], each named by a cell on it.
    dirty: Vec<(Line, Cell)>,
    /// The scan front as a key: `2 * scan index + 1` when the tree under the front has
    /// masked, `2 * scan index` otherwise. A tree at scan index `t` is passed when
    /// `2 t + 1 <= front`.
    front: u64,
}

/// A family's place in [`Line::ALL`].
fn family(line: Line) -> usize {
    line as usize
}

impl Shown {
    /// An empty board with the scan at its first cell.
    pub fn new(board: &Board) -> Self {
        let n = board.n();
        let families = [n, n, 2 * n - 1, 2 * n - 1];
        let mut trees: [TreesByLine; 4] = Default::default();
        let mut tree_scan = Vec::with_capacity(board.tree_count());
        // Column-major: positions along every line come out ascending.
        let cells = (0..n).flat_map(|c| (0..n).map(move |r| Cell::new(r as u32, c as u32)));
        let mut counts: [Vec<usize>; 4] = families.map(|len| vec![0; len + 1]);
        for cell in cells.clone().filter(|&c| board.is_tree(c)) {
            tree_scan.push(Self::scan_index_of(n, cell));
            for line in Line::ALL {
                counts[family(line)][Self::line_index(n, line, cell) + 1] += 1;
            }
        }
        for (f, count) in counts.iter_mut().enumerate() {
            for i in 1..count.len() {
                count[i] += count[i - 1];
            }
            trees[f].start = count.clone();
            trees[f].positions = vec![0; *count.last().unwrap_or(&0)];
        }
        let mut fill: [Vec<usize>; 4] = trees.clone().map(|t| t.start);
        for cell in cells.filter(|&c| board.is_tree(c)) {
            for line in Line::ALL {
                let i = Self::line_index(n, line, cell);
                let f = family(line);
                trees[f].positions[fill[f][i]] = Self::along(line, cell);
                fill[f][i] += 1;
            }
        }
        Self {
            n,
            lizards: vec![false; n * n],
            counters: Counters::new(n),
            lines: families.map(|len| vec![LineState::default(); len]),
            trees,
            tree_scan,
            bits: LineBits::new(board),
            dirty: Vec::new(),
            front: 0,
        }
    }

    pub fn counters(&self) -> &Counters {
        &self.counters
    }

    pub fn is_lizard(&self, cell: Cell) -> bool {
        self.lizards[cell.row as usize * self.n + cell.col as usize]
    }

    /// Row-major lizard flags.
    pub fn lizard_flags(&self) -> &[bool] {
        &self.lizards
    }

    fn scan_index_of(n: usize, cell: Cell) -> u64 {
        cell.col as u64 * n as u64 + cell.row as u64
    }

    /// The front key of the scan standing on `cell` (`masked`: the tree there has masked).
    pub fn front_key(&self, cell: Cell, masked: bool) -> u64 {
        2 * Self::scan_index_of(self.n, cell) + masked as u64
    }

    /// The scan front now (see [`Shown::front_key`]).
    pub fn front(&self) -> u64 {
        self.front
    }

    /// The scan front after `event`, from the front before it: the event's cell, and whether
    /// a tree there has masked (a `TreeMask` says so; entering or unmasking the cell says not;
    /// other events on the same cell keep what was).
    pub fn front_after(&self, front: u64, event: &Event) -> u64 {
        let Some(cell) = event.cell() else {
            return front;
        };
        let masked = match event {
            Event::TreeMask { .. } => true,
            Event::Enter { .. } | Event::TreeUnmask { .. } => false,
            _ => front == self.front_key(cell, true),
        };
        self.front_key(cell, masked)
    }

    /// The front key past the last cell: every tree passed (a search that does not scan).
    pub fn end_key(&self) -> u64 {
        2 * (self.n as u64 * self.n as u64)
    }

    fn line_index(n: usize, line: Line, cell: Cell) -> usize {
        let (r, c) = (cell.row as usize, cell.col as usize);
        match line {
            Line::Row => r,
            Line::Column => c,
            Line::Diagonal => r + n - 1 - c,
            Line::AntiDiagonal => r + c,
        }
    }

    /// Position along the line: it grows in scan order (column-major) on all four families.
    fn along(line: Line, cell: Cell) -> u64 {
        match line {
            Line::Column => cell.row as u64,
            Line::Row | Line::Diagonal | Line::AntiDiagonal => cell.col as u64,
        }
    }

    /// The cell at position `pos` of the line through `cell`, if the board has one there.
    fn at(&self, line: Line, cell: Cell, pos: u64) -> Option<Cell> {
        let n = self.n as i64;
        let (r, c, p) = (cell.row as i64, cell.col as i64, pos as i64);
        let (row, col) = match line {
            Line::Row => (r, p),
            Line::Column => (p, c),
            Line::Diagonal => (r - c + p, p),
            Line::AntiDiagonal => (r + c - p, p),
        };
        ((0..n).contains(&row) && (0..n).contains(&col)).then(|| Cell::new(row as u32, col as u32))
    }

    fn passed(&self, scan_index: u64) -> bool {
        scan_index != NONE && 2 * scan_index < self.front
    }

    /// Rewrites the counter of `line` through `cell` from its state.
    fn reread(&mut self, line: Line, cell: Cell) {
        let state = self.lines[family(line)][Self::line_index(self.n, line, cell)];
        let value = match state.lizards {
            0 => 0,
            _ if self.passed(state.watch) => -1,
            _ => 1,
        };
        self.counters.set(cell, Lines::NONE.with(line), value);
    }

    /// Scan index of the first tree after position `pos` on the line through `cell`.
    fn tree_after(&self, line: Line, cell: Cell, pos: u64) -> u64 {
        let trees = self.trees[family(line)].on(Self::line_index(self.n, line, cell));
        let next = trees.partition_point(|&p| p <= pos);
        trees
            .get(next)
            .and_then(|&p| self.at(line, cell, p))
            .map_or(NONE, |t| Self::scan_index_of(self.n, t))
    }

    /// The position of the last lizard before `pos` on the line through `cell`.
    fn lizard_before(&self, line: Line, cell: Cell, pos: u64) -> u64 {
        match &self.bits {
            Some(bits) => bits.lizard_before(line, cell, pos),
            None => (0..pos)
                .rev()
                .find(|&p| self.at(line, cell, p).is_some_and(|c| self.is_lizard(c))),
        }
        .unwrap_or(NONE)
    }

    /// The nearest lizard that sees `cell` along `line`: looking back along the line first,
    /// then ahead, each way stopped by a tree.
    pub fn attacker(&self, cell: Cell, line: Line) -> Option<Cell> {
        let pos = match &self.bits {
            Some(bits) => bits.attacker(line, cell),
            None => self.walk_to_attacker(line, cell),
        };
        pos.and_then(|p| self.at(line, cell, p))
    }

    /// [`Shown::attacker`]'s position along the line, on a board too large for words.
    fn walk_to_attacker(&self, line: Line, cell: Cell) -> Option<u64> {
        let pos = Self::along(line, cell);
        let trees = self.trees[family(line)].on(Self::line_index(self.n, line, cell));
        let k = trees.partition_point(|&t| t < pos);
        let tree_before = k.checked_sub(1).map(|k| trees[k]);
        let back = self.lizard_before(line, cell, pos);
        if back != NONE && tree_before.is_none_or(|t| t < back) {
            return Some(back);
        }
        let tree_after = trees[k..].iter().find(|&&t| t > pos).copied();
        (pos + 1..tree_after.unwrap_or(self.n as u64))
            .find(|&p| self.at(line, cell, p).is_some_and(|c| self.is_lizard(c)))
    }

    /// Puts a lizard on `cell` (or takes it off) and marks the four lines through it for
    /// [`Shown::settle`].
    pub fn set_lizard(&mut self, cell: Cell, lizard: bool) {
        let i = cell.row as usize * self.n + cell.col as usize;
        if self.lizards[i] == lizard {
            return;
        }
        self.lizards[i] = lizard;
        if let Some(bits) = &mut self.bits {
            bits.set_lizard(cell, lizard);
        }
        for line in Line::ALL {
            let pos = Self::along(line, cell);
            let state = &mut self.lines[family(line)][Self::line_index(self.n, line, cell)];
            if lizard {
                state.lizards += 1;
                // Past the last lizard, or past (or on) where a taken-back last one was.
                if state.last == NONE || pos >= state.last {
                    state.last = pos;
                    state.stale = false;
                }
            } else {
                state.lizards -= 1;
                if state.lizards == 0 {
                    state.last = NONE;
                    state.stale = false;
                } else if pos == state.last {
                    state.stale = true;
                }
            }
            if !state.dirty {
                state.dirty = true;
                self.dirty.push((line, cell));
            }
        }
    }

    /// Brings the counters up to date with the lizards and `front` (see
    /// [`Shown::front_key`]): moves the front, then rereads the lines changed since.
    pub fn settle(&mut self, front: u64) {
        self.set_front(front);
        while let Some((line, cell)) = self.dirty.pop() {
            let index = Self::line_index(self.n, line, cell);
            let mut state = self.lines[family(line)][index];
            if state.stale {
                state.last = self.lizard_before(line, cell, state.last);
            }
            state.watch = match state.lizards {
                0 => NONE,
                _ => self.tree_after(line, cell, state.last),
            };
            state.stale = false;
            state.dirty = false;
            self.lines[family(line)][index] = state;
            self.reread(line, cell);
        }
    }

    /// Moves the scan front (see [`Shown::front_key`]); rereads the lines whose watch tree
    /// it passes or gives back. Lines changed since the last settle are reread after it.
    fn set_front(&mut self, key: u64) {
        if key == self.front {
            return;
        }
        let (lo, hi) = (key.min(self.front), key.max(self.front));
        // Trees whose `2 t + 1 <= front` changes: `ceil(lo / 2) <= t < ceil(hi / 2)`.
        let from = self.tree_scan.partition_point(|&t| t < lo.div_ceil(2));
        let to = self.tree_scan.partition_point(|&t| t < hi.div_ceil(2));
        self.front = key;
        for k in from..to {
            let t = self.tree_scan[k];
            let tree = Cell::new((t % self.n as u64) as u32, (t / self.n as u64) as u32);
            for line in Line::ALL {
                let state = self.lines[family(line)][Self::line_index(self.n, line, tree)];
                if state.watch == t {
                    self.reread(line, tree);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The definition, walked cell by cell: a lizard sets +1, a passed tree turns +1 into -1.
    fn walked(board: &Board, shown: &Shown) -> Counters {
        let n = board.n();
        let mut k = Counters::new(n);
        for c in 0..n {
            for r in 0..n {
                let cell = Cell::new(r as u32, c as u32);
                if shown.is_lizard(cell) {
                    k.place(cell);
                } else if board.is_tree(cell) && shown.passed(Shown::scan_index_of(n, cell)) {
                    k.mask(cell);
                }
            }
        }
        k
    }

    #[test]
    fn counters_follow_lizards_and_front_in_any_order() {
        let mut rng = crate::board::SplitMix64(7);
        for seed in 0..60 {
            let n = 1 + seed as usize % 7;
            let board = Board::random(n, 0.3, seed);
            let mut shown = Shown::new(&board);
            let mut front = shown.front();
            for _ in 0..200 {
                let cell = Cell::new(rng.below(n) as u32, rng.below(n) as u32);
                match rng.below(3) {
                    0 if !board.is_tree(cell) => shown.set_lizard(cell, true),
                    1 => shown.set_lizard(cell, false),
                    _ => {
                        let key = if rng.below(8) == 0 {
                            shown.end_key()
                        } else {
                            shown.front_key(cell, rng.below(2) == 0)
                        };
                        front = key;
                    }
                }
                // Settled now and then, as a seek settles once after many changes.
                if rng.below(3) == 0 {
                    shown.settle(front);
                    assert_eq!(shown.counters(), &walked(&board, &shown), "seed {seed}");
                }
            }
        }
    }
}

//! The matching bound: how many more lizards can the cells still ahead of the scan hold, at most?
//!
//! Two lizards may not share a row segment nor a column segment, so the lizards still to come
//! form a *matching* in the bipartite graph whose left side is the open row segments, whose right
//! side is the open column segments, and whose edges are the cells still available (ahead of the
//! scan, free, on no segment a lizard already holds). The same goes for diagonal and
//! anti-diagonal segments. So `left <= min(ν(rows x columns), ν(diagonals x anti-diagonals))`,
//! where ν is the size of a maximum matching; the segment count bound is the weakest form of
//! this (ν is at most the number of vertices on either side).
//!
//! The matchings are kept lazily: deleting a matched cell just unmatches it, and only when a
//! matching has become smaller than the lizards left does [`MatchingBound::cut`] grow it again
//! with augmenting paths (Kuhn's algorithm; the searches of a round that finds none share their
//! visited marks, so proving a matching maximum costs one walk over the graph). Near the root,
//! where the bound is slack, a step costs O(1). Every change is written to a trail, so going
//! back restores the parent's matching exactly, with nothing to recompute.

use crate::board::Board;
use crate::solve::cover::{Cliques, Cover};
use crate::solve::segments::Segments;

/// The largest board whose upper bound [`upper_bound`](crate::solve::max::upper_bound) weighs (matchings and clique weights):
/// 0.4 s at 100 x 100 and 0.7 s at 128 x 128, where counting segments leaves the bound half
/// as high again (1,398 against 2,137 on a 100 x 100 board with 30 % trees); at 200 x 200 it
/// would take 2.7 s.
pub const WEIGHED_MAX_N: usize = 128;

const NONE: u32 = u32::MAX;

/// Which relaxation a number comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pair {
    /// Row segments x column segments.
    RowsColumns = 0,
    /// Diagonal segments x anti-diagonal segments.
    Diagonals = 1,
    /// All four families at once, weighted ([`Cover`]).
    Cover = 2,
}

impl From<Pair> for crate::event::Bound {
    fn from(pair: Pair) -> Self {
        match pair {
            Pair::RowsColumns => crate::event::Bound::RowsColumns,
            Pair::Diagonals => crate::event::Bound::Diagonals,
            Pair::Cover => crate::event::Bound::Cover,
        }
    }
}

/// Maximum matchings of the available cells, kept under deletions with an undo trail.
#[derive(Clone)]
pub struct MatchingBound {
    n: usize,
    /// Per cell (row-major), its row, column, diagonal and anti-diagonal segment ids.
    seg: Vec<[u32; 4]>,
    /// The cells of segment `s` are `cells[start[s]..start[s + 1]]`.
    start: Vec<u32>,
    cells: Vec<u32>,
    alive: Vec<bool>,
    /// The cell through which each segment is matched (ids are distinct across families, so
    /// one array serves both graphs), or `NONE`.
    mate: Vec<u32>,
    size: [u32; 2],
    /// `(segment, its previous mate)` for every change since the start.
    trail: Vec<(u32, u32)>,
    /// Cells deleted since the start, in order.
    dead: Vec<u32>,
    /// Where the trail, the dead list and the sizes stood at each open [`MatchingBound::mark`].
    marks: Vec<(u32, u32, [u32; 2])>,
    /// The row segments and the diagonal segments: where augmenting paths start.
    roots: [Vec<u32>; 2],
    /// Visit stamps of the right-hand vertices in an augmenting-path search.
    seen: Vec<u32>,
    stamp: u32,
    /// The augmenting-path search's stack: (vertex, next position in its cells, cell it came by).
    path: Vec<(u32, u32, u32)>,
    /// The four families' weighted bound, kept over the same available cells.
    cover: Cover,
}

impl MatchingBound {
    /// Both maximum matchings of the whole board (every free cell available).
    pub fn new(board: &Board) -> Self {
        Self::until(board, &mut || false)
    }

    /// [`MatchingBound::new`], with the cover's weights fitted only until `give_up` says so:
    /// any weights bound, so stopping early costs tightness, never soundness. A board fitted
    /// to the end before starts from that fit ([`fitted`](super::fitted)).
    pub fn until(board: &Board, give_up: &mut dyn FnMut() -> bool) -> Self {
        Self::until_without(board, None, give_up)
    }

    /// [`MatchingBound::until`] with the `barren` cells (row-major) unavailable from the start:
    /// the bound of what a [`presolve`](super::presolve) left. Kept fits are told apart by it.
    pub fn until_without(
        board: &Board,
        barren: Option<&[bool]>,
        give_up: &mut dyn FnMut() -> bool,
    ) -> Self {
        let without = barren.unwrap_or_default();
        if let Some(bound) = super::fitted::take(board, without) {
            return bound;
        }
        let mut cut = false;
        let bound = Self::fit(board, barren, &mut || {
            cut = cut || give_up();
            cut
        });
        if !cut {
            super::fitted::keep(board, without, &bound);
        }
        bound
    }

    /// [`MatchingBound::until_without`] without the kept fits.
    fn fit(board: &Board, barren: Option<&[bool]>, give_up: &mut dyn FnMut() -> bool) -> Self {
        let n = board.n();
        let segments = Segments::new(board);
        let ids = segments.id_end();
        let seg = segments.table();
        let alive: Vec<bool> = (0..n * n)
            .map(|i| seg[i][0] != 0 && !barren.is_some_and(|b| b[i]))
            .collect();
        let (start, cells) = super::segments::members(&seg, ids, |i| alive[i]);
        let mut roots = [Vec::new(), Vec::new()];
        for g in 0..2 {
            let mut ids: Vec<u32> = seg.iter().map(|s| s[2 * g]).filter(|&id| id != 0).collect();
            ids.sort_unstable();
            ids.dedup();
            roots[g] = ids;
        }
        let cover = Cover::until(Cliques::new(&seg, n, ids), &alive, give_up);
        let mut bound = Self {
            cover,
            roots,
            n,
            seg,
            start,
            cells,
            alive,
            mate: vec![NONE; ids],
            size: [0; 2],
            trail: Vec::new(),
            dead: Vec::new(),
            marks: Vec::new(),
            seen: vec![0; ids],
            stamp: 0,
            path: Vec::new(),
        };
        // A greedy matching first, then Kuhn's augmenting paths from every unmatched segment.
        for i in 0..n * n {
            if !bound.alive[i] {
                continue;
            }
            for g in 0..2 {
                let [a, b] = [bound.seg[i][2 * g], bound.seg[i][2 * g + 1]];
                if bound.mate[a as usize] == NONE && bound.mate[b as usize] == NONE {
                    bound.mate[a as usize] = i as u32;
                    bound.mate[b as usize] = i as u32;
                    bound.size[g] += 1;
                }
            }
        }
        bound.grow(0, u32::MAX);
        bound.grow(1, u32::MAX);
        bound.trail.clear();
        bound
    }

    /// The smaller of the two maximum matchings of the whole board, as [`MatchingBound::new`]
    /// leaves them: an upper bound on the lizards the board holds.
    pub fn board_bound(board: &Board) -> u32 {
        Self::new(board).board_bound_now()
    }

    /// The bound of a fresh [`MatchingBound`]: its matchings' sizes and the cover's room.
    pub fn board_bound_now(&self) -> u32 {
        self.size[0].min(self.size[1]).min(self.cover.room())
    }

    /// Whether the cells ahead can hold `left` more lizards as far as the matchings tell: if
    /// not, the size of the maximum matching that is too small, and which one it is.
    pub fn cut(&mut self, left: u32) -> Option<(u32, Pair)> {
        // O(1), and the tightest near the root: first.
        if self.cover.room() < left {
            return Some((self.cover.room(), Pair::Cover));
        }
        for (g, pair) in [(0, Pair::RowsColumns), (1, Pair::Diagonals)] {
            if self.size[g] < left {
                self.grow(g, left);
                if self.size[g] < left {
                    return Some((self.size[g], pair));
                }
            }
        }
        None
    }

    /// Augments matching `g` until it has `target` edges or is maximum.
    fn grow(&mut self, g: usize, target: u32) {
        loop {
            self.new_stamp();
            let mut grew = false;
            for k in 0..self.roots[g].len() {
                let root = self.roots[g][k];
                if self.mate[root as usize] == NONE && self.augment(root, 2 * g) {
                    self.size[g] += 1;
                    if self.size[g] >= target {
                        return;
                    }
                    grew = true;
                    // The matching changed: what the failed searches saw no longer holds.
                    self.new_stamp();
                }
            }
            if !grew {
                return;
            }
        }
    }

    fn new_stamp(&mut self) {
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 {
            self.seen.fill(0);
            self.stamp = 1;
        }
    }

    /// Opens a group of changes that [`MatchingBound::undo`] takes back together.
    pub fn mark(&mut self) {
        self.marks
            .push((self.trail.len() as u32, self.dead.len() as u32, self.size));
    }

    /// Takes back every change since the last open mark, restoring the matchings exactly.
    pub fn undo(&mut self) {
        let (trail, dead, size) = self.marks.pop().expect("undo without a mark");
        for &(s, old) in self.trail[trail as usize..].iter().rev() {
            self.mate[s as usize] = old;
        }
        self.trail.truncate(trail as usize);
        for &i in &self.dead[dead as usize..] {
            self.alive[i as usize] = true;
            self.cover.revive(i as usize);
        }
        self.dead.truncate(dead as usize);
        self.size = size;
    }

    /// The scan passes `(row, col)` without a lizard: the cell is no longer available.
    pub fn pass(&mut self, row: u32, col: u32) {
        self.delete(row as usize * self.n + col as usize);
    }

    /// A lizard at `(row, col)`: it and every cell on its four segments are no longer available.
    pub fn place(&mut self, row: u32, col: u32) {
        let here = row as usize * self.n + col as usize;
        let segments = self.seg[here];
        for s in segments {
            for k in self.start[s as usize]..self.start[s as usize + 1] {
                let cell = self.cells[k as usize];
                self.delete(cell as usize);
            }
        }
    }

    fn set_mate(&mut self, s: u32, cell: u32) {
        self.trail.push((s, self.mate[s as usize]));
        self.mate[s as usize] = cell;
    }

    /// Deletes an available cell; a matched one leaves its two segments unmatched.
    fn delete(&mut self, cell: usize) {
        if !self.alive[cell] {
            return;
        }
        self.alive[cell] = false;
        self.dead.push(cell as u32);
        self.cover.delete(cell);
        for g in 0..2 {
            let [a, b] = [self.seg[cell][2 * g], self.seg[cell][2 * g + 1]];
            if self.mate[a as usize] != cell as u32 {
                continue;
            }
            self.set_mate(a, NONE);
            self.set_mate(b, NONE);
            self.size[g] -= 1;
        }
    }

    /// Looks for an augmenting path from the unmatched segment `root` of family `family` (0..4;
    /// its partner family is `family ^ 1`) and flips it if found, skipping what the current
    /// stamp has seen. Iterative, so deep paths on large boards cannot overflow the stack.
    fn augment(&mut self, root: u32, family: usize) -> bool {
        let other = family ^ 1;
        self.path.clear();
        self.path.push((root, self.start[root as usize], NONE));
        while let Some(top) = self.path.last_mut() {
            let (s, pos, _) = *top;
            if pos == self.start[s as usize + 1] {
                self.path.pop();
                continue;
            }
            top.1 += 1;
            let cell = self.cells[pos as usize];
            if !self.alive[cell as usize] {
                continue;
            }
            let t = self.seg[cell as usize][other];
            if self.seen[t as usize] == self.stamp {
                continue;
            }
            self.seen[t as usize] = self.stamp;
            let next = self.mate[t as usize];
            if next == NONE {
                self.flip(cell);
                return true;
            }
            let s_next = self.seg[next as usize][family];
            self.path.push((s_next, self.start[s_next as usize], cell));
        }
        false
    }

    /// Flips the augmenting path on `self.path` that ends with `last` reaching a free vertex.
    fn flip(&mut self, last: u32) {
        let other_of = |me: &Self, cell: u32, s: u32| {
            let ids = me.seg[cell as usize];
            // The partner of `s` through `cell`: the id next to it in its pair.
            let k = ids.iter().position(|&x| x == s).expect("cell lies on s");
            ids[k ^ 1]
        };
        let mut cell = last;
        for i in (0..self.path.len()).rev() {
            let (s, _, came_by) = self.path[i];
            let t = other_of(self, cell, s);
            self.set_mate(s, cell);
            self.set_mate(t, cell);
            cell = came_by;
        }
        debug_assert_eq!(cell, NONE);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Cell;

    /// ν by brute force over subsets of available cells, for tiny boards.
    fn brute(board: &Board, alive: &[bool], pair: Pair) -> u32 {
        let m = MatchingBound::new(board);
        let cells: Vec<usize> = (0..alive.len()).filter(|&i| alive[i]).collect();
        let g = pair as usize;
        let mut best = 0;
        for mask in 0u32..1 << cells.len() {
            let chosen: Vec<usize> = (0..cells.len())
                .filter(|&k| mask >> k & 1 == 1)
                .map(|k| cells[k])
                .collect();
            let ok = chosen.iter().enumerate().all(|(x, &a)| {
                chosen[x + 1..].iter().all(|&b| {
                    m.seg[a][2 * g] != m.seg[b][2 * g] && m.seg[a][2 * g + 1] != m.seg[b][2 * g + 1]
                })
            });
            if ok {
                best = best.max(chosen.len() as u32);
            }
        }
        best
    }

    #[test]
    fn stays_maximum_through_deletions_and_undo() {
        for seed in 0..60 {
            let board = Board::random(4, 0.25, seed);
            let mut m = MatchingBound::new(&board);
            let mut rng = crate::board::SplitMix64(seed);
            let mut history = vec![m.size];
            for _ in 0..6 {
                m.mark();
                let i = rng.below(16) as u32;
                if rng.below(2) == 0 {
                    m.pass(i / 4, i % 4);
                } else if !board.is_tree(Cell::new(i / 4, i % 4)) {
                    m.place(i / 4, i % 4);
                }
                // Lazily kept: never more than the maximum, and grown to it on demand.
                for pair in [Pair::RowsColumns, Pair::Diagonals] {
                    let max = brute(&board, &m.alive, pair);
                    assert!(m.size[pair as usize] <= max, "seed {seed}");
                    let cut = m.cut(max + 1);
                    assert!(cut.is_some_and(|(room, _)| room <= max), "seed {seed}");
                    m.grow(pair as usize, u32::MAX);
                    assert_eq!(m.size[pair as usize], max, "seed {seed}");
                    assert_ne!(m.cut(max).map(|(_, p)| p), Some(pair), "seed {seed}");
                }
                history.push(m.size);
            }
            for _ in 0..6 {
                history.pop();
                m.undo();
                assert_eq!(Some(&m.size), history.last());
                for pair in [Pair::RowsColumns, Pair::Diagonals] {
                    assert_eq!(
                        m.size[pair as usize],
                        brute(&board, &m.alive, pair),
                        "seed {seed}"
                    );
                }
            }
        }
    }
}

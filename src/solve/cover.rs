//! The cover bound: all four families of segments at once, and the small knots of cells that
//! see each other across families.
//!
//! The matchings each look at two families (rows with columns, diagonals with anti-diagonals),
//! so each misses what the other two forbid. Call a *clique* any set of cells that see each
//! other pairwise: it holds one lizard at most. Every segment is one; so is every 2 x 2 block of
//! free cells (row, column, diagonal and anti-diagonal at once), and every close triangle of
//! cells that see each other along different lines, like `(r, c)`, `(r + 2, c)`, `(r + 1, c + 1)`.
//! Give every clique a weight `w_k >= 0`; then for any placement, counting each lizard as 1,
//!
//! ```text
//! lizards <= sum over cliques of w_k  +  sum over available cells of max(0, 1 - w(cell))
//! ```
//!
//! where `w(cell)` adds the weights of the cliques the cell is in: a clique holds one lizard at
//! most, and a lizard on a cell its cliques under-weigh is paid for by that cell's slack. This
//! holds for *any* weights (it is the Lagrangian relaxation of the one-lizard-per-clique
//! constraints), so weights found once, for the whole board, stay valid at every node of the
//! search: there a clique with no available cell left drops out, and so does the slack of a
//! cell no longer available. Both are kept up to date in O(cliques of the cell) per deleted
//! cell.
//!
//! The weights are chosen at the start by subgradient descent (Polyak's step) on the bound
//! itself. With segments alone it comes within a few tenths of the linear programming bound,
//! already far below either matching (n = 16, 20 % trees: matching 45, this 36, maximum 34).
//! The blocks and triangles take one to three more lizards off it on boards with 30 to 40 %
//! trees, where segments are short and knots many (n = 20, 40 %: 69 -> 67, maximum 63); the
//! descent converges slower with them, so it stays a lizard or two above their own linear
//! programming bound there.
//! Weights are fixed-point (1/1024), so the sums are exact integers.

/// Weights are counted in 1/SCALE.
const SCALE: u64 = 1024;
/// Subgradient steps at the start: O(steps x memberships), milliseconds at n = 20.
const STEPS: usize = 1500;

/// Which cliques each cell is in: `ids[start[cell]..start[cell + 1]]`.
pub struct Cliques {
    start: Vec<u32>,
    ids: Vec<u32>,
    /// Cliques are numbered below this; segments below `segments`.
    count: usize,
    segments: usize,
}

impl Cliques {
    /// The segments (`seg[cell]`, row-major on an `n x n` board, ids below `seg_ids`, 0 for a
    /// tree), then every 2 x 2 block of free cells, then every triangle of cells that see each
    /// other pairwise, in a 3 x 3 box from its first cell's row, that no segment or block holds.
    pub fn new(seg: &[[u32; 4]], n: usize, seg_ids: usize) -> Self {
        let free = |r: usize, c: usize| seg[r * n + c][0] != 0;
        let sees = |a: usize, b: usize| (0..4).any(|f| seg[a][f] == seg[b][f]);
        let mut lists: Vec<Vec<u32>> = seg
            .iter()
            .map(|s| if s[0] != 0 { s.to_vec() } else { Vec::new() })
            .collect();
        let mut count = seg_ids as u32;
        let mut add = |cells: &[usize], count: &mut u32| {
            cells.iter().for_each(|&c| lists[c].push(*count));
            *count += 1;
        };
        for r in 0..n.saturating_sub(1) {
            for c in 0..n - 1 {
                let block = [r * n + c, r * n + c + 1, (r + 1) * n + c, (r + 1) * n + c + 1];
                if block.iter().all(|&i| seg[i][0] != 0) {
                    add(&block, &mut count);
                }
            }
        }
        let mut near = Vec::new();
        for a in 0..n * n {
            let (ra, ca) = (a / n, a % n);
            if !free(ra, ca) {
                continue;
            }
            near.clear();
            // A 3 x 3 box from the first cell's row down: wider boxes add many triangles that
            // open boards do not need, and each slows every deletion.
            for r in ra..(ra + 3).min(n) {
                for c in ca.saturating_sub(1)..(ca + 2).min(n) {
                    let b = r * n + c;
                    if b > a && free(r, c) && sees(a, b) {
                        near.push(b);
                    }
                }
            }
            for (i, &b) in near.iter().enumerate() {
                for &d in &near[i + 1..] {
                    let three = [a, b, d];
                    let one_line = (0..4).any(|f| seg[b][f] == seg[a][f] && seg[d][f] == seg[a][f]);
                    let (rows, cols) = (three.map(|x| x / n), three.map(|x| x % n));
                    let spread = |v: [usize; 3]| v.iter().max().unwrap() - v.iter().min().unwrap();
                    let in_block = spread(rows) <= 1 && spread(cols) <= 1;
                    if sees(b, d) && !one_line && !in_block {
                        add(&three, &mut count);
                    }
                }
            }
        }
        let mut start = vec![0u32];
        let mut ids = Vec::new();
        for list in &lists {
            ids.extend_from_slice(list);
            start.push(ids.len() as u32);
        }
        Cliques {
            start,
            ids,
            count: count as usize,
            segments: seg_ids,
        }
    }

    /// The cliques `cell` is in (none for a tree).
    fn of(&self, cell: usize) -> &[u32] {
        &self.ids[self.start[cell] as usize..self.start[cell + 1] as usize]
    }
}

pub struct Cover {
    cliques: Cliques,
    /// Per clique, in 1/SCALE.
    weight: Vec<u64>,
    /// Per cell, `max(0, SCALE - w(cell))`.
    slack: Vec<u64>,
    /// Per clique, its cells still available.
    count: Vec<u32>,
    /// The bound now, in 1/SCALE.
    total: u64,
}

impl Cover {
    /// Weights for the board whose available cells are `alive`.
    pub fn new(cliques: Cliques, alive: &[bool]) -> Self {
        let weight = descend(&cliques, alive);
        let slack = (0..alive.len())
            .map(|cell| slack_of(&cliques, cell, |k| weight[k as usize]))
            .collect();
        let mut cover = Cover {
            count: vec![0; cliques.count],
            cliques,
            weight,
            slack,
            total: 0,
        };
        for (cell, &alive) in alive.iter().enumerate() {
            if alive {
                cover.revive(cell);
            }
        }
        cover
    }

    /// How many more lizards the available cells can hold, at most.
    pub fn room(&self) -> u32 {
        (self.total / SCALE) as u32
    }

    /// An available cell is no longer available.
    pub fn delete(&mut self, cell: usize) {
        self.total -= self.slack[cell];
        for &k in self.cliques.of(cell) {
            self.count[k as usize] -= 1;
            if self.count[k as usize] == 0 {
                self.total -= self.weight[k as usize];
            }
        }
    }

    /// A deleted cell is available again (undo, in any order).
    pub fn revive(&mut self, cell: usize) {
        self.total += self.slack[cell];
        for &k in self.cliques.of(cell) {
            if self.count[k as usize] == 0 {
                self.total += self.weight[k as usize];
            }
            self.count[k as usize] += 1;
        }
    }
}

/// `max(0, SCALE - w(cell))` for the weights `weight`.
fn slack_of(cliques: &Cliques, cell: usize, weight: impl Fn(u32) -> u64) -> u64 {
    SCALE.saturating_sub(cliques.of(cell).iter().map(|&k| weight(k)).sum())
}

/// Weights that make the bound small: projected subgradient descent from a quarter on every
/// clique, with Polyak's step towards a little below the best bound seen.
fn descend(cliques: &Cliques, alive: &[bool]) -> Vec<u64> {
    let ids = cliques.count;
    let mut used = vec![false; ids];
    for (cell, _) in alive.iter().enumerate().filter(|(_, a)| **a) {
        cliques.of(cell).iter().for_each(|&k| used[k as usize] = true);
    }
    // A quarter on each segment (each cell's four then cover it), nothing on the rest.
    let mut w: Vec<f64> = (0..ids)
        .map(|k| if used[k] && k < cliques.segments { 0.25 } else { 0.0 })
        .collect();
    let mut best = (f64::INFINITY, w.clone());
    let mut g = vec![0f64; ids];
    for step in 0..STEPS {
        // The bound, and its subgradient: 1 per clique, less 1 per cell of it with slack.
        let mut bound: f64 = w.iter().sum();
        g.iter_mut()
            .zip(&used)
            .for_each(|(g, &u)| *g = if u { 1.0 } else { 0.0 });
        for (cell, _) in alive.iter().enumerate().filter(|(_, a)| **a) {
            let of = cliques.of(cell);
            let covered: f64 = of.iter().map(|&k| w[k as usize]).sum();
            if covered < 1.0 {
                bound += 1.0 - covered;
                of.iter().for_each(|&k| g[k as usize] -= 1.0);
            }
        }
        if bound < best.0 {
            best = (bound, w.clone());
        }
        let norm: f64 = g.iter().map(|x| x * x).sum();
        if norm == 0.0 {
            break;
        }
        let aim = if step < STEPS / 2 { 0.97 } else { 0.99 };
        let t = (bound - best.0 * aim) / norm;
        for (w, g) in w.iter_mut().zip(&g) {
            *w = (*w - t * g).max(0.0);
        }
    }
    // Rounded down: any weights give a true bound, so rounding costs a little tightness only.
    best.1
        .iter()
        .map(|&x| (x * SCALE as f64).floor() as u64)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Board, Cell, SplitMix64};
    use crate::solve::segments::Segments;

    fn layout(board: &Board) -> (Vec<[u32; 4]>, Vec<bool>, usize) {
        let segments = Segments::new(board);
        let n = board.n();
        let seg: Vec<[u32; 4]> = (0..n * n)
            .map(|i| segments.ids(i).try_into().unwrap())
            .collect();
        let alive = seg.iter().map(|s| s[0] != 0).collect();
        (seg, alive, segments.id_end())
    }

    /// The most cells from `from` on, no two on one segment, by trying every choice.
    fn brute_maximum(seg: &[[u32; 4]], alive: &[bool], from: usize, taken: &mut Vec<u32>) -> u32 {
        let Some(cell) = (from..seg.len()).find(|&c| alive[c]) else {
            return 0;
        };
        let mut best = brute_maximum(seg, alive, cell + 1, taken);
        if seg[cell].iter().all(|s| !taken.contains(s)) {
            taken.extend(seg[cell]);
            best = best.max(1 + brute_maximum(seg, alive, cell + 1, taken));
            taken.truncate(taken.len() - 4);
        }
        best
    }

    /// The bound straight from its definition, for the cells `alive`.
    fn direct(cover: &Cover, alive: &[bool]) -> u64 {
        let mut open = std::collections::BTreeSet::new();
        let mut total = 0;
        for cell in (0..alive.len()).filter(|&c| alive[c]) {
            total += cover.slack[cell];
            open.extend(cover.cliques.of(cell).iter().copied());
        }
        total + open.iter().map(|&s| cover.weight[s as usize]).sum::<u64>()
    }

    #[test]
    fn kept_sums_equal_the_definition_and_bound_the_true_maximum() {
        for seed in 0..60 {
            let board = Board::random(5, [0.1, 0.2, 0.35][seed as usize % 3], seed);
            let (seg, mut alive, ids) = layout(&board);
            let mut cover = Cover::new(Cliques::new(&seg, 5, ids), &alive);
            assert_eq!(cover.total, direct(&cover, &alive));
            // No placement beats the bound of the whole board.
            let best = brute_maximum(&seg, &alive, 0, &mut Vec::new());
            assert!(
                cover.room() >= best,
                "seed {seed}: {} < {best}",
                cover.room()
            );
            let mut rng = SplitMix64(seed);
            let mut deleted = Vec::new();
            for _ in 0..12 {
                let cell = rng.below(25);
                if alive[cell] {
                    alive[cell] = false;
                    cover.delete(cell);
                    deleted.push(cell);
                    assert_eq!(cover.total, direct(&cover, &alive), "seed {seed}");
                }
            }
            for cell in deleted {
                alive[cell] = true;
                cover.revive(cell);
            }
            assert_eq!(cover.total, direct(&cover, &alive), "seed {seed}");
        }
    }

    /// Whether two free cells see each other, by walking the board from one to the other.
    fn sees(board: &Board, a: usize, b: usize) -> bool {
        let n = board.n() as i64;
        let (r1, c1, r2, c2) = (a as i64 / n, a as i64 % n, b as i64 / n, b as i64 % n);
        let (dr, dc) = (r2 - r1, c2 - c1);
        if !(dr == 0 || dc == 0 || dr.abs() == dc.abs()) {
            return false;
        }
        let steps = dr.abs().max(dc.abs());
        (1..steps).all(|k| {
            let cell = Cell::new((r1 + dr.signum() * k) as u32, (c1 + dc.signum() * k) as u32);
            !board.is_tree(cell)
        })
    }

    #[test]
    fn every_clique_is_cells_that_see_each_other_and_knots_are_found() {
        let mut knots = 0;
        for seed in 0..20 {
            let n = 7;
            let board = Board::random(n, 0.25, seed);
            let (seg, _, ids) = layout(&board);
            let cliques = Cliques::new(&seg, n, ids);
            let mut members = vec![Vec::new(); cliques.count];
            for cell in 0..n * n {
                assert_eq!(cliques.of(cell).is_empty(), seg[cell][0] == 0, "trees are in none");
                cliques.of(cell).iter().for_each(|&k| members[k as usize].push(cell));
            }
            for cells in &members[ids..] {
                assert!(cells.len() == 3 || cells.len() == 4, "{cells:?}");
                for (i, &a) in cells.iter().enumerate() {
                    for &b in &cells[i + 1..] {
                        assert!(sees(&board, a, b), "seed {seed}: {a} and {b} in {cells:?}");
                    }
                }
            }
            knots += cliques.count - ids;
        }
        assert!(knots > 100, "blocks and triangles: {knots}");
    }
}

//! The cover bound: all four families of segments at once.
//!
//! The matchings each look at two families (rows with columns, diagonals with anti-diagonals),
//! so each misses what the other two forbid. Give every segment a weight `w_s >= 0`; then for
//! any placement, counting each lizard as 1,
//!
//! ```text
//! lizards <= sum over segments of w_s  +  sum over available cells of max(0, 1 - w(cell))
//! ```
//!
//! where `w(cell)` adds the weights of the cell's four segments: a segment holds one lizard at
//! most, and a lizard on a cell its segments under-weigh is paid for by that cell's slack. This
//! holds for *any* weights (it is the Lagrangian relaxation of the one-lizard-per-segment
//! constraints), so weights found once, for the whole board, stay valid at every node of the
//! search: there a segment with no available cell left drops out, and so does the slack of a
//! cell no longer available. Both are kept up to date in O(1) per deleted cell.
//!
//! The weights are chosen at the start by subgradient descent (Polyak's step) on the bound
//! itself, which comes within a few tenths of the linear programming bound of the whole board
//! (on random boards of n = 16..20 with 10 to 40 % trees, 0.1 to 0.15 above it); that bound is
//! far below either matching (n = 16, 20 % trees: matching 45, this 36, maximum 34).
//! Weights are fixed-point (1/1024), so the sums are exact integers.

/// Weights are counted in 1/SCALE.
const SCALE: u64 = 1024;
/// Subgradient steps at the start: O(steps x cells), a few milliseconds at n = 20.
const STEPS: usize = 1500;

pub struct Cover {
    /// Per segment, in 1/SCALE.
    weight: Vec<u64>,
    /// Per cell, `max(0, SCALE - w(cell))`.
    slack: Vec<u64>,
    /// Per segment, its cells still available.
    count: Vec<u32>,
    /// The bound now, in 1/SCALE.
    total: u64,
}

impl Cover {
    /// Weights for the board whose available cells are `alive`, each cell on the segments
    /// `seg[cell]` (ids below `ids`).
    pub fn new(seg: &[[u32; 4]], alive: &[bool], ids: usize) -> Self {
        let weight = descend(seg, alive, ids);
        let mut cover = Cover {
            slack: seg
                .iter()
                .map(|s| SCALE.saturating_sub(s.iter().map(|&id| weight[id as usize]).sum()))
                .collect(),
            weight,
            count: vec![0; ids],
            total: 0,
        };
        for (cell, s) in seg.iter().enumerate() {
            if alive[cell] {
                cover.revive(cell, s);
            }
        }
        cover
    }

    /// How many more lizards the available cells can hold, at most.
    pub fn room(&self) -> u32 {
        (self.total / SCALE) as u32
    }

    /// An available cell is no longer available.
    pub fn delete(&mut self, cell: usize, seg: &[u32; 4]) {
        self.total -= self.slack[cell];
        for &s in seg {
            self.count[s as usize] -= 1;
            if self.count[s as usize] == 0 {
                self.total -= self.weight[s as usize];
            }
        }
    }

    /// A deleted cell is available again (undo, in any order).
    pub fn revive(&mut self, cell: usize, seg: &[u32; 4]) {
        self.total += self.slack[cell];
        for &s in seg {
            if self.count[s as usize] == 0 {
                self.total += self.weight[s as usize];
            }
            self.count[s as usize] += 1;
        }
    }
}

/// Weights that make the bound small: projected subgradient descent from a quarter on every
/// segment, with Polyak's step towards a little below the best bound seen.
fn descend(seg: &[[u32; 4]], alive: &[bool], ids: usize) -> Vec<u64> {
    let mut w = vec![0.25f64; ids];
    let mut best = (f64::INFINITY, w.clone());
    let mut used = vec![false; ids];
    for (cell, s) in seg.iter().enumerate() {
        if alive[cell] {
            s.iter().for_each(|&id| used[id as usize] = true);
        }
    }
    for (id, u) in used.iter().enumerate() {
        if !u {
            w[id] = 0.0;
        }
    }
    let mut g = vec![0f64; ids];
    for step in 0..STEPS {
        // The bound, and its subgradient: 1 per segment, less 1 per cell of it with slack.
        let mut bound: f64 = w.iter().sum();
        g.iter_mut()
            .zip(&used)
            .for_each(|(g, &u)| *g = if u { 1.0 } else { 0.0 });
        for (cell, s) in seg.iter().enumerate() {
            if !alive[cell] {
                continue;
            }
            let covered: f64 = s.iter().map(|&id| w[id as usize]).sum();
            if covered < 1.0 {
                bound += 1.0 - covered;
                s.iter().for_each(|&id| g[id as usize] -= 1.0);
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
    use crate::board::{Board, SplitMix64};
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
    fn direct(cover: &Cover, seg: &[[u32; 4]], alive: &[bool]) -> u64 {
        let mut open = std::collections::BTreeSet::new();
        let mut total = 0;
        for (cell, s) in seg.iter().enumerate().filter(|(c, _)| alive[*c]) {
            total += cover.slack[cell];
            open.extend(s.iter().copied());
        }
        total + open.iter().map(|&s| cover.weight[s as usize]).sum::<u64>()
    }

    #[test]
    fn kept_sums_equal_the_definition_and_bound_the_true_maximum() {
        for seed in 0..40 {
            let board = Board::random(5, 0.2, seed);
            let (seg, mut alive, ids) = layout(&board);
            let mut cover = Cover::new(&seg, &alive, ids);
            assert_eq!(cover.total, direct(&cover, &seg, &alive));
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
                    cover.delete(cell, &seg[cell]);
                    deleted.push(cell);
                    assert_eq!(cover.total, direct(&cover, &seg, &alive), "seed {seed}");
                }
            }
            for cell in deleted {
                alive[cell] = true;
                cover.revive(cell, &seg[cell]);
            }
            assert_eq!(cover.total, direct(&cover, &seg, &alive), "seed {seed}");
        }
    }
}

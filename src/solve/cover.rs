//! The cover bound: all four families of segments at once, and the small knots of cells that
//! see each other across families.
//!
//! The matchings each look at two families (rows with columns, diagonals with anti-diagonals),
//! so each misses what the other two forbid. Call a *clique* any set of cells that see each
//! other pairwise: it holds one lizard at most. Every segment is one; so is every *knot*, a
//! group of close cells that see each other along different lines: a 2 x 2 block of free cells
//! (row, column, diagonal and anti-diagonal at once), three cells in a line with the one beside
//! their middle, or the four corners and the centre of a 3 x 3 box. The knots are all the
//! maximal ones whose cells lie within two rows and two columns of each other.
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
//! cell, counting only the cliques whose weight is not 0 (a quarter of the search's time on
//! boards with few trees, where most knots end up weighing nothing).
//!
//! The weights are chosen at the start by subgradient descent (Polyak's step) on the bound
//! itself. With segments alone it comes within a few tenths of the linear programming bound,
//! already far below either matching (n = 16, 20 % trees: matching 45, this 36, maximum 34).
//! The knots take two to four more lizards off it on boards with 30 to 40 % trees, where
//! segments are short and knots many (n = 20, 40 %: 69 -> 65, maximum 63). Only maximal knots:
//! a knot inside a larger one forbids less and slows the descent. On boards with few trees
//! the gap that is left is not the cliques': with every clique of the board weighed exactly
//! (a linear program), n = 18 with 10 % trees still allows 34.4 lizards where 32 fit.
//! Weights are fixed-point (1/1024), so the sums are exact integers.

/// Weights are counted in 1/SCALE.
const SCALE: u64 = 1024;
/// Subgradient steps at the start: as many as fit in [`STEP_VISITS`] visits of available
/// cells (5000 up to n = 20, tens of milliseconds), at least 1500 (n = 64: 0.2 s).
const MIN_STEPS: usize = 1500;
const MAX_STEPS: usize = 5000;
const STEP_VISITS: usize = 2_000_000;
/// The descent stops early when its best bound has not moved for this many steps.
const STALL: usize = 400;
/// Knots are cells within this many rows and columns of each other: wider ones are rarer and
/// the segments already hold most of what they forbid.
const NEAR: usize = 2;

/// Which cliques each cell is in: `ids[start[cell]..start[cell + 1]]`.
#[derive(Clone)]
pub struct Cliques {
    start: Vec<u32>,
    ids: Vec<u32>,
    /// Cliques are numbered below this; segments below `segments`.
    count: usize,
    segments: usize,
}

impl Cliques {
    /// The segments (`seg[cell]`, row-major on an `n x n` board, ids below `seg_ids`, 0 for a
    /// tree), then every *knot*: a maximal set of free cells, pairwise within [`NEAR`] rows and
    /// columns, that see each other pairwise and are not all on one line.
    pub fn new(seg: &[[u32; 4]], n: usize, seg_ids: usize) -> Self {
        let free = |i: usize| seg[i][0] != 0;
        let linked = |a: usize, b: usize| {
            a != b
                && (a / n).abs_diff(b / n) <= NEAR
                && (a % n).abs_diff(b % n) <= NEAR
                && (0..4).any(|f| seg[a][f] == seg[b][f])
        };
        let mut lists: Vec<Vec<u32>> = seg
            .iter()
            .map(|s| if s[0] != 0 { s.to_vec() } else { Vec::new() })
            .collect();
        let mut count = seg_ids as u32;
        let mut knots = Vec::new();
        for a in (0..n * n).filter(|&a| free(a)) {
            let (ra, ca) = (a / n, a % n);
            let cols = ca.saturating_sub(NEAR)..(ca + NEAR + 1).min(n);
            let around = |rows: std::ops::RangeInclusive<usize>| {
                rows.flat_map(|r| cols.clone().map(move |c| r * n + c))
                    .filter(|&b| free(b) && linked(a, b))
                    .collect::<Vec<_>>()
            };
            // A knot is found once, from its first cell `a`: the others come later.
            let mut later = around(ra..=(ra + NEAR).min(n - 1));
            later.retain(|&b| b > a);
            let mut earlier = around(ra.saturating_sub(NEAR)..=ra);
            earlier.retain(|&b| b < a);
            let adj: Vec<u32> = later
                .iter()
                .map(|&x| {
                    (0..later.len())
                        .filter(|&j| linked(x, later[j]))
                        .fold(0, |m, j| m | 1 << j)
                })
                .collect();
            knots.clear();
            maximal_cliques(&adj, 0, (1u32 << later.len()) - 1, 0, &mut knots);
            for &set in &knots {
                let mut knot = vec![a];
                knot.extend(
                    (0..later.len())
                        .filter(|&j| set >> j & 1 == 1)
                        .map(|j| later[j]),
                );
                let one_line = (0..4).any(|f| knot.iter().all(|&x| seg[x][f] == seg[a][f]));
                // Maximal among the knots of earlier cells too: none of them sees all of it.
                let grows = earlier.iter().any(|&e| knot.iter().all(|&x| linked(e, x)));
                if !one_line && !grows {
                    knot.iter().for_each(|&x| lists[x].push(count));
                    count += 1;
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

    /// The cliques whose weight is not 0, renumbered, with their weights. A clique that
    /// weighs nothing changes no sum, so the search need not keep its count: on boards with
    /// few trees most knots end up there.
    fn weighed(self, weight: &[u64]) -> (Self, Vec<u64>) {
        let mut number = vec![u32::MAX; self.count];
        let mut kept = Vec::new();
        for (k, &w) in weight.iter().enumerate().filter(|(_, w)| **w > 0) {
            number[k] = kept.len() as u32;
            kept.push(w);
        }
        let mut start = vec![0u32];
        let mut ids = Vec::new();
        for cell in 0..self.start.len() - 1 {
            ids.extend(
                self.of(cell)
                    .iter()
                    .map(|&k| number[k as usize])
                    .filter(|&k| k != u32::MAX),
            );
            start.push(ids.len() as u32);
        }
        let segments = number[..self.segments]
            .iter()
            .filter(|&&k| k != u32::MAX)
            .count();
        let count = kept.len();
        let cliques = Cliques {
            start,
            ids,
            count,
            segments,
        };
        (cliques, kept)
    }

    /// The cliques `cell` is in (none for a tree).
    fn of(&self, cell: usize) -> &[u32] {
        &self.ids[self.start[cell] as usize..self.start[cell + 1] as usize]
    }
}

#[derive(Clone)]
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
    /// Weights for the board whose available cells are `alive`, fitted to the end.
    #[cfg(test)]
    pub fn new(cliques: Cliques, alive: &[bool]) -> Self {
        Self::until(cliques, alive, &mut || false)
    }

    /// Weights for the board whose available cells are `alive`, the descent cut short when
    /// `give_up` says so.
    pub fn until(cliques: Cliques, alive: &[bool], give_up: &mut dyn FnMut() -> bool) -> Self {
        let weight = descend(&cliques, alive, give_up);
        let (cliques, weight) = cliques.weighed(&weight);
        let slack = (0..alive.len())
            .map(|cell| {
                let covered: u64 = cliques.of(cell).iter().map(|&k| weight[k as usize]).sum();
                SCALE.saturating_sub(covered)
            })
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

/// Bron and Kerbosch with a pivot, on at most 32 vertices as bit masks: every maximal clique
/// that holds `chosen`, takes the rest from `open` and none from `done`, pushed to `out`.
fn maximal_cliques(adj: &[u32], chosen: u32, open: u32, done: u32, out: &mut Vec<u32>) {
    if open | done == 0 {
        out.push(chosen);
        return;
    }
    let pivot = (open | done).trailing_zeros() as usize;
    let (mut open, mut done) = (open, done);
    let mut rest = open & !adj[pivot];
    while rest != 0 {
        let v = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        maximal_cliques(adj, chosen | 1 << v, open & adj[v], done & adj[v], out);
        open &= !(1 << v);
        done |= 1 << v;
    }
}

/// Weights that make the bound small: projected subgradient descent from a quarter on every
/// segment (nothing on knots), with Polyak's step towards a little below the best bound seen;
/// the best weights so far when `give_up` says so.
fn descend(cliques: &Cliques, alive: &[bool], give_up: &mut dyn FnMut() -> bool) -> Vec<u64> {
    let ids = cliques.count;
    let mut used = vec![false; ids];
    for (cell, _) in alive.iter().enumerate().filter(|(_, a)| **a) {
        cliques
            .of(cell)
            .iter()
            .for_each(|&k| used[k as usize] = true);
    }
    // A quarter on each segment (each cell's four then cover it), nothing on the rest.
    let mut w: Vec<f64> = (0..ids)
        .map(|k| {
            if used[k] && k < cliques.segments {
                0.25
            } else {
                0.0
            }
        })
        .collect();
    let mut best = (f64::INFINITY, w.clone());
    let mut last = 0;
    let mut g = vec![0f64; ids];
    let cells = alive.iter().filter(|a| **a).count().max(1);
    let steps = (STEP_VISITS / cells).clamp(MIN_STEPS, MAX_STEPS);
    for step in 0..steps {
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
        if bound < best.0 - 1e-3 {
            last = step;
        }
        if bound < best.0 {
            best = (bound, w.clone());
        }
        // Asked every 16 steps: on a 64 x 64 board a step visits some 4000 cells.
        if step - last > STALL || (step % 16 == 0 && give_up()) {
            break;
        }
        let norm: f64 = g.iter().map(|x| x * x).sum();
        if norm == 0.0 {
            break;
        }
        let aim = if step < steps / 2 { 0.97 } else { 0.99 };
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
    fn a_descent_given_up_at_once_still_bounds_only_less_tightly() {
        let mut looser = 0;
        for seed in 0..40 {
            let board = Board::random(6, [0.1, 0.2, 0.35][seed as usize % 3], seed);
            let (seg, alive, ids) = layout(&board);
            let fitted = Cover::new(Cliques::new(&seg, 6, ids), &alive);
            let mut asked = 0;
            let given_up = Cover::until(Cliques::new(&seg, 6, ids), &alive, &mut || {
                asked += 1;
                true
            });
            assert_eq!(asked, 1, "seed {seed}: asked once, at the first step");
            assert_eq!(given_up.total, direct(&given_up, &alive));
            let best = brute_maximum(&seg, &alive, 0, &mut Vec::new());
            assert!(
                given_up.room() >= fitted.room() && fitted.room() >= best,
                "seed {seed}"
            );
            looser += u32::from(given_up.room() > fitted.room());
        }
        assert!(
            looser > 10,
            "the descent tightens the bound: {looser} of 40"
        );
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
    fn dropping_weightless_cliques_keeps_every_cells_weights() {
        for seed in 0..20 {
            let board = Board::random(9, 0.15, seed);
            let (seg, alive, ids) = layout(&board);
            let cliques = Cliques::new(&seg, 9, ids);
            let weight = descend(&cliques, &alive, &mut || false);
            let of = |cliques: &Cliques, weight: &[u64], cell| {
                let mut w: Vec<u64> = cliques
                    .of(cell)
                    .iter()
                    .map(|&k| weight[k as usize])
                    .collect();
                w.retain(|&x| x > 0);
                w.sort_unstable();
                w
            };
            let before: Vec<_> = (0..81).map(|c| of(&cliques, &weight, c)).collect();
            let (kept, kept_weight) = cliques.weighed(&weight);
            assert!(kept_weight.iter().all(|&w| w > 0), "seed {seed}");
            for (cell, before) in before.iter().enumerate() {
                assert_eq!(kept.of(cell).len(), before.len(), "seed {seed} cell {cell}");
                assert_eq!(
                    &of(&kept, &kept_weight, cell),
                    before,
                    "seed {seed} cell {cell}"
                );
            }
        }
    }

    #[test]
    fn knots_are_exactly_the_maximal_close_groups_that_see_each_other() {
        let mut found = 0;
        for seed in 0..30 {
            let n = 7;
            let board = Board::random(n, [0.1, 0.25, 0.4][seed as usize % 3], seed);
            let (seg, _, ids) = layout(&board);
            let cliques = Cliques::new(&seg, n, ids);
            let mut knots = vec![Vec::new(); cliques.count];
            for (cell, ids) in seg.iter().enumerate() {
                assert_eq!(
                    cliques.of(cell).is_empty(),
                    ids[0] == 0,
                    "trees are in none"
                );
                cliques
                    .of(cell)
                    .iter()
                    .for_each(|&k| knots[k as usize].push(cell));
            }
            let knots = &knots[ids..];
            let free: Vec<usize> = (0..n * n).filter(|&c| seg[c][0] != 0).collect();
            // Two cells a knot may hold together, from the board itself.
            let close = |a: usize, b: usize| {
                a != b && (a / n).abs_diff(b / n) <= NEAR && (a % n).abs_diff(b % n) <= NEAR
            };
            let linked = |a: usize, b: usize| close(a, b) && sees(&board, a, b);
            let collinear = |cells: &[usize]| {
                let line = |c: usize| [c / n, c % n, c / n + n - c % n, c / n + c % n];
                (0..4).any(|f| cells.iter().all(|&c| line(c)[f] == line(cells[0])[f]))
            };
            for knot in knots {
                assert!(!collinear(knot), "seed {seed}: {knot:?} is one line");
                for (i, &a) in knot.iter().enumerate() {
                    for &b in &knot[i + 1..] {
                        assert!(linked(a, b), "seed {seed}: {a} and {b} in {knot:?}");
                    }
                }
                let grows = free.iter().any(|&c| knot.iter().all(|&x| linked(c, x)));
                assert!(!grows, "seed {seed}: {knot:?} is not maximal");
            }
            let mut sorted = knots.to_vec();
            sorted.sort();
            sorted.dedup();
            assert_eq!(sorted.len(), knots.len(), "seed {seed}: a knot twice");
            // Every three close cells that see each other off one line grow, cell by cell,
            // into a knot of the list.
            for (i, &a) in free.iter().enumerate() {
                for (j, &b) in free.iter().enumerate().skip(i + 1) {
                    for &c in &free[j + 1..] {
                        let three = [a, b, c];
                        if !linked(a, b) || !linked(a, c) || !linked(b, c) || collinear(&three) {
                            continue;
                        }
                        let mut knot = three.to_vec();
                        for &d in &free {
                            if knot.iter().all(|&x| linked(d, x)) {
                                knot.push(d);
                            }
                        }
                        knot.sort();
                        assert!(sorted.contains(&knot), "seed {seed}: {knot:?} missing");
                    }
                }
            }
            found += knots.len();
        }
        assert!(found > 300, "knots: {found}");
    }
}

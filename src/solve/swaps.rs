//! Iterated local search with swaps: finds the last lizards on big boards with trees, where
//! annealing stalls one short of the maximum. Proves nothing.
//!
//! Annealing keeps `p` lizards and lowers the number of pairs that see each other; near the
//! maximum almost every state has one pair too many and the energy landscape is a plateau.
//! This search instead keeps a placement that is always valid and makes it grow, as the
//! iterated local search of Andrade, Resende and Werneck does for independent sets:
//!
//! - **Free cells**: a cell no lizard sees takes a lizard at once.
//! - **(1,2)-swaps**: a lizard `x` leaves when two cells that only `x` sees, and that do not
//!   see each other, take its place. The cells `x` sees lie on its four segments, so looking
//!   costs one walk along them.
//! - **Perturbation**: at a local optimum a cell takes a lizard by force (of a few drawn at
//!   random, the one the fewest lizards see, the idlest of those); the one to four lizards
//!   that see it leave, and the swaps run again from there.
//! - **Acceptance**: a placement smaller than the one before it is kept with probability
//!   `1 / (1 + δ δ*)` (`δ` lizards fewer than before, `δ*` fewer than the best so far), and
//!   otherwise undone from a log of its moves: the walk drifts, but never far.
//!
//! What the moves ask of a cell is read in O(1): how many lizards see it, and, when one does,
//! which. Each cell keeps that count and the XOR of the lizards that see it, both updated when
//! a lizard comes or goes on one of its lines (two cells share at most one line, so each
//! lizard counts once). Reading them from the four segments' holders instead cost a third of
//! the walk's time.
//!
//! On the boards the exact search presolves, the walk leaves out the cells the
//! [`presolve`](super::presolve) finds barren ([`Walk::reduced`]) on a board past 64 x 64
//! when they are a fifth of the free cells or more: on n = 100 with 40 and 50 % trees `solve`
//! then places the count 2.1x to 4.3x as fast.

use std::ops::ControlFlow;
use std::sync::Arc;
use std::sync::atomic::{AtomicU32, Ordering};

use crate::board::{Board, Cell, SplitMix64};
use crate::event::{Observer, Outcome};
use crate::solve::backtrack::MATCHING_MAX_N;
use crate::solve::presolve;
use crate::solve::segments::Segments;
use crate::solve::{Search, Stats};

const NONE: u32 = u32::MAX;

/// Iterations (or swaps looked for) between two looks at the observer's clock.
const LOOK_EVERY: u64 = 64;

/// Cells between two looks at the clock while the walk sets up and fills the board: on a
/// board of millions of cells each pass over them takes tenths of a second, past a budget.
const CELLS_BETWEEN_LOOKS: usize = 1 << 16;

/// Cells drawn for a perturbation; the one the fewest lizards see (the idlest of those) takes
/// the lizard.
const DRAWS: usize = 4;

/// Searches for a placement of `lizards` lizards until it finds one or `observer` says stop
/// ([`Observer::stopping`]; no events are sent). Ends [`Outcome::Found`], or
/// [`Outcome::GaveUp`], or [`Outcome::Exhausted`] only when there are fewer free cells than
/// lizards.
pub fn solve<O: Observer>(board: &Board, lizards: u32, seed: u64, observer: &mut O) -> Search {
    reaching(board, lizards, seed, observer).0
}

/// [`solve`], and the most lizards it placed at once: a lower bound for the maximum even when
/// it gave up.
pub fn reaching<O: Observer>(
    board: &Board,
    lizards: u32,
    seed: u64,
    observer: &mut O,
) -> (Search, u32) {
    let free = board.n() * board.n() - board.tree_count();
    if lizards as usize > free {
        return (
            Search::first(Outcome::Exhausted, Vec::new, Stats::default()),
            0,
        );
    }
    let (best, stats) = walk(board, lizards, seed, true, observer);
    let most = best.len() as u32;
    let outcome = if most >= lizards {
        Outcome::Found
    } else {
        Outcome::GaveUp
    };
    (Search::first(outcome, || best, stats), most)
}

/// The most lizards placed before `observer` says stop, `up_to` of them stand, or `patience`
/// perturbations in a row found no more: a lower bound for the maximum (`max` climbs with it).
pub fn most<O: Observer>(
    board: &Board,
    up_to: u32,
    patience: u64,
    seed: u64,
    observer: &mut O,
) -> Vec<Cell> {
    let Some(mut walk) = Walk::reduced(board, seed, &mut || observer.stopping()) else {
        return Vec::new();
    };
    walk.patience = patience;
    walk.run(up_to as usize, observer);
    walk.best(up_to)
}

/// [`most`], saying in `reached` how many its best placement holds each time it grows, so
/// another thread can ask the exact search about one more meanwhile.
pub fn most_telling<O: Observer>(
    board: &Board,
    up_to: u32,
    patience: u64,
    seed: u64,
    observer: &mut O,
    reached: Arc<AtomicU32>,
) -> Vec<Cell> {
    let Some(mut walk) = Walk::reduced(board, seed, &mut || observer.stopping()) else {
        return Vec::new();
    };
    walk.patience = patience;
    walk.reached = Some(reached);
    walk.run(up_to as usize, observer);
    walk.best(up_to)
}

/// [`solve`] over every free cell, the barren ones too, as the walk went before it left them
/// out: kept to measure what leaving them out saves (`cargo bench --bench swaps`).
pub fn solve_on_every_cell<O: Observer>(
    board: &Board,
    lizards: u32,
    seed: u64,
    observer: &mut O,
) -> Search {
    let (best, stats) = walk(board, lizards, seed, false, observer);
    let outcome = if best.len() >= lizards as usize {
        Outcome::Found
    } else {
        Outcome::GaveUp
    };
    Search::first(outcome, || best, stats)
}

/// One walk until `up_to` lizards stand or `observer` says stop, without the barren cells
/// when `reduce` ([`Walk::reduced`]): its best placement and work.
fn walk<O: Observer>(
    board: &Board,
    up_to: u32,
    seed: u64,
    reduce: bool,
    observer: &mut O,
) -> (Vec<Cell>, Stats) {
    let walk = if reduce {
        Walk::reduced(board, seed, &mut || observer.stopping())
    } else {
        Walk::new(board, seed, None, &mut || observer.stopping())
    };
    let Some(mut walk) = walk else {
        return (Vec::new(), Stats::default());
    };
    walk.run(up_to as usize, observer);
    (walk.best(up_to), walk.stats)
}

/// The search's state: the free cells (numbered `0..free`), their segments, and the placement.
struct Walk {
    n: usize,
    /// Row-major index of each free cell.
    index: Vec<u32>,
    /// The four segments of each free cell (ids distinct across families).
    seg: Vec<[u32; 4]>,
    /// The free cells of segment `s` are `members[start[s]..start[s + 1]]`.
    start: Vec<u32>,
    members: Vec<u32>,
    /// The lizard on each segment, or `NONE`.
    holder: Vec<u32>,
    /// How many lizards see each cell (0 for a lizard itself; at most 4, one a line).
    seen: Vec<u8>,
    /// The XOR of the numbers of the lizards that see each cell: the one that sees it, when
    /// only one does.
    seer_xor: Vec<u32>,
    /// The placement, and where each of its cells stands in it (`NONE`: not placed).
    placed: Vec<u32>,
    at: Vec<u32>,
    /// The iteration at which each cell last changed (for the perturbation's choice).
    moved: Vec<u64>,
    /// Moves since the last accepted placement: `(cell, placed?)`.
    log: Vec<(u32, bool)>,
    /// Cells that may have become free, and lizards that may have a swap.
    maybe_free: Vec<u32>,
    maybe_swap: Vec<u32>,
    /// Whether a lizard is owed a look at its swaps: it is pushed on `maybe_swap` each time a
    /// cell comes to be seen by it alone, often many times before it is popped, and only the
    /// first pop after such a change looks.
    unlooked: Vec<bool>,
    /// The cells only one lizard sees, gathered by [`Walk::swap_for`] (kept to spare an
    /// allocation a look).
    alone: Vec<u32>,
    best: Vec<u32>,
    /// Where the size of `best` is said as it grows ([`most_telling`]).
    reached: Option<Arc<AtomicU32>>,
    rng: SplitMix64,
    iteration: u64,
    /// Perturbations without a new best before giving up (`u64::MAX`: never).
    patience: u64,
    stats: Stats,
}

/// Whether to stop, asked every [`CELLS_BETWEEN_LOOKS`] steps `i` of a pass over the cells.
fn look(i: usize, stop: &mut dyn FnMut() -> bool) -> bool {
    i.is_multiple_of(CELLS_BETWEEN_LOOKS) && stop()
}

/// Whether the walk goes faster without the `barren` cells: on a board past 64 x 64 where
/// they are at least a fifth of the free cells. Fewer cells leave fewer maxima to walk to;
/// where the presolve takes out few cells, that costs more than the smaller board saves, and
/// on smaller boards the walk's own presolve, beside the exact search's, costs more than the
/// walk (measured on the big boards, `solve` at p = max: with 30 % trees 6 to 14 % of the
/// free cells are barren and the walk without them was slower; with 40 and 50 %, 23 to 62 %,
/// and it was 2.1x to 4.3x as fast at n = 100, but 2x to 5.7x as slow at n = 30 and 50,
/// within 0.12 s).
fn worth_leaving_out(board: &Board, barren: &[bool]) -> bool {
    let free = board.n() * board.n() - board.tree_count();
    board.n() > REDUCE_PAST && 5 * barren.iter().filter(|&&b| b).count() >= free
}

/// The side past which the walk may leave out the barren cells ([`worth_leaving_out`]).
const REDUCE_PAST: usize = 64;

impl Walk {
    /// The walk's tables for `board` without the cells the presolve finds barren, on the
    /// boards the exact search presolves (with trees, up to [`MATCHING_MAX_N`] wide); `None`
    /// when `stop` says so first. A barren cell is left empty by some maximum, and its lines
    /// still run through it, so a placement of the cells left holds on the board and the
    /// maximum is still among them; the walk, with fewer cells to try, reaches it sooner. A
    /// forced cell sees no cell left: the first fill places it, and nothing ever takes it.
    fn reduced(board: &Board, seed: u64, stop: &mut dyn FnMut() -> bool) -> Option<Self> {
        // Below that size the presolve is not even asked for: it would be the walk's own,
        // beside the exact search's, on the two cores.
        let presolved = (REDUCE_PAST < board.n() && board.n() <= MATCHING_MAX_N)
            .then(|| presolve::with_trees(board, stop))
            .flatten()
            .filter(|p| worth_leaving_out(board, &p.barren));
        if stop() {
            return None;
        }
        Self::new(board, seed, presolved.as_ref().map(|p| &p.barren[..]), stop)
    }

    /// The walk's tables for `board`, the cells `barren` marks left out, or `None` when
    /// `stop` says so first.
    fn new(
        board: &Board,
        seed: u64,
        barren: Option<&[bool]>,
        stop: &mut dyn FnMut() -> bool,
    ) -> Option<Self> {
        let n = board.n();
        let segments = Segments::new(board);
        if stop() {
            return None;
        }
        let mut index = Vec::new();
        let mut seg = Vec::new();
        for i in 0..n * n {
            if look(i + 1, stop) {
                return None;
            }
            let ids = segments.ids(i);
            if ids[0] != 0 && !barren.is_some_and(|b| b[i]) {
                index.push(i as u32);
                seg.push([ids[0], ids[1], ids[2], ids[3]]);
            }
        }
        let ids = segments.id_end();
        let mut start = vec![0u32; ids + 1];
        for (f, s) in seg.iter().enumerate() {
            if look(f + 1, stop) {
                return None;
            }
            for &id in s {
                start[id as usize + 1] += 1;
            }
        }
        for s in 0..ids {
            start[s + 1] += start[s];
        }
        let mut fill = start.clone();
        let mut members = vec![0u32; start[ids] as usize];
        for (f, s) in seg.iter().enumerate() {
            if look(f + 1, stop) {
                return None;
            }
            for &id in s {
                members[fill[id as usize] as usize] = f as u32;
                fill[id as usize] += 1;
            }
        }
        let free = index.len();
        Some(Self {
            n,
            index,
            seg,
            start,
            members,
            holder: vec![NONE; ids],
            seen: vec![0; free],
            seer_xor: vec![0; free],
            placed: Vec::new(),
            at: vec![NONE; free],
            moved: vec![0; free],
            log: Vec::new(),
            maybe_free: Vec::new(),
            maybe_swap: Vec::new(),
            unlooked: vec![false; free],
            alone: Vec::new(),
            best: Vec::new(),
            reached: None,
            rng: SplitMix64(seed ^ 0x5EED_5A1D),
            iteration: 0,
            patience: u64::MAX,
            stats: Stats::default(),
        })
    }

    /// Keeps the placement standing as the best, and says its size.
    fn keep_best(&mut self) {
        self.best = self.placed.clone();
        if let Some(reached) = &self.reached {
            reached.fetch_max(self.best.len() as u32, Ordering::Relaxed);
        }
    }

    /// The best placement, cut to `up_to` lizards: a free cell's fill may overshoot.
    fn best(&self, up_to: u32) -> Vec<Cell> {
        let take = self.best.len().min(up_to as usize);
        self.best[..take].iter().map(|&f| self.cell(f)).collect()
    }

    fn cell(&self, f: u32) -> Cell {
        let i = self.index[f as usize] as usize;
        Cell::new((i / self.n) as u32, (i % self.n) as u32)
    }

    fn segment(&self, s: u32) -> &[u32] {
        &self.members[self.start[s as usize] as usize..self.start[s as usize + 1] as usize]
    }

    /// How many lizards see cell `f` (0 for a lizard itself).
    fn tightness(&self, f: u32) -> u32 {
        u32::from(self.seen[f as usize])
    }

    /// The lizard that sees `f`, when exactly one does.
    fn only_seer(&self, f: u32) -> Option<u32> {
        (self.seen[f as usize] == 1).then(|| self.seer_xor[f as usize])
    }

    /// Counts the new lizard `f` in what the cells on its lines see.
    fn seen_by(&mut self, f: u32) {
        for k in 0..4 {
            let s = self.seg[f as usize][k] as usize;
            for j in self.start[s]..self.start[s + 1] {
                let w = self.members[j as usize];
                if w != f {
                    self.seen[w as usize] += 1;
                    self.seer_xor[w as usize] ^= f;
                }
            }
        }
    }

    fn sees(&self, a: u32, b: u32) -> bool {
        let (x, y) = (&self.seg[a as usize], &self.seg[b as usize]);
        (0..4).any(|k| x[k] == y[k])
    }

    /// Places a lizard on free cell `f` (no lizard sees it).
    fn place(&mut self, f: u32) {
        debug_assert_eq!(self.tightness(f), 0);
        for k in 0..4 {
            let s = self.seg[f as usize][k];
            self.holder[s as usize] = f;
        }
        self.seen_by(f);
        self.at[f as usize] = self.placed.len() as u32;
        self.placed.push(f);
        self.moved[f as usize] = self.iteration;
        self.log.push((f, true));
        self.wants_look(f);
        self.stats.placements += 1;
    }

    /// Takes the lizard off `f`; the cells it alone saw may take one now, and the lizards
    /// that now alone see a cell may swap.
    fn take(&mut self, f: u32) {
        for k in 0..4 {
            let s = self.seg[f as usize][k];
            self.holder[s as usize] = NONE;
        }
        let i = self.at[f as usize] as usize;
        self.placed.swap_remove(i);
        if let Some(&moved) = self.placed.get(i) {
            self.at[moved as usize] = i as u32;
        }
        self.at[f as usize] = NONE;
        self.moved[f as usize] = self.iteration;
        self.log.push((f, false));
        self.stats.unmarks += 1;
        for k in 0..4 {
            let s = self.seg[f as usize][k];
            for j in self.start[s as usize]..self.start[s as usize + 1] {
                let w = self.members[j as usize];
                if w == f {
                    continue;
                }
                self.seen[w as usize] -= 1;
                self.seer_xor[w as usize] ^= f;
                match self.seen[w as usize] {
                    0 => self.maybe_free.push(w),
                    1 => self.wants_look(self.seer_xor[w as usize]),
                    _ => {}
                }
            }
        }
        self.maybe_free.push(f);
    }

    /// Queues lizard `x` for a look at its swaps.
    fn wants_look(&mut self, x: u32) {
        self.unlooked[x as usize] = true;
        self.maybe_swap.push(x);
    }

    /// Two cells that only `x` sees and that do not see each other, if there are.
    fn swap_for(&mut self, x: u32) -> Option<(u32, u32)> {
        let mut alone = std::mem::take(&mut self.alone);
        alone.clear();
        for &s in &self.seg[x as usize] {
            for &w in self.segment(s) {
                if w != x && self.only_seer(w) == Some(x) {
                    alone.push(w);
                }
            }
        }
        let pair = self.pair_among(&mut alone);
        self.alone = alone;
        pair
    }

    /// Two of `cells` that do not see each other, looked for from a random place, so that
    /// ties do not always go the same way.
    fn pair_among(&mut self, cells: &mut [u32]) -> Option<(u32, u32)> {
        let len = cells.len();
        if len < 2 {
            return None;
        }
        let shift = self.rng.below(len);
        cells.rotate_left(shift);
        cells.iter().enumerate().find_map(|(i, &a)| {
            let b = cells[i + 1..].iter().find(|&&b| !self.sees(a, b))?;
            Some((a, *b))
        })
    }

    /// Free cells first, then (1,2)-swaps, until neither is left or `p` lizards stand.
    /// Returns `Break` when `stop` says so: it is asked every [`LOOK_EVERY`] swaps looked
    /// for, since on a board of a million cells the first pass alone takes a while.
    fn improve(&mut self, p: usize, stop: &mut dyn FnMut() -> bool) -> ControlFlow<()> {
        let mut looked = 0u64;
        loop {
            let mut popped = 0;
            while let Some(f) = self.maybe_free.pop() {
                popped += 1;
                // The first fill pops every free cell of the board.
                if look(popped, stop) {
                    return ControlFlow::Break(());
                }
                if self.at[f as usize] == NONE && self.tightness(f) == 0 {
                    self.place(f);
                }
            }
            if self.placed.len() >= p {
                return ControlFlow::Continue(());
            }
            let Some(x) = self.maybe_swap.pop() else {
                return ControlFlow::Continue(());
            };
            if self.at[x as usize] == NONE || !self.unlooked[x as usize] {
                continue;
            }
            self.unlooked[x as usize] = false;
            looked += 1;
            if looked.is_multiple_of(LOOK_EVERY) && stop() {
                return ControlFlow::Break(());
            }
            if let Some((a, b)) = self.swap_for(x) {
                self.take(x);
                self.place(a);
                self.place(b);
            }
        }
    }

    /// Forces a lizard onto a cell without one: of a few drawn at random, the one the fewest
    /// lizards see, the idlest of those.
    fn perturb(&mut self) {
        let free = self.at.len();
        let mut chosen: Option<(u32, u64, u32)> = None;
        for _ in 0..DRAWS {
            let f = self.rng.below(free) as u32;
            if self.at[f as usize] != NONE {
                continue;
            }
            let key = (self.tightness(f), self.moved[f as usize], f);
            if chosen.is_none_or(|c| key < c) {
                chosen = Some(key);
            }
        }
        let Some((_, _, f)) = chosen else {
            return;
        };
        for k in 0..4 {
            let h = self.holder[self.seg[f as usize][k] as usize];
            if h != NONE {
                self.take(h);
            }
        }
        self.place(f);
    }

    /// Undoes the moves since the last accepted placement.
    fn undo(&mut self) {
        let log = std::mem::take(&mut self.log);
        for &(f, placed) in log.iter().rev() {
            if placed {
                self.take(f);
            } else {
                self.place(f);
            }
        }
        self.log = log;
        self.log.clear();
        self.maybe_free.clear();
        self.maybe_swap.clear();
    }

    fn run<O: Observer>(&mut self, p: usize, observer: &mut O) -> Outcome {
        // Start with the cells on the fewest free cells' lines: they cost the fewest others.
        // Shuffled, then sorted by that count (a counting sort: a board may have a million).
        if observer.stopping() {
            return Outcome::GaveUp;
        }
        let free = self.at.len();
        let mut shuffled: Vec<u32> = (0..free as u32).collect();
        for i in (1..free).rev() {
            if look(i, &mut || observer.stopping()) {
                return Outcome::GaveUp;
            }
            shuffled.swap(i, self.rng.below(i + 1));
        }
        let degree = |f: u32| -> usize {
            self.seg[f as usize]
                .iter()
                .map(|&s| (self.start[s as usize + 1] - self.start[s as usize]) as usize)
                .sum()
        };
        let mut first = vec![0usize; 4 * self.n + 2];
        for (k, &f) in shuffled.iter().enumerate() {
            if look(k + 1, &mut || observer.stopping()) {
                return Outcome::GaveUp;
            }
            first[degree(f) + 1] += 1;
        }
        for d in 1..first.len() {
            first[d] += first[d - 1];
        }
        let mut order = vec![0u32; free];
        for (k, &f) in shuffled.iter().enumerate() {
            if look(k + 1, &mut || observer.stopping()) {
                return Outcome::GaveUp;
            }
            let d = degree(f);
            order[first[d]] = f;
            first[d] += 1;
        }
        order.reverse();
        self.maybe_free = order;
        let stopped = self.improve(p, &mut || observer.stopping()).is_break();
        self.keep_best();
        self.log.clear();
        if stopped {
            return Outcome::GaveUp;
        }
        let mut improved = 0;
        while self.placed.len() < p && self.iteration - improved < self.patience {
            self.iteration += 1;
            self.stats.nodes += 1;
            if self.iteration.is_multiple_of(LOOK_EVERY) && observer.stopping() {
                return Outcome::GaveUp;
            }
            let before = self.placed.len();
            self.perturb();
            if self.improve(p, &mut || observer.stopping()).is_break() {
                // What stands is valid, only perhaps not the best.
                if self.placed.len() > self.best.len() {
                    self.keep_best();
                }
                return Outcome::GaveUp;
            }
            let now = self.placed.len();
            if now > self.best.len() {
                self.keep_best();
                improved = self.iteration;
            } else if now < before {
                let fewer = (before - now) as f64;
                let behind = (self.best.len() - now) as f64;
                if self.rng.unit() >= 1.0 / (1.0 + fewer * behind) {
                    self.undo();
                }
            }
            self.log.clear();
        }
        if self.placed.len() >= p {
            Outcome::Found
        } else {
            Outcome::GaveUp
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::backtrack;
    use crate::validate;

    /// Stops after a fixed number of looks, so a test never hangs.
    struct Looks(u32);

    impl Observer for Looks {
        fn event(&mut self, _: crate::event::Event) -> ControlFlow<()> {
            ControlFlow::Continue(())
        }
        fn stopping(&mut self) -> bool {
            self.0 = self.0.saturating_sub(1);
            self.0 == 0
        }
    }

    /// The largest p the exact search places on `board`.
    fn maximum(board: &Board) -> u32 {
        let mut p = 0;
        while backtrack::solve(board, p + 1, backtrack::Options::default(), &mut ())
            .solution
            .is_some()
        {
            p += 1;
        }
        p
    }

    #[test]
    fn finds_the_maximum_of_small_boards_with_trees() {
        for seed in 0..200 {
            let board = Board::random(
                6 + (seed % 5) as usize,
                0.1 + 0.05 * (seed % 5) as f64,
                seed,
            );
            let most = maximum(&board);
            let search = solve(&board, most, seed, &mut Looks(10_000));
            let lizards = search
                .solution
                .unwrap_or_else(|| panic!("seed {seed}: {most} missed"));
            validate::check(&board, &lizards, most).unwrap();
        }
    }

    /// Past 64 x 64 with half the cells trees, the walk leaves out the barren cells (a good
    /// share of the free ones), and what it places still holds on the whole board: as many
    /// as the walk over every cell places, and none that see each other.
    #[test]
    fn the_walk_without_barren_cells_places_as_many_and_holds_on_the_board() {
        let board = Board::random(80, 0.5, 11);
        let presolved = presolve::with_trees(&board, &mut || false).unwrap();
        assert!(worth_leaving_out(&board, &presolved.barren));
        let every = walk(&board, u32::MAX, 3, false, &mut Looks(5_000)).0;
        let reduced = walk(&board, u32::MAX, 3, true, &mut Looks(5_000)).0;
        validate::check(&board, &reduced, reduced.len() as u32).unwrap();
        assert!(
            reduced.len() >= every.len(),
            "{} < {}",
            reduced.len(),
            every.len()
        );
        // A board of 64 x 64 or less walks every cell: the presolve is not even asked for.
        let small = Board::random(64, 0.5, 11);
        let walk = Walk::reduced(&small, 3, &mut || false).unwrap();
        let free = 64 * 64 - small.tree_count();
        assert_eq!(walk.index.len(), free);
    }

    #[test]
    fn places_exactly_the_lizards_asked_for() {
        for seed in 0..100 {
            let board = Board::random(7, 0.3, seed);
            let most = maximum(&board);
            for p in 1..=most {
                let search = solve(&board, p, seed, &mut Looks(1_000));
                let lizards = search.solution.expect("fewer than the maximum fit");
                validate::check(&board, &lizards, p).unwrap();
            }
        }
    }

    #[test]
    fn gives_up_when_told_and_claims_nothing() {
        let board = Board::random(8, 0.2, 3);
        let most = maximum(&board);
        let search = solve(&board, most + 1, 1, &mut Looks(5));
        assert_eq!(search.outcome, Outcome::GaveUp);
        assert!(search.solution.is_none());
    }

    /// On a board of a million cells setting up and the first fill take tenths of a second
    /// each: told to stop at any of its looks, the walk stops before the first fill is over.
    /// A million cells are 15 looks a pass: the set-up's passes, the shuffle and the sort,
    /// then the fill are all reached.
    #[test]
    fn looks_at_the_clock_while_it_sets_up_and_fills_the_board() {
        let board = Board::random(1000, 0.1, 1);
        // No perturbation: the first fill, whole.
        let fill = most(&board, u32::MAX, 0, 1, &mut ()).len();
        let mut last = 0;
        for looks in (2..120).step_by(6) {
            let placed = most(&board, u32::MAX, u64::MAX, 1, &mut Looks(looks)).len();
            assert!(placed < fill, "{looks} looks: {placed} placed of {fill}");
            last = last.max(placed);
        }
        assert!(last > 0, "the fill was never reached");
    }

    /// The first fill pops every free cell: it looks at the clock on the way, not only once
    /// the swaps begin.
    #[test]
    fn the_first_fill_looks_at_the_clock() {
        let board = Board::random(1000, 0.1, 1);
        let mut walk = Walk::new(&board, 1, None, &mut || false).expect("never told to stop");
        walk.maybe_free = (0..walk.at.len() as u32).collect();
        assert!(walk.improve(usize::MAX, &mut || true).is_break());
        assert!(!walk.placed.is_empty());
        assert!(
            !walk.maybe_free.is_empty(),
            "the fill ran to its end before its first look"
        );
    }

    /// The counts the moves read (how many lizards see a cell, and which one when one does)
    /// are kept as lizards come and go: after a walk of perturbations, swaps and undos they
    /// equal what the four segments' holders say, cell by cell.
    #[test]
    fn each_cell_knows_the_lizards_that_see_it_after_a_walk() {
        for seed in 0..40 {
            let board = Board::random(8 + (seed % 9) as usize, 0.1 * (1 + seed % 4) as f64, seed);
            let mut walk =
                Walk::new(&board, seed, None, &mut || false).expect("never told to stop");
            walk.patience = 50 + seed;
            walk.run(usize::MAX, &mut ());
            assert!(walk.iteration > 0, "seed {seed}: the walk never perturbed");
            for f in 0..walk.at.len() as u32 {
                let seers: Vec<u32> = walk.seg[f as usize]
                    .iter()
                    .map(|&s| walk.holder[s as usize])
                    .filter(|&h| h != NONE && h != f)
                    .collect();
                assert_eq!(
                    walk.tightness(f) as usize,
                    seers.len(),
                    "seed {seed}, cell {f}"
                );
                let only = (seers.len() == 1).then(|| seers[0]);
                assert_eq!(walk.only_seer(f), only, "seed {seed}, cell {f}");
            }
        }
    }

    /// A lizard queued many times is looked at once: the improvement still ends at a local
    /// optimum, where no cell is free and no lizard has a (1,2)-swap.
    #[test]
    fn improving_ends_where_no_cell_is_free_and_no_lizard_can_swap() {
        for seed in 0..40 {
            let board = Board::random(8 + (seed % 9) as usize, 0.1 * (1 + seed % 4) as f64, seed);
            let mut walk =
                Walk::new(&board, seed, None, &mut || false).expect("never told to stop");
            walk.maybe_free = (0..walk.at.len() as u32).collect();
            assert!(walk.improve(usize::MAX, &mut || false).is_continue());
            for _ in 0..3 {
                walk.perturb();
                assert!(walk.improve(usize::MAX, &mut || false).is_continue());
            }
            for f in 0..walk.at.len() as u32 {
                if walk.at[f as usize] == NONE {
                    assert!(walk.tightness(f) > 0, "seed {seed}: cell {f} is free");
                } else {
                    assert_eq!(walk.swap_for(f), None, "seed {seed}: lizard {f} can swap");
                }
            }
        }
    }

    /// Given the barren cells (as on a board past 64 x 64 where they are many), the walk
    /// leaves them out, keeps every other free cell, and holds every forced cell from its
    /// first fill on: no cell it keeps sees one, so nothing ever takes it.
    #[test]
    fn the_walk_leaves_the_barren_cells_out_and_keeps_the_forced_ones() {
        let mut barren_met = 0;
        for seed in 0..40 {
            let board = Board::random(
                8 + (seed % 9) as usize,
                0.3 + 0.05 * (seed % 4) as f64,
                seed,
            );
            let presolved = presolve::with_trees(&board, &mut || false).expect("trees");
            let mut walk = Walk::new(&board, seed, Some(&presolved.barren), &mut || false)
                .expect("never told to stop");
            let free = |i: usize| {
                !board.is_tree(Cell::new((i / board.n()) as u32, (i % board.n()) as u32))
            };
            let kept: Vec<u32> = (0..board.n() * board.n())
                .filter(|&i| free(i) && !presolved.barren[i])
                .map(|i| i as u32)
                .collect();
            assert_eq!(walk.index, kept, "seed {seed}");
            barren_met += presolved.barren_count();
            walk.patience = 30;
            walk.run(usize::MAX, &mut ());
            for (f, &i) in walk.index.iter().enumerate() {
                if presolved.forced[i as usize] {
                    assert_ne!(walk.at[f], NONE, "seed {seed}: forced cell {i} empty");
                }
            }
            let placed: Vec<Cell> = walk.placed.iter().map(|&f| walk.cell(f)).collect();
            validate::check(&board, &placed, placed.len() as u32).unwrap();
        }
        assert!(
            barren_met > 100,
            "the boards had few barren cells: {barren_met}"
        );
    }

    #[test]
    fn more_lizards_than_free_cells_is_proved_by_counting() {
        let board = Board::random(5, 0.5, 1);
        let free = (25 - board.tree_count()) as u32;
        let search = solve(&board, free + 1, 1, &mut ());
        assert_eq!(search.outcome, Outcome::Exhausted);
    }
}

//! Cells the exact search need not branch on, found before it starts.
//!
//! Two lizards see each other exactly when they share a segment, so the cells and the pairs
//! that see each other form a graph, and a placement is an independent set of it. Three
//! reductions from the independent-set literature (and from mixed-integer presolves) keep the
//! maximum of that graph:
//!
//! - **A cell whose neighbours all see one another** (its own segments' cells form a clique):
//!   some maximum holds a lizard there, since any maximum holds at most one of those cells and
//!   can swap it for this one. The cell is *forced* and its neighbours are *barren*.
//! - **A cell `v` that sees `u` and every cell `u` sees**: swap a lizard at `v` for one at `u`
//!   and nothing new is seen, so some maximum leaves `v` empty. It is *barren*.
//! - **An unconfined cell** (Xiao and Nagamochi's rule, which takes in the one before): a
//!   cell that, were it held in every maximum, would force a chain of other cells to be held
//!   until one of them could be swapped out for free ([`unconfined`]). It is barren too.
//!
//! Repeated until none applies, what is left is smaller: on random boards of n = 50 with
//! 50 % trees, 1,253 free cells become 297 forced and 201 still open (the first two rules
//! alone: 230 and 420), and on n = 100 the largest part of what is left
//! ([`residual`](super::residual)) shrinks from 645 open cells to 223 (seed 0) and from
//! 1,147 to 294 (seed 1), with the best of four orders ([`presolve`]). A barren cell is not a
//! tree: lines run through it, it only never holds a lizard. So `p` lizards fit on the board
//! exactly when they fit with a lizard on every forced cell and none on a barren one, and the
//! exact search ([`backtrack`](super::backtrack), with [`Options::presolve`]) leaves barren
//! cells empty, never leaves a forced cell empty, and starts its bounds without the barren
//! cells. The counting searches keep every cell: the reductions keep a maximum, not every
//! placement.
//!
//! [`Options::presolve`]: super::backtrack::Options::presolve

use crate::board::Board;
use crate::solve::joined::Joined;
use crate::solve::segments::Segments;

/// What the reductions left: per cell (row-major), whether it is barren or forced.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Presolved {
    pub barren: Vec<bool>,
    pub forced: Vec<bool>,
}

impl Presolved {
    /// Cells that will hold a lizard in the maximum the search looks for.
    pub fn forced_count(&self) -> usize {
        self.forced.iter().filter(|&&f| f).count()
    }

    /// Cells that will not.
    pub fn barren_count(&self) -> usize {
        self.barren.iter().filter(|&&b| b).count()
    }
}

/// The board's segments as lists of cells, and each cell's four segment ids.
struct Graph {
    /// Per cell (row-major), its four segment ids; 0 for a tree.
    seg: Vec<[u32; 4]>,
    /// The cells of segment `s` are `cells[start[s]..start[s + 1]]`.
    start: Vec<u32>,
    cells: Vec<u32>,
}

impl Graph {
    fn new(board: &Board) -> Self {
        let segments = Segments::new(board);
        let ids = segments.id_end();
        let seg = segments.table();
        let (start, cells) = super::segments::members(&seg, ids, |i| seg[i][0] != 0);
        Self { seg, start, cells }
    }

    fn segment(&self, id: u32) -> &[u32] {
        &self.cells[self.start[id as usize] as usize..self.start[id as usize + 1] as usize]
    }

    /// The size of the largest part of the cells `presolved` leaves open (the open cells on
    /// one segment are in one part), and how many it leaves.
    fn parts(&self, presolved: &Presolved) -> (usize, usize) {
        let cells = self.seg.len();
        let open = |i: usize| self.seg[i][0] != 0 && !presolved.barren[i] && !presolved.forced[i];
        let mut joined = Joined::new(cells);
        for id in 1..self.start.len() - 1 {
            let mut on = self
                .segment(id as u32)
                .iter()
                .filter(|&&i| open(i as usize));
            if let Some(&first) = on.next() {
                for &i in on {
                    joined.union(first as usize, i as usize);
                }
            }
        }
        let mut size = vec![0usize; cells];
        for i in (0..cells).filter(|&i| open(i)) {
            size[joined.find(i)] += 1;
        }
        let open_cells = (0..cells).filter(|&i| open(i)).count();
        (size.into_iter().max().unwrap_or(0), open_cells)
    }

    /// Whether two cells share a segment (a cell sees itself).
    fn see(&self, a: u32, b: u32) -> bool {
        let (x, y) = (&self.seg[a as usize], &self.seg[b as usize]);
        (0..4).any(|k| x[k] == y[k])
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum State {
    Open,
    Barren,
    Forced,
}

/// The reductions on a board with trees, as both the exact search and `max`'s first bound
/// take them (so that their fits are one on the shelf of [`fitted`](super::fitted)); `None`
/// on a board without, where every cell is like every other and nothing reduces. A board's
/// reductions run to their end are kept for its next search ([`kept`]): `max` asks about one
/// count after another.
pub fn with_trees(board: &Board, give_up: &mut dyn FnMut() -> bool) -> Option<Presolved> {
    if !board.has_trees() {
        return None;
    }
    if let Some(found) = kept::take(board) {
        return Some(found);
    }
    let mut cut = false;
    let presolved = presolve(board, &mut || {
        cut = cut || give_up();
        cut
    });
    if !cut {
        kept::keep(board, &presolved);
    }
    Some(presolved)
}

/// The orders in which [`presolve`] tries the cells, each a way to break the ties the rules
/// leave (of two cells that see the same cells, which goes): row by row from the last cell
/// or the first, column by column from the last or the first.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Order {
    LastRow,
    FirstRow,
    LastColumn,
    FirstColumn,
}

impl Order {
    const ALL: [Order; 4] = [
        Order::LastRow,
        Order::FirstRow,
        Order::LastColumn,
        Order::FirstColumn,
    ];

    /// The cells in the order they are popped from the end of a queue.
    fn arrange(self, queue: &mut [u32], n: usize) {
        let by_column = |i: u32| (i as usize % n) * n + i as usize / n;
        match self {
            Order::LastRow => {}
            Order::FirstRow => queue.reverse(),
            Order::LastColumn => queue.sort_by_key(|&i| by_column(i)),
            Order::FirstColumn => queue.sort_by_key(|&i| std::cmp::Reverse(by_column(i))),
        }
    }
}

/// The reductions on `board`, each cell looked at again when a cell on one of its segments
/// leaves, until none is left to look at or `give_up` says so (any prefix of them is as sound
/// as all of them), in each [`Order`]: the one whose largest part of open
/// cells ([`residual`](super::residual)) is the smallest, then whichever leaves fewest open
/// cells. The rules do not lead to one end whatever the order: on n = 100 with 50 % trees
/// (seed 1) the largest part has 458, 294, 301 or 347 open cells by order; with the part of
/// 294, `max` settles the board in 0.4 s, where the exact search takes 24 s over the part of
/// 458 alone.
pub fn presolve(board: &Board, give_up: &mut dyn FnMut() -> bool) -> Presolved {
    let graph = Graph::new(board);
    let mut best: Option<(usize, usize, Presolved)> = None;
    for order in Order::ALL {
        let presolved = reduce(&graph, board.n(), give_up, true, order);
        let (largest, open) = graph.parts(&presolved);
        if best
            .as_ref()
            .is_none_or(|(l, o, _)| (largest, open) < (*l, *o))
        {
            best = Some((largest, open, presolved));
        }
        if give_up() {
            break;
        }
    }
    best.map(|(_, _, presolved)| presolved)
        .unwrap_or_else(|| reduce(&graph, board.n(), &mut || true, true, Order::LastRow))
}

/// The reductions in one `order` (`n`: the board's side), with or without the [`unconfined`]
/// rule.
fn reduce(
    graph: &Graph,
    n: usize,
    give_up: &mut dyn FnMut() -> bool,
    unconfining: bool,
    order: Order,
) -> Presolved {
    let cells = graph.seg.len();
    let mut state: Vec<State> = (0..cells)
        .map(|i| {
            if graph.seg[i][0] == 0 {
                State::Barren
            } else {
                State::Open
            }
        })
        .collect();
    let trees: Vec<bool> = state.iter().map(|&s| s == State::Barren).collect();
    let mut queued: Vec<bool> = trees.iter().map(|&t| !t).collect();
    let mut queue: Vec<u32> = (0..cells as u32).filter(|&i| queued[i as usize]).collect();
    order.arrange(&mut queue, n);
    // Each open neighbour of `u`, tagged with the family of the segment it shares with `u`,
    // family by family: those of family `k` are `around[from[k]..from[k + 1]]`.
    let mut around: Vec<(u32, usize)> = Vec::new();
    let mut from = [0usize; 5];
    // Open cells on each segment.
    let mut open: Vec<u32> = graph.start.windows(2).map(|w| w[1] - w[0]).collect();
    let mut looked = 0u32;
    let mut marks = Marks::new(cells);
    while let Some(u) = queue.pop() {
        queued[u as usize] = false;
        if state[u as usize] != State::Open {
            continue;
        }
        looked += 1;
        if looked.is_multiple_of(256) && give_up() {
            break;
        }
        // A cell off a line sees at most three cells of it (one on each of its other lines),
        // so a family of `u` with more than three open neighbours rules out every neighbour
        // of another family, and `u` itself: with two such families, nothing applies (the
        // open board's every cell, found without a walk along its lines).
        let seg = graph.seg[u as usize];
        if seg.iter().filter(|&&id| open[id as usize] > 4).count() >= 2 {
            continue;
        }
        around.clear();
        for (k, &id) in graph.seg[u as usize].iter().enumerate() {
            from[k] = around.len();
            around.extend(
                graph
                    .segment(id)
                    .iter()
                    .filter(|&&v| v != u && state[v as usize] == State::Open)
                    .map(|&v| (v, k)),
            );
        }
        from[4] = around.len();
        // Cells on one segment of `u` see each other: only pairs across two segments ask,
        // and on an open board the first of them says no.
        let sees_all = |v: u32, k: usize| {
            (0..4).filter(|&j| j != k).all(|j| {
                around[from[j]..from[j + 1]]
                    .iter()
                    .all(|&(w, _)| graph.see(v, w))
            })
        };
        let mut left = if around.iter().all(|&(v, k)| sees_all(v, k)) {
            state[u as usize] = State::Forced;
            for id in seg {
                open[id as usize] -= 1;
            }
            around.iter().map(|&(v, _)| v).collect::<Vec<_>>()
        } else {
            around
                .iter()
                .filter(|&&(v, k)| sees_all(v, k))
                .map(|&(v, _)| v)
                .collect()
        };
        if unconfining
            && left.is_empty()
            && state[u as usize] == State::Open
            && unconfined(graph, &state, u, &mut marks)
        {
            left.push(u);
        }
        for &v in &left {
            state[v as usize] = State::Barren;
            for &id in &graph.seg[v as usize] {
                open[id as usize] -= 1;
            }
        }
        // What the cells that left saw has changed: look at those again.
        for &v in &left {
            for &id in &graph.seg[v as usize] {
                for &w in graph.segment(id) {
                    if state[w as usize] == State::Open && !queued[w as usize] {
                        queued[w as usize] = true;
                        queue.push(w);
                    }
                }
            }
        }
    }
    Presolved {
        barren: (0..cells)
            .map(|i| state[i] == State::Barren && !trees[i])
            .collect(),
        forced: state.iter().map(|&s| s == State::Forced).collect(),
    }
}

/// The reductions of the last boards, as [`with_trees`] found them.
mod kept {
    use std::sync::Mutex;

    use super::Presolved;
    use crate::board::Board;

    /// How many boards' reductions are kept: a board and its transposed twin, which the race
    /// of [`decide`](crate::solve::decide) searches side by side, and the parts of each that
    /// trees cut apart ([`split`](crate::solve::split)), each presolved as a board.
    const KEPT: usize = 8;

    static KEPT_BOARDS: Mutex<Vec<(Board, Presolved)>> = Mutex::new(Vec::new());

    pub(super) fn take(board: &Board) -> Option<Presolved> {
        // A poisoned lock only means another search panicked: the list itself is whole.
        let kept = KEPT_BOARDS.lock().unwrap_or_else(|e| e.into_inner());
        kept.iter()
            .find(|(b, _)| b == board)
            .map(|(_, p)| p.clone())
    }

    pub(super) fn keep(board: &Board, presolved: &Presolved) {
        let mut kept = KEPT_BOARDS.lock().unwrap_or_else(|e| e.into_inner());
        kept.retain(|(b, _)| b != board);
        kept.insert(0, (board.clone(), presolved.clone()));
        kept.truncate(KEPT);
    }

    pub(super) fn forget() {
        KEPT_BOARDS
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clear();
    }
}

/// Lets every kept presolve go (see [`with_trees`]).
pub(super) fn forget() {
    kept::forget();
}

/// The most cells [`unconfined`] gathers before it gives up on a cell.
const CONFINING: usize = 8;

/// Which cells [`unconfined`] has gathered, and which they see: a cell is in when its stamp
/// is the current one, so a new look starts without clearing.
struct Marks {
    gathered: Vec<u32>,
    near: Vec<u32>,
    stamp: u32,
}

impl Marks {
    fn new(cells: usize) -> Self {
        Self {
            gathered: vec![0; cells],
            near: vec![0; cells],
            stamp: 0,
        }
    }
}

/// The open cells that `u` sees. Two cells share at most one line, so none comes twice.
fn neighbours<'a>(graph: &'a Graph, state: &'a [State], u: u32) -> impl Iterator<Item = u32> + 'a {
    graph.seg[u as usize]
        .iter()
        .flat_map(move |&id| graph.segment(id).iter().copied())
        .filter(move |&w| w != u && state[w as usize] == State::Open)
}

/// Whether `v` is *unconfined* (Xiao and Nagamochi's rule, which takes in the second
/// reduction): some maximum leaves it empty. Suppose every maximum holds `v`, and gather in
/// `S` cells every maximum would then hold, from `{v}`. Take a neighbour `u` of `S` that
/// sees exactly one cell `s` of `S`. If `u` sees nothing outside `S` and its neighbours,
/// swapping `s` for `u` in a maximum leaves a maximum without `s`: a contradiction, so `v` is
/// unconfined. If `u` sees exactly one cell `w` outside, every maximum must hold `w` (or the
/// same swap works), so `w` joins `S`. When neither applies to any `u`, or `S` has grown past
/// [`CONFINING`] cells, the rule says nothing.
fn unconfined(graph: &Graph, state: &[State], v: u32, marks: &mut Marks) -> bool {
    marks.stamp = marks.stamp.wrapping_add(1);
    if marks.stamp == 0 {
        marks.gathered.fill(0);
        marks.near.fill(0);
        marks.stamp = 1;
    }
    let stamp = marks.stamp;
    let mut gathered = vec![v];
    let gather = |w: u32, marks: &mut Marks| {
        marks.gathered[w as usize] = stamp;
        marks.near[w as usize] = stamp;
        for x in neighbours(graph, state, w) {
            marks.near[x as usize] = stamp;
        }
    };
    gather(v, marks);
    while gathered.len() <= CONFINING {
        let mut next = None;
        for &s in &gathered {
            for u in neighbours(graph, state, s) {
                if marks.gathered[u as usize] == stamp
                    || gathered.iter().filter(|&&x| graph.see(u, x)).count() != 1
                {
                    continue;
                }
                let mut outside =
                    neighbours(graph, state, u).filter(|&w| marks.near[w as usize] != stamp);
                match (outside.next(), outside.next()) {
                    (None, _) => return true,
                    (Some(w), None) => next = next.or(Some(w)),
                    _ => {}
                }
            }
        }
        let Some(w) = next else {
            return false;
        };
        gathered.push(w);
        gather(w, marks);
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The most cells from `from` on, no two on one segment, none barren and every forced
    /// one taken (`None`: a forced cell could not be); without `presolved`, any cells.
    fn brute(
        graph: &Graph,
        presolved: Option<&Presolved>,
        from: usize,
        taken: &mut Vec<u32>,
    ) -> Option<u32> {
        let Some(cell) = (from..graph.seg.len()).find(|&c| graph.seg[c][0] != 0) else {
            return Some(0);
        };
        let barren = presolved.is_some_and(|p| p.barren[cell]);
        let forced = presolved.is_some_and(|p| p.forced[cell]);
        let free = graph.seg[cell].iter().all(|s| !taken.contains(s));
        let mut best = if forced {
            None
        } else {
            brute(graph, presolved, cell + 1, taken)
        };
        if free && !barren {
            taken.extend(graph.seg[cell]);
            let with = brute(graph, presolved, cell + 1, taken).map(|m| m + 1);
            taken.truncate(taken.len() - 4);
            best = best.max(with);
        }
        best
    }

    #[test]
    fn the_reductions_keep_the_maximum_on_small_boards() {
        let (mut barren, mut forced) = (0, 0);
        for seed in 0..400u64 {
            let n = 4 + (seed % 4) as usize;
            let board = Board::random(n, 0.15 + 0.1 * (seed % 5) as f64, seed);
            let graph = Graph::new(&board);
            let all = brute(&graph, None, 0, &mut Vec::new());
            let each = Order::ALL
                .map(|order| reduce(&graph, n, &mut || false, true, order))
                .to_vec();
            let chosen = presolve(&board, &mut || false);
            assert!(each.contains(&chosen), "seed {seed}");
            for presolved in &each {
                barren += presolved.barren_count();
                forced += presolved.forced_count();
                for i in 0..n * n {
                    let tree = board.tree_flags()[i];
                    assert!(!(presolved.barren[i] && presolved.forced[i]), "seed {seed}");
                    assert!(
                        !(tree && (presolved.barren[i] || presolved.forced[i])),
                        "seed {seed}"
                    );
                }
                let kept = brute(&graph, Some(presolved), 0, &mut Vec::new());
                assert_eq!(kept, all, "seed {seed}");
            }
        }
        assert!(
            barren > 1000 && forced > 500,
            "the reductions hardly applied: {barren}, {forced}"
        );
    }

    #[test]
    fn unconfined_cells_go_too_and_every_maximum_stays() {
        use crate::solve::backtrack::{self, Options};
        let mut taken = [0usize; 2];
        for seed in 0..120u64 {
            let n = 9 + (seed % 5) as usize;
            let board = Board::random(n, 0.35 + 0.05 * (seed % 4) as f64, 3_000 + seed);
            let maximum = crate::solve::max::exact_maximum(&board);
            for (k, unconfining) in [false, true].into_iter().enumerate() {
                let graph = Graph::new(&board);
                let reduced = reduce(&graph, n, &mut || false, unconfining, Order::LastRow);
                taken[k] += reduced.barren_count() + reduced.forced_count();
                let fits = |p: u32| {
                    let search =
                        backtrack::solve_reduced(&board, p, Options::default(), &reduced, &mut ());
                    if let Some(cells) = &search.solution {
                        crate::validate::check(&board, cells, p).expect("a valid placement");
                    }
                    search.outcome == crate::event::Outcome::Found
                };
                assert!(fits(maximum), "seed {seed}, unconfining {unconfining}");
                assert!(!fits(maximum + 1), "seed {seed}, unconfining {unconfining}");
            }
        }
        assert!(
            taken[1] > taken[0] + taken[0] / 10,
            "the rule hardly adds: {taken:?}"
        );
    }

    #[test]
    fn the_exact_search_decides_every_count_as_it_does_without() {
        use crate::solve::backtrack::{self, Options};
        let mut nodes = [0u64; 2];
        for seed in 0..150u64 {
            let n = 5 + (seed % 5) as usize;
            let board = Board::random(n, 0.1 + 0.1 * (seed % 4) as f64, 1000 + seed);
            for p in 1..=2 * n as u32 {
                let plain = backtrack::solve(&board, p, Options::default(), &mut ());
                let reduced = backtrack::solve(&board, p, Options::deciding(), &mut ());
                assert_eq!(reduced.outcome, plain.outcome, "seed {seed}, p = {p}");
                if let Some(cells) = &reduced.solution {
                    crate::validate::check(&board, cells, p).expect("a valid placement");
                }
                nodes[0] += plain.stats.nodes;
                nodes[1] += reduced.stats.nodes;
            }
        }
        assert!(nodes[1] < nodes[0], "no node saved: {nodes:?}");
    }
}

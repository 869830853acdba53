//! Splitting a board into independent parts.
//!
//! Two free cells interact only through a segment (a tree-free run of a row, a column, a
//! diagonal or an anti-diagonal) they share. Join every free cell to its free neighbours on
//! the four lines (left, up, up-left, up-right) and the board falls into *parts* that no
//! segment connects: trees cut every line between them. A lizard in one part never sees a
//! lizard in another, so the maximum of the whole is the sum of the parts' maxima, and `p`
//! lizards fit exactly when they can be shared out among the parts, each taking at most its
//! own maximum.
//!
//! The exact search on the whole board knows nothing of this: a dead end in the last part
//! sends it back through every combination of the parts before. Part by part, each is solved
//! once. When every part but the largest is small ([`helps`]), `solve`'s exact search
//! ([`exact`]) proves their maxima, then searches the largest part for the lizards left; the
//! sums of the parts' lower and upper bounds may answer before that. Annealing beside it still
//! anneals the whole board. `max` measures every part and adds them up.
//!
//! Only the headless commands split; the app's lesson searches the whole board as the
//! article does, and no event tells of a split.

use std::time::{Duration, Instant};

use crate::board::{Board, Cell};
use crate::event::{Observer, Outcome};
use crate::solve::decide::Stopper;
use crate::solve::joined::Joined;
use crate::solve::matching::MatchingBound;
use crate::solve::max::{self, Bounds, Maximum};
use crate::solve::presolve::Presolved;
use crate::solve::segments::Segments;
use crate::solve::{Search, Stats, backtrack};

/// The largest board that is looked at for parts: the join costs a pass over every cell, and
/// larger boards are the open ones that the first descent decides at once.
pub const MAX_N: usize = 128;

/// One part of a board: its cells alone on a square board of their own, and where that
/// board's top-left corner sits on the whole board. A part cut out by trees keeps its free
/// cells and makes everything else a tree; a part of what a presolve left also keeps, as
/// barren cells, the cells its lines run through.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Part {
    pub board: Board,
    pub top: u32,
    pub left: u32,
    /// For a part of what a presolve left ([`residual`](super::residual)): the cells of
    /// `board` that carry the part's lines but hold no lizard. `None` for a part cut out by
    /// trees, whose every free cell is its own.
    pub reduced: Option<Presolved>,
}

impl Part {
    /// A cell of the part's board, on the whole board.
    pub fn placed(&self, cell: Cell) -> Cell {
        Cell::new(cell.row + self.top, cell.col + self.left)
    }

    /// The exact search of the part for `lizards` lizards: with its barren cells left empty,
    /// or (a part cut out by trees) as the whole board's would go, its own presolve's parts
    /// one by one.
    pub fn solve<O: Observer>(&self, lizards: u32, stopper: &mut O) -> Search {
        match &self.reduced {
            Some(reduced) => backtrack::solve_reduced(
                &self.board,
                lizards,
                backtrack::Options::deciding(),
                reduced,
                stopper,
            ),
            None => super::residual::solve(&self.board, lizards, stopper),
        }
    }

    /// The matching bound of the part, without its barren cells: fitted until `give_up` says so.
    fn matching_bound(&self, give_up: &mut dyn FnMut() -> bool) -> u32 {
        let barren = self.reduced.as_ref().map(|r| &r.barren[..]);
        MatchingBound::until_without(&self.board, barren, give_up).board_bound_now()
    }

    /// Whether the cell (row-major on the part's board) may hold a lizard.
    pub(crate) fn open(&self, i: usize) -> bool {
        !self.board.tree_flags()[i] && !self.reduced.as_ref().is_some_and(|r| r.barren[i])
    }

    /// The cells that may hold a lizard.
    fn open_cells(&self) -> usize {
        let side = self.board.n();
        (0..side * side).filter(|&i| self.open(i)).count()
    }
}

/// The parts of `board`, largest first; a single part (or none, for a board of trees only)
/// when it does not split or is larger than [`MAX_N`].
pub fn parts(board: &Board) -> Vec<Part> {
    let n = board.n();
    if n > MAX_N {
        return Vec::new();
    }
    let trees = board.tree_flags();
    let mut joined = Joined::new(n * n);
    for r in 0..n {
        for c in 0..n {
            let i = r * n + c;
            if trees[i] {
                continue;
            }
            let mut join = |j: usize| {
                if !trees[j] {
                    joined.union(i, j);
                }
            };
            if c > 0 {
                join(i - 1);
            }
            if r > 0 {
                join(i - n);
                if c > 0 {
                    join(i - n - 1);
                }
                if c + 1 < n {
                    join(i - n + 1);
                }
            }
        }
    }
    let mut by_root = joined.groups((0..n * n).filter(|&i| !trees[i]));
    if by_root.len() == 1 {
        return vec![Part {
            board: board.clone(),
            top: 0,
            left: 0,
            reduced: None,
        }];
    }
    by_root.sort_by_key(|cells| std::cmp::Reverse(cells.len()));
    by_root.iter().map(|cells| part_of(n, cells)).collect()
}

/// The smallest square around `cells` (row-major indices on a board of side `n`): its top
/// row, its left column and its side. It may reach past the board's bottom or right edge.
pub(super) fn square(n: usize, cells: &[usize]) -> (usize, usize, usize) {
    let rows = || cells.iter().map(|&i| i / n);
    let cols = || cells.iter().map(|&i| i % n);
    let (top, bottom) = (rows().min().unwrap_or(0), rows().max().unwrap_or(0));
    let (left, right) = (cols().min().unwrap_or(0), cols().max().unwrap_or(0));
    (top, left, (bottom - top).max(right - left) + 1)
}

/// The square board around `cells` (row-major indices on a board of side `n`), trees elsewhere.
fn part_of(n: usize, cells: &[usize]) -> Part {
    let (top, left, side) = square(n, cells);
    let mut trees = vec![true; side * side];
    for &i in cells {
        trees[(i / n - top) * side + (i % n - left)] = false;
    }
    Part {
        board: Board::from_trees(side, trees),
        top: top as u32,
        left: left as u32,
        reduced: None,
    }
}

/// The most open cells a part other than the largest may have for [`decide`] to split: the
/// smaller parts' maxima are proved outright, which is quick only for small parts.
pub const SMALL_PART: usize = 128;

/// Whether the exact search goes part by part: the board splits, and every part but the
/// largest is small, so that proving their maxima is quick.
pub fn helps(parts: &[Part]) -> bool {
    parts.len() > 1
        && parts[1..]
            .iter()
            .all(|part| part.open_cells() <= SMALL_PART)
}

/// The exact search on a board that `parts` (largest first) make up, for `lizards` lizards:
/// the small parts' maxima are proved first (smallest first), then the largest part is
/// searched for the lizards they leave. Stops when `stopper` says so (outcome
/// [`Outcome::Cancelled`]), as the whole board's search would.
pub fn exact<O: Observer>(parts: &[Part], lizards: u32, stopper: &mut O) -> Search {
    let mut known: Vec<Maximum> = parts.iter().map(first_bounds).collect();
    let mut stats = Stats::default();
    let settled = |known: &[Maximum]| {
        let lower: u64 = known.iter().map(|m| u64::from(m.lizards)).sum();
        let upper: u64 = known.iter().map(|m| u64::from(m.upper)).sum();
        if lower >= u64::from(lizards) {
            Some(Outcome::Found)
        } else if upper < u64::from(lizards) {
            Some(Outcome::Exhausted)
        } else {
            None
        }
    };
    let mut outcome = settled(&known);
    for k in (1..parts.len()).rev() {
        if outcome.is_some() || known[k].proved() {
            continue;
        }
        if stopper.stopping() {
            outcome = Some(Outcome::Cancelled);
            continue;
        }
        let found = small_maximum(&parts[k], &known[k], stopper);
        max::add(&mut stats, &found.stats);
        let proved = found.proved();
        known[k] = found;
        outcome = settled(&known);
        if outcome.is_none() && !proved {
            outcome = Some(Outcome::Cancelled);
        }
    }
    let outcome = outcome.unwrap_or_else(|| {
        // The small parts hold exactly `rest`; the largest must hold the others.
        let rest: u32 = known[1..].iter().map(|m| m.lizards).sum();
        let search = parts[0].solve(lizards - rest, stopper);
        max::add(&mut stats, &search.stats);
        if let Some(cells) = search.solution {
            known[0].lizards = cells.len() as u32;
            known[0].placement = cells;
        }
        search.outcome
    });
    Search::first(outcome, || shared_out(parts, &known, lizards), stats)
}

/// The maximum of the board that `parts` make up: the sum of theirs, by `deadline`.
/// `progress` hears the whole board's bounds (the sums of the parts') as each part settles.
pub fn maximum(
    parts: &[Part],
    deadline: Option<Instant>,
    progress: &mut dyn FnMut(Bounds),
) -> Maximum {
    let mut known: Vec<Maximum> = parts.iter().map(first_bounds).collect();
    let mut stats = Stats::default();
    let mut tell = |known: &[Maximum]| {
        progress(Bounds {
            lower: known.iter().map(|m| m.lizards).sum(),
            upper: known.iter().map(|m| m.upper).sum(),
            asking: None,
        })
    };
    tell(&known);
    // Smallest first: the small parts settle at once, whatever the largest leaves of the budget.
    for (k, part) in parts.iter().enumerate().rev() {
        if known[k].proved() {
            continue;
        }
        let found = if part.open_cells() <= SMALL_PART || part.reduced.is_some() {
            small_maximum(part, &known[k], &mut Stopper::at(deadline))
        } else {
            let budget = deadline.map(|d| d.saturating_duration_since(Instant::now()));
            max::maximum(&part.board, budget, |_| {})
        };
        max::add(&mut stats, &found.stats);
        if found.lizards > known[k].lizards {
            known[k].lizards = found.lizards;
            known[k].placement = found.placement;
        }
        if found.upper < known[k].upper {
            known[k].upper = found.upper;
            known[k].by_mip = found.by_mip;
        }
        tell(&known);
    }
    let lizards = known.iter().map(|m| m.lizards).sum();
    Maximum {
        lizards,
        placement: shared_out(parts, &known, lizards),
        upper: known.iter().map(|m| m.upper).sum(),
        stats,
        by_mip: known.iter().any(|m| m.by_mip),
    }
}

/// A bound of the board that `parts` (largest first) make up, by `deadline`: the largest
/// part's matching bound, and the maximum of each of the others, proved (smallest first) as
/// [`exact`] proves them, and kept for it; its matching bound where the proof is cut short.
/// Measured, that is tighter than the whole board's matching bound (n = 100 with 50 % trees,
/// seed 1, with the presolve's first two rules: 1,529 where the whole board's was 1,534),
/// and it depends on how far the proofs got, so on the clock. The proofs get [`PROVING`] at most: a
/// bound is a start, and a part whose proof is cut short is proved by the search.
pub fn upper(parts: &[Part], deadline: Option<Instant>) -> u32 {
    let proving = Instant::now().checked_add(PROVING);
    let until = match (deadline, proving) {
        (Some(deadline), Some(proving)) => Some(deadline.min(proving)),
        (deadline, proving) => deadline.or(proving),
    };
    let mut stopper = Stopper::at(until);
    let mut late = || super::clock::past(deadline);
    let mut bound = 0;
    for (k, part) in parts.iter().enumerate().rev() {
        if k > 0 {
            let found = small_maximum(part, &first_bounds(part), &mut stopper);
            if found.proved() {
                bound += found.lizards;
                continue;
            }
        }
        bound += part.matching_bound(&mut late);
    }
    bound
}

/// How long [`upper`] proves the maxima of the parts but the largest.
const PROVING: Duration = Duration::from_secs(1);

/// The maximum of a small part, by the exact search alone from what is `known`: one count
/// more at a time until it refuses one. Small parts are decided in microseconds, where a race
/// with annealing would cost a thread and its tables for each count. A maximum proved before
/// is taken from those kept (`proved`).
fn small_maximum<O: Observer>(part: &Part, known: &Maximum, stopper: &mut O) -> Maximum {
    if let Some(proved) = proved::take(part) {
        return proved;
    }
    let found = climbed(part, known, stopper);
    if found.proved() {
        proved::keep(part, &found);
    }
    found
}

fn climbed<O: Observer>(part: &Part, known: &Maximum, stopper: &mut O) -> Maximum {
    let mut found = known.clone();
    while found.lizards < found.upper {
        let p = found.lizards + 1;
        let search = part.solve(p, stopper);
        max::add(&mut found.stats, &search.stats);
        match (search.solution, search.outcome) {
            (Some(placement), _) => {
                found.lizards = p;
                found.placement = placement;
            }
            (None, Outcome::Exhausted) => found.upper = p - 1,
            _ => break,
        }
    }
    found
}

/// What is known of a part before any search: a greedy fill (each open cell in turn that no
/// lizard sees), and the number of its row or column segments that hold an open cell,
/// whichever is fewer (each lizard needs one of each). Counting is a pass over the cells; the
/// exact search's own bounds do the rest, and can be stopped.
fn first_bounds(part: &Part) -> Maximum {
    let segments = Segments::new(&part.board);
    let mut taken = vec![false; segments.id_end()];
    let (mut rows, mut cols) = (
        vec![false; segments.id_end()],
        vec![false; segments.id_end()],
    );
    let side = part.board.n();
    let mut placement = Vec::new();
    for i in (0..side * side).filter(|&i| part.open(i)) {
        let ids = segments.ids(i);
        rows[ids[0] as usize] = true;
        cols[ids[1] as usize] = true;
        if ids.iter().all(|&id| !taken[id as usize]) {
            ids.iter().for_each(|&id| taken[id as usize] = true);
            placement.push(Cell::new((i / side) as u32, (i % side) as u32));
        }
    }
    let count = |flags: &[bool]| flags.iter().filter(|&&f| f).count() as u32;
    Maximum {
        lizards: placement.len() as u32,
        upper: count(&rows).min(count(&cols)).max(placement.len() as u32),
        placement,
        stats: Stats::default(),
        by_mip: false,
    }
}

/// The maxima of parts proved by [`small_maximum`], kept for the next question about a board
/// they are parts of: `max` asks the exact search about one count after another on one board,
/// and a board the presolve leaves in parts (n = 100 with 50 % trees: 22 of them) had each of
/// its smaller parts' maxima proved again for every count, and each part's clique weights
/// fitted again, which sent the largest part's fit off the shelf of kept fits.
mod proved {
    use std::sync::Mutex;

    use super::{Maximum, Part};
    use crate::solve::Stats;

    /// How many parts' maxima are kept: the most recently kept first.
    const KEPT: usize = 64;

    static PROVED: Mutex<Vec<(Part, Maximum)>> = Mutex::new(Vec::new());

    /// The maximum proved before for a part of this very board and cells, without the work
    /// it took (done once, counted once).
    pub(super) fn take(part: &Part) -> Option<Maximum> {
        // A poisoned lock only means another search panicked: the list itself is whole.
        let mut kept = PROVED.lock().unwrap_or_else(|e| e.into_inner());
        let at = kept.iter().position(|(p, _)| same(p, part))?;
        // The most recently used stays the last to go.
        let found = kept.remove(at);
        let maximum = Maximum {
            stats: Stats::default(),
            ..found.1.clone()
        };
        kept.insert(0, found);
        Some(maximum)
    }

    pub(super) fn keep(part: &Part, found: &Maximum) {
        let mut kept = PROVED.lock().unwrap_or_else(|e| e.into_inner());
        kept.retain(|(p, _)| !same(p, part));
        kept.insert(0, (part.clone(), found.clone()));
        kept.truncate(KEPT);
    }

    pub(super) fn forget() {
        PROVED.lock().unwrap_or_else(|e| e.into_inner()).clear();
    }

    /// The same cells: a maximum is in the part's own cells, wherever it sits.
    fn same(a: &Part, b: &Part) -> bool {
        a.board == b.board && a.reduced == b.reduced
    }
}

/// Lets every kept maximum of a part go.
pub(super) fn forget() {
    proved::forget();
}

/// `lizards` lizards on the whole board, taken from the parts' placements in turn.
fn shared_out(parts: &[Part], found: &[Maximum], lizards: u32) -> Vec<Cell> {
    let mut cells: Vec<Cell> = parts
        .iter()
        .zip(found)
        .flat_map(|(part, m)| m.placement.iter().map(|&c| part.placed(c)))
        .take(lizards as usize)
        .collect();
    cells.sort();
    cells
}

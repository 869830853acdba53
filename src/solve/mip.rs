//! The board as a mixed-integer program, solved by HiGHS (the `mip` cargo feature).
//!
//! One 0/1 variable per free cell, at most one on every segment of the four directions
//! ([`Segments`]), the sum maximised: the model CP-SAT gets in `scripts/cpsat.py`, over the
//! cells [`presolve`](super::presolve) leaves open, its forced cells counted beside the
//! model (HiGHS's own presolve has no unconfined rule; on n = 50 with 40 % trees the maximum
//! comes in half the time). What HiGHS
//! brings that the exact search lacks is at the root: its presolve drops cells that some
//! maximum never needs (a cell whose every neighbour also sees a cell of its own segment), and
//! its cuts (odd cycles, zero-half) close the gap its LP leaves. On random boards of n = 50 and
//! 100 with 40 and 50 % trees that proves maxima in seconds where the matchings and clique
//! weights stop 2 to 14 lizards above the most placed (`docs/exact-search.md`).
//!
//! Its proofs rest on floating-point LPs with tolerances, not on the exact counting of the
//! other bounds: one reason it is a feature, off by default. What can be checked is: a
//! placement is used only once validated on the board; a bound is the solver's dual bound
//! rounded down (its own tolerance), and one below a checked placement, or from a run that
//! ended in an error, is no claim at all.
//!
//! The solver is C++ in its own threads' stack; it is stopped through its interrupt callback,
//! which reads the race's stop flag, and it publishes its bounds there as it goes.

use std::ffi::{c_char, c_int, c_void};
use std::num::NonZeroU32;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::time::{Duration, Instant};

use highs::{HighsModelStatus, HighsSolutionStatus, RowProblem, Sense};

use crate::board::{Board, Cell};
use crate::solve::segments::Segments;

/// The most free cells a board may have for the solver to join: its model grows with the
/// cells (100 x 100 with 10 % trees has 9,000), and on larger boards building it costs more
/// than the local search and the exact search need to answer.
pub const MAX_CELLS: usize = 12_000;

/// The least time a run must have before its deadline, or it does not start: building the
/// model, presolve and the first LP on a big board take a fraction of a second the solver
/// cannot be stopped in, and decide nothing in less.
pub const LEAST: Duration = Duration::from_millis(500);

/// Whether the solver joins the race on `board`: boards with trees of at most [`MAX_CELLS`]
/// free cells (without trees the board is N-Queens, which annealing solves at once).
pub fn joins(board: &Board) -> bool {
    board.has_trees() && board.n() * board.n() - board.tree_count() <= MAX_CELLS
}

/// Where the solver stands while it runs, read by other threads.
#[derive(Debug)]
pub struct Progress {
    /// The most lizards its best placement holds.
    pub placed: AtomicU32,
    /// No placement holds more (`u32::MAX` until its first LP).
    pub bound: AtomicU32,
}

impl Default for Progress {
    fn default() -> Self {
        Self {
            placed: AtomicU32::new(0),
            bound: AtomicU32::new(u32::MAX),
        }
    }
}

/// How a run ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Answer {
    /// Its best placement (valid on the board; empty if it found none).
    pub placement: Vec<Cell>,
    /// No placement holds more than this; equal to the placement's size when it proved it.
    pub bound: u32,
}

impl Answer {
    /// Whether the run settled the maximum.
    pub fn proved(&self) -> bool {
        self.placement.len() as u32 == self.bound
    }
}

/// What the interrupt callback reads and writes.
struct Watch<'a> {
    stop: &'a AtomicBool,
    /// Lizards the model does not hold: the presolve's forced cells.
    forced: u32,
    deadline: Option<Instant>,
    /// Stop as soon as this many are placed or proved not to fit.
    enough: Option<u32>,
    progress: &'a Progress,
}

impl Watch<'_> {
    /// Takes the solver's bounds (its objective is minus the lizards) and says whether to stop.
    /// Only the bound is published: a count of placed lizards is published once its
    /// placement is checked, at the end.
    fn heard(&self, primal: f64, dual: f64) -> bool {
        let placed = if primal.is_finite() {
            (-primal).round().max(0.0) as u32 + self.forced
        } else {
            0
        };
        if dual.is_finite() {
            // A dual bound of -380.0000001 still proves 380 fit at most (the tolerance is the
            // solver's), and -380.4 proves it too.
            let bound = (-dual + 1e-6).floor().max(0.0) as u32 + self.forced;
            self.progress.bound.fetch_min(bound, Ordering::Relaxed);
        }
        let bound = self.progress.bound.load(Ordering::Relaxed);
        self.stop.load(Ordering::Relaxed)
            || super::clock::past(self.deadline)
            || self.enough.is_some_and(|p| placed >= p || bound < p)
    }
}

unsafe extern "C" fn interrupt(
    kind: c_int,
    _message: *const c_char,
    out: *const highs_sys::HighsCallbackDataOut,
    into: *mut highs_sys::HighsCallbackDataIn,
    data: *mut c_void,
) {
    if out.is_null() || into.is_null() || data.is_null() {
        return;
    }
    // SAFETY: `data` is the `Watch` that `maximise` passed, alive for the whole run; `out`
    // and `into` are the solver's own, valid during this call.
    unsafe {
        let watch = &*(data as *const Watch);
        let (primal, dual) = if kind == highs_sys::kHighsCallbackMipInterrupt as c_int {
            ((*out).mip_primal_bound, (*out).mip_dual_bound)
        } else {
            (f64::INFINITY, f64::NEG_INFINITY)
        };
        if watch.heard(primal, dual) {
            (*into).user_interrupt = 1;
        }
    }
}

/// Maximises the lizards on `board` (not at all with less than [`LEAST`] left) until the
/// maximum is proved, `stop` is raised, the
/// `deadline` passes, or (given `enough`) that many are placed or proved not to fit.
/// `start` is a placement the solver may start from. `progress` hears its bounds as it goes.
pub fn maximise(
    board: &Board,
    start: &[Cell],
    enough: Option<u32>,
    stop: &AtomicBool,
    deadline: Option<Instant>,
    progress: &Progress,
) -> Answer {
    let short = |d: Instant| d.saturating_duration_since(Instant::now()) < LEAST;
    if stop.load(Ordering::Relaxed) || deadline.is_some_and(short) {
        return Answer {
            placement: Vec::new(),
            bound: progress.bound.load(Ordering::Relaxed),
        };
    }
    let n = board.n();
    // The presolve's forced cells hold lizards and see no open cell, and its barren cells
    // hold none in some maximum: the model is the open cells alone, smaller than HiGHS's own
    // presolve leaves it (that has no unconfined rule).
    let reduced = super::presolve::with_trees(board, &mut || {
        stop.load(Ordering::Relaxed) || deadline.is_some_and(short)
    });
    let open = |c: &Cell| {
        let i = c.row as usize * n + c.col as usize;
        !board.is_tree(*c)
            && reduced
                .as_ref()
                .is_none_or(|r| !r.barren[i] && !r.forced[i])
    };
    let forced: Vec<Cell> = match &reduced {
        Some(r) => board
            .cells()
            .filter(|c| r.forced[c.row as usize * n + c.col as usize])
            .collect(),
        None => Vec::new(),
    };
    let cells: Vec<Cell> = board.cells().filter(open).collect();
    if cells.is_empty() {
        // The presolve settled the board (or it has no free cell): the forced cells are a
        // maximum.
        let placed = forced.len() as u32;
        let proved = crate::validate::check(board, &forced, placed).is_ok();
        let bound = if proved { placed } else { u32::MAX };
        progress
            .placed
            .fetch_max(if proved { placed } else { 0 }, Ordering::Relaxed);
        if proved {
            progress.bound.fetch_min(bound, Ordering::Relaxed);
        } else {
            progress.bound.store(u32::MAX, Ordering::Relaxed);
        }
        let placement = if proved { forced } else { Vec::new() };
        return Answer { placement, bound };
    }
    let mut problem = RowProblem::default();
    let columns: Vec<_> = cells
        .iter()
        .map(|_| problem.add_integer_column(-1.0, 0.0..=1.0))
        .collect();
    let segments = Segments::new(board);
    let mut members: Vec<Vec<usize>> = Vec::new();
    let mut index = rustc_hash::FxHashMap::default();
    for (k, cell) in cells.iter().enumerate() {
        for id in segments.ids(cell.row as usize * n + cell.col as usize) {
            let slot = *index.entry(id).or_insert_with(|| {
                members.push(Vec::new());
                members.len() - 1
            });
            members[slot].push(k);
        }
    }
    for segment in members.iter().filter(|m| m.len() > 1) {
        problem.add_row(..=1.0, segment.iter().map(|&k| (columns[k], 1.0)));
    }
    let mut model = problem.optimise(Sense::Minimise);
    model.make_quiet();
    model.set_threads(NonZeroU32::MIN);
    // Its objective is integral: a gap under one lizard is a proof, whatever the board's size.
    model.set_option("mip_rel_gap", 0.0);
    model.set_option("mip_abs_gap", 0.999);
    if let Some(d) = deadline {
        let left = d.saturating_duration_since(Instant::now()).as_secs_f64();
        model.set_option("time_limit", left.max(0.001));
    }
    if !start.is_empty() {
        let at: std::collections::HashSet<Cell> = start.iter().copied().collect();
        let values: Vec<f64> = cells.iter().map(|c| f64::from(at.contains(c))).collect();
        // A start the solver refuses only costs it the head start.
        let _ = model.try_set_solution(Some(&values), None, None, None);
    }
    let watch = Watch {
        stop,
        forced: forced.len() as u32,
        deadline,
        enough,
        progress,
    };
    // SAFETY: `watch` outlives the run (`solve` below returns before it is dropped), and the
    // callback only reads it through atomics.
    unsafe {
        let raw = model.as_mut_ptr();
        highs_sys::Highs_setCallback(raw, Some(interrupt), &watch as *const Watch as *mut c_void);
        // Heard between the MIP's steps, not inside its presolve or its first LP: a stop can
        // wait for those, a fraction of a second on 12,000 cells.
        highs_sys::Highs_startCallback(raw, highs_sys::kHighsCallbackMipInterrupt as _);
    }
    let Ok(solved) = model.try_solve() else {
        // An error (out of memory, a failed LP) settles nothing, not even the bounds heard.
        progress.bound.store(u32::MAX, Ordering::Relaxed);
        return Answer {
            placement: Vec::new(),
            bound: u32::MAX,
        };
    };
    let placement: Vec<Cell> = if solved.primal_solution_status() == HighsSolutionStatus::Feasible {
        let values = solved.get_solution();
        let chosen = cells
            .iter()
            .zip(values.columns())
            .filter(|(_, x)| **x > 0.5);
        forced
            .iter()
            .copied()
            .chain(chosen.map(|(c, _)| *c))
            .collect()
    } else {
        Vec::new()
    };
    // A placement off by a tolerance would be no placement: checked, as every answer is.
    let placed = placement.len() as u32;
    let placement = if crate::validate::check(board, &placement, placed).is_ok() {
        placement
    } else {
        Vec::new()
    };
    let placed = placement.len() as u32;
    progress.placed.fetch_max(placed, Ordering::Relaxed);
    let bound = match solved.status() {
        // Within a gap under one lizard, and the placement checked: the maximum.
        HighsModelStatus::Optimal if placed > 0 => placed,
        HighsModelStatus::ModelEmpty => forced.len() as u32,
        HighsModelStatus::ReachedTimeLimit | HighsModelStatus::ReachedInterrupt => {
            let dual = solved
                .double_info_value(c"mip_dual_bound")
                .unwrap_or(f64::NEG_INFINITY);
            watch.heard(f64::INFINITY, dual);
            progress.bound.load(Ordering::Relaxed)
        }
        _ => u32::MAX,
    };
    // A bound below a placement checked on the board is the solver's error: no claim.
    let bound = if bound < placed { u32::MAX } else { bound };
    if bound == u32::MAX {
        progress.bound.store(u32::MAX, Ordering::Relaxed);
    }
    Answer { placement, bound }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::max::exact_maximum;

    #[test]
    fn proves_the_maximum_the_exact_search_finds() {
        let stop = AtomicBool::new(false);
        for seed in 0..60 {
            let board = Board::random(4 + (seed % 5) as usize, 0.25, seed);
            let answer = maximise(&board, &[], None, &stop, None, &Progress::default());
            assert!(answer.proved(), "seed {seed}: {answer:?}");
            assert_eq!(answer.bound, exact_maximum(&board), "seed {seed}");
            let placed = answer.placement.len() as u32;
            crate::validate::check(&board, &answer.placement, placed).unwrap();
        }
    }

    #[test]
    fn stops_once_enough_are_placed_or_shown_not_to_fit() {
        let stop = AtomicBool::new(false);
        let board = Board::random(8, 0.2, 3);
        let most = exact_maximum(&board);
        let progress = Progress::default();
        let answer = maximise(&board, &[], Some(most + 1), &stop, None, &progress);
        assert!(answer.bound <= most, "{answer:?}");
        let answer = maximise(&board, &[], Some(2), &stop, None, &Progress::default());
        assert!(answer.placement.len() >= 2, "{answer:?}");
    }

    /// The model holds only what the presolve left open; the forced cells count beside it, in
    /// the placement and in every bound the solver publishes, so a bound that forgot them
    /// would refuse a count that fits.
    #[test]
    fn counts_the_forced_cells_beside_the_model() {
        let stop = AtomicBool::new(false);
        let (mut beside, mut settled) = (0, 0);
        for seed in 0..40 {
            // Small boards (6 to 10) the presolve often settles; on boards of 15 to 21 HiGHS
            // stops on a bound it publishes before its end, the bound that must count the
            // forced cells.
            let n = if seed % 2 == 0 {
                6 + seed % 5
            } else {
                14 + seed % 8
            };
            let board = Board::random(n as usize, 0.4, 100 + seed);
            let reduced = super::super::presolve::presolve(&board, &mut || false);
            let open = (0..board.n() * board.n())
                .filter(|&i| {
                    let cell = Cell::new((i / board.n()) as u32, (i % board.n()) as u32);
                    !board.is_tree(cell) && !reduced.barren[i] && !reduced.forced[i]
                })
                .count();
            if reduced.forced_count() > 0 {
                if open > 0 {
                    beside += 1;
                } else {
                    settled += 1;
                }
            }
            let most = exact_maximum(&board);
            let refused = maximise(
                &board,
                &[],
                Some(most + 1),
                &stop,
                None,
                &Progress::default(),
            );
            assert_eq!(refused.bound, most, "seed {seed}: {refused:?}");
            let placed = maximise(&board, &[], Some(most), &stop, None, &Progress::default());
            assert!(
                placed.placement.len() as u32 >= most,
                "seed {seed}: {placed:?}"
            );
            let count = placed.placement.len() as u32;
            crate::validate::check(&board, &placed.placement, count).unwrap();
        }
        assert!(
            beside > 5 && settled > 0,
            "{beside} beside, {settled} settled"
        );
    }

    #[test]
    fn a_raised_stop_flag_ends_the_run_with_a_sound_answer() {
        let stop = AtomicBool::new(true);
        let board = Board::random(30, 0.1, 0);
        let answer = maximise(&board, &[], None, &stop, None, &Progress::default());
        let placed = answer.placement.len() as u32;
        crate::validate::check(&board, &answer.placement, placed).unwrap();
        assert!(answer.bound >= placed);
        assert!(!answer.proved(), "{answer:?}");
    }
}

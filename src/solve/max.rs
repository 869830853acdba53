//! The largest number of lizards a board holds, with one placement that proves it.
//!
//! Two bounds close in on the answer. From below: placements actually found, first the greedy
//! column-major fill, then on a board with trees the [swaps](super::swaps), climbing until
//! they stop finding more (the exact search asking about one more than they hold beside
//! them), and on one without simulated annealing asked for one lizard more
//! each time (fast on big boards, but neither proves anything when it fails). From above: the matching bound of the
//! whole board at the start, then the exact search's proof that `lower + 1` lizards do not fit,
//! with annealing beside it still looking for them ([`decide`](super::decide)).
//! Feasibility is monotone (drop a lizard from a placement of `p` and `p - 1` remain), so the
//! first `p` the exact search refuses settles it.
//!
//! A board that [splits](super::split) into parts no line joins is measured part by part:
//! its maximum is the sum of theirs.

use std::ops::ControlFlow;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::time::{Duration, Instant};

use crate::board::{Board, Cell};
use crate::event::{Observer, Outcome};
#[cfg(test)]
use crate::solve::backtrack;
use crate::solve::decide::{Mip, Verdict, decide_beside};
use crate::solve::matching::MatchingBound;
use crate::solve::{Stats, sa, split, swaps};

/// Perturbations per free cell without a new best after which the swaps' climb hands over
/// to the exact search and the swaps side by side (0.1 to 1 s on a 30 x 30 board).
const PATIENCE: u64 = 200;

/// What the search for the maximum established.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Maximum {
    /// The most lizards placed: a lower bound, and the maximum once `upper` meets it.
    pub lizards: u32,
    pub placement: Vec<Cell>,
    /// No placement has more than this many lizards.
    pub upper: u32,
    /// The exact search's work, summed over every question it was asked.
    pub stats: Stats,
    /// Whether HiGHS (the `mip` feature) gave the upper bound: its proof, not the exact
    /// search's nor the board's bounds.
    pub by_mip: bool,
}

impl Maximum {
    /// Whether the bounds met: `lizards` is the maximum.
    pub fn proved(&self) -> bool {
        self.lizards == self.upper
    }
}

/// Where the two bounds stand, and which question is being asked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Bounds {
    pub lower: u32,
    pub upper: u32,
    /// The `p` being tried, and by whom.
    pub asking: Option<(u32, Asker)>,
}

/// Who tries the next `p`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Asker {
    /// The swaps, on a board with trees: climbing while they find more.
    Swaps,
    /// Annealing alone, briefly: climbing while placements come easily.
    Annealing,
    /// The exact search and a local search (annealing, or the swaps on a board with trees)
    /// side by side, until one answers.
    Both,
}

/// Annealing's options for one try at a count: at most `longest`, and never past `deadline`.
fn annealing_try(board: &Board, deadline: Option<Instant>, longest: Duration) -> sa::Options {
    let left = deadline.map_or(Duration::MAX, |d| {
        d.saturating_duration_since(Instant::now())
    });
    sa::Options {
        time: left.min(longest),
        moves: 2_000 * board.n() as u64 + 20_000,
        ..sa::Options::default()
    }
}

/// Finds the maximum within `budget` (`None`: no limit); `progress` hears every change of
/// the bounds.
pub fn maximum(
    board: &Board,
    budget: Option<Duration>,
    mut progress: impl FnMut(Bounds),
) -> Maximum {
    let deadline = budget.and_then(|b| Instant::now().checked_add(b));
    let parts = split::parts(board);
    if parts.len() > 1 {
        return split::maximum(&parts, deadline, &mut progress);
    }
    #[cfg(feature = "mip")]
    if super::mip::joins(board) {
        return beside_highs(board, budget, deadline, &mut progress);
    }
    let found = climb(board, budget, deadline, &mut progress, Mip::Joins);
    progress(Bounds {
        lower: found.lizards,
        upper: found.upper,
        asking: None,
    });
    found
}

/// [`maximum`] with HiGHS on a thread of its own after its wait (`decide::highs_wait`),
/// maximising once: the climb
/// below asks the exact search about one count after another, each a new question, where
/// HiGHS's cuts and tree of nodes serve every count at once. Whichever settles the maximum
/// first stops the other; an undecided end takes the best of both.
#[cfg(feature = "mip")]
fn beside_highs(
    board: &Board,
    budget: Option<Duration>,
    deadline: Option<Instant>,
    progress: &mut impl FnMut(Bounds),
) -> Maximum {
    use std::sync::Arc;
    use std::sync::atomic::{AtomicBool, Ordering};

    let done = Arc::new(AtomicBool::new(false));
    let stop = AtomicBool::new(false);
    let shared = super::mip::Progress::default();
    let start = greedy_fill(board);
    let (mut found, answer) = std::thread::scope(|scope| {
        let highs = crate::out_of_memory::spawn_scoped(scope, "mip", || {
            super::decide::sit_out(super::decide::highs_wait(board), &stop, deadline);
            let answer = super::mip::maximise(board, &start, None, &stop, deadline, &shared);
            // Settled: the climb stops. Otherwise it goes on to the deadline on its own.
            if answer.proved() {
                done.store(true, Ordering::Relaxed);
            }
            answer
        });
        let found = climb(
            board,
            budget,
            deadline,
            progress,
            Mip::Beside { done: &done },
        );
        stop.store(true, Ordering::Relaxed);
        highs.thread().unpark();
        (found, highs.join().ok())
    });
    if let Some(answer) = answer {
        if answer.placement.len() as u32 > found.lizards {
            found.lizards = answer.placement.len() as u32;
            found.placement = answer.placement;
        }
        // A bound below a placement checked on the board would be HiGHS's error: ignored.
        if answer.bound >= found.lizards && answer.bound < found.upper {
            found.upper = answer.bound;
            found.by_mip = true;
        }
    }
    progress(Bounds {
        lower: found.lizards,
        upper: found.upper,
        asking: None,
    });
    found
}

/// The climb of [`maximum`]: the local searches from below, the exact search from above,
/// until the bounds meet, the deadline passes or (`Mip::Beside`) HiGHS has settled the maximum.
fn climb(
    board: &Board,
    budget: Option<Duration>,
    deadline: Option<Instant>,
    progress: &mut impl FnMut(Bounds),
    mip: Mip,
) -> Maximum {
    let done = match mip {
        Mip::Beside { done } => Some(done),
        Mip::Joins => None,
    };
    let late = || {
        super::clock::past(deadline)
            || done.is_some_and(|d| d.load(std::sync::atomic::Ordering::Relaxed))
    };
    let mut best = greedy_fill(board);
    // The weights are fitted for a quarter of the budget at most: cut short they still bound.
    let mut upper = upper_bound_within(board, budget.map_or(Duration::MAX, |b| b / 4));
    let mut stats = Stats::default();
    let mut tell = |lower: usize, upper: u32, asking| {
        progress(Bounds {
            lower: lower as u32,
            upper,
            asking,
        })
    };
    // On a board with trees the swaps climb in one run, until they stop finding more.
    if board.has_trees() && (best.len() as u32) < upper && !late() {
        tell(
            best.len(),
            upper,
            Some((best.len() as u32 + 1, Asker::Swaps)),
        );
        let free = (board.n() * board.n() - board.tree_count()) as u64;
        // Met, the bounds ask for nothing more.
        let mut climbing = |lower: u32, upper: u32| {
            let asking = (lower < upper).then_some((lower + 1, Asker::Swaps));
            tell(lower as usize, upper, asking);
        };
        let climbed = swaps_and_proofs(
            board,
            &best,
            upper,
            PATIENCE * free,
            deadline,
            done,
            &mut climbing,
        );
        add(&mut stats, &climbed.work);
        upper = climbed.upper;
        if climbed.placement.len() > best.len() {
            best = climbed.placement;
        }
    }
    // Without trees the bound is n from n = 4 on (N-Queens has a solution), and annealing's
    // min-conflicts moves find n at once where climbing a lizard at a time from the greedy
    // fill takes a run for each (65 of them at n = 2000): ask for the bound first.
    if !board.has_trees() && (best.len() as u32) < upper && !late() {
        tell(best.len(), upper, Some((upper, Asker::Annealing)));
        let options = annealing_try(board, deadline, Duration::from_secs(2));
        if let Some(placement) = sa::solve(board, upper, options, &mut ()).search.solution {
            best = placement;
        }
    }
    // Annealing climbs while it keeps finding placements; its first miss hands over. Each
    // step is short, but a big board has hundreds of them: the clock is read before each.
    while !board.has_trees() && (best.len() as u32) < upper && !late() {
        let p = best.len() as u32 + 1;
        tell(best.len(), upper, Some((p, Asker::Annealing)));
        // A short try: a miss costs the whole of it, and the exact search takes over.
        let options = annealing_try(board, deadline, Duration::from_millis(300));
        match sa::solve(board, p, options, &mut ()).search.solution {
            Some(placement) => best = placement,
            None => break,
        }
    }
    // The exact search proves a count impossible, or it or annealing (given the time left)
    // finds it: some placements annealing finds at once are deep in the exact search's order.
    // From above first: the root's bound may stand well above what the exact search refutes
    // at once (on a 22 x 22 board, 56 refused in 0.25 s where 55 stays open for a minute),
    // so the top count is asked first, briefly, for as long as each answer lowers it; then
    // one more than the best placement, with all the time left.
    let mut squeezing = true;
    while (best.len() as u32) < upper && !late() {
        squeezing &= (best.len() as u32) + 1 < upper;
        let (p, until) = match squeezing {
            true => (upper, squeeze_until(deadline)),
            false => (best.len() as u32 + 1, deadline),
        };
        tell(best.len(), upper, Some((p, Asker::Both)));
        let (verdict, work) = decide_beside(board, p, until, sa::Options::default(), mip);
        add(&mut stats, &work);
        match verdict {
            Verdict::Found { lizards, .. } => best = lizards,
            Verdict::Impossible { .. } => upper = p - 1,
            Verdict::Undecided if squeezing => squeezing = false,
            Verdict::Undecided => break,
        }
    }
    Maximum {
        lizards: best.len() as u32,
        placement: best,
        upper,
        stats,
        by_mip: false,
    }
}

/// How long the swaps' best must stand before the exact search beside them is asked about
/// one more. Since the weights are kept ([`fitted`](super::fitted)) a start costs little but
/// the memo; 10 ms was most of `max` on n = 30 with 50 % trees, seed 1, where the swaps hold
/// the maximum at once (3 ms: 34 ms against 42 ms, and no slower on the other boards of n = 30
/// `max` proves, 9 paired runs each).
const QUIET: Duration = Duration::from_millis(3);

/// What the swaps' climb and the exact search beside it established.
struct Climbed {
    /// The most lizards either placed.
    placement: Vec<Cell>,
    /// The root bound, or one less than the count the exact search proved does not fit.
    upper: u32,
    /// The exact search's work.
    work: Stats,
}

/// A search's observer that stops it when `stop` says so, read every 4,096 events and
/// before it starts.
struct Until<F: FnMut() -> bool> {
    stop: F,
    events: u32,
}

impl<F: FnMut() -> bool> Observer for Until<F> {
    fn event(&mut self, _: crate::event::Event) -> ControlFlow<()> {
        self.events = self.events.wrapping_add(1);
        if self.events.is_multiple_of(4096) && (self.stop)() {
            return ControlFlow::Break(());
        }
        ControlFlow::Continue(())
    }

    fn stopping(&mut self) -> bool {
        (self.stop)()
    }
}

/// The swaps' climb (until `patience` perturbations in a row find no more) and, on the other
/// core, the exact search asked about one more lizard than the best placement holds: asked
/// again each time the swaps reach the count it was asked about, it ends the climb when it
/// proves the next count does not fit. Where the swaps hold the maximum early, as on boards
/// with many trees, that proof no longer waits for their patience to run out (on n = 30 with
/// 50 % trees it took 22 ms where the climb went on for 0.15 s). `climbing` hears the two
/// bounds each time either moves, so `max`'s progress line follows the climb.
fn swaps_and_proofs(
    board: &Board,
    start: &[Cell],
    upper: u32,
    patience: u64,
    deadline: Option<Instant>,
    done: Option<&Arc<AtomicBool>>,
    climbing: &mut dyn FnMut(u32, u32),
) -> Climbed {
    let reached = Arc::new(AtomicU32::new(start.len() as u32));
    let bound = AtomicU32::new(upper);
    // Raised by the exact search when the bounds met: the swaps stop.
    let settled = AtomicBool::new(false);
    // Raised when the swaps' climb ended: the exact search stops.
    let over = AtomicBool::new(false);
    let late = || super::clock::past(deadline) || done.is_some_and(|d| d.load(Ordering::Relaxed));
    std::thread::scope(|scope| {
        let exact =
            crate::out_of_memory::spawn_scoped(scope, "exact search beside the swaps", || {
                let mut found: Vec<Cell> = Vec::new();
                let mut work = Stats::default();
                // While the swaps keep climbing, an exact search asked about one more would be
                // given up at once: each start costs its set-up (the weights, the memo).
                let quiet = || {
                    let before = reached.load(Ordering::Relaxed);
                    // Woken early when the climb ends.
                    std::thread::park_timeout(QUIET);
                    reached.load(Ordering::Relaxed) == before
                };
                loop {
                    let held = reached.load(Ordering::Relaxed).max(found.len() as u32);
                    if held >= bound.load(Ordering::Relaxed) {
                        settled.store(true, Ordering::Relaxed);
                        break;
                    }
                    if !quiet() {
                        if over.load(Ordering::Relaxed) || late() {
                            break;
                        }
                        continue;
                    }
                    let p = held + 1;
                    let mut until = Until {
                        stop: || {
                            over.load(Ordering::Relaxed)
                                || late()
                                || reached.load(Ordering::Relaxed) >= p
                        },
                        events: 0,
                    };
                    let search = super::residual::solve(board, p, &mut until);
                    add(&mut work, &search.stats);
                    match (search.outcome, search.solution) {
                        (Outcome::Found, Some(placement)) => {
                            // Said as the swaps' count is, so the progress line has it too.
                            reached.fetch_max(placement.len() as u32, Ordering::Relaxed);
                            found = placement;
                        }
                        (Outcome::Exhausted, _) => {
                            bound.fetch_min(p - 1, Ordering::Relaxed);
                        }
                        // Stopped: asked again about one more if the swaps got there, else done.
                        _ if reached.load(Ordering::Relaxed) >= p
                            && !over.load(Ordering::Relaxed) => {}
                        _ => break,
                    }
                }
                (found, work)
            });
        let mut told = (start.len() as u32, upper);
        let mut until = Until {
            stop: || {
                let now = (
                    reached.load(Ordering::Relaxed),
                    bound.load(Ordering::Relaxed),
                );
                if now != told {
                    told = now;
                    climbing(now.0, now.1);
                }
                settled.load(Ordering::Relaxed) || late()
            },
            events: 0,
        };
        let climbed = swaps::most_telling(board, upper, patience, 1, &mut until, reached.clone());
        over.store(true, Ordering::Relaxed);
        exact.thread().unpark();
        let (found, work) = exact.join().unwrap_or_default();
        let placement = [start.to_vec(), climbed, found]
            .into_iter()
            .max_by_key(Vec::len)
            .unwrap_or_default();
        Climbed {
            placement,
            upper: bound.load(Ordering::Relaxed),
            work,
        }
    })
}

pub use crate::solve::matching::WEIGHED_MAX_N;

/// How long `max` asks about its top count before it asks about one more than it placed: a
/// tenth of the time left, from 50 ms to 2 s (2 s with no deadline). A bound the exact
/// search refutes at all, it mostly refutes at once; one it does not costs little.
fn squeeze_until(deadline: Option<Instant>) -> Option<Instant> {
    const MOST: Duration = Duration::from_secs(2);
    let now = Instant::now();
    let slice = deadline.map_or(MOST, |d| {
        (d.saturating_duration_since(now) / 10).clamp(Duration::from_millis(50), MOST)
    });
    let until = now + slice;
    Some(deadline.map_or(until, |d| d.min(until)))
}

/// An upper bound for the whole board: the smaller maximum matching (rows x columns,
/// diagonals x anti-diagonals) of the cells its presolve leaves and the clique weights (or,
/// when those cells fall into parts, the forced cells and the parts' bounds:
/// [`split::upper`]), or on boards too large for them the number of row or column segments,
/// whichever is fewer.
pub fn upper_bound(board: &Board) -> u32 {
    upper_bound_within(board, Duration::MAX)
}

/// [`upper_bound`], fitting the clique weights for at most `time` (any weights bound: cut
/// short, the bound is only less tight).
pub fn upper_bound_within(board: &Board, time: Duration) -> u32 {
    let n = board.n();
    if n <= WEIGHED_MAX_N {
        let until = Instant::now().checked_add(time);
        let mut late = || super::clock::past(until);
        // The bound of what the exact search will search: the barren cells left out, the
        // forced ones alone on their segments, each counting one.
        let presolved = super::presolve::with_trees(board, &mut late);
        // Left in parts: the forced cells and the parts' bound.
        if let Some(presolved) = &presolved {
            let (forced, parts) = super::residual::parts(board, presolved);
            if parts.len() > 1 {
                return forced.len() as u32 + split::upper(&parts, until);
            }
        }
        let barren = presolved.as_ref().map(|p| &p.barren[..]);
        return MatchingBound::until_without(board, barren, &mut late).board_bound_now();
    }
    // Each segment starts at a free cell with a tree or the edge before it: a pass over the
    // rows and one over the columns, where collecting the segments' ids and sorting them took
    // 0.13 s at 2000 x 2000, past a budget.
    let starts = |free: &dyn Fn(usize, usize) -> bool| {
        let mut count = 0u32;
        for line in 0..n {
            for k in 0..n {
                count += u32::from(free(line, k) && (k == 0 || !free(line, k - 1)));
            }
        }
        count
    };
    let free = |r: usize, c: usize| !board.is_tree(Cell::new(r as u32, c as u32));
    let rows = starts(&|r, k| free(r, k));
    let columns = starts(&|c, k| free(k, c));
    rows.min(columns)
}

pub(crate) fn add(total: &mut Stats, more: &Stats) {
    total.nodes += more.nodes;
    total.placements += more.placements;
    total.unmarks += more.unmarks;
    total.prunes += more.prunes;
    total.backjumps += more.backjumps;
    total.steps_back += more.steps_back;
}

/// Places a lizard on every safe cell in column-major order.
pub fn greedy_fill(board: &Board) -> Vec<Cell> {
    let n = board.n();
    let mut placed = Vec::new();
    // Whether a lizard sees along each line from the scanned side (true) or a tree blocks it.
    let mut row = vec![false; n];
    let mut diag = vec![false; 2 * n - 1];
    let mut anti = vec![false; 2 * n - 1];
    for c in 0..n {
        let mut col = false;
        for (r, row_sees) in row.iter_mut().enumerate() {
            let cell = Cell::new(r as u32, c as u32);
            let (d, a) = (r + n - 1 - c, r + c);
            if board.is_tree(cell) {
                (*row_sees, col, diag[d], anti[a]) = (false, false, false, false);
            } else if !(*row_sees || col || diag[d] || anti[a]) {
                (*row_sees, col, diag[d], anti[a]) = (true, true, true, true);
                placed.push(cell);
            }
        }
    }
    placed
}

/// The maximum by the exact search alone, one count after another: what the tests hold
/// every faster way to the maximum to.
#[cfg(test)]
pub(crate) fn exact_maximum(board: &Board) -> u32 {
    (1..)
        .take_while(|&p| {
            backtrack::solve(board, p, backtrack::Options::default(), &mut ())
                .solution
                .is_some()
        })
        .last()
        .unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::segments::Segments;

    /// Swaps that never lose patience climb until the exact search beside them proves that
    /// one more does not fit: on boards whose maximum is below the root bound they would
    /// otherwise run to the deadline, and end with the root bound.
    #[test]
    fn a_patient_climb_ends_when_the_exact_search_beside_it_settles_the_maximum() {
        let mut checked = 0;
        for seed in 0..200 {
            let board = Board::random(9, 0.2, seed);
            let root = upper_bound(&board);
            let most = exact_maximum(&board);
            if root == most {
                continue;
            }
            let deadline = Instant::now() + Duration::from_secs(120);
            let start = greedy_fill(&board);
            let mut heard = vec![(start.len() as u32, root)];
            let climbed = swaps_and_proofs(
                &board,
                &start,
                root,
                u64::MAX,
                Some(deadline),
                None,
                &mut |lower, upper| heard.push((lower, upper)),
            );
            assert_eq!(climbed.upper, most, "seed {seed}");
            // What the progress line hears last is where the climb ended: both bounds met at
            // the maximum (a climb without patience ends only when they meet).
            assert_eq!(heard.last(), Some(&(most, most)), "seed {seed}: {heard:?}");
            assert_eq!(climbed.placement.len() as u32, most, "seed {seed}");
            crate::validate::check(&board, &climbed.placement, most).unwrap();
            checked += 1;
            if checked == 8 {
                break;
            }
        }
        assert_eq!(
            checked, 8,
            "too few boards whose maximum is below the root bound"
        );
    }

    /// Past the weights the bound is the fewer of the row and column segments: here counted
    /// as the distinct ids the segments' table gives them.
    #[test]
    fn past_the_weights_the_bound_counts_row_and_column_segments() {
        for (seed, trees) in [(1, 0.0), (2, 0.1), (3, 0.5), (4, 0.9), (5, 1.0)] {
            let board = Board::random(WEIGHED_MAX_N + 3, trees, seed);
            let n = board.n();
            let segments = Segments::new(&board);
            let distinct = |family: usize| {
                let mut ids: Vec<u32> = (0..n * n)
                    .map(|i| segments.ids(i)[family])
                    .filter(|&id| id != 0)
                    .collect();
                ids.sort_unstable();
                ids.dedup();
                ids.len() as u32
            };
            let (rows, columns) = (distinct(0), distinct(1));
            assert_eq!(upper_bound(&board), rows.min(columns), "seed {seed}");
            let turned = Board::from_trees(
                n,
                (0..n * n)
                    .map(|i| board.is_tree(Cell::new((i % n) as u32, (i / n) as u32)))
                    .collect(),
            );
            assert_eq!(upper_bound(&turned), rows.min(columns), "seed {seed}");
        }
    }
}

//! Deciding a board as fast as possible: the exact search and a local search side by side.
//!
//! A local search finds placements on big boards in milliseconds where the exact search would
//! take years; the exact search proves `FAIL`, which a local search never can. Each runs on its
//! own thread; the first *decisive* answer (a placement from either, or the exact search's
//! proof that none exists) stops the other. When the budget runs out first, a greedy fill (one
//! pass, a safe cell at a time) still answers if it places enough; otherwise the verdict is
//! [`Verdict::Undecided`]: nothing is claimed.
//!
//! The local search is the [swaps](super::swaps) on a board with trees and annealing on one
//! without. Near the maximum of a board with trees annealing stalls one lizard short, where
//! the swaps, growing a placement that is always valid, find the last ones (`cargo bench
//! --bench swaps`, at the largest count known, 2 s each: the swaps place it on 98, 73 and 57
//! of 100 random boards of n = 30, 50 and 100; on 10 boards a size, annealing on 8, 2 and 0
//! where the swaps did on 10, 7 and 6).
//! Without trees the board is N-Queens, which annealing's min-conflicts moves are made for.
//!
//! On a board with trees of up to [`TRANSPOSED_MAX_N`], the local search's core is shared,
//! after its first second, with the exact search on the board transposed ([`Turns`]): the
//! faster of the two orders proves a `FAIL`.
//!
//! The local search waits for a head start before it builds its state ([`head_start`]): on a
//! big open board the exact search's first descent answers in about the time annealing would
//! spend sizing its tables, so an easy board is decided by the exact search alone, at its
//! time and memory. On a board that splits into parts no line joins, the exact search goes
//! part by part ([`split`](super::split)).

use std::ops::ControlFlow;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU8, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use crate::board::{Board, Cell};
use crate::event::{Event, Observer, Outcome};
use crate::solve::thread_time::{self, ThreadTime};
use crate::solve::{Search, Stats, sa, split, swaps};

/// What deciding a board found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// A placement, and which search found it (backtrack also when it went part by part).
    Found { lizards: Vec<Cell>, by: Finder },
    /// No placement exists: the exact search tried everything, or (with the `mip` feature)
    /// HiGHS's bound fell below the count.
    Impossible { by: Finder },
    /// The budget ran out first.
    Undecided,
}

/// The search that found a placement.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Finder {
    /// The exact search.
    Backtrack,
    /// Simulated annealing (boards without trees).
    Sa,
    /// The swaps' local search (boards with trees).
    Swaps,
    /// Neither search answered in time, but a safe cell at a time, column by column,
    /// places as many ([`greedy_fill`](super::max::greedy_fill)): a budget too short for
    /// either search still gets the answer a single pass over the board gives.
    Fill,
    /// HiGHS, the mixed-integer solver of the `mip` feature (`solve::mip`).
    Mip,
}

impl std::fmt::Display for Finder {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Finder::Backtrack => "backtrack",
            Finder::Sa => "sa",
            Finder::Swaps => "swaps",
            Finder::Fill => "greedy fill",
            Finder::Mip => "mip",
        })
    }
}

/// Stops a search when another thread has answered or a deadline has passed. Looks only every
/// 4096 events, so it costs the search next to nothing. A search that shares its core
/// ([`Turns`]) also waits there while the other one's turn lasts.
pub struct Stopper {
    stop: Option<Arc<AtomicBool>>,
    deadline: Option<Instant>,
    events: u32,
    turn: Option<(Arc<AtomicU8>, u8)>,
}

impl Stopper {
    /// Stops at `deadline` (never, if `None`).
    pub fn at(deadline: Option<Instant>) -> Self {
        Self {
            stop: None,
            deadline,
            events: 0,
            turn: None,
        }
    }

    /// Stops at `deadline` (never, if `None`) or when `stop` is raised.
    pub(super) fn shared(stop: Arc<AtomicBool>, deadline: Option<Instant>) -> Self {
        Self {
            stop: Some(stop),
            deadline,
            events: 0,
            turn: None,
        }
    }

    /// [`Stopper::shared`], running only while `turn` holds `mine`.
    fn taking_turns(
        stop: Arc<AtomicBool>,
        deadline: Option<Instant>,
        turn: Arc<AtomicU8>,
        mine: u8,
    ) -> Self {
        Self {
            turn: Some((turn, mine)),
            ..Self::shared(stop, deadline)
        }
    }

    fn stopped(&self) -> bool {
        self.stop
            .as_ref()
            .is_some_and(|s| s.load(Ordering::Relaxed))
            || super::clock::past(self.deadline)
    }
}

impl Observer for Stopper {
    fn event(&mut self, _: Event) -> ControlFlow<()> {
        self.events = self.events.wrapping_add(1);
        if self.events.is_multiple_of(4096) && self.stopping() {
            return ControlFlow::Break(());
        }
        ControlFlow::Continue(())
    }

    fn stopping(&mut self) -> bool {
        if let Some((turn, mine)) = &self.turn {
            while turn.load(Ordering::Relaxed) != *mine && !self.stopped() {
                std::thread::sleep(Duration::from_millis(1));
            }
        }
        self.stopped()
    }
}

/// The core the local search runs on, shared with the exact search on the board transposed.
///
/// The exact search's time to a proof varies widely with the order it meets the cells in
/// (column by column): on random boards of n = 18 to 30 the transposed board needs from a
/// tenth to eight times the nodes of the board as given, with no sign of which beforehand
/// (`docs/exact-search.md`). The local search, in turn, finds its placements on such boards
/// within a fraction of a second, or not at all. So it has the second core alone for
/// [`LOCAL_ALONE`], then a quarter of it, in slices, and a tenth after [`LOCAL_QUARTER`]; the
/// transposed board's search the rest: a proof comes from whichever order is faster (at three
/// quarters of a core, then nine tenths).
///
/// Before any of that the local search sits out its head start ([`head_start`]).
#[derive(Clone, Copy)]
struct Turns {
    /// How long the local search has the core alone.
    alone: Duration,
    /// How long the local search waits before it builds its state; `None`: the board's own
    /// [`head_start`].
    head_start: Option<Duration>,
}

impl Turns {
    const LOCAL: u8 = 0;
    const TRANSPOSED: u8 = 1;
    const DEFAULT: Turns = Turns {
        alone: LOCAL_ALONE,
        head_start: None,
    };

    /// Whose turn it is `elapsed` after the start.
    fn at(self, elapsed: Duration) -> u8 {
        if elapsed < self.alone {
            return Self::LOCAL;
        }
        let shared = elapsed - self.alone;
        let slice = shared.as_millis() / SLICE.as_millis();
        let every = if shared < LOCAL_QUARTER { 4 } else { 10 };
        if slice % every == every - 1 {
            Self::LOCAL
        } else {
            Self::TRANSPOSED
        }
    }
}

/// How long after [`LOCAL_ALONE`] the local search keeps a quarter of its core; a tenth from
/// then on. On the boards the transposed search joins, what the local search has not placed
/// by then it seldom places later, and a proof of a minute comes a fifth sooner.
const LOCAL_QUARTER: Duration = Duration::from_secs(4);

/// How long the local search has the second core alone.
pub(super) const LOCAL_ALONE: Duration = Duration::from_millis(1000);

/// One turn on the shared core.
const SLICE: Duration = Duration::from_millis(100);

/// The largest board the transposed search joins in on: past it the exact search proves
/// nothing in minutes either way (the big bench's boards of n = 50), while the local search
/// finds the last lizards there in seconds it would then share.
pub const TRANSPOSED_MAX_N: usize = 40;

/// The exact search on `flipped` (a board transposed), its placement turned back to the
/// board's own cells.
fn exact_transposed<O: Observer>(flipped: &Board, lizards: u32, observer: &mut O) -> Search {
    let mut search = super::residual::solve(flipped, lizards, observer);
    search.solution = search
        .solution
        .map(|cells| cells.into_iter().map(|c| Cell::new(c.col, c.row)).collect());
    search
}

/// `board` turned over its main diagonal: cell (r, c) becomes (c, r). It holds the same
/// placements, turned, and the column scan meets its cells in another order.
fn transposed(board: &Board) -> Board {
    let n = board.n();
    let trees = (0..n * n)
        .map(|i| board.is_tree(Cell::new((i % n) as u32, (i / n) as u32)))
        .collect();
    Board::from_trees(n, trees)
}

/// Decides whether `lizards` lizards fit on `board` within `budget`. `anneal` tunes the
/// annealing side (its time budget is replaced by `budget`); on a board with trees the swaps
/// take its place, with its seed.
pub fn decide(board: &Board, lizards: u32, budget: Duration, anneal: sa::Options) -> Verdict {
    decide_until(board, lizards, Some(Instant::now() + budget), anneal).0
}

/// How long the local search waits before building its state: 50 ns per cell (50 ms on a
/// 1000 x 1000 board, 0.2 ms on 64 x 64) of the exact search's processor time, however long
/// that takes on the wall clock of a busy machine (up to ten times as long:
/// [`thread_time::sit_out`]). Building its tables costs annealing about 30 ns per
/// cell and its memory grows with the cells too, while on an open board the exact search's
/// first descent is a single pass over them: it gets that long to answer alone. On the small
/// boards where the exact search struggles the wait is far below a millisecond.
pub fn head_start(board: &Board) -> Duration {
    Duration::from_nanos(50 * (board.n() * board.n()) as u64)
}

/// How far an undecided race got: bounds on the board's maximum.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Reach {
    /// The most lizards the swaps (or, with the `mip` feature, HiGHS) placed at once, each
    /// placement checked (on a board without trees, annealing's placements are not valid
    /// until they are whole: the greedy fill's count).
    pub placed: u32,
    /// No placement holds more ([`max::upper_bound`](super::max::upper_bound), or HiGHS's
    /// bound where it is lower).
    pub upper: u32,
}

/// [`decide`], and when the verdict is undecided, how far it got: a grader told "undecided"
/// learns between which counts the maximum lies. The upper bound is weighed after the budget,
/// for at most a tenth of it more (on a 100 x 100 board it takes about 0.4 s in all).
pub fn decide_reaching(
    board: &Board,
    lizards: u32,
    budget: Duration,
    anneal: sa::Options,
) -> (Verdict, Option<Reach>) {
    let parts = split::parts(board);
    let parts = split::helps(&parts).then_some(parts.as_slice());
    let ran = run(
        board,
        parts,
        lizards,
        Instant::now().checked_add(budget),
        anneal,
        Turns::DEFAULT,
        Mip::Joins,
    );
    if ran.verdict != Verdict::Undecided {
        return (ran.verdict, None);
    }
    let upper = super::max::upper_bound_within(board, budget / 10).min(ran.bound);
    let reach = Reach {
        placed: ran.placed,
        upper,
    };
    (ran.verdict, Some(reach))
}

/// [`decide`] until `deadline` (`None`: until one side answers), with the exact search's work
/// (both orders' where the transposed board's search ran too).
pub fn decide_until(
    board: &Board,
    lizards: u32,
    deadline: Option<Instant>,
    anneal: sa::Options,
) -> (Verdict, Stats) {
    decide_beside(board, lizards, deadline, anneal, Mip::Joins)
}

/// [`decide_until`], HiGHS joining in or not: [`max`](super::max) runs its own, one run for
/// every count it asks about.
pub(super) fn decide_beside(
    board: &Board,
    lizards: u32,
    deadline: Option<Instant>,
    anneal: sa::Options,
    mip: Mip,
) -> (Verdict, Stats) {
    let parts = split::parts(board);
    let parts = split::helps(&parts).then_some(parts.as_slice());
    let ran = run(board, parts, lizards, deadline, anneal, Turns::DEFAULT, mip);
    (ran.verdict, ran.work)
}

/// Whether HiGHS joins a race (with the `mip` feature, on the boards `mip::joins` takes;
/// without it, never).
#[derive(Debug, Clone, Copy)]
pub(super) enum Mip<'a> {
    Joins,
    /// HiGHS runs beside the race, on its own: the race ends, undecided, once `done` is
    /// raised (it has settled what the race was asked).
    #[cfg_attr(not(feature = "mip"), allow(dead_code))]
    Beside {
        done: &'a Arc<AtomicBool>,
    },
}

/// What a race found, and how far it got.
struct Ran {
    verdict: Verdict,
    /// The exact search's work.
    work: Stats,
    /// The most lizards the swaps (or HiGHS) placed at once; 0 when annealing ran.
    placed: u32,
    /// HiGHS's bound when it ran (`u32::MAX` otherwise).
    bound: u32,
    /// Whether the local search got past its head start and built its state.
    #[cfg_attr(not(test), allow(dead_code))]
    local_ran: bool,
}

/// The exact search and a local search (annealing, or the swaps on a board with trees) side
/// by side on the board as it is (never split); the first
/// decisive answer wins. [`decide_until`] without the split, to measure what the split saves.
pub fn race(
    board: &Board,
    lizards: u32,
    deadline: Option<Instant>,
    anneal: sa::Options,
) -> (Verdict, Stats) {
    let ran = run(
        board,
        None,
        lizards,
        deadline,
        anneal,
        Turns::DEFAULT,
        Mip::Joins,
    );
    (ran.verdict, ran.work)
}

/// The race, the exact search going part by part when `parts` are given. Also returns the
/// most lizards the swaps (or HiGHS) placed (0 when annealing ran), and HiGHS's bound.
/// With the `mip` feature and `Mip::Joins`, HiGHS joins after `highs_wait` on the boards
/// `mip::joins` takes. On a board with trees of up to
/// [`TRANSPOSED_MAX_N`] that does not split, the transposed board's exact search takes turns
/// with the local search on the second core ([`Turns`]).
fn run(
    board: &Board,
    parts: Option<&[split::Part]>,
    lizards: u32,
    deadline: Option<Instant>,
    anneal: sa::Options,
    turns: Turns,
    mip: Mip,
) -> Ran {
    let stop = Arc::new(AtomicBool::new(false));
    #[cfg(feature = "mip")]
    let progress = super::mip::Progress::default();
    let done = match mip {
        Mip::Beside { done } => Some(done),
        Mip::Joins => None,
    };
    let turn = Arc::new(AtomicU8::new(turns.at(Duration::ZERO)));
    let flipped = (parts.is_none() && board.has_trees() && board.n() <= TRANSPOSED_MAX_N)
        .then(|| transposed(board));
    let (tx, rx) = mpsc::channel::<(Finder, Search)>();
    let started = Instant::now();
    // The exact search's processor time, which the local search's head start counts.
    let exact_time = std::sync::OnceLock::new();
    std::thread::scope(|scope| {
        let exact = {
            let (tx, stop, exact_time) = (tx.clone(), stop.clone(), &exact_time);
            crate::out_of_memory::spawn_scoped(scope, "exact search", move || {
                if let Some(clock) = ThreadTime::of_this_thread() {
                    let _ = exact_time.set(clock);
                }
                let mut stopper = Stopper::shared(stop, deadline);
                let search = match parts {
                    Some(parts) => split::exact(parts, lizards, &mut stopper),
                    None => super::residual::solve(board, lizards, &mut stopper),
                };
                let work = search.stats;
                let _ = tx.send((Finder::Backtrack, search));
                work
            })
        };
        let turned = flipped.as_ref().map(|flipped| {
            let (tx, stop, turn) = (tx.clone(), stop.clone(), turn.clone());
            crate::out_of_memory::spawn_scoped(scope, "exact search, transposed", move || {
                let mut stopper = Stopper::taking_turns(stop, deadline, turn, Turns::TRANSPOSED);
                // Nothing to do before its first turn: the local search has the core.
                if stopper.stopping() {
                    return Stats::default();
                }
                let search = exact_transposed(flipped, lizards, &mut stopper);
                let work = search.stats;
                let _ = tx.send((Finder::Backtrack, search));
                work
            })
        });
        #[cfg(feature = "mip")]
        let highs = (matches!(mip, Mip::Joins) && super::mip::joins(board)).then(|| {
            let (tx, stop, progress) = (tx.clone(), stop.clone(), &progress);
            crate::out_of_memory::spawn_scoped(scope, "mip", move || {
                mip_race(
                    board,
                    lizards,
                    highs_wait(board),
                    &stop,
                    deadline,
                    progress,
                    &tx,
                )
            })
        });
        let annealing = {
            let (stop, turn, exact_time) = (stop.clone(), turn.clone(), &exact_time);
            let shares = flipped.is_some();
            crate::out_of_memory::spawn_scoped(scope, "local search", move || {
                let wait = turns.head_start.unwrap_or_else(|| head_start(board));
                thread_time::sit_out(
                    wait,
                    || exact_time.get().copied(),
                    || stop.load(Ordering::Relaxed),
                    deadline,
                );
                if stop.load(Ordering::Relaxed) {
                    return None;
                }
                let mut stopper = if shares {
                    Stopper::taking_turns(stop, deadline, turn, Turns::LOCAL)
                } else {
                    Stopper::shared(stop, deadline)
                };
                let mut placed = 0;
                let found = if board.has_trees() {
                    let (search, most) = swaps::reaching(board, lizards, anneal.seed, &mut stopper);
                    placed = most;
                    (Finder::Swaps, search)
                } else {
                    let options = sa::Options {
                        time: deadline.map_or(Duration::MAX, |d| {
                            d.saturating_duration_since(Instant::now())
                        }),
                        ..anneal
                    };
                    (
                        Finder::Sa,
                        sa::solve(board, lizards, options, &mut stopper).search,
                    )
                };
                let _ = tx.send(found);
                Some(placed)
            })
        };
        let mut verdict = Verdict::Undecided;
        // Once the local search has given up, the transposed search keeps its core.
        let mut alone = false;
        loop {
            // The turns change every slice while both searches of the second core run.
            let wait = if flipped.is_some() || done.is_some() {
                SLICE / 4
            } else {
                Duration::from_secs(3600)
            };
            let (by, search) = match rx.recv_timeout(wait) {
                Ok(answer) => answer,
                Err(mpsc::RecvTimeoutError::Timeout) => {
                    if done.is_some_and(|d| d.load(Ordering::Relaxed)) {
                        break;
                    }
                    if !alone {
                        turn.store(turns.at(started.elapsed()), Ordering::Relaxed);
                    }
                    continue;
                }
                Err(mpsc::RecvTimeoutError::Disconnected) => break,
            };
            verdict = match (search.solution, search.outcome) {
                (Some(lizards), _) => Verdict::Found { lizards, by },
                // The local searches end `Exhausted` only when counting free cells proves it.
                (None, Outcome::Exhausted) => Verdict::Impossible { by },
                _ => {
                    // One gave up: the other search of its core has the core to itself.
                    if matches!(by, Finder::Swaps | Finder::Sa) {
                        alone = true;
                        turn.store(Turns::TRANSPOSED, Ordering::Relaxed);
                    }
                    continue;
                }
            };
            break;
        }
        stop.store(true, Ordering::Relaxed);
        annealing.thread().unpark();
        #[cfg(feature = "mip")]
        if let Some(highs) = &highs {
            highs.thread().unpark();
        }
        let mut work = exact.join().unwrap_or_default();
        if let Some(turned) = turned {
            super::max::add(&mut work, &turned.join().unwrap_or_default());
        }
        let local = annealing.join().unwrap_or_default();
        let (local_ran, mut placed) = (local.is_some(), local.unwrap_or_default());
        #[cfg(feature = "mip")]
        if let Some(highs) = highs {
            let _ = highs.join();
            placed = placed.max(progress.placed.load(Ordering::Relaxed));
        }
        if verdict == Verdict::Undecided {
            // Too short a budget for either search (the swaps may not have started): one
            // pass over the board may still place enough, and it counts as placed anyway.
            let mut fill = super::max::greedy_fill(board);
            placed = placed.max(fill.len() as u32);
            if fill.len() >= lizards as usize {
                fill.truncate(lizards as usize);
                verdict = Verdict::Found {
                    lizards: fill,
                    by: Finder::Fill,
                };
            }
        }
        #[cfg(feature = "mip")]
        let bound = progress.bound.load(Ordering::Relaxed);
        #[cfg(not(feature = "mip"))]
        let bound = u32::MAX;
        Ran {
            verdict,
            work,
            placed,
            bound,
            local_ran,
        }
    })
}

/// How long HiGHS waits before it joins a race on `board`: a second, and five on boards the
/// transposed search joins in on. There the exact search, in two orders, proves most boards
/// within seconds (the big bench's n = 30 with 30 to 50 % trees), and HiGHS on the same two
/// cores slowed boards of n = 24 and 28 it settles in 2.6 to 5.5 s by 1.5x to 1.9x.
#[cfg(feature = "mip")]
pub(super) fn highs_wait(board: &Board) -> Duration {
    if board.n() <= TRANSPOSED_MAX_N {
        HIGHS_WAIT_SMALL
    } else {
        LOCAL_ALONE
    }
}

/// [`highs_wait`] on boards of up to [`TRANSPOSED_MAX_N`].
#[cfg(feature = "mip")]
const HIGHS_WAIT_SMALL: Duration = Duration::from_secs(5);

/// Whether HiGHS runs in a race on `board` given `budget`: built with the `mip` feature, on
/// the boards it takes, when the budget outlasts its wait by `mip::LEAST` at least.
pub fn highs_joins(board: &Board, budget: Duration) -> bool {
    #[cfg(feature = "mip")]
    return budget >= highs_wait(board) + super::mip::LEAST && super::mip::joins(board);
    #[cfg(not(feature = "mip"))]
    {
        let _ = (board, budget);
        false
    }
}

/// Waits `wait` before HiGHS starts ([`highs_wait`]), or less when `stop` is raised (and the
/// thread unparked) or the `deadline` comes first: a board the searches already running
/// settle by then never shares its cores.
#[cfg(feature = "mip")]
pub(super) fn sit_out(wait: Duration, stop: &AtomicBool, deadline: Option<Instant>) {
    let until = Instant::now() + wait;
    let until = deadline.map_or(until, |d| d.min(until));
    while !stop.load(Ordering::Relaxed) {
        let now = Instant::now();
        if now >= until {
            break;
        }
        // Woken early when the race is over: whoever raises `stop` unparks this thread.
        std::thread::park_timeout(until - now);
    }
}

/// HiGHS in the race ([`run`]): after `wait` ([`highs_wait`]: an easy board is decided by
/// then, and building the model costs a fraction of a second), and with `mip::LEAST` left at
/// least, it maximises until `lizards` are placed
/// or shown not to fit, and says so. Its placement goes out as a search's, a proof as an
/// exhausted search.
#[cfg(feature = "mip")]
fn mip_race(
    board: &Board,
    lizards: u32,
    wait: Duration,
    stop: &AtomicBool,
    deadline: Option<Instant>,
    progress: &super::mip::Progress,
    tx: &mpsc::Sender<(Finder, Search)>,
) {
    sit_out(wait, stop, deadline);
    if stop.load(Ordering::Relaxed) {
        return;
    }
    let answer = super::mip::maximise(board, &[], Some(lizards), stop, deadline, progress);
    let outcome = if answer.placement.len() >= lizards as usize {
        Outcome::Found
    } else if answer.bound < lizards {
        Outcome::Exhausted
    } else {
        Outcome::GaveUp
    };
    let mut placement = answer.placement;
    placement.truncate(lizards as usize);
    let search = Search::first(outcome, || placement, Stats::default());
    let _ = tx.send((Finder::Mip, search));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::backtrack;
    use crate::validate;

    /// `run`'s verdicts on random boards of `n` against the exact search alone.
    fn verdicts_agree(n: usize, trees: f64, ps: &[u32], turns: Turns) {
        for seed in 0..30 {
            let board = Board::random(n, trees, seed);
            for &p in ps {
                let exact = backtrack::solve(&board, p, backtrack::Options::default(), &mut ());
                let deadline = Some(Instant::now() + Duration::from_secs(30));
                let ran = run(
                    &board,
                    None,
                    p,
                    deadline,
                    sa::Options::default(),
                    turns,
                    Mip::Joins,
                );
                match ran.verdict {
                    Verdict::Found { lizards, .. } => {
                        assert!(exact.solution.is_some(), "seed {seed} p {p}");
                        validate::check(&board, &lizards, p).unwrap();
                    }
                    Verdict::Impossible { .. } => assert!(exact.solution.is_none()),
                    Verdict::Undecided => panic!("seed {seed} p {p}: undecided"),
                }
            }
        }
    }

    /// HiGHS's verdicts in the race, alone, against the exact search's: a placement of `p`
    /// valid, a proof only where none exists.
    #[cfg(feature = "mip")]
    #[test]
    fn highs_decides_small_boards_as_the_exact_search_does() {
        for seed in 0..40 {
            let board = Board::random(5 + (seed % 4) as usize, 0.25, seed);
            for p in 4..=10 {
                let exact = backtrack::solve(&board, p, backtrack::Options::default(), &mut ());
                let (tx, rx) = mpsc::channel();
                let (stop, progress) = (
                    AtomicBool::new(false),
                    super::super::mip::Progress::default(),
                );
                mip_race(&board, p, Duration::ZERO, &stop, None, &progress, &tx);
                let (by, search) = rx.recv().unwrap();
                assert_eq!(by, Finder::Mip);
                assert_eq!(search.outcome == Outcome::Found, exact.solution.is_some());
                match search.solution {
                    Some(cells) => validate::check(&board, &cells, p).unwrap(),
                    None => assert_eq!(search.outcome, Outcome::Exhausted, "seed {seed} p {p}"),
                }
            }
        }
    }

    #[test]
    fn decides_small_boards_as_the_exact_search_does() {
        verdicts_agree(6, 0.2, &[4, 6, 7, 9], Turns::DEFAULT);
    }

    #[test]
    fn the_transposed_search_answers_for_the_board_itself() {
        for seed in 0..40 {
            let board = Board::random(7, 0.25, seed);
            let flipped = transposed(&board);
            assert_eq!(transposed(&flipped), board);
            for cell in board.cells() {
                assert_eq!(
                    board.is_tree(cell),
                    flipped.is_tree(Cell::new(cell.col, cell.row))
                );
            }
            for p in 5..=9 {
                let own = backtrack::solve(&board, p, backtrack::Options::default(), &mut ());
                let turned = exact_transposed(&flipped, p, &mut ());
                assert_eq!(turned.outcome, own.outcome, "seed {seed} p {p}");
                if let Some(cells) = turned.solution {
                    validate::check(&board, &cells, p).unwrap();
                }
            }
        }
    }

    /// With the transposed search taking its turns from the start, the race still decides
    /// every small board as the exact search alone does, whichever order answers.
    #[test]
    fn with_the_transposed_search_in_turn_from_the_start_verdicts_stay_right() {
        let now = Turns {
            alone: Duration::ZERO,
            ..Turns::DEFAULT
        };
        verdicts_agree(7, 0.2, &[6, 8, 9, 10], now);
    }

    #[test]
    fn the_local_search_has_its_core_alone_then_a_turn_in_four_then_one_in_ten() {
        let at = |elapsed| Turns::DEFAULT.at(elapsed);
        assert_eq!(at(Duration::ZERO), Turns::LOCAL);
        assert_eq!(at(LOCAL_ALONE - Duration::from_millis(1)), Turns::LOCAL);
        let local_turns = |from: Duration| {
            let turns: Vec<u8> = (0..40).map(|k| at(from + SLICE * k + SLICE / 2)).collect();
            turns.iter().filter(|&&t| t == Turns::LOCAL).count()
        };
        assert_eq!(local_turns(LOCAL_ALONE), 10);
        assert_eq!(local_turns(LOCAL_ALONE + LOCAL_QUARTER), 4);
    }

    /// `run` with the local search's head start set to `wait`, until one side answers.
    fn run_waiting(board: &Board, lizards: u32, wait: Duration) -> Ran {
        let turns = Turns {
            head_start: Some(wait),
            ..Turns::DEFAULT
        };
        let deadline = Some(Instant::now() + Duration::from_secs(120));
        let options = sa::Options::default();
        run(board, None, lizards, deadline, options, turns, Mip::Joins)
    }

    /// An easy big board pays no tax for the race: the exact search answers during the local
    /// search's head start, the local search builds nothing, and the race does not wait out
    /// the rest of the head start (an hour here). What the head start saves in time and
    /// memory is measured in `benches/solvers.rs` (`thousand_board`).
    #[test]
    fn an_answer_within_the_head_start_leaves_the_local_search_unbuilt() {
        let board = Board::random(400, 0.3, 1);
        let started = Instant::now();
        let ran = run_waiting(&board, 400, Duration::from_secs(3600));
        assert!(started.elapsed() < Duration::from_secs(60));
        assert!(!ran.local_ran);
        match ran.verdict {
            Verdict::Found { lizards, by } => {
                assert_eq!(by, Finder::Backtrack);
                validate::check(&board, &lizards, 400).unwrap();
            }
            other => panic!("{other:?}"),
        }
    }

    /// Past its head start the local search builds its state and answers where the exact
    /// search cannot (N-Queens of 200 by backtracking would take ages).
    #[test]
    fn past_the_head_start_the_local_search_runs() {
        let board = Board::empty(200);
        let ran = run_waiting(&board, 200, Duration::ZERO);
        assert!(ran.local_ran);
        assert!(matches!(ran.verdict, Verdict::Found { by: Finder::Sa, .. }));
    }

    #[test]
    fn big_open_boards_are_decided_by_annealing() {
        let board = Board::empty(200);
        match decide(&board, 200, Duration::from_secs(60), sa::Options::default()) {
            Verdict::Found { lizards, by } => {
                assert_eq!(by, Finder::Sa);
                validate::check(&board, &lizards, 200).unwrap();
            }
            other => panic!("{other:?}"),
        }
    }
}

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
//! The local search waits for a head start before it builds its state ([`head_start`]): on a
//! big open board the exact search's first descent answers in about the time annealing would
//! spend sizing its tables, so an easy board is decided by the exact search alone, at its
//! time and memory. On a board that splits into parts no line joins, the exact search goes
//! part by part ([`split`](super::split)).

use std::ops::ControlFlow;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use crate::board::{Board, Cell};
use crate::event::{Event, Observer, Outcome};
use crate::solve::{Search, Stats, backtrack, sa, split, swaps};

/// What deciding a board found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// A placement, and which search found it (backtrack also when it went part by part).
    Found { lizards: Vec<Cell>, by: Finder },
    /// The exact search tried everything: no placement exists.
    Impossible,
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
}

impl std::fmt::Display for Finder {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Finder::Backtrack => "backtrack",
            Finder::Sa => "sa",
            Finder::Swaps => "swaps",
            Finder::Fill => "greedy fill",
        })
    }
}

/// Stops a search when another thread has answered or a deadline has passed. Looks only every
/// 4096 events, so it costs the search next to nothing.
pub struct Stopper {
    stop: Option<Arc<AtomicBool>>,
    deadline: Option<Instant>,
    events: u32,
}

impl Stopper {
    /// Stops at `deadline` (never, if `None`).
    pub fn at(deadline: Option<Instant>) -> Self {
        Self {
            stop: None,
            deadline,
            events: 0,
        }
    }

    /// Stops at `deadline` (never, if `None`) or when `stop` is raised.
    fn shared(stop: Arc<AtomicBool>, deadline: Option<Instant>) -> Self {
        Self {
            stop: Some(stop),
            deadline,
            events: 0,
        }
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
        self.stop
            .as_ref()
            .is_some_and(|s| s.load(Ordering::Relaxed))
            || self.deadline.is_some_and(|d| Instant::now() >= d)
    }
}

/// Decides whether `lizards` lizards fit on `board` within `budget`. `anneal` tunes the
/// annealing side (its time budget is replaced by `budget`); on a board with trees the swaps
/// take its place, with its seed.
pub fn decide(board: &Board, lizards: u32, budget: Duration, anneal: sa::Options) -> Verdict {
    decide_until(board, lizards, Some(Instant::now() + budget), anneal).0
}

/// How long the local search waits before building its state: 50 ns per cell (50 ms on a
/// 1000 x 1000 board, 0.2 ms on 64 x 64). Building its tables costs annealing about 30 ns per
/// cell and its memory grows with the cells too, while on an open board the exact search's
/// first descent is a single pass over them: it gets that long to answer alone. On the small
/// boards where the exact search struggles the wait is far below a millisecond.
pub fn head_start(board: &Board) -> Duration {
    Duration::from_nanos(50 * (board.n() * board.n()) as u64)
}

/// How far an undecided race got: bounds on the board's maximum.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Reach {
    /// The most lizards the swaps placed at once (on a board without trees, annealing's
    /// placements are not valid until they are whole: the greedy fill's count).
    pub placed: u32,
    /// No placement holds more ([`max::upper_bound`](super::max::upper_bound)).
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
    let (verdict, _, placed) = run(
        board,
        parts,
        lizards,
        Instant::now().checked_add(budget),
        anneal,
    );
    if verdict != Verdict::Undecided {
        return (verdict, None);
    }
    let upper = super::max::upper_bound_within(board, budget / 10);
    (verdict, Some(Reach { placed, upper }))
}

/// [`decide`] until `deadline` (`None`: until one side answers), with the exact search's work.
pub fn decide_until(
    board: &Board,
    lizards: u32,
    deadline: Option<Instant>,
    anneal: sa::Options,
) -> (Verdict, Stats) {
    let parts = split::parts(board);
    let parts = split::helps(&parts).then_some(parts.as_slice());
    let (verdict, work, _) = run(board, parts, lizards, deadline, anneal);
    (verdict, work)
}

/// The exact search and annealing side by side on the board as it is (never split); the first
/// decisive answer wins. [`decide_until`] without the split, to measure what the split saves.
pub fn race(
    board: &Board,
    lizards: u32,
    deadline: Option<Instant>,
    anneal: sa::Options,
) -> (Verdict, Stats) {
    let (verdict, work, _) = run(board, None, lizards, deadline, anneal);
    (verdict, work)
}

/// The race, the exact search going part by part when `parts` are given. Also returns the
/// most lizards the swaps placed (0 when annealing ran).
fn run(
    board: &Board,
    parts: Option<&[split::Part]>,
    lizards: u32,
    deadline: Option<Instant>,
    anneal: sa::Options,
) -> (Verdict, Stats, u32) {
    let stop = Arc::new(AtomicBool::new(false));
    let (tx, rx) = mpsc::channel::<(Finder, Search)>();
    std::thread::scope(|scope| {
        let exact = {
            let (tx, stop) = (tx.clone(), stop.clone());
            crate::out_of_memory::spawn_scoped(scope, "exact search", move || {
                let mut stopper = Stopper::shared(stop, deadline);
                let search = match parts {
                    Some(parts) => split::exact(parts, lizards, &mut stopper),
                    None => backtrack::solve(
                        board,
                        lizards,
                        backtrack::Options::default(),
                        &mut stopper,
                    ),
                };
                let work = search.stats;
                let _ = tx.send((Finder::Backtrack, search));
                work
            })
        };
        let annealing = {
            let stop = stop.clone();
            crate::out_of_memory::spawn_scoped(scope, "local search", move || {
                let until = Instant::now() + head_start(board);
                let until = deadline.map_or(until, |d| d.min(until));
                while !stop.load(Ordering::Relaxed) {
                    let now = Instant::now();
                    if now >= until {
                        break;
                    }
                    // Woken early when the exact search has answered.
                    std::thread::park_timeout(until - now);
                }
                if stop.load(Ordering::Relaxed) {
                    return 0;
                }
                let mut stopper = Stopper::shared(stop, deadline);
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
                placed
            })
        };
        let mut verdict = Verdict::Undecided;
        for (by, search) in rx.iter().take(2) {
            verdict = match (search.solution, search.outcome) {
                (Some(lizards), _) => Verdict::Found { lizards, by },
                // The local searches end `Exhausted` only when counting free cells proves it.
                (None, Outcome::Exhausted) => Verdict::Impossible,
                _ => continue,
            };
            break;
        }
        stop.store(true, Ordering::Relaxed);
        annealing.thread().unpark();
        let work = exact.join().unwrap_or_default();
        let mut placed = annealing.join().unwrap_or_default();
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
        (verdict, work, placed)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::validate;

    #[test]
    fn decides_small_boards_as_the_exact_search_does() {
        for seed in 0..30 {
            let board = Board::random(6, 0.2, seed);
            for p in [4, 6, 7, 9] {
                let exact = backtrack::solve(&board, p, backtrack::Options::default(), &mut ());
                let verdict = decide(&board, p, Duration::from_secs(30), sa::Options::default());
                match verdict {
                    Verdict::Found { lizards, .. } => {
                        assert!(exact.solution.is_some(), "seed {seed} p {p}");
                        validate::check(&board, &lizards, p).unwrap();
                    }
                    Verdict::Impossible => assert!(exact.solution.is_none()),
                    Verdict::Undecided => panic!("seed {seed} p {p}: undecided"),
                }
            }
        }
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

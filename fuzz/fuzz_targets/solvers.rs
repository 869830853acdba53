//! Any bytes as an input file; a small board that parses goes to every solver that takes it,
//! whatever `p` the file claims, with small budgets and step limits. Never a panic and never an
//! allocation the board cannot need (the fuzzer's `-rss_limit_mb` and `-malloc_limit_mb`
//! catch those); every placement passes the referee; no solver proves what another disproves.
#![no_main]

use std::ops::ControlFlow;
use std::time::Duration;

use libfuzzer_sys::fuzz_target;
use lizards::board::Board;
use lizards::event::{Event, Observer, Outcome};
use lizards::homework;
use lizards::solve::backtrack::{Goal, Options, Pruning, Safety};
use lizards::solve::decide::{Verdict, decide};
use lizards::solve::{Algorithm, Search, Settings, max, sa};

/// Boards up to this side: large enough for every kind of tree pattern, small enough for a
/// few thousand runs a second.
const MAX_N: usize = 7;

/// Events a search may emit before it is stopped.
const STEPS: u64 = 20_000;

/// Annealing's budget: a few moves, and a clock that never decides on boards this small.
fn anneal() -> sa::Options {
    sa::Options {
        moves: 2_000,
        time: Duration::from_secs(1),
        ..sa::Options::default()
    }
}

/// Stops a search after a number of events, as a step budget.
struct Steps(u64);

impl Observer for Steps {
    fn event(&mut self, _: Event) -> ControlFlow<()> {
        self.0 = self.0.saturating_sub(1);
        if self.0 == 0 {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    }
}

/// What a search established about `p` lizards on the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Known {
    Fits,
    Impossible,
    Nothing,
}

/// Checks a search's placement with the referee and says what it proved.
fn judge(board: &Board, lizards: u32, algorithm: Algorithm, search: &Search) -> Known {
    match &search.solution {
        Some(found) => {
            if let Err(e) = lizards::validate::check(board, found, lizards) {
                panic!("{algorithm} placed {found:?}, which is wrong: {e}");
            }
            Known::Fits
        }
        None if search.outcome == Outcome::Exhausted && algorithm.proves() => Known::Impossible,
        None => Known::Nothing,
    }
}

/// Panics when two answers contradict each other.
fn agree(known: &mut Known, another: Known, who: &str) {
    match (*known, another) {
        (Known::Fits, Known::Impossible) | (Known::Impossible, Known::Fits) => {
            panic!("{who} says {another:?} where another solver said {known:?}")
        }
        (Known::Nothing, _) => *known = another,
        _ => {}
    }
}

fuzz_target!(|bytes: &[u8]| {
    let Ok(text) = homework::read_bounded(bytes, None) else {
        return;
    };
    let Ok(hw) = homework::parse_input(&text) else {
        return;
    };
    let (board, p) = (&hw.board, hw.lizards);
    if board.n() > MAX_N {
        return;
    }
    let mut known = Known::Nothing;
    // The exact search with every bound and both safety checks, with and without the
    // presolve that `solve` and `max` run it with.
    for bound in [
        Pruning::Seed,
        Pruning::Segments,
        Pruning::Matching,
        Pruning::Memo,
        Pruning::Auto,
    ] {
        for (safety, presolve) in [
            (Safety::Counters, false),
            (Safety::Scan, false),
            (Safety::Counters, true),
        ] {
            let settings = Settings::from(Options {
                goal: Goal::First,
                bound,
                safety,
                presolve,
            });
            let search =
                lizards::solve::run(Algorithm::Backtrack, board, p, settings, &mut Steps(STEPS));
            agree(
                &mut known,
                judge(board, p, Algorithm::Backtrack, &search),
                &format!("backtrack ({bound:?}, {safety:?}, presolve {presolve})"),
            );
        }
    }
    // What the presolve leaves, part by part, as `solve`'s and `max`'s exact search goes.
    let search = lizards::solve::residual::solve(board, p, &mut Steps(STEPS));
    agree(
        &mut known,
        judge(board, p, Algorithm::Backtrack, &search),
        "backtrack, the presolve's parts one by one",
    );
    // Every other algorithm that takes the board, as the app and `solve --algo` run them.
    let settings = Settings {
        frontier: Some(4_096),
        anneal: anneal(),
        ..Settings::default()
    };
    for algorithm in Algorithm::ALL {
        if algorithm == Algorithm::Backtrack || algorithm.unfit_reason(board, p).is_some() {
            continue;
        }
        let search = lizards::solve::run(algorithm, board, p, settings, &mut Steps(STEPS));
        agree(
            &mut known,
            judge(board, p, algorithm, &search),
            algorithm.name(),
        );
    }
    // The exact search and annealing side by side, as `solve` decides.
    let verdict = match decide(board, p, Duration::from_millis(200), anneal()) {
        Verdict::Found { lizards, by } => {
            if let Err(e) = lizards::validate::check(board, &lizards, p) {
                panic!("decide ({by}) placed {lizards:?}, which is wrong: {e}");
            }
            Known::Fits
        }
        Verdict::Impossible { .. } => Known::Impossible,
        Verdict::Undecided => Known::Nothing,
    };
    agree(&mut known, verdict, "decide");
    // The maximum, on the smallest boards (it asks one question per lizard).
    if board.n() <= 4 {
        let most = max::maximum(board, Some(Duration::from_millis(200)), |_| {});
        if let Err(e) = lizards::validate::check(board, &most.placement, most.lizards) {
            panic!("max placed {:?}, which is wrong: {e}", most.placement);
        }
        assert!(most.lizards <= most.upper, "{most:?}");
        match known {
            Known::Fits => assert!(most.upper >= p, "{p} fit, max says {most:?}"),
            Known::Impossible if most.proved() => {
                assert!(most.lizards < p, "{p} cannot fit, max says {most:?}")
            }
            _ => {}
        }
    }
});

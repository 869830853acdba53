//! Playback throughput: what applying and taking back an event costs, one key press at a time
//! (`→`, `←`) and in a seek (`End`, `Home`), on a million events of three searches: every
//! solution of 12 queens by backtracking (the conflict sets are kept: no trees, n <= 64), a
//! 30 x 30 board with trees (the counters follow the scan past trees), and backjumping by
//! Gaschnig's rule on 28 queens (the race's side). Events per second = 1,000,000 / the time.

use std::ops::ControlFlow;

use lizards::board::Board;
use lizards::event::{Event, FnObserver};
use lizards::playback::Playback;
use lizards::solve::backtrack::{Goal, Options, Pruning};
use lizards::solve::{self, Algorithm, Settings};

fn main() {
    divan::main();
}

const EVENTS: usize = 1_000_000;

const SEARCHES: [&str; 3] = ["12 queens", "30 x 30 trees", "backjump-safe 28"];

/// The first million events of a search, and the playback they play on.
fn search(name: &str) -> (Playback, Vec<Event>) {
    let (algorithm, board, lizards) = match name {
        "12 queens" => (Algorithm::Backtrack, Board::empty(12), 12),
        "30 x 30 trees" => (Algorithm::Backtrack, Board::random(30, 0.1, 1), 30),
        _ => (Algorithm::BackjumpSafe, Board::empty(28), 28),
    };
    let settings = Settings::from(Options {
        goal: Goal::All { limit: None },
        bound: Pruning::Seed,
        ..Options::default()
    });
    let mut events = Vec::with_capacity(EVENTS);
    solve::run(
        algorithm,
        &board,
        lizards,
        settings,
        &mut FnObserver(|e| {
            events.push(e);
            if events.len() >= EVENTS {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        }),
    );
    assert_eq!(events.len(), EVENTS, "{name}: a million events");
    (Playback::new(board, lizards), events)
}

/// A playback that has received the events and applied none.
fn received(name: &str) -> Playback {
    let (mut pb, events) = search(name);
    events.into_iter().for_each(|e| pb.push(e));
    pb
}

/// `→` a million times, then `←` a million times.
#[divan::bench(args = SEARCHES, sample_count = 5)]
fn step_forward_then_back(bencher: divan::Bencher, name: &str) {
    let mut pb = received(name);
    bencher.bench_local(|| {
        while pb.forward() {}
        while pb.back() {}
    });
}

/// `End` then `Home` over a million events.
#[divan::bench(args = SEARCHES, sample_count = 5)]
fn seek_end_then_home(bencher: divan::Bencher, name: &str) {
    let mut pb = received(name);
    bencher.bench_local(|| {
        pb.to_end();
        pb.to_start();
    });
}

/// Receiving a million events and seeking to the end, into a history of 64 Ki events (so the
/// oldest are let go as the app lets them go on a long search).
#[divan::bench(args = SEARCHES, sample_count = 5)]
fn receive_and_seek_short_history(bencher: divan::Bencher, name: &str) {
    let (pb, events) = search(name);
    let empty = Playback::with_capacity(pb.board().clone(), pb.lizards_wanted(), 1 << 16);
    bencher.bench_local(|| {
        let mut pb = empty.clone();
        for batch in events.chunks(4096) {
            batch.iter().for_each(|&e| pb.push(e));
            pb.to_end();
        }
        divan::black_box(pb.position())
    });
}

/// A student's program stuck placing and taking back one lizard, 100,000 times over, played
/// as the app plays at its fastest: a batch of events, then the board settled for the frame.
/// The cost grows with the events, not with the length of the run on one cell behind them.
#[divan::bench(sample_count = 5)]
fn one_cell_placed_and_taken_back_again_and_again(bencher: divan::Bencher) {
    use lizards::board::Cell;
    use lizards::event::Lines;
    let board = Board::empty(8);
    let cell = Cell::new(2, 4);
    let mut events = vec![
        Event::Place {
            cell: Cell::new(0, 0),
            masked: Lines::NONE,
        },
        Event::Place {
            cell: Cell::new(1, 2),
            masked: Lines::NONE,
        },
    ];
    for _ in 0..100_000 {
        events.push(Event::Place {
            cell,
            masked: Lines::NONE,
        });
        events.push(Event::Unmark {
            cell,
            masked: Lines::NONE,
        });
    }
    let empty = Playback::new(board, 8);
    bencher.bench_local(|| {
        let mut pb = empty.clone();
        for batch in events.chunks(64) {
            batch.iter().for_each(|&e| pb.push(e));
            pb.to_end();
        }
        divan::black_box(pb.position())
    });
}

//! Solver throughput. `cargo bench` runs them all; numbers belong in notes as ratios.
//!
//! The peer-case boards are read from `../shared/peer-cases` when present.

use std::ops::ControlFlow;
use std::path::PathBuf;

use lizards::event::{Event, FnObserver};
use lizards::homework::{self, Homework};
use lizards::playback::Playback;
use lizards::solve::backtrack::{self, Options};
use lizards::solve::{backjump, decide, queens, sa};

fn main() {
    divan::main();
}

fn peer(path: &str) -> Option<String> {
    let p = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../shared/peer-cases")
        .join(path);
    std::fs::read_to_string(p).ok()
}

fn with_p(text: &str, p: u32) -> Homework {
    let mut hw = homework::parse_input(text).unwrap();
    hw.lizards = p;
    hw
}

/// The article's 1000 x 1000 board, parse included (the article's Python: ~7 s for p = 97,000).
#[divan::bench(args = [97_000, 98_114], sample_count = 10)]
fn thousand_board(p: u32) {
    let Some(text) = peer("edorado93__Save-The-Lizards/b0f03bc/input.txt") else {
        return;
    };
    let mut hw = homework::parse_input(divan::black_box(&text)).unwrap();
    hw.lizards = p;
    let s = backtrack::solve(&hw.board, hw.lizards, Options::default(), &mut ());
    assert!(s.solution.is_some());
}

/// The same board decided as `solve` decides it, the local search beside the exact search:
/// the exact search answers within the local search's head start, so this should cost about
/// what `thousand_board` costs (the race once waited for annealing's tables, at 2x the time).
#[divan::bench(args = [97_000], sample_count = 10)]
fn thousand_board_decided(p: u32) {
    let Some(text) = peer("edorado93__Save-The-Lizards/b0f03bc/input.txt") else {
        return;
    };
    let mut hw = homework::parse_input(divan::black_box(&text)).unwrap();
    hw.lizards = p;
    let budget = std::time::Duration::from_secs(60);
    let verdict = decide::decide(&hw.board, hw.lizards, budget, sa::Options::default());
    assert!(matches!(verdict, decide::Verdict::Found { .. }));
}

/// 11 x 11, 3 trees, p = 15: impossible; the bound proves it.
#[divan::bench(sample_count = 20)]
fn eleven_fail(bencher: divan::Bencher) {
    let Some(text) = peer("manthan1412__Lizards-problem/DFS.txt") else {
        return;
    };
    let hw = with_p(&text, 15);
    bencher.bench(|| {
        let s = backtrack::solve(&hw.board, hw.lizards, Options::default(), &mut ());
        assert!(s.solution.is_none());
    });
}

/// What listening costs: the same search with no observer and with one that counts events.
#[divan::bench(args = [false, true], sample_count = 10)]
fn observer_cost(listen: bool) {
    let board = lizards::board::Board::empty(11);
    let options = Options {
        goal: backtrack::Goal::All { limit: None },
        bound: Default::default(),
        safety: Default::default(),
        presolve: false,
    };
    if listen {
        let mut n = 0u64;
        let mut obs = FnObserver(|_: Event| {
            n += 1;
            ControlFlow::Continue(())
        });
        backtrack::solve(&board, 11, options, &mut obs);
        divan::black_box(n);
    } else {
        backtrack::solve(&board, 11, options, &mut ());
    }
}

/// The N-Queens counter on one thread and on two.
#[divan::bench(consts = [12, 14], args = [1, 2], sample_count = 5)]
fn queens_count<const N: u32>(threads: usize) {
    divan::black_box(queens::count(N, threads, &|_, _| {}).unwrap());
}

/// N = 16, the target case: three samples each (about two seconds on one thread).
#[divan::bench(args = [1, 2], sample_count = 5, sample_size = 1)]
fn queens_count_16(threads: usize) {
    assert_eq!(
        queens::count(16, threads, &|_, _| {}).unwrap().solutions,
        14_772_512
    );
}

/// The yardstick for the counter: the seed's search as it stands, bitmasks and mirror halving
/// only, one thread. Benchmarked beside `queens_count_16` so the ratio survives a noisy box.
#[divan::bench(sample_count = 3, sample_size = 1)]
fn queens_count_16_mirror_halved() {
    fn below(full: u64, left: u64, down: u64, right: u64) -> u64 {
        if down == full {
            return 1;
        }
        let mut avail = full & !(left | down | right);
        let mut found = 0;
        while avail != 0 {
            let bit = avail & avail.wrapping_neg();
            avail ^= bit;
            found += below(full, (left | bit) << 1, down | bit, (right | bit) >> 1);
        }
        found
    }
    let n = 16;
    let full = (1u64 << n) - 1;
    let halves: u64 = (0..n / 2)
        .map(|col| 1u64 << col)
        .map(|bit| below(full, bit << 1, bit, bit >> 1))
        .sum();
    assert_eq!(2 * halves, 14_772_512);
}

/// Backjumping to the first solution, by the article's code and by Gaschnig's rule.
#[divan::bench(args = [20, 28], sample_count = 5)]
fn backjump_first(n: u32) {
    divan::black_box(backjump::solve(n, backjump::Rule::Article, &mut ()));
}

#[divan::bench(args = [20, 28], sample_count = 5)]
fn backjump_safe_first(n: u32) {
    divan::black_box(backjump::solve(n, backjump::Rule::Safe, &mut ()));
}

/// Playback throughput: one million events forward, then back.
#[divan::bench(sample_count = 5)]
fn playback_million(bencher: divan::Bencher) {
    let board = lizards::board::Board::empty(12);
    let mut events = Vec::new();
    let options = Options {
        goal: backtrack::Goal::All { limit: None },
        bound: Default::default(),
        safety: Default::default(),
        presolve: false,
    };
    backtrack::solve(
        &board,
        12,
        options,
        &mut FnObserver(|e| {
            events.push(e);
            if events.len() >= 1_000_000 {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        }),
    );
    bencher.bench_local(|| {
        let mut pb = Playback::new(board.clone(), 12);
        events.iter().for_each(|&e| pb.push(e));
        pb.to_end();
        pb.to_start();
    });
}

/// Seed 000's "O(1) conundrum": every N-Queens solution by cell-by-cell backtracking, deciding
/// safety by the four counters (O(1)) or by scanning the four lines (O(N)). The article reports
/// almost 5x at 14 x 14; the ratio of the two medians here is this solver's figure.
#[divan::bench(consts = [10, 12], args = [backtrack::Safety::Counters, backtrack::Safety::Scan], sample_count = 5)]
fn safety_check<const N: u32>(safety: backtrack::Safety) {
    let options = Options {
        goal: backtrack::Goal::All { limit: None },
        bound: Default::default(),
        safety,
        presolve: false,
    };
    let board = lizards::board::Board::empty(N as usize);
    divan::black_box(backtrack::solve(&board, N, options, &mut ()));
}

/// Simulated annealing on open N-Queens boards (the goal: each in well under a second).
#[divan::bench(args = [50, 100, 200, 1000], sample_count = 5)]
fn sa_queens(n: usize) {
    let board = lizards::board::Board::empty(n);
    let run = sa::solve(&board, n as u32, sa::Options::default(), &mut ());
    assert!(run.search.solution.is_some());
}

/// `lizards solve` (the exact search and annealing side by side) on the homework boards the
/// exact search alone could not finish.
#[divan::bench(args = ["inputd34.txt", "inputsa40.txt", "inputsa80.txt", "inputsa34.txt"], sample_count = 5)]
fn decide_rohanrags(name: &str) {
    let Some(text) = peer(&format!(
        "rohanrags__Informed-UnInformed-Search-Artificial-Intelligence-/input/{name}"
    )) else {
        return;
    };
    let hw = homework::parse_input(&text).unwrap();
    let verdict = decide::decide(
        &hw.board,
        hw.lizards,
        std::time::Duration::from_secs(60),
        sa::Options::default(),
    );
    assert!(matches!(verdict, decide::Verdict::Found { .. }));
}

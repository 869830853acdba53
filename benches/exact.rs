//! Where the exact search stops: random boards with trees at p = max and p = max + 1, solved
//! with each bound (from `matching` on after the presolve, as `solve` and `max` run it), each
//! run cut off at a time limit; then as `solve` decides them, the exact search and annealing
//! side by side.
//!
//! `cargo bench --bench exact` prints one row per board. Environment:
//! `EXACT_LIMIT` seconds per run (default 10), `EXACT_N` sizes (default `10,12,14,16,18,20`),
//! `EXACT_DENSITY` tree densities (default `0.1,0.2,0.3,0.4,0.5`), `EXACT_SEEDS` boards per
//! size and density (default 1), `EXACT_BOUNDS` which bounds to time (default
//! `segments,matching,memo`). The boards come from [`Board::random`] with fixed seeds, so every
//! machine times the same boards.

mod common;

use common::list;
use std::time::{Duration, Instant};

use lizards::board::Board;
use lizards::event::Outcome;
use lizards::solve::backtrack::{self, Goal, Options, Pruning};
use lizards::solve::decide::{self, Stopper, Verdict};
use lizards::solve::{max, sa};

/// Seconds `solve` takes to decide (the exact search and annealing side by side), and whether
/// it found a placement.
fn time_decide(board: &Board, p: u32, limit: Duration) -> Option<(f64, bool)> {
    lizards::solve::forget_kept_fits();
    let start = Instant::now();
    let verdict = decide::decide(board, p, limit, sa::Options::default());
    let took = start.elapsed().as_secs_f64();
    match verdict {
        Verdict::Found { .. } => Some((took, true)),
        Verdict::Impossible { .. } => Some((took, false)),
        Verdict::Undecided => None,
    }
}

/// Seconds taken and whether the search decided (found or exhausted) within `limit`.
fn time(board: &Board, p: u32, bound: Pruning, limit: Duration) -> Option<(f64, bool)> {
    let options = Options {
        goal: Goal::First,
        bound,
        safety: Default::default(),
        // As `solve` and `max` run it.
        presolve: true,
    };
    let start = Instant::now();
    let search = backtrack::solve(board, p, options, &mut Stopper::at(Some(start + limit)));
    let took = start.elapsed().as_secs_f64();
    match search.outcome {
        Outcome::Found => Some((took, true)),
        Outcome::Exhausted => Some((took, false)),
        _ => None,
    }
}

fn cell(result: Option<(f64, bool)>) -> String {
    match result {
        Some((secs, _)) if secs < 1.0 => format!("{:>8.1}ms", secs * 1e3),
        Some((secs, _)) => format!("{secs:>9.2}s"),
        None => format!("{:>10}", "> limit"),
    }
}

fn main() {
    // `cargo bench` passes `--bench`; `cargo test --benches` runs this too: keep that quick.
    if std::env::args().all(|a| a != "--bench") {
        return;
    }
    let limit = Duration::from_secs_f64(list("EXACT_LIMIT", "10")[0]);
    let sizes: Vec<usize> = list("EXACT_N", "10,12,14,16,18,20");
    let densities: Vec<f64> = list("EXACT_DENSITY", "0.1,0.2,0.3,0.4,0.5");
    let seeds: u64 = list("EXACT_SEEDS", "1")[0];
    let bounds: Vec<Pruning> = std::env::var("EXACT_BOUNDS")
        .unwrap_or_else(|_| "segments,matching,memo".into())
        .split(',')
        .filter_map(|s| <Pruning as clap::ValueEnum>::from_str(s.trim(), true).ok())
        .collect();
    print!("{:>3} {:>5} {:>4} {:>5}", "n", "trees", "seed", "max");
    for b in &bounds {
        let name = format!("{b:?}").to_lowercase();
        print!(" {:>10} {:>10}", format!("{name} =max"), "+1");
    }
    print!(" {:>10} {:>10}", "solve =max", "+1");
    println!();
    for &n in &sizes {
        for &density in &densities {
            for seed in 0..seeds {
                let board = Board::random(n, density, 1000 * n as u64 + seed);
                // The maximum by the strongest search, given longer. Unproved (`>=`): the most
                // lizards placed, and the runs below ask for that many and one more.
                let maximum = find_max(&board, limit * 3);
                let (m, shown) = match maximum {
                    Ok(m) => (m, m.to_string()),
                    Err(m) => (m, format!(">={m}")),
                };
                print!("{n:>3} {density:>5.2} {seed:>4} {shown:>5}");
                // Each bound alone, then `solve`: a verdict checked against the maximum when
                // it is proved, and its time.
                let runs = bounds
                    .iter()
                    .map(|&bound| (format!("{bound:?}"), Some(bound)))
                    .chain([("solve".to_string(), None)]);
                for (name, bound) in runs {
                    for p in [m, m + 1] {
                        let result = match bound {
                            Some(bound) => time(&board, p, bound, limit),
                            None => time_decide(&board, p, limit),
                        };
                        if let (Some((_, found)), Ok(m)) = (result, maximum) {
                            assert_eq!(found, p == m, "wrong verdict: n {n} p {p} {name}");
                        }
                        print!(" {}", cell(result));
                    }
                }
                println!();
            }
        }
    }
}

/// The maximum as `lizards max` finds it, or the most lizards placed if it cannot prove it.
fn find_max(board: &Board, limit: Duration) -> Result<u32, u32> {
    lizards::solve::forget_kept_fits();
    let found = max::maximum(board, Some(limit), |_| {});
    if found.proved() {
        Ok(found.lizards)
    } else {
        Err(found.lizards)
    }
}

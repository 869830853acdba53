//! Where splitting a board into parts that no line joins pays: random boards with trees at
//! p = max and p = max + 1, decided part by part (`solve`) and as one board (the exact search
//! and annealing side by side on all of it), each run cut off at a time limit.
//!
//! `cargo bench --bench split` prints one row per board. Environment: `SPLIT_LIMIT` seconds
//! per run (default 3), `SPLIT_N` sizes (default `20,30,40`), `SPLIT_DENSITY` tree densities
//! (default `0.3,0.4,0.5`), `SPLIT_SEEDS` boards per size and density (default 2). The boards
//! come from [`Board::random`] with fixed seeds, so every machine times the same boards.

mod common;

use common::list;
use std::time::{Duration, Instant};

use lizards::board::Board;
use lizards::solve::decide::{self, Verdict};
use lizards::solve::{max, sa, split};

/// How long a verdict took, `> limit` when it was undecided.
fn timed(limit: Duration, run: impl FnOnce(Option<Instant>) -> Verdict) -> String {
    let start = Instant::now();
    let verdict = run(Some(start + limit));
    let took = start.elapsed().as_secs_f64();
    match verdict {
        Verdict::Undecided => format!("> {} s", limit.as_secs()),
        _ if took < 1.0 => format!("{:.1} ms", took * 1e3),
        _ => format!("{took:.2} s"),
    }
}

fn main() {
    // `cargo bench` passes `--bench`; `cargo test --all-targets` runs this too: keep that quick.
    if std::env::args().all(|a| a != "--bench") {
        return;
    }
    let limit = Duration::from_secs(
        list::<u64>("SPLIT_LIMIT", "3")
            .first()
            .copied()
            .unwrap_or(3),
    );
    let sizes = list::<usize>("SPLIT_N", "20,30,40");
    let densities = list::<f64>("SPLIT_DENSITY", "0.3,0.4,0.5");
    let seeds = list::<u64>("SPLIT_SEEDS", "2")
        .first()
        .copied()
        .unwrap_or(2);
    println!("| n | trees | seed | parts | split? | max | split: =max | +1 | whole: =max | +1 |");
    println!("|---|---|---|---|---|---|---|---|---|---|");
    for &n in &sizes {
        for &density in &densities {
            for seed in 0..seeds {
                let board = Board::random(n, density, 1000 * n as u64 + seed);
                let parts = split::parts(&board);
                let most = max::maximum(&board, Some(4 * limit), |_| {});
                let row = if most.proved() {
                    let p = most.lizards;
                    let options = sa::Options::default();
                    let split_at =
                        |p| timed(limit, |d| decide::decide_until(&board, p, d, options).0);
                    let whole_at = |p| timed(limit, |d| decide::race(&board, p, d, options).0);
                    format!(
                        "{p} | {} | {} | {} | {}",
                        split_at(p),
                        split_at(p + 1),
                        whole_at(p),
                        whole_at(p + 1)
                    )
                } else {
                    format!("{}..{} | – | – | – | –", most.lizards, most.upper)
                };
                println!(
                    "| {n} | {density} | {seed} | {} | {} | {row} |",
                    parts.len(),
                    if split::helps(&parts) { "yes" } else { "no" }
                );
            }
        }
    }
}

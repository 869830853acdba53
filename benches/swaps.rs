//! Finding the last lizard on big boards: the swaps' local search against annealing at the
//! largest count known, on random boards of n = 30, 50 and 100 with 10 to 50 % trees.
//!
//! For each board the target is set first: the root bound (matchings and clique weights) from
//! above, and a long run of the swaps (`SWAPS_TARGET` seconds, its own seed) from below; when
//! the two meet the target is the proved maximum (`proved` counts those boards). Then a fresh
//! run of each search (other seeds) is asked for the target with `SWAPS_LIMIT` seconds: the
//! success rate and the median time of the successes are printed per size.
//!
//! `cargo bench --bench swaps`. Environment: `SWAPS_N` sizes (default `30,50,100`),
//! `SWAPS_BOARDS` boards per size (default 20; the densities cycle through 10 to 50 %),
//! `SWAPS_TARGET` (default 5) and `SWAPS_LIMIT` (default 2) seconds, `SWAPS_SIDES` which
//! searches are timed (default `swaps,annealing`; `swaps` alone halves a long run; `every-cell`
//! is the swaps over every free cell, barren ones too, as they walked before the presolve),
//! `SWAPS_TARGETS` a file that keeps the targets (read when present, and written with the
//! targets it lacked), so two builds of the searches are timed against the very same targets.

mod common;

use common::list;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use lizards::board::Board;
use lizards::solve::decide::Stopper;
use lizards::solve::matching::MatchingBound;
use lizards::solve::{sa, swaps};
use lizards::validate;

/// Seconds a search took to place `p` on `board`, `None` when it did not within `limit`.
fn time_of(board: &Board, p: u32, limit: Duration, search: Side, seed: u64) -> Option<f64> {
    let start = Instant::now();
    let mut stopper = Stopper::at(Some(start + limit));
    let found = match search {
        Side::Swaps => swaps::solve(board, p, seed, &mut stopper).solution,
        Side::EveryCell => swaps::solve_on_every_cell(board, p, seed, &mut stopper).solution,
        Side::Annealing => {
            let options = sa::Options {
                time: limit,
                seed,
                ..sa::Options::default()
            };
            sa::solve(board, p, options, &mut stopper).search.solution
        }
    };
    let took = start.elapsed().as_secs_f64();
    let lizards = found?;
    validate::check(board, &lizards, p).expect("a valid placement");
    Some(took)
}

#[derive(Clone, Copy)]
enum Side {
    Swaps,
    Annealing,
    /// The swaps over every free cell, the presolve's barren ones too (the walk before).
    EveryCell,
}

impl Side {
    const ALL: [Side; 3] = [Side::Swaps, Side::Annealing, Side::EveryCell];

    fn name(self) -> &'static str {
        match self {
            Side::Swaps => "swaps",
            Side::Annealing => "annealing",
            Side::EveryCell => "every-cell",
        }
    }
}

fn median(mut xs: Vec<f64>) -> String {
    if xs.is_empty() {
        return "-".into();
    }
    xs.sort_by(f64::total_cmp);
    let m = xs[xs.len() / 2];
    if m < 1.0 {
        format!("{:.1} ms", m * 1e3)
    } else {
        format!("{m:.2} s")
    }
}

fn main() {
    // `cargo bench` passes `--bench`; `cargo test --all-targets` runs this too: keep that quick.
    if std::env::args().all(|a| a != "--bench") {
        return;
    }
    let sizes: Vec<usize> = list("SWAPS_N", "30,50,100");
    let boards: u64 = list("SWAPS_BOARDS", "20")[0];
    let target_limit = Duration::from_secs_f64(list("SWAPS_TARGET", "5")[0]);
    let limit = Duration::from_secs_f64(list("SWAPS_LIMIT", "2")[0]);
    let sides: Vec<String> = list("SWAPS_SIDES", "swaps,annealing");
    let kept = std::env::var("SWAPS_TARGETS").ok().map(PathBuf::from);
    let mut targets = kept.as_deref().map(read_targets).unwrap_or_default();
    let known = targets.len();
    let timed: Vec<Side> = Side::ALL
        .into_iter()
        .filter(|side| sides.iter().any(|s| s == side.name()))
        .collect();
    let columns: String = timed
        .iter()
        .map(|side| format!(" {}: found | median |", side.name()))
        .collect();
    println!("| n | boards | proved |{columns}");
    println!("|---|---|---|{}", "---|---|".repeat(timed.len()));
    for &n in &sizes {
        let (mut proved, mut times) = (0, vec![Vec::new(); timed.len()]);
        for i in 0..boards {
            let density = 0.1 + 0.1 * (i % 5) as f64;
            let board = Board::random(n, density, 7_000_000 + 1000 * n as u64 + i);
            let bound = MatchingBound::board_bound(&board);
            let target = *targets.entry((n, i)).or_insert_with(|| {
                let mut stopper = Stopper::at(Some(Instant::now() + target_limit));
                let best = swaps::most(&board, bound, u64::MAX, 1, &mut stopper);
                validate::check(&board, &best, best.len() as u32).expect("a valid placement");
                best.len() as u32
            });
            proved += u32::from(target == bound);
            let row: Vec<String> = timed
                .iter()
                .enumerate()
                .map(|(k, &side)| {
                    let took = time_of(&board, target, limit, side, 2 + i);
                    if let Some(t) = took {
                        times[k].push(t);
                    }
                    let said = took.map_or("miss".into(), |t| format!("{:.1} ms", t * 1e3));
                    format!("{} {said}", side.name())
                })
                .collect();
            eprintln!(
                "n {n} trees {density:.1} board {i}: bound {bound} target {target}: {}",
                row.join(", ")
            );
        }
        let rates: String = times
            .iter()
            .map(|times| format!(" {}/{boards} | {} |", times.len(), median(times.clone())))
            .collect();
        println!("| {n} | {boards} | {proved} |{rates}");
    }
    if let Some(path) = kept
        && targets.len() > known
    {
        let lines: Vec<String> = targets
            .iter()
            .map(|((n, i), t)| format!("{n} {i} {t}"))
            .collect();
        std::fs::write(&path, lines.join("\n") + "\n").expect("the targets' file is written");
    }
}

/// The targets kept by an earlier run (`n board target` a line), empty when there is no file.
fn read_targets(path: &Path) -> BTreeMap<(usize, u64), u32> {
    let Ok(text) = std::fs::read_to_string(path) else {
        return BTreeMap::new();
    };
    text.lines()
        .enumerate()
        .map(|(i, line)| {
            let v: Vec<u64> = line
                .split_whitespace()
                .filter_map(|w| w.parse().ok())
                .collect();
            let [n, board, target] = v[..] else {
                panic!(
                    "{}:{}: not `n board target`: {line:?}",
                    path.display(),
                    i + 1
                );
            };
            ((n as usize, board), target as u32)
        })
        .collect()
}

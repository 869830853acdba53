//! The big boards, lizards against CP-SAT: random boards of n = 30, 50 and 100 with 10 to 50 %
//! trees, decided at p = max and p = max + 1 (`solve`) and measured (`max`).
//!
//! Both sides read the very same files. `cargo bench --bench big` first writes every board
//! to `BIG_DIR` (default `target/big-boards`) as a homework file (`n<N>-t<trees>-s<seed>.txt`,
//! p = the greedy fill's count), then times lizards on them. `scripts/cpsat.py BIG_DIR` times
//! OR-Tools CP-SAT on the same files and writes `cpsat.csv` there; when that file is present
//! the bench prints CP-SAT's times beside lizards' and the ratio (CP-SAT's time over
//! lizards'). `BIG_WRITE_ONLY=1` writes the boards and stops, so CP-SAT can run first.
//!
//! Environment: `BIG_N` sizes (default `30,50,100`), `BIG_DENSITY` tree densities (default
//! `0.1,0.2,0.3,0.4,0.5`), `BIG_SEEDS` boards per size and density (default 2; their seeds
//! from `BIG_FIRST_SEED`, default 0, so a second seed can be timed on its own),
//! `BIG_SOLVE_LIMIT` seconds per `solve` (default 10), `BIG_MAX_LIMIT` seconds per `max`
//! (default 60). Every answer is validated: a placement by the referee, a verdict against the
//! proved maximum (lizards' own, or CP-SAT's when lizards did not prove it).

mod common;

use common::list;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use lizards::board::Board;
use lizards::homework::{FileForm, format_input};
use lizards::solve::decide::{self, Verdict};
use lizards::solve::{max, sa};
use lizards::validate;

/// The file a board is written to, named so that the script's rows find their board.
fn file_name(n: usize, density: f64, seed: u64) -> String {
    format!("n{n}-t{density:.2}-s{seed}.txt")
}

/// What CP-SAT measured on one board, from `cpsat.csv`: its maximum (if proved) and its
/// seconds for the maximum, p = max and p = max + 1 (`None`: not decided within its limit).
struct CpSat {
    max: Option<u32>,
    secs: [Option<f64>; 3],
    /// Where its maximisation stood when it stopped: the most placed and its bound.
    best: Option<u32>,
    bound: Option<u32>,
}

/// `cpsat.csv`'s rows by file name: `file,max,max_secs,eq_secs,plus_secs,best,bound` (empty:
/// unknown).
fn read_cpsat(dir: &Path) -> HashMap<String, CpSat> {
    let Ok(text) = std::fs::read_to_string(dir.join("cpsat.csv")) else {
        return HashMap::new();
    };
    text.lines()
        .skip(1)
        .filter_map(|line| {
            let f: Vec<&str> = line.split(',').collect();
            let num = |i: usize| f.get(i).and_then(|s| s.parse::<f64>().ok());
            Some((
                f.first()?.to_string(),
                CpSat {
                    max: f.get(1).and_then(|s| s.parse().ok()),
                    secs: [num(2), num(3), num(4)],
                    best: f.get(5).and_then(|s| s.parse().ok()),
                    bound: f.get(6).and_then(|s| s.parse().ok()),
                },
            ))
        })
        .collect()
}

fn shown(secs: Option<f64>) -> String {
    match secs {
        Some(s) if s < 1.0 => format!("{:.1} ms", s * 1e3),
        Some(s) => format!("{s:.2} s"),
        None => "undecided".into(),
    }
}

/// CP-SAT's time over lizards': above 1, lizards is faster.
fn ratio(lizards: Option<f64>, cpsat: Option<f64>) -> String {
    match (lizards, cpsat) {
        (Some(l), Some(c)) => format!("{:.1}x", c / l.max(1e-4)),
        (Some(_), None) => "lizards only".into(),
        (None, Some(_)) => "CP-SAT only".into(),
        (None, None) => "neither".into(),
    }
}

/// Seconds `solve` took to decide `p` on `board`, checked against the maximum when known.
fn time_solve(board: &Board, p: u32, known: Option<u32>, limit: Duration) -> Option<f64> {
    lizards::solve::forget_kept_fits();
    let start = Instant::now();
    let verdict = decide::decide(board, p, limit, sa::Options::default());
    let took = start.elapsed().as_secs_f64();
    match verdict {
        Verdict::Found { lizards, .. } => {
            validate::check(board, &lizards, p).expect("solve's placement is valid");
            if let Some(m) = known {
                assert!(
                    p <= m,
                    "solve placed {p} lizards, more than the maximum {m}"
                );
            }
            Some(took)
        }
        Verdict::Impossible { .. } => {
            if let Some(m) = known {
                assert!(p > m, "solve says {p} do not fit, but {m} do");
            }
            Some(took)
        }
        Verdict::Undecided => None,
    }
}

fn main() {
    // `cargo bench` passes `--bench`; `cargo test --all-targets` runs this too: keep that quick.
    if std::env::args().all(|a| a != "--bench") {
        return;
    }
    let dir = PathBuf::from(std::env::var("BIG_DIR").unwrap_or("target/big-boards".into()));
    let sizes: Vec<usize> = list("BIG_N", "30,50,100");
    let densities: Vec<f64> = list("BIG_DENSITY", "0.1,0.2,0.3,0.4,0.5");
    let seeds: u64 = list("BIG_SEEDS", "2")[0];
    let first_seed: u64 = list("BIG_FIRST_SEED", "0")[0];
    let solve_limit = Duration::from_secs_f64(list("BIG_SOLVE_LIMIT", "10")[0]);
    let max_limit = Duration::from_secs_f64(list("BIG_MAX_LIMIT", "60")[0]);
    std::fs::create_dir_all(&dir).expect("the boards' folder can be made");
    let mut boards = Vec::new();
    for &n in &sizes {
        for &density in &densities {
            for seed in first_seed..first_seed + seeds {
                let board = Board::random(n, density, 1000 * n as u64 + seed);
                let name = file_name(n, density, seed);
                let p = max::greedy_fill(&board).len() as u32;
                std::fs::write(
                    dir.join(&name),
                    format_input(&board, p, &FileForm::default()),
                )
                .expect("the board can be written");
                boards.push((n, density, seed, name, board));
            }
        }
    }
    eprintln!("{} boards written to {}", boards.len(), dir.display());
    if std::env::var("BIG_WRITE_ONLY").is_ok_and(|v| v == "1") {
        return;
    }
    let cpsat = read_cpsat(&dir);
    println!(
        "| n | trees | seed | max | lizards max | CP-SAT max | ratio | lizards =max | CP-SAT =max | ratio | lizards +1 | CP-SAT +1 | ratio |"
    );
    println!("|---|---|---|---|---|---|---|---|---|---|---|---|---|");
    for (n, density, seed, name, board) in boards {
        // Each question as a process of its own asks it: no weights kept from the one before.
        lizards::solve::forget_kept_fits();
        let start = Instant::now();
        let found = max::maximum(&board, Some(max_limit), |_| {});
        let max_secs = start.elapsed().as_secs_f64();
        validate::check(&board, &found.placement, found.lizards).expect("max's placement is valid");
        let theirs = cpsat.get(&name);
        let their_max = theirs.and_then(|c| c.max);
        if let (true, Some(m)) = (found.proved(), their_max) {
            assert_eq!(
                found.lizards, m,
                "{name}: lizards and CP-SAT disagree on the maximum"
            );
        }
        let known = found.proved().then_some(found.lizards).or(their_max);
        let m = known.unwrap_or(found.lizards);
        let lizards = [
            found.proved().then_some(max_secs),
            time_solve(&board, m, known, solve_limit),
            time_solve(&board, m + 1, known, solve_limit),
        ];
        // Each side's bounds hold the other's: what one placed, the other's bound allows.
        let lower = found.lizards.max(theirs.and_then(|c| c.best).unwrap_or(0));
        let upper = found
            .upper
            .min(theirs.and_then(|c| c.bound).unwrap_or(u32::MAX));
        assert!(
            lower <= upper,
            "{name}: placed {lower}, but at most {upper} fit"
        );
        let max_shown = match known {
            Some(m) => m.to_string(),
            None => format!("{lower}..{upper}"),
        };
        print!("| {n} | {density:.1} | {seed} | {max_shown} |");
        for (i, ours) in lizards.into_iter().enumerate() {
            let theirs = theirs.and_then(|c| c.secs[i]);
            print!(
                " {} | {} | {} |",
                shown(ours),
                shown(theirs),
                ratio(ours, theirs)
            );
        }
        println!();
    }
}

//! The `mip` feature end to end: on a 50 x 50 board with 40 % of its cells trees, which the
//! matchings and clique weights leave undecided (the maximum 3 below their bound) and the
//! exact search does not settle within a minute, even after its presolve, `max`
//! proves the maximum with HiGHS beside it, and `solve` refuses one lizard more and places
//! the maximum. Run with `cargo test --features mip --test mip`.
#![cfg(feature = "mip")]

use std::process::Command;

use lizards::board::Board;
use lizards::homework::{FileForm, format_input};
use lizards::solve::max;
use lizards::validate;

fn lizards() -> Command {
    Command::new(env!("CARGO_BIN_EXE_lizards"))
}

fn board_file(board: &Board, p: u32) -> tempfile::NamedTempFile {
    let f = tempfile::NamedTempFile::new().unwrap();
    std::fs::write(f.path(), format_input(board, p, &FileForm::default())).unwrap();
    f
}

/// The lizards of a placement printed as the homework's grid (`1` a lizard).
fn lizards_in(grid: &str) -> Vec<lizards::board::Cell> {
    grid.lines()
        .enumerate()
        .flat_map(|(r, line)| {
            line.bytes()
                .enumerate()
                .filter(|(_, b)| *b == b'1')
                .map(move |(c, _)| lizards::board::Cell::new(r as u32, c as u32))
        })
        .collect()
}

#[test]
fn max_proves_what_the_bounds_alone_leave_open_and_solve_agrees() {
    // Half trees no longer does: the presolve leaves the exact search a proof of 0.4 s there.
    let board = Board::random(50, 0.4, 50_001);
    let bound = max::upper_bound(&board);
    let file = board_file(&board, 1);
    let run = lizards()
        .args(["max", "--stats", "--budget", "60s"])
        .arg(file.path())
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&run.stderr);
    assert_eq!(run.status.code(), Some(0), "{stderr}");
    let stdout = String::from_utf8_lossy(&run.stdout);
    let (first, grid) = stdout.split_once('\n').unwrap();
    let most: u32 = first.parse().unwrap();
    validate::check(&board, &lizards_in(grid), most).unwrap();
    assert!(most < bound, "the bounds alone settle {most} ({bound})");
    assert!(stderr.contains("decided by: mip"), "{stderr}");

    let above = board_file(&board, most + 1);
    let run = lizards()
        .args(["solve", "--stats", "--budget", "60s"])
        .arg(above.path())
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&run.stderr);
    assert_eq!(String::from_utf8_lossy(&run.stdout), "FAIL\n", "{stderr}");
    assert!(stderr.contains("decided by: mip"), "{stderr}");

    let at = board_file(&board, most);
    let run = lizards()
        .args(["solve", "--budget", "60s"])
        .arg(at.path())
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&run.stdout);
    let (verdict, grid) = stdout.split_once('\n').unwrap();
    assert_eq!(verdict, "OK");
    validate::check(&board, &lizards_in(grid), most).unwrap();
}

#[test]
fn version_says_the_feature_is_on() {
    let run = lizards().arg("--version").output().unwrap();
    let said = String::from_utf8_lossy(&run.stdout);
    assert!(said.contains("mip feature: on"), "{said}");
}

/// Undecided, `solve` names HiGHS among the searches that ran out of time, and still gives
/// bounds: on n = 50 with 30 % trees neither side settles a count a few below the bound.
#[test]
fn undecided_names_highs_among_the_searches() {
    let board = Board::random(50, 0.3, 50_000);
    let bound = max::upper_bound(&board);
    let file = board_file(&board, bound - 4);
    let run = lizards()
        .args(["solve", "--budget", "2s"])
        .arg(file.path())
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&run.stderr);
    assert_eq!(run.status.code(), Some(3), "{stderr}");
    assert!(
        stderr.contains("none of the exact search, the local search and HiGHS answered within 2 s"),
        "{stderr}"
    );
    assert!(stderr.contains("lizards fit; the most placed:"), "{stderr}");
}

//! What `solve` proves and says on boards past the exact search's reach: a count above the
//! board's bound is refused up to 128 x 128, and an undecided answer says between which counts
//! the maximum lies.

use std::process::Command;
use std::time::{Duration, Instant};

use lizards::board::Board;
use lizards::homework::{FileForm, format_input};
use lizards::solve::max;

fn lizards() -> Command {
    Command::new(env!("CARGO_BIN_EXE_lizards"))
}

fn board_file(board: &Board, p: u32) -> tempfile::NamedTempFile {
    let f = tempfile::NamedTempFile::new().unwrap();
    std::fs::write(f.path(), format_input(board, p, &FileForm::default())).unwrap();
    f
}

/// A 100 x 100 board with 30 % trees asked for one lizard more than its bound: the matchings
/// and clique weights refuse it at the root. With them stopping at 64 x 64 the search counted
/// segments (2,137 where the bound is about 1,400) and stayed undecided.
#[test]
fn a_count_above_the_bound_of_a_100_by_100_board_is_fail() {
    let board = Board::random(100, 0.3, 100_030);
    let upper = max::upper_bound(&board);
    let file = board_file(&board, upper + 1);
    let start = Instant::now();
    let run = lizards()
        .args(["solve", "--budget", "20s"])
        .arg(file.path())
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&run.stderr);
    assert_eq!(run.status.code(), Some(0), "{stderr}");
    assert_eq!(String::from_utf8_lossy(&run.stdout), "FAIL\n");
    assert!(
        start.elapsed() < Duration::from_secs(10),
        "{:?}",
        start.elapsed()
    );
}

/// Undecided, `solve` gives the bounds it has: no more than the board's bound fit, and the
/// most the local search placed at once (a valid placement, so at least the greedy fill's).
#[test]
fn undecided_says_between_which_counts_the_maximum_lies() {
    let path = format!("{}/tests/data/undecided-30.txt", env!("CARGO_MANIFEST_DIR"));
    let hw = lizards::homework::read_file(std::path::Path::new(&path)).unwrap();
    let upper = max::upper_bound(&hw.board);
    let greedy = max::greedy_fill(&hw.board).len() as u32;
    let run = lizards()
        .args(["solve", &path, "--budget", "1s"])
        .output()
        .unwrap();
    assert_eq!(run.status.code(), Some(3));
    let stderr = String::from_utf8_lossy(&run.stderr);
    let said = format!("at most {upper} lizards fit; the most placed: ");
    let at = stderr.find(&said).unwrap_or_else(|| panic!("{stderr}"));
    let placed: u32 = stderr[at + said.len()..]
        .split(|c: char| !c.is_ascii_digit())
        .next()
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| panic!("{stderr}"));
    assert!(
        greedy <= placed && placed < hw.lizards && placed <= upper,
        "{stderr}"
    );
}

/// `max` lowers a root bound the exact search refutes at once: on this board the root says
/// 56, 56 lizards are refused in well under a second, and 55 stay open for minutes, so a
/// `max` that only ever asked about one more than it placed (54) ended at "between 54 and
/// 56" however long it ran.
#[test]
fn max_lowers_a_root_bound_the_exact_search_refutes_at_once() {
    let path = format!(
        "{}/tests/data/loose-root-22.txt",
        env!("CARGO_MANIFEST_DIR")
    );
    let hw = lizards::homework::read_file(std::path::Path::new(&path)).unwrap();
    let root = max::upper_bound(&hw.board);
    let run = lizards()
        .args(["max", &path, "--budget", "12s"])
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&run.stderr);
    let upper: u32 = match stderr.split("the maximum is between ").nth(1) {
        Some(rest) => rest
            .split(" and ")
            .nth(1)
            .and_then(|s| s.split(|c: char| !c.is_ascii_digit()).next())
            .and_then(|s| s.parse().ok())
            .unwrap_or_else(|| panic!("{stderr}")),
        // Settled: the maximum is below the root bound too.
        None => String::from_utf8_lossy(&run.stdout)
            .lines()
            .next()
            .and_then(|l| l.trim().parse().ok())
            .unwrap_or_else(|| panic!("{stderr}")),
    };
    assert!(upper < root, "root {root}: {stderr}");
    // And the count above it is refused by `solve` as well.
    let dir = tempfile::tempdir().unwrap();
    let above = dir.path().join("above.txt");
    let text = std::fs::read_to_string(&path).unwrap();
    let mut lines: Vec<String> = text.lines().map(String::from).collect();
    lines[1] = (upper + 1).to_string();
    std::fs::write(&above, lines.join("\n") + "\n").unwrap();
    let refused = lizards().arg("solve").arg(&above).output().unwrap();
    assert_eq!(String::from_utf8_lossy(&refused.stdout).trim(), "FAIL");
}

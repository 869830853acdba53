//! `solve` that always answers what it can back up: a placement, a proved FAIL, or "undecided"
//! with exit code 3. And the homework's BFS and SA from the command line.

use std::process::Command;

fn lizards() -> Command {
    Command::new(env!("CARGO_BIN_EXE_lizards"))
}

/// A 30 x 30 board with 10% trees and p = 88 (its maximum lies between 85 and 89): neither
/// search answers within a few seconds. (Sparse boards of this size are the ones the exact
/// search cannot yet settle; smaller ones it now proves in a fraction of a second.)
fn undecided_board() -> String {
    format!("{}/tests/data/undecided-30.txt", env!("CARGO_MANIFEST_DIR"))
}

fn file(text: &str) -> tempfile::NamedTempFile {
    let f = tempfile::NamedTempFile::new().unwrap();
    std::fs::write(f.path(), text).unwrap();
    f
}

#[test]
fn undecided_is_exit_3_and_writes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("output.txt");
    let run = lizards()
        .args(["solve", &undecided_board(), "--budget", "300ms", "-o"])
        .arg(&out)
        .output()
        .unwrap();
    assert_eq!(run.status.code(), Some(3));
    let stderr = String::from_utf8_lossy(&run.stderr);
    assert!(stderr.starts_with("undecided: "), "{stderr}");
    assert!(!out.exists(), "no answer may be written");

    let run = lizards()
        .args([
            "solve",
            &undecided_board(),
            "--budget",
            "300ms",
            "--fail-on-undecided",
        ])
        .output()
        .unwrap();
    assert_eq!(run.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&run.stdout), "FAIL\n");
}

#[test]
fn sa_never_writes_fail_on_its_own() {
    let impossible = file("SA\n3\n3\n000\n000\n000\n");
    let run = lizards()
        .args(["solve", "--algo", "sa", "--budget", "200ms"])
        .arg(impossible.path())
        .output()
        .unwrap();
    assert_eq!(run.status.code(), Some(3));
    assert!(run.stdout.is_empty());
    assert!(String::from_utf8_lossy(&run.stderr).contains("cannot prove"));
    // Without --algo the exact search proves it.
    let run = lizards()
        .arg("solve")
        .arg(impossible.path())
        .output()
        .unwrap();
    assert_eq!(run.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&run.stdout), "FAIL\n");
}

/// `lizards COMMAND --queens 8 --algo bfs --frontier 10 MORE`: a queue that outgrows its bound.
fn bfs_on_a_short_queue(command: &str, more: &[&str]) -> std::process::Output {
    lizards()
        .arg(command)
        .args(["--queens", "8", "--algo", "bfs", "--frontier", "10"])
        .args(more)
        .output()
        .unwrap()
}

#[test]
fn bfs_gives_up_with_its_level_when_the_queue_outgrows_the_frontier() {
    // With --stats the same run also says its widest queue.
    let run = bfs_on_a_short_queue("solve", &["--stats"]);
    assert_eq!(run.status.code(), Some(3));
    let stderr = String::from_utf8_lossy(&run.stderr);
    assert!(
        stderr.contains("BFS's queue outgrew --frontier 10 ("),
        "{stderr}"
    );
    // The level it names is where the queue outgrew its bound, not the start: the queue
    // grows a board or two a level there, and its count of boards waiting is the widest.
    let after = |key: &str, end: char| -> String {
        let rest = stderr
            .split(key)
            .nth(1)
            .unwrap_or_else(|| panic!("{key}: {stderr}"));
        rest.trim_start().split(end).next().unwrap().to_string()
    };
    let level: u32 = after("at level ", ',').parse().unwrap();
    assert!(level >= 2, "{stderr}");
    let widest = after("widest:", ' ');
    assert!(
        stderr.contains(&format!("with {widest} boards waiting")),
        "{stderr}"
    );
    let run = lizards()
        .args(["solve", "--queens", "6", "--algo", "bfs", "--stats"])
        .output()
        .unwrap();
    assert_eq!(run.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&run.stderr).contains("widest:"));
}

/// A bound the level being expanded fills at once leaves no board waiting: the message says
/// so, where it had said the queue "outgrew --frontier 1 ... with 0 boards waiting".
#[test]
fn a_frontier_filled_before_any_board_waits_says_so() {
    let run = lizards()
        .args(["solve", "--queens", "4", "--algo", "bfs", "--frontier", "1"])
        .output()
        .unwrap();
    assert_eq!(run.status.code(), Some(3));
    let stderr = String::from_utf8_lossy(&run.stderr);
    assert!(
        stderr.contains(
            "--frontier 1 left no room in BFS's queue for one board of level 1: the one board \
             of level 0 it expands takes it all"
        ),
        "{stderr}"
    );
    assert!(!stderr.contains("0 boards waiting"), "{stderr}");
}

#[test]
fn trace_says_bfs_stopped_on_its_full_queue_not_that_annealing_gave_up() {
    let run = bfs_on_a_short_queue("trace", &[]);
    assert_eq!(run.status.code(), Some(3));
    let stderr = String::from_utf8_lossy(&run.stderr);
    assert!(
        stderr.contains("BFS's queue outgrew --frontier 10 (")
            && stderr.contains("Give --frontier N for a queue of N boards")
            && !stderr.contains("annealing"),
        "{stderr}"
    );
    // The events up to the stop are written, and the stream ends.
    let stdout = String::from_utf8_lossy(&run.stdout);
    assert!(stdout.lines().count() > 10, "{stdout}");
    assert!(
        stdout
            .trim_end()
            .ends_with(r#"{"event":"done","outcome":"gave_up"}"#),
        "{stdout}"
    );
}

/// Solves with `args` and checks the answer with `lizards check`.
fn solve_and_check(input: &std::path::Path, args: &[&str]) {
    let run = lizards()
        .arg("solve")
        .arg(input)
        .args(args)
        .output()
        .unwrap();
    assert_eq!(run.status.code(), Some(0), "{args:?}");
    let answer = file(&String::from_utf8_lossy(&run.stdout));
    let check = lizards()
        .arg("check")
        .arg(input)
        .arg(answer.path())
        .output()
        .unwrap();
    assert_eq!(
        check.status.code(),
        Some(0),
        "{args:?}: {}",
        String::from_utf8_lossy(&check.stdout)
    );
}

#[test]
fn every_algorithm_answers_a_homework_file_rightly() {
    let board = file("BFS\n5\n5\n00000\n00200\n00000\n00020\n00000\n");
    for algo in ["dfs", "backtrack", "bfs", "sa"] {
        solve_and_check(board.path(), &["--algo", algo]);
    }
    solve_and_check(board.path(), &[]);
    // A big open board: annealing answers at once.
    let n = 300;
    let big = file(&format!(
        "SA\n{n}\n{n}\n{}",
        format!("{}\n", "0".repeat(n)).repeat(n)
    ));
    solve_and_check(big.path(), &[]);
}

#[test]
fn trace_follows_the_files_algorithm_line() {
    for (line, event) in [
        ("SA", "\"anneal\""),
        ("BFS", "\"dequeue\""),
        ("DFS", "\"enter\""),
    ] {
        let board = file(&format!("{line}\n4\n4\n0000\n0000\n0000\n0000\n"));
        let run = lizards().arg("trace").arg(board.path()).output().unwrap();
        assert!(run.status.success());
        let out = String::from_utf8_lossy(&run.stdout);
        assert!(out.contains(event), "{line}: {out}");
    }
}

#[test]
fn count_refuses_the_algorithms_that_stop_at_one() {
    for algo in ["sa", "bfs"] {
        let run = lizards()
            .args(["count", "--queens", "6", "--algo", algo])
            .output()
            .unwrap();
        assert_eq!(run.status.code(), Some(2));
        assert!(String::from_utf8_lossy(&run.stderr).contains("enumerates"));
    }
}

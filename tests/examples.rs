//! The Python solvers in `examples/` write the protocol: each passes the referee, and the
//! buggy DFS is stopped at the very event where it goes wrong.

use assert_cmd::Command;

fn path(rel: &str) -> String {
    format!("{}/{rel}", env!("CARGO_MANIFEST_DIR"))
}

/// The example's standard output on `board`.
fn python(example: &str, args: &[&str]) -> Vec<u8> {
    let out = std::process::Command::new("python3")
        .arg(path(&format!("examples/{example}")))
        .args(args)
        .output()
        .expect("python3 runs the examples");
    assert!(
        out.status.success(),
        "{example} {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    out.stdout
}

/// `replay --check -` on `stream`: exit code and what it printed.
fn check(stream: Vec<u8>) -> (i32, String) {
    let out = Command::cargo_bin("lizards")
        .unwrap()
        .args(["replay", "--check", "-"])
        .write_stdin(stream)
        .output()
        .unwrap();
    (
        out.status.code().unwrap(),
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr),
    )
}

#[test]
fn the_python_solvers_pass_the_referee() {
    for example in ["dfs.py", "bfs.py", "sa.py"] {
        for board in ["assets/tiny.txt", "assets/lesson.txt"] {
            let (code, said) = check(python(example, &[&path(board)]));
            assert_eq!(code, 0, "{example} {board}: {said}");
            assert!(said.contains(", 1 solution,"), "{example} {board}: {said}");
            // An example is what a student copies: its counters must agree with the board's.
            assert!(
                !said.contains("what it does not show"),
                "{example} {board}: {said}"
            );
        }
    }
}

#[test]
fn a_python_fail_is_checked_by_the_exact_search() {
    let dir = tempfile::tempdir().unwrap();
    let three = dir.path().join("three.txt");
    std::fs::write(&three, "3\n3\n000\n000\n000\n").unwrap();
    for example in ["dfs.py", "bfs.py"] {
        let (code, said) = check(python(example, &[three.to_str().unwrap()]));
        assert_eq!(code, 0, "{example}: {said}");
        assert!(said.contains("0 solutions"), "{example}: {said}");
    }
}

#[test]
fn the_buggy_dfs_is_stopped_where_it_first_goes_wrong() {
    for board in ["assets/statement.txt", "assets/lesson.txt"] {
        let right = String::from_utf8(python("dfs.py", &[&path(board)])).unwrap();
        let buggy = String::from_utf8(python("dfs.py", &[&path(board), "--buggy"])).unwrap();
        // The streams agree until the buggy one places a lizard the right one would not: the
        // first event that differs (the header names the writer, so start after it).
        let first_wrong = right
            .lines()
            .zip(buggy.lines())
            .skip(1)
            .position(|(a, b)| a != b)
            .expect("the bug shows on this board")
            + 1;
        let wrong_line = buggy.lines().nth(first_wrong).unwrap();
        assert!(wrong_line.contains("\"place\""), "{wrong_line}");
        let (code, said) = check(buggy.into_bytes());
        assert_eq!(code, 1, "{board}: {said}");
        let expected = format!("event {first_wrong} (line {}):", first_wrong + 1);
        assert!(
            said.contains(&expected),
            "{board}: expected {expected} in {said}"
        );
        assert!(said.contains("anti-diagonal"), "{said}");
    }
}

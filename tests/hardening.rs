//! The edges: how many threads start, what a closed or full output does, what happens
//! without a terminal. Each test reproduces a defect of an earlier release.

use std::process::{Command, Stdio};

fn lizards() -> Command {
    Command::new(env!("CARGO_BIN_EXE_lizards"))
}

#[test]
fn too_many_threads_are_refused_with_the_cap() {
    for args in [
        &[
            "count",
            "--queens",
            "8",
            "--threads",
            "18446744073709551615",
        ][..],
        &["count", "--queens", "8", "--threads", "4000"],
        &["checker", "8", "--threads", "100000"],
    ] {
        let out = lizards().args(args).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains("4 x the"), "{args:?}: {stderr}");
    }
    let out = lizards()
        .args(["count", "--queens", "8", "--threads", "3"])
        .output()
        .unwrap();
    assert!(out.status.success());
    assert_eq!(String::from_utf8_lossy(&out.stdout), "92\n");
}

/// Runs `args` with standard output a pipe whose reader has gone.
fn with_closed_pipe(args: &[&str]) -> std::process::Output {
    let mut child = lizards()
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    child.wait_with_output().unwrap()
}

#[test]
fn a_reader_that_goes_away_is_not_an_error() {
    let dir = env!("CARGO_MANIFEST_DIR");
    let input = format!("{dir}/assets/statement.txt");
    let answer = tempfile::NamedTempFile::new().unwrap();
    let solved = lizards().args(["solve", &input]).output().unwrap();
    std::fs::write(answer.path(), &solved.stdout).unwrap();
    for (args, code) in [
        (vec!["count", "--queens", "12"], 0),
        (vec!["count", &input], 0),
        (vec!["check", &input, answer.path().to_str().unwrap()], 0),
        (vec!["checker", "8"], 0),
    ] {
        let out = with_closed_pipe(&args);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(code), "{args:?}: {stderr}");
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
    }
}

#[test]
fn a_full_disk_is_an_error_with_exit_2() {
    let Ok(full) = std::fs::OpenOptions::new().write(true).open("/dev/full") else {
        return; // not on this system
    };
    let dir = env!("CARGO_MANIFEST_DIR");
    let input = format!("{dir}/assets/statement.txt");
    let answer = tempfile::NamedTempFile::new().unwrap();
    std::fs::write(
        answer.path(),
        lizards().args(["solve", &input]).output().unwrap().stdout,
    )
    .unwrap();
    for args in [
        vec!["count", "--queens", "8"],
        vec!["check", &input, answer.path().to_str().unwrap()],
        vec!["solve", &input],
    ] {
        let out = lizards()
            .args(&args)
            .stdout(full.try_clone().unwrap())
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(stderr.contains("cannot write"), "{args:?}: {stderr}");
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
    }
}

#[test]
fn without_a_terminal_the_app_says_so_and_exits_2() {
    for args in [&["--n", "8"][..], &[], &["race", "--queens", "6"]] {
        // Standard output a pipe, standard input nothing: no terminal to draw in.
        let out = lizards().args(args).stdin(Stdio::null()).output().unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(stderr.contains("lizards needs a terminal"), "{stderr}");
        assert!(
            out.stdout.is_empty(),
            "escape codes written: {:?}",
            out.stdout
        );
    }
}

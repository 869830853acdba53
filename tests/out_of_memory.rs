//! Memory the system refuses ends a command with a message and exit code 2, never with Rust's
//! abort (exit 134 and "memory allocation of N bytes failed").

use std::process::Command;

/// Address space for the run, in KiB: enough to start and read a 2000 x 2000 board, far less
/// than the 270 MB that `max` needs on it.
const MEMORY_KIB: u64 = 120_000;

#[test]
fn max_past_the_memory_limit_says_so_and_exits_2() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("big.txt");
    let n = 2000;
    // A tree every 7th cell, so that `max` sets up the swaps and the exact search's bounds.
    let grid: String = (0..n)
        .map(|r| {
            let row: String = (0..n)
                .map(|c| if (r * n + c) % 7 == 3 { '2' } else { '0' })
                .collect();
            row + "\n"
        })
        .collect();
    std::fs::write(&path, format!("DFS\n{n}\n{n}\n{grid}")).unwrap();
    let script = format!(
        "ulimit -v {MEMORY_KIB}; exec '{}' max --budget 5s '{}'",
        env!("CARGO_BIN_EXE_lizards"),
        path.display()
    );
    let out = Command::new("sh").args(["-c", &script]).output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.starts_with("error: out of memory: the system refused "),
        "{stderr}"
    );
    assert!(!stderr.contains("memory allocation of"), "{stderr}");
    assert!(out.stdout.is_empty());
}

/// Under a tight address-space limit some threads cannot start (each needs room for its
/// stack): that ends the command with a message and exit code 2, not `std`'s panic (101).
/// Where the limit bites depends on the build, so a range of limits is tried.
#[test]
fn a_thread_the_system_will_not_start_is_an_error_not_a_panic() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("small.txt");
    std::fs::write(&path, "DFS\n4\n4\n0000\n0000\n0000\n0000\n").unwrap();
    let mut refused = 0;
    for kib in (4_000..40_000).step_by(2_000) {
        for args in [
            format!("solve '{}'", path.display()),
            "count --queens 10".to_string(),
        ] {
            let script = format!(
                "ulimit -v {kib}; exec '{}' {args}",
                env!("CARGO_BIN_EXE_lizards")
            );
            let out = Command::new("sh").args(["-c", &script]).output().unwrap();
            let stderr = String::from_utf8_lossy(&out.stderr);
            assert!(
                !stderr.contains("panicked") && !stderr.contains("memory allocation of"),
                "{kib} KiB, {args}: {stderr}"
            );
            if stderr.starts_with("error: ") && stderr.contains("the system refused") {
                assert_eq!(out.status.code(), Some(2), "{kib} KiB, {args}: {stderr}");
                refused += 1;
            }
        }
    }
    assert!(refused > 0, "no limit was tight enough to refuse anything");
}

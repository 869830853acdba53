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

//! A budget is a promise about time and memory: past `--budget` every command answers (or
//! says it is undecided) within half a second, and no input makes it allocate what the board
//! cannot need. Each command runs under a memory limit (`ulimit -v`, so that an oversized
//! allocation ends the run, exit 2, instead of passing) and against a stopwatch.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

/// Address space the runs may take, in KiB: room for the largest board (about 300 MB
/// resident) and for the threads' stacks and allocator arenas, far below the gigabytes an
/// unchecked size asks for.
const MEMORY_KIB: u64 = 1_500_000;

static ALONE: std::sync::Mutex<()> = std::sync::Mutex::new(());

/// What a loaded two-core machine may add to a budget before the answer is out.
const SLACK: Duration = Duration::from_millis(500);

/// Runs `lizards ARGS` under the memory limit, with `stdin` as its standard input (a shell
/// command whose output is piped in) and returns its output and wall-clock time.
fn limited(args: &[&str], stdin: Option<&str>) -> (Output, Duration) {
    limited_to(args, stdin, MEMORY_KIB)
}

/// [`limited`] with `kib` KiB of address space.
fn limited_to(args: &[&str], stdin: Option<&str>, kib: u64) -> (Output, Duration) {
    // One stopwatch run at a time: the tests of this file run on parallel threads, and two
    // searches of two threads each on two cores would time the machine, not the budget.
    let _alone = ALONE
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    let quoted: Vec<String> = args.iter().map(|a| format!("'{a}'")).collect();
    let run = format!(
        "ulimit -v {kib}; exec '{}' {}",
        env!("CARGO_BIN_EXE_lizards"),
        quoted.join(" ")
    );
    let script = match stdin {
        Some(source) => format!("{source} | ( {run} )"),
        None => run,
    };
    let started = Instant::now();
    let out = Command::new("sh")
        .args(["-c", &script])
        .stdin(Stdio::null())
        .output()
        .unwrap();
    (out, started.elapsed())
}

fn run(args: &[&str]) -> (Output, Duration) {
    limited(args, None)
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// Writes an empty `n x n` board with `p` lizards under `algorithm` into `dir`.
fn empty_board(dir: &Path, algorithm: &str, n: usize, p: u64) -> PathBuf {
    let path = dir.join(format!("{algorithm}-{n}-{p}.txt"));
    let row = "0".repeat(n) + "\n";
    std::fs::write(&path, format!("{algorithm}\n{n}\n{p}\n{}", row.repeat(n))).unwrap();
    path
}

fn within(elapsed: Duration, budget: Duration, what: &str) {
    assert!(
        elapsed <= budget + SLACK,
        "{what}: {elapsed:?} for a budget of {budget:?}"
    );
}

#[test]
fn a_huge_p_is_a_fail_the_count_proves_not_an_allocation() {
    let dir = tempfile::tempdir().unwrap();
    let dfs = dir.path().join("dfs.txt");
    std::fs::write(&dfs, "DFS\n2\n4294967295\n00\n00\n").unwrap();
    let sa = dir.path().join("sa.txt");
    std::fs::write(&sa, "SA\n2\n4294967295\n00\n00\n").unwrap();
    // Past 32 bits, and past 64: more lizards than any board has cells, a FAIL all the same.
    let huge = dir.path().join("huge.txt");
    std::fs::write(&huge, "DFS\n2\n4294967296\n00\n00\n").unwrap();
    let huger = dir.path().join("huger.txt");
    std::fs::write(&huger, "DFS\n2\n123456789012345678901234567890\n00\n00\n").unwrap();
    let (dfs, sa) = (dfs.to_str().unwrap(), sa.to_str().unwrap());
    let (huge, huger) = (huge.to_str().unwrap(), huger.to_str().unwrap());
    for args in [
        vec!["solve", dfs],
        vec!["solve", dfs, "--algo", "sa"],
        vec!["solve", dfs, "--fail-on-undecided"],
        vec!["solve", sa],
        vec!["solve", huge],
        vec!["solve", huger],
        vec!["solve", huger, "--algo", "bfs"],
    ] {
        let (out, _) = run(&args);
        assert_eq!(
            out.status.code(),
            Some(0),
            "{args:?}: {}",
            text(&out.stderr)
        );
        assert_eq!(text(&out.stdout), "FAIL\n", "{args:?}");
    }
    let (out, _) = run(&["trace", sa]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let last = text(&out.stdout)
        .lines()
        .last()
        .unwrap_or_default()
        .to_owned();
    assert_eq!(last, r#"{"event":"done","outcome":"exhausted"}"#);
}

#[test]
fn annealing_with_more_lizards_than_free_cells_writes_fail() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("trees.txt");
    std::fs::write(&path, "SA\n3\n8\n020\n202\n020\n").unwrap();
    let (out, elapsed) = run(&["solve", path.to_str().unwrap(), "--algo", "sa"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout), "FAIL\n");
    assert!(elapsed < Duration::from_secs(2));
}

/// Annealing's one long try at n on the largest empty board keeps to the budget: a budget
/// shorter than the try ends within it, answered (min-conflicts may find the 2000 queens
/// within a few of its checks of the clock) or undecided, and a longer one sees it through.
#[test]
fn max_looks_at_the_clock_while_annealing_tries() {
    let dir = tempfile::tempdir().unwrap();
    let board = empty_board(dir.path(), "DFS", 2000, 1);
    for (budget, codes) in [("30ms", &[0, 3][..]), ("5s", &[0][..])] {
        let (out, elapsed) = run(&["max", board.to_str().unwrap(), "--budget", budget]);
        let code = out.status.code().unwrap_or(-1);
        assert!(
            codes.contains(&code),
            "{budget}: exit {code}: {}",
            text(&out.stderr)
        );
        if code == 0 {
            assert!(text(&out.stdout).starts_with("2000\n"), "{budget}");
        }
        let budget = humantime_ms(budget);
        within(elapsed, budget, "max on 2000 x 2000");
    }
}

/// "30ms" or "5s" as a duration.
fn humantime_ms(text: &str) -> Duration {
    match text.strip_suffix("ms") {
        Some(ms) => Duration::from_millis(ms.parse().unwrap()),
        None => Duration::from_secs(text.trim_end_matches('s').parse().unwrap()),
    }
}

#[test]
fn the_largest_board_solves_within_its_budget_and_a_larger_one_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let largest = empty_board(dir.path(), "DFS", 2000, 1);
    let (out, elapsed) = run(&["solve", largest.to_str().unwrap(), "--budget", "1s"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(text(&out.stdout).starts_with("OK\n"));
    within(elapsed, Duration::from_secs(1), "solve on 2000 x 2000");

    let larger = dir.path().join("larger.txt");
    std::fs::write(&larger, "DFS\n2001\n1\n").unwrap();
    let (out, _) = run(&["solve", larger.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    let stderr = text(&out.stderr);
    assert!(
        stderr.contains("larger than the largest board (2000 x 2000"),
        "{stderr}"
    );
}

#[test]
fn a_header_cannot_make_the_reader_grow_past_the_largest_board() {
    let started = Instant::now();
    let (out, _) = limited(&["solve", "-"], Some("yes 65535"));
    assert_eq!(out.status.code(), Some(2), "{}", text(&out.stderr));
    let stderr = text(&out.stderr);
    assert!(
        stderr.contains("standard input: line 1") && stderr.contains("largest board"),
        "{stderr}"
    );
    assert!(started.elapsed() < Duration::from_secs(3));
}

#[test]
fn every_algorithm_of_solve_stops_at_its_budget() {
    let budget = Duration::from_secs(1);
    for algo in ["backtrack", "backjump-safe", "backjump"] {
        // The seed's bound is backtrack's slowest; backjumping has none to choose.
        let bound: &[&str] = if algo == "backtrack" {
            &["--bound", "seed"]
        } else {
            &[]
        };
        let (out, elapsed) = run(&[
            &["solve", "--queens", "34", "--algo", algo, "--budget", "1s"],
            bound,
        ]
        .concat());
        // backjump may answer in time (it skips much); the others must stop.
        if out.status.code() == Some(0) {
            continue;
        }
        assert_eq!(out.status.code(), Some(3), "{algo}: {}", text(&out.stderr));
        let stderr = text(&out.stderr);
        assert!(
            stderr.contains(&format!("{algo} did not finish within 1 s")),
            "{stderr}"
        );
        within(elapsed, budget, algo);
    }
}

#[test]
fn count_and_trace_honour_the_budget() {
    let dir = tempfile::tempdir().unwrap();
    let board = empty_board(dir.path(), "DFS", 34, 34);
    let board = board.to_str().unwrap();
    let budget = Duration::from_secs(1);
    let (out, elapsed) = run(&["count", board, "--budget", "1s"]);
    assert_eq!(out.status.code(), Some(3), "{}", text(&out.stderr));
    assert!(text(&out.stdout).starts_with("at least "));
    within(elapsed, budget, "count");

    let (out, elapsed) = run(&["count", "--queens", "19", "--budget", "1s"]);
    assert_eq!(out.status.code(), Some(3), "{}", text(&out.stderr));
    assert!(text(&out.stdout).starts_with("at least "));
    within(elapsed, budget, "count --queens 19");
    // Cut short, --stats still says how far the count got, as a board's count does.
    let (out, _) = run(&["count", "--queens", "19", "--budget", "1s", "--stats"]);
    assert_eq!(out.status.code(), Some(3), "{}", text(&out.stderr));
    for said in ["nodes:", "time:", "undecided"] {
        assert!(text(&out.stderr).contains(said), "{}", text(&out.stderr));
    }

    let started = Instant::now();
    let out = Command::new(env!("CARGO_BIN_EXE_lizards"))
        .args(["trace", board, "--bound", "seed", "--budget", "1s"])
        .stdout(Stdio::null())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(3), "{}", text(&out.stderr));
    assert!(text(&out.stderr).contains("did not end within 1 s"));
    within(started.elapsed(), budget, "trace");
}

/// A trace the budget stops ends with a `done` line saying the search was cancelled, as
/// breadth-first search's own does, and the referee finds it whole; one `--limit` cuts
/// short is a prefix, with no `done` line.
#[test]
fn a_trace_the_budget_stops_ends_with_a_cancelled_done_line() {
    let dir = tempfile::tempdir().unwrap();
    let board = empty_board(dir.path(), "DFS", 34, 34);
    let board = board.to_str().unwrap();
    let done = r#"{"event":"done","outcome":"cancelled"}"#;
    for algo in ["backtrack", "backjump", "bfs"] {
        let (out, _) = run(&["trace", board, "--algo", algo, "--budget", "50ms"]);
        assert_eq!(out.status.code(), Some(3), "{algo}: {}", text(&out.stderr));
        let stdout = text(&out.stdout);
        assert_eq!(stdout.lines().last(), Some(done), "{algo}");
        assert_eq!(stdout.matches(r#""event":"done""#).count(), 1, "{algo}");
        let trace = dir.path().join(format!("{algo}.jsonl"));
        std::fs::write(&trace, &stdout).unwrap();
        let (check, _) = run(&["replay", "--check", trace.to_str().unwrap()]);
        assert_eq!(check.status.code(), Some(0), "{algo}");
        assert!(!text(&check.stderr).contains("ends before"), "{algo}");
    }
    let (out, _) = run(&["trace", board, "--limit", "100"]);
    assert_eq!(out.status.code(), Some(0));
    assert!(!text(&out.stdout).contains(r#""event":"done""#));
}

#[test]
fn bfs_says_whether_its_frontier_or_the_budget_stopped_it() {
    let dir = tempfile::tempdir().unwrap();
    let board = empty_board(dir.path(), "BFS", 20, 20);
    let board = board.to_str().unwrap();
    // 20 lizards: 88 bytes a board, so 1,000,000 boards are 88 MB: the limit holds them,
    // and an unbounded queue (or one counted in boards only) would not.
    let (out, _) = run(&["solve", board, "--algo", "bfs", "--frontier", "1000000"]);
    assert_eq!(out.status.code(), Some(3), "{}", text(&out.stderr));
    let stderr = text(&out.stderr);
    assert!(
        stderr.contains("outgrew --frontier 1,000,000 ("),
        "{stderr}"
    );
    // The bytes said are the queue's own, at most 88 a board, not the bound's.
    let bytes: u64 = stderr
        .split(" waiting in ")
        .nth(1)
        .and_then(|rest| rest.split(" byte").next())
        .map(|n| n.replace(',', "").parse().unwrap())
        .unwrap_or_else(|| panic!("no bytes said: {stderr}"));
    assert!(bytes > 0 && bytes <= 1_000_001 * 88, "{stderr}");
    assert!(
        stderr.contains("--frontier") && !stderr.contains("--budget"),
        "{stderr}"
    );

    let (out, elapsed) = run(&["solve", board, "--algo", "bfs", "--budget", "1s"]);
    assert_eq!(out.status.code(), Some(3), "{}", text(&out.stderr));
    let stderr = text(&out.stderr);
    assert!(stderr.contains("BFS did not finish within 1 s"), "{stderr}");
    within(elapsed, Duration::from_secs(1), "bfs");

    // A --frontier past the memory the system gives (the limit here): the queue stops where
    // the memory does, undecided, instead of aborting on a failed allocation. A limit of
    // 400 MB is reached in seconds (1.5 GB took half a minute, and on a loaded machine more
    // than the budget).
    let args = [
        "solve",
        board,
        "--algo",
        "bfs",
        "--frontier",
        "1000000000000",
        "--budget",
        "60s",
    ];
    let (out, _) = limited_to(&args, None, 400_000);
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(3), "{stderr}");
    assert!(stderr.contains("BFS ran out of memory"), "{stderr}");
}

#[test]
fn check_decides_a_fail_as_solve_does_and_says_when_it_cannot_tell() {
    let dir = tempfile::tempdir().unwrap();
    let fail = dir.path().join("fail.txt");
    std::fs::write(&fail, "FAIL\n").unwrap();
    let fail = fail.to_str().unwrap();
    // Open and large: annealing finds a placement at once, the exact search would not.
    let open = empty_board(dir.path(), "SA", 80, 80);
    let (out, elapsed) = run(&["check", open.to_str().unwrap(), fail]);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("wrong: the answer says FAIL, but 80 lizards fit"));
    assert!(elapsed < Duration::from_secs(5));

    let hard = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/undecided-30.txt");
    let (out, elapsed) = run(&["check", hard, fail, "--budget", "1s"]);
    assert_eq!(out.status.code(), Some(3), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("cannot tell"));
    within(elapsed, Duration::from_secs(1), "check");
}

#[test]
fn a_budget_too_short_for_either_search_still_answers_what_one_pass_places() {
    // 400 x 400 with a tree in ten cells: one pass, a safe cell at a time, places far more
    // than 6,400 lizards, so neither FAIL nor "undecided" may be said, however short the
    // budget.
    let dir = tempfile::tempdir().unwrap();
    let n = 400;
    let rows: String = (0..n)
        .map(|r| {
            let row: String = (0..n)
                .map(|c| {
                    // A tree in about one cell in ten, scattered by a hash.
                    let mut x = (r * n + c) as u64 ^ 0xA5A5;
                    x = x.wrapping_mul(0x9E37_79B9_7F4A_7C15);
                    x ^= x >> 29;
                    if x.is_multiple_of(10) { '2' } else { '0' }
                })
                .collect();
            row + "\n"
        })
        .collect();
    let board = dir.path().join("wide.txt");
    std::fs::write(&board, format!("DFS\n{n}\n6400\n{rows}")).unwrap();
    let board = board.to_str().unwrap();
    let answer = dir.path().join("output.txt");
    let answer = answer.to_str().unwrap();
    let (out, _) = run(&[
        "solve",
        board,
        "--budget",
        "1ms",
        "--fail-on-undecided",
        "-o",
        answer,
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let written = std::fs::read_to_string(answer).unwrap();
    assert!(written.starts_with("OK"), "{}", text(&out.stderr));
    let (out, _) = run(&["check", board, answer]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stdout));
    // And a FAIL for that board is wrong, not "cannot tell".
    let fail = dir.path().join("fail.txt");
    std::fs::write(&fail, "FAIL\n").unwrap();
    let (out, _) = run(&["check", board, fail.to_str().unwrap(), "--budget", "1ms"]);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out.stderr));
}

#[test]
fn snapshot_of_a_search_that_never_ends_stops_at_its_budget() {
    let dir = tempfile::tempdir().unwrap();
    let frame = dir.path().join("frame.txt");
    let frame = frame.to_str().unwrap();
    for args in [
        vec!["snapshot", "--n", "30", "--event", "end"],
        vec!["snapshot", "--n", "1000", "--algo", "bfs", "--event", "end"],
    ] {
        let mut args = args.clone();
        args.extend(["--budget", "1s", "-o", frame]);
        let (out, elapsed) = run(&args);
        assert_eq!(
            out.status.code(),
            Some(3),
            "{args:?}: {}",
            text(&out.stderr)
        );
        assert!(text(&out.stderr).contains("the frame shows event"));
        assert!(std::fs::metadata(frame).unwrap().len() > 0);
        within(elapsed, Duration::from_secs(1), "snapshot");
    }
}

#[test]
fn an_absurd_budget_is_no_limit_not_an_error() {
    let tiny = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/tiny.txt");
    for budget in ["99999999999999999999999h", "1000000000000000000000s"] {
        let (out, _) = run(&["solve", tiny, "--budget", budget]);
        assert_eq!(
            out.status.code(),
            Some(0),
            "{budget}: {}",
            text(&out.stderr)
        );
        assert!(text(&out.stdout).starts_with("OK"));
    }
}

#[test]
fn a_dash_is_standard_output_for_every_output_option() {
    let dir = tempfile::tempdir().unwrap();
    let tiny = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/tiny.txt");
    let out = Command::new(env!("CARGO_BIN_EXE_lizards"))
        .args(["solve", tiny, "-o", "-"])
        .current_dir(dir.path())
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stdout).starts_with("OK\n"));
    assert!(!dir.path().join("-").exists(), "a file named - was written");
}

/// `trace --algo sa` that runs out of time without a placement is undecided (exit 3) every
/// time, whichever stops it first: the clock's budget or annealing's own timer.
#[test]
fn trace_of_annealing_that_gives_up_is_undecided() {
    let dir = tempfile::tempdir().unwrap();
    // Five lizards on an empty 4 x 4 board: no placement, so annealing can only give up.
    let board = empty_board(dir.path(), "SA", 4, 5);
    for _ in 0..4 {
        let (out, took) = run(&[
            "trace",
            board.to_str().unwrap(),
            "--algo",
            "sa",
            "--budget",
            "300ms",
        ]);
        within(took, Duration::from_millis(300), "trace --algo sa");
        let said = text(&out.stderr);
        assert_eq!(out.status.code(), Some(3), "{said}");
        assert!(said.contains("undecided"), "{said}");
        let last = text(&out.stdout)
            .lines()
            .last()
            .unwrap_or_default()
            .to_string();
        assert!(last.contains("\"done\""), "{last}");
    }
}

/// Without trees `max` asks annealing for n at once (N-Queens has a solution from n = 4 on),
/// instead of climbing a lizard at a time from its greedy fill: a run each, dozens of them on
/// a big board, which did not reach n = 1500 within 20 s.
#[test]
fn max_on_an_empty_board_asks_for_n_first() {
    let dir = tempfile::tempdir().unwrap();
    for (n, most) in [(2, 1), (3, 2), (4, 4), (1500, 1500)] {
        let board = empty_board(dir.path(), "DFS", n, n as u64);
        let (out, took) = run(&["max", board.to_str().unwrap(), "--budget", "5s"]);
        assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
        let first = text(&out.stdout)
            .lines()
            .next()
            .unwrap_or_default()
            .to_string();
        assert_eq!(first, most.to_string(), "n = {n}");
        assert!(took < Duration::from_secs(5), "n = {n}: {took:?}");
    }
}

/// On boards up to 128 x 128 `max` fits the clique weights for its first bound: that too
/// keeps to the budget (a bound cut short is only less tight).
#[test]
fn max_fits_its_first_bound_within_the_budget() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("trees128.txt");
    let n = 128;
    // One tree in ten, at random (a fixed linear congruential draw).
    let mut state: u64 = 9;
    let grid: String = (0..n)
        .map(|_| {
            let row: String = (0..n)
                .map(|_| {
                    state = state
                        .wrapping_mul(6364136223846793005)
                        .wrapping_add(1442695040888963407);
                    if (state >> 33).is_multiple_of(10) {
                        '2'
                    } else {
                        '0'
                    }
                })
                .collect();
            row + "\n"
        })
        .collect();
    std::fs::write(&path, format!("DFS\n{n}\n1\n{grid}")).unwrap();
    let budget = Duration::from_millis(20);
    let (out, elapsed) = run(&["max", path.to_str().unwrap(), "--budget", "20ms"]);
    assert_eq!(out.status.code(), Some(3), "{}", text(&out.stderr));
    // Tighter than `SLACK`: fitted to the end, the weights alone take about 0.35 s here.
    assert!(
        elapsed <= budget + Duration::from_millis(250),
        "max on 128 x 128 with trees: {elapsed:?} for a budget of {budget:?}"
    );
}

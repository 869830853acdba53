//! The binary on real files: outputs, exit codes, messages, and `--help` snapshots.

use assert_cmd::Command;
use predicates::prelude::*;

fn lizards() -> Command {
    Command::cargo_bin("lizards").unwrap()
}

fn asset(name: &str) -> String {
    format!("{}/assets/{name}", env!("CARGO_MANIFEST_DIR"))
}

/// What a run that must succeed wrote to stdout.
fn stdout_of(cmd: &mut Command) -> String {
    let out = cmd.assert().success().get_output().stdout.clone();
    String::from_utf8(out).unwrap()
}

fn temp_file(text: &str) -> tempfile::NamedTempFile {
    let f = tempfile::NamedTempFile::new().unwrap();
    std::fs::write(f.path(), text).unwrap();
    f
}

#[test]
fn solve_writes_a_valid_answer_atomically_and_check_accepts_it() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("output.txt");
    lizards()
        .args(["solve", &asset("statement.txt"), "-o"])
        .arg(&out)
        .assert()
        .success()
        .stdout("");
    let text = std::fs::read_to_string(&out).unwrap();
    assert!(text.starts_with("OK\n"), "{text}");
    assert_eq!(text.matches('1').count(), 8);
    lizards()
        .args(["check", &asset("statement.txt")])
        .arg(&out)
        .assert()
        .success()
        .stdout(predicate::str::contains("right: 8 lizards"));
}

#[test]
fn solve_reads_input_txt_by_default_and_stdin_with_a_dash() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::copy(asset("tiny.txt"), dir.path().join("input.txt")).unwrap();
    lizards()
        .current_dir(dir.path())
        .arg("solve")
        .assert()
        .success()
        .stdout(predicate::str::starts_with("OK\n"));
    lizards()
        .args(["solve", "-"])
        .write_stdin("DFS\n2\n2\n00\n00\n")
        .assert()
        .success()
        .stdout("FAIL\n");
}

/// `max` takes the file `solve`, `count` and `trace` take when none is named.
#[test]
fn max_reads_input_txt_by_default() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::copy(asset("tiny.txt"), dir.path().join("input.txt")).unwrap();
    let out = stdout_of(lizards().current_dir(dir.path()).arg("max"));
    let named = stdout_of(lizards().args(["max", &asset("tiny.txt")]));
    assert!(
        out.lines().next().is_some_and(|l| l.parse::<u32>().is_ok()),
        "{out}"
    );
    // The count; two runs may print two placements of it.
    assert_eq!(out.lines().next(), named.lines().next());
}

#[test]
fn check_catches_wrong_answers_with_exit_1() {
    let input = temp_file("DFS\n3\n2\n000\n000\n000\n");
    let attack = temp_file("OK\n110\n000\n000\n");
    lizards()
        .arg("check")
        .arg(input.path())
        .arg(attack.path())
        .assert()
        .code(1)
        .stdout(predicate::str::contains(
            "(0, 0) and (0, 1) can eat each other",
        ));
    let wrong_fail = temp_file("FAIL\n");
    lizards()
        .arg("check")
        .arg(input.path())
        .arg(wrong_fail.path())
        .assert()
        .code(1)
        .stdout(predicate::str::contains("2 lizards fit"));
    let moved = temp_file("OK\n100\n002\n001\n");
    lizards()
        .arg("check")
        .arg(input.path())
        .arg(moved.path())
        .assert()
        .code(1)
        .stdout(predicate::str::contains("adds a tree at (1, 2)"));
    // Too few lizards: the grid's first line, and the count in words.
    let short = temp_file("OK\n100\n000\n000\n");
    lizards()
        .arg("check")
        .arg(input.path())
        .arg(short.path())
        .assert()
        .code(1)
        .stdout(predicate::str::contains(
            "line 2, column 1: the grid holds 1 lizard, but p = 2",
        ));
}

/// A byte-order mark before `OK` is read past, and named: a grader comparing lines sees it.
#[test]
fn check_warns_of_a_byte_order_mark() {
    let input = temp_file("DFS\n2\n1\n00\n00\n");
    let marked = temp_file("\u{feff}OK\n10\n00\n");
    lizards()
        .arg("check")
        .arg(input.path())
        .arg(marked.path())
        .assert()
        .success()
        .stderr(predicate::str::contains("line 1: a byte-order mark"));
}

#[test]
fn check_reads_at_most_one_file_from_standard_input() {
    let board = "DFS\n3\n1\n000\n000\n000\n";
    lizards()
        .args(["check", "-", "-"])
        .write_stdin(board)
        .assert()
        .code(2)
        .stdout("")
        .stderr(predicate::str::contains("not both"));
    // Either one alone is fine.
    let answer = temp_file("OK\n100\n000\n000\n");
    lizards()
        .arg("check")
        .arg("-")
        .arg(answer.path())
        .write_stdin(board)
        .assert()
        .success();
}

/// `solve FILE -o FILE` would replace the homework by its answer (the next run then reads
/// "unknown algorithm OK"): refused, the file untouched, through a link too.
#[test]
fn solve_never_writes_its_answer_over_its_input() {
    let board = temp_file("DFS\n3\n1\n000\n000\n000\n");
    let link = board.path().with_extension("link");
    let _ = std::fs::remove_file(&link);
    std::os::unix::fs::symlink(board.path(), &link).unwrap();
    for output in [board.path(), link.as_path()] {
        lizards()
            .arg("solve")
            .arg(board.path())
            .arg("-o")
            .arg(output)
            .assert()
            .code(2)
            .stderr(predicate::str::contains("would lose it"));
    }
    std::fs::remove_file(&link).unwrap();
    // The homework on standard input (`solve - -o in.txt < in.txt`) is the input too.
    // A file, not a pipe of its bytes: standard input *is* the homework.
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_lizards"))
        .args(["solve", "-", "-o"])
        .arg(board.path())
        .stdin(std::fs::File::open(board.path()).unwrap())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("would lose it"));
    assert_eq!(
        std::fs::read_to_string(board.path()).unwrap(),
        "DFS\n3\n1\n000\n000\n000\n"
    );
}

#[test]
fn snapshot_never_writes_its_frame_over_the_board_it_shows() {
    let board = temp_file("DFS\n3\n1\n000\n000\n000\n");
    lizards()
        .arg("snapshot")
        .arg(board.path())
        .arg("-o")
        .arg(board.path())
        .assert()
        .code(2)
        .stderr(predicate::str::contains("would lose the board"));
    assert_eq!(
        std::fs::read_to_string(board.path()).unwrap(),
        "DFS\n3\n1\n000\n000\n000\n"
    );
}

#[test]
fn a_queue_of_no_boards_is_refused() {
    lizards()
        .args(["solve", "--queens", "4", "--algo", "bfs", "--frontier", "0"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("one board at least"));
}

#[test]
fn bad_files_get_line_and_column_and_exit_2() {
    for (text, wanted) in [
        ("DFS\n3\n1\n000\n0700\n000\n", "line 5, column 2"),
        (
            "DFS\n3\n-1\n000\n000\n000\n",
            "line 3, column 1: p (the number of lizards) must not be negative",
        ),
        (
            "DFS\n0\n1\n",
            "line 2, column 1: n (the board side) must be at least 1",
        ),
        ("DFS\n2000000000\n3\n000\n000\n000\n", "line 2"),
        (
            "DFS\n5\n1\n00000\n00000\n",
            "line 6, column 1: expected 5 grid rows, found 2",
        ),
    ] {
        let f = temp_file(text);
        lizards()
            .arg("solve")
            .arg(f.path())
            .assert()
            .code(2)
            .stdout("")
            .stderr(
                predicate::str::contains(wanted).and(predicate::str::contains("panicked").not()),
            );
    }
    lizards()
        .args(["solve", "/no/such/file.txt"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("cannot read /no/such/file.txt"));
}

#[test]
fn count_refuses_the_settings_it_would_ignore() {
    for (flag, value) in [
        ("--temp", "3"),
        ("--cooling", "0.5"),
        ("--seed", "9"),
        ("--frontier", "100"),
    ] {
        lizards()
            .args(["count", "--queens", "6", flag, value])
            .assert()
            .code(2)
            .stdout("")
            .stderr(predicate::str::contains(flag).and(predicate::str::contains("no use for")));
    }
    // The defaults, given explicitly, change nothing and are not an error.
    lizards()
        .args(["count", "--queens", "6", "--seed", "1", "--cooling", "0.99"])
        .assert()
        .success()
        .stdout("4\n");
}

#[test]
fn count_max_and_trace() {
    let empty8 = temp_file(
        "8\n8\n00000000\n00000000\n00000000\n00000000\n00000000\n00000000\n00000000\n00000000\n",
    );
    lizards()
        .arg("count")
        .arg(empty8.path())
        .assert()
        .success()
        .stdout("92\n");
    lizards()
        .arg("count")
        .arg(empty8.path())
        .args(["--limit", "5"])
        .assert()
        .success()
        .stdout("at least 5\n");
    // A limit the board meets exactly is no cut: the count is whole, so it reads as one.
    for (limit, answer) in [("92", "92\n"), ("91", "at least 91\n"), ("1000", "92\n")] {
        lizards()
            .arg("count")
            .arg(empty8.path())
            .args(["--limit", limit])
            .assert()
            .success()
            .stdout(answer);
    }
    lizards()
        .args(["count", "--queens", "8", "--stats"])
        .assert()
        .success()
        .stdout("92\n")
        .stderr(
            predicate::str::contains("unique:     12 ")
                .and(predicate::str::contains("nodes:"))
                .and(predicate::str::contains("nodes/s:")),
        );
    lizards()
        .args(["count", "--queens", "8", "--algo", "backtrack"])
        .assert()
        .success()
        .stdout("92\n");
    // A board is counted by backtrack, on one thread: its stats give the pace too, and
    // --threads there is refused rather than silently ignored.
    lizards()
        .arg("count")
        .arg(empty8.path())
        .arg("--stats")
        .assert()
        .success()
        .stdout("92\n")
        .stderr(predicate::str::contains("nodes:").and(predicate::str::contains("nodes/s:")));
    lizards()
        .arg("count")
        .arg(empty8.path())
        .args(["--threads", "2"])
        .assert()
        .code(2)
        .stdout("")
        .stderr(predicate::str::contains("drop --threads"));
    let max = stdout_of(lizards().arg("max").arg(empty8.path()));
    assert!(max.starts_with("8\n"), "{max}");
    assert_eq!(max.matches('1').count(), 8);

    let trace = stdout_of(lizards().args(["trace", &asset("tiny.txt")]));
    let lines: Vec<serde_json::Value> = trace
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    // The protocol's header names the board, then the events follow.
    assert_eq!(lines[0]["lizards"], 1);
    assert_eq!(lines[0]["n"], 4);
    assert_eq!(lines[0]["trees"], serde_json::json!([[1, 1]]));
    assert_eq!(lines[0]["algo"], "backtrack");
    assert_eq!(lines[1]["event"], "enter");
    assert_eq!(lines.last().unwrap()["event"], "done");
    assert_eq!(lines.last().unwrap()["outcome"], "found");
    // The limit counts events, not the header.
    lizards()
        .args(["trace", &asset("tiny.txt"), "--limit", "3"])
        .assert()
        .success()
        .stdout(predicate::function(|s: &str| s.lines().count() == 1 + 3));
}

#[test]
fn checker_prints_three_solutions_and_the_total() {
    lizards()
        .args(["checker", "6"])
        .assert()
        .success()
        .stdout("2 4 6 1 3 5\n3 6 2 5 1 4\n4 1 5 2 6 3\n4\n");
    lizards()
        .args(["checker", "2"])
        .assert()
        .success()
        .stdout("0\n");
    lizards()
        .args(["checker", "1"])
        .assert()
        .success()
        .stdout("1\n1\n");
}

#[test]
fn checker_totals_for_six_to_thirteen() {
    let totals = [4u64, 40, 92, 352, 724, 2680, 14200, 73712];
    for (n, total) in (6..=13).zip(totals) {
        let out = stdout_of(lizards().args(["checker", &n.to_string()]));
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines.len(), 4);
        assert_eq!(lines[3], total.to_string(), "n = {n}");
        for sol in &lines[..3] {
            assert_eq!(sol.split(' ').count(), n);
        }
    }
}

#[test]
fn backjump_reports_the_articles_figures() {
    lizards()
        .args(["solve", "--algo", "backjump", "--queens", "6", "--stats"])
        .assert()
        .success()
        .stdout("OK\n000100\n100000\n000010\n010000\n000001\n001000\n")
        .stderr(
            predicate::str::contains("placements: 31")
                .and(predicate::str::contains("backjumps:  20"))
                .and(predicate::str::contains("[1, 3, 5, 0, 2, 4]")),
        );
}

#[test]
fn backjump_safe_finds_the_first_solution_where_the_articles_code_skips_it() {
    let rows = |algo: &str| {
        let out = lizards()
            .args(["solve", "--algo", algo, "--queens", "11", "--stats"])
            .assert()
            .success()
            .get_output()
            .clone();
        let stderr = String::from_utf8(out.stderr).unwrap();
        let line = stderr
            .lines()
            .find(|l| l.contains('['))
            .expect("a solution line")
            .to_string();
        (String::from_utf8(out.stdout).unwrap(), line)
    };
    let (safe_grid, safe) = rows("backjump-safe");
    let (queens_grid, _) = rows("queens");
    let (article_grid, article) = rows("backjump");
    assert_eq!(
        safe_grid, queens_grid,
        "Gaschnig's rule finds the first solution"
    );
    assert_ne!(
        article_grid, queens_grid,
        "the article's code jumps past it"
    );
    assert_ne!(safe, article);
    lizards()
        .args(["count", "--algo", "backjump-safe", "--queens", "6"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "backjump-safe stops at the first solution",
        ));
}

#[test]
fn queens_algorithms_refuse_boards_with_trees_or_p_not_n() {
    lizards()
        .args(["solve", &asset("statement.txt"), "--algo", "queens"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("needs a board without trees"));
    let p_not_n = temp_file("4\n3\n0000\n0000\n0000\n0000\n");
    lizards()
        .args(["solve", "--algo", "backjump"])
        .arg(p_not_n.path())
        .assert()
        .code(2)
        .stderr(predicate::str::contains("needs p = n"));
}

#[test]
fn queens_boards_beyond_the_bitsets_are_refused_not_crashed() {
    lizards()
        .args(["solve", "--queens", "40", "--algo", "queens"])
        .assert()
        .code(2)
        .stderr(
            predicate::str::contains("n must be at most 32")
                // The hint speaks of the size, not of trees or p, which this board has right.
                .and(predicate::str::contains("for a board this large"))
                .and(predicate::str::contains("trees").not())
                .and(predicate::str::contains("panicked").not()),
        );
}

#[test]
fn help_teaches() {
    for args in [
        &["--help"][..],
        &["solve", "--help"],
        &["count", "--help"],
        &["max", "--help"],
        &["trace", "--help"],
        &["replay", "--help"],
        &["watch", "--help"],
        &["check", "--help"],
        &["checker", "--help"],
        &["race", "--help"],
        &["snapshot", "--help"],
    ] {
        let text = stdout_of(lizards().args(args));
        assert!(text.contains("Example"), "{args:?} has no example");
        insta::assert_snapshot!(format!("help_{}", args[0].trim_start_matches('-')), text);
    }
}

#[test]
fn the_scanning_safety_check_answers_the_same_with_the_same_work() {
    let run = |safety: &str| {
        let out = lizards()
            .args([
                "solve",
                &asset("lesson.txt"),
                "--algo",
                "backtrack",
                "--stats",
                "--safety",
                safety,
            ])
            .output()
            .unwrap();
        assert!(out.status.success());
        let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
        // Everything but the time.
        let work: Vec<String> = stderr
            .lines()
            .filter(|l| !l.starts_with("time") && !l.starts_with("nodes/s"))
            .map(String::from)
            .collect();
        (String::from_utf8_lossy(&out.stdout).into_owned(), work)
    };
    let (counters, scan) = (run("counters"), run("scan"));
    assert!(counters.0.starts_with("OK"), "{}", counters.0);
    assert!(
        counters.1.iter().any(|l| l.starts_with("nodes")),
        "{:?}",
        counters.1
    );
    assert_eq!(counters, scan);
}

/// A 20 x 20 nursery with 10 % trees whose largest placements lie deep in the exact search's
/// order: `max` asks each count of annealing too, so it settles the maximum, and `solve`
/// agrees (that many fit, one more does not).
#[test]
fn max_settles_a_sparse_twenty_by_twenty_board() {
    use lizards::board::Board;
    use lizards::homework::{FileForm, format_input};
    let board = Board::random(20, 0.1, 20_003);
    let input = temp_file(&format_input(&board, 1, &FileForm::default()));
    let out = stdout_of(lizards().args(["max", "--budget", "30s"]).arg(input.path()));
    let (first, grid) = out.split_once('\n').unwrap();
    let m: u32 = first.parse().unwrap();
    assert_eq!(grid.matches('1').count() as u32, m, "{out}");
    for (p, verdict) in [(m, "OK"), (m + 1, "FAIL")] {
        let asked = temp_file(&format_input(&board, p, &FileForm::default()));
        lizards()
            .args(["solve", "--budget", "60s"])
            .arg(asked.path())
            .assert()
            .success()
            .stdout(predicate::str::starts_with(format!("{verdict}\n")));
    }
}

/// `max --stats` counts the exact search's work: on a board the local search fills up to
/// its bound, there is none, and it says so rather than leave "nodes: 0" unexplained.
#[test]
fn max_stats_say_when_the_exact_search_was_not_needed() {
    let open = temp_file(&format!("DFS\n8\n8\n{}", "00000000\n".repeat(8)));
    lizards()
        .args(["max", "--stats"])
        .arg(open.path())
        .assert()
        .success()
        .stderr(predicate::str::contains("nodes:      0"))
        .stderr(predicate::str::contains("the exact search was not needed"));
    let hard = temp_file("DFS\n3\n1\n000\n000\n000\n");
    let out = lizards()
        .args(["max", "--stats"])
        .arg(hard.path())
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&out.stderr);
    let nodes: u64 = said
        .lines()
        .find_map(|l| l.strip_prefix("nodes:"))
        .and_then(|n| n.trim().parse().ok())
        .unwrap_or_else(|| panic!("{said}"));
    assert_eq!(nodes == 0, said.contains("not needed"), "{said}");
}

/// `--version` tells a build without HiGHS (`tests/mip.rs` checks one with it); `-V` gives
/// the number alone, for scripts.
#[cfg(not(feature = "mip"))]
#[test]
fn version_says_whether_the_mip_feature_is_built_in() {
    lizards()
        .arg("--version")
        .assert()
        .success()
        .stdout(predicate::str::contains("(mip feature: off)"));
    lizards()
        .arg("-V")
        .assert()
        .success()
        .stdout(predicate::str::contains("mip").not());
}

/// `--speed` takes 1 to 1,000,000 events per second (or `max`), as `+` and `-` step through
/// them: a larger number is refused when the command line is read, before any screen.
#[test]
fn a_speed_past_the_fastest_is_refused_at_once() {
    lizards()
        .args(["--speed", "1000001"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("1 to 1000000"));
    lizards()
        .args(["--speed", "1000000", "--help"])
        .assert()
        .success();
}

/// `--bound` and `--safety` choose how a lone backtrack searches: where another search runs
/// (an algorithm of its own, the queens counter, `solve`'s race), they are refused rather than
/// ignored, and with backtrack they are taken.
#[test]
fn bounds_given_to_a_search_without_them_are_refused() {
    let lesson = asset("lesson.txt");
    for (args, says) in [
        (
            vec!["solve", "--queens", "8", "--algo", "sa", "--bound", "memo"],
            "sa has no use for it",
        ),
        (
            vec![
                "solve", &lesson, "--algo", "bfs", "--safety", "scan", "--bound", "seed",
            ],
            "bfs has no use for them",
        ),
        (
            vec!["count", "--queens", "8", "--bound", "memo"],
            "queens has no use for it",
        ),
        (
            vec!["solve", &lesson, "--bound", "seed"],
            "solve without --algo races",
        ),
        (
            vec![
                "trace", "--queens", "6", "--algo", "backjump", "--safety", "scan",
            ],
            "backjump has no use",
        ),
    ] {
        lizards().args(&args).assert().code(2).stdout("").stderr(
            predicate::str::contains(says).and(predicate::str::contains("--algo backtrack")),
        );
    }
    // A race's --bound goes to a plain backtrack side: with none, it is refused.
    lizards()
        .args([
            "race",
            "--queens",
            "8",
            "--algo",
            "bfs,backtrack-seed",
            "--bound",
            "memo",
        ])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "bfs and backtrack-seed have none to take",
        ));
    // Without --algo, trace runs what the file's first line names: the message says so.
    let dir = tempfile::tempdir().unwrap();
    let bfs = dir.path().join("bfs.txt");
    std::fs::write(&bfs, "BFS\n3\n1\n000\n000\n000\n").unwrap();
    lizards()
        .args(["trace", bfs.to_str().unwrap(), "--bound", "seed"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "the file's first line (BFS) runs bfs",
        ));
    for args in [
        vec![
            "solve",
            &lesson,
            "--algo",
            "backtrack",
            "--bound",
            "seed",
            "--safety",
            "scan",
        ],
        vec![
            "count",
            "--queens",
            "6",
            "--algo",
            "backtrack",
            "--safety",
            "scan",
        ],
        vec!["trace", &lesson, "--bound", "seed", "--limit", "3"],
    ] {
        lizards().args(&args).assert().success();
    }
}

/// A negative number is the value of the option before it, refused with what is wrong with
/// it: never "unexpected argument" with a tip to put it after `--`, which makes it the input.
#[test]
fn a_negative_number_is_refused_as_the_options_value() {
    let lesson = asset("lesson.txt");
    for (args, says) in [
        (vec!["solve", "--budget", "-1"], "a time cannot be negative"),
        (vec!["max", "--budget", "-5s"], "a time cannot be negative"),
        (vec!["solve", "--algo", "sa", "--temp", "-1"], "--temp"),
        (vec!["solve", "--seed", "-1"], "--seed"),
        (vec!["count", "--limit", "-1"], "--limit"),
    ] {
        lizards()
            .args(&args)
            .arg(&lesson)
            .assert()
            .code(2)
            .stderr(predicate::str::contains(says))
            .stderr(predicate::str::contains("unexpected argument").not())
            .stderr(predicate::str::contains("invalid value '-"));
    }
    lizards()
        .args(["checker", "-1"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("is not in 1..=32"));
}

/// A mistyped command is named as one, not taken for a missing file: with a board after it
/// (where clap would name the board as a command) and alone.
#[test]
fn a_mistyped_command_asks_for_the_command_meant() {
    let out = lizards()
        .args(["slove", &asset("tiny.txt")])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("\"slove\" is neither a file nor a command: did you mean `lizards solve`?"),
        "{stderr}"
    );
    let out = lizards().arg("frobnicate").output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("neither a file nor a command"), "{stderr}");
    // Help asked of a word that is no command names the word, not the top help.
    let out = lizards().args(["sovle", "--help"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("did you mean `lizards solve`?"), "{stderr}");
    assert!(
        out.stdout.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    // A board's help is the top help, as before.
    lizards()
        .args([&asset("tiny.txt"), "--help"])
        .assert()
        .success()
        .stdout(predicate::str::contains("Usage: lizards"));
    // A command's own usage error stays clap's.
    let out = lizards().args(["solve", "--bogus"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("unexpected argument '--bogus'"), "{stderr}");
}

/// `--speed 3` is refused with the speeds around it, not played at 2 without a word.
#[test]
fn a_speed_off_the_apps_steps_is_refused_with_its_neighbours() {
    let out = lizards().args(["--speed", "3"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("give 2 or 5"), "{stderr}");
}

/// Tuning the search does not run is refused, as `--bound` is: `--frontier` on annealing,
/// `--temp` on BFS. Without `--algo`, `--temp` on a board with trees (where the local search
/// is the swaps) answers, with a warning that says so.
#[test]
fn tuning_a_search_that_does_not_run_is_refused_or_told() {
    let board = format!("{}/assets/statement.txt", env!("CARGO_MANIFEST_DIR"));
    let solve = |args: &[&str]| {
        lizards()
            .arg("solve")
            .arg(&board)
            .args(args)
            .output()
            .unwrap()
    };
    for (args, flag) in [
        (vec!["--algo", "sa", "--frontier", "5"], "--frontier"),
        (vec!["--algo", "bfs", "--temp", "3"], "--temp"),
        (vec!["--algo", "backtrack", "--seed", "4"], "--seed"),
        (vec!["--frontier", "9"], "--frontier"),
    ] {
        let out = solve(&args);
        let said = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {said}");
        assert!(
            said.contains(&format!("no use for {flag}"))
                || said.contains(&format!("{flag} bounds")),
            "{args:?}: {said}"
        );
    }
    let out = solve(&["--temp", "3"]);
    assert_eq!(out.status.code(), Some(0));
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(said.contains("warning: --temp tunes annealing"), "{said}");
    // Where they run, they are taken without a word.
    for args in [
        vec!["--algo", "sa", "--temp", "3"],
        vec!["--algo", "bfs", "--frontier", "100000"],
        vec!["--seed", "4"],
    ] {
        let out = solve(&args);
        assert_eq!(out.status.code(), Some(0), "{args:?}");
        assert!(
            out.stderr.is_empty(),
            "{args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    let out = lizards()
        .args(["trace", &board, "--algo", "sa", "--frontier", "5"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
}

/// `-o` naming a folder (a trailing `/`) says that it names the answer's file, not that the
/// folder "is not a directory".
#[test]
fn an_output_that_names_a_folder_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let board = format!("{}/assets/statement.txt", env!("CARGO_MANIFEST_DIR"));
    let folder = format!("{}/new/", dir.path().display());
    let out = lizards()
        .args(["solve", &board, "-o", &folder])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(said.contains("names a file, not a folder"), "{said}");
}

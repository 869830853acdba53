//! The board given apart from the stream (`--board input.txt`): a stream may then start with
//! its first event, or carry a header without trees; a header that disagrees with the board
//! is refused with its line and column, so no stream is refereed against another board.

mod screen;

use std::ffi::OsString;

use assert_cmd::Command;
use crossterm::event::KeyCode;
use lizards::tui::app::App;
use screen::{COLOUR, asset, draw, flat, play_out, press, text};

fn lizards() -> Command {
    Command::cargo_bin("lizards").unwrap()
}

fn example(name: &str) -> String {
    format!("{}/examples/{name}", env!("CARGO_MANIFEST_DIR"))
}

/// What `examples/dfs.py` writes on `board`.
fn dfs_stream(board: &str) -> String {
    let out = std::process::Command::new("python3")
        .args([example("dfs.py"), asset(board)])
        .output()
        .unwrap();
    assert!(out.status.success());
    String::from_utf8(out.stdout).unwrap()
}

/// The stream without its first line.
fn headless(stream: &str) -> String {
    stream.split_once('\n').unwrap().1.to_owned()
}

/// `replay --check` of `stream` on standard input, with `--board` when given: exit code, what
/// it printed on both outputs.
fn check(stream: &str, board: Option<&str>) -> (i32, String) {
    let mut cmd = lizards();
    cmd.args(["replay", "--check"]);
    if let Some(board) = board {
        cmd.args(["--board", &asset(board)]);
    }
    let out = cmd
        .arg("-")
        .write_stdin(stream.to_owned())
        .output()
        .unwrap();
    let said = String::from_utf8(out.stdout).unwrap() + &String::from_utf8(out.stderr).unwrap();
    (out.status.code().unwrap(), said)
}

#[test]
fn the_dfs_example_without_its_header_is_refereed_on_the_board_file() {
    let whole = dfs_stream("lesson.txt");
    let (code, with_header) = check(&whole, None);
    assert_eq!(code, 0, "{with_header}");
    let (code, apart) = check(&headless(&whole), Some("lesson.txt"));
    assert_eq!(code, 0, "{apart}");
    // The same events, the same verdict: only where the board came from differs.
    let verdict = |s: &str| s.split_once(": legal: ").unwrap().1.to_owned();
    assert_eq!(verdict(&apart), verdict(&with_header));
    // The header may stay: it agrees with the file.
    assert_eq!(check(&whole, Some("lesson.txt")).0, 0);
}

#[test]
fn without_the_board_a_stream_of_events_alone_is_refused_and_told_of_board() {
    let (code, said) = check(&headless(&dfs_stream("lesson.txt")), None);
    assert_eq!(code, 2, "{said}");
    assert!(
        said.contains("line 1, column 1") && said.contains("--board"),
        "{said}"
    );
}

// assets/lesson.txt: 6 x 6, p = 7, trees at (1, 3), (2, 1) and (4, 4).

#[test]
fn events_alone_are_refereed_against_the_board_files_trees() {
    let stream = "{\"event\": \"place\", \"row\": 0, \"col\": 0}\n\
                  {\"event\": \"place\", \"row\": 2, \"col\": 1}\n";
    let (code, said) = check(stream, Some("lesson.txt"));
    assert_eq!(code, 1, "{said}");
    assert!(
        said.contains("event 2 (line 2)") && said.contains("tree"),
        "{said}"
    );
}

#[test]
fn a_header_without_trees_takes_the_board_files() {
    let stream = "{\"lizards\": 1, \"n\": 6, \"p\": 7, \"algo\": \"mine\"}\n\
                  {\"event\": \"place\", \"row\": 0, \"col\": 3}\n\
                  {\"event\": \"place\", \"row\": 2, \"col\": 3}\n";
    // Without the file, the header's board has no trees: the two lizards see each other.
    let (code, alone) = check(stream, None);
    assert_eq!(code, 1, "{alone}");
    // With it, the tree at (1, 3) stands between them.
    let (code, said) = check(stream, Some("lesson.txt"));
    assert_eq!(code, 0, "{said}");
    assert!(said.contains("legal: 2 events"), "{said}");
}

#[test]
fn a_header_that_disagrees_with_the_board_is_an_error_at_its_field() {
    for (header, column, says) in [
        (
            r#"{"lizards": 1, "n": 5, "p": 7}"#,
            16,
            "n = 5 (the board is 6 x 6)",
        ),
        (
            r#"{"lizards": 1, "n": 6, "p": 6}"#,
            24,
            "p = 6 (the board file's p is 7)",
        ),
        (
            r#"{"lizards": 1, "n": 6, "p": 7, "trees": [[1, 3], [2, 1]]}"#,
            32,
            "no tree at [4, 4], where that board has one",
        ),
        (
            r#"{"lizards": 1, "n": 6, "p": 7, "trees": [[1, 3], [2, 1], [4, 4], [0, 5]]}"#,
            32,
            "a tree at [0, 5], where that board has none",
        ),
    ] {
        let (code, said) = check(&format!("{header}\n"), Some("lesson.txt"));
        assert_eq!(code, 2, "{header}: {said}");
        assert!(
            said.contains(&format!(
                "line 1, column {column}: the header disagrees with the board given with \
                 --board: it says {says}"
            )),
            "{header}: {said}"
        );
    }
}

#[test]
fn the_trees_may_come_in_any_order() {
    let header = r#"{"lizards": 1, "n": 6, "p": 7, "trees": [[4, 4], [1, 3], [2, 1]]}"#;
    let (code, said) = check(&format!("{header}\n"), Some("lesson.txt"));
    assert_eq!(code, 0, "{said}");
}

/// A tree listed twice is a header written carelessly: refused alike with `--board` and
/// without it, naming both places in the list.
#[test]
fn a_tree_listed_twice_is_refused_with_or_without_the_board_file() {
    let header = r#"{"lizards": 1, "n": 6, "p": 7, "trees": [[4, 4], [1, 3], [2, 1], [1, 3]]}"#;
    for board in [None, Some("lesson.txt")] {
        let (code, said) = check(&format!("{header}\n"), board);
        assert_eq!(code, 2, "{board:?}: {said}");
        assert!(
            said.contains("the tree at [1, 3] is listed twice (trees 2 and 4 of the list)"),
            "{board:?}: {said}"
        );
    }
}

fn opened(options: lizards::tui::Options) -> App {
    let mut app = lizards::tui::build(&lizards::tui::Options {
        speed: 5,
        ..options
    })
    .unwrap();
    app.theme = COLOUR;
    app
}

/// The screen without its title row, which names the file shown.
fn body(app: &App) -> String {
    let screen = text(&draw(app, 100, 36));
    screen.split_once('\n').unwrap().1.to_owned()
}

#[test]
fn the_app_replays_a_headless_stream_as_the_whole_one() {
    let dir = tempfile::tempdir().unwrap();
    let whole = dfs_stream("lesson.txt");
    let (with, without) = (
        dir.path().join("with.jsonl"),
        dir.path().join("without.jsonl"),
    );
    std::fs::write(&with, &whole).unwrap();
    std::fs::write(&without, headless(&whole)).unwrap();
    let mut a = opened(lizards::tui::Options {
        replay: Some(with),
        ..Default::default()
    });
    let mut b = opened(lizards::tui::Options {
        replay: Some(without),
        board: Some(asset("lesson.txt").into()),
        ..Default::default()
    });
    a.wait_for_solver();
    b.wait_for_solver();
    for key in [KeyCode::Right, KeyCode::Right, KeyCode::Right] {
        press(&mut a, key);
        press(&mut b, key);
        assert_eq!(body(&a), body(&b));
    }
    play_out(&mut a);
    play_out(&mut b);
    assert_eq!(b.playback.lizards().len(), 7);
    assert_eq!(body(&a), body(&b));
}

#[test]
fn watch_plays_a_program_that_writes_no_header_on_the_board_file() {
    let dfs = format!(
        "python3 {} {} | tail -n +2",
        example("dfs.py"),
        asset("lesson.txt")
    );
    let stderr = std::env::temp_dir().join(format!("lizards-apart-{}.txt", std::process::id()));
    let mut app = opened(lizards::tui::Options {
        watch: Some(["sh", "-c", &dfs].map(OsString::from).to_vec()),
        watch_stderr: Some(stderr),
        board: Some(asset("lesson.txt").into()),
        ..Default::default()
    });
    play_out(&mut app);
    assert_eq!(app.playback.tally().solutions, 1);
    assert_eq!(app.playback.lizards().len(), 7);
    assert!(!flat(&draw(&app, 100, 36)).contains("stops"));
}

#[test]
fn an_empty_stream_is_refused_even_with_the_board() {
    let (code, said) = check("", Some("lesson.txt"));
    assert_eq!(code, 2, "{said}");
    assert!(said.contains("the stream is empty"), "{said}");
    // Lines count from 1 here as everywhere: the missing line is the first.
    assert!(said.contains("line 1, column 1"), "{said}");
    let (code, said) = check("", None);
    assert_eq!(code, 2, "{said}");
    assert!(said.contains("line 1, column 1"), "{said}");
}

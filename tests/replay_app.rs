//! `lizards replay` in the app: a stream `trace` wrote plays on screen exactly as the native
//! run does at every event, forward and back; an illegal stream stops at the illegal event with the cells
//! marked and the reason in the narration.

mod common;
mod screen;

use assert_cmd::Command;
use crossterm::event::KeyCode;
use lizards::board::Board;
use lizards::event::Event;
use lizards::homework::{FileForm, format_input};
use lizards::solve::Algorithm;
use lizards::tui::app::App;
use ratatui::buffer::Buffer;
use screen::{COLOUR, app, draw, flat, press};

const SIZE: (u16, u16) = (100, 36);

/// The app on a recorded stream, everything received.
fn replayed(stream: &std::path::Path) -> App {
    let mut app = lizards::tui::build(&lizards::tui::Options {
        replay: Some(stream.to_owned()),
        // What `lizards replay` opens at, as `lizards BOARD` does.
        speed: 5,
        ..Default::default()
    })
    .unwrap();
    app.theme = COLOUR;
    app.wait_for_solver();
    app
}

/// The screen without its title row (which names the file shown: the board or the stream),
/// without its footer (a replay offers no key to edit the board or switch algorithm) and
/// without the total after "events K of": the native app searches on for every solution,
/// where `trace` stops at the first, so the totals differ by design.
fn body(app: &App) -> Buffer {
    let full = draw(app, SIZE.0, SIZE.1);
    let mut body = Buffer::empty(ratatui::layout::Rect::new(0, 0, SIZE.0, SIZE.1 - 2));
    for y in 1..SIZE.1 - 1 {
        let row: String = (0..SIZE.0).map(|x| full[(x, y)].symbol()).collect();
        let total = row
            .find("events ")
            .and_then(|at| row[at..].find(" of ").map(|of| at + of))
            .map(|byte| row[..byte].chars().count() as u16);
        for x in 0..SIZE.0 {
            if total.is_none_or(|t| x < t) {
                body[(x, y - 1)] = full[(x, y)].clone();
            }
        }
    }
    body
}

fn lizards_bin() -> Command {
    Command::cargo_bin("lizards").unwrap()
}

/// `lizards trace assets/tiny.txt`, written to `run.jsonl` in `dir`.
fn traced_tiny(dir: &std::path::Path) -> std::path::PathBuf {
    let stream = dir.join("run.jsonl");
    let out = lizards_bin()
        .args(["trace", &screen::asset("tiny.txt")])
        .output()
        .unwrap();
    std::fs::write(&stream, out.stdout).unwrap();
    stream
}

#[test]
fn a_traced_stream_replays_as_the_native_run_forward_and_back() {
    let dir = tempfile::tempdir().unwrap();
    let mut rng = lizards::board::SplitMix64(2311);
    let mut compared = 0;
    for i in 0..12 {
        // Sides 3 to 5 keep every screen of every event within half a minute's run.
        let n = 3 + rng.below(3);
        let board = if i % 3 == 0 {
            Board::empty(n)
        } else {
            Board::random(n, rng.unit() * 0.3, rng.next_u64())
        };
        let p = if i % 3 == 0 {
            n as u32
        } else {
            1 + rng.below(n) as u32
        };
        let file = dir.path().join(format!("board{i}.txt"));
        std::fs::write(&file, format_input(&board, p, &FileForm::default())).unwrap();
        for algorithm in Algorithm::ALL {
            if algorithm.unfit_reason(&board, p).is_some() {
                continue;
            }
            let name = algorithm.name();
            let stream = dir.path().join(format!("board{i}-{name}.jsonl"));
            let out = lizards_bin()
                .arg("trace")
                .arg(&file)
                .args(["--algo", name, "--limit", "1000"])
                // Backtrack at the seed's bound, the others have none to choose.
                .args(if name == "backtrack" {
                    &["--bound", "seed"][..]
                } else {
                    &[]
                })
                .output()
                .unwrap();
            assert!(out.status.success());
            std::fs::write(&stream, &out.stdout).unwrap();
            let mut native = app(&[file.to_str().unwrap(), "--algo", name]);
            let mut replay = replayed(&stream);
            // The native app searches on past the first solution, where trace stops.
            let events = out.stdout.iter().filter(|&&b| b == b'\n').count() - 1;
            let mut steps = 0;
            assert_eq!(body(&native), body(&replay), "board {i}, {name}, opening");
            while steps < events {
                press(&mut native, KeyCode::Right);
                press(&mut replay, KeyCode::Right);
                steps += 1;
                let event = native.playback.current();
                // The last event of a stream cut short by --limit (no solution or done line):
                // the replay says so after the event's sentence, where the native search goes on.
                let cut =
                    steps == events && !matches!(event, Some(Event::Solution | Event::Done { .. }));
                if cut {
                    let said = flat(&draw(&replay, SIZE.0, SIZE.1));
                    assert!(
                        said.contains("The stream stops: the stream ends before its search does"),
                        "board {i}, {name}: {said}"
                    );
                } else {
                    assert_eq!(
                        body(&native),
                        body(&replay),
                        "board {i}, {name}, event {steps}:\n{}\n---\n{}",
                        flat(&draw(&native, SIZE.0, SIZE.1)),
                        flat(&draw(&replay, SIZE.0, SIZE.1))
                    );
                    compared += 1;
                }
                if matches!(event, Some(Event::Solution)) {
                    break;
                }
            }
            while steps > 0 {
                press(&mut native, KeyCode::Left);
                press(&mut replay, KeyCode::Left);
                steps -= 1;
                assert_eq!(
                    body(&native),
                    body(&replay),
                    "board {i}, {name}, back at {steps}"
                );
                compared += 1;
            }
        }
    }
    assert!(compared > 5000, "only {compared} screens compared");
}

#[test]
fn an_illegal_event_stops_play_marks_its_cells_and_says_why() {
    let dir = tempfile::tempdir().unwrap();
    let stream = screen::buggy_stream(dir.path());
    let mut app = replayed(&stream);
    press(&mut app, KeyCode::End);
    for _ in 0..100 {
        app.tick(std::time::Instant::now());
    }
    // Play stops on the last legal event: (0, 0) and (3, 1) on the board.
    assert_eq!(app.playback.position(), 4);
    assert_eq!(
        app.playback.lizards(),
        vec![
            lizards::board::Cell::new(0, 0),
            lizards::board::Cell::new(3, 1)
        ]
    );
    let screen = draw(&app, SIZE.0, SIZE.1);
    let said = flat(&screen);
    assert!(
        said.contains("The referee stops the stream at event 5 (line 6): a lizard placed at (1, 3), where the lizard at (3, 1) sees it along the anti-diagonal"),
        "{said}"
    );
    // The illegal cell and the lizard that sees it are marked; no other cell is.
    let g = app.geometry.get();
    let reversed = |row: u32, col: u32| {
        let (x, y) = g
            .glyph_position(lizards::board::Cell::new(row, col))
            .unwrap();
        screen[(x, y)]
            .modifier
            .contains(ratatui::style::Modifier::REVERSED)
    };
    assert!(reversed(1, 3) && reversed(3, 1));
    assert!(!reversed(0, 0) && !reversed(2, 2));
    // Back to the start: the marks and the sentence go; forward again they come back.
    press(&mut app, KeyCode::Home);
    assert!(!flat(&draw(&app, SIZE.0, SIZE.1)).contains("referee stops"));
    press(&mut app, KeyCode::End);
    for _ in 0..10 {
        app.tick(std::time::Instant::now());
    }
    assert!(flat(&draw(&app, SIZE.0, SIZE.1)).contains("referee stops"));
}

#[test]
fn a_replay_keeps_its_recording() {
    let dir = tempfile::tempdir().unwrap();
    let stream = traced_tiny(dir.path());
    let mut app = replayed(&stream);
    for key in ['a', 'c', 'e'] {
        press(&mut app, KeyCode::Char(key));
        assert!(
            app.status
                .as_deref()
                .is_some_and(|s| s.contains("plays its recording")),
            "{key}: {:?}",
            app.status
        );
        assert_eq!(app.mode, lizards::tui::app::Mode::Watch);
        assert!(app.race_request.is_none());
    }
}

#[test]
fn replay_refuses_a_malformed_header_before_the_terminal() {
    let dir = tempfile::tempdir().unwrap();
    let stream = dir.path().join("bad.jsonl");
    std::fs::write(&stream, "{\"event\": \"place\", \"row\": 0, \"col\": 0}\n").unwrap();
    lizards_bin()
        .arg("replay")
        .arg(&stream)
        .assert()
        .code(2)
        .stderr(predicates::str::contains(
            "line 1, column 1: the stream must start with its header",
        ));
}

/// A homework board given where a stream goes (`replay input.txt`) is named for what it is,
/// with the commands that take it, by the app and by `--check`, where "not JSON" sent the
/// student looking for a debug print. A stream that is neither is still told its line.
#[test]
fn replay_given_a_homework_board_says_it_is_one() {
    let dir = tempfile::tempdir().unwrap();
    let board = dir.path().join("input.txt");
    std::fs::write(&board, "DFS\n4\n2\n0000\n0200\n0000\n0000\n").unwrap();
    for check in [false, true] {
        let mut cmd = lizards_bin();
        cmd.arg("replay");
        if check {
            cmd.arg("--check");
        }
        cmd.arg(&board)
            .assert()
            .code(2)
            .stderr(predicates::str::contains(
                "input.txt is a homework board, not a stream of events",
            ))
            .stderr(predicates::str::contains("--board"));
    }
    std::fs::write(&board, "DFS\n4\n2\n0000\n").unwrap();
    lizards_bin()
        .args(["replay", "--check"])
        .arg(&board)
        .assert()
        .code(2)
        .stderr(predicates::str::contains("line 1, column 1"));
}

#[test]
fn a_replays_title_names_no_bound_of_ours() {
    let dir = tempfile::tempdir().unwrap();
    let stream = traced_tiny(dir.path());
    let app = replayed(&stream);
    let screen = draw(&app, SIZE.0, SIZE.1);
    let title: String = (0..SIZE.0).map(|x| screen[(x, 0)].symbol()).collect();
    assert!(title.contains("run.jsonl"), "{title}");
    // The stream is someone else's search: the app's bound ladder is not part of it.
    assert!(!title.contains("bound"), "{title}");
    assert!(!title.contains("seed"), "{title}");
}

#[test]
fn a_take_back_in_a_stream_without_masks_is_told_as_the_counters_show_it() {
    // Someone's own solver: rows first, no mask events. (0, 0) and (5, 5) share diagonal 0,
    // with the tree at (4, 4) between them.
    let dir = tempfile::tempdir().unwrap();
    let stream = dir.path().join("mine.jsonl");
    let place = |r: u32, c: u32| format!(r#"{{"event": "place", "row": {r}, "col": {c}}}"#);
    let lines = [
        r#"{"lizards": 1, "n": 6, "p": 7, "trees": [[1, 3], [2, 1], [4, 4]], "algo": "mine"}"#
            .to_string(),
        place(0, 0),
        place(1, 2),
        place(1, 4),
        place(3, 1),
        place(4, 3),
        place(5, 5),
        r#"{"event": "remove", "row": 5, "col": 5}"#.to_string(),
    ];
    std::fs::write(&stream, lines.join("\n") + "\n").unwrap();
    let mut app = replayed(&stream);
    for _ in 0..7 {
        press(&mut app, KeyCode::Right);
    }
    assert!(matches!(app.playback.current(), Some(Event::Unmark { .. })));
    let counters = app.playback.counters();
    let masked = counters.lines_reading(lizards::board::Cell::new(5, 5), -1);
    let screen = flat(&draw(&app, 100, 30));
    assert!(
        !masked.is_empty(),
        "diagonal 0 reads -1 past the tree:\n{screen}"
    );
    assert!(screen.contains("back to -1"), "{screen}");
    assert!(!screen.contains("its lines go back to 0"), "{screen}");
}

/// A stream `trace` wrote with its default bound replays as that search: its header names
/// the bound, so the replay narrates and draws the native run with it (it showed the seed's
/// pseudocode over a search the auto bound had made); `--bound` on the replay still wins.
#[test]
fn a_replay_runs_the_bound_its_trace_was_made_with() {
    use lizards::solve::backtrack::Pruning;
    let dir = tempfile::tempdir().unwrap();
    let stream = dir.path().join("lesson.jsonl");
    let out = lizards_bin()
        .args(["trace", &screen::asset("lesson.txt")])
        .output()
        .unwrap();
    assert!(out.status.success());
    let header = String::from_utf8_lossy(&out.stdout);
    assert!(
        header.lines().next().unwrap().contains(r#""bound":"auto""#),
        "{header}"
    );
    std::fs::write(&stream, &out.stdout).unwrap();
    let mut replay = replayed(&stream);
    assert_eq!(replay.search.bound, Pruning::Auto);
    let mut native = app(&[&screen::asset("lesson.txt"), "--bound", "auto"]);
    native.theme = COLOUR;
    native.wait_for_solver();
    for step in 0..40 {
        assert_eq!(body(&native), body(&replay), "event {step}");
        press(&mut native, KeyCode::Right);
        press(&mut replay, KeyCode::Right);
    }
    let asked = lizards::tui::build(&lizards::tui::Options {
        replay: Some(stream.clone()),
        bound: Pruning::Seed,
        bound_asked: true,
        ..Default::default()
    })
    .unwrap();
    assert_eq!(asked.search.bound, Pruning::Seed);
}

/// A stream whose events misstate the board: the narration and the log say what the board
/// says (the counters beside the grid always did), never the writer's numbers. Each false
/// claim here was narrated as written: "anti-diagonal 1 reads +1" beside a 0, "99 lizards
/// still to place" with one left.
#[test]
fn a_stream_that_misstates_the_counters_is_narrated_as_the_board_says() {
    let dir = tempfile::tempdir().unwrap();
    let stream = dir.path().join("liar.jsonl");
    let lines = [
        r#"{"lizards": 1, "n": 4, "p": 2, "trees": [[1, 1]], "algo": "liar"}"#,
        r#"{"event": "enter", "row": 0, "col": 0}"#,
        r#"{"event": "place", "row": 0, "col": 0, "masked": ["row", "column"]}"#,
        r#"{"event": "enter", "row": 1, "col": 0}"#,
        r#"{"event": "reject", "row": 1, "col": 0, "lines": ["anti-diagonal"]}"#,
        r#"{"event": "enter", "row": 1, "col": 1}"#,
        r#"{"event": "tree_mask", "row": 1, "col": 1, "lines": ["row", "column", "anti-diagonal"]}"#,
        r#"{"event": "prune", "row": 1, "col": 1, "left": 99, "room": 7, "bound": "columns"}"#,
        r#"{"event": "enter", "row": 2, "col": 0}"#,
        r#"{"event": "reject", "row": 2, "col": 0, "lines": ["row"]}"#,
    ];
    std::fs::write(&stream, lines.join("\n") + "\n").unwrap();
    let mut app = replayed(&stream);
    let mut said_at = |event: usize| {
        while app.playback.position() < event as u64 {
            press(&mut app, KeyCode::Right);
        }
        flat(&draw(&app, SIZE.0, SIZE.1))
    };
    let reject = said_at(4);
    assert!(
        reject.contains("(1, 0) is unsafe: column 0 reads +1, the lizard at (0, 0) sees it."),
        "{reject}"
    );
    assert!(reject.contains("reject (1, 0) c"), "the log: {reject}");
    assert!(!reject.contains("anti-diagonal 1 reads"), "{reject}");
    let mask = said_at(6);
    assert!(mask.contains("diagonal 0 now reads -1"), "{mask}");
    // The writer's lines only as the writer's.
    let (told, wrote) = mask.split_once("The program named").expect("what it wrote");
    assert!(!told.contains("row 1"), "{mask}");
    assert!(wrote.contains("row 1"), "{mask}");
    // One lizard left, and the two columns right of column 1 hold two: no cut by that count.
    let prune = said_at(7);
    assert!(prune.contains("1 lizard still to place"), "{prune}");
    assert!(
        prune.contains("the board does not call for this cut"),
        "{prune}"
    );
    // The writer's number shows as the writer's, never as the board's.
    assert!(!prune.contains("99 lizards"), "{prune}");
    assert!(
        prune.contains("The program wrote left 99 here; the board says 1"),
        "{prune}"
    );
    // (2, 0) is on column 0 with (0, 0), the tree at (1, 1) off its line: no line but the
    // column sees it, though the stream names its row.
    let row = said_at(9);
    assert!(row.contains("column 0 reads +1"), "{row}");
}

/// A student's reject that names the wrong line (column, where the row reads +1): the log
/// and the narration show the board's line, and say what the program wrote, there and once
/// the stream is over; an event the board agrees with says nothing of the kind.
#[test]
fn a_misstated_line_is_shown_as_the_board_has_it_and_said_as_written() {
    let dir = tempfile::tempdir().unwrap();
    let stream = dir.path().join("mine.jsonl");
    std::fs::write(
        &stream,
        [
            r#"{"lizards": 1, "n": 4, "p": 4, "trees": [[1, 1]], "algo": "mine"}"#,
            r#"{"event": "place", "row": 0, "col": 0}"#,
            r#"{"event": "reject", "row": 0, "col": 1, "lines": ["column"]}"#,
            r#"{"event": "reject", "row": 0, "col": 2, "lines": ["row"]}"#,
        ]
        .join("\n")
            + "\n",
    )
    .unwrap();
    let mut app = replayed(&stream);
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Right);
    let screen = flat(&draw(&app, 100, 40));
    assert!(screen.contains("reject (0, 1) r ≠"), "{screen}");
    assert!(
        screen.contains("The program named column 1 here; the board shows row 0"),
        "{screen}"
    );
    press(&mut app, KeyCode::Right);
    // Tall enough for the log beside the narration, which now ends on the stream's end.
    let screen = flat(&draw(&app, 100, 40));
    // The right one: no mark of its own, the wrong one's still in the log above it.
    assert!(screen.contains("reject (0, 2) r"), "{screen}");
    assert!(!screen.contains("(0, 2) r ≠"), "{screen}");
    assert!(!screen.contains("The program named"), "{screen}");
    assert!(
        screen.contains(
            "One event of the program said of the board what it does not show, at event 2 (g 2 Enter)"
        ),
        "{screen}"
    );
    // A stream that ends at an illegal event still says how many it misstated.
    let stopped = dir.path().join("stopped.jsonl");
    let text = std::fs::read_to_string(&stream).unwrap()
        + r#"{"event": "place", "row": 0, "col": 3}"#
        + "\n";
    std::fs::write(&stopped, text).unwrap();
    let mut app = replayed(&stopped);
    for _ in 0..3 {
        press(&mut app, KeyCode::Right);
    }
    let screen = flat(&draw(&app, 100, 30));
    assert!(screen.contains("sees it along the row"), "{screen}");
    assert!(
        screen.contains("One event of the program said of the board what it does not show"),
        "{screen}"
    );
}

/// An event this version does not know is skipped, and not counted: the referee names the
/// illegal event by the number the playback gives it, one past the last event played, in
/// the app and in `replay --check` alike (the line says where it stands in the file).
#[test]
fn an_unknown_event_is_not_counted_where_the_referee_stops() {
    let dir = tempfile::tempdir().unwrap();
    let buggy = std::fs::read_to_string(screen::buggy_stream(dir.path())).unwrap();
    let mut lines: Vec<&str> = buggy.lines().collect();
    lines.insert(2, r#"{"event": "frobnicate"}"#);
    let stream = dir.path().join("unknown.jsonl");
    std::fs::write(&stream, lines.join("\n")).unwrap();
    let mut app = replayed(&stream);
    press(&mut app, KeyCode::End);
    for _ in 0..100 {
        app.tick(std::time::Instant::now());
    }
    assert_eq!(app.playback.position(), 4);
    let said = flat(&draw(&app, SIZE.0, SIZE.1));
    assert!(
        said.contains("The referee stops the stream at event 5 (line 7)"),
        "{said}"
    );
    let out = lizards_bin()
        .args(["replay", "--check"])
        .arg(&stream)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("illegal: event 5 (line 7)"), "{stdout}");
}

/// A `fail` the referee cannot check within its 10 s is not shown as proved: while it
/// searches the screen says so, and on the event the narration says it is the program's
/// word only, not that every branch was tried. (On this board of n = 30 with 10 % trees the most placed is 76 and the bound
/// 79: neither side settles 78 in seconds.)
#[test]
fn a_fail_the_referee_cannot_check_is_shown_as_unchecked() {
    let dir = tempfile::tempdir().unwrap();
    let board = Board::random(30, 0.1, 0);
    let trees: Vec<String> = board
        .cells()
        .filter(|&c| board.is_tree(c))
        .map(|c| format!("[{}, {}]", c.row, c.col))
        .collect();
    let stream = dir.path().join("fail.jsonl");
    std::fs::write(
        &stream,
        format!(
            "{{\"lizards\": 1, \"n\": 30, \"p\": 78, \"trees\": [{}], \"algo\": \"mine\"}}\n\
             {{\"event\": \"fail\"}}\n",
            trees.join(", ")
        ),
    )
    .unwrap();
    let mut app = lizards::tui::build(&lizards::tui::Options {
        replay: Some(stream),
        ..Default::default()
    })
    .unwrap();
    let start = std::time::Instant::now();
    while !app.replay.as_ref().unwrap().checking_fail()
        && start.elapsed() < std::time::Duration::from_secs(5)
    {
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    let said = flat(&draw(&app, 100, 30));
    assert!(
        said.contains("the referee is searching the board to check it"),
        "{said}"
    );
    app.wait_for_solver();
    press(&mut app, KeyCode::Right);
    let said = flat(&draw(&app, 100, 30));
    assert!(
        said.contains("could not check this fail within 10 s"),
        "{said}"
    );
    // The program tried no branch: the fail is said to be its word, not the search's.
    assert!(
        said.contains("The program says no placement of 78 lizards exists (fail)")
            && !said.contains("Every branch tried"),
        "{said}"
    );
}

/// Another program's stream shows only the counts it makes: a solver that writes place and
/// remove has no "masks 0  prunes 0" beside its placements; the app's own trace keeps them.
#[test]
fn a_foreign_streams_statistics_show_only_the_counts_it_makes() {
    let dir = tempfile::tempdir().unwrap();
    let stream = dir.path().join("mine.jsonl");
    let lines = [
        r#"{"lizards": 1, "n": 4, "p": 1, "algo": "dfs"}"#,
        r#"{"event": "place", "row": 0, "col": 0}"#,
        r#"{"event": "solution"}"#,
    ];
    std::fs::write(&stream, lines.join("\n") + "\n").unwrap();
    let mut app = replayed(&stream);
    press(&mut app, KeyCode::End);
    let screen = screen::text(&draw(&app, 100, 30));
    assert!(screen.contains("placed 1"), "{screen}");
    assert!(!screen.contains("masks"), "{screen}");
    assert!(!screen.contains("prunes"), "{screen}");
    let ours = replayed(&traced_tiny(dir.path()));
    let screen = screen::text(&draw(&ours, 100, 30));
    assert!(screen.contains("masks"), "{screen}");
}

/// In a replay, `s` and the editing keys say the recording plays as written, not to press
/// `e` (which a replay refuses).
#[test]
fn save_and_editing_keys_in_a_replay_say_it_plays_as_written() {
    let dir = tempfile::tempdir().unwrap();
    let stream = dir.path().join("run.jsonl");
    let out = assert_cmd::Command::cargo_bin("lizards")
        .unwrap()
        .args(["trace", &screen::asset("lesson.txt"), "--limit", "20"])
        .output()
        .unwrap();
    std::fs::write(&stream, out.stdout).unwrap();
    let mut app = lizards::tui::build(&lizards::tui::Options {
        replay: Some(stream),
        ..Default::default()
    })
    .unwrap();
    for key in ['s', 'u'] {
        screen::press(&mut app, crossterm::event::KeyCode::Char(key));
        let said = app.status.clone().unwrap_or_default();
        assert!(
            said.contains("plays its recording as written"),
            "{key}: {said}"
        );
        assert!(!said.contains("press e"), "{key}: {said}");
    }
}

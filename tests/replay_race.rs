//! `R` in a replay: the recording on one side, our backtracking on the same board on the
//! other, stepped together; the closing table counts the recording's work from its events.

mod screen;

use std::time::{Duration, Instant};

use crossterm::event::{Event as TermEvent, KeyCode, KeyEvent, KeyModifiers};
use lizards::tui::app::App;
use lizards::tui::race::Race;
use screen::{COLOUR, asset, press, text};

fn example(name: &str) -> String {
    format!("{}/examples/{name}", env!("CARGO_MANIFEST_DIR"))
}

/// The app on what `examples/dfs.py` writes for `board`, saved to `dir`.
fn replay_of_dfs(dir: &std::path::Path, board: &str) -> (App, String) {
    replay_of(dir, &[&asset(board)])
}

/// The app on what `examples/dfs.py` writes when run with `args`, saved to `dir`.
fn replay_of(dir: &std::path::Path, args: &[&str]) -> (App, String) {
    let out = std::process::Command::new("python3")
        .arg(example("dfs.py"))
        .args(args)
        .output()
        .unwrap();
    let stream = String::from_utf8(out.stdout).unwrap();
    let path = dir.join("mine.jsonl");
    std::fs::write(&path, &stream).unwrap();
    let mut app = lizards::tui::build(&lizards::tui::Options {
        replay: Some(path),
        speed: 5,
        ..Default::default()
    })
    .unwrap();
    app.theme = COLOUR;
    (app, stream)
}

/// What the event loop does when `R` asked for a race.
fn race_asked(app: &mut App) -> Race {
    let racers = app.race_request.take().expect("R asks for a race");
    let mut race = app.open_race(racers).unwrap();
    for side in &mut race.sides {
        side.theme = COLOUR;
    }
    race
}

fn race_press(race: &mut Race, code: KeyCode) {
    race.handle(&TermEvent::Key(KeyEvent::new(code, KeyModifiers::NONE)));
}

fn draw(race: &Race) -> String {
    let mut terminal = ratatui::Terminal::new(ratatui::backend::TestBackend::new(140, 40)).unwrap();
    terminal.draw(|f| f.render_widget(race, f.area())).unwrap();
    text(terminal.backend().buffer())
}

fn count(stream: &str, event: &str) -> usize {
    stream
        .lines()
        .filter(|l| l.contains(&format!("\"event\": \"{event}\"")))
        .count()
}

#[test]
fn r_in_a_replay_races_the_recording_against_backtracking() {
    let dir = tempfile::tempdir().unwrap();
    let (mut app, stream) = replay_of_dfs(dir.path(), "lesson.txt");
    app.wait_for_solver();
    // Somewhere in the middle of the recording: the race starts both from the beginning.
    for _ in 0..5 {
        press(&mut app, KeyCode::Right);
    }
    press(&mut app, KeyCode::Char('R'));
    let mut race = race_asked(&mut app);
    let screen = draw(&race);
    assert!(
        screen.contains(" mine.jsonl ") && screen.contains("│ backtrack-seed"),
        "{screen}"
    );
    // One step each: the recording's first event is its first lizard.
    race_press(&mut race, KeyCode::Right);
    let start = Instant::now();
    while race.sides[0].playback.position() == 0 && start.elapsed() < Duration::from_secs(5) {
        race_press(&mut race, KeyCode::Right);
    }
    assert_eq!(race.sides[0].playback.lizards().len(), 1);
    race_press(&mut race, KeyCode::End);
    let start = Instant::now();
    while !race.over() && start.elapsed() < Duration::from_secs(20) {
        race.tick(Instant::now());
    }
    assert!(race.over());
    race.wait_for_results();
    let results = race.results.expect("the closing table");
    // The recording's work is what its events say; both sides found a placement.
    assert_eq!(results[0].placements as usize, count(&stream, "place"));
    assert_eq!(results[0].backtracks as usize, count(&stream, "remove"));
    assert_eq!(race.sides[0].playback.lizards().len(), 7);
    assert_eq!(race.sides[1].playback.lizards().len(), 7);
    let screen = draw(&race);
    assert!(screen.contains("not timed"), "{screen}");
    let row = screen
        .lines()
        .find(|l| l.trim_start().starts_with("mine.jsonl") && l.contains("found"))
        .unwrap_or_else(|| panic!("{screen}"));
    // A stream of places and removes alone counts no nodes: said as none counted, not 0.
    assert_eq!(count(&stream, "enter"), 0);
    assert_eq!(results[0].nodes, 0);
    let cells: Vec<&str> = row.split_whitespace().collect();
    let timed = cells.iter().position(|&c| c == "not").unwrap();
    assert_eq!(cells[timed - 1], "–", "the nodes column: {row}");
}

/// A recording the referee stops at an illegal event ends the race as illegal in the
/// closing table, not as a search that was cancelled.
#[test]
fn a_raced_recording_stopped_by_the_referee_is_called_illegal() {
    let dir = tempfile::tempdir().unwrap();
    let (mut app, _) = replay_of(dir.path(), &[&asset("statement.txt"), "--buggy"]);
    app.wait_for_solver();
    press(&mut app, KeyCode::Char('R'));
    let mut race = race_asked(&mut app);
    race_press(&mut race, KeyCode::End);
    let start = Instant::now();
    while !race.over() && start.elapsed() < Duration::from_secs(20) {
        race.tick(Instant::now());
    }
    race.wait_for_results();
    let results = race.results.expect("the closing table");
    assert!(results[0].illegal && !results[1].illegal);
    let screen = draw(&race);
    let line = screen
        .lines()
        .find(|l| l.trim_start().starts_with("mine.jsonl") && l.contains("not timed"))
        .unwrap_or_else(|| panic!("{screen}"));
    assert!(
        line.trim_end().ends_with("illegal") && !line.contains("cancelled"),
        "{screen}"
    );
}

#[test]
fn r_in_a_watch_says_why_it_does_not_race() {
    let stderr = std::env::temp_dir().join(format!("lizards-race-{}.txt", std::process::id()));
    let mut app = lizards::tui::build(&lizards::tui::Options {
        watch: Some(
            ["python3", &example("dfs.py"), &asset("lesson.txt")]
                .map(Into::into)
                .to_vec(),
        ),
        watch_stderr: Some(stderr),
        ..Default::default()
    })
    .unwrap();
    press(&mut app, KeyCode::Char('R'));
    assert!(app.race_request.is_none());
    assert!(
        app.status
            .as_deref()
            .is_some_and(|s| s.contains("not run twice")),
        "{:?}",
        app.status
    );
}

/// A trace of the app's own search, replayed and raced against that very search: the closing
/// table gives both the same line, nodes too (a recording's nodes are its cells entered, as
/// the search counts its own; they were its placements, 434 against 1,474).
#[test]
fn a_trace_raced_against_its_own_search_has_the_same_line() {
    let dir = tempfile::tempdir().unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_lizards"))
        .args(["trace", &asset("lesson.txt"), "--bound", "seed"])
        .output()
        .unwrap();
    let path = dir.path().join("seed.jsonl");
    std::fs::write(&path, &out.stdout).unwrap();
    let mut app = lizards::tui::build(&lizards::tui::Options {
        replay: Some(path),
        speed: 5,
        ..Default::default()
    })
    .unwrap();
    app.wait_for_solver();
    press(&mut app, KeyCode::Char('R'));
    let mut race = race_asked(&mut app);
    screen::finish_race(&mut race);
    let [recorded, live] = race.results.expect("the closing table");
    assert!(recorded.nodes > recorded.placements, "{recorded:?}");
    assert_eq!(
        (
            recorded.nodes,
            recorded.placements,
            recorded.backtracks,
            recorded.prunes
        ),
        (live.nodes, live.placements, live.backtracks, live.prunes)
    );
}

/// Under the two sides' panels the closing table counts what the panels count: BFS's own
/// statistics count the boards it queues with a lizard (2,322 on the lesson board), its panel
/// every lizard it shows placed (11,074).
#[test]
fn the_closing_table_counts_what_the_panels_count() {
    let board = asset("lesson.txt");
    let mut race = screen::race_of(&[&board, "--algo", "backtrack,bfs", "--lang", "en"]);
    screen::finish_race(&mut race);
    let table = text(&screen::draw_race(&race, 140, 40));
    for (side, name) in race.sides.iter().zip(["backtrack-auto", "bfs"]) {
        let placed = lizards::tui::theme::thousands(side.playback.tally().placements);
        // The table's row: the last line that starts with the side's name (the first is
        // its grid's heading).
        let row = table
            .lines()
            .rfind(|l| l.trim_start().starts_with(&format!("{name} ")))
            .unwrap_or_else(|| panic!("no {name} row:\n{table}"));
        assert!(
            row.contains(&format!(" {placed} ")),
            "{name}: {placed} in {row}"
        );
    }
}

//! The search a class watches: the app and `snapshot` open on seed 000's own search (the
//! article's "Backtracking++"), `c` climbs the ladder of bounds on the same board, the title
//! names the bound in force, and `race` sides that name no bound take `--bound`.

mod screen;

use assert_cmd::Command;
use clap::Parser;
use crossterm::event::KeyCode;
use lizards::event::Event;
use lizards::solve::backtrack::{self, Goal, Options, Pruning};
use lizards::tui::app::App;
use screen::{app, asset, draw, press, text};

/// Events `lizards trace` writes for the lesson board under `bound`: what the app must play.
fn traced(bound: &str) -> u64 {
    let out = Command::cargo_bin("lizards")
        .unwrap()
        .args(["trace", &asset("lesson.txt"), "--bound", bound])
        .output()
        .unwrap();
    assert!(out.status.success());
    // The first line is the protocol's header.
    String::from_utf8(out.stdout).unwrap().lines().count() as u64 - 1
}

/// Plays to the first solution and says at which event it came.
fn first_solution(app: &mut App) -> u64 {
    press(app, KeyCode::Home);
    press(app, KeyCode::Char('n'));
    assert_eq!(app.playback.current(), Some(Event::Solution));
    app.playback.position()
}

/// Events of the app's whole search (every solution counted) under `bound`, from the solver.
fn counted(bound: Pruning) -> u64 {
    let hw = lizards::homework::read_file(std::path::Path::new(&asset("lesson.txt"))).unwrap();
    let options = Options {
        goal: Goal::All { limit: None },
        bound,
        ..Options::default()
    };
    let mut events: Vec<Event> = Vec::new();
    backtrack::solve(&hw.board, hw.lizards, options, &mut events);
    events.len() as u64
}

/// Plays the whole search and says how many events it had.
fn played_to_the_end(app: &mut App) -> u64 {
    press(app, KeyCode::End);
    assert!(app.search_over());
    app.playback.position()
}

fn title(app: &App) -> String {
    text(&draw(app, 120, 40))
        .lines()
        .next()
        .unwrap()
        .to_string()
}

#[test]
fn the_app_opens_on_the_articles_search() {
    let mut app = app(&[&asset("lesson.txt")]);
    assert_eq!(app.search.bound, Pruning::Seed);
    assert!(
        title(&app).contains("backtrack bound: seed"),
        "{}",
        title(&app)
    );
    // The article's search finds the first placement where `trace` (which stops there) ends.
    let first = first_solution(&mut app);
    assert_eq!(first + 1, traced("seed"));
    assert!(first > 3_000, "the plain search is long: {first}");
    assert!(
        first > 10 * traced("auto"),
        "the strongest bounds cut it short"
    );
    assert_eq!(played_to_the_end(&mut app), counted(Pruning::Seed));
}

#[test]
fn c_climbs_the_bounds_and_searches_the_same_board_again() {
    let mut app = app(&[&asset("lesson.txt")]);
    for bound in ["segments", "matching", "memo", "auto", "seed"] {
        let before = draw(&app, 120, 40);
        press(&mut app, KeyCode::Char('c'));
        assert_eq!(app.search.bound.name(), bound);
        let shown = title(&app);
        assert!(shown.contains(&format!("bound: {bound} ")), "{shown}");
        let footer = text(&draw(&app, 120, 40));
        assert!(footer.contains(&format!("bound {bound}: ")), "{footer}");
        assert_ne!(draw(&app, 120, 40), before);
        assert_eq!(app.playback.position(), 0, "the search starts again");
        app.wait_for_solver();
        assert_eq!(first_solution(&mut app) + 1, traced(bound), "{bound}");
        assert_eq!(played_to_the_end(&mut app), counted(app.search.bound));
        press(&mut app, KeyCode::Home);
    }
    // Other algorithms have no bounds: the key says so and changes nothing.
    let mut bfs = screen::app(&["--algo", "bfs", &asset("tiny.txt")]);
    press(&mut bfs, KeyCode::Char('c'));
    assert_eq!(bfs.search.bound, Pruning::Seed);
    assert!(
        text(&draw(&bfs, 120, 40)).contains("bfs has no bounds to choose"),
        "{}",
        text(&draw(&bfs, 120, 40))
    );
}

#[test]
fn the_bound_is_an_option_of_the_app_and_of_snapshot() {
    let app = app(&[&asset("lesson.txt"), "--bound", "segments"]);
    assert_eq!(app.search.bound, Pruning::Segments);
    let dir = tempfile::tempdir().unwrap();
    let frame = |bound: Option<&str>| {
        let out = dir.path().join("frame.txt");
        let mut cmd = Command::cargo_bin("lizards").unwrap();
        cmd.args(["snapshot", &asset("lesson.txt"), "--event", "end"])
            .args(["--width", "120", "--height", "40", "-o"])
            .arg(&out);
        if let Some(b) = bound {
            cmd.args(["--bound", b]);
        }
        cmd.assert().success();
        std::fs::read_to_string(out).unwrap()
    };
    let count = |n: u64| {
        let n = lizards::tui::theme::thousands(n);
        format!("events {n} of {n}")
    };
    let seed = frame(None);
    assert!(seed.contains("bound: seed"), "{seed}");
    assert!(seed.contains(&count(counted(Pruning::Seed))), "{seed}");
    let segments = frame(Some("segments"));
    assert!(segments.contains("bound: segments"), "{segments}");
    assert!(
        segments.contains(&count(counted(Pruning::Segments))),
        "{segments}"
    );
}

#[test]
fn race_sides_that_name_no_bound_take_the_races_bound() {
    let race = |args: &[&str]| {
        let cli = lizards::cli::Cli::parse_from(
            ["lizards", "race"]
                .iter()
                .copied()
                .chain(args.iter().copied()),
        );
        let Some(lizards::cli::Command::Race(args)) = cli.command else {
            panic!("a race")
        };
        let opts: lizards::tui::RaceOptions = (&args).into();
        opts.racers.expect("--algo was given").map(|r| r.name())
    };
    assert_eq!(
        race(&["--algo", "backtrack,backtrack-matching", "--bound", "seed"]),
        ["backtrack-seed", "backtrack-matching"]
    );
    assert_eq!(
        race(&["--algo", "backtrack-scan,backjump-safe", "--bound", "memo"]),
        ["backtrack-scan-memo", "backjump-safe"]
    );
    // Unasked, a race runs what solve runs, and its name says so: a bare "backtrack" would
    // read as the app's, which is the seed's.
    assert_eq!(
        race(&["--algo", "backtrack,backjump-safe"]),
        ["backtrack-auto", "backjump-safe"]
    );
    assert_eq!(
        race(&["--algo", "backtrack-auto,sa"]),
        ["backtrack-auto", "sa"]
    );
}

/// What `c` says about the bound fits the footer of an 80 x 24 window whole, on boards with
/// trees (where `auto` says which bound it means) and without.
#[test]
fn the_bound_message_fits_an_80_column_footer() {
    for board in [asset("lesson.txt"), asset("statement.txt")] {
        let mut app = app(&[&board]);
        for _ in 0..5 {
            press(&mut app, KeyCode::Char('c'));
            let status = app.status.clone().expect("c says what the bound adds");
            let screen = text(&draw(&app, 80, 24));
            let footer = screen.lines().last().unwrap().trim_end();
            assert_eq!(footer, status, "cut at 80 columns");
        }
    }
}

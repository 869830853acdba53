//! Lesson plans (`--lesson plan.toml`): the shipped plan parses and every stop is found, the
//! app opens on the first stop and PageDown / PageUp move between stops with the caption in
//! the narration, a malformed plan stops the program with its line (exit 2) before any
//! screen, and `snapshot --lesson` writes one slide per stop, the same bytes every run.

mod screen;

use std::path::Path;
use std::time::Instant;

use assert_cmd::Command;
use crossterm::event::KeyCode;
use lizards::event::Event;
use lizards::lesson::{Moment, Plan};
use lizards::tui::app::{App, Panel};
use screen::{app, app_live, asset, draw, flat, press};

fn lizards() -> Command {
    Command::cargo_bin("lizards").unwrap()
}

fn finish(app: &mut App) {
    while app.seek.is_some() {
        app.tick(Instant::now());
    }
}

/// The shipped plan's stop that shows the stack panel.
fn stack_stop(tour: &lizards::tui::app::lesson::Tour) -> usize {
    tour.plan
        .stops
        .iter()
        .position(|s| s.panel.as_deref() == Some("stack"))
        .unwrap()
}

fn shipped() -> App {
    app_live(&["--lesson", &asset("lesson.toml")])
}

#[test]
fn the_shipped_plan_parses_and_every_stop_is_found_where_it_says() {
    let plan = Plan::read(Path::new(&asset("lesson.toml"))).unwrap();
    assert_eq!(
        plan.board,
        Some(Path::new(&asset("lesson.txt")).to_path_buf())
    );
    assert!(plan.stops.len() >= 6, "a lesson of several stops");
    let mut app = shipped();
    let tour = app.lesson.clone().expect("the app holds the plan");
    assert_eq!(tour.events.len(), plan.stops.len());
    assert_eq!(
        app.playback.position(),
        tour.events[0],
        "opens on the first stop"
    );
    for (i, stop) in plan.stops.iter().enumerate() {
        if i > 0 {
            press(&mut app, KeyCode::PageDown);
            finish(&mut app);
        }
        assert_eq!(app.playback.position(), tour.events[i], "stop {}", i + 1);
        let now = app.playback.current();
        let tally = *app.playback.tally();
        match stop.at {
            Moment::Event(k) => assert_eq!(app.playback.position(), k),
            Moment::FirstPrune => {
                assert!(matches!(now, Some(Event::Prune { .. })));
                assert_eq!(tally.prunes, 1);
            }
            Moment::FirstBacktrack => {
                assert!(matches!(now, Some(Event::Unmark { .. })));
                assert_eq!(tally.unmarks, 1);
            }
            Moment::Solution(k) => {
                assert_eq!(now, Some(Event::Solution));
                assert_eq!(tally.solutions, k);
            }
            Moment::End => assert!(app.search_over(), "the end is the last event"),
            other => panic!("the shipped plan has no {other:?}"),
        }
        let screen = flat(&draw(&app, 200, 60));
        let said = format!("Stop {} of {}:", i + 1, plan.stops.len());
        assert!(screen.contains(&said), "{said}\n{screen}");
        let caption_start: String = stop
            .caption
            .split_whitespace()
            .take(4)
            .collect::<Vec<_>>()
            .join(" ");
        assert!(screen.contains(&caption_start), "{caption_start}\n{screen}");
    }
}

#[test]
fn page_down_and_page_up_move_between_stops_and_set_their_panel() {
    let mut app = shipped();
    let tour = app.lesson.clone().unwrap();
    let last = tour.events.len() - 1;
    press(&mut app, KeyCode::PageUp);
    assert!(app.status.clone().unwrap().contains("first stop"));
    for _ in 0..last {
        press(&mut app, KeyCode::PageDown);
        finish(&mut app);
    }
    assert_eq!(app.playback.position(), tour.events[last]);
    press(&mut app, KeyCode::PageDown);
    assert!(app.status.clone().unwrap().contains("last stop"));
    // Back to the stop that shows the stack.
    let stack = stack_stop(&tour);
    for _ in stack..last {
        press(&mut app, KeyCode::PageUp);
        finish(&mut app);
    }
    assert_eq!(app.playback.position(), tour.events[stack]);
    assert_eq!(app.panel, Panel::Stack);
    // Stepping away hides the caption; PageDown comes back to the stop ahead.
    press(&mut app, KeyCode::Left);
    let away = flat(&draw(&app, 200, 60));
    assert!(!away.contains("Stop "), "{away}");
    press(&mut app, KeyCode::PageDown);
    finish(&mut app);
    assert_eq!(app.playback.position(), tour.events[stack]);
}

/// PageDown and PageUp count from where the class stands, not from the stop last gone to:
/// after Home, after the arrows carried the class past a stop, or after `g` landed on one.
#[test]
fn page_down_and_page_up_count_from_where_the_search_stands() {
    let mut app = shipped();
    let events = app.lesson.clone().unwrap().events;
    assert!(events.is_sorted(), "the shipped plan goes forward");
    let last = events.len() - 1;
    for _ in 0..last {
        press(&mut app, KeyCode::PageDown);
        finish(&mut app);
    }
    // Home is the first stop again: its caption shows, and PageDown goes to the second.
    press(&mut app, KeyCode::Home);
    finish(&mut app);
    assert_eq!(app.playback.position(), events[0]);
    let home = flat(&draw(&app, 200, 60));
    assert!(home.contains(&format!("Stop 1 of {}:", last + 1)), "{home}");
    press(&mut app, KeyCode::PageDown);
    finish(&mut app);
    assert_eq!(
        app.playback.position(),
        events[1],
        "the stop after the first"
    );
    // Stepped past the next stops: PageDown goes on to the first stop ahead, PageUp to
    // the last one behind.
    let past = events[3] + 1;
    while app.playback.position() < past {
        press(&mut app, KeyCode::Right);
        finish(&mut app);
    }
    let ahead = events.iter().position(|&e| e > past).unwrap();
    press(&mut app, KeyCode::PageDown);
    finish(&mut app);
    assert_eq!(
        app.playback.position(),
        events[ahead],
        "forward, never back"
    );
    press(&mut app, KeyCode::PageUp);
    finish(&mut app);
    assert_eq!(app.playback.position(), events[ahead - 1]);
    // Arrived by the arrows on a stop's event, the caption is that stop's.
    press(&mut app, KeyCode::Home);
    finish(&mut app);
    while app.playback.position() < events[2] {
        press(&mut app, KeyCode::Right);
        finish(&mut app);
    }
    let screen = flat(&draw(&app, 200, 60));
    assert!(
        screen.contains(&format!("Stop 3 of {}:", last + 1)),
        "{screen}"
    );
}

/// The stops are event numbers of the plan's search: after `c` (or `a`) they name other
/// events, so the caption waits and `PageDown` brings the lesson's search back first; the
/// bookmarks of the old search go. An edited board is not thrown away for the lesson.
#[test]
fn a_lesson_survives_a_detour_to_another_bound_or_an_edit() {
    let mut app = shipped();
    let tour = app.lesson.clone().unwrap();
    let bound = app.search.bound;
    press(&mut app, KeyCode::PageDown);
    finish(&mut app);
    assert!(flat(&draw(&app, 200, 60)).contains("Stop 2 of"));
    press(&mut app, KeyCode::Char('m'));
    assert_eq!(app.goto.bookmarks.len(), 1);
    press(&mut app, KeyCode::Char('c'));
    assert_ne!(app.search.bound, bound, "c climbed to another bound");
    assert!(
        app.goto.bookmarks.is_empty(),
        "the old search's bookmarks go"
    );
    let detour = flat(&draw(&app, 200, 60));
    assert!(
        !detour.contains("Stop 2 of"),
        "no caption off the plan:\n{detour}"
    );
    // Stepping to the stop's event number in the other search shows no caption either.
    while app.playback.position() < tour.events[1] {
        press(&mut app, KeyCode::Right);
    }
    assert!(!flat(&draw(&app, 200, 60)).contains("Stop 2 of"));
    press(&mut app, KeyCode::PageDown);
    assert!(
        app.status
            .clone()
            .unwrap()
            .contains("back to the lesson's search"),
        "{:?}",
        app.status
    );
    finish(&mut app);
    assert_eq!(app.search.bound, bound);
    assert_eq!(app.playback.position(), tour.events[2]);
    assert!(flat(&draw(&app, 200, 60)).contains("Stop 3 of"));
    // An edit: PageDown says how to get the lesson's board back and moves nowhere.
    let at = app.playback.position();
    let lesson_board = app.board.clone();
    press(&mut app, KeyCode::Char('e'));
    let lizards::tui::app::Mode::Edit { cursor } = app.mode else {
        panic!("e edits")
    };
    for key in [KeyCode::Char('t'), KeyCode::Esc] {
        press(&mut app, key);
    }
    press(&mut app, KeyCode::PageDown);
    assert!(
        app.status.clone().unwrap().contains("put the board back"),
        "{:?}",
        app.status
    );
    assert_eq!(
        app.playback.position(),
        0,
        "the edited board's search, from its start"
    );
    // The same tree toggled back: the lesson goes on.
    press(&mut app, KeyCode::Char('e'));
    while let lizards::tui::app::Mode::Edit { cursor: c } = app.mode
        && c != cursor
    {
        press(
            &mut app,
            if c.row > cursor.row {
                KeyCode::Up
            } else if c.row < cursor.row {
                KeyCode::Down
            } else if c.col > cursor.col {
                KeyCode::Left
            } else {
                KeyCode::Right
            },
        );
    }
    for key in [KeyCode::Char('t'), KeyCode::Esc] {
        press(&mut app, key);
    }
    assert_eq!(app.board, lesson_board);
    // The lesson's search again, from its start; PageDown goes on from the stop the class
    // was on before the detour.
    assert_eq!(app.playback.position(), 0);
    press(&mut app, KeyCode::PageDown);
    finish(&mut app);
    assert_eq!(app.playback.position(), tour.events[3]);
    assert!(at < tour.events[3]);
    assert!(flat(&draw(&app, 200, 60)).contains("Stop 4 of"));
}

/// The class's place in the plan follows it: a detour after `Home` comes back to the stop
/// after the first; a quiz verdict the class stepped away from no longer holds PageDown; and
/// playing through the stops shows the events' own narration, not the captions.
#[test]
fn the_place_in_the_plan_follows_the_class_through_detours_verdicts_and_play() {
    let events = shipped().lesson.unwrap().events;
    let mut app = shipped();
    for _ in 0..4 {
        press(&mut app, KeyCode::PageDown);
        finish(&mut app);
    }
    press(&mut app, KeyCode::Home);
    finish(&mut app);
    press(&mut app, KeyCode::Char('c'));
    press(&mut app, KeyCode::PageDown);
    finish(&mut app);
    assert_eq!(
        app.playback.position(),
        events[1],
        "Home put the class on stop 1"
    );

    // `c` round the whole ladder comes back to the plan's own bound, its search started over:
    // no caption claims the first stop, and PageDown goes on from the stop the class was on.
    let mut app = shipped();
    for _ in 0..3 {
        press(&mut app, KeyCode::PageDown);
        finish(&mut app);
    }
    let bound = app.search.bound;
    loop {
        press(&mut app, KeyCode::Char('c'));
        if app.search.bound == bound {
            break;
        }
    }
    finish(&mut app);
    assert!(app.lesson_caption().is_none(), "{:?}", app.lesson_caption());
    press(&mut app, KeyCode::PageDown);
    finish(&mut app);
    assert_eq!(app.playback.position(), events[4]);
    assert!(app.lesson_caption().unwrap().contains("5 of"));

    let mut app = screen::app(&["--lesson", &asset("lesson.toml"), "--quiz"]);
    finish(&mut app);
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Char('s'));
    assert!(app.quiz.as_ref().unwrap().verdict.is_some());
    while app.playback.position() > events[0] {
        press(&mut app, KeyCode::Left);
    }
    press(&mut app, KeyCode::PageDown);
    finish(&mut app);
    assert_eq!(
        app.playback.position(),
        events[1],
        "one press, the next stop"
    );

    let mut app = shipped();
    press(&mut app, KeyCode::PageDown);
    finish(&mut app);
    assert!(app.lesson_caption().is_some());
    press(&mut app, KeyCode::Char(' '));
    assert!(app.playing);
    assert_eq!(app.playback.position(), events[1]);
    assert!(
        app.lesson_caption().is_none(),
        "playing shows the events' narration"
    );
}

/// Ticks `app` as if `seconds` had passed since the last tick.
fn play_for(app: &mut App, seconds: f64) {
    let now = app.now.max(Instant::now());
    app.tick(now + std::time::Duration::from_secs_f64(seconds));
}

/// Playing from a stop pauses on the next one, whose caption then shows: a class that
/// presses Space at a stop does not overshoot the next.
#[test]
fn playing_pauses_at_the_next_stop() {
    let events = shipped().lesson.unwrap().events;
    let mut app = shipped();
    press(&mut app, KeyCode::PageDown);
    finish(&mut app);
    assert_eq!(app.playback.position(), events[1]);
    press(&mut app, KeyCode::Char(' '));
    // Far longer than the stretch between the two stops takes at the stop's speed.
    for _ in 0..200 {
        if !app.playing {
            break;
        }
        play_for(&mut app, 10.0);
    }
    assert!(!app.playing);
    assert_eq!(app.playback.position(), events[2]);
    let caption = app.lesson_caption().unwrap_or_default();
    assert!(caption.contains("Stop 3 of"), "{caption}");
}

/// `s` in the editor with nothing edited saves nothing: the lesson's board is on disk already,
/// and a copy of it in `board.txt` would take the next saves away from it. The demo board,
/// which has no file, is saved.
#[test]
fn s_with_no_edits_copies_no_lesson_board() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&["--lesson", &asset("lesson.toml")]);
    app.save_dir = dir.path().to_path_buf();
    press(&mut app, KeyCode::Char('e'));
    press(&mut app, KeyCode::Char('s'));
    assert!(
        flat(&draw(&app, 100, 30)).contains("no unsaved edits to save"),
        "{:?}",
        app.status
    );
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 0);
    let mut demo = screen::app(&[]);
    demo.save_dir = dir.path().to_path_buf();
    press(&mut demo, KeyCode::Char('e'));
    press(&mut demo, KeyCode::Char('s'));
    assert!(dir.path().join("board.txt").exists(), "{:?}", demo.status);
}

/// A quiz answered step by step never carries the class past a stop: each stop is stood on,
/// and its caption read, on the way.
#[test]
fn a_quiz_question_never_skips_a_stop() {
    let events = shipped().lesson.unwrap().events;
    let mut app = app(&["--lesson", &asset("lesson.toml"), "--quiz"]);
    finish(&mut app);
    let last = *events.last().unwrap();
    let mut stood = Vec::new();
    while app.playback.position() < last.min(800) {
        let before = app.playback.position();
        press(&mut app, KeyCode::Right);
        if app.quiz.as_ref().unwrap().question.is_some() {
            press(&mut app, KeyCode::Char('s'));
        }
        let at = app.playback.position();
        assert!(at > before, "stuck at {before}");
        if let Some(k) = events.iter().position(|&e| e == at) {
            stood.push(k);
            let said = flat(&draw(&app, 100, 30));
            assert!(
                said.contains(&format!("Stop {} of ", k + 1)),
                "{at}: {said}"
            );
        }
    }
    let passed: Vec<usize> = (0..events.len())
        .filter(|&k| events[k] > 0 && events[k] <= app.playback.position())
        .collect();
    assert!(!passed.is_empty());
    assert_eq!(stood, passed, "stops {:?}", events);
}

/// A tree toggled and toggled back before `Esc` is no change: the search stays where it was.
#[test]
fn an_edit_undone_before_leaving_keeps_the_search_where_it_was() {
    let mut app = shipped();
    for _ in 0..3 {
        press(&mut app, KeyCode::PageDown);
        finish(&mut app);
    }
    let (at, board) = (app.playback.position(), app.board.clone());
    assert!(at > 0);
    for key in [
        KeyCode::Char('e'),
        KeyCode::Char('t'),
        KeyCode::Char('t'),
        KeyCode::Esc,
    ] {
        press(&mut app, key);
    }
    assert_eq!(app.board, board);
    assert_eq!(
        app.playback.position(),
        at,
        "not searched again from the start"
    );
    assert!(flat(&draw(&app, 200, 60)).contains("Stop 4 of"));
}

#[test]
fn without_a_plan_page_down_says_how_to_open_one() {
    let mut app = app_live(&[&asset("lesson.txt")]);
    press(&mut app, KeyCode::PageDown);
    assert!(app.status.clone().unwrap().contains("--lesson"));
    assert_eq!(app.playback.position(), 0);
}

/// Runs `lizards --lesson PLAN` on a plan with `text` (beside a copy of the lesson board) and
/// returns its standard error, checking exit code 2 and that nothing was drawn.
fn refused(text: &str) -> String {
    let dir = tempfile::tempdir().unwrap();
    std::fs::copy(asset("lesson.txt"), dir.path().join("lesson.txt")).unwrap();
    let plan = dir.path().join("plan.toml");
    std::fs::write(&plan, text).unwrap();
    for args in [
        vec!["--lesson".into(), plan.display().to_string()],
        vec![
            "snapshot".into(),
            "--lesson".into(),
            plan.display().to_string(),
            "-o".into(),
            dir.path().display().to_string(),
        ],
    ] {
        let out = lizards().args(&args).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty(), "nothing drawn or written: {args:?}");
        let slides = std::fs::read_dir(dir.path()).unwrap().count();
        assert_eq!(slides, 2, "no slide written: {args:?}");
    }
    let out = lizards()
        .args(["--lesson", &plan.display().to_string()])
        .output()
        .unwrap();
    String::from_utf8(out.stderr).unwrap()
}

const GOOD: &str =
    "board = \"lesson.txt\"\n\n[[stop]]\nat = \"start\"\ncaption = \"the nursery\"\n";

#[test]
fn a_malformed_plan_is_refused_with_its_line() {
    let bad_toml = format!("{GOOD}\n[[stop]]\nat = 12\ncaption = \"no end to this\n");
    let said = refused(&bad_toml);
    assert!(said.contains("plan.toml:9:"), "the caption's line: {said}");

    let unknown = format!("{GOOD}\n[[stop]]\nat = \"first lunch\"\ncaption = \"x\"\n");
    let said = refused(&unknown);
    assert!(said.contains("plan.toml:8:"), "{said}");
    assert!(said.contains("unknown moment \"first lunch\""), "{said}");

    let past = format!("{GOOD}\n[[stop]]\nat = 100000000\ncaption = \"x\"\n");
    let said = refused(&past);
    assert!(said.contains("plan.toml:8:"), "{said}");
    assert!(said.contains("past the end of the search"), "{said}");

    for at in ["-1", "2.5", "[3]"] {
        let odd = format!("{GOOD}\n[[stop]]\nat = {at}\ncaption = \"x\"\n");
        let said = refused(&odd);
        assert!(said.contains("plan.toml:8:"), "{at}: {said}");
        assert!(said.contains("`at` takes an event number"), "{at}: {said}");
    }

    let no_such = format!("{GOOD}\n[[stop]]\nat = \"solution 400\"\ncaption = \"x\"\n");
    let said = refused(&no_such);
    assert!(
        said.contains("plan.toml:8: stop 2: solution 400 is past the end"),
        "{said}"
    );
    // How many there are, as `count` finds them on the plan's board.
    let count = lizards()
        .args(["count", &asset("lesson.txt")])
        .output()
        .unwrap();
    let count = String::from_utf8_lossy(&count.stdout).trim().to_string();
    assert!(
        said.contains(&format!(", with {count} solutions)")),
        "{count}: {said}"
    );

    let panel = format!("{GOOD}\n[[stop]]\nat = 3\ncaption = \"x\"\npanel = \"bits\"\n");
    let said = refused(&panel);
    assert!(
        said.contains("plan.toml:10: backtrack has no bits panel"),
        "{said}"
    );

    let no_jumps = format!("{GOOD}\n[[stop]]\nat = \"first backjump\"\ncaption = \"x\"\n");
    let said = refused(&no_jumps);
    assert!(said.contains("plan.toml:8:"), "{said}");
    // Backtrack takes lizards back one at a time: not a jump "past the end".
    assert!(said.contains("this search never backjumps"), "{said}");
    assert!(said.contains("\"first backtrack\""), "{said}");
}

/// `PageDown` goes from one stop to the next in the order the search reaches them: a plan
/// that lists them otherwise, or two at one event, stepped backwards or showed one caption of
/// two (it was taken as it came).
#[test]
fn stops_out_of_order_or_at_one_event_are_refused_with_their_line() {
    let stop =
        |at: &str, caption: &str| format!("\n[[stop]]\nat = {at}\ncaption = \"{caption}\"\n");
    let backwards = format!("{GOOD}{}{}", stop("50", "b"), stop("10", "a"));
    let said = refused(&backwards);
    assert!(
        said.contains(
            "plan.toml:12: stop 3 is at event 10, before stop 2 (event 50): list the stops in \
             the order the search reaches them"
        ),
        "{said}"
    );
    let same = format!("{GOOD}{}{}", stop("10", "a"), stop("10", "dup"));
    let said = refused(&same);
    assert!(
        said.contains("plan.toml:12: stop 3 is at event 10, as stop 2 is: one stop an event"),
        "{said}"
    );
    // A moment is named by what it is.
    let moment = format!(
        "{GOOD}{}{}",
        stop("3000", "late"),
        stop("\"first prune\"", "x")
    );
    let said = refused(&moment);
    assert!(said.contains("plan.toml:12: stop 3 is at event"), "{said}");
    assert!(said.contains("(the first prune), before stop 2"), "{said}");
}

#[test]
fn snapshot_lesson_writes_one_slide_per_stop_the_same_every_run() {
    let plan = Plan::read(Path::new(&asset("lesson.toml"))).unwrap();
    // The second run names a folder that does not exist yet, as the README's example does
    // on a fresh checkout: it is made.
    let runs: Vec<Vec<(String, Vec<u8>)>> = (0..2)
        .map(|run| {
            let dir = tempfile::tempdir().unwrap();
            let out = if run == 0 {
                dir.path().to_path_buf()
            } else {
                dir.path().join("new/slides/")
            };
            lizards()
                .args([
                    "snapshot",
                    "--lesson",
                    &asset("lesson.toml"),
                    "--theme",
                    "light",
                    "-o",
                ])
                .arg(&out)
                .assert()
                .success();
            let mut files: Vec<(String, Vec<u8>)> = std::fs::read_dir(&out)
                .unwrap()
                .map(|e| {
                    let e = e.unwrap();
                    (
                        e.file_name().to_string_lossy().into_owned(),
                        std::fs::read(e.path()).unwrap(),
                    )
                })
                .collect();
            files.sort();
            files
        })
        .collect();
    let names: Vec<&str> = runs[0].iter().map(|(n, _)| n.as_str()).collect();
    let wanted: Vec<String> = (1..=plan.stops.len())
        .map(|i| format!("lesson-stop{i:02}.svg"))
        .collect();
    assert_eq!(names, wanted);
    assert_eq!(runs[0], runs[1], "byte-identical across runs");
    for (i, (name, svg)) in runs[0].iter().enumerate() {
        let svg = String::from_utf8_lossy(svg);
        let said = format!("Stop {} of {}", i + 1, plan.stops.len());
        assert!(svg.contains(&said), "{name} lacks {said:?}");
    }
}

#[test]
fn a_lesson_plan_can_be_taught_as_a_quiz() {
    let app = app_live(&["--lesson", &asset("lesson.toml"), "--quiz"]);
    assert!(app.lesson.is_some(), "the plan is kept");
    assert!(app.quiz.is_some(), "--quiz holds with --lesson too");
    let app = app_live(&["--lesson", &asset("lesson.toml")]);
    assert!(app.quiz.is_none());
}

#[test]
fn in_a_quiz_page_down_and_page_up_still_move_between_stops() {
    let quiz = || {
        let mut app = app(&["--lesson", &asset("lesson.toml"), "--quiz"]);
        finish(&mut app);
        press(&mut app, KeyCode::Right);
        assert!(
            app.quiz.as_ref().unwrap().question.is_some(),
            "the first step asks"
        );
        app
    };
    let events = app_live(&["--lesson", &asset("lesson.toml")])
        .lesson
        .unwrap()
        .events;
    // An open question closes unanswered, and the key does its job.
    let mut app = quiz();
    press(&mut app, KeyCode::PageDown);
    finish(&mut app);
    assert!(app.quiz.as_ref().unwrap().question.is_none());
    assert_eq!(app.playback.position(), events[1]);
    assert!(flat(&draw(&app, 100, 30)).contains("Stop 2 of "));
    // Revealed on a stop's very step, the verdict shows with the stop's caption, and
    // PageDown goes on to the next stop.
    let mut app = quiz();
    press(&mut app, KeyCode::Char('s'));
    let shown = flat(&draw(&app, 100, 30));
    assert!(shown.contains("Revealed"), "{shown}");
    assert!(shown.contains("Stop 2 of "), "{shown}");
    press(&mut app, KeyCode::PageDown);
    finish(&mut app);
    assert_eq!(app.lesson.as_ref().unwrap().current, 2);
    assert!(flat(&draw(&app, 100, 30)).contains("Stop 3 of "));
    press(&mut app, KeyCode::PageUp);
    finish(&mut app);
    assert_eq!(app.playback.position(), events[1]);
}

#[test]
fn a_stops_frame_speaks_the_screens_language_and_so_does_the_caption() {
    let plan = Plan::read(Path::new(&asset("lesson.toml"))).unwrap();
    let stop = &plan.stops[0];
    for (lang, frame, caption) in [
        ("en", "Stop 1 of ", &stop.caption),
        (
            "fr",
            "Arrêt 1 sur ",
            stop.caption_fr.as_ref().expect("in French"),
        ),
        (
            "zh",
            "第 1 站",
            stop.caption_zh.as_ref().expect("in Chinese"),
        ),
    ] {
        let mut app = app_live(&["--lesson", &asset("lesson.toml"), "--lang", lang]);
        let said = {
            let _lang = lizards::i18n::Scope::enter(app.lang);
            app.lesson_caption()
                .expect("the app opens on the first stop")
        };
        assert!(said.starts_with(frame), "{lang}: {said}");
        assert!(said.ends_with(caption.as_str()), "{lang}: {said}");
        // `l` switches the caption with the rest of the screen.
        press(&mut app, KeyCode::Char('l'));
        let _lang = lizards::i18n::Scope::enter(app.lang);
        let switched = app.lesson_caption().unwrap();
        assert!(!switched.ends_with(caption.as_str()), "{lang}: {switched}");
    }
    // Every stop of the shipped plan has its caption in each language.
    for stop in &plan.stops {
        assert!(
            stop.caption_fr.is_some() && stop.caption_zh.is_some(),
            "{stop:?}"
        );
    }
}

/// A plan written in one language only: every class reads its captions as written.
#[test]
fn a_caption_in_one_language_is_read_in_every_language() {
    let dir = tempfile::tempdir().unwrap();
    let plan = dir.path().join("plan.toml");
    std::fs::write(
        &plan,
        format!(
            "board = {:?}\n[[stop]]\nat = 2\ncaption = \"Le premier lézard.\"\n",
            asset("lesson.txt")
        ),
    )
    .unwrap();
    for lang in ["en", "fr", "zh"] {
        let app = app_live(&["--lesson", plan.to_str().unwrap(), "--lang", lang]);
        let _lang = lizards::i18n::Scope::enter(app.lang);
        assert!(
            app.lesson_caption()
                .unwrap()
                .ends_with("Le premier lézard.")
        );
    }
}

/// PageUp back to a stop shows it as PageDown did: the panel and speed a stop set hold for
/// the stops after it, whichever way the class came.
#[test]
fn page_up_shows_a_stop_with_the_panel_it_had_going_forward() {
    let mut app = shipped();
    let tour = app.lesson.clone().unwrap();
    let mut forward = Vec::new();
    for _ in 1..tour.len() {
        press(&mut app, KeyCode::PageDown);
        finish(&mut app);
        forward.push((app.panel, app.speed));
    }
    for i in (0..tour.len() - 2).rev() {
        press(&mut app, KeyCode::PageUp);
        finish(&mut app);
        assert_eq!((app.panel, app.speed), forward[i], "stop {}", i + 2);
    }
}

/// A stop reached by `g` looks as `PageDown` shows it: its panel, and its speed for playing
/// on. Back on the same stop, the panel the class chose since stays.
#[test]
fn a_stop_reached_by_g_gets_its_panel_and_speed() {
    let mut app = shipped();
    let tour = app.lesson.clone().unwrap();
    let stack = stack_stop(&tour);
    assert_ne!(
        app.panel,
        Panel::Stack,
        "the first stop shows another panel"
    );
    press(&mut app, KeyCode::Char('g'));
    for digit in tour.events[stack].to_string().chars() {
        press(&mut app, KeyCode::Char(digit));
    }
    press(&mut app, KeyCode::Enter);
    finish(&mut app);
    assert_eq!(app.playback.position(), tour.events[stack]);
    let mut paged = shipped();
    for _ in 0..stack {
        press(&mut paged, KeyCode::PageDown);
        finish(&mut paged);
    }
    assert_eq!(paged.panel, Panel::Stack);
    assert_eq!((app.panel, app.speed), (paged.panel, paged.speed));
    // A step off and back (to an event no stop is at): the panel the class picked on the
    // stop stays.
    press(&mut app, KeyCode::Tab);
    let chosen = app.panel;
    assert_ne!(chosen, Panel::Stack);
    let (off, back) = if tour.events.contains(&(tour.events[stack] - 1)) {
        (KeyCode::Right, KeyCode::Left)
    } else {
        (KeyCode::Left, KeyCode::Right)
    };
    press(&mut app, off);
    finish(&mut app);
    assert!(!tour.events.contains(&app.playback.position()));
    press(&mut app, back);
    finish(&mut app);
    assert_eq!(app.playback.position(), tour.events[stack]);
    assert_eq!(app.panel, chosen);
}

/// A lesson's footer names its stops' keys even at 80 x 24, where lesser keys give way; a
/// screen without a lesson does not name them.
#[test]
fn the_lesson_footer_names_the_stops_keys_at_80_x_24() {
    let app = shipped();
    let screen = screen::text(&draw(&app, 80, 24));
    let footer = screen.lines().last().unwrap_or_default();
    assert!(footer.contains("PgDn PgUp stop"), "{footer}");
    // Without a lesson there is no stop to go to: not even a wide footer offers them.
    let plain = screen::app(&[&asset("lesson.txt")]);
    for (w, h) in [(80, 24), (200, 60)] {
        let screen = screen::text(&draw(&plain, w, h));
        let footer = screen.lines().last().unwrap_or_default();
        assert!(!footer.contains("PgDn"), "{w} x {h}: {footer}");
        assert!(footer.contains("quit"), "{w} x {h}: {footer}");
    }
}

/// The grid stays put from one stop to the next, however long each caption is: the
/// narration keeps the rows the tallest caption needs (at 120 x 40 a short caption moved the
/// whole grid down a line).
#[test]
fn the_grid_stays_put_from_stop_to_stop() {
    for (w, h) in [(120, 40), (80, 24), (200, 60)] {
        let mut app = shipped();
        let stops = app.lesson.as_ref().unwrap().len();
        let mut places = std::collections::BTreeSet::new();
        for _ in 0..stops {
            draw(&app, w, h);
            let g = app.geometry.get();
            places.insert((g.x, g.y, g.cell_width, g.cell_height));
            press(&mut app, KeyCode::PageDown);
            finish(&mut app);
        }
        assert_eq!(places.len(), 1, "{w} x {h}: {places:?}");
    }
}

/// The app and `snapshot --lesson` both refuse the plan at `plan` with `flag value` (exit 2),
/// saying each of `says`.
fn refuses(plan: &str, flag: &str, value: &str, says: &[&str]) {
    let app = ["--lesson", plan, flag, value];
    let snapshot = [
        "snapshot",
        "--lesson",
        plan,
        flag,
        value,
        "-o",
        "/nonexistent",
    ];
    for args in [&app[..], &snapshot[..]] {
        let out = lizards().args(args).output().unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        for said in says {
            assert!(err.contains(said), "{args:?}: {err}");
        }
    }
}

/// The app and `snapshot --lesson` both refuse the plan at `plan` with `--bound bound`
/// (exit 2), naming the bound it was written for.
fn refuses_another_bound(plan: &str, bound: &str, written_for: &str) {
    let says = format!("events of the search with bound {written_for}");
    refuses(plan, "--bound", bound, &[&says]);
}

/// A plan's stops are events of the search it was written for: `--bound` naming another is
/// refused (the captions would describe what the screen does not show), a plan may name its
/// own bound, and one it cannot name is refused at its line.
#[test]
fn a_plan_runs_the_bound_it_was_written_for() {
    let shipped = format!("{}/assets/lesson.toml", env!("CARGO_MANIFEST_DIR"));
    refuses_another_bound(&shipped, "auto", "seed");
    refuses_another_bound(&shipped, "memo", "seed");
    let dir = tempfile::tempdir().unwrap();
    std::fs::copy(asset("lesson.txt"), dir.path().join("lesson.txt")).unwrap();
    let plan = dir.path().join("plan.toml");
    let text = "board = \"lesson.txt\"\nbound = \"auto\"\n\n[[stop]]\nat = \"end\"\ncaption = \"The end.\"\n";
    std::fs::write(&plan, text).unwrap();
    let own = app(&["--lesson", plan.to_str().unwrap()]);
    let auto = app(&[&asset("lesson.txt"), "--bound", "auto"]);
    assert_eq!(own.search, auto.search);
    let with_flag = app(&["--lesson", plan.to_str().unwrap(), "--bound", "auto"]);
    assert_eq!(with_flag.search, auto.search);
    // `--bound seed`, the app's own default, names another bound as much as any: refused.
    refuses_another_bound(plan.to_str().unwrap(), "seed", "auto");
    let err = refused(&text.replace("\"auto\"", "\"strong\""));
    assert!(err.contains("plan.toml:2: no bound \"strong\""), "{err}");
}

/// `--algo` and `--p` change the events as `--bound` does: a plan refuses them when they name
/// another algorithm or count than its board's (a lesson opened with `--p 3` showed "All 7
/// lizards are placed" over three), and takes them when they name its own.
#[test]
fn a_plan_runs_its_boards_algorithm_and_count() {
    let shipped = asset("lesson.toml");
    for (flag, value, own) in [
        ("--p", "3", "--p 7"),
        ("--algo", "bfs", "--algo backtrack"),
        ("--algo", "sa", "--algo backtrack"),
    ] {
        let other = format!("{flag} {value} makes other events");
        refuses(&shipped, flag, value, &[&format!("with {own}"), &other]);
    }
    let plain = app(&["--lesson", &shipped]);
    let named = app(&["--lesson", &shipped, "--p", "7", "--algo", "backtrack"]);
    assert_eq!(
        (
            named.lizards,
            named.algorithm,
            named.lesson.map(|t| t.events)
        ),
        (
            plain.lizards,
            plain.algorithm,
            plain.lesson.map(|t| t.events)
        )
    );
}

/// `-o slide.txt` with `--lesson` names a file, not a folder of slides: refused, and nothing
/// made (it made a folder called slide.txt full of SVG files).
#[test]
fn slides_are_written_to_a_folder_not_to_a_frames_name() {
    let dir = tempfile::tempdir().unwrap();
    let target = dir.path().join("slide.txt");
    let out = lizards()
        .args(["snapshot", "--lesson", &asset("lesson.toml"), "-o"])
        .arg(&target)
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains("names a file"), "{err}");
    assert!(!target.exists());
}

/// A plan is read no further than a plan may be (a device has no size to ask), a plan that
/// is not UTF-8 is refused at its line, and `-o -` is no folder for a deck.
#[test]
fn a_plan_is_read_within_its_limit_and_its_deck_goes_to_a_folder() {
    if std::path::Path::new("/dev/zero").exists() {
        let out = lizards()
            .args(["snapshot", "--lesson", "/dev/zero", "-o", "-"])
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{err}");
        assert!(err.contains("too large for a lesson plan"), "{err}");
    }
    let dir = tempfile::tempdir().unwrap();
    let plan = dir.path().join("plan.toml");
    std::fs::write(&plan, b"[[stop]]\nat = 1\ncaption = \"\xff\"\n").unwrap();
    let out = lizards()
        .args(["snapshot", "--lesson", plan.to_str().unwrap()])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("plan.toml:3: not UTF-8"), "{err}");
    let out = lizards()
        .args(["snapshot", "--lesson", &asset("lesson.toml"), "-o", "-"])
        .current_dir(dir.path())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(!dir.path().join("-").exists());
}

#[test]
fn snapshot_lesson_keeps_its_budget_while_it_finds_the_stops() {
    // The end of a 16-queens search by the lesson's cell-by-cell DFS is minutes away.
    let dir = tempfile::tempdir().unwrap();
    let plan = dir.path().join("far.toml");
    std::fs::write(
        &plan,
        "[[stop]]\nat = \"start\"\ncaption = \"x\"\n\n[[stop]]\nat = \"end\"\ncaption = \"y\"\n",
    )
    .unwrap();
    let slides = dir.path().join("slides");
    let started = Instant::now();
    let out = lizards()
        .args(["snapshot", "--lesson"])
        .arg(&plan)
        .args([
            "--n", "16", "--p", "16", "--trees", "0", "--budget", "300ms", "-o",
        ])
        .arg(&slides)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(3), "{stderr}");
    assert!(
        stderr.contains("stop 2: the search did not reach the end within 0.3 s")
            && stderr.contains("--budget"),
        "{stderr}"
    );
    assert!(!slides.exists(), "no slide written");
    // Not a timing test: the 30 s the app allows would be far past this.
    assert!(started.elapsed().as_secs() < 20, "{:?}", started.elapsed());
}

/// At the smallest window every stop's caption of the shipped plan is read to its last word,
/// in each language: it takes the rows the board leaves at its smallest cells, where the
/// quarter of the window it had cut stop 2 at "its anti-diagonal" and four French stops.
#[test]
fn every_caption_is_whole_at_the_smallest_window() {
    let tail = |caption: &str| -> String {
        let squeezed: String = caption.split_whitespace().collect();
        squeezed
            .chars()
            .rev()
            .take(12)
            .collect::<Vec<_>>()
            .into_iter()
            .rev()
            .collect()
    };
    for lang in ["en", "fr", "zh"] {
        let mut app = app(&["--lesson", &asset("lesson.toml"), "--lang", lang]);
        let stops = app.lesson.as_ref().unwrap().len();
        for k in 0..stops {
            if k > 0 {
                press(&mut app, KeyCode::PageDown);
            }
            finish(&mut app);
            let buf = draw(&app, 64, 18);
            let shown: String = screen::read(&buf).split_whitespace().collect();
            let tour = app.lesson.as_ref().unwrap();
            let caption = tour.plan.stops[k].caption_in(app.lang);
            assert!(
                shown.contains(&tail(caption)),
                "{lang}, stop {}: the caption is cut:\n{}",
                k + 1,
                screen::read(&buf)
            );
            // And the board is whole beside it.
            assert!(!shown.contains("Shift+arrows"), "{}", screen::read(&buf));
        }
    }
}

/// A stop shows the panel and speed of the last stop up to it that sets them. Before any
/// does, a panel the class chose stays from stop to stop; but back with PageUp from a stop
/// that set the stack and 20 events a second, the stops before it show the lesson's opening
/// panel and speed.
#[test]
fn page_up_past_the_stop_that_set_a_panel_shows_the_opening_one() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::copy(asset("lesson.txt"), dir.path().join("lesson.txt")).unwrap();
    let plan = dir.path().join("plan.toml");
    let text = format!(
        "{GOOD}\n[[stop]]\nat = 3\ncaption = \"three\"\n\n\
         [[stop]]\nat = 6\ncaption = \"six\"\npanel = \"stack\"\nspeed = 20\n"
    );
    std::fs::write(&plan, text).unwrap();
    let mut app = app_live(&["--lesson", &plan.display().to_string()]);
    let opening = (app.panel, app.speed);
    assert_ne!(opening.0, Panel::Stack);
    press(&mut app, KeyCode::Tab);
    let chosen = app.panel;
    assert_ne!(chosen, opening.0);
    press(&mut app, KeyCode::PageDown);
    finish(&mut app);
    assert_eq!(
        app.panel, chosen,
        "stop 2 sets no panel: the class's choice stays"
    );
    press(&mut app, KeyCode::PageDown);
    finish(&mut app);
    assert_eq!(app.panel, Panel::Stack);
    assert_ne!(app.speed, opening.1);
    for stop in [1, 0] {
        press(&mut app, KeyCode::PageUp);
        finish(&mut app);
        assert_eq!(app.lesson.as_ref().unwrap().current, stop);
        assert_eq!((app.panel, app.speed), opening, "stop {}", stop + 1);
    }
}

/// A board the plan names but that cannot be read is told at the plan's `board` line, as
/// every other error of the plan is.
#[test]
fn an_unreadable_board_names_the_plans_board_line() {
    let said = refused(
        "# the lesson\nboard = \"nosuch.txt\"\n\n[[stop]]\nat = \"start\"\ncaption = \"x\"\n",
    );
    assert!(said.contains("plan.toml:2: the plan's board"), "{said}");
    assert!(said.contains("nosuch.txt"), "{said}");
}

/// A verdict that lands on a stop shows whole, with its reason, then the stop's caption. At
/// 64 x 18 the caption is then cut short ("…"), and the first `PageDown` shows it whole on
/// the same stop; at 200 x 60 both show whole and `PageDown` goes on to the next stop.
#[test]
fn a_verdict_on_a_stop_keeps_its_reason_and_page_down_shows_the_caption() {
    let answered = || {
        let mut app = screen::app(&["--lesson", &asset("lesson.toml"), "--quiz", "--lang", "en"]);
        finish(&mut app);
        press(&mut app, KeyCode::Right);
        assert!(app.question().is_some(), "a question is open");
        press(&mut app, KeyCode::Char('n'));
        finish(&mut app);
        app
    };
    let mut app = answered();
    let caption = app.lesson_caption().expect("the answer lands on stop 2");
    assert!(caption.starts_with("Stop 2 of"), "{caption}");
    let last: String = caption.split_whitespace().last().unwrap().into();
    let small = flat(&draw(&app, 64, 18));
    // The class reads why: "Wrong: you said unsafe, but no line through (0, 0) reads +1 ...".
    assert!(small.contains("Wrong: you said"), "{small}");
    assert!(small.contains("reads +1"), "{small}");
    assert!(small.contains('…'), "the caption is cut short: {small}");
    press(&mut app, KeyCode::PageDown);
    finish(&mut app);
    let shown = flat(&draw(&app, 64, 18));
    assert!(shown.contains("Stop 2 of"), "{shown}");
    assert!(shown.contains(&last), "{last:?} in {shown}");
    assert!(!shown.contains("Wrong"), "{shown}");
    press(&mut app, KeyCode::PageDown);
    finish(&mut app);
    assert!(flat(&draw(&app, 64, 18)).contains("Stop 3 of"));

    let mut app = answered();
    let big = flat(&draw(&app, 200, 60));
    assert!(big.contains("Wrong: you said"), "{big}");
    assert!(big.contains(&last), "{big}");
    press(&mut app, KeyCode::PageDown);
    finish(&mut app);
    let next = flat(&draw(&app, 200, 60));
    assert!(next.contains("Stop 3 of"), "one PageDown goes on: {next}");
}

/// A plan with an `end` stop found the search's last event before the app opened: the
/// statistics give the total from the first stop on, the one the search reaches at its end.
#[test]
fn a_plan_with_an_end_stop_shows_the_total_from_the_start() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::copy(asset("statement.txt"), dir.path().join("statement.txt")).unwrap();
    let plan = dir.path().join("plan.toml");
    std::fs::write(
        &plan,
        "board = \"statement.txt\"\n\n[[stop]]\nat = 10\ncaption = \"ten\"\n\n\
         [[stop]]\nat = \"end\"\ncaption = \"the end\"\n",
    )
    .unwrap();
    let mut app = app_live(&["--lesson", plan.to_str().unwrap()]);
    let tour = app.lesson.as_ref().unwrap();
    let end = tour.events[1];
    let screen = flat(&draw(&app, 200, 60));
    assert!(!screen.contains("not known yet"), "{screen}");
    let total = lizards::tui::theme::thousands(end);
    assert!(screen.contains(&format!("of {total}")), "{total}: {screen}");
    // The search, played out, ends where the plan said.
    press(&mut app, KeyCode::End);
    finish(&mut app);
    while !app.search_complete() {
        app.tick(Instant::now());
    }
    assert_eq!(app.playback.received(), end);
    // Off the plan (another bound), the plan's total is not that search's.
    assert_eq!(app.lesson_total(), Some(end));
    press(&mut app, KeyCode::Home);
    press(&mut app, KeyCode::Char('c'));
    assert_eq!(
        app.lesson_total(),
        None,
        "another bound's search is not the plan's"
    );
}

//! A window too small for the layout says what it needs and what it has, and a size never
//! breaks across lines ("40 x" on one, "12" on the next), in the app and in a race.

mod screen;

use clap::Parser;
use crossterm::event::KeyCode;
use lizards::tui::race::Race;
use screen::{app, asset, draw, press, text};

fn race() -> Race {
    let cli = lizards::cli::Cli::parse_from(["lizards", "race", "--queens", "6"]);
    let Some(lizards::cli::Command::Race(args)) = cli.command else {
        panic!("not a race");
    };
    lizards::tui::build_race(&(&args).into()).unwrap()
}

/// Every window narrower or shorter than 64 x 18 and at least 8 columns wide (the widest
/// size, "64 x 18,", fits): the screens drawn there, with their size.
fn small_windows() -> impl Iterator<Item = (u16, u16)> {
    (8..64)
        .flat_map(|w| [(w, 12), (w, 17), (w, 24)])
        .chain((1..18).map(|h| (80, h)))
}

/// Checks one screen: both sizes whole on one line each, the message whole when read on.
fn check(screen: &str, w: u16, h: u16, then: &str) {
    let rows: Vec<&str> = screen.lines().collect();
    let flat = rows
        .join(" ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    let message = format!("Window too small: need 64 x 18, have {w} x {h}.{then}");
    // A window too short for the whole message shows its beginning.
    let shown = flat.len().min(message.len());
    assert_eq!(flat[..shown], message[..shown], "{w} x {h}:\n{screen}");
    for size in ["64 x 18,", &format!("{w} x {h}.")] {
        assert!(
            rows.iter().any(|r| r.contains(size)),
            "{w} x {h}: {size:?} broken:\n{screen}"
        );
    }
}

#[test]
fn the_app_never_breaks_a_size_across_lines() {
    let app = app(&[&asset("lesson.txt")]);
    for (w, h) in small_windows() {
        let screen = text(&draw(&app, w, h));
        check(
            &screen,
            w,
            h,
            " Enlarge it, or press q to quit. (The search waits.)",
        );
    }
}

#[test]
fn a_race_never_breaks_a_size_across_lines() {
    let race = race();
    for (w, h) in small_windows() {
        let mut terminal =
            ratatui::Terminal::new(ratatui::backend::TestBackend::new(w, h)).unwrap();
        terminal.draw(|f| f.render_widget(&race, f.area())).unwrap();
        check(&text(terminal.backend().buffer()), w, h, "");
    }
}

/// With unsaved edits, q in a small window asks before quitting, as in a large one: the
/// message says so, and once asked it shows the question's keys, so that a second q (which
/// quits without saving) is never pressed blind.
#[test]
fn a_small_window_says_what_q_does_to_unsaved_edits() {
    use crossterm::event::KeyCode;
    let mut app = app(&[&asset("lesson.txt")]);
    screen::keys(&mut app, &[KeyCode::Char('e'), KeyCode::Char('t')]);
    let (w, h) = (30, 10);
    let editing = text(&draw(&app, w, h));
    let flat = editing.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(flat.contains("unsaved edits: q asks"), "{editing}");
    screen::press(&mut app, KeyCode::Char('q'));
    assert!(!app.quit);
    let asked = text(&draw(&app, w, h));
    let flat = asked.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        flat.contains("s to save and quit, q to quit without saving"),
        "{asked}"
    );
}

/// At 64 x 18 the grid stays where it is while the narration under it takes two lines or
/// three: the board does not jump a row from one event to the next.
#[test]
fn the_grid_does_not_move_when_the_narration_changes_height() {
    let mut app = app(&[&asset("statement.txt")]);
    let cols_row = |app: &lizards::tui::app::App| {
        let screen = text(&draw(app, 64, 18));
        screen
            .lines()
            .position(|l| l.trim_start().starts_with("cols"))
            .unwrap_or_else(|| panic!("no cols heading:\n{screen}"))
    };
    let first = cols_row(&app);
    for _ in 0..120 {
        press(&mut app, KeyCode::Right);
        assert_eq!(cols_row(&app), first, "event {}", app.playback.position());
    }
}

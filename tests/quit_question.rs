//! The unsaved-edits question is drawn over the screen it was asked from: asked in edit mode,
//! everything around it is the edit screen (its title, its statistics, its keys), exactly as
//! it was before the question.

mod screen;

use crossterm::event::{KeyCode, KeyModifiers};
use lizards::tui::app::Mode;
use ratatui::buffer::Buffer;
use screen::{app, asset, draw, keys, press, text};

/// The smallest rectangle (x, y, width, height) holding every cell that differs.
fn changed_area(before: &Buffer, after: &Buffer) -> Option<(u16, u16, u16, u16)> {
    let w = before.area.width;
    let changed: Vec<(u16, u16)> = before
        .content
        .iter()
        .zip(&after.content)
        .enumerate()
        .filter(|(_, (a, b))| a != b)
        .map(|(i, _)| (i as u16 % w, i as u16 / w))
        .collect();
    let left = changed.iter().map(|c| c.0).min()?;
    let right = changed.iter().map(|c| c.0).max()?;
    let top = changed.iter().map(|c| c.1).min()?;
    let bottom = changed.iter().map(|c| c.1).max()?;
    Some((left, top, right - left + 1, bottom - top + 1))
}

#[test]
fn asked_in_edit_mode_the_question_covers_the_edit_screen_and_nothing_else() {
    for (w, h) in [(80, 24), (90, 26), (120, 40), (200, 60)] {
        let mut app = app(&[&asset("lesson.txt")]);
        keys(&mut app, &[KeyCode::Char('e'), KeyCode::Char('t')]);
        let editing = draw(&app, w, h);
        let edit_screen = text(&editing);
        assert!(edit_screen.contains("EDITING"), "{edit_screen}");
        assert!(
            edit_screen.contains("no search while editing"),
            "{edit_screen}"
        );
        assert!(!edit_screen.contains("events 0 of 0"), "{edit_screen}");

        press(&mut app, KeyCode::Char('q'));
        assert!(matches!(app.mode, Mode::ConfirmQuit { editing: Some(_) }));
        let asked = draw(&app, w, h);
        let (x, y, width, height) = changed_area(&editing, &asked).expect("the question shows");
        // The dialog's box (40 x 7) is all that changed: the title, the statistics, the
        // narration and the footer behind it are the edit screen's.
        assert!(
            width <= 40 && height <= 7,
            "{w} x {h}: cells changed in {width} x {height} at ({x}, {y}):\n{}",
            text(&asked)
        );
        assert!(text(&asked).contains("unsaved edits"));

        // Staying goes back to the very same edit screen.
        press(&mut app, KeyCode::Char('x'));
        assert_eq!(draw(&app, w, h), editing, "{w} x {h}");
    }
}

#[test]
fn asked_while_watching_the_question_covers_the_watch_screen() {
    let mut app = app(&[&asset("lesson.txt")]);
    keys(
        &mut app,
        &[KeyCode::Char('e'), KeyCode::Char('t'), KeyCode::Esc],
    );
    app.wait_for_solver();
    let watching = draw(&app, 90, 26);
    press(&mut app, KeyCode::Char('q'));
    assert_eq!(app.mode, Mode::ConfirmQuit { editing: None });
    let (.., width, height) =
        changed_area(&watching, &draw(&app, 90, 26)).expect("the question shows");
    assert!(width <= 40 && height <= 7, "{width} x {height}");
}

/// A second ^C in the question is "any other key": it stays, and the edits with it.
#[test]
fn ctrl_c_in_the_question_stays_rather_than_dropping_the_edits() {
    let mut app = app(&[&asset("lesson.txt")]);
    keys(&mut app, &[KeyCode::Char('e'), KeyCode::Char('t')]);
    screen::press_with(&mut app, KeyCode::Char('c'), KeyModifiers::CONTROL);
    assert!(matches!(app.mode, Mode::ConfirmQuit { editing: Some(_) }));
    screen::press_with(&mut app, KeyCode::Char('c'), KeyModifiers::CONTROL);
    assert!(!app.quit, "a second ^C dropped the unsaved edits");
    assert!(matches!(app.mode, Mode::Edit { .. }));
    assert!(app.is_dirty());
}

/// A terminal's shortcuts are not the plain letters: ^R does not scatter trees over the
/// board (as `r` does), ^L does not switch the language, ^A not the algorithm.
#[test]
fn control_letters_are_not_the_plain_letters() {
    let mut app = app(&[&asset("lesson.txt")]);
    let lang = app.lang;
    let algorithm = app.algorithm;
    for letter in ['l', 'a', 't'] {
        screen::press_with(&mut app, KeyCode::Char(letter), KeyModifiers::CONTROL);
    }
    assert_eq!(app.lang, lang);
    assert_eq!(app.algorithm, algorithm);
    press(&mut app, KeyCode::Char('e'));
    let board = app.board.clone();
    for letter in ['r', 't', 's'] {
        screen::press_with(&mut app, KeyCode::Char(letter), KeyModifiers::CONTROL);
    }
    assert_eq!(app.board, board, "a ^letter edited the board");
    assert!(!app.is_dirty());
}

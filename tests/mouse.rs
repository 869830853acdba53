//! The mouse (`--mouse`): a click on the grid toggles a tree in edit mode, and while
//! watching it says so rather than doing nothing without a word.

mod screen;

use crossterm::event::{Event, KeyCode, KeyModifiers, MouseButton, MouseEvent, MouseEventKind};
use screen::{app, asset, draw, press};

fn click(app: &mut lizards::tui::app::App, column: u16, row: u16) {
    app.handle(&Event::Mouse(MouseEvent {
        kind: MouseEventKind::Down(MouseButton::Left),
        column,
        row,
        modifiers: KeyModifiers::NONE,
    }));
}

#[test]
fn a_click_while_watching_says_how_to_edit_and_in_edit_mode_toggles_a_tree() {
    let mut app = app(&["--mouse", &asset("lesson.txt")]);
    draw(&app, 100, 30);
    // The first spot on the screen where a click says something is on the grid.
    let spot = (0..30)
        .flat_map(|y| (0..100).map(move |x| (x, y)))
        .find(|&(x, y)| {
            click(&mut app, x, y);
            app.status.take().is_some()
        })
        .expect("a click on the grid says what clicks do");
    click(&mut app, spot.0, spot.1);
    let said = app.status.clone().unwrap();
    assert!(said.contains("press e"), "{said}");
    let board = app.board.clone();
    press(&mut app, KeyCode::Char('e'));
    draw(&app, 100, 30);
    click(&mut app, spot.0, spot.1);
    assert_ne!(
        app.board, board,
        "a click in edit mode toggles the tree under it"
    );
    assert!(app.is_dirty());
}

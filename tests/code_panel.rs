//! The pseudocode panel marks the statement of the current event whole, and on a short
//! panel scrolls so that it and the line after it stay in sight.

mod screen;

use crossterm::event::KeyCode;
use lizards::event::Event;
use lizards::tui::app::Panel;
use screen::{app, asset, draw, flat, keys, text};

#[test]
fn a_statement_over_two_lines_is_marked_whole_and_in_sight_at_80_x_24() {
    let mut app = app(&[&asset("lesson.txt")]);
    app.panel = Panel::Code;
    // Step to the first prune: its statement is "move down; at a column's end," and
    // "no trees ahead? seed prune".
    while !matches!(app.playback.current(), Some(Event::Prune { .. })) {
        keys(&mut app, &[KeyCode::Right]);
    }
    let buf = draw(&app, 80, 24);
    let screen = text(&buf);
    let row = |needle: &str| {
        screen
            .lines()
            .position(|l| l.contains(needle))
            .unwrap_or_else(|| panic!("{needle:?} not on screen:\n{screen}"))
    };
    let (first, second) = (
        row("move down; at a column"),
        row("no trees ahead? seed prune"),
    );
    assert_eq!(second, first + 1, "{screen}");
    // Both lines carry the highlight: the style of the line's text, not only its marker.
    let line = screen.lines().nth(second).unwrap();
    let x = line[..line.find("no trees").unwrap()].chars().count() as u16;
    let marked = buf[(x, first as u16)].style();
    assert_eq!(buf[(x, second as u16)].style(), marked, "{screen}");
    let plain_row = row("else unsafe: leave it empty");
    assert_ne!(buf[(x, plain_row as u16)].style(), marked, "{screen}");
}

/// A statement wider than the panel goes on under its own text instead of being cut: the
/// French first line at 120 x 40 ("… colonne par colonne :"), the English at 64 x 18.
#[test]
fn a_line_wider_than_the_panel_goes_on_under_itself() {
    for (lang, (w, h), start, end) in [
        ("fr", (120, 40), "visiter les", "colonne\u{a0}:"),
        ("en", (64, 18), "visit cells", "column:"),
    ] {
        let mut app = app(&["--lang", lang]);
        app.panel = Panel::Code;
        for _ in 0..5 {
            keys(&mut app, &[KeyCode::Right]);
        }
        let screen = screen::read(&draw(&app, w, h));
        let lines: Vec<&str> = screen.lines().collect();
        let first = lines
            .iter()
            .position(|l| l.contains(start))
            .unwrap_or_else(|| panic!("{lang}: {start:?} not on screen:\n{screen}"));
        // Columns, not bytes: the grid left of the panel draws with multi-byte blocks.
        let line = lines[first];
        let code_x = line[..line.find(start).unwrap()].chars().count();
        let under: String = lines[first + 1].chars().skip(code_x).collect();
        // The rows are evened out: the second holds the statement's end.
        assert!(
            !under.trim().is_empty() && under.trim_end().ends_with(end),
            "{lang} {w} x {h}:\n{screen}"
        );
    }
}

/// Where the code shares the side with another panel, it gets the rows its wrapped lines
/// take: the French last line ("au retour sur un arbre : démasquer") was left out at
/// 120 x 40 when the first line went on under itself.
#[test]
fn the_code_beside_another_panel_shows_every_statement() {
    for lang in ["en", "fr", "zh"] {
        for (w, h) in [(120, 40), (160, 50), (200, 60)] {
            let app = app(&["--lang", lang]);
            let screen = text(&draw(&app, w, h));
            assert!(app.code_drawn.get(), "{lang} {w} x {h}: no code\n{screen}");
            let _lang = lizards::i18n::Scope::enter(app.lang);
            let code = lizards::narrate::pseudocode(app.algorithm);
            // Without blanks: the screen's text puts one after each double-width character.
            let bare = |s: &str| s.split_whitespace().collect::<String>();
            let last = bare(code.last().unwrap());
            let found = screen.lines().any(|l| bare(l).ends_with(&last));
            assert!(found, "{lang} {w} x {h}: {last:?} missing\n{screen}");
        }
    }
}

/// The N-Queens pseudocode is short enough for the panel beside a 120 x 40 window in every
/// language: each line reads whole on one row (one used to end "take back the" and go on
/// with "lizard" under it).
#[test]
fn the_queens_pseudocode_fits_its_panel_at_120_x_40_in_every_language() {
    for lang in lizards::i18n::Lang::ALL {
        let mut app = app(&["--algo", "queens", "--n", "6"]);
        app.panel = Panel::Code;
        app.lang = lang;
        let screen = flat(&draw(&app, 120, 40));
        let _scope = lizards::i18n::Scope::enter(lang);
        for line in lizards::narrate::pseudocode(lizards::solve::Algorithm::Queens) {
            // The screen read flat, without spaces (a wide character is drawn with one
            // after it): a line wrapped in the panel has the grid's next row between its
            // two halves.
            let bare = |text: &str| text.split_whitespace().collect::<String>();
            assert!(
                bare(&screen).contains(&bare(&line)),
                "{lang:?}: {line:?} is not whole on one row\n{screen}"
            );
        }
    }
}

/// A panel too short for the whole pseudocode says on its rule how many lines are out of
/// sight, so that a class does not take eight lines for the whole algorithm.
#[test]
fn rows_out_of_sight_are_said_on_the_rule() {
    let mut app = app(&[&asset("lesson.txt")]);
    app.panel = Panel::Code;
    let screen = flat(&draw(&app, 80, 24));
    assert!(screen.contains("more lines below"), "{screen}");
    // Far down the code, lines above are out of sight.
    while !matches!(app.playback.current(), Some(Event::Prune { .. })) {
        keys(&mut app, &[KeyCode::Right]);
    }
    let screen = flat(&draw(&app, 80, 24));
    assert!(screen.contains("lines above"), "{screen}");
    // A window with room for all of it says nothing.
    let screen = flat(&draw(&app, 200, 60));
    assert!(
        !screen.contains("lines above") && !screen.contains("below"),
        "{screen}"
    );
}

/// Where the words do not fit beside the panel's title (French at 80 x 24, a narrow panel at
/// 64 x 18), arrows and counts say the rows out of sight: "↑8 ↓1".
#[test]
fn rows_out_of_sight_are_said_with_arrows_where_words_do_not_fit() {
    let mut french_app = app(&[&asset("lesson.txt"), "--lang", "fr"]);
    french_app.panel = Panel::Code;
    keys(&mut french_app, &vec![KeyCode::Right; 40]);
    let rule = |app: &lizards::tui::app::App, w, h| {
        text(&draw(app, w, h))
            .lines()
            .find(|l| l.contains("pseudo"))
            .unwrap_or_default()
            .to_string()
    };
    let french = rule(&french_app, 80, 24);
    assert!(
        french.contains('↓') || french.contains('↑') || french.contains("dessous"),
        "{french}"
    );
    let mut app = app(&[&asset("lesson.txt")]);
    app.panel = Panel::Code;
    keys(&mut app, &vec![KeyCode::Right; 45]);
    let narrow = rule(&app, 64, 18);
    let whole = text(&draw(&app, 64, 18));
    assert!(
        narrow.contains('↑') || narrow.contains("above"),
        "{narrow}\n{whole}"
    );
}

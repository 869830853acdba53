//! The app through `ratatui::backend::TestBackend`, driven by real key events.

mod screen;

use clap::Parser;
use crossterm::event::KeyCode;
use lizards::tui::app::{App, Mode};
use lizards::tui::theme::{Palette, Theme};
use ratatui::style::{Color, Modifier};
use screen::{app, asset, draw, glyph, keys, press, text};

#[test]
fn stepping_through_the_lesson_board() {
    let mut app = app(&[&asset("lesson.txt")]);
    insta::assert_snapshot!("start", text(&draw(&app, 90, 26)));
    keys(&mut app, &[KeyCode::Right; 6]);
    insta::assert_snapshot!("six_steps", text(&draw(&app, 90, 26)));
    press(&mut app, KeyCode::Char('b'));
    insta::assert_snapshot!("first_backtrack", text(&draw(&app, 90, 26)));
    press(&mut app, KeyCode::Char('n'));
    insta::assert_snapshot!("first_solution", text(&draw(&app, 90, 26)));
}

#[test]
fn the_cursor_is_reversed_and_lizards_are_bold_and_coloured() {
    let mut app = app(&[&asset("lesson.txt")]);
    keys(&mut app, &[KeyCode::Right, KeyCode::Right]); // enter (0, 0), place a lizard there
    let buf = draw(&app, 90, 26);
    let lizard = glyph(&app, &buf, 0, 0);
    assert_eq!(lizard.symbol(), "◆");
    assert!(
        lizard.modifier.contains(Modifier::REVERSED),
        "the scan cursor is reversed"
    );
    assert!(lizard.modifier.contains(Modifier::BOLD));
    // On its tile, in the tile colours' ink for a lizard.
    assert_eq!(
        lizard.fg,
        app.theme
            .ink(lizards::tui::theme::Glyph::Lizard)
            .fg
            .unwrap()
    );
    assert_ne!(lizard.fg, Color::Reset);
    // The row counter of row 0 just changed: marked reversed.
    let counter = &buf[app.geometry.get().row_counter_position(0)];
    assert_eq!(counter.symbol(), "+");
    assert!(counter.modifier.contains(Modifier::REVERSED));
}

#[test]
fn without_colour_every_state_still_reads() {
    let mut app = app(&[&asset("lesson.txt")]);
    app.theme = Theme {
        color: false,
        ascii: false,
        palette: Palette::Dark,
    };
    // A lizard at (0, 0), then (0, 1) rejected.
    keys(&mut app, &[KeyCode::Right; 4]);
    let buf = draw(&app, 90, 26);
    assert!(
        buf.content
            .iter()
            .all(|c| c.fg == Color::Reset && c.bg == Color::Reset),
        "no colour at all"
    );
    assert_eq!(glyph(&app, &buf, 0, 0).symbol(), "◆");
    assert!(glyph(&app, &buf, 0, 0).modifier.contains(Modifier::BOLD));
    let rejected = glyph(&app, &buf, 0, 1);
    assert_eq!(rejected.symbol(), "✗");
    assert!(rejected.modifier.contains(Modifier::REVERSED));
    // Cells on the lines through the cursor are underlined instead of shaded.
    assert!(
        glyph(&app, &buf, 1, 1)
            .modifier
            .contains(Modifier::UNDERLINED)
    );
}

#[test]
fn ascii_mode_uses_ascii_glyphs() {
    let mut app = app(&["--ascii", &asset("lesson.txt")]);
    app.theme.ascii = true;
    keys(&mut app, &[KeyCode::Right; 2]);
    press(&mut app, KeyCode::Char('?'));
    let screen = text(&draw(&app, 90, 26));
    assert!(screen.is_ascii(), "{screen}");
    press(&mut app, KeyCode::Esc);
    let screen = text(&draw(&app, 90, 26));
    assert!(screen.is_ascii(), "{screen}");
    assert!(screen.contains('L') && screen.contains('T'));
}

#[test]
fn a_small_window_says_what_it_needs() {
    let app = app(&[&asset("lesson.txt")]);
    let screen = text(&draw(&app, 40, 10));
    assert!(
        screen
            .replace('\n', " ")
            .contains("need 64 x 18, have 40 x 10"),
        "{screen}"
    );
}

#[test]
fn help_lists_every_key_and_the_legend_even_at_80_x_24() {
    let mut app = app(&[]);
    press(&mut app, KeyCode::Char('?'));
    // Scroll through the overlay, gathering everything it shows.
    // A long action wraps onto the next line: read the overlay with its lines joined.
    let (mut seen, mut flat) = (String::new(), String::new());
    for _ in 0..200 {
        let screen = text(&draw(&app, 80, 24));
        let joined = screen.replace('│', " ");
        flat.push_str(&joined.split_whitespace().collect::<Vec<_>>().join(" "));
        flat.push('\n');
        seen.push_str(&screen);
        press(&mut app, KeyCode::Down);
    }
    for b in lizards::tui::keys::WATCH
        .iter()
        .chain(lizards::tui::keys::EDIT)
    {
        // The flattened text splits at no-break spaces too ("g s3").
        assert!(
            seen.contains(b.keys) && flat.contains(&b.action.replace('\u{a0}', " ")),
            "help misses {} ({})",
            b.keys,
            b.action
        );
    }
    for legend in [
        "◆  lizard",
        "✗  just rejected",
        "◇  just taken back",
        "reject  (2, 4) rda",
        "prune   (0, 5) 5>4",
        "mask    (3, 4) c",
    ] {
        assert!(seen.contains(legend), "help misses {legend:?}");
    }
    assert!(app.help, "arrows scroll the help");
    press(&mut app, KeyCode::Char('x'));
    assert!(!app.help, "any other key closes the help");
}

#[test]
fn edit_a_tree_resolve_and_quit_with_a_question() {
    let mut app = app(&[&asset("lesson.txt")]);
    let trees = app.board.tree_count();
    keys(
        &mut app,
        &[
            KeyCode::Char('e'),
            KeyCode::Down,
            KeyCode::Right,
            KeyCode::Char('t'),
        ],
    );
    assert_eq!(
        app.mode,
        Mode::Edit {
            cursor: lizards::board::Cell::new(1, 1)
        }
    );
    assert_eq!(app.board.tree_count(), trees + 1);
    assert!(app.is_dirty());
    insta::assert_snapshot!("editing", text(&draw(&app, 90, 26)));
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.mode, Mode::Watch);
    app.wait_for_solver();
    assert_eq!(
        app.playback.board().tree_count(),
        trees + 1,
        "the search restarted on the new board"
    );
    press(&mut app, KeyCode::Char('q'));
    assert_eq!(app.mode, Mode::ConfirmQuit { editing: None });
    assert!(!app.quit);
    assert!(text(&draw(&app, 90, 26)).contains("unsaved edits"));
    press(&mut app, KeyCode::Char('x'));
    assert_eq!(app.mode, Mode::Watch, "any other key stays");
    press(&mut app, KeyCode::Char('q'));
    press(&mut app, KeyCode::Char('q'));
    assert!(app.quit);
}

#[test]
fn saving_writes_the_board_atomically_and_clears_the_question() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("board.txt");
    std::fs::copy(asset("lesson.txt"), &path).unwrap();
    let mut app = app(&[path.to_str().unwrap()]);
    keys(
        &mut app,
        &[
            KeyCode::Char('e'),
            KeyCode::Char('t'),
            KeyCode::Char('>'),
            KeyCode::Char('s'),
        ],
    );
    assert!(!app.is_dirty());
    let saved = lizards::homework::parse_input(&std::fs::read_to_string(&path).unwrap()).unwrap();
    assert_eq!(saved.board, app.board);
    assert_eq!(saved.lizards, 8);
    press(&mut app, KeyCode::Char('q'));
    assert!(app.quit, "nothing unsaved: quit at once");
}

#[test]
fn the_algorithm_key_says_why_one_does_not_fit() {
    let mut app = app(&[&asset("lesson.txt")]);
    press(&mut app, KeyCode::Char('a'));
    assert_eq!(app.algorithm, lizards::solve::Algorithm::Bfs);
    press(&mut app, KeyCode::Char('a'));
    assert_eq!(app.algorithm, lizards::solve::Algorithm::Sa);
    press(&mut app, KeyCode::Char('a'));
    assert_eq!(app.algorithm, lizards::solve::Algorithm::Backtrack);
    assert!(
        app.status
            .as_deref()
            .unwrap_or("")
            .contains("needs a board without trees")
    );
    // On an empty board every algorithm fits: a goes through all of them in order.
    let mut queens = app_for_queens();
    keys(&mut queens, &[KeyCode::Char('a'); 3]);
    assert_eq!(queens.algorithm, lizards::solve::Algorithm::Queens);
    press(&mut queens, KeyCode::Char('a'));
    assert_eq!(queens.algorithm, lizards::solve::Algorithm::Backjump);
}

fn app_for_queens() -> App {
    app(&["--n", "6"])
}

#[test]
fn backjumping_shows_its_jump() {
    let mut app = app(&["--n", "6", "--algo", "backjump"]);
    press(&mut app, KeyCode::Char('b'));
    press(&mut app, KeyCode::Char('b'));
    let screen = text(&draw(&app, 90, 26));
    assert!(screen.contains("conflict set"), "{screen}");
}

#[test]
fn gaschnigs_rule_shows_a_step_back_apart_from_a_jump() {
    let mut app = app(&["--n", "6", "--algo", "backjump-safe"]);
    let (mut jumped, mut stepped) = (false, false);
    for _ in 0..25 {
        press(&mut app, KeyCode::Char('b'));
        let screen = text(&draw(&app, 90, 30));
        if screen.contains("internal dead end") {
            assert!(
                screen.contains("▶ 9     step back to column c - 1"),
                "{screen}"
            );
            stepped = true;
        } else if screen.contains("the latest.") {
            assert!(
                screen.contains("▶ 7     jump to max(conflict[c])"),
                "{screen}"
            );
            jumped = true;
        }
    }
    assert!(jumped && stepped, "jumped {jumped}, stepped {stepped}");
}

#[test]
fn an_n_queens_algorithm_alone_opens_eight_queens() {
    let app = app(&["--algo", "backjump"]);
    let screen = text(&draw(&app, 100, 30));
    assert!(
        screen.contains("backjump · empty board · 8 x 8, 0 trees, p = 8"),
        "{screen}"
    );
    let with_trees = lizards::cli::Cli::parse_from([
        "lizards", "--n", "8", "--trees", "0.2", "--algo", "queens",
    ]);
    let err = lizards::tui::build(&(&with_trees.app).into())
        .err()
        .expect("trees refused");
    assert!(
        err.to_string().contains("--n N for an empty board"),
        "{err}"
    );
}

#[test]
fn the_current_pseudocode_line_stays_in_sight_on_the_smallest_screen() {
    let mut app = app(&["--n", "6", "--algo", "backjump-safe"]);
    press(&mut app, KeyCode::Char('b'));
    let screen = text(&draw(&app, 64, 18));
    // The statement wraps under itself; its first row, with the marker, is in sight.
    assert!(screen.contains("▶ 7     jump to"), "{screen}");
    assert!(
        !screen.contains(" 1 for column c"),
        "scrolled past the top: {screen}"
    );
}

mod stepping {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

        /// k steps forward then k back gives the identical screen, styles included.
        #[test]
        fn forward_then_back_is_the_identity(start in 0usize..120, k in 0usize..150) {
            let mut app = app(&[&asset("lesson.txt")]);
            keys(&mut app, &vec![KeyCode::Right; start]);
            let before = draw(&app, 90, 26);
            keys(&mut app, &vec![KeyCode::Right; k]);
            keys(&mut app, &vec![KeyCode::Left; k]);
            prop_assert_eq!(draw(&app, 90, 26), before);
        }
    }
}

/// The editor draws the board bare: the search is set aside while trees change, so its
/// lizards and counters are not shown beside "no search while editing". Leaving without a
/// change takes the search back where it was.
#[test]
fn edit_mode_shows_the_bare_board_and_esc_takes_the_search_back() {
    let mut app = app(&[&asset("lesson.txt")]);
    for _ in 0..60 {
        press(&mut app, KeyCode::Right);
    }
    let (at, placed) = (app.playback.position(), app.playback.lizards());
    assert!(!placed.is_empty(), "lizards stand at event {at}");
    // At 70 x 22 the cells are one character: a lizard is its glyph.
    let lizard_at = |app: &lizards::tui::app::App, cell: lizards::board::Cell| {
        let buf = draw(app, 70, 22);
        screen::glyph(app, &buf, cell.row, cell.col).symbol() == "◆"
    };
    assert!(placed.iter().all(|&c| lizard_at(&app, c)));
    press(&mut app, KeyCode::Char('e'));
    assert!(app.playback.lizards().is_empty());
    for &cell in &placed {
        assert!(
            !lizard_at(&app, cell),
            "{cell:?}\n{}",
            text(&draw(&app, 70, 22))
        );
    }
    let counters = app.playback.counters();
    for cell in app.board.cells() {
        for line in lizards::event::Line::ALL {
            assert!(counters.get(line, cell) <= 0, "{cell:?} {line:?}");
        }
    }
    press(&mut app, KeyCode::Esc);
    assert_eq!(
        (app.playback.position(), app.playback.lizards()),
        (at, placed)
    );
}

/// The title says p as the narration does, its digits grouped the language's way.
#[test]
fn the_title_groups_the_digits_of_p() {
    let app = app(&["--n", "40", "--p", "1234", "--bound", "segments"]);
    let screen = text(&draw(&app, 100, 30));
    let title = screen.lines().next().unwrap_or_default();
    assert!(title.contains("p = 1,234"), "{title}");
    let french = app_in("fr", &["--n", "40", "--p", "1234", "--bound", "segments"]);
    let title = text(&draw(&french, 100, 30));
    let title = title.lines().next().unwrap_or_default();
    // French groups with a narrow no-break space.
    assert!(title.contains("p = 1\u{202f}234"), "{title}");
}

fn app_in(lang: &str, args: &[&str]) -> App {
    let mut all = args.to_vec();
    all.extend(["--lang", lang]);
    app(&all)
}

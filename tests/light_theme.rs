//! `--theme light` paints its own paper: every cell of every screen has the palette's white
//! background (or one of the fills the palette chose for the grid), and its own text colour,
//! so a dark terminal's black never shows behind the light palette's dark labels.

mod screen;

use std::collections::HashSet;

use clap::Parser;
use crossterm::event::{KeyCode, KeyModifiers};
use lizards::tui::app::App;
use lizards::tui::theme::{Glyph, Palette, Theme};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::style::{Color, Style};
use screen::{app, asset, draw, keys, press, press_with};
use unicode_width::UnicodeWidthStr;

const LIGHT: Theme = Theme {
    color: true,
    ascii: false,
    palette: Palette::Light,
};

const SIZES: [(u16, u16); 4] = [(80, 24), (120, 40), (200, 60), (40, 12)];

/// The backgrounds a light screen may show: its paper, and the fills of tiles (on the lines
/// through the cursor or not) and of compact cells on those lines.
fn backgrounds(theme: &Theme) -> HashSet<Color> {
    let (paper, _) = theme.paper().expect("the light palette paints paper");
    let mut allowed: HashSet<Color> = [
        Glyph::Empty,
        Glyph::Attacked,
        Glyph::Tree,
        Glyph::Lizard,
        Glyph::Rejected,
        Glyph::Unmarked,
    ]
    .iter()
    .flat_map(|&g| {
        [
            theme.tile(g, Style::default()).bg,
            theme.tile_on_line(g, Style::default()).bg,
        ]
    })
    .flatten()
    .collect();
    allowed.extend(theme.on_line(Style::default()).bg);
    allowed.insert(paper);
    allowed
}

/// Every cell painted: a background from `allowed`, a text colour of the palette's own.
fn assert_painted(buf: &Buffer, what: &str) {
    let allowed = backgrounds(&LIGHT);
    let (paper, _) = LIGHT.paper().unwrap();
    let mut on_paper = 0;
    let mut covered = false;
    for (i, cell) in buf.content.iter().enumerate() {
        let (x, y) = (i as u16 % buf.area.width, i as u16 / buf.area.width);
        // The cell a double-width character covers (中文 in the help) is drawn by that
        // character: the terminal is sent nothing for it.
        if std::mem::replace(&mut covered, cell.symbol().width() > 1) {
            continue;
        }
        assert!(
            allowed.contains(&cell.bg),
            "{what}: ({x}, {y}) {:?} on {:?}",
            cell.symbol(),
            cell.bg
        );
        assert_ne!(
            cell.fg,
            Color::Reset,
            "{what}: ({x}, {y}) {:?}",
            cell.symbol()
        );
        on_paper += usize::from(cell.bg == paper);
    }
    // The paper is the screen's background, not a cell here and there.
    assert!(
        on_paper * 2 > buf.content.len(),
        "{what}: {on_paper} on paper"
    );
}

fn light_app(args: &[&str]) -> App {
    let mut app = app(args);
    app.theme = LIGHT;
    app
}

#[test]
fn the_paper_is_white_and_the_ink_dark() {
    let (paper, ink) = LIGHT.paper().unwrap();
    assert_eq!(
        (paper, ink),
        (Color::Rgb(255, 255, 255), Color::Rgb(30, 30, 30))
    );
    // The dark palette keeps the terminal's own background; no colour means none at all.
    assert_eq!(
        Theme {
            palette: Palette::Dark,
            ..LIGHT
        }
        .paper(),
        None
    );
    assert_eq!(
        Theme {
            color: false,
            ..LIGHT
        }
        .paper(),
        None
    );
}

#[test]
fn every_screen_of_the_app_is_on_its_own_paper() {
    let mut app = light_app(&[&asset("lesson.txt")]);
    for (w, h) in SIZES {
        assert_painted(&draw(&app, w, h), &format!("opening {w} x {h}"));
    }
    // A solution on the grid: lizards, attacked cells, the cursor and its lines.
    press(&mut app, KeyCode::Char('n'));
    for (w, h) in SIZES {
        assert_painted(&draw(&app, w, h), &format!("solution {w} x {h}"));
    }
    press(&mut app, KeyCode::Char('?'));
    for (w, h) in SIZES {
        assert_painted(&draw(&app, w, h), &format!("help {w} x {h}"));
    }
    keys(
        &mut app,
        &[KeyCode::Esc, KeyCode::Char('e'), KeyCode::Char('t')],
    );
    for (w, h) in SIZES {
        assert_painted(&draw(&app, w, h), &format!("editing {w} x {h}"));
    }
    press_with(&mut app, KeyCode::Char('c'), KeyModifiers::CONTROL);
    for (w, h) in SIZES {
        assert_painted(&draw(&app, w, h), &format!("quit question {w} x {h}"));
    }
}

#[test]
fn t_paints_the_paper_and_takes_it_away_again() {
    let mut app = app(&["--theme", "dark", &asset("lesson.txt")]);
    press(&mut app, KeyCode::Char('t'));
    assert_eq!(app.theme.palette, Palette::Light);
    assert_painted(&draw(&app, 100, 30), "after t");
    press(&mut app, KeyCode::Char('t'));
    let dark = draw(&app, 100, 30);
    assert!(dark.content.iter().any(|c| c.bg == Color::Reset));
}

#[test]
fn a_race_is_on_the_same_paper() {
    let cli = lizards::cli::Cli::parse_from(["lizards", "race", "--queens", "6"]);
    let Some(lizards::cli::Command::Race(args)) = cli.command else {
        panic!("not a race");
    };
    let mut race = lizards::tui::build_race(&(&args).into()).unwrap();
    for side in &mut race.sides {
        side.theme = LIGHT;
    }
    for (w, h) in SIZES {
        let mut terminal = Terminal::new(TestBackend::new(w, h)).unwrap();
        terminal
            .draw(|frame| lizards::tui::draw_screen(frame, &race, true))
            .unwrap();
        assert_painted(terminal.backend().buffer(), &format!("race {w} x {h}"));
    }
}

/// The compact cursor on a free cell (its dot's colour reversed) stands out from the white
/// paper and from the dot it holds by 3:1 at least, as the tiles do: at #969696 it was
/// 2.9:1, the weakest mark on a projector.
#[test]
fn the_compact_cursor_on_a_free_cell_keeps_its_contrast() {
    use lizards::tui::contrast::{Rgb, ratio};
    let mut app = light_app(&[&asset("lesson.txt")]);
    app.compact = true;
    press(&mut app, KeyCode::Right);
    let cursor = app.playback.cursor().expect("the scan enters a cell");
    assert!(!app.playback.is_lizard(cursor) && !app.playback.board().is_tree(cursor));
    let buf = draw(&app, 80, 24);
    let cell = screen::glyph(&app, &buf, cursor.row, cursor.col);
    assert!(cell.modifier.contains(ratatui::style::Modifier::REVERSED));
    let colour = |c: Color| match c {
        Color::Rgb(r, g, b) => Rgb(r, g, b),
        other => panic!("not a colour of the light palette: {other:?}"),
    };
    // Reversed: the glyph's colour is the ground, the paper's the dot.
    let (ground, dot) = (colour(cell.fg), colour(cell.bg));
    let paper = Rgb(255, 255, 255);
    assert!(ratio(ground, paper) >= 3.0, "{}", ratio(ground, paper));
    assert!(ratio(ground, dot) >= 3.0, "{}", ratio(ground, dot));
}

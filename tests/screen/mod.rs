//! Helpers for driving the app through `TestBackend` with real key events.
#![allow(dead_code)]

use clap::Parser;
use crossterm::event::{Event as TermEvent, KeyCode, KeyEvent, KeyModifiers};
use lizards::tui::app::App;
use lizards::tui::theme::{Palette, Theme};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;

pub fn asset(name: &str) -> String {
    format!("{}/assets/{name}", env!("CARGO_MANIFEST_DIR"))
}

/// The colour theme tests draw with, whatever the environment says.
pub const COLOUR: Theme = Theme {
    color: true,
    ascii: false,
    palette: Palette::Dark,
};

/// The app as `lizards ARGS...` builds it, with the whole search received, paused.
pub fn app(args: &[&str]) -> App {
    let mut app = app_live(args);
    app.wait_for_solver();
    app
}

/// The app as built, the solver still running.
pub fn app_live(args: &[&str]) -> App {
    // English unless the test asks: the environment's language must not change a snapshot.
    let lang: &[&str] = if args.contains(&"--lang") {
        &[]
    } else {
        &["--lang", "en"]
    };
    let cli = lizards::cli::Cli::parse_from(
        std::iter::once("lizards").chain(args.iter().chain(lang).copied()),
    );
    let mut app = lizards::tui::build(&(&cli.app).into()).unwrap();
    app.theme = COLOUR;
    app
}

pub fn press(app: &mut App, code: KeyCode) {
    press_with(app, code, KeyModifiers::NONE);
}

pub fn press_with(app: &mut App, code: KeyCode, modifiers: KeyModifiers) {
    app.handle(&TermEvent::Key(KeyEvent::new(code, modifiers)));
}

pub fn keys(app: &mut App, codes: &[KeyCode]) {
    for &c in codes {
        press(app, c);
    }
}

pub fn draw(app: &App, w: u16, h: u16) -> Buffer {
    let mut terminal = Terminal::new(TestBackend::new(w, h)).unwrap();
    terminal.draw(|f| f.render_widget(app, f.area())).unwrap();
    terminal.backend().buffer().clone()
}

pub fn text(buf: &Buffer) -> String {
    let w = buf.area.width as usize;
    buf.content
        .chunks(w)
        .map(|row| {
            row.iter()
                .map(|c| c.symbol())
                .collect::<String>()
                .trim_end()
                .to_string()
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The screen's text with line breaks (and the spaces around them) folded into one space, so
/// a wrapped sentence reads whole.
pub fn flat(buf: &Buffer) -> String {
    text(buf).split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Where `symbol` first stands in the buffer.
pub fn find(buf: &Buffer, symbol: &str) -> Option<(u16, u16)> {
    let w = buf.area.width;
    buf.content
        .iter()
        .position(|c| c.symbol() == symbol)
        .map(|i| (i as u16 % w, i as u16 / w))
}

/// The buffer cell holding the glyph of board cell (row, col), as last drawn.
pub fn glyph<'a>(app: &App, buf: &'a Buffer, row: u32, col: u32) -> &'a ratatui::buffer::Cell {
    let (x, y) = app
        .geometry
        .get()
        .glyph_position(lizards::board::Cell::new(row, col))
        .expect("the cell is in view");
    &buf[(x, y)]
}

/// The characters of board cell (row, col)'s tile, row by row, as last drawn.
pub fn tile(app: &App, buf: &Buffer, row: u32, col: u32) -> Vec<String> {
    let g = app.geometry.get();
    let (w, h) = g.tile();
    let x = g.x + (col - g.first_col) as u16 * g.cell_width;
    let y = g.y + (row - g.first_row) as u16 * g.cell_height;
    (y..y + h)
        .map(|y| (x..x + w).map(|x| buf[(x, y)].symbol()).collect())
        .collect()
}

/// The screen as a class reads it: a double-width character and the cell it covers are one.
pub fn read(buf: &Buffer) -> String {
    use unicode_width::UnicodeWidthStr;
    let w = buf.area.width as usize;
    buf.content
        .chunks(w)
        .map(|row| {
            let mut line = String::new();
            let mut covered = 0;
            for cell in row {
                if covered > 0 {
                    covered -= 1;
                    continue;
                }
                line.push_str(cell.symbol());
                covered = cell.symbol().width().saturating_sub(1);
            }
            line.trim_end().to_string()
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Plays to the end of what the stream (or the search) holds, for at most ten seconds.
pub fn play_out(app: &mut App) {
    use std::time::{Duration, Instant};
    press(app, KeyCode::End);
    let start = Instant::now();
    while start.elapsed() < Duration::from_secs(10) && (app.seek.is_some() || !app.search_over()) {
        app.tick(Instant::now());
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// Writes, in `dir`, a stream whose fifth event places a lizard the lizard at (3, 1) sees
/// along the anti-diagonal (the tree at (1, 1) stands elsewhere); returns its path.
pub fn buggy_stream(dir: &std::path::Path) -> std::path::PathBuf {
    let stream = dir.join("buggy.jsonl");
    std::fs::write(
        &stream,
        [
            r#"{"lizards": 1, "n": 4, "p": 2, "trees": [[1, 1]], "algo": "mine"}"#,
            r#"{"event": "place", "row": 0, "col": 0}"#,
            r#"{"event": "place", "row": 2, "col": 2}"#,
            r#"{"event": "remove", "row": 2, "col": 2}"#,
            r#"{"event": "place", "row": 3, "col": 1}"#,
            r#"{"event": "place", "row": 1, "col": 3}"#,
            r#"{"event": "solution"}"#,
        ]
        .join("\n"),
    )
    .unwrap();
    stream
}

/// `lizards race ARGS...` as the command line builds it.
pub fn race_of(args: &[&str]) -> lizards::tui::race::Race {
    let cli = lizards::cli::Cli::parse_from(["lizards", "race"].iter().chain(args).copied());
    let Some(lizards::cli::Command::Race(args)) = cli.command else {
        panic!("not a race");
    };
    lizards::tui::build_race(&(&args).into()).unwrap()
}

/// `End` in a race, then its ticks until both sides are over and the closing table's work
/// is measured.
pub fn finish_race(race: &mut lizards::tui::race::Race) {
    race.handle(&TermEvent::Key(KeyEvent::new(
        KeyCode::End,
        KeyModifiers::NONE,
    )));
    while !race.over() {
        race.tick(std::time::Instant::now());
    }
    race.wait_for_results();
}

/// A race drawn on a `w` x `h` test terminal.
pub fn draw_race(race: &lizards::tui::race::Race, w: u16, h: u16) -> Buffer {
    let mut terminal = Terminal::new(TestBackend::new(w, h)).unwrap();
    terminal.draw(|f| f.render_widget(race, f.area())).unwrap();
    terminal.backend().buffer().clone()
}

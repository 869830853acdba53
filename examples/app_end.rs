//! The app's `End`, headless, as the event loop plays it: press `End`, then tick, draw and
//! wait a frame for keys, until the search is over. Prints the time from the key to the end.
//!
//! `cargo run --release --example app_end -- [N]` (default 12: every solution of 12 queens,
//! the app's own search, `lizards --n 12`).

use std::time::Instant;

use clap::Parser;
use crossterm::event::{Event as TermEvent, KeyCode, KeyEvent, KeyModifiers};
use ratatui::Terminal;
use ratatui::backend::TestBackend;

fn main() -> anyhow::Result<()> {
    let n = std::env::args().nth(1).unwrap_or_else(|| "12".into());
    let cli = lizards::cli::Cli::try_parse_from(["lizards", "--n", &n])?;
    let mut app = lizards::tui::build(&(&cli.app).into())?;
    let mut terminal = Terminal::new(TestBackend::new(200, 60))?;
    let start = Instant::now();
    app.handle(&TermEvent::Key(KeyEvent::new(
        KeyCode::End,
        KeyModifiers::NONE,
    )));
    let mut frames = 0u64;
    while !app.search_over() {
        if app.tick(Instant::now()) {
            terminal.draw(|f| f.render_widget(&app, f.area()))?;
        }
        frames += 1;
        std::thread::sleep(lizards::tui::FRAME);
    }
    let took = start.elapsed();
    println!(
        "app End, {n} queens: {:.2} s, {frames} frames, {} events",
        took.as_secs_f64(),
        app.playback.position()
    );
    Ok(())
}

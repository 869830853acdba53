//! The app's travels past the history kept, headless: `End` on a long search, then `Home`, then
//! `g` to an event older than the history kept, and back near the start. Prints how long each
//! took; run it under `/usr/bin/time -v` for the peak memory.
//!
//! `cargo run --release --example app_goto -- [N] [EVENT]` (default 12 queens, `lizards --n 12`,
//! and event 16,000,000).

use std::time::Instant;

use clap::Parser;
use crossterm::event::{Event as TermEvent, KeyCode, KeyEvent, KeyModifiers};
use lizards::tui::app::App;

fn press(app: &mut App, code: KeyCode) {
    app.handle(&TermEvent::Key(KeyEvent::new(code, KeyModifiers::NONE)));
}

/// Presses `keys` and ticks until the seek they start is over; the seconds it took.
fn timed(app: &mut App, keys: &[KeyCode]) -> f64 {
    let start = Instant::now();
    for &k in keys {
        press(app, k);
    }
    while app.seek.is_some() {
        app.tick(Instant::now());
    }
    start.elapsed().as_secs_f64()
}

fn main() -> anyhow::Result<()> {
    let n = std::env::args().nth(1).unwrap_or_else(|| "12".into());
    let event = std::env::args().nth(2).unwrap_or_else(|| "16000000".into());
    let cli = lizards::cli::Cli::try_parse_from(["lizards", "--n", &n])?;
    let mut app = lizards::tui::build(&(&cli.app).into())?;
    let go = |to: &str| {
        std::iter::once(KeyCode::Char('g'))
            .chain(to.chars().map(KeyCode::Char))
            .chain([KeyCode::Enter])
            .collect::<Vec<_>>()
    };
    let took = timed(&mut app, &[KeyCode::End]);
    let (end, kept) = (app.playback.position(), app.playback.history_start());
    println!("End: event {end} in {took:.2} s (history kept from event {kept})");
    let took = timed(&mut app, &[KeyCode::Home]);
    println!("Home: event {} in {took:.3} s", app.playback.position());
    let took = timed(&mut app, &[KeyCode::End]);
    println!(
        "End again: event {} in {took:.2} s",
        app.playback.position()
    );
    let took = timed(&mut app, &go(&event));
    println!(
        "g {event}: event {} in {took:.2} s",
        app.playback.position()
    );
    let took = timed(&mut app, &go("100"));
    println!("g 100: event {} in {took:.3} s", app.playback.position());
    Ok(())
}

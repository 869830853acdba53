//! `End` in a race, headless, as the event loop plays it: press `End`, then tick, draw the
//! two grids and wait a frame for keys, until both searches are over. Prints the time from
//! the key to the end and the events each side played.
//!
//! `cargo run --release --example race_end -- [N] [PACE]` (default: 28 work, the README's
//! `lizards race --queens 28 --algo backtrack,backjump-safe --by work`).

use std::time::Instant;

use clap::Parser;
use crossterm::event::{Event as TermEvent, KeyCode, KeyEvent, KeyModifiers};
use ratatui::Terminal;
use ratatui::backend::TestBackend;

fn main() -> anyhow::Result<()> {
    let mut args = std::env::args().skip(1);
    let n = args.next().unwrap_or_else(|| "28".into());
    let pace = args.next().unwrap_or_else(|| "work".into());
    let cli = lizards::cli::Cli::try_parse_from([
        "lizards",
        "race",
        "--queens",
        &n,
        "--algo",
        "backtrack,backjump-safe",
        "--by",
        &pace,
    ])?;
    let Some(lizards::cli::Command::Race(race_args)) = cli.command else {
        anyhow::bail!("not a race");
    };
    let mut race = lizards::tui::build_race(&(&race_args).into())?;
    let mut terminal = Terminal::new(TestBackend::new(200, 60))?;
    let start = Instant::now();
    race.handle(&TermEvent::Key(KeyEvent::new(
        KeyCode::End,
        KeyModifiers::NONE,
    )));
    let mut frames = 0u64;
    while !race.over() {
        if race.tick(Instant::now()) {
            terminal.draw(|f| f.render_widget(&race, f.area()))?;
        }
        frames += 1;
        std::thread::sleep(lizards::tui::FRAME);
    }
    let took = start.elapsed();
    let events: Vec<u64> = race.sides.iter().map(|s| s.playback.position()).collect();
    println!(
        "race End, {n} queens by {pace}: {:.2} s, {frames} frames, events {events:?}",
        took.as_secs_f64()
    );
    Ok(())
}

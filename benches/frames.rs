//! What a frame of the app costs on the largest boards a class will project: drawing a
//! 64 x 64 nursery mid-search, playing events at unlimited speed (a tick plays for at most
//! 12 ms, so keys never wait longer than that and a frame), and `End` on boards with many
//! solutions (the goal: a million events a second or more).

use std::time::Instant;

use clap::Parser;
use crossterm::event::{Event as TermEvent, KeyCode, KeyEvent, KeyModifiers};
use lizards::tui::app::App;
use ratatui::Terminal;
use ratatui::backend::TestBackend;

fn main() {
    divan::main();
}

/// A 64 x 64 board with trees, playing at unlimited speed, 200,000 events into its search.
fn busy_app() -> App {
    let cli = lizards::cli::Cli::parse_from([
        "lizards", "--n", "64", "--trees", "0.1", "--speed", "max", "--play",
    ]);
    let mut app = lizards::tui::build(&(&cli.app).into()).expect("a random board");
    assert!(app.playing, "--play: the app opens paused otherwise");
    while app.playback.position() < 200_000 {
        app.tick(Instant::now());
        std::thread::sleep(std::time::Duration::from_millis(1));
    }
    app
}

#[divan::bench(sample_count = 50)]
fn draw_64(bencher: divan::Bencher) {
    let app = busy_app();
    let mut terminal = Terminal::new(TestBackend::new(200, 75)).unwrap();
    bencher.bench_local(|| {
        terminal.draw(|f| f.render_widget(&app, f.area())).unwrap();
    });
}

/// Unlimited speed: the time to play 100,000 events through the solver's channel, ticking as
/// the event loop does (so events per second = 100,000 / the time shown).
#[divan::bench(sample_count = 10)]
fn play_100k_events_unlimited(bencher: divan::Bencher) {
    let mut app = busy_app();
    bencher.bench_local(|| {
        let target = app.playback.position() + 100_000;
        while app.playback.position() < target {
            app.tick(Instant::now());
        }
    });
}

/// The boards where `End` once crawled: many solutions, each once sent in a batch of its own.
fn end_app(board: &str) -> Option<App> {
    let args: Vec<String> = match board {
        "random 30 x 30" => ["--n", "30", "--p", "30", "--trees", "0.1", "--seed", "1"]
            .map(String::from)
            .to_vec(),
        _ => {
            let file = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("../shared/peer-cases/edorado93__Save-The-Lizards/b0f03bc/input.txt");
            if !file.exists() {
                return None;
            }
            vec![file.display().to_string()]
        }
    };
    let cli = lizards::cli::Cli::parse_from(std::iter::once("lizards".to_string()).chain(args));
    lizards::tui::build(&(&cli.app).into()).ok()
}

/// `End` from the first solution on (where solutions come thick and fast): the time to play
/// 1,000,000 events as the event loop does, a tick then a frame's wait for keys (so events
/// per second = 1,000,000 / the time shown).
#[divan::bench(args = ["random 30 x 30", "1000 x 1000 file"], sample_count = 5)]
fn end_1m_events(bencher: divan::Bencher, board: &str) {
    let Some(mut app) = end_app(board) else {
        eprintln!("{board}: peer cases not found, skipped");
        return;
    };
    let key = |code| TermEvent::Key(KeyEvent::new(code, KeyModifiers::NONE));
    app.handle(&key(KeyCode::Char('n')));
    while app.seek.is_some() {
        app.tick(Instant::now());
    }
    assert!(
        app.playback.tally().solutions > 0,
        "{board}: no solution to start from"
    );
    let end = key(KeyCode::End);
    bencher.bench_local(|| {
        let target = app.playback.position() + 1_000_000;
        app.handle(&end);
        while app.playback.position() < target && !app.search_over() {
            app.tick(Instant::now());
            std::thread::sleep(lizards::tui::FRAME);
        }
    });
}

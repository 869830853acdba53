//! What a frame of the app costs on the largest boards a class will project: drawing a
//! 64 x 64 nursery mid-search, and playing events at unlimited speed (a tick plays for at most
//! 12 ms, so keys never wait longer than that and a frame).

use std::time::Instant;

use clap::Parser;
use lizards::tui::app::App;
use ratatui::Terminal;
use ratatui::backend::TestBackend;

fn main() {
    divan::main();
}

/// A 64 x 64 board with trees, playing at unlimited speed, 200,000 events into its search.
fn busy_app() -> App {
    let cli =
        lizards::cli::Cli::parse_from(["lizards", "--n", "64", "--trees", "0.1", "--speed", "max"]);
    let mut app = lizards::tui::build(&cli.app).expect("a random board");
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

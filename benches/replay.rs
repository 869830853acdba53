//! Reading someone's stream: `replay --check` of ten million events (the promise: under 5 s),
//! and the app playing a replayed stream at `max` speed (the promise: a million events a
//! second or more, reading, refereeing and playing). The streams are `trace`'s JSON Lines of
//! every solution of 16 queens by backtracking, written once to a temporary file.
//!
//! `cargo bench --bench replay`; events per second = the events / the time. On two shared
//! cores: the check 3.2 to 3.5 s (about 3 M events/s), the app 0.70 to 0.81 s for two million
//! (2.5 to 2.9 M events/s).

use std::io::BufWriter;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, Instant};

use lizards::board::Board;
use lizards::protocol::Header;
use lizards::solve::backtrack::{Goal, Options, Pruning};
use lizards::solve::{self, Algorithm, Settings};
use lizards::trace::JsonLines;

fn main() {
    divan::main();
}

const CHECKED: u64 = 10_000_000;
const PLAYED: u64 = 2_000_000;

/// A stream of `events` events of 16 queens, in a file that lives as long as the directory.
fn stream(dir: &Path, events: u64) -> PathBuf {
    let path = dir.join(format!("queens-{events}.jsonl"));
    let board = Board::empty(16);
    let file = std::fs::File::create(&path).unwrap();
    let mut sink = JsonLines::new(BufWriter::with_capacity(1 << 20, file), Some(events));
    sink.header(&Header::new(&board, 16, Algorithm::Backtrack.name()));
    let settings = Settings::from(Options {
        goal: Goal::All { limit: None },
        bound: Pruning::Seed,
        ..Options::default()
    });
    solve::run(Algorithm::Backtrack, &board, 16, settings, &mut sink);
    assert_eq!(sink.written(), events);
    sink.finish().unwrap();
    path
}

/// `lizards replay --check FILE` of ten million events, as the command runs it.
#[divan::bench(sample_count = 3)]
fn check_ten_million(bencher: divan::Bencher) {
    let dir = tempfile::tempdir().unwrap();
    let path = stream(dir.path(), CHECKED);
    bencher.bench_local(|| {
        let code = lizards::cli::replay::check(&path, None, Duration::from_secs(10)).unwrap();
        assert_eq!(code, ExitCode::SUCCESS);
    });
}

/// The app on a replayed stream of two million events, playing at `max` until the end, as
/// the event loop ticks it.
#[divan::bench(sample_count = 3)]
fn app_plays_two_million_at_max(bencher: divan::Bencher) {
    let dir = tempfile::tempdir().unwrap();
    let path = stream(dir.path(), PLAYED);
    bencher
        .with_inputs(|| {
            lizards::tui::build(&lizards::tui::Options {
                replay: Some(path.clone()),
                speed: 0,
                play: true,
                ..Default::default()
            })
            .unwrap()
        })
        .bench_local_values(|mut app| {
            while !app.search_over() {
                app.tick(Instant::now());
            }
            assert_eq!(app.playback.position(), PLAYED);
            app
        });
}

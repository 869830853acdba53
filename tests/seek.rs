//! A seek (`End`, `n`, `Home`) applies its events through a leaner path than `→` and `←`:
//! what the board shows (counters, the scan front, who sees whom) is settled once, when the
//! seek stops. What it lands on is what stepping there draws, and a race's `End` plays each
//! side through that same lean path.

mod screen;

use std::time::{Duration, Instant};

use clap::Parser;
use crossterm::event::{Event as TermEvent, KeyCode, KeyEvent, KeyModifiers};
use lizards::tui::app::App;
use screen::{app, draw, press};

/// The screen, with the clock's figures (time searched, events/s) that differ between two
/// runs taken out.
fn frame(app: &mut App) -> ratatui::buffer::Buffer {
    app.search_time = Duration::ZERO;
    app.rate = 0.0;
    draw(app, 200, 60)
}

fn seek(app: &mut App, key: KeyCode) {
    press(app, key);
    while app.seek.is_some() {
        app.tick(Instant::now());
    }
}

#[test]
fn seeking_draws_what_stepping_draws() {
    for args in [
        &["--n", "7", "--trees", "0.2", "--seed", "3"][..],
        &["--n", "6", "--algo", "backjump-safe"],
        &["--n", "6", "--algo", "queens"],
        &[
            "--n", "5", "--p", "4", "--trees", "0.2", "--seed", "5", "--algo", "bfs",
        ],
        &["--n", "8", "--trees", "0.1", "--algo", "sa"],
    ] {
        let (mut seeking, mut stepping) = (app(args), app(args));
        for key in [KeyCode::Char('n'), KeyCode::End] {
            seek(&mut seeking, key);
            while stepping.playback.position() < seeking.playback.position() {
                press(&mut stepping, KeyCode::Right);
            }
            assert_eq!(
                frame(&mut seeking),
                frame(&mut stepping),
                "{args:?}, {key:?} at event {}",
                seeking.playback.position()
            );
        }
        seek(&mut seeking, KeyCode::Home);
        while stepping.playback.position() > 0 {
            press(&mut stepping, KeyCode::Left);
        }
        assert_eq!(frame(&mut seeking), frame(&mut stepping), "{args:?}, Home");
        // Three seeks over events received long ago: a settle each (and annealing's playback
        // settles once as it opens, its scan front at the end).
        assert!(
            seeking.playback.settles() <= 4,
            "{args:?}: seeks settle once, not once an event"
        );
    }
}

#[test]
fn a_race_runs_to_its_end_as_the_app_seeks() {
    let cli = lizards::cli::Cli::parse_from([
        "lizards",
        "race",
        "--queens",
        "14",
        "--algo",
        "backtrack,backjump-safe",
        "--by",
        "work",
    ]);
    let Some(lizards::cli::Command::Race(args)) = cli.command else {
        panic!("not a race");
    };
    let mut race = lizards::tui::build_race(&(&args).into()).unwrap();
    race.handle(&TermEvent::Key(KeyEvent::new(
        KeyCode::End,
        KeyModifiers::NONE,
    )));
    while !race.over() {
        race.tick(Instant::now());
    }
    for side in &race.sides {
        let pb = &side.playback;
        assert!(pb.position() > 10_000, "a search long enough to tell");
        // The app's `End` settles once per batch the solver sends (4,096 events), or less.
        assert!(
            pb.settles() * 1_000 < pb.position(),
            "{}: {} settles for {} events",
            side.algorithm,
            pb.settles(),
            pb.position()
        );
    }
}

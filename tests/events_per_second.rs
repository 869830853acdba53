//! The statistics' events/s figure says what plays: with the app's clock driven by the test,
//! frame by frame as the event loop drives it, the figure reads the speed chosen once a second
//! or two has played, every frame after, and 0 once paused.

mod screen;

use std::time::{Duration, Instant};

use crossterm::event::KeyCode;
use screen::{app, draw, press, text};

/// The frame the event loop waits while playing.
const FRAME: Duration = Duration::from_millis(16);

/// The events/s figure on screen.
fn figure(app: &lizards::tui::app::App) -> String {
    let screen = text(&draw(app, 120, 40));
    let line = screen
        .lines()
        .find(|l| l.contains("events/s"))
        .expect("the speed line");
    let before = line.split(" events/s").next().unwrap();
    before.rsplit(' ').next().unwrap().to_string()
}

#[test]
fn the_figure_is_the_speed_that_plays() {
    for (speed, settled) in [(1u32, 2.5), (5, 1.0), (20, 1.0), (1000, 0.5)] {
        let mut app = app(&[]);
        app.set_speed(speed);
        let mut now = Instant::now();
        app.tick(now);
        press(&mut app, KeyCode::Char(' '));
        let start = now;
        let mut wrong = Vec::new();
        while now - start < Duration::from_secs(8) {
            now += FRAME;
            app.tick(now);
            let seconds = (now - start).as_secs_f64();
            let shown = figure(&app);
            if seconds >= settled && shown != speed.to_string().replace("000", ",000") {
                wrong.push(format!("{seconds:.2} s: {shown}/s"));
            }
        }
        assert!(app.playing, "{speed}/s: the search outlasts the test");
        assert!(wrong.is_empty(), "at {speed}/s the figure read {wrong:?}");
        press(&mut app, KeyCode::Char(' '));
        now += FRAME;
        app.tick(now);
        assert_eq!(figure(&app), "0", "paused, nothing plays");
    }
}

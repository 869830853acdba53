//! Frames for slides: the `x` key writes the screen as SVG and as text, and `lizards snapshot`
//! draws a chosen event of a search headless, the same way.
//!
//! Both draw the [`App`] into a buffer of the window's size, exactly as the terminal shows it
//! (minus the recording marker, which belongs to the session, not to the lesson), then
//! convert it with [`svg`](super::svg).

use std::path::Path;
use std::time::{Duration, Instant};

use anyhow::bail;
use ratatui::buffer::Buffer;

use super::app::App;
pub use super::frame::{DEFAULT_SIZE, draw, save_screen};
use super::svg;

/// What frames of this board are called: the file's stem, or what the board is.
pub fn board_stem(app: &App) -> String {
    app.source.stem(app.board.n())
}

/// `lesson-e000042`: the board and the event shown.
pub fn frame_name(app: &App) -> String {
    super::frame::frame_name(&board_stem(app), app.playback.position())
}

/// Which events a snapshot can show.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum At {
    /// After this many events (0: the opening screen).
    Event(u64),
    /// After the last event.
    End,
}

impl std::str::FromStr for At {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s {
            "end" | "last" => Ok(At::End),
            _ => s.parse().map(At::Event).map_err(|_| {
                format!("{s:?} is not an event: give a number (0 is the opening screen) or `end`")
            }),
        }
    }
}

/// Plays the app's search to `at`, paused, and draws it: what `x` would have written there.
/// The same board, algorithm and size always give the same picture: the clock and the rate
/// stay at zero, and the events received are settled (whole batches) before drawing.
pub fn snapshot(
    app: &mut App,
    at: At,
    width: u16,
    height: u16,
    deadline: Option<Instant>,
) -> anyhow::Result<Snapshot> {
    app.set_window(width, height);
    let target = match at {
        At::Event(n) => n,
        At::End => u64::MAX,
    };
    let late = || deadline.is_some_and(|d| Instant::now() >= d);
    while app.playback.position() < target && !late() {
        let wait = deadline.map_or(Duration::from_secs(3600), |d| {
            d.saturating_duration_since(Instant::now())
        });
        if app.step_forward(wait).is_none() && (app.playback.finished() || late()) {
            break;
        }
    }
    let at_end = app.playback.finished() && app.playback.position() == app.playback.received();
    let reached = app.playback.position() >= target || at_end;
    if let At::Event(n) = at
        && reached
        && app.playback.position() < n
    {
        bail!(
            "the search ends after event {}: ask for --event {} (or --event end)",
            crate::narrate::thousands(app.playback.position()),
            app.playback.position()
        );
    }
    app.settle_until(deadline);
    Ok(Snapshot {
        buffer: draw(app, width, height),
        reached,
    })
}

/// One frame for each stop of the app's lesson plan, as the app shows it there (the caption
/// in the narration, the stop's panel and speed): a slide deck. Each is drawn as
/// [`snapshot`] draws, so the same plan always gives the same frames.
pub fn lesson_slides<E>(
    app: &mut App,
    width: u16,
    height: u16,
    mut each: impl FnMut(usize, &Buffer) -> Result<(), E>,
) -> Result<(), E> {
    app.set_window(width, height);
    let stops = app.lesson.as_ref().map_or(0, |tour| tour.len());
    // One at a time: a plan's every slide is never held at once.
    for i in 0..stops {
        app.visit_stop_now(i);
        app.settle();
        each(i, &draw(app, width, height))?;
    }
    Ok(())
}

/// `lesson-stop01`: the plan's name and the stop's number, from 1.
pub fn slide_name(plan: &Path, stop: usize) -> String {
    let stem = plan
        .file_stem()
        .map_or_else(|| "lesson".into(), |s| s.to_string_lossy().into_owned());
    format!("{stem}-stop{:02}", stop + 1)
}

/// A frame, and whether it shows the event asked for (false: the deadline came first and it
/// shows the last event reached).
pub struct Snapshot {
    pub buffer: Buffer,
    pub reached: bool,
}

/// A snapshot as the file `output` wants it: SVG, or text when its name ends in `.txt` (or
/// `.TXT`).
pub fn snapshot_contents(buf: &Buffer, app: &App, output: &Path) -> String {
    if output
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("txt"))
    {
        svg::text(buf)
    } else {
        svg::render(buf, app.theme.palette)
    }
}

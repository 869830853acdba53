//! Frames for slides: the `x` key writes the screen as SVG and as text, and `lizards snapshot`
//! draws a chosen event of a search headless, the same way.
//!
//! Both draw the [`App`] into a buffer of the window's size, exactly as the terminal shows it
//! (minus the recording marker, which belongs to the session, not to the lesson), then
//! convert it with [`svg`](super::svg).

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use anyhow::bail;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

use super::app::{App, Source};
use super::race::Race;
use super::svg;
use super::theme::Palette;

/// The window size a frame is drawn at when none is known (and `snapshot`'s default): wide
/// enough for the side panel, the shape of a slide.
pub const DEFAULT_SIZE: (u16, u16) = (100, 30);

/// A screen as the terminal shows it, drawn into a `width` x `height` buffer.
pub fn draw<S>(screen: &S, width: u16, height: u16) -> Buffer
where
    for<'a> &'a S: Widget,
{
    let mut buf = Buffer::empty(Rect::new(0, 0, width, height));
    screen.render(buf.area, &mut buf);
    buf
}

/// Saves a screen for slides (the `x` key) in `dir`, as `name`; what the footer then says.
pub fn save_screen<S>(
    screen: &S,
    window: (u16, u16),
    name: &str,
    palette: Palette,
    dir: &Path,
) -> String
where
    for<'a> &'a S: Widget,
{
    let (w, h) = match window {
        (u16::MAX, u16::MAX) => DEFAULT_SIZE,
        size => size,
    };
    let buf = draw(screen, w, h);
    match write_frame(&buf, name, palette, dir) {
        Ok(path) => crate::t!(
            "status-frame-saved",
            path = path
                .strip_prefix(".")
                .unwrap_or(&path)
                .display()
                .to_string()
        ),
        Err(e) => crate::t!("status-frame-not-saved", error = e.to_string()),
    }
}

/// What frames of this board are called: the file's stem, or what the board is.
pub fn board_stem(app: &App) -> String {
    let n = app.board.n();
    match &app.source {
        Source::File(path) | Source::Replay(path) => path
            .file_stem()
            .map_or_else(|| "board".into(), |s| s.to_string_lossy().into_owned()),
        Source::Demo => "demo".into(),
        Source::Empty => format!("empty-{n}"),
        Source::Random { seed } => format!("random-{n}-seed{seed}"),
        Source::Stdin => "stdin".into(),
    }
}

/// `lesson-e000042`: the board and the event shown.
pub fn frame_name(app: &App) -> String {
    format!("{}-e{:06}", board_stem(app), app.playback.position())
}

/// `race-lesson-e000042`: a race's frames, by the further side's event.
pub fn race_frame_name(race: &Race) -> String {
    let event = race.sides.iter().map(|s| s.playback.position()).max();
    format!(
        "race-{}-e{:06}",
        board_stem(&race.sides[0]),
        event.unwrap_or(0)
    )
}

/// Writes `buf` as `<name>.svg` and `<name>.txt` in `dir` (each atomically), adding `-2`,
/// `-3`, ... rather than replacing an earlier export. Returns the SVG's path.
fn write_frame(buf: &Buffer, name: &str, palette: Palette, dir: &Path) -> std::io::Result<PathBuf> {
    let (svg_path, text_path) = std::iter::once(name.to_owned())
        .chain((2..).map(|k| format!("{name}-{k}")))
        .map(|stem| {
            (
                dir.join(format!("{stem}.svg")),
                dir.join(format!("{stem}.txt")),
            )
        })
        .find(|(svg, txt)| !svg.exists() && !txt.exists())
        .expect("the names never run out");
    crate::atomic::write(&svg_path, svg::render(buf, palette).as_bytes())?;
    crate::atomic::write(&text_path, svg::text(buf).as_bytes())?;
    Ok(svg_path)
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
            app.playback.position(),
            app.playback.position()
        );
    }
    app.settle();
    Ok(Snapshot {
        buffer: draw(app, width, height),
        reached,
    })
}

/// A frame, and whether it shows the event asked for (false: the deadline came first and it
/// shows the last event reached).
pub struct Snapshot {
    pub buffer: Buffer,
    pub reached: bool,
}

/// A snapshot as the file `output` wants it: SVG, or text when its name ends in `.txt`.
pub fn snapshot_contents(buf: &Buffer, app: &App, output: &Path) -> String {
    if output.extension().is_some_and(|e| e == "txt") {
        svg::text(buf)
    } else {
        svg::render(buf, app.theme.palette)
    }
}

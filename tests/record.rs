//! `--record`: the session as an asciicast v2 file. The app is driven by real key events and
//! drawn through the same writer the terminal gets (ratatui's crossterm backend teed into a
//! cast); the cast is then parsed and replayed through a terminal emulator (`vt100`) at the
//! header's size, and its last screen must be the app's last drawn buffer, cell by cell: text,
//! colours, bold, underline and reverse.

mod screen;

use crossterm::event::KeyCode;
use lizards::tui::app::App;
use lizards::tui::record::{Cast, Tee};
use ratatui::backend::CrosstermBackend;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier};
use ratatui::{Terminal, TerminalOptions, Viewport};
use screen::{app, press};

type Recorded = Terminal<CrosstermBackend<Tee<std::io::Sink, Vec<u8>>>>;

fn recorded_terminal(width: u16, height: u16) -> Recorded {
    let cast = Cast::new(Vec::new(), width, height, "lizards: test").unwrap();
    on_tee(Tee::new(std::io::sink(), Some(cast)), width, height)
}

/// A terminal of this size writing to `tee`, its screen cleared as the app clears it when it
/// starts and when the window changes size (ratatui then sends "clear all").
fn on_tee(mut tee: Tee<std::io::Sink, Vec<u8>>, width: u16, height: u16) -> Recorded {
    use crossterm::terminal::{Clear, ClearType};
    crossterm::execute!(tee, Clear(ClearType::All)).unwrap();
    let viewport = Viewport::Fixed(Rect::new(0, 0, width, height));
    Terminal::with_options(CrosstermBackend::new(tee), TerminalOptions { viewport }).unwrap()
}

/// The window changes size: the cast notes it, and the screen is drawn anew.
fn resize(terminal: Recorded, width: u16, height: u16) -> Recorded {
    let mut terminal = terminal;
    let mut tee = std::mem::replace(
        terminal.backend_mut().writer_mut(),
        Tee::new(std::io::sink(), None),
    );
    tee.resized(width, height);
    on_tee(tee, width, height)
}

/// Draws the app as the event loop does (with the REC marker); the buffer drawn.
fn frame(terminal: &mut Recorded, app: &mut App) -> Buffer {
    let area = terminal.get_frame().area();
    app.set_window(area.width, area.height);
    let done = terminal
        .draw(|f| lizards::tui::draw_screen(f, &*app, true))
        .unwrap();
    done.buffer.clone()
}

/// Ends the recording: the cast's bytes.
fn finish(mut terminal: Recorded) -> Vec<u8> {
    let cast = terminal.backend_mut().writer_mut().finish();
    cast.unwrap().expect("a cast was being recorded")
}

/// A parsed cast: the header and its events.
struct Parsed {
    header: serde_json::Value,
    events: Vec<(f64, String, String)>,
}

fn parse(cast: &[u8]) -> Parsed {
    let text = std::str::from_utf8(cast).expect("a cast is UTF-8");
    let mut lines = text.lines();
    let header: serde_json::Value = serde_json::from_str(lines.next().unwrap()).unwrap();
    let events = lines
        .map(|line| {
            let v: serde_json::Value = serde_json::from_str(line).expect(line);
            let a = v.as_array().expect("an event is an array");
            assert_eq!(a.len(), 3, "{line}");
            (
                a[0].as_f64().expect("time"),
                a[1].as_str().unwrap().to_owned(),
                a[2].as_str().unwrap().to_owned(),
            )
        })
        .collect();
    Parsed { header, events }
}

/// The cast played into a terminal emulator of the header's size.
fn replay(parsed: &Parsed) -> vt100::Parser {
    let h = &parsed.header;
    let (w, ht) = (h["width"].as_u64().unwrap(), h["height"].as_u64().unwrap());
    let size = |v: u64| std::num::NonZeroU16::new(v as u16).unwrap();
    let mut vt = vt100::Parser::new(size(ht), size(w), 0);
    for (_, kind, data) in &parsed.events {
        match kind.as_str() {
            "o" => vt.process(data.as_bytes()),
            "r" => {
                let (cols, rows) = data.split_once('x').unwrap();
                vt.set_size(rows.parse().unwrap(), cols.parse().unwrap());
            }
            other => panic!("unknown event kind {other:?}"),
        }
    }
    vt
}

fn vt_colour(c: Color) -> vt100::Color {
    let named = [
        Color::Black,
        Color::Red,
        Color::Green,
        Color::Yellow,
        Color::Blue,
        Color::Magenta,
        Color::Cyan,
        Color::Gray,
        Color::DarkGray,
        Color::LightRed,
        Color::LightGreen,
        Color::LightYellow,
        Color::LightBlue,
        Color::LightMagenta,
        Color::LightCyan,
        Color::White,
    ];
    match c {
        Color::Reset => vt100::Color::Default,
        Color::Indexed(i) => vt100::Color::Idx(i),
        Color::Rgb(r, g, b) => vt100::Color::Rgb(r, g, b),
        c => vt100::Color::Idx(named.iter().position(|&n| n == c).unwrap() as u8),
    }
}

/// Every cell of the emulator's screen against the buffer; the differences, described.
fn differences(vt: &vt100::Parser, buf: &Buffer) -> Vec<String> {
    let screen = vt.screen();
    let (rows, cols) = screen.size();
    assert_eq!(
        (rows.get(), cols.get()),
        (buf.area.height, buf.area.width),
        "the replayed screen's size"
    );
    let mut out = Vec::new();
    for y in 0..buf.area.height {
        for x in 0..buf.area.width {
            let want = &buf[(x, y)];
            let Some(got) = screen.cell(y, x) else {
                out.push(format!("({x}, {y}): no cell"));
                continue;
            };
            if got.is_wide_continuation() {
                continue;
            }
            let text = if got.has_contents() {
                got.contents()
            } else {
                " "
            };
            let seen = (
                text,
                got.bold(),
                got.inverse(),
                got.fgcolor(),
                got.bgcolor(),
            );
            let drawn = (
                want.symbol(),
                want.modifier.contains(Modifier::BOLD),
                want.modifier.contains(Modifier::REVERSED),
                vt_colour(want.fg),
                vt_colour(want.bg),
            );
            if seen != drawn {
                out.push(format!("({x}, {y}): replayed {seen:?}, drawn {drawn:?}"));
            }
        }
    }
    out
}

#[test]
fn a_recorded_session_replays_to_the_last_frame_drawn() {
    let mut app = app(&["--n", "6", "--trees", "0.2", "--seed", "3", "--p", "6"]);
    let mut terminal = recorded_terminal(80, 24);
    frame(&mut terminal, &mut app);
    for key in [
        KeyCode::Right,
        KeyCode::Right,
        KeyCode::Char('n'),
        KeyCode::Tab,
        KeyCode::Char('t'), // the light palette: every colour changes
        KeyCode::Char('b'),
        KeyCode::Left,
        KeyCode::Char('?'),
        KeyCode::Esc,
        KeyCode::Char('e'),
        KeyCode::Char('t'),
        KeyCode::Down,
    ] {
        press(&mut app, key);
        frame(&mut terminal, &mut app);
    }
    // The window grows, as a projector's would: an `r` event, then a full redraw.
    let mut terminal = resize(terminal, 120, 36);
    press(&mut app, KeyCode::Right);
    let last = frame(&mut terminal, &mut app);

    let cast = finish(terminal);
    let parsed = parse(&cast);
    let h = &parsed.header;
    assert_eq!(h["version"], 2);
    assert_eq!(
        (h["width"].as_u64(), h["height"].as_u64()),
        (Some(80), Some(24))
    );
    assert!(h["timestamp"].as_u64().unwrap() > 1_600_000_000);
    assert_eq!(h["title"], "lizards: test");
    let times: Vec<f64> = parsed.events.iter().map(|e| e.0).collect();
    assert!(times.windows(2).all(|w| w[0] <= w[1]), "{times:?}");
    let resizes: Vec<&str> = parsed
        .events
        .iter()
        .filter(|e| e.1 == "r")
        .map(|e| e.2.as_str())
        .collect();
    assert_eq!(resizes, ["120x36"]);
    assert!(parsed.events.iter().filter(|e| e.1 == "o").count() >= 14);

    let vt = replay(&parsed);
    let diff = differences(&vt, &last);
    assert!(
        diff.is_empty(),
        "{} cells differ:\n{}",
        diff.len(),
        diff.join("\n")
    );
    assert!(screen::text(&last).contains("REC"), "the marker is drawn");
}

#[test]
fn the_comparison_sees_a_wrong_frame() {
    // The check above is only as good as its comparison: a frame the cast never drew differs.
    let mut app = app(&[]);
    let mut terminal = recorded_terminal(80, 24);
    frame(&mut terminal, &mut app);
    let cast = finish(terminal);
    press(&mut app, KeyCode::Right);
    let other = screen::draw(&app, 80, 24);
    assert!(!differences(&replay(&parse(&cast)), &other).is_empty());
}

#[test]
fn the_marker_leaves_the_too_small_message_whole() {
    let mut app = app(&[]);
    let mut small = recorded_terminal(40, 10);
    let shown = screen::text(&frame(&mut small, &mut app));
    assert!(shown.contains("need 64 x 18"), "{shown}");
    assert!(!shown.contains("REC"), "{shown}");
    let mut fits = recorded_terminal(64, 18);
    assert!(screen::text(&frame(&mut fits, &mut app)).contains("● REC"));
}

/// While recording, the title leaves the `● REC` marker its columns: the end of the title
/// (the quiz's score, the state) is never drawn under it, at 80 x 24 in French either.
#[test]
fn the_recording_marker_covers_nothing_of_the_title() {
    for lang in ["en", "fr"] {
        let mut app = app(&[&screen::asset("lesson.txt"), "--quiz", "--lang", lang]);
        press(&mut app, KeyCode::Right);
        press(
            &mut app,
            KeyCode::Char(if lang == "fr" { 'o' } else { 'y' }),
        );
        app.recording = true;
        let mut terminal =
            ratatui::Terminal::new(ratatui::backend::TestBackend::new(80, 24)).unwrap();
        terminal
            .draw(|frame| lizards::tui::draw_screen(frame, &app, true))
            .unwrap();
        let title: String = (0..80)
            .map(|x| terminal.backend().buffer()[(x, 0)].symbol().to_string())
            .collect();
        assert!(title.contains("REC"), "{title}");
        assert!(
            title.contains("1/1") && title.contains("quiz"),
            "{lang}: {title}"
        );
    }
}

//! Frames for slides: `x` in the app and `lizards snapshot` headless. The SVG is well-formed
//! XML, holds the screen's text on the exact cell grid (read back from the SVG itself), keeps
//! bold and reverse, is the same every time, and its snapshot is kept under review.

mod screen;

use assert_cmd::Command;
use crossterm::event::KeyCode;
use screen::{app, draw, keys, press, text};

fn lizards() -> Command {
    let mut cmd = Command::cargo_bin("lizards").unwrap();
    cmd.env_remove("NO_COLOR");
    cmd
}

fn snapshot(args: &[&str]) -> String {
    let out = lizards()
        .arg("snapshot")
        .args(args)
        .args(["-o", "-"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// The SVG's text put back on its grid (a cell is 10 x 20, baselines 15 below a row's top),
/// one line a row, trailing blanks dropped: what the SVG shows, as text.
fn text_of_svg(svg: &str) -> String {
    let doc = roxmltree::Document::parse(svg).expect("well-formed XML");
    let root = doc.root_element();
    assert_eq!(root.tag_name().name(), "svg");
    let number = |n: roxmltree::Node, a: &str| -> u32 {
        n.attribute(a)
            .unwrap_or_else(|| panic!("{a} on {n:?}"))
            .parse()
            .unwrap()
    };
    let (w, h) = (number(root, "width") / 10, number(root, "height") / 20);
    let mut grid = vec![vec![" ".to_string(); w as usize]; h as usize];
    for t in root.descendants().filter(|n| n.has_tag_name("text")) {
        let (x, y, len) = (number(t, "x"), number(t, "y"), number(t, "textLength"));
        assert_eq!(x % 10, 0, "x on the grid");
        assert_eq!((y - 15) % 20, 0, "baseline on the grid");
        assert_eq!(len % 10, 0, "whole cells");
        let content = t.text().unwrap_or("");
        let mut col = (x / 10) as usize;
        for ch in content.chars() {
            let s = ch.to_string();
            let width = unicode_width::UnicodeWidthStr::width(s.as_str()).max(1);
            grid[((y - 15) / 20) as usize][col] = s;
            col += width;
        }
        assert_eq!(
            col as u32,
            (x + len) / 10,
            "the run fills its cells exactly"
        );
    }
    grid.iter()
        .map(|row| row.concat().trim_end().to_string() + "\n")
        .collect()
}

#[test]
fn x_saves_the_screen_as_svg_and_text_named_after_board_and_event() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&[&screen::asset("lesson.txt")]);
    app.save_dir = dir.path().to_path_buf();
    app.set_window(100, 30);
    keys(&mut app, &[KeyCode::Right; 7]);
    let before = draw(&app, 100, 30);
    press(&mut app, KeyCode::Char('x'));
    let svg_path = dir.path().join("lesson-e000007.svg");
    let status = app.status.clone().unwrap_or_default();
    assert!(status.contains("lesson-e000007.svg"), "{status}");
    let svg = std::fs::read_to_string(&svg_path).unwrap();
    let txt = std::fs::read_to_string(dir.path().join("lesson-e000007.txt")).unwrap();
    // What was on screen, the status line empty as it was when x was pressed.
    assert_eq!(txt, text(&before) + "\n");
    assert_eq!(text_of_svg(&svg), txt);
    // Again: a second pair beside the first, nothing replaced.
    press(&mut app, KeyCode::Char('x'));
    assert!(dir.path().join("lesson-e000007-2.svg").exists());
    assert_eq!(std::fs::read_to_string(&svg_path).unwrap(), svg);
}

/// A frame saved while recording is the screen without the `● REC` marker: the title the
/// marker shortened (at 80 columns it drops the program's name) comes back whole.
#[test]
fn a_frame_saved_while_recording_has_the_title_without_the_marker() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&[&screen::asset("lesson.txt")]);
    app.save_dir = dir.path().to_path_buf();
    app.set_window(80, 24);
    keys(&mut app, &[KeyCode::Right; 2]);
    let plain = text(&draw(&app, 80, 24));
    app.recording = true;
    let marked = text(&draw(&app, 80, 24));
    assert_ne!(
        plain.lines().next(),
        marked.lines().next(),
        "the marker shortens the title"
    );
    press(&mut app, KeyCode::Char('x'));
    assert!(app.recording, "still recording");
    let txt = std::fs::read_to_string(dir.path().join("lesson-e000002.txt")).unwrap();
    assert_eq!(txt, plain + "\n");
}

#[test]
fn a_snapshot_is_well_formed_holds_the_frame_and_is_the_same_every_time() {
    let args = ["--event", "30", "--width", "80", "--height", "24"];
    let svg = snapshot(&args);
    assert_eq!(snapshot(&args), svg, "deterministic");
    // The text form of the same frame, read back from the SVG.
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("frame.txt");
    lizards()
        .arg("snapshot")
        .args(args)
        .arg("-o")
        .arg(&out)
        .assert()
        .success();
    let frame = std::fs::read_to_string(&out).unwrap();
    assert_eq!(text_of_svg(&svg), frame);
    assert!(frame.contains("events 30, total not known yet"), "{frame}");
    insta::assert_snapshot!("demo_event_30_80x24", svg);
}

#[test]
fn bold_and_reverse_survive_and_no_color_keeps_them() {
    let args = ["--event", "5", "--width", "80", "--height", "24"];
    for no_color in [false, true] {
        let mut cmd = lizards();
        if no_color {
            cmd.env("NO_COLOR", "1");
        }
        let out = cmd
            .arg("snapshot")
            .args(args)
            .args(["-o", "-"])
            .output()
            .unwrap();
        let svg = String::from_utf8(out.stdout).unwrap();
        let doc = roxmltree::Document::parse(&svg).unwrap();
        // The title's " lizards " is reversed and bold: a light cell behind dark bold text.
        let title = doc
            .descendants()
            .find(|n| n.has_tag_name("text") && n.text() == Some("lizards"))
            .expect("the title");
        assert_eq!(title.attribute("font-weight"), Some("bold"));
        assert_eq!(title.attribute("fill"), Some("#1e1e1e"));
        assert!(
            doc.descendants().any(|n| n.has_tag_name("rect")
                && n.attribute("x") == Some("0")
                && n.attribute("y") == Some("0")
                && n.attribute("fill") == Some("#d4d4d4")),
            "the reversed background"
        );
        let fills: std::collections::BTreeSet<&str> = doc
            .descendants()
            .filter_map(|n| n.attribute("fill"))
            .collect();
        if no_color {
            // Only the terminal's own two colours, swapped where reversed.
            assert_eq!(
                fills,
                ["#1e1e1e", "#d4d4d4"].into_iter().collect(),
                "{fills:?}"
            );
        } else {
            assert!(fills.len() > 4, "colours kept: {fills:?}");
        }
    }
}

#[test]
fn snapshot_says_what_is_wrong_with_exit_2() {
    lizards()
        .args(["snapshot", "--event", "99999999", "-o", "-"])
        .assert()
        .code(2)
        .stderr(predicates::str::contains("the search ends after event"));
    lizards()
        .args(["snapshot", "--panel", "bits", "-o", "-"])
        .assert()
        .code(2)
        .stderr(predicates::str::contains("backtrack has no bits panel"));
    lizards()
        .args(["snapshot", "--event", "soon"])
        .assert()
        .code(2)
        .stderr(predicates::str::contains("is not an event"));
    // Below the smallest window the app only says it is too small: no slide to write.
    lizards()
        .args(["snapshot", "--width", "60", "--height", "16", "-o", "-"])
        .assert()
        .code(2)
        .stdout("")
        .stderr(predicates::str::contains("a frame needs at least 64 x 18"));
    // The name says the format: `x.png` was an SVG file called x.png.
    let dir = tempfile::tempdir().unwrap();
    lizards()
        .current_dir(dir.path())
        .args(["snapshot", "-o", "frame.png"])
        .assert()
        .code(2)
        .stderr(predicates::str::contains(
            "snapshot writes a frame as SVG (.svg) or as text (.txt), not .png",
        ));
    assert!(!dir.path().join("frame.png").exists());
    // `.TXT` is text as `.txt` is.
    lizards()
        .current_dir(dir.path())
        .args(["snapshot", "--event", "3", "-o", "FRAME.TXT"])
        .assert()
        .success();
    let text = std::fs::read_to_string(dir.path().join("FRAME.TXT")).unwrap();
    assert!(!text.contains("<svg"), "{text}");
    assert!(text.contains("demo board"), "{text}");
}

#[test]
fn a_snapshot_without_a_name_is_named_as_x_names_it() {
    let dir = tempfile::tempdir().unwrap();
    lizards()
        .current_dir(dir.path())
        .args(["snapshot", "--event", "3", "--algo", "queens", "--n", "6"])
        .assert()
        .success()
        .stderr(predicates::str::contains("wrote empty-6-e000003.svg"));
    let svg = std::fs::read_to_string(dir.path().join("empty-6-e000003.svg")).unwrap();
    assert!(text_of_svg(&svg).contains("queens"));
}

#[test]
fn a_reader_that_goes_away_is_not_an_error() {
    // A large frame (far more than a pipe holds), read by nobody: `| true` closes at once.
    let script = format!(
        "set -o pipefail; {} snapshot --event 5 --width 300 --height 200 -o - | true",
        env!("CARGO_BIN_EXE_lizards")
    );
    let out = std::process::Command::new("bash")
        .args(["-c", &script])
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{:?}: {stderr}", out.status);
    assert!(!stderr.contains("error"), "{stderr}");
}

/// Annealing in the app and in `snapshot` is bounded by moves, not by the clock, so the frame
/// at its end is the same on every run, however busy the machine.
#[test]
fn a_snapshot_of_annealing_at_its_end_is_the_same_every_time() {
    let args = [
        "--n", "12", "--p", "30", "--trees", "0.2", "--algo", "sa", "--event", "end", "--width",
        "120", "--height", "40",
    ];
    let first = snapshot(&args);
    // Annealing does not place all thirty within its moves: it gives up, and the title says so.
    assert!(first.contains("gave up, undecided"), "{first}");
    assert_eq!(first, snapshot(&args));
}

/// A snapshot's budget holds while it waits for the search's events: past its deadline it
/// takes what has arrived and waits for no more batches (annealing placing 300,000 lizards on
/// a 2000 x 2000 board sends one every 50 ms: a second past a budget of 0.3 s).
#[test]
fn settling_waits_for_no_batch_past_the_deadline() {
    let mut waited = screen::app_live(&[&screen::asset("lesson.txt")]);
    waited.settle();
    let mut cut = screen::app_live(&[&screen::asset("lesson.txt")]);
    cut.settle_until(Some(std::time::Instant::now()));
    assert!(
        cut.playback.received() < waited.playback.received(),
        "cut {} waited {}",
        cut.playback.received(),
        waited.playback.received()
    );
    let mut later = screen::app_live(&[&screen::asset("lesson.txt")]);
    later.settle_until(Some(
        std::time::Instant::now() + std::time::Duration::from_secs(60),
    ));
    assert_eq!(later.playback.received(), waited.playback.received());
}

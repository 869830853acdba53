//! `--ascii` draws ASCII only, everywhere: every panel of every algorithm at three window
//! sizes and several moments of the search, the help, and the race screens.

mod screen;

use std::time::Instant;

use clap::Parser;
use crossterm::event::{Event as TermEvent, KeyCode, KeyEvent, KeyModifiers};
use lizards::tui::app::App;
use lizards::tui::theme::Theme;
use ratatui::buffer::Buffer;
use screen::{COLOUR, draw, press, text};

const ASCII: Theme = Theme {
    ascii: true,
    ..COLOUR
};

const SIZES: [(u16, u16); 3] = [(80, 24), (120, 40), (200, 60)];

/// The first cell holding a byte >= 128, with the screen, if any.
fn leak(buf: &Buffer) -> Option<String> {
    let w = buf.area.width as usize;
    let i = buf.content.iter().position(|c| !c.symbol().is_ascii())?;
    Some(format!(
        "{:?} at ({}, {}):\n{}",
        buf.content[i].symbol(),
        i % w,
        i / w,
        text(buf)
    ))
}

fn assert_ascii(buf: &Buffer, what: &str) {
    if let Some(found) = leak(buf) {
        panic!("{what}: {found}");
    }
}

/// Every panel `Tab` reaches from the first, drawn at every size.
fn every_panel(app: &mut App, what: &str) {
    let first = app.panel;
    loop {
        for (w, h) in SIZES {
            let buf = draw(app, w, h);
            assert_ascii(&buf, &format!("{what}, {:?} panel, {w} x {h}", app.panel));
        }
        press(app, KeyCode::Tab);
        if app.panel == first {
            break;
        }
    }
}

#[test]
fn every_panel_of_every_algorithm_is_ascii() {
    let demo: &[&str] = &[];
    let cases: [(&str, &[&str]); 7] = [
        ("backtrack", demo),
        ("bfs", demo),
        ("sa", demo),
        ("sa", &["--n", "16", "--p", "38", "--trees", "0.2"]),
        ("queens", demo),
        ("backjump", demo),
        ("backjump-safe", demo),
    ];
    for (algo, board) in cases {
        let mut args = vec!["--algo", algo, "--ascii"];
        args.extend_from_slice(board);
        let mut app = screen::app(&args);
        app.theme = ASCII;
        let total = {
            app.playback.to_end();
            let total = app.playback.position();
            app.playback.to_start();
            total
        };
        let mut at = 0;
        for target in [0, 1, 7, 30, total / 2, total] {
            while at < target && app.playback.forward() {
                at += 1;
            }
            every_panel(&mut app, &format!("{algo} {board:?} at event {at}"));
        }
        // The help, over the last screen.
        press(&mut app, KeyCode::Char('?'));
        for (w, h) in SIZES {
            assert_ascii(&draw(&app, w, h), &format!("{algo} help at {w} x {h}"));
        }
    }
}

#[test]
fn the_opening_screen_is_ascii_with_the_flag_from_the_command_line() {
    let cli = lizards::cli::Cli::parse_from(["lizards", "--ascii"]);
    let app = lizards::tui::build(&(&cli.app).into()).unwrap();
    for (w, h) in SIZES {
        assert_ascii(&draw(&app, w, h), &format!("opening at {w} x {h}"));
    }
}

#[test]
fn race_screens_are_ascii() {
    for algos in ["backtrack,backjump-safe", "queens,backjump"] {
        let cli = lizards::cli::Cli::parse_from([
            "lizards", "race", "--queens", "8", "--algo", algos, "--ascii",
        ]);
        let Some(lizards::cli::Command::Race(args)) = cli.command else {
            panic!("not a race");
        };
        let mut race = lizards::tui::build_race(&(&args).into()).unwrap();
        let key = |race: &mut lizards::tui::race::Race, code| {
            race.handle(&TermEvent::Key(KeyEvent::new(code, KeyModifiers::NONE)))
        };
        let check = |race: &lizards::tui::race::Race, what: &str| {
            for (w, h) in SIZES {
                let mut terminal =
                    ratatui::Terminal::new(ratatui::backend::TestBackend::new(w, h)).unwrap();
                terminal.draw(|f| f.render_widget(race, f.area())).unwrap();
                assert_ascii(
                    terminal.backend().buffer(),
                    &format!("race {algos} {what} at {w} x {h}"),
                );
            }
        };
        check(&race, "opening");
        for _ in 0..20 {
            key(&mut race, KeyCode::Right);
        }
        check(&race, "after 20 steps");
        key(&mut race, KeyCode::Char('?'));
        check(&race, "with its keys shown");
        key(&mut race, KeyCode::Char('?'));
        key(&mut race, KeyCode::End);
        while !race.over() {
            race.tick(Instant::now());
        }
        race.wait_for_results();
        check(&race, "closing table");
    }
}

/// French in ASCII loses its accents, not its letters: `é` shows as `e`, never `?` (which is
/// also the help key). Chinese cannot be written in ASCII at all: with `--ascii` the lesson
/// speaks English and says why, and `l` goes between English and French only.
#[test]
fn the_lesson_stays_readable_in_ascii_in_every_language() {
    let build = |lang: &str| {
        let cli = lizards::cli::Cli::parse_from(["lizards", "--ascii", "--lang", lang]);
        lizards::tui::build(&(&cli.app).into()).unwrap()
    };
    let fr = build("fr");
    let screen = text(&draw(&fr, 120, 40));
    assert_ascii(&draw(&fr, 120, 40), "fr");
    assert!(screen.contains("plateau demo"), "{screen}");
    assert!(screen.contains("evenements"), "{screen}");
    assert!(!screen.contains("d?m"), "{screen}");

    let mut zh = build("zh");
    assert_eq!(zh.lang, lizards::i18n::Lang::En);
    let screen = text(&draw(&zh, 120, 40));
    assert!(screen.contains("Chinese needs Unicode"), "{screen}");
    assert!(screen.matches('?').count() < 10, "{screen}");
    let mut seen = Vec::new();
    for _ in 0..4 {
        press(&mut zh, KeyCode::Char('l'));
        seen.push(zh.lang);
    }
    use lizards::i18n::Lang::{En, Fr};
    assert_eq!(seen, [Fr, En, Fr, En]);
}

/// On big tiles the shapes are drawn with the legend's own letters: the legend reads the
/// grid (`L lizard`, `T tree`, `x seen`), and no `#` blob stands for two things at once.
#[test]
fn big_tiles_are_drawn_with_the_legends_letters() {
    let mut app = screen::app(&[&screen::asset("lesson.txt")]);
    app.theme = ASCII;
    for _ in 0..8 {
        press(&mut app, KeyCode::Right);
    }
    let screen = text(&draw(&app, 120, 40));
    let legend = screen
        .lines()
        .find(|l| l.contains("free") && l.contains("tree") && !l.contains("lizards "))
        .unwrap_or_else(|| panic!("no legend:\n{screen}"));
    for (shape, says) in [
        ("LLLLL", "L lizard"),
        ("TTTTT", "T tree"),
        ("xxxxx", "x seen"),
    ] {
        assert!(screen.contains(shape), "no {shape} on the grid:\n{screen}");
        assert!(legend.contains(says), "{legend}");
    }
    let blob = screen.lines().find(|l| l.contains('#'));
    assert!(blob.is_none(), "{blob:?}\n{screen}");
}

/// A `?` between two digits: a thousands separator the ASCII pass did not know.
fn unknown_separator(screen: &str) -> Option<&str> {
    screen.lines().find(|line| {
        let c: Vec<char> = line.chars().collect();
        c.windows(3)
            .any(|w| w[0].is_ascii_digit() && w[1] == '?' && w[2].is_ascii_digit())
    })
}

/// French groups thousands with a narrow no-break space and writes `nœuds`: in ASCII a number
/// keeps a plain space between its groups, and the ligature is spelt in two letters.
#[test]
fn french_in_ascii_keeps_its_numbers_and_its_ligatures() {
    let cli = lizards::cli::Cli::parse_from(["lizards", "--ascii", "--lang", "fr"]);
    let mut app = lizards::tui::build(&(&cli.app).into()).unwrap();
    press(&mut app, KeyCode::End);
    for (w, h) in SIZES {
        let screen = text(&draw(&app, w, h));
        assert_eq!(unknown_separator(&screen), None, "{w} x {h}:\n{screen}");
        assert!(screen.contains("evenements"), "{screen}");
    }

    let board = screen::asset("lesson.txt");
    let mut race = screen::race_of(&[board.as_str(), "--ascii", "--lang", "fr"]);
    screen::finish_race(&mut race);
    let screen = text(&screen::draw_race(&race, 120, 40));
    assert_eq!(unknown_separator(&screen), None, "{screen}");
    assert!(screen.contains("noeuds"), "{screen}");
    assert!(!screen.contains("nouds"), "{screen}");
}

/// The opening narration names the step key: in ASCII as the footer names it, not as a `>`
/// (the editor's "more lizards" key).
#[test]
fn the_opening_names_the_step_key_as_the_footer_does() {
    for (lang, right, step) in [("en", "Right", "step"), ("fr", "Droite", "pas")] {
        let cli = lizards::cli::Cli::parse_from(["lizards", "--ascii", "--lang", lang]);
        let app = lizards::tui::build(&(&cli.app).into()).unwrap();
        let screen = text(&draw(&app, 120, 40));
        assert!(screen.is_ascii(), "{screen}");
        assert!(!screen.contains(", > "), "{lang}: {screen}");
        assert!(screen.contains(&format!(", {right} ")), "{lang}: {screen}");
        let footer = screen.lines().last().unwrap_or_default();
        assert!(
            footer.contains(&format!("{right} {step}")),
            "{lang}: {footer}"
        );
    }
}

/// `l` passes Chinese over on an `--ascii` screen, and says why where it does.
#[test]
fn switching_language_in_ascii_says_why_chinese_is_passed_over() {
    let cli = lizards::cli::Cli::parse_from(["lizards", "--ascii"]);
    let mut app = lizards::tui::build(&(&cli.app).into()).unwrap();
    press(&mut app, KeyCode::Char('l'));
    let status = app.status.clone().unwrap_or_default();
    assert!(!status.contains("Unicode"), "{status}");
    press(&mut app, KeyCode::Char('l'));
    assert_eq!(app.lang, lizards::i18n::Lang::En);
    let status = app.status.clone().unwrap_or_default();
    assert!(status.contains("Chinese needs Unicode"), "{status}");
    let screen = text(&draw(&app, 80, 24));
    assert!(
        screen.contains("Chinese needs Unicode, not --ascii"),
        "{screen}"
    );
}

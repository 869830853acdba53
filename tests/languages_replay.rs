//! `replay` and `watch` in French and Chinese: the referee's reason, why a stream stopped and
//! why an algorithm does not fit, said in the screen's language and whole at 80 x 24; and
//! `--lang` on `replay` and `watch`, parsed as the command line parses it.

mod screen;

use clap::Parser;
use crossterm::event::KeyCode;
use lizards::cli::{Cli, Command};
use lizards::i18n::Lang;
use lizards::tui::app::App;
use screen::{COLOUR, app, asset, buggy_stream, draw, play_out, press, read};
use unicode_width::UnicodeWidthStr;

/// The app `lizards ARGS...` opens for `replay` or `watch`, as `lizards` itself builds it.
fn opened(args: &[&str]) -> App {
    let cli = Cli::parse_from(std::iter::once("lizards").chain(args.iter().copied()));
    let options = match cli.command {
        Some(Command::Replay { file, play, .. }) => lizards::tui::Options {
            replay: Some(file),
            ..(&play).into()
        },
        Some(Command::Watch {
            stderr,
            play,
            command,
        }) => lizards::tui::Options {
            watch: Some(command),
            watch_stderr: stderr,
            ..(&play).into()
        },
        other => panic!("not replay or watch: {other:?}"),
    };
    let mut app = lizards::tui::build(&options).unwrap();
    app.theme = COLOUR;
    app
}

/// The screen at `w` x `h`, checked: no line wider than the window, no double-width
/// character cut at its right edge.
fn screen(app: &App, w: u16, h: u16) -> String {
    let buf = draw(app, w, h);
    let text = read(&buf);
    assert!(
        text.lines().all(|l| l.width() <= w as usize),
        "wider than {w}:\n{text}"
    );
    assert!(
        (0..h).all(|y| buf[(w - 1, y)].symbol().width() < 2),
        "cut at the edge:\n{text}"
    );
    text
}

/// `said` stands on the screen whole, read across the lines it wraps over (spaces aside:
/// the wrap breaks lines at them, and French puts no-break spaces before colons).
fn shows_whole(screen: &str, said: &str) -> bool {
    let squeeze = |s: &str| s.chars().filter(|c| !c.is_whitespace()).collect::<String>();
    squeeze(screen).contains(&squeeze(said))
}

#[test]
fn a_broken_stream_says_the_referees_reason_in_the_screens_language() {
    let dir = tempfile::tempdir().unwrap();
    let stream = buggy_stream(dir.path()).to_string_lossy().into_owned();
    for (lang, said) in [
        (
            "en",
            "The referee stops the stream at event 5 (line 6): a lizard placed at (1, 3), \
             where the lizard at (3, 1) sees it along the anti-diagonal: no tree stands between \
             them.",
        ),
        (
            "fr",
            "L'arbitre arrête le flux à l'événement 5 (ligne 6 du flux) : un lézard \
             placé en (1, 3), où le lézard en (3, 1) le voit le long de l'anti-diagonale : aucun \
             arbre ne les sépare.",
        ),
        (
            "zh",
            "裁判在第 5 个事件（流的第 6 行）停止事件流：一只蜥蜴放在 (1, 3)，(3, 1) 的蜥蜴沿反对角线\
             看得到它：两者之间没有树。",
        ),
    ] {
        let mut app = opened(&["replay", &stream, "--lang", lang]);
        play_out(&mut app);
        assert_eq!(app.playback.position(), 4, "{lang}: stops before event 5");
        for (w, h) in [(80, 24), (120, 36)] {
            let text = screen(&app, w, h);
            assert!(shows_whole(&text, said), "{lang} at {w} x {h}:\n{text}");
        }
    }
}

#[test]
fn a_program_that_fails_is_reported_in_the_language_watch_was_given() {
    let dir = tempfile::tempdir().unwrap();
    let stderr = dir.path().join("err.txt");
    let script = r#"echo '{"lizards": 1, "n": 4, "p": 2, "trees": [], "algo": "mine"}'; echo '{"event": "place", "row": 0, "col": 0}'; exit 3"#;
    let stderr_arg = stderr.to_string_lossy();
    for (lang, said) in [
        (
            "fr",
            "Le flux s'arrête : le programme s'est terminé avec le code de sortie 3 après son \
             dernier événement",
        ),
        ("zh", "事件流停止：程序在最后一个事件之后以退出码 3 结束"),
    ] {
        let mut app = opened(&[
            "watch",
            "--lang",
            lang,
            "--stderr",
            &stderr_arg,
            "--",
            "sh",
            "-c",
            script,
        ]);
        play_out(&mut app);
        let text = screen(&app, 80, 24);
        assert!(shows_whole(&text, said), "{lang}:\n{text}");
    }
}

#[test]
fn replay_speaks_the_language_given_else_the_environments() {
    let dir = tempfile::tempdir().unwrap();
    let stream = buggy_stream(dir.path()).to_string_lossy().into_owned();
    let app = opened(&["replay", &stream]);
    assert_eq!(app.lang, Lang::from_env());
    let app = opened(&["replay", &stream, "--lang", "zh"]);
    assert_eq!(app.lang, Lang::Zh);
}

#[test]
fn a_recording_whose_algorithm_does_not_fit_says_so_in_french() {
    let dir = tempfile::tempdir().unwrap();
    let stream = dir.path().join("queens.jsonl");
    std::fs::write(
        &stream,
        [
            r#"{"lizards": 1, "n": 4, "p": 2, "trees": [[1, 1], [2, 3]], "algo": "queens"}"#,
            r#"{"event": "place", "row": 0, "col": 0}"#,
        ]
        .join("\n"),
    )
    .unwrap();
    let app = opened(&["replay", &stream.to_string_lossy(), "--lang", "fr"]);
    assert_eq!(
        app.status.as_deref(),
        Some(
            "queens résout le problème des N reines\u{a0}: il lui faut un plateau sans arbre \
             (celui-ci en a 2)\u{a0}: retour à backtrack"
        )
    );
}

#[test]
fn the_algorithms_that_do_not_fit_are_named_with_their_reason_in_each_language() {
    // From annealing, `a` skips queens and both backjumps (the board has trees) and wraps
    // round to backtrack, saying which fit and why the next did not.
    for (lang, said) in [
        (
            "en",
            "backtrack, bfs, sa fit this board; queens solves N-Queens: it needs a board \
             without trees (this one has 3 trees)",
        ),
        (
            "fr",
            "backtrack, bfs, sa conviennent à ce plateau ; queens résout le problème des N \
             reines : il lui faut un plateau sans arbre (celui-ci en a 3)",
        ),
        (
            "zh",
            "适合这个棋盘的算法（3 个）：backtrack, bfs, sa；queens 解的是 N 皇后问题：\
             它需要没有树的棋盘（这个棋盘有 3 棵树）",
        ),
    ] {
        let mut app = app(&[&asset("lesson.txt"), "--algo", "sa", "--lang", lang]);
        press(&mut app, KeyCode::Char('a'));
        let status = app.status.clone().unwrap_or_default();
        assert!(shows_whole(&status, said), "{lang}: {status}");
        let text = screen(&app, 80, 24);
        assert!(!text.contains("{$"), "{lang}: a variable left out:\n{text}");
    }
}

#[test]
fn a_race_that_cannot_open_says_why_in_the_screens_language() {
    use lizards::solve::Algorithm;
    use lizards::tui::race::Racer;
    for (lang, no_race, why) in [
        ("en", "no race", "solves N-Queens"),
        ("fr", "pas de course", "résout le problème des N reines"),
        ("zh", "无法竞赛", "解的是 N 皇后问题"),
    ] {
        let mut app = app(&["assets/lesson.txt", "--lang", lang]);
        // Backjumping does not take the lesson board's trees.
        let racers = [
            Racer::plain(Algorithm::Backtrack),
            Racer::plain(Algorithm::BackjumpSafe),
        ];
        let refused = app.open_race(racers).err().expect("an unfit side");
        app.race_refused(&refused);
        let text = screen(&app, 80, 24);
        assert!(shows_whole(&text, no_race), "{lang}:\n{text}");
        assert!(shows_whole(&text, why), "{lang}:\n{text}");
        // The command line's hint is for the command line, not for the app's footer.
        assert!(!text.contains("--queens"), "{lang}:\n{text}");
    }
}

/// Chinese needs Unicode: a replay or a watched program on an `--ascii` screen speaks English
/// and says why, as the app does, instead of a screen of `?`.
#[test]
fn replay_and_watch_in_ascii_speak_english_where_chinese_would_be_question_marks() {
    let dir = tempfile::tempdir().unwrap();
    let stream = buggy_stream(dir.path());
    let stream = stream.to_str().unwrap();
    let header = r#"{"lizards": 1, "n": 4, "p": 2, "trees": [], "algo": "mine"}"#;
    let script = format!("echo '{header}'; exec sleep 1000");
    for args in [
        vec!["replay", stream, "--ascii", "--lang", "zh"],
        vec![
            "watch", "--ascii", "--lang", "zh", "--", "sh", "-c", &script,
        ],
    ] {
        let mut app = opened(&args);
        app.theme.ascii = true;
        assert_eq!(app.lang, Lang::En, "{args:?}");
        let status = app.status.clone().unwrap_or_default();
        assert!(
            status.contains("Chinese needs Unicode"),
            "{args:?}: {status}"
        );
        let screen = read(&draw(&app, 80, 24));
        assert!(!screen.contains("? ?"), "{args:?}\n{screen}");
    }
}

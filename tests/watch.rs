//! `lizards watch -- CMD ARGS...`: a program's output played live, refereed; the program is
//! ended with the app; one that hangs, floods or dies mid-line leaves a working app and a
//! clear sentence.

mod screen;

use std::ffi::OsString;
use std::time::{Duration, Instant};

use crossterm::event::KeyCode;
use lizards::tui::app::App;
use lizards::tui::app::replay::Origin;
use screen::{COLOUR, asset, draw, flat, press};

fn path(rel: &str) -> String {
    format!("{}/{rel}", env!("CARGO_MANIFEST_DIR"))
}

fn watched(argv: &[&str]) -> anyhow::Result<App> {
    let dir = std::env::temp_dir();
    let mut app = lizards::tui::build(&lizards::tui::Options {
        watch: Some(argv.iter().map(OsString::from).collect()),
        watch_stderr: Some(dir.join(format!("lizards-watch-test-{}.txt", std::process::id()))),
        speed: 5,
        ..Default::default()
    })?;
    app.theme = COLOUR;
    Ok(app)
}

/// The example solver with its bug on the statement's board: its third event is wrong.
fn buggy_dfs() -> App {
    watched(&[
        "python3",
        &path("examples/dfs.py"),
        &asset("statement.txt"),
        "--buggy",
    ])
    .unwrap()
}

/// Plays to the end of what the program writes, for at most `limit`.
fn play_out(app: &mut App, limit: Duration) {
    press(app, KeyCode::End);
    let start = Instant::now();
    while start.elapsed() < limit && (app.seek.is_some() || !app.search_over()) {
        app.tick(Instant::now());
        std::thread::sleep(Duration::from_millis(5));
    }
}

fn said(app: &App) -> String {
    flat(&draw(app, 100, 36))
}

fn pid(app: &App) -> u32 {
    match &app.replay.as_ref().unwrap().origin {
        Origin::Program(program) => program.pid().expect("the program runs"),
        Origin::File(_) => panic!("not a watch"),
    }
}

fn alive(pid: u32) -> bool {
    std::path::Path::new(&format!("/proc/{pid}")).exists()
}

/// Quits the app (drops it), which must not wait on the program it watches.
fn quit(app: App) {
    let started = Instant::now();
    drop(app);
    let took = started.elapsed();
    assert!(took < Duration::from_secs(2), "quitting took {took:?}");
}

const HEADER: &str = r#"{"lizards": 1, "n": 4, "p": 2, "trees": [[1, 1]], "algo": "mine"}"#;

#[test]
fn the_python_dfs_plays_live_to_its_solution() {
    let mut app = watched(&["python3", &path("examples/dfs.py"), &asset("lesson.txt")]).unwrap();
    play_out(&mut app, Duration::from_secs(20));
    assert_eq!(app.playback.tally().solutions, 1);
    assert_eq!(app.playback.lizards().len(), 7);
    assert!(!said(&app).contains("stops"), "{}", said(&app));
}

#[test]
fn the_buggy_dfs_is_stopped_live_at_its_first_wrong_lizard() {
    let mut app = buggy_dfs();
    play_out(&mut app, Duration::from_secs(20));
    assert_eq!(app.playback.position(), 2);
    let text = said(&app);
    assert!(
        text.contains("The referee stops the stream at event 3 (line 4): a lizard placed at (2, 1), where the lizard at (1, 2) sees it along the anti-diagonal"),
        "{text}"
    );
}

#[test]
fn a_program_that_hangs_is_waited_for_and_ended_with_the_app() {
    let script = format!(
        "echo '{HEADER}'; echo '{{\"event\": \"place\", \"row\": 0, \"col\": 0}}'; exec sleep 1000"
    );
    let mut app = watched(&["sh", "-c", &script]).unwrap();
    let child = pid(&app);
    let start = Instant::now();
    while app.playback.received() < 1 && start.elapsed() < Duration::from_secs(10) {
        app.tick(Instant::now());
        std::thread::sleep(Duration::from_millis(10));
    }
    press(&mut app, KeyCode::Right);
    // The event written before the hang is shown, and the app says what it waits for.
    assert_eq!(app.playback.lizards().len(), 1);
    let text = said(&app);
    assert!(text.contains("Waiting for the program"), "{text}");
    // Keys still work while it hangs.
    press(&mut app, KeyCode::Left);
    assert_eq!(app.playback.position(), 0);
    assert!(alive(child));
    quit(app);
    assert!(!alive(child), "the program outlived the app");
}

#[test]
fn a_program_that_floods_is_held_back_and_ended() {
    let script =
        format!("echo '{HEADER}'; exec yes '{{\"event\": \"enter\", \"row\": 0, \"col\": 0}}'");
    let mut app = watched(&["sh", "-c", &script]).unwrap();
    let child = pid(&app);
    app.set_speed(0);
    press(&mut app, KeyCode::Char(' '));
    let start = Instant::now();
    while start.elapsed() < Duration::from_millis(1500) {
        app.tick(Instant::now());
    }
    // It played a great deal, without running out of anything, and the screen still draws.
    let played = app.playback.position();
    assert!(played > 10_000, "{played}");
    assert!(said(&app).contains("enter"));
    quit(app);
    assert!(!alive(child));
}

#[test]
fn a_program_that_dies_mid_line_is_reported_with_the_line() {
    let script = format!(
        "echo '{HEADER}'; echo '{{\"event\": \"place\", \"row\": 0, \"col\": 0}}'; printf '{{\"event\": \"pla'; exit 3"
    );
    let mut app = watched(&["sh", "-c", &script]).unwrap();
    play_out(&mut app, Duration::from_secs(10));
    assert_eq!(app.playback.lizards().len(), 1);
    let text = said(&app);
    assert!(text.contains("The stream stops: line 3, column"), "{text}");
    // The program may have said why on its standard error: the sentence names the file,
    // which therefore stays after the app quits.
    let stderr =
        std::env::temp_dir().join(format!("lizards-watch-test-{}.txt", std::process::id()));
    let stderr = stderr.display().to_string();
    assert!(text.contains("standard error is in"), "{text}");
    assert!(
        flat(&draw(&app, 200, 40)).contains(&stderr),
        "{stderr} not in the sentence"
    );
}

#[test]
fn a_program_that_fails_after_its_events_is_reported() {
    let script = format!(
        "echo '{HEADER}'; echo '{{\"event\": \"place\", \"row\": 0, \"col\": 0}}'; echo oops >&2; exit 3"
    );
    let mut app = watched(&["sh", "-c", &script]).unwrap();
    play_out(&mut app, Duration::from_secs(10));
    let text = said(&app);
    assert!(
        text.contains("The stream stops: the program ended with exit code 3 after its last event"),
        "{text}"
    );
    // What it said last on its standard error is in the sentence: the why of a failure.
    assert!(text.contains("its last line: oops"), "{text}");
}

/// A program that exits well before its search ends (no solution, fail or done line): the
/// last event is still told, then that the stream ended before its search did.
#[test]
fn a_program_that_stops_early_is_told_so() {
    let script =
        format!("echo '{HEADER}'; echo '{{\"event\": \"place\", \"row\": 0, \"col\": 0}}'; exit 0");
    let mut app = watched(&["sh", "-c", &script]).unwrap();
    play_out(&mut app, Duration::from_secs(10));
    let text = said(&app);
    assert!(
        text.contains("The stream stops: the stream ends before its search does, with no solution, fail or done line"),
        "{text}"
    );
    assert!(
        text.contains("(0, 0)"),
        "the last event is told too: {text}"
    );
}

#[test]
fn a_program_without_a_header_is_refused_before_the_app_opens() {
    let err = watched(&["sh", "-c", "echo hello"])
        .err()
        .unwrap()
        .to_string();
    assert!(err.contains("line 1, column 1"), "{err}");
    let err = watched(&["no-such-program-here"])
        .err()
        .unwrap()
        .to_string();
    assert!(err.contains("cannot run no-such-program-here"), "{err}");
    // A program that fails before its header: its exit status is said, and the last line of
    // its standard error (a script that could not open its board says why there).
    let err = watched(&[
        "sh",
        "-c",
        "echo Traceback >&2; echo \"FileNotFoundError: 'b8t.txt'\" >&2; exit 7",
    ])
    .err()
    .unwrap()
    .to_string();
    assert!(
        err.contains("wrote nothing on its standard output")
            && err.contains("exit status 7")
            && err.ends_with("its last line: FileNotFoundError: 'b8t.txt'"),
        "{err}"
    );
    let start = Instant::now();
    let err = watched(&["sleep", "1000"]).err().unwrap().to_string();
    assert!(
        err.contains("wrote no header line (the line that names the board) within 10 s")
            && err.contains("print(..., flush=True) or python3 -u"),
        "{err}"
    );
    assert!(start.elapsed() < Duration::from_secs(12));
}

#[test]
fn a_watched_program_offers_no_edit_and_says_why_in_its_own_words() {
    let script = format!(
        "echo '{HEADER}'; echo '{{\"event\": \"place\", \"row\": 0, \"col\": 0}}'; exec sleep 1000"
    );
    let mut app = watched(&["sh", "-c", &script]).unwrap();
    // The footer at its widest offers no key that the stream would refuse.
    let wide = flat(&draw(&app, 200, 60));
    let footer = wide.lines().last().unwrap_or_default().to_string();
    assert!(!footer.contains("e edit"), "{footer}");
    assert!(!footer.contains("a algorithm"), "{footer}");
    // Its title names it as its header does, and the pseudocode is said to be the app's.
    let screen = screen::text(&draw(&app, 200, 60));
    let title = screen.lines().next().unwrap_or_default();
    assert!(title.contains(" mine "), "{title}");
    assert!(!title.contains("backtrack"), "{title}");
    assert!(
        screen.contains("the app's backtrack pseudocode, beside mine"),
        "{screen}"
    );
    press(&mut app, KeyCode::Char('e'));
    let text = said(&app);
    assert!(
        text.contains("a watched program plays as it writes"),
        "{text}"
    );
    assert!(!text.contains("a replay"), "{text}");
}

/// The tests that use the app's own standard-error file, whose name holds the process id,
/// run one at a time: one's file would otherwise be the other's.
static OWN_FILE: std::sync::Mutex<()> = std::sync::Mutex::new(());

fn own_file() -> std::sync::MutexGuard<'static, ()> {
    OWN_FILE
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

#[test]
fn an_empty_standard_error_leaves_no_file_of_the_apps_behind() {
    let _own = own_file();
    // The app's own file (no --stderr): one path a process, so the two runs go in turn.
    let own_running = |script: &str| {
        lizards::tui::build(&lizards::tui::Options {
            watch: Some(["sh", "-c", script].iter().map(OsString::from).collect()),
            speed: 5,
            ..Default::default()
        })
        .unwrap()
    };
    let path = |app: &App| match &app.replay.as_ref().unwrap().origin {
        Origin::Program(program) => program.stderr.clone(),
        Origin::File(_) => panic!("not a watch"),
    };
    let own = || own_running(&format!("echo '{HEADER}'"));
    let app = own();
    let stderr = path(&app);
    std::thread::sleep(Duration::from_millis(300));
    drop(app);
    assert!(!stderr.exists(), "{}", stderr.display());
    // Quitting while the program is in the middle of a line cuts that line: the app did
    // that, no sentence names the file, and it goes too.
    let mut app = own_running(&format!(
        "echo '{HEADER}'; printf '{{\"event\": \"pla'; exec sleep 30"
    ));
    let stderr = path(&app);
    play_out(&mut app, Duration::from_millis(500));
    drop(app);
    assert!(!stderr.exists(), "cut by the app: {}", stderr.display());
    // A malformed line of a program that wrote nothing on its standard error: the sentence
    // says so instead of naming an empty file, which goes with the app.
    let mut app = own_running(&format!("echo '{HEADER}'; echo '{{\"event\":, }}'"));
    let stderr = path(&app);
    play_out(&mut app, Duration::from_secs(5));
    let text = said(&app);
    assert!(text.contains("The stream stops: line 2, column"), "{text}");
    assert!(
        text.contains("it wrote nothing on its standard error"),
        "{text}"
    );
    drop(app);
    assert!(!stderr.exists(), "named though empty: {}", stderr.display());
    // A file the user named stays, even empty.
    let dir = tempfile::tempdir().unwrap();
    let named = dir.path().join("lizards-watch-mine.txt");
    let app = lizards::tui::build(&lizards::tui::Options {
        watch: Some(
            ["sh", "-c", &format!("echo '{HEADER}'")]
                .iter()
                .map(OsString::from)
                .collect(),
        ),
        watch_stderr: Some(named.clone()),
        speed: 5,
        ..Default::default()
    })
    .unwrap();
    std::thread::sleep(Duration::from_millis(300));
    drop(app);
    assert!(named.exists());
}

/// A program that ends before its header is refused; its standard error, in the app's own
/// file, is named when it wrote something there and left nowhere when it wrote nothing
/// (a class running `watch` all day must not fill the temporary folder with empty files).
#[test]
fn a_program_without_a_header_leaves_no_empty_file_behind() {
    let _own = own_file();
    let own = std::env::temp_dir().join(format!("lizards-watch-{}.stderr", std::process::id()));
    let build = |argv: &[&str]| {
        lizards::tui::build(&lizards::tui::Options {
            watch: Some(argv.iter().map(OsString::from).collect()),
            ..Default::default()
        })
    };
    let silent = build(&["true"]).err().expect("no header").to_string();
    assert!(
        silent.contains("wrote nothing on its standard error"),
        "{silent}"
    );
    assert!(!own.exists(), "{} left behind", own.display());
    let loud = build(&["sh", "-c", "echo oops >&2"])
        .err()
        .expect("no header")
        .to_string();
    // The file the message names (the process's own name, or the next free one while
    // another test of this process holds it).
    let named = loud
        .split_whitespace()
        .find(|w| w.contains("lizards-watch-"))
        .map(|w| w.trim_end_matches([')', ':']))
        .unwrap_or_else(|| panic!("no file named: {loud}"));
    assert!(loud.ends_with("its last line: oops"), "{loud}");
    assert!(
        named.starts_with(&*own.with_extension("").to_string_lossy()),
        "{loud}"
    );
    assert_eq!(std::fs::read_to_string(named).unwrap(), "oops\n");
    std::fs::remove_file(named).unwrap();
}

/// `--stderr` empties its file as `2>` does, but never the program's own script or the
/// board, nor a read-only file; and its problems are said as its own, not the program's.
#[test]
fn the_standard_error_file_never_overwrites_the_program_or_the_board() {
    let dir = tempfile::tempdir().unwrap();
    let script = dir.path().join("solver.sh");
    std::fs::write(&script, format!("echo '{HEADER}'\n")).unwrap();
    let board = dir.path().join("input.txt");
    std::fs::write(&board, "DFS\n4\n2\n0000\n0200\n0000\n0000\n").unwrap();
    let run = |stderr: &std::path::Path, with_board: bool| {
        lizards::tui::build(&lizards::tui::Options {
            watch: Some(vec!["sh".into(), script.clone().into_os_string()]),
            watch_stderr: Some(stderr.to_owned()),
            board: with_board.then(|| board.clone()),
            ..Default::default()
        })
        .err()
        .map(|e| format!("{e:#}"))
    };
    let refused = run(&script, false).expect("the script is refused");
    assert!(
        refused.contains("which the program is run with"),
        "{refused}"
    );
    // Named inside a shell's command line, the script is the program's all the same.
    let inside = lizards::tui::build(&lizards::tui::Options {
        watch: Some(vec![
            "sh".into(),
            "-c".into(),
            format!("sh '{}' input.txt", script.display()).into(),
        ]),
        watch_stderr: Some(script.clone()),
        ..Default::default()
    })
    .err()
    .map(|e| format!("{e:#}"))
    .expect("the script inside sh -c is refused");
    assert!(inside.contains("which the program is run with"), "{inside}");
    // Passed as an option's value, `--in=notes.txt` or `-inotes.txt`, it is the program's
    // too: a student's notes were replaced by a traceback.
    let notes = dir.path().join("notes.txt");
    std::fs::write(&notes, "notes\n").unwrap();
    for word in [
        format!("--in={}", notes.display()),
        format!("-i{}", notes.display()),
    ] {
        let refused = lizards::tui::build(&lizards::tui::Options {
            watch: Some(vec![
                "sh".into(),
                script.clone().into(),
                word.clone().into(),
            ]),
            watch_stderr: Some(notes.clone()),
            ..Default::default()
        })
        .err()
        .map(|e| format!("{e:#}"))
        .unwrap_or_else(|| panic!("{word} is refused"));
        assert!(
            refused.contains("which the program is run with"),
            "{refused}"
        );
    }
    assert_eq!(std::fs::read_to_string(&notes).unwrap(), "notes\n");
    assert!(
        std::fs::read_to_string(&script)
            .unwrap()
            .starts_with("echo")
    );
    let refused = run(&board, true).expect("the board is refused");
    assert!(refused.contains("is the board"), "{refused}");
    // Not named anywhere, a homework board may still be the program's input (input.txt).
    let refused = run(&board, false).expect("a board the program may read is refused");
    assert!(refused.contains("holds a homework board"), "{refused}");
    assert!(std::fs::read_to_string(&board).unwrap().starts_with("DFS"));
    let read_only = dir.path().join("keep.txt");
    std::fs::write(&read_only, "mine").unwrap();
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&read_only, std::fs::Permissions::from_mode(0o444)).unwrap();
    let refused = run(&read_only, false).expect("a read-only file is refused");
    assert!(refused.contains("read-only"), "{refused}");
    // An executable the program is not run with (a python3 that PATH's shims hide) is a
    // program all the same: emptied, it is lost to the machine.
    let other = dir.path().join("python3.11");
    std::fs::write(&other, "#!/bin/sh\n").unwrap();
    std::fs::set_permissions(&other, std::fs::Permissions::from_mode(0o755)).unwrap();
    let refused = run(&other, false).expect("an executable is refused");
    assert!(refused.contains("is an executable file"), "{refused}");
    assert_eq!(std::fs::read_to_string(&other).unwrap(), "#!/bin/sh\n");
    for (file, text) in [
        (&script, format!("echo '{HEADER}'\n")),
        (&board, "DFS\n4\n2\n0000\n0200\n0000\n0000\n".to_string()),
        (&read_only, "mine".to_string()),
    ] {
        assert_eq!(
            std::fs::read_to_string(file).unwrap(),
            text,
            "{}",
            file.display()
        );
    }
    // A folder where the file should be: the message is about the file, not the program.
    let refused = run(dir.path(), false).expect("a folder is refused");
    assert!(
        refused.contains("cannot write the program's standard error to"),
        "{refused}"
    );
}

/// A program run through a script (`sh run.sh`, which starts the real solver) is ended
/// whole: what it started would hold the pipe, and the app would wait for it on quitting.
#[test]
fn a_program_and_what_it_started_end_with_the_app() {
    let dir = tempfile::tempdir().unwrap();
    let pid_file = dir.path().join("pid");
    let script = format!(
        "echo '{HEADER}'; sleep 313 & echo $! > '{}'; wait",
        pid_file.display()
    );
    let app = watched(&["sh", "-c", &script]).unwrap();
    let grandchild = written_pid(&pid_file);
    assert!(alive(grandchild));
    quit(app);
    // Killed, then reaped by whoever adopted it: give that a moment.
    let gone = Instant::now();
    while running(grandchild) && gone.elapsed() < Duration::from_secs(5) {
        std::thread::sleep(Duration::from_millis(20));
    }
    assert!(
        !running(grandchild),
        "the program's own child outlived the app"
    );
}

/// The process id a script wrote to `file`, once it has (within 10 s).
fn written_pid(file: &std::path::Path) -> u32 {
    let start = Instant::now();
    loop {
        if let Some(pid) = std::fs::read_to_string(file)
            .ok()
            .and_then(|s| s.trim().parse::<u32>().ok())
        {
            return pid;
        }
        assert!(start.elapsed() < Duration::from_secs(10), "no pid written");
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// Whether the process runs (a zombie waiting to be reaped does not).
fn running(pid: u32) -> bool {
    std::fs::read_to_string(format!("/proc/{pid}/stat")).is_ok_and(|stat| {
        stat.rsplit_once(") ")
            .is_some_and(|(_, rest)| !rest.starts_with('Z'))
    })
}

/// Before the app opens, lizards waits up to 10 s for the program's header. A signal then
/// ends lizards as the shell expects (130 for INT) and the program with it: it leads a group
/// of its own, which the terminal's Ctrl-C no longer reaches. No empty file stays behind.
#[test]
fn a_signal_during_the_wait_for_the_header_ends_the_program_too() {
    let dir = tempfile::tempdir().unwrap();
    let pid_file = dir.path().join("pid");
    // The temporary directory's path has no quote in it.
    let script = format!("echo $$ > {}; exec sleep 317", pid_file.display());
    // `watch` starts only in a terminal: `script` gives it one (and passes its exit code on).
    let command = format!(
        "'{}' watch -- sh -c '{script}'",
        env!("CARGO_BIN_EXE_lizards")
    );
    let mut terminal = std::process::Command::new("script");
    // SIGINT back to its default, as a terminal gives it: a shell without job control starts
    // its background commands with it ignored, and a program keeps what it inherits.
    // SAFETY: `signal` is async-signal-safe, as `pre_exec` asks.
    unsafe {
        use std::os::unix::process::CommandExt;
        terminal.pre_exec(|| {
            libc::signal(libc::SIGINT, libc::SIG_DFL);
            Ok(())
        });
    }
    let mut terminal = terminal
        .args(["-qec", &command, "/dev/null"])
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let program = written_pid(&pid_file);
    // lizards is the program's parent.
    let stat = std::fs::read_to_string(format!("/proc/{program}/stat")).unwrap();
    let after_name = &stat[stat.rfind(')').unwrap() + 2..];
    let lizards: i32 = after_name.split(' ').nth(1).unwrap().parse().unwrap();
    unsafe { libc::kill(lizards, libc::SIGINT) };
    let status = terminal.wait().unwrap();
    assert_eq!(status.code(), Some(130), "{status:?}");
    let gone = Instant::now();
    while running(program) && gone.elapsed() < Duration::from_secs(5) {
        std::thread::sleep(Duration::from_millis(20));
    }
    assert!(!running(program), "the program outlived lizards");
    let own = std::env::temp_dir().join(format!("lizards-watch-{lizards}.stderr"));
    assert!(!own.exists(), "{} left behind", own.display());
}

/// A start refused before the program runs (a --board that is not there) makes no file.
#[test]
fn a_refused_start_leaves_no_file_behind() {
    let lizards = std::process::Command::new(env!("CARGO_BIN_EXE_lizards"))
        .args(["watch", "--board", "/nonexistent/input.txt", "--", "true"])
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let own = std::env::temp_dir().join(format!("lizards-watch-{}.stderr", lizards.id()));
    let out = lizards.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(!own.exists(), "{} left behind", own.display());
}

/// Beside a student's program the code panel says the code is the app's, whole: naming the
/// program where the title has the room, without it where it has not, never cut mid-word.
#[test]
fn the_code_panel_title_is_whole_at_every_size() {
    for lang in ["en", "fr"] {
        let mut app = buggy_dfs();
        app.lang = if lang == "fr" {
            lizards::i18n::Lang::Fr
        } else {
            lizards::i18n::Lang::En
        };
        play_out(&mut app, Duration::from_secs(20));
        let theirs = app.foreign_algorithm().expect("a program's algorithm");
        let (beside, code) = match lang {
            "fr" => ("face à", "pseudo-code backtrack de l'application"),
            _ => ("beside", "the app's backtrack pseudocode"),
        };
        for (w, h) in [(80, 24), (120, 40), (200, 60)] {
            let screen = screen::text(&draw(&app, w, h));
            let line = screen
                .lines()
                .find(|l| l.contains(code))
                .unwrap_or_else(|| panic!("{lang} {w} x {h}: no code title:\n{screen}"));
            let whole = format!("{beside} {theirs} ");
            assert!(
                !line.contains(beside) || line.contains(&whole),
                "{lang} {w} x {h}: {line}"
            );
        }
        quit(app);
    }
}

/// A program whose header names the homework's algorithm (`dfs`) is still someone else's:
/// the title gives its name, not the app's `backtrack`, and the pseudocode is said to be
/// the app's, beside it.
#[test]
fn a_watched_dfs_is_named_as_its_header_names_it_not_as_ours() {
    let header = HEADER.replace("\"mine\"", "\"dfs\"");
    let script = format!("echo '{header}'; exec sleep 1000");
    let app = watched(&["sh", "-c", &script]).unwrap();
    let screen = screen::text(&draw(&app, 200, 60));
    let title = screen.lines().next().unwrap_or_default();
    assert!(title.contains(" dfs "), "{title}");
    assert!(!title.contains("backtrack"), "{title}");
    assert!(
        screen.contains("the app's backtrack pseudocode, beside dfs"),
        "{screen}"
    );
    quit(app);
}

/// A program that floods its standard error (a debug print in a loop) is stopped by the
/// system at 64 MiB, the most it may write to any file: it had written 4 GB to the temporary
/// folder in three seconds. The narration says why it was ended, and where its words went.
#[test]
fn a_program_that_floods_its_standard_error_is_ended_at_the_file_limit() {
    let (_dir, stderr) = flooded("exec head -c 100000000 /dev/zero >&2");
    let size = std::fs::metadata(&stderr).unwrap().len();
    assert_eq!(size, lizards::tui::app::watch::FILE_LIMIT, "{size} bytes");
}

/// A program that ignores the system's signal at the file limit (Python does) has its writes
/// fail there and exits with an error of its own: the narration still says it reached the
/// limit, not only "exit code 1" with a cut-off line of its flood.
#[test]
fn a_program_that_ignores_the_file_limits_signal_is_said_to_have_reached_it() {
    flooded("trap '' XFSZ; head -c 100000000 /dev/zero >&2 || exit 1");
}

/// Watches a program that writes the header and then runs `flood`, to its end; asserts the
/// narration says it reached the file limit. Its standard error's file, in a folder kept
/// while the test runs.
fn flooded(flood: &str) -> (tempfile::TempDir, std::path::PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let stderr = dir.path().join("stderr.txt");
    let script = format!("echo '{HEADER}'; {flood}");
    let mut app = lizards::tui::build(&lizards::tui::Options {
        watch: Some(["sh", "-c", &script].iter().map(OsString::from).collect()),
        watch_stderr: Some(stderr.clone()),
        speed: 5,
        ..Default::default()
    })
    .unwrap();
    play_out(&mut app, Duration::from_secs(20));
    let text = said(&app);
    assert!(
        text.contains("the program wrote more than 64 MiB to one file"),
        "{text}"
    );
    (dir, stderr)
}

/// A program that exits while the app sits idle changes the screen by itself: the tick that
/// first sees the stream over says so (the event loop then draws "the stream ends before its
/// search does" in place of "waiting for the program"), with no key pressed.
#[test]
fn a_program_that_exits_is_drawn_at_once_without_a_key() {
    let script = format!("echo '{HEADER}'; sleep 0.3; exit 0");
    let mut app = watched(&["sh", "-c", &script]).unwrap();
    app.tick(Instant::now());
    assert!(
        said(&app).contains("Waiting for the program"),
        "{}",
        said(&app)
    );
    let start = Instant::now();
    let mut drawn = false;
    while !app.search_complete() && start.elapsed() < Duration::from_secs(10) {
        std::thread::sleep(Duration::from_millis(10));
        drawn = app.tick(Instant::now());
    }
    assert!(app.search_complete());
    assert!(drawn, "the tick that saw the exit asks for a frame");
    assert!(
        said(&app).contains("the stream ends before its search does"),
        "{}",
        said(&app)
    );
}

/// A header that names no algorithm is someone else's all the same: the title says "your
/// solver", never the app's `backtrack`, and the pseudocode is said to be the app's.
#[test]
fn a_program_whose_header_names_no_algorithm_is_not_taken_for_the_apps() {
    let header = r#"{"lizards": 1, "n": 4, "p": 2, "trees": [[1, 1]]}"#;
    let script = format!(
        "echo '{header}'; echo '{{\"event\": \"place\", \"row\": 0, \"col\": 0}}'; exec sleep 1000"
    );
    let app = watched(&["sh", "-c", &script]).unwrap();
    let screen = screen::text(&draw(&app, 200, 60));
    let title = screen.lines().next().unwrap_or_default();
    assert!(title.contains(" your solver "), "{title}");
    assert!(!title.contains("backtrack"), "{title}");
    assert!(
        screen.contains("the app's backtrack pseudocode, beside your solver"),
        "{screen}"
    );
}

//! The real binary in a real terminal: tmux types keys and reads the screen.
//!
//! Opens the app on a board (paused), plays and pauses, steps forward and back, goes back to
//! the previous solution and backtrack, stops at a solution, edits a tree, cancels the quit
//! question, solves again, quits through the unsaved-edits question (and, on the demo board,
//! saves and quits, told where the board went), and checks the terminal
//! is left clean (primary screen, no mouse reporting). Ctrl-C ends the app and a race with
//! exit code 130, as `SIGINT` does; a terminal that goes away ends the app with 129, SIGHUP or
//! not. A long count shows its progress bar and stops on Ctrl-C;
//! a long `max` shows both bounds and its question on one line. `watch` plays a Python solver
//! and leaves no process behind when it quits. Needs tmux; `.ci/run`
//! installs it.

use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

struct Tmux {
    socket: String,
}

impl Tmux {
    /// A detached 100 x 30 session running `sh`, on a server of its own.
    fn start(name: &str) -> Tmux {
        let tmux = Tmux {
            socket: format!("lizards-test-{name}-{}", std::process::id()),
        };
        tmux.run(&[
            "-f",
            "/dev/null",
            "new-session",
            "-d",
            // The app speaks the environment's language: these tests read English.
            "-e",
            "LC_ALL=C.UTF-8",
            "-s",
            "t",
            "-x",
            "100",
            "-y",
            "30",
            "sh",
        ]);
        tmux
    }

    fn run(&self, args: &[&str]) -> String {
        let out = Command::new("tmux")
            .args(["-L", &self.socket])
            .args(args)
            .output()
            .expect("run tmux");
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    fn keys(&self, keys: &[&str]) {
        for k in keys {
            self.run(&["send-keys", "-t", "t", k]);
            std::thread::sleep(Duration::from_millis(120));
        }
    }

    /// Types `line` at the shell and presses Enter.
    fn type_line(&self, line: &str) {
        self.run(&["send-keys", "-t", "t", line, "Enter"]);
    }

    fn screen(&self) -> String {
        self.run(&["capture-pane", "-p", "-t", "t"])
    }

    /// Waits until the screen shows `text` (or fails with the screen it saw).
    fn wait_for(&self, text: &str) -> String {
        self.wait_for_all(&[text])
    }

    /// Waits until the screen shows every one of `texts` at once (a capture can catch a frame
    /// half written).
    fn wait_for_all(&self, texts: &[&str]) -> String {
        let start = Instant::now();
        loop {
            let screen = self.screen();
            if texts.iter().all(|t| screen.contains(t)) {
                return screen;
            }
            assert!(
                start.elapsed() < Duration::from_secs(15),
                "never saw {texts:?}; screen:\n{screen}"
            );
            std::thread::sleep(Duration::from_millis(100));
        }
    }
}

impl Drop for Tmux {
    fn drop(&mut self) {
        self.run(&["kill-server"]);
    }
}

/// Whether tmux is here; on CI its absence is a failure, elsewhere a skip.
fn tmux_available() -> bool {
    let here = Command::new("tmux")
        .arg("-V")
        .output()
        .is_ok_and(|o| o.status.success());
    if !here {
        assert!(
            std::env::var_os("CI").is_none(),
            "CI must have tmux (.ci/run installs it)"
        );
        eprintln!("tmux is not installed: skipping the real-terminal test");
    }
    here
}

/// The line a shell wrote to `file` (an exit code, a process id), once whole: waits up to
/// ten seconds, or fails saying `what` never happened.
fn written_line(file: &Path, what: &str) -> String {
    let start = Instant::now();
    loop {
        match std::fs::read_to_string(file) {
            Ok(text) if text.ends_with('\n') => return text.trim().to_string(),
            _ => {}
        }
        assert!(start.elapsed() < Duration::from_secs(10), "{what}");
        std::thread::sleep(Duration::from_millis(50));
    }
}

#[test]
fn a_lesson_in_a_real_terminal() {
    if !tmux_available() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let board = dir.path().join("lesson.txt");
    std::fs::copy(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/lesson.txt"),
        &board,
    )
    .unwrap();
    let tmux = Tmux::start("app");
    let command = format!(
        "cd {} && {} --mouse --speed 1 lesson.txt; echo EXIT=$?",
        dir.path().display(),
        env!("CARGO_BIN_EXE_lizards")
    );
    tmux.type_line(&command);
    // Opens paused on the opening sentence.
    // (A capture can catch a frame half written: wait for each part.)
    tmux.wait_for("lesson.txt · 6 x 6, 3 trees, p = 7 · paused");
    tmux.wait_for("Place 7 lizards");
    tmux.wait_for("Space play");
    assert_eq!(
        tmux.run(&["display", "-p", "-t", "t", "#{alternate_on}"])
            .trim(),
        "1"
    );
    // Space plays, and the key bar says Space now pauses; Space again pauses.
    tmux.keys(&["Space"]);
    tmux.wait_for("Space pause");
    tmux.wait_for("▶ playing");
    tmux.keys(&["Space"]);
    tmux.wait_for("Space play");

    tmux.keys(&["Home", "Right", "Right"]);
    tmux.wait_for("Placed a lizard at row 0, column 0");
    tmux.keys(&["Left"]);
    tmux.wait_for("The scan enters (0, 0).");

    // Forward to the second solution, back to the first, back to a backtrack.
    tmux.keys(&["n", "n"]);
    tmux.wait_for("solutions 2");
    tmux.keys(&["N"]);
    tmux.wait_for("solutions 1");
    tmux.keys(&["B"]);
    tmux.wait_for("Backtrack: took the lizard");

    // Stop at each solution: at full speed, playing stops at the next one.
    tmux.keys(&["p"]);
    tmux.wait_for("stops at solutions");
    tmux.keys(&["+"; 20]);
    tmux.keys(&["Space"]);
    tmux.wait_for("stopped at solution 1");

    // Esc does not quit while watching.
    tmux.keys(&["Escape"]);
    tmux.wait_for_all(&["q quits", "lizards  backtrack"]);

    // Edit, ask to quit, stay: back in edit mode, not stuck.
    tmux.keys(&["e", "Down", "Right", "t"]);
    tmux.wait_for_all(&["(unsaved)", "4 trees"]);
    tmux.keys(&["q"]);
    tmux.wait_for("unsaved edits");
    tmux.keys(&["x"]);
    tmux.wait_for("EDITING");
    tmux.keys(&["Escape"]);
    tmux.wait_for("· paused");
    tmux.keys(&["Right"]);
    tmux.wait_for("The scan enters (0, 0).");

    tmux.keys(&["q"]);
    tmux.wait_for("unsaved edits");
    tmux.keys(&["q"]);
    let screen = tmux.wait_for("EXIT=0");
    assert!(
        !screen.contains("lizards  backtrack"),
        "the app's screen was left behind:\n{screen}"
    );
    assert_eq!(
        tmux.run(&["display", "-p", "-t", "t", "#{alternate_on}"])
            .trim(),
        "0"
    );
    assert_eq!(
        tmux.run(&["display", "-p", "-t", "t", "#{mouse_any_flag}"])
            .trim(),
        "0",
        "mouse capture left on"
    );
    // The board file is untouched: quitting without saving saves nothing.
    assert_eq!(
        std::fs::read_to_string(&board)
            .unwrap()
            .matches('2')
            .count(),
        3
    );
}

/// "Save and quit" on the demo board, which has no file of its own, writes `board.txt`: the
/// shell it returns to says so, since the footer that would have had no time to.
#[test]
fn save_and_quit_says_where_the_board_went() {
    if !tmux_available() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let tmux = Tmux::start("save-quit");
    let command = format!(
        "cd {} && {}; echo EXIT=$?",
        dir.path().display(),
        env!("CARGO_BIN_EXE_lizards")
    );
    tmux.type_line(&command);
    tmux.wait_for("Space play");
    tmux.keys(&["e", "t", "Escape"]);
    tmux.wait_for("(unsaved)");
    tmux.keys(&["q"]);
    tmux.wait_for("unsaved edits");
    tmux.keys(&["s"]);
    let screen = tmux.wait_for("EXIT=0");
    assert!(screen.contains("saved as ./board.txt"), "{screen}");
    assert!(dir.path().join("board.txt").exists());
}

#[test]
fn a_long_count_shows_a_bar_and_stops_on_ctrl_c() {
    if !tmux_available() {
        return;
    }
    let tmux = Tmux::start("count");
    // The shell's prompt first: a command typed ahead of it runs after the prompt is
    // printed, on its line, and the bar (as wide as the window) then wraps by the prompt's
    // two columns.
    tmux.wait_for("#");
    // Ten seconds and more at any build's speed: the bar has time to show.
    let command = format!(
        "{} count --queens 17 --threads 1; echo EXIT=$?",
        env!("CARGO_BIN_EXE_lizards")
    );
    tmux.type_line(&command);
    let screen = tmux.wait_for("subtrees");
    assert!(screen.contains("counting 17 queens ["), "{screen}");
    assert!(screen.contains("left)"), "no time left shown: {screen}");
    tmux.keys(&["C-c"]);
    // What was counted is said, then the count dies of the signal: the shell is back, and
    // Ctrl-C ended the whole command line, so no EXIT line.
    let screen = tmux.wait_for_all(&["what it had counted is above", "\n#"]);
    assert!(screen.contains("at least "), "{screen}");
    // The bar is gone: the terminal's echo of the Ctrl-C stayed on its line, which the bar
    // leaves room for, so clearing that line cleared the bar.
    assert!(!screen.contains("subtrees"), "the bar stayed: {screen}");
    assert!(!screen.lines().any(|l| l.starts_with("EXIT=")), "{screen}");
}

#[test]
fn max_shows_both_bounds_and_its_question_while_they_are_apart() {
    if !tmux_available() {
        return;
    }
    use lizards::board::Board;
    use lizards::homework::{FileForm, format_input};
    // 30 x 30 with 10 % trees: its maximum takes minutes to prove, so the bounds stay apart.
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("sparse30.txt");
    let board = Board::random(30, 0.1, 30_000);
    std::fs::write(&input, format_input(&board, 1, &FileForm::default())).unwrap();
    let tmux = Tmux::start("max");
    tmux.run(&["resize-window", "-t", "t", "-x", "80"]);
    let command = format!(
        "{} max --budget 4s {} >/dev/null; echo EXIT=$?",
        env!("CARGO_BIN_EXE_lizards"),
        input.display()
    );
    tmux.type_line(&command);
    let screen = tmux.wait_for_all(&["<= max <=", "] (", "trying "]);
    // The live line is the last: on a busy machine the bar may first show during the swaps'
    // climb, on a line the shell's prompt shares, and stay there.
    let line = screen
        .lines()
        .rev()
        .find(|l| l.contains("<= max <="))
        .expect("the progress line");
    assert!(
        line.contains(") trying ") && line.contains(": exact and local"),
        "{screen}"
    );
    // Cut at the window's edge, not wrapped onto a second line.
    let next = screen.lines().skip_while(|l| *l != line).nth(1);
    assert!(next.is_none_or(|l| l.trim().is_empty()), "{screen}");
    let screen = tmux.wait_for("EXIT=3");
    assert!(
        screen.contains("undecided: the maximum is between"),
        "{screen}"
    );
}

#[test]
fn a_bad_file_is_reported_on_a_clean_terminal_with_exit_2() {
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.txt");
    std::fs::write(&bad, "DFS\n3\n1\n000\n0x0\n000\n").unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_lizards"))
        .arg(&bad)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("line 5, column 2"), "{stderr}");
    assert!(
        !String::from_utf8_lossy(&out.stdout).contains("\x1b[?1049h"),
        "the alternate screen was opened"
    );
}

#[test]
fn a_race_in_a_real_terminal() {
    if !tmux_available() {
        return;
    }
    let tmux = Tmux::start("race");
    let command = format!(
        "{} race --queens 8 --algo backtrack,backjump-safe --by work; echo EXIT=$?",
        env!("CARGO_BIN_EXE_lizards")
    );
    tmux.type_line(&command);
    // (The command line itself says "lizards race": wait for what only the race draws.)
    tmux.wait_for_all(&["by work (placements)", "backjump-safe"]);
    tmux.keys(&["Right", "Right"]);
    tmux.wait_for("placed 2  unmarks 0");
    tmux.keys(&["End"]);
    // The closing table: 113 placements for backtracking, 107 for Gaschnig's backjumping.
    let screen = tmux.wait_for_all(&[
        "placements  unmarks",
        "backtrack-auto    ",
        "backjump-safe    ",
    ]);
    let row = |name: &str| {
        screen
            .lines()
            .find(|l| l.starts_with(&format!("{name} ")))
            .unwrap_or_else(|| panic!("no {name} row:\n{screen}"))
            .split_whitespace()
            .nth(1)
            .unwrap()
            .to_string()
    };
    assert_eq!(row("backtrack-auto"), "113");
    assert_eq!(row("backjump-safe"), "107");
    tmux.keys(&["q"]);
    tmux.wait_for("EXIT=0");
    assert_eq!(
        tmux.run(&["display", "-p", "-t", "t", "#{alternate_on}"])
            .trim(),
        "0"
    );
}

#[test]
fn the_app_opens_its_board_in_a_race_and_comes_back() {
    if !tmux_available() {
        return;
    }
    let tmux = Tmux::start("app-race");
    let command = format!("{} --n 6; echo EXIT=$?", env!("CARGO_BIN_EXE_lizards"));
    tmux.type_line(&command);
    tmux.wait_for("6 x 6, 0 trees, p = 6 · paused");
    tmux.keys(&["R"]);
    tmux.wait_for_all(&["by events", "backjump-safe"]);
    tmux.keys(&["q"]);
    tmux.wait_for("6 x 6, 0 trees, p = 6 · paused");
    tmux.keys(&["q"]);
    tmux.wait_for("EXIT=0");
}

/// The pid of the program the pane's shell is running.
fn child_pid(tmux: &Tmux) -> String {
    let shell = tmux.run(&["display", "-p", "-t", "t", "#{pane_pid}"]);
    let out = Command::new("pgrep")
        .args(["-P", shell.trim()])
        .output()
        .expect("pgrep");
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .next()
        .expect("a child process")
        .to_string()
}

/// Raw mode off, primary screen, no mouse reporting, cursor shown.
fn assert_terminal_given_back(tmux: &Tmux, context: &str) {
    let state = tmux.run(&[
        "display",
        "-p",
        "-t",
        "t",
        "#{alternate_on} #{mouse_any_flag} #{cursor_flag}",
    ]);
    assert_eq!(state.trim(), "0 0 1", "{context}: alternate, mouse, cursor");
}

#[test]
fn signals_give_the_terminal_back_and_exit_128_plus_the_signal() {
    if !tmux_available() {
        return;
    }
    for (name, number) in [("TERM", 15), ("HUP", 1), ("INT", 2), ("QUIT", 3)] {
        let tmux = Tmux::start(&format!("signal-{name}"));
        let command = format!(
            "{} --mouse --n 6; echo EXIT=$?",
            env!("CARGO_BIN_EXE_lizards")
        );
        tmux.type_line(&command);
        tmux.wait_for("6 x 6, 0 trees, p = 6 · paused");
        let pid = child_pid(&tmux);
        let status = Command::new("kill")
            .args([&format!("-{name}"), &pid])
            .status()
            .unwrap();
        assert!(status.success());
        tmux.wait_for(&format!("EXIT={}", 128 + number));
        assert_terminal_given_back(&tmux, name);
    }
}

#[test]
fn ctrl_c_ends_the_app_and_a_race_with_exit_130_as_sigint_does() {
    if !tmux_available() {
        return;
    }
    let lizards = env!("CARGO_BIN_EXE_lizards");
    // Nothing unsaved: Ctrl-C ends at once. With unsaved edits it asks first, a second
    // Ctrl-C stays (as any key but `s` and `q` does), and `q` then leaves without saving, as
    // the question says. A race ends too, on its own or opened from the app (`R`).
    // Each step: a key, then what the screen shows once it is taken.
    type Steps = &'static [(&'static str, &'static str)];
    let runs: [(&str, &str, Steps); 4] = [
        ("app", "--mouse --n 6", &[]),
        (
            "edits",
            "--n 6",
            &[
                ("e", "EDITING"),
                ("t", "(unsaved)"),
                ("C-c", "unsaved edits"),
                ("C-c", "(unsaved)"),
                ("C-c", "unsaved edits"),
            ],
        ),
        ("race", "race --queens 6", &[]),
        ("app-race", "--n 6", &[("R", "by events")]),
    ];
    for (name, args, steps) in runs {
        let tmux = Tmux::start(&format!("ctrl-c-{name}"));
        let command = format!("{lizards} {args}; echo EXIT=$?");
        tmux.type_line(&command);
        tmux.wait_for("paused");
        for (key, shown) in steps {
            tmux.keys(&[key]);
            tmux.wait_for(shown);
        }
        if name == "edits" {
            tmux.keys(&["q"]);
            tmux.wait_for("EXIT=0");
        } else {
            tmux.keys(&["C-c"]);
            tmux.wait_for("EXIT=130");
        }
        assert_terminal_given_back(&tmux, name);
    }
}

/// A signal ends the app without its question: the shell is told the edits were not saved.
#[test]
fn a_signal_over_unsaved_edits_says_they_were_not_saved() {
    if !tmux_available() {
        return;
    }
    let tmux = Tmux::start("signal-edits");
    let command = format!("{} --n 6; echo EXIT=$?", env!("CARGO_BIN_EXE_lizards"));
    tmux.type_line(&command);
    tmux.wait_for("6 x 6, 0 trees, p = 6 · paused");
    tmux.keys(&["e"]);
    tmux.wait_for("EDITING");
    tmux.keys(&["t"]);
    tmux.wait_for("(unsaved)");
    let pid = child_pid(&tmux);
    assert!(
        Command::new("kill")
            .args(["-TERM", &pid])
            .status()
            .unwrap()
            .success()
    );
    tmux.wait_for("EXIT=143");
    tmux.wait_for("the unsaved edits to empty board were not saved");
}

#[test]
fn ctrl_z_gives_the_terminal_back_and_fg_takes_it_again() {
    if !tmux_available() {
        return;
    }
    let tmux = Tmux::start("suspend");
    let command = format!("{} --mouse --n 6", env!("CARGO_BIN_EXE_lizards"));
    tmux.type_line(&command);
    tmux.wait_for("6 x 6, 0 trees, p = 6 · paused");
    tmux.keys(&["C-z"]);
    tmux.wait_for("Stopped");
    assert_terminal_given_back(&tmux, "stopped");
    tmux.type_line("fg");
    tmux.wait_for("6 x 6, 0 trees, p = 6 · paused");
    assert_eq!(
        tmux.run(&["display", "-p", "-t", "t", "#{alternate_on}"])
            .trim(),
        "1"
    );
    // Keys work at once (raw mode is back): the help opens.
    tmux.keys(&["?"]);
    tmux.wait_for("keys and legend");
    tmux.keys(&["Escape", "q"]);
    tmux.wait_for("#");
    let start = Instant::now();
    while tmux
        .run(&["display", "-p", "-t", "t", "#{alternate_on}"])
        .trim()
        != "0"
    {
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "never left the app"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
    assert_terminal_given_back(&tmux, "after quitting");
}

#[test]
fn a_panic_gives_the_terminal_back_and_then_says_why() {
    if !tmux_available() {
        return;
    }
    let tmux = Tmux::start("panic");
    let command = format!(
        "RUST_BACKTRACE=0 LIZARDS_TEST_PANIC=1 {} --mouse --n 6; echo EXIT=$?",
        env!("CARGO_BIN_EXE_lizards")
    );
    tmux.type_line(&command);
    tmux.wait_for("6 x 6, 0 trees, p = 6 · paused");
    tmux.keys(&["!"]);
    let screen = tmux.wait_for("EXIT=101");
    assert!(
        screen.contains("the panic the terminal test asked for"),
        "the message shows on the primary screen:\n{screen}"
    );
    assert_terminal_given_back(&tmux, "after the panic");
}

#[test]
fn the_app_ends_when_its_terminal_goes_away() {
    if !tmux_available() {
        return;
    }
    let tmux = Tmux::start("vanish");
    let command = format!("{} --n 6", env!("CARGO_BIN_EXE_lizards"));
    tmux.type_line(&command);
    tmux.wait_for("6 x 6, 0 trees, p = 6 · paused");
    let pid = child_pid(&tmux);
    tmux.run(&["kill-server"]);
    // The pty is gone and the app had SIGHUP: it must not stay behind spinning.
    let start = Instant::now();
    while std::path::Path::new(&format!("/proc/{pid}")).exists() {
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "the app (pid {pid}) outlived its terminal"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// A shell that traps HUP sends the app none when the terminal goes: the app sees the hang-up
/// itself and ends as SIGHUP would (129), where it used to spin on the dead terminal for good.
#[test]
fn the_app_ends_with_129_when_its_terminal_goes_away_without_a_sighup() {
    if !tmux_available() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let code = dir.path().join("code");
    let tmux = Tmux::start("hangup");
    // A shell of its own, without job control: the app stays in the shell's process group.
    let command = format!(
        "exec sh -c 'trap true HUP; {} --n 6; echo $? > {}'",
        env!("CARGO_BIN_EXE_lizards"),
        code.display()
    );
    tmux.type_line(&command);
    tmux.wait_for("6 x 6, 0 trees, p = 6 · paused");
    tmux.run(&["kill-server"]);
    assert_eq!(written_line(&code, "the app outlived its terminal"), "129");
}

/// `watch`'s own standard-error file goes with a terminal that goes away, as it goes on `q`
/// when the program wrote nothing there: the exit on a hang-up runs no `Drop`, and left an
/// empty file in the temporary folder for each class.
#[test]
fn watch_leaves_no_empty_stderr_file_when_its_terminal_goes_away() {
    if !tmux_available() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let temp = dir.path().join("tmp");
    std::fs::create_dir(&temp).unwrap();
    let code = dir.path().join("code");
    let tmux = Tmux::start("watch-hangup");
    let command = format!(
        "cd {root} && exec sh -c 'trap true HUP; TMPDIR={temp} {lizards} watch -- python3 examples/dfs.py assets/lesson.txt; echo $? > {code}'",
        root = env!("CARGO_MANIFEST_DIR"),
        temp = temp.display(),
        lizards = env!("CARGO_BIN_EXE_lizards"),
        code = code.display()
    );
    tmux.type_line(&command);
    tmux.wait_for_all(&["6 x 6, 3 trees, p = 7", "Space play"]);
    let made: Vec<_> = std::fs::read_dir(&temp).unwrap().collect();
    assert_eq!(made.len(), 1, "the stderr file is made while watching");
    tmux.run(&["kill-server"]);
    assert_eq!(written_line(&code, "the app outlived its terminal"), "129");
    let left: Vec<_> = std::fs::read_dir(&temp)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert!(left.is_empty(), "left behind: {left:?}");
}

/// A watched program that goes quiet (a student's solver stuck in a loop) and what it started
/// end with the app when its terminal goes away, as they do on `q`: the exit on a hang-up
/// had left them running, orphaned, since only a write to the pipe that was gone ended them.
#[test]
fn a_quiet_watched_program_ends_with_a_terminal_that_goes_away() {
    if !tmux_available() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let grandchild = dir.path().join("grandchild");
    let code = dir.path().join("code");
    let header = r#"{"lizards":1,"n":4,"p":4,"trees":[[1,1]],"algo":"backtrack"}"#;
    let script = dir.path().join("quiet.sh");
    std::fs::write(
        &script,
        format!(
            "echo '{header}'\nsleep 1000 &\necho $! > {}\nwait\n",
            grandchild.display()
        ),
    )
    .unwrap();
    let tmux = Tmux::start("watch-quiet");
    let command = format!(
        "exec sh -c 'trap true HUP; {} watch -- sh {}; echo $? > {}'",
        env!("CARGO_BIN_EXE_lizards"),
        script.display(),
        code.display()
    );
    tmux.type_line(&command);
    tmux.wait_for_all(&["4 x 4, 1 tree, p = 4", "Space play"]);
    let sleeper = written_line(&grandchild, "the script never ran");
    assert!(running(&sleeper));
    tmux.run(&["kill-server"]);
    assert_eq!(written_line(&code, "the app outlived its terminal"), "129");
    let start = Instant::now();
    while running(&sleeper) {
        assert!(
            start.elapsed() < Duration::from_secs(5),
            "what the watched program started (pid {sleeper}) outlived the app"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// A cast played into a terminal emulator at its header's size (following its resizes):
/// the last screen, a line a row with trailing blanks dropped, as `tmux capture-pane` prints.
fn replay_cast(cast: &str) -> (serde_json::Value, Vec<String>, String) {
    let mut lines = cast.lines();
    let header: serde_json::Value = serde_json::from_str(lines.next().unwrap()).unwrap();
    let size = |v: u64| std::num::NonZeroU16::new(v as u16).unwrap();
    let mut vt = vt100::Parser::new(
        size(header["height"].as_u64().unwrap()),
        size(header["width"].as_u64().unwrap()),
        0,
    );
    let mut kinds = Vec::new();
    for line in lines {
        let event: (f64, String, String) = serde_json::from_str(line).expect(line);
        match event.1.as_str() {
            "o" => vt.process(event.2.as_bytes()),
            "r" => {
                let (w, h) = event.2.split_once('x').unwrap();
                vt.set_size(h.parse().unwrap(), w.parse().unwrap());
            }
            other => panic!("unknown event {other}"),
        }
        kinds.push(event.1);
    }
    let screen = vt
        .screen()
        .contents()
        .lines()
        .map(|l| l.trim_end().to_string() + "\n")
        .collect();
    (header, kinds, screen)
}

#[test]
fn a_recorded_session_ends_on_what_the_screen_showed_even_when_killed() {
    if !tmux_available() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let tmux = Tmux::start("record");
    let command = format!(
        "cd {} && {} --record lesson.cast --n 6 --trees 0.2 --p 6; echo EXIT=$?",
        dir.path().display(),
        env!("CARGO_BIN_EXE_lizards")
    );
    tmux.type_line(&command);
    tmux.wait_for_all(&["● REC", "paused"]);
    tmux.keys(&["Right", "Right", "Right", "n"]);
    // A projector's window: the recording follows the new size.
    tmux.run(&["resize-window", "-t", "t", "-x", "120", "-y", "36"]);
    tmux.wait_for("solutions 1");
    // The events/s figure falls to 0 two seconds after the seek stopped: wait for that
    // redraw, so the screen captured is the app's last.
    tmux.wait_for("  0 events/s");
    std::thread::sleep(Duration::from_millis(400));
    let shown = tmux.screen();
    let pid = child_pid(&tmux);
    assert!(
        Command::new("kill")
            .args(["-TERM", &pid])
            .status()
            .unwrap()
            .success()
    );
    tmux.wait_for("EXIT=143");

    let cast = std::fs::read_to_string(dir.path().join("lesson.cast")).unwrap();
    let (header, kinds, last) = replay_cast(&cast);
    assert_eq!(header["version"], 2);
    assert_eq!(
        (header["width"].as_u64(), header["height"].as_u64()),
        (Some(100), Some(30))
    );
    assert!(kinds.iter().any(|k| k == "r"), "the resize is recorded");
    assert!(kinds.iter().filter(|k| *k == "o").count() > 3);
    let trimmed = |s: &str| -> String {
        s.lines()
            .map(|l| l.trim_end().to_string() + "\n")
            .collect::<String>()
            .trim_end()
            .to_string()
    };
    assert_eq!(trimmed(&last), trimmed(&shown));
}

/// The processes whose parent is `pid`.
fn children(pid: &str) -> Vec<String> {
    let out = Command::new("pgrep")
        .args(["-P", pid])
        .output()
        .expect("pgrep");
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(str::to_owned)
        .collect()
}

/// Whether process `pid` runs: neither gone nor a zombie waiting for a parent to reap it.
fn running(pid: &str) -> bool {
    std::fs::read_to_string(Path::new("/proc").join(pid).join("stat")).is_ok_and(|stat| {
        // The state follows the command's closing parenthesis.
        stat.rsplit_once(')')
            .is_some_and(|(_, rest)| !rest.trim_start().starts_with('Z'))
    })
}

fn alive(pid: &str) -> bool {
    Path::new("/proc").join(pid).exists()
}

#[test]
fn watch_shows_a_python_solver_and_quits_leaving_no_child() {
    if !tmux_available() {
        return;
    }
    let root = env!("CARGO_MANIFEST_DIR");
    let lizards = env!("CARGO_BIN_EXE_lizards");
    // As the README shows it: the example runs, writes its search and ends.
    let tmux = Tmux::start("watch");
    let command = format!(
        "cd {root} && {lizards} watch -- python3 examples/dfs.py assets/lesson.txt; echo EXIT=$?"
    );
    tmux.type_line(&command);
    tmux.wait_for_all(&["6 x 6, 3 trees, p = 7", "♣", "Space play"]);
    let app = child_pid(&tmux);
    tmux.keys(&["End"]);
    tmux.wait_for("solutions 1");
    tmux.keys(&["q"]);
    tmux.wait_for("EXIT=0");
    assert_terminal_given_back(&tmux, "after watch");
    assert!(!alive(&app), "the app {app} is gone");

    // A program that goes on running after its events is ended with the app.
    let tmux = Tmux::start("watch-sleeps");
    let command = format!(
        "cd {root} && {lizards} watch -- sh -c 'python3 examples/dfs.py assets/lesson.txt; exec sleep 300'; echo EXIT=$?"
    );
    tmux.type_line(&command);
    tmux.wait_for_all(&["6 x 6, 3 trees, p = 7", "Space play"]);
    let app = child_pid(&tmux);
    let program = children(&app);
    assert_eq!(program.len(), 1, "one program runs: {program:?}");
    tmux.keys(&["End"]);
    tmux.wait_for("Waiting for the program");
    assert!(alive(&program[0]), "the program still runs");
    tmux.keys(&["q"]);
    tmux.wait_for("EXIT=0");
    assert_terminal_given_back(&tmux, "after watch of a program that sleeps");
    assert!(!alive(&program[0]), "the program {} was ended", program[0]);
}

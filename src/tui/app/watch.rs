//! `lizards watch -- CMD ARGS...`: the app plays a program's standard output live.
//!
//! The program's standard error goes to a file (never over the screen). It is ended when the
//! app quits or starts over. A program that writes no header in time is refused before the
//! terminal is touched; one that hangs leaves the app waiting and saying so; one that floods
//! is slowed by the bounded channel (it blocks on its pipe); one that dies mid-line stops the
//! stream with the line and column.

use std::ffi::OsString;
use std::io::BufReader;
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdout, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use anyhow::{Context, bail};

use super::App;
use super::replay::{self, Ended, Origin, Recording, Stop, Why};
use crate::protocol::read::Reader;
use crate::protocol::{self, Header};
use crate::solve::Algorithm;
use crate::tui::worker::Batcher;

/// How long a program may take to write its header line.
pub const HEADER_WAIT: Duration = Duration::from_secs(10);

/// How long the wait for the header goes on before the terminal says what it waits for.
const HEADER_LATE: Duration = Duration::from_secs(1);

type Stream = Reader<BufReader<ChildStdout>>;

/// A program whose standard output is the stream.
pub struct Program {
    argv: Vec<OsString>,
    /// Where its standard error goes.
    pub stderr: PathBuf,
    child: Mutex<Option<Child>>,
    /// The first run's output, header read, waiting for the first feed.
    first: Mutex<Option<Stream>>,
    /// The header the `--board` file stands for, if one was given.
    given: Option<Header>,
    /// The standard-error file is the app's own (no `--stderr`) and no message has named it:
    /// removed at the end if the program wrote nothing there.
    tidy: std::sync::atomic::AtomicBool,
    /// The standard-error file is the app's own, in a folder others write to: never opened
    /// through a link, even after a message named it.
    own: bool,
}

impl Program {
    /// Runs the program and reads its header, for at most [`HEADER_WAIT`].
    /// With `given` (from `--board`), the program may write events without a header.
    /// `own_stderr`: the file is the app's choice, not the user's.
    pub fn start(
        argv: Vec<OsString>,
        stderr: PathBuf,
        own_stderr: bool,
        given: Option<Header>,
    ) -> anyhow::Result<(Arc<Self>, Header)> {
        let Some(name) = argv.first().map(|a| a.to_string_lossy().into_owned()) else {
            bail!(
                "name the program to watch after --, like: lizards watch -- python3 dfs.py input.txt"
            );
        };
        let program = Arc::new(Self {
            argv,
            stderr,
            child: Mutex::new(None),
            first: Mutex::new(None),
            given,
            tidy: std::sync::atomic::AtomicBool::new(own_stderr),
            own: own_stderr,
        });
        if own_stderr {
            crate::tui::signals::remove_if_empty_at_exit(&program.stderr);
        }
        let stdout = program.launch()?;
        let (tx, rx) = std::sync::mpsc::channel();
        let given = program.given.clone();
        crate::out_of_memory::spawn("header", move || {
            let mut reader = Reader::new(BufReader::new(stdout));
            let header = reader.header_or(given.as_ref());
            let _ = tx.send((reader, header));
        });
        // The terminal is not the app's yet: a program slow to write its header would leave
        // it blank for up to HEADER_WAIT, so after a second it says what it waits for.
        // With --board the stream has no header: its first line is an event.
        let first_line = if program.given.is_some() {
            "first line"
        } else {
            "header line"
        };
        let late = || {
            use std::io::{IsTerminal, Write};
            let mut stderr = std::io::stderr();
            if stderr.is_terminal() {
                let _ = writeln!(
                    stderr,
                    "lizards: waiting for {name}'s {first_line} (at most {} s)...",
                    HEADER_WAIT.as_secs()
                );
            }
        };
        match wait_for_header(&rx, late) {
            Waited::Signal(signal) => {
                // The app's own handlers are not in place yet, and the program leads a group
                // of its own (the terminal's Ctrl-C does not reach it): end it here.
                program.end();
                Err(crate::tui::signals::EndedBySignal(signal).into())
            }
            Waited::Line((reader, Ok(header))) => {
                if let Ok(mut first) = program.first.lock() {
                    *first = Some(reader);
                }
                Ok((program, header))
            }
            Waited::Line((_, Err(e))) => {
                // A program that failed before its header said so by its exit status too.
                let exited = program.exit_said();
                program.end();
                // A program that wrote nothing (a script that could not open its board)
                // has no line to point at: what it said on its standard error is the news.
                let what = if e.to_string().ends_with(crate::protocol::EMPTY_NO_HEADER) {
                    format!("{name} wrote nothing on its standard output")
                } else {
                    format!("{name}: {e}")
                };
                bail!(
                    "{what}{exited} ({}){}",
                    program.stderr_said(),
                    program.stderr_last_line()
                )
            }
            Waited::Timeout => {
                program.end();
                // With --board the first line may be an event, so any line would have done.
                let why = if program.given.is_some() {
                    "no line at all"
                } else {
                    "no header line (the line that names the board)"
                };
                // The usual cause: a program that prints but whose output waits in its buffer,
                // as Python's and C's do when it goes to a pipe.
                bail!(
                    "{name} wrote {why} within {} s; it was ended ({}). If it prints, its output \
                     may wait in a buffer: flush after each line (Python: print(..., flush=True) \
                     or python3 -u; C: fflush(stdout))",
                    HEADER_WAIT.as_secs(),
                    program.stderr_said()
                )
            }
        }
    }

    /// How the program ended, if it has (it is given a moment: its standard output closes
    /// just before it exits): `; it exited with status 7`, or nothing.
    fn exit_said(&self) -> String {
        use std::os::unix::process::ExitStatusExt;
        for _ in 0..20 {
            // Seen as `exited` sees it: what it left in its group ended before it is reaped,
            // and the slot emptied, so `end` never signals a number that may be reused.
            let status = self.child.lock().ok().and_then(|mut slot| {
                let status = slot.as_mut().and_then(|c| exited(c).ok().flatten());
                if status.is_some() {
                    *slot = None;
                }
                status
            });
            if let Some(status) = status {
                return match (status.code(), status.signal()) {
                    (Some(0), _) => "; it exited with status 0".into(),
                    (Some(code), _) => format!("; it failed with exit status {code}"),
                    (None, Some(signal)) => format!("; it was ended by signal {signal}"),
                    _ => String::new(),
                };
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        String::new()
    }

    /// What a message says of the ended program's standard error: the file it went to,
    /// which then stays; or, when the program wrote nothing there and the file is the app's
    /// own, that it wrote nothing (the empty file goes when the program is dropped).
    fn stderr_said(&self) -> String {
        if self.stderr_is_ours_and_empty() {
            "it wrote nothing on its standard error".to_string()
        } else {
            self.keep_stderr();
            format!("its standard error is in {}", self.stderr.display())
        }
    }

    /// The last line the program wrote on its standard error, as `: its last line: ...`, or
    /// nothing: where a script failed, that line is the why (`FileNotFoundError: ...`), and a
    /// beginner should not have to open a file to read it.
    fn stderr_last_line(&self) -> String {
        self.stderr_last()
            .map(|line| format!(": its last line: {line}"))
            .unwrap_or_default()
    }

    /// The last line the program wrote on its standard error that is not blank, at most 200
    /// characters of it (control characters left out), if any.
    fn stderr_last(&self) -> Option<String> {
        use std::io::{Read, Seek, SeekFrom};
        let mut file = std::fs::File::open(&self.stderr).ok()?;
        let len = file.metadata().map(|m| m.len()).unwrap_or(0);
        let mut tail = Vec::new();
        file.seek(SeekFrom::Start(len.saturating_sub(4096))).ok()?;
        file.take(4096).read_to_end(&mut tail).ok()?;
        let text = String::from_utf8_lossy(&tail);
        let line = text.lines().rev().map(str::trim).find(|l| !l.is_empty())?;
        let mut shown: String = line.chars().filter(|c| !c.is_control()).take(200).collect();
        if line.chars().count() > 200 {
            shown.push_str("...");
        }
        Some(shown)
    }

    /// Whether the program's standard error reached the most a file may hold.
    fn stderr_full(&self) -> bool {
        std::fs::metadata(&self.stderr).is_ok_and(|m| m.len() >= FILE_LIMIT)
    }

    /// Whether the standard-error file is the app's own, unnamed by any message, and empty:
    /// then nobody needs it.
    fn stderr_is_ours_and_empty(&self) -> bool {
        self.tidy.load(std::sync::atomic::Ordering::Relaxed)
            && std::fs::metadata(&self.stderr).is_ok_and(|m| m.is_file() && m.len() == 0)
    }

    /// A message names the standard-error file: it stays, even empty.
    pub fn keep_stderr(&self) {
        self.tidy.store(false, std::sync::atomic::Ordering::Relaxed);
        crate::tui::signals::keep_at_exit(&self.stderr);
    }

    /// Starts the program (ending a run before it), its standard error to the file. The
    /// program leads a process group of its own, so that ending it ends what it started too
    /// (a script's interpreter, which holds the pipe).
    fn launch(&self) -> anyhow::Result<ChildStdout> {
        use std::os::unix::process::CommandExt;
        self.end();
        let stderr = self.open_stderr().with_context(|| {
            format!(
                "cannot write the program's standard error to {}",
                self.stderr.display()
            )
        })?;
        let mut command = Command::new(&self.argv[0]);
        command
            .args(&self.argv[1..])
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(stderr)
            .process_group(0);
        // SAFETY: `limit_files` makes only async-signal-safe calls (setrlimit, signal).
        let mut child = unsafe { command.pre_exec(limit_files) }
            .spawn()
            .with_context(|| format!("cannot run {}", self.argv[0].to_string_lossy()))?;
        if let Ok(group) = i32::try_from(child.id()) {
            crate::tui::signals::end_group_at_exit(group);
        }
        let stdout = child
            .stdout
            .take()
            .ok_or(std::io::Error::from(std::io::ErrorKind::BrokenPipe))?;
        if let Ok(mut slot) = self.child.lock() {
            *slot = Some(child);
        }
        Ok(stdout)
    }

    /// The standard-error file, emptied. The app's own is never reached through a link (it
    /// was made new, in a folder others write to); the user's is written as `2>` would.
    fn open_stderr(&self) -> std::io::Result<std::fs::File> {
        use std::os::unix::fs::OpenOptionsExt;
        let mut options = std::fs::OpenOptions::new();
        options.write(true).create(true).truncate(true);
        if self.own {
            options.custom_flags(libc::O_NOFOLLOW);
        }
        options.open(&self.stderr)
    }

    /// The running program's process id, if one runs.
    pub fn pid(&self) -> Option<u32> {
        self.child.lock().ok()?.as_ref().map(Child::id)
    }

    /// Ends the program if it still runs, and reaps it.
    pub fn end(&self) {
        let child = self.child.lock().ok().and_then(|mut c| c.take());
        if let Some(mut child) = child {
            // The whole group: a child left behind would hold the pipe open.
            if let Ok(group) = i32::try_from(child.id()) {
                unsafe { libc::kill(-group, libc::SIGKILL) };
                crate::tui::signals::forget_group(group);
            }
            let _ = child.kill();
            let _ = child.wait();
        }
    }

    /// Plays the program's output (the first run's, or a new run's when the app starts over).
    pub(super) fn feed(
        &self,
        header: &Header,
        send: &mut Batcher,
        misstated: &replay::Misstatements,
    ) -> Option<Stop> {
        let first = self.first.lock().ok().and_then(|mut f| f.take());
        let mut reader = match first {
            Some(reader) => reader,
            None => match self.launch() {
                Ok(stdout) => {
                    let mut reader = Reader::new(BufReader::new(stdout));
                    match reader.header_or(self.given.as_ref()) {
                        Ok(again) if again == *header => reader,
                        Ok(_) => return Some(self.stopped(Ended::OtherHeader)),
                        Err(e) => return Some(self.bad_line(replay::malformed(e, 0))),
                    }
                }
                Err(e) => return Some(self.stopped(Ended::NotRunAgain(format!("{e:#}")))),
            },
        };
        let found = replay::feed(&mut reader, header, send, misstated, |r| {
            r.input().buffer().is_empty()
        });
        // A stream cut short is told after what the program's exit says, if it failed.
        let unfinished = match found {
            Some(stop) if stop.why == Why::Unfinished => Some(stop),
            Some(stop) => return Some(self.bad_line(stop)),
            None => None,
        };
        // The stream ended: say so if the program failed.
        let status = loop {
            let Ok(mut slot) = self.child.lock() else {
                break None;
            };
            // Ended by the app (it quits or starts over): nothing to say.
            let Some(child) = slot.as_mut() else {
                break None;
            };
            match exited(child) {
                // Reaped: its number may be given to another process now, so the slot no
                // longer names it (`end` would signal that number's group).
                Ok(Some(status)) => {
                    *slot = None;
                    break Some(status);
                }
                Ok(None) => {}
                Err(_) => break None,
            }
            drop(slot);
            std::thread::sleep(Duration::from_millis(20));
        };
        match status {
            Some(status)
                if std::os::unix::process::ExitStatusExt::signal(&status)
                    == Some(libc::SIGXFSZ) =>
            {
                Some(self.stopped(Ended::FileLimit))
            }
            // A program that ignores that signal (Python does) sees its writes fail instead,
            // and exits with an error of its own: its file at the limit says why.
            Some(status) if !status.success() && self.stderr_full() => {
                Some(self.stopped(Ended::FileLimit))
            }
            Some(status) if !status.success() => Some(self.stopped(Ended::Failed(status.code()))),
            _ => unfinished,
        }
    }

    /// A line the reader refused came from the program, which may have said why on its
    /// standard error (a crash mid-line, say): the stop names the file too, and the program
    /// is ended. When the app ended it first (it quits or starts over, and the line was cut
    /// then), nobody reads the stop: the file is not named, so an empty one is still removed.
    fn bad_line(&self, stop: Stop) -> Stop {
        let ended_by_app = self.child.lock().map_or(true, |c| c.is_none());
        self.end();
        if ended_by_app {
            return stop;
        }
        match stop.why {
            Why::Malformed {
                line,
                column,
                detail,
            } => Stop {
                line: stop.line,
                event: stop.event,
                ..self.stopped(Ended::BadLine {
                    line,
                    column,
                    detail,
                })
            },
            _ => stop,
        }
    }

    fn stopped(&self, what: Ended) -> Stop {
        // A stop that names the file keeps it for whoever looks there after quitting; the
        // app's own file, empty, is not named (it said nothing) and goes.
        let stderr = (!self.stderr_is_ours_and_empty()).then(|| {
            self.keep_stderr();
            self.stderr.clone()
        });
        let last = self.stderr_last();
        Stop {
            event: 0,
            line: 0,
            why: Why::Program { what, stderr, last },
            cells: Vec::new(),
        }
    }
}

impl Drop for Program {
    fn drop(&mut self) {
        self.end();
        // A program that wrote nothing on its standard error leaves no empty file of ours
        // behind (a run per class would fill the temporary folder); a file the user named
        // with --stderr, or that a message named, stays.
        if self.stderr_is_ours_and_empty() {
            let _ = std::fs::remove_file(&self.stderr);
        }
        crate::tui::signals::keep_at_exit(&self.stderr);
    }
}

/// The app on a program's output, as `lizards watch -- CMD ARGS...` opens it.
pub fn build(
    argv: Vec<OsString>,
    stderr: Option<&Path>,
    args: &crate::tui::Options,
) -> anyhow::Result<App> {
    let own_stderr = stderr.is_none();
    // Everything that may fail before the program runs is asked first: the app's own file
    // is made last, so a refused start leaves none behind.
    let given = replay::given(args)?;
    if argv.is_empty() {
        bail!(
            "name the program to watch after --, like: lizards watch -- python3 dfs.py input.txt"
        );
    }
    let stderr = match stderr {
        Some(path) => {
            refuse_to_overwrite(path, &argv, args.board.as_deref())?;
            path.to_owned()
        }
        None => new_stderr_file()?,
    };
    let name = argv
        .first()
        .map(|a| {
            PathBuf::from(a)
                .file_name()
                .map_or_else(|| a.clone(), |f| f.to_owned())
        })
        .unwrap_or_default();
    let (program, header) = Program::start(argv, stderr, own_stderr, given)?;
    let board = protocol::board(&header);
    let algorithm =
        <Algorithm as clap::ValueEnum>::from_str(&header.algo, true).unwrap_or_default();
    // Starting may already say something (an algorithm the board does not fit): in the
    // app's language.
    let theme = crate::tui::theme::Theme::from_env(args.ascii, args.theme);
    let _lang = crate::i18n::Scope::enter(args.lang.on(theme.ascii));
    let mut app = App::new(
        board,
        header.p,
        algorithm,
        super::Source::Replay(PathBuf::from(name)),
        theme,
    );
    app.search.bound = args.bound;
    app.replay = Some(Recording::from_origin(Origin::Program(program), header));
    app.restart();
    app.set_speed(args.speed);
    app.playing = args.play;
    crate::tui::speak(&mut app, args.lang);
    Ok(app)
}

/// What the wait for the header line ended with.
enum Waited<T> {
    Line(T),
    Timeout,
    /// An ending signal (INT, TERM, HUP, QUIT) came first.
    Signal(i32),
}

/// Waits up to [`HEADER_WAIT`] for the reader's first line, watching for an ending signal the
/// while: the app's handlers come later, and without these the default action would end
/// lizards and leave the program running.
/// `late` is called once if no line came within [`HEADER_LATE`].
fn wait_for_header<T>(rx: &std::sync::mpsc::Receiver<T>, late: impl FnOnce()) -> Waited<T> {
    let mut late = Some(late);
    use std::sync::atomic::{AtomicUsize, Ordering};
    let caught = Arc::new(AtomicUsize::new(0));
    let ids: Vec<_> = crate::tui::signals::ENDING
        .into_iter()
        .filter_map(|sig| {
            signal_hook::flag::register_usize(sig, Arc::clone(&caught), sig as usize).ok()
        })
        .collect();
    let started = std::time::Instant::now();
    let waited = loop {
        let signal = caught.load(Ordering::Relaxed);
        if signal != 0 {
            break Waited::Signal(signal as i32);
        }
        let left = HEADER_WAIT.saturating_sub(started.elapsed());
        if left.is_zero() {
            break Waited::Timeout;
        }
        if started.elapsed() >= HEADER_LATE
            && let Some(late) = late.take()
        {
            late();
        }
        match rx.recv_timeout(left.min(Duration::from_millis(50))) {
            Ok(line) => break Waited::Line(line),
            Err(std::sync::mpsc::RecvTimeoutError::Timeout) => {}
            Err(std::sync::mpsc::RecvTimeoutError::Disconnected) => break Waited::Timeout,
        }
    };
    for id in ids {
        signal_hook::low_level::unregister(id);
    }
    waited
}

/// Whether the program has exited, seen without reaping it; if it has, what it left in its
/// process group is ended while its number still holds the group, and only then is it
/// reaped (after that, the number may go to another process, and another group).
fn exited(child: &mut Child) -> std::io::Result<Option<std::process::ExitStatus>> {
    let mut info: libc::siginfo_t = unsafe { std::mem::zeroed() };
    let flags = libc::WEXITED | libc::WNOHANG | libc::WNOWAIT;
    if unsafe { libc::waitid(libc::P_PID, child.id(), &mut info, flags) } != 0 {
        return Err(std::io::Error::last_os_error());
    }
    if unsafe { info.si_pid() } == 0 {
        return Ok(None);
    }
    if let Ok(group) = i32::try_from(child.id()) {
        unsafe { libc::kill(-group, libc::SIGKILL) };
        crate::tui::signals::forget_group(group);
    }
    child.wait().map(Some)
}

/// The most a watched program may write to any one file: its standard error goes to a file,
/// and a debug print in a loop wrote 4 GB to the temporary folder in three seconds.
pub const FILE_LIMIT: u64 = 64 << 20;

/// In the program's process, before it runs: files of at most [`FILE_LIMIT`] bytes, and the
/// system's default for the signal that ends a program writing past that (the app ignores it,
/// to fail its own writes cleanly, and an ignored signal would be inherited: the program's
/// writes would fail one by one while it went on).
fn limit_files() -> std::io::Result<()> {
    let mut limit = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: plain system calls on a local struct, safe between fork and exec.
    unsafe {
        if libc::getrlimit(libc::RLIMIT_FSIZE, &mut limit) == 0 {
            limit.rlim_cur = limit.rlim_cur.min(FILE_LIMIT as libc::rlim_t);
            libc::setrlimit(libc::RLIMIT_FSIZE, &limit);
        }
        libc::signal(libc::SIGXFSZ, libc::SIG_DFL);
    }
    Ok(())
}

/// A new file for the program's standard error in the temporary folder: made with
/// `O_EXCL`, so never one someone else put there first (a link to their victim, say).
fn new_stderr_file() -> anyhow::Result<PathBuf> {
    let dir = std::env::temp_dir();
    let pid = std::process::id();
    let mut last = None;
    for k in 0..100 {
        let name = match k {
            0 => format!("lizards-watch-{pid}.stderr"),
            k => format!("lizards-watch-{pid}-{k}.stderr"),
        };
        let path = dir.join(name);
        match std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&path)
        {
            Ok(_) => return Ok(path),
            Err(e) => last = Some(e),
        }
    }
    let e = last.map_or_else(|| "no name left".to_string(), |e| e.to_string());
    bail!(
        "cannot make a file for the program's standard error in {}: {e}; name one with --stderr",
        dir.display()
    )
}

/// The files a command line runs with: each word, the words of a shell's line (`sh -c
/// 'python3 dfs.py input.txt'`), and the program itself as `exec` finds it on `PATH`
/// (`python3` is `/usr/bin/python3`).
fn run_with<'a>(
    argv: &'a [OsString],
    path: Option<&std::ffi::OsStr>,
) -> impl Iterator<Item = PathBuf> + 'a {
    let program = argv.first().and_then(|p| on_path(Path::new(p), path?));
    let words = argv.iter().enumerate().flat_map(|(i, arg)| {
        let whole = PathBuf::from(arg);
        // A shell's command line is the word after `-c`; other words are names as given.
        let shell_line = i > 0 && argv[i - 1] == "-c";
        let inner: Vec<PathBuf> = arg
            .to_str()
            .filter(|a| shell_line && a.contains(char::is_whitespace))
            .map(|a| {
                a.split(|c: char| {
                    c.is_whitespace() || matches!(c, '\'' | '"' | ';' | '<' | '>' | '|' | '&')
                })
                .filter(|w| !w.is_empty())
                .map(PathBuf::from)
                .collect()
            })
            .unwrap_or_default();
        std::iter::once(whole)
            .chain(inner)
            .chain(option_values(arg))
    });
    program.into_iter().chain(words)
}

/// The file an option word may carry: `--in=notes.txt` and `-inotes.txt` pass
/// `notes.txt` as surely as `--in notes.txt` does.
fn option_values(arg: &std::ffi::OsStr) -> Vec<PathBuf> {
    let Some(word) = arg.to_str().filter(|w| w.starts_with('-')) else {
        return Vec::new();
    };
    let long = word.split_once('=').map(|(_, value)| value);
    let short = (!word.starts_with("--")).then(|| word.get(2..)).flatten();
    [long, short]
        .into_iter()
        .flatten()
        .filter(|value| !value.is_empty())
        .map(PathBuf::from)
        .collect()
}

/// Where `exec` finds `program` on `path` (a `PATH`): the first executable file of that name
/// in its folders; `None` when `program` names a folder itself (then it is a word already).
fn on_path(program: &Path, path: &std::ffi::OsStr) -> Option<PathBuf> {
    use std::os::unix::fs::PermissionsExt;
    if program.as_os_str().as_encoded_bytes().contains(&b'/') {
        return None;
    }
    std::env::split_paths(path)
        .map(|dir| dir.join(program))
        .find(|candidate| {
            std::fs::metadata(candidate)
                .is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
        })
}

/// Whether `a` and `b` name one file that does not exist yet: the same name in the same
/// folder (`out.txt` and `./out.txt`). A program's output file is made when it runs, after
/// the check; `--stderr` naming it would share it with the program's words.
fn same_name(a: &Path, b: &Path) -> bool {
    let place = |p: &Path| {
        let folder = p
            .parent()
            .filter(|d| !d.as_os_str().is_empty())
            .unwrap_or(Path::new("."));
        Some((
            std::fs::canonicalize(folder).ok()?,
            p.file_name()?.to_owned(),
        ))
    };
    matches!((place(a), place(b)), (Some(x), Some(y)) if x == y)
}

/// `--stderr` empties its file as `2>` does, but never the board or a file the program is
/// run with (its script, its input), nor a file that holds a homework board, nor a file made
/// read-only.
fn refuse_to_overwrite(
    stderr: &Path,
    argv: &[OsString],
    board: Option<&Path>,
) -> anyhow::Result<()> {
    let shown = stderr.display();
    if let Some(board) = board.filter(|b| crate::atomic::same_file(b, stderr)) {
        bail!(
            "--stderr {shown} is the board ({}): the program's standard error would overwrite it; name another file",
            board.display()
        );
    }
    let path = std::env::var_os("PATH");
    let new = std::fs::symlink_metadata(stderr).is_err();
    if let Some(arg) = run_with(argv, path.as_deref())
        .find(|a| crate::atomic::same_file(a, stderr) || (new && same_name(a, stderr)))
    {
        bail!(
            "--stderr {shown} is {}, which the program is run with{}; name another file",
            arg.display(),
            if new {
                " and may write: the two would share one file"
            } else {
                ": its standard error would overwrite it"
            }
        );
    }
    if let Ok(meta) = std::fs::metadata(stderr) {
        crate::atomic::refuse_read_only(&meta)
            .with_context(|| format!("--stderr {shown} is not written"))?;
        // A program (one `exec` would not find first on PATH, a `python3` the shims hide):
        // emptied, it would be lost to every user of the machine.
        use std::os::unix::fs::PermissionsExt;
        if meta.is_file() && meta.permissions().mode() & 0o111 != 0 {
            bail!(
                "--stderr {shown} is an executable file: the program's standard error would \
                 overwrite it; name another file"
            );
        }
        // A board the program may read without naming it (`input.txt`, the homework's
        // convention, or a file named inside `sh -c`): its standard error would empty it.
        let board = meta.is_file()
            && meta.len() <= 64 << 20
            && std::fs::read_to_string(stderr)
                .is_ok_and(|text| crate::homework::parse_input(&text).is_ok());
        if board {
            bail!(
                "--stderr {shown} holds a homework board, which the program may read (input.txt \
                 is the homework's): its standard error would overwrite it; name another file"
            );
        }
    }
    Ok(())
}

impl App {
    /// While a watched program runs and everything it wrote is shown: what the app waits for.
    pub fn watch_waiting(&self) -> Option<String> {
        let Some(Recording {
            origin: Origin::Program(program),
            ..
        }) = &self.replay
        else {
            return None;
        };
        let waiting = !self.search_complete() && !self.playback.has_pending();
        waiting.then(|| {
            crate::t!(
                "watch-waiting",
                stderr = program.stderr.display().to_string()
            )
        })
    }
}

#[cfg(test)]
mod run_with_tests {
    use super::*;

    #[test]
    fn a_header_late_by_a_second_is_said_once_and_a_prompt_one_not_at_all() {
        let said = std::cell::Cell::new(0);
        let (tx, rx) = std::sync::mpsc::channel();
        let sender = std::thread::spawn(move || {
            std::thread::sleep(HEADER_LATE + Duration::from_millis(300));
            tx.send(7).unwrap();
        });
        let waited = wait_for_header(&rx, || said.set(said.get() + 1));
        sender.join().unwrap();
        assert!(matches!(waited, Waited::Line(7)));
        assert_eq!(said.get(), 1);
        let (tx, rx) = std::sync::mpsc::channel();
        tx.send(8).unwrap();
        let waited = wait_for_header(&rx, || said.set(said.get() + 1));
        assert!(matches!(waited, Waited::Line(8)));
        assert_eq!(said.get(), 1, "a header at once says nothing");
    }

    #[test]
    fn the_program_is_found_as_exec_finds_it_and_words_inside_a_shell_line_count() {
        let dir = tempfile::tempdir().unwrap();
        let (first, second) = (dir.path().join("a"), dir.path().join("b"));
        std::fs::create_dir_all(&first).unwrap();
        std::fs::create_dir_all(&second).unwrap();
        use std::os::unix::fs::PermissionsExt;
        // In the first folder not executable, in the second executable: exec takes the second.
        for (folder, mode) in [(&first, 0o644), (&second, 0o755)] {
            let file = folder.join("solver");
            std::fs::write(&file, "#!/bin/sh\n").unwrap();
            std::fs::set_permissions(&file, std::fs::Permissions::from_mode(mode)).unwrap();
        }
        let path = std::env::join_paths([&first, &second]).unwrap();
        let argv: Vec<OsString> = vec!["solver".into(), "x".into(), "search log".into()];
        let files: Vec<PathBuf> = run_with(&argv, Some(&path)).collect();
        assert_eq!(files[0], second.join("solver"), "{files:?}");
        assert!(files.contains(&PathBuf::from("x")));
        // A word with a space that is no shell's line is a name as given, not words.
        assert!(!files.contains(&PathBuf::from("log")), "{files:?}");
        let argv: Vec<OsString> = vec![
            "sh".into(),
            "-c".into(),
            "python3 'dfs.py' <input.txt".into(),
        ];
        let files: Vec<PathBuf> = run_with(&argv, None).collect();
        for word in ["dfs.py", "input.txt", "python3"] {
            assert!(files.contains(&PathBuf::from(word)), "{word}: {files:?}");
        }
        // A program named with a folder is a word, not looked up.
        assert_eq!(on_path(Path::new("./solver"), &path), None);
    }

    /// A file the program will write, named by one of its words, is refused before it
    /// exists, under another spelling of its name too; a file no word names is taken.
    #[test]
    fn a_file_the_program_is_run_with_is_refused_before_it_exists() {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("out.txt");
        let line = format!("python3 solver.py in.txt {}", out.display());
        let argv: Vec<OsString> = vec!["sh".into(), "-c".into(), line.into()];
        let spelled = dir.path().join(".").join("out.txt");
        let refused = refuse_to_overwrite(&spelled, &argv, None).unwrap_err();
        assert!(
            refused
                .to_string()
                .contains("which the program is run with"),
            "{refused}"
        );
        assert!(!out.exists());
        refuse_to_overwrite(&dir.path().join("notes.txt"), &argv, None).unwrap();
    }
}

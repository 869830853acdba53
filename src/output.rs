//! Standard output and standard error, written without the panics of `println!` and
//! `eprintln!`. On standard output a reader that went away (`| head`) is not an error, any
//! other failure (a full disk) is, and is returned. Standard error only says how the work
//! went: when it cannot be written (`2>/dev/full`, `2>&-`), the work goes on and keeps its
//! answer and exit code, since a warning nobody can read must not throw the answer away.

use std::io::Write;
use std::sync::atomic::{AtomicBool, Ordering};

use anyhow::Context;

/// Whether standard output was closed when the program started (the binary says, before the
/// runtime replaces a closed one with `/dev/null`).
static STDOUT_CLOSED: AtomicBool = AtomicBool::new(false);

/// Records whether standard output was closed at start (`>&-`).
pub fn stdout_closed_at_start(closed: bool) {
    STDOUT_CLOSED.store(closed, Ordering::Relaxed);
}

/// Whether standard input was closed when the program started (`<&-`): the runtime then
/// reads `/dev/null`, an empty file, in its place.
static STDIN_CLOSED: AtomicBool = AtomicBool::new(false);

/// Records whether standard input was closed at start (`<&-`).
pub fn stdin_closed_at_start(closed: bool) {
    STDIN_CLOSED.store(closed, Ordering::Relaxed);
}

/// An error when standard input was closed at start: read as the empty file the runtime
/// puts in its place, an answer read from it would be judged empty, and wrong, where it
/// could not be read at all.
pub fn stdin_open() -> anyhow::Result<()> {
    if STDIN_CLOSED.load(Ordering::Relaxed) {
        anyhow::bail!("it is closed (<&-): open it, or give a file's path in place of -");
    }
    Ok(())
}

/// An error when standard output was closed at start: what a command writes there would be
/// lost, as on a full disk. A command that streams its output asks before it starts.
pub fn stdout_open() -> anyhow::Result<()> {
    if STDOUT_CLOSED.load(Ordering::Relaxed) {
        anyhow::bail!(
            "standard output is closed (>&-): what this command writes there would be lost; \
             open it, or write to a file with -o where the command has it"
        );
    }
    Ok(())
}

/// Writes `text` to standard output and flushes it. A standard output closed at start is an
/// error ([`stdout_open`]).
pub fn stdout(text: &str) -> anyhow::Result<()> {
    stdout_open()?;
    let mut out = std::io::stdout().lock();
    write_all(&mut out, text).context("cannot write to standard output")
}

/// A verdict whose answer is the exit code (`check`, `replay --check`): its line is written
/// to standard output, but one closed at start, or a write that fails (a full disk), loses
/// nothing the exit code does not say. A failed write is said on standard error and the
/// verdict's exit code kept: exit 2 would tell a grader the input could not be read.
pub fn verdict(text: &str) -> anyhow::Result<()> {
    if STDOUT_CLOSED.load(Ordering::Relaxed) {
        return Ok(());
    }
    if let Err(e) = stdout(&printable(text)) {
        stderr(&format!(
            "warning: {e:#}; the exit code gives the verdict\n"
        ))?;
    }
    Ok(())
}

/// Writes `text` to standard error, as well as it can: a failure is not reported (where
/// would it go?) and never stops the work. Returns a `Result` to read as the other writes do.
pub fn stderr(text: &str) -> anyhow::Result<()> {
    let mut err = std::io::stderr().lock();
    let _ = write_all(&mut err, &printable(text));
    Ok(())
}

/// `text` with its control characters escaped (`\u{1b}`), line ends and tabs kept: a
/// message names files, and a file named with an escape sequence must not colour, move or
/// clear the terminal it is said on.
pub fn printable(text: &str) -> std::borrow::Cow<'_, str> {
    let control = |c: char| c.is_control() && c != '\n' && c != '\t';
    if !text.chars().any(control) {
        return std::borrow::Cow::Borrowed(text);
    }
    text.chars()
        .map(|c| {
            if control(c) {
                c.escape_unicode().to_string()
            } else {
                c.to_string()
            }
        })
        .collect::<String>()
        .into()
}

fn write_all(out: &mut impl Write, text: &str) -> std::io::Result<()> {
    out.write_all(text.as_bytes())
        .and_then(|()| out.flush())
        .or_else(ignore_broken_pipe)
}

/// A reader that stops reading (`| head`) is not an error.
pub fn ignore_broken_pipe(e: std::io::Error) -> std::io::Result<()> {
    if e.kind() == std::io::ErrorKind::BrokenPipe {
        Ok(())
    } else {
        Err(e)
    }
}

/// Set once a command's work is over: [`end_when_reader_goes`] stops watching.
static ANSWERING: AtomicBool = AtomicBool::new(false);

/// The work is over and the answer is about to be written: a reader that goes from now on
/// (`| head -c1` after the first byte) no longer ends the process with exit code 0.
pub fn answering() {
    ANSWERING.store(true, Ordering::SeqCst);
}

/// Ends the process with exit code 0, as a write to a reader that has gone does, as soon
/// as standard output is a pipe whose reader has gone. A command that works long before its
/// next write (`checker`'s total after its first three lines, `count`'s total) otherwise
/// counts on, on every core, for nobody: `lizards checker 20 | head -3` ran for minutes.
/// Nothing is written then, so nothing is lost; a file given with `-o` is not standard output.
pub fn end_when_reader_goes() {
    ANSWERING.store(false, Ordering::SeqCst);
    // Only a pipe or a socket has a reader that can go.
    let mut stat: libc::stat = unsafe { std::mem::zeroed() };
    let kind = if unsafe { libc::fstat(1, &mut stat) } == 0 {
        stat.st_mode & libc::S_IFMT
    } else {
        0
    };
    if kind != libc::S_IFIFO && kind != libc::S_IFSOCK {
        return;
    }
    let watch = std::thread::Builder::new().name("reader gone?".into());
    let _ = watch.spawn(|| {
        loop {
            // No event asked for: a pipe whose reader closed still reports POLLERR.
            let mut out = libc::pollfd {
                fd: 1,
                events: 0,
                revents: 0,
            };
            let ready = unsafe { libc::poll(&mut out, 1, 250) };
            if ANSWERING.load(Ordering::SeqCst) {
                // The work is over and its answer is being written: the exit code is the
                // command's own (3 for a count the budget cut), not this watch's 0.
                return;
            }
            if ready > 0 && out.revents & (libc::POLLERR | libc::POLLHUP) != 0 {
                std::process::exit(0);
            }
            if ready < 0
                && std::io::Error::last_os_error().kind() != std::io::ErrorKind::Interrupted
            {
                return;
            }
        }
    });
}

/// A line on standard error through [`stderr`]: `note!("time: {t}")?`.
#[macro_export]
macro_rules! note {
    ($($arg:tt)*) => {
        $crate::output::stderr(&format!("{}\n", format_args!($($arg)*)))
    };
}

#[cfg(test)]
mod printable_tests {
    #[test]
    fn a_message_carries_no_control_character_but_its_line_ends() {
        assert_eq!(
            super::printable("cannot read esc\u{1b}[31mred.txt\n\tnext"),
            "cannot read esc\\u{1b}[31mred.txt\n\tnext"
        );
        assert!(matches!(
            super::printable("plain"),
            std::borrow::Cow::Borrowed("plain")
        ));
    }
}

//! Signals while the app owns the terminal. TERM, HUP, INT and QUIT end the app with the
//! terminal given back (exit code 128 + the signal); TSTP (and Ctrl-Z, which raw mode turns
//! into a key) gives the terminal back, stops, and takes it again on continue.
//!
//! The handlers only set flags; the event loop, which wakes at least every quarter second,
//! acts on them. So a signal never cuts a frame in half, and the terminal is restored by the
//! same code as a normal quit.
//!
//! A watchdog covers the one case the loop cannot: when the terminal itself has gone (its tmux
//! server or ssh session killed), crossterm's reader spins on the dead tty (a read of 0 bytes,
//! again and again) and never returns to the loop. So the watchdog looks at the terminal ten
//! times a second and, once it has hung up, exits at once with 129, as SIGHUP would: a shell
//! that traps HUP sends none, and the app would spin for good. If an ending signal has not
//! ended the app within [`GRACE`], the watchdog restores what it can and exits with its code.
//! Neither path may print: with the terminal gone, a failed write to stderr would panic, and
//! a panic here aborts.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use signal_hook::consts::{SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGTSTP};

/// The app was ended by a signal: give the terminal back, then exit with 128 + `0`.
#[derive(Debug, thiserror::Error)]
#[error("ended by signal {0}")]
pub struct EndedBySignal(pub i32);

impl EndedBySignal {
    /// The shell's convention for a process ended by a signal.
    pub fn exit_code(&self) -> u8 {
        (128 + self.0).clamp(0, 255) as u8
    }
}

/// The signals that end the app (with 128 + the signal), and `watch`'s wait for a header.
pub const ENDING: [i32; 4] = [SIGTERM, SIGHUP, SIGINT, SIGQUIT];

/// How long the event loop has to act on an ending signal before the watchdog does.
const GRACE: Duration = Duration::from_secs(2);

/// Files the app made for itself that go if they are still empty when it ends (`watch`'s
/// standard-error file): the watchdog's exit runs no `Drop`, so it removes them itself.
static EMPTY_FILES: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

/// `path` goes if it is still an empty file when the watchdog ends the app.
pub fn remove_if_empty_at_exit(path: &Path) {
    if let Ok(mut files) = EMPTY_FILES.lock() {
        files.push(path.to_owned());
    }
}

/// `path` stays after all (a message named it, or its owner removed it).
pub fn keep_at_exit(path: &Path) {
    if let Ok(mut files) = EMPTY_FILES.lock() {
        files.retain(|f| f != path);
    }
}

/// Process groups the app started (`watch`'s program and what it started): the watchdog's
/// exit ends them, as the app's own quit does. A program that never writes would otherwise
/// outlive a terminal that went away (a closed window, a dropped ssh session), orphaned.
static GROUPS: Mutex<Vec<i32>> = Mutex::new(Vec::new());

/// Process group `group` is ended if the watchdog ends the app.
pub fn end_group_at_exit(group: i32) {
    if let Ok(mut groups) = GROUPS.lock() {
        groups.push(group);
    }
}

/// `group` was ended by its owner: forgotten before its leader is reaped, so that the
/// watchdog never signals a number the system may have given to another group since.
pub fn forget_group(group: i32) {
    if let Ok(mut groups) = GROUPS.lock() {
        groups.retain(|&g| g != group);
    }
}

/// Kills the groups [`end_group_at_exit`] named. Held under the lock, so no owner reaps a
/// leader meanwhile. The lock is tried for a few milliseconds (a program being started again
/// holds it that long at most), never waited for: its holder may be the stuck loop.
fn end_groups() {
    for _ in 0..10 {
        if let Ok(groups) = GROUPS.try_lock() {
            for &group in groups.iter() {
                // SAFETY: a signal to a process group the app started and has not reaped.
                unsafe { libc::kill(-group, libc::SIGKILL) };
            }
            return;
        }
        std::thread::sleep(Duration::from_millis(1));
    }
}

/// Removes the files [`remove_if_empty_at_exit`] named that are still empty, regular files
/// (never through a link). Never waits: the lock's holder may be the stuck loop.
fn remove_empty_files() {
    if let Ok(files) = EMPTY_FILES.try_lock() {
        for file in files.iter() {
            if std::fs::symlink_metadata(file).is_ok_and(|m| m.is_file() && m.len() == 0) {
                let _ = std::fs::remove_file(file);
            }
        }
    }
}

/// Flags the signal handlers set, for as long as this lives.
pub struct Signals {
    end: Arc<AtomicUsize>,
    stop: Arc<AtomicBool>,
    ids: Vec<signal_hook::SigId>,
    /// Cleared when the terminal is given back normally: the watchdog then stands down.
    owned: Arc<AtomicBool>,
}

impl Signals {
    pub fn register() -> std::io::Result<Self> {
        let end = Arc::new(AtomicUsize::new(0));
        let stop = Arc::new(AtomicBool::new(false));
        let mut ids = Vec::new();
        for sig in ENDING {
            ids.push(signal_hook::flag::register_usize(
                sig,
                Arc::clone(&end),
                sig as usize,
            )?);
        }
        ids.push(signal_hook::flag::register(SIGTSTP, Arc::clone(&stop))?);
        let owned = Arc::new(AtomicBool::new(true));
        watchdog(Arc::clone(&end), Arc::clone(&owned))?;
        Ok(Self {
            end,
            stop,
            ids,
            owned,
        })
    }

    /// A signal that ends the app, if one came.
    pub fn ended(&self) -> Option<EndedBySignal> {
        match self.end.load(Ordering::Relaxed) {
            0 => None,
            sig => Some(EndedBySignal(sig as i32)),
        }
    }

    /// Whether a stop (TSTP) came; taking it clears it.
    pub fn take_stop(&self) -> bool {
        self.stop.swap(false, Ordering::Relaxed)
    }
}

impl Drop for Signals {
    fn drop(&mut self) {
        self.owned.store(false, Ordering::SeqCst);
        for id in self.ids.drain(..) {
            signal_hook::low_level::unregister(id);
        }
    }
}

/// Ends the process when the terminal has hung up (at once: 129, or the code of an ending
/// signal that came first), or when an ending signal came and the app still owns the
/// terminal [`GRACE`] later: either way the event loop is stuck on a terminal that has gone.
/// It exits from here, as the loop cannot return: it ends the process groups the app started
/// (a `watch`ed program) and removes the app's own empty files; what else only the loop's own
/// ending does is lost (the last buffered part of a `--record` cast).
fn watchdog(end: Arc<AtomicUsize>, owned: Arc<AtomicBool>) -> std::io::Result<()> {
    std::thread::Builder::new()
        .name("signal watchdog".into())
        .spawn(move || {
            let terminal = terminal_fd();
            let mut since: Option<Instant> = None;
            while owned.load(Ordering::SeqCst) {
                let sig = end.load(Ordering::SeqCst);
                if terminal.is_some_and(hung_up) {
                    // Nothing to give back: the terminal has gone.
                    let sig = if sig != 0 { sig as i32 } else { SIGHUP };
                    end_groups();
                    remove_empty_files();
                    std::process::exit(EndedBySignal(sig).exit_code().into());
                }
                if sig != 0 {
                    let first = *since.get_or_insert_with(Instant::now);
                    if first.elapsed() >= GRACE {
                        let _ = crossterm::execute!(
                            std::io::stdout(),
                            crossterm::event::DisableMouseCapture
                        );
                        let _ = ratatui::try_restore();
                        end_groups();
                        remove_empty_files();
                        std::process::exit(EndedBySignal(sig as i32).exit_code().into());
                    }
                }
                std::thread::sleep(Duration::from_millis(100));
            }
        })?;
    Ok(())
}

/// The terminal the app draws on: standard input when it is one (crossterm reads it then),
/// else standard output (crossterm reads `/dev/tty`, the same terminal when the app draws on
/// one). Asked while the terminal is alive: once it has hung up, the descriptor no longer
/// says it is a terminal. Only on Linux, whose `poll` reports a tty's hang-up; macOS's
/// answers `POLLNVAL` for every tty, alive or not, and would end the app at once.
fn terminal_fd() -> Option<i32> {
    if !cfg!(target_os = "linux") {
        return None;
    }
    [libc::STDIN_FILENO, libc::STDOUT_FILENO]
        .into_iter()
        // SAFETY: isatty only reads the descriptor's kind.
        .find(|&fd| unsafe { libc::isatty(fd) } == 1)
}

/// Whether terminal `fd` has hung up (its pty's other side closed).
fn hung_up(fd: i32) -> bool {
    let mut poll = libc::pollfd {
        fd,
        events: 0,
        revents: 0,
    };
    // SAFETY: one valid pollfd, no wait.
    let ready = unsafe { libc::poll(&mut poll, 1, 0) };
    ready > 0 && poll.revents & (libc::POLLHUP | libc::POLLERR) != 0
}

/// Stops the process as the default TSTP action would; returns when it is continued.
pub fn stop_now() {
    let _ = signal_hook::low_level::emulate_default_handler(SIGTSTP);
}

//! Ctrl-C, `kill` or a closed terminal during `trace`: the stream ends on a whole line; during
//! `max` and `count`: the best placement, or the count so far, is still said.
//!
//! Other commands write their answer at the end, atomically, and die at once on a signal
//! (the temporary file removed: [`crate::atomic`]). `trace` writes as the search goes, through
//! a buffer that reaches the file in pieces of any length: killed between two pieces, the
//! stream ended inside a JSON line, and `replay --check` refused the whole file. Here the
//! signal only raises a flag; the search stops at its next event, the buffer is written out
//! (whole lines), and the command exits as the signal would have (128 + its number). A second
//! signal a second or more after the first ends the process at once (`timeout` sends its
//! signal twice, to the process and to its group, within microseconds).

use std::ops::ControlFlow;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};

use crate::event::{Event, Observer};
use crate::tui::signals::EndedBySignal;

/// A second signal this long after the first kills.
const PATIENCE_NS: u64 = 1_000_000_000;

/// The signals that end a command, and the one that came (0: none yet).
#[derive(Clone)]
pub struct Interrupt {
    signal: Arc<AtomicUsize>,
}

/// Whether `sig` is ignored now (`nohup`, a background job of a shell without job control):
/// such a signal is left ignored, as the one who started the process asked.
pub fn ignored(sig: i32) -> bool {
    // SAFETY: a null new action only reads the current one into `old`.
    unsafe {
        let mut old: libc::sigaction = std::mem::zeroed();
        libc::sigaction(sig, std::ptr::null(), &mut old) == 0 && old.sa_sigaction == libc::SIG_IGN
    }
}

/// The monotonic clock in nanoseconds, from inside a signal handler (`clock_gettime` is
/// async-signal-safe; `Instant` promises nothing of the kind).
fn now_ns() -> u64 {
    let mut t = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `t` is a valid timespec to write to.
    unsafe { libc::clock_gettime(libc::CLOCK_MONOTONIC, &mut t) };
    t.tv_sec as u64 * 1_000_000_000 + t.tv_nsec as u64
}

impl Interrupt {
    /// Takes SIGINT, SIGTERM and SIGHUP over: the first raises the flag, a later one kills.
    pub fn install() -> std::io::Result<Self> {
        let signal = Arc::new(AtomicUsize::new(0));
        let first_ns = Arc::new(AtomicU64::new(0));
        for sig in [libc::SIGINT, libc::SIGTERM, libc::SIGHUP] {
            if ignored(sig) {
                continue;
            }
            let (signal, first_ns) = (Arc::clone(&signal), Arc::clone(&first_ns));
            // SAFETY: the handler only touches atomics, reads the clock and, at the second
            // signal, takes the default action: all async-signal-safe.
            unsafe {
                signal_hook::low_level::register(sig, move || {
                    let now = now_ns();
                    if signal
                        .compare_exchange(0, sig as usize, Ordering::SeqCst, Ordering::SeqCst)
                        .is_ok()
                    {
                        first_ns.store(now, Ordering::SeqCst);
                    } else {
                        // 0: the first signal's handler, interrupted by this one, has not
                        // stored its time yet; this one is as early as it.
                        let first = first_ns.load(Ordering::SeqCst);
                        if first != 0 && now.saturating_sub(first) >= PATIENCE_NS {
                            let _ = signal_hook::low_level::emulate_default_handler(sig);
                        }
                    }
                })?;
            }
        }
        Ok(Self { signal })
    }

    /// The signal that came, if one did.
    pub fn ended(&self) -> Option<EndedBySignal> {
        match self.signal.load(Ordering::Relaxed) {
            0 => None,
            sig => Some(EndedBySignal(sig as i32)),
        }
    }

    /// Once the stream is written out: dies of the signal that came, as the shell expects
    /// of a process it interrupted (a loop around `trace` stops at Ctrl-C). Returns only if
    /// none came, or if dying failed: then the signal to exit with (128 + it).
    pub fn die_if_signalled(&self) -> Option<EndedBySignal> {
        let ended = self.ended()?;
        let _ = signal_hook::low_level::emulate_default_handler(ended.0);
        Some(ended)
    }

    /// Until the guard is dropped: a signal ends every search of the process as its budget
    /// would ([`crate::solve::clock::cut_short`]), so that `max` and `count` still say what
    /// they found before they die of it. Looked at every 20 ms by a thread of its own (a
    /// signal handler may only raise flags).
    pub fn cut_searches_short(&self) -> CutShort {
        let searching = Arc::new(AtomicBool::new(true));
        let (interrupt, watching) = (self.clone(), Arc::clone(&searching));
        // A system that will not start the thread (a tight `ulimit -v`) leaves the searches
        // to their budget: the signal's flag is still up, and a second signal kills.
        let watcher = std::thread::Builder::new()
            .spawn(move || {
                while watching.load(Ordering::Relaxed) {
                    if interrupt.ended().is_some() {
                        crate::solve::clock::cut_short();
                        return;
                    }
                    std::thread::sleep(std::time::Duration::from_millis(20));
                }
            })
            .ok();
        CutShort { searching, watcher }
    }

    /// `observer`, stopped at the first event after a signal.
    pub fn watching<O: Observer>(&self, observer: O) -> Watching<O> {
        Watching {
            inner: observer,
            interrupt: self.clone(),
        }
    }
}

/// While it lives, a signal cuts the searches short ([`Interrupt::cut_searches_short`]).
pub struct CutShort {
    searching: Arc<AtomicBool>,
    watcher: Option<std::thread::JoinHandle<()>>,
}

impl Drop for CutShort {
    fn drop(&mut self) {
        self.searching.store(false, Ordering::Relaxed);
        if let Some(watcher) = self.watcher.take() {
            let _ = watcher.join();
        }
    }
}

/// An observer that stops the search once a signal came.
pub struct Watching<O> {
    inner: O,
    interrupt: Interrupt,
}

impl<O> Watching<O> {
    pub fn into_inner(self) -> O {
        self.inner
    }
}

impl<O: Observer> Observer for Watching<O> {
    fn event(&mut self, event: Event) -> ControlFlow<()> {
        // The search's last word (`done`, cancelled) is still written: the stream says it
        // was stopped rather than ending mid-way.
        if self.interrupt.ended().is_some() && !matches!(event, Event::Done { .. }) {
            return ControlFlow::Break(());
        }
        self.inner.event(event)
    }

    fn stopping(&mut self) -> bool {
        self.interrupt.ended().is_some() || self.inner.stopping()
    }
}

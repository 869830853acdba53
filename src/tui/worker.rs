//! The solver on its own thread, sending events in batches through a bounded channel.
//!
//! The UI never waits on it: it takes what has arrived. The bound is the back-pressure: a
//! solver far ahead of the playback blocks instead of filling memory. Dropping the [`Worker`]
//! drops the receiver, which makes the solver's next send fail, which stops the search; then
//! the thread is joined, so no solver outlives a re-solve or the app.

use std::ops::ControlFlow;
use std::sync::mpsc::{Receiver, RecvTimeoutError, SyncSender, TryRecvError, sync_channel};
use std::thread::JoinHandle;
use std::time::Duration;

use crate::board::Board;
use crate::event::{Event, Observer};

use crate::solve::{self, Algorithm, Settings};

/// Events per message: large enough that the channel costs nothing per event.
const BATCH: usize = 4096;
/// Messages in flight: at most `BATCH * DEPTH` events wait unplayed.
const DEPTH: usize = 8;

/// Sends events to the app in batches.
pub struct Batcher {
    tx: SyncSender<Vec<Event>>,
    batch: Vec<Event>,
}

impl Batcher {
    /// Sends what is batched now: a feed that is about to wait for input flushes, so what
    /// has arrived is shown while it waits.
    pub fn flush(&mut self) -> ControlFlow<()> {
        if self.batch.is_empty() {
            return ControlFlow::Continue(());
        }
        let full = std::mem::replace(&mut self.batch, Vec::with_capacity(BATCH));
        match self.tx.send(full) {
            Ok(()) => ControlFlow::Continue(()),
            Err(_) => ControlFlow::Break(()),
        }
    }
}

impl Observer for Batcher {
    /// Sends only full batches (and the last one). A search never pauses between events, so a
    /// partial batch waits microseconds; flushing on every solution instead sent tiny batches on
    /// boards with many solutions and capped a seek at a few thousand events a second.
    fn event(&mut self, event: Event) -> ControlFlow<()> {
        self.batch.push(event);
        if self.batch.len() >= BATCH || matches!(event, Event::Done { .. }) {
            return self.flush();
        }
        ControlFlow::Continue(())
    }
}

pub struct Worker {
    rx: Option<Receiver<Vec<Event>>>,
    handle: Option<JoinHandle<()>>,
    finished: bool,
    /// Run before joining the thread: what unblocks a feed waiting on input (ending the
    /// program it reads, say).
    before_join: Option<Box<dyn FnOnce() + Send>>,
}

impl Worker {
    /// Starts `algorithm` on the board with backtrack's `options` (the app asks for every
    /// solution, so the viewer can go from one to the next; a race asks for the first).
    /// Backjumping stops at its first solution whatever the goal, as in its article.
    pub fn spawn(algorithm: Algorithm, board: Board, lizards: u32, options: Settings) -> Self {
        let (tx, rx) = sync_channel(DEPTH);
        let handle = crate::out_of_memory::spawn("solver", move || {
            let mut out = Batcher {
                tx,
                batch: Vec::with_capacity(BATCH),
            };
            solve::run(algorithm, &board, lizards, options, &mut out);
            let _ = out.flush();
        });
        Self {
            rx: Some(rx),
            handle: Some(handle),
            finished: false,
            before_join: None,
        }
    }

    /// Plays events that `feed` produces on its own thread, as a solver's would arrive: a
    /// recorded stream, say. `feed` is handed a sender whose `event` answers `Break` once the
    /// app no longer listens; it should stop then.
    pub fn feed(feed: impl FnOnce(&mut Batcher) + Send + 'static) -> Self {
        let (tx, rx) = sync_channel(DEPTH);
        let handle = crate::out_of_memory::spawn("feed", move || {
            let mut out = Batcher {
                tx,
                batch: Vec::with_capacity(BATCH),
            };
            feed(&mut out);
            let _ = out.flush();
        });
        Self {
            rx: Some(rx),
            handle: Some(handle),
            finished: false,
            before_join: None,
        }
    }

    /// Runs `unblock` when the worker is dropped, before its thread is joined.
    pub fn before_join(mut self, unblock: impl FnOnce() + Send + 'static) -> Self {
        self.before_join = Some(Box::new(unblock));
        self
    }

    /// A batch of events if one has arrived.
    pub fn try_recv(&mut self) -> Option<Vec<Event>> {
        match self.rx.as_ref()?.try_recv() {
            Ok(batch) => Some(batch),
            Err(TryRecvError::Empty) => None,
            Err(TryRecvError::Disconnected) => {
                self.finished = true;
                None
            }
        }
    }

    /// Blocks for the next batch (tests and seeks that must wait). None once the solver ended.
    pub fn recv(&mut self) -> Option<Vec<Event>> {
        let batch = self.rx.as_ref()?.recv().ok();
        self.finished |= batch.is_none();
        batch
    }

    /// Waits up to `timeout` for the next batch (a seek at full speed waits on the solver,
    /// not on the next frame).
    pub fn recv_timeout(&mut self, timeout: Duration) -> Option<Vec<Event>> {
        match self.rx.as_ref()?.recv_timeout(timeout) {
            Ok(batch) => Some(batch),
            Err(RecvTimeoutError::Timeout) => None,
            Err(RecvTimeoutError::Disconnected) => {
                self.finished = true;
                None
            }
        }
    }

    /// Whether the solver has ended and everything it sent was received.
    pub fn finished(&self) -> bool {
        self.finished
    }
}

impl Drop for Worker {
    fn drop(&mut self) {
        drop(self.rx.take());
        if let Some(unblock) = self.before_join.take() {
            unblock();
        }
        if let Some(handle) = self.handle.take() {
            let _ = handle.join();
        }
    }
}

//! The solver on its own thread, sending events in batches through a bounded channel.
//!
//! The UI never waits on it: it takes what has arrived. The bound is the back-pressure: a
//! solver far ahead of the playback blocks instead of filling memory. Dropping the [`Worker`]
//! drops the receiver, which makes the solver's next send fail, which stops the search; then
//! the thread is joined, so no solver outlives a re-solve or the app.

use std::ops::ControlFlow;
use std::sync::mpsc::{Receiver, SyncSender, TryRecvError, sync_channel};
use std::thread::JoinHandle;

use crate::board::Board;
use crate::event::{Event, Observer};
use crate::solve::backtrack::{Goal, Options};
use crate::solve::{self, Algorithm};

/// Events per message: large enough that the channel costs nothing per event.
const BATCH: usize = 4096;
/// Messages in flight: at most `BATCH * DEPTH` events wait unplayed.
const DEPTH: usize = 8;

struct Batcher {
    tx: SyncSender<Vec<Event>>,
    batch: Vec<Event>,
}

impl Batcher {
    fn flush(&mut self) -> ControlFlow<()> {
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
    fn event(&mut self, event: Event) -> ControlFlow<()> {
        self.batch.push(event);
        // Flush at once on the events a viewer waits for, so slow speeds feel immediate.
        if self.batch.len() >= BATCH || matches!(event, Event::Solution | Event::Done { .. }) {
            return self.flush();
        }
        ControlFlow::Continue(())
    }
}

pub struct Worker {
    rx: Option<Receiver<Vec<Event>>>,
    handle: Option<JoinHandle<()>>,
    finished: bool,
}

impl Worker {
    /// Starts `algorithm` on the board. Backtracking and queens enumerate every solution (the
    /// viewer can go from one to the next); backjumping stops at its first, as in its article.
    pub fn spawn(algorithm: Algorithm, board: Board, lizards: u32) -> Self {
        let (tx, rx) = sync_channel(DEPTH);
        let handle = std::thread::Builder::new()
            .name("solver".into())
            .spawn(move || {
                let mut out = Batcher {
                    tx,
                    batch: Vec::with_capacity(BATCH),
                };
                let options = Options {
                    goal: Goal::All { limit: None },
                    bound: true,
                };
                solve::run(algorithm, &board, lizards, options, &mut out);
                let _ = out.flush();
            })
            .expect("spawn the solver thread");
        Self {
            rx: Some(rx),
            handle: Some(handle),
            finished: false,
        }
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

    /// Whether the solver has ended and everything it sent was received.
    pub fn finished(&self) -> bool {
        self.finished
    }
}

impl Drop for Worker {
    fn drop(&mut self) {
        drop(self.rx.take());
        if let Some(handle) = self.handle.take() {
            let _ = handle.join();
        }
    }
}

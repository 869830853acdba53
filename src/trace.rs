//! Events as JSON Lines: one event a line, for `lizards trace` and anyone's own tooling. The
//! stream opens with the protocol's header ([`crate::protocol::Header`]) so that `lizards
//! replay` and other readers know the board.

use std::io::Write;
use std::ops::ControlFlow;

use crate::event::{Event, Observer};

/// Writes each event as a JSON line; stops the search after `limit` events or on a write error
/// (a closed pipe, say), which it keeps for the caller.
pub struct JsonLines<W: Write> {
    out: W,
    limit: Option<u64>,
    written: u64,
    /// Whether a `done` line was written: the stream says how the search ended.
    ended: bool,
    pub error: Option<std::io::Error>,
}

impl<W: Write> JsonLines<W> {
    pub fn new(out: W, limit: Option<u64>) -> Self {
        Self {
            out,
            limit,
            written: 0,
            ended: false,
            error: None,
        }
    }

    /// Writes the header line; it does not count against the limit.
    pub fn header(&mut self, header: &crate::protocol::Header) {
        let result = serde_json::to_writer(&mut self.out, header)
            .map_err(std::io::Error::from)
            .and_then(|()| self.out.write_all(b"\n"));
        if let Err(e) = result {
            self.error = Some(e);
        }
    }

    /// Events written (the header not counted).
    pub fn written(&self) -> u64 {
        self.written
    }

    /// Ends the stream with `{"event":"done","outcome":"cancelled"}` unless the search wrote
    /// its own `done`: a search stopped by its budget says so as breadth-first search does,
    /// whatever the algorithm (backtrack, stopped from outside, writes none itself). Not
    /// counted against the limit; a stream cut by `--limit` gets none, it is a prefix.
    pub fn end_cancelled(&mut self) {
        if self.ended || self.error.is_some() {
            return;
        }
        let done = Event::Done {
            outcome: crate::event::Outcome::Cancelled,
        };
        if let Err(e) = self.line(&done) {
            self.error = Some(e);
        }
        self.ended = true;
    }

    fn line(&mut self, event: &Event) -> std::io::Result<()> {
        serde_json::to_writer(&mut self.out, event)
            .map_err(std::io::Error::from)
            .and_then(|()| self.out.write_all(b"\n"))
    }

    pub fn finish(mut self) -> std::io::Result<()> {
        match self.error.take() {
            Some(e) => Err(e),
            None => self.out.flush(),
        }
    }
}

impl<W: Write> Observer for JsonLines<W> {
    fn event(&mut self, event: Event) -> ControlFlow<()> {
        if self.error.is_some() || self.limit.is_some_and(|l| self.written >= l) {
            return ControlFlow::Break(());
        }
        if let Err(e) = self.line(&event) {
            self.error = Some(e);
            return ControlFlow::Break(());
        }
        self.ended |= matches!(event, Event::Done { .. });
        self.written += 1;
        ControlFlow::Continue(())
    }
}

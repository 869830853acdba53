//! Breadth-first search as the screen shows it: the level being expanded, the boards waiting,
//! and the width of every level so far (for a sparkline) with the memory it took. Kept by the
//! [`Playback`](crate::playback::Playback) from events alone, so it steps back too.

use crate::event::Event;

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Frontier {
    /// The level (cells decided) of the board being expanded.
    pub depth: u32,
    /// Boards waiting in the queue.
    pub waiting: u32,
    /// Boards at each finished level's successor: `widths[d]` boards waited at level `d + 1`.
    pub widths: Vec<u32>,
    /// What each applied `Dequeue` overwrote.
    undo: Vec<(u32, u32)>,
}

impl Frontier {
    /// The most boards queued at one level so far.
    pub fn peak(&self) -> u32 {
        self.widths
            .iter()
            .copied()
            .max()
            .unwrap_or(1)
            .max(self.waiting)
    }

    pub fn apply(&mut self, event: &Event) {
        match *event {
            Event::Dequeue { depth, frontier } => {
                self.undo.push((self.depth, self.waiting));
                self.depth = depth;
                self.waiting = frontier;
            }
            Event::Level { width, .. } => self.widths.push(width),
            _ => {}
        }
    }

    pub fn revert(&mut self, event: &Event) {
        match *event {
            Event::Dequeue { .. } => {
                (self.depth, self.waiting) = self.undo.pop().unwrap_or_default();
            }
            Event::Level { .. } => {
                self.widths.pop();
            }
            _ => {}
        }
    }
}

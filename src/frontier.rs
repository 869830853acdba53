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
    /// The most boards in the queue at once so far: a board taken off was in the queue with
    /// the `frontier` its `Dequeue` says are left (what `solve --stats` calls the widest).
    most: u32,
    /// What each applied `Dequeue` or `Level` overwrote.
    undo: Vec<(u32, u32, u32)>,
}

impl Frontier {
    /// The most boards queued at once so far.
    pub fn peak(&self) -> u32 {
        self.widths
            .iter()
            .copied()
            .max()
            .unwrap_or(1)
            .max(self.waiting)
            .max(self.most)
    }

    pub fn apply(&mut self, event: &Event) {
        match *event {
            Event::Dequeue { depth, frontier } => {
                self.undo.push((self.depth, self.waiting, self.most));
                self.depth = depth;
                self.waiting = frontier;
                self.most = self.most.max(frontier.saturating_add(1));
            }
            // The level is done: every board waiting is one of the next level's.
            Event::Level { width, .. } => {
                self.undo.push((self.depth, self.waiting, self.most));
                self.widths.push(width);
                self.waiting = width;
            }
            _ => {}
        }
    }

    pub fn revert(&mut self, event: &Event) {
        match *event {
            Event::Dequeue { .. } => {
                (self.depth, self.waiting, self.most) = self.undo.pop().unwrap_or_default();
            }
            Event::Level { .. } => {
                self.widths.pop();
                (self.depth, self.waiting, self.most) = self.undo.pop().unwrap_or_default();
            }
            _ => {}
        }
    }
}

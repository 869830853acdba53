//! Breadth-first search as the screen shows it: the level being expanded, the boards waiting,
//! and the width of every level so far (for a sparkline) with the memory it took. Kept by the
//! [`Playback`](crate::playback::Playback) from events alone, so it steps back too.
//!
//! The widths come from the `Dequeue` events alone, so that a stream without `level` events
//! (a student's breadth-first search) charts its levels too: the queue is first in, first
//! out, so when the first board of a level is taken off, every board waiting is of that
//! level, and the level's width is those plus the one taken.

use crate::event::Event;

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Frontier {
    /// The level (cells decided) of the board being expanded.
    pub depth: u32,
    /// Boards waiting in the queue: the rest of this level and the next level's so far.
    pub waiting: u32,
    /// Boards at each level reached: `widths[d]` boards at level `d` (the root alone at 0).
    pub widths: Vec<u32>,
    /// Boards of the level being expanded taken off so far, the one shown included.
    taken: u32,
    /// The most boards in the queue at once so far: a board taken off was in the queue with
    /// the `frontier` its `Dequeue` says are left (what `solve --stats` calls the widest).
    most: u32,
    /// What each applied `Dequeue` or `Level` overwrote, and whether it added a width.
    undo: Vec<(u32, u32, u32, u32, bool)>,
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

    /// Boards of the next level queued so far (those waiting less the rest of this level),
    /// or `None` where a `level` event gave the next level's whole width already.
    pub fn next_so_far(&self) -> Option<u32> {
        let width = *self.widths.get(self.depth as usize)?;
        if self.widths.len() > self.depth as usize + 1 {
            return None;
        }
        let rest = width.saturating_sub(self.taken);
        Some(self.waiting.saturating_sub(rest))
    }

    pub fn apply(&mut self, event: &Event) {
        match *event {
            Event::Dequeue { depth, frontier } => {
                let new_level = depth != self.depth || self.widths.is_empty();
                let added = new_level && depth as usize == self.widths.len();
                self.undo
                    .push((self.depth, self.waiting, self.most, self.taken, added));
                if added {
                    self.widths.push(frontier.saturating_add(1));
                }
                self.taken = if new_level {
                    1
                } else {
                    self.taken.saturating_add(1)
                };
                self.depth = depth;
                self.waiting = frontier;
                self.most = self.most.max(frontier.saturating_add(1));
            }
            // The level is done: every board waiting is one of the next level's.
            Event::Level { depth, width } => {
                let added = depth as usize + 1 == self.widths.len();
                self.undo
                    .push((self.depth, self.waiting, self.most, self.taken, added));
                if added {
                    self.widths.push(width);
                }
                self.waiting = width;
            }
            _ => {}
        }
    }

    pub fn revert(&mut self, event: &Event) {
        if !matches!(event, Event::Dequeue { .. } | Event::Level { .. }) {
            return;
        }
        let (depth, waiting, most, taken, added) = self.undo.pop().unwrap_or_default();
        (self.depth, self.waiting, self.most, self.taken) = (depth, waiting, most, taken);
        if added {
            self.widths.pop();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dequeue(depth: u32, frontier: u32) -> Event {
        Event::Dequeue { depth, frontier }
    }

    /// A queue of 1, then 3 boards, then 2 (of which the first has been queued when the
    /// level of 3 is half done), with and without `level` events: the same widths.
    #[test]
    fn levels_are_charted_from_the_dequeues_with_or_without_level_events() {
        for with_levels in [false, true] {
            let mut events = vec![dequeue(0, 0)];
            if with_levels {
                events.push(Event::Level { depth: 0, width: 3 });
            }
            events.extend([dequeue(1, 2), dequeue(1, 2), dequeue(1, 1)]);
            if with_levels {
                events.push(Event::Level { depth: 1, width: 2 });
            }
            events.push(dequeue(2, 1));
            let mut f = Frontier::default();
            let mut seen = Vec::new();
            for e in &events {
                f.apply(e);
                seen.push(f.clone());
            }
            assert_eq!(f.widths, [1, 3, 2], "{with_levels}");
            // After the second board of level 1 is taken off (the first queued one child):
            // 2 waiting, of which 1 is of level 1, so 1 of level 2 so far.
            let second = seen[if with_levels { 3 } else { 2 }].clone();
            assert_eq!(
                (second.depth, second.waiting, second.next_so_far()),
                (1, 2, Some(1))
            );
            // Back to the start, every step undone.
            for (k, e) in events.iter().enumerate().rev() {
                f.revert(e);
                let before = if k == 0 {
                    Frontier::default()
                } else {
                    seen[k - 1].clone()
                };
                assert_eq!(
                    (f.depth, f.waiting, &f.widths, f.next_so_far()),
                    (
                        before.depth,
                        before.waiting,
                        &before.widths,
                        before.next_so_far()
                    ),
                    "undoing event {k}"
                );
            }
        }
    }
}

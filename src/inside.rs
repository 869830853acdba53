//! What the panels inside the search show, kept in step with the [`Playback`](crate::playback):
//! the stack of decisions (each lizard placed and each tree passed, oldest first) and the
//! search tree summed up per depth.
//!
//! Both follow from events alone, one O(1) update each way. Lizards and tree masks come and go
//! in last-in first-out order in every algorithm (a tree is unmasked before the lizard placed
//! ahead of it is taken back), so taking an event back pops or pushes exactly one decision and
//! no undo log is needed. Memory is O(depth): the tree is summed per depth, never stored node
//! by node, however long the search.

use crate::board::Cell;
use crate::event::{Event, Lines};

/// One entry on the stack of decisions.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Decision {
    /// A lizard placed here.
    Lizard { cell: Cell },
    /// The scan passed a tree, which masked these lines.
    Tree { cell: Cell, lines: Lines },
}

impl Decision {
    pub fn cell(&self) -> Cell {
        match *self {
            Decision::Lizard { cell } | Decision::Tree { cell, .. } => cell,
        }
    }
}

/// The search tree at one depth (depth d: nodes with d lizards on the board).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Depth {
    /// Lizards placed: nodes of this depth visited.
    pub nodes: u64,
    /// Cells rejected as unsafe from a node one level up: children never made.
    pub rejected: u64,
    /// Branches cut by a bound at this depth.
    pub prunes: u64,
    /// Backjumps that landed at this depth.
    pub backjumps: u64,
    pub solutions: u64,
}

#[derive(Debug, Clone, Default)]
pub struct Inside {
    stack: Vec<Decision>,
    /// Indexed by depth; grows to the deepest depth reached.
    depths: Vec<Depth>,
    lizards: usize,
}

impl Inside {
    /// The decisions on the current path, oldest first.
    pub fn stack(&self) -> &[Decision] {
        &self.stack
    }

    /// The search tree per depth, from depth 0 (the root) to the deepest reached.
    pub fn depths(&self) -> &[Depth] {
        &self.depths
    }

    /// Lizards on the board: the current node's depth.
    pub fn depth(&self) -> usize {
        self.lizards
    }

    fn at(&mut self, depth: usize) -> &mut Depth {
        if self.depths.len() <= depth {
            self.depths.resize(depth + 1, Depth::default());
        }
        &mut self.depths[depth]
    }

    /// The counter an event adds to, and at which depth (read with the lizards before it).
    fn counter(&mut self, event: &Event, lizards: usize) -> Option<&mut u64> {
        Some(match event {
            Event::Place { .. } => &mut self.at(lizards + 1).nodes,
            Event::Reject { .. } => &mut self.at(lizards + 1).rejected,
            Event::Prune { .. } => &mut self.at(lizards).prunes,
            Event::Backjump { .. } => &mut self.at(lizards).backjumps,
            Event::Solution => &mut self.at(lizards).solutions,
            _ => return None,
        })
    }

    pub fn apply(&mut self, event: &Event) {
        if let Some(count) = self.counter(event, self.lizards) {
            *count += 1;
        }
        match *event {
            Event::Place { cell, .. } => {
                self.stack.push(Decision::Lizard { cell });
                self.lizards += 1;
            }
            Event::TreeMask { cell, lines } => self.stack.push(Decision::Tree { cell, lines }),
            Event::Unmark { .. } => {
                self.stack.pop();
                self.lizards -= 1;
            }
            Event::TreeUnmask { .. } => {
                self.stack.pop();
            }
            _ => {}
        }
    }

    pub fn revert(&mut self, event: &Event) {
        match *event {
            Event::Place { .. } => {
                self.stack.pop();
                self.lizards -= 1;
            }
            Event::TreeMask { .. } => {
                self.stack.pop();
            }
            Event::Unmark { cell, .. } => {
                self.stack.push(Decision::Lizard { cell });
                self.lizards += 1;
            }
            Event::TreeUnmask { cell, lines } => self.stack.push(Decision::Tree { cell, lines }),
            _ => {}
        }
        if let Some(count) = self.counter(event, self.lizards) {
            *count -= 1;
        }
    }
}

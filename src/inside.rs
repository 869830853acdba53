//! What the panels inside the search show, kept in step with the [`Playback`](crate::playback):
//! the stack of decisions (each lizard placed and each tree passed, oldest first), the search
//! tree summed up per depth, and seed 003's conflict set of every column.
//!
//! Both follow from events alone, one O(1) update each way. Lizards and tree masks come and go
//! in last-in first-out order in every algorithm (a tree is unmasked before the lizard placed
//! ahead of it is taken back), so taking an event back pops or pushes exactly one decision and
//! no undo log is needed. Memory is O(depth): the tree is summed per depth, never stored node
//! by node, however long the search.
//!
//! Conflict sets grow by "or" and are cleared by backjumps, which cannot be undone from the
//! event alone: an undo log keeps, for each rejection, whether its bit was new, and for each
//! backjump the sets it cleared. The log is as long as the playback's history, and drops its
//! oldest entries with it.

use crate::board::Cell;
use crate::event::{Event, Lines};

pub mod outline;

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
    /// Cells where a bound cut the branch from a node one level up: children never made
    /// either, drawn beside the rejected ones in the tree, so counted at the same depth.
    pub prunes: u64,
    /// Backjumps that landed at this depth (not the steps back).
    pub backjumps: u64,
    pub solutions: u64,
}

/// The largest search drawn node by node; past it the tree is shown per depth only.
pub const TREE_NODES: usize = 500;

/// What a node of the drawn search tree is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NodeKind {
    /// A lizard placed: a node with children.
    Placed,
    /// A cell rejected as unsafe: a child never made.
    Rejected,
    /// A bound cut the branch here.
    Pruned,
    /// A backjump landed here, skipping the subtrees between.
    Jumped { from: u32 },
}

/// One node of the drawn search tree; nodes are kept in the order the search made them, which
/// for a depth-first search is the tree's preorder: indented by depth, they draw the tree.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Node {
    pub depth: u32,
    pub kind: NodeKind,
    pub cell: Option<Cell>,
    /// All lizards placed here.
    pub solution: bool,
}

/// What stepping back over a conflict-set change needs.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Undo {
    /// A rejection's bit, and whether it was new to the set.
    Bit { col: usize, bit: u64, new: bool },
    /// The sets right of a backjump's target, as they were before it cleared them.
    Cleared { from: usize, sets: Vec<u64> },
}

#[derive(Debug, Clone, Default)]
pub struct Inside {
    stack: Vec<Decision>,
    /// Indexed by depth; grows to the deepest depth reached.
    depths: Vec<Depth>,
    lizards: usize,
    /// Bit k of column c's set: the queen in column k was the earliest to attack a row
    /// rejected in column c. Kept for N-Queens boards (no trees, n <= 64).
    conflicts: Vec<u64>,
    /// One entry per conflict-set change, oldest first.
    undo: std::collections::VecDeque<Undo>,
    /// The search tree node by node, while it has at most [`TREE_NODES`] nodes.
    nodes: Vec<Node>,
    /// Node-making events past the cap (the tree is then too big to draw).
    over_cap: u64,
    /// The nodes of the lizards on the board, root first (`usize::MAX` past the cap).
    path: Vec<usize>,
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

    /// The search tree node by node, or `None` once it outgrew [`TREE_NODES`].
    pub fn nodes(&self) -> Option<&[Node]> {
        (self.over_cap == 0).then_some(self.nodes.as_slice())
    }

    /// The drawn search tree as lines, finished subtrees folded ([`outline`]), or `None`
    /// once it outgrew [`TREE_NODES`].
    pub fn outline(&self) -> Option<Vec<outline::Row>> {
        self.nodes()
            .map(|nodes| outline::outline(nodes, &self.path))
    }

    /// The nodes on the path to the current node, root first.
    pub fn path(&self) -> &[usize] {
        &self.path
    }

    /// The node an event makes, if it makes one.
    fn node_for(&self, event: &Event) -> Option<Node> {
        let depth = self.lizards as u32;
        let (kind, cell, depth) = match *event {
            Event::Place { cell, .. } => (NodeKind::Placed, Some(cell), depth + 1),
            Event::Reject { cell, .. } => (NodeKind::Rejected, Some(cell), depth + 1),
            Event::Prune { cell, .. } => (NodeKind::Pruned, Some(cell), depth + 1),
            Event::Backjump { from, .. } => (NodeKind::Jumped { from }, None, depth + 1),
            _ => return None,
        };
        Some(Node {
            depth,
            kind,
            cell,
            solution: false,
        })
    }

    fn grow_tree(&mut self, event: &Event) {
        if let Some(node) = self.node_for(event) {
            if self.over_cap == 0 && self.nodes.len() < TREE_NODES {
                self.nodes.push(node);
            } else {
                self.over_cap += 1;
            }
            if matches!(event, Event::Place { .. }) {
                let index = if self.over_cap == 0 {
                    self.nodes.len() - 1
                } else {
                    usize::MAX
                };
                self.path.push(index);
            }
        }
        match event {
            Event::Unmark { .. } => {
                self.path.pop();
            }
            Event::Solution => self.mark_solution(true),
            _ => {}
        }
    }

    fn shrink_tree(&mut self, event: &Event) {
        match event {
            Event::Unmark { .. } => {
                // Back onto the path: the latest placed node at that depth. (If that lizard
                // came after the cap, this finds an older node; but then the tree stays over
                // the cap until this entry is popped again, so it is never drawn.)
                let depth = self.lizards as u32;
                let index = self
                    .nodes
                    .iter()
                    .rposition(|n| n.kind == NodeKind::Placed && n.depth == depth)
                    .unwrap_or(usize::MAX);
                self.path.push(index);
            }
            Event::Solution => self.mark_solution(false),
            _ => {}
        }
        if self.node_for(event).is_some() {
            if matches!(event, Event::Place { .. }) {
                self.path.pop();
            }
            if self.over_cap > 0 {
                self.over_cap -= 1;
            } else {
                self.nodes.pop();
            }
        }
    }

    /// Marks (or unmarks) the current node as a solution. Only under the cap, where the path
    /// is exact; a solution event leaves the cap count alone, so its undo decides alike.
    fn mark_solution(&mut self, on: bool) {
        if self.over_cap == 0
            && let Some(&i) = self.path.last()
            && let Some(node) = self.nodes.get_mut(i)
        {
            node.solution = on;
        }
    }

    /// Each column's conflict set (bit k: column k), for N-Queens boards; empty otherwise.
    pub fn conflicts(&self) -> &[u64] {
        &self.conflicts
    }

    /// Starts keeping conflict sets for an n-column N-Queens board.
    pub fn keep_conflicts(&mut self, n: usize) {
        self.conflicts = vec![0; n];
    }

    /// Stops keeping conflict sets (a search that never jumps), before any event.
    pub fn skip_conflicts(&mut self) {
        self.conflicts = Vec::new();
        self.undo.clear();
    }

    /// A rejection in column `col` blamed on the queen in column `culprit` (every rejection
    /// calls this, so that each has its undo entry; one with no queen to blame adds nothing).
    pub fn blame(&mut self, col: u32, culprit: Option<u32>) {
        let (col, bit) = (col as usize, culprit.map_or(0, |k| 1u64 << k));
        let new = bit != 0 && self.conflicts[col] & bit == 0;
        self.conflicts[col] |= bit;
        self.undo.push_back(Undo::Bit { col, bit, new });
    }

    /// A backjump to column `to` clears the sets right of it.
    fn clear_after(&mut self, to: u32) {
        let from = to as usize + 1;
        let sets = self
            .conflicts
            .get(from..)
            .map(<[u64]>::to_vec)
            .unwrap_or_default();
        for set in self.conflicts.iter_mut().skip(from) {
            *set = 0;
        }
        self.undo.push_back(Undo::Cleared { from, sets });
    }

    fn undo_conflict(&mut self) {
        match self.undo.pop_back() {
            Some(Undo::Bit {
                col,
                bit,
                new: true,
            }) => self.conflicts[col] &= !bit,
            Some(Undo::Bit { new: false, .. }) => {}
            Some(Undo::Cleared { from, sets }) => {
                self.conflicts[from..from + sets.len()].copy_from_slice(&sets);
            }
            None => {}
        }
    }

    /// The playback let its oldest event go: so does the undo log, if the event had an entry.
    pub fn forget(&mut self, event: &Event) {
        if self.tracks_conflicts(event) {
            self.undo.pop_front();
        }
    }

    /// Whether `event` changes the conflict sets (and has an undo entry).
    fn tracks_conflicts(&self, event: &Event) -> bool {
        !self.conflicts.is_empty() && matches!(event, Event::Reject { .. } | Event::Backjump { .. })
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
            Event::Prune { .. } => &mut self.at(lizards + 1).prunes,
            // A step back is no jump: the column adds up to the count beside the grid.
            Event::Backjump { .. } if event.steps_back() => return None,
            Event::Backjump { .. } => &mut self.at(lizards).backjumps,
            Event::Solution => &mut self.at(lizards).solutions,
            _ => return None,
        })
    }

    pub fn apply(&mut self, event: &Event) {
        if let Some(count) = self.counter(event, self.lizards) {
            *count += 1;
        }
        self.grow_tree(event);
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
            Event::Backjump { to, .. } if !self.conflicts.is_empty() => self.clear_after(to),
            _ => {}
        }
    }

    /// Takes an event back. A rejection's blame (see [`Inside::blame`]) is taken back here too.
    pub fn revert(&mut self, event: &Event) {
        if self.tracks_conflicts(event) {
            self.undo_conflict();
        }
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
        self.shrink_tree(event);
    }
}

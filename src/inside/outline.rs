//! The drawn search tree as lines: the nodes in the order the search made them (a depth-first
//! preorder), with every finished subtree folded into its root's line. A lizard's node is
//! finished once the lizard is taken back; its line then carries how many nodes its subtree
//! made and whether one of them was a solution. Nodes on the current path stay open, so the
//! lines show the path, each open node's children so far, and nothing else.
//!
//! A function of the nodes and the path, both kept exact forward and back by
//! [`Inside`](super::Inside), so stepping back gives the same lines.

use super::{Node, NodeKind};

/// One line of the outline.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Row {
    /// The node's index in the preorder.
    pub node: usize,
    pub depth: u32,
    /// On the path to the current node (a lizard still on the board).
    pub on_path: bool,
    /// A finished subtree folded into this line.
    pub folded: Option<Folded>,
    /// For each level from 1 to the node's depth: whether a later line at that level has the
    /// same parent (a branch goes on below). The last entry is the node's own.
    pub more_below: Vec<bool>,
}

/// What a folded subtree held.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Folded {
    /// Nodes in the subtree, its root included.
    pub nodes: usize,
    pub solutions: usize,
}

/// The outline of `nodes` with the lizards of `path` (indices into `nodes`) still placed.
pub fn outline(nodes: &[Node], path: &[usize]) -> Vec<Row> {
    // Where each subtree ends: the first later node no deeper than its root.
    let mut end = vec![nodes.len(); nodes.len()];
    let mut open: Vec<usize> = Vec::new();
    for (i, node) in nodes.iter().enumerate() {
        while let Some(&top) = open.last() {
            if nodes[top].depth >= node.depth {
                end[top] = i;
                open.pop();
            } else {
                break;
            }
        }
        open.push(i);
    }
    let mut rows = Vec::new();
    let mut i = 0;
    while i < nodes.len() {
        let node = nodes[i];
        let on_path = path.contains(&i);
        let folded = (node.kind == NodeKind::Placed && !on_path).then(|| Folded {
            nodes: end[i] - i,
            solutions: nodes[i..end[i]].iter().filter(|n| n.solution).count(),
        });
        rows.push(Row {
            node: i,
            depth: node.depth,
            on_path,
            folded,
            more_below: Vec::new(),
        });
        i = if folded.is_some() { end[i] } else { i + 1 };
    }
    // From the bottom up: a level has more below while no shallower line came between.
    let deepest = rows.iter().map(|r| r.depth).max().unwrap_or(0) as usize;
    let mut below = vec![false; deepest + 1];
    for row in rows.iter_mut().rev() {
        let d = row.depth as usize;
        row.more_below = below[1..=d].to_vec();
        below[d] = true;
        for deeper in below.iter_mut().skip(d + 1) {
            *deeper = false;
        }
    }
    rows
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Cell;

    fn node(depth: u32, kind: NodeKind) -> Node {
        Node {
            depth,
            kind,
            cell: Some(Cell::new(0, depth)),
            solution: false,
        }
    }

    #[test]
    fn finished_subtrees_fold_and_the_path_stays_open() {
        use NodeKind::{Placed, Rejected};
        let mut nodes = vec![
            node(1, Placed),   // 0: finished, 4 nodes
            node(2, Rejected), // 1
            node(2, Placed),   // 2: a solution under it
            node(3, Placed),   // 3
            node(1, Rejected), // 4
            node(1, Placed),   // 5: on the path
            node(2, Rejected), // 6
            node(2, Placed),   // 7: finished leaf
            node(2, Placed),   // 8: on the path, the tip
            node(3, Rejected), // 9
        ];
        nodes[3].solution = true;
        let rows = outline(&nodes, &[5, 8]);
        let shown: Vec<(usize, Option<Folded>, bool)> =
            rows.iter().map(|r| (r.node, r.folded, r.on_path)).collect();
        let fold = |nodes, solutions| Some(Folded { nodes, solutions });
        assert_eq!(
            shown,
            [
                (0, fold(4, 1), false),
                (4, None, false),
                (5, None, true),
                (6, None, false),
                (7, fold(1, 0), false),
                (8, None, true),
                (9, None, false),
            ]
        );
        // Branches: the root's children go on below the first two, not below the path's node.
        let more: Vec<Vec<bool>> = rows.iter().map(|r| r.more_below.clone()).collect();
        assert_eq!(
            more,
            [
                vec![true],
                vec![true],
                vec![false],
                vec![false, true],
                vec![false, true],
                vec![false, false],
                vec![false, false, false],
            ]
        );
    }

    #[test]
    fn an_empty_tree_has_no_lines() {
        assert!(outline(&[], &[]).is_empty());
    }
}

//! The board's segments as a sentence names them, and what a bound counted on them: which
//! segments are still empty ahead of the scan, and the fewest segments that hold every free
//! cell ahead (the lines a matching bound's number comes from). Worked out from the board and
//! the lizards on it, never taken from the solver, so the sentence shows what the class sees.

use std::collections::VecDeque;

use crate::board::{Board, Cell};
use crate::event::Line;
use crate::playback::Playback;

/// One maximal run of free cells along a line, between trees or the board's edge.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Segment {
    pub line: Line,
    /// Its first and last cell, in the order the line is walked (left to right, top down).
    pub first: Cell,
    pub last: Cell,
    /// Whether it runs the whole line, from edge to edge.
    pub whole: bool,
}

impl Segment {
    /// "row 2" for a whole line, "row 4 from (4, 3) to (4, 5)" for a piece of one.
    pub fn name(&self) -> String {
        let line = crate::narrate::line_name(self.line, self.line.key(self.first));
        if self.whole {
            line
        } else if self.first == self.last {
            crate::t!("segment-at", line = line, cell = self.first.to_string())
        } else {
            crate::t!(
                "segment-from-to",
                line = line,
                first = self.first.to_string(),
                last = self.last.to_string()
            )
        }
    }
}

/// The step along a line, and the cells its lines start from.
fn walk(line: Line, n: u32) -> ((i64, i64), Vec<Cell>) {
    let top = (0..n).map(|c| Cell::new(0, c));
    match line {
        Line::Row => ((0, 1), (0..n).map(|r| Cell::new(r, 0)).collect()),
        Line::Column => ((1, 0), top.collect()),
        Line::Diagonal => ((1, 1), top.chain((1..n).map(|r| Cell::new(r, 0))).collect()),
        Line::AntiDiagonal => (
            (1, -1),
            top.chain((1..n).map(|r| Cell::new(r, n - 1))).collect(),
        ),
    }
}

/// Every segment of one family, and for each cell (row-major) the index of its segment.
pub struct Family {
    pub segments: Vec<Segment>,
    of: Vec<Option<usize>>,
    n: usize,
}

impl Family {
    pub fn new(board: &Board, line: Line) -> Self {
        let n = board.n();
        let ((dr, dc), starts) = walk(line, n as u32);
        let mut segments = Vec::new();
        let mut of = vec![None; n * n];
        for start in starts {
            let first_of_line = segments.len();
            let (mut r, mut c) = (start.row as i64, start.col as i64);
            let mut open: Option<usize> = None;
            let mut end = start;
            while (0..n as i64).contains(&r) && (0..n as i64).contains(&c) {
                let cell = Cell::new(r as u32, c as u32);
                end = cell;
                if board.is_tree(cell) {
                    open = None;
                } else {
                    let i = *open.get_or_insert_with(|| {
                        segments.push(Segment {
                            line,
                            first: cell,
                            last: cell,
                            whole: false,
                        });
                        segments.len() - 1
                    });
                    segments[i].last = cell;
                    of[r as usize * n + c as usize] = Some(i);
                }
                r += dr;
                c += dc;
            }
            // A line with no tree on it is one segment, edge to edge.
            if let [only] = &mut segments[first_of_line..] {
                only.whole = only.first == start && only.last == end;
            }
        }
        Self { segments, of, n }
    }

    /// The segment through a free cell.
    pub fn of(&self, cell: Cell) -> Option<usize> {
        self.of[cell.row as usize * self.n + cell.col as usize]
    }
}

/// Column-major order, the scan's: whether `cell` comes at or after `at`.
pub fn ahead(cell: Cell, at: Cell) -> bool {
    (cell.col, cell.row) >= (at.col, at.row)
}

/// The segments of `line`'s family that hold no lizard and whose last cell the scan (about to
/// enter `at`) has not passed: where the segment bound counts the lizards' room.
pub fn open(pb: &Playback, line: Line, at: Cell) -> Vec<Segment> {
    let board = pb.board();
    let family = Family::new(board, line);
    let mut holds = vec![false; family.segments.len()];
    for lizard in pb.lizards() {
        if let Some(i) = family.of(lizard) {
            holds[i] = true;
        }
    }
    family
        .segments
        .iter()
        .zip(holds)
        .filter(|(s, held)| !held && ahead(s.last, at))
        .map(|(s, _)| *s)
        .collect()
}

/// The cells still free for a lizard when the scan is about to enter `at`: not passed yet, no
/// tree, and no lizard sees them.
pub fn free_ahead(pb: &Playback, at: Cell) -> Vec<Cell> {
    let board = pb.board();
    board
        .cells()
        .filter(|&c| ahead(c, at) && !board.is_tree(c) && !pb.is_seen(c))
        .collect()
}

/// The fewest segments of two families (rows and columns, or diagonals and anti-diagonals)
/// that every cell of `cells` lies on. Each holds one lizard at most, so this many is all the
/// cells can hold; it is as many as the largest set of cells with no two on one segment (a
/// maximum matching, by König's theorem), which is the number the matching bound computes.
pub fn fewest_covering(board: &Board, [a, b]: [Line; 2], cells: &[Cell]) -> Vec<Segment> {
    let (fa, fb) = (Family::new(board, a), Family::new(board, b));
    let mut edges: Vec<Vec<usize>> = vec![Vec::new(); fa.segments.len()];
    for &cell in cells {
        if let (Some(u), Some(v)) = (fa.of(cell), fb.of(cell)) {
            edges[u].push(v);
        }
    }
    let mut matching = Matching::new(fa.segments.len(), fb.segments.len());
    matching.grow(&edges);
    let (left, right) = matching.reachable_from_free(&edges);
    let mut cover: Vec<Segment> = (0..fa.segments.len())
        .filter(|&u| !edges[u].is_empty() && !left[u])
        .map(|u| fa.segments[u])
        .collect();
    cover.extend(
        (0..fb.segments.len())
            .filter(|&v| right[v])
            .map(|v| fb.segments[v]),
    );
    cover
}

/// A bipartite matching grown by augmenting paths, searched breadth first (no recursion).
struct Matching {
    left: Vec<Option<usize>>,
    right: Vec<Option<usize>>,
}

impl Matching {
    fn new(left: usize, right: usize) -> Self {
        Self {
            left: vec![None; left],
            right: vec![None; right],
        }
    }

    /// Augments until no free left vertex has a path to a free right vertex.
    fn grow(&mut self, edges: &[Vec<usize>]) {
        loop {
            // Right vertices reached by a failed search stay useless until the matching
            // changes, so the searches of one round share their marks.
            let mut seen = vec![false; self.right.len()];
            let mut grew = false;
            for root in 0..self.left.len() {
                if self.left[root].is_none() && self.augment(root, edges, &mut seen) {
                    grew = true;
                    seen.fill(false);
                }
            }
            if !grew {
                return;
            }
        }
    }

    fn augment(&mut self, root: usize, edges: &[Vec<usize>], seen: &mut [bool]) -> bool {
        let mut came_from = vec![usize::MAX; self.right.len()];
        let mut queue = VecDeque::from([root]);
        while let Some(u) = queue.pop_front() {
            for &v in &edges[u] {
                if seen[v] {
                    continue;
                }
                seen[v] = true;
                came_from[v] = u;
                match self.right[v] {
                    Some(next) => queue.push_back(next),
                    None => {
                        // Flip the path back to the root.
                        let mut v = Some(v);
                        while let Some(at) = v {
                            let u = came_from[at];
                            v = self.left[u];
                            self.left[u] = Some(at);
                            self.right[at] = Some(u);
                        }
                        return true;
                    }
                }
            }
        }
        false
    }

    /// The vertices an alternating path from a free left vertex reaches (König's construction:
    /// the unreached left ones and the reached right ones cover every edge).
    fn reachable_from_free(&self, edges: &[Vec<usize>]) -> (Vec<bool>, Vec<bool>) {
        let mut left = vec![false; self.left.len()];
        let mut right = vec![false; self.right.len()];
        let mut queue: VecDeque<usize> = (0..self.left.len())
            .filter(|&u| self.left[u].is_none())
            .collect();
        for &u in &queue {
            left[u] = true;
        }
        while let Some(u) = queue.pop_front() {
            for &v in &edges[u] {
                if right[v] {
                    continue;
                }
                right[v] = true;
                if let Some(w) = self.right[v]
                    && !left[w]
                {
                    left[w] = true;
                    queue.push_back(w);
                }
            }
        }
        (left, right)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn segments_are_named_by_their_line_and_ends() {
        let mut board = Board::empty(4);
        board.set_tree(Cell::new(1, 1), true);
        let rows = Family::new(&board, Line::Row);
        let names: Vec<String> = rows.segments.iter().map(Segment::name).collect();
        assert_eq!(
            names,
            [
                "row 0",
                "row 1 at (1, 0)",
                "row 1 from (1, 2) to (1, 3)",
                "row 2",
                "row 3"
            ]
        );
        let anti = Family::new(&board, Line::AntiDiagonal);
        assert!(
            anti.segments
                .iter()
                .any(|s| s.name() == "anti-diagonal 2 at (0, 2)")
        );
    }

    #[test]
    fn the_fewest_covering_segments_are_as_many_as_a_largest_matching() {
        // Free cells on rows 0 and 1 only, in three columns: two rows cover them all.
        let board = Board::empty(3);
        let cells: Vec<Cell> = (0..3)
            .flat_map(|c| [Cell::new(0, c), Cell::new(1, c)])
            .collect();
        let cover = fewest_covering(&board, [Line::Row, Line::Column], &cells);
        let names: Vec<String> = cover.iter().map(Segment::name).collect();
        assert_eq!(names, ["row 0", "row 1"]);
        // One cell per row and column: a diagonal of three needs three lines.
        let diagonal = [Cell::new(0, 0), Cell::new(1, 1), Cell::new(2, 2)];
        assert_eq!(
            fewest_covering(&board, [Line::Row, Line::Column], &diagonal).len(),
            3
        );
        assert_eq!(
            fewest_covering(&board, [Line::Diagonal, Line::AntiDiagonal], &diagonal).len(),
            1
        );
    }
}

//! Every line of the board cut by its trees into segments: two lizards attack exactly when
//! they share a segment. Annealing counts the lizards in each to price a move in O(1);
//! breadth-first search asks which lines a placed lizard sees a cell on.

use crate::board::{Board, Cell};
use crate::event::{Line, Lines};

/// Where each line of one family starts, and the step along it.
type LineStarts = (Vec<(usize, usize)>, (isize, isize));

/// The segments of the board: for each cell the four it lies on, and how many lizards each
/// holds now.
pub struct Segments {
    pub n: usize,
    /// `4 * cell` .. `4 * cell + 4`: row, column, diagonal and anti-diagonal segment ids.
    of: Vec<u32>,
    count: Vec<u32>,
}

/// The cells of every segment among those `member` takes (by row-major index, in order):
/// those of segment `s` are `cells[start[s]..start[s + 1]]`. `seg` holds each cell's four ids,
/// below `ids`. Returns `(start, cells)`.
pub fn members(
    seg: &[[u32; 4]],
    ids: usize,
    member: impl Fn(usize) -> bool,
) -> (Vec<u32>, Vec<u32>) {
    let mut start = vec![0u32; ids + 1];
    for (i, s) in seg.iter().enumerate().filter(|&(i, _)| member(i)) {
        debug_assert!(s.iter().all(|&id| (id as usize) < ids), "cell {i}");
        for &id in s {
            start[id as usize + 1] += 1;
        }
    }
    for s in 0..ids {
        start[s + 1] += start[s];
    }
    let mut fill = start.clone();
    let mut cells = vec![0u32; start[ids] as usize];
    for (i, s) in seg.iter().enumerate().filter(|&(i, _)| member(i)) {
        for &id in s {
            cells[fill[id as usize] as usize] = i as u32;
            fill[id as usize] += 1;
        }
    }
    (start, cells)
}

impl Segments {
    pub fn new(board: &Board) -> Self {
        let n = board.n();
        let mut of = vec![0u32; 4 * n * n];
        let mut next = 0u32;
        // Walk every line of each family from its start; a tree ends the segment.
        let starts: [LineStarts; 4] = [
            ((0..n).map(|r| (r, 0)).collect(), (0, 1)),
            ((0..n).map(|c| (0, c)).collect(), (1, 0)),
            (
                (0..n)
                    .map(|c| (0, c))
                    .chain((1..n).map(|r| (r, 0)))
                    .collect(),
                (1, 1),
            ),
            (
                (0..n)
                    .map(|c| (0, c))
                    .chain((1..n).map(|r| (r, n - 1)))
                    .collect(),
                (1, -1),
            ),
        ];
        for (family, (line_starts, (dr, dc))) in starts.iter().enumerate() {
            for &(r0, c0) in line_starts {
                let (mut r, mut c) = (r0 as isize, c0 as isize);
                next += 1;
                while (0..n as isize).contains(&r) && (0..n as isize).contains(&c) {
                    let cell = Cell::new(r as u32, c as u32);
                    if board.is_tree(cell) {
                        next += 1;
                    } else {
                        of[4 * (r as usize * n + c as usize) + family] = next;
                    }
                    r += dr;
                    c += dc;
                }
            }
        }
        Self {
            n,
            of,
            count: vec![0; next as usize + 1],
        }
    }

    /// Every cell's four segment ids (row-major; 0 for a tree), as one table.
    pub fn table(&self) -> Vec<[u32; 4]> {
        self.of
            .chunks_exact(4)
            .map(|ids| [ids[0], ids[1], ids[2], ids[3]])
            .collect()
    }

    /// The row, column, diagonal and anti-diagonal segments of `cell` (row-major index); ids are
    /// distinct across families, and 0 for a tree.
    pub fn ids(&self, cell: usize) -> &[u32] {
        &self.of[4 * cell..4 * cell + 4]
    }

    /// Lizards that would attack a lizard at `cell`, not counting one standing at `moving`.
    pub fn attackers(&self, cell: usize, moving: Option<usize>) -> u32 {
        let mut total = 0;
        for (k, &id) in self.ids(cell).iter().enumerate() {
            let mut c = self.count[id as usize];
            if let Some(m) = moving
                && self.of[4 * m + k] == id
            {
                c -= 1;
            }
            total += c;
        }
        total
    }

    /// One more than the largest segment id.
    pub fn id_end(&self) -> usize {
        self.count.len()
    }

    pub fn add(&mut self, cell: usize, sign: i32) {
        for k in 0..4 {
            let id = self.of[4 * cell + k] as usize;
            self.count[id] = self.count[id].wrapping_add_signed(sign);
        }
    }

    pub fn cell(&self, i: usize) -> Cell {
        Cell::new((i / self.n) as u32, (i % self.n) as u32)
    }

    fn index(&self, cell: Cell) -> usize {
        cell.row as usize * self.n + cell.col as usize
    }

    /// The lines through `cell` on which one of `lizards` sees it (in [`Line::ALL`] order,
    /// as the families are numbered).
    pub fn seen_on(&self, cell: Cell, lizards: &[Cell]) -> Lines {
        let here = self.ids(self.index(cell));
        let mut lines = Lines::NONE;
        for &lizard in lizards {
            let there = self.ids(self.index(lizard));
            for (k, line) in Line::ALL.into_iter().enumerate() {
                if lizard != cell && here[k] == there[k] {
                    lines = lines.with(line);
                }
            }
        }
        lines
    }
}

//! Shared test helpers: an independent brute force and small board builders.
#![allow(dead_code)]

use lizards::board::{Board, Cell};

/// A board from rows of `.` (empty) and `T` (tree).
pub fn board(rows: &[&str]) -> Board {
    let n = rows.len();
    Board::from_trees(
        n,
        rows.iter()
            .flat_map(|r| r.bytes().map(|b| b == b'T'))
            .collect(),
    )
}

/// Board number `mask` among all tree patterns of side `n` (bit `i` = tree at cell `i`).
pub fn pattern(n: usize, mask: u64) -> Board {
    Board::from_trees(n, (0..n * n).map(|i| mask >> i & 1 == 1).collect())
}

/// Which free cells see each other: walk every ray from every cell until a tree or the edge.
fn attack_graph(b: &Board) -> (Vec<Cell>, Vec<Vec<bool>>) {
    let n = b.n() as i64;
    let free: Vec<Cell> = b.cells().filter(|&c| !b.is_tree(c)).collect();
    let index = |c: Cell| free.iter().position(|&f| f == c).unwrap();
    let mut sees = vec![vec![false; free.len()]; free.len()];
    for (i, &a) in free.iter().enumerate() {
        for (dr, dc) in [
            (0, 1),
            (1, 0),
            (1, 1),
            (1, -1),
            (0, -1),
            (-1, 0),
            (-1, -1),
            (-1, 1),
        ] {
            let (mut r, mut c) = (a.row as i64 + dr, a.col as i64 + dc);
            while (0..n).contains(&r) && (0..n).contains(&c) {
                let cell = Cell::new(r as u32, c as u32);
                if b.is_tree(cell) {
                    break;
                }
                sees[i][index(cell)] = true;
                r += dr;
                c += dc;
            }
        }
    }
    (free, sees)
}

/// Number of sets of `p` free cells in which no two see each other: every subset, checked
/// pairwise (a subset is abandoned as soon as it holds a pair that sees each other).
pub fn brute_count(b: &Board, p: u32) -> u64 {
    let (free, sees) = attack_graph(b);
    fn go(i: usize, left: u32, chosen: &mut Vec<usize>, sees: &[Vec<bool>], total: usize) -> u64 {
        if left == 0 {
            return 1;
        }
        if i == total {
            return 0;
        }
        let mut count = go(i + 1, left, chosen, sees, total);
        if chosen.iter().all(|&j| !sees[i][j]) {
            chosen.push(i);
            count += go(i + 1, left - 1, chosen, sees, total);
            chosen.pop();
        }
        count
    }
    go(0, p, &mut Vec::new(), &sees, free.len())
}

/// The largest `p` with at least one placement.
pub fn brute_max(b: &Board) -> u32 {
    (0..).take_while(|&p| brute_count(b, p) > 0).last().unwrap()
}

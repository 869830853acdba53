//! What the presolve leaves, part by part.
//!
//! After the [`presolve`](super::presolve) every free cell is forced, barren or still open.
//! A forced cell sees no open cell (its neighbours are all barren), and two open cells
//! interact only when they share a segment. Joined that way, the open cells of a board with
//! many trees fall into parts: on n = 100 with 50 % trees (seed 1), 981 forced cells and
//! parts of 294, 205 and 161 open cells and smaller ones, where the board had about 5,000
//! free cells. The maximum of the board is
//! the number of forced cells plus the sum of the parts' maxima, and the exact search that
//! went through every combination of the parts before a dead end in the last now meets each
//! part once.
//!
//! Unlike [`split`](super::split)'s parts, trees do not cut these: a barren cell between two
//! open cells of a part still carries the line. So each part is searched on a board of its
//! own that keeps those cells as barren ones ([`backtrack::solve_reduced`]); a cell no line
//! of the part runs through is a tree there.

use crate::board::{Board, Cell};
use crate::event::{Observer, Outcome};
use crate::solve::backtrack::{self, Options};
use crate::solve::joined::Joined;
use crate::solve::presolve::{self, Presolved};
use crate::solve::segments::Segments;
use crate::solve::split::{self, Part};
use crate::solve::{Search, Stats};

/// The exact search of the headless decisions (`solve`, `max`): [`backtrack`] with the
/// presolve, going part by part when what the presolve left falls into several parts. Its
/// events are then each part's search in turn, in the part's own cells: only the headless
/// commands listen, counting events to look at the clock.
pub fn solve<O: Observer>(board: &Board, lizards: u32, stopper: &mut O) -> Search {
    let options = Options::deciding();
    let presolved = options
        .reduces(board)
        .then(|| presolve::with_trees(board, &mut || stopper.stopping()))
        .flatten();
    let Some(presolved) = presolved else {
        return backtrack::solve(board, lizards, options, stopper);
    };
    let (forced, parts) = parts(board, &presolved);
    if parts.len() < 2 {
        return backtrack::solve_reduced(board, lizards, options, &presolved, stopper);
    }
    // Every forced cell holds a lizard; the parts hold the others.
    let Some(left) = lizards.checked_sub(forced.len() as u32) else {
        let cells = forced[..lizards as usize].to_vec();
        return Search::first(Outcome::Found, || cells, Stats::default());
    };
    let mut search = split::exact(&parts, left, stopper);
    if let Some(cells) = &mut search.solution {
        cells.extend(&forced);
        cells.sort();
    }
    search
}

/// The forced cells and the parts (largest first) of the open cells `presolved` left on
/// `board`.
pub fn parts(board: &Board, presolved: &Presolved) -> (Vec<Cell>, Vec<Part>) {
    let n = board.n();
    let segments = Segments::new(board);
    let seg = segments.table();
    let open = |i: usize| seg[i][0] != 0 && !presolved.barren[i] && !presolved.forced[i];
    let forced = (0..n * n)
        .filter(|&i| presolved.forced[i])
        .map(|i| Cell::new((i / n) as u32, (i % n) as u32))
        .collect();
    let ids = segments.id_end();
    // The open cells on one segment are in one part.
    let mut joined = Joined::new(n * n);
    let mut first_on = vec![u32::MAX; ids];
    for i in (0..n * n).filter(|&i| open(i)) {
        for &id in &seg[i] {
            match first_on[id as usize] {
                u32::MAX => first_on[id as usize] = i as u32,
                j => joined.union(i, j as usize),
            }
        }
    }
    let mut by_root = joined.groups((0..n * n).filter(|&i| open(i)));
    by_root.sort_by_key(|cells| std::cmp::Reverse(cells.len()));
    let mut on_part = vec![false; ids];
    let parts = by_root
        .iter()
        .map(|cells| {
            on_part.fill(false);
            for &i in cells {
                seg[i].iter().for_each(|&id| on_part[id as usize] = true);
            }
            leftover(n, &seg, &on_part, cells)
        })
        .collect();
    (forced, parts)
}

/// The part of the open `cells` (row-major on a board of side `n`, whose segment table is
/// `seg`), whose lines are the segments `on_part` flags.
fn leftover(n: usize, seg: &[[u32; 4]], on_part: &[bool], cells: &[usize]) -> Part {
    let (top, left, side) = split::square(n, cells);
    let mut trees = vec![true; side * side];
    let mut barren = vec![false; side * side];
    for r in 0..side.min(n - top) {
        for c in 0..side.min(n - left) {
            let i = (top + r) * n + left + c;
            if seg[i][0] != 0 && seg[i].iter().any(|&id| on_part[id as usize]) {
                trees[r * side + c] = false;
                barren[r * side + c] = true;
            }
        }
    }
    for &i in cells {
        barren[(i / n - top) * side + (i % n - left)] = false;
    }
    Part {
        board: Board::from_trees(side, trees),
        top: top as u32,
        left: left as u32,
        reduced: Some(Presolved {
            barren,
            forced: vec![false; side * side],
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Small random boards with many trees, where the presolve leaves several parts.
    fn boards() -> impl Iterator<Item = (u64, Board)> {
        (0..600u64).map(|seed| {
            let n = 8 + (seed % 9) as usize;
            (
                seed,
                Board::random(n, 0.4 + 0.05 * (seed % 4) as f64, 7_000 + seed),
            )
        })
    }

    #[test]
    fn parts_share_no_line_and_hold_every_open_cell_once() {
        let mut split = 0;
        for (seed, board) in boards() {
            let n = board.n();
            let presolved = presolve::presolve(&board, &mut || false);
            let (forced, parts) = parts(&board, &presolved);
            split += usize::from(parts.len() > 1);
            assert_eq!(forced.len(), presolved.forced_count(), "seed {seed}");
            // Which part each open cell of the whole board is in.
            let mut owner = vec![None; n * n];
            for (k, part) in parts.iter().enumerate() {
                let side = part.board.n();
                for i in (0..side * side).filter(|&i| part.open(i)) {
                    let cell = part.placed(Cell::new((i / side) as u32, (i % side) as u32));
                    let at = cell.row as usize * n + cell.col as usize;
                    assert!(owner[at].is_none(), "seed {seed}: {cell:?} in two parts");
                    owner[at] = Some(k);
                }
            }
            let seg = Segments::new(&board).table();
            for i in 0..n * n {
                let open = seg[i][0] != 0 && !presolved.barren[i] && !presolved.forced[i];
                assert_eq!(owner[i].is_some(), open, "seed {seed}, cell {i}");
                for j in (0..i).filter(|&j| owner[j].is_some() && owner[i].is_some()) {
                    if (0..4).any(|k| seg[i][k] == seg[j][k]) {
                        assert_eq!(owner[i], owner[j], "seed {seed}: cells {i} and {j} see");
                    }
                }
            }
        }
        assert!(split > 100, "only {split} boards left several parts");
    }

    #[test]
    fn part_by_part_every_count_is_decided_as_the_plain_search_decides_it() {
        let mut split = 0;
        for (seed, board) in boards() {
            let presolved = presolve::presolve(&board, &mut || false);
            split += usize::from(parts(&board, &presolved).1.len() > 1);
            let n = board.n() as u32;
            let mut maximum = 0;
            for p in 1..=2 * n {
                let plain = backtrack::solve(&board, p, backtrack::Options::default(), &mut ());
                let parted = solve(&board, p, &mut ());
                assert_eq!(parted.outcome, plain.outcome, "seed {seed}, p = {p}");
                if let Some(cells) = &parted.solution {
                    crate::validate::check(&board, cells, p).expect("a valid placement");
                    maximum = p;
                }
            }
            // The bound `max` starts from adds up the parts' (or their proved maxima).
            let bound = crate::solve::max::upper_bound(&board);
            assert!(bound >= maximum, "seed {seed}: bound {bound} < {maximum}");
        }
        assert!(split > 100, "only {split} boards left several parts");
    }

    #[test]
    fn a_barren_cell_of_a_part_still_carries_its_line() {
        // Row 0: open, barren, open, and trees below. Cut at the barren cell, the row would
        // hold two lizards in two parts.
        let mut trees = vec![true; 9];
        trees[..3].fill(false);
        let board = Board::from_trees(3, trees);
        let mut barren = vec![false; 9];
        barren[1] = true;
        let presolved = Presolved {
            barren,
            forced: vec![false; 9],
        };
        let (_, parts) = parts(&board, &presolved);
        assert_eq!(
            parts.len(),
            1,
            "(0, 0) and (0, 2) see each other: {parts:?}"
        );
        assert_eq!(parts[0].solve(1, &mut ()).outcome, Outcome::Found);
        assert_eq!(parts[0].solve(2, &mut ()).outcome, Outcome::Exhausted);
    }
}

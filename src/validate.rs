//! An independent referee: checks a placement by walking the board, with no solver state.
//!
//! Every solver answer in the tests (and `lizards check`) goes through here. It shares no code
//! with the solvers on purpose: it walks each lizard's four forward rays until a tree or the edge.

use std::collections::HashSet;

use crate::board::{Board, Cell};

/// Why a placement is wrong.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Invalid {
    #[error("{0} is outside the {1} x {1} board")]
    Outside(Cell, usize),
    #[error("a lizard stands on the tree at {0}")]
    OnTree(Cell),
    #[error("two lizards at {0}")]
    Twice(Cell),
    #[error(
        "the grid holds {found} {}, but {}",
        if *.found == 1 { "lizard" } else { "lizards" },
        asked(*.expected)
    )]
    Count { expected: u32, found: usize },
    #[error("the lizards at {0} and {1} can eat each other")]
    Attack(Cell, Cell),
    #[error("the answer is {found} x {found}, the board {expected} x {expected}")]
    Size { expected: usize, found: usize },
    #[error("the answer {} a tree at {cell}", if *.added { "adds" } else { "removes" })]
    TreeMoved { cell: Cell, added: bool },
}

/// The p a count is held to: the largest p stands for every p past it (a file's p of twenty
/// digits is read as it), so it is not named as if the file had written it.
fn asked(p: u32) -> String {
    if p == u32::MAX {
        "p is more than any board holds".to_owned()
    } else {
        format!("p = {p}")
    }
}

/// Checks that an answer shows the input's trees where they were.
pub fn same_trees(input: &Board, answer: &Board) -> Result<(), Invalid> {
    if input.n() != answer.n() {
        return Err(Invalid::Size {
            expected: input.n(),
            found: answer.n(),
        });
    }
    match input
        .cells()
        .find(|&c| input.is_tree(c) != answer.is_tree(c))
    {
        Some(cell) => Err(Invalid::TreeMoved {
            cell,
            added: answer.is_tree(cell),
        }),
        None => Ok(()),
    }
}

/// Checks an answer file's grid against the input, in the order a grader explains mistakes:
/// the grid's size, a lizard standing where the input has a tree, a tree moved, then the
/// placement itself.
pub fn check_answer(
    input: &Board,
    trees: &Board,
    lizards: &[Cell],
    expected: u32,
) -> Result<(), Invalid> {
    if input.n() != trees.n() {
        return Err(Invalid::Size {
            expected: input.n(),
            found: trees.n(),
        });
    }
    if let Some(&cell) = lizards.iter().find(|&&c| input.is_tree(c)) {
        return Err(Invalid::OnTree(cell));
    }
    same_trees(input, trees)?;
    check(input, lizards, expected)
}

/// The directions that meet every other cell of a line once: right, down, down-right, down-left.
const RAYS: [(i64, i64); 4] = [(0, 1), (1, 0), (1, 1), (1, -1)];

/// Checks that `lizards` are `expected` distinct lizards on free cells, none attacking another.
pub fn check(board: &Board, lizards: &[Cell], expected: u32) -> Result<(), Invalid> {
    let n = board.n();
    let mut seen = HashSet::with_capacity(lizards.len());
    for &cell in lizards {
        if cell.row as usize >= n || cell.col as usize >= n {
            return Err(Invalid::Outside(cell, n));
        }
        if board.is_tree(cell) {
            return Err(Invalid::OnTree(cell));
        }
        if !seen.insert(cell) {
            return Err(Invalid::Twice(cell));
        }
    }
    if lizards.len() != expected as usize {
        return Err(Invalid::Count {
            expected,
            found: lizards.len(),
        });
    }
    if let Some((a, b)) = first_attack(board, &seen) {
        return Err(Invalid::Attack(a, b));
    }
    Ok(())
}

/// How many pairs of lizards see each other: annealing's energy, counted on the board itself.
/// Lizards on one stretch of a line between trees all see each other, so `k` of them make
/// `k (k - 1) / 2` pairs, not `k - 1`.
pub fn attacking_pairs(board: &Board, lizards: &[Cell]) -> u32 {
    let on: HashSet<Cell> = lizards.iter().copied().collect();
    let n = board.n() as i64;
    let mut pairs = 0;
    for &a in &on {
        for (dr, dc) in RAYS {
            let (mut r, mut c) = (a.row as i64 + dr, a.col as i64 + dc);
            while (0..n).contains(&r) && (0..n).contains(&c) {
                let cell = Cell::new(r as u32, c as u32);
                if board.is_tree(cell) {
                    break;
                }
                pairs += on.contains(&cell) as u32;
                r += dr;
                c += dc;
            }
        }
    }
    pairs
}

/// The first pair of lizards (in row-major order of the first) that see each other.
fn first_attack(board: &Board, lizards: &HashSet<Cell>) -> Option<(Cell, Cell)> {
    let n = board.n() as i64;
    let mut sorted: Vec<Cell> = lizards.iter().copied().collect();
    sorted.sort();
    for a in sorted {
        for (dr, dc) in RAYS {
            let (mut r, mut c) = (a.row as i64 + dr, a.col as i64 + dc);
            while (0..n).contains(&r) && (0..n).contains(&c) {
                let cell = Cell::new(r as u32, c as u32);
                if board.is_tree(cell) {
                    break;
                }
                if lizards.contains(&cell) {
                    return Some((a, cell));
                }
                r += dr;
                c += dc;
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn attacking_pairs_counts_every_pair_on_a_stretch_and_stops_at_trees() {
        // Row 0: three lizards, then a tree, then one more: 3 pairs, the fourth sees none of
        // them along the row. Then columns 0 and 2, row 2, the diagonal (0, 0)-(2, 2) and the
        // anti-diagonals (0, 2)-(2, 0) and (0, 4)-(2, 2): 6 more.
        let mut board = Board::empty(5);
        board.set_tree(Cell::new(0, 3), true);
        let lizards = [
            Cell::new(0, 0),
            Cell::new(0, 1),
            Cell::new(0, 2),
            Cell::new(0, 4),
            Cell::new(2, 0),
            Cell::new(2, 2),
        ];
        let brute = {
            let mut k = 0;
            for (i, &a) in lizards.iter().enumerate() {
                for &b in &lizards[i + 1..] {
                    k += first_attack(&board, &[a, b].into_iter().collect()).is_some() as u32;
                }
            }
            k
        };
        assert_eq!(attacking_pairs(&board, &lizards), brute);
        assert_eq!(brute, 3 + 6);
    }

    #[test]
    fn a_count_names_the_p_asked_and_not_the_largest_p_it_stands_for() {
        let board = Board::empty(4);
        let one = [Cell::new(0, 0)];
        let said = check(&board, &one, 3).unwrap_err().to_string();
        assert_eq!(said, "the grid holds 1 lizard, but p = 3");
        let said = check(&board, &one, u32::MAX).unwrap_err().to_string();
        assert_eq!(
            said,
            "the grid holds 1 lizard, but p is more than any board holds"
        );
    }

    #[test]
    fn catches_each_kind_of_attack_and_respects_trees() {
        let board = Board::empty(4);
        let c = Cell::new;
        assert_eq!(
            check(&board, &[c(0, 0), c(0, 3)], 2),
            Err(Invalid::Attack(c(0, 0), c(0, 3)))
        );
        assert_eq!(
            check(&board, &[c(0, 1), c(3, 1)], 2),
            Err(Invalid::Attack(c(0, 1), c(3, 1)))
        );
        assert_eq!(
            check(&board, &[c(0, 0), c(3, 3)], 2),
            Err(Invalid::Attack(c(0, 0), c(3, 3)))
        );
        assert_eq!(
            check(&board, &[c(0, 3), c(3, 0)], 2),
            Err(Invalid::Attack(c(0, 3), c(3, 0)))
        );
        assert_eq!(
            check(&board, &[c(0, 1), c(1, 3), c(2, 0), c(3, 2)], 4),
            Ok(())
        );
        let mut treed = Board::empty(4);
        treed.set_tree(c(0, 1), true);
        assert_eq!(check(&treed, &[c(0, 0), c(0, 3)], 2), Ok(()));
        assert_eq!(check(&treed, &[c(0, 1)], 1), Err(Invalid::OnTree(c(0, 1))));
        assert_eq!(
            check(&treed, &[c(0, 0)], 2),
            Err(Invalid::Count {
                expected: 2,
                found: 1
            })
        );
        assert_eq!(
            check(&treed, &[c(0, 0), c(0, 0)], 2),
            Err(Invalid::Twice(c(0, 0)))
        );
        assert_eq!(
            check(&treed, &[c(4, 0)], 1),
            Err(Invalid::Outside(c(4, 0), 4))
        );
    }

    #[test]
    fn an_answer_is_judged_in_a_graders_order() {
        let c = Cell::new;
        let mut input = Board::empty(3);
        input.set_tree(c(1, 1), true);
        // A lizard on the tree: the answer shows no tree there, but the lizard is the mistake.
        assert_eq!(
            check_answer(&input, &Board::empty(3), &[c(1, 1)], 1),
            Err(Invalid::OnTree(c(1, 1)))
        );
        assert_eq!(
            check_answer(&input, &Board::empty(2), &[], 1),
            Err(Invalid::Size {
                expected: 3,
                found: 2
            })
        );
        assert_eq!(
            check_answer(&input, &Board::empty(3), &[c(0, 0)], 1),
            Err(Invalid::TreeMoved {
                cell: c(1, 1),
                added: false
            })
        );
        assert_eq!(check_answer(&input, &input, &[c(0, 0), c(2, 2)], 2), Ok(()));
    }

    #[test]
    fn trees_must_stay_put() {
        let mut a = Board::empty(3);
        a.set_tree(Cell::new(1, 2), true);
        assert_eq!(same_trees(&a, &a.clone()), Ok(()));
        let e = same_trees(&a, &Board::empty(3)).unwrap_err();
        assert_eq!(e.to_string(), "the answer removes a tree at (1, 2)");
        assert!(matches!(
            same_trees(&a, &Board::empty(2)),
            Err(Invalid::Size { .. })
        ));
    }
}

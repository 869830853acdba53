//! The matching bound as a search starts it, kept for the next search of the same board.
//!
//! Building a [`MatchingBound`] is most of an exact search's set-up: the clique weights are
//! fitted by a descent that takes 25 ms on a 30 x 30 board and 0.4 to 0.7 s on 100 x 100.
//! `max` builds one for the board's upper bound, then asks the exact search about one count
//! after another on that same board, and beside the swaps' climb asks it again each time the
//! swaps reach the count it was working on: each ask fitted the same weights again, and on
//! n = 100 a restarted search spent its first half second on them. The descent has no
//! randomness, so a bound kept here is the very bound a new fit would give, and a search that
//! starts from it makes the same events.
//!
//! Only fits that ran to their end are kept: one cut short by its search's clock is less
//! tight. The last [`KEPT`] boards are kept: a board and its transposed twin, which the race of
//! [`decide`](super::decide) searches side by side, and the largest part of each that the
//! presolve leaves ([`residual`](super::residual)), searched on a board of its own.

use std::sync::{Arc, Mutex};

use crate::board::Board;
use crate::solve::matching::MatchingBound;

/// How many boards' bounds are kept: the most recently kept first.
const KEPT: usize = 4;

/// A board's bound as its fit left it, before any search moved it.
struct Kept {
    n: usize,
    /// The cells the fit left out (those a [`presolve`](super::presolve) made barren, row-major;
    /// empty when none were): two fits of one board without the same cells bound differently.
    barren: Vec<bool>,
    trees: Vec<bool>,
    bound: Arc<MatchingBound>,
}

impl Kept {
    fn is(&self, board: &Board, barren: &[bool]) -> bool {
        self.n == board.n() && self.barren == barren && self.trees == board.tree_flags()
    }
}

/// The kept bounds, shared by every thread: `max`'s climb fits on one and searches on another.
#[derive(Default)]
pub(super) struct Shelf {
    kept: Vec<Kept>,
}

impl Shelf {
    /// The bound kept for `board`, if any.
    fn find(&mut self, board: &Board, barren: &[bool]) -> Option<Arc<MatchingBound>> {
        let at = self.kept.iter().position(|k| k.is(board, barren))?;
        // The most recently used stays the last to go.
        let found = self.kept.remove(at);
        let bound = Arc::clone(&found.bound);
        self.kept.insert(0, found);
        Some(bound)
    }

    fn keep(&mut self, board: &Board, barren: &[bool], bound: Arc<MatchingBound>) {
        self.kept.retain(|k| !k.is(board, barren));
        self.kept.insert(
            0,
            Kept {
                n: board.n(),
                barren: barren.to_vec(),
                trees: board.tree_flags().to_vec(),
                bound,
            },
        );
        self.kept.truncate(KEPT);
    }
}

static SHELF: Mutex<Shelf> = Mutex::new(Shelf { kept: Vec::new() });

/// A copy of the bound kept for `board`, ready for a new search.
pub(super) fn take(board: &Board, barren: &[bool]) -> Option<MatchingBound> {
    // A poisoned lock only means another search panicked: the shelf itself is whole.
    let found = SHELF
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .find(board, barren)?;
    Some(MatchingBound::clone(&found))
}

/// Keeps a copy of a bound whose fit ran to its end, before any search moves it.
pub(super) fn keep(board: &Board, barren: &[bool], bound: &MatchingBound) {
    let copy = Arc::new(bound.clone());
    SHELF
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .keep(board, barren, copy);
}

/// Lets every kept bound go: the next search of any board fits its weights again, as a new
/// process would (a bench that times one question after another on the same board).
pub(super) fn forget() {
    SHELF.lock().unwrap_or_else(|e| e.into_inner()).kept.clear();
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(trees: &[(u32, u32)]) -> Board {
        let mut b = Board::empty(6);
        for &(r, c) in trees {
            b.set_tree(crate::board::Cell::new(r, c), true);
        }
        b
    }

    #[test]
    fn a_shelf_finds_a_board_by_its_trees_and_cells_left_out_and_keeps_the_last() {
        let boards: Vec<Board> = (0..=KEPT as u32).map(|k| board(&[(k, 1)])).collect();
        let mut shelf = Shelf::default();
        for board in &boards[..KEPT] {
            shelf.keep(board, &[], Arc::new(MatchingBound::new(board)));
        }
        let last = &boards[KEPT];
        assert!(shelf.find(last, &[]).is_none(), "another board's trees");
        let mut without = vec![false; 36];
        without[0] = true;
        assert!(
            shelf.find(&boards[0], &without).is_none(),
            "the same trees, other cells left out"
        );
        // Use every board but the second: keeping one more lets the second go.
        for board in boards[..KEPT].iter().filter(|&b| *b != boards[1]) {
            assert!(shelf.find(board, &[]).is_some());
        }
        shelf.keep(last, &[], Arc::new(MatchingBound::new(last)));
        assert!(shelf.find(&boards[1], &[]).is_none());
        assert!(shelf.find(&boards[0], &[]).is_some() && shelf.find(last, &[]).is_some());
        assert_eq!(shelf.kept.len(), KEPT);
    }
}

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
//! tight. The last [`KEPT`] boards are kept (a board and its transposed twin, which the race of
//! [`decide`](super::decide) searches side by side).

use std::sync::{Arc, Mutex};

use crate::board::Board;
use crate::solve::matching::MatchingBound;

/// How many boards' bounds are kept: the most recently kept first.
const KEPT: usize = 2;

/// A board's bound as its fit left it, before any search moved it.
struct Kept {
    n: usize,
    /// Whether the fit left out the cells a [`presolve`](super::presolve) made barren.
    presolved: bool,
    trees: Vec<bool>,
    bound: Arc<MatchingBound>,
}

impl Kept {
    fn is(&self, board: &Board, presolved: bool) -> bool {
        self.n == board.n() && self.presolved == presolved && self.trees == board.tree_flags()
    }
}

/// The kept bounds, shared by every thread: `max`'s climb fits on one and searches on another.
#[derive(Default)]
pub(super) struct Shelf {
    kept: Vec<Kept>,
}

impl Shelf {
    /// The bound kept for `board`, if any.
    fn find(&mut self, board: &Board, presolved: bool) -> Option<Arc<MatchingBound>> {
        let at = self.kept.iter().position(|k| k.is(board, presolved))?;
        // The most recently used stays the last to go.
        let found = self.kept.remove(at);
        let bound = Arc::clone(&found.bound);
        self.kept.insert(0, found);
        Some(bound)
    }

    fn keep(&mut self, board: &Board, presolved: bool, bound: Arc<MatchingBound>) {
        self.kept.retain(|k| !k.is(board, presolved));
        self.kept.insert(
            0,
            Kept {
                n: board.n(),
                presolved,
                trees: board.tree_flags().to_vec(),
                bound,
            },
        );
        self.kept.truncate(KEPT);
    }
}

static SHELF: Mutex<Shelf> = Mutex::new(Shelf { kept: Vec::new() });

/// A copy of the bound kept for `board`, ready for a new search.
pub(super) fn take(board: &Board, presolved: bool) -> Option<MatchingBound> {
    // A poisoned lock only means another search panicked: the shelf itself is whole.
    let found = SHELF
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .find(board, presolved)?;
    Some(MatchingBound::clone(&found))
}

/// Keeps a copy of a bound whose fit ran to its end, before any search moves it.
pub(super) fn keep(board: &Board, presolved: bool, bound: &MatchingBound) {
    let copy = Arc::new(bound.clone());
    SHELF
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .keep(board, presolved, copy);
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
    fn a_shelf_finds_a_board_by_its_trees_and_keeps_the_two_last() {
        let [a, b, c] = [board(&[(0, 1)]), board(&[(2, 2)]), board(&[(0, 1), (2, 2)])];
        let mut shelf = Shelf::default();
        for board in [&a, &b] {
            shelf.keep(board, false, Arc::new(MatchingBound::new(board)));
        }
        assert!(shelf.find(&c, false).is_none(), "another board's trees");
        assert!(shelf.find(&a, false).is_some() && shelf.find(&b, false).is_some());
        // `b` was used last: keeping `c` lets `a` go.
        shelf.keep(&c, false, Arc::new(MatchingBound::new(&c)));
        assert!(shelf.find(&a, false).is_none());
        assert!(shelf.find(&b, false).is_some() && shelf.find(&c, false).is_some());
        assert_eq!(shelf.kept.len(), KEPT);
    }
}

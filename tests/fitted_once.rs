//! The clique weights of a board are fitted once a process: `max` asks the exact search about
//! one count after another on the same board, and every ask started with the same descent
//! (25 ms at 30 x 30, half a second at 100 x 100). One test a file, so no other test's boards
//! take the kept fit's place between the two builds.

use lizards::board::Board;
use lizards::solve::matching::MatchingBound;

#[test]
fn a_board_fitted_to_the_end_is_not_fitted_again() {
    let board = Board::random(24, 0.3, 7);
    let first = MatchingBound::until(&board, &mut || false);
    // A new fit would ask its clock at its first step.
    let again = MatchingBound::until(&board, &mut || panic!("the weights were fitted again"));
    assert_eq!(again.board_bound_now(), first.board_bound_now());

    // A fit cut short is less tight: it is not kept, and the next search fits the weights.
    let other = Board::random(24, 0.3, 8);
    let _cut = MatchingBound::until(&other, &mut || true);
    let mut asked = 0;
    let _fitted = MatchingBound::until(&other, &mut || {
        asked += 1;
        false
    });
    assert!(asked > 0, "a fit cut short was kept");
}

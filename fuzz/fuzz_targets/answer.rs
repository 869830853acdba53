//! Any bytes as an answer to a fixed 4 x 4 board with one tree: parsed and judged, never a
//! panic, and never judged right unless the referee's own walk agrees.
#![no_main]

use libfuzzer_sys::fuzz_target;
use lizards::board::{Board, Cell};
use lizards::homework::{self, AnswerFile};
use lizards::validate;

fuzz_target!(|bytes: &[u8]| {
    let mut board = Board::empty(4);
    board.set_tree(Cell::new(1, 2), true);
    let Ok(text) = homework::read_bounded(bytes, Some(4)) else {
        return;
    };
    if let Ok(AnswerFile::Ok { lizards, trees }) = homework::parse_answer(&text, 4)
        && validate::check_answer(&board, &trees, &lizards, 3).is_ok()
    {
        assert_eq!(trees, board);
        assert_eq!(lizards.len(), 3);
        for &a in &lizards {
            assert!(!board.is_tree(a));
        }
    }
});

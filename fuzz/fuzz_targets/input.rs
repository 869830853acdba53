//! Any bytes as an input file: read within bounds and parsed, never a panic; a board that
//! parses is solved (small ones) and its answer must pass the referee.
#![no_main]

use libfuzzer_sys::fuzz_target;
use lizards::homework::{self, Answer};
use lizards::solve::backtrack::{Goal, Options, solve};

fuzz_target!(|bytes: &[u8]| {
    let Ok(text) = homework::read_bounded(bytes, None) else {
        return;
    };
    let Ok(hw) = homework::parse_input(&text) else {
        return;
    };
    // Writing it back must read back the same.
    let again = homework::format_input(&hw.board, hw.lizards, &hw.form);
    assert_eq!(homework::parse_input(&again).unwrap().board, hw.board);
    if hw.board.n() <= 6 {
        let options = Options {
            goal: Goal::First,
            ..Options::default()
        };
        if let Some(found) = solve(&hw.board, hw.lizards, options, &mut ()).solution {
            lizards::validate::check(&hw.board, &found, hw.lizards).unwrap();
            let answer = homework::format_answer(&hw.board, &Answer::Ok(found));
            homework::parse_answer(&answer, hw.board.n()).unwrap();
        }
    }
});

//! The homework format, written and read back: whatever we write parses to what was written,
//! and the messiness real files have (CRLF, trailing spaces, blank lines, a BOM) changes nothing.

use lizards::board::{Board, Cell};
use lizards::homework::{self, Answer, AnswerFile, FileForm, LineEnd};
use proptest::prelude::*;

fn board() -> impl Strategy<Value = Board> {
    (1usize..=12).prop_flat_map(|n| {
        proptest::collection::vec(proptest::bool::weighted(0.3), n * n)
            .prop_map(move |trees| Board::from_trees(n, trees))
    })
}

fn form() -> impl Strategy<Value = FileForm> {
    (
        proptest::option::of(prop_oneof![
            Just("DFS"),
            Just("BFS"),
            Just("SA"),
            Just("sa"),
            Just("Bfs")
        ]),
        prop_oneof![Just(LineEnd::Lf), Just(LineEnd::CrLf), Just(LineEnd::Cr)],
        any::<bool>(),
        any::<bool>(),
    )
        .prop_map(|(algorithm, line_end, final_line_end, bom)| FileForm {
            algorithm: algorithm.map(str::to_string),
            line_end,
            final_line_end,
            bom,
            after_grid: String::new(),
            template: None,
        })
}

/// Makes `text` (whose lines end in `end`) as messy as files in the wild: a BOM, trailing
/// spaces, blank lines.
fn mess(text: &str, end: &str, bom: bool, spaces: usize, blank: bool) -> String {
    let mut out = String::new();
    if bom && !text.starts_with('\u{feff}') {
        out.push('\u{feff}');
    }
    for line in text.split_inclusive(end) {
        out.push_str(line.strip_suffix(end).unwrap_or(line));
        out.push_str(&" ".repeat(spaces));
        out.push_str(end);
        if blank {
            out.push_str(end);
        }
    }
    out
}

proptest! {
    #[test]
    fn an_input_we_write_reads_back_the_same(
        board in board(),
        p in 0u32..200,
        form in form(),
        bom in any::<bool>(),
        spaces in 0usize..3,
        blank in any::<bool>(),
    ) {
        let text = homework::format_input(&board, p, &form);
        let read = homework::parse_input(&text).unwrap();
        prop_assert_eq!(&read.board, &board);
        prop_assert_eq!(read.lizards, p);
        prop_assert_eq!(&FileForm { template: None, ..read.form.clone() }, &form);
        prop_assert_eq!(read.form.template.as_deref(), Some(text.as_str()));
        prop_assert!(read.warnings.is_empty());
        // Saving what was read gives the same bytes back.
        prop_assert_eq!(homework::format_input(&read.board, read.lizards, &read.form), text.clone());

        let messy_text = mess(&text, form.line_end.as_str(), bom, spaces, blank);
        let messy = homework::parse_input(&messy_text).unwrap();
        prop_assert_eq!(&messy.board, &board);
        prop_assert_eq!(messy.lizards, p);
        // Saved, a messy file keeps its mess: the same bytes back.
        prop_assert_eq!(homework::format_input(&messy.board, messy.lizards, &messy.form), messy_text);
    }

    #[test]
    fn an_answer_we_write_reads_back_the_same(board in board(), pick in any::<u64>()) {
        // Any set of free cells will do: the format does not judge the placement.
        let lizards: Vec<Cell> = board
            .cells()
            .filter(|&c| !board.is_tree(c))
            .filter(|c| (pick >> ((c.row * 7 + c.col * 3) % 64)) & 1 == 1)
            .collect();
        let text = homework::format_answer(&board, &Answer::Ok(lizards.clone()));
        let read = homework::parse_answer(&text, board.n()).unwrap();
        prop_assert_eq!(read, AnswerFile::Ok { lizards, trees: board.clone() });
        let fail = homework::format_answer(&board, &Answer::Fail);
        prop_assert_eq!(homework::parse_answer(&fail, board.n()).unwrap(), AnswerFile::Fail);
    }

    #[test]
    fn any_bytes_parse_or_fail_with_a_place_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..400)) {
        let text = String::from_utf8_lossy(&bytes);
        if let Err(e) = homework::parse_input(&text) {
            prop_assert!(e.line >= 1 && e.column >= 1);
        }
        let _ = homework::parse_answer(&text, 3);
    }
}

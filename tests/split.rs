//! Splitting a board into parts that no line joins: the parts' maxima add up to the whole's,
//! checked against brute force on small boards with many trees; and a board of walled-off
//! blocks, which the whole-board search cannot prove full, is decided part by part.

use std::time::Duration;

use lizards::board::{Board, Cell};
use lizards::solve::decide::{Verdict, decide};
use lizards::solve::max::maximum;
use lizards::solve::{sa, split};
use lizards::validate;
use proptest::prelude::*;

/// Whether lizards at `a` and `b` see each other: on one line with no tree between.
fn sees(board: &Board, a: Cell, b: Cell) -> bool {
    let (dr, dc) = (b.row as i64 - a.row as i64, b.col as i64 - a.col as i64);
    if !(dr == 0 || dc == 0 || dr.abs() == dc.abs()) {
        return false;
    }
    let steps = dr.abs().max(dc.abs());
    (1..steps).all(|k| {
        let r = a.row as i64 + dr / steps * k;
        let c = a.col as i64 + dc / steps * k;
        !board.is_tree(Cell::new(r as u32, c as u32))
    })
}

/// The most lizards `board` holds, by trying every set of free cells that no two see.
fn brute_max(board: &Board) -> u32 {
    fn grow(board: &Board, free: &[Cell], chosen: &mut Vec<Cell>, best: &mut u32) {
        *best = (*best).max(chosen.len() as u32);
        if chosen.len() + free.len() <= *best as usize {
            return;
        }
        let Some((&cell, rest)) = free.split_first() else {
            return;
        };
        if chosen.iter().all(|&c| !sees(board, c, cell)) {
            chosen.push(cell);
            grow(board, rest, chosen, best);
            chosen.pop();
        }
        grow(board, rest, chosen, best);
    }
    let free: Vec<Cell> = board.cells().filter(|&c| !board.is_tree(c)).collect();
    let mut best = 0;
    grow(board, &free, &mut Vec::new(), &mut best);
    best
}

fn board_strategy() -> impl Strategy<Value = Board> {
    (2usize..=7, 35u32..=70, any::<u64>())
        .prop_map(|(n, percent, seed)| Board::random(n, f64::from(percent) / 100.0, seed))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn parts_cover_the_free_cells_and_no_line_joins_two(board in board_strategy()) {
        let parts = split::parts(&board);
        let mut owner = vec![usize::MAX; board.n() * board.n()];
        for (k, part) in parts.iter().enumerate() {
            for cell in part.board.cells().filter(|&c| !part.board.is_tree(c)) {
                let whole = Cell::new(cell.row + part.top, cell.col + part.left);
                prop_assert!(!board.is_tree(whole));
                let i = whole.row as usize * board.n() + whole.col as usize;
                prop_assert_eq!(owner[i], usize::MAX, "a cell in two parts");
                owner[i] = k;
            }
        }
        let free: Vec<Cell> = board.cells().filter(|&c| !board.is_tree(c)).collect();
        for &a in &free {
            let ka = owner[a.row as usize * board.n() + a.col as usize];
            prop_assert_ne!(ka, usize::MAX, "a free cell in no part");
            for &b in &free {
                let kb = owner[b.row as usize * board.n() + b.col as usize];
                if a != b && sees(&board, a, b) {
                    prop_assert_eq!(ka, kb, "{} and {} see each other across parts", a, b);
                }
            }
        }
    }

    #[test]
    fn the_parts_maxima_add_up_to_the_whole_maximum(board in board_strategy()) {
        let parts = split::parts(&board);
        let expected = brute_max(&board);
        let summed: u32 = parts.iter().map(|part| brute_max(&part.board)).sum();
        prop_assert_eq!(summed, expected);
        let mut heard = Vec::new();
        let found = maximum(&board, None, |bounds| heard.push(bounds));
        prop_assert!(found.proved());
        // The whole board's bounds only close in, and always hold the answer between them.
        for (i, bounds) in heard.iter().enumerate() {
            prop_assert!(bounds.lower <= expected && expected <= bounds.upper, "{:?}", bounds);
            if i > 0 {
                prop_assert!(bounds.lower >= heard[i - 1].lower);
                prop_assert!(bounds.upper <= heard[i - 1].upper);
            }
        }
        prop_assert_eq!(found.lizards, expected);
        validate::check(&board, &found.placement, expected).unwrap();
    }

    #[test]
    fn decide_shares_lizards_out_among_the_parts(board in board_strategy()) {
        let most = brute_max(&board);
        for p in [most.saturating_sub(1), most, most + 1] {
            match decide(&board, p, Duration::from_secs(60), sa::Options::default()) {
                Verdict::Found { lizards, .. } => {
                    prop_assert!(p <= most);
                    validate::check(&board, &lizards, p).unwrap();
                }
                Verdict::Impossible { .. } => prop_assert!(p > most),
                Verdict::Undecided => prop_assert!(false, "undecided at p = {}", p),
            }
        }
    }
}

/// `blocks` x `blocks` random boards of side `side`, each walled off from the next by a row
/// and a column of trees: a wall cuts every line that crosses it.
fn walled_blocks(blocks: usize, side: usize, density: f64) -> Board {
    let n = blocks * (side + 1) - 1;
    let mut board = Board::empty(n);
    for r in 0..n {
        for c in 0..n {
            let wall = r % (side + 1) == side || c % (side + 1) == side;
            board.set_tree(Cell::new(r as u32, c as u32), wall);
        }
    }
    for br in 0..blocks {
        for bc in 0..blocks {
            let block = Board::random(side, density, (br * blocks + bc) as u64 + 7);
            for cell in block.cells().filter(|&c| block.is_tree(c)) {
                let r = br * (side + 1) + cell.row as usize;
                let c = bc * (side + 1) + cell.col as usize;
                board.set_tree(Cell::new(r as u32, c as u32), true);
            }
        }
    }
    board
}

#[test]
fn walled_blocks_are_proved_full_part_by_part() {
    let board = walled_blocks(4, 10, 0.3);
    assert!(split::parts(&board).len() >= 16);
    let most = maximum(&board, Some(Duration::from_secs(60)), |_| {});
    assert!(most.proved(), "{most:?}");
    validate::check(&board, &most.placement, most.lizards).unwrap();
    match decide(
        &board,
        most.lizards,
        Duration::from_secs(5),
        sa::Options::default(),
    ) {
        Verdict::Found { lizards, .. } => validate::check(&board, &lizards, most.lizards).unwrap(),
        other => panic!("{other:?}"),
    }
    let verdict = decide(
        &board,
        most.lizards + 1,
        Duration::from_secs(5),
        sa::Options::default(),
    );
    assert!(matches!(verdict, Verdict::Impossible { .. }), "{verdict:?}");
}

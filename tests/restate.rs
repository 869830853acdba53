//! A stream's claims about the board (the lines a reject names, those a tree masks, the
//! lizards a prune leaves, the energy annealing reports) are said again from the board the
//! events build: the app's own searches say exactly what the board says, so their events come
//! back unchanged, and a stream that states a false number is corrected and caught.

mod common;

use lizards::board::{Board, Cell};
use lizards::event::{Bound, Event, Line, Lines};
use lizards::referee::{Referee, restate::Restate};
use lizards::solve::backtrack::{Goal, Options, Pruning};
use lizards::solve::{self, Algorithm, Settings, sa};

/// Every event of `algorithm` on `board` for `p` lizards, all solutions for the scans.
fn events(algorithm: Algorithm, board: &Board, p: u32, bound: Pruning) -> Vec<Event> {
    let settings = Settings {
        search: Options {
            goal: Goal::All { limit: Some(3) },
            bound,
            ..Options::default()
        },
        frontier: Some(1 << 16),
        anneal: sa::Options {
            moves: 20_000,
            seed: 3,
            ..sa::Options::default()
        },
    };
    let mut events: Vec<Event> = Vec::new();
    solve::run(algorithm, board, p, settings, &mut events);
    events
}

/// The first event whose claims `Restate` finds wrong, with what it said and what the board
/// says (lines an event leaves out, as breadth-first search's lizards do, are filled in).
fn first_restated(board: &Board, p: u32, local: bool, events: &[Event]) -> Option<String> {
    let mut referee = Referee::new(board.clone(), p, local, std::time::Duration::ZERO);
    let mut restate = Restate::new(board, p, local);
    for (k, &event) in events.iter().enumerate() {
        referee.apply(&event).expect("our own searches are legal");
        let (again, wrong) = restate.restate(event);
        if wrong.is_some() {
            return Some(format!("event {k}: {event:?} -> {again:?} ({wrong:?})"));
        }
    }
    None
}

#[test]
fn the_apps_own_searches_say_what_the_board_says() {
    let mut checked = 0;
    for seed in 0..12u64 {
        let n = 5 + (seed % 3) as usize;
        let board = Board::random(n, 0.1 + 0.05 * (seed % 4) as f64, seed);
        let p = common::brute_max(&board).min(n as u32 + 1);
        for bound in [
            Pruning::Seed,
            Pruning::Segments,
            Pruning::Matching,
            Pruning::Memo,
        ] {
            let events = events(Algorithm::Backtrack, &board, p, bound);
            checked += events.len();
            assert_eq!(first_restated(&board, p, false, &events), None, "{bound:?}");
        }
        for algorithm in [Algorithm::Bfs, Algorithm::Sa] {
            let events = events(algorithm, &board, p, Pruning::Seed);
            checked += events.len();
            let local = algorithm == Algorithm::Sa;
            assert_eq!(
                first_restated(&board, p, local, &events),
                None,
                "{algorithm:?}"
            );
        }
    }
    for n in [5, 6, 8] {
        let board = Board::empty(n);
        for algorithm in [
            Algorithm::Queens,
            Algorithm::Backjump,
            Algorithm::BackjumpSafe,
            Algorithm::Sa,
        ] {
            let events = events(algorithm, &board, n as u32, Pruning::Seed);
            checked += events.len();
            let local = algorithm == Algorithm::Sa;
            assert_eq!(
                first_restated(&board, n as u32, local, &events),
                None,
                "{algorithm:?} on {n}"
            );
        }
    }
    assert!(checked > 10_000, "{checked} events");
}

#[test]
fn a_stream_that_misstates_the_board_is_said_again_from_it() {
    // 4 x 4, a tree at (1, 1), two lizards: a lizard at (0, 0) sees (1, 0) down its column.
    let mut board = Board::empty(4);
    board.set_tree(Cell::new(1, 1), true);
    let mut restate = Restate::new(&board, 2, false);
    let at = |r, c| Cell::new(r, c);
    let only = |line| Lines::NONE.with(line);
    let said = [
        Event::Enter { cell: at(0, 0) },
        Event::Place {
            cell: at(0, 0),
            masked: only(Line::Row),
        },
        Event::Enter { cell: at(1, 0) },
        Event::Reject {
            cell: at(1, 0),
            lines: only(Line::AntiDiagonal),
        },
        Event::Enter { cell: at(1, 1) },
        Event::TreeMask {
            cell: at(1, 1),
            lines: Lines::ALL,
        },
        Event::Prune {
            cell: at(1, 1),
            left: 99,
            room: 7,
            bound: Bound::Columns,
        },
    ];
    let board_says: Vec<(Event, Option<String>)> = said
        .iter()
        .map(|&e| {
            let (again, wrong) = restate.restate(e);
            (again, wrong.map(|w| w.to_string()))
        })
        .collect();
    assert_eq!(
        board_says[1],
        (
            Event::Place {
                cell: at(0, 0),
                masked: Lines::NONE
            },
            Some("place (0, 0) says masked row, the board none".into())
        )
    );
    assert_eq!(
        board_says[3],
        (
            Event::Reject {
                cell: at(1, 0),
                lines: only(Line::Column)
            },
            Some("reject (1, 0) says lines anti-diagonal, the board column".into())
        )
    );
    // The tree at (1, 1) stands on the diagonal of (0, 0): that line alone turns to -1.
    assert_eq!(
        board_says[5].0,
        Event::TreeMask {
            cell: at(1, 1),
            lines: only(Line::Diagonal)
        }
    );
    // One lizard placed of two: one left; the columns right of column 1 are two.
    assert_eq!(
        board_says[6],
        (
            Event::Prune {
                cell: at(1, 1),
                left: 1,
                room: 2,
                bound: Bound::Columns
            },
            Some("prune (1, 1) says left 99, the board 1".into())
        )
    );
    assert_eq!(board_says[0], (said[0], None), "an enter claims nothing");
    // Breadth-first search's cut counts the cells without a tree from the cut on, column by
    // column: from (2, 1), the cells (2, 1) and (3, 1) of column 1, then eight.
    let (again, wrong) = restate.restate(Event::Prune {
        cell: at(2, 1),
        left: 1,
        room: 3,
        bound: Bound::Cells,
    });
    assert_eq!(
        again,
        Event::Prune {
            cell: at(2, 1),
            left: 1,
            room: 10,
            bound: Bound::Cells
        }
    );
    assert_eq!(
        wrong.map(|w| w.to_string()),
        Some("prune (2, 1) says room 3, the board 10".into())
    );
}

#[test]
fn annealing_reports_the_attacking_pairs_the_board_holds() {
    let board = Board::empty(4);
    let mut restate = Restate::new(&board, 3, true);
    let at = |r, c| Cell::new(r, c);
    for cell in [at(0, 0), at(0, 3), at(3, 3)] {
        restate.restate(Event::Place {
            cell,
            masked: Lines::NONE,
        });
    }
    // (0, 0) and (0, 3) share row 0, (0, 3) and (3, 3) column 3, (0, 0) and (3, 3) the diagonal.
    let (anneal, wrong) = restate.restate(Event::Anneal {
        energy: 0,
        milli_kelvin: 500,
    });
    assert_eq!(
        anneal,
        Event::Anneal {
            energy: 3,
            milli_kelvin: 500
        }
    );
    assert_eq!(
        wrong.unwrap().to_string(),
        "anneal says energy 0, the board 3"
    );
    // (3, 3) to (3, 1): it leaves two pairs and sees none from there.
    let (moved, wrong) = restate.restate(Event::Move {
        from: at(3, 3),
        to: at(3, 1),
        delta: 5,
        accepted: true,
    });
    assert_eq!(
        moved,
        Event::Move {
            from: at(3, 3),
            to: at(3, 1),
            delta: -2,
            accepted: true
        }
    );
    assert!(wrong.is_some());
}

#[test]
fn replay_check_says_which_claims_the_board_contradicts() {
    let dir = tempfile::tempdir().unwrap();
    let stream = dir.path().join("liar.jsonl");
    let lines = [
        r#"{"lizards": 1, "n": 4, "p": 2, "trees": [[1, 1]], "algo": "liar"}"#,
        r#"{"event": "place", "row": 0, "col": 0}"#,
        r#"{"event": "reject", "row": 1, "col": 0, "lines": ["anti-diagonal"]}"#,
        r#"{"event": "reject", "row": 2, "col": 0, "lines": ["row"]}"#,
        r#"{"event": "place", "row": 2, "col": 1}"#,
        r#"{"event": "solution"}"#,
    ];
    std::fs::write(&stream, lines.join("\n") + "\n").unwrap();
    let run = assert_cmd::Command::cargo_bin("lizards")
        .unwrap()
        .args(["replay", "--check"])
        .arg(&stream)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&run.stderr);
    // The moves are legal: a misstated counter is not a broken rule.
    assert_eq!(run.status.code(), Some(0), "{stderr}");
    assert!(String::from_utf8_lossy(&run.stdout).contains("legal: 5 events, 1 solution"));
    assert!(
        stderr.contains(
            "2 events say of the board what it does not show; the first, event 2 (line 3): \
             reject (1, 0) says lines anti-diagonal, the board column."
        ),
        "{stderr}"
    );
}

/// A `move` may leave out its `delta` (the schema does not require it): it is filled in from
/// the board, not told as a wrong counter; a `delta` given wrong still is.
#[test]
fn a_move_without_its_delta_is_filled_in_and_a_wrong_one_is_caught() {
    let check = |mv: &str| {
        let stream = [
            r#"{"lizards": 1, "n": 4, "p": 2, "algo": "sa"}"#,
            r#"{"event": "place", "row": 0, "col": 0}"#,
            r#"{"event": "place", "row": 0, "col": 1}"#,
            mv,
            r#"{"event": "solution"}"#,
        ]
        .join("\n")
            + "\n";
        let run = assert_cmd::Command::cargo_bin("lizards")
            .unwrap()
            .args(["replay", "--check", "-"])
            .write_stdin(stream)
            .output()
            .unwrap();
        assert_eq!(run.status.code(), Some(0));
        String::from_utf8_lossy(&run.stderr).into_owned()
    };
    let left_out =
        check(r#"{"event": "move", "from": {"row": 0, "col": 1}, "to": {"row": 1, "col": 2}}"#);
    assert!(!left_out.contains("does not show"), "{left_out}");
    let said = check(
        r#"{"event": "move", "from": {"row": 0, "col": 1}, "to": {"row": 1, "col": 2}, "delta": -1}"#,
    );
    assert!(!said.contains("does not show"), "{said}");
    let wrong = check(
        r#"{"event": "move", "from": {"row": 0, "col": 1}, "to": {"row": 1, "col": 2}, "delta": 2}"#,
    );
    assert!(wrong.contains("says delta +2, the board -1"), "{wrong}");
}

//! The counters beside the grid agree with the grid, for every algorithm and at every event,
//! stepping forward with → and back with ←: a line holding a lizard never reads 0, +1 only on
//! a line that holds a lizard, -1 only where a tree stands after a lizard on the line; and every
//! counter is the one seed 000's scan holds for the lizards and trees shown and the scan front.
//! Checked on the app's own playback, the state the widgets draw, and on a frame `snapshot`
//! draws.

mod screen;

use crossterm::event::KeyCode;
use lizards::board::{Board, Cell};
use lizards::event::{Event, Line};
use lizards::playback::Playback;
use lizards::solve::Algorithm;
use lizards::solve::backtrack::{self, Pruning};
use lizards::tui::app::App;
use proptest::prelude::*;
use screen::press;

/// The most events one run is stepped through (forward, then all the way back).
const MOST_EVENTS: u64 = 40_000;

/// The cells of `line` through `cell`, in scan order (column-major).
fn line_cells(n: usize, line: Line, cell: Cell) -> Vec<Cell> {
    let mut cells: Vec<Cell> = (0..n as u32)
        .flat_map(|r| (0..n as u32).map(move |c| Cell::new(r, c)))
        .filter(|&c| line.key(c) == line.key(cell))
        .collect();
    cells.sort_by_key(|c| (c.col, c.row));
    cells
}

/// Every line of the board: one cell on it per line of each family.
fn all_lines(n: usize) -> Vec<(Line, Cell)> {
    let n32 = n as u32;
    let mut lines = Vec::new();
    for i in 0..n32 {
        lines.push((Line::Row, Cell::new(i, 0)));
        lines.push((Line::Column, Cell::new(0, i)));
    }
    for c in 0..n32 {
        lines.push((Line::Diagonal, Cell::new(0, c)));
        lines.push((Line::AntiDiagonal, Cell::new(0, c)));
    }
    for r in 1..n32 {
        lines.push((Line::Diagonal, Cell::new(r, 0)));
        lines.push((Line::AntiDiagonal, Cell::new(r, n32 - 1)));
    }
    lines
}

/// How far the scan has come: trees before the front are passed, and the tree under it once
/// it has masked. `None`: the search does not scan, every tree counts as passed.
#[derive(Debug, Clone, Copy)]
struct Front {
    cursor: Option<Cell>,
    masked: bool,
}

fn passed(front: Option<Front>, tree: Cell) -> bool {
    let Some(front) = front else { return true };
    front.cursor.is_some_and(|cur| {
        (tree.col, tree.row) < (cur.col, cur.row) || (tree == cur && front.masked)
    })
}

/// Every line of the board with its cells in scan order.
struct Lines(Vec<(Line, Cell, Vec<Cell>)>);

impl Lines {
    fn of(n: usize) -> Self {
        Self(
            all_lines(n)
                .into_iter()
                .map(|(line, cell)| (line, cell, line_cells(n, line, cell)))
                .collect(),
        )
    }
}

/// Checks every counter the playback shows against the grid it shows.
fn check(pb: &Playback, lines: &Lines, front: Option<Front>, what: &str) {
    let board = pb.board();
    for (line, cell, cells) in &lines.0 {
        let (line, cell) = (*line, *cell);
        let value = pb.counters().get(line, cell);
        let first_lizard = cells.iter().position(|&c| pb.is_lizard(c));
        let tree_after_lizard =
            first_lizard.is_some_and(|first| cells[first..].iter().any(|&c| board.is_tree(c)));
        let place = || {
            format!(
                "{what}: {} {} reads {value}, lizards {:?}, front {front:?}, board {board:?}",
                line.name(),
                line.key(cell),
                pb.lizards()
            )
        };
        assert!(first_lizard.is_none() || value != 0, "{}", place());
        assert!(value != 1 || first_lizard.is_some(), "{}", place());
        assert!(value != -1 || tree_after_lizard, "{}", place());
        // Seed 000's counter: walk the line in scan order.
        let mut seed = 0;
        for &c in cells {
            if pb.is_lizard(c) {
                seed = 1;
            } else if seed == 1 && board.is_tree(c) && passed(front, c) {
                seed = -1;
            }
        }
        assert_eq!(value, seed, "{}", place());
    }
}

/// Whether the event just applied left the tree under the front masked, given what was.
fn masked_after(event: Event, before: Option<Cell>, was: bool) -> bool {
    match event {
        Event::TreeMask { .. } => true,
        Event::Enter { .. } | Event::TreeUnmask { .. } => false,
        e => match e.cell() {
            Some(cell) => Some(cell) == before && was,
            None => was,
        },
    }
}

/// Steps the app through its search with → and back to the start with ←, checking the counters
/// at every event. Returns the number of events stepped.
fn step_through(app: &mut App, what: &str) -> u64 {
    let scans = app.algorithm != Algorithm::Sa;
    let front_now = |app: &App, masked: bool| {
        scans.then(|| Front {
            cursor: app.playback.cursor(),
            masked,
        })
    };
    let lines = Lines::of(app.playback.board().n());
    let mut masked = vec![false];
    check(&app.playback, &lines, front_now(app, false), what);
    while app.playback.position() < MOST_EVENTS {
        let before = app.playback.cursor();
        press(app, KeyCode::Right);
        if app.playback.position() as usize == masked.len() - 1 {
            break;
        }
        let event = app.playback.current().expect("an event was applied");
        let now = masked_after(event, before, *masked.last().unwrap());
        masked.push(now);
        let at = format!("{what}, event {} {event:?}", app.playback.position());
        check(&app.playback, &lines, front_now(app, now), &at);
    }
    let stepped = app.playback.position();
    while app.playback.position() > 0 {
        press(app, KeyCode::Left);
        let i = app.playback.position() as usize;
        let at = format!("{what}, back at event {i}");
        check(&app.playback, &lines, front_now(app, masked[i]), &at);
    }
    stepped
}

/// A homework file for `board` and `p`, with `line` (DFS, BFS or SA) first.
fn homework(board: &Board, p: u32, line: &str) -> tempfile::NamedTempFile {
    let file = tempfile::NamedTempFile::new().unwrap();
    let n = board.n();
    let mut text = format!("{line}\n{n}\n{p}\n");
    for r in 0..n as u32 {
        for c in 0..n as u32 {
            text.push(if board.is_tree(Cell::new(r, c)) {
                '2'
            } else {
                '0'
            });
        }
        text.push('\n');
    }
    std::fs::write(file.path(), text).unwrap();
    file
}

/// The most lizards up to `p` that fit the board (annealing would search for ever for more).
fn fitting(board: &Board, p: u32) -> u32 {
    (0..=p)
        .rev()
        .find(|&k| {
            backtrack::solve(board, k, backtrack::Options::default(), &mut ())
                .solution
                .is_some()
        })
        .unwrap_or(0)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    /// Backtrack under every bound, breadth-first search and annealing on one random board
    /// with trees; queens and both backjumping rules on an empty board.
    #[test]
    fn every_counter_agrees_with_the_grid(
        n in 2usize..=6,
        density in 0.1f64..0.4,
        seed in any::<u64>(),
        extra in 0u32..=2,
    ) {
        let board = Board::random(n, density, seed);
        prop_assume!(board.has_trees());
        let p = (n as u32 / 2 + extra).max(1);
        let file = homework(&board, p, "DFS");
        let path = file.path().to_str().unwrap();
        let mut stepped = 0;
        for bound in [Pruning::Seed, Pruning::Segments, Pruning::Matching, Pruning::Memo, Pruning::Auto] {
            let mut app = screen::app(&[path]);
            app.search.bound = bound;
            app.restart();
            app.wait_for_solver();
            stepped += step_through(&mut app, &format!("backtrack {bound:?}"));
        }
        let mut app = screen::app(&[path, "--algo", "bfs"]);
        stepped += step_through(&mut app, "bfs");
        let fits = fitting(&board, p);
        let sa = homework(&board, fits, "SA");
        let mut app = screen::app(&[sa.path().to_str().unwrap()]);
        stepped += step_through(&mut app, "sa");

        let queens = (n + 1).to_string();
        for algo in ["queens", "backjump", "backjump-safe"] {
            let mut app = screen::app(&["--n", &queens, "--algo", algo]);
            stepped += step_through(&mut app, algo);
        }
        prop_assert!(stepped > 0);
    }
}

/// The lesson board under breadth-first search, 375 events in: the lizard at (0, 1) stands on
/// column 1 above the tree at (2, 1), which the scan has passed, so the column reads -1 (it
/// once read 0: taking back a lizard beyond the tree zeroed it).
#[test]
fn a_bfs_frame_counts_the_column_a_lizard_holds() {
    let lesson = std::fs::read_to_string(screen::asset("lesson.txt")).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let board = dir.path().join("b.txt");
    std::fs::write(&board, lesson.replacen("DFS", "BFS", 1)).unwrap();
    let out = dir.path().join("s.txt");
    assert_cmd::Command::cargo_bin("lizards")
        .unwrap()
        .args(["snapshot", board.to_str().unwrap(), "--event", "375"])
        .args([
            "--width",
            "100",
            "--height",
            "36",
            "-o",
            out.to_str().unwrap(),
        ])
        .assert()
        .success();
    let frame = std::fs::read_to_string(&out).unwrap();
    let row = |r: usize| {
        frame
            .lines()
            .find(|l| l.trim_start().starts_with(&format!("{r} ")) && !l.contains("rows"))
            .unwrap_or_else(|| panic!("row {r} in\n{frame}"))
    };
    let glyphs = |r: usize| {
        row(r)
            .split_whitespace()
            .skip(1)
            .take(6)
            .collect::<Vec<_>>()
    };
    assert_eq!(glyphs(0)[1], "◆", "the lizard at (0, 1):\n{frame}");
    assert_eq!(glyphs(2)[1], "♣", "the tree at (2, 1):\n{frame}");
    let cols = frame
        .lines()
        .find(|l| l.trim_start().starts_with("cols"))
        .expect("the column counters");
    let counters: Vec<&str> = cols.split_whitespace().skip(1).take(6).collect();
    assert_eq!(counters[1], "-1", "{cols}\n{frame}");
}

//! The panels inside the search: the stack of decisions, the search tree by depth and seed
//! 002's bitsets, drawn through `TestBackend` at fixed events.

mod screen;

use crossterm::event::KeyCode;
use lizards::event::Event;
use lizards::tui::app::{App, Panel};
use screen::{app, asset, draw, glyph, keys, press, text};

/// Steps until `done` says so (at most `limit` steps).
fn step_until(app: &mut App, limit: usize, done: impl Fn(&App) -> bool) {
    for _ in 0..limit {
        if done(app) {
            return;
        }
        press(app, KeyCode::Right);
    }
    panic!("never got there in {limit} steps");
}

/// Tab until the lower side panel is `panel`.
fn show(app: &mut App, panel: Panel) {
    for _ in 0..4 {
        if app.panel == panel {
            return;
        }
        press(app, KeyCode::Tab);
    }
    panic!("{panel:?} never came up");
}

#[test]
fn the_stack_at_depth_5() {
    let mut app = app(&[&asset("lesson.txt")]);
    step_until(&mut app, 500, |a| a.playback.inside().depth() == 5);
    show(&mut app, Panel::Stack);
    let screen = text(&draw(&app, 100, 30));
    assert!(screen.contains("stack: depth 5"), "{screen}");
    insta::assert_snapshot!("stack_depth_5", screen);
}

#[test]
fn the_stack_shows_a_deep_path_with_an_elision() {
    // A search too long to wait for: step the live solver, waiting when it is behind.
    let mut app = screen::app_live(&["--n", "30", "--p", "30"]);
    for _ in 0..200_000 {
        if app.playback.inside().depth() >= 20 {
            break;
        }
        let at = app.playback.position();
        press(&mut app, KeyCode::Right);
        if app.playback.position() == at {
            std::thread::sleep(std::time::Duration::from_millis(1));
        }
    }
    assert!(app.playback.inside().depth() >= 20);
    show(&mut app, Panel::Stack);
    let screen = text(&draw(&app, 80, 24));
    assert!(screen.contains("more"), "{screen}");
    assert!(
        screen.contains("queen") || screen.contains("lizard"),
        "{screen}"
    );
}

#[test]
fn the_search_tree_of_the_empty_4_x_4_board_after_30_events() {
    let mut app = app(&["--n", "4"]);
    keys(&mut app, &[KeyCode::Right; 30]);
    show(&mut app, Panel::Tree);
    let screen = text(&draw(&app, 100, 30));
    assert!(screen.contains("search tree: "), "{screen}");
    insta::assert_snapshot!("tree_4x4_30_events", screen);
    // One line a node, the newest last: the latest placement, rejection or prune.
    let nodes = app
        .playback
        .inside()
        .nodes()
        .expect("a small tree is drawn");
    let newest = nodes.last().unwrap();
    let cell = newest.cell.unwrap().to_string();
    let last_line = screen
        .lines()
        .rfind(|l| l.contains(&cell))
        .unwrap_or_else(|| panic!("{cell} not drawn:\n{screen}"));
    assert!(last_line.contains(&cell));
    // The nodes at each depth are the placements made with that many lizards then on board.
    let depths = app.playback.inside().depths();
    let placed: u64 = depths.iter().map(|d| d.nodes).sum();
    assert_eq!(placed, app.playback.tally().placements);
}

#[test]
fn the_queens_bitsets_match_the_queens_on_the_board() {
    let mut app = app(&["--n", "6", "--algo", "queens"]);
    show(&mut app, Panel::Bits);
    for step in 0..120 {
        press(&mut app, KeyCode::Right);
        let screen = text(&draw(&app, 100, 30));
        let column = app.playback.cursor().map_or(0, |c| c.col);
        // Free rows by brute force: no queen on the row or a diagonal through (r, column),
        // and not a row this column's loop took back already: one a queen left since the
        // search last came to the column from the one before.
        let queens = app.playback.lizards();
        let history: Vec<Event> = app
            .playback
            .recent(app.playback.position() as usize)
            .copied()
            .collect();
        let came = history
            .iter()
            .rposition(|e| matches!(e, Event::Place { cell, .. } if cell.col + 1 == column))
            .map_or(0, |i| i + 1);
        let left: Vec<u32> = history[came..]
            .iter()
            .filter_map(|e| match e {
                Event::Unmark { cell, .. } if cell.col == column => Some(cell.row),
                _ => None,
            })
            .collect();
        let free: String = (0..6u32)
            .map(|r| {
                let hit = queens.iter().any(|q| {
                    q.col != column
                        && (q.row == r
                            || q.row as i64 - q.col as i64 == r as i64 - column as i64
                            || q.row + q.col == r + column)
                });
                if hit || left.contains(&r) { "0" } else { "1" }
            })
            .collect::<Vec<_>>()
            .join(" ");
        let line = screen
            .lines()
            // The panel's row, whatever the log beside it shows on the left.
            .find(|l| l.trim_start().starts_with("free  ") || l.contains("   free  "))
            .unwrap_or_else(|| panic!("no free line at step {step}:\n{screen}"));
        assert!(line.contains(&free), "step {step}: want {free}, got {line}");
        // The panel's last line, which row free & -free picks, is never cut.
        assert!(
            screen.contains("free & -free: row") || screen.contains("free = 0"),
            "step {step}: the pick is cut:\n{screen}"
        );
        if step == 40 {
            insta::assert_snapshot!("queens_bitsets", screen);
        }
    }
}

#[test]
fn tab_skips_the_bitsets_for_backtracking() {
    let mut app = app(&[&asset("lesson.txt")]);
    let mut seen = vec![app.panel];
    for _ in 0..4 {
        press(&mut app, KeyCode::Tab);
        seen.push(app.panel);
    }
    assert_eq!(
        seen,
        [
            Panel::Code,
            Panel::Stack,
            Panel::Tree,
            Panel::Code,
            Panel::Stack
        ]
    );
}

mod stepping {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig { cases: 16, ..ProptestConfig::default() })]

        /// k steps forward then k back gives the identical stack and tree panels.
        #[test]
        fn forward_then_back_keeps_the_panels(start in 0usize..150, k in 0usize..150, tree in any::<bool>()) {
            let mut app = app(&[&asset("lesson.txt")]);
            show(&mut app, if tree { Panel::Tree } else { Panel::Stack });
            keys(&mut app, &vec![KeyCode::Right; start]);
            let before = draw(&app, 90, 26);
            keys(&mut app, &vec![KeyCode::Right; k]);
            keys(&mut app, &vec![KeyCode::Left; k]);
            prop_assert_eq!(draw(&app, 90, 26), before);
        }
    }
}

#[test]
fn a_backjump_with_its_conflict_sets_ghosts_and_culprit() {
    let mut app = app(&["--n", "6", "--algo", "backjump"]);
    show(&mut app, Panel::Conflicts);
    press(&mut app, KeyCode::Char('b'));
    let Some(lizards::event::Event::Backjump {
        from,
        to,
        conflicts,
    }) = app.playback.current()
    else {
        panic!("b stops at a jump");
    };
    let buf = draw(&app, 100, 34);
    let screen = text(&buf);
    insta::assert_snapshot!("backjump_conflict_sets", screen);
    // The arrow, and the dead end's set as the jump carries it.
    assert!(screen.contains(&format!("c{from} ──▶ c{to}")), "{screen}");
    let set: Vec<String> = (0..6)
        .filter(|k| conflicts >> k & 1 == 1)
        .map(|k| k.to_string())
        .collect();
    assert!(
        screen.contains(&format!("c{from:<3}{{{}}}", set.join(", "))),
        "{screen}"
    );
    // The queens the jump took back are still on the grid, as ghosts, and one is the culprit.
    let ghosts = lizards::narrate::taken_back_by_jump(&app.playback);
    assert!(!ghosts.is_empty());
    for g in &ghosts {
        assert_eq!(glyph(&app, &buf, g.row, g.col).symbol(), "◇", "{g}");
    }
    let culprit = ghosts
        .iter()
        .find(|c| c.col == to)
        .expect("the culprit was taken back");
    assert!(
        screen::flat(&buf).contains(&format!("The culprit: the lizard that was at {culprit}")),
        "{screen}"
    );
    // One step on, the ghosts are gone.
    press(&mut app, KeyCode::Right);
    let buf = draw(&app, 100, 34);
    for g in &ghosts {
        assert_ne!(glyph(&app, &buf, g.row, g.col).symbol(), "◇", "{g}");
    }
}

#[test]
fn tab_offers_each_algorithm_its_own_panel() {
    let panels = |args: &[&str]| {
        let mut app = app(args);
        let mut seen = Vec::new();
        for _ in 0..5 {
            press(&mut app, KeyCode::Tab);
            seen.push(app.panel);
        }
        seen
    };
    assert!(panels(&["--n", "6", "--algo", "queens"]).contains(&Panel::Bits));
    assert!(!panels(&["--n", "6", "--algo", "queens"]).contains(&Panel::Conflicts));
    assert!(panels(&["--n", "6", "--algo", "backjump-safe"]).contains(&Panel::Conflicts));
    assert!(!panels(&["--n", "6", "--algo", "backjump-safe"]).contains(&Panel::Bits));
}

#[test]
fn a_big_search_is_summed_per_depth() {
    // Every placement of 7 queens: thousands of nodes.
    let board = ["--n", "7", "--p", "7"];
    let mut app = app(&board);
    press(&mut app, KeyCode::End);
    show(&mut app, Panel::Tree);
    let screen = text(&draw(&app, 100, 30));
    assert!(
        screen.contains("search tree by depth (over 500 nodes)"),
        "{screen}"
    );
    assert!(screen.contains("rejected"), "{screen}");
    // Back under the cap the tree is drawn again, exactly as a fresh search draws it.
    press(&mut app, KeyCode::Home);
    keys(&mut app, &[KeyCode::Right; 30]);
    let mut fresh = screen::app(&board);
    show(&mut fresh, Panel::Tree);
    keys(&mut fresh, &[KeyCode::Right; 30]);
    assert_eq!(draw(&app, 100, 30), draw(&fresh, 100, 30));
    assert!(text(&draw(&app, 100, 30)).contains("search tree: "));
}

/// At the end of the search, after the last take-back in column 0, every row of it was
/// tried: the bitsets say no row is left, not that the last one is free again.
#[test]
fn at_the_end_the_bitsets_have_no_row_left() {
    let mut app = app(&["--n", "4", "--algo", "queens"]);
    show(&mut app, Panel::Bits);
    press(&mut app, KeyCode::End);
    while app.seek.is_some() {
        app.tick(std::time::Instant::now());
    }
    assert!(matches!(app.playback.current(), Some(Event::Done { .. })));
    let screen = text(&draw(&app, 100, 30));
    let free = screen
        .lines()
        .find_map(|l| {
            l.split_once("free  ")
                .map(|(_, bits)| bits.trim().to_owned())
        })
        .unwrap_or_else(|| panic!("no free line:\n{screen}"));
    assert_eq!(free, "0 0 0 0", "{screen}");
    assert!(screen.contains("no row left"), "{screen}");
}

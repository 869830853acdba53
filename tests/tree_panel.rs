//! The search tree panel drawn as a tree: branches in box-drawing lines (ASCII with
//! `--ascii`), the path bold, finished subtrees folded to one line with their outcome and
//! node count, the newest line kept in view; stepping back gives the same panel.

mod screen;

use crossterm::event::KeyCode;
use lizards::tui::app::{App, Panel};
use ratatui::buffer::Buffer;
use ratatui::style::Modifier;
use screen::{app, asset, draw, keys, press, text};

/// Tab until the lower side panel is the tree.
fn show_tree(app: &mut App) {
    for _ in 0..5 {
        if app.panel == Panel::Tree {
            return;
        }
        press(app, KeyCode::Tab);
    }
    panic!("the tree never came up");
}

/// The panel's lines: from its title down to the narration, from the title's column on.
/// (The footer, the legend and the narration start at the window's edge; nothing left of the
/// panel does.)
fn panel(buf: &Buffer) -> Vec<String> {
    let screen = text(buf);
    let mut lines: Vec<&str> = screen.lines().collect();
    while lines
        .last()
        .is_some_and(|l| !l.starts_with(' ') && !l.is_empty())
    {
        lines.pop();
    }
    let top = lines
        .iter()
        .position(|l| l.contains(" search tree"))
        .expect("the tree panel shows");
    let column = lines[top].find(" search tree").unwrap();
    let column = lines[top][..column].chars().count();
    lines[top..]
        .iter()
        .map(|l| {
            l.chars()
                .skip(column)
                .collect::<String>()
                .trim_end()
                .to_string()
        })
        .collect()
}

/// A line's count after an outcome mark: `✗ 14` → 14.
fn folded_count(line: &str, mark: char) -> Option<usize> {
    let (_, after) = line.rsplit_once(&format!(" {mark} "))?;
    after.split_whitespace().next()?.parse().ok()
}

/// The empty 4 x 4 board after its first solution, once that lizard and the one before are
/// taken back: folded siblings that failed and one that held the solution.
fn four_by_four_after_a_solution() -> App {
    let mut app = app(&["--n", "4"]);
    show_tree(&mut app);
    press(&mut app, KeyCode::Char('n'));
    for _ in 0..200 {
        press(&mut app, KeyCode::Right);
        let inside = app.playback.inside();
        let rows = inside.outline().expect("a small tree");
        let failed = rows
            .iter()
            .any(|r| r.folded.is_some_and(|f| f.solutions == 0 && f.nodes > 1));
        let won = rows
            .iter()
            .any(|r| r.folded.is_some_and(|f| f.solutions > 0));
        if failed && won && inside.depth() >= 1 {
            return app;
        }
    }
    panic!("never folded both outcomes");
}

#[test]
fn finished_subtrees_fold_to_one_line_with_their_outcome_and_count() {
    let app = four_by_four_after_a_solution();
    let buf = draw(&app, 120, 40);
    let lines = panel(&buf);
    insta::assert_snapshot!("folded_4x4", lines.join("\n"));
    let nodes = app.playback.inside().nodes().unwrap().len();
    assert!(lines[0].contains(&format!("search tree: {nodes} nodes")));
    assert_eq!(lines[1].trim(), "root", "everything fits: {lines:#?}");
    // Every node is on a line of its own or counted in a folded one.
    let mut counted = 0;
    let (mut failed, mut won) = (0, 0);
    for line in &lines[2..] {
        if let Some(n) = folded_count(line, '✗') {
            counted += n;
            failed += 1;
        } else if let Some(n) = folded_count(line, '★') {
            counted += n;
            won += 1;
        } else if !line.trim().is_empty() {
            counted += 1;
        }
    }
    assert_eq!(counted, nodes, "{lines:#?}");
    assert!(failed >= 1 && won >= 1, "{lines:#?}");
    // Branches: every node line hangs from a joint, the last child from an elbow.
    for line in &lines[2..] {
        if !line.trim().is_empty() {
            assert!(line.contains("├─") || line.contains("└─"), "{line}");
        }
    }
}

#[test]
fn the_path_is_bold_and_the_newest_line_reversed() {
    let app = four_by_four_after_a_solution();
    let buf = draw(&app, 120, 40);
    let screen = text(&buf);
    let path: Vec<String> = app
        .playback
        .lizards()
        .iter()
        .map(|c| format!("◆ {c}"))
        .collect();
    let style_at = |needle: &str| {
        let (y, line) = screen
            .lines()
            .enumerate()
            .find(|(_, l)| l.contains(needle) && !l.contains(" ✗ ") && !l.contains(" ★ "))
            .unwrap_or_else(|| panic!("{needle} not drawn:\n{screen}"));
        let x = line[..line.find(needle).unwrap()].chars().count() as u16;
        buf[(x, y as u16)].modifier
    };
    assert!(!path.is_empty());
    for node in &path {
        // The panel is right of the grid; the grid has no such text.
        assert!(style_at(node).contains(Modifier::BOLD), "{node}");
    }
    // The last node line is the newest, reversed; a folded line off the path is not bold.
    let lines = panel(&buf);
    let newest = lines.iter().rev().find(|l| !l.trim().is_empty()).unwrap();
    let (y, row) = screen
        .lines()
        .enumerate()
        .filter(|(_, l)| l.ends_with(newest.trim()))
        .last()
        .unwrap();
    // Past its branches, the node's own text.
    let branches = newest
        .trim()
        .chars()
        .take_while(|c| "│├└─ ".contains(*c))
        .count();
    let x = row.chars().count() - newest.trim().chars().count() + branches;
    assert!(
        buf[(x as u16, y as u16)]
            .modifier
            .contains(Modifier::REVERSED),
        "{newest}"
    );
    let folded = lines
        .iter()
        .find(|l| l.contains(" ✗ "))
        .expect("a folded line");
    let (fy, frow) = screen
        .lines()
        .enumerate()
        .find(|(_, l)| l.ends_with(folded.trim()))
        .unwrap();
    let branches = folded
        .trim()
        .chars()
        .take_while(|c| "│├└─ ".contains(*c))
        .count();
    let fx = frow.chars().count() - folded.trim().chars().count() + branches;
    assert_eq!(buf[(fx as u16, fy as u16)].symbol(), "◆");
    assert!(
        !buf[(fx as u16, fy as u16)]
            .modifier
            .contains(Modifier::BOLD)
    );
}

#[test]
fn stepping_forward_then_back_gives_the_same_panel() {
    let mut app = four_by_four_after_a_solution();
    let mut lesson = app_at(&asset("lesson.txt"), 400);
    for app in [&mut app, &mut lesson] {
        for (w, h) in [(80, 24), (200, 60)] {
            let before = draw(app, w, h);
            for k in [1, 7, 40] {
                keys(app, &vec![KeyCode::Right; k]);
                if k == 40 {
                    assert_ne!(panel(&draw(app, w, h)), panel(&before), "{k} steps on");
                }
                keys(app, &vec![KeyCode::Left; k]);
                assert_eq!(
                    draw(app, w, h),
                    before,
                    "{k} steps on and back at {w} x {h}"
                );
            }
        }
    }
}

/// `board` at `event`, the tree shown.
fn app_at(board: &str, event: usize) -> App {
    let mut app = app(&[board]);
    show_tree(&mut app);
    keys(&mut app, &vec![KeyCode::Right; event]);
    app
}

#[test]
fn the_newest_line_stays_in_view_at_80_x_24_and_all_shows_at_200_x_60() {
    let app = app_at(&asset("lesson.txt"), 400);
    let rows = app.playback.inside().outline().unwrap();
    let nodes = app.playback.inside().nodes().unwrap();
    let newest = &nodes[rows.last().unwrap().node];
    let cell = newest.cell.unwrap().to_string();
    // Small: the oldest lines scroll off under a line that counts them; the newest shows.
    let small = panel(&draw(&app, 80, 24));
    let shown = small.iter().filter(|l| !l.trim().is_empty()).count();
    assert!(small[1].contains("lines not shown"), "{small:#?}");
    let above: usize = small[1].split_whitespace().nth(1).unwrap().parse().unwrap();
    // The root and the outline's lines: those above, and those shown under the count.
    assert_eq!(above + shown - 2, rows.len() + 1, "{small:#?}");
    let last = small.iter().rev().find(|l| !l.trim().is_empty()).unwrap();
    assert!(last.contains(&cell), "{cell} in {small:#?}");
    // Large: every line from the root.
    let large = panel(&draw(&app, 200, 60));
    assert_eq!(large[1].trim(), "root", "{large:#?}");
    assert!(large.iter().any(|l| l.contains(&cell)));
    assert_eq!(
        large
            .iter()
            .skip(2)
            .filter(|l| !l.trim().is_empty())
            .count(),
        rows.len(),
        "{large:#?}"
    );
}

#[test]
fn the_ancestors_of_the_current_node_stay_in_view_at_80_x_24() {
    // Deep enough that the path's first lines scrolled off, shallow enough that it fits beside
    // the newest lines (a third of the panel, two at least).
    let mut pinned_somewhere = false;
    for event in [300, 350, 400, 1000] {
        let app = app_at(&asset("lesson.txt"), event);
        let rows = app.playback.inside().outline().unwrap();
        let nodes = app.playback.inside().nodes().unwrap();
        let small = panel(&draw(&app, 80, 24));
        // The panel's lines under its title and the count of lines not shown.
        let room = small.iter().filter(|l| !l.trim().is_empty()).count() - 2;
        let path: Vec<String> = rows
            .iter()
            .filter(|r| r.on_path)
            .map(|r| nodes[r.node].cell.unwrap().to_string())
            .collect();
        if path.len() + room.div_ceil(3).max(2) > room {
            continue;
        }
        for cell in &path {
            assert!(
                small.iter().any(|l| l.contains(cell.as_str())),
                "ancestor {cell} at event {event}: {small:#?}"
            );
        }
        // The newest line is still the last.
        let newest = nodes[rows.last().unwrap().node].cell.unwrap().to_string();
        let last = small.iter().rev().find(|l| !l.trim().is_empty()).unwrap();
        assert!(last.contains(&newest), "{newest} in {small:#?}");
        let first_kept = rows.len() - room;
        pinned_somewhere |= rows[..first_kept].iter().any(|r| r.on_path);
    }
    assert!(pinned_somewhere, "no event had an ancestor to pin");
}

#[test]
fn ascii_branches_are_ascii() {
    let mut app = app(&["--ascii", "--n", "4"]);
    app.theme.ascii = true;
    show_tree(&mut app);
    keys(&mut app, &[KeyCode::Right; 30]);
    let lines = panel(&draw(&app, 120, 40));
    let tree = lines.join("\n");
    assert!(tree.contains("`-L (0, 0)"), "{tree}");
    assert!(tree.contains("|-! ("), "{tree}");
    assert!(tree.contains(" x "), "a folded failure: {tree}");
}

#[test]
fn past_the_cap_the_tree_is_summed_per_depth_and_back_under_it_drawn_again() {
    let mut app = app_at(&asset("lesson.txt"), 0);
    press(&mut app, KeyCode::End);
    assert!(text(&draw(&app, 200, 60)).contains("search tree by depth"));
    press(&mut app, KeyCode::Home);
    keys(&mut app, &[KeyCode::Right; 400]);
    let fresh = app_at(&asset("lesson.txt"), 400);
    assert_eq!(draw(&app, 200, 60), draw(&fresh, 200, 60));
}

/// The per-depth rows of the panel: (depth, nodes, rejected, prunes, jumps), 0 where the
/// panel has no such column (the algorithm never prunes or never jumps), and the lines that
/// say which depths are hidden.
fn depth_rows(lines: &[String]) -> (Vec<[u64; 5]>, Vec<String>) {
    let header = lines
        .iter()
        .find(|l| l.trim_start().starts_with("depth") && l.contains("placed"))
        .expect("the table's header");
    let (prunes, jumps) = (header.contains("prunes"), header.contains("jumps"));
    let (mut rows, mut hidden) = (Vec::new(), Vec::new());
    for line in lines.iter().skip(2) {
        let line = line.trim();
        if line.contains("below") || line.contains("above") {
            hidden.push(line.to_string());
            continue;
        }
        let numbers: Vec<u64> = line
            .split_whitespace()
            .filter_map(|w| w.replace(',', "").parse().ok())
            .collect();
        let mut columns = numbers.into_iter();
        let mut next = |shown: bool| if shown { columns.next() } else { Some(0) };
        if let (Some(d), Some(n), Some(r), Some(p), Some(j)) = (
            next(true),
            next(true),
            next(true),
            next(prunes),
            next(jumps),
        ) {
            rows.push([d, n, r, p, j]);
        }
    }
    (rows, hidden)
}

/// The app `lizards ARGS` at the search's last event, the tree shown.
fn tree_at_the_end(args: &[&str]) -> App {
    let mut app = app(args);
    show_tree(&mut app);
    press(&mut app, KeyCode::End);
    while app.seek.is_some() {
        app.tick(app.now + std::time::Duration::from_millis(20));
    }
    app
}

#[test]
fn the_depth_table_adds_up_to_the_totals_beside_the_grid() {
    // The demo to its end: its last prune is on the empty board, a child of the root never
    // made, so at depth 1 as the tree draws it; nothing happens at depth 0 itself.
    let app = tree_at_the_end(&[]);
    let lines = panel(&draw(&app, 200, 60));
    let (rows, hidden) = depth_rows(&lines);
    assert!(hidden.is_empty(), "{lines:#?}");
    assert_eq!(rows.first().map(|r| r[0]), Some(1), "{lines:#?}");
    let tally = app.playback.tally();
    let sum = |k: usize| rows.iter().map(|r| r[k]).sum::<u64>();
    assert_eq!(sum(3), tally.prunes, "{lines:#?}");
    assert_eq!(sum(1), tally.placements, "{lines:#?}");
    assert_eq!(sum(2), tally.rejects, "{lines:#?}");
}

/// Under Gaschnig's rule the jumps column counts the jumps, as the count beside the grid
/// does, and not the steps back (the narration says a step back is no jump).
#[test]
fn the_jumps_column_adds_up_to_the_backjumps_beside_the_grid() {
    let app = tree_at_the_end(&["--algo", "backjump-safe", "--n", "10"]);
    let lines = panel(&draw(&app, 200, 60));
    let (rows, _) = depth_rows(&lines);
    let tally = app.playback.tally();
    assert!(tally.steps_back > 0, "ten queens step back");
    assert_eq!(
        rows.iter().map(|r| r[4]).sum::<u64>(),
        tally.backjumps,
        "{lines:#?}"
    );
    assert_eq!(
        rows.iter().map(|r| r[1]).sum::<u64>(),
        tally.placements,
        "{lines:#?}"
    );
}

#[test]
fn depths_that_do_not_fit_are_named_above_or_below() {
    // Ten queens: depths 1 to 10, more than 80 x 24 has rows for.
    let app = tree_at_the_end(&["--n", "10", "--p", "10", "--trees", "0"]);
    let lines = panel(&draw(&app, 80, 24));
    let (rows, hidden) = depth_rows(&lines);
    let deepest = app.playback.inside().depths().len() as u64 - 1;
    let shown_last = rows.last().unwrap()[0];
    assert!(shown_last < deepest, "all fit at 80 x 24? {lines:#?}");
    assert_eq!(
        hidden,
        [format!("↓ depths {}–{deepest} below", shown_last + 1)],
        "{lines:#?}"
    );
    // Seen whole at 200 x 60: no line hides a depth.
    let (rows, hidden) = depth_rows(&panel(&draw(&app, 200, 60)));
    assert!(hidden.is_empty());
    assert_eq!(rows.last().unwrap()[0], deepest);
}

#[test]
fn hidden_depths_are_named_in_ascii_with_ascii() {
    let mut app = tree_at_the_end(&["--ascii", "--n", "10", "--p", "10", "--trees", "0"]);
    app.theme.ascii = true;
    let lines = panel(&draw(&app, 80, 24));
    let (_, hidden) = depth_rows(&lines);
    assert!(!hidden.is_empty(), "{lines:#?}");
    for line in &hidden {
        assert!(line.is_ascii(), "{line}");
    }
}

#[test]
fn a_prune_counts_at_the_depth_the_tree_draws_it_beside_the_rejected_cells() {
    // The lesson board's first prune with a lizard on the board: a child never made, as a
    // rejected cell is, so both count one depth below the lizards on the board.
    let mut app = app(&[&asset("lesson.txt")]);
    for _ in 0..2000 {
        let pruned = matches!(
            app.playback.current(),
            Some(lizards::event::Event::Prune { .. })
        );
        if pruned && app.playback.inside().depth() > 0 {
            break;
        }
        press(&mut app, KeyCode::Right);
    }
    let inside = app.playback.inside();
    let lizards = inside.depth();
    assert!(lizards > 0);
    let prunes_at = |d: usize| inside.depths().get(d).map_or(0, |row| row.prunes);
    let rejected_at = |d: usize| inside.depths().get(d).map_or(0, |row| row.rejected);
    assert!(prunes_at(lizards + 1) >= 1, "{:?}", inside.depths());
    assert!(rejected_at(lizards + 1) >= 1, "{:?}", inside.depths());
    // The prune's node is drawn one level below the lizards, as the rejected cells are.
    let nodes = inside.nodes().expect("the tree is drawn node by node here");
    let last = nodes.last().unwrap();
    assert_eq!(last.depth as usize, lizards + 1, "{last:?}");
}

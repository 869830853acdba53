//! Replay invariant: applying a trace event by event gives, at every step (forward and back),
//! the counters a from-scratch recomputation gives for the lizards on the board and the cells
//! the scan has passed; the stack of decisions pops what it pushed and holds the board's
//! lizards; and stepping back restores the stack and the search tree exactly.

mod common;

use common::pattern;
use lizards::board::{Board, Cell};
use lizards::counters::Counters;
use lizards::event::{Event, Line};
use lizards::inside::{Decision, Depth, NodeKind};
use lizards::playback::Playback;
use lizards::solve::backjump::{self, Rule};
use lizards::solve::backtrack::{self, Goal, Options};
use lizards::solve::queens;
use proptest::prelude::*;

/// Scan order: column-major.
fn before(a: Cell, b: Cell) -> bool {
    (a.col, a.row) < (b.col, b.row)
}

/// Recomputes every counter by walking each line in scan order: a lizard makes it +1, a tree
/// the scan has passed turns a +1 into -1.
fn from_scratch(pb: &Playback, cursor: Option<Cell>, cursor_tree_masked: bool) -> Counters {
    let b = pb.board();
    let n = b.n();
    let mut k = Counters::new(n);
    let mut cells: Vec<Cell> = b.cells().collect();
    cells.sort_by_key(|c| (c.col, c.row));
    for cell in cells {
        let passed = match cursor {
            None => false,
            Some(cur) => before(cell, cur) || (cell == cur && cursor_tree_masked),
        };
        if pb.is_lizard(cell) {
            k.place(cell);
        } else if b.is_tree(cell) && passed {
            k.mask(cell);
        }
    }
    k
}

fn trim(depths: &[Depth]) -> &[Depth] {
    let keep = depths
        .iter()
        .rposition(|d| *d != Depth::default())
        .map_or(0, |i| i + 1);
    &depths[..keep]
}

/// The stack of decisions after an event: a take-back pops the decision for its own cell, and
/// the lizards on the stack are the lizards on the board.
fn check_stack(pb: &Playback, top_before: Option<Decision>) {
    match pb.current().unwrap() {
        Event::Unmark { cell, .. } => {
            assert_eq!(
                top_before,
                Some(Decision::Lizard { cell }),
                "unmark pops its lizard"
            )
        }
        Event::TreeUnmask { cell, lines } => assert_eq!(
            top_before,
            Some(Decision::Tree { cell, lines }),
            "unmask pops its tree"
        ),
        _ => {}
    }
    // The stack's lizards, oldest first.
    let lizards: Vec<Cell> = pb
        .inside()
        .stack()
        .iter()
        .filter(|d| matches!(d, Decision::Lizard { .. }))
        .map(|d| d.cell())
        .collect();
    let mut on_board = lizards.clone();
    on_board.sort_by_key(|c| (c.row, c.col));
    assert_eq!(on_board, pb.lizards(), "after {:?}", pb.current());
    assert_eq!(pb.inside().depth() as u64, pb.tally().depth);
    // The drawn tree's path: one placed node per lizard, at depths 1, 2, ..., on its cell.
    if let Some(nodes) = pb.inside().nodes() {
        let path = pb.inside().path();
        assert_eq!(path.len(), pb.inside().depth());
        for (i, (&node, cell)) in path.iter().zip(lizards).enumerate() {
            let node = nodes[node];
            assert_eq!(node.kind, NodeKind::Placed);
            assert_eq!(node.depth as usize, i + 1);
            assert_eq!(node.cell, Some(cell));
        }
    }
}

/// Replays `events`, checking each state forward, then each state again on the way back.
fn check_replay(board: Board, p: u32, events: Vec<Event>) {
    let mut pb = Playback::new(board, p);
    for &e in &events {
        pb.push(e);
    }
    let mut masked_at_cursor = Vec::new();
    let mut forward_states = vec![(pb.counters().clone(), pb.lizards())];
    let mut inside_states = vec![(pb.inside().stack().to_vec(), pb.inside().depths().to_vec())];
    let mut conflict_states = vec![pb.inside().conflicts().to_vec()];
    // What can be drawn: the nodes and the path, while the tree is under its cap.
    let tree = |pb: &Playback| {
        pb.inside()
            .nodes()
            .map(|nodes| (nodes.to_vec(), pb.inside().path().to_vec()))
    };
    let mut tree_states = vec![tree(&pb)];
    // Whether the cursor is a tree whose mask is applied (a tree that masked nothing changes no
    // counter, so it does not matter whether it counts as passed).
    let mut flag = false;
    loop {
        let cursor_before = pb.cursor();
        let top_before = pb.inside().stack().last().copied();
        let sets_before = pb.inside().conflicts().to_vec();
        if !pb.forward() {
            break;
        }
        check_stack(&pb, top_before);
        if let Some(Event::Backjump {
            from, conflicts, ..
        }) = pb.current()
        {
            assert_eq!(
                sets_before[from as usize], conflicts,
                "the conflict set of column {from} as the solver had it"
            );
        }
        conflict_states.push(pb.inside().conflicts().to_vec());
        tree_states.push(tree(&pb));
        inside_states.push((pb.inside().stack().to_vec(), pb.inside().depths().to_vec()));
        match pb.current().unwrap() {
            Event::TreeMask { .. } => flag = true,
            Event::TreeUnmask { .. } | Event::Enter { .. } => flag = false,
            e if e.cell().is_some() && e.cell() != cursor_before => flag = false,
            _ => {}
        }
        masked_at_cursor.push(flag);
        let expected = from_scratch(&pb, pb.cursor(), flag);
        assert_eq!(
            pb.counters(),
            &expected,
            "after event {} {:?}",
            pb.position(),
            pb.current()
        );
        forward_states.push((pb.counters().clone(), pb.lizards()));
    }
    assert_eq!(pb.position() as usize, events.len());
    while pb.back() {
        let i = pb.position() as usize;
        assert_eq!(
            (pb.counters().clone(), pb.lizards()),
            forward_states[i],
            "stepping back to {i}"
        );
        let inside = (pb.inside().stack().to_vec(), pb.inside().depths().to_vec());
        // The depth table keeps its length once grown; compare the counts, trailing zeros aside.
        assert_eq!(inside.0, inside_states[i].0, "stack stepping back to {i}");
        assert_eq!(
            pb.inside().conflicts(),
            conflict_states[i].as_slice(),
            "conflict sets stepping back to {i}"
        );
        let (now, then) = (tree(&pb), &tree_states[i]);
        assert_eq!(now.is_some(), then.is_some(), "tree kept or not at {i}");
        if let (Some(now), Some(then)) = (now, then) {
            assert!(now.0 == then.0, "search tree nodes stepping back to {i}");
            assert_eq!(now.1, then.1, "search tree path stepping back to {i}");
        }
        assert_eq!(
            trim(&inside.1),
            trim(&inside_states[i].1),
            "depths stepping back to {i}"
        );
        if i > 0 {
            let expected = from_scratch(&pb, pb.cursor(), masked_at_cursor[i - 1]);
            assert_eq!(pb.counters(), &expected, "back at event {i}");
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn backtrack_traces_replay_exactly(n in 1usize..=6, mask in any::<u64>(), p in 0u32..8, all in any::<bool>()) {
        let board = pattern(n, mask & mask.rotate_left(13) & mask.rotate_left(29));
        let goal = if all { Goal::All { limit: Some(50) } } else { Goal::First };
        let mut events = Vec::new();
        backtrack::solve(&board, p, Options { goal, bound: Default::default(), safety: Default::default(), presolve: false }, &mut events);
        check_replay(board, p, events);
    }
}

#[test]
fn queens_and_backjump_traces_replay_exactly() {
    for n in 1..=7u32 {
        let mut events = Vec::new();
        queens::search(n, &mut events, |_| std::ops::ControlFlow::Continue(()));
        check_replay(Board::empty(n as usize), n, events);
    }
    for n in 1..=12u32 {
        for rule in [Rule::Article, Rule::Safe] {
            let mut events = Vec::new();
            backjump::solve(n, rule, &mut events);
            check_replay(Board::empty(n as usize), n, events);
        }
    }
}

#[test]
fn short_history_keeps_the_conflict_sets_undo_in_step() {
    let mut events = Vec::new();
    backjump::solve(12, Rule::Article, &mut events);
    let board = Board::empty(12);
    let mut full = Playback::new(board.clone(), 12);
    let mut short = Playback::with_capacity(board, 12, 60);
    for &e in &events {
        full.push(e);
        short.push(e);
        full.forward();
        short.forward();
    }
    assert!(short.history_start() > 0, "history was let go");
    let mut steps = 0;
    while short.back() {
        assert!(full.back());
        assert_eq!(short.inside().conflicts(), full.inside().conflicts());
        steps += 1;
    }
    assert_eq!(steps, 60);
}

#[test]
fn rejects_name_lines_that_read_plus_one() {
    let board = pattern(5, 0b1000_0000_0100_0000_0010);
    let mut events = Vec::new();
    backtrack::solve(&board, 5, Options::default(), &mut events);
    let mut pb = Playback::new(board, 5);
    let mut rejects = 0;
    for e in events {
        pb.push(e);
        if let Event::Reject { cell, lines } = e {
            assert!(!lines.is_empty());
            for line in Line::ALL {
                assert_eq!(
                    lines.contains(line),
                    pb.counters().get(line, cell) == 1,
                    "{e:?}"
                );
                if lines.contains(line) {
                    assert!(
                        pb.attacker(cell, line).is_some(),
                        "no lizard behind {line:?} of {cell}"
                    );
                }
            }
            rejects += 1;
        }
        pb.forward();
    }
    assert!(rejects > 0);
}

/// Whether `left` more lizards fit on the free cells from `from` on (in scan order; after it
/// if `past`) beside `lizards`, by brute force over pairs the referee accepts.
fn fits(board: &Board, lizards: &[Cell], from: Cell, past: bool, left: u32) -> bool {
    let ok = |extra: &[Cell]| {
        let all: Vec<Cell> = lizards.iter().chain(extra).copied().collect();
        lizards::validate::check(board, &all, all.len() as u32).is_ok()
    };
    let ahead: Vec<Cell> = board
        .cells()
        .filter(|&c| {
            let ahead = if past {
                before(from, c)
            } else {
                !before(c, from)
            };
            ahead && !board.is_tree(c) && ok(&[c])
        })
        .collect();
    let pair_ok: Vec<Vec<bool>> = ahead
        .iter()
        .map(|&a| ahead.iter().map(|&b| a != b && ok(&[a, b])).collect())
        .collect();
    fn choose(pair_ok: &[Vec<bool>], chosen: &mut Vec<usize>, next: usize, left: u32) -> bool {
        if left == 0 {
            return true;
        }
        (next..pair_ok.len()).any(|i| {
            if !chosen.iter().all(|&j| pair_ok[i][j]) {
                return false;
            }
            chosen.push(i);
            let found = choose(pair_ok, chosen, i + 1, left - 1);
            chosen.pop();
            found
        })
    }
    choose(&pair_ok, &mut Vec::new(), 0, left)
}

/// Every bound's prune is sound (the lizards left truly do not fit on the cells ahead, by
/// brute force), says which bound cut, and replays; every bound is seen cutting.
#[test]
fn every_bound_cuts_soundly_and_replays() {
    use lizards::event::Bound;
    let mut seen = std::collections::BTreeSet::new();
    for seed in 0..300u64 {
        let n = 4 + (seed % 3) as usize;
        let density = [0.0, 0.15, 0.3][(seed / 3 % 3) as usize];
        let board = Board::random(n, density, seed);
        for p in [n as u32, n as u32 + 1, n as u32 + 3] {
            let mut events = Vec::new();
            let goal = Goal::All { limit: None };
            backtrack::solve(
                &board,
                p,
                Options {
                    goal,
                    ..Options::default()
                },
                &mut events,
            );
            let mut lizards = Vec::new();
            for e in &events {
                match *e {
                    Event::Place { cell, .. } => lizards.push(cell),
                    Event::Unmark { cell, .. } => lizards.retain(|&c| c != cell),
                    Event::Prune {
                        cell,
                        left,
                        room,
                        bound,
                    } => {
                        assert!(room < left, "{e:?}");
                        // The seed's heuristic cuts after the column's last cell, the rest before
                        // the cell.
                        let past = bound == Bound::Columns;
                        assert!(
                            !fits(&board, &lizards, cell, past, left),
                            "unsound {e:?} with {lizards:?} on {board:?}"
                        );
                        seen.insert(format!("{bound:?}"));
                    }
                    _ => {}
                }
            }
            if seed % 10 == 0 {
                check_replay(board.clone(), p, events);
            }
        }
    }
    // Every bound backtrack cuts with (`Cells` is breadth-first search's own).
    for bound in Bound::ALL.into_iter().filter(|&b| b != Bound::Cells) {
        assert!(
            seen.contains(&format!("{bound:?}")),
            "{bound:?} never cut; saw {seen:?}"
        );
    }
}

//! Seed 000's solver against a brute force, the referee, and the known N-Queens totals.

mod common;

use common::{brute_count, brute_max, pattern};
use lizards::board::Board;
use lizards::event::Outcome;
use lizards::solve::backtrack::{self, Goal, Options, Pruning};
use lizards::solve::max;
use lizards::validate;
use proptest::prelude::*;

fn first(b: &Board, p: u32, bound: Pruning) -> lizards::solve::Search {
    backtrack::solve(
        b,
        p,
        Options {
            goal: Goal::First,
            bound,
            safety: Default::default(),
            presolve: false,
        },
        &mut (),
    )
}

fn count(b: &Board, p: u32, bound: Pruning) -> u64 {
    let s = backtrack::solve(
        b,
        p,
        Options {
            goal: Goal::All { limit: None },
            bound,
            safety: Default::default(),
            presolve: false,
        },
        &mut (),
    );
    assert_eq!(s.outcome, Outcome::Exhausted);
    s.solutions
}

/// Verdict, placement and count agree with the brute force, under every bound.
fn agrees_with_brute_force(b: &Board) {
    let cells = (b.n() * b.n()) as u32;
    for p in 0..=cells + 1 {
        let expected = brute_count(b, p);
        for bound in [
            Pruning::Seed,
            Pruning::Segments,
            Pruning::Matching,
            Pruning::Memo,
        ] {
            let s = first(b, p, bound);
            assert_eq!(
                s.solution.is_some(),
                expected > 0,
                "verdict, p = {p}, bound = {bound:?}, {b:?}"
            );
            if let Some(sol) = &s.solution {
                validate::check(b, sol, p).unwrap_or_else(|e| panic!("{e}, p = {p}, {b:?}"));
            }
            assert_eq!(
                count(b, p, bound),
                expected,
                "count, p = {p}, bound = {bound:?}, {b:?}"
            );
        }
    }
}

#[test]
fn every_tree_pattern_up_to_three_by_three() {
    for n in 1..=3usize {
        for mask in 0..1u64 << (n * n) {
            agrees_with_brute_force(&pattern(n, mask));
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn random_four_and_five_boards(n in 4usize..=5, mask in any::<u64>(), density in 0u32..4) {
        // Thin the trees out: AND-ing random masks gives densities of 1/2, 1/4, 1/8, 1/16.
        let mut m = mask;
        let mut seed = mask;
        for _ in 0..density {
            seed = seed.rotate_left(17).wrapping_mul(0x9E37_79B9_7F4A_7C15);
            m &= seed;
        }
        agrees_with_brute_force(&pattern(n, m));
    }

    #[test]
    fn maximum_matches_brute_force(n in 1usize..=5, mask in any::<u64>()) {
        let b = pattern(n, mask & (mask >> 7));
        let truth = brute_max(&b);
        let mut heard = Vec::new();
        let m = max::maximum(&b, None, |bounds| heard.push(bounds));
        prop_assert_eq!(m.lizards, truth);
        prop_assert!(m.proved());
        prop_assert!(validate::check(&b, &m.placement, m.lizards).is_ok());
        // The bounds only close in, and always hold the answer between them.
        for (i, bounds) in heard.iter().enumerate() {
            prop_assert!(bounds.lower <= truth && truth <= bounds.upper, "{:?}", bounds);
            if i > 0 {
                prop_assert!(bounds.lower >= heard[i - 1].lower && bounds.upper <= heard[i - 1].upper);
            }
        }
    }
}

#[test]
fn no_trees_p_equals_n_gives_the_queens_totals() {
    let totals = [1u64, 0, 0, 2, 10, 4, 40, 92, 352, 724];
    for (i, &t) in totals.iter().enumerate() {
        let n = i + 1;
        assert_eq!(
            count(&Board::empty(n), n as u32, Pruning::Matching),
            t,
            "n = {n}"
        );
    }
}

#[test]
fn the_thousand_board_runs_on_the_default_stack() {
    // A sparse 1000 x 1000 board: the greedy descent alone is a million cells deep.
    let b = Board::random(1000, 0.25, 42);
    let greedy = max::greedy_fill(&b).len() as u32;
    let s = first(&b, greedy, Pruning::default());
    let sol = s.solution.expect("the greedy count is reachable");
    validate::check(&b, &sol, greedy).unwrap();
}

#[test]
fn the_bound_fails_impossible_boards_fast() {
    // 11 x 11, 3 trees, p = 15: the seed's peer case that the article's code cannot finish.
    let text = "DFS\n11\n15\n00020000000\n00000200000\n00000000000\n00020000000\n\
                00000000000\n00000000000\n00000000000\n00000000000\n00000000000\n\
                00000000000\n00000000000\n";
    let hw = lizards::homework::parse_input(text).unwrap();
    let s = first(&hw.board, hw.lizards, Pruning::Segments);
    assert_eq!(s.outcome, Outcome::Exhausted);
    assert!(s.stats.nodes < 5_000_000, "took {} nodes", s.stats.nodes);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    /// The O(N) scanning safety check decides exactly as the O(1) counters: the same events,
    /// one for one, on boards with trees, for first and all solutions.
    #[test]
    fn scanning_safety_gives_the_same_search(n in 1usize..=7, mask in any::<u64>(), p in 0u32..10, all in any::<bool>(), bound in prop_oneof![Just(Pruning::Seed), Just(Pruning::Segments), Just(Pruning::Matching), Just(Pruning::Memo)]) {
        let board = pattern(n, mask & mask.rotate_left(17));
        let goal = if all { Goal::All { limit: Some(200) } } else { Goal::First };
        let run = |safety| {
            let mut events = Vec::new();
            let search = backtrack::solve(&board, p, Options { goal, bound, safety, presolve: false, }, &mut events);
            (events, search.solutions, search.stats.nodes)
        };
        prop_assert_eq!(run(backtrack::Safety::Scan), run(backtrack::Safety::Counters));
    }
}

#[test]
fn scanning_safety_counts_the_queens_totals() {
    for (n, total) in [(6u32, 4u64), (8, 92), (9, 352)] {
        let s = backtrack::solve(
            &Board::empty(n as usize),
            n,
            Options {
                goal: Goal::All { limit: None },
                bound: Pruning::Matching,
                safety: backtrack::Safety::Scan,
                presolve: false,
            },
            &mut (),
        );
        assert_eq!(s.solutions, total, "{n} queens");
    }
}

/// The matching bound and the remembered frontiers change how much is searched, never the
/// answer: on two thousand random boards up to 8 x 8, for every p from 0 to the maximum + 1,
/// the same verdict and the same number of placements (up to a cap) as the segment bound
/// alone, every placement checked by the referee, and the maximum the brute force's where
/// that is quick.
#[test]
fn stronger_bounds_agree_with_the_plain_search_on_thousands_of_boards() {
    let run = |b: &Board, p: u32, bound: Pruning, goal: Goal| {
        backtrack::solve(
            b,
            p,
            Options {
                goal,
                bound,
                safety: Default::default(),
                presolve: false,
            },
            &mut (),
        )
    };
    for seed in 0..2000u64 {
        let n = 4 + (seed % 5) as usize;
        let density = [0.0, 0.1, 0.2, 0.3, 0.45][(seed / 5 % 5) as usize];
        let b = Board::random(n, density, seed);
        let mut p = 0;
        loop {
            let plain = run(&b, p, Pruning::Segments, Goal::First);
            let strong = run(&b, p, Pruning::Memo, Goal::First);
            assert_eq!(
                plain.solution.is_some(),
                strong.solution.is_some(),
                "seed {seed} p {p}"
            );
            if let Some(sol) = &strong.solution {
                validate::check(&b, sol, p).unwrap();
            }
            let all = Goal::All { limit: Some(100) };
            for bound in [Pruning::Matching, Pruning::Memo] {
                assert_eq!(
                    run(&b, p, Pruning::Segments, all).solutions,
                    run(&b, p, bound, all).solutions,
                    "count, seed {seed} p {p} {bound:?}"
                );
            }
            if strong.solution.is_none() {
                if n <= 5 {
                    assert_eq!(p, brute_max(&b) + 1, "seed {seed}");
                }
                break;
            }
            p += 1;
        }
    }
}

/// Past 42 x 42 a frontier takes a wider key. Three random boards of 12 set apart on a
/// board of 50 otherwise all trees, in rows that fall in each of the key's first three words:
/// the most the big board holds is the sum of the three boards' maxima (each found by the
/// search on its own, with the narrow key). With the memo the big board's search places
/// that sum and proves that one more does not fit, and the memo cuts on the way.
#[test]
fn the_wide_memo_finds_the_sum_of_boards_set_apart() {
    use lizards::board::Cell;
    use lizards::event::{Bound, Event, FnObserver};
    use std::ops::ControlFlow;
    let run = |b: &Board, p: u32, cuts: &mut u64| {
        let mut count = FnObserver(|event| {
            if let Event::Prune {
                bound: Bound::Memo, ..
            } = event
            {
                *cuts += 1;
            }
            ControlFlow::Continue(())
        });
        let options = Options {
            goal: Goal::First,
            bound: Pruning::Memo,
            safety: Default::default(),
            presolve: false,
        };
        backtrack::solve(b, p, options, &mut count).solution
    };
    let most = |b: &Board| (0..).find(|&p| run(b, p + 1, &mut 0).is_none()).unwrap();
    for seed in 0..3 {
        let mut big = Board::from_trees(50, vec![true; 2500]);
        let mut sum = 0;
        for (i, (top, left)) in [(2, 1), (20, 17), (35, 33)].into_iter().enumerate() {
            let small = Board::random(12, 0.3, 10 * seed + i as u64);
            sum += most(&small);
            for cell in small.cells() {
                let at = Cell::new(top + cell.row, left + cell.col);
                big.set_tree(at, small.is_tree(cell));
            }
        }
        let mut cuts = 0;
        let placed = run(&big, sum, &mut cuts).expect("the sum fits");
        validate::check(&big, &placed, sum).unwrap();
        assert!(run(&big, sum + 1, &mut cuts).is_none(), "seed {seed}");
        assert!(cuts > 0, "seed {seed}: the wide memo never cut");
    }
}

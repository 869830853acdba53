//! Seed 003's backjumping against the bitset walk (an independent solver): both rules give
//! valid solutions; Gaschnig's rule gives the lexicographically first one, and with no more
//! placements than plain backtracking; the article's code can jump past it.

use lizards::board::{Board, Cell};
use lizards::event::Outcome;
use lizards::solve::backjump::{self, Rule};
use lizards::solve::{Search, queens};

/// The rows by column of a search's solution, checked valid by the referee.
fn valid_rows(n: u32, search: &Search) -> Option<Vec<u32>> {
    let cells = search.solution.as_ref()?;
    lizards::validate::check(&Board::empty(n as usize), cells, n)
        .unwrap_or_else(|e| panic!("n = {n}: invalid solution {cells:?}: {e:?}"));
    Some(cells.iter().map(|c: &Cell| c.row).collect())
}

/// Placements plain chronological backtracking makes up to its first solution.
fn plain_placements(n: u32) -> u64 {
    queens::search(n, &mut (), |_| std::ops::ControlFlow::Break(()))
        .stats
        .placements
}

#[test]
fn gaschnigs_rule_finds_the_first_solution_with_no_more_placements() {
    for n in 1..=24u32 {
        let safe = backjump::solve(n, Rule::Safe, &mut ());
        let first = queens::first_solutions(n, 1).into_iter().next();
        assert_eq!(valid_rows(n, &safe), first, "n = {n}");
        let expected = if first.is_some() {
            Outcome::Found
        } else {
            Outcome::Exhausted
        };
        assert_eq!(safe.outcome, expected, "n = {n}");
        // Backjumping skips only subtrees with no solution: it visits part of plain
        // backtracking's tree, in the same order.
        assert!(
            safe.stats.placements <= plain_placements(n),
            "n = {n}: {} placements, plain backtracking {}",
            safe.stats.placements,
            plain_placements(n)
        );
    }
}

#[test]
fn the_articles_code_finds_valid_solutions_but_can_skip_the_first() {
    let mut skipped = Vec::new();
    for n in 1..=24u32 {
        let article = backjump::solve(n, Rule::Article, &mut ());
        let first = queens::first_solutions(n, 1).into_iter().next();
        let rows = valid_rows(n, &article);
        assert_eq!(rows.is_some(), first.is_some(), "n = {n}");
        // Whatever it skips lies before what it finds: the walk runs in lexicographic order.
        assert!(rows >= first, "n = {n}: earlier than the first solution?");
        if rows != first {
            skipped.push(n);
        }
    }
    // Up to 10 its jumps happen to be safe; at 11 one from an internal dead end is not.
    assert_eq!(skipped.first(), Some(&11), "skipped at {skipped:?}");
}

#[test]
fn both_rules_agree_where_every_dead_end_is_a_leaf() {
    // With no jump back there is no internal dead end, and the rules cannot differ.
    for n in [1u32, 5, 7] {
        let a = backjump::solve(n, Rule::Article, &mut ());
        let s = backjump::solve(n, Rule::Safe, &mut ());
        assert_eq!(a, s, "n = {n}");
    }
}

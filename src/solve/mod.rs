//! The solvers. Each is plain code generic over an [`Observer`](crate::event::Observer); none
//! knows about terminals.
//!
//! - [`backtrack`]: seed 000's "Backtracking++" for boards with trees (any `p`).
//! - [`queens`]: seed 002's bitset N-Queens: the checker challenge, and fast counting.
//! - [`backjump`]: seed 003's Gaschnig backjumping for N-Queens, by the article's code and by
//!   Gaschnig's own rule.
//! - [`bfs`]: breadth-first search over the backtracking's decisions: the homework's BFS.
//! - [`sa`]: simulated annealing with min-conflicts moves: the homework's SA, fast, proves nothing.
//! - [`swaps`]: iterated local search with (1,2)-swaps: the last lizards on big boards with
//!   trees, where annealing stalls; proves nothing.
//! - `fitted`: the matching bound's fit of a board, kept for the next search of it.
//! - `joined`: union-find over the cells, grouping them into parts.
//! - [`max`]: the largest number of lizards a board holds, on top of [`backtrack`].
//! - [`decide`]: the exact search and a local search side by side; the first answer wins.
//! - `mip` (the `mip` feature): the board as a mixed-integer program for HiGHS, raced beside
//!   the exact search on big boards with trees.
//! - [`presolve`]: cells the exact search of `solve` and `max` need not branch on: some
//!   maximum leaves them empty, or some maximum holds a lizard there.
//! - [`residual`]: what the presolve leaves, in parts no segment joins, searched one by one.
//! - [`split`]: a board whose parts no line joins, decided and measured part by part.
//! - [`clock`]: a budget any of them honours, as an observer that looks at the clock.
//! - [`thread_time`]: a thread's processor time, which the exact search's head start counts.

pub mod backjump;
pub mod backtrack;
pub mod bfs;
pub mod clock;
pub mod cover;
pub mod decide;
mod fitted;
mod joined;
pub mod matching;
pub mod max;
mod memo;
#[cfg(feature = "mip")]
pub mod mip;
pub mod presolve;
pub mod queens;
pub mod residual;
pub mod sa;
pub(crate) mod segments;
pub mod split;
pub mod swaps;
pub mod thread_time;
mod unfit;

use serde::Serialize;

use crate::board::{Board, Cell};
use crate::event::Outcome;

pub use unfit::Unfit;

/// Forgets what earlier searches kept: the clique weights fitted for a board (see `fitted`),
/// the presolve of a board ([`presolve`]) and the maxima of parts proved ([`split`]). Each
/// search after works them out again, as in a process of its own. For benches, which time
/// one question after another on one board and would otherwise time the later ones without
/// that work.
pub fn forget_kept_fits() {
    fitted::forget();
    presolve::forget();
    split::forget();
}

/// What a search did, counted by the solver itself (no events needed).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
pub struct Stats {
    /// Cells (or column rows) the scan entered.
    pub nodes: u64,
    pub placements: u64,
    /// Lizards taken back.
    pub unmarks: u64,
    pub prunes: u64,
    /// Dead ends left for the latest column of their conflict set: the jumps.
    pub backjumps: u64,
    /// Dead ends left for the column before, where Gaschnig's rule does not let a column
    /// that ran out after a jump back jump again: plain backtracking, not counted as jumps.
    pub steps_back: u64,
}

/// The result of a search.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Search {
    pub outcome: Outcome,
    /// The first placement found, if any.
    pub solution: Option<Vec<Cell>>,
    /// Placements found (1 at most unless all were asked for).
    pub solutions: u64,
    pub stats: Stats,
}

impl Search {
    /// The result of a search that stops at its first placement: `lizards` (in any order) when
    /// it ended [`Outcome::Found`], none otherwise.
    pub fn first(outcome: Outcome, lizards: impl FnOnce() -> Vec<Cell>, stats: Stats) -> Self {
        let solution = (outcome == Outcome::Found).then(|| {
            let mut cells = lizards();
            cells.sort();
            cells
        });
        Self {
            outcome,
            solutions: solution.is_some() as u64,
            solution,
            stats,
        }
    }
}

/// Which algorithm runs. The names are what `--algo` accepts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, clap::ValueEnum, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Algorithm {
    /// Seed 000 "Backtracking++": cell-by-cell DFS with line counters; trees and any p.
    #[default]
    #[value(alias = "dfs")]
    Backtrack,
    /// Seed 002 bitset N-Queens, column by column: no trees, p = n, n up to 32.
    Queens,
    /// Seed 003 backjumping as the article's code runs it: every dead end jumps. No trees,
    /// p = n, n up to 64.
    Backjump,
    /// Seed 003 backjumping by Gaschnig's rule: only leaf dead ends jump, so it never skips
    /// the first solution. No trees, p = n, n up to 64.
    BackjumpSafe,
    /// Breadth-first search over the same decisions as backtrack: the homework's BFS. Its
    /// queue is bounded: a million boards on screen, --frontier for solve and trace.
    Bfs,
    /// Simulated annealing with min-conflicts moves: the homework's SA. Finds placements on
    /// large boards fast; never proves that none exists.
    Sa,
}

impl Algorithm {
    pub const ALL: [Algorithm; 6] = [
        Algorithm::Backtrack,
        Algorithm::Bfs,
        Algorithm::Sa,
        Algorithm::Queens,
        Algorithm::Backjump,
        Algorithm::BackjumpSafe,
    ];

    /// The algorithm a homework file's first line names: DFS, BFS or SA.
    pub fn from_homework(line: &str) -> Option<Self> {
        match line.to_ascii_uppercase().as_str() {
            "DFS" => Some(Algorithm::Backtrack),
            "BFS" => Some(Algorithm::Bfs),
            "SA" => Some(Algorithm::Sa),
            _ => None,
        }
    }

    /// The homework's name for the algorithm, as a file's first line writes it: the N-Queens
    /// and backjumping searches are depth-first too.
    pub fn homework_name(self) -> &'static str {
        match self {
            Algorithm::Bfs => "BFS",
            Algorithm::Sa => "SA",
            Algorithm::Backtrack
            | Algorithm::Queens
            | Algorithm::Backjump
            | Algorithm::BackjumpSafe => "DFS",
        }
    }

    /// Whether a search by this algorithm that ends without a placement proves there is none.
    pub fn proves(self) -> bool {
        self != Algorithm::Sa
    }

    pub fn name(self) -> &'static str {
        match self {
            Algorithm::Backtrack => "backtrack",
            Algorithm::Queens => "queens",
            Algorithm::Backjump => "backjump",
            Algorithm::BackjumpSafe => "backjump-safe",
            Algorithm::Bfs => "bfs",
            Algorithm::Sa => "sa",
        }
    }

    /// Whether the algorithm backjumps (and so stops at its first solution).
    pub fn jumps(self) -> bool {
        matches!(self, Algorithm::Backjump | Algorithm::BackjumpSafe)
    }

    /// The next algorithm in [`Algorithm::ALL`], wrapping around.
    pub fn next(self) -> Self {
        let i = Algorithm::ALL.iter().position(|&a| a == self).unwrap_or(0);
        Algorithm::ALL[(i + 1) % Algorithm::ALL.len()]
    }

    /// The largest N-Queens board the algorithm takes.
    fn max_n(self) -> u32 {
        match self {
            Algorithm::Backtrack | Algorithm::Bfs | Algorithm::Sa => u32::MAX,
            Algorithm::Queens => queens::MAX_N,
            Algorithm::Backjump | Algorithm::BackjumpSafe => backjump::MAX_N,
        }
    }

    /// Why this algorithm cannot run on the board, if it cannot.
    pub fn unfit(self, board: &Board, lizards: u32) -> Option<Unfit> {
        match self {
            Algorithm::Backtrack | Algorithm::Bfs | Algorithm::Sa => None,
            Algorithm::Queens | Algorithm::Backjump | Algorithm::BackjumpSafe => {
                let n = board.n();
                if board.has_trees() {
                    Some(Unfit::Trees {
                        algorithm: self,
                        count: board.tree_count(),
                    })
                } else if lizards as usize != n {
                    Some(Unfit::NotQueens {
                        algorithm: self,
                        n,
                        p: lizards,
                    })
                } else if n > self.max_n() as usize {
                    Some(Unfit::TooBig {
                        algorithm: self,
                        max: self.max_n(),
                    })
                } else {
                    None
                }
            }
        }
    }

    /// [`Algorithm::unfit`] in English, for the command line.
    pub fn unfit_reason(self, board: &Board, lizards: u32) -> Option<String> {
        self.unfit(board, lizards).map(|u| u.to_string())
    }
}

impl std::fmt::Display for Algorithm {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// Everything a run can be tuned by; each algorithm reads its part.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct Settings {
    pub search: backtrack::Options,
    /// Breadth-first search's queue bound in boards; `None`: [`bfs::Frontier::DEFAULT`].
    pub frontier: Option<usize>,
    pub anneal: sa::Options,
}

impl Settings {
    /// Breadth-first search's queue bound.
    pub fn frontier(&self) -> bfs::Frontier {
        self.frontier
            .map_or(bfs::Frontier::DEFAULT, bfs::Frontier::Boards)
    }
}

impl From<backtrack::Options> for Settings {
    fn from(search: backtrack::Options) -> Self {
        Self {
            search,
            ..Self::default()
        }
    }
}

/// Runs `algorithm` on a board; queens and backjumping take the board as N-Queens (the caller
/// checks [`Algorithm::unfit_reason`] first). Backjumping, BFS and SA stop at the first
/// solution.
pub fn run<O: crate::event::Observer>(
    algorithm: Algorithm,
    board: &Board,
    lizards: u32,
    settings: Settings,
    observer: &mut O,
) -> Search {
    use std::ops::ControlFlow;
    let n = board.n() as u32;
    let options = settings.search;
    match algorithm {
        Algorithm::Backtrack => backtrack::solve(board, lizards, options, observer),
        Algorithm::Bfs => bfs::solve(board, lizards, settings.frontier(), observer).search,
        Algorithm::Sa => sa::solve(board, lizards, settings.anneal, observer).search,
        Algorithm::Queens => {
            let mut found = 0;
            queens::search(n, observer, |_| {
                found += 1;
                let stop = match options.goal {
                    backtrack::Goal::First => true,
                    backtrack::Goal::All { limit } => limit.is_some_and(|l| found >= l),
                };
                if stop {
                    ControlFlow::Break(())
                } else {
                    ControlFlow::Continue(())
                }
            })
        }
        Algorithm::Backjump => backjump::solve(n, backjump::Rule::Article, observer),
        Algorithm::BackjumpSafe => backjump::solve(n, backjump::Rule::Safe, observer),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::ValueEnum;

    /// `--algo`'s help names the largest board each word-sized search takes, as it is.
    #[test]
    fn the_help_of_each_algorithm_names_its_largest_board() {
        for algorithm in Algorithm::ALL {
            let help = algorithm
                .to_possible_value()
                .and_then(|v| v.get_help().map(|h| h.to_string()))
                .unwrap_or_default();
            let max = algorithm.max_n();
            if max == u32::MAX {
                assert!(!help.contains("n up to"), "{help}");
            } else {
                assert!(help.ends_with(&format!("n up to {max}")), "{help}");
            }
        }
    }
}

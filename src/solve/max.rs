//! The largest number of lizards a board holds, with one placement that proves it.
//!
//! Feasibility is monotone (drop a lizard from a placement of `p` and `p - 1` remain), so the
//! answer is found by asking [`backtrack`](super::backtrack) for one more lizard than the last
//! success until it fails. It starts from the greedy column-major fill, which is the solver's
//! own first descent and usually close; the last, failing question is where the bound earns its
//! keep.

use crate::board::{Board, Cell};
use crate::solve::Stats;
use crate::solve::backtrack::{self, Options};

/// The maximum and a placement with that many lizards.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Maximum {
    pub lizards: u32,
    pub placement: Vec<Cell>,
    /// Work summed over every question asked.
    pub stats: Stats,
    /// `(p, solvable)` for each question, in order: the progress a long search reports.
    pub steps: Vec<(u32, bool)>,
}

/// Finds the maximum; `progress` hears each `(p, solvable)` as it is settled.
pub fn maximum(board: &Board, mut progress: impl FnMut(u32, bool)) -> Maximum {
    let greedy = greedy_fill(board);
    let mut best = greedy;
    let mut stats = Stats::default();
    let mut steps = Vec::new();
    loop {
        let p = best.len() as u32 + 1;
        let search = backtrack::solve(board, p, Options::default(), &mut ());
        add(&mut stats, &search.stats);
        let found = search.solution.is_some();
        steps.push((p, found));
        progress(p, found);
        match search.solution {
            Some(placement) => best = placement,
            None => break,
        }
    }
    Maximum {
        lizards: best.len() as u32,
        placement: best,
        stats,
        steps,
    }
}

fn add(total: &mut Stats, more: &Stats) {
    total.nodes += more.nodes;
    total.placements += more.placements;
    total.unmarks += more.unmarks;
    total.prunes += more.prunes;
    total.backjumps += more.backjumps;
}

/// Places a lizard on every safe cell in column-major order.
pub fn greedy_fill(board: &Board) -> Vec<Cell> {
    let n = board.n();
    let mut placed = Vec::new();
    // Whether a lizard sees along each line from the scanned side (true) or a tree blocks it.
    let mut row = vec![false; n];
    let mut diag = vec![false; 2 * n - 1];
    let mut anti = vec![false; 2 * n - 1];
    for c in 0..n {
        let mut col = false;
        for (r, row_sees) in row.iter_mut().enumerate() {
            let cell = Cell::new(r as u32, c as u32);
            let (d, a) = (r + n - 1 - c, r + c);
            if board.is_tree(cell) {
                (*row_sees, col, diag[d], anti[a]) = (false, false, false, false);
            } else if !(*row_sees || col || diag[d] || anti[a]) {
                (*row_sees, col, diag[d], anti[a]) = (true, true, true, true);
                placed.push(cell);
            }
        }
    }
    placed
}

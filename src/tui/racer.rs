//! One side of a race: an algorithm, and for backtrack its safety check and its bounds. The app
//! names the sides of the race `R` asks for, and the race runs them.

use std::str::FromStr;

use crate::board::Board;
use crate::solve::Algorithm;
use crate::solve::backtrack::{Goal, Options, Pruning, Safety};

/// One side of a race: an algorithm, and for backtrack its safety check and its bounds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Racer {
    pub algorithm: Algorithm,
    pub safety: Safety,
    /// The bound its name asked for; none: the race's `--bound` (`auto` unless asked).
    pub bound: Option<Pruning>,
}

/// The name suffixes that pick backtrack's bounds, weakest first. A backtrack side always
/// shows its suffix, so a race never shows a bare `backtrack` that means another bound than
/// the app's (which opens on `seed`).
const BOUNDS: [(&str, Pruning); 5] = [
    ("-seed", Pruning::Seed),
    ("-segments", Pruning::Segments),
    ("-matching", Pruning::Matching),
    ("-memo", Pruning::Memo),
    ("-auto", Pruning::Auto),
];

impl Racer {
    /// An algorithm as `solve` runs it by default.
    pub fn plain(algorithm: Algorithm) -> Self {
        Self {
            algorithm,
            safety: Safety::Counters,
            bound: None,
        }
    }

    /// Backtrack with these bounds.
    pub fn backtrack(bound: Pruning) -> Self {
        Self {
            bound: Some(bound),
            ..Self::plain(Algorithm::Backtrack)
        }
    }

    /// The race a board gets when none is asked for. N-Queens (no trees, p = n): backtrack
    /// against Gaschnig's backjumping, the race the article on backjumping runs. Any other
    /// board: the article's search against the bounds `solve` uses, which shows what the
    /// bounds save; backjumping does not take trees, so it is never the default there.
    pub fn pair_for(board: &Board, lizards: u32, bound: Pruning) -> [Self; 2] {
        let jump = Self::plain(Algorithm::BackjumpSafe);
        if jump.algorithm.unfit_reason(board, lizards).is_none() {
            return [Self::backtrack(bound), jump];
        }
        let strong = if bound == Pruning::Seed {
            Pruning::Auto
        } else {
            bound
        };
        [Self::backtrack(Pruning::Seed), Self::backtrack(strong)]
    }

    /// The side with `bound` if its name chose none (only backtrack has bounds).
    pub fn or_bound(self, bound: Pruning) -> Self {
        Self {
            bound: self
                .bound
                .or((self.algorithm == Algorithm::Backtrack).then_some(bound)),
            ..self
        }
    }

    /// The bounds the side prunes with.
    pub fn pruning(&self) -> Pruning {
        self.bound.unwrap_or_default()
    }

    pub fn name(&self) -> String {
        let mut name = self.algorithm.to_string();
        if self.safety == Safety::Scan {
            name += "-scan";
        }
        if self.algorithm == Algorithm::Backtrack
            && let Some((suffix, _)) = BOUNDS.iter().find(|(_, b)| *b == self.pruning())
        {
            name += suffix;
        }
        name
    }

    /// The options a race runs every side with: the first solution, as `solve` looks for.
    pub(super) fn options(&self) -> Options {
        Options {
            goal: Goal::First,
            bound: self.pruning(),
            safety: self.safety,
            presolve: false,
        }
    }
}

impl FromStr for Racer {
    type Err = String;

    /// `backtrack`, `backtrack-scan` (the O(N) safety check), `backtrack-seed`,
    /// `backtrack-segments`, `backtrack-matching`, `backtrack-memo`, `backtrack-auto` (chosen
    /// bounds), `bfs`, `sa`, `queens`, `backjump`, `backjump-safe`; `dfs` is backtrack.
    fn from_str(s: &str) -> Result<Self, String> {
        let (s_bound, bound) = BOUNDS
            .iter()
            .find_map(|&(suffix, b)| s.strip_suffix(suffix).map(|base| (base, Some(b))))
            .unwrap_or((s, None));
        let (name, safety) = match s_bound.strip_suffix("-scan") {
            Some(base) => (base, Safety::Scan),
            None => (s_bound, Safety::Counters),
        };
        let algorithm = match name {
            "dfs" => Algorithm::Backtrack,
            _ => Algorithm::ALL
                .into_iter()
                .find(|a| a.name() == name)
                .ok_or_else(|| {
                    format!(
                        "{s:?} is not an algorithm: use backtrack, backtrack-scan, backtrack-seed, backtrack-segments, backtrack-matching, backtrack-memo, backtrack-auto, bfs, sa, queens, backjump or backjump-safe"
                    )
                })?,
        };
        if safety == Safety::Scan && algorithm != Algorithm::Backtrack {
            return Err(format!(
                "only backtrack has a scanning safety check, not {name}"
            ));
        }
        if bound.is_some() && algorithm != Algorithm::Backtrack {
            return Err(format!("only backtrack has bounds to choose, not {name}"));
        }
        Ok(Self {
            algorithm,
            safety,
            bound,
        })
    }
}

//! Why an algorithm cannot run on a board, as data: the command line prints it in English
//! ([`std::fmt::Display`]), the app re-says it in the screen's language from the same fields.

use std::fmt;

use super::Algorithm;

/// What keeps `algorithm` off a board: the N-Queens algorithms (queens, backjumping) take an
/// empty n x n board with p = n, and keep their sets in machine words.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unfit {
    /// The board has `count` trees.
    Trees { algorithm: Algorithm, count: usize },
    /// p is not n.
    NotQueens {
        algorithm: Algorithm,
        n: usize,
        p: u32,
    },
    /// n is more than `max`, the most the algorithm's words hold.
    TooBig { algorithm: Algorithm, max: u32 },
}

impl Unfit {
    /// The algorithm that does not fit.
    pub fn algorithm(self) -> Algorithm {
        match self {
            Unfit::Trees { algorithm, .. }
            | Unfit::NotQueens { algorithm, .. }
            | Unfit::TooBig { algorithm, .. } => algorithm,
        }
    }
}

impl Unfit {
    /// What to run instead, said after the reason on the command line.
    pub fn hint(self) -> &'static str {
        match self {
            Unfit::Trees { .. } | Unfit::NotQueens { .. } => {
                "use --algo backtrack for boards with trees or p != n"
            }
            Unfit::TooBig { .. } => "use --algo backtrack for a board this large",
        }
    }
}

impl fmt::Display for Unfit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = self.algorithm().name();
        match *self {
            Unfit::Trees { count, .. } => write!(
                f,
                "{name} solves N-Queens: it needs a board without trees (this one has {count})"
            ),
            Unfit::NotQueens { n, p, .. } => write!(
                f,
                "{name} solves N-Queens: it needs p = n (here n = {n}, p = {p})"
            ),
            Unfit::TooBig { max, .. } => write!(
                f,
                "{name} keeps its sets in machine words: n must be at most {max}"
            ),
        }
    }
}

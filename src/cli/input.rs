//! Loading the problem a command works on, with errors that name the file, line and column.

use std::path::{Path, PathBuf};

use anyhow::bail;

use crate::board::Board;
use crate::cli::{InputArgs, TuningArgs};
use crate::homework::{self, Homework};
use crate::solve::{Algorithm, Settings};

/// A board and how many lizards to place on it.
#[derive(Debug, Clone)]
pub struct Problem {
    pub board: Board,
    pub lizards: u32,
    pub algorithm: Algorithm,
    pub bound: crate::solve::backtrack::Pruning,
    pub safety: crate::solve::backtrack::Safety,
    /// The algorithm the file's first line names (DFS, BFS, SA), if it has one.
    pub file_algorithm: Option<Algorithm>,
    pub tuning: TuningArgs,
}

impl Problem {
    /// Everything the run is tuned by, with the backtracking's `search` options.
    pub fn settings(&self, search: crate::solve::backtrack::Options) -> Settings {
        Settings {
            search,
            frontier: self.tuning.frontier,
            anneal: self.tuning.anneal(),
        }
    }
}

/// Reads a homework input file (`-` is standard input) and prints its warnings to stderr.
pub fn read_homework(path: &Path) -> anyhow::Result<Homework> {
    let hw = homework::read_file(path)?;
    for w in &hw.warnings {
        crate::note!("warning: {}: {w}", homework::name(path))?;
    }
    Ok(hw)
}

/// The file the problem comes from (default `input.txt`), or none with `--queens N`.
pub fn input_path(args: &InputArgs) -> Option<PathBuf> {
    args.queens.is_none().then(|| {
        args.input
            .clone()
            .unwrap_or_else(|| PathBuf::from("input.txt"))
    })
}

/// The problem named on the command line: `--queens N` or a file (default `input.txt`).
pub fn load(args: &InputArgs) -> anyhow::Result<Problem> {
    let algorithm = args.algo.unwrap_or_default();
    let (board, lizards, file_algorithm) = match (args.queens, input_path(args)) {
        (Some(n), _) => (Board::empty(n as usize), n, None),
        (None, path) => {
            let path = path.expect("a file without --queens");
            let hw = read_homework(&path)?;
            let named = hw.algorithm.as_deref().and_then(Algorithm::from_homework);
            (hw.board, hw.lizards, named)
        }
    };
    if let Some(why) = algorithm.unfit(&board, lizards) {
        bail!("{why}; {}", why.hint());
    }
    Ok(Problem {
        board,
        lizards,
        algorithm,
        bound: args.bound,
        safety: args.safety,
        file_algorithm,
        tuning: args.tuning.clone(),
    })
}

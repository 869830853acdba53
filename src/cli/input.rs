//! Loading the problem a command works on, with errors that name the file, line and column.

use std::path::{Path, PathBuf};

use anyhow::bail;

use crate::board::Board;
use crate::cli::InputArgs;
use crate::homework::{self, Homework};
use crate::solve::Algorithm;

/// A board and how many lizards to place on it.
#[derive(Debug, Clone)]
pub struct Problem {
    pub board: Board,
    pub lizards: u32,
    pub algorithm: Algorithm,
    pub bound: bool,
    pub safety: crate::solve::backtrack::Safety,
}

/// Reads a homework input file (`-` is standard input) and prints its warnings to stderr.
pub fn read_homework(path: &Path) -> anyhow::Result<Homework> {
    let hw = homework::read_file(path)?;
    for w in &hw.warnings {
        eprintln!("warning: {}: {w}", path.display());
    }
    Ok(hw)
}

/// The problem named on the command line: `--queens N` or a file (default `input.txt`).
pub fn load(args: &InputArgs) -> anyhow::Result<Problem> {
    let algorithm = args.algo.unwrap_or_default();
    let (board, lizards) = match args.queens {
        Some(n) => (Board::empty(n as usize), n),
        None => {
            let path = args
                .input
                .clone()
                .unwrap_or_else(|| PathBuf::from("input.txt"));
            let hw = read_homework(&path)?;
            (hw.board, hw.lizards)
        }
    };
    if let Some(why) = algorithm.unfit_reason(&board, lizards) {
        bail!("{why}; use --algo backtrack for boards with trees or p != n");
    }
    Ok(Problem {
        board,
        lizards,
        algorithm,
        bound: !args.no_bound,
        safety: args.safety,
    })
}

//! Loading the problem a command works on, with errors that name the file, line and column.

use std::io::Read;
use std::path::{Path, PathBuf};

use anyhow::{Context, bail};

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
}

/// Reads a homework input file (`-` is standard input) and prints its warnings to stderr.
pub fn read_homework(path: &Path) -> anyhow::Result<Homework> {
    let name = path.display();
    let bytes = if path == Path::new("-") {
        let mut buf = Vec::new();
        std::io::stdin()
            .read_to_end(&mut buf)
            .context("cannot read standard input")?;
        buf
    } else {
        std::fs::read(path).with_context(|| format!("cannot read {name}"))?
    };
    let text = String::from_utf8_lossy(&bytes);
    let hw = homework::parse_input(&text).with_context(|| name.to_string())?;
    for w in &hw.warnings {
        eprintln!("warning: {name}: {w}");
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
    })
}

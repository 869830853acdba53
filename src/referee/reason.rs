//! Why the referee refused an event, as data: the rule broken and the cells and numbers that
//! show it. The command line prints it in English ([`std::fmt::Display`]); the app re-says it
//! in the screen's language from the same fields, so the referee stays free of any screen.

use std::fmt;

use crate::board::Cell;
use crate::event::Line;

/// What an event tried to do when it named a cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Doing {
    Place,
    Remove,
    Move,
    /// Any other event with a cell (enter, reject, prune...).
    Name,
}

impl Doing {
    /// The word a catalogue selects on (`place`, `remove`, `move`, `name`).
    pub fn key(self) -> &'static str {
        match self {
            Doing::Place => "place",
            Doing::Remove => "remove",
            Doing::Move => "move",
            Doing::Name => "name",
        }
    }

    fn english(self) -> &'static str {
        match self {
            Doing::Place => "place a lizard",
            Doing::Remove => "remove a lizard",
            Doing::Move => "move a lizard",
            Doing::Name => "name a cell",
        }
    }
}

/// The reason for a [`Violation`](super::Violation), one variant a way to break a rule.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reason {
    /// An event names a cell outside the `n` x `n` board.
    OffBoard { doing: Doing, cell: Cell, n: usize },
    /// A backjump names a column outside the `n` x `n` board.
    ColumnOffBoard { col: u32, n: u32 },
    /// A lizard placed (or moved: `doing`) onto a tree.
    OnTree { doing: Doing, cell: Cell },
    /// A lizard placed (or moved: `doing`) onto a lizard.
    OnLizard { doing: Doing, cell: Cell },
    /// A lizard placed (or moved: `doing`) where the lizard at `other` sees it along `line`.
    Seen {
        doing: Doing,
        cell: Cell,
        other: Cell,
        line: Line,
    },
    /// A remove or a move (`doing`) from a cell without a lizard.
    NoLizard { doing: Doing, cell: Cell },
    /// A solution with `lizards` on the board where `p` were asked for.
    Count { lizards: u32, p: u32 },
    /// A solution in which two lizards see each other along `line`.
    SeeEachOther { cell: Cell, other: Cell, line: Line },
    /// A fail, though `p` lizards fit: `example` is a placement that shows it.
    FailButFits { p: u32, example: Vec<Cell> },
    /// The stream ends saying it found a placement, and no `solution` came before.
    FoundWithoutSolution,
    /// A `solution` on the very board the last one was said on: counted twice.
    RepeatedSolution,
    /// A `solution` whose placement solution number `solution` named already (reached
    /// again in another order): counted twice.
    SamePlacement { solution: u64 },
    /// An event after the `done` or `fail` that ended the search.
    AfterEnd,
}

/// "a lizard placed at (1, 1)" or, for annealing's move, "a lizard moved to (1, 1)".
fn arriving(doing: Doing, cell: Cell) -> String {
    match doing {
        Doing::Move => format!("a lizard moved to {cell}"),
        _ => format!("a lizard placed at {cell}"),
    }
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Reason::OffBoard { doing, cell, n } => write!(
                f,
                "an event tries to {} at {cell}, off the {n} x {n} board (rows and columns \
                 are 0 to {})",
                doing.english(),
                n.saturating_sub(1)
            ),
            Reason::ColumnOffBoard { col, n } => {
                write!(f, "a backjump names column {col}, off the {n} x {n} board")
            }
            Reason::OnTree { doing, cell } => write!(f, "{}, on a tree", arriving(*doing, *cell)),
            Reason::OnLizard { doing, cell } => {
                write!(f, "{}, where a lizard already is", arriving(*doing, *cell))
            }
            Reason::Seen {
                doing,
                cell,
                other,
                line,
            } => write!(
                f,
                "{}, where the lizard at {other} sees it along the {}: no tree stands between \
                 them",
                arriving(*doing, *cell),
                line.name()
            ),
            Reason::NoLizard {
                doing: Doing::Move,
                cell,
            } => write!(f, "a move from {cell}, where there is no lizard"),
            Reason::NoLizard { cell, .. } => {
                write!(f, "a remove at {cell}, where there is no lizard")
            }
            Reason::Count { lizards, p } => write!(
                f,
                "a solution with {lizards} {} on the board, but p = {p}",
                if *lizards == 1 { "lizard" } else { "lizards" }
            ),
            Reason::SeeEachOther { cell, other, line } => write!(
                f,
                "a solution in which the lizards at {cell} and {other} see each other along \
                 the {}",
                line.name()
            ),
            Reason::FailButFits { p: 0, .. } => write!(
                f,
                "a fail (the search ended with no placement), but p = 0, and no lizards at all always \
                 fit: the empty board"
            ),
            Reason::FailButFits { p, example } => write!(
                f,
                "a fail (the search ended with no placement), but {} on this board, for example at {}",
                match p {
                    1 => "1 lizard fits".to_string(),
                    p => format!("{} lizards fit", crate::narrate::thousands(u64::from(*p))),
                },
                cells(example)
            ),
            Reason::FoundWithoutSolution => write!(
                f,
                "the stream ends saying it found a placement, but no solution came before"
            ),
            Reason::RepeatedSolution => write!(
                f,
                "a solution again on the board of the last one, with no lizard placed or removed \
                 since: the same placement would be counted twice"
            ),
            Reason::SamePlacement { solution } => write!(
                f,
                "the same placement as solution {solution}, reached again in another order: \
                 each placement is one solution, counted once"
            ),
            Reason::AfterEnd => write!(
                f,
                "an event after the done or fail line that ended the search: nothing may follow it"
            ),
        }
    }
}

/// Cells as the reasons list them: `(0, 1) (2, 3)`.
pub fn cells(cells: &[Cell]) -> String {
    cells
        .iter()
        .map(Cell::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

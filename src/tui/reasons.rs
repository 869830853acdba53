//! The referee's and the fit check's reasons, and why a stream stopped, in the screen's
//! language. The referee and the solvers give their reasons as data (with an English
//! `Display` for the command line); the app re-says them here, one message a kind.

use crate::referee::{self, Reason};
use crate::solve::Unfit;
use crate::t;
use crate::tui::app::replay::{Ended, Why};

/// The referee's reason for refusing an event.
pub fn referee(reason: &Reason) -> String {
    match reason {
        Reason::OffBoard { doing, cell, n } => t!(
            "referee-off-board",
            doing = doing.key(),
            cell = cell.to_string(),
            n = *n,
            last = n.saturating_sub(1)
        ),
        Reason::ColumnOffBoard { col, n } => {
            t!("referee-column-off-board", col = col.to_string(), n = *n)
        }
        Reason::OnTree { cell } => t!("referee-on-tree", cell = cell.to_string()),
        Reason::OnLizard { cell } => t!("referee-on-lizard", cell = cell.to_string()),
        Reason::Seen { cell, other, line } => t!(
            "referee-seen",
            cell = cell.to_string(),
            other = other.to_string(),
            line = line.name()
        ),
        Reason::NoLizard { doing, cell } => t!(
            "referee-no-lizard",
            doing = doing.key(),
            cell = cell.to_string()
        ),
        Reason::Count { lizards, p } => t!("referee-count", lizards = *lizards, p = *p),
        Reason::SeeEachOther { cell, other, line } => t!(
            "referee-see-each-other",
            cell = cell.to_string(),
            other = other.to_string(),
            line = line.name()
        ),
        Reason::FailButFits { p, example } => t!(
            "referee-fail-but-fits",
            p = *p,
            example = referee::cells(example)
        ),
    }
}

/// Why an algorithm does not fit the board.
pub fn unfit(unfit: Unfit) -> String {
    let algorithm = unfit.algorithm().name();
    match unfit {
        Unfit::Trees { count, .. } => t!("unfit-trees", algorithm = algorithm, count = count),
        Unfit::NotQueens { n, p, .. } => {
            t!("unfit-not-queens", algorithm = algorithm, n = n, p = p)
        }
        Unfit::TooBig { max, .. } => t!("unfit-too-big", algorithm = algorithm, max = max),
    }
}

/// Why a stream stopped short: the clause the narration's sentence at a stop ends with.
pub fn stop(why: &Why) -> String {
    match why {
        Why::Illegal(reason) => referee(reason),
        Why::Malformed {
            line,
            column,
            detail,
        } => t!(
            "replay-malformed",
            line = line.to_string(),
            column = column.to_string(),
            detail = detail.as_str()
        ),
        Why::Unreadable(error) => t!("replay-unreadable", error = error.as_str()),
        Why::Program { what, stderr } => {
            let stderr = stderr.display().to_string();
            match what {
                Ended::OtherHeader => t!("replay-program-other-header", stderr = stderr),
                Ended::NotRunAgain(error) => t!(
                    "replay-program-not-run-again",
                    error = error.as_str(),
                    stderr = stderr
                ),
                Ended::Failed(Some(code)) => t!(
                    "replay-program-failed",
                    code = code.to_string(),
                    stderr = stderr
                ),
                Ended::Failed(None) => t!("replay-program-signal", stderr = stderr),
            }
        }
    }
}

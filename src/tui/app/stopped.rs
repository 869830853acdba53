//! Why a replayed or watched stream stopped short, as data: the referee's reason, a malformed
//! line, a program that failed. The stream's reader makes these ([`replay`](super::replay),
//! [`watch`](super::watch)); [`reasons`](crate::tui::reasons) says them in the screen's
//! language.

use std::path::PathBuf;

use crate::board::Cell;
use crate::referee::Reason;

/// Why the recording stopped before its end.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Stop {
    /// The event's number as the playback gives it (1 is the first event; events this
    /// version skips are not counted) and its line in the stream.
    pub event: u64,
    pub line: u64,
    pub why: Why,
    /// Cells the referee names: where the illegal event happened, and what explains it.
    pub cells: Vec<Cell>,
}

/// Why a stream stopped short, as data the screen says in its language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Why {
    /// The referee refused an event.
    Illegal(Reason),
    /// A line is not what the protocol says, at its line and column; `detail` is the
    /// reader's own (English) account of what it found.
    Malformed {
        line: u64,
        column: usize,
        detail: String,
    },
    /// The stream could not be read (the system's message).
    Unreadable(String),
    /// The stream ended before its search did: no solution, fail or done line (a program
    /// that stopped early, a recording cut short).
    Unfinished,
    /// The watched program stopped the stream; its standard error is in `stderr` (`None`:
    /// it wrote nothing there, and the app's empty file for it goes), and `last` is the last
    /// line it wrote there (where a script says why it failed).
    Program {
        what: Ended,
        stderr: Option<PathBuf>,
        last: Option<String>,
    },
}

/// What a watched program did that stopped the stream.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Ended {
    /// Run again (the app started over), it wrote another header.
    OtherHeader,
    /// It could not be run again (the system's message).
    NotRunAgain(String),
    /// It failed after its last event: its exit code, or `None` when a signal ended it.
    Failed(Option<i32>),
    /// The system ended it for writing past the file limit ([`FILE_LIMIT`]) to one file,
    /// its standard error most likely.
    ///
    /// [`FILE_LIMIT`]: crate::tui::app::watch::FILE_LIMIT
    FileLimit,
    /// It wrote a line the protocol does not allow, or stopped in the middle of one: the
    /// line and column, and the reader's own (English) account, as in [`Why::Malformed`].
    BadLine {
        line: u64,
        column: usize,
        detail: String,
    },
}

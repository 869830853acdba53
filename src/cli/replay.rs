//! `lizards replay --check`: the referee over a recorded stream, headless.

use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::ExitCode;
use std::time::Duration;

use anyhow::Context;

use crate::narrate::plural;
use crate::note;
use crate::protocol::read::{ReadError, Reader};
use crate::protocol::{self, Item};
use crate::referee::Referee;
use crate::referee::restate::Restate;

/// Reads `file` (`-`: standard input) and referees every event: exit 0 legal, 1 the first
/// illegal event, 2 a malformed line (returned as an error), 3 a fail that could not be checked.
/// With `board` (a homework file), the stream may leave out its header, and one it has must
/// agree with the board.
pub fn check(file: &Path, board: Option<&Path>, budget: Duration) -> anyhow::Result<ExitCode> {
    let shown = crate::homework::name(file);
    let given = board
        .map(|path| {
            crate::cli::input::read_homework(path).map(|hw| protocol::Header::from_homework(&hw))
        })
        .transpose()?;
    if file == Path::new("-") {
        crate::output::stdin_open().context("standard input")?;
        referee(
            BufReader::new(std::io::stdin().lock()),
            file,
            &shown,
            given.as_ref(),
            budget,
        )
    } else {
        let opened =
            std::fs::File::open(file).with_context(|| format!("cannot open {}", file.display()))?;
        referee(
            BufReader::with_capacity(1 << 16, opened),
            file,
            &shown,
            given.as_ref(),
            budget,
        )
    }
}

/// Referees the stream `input` read from `file`.
fn referee(
    input: impl BufRead,
    file: &Path,
    shown: &str,
    given: Option<&protocol::Header>,
    budget: Duration,
) -> anyhow::Result<ExitCode> {
    let mut reader = Reader::new(input);
    let header = reader
        .header_or(given)
        .map_err(|e| crate::homework::stream_error(file, explain(e, shown)))?;
    let board = protocol::board(&header);
    let mut restate = Restate::new(&board, header.p, header.local_search());
    let mut referee = Referee::new(board, header.p, header.local_search(), budget);
    // How many events said of the counters what the board does not, and the first of them.
    let (mut misstated, mut first_misstated) = (0u64, None);
    let (mut events, mut unknown, mut solutions) = (0u64, 0u64, 0u64);
    // Whether the search said how it ended (a solution, a fail or a done line).
    let mut ended = false;
    while let Some(item) = reader.next_item() {
        let (line, item) = item.map_err(|e| explain(e, shown))?;
        // Numbered as the app numbers them: events this version skips are not counted.
        let event = match item {
            Item::Event(event) => event,
            Item::Unknown(name) => {
                if unknown == 0 {
                    note!(
                        "{shown}: line {line}: skipping events this lizards does not know, \
                         starting with {name:?}"
                    )?;
                }
                unknown += 1;
                continue;
            }
        };
        events += 1;
        if let Err(v) = referee.apply(&event) {
            if unknown > 0 {
                note!(
                    "{shown}: {} skipped before it",
                    plural(unknown, "unknown event")
                )?;
            }
            crate::output::verdict(&format!(
                "{shown}: illegal: event {events} (line {line}): {}\n",
                v.reason
            ))?;
            return Ok(ExitCode::from(1));
        }
        if let (_, Some(wrong)) = restate.restate(event) {
            misstated += 1;
            first_misstated.get_or_insert((events, line, wrong));
        }
        solutions += u64::from(event == crate::event::Event::Solution);
        ended |= event.ends_search();
    }
    if unknown > 0 {
        note!("{shown}: {} skipped", plural(unknown, "unknown event"))?;
    }
    if referee.undecided_fail {
        crate::output::verdict(&format!(
            "{shown}: cannot tell: the stream says fail, and no placement was found nor proved \
             impossible within {}\n",
            super::commands::seconds(budget)
        ))?;
        note!("undecided: give a longer --budget (0 for none)")?;
        return Ok(ExitCode::from(super::UNDECIDED));
    }
    crate::output::verdict(&format!(
        "{shown}: legal: {}, {}, for {} on {n} x {n}\n",
        plural(events, "event"),
        plural(solutions, "solution"),
        plural(header.p, "lizard"),
        n = header.n
    ))?;
    if let Some((event, line, wrong)) = first_misstated {
        let says = match misstated {
            1 => "1 event says".to_string(),
            n => format!("{} events say", crate::narrate::thousands(n)),
        };
        note!(
            "{shown}: {says} of the board what it does not show; the first, event {event} \
             (line {line}): {wrong}. The app narrates what the board shows"
        )?;
    }
    if !ended {
        // Legal as far as it goes, but a solver that crashed halfway writes such a stream.
        note!(
            "{shown}: the stream ends before its search does: no solution, fail or done line \
             (a solver that stopped early, or a trace cut short by --limit, --budget or a signal)"
        )?;
    }
    Ok(ExitCode::SUCCESS)
}

fn explain(e: ReadError, shown: &str) -> anyhow::Error {
    match e {
        ReadError::Malformed { .. } => anyhow::anyhow!("{shown}: {e}"),
        ReadError::Io(io) => {
            anyhow::Error::new(io).context(format!("{shown}: cannot read the stream"))
        }
    }
}

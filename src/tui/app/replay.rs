//! `lizards replay FILE.jsonl`: the app plays a recorded stream instead of running a solver.
//!
//! The stream is read on the worker's thread and refereed event by event; only legal events
//! reach the playback, which derives everything the screen shows from them, as it does for
//! our own solvers: nothing the writer claims is trusted (what an event says of the counters
//! is said again from the board, [`Restate`]). At the first illegal event (or a
//! malformed line) the feed stops; the app stays on the last legal event, marks the cells
//! the referee names and the narration says what went wrong.

use std::io::BufReader;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use anyhow::Context;
use clap::ValueEnum;
use crossterm::event::KeyCode;

use super::App;
use crate::board::{Board, Cell};
use crate::event::{Event, Observer, Outcome};
use crate::protocol::read::{ReadError, Reader};
use crate::protocol::{self, Header, Item};
use crate::referee::Referee;
use crate::referee::restate::{Misstated, Restate};
use crate::solve::Algorithm;
use crate::tui::worker::{Batcher, Worker};

/// How long the referee may search to check a `fail` while the stream plays.
pub const FAIL_BUDGET: Duration = Duration::from_secs(10);

pub use super::stopped::{Ended, Stop, Why};

/// Where a stream comes from.
pub enum Origin {
    /// A recorded file (`lizards replay`).
    File(PathBuf),
    /// A program's standard output, live (`lizards watch`).
    Program(Arc<super::watch::Program>),
}

/// A stream the app plays.
pub struct Recording {
    pub origin: Origin,
    pub header: Header,
    /// The header the board file given with `--board` stands for: the stream is read against
    /// it each time it starts over.
    given: Option<Header>,
    /// Set by the feeding thread when it stops at an illegal event or a malformed line.
    stop: Arc<Mutex<Option<Stop>>>,
    /// The events whose claims the board contradicts (the lines a reject names, say), by
    /// their number in the playback: the screen shows the board's, and says what the writer
    /// had, so a student watching their own solver sees their counters' mistakes.
    misstated: Misstatements,
}

/// Events the writer misstated, by event number, in order: filled by the feeding thread.
pub type Misstatements = Arc<Mutex<MisstatedLog>>;

/// The first [`KEPT_MISSTATED`] misstated events and how many there were in all: a stream
/// that names the wrong line at every reject would otherwise grow this past the playback's
/// own bound on memory.
///
/// The log also keeps what became of the writer's `fail`: the referee searches for a
/// placement for up to [`FAIL_BUDGET`], and a `fail` it could neither confirm nor refute
/// is not shown as proved.
#[derive(Debug, Default)]
pub struct MisstatedLog {
    kept: Vec<(u64, Misstated)>,
    count: u64,
    /// The referee is searching the board to check the writer's `fail`.
    checking_fail: bool,
    /// The number of the `fail` the referee could not check within its budget.
    unchecked_fail: Option<u64>,
}

/// Misstated events kept for the log and the narration (about 15 MB at most).
const KEPT_MISSTATED: usize = 100_000;

impl MisstatedLog {
    /// Where event `number` stands among those kept.
    fn find(&self, number: u64) -> Option<usize> {
        self.kept.binary_search_by_key(&number, |(n, _)| *n).ok()
    }

    fn push(&mut self, number: u64, wrong: Misstated) {
        self.count += 1;
        if self.kept.len() < KEPT_MISSTATED {
            self.kept.push((number, wrong));
        }
    }
}

impl Recording {
    /// Reads the stream's header: the board, p, and the algorithm to narrate with (the
    /// header's if it names one of ours, else backtrack's words).
    pub fn open(
        path: &Path,
        given: Option<Header>,
    ) -> anyhow::Result<(Self, Board, u32, Algorithm)> {
        let shown = crate::homework::name(path);
        // A pipe, a FIFO or a terminal is read once: the app reads its stream again each time
        // it starts over, and a second open of a FIFO waits for a writer that never comes.
        let kind = std::fs::metadata(path)
            .with_context(|| format!("cannot open {}", path.display()))?
            .file_type();
        if !kind.is_file() {
            anyhow::bail!(
                "{shown} is not a regular file: the app reads its stream again should it start \
                 over, so save the stream to a file first (`lizards trace ... > run.jsonl`); \
                 a pipe works with `replay --check`, and a live program with `lizards watch`"
            );
        }
        let file =
            std::fs::File::open(path).with_context(|| format!("cannot open {}", path.display()))?;
        let header = Reader::new(BufReader::new(file))
            .header_or(given.as_ref())
            .map_err(|e| crate::homework::stream_error(path, anyhow::anyhow!("{shown}: {e}")))?;
        let board = protocol::board(&header);
        let algorithm = Algorithm::from_str(&header.algo, true).unwrap_or_default();
        let p = header.p;
        let recording = Self {
            origin: Origin::File(path.to_owned()),
            header,
            given,
            stop: Arc::default(),
            misstated: Arc::default(),
        };
        Ok((recording, board, p, algorithm))
    }

    /// A stream from `origin` whose header was read.
    pub fn from_origin(origin: Origin, header: Header) -> Self {
        Self {
            origin,
            header,
            given: None,
            stop: Arc::default(),
            misstated: Arc::default(),
        }
    }

    /// The same stream, to be played again from its start by another app (a race).
    pub fn again(&self) -> Self {
        let origin = match &self.origin {
            Origin::File(path) => Origin::File(path.clone()),
            Origin::Program(program) => Origin::Program(program.clone()),
        };
        Self {
            origin,
            header: self.header.clone(),
            given: self.given.clone(),
            stop: Arc::default(),
            misstated: Arc::default(),
        }
    }

    /// Why play stopped short, once the feed has reached that point.
    pub fn stop(&self) -> Option<Stop> {
        self.stop.lock().ok().and_then(|s| s.clone())
    }

    /// What event `number` got wrong, if anything, as far as the feed has read.
    pub fn misstated(&self, number: u64) -> Option<Misstated> {
        let log = self.misstated.lock().ok()?;
        log.find(number).map(|at| log.kept[at].1.clone())
    }

    /// Whether event `number` got something wrong: the log asks it of every line it shows.
    pub fn is_misstated(&self, number: u64) -> bool {
        self.misstated
            .lock()
            .is_ok_and(|log| log.find(number).is_some())
    }

    /// Whether the referee is searching the board to check the writer's `fail`.
    pub fn checking_fail(&self) -> bool {
        self.misstated.lock().is_ok_and(|log| log.checking_fail)
    }

    /// Whether event `number` is a `fail` the referee could not check within its budget.
    pub fn is_unchecked_fail(&self, number: u64) -> bool {
        self.misstated
            .lock()
            .is_ok_and(|log| log.unchecked_fail == Some(number))
    }

    /// How many events the feed found misstated so far, and the first of them.
    pub fn misstated_count(&self) -> (u64, Option<u64>) {
        self.misstated
            .lock()
            .map(|log| (log.count, log.kept.first().map(|(n, _)| *n)))
            .unwrap_or_default()
    }

    /// Starts feeding the stream from its first event.
    pub fn spawn(&self) -> Worker {
        if let Ok(mut stop) = self.stop.lock() {
            *stop = None;
        }
        if let Ok(mut misstated) = self.misstated.lock() {
            *misstated = MisstatedLog::default();
        }
        let (header, stop) = (self.header.clone(), self.stop.clone());
        let misstated = self.misstated.clone();
        let given = self.given.clone();
        let record = move |found: Option<Stop>| {
            if let (Some(found), Ok(mut stop)) = (found, stop.lock()) {
                *stop = Some(found);
            }
        };
        match &self.origin {
            Origin::File(path) => {
                let path = path.clone();
                Worker::feed(move |send| {
                    let found = match std::fs::File::open(&path) {
                        Ok(file) => {
                            let mut reader = Reader::new(BufReader::with_capacity(1 << 16, file));
                            match reader.header_or(given.as_ref()) {
                                Ok(_) => feed(&mut reader, &header, send, &misstated, |_| false),
                                Err(e) => Some(malformed(e, 0)),
                            }
                        }
                        Err(e) => Some(malformed(e.into(), 0)),
                    };
                    record(found);
                })
            }
            Origin::Program(program) => {
                let (program, ender) = (program.clone(), program.clone());
                Worker::feed(move |send| record(program.feed(&header, send, &misstated)))
                    .before_join(move || ender.end())
            }
        }
    }
}

/// A line that could not be read, as a stop.
pub(super) fn malformed(e: ReadError, event: u64) -> Stop {
    let (line, why) = match e {
        ReadError::Malformed {
            line,
            column,
            reason,
        } => (
            line,
            Why::Malformed {
                line,
                column,
                detail: reason,
            },
        ),
        ReadError::Io(e) => (0, Why::Unreadable(crate::tui::os_error::in_words(&e))),
    };
    Stop {
        event,
        line,
        why,
        cells: Vec::new(),
    }
}

/// Referees the stream after its header, sending each legal event; returns why it stopped
/// short (`None`: the stream ended after its search did, or the app stopped listening).
/// `idle` says when the input has nothing more buffered: the batch is sent then, so a live
/// program's events show before it writes more.
pub(super) fn feed<R: std::io::BufRead>(
    reader: &mut Reader<R>,
    header: &Header,
    send: &mut Batcher,
    misstated: &Misstatements,
    idle: impl Fn(&Reader<R>) -> bool,
) -> Option<Stop> {
    let board = protocol::board(header);
    // The screen shows what the board says of the counters, not what the writer says.
    let mut restate = Restate::new(&board, header.p, header.local_search());
    let mut referee = Referee::new(board, header.p, header.local_search(), FAIL_BUDGET);
    // Events sent: the playback numbers them from 1 in this order, and a stop names the
    // event it would have been (events this version skips are not counted, as on screen).
    let mut sent = 0u64;
    // Whether the search said how it ended (a solution, a fail or a done line), and the
    // last line read.
    let (mut ended, mut last) = (false, 0);
    while let Some(item) = reader.next_item() {
        let (line, item) = match item {
            Ok(read) => read,
            Err(e) => return Some(malformed(e, sent + 1)),
        };
        last = line;
        let Item::Event(event) = item else { continue };
        ended |= event.ends_search();
        // A `fail` is checked by a search of up to FAIL_BUDGET: the screen says so meanwhile.
        let fail = matches!(
            event,
            Event::Done {
                outcome: Outcome::Exhausted
            }
        );
        if fail && let Ok(mut log) = misstated.lock() {
            log.checking_fail = true;
        }
        let applied = referee.apply(&event);
        if fail && let Ok(mut log) = misstated.lock() {
            log.checking_fail = false;
            if referee.undecided_fail {
                log.unchecked_fail = Some(sent + 1);
            }
        }
        if let Err(v) = applied {
            return Some(Stop {
                event: sent + 1,
                line,
                why: Why::Illegal(v.reason),
                cells: v.cells,
            });
        }
        let (event, wrong) = restate.restate(event);
        sent += 1;
        // Locked only for a misstated event: the feed's other events pass by.
        if let Some(wrong) = wrong
            && let Ok(mut log) = misstated.lock()
        {
            log.push(sent, wrong);
        }
        if send.event(event).is_break() || (idle(reader) && send.flush().is_break()) {
            return None;
        }
    }
    (!ended).then(|| Stop {
        event: sent,
        line: last,
        why: Why::Unfinished,
        cells: Vec::new(),
    })
}

/// The keys that would put a search of the app's own in the stream's place (switch
/// algorithm, climb the bound, edit the board): a replay or a watch refuses them, and its
/// footer does not offer them.
pub const AS_WRITTEN: &[char] = &['a', 'c', 'e'];

/// The editing keys that also answer while watching (to say `e` comes first), and `s`: a
/// replay, whose board is the recording's, refuses them as it refuses `e`.
pub const EDITING_WHILE_WATCHING: &[char] = &['s', 'u', '[', ']', '<', '>', ',', '.', 'r'];

impl App {
    /// The name a stream's header gives its writer when it is none of ours (`student-dfs`,
    /// or the homework's `dfs`, which names an algorithm, not our code of it): the title
    /// shows it, and the pseudocode panel says that its code is the app's. A watched program
    /// is always someone else's; a recording is ours when its header names one of our
    /// searches as `trace` writes it (`backtrack`). A header that names none is someone
    /// else's too ("your solver"): `trace` always names its search.
    pub fn foreign_algorithm(&self) -> Option<String> {
        let recording = self.replay.as_ref()?;
        let algo = recording.header.algo.trim();
        let watched = matches!(recording.origin, Origin::Program(_));
        if algo.is_empty() {
            return Some(crate::i18n::tr("replay-unnamed-solver"));
        }
        let ours = !watched
            && crate::solve::Algorithm::ALL
                .iter()
                .any(|a| a.name().eq_ignore_ascii_case(algo));
        (!ours).then(|| {
            // A name as long as a racer's at most: the title has little room.
            let mut name: String = algo.chars().filter(|c| !c.is_control()).take(20).collect();
            if algo.chars().count() > 20 {
                name.push_str("...");
            }
            name
        })
    }

    /// Whether a key would replace the recording by a search of the app's own (edit, switch
    /// algorithm or bound, race): in a replay it only says so.
    /// `R` races the recording instead (see [`App::open_race`]).
    pub(super) fn replay_refuses(&mut self, code: KeyCode) -> bool {
        let refused = matches!(code, KeyCode::Char(c)
            if AS_WRITTEN.contains(&c) || EDITING_WHILE_WATCHING.contains(&c));
        if self.replay.is_none() || !(refused || code == KeyCode::Char('R')) {
            return false;
        }
        if code == KeyCode::Char('R') {
            self.ask_replay_race();
            return true;
        }
        let watched = matches!(
            self.replay.as_ref().map(|r| &r.origin),
            Some(Origin::Program(_))
        );
        self.status = Some(crate::t!(if watched {
            "status-watch-as-written"
        } else {
            "status-replay-as-written"
        }));
        true
    }

    /// What the writer said wrong at the current event, if it is one the board contradicts.
    pub fn misstated_here(&self) -> Option<Misstated> {
        self.replay.as_ref()?.misstated(self.playback.position())
    }

    /// Why the replay stopped short, once the playback stands at the stop (the last legal
    /// event, with nothing more to come).
    pub fn replay_stop(&self) -> Option<Stop> {
        let stop = self.replay.as_ref()?.stop()?;
        (self.search_over() && !self.playback.has_pending()).then_some(stop)
    }

    /// Whether the grid marks `cell` for the referee's stop.
    pub fn replay_marks(&self, cell: Cell) -> bool {
        self.replay_stop().is_some_and(|s| s.cells.contains(&cell))
    }
}

/// The header the `--board` file stands for, if one was given (its warnings printed).
pub(super) fn given(args: &crate::tui::Options) -> anyhow::Result<Option<Header>> {
    let Some(path) = &args.board else {
        return Ok(None);
    };
    let hw = crate::homework::read_file(path)?;
    for w in &hw.warnings {
        crate::note!("warning: {}: {w}", crate::homework::name(path))?;
    }
    Ok(Some(Header::from_homework(&hw)))
}

/// The narration's sentence at a stop, in the screen's language.
pub fn sentence(stop: &Stop) -> String {
    let reason = crate::tui::reasons::stop(&stop.why);
    if stop.cells.is_empty() {
        return crate::t!("replay-stream-stops", reason = reason);
    }
    crate::t!(
        "replay-referee-stops",
        // Both numbers grouped alike: "event 3,039,351 (line 3,039,352)".
        event = crate::i18n::count(stop.event),
        line = crate::i18n::count(stop.line),
        reason = reason
    )
}

/// The app on a recorded stream, as `lizards replay FILE.jsonl` opens it.
pub fn build(path: &Path, args: &crate::tui::Options) -> anyhow::Result<App> {
    if path == Path::new("-") {
        anyhow::bail!(
            "the app replays a file, which it reads again should it start over: save the stream \
             to a file first (standard input works with --check)"
        );
    }
    let (recording, board, p, algorithm) = Recording::open(path, given(args)?)?;
    // Starting may already say something (an algorithm the board does not fit): in the
    // app's language.
    let theme = crate::tui::theme::Theme::from_env(args.ascii, args.theme);
    let _lang = crate::i18n::Scope::enter(args.lang.on(theme.ascii));
    let mut app = App::new(
        board,
        p,
        algorithm,
        super::Source::Replay(path.to_owned()),
        theme,
    );
    // The bound the stream was traced with, unless the command line names one: a replay of
    // `trace`'s default search showed the seed's pseudocode and raced it against the seed.
    app.search.bound = match recording.header.pruning() {
        Some(traced) if !args.bound_asked => traced,
        _ => args.bound,
    };
    app.replay = Some(recording);
    app.restart();
    app.set_speed(args.speed);
    app.playing = args.play;
    crate::tui::speak(&mut app, args.lang);
    Ok(app)
}

//! Lesson plans: a teacher's `lesson.toml`, the stops of a class read and resolved to event
//! numbers. Nothing here draws; the app's side is `tui::app::lesson`.
//!
//! ```toml
//! board = "lesson.txt"          # optional, relative to the plan
//!
//! [[stop]]
//! at = "first prune"            # or an event number: at = 140
//! caption = "The column heuristic cuts a branch."
//! caption_fr = "L'heuristique de colonne coupe une branche."   # optional: in French
//! caption_zh = "列启发式剪掉一个分支。"                         # optional: in Chinese
//! panel = "stack"               # optional: the side panel to show
//! speed = 10                    # optional: events per second from here, or "max"
//! ```
//!
//! A stop is an event number or a named moment: `start`, `first prune`, `first backtrack`,
//! `first backjump`, `solution K`, `backtrack K` or `end`. Moments are found by running the
//! search once, headless, through a [`Finder`]; every error names the plan's line.

use std::fmt;
use std::ops::ControlFlow;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use serde::Deserialize;
use toml::Spanned;

use crate::event::{Event, Observer};
use crate::narrate::thousands;

/// A plan larger than this is not a lesson plan.
const MAX_BYTES: u64 = 1 << 20;

/// The most stops a plan may have: far more than a class sits through, few enough that
/// finding them and drawing a slide for each stays a matter of seconds.
pub const MAX_STOPS: usize = 500;

/// How long finding the stops may search before the plan is refused.
pub const FIND_BUDGET: Duration = Duration::from_secs(30);

/// A moment of the search a stop shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Moment {
    /// After this many events (0: the opening screen).
    Event(u64),
    FirstPrune,
    /// The first lizard taken back (for the jumping algorithms, the first backjump, as `b`).
    FirstBacktrack,
    FirstBackjump,
    /// The k-th solution, from 1.
    Solution(u64),
    /// The k-th backtrack, from 1, as `b` counts them.
    Backtrack(u64),
    /// The search's last event.
    End,
}

impl Moment {
    /// Reads a named moment: `first prune`, `solution 3`, `end`...
    fn named(name: &str) -> Result<Self, String> {
        let words: Vec<String> = name
            .split_whitespace()
            .map(str::to_ascii_lowercase)
            .collect();
        let words: Vec<&str> = words.iter().map(String::as_str).collect();
        let count = |k: &str| -> Result<u64, String> {
            match k.parse::<u64>() {
                Err(_) if !k.is_empty() && k.bytes().all(|b| b.is_ascii_digit()) => Err(format!(
                    "{k} is too large: no search has that many (a count takes up to {})",
                    u64::MAX
                )),
                Ok(0) | Err(_) => Err(format!("{k:?} is not a count: they start at 1")),
                Ok(k) => Ok(k),
            }
        };
        match words.as_slice() {
            ["start"] => Ok(Moment::Event(0)),
            ["end"] | ["the", "end"] => Ok(Moment::End),
            ["first", "prune"] => Ok(Moment::FirstPrune),
            ["first", "backtrack"] => Ok(Moment::FirstBacktrack),
            ["first", "backjump"] => Ok(Moment::FirstBackjump),
            ["first", "solution"] => Ok(Moment::Solution(1)),
            ["solution", k] => count(k).map(Moment::Solution),
            ["backtrack", k] => count(k).map(Moment::Backtrack),
            _ => Err(format!(
                "unknown moment {name:?}: use an event number, \"start\", \"first prune\", \
                 \"first backtrack\", \"first backjump\", \"solution K\", \"backtrack K\" or \"end\""
            )),
        }
    }

    /// What the plan's errors call it.
    pub fn describe(self) -> String {
        match self {
            Moment::Event(k) => format!("event {}", thousands(k)),
            Moment::FirstPrune => "the first prune".into(),
            Moment::FirstBacktrack => "the first backtrack".into(),
            Moment::FirstBackjump => "the first backjump".into(),
            Moment::Solution(k) => format!("solution {}", thousands(k)),
            Moment::Backtrack(k) => format!("backtrack {}", thousands(k)),
            Moment::End => "the end".into(),
        }
    }
}

/// One stop of a lesson.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Stop {
    pub at: Moment,
    /// The caption as the plan writes it first (`caption`), in whatever language the
    /// teacher wrote it.
    pub caption: String,
    /// The same caption in French (`caption_fr`) and Chinese (`caption_zh`), when the plan
    /// gives them: a class in that language reads it, others read `caption`.
    pub caption_fr: Option<String>,
    pub caption_zh: Option<String>,
    /// The side panel's name, as `--panel` spells it (the app checks it, see [`Plan::error`]).
    pub panel: Option<String>,
    /// Events per second from this stop on (0: `"max"`, as fast as the app goes).
    pub speed: Option<u32>,
    /// The plan's line where the stop's `at` is written.
    pub line: usize,
    /// The line of its `panel`.
    pub panel_line: usize,
}

impl Stop {
    /// The caption a class in `lang` reads: its own if the plan has one, else `caption`.
    pub fn caption_in(&self, lang: crate::i18n::Lang) -> &str {
        use crate::i18n::Lang;
        let own = match lang {
            Lang::En => None,
            Lang::Fr => self.caption_fr.as_deref(),
            Lang::Zh => self.caption_zh.as_deref(),
        };
        own.unwrap_or(&self.caption)
    }
}

/// A lesson plan as read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Plan {
    /// The plan's file (errors name it).
    pub path: PathBuf,
    /// The board the plan names, relative to the plan's folder already resolved.
    pub board: Option<PathBuf>,
    /// The line of the plan that names the board (an error reading it names the line).
    pub board_line: Option<usize>,
    /// The bound of the search its stops and captions were written for, when it names one:
    /// another bound makes other events, which the captions do not describe.
    pub bound: Option<crate::solve::backtrack::Pruning>,
    pub stops: Vec<Stop>,
}

/// A caption as the narration wraps it: trimmed, and Unicode's line and paragraph
/// separators (and NEL) made spaces, as tabs and line ends are; a terminal would move its
/// cursor on them, or not, as it pleases.
fn spaced(caption: &str) -> String {
    caption
        .trim()
        .chars()
        .map(|c| match c {
            '\u{2028}' | '\u{2029}' | '\u{85}' => ' ',
            c => c,
        })
        .collect::<String>()
        .trim()
        .to_owned()
}

/// What is wrong with a plan, and on which line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlanError {
    pub path: PathBuf,
    pub line: Option<usize>,
    pub message: String,
}

impl fmt::Display for PlanError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.line {
            Some(line) => write!(f, "{}:{line}: {}", self.path.display(), self.message),
            None => write!(f, "{}: {}", self.path.display(), self.message),
        }
    }
}

impl std::error::Error for PlanError {}

/// The search did not reach a stop within the time finding the stops may take: the plan may
/// be right, the budget short (`snapshot --lesson` says it is undecided, exit 3).
#[derive(Debug)]
pub struct TooLong(pub PlanError);

impl fmt::Display for TooLong {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl std::error::Error for TooLong {}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawPlan {
    board: Option<Spanned<String>>,
    /// The bound of the search the stops and captions describe (default: the lesson's).
    bound: Option<Spanned<String>>,
    #[serde(default)]
    stop: Vec<RawStop>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawStop {
    at: Spanned<RawAt>,
    caption: String,
    caption_fr: Option<String>,
    caption_zh: Option<String>,
    panel: Option<Spanned<String>>,
    /// Read as whatever was written, and checked with the stop, so a plan's first mistake
    /// is the one reported, in the plan's words.
    speed: Option<Spanned<RawSpeed>>,
}

#[derive(Deserialize)]
#[serde(untagged)]
enum RawSpeed {
    Number(i64),
    /// `"max"` as `--speed max`: as fast as the app goes.
    Word(String),
    /// Anything else (a fraction, a list): refused with what `speed` takes.
    Other(serde::de::IgnoredAny),
}

impl RawSpeed {
    /// Events per second, 0 for "max" (as the app's speed counts), or what is wrong.
    fn checked(self) -> Result<u32, String> {
        let takes = format!("give events per second, 1 to {MAX_SPEED}, or \"max\"");
        match self {
            RawSpeed::Number(k) if (1..=i64::from(MAX_SPEED)).contains(&k) => {
                off_the_ladder(k as u32).map_or(Ok(k as u32), Err)
            }
            RawSpeed::Number(k) if k > i64::from(MAX_SPEED) => Err(format!(
                "speed {k}: the app plays at most {MAX_SPEED} events per second (\"max\": as \
                 fast as it goes)"
            )),
            RawSpeed::Number(k) => Err(format!("speed {k}: {takes}")),
            RawSpeed::Word(word) if matches!(word.trim(), "max" | "unlimited") => Ok(0),
            RawSpeed::Word(word) => Err(format!("speed {:?}: {takes}", quoted(&word))),
            RawSpeed::Other(_) => Err(format!("speed is not a whole number: {takes}")),
        }
    }
}

/// What a plan wrote, as its errors quote it: 60 characters at most, as a homework file's
/// errors quote what they found.
fn quoted(found: &str) -> String {
    if found.chars().count() > 60 {
        found.chars().take(59).chain(['…']).collect()
    } else {
        found.to_owned()
    }
}

#[derive(Deserialize)]
#[serde(untagged)]
enum RawAt {
    Event(i64),
    /// Past 63 bits: no search reaches it, but it is an event number all the same.
    Large(u64),
    Named(String),
    /// Anything else (a fraction, a list): refused with what `at` takes.
    Other(serde::de::IgnoredAny),
}

/// The TOML reader's message in the plan's words where serde's would puzzle a teacher: a
/// number past 64 bits ("as i128, expected any value"), or `[stop]` for `[[stop]]`.
fn plain(message: &str, key: Option<&str>) -> String {
    if message.starts_with("invalid type: map, expected a sequence") {
        return "`[stop]` is one table: each stop is written `[[stop]]`, with double brackets"
            .to_owned();
    }
    match message.split_once("integer `") {
        Some((_, rest)) if message.contains("as i128") => {
            let number = rest.split('`').next().unwrap_or(rest);
            let below = number.starts_with('-');
            // Said of the field the number was written for, when its line names it.
            let takes = match key {
                Some("speed") => {
                    format!("`speed` takes events per second, 1 to {MAX_SPEED}, or \"max\"")
                }
                Some("at") => "`at` takes an event number of the plan's search".to_owned(),
                _ => format!(
                    "`at` takes an event number of the plan's search, and `speed` events per \
                     second (1 to {MAX_SPEED})"
                ),
            };
            let what = if below { "is below 0" } else { "is too large" };
            format!("{number} {what}: {takes}")
        }
        _ => message.to_owned(),
    }
}

/// The fastest a stop's `speed` (and `--speed`) may ask: the app's fastest pace short of
/// "max".
pub const MAX_SPEED: u32 = 1_000_000;

/// The speeds the app plays at, in events per second, in the even steps `+` and `-` take;
/// 0 is "max".
pub const SPEEDS: &[u32] = &[
    1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000,
    200_000, 500_000, MAX_SPEED, 0,
];

/// What is wrong with a speed of `k` events per second that is not one of [`SPEEDS`]: the
/// two it lies between. A plan asking for 3 would otherwise be played at 2 without a word.
pub fn off_the_ladder(k: u32) -> Option<String> {
    if k == 0 || SPEEDS.contains(&k) {
        return None;
    }
    let below = SPEEDS.iter().rev().find(|&&s| s != 0 && s < k)?;
    let above = SPEEDS.iter().find(|&&s| s > k)?;
    let first: Vec<String> = SPEEDS[..7].iter().map(u32::to_string).collect();
    Some(format!(
        "speed {k}: the app plays at {}, ... events per second (the steps + and - take): \
         give {below} or {above}",
        first.join(", ")
    ))
}

/// The key the line holding byte `offset` of `text` sets (`speed = -3` sets `speed`).
fn key_at(text: &str, offset: usize) -> Option<&str> {
    let start = text[..offset.min(text.len())]
        .rfind('\n')
        .map_or(0, |i| i + 1);
    let line = text[start..].lines().next()?;
    let (key, _) = line.split_once('=')?;
    Some(key.trim())
}

/// The line (from 1) of byte `offset` in `text`.
fn line_of(text: &str, offset: usize) -> usize {
    text.as_bytes()[..offset.min(text.len())]
        .iter()
        .filter(|&&b| b == b'\n')
        .count()
        + 1
}

impl Plan {
    /// Reads a plan file.
    pub fn read(path: &Path) -> Result<Self, PlanError> {
        let error = |message: String| PlanError {
            path: path.to_owned(),
            line: None,
            message,
        };
        let size = std::fs::metadata(path)
            .map_err(|e| error(format!("cannot read the lesson plan: {e}")))?
            .len();
        if size > MAX_BYTES {
            return Err(error(format!(
                "{size} bytes is too large for a lesson plan (at most {MAX_BYTES})"
            )));
        }
        // Read no further than a plan may be: a device (`/dev/zero`) has no size to ask.
        let mut bytes = Vec::new();
        std::fs::File::open(path)
            .and_then(|f| {
                std::io::Read::read_to_end(&mut std::io::Read::take(f, MAX_BYTES + 1), &mut bytes)
            })
            .map_err(|e| error(format!("cannot read the lesson plan: {e}")))?;
        if bytes.len() as u64 > MAX_BYTES {
            return Err(error(format!(
                "more than {MAX_BYTES} bytes is too large for a lesson plan"
            )));
        }
        let text = String::from_utf8(bytes).map_err(|e| {
            let line = e.as_bytes()[..e.utf8_error().valid_up_to()]
                .iter()
                .filter(|&&b| b == b'\n')
                .count()
                + 1;
            PlanError {
                path: path.to_owned(),
                line: Some(line),
                message: "not UTF-8 text: save the plan as UTF-8".into(),
            }
        })?;
        Self::parse(&text, path)
    }

    /// Reads a plan's text; `path` is where it came from (its board is relative to it).
    pub fn parse(text: &str, path: &Path) -> Result<Self, PlanError> {
        let at_line = |line: usize, message: String| PlanError {
            path: path.to_owned(),
            line: Some(line),
            message,
        };
        let raw: RawPlan = toml::from_str(text).map_err(|e| PlanError {
            path: path.to_owned(),
            line: e.span().map(|s| line_of(text, s.start)),
            message: plain(
                e.message().trim_end(),
                e.span().and_then(|span| key_at(text, span.start)),
            ),
        })?;
        let bound = match &raw.bound {
            None => None,
            Some(name) => Some(
                <crate::solve::backtrack::Pruning as clap::ValueEnum>::from_str(
                    name.get_ref(),
                    true,
                )
                .map_err(|_| {
                    at_line(
                        line_of(text, name.span().start),
                        format!(
                            "no bound {:?}: use seed, segments, matching, memo or auto",
                            name.get_ref()
                        ),
                    )
                })?,
            ),
        };
        if let Some(board) = &raw.board
            && board.get_ref().trim().is_empty()
        {
            return Err(at_line(
                line_of(text, board.span().start),
                "`board` is empty: name the board's file (beside the plan), or leave `board` \
                 out (the board is then the command line's, or the demo board)"
                    .into(),
            ));
        }
        if raw.stop.is_empty() {
            return Err(PlanError {
                path: path.to_owned(),
                line: None,
                message: "no stops: add at least one [[stop]] with `at` and `caption`".into(),
            });
        }
        if let Some(stop) = raw.stop.get(MAX_STOPS) {
            return Err(at_line(
                line_of(text, stop.at.span().start),
                format!(
                    "stop {}: a plan has at most {MAX_STOPS} stops (each is a slide, and each \
                     is looked for at every event of the search)",
                    MAX_STOPS + 1
                ),
            ));
        }
        let mut stops = Vec::with_capacity(raw.stop.len());
        for stop in raw.stop {
            let line = line_of(text, stop.at.span().start);
            let at = match stop.at.into_inner() {
                RawAt::Event(k) if k >= 0 => Moment::Event(k as u64),
                RawAt::Large(k) => Moment::Event(k),
                RawAt::Named(name) => Moment::named(&name).map_err(|m| at_line(line, m))?,
                RawAt::Event(k) => {
                    return Err(at_line(
                        line,
                        format!(
                            "{k} is below 0: `at` takes an event number (0, 1, 2, ...) or a \
                             moment's name (\"first prune\", \"solution 2\", \"end\", ...)"
                        ),
                    ));
                }
                RawAt::Other(_) => {
                    return Err(at_line(
                        line,
                        "`at` takes an event number (0, 1, 2, ...) or a moment's name \
                         (\"first prune\", \"solution 2\", \"end\", ...)"
                            .into(),
                    ));
                }
            };
            let speed = match stop.speed {
                None => None,
                Some(speed) => {
                    let line = line_of(text, speed.span().start);
                    Some(speed.into_inner().checked().map_err(|m| at_line(line, m))?)
                }
            };
            if spaced(&stop.caption).is_empty() {
                return Err(at_line(
                    line,
                    "an empty caption: a stop says something to the class".into(),
                ));
            }
            let panel_line = stop
                .panel
                .as_ref()
                .map_or(line, |p| line_of(text, p.span().start));
            stops.push(Stop {
                at,
                caption: spaced(&stop.caption),
                caption_fr: stop.caption_fr.as_deref().map(spaced),
                caption_zh: stop.caption_zh.as_deref().map(spaced),
                panel: stop.panel.map(Spanned::into_inner),
                speed,
                line,
                panel_line,
            });
        }
        let folder = path.parent().unwrap_or(Path::new(""));
        Ok(Self {
            path: path.to_owned(),
            board_line: raw.board.as_ref().map(|b| line_of(text, b.span().start)),
            board: raw.board.map(|b| folder.join(b.into_inner())),
            bound,
            stops,
        })
    }

    /// An error about the plan at `line`.
    pub fn error(&self, line: usize, message: String) -> PlanError {
        PlanError {
            path: self.path.clone(),
            line: Some(line),
            message,
        }
    }
}

/// Finds the event number of every stop's moment while a search runs (it observes the
/// solver's events, and stops it once every moment is found).
pub struct Finder {
    moments: Vec<Moment>,
    found: Vec<Option<u64>>,
    /// Backtracks are backjumps for the jumping algorithms, as `b` counts them.
    jumps: bool,
    events: u64,
    prunes: u64,
    unmarks: u64,
    backjumps: u64,
    solutions: u64,
    wants_end: bool,
    deadline: Option<Instant>,
    budget: Duration,
    late: bool,
}

impl Finder {
    pub fn new(plan: &Plan, jumps: bool, budget: Duration) -> Self {
        let moments: Vec<Moment> = plan.stops.iter().map(|s| s.at).collect();
        let found = moments
            .iter()
            .map(|m| (*m == Moment::Event(0)).then_some(0))
            .collect();
        Self {
            wants_end: moments.contains(&Moment::End),
            moments,
            found,
            jumps,
            events: 0,
            prunes: 0,
            unmarks: 0,
            backjumps: 0,
            solutions: 0,
            deadline: Instant::now().checked_add(budget),
            budget,
            late: false,
        }
    }

    /// Whether the search was stopped by the budget before it found every stop.
    pub fn late(&self) -> bool {
        self.late
    }

    /// Each stop's event number, or the first stop that the search never reaches.
    pub fn finish(self, plan: &Plan) -> Result<Vec<u64>, PlanError> {
        let mut events = Vec::with_capacity(self.found.len());
        for (i, (found, stop)) in self.found.iter().zip(&plan.stops).enumerate() {
            let event = match (found, stop.at) {
                (Some(e), _) => *e,
                (None, Moment::End) if !self.late => self.events,
                (None, _) if self.late => {
                    return Err(plan.error(
                        stop.line,
                        format!(
                            "stop {}: the search did not reach {} within {} s",
                            i + 1,
                            stop.at.describe(),
                            self.budget.as_secs_f64()
                        ),
                    ));
                }
                (None, Moment::FirstBackjump) if !self.jumps => {
                    return Err(plan.error(
                        stop.line,
                        format!(
                            "stop {}: this search never backjumps (it takes its lizards back \
                             one at a time): \"first backtrack\" is its first take-back",
                            i + 1
                        ),
                    ));
                }
                (None, Moment::FirstPrune) => {
                    return Err(plan.error(
                        stop.line,
                        format!(
                            "stop {}: this search never prunes on this board (it ends after \
                             event {})",
                            i + 1,
                            thousands(self.events)
                        ),
                    ));
                }
                (None, _) => {
                    // How far it got, in the moment's own count: a teacher asking for
                    // solution 20 learns there are 17.
                    let count = match stop.at {
                        Moment::Solution(_) => format!(
                            ", with {} solution{}",
                            thousands(self.solutions),
                            if self.solutions == 1 { "" } else { "s" }
                        ),
                        _ => String::new(),
                    };
                    return Err(plan.error(
                        stop.line,
                        format!(
                            "stop {}: {} is past the end of the search (it ends after event \
                             {}{count})",
                            i + 1,
                            stop.at.describe(),
                            thousands(self.events)
                        ),
                    ));
                }
            };
            // `PageDown` goes from each stop to the next: they follow the search's order.
            if let Some(&before) = events.last() {
                let what = match stop.at {
                    Moment::Event(_) => String::new(),
                    at => format!(" ({})", at.describe()),
                };
                let order = if event == before {
                    format!(
                        "stop {} is at event {}{what}, as stop {i} is: one stop an event (say \
                         both in one caption)",
                        i + 1,
                        thousands(event)
                    )
                } else if event < before {
                    format!(
                        "stop {} is at event {}{what}, before stop {i} (event {}): list the \
                         stops in the order the search reaches them",
                        i + 1,
                        thousands(event),
                        thousands(before)
                    )
                } else {
                    String::new()
                };
                if !order.is_empty() {
                    return Err(plan.error(stop.line, order));
                }
            }
            events.push(event);
        }
        Ok(events)
    }
}

impl Observer for Finder {
    fn event(&mut self, event: Event) -> ControlFlow<()> {
        self.events += 1;
        match event {
            Event::Prune { .. } => self.prunes += 1,
            Event::Unmark { .. } => self.unmarks += 1,
            Event::Backjump { .. } => self.backjumps += 1,
            Event::Solution => self.solutions += 1,
            _ => {}
        }
        let backtracks = if self.jumps {
            self.backjumps
        } else {
            self.unmarks
        };
        let backtracked = if self.jumps {
            matches!(event, Event::Backjump { .. })
        } else {
            matches!(event, Event::Unmark { .. })
        };
        let mut missing = false;
        for (moment, found) in self.moments.iter().zip(self.found.iter_mut()) {
            if found.is_some() {
                continue;
            }
            let here = match *moment {
                Moment::Event(k) => self.events == k,
                Moment::FirstPrune => matches!(event, Event::Prune { .. }) && self.prunes == 1,
                Moment::FirstBacktrack => backtracked && backtracks == 1,
                Moment::FirstBackjump => {
                    matches!(event, Event::Backjump { .. }) && self.backjumps == 1
                }
                Moment::Solution(k) => matches!(event, Event::Solution) && self.solutions == k,
                Moment::Backtrack(k) => backtracked && backtracks == k,
                Moment::End => false,
            };
            if here {
                *found = Some(self.events);
            } else {
                missing = true;
            }
        }
        if self.events.is_multiple_of(4096) && self.deadline.is_some_and(|d| Instant::now() > d) {
            self.late = true;
            return ControlFlow::Break(());
        }
        if missing || self.wants_end {
            ControlFlow::Continue(())
        } else {
            ControlFlow::Break(())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> Result<Plan, PlanError> {
        Plan::parse(text, Path::new("plans/p.toml"))
    }

    #[test]
    fn a_caption_is_read_in_the_class_language_if_the_plan_has_it() {
        use crate::i18n::Lang;
        let plan = parse("[[stop]]\nat = 0\ncaption = \"a\"\ncaption_zh = \" 甲 \"\n").unwrap();
        let stop = &plan.stops[0];
        assert_eq!(stop.caption_in(Lang::Zh), "甲");
        assert_eq!(
            stop.caption_in(Lang::Fr),
            "a",
            "no French: the caption as written"
        );
        assert_eq!(stop.caption_in(Lang::En), "a");
        let e = parse("[[stop]]\nat = 0\ncaption = \"a\"\ncaption_de = \"b\"\n").unwrap_err();
        assert!(e.message.contains("caption_de"), "{e}");
    }

    #[test]
    fn stops_read_numbers_and_moments_and_the_board_is_beside_the_plan() {
        let plan = parse(
            "board = \"b.txt\"\n[[stop]]\nat = 0\ncaption = \" a \"\n\n[[stop]]\nat = \"Solution 2\"\ncaption = \"b\"\npanel = \"tree\"\nspeed = 10\n",
        )
        .unwrap();
        assert_eq!(plan.board, Some(PathBuf::from("plans/b.txt")));
        assert_eq!(plan.stops[0].at, Moment::Event(0));
        assert_eq!(plan.stops[0].caption, "a");
        assert_eq!(plan.stops[1].at, Moment::Solution(2));
        assert_eq!(plan.stops[1].line, 7);
        assert_eq!(plan.stops[1].panel_line, 9);
        assert_eq!(plan.stops[1].speed, Some(10));
    }

    #[test]
    fn a_plan_has_at_most_its_stops() {
        let stop = |i: usize| format!("[[stop]]\nat = {i}\ncaption = \"c\"\n");
        let most: String = (0..MAX_STOPS).map(stop).collect();
        assert_eq!(parse(&most).unwrap().stops.len(), MAX_STOPS);
        let e = parse(&(most + &stop(MAX_STOPS))).unwrap_err();
        assert_eq!(e.line, Some(3 * MAX_STOPS + 2), "{e}");
        assert!(e.message.contains("at most 500 stops"), "{e}");
    }

    #[test]
    fn a_caption_has_no_line_separator_left_for_the_terminal() {
        let plan = parse("[[stop]]\nat = 1\ncaption = \"one\\u2028two\\u2029three\\u0085four\"\n")
            .unwrap();
        assert_eq!(plan.stops[0].caption, "one two three four");
    }

    #[test]
    fn errors_name_their_line() {
        let e = parse("[[stop]]\nat = \"first lunch\"\ncaption = \"x\"\n").unwrap_err();
        assert_eq!(e.line, Some(2));
        assert!(e.message.contains("unknown moment"), "{e}");
        let e = parse("[[stop]]\nat = 3\ncaption = \"x\"\ncolour = 1\n").unwrap_err();
        assert_eq!(e.line, Some(4), "{e}");
        let e = parse("[[stop]]\nat = 3\ncaption = \"x\n").unwrap_err();
        assert_eq!(e.line, Some(3), "{e}");
        assert!(parse("board = \"x\"\n").is_err(), "no stops");
        for (big, says) in [
            ("at = 99999999999999999999", "is too large"),
            ("at = 1\nspeed = 99999999999999", "at most 1000000 events"),
            ("at = 1\nspeed = 99999999999999999999", "is too large"),
        ] {
            let e = parse(&format!("[[stop]]\ncaption = \"x\"\n{big}\n")).unwrap_err();
            assert!(e.message.contains(says), "{e}");
            assert_eq!(e.line, Some(big.lines().count() + 2), "{e}");
        }
        // An event number past 63 bits is one all the same: past the end of any search,
        // which finding the stops says.
        // A number out of range is said of its own field only.
        let e = parse("[[stop]]\ncaption = \"x\"\nat = 99999999999999999999\n").unwrap_err();
        assert!(!e.message.contains("speed"), "{e}");
        let e = parse("[[stop]]\ncaption = \"x\"\nat = 1\nspeed = -3\n").unwrap_err();
        assert!(!e.message.contains("`at`"), "{e}");
        // A speed the app does not play at is refused with the two it lies between, not
        // played at the slower one without a word.
        let e = parse("[[stop]]\ncaption = \"x\"\nat = 1\nspeed = 3\n").unwrap_err();
        assert_eq!(e.line, Some(4), "{e}");
        assert!(e.message.contains("give 2 or 5"), "{e}");
        for k in SPEEDS.iter().filter(|&&k| k != 0) {
            let plan = parse(&format!("[[stop]]\ncaption = \"x\"\nat = 1\nspeed = {k}\n"));
            assert_eq!(plan.unwrap().stops[0].speed, Some(*k));
        }
        let plan = parse("[[stop]]\nat = 18446744073709551615\ncaption = \"x\"\n").unwrap();
        assert_eq!(plan.stops[0].at, Moment::Event(u64::MAX));
        let e = parse("# a plan\nboard = \" \"\n[[stop]]\nat = 1\ncaption = \"x\"\n").unwrap_err();
        assert_eq!(e.line, Some(2), "{e}");
        assert!(e.message.contains("`board` is empty"), "{e}");
        let e = parse("[[stop]]\nat = 1\ncaption = \"x\"\npanel = 3\n").unwrap_err();
        assert!(!e.message.contains("too large"), "{e}");
        let e = parse("[[stop]]\nat = 3\ncaption = \"x\"\n\nspeed = 0\n").unwrap_err();
        assert_eq!(e.line, Some(5), "{e}");
        assert!(e.message.starts_with("speed 0"), "{e}");
        // The first mistake is the one reported, whatever kind it is: a speed of 0 on line 5
        // before a negative one on line 9 (read first, the negative one was reported alone).
        let e = parse(
            "[[stop]]\nat = 3\ncaption = \"x\"\n\nspeed = 0\n[[stop]]\nat = 4\ncaption = \"y\"\nspeed = -4\n",
        )
        .unwrap_err();
        assert_eq!(e.line, Some(5), "{e}");
        // "max", as `--speed max`: as fast as the app goes.
        let plan = parse("[[stop]]\nat = 3\ncaption = \"x\"\nspeed = \"max\"\n").unwrap();
        assert_eq!(plan.stops[0].speed, Some(0));
        // `[stop]` for `[[stop]]` is said in the plan's words.
        let e = parse("[stop]\nat = 3\ncaption = \"x\"\n").unwrap_err();
        assert!(e.message.contains("[[stop]]"), "{e}");
        assert!(!e.message.contains("invalid type"), "{e}");
        // A negative number, a word, a speed past the app's fastest, an empty caption: each
        // said in the plan's words, at its line.
        for (stop, says, line) in [
            (
                "at = 1\ncaption = \"x\"\nspeed = -3",
                "speed -3: give events per second, 1 to 1000000, or \"max\"",
                4,
            ),
            (
                "caption = \"x\"\nat = 99999999999999999999",
                "is too large: `at` takes an event number of the plan's search",
                3,
            ),
            (
                "at = 1\ncaption = \"x\"\nspeed = \"fast\"",
                "speed \"fast\": give events per second",
                4,
            ),
            (
                "at = 1\ncaption = \"x\"\nspeed = 2000000",
                "at most 1000000 events",
                4,
            ),
            ("at = 1\ncaption = \"  \"", "an empty caption", 2),
            (
                "at = 1\ncaption = \"x\"\nspeed = 1e308",
                "is not a whole number",
                4,
            ),
            ("caption = \"x\"\nat = -4", "-4 is below 0", 3),
            (
                "caption = \"x\"\nat = \"solution 99999999999999999999999\"",
                "99999999999999999999999 is too large",
                3,
            ),
        ] {
            let e = parse(&format!("[[stop]]\n{stop}\n")).unwrap_err();
            assert!(e.message.contains(says), "{stop}: {e}");
            assert!(!e.message.contains("invalid"), "{stop}: {e}");
            assert!(e.message.chars().count() < 200, "{stop}: {e}");
            assert_eq!(e.line, Some(line), "{stop}: {e}");
        }
    }
}

//! The event stream as a protocol: what `lizards trace` writes and `lizards replay` reads, from
//! our solvers or anyone's.
//!
//! JSON Lines. The first line is a [`Header`] naming the board; every later line is one event.
//! A student's solver needs only four kinds — `place` and `remove` with `row` and `col`,
//! `solution`, `fail` — and may write the rest of ours (`enter`, `reject`, `tree_mask`,
//! `prune`, `move`, ...) if it likes. The reader never trusts the writer: it checks every
//! number it is given, and [`crate::referee`] checks every event against the board.
//! `assets/protocol.schema.json` is the same description as a JSON Schema.

pub mod read;

use std::borrow::Cow;

use serde::{Deserialize, Serialize};

use crate::board::{Board, Cell};
use crate::event::{Bound, Event, Line, Lines, Outcome};

/// The protocol version this lizards writes and reads.
pub const VERSION: u32 = 1;

/// The stream's first line: which board the events are about.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Header {
    /// The protocol version, [`VERSION`].
    pub lizards: u32,
    pub n: u32,
    pub p: u32,
    /// Each tree as `[row, col]`, 0-based.
    #[serde(default, deserialize_with = "pairs")]
    pub trees: Vec<[u32; 2]>,
    /// Who wrote the stream: one of our algorithms' names, or the writer's own. `sa` (a local
    /// search, whose lizards may see each other until the end) changes what the referee allows.
    #[serde(default)]
    pub algo: String,
    /// The bound the app's backtrack ran with (`seed`, `auto`, ...), as `trace` writes it:
    /// a replay then runs and shows that search, not the lesson's default one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bound: Option<String>,
}

impl Header {
    /// The header of a stream about `board`, `p` lizards, written by `algo`.
    pub fn new(board: &Board, p: u32, algo: &str) -> Self {
        Self {
            lizards: VERSION,
            n: board.n() as u32,
            p,
            trees: board
                .cells()
                .filter(|&c| board.is_tree(c))
                .map(|c| [c.row, c.col])
                .collect(),
            algo: algo.to_owned(),
            bound: None,
        }
    }

    /// The bound named in the header, if it is one of backtrack's.
    pub fn pruning(&self) -> Option<crate::solve::backtrack::Pruning> {
        let name = self.bound.as_deref()?;
        <crate::solve::backtrack::Pruning as clap::ValueEnum>::from_str(name, true).ok()
    }

    /// The header a homework file stands for, when the board is given separately from the
    /// stream (`--board`): its board, its p, and its algorithm line as one of our names
    /// (DFS is backtrack, SA is sa), so an annealing stream is refereed as a local search.
    /// The header a board file stands for (`--board`): its algorithm line as the homework
    /// names it (`dfs`, `bfs`, `sa`), the name a student's stream gives it too; the stream
    /// is someone's solver of that homework, not the app's own code.
    pub fn from_homework(hw: &crate::homework::Homework) -> Self {
        let algo = hw
            .algorithm
            .as_deref()
            .filter(|a| crate::solve::Algorithm::from_homework(a).is_some())
            .map_or(String::new(), str::to_ascii_lowercase);
        Self::new(&hw.board, hw.lizards, &algo)
    }

    /// Whether the writer is a local search: annealing places lizards that see each other and
    /// moves them until none does, so only its `solution` must be clean.
    pub fn local_search(&self) -> bool {
        // As the homework file writes it (`SA`) or as we do (`sa`).
        self.algo.eq_ignore_ascii_case("sa")
    }
}

/// A tree's row or column: a `u32` whose wrong type (a list, a word) is said in the tree's
/// words, where serde would say "expected u32". A line cut short stays a line cut short.
struct TreeNumber(u32);

impl<'de> Deserialize<'de> for TreeNumber {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct Visit;
        impl serde::de::Visitor<'_> for Visit {
            type Value = TreeNumber;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a tree's row or column, a whole number from 0 (like [1, 3])")
            }
            fn visit_u64<E: serde::de::Error>(self, v: u64) -> Result<TreeNumber, E> {
                u32::try_from(v)
                    .map(TreeNumber)
                    .map_err(|_| E::invalid_value(serde::de::Unexpected::Unsigned(v), &self))
            }
        }
        d.deserialize_u32(Visit)
    }
}

/// Trees as `[row, col]` pairs, refusing a third number by name: a fixed-size array would
/// stop at the second and call the rest "more after the end of the JSON".
fn pairs<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Vec<[u32; 2]>, D::Error> {
    struct Pair([u32; 2]);
    impl<'de> Deserialize<'de> for Pair {
        fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
            struct Visit;
            impl<'de> serde::de::Visitor<'de> for Visit {
                type Value = Pair;
                fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                    f.write_str("a tree as [row, col]")
                }
                fn visit_seq<A: serde::de::SeqAccess<'de>>(
                    self,
                    mut seq: A,
                ) -> Result<Pair, A::Error> {
                    let short = || serde::de::Error::custom("a tree is [row, col]: two numbers");
                    let row = seq.next_element::<TreeNumber>()?.ok_or_else(short)?.0;
                    let col = seq.next_element::<TreeNumber>()?.ok_or_else(short)?.0;
                    if seq.next_element::<serde::de::IgnoredAny>()?.is_some() {
                        return Err(serde::de::Error::custom(
                            "a tree is [row, col]: two numbers, and this one has more",
                        ));
                    }
                    Ok(Pair([row, col]))
                }
            }
            d.deserialize_seq(Visit)
        }
    }
    let pairs: Vec<Pair> = Deserialize::deserialize(d)?;
    Ok(pairs.into_iter().map(|p| p.0).collect())
}

/// What a line is, read without building it: a header names `lizards`, an event its `event`;
/// whether it names `trees`. Big values (a header's trees) are skipped, not stored.
#[derive(Deserialize)]
struct Peek {
    #[serde(default)]
    lizards: Present,
    event: Option<serde_json::Value>,
    #[serde(default)]
    trees: Present,
    #[serde(default)]
    n: Present,
}

/// Whether a key is in the object, whatever its value (`null` too, which `Option` would
/// read as absent).
#[derive(Default)]
struct Present(bool);

impl<'de> Deserialize<'de> for Present {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        serde::de::IgnoredAny::deserialize(d).map(|_| Present(true))
    }
}

/// The line peeked at, `None` for a list: serde reads a struct from a list too (`[1, 3, 2]`
/// would name `lizards`, `event` and `trees` by position).
fn peek(line: &str) -> Option<Result<Peek, serde_json::Error>> {
    (!line.trim_start().starts_with('[')).then(|| serde_json::from_str(line))
}

/// One event line as it arrives: every field any event may have, all optional, so that one
/// pass of the JSON parser reads any line (and fields we do not know are ignored).
#[derive(Deserialize)]
struct Wire<'a> {
    #[serde(borrow)]
    event: Option<Cow<'a, str>>,
    lizards: Option<serde::de::IgnoredAny>,
    row: Option<u32>,
    col: Option<u32>,
    cell: Option<WireCell>,
    lines: Option<WireLines>,
    masked: Option<WireLines>,
    left: Option<u32>,
    room: Option<u32>,
    #[serde(borrow)]
    bound: Option<Cow<'a, str>>,
    from: Option<Spot>,
    to: Option<Spot>,
    conflicts: Option<u64>,
    delta: Option<i32>,
    accepted: Option<bool>,
    energy: Option<u32>,
    milli_kelvin: Option<u32>,
    depth: Option<u32>,
    frontier: Option<u32>,
    width: Option<u32>,
    #[serde(borrow)]
    outcome: Option<Cow<'a, str>>,
}

#[derive(Deserialize, Clone, Copy)]
struct WireCell {
    row: u32,
    col: u32,
}

impl From<WireCell> for Cell {
    fn from(w: WireCell) -> Self {
        Cell::new(w.row, w.col)
    }
}

/// `from` and `to` are columns in a backjump and cells in a move.
#[derive(Deserialize, Clone, Copy)]
#[serde(untagged)]
enum Spot {
    Column(u32),
    Cell(WireCell),
}

/// A list of line names, read into four bits without allocating.
struct WireLines(Lines);

impl<'de> Deserialize<'de> for WireLines {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct Visit;
        impl<'de> serde::de::Visitor<'de> for Visit {
            type Value = WireLines;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a list of lines: row, column, diagonal, anti-diagonal")
            }
            fn visit_seq<A: serde::de::SeqAccess<'de>>(
                self,
                mut seq: A,
            ) -> Result<WireLines, A::Error> {
                let mut lines = Lines::NONE;
                while let Some(name) = seq.next_element::<Cow<'de, str>>()? {
                    let line = Line::ALL
                        .into_iter()
                        .find(|l| l.name() == name)
                        .ok_or_else(|| {
                            serde::de::Error::custom(format!(
                                "{name:?} is not a line: row, column, diagonal or anti-diagonal"
                            ))
                        })?;
                    lines = lines.with(line);
                }
                Ok(WireLines(lines))
            }
        }
        d.deserialize_seq(Visit)
    }
}

/// What one event line holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Item {
    Event(Event),
    /// An event this version does not know: skipped (the reader warns once).
    Unknown(String),
}

/// A line that is not a well-formed event: `column` is 1-based, within the line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Malformed {
    pub column: usize,
    pub reason: String,
}

fn malformed(column: usize, reason: impl Into<String>) -> Malformed {
    Malformed {
        column,
        reason: reason.into(),
    }
}

/// The fixed reasons a line is refused for, each with the message that says it in the
/// screen's language ([`said_reason`]); the command line says them in English.
const CUT_LINE: &str = "the line ends inside its JSON (a bracket or a quote left open?)";
const BARE_WORD: &str = "a bare word: JSON writes text in double quotes, and only true, false and null without them \
     (a program's own messages, debug prints included, go to its standard error)";
const NOT_JSON: &str = "not JSON: a value starts with a double quote, a digit, -, [, {, true, false or null \
     (a program's own messages, debug prints included, go to its standard error)";
const KEY_NOT_STRING: &str = "a key must be written in double quotes";
const TRAILING_COMMA: &str = "a comma before a closing bracket, which JSON does not allow";
const TRAILING_CHARACTERS: &str = "more after the end of the JSON: one event a line";
const SECOND_HEADER: &str = "a second header: a stream has one, on its first line";
const NO_EVENT_FIELD: &str = "an event line needs an \"event\" field";
const EVENT_NOT_NAMED: &str =
    "the \"event\" field names the event in double quotes (\"place\", \"remove\", ...)";
/// A stream with no line at all, where a header was looked for (without `--board`).
pub const EMPTY_NO_HEADER: &str = "the stream is empty: it must start with its header line";
/// A stream with no line at all, where events were looked for (with `--board`).
pub const EMPTY_NO_EVENT: &str = "the stream is empty: not one event, nor a header";

/// The protocol's fixed reasons and their messages.
pub const SAID: [(&str, &str); 12] = [
    (CUT_LINE, "protocol-cut-line"),
    (BARE_WORD, "protocol-bare-word"),
    (NOT_JSON, "protocol-not-json"),
    (KEY_NOT_STRING, "protocol-key-not-string"),
    (TRAILING_COMMA, "protocol-trailing-comma"),
    (TRAILING_CHARACTERS, "protocol-trailing-characters"),
    (SECOND_HEADER, "protocol-second-header"),
    (NO_EVENT_FIELD, "protocol-no-event-field"),
    (EVENT_NOT_NAMED, "protocol-event-not-named"),
    (NOT_AN_OBJECT, "protocol-not-an-object"),
    (EMPTY_NO_HEADER, "protocol-empty-no-header"),
    (EMPTY_NO_EVENT, "protocol-empty-no-event"),
];

/// Where a line is not JSON at all (a debug print, a board file's line), the reason goes on
/// with the line's start after this, quoted: a program's standard output is saved nowhere,
/// and the line is the clue.
pub const LINE_READS: &str = "; the line reads ";

/// A reason, and the line it quotes if it does ([`LINE_READS`]).
pub fn split_quoted(reason: &str) -> (&str, Option<&str>) {
    match reason.split_once(LINE_READS) {
        Some((reason, quoted)) => (reason, Some(quoted)),
        None => (reason, None),
    }
}

/// `reason`, with the start of `line` quoted where the line is not JSON at all.
pub fn quoting(reason: String, line: &str) -> String {
    if reason != NOT_JSON && reason != BARE_WORD {
        return reason;
    }
    const SHOWN: usize = 60;
    let start: String = line.trim().chars().take(SHOWN).collect();
    let cut = if line.trim().chars().count() > SHOWN {
        "…"
    } else {
        ""
    };
    format!("{reason}{LINE_READS}{start:?}{cut}")
}

/// The message id that says `reason` in the screen's language, when it is one of the
/// protocol's fixed reasons (the others are said as written).
pub fn said_reason(reason: &str) -> Option<&'static str> {
    SAID.iter()
        .find(|(text, _)| *text == reason)
        .map(|(_, id)| *id)
}

/// Parses the header line.
pub fn parse_header(line: &str) -> Result<Header, Malformed> {
    let peeked = match peek(line) {
        Some(peeked) => peeked.map_err(|e| json_error(line, e))?,
        None => return Err(malformed(crate::homework::indent(line), NOT_AN_OBJECT)),
    };
    if !peeked.lizards.0 && peeked.event.is_none() && peeked.n.0 {
        // A header that forgot its version: `{"n": 4, "p": 2, ...}`.
        return Err(malformed(
            1,
            "a header starts with \"lizards\": 1 (the protocol's version), which this line \
             lacks: {\"lizards\": 1, \"n\": .., \"p\": .., \"trees\": [[r, c], ...]}",
        ));
    }
    if !peeked.lizards.0 {
        let what = peeked
            .event
            .as_ref()
            .and_then(|e| e.as_str())
            .map_or("this line".to_owned(), |e| format!("a {e:?} event"));
        return Err(malformed(
            1,
            format!(
                "the stream must start with its header, {{\"lizards\": 1, \"n\": .., \"p\": .., \
                 \"trees\": [[r, c], ...], \"algo\": \"..\"}}, or the board must be given with \
                 --board; {what} came first"
            ),
        ));
    }
    // Read again from the text, not the value: an error then has its column, and a key
    // said twice is refused (a value keeps the last, and the stream would be refereed on
    // a board it did not mean).
    let header: Header = serde_json::from_str(line).map_err(|e| json_error(line, e))?;
    if header.lizards != VERSION {
        return Err(malformed(
            1,
            format!(
                "protocol version {} is not one this lizards reads (it reads version {VERSION})",
                header.lizards
            ),
        ));
    }
    let max = crate::board::MAX_SIDE as u32;
    if !(1..=max).contains(&header.n) {
        return Err(malformed(
            column_of(line, "\"n\""),
            format!("n = {} is not a board side from 1 to {max}", header.n),
        ));
    }
    // Any p is a question (more lizards than cells is a board to `fail` on).
    if let Some((k, tree)) = header
        .trees
        .iter()
        .enumerate()
        .find(|(_, t)| t[0] >= header.n || t[1] >= header.n)
    {
        return Err(malformed(
            tree_column(line, k),
            format!(
                "the tree at [{}, {}] is off the {n} x {n} board (rows and columns are 0 to {})",
                tree[0],
                tree[1],
                header.n - 1,
                n = header.n
            ),
        ));
    }
    // A tree listed twice is a header written carelessly, perhaps a cell meant elsewhere: a
    // referee says so rather than read it as one tree. Every tree is on the board by now.
    let mut planted = Board::empty(header.n as usize);
    for (k, &[r, c]) in header.trees.iter().enumerate() {
        let cell = Cell::new(r, c);
        if planted.is_tree(cell) {
            let first = header.trees.iter().position(|t| *t == [r, c]).unwrap_or(k);
            return Err(malformed(
                tree_column(line, k),
                format!(
                    "the tree at [{r}, {c}] is listed twice (trees {} and {} of the list)",
                    first + 1,
                    k + 1
                ),
            ));
        }
        planted.set_tree(cell, true);
    }
    Ok(header)
}

/// Whether `line` is a header (an object with a `"lizards"` field) rather than an event.
pub fn is_header(line: &str) -> bool {
    matches!(peek(line), Some(Ok(p)) if p.lizards.0)
}

/// The header of a stream whose board is given separately (`--board`), from the stream's own
/// header `line`: it may leave out the trees (the board's are taken) or the algorithm (the
/// board file's is taken), but what it does say must agree with the board, so a stream
/// recorded on another board is refused rather than refereed against the wrong one.
pub fn agree(given: &Header, line: &str) -> Result<Header, Malformed> {
    let mut header = parse_header(line)?;
    let disagree = |key: &str, what: String| {
        malformed(
            column_of(line, key),
            format!("the header disagrees with the board given with --board: it says {what}"),
        )
    };
    if header.n != given.n {
        return Err(disagree(
            "\"n\"",
            format!("n = {} (the board is {n} x {n})", header.n, n = given.n),
        ));
    }
    if header.p != given.p {
        return Err(disagree(
            "\"p\"",
            format!("p = {} (the board file's p is {})", header.p, given.p),
        ));
    }
    let names_trees = matches!(peek(line), Some(Ok(p)) if p.trees.0);
    if names_trees {
        // The trees as sets: a tree listed twice names the same board (as without --board).
        let mut said = header.trees.clone();
        let mut board = given.trees.clone();
        said.sort_unstable();
        said.dedup();
        board.sort_unstable();
        board.dedup();
        if said != board {
            let first = said
                .iter()
                .find(|t| board.binary_search(t).is_err())
                .map(|t| format!("a tree at [{}, {}], where that board has none", t[0], t[1]))
                .or_else(|| {
                    board
                        .iter()
                        .find(|t| said.binary_search(t).is_err())
                        .map(|t| {
                            format!("no tree at [{}, {}], where that board has one", t[0], t[1])
                        })
                })
                .unwrap_or_else(|| "other trees".to_owned());
            return Err(disagree("\"trees\"", first));
        }
    } else {
        header.trees = given.trees.clone();
    }
    if header.algo.is_empty() {
        header.algo = given.algo.clone();
    }
    Ok(header)
}

/// The board a header names.
pub fn board(header: &Header) -> Board {
    let n = header.n as usize;
    let mut board = Board::empty(n);
    for &[r, c] in &header.trees {
        board.set_tree(Cell::new(r, c), true);
    }
    board
}

/// Parses one event line (not the header).
pub fn parse_event(line: &str) -> Result<Item, Malformed> {
    // serde reads a struct from a list by position (`[1, 2]` would be an event named 1).
    if line.trim_start().starts_with('[') {
        return Err(malformed(1, NOT_AN_OBJECT));
    }
    let wire: Wire = serde_json::from_str(line).map_err(|e| json_error(line, e))?;
    if wire.lizards.is_some() {
        return Err(malformed(1, SECOND_HEADER));
    }
    let Some(name) = wire.event.as_deref() else {
        // `"event": null` is there, and says no name: told apart from a line without one.
        if line.contains("\"event\"") {
            return Err(malformed(1, EVENT_NOT_NAMED));
        }
        return Err(malformed(1, NO_EVENT_FIELD));
    };
    let need = |what: &str| malformed(1, format!("a {name:?} event needs {what}"));
    let cell = || -> Result<Cell, Malformed> {
        match (wire.cell, wire.row, wire.col) {
            // Two places for one event: which did the program mean? A `row` or a `col` beside
            // `cell` must say what `cell` says (the same cell twice is read).
            (Some(c), row, col)
                if row.is_some_and(|r| r != c.row) || col.is_some_and(|k| k != c.col) =>
            {
                let other = |v: Option<u32>| v.map_or("-".to_owned(), |v| v.to_string());
                Err(malformed(
                    1,
                    format!(
                        "a {name:?} event names two cells: \"cell\" ({}, {}) and \"row\"/\"col\" \
                         ({}, {}); give one",
                        c.row,
                        c.col,
                        other(row),
                        other(col)
                    ),
                ))
            }
            (Some(c), _, _) => Ok(c.into()),
            (None, Some(row), Some(col)) => Ok(Cell::new(row, col)),
            _ => Err(need("\"row\" and \"col\"")),
        }
    };
    let lines = |w: &Option<WireLines>| w.as_ref().map_or(Lines::NONE, |l| l.0);
    let number = |v: Option<u32>, field: &str| v.ok_or_else(|| need(&format!("{field:?}")));
    let event = match name {
        "enter" => Event::Enter { cell: cell()? },
        "tree_mask" => Event::TreeMask {
            cell: cell()?,
            lines: lines(&wire.lines),
        },
        "tree_unmask" => Event::TreeUnmask {
            cell: cell()?,
            lines: lines(&wire.lines),
        },
        "place" => Event::Place {
            cell: cell()?,
            masked: lines(&wire.masked),
        },
        "reject" => Event::Reject {
            cell: cell()?,
            lines: lines(&wire.lines),
        },
        "remove" | "unmark" => Event::Unmark {
            cell: cell()?,
            masked: lines(&wire.masked),
        },
        "prune" => Event::Prune {
            cell: cell()?,
            left: number(wire.left, "left")?,
            room: number(wire.room, "room")?,
            bound: bound(wire.bound.as_deref()).ok_or_else(|| need("a known \"bound\""))?,
        },
        "backjump" => match (wire.from, wire.to) {
            (Some(Spot::Column(from)), Some(Spot::Column(to))) => Event::Backjump {
                from,
                to,
                conflicts: wire.conflicts.unwrap_or(0),
            },
            _ => return Err(need("\"from\" and \"to\" columns")),
        },
        "move" => match (wire.from, wire.to) {
            (Some(Spot::Cell(from)), Some(Spot::Cell(to))) => Event::Move {
                from: from.into(),
                to: to.into(),
                delta: wire.delta.unwrap_or(crate::event::UNSAID_DELTA),
                accepted: wire.accepted.unwrap_or(true),
            },
            _ => return Err(need("\"from\" and \"to\" cells")),
        },
        "anneal" => Event::Anneal {
            energy: number(wire.energy, "energy")?,
            milli_kelvin: wire.milli_kelvin.unwrap_or(0),
        },
        "dequeue" => Event::Dequeue {
            depth: number(wire.depth, "depth")?,
            frontier: wire.frontier.unwrap_or(0),
        },
        "level" => Event::Level {
            depth: number(wire.depth, "depth")?,
            width: wire.width.unwrap_or(0),
        },
        "solution" => Event::Solution,
        "fail" => Event::Done {
            outcome: Outcome::Exhausted,
        },
        "done" => Event::Done {
            outcome: outcome(wire.outcome.as_deref()).ok_or_else(|| need("a known \"outcome\""))?,
        },
        other => return Ok(Item::Unknown(other.to_owned())),
    };
    Ok(Item::Event(event))
}

fn bound(name: Option<&str>) -> Option<Bound> {
    let name = name?;
    Bound::ALL.into_iter().find(|b| {
        serde_json::to_value(b)
            .ok()
            .is_some_and(|v| v.as_str() == Some(name))
    })
}

fn outcome(name: Option<&str>) -> Option<Outcome> {
    Some(match name? {
        "found" => Outcome::Found,
        "exhausted" => Outcome::Exhausted,
        "cancelled" => Outcome::Cancelled,
        "gave_up" => Outcome::GaveUp,
        _ => return None,
    })
}

/// serde_json's error, with the column it points at (its lines are ours: one JSON a line).
/// Its syntax errors are a parser's words ("expected ident"); a person who edited a stream by
/// hand gets what is wrong in theirs.
/// What a line that is not a JSON object is told.
const NOT_AN_OBJECT: &str = "every line is a JSON object in braces, {\"event\": \"place\", ...} \
                             (the first: the header, {\"lizards\": 1, ...})";

fn json_error(line: &str, e: serde_json::Error) -> Malformed {
    let text = e.to_string();
    // serde_json counts bytes; a column here counts characters, as everywhere else.
    let byte = e.column().max(1) - 1;
    // "... at line 1 column 17": the position is ours to say.
    let said = text
        .rsplit_once(" at line ")
        .map_or(text.as_str(), |(r, _)| r);
    let reason = if e.is_eof() {
        CUT_LINE.to_owned()
    } else if e.is_syntax() {
        match said {
            "expected ident" => BARE_WORD.to_owned(),
            "expected value" => NOT_JSON.to_owned(),
            "key must be a string" => KEY_NOT_STRING.to_owned(),
            "trailing comma" => TRAILING_COMMA.to_owned(),
            "trailing characters" => TRAILING_CHARACTERS.to_owned(),
            other => format!("not valid JSON: {other}"),
        }
    } else if said.contains("expected struct") {
        // serde's words for a list or a number where an object belongs (`[]`, `7`).
        NOT_AN_OBJECT.to_owned()
    } else if let Some(rest) = said
        .strip_prefix("invalid type: ")
        .or_else(|| said.strip_prefix("invalid value: "))
    {
        // serde's "invalid type: null, expected u32": the protocol's words for what belongs.
        let (found, expected) = rest.split_once(", expected ").unwrap_or((rest, ""));
        let wanted = match expected {
            "u32" => "a whole number from 0 to 4294967295",
            "u64" | "usize" => "a whole number from 0",
            "i32" | "i64" => "a whole number",
            "a string" | "a borrowed string" => "text in double quotes",
            "a boolean" => "true or false",
            // A tree list: `"trees": {"1": 1}`.
            "a sequence" => "a list in brackets ([[r, c], ...])",
            "" => "another value",
            other => other,
        };
        // serde's names for what it found, in JSON's: `sequence` is a list, `string "a"` is
        // "a", `integer -1` is -1.
        let found = found.replace('`', "");
        let found = match found.as_str() {
            // A number too large for its field comes as serde's float (`1e23`): the line's
            // own digits say it as it was written.
            other if other.starts_with("floating point ") => written_number(line, byte + 1)
                .unwrap_or_else(|| other["floating point ".len()..].to_owned()),
            "sequence" => "a list".to_owned(),
            "map" => "an object".to_owned(),
            other => ["integer ", "string ", "floating point ", "boolean "]
                .iter()
                .find_map(|kind| other.strip_prefix(kind))
                .unwrap_or(other)
                .to_owned(),
        };
        format!("{wanted} belongs here, not {found}")
    } else if said.contains("untagged enum Spot") {
        // A `from` or `to` that is neither a column nor a cell (`-1`, `"3"`).
        "\"from\" and \"to\" are a column in a backjump (a whole number from 0) and a cell in \
         a move ({\"row\": 1, \"col\": 3})"
            .to_owned()
    } else {
        said.to_owned()
    };
    let column = line
        .get(..byte.min(line.len()))
        .map_or(byte, |before| before.chars().count())
        + 1;
    malformed(column, reason)
}

/// The number literal that ends at byte `end` of `line` (or before a comma or a brace
/// there), as written: serde_json points at its last digit.
fn written_number(line: &str, end: usize) -> Option<String> {
    let number = |c: char| c.is_ascii_digit() || "+-.eE".contains(c);
    let before = line.get(..end.min(line.len()))?;
    let before = before.trim_end_matches(|c: char| c.is_whitespace() || ",}]".contains(c));
    let start = before
        .char_indices()
        .rev()
        .find(|&(_, c)| !number(c))
        .map_or(0, |(i, c)| i + c.len_utf8());
    let literal = &before[start..];
    (!literal.is_empty() && literal.chars().any(|c| c.is_ascii_digit())).then(|| literal.to_owned())
}

/// The 1-based column of `key` in `line` (1 when it is not there).
fn column_of(line: &str, key: &str) -> usize {
    line.find(key).map_or(1, |i| line[..i].chars().count() + 1)
}

/// The 1-based column where tree number `k` (0-based) opens its `[`.
fn tree_column(line: &str, k: usize) -> usize {
    let Some(start) = line.find("\"trees\"") else {
        return 1;
    };
    // The first `[` after the key opens the list; the (k + 2)-th opens tree k.
    line[start..]
        .char_indices()
        .filter(|&(_, c)| c == '[')
        .nth(k + 1)
        .map_or(1, |(i, _)| line[..start + i].chars().count() + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_students_four_events_read_as_ours() {
        let place = parse_event(r#"{"event":"place","row":2,"col":3}"#).unwrap();
        assert_eq!(
            place,
            Item::Event(Event::Place {
                cell: Cell::new(2, 3),
                masked: Lines::NONE
            })
        );
        let remove = parse_event(r#"{"event": "remove", "row": 2, "col": 3}"#).unwrap();
        assert!(
            matches!(remove, Item::Event(Event::Unmark { cell, .. }) if cell == Cell::new(2, 3))
        );
        assert_eq!(
            parse_event(r#"{"event":"solution"}"#).unwrap(),
            Item::Event(Event::Solution)
        );
        assert_eq!(
            parse_event(r#"{"event":"fail"}"#).unwrap(),
            Item::Event(Event::Done {
                outcome: Outcome::Exhausted
            })
        );
    }

    #[test]
    fn every_event_we_write_reads_back_the_same() {
        let events = [
            Event::Reject {
                cell: Cell::new(5, 2),
                lines: Lines::NONE.with(Line::Diagonal).with(Line::Row),
            },
            Event::Prune {
                cell: Cell::new(1, 1),
                left: 3,
                room: 2,
                bound: Bound::RowsColumns,
            },
            Event::Backjump {
                from: 5,
                to: 2,
                conflicts: 0b101,
            },
            Event::Move {
                from: Cell::new(0, 1),
                to: Cell::new(3, 4),
                delta: -2,
                accepted: false,
            },
            Event::Done {
                outcome: Outcome::GaveUp,
            },
        ];
        for event in events {
            let line = serde_json::to_string(&event).unwrap();
            assert_eq!(parse_event(&line).unwrap(), Item::Event(event), "{line}");
        }
    }

    #[test]
    fn an_event_with_two_different_cells_is_refused_and_one_cell_twice_is_read() {
        let e = parse_event(r#"{"event":"place","row":1,"col":2,"cell":{"row":3,"col":0}}"#)
            .unwrap_err();
        assert!(e.reason.contains("names two cells"), "{e:?}");
        assert!(
            e.reason.contains("(3, 0)") && e.reason.contains("(1, 2)"),
            "{e:?}"
        );
        // Half of another cell beside `cell` is another cell too.
        let e = parse_event(r#"{"event":"place","cell":{"row":0,"col":0},"row":2}"#).unwrap_err();
        assert!(e.reason.contains("names two cells"), "{e:?}");
        assert!(e.reason.contains("(2, -)"), "{e:?}");
        let same = parse_event(r#"{"event":"enter","row":1,"col":2,"cell":{"row":1,"col":2}}"#);
        assert_eq!(
            same.unwrap(),
            Item::Event(Event::Enter {
                cell: Cell::new(1, 2)
            })
        );
    }

    #[test]
    fn an_unknown_event_is_named_not_refused() {
        assert_eq!(
            parse_event(r#"{"event":"think","about":"life"}"#).unwrap(),
            Item::Unknown("think".into())
        );
    }

    #[test]
    fn a_hand_edited_line_is_told_in_words_not_a_parser_s() {
        for (line, says, column) in [
            (r#"{"event": nope}"#, "a bare word", 12),
            (r#"{"event": "enter", "#, "ends inside its JSON", 19),
            (r#"{event: "enter"}"#, "in double quotes", 2),
            (
                r#"{"event": "enter",}"#,
                "a comma before a closing bracket",
                19,
            ),
            (r#"{"event": "enter"} x"#, "one event a line", 20),
            (r#"#{"event": "enter"}"#, "not JSON", 1),
        ] {
            let e = parse_event(line).unwrap_err();
            assert!(e.reason.contains(says), "{line}: {e:?}");
            assert!(!e.reason.contains("expected"), "{line}: {e:?}");
            assert_eq!(e.column, column, "{line}: {e:?}");
        }
    }

    #[test]
    fn an_error_after_wide_characters_counts_them_as_one_column_each() {
        let e = parse_header(r#"{"lizards":1,"algo":"深度优先","n":4,"p":-1}"#).unwrap_err();
        // `-1` starts at character 39 (the four Chinese characters are 12 bytes).
        assert_eq!(e.column, 39, "{e:?}");
    }

    #[test]
    fn a_header_of_the_wrong_type_or_with_a_key_twice_points_at_it() {
        let e = parse_header(r#"{"lizards":1,"n":4,"p":-1}"#).unwrap_err();
        assert_eq!(e.column, 25, "{e:?}");
        assert!(e.reason.contains("-1"), "{e:?}");
        let e =
            parse_header(r#"{"lizards":1,"n":4,"p":2,"trees":[],"algo":"x","n":5}"#).unwrap_err();
        assert!(e.reason.contains("duplicate field `n`"), "{e:?}");
        assert!(e.column > 40, "{e:?}");
    }

    /// serde's words ("a sequence", a field missing where it is null) said in the protocol's.
    #[test]
    fn a_missing_version_a_null_event_and_a_tree_object_are_said_plainly() {
        let e = parse_header(r#"{"n":4,"p":2,"trees":[]}"#).unwrap_err();
        assert!(
            e.reason.starts_with("a header starts with \"lizards\": 1"),
            "{e:?}"
        );
        let Err(e) = parse_event(r#"{"event":null}"#) else {
            panic!("a null event is read")
        };
        assert_eq!(e.reason, EVENT_NOT_NAMED);
        let e = parse_header(r#"{"lizards":1,"n":4,"p":2,"trees":{"1":1}}"#).unwrap_err();
        assert!(e.reason.starts_with("a list in brackets"), "{e:?}");
        assert!(!e.reason.contains("sequence"), "{e:?}");
    }

    #[test]
    fn a_header_out_of_range_points_at_its_number() {
        let e = parse_header(r#"{"lizards":1,"n":3,"p":2,"trees":[[0,0],[1,7]],"algo":"x"}"#)
            .unwrap_err();
        assert_eq!(e.column, 41, "{e:?}");
        assert!(e.reason.contains("[1, 7]"), "{e:?}");
        let e = parse_header(r#"{"lizards":1,"n":3,"p":2,"trees":[[1,1],[0,2],[1,1]],"algo":"x"}"#)
            .unwrap_err();
        assert_eq!(e.column, 47, "{e:?}");
        assert!(
            e.reason.contains("[1, 1] is listed twice (trees 1 and 3"),
            "{e:?}"
        );
        let e = parse_header(r#"{"lizards":1,"n":0,"p":0}"#).unwrap_err();
        assert_eq!(e.column, 14, "{e:?}");
        let e = parse_event(r#"{"event":"place","row":-1,"col":0}"#).unwrap_err();
        assert!(e.column > 20, "{e:?}");
    }
}

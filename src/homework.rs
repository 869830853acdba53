//! The homework file format, read leniently where real files are messy and strictly where they
//! are wrong.
//!
//! Input: an optional algorithm line (`DFS`, `BFS` or `SA`, any case), `n`, `p`, then `n` rows of
//! `n` digits (`0` empty, `2` tree). Output: `OK` and the grid with `1` for lizards, or `FAIL`.
//!
//! Files found in the wild use CRLF, a lone CR, trailing spaces, a blank line after every line,
//! no final newline, no algorithm line, and junk after the grid. All of those are accepted (junk
//! after the grid gives a warning). A row of the wrong length, a stray digit, too few rows, `n = 0`
//! or a bad `p` are errors that name the line and column.
//!
//! Reading is bounded by what the header allows ([`read_bounded`]): at most 64 KiB before `n` is
//! known, then about twice the bytes of an `n x n` grid, and no line longer than a row and its
//! slack. `/dev/zero` or a 200 MB line is refused with the line and column where it went too far,
//! and error messages quote at most 60 characters of what they found.

use anyhow::Context;

use crate::board::{Board, Cell, MAX_SIDE};

mod read;
pub use read::{Wide, read_bounded, read_within, wide};

/// Where in the file something went wrong (1-based, as editors count).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("line {line}, column {column}: {message}")]
pub struct ParseError {
    pub line: usize,
    pub column: usize,
    pub message: String,
}

/// A parsed input file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Homework {
    /// The algorithm line as written (upper-cased), if the file has one. It names the homework's
    /// search strategy; every one of them must give a valid answer, so it does not pick our solver.
    pub algorithm: Option<String>,
    pub board: Board,
    /// `p`: how many lizards to place.
    pub lizards: u32,
    /// Things that were accepted but look wrong (junk after the grid).
    pub warnings: Vec<String>,
    /// How the file was written, so that saving it back keeps its form.
    pub form: FileForm,
}

/// The parts of a file's form that a save keeps, so that saving a board changes its rows and
/// nothing else a diff (or the teacher who wrote it) would notice.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FileForm {
    /// The algorithm line as written (its case kept, spaces trimmed), or `None` if the file
    /// had none.
    pub algorithm: Option<String>,
    /// How lines end (the one most of the file's lines use).
    pub line_end: LineEnd,
    /// The last line ends with a line end too.
    pub final_line_end: bool,
    /// The file starts with a byte-order mark.
    pub bom: bool,
    /// What the file holds after its grid (a comment, notes), which the search ignores: as
    /// written, from its first line that is not blank, to the end of the file. A save puts it
    /// back, where it would otherwise lose the teacher's notes.
    pub after_grid: String,
    /// The file as it was read (or last saved), when it was: a save of a board of the same
    /// side rewrites its cells, p and the algorithm line in it and keeps every other byte
    /// (blank lines, spaces around a number), which the fields above only describe; but a
    /// file that mixes its line ends gets the one most of its lines use, notes included.
    pub template: Option<std::sync::Arc<str>>,
}

impl Default for FileForm {
    /// A new file: `DFS` on line 1, `\n` line ends, the last line ended.
    fn default() -> Self {
        Self {
            algorithm: Some("DFS".to_string()),
            line_end: LineEnd::Lf,
            final_line_end: true,
            bom: false,
            after_grid: String::new(),
            template: None,
        }
    }
}

/// A line end as a file writes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum LineEnd {
    /// `\n`: Unix.
    #[default]
    Lf,
    /// `\r\n`: Windows.
    CrLf,
    /// A lone `\r`: classic Mac OS, and some editors still.
    Cr,
}

impl LineEnd {
    pub fn as_str(self) -> &'static str {
        match self {
            LineEnd::Lf => "\n",
            LineEnd::CrLf => "\r\n",
            LineEnd::Cr => "\r",
        }
    }

    /// The line end most of `text`'s lines use (`\n` if it has none; on a tie, the one that
    /// comes first). Not merely the first: files written on one system and edited on another
    /// mix them, and some peer inputs end only their first line with a lone `\r` and every
    /// other with `\n`; written back with the first, such a file would read as one line.
    fn most_in(text: &str) -> Self {
        Self::counted(text).0
    }

    /// Whether `text` ends its lines in more than one way.
    fn mixed_in(text: &str) -> bool {
        Self::counted(text).1
    }

    /// The line end most lines of `text` use (the first met of those most used), and whether
    /// another is used too.
    fn counted(text: &str) -> (Self, bool) {
        let bytes = text.as_bytes();
        let (mut counts, mut first) = ([0usize; 3], [usize::MAX; 3]);
        let mut i = 0;
        while i < bytes.len() {
            let end = match bytes[i..] {
                [b'\r', b'\n', ..] => LineEnd::CrLf,
                [b'\r', ..] => LineEnd::Cr,
                [b'\n', ..] => LineEnd::Lf,
                _ => {
                    i += 1;
                    continue;
                }
            };
            let k = end as usize;
            counts[k] += 1;
            first[k] = first[k].min(i);
            i += end.as_str().len();
        }
        let most = [LineEnd::Lf, LineEnd::CrLf, LineEnd::Cr]
            .into_iter()
            .filter(|&end| counts[end as usize] > 0)
            .max_by_key(|&end| (counts[end as usize], std::cmp::Reverse(first[end as usize])))
            .unwrap_or_default();
        (most, counts.iter().filter(|&&c| c > 0).count() > 1)
    }
}

/// What the homework wants written back.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Answer {
    Ok(Vec<Cell>),
    Fail,
}

const ALGORITHMS: [&str; 3] = ["DFS", "BFS", "SA"];

/// Splits on `\r\n`, `\n` or a lone `\r`, numbering physical lines from 1.
fn lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    let mut rest = text;
    let mut number = 0;
    std::iter::from_fn(move || {
        if rest.is_empty() {
            return None;
        }
        number += 1;
        let end = rest.find(['\r', '\n']).unwrap_or(rest.len());
        let line = &rest[..end];
        let skip = match &rest.as_bytes()[end..] {
            [b'\r', b'\n', ..] => 2,
            [] => 0,
            _ => 1,
        };
        rest = &rest[end + skip..];
        Some((number, line))
    })
}

/// Lines with trailing white space trimmed, blank ones skipped.
fn content_lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    lines(text)
        .map(|(n, l)| (n, l.trim_end()))
        .filter(|(_, l)| !l.trim_start().is_empty())
}

fn error(line: usize, column: usize, message: impl Into<String>) -> ParseError {
    ParseError {
        line,
        column,
        message: message.into(),
    }
}

/// Column (1-based, in characters) where the trimmed content of `line` starts.
pub(crate) fn indent(line: &str) -> usize {
    line.chars().count() - line.trim_start().chars().count() + 1
}

/// The longest quotation of a file's text in an error message, in characters.
const QUOTE_CHARS: usize = 60;

/// `text` quoted for an error message, cut to [`QUOTE_CHARS`] with `…`.
fn quote(text: &str) -> String {
    match text.char_indices().nth(QUOTE_CHARS) {
        Some((cut, _)) => format!("{:?}…", &text[..cut]),
        None => format!("{text:?}"),
    }
}

fn parse_number(line: usize, text: &str, what: &str) -> Result<u64, ParseError> {
    let col = indent(text);
    let t = text.trim();
    if let Some(rest) = t.strip_prefix('-')
        && rest.parse::<u64>().is_ok()
    {
        return Err(error(
            line,
            col,
            format!("{what} must not be negative, found {t}"),
        ));
    }
    t.parse::<u64>().map_err(|_| {
        if t.bytes().all(|b| b.is_ascii_digit()) {
            error(line, col, format!("{what} is too large: {}", quote(t)))
        } else {
            error(
                line,
                col,
                format!("{what} must be a whole number, found {}", quote(t)),
            )
        }
    })
}

/// Reads a grid row of `n` cells; `allowed` lists the digits that may appear.
fn parse_row(
    line: usize,
    text: &str,
    n: usize,
    row: usize,
    allowed: &[u8],
    out: &mut Vec<u8>,
) -> Result<(), ParseError> {
    let start = indent(text);
    let cells = text.trim().as_bytes();
    let what = match allowed {
        [b'0', b'2'] => "0 (empty) or 2 (tree)",
        _ => "0 (empty), 1 (lizard) or 2 (tree)",
    };
    // Columns count characters. Past the n-th cell only a control character is told (a NUL
    // is no cell); a digit or a letter there makes the row too long, said below.
    for (i, ch) in text.trim().chars().enumerate() {
        let cell = u8::try_from(ch).is_ok_and(|b| allowed.contains(&b));
        if i < n && !cell {
            return Err(error(
                line,
                start + i,
                format!("row {row}: expected {what}, found {ch:?}"),
            ));
        }
        if i >= n && ch.is_control() {
            return Err(error(
                line,
                start + i,
                format!(
                    "row {row}: found {ch:?} after its {} (a homework file is plain text)",
                    crate::narrate::plural(n as u64, "cell")
                ),
            ));
        }
    }
    if cells.len() != n {
        let found = text.trim().chars().count();
        return Err(error(
            line,
            start + found.min(n),
            format!(
                "row {row} has {}, expected {n}",
                crate::narrate::plural(found as u64, "cell")
            ),
        ));
    }
    out.extend_from_slice(cells);
    Ok(())
}

/// Reads `n` grid rows; returns the digits row-major and the line after the last row.
fn parse_grid<'a>(
    it: &mut impl Iterator<Item = (usize, &'a str)>,
    n: usize,
    allowed: &[u8],
    last_line: usize,
) -> Result<Vec<u8>, ParseError> {
    let mut digits = Vec::new();
    let mut seen_line = last_line;
    for row in 1..=n {
        let Some((line, text)) = it.next() else {
            return Err(error(
                seen_line + 1,
                1,
                format!("expected {n} grid rows, found {}", row - 1),
            ));
        };
        // Named as the app and the referee name rows: from 0.
        parse_row(line, text, n, row - 1, allowed, &mut digits)?;
        seen_line = line;
    }
    Ok(digits)
}

fn parse_side(line: usize, text: &str) -> Result<usize, ParseError> {
    let n = parse_number(line, text, "n (the board side)")?;
    if n == 0 {
        return Err(error(
            line,
            indent(text),
            "n (the board side) must be at least 1",
        ));
    }
    if n > MAX_SIDE as u64 {
        return Err(error(
            line,
            indent(text),
            format!(
                "n = {n} is larger than the largest board ({MAX_SIDE} x {MAX_SIDE}, about {} MB \
                 to solve)",
                MAX_SIDE * MAX_SIDE * crate::board::BYTES_PER_CELL / 1_000_000
            ),
        ));
    }
    Ok(n as usize)
}

/// How messages name a file: `-` is "standard input", wherever it is read.
pub fn name(path: &std::path::Path) -> String {
    if path.as_os_str() == "-" {
        "standard input".to_string()
    } else {
        path.display().to_string()
    }
}

/// Reads and parses an input file (`-` is standard input). Errors name the file, and the line
/// and column; warnings stay in the result for the caller to show.
pub fn read_file(path: &std::path::Path) -> anyhow::Result<Homework> {
    let text = read_text(path, None)?;
    parse_input(&text).with_context(|| name(path))
}

/// `error`, a stream's header that could not be read from `path`; or, where the file reads
/// as a homework board (given in a stream's place: `replay input.txt`), that it is one.
pub fn stream_error(path: &std::path::Path, error: anyhow::Error) -> anyhow::Error {
    // A regular file only: a second open of a FIFO waits for a writer that may never come.
    let board = path != std::path::Path::new("-")
        && std::fs::metadata(path).is_ok_and(|m| m.is_file())
        && read_text(path, None).is_ok_and(|text| parse_input(&text).is_ok());
    if !board {
        return error;
    }
    let shown = name(path);
    anyhow::anyhow!(
        "{shown} is a homework board, not a stream of events: replay plays what a solver \
         writes (`lizards trace {shown} > run.jsonl` writes one, and `--board {shown}` checks \
         a stream against this board); `lizards {shown}` opens the board itself, and \
         `lizards solve {shown}` solves it"
    )
}

/// Reads a file (`-` is standard input) within the bounds of [`read_bounded`]; `side` is the
/// board's side when it is known before the file is read (an answer's).
pub fn read_text(path: &std::path::Path, side: Option<usize>) -> anyhow::Result<String> {
    read_path(path, |reader| read_bounded(reader, side))
}

/// Reads an answer for a board of `side` as [`read_within`] does: a file longer than any
/// answer for the board comes back cut, with where it went past.
pub fn read_answer_text(
    path: &std::path::Path,
    side: usize,
) -> anyhow::Result<(String, Option<ParseError>)> {
    read_path(path, |reader| read_within(reader, Some(side)))
}

/// Runs `read` on the file at `path` (`-`: standard input), naming it in any error.
fn read_path<T>(
    path: &std::path::Path,
    read: impl FnOnce(&mut dyn std::io::Read) -> anyhow::Result<T>,
) -> anyhow::Result<T> {
    if path == std::path::Path::new("-") {
        crate::output::stdin_open()
            .and_then(|()| read(&mut std::io::stdin().lock()))
            .context("standard input")
    } else {
        let mut file =
            std::fs::File::open(path).with_context(|| format!("cannot read {}", path.display()))?;
        // A folder opens, and fails at the first read: said as a file that cannot be read.
        read(&mut file).map_err(|e| {
            let what = if e.downcast_ref::<std::io::Error>().is_some() {
                format!("cannot read {}", path.display())
            } else {
                path.display().to_string()
            };
            e.context(what)
        })
    }
}

/// Parses an input file.
pub fn parse_input(full: &str) -> Result<Homework, ParseError> {
    let text = full.strip_prefix('\u{feff}').unwrap_or(full);
    let mut it = content_lines(text).peekable();
    let Some(&(first_line, first)) = it.peek() else {
        return Err(error(
            1,
            1,
            "the file is empty: expected the algorithm, n, p and the grid",
        ));
    };
    let word = first.trim();
    let algorithm = if word.bytes().all(|b| b.is_ascii_digit()) {
        None
    } else {
        let upper = word.to_ascii_uppercase();
        if word.starts_with('{') {
            return Err(error(
                first_line,
                indent(first),
                "this is JSON, as an event stream's header is, not a homework board (the \
                 algorithm, n, p and the grid): `lizards replay FILE` plays a stream, and \
                 `lizards replay --check FILE` referees it",
            ));
        }
        if !ALGORITHMS.contains(&upper.as_str()) {
            return Err(error(
                first_line,
                indent(first),
                format!(
                    "unknown algorithm {}: expected DFS, BFS or SA (or no line at all)",
                    quote(word)
                ),
            ));
        }
        it.next();
        Some(upper)
    };
    let (n_line, n_text) = it
        .next()
        .ok_or_else(|| error(first_line + 1, 1, "missing n (the board side)"))?;
    let n = parse_side(n_line, n_text)?;
    let (p_line, p_text) = it
        .next()
        .ok_or_else(|| error(n_line + 1, 1, "missing p (the number of lizards)"))?;
    // More lizards than any board has cells, however many digits: no placement holds them,
    // so such a p is read as the largest p and answered FAIL like any p above the free cells.
    let all_digits = !p_text.trim().is_empty() && p_text.trim().bytes().all(|b| b.is_ascii_digit());
    let p = match parse_number(p_line, p_text, "p (the number of lizards)") {
        Err(_) if all_digits => u64::MAX,
        parsed => parsed?,
    };
    let lizards = u32::try_from(p).unwrap_or(u32::MAX);
    let mut warnings = Vec::new();
    if u64::from(lizards) != p {
        warnings.push(format!(
            "line {p_line}: p = {} is read as {}, the largest p (more lizards than any board \
             holds, as the file's p is)",
            quote(p_text.trim()),
            u32::MAX
        ));
    }
    // A p that looks like a grid row ("000" on a 3 x 3 board): the p line may be missing.
    let row_like =
        n > 1 && p_text.trim().len() == n && p_text.trim().bytes().all(|b| b"02".contains(&b));
    // A file with one row too many still reads whole; a p written with a leading zero, as
    // no p is, says so rather than answering for p = 0 without a word.
    if row_like && p_text.trim().starts_with('0') {
        warnings.push(format!(
            "line {p_line}: p is written {}, like a row of the grid, and is read as {p}: is \
             the p line missing?",
            quote(p_text.trim())
        ));
    }
    let digits = parse_grid(&mut it, n, b"02", p_line).map_err(|mut e| {
        // A missing p line: the first grid row was read as p, and one row is short.
        if row_like && e.message.ends_with(&format!("found {}", n - 1)) {
            e.message += &format!(
                " (line {p_line}, {}, was read as p: is the p line missing?)",
                quote(p_text.trim())
            );
        }
        e
    })?;
    let board = Board::from_trees(n, digits.iter().map(|&d| d == b'2').collect());
    let extra: Vec<(usize, &str)> = it.collect();
    // The lines are slices of `text`: where the first one after the grid starts.
    let after_grid = extra
        .first()
        .and_then(|(_, first)| (first.as_ptr() as usize).checked_sub(text.as_ptr() as usize))
        .and_then(|start| text.get(start..))
        .unwrap_or_default()
        .to_string();
    if let Some((first_extra, _)) = extra.first() {
        warnings.push(format!(
            "line {first_extra}: {} line(s) after the {n} grid rows ignored",
            extra.len()
        ));
    }
    let form = FileForm {
        algorithm: algorithm.as_ref().map(|_| word.to_string()),
        line_end: LineEnd::most_in(text),
        final_line_end: text.ends_with(['\r', '\n']),
        bom: text.len() < full.len(),
        after_grid,
        template: Some(std::sync::Arc::from(full)),
    };
    Ok(Homework {
        form,
        algorithm,
        board,
        lizards,
        warnings,
    })
}

/// An answer file as written: `FAIL`, or `OK` with its lizards and the trees it shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AnswerFile {
    Ok { lizards: Vec<Cell>, trees: Board },
    Fail,
}

/// Parses an answer file for a board of side `n`. Whether its trees match the input is the
/// referee's business ([`crate::validate::check_answer`]), not the parser's; so is a square
/// grid of the wrong size, which parses as a board of its own size. Anything after the grid,
/// or after `FAIL`, is an error: a grader must not pass an answer with a tenth row.
pub fn parse_answer(text: &str, n: usize) -> Result<AnswerFile, ParseError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut it = content_lines(text);
    let Some((line, word)) = it.next() else {
        return Err(error(1, 1, "the answer is empty: expected OK or FAIL"));
    };
    let rows: Vec<(usize, &str)> = it.collect();
    match word.trim() {
        "FAIL" => {
            return match rows.first() {
                Some(&(extra, text)) => Err(error(
                    extra,
                    indent(text),
                    "nothing may follow FAIL".to_string(),
                )),
                None => Ok(AnswerFile::Fail),
            };
        }
        "OK" => {}
        other => {
            return Err(error(
                line,
                indent(word),
                format!("expected OK or FAIL, found {}", quote(other)),
            ));
        }
    }
    let k = rows.len();
    let square = k != n
        && (1..=MAX_SIDE).contains(&k)
        && rows.iter().all(|(_, r)| r.trim().chars().count() == k);
    let side = if square { k } else { n };
    let mut grid = rows.iter().copied();
    let digits = parse_grid(&mut grid, side, b"012", line)?;
    if let Some((extra, text)) = grid.next() {
        return Err(error(
            extra,
            indent(text),
            format!("the answer goes on after the {side} grid rows"),
        ));
    }
    let lizards = digits
        .iter()
        .enumerate()
        .filter(|&(_, &d)| d == b'1')
        .map(|(i, _)| Cell::new((i / side) as u32, (i % side) as u32))
        .collect();
    let trees = Board::from_trees(side, digits.iter().map(|&d| d == b'2').collect());
    Ok(AnswerFile::Ok { lizards, trees })
}

/// The first place where an answer's layout strays from what `solve` writes (a byte-order
/// mark, spaces around a line's text, a blank line, or a lone CR line end), and how many
/// lines do. [`parse_answer`] reads past these, as
/// graders that compare words do; `check` still says so, since a grader that compares lines
/// exactly would mark such an answer wrong.
pub fn answer_layout_strays(text: &str) -> Option<String> {
    // A byte-order mark some editors write first: invisible, but a byte a line compare sees.
    let mark = text
        .starts_with('\u{feff}')
        .then_some((1, "a byte-order mark (U+FEFF, invisible) before the text"));
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    // The one line end after the last line is no line; blank lines after it are, as
    // anywhere else (a grader comparing lines sees them).
    let spaced = lines(text).filter_map(|(line, l)| {
        let what = if l.is_empty() {
            "a blank line"
        } else if l.trim_start() != l {
            "spaces before the text"
        } else if l.trim_end() != l {
            "spaces after the text"
        } else {
            return None;
        };
        Some((line, what))
    });
    // A lone CR ends lines on classic Mac OS: read as one, but a grader that splits on `\n`
    // sees a single line (CRLF is read without a word: Windows graders write it themselves).
    let lone_cr = lone_crs(text).map(|line| {
        (
            line,
            "a lone CR ending the line (classic Mac OS), where solve writes \\n",
        )
    });
    let mut strays: Vec<(usize, &str)> = mark.into_iter().chain(spaced).chain(lone_cr).collect();
    strays.sort_by_key(|&(line, _)| line);
    let &(line, what) = strays.first()?;
    // Lines, not findings: a mark and spaces on line 1 are one line.
    let mut lines: Vec<usize> = strays.iter().map(|&(line, _)| line).collect();
    lines.dedup();
    let more = match lines.len() - 1 {
        0 => String::new(),
        1 => " (and 1 line more)".to_string(),
        k => format!(" (and {k} lines more)"),
    };
    Some(format!(
        "line {line}: {what}{more}; read past here, but a grader that compares lines exactly \
         marks the answer wrong"
    ))
}

/// The lines (1-based) that a lone `\r` (one no `\n` follows) ends.
fn lone_crs(text: &str) -> impl Iterator<Item = usize> + '_ {
    let bytes = text.as_bytes();
    let mut line = 1;
    bytes.iter().enumerate().filter_map(move |(i, &b)| {
        let lone = b == b'\r' && bytes.get(i + 1) != Some(&b'\n');
        let this = line;
        if lone || b == b'\n' {
            line += 1;
        }
        lone.then_some(this)
    })
}

/// Where an answer's grid shows `cell`: its line and column in the file (1-based, counted as
/// [`parse_answer`] counts them), so that a wrong lizard is pointed at where it is written.
pub fn answer_position(text: &str, cell: Cell) -> Option<(usize, usize)> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let (line, row) = content_lines(text).nth(1 + cell.row as usize)?;
    Some((line, indent(row) + cell.col as usize))
}

/// Writes the homework answer: `OK` and the grid, or `FAIL`. Lines end in `\n`.
pub fn format_answer(board: &Board, answer: &Answer) -> String {
    let Answer::Ok(lizards) = answer else {
        return "FAIL\n".to_string();
    };
    let n = board.n();
    let mut grid: Vec<u8> = board
        .tree_flags()
        .iter()
        .map(|&t| if t { b'2' } else { b'0' })
        .collect();
    for c in lizards {
        grid[c.row as usize * n + c.col as usize] = b'1';
    }
    let mut out = String::with_capacity(3 + n * (n + 1));
    out.push_str("OK\n");
    for row in grid.chunks(n) {
        out.push_str(std::str::from_utf8(row).expect("digits are ASCII"));
        out.push('\n');
    }
    out
}

/// Writes an input file for `board` and `p` in the given form (used when the editor saves a
/// board): a byte-order mark and the algorithm line only if the form has them, its line ends,
/// and the last line ended only if the form's was.
pub fn format_input(board: &Board, lizards: u32, form: &FileForm) -> String {
    if let Some(text) = form
        .template
        .as_deref()
        .and_then(|template| rewrite(template, board, lizards, form))
    {
        return text;
    }
    let end = form.line_end.as_str();
    let mut out = String::with_capacity(16 + board.n() * (board.n() + 2));
    if form.bom {
        out.push('\u{feff}');
    }
    if let Some(algorithm) = &form.algorithm {
        out.push_str(algorithm);
        out.push_str(end);
    }
    out.push_str(&format!("{}{end}{lizards}{end}", board.n()));
    for row in board.tree_flags().chunks(board.n()) {
        out.extend(row.iter().map(|&t| if t { '2' } else { '0' }));
        out.push_str(end);
    }
    if !form.after_grid.is_empty() {
        // As written, its own line ends and the file's last one included.
        out.push_str(&form.after_grid);
    } else if !form.final_line_end {
        out.truncate(out.len() - end.len());
    }
    out
}

/// `template` (a file read before) with the cells of `board`, `lizards` and the form's
/// algorithm line written into it, every other byte as it was; `None` when the template is
/// not a file of a board of this side, or when its algorithm line would have to go.
fn rewrite(template: &str, board: &Board, lizards: u32, form: &FileForm) -> Option<String> {
    let n = board.n();
    let text = template.strip_prefix('\u{feff}').unwrap_or(template);
    let offset = |line: &str| line.as_ptr() as usize - template.as_ptr() as usize;
    // The trimmed content of a line, as a byte range of the template.
    let content = |line: &str| {
        let start = offset(line) + (line.len() - line.trim_start().len());
        start..start + line.trim().len()
    };
    let mut read = content_lines(text).map(|(_, line)| line);
    let mut first = read.next()?;
    let mut edits: Vec<(std::ops::Range<usize>, String)> = Vec::new();
    if first.trim().bytes().all(|b| b.is_ascii_digit()) {
        if let Some(algorithm) = &form.algorithm {
            let start = offset(first);
            edits.push((
                start..start,
                format!("{algorithm}{}", form.line_end.as_str()),
            ));
        }
    } else {
        let written = content(first);
        match &form.algorithm {
            Some(algorithm) if template[written.clone()] == **algorithm => {}
            Some(algorithm) => edits.push((written, algorithm.clone())),
            None => return None,
        }
        first = read.next()?;
    }
    if first.trim().parse::<usize>().ok()? != n {
        return None;
    }
    let p_line = read.next()?;
    let p_written = p_line.trim();
    let p_read = match p_written.parse::<u64>() {
        Ok(p) => u32::try_from(p).unwrap_or(u32::MAX),
        Err(_) if p_written.bytes().all(|b| b.is_ascii_digit()) => u32::MAX,
        Err(_) => return None,
    };
    if p_read != lizards {
        edits.push((content(p_line), lizards.to_string()));
    }
    for row in board.tree_flags().chunks(n) {
        let line = read.next()?;
        if line.trim().chars().count() != n {
            return None;
        }
        edits.push((
            content(line),
            row.iter().map(|&t| if t { '2' } else { '0' }).collect(),
        ));
    }
    let mut out = String::with_capacity(template.len() + 16);
    let mut at = 0;
    for (range, with) in edits {
        out.push_str(&template[at..range.start]);
        out.push_str(&with);
        at = range.end;
    }
    out.push_str(&template[at..]);
    if LineEnd::mixed_in(template) {
        // A file that mixes its line ends (some peer inputs end their first line with a lone
        // `\r`) gets the one most of its lines use, so that it still splits into lines on it.
        let end = form.line_end.as_str();
        let ended = out.ends_with(['\r', '\n']);
        let mut even: Vec<&str> = lines(&out).map(|(_, line)| line).collect();
        if ended {
            even.push("");
        }
        return Some(even.join(end));
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn err(text: &str) -> ParseError {
        parse_input(text).expect_err("should not parse")
    }

    /// A save changes the cells, p and the algorithm line, and no other byte: blank lines,
    /// spaces around a number, an indented row, a note after the grid.
    #[test]
    fn a_save_keeps_every_byte_but_what_changed() {
        let text = "\u{feff}bfs \r\n\r\n 3 \r\n\r\n2   \r\n  020\r\n\r\n000 \r\n002\r\n\r\nmy note";
        let mut hw = parse_input(text).unwrap();
        assert_eq!(format_input(&hw.board, hw.lizards, &hw.form), text);
        hw.board.set_tree(Cell::new(1, 1), true);
        hw.board.set_tree(Cell::new(0, 1), false);
        let saved = format_input(&hw.board, 3, &hw.form);
        assert_eq!(
            saved,
            "\u{feff}bfs \r\n\r\n 3 \r\n\r\n3   \r\n  000\r\n\r\n020 \r\n002\r\n\r\nmy note"
        );
        let again = parse_input(&saved).unwrap();
        assert_eq!((again.board, again.lizards), (hw.board.clone(), 3));
        // Another algorithm is written over the line, or before the first when there was none.
        let form = FileForm {
            algorithm: Some("SA".into()),
            ..hw.form.clone()
        };
        assert!(format_input(&hw.board, 3, &form).starts_with("\u{feff}SA \r\n\r\n 3 \r\n"));
        // A file that mixes its line ends gets the one most of its lines use.
        let mixed = parse_input("DFS\r\n\n2\n1\n00\r02\n").unwrap();
        assert_eq!(
            format_input(&mixed.board, 1, &mixed.form),
            "DFS\n\n2\n1\n00\n02\n"
        );
        let bare = parse_input("\n4\n\n1\n0000\n0200\n0000\n0000").unwrap();
        let form = FileForm {
            algorithm: Some("BFS".into()),
            ..bare.form.clone()
        };
        assert_eq!(
            format_input(&bare.board, 1, &form),
            "\nBFS\n4\n\n1\n0000\n0200\n0000\n0000"
        );
    }

    /// A board of another side is written anew, in the file's line ends.
    #[test]
    fn a_resized_board_is_written_in_the_files_form() {
        let hw = parse_input("DFS\r\n\r\n2\r\n1\r\n00\r\n02\r\n").unwrap();
        let bigger = hw.board.resized(3);
        assert_eq!(
            format_input(&bigger, 1, &hw.form),
            "DFS\r\n3\r\n1\r\n000\r\n020\r\n000\r\n"
        );
    }

    #[test]
    fn reads_the_plain_format() {
        let hw = parse_input("DFS\n3\n2\n000\n020\n000\n").unwrap();
        assert_eq!(hw.algorithm.as_deref(), Some("DFS"));
        assert_eq!(hw.board.n(), 3);
        assert_eq!(hw.lizards, 2);
        assert!(hw.board.is_tree(Cell::new(1, 1)));
        assert_eq!(hw.board.tree_count(), 1);
        assert!(hw.warnings.is_empty());
    }

    #[test]
    fn an_answers_stray_spaces_and_blank_lines_are_pointed_at() {
        assert_eq!(answer_layout_strays("OK\r\n10\r\n00\r\n"), None);
        assert_eq!(answer_layout_strays("FAIL"), None);
        let at = |text: &str| answer_layout_strays(text).unwrap();
        assert!(at(" OK\n10\n00\n").starts_with("line 1: spaces before the text;"));
        // Lone CRs: said at the first; CRLF is not.
        assert!(at("OK\r10\r00\r").starts_with(
            "line 1: a lone CR ending the line (classic Mac OS), where solve writes \\n (and 2 lines more)"
        ));
        assert!(at("OK\n10\r00\r").starts_with("line 2: a lone CR"));
        assert_eq!(answer_layout_strays("OK\r\n10\r\n00\r\n"), None);
        assert!(at("OK\n10 \n00\n").starts_with("line 2: spaces after the text;"));
        assert!(at("OK\n10\n\n00 \n").starts_with("line 3: a blank line (and 1 line more);"));
        assert!(at("OK\n\t10\n 00\n").starts_with("line 2: spaces before the text (and 1 line"));
        // The line end after the last line is no line; blank lines after it are, as the
        // README says of blank lines (a grader comparing lines sees them).
        assert_eq!(answer_layout_strays("FAIL\n"), None);
        assert!(at("FAIL\n\n\n").starts_with("line 2: a blank line (and 1 line more);"));
        assert!(at("OK\r\n10\r\n00\r\n\r\n").starts_with("line 4: a blank line;"));
        // A byte-order mark is invisible in an editor, and a byte to a line compare.
        assert!(at("\u{feff}OK\n10\n00\n").starts_with("line 1: a byte-order mark"));
        assert!(!at("\u{feff} OK\n10\n00\n").contains("more"));
        assert!(at("\u{feff}OK\n10 \n00\n").starts_with(
            "line 1: a byte-order mark (U+FEFF, invisible) before the text (and 1 line more);"
        ));
    }

    #[test]
    fn a_p_past_32_bits_is_read_as_the_largest_and_a_warning_says_so() {
        let exact = parse_input("DFS\n2\n4294967295\n00\n00\n").unwrap();
        assert_eq!(exact.lizards, u32::MAX);
        assert!(exact.warnings.is_empty(), "{:?}", exact.warnings);
        for p in ["4294967296", "123456789012345678901234567890"] {
            let hw = parse_input(&format!("DFS\n2\n{p}\n00\n00\n")).unwrap();
            assert_eq!(hw.lizards, u32::MAX);
            assert_eq!(hw.warnings.len(), 1, "{:?}", hw.warnings);
            let warning = &hw.warnings[0];
            assert!(warning.starts_with(&format!("line 3: p = \"{p}\" is read as 4294967295")));
        }
    }

    #[test]
    fn accepts_messy_line_endings_and_blank_lines() {
        let a = parse_input("bfs\r2\r\n1\n\n00  \r\n\n20").unwrap();
        assert_eq!(a.algorithm.as_deref(), Some("BFS"));
        assert_eq!(a.board.n(), 2);
        assert!(a.board.is_tree(Cell::new(1, 0)));
    }

    #[test]
    fn algorithm_line_may_be_missing() {
        let hw = parse_input("2\n1\n00\n00").unwrap();
        assert_eq!(hw.algorithm, None);
        assert_eq!(hw.lizards, 1);
    }

    #[test]
    fn junk_after_the_grid_is_a_warning() {
        let hw = parse_input("DFS\n1\n1\n0\n\n1111\nxx\n").unwrap();
        assert_eq!(
            hw.warnings,
            vec!["line 6: 2 line(s) after the 1 grid rows ignored"]
        );
    }

    /// A note after the grid is written back as it was, line ends and all: a save must not
    /// lose what the search ignores.
    #[test]
    fn what_follows_the_grid_is_written_back() {
        for text in [
            "dfs  \n2\n1\n00\n02\n# my comment\n",
            "DFS\r\n2\r\n1\r\n00\r\n02\r\n# one\r\n  two",
        ] {
            let hw = parse_input(text).unwrap();
            let again = format_input(&hw.board, hw.lizards, &hw.form);
            assert!(
                again.ends_with(
                    text.split_once("02")
                        .unwrap()
                        .1
                        .trim_start_matches(['\r', '\n'])
                ),
                "{again:?}"
            );
            let read = parse_input(&again).unwrap();
            assert_eq!((read.board, read.lizards), (hw.board, hw.lizards));
        }
    }

    #[test]
    fn errors_name_line_and_column() {
        let e = err("DFS\n3\n1\n000\n0700\n000\n");
        assert_eq!((e.line, e.column), (5, 2));
        assert!(e.message.contains("found '7'"), "{e}");

        let e = err("DFS\n3\n1\n000\n0000\n000\n");
        assert_eq!((e.line, e.column), (5, 4));
        // The second grid row is row 1, as the app and the referee name it.
        assert!(e.message.contains("row 1 has 4 cells, expected 3"), "{e}");

        let e = err("DFS\n3\n1\n000\n00\n000\n");
        assert_eq!((e.line, e.column), (5, 3));
    }

    #[test]
    fn a_control_byte_past_a_rows_end_is_told_as_such() {
        let e = err("DFS\n2\n1\n00\n00\u{0}\n");
        assert_eq!((e.line, e.column), (5, 3));
        assert!(e.message.contains("found '\\0' after its 2 cells"), "{e}");
        // Columns count characters, past the row's end too.
        let e = err("DFS\n2\n1\n00\n00é\u{0}\n");
        assert_eq!((e.line, e.column), (5, 4));
        // A digit there makes the row too long, as before.
        let e = err("DFS\n2\n1\n00\n000\n");
        assert!(e.message.contains("row 1 has 3 cells, expected 2"), "{e}");
    }

    #[test]
    fn a_missing_p_line_is_named() {
        let e = err("DFS\n3\n\n000\n000\n000\n");
        assert!(e.message.contains("expected 3 grid rows, found 2"), "{e}");
        assert!(e.message.contains("line 4, \"000\", was read as p"), "{e}");
        // A real p followed by a short grid says nothing of the kind.
        let e = err("DFS\n3\n1\n000\n000\n");
        assert!(!e.message.contains("read as p"), "{e}");
    }

    #[test]
    fn an_event_stream_given_as_a_board_is_named_as_one() {
        let e = err("{\"lizards\": 1, \"n\": 4, \"p\": 2, \"trees\": []}\n{\"event\": \"fail\"}\n");
        assert_eq!((e.line, e.column), (1, 1));
        assert!(e.message.contains("not a homework board"), "{e}");
        assert!(e.message.contains("lizards replay FILE"), "{e}");
    }

    #[test]
    fn a_p_written_like_a_row_is_read_with_a_warning() {
        // The p line missing and one row too many: the file reads whole, p = 0.
        let hw = parse_input("DFS\n3\n000\n000\n020\n000\n").unwrap();
        assert_eq!(hw.lizards, 0);
        assert_eq!(hw.warnings.len(), 1, "{:?}", hw.warnings);
        assert!(
            hw.warnings[0].contains("line 3: p is written \"000\", like a row of the grid"),
            "{:?}",
            hw.warnings
        );
        // A p of 0, or one that happens to be written in 0s and 2s, is no row.
        for file in ["DFS\n3\n0\n000\n000\n000\n", "DFS\n3\n200\n000\n000\n000\n"] {
            assert!(parse_input(file).unwrap().warnings.is_empty(), "{file}");
        }
    }

    #[test]
    fn too_few_rows_points_past_the_last_one() {
        let e = err("DFS\n3\n1\n000\n000\n");
        assert_eq!(e.line, 6);
        assert!(e.message.contains("expected 3 grid rows, found 2"), "{e}");
    }

    #[test]
    fn bad_numbers() {
        assert!(err("DFS\n0\n1\n").message.contains("at least 1"));
        let e = err("DFS\n2\n-3\n00\n00\n");
        assert_eq!((e.line, e.column), (3, 1));
        assert!(e.message.contains("negative"), "{e}");
        assert!(
            err("DFS\n2\nfive\n00\n00\n")
                .message
                .contains("whole number")
        );
        assert!(err("DFS\nten\n1\n").message.contains("whole number"));
        assert!(
            err("XYZ\n2\n1\n00\n00\n")
                .message
                .contains("unknown algorithm")
        );
        assert!(err("").message.contains("empty"));
        assert!(err("DFS\n").message.contains("missing n"));
        assert!(err("DFS\n4\n").message.contains("missing p"));
    }

    #[test]
    fn a_huge_header_fails_on_the_rows_without_allocating() {
        let e = err("DFS\n2000\n3\n000\n000\n000\n");
        assert_eq!(e.line, 4);
        assert!(e.message.contains("expected 2000"), "{e}");
        let e = err("DFS\n2001\n3\n000\n000\n000\n");
        assert_eq!(e.line, 2);
        assert!(e.message.contains("larger than the largest board"), "{e}");
        let e = err("DFS\n2000000000\n3\n000\n000\n000\n");
        assert_eq!(e.line, 2);
        assert!(e.message.contains("larger than the largest board"), "{e}");
    }

    #[test]
    fn answers_round_trip() {
        let hw = parse_input("DFS\n3\n2\n000\n020\n000\n").unwrap();
        let ans = Answer::Ok(vec![Cell::new(0, 0), Cell::new(2, 2)]);
        let text = format_answer(&hw.board, &ans);
        assert_eq!(text, "OK\n100\n020\n001\n");
        let parsed = parse_answer(&text, 3).unwrap();
        assert_eq!(
            parsed,
            AnswerFile::Ok {
                lizards: vec![Cell::new(0, 0), Cell::new(2, 2)],
                trees: hw.board.clone()
            }
        );
        assert_eq!(format_answer(&hw.board, &Answer::Fail), "FAIL\n");
        assert_eq!(parse_answer("FAIL", 3).unwrap(), AnswerFile::Fail);
    }

    #[test]
    fn malformed_answers_name_the_place() {
        let e = parse_answer("OK\n10\n0x\n", 2).unwrap_err();
        assert_eq!((e.line, e.column), (3, 2));
        let e = parse_answer("maybe\n", 2).unwrap_err();
        assert!(e.message.contains("expected OK or FAIL"), "{e}");
    }

    #[test]
    fn answers_are_strict_where_a_grader_must_be() {
        let e = parse_answer("OK\n10\n00\n00\n", 2).unwrap_err();
        assert_eq!((e.line, e.column), (4, 1));
        assert!(e.message.contains("goes on after the 2 grid rows"), "{e}");
        let e = parse_answer("FAIL\nbut maybe\n", 2).unwrap_err();
        assert_eq!(e.line, 2);
        let e = parse_answer("ok\n10\n00\n", 2).unwrap_err();
        assert!(e.message.contains("found \"ok\""), "{e}");
        assert_eq!(
            parse_answer("\u{feff}OK\n10\n00\n", 2).unwrap(),
            parse_answer("OK\n10\n00\n", 2).unwrap()
        );
        let AnswerFile::Ok { trees, .. } = parse_answer("OK\n100\n000\n002\n", 2).unwrap() else {
            panic!("a square grid parses");
        };
        assert_eq!(trees.n(), 3);
    }

    #[test]
    fn columns_count_characters_and_quotes_are_short() {
        let e = err("DFS\n3\n1\n000\n\u{3000}\u{3000}0x0\n000\n");
        assert_eq!((e.line, e.column), (5, 4));
        let e = err(&format!("DFS\n3\n{}\n", "z".repeat(1000)));
        assert!(e.message.len() < 150, "{e}");
        assert!(e.message.ends_with('…'), "{e}");
    }

    #[test]
    fn input_round_trips() {
        let hw = parse_input("SA\n3\n4\n200\n000\n022\n").unwrap();
        let text = format_input(&hw.board, hw.lizards, &hw.form);
        assert_eq!(parse_input(&text).unwrap(), hw);
    }

    #[test]
    fn saving_keeps_the_files_form() {
        for text in [
            "BFS\r\n3\r\n4\r\n200\r\n000\r\n022\r\n",
            "3\n4\n200\n000\n022\n",
            "SA\n2\n1\n00\n02\n",
            "SA\r4\r4\r0000\r0200\r0000\r0000\r",
            "sa\r\n1\r\n0\r\n2",
            "\u{feff}Dfs\n2\n1\n00\n02",
        ] {
            let hw = parse_input(text).unwrap();
            assert_eq!(format_input(&hw.board, hw.lizards, &hw.form), text);
        }
    }
}

//! Reading a homework file without letting it take the machine: the bytes read are bounded by
//! what the file's own header allows.
//!
//! Before `n` is known at most [`HEADER_BYTES`] are read. Once the header's `n` line has been
//! read, the whole file may be [`budget`]`(n)` bytes (twice a CRLF grid with a blank line after
//! every row, plus slack for junk after the grid) and no line longer than a row plus
//! [`SLACK_BYTES`] of trailing spaces. `lizards solve /dev/zero` therefore stops after 64 KiB
//! with an error, instead of growing until the system kills it.

use std::io::Read;

use super::{ParseError, content_lines, error, parse_side};

/// The most bytes read before `n` is known, and the longest line before then.
pub const HEADER_BYTES: usize = 64 * 1024;
/// Room beyond the grid itself: blank lines, trailing spaces, a note after the grid.
pub const SLACK_BYTES: usize = 64 * 1024;

/// The most bytes a file whose header says `n` may have.
pub fn budget(n: usize) -> usize {
    HEADER_BYTES + 2 * n * (n + 4) + SLACK_BYTES
}

/// The longest line a file whose header says `n` may have.
fn longest_line(n: usize) -> usize {
    n + SLACK_BYTES
}

/// What the text read so far says about `n`.
enum Header {
    /// The `n` line has not been read in full yet.
    Unknown,
    /// The header says `n`.
    Side(usize),
    /// The header is wrong; the parser will say how, from what has been read.
    Broken,
}

/// Finds `n` in the complete lines of `text` (an optional algorithm line, then `n`).
fn header(text: &str) -> Header {
    let complete = match text.rfind(['\n', '\r']) {
        Some(end) => &text[..end],
        None => return Header::Unknown,
    };
    let mut lines = content_lines(complete);
    let Some((_, first)) = lines.next() else {
        return Header::Unknown;
    };
    let n_line = if first.trim().bytes().all(|b| b.is_ascii_digit()) {
        Some((0, first))
    } else {
        lines.next()
    };
    match n_line {
        None => Header::Unknown,
        Some((line, n)) => match parse_side(line, n) {
            Ok(n) => Header::Side(n),
            Err(_) => Header::Broken,
        },
    }
}

/// Reads an input file, refusing more than its header allows. A file that has no header yet
/// (an answer, for which the board is known) passes `side`.
pub fn read_bounded(reader: impl Read, side: Option<usize>) -> anyhow::Result<String> {
    match read_within(reader, side)? {
        (text, Some(too_long)) if side.is_none() => Err(first_fault(&text, too_long).into()),
        (_, Some(too_long)) => Err(too_long.into()),
        (text, None) => Ok(text),
    }
}

/// An input's first fault: one in the lines read before it went past its bounds (a short
/// row on line 3 of a file that runs on with junk) comes before the length.
fn first_fault(text: &str, too_long: ParseError) -> ParseError {
    let complete = &text[..text.rfind(['\n', '\r']).map_or(0, |end| end + 1)];
    // A fault on a line with something written on it; one on a blank line (the rows that
    // endless blank lines never bring) is only the text being cut where reading stopped.
    let written = |line: usize| {
        super::lines(complete)
            .find(|(number, _)| *number == line)
            .is_some_and(|(_, text)| !text.trim().is_empty())
    };
    match super::parse_input(complete) {
        Err(fault) if fault.line < too_long.line && written(fault.line) => fault,
        _ => too_long,
    }
}

/// What [`read_bounded`] reads, and where the file went past its bounds if it did: the text
/// read until then comes back too, so that an answer's first fault can be told before its
/// length.
pub fn read_within(
    mut reader: impl Read,
    side: Option<usize>,
) -> anyhow::Result<(String, Option<ParseError>)> {
    let allows = if side.is_some() {
        "a board of its side"
    } else {
        "its header"
    };
    let mut bytes = Vec::new();
    let mut limit = side.map_or(HEADER_BYTES, budget);
    let mut line_limit = side.map_or(HEADER_BYTES, longest_line);
    // The board's side once known: a line too long is then a row that has too many cells.
    let mut known = side;
    let mut position = Position::default();
    let mut chunk = vec![0u8; 64 * 1024];
    loop {
        let read = match reader.read(&mut chunk) {
            Ok(0) => break,
            Ok(k) => k,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e.into()),
        };
        for (i, &b) in chunk[..read].iter().enumerate() {
            position.advance(b);
            let too_long = if position.column > line_limit {
                Some(match known {
                    Some(n) => format!(
                        "this line goes on past {} characters, where a row of this \
                         {n} x {n} board has {n} cells",
                        crate::narrate::thousands(line_limit as u64)
                    ),
                    None => format!(
                        "this line is longer than any line the file may have ({line_limit} bytes)"
                    ),
                })
            } else if bytes.len() + i + 1 > limit {
                Some(format!(
                    "the file goes on past the {limit} bytes {allows} allows"
                ))
            } else {
                None
            };
            if let Some(message) = too_long {
                bytes.extend_from_slice(&chunk[..i]);
                let text = String::from_utf8_lossy(&bytes).into_owned();
                return Ok((text, Some(position.error(message))));
            }
        }
        bytes.extend_from_slice(&chunk[..read]);
        if let Some(message) = utf16(&bytes) {
            return Ok((String::new(), Some(error(1, 1, message))));
        }
        if let Some((column, message)) = not_text(&bytes) {
            return Ok((String::new(), Some(error(1, column, message))));
        }
        if side.is_none() && limit == HEADER_BYTES {
            match header(&String::from_utf8_lossy(&bytes)) {
                Header::Unknown => {}
                Header::Side(n) => {
                    limit = budget(n);
                    line_limit = longest_line(n);
                    known = Some(n);
                }
                Header::Broken => break,
            }
        }
    }
    Ok((String::from_utf8_lossy(&bytes).into_owned(), None))
}

/// Text of two or four bytes a character, told by its start ([`wide`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Wide {
    Utf16,
    Utf32,
}

/// Whether `start` is text of two or four bytes a character (Notepad's "Unicode", Windows
/// PowerShell's `>`): its byte-order mark, or a first character followed (or led) by zero
/// bytes.
pub fn wide(start: &[u8]) -> Option<Wide> {
    // UTF-32 starts as UTF-16 little-endian does (FF FE), then two zero bytes more; its
    // characters are four bytes, three of them zero.
    let utf32 = match start {
        [0xFF, 0xFE, 0, 0, ..] | [0, 0, 0xFE, 0xFF, ..] => true,
        [a, 0, 0, 0, ..] | [0, 0, 0, a, ..] => a.is_ascii_graphic(),
        _ => false,
    };
    if utf32 {
        return Some(Wide::Utf32);
    }
    let utf16 = match start {
        [0xFF, 0xFE, ..] | [0xFE, 0xFF, ..] => true,
        [a, 0, ..] | [0, a, ..] => a.is_ascii_graphic(),
        _ => false,
    };
    utf16.then_some(Wide::Utf16)
}

/// What to say of a file that starts as UTF-16 (or UTF-32) does. Read as it is, it was
/// "unknown algorithm \"��D\0F\0S\0\"".
fn utf16(start: &[u8]) -> Option<String> {
    wide(start).map(|wide| match wide {
        Wide::Utf32 => {
            "the file is UTF-32 (four bytes a character): save it as UTF-8 or ASCII".to_string()
        }
        Wide::Utf16 => "the file is UTF-16 (two bytes a character, as Notepad saves \"Unicode\"): \
                        save it as UTF-8 or ASCII (Notepad: Save as, Encoding: UTF-8)"
            .to_string(),
    })
}

/// Where the first line of `start` shows the file is not text, and what to say: a control
/// byte or bytes that are not UTF-8 (an image, an archive, a program). Read as text, its
/// bytes were quoted back as "unknown algorithm \"0\u{19}7�g…\"". Later lines are left to the
/// parser, which names a stray character with its line and column.
fn not_text(start: &[u8]) -> Option<(usize, String)> {
    // A line ends at LF or CR, as `Position` counts lines (old Mac files end them in CR).
    let line = start
        .split(|&b| b == b'\n' || b == b'\r')
        .next()
        .unwrap_or_default();
    let control = line
        .iter()
        .position(|&b| b < 0x20 && b != b'\t' && b != b'\r' || b == 0x7f);
    let invalid = match std::str::from_utf8(line) {
        // A sequence cut at the end of what was read so far is not yet wrong.
        Err(e) if e.error_len().is_some() || line.len() < start.len() => Some(e.valid_up_to()),
        _ => None,
    };
    let at = [control, invalid].into_iter().flatten().min()?;
    Some((
        at + 1,
        format!(
            "byte 0x{:02X} is not text: a homework file is plain text (digits, and OK or FAIL \
             or an algorithm's name on its first line); is this the right file?",
            line[at]
        ),
    ))
}

/// Line and column (bytes) of the last byte read, counted as [`super::lines`] counts lines.
#[derive(Default)]
struct Position {
    line: usize,
    column: usize,
    after_cr: bool,
}

impl Position {
    fn advance(&mut self, b: u8) {
        if self.line == 0 {
            self.line = 1;
        }
        match b {
            b'\n' if self.after_cr => {}
            b'\n' | b'\r' => {
                self.line += 1;
                self.column = 0;
            }
            _ => self.column += 1,
        }
        self.after_cr = b == b'\r';
    }

    fn error(&self, message: String) -> ParseError {
        error(self.line.max(1), self.column.max(1), message)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_utf16_file_is_told_as_one() {
        let dfs_utf16: Vec<u8> = "DFS\r\n2\r\n1\r\n00\r\n00\r\n"
            .encode_utf16()
            .flat_map(u16::to_le_bytes)
            .collect();
        for bytes in [
            [&[0xFF, 0xFE][..], &dfs_utf16].concat(),
            dfs_utf16.clone(),
            [&[0xFE, 0xFF][..], b"\0D\0F"].concat(),
        ] {
            let e = read_bounded(&bytes[..], None).unwrap_err();
            let e = e.downcast::<ParseError>().unwrap();
            assert_eq!((e.line, e.column), (1, 1));
            assert!(e.message.starts_with("the file is UTF-16"), "{e}");
        }
        assert!(read_bounded(&b"DFS\n2\n1\n00\n00\n"[..], None).is_ok());
        // UTF-32, with its mark or without, little- or big-endian, is told as UTF-32.
        let text = "DFS\n2\n1\n00\n00\n";
        let le: Vec<u8> = text
            .chars()
            .flat_map(|c| (c as u32).to_le_bytes())
            .collect();
        let be: Vec<u8> = text
            .chars()
            .flat_map(|c| (c as u32).to_be_bytes())
            .collect();
        for bytes in [
            [&[0xFF, 0xFE, 0, 0][..], &le].concat(),
            le,
            [&[0, 0, 0xFE, 0xFF][..], &be].concat(),
            be,
        ] {
            let e = read_bounded(&bytes[..], None).unwrap_err();
            let e = e.downcast::<ParseError>().unwrap();
            assert!(e.message.starts_with("the file is UTF-32"), "{e}");
        }
    }

    /// Bytes that are no text on the first line (an image, an archive, garbage) are said to
    /// be so, at their column, not quoted back as an algorithm's name; a later line's stray
    /// byte is the parser's to name, and a character cut at the end of a read is no fault.
    #[test]
    fn a_file_that_is_not_text_is_told_as_one() {
        for (bytes, column) in [
            (&b"\x89PNG\r\n\x1a\n"[..], 1),
            (b"DF\x19S\n2\n1\n00\n00\n", 3),
            (b"\0\0\0", 1),
            (b"DFS\xff\n", 4),
        ] {
            let e = read_bounded(bytes, None).unwrap_err();
            let e = e.downcast::<ParseError>().unwrap();
            assert_eq!((e.line, e.column), (1, column), "{bytes:?}");
            assert!(e.message.contains("is not text"), "{e}");
        }
        for bytes in [&b"DFS\n2\n1\n0\x0000\n00\n"[..], "é".as_bytes()] {
            assert!(
                read_bounded(bytes, None)
                    .map_or_else(|e| !e.to_string().contains("is not text"), |_| true),
                "{bytes:?}"
            );
        }
        assert!(
            not_text(&"DFS é".as_bytes()[..5]).is_none(),
            "a cut character"
        );
    }

    #[test]
    fn an_endless_line_stops_at_the_header_budget() {
        let zeros = std::io::repeat(b'0').take(10 * HEADER_BYTES as u64);
        let e = read_bounded(zeros, None).unwrap_err();
        let e = e.downcast::<ParseError>().unwrap();
        assert_eq!((e.line, e.column), (1, HEADER_BYTES + 1));
        assert!(e.message.contains("longer than any line"), "{e}");
    }

    /// A row that runs on is told as a row with too many cells for the board its header
    /// gives, on its own line, however long it goes.
    #[test]
    fn an_endless_row_is_told_against_the_boards_side() {
        let text = std::io::Cursor::new(b"DFS\n3\n1\n".to_vec())
            .chain(std::io::repeat(b'0').take(10 * HEADER_BYTES as u64));
        let e = read_bounded(text, None).unwrap_err();
        let e = e.downcast::<ParseError>().unwrap();
        assert_eq!((e.line, e.column), (4, longest_line(3) + 1), "{e}");
        assert!(
            e.message.contains("a row of this 3 x 3 board has 3 cells"),
            "{e}"
        );
    }

    #[test]
    fn endless_blank_lines_stop_at_the_boards_budget() {
        let text = std::io::Cursor::new(b"DFS\n4\n2\n".to_vec())
            .chain(std::io::repeat(b'\n').take(10 * budget(4) as u64));
        let e = read_bounded(text, None).unwrap_err();
        let e = e.downcast::<ParseError>().unwrap();
        assert!(e.message.contains("header allows"), "{e}");
        // Every byte after the header is a line break: the error is on the line past the budget.
        assert_eq!(e.line, budget(4) - 8 + 4 + 1, "{e}");
    }

    #[test]
    fn a_line_longer_than_a_row_stops_early() {
        let text = std::io::Cursor::new(b"DFS\n4\n2\n".to_vec())
            .chain(std::io::repeat(b'0').take(200 * 1024 * 1024));
        let e = read_bounded(text, None).unwrap_err();
        let e = e.downcast::<ParseError>().unwrap();
        assert_eq!((e.line, e.column), (4, longest_line(4) + 1));
    }

    #[test]
    fn messy_real_files_are_within_budget() {
        let n = 300;
        let row = format!("{}   \r\n\r\n", "0".repeat(n));
        let text = format!("DFS\r\n\r\n{n}\r\n\r\n5\r\n\r\n{}", row.repeat(n));
        let read = read_bounded(text.as_bytes(), None).unwrap();
        assert_eq!(read, text);
        assert!(super::super::parse_input(&read).is_ok());
    }

    #[test]
    fn a_broken_header_stops_reading_and_the_parser_says_why() {
        let text = std::io::Cursor::new(b"DFS\nseven\n2\n".to_vec())
            .chain(std::io::repeat(b'\n').take(u64::MAX));
        let read = read_bounded(text, None).unwrap();
        let e = super::super::parse_input(&read).unwrap_err();
        assert_eq!(e.line, 2);
    }

    #[test]
    fn a_fault_before_the_file_runs_on_is_the_one_told() {
        // A short row on line 3, then far more lines than a 100 x 100 board may have.
        let mut text = String::from("100\n5\n0\n");
        for _ in 0..99 {
            text.push_str(&"0".repeat(100));
            text.push('\n');
        }
        let junk = "junk\n".repeat(budget(100));
        let e = read_bounded(std::io::Cursor::new(text.clone() + &junk), None).unwrap_err();
        let e = e.downcast::<ParseError>().unwrap();
        assert_eq!(e.line, 3, "{e}");
        assert!(e.message.contains("expected 100"), "{e}");
        // A right grid followed by too much is told by its length, where it goes too far.
        let good = text.replacen("\n0\n", &format!("\n{}\n", "0".repeat(100)), 1);
        let e = read_bounded(std::io::Cursor::new(good + &junk), None).unwrap_err();
        let e = e.downcast::<ParseError>().unwrap();
        assert!(e.line > 100 && e.message.contains("header allows"), "{e}");
    }
}

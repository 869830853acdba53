//! Reading a stream line by line with bounded memory: a 10 GB stream is read in constant
//! space, a 100 MB line is refused once it passes the longest line the protocol needs, and
//! binary input, events before the header and bad numbers are errors with a line and column.

use std::io::BufRead;

use crate::protocol::{Header, Item, Malformed, agree, is_header, parse_event, parse_header};

/// The longest header: a 2000 x 2000 board with half its cells trees, `[1234,1234],` each.
pub const MAX_HEADER_BYTES: usize = 64 << 20;
/// The longest event line; ours are under 120 bytes.
pub const MAX_EVENT_BYTES: usize = 4 << 10;

/// Why a stream could not be read.
#[derive(Debug, thiserror::Error)]
pub enum ReadError {
    /// A line that is not what the protocol says, at its 1-based line and column.
    #[error("line {line}, column {column}: {reason}")]
    Malformed {
        line: u64,
        column: usize,
        reason: String,
    },
    #[error("cannot read the stream: {0}")]
    Io(#[from] std::io::Error),
}

/// Reads a stream: first [`Reader::header`], then [`Reader::next_item`] until `None`.
pub struct Reader<R> {
    input: R,
    line: u64,
    buf: Vec<u8>,
    /// The buffer holds a line already read that is the first event, not a header.
    held: bool,
}

impl<R: BufRead> Reader<R> {
    pub fn new(input: R) -> Self {
        Self {
            input,
            line: 0,
            buf: Vec::new(),
            held: false,
        }
    }

    /// The input, to see what it holds buffered.
    pub fn input(&self) -> &R {
        &self.input
    }

    /// The number of the line read last, 1-based.
    pub fn line(&self) -> u64 {
        self.line
    }

    /// Reads the header: the first line that is not blank.
    pub fn header(&mut self) -> Result<Header, ReadError> {
        if !self.next_line(MAX_HEADER_BYTES)? {
            return Err(self.malformed(Malformed {
                column: 1,
                reason: super::EMPTY_NO_HEADER.into(),
            }));
        }
        parse_header(self.text()).map_err(|m| self.malformed(m))
    }

    /// Reads the header of a stream whose board may be given separately (`--board`): with
    /// `given`, the stream may start with its first event (the given header is the stream's),
    /// or with a header that must agree with it ([`crate::protocol::agree`]).
    pub fn header_or(&mut self, given: Option<&Header>) -> Result<Header, ReadError> {
        let Some(given) = given else {
            return self.header();
        };
        // A writer that wrote nothing (it failed before its first line, say) is not a search
        // that did nothing: it is refused as an empty stream is without the board.
        if !self.next_line(MAX_HEADER_BYTES)? {
            return Err(self.malformed(Malformed {
                column: 1,
                reason: super::EMPTY_NO_EVENT.into(),
            }));
        }
        if is_header(self.text()) {
            return agree(given, self.text()).map_err(|m| self.malformed(m));
        }
        self.held = true;
        Ok(given.clone())
    }

    /// The next event line, with its line number; `None` at the end of the stream.
    pub fn next_item(&mut self) -> Option<Result<(u64, Item), ReadError>> {
        if std::mem::take(&mut self.held) {
            let line = self.line;
            return Some(
                parse_event(self.text())
                    .map(|item| (line, item))
                    .map_err(|m| self.malformed(m)),
            );
        }
        match self.next_line(MAX_EVENT_BYTES) {
            Ok(true) => {}
            Ok(false) => return None,
            Err(e) => return Some(Err(e)),
        }
        let line = self.line;
        Some(
            parse_event(self.text())
                .map(|item| (line, item))
                .map_err(|m| self.malformed(m)),
        )
    }

    fn malformed(&self, m: Malformed) -> ReadError {
        ReadError::Malformed {
            // An empty stream has read no line: what it lacks is its first.
            line: self.line.max(1),
            column: m.column,
            // Quoted where the line is no JSON object at all (a debug print), not where an
            // object goes wrong inside (its column says where).
            reason: if !self.text().trim_start().starts_with('{') {
                super::quoting(m.reason, self.text())
            } else {
                m.reason
            },
        }
    }

    /// The line read last, checked to be text by [`Reader::next_line`].
    fn text(&self) -> &str {
        std::str::from_utf8(&self.buf).unwrap_or_default()
    }

    /// Reads the next line that is not blank into the buffer, without its line end; false at
    /// the end of the stream. Reads at most `limit` bytes of it: past that the line is refused
    /// without reading the rest into memory.
    fn next_line(&mut self, limit: usize) -> Result<bool, ReadError> {
        loop {
            self.buf.clear();
            let mut read_any = false;
            loop {
                let chunk = self.input.fill_buf()?;
                if chunk.is_empty() {
                    break;
                }
                read_any = true;
                let (take, end) = match chunk.iter().position(|&b| b == b'\n') {
                    Some(i) => (i, true),
                    None => (chunk.len(), false),
                };
                if self.buf.len() + take > limit {
                    self.line += 1;
                    // Columns count characters: the one the limit falls in or after.
                    let upto = &chunk[..limit - self.buf.len()];
                    let read = [&self.buf[..], upto].concat();
                    let whole = match std::str::from_utf8(&read) {
                        Ok(text) => text,
                        Err(e) => std::str::from_utf8(&read[..e.valid_up_to()]).unwrap_or(""),
                    };
                    let column = whole.chars().count() + 1;
                    return Err(self.malformed(Malformed {
                        column,
                        reason: format!(
                            "the line is longer than {} bytes, more than the protocol ever needs \
                             (is this a stream of events?)",
                            limit
                        ),
                    }));
                }
                self.buf.extend_from_slice(&chunk[..take]);
                self.input.consume(take + usize::from(end));
                if end {
                    break;
                }
            }
            if !read_any {
                return Ok(false);
            }
            self.line += 1;
            if self.buf.last() == Some(&b'\r') {
                self.buf.pop();
            }
            // A byte-order mark before the first line, as an editor may save it: not part of
            // the JSON (the homework reader skips it too).
            if self.line == 1 && self.buf.starts_with(b"\xef\xbb\xbf") {
                self.buf.drain(..3);
            }
            if self.line == 1
                && let Some(wide) = crate::homework::wide(&self.buf)
            {
                // Windows PowerShell 5 writes `>` in UTF-16: not a binary file, and not JSON
                // Lines until it is written again as UTF-8.
                let what = match wide {
                    crate::homework::Wide::Utf16 => {
                        "UTF-16 (two bytes a character, as Windows PowerShell 5's > writes it)"
                    }
                    crate::homework::Wide::Utf32 => "UTF-32 (four bytes a character)",
                };
                return Err(self.malformed(Malformed {
                    column: 1,
                    reason: format!(
                        "the stream is {what}: JSON Lines is UTF-8; write it again as UTF-8 \
                         (PowerShell: ... | Out-File -Encoding utf8 run.jsonl)"
                    ),
                }));
            }
            if let Err(e) = std::str::from_utf8(&self.buf) {
                let at = e.valid_up_to();
                let column = String::from_utf8_lossy(&self.buf[..at]).chars().count() + 1;
                let byte = self.buf[at];
                return Err(self.malformed(Malformed {
                    column,
                    reason: format!(
                        "byte 0x{byte:02x} is not text (UTF-8): the stream is JSON Lines, is \
                         this a binary file?"
                    ),
                }));
            }
            if self.buf.iter().all(u8::is_ascii_whitespace) {
                continue;
            }
            return Ok(true);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn first_error(stream: &[u8]) -> (u64, usize, String) {
        let mut reader = Reader::new(stream);
        let result = reader.header().and_then(|_| {
            while let Some(item) = reader.next_item() {
                item?;
            }
            Ok(())
        });
        match result {
            Err(ReadError::Malformed {
                line,
                column,
                reason,
            }) => (line, column, reason),
            other => panic!("no error: {other:?}"),
        }
    }

    const HEADER: &str = r#"{"lizards":1,"n":4,"p":2,"trees":[],"algo":"mine"}"#;

    #[test]
    fn a_hundred_megabyte_line_is_refused_at_the_limit() {
        let mut stream = format!("{HEADER}\n").into_bytes();
        stream.extend(std::iter::repeat_n(b' ', 100 << 20));
        let (line, column, reason) = first_error(&stream);
        assert_eq!((line, column), (2, MAX_EVENT_BYTES + 1));
        assert!(reason.contains("longer than"), "{reason}");
    }

    #[test]
    fn binary_is_refused_where_it_starts() {
        let mut stream = format!("{HEADER}\n{{\"event\":").into_bytes();
        stream.extend([0xff, 0xfe, 0x00]);
        let (line, column, reason) = first_error(&stream);
        assert_eq!((line, column), (2, 10));
        assert!(reason.contains("0xff"), "{reason}");
    }

    #[test]
    fn events_before_the_header_are_refused() {
        let (line, _, reason) = first_error(b"\n{\"event\":\"place\",\"row\":0,\"col\":0}\n");
        assert_eq!(line, 2);
        assert!(reason.contains("must start with its header"), "{reason}");
    }

    #[test]
    fn a_number_out_of_range_says_where() {
        let stream = format!("{HEADER}\n{{\"event\":\"place\",\"row\":99999999999,\"col\":0}}\n");
        let (line, column, reason) = first_error(stream.as_bytes());
        assert_eq!((line, column), (2, 34), "{reason}");
    }

    #[test]
    fn a_long_line_of_wide_characters_is_refused_at_its_column_in_characters() {
        let mut stream = format!("{HEADER}\n").into_bytes();
        stream.extend("é".repeat(MAX_EVENT_BYTES).bytes());
        let (line, column, _) = first_error(&stream);
        // Two bytes a character: the limit falls after half as many characters.
        assert_eq!((line, column), (2, MAX_EVENT_BYTES / 2 + 1));
    }

    #[test]
    fn a_byte_order_mark_before_the_header_is_skipped() {
        let stream = format!("\u{feff}{HEADER}\n{{\"event\":\"solution\"}}\n");
        let mut reader = Reader::new(stream.as_bytes());
        reader.header().unwrap();
        let (_, item) = reader.next_item().unwrap().unwrap();
        assert_eq!(item, Item::Event(crate::event::Event::Solution));
    }

    #[test]
    fn blank_lines_and_crlf_are_fine() {
        let stream = format!("{HEADER}\r\n\r\n{{\"event\":\"solution\"}}\r\n");
        let mut reader = Reader::new(stream.as_bytes());
        reader.header().unwrap();
        let (line, item) = reader.next_item().unwrap().unwrap();
        assert_eq!(line, 3);
        assert_eq!(item, Item::Event(crate::event::Event::Solution));
        assert!(reader.next_item().is_none());
    }
}

//! Recording a session as an asciicast v2 file (`lizards --record lesson.cast`).
//!
//! The terminal's output goes through a [`Tee`]: every byte ratatui writes reaches the
//! terminal as before and is kept until the frame is flushed, then written to the cast as one
//! `[time, "o", data]` event. A recording therefore costs what the screen itself costs (the
//! diffs ratatui sends, not whole screens), it streams (nothing is held past a frame), and
//! `asciinema play lesson.cast` shows exactly what the audience saw. Window changes become
//! `[time, "r", "WxH"]` events.
//!
//! The format: <https://docs.asciinema.org/manual/asciicast/v2/>.

use std::fs::File;
use std::io::{self, BufWriter, Write};
use std::path::Path;
use std::time::{Instant, SystemTime, UNIX_EPOCH};

use serde::Serialize;

/// The first line of a cast.
#[derive(Debug, Serialize)]
struct Header<'a> {
    version: u8,
    width: u16,
    height: u16,
    timestamp: u64,
    title: &'a str,
    env: Env,
}

#[derive(Debug, Serialize)]
struct Env {
    #[serde(rename = "TERM")]
    term: String,
    #[serde(rename = "SHELL")]
    shell: String,
}

/// Whether a file starts as a cast does: a JSON object naming the format's version.
fn is_cast(start: &[u8]) -> bool {
    let text = String::from_utf8_lossy(start);
    let text = text.trim_start();
    text.starts_with('{') && text.contains("\"version\"")
}

/// An asciicast v2 stream: a header, then one JSON array a line.
pub struct Cast<W: Write> {
    out: W,
    start: Instant,
    /// Output of the frame being drawn, sent as one event when it is flushed.
    pending: Vec<u8>,
    size: (u16, u16),
}

impl Cast<BufWriter<File>> {
    /// Creates the file and writes the header. An earlier recording is replaced; any other
    /// file is not (`--record lesson.txt` for `--record lesson.cast lesson.txt` must not eat
    /// the board), nor is a read-only one. What the path is comes from its metadata: only a
    /// regular file is read to see whether it is a recording (a FIFO read would wait for a
    /// writer that never comes); anything else is written as it is, as `>` would.
    pub fn create(path: &Path, width: u16, height: u16, title: &str) -> io::Result<Self> {
        if let Ok(meta) = std::fs::metadata(path)
            && meta.is_file()
        {
            crate::atomic::refuse_read_only(&meta)?;
            if meta.len() > 0 && !holds_a_recording(path)? {
                return Err(io::Error::new(
                    io::ErrorKind::AlreadyExists,
                    "the file exists and is not a recording; not replacing it",
                ));
            }
        }
        let file = File::create(path)?;
        Cast::new(BufWriter::new(file), width, height, title)
    }
}

/// Whether the regular file at `path` starts as a cast. Opened without waiting, and read only
/// if it is still a regular file once open.
fn holds_a_recording(path: &Path) -> io::Result<bool> {
    use std::os::unix::fs::OpenOptionsExt;
    let mut file = std::fs::OpenOptions::new()
        .read(true)
        .custom_flags(libc::O_NONBLOCK)
        .open(path)?;
    if !file.metadata()?.is_file() {
        return Ok(true);
    }
    let mut start = [0u8; 64];
    let n = io::Read::read(&mut file, &mut start)?;
    Ok(n == 0 || is_cast(&start[..n]))
}

impl<W: Write> Cast<W> {
    pub fn new(mut out: W, width: u16, height: u16, title: &str) -> io::Result<Self> {
        let timestamp = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_secs());
        let var = |name: &str| std::env::var(name).unwrap_or_default();
        let header = Header {
            version: 2,
            width,
            height,
            timestamp,
            title,
            env: Env {
                term: var("TERM"),
                shell: var("SHELL"),
            },
        };
        serde_json::to_writer(&mut out, &header)?;
        out.write_all(b"\n")?;
        out.flush()?;
        Ok(Self {
            out,
            start: Instant::now(),
            pending: Vec::new(),
            size: (width, height),
        })
    }

    /// Keeps bytes written to the terminal until the frame ends.
    pub fn output(&mut self, bytes: &[u8]) {
        self.pending.extend_from_slice(bytes);
    }

    /// Ends a frame: what it wrote becomes one output event. A character cut between two
    /// writes stays pending until its end arrives (the cast holds text, not bytes).
    pub fn end_frame(&mut self) -> io::Result<()> {
        let whole = match std::str::from_utf8(&self.pending) {
            Ok(text) => text.len(),
            Err(e) if e.error_len().is_none() => e.valid_up_to(),
            // Not UTF-8 at all (ratatui never writes that): keep it readable, don't stall.
            Err(_) => self.pending.len(),
        };
        if whole == 0 {
            return Ok(());
        }
        let rest = self.pending.split_off(whole);
        let text = String::from_utf8_lossy(&self.pending).into_owned();
        self.pending = rest;
        self.event("o", &text)
    }

    /// Notes a new window size (an `r` event) if it changed.
    pub fn resize(&mut self, width: u16, height: u16) -> io::Result<()> {
        if (width, height) == self.size {
            return Ok(());
        }
        self.size = (width, height);
        self.event("r", &format!("{width}x{height}"))
    }

    fn event(&mut self, kind: &str, data: &str) -> io::Result<()> {
        let time = self.start.elapsed().as_secs_f64();
        // Microseconds, as asciinema writes them.
        let time = (time * 1e6).round() / 1e6;
        serde_json::to_writer(&mut self.out, &(time, kind, data))?;
        self.out.write_all(b"\n")?;
        // Flushed at each event: a session ended by a signal or a closed window keeps every
        // frame it showed.
        self.out.flush()
    }

    /// Ends the recording and gives back the stream. Its last frame shows the cursor again,
    /// as the terminal given back does: a player would otherwise leave its own hidden.
    pub fn finish(mut self) -> io::Result<W> {
        if !self.pending.ends_with(SHOW_CURSOR) {
            self.output(SHOW_CURSOR);
        }
        self.end_frame()?;
        self.out.flush()?;
        Ok(self.out)
    }
}

/// The escape sequence that shows the cursor, which the app hides while it draws.
const SHOW_CURSOR: &[u8] = b"\x1b[?25h";

/// The terminal's writer: the terminal itself and, while recording, the cast. A failing cast
/// never stops the app: the first error is kept and the recording stops there.
pub struct Tee<T: Write, C: Write> {
    terminal: T,
    cast: Option<Cast<C>>,
    error: Option<io::Error>,
}

impl<T: Write, C: Write> Tee<T, C> {
    pub fn new(terminal: T, cast: Option<Cast<C>>) -> Self {
        Self {
            terminal,
            cast,
            error: None,
        }
    }

    pub fn recording(&self) -> bool {
        self.cast.is_some()
    }

    /// Notes the window's size for the cast.
    pub fn resized(&mut self, width: u16, height: u16) {
        self.record(|cast| cast.resize(width, height));
    }

    fn record(&mut self, f: impl FnOnce(&mut Cast<C>) -> io::Result<()>) {
        if let Some(cast) = &mut self.cast
            && let Err(e) = f(cast)
        {
            self.error = Some(e);
            self.cast = None;
        }
    }

    /// Ends the recording: the cast's stream, or the error that stopped it.
    pub fn finish(&mut self) -> io::Result<Option<C>> {
        if let Some(e) = self.error.take() {
            return Err(e);
        }
        self.cast.take().map(Cast::finish).transpose()
    }
}

impl<T: Write, C: Write> Write for Tee<T, C> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let n = self.terminal.write(buf)?;
        if let Some(cast) = &mut self.cast {
            cast.output(&buf[..n]);
        }
        Ok(n)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.terminal.flush()?;
        self.record(Cast::end_frame);
        Ok(())
    }
}

impl<T: Write, C: Write> Drop for Tee<T, C> {
    /// Every exit path (quit, a signal, an error, a panic's unwinding) ends the file cleanly.
    fn drop(&mut self) {
        let _ = self.finish();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(bytes: &[u8]) -> Vec<serde_json::Value> {
        std::str::from_utf8(bytes)
            .unwrap()
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect()
    }

    #[test]
    fn only_an_earlier_recording_is_replaced() {
        let dir = tempfile::tempdir().unwrap();
        let board = dir.path().join("lesson.txt");
        std::fs::write(&board, "DFS\n2\n1\n00\n00\n").unwrap();
        let err = Cast::create(&board, 80, 24, "t").err().expect("refused");
        assert_eq!(err.kind(), io::ErrorKind::AlreadyExists);
        assert_eq!(
            std::fs::read_to_string(&board).unwrap(),
            "DFS\n2\n1\n00\n00\n"
        );
        let cast = dir.path().join("lesson.cast");
        Cast::create(&cast, 80, 24, "first")
            .unwrap()
            .finish()
            .unwrap();
        Cast::create(&cast, 80, 24, "second")
            .unwrap()
            .finish()
            .unwrap();
        assert!(std::fs::read_to_string(&cast).unwrap().contains("second"));
    }

    #[test]
    fn a_frame_is_one_event_and_a_cut_character_waits_for_its_end() {
        let mut tee = Tee::new(
            io::sink(),
            Some(Cast::new(Vec::new(), 80, 24, "t").unwrap()),
        );
        let diamond = "◆".as_bytes();
        tee.write_all(b"\x1b[1;1Hab").unwrap();
        tee.write_all(&diamond[..1]).unwrap();
        tee.flush().unwrap();
        tee.write_all(&diamond[1..]).unwrap();
        tee.flush().unwrap();
        tee.resized(80, 24); // unchanged: no event
        tee.resized(100, 30);
        let cast = tee.finish().unwrap().unwrap();
        let events = lines(&cast);
        assert_eq!(events[0]["version"], 2);
        assert_eq!(
            (events[0]["width"].as_u64(), events[0]["height"].as_u64()),
            (Some(80), Some(24))
        );
        let data: Vec<(&str, &str)> = events[1..]
            .iter()
            .map(|e| (e[1].as_str().unwrap(), e[2].as_str().unwrap()))
            .collect();
        // The last frame gives the cursor back, as the terminal is given back.
        assert_eq!(
            data,
            [
                ("o", "\x1b[1;1Hab"),
                ("o", "◆"),
                ("r", "100x30"),
                ("o", "\x1b[?25h")
            ]
        );
        let times: Vec<f64> = events[1..].iter().map(|e| e[0].as_f64().unwrap()).collect();
        assert!(times.windows(2).all(|w| w[0] <= w[1]), "{times:?}");
    }
}

//! Standard output and standard error, written the same careful way: a reader that went away
//! (`| head`) is not an error, any other failure (a full disk, `2>/dev/full`) is, and is
//! returned, never a panic as `println!` and `eprintln!` would.

use std::io::Write;

use anyhow::Context;

/// Writes `text` to standard output and flushes it.
pub fn stdout(text: &str) -> anyhow::Result<()> {
    let mut out = std::io::stdout().lock();
    write_all(&mut out, text).context("cannot write to standard output")
}

/// Writes `text` to standard error.
pub fn stderr(text: &str) -> anyhow::Result<()> {
    let mut err = std::io::stderr().lock();
    write_all(&mut err, text).context("cannot write to standard error")
}

fn write_all(out: &mut impl Write, text: &str) -> std::io::Result<()> {
    out.write_all(text.as_bytes())
        .and_then(|()| out.flush())
        .or_else(ignore_broken_pipe)
}

/// A reader that stops reading (`| head`) is not an error.
pub fn ignore_broken_pipe(e: std::io::Error) -> std::io::Result<()> {
    if e.kind() == std::io::ErrorKind::BrokenPipe {
        Ok(())
    } else {
        Err(e)
    }
}

/// A line on standard error through [`stderr`]: `note!("time: {t}")?`.
#[macro_export]
macro_rules! note {
    ($($arg:tt)*) => {
        $crate::output::stderr(&format!("{}\n", format_args!($($arg)*)))
    };
}

//! Progress on stderr for long headless work: shown only when stderr is a terminal and the
//! work has run for more than a second, so quick runs and pipes stay clean.

use std::io::IsTerminal;
use std::sync::{Arc, Once};
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle, TermLike};

pub struct Progress {
    bar: ProgressBar,
    started: Instant,
    enabled: bool,
    /// The bar goes on screen once: the timer thread and the work may both ask at the same
    /// moment, and a second draw target would leave the first one's line behind.
    shown: Arc<Once>,
}

impl Progress {
    /// A spinner with a message and the elapsed time.
    pub fn new(message: &str) -> Self {
        let bar = ProgressBar::with_draw_target(None, ProgressDrawTarget::hidden());
        bar.set_style(
            ProgressStyle::with_template("{spinner} {msg} ({elapsed})").expect("valid template"),
        );
        bar.set_message(message.to_string());
        let progress = Self {
            bar,
            started: Instant::now(),
            enabled: std::io::stderr().is_terminal(),
            shown: Arc::new(Once::new()),
        };
        // Work that sends no news for a while (one long question) still shows after a second.
        if progress.enabled {
            let (bar, shown) = (progress.bar.clone(), progress.shown.clone());
            crate::out_of_memory::spawn("progress", move || {
                std::thread::sleep(Duration::from_secs(1));
                if !bar.is_finished() {
                    show(&bar, &shown);
                }
            });
        }
        progress
    }

    /// A bar over `len` pieces of work, with the time left estimated from the pace so far. The
    /// bar takes what the words leave of the terminal's width: at 30 columns it pushed the line
    /// past 80 and the terminal wrapped it mid-word.
    pub fn bar(message: &str, len: u64, unit: &str) -> Self {
        let progress = Self::new(message);
        progress.bar.set_length(len);
        let template = format!(
            "{{msg}} [{{wide_bar}}] {{pos}}/{{len}} {unit} ({{elapsed}}, about {{eta}} left)"
        );
        progress.bar.set_style(
            ProgressStyle::with_template(&template)
                .expect("valid template")
                .progress_chars("=> "),
        );
        progress
    }

    /// A bar between two bounds that close in on an answer: filled up to the lower one, as long
    /// as the upper one. See [`Progress::between`].
    pub fn bounds(message: &str) -> Self {
        let progress = Self::new(message);
        progress.bar.set_style(
            // The question last, cut at the terminal's edge: a wrapped line would be redrawn
            // as a new one every tick.
            ProgressStyle::with_template("{prefix} [{bar:20}] ({elapsed}) {wide_msg}")
                .expect("valid template")
                .progress_chars("=> "),
        );
        progress
    }

    /// Shows `lower <= answer <= upper`, and what is being tried.
    pub fn between(&self, lower: u32, upper: u32, doing: &str) {
        self.bar.set_length(upper.into());
        self.bar.set_position(lower.into());
        self.bar.set_prefix(format!(
            "{} <= max <= {}",
            crate::narrate::thousands(lower.into()),
            crate::narrate::thousands(upper.into())
        ));
        self.message(doing.to_string());
    }

    /// Moves the bar to `done` pieces.
    pub fn set(&self, done: u64) {
        self.bar.set_position(done);
        self.reveal();
    }

    /// Updates the message; the spinner appears once a second has passed.
    pub fn message(&self, message: String) {
        self.bar.set_message(message);
        self.reveal();
    }

    fn reveal(&self) {
        if self.enabled && self.started.elapsed() > Duration::from_secs(1) {
            show(&self.bar, &self.shown);
        }
    }

    pub fn finish(&self) {
        self.bar.finish_and_clear();
    }
}

/// Draws the bar on stderr from now on, the first time it is asked.
fn show(bar: &ProgressBar, shown: &Once) {
    shown.call_once(|| {
        let stderr = console::Term::buffered_stderr();
        let target = if stderr.is_term() && std::env::var("TERM").is_ok_and(|t| t != "dumb") {
            ProgressDrawTarget::term_like_with_hz(Box::new(Margined(stderr)), 20)
        } else {
            ProgressDrawTarget::hidden()
        };
        bar.set_draw_target(target);
        bar.enable_steady_tick(Duration::from_millis(120));
    });
}

/// Stderr, a few columns narrower than it is. A Ctrl-C makes the terminal echo `^C` where the
/// cursor stands: after a bar as wide as the window that is the next line, and the bar, one
/// line up, was left on screen when the command cleared its own line to say what it found.
#[derive(Debug)]
struct Margined(console::Term);

/// Columns left free at the right: the two of `^C`, and one for the cursor after them.
const MARGIN: u16 = 3;

impl TermLike for Margined {
    fn width(&self) -> u16 {
        self.0.size().1.saturating_sub(MARGIN).max(1)
    }

    fn height(&self) -> u16 {
        self.0.size().0
    }

    fn move_cursor_up(&self, n: usize) -> std::io::Result<()> {
        self.0.move_cursor_up(n)
    }

    fn move_cursor_down(&self, n: usize) -> std::io::Result<()> {
        self.0.move_cursor_down(n)
    }

    fn move_cursor_right(&self, n: usize) -> std::io::Result<()> {
        self.0.move_cursor_right(n)
    }

    fn move_cursor_left(&self, n: usize) -> std::io::Result<()> {
        self.0.move_cursor_left(n)
    }

    fn write_line(&self, s: &str) -> std::io::Result<()> {
        self.0.write_line(s)
    }

    fn write_str(&self, s: &str) -> std::io::Result<()> {
        self.0.write_str(s)
    }

    fn clear_line(&self) -> std::io::Result<()> {
        self.0.clear_line()
    }

    fn flush(&self) -> std::io::Result<()> {
        self.0.flush()
    }
}

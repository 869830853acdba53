//! Going anywhere in a search: `g` and a number (an event, `s3` the third solution, `b12` the
//! twelfth backtrack), `Home`, bookmarks (`m` sets one, `'` goes to the next) and a lesson's
//! stops all travel through [`App::go_to`].
//!
//! The playback keeps a bounded history, so a target older than it cannot be reached by
//! stepping back. The searches are deterministic (annealing is bounded by moves, not by the
//! clock), so such a target is reached by running the same search again from its first event:
//! memory stays what the history cap allows, and the time is what playing forward to the
//! target takes (no checkpoints: the solvers cannot resume from a saved state, and a run from
//! the start plays tens of millions of events a second).

use std::time::{Duration, Instant};

use crossterm::event::KeyCode;

use super::replay::Origin;
use super::{App, Seek, TICK_BUDGET};
use crate::event::Event;
use crate::t;
use crate::tui::theme::thousands;

/// Where a travel is heading.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Target {
    /// After this many events (0: the opening screen).
    Event(u64),
    /// At the k-th solution (from 1).
    Solution(u64),
    /// At the k-th backtrack (from 1): a lizard taken back, or for the jumping algorithms a
    /// backjump, as `b` counts them.
    Backtrack(u64),
}

impl Target {
    /// What the footer calls it.
    pub fn describe(self) -> String {
        match self {
            Target::Event(k) => format!("event {}", thousands(k)),
            Target::Solution(k) => format!("solution {}", thousands(k)),
            Target::Backtrack(k) => format!("backtrack {}", thousands(k)),
        }
    }

    /// What the screen calls it, in the screen's language.
    pub fn words(self) -> String {
        let k = App::wanted(self);
        t!("goto-target", kind = self.kind(), k = k)
    }

    /// What the target counts, as the messages select on it.
    fn kind(self) -> &'static str {
        match self {
            Target::Event(_) => "event",
            Target::Solution(_) => "solution",
            Target::Backtrack(_) => "backtrack",
        }
    }
}

/// Reads what was typed after `g`: `140` (an event), `s3` (a solution), `b12` (a backtrack).
/// Thousands separators (`1,000` or `1_000`) and spaces are allowed.
pub fn parse(typed: &str) -> Result<Target, String> {
    let plain: String = typed
        .chars()
        .filter(|c| !matches!(c, ',' | '_' | ' '))
        .collect();
    let (kind, digits) = match plain.chars().next() {
        Some(c @ ('s' | 'S' | 'b' | 'B')) => (Some(c.to_ascii_lowercase()), &plain[1..]),
        _ => (None, plain.as_str()),
    };
    let number: u64 = digits
        .parse()
        .map_err(|_| t!("goto-not-a-place", typed = format!("{typed:?}")))?;
    match kind {
        None => Ok(Target::Event(number)),
        Some(_) if number == 0 => Err(t!("goto-count-from-1")),
        Some('s') => Ok(Target::Solution(number)),
        _ => Ok(Target::Backtrack(number)),
    }
}

/// What `g` has typed so far, and the events bookmarked with `m`.
#[derive(Debug, Clone, Default)]
pub struct Goto {
    /// `Some` while the prompt is open.
    pub prompt: Option<String>,
    /// Bookmarked events, in order.
    pub bookmarks: Vec<u64>,
    /// The event a typed target was asked from: when the search ends before the target,
    /// the screen goes back there (a typo must not lose the class its place).
    pub from: Option<u64>,
    /// The bookmarks went with a search that changed, and none was set since: `'` says why
    /// there are none, not "none yet".
    pub forgotten: bool,
}

impl App {
    /// `g`: opens the prompt in the footer.
    pub(super) fn open_goto(&mut self) {
        self.pause();
        self.goto.prompt = Some(String::new());
        self.show_prompt();
    }

    fn show_prompt(&mut self) {
        let typed = self.goto.prompt.as_deref().unwrap_or_default();
        self.status = Some(t!("goto-prompt", typed = typed.to_string()));
    }

    /// A key while the prompt is open: digits and `s` / `b` type, Backspace erases, Enter goes,
    /// another character keeps the prompt and says what it takes (a typo does not lose what
    /// was typed), Esc or any key that is no character cancels.
    pub(super) fn prompt_key(&mut self, code: KeyCode) {
        let Some(typed) = self.goto.prompt.as_mut() else {
            return;
        };
        match code {
            KeyCode::Char(c) if c.is_ascii_digit() || ",_sSbB".contains(c) => {
                typed.push(c);
                self.show_prompt();
            }
            KeyCode::Backspace => {
                typed.pop();
                self.show_prompt();
            }
            KeyCode::Enter => {
                let typed = self.goto.prompt.take().unwrap_or_default();
                self.status = None;
                if typed.trim().is_empty() {
                    return;
                }
                match parse(&typed) {
                    Ok(target) => {
                        let here = self.playback.position();
                        self.go_to_from(target, Some(here));
                    }
                    Err(why) => self.status = Some(why),
                }
            }
            KeyCode::Char(c) => {
                self.status = Some(t!(
                    "goto-stray",
                    typed = typed.to_string(),
                    key = format!("{c:?}")
                ));
            }
            _ => {
                self.goto.prompt = None;
                self.status = None;
            }
        }
    }

    /// The search changed (`a`, `c`, an edit): the bookmarks' event numbers would name
    /// other events, so they go.
    pub(super) fn forget_bookmarks(&mut self) {
        self.goto.forgotten |= !self.goto.bookmarks.is_empty();
        self.goto.bookmarks.clear();
    }

    /// `m`: bookmarks the event shown (or, on a bookmark, takes it away).
    pub(super) fn toggle_bookmark(&mut self) {
        self.goto.forgotten = false;
        let here = self.playback.position();
        let marks = &mut self.goto.bookmarks;
        self.status = Some(match marks.binary_search(&here) {
            Ok(i) => {
                marks.remove(i);
                t!("goto-bookmark-removed", event = here)
            }
            Err(i) => {
                marks.insert(i, here);
                t!(
                    "goto-bookmark-set",
                    k = i + 1,
                    count = marks.len(),
                    event = here
                )
            }
        });
    }

    /// `'`: the next bookmark after the event shown, from the first again after the last.
    pub(super) fn next_bookmark(&mut self) {
        let here = self.playback.position();
        let marks = &self.goto.bookmarks;
        let Some(i) = marks
            .iter()
            .position(|&m| m > here)
            .or((!marks.is_empty()).then_some(0))
        else {
            self.status = Some(if self.goto.forgotten {
                t!("goto-bookmarks-forgotten")
            } else {
                t!("goto-no-bookmarks")
            });
            return;
        };
        let (event, count) = (marks[i], marks.len());
        self.go_to(Target::Event(event));
        if self.status.is_none() {
            self.status = Some(t!("goto-bookmark", k = i + 1, count = count, event = event));
        }
    }

    /// Goes to `target`: back through the history kept, or by running the search again when
    /// the target is older than that, then forward as a seek does (over the next ticks, so
    /// keys are never kept waiting; Space stops it).
    pub fn go_to(&mut self, target: Target) {
        self.go_to_from(target, None);
    }

    /// [`App::go_to`], back to event `from` if the search ends before `target`.
    fn go_to_from(&mut self, target: Target, from: Option<u64>) {
        self.goto.from = from;
        self.pause();
        if self.is_behind(target) && !self.back_to(target) {
            if !self.can_rerun() {
                self.status = Some(t!(
                    "goto-let-go",
                    target = target.words(),
                    start = self.playback.history_start()
                ));
                return;
            }
            let playing = self.playing;
            self.rerun();
            self.playing = playing;
        }
        if self.forward_to(target) {
            return;
        }
        self.seek = Some(Seek::To(target));
        self.run_seek(Seek::To(target), Instant::now() + TICK_BUDGET);
    }

    /// Goes to `target` and waits until it is there, or the search ends before it (a lesson
    /// opening on its first stop, `snapshot --lesson`). Whether it got there.
    pub fn go_to_now(&mut self, target: Target) -> bool {
        self.go_to(target);
        while let Some(seek) = self.seek {
            self.run_seek(seek, Instant::now() + Duration::from_secs(3600));
        }
        self.at(target)
    }

    /// One tick's travel towards `target`, until `deadline`; the seek ends there, or where
    /// the search ends.
    pub(super) fn travel(&mut self, target: Target, deadline: Instant) {
        loop {
            if self.forward_to(target) {
                self.seek = None;
                self.goto.from = None;
                return;
            }
            if Instant::now() > deadline || !self.refill(Some(deadline)) {
                if self.search_over() {
                    self.seek = None;
                    let status = t!(
                        "goto-ends-before",
                        end = self.playback.position(),
                        kind = target.kind(),
                        count = self.counted(target),
                        k = Self::wanted(target)
                    );
                    if let Some(from) = self.goto.from.take() {
                        self.go_to(Target::Event(from));
                    }
                    self.status = Some(status);
                }
                return;
            }
        }
    }

    /// How many of the events that `target` counts are applied now.
    fn counted(&self, target: Target) -> u64 {
        let tally = self.playback.tally();
        match target {
            Target::Event(_) => self.playback.position(),
            Target::Solution(_) => tally.solutions,
            Target::Backtrack(_) if self.algorithm.jumps() => tally.backjumps + tally.steps_back,
            Target::Backtrack(_) => tally.unmarks,
        }
    }

    fn wanted(target: Target) -> u64 {
        match target {
            Target::Event(k) | Target::Solution(k) | Target::Backtrack(k) => k,
        }
    }

    /// Whether the playback stands at `target`.
    fn at(&self, target: Target) -> bool {
        let wanted = Self::wanted(target);
        match target {
            Target::Event(k) => self.playback.position() == k,
            _ => {
                self.counted(target) == wanted
                    && self
                        .playback
                        .current()
                        .is_some_and(|e| counts(target, self.algorithm.jumps(), &e))
            }
        }
    }

    /// Whether `target` lies before the event shown.
    fn is_behind(&self, target: Target) -> bool {
        let (have, wanted) = (self.counted(target), Self::wanted(target));
        have > wanted || (have == wanted && !self.at(target))
    }

    /// Steps back through the history kept to `target` (settling once). False if history
    /// begins before it is reached.
    fn back_to(&mut self, target: Target) -> bool {
        let wanted = Self::wanted(target);
        let mut have = self.counted(target);
        if let Target::Event(k) = target {
            if k < self.playback.history_start() {
                return false;
            }
            self.playback.back_until(|_| {
                have -= 1;
                have == k
            });
            return true;
        }
        // Back past the wanted event, then forward onto it.
        let jumps = self.algorithm.jumps();
        if !self.playback.back_until(|e| {
            if counts(target, jumps, e) {
                have -= 1;
            }
            have < wanted
        }) {
            return false;
        }
        self.playback.forward();
        true
    }

    /// Plays forward through the events received towards `target`; whether it got there.
    fn forward_to(&mut self, target: Target) -> bool {
        if self.at(target) {
            return true;
        }
        let wanted = Self::wanted(target);
        let mut have = self.counted(target);
        if have >= wanted {
            return false;
        }
        let jumps = self.algorithm.jumps();
        self.playback.forward_until(|e| {
            if counts(target, jumps, e) {
                have += 1;
            }
            have == wanted
        })
    }

    /// Whether the events can be had again from the start: our solvers and recorded files
    /// can; a live program's output cannot.
    fn can_rerun(&self) -> bool {
        !matches!(
            self.replay.as_ref().map(|r| &r.origin),
            Some(Origin::Program(_))
        )
    }
}

/// Whether `event` is one that `target` counts (every event, solutions, or backtracks as
/// `b` counts them: backjumps for the jumping algorithms).
fn counts(target: Target, jumps: bool, event: &Event) -> bool {
    match target {
        Target::Event(_) => true,
        Target::Solution(_) => Seek::Solution.stops_at(event, jumps),
        Target::Backtrack(_) => Seek::Backtrack.stops_at(event, jumps),
    }
}

#[cfg(test)]
mod tests {
    use super::{Target, parse};

    #[test]
    fn the_prompt_reads_events_solutions_and_backtracks() {
        assert_eq!(parse("140"), Ok(Target::Event(140)));
        assert_eq!(parse("1,000"), Ok(Target::Event(1000)));
        assert_eq!(parse("s3"), Ok(Target::Solution(3)));
        assert_eq!(parse("b12"), Ok(Target::Backtrack(12)));
        assert!(parse("s0").is_err());
        assert!(parse("x").is_err());
        assert!(parse("s").is_err());
    }
}

//! Two searches on one board, stepped together: by event (each side takes one step) or by work
//! (each side runs to its next placement). `End` runs each side to its end as the app's `End`
//! does. When both are over, a closing table compares the work; its numbers are those of
//! `lizards solve --stats`, each search run again on its own, headless and timed, so the time
//! column is the solver's and not the animation's.

use std::sync::mpsc::{Receiver, channel};
use std::time::{Duration, Instant};

use crossterm::event::{Event as TermEvent, KeyCode, KeyModifiers};

use crate::board::Board;
use crate::event::{Event, Outcome};
use crate::solve;
use crate::t;
use crate::tui::app::{App, SPEEDS, Source};
use crate::tui::theme::Theme;
use crate::tui::window::{MIN_HEIGHT, MIN_WIDTH};

pub use crate::tui::racer::Racer;

/// How long one tick may run both sides towards their ends before the screen is drawn and
/// keys are read again.
const TO_END_BUDGET: Duration = Duration::from_millis(40);

/// How the two sides keep step.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, clap::ValueEnum)]
pub enum Pace {
    /// Each side takes one event a step.
    #[default]
    Events,
    /// Each side runs to its next placement a step: the side with less work pulls ahead.
    Work,
}

/// One side's line of the closing table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Standing {
    pub outcome: Outcome,
    pub placements: u64,
    pub backtracks: u64,
    pub backjumps: u64,
    pub prunes: u64,
    pub nodes: u64,
    /// The search's own time; none for a recording, whose writer's time lizards never saw.
    pub time: Option<Duration>,
    /// A recording the referee stopped at an illegal event: its counts go up to it.
    pub illegal: bool,
}

/// Runs a side's search on its own, headless, and times it: with the app's settings (its
/// queue bound, annealing's budget of moves), so that the table's row is the search played
/// above it, where `solve`'s own would time another (annealing for 10 s where the app stops
/// it at two million moves).
pub fn measure(racer: Racer, board: &Board, lizards: u32) -> Standing {
    let start = Instant::now();
    let settings = crate::tui::app::settings_of(racer.options());
    let search = solve::run(racer.algorithm, board, lizards, settings, &mut ());
    Standing {
        outcome: search.outcome,
        placements: search.stats.placements,
        backtracks: search.stats.unmarks,
        backjumps: search.stats.backjumps,
        prunes: search.stats.prunes,
        nodes: search.stats.nodes,
        time: Some(start.elapsed()),
        illegal: false,
    }
}

/// A side that cannot run on the race's board. The command line prints it in English with a
/// hint; the app, which opened the race with `R`, re-says the reason in its own language.
#[derive(Debug, Clone, Copy)]
pub struct UnfitSide(pub solve::Unfit);

impl std::fmt::Display for UnfitSide {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{}; race it on an empty board with p = n (--queens N)",
            self.0
        )
    }
}

impl std::error::Error for UnfitSide {}

pub struct Race {
    pub sides: [App; 2],
    pub racers: [Racer; 2],
    /// What each side is called on screen: its racer's name, or for a recording the name of
    /// the stream it plays.
    pub names: [String; 2],
    pub pace: Pace,
    pub playing: bool,
    /// Running both sides to their ends.
    pub to_end: bool,
    /// The list of keys is shown (`?`).
    pub help: bool,
    pub speed: usize,
    owed: f64,
    last_tick: Instant,
    pub quit: bool,
    /// The session is being recorded: the title leaves room for the `● REC` marker.
    pub recording: bool,
    /// Opened by the app's `R`: quitting goes back to the app (the footer says "back").
    pub opened_by_app: bool,
    /// A message for the footer until the next key (where `x` saved the screen).
    pub status: Option<String>,
    /// The window's size, as the event loop last saw it (what `x` saves).
    pub window: (u16, u16),
    /// Where `x` saves frames.
    pub save_dir: std::path::PathBuf,
    /// The closing table, once both headless runs are timed.
    pub results: Option<[Standing; 2]>,
    results_rx: Option<Receiver<[Standing; 2]>>,
}

impl Race {
    /// Starts both searches (and the timed headless runs for the closing table).
    pub fn new(
        board: Board,
        lizards: u32,
        racers: [Racer; 2],
        source: Source,
        theme: Theme,
    ) -> anyhow::Result<Self> {
        for r in &racers {
            if let Some(unfit) = r.algorithm.unfit(&board, lizards) {
                return Err(UnfitSide(unfit).into());
            }
        }
        let side = |racer: Racer| {
            let mut app = App::new(
                board.clone(),
                lizards,
                racer.algorithm,
                source.clone(),
                theme,
            );
            app.search = racer.options();
            app.restart();
            app
        };
        let (b, p) = (board.clone(), lizards);
        let timing = move || [measure(racers[0], &b, p), measure(racers[1], &b, p)];
        Self::from_sides(
            [side(racers[0]), side(racers[1])],
            racers,
            racers.map(|r| r.name()),
            timing,
        )
    }

    /// A recording against one of our algorithms: `recorded` is the app on the stream, played
    /// from its start, and `standing` counts its work for the closing table (the stream's
    /// events, read headless); `other` searches the same board.
    pub fn against_recording(
        recorded: App,
        name: String,
        standing: impl FnOnce() -> Standing + Send + 'static,
        other: Racer,
    ) -> anyhow::Result<Self> {
        let (board, lizards) = (recorded.board.clone(), recorded.lizards);
        if let Some(why) = other.algorithm.unfit_reason(&board, lizards) {
            anyhow::bail!("{why}");
        }
        let mut side = App::new(
            board.clone(),
            lizards,
            other.algorithm,
            recorded.source.clone(),
            recorded.theme,
        );
        side.search = other.options();
        side.restart();
        let racers = [Racer::plain(recorded.algorithm), other];
        let timing = move || [standing(), measure(other, &board, lizards)];
        Self::from_sides([recorded, side], racers, [name, other.name()], timing)
    }

    /// The race of two apps already started, and the thread that works out the closing table.
    fn from_sides(
        sides: [App; 2],
        racers: [Racer; 2],
        names: [String; 2],
        timing: impl FnOnce() -> [Standing; 2] + Send + 'static,
    ) -> anyhow::Result<Self> {
        let (tx, rx) = channel();
        crate::out_of_memory::spawn("race timing", move || {
            let _ = tx.send(timing());
        });
        let now = Instant::now();
        Ok(Self {
            sides,
            racers,
            names,
            pace: Pace::Events,
            playing: false,
            to_end: false,
            help: false,
            speed: 2,
            owed: 0.0,
            last_tick: now,
            quit: false,
            recording: false,
            opened_by_app: false,
            status: None,
            window: (u16::MAX, u16::MAX),
            save_dir: ".".into(),
            results: None,
            results_rx: Some(rx),
        })
    }

    pub fn over(&self) -> bool {
        self.sides.iter().all(|s| s.search_over())
    }

    /// One step of each side that is not over: an event, or a run to the next placement.
    pub fn step(&mut self) {
        let pace = self.pace;
        for side in &mut self.sides {
            loop {
                match side.step_forward(Duration::from_millis(50)) {
                    Some(Event::Place { .. }) | None => break,
                    Some(_) if pace == Pace::Events => break,
                    Some(_) => {}
                }
            }
        }
    }

    /// One step back on each side (to the previous placement when pacing by work).
    pub fn step_back(&mut self) {
        let pace = self.pace;
        for side in &mut self.sides {
            while side.playback.back() {
                if pace == Pace::Events
                    || matches!(side.playback.current(), Some(Event::Place { .. }) | None)
                {
                    break;
                }
            }
        }
    }

    /// Whether the window holds the race's smallest layout.
    fn fits(&self) -> bool {
        self.window.0 >= MIN_WIDTH && self.window.1 >= MIN_HEIGHT
    }

    /// Advances time: plays the steps the speed asks for, within a frame's budget. Returns
    /// whether anything on screen may have changed.
    pub fn tick(&mut self, now: Instant) -> bool {
        let dt = now.saturating_duration_since(self.last_tick).as_secs_f64();
        self.last_tick = now;
        let mut changed = false;
        if self.results.is_none()
            && let Some(rx) = &self.results_rx
            && let Ok(results) = rx.try_recv()
        {
            self.results = Some(results);
            changed = true;
        }
        if !self.fits() {
            // The window shows only the size it needs: the race waits, as the app's search
            // does, so that no step plays that the class never saw.
            return changed;
        }
        if self.to_end {
            // Each side runs to its end as the app's `End` does (the same tight loop over the
            // events, not a step at a time), for several of the app's budgets a frame: nobody
            // watches the steps, and keys are still read many times a second.
            let deadline = Instant::now() + TO_END_BUDGET;
            while !self.over() && Instant::now() < deadline {
                for side in &mut self.sides {
                    side.tick(Instant::now());
                }
            }
            if self.over() {
                self.to_end = false;
                self.playing = false;
            }
            return true;
        }
        if !self.playing {
            return changed;
        }
        let deadline = Instant::now() + Duration::from_millis(12);
        let speed = SPEEDS[self.speed];
        let mut due = if speed == 0 {
            u64::MAX
        } else {
            self.owed += dt * speed as f64;
            let whole = self.owed.floor();
            self.owed -= whole;
            whole as u64
        };
        while due > 0 && !self.over() {
            self.step();
            due -= 1;
            if Instant::now() > deadline {
                break;
            }
        }
        if self.over() {
            self.playing = false;
            self.to_end = false;
        }
        true
    }

    pub fn handle(&mut self, event: &TermEvent) {
        let Some(key) = event.as_key_press_event() else {
            return;
        };
        if key.code == KeyCode::Char('c') && key.modifiers.contains(KeyModifiers::CONTROL) {
            self.quit = true;
            return;
        }
        if key.modifiers.contains(KeyModifiers::CONTROL) {
            // Shortcuts are not the plain letters (^L would switch the language).
            return;
        }
        self.status = None;
        if !self.fits() {
            // A key would act unseen; leaving still works, as the message says.
            if matches!(key.code, KeyCode::Char('q') | KeyCode::Esc) {
                self.quit = true;
            }
            return;
        }
        if self.help {
            // Any key closes the keys' list, `q` too, as the app's help does.
            self.help = false;
            return;
        }
        match key.code {
            KeyCode::Char('?') => {
                self.help = true;
                return;
            }
            // Playing or stepping takes over from the run to the end.
            KeyCode::Char(' ' | 'h') | KeyCode::Right | KeyCode::Left => self.stop_running_to_end(),
            _ => {}
        }
        let _speaking = crate::i18n::speak(self.sides[0].lang, self.sides[0].theme.ascii);
        match key.code {
            KeyCode::Char('x') => {
                let name = race_frame_name(self);
                let palette = self.sides[0].theme.palette;
                // Drawn as if not recording, as the app's frames are.
                let recording = std::mem::replace(&mut self.recording, false);
                let said = crate::tui::frame::save_screen(
                    self,
                    self.window,
                    &name,
                    palette,
                    &self.save_dir,
                );
                self.recording = recording;
                self.status = Some(said);
            }
            KeyCode::Char(' ') => {
                self.to_end = false;
                self.playing = !self.playing && !self.over();
            }
            KeyCode::Right => {
                self.playing = false;
                self.step();
            }
            KeyCode::Char('l') => {
                let (lang, status) =
                    crate::i18n::switch(self.sides[0].lang, self.sides[0].theme.ascii);
                self.set_lang(lang);
                self.status = Some(status);
            }
            KeyCode::Left | KeyCode::Char('h') => {
                self.playing = false;
                self.to_end = false;
                self.step_back();
            }
            KeyCode::End => {
                self.playing = false;
                self.to_end = !self.over();
                for side in &mut self.sides {
                    side.handle(event);
                }
            }
            KeyCode::Char('+') | KeyCode::Char('=') => {
                self.speed = (self.speed + 1).min(SPEEDS.len() - 1)
            }
            KeyCode::Char('-') | KeyCode::Char('_') => self.speed = self.speed.saturating_sub(1),
            KeyCode::Char('w') => {
                self.pace = match self.pace {
                    Pace::Events => Pace::Work,
                    Pace::Work => Pace::Events,
                }
            }
            KeyCode::Char('t') => {
                for side in &mut self.sides {
                    side.theme = side.theme.toggled();
                }
                if self.sides.iter().any(|side| !side.theme.color) {
                    self.status = Some(t!("status-no-colour"));
                }
            }
            KeyCode::Char('q') | KeyCode::Esc => self.quit = true,
            _ => {}
        }
    }

    /// Both sides speak `lang` from the next frame on.
    pub fn set_lang(&mut self, lang: crate::i18n::Lang) {
        for side in &mut self.sides {
            side.lang = lang;
        }
    }

    /// Stops both sides where they are: playing or stepping interrupts the run to the end.
    fn stop_running_to_end(&mut self) {
        self.to_end = false;
        for side in &mut self.sides {
            side.seek = None;
        }
    }

    /// Waits for the closing table (tests, small boards).
    pub fn wait_for_results(&mut self) {
        if let Some(rx) = self.results_rx.take()
            && self.results.is_none()
        {
            self.results = rx.recv().ok();
        }
    }
}

/// `race-lesson-e000042`: a race's frames, by the further side's event.
pub fn race_frame_name(race: &Race) -> String {
    let event = race.sides.iter().map(|s| s.playback.position()).max();
    let side = &race.sides[0];
    crate::tui::frame::frame_name(
        &format!("race-{}", side.source.stem(side.board.n())),
        event.unwrap_or(0),
    )
}

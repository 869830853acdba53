//! The app's state and what keys do to it while watching a search. Editing is in [`edit`],
//! the quiz in [`quiz`]; rendering is in [`super::ui`]; this file never draws.

mod edit;
pub mod goto;
pub mod lesson;
pub mod quiz;
mod rate;
pub mod replay;
mod replay_race;
pub mod stopped;
pub mod watch;

use std::path::PathBuf;
use std::time::{Duration, Instant};

use crossterm::event::{
    Event as TermEvent, KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEventKind,
};

use crate::board::{Board, Cell};
use crate::event::Event;
use crate::homework::FileForm;
use crate::playback::Playback;
use crate::solve::Algorithm;
use crate::solve::Settings;
use crate::solve::backtrack::{Goal, Options};
use crate::solve::sa;
use crate::t;
use crate::tui::theme::Theme;
use crate::tui::window::{MIN_HEIGHT, MIN_WIDTH};
use crate::tui::worker::Worker;

/// Playback speeds in events per second, in even steps; 0 is unlimited.
pub const SPEEDS: &[u32] = crate::lesson::SPEEDS;

/// Received events kept ready ahead of the playback; more wait in the worker's channel.
const READ_AHEAD: usize = 1 << 16;

/// How long one tick may play events, so keys never wait longer than this and a frame.
const TICK_BUDGET: Duration = Duration::from_millis(12);

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    Watch,
    Edit {
        cursor: Cell,
    },
    /// Quit was asked with unsaved edits; `editing` is where to go back to if the user stays.
    ConfirmQuit {
        editing: Option<Cell>,
    },
}

/// What the lower side panel shows (`Tab` cycles).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, clap::ValueEnum)]
pub enum Panel {
    /// The algorithm's pseudocode, the line being run marked.
    #[default]
    Code,
    /// The stack of decisions.
    Stack,
    /// The search tree per depth.
    Tree,
    /// Seed 002's bitsets (the queens algorithm).
    Bits,
    /// Seed 003's conflict sets (the backjumping algorithms).
    Conflicts,
    /// Breadth-first search's queue, level by level.
    Frontier,
    /// Simulated annealing's energy and temperature over time.
    Energy,
}

impl Panel {
    /// Whether the panel has something to show for this algorithm.
    pub fn fits(self, algorithm: Algorithm) -> bool {
        match self {
            Panel::Bits => algorithm == Algorithm::Queens,
            Panel::Conflicts => algorithm.jumps(),
            Panel::Frontier => algorithm == Algorithm::Bfs,
            Panel::Energy => algorithm == Algorithm::Sa,
            // A stack and a tree of decisions need an algorithm that decides in order.
            Panel::Stack | Panel::Tree => !matches!(algorithm, Algorithm::Bfs | Algorithm::Sa),
            Panel::Code => true,
        }
    }

    /// The panel that shows the algorithm's own state, beside the code when there is room.
    pub fn companion(algorithm: Algorithm) -> Self {
        match algorithm {
            Algorithm::Bfs => Panel::Frontier,
            Algorithm::Sa => Panel::Energy,
            _ => Panel::Stack,
        }
    }

    /// The next panel that fits.
    pub fn next(self, algorithm: Algorithm) -> Self {
        let all = [
            Panel::Code,
            Panel::Stack,
            Panel::Tree,
            Panel::Bits,
            Panel::Conflicts,
            Panel::Frontier,
            Panel::Energy,
        ];
        let i = all.iter().position(|&p| p == self).unwrap_or(0);
        (1..=all.len())
            .map(|k| all[(i + k) % all.len()])
            .find(|p| p.fits(algorithm))
            .unwrap_or(Panel::Code)
    }
}

/// Where a run-until key is heading.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Seek {
    Solution,
    Backtrack,
    End,
    /// `g`, a bookmark, a lesson's stop, or `Home` past the history kept (see [`goto`]).
    To(goto::Target),
}

impl Seek {
    /// Whether `event` is where a seek of this kind stops. A backjump takes back several
    /// queens, then says where it jumps: for jumping algorithms a backtrack seek stops there.
    fn stops_at(self, event: &Event, jumps: bool) -> bool {
        match self {
            Seek::Solution => matches!(event, Event::Solution),
            Seek::Backtrack if jumps => matches!(event, Event::Backjump { .. }),
            Seek::Backtrack => matches!(event, Event::Unmark { .. }),
            Seek::End | Seek::To(_) => false,
        }
    }
}

/// Where the board came from: the title names it, and saving goes back to its file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Source {
    /// The article's board, embedded.
    Demo,
    /// An empty board (`--n N`, or eight queens for an N-Queens `--algo`).
    Empty,
    /// `--n N --trees D --seed S`.
    Random {
        seed: u64,
    },
    /// `lizards -`: read from standard input.
    Stdin,
    File(PathBuf),
    /// `lizards replay FILE.jsonl`: a recorded stream.
    Replay(PathBuf),
}

impl Source {
    /// What frames of a board of side `n` from here are called: the file's stem, or what the
    /// board is.
    pub fn stem(&self, n: usize) -> String {
        match self {
            Source::File(path) | Source::Replay(path) => path
                .file_stem()
                .map_or_else(|| "board".into(), |s| s.to_string_lossy().into_owned()),
            Source::Demo => "demo".into(),
            Source::Empty => format!("empty-{n}"),
            Source::Random { seed } => format!("random-{n}-seed{seed}"),
            Source::Stdin => "stdin".into(),
        }
    }

    /// What the title calls the board, in the screen's language.
    pub fn name(&self) -> String {
        match self {
            Source::Demo => t!("source-demo"),
            Source::Empty => t!("source-empty"),
            Source::Random { seed } => t!("source-random", seed = seed.to_string()),
            Source::Stdin => t!("source-stdin"),
            Source::File(path) | Source::Replay(path) => path.file_name().map_or_else(
                || path.display().to_string(),
                |f| f.to_string_lossy().into(),
            ),
        }
    }
}

/// Where the grid was last drawn, for mouse clicks and panning.
#[derive(Debug, Clone, Copy, Default)]
pub struct GridGeometry {
    pub x: u16,
    pub y: u16,
    /// Characters a cell takes across and down.
    pub cell_width: u16,
    pub cell_height: u16,
    pub first_row: u32,
    pub first_col: u32,
    pub rows: u32,
    pub cols: u32,
}

impl GridGeometry {
    /// The tile a cell fills, without its gutter: (width, height).
    pub fn tile(&self) -> (u16, u16) {
        if self.cell_width > 2 {
            let h = if self.cell_height >= 3 {
                self.cell_height - 1
            } else {
                self.cell_height
            };
            (self.cell_width - 1, h)
        } else {
            (1, 1)
        }
    }

    /// Where a cell's glyph is drawn, if the cell is in view.
    pub fn glyph_position(&self, cell: Cell) -> Option<(u16, u16)> {
        let (r, c) = (
            cell.row.checked_sub(self.first_row)?,
            cell.col.checked_sub(self.first_col)?,
        );
        if r >= self.rows || c >= self.cols {
            return None;
        }
        let (tw, th) = self.tile();
        Some((
            self.x + c as u16 * self.cell_width + (tw - 1) / 2,
            self.y + r as u16 * self.cell_height + (th - 1) / 2,
        ))
    }

    /// The cell drawn at a screen position, if any (mouse clicks).
    pub fn cell_at(&self, x: u16, y: u16) -> Option<Cell> {
        if x < self.x || y < self.y || self.cell_width == 0 || self.cell_height == 0 {
            return None;
        }
        let col = ((x - self.x) / self.cell_width) as u32;
        let row = ((y - self.y) / self.cell_height) as u32;
        (col < self.cols && row < self.rows)
            .then(|| Cell::new(self.first_row + row, self.first_col + col))
    }

    /// Where row `row`'s counter starts (beside the row, on the glyphs' line).
    pub fn row_counter_position(&self, row: u32) -> (u16, u16) {
        let (_, th) = self.tile();
        (
            self.x + self.cols as u16 * self.cell_width + 2,
            self.y + (row - self.first_row) as u16 * self.cell_height + (th - 1) / 2,
        )
    }
}

/// Annealing as the app and `snapshot` run it: bounded by moves, not by the clock. The worker
/// waits while the class watches, so a clock would stop it at a different move on every run
/// (and a snapshot would not be repeatable); a move budget gives the same stream every time.
fn lesson_annealing() -> sa::Options {
    sa::Options {
        time: Duration::from_secs(100 * 365 * 24 * 3600),
        moves: 2_000_000,
        ..sa::Options::default()
    }
}

/// The settings the app runs a search with (its own, or a race's side): `search`, and the
/// lesson's bounds on breadth-first search's queue and annealing's moves.
pub fn settings_of(search: Options) -> Settings {
    Settings {
        search,
        // A lesson's queue: a million boards is plenty to show the blow-up.
        frontier: Some(1 << 20),
        anneal: lesson_annealing(),
    }
}

pub struct App {
    pub board: Board,
    pub lizards: u32,
    pub algorithm: Algorithm,
    pub source: Source,
    /// The file's algorithm line and line ends, kept when saving.
    pub form: FileForm,
    /// The board and p as last saved (or opened): edits are unsaved while they differ.
    saved: (Board, u32),
    /// The board's file as it was when opened or last saved (its modification time and
    /// length): a save over a file changed since asks first ([`Self::save`]).
    on_disk: Option<edit::DiskStamp>,
    /// The file as it was when a save was refused because it had changed on disk: the next
    /// `s` writes over it if it is still so (changed again, it asks again).
    overwrite_asked: Option<Option<edit::DiskStamp>>,
    /// The board's own file refused the last save (read-only, its folder gone): the next `s`
    /// saves a copy in a new file, so that the edits are not lost.
    save_refused: bool,
    pub playback: Playback,
    worker: Option<Worker>,
    /// The search as edit mode found it, set aside so that the editor shows the bare board
    /// (no lizards, every counter 0) and `Esc` takes it back where it was if nothing changed.
    parked: Option<(Playback, Option<Worker>)>,
    pub mode: Mode,
    pub help: bool,
    /// Lines the help is scrolled down by (on windows too short for all of it).
    pub help_scroll: u16,
    /// How far the help can scroll in the window it was last drawn in.
    pub help_max_scroll: std::cell::Cell<u16>,
    /// Whether the frame drawn last cut a stop's caption short after a quiz verdict (a short
    /// window): `PageDown` then shows the caption whole before it goes on.
    pub caption_cut: std::cell::Cell<bool>,
    pub playing: bool,
    /// Pause playback at each solution.
    pub stop_at_solutions: bool,
    pub speed: usize,
    pub seek: Option<Seek>,
    /// A one-line message for the footer (errors, saves, why an algorithm does not fit).
    pub status: Option<String>,
    pub quit: bool,
    /// Said on standard error once the terminal is given back: where "save and quit" wrote
    /// the board, which the footer had no time to show.
    pub farewell: Option<String>,
    /// The session is being recorded: the title leaves room for the `● REC` marker.
    pub recording: bool,
    pub theme: Theme,
    pub mouse: bool,
    /// The lower side panel's choice (the pseudocode shows above it when there is room).
    pub panel: Panel,
    /// Draw every cell compact (2 x 1 characters) instead of as large as the window allows.
    pub compact: bool,
    /// The top-left cell of the view when the user has panned; `None` follows the scan.
    pub pan: Option<Cell>,
    /// The window's size, as the event loop last saw it.
    window: (u16, u16),
    /// Fractional events owed to the playback at slow speeds.
    owed: f64,
    pub now: Instant,
    last_tick: Instant,
    /// Time spent playing or seeking this search (not paused, not editing).
    pub search_time: Duration,
    /// The events of the search shown, when a run of the very same search (before `Home` or
    /// `g` ran it again from its start) went to its end: the statistics keep saying "of N".
    /// Public for tests that compare a rerun with a fresh start.
    pub rerun_total: Option<u64>,
    /// Events played per second lately (0 while nothing plays).
    pub rate: f64,
    meter: rate::Meter,
    pub geometry: std::cell::Cell<GridGeometry>,
    random_seed: u64,
    /// Boards before each edit, for `u`.
    undo: Vec<(Board, u32)>,
    /// The p the class asked for before a board too small for it lowered p: a larger board
    /// gives it back (until p is set by hand).
    asked_p: Option<u32>,
    /// Events step back can reach (older ones are let go).
    history: usize,
    /// What the solver is asked: every solution (the app) or the first (a race), how
    /// backtrack checks safety and which bounds it prunes with (`c` climbs them).
    pub search: Options,
    /// The panel last drawn below the code (the chosen one, or the algorithm's companion when
    /// the code is chosen and a tall window has room for both), so `Tab` moves on from what is
    /// on screen.
    pub panel_drawn: std::cell::Cell<Panel>,
    /// Whether the last frame drew the pseudocode too (above the panel, on a tall window).
    pub code_drawn: std::cell::Cell<bool>,
    /// Where a board with no file of its own is saved (`board.txt` there).
    pub save_dir: PathBuf,
    /// `R` asked to race the board: the event loop opens the race and comes back.
    pub race_request: Option<[crate::tui::racer::Racer; 2]>,
    /// The recorded stream played instead of a solver (`lizards replay`).
    pub replay: Option<replay::Recording>,
    /// Quiz mode (`w`, `--quiz`): the class predicts each decision before it plays.
    pub quiz: Option<quiz::Quiz>,
    /// The quiz `w` turned off, kept so that `w` again brings back the class's score.
    quiz_off: Option<quiz::Quiz>,
    /// The `g` prompt and the bookmarks.
    pub goto: goto::Goto,
    /// The lesson plan being taught (`--lesson`).
    pub lesson: Option<lesson::Tour>,
    /// The language the screen speaks; `l` switches it live.
    pub lang: crate::i18n::Lang,
}

impl App {
    pub fn new(
        board: Board,
        lizards: u32,
        algorithm: Algorithm,
        source: Source,
        theme: Theme,
    ) -> Self {
        let now = Instant::now();
        let mut app = Self {
            playback: Playback::new(board.clone(), lizards),
            saved: (board.clone(), lizards),
            on_disk: match &source {
                Source::File(path) => edit::DiskStamp::of(path),
                _ => None,
            },
            overwrite_asked: None,
            save_refused: false,
            board,
            lizards,
            algorithm,
            source,
            form: FileForm::default(),
            worker: None,
            parked: None,
            mode: Mode::Watch,
            help: false,
            help_scroll: 0,
            help_max_scroll: Default::default(),
            caption_cut: Default::default(),
            playing: false,
            stop_at_solutions: false,
            speed: 2,
            seek: None,
            status: None,
            quit: false,
            farewell: None,
            recording: false,
            theme,
            mouse: false,
            compact: false,
            panel: Panel::Code,
            panel_drawn: std::cell::Cell::new(Panel::Code),
            code_drawn: std::cell::Cell::new(true),
            pan: None,
            window: (u16::MAX, u16::MAX),
            owed: 0.0,
            now,
            last_tick: now,
            search_time: Duration::ZERO,
            rerun_total: None,
            rate: 0.0,
            meter: Default::default(),
            geometry: Default::default(),
            random_seed: 1,
            undo: Vec::new(),
            asked_p: None,
            history: crate::playback::DEFAULT_HISTORY,
            search: Options {
                goal: Goal::All { limit: None },
                bound: crate::tui::LESSON_BOUND,
                ..Options::default()
            },
            save_dir: PathBuf::from("."),
            race_request: None,
            replay: None,
            quiz: None,
            quiz_off: None,
            goto: goto::Goto::default(),
            lesson: None,
            lang: crate::i18n::Lang::En,
        };
        app.restart();
        app
    }

    /// Events per second now (0: unlimited).
    pub fn speed(&self) -> u32 {
        SPEEDS[self.speed]
    }

    pub fn set_speed(&mut self, events_per_second: u32) {
        self.speed = SPEEDS
            .iter()
            .position(|&s| s == events_per_second)
            .unwrap_or_else(|| {
                // Unlisted: the nearest listed speed not above it (unlimited stays unlimited).
                SPEEDS
                    .iter()
                    .rposition(|&s| s != 0 && s <= events_per_second)
                    .unwrap_or(0)
            });
    }

    /// The lower side panel as shown: the choice, or the pseudocode if the choice does not
    /// fit the algorithm.
    pub fn panel_shown(&self) -> Panel {
        if self.panel.fits(self.algorithm) {
            self.panel
        } else {
            Panel::Code
        }
    }

    /// Whether the board or p differ from what was opened or last saved.
    pub fn is_dirty(&self) -> bool {
        self.lizards != self.saved.1 || self.board != self.saved.0
    }

    /// The window size the event loop sees; a window too small pauses the search.
    pub fn set_window(&mut self, width: u16, height: u16) {
        self.window = (width, height);
    }

    fn fits(&self) -> bool {
        self.window.0 >= MIN_WIDTH && self.window.1 >= MIN_HEIGHT
    }

    /// Whether the app has work between key presses (the event loop then wakes every frame;
    /// otherwise it sleeps until a key or a slow timer).
    pub fn busy(&self) -> bool {
        self.mode == Mode::Watch && !self.help && (self.playing || self.seek.is_some())
    }

    /// Cancels the running search (the worker thread is joined) and starts a new one.
    pub fn restart(&mut self) {
        self.worker = None;
        self.rerun_total = None;
        if let Some(why) = self.algorithm.unfit(&self.board, self.lizards) {
            let why = crate::tui::reasons::unfit(why);
            self.status = Some(t!("status-unfit-back", why = why));
            self.algorithm = Algorithm::Backtrack;
        }
        self.playback = self.new_playback();
        for quiz in [&mut self.quiz, &mut self.quiz_off].into_iter().flatten() {
            quiz.restarted();
        }
        self.worker = Some(match &self.replay {
            Some(recording) => recording.spawn(),
            None => Worker::spawn(
                self.algorithm,
                self.board.clone(),
                self.lizards,
                self.settings(),
            ),
        });
        self.seek = None;
        self.owed = 0.0;
        self.search_time = Duration::ZERO;
        self.meter.reset();
        self.rate = 0.0;
    }

    /// What the solver is asked, as the app runs it.
    pub fn settings(&self) -> Settings {
        settings_of(self.search)
    }

    /// An empty playback for the board being shown.
    fn new_playback(&self) -> Playback {
        let mut pb = Playback::with_capacity(self.board.clone(), self.lizards, self.history);
        if self.algorithm == Algorithm::Sa {
            pb.share_lines();
        }
        if !self.algorithm.jumps() {
            pb.skip_conflicts();
        }
        pb
    }

    /// Bounds how many events step back can reach, and starts the search again.
    pub fn set_history(&mut self, events: usize) {
        self.history = events;
        self.restart();
    }

    /// Whether the search shown is the one for the board being edited (nothing changed).
    fn search_matches_board(&self) -> bool {
        self.worker.is_some()
            && self.playback.lizards_wanted() == self.lizards
            && *self.playback.board() == self.board
    }

    /// Moves received events into the playback until enough are ready. Never blocks.
    fn pull(&mut self) {
        let Some(worker) = self.worker.as_mut() else {
            return;
        };
        while self.playback.received() - self.playback.position() < READ_AHEAD as u64 {
            match worker.try_recv() {
                Some(batch) => self.playback.push_all(batch),
                None => break,
            }
        }
    }

    /// Makes an event pending if one can be had: takes what has arrived and, with a deadline,
    /// waits on the solver until then. False if none is pending.
    fn refill(&mut self, wait_until: Option<Instant>) -> bool {
        self.pull();
        if self.playback.has_pending() {
            return true;
        }
        if let (Some(until), Some(worker)) = (wait_until, self.worker.as_mut()) {
            let left = until.saturating_duration_since(Instant::now());
            if !left.is_zero()
                && let Some(batch) = worker.recv_timeout(left)
            {
                self.playback.push_all(batch);
                self.pull();
            }
        }
        self.playback.has_pending()
    }

    /// Applies the next event, waiting up to `wait` for the solver if none has arrived.
    /// Returns the event, or `None` if there was none (the search is over, or slow).
    pub fn step_forward(&mut self, wait: Duration) -> Option<Event> {
        if !self.playback.forward() {
            if !self.refill(Some(Instant::now() + wait)) {
                return None;
            }
            self.playback.forward();
        }
        self.playback.current()
    }

    /// Receives until as much is read ahead as the playback ever reads ahead, or the search
    /// is over, waiting on the solver as needed. The solver sends whole batches, so afterwards
    /// what has arrived depends only on the position: a snapshot shows the same numbers
    /// every time.
    pub fn settle(&mut self) {
        self.settle_until(None);
    }

    /// [`App::settle`], giving up at `deadline`: a slow search (annealing placing 300,000
    /// lizards on a 2000 x 2000 board sends a batch every 50 ms) would otherwise hold a
    /// snapshot for a second past its budget. What it shows then may differ from run to run,
    /// as any answer cut by its budget.
    pub fn settle_until(&mut self, deadline: Option<Instant>) {
        while !self.playback.finished()
            && self.playback.received() - self.playback.position() < READ_AHEAD as u64
        {
            let Some(worker) = self.worker.as_mut() else {
                break;
            };
            let batch = match deadline {
                None => worker.recv(),
                Some(deadline) => match deadline.checked_duration_since(Instant::now()) {
                    Some(left) if !left.is_zero() => worker.recv_timeout(left),
                    _ => None,
                },
            };
            let Some(batch) = batch else {
                break;
            };
            self.playback.push_all(batch);
        }
    }

    /// Waits for the solver to finish sending (tests, on small boards).
    pub fn wait_for_solver(&mut self) {
        if let Some(worker) = self.worker.as_mut() {
            while let Some(batch) = worker.recv() {
                self.playback.push_all(batch);
            }
        }
    }

    /// Whether every event of the search has arrived (the total is known).
    pub fn search_complete(&self) -> bool {
        self.playback.finished() || self.worker.as_ref().is_none_or(Worker::finished)
    }

    /// How many events the search has in all, once that is known: it came to its end, or an
    /// earlier run of it did, or the lesson plan found it.
    pub fn total_events(&self) -> Option<u64> {
        self.search_complete()
            .then(|| self.playback.received())
            .or(self.rerun_total)
            .or_else(|| self.lesson_total())
    }

    /// The search again from its start, as it was: what it is known to hold stays known.
    pub(super) fn rerun(&mut self) {
        let total = self.total_events();
        self.restart();
        self.rerun_total = total;
    }

    /// Whether the search can produce no more events.
    pub fn search_over(&self) -> bool {
        !self.playback.has_pending()
            && (self.playback.finished() || self.worker.as_ref().is_none_or(Worker::finished))
    }

    /// What the screen shows that time can change; a tick that leaves it alone needs no frame.
    /// The search ending counts: a watched program that exits after its last event changes
    /// "waiting for the program" into why the stream stopped, with no key pressed.
    fn visible_state(&self) -> (u64, u64, bool, bool, u64, u64, bool, bool) {
        (
            self.playback.position(),
            self.playback.received(),
            self.playing,
            self.seek.is_some(),
            self.rate as u64,
            self.search_time.as_millis() as u64 / 100,
            self.search_complete(),
            // "The referee is checking the fail" shows, then goes, without a key.
            self.replay.as_ref().is_some_and(|r| r.checking_fail()),
        )
    }

    /// Advances time: pulls events and plays what the speed (or a seek) asks for, within a
    /// frame's budget so keys are never kept waiting. Returns whether the screen changed.
    pub fn tick(&mut self, now: Instant) -> bool {
        // What playing says back (a stop at a solution) is said in the screen's language.
        let _speaking = crate::i18n::speak(self.lang, self.theme.ascii);
        let before = self.visible_state();
        let dt = now.saturating_duration_since(self.last_tick);
        self.last_tick = now;
        self.now = now;
        let deadline = Instant::now() + TICK_BUDGET;
        if self.mode == Mode::Watch && !self.help && self.fits() {
            self.pull();
            if let Some(seek) = self.seek {
                self.search_time += dt;
                self.run_seek(seek, deadline);
            } else if self.playing {
                self.search_time += dt;
                self.play(dt, deadline);
            }
        }
        self.measure_rate(now);
        self.note_stop();
        self.visible_state() != before
    }

    fn play(&mut self, dt: Duration, deadline: Instant) {
        let speed = self.speed();
        let unlimited = speed == 0;
        let mut due = if unlimited {
            u64::MAX
        } else {
            self.owed += dt.as_secs_f64() * speed as f64;
            let whole = self.owed.floor();
            self.owed -= whole;
            whole as u64
        };
        let stop = self.lesson_stop_after(self.playback.position());
        while due > 0 {
            if !self.playback.has_pending() && !self.refill(unlimited.then_some(deadline)) {
                break;
            }
            if self.quiz.is_some() && self.quiz_stops() {
                return;
            }
            self.playback.forward();
            due -= 1;
            // A lesson's stop holds the class as a solution does: its caption shows paused.
            if stop == Some(self.playback.position()) {
                self.playing = false;
                return;
            }
            if self.stop_at_solutions && self.playback.current() == Some(Event::Solution) {
                self.playing = false;
                self.status = Some(t!(
                    "status-stopped-at-solution",
                    solution = self.playback.tally().solutions
                ));
                return;
            }
            if due.is_multiple_of(4096) && Instant::now() > deadline {
                break;
            }
        }
        if self.search_over() {
            self.playing = false;
        }
    }

    fn measure_rate(&mut self, now: Instant) {
        self.rate = if self.busy() {
            self.meter.measure(now, self.playback.position())
        } else {
            self.meter.reset();
            0.0
        };
    }

    fn run_seek(&mut self, seek: Seek, deadline: Instant) {
        if let Seek::To(target) = seek {
            return self.travel(target, deadline);
        }
        let jumps = self.algorithm.jumps();
        loop {
            if self.playback.forward_until(|e| seek.stops_at(e, jumps)) {
                self.seek = None;
                return;
            }
            if Instant::now() > deadline || !self.refill(Some(deadline)) {
                if self.search_over() {
                    self.seek = None;
                    if seek != Seek::End {
                        self.status = Some(t!("status-search-ended"));
                    }
                }
                return;
            }
        }
    }

    /// Steps back to the previous event where a seek of this kind would stop.
    fn seek_back(&mut self, seek: Seek) {
        self.pause();
        let what = match seek {
            Seek::Solution => "solution",
            _ => "backtrack",
        };
        let history = self.playback.history_start();
        let from = self.playback.position();
        if self.playback.back() {
            loop {
                let jumps = self.algorithm.jumps();
                if self
                    .playback
                    .current()
                    .is_some_and(|e| seek.stops_at(&e, jumps))
                {
                    return;
                }
                if !self.playback.back() {
                    break;
                }
            }
        }
        // None before: the class stays where it was rather than lose its place.
        while self.playback.position() < from && self.playback.forward() {}
        self.status = Some(if history > 0 {
            t!("status-no-earlier-since", what = what, event = history)
        } else {
            t!(
                "status-no-earlier",
                what = what,
                event = crate::i18n::count(from)
            )
        });
    }

    /// Handles one terminal event.
    pub fn handle(&mut self, event: &TermEvent) {
        match event {
            TermEvent::Key(_) => {
                if let Some(key) = event.as_key_press_event() {
                    self.key(key);
                }
            }
            TermEvent::Mouse(m)
                if self.mouse && m.kind == MouseEventKind::Down(MouseButton::Left) =>
            {
                self.click(m.column, m.row);
            }
            TermEvent::Resize(w, h) => self.set_window(*w, *h),
            _ => {}
        }
    }

    pub fn key(&mut self, key: KeyEvent) {
        self.key_press(key);
        self.note_stop();
    }

    fn key_press(&mut self, key: KeyEvent) {
        // What a key says back (the footer's messages) is said in the screen's language.
        let _speaking = crate::i18n::speak(self.lang, self.theme.ascii);
        // The real-terminal test makes the app panic on purpose, to see the terminal given
        // back; nobody else sets this variable.
        if key.code == KeyCode::Char('!') && std::env::var_os("LIZARDS_TEST_PANIC").is_some() {
            panic!("the panic the terminal test asked for");
        }
        if key.code == KeyCode::Char('c') && key.modifiers.contains(KeyModifiers::CONTROL) {
            match self.mode {
                // The question says what each key does; a second ^C is "any other key", not
                // a quit that drops the edits it asks about.
                Mode::ConfirmQuit { editing } => self.confirm_key(KeyCode::Null, editing),
                _ => self.ask_quit(),
            }
            return;
        }
        if key.modifiers.contains(KeyModifiers::CONTROL) {
            // A terminal's shortcuts (^L redraw, ^R redo, ^S) are not the plain letters: ^R
            // scattered random trees over a student's board, ^L switched the language. Alt
            // is kept: tmux and slow links send `Esc` then a key as Alt and the key.
            return;
        }
        if !self.fits() {
            // The window shows only how large it must be: a key would act unseen (Space
            // would start the search, an edit key change the board). `q` and the quit
            // question's keys still work, as the message says.
            match self.mode {
                Mode::ConfirmQuit { editing } => self.confirm_key(key.code, editing),
                _ if key.code == KeyCode::Char('q') => {
                    self.help = false;
                    self.ask_quit();
                }
                _ => {}
            }
            return;
        }
        if self.help {
            // Arrows scroll, `t` switches the colours; any other key closes.
            let last = self.help_max_scroll.get();
            let at = self.help_scroll.min(last);
            let to = match key.code {
                KeyCode::Up | KeyCode::Char('k') => at.saturating_sub(1),
                KeyCode::Down | KeyCode::Char('j') => at.saturating_add(1),
                KeyCode::PageUp => at.saturating_sub(10),
                KeyCode::PageDown => at.saturating_add(10),
                KeyCode::Char('t') => {
                    self.toggle_theme();
                    at
                }
                // `q` too closes it, as it closes a pager: a class that meant to leave the
                // help would otherwise lose its place in the search.
                _ => {
                    self.help = false;
                    at
                }
            };
            // Scrolled to the end, the help stays at its end when the window changes size
            // (a narrower one wraps into more lines): the drawing takes the least of the two.
            self.help_scroll = match last {
                // The whole help shows: nothing to scroll.
                0 => 0,
                last if to >= last => u16::MAX,
                _ => to,
            };
            return;
        }
        if self.goto.prompt.is_some() {
            return self.prompt_key(key.code);
        }
        match self.mode {
            Mode::ConfirmQuit { editing } => self.confirm_key(key.code, editing),
            Mode::Edit { cursor } => self.edit_key(key.code, cursor),
            Mode::Watch => {
                if !self.quiz_key(key.code) && !self.quiz_reply_without_question(key.code) {
                    self.watch_key(key)
                }
            }
        }
    }

    fn ask_quit(&mut self) {
        match self.mode {
            Mode::ConfirmQuit { .. } => self.quit = true,
            _ if !self.is_dirty() => self.quit = true,
            Mode::Edit { cursor } => {
                self.mode = Mode::ConfirmQuit {
                    editing: Some(cursor),
                }
            }
            Mode::Watch => self.mode = Mode::ConfirmQuit { editing: None },
        }
    }

    fn confirm_key(&mut self, code: KeyCode, editing: Option<Cell>) {
        let back = match editing {
            Some(cursor) => Mode::Edit { cursor },
            None => Mode::Watch,
        };
        match code {
            KeyCode::Char('s') => {
                let asked = (self.overwrite_asked, self.save_refused);
                if self.save() {
                    self.quit = true;
                    self.farewell = self.status.take();
                } else if (self.overwrite_asked, self.save_refused) == asked {
                    self.mode = back;
                }
                // Refused because the file changed on disk, or could not be written: the
                // question stays, the footer says why, and `s` again writes over it (or a
                // copy) and quits.
            }
            KeyCode::Char('q') | KeyCode::Char('y') => self.quit = true,
            _ => self.mode = back,
        }
    }

    fn watch_key(&mut self, key: KeyEvent) {
        self.status = None;
        if self.replay_refuses(key.code) {
            return;
        }
        let shift = key.modifiers.contains(KeyModifiers::SHIFT);
        match key.code {
            KeyCode::Char(' ') => {
                if self.seek.is_some() {
                    self.pause();
                } else {
                    self.playing = !self.playing;
                    if self.playing && self.search_over() {
                        self.playback.to_start();
                    }
                }
            }
            KeyCode::Left if shift => self.pan_by(0, -1),
            KeyCode::Right if shift => self.pan_by(0, 1),
            KeyCode::Up if shift => self.pan_by(-1, 0),
            KeyCode::Down if shift => self.pan_by(1, 0),
            KeyCode::Char('H') => self.pan_by(0, -1),
            KeyCode::Char('L') => self.pan_by(0, 1),
            KeyCode::Char('K') => self.pan_by(-1, 0),
            KeyCode::Char('J') => self.pan_by(1, 0),
            KeyCode::Char('f') => self.follow_scan(),
            KeyCode::Right => {
                self.pause();
                if self.quiz.is_some() && self.refill(None) && self.quiz_stops() {
                    return;
                }
                if !self.playback.forward() && self.refill(None) {
                    self.playback.forward();
                }
                // The next decision is asked about at once, not one more key later.
                if self.quiz.is_some() && self.refill(None) {
                    self.quiz_stops();
                }
            }
            KeyCode::Left | KeyCode::Char('h') => {
                self.pause();
                if !self.playback.back() && self.playback.history_start() > 0 {
                    self.status = Some(t!(
                        "status-history-begins",
                        event = self.playback.history_start()
                    ));
                }
            }
            KeyCode::Char('+') | KeyCode::Char('=') => {
                if self.speed + 1 == SPEEDS.len() {
                    self.status = Some(t!("status-speed-fastest"));
                }
                self.speed = (self.speed + 1).min(SPEEDS.len() - 1)
            }
            KeyCode::Char('-') | KeyCode::Char('_') => {
                if self.speed == 0 {
                    self.status = Some(t!("status-speed-slowest"));
                }
                self.speed = self.speed.saturating_sub(1)
            }
            KeyCode::Char('n') => self.start_seek(Seek::Solution),
            // Annealing moves lizards and never takes one back to try the next cell: a seek
            // for a backtrack ran to its end ("the search ended before that").
            KeyCode::Char('b' | 'B') if self.algorithm == Algorithm::Sa => {
                self.status = Some(t!("status-annealing-no-backtrack"));
            }
            // Breadth-first search takes boards from its queue: the lizards it wipes off are
            // the next board's, not a branch given up.
            KeyCode::Char('b' | 'B') if self.algorithm == Algorithm::Bfs => {
                self.status = Some(t!("status-bfs-no-backtrack"));
            }
            KeyCode::Char('b') => self.start_seek(Seek::Backtrack),
            KeyCode::Char('N') => self.seek_back(Seek::Solution),
            KeyCode::Char('B') => self.seek_back(Seek::Backtrack),
            KeyCode::End => self.start_seek(Seek::End),
            KeyCode::Home => self.go_to(goto::Target::Event(0)),
            KeyCode::Char('g') => self.open_goto(),
            KeyCode::Char('m') => self.toggle_bookmark(),
            KeyCode::Char('\'') => self.next_bookmark(),
            KeyCode::PageDown => self.move_stop(1),
            KeyCode::PageUp => self.move_stop(-1),
            KeyCode::Char('p') => {
                self.stop_at_solutions = !self.stop_at_solutions;
                self.status = Some(if self.stop_at_solutions {
                    t!("status-stops-at-solutions")
                } else {
                    t!("status-runs-past-solutions")
                });
            }
            KeyCode::Char('z') => {
                // Said, since a window too small for large cells shows no change.
                self.compact = !self.compact;
                self.status = Some(t!(if self.compact {
                    "status-compact-on"
                } else {
                    "status-compact-off"
                }));
            }
            KeyCode::Tab => self.next_panel(),
            KeyCode::Char('c') => self.climb_bound(),
            KeyCode::Char('t') => self.toggle_theme(),
            KeyCode::Char('a') => self.cycle_algorithm(),
            KeyCode::Char('R') => self.ask_race(),
            KeyCode::Char('e') => {
                self.pause();
                let cursor = self.playback.cursor().unwrap_or(Cell::new(0, 0));
                // The undo history outlives `Esc`: trees taken off in one edit come back in
                // the next (the board changes only here, so it never undoes into another).
                self.park_search();
                self.mode = Mode::Edit { cursor };
            }
            KeyCode::Char('x') => self.export_frame(),
            KeyCode::Char('s') if self.is_dirty() => {
                self.save();
            }
            KeyCode::Char('s') => self.status = Some(t!("status-nothing-to-save")),
            // An editing key while watching: said, where it did nothing before (a replay
            // refused it above, in `replay_refuses`).
            KeyCode::Char(key) if replay::EDITING_WHILE_WATCHING.contains(&key) => {
                self.status = Some(t!("status-edit-key-in-watch", key = key.to_string()))
            }
            KeyCode::Char('w') => self.toggle_quiz(),
            KeyCode::Char('?') => self.open_help(),
            KeyCode::Char('q') => self.ask_quit(),
            KeyCode::Char('l') => self.next_language(),
            KeyCode::Esc => self.status = Some(t!("status-esc")),
            _ => {}
        }
    }

    /// Writes the screen as it is now as SVG and text for slides (`x`), beside the board
    /// (in the save directory), named after the board and the event. Drawn as if not
    /// recording: the marker belongs to the session, and the title it shortens is the lesson's.
    fn export_frame(&mut self) {
        use crate::tui::frame;
        let name = frame::frame_name(&self.source.stem(self.board.n()), self.playback.position());
        let recording = std::mem::replace(&mut self.recording, false);
        let said = frame::save_screen(self, self.window, &name, self.theme.palette, &self.save_dir);
        self.recording = recording;
        self.status = Some(said);
    }

    /// Moves the view by whole cells (Shift+arrows); the view stops following the scan.
    fn pan_by(&mut self, rows: i64, cols: i64) {
        let g = self.geometry.get();
        let n = self.board.n() as i64;
        let start = self.pan.unwrap_or(Cell::new(g.first_row, g.first_col));
        let clamp = |v: i64, shown: u32| v.clamp(0, (n - shown as i64).max(0)) as u32;
        self.pan = Some(Cell::new(
            clamp(start.row as i64 + rows, g.rows),
            clamp(start.col as i64 + cols, g.cols),
        ));
        if self.whole_board_in_view() {
            self.status = Some(t!("status-whole-board"));
        } else if self.mode == Mode::Watch {
            // The view no longer follows the scan, which may now go on out of sight.
            self.status = Some(t!("status-panned"));
        }
    }

    /// Whether the grid shows every cell of the board: panning and following do nothing.
    fn whole_board_in_view(&self) -> bool {
        let g = self.geometry.get();
        let n = self.board.n();
        g.rows as usize >= n && g.cols as usize >= n
    }

    /// `f`: the view follows the scan again. On a board the window shows whole there is
    /// nothing to follow, and the footer says so rather than nothing.
    fn follow_scan(&mut self) {
        self.pan = None;
        if self.whole_board_in_view() {
            self.status = Some(t!("status-whole-board"));
        }
    }

    pub(crate) fn open_help(&mut self) {
        self.help = true;
        self.help_scroll = 0;
    }

    fn pause(&mut self) {
        self.playing = false;
        self.seek = None;
    }

    fn start_seek(&mut self, seek: Seek) {
        self.playing = false;
        self.seek = Some(seek);
        self.run_seek(seek, Instant::now() + TICK_BUDGET);
    }

    /// Races this board: the current algorithm (backtrack with the bound in force) against
    /// another that fits (backjumping with Gaschnig's rule, or backtracking), or, if none
    /// does, backtracking against itself with other bounds: what the bounds save (the seed's
    /// heuristic alone against the strongest, `auto`).
    fn ask_race(&mut self) {
        use crate::solve::backtrack::Pruning;
        use crate::tui::racer::Racer;
        let mine = self.search.bound;
        let me = Racer::plain(self.algorithm).or_bound(mine);
        let other = [Algorithm::BackjumpSafe, Algorithm::Backtrack]
            .into_iter()
            .find(|&a| a != self.algorithm && a.unfit(&self.board, self.lizards).is_none())
            .map_or(
                Racer::backtrack(if mine == Pruning::Seed {
                    Pruning::Auto
                } else {
                    Pruning::Seed
                }),
                |a| Racer::plain(a).or_bound(Pruning::Auto),
            );
        self.pause();
        self.race_request = Some([me, other]);
    }

    /// `t`: the other palette. Without colour (`NO_COLOR`) there is nothing to switch, and
    /// the footer says so rather than the key seeming dead.
    pub(super) fn toggle_theme(&mut self) {
        self.theme = self.theme.toggled();
        if !self.theme.color {
            self.status = Some(t!("status-no-colour"));
        }
    }

    /// `l`: the next language (English, French, Chinese). Only the words change: the search,
    /// the position and the panels stay as they are.
    fn next_language(&mut self) {
        let (lang, status) = crate::i18n::switch(self.lang, self.theme.ascii);
        self.lang = lang;
        // A quiz verdict was written in the old language: the narration, in the new one,
        // takes its place (the score stays in the title).
        if let Some(quiz) = self.quiz.as_mut() {
            quiz.verdict = None;
        }
        self.status = Some(status);
    }

    /// `c`: backtrack's next bound up the ladder (seed, segments, matching, memo, auto, then
    /// the seed again), the same board searched again from the start. The title names the
    /// bound in force and the footer says what it adds, so a class sees what each bound saves.
    pub fn climb_bound(&mut self) {
        if self.algorithm != Algorithm::Backtrack {
            self.status = Some(t!("status-no-bounds", algorithm = self.algorithm.name()));
            return;
        }
        let bound = self.search.bound.climbed();
        self.search.bound = bound;
        let playing = self.playing;
        self.forget_bookmarks();
        self.restart();
        self.playing = playing;
        // What `auto` means depends on the board: say which bound it is here.
        let here = match bound.on(&self.board) {
            meant if meant != bound => meant.name(),
            _ => "none",
        };
        self.status = Some(t!(
            "status-bound",
            name = bound.name(),
            summary = crate::narrate::bound_summary(bound),
            here = here
        ));
    }

    /// `Tab`: the next panel after the one on screen, so the first press on a tall window
    /// (where the code shows with its companion below it) shows something new.
    fn next_panel(&mut self) {
        let drawn = self.panel_drawn.get();
        let next = drawn.next(self.algorithm);
        let companion_again = next == Panel::Code
            && drawn == Panel::companion(self.algorithm)
            && self.code_drawn.get();
        if companion_again && next.next(self.algorithm) == drawn {
            self.status = Some(t!("status-one-panel", algorithm = self.algorithm.name()));
        }
        self.panel = next;
        self.panel_drawn.set(next);
    }

    fn cycle_algorithm(&mut self) {
        // Skip algorithms that do not fit, saying which do and why the others don't.
        let mut candidate = self.algorithm.next();
        let mut reason = None;
        while let Some(why) = candidate.unfit(&self.board, self.lizards) {
            reason.get_or_insert(why);
            candidate = candidate.next();
        }
        if let Some(why) = reason {
            let fits: Vec<&str> = Algorithm::ALL
                .iter()
                .filter(|a| a.unfit(&self.board, self.lizards).is_none())
                .map(|a| a.name())
                .collect();
            self.status = Some(t!(
                "status-fits-others",
                names = fits.join(", "),
                count = fits.len(),
                why = crate::tui::reasons::unfit(why)
            ));
        }
        if candidate != self.algorithm {
            self.algorithm = candidate;
            self.forget_bookmarks();
            self.restart();
        }
    }

    fn click(&mut self, x: u16, y: u16) {
        let Some(cell) = self.geometry.get().cell_at(x, y) else {
            return;
        };
        match self.mode {
            Mode::Edit { .. } => {
                self.toggle_tree(cell);
                self.mode = Mode::Edit { cursor: cell };
            }
            // A click on the grid while watching did nothing and said nothing: the footer
            // says what a click does, and where.
            Mode::Watch if !self.help && self.replay.is_none() => {
                let _speaking = crate::i18n::speak(self.lang, self.theme.ascii);
                self.status = Some(t!("status-click-to-edit"));
            }
            _ => {}
        }
    }
}

//! The app's state and what keys do to it. Rendering is in [`super::ui`]; this file never draws.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use crossterm::event::{
    Event as TermEvent, KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEventKind,
};

use crate::board::{Board, Cell, MAX_SIDE};
use crate::event::Event;
use crate::homework;
use crate::playback::Playback;
use crate::solve::Algorithm;
use crate::tui::theme::Theme;
use crate::tui::worker::Worker;

/// Playback speeds in events per second; 0 is unlimited.
pub const SPEEDS: &[u32] = &[
    1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 10_000, 100_000, 0,
];

/// Received events kept ready ahead of the playback; more wait in the worker's channel.
const READ_AHEAD: usize = 1 << 16;

/// The largest board the editor grows to (the app can open larger files).
const EDIT_MAX_SIDE: usize = 64;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    Watch,
    Edit {
        cursor: Cell,
    },
    /// Quit was asked with unsaved edits.
    ConfirmQuit,
}

/// Where a run-until key is heading.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Seek {
    Solution,
    Backtrack,
    End,
}

/// Where the grid was last drawn, for mouse clicks.
#[derive(Debug, Clone, Copy, Default)]
pub struct GridGeometry {
    pub x: u16,
    pub y: u16,
    pub first_row: u32,
    pub first_col: u32,
    pub rows: u32,
    pub cols: u32,
}

pub struct App {
    pub board: Board,
    pub lizards: u32,
    pub algorithm: Algorithm,
    /// The file the board came from (and is saved to).
    pub path: Option<PathBuf>,
    pub playback: Playback,
    worker: Option<Worker>,
    pub mode: Mode,
    pub help: bool,
    pub playing: bool,
    pub speed: usize,
    pub seek: Option<Seek>,
    /// A one-line message for the footer (errors, saves, why an algorithm does not fit).
    pub status: Option<String>,
    pub dirty: bool,
    pub quit: bool,
    pub theme: Theme,
    pub mouse: bool,
    /// Fractional events owed to the playback at slow speeds.
    owed: f64,
    pub now: Instant,
    last_tick: Instant,
    /// When the current search started, and events applied per second lately.
    pub started: Instant,
    pub rate: f64,
    rate_mark: (Instant, u64),
    pub geometry: std::cell::Cell<GridGeometry>,
    random_seed: u64,
}

impl App {
    pub fn new(
        board: Board,
        lizards: u32,
        algorithm: Algorithm,
        path: Option<PathBuf>,
        theme: Theme,
    ) -> Self {
        let now = Instant::now();
        let mut app = Self {
            playback: Playback::new(board.clone(), lizards),
            board,
            lizards,
            algorithm,
            path,
            worker: None,
            mode: Mode::Watch,
            help: false,
            playing: true,
            speed: 2,
            seek: None,
            status: None,
            dirty: false,
            quit: false,
            theme,
            mouse: false,
            owed: 0.0,
            now,
            last_tick: now,
            started: now,
            rate: 0.0,
            rate_mark: (now, 0),
            geometry: Default::default(),
            random_seed: 1,
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

    /// Cancels the running search (the worker thread is joined) and starts a new one.
    pub fn restart(&mut self) {
        self.worker = None;
        if let Some(why) = self.algorithm.unfit_reason(&self.board, self.lizards) {
            self.status = Some(format!("{why}: back to backtrack"));
            self.algorithm = Algorithm::Backtrack;
        }
        self.playback = Playback::new(self.board.clone(), self.lizards);
        self.worker = Some(Worker::spawn(
            self.algorithm,
            self.board.clone(),
            self.lizards,
        ));
        self.seek = None;
        self.owed = 0.0;
        self.started = self.now;
        self.rate_mark = (self.now, 0);
        self.rate = 0.0;
    }

    /// Moves received events into the playback until enough are ready. Never blocks.
    fn pull(&mut self) {
        let Some(worker) = self.worker.as_mut() else {
            return;
        };
        while self.playback.received() - self.playback.position() < READ_AHEAD as u64 {
            match worker.try_recv() {
                Some(batch) => batch.into_iter().for_each(|e| self.playback.push(e)),
                None => break,
            }
        }
    }

    /// Waits for the solver to finish sending (tests, on small boards).
    pub fn wait_for_solver(&mut self) {
        if let Some(worker) = self.worker.as_mut() {
            while let Some(batch) = worker.recv() {
                batch.into_iter().for_each(|e| self.playback.push(e));
            }
        }
    }

    /// Whether the search can produce no more events.
    pub fn search_over(&self) -> bool {
        !self.playback.has_pending()
            && (self.playback.finished() || self.worker.as_ref().is_none_or(Worker::finished))
    }

    /// Advances time: pulls events and plays what the speed (or a seek) asks for, within a
    /// frame's budget so keys are never kept waiting.
    pub fn tick(&mut self, now: Instant) {
        let dt = now.saturating_duration_since(self.last_tick).as_secs_f64();
        self.last_tick = now;
        self.now = now;
        let deadline = Instant::now() + Duration::from_millis(12);
        if self.mode != Mode::Watch || self.help {
            return;
        }
        self.pull();
        if let Some(seek) = self.seek {
            self.run_seek(seek, deadline);
        } else if self.playing {
            let speed = self.speed();
            let mut due = if speed == 0 {
                u64::MAX
            } else {
                self.owed += dt * speed as f64;
                let whole = self.owed.floor();
                self.owed -= whole;
                whole as u64
            };
            while due > 0 {
                if !self.playback.forward() {
                    self.pull();
                    if !self.playback.forward() {
                        break;
                    }
                }
                due -= 1;
                if due % 4096 == 0 && Instant::now() > deadline {
                    break;
                }
            }
            if self.search_over() {
                self.playing = false;
            }
        }
        self.measure_rate(now);
    }

    fn measure_rate(&mut self, now: Instant) {
        let (mark, at) = self.rate_mark;
        let span = now.saturating_duration_since(mark).as_secs_f64();
        if span >= 0.5 {
            self.rate = (self.playback.position().saturating_sub(at)) as f64 / span;
            self.rate_mark = (now, self.playback.position());
        }
    }

    fn run_seek(&mut self, seek: Seek, deadline: Instant) {
        // A backjump takes back several queens, then says where it jumps: stop at the jump.
        let jumps = self.algorithm.jumps();
        loop {
            let hit = self.playback.forward_until(|e| match seek {
                Seek::Solution => matches!(e, Event::Solution),
                Seek::Backtrack if jumps => matches!(e, Event::Backjump { .. }),
                Seek::Backtrack => matches!(e, Event::Unmark { .. }),
                Seek::End => false,
            });
            if hit {
                self.seek = None;
                return;
            }
            self.pull();
            if !self.playback.has_pending() {
                if self.search_over() {
                    self.seek = None;
                    if seek != Seek::End {
                        self.status = Some("the search ended before that".into());
                    }
                }
                return;
            }
            if Instant::now() > deadline {
                return;
            }
        }
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
            _ => {}
        }
    }

    pub fn key(&mut self, key: KeyEvent) {
        if key.code == KeyCode::Char('c') && key.modifiers.contains(KeyModifiers::CONTROL) {
            self.ask_quit();
            return;
        }
        if self.help {
            // Any key closes the help; `q` still quits.
            self.help = false;
            if key.code == KeyCode::Char('q') {
                self.ask_quit();
            }
            return;
        }
        match self.mode {
            Mode::ConfirmQuit => self.confirm_key(key.code),
            Mode::Edit { cursor } => self.edit_key(key.code, cursor),
            Mode::Watch => self.watch_key(key.code),
        }
    }

    fn ask_quit(&mut self) {
        if self.dirty && self.mode != Mode::ConfirmQuit {
            self.mode = Mode::ConfirmQuit;
        } else {
            self.quit = true;
        }
    }

    fn confirm_key(&mut self, code: KeyCode) {
        match code {
            KeyCode::Char('s') => {
                if self.save() {
                    self.quit = true;
                } else {
                    self.mode = Mode::Watch;
                }
            }
            KeyCode::Char('q') | KeyCode::Char('y') => self.quit = true,
            _ => self.mode = Mode::Watch,
        }
    }

    fn watch_key(&mut self, code: KeyCode) {
        self.status = None;
        match code {
            KeyCode::Char(' ') => {
                self.playing = !self.playing;
                self.seek = None;
                if self.playing && self.search_over() {
                    self.playback.to_start();
                }
            }
            KeyCode::Right | KeyCode::Char('l') => {
                self.pause();
                if !self.playback.forward() {
                    self.pull();
                    self.playback.forward();
                }
            }
            KeyCode::Left | KeyCode::Char('h') => {
                self.pause();
                if !self.playback.back() && self.playback.history_start() > 0 {
                    self.status = Some(format!(
                        "history begins at event {}",
                        self.playback.history_start()
                    ));
                }
            }
            KeyCode::Char('+') | KeyCode::Char('=') => {
                self.speed = (self.speed + 1).min(SPEEDS.len() - 1)
            }
            KeyCode::Char('-') | KeyCode::Char('_') => self.speed = self.speed.saturating_sub(1),
            KeyCode::Char('n') => self.start_seek(Seek::Solution),
            KeyCode::Char('b') => self.start_seek(Seek::Backtrack),
            KeyCode::End => self.start_seek(Seek::End),
            KeyCode::Home => {
                self.pause();
                self.playback.to_start();
            }
            KeyCode::Char('a') => self.cycle_algorithm(),
            KeyCode::Char('e') => {
                self.pause();
                let cursor = self.playback.cursor().unwrap_or(Cell::new(0, 0));
                self.mode = Mode::Edit { cursor };
            }
            KeyCode::Char('?') => self.help = true,
            KeyCode::Char('q') | KeyCode::Esc => self.ask_quit(),
            _ => {}
        }
    }

    fn pause(&mut self) {
        self.playing = false;
        self.seek = None;
    }

    fn start_seek(&mut self, seek: Seek) {
        self.playing = false;
        self.seek = Some(seek);
        self.run_seek(seek, Instant::now() + Duration::from_millis(12));
    }

    fn cycle_algorithm(&mut self) {
        // Skip algorithms that do not fit, saying why.
        let mut candidate = self.algorithm.next();
        let mut reasons = Vec::new();
        while let Some(why) = candidate.unfit_reason(&self.board, self.lizards) {
            reasons.push(why);
            candidate = candidate.next();
        }
        self.status = reasons.first().cloned();
        if candidate != self.algorithm {
            self.algorithm = candidate;
            self.playing = true;
            self.restart();
        }
    }

    fn edit_key(&mut self, code: KeyCode, cursor: Cell) {
        let n = self.board.n() as u32;
        let mut cursor = cursor;
        self.status = None;
        match code {
            KeyCode::Up | KeyCode::Char('k') => cursor.row = cursor.row.saturating_sub(1),
            KeyCode::Down | KeyCode::Char('j') => cursor.row = (cursor.row + 1).min(n - 1),
            KeyCode::Left | KeyCode::Char('h') => cursor.col = cursor.col.saturating_sub(1),
            KeyCode::Right | KeyCode::Char('l') => cursor.col = (cursor.col + 1).min(n - 1),
            KeyCode::Char('t') | KeyCode::Enter => self.toggle_tree(cursor),
            KeyCode::Char('[') => self.resize(-1),
            KeyCode::Char(']') => self.resize(1),
            KeyCode::Char('<') | KeyCode::Char(',') => {
                self.set_lizards(self.lizards.saturating_sub(1))
            }
            KeyCode::Char('>') | KeyCode::Char('.') => self.set_lizards(self.lizards + 1),
            KeyCode::Char('c') => self.change_board(Board::empty(self.board.n())),
            KeyCode::Char('r') => {
                self.random_seed = self.random_seed.wrapping_add(1);
                self.change_board(Board::random(self.board.n(), 0.15, self.random_seed));
            }
            KeyCode::Char('s') => {
                self.save();
            }
            KeyCode::Esc => {
                self.mode = Mode::Watch;
                self.playing = true;
                self.restart();
                return;
            }
            KeyCode::Char('q') => {
                self.ask_quit();
                return;
            }
            KeyCode::Char('?') => self.help = true,
            _ => {}
        }
        let n = self.board.n() as u32;
        cursor.row = cursor.row.min(n - 1);
        cursor.col = cursor.col.min(n - 1);
        if matches!(self.mode, Mode::Edit { .. }) {
            self.mode = Mode::Edit { cursor };
        }
    }

    fn change_board(&mut self, board: Board) {
        if board != self.board {
            self.board = board;
            self.edited();
        }
    }

    /// After an edit: the board is unsaved, and the old search (and its worker) is gone until
    /// edit mode is left.
    fn edited(&mut self) {
        self.dirty = true;
        self.playback = Playback::new(self.board.clone(), self.lizards);
        self.worker = None;
    }

    fn toggle_tree(&mut self, cell: Cell) {
        let mut board = self.board.clone();
        board.set_tree(cell, !board.is_tree(cell));
        self.change_board(board);
    }

    fn resize(&mut self, delta: i32) {
        let n = (self.board.n() as i64 + delta as i64).clamp(1, EDIT_MAX_SIDE.min(MAX_SIDE) as i64)
            as usize;
        if n == self.board.n() {
            self.status = Some(format!(
                "the editor keeps boards between 1 x 1 and {EDIT_MAX_SIDE} x {EDIT_MAX_SIDE}"
            ));
            return;
        }
        self.change_board(self.board.resized(n));
    }

    fn set_lizards(&mut self, p: u32) {
        let cells = (self.board.n() * self.board.n()) as u32;
        let p = p.min(cells);
        if p != self.lizards {
            self.lizards = p;
            self.edited();
        }
    }

    fn click(&mut self, x: u16, y: u16) {
        let Mode::Edit { .. } = self.mode else { return };
        let g = self.geometry.get();
        if x < g.x || y < g.y {
            return;
        }
        let (col, row) = (((x - g.x) / 2) as u32, (y - g.y) as u32);
        if col < g.cols && row < g.rows {
            let cell = Cell::new(g.first_row + row, g.first_col + col);
            self.toggle_tree(cell);
            self.mode = Mode::Edit { cursor: cell };
        }
    }

    /// Saves the board atomically (to its file, or `board.txt`). Reports in the footer.
    pub fn save(&mut self) -> bool {
        let path = self
            .path
            .clone()
            .unwrap_or_else(|| PathBuf::from("board.txt"));
        let text = homework::format_input(&self.board, self.lizards, None);
        match crate::atomic::write(&path, text.as_bytes()) {
            Ok(()) => {
                self.dirty = false;
                self.path = Some(path.clone());
                self.status = Some(format!("saved {}", path.display()));
                true
            }
            Err(e) => {
                self.status = Some(format!("could not save {}: {e}", path.display()));
                false
            }
        }
    }
}

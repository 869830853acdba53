//! The interactive app: `lizards [BOARD]`.
//!
//! - [`app`]: state and what keys do (no drawing);
//! - [`ui`]: `impl Widget for &App`, one file per screen region;
//! - [`race`]: two searches on one board, stepped together (`lizards race`);
//! - [`signals`]: TERM, HUP, INT, QUIT end the app cleanly; TSTP and Ctrl-Z suspend it;
//! - [`worker`]: the solver thread and its bounded channel;
//! - [`keys`]: every binding, for the help overlay, the footer and the README;
//! - [`reasons`]: the referee's reasons, why a stream stopped and why an algorithm does not
//!   fit, in the screen's language;
//! - [`theme`]: glyphs and styles, readable under `NO_COLOR` and `--ascii`; [`contrast`]: the
//!   WCAG contrast ratio its tile colours are chosen by;
//! - [`record`]: `--record`, the session as an asciicast v2 file;
//! - [`frame`] and [`svg`]: the screen as SVG and text, for slides (`x`); [`export`] plays a
//!   search to a chosen event for `lizards snapshot`;
//! - [`racer`]: a race's side, named by the app's `R` and by `lizards race`;
//! - [`window`]: the smallest window the app draws in.

pub mod app;
pub mod contrast;
pub mod export;
pub mod frame;
pub mod key_words;
pub mod keys;
pub mod os_error;
pub mod race;
pub mod racer;
pub mod reasons;
pub mod record;
pub mod signals;
pub mod svg;
pub mod theme;
pub mod ui;
pub mod window;
pub mod worker;

use std::fs::File;
use std::io::BufWriter;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use anyhow::{Context, bail};
use crossterm::event::{self, DisableMouseCapture, EnableMouseCapture};
use ratatui::Terminal;
use ratatui::backend::CrosstermBackend;

use crate::board::Board;
use crate::homework;
use crate::homework::FileForm;
use crate::solve::backtrack::Pruning;
use crate::solve::{Algorithm, Unfit};
use app::{App, Source};
use theme::{Palette, Theme};

/// The article's board: 8 x 8, two trees, p = 8.
pub const DEMO_BOARD: &str = include_str!("../../assets/statement.txt");

/// Redraw at most this often while a search plays; input is read between frames.
pub const FRAME: Duration = Duration::from_millis(16);
/// While nothing plays, wake this often to take in what the solver sent (and redraw only if
/// that changed the screen): an idle app costs no CPU to speak of.
const IDLE: Duration = Duration::from_millis(250);

/// The bound the app opens with: seed 000's search as the article wrote it (its next-tree
/// skip and column-end heuristic, nothing else). A class watches the plain search first; the
/// stronger bounds are steps up that the teacher chooses (see [`app::App::climb_bound`]).
pub const LESSON_BOUND: Pruning = Pruning::Seed;

/// What the app is asked to open, and how. The command line fills it in; the app never reads
/// the command line itself.
#[derive(Debug, Clone)]
pub struct Options {
    /// A homework input file (`-`: standard input); none opens the demo board.
    pub board: Option<PathBuf>,
    pub algo: Option<Algorithm>,
    /// How hard backtrack prunes; the lesson's default is [`LESSON_BOUND`].
    pub bound: Pruning,
    /// Whether the command line named the bound (`--bound`), even the default one: a lesson
    /// plan written for another bound refuses it.
    pub bound_asked: bool,
    /// Events per second once playing (0: unlimited).
    pub speed: u32,
    /// Play at once instead of opening paused.
    pub play: bool,
    pub theme: Palette,
    /// A new n x n board instead of a file, with `trees` density and `seed`.
    pub n: Option<u32>,
    /// p, for a new board or instead of the file's.
    pub p: Option<u32>,
    pub trees: Option<f64>,
    pub seed: u64,
    pub ascii: bool,
    pub mouse: bool,
    /// Record the session as an asciicast v2 file here.
    pub record: Option<PathBuf>,
    /// Play this recorded event stream (`lizards replay`) instead of solving the board.
    pub replay: Option<PathBuf>,
    /// Play this program's output live (`lizards watch`), its standard error to `watch_stderr`.
    pub watch: Option<Vec<std::ffi::OsString>>,
    pub watch_stderr: Option<PathBuf>,
    /// Open in quiz mode: the class predicts each decision before it plays (`w` in the app).
    pub quiz: bool,
    /// A lesson plan (`--lesson`): the app opens on its first stop.
    pub lesson: Option<PathBuf>,
    /// How long finding the plan's stops may search (`snapshot --budget`; the app allows
    /// [`crate::lesson::FIND_BUDGET`]).
    pub find_budget: std::time::Duration,
    /// The language the lesson speaks (`l` switches).
    pub lang: crate::i18n::Lang,
}

impl Default for Options {
    /// The demo board, paused, on the lesson's bound.
    fn default() -> Self {
        Self {
            board: None,
            algo: None,
            bound: LESSON_BOUND,
            bound_asked: false,
            speed: 0,
            play: false,
            theme: Palette::default(),
            n: None,
            p: None,
            trees: None,
            seed: 0,
            ascii: false,
            mouse: false,
            record: None,
            replay: None,
            watch: None,
            watch_stderr: None,
            quiz: false,
            lesson: None,
            find_budget: crate::lesson::FIND_BUDGET,
            lang: crate::i18n::Lang::En,
        }
    }
}

/// Builds the app, before the terminal is touched, so a bad file is reported on a clean
/// terminal.
pub fn build(args: &Options) -> anyhow::Result<App> {
    let mut app = build_mode(args)?;
    // Every mode can quiz: a lesson plan, a replayed stream, a live program, a board.
    if args.quiz {
        app.quiz = Some(app::quiz::Quiz::default());
    }
    Ok(app)
}

/// The app for the mode the options ask for: a replay, a live program, a lesson plan or a
/// board.
fn build_mode(args: &Options) -> anyhow::Result<App> {
    if let Some(path) = &args.replay {
        return app::replay::build(path, args);
    }
    if let Some(command) = &args.watch {
        return app::watch::build(command.clone(), args.watch_stderr.as_deref(), args);
    }
    if let Some(plan) = &args.lesson {
        return app::lesson::build(plan, args);
    }
    // The file's first warning is said on the footer too: standard error is behind the app's
    // screen until it quits.
    let mut warned = None;
    let (board, file_p, form, source) = if let Some(path) = &args.board {
        let hw = homework::read_file(path)?;
        for w in &hw.warnings {
            crate::note!("warning: {}: {w}", homework::name(path))?;
        }
        warned = hw
            .warnings
            .first()
            .map(|w| format!("warning: {}: {w}", homework::name(path)));
        let source = if path.as_os_str() == "-" {
            Source::Stdin
        } else {
            Source::File(path.clone())
        };
        (hw.board, hw.lizards, hw.form, source)
    } else if let Some(n) = args.n {
        let n = n as usize;
        let (board, source) = match args.trees {
            Some(density) => (
                Board::random(n, density, args.seed),
                Source::Random { seed: args.seed },
            ),
            None => (Board::empty(n), Source::Empty),
        };
        (board, n as u32, FileForm::default(), source)
    } else if args.algo.is_some_and(|a| {
        matches!(
            a,
            Algorithm::Queens | Algorithm::Backjump | Algorithm::BackjumpSafe
        )
    }) {
        // The N-Queens algorithms can't take the demo board (it has trees): show them the
        // classic eight queens instead.
        (Board::empty(8), 8, FileForm::default(), Source::Empty)
    } else {
        let hw = homework::parse_input(DEMO_BOARD).context("the embedded demo board")?;
        (hw.board, hw.lizards, hw.form, Source::Demo)
    };
    let lizards = args.p.unwrap_or(file_p);
    // The file's first line (DFS, BFS or SA) picks the algorithm unless --algo does.
    let named = form.algorithm.as_deref().and_then(Algorithm::from_homework);
    let algorithm = args.algo.or(named).unwrap_or_default();
    if let Some(why) = algorithm.unfit(&board, lizards) {
        match why {
            Unfit::TooBig { .. } => bail!("{why}; {}", why.hint()),
            _ => bail!("{why}; {}, or --n N for an empty board", why.hint()),
        }
    }
    let theme = Theme::from_env(args.ascii, args.theme);
    let mut app = App::new(board, lizards, algorithm, source, theme);
    if args.bound != app.search.bound {
        app.search.bound = args.bound;
        app.restart();
    }
    app.form = form;
    app.set_speed(args.speed);
    app.playing = args.play;
    app.mouse = args.mouse;
    speak(&mut app, args.lang);
    if warned.is_some() {
        app.status = warned;
    }
    Ok(app)
}

/// Sets the language the app speaks: `lang`, unless the screen is `--ascii` and `lang` needs
/// Unicode (Chinese would be a screen of `?`): then English, and the footer says why. Every
/// way the app opens (a board, a replay, a watched program) goes through it.
pub(crate) fn speak(app: &mut App, lang: crate::i18n::Lang) {
    app.lang = lang.on(app.theme.ascii);
    if app.lang != lang {
        let _lang = crate::i18n::Scope::enter(app.lang);
        app.status = Some(crate::t!("status-ascii-language"));
    }
}

/// The app draws on standard output and reads keys from the controlling terminal: without
/// either (cron, `docker run` without `-t`, output redirected to a file) it says so instead
/// of panicking or writing escape codes into a file.
/// `headless`: what does the same work without one ([`BOARD_HEADLESS`] for a board).
fn ensure_terminal(headless: &str) -> anyhow::Result<()> {
    use std::io::IsTerminal;
    let tty = cfg!(not(unix)) || std::fs::File::open("/dev/tty").is_ok();
    if !std::io::stdout().is_terminal() || !tty {
        bail!("lizards needs a terminal to draw in; {headless}");
    }
    Ok(())
}

/// What takes a board without a terminal.
const BOARD_HEADLESS: &str = "for a file use `lizards solve` (or count, max, trace)";

/// What does a watch's or a replay's work without a terminal: the referee, headless.
fn headless(args: &Options) -> String {
    let board = args
        .board
        .as_deref()
        .map(|b| format!(" --board {}", crate::homework::name(b)))
        .unwrap_or_default();
    if args.watch.is_some() {
        format!(
            "to referee a program without one, pipe its output: `PROGRAM | lizards replay \
             --check{board} -`"
        )
    } else if let Some(stream) = &args.replay {
        format!(
            "`lizards replay --check{board} {}` referees the stream without one",
            crate::homework::name(stream)
        )
    } else {
        BOARD_HEADLESS.to_string()
    }
}

/// Runs the app until the user quits. The terminal is restored on every exit path, panics
/// included (ratatui's hook restores raw mode and the alternate screen; ours releases the mouse).
/// A quit by Ctrl-C returns [`signals::EndedBySignal`] for `SIGINT`, as the signal itself does.
pub fn run(args: Options) -> anyhow::Result<()> {
    // Building a watch runs its program and makes its standard-error file: without a
    // terminal to watch it in, neither may happen.
    let headless = headless(&args);
    if args.watch.is_some() {
        ensure_terminal(&headless)?;
    }
    let mut app = build(&args)?;
    // After the build: a replay's stream that cannot be read says so first, terminal or not.
    ensure_terminal(&headless)?;
    // A recording's title names the board as the screen does, in the app's language.
    let title = {
        let _lang = crate::i18n::Scope::enter(app.lang);
        format!("lizards: {}", app.source.name())
    };
    let recording = args.record.as_deref().map(|path| (path, title.as_str()));
    let result = with_terminal(args.mouse, recording, |terminal, signals| {
        loop {
            if event_loop(terminal, &mut app, signals, args.mouse)? == Ended::Interrupted {
                return Err(interrupted());
            }
            let Some(racers) = app.race_request.take() else {
                return Ok(());
            };
            match app.open_race(racers) {
                Ok(mut race) => {
                    race.set_lang(app.lang);
                    let ended = event_loop(terminal, &mut race, signals, args.mouse)?;
                    // A language chosen in the race stays when the app comes back.
                    app.lang = race.sides[0].lang;
                    if ended == Ended::Interrupted {
                        // Ctrl-C in the race the app opened is Ctrl-C in the app: it ends
                        // the app, or asks first if the board has unsaved edits.
                        app.handle(&ctrl_c());
                        if app.quit {
                            return Err(interrupted());
                        }
                    }
                }
                Err(e) => app.race_refused(&e),
            }
        }
    });
    let farewell = app.farewell.take();
    // A signal ends the app without the question: the edits go, and the shell says so (the
    // terminal is given back by now), so that a student does not look for them in the file.
    let lost = (result.is_err() && app.is_dirty()).then(|| app.source.name());
    drop(app); // cancels and joins the solver thread
    if let Some(board) = lost {
        let _ = crate::note!("the unsaved edits to {board} were not saved");
    }
    if let (Ok(()), Some(farewell)) = (&result, farewell) {
        // Said where it can be: a closed standard error does not undo a save that happened.
        let _ = crate::note!("{farewell}");
    }
    result
}

/// The terminal the app draws on: standard output, teed into a cast while recording.
pub type Term = Terminal<CrosstermBackend<record::Tee<std::io::Stdout, BufWriter<File>>>>;

/// Owns the terminal while `body` runs: raw mode, the alternate screen, the mouse if asked,
/// the signal flags and the recording (`record`: the cast's path and title); gives it all
/// back on every exit path (ratatui's panic hook restores raw mode and the screen on a panic,
/// ours the mouse; the cast is finished when the terminal is dropped, however that happens).
fn with_terminal(
    mouse: bool,
    record: Option<(&Path, &str)>,
    body: impl FnOnce(&mut Term, &signals::Signals) -> anyhow::Result<()>,
) -> anyhow::Result<()> {
    ensure_terminal(BOARD_HEADLESS)?;
    // Opened before the terminal is touched: a path that can't be written is reported on a
    // clean terminal.
    let cast = match record {
        Some((path, title)) => {
            let (width, height) = crossterm::terminal::size()?;
            Some(
                record::Cast::create(path, width, height, title)
                    .with_context(|| format!("could not record to {}", path.display()))?,
            )
        }
        None => None,
    };
    let signals = signals::Signals::register()?;
    if mouse {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            let _ = crossterm::execute!(std::io::stdout(), DisableMouseCapture);
            previous(info);
        }));
    }
    ratatui::run(|_| {
        let _taken = crate::out_of_memory::TerminalTaken::mark();
        let _mouse = MouseCapture::enable(mouse)?;
        let tee = record::Tee::new(std::io::stdout(), cast);
        let mut terminal = Terminal::new(CrosstermBackend::new(tee))?;
        // The cast starts from a blank screen, as the alternate screen does.
        terminal.clear()?;
        body(&mut terminal, &signals)?;
        terminal
            .backend_mut()
            .writer_mut()
            .finish()
            .context("the recording stopped")?;
        Ok(())
    })
}

/// Gives the terminal back, stops (as Ctrl-Z does in a shell), and on `fg` takes the terminal
/// again and redraws everything.
fn suspend(terminal: &mut Term, mouse: bool) -> anyhow::Result<()> {
    let mut out = std::io::stdout();
    if mouse {
        crossterm::execute!(out, DisableMouseCapture)?;
    }
    crossterm::execute!(out, crossterm::cursor::Show)?;
    ratatui::restore();
    signals::stop_now();
    crossterm::terminal::enable_raw_mode()?;
    crossterm::execute!(out, crossterm::terminal::EnterAlternateScreen)?;
    if mouse {
        crossterm::execute!(out, EnableMouseCapture)?;
    }
    terminal.clear()?;
    Ok(())
}

/// Whether a key event is Ctrl-Z (raw mode delivers it as a key, not as a signal).
fn is_ctrl_z(event: &event::Event) -> bool {
    is_ctrl(event, 'z')
}

/// Whether a key event is Ctrl-C (raw mode delivers it as a key, not as `SIGINT`).
fn is_ctrl_c(event: &event::Event) -> bool {
    is_ctrl(event, 'c')
}

/// Whether a key event is Ctrl and `letter`.
fn is_ctrl(event: &event::Event, letter: char) -> bool {
    event.as_key_press_event().is_some_and(|k| {
        k.code == event::KeyCode::Char(letter) && k.modifiers.contains(event::KeyModifiers::CONTROL)
    })
}

/// The Ctrl-C key, as the terminal sends it.
fn ctrl_c() -> event::Event {
    event::Event::Key(event::KeyEvent::new(
        event::KeyCode::Char('c'),
        event::KeyModifiers::CONTROL,
    ))
}

/// How a quit by Ctrl-C ends the program: as `SIGINT` would (exit code 130, quietly), since
/// in raw mode the key is what the user has for it.
fn interrupted() -> anyhow::Error {
    signals::EndedBySignal(signal_hook::consts::SIGINT).into()
}

/// How an event loop ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Ended {
    /// A key quit (or, in the app, asked for a race).
    Quit,
    /// Ctrl-C quit.
    Interrupted,
}

/// Mouse capture for as long as it lives.
struct MouseCapture(bool);

impl MouseCapture {
    fn enable(on: bool) -> std::io::Result<Self> {
        if on {
            crossterm::execute!(std::io::stdout(), EnableMouseCapture)?;
        }
        Ok(Self(on))
    }
}

impl Drop for MouseCapture {
    fn drop(&mut self) {
        if self.0 {
            let _ = crossterm::execute!(std::io::stdout(), DisableMouseCapture);
        }
    }
}

/// What the event loop drives: the app, or a race.
pub trait Screen
where
    for<'a> &'a Self: ratatui::widgets::Widget,
{
    /// Advances time; whether the screen changed.
    fn tick(&mut self, now: Instant) -> bool;
    fn handle(&mut self, event: &event::Event);
    fn quit(&self) -> bool;
    /// Whether it has work between keys (wake every frame) or can sleep.
    fn busy(&self) -> bool;
    fn set_window(&mut self, _width: u16, _height: u16) {}
    /// Whether the session is being recorded (its title leaves room for the marker).
    fn set_recording(&mut self, on: bool);
    /// The colours and glyphs the screen is drawn with.
    fn theme(&self) -> Theme;
}

impl Screen for App {
    fn tick(&mut self, now: Instant) -> bool {
        App::tick(self, now)
    }
    fn handle(&mut self, event: &event::Event) {
        App::handle(self, event)
    }
    /// Quitting, or leaving for a race (the loop comes back after it).
    fn quit(&self) -> bool {
        self.quit || self.race_request.is_some()
    }
    fn busy(&self) -> bool {
        App::busy(self)
    }
    fn set_window(&mut self, width: u16, height: u16) {
        App::set_window(self, width, height)
    }
    fn set_recording(&mut self, on: bool) {
        self.recording = on;
    }
    fn theme(&self) -> Theme {
        self.theme
    }
}

impl Screen for race::Race {
    fn tick(&mut self, now: Instant) -> bool {
        race::Race::tick(self, now)
    }
    fn handle(&mut self, event: &event::Event) {
        race::Race::handle(self, event)
    }
    fn quit(&self) -> bool {
        self.quit
    }
    fn busy(&self) -> bool {
        self.playing || self.to_end || (self.over() && self.results.is_none())
    }
    fn theme(&self) -> Theme {
        self.sides[0].theme
    }
    fn set_recording(&mut self, on: bool) {
        self.recording = on;
    }
    fn set_window(&mut self, width: u16, height: u16) {
        self.window = (width, height);
    }
}

/// Draws a screen, and while recording the marker that says so.
pub fn draw_screen<S: Screen>(frame: &mut ratatui::Frame, screen: &S, recording: bool)
where
    for<'a> &'a S: ratatui::widgets::Widget,
{
    frame.render_widget(screen, frame.area());
    if recording {
        ui::recording_marker(frame.area(), frame.buffer_mut(), &screen.theme());
    }
    // A race paints no paper of its own; the marker is drawn after the screen.
    screen.theme().paint_paper(frame.area(), frame.buffer_mut());
}

fn event_loop<S: Screen>(
    terminal: &mut Term,
    screen: &mut S,
    signals: &signals::Signals,
    mouse: bool,
) -> anyhow::Result<Ended>
where
    for<'a> &'a S: ratatui::widgets::Widget,
{
    let mut input = true; // the first frame is always drawn
    loop {
        if let Some(ended) = signals.ended() {
            return Err(ended.into());
        }
        if signals.take_stop() {
            suspend(terminal, mouse)?;
            input = true;
        }
        let size = terminal.size()?;
        screen.set_window(size.width, size.height);
        let tee = terminal.backend_mut().writer_mut();
        tee.resized(size.width, size.height);
        let recording = tee.recording();
        screen.set_recording(recording);
        let changed = screen.tick(Instant::now());
        if changed || input {
            terminal.draw(|frame| draw_screen(frame, &*screen, recording))?;
        }
        if screen.quit() {
            return Ok(Ended::Quit);
        }
        // Wait for input up to a frame (or longer when idle), then take everything queued.
        input = false;
        let mut wait = if screen.busy() { FRAME } else { IDLE };
        while event::poll(wait)? {
            let event = event::read()?;
            input = true;
            if is_ctrl_z(&event) {
                suspend(terminal, mouse)?;
                break;
            }
            if is_ctrl(&event, 'l') {
                // A terminal's "redraw": the next frame is drawn whole, over whatever another
                // program scribbled on the screen.
                terminal.clear()?;
                break;
            }
            screen.handle(&event);
            if screen.quit() {
                return Ok(if is_ctrl_c(&event) {
                    Ended::Interrupted
                } else {
                    Ended::Quit
                });
            }
            wait = Duration::ZERO;
        }
    }
}

/// What `lizards race` is asked to run.
#[derive(Debug, Clone)]
pub struct RaceOptions {
    /// A homework input file; none: the demo board if both fit it, else eight queens.
    pub board: Option<PathBuf>,
    /// An empty N x N board with p = N instead.
    pub queens: Option<u32>,
    /// The two sides; none: chosen for the board ([`race::Racer::pair_for`]).
    pub racers: Option<[race::Racer; 2]>,
    /// The bound of a backtrack side that names none.
    pub bound: crate::solve::backtrack::Pruning,
    pub pace: race::Pace,
    pub speed: u32,
    pub theme: Palette,
    pub ascii: bool,
    /// Record the race as an asciicast v2 file here.
    pub record: Option<PathBuf>,
    /// The language the race speaks.
    pub lang: crate::i18n::Lang,
}

/// Builds a race, before the terminal is touched (a bad file or an unfit algorithm is
/// reported on a clean terminal).
pub fn build_race(opts: &RaceOptions) -> anyhow::Result<race::Race> {
    let fits_demo = opts
        .racers
        .is_some_and(|sides| sides.iter().all(|r| r.algorithm == Algorithm::Backtrack));
    let (board, lizards, source) = match (&opts.board, opts.queens) {
        (Some(path), _) => {
            let hw = homework::read_file(path)?;
            (hw.board, hw.lizards, Source::File(path.clone()))
        }
        (None, Some(n)) => (Board::empty(n as usize), n, Source::Empty),
        (None, None) if fits_demo => {
            let hw = homework::parse_input(DEMO_BOARD).context("the embedded demo board")?;
            (hw.board, hw.lizards, Source::Demo)
        }
        (None, None) => (Board::empty(8), 8, Source::Empty),
    };
    let theme = Theme::from_env(opts.ascii, opts.theme);
    let racers = opts
        .racers
        .unwrap_or_else(|| race::Racer::pair_for(&board, lizards, opts.bound));
    let mut race = race::Race::new(board, lizards, racers, source, theme)?;
    race.set_lang(opts.lang.on(theme.ascii));
    race.pace = opts.pace;
    race.speed = app::SPEEDS
        .iter()
        .position(|&s| s == opts.speed)
        .unwrap_or(2);
    Ok(race)
}

/// Runs a race until the user quits; the terminal is restored on every exit path. Ctrl-C ends
/// it as `SIGINT` does.
pub fn run_race(opts: RaceOptions) -> anyhow::Result<()> {
    let mut race = build_race(&opts)?;
    let title = format!("lizards race: {}", race.sides[0].source.name());
    let recording = opts.record.as_deref().map(|path| (path, title.as_str()));
    let result = with_terminal(false, recording, |terminal, signals| {
        match event_loop(terminal, &mut race, signals, false)? {
            Ended::Quit => Ok(()),
            Ended::Interrupted => Err(interrupted()),
        }
    });
    drop(race);
    result
}

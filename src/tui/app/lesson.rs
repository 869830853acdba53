//! `lizards --lesson plan.toml`: the app opens on a lesson plan's first stop, `PageDown` and
//! `PageUp` move between its stops, and the narration shows the teacher's caption at each.
//!
//! The plan is read and every stop found (the search run once, headless) before the app is
//! built, so a plan with a mistake stops the program with the plan's line and exit code 2
//! instead of opening a lesson that breaks halfway through the class.

use std::path::Path;

use anyhow::Context;
use clap::ValueEnum;

use super::{App, Mode, Panel, Seek};
use crate::lesson::{Finder, Plan, Stop, TooLong};
use crate::solve;
use crate::tui::app::goto::Target;

/// A lesson plan with its stops found: where the class is in it.
#[derive(Debug, Clone)]
pub struct Tour {
    pub plan: Plan,
    /// Each stop's event number.
    pub events: Vec<u64>,
    /// Each stop's panel, checked.
    panels: Vec<Option<Panel>>,
    /// The panel and speed (its index in the app's list) the lesson opened with: a stop
    /// before the first that sets them shows these, however the class reached it.
    opening: (Panel, usize),
    /// The stop the class last stood on in the plan's search (gone to, or reached by `Home`,
    /// `g` or the arrows and paused there).
    pub current: usize,
    /// The class left the plan's search (another algorithm or bound, an edited board) since
    /// it last moved in it: the search it comes back to starts over, so `PageDown` and
    /// `PageUp` count from [`Tour::current`], not from where the new search stands.
    away: bool,
    /// The file the plan's board was read from, if any: a save never writes over it, since
    /// the stops (and the captions written for them) are moments of that board's search.
    pub board_file: Option<std::path::PathBuf>,
    /// The search the stops were found in: the plan's board, p, algorithm and bound.
    /// After `a`, `c` or an edit the event numbers name other events, so the captions
    /// wait until `PageDown` / `PageUp` brings that search back.
    search: PlanSearch,
}

/// What a lesson's event numbers are numbers of.
#[derive(Debug, Clone, PartialEq)]
struct PlanSearch {
    board: crate::board::Board,
    lizards: u32,
    algorithm: solve::Algorithm,
    options: solve::backtrack::Options,
}

impl PlanSearch {
    fn of(app: &App) -> Self {
        PlanSearch {
            board: app.board.clone(),
            lizards: app.lizards,
            algorithm: app.algorithm,
            options: app.search,
        }
    }

    /// Whether `app` runs this search. Asked after every key and tick: no copy of the board.
    fn is_run_by(&self, app: &App) -> bool {
        self.board == app.board
            && self.lizards == app.lizards
            && self.algorithm == app.algorithm
            && self.options == app.search
    }
}

impl Tour {
    /// The stop being shown.
    pub fn stop(&self) -> &Stop {
        &self.plan.stops[self.current]
    }

    pub fn len(&self) -> usize {
        self.plan.stops.len()
    }

    pub fn is_empty(&self) -> bool {
        self.plan.stops.is_empty()
    }
}

/// Builds the app for `args` with the plan at `path`: the plan's board unless the command
/// line names one, the stops found, the app on the first stop.
pub fn build(path: &Path, args: &crate::tui::Options) -> anyhow::Result<App> {
    let plan = Plan::read(path)?;
    // The stops are events of the search the plan was written for: its bound, or the
    // lesson's. Another bound makes other events, under which the captions would describe
    // what the screen does not show.
    let bound = plan.bound.unwrap_or(crate::tui::LESSON_BOUND);
    if args.bound_asked && args.bound != bound {
        anyhow::bail!(
            "{}: the plan's stops and captions are events of the search with bound {} \
             (`bound = \"...\"` in the plan names another); --bound {} makes other events. \
             Drop --bound, or write the plan for it",
            path.display(),
            value_name(&bound),
            value_name(&args.bound)
        );
    }
    // Its algorithm and p are the board's own (the file's first line and second): the app
    // is built for them first, and `--algo` or `--p` naming others is refused as `--bound`
    // is, since their events are not the ones the captions describe.
    let mut options = crate::tui::Options {
        lesson: None,
        bound,
        algo: None,
        p: None,
        ..args.clone()
    };
    let plans_board = options.board.is_none() && options.n.is_none();
    if plans_board {
        options.board = plan.board.clone();
    }
    let mut app = crate::tui::build(&options).with_context(|| match plan.board_line {
        // The plan's own `board` line, named as its other errors name theirs.
        Some(line) if plans_board => format!("{}:{line}: the plan's board", path.display()),
        _ => format!("the board of the lesson plan {}", path.display()),
    })?;
    let other = |flag: &str, theirs: String, asked: String| {
        anyhow::anyhow!(
            "{}: the plan's stops and captions are events of its board's search, with \
             {flag} {theirs}; {flag} {asked} makes other events. Drop {flag}, or write the \
             plan for a board that asks for it",
            path.display()
        )
    };
    if let Some(algo) = args.algo.filter(|&a| a != app.algorithm) {
        return Err(other(
            "--algo",
            value_name(&app.algorithm),
            value_name(&algo),
        ));
    }
    if let Some(p) = args.p.filter(|&p| p != app.lizards) {
        return Err(other("--p", app.lizards.to_string(), p.to_string()));
    }
    let tour = tour(&app, plan, args.find_budget)?;
    app.lesson = Some(tour);
    app.visit_stop_now(0);
    Ok(app)
}

/// How the command line spells `value` (`matching`, `backjump`).
fn value_name(value: &impl ValueEnum) -> String {
    value
        .to_possible_value()
        .map_or(String::new(), |v| v.get_name().to_owned())
}

/// Checks each stop's panel against the app's algorithm and finds each stop's event.
fn tour(app: &App, plan: Plan, find_budget: std::time::Duration) -> anyhow::Result<Tour> {
    let mut panels = Vec::with_capacity(plan.stops.len());
    for stop in &plan.stops {
        let panel = match &stop.panel {
            None => None,
            Some(name) => {
                let panel = Panel::from_str(name, true).map_err(|_| {
                    let names: Vec<String> = Panel::value_variants()
                        .iter()
                        .filter_map(|p| p.to_possible_value())
                        .map(|v| v.get_name().to_owned())
                        .collect();
                    plan.error(
                        stop.panel_line,
                        format!("no panel {name:?}: use {}", names.join(", ")),
                    )
                })?;
                if !panel.fits(app.algorithm) {
                    return Err(plan
                        .error(
                            stop.panel_line,
                            format!("{} has no {name} panel to show", app.algorithm),
                        )
                        .into());
                }
                Some(panel)
            }
        };
        panels.push(panel);
    }
    let mut finder = Finder::new(&plan, app.algorithm.jumps(), find_budget);
    solve::run(
        app.algorithm,
        &app.board,
        app.lizards,
        app.settings(),
        &mut finder,
    );
    let late = finder.late();
    let events = finder.finish(&plan).map_err(|e| {
        if late {
            anyhow::Error::new(TooLong(e))
        } else {
            anyhow::Error::new(e)
        }
    })?;
    Ok(Tour {
        plan,
        events,
        panels,
        opening: (app.panel, app.speed),
        current: 0,
        away: false,
        board_file: match &app.source {
            super::Source::File(path) => Some(path.clone()),
            _ => None,
        },
        search: PlanSearch::of(app),
    })
}

impl App {
    /// Shows stop `i`: its panel and speed, and the travel there started (over the next
    /// ticks, as `g` travels).
    fn visit_stop(&mut self, i: usize) {
        let Some(tour) = self.lesson.as_mut() else {
            return;
        };
        let from = std::mem::replace(&mut tour.current, i);
        tour.away = false;
        let event = tour.events[i];
        // The teacher moved on: a quiz verdict on the step where the class stands gives way
        // to the stop's caption, even when the stop is that very step.
        if let Some(quiz) = self.quiz.as_mut() {
            quiz.verdict = None;
        }
        self.dress_stop(from, i);
        self.go_to(Target::Event(event));
    }

    /// Sets stop `to`'s panel and speed, coming from stop `from`. They hold until a later stop
    /// changes them, so a stop looks the same however the class reached it: `PageDown`,
    /// `PageUp`, `g`, `Home` or the arrows. Before the first stop that sets one, the class's
    /// own choice stays, but back there from a stop that set it, the lesson's opening one
    /// comes back (`PageUp` from a stop showing the stack kept it on the stops before).
    fn dress_stop(&mut self, from: usize, to: usize) {
        let Some(tour) = self.lesson.as_ref() else {
            return;
        };
        let panel = |i: usize| tour.panels[..=i].iter().rev().find_map(|p| *p);
        let speed = |i: usize| tour.plan.stops[..=i].iter().rev().find_map(|s| s.speed);
        let (opening_panel, opening_speed) = tour.opening;
        let panel = match (panel(to), panel(from)) {
            (Some(panel), _) => Some(panel),
            (None, Some(_)) => Some(opening_panel),
            (None, None) => None,
        };
        if let Some(panel) = panel {
            self.panel = panel;
            self.panel_drawn.set(panel);
        }
        match (speed(to), speed(from)) {
            (Some(speed), _) => self.set_speed(speed),
            (None, Some(_)) => self.speed = opening_speed,
            (None, None) => {}
        }
    }

    /// Shows stop `i` and waits until the playback is there (opening, `snapshot --lesson`).
    pub fn visit_stop_now(&mut self, i: usize) {
        self.visit_stop(i);
        if let Some(event) = self.lesson.as_ref().map(|t| t.events[i]) {
            self.go_to_now(Target::Event(event));
        }
    }

    /// Whether the search on screen is the one the lesson's stops were found in.
    fn on_plan(&self) -> bool {
        self.lesson
            .as_ref()
            .is_some_and(|tour| tour.search.is_run_by(self))
    }

    /// Brings back the lesson's search after `a` or `c` took the class elsewhere. An edited
    /// board is not thrown away: the teacher is told to undo the edits first.
    fn back_to_plan(&mut self) -> bool {
        let Some(plan) = self.lesson.as_ref().map(|t| t.search.clone()) else {
            return false;
        };
        if (&plan.board, plan.lizards) != (&self.board, self.lizards) {
            self.status = Some(crate::t!("lesson-board-edited"));
            return false;
        }
        self.algorithm = plan.algorithm;
        self.search = plan.options;
        self.restart();
        self.status = Some(crate::t!(
            "lesson-back",
            algorithm = self.algorithm.name(),
            bound = self.search.bound.name()
        ));
        true
    }

    /// `PageDown` (`by` 1) and `PageUp` (`by` -1): the next or the previous stop.
    pub(super) fn move_stop(&mut self, by: isize) {
        if self.lesson.is_none() {
            self.status = Some(crate::t!("lesson-none"));
            return;
        }
        let came_back = !self.on_plan();
        if came_back && !self.back_to_plan() {
            return;
        }
        let position = self.playback.position();
        let here = self.stop_here();
        // A quiz verdict shown on a stop's step that left its caption cut short: PageDown
        // shows the caption whole first. Where both showed whole, it goes on.
        let covered = self.caption_cut.get()
            && self
                .quiz
                .as_ref()
                .is_some_and(|q| q.verdict_at(position).is_some());
        let Some(tour) = &self.lesson else {
            return;
        };
        let next = if came_back || tour.away {
            // The search started over: on to the next stop, or back to the one the class
            // was on.
            match by {
                -1 => Some(tour.current),
                _ => Some(tour.current + 1).filter(|&j| j < tour.len()),
            }
        } else {
            match here {
                Some(k) if covered && by == 1 => Some(k),
                _ => tour.next_stop(here, position, by),
            }
        };
        let len = tour.len();
        match next {
            Some(i) => self.visit_stop(i),
            None => {
                self.status = Some(if by < 0 {
                    crate::t!("lesson-first-stop", count = len)
                } else {
                    crate::t!("lesson-last-stop", count = len)
                })
            }
        }
    }

    /// The stop the class stands on, if any: the one last gone to while the playback travels
    /// there or stays on its event, else the first stop whose event is the playback's (reached
    /// by `Home`, `g` or the arrows).
    fn stop_here(&self) -> Option<usize> {
        let tour = self.lesson.as_ref()?;
        let position = self.playback.position();
        let travelling =
            matches!(self.seek, Some(Seek::To(Target::Event(e))) if e == tour.events[tour.current]);
        if travelling || position == tour.events[tour.current] {
            return Some(tour.current);
        }
        tour.events.iter().position(|&e| e == position)
    }

    /// Keeps the tour's place after each key and tick: the stop the class stands on, paused,
    /// in the plan's search, and whether it left that search.
    pub(super) fn note_stop(&mut self) {
        // The editor shows a bare board, not the search: nothing to note there.
        if self.lesson.is_none() || self.playing || self.seek.is_some() || self.mode != Mode::Watch
        {
            return;
        }
        let on_plan = self.on_plan();
        let position = self.playback.position();
        let here = self.stop_here();
        let Some(tour) = self.lesson.as_mut() else {
            return;
        };
        if !on_plan {
            tour.away = true;
            return;
        }
        // Back in the plan's search at its start: the class has not moved in it yet.
        if tour.away && position == 0 {
            return;
        }
        tour.away = false;
        // Arrived at another stop than the last one (by `g`, `Home` or the arrows): it is
        // shown as `PageDown` shows it. Back on the same stop, a panel the class chose since
        // stays.
        if let Some(k) = here.filter(|&k| k != tour.current) {
            let from = std::mem::replace(&mut tour.current, k);
            self.dress_stop(from, k);
        }
    }

    /// Whether a stop of the lesson lies strictly between events `from` and `to` of the
    /// plan's search (never when the class is off the plan: its stops are not there).
    pub(super) fn lesson_stop_within(&self, from: u64, to: u64) -> bool {
        self.lesson.as_ref().is_some_and(|tour| {
            !tour.away && self.on_plan() && tour.events.iter().any(|&e| from < e && e < to)
        })
    }

    /// The first of the lesson's stops past event `at` of the plan's search: playing pauses
    /// there. Asked once before a frame's events are played, not at each of them.
    pub(super) fn lesson_stop_after(&self, at: u64) -> Option<u64> {
        let tour = self.lesson.as_ref()?;
        if tour.away || !self.on_plan() {
            return None;
        }
        tour.events.iter().copied().filter(|&e| e > at).min()
    }

    /// The number of events of the search on screen, when the lesson's plan has an `end`
    /// stop and the search is the plan's: the plan's search found it before the app opened,
    /// so the statistics need not say "total not known yet" until the end is reached.
    pub fn lesson_total(&self) -> Option<u64> {
        let tour = self.lesson.as_ref()?;
        if !self.on_plan() {
            return None;
        }
        tour.plan
            .stops
            .iter()
            .zip(&tour.events)
            .find(|(stop, _)| stop.at == crate::lesson::Moment::End)
            .map(|(_, &event)| event)
    }

    /// The narration at a stop, paused there: which stop, and the teacher's caption. Playing
    /// through the stops shows the events' own narration.
    pub fn lesson_caption(&self) -> Option<String> {
        let tour = self.lesson.as_ref()?;
        // Back from a detour, the search starts over at event 0, but the class is not at the
        // first stop: PageDown goes on from the stop it was on, so no caption says otherwise.
        if self.seek.is_some() || self.playing || tour.away || !self.on_plan() {
            return None;
        }
        let k = self.stop_here()?;
        Some(crate::t!(
            "lesson-stop",
            k = k + 1,
            count = tour.len(),
            caption = tour.plan.stops[k]
                .caption_in(crate::i18n::current())
                .to_owned()
        ))
    }
}

impl Tour {
    /// The stop `PageDown` (`by` 1) or `PageUp` (`by` -1) goes to: the next or the previous
    /// one from the stop the class stands on (`here`), or, between stops, the first one ahead
    /// of `position` or the last one behind it. A plan whose stops go back in the search
    /// (a teacher may return to an earlier moment) has no "ahead": there, between stops, the
    /// plan's order counts from the stop last gone to. `None` past either end.
    fn next_stop(&self, here: Option<usize>, position: u64, by: isize) -> Option<usize> {
        let len = self.len();
        let in_order = self.events.is_sorted();
        match (here, by) {
            (Some(i), -1) => i.checked_sub(1),
            (Some(i), _) => Some(i + 1).filter(|&j| j < len),
            (None, -1) if in_order => self.events.iter().rposition(|&e| e < position),
            (None, _) if in_order => self.events.iter().position(|&e| e > position),
            (None, -1) => Some(self.current),
            (None, _) => Some(self.current + 1).filter(|&j| j < len),
        }
    }
}

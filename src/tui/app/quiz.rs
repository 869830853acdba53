//! Quiz mode (`w`, `--quiz`): before a decision is shown, the app stops and the class
//! predicts it; then the step plays and the app says right or wrong, and why, in the sentence
//! the narration uses for that event.
//!
//! It asks only at the decisions that teach, read from the events about to be played (the
//! search is deterministic, so they already hold the answer):
//!
//! - a placement test of backtrack or BFS: "is (2, 3) safe?" (y / n);
//! - after a lizard is placed, when the next one follows without a backtrack: "where does
//!   the next lizard go?" (a cell);
//! - the queens bitsets, at each column's pick: "which row does `free & -free` pick?";
//! - backjumping, at a dead end: "where does the jump land?" (a column).
//!
//! Annealing throws dice, so it is never asked about. Seeks (`n`, `b`, `End`) run past
//! questions: the teacher asked to go there. A question answered (or revealed) is not asked
//! again when the teacher steps back over it and plays on, so the score counts each once.

use crossterm::event::KeyCode;

use super::App;
use crate::board::{Board, Cell};
use crate::event::{Event, Line};
use crate::solve::Algorithm;

/// How far ahead a question looks for its answer; a longer run of tests is asked about one
/// test at a time.
const LOOKAHEAD: usize = 4096;

/// Watch keys that close an open question and do their job (seeks, speed, panels, another
/// algorithm, editing). `y` and `n` are not among them: a class answering "no" to a pick
/// question must not send the search to the next solution.
const WATCH_KEYS: &str = "+-=_NbBpzHJKLfcaRex";

/// What the class is asked, with its pick so far.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ask {
    /// Is the cell the scan just entered safe? (y / n)
    Safe { cell: Cell },
    /// Where does the next lizard go? (a cell)
    Next { pick: Cell },
    /// Which row does `free & -free` pick in column `col`?
    Row { col: u32, pick: u32 },
    /// Column `from` is a dead end: which column does the jump land on? `internal`: it ran
    /// out after a jump back (an internal dead end, where Gaschnig's rule steps back one
    /// column), which the class can see, so the question says it.
    Jump {
        from: u32,
        pick: u32,
        internal: bool,
    },
}

impl Ask {
    /// Whether the class answers with y or n (otherwise it moves a pick and presses Enter).
    pub fn yes_no(self) -> bool {
        matches!(self, Ask::Safe { .. })
    }

    /// The cell the pick stands on, for the grid's marker: a row pick in its column, a jump
    /// on the queen of the picked column (the one the jump would move), or its top row.
    pub fn pick_cell(self, board: &[Cell]) -> Option<Cell> {
        match self {
            Ask::Safe { .. } => None,
            Ask::Next { pick } => Some(pick),
            Ask::Row { col, pick } => Some(Cell::new(pick, col)),
            Ask::Jump { pick, .. } => Some(
                board
                    .iter()
                    .copied()
                    .find(|c| c.col == pick)
                    .unwrap_or(Cell::new(0, pick)),
            ),
        }
    }
}

/// What the events say the answer is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Truth {
    Safe(bool),
    Cell(Cell),
    Row(u32),
    Column(u32),
}

/// An open question.
#[derive(Debug, Clone, Copy)]
pub struct Question {
    pub ask: Ask,
    truth: Truth,
    /// Events the reveal plays: up to and including the one that shows the answer.
    steps: usize,
    /// Events applied when it was asked.
    at: u64,
    /// The last key was a digit: the next one extends the number typed.
    typing: bool,
}

/// What the app said after the reveal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Verdict {
    /// Right or wrong; `None` when the teacher revealed without an answer.
    pub right: Option<bool>,
    pub text: String,
    /// Events applied after the reveal: the verdict shows until the playback moves on.
    at: u64,
}

/// The quiz's state: the open question, the last verdict and the score.
#[derive(Debug, Clone, Default)]
pub struct Quiz {
    pub question: Option<Question>,
    pub verdict: Option<Verdict>,
    /// Answers that were right, of those given (revealed questions count in neither).
    pub right: u32,
    pub asked: u32,
    /// The furthest event a question's reveal played past (less one): none is asked again
    /// at or before it, so stepping back and playing on never scores a stretch twice.
    resolved: Option<u64>,
}

/// The question due before the next event, if one is: `current` is the event applied last,
/// `upcoming` those received and not yet applied, `cursor` the scan cursor.
fn due<'a, I>(
    algorithm: Algorithm,
    board: &Board,
    current: Option<Event>,
    upcoming: I,
    cursor: Option<Cell>,
) -> Option<(Ask, Truth, usize)>
where
    I: Iterator<Item = &'a Event> + Clone,
{
    match algorithm {
        Algorithm::Sa => None,
        Algorithm::Queens => row_pick(upcoming),
        Algorithm::Bfs => breadth_first_test(board, current, upcoming),
        // Backjumping's lesson is where it jumps: its row-by-row tests, queens' own, are
        // not asked about (a class would answer hundreds before the first solution).
        Algorithm::Backjump | Algorithm::BackjumpSafe => {
            // Asked at the dead end, before its take-backs: stepped back into the middle of
            // them, the stack already names the columns emptied, which is the answer.
            let mid_jump = matches!(current, Some(Event::Unmark { .. }));
            (!mid_jump)
                .then(|| jump_landing(upcoming.clone()))
                .flatten()
                .or_else(|| match current {
                    Some(Event::Place { .. }) => next_lizard(upcoming, cursor),
                    _ => None,
                })
        }
        Algorithm::Backtrack => match current {
            Some(Event::Place { .. }) => next_lizard(upcoming.clone(), cursor),
            _ => None,
        }
        .or_else(|| placement_test(current, upcoming)),
    }
}

/// The scan has entered a cell and the next event places a lizard there or rejects it.
fn placement_test<'a>(
    current: Option<Event>,
    mut upcoming: impl Iterator<Item = &'a Event>,
) -> Option<(Ask, Truth, usize)> {
    let Some(Event::Enter { cell }) = current else {
        return None;
    };
    let safe = match upcoming.next()? {
        Event::Place { cell: c, .. } if *c == cell => true,
        Event::Reject { cell: c, .. } if *c == cell => false,
        _ => return None,
    };
    Some((Ask::Safe { cell }, Truth::Safe(safe), 1))
}

/// Breadth-first search tests a cell of the board it took off its queue: a reject says it
/// is unsafe; otherwise the board with a lizard there joins the queue, which no event shows,
/// and the search moves on (the next board, the next level or a solution).
fn breadth_first_test<'a>(
    board: &Board,
    current: Option<Event>,
    mut upcoming: impl Iterator<Item = &'a Event>,
) -> Option<(Ask, Truth, usize)> {
    let Some(Event::Enter { cell }) = current else {
        return None;
    };
    if board.is_tree(cell) {
        return None;
    }
    match upcoming.next()? {
        Event::Reject { cell: c, .. } if *c == cell => {
            Some((Ask::Safe { cell }, Truth::Safe(false), 1))
        }
        Event::Dequeue { .. } | Event::Level { .. } | Event::Solution => {
            Some((Ask::Safe { cell }, Truth::Safe(true), 0))
        }
        _ => None,
    }
}

/// A lizard was just placed, and the next one follows after tests alone (no backtrack, no
/// cut in between): where does it go?
fn next_lizard<'a>(
    upcoming: impl Iterator<Item = &'a Event>,
    cursor: Option<Cell>,
) -> Option<(Ask, Truth, usize)> {
    for (i, event) in upcoming.take(LOOKAHEAD).enumerate() {
        match *event {
            Event::Enter { .. }
            | Event::Reject { .. }
            | Event::TreeMask { .. }
            | Event::TreeUnmask { .. } => {}
            Event::Place { cell, .. } => {
                let pick = cursor.unwrap_or(Cell::new(0, 0));
                return Some((Ask::Next { pick }, Truth::Cell(cell), i + 1));
            }
            _ => return None,
        }
    }
    None
}

/// The queens search enters a column and tries its rows until `free & -free` gives one: the
/// question is which. A column with no free row is a dead end, not a pick: nothing is asked.
fn row_pick<'a>(mut upcoming: impl Iterator<Item = &'a Event>) -> Option<(Ask, Truth, usize)> {
    let Event::Enter { cell: first } = *upcoming.next()? else {
        return None;
    };
    let col = first.col;
    for (i, event) in upcoming.take(LOOKAHEAD).enumerate() {
        match *event {
            Event::Enter { cell } | Event::Reject { cell, .. } if cell.col == col => {}
            Event::Place { cell, .. } if cell.col == col => {
                let ask = Ask::Row {
                    col,
                    pick: first.row,
                };
                return Some((ask, Truth::Row(cell.row), i + 2));
            }
            _ => return None,
        }
    }
    None
}

/// Backjumping at a dead end: queens are taken back, then the jump says where it lands.
fn jump_landing<'a>(upcoming: impl Iterator<Item = &'a Event>) -> Option<(Ask, Truth, usize)> {
    for (i, event) in upcoming.take(LOOKAHEAD).enumerate() {
        match *event {
            Event::Unmark { .. } => {}
            Event::Backjump { from, to, .. } => {
                // The pick starts on the dead end itself, which is never the answer (a step
                // back to the column before would be, at every internal dead end).
                let ask = Ask::Jump {
                    from,
                    pick: from,
                    internal: event.steps_back(),
                };
                return Some((ask, Truth::Column(to), i + 1));
            }
            _ => return None,
        }
    }
    None
}

impl Quiz {
    /// The score for the title bar.
    pub fn score(&self) -> String {
        say::score(self.right, self.asked)
    }

    /// The verdict on the step just revealed, while the playback still stands there.
    pub fn verdict_at(&self, position: u64) -> Option<&Verdict> {
        self.verdict.as_ref().filter(|v| v.at == position)
    }

    /// A new search (another algorithm or bound, an edited board): its questions are new,
    /// the class's score stays.
    pub(super) fn restarted(&mut self) {
        self.question = None;
        self.verdict = None;
        self.resolved = None;
    }
}

impl App {
    /// `w`: the quiz on or off. Turned on, it asks at once if a decision is due. Turned off
    /// and on again, the class's score is the one it had (an open question is dropped, not
    /// counted).
    pub(super) fn toggle_quiz(&mut self) {
        if let Some(mut quiz) = self.quiz.take() {
            quiz.question = None;
            quiz.verdict = None;
            self.quiz_off = Some(quiz);
            self.status = Some(say::off());
            return;
        }
        self.quiz = Some(self.quiz_off.take().unwrap_or_default());
        self.status = Some(if self.algorithm == Algorithm::Sa {
            say::nothing_to_ask()
        } else {
            say::on()
        });
        self.quiz_stops();
    }

    /// The open question, if the quiz has one.
    pub fn question(&self) -> Option<Ask> {
        self.quiz.as_ref()?.question.map(|q| q.ask)
    }

    /// A class's "yes" or "no" with the quiz on and no question open: said to be no answer
    /// rather than ignored, and `n` (the next solution) not taken for "no" right after a
    /// verdict, where the class is still answering: it says so once, and goes the second
    /// time. Returns whether the key was taken.
    pub(super) fn quiz_reply_without_question(&mut self, code: KeyCode) -> bool {
        let Some(quiz) = &self.quiz else {
            return false;
        };
        if quiz.question.is_some() {
            return false;
        }
        let answered = quiz.verdict_at(self.playback.position()).is_some();
        let said = say::no_question(answered, code == KeyCode::Char('n'));
        match code {
            KeyCode::Char('y' | 'o') => {}
            KeyCode::Char('n') if answered && self.status.as_deref() != Some(said.as_str()) => {}
            _ => return false,
        }
        self.status = Some(said);
        true
    }

    /// Before the next event is played: opens the question due there, if any (playing and
    /// seeking stop). Returns whether a question is open.
    pub(super) fn quiz_stops(&mut self) -> bool {
        let Some(quiz) = &self.quiz else {
            return false;
        };
        if quiz.question.is_some() {
            return true;
        }
        let at = self.playback.position();
        if quiz.resolved.is_some_and(|r| r >= at) {
            return false;
        }
        let found = due(
            self.algorithm,
            self.playback.board(),
            self.playback.current(),
            self.playback.upcoming(),
            self.playback.cursor(),
        );
        let Some((mut ask, truth, steps)) = found else {
            return false;
        };
        // Its answer is played in one go: a question whose answer would carry the class past
        // a stop of the lesson is not asked, and the stop is shown on the way.
        if self.lesson_stop_within(at, at + steps as u64) {
            return false;
        }
        if let (Ask::Next { pick }, Truth::Cell(answer)) = (&mut ask, truth) {
            *pick = self.start_of_pick(*pick, answer);
        }
        self.playing = false;
        self.seek = None;
        if let Some(quiz) = self.quiz.as_mut() {
            quiz.verdict = None;
            quiz.question = Some(Question {
                ask,
                truth,
                steps,
                at,
                typing: false,
            });
        }
        true
    }

    /// Where the pick of "where does the next lizard go?" starts, so that its `?` shows: the
    /// first cell from `cell` (the lizard just placed) on, in the scan's order (column by
    /// column, then round), that holds neither a lizard nor a tree and is not the `answer`.
    /// The first empty cell after the lizard is often the answer itself (past a tree below
    /// it, or at the top of the next column): starting there would give it away.
    fn start_of_pick(&self, cell: Cell, answer: Cell) -> Cell {
        let board = self.playback.board();
        let n = board.n() as u32;
        (0..n * n)
            .map(|k| {
                let i = (cell.col * n + cell.row + k) % (n * n);
                Cell::new(i % n, i / n)
            })
            .find(|&c| c != answer && !board.is_tree(c) && !self.playback.is_lizard(c))
            .unwrap_or(cell)
    }

    /// A key while a question is open. Returns false for keys the question leaves to the
    /// watch keys (after closing the question: the teacher went elsewhere).
    pub(super) fn quiz_key(&mut self, code: KeyCode) -> bool {
        let Some(question) = self.quiz.as_ref().and_then(|q| q.question) else {
            return false;
        };
        // What the footer said last was about the key before (`n` is no answer here): the
        // footer's keys come back with the next one, as they do in edit mode.
        self.status = None;
        let n = self.playback.board().n() as u32;
        let last = n.saturating_sub(1);
        let mut ask = question.ask;
        let mut typing = false;
        match (code, &mut ask) {
            // `o`, oui, says yes too: a French class answers with it.
            (KeyCode::Char('y' | 'o'), Ask::Safe { .. }) => self.reveal(Some(Truth::Safe(true))),
            (KeyCode::Char('n'), Ask::Safe { .. }) => self.reveal(Some(Truth::Safe(false))),
            (KeyCode::Char('s') | KeyCode::Char(' '), _) => self.reveal(None),
            (KeyCode::Esc | KeyCode::Backspace, _) => self.back_out(),
            (KeyCode::Enter, _) => self.reveal(Some(match ask {
                Ask::Safe { .. } => return true,
                Ask::Next { pick } => Truth::Cell(pick),
                Ask::Row { pick, .. } => Truth::Row(pick),
                Ask::Jump { pick, .. } => Truth::Column(pick),
            })),
            (KeyCode::Up | KeyCode::Char('k'), Ask::Next { pick }) => {
                pick.row = pick.row.saturating_sub(1)
            }
            (KeyCode::Down | KeyCode::Char('j'), Ask::Next { pick }) => {
                pick.row = (pick.row + 1).min(last)
            }
            (KeyCode::Left | KeyCode::Char('h'), Ask::Next { pick }) => {
                pick.col = pick.col.saturating_sub(1)
            }
            (KeyCode::Right | KeyCode::Char('l'), Ask::Next { pick }) => {
                pick.col = (pick.col + 1).min(last)
            }
            (KeyCode::Up | KeyCode::Char('k'), Ask::Row { pick, .. })
            | (KeyCode::Left | KeyCode::Char('h'), Ask::Jump { pick, .. }) => {
                *pick = pick.saturating_sub(1)
            }
            (KeyCode::Down | KeyCode::Char('j'), Ask::Row { pick, .. })
            | (KeyCode::Right | KeyCode::Char('l'), Ask::Jump { pick, .. }) => {
                *pick = (*pick + 1).min(last)
            }
            (KeyCode::Char(d), Ask::Row { pick, .. } | Ask::Jump { pick, .. })
                if d.is_ascii_digit() =>
            {
                // Digits type the number: "1" then "2" is 12 on a board that has a row 12;
                // the first digit replaces the pick the arrows left.
                let digit = d.to_digit(10).unwrap_or(0);
                // The number typed: two digits after a first that a second can follow, else
                // the digit alone (after an arrow, after two digits, after a number past the
                // board).
                let typed = if question.typing {
                    *pick * 10 + digit
                } else {
                    digit
                };
                *pick = typed.min(last);
                if typed > last {
                    // The pick stops at the last row: said, so that a "9" on a board of 8
                    // (or "15" on one of 12) is not taken for the last row chosen.
                    self.status =
                        Some(say::past_board(matches!(ask, Ask::Row { .. }), typed, last));
                }
                typing = !question.typing && typed * 10 <= last;
            }
            // The help says digits type a row or a column: where the question asks for
            // neither, the class is told what answers it instead of nothing happening.
            (KeyCode::Char(d), Ask::Next { .. } | Ask::Safe { .. }) if d.is_ascii_digit() => {
                self.status = Some(say::no_number_here(matches!(ask, Ask::Safe { .. })))
            }
            // `n` is no answer here, nor a seek: a class saying "no" must not be sent to the
            // next solution. It is told what answers instead.
            (KeyCode::Char('y' | 'o' | 'n'), _) => self.status = Some(say::not_yes_or_no()),
            (KeyCode::Char('w'), _) => self.toggle_quiz(),
            (KeyCode::Char('?'), _) => self.open_help(),
            (KeyCode::Char('q'), _) => self.ask_quit(),
            (KeyCode::Char('t'), _) => self.toggle_theme(),
            // Where `l` picks nothing, it switches the language as it does while watching,
            // and the question stays open in the new words.
            (KeyCode::Char('l'), Ask::Safe { .. } | Ask::Row { .. }) => self.next_language(),
            (KeyCode::Char(c), _) if !WATCH_KEYS.contains(c) => {}
            // An arrow that moves no pick here (any arrow in a yes-or-no question): the
            // question waits, and the footer says for what, so a teacher pressing `→` to move
            // on does not take the screen for frozen.
            (KeyCode::Up | KeyCode::Down | KeyCode::Left | KeyCode::Right, _) => {
                self.status = Some(say::waits(matches!(ask, Ask::Safe { .. })))
            }
            (
                KeyCode::Char(_)
                | KeyCode::Tab
                | KeyCode::Home
                | KeyCode::End
                | KeyCode::PageDown
                | KeyCode::PageUp,
                _,
            ) => {
                // Another watch key: the question closes unanswered and the key does its job.
                if let Some(quiz) = self.quiz.as_mut() {
                    quiz.question = None;
                }
                return false;
            }
            _ => {}
        }
        let arrow = matches!(
            code,
            KeyCode::Up | KeyCode::Down | KeyCode::Left | KeyCode::Right
        );
        if code == KeyCode::Char('l') && self.status.is_none() {
            // Here `l` moves the pick (vim's →), not the language: said, so that a teacher
            // switching languages knows why the words stayed; at the edge it moved nothing,
            // and the question waits, as for →.
            self.status = Some(if ask == question.ask {
                say::waits(false)
            } else {
                crate::t!("quiz-l-moves-pick")
            });
        }
        if arrow && ask == question.ask && self.status.is_none() {
            // The pick stands at the board's edge: the question waits, as for any arrow that
            // moves nothing.
            self.status = Some(say::waits(false));
        }
        if let Some(open) = self.quiz.as_mut().and_then(|q| q.question.as_mut())
            && open.at == question.at
        {
            open.ask = ask;
            open.typing = typing;
        }
        true
    }

    /// Leaves the question unanswered and steps back one event.
    fn back_out(&mut self) {
        if let Some(quiz) = self.quiz.as_mut() {
            quiz.question = None;
        }
        self.playback.back();
        self.status = Some(say::backed_out());
    }

    /// Plays the step the question was about and says right or wrong, and why.
    fn reveal(&mut self, given: Option<Truth>) {
        let Some(question) = self.quiz.as_mut().and_then(|q| q.question.take()) else {
            return;
        };
        let scan_was = self.playback.cursor();
        // The lizard above the picked cell in its column, before the step is played: after a
        // lizard is placed the scan jumps down its column to the next tree, so the cells it
        // sees there are passed with no test to show.
        let above = match given {
            Some(Truth::Cell(pick)) => self.playback.attacker(pick, Line::Column),
            _ => None,
        };
        // What the four lines through a cell asked about read before the step is played: a
        // safe cell's reason (none reads +1), a tree's -1 the point of it.
        let readings = match question.ask {
            Ask::Safe { cell } => Some((
                cell,
                Line::ALL.map(|line| (line, self.playback.counters().get(line, cell))),
            )),
            _ => None,
        };
        // A row picked below the answer may be taken itself: the line through it that a
        // queen holds, read before the reveal plays on.
        let taken_along = match (given, question.ask) {
            (Some(Truth::Row(pick)), Ask::Row { col, .. }) => Line::ALL
                .into_iter()
                .find(|&line| self.playback.counters().get(line, Cell::new(pick, col)) > 0),
            _ => None,
        };
        let mut on_the_way = None;
        for _ in 0..question.steps {
            if !self.playback.forward() {
                break;
            }
            // A pick the scan rejects on the way is wrong for the reason the narration gives.
            if let Some(event @ Event::Reject { cell, .. }) = self.playback.current() {
                let picked = match given {
                    Some(Truth::Cell(pick)) => pick == cell,
                    Some(Truth::Row(row)) => {
                        matches!(question.ask, Ask::Row { col, .. } if cell == Cell::new(row, col))
                    }
                    _ => false,
                };
                if picked {
                    on_the_way = Some(crate::narrate::sentence_for(
                        self.algorithm,
                        &self.playback,
                        &event,
                    ));
                }
            }
        }
        let why = match (question.steps, question.ask) {
            (0, Ask::Safe { cell }) => say::queued(cell),
            _ => self.playback.current().map_or_else(String::new, |event| {
                crate::narrate::sentence_for(self.algorithm, &self.playback, &event)
            }),
        };
        let right = given.map(|g| g == question.truth);
        let text = match right {
            None => say::revealed(&why),
            Some(true) => say::right(&why),
            Some(false) => {
                let board = self.playback.board();
                let wrong = match (given, question.truth) {
                    (Some(Truth::Cell(pick)), _) if board.is_tree(pick) => say::tree(pick),
                    (Some(Truth::Cell(pick)), _) if self.playback.is_lizard(pick) => {
                        say::taken(pick)
                    }
                    (Some(Truth::Cell(pick)), Truth::Cell(cell)) => {
                        on_the_way.unwrap_or_else(|| {
                            // The scan goes column by column, each column top to bottom.
                            let order = |c: Cell| (c.col, c.row);
                            if scan_was.is_some_and(|s| order(pick) <= order(s)) {
                                say::passed(pick)
                            } else if order(pick) > order(cell) {
                                say::first(cell, pick)
                            } else if let Some(lizard) = above {
                                // The N-Queens searches fill a column with one lizard and go
                                // on to the next; backtrack's scan jumps down past what it sees.
                                if self.algorithm == Algorithm::Backtrack {
                                    say::seen(pick, lizard)
                                } else {
                                    say::column_taken(pick, lizard)
                                }
                            } else {
                                say::not_cell(pick)
                            }
                        })
                    }
                    (Some(Truth::Row(pick)), Truth::Row(row)) => {
                        on_the_way.unwrap_or_else(|| say::not_row(pick, row, taken_along))
                    }
                    (Some(Truth::Column(pick)), _) => say::not_column(pick),
                    (Some(Truth::Safe(false)), Truth::Safe(true)) => readings.map_or_else(
                        || say::not_safe(false),
                        |(cell, r)| say::safe_after_all(cell, &r),
                    ),
                    (Some(Truth::Safe(safe)), _) => say::not_safe(safe),
                    _ => String::new(),
                };
                say::wrong(&wrong, &why)
            }
        };
        let at = self.playback.position();
        if let Some(quiz) = self.quiz.as_mut() {
            if let Some(r) = right {
                quiz.asked += 1;
                quiz.right += u32::from(r);
            }
            // The reveal played the question's stretch: the decisions inside it (the tests
            // on the way to the next lizard) were shown, not asked, and stay so when the
            // teacher comes back over them. The question due where the reveal stopped is
            // about the next event and is still asked.
            let shown = question.at.max(at.saturating_sub(1));
            quiz.resolved = Some(quiz.resolved.map_or(shown, |r| r.max(shown)));
            quiz.verdict = Some(Verdict { right, text, at });
        }
    }
}

/// Every sentence the quiz says, in one place (the narration's own sentences come from
/// [`crate::narrate`]): the catalogues' `quiz-*` messages, each a whole sentence or clause
/// with its numbers and cells as arguments.
pub mod say {
    use crate::board::Cell;
    use crate::event::Line;
    use crate::t;

    use super::Ask;

    pub fn on() -> String {
        t!("quiz-on")
    }

    pub fn off() -> String {
        t!("quiz-off")
    }

    pub fn nothing_to_ask() -> String {
        t!("quiz-nothing-to-ask")
    }

    pub fn backed_out() -> String {
        t!("quiz-backed-out")
    }

    /// A yes or a no with no question open: after a verdict, that the question is over (and
    /// for `n`, that it goes to the next solution when pressed again).
    pub fn no_question(answered: bool, n: bool) -> String {
        match (answered, n) {
            (true, true) => t!("quiz-answered-n"),
            (true, false) => t!("quiz-answered"),
            (false, _) => t!("quiz-no-question"),
        }
    }

    /// A yes or a no to a question that is not yes or no: what answers it, and how to leave.
    pub fn not_yes_or_no() -> String {
        t!("quiz-not-yes-or-no")
    }

    /// A digit where no row or column is asked: what answers the question instead.
    pub fn no_number_here(yes_or_no: bool) -> String {
        if yes_or_no {
            t!("quiz-no-number-safe")
        } else {
            t!("quiz-no-number-next")
        }
    }

    /// An arrow that moves nothing in the open question: what it waits for.
    pub fn waits(yes_or_no: bool) -> String {
        if yes_or_no {
            t!("quiz-waits-safe")
        } else {
            t!("quiz-waits-pick")
        }
    }

    /// A digit past the board's last row (or column): where the pick stopped instead.
    pub fn past_board(row: bool, typed: u32, last: u32) -> String {
        if row {
            t!("quiz-past-rows", typed = typed, last = last)
        } else {
            t!("quiz-past-columns", typed = typed, last = last)
        }
    }

    /// The score in the title bar.
    pub fn score(right: u32, asked: u32) -> String {
        t!("quiz-score", right = right, asked = asked)
    }

    /// The question, as the narration line shows it.
    pub fn question(ask: Ask) -> String {
        match ask {
            Ask::Safe { cell } => t!("quiz-ask-safe", cell = cell.to_string()),
            Ask::Next { pick } => t!("quiz-ask-next", pick = pick.to_string()),
            Ask::Row { col, pick } => t!("quiz-ask-row", col = col, pick = pick),
            Ask::Jump {
                from,
                pick,
                internal: false,
            } => t!("quiz-ask-jump", from = from, pick = pick),
            Ask::Jump {
                from,
                pick,
                internal: true,
            } => t!("quiz-ask-jump-internal", from = from, pick = pick),
        }
    }

    pub fn right(why: &str) -> String {
        t!("quiz-right", why = why.to_string())
    }

    pub fn wrong(what: &str, why: &str) -> String {
        t!("quiz-wrong", what = what.to_string(), why = why.to_string())
    }

    pub fn revealed(why: &str) -> String {
        // French writes on in lower case after a colon: « Réponse : un lézard est placé… ».
        let why = match crate::i18n::current() {
            crate::i18n::Lang::Fr => {
                // A word, not a name written in capitals (BFS, SA).
                let mut chars = why.chars();
                match (chars.next(), chars.next()) {
                    (Some(first), Some(second)) if second.is_lowercase() => {
                        first.to_lowercase().chain(why.chars().skip(1)).collect()
                    }
                    _ => why.to_string(),
                }
            }
            _ => why.to_string(),
        };
        t!("quiz-revealed", why = why)
    }

    /// Breadth-first search's safe cell: no event says so, the board joins the queue.
    pub fn queued(cell: Cell) -> String {
        t!("quiz-queued", cell = cell.to_string())
    }

    pub fn tree(cell: Cell) -> String {
        t!("quiz-why-tree", cell = cell.to_string())
    }

    pub fn taken(cell: Cell) -> String {
        t!("quiz-why-taken", cell = cell.to_string())
    }

    pub fn passed(cell: Cell) -> String {
        t!("quiz-why-passed", cell = cell.to_string())
    }

    pub fn first(cell: Cell, pick: Cell) -> String {
        t!(
            "quiz-why-first",
            cell = cell.to_string(),
            pick = pick.to_string()
        )
    }

    pub fn seen(cell: Cell, lizard: Cell) -> String {
        t!(
            "quiz-why-seen",
            cell = cell.to_string(),
            lizard = lizard.to_string(),
            col = cell.col
        )
    }

    pub fn column_taken(cell: Cell, lizard: Cell) -> String {
        t!(
            "quiz-why-column-taken",
            cell = cell.to_string(),
            lizard = lizard.to_string(),
            col = cell.col,
            next = cell.col + 1
        )
    }

    pub fn not_cell(cell: Cell) -> String {
        t!("quiz-why-not-cell", cell = cell.to_string())
    }

    /// `taken`: the line through the picked row's cell that a queen holds, if one does.
    pub fn not_row(pick: u32, row: u32, taken: Option<Line>) -> String {
        if let (true, Some(line)) = (pick > row, taken) {
            t!(
                "quiz-why-lower-row-taken",
                pick = pick,
                row = row,
                line = line.name()
            )
        } else if pick > row {
            t!("quiz-why-lower-row", row = row)
        } else {
            t!("quiz-why-not-a-row", pick = pick)
        }
    }

    pub fn not_column(col: u32) -> String {
        t!("quiz-why-not-column", col = col)
    }

    /// "you said unsafe, but no line through (1, 4) reads +1: row 1 reads -1, ...".
    pub fn safe_after_all(cell: Cell, readings: &[(Line, i8); 4]) -> String {
        let parts: Vec<String> = readings
            .iter()
            .map(|&(line, value)| {
                t!(
                    "quiz-reading",
                    line = crate::narrate::line_name(line, line.key(cell)),
                    value = if value > 0 {
                        format!("+{value}")
                    } else {
                        value.to_string()
                    }
                )
            })
            .collect();
        t!(
            "quiz-why-safe",
            cell = cell.to_string(),
            readings = crate::narrate::join(&parts)
        )
    }

    pub fn not_safe(said_safe: bool) -> String {
        t!(if said_safe {
            "quiz-said-safe"
        } else {
            "quiz-said-unsafe"
        })
    }
}

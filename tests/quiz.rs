//! Quiz mode: a scripted class answers the app's questions with real keys, and the score and
//! the sentences on screen match what the solver's own events say. The answers are read from
//! a trace of the same search, never written down here.

mod screen;

use crossterm::event::KeyCode;
use lizards::board::{Board, Cell};
use lizards::event::Event;
use lizards::narrate;
use lizards::playback::Playback;
use lizards::solve::backtrack::{Goal, Options, Pruning};
use lizards::solve::{self, Algorithm, Settings};
use lizards::tui::app::App;
use lizards::tui::app::quiz::Ask;
use screen::{app, draw, flat, glyph, press, text};

/// The events of the search the app runs, from the solver itself.
fn trace(app: &App) -> Vec<Event> {
    let settings = Settings {
        search: Options {
            goal: Goal::All { limit: None },
            bound: Pruning::Seed,
            ..Options::default()
        },
        frontier: Some(1 << 20),
        ..Settings::default()
    };
    let board = app.playback.board().clone();
    let mut events: Vec<Event> = Vec::new();
    solve::run(app.algorithm, &board, app.lizards, settings, &mut events);
    events
}

/// The narration's sentence for event `k` of the trace, read against the board right after it.
fn sentence(algorithm: Algorithm, board: &Board, p: u32, events: &[Event], k: usize) -> String {
    let mut pb = Playback::new(board.clone(), p);
    pb.push_all(events[..=k].iter().copied());
    pb.to_end();
    narrate::sentence_for(algorithm, &pb, &events[k])
}

/// What the trace says the answer is, and the event that shows it (none for a cell BFS
/// queues, which no event shows).
#[derive(Debug, Clone, Copy, PartialEq)]
enum Truth {
    Safe(bool, Option<usize>),
    Cell(Cell, usize),
    Row(u32, usize),
    Column(u32, usize),
}

fn truth(ask: Ask, events: &[Event], pos: usize) -> Truth {
    let first = |pred: &dyn Fn(&Event) -> bool| {
        (pos..events.len())
            .find(|&k| pred(&events[k]))
            .expect("the trace holds the answer")
    };
    match ask {
        Ask::Safe { cell } => {
            assert_eq!(
                events[pos - 1],
                Event::Enter { cell },
                "asked right after the scan entered the cell"
            );
            match events[pos] {
                Event::Place { cell: c, .. } if c == cell => Truth::Safe(true, Some(pos)),
                Event::Reject { cell: c, .. } if c == cell => Truth::Safe(false, Some(pos)),
                // Breadth-first search queues the board with a lizard there: no event says so.
                _ => Truth::Safe(true, None),
            }
        }
        Ask::Next { .. } => {
            let k = first(&|e| matches!(e, Event::Place { .. }));
            let Event::Place { cell, .. } = events[k] else {
                unreachable!()
            };
            Truth::Cell(cell, k)
        }
        Ask::Row { col, .. } => {
            let k = first(&|e| matches!(e, Event::Place { .. }));
            let Event::Place { cell, .. } = events[k] else {
                unreachable!()
            };
            assert_eq!(cell.col, col, "the pick is in the column asked about");
            Truth::Row(cell.row, k)
        }
        Ask::Jump { internal, .. } => {
            let k = first(&|e| matches!(e, Event::Backjump { .. }));
            let Event::Backjump { to, conflicts, .. } = events[k] else {
                unreachable!()
            };
            // An internal dead end is one whose conflict set does not name the column the
            // search goes back to (Gaschnig's rule then steps back, not to its latest).
            let steps_back = conflicts.checked_ilog2() != Some(to);
            assert_eq!(
                internal, steps_back,
                "the question says which dead end it is"
            );
            Truth::Column(to, k)
        }
    }
}

/// Moves the pick with arrow keys from where it stands to `target`.
fn walk(app: &mut App, target: Cell) {
    for _ in 0..64 {
        let here = match app.question() {
            Some(Ask::Next { pick }) => pick,
            Some(Ask::Row { col, pick }) => Cell::new(pick, col),
            Some(Ask::Jump { pick, .. }) => Cell::new(target.row, pick),
            other => panic!("no pick to move: {other:?}"),
        };
        let key = if here.row < target.row {
            KeyCode::Down
        } else if here.row > target.row {
            KeyCode::Up
        } else if here.col < target.col {
            KeyCode::Right
        } else if here.col > target.col {
            KeyCode::Left
        } else {
            return;
        };
        press(app, key);
    }
    panic!("the pick never reached {target}");
}

/// What the scripted class does with a question.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Reply {
    Right,
    Wrong,
    /// The teacher reveals without an answer.
    Skip,
}

/// The class's script: mostly right, a wrong answer now and then, a reveal.
const SCRIPT: [Reply; 7] = [
    Reply::Right,
    Reply::Wrong,
    Reply::Right,
    Reply::Skip,
    Reply::Right,
    Reply::Wrong,
    Reply::Right,
];

/// Steps with `→` until a question is open (at most `limit` presses).
fn to_question(app: &mut App, limit: usize) -> Ask {
    for _ in 0..limit {
        if let Some(ask) = app.question() {
            return ask;
        }
        press(app, KeyCode::Right);
    }
    app.question().expect("a question within reach")
}

/// Answers `reply` to the open question with keys; a wrong pick of a cell is `wrong_cell`
/// if given.
fn answer(
    app: &mut App,
    ask: Ask,
    truth: Truth,
    reply: Reply,
    digits: bool,
    wrong_cell: Option<Cell>,
) {
    let n = app.playback.board().n() as u32;
    if reply == Reply::Skip {
        press(app, KeyCode::Char('s'));
        return;
    }
    let right = reply == Reply::Right;
    match (ask, truth) {
        (Ask::Safe { .. }, Truth::Safe(safe, _)) => {
            press(app, KeyCode::Char(if safe == right { 'y' } else { 'n' }))
        }
        (Ask::Next { .. }, Truth::Cell(cell, _)) => {
            let target = match (right, wrong_cell) {
                (true, _) => cell,
                (false, Some(wrong)) => wrong,
                (false, None) => Cell::new((cell.row + 1) % n, cell.col),
            };
            walk(app, target);
            press(app, KeyCode::Enter);
        }
        (Ask::Row { col, .. }, Truth::Row(row, _)) => {
            let row = if right { row } else { (row + 1) % n };
            if digits {
                press(app, KeyCode::Char(char::from_digit(row, 10).unwrap()));
            } else {
                walk(app, Cell::new(row, col));
            }
            press(app, KeyCode::Enter);
        }
        (Ask::Jump { .. }, Truth::Column(to, _)) => {
            let col = if right { to } else { (to + 1) % n };
            walk(app, Cell::new(0, col));
            press(app, KeyCode::Enter);
        }
        other => panic!("a question and an answer of different kinds: {other:?}"),
    }
}

/// Plays the quiz on `args` for `questions` questions with the script, and checks each
/// verdict's sentence and the score against the trace. Returns the kinds of question asked.
fn class_plays(args: &[&str], questions: usize, digits: bool) -> Vec<Ask> {
    let mut app = app(args);
    let events = trace(&app);
    let board = app.playback.board().clone();
    let (algorithm, p) = (app.algorithm, app.lizards);
    let (mut right, mut asked) = (0, 0);
    let mut kinds = Vec::new();
    for i in 0..questions {
        let ask = to_question(&mut app, 2000);
        kinds.push(ask);
        let pos = app.playback.position() as usize;
        let screen = flat(&draw(&app, 120, 40));
        let asked_about = match ask {
            Ask::Safe { cell } => format!("is {cell} safe?"),
            Ask::Next { .. } => "where does the next".to_string(),
            Ask::Row { col, .. } => {
                format!("in column {col}, which row does the next lizard take (free & -free")
            }
            Ask::Jump {
                from,
                internal: false,
                ..
            } => format!("column {from} is a dead end. Where does the jump land?"),
            Ask::Jump {
                from,
                internal: true,
                ..
            } => format!(
                "column {from} is an internal dead end: it ran out after a jump back. Where does \
                 the search go back to?"
            ),
        };
        assert!(screen.contains(&asked_about), "{ask:?}: {screen}");
        let truth = truth(ask, &events, pos);
        let reply = SCRIPT[i % SCRIPT.len()];
        // A wrong cell the scan rejects on the way, if there is one: the verdict then says
        // why in that reject's own sentence.
        let rejected = match truth {
            Truth::Cell(_, k) => (pos..k).find(|&j| matches!(events[j], Event::Reject { .. })),
            _ => None,
        };
        let wrong_cell = rejected.and_then(|j| events[j].cell());
        answer(&mut app, ask, truth, reply, digits, wrong_cell);
        assert!(app.question().is_none(), "the answer closes the question");
        let shown = match truth {
            Truth::Safe(_, Some(k))
            | Truth::Cell(_, k)
            | Truth::Row(_, k)
            | Truth::Column(_, k) => {
                assert_eq!(
                    app.playback.position() as usize,
                    k + 1,
                    "the step is played"
                );
                sentence(algorithm, &board, p, &events, k)
            }
            Truth::Safe(_, None) => {
                let Ask::Safe { cell } = ask else {
                    unreachable!()
                };
                format!("{cell} is safe")
            }
        };
        let opening = match reply {
            Reply::Right => "Right!",
            Reply::Wrong => "Wrong:",
            Reply::Skip => "Revealed:",
        };
        if reply != Reply::Skip {
            asked += 1;
            right += u32::from(reply == Reply::Right);
        }
        let screen = flat(&draw(&app, 120, 40));
        if let (Reply::Wrong, Some(j)) = (reply, rejected) {
            let on_the_way = sentence(algorithm, &board, p, &events, j);
            assert!(screen.contains(&on_the_way), "{on_the_way:?}\n{screen}");
        }
        assert!(
            screen.contains(opening) && screen.contains(&shown),
            "{ask:?} answered {reply:?}: wants {opening} {shown:?}\n{screen}"
        );
        let title = text(&draw(&app, 120, 40))
            .lines()
            .next()
            .unwrap()
            .to_string();
        assert!(
            title.contains(&format!("quiz {right}/{asked}")),
            "score {right}/{asked}: {title}"
        );
    }
    kinds
}

#[test]
fn a_class_predicts_backtracks_placements_and_next_lizards() {
    let kinds = class_plays(&["--quiz"], 21, false);
    assert!(kinds.iter().any(|k| matches!(k, Ask::Safe { .. })));
    assert!(kinds.iter().any(|k| matches!(k, Ask::Next { .. })));
}

#[test]
fn a_class_predicts_breadth_first_searchs_placement_tests() {
    let kinds = class_plays(&["--quiz", "--algo", "bfs", "--n", "4"], 14, false);
    assert!(kinds.iter().all(|k| matches!(k, Ask::Safe { .. })));
}

#[test]
fn a_class_predicts_where_backjumps_land() {
    let kinds = class_plays(&["--quiz", "--algo", "backjump", "--n", "6"], 21, false);
    assert!(kinds.iter().any(|k| matches!(
        k,
        Ask::Jump {
            internal: false,
            ..
        }
    )));
    // Gaschnig's rule steps back from an internal dead end, and the question says which
    // kind of dead end the class is looking at.
    let kinds = class_plays(
        &["--quiz", "--algo", "backjump-safe", "--n", "8"],
        21,
        false,
    );
    assert!(
        kinds
            .iter()
            .any(|k| matches!(k, Ask::Jump { internal: true, .. })),
        "{kinds:?}"
    );
    // The pick starts on the dead end, never on the answer: Enter alone is not right.
    for k in &kinds {
        if let Ask::Jump { from, pick, .. } = k {
            assert_eq!(pick, from, "{k:?}");
        }
    }
    assert!(kinds.iter().any(|k| matches!(k, Ask::Next { .. })));
    assert!(
        kinds.iter().all(|k| !matches!(k, Ask::Safe { .. })),
        "backjumping is asked where it jumps and places, not at each row's test"
    );
}

#[test]
fn a_class_predicts_the_row_free_and_minus_free_picks() {
    let kinds = class_plays(&["--quiz", "--algo", "queens", "--n", "6"], 14, false);
    assert!(kinds.iter().all(|k| matches!(k, Ask::Row { .. })));
    // The row typed as a digit.
    class_plays(&["--quiz", "--algo", "queens", "--n", "8"], 7, true);
}

fn app_at_first_question() -> App {
    let mut app = app(&["--quiz"]);
    to_question(&mut app, 200);
    app
}

#[test]
fn stepping_back_out_of_a_question_leaves_it_unanswered_and_it_is_asked_again() {
    let mut app = app(&["--quiz"]);
    let ask = to_question(&mut app, 200);
    let at = app.playback.position();
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.question(), None, "Esc leaves the question");
    assert_eq!(app.playback.position(), at - 1, "and steps back one event");
    assert!(
        flat(&draw(&app, 120, 40)).contains("quiz 0/0"),
        "nothing scored"
    );
    press(&mut app, KeyCode::Right);
    assert_eq!(app.question(), Some(ask), "stepping forward asks it again");
    assert_eq!(app.playback.position(), at);
    // Arrows belong to the pick: in a yes-or-no question they do nothing; Backspace steps
    // back out too.
    let Ask::Safe { .. } = ask else {
        panic!("the demo board's first question is a placement test: {ask:?}")
    };
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Left);
    assert_eq!((app.question(), app.playback.position()), (Some(ask), at));
    // `o` (oui) answers yes as `y` does: on a copy, the same question is scored the same.
    let (mut by_y, mut by_o) = (app_at_first_question(), app_at_first_question());
    assert_eq!(by_o.question(), Some(ask));
    press(&mut by_y, KeyCode::Char('y'));
    press(&mut by_o, KeyCode::Char('o'));
    assert_eq!(by_y.question(), None, "y answers");
    assert_eq!(by_o.question(), None, "o answers");
    let screen = |a: &App| flat(&draw(a, 120, 40));
    assert_eq!(screen(&by_y), screen(&by_o));
    // `l` picks nothing here: it switches the language and the question stays open.
    press(&mut app, KeyCode::Char('l'));
    assert_eq!(app.lang, lizards::i18n::Lang::Fr);
    assert_eq!((app.question(), app.playback.position()), (Some(ask), at));
    press(&mut app, KeyCode::Backspace);
    assert_eq!((app.question(), app.playback.position()), (None, at - 1));
}

#[test]
fn an_answered_question_is_not_asked_again_after_stepping_back_over_it() {
    let mut app = app(&["--quiz"]);
    let events = trace(&app);
    let ask = to_question(&mut app, 200);
    let at = app.playback.position();
    let Truth::Safe(safe, _) = truth(ask, &events, at as usize) else {
        panic!("a placement test first: {ask:?}")
    };
    press(&mut app, KeyCode::Char(if safe { 'y' } else { 'n' }));
    let after = app.playback.position();
    for _ in 0..3 {
        press(&mut app, KeyCode::Left);
    }
    assert!(app.playback.position() < at);
    while app.playback.position() < after {
        press(&mut app, KeyCode::Right);
        assert!(
            app.question().is_none_or(|q| q != ask),
            "asked again at {}",
            app.playback.position()
        );
    }
    assert!(
        flat(&draw(&app, 120, 40)).contains("quiz 1/1"),
        "counted once"
    );
}

#[test]
fn coming_back_over_a_revealed_stretch_asks_nothing_inside_it() {
    let mut app = app(&["--quiz"]);
    let events = trace(&app);
    // Answer right until a "where does the next lizard go?" question, which plays a stretch
    // of tests when revealed.
    let ask = loop {
        let ask = to_question(&mut app, 200);
        if let Ask::Next { .. } = ask {
            break ask;
        }
        let Truth::Safe(safe, _) = truth(ask, &events, app.playback.position() as usize) else {
            panic!("backtrack asks placement tests and next lizards: {ask:?}")
        };
        press(&mut app, KeyCode::Char(if safe { 'y' } else { 'n' }));
    };
    let at = app.playback.position();
    let (scored, _) = score(&app);
    press(&mut app, KeyCode::Char('s'));
    let after = app.playback.position();
    assert!(after > at + 1, "{ask:?} plays a stretch of tests");
    for _ in 0..after - at + 2 {
        press(&mut app, KeyCode::Left);
    }
    assert!(app.playback.position() < at);
    while app.playback.position() < after {
        assert_eq!(
            app.question(),
            None,
            "asked inside the stretch already shown, at {}",
            app.playback.position()
        );
        press(&mut app, KeyCode::Right);
    }
    assert_eq!(score(&app).0, scored, "nothing scored twice");
}

/// Questions scored right, and asked, as the title bar shows them.
fn score(app: &App) -> (u32, u32) {
    let quiz = app.quiz.as_ref().expect("the quiz is on");
    (quiz.right, quiz.asked)
}

#[test]
fn w_turns_the_quiz_on_and_playing_stops_at_the_first_question() {
    let mut app = app(&[]);
    assert!(app.quiz.is_none());
    press(&mut app, KeyCode::Char('w'));
    assert!(app.quiz.is_some());
    assert!(flat(&draw(&app, 120, 40)).contains("quiz 0/0"));
    press(&mut app, KeyCode::Char('+'));
    press(&mut app, KeyCode::Char(' '));
    assert!(app.playing);
    let start = std::time::Instant::now();
    for k in 1..=100 {
        app.tick(start + std::time::Duration::from_secs(k));
        if app.question().is_some() {
            break;
        }
    }
    let events = trace(&app);
    let ask = app.question().expect("playing stops at a question");
    assert!(!app.playing, "and pauses there");
    let pos = app.playback.position() as usize;
    assert!(
        matches!(events[pos - 1], Event::Enter { .. }),
        "stopped before the decision, right after the scan entered its cell"
    );
    // Space reveals without answering, and plays on after that.
    press(&mut app, KeyCode::Char(' '));
    assert_eq!(app.question(), None);
    assert_eq!(app.playback.position() as usize, pos + 1);
    assert!(flat(&draw(&app, 120, 40)).contains("Revealed:"), "{ask:?}");
    press(&mut app, KeyCode::Char('w'));
    assert!(app.quiz.is_none());
    assert!(!flat(&draw(&app, 120, 40)).contains("quiz 0/0"));
}

/// `w` off and on again keeps the class's score: the quiz was paused, not started over. The
/// question open when it went off is not counted.
#[test]
fn the_quiz_turned_off_and_on_keeps_the_score() {
    let mut app = app_at_first_question();
    press(&mut app, KeyCode::Char('y'));
    let Some(quiz) = app.quiz.as_ref() else {
        panic!("the quiz is on")
    };
    let scored = score(&app);
    assert_eq!(scored.1, 1, "{:?}", quiz.verdict);
    to_question(&mut app, 200);
    press(&mut app, KeyCode::Char('w'));
    assert!(app.quiz.is_none());
    press(&mut app, KeyCode::Char('w'));
    assert_eq!(score(&app), scored);
    let shown = format!("quiz {}/{}", scored.0, scored.1);
    assert!(flat(&draw(&app, 120, 40)).contains(&shown), "{shown}");
}

/// The open question or the verdict, the score and the footer's keys all read whole.
fn whole_at_80_x_24(app: &App, wants: &[&str]) {
    let buf = draw(app, 80, 24);
    let screen = flat(&buf);
    for want in wants {
        assert!(
            screen.contains(want),
            "{want:?} is cut at 80 x 24:\n{}",
            text(&buf)
        );
    }
}

#[test]
fn at_80_x_24_every_kind_of_question_and_its_verdict_show_whole() {
    for args in [
        &["--quiz"][..],
        &["--quiz", "--algo", "bfs", "--n", "5"],
        &["--quiz", "--algo", "backjump"],
        &["--quiz", "--algo", "queens"],
    ] {
        let mut app = app(args);
        let mut seen = Vec::new();
        for _ in 0..60 {
            let ask = to_question(&mut app, 4000);
            let kind = std::mem::discriminant(&ask);
            if seen.contains(&kind) {
                press(&mut app, KeyCode::Char('s'));
                continue;
            }
            seen.push(kind);
            let question = lizards::tui::app::quiz::say::question(ask);
            let keys = if ask.yes_no() {
                "y n answer"
            } else {
                "Enter answer"
            };
            let score = app.quiz.as_ref().unwrap().score();
            // The title keeps the board's p beside the score.
            let p = format!("p = {}", app.lizards);
            whole_at_80_x_24(&app, &[&question, keys, &score, "q quit", &p]);
            press(
                &mut app,
                if ask.yes_no() {
                    KeyCode::Char('n')
                } else {
                    KeyCode::Enter
                },
            );
            let verdict = app
                .quiz
                .as_ref()
                .and_then(|q| q.verdict_at(app.playback.position()))
                .expect("a verdict after the reveal")
                .text
                .clone();
            whole_at_80_x_24(&app, &[&verdict, "quiz"]);
        }
        assert!(!seen.is_empty(), "{args:?} asked nothing");
    }
}

#[test]
fn the_help_and_the_readme_list_the_quiz_keys() {
    let mut app = app(&["--quiz"]);
    press(&mut app, KeyCode::Char('?'));
    let mut seen = String::new();
    for _ in 0..200 {
        seen.push_str(&flat(&draw(&app, 80, 24)));
        press(&mut app, KeyCode::Down);
    }
    let readme =
        std::fs::read_to_string(format!("{}/README.md", env!("CARGO_MANIFEST_DIR"))).unwrap();
    for b in lizards::tui::keys::QUIZ {
        assert!(
            seen.contains(b.keys) && seen.contains(b.action),
            "help misses {}",
            b.keys
        );
        assert!(
            readme.contains(&format!("| `{}` | {} |", b.keys, b.action)),
            "README misses {} ({})",
            b.keys,
            b.action
        );
    }
}

#[test]
fn the_pick_shows_on_the_grid_and_follows_the_keys() {
    let mut app = app(&["--quiz", "--algo", "queens"]);
    let Ask::Row { col, pick } = to_question(&mut app, 100) else {
        panic!("queens asks for rows")
    };
    let buf = draw(&app, 200, 60);
    let here = screen::glyph(&app, &buf, pick, col);
    assert_eq!(here.symbol(), "?", "the pick is marked with a ?");
    assert!(here.modifier.contains(ratatui::style::Modifier::REVERSED));
    press(&mut app, KeyCode::Down);
    let buf = draw(&app, 200, 60);
    assert_eq!(screen::glyph(&app, &buf, pick + 1, col).symbol(), "?");
    assert_ne!(screen::glyph(&app, &buf, pick, col).symbol(), "?");
}

#[test]
fn rows_past_9_are_typed_in_two_digits() {
    let mut app = app(&["--quiz", "--algo", "queens", "--n", "12"]);
    let Ask::Row { col, .. } = to_question(&mut app, 100) else {
        panic!("queens asks for rows")
    };
    let typed = |app: &mut App, keys: &[char]| {
        for &k in keys {
            press(app, KeyCode::Char(k));
        }
        app.question()
    };
    assert_eq!(
        typed(&mut app, &['1', '1']),
        Some(Ask::Row { col, pick: 11 })
    );
    assert_eq!(
        typed(&mut app, &['3']),
        Some(Ask::Row { col, pick: 3 }),
        "13 is off the board"
    );
    press(&mut app, KeyCode::Down);
    assert_eq!(
        typed(&mut app, &['2']),
        Some(Ask::Row { col, pick: 2 }),
        "after an arrow a digit starts anew"
    );
}

/// The queens' quiz on `n` queens at its first question, and the column it asks about.
fn at_row_question(n: &str) -> (App, u32) {
    let mut app = app(&["--quiz", "--algo", "queens", "--n", n]);
    let Ask::Row { col, .. } = to_question(&mut app, 100) else {
        panic!("queens asks for rows")
    };
    (app, col)
}

/// A digit past the last row stops the pick at the last row, and the footer says so: a "9"
/// typed on a board of 8 is not taken for a 7 the class chose.
#[test]
fn a_row_typed_past_the_board_is_said() {
    let (mut app, col) = at_row_question("8");
    press(&mut app, KeyCode::Char('9'));
    assert_eq!(app.question(), Some(Ask::Row { col, pick: 7 }));
    let screen = flat(&draw(&app, 200, 60));
    assert!(
        screen.contains("the rows go from 0 to 7: 9 is past the board"),
        "{screen}"
    );
    press(&mut app, KeyCode::Char('5'));
    let screen = flat(&draw(&app, 200, 60));
    assert!(
        !screen.contains("past the board"),
        "a row on the board says nothing: {screen}"
    );
    // Two digits past a board of 12: "1" then "5" is 15, said, not a silent 5.
    let (mut twelve, col) = at_row_question("12");
    press(&mut twelve, KeyCode::Char('1'));
    press(&mut twelve, KeyCode::Char('5'));
    assert_eq!(twelve.question(), Some(Ask::Row { col, pick: 11 }));
    let screen = flat(&draw(&twelve, 200, 60));
    assert!(
        screen.contains("the rows go from 0 to 11: 15 is past the board"),
        "{screen}"
    );
}

#[test]
fn the_quiz_asks_and_answers_in_the_screens_language_at_80_x_24() {
    use lizards::i18n::{self, Lang};
    for lang in [Lang::Fr, Lang::Zh] {
        let _lang = i18n::Scope::enter(lang);
        let mut app = app(&["--quiz", "--lang", &lang.to_string()]);
        let ask = to_question(&mut app, 4000);
        let question = lizards::tui::app::quiz::say::question(ask);
        let english = {
            let _en = i18n::Scope::enter(Lang::En);
            lizards::tui::app::quiz::say::question(ask)
        };
        assert_ne!(question, english, "{lang}: the question is translated");
        // A wide character takes two cells, and the flattened screen spaces it: compare
        // without spaces.
        let bare = |s: &str| s.replace([' ', '\u{a0}', '\u{202f}'], "");
        let buf = draw(&app, 80, 24);
        assert!(
            bare(&flat(&buf)).contains(&bare(&question)),
            "{lang}: {question:?} is cut at 80 x 24:\n{}",
            text(&buf)
        );
        press(&mut app, KeyCode::Char('s'));
        let status = app.quiz.as_ref().unwrap().score();
        assert!(bare(&flat(&draw(&app, 80, 24))).contains(&bare(&status)));
    }
}

#[test]
fn a_french_answer_goes_on_in_lower_case_after_its_colon() {
    let mut app = app(&[&screen::asset("lesson.txt"), "--quiz", "--lang", "fr"]);
    press(&mut app, KeyCode::Right);
    assert!(app.quiz.as_ref().unwrap().question.is_some());
    press(&mut app, KeyCode::Char('s'));
    let screen = flat(&draw(&app, 100, 30));
    let after = screen
        .split("Réponse")
        .nth(1)
        .unwrap_or_else(|| panic!("no answer in\n{screen}"));
    let first = after
        .chars()
        .find(|c| !c.is_whitespace() && *c != ':')
        .unwrap();
    assert!(first.is_lowercase(), "{screen}");
}

/// The footer names the keys the prompt asks for: a French class is told "o (oui) ou n
/// (non)", so its footer says `o n`, and both keys answer.
#[test]
fn the_footer_names_the_answer_keys_the_prompt_asks_for() {
    let asked = |lang: &str| {
        let mut app = app(&[&screen::asset("lesson.txt"), "--quiz", "--lang", lang]);
        press(&mut app, KeyCode::Right);
        let Some(Ask::Safe { .. }) = app.question() else {
            panic!("{lang}: the lesson's first question is a placement test")
        };
        app
    };
    for (lang, keys) in [("en", "y n"), ("fr", "o n")] {
        let buf = draw(&asked(lang), 100, 30);
        let footer = text(&buf).lines().last().unwrap_or_default().to_string();
        assert!(footer.contains(keys), "{lang}: {footer}");
        for key in keys.split(' ') {
            let c = key.chars().next().unwrap();
            let screen = text(&buf);
            let prompt = screen
                .lines()
                .find(|l| l.contains("Quiz"))
                .unwrap_or_default();
            let words: Vec<&str> = prompt.split(|ch: char| !ch.is_alphanumeric()).collect();
            assert!(words.contains(&key), "{lang}: {c} not asked for: {prompt}");
            let mut answering = asked(lang);
            press(&mut answering, KeyCode::Char(c));
            assert!(
                answering.question().is_none(),
                "{lang}: {c} does not answer"
            );
        }
    }
}

/// The quiz's words wrap as the narration's do: a number stays with the Chinese word it
/// counts, so no line of a verdict starts with 号 (the "0" of "0 号反对角线" left above).
#[test]
fn a_chinese_verdict_keeps_each_number_with_its_word() {
    let _lang = lizards::i18n::Scope::enter(lizards::i18n::Lang::Zh);
    let mut app = app(&[&screen::asset("lesson.txt"), "--quiz", "--lang", "zh"]);
    let mut seen = 0;
    for _ in 0..40 {
        to_question(&mut app, 4000);
        press(&mut app, KeyCode::Char('s'));
        for width in [64, 80, 100] {
            let screen = text(&draw(&app, width, 24));
            seen += usize::from(screen.contains('号'));
            for line in screen.lines() {
                assert!(!line.trim_start().starts_with('号'), "{width}:\n{screen}");
            }
        }
    }
    assert!(seen > 0, "no verdict named a diagonal");
}

/// Plays on to the next question and, when it asks where the next lizard goes, a cell the
/// search passes untested on the way there: after the scan, before the answer, seen by a
/// lizard, and in none of the events until the answer.
fn skipped_pick(app: &mut App, events: &[Event]) -> Option<Cell> {
    let ask = to_question(app, 4000);
    let pos = app.playback.position() as usize;
    let (Ask::Next { .. }, Truth::Cell(cell, k)) = (ask, truth(ask, events, pos)) else {
        return None;
    };
    let order = |c: Cell| (c.col, c.row);
    let scan = app.playback.cursor().map(order);
    let n = app.playback.board().n() as u32;
    let tested: Vec<Cell> = events[pos..k].iter().filter_map(|e| e.cell()).collect();
    (0..n * n)
        .map(|i| Cell::new(i % n, i / n))
        .filter(|&c| scan.is_none_or(|s| order(c) > s) && order(c) < order(cell))
        .find(|&c| app.playback.is_seen(c) && !tested.contains(&c))
}

/// A wrong pick that the scan jumps past (the lizard above it in its column sees it, so no
/// test shows it) is told which lizard that is and along which column, in each language.
#[test]
fn a_wrong_pick_a_lizard_sees_is_told_who_sees_it() {
    use lizards::event::Line;
    for (lang, column) in [
        (lizards::i18n::Lang::En, "along column "),
        (lizards::i18n::Lang::Fr, "le long de la colonne "),
        (lizards::i18n::Lang::Zh, "列看得到"),
    ] {
        let _lang = lizards::i18n::Scope::enter(lang);
        let mut app = app(&[
            &screen::asset("lesson.txt"),
            "--quiz",
            "--lang",
            lang.code(),
        ]);
        let events = trace(&app);
        let mut told = 0;
        for _ in 0..30 {
            let Some(pick) = skipped_pick(&mut app, &events) else {
                press(&mut app, KeyCode::Char('s'));
                continue;
            };
            // Only the lizard above it in its column makes the scan pass it untested.
            let above = app
                .playback
                .attacker(pick, Line::Column)
                .expect("a skipped cell is seen down its column");
            walk(&mut app, pick);
            press(&mut app, KeyCode::Enter);
            let verdict = app.quiz.as_ref().unwrap().verdict.clone().unwrap().text;
            for says in [above.to_string(), pick.to_string(), column.to_string()] {
                assert!(verdict.contains(&says), "{lang}, {pick}: {says}: {verdict}");
            }
            told += 1;
        }
        assert!(told >= 1, "{lang}: no such pick judged");
    }
}

/// A verdict is written in the language of its moment: `l` gives the narration, in the new
/// language, its place back (the score stays).
#[test]
fn switching_the_language_clears_a_verdict_written_in_the_old_one() {
    let mut app = app(&[&screen::asset("lesson.txt"), "--quiz"]);
    to_question(&mut app, 4000);
    press(&mut app, KeyCode::Char('s'));
    assert!(app.quiz.as_ref().unwrap().verdict.is_some());
    let before = flat(&draw(&app, 120, 40));
    assert!(before.contains("Revealed"), "{before}");
    press(&mut app, KeyCode::Char('l'));
    assert!(app.quiz.as_ref().unwrap().verdict.is_none());
    let after = flat(&draw(&app, 120, 40));
    assert!(!after.contains("Revealed"), "{after}");
}

/// "Unsafe" said of a safe cell is told why it was safe: what each of its four lines read,
/// none +1 (a tree's -1 among them on the lesson board).
#[test]
fn a_safe_cell_called_unsafe_is_told_what_its_lines_read() {
    use lizards::event::Line;
    let mut app = app(&[&screen::asset("lesson.txt"), "--quiz"]);
    let events = trace(&app);
    let mut told = 0;
    let mut masked = false;
    for _ in 0..60 {
        let ask = to_question(&mut app, 4000);
        let pos = app.playback.position() as usize;
        let (Ask::Safe { cell }, Truth::Safe(true, _)) = (ask, truth(ask, &events, pos)) else {
            press(&mut app, KeyCode::Char('s'));
            continue;
        };
        let reads: Vec<(Line, i8)> = Line::ALL
            .into_iter()
            .map(|line| (line, app.playback.counters().get(line, cell)))
            .collect();
        press(&mut app, KeyCode::Char('n'));
        let verdict = app.quiz.as_ref().unwrap().verdict.clone().unwrap().text;
        assert!(
            verdict.contains(&format!("no line through {cell} reads +1")),
            "{verdict}"
        );
        for (line, value) in reads {
            assert!(value <= 0, "{cell} {line:?}");
            let name = lizards::narrate::line_name(line, line.key(cell));
            assert!(
                verdict.contains(&format!("{name} reads {value}")),
                "{verdict}"
            );
            masked |= value < 0;
        }
        told += 1;
    }
    assert!(told >= 3, "{told}");
    assert!(masked, "no safe cell behind a tree was asked about");
}

/// In the N-Queens searches a cell below a column's lizard is never tried because the
/// search goes on to the next column (not because a scan jumps down past it).
#[test]
fn in_n_queens_a_pick_below_a_columns_lizard_is_told_the_column_is_taken() {
    use lizards::event::Line;
    let mut app = app(&["--algo", "backjump", "--quiz"]);
    let events = trace(&app);
    let mut told = 0;
    for _ in 0..40 {
        let Some(pick) = skipped_pick(&mut app, &events) else {
            press(&mut app, KeyCode::Char('s'));
            continue;
        };
        assert!(
            app.playback.attacker(pick, Line::Column).is_some(),
            "{pick}"
        );
        walk(&mut app, pick);
        press(&mut app, KeyCode::Enter);
        let verdict = app.quiz.as_ref().unwrap().verdict.clone().unwrap().text;
        let holds = format!("already holds column {}", pick.col);
        assert!(verdict.contains(&holds), "{pick}: {verdict}");
        assert!(!verdict.contains("jumps down"), "{pick}: {verdict}");
        told += 1;
    }
    assert!(told >= 1, "no such pick judged");
}

/// An open question hides the hatching of the cells a lizard sees: the grid would answer it
/// ("is (7, 7) safe?"), where the class is to read the counters. It comes back with the
/// verdict.
#[test]
fn an_open_question_hides_the_cells_a_lizard_sees() {
    let free = |app: &App, c: Cell| !app.playback.is_lizard(c) && !app.playback.board().is_tree(c);
    let mut app = app(&["--quiz"]);
    let mut hidden = false;
    for _ in 0..40 {
        let ask = to_question(&mut app, 2000);
        let seen: Vec<Cell> = app
            .playback
            .board()
            .cells()
            .filter(|&c| free(&app, c) && app.playback.is_seen(c))
            .collect();
        // The compact grid (80 x 24) marks a seen cell with `×`.
        let marked = |app: &App, cells: &[Cell]| {
            let buf = draw(app, 80, 24);
            cells
                .iter()
                .filter(|c| glyph(app, &buf, c.row, c.col).symbol() == "×")
                .count()
        };
        assert_eq!(
            marked(&app, &seen),
            0,
            "{ask:?}: {}",
            text(&draw(&app, 80, 24))
        );
        press(&mut app, KeyCode::Char('s'));
        // The step played draws its own mark on the scan's cell.
        let still: Vec<Cell> = seen
            .into_iter()
            .filter(|&c| free(&app, c) && app.playback.is_seen(c))
            .filter(|&c| Some(c) != app.playback.cursor())
            .collect();
        if !still.is_empty() {
            assert_eq!(
                marked(&app, &still),
                still.len(),
                "the verdict shows them again"
            );
            hidden = true;
            break;
        }
    }
    assert!(hidden, "no question came with seen cells to hide");
}

/// "Where does the next lizard go?" is asked with the scan on the lizard just placed: the
/// pick starts on an empty cell, so the `?` the question speaks of is on the grid.
#[test]
fn the_next_lizard_pick_starts_on_an_empty_cell_and_shows_its_question_mark() {
    let lesson = screen::asset("lesson.txt");
    let mut asked = 0;
    // On 4 x 4 the next lizard is often the first empty cell after the last (the column's
    // top past its end, or the cell past a tree): a start there would be the answer.
    for args in [
        &[lesson.as_str(), "--quiz"][..],
        &["--n", "4", "--quiz"],
        &["--n", "6", "--quiz"],
    ] {
        let mut app = app(args);
        let events = trace(&app);
        for _ in 0..40 {
            if app.playback.finished() && app.playback.position() == app.playback.received() {
                break;
            }
            let ask = to_question(&mut app, 4000);
            if let Ask::Next { pick } = ask {
                let at = app.playback.position() as usize;
                let Truth::Cell(answer, _) = truth(ask, &events, at) else {
                    panic!("a cell is the answer")
                };
                assert_ne!(pick, answer, "the pick starts on the answer");
                assert!(!app.playback.is_lizard(pick), "{pick} holds a lizard");
                assert!(!app.playback.board().is_tree(pick), "{pick} is a tree");
                for (w, h) in [(80, 24), (200, 60)] {
                    let buf = draw(&app, w, h);
                    assert_eq!(glyph(&app, &buf, pick.row, pick.col).symbol(), "?");
                }
                asked += 1;
            }
            press(&mut app, KeyCode::Char('s'));
        }
    }
    assert!(asked >= 4, "{asked}");
}

/// In a question that is not yes or no, `n` is neither an answer nor a seek: the question
/// stays open and the footer says what answers it; once `Esc` has left it, `n` seeks.
#[test]
fn n_in_a_pick_question_says_what_answers_it() {
    let mut app = app(&["--quiz", "--algo", "queens"]);
    let Ask::Row { .. } = to_question(&mut app, 100) else {
        panic!("queens asks for rows")
    };
    let at = app.playback.position();
    press(&mut app, KeyCode::Char('n'));
    assert!(app.question().is_some());
    assert_eq!(app.playback.position(), at);
    let footer = text(&draw(&app, 120, 40));
    assert!(footer.contains("not a yes-or-no question"), "{footer}");
    press(&mut app, KeyCode::Esc);
    press(&mut app, KeyCode::Char('n'));
    for _ in 0..200 {
        app.tick(std::time::Instant::now());
    }
    assert!(
        app.playback.position() > at + 1,
        "{}",
        app.playback.position()
    );
}

/// The hint `n` gave goes once the question is answered: the footer's keys come back.
#[test]
fn the_hint_goes_with_the_question_it_was_about() {
    let mut app = app(&["--quiz", "--algo", "queens"]);
    let Ask::Row { .. } = to_question(&mut app, 100) else {
        panic!("queens asks for rows")
    };
    press(&mut app, KeyCode::Char('n'));
    press(&mut app, KeyCode::Enter);
    assert!(app.question().is_none());
    let footer = text(&draw(&app, 120, 40));
    assert!(!footer.contains("not a yes-or-no question"), "{footer}");
    assert!(footer.contains("Space"), "{footer}");
}

/// Digits type a row or a column (the help says so); in a question that asks for a cell or
/// a yes or a no, a digit answers nothing, moves nothing, and the footer says what answers.
#[test]
fn a_digit_where_no_number_is_asked_says_what_answers() {
    let mut app = app(&["--quiz"]);
    let (mut cell, mut yes_or_no) = (false, false);
    for _ in 0..40 {
        let ask = to_question(&mut app, 400);
        let at = app.playback.position();
        press(&mut app, KeyCode::Char('4'));
        assert_eq!(app.question(), Some(ask), "the question stays as it was");
        assert_eq!(app.playback.position(), at);
        let footer = text(&draw(&app, 120, 40));
        match ask {
            Ask::Next { .. } => {
                cell = true;
                assert!(footer.contains("move the ? with the arrows"), "{footer}");
            }
            Ask::Safe { .. } => {
                yes_or_no = true;
                assert!(footer.contains("press y or n"), "{footer}");
            }
            _ => {}
        }
        if cell && yes_or_no {
            return;
        }
        press(&mut app, KeyCode::Char('s'));
    }
    panic!("both kinds of question asked: {cell} {yes_or_no}");
}

/// `→` steps while watching; in a question whose answer it does not move it answers nothing
/// and steps nowhere, and the footer says what the question waits for, so a teacher pressing
/// it to move on does not take the screen for frozen. The arrows a pick uses still move it.
#[test]
fn an_arrow_that_moves_nothing_says_what_the_question_waits_for() {
    let mut class = app(&["--quiz"]);
    let mut yes_or_no = false;
    for _ in 0..40 {
        if let Ask::Safe { .. } = to_question(&mut class, 400) {
            yes_or_no = true;
            break;
        }
        press(&mut class, KeyCode::Char('s'));
    }
    assert!(yes_or_no, "a yes-or-no question is asked");
    let (ask, at) = (class.question(), class.playback.position());
    for key in [KeyCode::Right, KeyCode::Left, KeyCode::Up, KeyCode::Down] {
        press(&mut class, key);
        assert_eq!(
            class.question(),
            ask,
            "{key:?}: the question stays as it was"
        );
        assert_eq!(class.playback.position(), at, "{key:?}");
        let footer = text(&draw(&class, 120, 40));
        assert!(footer.contains("waits for y or n"), "{key:?}: {footer}");
    }

    // Queens asks for a row: ↑ and ↓ move the pick, ← and → wait.
    let mut queens = app(&["--quiz", "--algo", "queens"]);
    let Ask::Row { pick, .. } = to_question(&mut queens, 100) else {
        panic!("queens asks for rows")
    };
    press(&mut queens, KeyCode::Right);
    assert!(matches!(queens.question(), Some(Ask::Row { pick: p, .. }) if p == pick));
    let footer = text(&draw(&queens, 120, 40));
    assert!(footer.contains("waits for a pick"), "{footer}");
    press(&mut queens, KeyCode::Down);
    assert!(matches!(queens.question(), Some(Ask::Row { pick: p, .. }) if p == pick + 1));
    let footer = text(&draw(&queens, 120, 40));
    assert!(
        !footer.contains("waits for"),
        "the hint goes with the next key: {footer}"
    );
}

/// A jump's question is asked at its dead end, before the take-backs: stepped back into the
/// middle of them and forward again, the stack already names the columns emptied, so the
/// question is not asked there. Every jump of the search still has its dead end to be asked
/// at: the event before its take-backs is never a take-back itself.
#[test]
fn a_jump_is_not_asked_from_the_middle_of_its_take_backs() {
    for algo in ["backjump", "backjump-safe"] {
        let mut app = app(&["--algo", algo, "--quiz"]);
        let events = trace(&app);
        let mut mid_jumps = 0;
        for (j, event) in events.iter().enumerate() {
            if !matches!(event, Event::Backjump { .. }) {
                continue;
            }
            let start = (0..j)
                .rev()
                .take_while(|&i| matches!(events[i], Event::Unmark { .. }))
                .last()
                .unwrap_or(j);
            assert!(
                start == 0 || !matches!(events[start - 1], Event::Unmark { .. }),
                "{algo}: jump at {j} has no dead end before its take-backs"
            );
            if j - start >= 2 {
                mid_jumps += 1;
            }
        }
        assert!(mid_jumps > 0, "{algo}: no jump with two take-backs");
        // A class's way in: `b` to the first jump, back one event, then forward.
        press(&mut app, KeyCode::Char('b'));
        let at_jump = app.playback.position();
        press(&mut app, KeyCode::Left);
        press(&mut app, KeyCode::Right);
        let question = app.quiz.as_ref().unwrap().question.is_some();
        let current = app.playback.current();
        assert!(
            !(question && matches!(current, Some(Event::Unmark { .. }))),
            "{algo}: asked with a take-back shown, after {at_jump}"
        );
    }
}

/// An arrow that moves the pick no further (it stands at the board's edge) says what the
/// question waits for, as an arrow does in a yes-or-no question.
#[test]
fn an_arrow_at_the_edge_says_what_the_pick_question_waits_for() {
    let mut app = app(&["--quiz"]);
    let mut asked = false;
    for _ in 0..40 {
        if let Ask::Next { pick } = to_question(&mut app, 2000) {
            for _ in 0..pick.row {
                press(&mut app, KeyCode::Up);
            }
            assert_eq!(
                app.status, None,
                "an arrow that moved the pick says nothing"
            );
            press(&mut app, KeyCode::Up);
            let status = app.status.clone().unwrap_or_default();
            assert!(status.contains("waits for a pick"), "{status:?}");
            asked = true;
            break;
        }
        press(&mut app, KeyCode::Char('s'));
    }
    assert!(asked, "no pick question");
}

/// After a verdict the class may go on saying "yes" or "no": `y` and `o` say the question is
/// answered, and `n` (the next solution) says so once rather than running past every
/// question to the first solution; pressed again, it goes there.
#[test]
fn a_yes_or_no_after_the_verdict_is_no_seek() {
    let mut app = app(&["--quiz"]);
    loop {
        if let Ask::Safe { .. } = to_question(&mut app, 2000) {
            break;
        }
        press(&mut app, KeyCode::Char('s'));
    }
    press(&mut app, KeyCode::Char('y'));
    assert!(app.quiz.as_ref().unwrap().verdict.is_some(), "answered");
    let at = app.playback.position();
    for key in ['y', 'o', 'n'] {
        press(&mut app, KeyCode::Char(key));
        assert_eq!(app.playback.position(), at, "{key}");
        assert!(app.seek.is_none(), "{key}");
        let status = app.status.clone().unwrap_or_default();
        assert!(
            status.contains("the question is answered"),
            "{key}: {status}"
        );
    }
    press(&mut app, KeyCode::Char('n'));
    assert!(
        app.seek.is_some() || app.playback.position() > at,
        "n again goes on to the next solution"
    );
    // Away from a verdict, with no question open, a yes says there is none.
    let mut fresh = screen::app(&["--quiz"]);
    assert!(
        fresh.question().is_none(),
        "the opening screen asks nothing"
    );
    press(&mut fresh, KeyCode::Char('y'));
    let status = fresh.status.clone().unwrap_or_default();
    assert!(status.contains("no question is open"), "{status}");
}

/// While the queens' quiz asks which row `free & -free` picks, the bitsets panel shows the
/// bitsets to read it from but not its own line naming the row: that line would answer it.
/// The verdict brings it back.
#[test]
fn the_bitsets_panel_does_not_name_the_row_a_question_asks() {
    let (mut app, _) = at_row_question("8");
    app.panel = lizards::tui::app::Panel::Bits;
    let screen = text(&draw(&app, 120, 40));
    let named = |screen: &str| (0..8).any(|r| screen.contains(&format!("free & -free: row {r}")));
    assert!(screen.contains("free & -free: row ?"), "{screen}");
    assert!(!named(&screen), "{screen}");
    press(&mut app, KeyCode::Enter);
    assert!(app.question().is_none());
    let screen = text(&draw(&app, 120, 40));
    assert!(named(&screen) && !screen.contains("row ?"), "{screen}");
}

/// In a pick question `l` moves the pick (vim's →), not the language: the footer says so and
/// how to change the language, where the words staying the same said nothing.
#[test]
fn l_in_a_pick_question_says_it_moved_the_pick() {
    let mut class = app(&["--quiz"]);
    let mut pick = None;
    for _ in 0..40 {
        if let Ask::Next { pick: at } = to_question(&mut class, 400) {
            pick = Some(at);
            break;
        }
        press(&mut class, KeyCode::Char('s'));
    }
    let pick = pick.expect("a pick question is asked");
    let lang = class.lang;
    press(&mut class, KeyCode::Char('l'));
    assert_eq!(class.lang, lang, "the language stays");
    let moved = class.question();
    let footer = text(&draw(&class, 120, 40));
    if matches!(moved, Some(Ask::Next { pick: p }) if p == pick) {
        // At the board's right edge nothing moved: the question waits, as for →.
        assert!(footer.contains("waits for a pick"), "{footer}");
    } else {
        assert!(
            matches!(moved, Some(Ask::Next { pick: p }) if p.col == pick.col + 1),
            "{moved:?}"
        );
        assert!(
            footer.contains("to change the language, Esc then l"),
            "{footer}"
        );
    }
    // Pressed until the edge, the last `l` moves nothing and says the question waits.
    for _ in 0..class.playback.board().n() {
        press(&mut class, KeyCode::Char('l'));
    }
    let footer = text(&draw(&class, 120, 40));
    assert!(footer.contains("waits for a pick"), "{footer}");
}

/// A row picked below the answer that a queen's line holds is said to be taken, with the
/// line, before the answer's row is named: "row 1 is free and comes first" alone left the
/// class believing their row was free.
#[test]
fn a_taken_row_picked_below_the_answer_is_said_to_be_taken() {
    use lizards::event::Line;
    let mut app = app(&["--quiz", "--algo", "queens", "--n", "8"]);
    let mut told = 0;
    for _ in 0..30 {
        let Ask::Row { col, .. } = to_question(&mut app, 400) else {
            panic!("queens asks for rows")
        };
        let taken = |app: &App, row: u32| {
            Line::ALL
                .iter()
                .any(|&line| app.playback.counters().get(line, Cell::new(row, col)) > 0)
        };
        let first_free = (0..8).find(|&r| !taken(&app, r));
        let below = first_free.and_then(|f| (f + 1..8).find(|&r| taken(&app, r)));
        if let Some(row) = below {
            press(&mut app, KeyCode::Char(char::from_digit(row, 10).unwrap()));
            press(&mut app, KeyCode::Enter);
            let said = flat(&draw(&app, 160, 40));
            if said.contains("comes first") {
                assert!(
                    said.contains(&format!("row {row} is not free: a lizard holds its")),
                    "{said}"
                );
                told += 1;
            }
        } else {
            press(&mut app, KeyCode::Char('s'));
        }
        if told >= 2 {
            break;
        }
    }
    assert!(told >= 2, "no taken row below the answer was picked");
}

/// At a row question the bitsets panel shows the column asked about, not the one the scan
/// stands on: its `free` line's first 1 is the row the reveal then fills.
#[test]
fn the_bitsets_panel_shows_the_column_a_question_asks_about() {
    let mut app = app(&["--quiz", "--algo", "queens", "--n", "8"]);
    app.panel = lizards::tui::app::Panel::Bits;
    let mut checked = 0;
    for _ in 0..12 {
        let Ask::Row { col, .. } = to_question(&mut app, 400) else {
            panic!("queens asks for rows")
        };
        let screen = text(&draw(&app, 120, 40));
        assert!(
            screen.contains(&format!("bitsets at column {col} ")),
            "{col}: {screen}"
        );
        let free = screen
            .lines()
            .find_map(|l| l.split("free  ").nth(1))
            .expect("a free line")
            .split_whitespace()
            .position(|b| b == "1");
        press(&mut app, KeyCode::Char('s'));
        let placed = (0..8).find(|&r| app.playback.is_lizard(Cell::new(r, col)));
        if placed.is_some() {
            assert_eq!(free, placed.map(|r| r as usize), "{col}: {screen}");
            checked += 1;
        }
    }
    assert!(checked >= 3, "{checked}");
}

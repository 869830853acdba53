//! The `?` help explains what the screen says: every log code any algorithm writes, every
//! word the narration uses that a first-year student may not know, every panel `Tab` shows;
//! and the first `Tab` on a tall window shows something new. `?` opens on the keys of what the
//! user is doing.

mod screen;

use crossterm::event::KeyCode;
use lizards::board::Cell;
use lizards::event::{Bound, Event, Lines, Outcome};
use lizards::narrate;
use lizards::playback::Playback;
use lizards::solve::Algorithm;
use screen::{app, asset, draw, press, text};

/// The whole help, drawn on a window tall enough to hold it.
fn help_text() -> String {
    let mut app = app(&[&asset("lesson.txt")]);
    press(&mut app, KeyCode::Char('?'));
    let screen = text(&draw(&app, 120, 300));
    assert!(screen.contains("keys and legend"), "{screen}");
    screen
}

/// One event of every kind, every bound, both kinds of move and jump, every outcome. The
/// match below names every kind, so a new one fails to compile until it is sampled here.
fn every_event() -> Vec<Event> {
    let c = Cell::new(2, 3);
    let mut events = vec![
        Event::Enter { cell: c },
        Event::TreeMask {
            cell: c,
            lines: Lines::ALL,
        },
        Event::TreeUnmask {
            cell: c,
            lines: Lines::ALL,
        },
        Event::Place {
            cell: c,
            masked: Lines::NONE,
        },
        Event::Reject {
            cell: c,
            lines: Lines::ALL,
        },
        Event::Unmark {
            cell: c,
            masked: Lines::NONE,
        },
        Event::Backjump {
            from: 5,
            to: 2,
            conflicts: 0b101,
        },
        Event::Backjump {
            from: 5,
            to: 4,
            conflicts: 0b101,
        },
        Event::Anneal {
            energy: 3,
            milli_kelvin: 450,
        },
        Event::Dequeue {
            depth: 5,
            frontier: 12,
        },
        Event::Level {
            depth: 5,
            width: 40,
        },
        Event::Solution,
    ];
    for accepted in [true, false] {
        events.push(Event::Move {
            from: c,
            to: Cell::new(2, 4),
            delta: 1,
            accepted,
        });
    }
    for outcome in [
        Outcome::Found,
        Outcome::Exhausted,
        Outcome::Cancelled,
        Outcome::GaveUp,
    ] {
        events.push(Event::Done { outcome });
    }
    for bound in Bound::ALL {
        events.push(Event::Prune {
            cell: c,
            left: 4,
            room: 3,
            bound,
        });
    }
    for e in &events {
        match e {
            Event::Enter { .. }
            | Event::TreeMask { .. }
            | Event::TreeUnmask { .. }
            | Event::Place { .. }
            | Event::Reject { .. }
            | Event::Unmark { .. }
            | Event::Prune { .. }
            | Event::Backjump { .. }
            | Event::Move { .. }
            | Event::Anneal { .. }
            | Event::Dequeue { .. }
            | Event::Level { .. }
            | Event::Solution
            | Event::Done { .. } => {}
        }
    }
    events
}

#[test]
fn the_help_explains_every_log_code_of_every_algorithm() {
    let help = help_text();
    let explained = |code: &str| help.lines().any(|l| l.contains(&format!("  {code} ")));
    for algorithm in Algorithm::ALL {
        for e in every_event() {
            let tag = narrate::tag_for(algorithm, &e);
            let code = if tag.starts_with("no move") {
                "no move"
            } else {
                tag.split_whitespace().next().unwrap()
            };
            assert!(
                explained(code),
                "{algorithm}: {tag:?} has no {code:?} in the help"
            );
            if let Event::Prune { .. } = e {
                let by = tag.split_whitespace().last().unwrap();
                assert!(
                    help.contains(by),
                    "{algorithm}: the help never names {by:?}"
                );
            }
        }
    }
}

/// Words a first-year student may not know, as the narration may use them, and the entry of
/// the help that must define each.
const TERMS: &[(&str, &str)] = &[
    ("segment", "segment:"),
    ("free cell", "free cell ahead:"),
    ("knot", "knot:"),
    ("weights", "weights:"),
    ("branch", "branch:"),
    ("pruned", "pruned:"),
    ("backtrack", "backtrack:"),
    ("scan", "scan:"),
    ("queue", "queue:"),
    ("level", "level:"),
    ("attacking pair", "attacking pair:"),
    ("temperature", "temperature:"),
    ("t = ", "temperature:"),
    ("metropolis", "Metropolis rule:"),
    ("uphill", "uphill:"),
    ("greedy", "greedy start:"),
    ("conflict set", "conflict set:"),
    ("internal dead end", "internal dead end:"),
    ("culprit", "culprit:"),
    ("undecided", "undecided:"),
    ("matching", "matching"),
    ("clique", "clique:"),
    ("frontier", "frontier:"),
];

/// Every sentence the narration says while each algorithm runs on a small board, and for
/// backtrack under every bound.
fn sentences() -> Vec<String> {
    let mut said = Vec::new();
    let mut watch = |args: &[&str]| {
        let mut app = app(args);
        let algorithm = app.algorithm;
        press(&mut app, KeyCode::End);
        let mut pb: Playback = app.playback.clone();
        pb.to_start();
        while pb.forward() {
            let e = pb.current().unwrap();
            said.push(narrate::sentence_for(algorithm, &pb, &e));
        }
    };
    for bound in ["seed", "segments", "matching", "memo", "auto"] {
        watch(&[&asset("lesson.txt"), "--bound", bound]);
    }
    watch(&["--algo", "bfs", &asset("tiny.txt")]);
    watch(&["--algo", "sa", &asset("statement.txt")]);
    watch(&["--algo", "backjump-safe", "--n", "6"]);
    watch(&["--algo", "queens", "--n", "5"]);
    // Every kind of event, as each algorithm tells it.
    let pb = Playback::new(lizards::board::Board::empty(8), 8);
    for algorithm in Algorithm::ALL {
        for e in every_event() {
            said.push(narrate::sentence_for(algorithm, &pb, &e));
        }
    }
    said
}

#[test]
fn every_word_the_narration_uses_is_defined_in_the_help() {
    let help = help_text();
    let said = sentences();
    let mut used = 0;
    for (term, entry) in TERMS {
        if let Some(s) = said.iter().find(|s| s.to_lowercase().contains(term)) {
            used += 1;
            assert!(
                help.contains(entry),
                "the narration says {term:?} ({s:?}) but the help defines no {entry:?}"
            );
        }
    }
    assert!(used >= 15, "the sample says too little: {used} terms");
}

#[test]
fn the_help_says_search_tree_and_names_every_panel_tab_shows() {
    let help = help_text();
    // The Tab line, with the line its action wraps onto.
    let lines: Vec<&str> = help.lines().collect();
    let at = lines
        .iter()
        .position(|l| l.contains("Tab ") && l.contains("side panel"))
        .expect("a Tab line");
    let tab = format!("{} {}", lines[at], lines[at + 1]).replace(['│', ' '], " ");
    let tab = tab.split_whitespace().collect::<Vec<_>>().join(" ");
    for panel in [
        "code",
        "stack",
        "search tree",
        "bitsets",
        "conflict sets",
        "BFS queue",
        "annealing",
    ] {
        assert!(tab.contains(panel), "{tab}");
    }
    assert!(
        !tab.contains(" tree,") || tab.contains("search tree,"),
        "{tab}"
    );
}

#[test]
fn the_first_tab_on_a_tall_window_changes_what_is_shown() {
    for args in [
        vec![asset("lesson.txt")],
        vec!["--n".into(), "6".into(), "--algo".into(), "queens".into()],
        vec![
            "--n".into(),
            "6".into(),
            "--algo".into(),
            "backjump-safe".into(),
        ],
    ] {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let mut app = app(&args);
        for _ in 0..3 {
            press(&mut app, KeyCode::Right);
        }
        let before = text(&draw(&app, 200, 60));
        press(&mut app, KeyCode::Tab);
        let after = text(&draw(&app, 200, 60));
        assert_ne!(before, after, "{args:?}: the first Tab changed nothing");
        // And each further Tab shows something new until the panels come round again.
        press(&mut app, KeyCode::Tab);
        assert_ne!(text(&draw(&app, 200, 60)), after, "{args:?}");
    }
}

/// The first line under the help's title that names a section of keys.
fn first_section(app: &lizards::tui::app::App) -> String {
    let screen = text(&draw(app, 80, 24));
    let headings = ["Watching", "Editing (e)", "Answering the quiz (w)"];
    screen
        .lines()
        .find_map(|line| headings.into_iter().find(|h| line.contains(h)))
        .unwrap_or_else(|| panic!("no section of keys on screen: {screen}"))
        .to_string()
}

/// `?` opens on the keys of what the user is doing: watching, editing, or a quiz question.
/// Every section is still there, scrolled to.
#[test]
fn the_help_opens_on_the_keys_of_the_mode_in_use() {
    let mut app = app(&[]);
    press(&mut app, KeyCode::Char('?'));
    assert_eq!(first_section(&app), "Watching");
    press(&mut app, KeyCode::Esc);

    press(&mut app, KeyCode::Char('e'));
    press(&mut app, KeyCode::Char('?'));
    assert_eq!(first_section(&app), "Editing (e)");
    let whole = text(&draw(&app, 120, 300));
    assert!(whole.contains("Watching") && whole.contains("Answering the quiz"));
    press(&mut app, KeyCode::Esc);
    press(&mut app, KeyCode::Esc);

    let mut quiz = screen::app(&["--quiz"]);
    for _ in 0..200 {
        if quiz.question().is_some() {
            break;
        }
        press(&mut quiz, KeyCode::Right);
    }
    assert!(quiz.question().is_some(), "a question is asked");
    press(&mut quiz, KeyCode::Char('?'));
    assert_eq!(first_section(&quiz), "Answering the quiz (w)");
}

/// Scrolled to its end at 80 x 24, the help is still at its end at 64 x 18, where it wraps
/// into more lines (it landed in the middle of a bound's story); and `↑` from there scrolls.
#[test]
fn the_help_scrolled_to_its_end_stays_there_when_the_window_shrinks() {
    let mut app = app(&[&asset("lesson.txt")]);
    press(&mut app, KeyCode::Char('?'));
    for _ in 0..100 {
        press(&mut app, KeyCode::PageDown);
        draw(&app, 80, 24);
    }
    let end80 = text(&draw(&app, 80, 24));
    let small = text(&draw(&app, 64, 18));
    let last_entry = |screen: &str| {
        screen
            .lines()
            .rev()
            .find(|l| l.contains("internal dead end"))
            .is_some()
    };
    assert!(last_entry(&end80), "{end80}");
    assert!(last_entry(&small), "{small}");
    press(&mut app, KeyCode::Up);
    let up = text(&draw(&app, 64, 18));
    assert_ne!(up, small, "Up scrolls back from the end");
}

/// The counters' legend is one entry: its lines after the first are indented under it at
/// every width, in every language ("0 nothing yet" stood at the margin in French at 64 x 18,
/// read as an entry of its own).
#[test]
fn the_counters_legend_goes_on_indented_under_its_first_line() {
    for lang in ["en", "fr", "zh"] {
        for width in [64, 80, 120] {
            let mut app = app(&[&asset("lesson.txt"), "--lang", lang]);
            press(&mut app, KeyCode::Char('?'));
            let screen = text(&draw(&app, width, 300));
            // A wide character is drawn with a space after it: "计 数 器".
            let first = ["counters", "compteurs", "计 数 器"];
            // Inside the popup: what follows its left border.
            let rows: Vec<&str> = screen
                .lines()
                .map(|l| l.split_once('│').map_or(l, |(_, inside)| inside))
                .collect();
            let at = rows
                .iter()
                .position(|l| {
                    first.iter().any(|f| l.trim_start().starts_with(f)) && l.contains("+1")
                })
                .unwrap_or_else(|| panic!("{lang} {width}: no counters line\n{screen}"));
            let indent = |l: &str| l.len() - l.trim_start().len();
            let head = indent(rows[at]);
            let next = rows[at + 1];
            assert!(
                next.trim().is_empty() || indent(next) > head,
                "{lang} at {width}: {:?} then {next:?}",
                rows[at]
            );
        }
    }
}

/// `q` closes the help as any other key does, as its last line says, the way it closes a
/// pager: a class that meant to leave the help keeps its place in the search.
#[test]
fn q_closes_the_help_and_keeps_the_app() {
    let mut app = app(&[&asset("lesson.txt")]);
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Char('?'));
    assert!(app.help);
    press(&mut app, KeyCode::Char('q'));
    assert!(!app.help && !app.quit, "the help closes, the app stays");
    press(&mut app, KeyCode::Char('q'));
    assert!(app.quit, "`q` again quits");
}

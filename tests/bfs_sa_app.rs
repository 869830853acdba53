//! The homework's BFS and SA in the app: a file's first line picks the algorithm, each shows
//! its own panel, and stepping back over their jumps restores the board exactly.

mod screen;

use crossterm::event::KeyCode;
use lizards::event::Event;
use lizards::solve::Algorithm;
use lizards::tui::app::{App, Panel};
use screen::{app, draw, keys, press, text};

/// Presses Tab until `panel` is shown.
fn show(app: &mut App, panel: Panel) {
    for _ in 0..8 {
        if app.panel_shown() == panel {
            return;
        }
        press(app, KeyCode::Tab);
    }
    panic!("{panel:?} never shown");
}

fn homework(line: &str) -> tempfile::NamedTempFile {
    let f = tempfile::NamedTempFile::new().unwrap();
    std::fs::write(
        f.path(),
        format!("{line}\n6\n6\n000000\n000000\n002000\n000000\n000020\n000000\n"),
    )
    .unwrap();
    f
}

#[test]
fn the_files_first_line_picks_the_algorithm() {
    for (line, algorithm) in [
        ("DFS", Algorithm::Backtrack),
        ("BFS", Algorithm::Bfs),
        ("SA", Algorithm::Sa),
    ] {
        let file = homework(line);
        let app = app(&[file.path().to_str().unwrap()]);
        assert_eq!(app.algorithm, algorithm, "{line}");
    }
    // --algo still wins.
    let file = homework("SA");
    let app = app(&[file.path().to_str().unwrap(), "--algo", "bfs"]);
    assert_eq!(app.algorithm, Algorithm::Bfs);
}

/// Every level's width, as many boards as the search takes off the queue at that level, and
/// the next level's boards queued so far: never the whole queue, which still holds the rest of
/// the level being expanded.
#[test]
fn bfs_shows_its_queue_level_by_level() {
    let file = homework("BFS");
    let mut app = app(&[file.path().to_str().unwrap()]);
    let events = all_events(&app);
    let mut taken: Vec<u32> = Vec::new();
    for e in &events {
        if let Event::Dequeue { depth, .. } = *e {
            taken.resize(taken.len().max(depth as usize + 1), 0);
            taken[depth as usize] += 1;
        }
    }
    // Stop in the middle of a level: its first boards taken off, more waiting.
    let middle = (1..taken.len() - 1)
        .find(|&d| taken[d] > 4)
        .expect("a wide level");
    let at = events
        .iter()
        .enumerate()
        .filter(|(_, e)| matches!(e, Event::Dequeue { depth, .. } if *depth as usize == middle))
        .nth(taken[middle] as usize / 2)
        .map(|(k, _)| k + 1)
        .unwrap();
    go_to(&mut app, at as u64);
    show(&mut app, Panel::Frontier);
    let screen = text(&draw(&app, 120, 40));
    assert!(screen.contains("BFS queue (Tab)"), "{screen}");
    assert!(screen.contains("DFS would hold"), "{screen}");
    let frontier = app.playback.frontier();
    assert_eq!(frontier.depth as usize, middle);
    // Each level reached is as wide as the boards the whole search takes off it.
    assert_eq!(frontier.widths, taken[..=middle], "{screen}");
    let next = frontier
        .next_so_far()
        .expect("the next level is being queued");
    let rest = taken[middle] - (taken[middle] / 2 + 1);
    assert_eq!(next + rest, frontier.waiting, "{screen}");
    assert!(next <= taken[middle + 1]);
    let most = taken[..=middle]
        .iter()
        .copied()
        .chain([next])
        .max()
        .unwrap();
    let label = format!(
        "boards per level, 0–{} (most {}):",
        middle + 1,
        lizards::tui::theme::thousands(u64::from(most))
    );
    assert!(screen.contains(&label), "{label}\n{screen}");
}

/// The events of the search the app shows, run headless with the app's settings.
fn all_events(app: &App) -> Vec<Event> {
    let settings = lizards::tui::app::settings_of(app.search);
    let mut events: Vec<Event> = Vec::new();
    let board = app.playback.board().clone();
    lizards::solve::run(app.algorithm, &board, app.lizards, settings, &mut events);
    events
}

/// `g EVENT Enter`, and the playback there.
fn go_to(app: &mut App, event: u64) {
    press(app, KeyCode::Char('g'));
    for digit in event.to_string().chars() {
        press(app, KeyCode::Char(digit));
    }
    press(app, KeyCode::Enter);
    while app.seek.is_some() {
        app.tick(std::time::Instant::now());
    }
    assert_eq!(app.playback.position(), event);
}

/// The first screen: the root being expanded, nothing waiting yet. The chart starts at the
/// root's level with its one board, so its tallest bar agrees with the widest queue.
#[test]
fn bfs_queue_panel_opens_with_the_root() {
    let file = homework("BFS");
    let mut app = app(&[file.path().to_str().unwrap()]);
    press(&mut app, KeyCode::Right);
    show(&mut app, Panel::Frontier);
    let screen = text(&draw(&app, 120, 40));
    assert_eq!(app.playback.frontier().peak(), 1);
    assert!(screen.contains("widest 1 board"), "{screen}");
    assert!(
        screen.contains("boards per level, 0–1 (most 1):"),
        "{screen}"
    );
}

#[test]
fn sa_shows_energy_and_temperature() {
    let file = homework("SA");
    let mut app = app(&[file.path().to_str().unwrap()]);
    press(&mut app, KeyCode::End);
    show(&mut app, Panel::Energy);
    let screen = text(&draw(&app, 120, 40));
    assert!(screen.contains("annealing (Tab)"), "{screen}");
    assert!(screen.contains("energy 0 attacking pairs"), "{screen}");
    assert!(screen.contains("solutions 1"), "{screen}");
}

#[test]
fn stepping_back_over_bfs_and_sa_restores_every_frame() {
    for line in ["BFS", "SA"] {
        let file = homework(line);
        let mut app = app(&[file.path().to_str().unwrap()]);
        let mut frames = vec![draw(&app, 110, 34)];
        for _ in 0..60 {
            let before = app.playback.position();
            press(&mut app, KeyCode::Right);
            if app.playback.position() == before {
                break;
            }
            frames.push(draw(&app, 110, 34));
        }
        assert!(frames.len() > 15, "{line}: {} frames", frames.len());
        for (i, expected) in frames.iter().enumerate().rev().skip(1) {
            press(&mut app, KeyCode::Left);
            let got = draw(&app, 110, 34);
            if &got != expected {
                let diff: Vec<(String, String)> = text(&got)
                    .lines()
                    .zip(text(expected).lines())
                    .filter(|(a, b)| a != b)
                    .map(|(a, b)| (a.to_string(), b.to_string()))
                    .collect();
                panic!("{line}, frame {i}: {diff:#?}");
            }
        }
    }
}

#[test]
fn a_cycles_through_every_algorithm_that_fits() {
    let mut app = app(&[]);
    let mut seen = vec![app.algorithm];
    for _ in 0..6 {
        press(&mut app, KeyCode::Char('a'));
        seen.push(app.algorithm);
    }
    assert!(seen.contains(&Algorithm::Bfs), "{seen:?}");
    assert!(seen.contains(&Algorithm::Sa), "{seen:?}");
    keys(&mut app, &[KeyCode::Char('a')]);
}

/// Annealing with more lizards than free cells ends before its first move: the sentence says
/// why there is nothing to search, not that every branch was tried (annealing has none).
#[test]
fn annealing_with_too_few_free_cells_says_so() {
    let f = tempfile::NamedTempFile::new().unwrap();
    std::fs::write(f.path(), "SA\n3\n9\n000\n020\n000\n").unwrap();
    let mut app = app(&[f.path().to_str().unwrap()]);
    press(&mut app, KeyCode::End);
    let screen = text(&draw(&app, 120, 40)).replace('\n', " ");
    let screen = screen.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        screen
            .contains("Only 8 free cells on the board for 9 lizards: no placement exists (FAIL)."),
        "{screen}"
    );
    assert!(!screen.contains("Every branch tried"), "{screen}");

    // A board all trees has no free cell, and says so rather than "only 0".
    std::fs::write(f.path(), "SA\n1\n1\n2\n").unwrap();
    let mut trees = screen::app(&[f.path().to_str().unwrap()]);
    press(&mut trees, KeyCode::End);
    let screen = text(&draw(&trees, 120, 40)).replace('\n', " ");
    let screen = screen.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        screen.contains("No free cell on the board for 1 lizard: no placement exists (FAIL)."),
        "{screen}"
    );
}

/// On a short window the BFS queue and annealing panels take the code's place: `Tab` goes
/// from one to the other, and never claims both are on screen when only one is.
#[test]
fn tab_on_a_short_window_never_says_both_panels_show() {
    for algo in ["bfs", "sa"] {
        let mut app = app(&["--algo", algo]);
        let mut said = Vec::new();
        for _ in 0..4 {
            draw(&app, 80, 24);
            press(&mut app, KeyCode::Tab);
            let screen = text(&draw(&app, 80, 24));
            said.push(screen.contains("both are on screen"));
        }
        assert!(!said.contains(&true), "{algo}: {said:?}");
    }
}

/// In the app breadth-first search has no clock: when its queue outgrows its bound the
/// sentence says that is what stopped it, with the boards waiting (thousands separated).
#[test]
fn bfs_stopped_by_its_queue_says_so() {
    let mut app = app(&["--n", "14", "--algo", "bfs"]);
    press(&mut app, KeyCode::End);
    while app.seek.is_some() {
        app.tick(std::time::Instant::now());
    }
    assert_eq!(
        app.playback.outcome(),
        Some(lizards::event::Outcome::GaveUp)
    );
    let screen = text(&draw(&app, 120, 40)).replace('\n', " ");
    let screen = screen.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        screen.contains("BFS stops: its queue outgrew its bound, with "),
        "{screen}"
    );
    assert!(!screen.contains("A budget ran out"), "{screen}");
    // The title says it gave up, not that it finished: nothing was proved.
    let title = text(&draw(&app, 120, 40));
    let title = title.lines().next().unwrap_or_default();
    assert!(title.ends_with("gave up, undecided"), "{title}");
    let waiting = app.playback.frontier().waiting as u64;
    assert!(waiting >= 1000);
    assert!(
        screen.contains(&format!(
            "with {} boards still waiting",
            lizards::narrate::thousands(waiting)
        )),
        "{screen}"
    );
}

/// The queue panel agrees with the narration and with `solve --stats`: at the end of each
/// level the boards waiting are the next level's width (it kept the count of the last board
/// taken off, 0 where the narration said 2), and the widest is the most boards queued at once.
#[test]
fn the_queue_panel_agrees_with_the_narration_and_solve_stats() {
    let lesson = screen::asset("lesson.txt");
    let mut app = app(&[&lesson, "--algo", "bfs"]);
    let mut levels = 0;
    while !app.playback.finished() || app.playback.position() < app.playback.received() {
        app.playback.forward();
        if let Some(lizards::event::Event::Level { width, .. }) = app.playback.current() {
            assert_eq!(app.playback.frontier().waiting, width);
            levels += 1;
        }
        if app.playback.position() >= app.playback.received() {
            break;
        }
    }
    assert!(levels > 3, "{levels}");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_lizards"))
        .args(["solve", &lesson, "--algo", "bfs", "--stats"])
        .output()
        .unwrap();
    let stats = String::from_utf8_lossy(&out.stderr);
    let widest: u32 = stats
        .lines()
        .find_map(|l| l.strip_prefix("widest:"))
        .and_then(|rest| rest.split_whitespace().next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no widest in {stats}"));
    assert_eq!(app.playback.frontier().peak(), widest);
}

/// The statistics count what the search on screen does: annealing makes no tree masks and no
/// prunes, and neither it nor BFS goes down a path, so the lizards on the board shown are
/// counted as such ("on board 2"), not as a "depth" beside BFS's own level.
#[test]
fn the_statistics_of_bfs_and_annealing_count_what_they_do() {
    for (algo, steps) in [("sa", 12), ("bfs", 400)] {
        let mut app = app(&[&screen::asset("lesson.txt"), "--algo", algo]);
        for _ in 0..steps {
            press(&mut app, KeyCode::Right);
        }
        let screen = text(&draw(&app, 100, 36));
        let on_board = app.playback.lizards().len();
        let words: Vec<&str> = screen.split_whitespace().collect();
        let on_board = on_board.to_string();
        assert!(
            words
                .windows(3)
                .any(|w| w == ["on", "board", on_board.as_str()]),
            "{algo}: {screen}"
        );
        assert!(!screen.contains("depth "), "{algo}: {screen}");
        assert!(!screen.contains("masks "), "{algo}: {screen}");
        assert_eq!(
            screen.contains("prunes "),
            algo == "bfs",
            "{algo}: {screen}"
        );
    }
}

//! Going anywhere: `g` and a number (an event, `s3` a solution, `b12` a backtrack), bookmarks
//! (`m`, `'`), and `Home` back to event 0 even when the history kept begins later: the search
//! runs again to get there. Every landing draws what stepping there draws.

mod screen;

use std::time::{Duration, Instant};

use crossterm::event::KeyCode;
use lizards::event::Event;
use lizards::tui::app::App;
use screen::{app, app_live, asset, draw, keys, press};

/// The screen, with the clock's figures (time searched, events/s) that differ between two
/// runs taken out, and with as much read ahead as a fresh start reads.
fn frame(app: &mut App) -> ratatui::buffer::Buffer {
    app.settle();
    app.search_time = Duration::ZERO;
    app.rate = 0.0;
    draw(app, 200, 60)
}

/// Asserts two screens are the same: their text first (a readable diff), then every style.
#[track_caller]
fn same(a: &mut App, b: &mut App, what: &str) {
    let (a, b) = (frame(a), frame(b));
    assert_eq!(screen::text(&a), screen::text(&b), "{what}");
    assert_eq!(a, b, "{what}");
}

/// Runs a seek or a travel the key started to its end.
fn finish(app: &mut App) {
    while app.seek.is_some() {
        app.tick(Instant::now());
    }
}

/// Types `g`, then `what`, then Enter, and waits for the travel to end.
fn go(app: &mut App, what: &str) {
    press(app, KeyCode::Char('g'));
    for c in what.chars() {
        press(app, KeyCode::Char(c));
    }
    press(app, KeyCode::Enter);
    finish(app);
}

#[test]
fn g_140_draws_what_stepping_to_140_draws() {
    let board = asset("lesson.txt");
    let (mut going, mut stepping) = (app(&[&board]), app(&[&board]));
    go(&mut going, "140");
    assert_eq!(going.playback.position(), 140);
    keys(&mut stepping, &[KeyCode::Right; 140]);
    same(&mut going, &mut stepping, "");
    // Back again, and forward past where it was.
    go(&mut going, "12");
    keys(&mut stepping, &[KeyCode::Left; 128]);
    assert_eq!(going.playback.position(), 12);
    same(&mut going, &mut stepping, "");
}

/// A stray key while typing (a teacher's typo) keeps what was typed and says what the prompt
/// takes; it is not acted on as a key of its own (`x` would save the screen).
#[test]
fn a_typo_keeps_the_prompt_and_says_what_it_takes() {
    let mut app = app(&[&asset("lesson.txt")]);
    keys(
        &mut app,
        &[KeyCode::Char('g'), KeyCode::Char('4'), KeyCode::Char('x')],
    );
    let prompt = screen::flat(&draw(&app, 200, 60));
    assert!(
        prompt.contains("go to: 4_") && prompt.contains("'x' is not part of a place"),
        "{prompt}"
    );
    keys(&mut app, &[KeyCode::Char('0'), KeyCode::Enter]);
    finish(&mut app);
    assert_eq!(app.playback.position(), 40);
    assert!(app.goto.prompt.is_none());
}

#[test]
fn escape_closes_the_prompt_and_goes_nowhere() {
    let mut app = app(&[&asset("lesson.txt")]);
    keys(&mut app, &[KeyCode::Right; 5]);
    keys(
        &mut app,
        &[KeyCode::Char('g'), KeyCode::Char('4'), KeyCode::Char('0')],
    );
    let prompt = screen::flat(&draw(&app, 200, 60));
    assert!(prompt.contains("go to: 40_"), "{prompt}");
    press(&mut app, KeyCode::Esc);
    finish(&mut app);
    assert_eq!(app.playback.position(), 5);
    assert_eq!(app.status, None);
    assert!(app.goto.prompt.is_none());
}

#[test]
fn a_place_that_is_not_one_is_named_in_the_footer() {
    let mut app = app(&[&asset("lesson.txt")]);
    go(&mut app, "s0");
    assert_eq!(app.playback.position(), 0);
    let said = app.status.clone().unwrap_or_default();
    assert!(said.contains("count from 1"), "{said}");
}

#[test]
fn solution_k_and_backtrack_k_are_reached_directly() {
    // Backjumping stops at its first solution, as in its article.
    let everything = [("s3", 'n', 3), ("b12", 'b', 12), ("s2", 'n', 2)];
    let first = [("b12", 'b', 12), ("s1", 'n', 1), ("b3", 'b', 3)];
    for (args, targets) in [
        (&["--n", "6"][..], everything),
        (&["--n", "6", "--algo", "backjump-safe"], first),
        (&[&asset("lesson.txt")], everything),
    ] {
        let (mut going, mut stepping) = (app(args), app(args));
        for (typed, key, k) in targets {
            go(&mut going, typed);
            press(&mut stepping, KeyCode::Home);
            for _ in 0..k {
                press(&mut stepping, KeyCode::Char(key));
                finish(&mut stepping);
            }
            assert_eq!(
                going.playback.position(),
                stepping.playback.position(),
                "{args:?} {typed}"
            );
            same(&mut going, &mut stepping, &format!("{args:?} {typed}"));
        }
        go(&mut going, "s1");
        assert_eq!(going.playback.current(), Some(Event::Solution), "{args:?}");
        assert_eq!(going.playback.tally().solutions, 1, "{args:?}");
    }
}

#[test]
fn a_solution_past_the_last_says_where_the_search_ends_and_keeps_the_place() {
    let mut whole = app(&["--n", "6"]);
    press(&mut whole, KeyCode::End);
    finish(&mut whole);
    let end = whole.playback.position();
    assert_eq!(
        whole.playback.tally().solutions,
        4,
        "six queens have four solutions"
    );
    let mut app = app(&["--n", "6"]);
    go(&mut app, "40");
    let shown = frame(&mut app);
    go(&mut app, "s5");
    let said = app.status.clone().unwrap_or_default();
    // How many there are, and that the one asked for is not among them.
    assert_eq!(
        said,
        format!(
            "the search ends at event {} with 4 solutions: there is no solution 5",
            lizards::narrate::thousands(end)
        ),
        "{said}"
    );
    // A typo does not lose the class its place: the board is the one it was.
    assert_eq!(app.playback.position(), 40);
    let board = |text: String| text.lines().rev().skip(1).collect::<Vec<_>>().join("\n");
    assert_eq!(
        board(screen::text(&frame(&mut app))),
        board(screen::text(&shown)),
        "all but the footer, which says why"
    );
    go(&mut app, "b999999");
    let said = app.status.clone().unwrap_or_default();
    let backtracks = lizards::narrate::thousands(whole.playback.tally().unmarks);
    assert!(
        said.ends_with(&format!(
            "after {backtracks} backtracks: there is no backtrack 999,999"
        )),
        "{said}"
    );
    assert_eq!(app.playback.position(), 40);
    // Once the whole search has been seen, the place is kept as well.
    press(&mut app, KeyCode::End);
    finish(&mut app);
    go(&mut app, "12");
    go(&mut app, "s9");
    assert_eq!(app.playback.position(), 12);
    assert!(
        app.status
            .clone()
            .unwrap_or_default()
            .ends_with("there is no solution 9")
    );
}

#[test]
fn bookmarks_are_visited_in_order_and_wrap_around() {
    let mut app = app(&[&asset("lesson.txt")]);
    press(&mut app, KeyCode::Char('\''));
    assert!(app.status.clone().unwrap().contains("no bookmarks"));
    for at in ["80", "30", "55"] {
        go(&mut app, at);
        press(&mut app, KeyCode::Char('m'));
    }
    assert_eq!(app.goto.bookmarks, [30, 55, 80]);
    press(&mut app, KeyCode::Home);
    let mut visited = Vec::new();
    for _ in 0..4 {
        press(&mut app, KeyCode::Char('\''));
        finish(&mut app);
        visited.push(app.playback.position());
    }
    assert_eq!(visited, [30, 55, 80, 30]);
    assert_eq!(app.status.as_deref(), Some("bookmark 1 of 3: event 30"));
    // `m` on a bookmark takes it away.
    press(&mut app, KeyCode::Char('m'));
    assert_eq!(app.goto.bookmarks, [55, 80]);
}

#[test]
fn going_before_the_history_kept_runs_the_search_again() {
    // Ten queens take more events than this history keeps, and it keeps more than the
    // playback reads ahead, so a fresh start shows no history let go.
    let (args, history) = (["--n", "10"], 100_000);
    let mut app = app_live(&args);
    app.set_history(history);
    press(&mut app, KeyCode::End);
    finish(&mut app);
    assert!(
        app.playback.history_start() > 50,
        "older history was let go"
    );
    let total = app.playback.received();
    go(&mut app, "50");
    assert_eq!(app.playback.position(), 50);
    // The search ran again from its start, but its total is known: the statistics say so.
    let stats = screen::text(&frame(&mut app));
    let of = format!("events 50 of {}", lizards::narrate::thousands(total));
    assert!(stats.contains(&of), "no {of:?}: {stats}");
    let mut stepping = app_live(&args);
    stepping.set_history(history);
    stepping.settle();
    keys(&mut stepping, &[KeyCode::Right; 50]);
    // A fresh start that knew the total is the same screen.
    stepping.rerun_total = Some(total);
    same(&mut app, &mut stepping, "");
}

#[test]
fn home_after_end_on_twelve_queens_is_a_fresh_start_within_a_second() {
    let args = ["--n", "12"];
    let mut app = app_live(&args);
    press(&mut app, KeyCode::End);
    finish(&mut app);
    assert!(
        app.playback.history_start() > 0,
        "the search is longer than the history kept ({} events)",
        app.playback.position()
    );
    let start = Instant::now();
    press(&mut app, KeyCode::Home);
    finish(&mut app);
    let took = start.elapsed();
    assert_eq!(app.playback.position(), 0);
    assert!(took < Duration::from_secs(1), "Home took {took:?}");
    assert!(
        app.rerun_total.is_some(),
        "the total the first run found is kept"
    );
    let mut fresh = app_live(&args);
    fresh.rerun_total = app.rerun_total;
    same(&mut app, &mut fresh, "");
}

#[test]
fn the_prompt_and_the_bookmarks_speak_the_screens_language() {
    let said = |lang: &str, key: char| {
        let mut app = app(&["--lang", lang]);
        press(&mut app, KeyCode::Char(key));
        app.status.clone().unwrap_or_default()
    };
    assert!(
        said("en", 'g').starts_with("go to: _"),
        "{}",
        said("en", 'g')
    );
    assert!(
        said("fr", 'g').starts_with("aller à"),
        "{}",
        said("fr", 'g')
    );
    assert!(said("zh", 'g').starts_with("跳转"), "{}", said("zh", 'g'));
    assert!(said("en", '\'').starts_with("no bookmarks yet"));
    assert!(said("fr", '\'').starts_with("pas encore de marque"));
    assert!(said("zh", '\'').starts_with("还没有书签"));
}

/// `c` makes another search, whose events the bookmarks would misname: they go, and `'`
/// then says why there are none rather than "none yet".
#[test]
fn bookmarks_gone_with_the_search_say_why() {
    let mut app = app_live(&[&asset("lesson.txt")]);
    keys(
        &mut app,
        &[KeyCode::Char('g'), KeyCode::Char('5'), KeyCode::Enter],
    );
    press(&mut app, KeyCode::Char('m'));
    assert_eq!(app.goto.bookmarks.len(), 1);
    press(&mut app, KeyCode::Char('c'));
    press(&mut app, KeyCode::Char('\''));
    let said = app.status.clone().unwrap_or_default();
    assert!(said.contains("they went when the search changed"), "{said}");
}

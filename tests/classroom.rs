//! The classroom screen: sized for a projector and for 80 x 24, everything labelled, playback
//! a lecture can control, and the defects a new user hit (one test each).

mod screen;

use std::time::{Duration, Instant};

use clap::Parser;
use crossterm::event::{KeyCode, KeyModifiers};
use lizards::event::Event;
use lizards::solve::backtrack;
use lizards::tui::app::{App, Mode, SPEEDS, Source};
use lizards::tui::theme::{Palette, Theme};
use ratatui::style::Color;
use screen::{app, app_live, asset, draw, flat, glyph, keys, press, press_with, text};

/// Plays for `seconds` of app time in one tick, on from the app's own clock.
fn play_for(app: &mut App, seconds: f64) {
    let now = app.now.max(Instant::now());
    app.tick(now + Duration::from_secs_f64(seconds));
}

// ---- Sized for the room ----------------------------------------------------------------------

#[test]
fn on_a_projector_the_demo_grid_is_large_and_centred() {
    let app = app(&[]);
    let buf = draw(&app, 200, 60);
    let g = app.geometry.get();
    assert_eq!((g.rows, g.cols), (8, 8), "the whole board shows");
    assert!(g.cell_width >= 4, "cells {} wide", g.cell_width);
    assert!(g.cell_height >= 2, "cells {} high", g.cell_height);
    // Centred in the space left of the side panel: the margins differ by at most a cell.
    let grid_left = g.x;
    let grid_right = g.x + 8 * g.cell_width;
    let side_x = (0..200)
        .find(|&x| {
            text(&buf)
                .lines()
                .nth(1)
                .unwrap()
                .get(x..)
                .is_some_and(|s| s.starts_with("events"))
        })
        .expect("the statistics show") as u16;
    let left_margin = grid_left;
    let right_margin = side_x - grid_right;
    assert!(
        left_margin.abs_diff(right_margin) <= 2 * g.cell_width,
        "margins {left_margin} and {right_margin}"
    );
    // The tree at (3, 4) is in its place: a crown on a trunk that fills its tile.
    let tree = screen::tile(&app, &buf, 3, 4);
    assert_eq!(tree.len(), g.tile().1 as usize);
    assert!(tree[0].trim().starts_with('▄'), "{tree:#?}");
    assert_eq!(tree.last().unwrap().trim(), "▐█▌", "{tree:#?}");
}

#[test]
fn z_switches_to_compact_cells() {
    let mut app = app(&[]);
    draw(&app, 200, 60);
    assert!(app.geometry.get().cell_width >= 4);
    press(&mut app, KeyCode::Char('z'));
    draw(&app, 200, 60);
    assert_eq!(app.geometry.get().cell_width, 2);
    // Said on the footer too: at 80 x 24 the cells are compact already, and z alone would
    // seem to do nothing.
    assert!(flat(&draw(&app, 80, 24)).contains("compact cells"));
    press(&mut app, KeyCode::Char('z'));
    assert!(flat(&draw(&app, 80, 24)).contains("large cells where the window has room"));
}

#[test]
fn attacked_cells_are_shaded_all_over_in_large_cells() {
    let mut app = app(&[&asset("lesson.txt")]);
    keys(&mut app, &[KeyCode::Right; 2]); // a lizard at (0, 0)
    let buf = draw(&app, 200, 60);
    let (x, y) = app
        .geometry
        .get()
        .glyph_position(lizards::board::Cell::new(5, 0))
        .unwrap();
    // Hatched all over, and every character of the tile shares the shade.
    assert_eq!(buf[(x, y)].symbol(), "░");
    assert_ne!(buf[(x, y)].bg, Color::Reset);
    let hatched = screen::tile(&app, &buf, 5, 0);
    assert!(
        hatched.iter().all(|r| r.chars().all(|c| c == '░')),
        "{hatched:#?}"
    );
    let g = app.geometry.get();
    let (w, h) = g.tile();
    let (left, top) = (x - (w - 1) / 2, y - (h - 1) / 2);
    for (dx, dy) in (0..w).flat_map(|dx| (0..h).map(move |dy| (dx, dy))) {
        assert_eq!(buf[(left + dx, top + dy)].bg, buf[(x, y)].bg);
    }
}

#[test]
fn rows_and_columns_carry_their_indices_and_headings() {
    let app = app(&[]);
    for (w, h) in [(80, 24), (200, 60)] {
        let screen = text(&draw(&app, w, h));
        assert!(screen.contains("rows"), "{screen}");
        assert!(screen.contains("cols"), "{screen}");
        let header = screen.lines().nth(1).unwrap();
        let indices: Vec<&str> = header.split_whitespace().take(8).collect();
        assert_eq!(
            indices,
            ["0", "1", "2", "3", "4", "5", "6", "7"],
            "{header}"
        );
    }
}

#[test]
fn every_diagonal_shows_with_its_index_and_none_moves_between_steps() {
    let mut app = app(&[]);
    let before = draw(&app, 80, 24);
    let screen = text(&before);
    let row = screen
        .lines()
        .find(|l| l.contains("-7 -6 -5"))
        .unwrap_or_else(|| panic!("no full diagonal row:\n{screen}"));
    assert!(row.trim_end().ends_with("6  7"), "{row}");
    assert!(screen.contains(" 13 14"), "anti-diagonals 0..14:\n{screen}");
    // Wherever the scan goes, "-7" stays where it was.
    let at = |buf: &ratatui::buffer::Buffer| {
        let t = text(buf);
        t.lines()
            .enumerate()
            .find_map(|(y, l)| l.find("-7 -6").map(|x| (l[..x].chars().count(), y)))
    };
    for _ in 0..40 {
        press(&mut app, KeyCode::Right);
        assert_eq!(at(&draw(&app, 80, 24)), at(&before));
    }
}

#[test]
fn a_big_board_pages_its_diagonals_and_says_which_part_shows() {
    let app = app(&["--n", "40", "--p", "1"]);
    let screen = text(&draw(&app, 80, 24));
    assert!(screen.contains("of -39..39)"), "{screen}");
}

#[test]
fn at_80_x_24_the_longest_sentence_and_the_key_hints_are_whole() {
    let mut app = app(&[]);
    // Find a rejection with three or more reasons: the longest sentences the app says.
    let mut longest = String::new();
    for _ in 0..3000 {
        press(&mut app, KeyCode::Right);
        if let Some(e @ Event::Reject { lines, .. }) = app.playback.current()
            && lines.iter().count() >= 3
        {
            longest = lizards::narrate::sentence(&app.playback, &e);
            break;
        }
    }
    assert!(longest.len() > 150, "{longest}");
    let buf = draw(&app, 80, 24);
    let screen = flat(&buf);
    assert!(screen.contains(&longest), "cut: {longest}\n{}", text(&buf));
    let footer = text(&buf).lines().last().unwrap().to_string();
    assert!(
        footer.ends_with("? more keys") && footer.contains("q quit"),
        "{footer}"
    );
}

#[test]
fn a_narrow_footer_drops_the_least_important_keys_first() {
    let app = app(&[]);
    for w in [64, 70, 80, 100] {
        let buf = draw(&app, w, 24);
        let footer = text(&buf).lines().last().unwrap().to_string();
        assert!(
            (footer.contains("? help") || footer.ends_with("? more keys"))
                && footer.contains("q quit"),
            "{w}: {footer}"
        );
        assert!(footer.contains("Space play"), "{w}: {footer}");
    }
}

#[test]
fn the_legend_line_shows_on_a_tall_window() {
    // Small cells: the glyphs as the grid draws them.
    let small = app(&["--n", "20", "--p", "3"]);
    let screen = text(&draw(&small, 120, 60));
    assert!(screen.contains("◆ lizard"), "{screen}");
    assert!(screen.contains("× seen by a lizard"), "{screen}");
    // Large tiles: a seen cell is hatching there.
    let screen = text(&draw(&app(&[]), 200, 60));
    assert!(screen.contains("◆ lizard"), "{screen}");
    assert!(screen.contains("░ seen by a lizard"), "{screen}");
}

#[test]
fn the_light_theme_has_other_colours_and_no_colour_still_means_none() {
    let mut app = app(&[&asset("lesson.txt")]);
    keys(&mut app, &[KeyCode::Right; 2]);
    let dark = draw(&app, 120, 40);
    press(&mut app, KeyCode::Char('t'));
    assert_eq!(app.theme.palette, Palette::Light);
    let light = draw(&app, 120, 40);
    assert_eq!(text(&dark), text(&light), "the same screen");
    let lizard = |buf: &ratatui::buffer::Buffer| glyph(&app, buf, 0, 0).fg;
    assert_ne!(lizard(&dark), lizard(&light));
    app.theme = Theme {
        color: false,
        ascii: false,
        palette: Palette::Light,
    };
    let plain = draw(&app, 120, 40);
    assert!(
        plain
            .content
            .iter()
            .all(|c| c.fg == Color::Reset && c.bg == Color::Reset)
    );
    let cli = lizards::cli::Cli::parse_from(["lizards", "--theme", "light"]);
    assert_eq!(cli.app.theme, Palette::Light);
}

#[test]
fn big_boards_scroll_and_pan_with_shift_arrows() {
    let mut app = app(&["--n", "60", "--p", "2"]);
    assert!(text(&draw(&app, 80, 24)).contains("rows 0-15, cols 0-10 of 60"));
    draw(&app, 120, 30);
    let g = app.geometry.get();
    assert!(g.cols < 60 && g.rows < 60, "compact and scrolled");
    assert_eq!((g.first_row, g.first_col), (0, 0));
    press_with(&mut app, KeyCode::Right, KeyModifiers::SHIFT);
    press_with(&mut app, KeyCode::Down, KeyModifiers::SHIFT);
    press(&mut app, KeyCode::Char('L'));
    let screen = text(&draw(&app, 120, 30));
    let g = app.geometry.get();
    assert_eq!((g.first_row, g.first_col), (1, 2), "{screen}");
    assert!(screen.contains("f follows the scan"), "{screen}");
    assert_eq!(app.playback.position(), 0, "panning does not step");
    press(&mut app, KeyCode::Char('f'));
    draw(&app, 120, 30);
    assert_eq!(app.geometry.get().first_col, 0, "following the scan again");
}

/// At 80 x 24 the footer has no room for `f`: panning away from the scan says it.
#[test]
fn panning_at_80_x_24_says_f_follows_the_scan_again() {
    let mut app = app(&["--n", "40", "--p", "2"]);
    draw(&app, 80, 24);
    press(&mut app, KeyCode::Char('L'));
    let screen = text(&draw(&app, 80, 24));
    assert!(screen.contains("f follows the scan again"), "{screen}");
}

/// On a board the window shows whole, `f` (like `H`) has nothing to move and says so.
#[test]
fn f_on_a_board_in_view_says_the_whole_board_is_in_view() {
    let mut app = app(&["--n", "8"]);
    draw(&app, 80, 24);
    press(&mut app, KeyCode::Char('f'));
    let said = app.status.as_deref().unwrap_or_default();
    assert!(said.contains("the whole board is in view"), "{said}");
}

// ---- Playback a lecture can control ------------------------------------------------------------

#[test]
fn opens_paused_and_space_plays_and_pauses() {
    let mut app = app_live(&[]);
    assert!(!app.playing);
    play_for(&mut app, 2.0);
    assert_eq!(app.playback.position(), 0, "paused on the opening sentence");
    // The solver's first events may still be on their way; paused, the app takes them in.
    for _ in 0..1000 {
        if app.playback.received() > 0 {
            break;
        }
        std::thread::sleep(Duration::from_millis(2));
        play_for(&mut app, 0.0);
    }
    assert_eq!(app.playback.position(), 0, "still paused");
    assert!(flat(&draw(&app, 80, 24)).contains("Place 8 lizards"));
    press(&mut app, KeyCode::Char(' '));
    assert!(text(&draw(&app, 80, 24)).contains("Space pause"));
    play_for(&mut app, 1.0);
    assert!(app.playback.position() > 0);
    press(&mut app, KeyCode::Char(' '));
    assert!(text(&draw(&app, 80, 24)).contains("Space play"));
    let cli = lizards::cli::Cli::parse_from(["lizards", "--play"]);
    assert!(lizards::tui::build(&(&cli.app).into()).unwrap().playing);
}

#[test]
fn capital_n_and_b_go_back_to_the_previous_solution_and_backtrack() {
    let mut app = app(&[&asset("lesson.txt")]);
    press(&mut app, KeyCode::Char('n'));
    let first = app.playback.position();
    press(&mut app, KeyCode::Char('n'));
    let second = app.playback.position();
    assert!(second > first);
    assert_eq!(app.playback.current(), Some(Event::Solution));
    press(&mut app, KeyCode::Char('N'));
    assert_eq!(app.playback.position(), first);
    assert_eq!(app.playback.current(), Some(Event::Solution));
    press(&mut app, KeyCode::Char('N'));
    assert_eq!(
        app.playback.position(),
        first,
        "no earlier solution: the class keeps its place"
    );
    assert_eq!(app.playback.current(), Some(Event::Solution));
    let said = app.status.as_deref().unwrap();
    assert!(said.contains("no earlier solution"), "{said}");
    assert!(
        said.contains(&lizards::tui::theme::thousands(first)),
        "{said}"
    );

    keys(&mut app, &[KeyCode::Char('b'), KeyCode::Char('b')]);
    let second_backtrack = app.playback.position();
    press(&mut app, KeyCode::Char('B'));
    assert!(app.playback.position() < second_backtrack);
    assert!(matches!(app.playback.current(), Some(Event::Unmark { .. })));
}

#[test]
fn playback_can_stop_at_each_solution() {
    let mut app = app(&[&asset("lesson.txt")]);
    press(&mut app, KeyCode::Char('p'));
    assert!(text(&draw(&app, 100, 30)).contains("stops at solutions"));
    app.set_speed(0);
    press(&mut app, KeyCode::Char(' '));
    play_for(&mut app, 0.1);
    assert!(!app.playing, "stopped");
    assert_eq!(app.playback.current(), Some(Event::Solution));
    assert_eq!(app.playback.tally().solutions, 1);
    press(&mut app, KeyCode::Char(' '));
    play_for(&mut app, 0.1);
    assert_eq!(app.playback.tally().solutions, 2, "and at the next one");
}

#[test]
fn speeds_go_in_even_steps_to_max() {
    let expected = [
        1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000,
    ];
    assert_eq!(&SPEEDS[..expected.len()], expected);
    assert_eq!(SPEEDS.last(), Some(&0), "max last");
    let mut app = app(&["--speed", "1"]);
    let mut seen = vec![app.speed()];
    for _ in 0..SPEEDS.len() {
        press(&mut app, KeyCode::Char('+'));
        seen.push(app.speed());
    }
    seen.dedup();
    assert_eq!(seen, SPEEDS);
}

#[test]
fn space_during_a_seek_stops_it() {
    let mut app = app_live(&["--n", "30", "--p", "30", "--trees", "0.1", "--seed", "1"]);
    press(&mut app, KeyCode::End);
    assert!(app.seek.is_some(), "a long seek is under way");
    press(&mut app, KeyCode::Char(' '));
    assert!(app.seek.is_none());
    assert!(!app.playing, "stopped, not playing at 5/s");
}

#[test]
fn the_clock_counts_search_time_only() {
    let mut app = app(&[]);
    let start = Instant::now();
    app.tick(start);
    app.tick(start + Duration::from_secs(10)); // paused for ten seconds
    assert_eq!(app.search_time, Duration::ZERO);
    press(&mut app, KeyCode::Char(' '));
    app.tick(start + Duration::from_secs(12));
    assert_eq!(app.search_time, Duration::from_secs(2));
    press(&mut app, KeyCode::Char('e'));
    app.tick(start + Duration::from_secs(20)); // editing
    assert_eq!(app.search_time, Duration::from_secs(2));
}

#[test]
fn an_idle_app_asks_for_no_frames() {
    let mut app = app(&[]);
    let t = Instant::now();
    app.tick(t);
    app.tick(t + Duration::from_secs(1)); // the rate settles to 0
    for s in 2..6 {
        assert!(
            !app.tick(t + Duration::from_secs(s)),
            "nothing changed, nothing to draw"
        );
    }
    assert!(!app.busy());
    press(&mut app, KeyCode::Char(' '));
    assert!(app.busy());
    assert!(
        app.tick(t + Duration::from_secs(7)),
        "playing changes the screen"
    );
}

#[test]
fn the_event_total_shows_once_the_search_is_over_never_the_read_ahead() {
    let mut live = app_live(&["--n", "12", "--p", "12"]);
    // As much arrived as the playback reads ahead: nothing played yet.
    live.settle();
    assert!(!live.search_complete());
    let received = lizards::tui::theme::thousands(live.playback.received());
    let screen = text(&draw(&live, 100, 30));
    assert!(screen.contains("events 0, total not known yet"), "{screen}");
    assert!(!screen.contains(&received), "{received}: {screen}");
    press(&mut live, KeyCode::Right);
    let screen = text(&draw(&live, 100, 30));
    assert!(screen.contains("events 1, total not known yet"), "{screen}");
    let done = app(&[&asset("lesson.txt")]);
    let screen = text(&draw(&done, 100, 30));
    // Every placement, as the app asks for: the count is the whole search's.
    let hw = lizards::homework::read_file(std::path::Path::new(&asset("lesson.txt"))).unwrap();
    let mut events = Vec::new();
    let options = backtrack::Options {
        goal: backtrack::Goal::All { limit: None },
        bound: lizards::tui::LESSON_BOUND,
        ..backtrack::Options::default()
    };
    backtrack::solve(&hw.board, hw.lizards, options, &mut events);
    let total = lizards::tui::theme::thousands(events.len() as u64);
    assert!(
        screen.contains(&format!("events 0 of {total}")),
        "{total}: {screen}"
    );
    assert!(!screen.contains("not known"), "{screen}");
}

// ---- Defects -----------------------------------------------------------------------------------

#[test]
fn defect_1_cancelling_the_quit_question_in_edit_mode_goes_back_to_editing() {
    let mut app = app(&[]);
    keys(
        &mut app,
        &[KeyCode::Char('e'), KeyCode::Char('t'), KeyCode::Char('q')],
    );
    assert!(matches!(app.mode, Mode::ConfirmQuit { .. }));
    press(&mut app, KeyCode::Char('x'));
    assert!(matches!(app.mode, Mode::Edit { .. }), "{:?}", app.mode);
    press(&mut app, KeyCode::Esc);
    app.wait_for_solver();
    press(&mut app, KeyCode::Right);
    assert_eq!(app.playback.position(), 1, "the new search steps");
    assert!(app.playback.received() > 1);
}

#[test]
fn defect_2_shrinking_a_big_board_goes_one_step_and_keeps_p_within_the_cells() {
    let mut app = app_live(&["--n", "100", "--p", "10000"]);
    keys(&mut app, &[KeyCode::Char('e'), KeyCode::Char('[')]);
    assert_eq!(app.board.n(), 99);
    assert_eq!(app.lizards, 99 * 99);
    // p came down with the board: the footer says so, and how to take it back.
    let footer = flat(&draw(&app, 120, 40));
    assert!(
        footer.contains("p is 9,801 now, not 10,000")
            || footer.contains("p is 9801 now, not 10000"),
        "{footer}"
    );
    press(&mut app, KeyCode::Char('u'));
    assert_eq!((app.board.n(), app.lizards), (100, 10_000), "undone");
    assert!(!app.is_dirty());
}

#[test]
fn growing_the_board_back_gives_back_the_p_asked_for() {
    let mut app = app_live(&["--n", "4", "--p", "16", "--trees", "0"]);
    keys(
        &mut app,
        &[KeyCode::Char('e'), KeyCode::Char('['), KeyCode::Char('[')],
    );
    assert_eq!((app.board.n(), app.lizards), (2, 4));
    press(&mut app, KeyCode::Char(']'));
    assert_eq!((app.board.n(), app.lizards), (3, 9), "as room allows");
    let footer = flat(&draw(&app, 120, 40));
    assert!(footer.contains("p is 9 now, not 4"), "{footer}");
    assert!(footer.contains("the 16 asked for"), "{footer}");
    press(&mut app, KeyCode::Char(']'));
    assert_eq!((app.board.n(), app.lizards), (4, 16));
    // A p set by hand is the one kept.
    keys(&mut app, &[KeyCode::Char('['), KeyCode::Char('<')]);
    assert_eq!(app.lizards, 8);
    press(&mut app, KeyCode::Char(']'));
    assert_eq!((app.board.n(), app.lizards), (4, 8));
    // Undone, the p brought back is the one asked for: shrinking again never raises it.
    let mut app = app_live(&["--n", "3", "--p", "3", "--trees", "0"]);
    keys(
        &mut app,
        &[
            KeyCode::Char('e'),
            KeyCode::Char('>'),
            KeyCode::Char('['),
            KeyCode::Char('['),
        ],
    );
    assert_eq!((app.board.n(), app.lizards), (1, 1));
    keys(&mut app, &[KeyCode::Char('u'); 3]);
    assert_eq!((app.board.n(), app.lizards), (3, 3));
    press(&mut app, KeyCode::Char('['));
    assert_eq!((app.board.n(), app.lizards), (2, 3));
}

/// Edits undone after `Esc` and `e` again: the demo's trees taken off come back.
#[test]
fn undo_reaches_back_past_the_last_edit_session() {
    let mut app = app_live(&[]);
    let demo = app.board.clone();
    assert!(demo.tree_count() > 0);
    keys(&mut app, &[KeyCode::Char('e'), KeyCode::Char('[')]);
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.mode, Mode::Watch);
    keys(&mut app, &[KeyCode::Char('e'), KeyCode::Char('c')]);
    assert_eq!((app.board.n(), app.board.tree_count()), (7, 0));
    keys(&mut app, &[KeyCode::Char('u'); 2]);
    assert_eq!(app.board, demo, "both edits undone, across the Esc");
    press(&mut app, KeyCode::Char('u'));
    let said = app.status.as_deref().unwrap_or_default();
    assert!(said.contains("nothing to undo"), "{said}");
}

#[test]
fn defect_3_saving_keeps_the_algorithm_line_and_the_line_ends() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("bfs.txt");
    std::fs::write(&path, "BFS\r\n3\r\n2\r\n000\r\n000\r\n000\r\n").unwrap();
    let mut app = app(&[path.to_str().unwrap()]);
    keys(
        &mut app,
        &[KeyCode::Char('e'), KeyCode::Char('t'), KeyCode::Char('s')],
    );
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        "BFS\r\n3\r\n2\r\n200\r\n000\r\n000\r\n"
    );
}

#[test]
fn defect_4_a_board_without_a_file_saves_to_a_free_board_txt_and_says_so() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("board.txt"), "keep me").unwrap();
    let mut app = app(&[]);
    app.source = Source::Stdin;
    app.save_dir = dir.path().to_path_buf();
    keys(
        &mut app,
        &[KeyCode::Char('e'), KeyCode::Char('t'), KeyCode::Char('s')],
    );
    let status = app.status.clone().unwrap();
    assert!(status.contains("board-2.txt"), "{status}");
    assert!(status.contains("standard input"), "{status}");
    assert_eq!(
        std::fs::read_to_string(dir.path().join("board.txt")).unwrap(),
        "keep me"
    );
    assert!(dir.path().join("board-2.txt").exists());
    assert_eq!(app.source, Source::File(dir.path().join("board-2.txt")));
}

#[test]
fn defect_5_dropped_history_says_where_it_begins_and_home_still_reaches_the_start() {
    // Ten queens: far more events than the app reads ahead, so history must let go of the
    // oldest while it plays, however far ahead of the screen the solver has run (eight
    // queens' whole search can arrive before the first step, and then nothing is dropped).
    let mut app = app_live(&["--n", "10"]);
    app.set_history(1000);
    app.set_speed(0);
    press(&mut app, KeyCode::Char(' '));
    let give_up = Instant::now() + Duration::from_secs(120);
    while app.playback.history_start() == 0 {
        assert!(
            Instant::now() < give_up && !app.search_over(),
            "history never let go of an event (at event {})",
            app.playback.position()
        );
        play_for(&mut app, 0.02);
    }
    press(&mut app, KeyCode::Char(' '));
    let begins = app.playback.history_start().to_string();
    press(&mut app, KeyCode::Char('g'));
    for c in begins.chars() {
        press(&mut app, KeyCode::Char(c));
    }
    press(&mut app, KeyCode::Enter);
    let screen = flat(&draw(&app, 100, 30));
    assert!(screen.contains("History begins at event"), "{screen}");
    // Home runs the search again rather than stopping where history begins.
    press(&mut app, KeyCode::Home);
    let screen = flat(&draw(&app, 100, 30));
    assert!(screen.contains("Place 10 lizards"), "{screen}");
}

#[test]
fn defect_6_random_boards_are_named_for_what_they_are() {
    let app = app_live(&["--n", "30", "--p", "30", "--trees", "0.1", "--seed", "1"]);
    let screen = text(&draw(&app, 100, 30));
    assert!(screen.contains("random board, seed 1"), "{screen}");
    assert!(!screen.contains("demo board"), "{screen}");
}

#[test]
fn defect_7_ascii_means_ascii_everywhere() {
    let mut app = app(&["--ascii", &asset("lesson.txt")]);
    app.theme.ascii = true;
    keys(&mut app, &[KeyCode::Right; 5]);
    for screen in [text(&draw(&app, 80, 24)), text(&draw(&app, 200, 60)), {
        press(&mut app, KeyCode::Char('?'));
        text(&draw(&app, 80, 24))
    }] {
        let odd: String = screen.chars().filter(|c| !c.is_ascii()).collect();
        assert!(odd.is_empty(), "not ASCII: {odd:?}\n{screen}");
    }
}

#[test]
fn defect_8_words_agree_with_numbers_and_unsaved_means_changed() {
    let mut app = app(&["--n", "4", "--p", "0"]);
    keys(&mut app, &[KeyCode::Char('e'), KeyCode::Char('t')]);
    let screen = text(&draw(&app, 100, 30));
    assert!(screen.contains("1 tree,"), "{screen}");
    assert!(screen.contains("(unsaved)"), "{screen}");
    press(&mut app, KeyCode::Char('t'));
    assert!(
        !text(&draw(&app, 100, 30)).contains("(unsaved)"),
        "back as it was"
    );
    press(&mut app, KeyCode::Esc);
    app.wait_for_solver();
    press(&mut app, KeyCode::Char('n'));
    let screen = flat(&draw(&app, 100, 30));
    assert!(!screen.contains("all 0 lizards"), "{screen}");
    assert!(screen.contains("p = 0 the empty board"), "{screen}");
}

#[test]
fn defect_9_esc_does_not_quit_and_an_unedited_board_keeps_its_place() {
    let mut app = app(&[]);
    keys(&mut app, &[KeyCode::Right; 7]);
    keys(&mut app, &[KeyCode::Char('e'), KeyCode::Esc]);
    assert_eq!(app.mode, Mode::Watch);
    assert_eq!(app.playback.position(), 7, "kept its place");
    press(&mut app, KeyCode::Esc);
    assert!(!app.quit, "Esc in watch mode does not quit");
    assert!(app.status.as_deref().unwrap().contains("q quits"));
}

#[test]
fn defect_10_the_algorithm_key_says_which_algorithms_fit() {
    let mut app = app(&[&asset("lesson.txt")]);
    // backtrack -> bfs -> sa -> (the N-Queens ones skipped) backtrack, saying why.
    keys(&mut app, &[KeyCode::Char('a'); 3]);
    let status = app.status.clone().unwrap();
    assert!(
        status.starts_with("backtrack, bfs, sa fit this board"),
        "{status}"
    );
}

#[test]
fn defect_11_a_window_too_small_holds_the_search() {
    let mut app = app(&[]);
    press(&mut app, KeyCode::Char(' '));
    app.set_window(40, 10);
    play_for(&mut app, 5.0);
    assert_eq!(app.playback.position(), 0);
    assert!(flat(&draw(&app, 40, 10)).contains("The search waits"));
    app.set_window(80, 24);
    play_for(&mut app, 1.0);
    assert!(app.playback.position() > 0);
}

/// While the window is too small, a key acts on nothing it cannot show: Space does not
/// start the search unseen. `q` still quits, as the message says.
#[test]
fn keys_wait_while_the_window_is_too_small_but_q_quits() {
    let mut app = app(&[]);
    app.set_window(40, 12);
    press(&mut app, KeyCode::Char(' '));
    press(&mut app, KeyCode::Char('e'));
    app.set_window(80, 24);
    assert!(
        !app.playing,
        "Space pressed unseen did not start the search"
    );
    assert_eq!(app.mode, Mode::Watch);
    app.set_window(40, 12);
    press(&mut app, KeyCode::Char('q'));
    assert!(app.quit);
}

#[test]
fn defect_12_p_applies_to_a_file_and_trees_are_refused_with_one() {
    let app = app(&[&asset("lesson.txt"), "--p", "3"]);
    assert_eq!(app.lizards, 3);
    let refused =
        lizards::cli::Cli::try_parse_from(["lizards", &asset("lesson.txt"), "--trees", "0.5"]);
    assert!(refused.is_err(), "--trees with a file is refused");
}

/// More lizards than cells is a homework board like any other, whose answer is FAIL: `solve`
/// writes it, and the app opens the board and plays the search to that end.
#[test]
fn more_lizards_than_cells_opens_and_ends_in_fail() {
    let dir = tempfile::tempdir().unwrap();
    let board = dir.path().join("pbig.txt");
    std::fs::write(&board, "4\n20\n0000\n0200\n0000\n0000\n").unwrap();
    let app = app(&[board.to_str().unwrap()]);
    assert_eq!(app.lizards, 20);
    let frame = dir.path().join("end.txt");
    let out = assert_cmd::Command::cargo_bin("lizards")
        .unwrap()
        .args(["snapshot", "--lang", "en", "-o"])
        .args([&frame, &board])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let frame = std::fs::read_to_string(frame).unwrap();
    assert!(
        frame.contains("Only 15 free cells on the board for 20 lizards"),
        "{frame}"
    );
}

/// On a board of three-digit columns, a label over the last column in view stops before the
/// "rows" heading (`1055ows` on a larger board), and labels never run into each other.
#[test]
fn column_labels_never_run_into_the_rows_heading() {
    let mut app = app_live(&["--n", "1000", "--p", "2"]);
    for first in 900u32..920 {
        app.pan = Some(lizards::board::Cell::new(0, first));
        let screen = text(&draw(&app, 120, 40));
        let top = screen.lines().next().unwrap_or_default();
        let header = screen.lines().nth(1).unwrap_or_default();
        let heading = if header.contains("rows") { header } else { top };
        let rows_at = heading.find("rows").unwrap_or_else(|| panic!("{screen}"));
        let before = heading[..rows_at].trim_end();
        assert!(heading[..rows_at].ends_with(' '), "{first}: {heading}");
        // Each label is a column's number: no two run together.
        for label in before.split_whitespace() {
            let col: u32 = label
                .parse()
                .unwrap_or_else(|_| panic!("{first}: {heading}"));
            assert!(col >= first && col < 1000, "{first}: {label} in {heading}");
        }
    }
}

/// Shrunk to one cell, the board "has 1 cell", in English and French alike.
#[test]
fn a_board_of_one_cell_is_said_in_the_singular() {
    for (lang, says, not) in [
        ("en", "the board has 1 cell (u undoes)", "1 cells"),
        ("fr", "le plateau a 1 cellule (u annule)", "1 cellules"),
    ] {
        let mut app = app_live(&["--n", "2", "--p", "2", "--trees", "0", "--lang", lang]);
        keys(&mut app, &[KeyCode::Char('e'), KeyCode::Char('[')]);
        assert_eq!((app.board.n(), app.lizards), (1, 1));
        let footer = flat(&draw(&app, 120, 40));
        assert!(
            footer.contains(says) && !footer.contains(not),
            "{lang}: {footer}"
        );
    }
}

/// A column label stands over its own column: where a label wider than the cells would run
/// past the last one, it is left out (it was pushed left, over another column: "1240" two
/// columns off), the cursor's alone excepted.
#[test]
fn column_labels_stand_over_their_own_columns_to_the_edge() {
    // One lizard: a search that ends (two on 200 x 200 have hundreds of millions of answers).
    let mut app = app(&["--n", "200", "--p", "1"]);
    let mut checked = 0;
    for _ in 0..120 {
        let buf = draw(&app, 64, 18);
        let g = app.geometry.get();
        // The grid's columns only: the side panel starts on the same row.
        let right = g.x + g.cols as u16 * g.cell_width;
        let row: Vec<String> = (0..right)
            .map(|x| buf[(x, g.y - 1)].symbol().to_string())
            .collect();
        let line = row.concat();
        let mut x = 0;
        for word in line.split(' ') {
            if let Ok(c) = word.parse::<u32>()
                && c >= g.first_col
                && u16::try_from(x).unwrap() >= g.x
            {
                let at = g.x + (c - g.first_col) as u16 * g.cell_width;
                assert_eq!(
                    x as u16, at,
                    "label {c} at {x}, its column at {at}:\n{line}"
                );
                checked += 1;
            }
            x += word.chars().count() + 1;
        }
        press_with(&mut app, KeyCode::Right, KeyModifiers::SHIFT);
    }
    assert!(checked > 100, "{checked} labels checked");
}

/// `+` at the fastest speed and `-` at the slowest say so rather than nothing; a watching key
/// in edit mode says that only the editing keys work there.
#[test]
fn keys_at_their_limit_and_out_of_their_mode_say_so() {
    let mut app = app(&[&asset("lesson.txt")]);
    for _ in 0..SPEEDS.len() {
        press(&mut app, KeyCode::Char('+'));
    }
    assert!(app.status.clone().unwrap_or_default().contains("fastest"));
    for _ in 0..SPEEDS.len() {
        press(&mut app, KeyCode::Char('-'));
    }
    assert!(app.status.clone().unwrap_or_default().contains("slowest"));
    press(&mut app, KeyCode::Char('e'));
    press(&mut app, KeyCode::Char('x'));
    let said = app.status.clone().unwrap_or_default();
    assert!(said.contains("only the editing keys work"), "{said}");
}

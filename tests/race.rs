//! `lizards race`: two searches stepped together, and a closing table whose numbers are what
//! `lizards solve --stats` prints for each side.

mod screen;

use std::time::Instant;

use assert_cmd::Command;
use clap::Parser;
use crossterm::event::{Event as TermEvent, KeyCode, KeyEvent, KeyModifiers};
use lizards::tui::race::{Pace, Race};
use lizards::tui::theme::thousands;
use screen::{COLOUR, read, text};

fn race(args: &[&str]) -> Race {
    // English unless the test asks: the environment's language must not change a screen.
    let lang: &[&str] = if args.contains(&"--lang") {
        &[]
    } else {
        &["--lang", "en"]
    };
    let cli = lizards::cli::Cli::parse_from(
        ["lizards", "race"]
            .into_iter()
            .chain(args.iter().chain(lang).copied()),
    );
    let Some(lizards::cli::Command::Race(args)) = cli.command else {
        panic!("not a race");
    };
    let mut race = lizards::tui::build_race(&(&args).into()).unwrap();
    for side in &mut race.sides {
        side.theme = COLOUR;
    }
    race
}

fn press(race: &mut Race, code: KeyCode) {
    race.handle(&TermEvent::Key(KeyEvent::new(code, KeyModifiers::NONE)));
}

fn draw(race: &Race, w: u16, h: u16) -> String {
    let mut terminal = ratatui::Terminal::new(ratatui::backend::TestBackend::new(w, h)).unwrap();
    terminal.draw(|f| f.render_widget(race, f.area())).unwrap();
    text(terminal.backend().buffer())
}

/// `solve --stats` for one side, as (name, value) pairs.
fn solve_stats(args: &[&str]) -> Vec<(String, u64)> {
    let out = Command::cargo_bin("lizards")
        .unwrap()
        .args(["solve", "--stats"])
        .args(args)
        .output()
        .unwrap();
    assert!(out.status.success());
    String::from_utf8_lossy(&out.stderr)
        .lines()
        .filter_map(|l| {
            let (k, v) = l.split_once(':')?;
            Some((k.trim().to_string(), v.trim().parse().ok()?))
        })
        .collect()
}

fn stat(stats: &[(String, u64)], name: &str) -> u64 {
    stats.iter().find(|(k, _)| k == name).map_or(0, |(_, v)| *v)
}

#[test]
fn the_closing_table_equals_solve_stats() {
    for (n, a, b) in [
        ("8", "backtrack", "backjump-safe"),
        ("10", "queens", "backjump"),
        ("9", "backtrack", "backtrack-scan"),
    ] {
        let mut race = race(&["--queens", n, "--algo", &format!("{a},{b}")]);
        screen::finish_race(&mut race);
        let results = race.results.expect("timed");
        let screen = draw(&race, 140, 40);
        assert!(screen.contains("placements  unmarks"), "{screen}");
        for (name, r) in [a, b].into_iter().zip(results) {
            let (algo, safety) = match name.strip_suffix("-scan") {
                Some(base) => (base, "scan"),
                None => (name, "counters"),
            };
            let s = solve_stats(&["--queens", n, "--algo", algo, "--safety", safety]);
            assert_eq!(r.placements, stat(&s, "placements"), "{name} at {n}");
            assert_eq!(r.backtracks, stat(&s, "unmarks"), "{name} at {n}");
            assert_eq!(r.backjumps, stat(&s, "backjumps"), "{name} at {n}");
            assert_eq!(r.prunes, stat(&s, "prunes"), "{name} at {n}");
            assert_eq!(r.nodes, stat(&s, "nodes"), "{name} at {n}");
            // And the row on screen shows them, under the side's name with its bound.
            let shown = match name.starts_with("backtrack") {
                true => format!("{name}-auto"),
                false => name.to_string(),
            };
            let row = screen
                .lines()
                .find(|l| l.starts_with(&format!("{shown} ")))
                .unwrap_or_else(|| panic!("no row for {name}:\n{screen}"));
            assert!(
                row.contains(&lizards::tui::theme::thousands(r.placements)),
                "{row}"
            );
        }
        // Each side's own counts on screen match its table row.
        for (side, r) in race.sides.iter().zip(results) {
            assert_eq!(side.playback.tally().placements, r.placements);
        }
    }
}

#[test]
fn by_work_each_step_is_a_placement_on_each_side() {
    let mut race = race(&["--queens", "8", "--by", "work"]);
    assert_eq!(race.pace, Pace::Work);
    for k in 1..=5 {
        press(&mut race, KeyCode::Right);
        for side in &race.sides {
            assert_eq!(side.playback.tally().placements, k);
            assert!(matches!(
                side.playback.current(),
                Some(lizards::event::Event::Place { .. })
            ));
        }
    }
    press(&mut race, KeyCode::Left);
    assert_eq!(
        race.sides[0].playback.tally().placements,
        4,
        "back one placement"
    );
    press(&mut race, KeyCode::Char('w'));
    assert_eq!(race.pace, Pace::Events);
    let at = race.sides[1].playback.position();
    press(&mut race, KeyCode::Right);
    assert_eq!(
        race.sides[1].playback.position(),
        at + 1,
        "by events: one event"
    );
}

#[test]
fn a_race_shows_both_boards_side_by_side() {
    let mut race = race(&["--queens", "6", "--algo", "backtrack,backjump"]);
    for _ in 0..10 {
        press(&mut race, KeyCode::Right);
    }
    let screen = draw(&race, 120, 36);
    assert!(screen.contains("lizards race"), "{screen}");
    let header = screen.lines().nth(1).unwrap();
    assert!(
        header.contains("backtrack") && header.contains("backjump"),
        "{header}"
    );
    let grid_row = screen
        .lines()
        .find(|l| l.matches("rows").count() == 2)
        .unwrap_or_else(|| panic!("two grids:\n{screen}"));
    assert!(grid_row.contains('0'));
}

#[test]
fn racers_are_checked_before_the_terminal_is_touched() {
    let out = Command::cargo_bin("lizards")
        .unwrap()
        .args(["race", "assets/lesson.txt", "--algo", "backtrack,queens"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--queens N"));
    let out = Command::cargo_bin("lizards")
        .unwrap()
        .args(["race", "--queens", "8", "--algo", "queens-scan,backtrack"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("only backtrack has a scanning"));
}

#[test]
fn capital_r_in_the_app_asks_for_a_race_of_this_board() {
    use lizards::solve::{
        Algorithm,
        backtrack::{Pruning, Safety},
    };
    let mut queens = screen::app(&["--n", "8"]);
    screen::press(&mut queens, KeyCode::Char('R'));
    let [me, other] = queens.race_request.expect("a race");
    assert_eq!(me.algorithm, Algorithm::Backtrack);
    assert_eq!(other.algorithm, Algorithm::BackjumpSafe);
    // With trees only backtracking fits: the app's search (the article's, seed) races the
    // strongest bounds.
    let mut trees = screen::app(&[&screen::asset("lesson.txt")]);
    screen::press(&mut trees, KeyCode::Char('R'));
    let [me, other] = trees.race_request.expect("a race");
    assert_eq!(
        (me.algorithm, me.safety, me.pruning()),
        (Algorithm::Backtrack, Safety::Counters, Pruning::Seed)
    );
    assert_eq!(me.name(), "backtrack-seed");
    assert_eq!(
        "backtrack-seed".parse::<lizards::tui::race::Racer>(),
        Ok(me)
    );
    assert_eq!(other.pruning(), Pruning::Auto);
    assert_eq!(other.name(), "backtrack-auto");
    // Climbed to another bound, the app races that one against the seed's search.
    let mut climbed = screen::app(&[&screen::asset("lesson.txt"), "--bound", "memo"]);
    screen::press(&mut climbed, KeyCode::Char('R'));
    let [memo, seed] = climbed.race_request.expect("a race");
    assert_eq!(
        (memo.name().as_str(), seed.name().as_str()),
        ("backtrack-memo", "backtrack-seed")
    );
    assert!(
        "queens-matching"
            .parse::<lizards::tui::race::Racer>()
            .is_err()
    );
    // The bounds save work: fewer nodes and placements than the seed's heuristic alone.
    let board =
        lizards::homework::read_file(std::path::Path::new(&screen::asset("lesson.txt"))).unwrap();
    let [a, b] = [other, me].map(|r| lizards::tui::race::measure(r, &board.board, board.lizards));
    assert!(
        a.nodes < b.nodes && a.placements <= b.placements,
        "{a:?} {b:?}"
    );
}

#[test]
fn x_saves_the_race_as_it_is_shown() {
    let dir = tempfile::tempdir().unwrap();
    let mut race = race(&["--queens", "6"]);
    race.save_dir = dir.path().to_path_buf();
    race.window = (90, 28);
    for _ in 0..5 {
        press(&mut race, KeyCode::Right);
    }
    let shown = draw(&race, 90, 28);
    press(&mut race, KeyCode::Char('x'));
    let name = "race-empty-6-e000005";
    let txt = std::fs::read_to_string(dir.path().join(format!("{name}.txt"))).unwrap();
    assert_eq!(txt, shown + "\n");
    assert!(dir.path().join(format!("{name}.svg")).exists());
    let footer = draw(&race, 90, 28);
    assert!(
        footer.contains(&format!(
            "frame saved as {}",
            dir.path().join(name).display()
        )),
        "{footer}"
    );
    press(&mut race, KeyCode::Right);
    assert!(
        !draw(&race, 90, 28).contains("frame saved"),
        "the next key clears it"
    );
}

/// While recording, the title leaves the `● REC` marker its columns; a saved frame is the
/// screen without the marker, its title whole again.
#[test]
fn a_race_frame_saved_while_recording_has_the_whole_title() {
    let dir = tempfile::tempdir().unwrap();
    let board = dir.path().join("a-board-with-a-rather-long-name.txt");
    std::fs::write(
        &board,
        "DFS\n6\n6\n000000\n000000\n000000\n000000\n000000\n000000\n",
    )
    .unwrap();
    let mut race = race(&[board.to_str().unwrap()]);
    race.save_dir = dir.path().to_path_buf();
    race.window = (96, 28);
    press(&mut race, KeyCode::Right);
    let shown = draw(&race, 96, 28);
    race.recording = true;
    assert_ne!(draw(&race, 96, 28), shown, "the marker shortens the title");
    press(&mut race, KeyCode::Char('x'));
    assert!(race.recording, "still recording");
    let name = "race-a-board-with-a-rather-long-name-e000001.txt";
    let txt = std::fs::read_to_string(dir.path().join(name)).unwrap();
    assert_eq!(txt, shown + "\n");
}

/// Under the closing table too, `x` says where the frame went, at 80 x 24 as at 120 x 40.
#[test]
fn x_after_the_end_says_where_the_frame_went() {
    for (w, h) in [(80, 24), (120, 40)] {
        let dir = tempfile::tempdir().unwrap();
        let mut race = race(&["--queens", "6"]);
        race.save_dir = dir.path().to_path_buf();
        race.window = (w, h);
        screen::finish_race(&mut race);
        press(&mut race, KeyCode::Char('x'));
        let screen = draw(&race, w, h);
        assert!(screen.contains("frame saved as"), "{w} x {h}:\n{screen}");
        assert!(
            screen.contains("nodes"),
            "the closing table stays:\n{screen}"
        );
    }
}

/// Whether `item` ("prunes 249") stands on the screen whole: not followed by more digits.
fn whole(screen: &str, item: &str) -> bool {
    screen.match_indices(item).any(|(at, _)| {
        !screen[at + item.len()..]
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_digit() || c == ',')
    })
}

#[test]
fn at_80_x_24_a_race_keeps_its_stats_and_then_its_boards_and_closing_table_whole() {
    let mut race = race(&[
        "--queens",
        "12",
        "--algo",
        "backtrack-scan,backjump-safe",
        "--by",
        "work",
    ]);
    for _ in 0..30 {
        press(&mut race, KeyCode::Right);
    }
    let side_items = |race: &Race| -> Vec<String> {
        race.sides
            .iter()
            .flat_map(|side| {
                let t = side.playback.tally();
                // Each side's own counts, as the app shows them: masks and prunes for
                // backtrack, backjumps and steps back for backjump-safe.
                let mut items = vec![
                    format!("placed {}", thousands(t.placements)),
                    format!("unmarks {}", thousands(t.unmarks)),
                    format!("events {}", thousands(side.playback.position())),
                    format!("depth {}", t.depth),
                ];
                if side.algorithm.jumps() {
                    items.push(format!("backjumps {}", thousands(t.backjumps)));
                    items.push(format!("steps back {}", thousands(t.steps_back)));
                } else {
                    items.push(format!("masks {}", thousands(t.tree_masks)));
                    items.push(format!("prunes {}", thousands(t.prunes)));
                }
                items
            })
            .collect()
    };
    for (w, h) in [(80, 24), (64, 18)] {
        let screen = draw(&race, w, h);
        assert!(
            screen.lines().next().unwrap().ends_with("paused"),
            "{screen}"
        );
        for item in side_items(&race) {
            assert!(whole(&screen, &item), "{w} x {h}: {item} is cut\n{screen}");
        }
    }
    press(&mut race, KeyCode::End);
    while !race.over() {
        race.tick(Instant::now());
    }
    race.wait_for_results();
    let results = race.results.expect("timed");
    for (w, h) in [(80, 24), (64, 18)] {
        let screen = draw(&race, w, h);
        assert!(
            screen.lines().next().unwrap().ends_with("finished"),
            "{screen}"
        );
        // The table tells each side's work: the counts above it may give way to the grids,
        // but what shows is whole, and so are the two final boards.
        for item in side_items(&race) {
            let label = format!("{} ", item.split(' ').next().unwrap());
            let shown = screen.match_indices(&label).any(|(at, _)| {
                screen[at + label.len()..].starts_with(|c: char| c.is_ascii_digit())
            });
            assert!(
                whole(&screen, &item) || !shown,
                "{w} x {h}: {item} is cut\n{screen}"
            );
        }
        // At 64 x 18 twelve rows cannot show whole: the grid says which part it shows.
        let cut = screen.contains("of 12");
        assert_eq!(cut, (w, h) == (64, 18), "{w} x {h}: a grid cut\n{screen}");
        for heading in [
            "placements",
            "unmarks",
            "backjumps",
            "prunes",
            "nodes",
            "time",
            "outcome",
        ] {
            assert!(screen.contains(heading), "{w} x {h}: {heading}\n{screen}");
        }
        for (racer, r) in race.racers.iter().zip(results) {
            let rows: Vec<&str> = screen
                .lines()
                .filter(|l| l.starts_with(&racer.name()))
                .collect();
            assert!(
                !rows.is_empty(),
                "{w} x {h}: no row for {}\n{screen}",
                racer.name()
            );
            let row = rows.join(" ");
            for number in [r.placements, r.backtracks, r.backjumps, r.prunes, r.nodes] {
                assert!(
                    whole(&row, &thousands(number)),
                    "{w} x {h}: {number} in {row}"
                );
            }
            assert!(row.ends_with("found"), "{w} x {h}: {row}");
        }
        // The keys stay below the table, whatever the size.
        let last = screen.lines().last().unwrap_or_default();
        assert!(last.contains("quit"), "{w} x {h}: {last}\n{screen}");
    }
}

#[test]
fn question_mark_lists_the_race_keys_and_any_key_closes_the_list() {
    let mut race = race(&["--queens", "8"]);
    let footer = draw(&race, 160, 30);
    assert!(
        footer.lines().last().unwrap().contains("? keys"),
        "{footer}"
    );
    let narrow = draw(&race, 80, 24);
    let last = narrow.lines().last().unwrap();
    assert!(
        last.ends_with("? more keys") && last.contains("q Esc quit"),
        "{narrow}"
    );
    press(&mut race, KeyCode::Char('?'));
    assert!(race.help);
    for (w, h) in [(80, 24), (120, 40)] {
        let screen = draw(&race, w, h);
        for action in [
            "play / pause",
            "one step forward / back",
            "by events / by work",
            "run both searches until each finds",
            "faster / slower",
            "light / dark colours",
            "save this screen",
            "leave the race",
        ] {
            assert!(screen.contains(action), "{w} x {h}: {action}\n{screen}");
        }
    }
    let at = race.sides[0].playback.position();
    press(&mut race, KeyCode::Right);
    assert!(!race.help, "any key closes the list");
    assert_eq!(
        race.sides[0].playback.position(),
        at,
        "and does nothing else"
    );
    assert!(!draw(&race, 120, 40).contains("run both searches"));
    // `q` too closes it, as the app's help does, and leaves the race only when pressed again.
    press(&mut race, KeyCode::Char('?'));
    press(&mut race, KeyCode::Char('q'));
    assert!(!race.help && !race.quit, "q closes the list");
    press(&mut race, KeyCode::Char('q'));
    assert!(race.quit);
}

#[test]
fn end_gives_each_side_at_least_the_time_the_app_gives_its_own_end() {
    // The README's race: a long search on each side, so neither ends within a frame.
    let mut race = race(&[
        "--queens",
        "28",
        "--algo",
        "backtrack,backjump-safe",
        "--by",
        "work",
    ]);
    press(&mut race, KeyCode::End);
    assert!(race.to_end);
    let before = race.sides.each_ref().map(|s| s.playback.position());
    let start = Instant::now();
    race.tick(Instant::now());
    let spent = start.elapsed();
    // The app's End plays for 12 ms a frame; a race gives each of its two sides as long.
    assert!(
        spent >= std::time::Duration::from_millis(24),
        "one frame ran the race for {spent:?}"
    );
    for (side, at) in race.sides.iter().zip(before) {
        assert!(side.playback.position() > at, "both sides moved on");
    }
    // A step key stops the run where it is.
    press(&mut race, KeyCode::Char(' '));
    assert!(!race.to_end);
    let at = race.sides.each_ref().map(|s| s.playback.position());
    race.tick(Instant::now());
    let now = race.sides.each_ref().map(|s| s.playback.position());
    assert!(now.iter().zip(at).all(|(n, a)| *n >= a));
    assert!(race.playing, "Space plays from there");
}

/// The race in French and Chinese: the title, the counts, the keys and the closing table in
/// the class's words, every line within 80 columns, and the table's columns lined up by
/// display width (a Chinese heading takes two columns a character).
#[test]
fn the_race_speaks_the_class_language() {
    use unicode_width::UnicodeWidthStr;
    for (lang, words) in [
        (
            "fr",
            ["course de lizards", "retraits", "élagages", "profondeur"],
        ),
        ("zh", ["竞赛", "取回", "修剪", "深度"]),
    ] {
        let mut race = race(&["--queens", "6", "--lang", lang]);
        for _ in 0..12 {
            press(&mut race, KeyCode::Right);
        }
        insta::assert_snapshot!(format!("race_{lang}_80x24"), read(&buffer(&race, 80, 24)));
        screen::finish_race(&mut race);
        let buf = buffer(&race, 80, 24);
        let screen = read(&buf);
        for word in words {
            assert!(screen.contains(word), "{lang}: no {word:?} in\n{screen}");
        }
        for english in ["placements  backtracks", "finished", "outcome", "depth"] {
            assert!(
                !screen.contains(english),
                "{lang}: {english:?} in\n{screen}"
            );
        }
        for line in screen.lines() {
            assert!(line.width() <= 80, "{lang}: too wide: {line}");
        }
        // Every row of the closing table ends its right-aligned numbers where the heading
        // does: the first column's last cell sits under the heading's last character.
        let lines: Vec<&str> = screen.lines().collect();
        let names = ["backtrack-auto", "backjump-safe"];
        let rows: Vec<&str> = lines
            .iter()
            .copied()
            .filter(|l| names.iter().any(|n| l.starts_with(n)))
            .collect();
        assert_eq!(rows.len(), 2, "{lang}: two table rows in\n{screen}");
        let head = lines[lines.iter().position(|l| *l == rows[0]).unwrap() - 1];
        let first_end = |l: &str| {
            let name_width = names.iter().map(|n| n.width()).max().unwrap();
            let rest: String = l.chars().skip(name_width).collect();
            let start = rest.len() - rest.trim_start().len();
            let word: String = rest
                .trim_start()
                .chars()
                .take_while(|c| *c != ' ')
                .collect();
            rest[..start].width() + word.width()
        };
        assert_eq!(
            first_end(head),
            first_end(rows[0]),
            "{lang}:\n{head}\n{}",
            rows[0]
        );
        assert_eq!(first_end(rows[0]), first_end(rows[1]), "{lang}");
        // `?` lists the keys in the language too.
        press(&mut race, KeyCode::Char('?'));
        let keys = read(&buffer(&race, 80, 24));
        let want = if lang == "fr" {
            "touches de la course"
        } else {
            "竞赛按键"
        };
        assert!(keys.contains(want), "{keys}");
    }
}

#[test]
fn l_switches_the_race_language_live() {
    let mut race = race(&["--queens", "6"]);
    assert!(read(&buffer(&race, 100, 30)).contains("lizards race"));
    press(&mut race, KeyCode::Char('l'));
    let fr = read(&buffer(&race, 100, 30));
    assert!(fr.contains("course de lizards"), "{fr}");
    assert!(
        fr.contains("français"),
        "the status names the language:\n{fr}"
    );
    let at = race.sides[0].playback.position();
    press(&mut race, KeyCode::Right);
    assert_eq!(race.sides[0].playback.position(), at + 1, "→ still steps");
    press(&mut race, KeyCode::Char('l'));
    assert!(read(&buffer(&race, 100, 30)).contains("竞赛"));
}

fn buffer(race: &Race, w: u16, h: u16) -> ratatui::buffer::Buffer {
    let mut terminal = ratatui::Terminal::new(ratatui::backend::TestBackend::new(w, h)).unwrap();
    terminal.draw(|f| f.render_widget(race, f.area())).unwrap();
    terminal.backend().buffer().clone()
}

/// `?` over a race at 80 x 24 in each language: every key is listed (the last ones too), an
/// action that wraps goes on under itself, not under the keys, and nothing touches the
/// separator between the sides.
#[test]
fn the_race_keys_list_is_whole_in_every_language_at_80_x_24() {
    for lang in ["en", "fr", "zh"] {
        let mut race = race(&["--queens", "8", "--lang", lang]);
        for _ in 0..30 {
            press(&mut race, KeyCode::Right);
        }
        let screen = read(&buffer(&race, 80, 24));
        for line in screen.lines().filter(|l| l.contains('│')) {
            let before = line.split('│').next().unwrap();
            assert!(
                before.is_empty() || before.ends_with(' '),
                "{lang}: touches the separator: {line}"
            );
        }
        press(&mut race, KeyCode::Char('?'));
        let buf = buffer(&race, 80, 24);
        let rows = popup_rows(&buf);
        // Space and Esc are called as the narration calls them (French: Espace, Échap).
        // End as a French keyboard prints it (Fin).
        let (space, end, esc) = match lang {
            "fr" => ("Espace", "Fin", "q Échap"),
            "zh" => ("空格", "End", "q Esc"),
            _ => ("Space", "End", "q Esc"),
        };
        let keys = [space, "→ ←", "w", end, "+ -", "t", "l", "x", "?", esc];
        for k in keys {
            assert!(
                rows.iter().any(|r| r.starts_with(&format!("{k} "))),
                "{lang}: no {k:?} in {rows:#?}"
            );
        }
        // Each row starts with a key, or goes on under the action (eight spaces in).
        for row in &rows {
            assert!(
                row.starts_with("        ")
                    || keys.iter().any(|k| row.starts_with(&format!("{k} "))),
                "{lang}: a wrapped action runs under the keys: {row:?}"
            );
        }
    }
}

/// The rows inside the bordered box drawn over the screen (from its `┌` to its `└`), as read.
fn popup_rows(buf: &ratatui::buffer::Buffer) -> Vec<String> {
    use unicode_width::UnicodeWidthStr;
    let area = buf.area;
    let (x, top) = (0..area.height)
        .find_map(|y| {
            (0..area.width)
                .find(|&x| buf[(x, y)].symbol() == "┌")
                .map(|x| (x, y))
        })
        .expect("a box");
    let mut rows = Vec::new();
    for y in top + 1..area.height {
        if buf[(x, y)].symbol() == "└" {
            return rows;
        }
        let mut row = String::new();
        let mut col = x + 1;
        while col < area.width && buf[(col, y)].symbol() != "│" {
            let symbol = buf[(col, y)].symbol();
            row.push_str(symbol);
            col += symbol.width().max(1) as u16;
        }
        rows.push(row);
    }
    panic!("the box has no bottom")
}

#[test]
fn a_race_without_algo_picks_sides_that_fit_the_board() {
    // A board with trees: backjumping does not take it, so the default race is the article's
    // search against solve's bounds, and it opens instead of refusing.
    let race_on = |args: &[&str]| race(args).names.clone();
    assert_eq!(
        race_on(&["assets/lesson.txt"]),
        ["backtrack-seed", "backtrack-auto"]
    );
    assert_eq!(
        race_on(&["assets/lesson.txt", "--bound", "matching"]),
        ["backtrack-seed", "backtrack-matching"]
    );
    // N-Queens keeps the backjumping race.
    assert_eq!(
        race_on(&["--queens", "6"]),
        ["backtrack-auto", "backjump-safe"]
    );
    assert_eq!(race_on(&[]), ["backtrack-auto", "backjump-safe"]);
    // Asked for, an unfit side is still refused, with the reason.
    let cli = lizards::cli::Cli::parse_from([
        "lizards",
        "race",
        "assets/lesson.txt",
        "--algo",
        "backtrack,backjump-safe",
    ]);
    let Some(lizards::cli::Command::Race(args)) = cli.command else {
        panic!("not a race");
    };
    let refused = lizards::tui::build_race(&(&args).into())
        .err()
        .expect("backjump-safe does not take trees");
    assert!(refused.to_string().contains("backjump-safe"), "{refused}");
}

#[test]
fn the_two_sides_counts_stand_level_however_long_their_sentences() {
    for lang in ["en", "fr", "zh"] {
        let mut race = race(&["assets/lesson.txt", "--lang", lang]);
        let word = match lang {
            "en" => "placed",
            "fr" => "placés",
            _ => "放置",
        };
        for step in 0..60 {
            let screen = read(&buffer(&race, 80, 24));
            let rows: Vec<usize> = screen
                .lines()
                .enumerate()
                .filter(|(_, l)| l.contains(word))
                .map(|(y, _)| y)
                .collect();
            // One row holds both halves' counts (a line with the word twice), or the rows
            // are the same: never one half a line below the other.
            let level = screen.lines().any(|l| l.matches(word).count() == 2);
            assert!(level, "{lang}, step {step}: rows {rows:?}\n{screen}");
            press(&mut race, KeyCode::Right);
        }
    }
}

/// Both halves draw the board with cells of one size, so each row of one grid stands level
/// with the same row of the other: at 120 x 40 the left half (a column narrower, for its
/// separator) used to draw 4 x 2 cells where the right drew 6 x 3.
#[test]
fn both_grids_draw_their_rows_level_at_every_size() {
    for (w, h) in [(80, 24), (100, 30), (120, 40), (160, 50), (200, 60)] {
        let race = race(&[]);
        let screen = draw(&race, w, h);
        let half = (w / 2) as usize;
        // The screen lines where a half's grid shows a row label 0..7 (the first field).
        let rows = |side: usize| -> Vec<usize> {
            screen
                .lines()
                .enumerate()
                .filter(|(_, l)| {
                    let chars: Vec<char> = l.chars().collect();
                    let part: String = if side == 0 {
                        chars[..half.min(chars.len())].iter().collect()
                    } else {
                        chars[half.min(chars.len())..].iter().collect()
                    };
                    let fields: Vec<&str> =
                        part.trim_start_matches('│').split_whitespace().collect();
                    fields
                        .first()
                        .is_some_and(|f| f.parse::<u32>().is_ok_and(|r| r < 8))
                        && fields.get(1).is_some_and(|f| *f == "·")
                })
                .map(|(y, _)| y)
                .collect()
        };
        let (left, right) = (rows(0), rows(1));
        assert_eq!(left.len(), 8, "{w} x {h}\n{screen}");
        assert_eq!(left, right, "{w} x {h}\n{screen}");
    }
}

/// `q` ends `lizards race`, but in a race the app's `R` opened it goes back to the app: the
/// footer says so, in the screen's language.
#[test]
fn the_footer_says_back_where_q_goes_back_to_the_app() {
    let alone = draw(&race(&["--queens", "8"]), 120, 40);
    let footer = alone.lines().last().unwrap().to_string();
    assert!(footer.contains("Esc quit"), "{footer}");
    for (lang, word) in [
        ("en", "Esc back"),
        ("fr", "Échap retour"),
        ("zh", "Esc 返回"),
    ] {
        let mut app = screen::app(&["--n", "8", "--lang", lang]);
        screen::press(&mut app, KeyCode::Char('R'));
        let racers = app.race_request.take().expect("a race");
        let mut race = app.open_race(racers).unwrap();
        race.set_lang(app.lang);
        let screen = read(&buffer(&race, 120, 40));
        let footer = screen.lines().last().unwrap().to_string();
        assert!(footer.contains(word), "{lang}: {footer}");
        press(&mut race, KeyCode::Char('q'));
        assert!(race.quit);
    }
}

/// The footer says what Space does now: play while paused, pause while playing.
#[test]
fn the_footer_says_pause_while_the_race_plays() {
    let mut race = race(&["--queens", "8"]);
    let footer = |race: &Race| draw(race, 120, 40).lines().last().unwrap().to_string();
    assert!(footer(&race).contains("Space play"), "{}", footer(&race));
    press(&mut race, KeyCode::Char(' '));
    assert!(race.playing);
    assert!(footer(&race).contains("Space pause"), "{}", footer(&race));
    press(&mut race, KeyCode::Char(' '));
    assert!(footer(&race).contains("Space play"), "{}", footer(&race));
}

/// The board's name stays in the title at 80 x 24 in every language, finished or not (French
/// words are longer: the tree count gives way first).
#[test]
fn the_title_keeps_the_boards_name_at_80_x_24() {
    let board = screen::asset("lesson.txt");
    for lang in ["en", "fr", "zh"] {
        let mut race = race(&[board.as_str(), "--lang", lang]);
        let title = |race: &lizards::tui::race::Race| {
            read(&buffer(race, 80, 24))
                .lines()
                .next()
                .unwrap()
                .to_string()
        };
        assert!(
            title(&race).contains("lesson.txt"),
            "{lang}: {}",
            title(&race)
        );
        screen::finish_race(&mut race);
        assert!(
            title(&race).contains("lesson.txt"),
            "{lang}: {}",
            title(&race)
        );
    }
}

/// At the smallest size, once the table is up, the final boards of a 6 x 6 race show whole
/// (the table tells the work the counts above it told) and the keys keep the last line.
#[test]
fn at_64_x_18_the_finished_boards_show_whole_above_the_table_and_the_keys() {
    let board = screen::asset("lesson.txt");
    let mut race = race(&[board.as_str()]);
    // The table's timings come in early, in the background: before the end the counts and
    // sentences stay, even where the grids are cut to make room for them.
    let mut queens = self::race(&["--queens", "12"]);
    queens.wait_for_results();
    let early = text(&screen::draw_race(&queens, 64, 18));
    assert!(early.contains("placed 0"), "{early}");
    screen::finish_race(&mut race);
    let screen = text(&screen::draw_race(&race, 64, 18));
    for row in 0..6 {
        let label = format!("{row}  ");
        let rows = screen
            .lines()
            .filter(|l| l.trim_start().starts_with(&label))
            .count();
        assert_eq!(rows, 1, "row {row} of the boards\n{screen}");
    }
    assert!(!screen.contains(" of 6"), "{screen}");
    assert!(
        screen.contains("placements") && screen.contains("outcome"),
        "{screen}"
    );
    let last = screen.lines().last().unwrap_or_default();
    assert!(last.contains("quit"), "{last}\n{screen}");
}

/// In ASCII an arrow is a word (`Right`): the footer measures the keys as drawn, so at 80
/// columns it still ends with `? more keys`, not `? mo`.
#[test]
fn the_ascii_race_footer_fits_its_keys_as_drawn() {
    let board = screen::asset("lesson.txt");
    let mut race = race(&[board.as_str(), "--ascii"]);
    for side in &mut race.sides {
        side.theme.ascii = true;
    }
    for w in [64, 80, 100] {
        let screen = text(&screen::draw_race(&race, w, 24));
        let footer = screen.lines().last().unwrap_or_default().trim_end();
        assert!(footer.is_ascii(), "{footer}");
        assert!(
            footer.ends_with("? more keys") || footer.ends_with("? keys"),
            "{w}: {footer}"
        );
    }
}

/// The race's title shows its speed, so a class sees what `+` and `-` did, and keeps its
/// state whole at the smallest window in every language (French cut "terminée" to "te").
#[test]
fn the_race_title_shows_its_speed_and_keeps_its_state_at_the_smallest_window() {
    let lesson = format!("{}/assets/lesson.txt", env!("CARGO_MANIFEST_DIR"));
    let mut race = race(&[&lesson]);
    let title = |race: &lizards::tui::race::Race| {
        read(&buffer(race, 200, 60))
            .lines()
            .next()
            .unwrap()
            .to_owned()
    };
    let before = title(&race);
    assert!(before.contains("5/s"), "{before}");
    press(&mut race, KeyCode::Char('+'));
    let after = title(&race);
    assert!(after.contains("10/s") && !after.contains("5/s"), "{after}");
    for (lang, finished) in [("en", "finished"), ("fr", "terminée"), ("zh", "已结束")] {
        let mut race = race_of_lang(&lesson, lang);
        screen::finish_race(&mut race);
        let top = read(&buffer(&race, 64, 18))
            .lines()
            .next()
            .unwrap()
            .to_owned();
        assert!(top.trim_end().ends_with(finished), "{lang}: {top}");
    }
}

fn race_of_lang(board: &str, lang: &str) -> lizards::tui::race::Race {
    race(&[board, "--lang", lang])
}

/// Each side counts in the app's words for its search: BFS wipes lizards off for the next
/// board of its queue (removed, neither unmarks nor backtracks: it goes back along no path)
/// and shows the lizards on that board, not a depth; the backtracking side keeps its
/// unmarks, depth, masks and prunes.
/// A side that gives up is timed as it was played: annealing stops at the app's budget of
/// moves, not at `solve`'s 10 s, so the table's nodes are the moves played above it.
#[test]
fn a_side_that_gives_up_is_timed_with_the_apps_own_budget() {
    let dir = tempfile::tempdir().unwrap();
    let board = dir.path().join("ten.txt");
    // The lesson's board asked for 10 lizards: no placement holds them, so annealing gives up.
    let lesson = std::fs::read_to_string(screen::asset("lesson.txt")).unwrap();
    let mut lines: Vec<&str> = lesson.lines().collect();
    lines[2] = "10";
    std::fs::write(&board, lines.join("\n") + "\n").unwrap();
    let mut race = race(&[board.to_str().unwrap(), "--algo", "sa,backtrack"]);
    race.wait_for_results();
    let results = race.results.expect("timed");
    assert_eq!(results[0].outcome, lizards::event::Outcome::GaveUp);
    let moves = race.sides[0].settings().anneal.moves;
    assert!(
        results[0].nodes <= moves,
        "{} moves timed where the app plays {moves}",
        results[0].nodes
    );
}

#[test]
fn a_bfs_side_counts_lizards_removed_and_the_lizards_on_its_board() {
    let mut race = race(&[&screen::asset("lesson.txt"), "--algo", "backtrack-seed,bfs"]);
    for _ in 0..40 {
        press(&mut race, KeyCode::Right);
    }
    let screen = draw(&race, 120, 40);
    let halves = |line: &str| -> (String, String) {
        let (left, right) = line.split_once('│').unwrap_or((line, ""));
        (left.to_string(), right.to_string())
    };
    let (left, right): (Vec<String>, Vec<String>) = screen.lines().map(halves).unzip();
    let (left, right) = (left.join("\n"), right.join("\n"));
    let bfs = race.sides[1].playback.tally();
    assert!(
        bfs.unmarks > 0,
        "40 steps take a board off the queue\n{screen}"
    );
    assert!(
        right.contains(&format!("removed {}", thousands(bfs.unmarks))),
        "{screen}"
    );
    assert!(
        !right.contains("unmarks") && left.contains("unmarks"),
        "{screen}"
    );
    assert!(
        right.contains(&format!("on board {}", bfs.depth)),
        "{screen}"
    );
    assert!(
        !right.contains("depth") && !right.contains("backtracks"),
        "{screen}"
    );
    assert!(left.contains("depth") && left.contains("masks"), "{screen}");
}

/// A window too small for the race shows the size it needs, and the race waits there, as the
/// app's search does: a projector switched mid-race loses no step the class never saw. `q`
/// still leaves.
#[test]
fn a_race_waits_while_the_window_is_too_small() {
    let mut race = race(&["--queens", "8"]);
    race.window = (60, 15);
    let screen = draw(&race, 60, 15);
    assert!(screen.contains("need 64 x 18"), "{screen}");
    assert!(screen.contains("The race waits"), "{screen}");
    press(&mut race, KeyCode::Char(' '));
    assert!(!race.playing, "Space acts unseen");
    race.window = (80, 24);
    press(&mut race, KeyCode::Char(' '));
    assert!(race.playing);
    race.window = (60, 15);
    let at = race.sides[0].playback.position();
    let start = Instant::now();
    for ms in 1..=50 {
        race.tick(start + std::time::Duration::from_millis(20 * ms));
    }
    assert_eq!(
        race.sides[0].playback.position(),
        at,
        "played while too small"
    );
    race.window = (80, 24);
    race.tick(start + std::time::Duration::from_millis(2000));
    race.tick(start + std::time::Duration::from_millis(2500));
    assert!(
        race.sides[0].playback.position() > at,
        "plays again once it fits"
    );
    race.window = (60, 15);
    press(&mut race, KeyCode::Char('q'));
    assert!(race.quit);
}

/// `--ascii` spells the arrows out ("Right Left", "Droite Gauche"): the keys' column of `?`
/// grows to hold them, and a space stands between each key and what it does.
#[test]
fn ascii_keys_stand_apart_from_their_actions() {
    for (lang, arrows) in [("en", "Right Left"), ("fr", "Droite Gauche")] {
        let mut race = race(&["--queens", "8", "--ascii", "--lang", lang]);
        for side in &mut race.sides {
            side.theme.ascii = true;
        }
        press(&mut race, KeyCode::Char('?'));
        let screen = draw(&race, 80, 24);
        let line = screen
            .lines()
            .find(|l| l.contains(arrows))
            .unwrap_or_else(|| panic!("{lang}: no {arrows:?} in\n{screen}"));
        let after = &line[line.find(arrows).unwrap() + arrows.len()..];
        assert!(after.starts_with(' '), "{lang}: {line}");
    }
}

/// A long message in the race's footer wraps between words, as the app's does, rather than
/// being cut at the window's edge in the middle of one.
#[test]
fn a_long_race_status_wraps_between_words() {
    let mut race = race(&[&screen::asset("lesson.txt")]);
    let said = "NO_COLOR is set: there are no colours to switch (glyphs, bold and reverse show \
                every state)";
    race.status = Some(said.to_string());
    for (w, h) in [(64, 18), (80, 24)] {
        let screen = draw(&race, w, h);
        let shown = screen.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(shown.contains(said), "{w} x {h}:\n{screen}");
    }
}

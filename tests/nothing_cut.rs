//! Nothing is cut: at 80 x 24 (and at the smallest window the app draws in) every label
//! shows with its whole number, column counters keep a space between them, the footer shows
//! every key or says there are more, and the diagonal lists never leave a value alone on a
//! line of its own.

mod screen;

use crossterm::event::KeyCode;
use lizards::solve::Algorithm;
use lizards::tui::app::App;
use lizards::tui::keys;
use lizards::tui::theme::{Theme, thousands};
use screen::{COLOUR, app, draw, press, read, text};

/// Drawn in ASCII, so a column on screen is a byte in the text.
fn ascii(mut app: App) -> App {
    app.theme = Theme {
        ascii: true,
        ..COLOUR
    };
    app
}

/// Whether `item` ("masks 2,923") stands on the screen whole: not followed by more digits.
fn whole(screen: &str, item: &str) -> bool {
    screen.match_indices(item).any(|(at, _)| {
        !screen[at + item.len()..]
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_digit() || c == ',')
    })
}

/// Every statistic the side panel shows, as "label value".
fn stat_items(app: &App) -> Vec<String> {
    let t = app.playback.tally();
    // BFS and annealing draw lizards and wipe them off to show a board: added and removed.
    let (put, taken) = match app.algorithm {
        Algorithm::Bfs | Algorithm::Sa => ("added", "removed"),
        _ => ("placed", "unmarks"),
    };
    let mut items = vec![
        format!("events {}", thousands(app.playback.position())),
        format!("{put} {}", thousands(t.placements)),
        format!("{taken} {}", thousands(t.unmarks)),
        format!("solutions {}", thousands(t.solutions)),
    ];
    // Each count where the search makes it: masks are backtrack's, prunes backtrack's and
    // BFS's, backjumps backjumping's; BFS and annealing count the lizards on the board.
    let algorithm = app.algorithm;
    if algorithm == Algorithm::Backtrack {
        items.push(format!("masks {}", thousands(t.tree_masks)));
    }
    if matches!(algorithm, Algorithm::Backtrack | Algorithm::Bfs) {
        items.push(format!("prunes {}", thousands(t.prunes)));
    }
    if algorithm.jumps() {
        items.push(format!("backjumps {}", thousands(t.backjumps)));
    }
    if algorithm == Algorithm::BackjumpSafe {
        items.push(format!("steps back {}", thousands(t.steps_back)));
    }
    items.push(match algorithm {
        Algorithm::Bfs | Algorithm::Sa => format!("on board {}", t.depth),
        _ => format!("depth {}", t.depth),
    });
    items
}

const LABELS: [&str; 6] = [
    "rows",
    "cols",
    "speed",
    "diagonals r-c",
    "anti-diagonals r+c",
    "pseudocode",
];

#[test]
fn every_label_and_every_number_shows_whole_in_a_small_window() {
    for args in [
        &["--algo", "backtrack"][..],
        &["--algo", "bfs"],
        &["--algo", "sa"],
        &["--algo", "queens"],
        &["--algo", "backjump"],
        &["--algo", "backjump-safe"],
        &["--n", "9", "--trees", "0.1"],
    ] {
        let mut app = ascii(app(args));
        for steps in [0, 30, u64::MAX] {
            if steps == u64::MAX {
                app.playback.to_end();
            } else {
                for _ in 0..steps {
                    app.playback.forward();
                }
            }
            for (w, h) in [(80, 24), (64, 18)] {
                let screen = text(&draw(&app, w, h));
                for label in LABELS {
                    // Where the heading names which counters show, the family may go by its
                    // formula alone.
                    let formula = label.rsplit(' ').next().unwrap();
                    let paged = screen
                        .lines()
                        .any(|l| l.contains(formula) && l.contains(".."));
                    // A panel with no row under its rule says so instead of its title.
                    let no_room = label == "pseudocode" && screen.contains("window too short");
                    assert!(
                        screen.contains(label) || paged || no_room,
                        "{args:?} {w} x {h}: {label}\n{screen}"
                    );
                }
                for item in stat_items(&app) {
                    assert!(
                        whole(&screen, &item),
                        "{args:?} {w} x {h}: {item} is cut\n{screen}"
                    );
                }
            }
        }
    }
}

#[test]
fn column_counters_keep_a_space_between_values() {
    for args in [&[][..], &["--algo", "queens"], &["--n", "12"]] {
        let mut app = ascii(app(args));
        for _ in 0..40 {
            press(&mut app, KeyCode::Right);
            for (w, h) in [(80, 24), (64, 18)] {
                let screen = text(&draw(&app, w, h));
                // The "cols" line and the one below it (where every other counter may go).
                let lines: Vec<&str> = screen.lines().collect();
                let at = lines
                    .iter()
                    .position(|l| l.trim_start().starts_with("cols"))
                    .expect("the column counters");
                let touching = lines[at..at + 2].iter().any(|l| {
                    l.as_bytes().windows(3).any(|b| {
                        b[0].is_ascii_digit()
                            && matches!(b[1], b'+' | b'-')
                            && b[2].is_ascii_digit()
                    })
                });
                assert!(!touching, "{args:?} at {w} x {h}:\n{screen}");
            }
        }
    }
}

#[test]
fn the_footer_shows_every_key_or_says_there_are_more() {
    let mut app = app(&[]);
    for mode in ["watch", "edit"] {
        let table = if mode == "edit" {
            keys::EDIT
        } else {
            keys::WATCH
        };
        for w in [64, 80, 100, 120, 200] {
            let screen = text(&draw(&app, w, 24));
            let footer = screen.lines().last().unwrap();
            let every = table
                .iter()
                .filter_map(|b| b.footer)
                // Without a lesson there are no stops to go to.
                .filter(|(keys, ..)| *keys != keys::LESSON_STOPS)
                .all(|(keys, label, _)| {
                    footer.contains(&format!("{keys} {label}"))
                        || keys == keys::PLAY && footer.contains(keys)
                });
            assert!(
                every || footer.ends_with("? more keys"),
                "{mode} at {w}: {footer}"
            );
            assert!(footer.contains("q quit"), "{mode} at {w}: {footer}");
        }
        press(&mut app, KeyCode::Char('e'));
    }
}

/// The rows of values of each diagonal family on screen, as the number of entries in each.
fn diagonal_rows(screen: &str) -> Vec<(String, Vec<usize>)> {
    let lines: Vec<&str> = screen.lines().collect();
    let mut families = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        for name in ["anti-diagonals r+c", "diagonals r-c"] {
            let Some(x) = line.find(name) else { continue };
            if name == "diagonals r-c" && line[..x].ends_with("anti-") {
                continue;
            }
            // Index rows and value rows alternate below the heading.
            let mut counts = Vec::new();
            for pair in lines[i + 1..].chunks(2) {
                let index_row = pair[0].get(x..).unwrap_or("");
                let entries = index_row.split_whitespace().count();
                if entries == 0
                    || !index_row
                        .split_whitespace()
                        .all(|t| t.parse::<i64>().is_ok())
                {
                    break;
                }
                counts.push(entries);
            }
            families.push((name.to_string(), counts));
        }
    }
    families
}

#[test]
fn no_diagonal_value_is_left_alone_on_a_line() {
    for (args, w, h) in [
        (&[][..], 120, 40),
        (&["--n", "9"][..], 100, 36),
        (&["--n", "9", "--trees", "0.1"][..], 100, 36),
        (&["--n", "11"][..], 120, 40),
        (&[][..], 80, 24),
    ] {
        let mut app = ascii(app(args));
        for _ in 0..10 {
            press(&mut app, KeyCode::Right);
        }
        let screen = text(&draw(&app, w, h));
        let families = diagonal_rows(&screen);
        assert_eq!(families.len(), 2, "{args:?} {w} x {h}\n{screen}");
        for (name, rows) in families {
            assert!(!rows.is_empty(), "{name}: {args:?} {w} x {h}\n{screen}");
            assert!(
                rows.len() == 1 || rows.iter().all(|&r| r > 1),
                "{name} {rows:?}: {args:?} {w} x {h}\n{screen}"
            );
            let (most, least) = (rows.iter().max().unwrap(), rows.iter().min().unwrap());
            assert!(most - least <= 1, "{name} {rows:?}: balanced\n{screen}");
        }
    }
}

#[test]
fn a_long_title_is_cut_in_the_board_name_and_keeps_the_state() {
    let app = ascii(screen::app_live(&[
        "--n",
        "10",
        "--trees",
        "0.1",
        "--seed",
        "123456789",
    ]));
    for (w, h) in [(80, 24), (64, 18)] {
        let screen = text(&draw(&app, w, h));
        let title = screen.lines().next().unwrap();
        // The board's name is cut; the algorithm, the size, p and the state show whole. At
        // 64 columns the tree count goes before the name is cut under 8 columns.
        let board = if w == 80 {
            "| 10 x 10, 11 trees, p = 10 |"
        } else {
            "| 10 x 10, p = 10 |"
        };
        assert!(
            title.contains(" backtrack ")
                && title.contains("| random board")
                && title.contains("...")
                && title.contains(board)
                && title.ends_with("| paused"),
            "{w} x {h}: {title}"
        );
        // The program's name goes only when cutting the board's name is not enough.
        assert_eq!(
            title.starts_with(" lizards "),
            w == 80,
            "{w} x {h}: {title}"
        );
    }
    assert!(text(&draw(&app, 120, 24)).contains("random board, seed 123456789 | 10 x 10"));
}

/// A message longer than the window wraps onto more footer rows instead of being cut: the
/// bound `c` names, the quiz's announcement and the `g` prompt, in French and Chinese at
/// 80 x 24, read whole (every word of the message is on screen, in order).
#[test]
fn a_long_message_wraps_in_the_footer_instead_of_being_cut() {
    for lang in ["fr", "zh", "en"] {
        for keys in [
            vec![KeyCode::Char('c')],
            vec![KeyCode::Char('w')],
            vec![KeyCode::Char('g'), KeyCode::Char('s'), KeyCode::Char('3')],
        ] {
            let mut app = app(&[&screen::asset("lesson.txt"), "--lang", lang]);
            for key in &keys {
                press(&mut app, *key);
            }
            let status = app.status.clone().expect("a message");
            let screen = read(&draw(&app, 80, 24));
            let bottom: String = screen
                .lines()
                .rev()
                .take(3)
                .collect::<Vec<_>>()
                .into_iter()
                .rev()
                .collect::<Vec<_>>()
                .join(" ");
            let squeezed = |s: &str| s.split_whitespace().collect::<String>();
            assert!(
                squeezed(&bottom).ends_with(&squeezed(&status)),
                "{lang} {keys:?}: {status:?} not whole in\n{screen}"
            );
        }
    }
}

/// The narration takes the rows its sentence needs: at 80 x 24 a French memo prune that names
/// eleven rows seen takes five lines, and its last words still show.
#[test]
fn a_long_narration_is_said_to_its_last_word_at_80_x_24() {
    use assert_cmd::Command;
    use lizards::board::Board;
    use lizards::homework::{FileForm, format_input};
    let dir = tempfile::tempdir().unwrap();
    let board = dir.path().join("board.txt");
    let text = format_input(&Board::random(20, 0.2, 1), 52, &FileForm::default());
    std::fs::write(&board, text).unwrap();
    let trace = Command::cargo_bin("lizards")
        .unwrap()
        .args([
            "trace",
            board.to_str().unwrap(),
            "--bound",
            "memo",
            "--limit",
            "5000",
        ])
        .output()
        .unwrap();
    let trace = String::from_utf8_lossy(&trace.stdout);
    // The header is line 1, so a line's number less one is its event's.
    // Past the header, which names the bound too.
    let event = trace
        .lines()
        .skip(1)
        .position(|l| l.contains(r#""bound":"memo""#))
        .map(|i| i + 1)
        .expect("a memo prune within 5000 events");
    let shot = dir.path().join("shot.txt");
    let out = Command::cargo_bin("lizards")
        .unwrap()
        .args(["snapshot", board.to_str().unwrap(), "--bound", "memo"])
        .args([
            "--event",
            &event.to_string(),
            "--width",
            "80",
            "--height",
            "24",
        ])
        .args(["--lang", "fr", "-o", shot.to_str().unwrap()])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let screen = std::fs::read_to_string(&shot).unwrap();
    let said = screen.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(said.contains("Élagage en haut de la colonne"), "{screen}");
    assert!(
        said.contains("ils ne tiendront pas non plus."),
        "the sentence is cut:\n{screen}"
    );
}

/// The diagonal headings fit their panel at the smallest window, in every language: when
/// the name, the cursor's line and the counters in view do not all fit, the heading drops
/// what fits least, never cut short ("anti-diagonals r+c (0..7 of 0." was).
#[test]
fn the_diagonal_headings_are_whole_at_the_smallest_window() {
    let (w, h) = (
        lizards::tui::window::MIN_WIDTH,
        lizards::tui::window::MIN_HEIGHT,
    );
    for lang in ["en", "fr", "zh"] {
        let mut app = app(&["--lang", lang]);
        for steps in [0, 5] {
            for _ in 0..steps {
                press(&mut app, KeyCode::Right);
            }
            let screen = read(&draw(&app, w, h));
            let headings: Vec<&str> = screen
                .lines()
                .filter(|l| l.contains("r-c") || l.contains("r+c"))
                .collect();
            assert_eq!(headings.len(), 2, "{lang}\n{screen}");
            for line in headings {
                let opened = line.matches(['(', '（']).count();
                let closed = line.matches([')', '）']).count();
                assert_eq!(opened, closed, "{lang}, cut: {line:?}\n{screen}");
            }
        }
    }
}

/// A box over Chinese text keeps its corner: a double-width character just left of the
/// box would be drawn over the box's left border (the `?` list at 200 x 60 lost its `┌`).
#[test]
fn a_box_over_wide_characters_keeps_its_left_border() {
    for (w, h) in [(200, 60), (160, 50), (120, 40), (100, 30), (80, 24)] {
        let mut app = app(&["--lang", "zh"]);
        press(&mut app, KeyCode::Char('?'));
        let buf = draw(&app, w, h);
        let corner = (0..w)
            .find(|&x| buf[(x, 0)].symbol() == "┌")
            .unwrap_or_else(|| panic!("{w} x {h}: no corner\n{}", read(&buf)));
        if corner == 0 {
            continue;
        }
        for y in 0..h {
            let left = buf[(corner - 1, y)].symbol();
            assert!(
                unicode_width::UnicodeWidthStr::width(left) <= 1,
                "{w} x {h}, row {y}: {left:?} covers the border\n{}",
                read(&buf)
            );
        }
    }
}

/// While the search is still running (its total unknown) the events line says less rather
/// than be cut, and both diagonal headings say which of their counters show, in one form,
/// at the smallest window, in every language.
#[test]
fn a_running_search_keeps_its_events_line_and_both_headings_whole_at_the_smallest_window() {
    let (w, h) = (
        lizards::tui::window::MIN_WIDTH,
        lizards::tui::window::MIN_HEIGHT,
    );
    for (lang, events, unknown, here) in [
        (
            "en",
            "events 140",
            "events 140, total not known yet",
            ", here ",
        ),
        (
            "fr",
            "événements 140",
            "événements 140, total encore inconnu",
            ", ici ",
        ),
        ("zh", "事件 140", "事件 140，总数未知", "，此处 "),
    ] {
        let mut app = screen::app_live(&["--n", "12", "--lang", lang]);
        app.settle();
        for _ in 0..140 {
            press(&mut app, KeyCode::Right);
        }
        assert!(!app.search_complete(), "the search is still running");
        let screen = read(&draw(&app, w, h));
        let line = screen
            .lines()
            .find(|l| l.contains(events))
            .unwrap_or_else(|| panic!("{lang}: no {events:?}\n{screen}"));
        let said = line.trim_end();
        assert!(
            said.ends_with(events) || said.ends_with(unknown),
            "{lang}, cut: {line:?}\n{screen}"
        );
        // Both headings in one form: each names which of its counters show (some do not),
        // and the cursor's line in both or in neither.
        let headings: Vec<&str> = screen
            .lines()
            .filter(|l| l.contains("r-c") || l.contains("r+c"))
            .collect();
        assert_eq!(headings.len(), 2, "{lang}\n{screen}");
        for heading in &headings {
            assert!(heading.contains(".."), "{lang}: {heading}\n{screen}");
        }
        assert_eq!(
            headings[0].contains(here),
            headings[1].contains(here),
            "{lang}\n{screen}"
        );
    }
}

/// A panel the counters leave no row for says so on its rule: at 64 x 18 in French, eight
/// queens' bitsets got their title and nothing under it, as if the panel were empty.
#[test]
fn a_panel_at_the_smallest_window_shows_rows_or_says_the_window_is_too_short() {
    // The statistics flow into three lines in French too, so at 64 x 18 the bits panel has
    // its rows (they took five, and the panel said "too short").
    let frame = |height: &str| {
        frame_of(&[
            "--n", "8", "--algo", "queens", "--panel", "bits", "--event", "30", "--width", "64",
            "--height", height, "--lang", "fr",
        ])
    };
    let short = frame("18");
    assert!(short.contains("bits à la colonne 4"), "{short}");
    assert!(!short.contains("trop bas"), "{short}");
    // The search tree's header alone (no depth under it) is no panel: it says so.
    let lesson = format!("{}/assets/lesson.txt", env!("CARGO_MANIFEST_DIR"));
    let tree = frame_of(&[
        &lesson, "--panel", "tree", "--event", "end", "--width", "64", "--height", "18", "--lang",
        "en", "--ascii",
    ]);
    assert!(
        tree.contains("window too short") && !tree.contains("depth       nodes"),
        "{tree}"
    );
}

/// One frame drawn by `lizards snapshot ARGS` as text.
fn frame_of(args: &[&str]) -> String {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("frame.txt");
    let status = std::process::Command::new(env!("CARGO_BIN_EXE_lizards"))
        .arg("snapshot")
        .args(args)
        .arg("-o")
        .arg(&out)
        .status()
        .unwrap();
    assert!(status.success(), "{args:?}");
    std::fs::read_to_string(out).unwrap()
}

/// A sentence longer than the rows the narration has ends in an ellipsis, so the class sees
/// that it goes on (at 64 x 18 a French prune ended at "et trouve 3 (?", in a bracket).
#[test]
fn a_narration_cut_short_ends_in_an_ellipsis() {
    let lesson = format!("{}/assets/lesson.txt", env!("CARGO_MANIFEST_DIR"));
    let at = |w: &str, h: &str| {
        frame_of(&[
            &lesson, "--bound", "matching", "--event", "115", "--width", w, "--height", h,
            "--lang", "fr",
        ])
    };
    let roomy = at("80", "24");
    let said: String = roomy.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(said.contains("explique poids et grappes)."), "{roomy}");
    assert!(!roomy.contains('…'), "{roomy}");
    let short = at("64", "18");
    let lines: Vec<&str> = short.lines().collect();
    // The narration's last line is the one above the footer.
    let last = lines[lines.len() - 2];
    assert!(last.ends_with('…'), "{short}");
    assert!(!short.contains("explique poids et grappes)."), "{short}");
}

/// The search tree by depth in its narrowest panel: its columns are the algorithm's (no
/// backjumps column for backtrack), each heading whole; and in every language a panel too
/// short for a depth under its header says so (Chinese showed the header and one depth,
/// with no line saying that six more were hidden).
#[test]
fn the_tree_by_depth_fits_its_narrowest_panel_in_every_language() {
    let lesson = format!("{}/assets/lesson.txt", env!("CARGO_MANIFEST_DIR"));
    let tree = |h: &str, lang: &str| {
        frame_of(&[
            &lesson, "--panel", "tree", "--event", "end", "--width", "64", "--height", h, "--lang",
            lang,
        ])
    };
    let en = tree("24", "en");
    let header = en
        .lines()
        .find(|l| l.contains("depth") && l.contains("placed"))
        .unwrap_or_else(|| panic!("{en}"));
    assert!(header.trim_end().ends_with("rejected prunes"), "{en}");
    assert!(en.contains("1,553") || en.contains("    579"), "{en}");
    // At 18 rows the panel has room for no depth in English and French; Chinese, whose
    // counts flow into two lines, leaves it two, and says how many more lie below.
    for (lang, note) in [
        ("en", "panel: window too short"),
        ("fr", "panneau\u{a0}: trop bas"),
        ("zh", "下面还有 5 层（深度 3–7）"),
    ] {
        let short = tree("18", lang);
        assert!(short.contains(note), "{lang}:\n{short}");
    }
}

/// The pseudocode at the smallest window shows its title and the line the event belongs
/// to, under the statistics flowed into three lines (its title alone sat over the
/// narration; then the panel said "too short").
#[test]
fn the_pseudocode_at_the_smallest_window_shows_its_line() {
    let lesson = format!("{}/assets/lesson.txt", env!("CARGO_MANIFEST_DIR"));
    let short = frame_of(&[
        &lesson, "--panel", "code", "--event", "17", "--width", "64", "--height", "18", "--lang",
        "fr",
    ]);
    assert!(short.contains("pseudo-code backtrack"), "{short}");
    assert!(short.contains("▶ 4   arbre"), "{short}");
    assert!(!short.contains("trop bas"), "{short}");
}

/// On a board of 1000 at the smallest window the title keeps p whole (it dropped to
/// "p ..."), giving up the tree count first, and the line under a panned grid keeps the
/// board's size (it lost "of 2000" under the side panel).
#[test]
fn a_huge_board_keeps_p_in_the_title_and_its_size_under_the_grid() {
    let screen = frame_of(&[
        "--n", "1000", "--event", "2000", "--width", "64", "--height", "18", "--ascii",
    ]);
    let title = screen.lines().next().unwrap();
    assert!(
        title.contains("1000 x 1000, p = 1,000 | paused"),
        "{screen}"
    );
    let pan = screen
        .lines()
        .find(|l| l.starts_with("rows ") || l.starts_with("r "))
        .unwrap_or_else(|| panic!("{screen}"));
    assert!(pan.contains("of 1000"), "{screen}");
    // Where the long form does not fit, the short one keeps it.
    let far = frame_of(&[
        "--n", "1000", "--event", "200000", "--width", "64", "--height", "18", "--ascii",
    ]);
    let pan = far
        .lines()
        .find(|l| l.starts_with("rows ") || l.starts_with("r "))
        .unwrap_or_else(|| panic!("{far}"));
    assert!(pan.contains("of 1000"), "{far}");
}

/// In edit mode the statistics say there is no search in a sentence that wraps in the
/// narrowest panel ("no search while editing (Esc r" was cut at 64 x 18).
#[test]
fn the_editing_sentence_wraps_in_the_narrowest_panel() {
    for (lang, sentence) in [
        ("en", "no search while editing (Esc runs it)"),
        ("fr", "pas de recherche en édition (Échap la lance)"),
    ] {
        let mut app = app(&["--lang", lang]);
        press(&mut app, KeyCode::Char('e'));
        let screen = read(&draw(&app, 64, 18));
        // The side panel: the last 30 columns at 64.
        let side: Vec<String> = screen
            .lines()
            .map(|l| l.chars().skip(34).collect::<String>())
            .collect();
        let said = side
            .join(" ")
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ");
        assert!(said.contains(sentence), "{lang}:\n{screen}");
    }
}

/// At 80 x 24 the side panel gives up columns so that every column of a board of up to 19 x 19
/// shows at the smallest cells (a 12 x 12 board lost its last column, trees and all; the rows
/// of the biggest are panned), and a wider one is panned with the panel at its usual width. Column 0 keeps its label beside the cursor's.
#[test]
fn at_80_x_24_boards_up_to_19_show_whole_and_column_0_keeps_its_label() {
    let dir = tempfile::tempdir().unwrap();
    for n in [12usize, 19, 20] {
        let rows: String = (0..n)
            .map(|r| {
                let row: String = (0..n)
                    .map(|c| if (r * 7 + c * 3) % 11 == 0 { '2' } else { '0' })
                    .collect();
                row + "\n"
            })
            .collect();
        let file = dir.path().join(format!("b{n}.txt"));
        // One lizard: the whole search (every free cell a solution) is short.
        std::fs::write(&file, format!("DFS\n{n}\n1\n{rows}")).unwrap();
        let mut app = app(&[file.to_str().unwrap()]);
        // The scan on column 1: its label and column 0's stand apart.
        for _ in 0..1000 {
            if app.playback.cursor().is_some_and(|c| c.col == 1) {
                break;
            }
            press(&mut app, KeyCode::Right);
        }
        assert_eq!(app.playback.cursor().map(|c| c.col), Some(1), "{n}");
        let screen = text(&draw(&app, 80, 24));
        let g = app.geometry.get();
        if n <= 19 {
            assert_eq!((g.first_col, g.cols), (0, n as u32), "{n}:\n{screen}");
            assert!(
                !screen.contains(&format!("cols 0-{} of", n - 2)),
                "{n}:\n{screen}"
            );
        } else {
            assert!(g.cols < n as u32, "{n} is panned:\n{screen}");
        }
        let labels = screen.lines().nth(1).unwrap();
        let x = g.x as usize;
        assert_eq!(
            labels.chars().nth(x),
            Some('0'),
            "{n}: column 0's label:\n{screen}"
        );
    }
}

/// With everything the title can say at 80 columns and at 64 (a long board name, unsaved
/// edits, stopping at solutions, a quiz's score, edit mode), "(unsaved)", the board's size,
/// p and the score still show, in every language: "stops at solutions" gives way first.
#[test]
fn the_title_keeps_unsaved_the_size_and_p_at_80_columns() {
    use lizards::i18n::{self, Lang};
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("my-homework-board-week3.txt");
    std::fs::write(&path, "DFS\n8\n8\n00000000\n00000000\n00000000\n00000200\n00000000\n00000020\n00000000\n00000000\n").unwrap();
    for lang in Lang::ALL {
        let _lang = i18n::Scope::enter(lang);
        let mut app = app(&["--quiz", "--lang", lang.code(), path.to_str().unwrap()]);
        for key in ['p', 'c', 'e', 't'] {
            press(&mut app, KeyCode::Char(key));
        }
        assert!(app.is_dirty());
        // Recording too: `● REC` takes the title's last columns.
        for (w, h, recording) in [(80, 24, false), (64, 18, false), (64, 18, true)] {
            app.recording = recording;
            let screen = read(&draw(&app, w, h));
            let title = screen.lines().next().unwrap();
            let unsaved = match lang {
                Lang::En => "(unsaved)",
                Lang::Fr => "(modifié)",
                Lang::Zh => "（未保存）",
            };
            for said in [unsaved, "8 x 8", "p = 8", "0/0"] {
                assert!(
                    title.contains(said),
                    "{lang} {w} {recording}: {said} missing from {title:?}"
                );
            }
        }
    }
}

/// At 64 x 18 on a 12 x 12 board the diagonal counters show a page of their values: the
/// headings keep the cursor's line ("here -8") beside the values in view, giving up the
/// family's whole span first.
#[test]
fn the_diagonal_headings_keep_here_at_64_x_18_on_a_12_x_12_board() {
    let mut app = app(&["--n", "12"]);
    for _ in 0..40 {
        press(&mut app, KeyCode::Right);
    }
    let screen = text(&draw(&app, 64, 18));
    let headings: Vec<&str> = screen
        .lines()
        .filter(|l| l.contains("r-c") || l.contains("r+c"))
        .collect();
    assert_eq!(headings.len(), 2, "{screen}");
    for heading in headings {
        assert!(heading.contains("here"), "{heading}\n{screen}");
        assert!(
            heading.contains(".."),
            "the values in view: {heading}\n{screen}"
        );
    }
}

/// The bitsets panel's last line, the row free & -free picks, is never cut mid-word: where
/// the side panel is too narrow for its explanation (French at 80 x 24), it keeps its first
/// clause, the row itself.
#[test]
fn the_bitsets_panels_pick_shows_whole_at_80_x_24() {
    for lang in ["en", "fr", "zh"] {
        let mut app = app(&["--algo", "queens", "--lang", lang]);
        app.panel = lizards::tui::app::Panel::Bits;
        for _ in 0..3 {
            press(&mut app, KeyCode::Right);
        }
        let screen = text(&draw(&app, 80, 24));
        let line = screen
            .lines()
            .find(|l| l.contains("free & -free"))
            .unwrap_or_else(|| panic!("{lang}: no pick line\n{screen}"));
        let said = line.split("free & -free").nth(1).unwrap().trim_end();
        let words = ["row", "first free row", "ligne", "libre", "行"];
        assert!(
            words.iter().any(|w| said.ends_with(w)) || said.ends_with(|c: char| c.is_ascii_digit()),
            "{lang}: cut: {line:?}\n{screen}"
        );
    }
}

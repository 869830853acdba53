//! The lesson in three languages on screen: the lesson board and the help in English, French
//! and Chinese (snapshots), nothing wider than the window or cut in any of them, `l` switching
//! live, and the environment's language picked when `--lang` is not given.

mod screen;

use assert_cmd::Command;
use crossterm::event::KeyCode;
use lizards::i18n::{self, Lang};
use lizards::tui::app::App;
use ratatui::buffer::Buffer;
use screen::{app, asset, draw, keys, press, read};
use unicode_width::UnicodeWidthStr;

/// The lesson board in `lang`, some events in: the scan has met trees, rejected cells and
/// placed lizards, so the narration and the counters have something to say.
fn lesson(lang: Lang, steps: usize) -> App {
    let mut app = app(&[&asset("lesson.txt"), "--lang", lang.code()]);
    keys(&mut app, &vec![KeyCode::Right; steps]);
    app
}

#[test]
fn the_lesson_board_in_each_language() {
    for lang in Lang::ALL {
        // At a rejected cell: the sentence names the line and the lizard that sees it.
        let app = lesson(lang, 11);
        for (w, h) in [(80, 24), (200, 60)] {
            let name = format!("lesson_{lang}_{w}x{h}");
            insta::assert_snapshot!(name, read(&draw(&app, w, h)));
        }
    }
}

#[test]
fn the_help_in_each_language() {
    for lang in Lang::ALL {
        let mut app = lesson(lang, 0);
        press(&mut app, KeyCode::Char('?'));
        insta::assert_snapshot!(format!("help_{lang}_100x60"), read(&draw(&app, 100, 60)));
    }
}

/// Whether `buf` holds a double-width character cut by the window's right edge, or a line
/// that does not fit (a wide character whose second half would be outside the window).
fn cut_at_the_edge(buf: &Buffer) -> Option<u16> {
    let w = buf.area.width;
    (0..buf.area.height).find(|&y| buf[(w - 1, y)].symbol().width() > 1)
}

/// `said` stands on the screen whole, read across the lines it wraps over (spaces aside).
fn shows_whole(screen: &str, said: &str) -> bool {
    let squeeze = |s: &str| s.chars().filter(|c| !c.is_whitespace()).collect::<String>();
    squeeze(screen).contains(&squeeze(said))
}

/// The states a class sees most: the opening, the search under way, the end, editing, the
/// unsaved-edits question, and each other algorithm under way.
fn states(lang: Lang) -> Vec<(&'static str, App)> {
    let mut out = vec![
        ("opening", lesson(lang, 0)),
        ("12 events", lesson(lang, 12)),
        ("40 events", lesson(lang, 40)),
    ];
    let mut end = lesson(lang, 0);
    press(&mut end, KeyCode::End);
    end.settle();
    out.push(("end", end));
    let mut edit = lesson(lang, 0);
    keys(&mut edit, &[KeyCode::Char('e'), KeyCode::Char('t')]);
    out.push(("editing", edit));
    let mut quit = lesson(lang, 0);
    keys(
        &mut quit,
        &[KeyCode::Char('e'), KeyCode::Char('t'), KeyCode::Char('q')],
    );
    out.push(("quit question", quit));
    for (algo, board) in [
        ("bfs", asset("lesson.txt")),
        ("sa", asset("lesson.txt")),
        ("queens", "--n=6".to_string()),
        ("backjump", "--n=6".to_string()),
        ("backjump-safe", "--n=6".to_string()),
    ] {
        let mut app = app(&[&board, "--algo", algo, "--lang", lang.code()]);
        keys(&mut app, &vec![KeyCode::Right; 30]);
        out.push((algo, app));
    }
    out
}

#[test]
fn no_screen_in_any_language_is_wider_than_the_window_or_cut() {
    for lang in Lang::ALL {
        for (state, app) in states(lang) {
            let _lang = i18n::Scope::enter(lang);
            let quit = format!("q {}", i18n::tr("footer-watch-q-ctrl-C"));
            let edit_quit = format!("q {}", i18n::tr("footer-edit-q-ctrl-C"));
            for (w, h) in [(21, 8), (40, 12), (64, 18), (80, 24), (120, 36), (200, 60)] {
                let buf = draw(&app, w, h);
                let screen = read(&buf);
                let at = format!("{lang} {state} at {w} x {h}:\n{screen}");
                assert_eq!(cut_at_the_edge(&buf), None, "{at}");
                assert!(screen.lines().all(|l| l.width() <= w as usize), "{at}");
                if w < 64 {
                    // Too small a window: the message says what it needs, whole.
                    let have = format!("{w} x {h}");
                    // What follows says what q does: with unsaved edits it asks first.
                    let then = match state {
                        "quit question" => "small-then-question",
                        _ if app.is_dirty() => "small-then-unsaved",
                        _ => "small-then",
                    };
                    let said = lizards::t!("small-window", need = "64 x 18", have = have)
                        + &i18n::tr(then);
                    assert!(shows_whole(&screen, &said), "{said}\n{at}");
                    assert!(screen.contains("64 x 18"), "{at}");
                    continue;
                }
                if state == "quit question" {
                    assert!(shows_whole(&screen, &i18n::tr("quit-unsaved")), "{at}");
                    continue;
                }
                // The keys that always show: quit and help.
                let footer = screen.lines().last().unwrap_or("");
                assert!(
                    footer.contains(&quit) || footer.contains(&edit_quit),
                    "{at}"
                );
                if (w, h) >= (80, 24) && state != "editing" {
                    // The narration whole, within its four lines.
                    let algorithm = app.algorithm;
                    let said = match app.playback.current() {
                        Some(e) => lizards::narrate::sentence_for(algorithm, &app.playback, &e),
                        None => lizards::t!("narration-opening", lizards = app.lizards),
                    };
                    assert!(shows_whole(&screen, &said), "{said}\n{at}");
                    let solutions = app.playback.tally().solutions;
                    let stat = lizards::t!("stats-solutions", solutions = solutions);
                    assert!(shows_whole(&screen, &stat), "{stat}\n{at}");
                }
            }
        }
    }
}

#[test]
fn every_help_line_and_every_pseudocode_line_fits_its_panel_at_80_columns() {
    for lang in Lang::ALL {
        let app = lesson(lang, 0);
        let _lang = i18n::Scope::enter(lang);
        for line in lizards::tui::ui::help::lines(&app, 78) {
            // The help's box on an 80-column window holds 78 columns.
            assert!(line.width() <= 78, "{lang}: {line:?}");
        }
        for algo in lizards::solve::Algorithm::ALL {
            for line in lizards::narrate::pseudocode(algo) {
                // The side panel at 80 columns is 46 wide; a line number and a marker take 4.
                assert!(line.width() + 4 <= 46, "{lang} {algo}: {line}");
            }
        }
    }
}

/// At the help's full width no entry leaves a word or two alone on a line of its own (the
/// French counters' line left "masqué," alone under it).
#[test]
fn no_help_entry_leaves_a_word_alone_on_its_last_line_at_full_width() {
    let mut alone = Vec::new();
    for lang in Lang::ALL {
        let app = lesson(lang, 0);
        let _lang = i18n::Scope::enter(lang);
        let lines: Vec<String> = lizards::tui::ui::help::lines(&app, 78)
            .iter()
            .map(|l| l.to_string())
            .collect();
        for (i, line) in lines.iter().enumerate().skip(1) {
            let wrapped = line.starts_with("    ") && !lines[i - 1].trim().is_empty();
            if wrapped && line.trim().width() < 12 {
                alone.push(format!("{lang}: {:?} then {line:?}", lines[i - 1]));
            }
        }
    }
    assert!(alone.is_empty(), "{alone:#?}");
}

/// A key and what it types stay on one line of the help at every width down to the smallest
/// window's: French at 64 columns broke "g s3" after its "g".
#[test]
fn no_help_line_ends_between_g_and_what_it_goes_to() {
    for lang in Lang::ALL {
        let app = lesson(lang, 0);
        let _lang = i18n::Scope::enter(lang);
        for width in 40..=78 {
            let lines: Vec<String> = lizards::tui::ui::help::lines(&app, width)
                .iter()
                .map(|l| l.to_string())
                .collect();
            for pair in lines.windows(2) {
                let next = pair[1].trim_start();
                let split = pair[0].trim_end().ends_with(" g")
                    && (next.starts_with("s3") || next.starts_with("b12"));
                assert!(
                    !split,
                    "{lang} at {width}: {:?} then {:?}",
                    pair[0], pair[1]
                );
            }
        }
    }
}

#[test]
fn l_switches_the_language_live_and_nothing_restarts() {
    let mut app = lesson(Lang::En, 12);
    let english = read(&draw(&app, 80, 24));
    let at = app.playback.position();
    press(&mut app, KeyCode::Char('l'));
    assert_eq!(app.lang, Lang::Fr);
    let french = read(&draw(&app, 80, 24));
    assert!(french.contains("langue"), "{french}");
    assert!(
        french.contains("lézard") || french.contains("ligne"),
        "{french}"
    );
    press(&mut app, KeyCode::Char('l'));
    let chinese = read(&draw(&app, 80, 24));
    assert!(
        chinese.contains("语言") && chinese.contains("蜥蜴"),
        "{chinese}"
    );
    press(&mut app, KeyCode::Char('l'));
    assert_eq!(app.lang, Lang::En);
    assert_eq!(
        app.playback.position(),
        at,
        "the search stayed where it was"
    );
    // Back in English, the screen is the one we left (the footer's message aside: a key
    // bound to nothing clears it).
    press(&mut app, KeyCode::F(5));
    assert_eq!(read(&draw(&app, 80, 24)), english);
}

fn snapshot(env: &[(&str, &str)], args: &[&str]) -> String {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("frame.txt");
    let mut cmd = Command::cargo_bin("lizards").unwrap();
    cmd.env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG");
    for (k, v) in env {
        cmd.env(k, v);
    }
    cmd.args(["snapshot", &asset("lesson.txt"), "--event", "12", "-o"])
        .arg(&out)
        .args(args)
        .assert()
        .success();
    std::fs::read_to_string(out).unwrap()
}

#[test]
fn the_environment_picks_the_language_and_lang_overrides_it() {
    let french = snapshot(&[("LANG", "fr_FR.UTF-8")], &[]);
    assert!(
        french.contains("Placez") || french.contains("lézard"),
        "{french}"
    );
    assert!(french.contains("diagonales r-c"), "{french}");
    let chinese = snapshot(&[("LC_ALL", "zh_CN.UTF-8"), ("LANG", "fr_FR.UTF-8")], &[]);
    assert!(chinese.contains("对角线"), "{chinese}");
    let english = snapshot(&[("LANG", "fr_FR.UTF-8")], &["--lang", "en"]);
    assert!(english.contains("diagonals r-c"), "{english}");
    assert_eq!(english, snapshot(&[], &[]), "no variable means English");
}

/// The search tree summed per depth, in French and Chinese at 80 x 24 (as `snapshot` draws
/// it): its title is whole or the short one, never cut inside its number, and its counts are
/// grouped the language's way (no English `1,263` among French words).
#[test]
fn the_tree_panel_title_and_counts_in_french_and_chinese_at_80_x_24() {
    let dir = tempfile::tempdir().unwrap();
    for (lang, long, short) in [
        (
            "fr",
            "(plus de 500 nœuds)",
            "arbre de recherche par profondeur",
        ),
        ("zh", "（超过 500 个节点）", "按深度的搜索树"),
    ] {
        let out = dir.path().join(format!("tree-{lang}.txt"));
        Command::cargo_bin("lizards")
            .unwrap()
            .args([
                "snapshot",
                &asset("lesson.txt"),
                "--event",
                "37000",
                "--panel",
                "tree",
            ])
            .args(["--width", "80", "--height", "24", "--lang", lang, "-o"])
            .arg(&out)
            .assert()
            .success();
        let screen = std::fs::read_to_string(&out).unwrap();
        let title = screen
            .lines()
            .find(|l| l.contains("(Tab)") || l.contains("（Tab）"))
            .unwrap_or_else(|| panic!("{lang}: no tree title in\n{screen}"));
        assert!(
            title.contains(long) || title.contains(short),
            "{lang}: {title}"
        );
        if lang == "fr" {
            assert!(
                screen.contains('\u{202f}'),
                "some count is grouped:\n{screen}"
            );
            let english_grouping = regex_like_thousands(&screen);
            assert!(
                english_grouping.is_none(),
                "{lang}: {english_grouping:?} in\n{screen}"
            );
        }
    }
}

/// A number written the English way (`1,263`) in `text`, if any.
fn regex_like_thousands(text: &str) -> Option<String> {
    let chars: Vec<char> = text.chars().collect();
    (1..chars.len().saturating_sub(3)).find_map(|i| {
        let digits_after = chars[i + 1..i + 4].iter().all(|c| c.is_ascii_digit());
        let no_fourth = chars.get(i + 4).is_none_or(|c| !c.is_ascii_digit());
        (chars[i] == ',' && chars[i - 1].is_ascii_digit() && digits_after && no_fourth)
            .then(|| chars[i.saturating_sub(3)..i + 4].iter().collect())
    })
}

/// The search tree's title counts its nodes with the language's plural: one node is
/// "1 nœud", not "1 nœuds".
#[test]
fn one_node_is_singular() {
    for (lang, one, many) in [("fr", "1 nœud ", "nœuds"), ("en", "1 node ", "nodes")] {
        let _lang = i18n::Scope::enter(lang.parse().unwrap());
        let said = i18n::format(i18n::current(), "tree-title", Some(&args(&[("nodes", 1)])));
        assert!(format!("{said} ").contains(one), "{lang}: {said}");
        let said = i18n::format(i18n::current(), "tree-title", Some(&args(&[("nodes", 7)])));
        assert!(said.contains(many), "{lang}: {said}");
    }
}

fn args(pairs: &[(&'static str, u64)]) -> i18n::FluentArgs<'static> {
    let mut args = i18n::FluentArgs::new();
    for &(k, v) in pairs {
        args.set(k, v);
    }
    args
}

/// The footer and the help call the keys what the narration calls them: a French class reads
/// "Espace lance" in the narration and `Espace` in the footer, not `Space`.
#[test]
fn the_named_keys_are_called_as_the_narration_calls_them() {
    for (lang, space, enter, esc) in [
        (Lang::En, "Space", "Enter", "Esc"),
        (Lang::Fr, "Espace", "Entrée", "Échap"),
        (Lang::Zh, "空格", "Enter", "Esc"),
    ] {
        let app = lesson(lang, 0);
        let screen = read(&draw(&app, 120, 40));
        let narration = i18n::format(lang, "narration-opening", Some(&args(&[("lizards", 7)])));
        assert!(narration.contains(space), "{narration}");
        let footer = screen.lines().last().unwrap_or_default();
        assert!(footer.contains(space), "{lang}: {footer}");
        let mut help = lesson(lang, 0);
        press(&mut help, KeyCode::Char('?'));
        let help = read(&draw(&help, 120, 60));
        for name in [space, enter, esc] {
            assert!(
                help.contains(name),
                "{lang}: no {name} in the help:\n{help}"
            );
        }
        if lang == Lang::Fr {
            for english in ["Space", "Enter ", "Esc "] {
                assert!(
                    !help.contains(english),
                    "fr: {english} in the help:\n{help}"
                );
            }
        }
    }
}

/// The help's words in order, line breaks and indents aside: what a reader gets from it.
/// Chinese breaks between characters, not at spaces: there a word is a character.
fn help_words(app: &App, width: usize, lang: Lang) -> Vec<String> {
    let lines = lizards::tui::ui::help::lines(app, width);
    let text: Vec<String> = lines.iter().map(|l| l.to_string()).collect();
    let text = text.join("\n");
    match lang {
        Lang::Zh => text
            .chars()
            .filter(|c| !c.is_whitespace())
            .map(String::from)
            .collect(),
        _ => text.split_whitespace().map(String::from).collect(),
    }
}

#[test]
fn on_a_window_narrower_than_80_the_help_wraps_and_loses_no_word() {
    for lang in Lang::ALL {
        let app = lesson(lang, 0);
        let _lang = i18n::Scope::enter(lang);
        let whole = help_words(&app, 78, lang);
        // 64 columns, the app's smallest window, up to 80, two borders inside.
        for width in 62..78 {
            for line in lizards::tui::ui::help::lines(&app, width) {
                assert!(line.width() <= width, "{lang} at {width}: {line:?}");
            }
            assert_eq!(help_words(&app, width, lang), whole, "{lang} at {width}");
        }
    }
}

/// At 80 x 24 the title keeps the bound's label and the demo board's whole name in every
/// language: French gave up "borne :" and cut its name to "plateau de dém...", where the
/// program's name, which the window's own title bar gives, can go first.
#[test]
fn the_title_keeps_the_bounds_label_at_80_columns() {
    for (lang, label, name) in [
        ("en", "bound:", "demo board"),
        ("fr", "borne\u{a0}:", "plateau démo"),
        ("zh", "上界：", "演示棋盘"),
    ] {
        let app = app(&["--lang", lang]);
        let title = read(&draw(&app, 80, 24))
            .lines()
            .next()
            .unwrap_or_default()
            .to_string();
        let bare = |s: &str| s.split_whitespace().collect::<String>();
        assert!(bare(&title).contains(&bare(label)), "{lang}: {title}");
        assert!(bare(&title).contains(&bare(name)), "{lang}: {title}");
        assert!(!title.contains("..."), "{lang}: {title}");
    }
}

/// The event log speaks the screen's language: each entry on screen is the tag in French or
/// Chinese, and none is the English one (a Chinese class read `enter`, `place`, `reject`).
#[test]
fn the_log_speaks_the_screens_language() {
    use lizards::narrate::tag_for;
    for lang in [Lang::Fr, Lang::Zh] {
        let _lang = i18n::Scope::enter(lang);
        let app = lesson(lang, 40);
        let screen = read(&draw(&app, 200, 60));
        let squeeze = |s: &str| s.split_whitespace().collect::<String>();
        let shown = squeeze(&screen);
        let recent: Vec<_> = app.playback.recent(3).copied().collect();
        assert!(recent.len() >= 3, "the log has entries");
        for e in &recent {
            let here = squeeze(&tag_for(app.algorithm, e));
            let english = {
                let _en = i18n::Scope::enter(Lang::En);
                squeeze(&tag_for(app.algorithm, e))
            };
            assert_ne!(here, english, "{lang}: {e:?} is tagged in English");
            assert!(
                shown.contains(&here),
                "{lang}: {here} not on screen:\n{screen}"
            );
            assert!(
                !shown.contains(&english),
                "{lang}: {english} on screen:\n{screen}"
            );
        }
    }
}

/// French sets a space before a colon and a percent sign, Chinese writes its own colon: the
/// conflict sets' jump line and annealing's acceptance say them so.
#[test]
fn a_jump_line_and_a_percentage_are_set_the_languages_way() {
    for (lang, colon) in [("fr", " : "), ("zh", "："), ("en", ": ")] {
        let mut jumps = app(&["--algo", "backjump", "--lang", lang]);
        jumps.panel = lizards::tui::app::Panel::Conflicts;
        let mut said = None;
        for _ in 0..4000 {
            press(&mut jumps, KeyCode::Right);
            let screen = read(&draw(&jumps, 120, 40));
            if let Some(line) = screen.lines().find(|l| l.contains("──▶")) {
                said = Some(line.to_string());
                break;
            }
        }
        let line = said.unwrap_or_else(|| panic!("{lang}: no jump shown"));
        let after = line.split("──▶ c").nth(1).unwrap();
        let digits = after.chars().take_while(char::is_ascii_digit).count();
        assert!(after[digits..].starts_with(colon), "{lang}: {line}");
    }
    let mut sa = app(&["--algo", "sa", "--lang", "fr", &asset("lesson.txt")]);
    sa.panel = lizards::tui::app::Panel::Energy;
    for _ in 0..20 {
        press(&mut sa, KeyCode::Right);
    }
    let screen = read(&draw(&sa, 120, 40));
    assert!(screen.contains("\u{202f}%"), "{screen}");
}

//! The stack panel: the decision just taken back lines up with the decisions still on it.

mod screen;

use crossterm::event::KeyCode;
use lizards::event::Event;
use lizards::tui::app::Panel;
use screen::{app, asset, draw, keys, text};

#[test]
fn a_decision_taken_back_lines_up_with_those_above_it() {
    let mut app = app(&[&asset("lesson.txt")]);
    app.panel = Panel::Stack;
    while !matches!(app.playback.current(), Some(Event::Unmark { .. })) {
        keys(&mut app, &[KeyCode::Right]);
    }
    for (w, h) in [(80, 24), (200, 60)] {
        let screen = text(&draw(&app, w, h));
        let stacked: Vec<&str> = screen
            .lines()
            .filter(|l| l.contains(" lizard") || l.contains(" tree masks"))
            .collect();
        let undone = stacked
            .iter()
            .find(|l| l.contains("taken back"))
            .unwrap_or_else(|| panic!("no line taken back:\n{screen}"));
        // How far the cell stands from the decision's column label ("c4   (4, 4)").
        let at = |line: &str| {
            let chars: Vec<char> = line.chars().collect();
            (0..chars.len()).find_map(|i| {
                let digits = chars[i + 1..]
                    .iter()
                    .take_while(|c| c.is_ascii_digit())
                    .count();
                let spaces = chars[i + 1 + digits..]
                    .iter()
                    .take_while(|&&c| c == ' ')
                    .count();
                (chars[i] == 'c'
                    && (i == 0 || chars[i - 1] == ' ')
                    && digits > 0
                    && spaces > 0
                    && chars.get(i + 1 + digits + spaces) == Some(&'('))
                .then_some(1 + digits + spaces)
            })
        };
        let labelled: Vec<&&str> = stacked.iter().filter(|l| at(l).is_some()).collect();
        assert!(labelled.len() >= 3, "{w} x {h}:\n{screen}");
        for line in labelled {
            assert_eq!(at(line), at(undone), "{w} x {h}:\n{screen}");
        }
    }
}

/// The N-Queens algorithms speak of lizards as the rest of the app does: their stack,
/// pseudocode, bitsets, conflict sets and narration never switch to "queen" (the
/// algorithm's name, `queens`, and the problem's, N-Queens, aside).
#[test]
fn the_n_queens_screens_call_a_piece_a_lizard() {
    use lizards::solve::Algorithm;
    for algorithm in [
        Algorithm::Queens,
        Algorithm::Backjump,
        Algorithm::BackjumpSafe,
    ] {
        for lang in lizards::i18n::Lang::ALL {
            let _lang = lizards::i18n::Scope::enter(lang);
            let mut app = app(&["--algo", algorithm.name(), "--lang", lang.code()]);
            let mut seen_lizard = false;
            for step in 0..400 {
                keys(&mut app, &[KeyCode::Right]);
                let panels = [Panel::Code, Panel::Stack, Panel::Bits, Panel::Conflicts];
                app.panel = panels[step % panels.len()];
                if !app.panel.fits(algorithm) {
                    continue;
                }
                let screen = screen::read(&draw(&app, 200, 60)).to_lowercase();
                // The names of the algorithm and of the problem, wherever they stand.
                let rest = screen
                    .replace("n-queens", "")
                    .replace("n 皇后", "")
                    .replace("n reines", "")
                    .replace(&format!(" {} · ", algorithm.name()), "")
                    .replace(&format!(" {} pseudocode", algorithm.name()), "")
                    .replace(&format!(" {} 伪代码", algorithm.name()), "")
                    .replace(&format!("pseudo-code {}", algorithm.name()), "");
                assert!(!rest.contains("queens"), "{algorithm} {lang}\n{screen}");
                for word in ["queen", "reine", "皇后"] {
                    assert!(!rest.contains(word), "{algorithm} {lang}: {word}\n{screen}");
                }
                seen_lizard |= ["lizard", "lézard", "蜥蜴"]
                    .iter()
                    .any(|w| screen.contains(w));
            }
            assert!(seen_lizard, "{algorithm} {lang}: the pieces are named");
        }
    }
}

/// The stack shows under the pseudocode in every language: French wraps the pseudocode to
/// more rows, and at 100 x 36 the rows left under it stood blank instead.
#[test]
fn the_stack_shows_under_the_longer_french_pseudocode() {
    for (lang, stack) in [
        ("en", "depth 5, 7 decisions"),
        ("fr", "profondeur 5, 7 décisions"),
    ] {
        let mut app = screen::app(&[&screen::asset("lesson.txt"), "--lang", lang]);
        for _ in 0..45 {
            screen::press(&mut app, crossterm::event::KeyCode::Right);
        }
        let shown = screen::text(&screen::draw(&app, 100, 36));
        assert!(shown.contains(stack), "{lang}\n{shown}");
    }
}

/// The cells of row `y` from column `x` on, as text.
fn row_from(buf: &ratatui::buffer::Buffer, x: u16, y: u16) -> String {
    use unicode_width::UnicodeWidthStr;
    let mut out = String::new();
    let mut x = x;
    while x < buf.area.width {
        let symbol = buf[(x, y)].symbol();
        out.push_str(symbol);
        // A wide character covers the next cell too.
        x += symbol.width().max(1) as u16;
    }
    out
}

/// On the smallest window the panel is a few lines high: in each language the sentence about
/// the cell the scan is on ends whole (its last number shown) or with an ellipsis, and the
/// title is one of its whole forms, never cut.
#[test]
fn on_the_smallest_window_the_stack_s_sentence_and_title_are_not_cut() {
    use lizards::i18n::{Lang, Scope};
    for lang in Lang::ALL {
        let mut app = app(&[&asset("lesson.txt"), "--lang", lang.code()]);
        let _scope = Scope::enter(lang);
        app.panel = Panel::Stack;
        let mut sentences = 0;
        for _ in 0..400 {
            keys(&mut app, &[KeyCode::Right]);
            let Some(Event::Prune { room, .. }) = app.playback.current() else {
                continue;
            };
            let inside = app.playback.inside();
            let depth = inside.depth().to_string();
            let long = lizards::t!(
                "stack-title",
                depth = depth.clone(),
                decisions = inside.stack().len()
            );
            let short = lizards::t!("stack-title-short", depth = depth);
            for (w, h) in [(64, 18), (64, 20), (72, 20)] {
                let buf = draw(&app, w, h);
                // The title's row and where its text starts.
                let first_word: String = short.trim().chars().take(2).collect();
                // The stats and the code may leave the panel no room at all on some events.
                let Some((x, y)) = (0..h)
                    .flat_map(|y| (0..w).map(move |x| (x, y)))
                    .find(|&(x, y)| row_from(&buf, x, y).starts_with(&first_word) && x > 20)
                else {
                    continue;
                };
                let title = row_from(&buf, x, y);
                let title = title.trim_end_matches(['─', ' ', '-']);
                let whole = [long.trim(), short.trim()].iter().any(|t| {
                    title == *t || title == lizards::t!("panel-tab", title = t.to_string()).trim()
                });
                assert!(whole, "{lang}: title {title:?}\n{}", text(&buf));
                // The panel under it, read from its left edge (a space before the title).
                let body: Vec<String> = (y + 1..h)
                    // The narration under the panels starts at the window's left edge.
                    .take_while(|&y| buf[(0, y)].symbol() == " ")
                    .map(|y| row_from(&buf, x - 1, y).trim().to_string())
                    .filter(|l| !l.is_empty())
                    .collect();
                let Some(last) = body.last() else {
                    continue;
                };
                let room = room.to_string();
                let ends = last.ends_with('…') || last.ends_with(&room);
                // Only the sentence is checked: a line of the stack ends with a cell, "(5, 4)".
                if body.iter().any(|l| l.contains(&room) || l.ends_with('…')) {
                    assert!(ends, "{lang}: the sentence lost its end:\n{}", text(&buf));
                    sentences += 1;
                }
            }
        }
        assert!(sentences > 0, "{lang}: no sentence met");
    }
}

/// The conflict sets of a board taller than the panel: the rows left out say so.
#[test]
fn conflict_sets_left_out_of_the_panel_are_counted() {
    use lizards::tui::app::Panel;
    let mut app = app(&["--algo", "backjump"]);
    app.panel = Panel::Conflicts;
    keys(&mut app, &[KeyCode::Char('b'), KeyCode::Char('b')]);
    assert!(
        matches!(app.playback.current(), Some(Event::Backjump { .. })),
        "b stops at a jump"
    );
    let n = app.playback.board().n();
    let screen = text(&draw(&app, 80, 24));
    let shown = (0..n)
        .filter(|c| {
            let label = format!("c{c:<3}{{");
            screen.lines().any(|l| l.contains(&label))
        })
        .count();
    assert!(
        shown < n,
        "the panel holds every column at 80 x 24:\n{screen}"
    );
    let counted: usize = screen
        .lines()
        .filter_map(|l| {
            let at = l.find("⋮")?;
            let rest = l[at + "⋮".len()..].trim_start();
            rest.strip_suffix(" more")?.trim().parse::<usize>().ok()
        })
        .sum();
    assert_eq!(shown + counted, n, "{screen}");
}

/// On the smallest window a long conflict set writes its runs by their ends rather than be cut.
#[test]
fn a_long_conflict_set_is_never_cut() {
    let mut app = app(&["--n", "12", "--algo", "backjump"]);
    app.panel = Panel::Conflicts;
    let mut long_sets = 0;
    for _ in 0..40 {
        keys(&mut app, &[KeyCode::Char('b')]);
        for (w, h) in [(64, 18), (64, 24), (80, 24)] {
            let screen = text(&draw(&app, w, h));
            for line in screen.lines() {
                // A set's line: "c10 {0, 1, 2}", the last thing on its row.
                let Some(at) = line.rfind(" {") else { continue };
                let head = line[..at].trim_end();
                let label = head.rsplit(' ').next().unwrap_or_default();
                if !(label.starts_with('c') && label[1..].parse::<u32>().is_ok()) {
                    continue;
                }
                let set = &line[at + 1..];
                assert!(set.ends_with('}'), "{w} x {h}: {line}\n{screen}");
                long_sets += usize::from(set.contains('–'));
            }
            // The jump's sentence ends whole, with its set, or with an ellipsis.
            let rows: Vec<&str> = screen.lines().collect();
            if let Some(k) = rows.iter().position(|l| l.contains("──▶")) {
                let ends = rows[k..]
                    .iter()
                    .take(3)
                    .any(|l| l.ends_with('}') || l.ends_with('…'));
                assert!(ends, "{w} x {h}: the jump's sentence is cut\n{screen}");
            }
        }
    }
    assert!(long_sets > 0, "no set long enough to be shortened");
}

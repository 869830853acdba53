//! What annealing draws: a lizard another lizard sees stands apart from a safe one by glyph and
//! colour (so it reads with `NO_COLOR` too), the current move's attacking pairs are drawn along
//! their lines, and the energy chart starts at move 1 with labelled axes and a legend nothing
//! draws over. Styles are read off the drawn buffer: text snapshots drop colour.

mod screen;

use crossterm::event::KeyCode;
use lizards::board::Cell;
use lizards::event::Line;
use lizards::tui::app::{App, Panel};
use lizards::tui::theme::{Glyph, Theme};
use lizards::tui::ui::tiles;
use ratatui::buffer::Buffer;
use ratatui::style::{Color, Style};
use screen::{COLOUR, app, draw, glyph, press, text};

/// Steps forward to the first move that leaves at least one lizard under attack and one
/// safe, and whose lizard attacks another across at least one empty cell.
fn step_to_a_telling_move(app: &mut App) -> (Cell, Vec<(Line, Cell)>) {
    loop {
        let before = app.playback.position();
        press(app, KeyCode::Right);
        assert!(app.playback.position() > before, "no telling move");
        let pb = &app.playback;
        let Some((mover, pairs)) = pb.move_pairs() else {
            continue;
        };
        let lizards = pb.lizards();
        let seen = lizards.iter().any(|&c| pb.is_seen(c));
        let safe = lizards.iter().any(|&c| !pb.is_seen(c));
        let apart = pairs.iter().any(|&(_, other)| {
            mover
                .row
                .abs_diff(other.row)
                .max(mover.col.abs_diff(other.col))
                > 1
        });
        if seen && safe && apart {
            return (mover, pairs);
        }
    }
}

/// Plays the search to its end, as `End` does.
fn to_the_end(app: &mut App) {
    press(app, KeyCode::End);
    while app.seek.is_some() {
        app.tick(std::time::Instant::now());
    }
}

/// Presses `Tab` until the annealing panel shows.
fn show_energy(app: &mut App) {
    for _ in 0..8 {
        if app.panel_shown() == Panel::Energy {
            break;
        }
        press(app, KeyCode::Tab);
    }
}

/// The colour a style paints with (the terminal's own when it sets none).
fn fg(style: Style) -> Color {
    style.fg.unwrap_or(Color::Reset)
}

/// Board cell `cell` shows `expected`: its glyph, or on tiles big enough its shape, in the
/// glyph's colours (those of its tile when it has one).
fn check_cell(app: &App, buf: &Buffer, theme: &Theme, cell: Cell, expected: Glyph) {
    let g = app.geometry.get();
    let size = g.tile();
    let drawn = glyph(app, buf, cell.row, cell.col);
    let ink = if g.cell_width > 2 {
        theme.ink(expected)
    } else {
        theme.cell(expected)
    };
    if tiles::fits(size) {
        if app.playback.cursor() != Some(cell) {
            let dot = theme.glyph(Glyph::Empty);
            assert_eq!(
                screen::tile(app, buf, cell.row, cell.col),
                tiles::picture(expected, size, theme.ascii, dot),
                "{cell}"
            );
        }
    } else {
        assert_eq!(drawn.symbol(), theme.glyph(expected), "{cell}");
    }
    if app.playback.cursor() != Some(cell) {
        assert_eq!(drawn.fg, fg(ink), "{cell}");
    }
    assert!(drawn.modifier.contains(ratatui::style::Modifier::BOLD));
}

/// The cells strictly between `a` and `b` on their line.
fn between(a: Cell, b: Cell) -> Vec<Cell> {
    let steps = a.row.abs_diff(b.row).max(a.col.abs_diff(b.col)) as i64;
    let (dr, dc) = (
        (b.row as i64 - a.row as i64).signum(),
        (b.col as i64 - a.col as i64).signum(),
    );
    (1..steps)
        .map(|k| {
            Cell::new(
                (a.row as i64 + k * dr) as u32,
                (a.col as i64 + k * dc) as u32,
            )
        })
        .collect()
}

fn check_lizards(app: &App, buf: &Buffer, theme: &Theme) {
    let pb = &app.playback;
    let mut kinds = 0;
    for lizard in pb.lizards() {
        let expected = if pb.is_seen(lizard) {
            kinds |= 1;
            Glyph::SeenLizard
        } else {
            kinds |= 2;
            Glyph::Lizard
        };
        check_cell(app, buf, theme, lizard, expected);
    }
    assert_eq!(kinds, 3, "both kinds of lizard shown");
    assert_ne!(theme.glyph(Glyph::SeenLizard), theme.glyph(Glyph::Lizard));
}

#[test]
fn a_lizard_under_attack_and_the_moves_pairs_are_drawn_apart() {
    let mut app = app(&["--n", "8", "--p", "9", "--trees", "0.15", "--algo", "sa"]);
    let (mover, pairs) = step_to_a_telling_move(&mut app);
    for theme in [
        COLOUR,
        Theme {
            color: false,
            ..COLOUR
        },
        Theme {
            ascii: true,
            ..COLOUR
        },
    ] {
        app.theme = theme;
        let buf = draw(&app, 120, 40);
        check_lizards(&app, &buf, &theme);
        // Colour tells a lizard under attack from a safe one too.
        if theme.color {
            assert_ne!(
                theme.cell(Glyph::SeenLizard).fg,
                theme.cell(Glyph::Lizard).fg
            );
        }
        for &(line, other) in &pairs {
            for cell in between(mover, other) {
                check_cell(&app, &buf, &theme, cell, Glyph::Attack(line));
            }
        }
    }
    // The legend names both.
    app.theme = COLOUR;
    let screen = text(&draw(&app, 200, 60));
    assert!(screen.contains("◈ lizard under attack"), "{screen}");
    assert!(screen.contains("─ this move's attacks"), "{screen}");
}

#[test]
fn the_energy_chart_starts_at_move_zero_with_labelled_axes_and_a_clear_legend() {
    let mut app = app(&["--n", "16", "--p", "38", "--trees", "0.2", "--algo", "sa"]);
    to_the_end(&mut app);
    show_energy(&mut app);
    assert_eq!(app.playback.annealing().chart()[0].after, 0);
    let buf = draw(&app, 200, 60);
    let screen = text(&buf);
    let lines: Vec<&str> = screen.lines().collect();
    // The legend has a line of its own, whole, with nothing drawn after it.
    let legend = lines
        .iter()
        .position(|l| l.contains("── energy  ── T (top "))
        .unwrap_or_else(|| panic!("no legend line:\n{screen}"));
    let tail = lines[legend].split("T (top ").nth(1).unwrap();
    assert!(
        tail.ends_with(')') && tail.len() <= "0.50)".len(),
        "after the legend: {tail:?}"
    );
    // The axes' names stand outside the plot, as their middle labels: "pairs" left of the y
    // axis, "move" under the x axis, so no point of either curve is drawn over them.
    let corner = screen::find(&buf, "└").expect("an x axis");
    let axis = corner.1 as usize;
    let pairs = lines
        .iter()
        .position(|l| l.contains("pairs│"))
        .unwrap_or_else(|| panic!("no y axis name:\n{screen}"));
    assert!(legend < pairs && pairs < axis, "pairs on line {pairs}");
    assert!(lines[axis + 1].contains(" move "), "{}", lines[axis + 1]);
    assert!(
        lines
            .iter()
            .all(|l| !l.contains("│pairs") && !l.ends_with("move")),
        "an axis name inside the plot:\n{screen}"
    );
    let (x, y) = (corner.0, corner.1 + 1);
    assert_eq!(
        (buf[(x, y)].symbol(), buf[(x + 1, y)].symbol()),
        ("0", " "),
        "x labels: {}",
        lines[axis + 1]
    );
    // The last label is the moves proposed so far (it said one more: the move to come).
    let last = app.playback.annealing().moves().to_string();
    assert!(
        lines[axis + 1].replace(',', "").trim_end().ends_with(&last),
        "{} ends with {last}",
        lines[axis + 1]
    );
    // The chart's colours: energy and temperature as the legend shows them.
    let legend_y = legend as u16;
    let row: Vec<&ratatui::buffer::Cell> = (0..200).map(|x| &buf[(x, legend_y)]).collect();
    let bar = row.iter().position(|c| c.symbol() == "─").unwrap();
    assert_eq!(row[bar].fg, fg(COLOUR.warning()), "the energy's colour");
}

/// The number after "energy " on the screen.
fn energy_shown(app: &App) -> u32 {
    let screen = text(&draw(app, 120, 40));
    let at = screen.find("energy ").expect("the annealing panel") + "energy ".len();
    let digits: String = screen[at..]
        .chars()
        .take_while(|c| c.is_ascii_digit())
        .collect();
    digits
        .parse()
        .unwrap_or_else(|_| panic!("no energy:\n{screen}"))
}

/// The panel's energy is the board's: while the greedy start is laid (before annealing first
/// says its energy) it counts the pairs on the grid, and at every `anneal` event it agrees
/// with the solver. The temperature is not shown before annealing sets it.
#[test]
fn the_energy_shown_is_the_boards_from_the_first_lizard_on() {
    let mut app = app(&["--n", "10", "--p", "13", "--trees", "0.1", "--algo", "sa"]);
    show_energy(&mut app);
    assert_eq!(app.panel_shown(), Panel::Energy);
    let mut anneals = 0;
    let mut before_first = 0;
    while anneals < 20 {
        let at = app.playback.position();
        press(&mut app, KeyCode::Right);
        if app.playback.position() == at {
            break;
        }
        let shown = energy_shown(&app);
        match app.playback.current() {
            Some(lizards::event::Event::Anneal { energy, .. }) => {
                anneals += 1;
                assert_eq!(shown, energy, "at event {}", app.playback.position());
            }
            _ if anneals == 0 => {
                before_first += 1;
                let screen = text(&draw(&app, 120, 40));
                assert!(screen.contains("T not set yet"), "{screen}");
                let lizards = app.playback.lizards();
                let mut pairs = 0;
                for (i, &a) in lizards.iter().enumerate() {
                    for &b in &lizards[i + 1..] {
                        let two = [a, b];
                        pairs +=
                            lizards::validate::check(app.playback.board(), &two, 2).is_err() as u32;
                    }
                }
                assert_eq!(shown, pairs, "at event {}", app.playback.position());
            }
            _ => {}
        }
    }
    assert!(before_first > 0, "the greedy start was not watched");
    assert!(anneals > 0, "annealing never said its energy");
}

/// Without colour, and in ASCII, the energy and the temperature are drawn with marks of their
/// own, and the legend shows which is which.
#[test]
fn without_colour_the_two_curves_have_their_own_marks() {
    for (theme, energy_mark, t_mark) in [
        (
            Theme {
                color: false,
                ..COLOUR
            },
            "•",
            "▄",
        ),
        (
            Theme {
                ascii: true,
                ..COLOUR
            },
            "*",
            "=",
        ),
    ] {
        let mut app = app(&["--n", "10", "--p", "10", "--trees", "0.1", "--algo", "sa"]);
        app.theme = theme;
        to_the_end(&mut app);
        show_energy(&mut app);
        let screen = text(&draw(&app, 200, 60));
        let legend = format!("{energy_mark}{energy_mark} energy  {t_mark}{t_mark} T");
        assert!(screen.contains(&legend), "{legend:?} in\n{screen}");
        let below = &screen[screen.find(&legend).unwrap()..];
        let plot = below.split('└').next().unwrap();
        for mark in [energy_mark, t_mark] {
            assert!(plot.matches(mark).count() > 2, "{mark:?} in\n{plot}");
        }
    }
}

/// A student's annealing that writes no `anneal` event (the protocol makes it optional):
/// the narration counts the pairs left on the board, as the panel does, instead of counting
/// down from a start it was never told; and at 80 x 24 the panel's line of counts breaks
/// between its items rather than lose the last one.
#[test]
fn a_stream_without_anneal_events_counts_the_pairs_left_on_the_board() {
    let dir = tempfile::tempdir().unwrap();
    let stream = dir.path().join("sa.jsonl");
    // 4 x 4, no trees, p = 4: all four lizards in row 0 (6 pairs), then one moves to row 1,
    // where (0, 1) sees it on anti-diagonal 1: 2 pairs fewer, 4 left. The stream says 3
    // fewer; the narration says the board's count.
    let lines = [
        r#"{"lizards": 1, "n": 4, "p": 4, "trees": [], "algo": "sa"}"#,
        r#"{"event": "place", "cell": {"row": 0, "col": 0}}"#,
        r#"{"event": "place", "cell": {"row": 0, "col": 1}}"#,
        r#"{"event": "place", "cell": {"row": 0, "col": 2}}"#,
        r#"{"event": "place", "cell": {"row": 0, "col": 3}}"#,
        r#"{"event": "move", "from": {"row": 0, "col": 0}, "to": {"row": 1, "col": 0}, "delta": -3, "accepted": true}"#,
    ];
    std::fs::write(&stream, lines.join("\n") + "\n").unwrap();
    let mut app = lizards::tui::build(&lizards::tui::Options {
        replay: Some(stream.clone()),
        ..Default::default()
    })
    .unwrap();
    app.wait_for_solver();
    app.playback.to_end();
    let on_board =
        lizards::validate::attacking_pairs(app.playback.board(), &app.playback.lizards());
    let screen = text(&draw(&app, 100, 30));
    assert_eq!(on_board, 4);
    assert!(
        screen.contains(&format!(
            "{} attacking pairs fewer, {on_board} left",
            6 - on_board
        )),
        "{on_board}\n{screen}"
    );
    assert!(!screen.contains("4,294,967"), "{screen}");
    show_energy(&mut app);
    let screen = text(&draw(&app, 80, 24));
    assert!(screen.contains("restarts 0"), "{screen}");
}

/// Annealing never takes a lizard back to try the next cell, nor does breadth-first search
/// (the lizards it wipes off are the next board's): `b` and `B` say so and stay where they
/// are (they ran to the end, "the search ended before that"), and the footer does not offer
/// them.
#[test]
fn b_under_annealing_and_bfs_says_it_never_backtracks_and_stays() {
    for (algo, says) in [
        ("sa", "annealing never backtracks"),
        ("bfs", "breadth-first search never backtracks"),
    ] {
        let mut app = app(&["--algo", algo, &screen::asset("lesson.txt")]);
        for _ in 0..40 {
            press(&mut app, KeyCode::Right);
        }
        let before = app.playback.position();
        for key in ['b', 'B'] {
            press(&mut app, KeyCode::Char(key));
            assert!(app.seek.is_none(), "{algo} {key}");
            assert_eq!(app.playback.position(), before, "{algo} {key}");
            let screen = text(&draw(&app, 100, 30));
            assert!(screen.contains(says), "{algo} {key}\n{screen}");
            let footer = screen.lines().last().unwrap_or_default();
            assert!(!footer.contains("b B"), "{footer}");
        }
    }
    // Backtracking keeps them.
    let back = app_with_footer(&[&screen::asset("lesson.txt")]);
    assert!(back.contains("b B"), "{back}");
}

fn app_with_footer(args: &[&str]) -> String {
    let app = app(args);
    text(&draw(&app, 200, 30))
        .lines()
        .last()
        .unwrap_or_default()
        .to_string()
}

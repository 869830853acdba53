//! Block-art tiles: on a projector's window every state of a cell is a shape that fills its
//! tile, the same shape in both palettes and without colour, ASCII with `--ascii`; the tile
//! colours keep their contrast on the screen actually drawn.

mod screen;

use crossterm::event::KeyCode;
use lizards::board::Cell;
use lizards::event::Event;
use lizards::tui::app::App;
use lizards::tui::contrast::{Rgb, ratio};
use lizards::tui::theme::{Glyph, Palette, Theme};
use ratatui::buffer::Buffer;
use ratatui::style::{Color, Modifier};
use screen::{app, asset, draw, keys, press, text, tile};

/// The lesson board at a rejection with lizards, trees, seen and free cells on it, one of
/// them off the four lines through the cursor, which is on the cell just rejected.
fn lesson_at_a_rejection(args: &[&str]) -> App {
    let mut app = app(&[args, &[&asset("lesson.txt")]].concat());
    for _ in 0..500 {
        press(&mut app, KeyCode::Right);
        let pb = &app.playback;
        if let Some(Event::Reject { cell, .. }) = pb.current()
            && pb.lizards().len() >= 2
            && pb.board().cells().any(|c| {
                !pb.board().is_tree(c) && !pb.is_lizard(c) && !pb.is_seen(c) && off_lines(c, cell)
            })
        {
            return app;
        }
    }
    panic!("no such rejection");
}

/// Whether `c` is on none of the four lines through `cursor`.
fn off_lines(c: Cell, cursor: Cell) -> bool {
    c.row != cursor.row
        && c.col != cursor.col
        && c.row as i64 - c.col as i64 != cursor.row as i64 - cursor.col as i64
        && c.row + c.col != cursor.row + cursor.col
}

/// The grid's part of the screen: its rows, as wide as its cells and counters.
fn grid_text(app: &App, buf: &Buffer) -> String {
    let g = app.geometry.get();
    let bottom = (g.y + g.rows as u16 * g.cell_height + 1) as usize;
    let right = (g.x + g.cols as u16 * g.cell_width + 5) as usize;
    text(buf)
        .lines()
        .take(bottom)
        .map(|l| {
            l.chars()
                .take(right)
                .collect::<String>()
                .trim_end()
                .to_string()
        })
        .collect::<Vec<_>>()
        .join("\n")
}

fn with_theme(app: &mut App, color: bool, palette: Palette) {
    app.theme = Theme {
        color,
        ascii: app.theme.ascii,
        palette,
    };
}

fn rgb(c: Color) -> Rgb {
    match c {
        Color::Rgb(r, g, b) => Rgb(r, g, b),
        other => panic!("not an RGB colour: {other:?}"),
    }
}

/// The first board cell that satisfies `what`.
fn find_cell(app: &App, what: impl Fn(Cell) -> bool) -> Cell {
    app.playback
        .board()
        .cells()
        .find(|&c| what(c))
        .expect("such a cell is on the board")
}

/// The background of board cell `cell`'s tile (its top-left character).
fn tile_bg(app: &App, buf: &Buffer, cell: Cell) -> Color {
    let g = app.geometry.get();
    let x = g.x + (cell.col - g.first_col) as u16 * g.cell_width;
    let y = g.y + (cell.row - g.first_row) as u16 * g.cell_height;
    buf[(x, y)].bg
}

#[test]
fn every_state_is_a_shape_alike_in_both_palettes_and_without_colour() {
    let mut app = lesson_at_a_rejection(&[]);
    let dark = draw(&app, 200, 60);
    assert!(app.geometry.get().tile().1 >= 3, "tiles large enough");
    let shapes = grid_text(&app, &dark);
    insta::assert_snapshot!("lesson_tiles", shapes);
    for (color, palette) in [(true, Palette::Light), (false, Palette::Dark)] {
        with_theme(&mut app, color, palette);
        let buf = draw(&app, 200, 60);
        assert_eq!(grid_text(&app, &buf), shapes, "{palette:?}, colour {color}");
        // The same characters everywhere; only the colours differ.
        let symbols = |b: &Buffer| {
            b.content
                .iter()
                .map(|c| c.symbol().to_string())
                .collect::<Vec<_>>()
        };
        assert_eq!(symbols(&buf), symbols(&dark));
        if !color {
            assert!(
                buf.content
                    .iter()
                    .all(|c| c.fg == Color::Reset && c.bg == Color::Reset),
                "NO_COLOR means no colour"
            );
        }
    }
}

#[test]
fn the_shapes_say_which_cell_is_which() {
    let app = lesson_at_a_rejection(&[]);
    let buf = draw(&app, 200, 60);
    let pb = &app.playback;
    let lizard = find_cell(&app, |c| pb.is_lizard(c));
    let tree = find_cell(&app, |c| pb.board().is_tree(c));
    let free = find_cell(&app, |c| {
        !pb.board().is_tree(c) && !pb.is_lizard(c) && !pb.is_seen(c) && Some(c) != pb.cursor()
    });
    let Some(Event::Reject { cell: rejected, .. }) = pb.current() else {
        unreachable!()
    };
    let middle = |rows: &[String]| rows[rows.len() / 2].clone();
    // A lizard: a diamond, widest in the middle, a point at the top.
    let l = tile(&app, &buf, lizard.row, lizard.col);
    assert!(l[0].trim().chars().count() <= 3, "{l:#?}");
    assert!(middle(&l).trim().chars().all(|c| c == '█'), "{l:#?}");
    // A tree: a crown on a narrow trunk.
    let t = tile(&app, &buf, tree.row, tree.col);
    assert_eq!(t.last().unwrap().trim(), "▐█▌", "{t:#?}");
    // A free tile: plain, its dot in the middle.
    let f = tile(&app, &buf, free.row, free.col);
    assert_eq!(middle(&f).trim(), "·", "{f:#?}");
    assert!(f.iter().map(|r| r.trim()).filter(|r| !r.is_empty()).count() == 1);
    // The cell just rejected: a cross over the hatching, the cursor's brackets in its corners.
    let r = tile(&app, &buf, rejected.row, rejected.col);
    assert!(r[0].starts_with('▛') && r[0].ends_with('▜'), "{r:#?}");
    assert!(r.last().unwrap().starts_with('▙') && r.last().unwrap().ends_with('▟'));
    assert!(r.iter().any(|row| row.contains('░')), "{r:#?}");
    assert!(middle(&r).contains('█'), "{r:#?}");
}

#[test]
fn the_tile_colours_on_screen_keep_a_contrast_of_3() {
    let mut app = lesson_at_a_rejection(&[]);
    for palette in [Palette::Dark, Palette::Light] {
        with_theme(&mut app, true, palette);
        let buf = draw(&app, 200, 60);
        let pb = &app.playback;
        let cursor = pb.cursor().unwrap();
        let away = |c: Cell| off_lines(c, cursor);
        let plain = |c: Cell| !pb.board().is_tree(c) && !pb.is_lizard(c);
        let free = find_cell(&app, |c| plain(c) && !pb.is_seen(c) && away(c));
        let seen = find_cell(&app, |c| plain(c) && pb.is_seen(c) && away(c));
        let lizard = find_cell(&app, |c| pb.is_lizard(c));
        let (free_bg, seen_bg) = (
            rgb(tile_bg(&app, &buf, free)),
            rgb(tile_bg(&app, &buf, seen)),
        );
        // The paper: the light palette paints it; the dark one keeps a dark terminal's own.
        let paper = match app.theme.paper() {
            Some((paper, _)) => rgb(paper),
            None => app.theme.tile_colours().paper,
        };
        let g = app.geometry.get();
        assert_eq!(
            buf[(g.x - 1, g.y)].bg,
            app.theme.paper().map_or(Color::Reset, |p| p.0)
        );
        for (what, a, b) in [
            ("free / seen", free_bg, seen_bg),
            ("free / paper", free_bg, paper),
            ("seen / paper", seen_bg, paper),
        ] {
            let r = ratio(a, b);
            assert!(r >= 3.0, "{palette:?}: {what} is {r:.2}");
        }
        // The lizard's diamond against its tile.
        let (x, y) = g.glyph_position(lizard).unwrap();
        let diamond = &buf[(x, y)];
        assert_eq!(diamond.symbol(), "█");
        assert!(diamond.modifier.contains(Modifier::BOLD));
        assert!(ratio(rgb(diamond.fg), rgb(diamond.bg)) >= 3.0);
    }
}

#[test]
fn ascii_keeps_ascii_shapes() {
    let mut app = lesson_at_a_rejection(&["--ascii"]);
    app.theme.ascii = true;
    let buf = draw(&app, 200, 60);
    let shapes = grid_text(&app, &buf);
    assert!(text(&buf).is_ascii(), "{shapes}");
    insta::assert_snapshot!("lesson_tiles_ascii", shapes);
    let Some(Event::Reject { cell, .. }) = app.playback.current() else {
        unreachable!()
    };
    let r = tile(&app, &buf, cell.row, cell.col);
    assert!(r[0].starts_with('+') && r[0].ends_with('+'), "{r:#?}");
}

#[test]
fn shapes_scale_with_the_tile_and_z_keeps_compact_glyphs() {
    let mut app = lesson_at_a_rejection(&[]);
    let lizard = find_cell(&app, |c| app.playback.is_lizard(c));
    let mut sizes = Vec::new();
    for (w, h) in [(200, 60), (160, 48), (130, 40)] {
        let buf = draw(&app, w, h);
        let (tw, th) = app.geometry.get().tile();
        sizes.push((tw, th));
        let l = tile(&app, &buf, lizard.row, lizard.col);
        // Top to bottom, and as wide as the tile in its middle row but for a margin.
        assert!(
            l.iter()
                .all(|r| r.contains('█') || r.contains('▄') || r.contains('▀'))
        );
        let middle = l[l.len() / 2].trim().chars().count() as u16;
        assert!(middle + 2 >= tw, "{l:#?}");
    }
    sizes.dedup();
    assert!(
        sizes.len() >= 2,
        "the windows give different tiles: {sizes:?}"
    );
    keys(&mut app, &[KeyCode::Char('z')]);
    let buf = draw(&app, 200, 60);
    assert_eq!(app.geometry.get().cell_width, 2);
    assert_eq!(
        screen::glyph(&app, &buf, lizard.row, lizard.col).symbol(),
        Theme::from_env(false, Palette::Dark).glyph(Glyph::Lizard)
    );
}

/// Beside large tiles the legend line names what the board shows: hatching for a seen cell
/// (no `×` is drawn on tiles), and each glyph on its own tile's colours, so the lizard in the
/// legend has the ground and ink of a lizard's tile on the board.
#[test]
fn beside_large_tiles_the_legend_shows_the_tiles_marks_and_colours() {
    let mut app = app(&[&asset("lesson.txt")]);
    // A lizard off the four lines through the scan's cell, whose tile is not shaded.
    let lizard = (0..500)
        .find_map(|_| {
            press(&mut app, KeyCode::Right);
            let cursor = app.playback.cursor()?;
            let lizards = app.playback.lizards();
            lizards.into_iter().find(|&c| off_lines(c, cursor))
        })
        .expect("a lizard off the scan's lines");
    let buf = draw(&app, 200, 60);
    assert!(tile(&app, &buf, 0, 0).len() >= 3, "large tiles at 200 x 60");
    let (y, legend) = (0..buf.area.height)
        .map(|y| {
            let line: String = (0..buf.area.width).map(|x| buf[(x, y)].symbol()).collect();
            (y, line)
        })
        .find(|(_, line)| line.contains("seen by a lizard") && line.contains("just rejected"))
        .expect("a legend line");
    assert!(legend.contains(" ░ seen by a lizard"), "{legend}");
    assert!(!legend.contains('×'), "{legend}");
    let x = legend
        .chars()
        .position(|c| c == '◆')
        .expect("the lizard's swatch") as u16;
    let swatch = &buf[(x, y)];
    let on_board = screen::glyph(&app, &buf, lizard.row, lizard.col);
    assert_eq!(
        swatch.bg, on_board.bg,
        "the board's lizard tile and the legend's agree"
    );
    assert_eq!(swatch.fg, app.theme.ink(Glyph::Lizard).fg.unwrap());
    assert_ne!(swatch.fg, swatch.bg);
}

/// Every glyph drawn on the grid, at every size the window gives its cells, reads against the
/// colour right under it by 3:1 at least: where tiles are too small for shapes and hold a
/// glyph in their middle, the glyphs on the cursor's four lines had taken the lines' pale
/// strip where their tile is dark (a seen cell's pale `×` at 1.13:1 on the light palette).
#[test]
fn every_glyph_keeps_a_contrast_of_3_with_what_is_under_it_at_every_size() {
    let mut app = lesson_at_a_rejection(&[]);
    for palette in [Palette::Dark, Palette::Light] {
        with_theme(&mut app, true, palette);
        for (w, h) in [
            (80, 24),
            (100, 30),
            (100, 36),
            (120, 40),
            (140, 45),
            (200, 60),
        ] {
            let buf = draw(&app, w, h);
            let g = app.geometry.get();
            let mut checked = 0;
            for cell in app.playback.board().cells() {
                let Some((x, y)) = g.glyph_position(cell) else {
                    continue;
                };
                let drawn = &buf[(x, y)];
                let (Color::Rgb(..), Color::Rgb(..)) = (drawn.fg, drawn.bg) else {
                    continue;
                };
                // The hatching of a seen tile is texture, not a mark to read.
                let hatch = app.theme.tile_colours().hatch;
                if drawn.symbol() == " " || rgb(drawn.fg) == hatch {
                    continue;
                }
                let r = ratio(rgb(drawn.fg), rgb(drawn.bg));
                assert!(
                    r >= 3.0,
                    "{palette:?} at {w} x {h}: {:?} at ({}, {}) is {r:.2} on its ground",
                    drawn.symbol(),
                    cell.row,
                    cell.col
                );
                checked += 1;
            }
            if palette == Palette::Light {
                assert!(
                    checked > 0,
                    "the light palette paints every glyph at {w} x {h}"
                );
            }
        }
    }
}

/// `t` switches the palette; without colour there is none to switch, and the footer says so
/// instead of the key seeming dead. With colour it says nothing of the kind.
#[test]
fn t_without_colour_says_there_are_no_colours_to_switch() {
    for color in [false, true] {
        let mut app = app(&[]);
        with_theme(&mut app, color, Palette::Dark);
        press(&mut app, KeyCode::Char('t'));
        assert_eq!(app.theme.palette, Palette::Light, "colour {color}");
        let footer = text(&draw(&app, 120, 40));
        assert_eq!(
            footer.contains("no colours to switch"),
            !color,
            "colour {color}: {footer}"
        );
    }
}

//! The legend's swatches are drawn as the grid draws what they stand for: on a 200 x 60
//! projector window (large tiles), the swatch of the lines through the cursor showed the
//! terminal's own white on the light shading, 1.2:1, where the grid's dot reads at 4.4:1.

mod screen;

use lizards::tui::contrast::{Rgb, ratio};
use lizards::tui::theme::{Palette, Theme};
use ratatui::style::Color;
use screen::{app, asset, draw};

fn rgb(c: Color) -> Option<Rgb> {
    match c {
        Color::Rgb(r, g, b) => Some(Rgb(r, g, b)),
        _ => None,
    }
}

#[test]
fn the_swatch_of_the_cursors_lines_reads_on_its_shading_in_both_palettes() {
    for palette in [Palette::Dark, Palette::Light] {
        let mut app = app(&[&asset("lesson.txt")]);
        app.theme = Theme {
            color: true,
            ascii: false,
            palette,
        };
        let buf = draw(&app, 200, 60);
        let width = buf.area.width as usize;
        let rows: Vec<String> = buf
            .content
            .chunks(width)
            .map(|row| row.iter().map(|c| c.symbol()).collect())
            .collect();
        let (y, row) = rows
            .iter()
            .enumerate()
            .find(|(_, r)| r.contains("the cursor's four lines"))
            .expect("the legend names the cursor's lines at 200 x 60");
        // The swatch is the cell before " the cursor's four lines" (one column a cell here:
        // the legend before it is ASCII words and single-width glyphs).
        let x = row[..row.find(" the cursor's four lines").unwrap()]
            .chars()
            .count()
            - 1;
        let cell = &buf.content[y * width + x];
        let (fg, bg) = (rgb(cell.fg), rgb(cell.bg));
        let (Some(fg), Some(bg)) = (fg, bg) else {
            panic!("{palette:?}: the swatch has no colour of its own: {cell:?}");
        };
        assert!(
            ratio(fg, bg) >= 3.0,
            "{palette:?}: {cell:?} reads at {:.2}:1",
            ratio(fg, bg)
        );
    }
}

//! A drawn screen as SVG, for slides: the cell grid exact, colours, bold, dim, italic,
//! underline and reverse kept, in a monospace font.
//!
//! Written by hand: an SVG of a terminal is a background, one rectangle per run of a
//! background colour and one `<text>` per run of a style, which a few dozen lines say; the
//! SVG crates build general documents (paths, a DOM) and would add weight without removing
//! any of this. Each run is stretched to its cells (`textLength`), so a glyph the font lacks
//! and a fallback font draws wider still lands on its cell, and the grid lines up on every
//! viewer.

use std::fmt::Write as _;

use ratatui::buffer::{Buffer, Cell};
use ratatui::style::{Color, Modifier};
use unicode_width::UnicodeWidthStr;

use crate::tui::theme::Palette;

/// A cell's size in SVG pixels: 10 x 20 at a 16 px font (a monospace glyph is about 0.6 em wide).
const CELL_W: u32 = 10;
const CELL_H: u32 = 20;
const FONT_SIZE: u32 = 16;
/// From a row's top to the text's baseline.
const BASELINE: u32 = 15;
const FONTS: &str = "ui-monospace, 'Cascadia Mono', 'DejaVu Sans Mono', Menlo, Consolas, monospace";

/// What the terminal's own colours (`Color::Reset`) look like in each palette.
fn defaults(palette: Palette) -> (Rgb, Rgb) {
    match palette {
        Palette::Dark => (Rgb(0xd4, 0xd4, 0xd4), Rgb(0x1e, 0x1e, 0x1e)),
        Palette::Light => (Rgb(0x1e, 0x1e, 0x1e), Rgb(0xff, 0xff, 0xff)),
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Rgb(u8, u8, u8);

impl std::fmt::Display for Rgb {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "#{:02x}{:02x}{:02x}", self.0, self.1, self.2)
    }
}

/// The sixteen named colours, as common terminal themes draw them.
const ANSI: [Rgb; 16] = [
    Rgb(0x00, 0x00, 0x00),
    Rgb(0xcd, 0x31, 0x31),
    Rgb(0x0d, 0xbc, 0x79),
    Rgb(0xe5, 0xe5, 0x10),
    Rgb(0x24, 0x72, 0xc8),
    Rgb(0xbc, 0x3f, 0xbc),
    Rgb(0x11, 0xa8, 0xcd),
    Rgb(0xe5, 0xe5, 0xe5),
    Rgb(0x66, 0x66, 0x66),
    Rgb(0xf1, 0x4c, 0x4c),
    Rgb(0x23, 0xd1, 0x8b),
    Rgb(0xf5, 0xf5, 0x43),
    Rgb(0x3b, 0x8e, 0xea),
    Rgb(0xd6, 0x70, 0xd6),
    Rgb(0x29, 0xb8, 0xdb),
    Rgb(0xff, 0xff, 0xff),
];

/// A colour as drawn; `None` for the terminal's default.
fn rgb(color: Color) -> Option<Rgb> {
    let named = |i: usize| Some(ANSI[i]);
    match color {
        Color::Reset => None,
        Color::Black => named(0),
        Color::Red => named(1),
        Color::Green => named(2),
        Color::Yellow => named(3),
        Color::Blue => named(4),
        Color::Magenta => named(5),
        Color::Cyan => named(6),
        Color::Gray => named(7),
        Color::DarkGray => named(8),
        Color::LightRed => named(9),
        Color::LightGreen => named(10),
        Color::LightYellow => named(11),
        Color::LightBlue => named(12),
        Color::LightMagenta => named(13),
        Color::LightCyan => named(14),
        Color::White => named(15),
        Color::Rgb(r, g, b) => Some(Rgb(r, g, b)),
        Color::Indexed(i) => Some(indexed(i)),
    }
}

/// The xterm 256-colour table: 16 named, a 6 x 6 x 6 cube, 24 greys.
fn indexed(i: u8) -> Rgb {
    match i {
        0..=15 => ANSI[i as usize],
        16..=231 => {
            let level = |v: u8| if v == 0 { 0 } else { 55 + 40 * v };
            let v = i - 16;
            Rgb(level(v / 36), level(v / 6 % 6), level(v % 6))
        }
        _ => {
            let g = 8 + 10 * (i - 232);
            Rgb(g, g, g)
        }
    }
}

/// How a cell's text is drawn, once reverse and the defaults are resolved.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Look {
    fg: Rgb,
    bg: Rgb,
    bold: bool,
    dim: bool,
    italic: bool,
    underline: bool,
    strike: bool,
    hidden: bool,
}

fn look(cell: &Cell, palette: Palette) -> Look {
    let (default_fg, default_bg) = defaults(palette);
    let m = cell.modifier;
    let mut fg = rgb(cell.fg).unwrap_or(default_fg);
    let mut bg = rgb(cell.bg).unwrap_or(default_bg);
    if m.contains(Modifier::REVERSED) {
        std::mem::swap(&mut fg, &mut bg);
    }
    Look {
        fg,
        bg,
        bold: m.contains(Modifier::BOLD),
        dim: m.contains(Modifier::DIM),
        italic: m.contains(Modifier::ITALIC),
        underline: m.contains(Modifier::UNDERLINED),
        strike: m.contains(Modifier::CROSSED_OUT),
        hidden: m.contains(Modifier::HIDDEN),
    }
}

/// One cell as shown: its text, how many columns it covers, how it looks.
struct Shown<'a> {
    x: u16,
    text: &'a str,
    width: u16,
    look: Look,
}

/// A row's cells left to right, a wide character once (the cell it covers skipped).
fn row(buf: &Buffer, y: u16, palette: Palette) -> Vec<Shown<'_>> {
    let area = buf.area;
    let mut out = Vec::with_capacity(area.width as usize);
    let mut x = area.x;
    while x < area.right() {
        let cell = &buf[(x, y)];
        let text = cell.symbol();
        let width = (text.width() as u16).clamp(1, area.right() - x);
        out.push(Shown {
            x: x - area.x,
            text,
            width,
            look: look(cell, palette),
        });
        x += width;
    }
    out
}

/// Text safe inside an XML element.
fn escape(text: &str, out: &mut String) {
    for ch in text.chars() {
        match ch {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            // Control characters are not allowed in XML 1.0; a terminal shows nothing there.
            c if c.is_control() => out.push(' '),
            c => out.push(c),
        }
    }
}

fn blank(cell: &Shown) -> bool {
    cell.text.trim().is_empty()
}

/// A run's text in pieces without blanks at either end and without two blanks in a row, so
/// that a viewer that collapses or drops white space (some ignore `xml:space`) still puts
/// every piece where it belongs: each is placed and stretched to its own cells.
fn words<'a, 'b>(run: &'b [Shown<'a>]) -> impl Iterator<Item = &'b [Shown<'a>]> {
    let mut rest = run;
    std::iter::from_fn(move || {
        let start = rest.iter().position(|c| !blank(c))?;
        let from = &rest[start..];
        // Ends before the first two blanks in a row, or at the last non-blank.
        let mut end = from.len();
        for i in 0..from.len() {
            if blank(&from[i]) && from.get(i + 1).is_none_or(blank) {
                end = i;
                break;
            }
        }
        rest = &from[end..];
        Some(&from[..end])
    })
}

/// One `<text>`: cells drawn alike, starting at a cell, stretched to exactly their columns.
fn text_element(svg: &mut String, cells: &[Shown], y: u32) {
    let look = cells[0].look;
    let cols: u32 = cells.iter().map(|c| c.width as u32).sum();
    let _ = write!(
        svg,
        r#"<text x="{}" y="{}" textLength="{}" lengthAdjust="spacingAndGlyphs" fill="{}""#,
        cells[0].x as u32 * CELL_W,
        y * CELL_H + BASELINE,
        cols * CELL_W,
        look.fg,
    );
    if look.bold {
        svg.push_str(r#" font-weight="bold""#);
    }
    if look.italic {
        svg.push_str(r#" font-style="italic""#);
    }
    if look.dim {
        svg.push_str(r#" opacity="0.6""#);
    }
    match (look.underline, look.strike) {
        (true, true) => svg.push_str(r#" text-decoration="underline line-through""#),
        (true, false) => svg.push_str(r#" text-decoration="underline""#),
        (false, true) => svg.push_str(r#" text-decoration="line-through""#),
        (false, false) => {}
    }
    svg.push('>');
    for cell in cells {
        // An empty symbol stands for a cell the terminal leaves blank.
        escape(if cell.text.is_empty() { " " } else { cell.text }, svg);
    }
    svg.push_str("</text>\n");
}

/// The buffer as an SVG document. `palette` says what the terminal's default colours are.
pub fn render(buf: &Buffer, palette: Palette) -> String {
    let (width, height) = (buf.area.width as u32, buf.area.height as u32);
    let (_, default_bg) = defaults(palette);
    let mut svg = String::new();
    let _ = writeln!(
        svg,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}" font-family="{FONTS}" font-size="{FONT_SIZE}">"#,
        w = width * CELL_W,
        h = height * CELL_H,
    );
    let _ = writeln!(
        svg,
        r#"<rect width="100%" height="100%" fill="{default_bg}"/>"#
    );
    let rows: Vec<Vec<Shown>> = (0..buf.area.height)
        .map(|y| row(buf, buf.area.y + y, palette))
        .collect();
    // Backgrounds first, so text is drawn over them.
    for (y, cells) in rows.iter().enumerate() {
        for run in cells.chunk_by(|a, b| a.look.bg == b.look.bg) {
            let bg = run[0].look.bg;
            if bg == default_bg {
                continue;
            }
            let cols: u32 = run.iter().map(|c| c.width as u32).sum();
            let _ = writeln!(
                svg,
                r#"<rect x="{}" y="{}" width="{}" height="{CELL_H}" fill="{bg}"/>"#,
                run[0].x as u32 * CELL_W,
                y as u32 * CELL_H,
                cols * CELL_W,
            );
        }
    }
    svg.push_str("<g xml:space=\"preserve\" style=\"white-space:pre\">\n");
    for (y, cells) in rows.iter().enumerate() {
        let text_look = |l: Look| Look {
            bg: Rgb(0, 0, 0),
            ..l
        };
        for run in cells.chunk_by(|a, b| text_look(a.look) == text_look(b.look)) {
            if run[0].look.hidden {
                continue;
            }
            for words in words(run) {
                text_element(&mut svg, words, y as u32);
            }
        }
    }
    svg.push_str("</g>\n</svg>\n");
    svg
}

/// The buffer as plain text: a line a row, trailing blanks dropped, a wide character once.
pub fn text(buf: &Buffer) -> String {
    let mut out = String::new();
    for y in 0..buf.area.height {
        let line: String = row(buf, buf.area.y + y, Palette::Dark)
            .iter()
            .map(|c| if c.text.is_empty() { " " } else { c.text })
            .collect();
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use ratatui::layout::Rect;
    use ratatui::style::Style;

    #[test]
    fn the_colour_table_is_xterms() {
        assert_eq!(indexed(16), Rgb(0, 0, 0));
        assert_eq!(indexed(196), Rgb(255, 0, 0));
        assert_eq!(indexed(231), Rgb(255, 255, 255));
        assert_eq!(indexed(232), Rgb(8, 8, 8));
        assert_eq!(indexed(255), Rgb(238, 238, 238));
    }

    #[test]
    fn reverse_swaps_the_resolved_colours_and_markup_is_escaped() {
        let mut buf = Buffer::empty(Rect::new(0, 0, 6, 1));
        buf.set_string(
            0,
            0,
            "<a&b>",
            Style::default().add_modifier(Modifier::REVERSED),
        );
        let svg = render(&buf, Palette::Dark);
        // Reversed default colours: light background, dark text.
        assert!(
            svg.contains(r##"<rect x="0" y="0" width="50" height="20" fill="#d4d4d4"/>"##),
            "{svg}"
        );
        assert!(
            svg.contains(r##"fill="#1e1e1e">&lt;a&amp;b&gt;</text>"##),
            "{svg}"
        );
        assert_eq!(text(&buf), "<a&b>\n");
    }
}

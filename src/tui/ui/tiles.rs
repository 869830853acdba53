//! Block-art tiles: on tiles of 5 x 3 characters and up, each state of a cell is a shape that
//! fills its tile, so that it reads from the back of a room and without colour: a lizard a
//! filled diamond (the legend's `◆`), a tree a round crown on a trunk, a seen cell hatched,
//! a rejected cell a cross over the hatching, the lizard just taken back a hollow diamond, a
//! lizard under attack a diamond on hatching, an attack a bar along its line; the cursor
//! puts brackets in the tile's corners. A free tile is left plain, with a dot.
//!
//! Shapes are figures in a square centred on the tile (a character is about half as wide as
//! it is tall), sampled two by two per character and drawn with quadrant blocks (`▛ ▀ ▟`...),
//! so they scale with the tile. `--ascii` samples the same figures into the legend's own
//! letters (`L` a lizard, `T` a tree, `!` a rejected cell...) on `x` hatching, so that the
//! legend reads the grid in ASCII too.
//!
//! ```text
//!   lizard       tree        seen        rejected     taken back
//!     ▗█▖       ▗▄███▄▖   ░░░░░░░░░░░  ░▝▙▖░░░▗▟▘░     ▗▀▖
//!   ▗▟███▙▖     ███████   ░░░░░░░░░░░  ░░░▝█▄█▘░░░   ▗▞▘ ▝▚▖
//! ```

use ratatui::buffer::Buffer;
use ratatui::style::Style;
use ratatui::text::Span;

use crate::event::Line;
use crate::tui::theme::{Glyph, ascii_glyph};

/// The smallest tile that gets a shape; smaller ones show the glyph alone.
pub const MIN_TILE: (u16, u16) = (5, 3);

/// Whether a tile of this size draws shapes.
pub fn fits((w, h): (u16, u16)) -> bool {
    w >= MIN_TILE.0 && h >= MIN_TILE.1
}

/// What one character of a tile shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mark {
    /// The tile's plain ground.
    Ground,
    /// The hatching of a seen cell.
    Hatch,
    /// Part of the shape.
    Ink(char),
}

/// The figure a glyph draws, as the points it covers: `u` right and `v` down, both from -1 to
/// 1 across the square centred on the tile.
fn covers(glyph: Glyph, u: f64, v: f64) -> bool {
    let diamond = u.abs() + v.abs();
    match glyph {
        Glyph::Lizard => diamond <= 1.0,
        Glyph::SeenLizard => diamond <= 0.85,
        Glyph::Unmarked => (0.5..=1.0).contains(&diamond),
        Glyph::Tree => {
            let crown = u * u + (v + 0.3) * (v + 0.3) <= 0.62 * 0.62;
            let trunk = u.abs() <= 0.16 && (0.2..=1.0).contains(&v);
            crown || trunk
        }
        Glyph::Rejected => {
            u.abs().max(v.abs()) <= 0.66 && ((u - v).abs() <= 0.3 || (u + v).abs() <= 0.3)
        }
        Glyph::Attack(line) => match line {
            Line::Row => v.abs() <= 0.25,
            Line::Column => u.abs() <= 0.18,
            Line::Diagonal => (u - v).abs() <= 0.28,
            Line::AntiDiagonal => (u + v).abs() <= 0.28,
        },
        Glyph::Empty | Glyph::Attacked => false,
    }
}

/// Whether the glyph's tile is hatched around its shape (its cell is seen).
fn hatched(glyph: Glyph) -> bool {
    matches!(
        glyph,
        Glyph::Attacked | Glyph::Rejected | Glyph::SeenLizard | Glyph::Attack(_)
    )
}

/// Quadrant blocks by the quarters they fill: bit 0 top left, 1 top right, 2 bottom left,
/// 3 bottom right.
const QUADRANTS: [char; 16] = [
    ' ', '▘', '▝', '▀', '▖', '▌', '▞', '▛', '▗', '▚', '▐', '▜', '▄', '▙', '▟', '█',
];

/// The same in ASCII: a character mostly covered takes the glyph's legend letter, a corner
/// of one is left out.
fn ascii_quadrant(glyph: Glyph, bits: u8) -> char {
    match bits.count_ones() {
        0 | 1 => ' ',
        _ => ascii_glyph(glyph).chars().next().unwrap_or('#'),
    }
}

/// The hatching of a seen cell: the legend's mark for one.
fn hatch(ascii: bool) -> &'static str {
    if ascii {
        ascii_glyph(Glyph::Attacked)
    } else {
        "░"
    }
}

/// The tile's characters, row by row, for a glyph on a `w` x `h` tile.
pub fn shape(glyph: Glyph, (w, h): (u16, u16), ascii: bool) -> Vec<Vec<Mark>> {
    // In units of a character's width; a character is two units tall.
    let side = (w as f64).min(2.0 * h as f64);
    let (cx, cy) = (w as f64 / 2.0, h as f64);
    let at = |x: f64, y: f64| covers(glyph, (x - cx) / (side / 2.0), (y - cy) / (side / 2.0));
    (0..h)
        .map(|row| {
            (0..w)
                .map(|col| {
                    let (x, y) = (col as f64, 2.0 * row as f64);
                    let bits = u8::from(at(x + 0.25, y + 0.5))
                        | u8::from(at(x + 0.75, y + 0.5)) << 1
                        | u8::from(at(x + 0.25, y + 1.5)) << 2
                        | u8::from(at(x + 0.75, y + 1.5)) << 3;
                    let ink = if ascii {
                        ascii_quadrant(glyph, bits)
                    } else {
                        QUADRANTS[bits as usize]
                    };
                    if ink != ' ' {
                        Mark::Ink(ink)
                    } else if hatched(glyph) {
                        Mark::Hatch
                    } else {
                        Mark::Ground
                    }
                })
                .collect()
        })
        .collect()
}

/// What a glyph's tile shows, row by row, the cursor aside: its shape, hatching as `░` (`/`
/// in ASCII), and a free tile's dot.
pub fn picture(glyph: Glyph, size: (u16, u16), ascii: bool, dot: &str) -> Vec<String> {
    let hatch = hatch(ascii);
    let mut rows: Vec<Vec<String>> = shape(glyph, size, ascii)
        .into_iter()
        .map(|row| {
            row.into_iter()
                .map(|mark| match mark {
                    Mark::Ground => " ".to_string(),
                    Mark::Hatch => hatch.to_string(),
                    Mark::Ink(c) => c.to_string(),
                })
                .collect()
        })
        .collect();
    if glyph == Glyph::Empty {
        let (w, h) = size;
        rows[(h as usize - 1) / 2][(w as usize - 1) / 2] = dot.to_string();
    }
    rows.into_iter().map(|row| row.concat()).collect()
}

/// A glyph as the legend line shows it beside large tiles: a small tile of the board's own
/// colours, with the glyph its shape stands for (a diamond for `◆`, a cross for `✗`), and
/// hatching for a seen cell, whose tile has no other mark.
pub fn swatch(glyph: Glyph, theme: &crate::tui::theme::Theme) -> Span<'static> {
    let fill = theme.tile(glyph, Style::default());
    let (mark, ink) = if glyph == Glyph::Attacked {
        (hatch(theme.ascii), theme.hatch())
    } else {
        (theme.glyph(glyph), theme.ink(glyph))
    };
    Span::styled(format!("{mark} "), fill.patch(ink))
}

/// The brackets in a tile's corners that mark the cursor: (column, row, character).
pub fn corners((w, h): (u16, u16), ascii: bool) -> Vec<(u16, u16, char)> {
    let (right, bottom) = (w - 1, h - 1);
    let [tl, tr, bl, br, top, under, left, side] = if ascii {
        ['+', '+', '+', '+', '-', '-', '|', '|']
    } else {
        ['▛', '▜', '▙', '▟', '▀', '▄', '▌', '▐']
    };
    let mut out = vec![
        (0, 0, tl),
        (right, 0, tr),
        (0, bottom, bl),
        (right, bottom, br),
        (1, 0, top),
        (right - 1, 0, top),
        (1, bottom, under),
        (right - 1, bottom, under),
    ];
    if h >= 4 {
        out.extend([
            (0, 1, left),
            (right, 1, side),
            (0, bottom - 1, left),
            (right, bottom - 1, side),
        ]);
    }
    out
}

/// The styles a tile is drawn in.
pub struct Paint {
    /// The ground (every character gets it first).
    pub fill: Style,
    pub hatch: Style,
    pub ink: Style,
    /// The cursor's corners, if the cursor is on this tile.
    pub cursor: Option<Style>,
}

/// Draws `glyph` as a shape on the `size` tile at (`x`, `y`). A free tile gets its glyph
/// (the dot) in the middle instead, the one mark of a plain tile.
pub fn draw(
    buf: &mut Buffer,
    (x, y): (u16, u16),
    size: (u16, u16),
    glyph: Glyph,
    dot: &str,
    paint: &Paint,
    ascii: bool,
) {
    let hatch = hatch(ascii);
    for (dy, row) in shape(glyph, size, ascii).into_iter().enumerate() {
        for (dx, mark) in row.into_iter().enumerate() {
            let cell = &mut buf[(x + dx as u16, y + dy as u16)];
            match mark {
                Mark::Ground => cell.set_symbol(" ").set_style(paint.fill),
                Mark::Hatch => cell
                    .set_symbol(hatch)
                    .set_style(paint.fill.patch(paint.hatch)),
                Mark::Ink(c) => cell.set_char(c).set_style(paint.fill.patch(paint.ink)),
            };
        }
    }
    if glyph == Glyph::Empty {
        let (w, h) = size;
        buf[(x + (w - 1) / 2, y + (h - 1) / 2)]
            .set_symbol(dot)
            .set_style(paint.fill.patch(paint.ink));
    }
    if let Some(style) = paint.cursor {
        for (dx, dy, c) in corners(size, ascii) {
            buf[(x + dx, y + dy)]
                .set_char(c)
                .set_style(paint.fill.patch(style));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn picture(glyph: Glyph, size: (u16, u16), ascii: bool) -> String {
        shape(glyph, size, ascii)
            .iter()
            .map(|row| {
                row.iter()
                    .map(|m| match m {
                        Mark::Ground => ' ',
                        Mark::Hatch => '░',
                        Mark::Ink(c) => *c,
                    })
                    .collect::<String>()
            })
            .collect::<Vec<_>>()
            .join("\n")
    }

    const STATES: [Glyph; 9] = [
        Glyph::Empty,
        Glyph::Attacked,
        Glyph::Tree,
        Glyph::Lizard,
        Glyph::Rejected,
        Glyph::Unmarked,
        Glyph::SeenLizard,
        Glyph::Attack(Line::Row),
        Glyph::Attack(Line::Diagonal),
    ];

    #[test]
    fn every_state_has_its_own_shape_at_every_tile_size_in_both_alphabets() {
        for size in [(5, 3), (7, 3), (9, 4), (11, 5)] {
            for ascii in [false, true] {
                let pictures: Vec<String> =
                    STATES.iter().map(|&g| picture(g, size, ascii)).collect();
                for (i, a) in pictures.iter().enumerate() {
                    for (j, b) in pictures.iter().enumerate().skip(i + 1) {
                        assert_ne!(
                            a, b,
                            "{:?} and {:?} look alike at {size:?} (ascii {ascii}):\n{a}",
                            STATES[i], STATES[j]
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn shapes_fill_their_tile_and_leave_its_corners_to_the_cursor() {
        for size in [(5, 3), (7, 3), (9, 4), (11, 5), (13, 7)] {
            let (w, h) = size;
            for glyph in [Glyph::Lizard, Glyph::Tree, Glyph::Rejected, Glyph::Unmarked] {
                let rows = shape(glyph, size, false);
                let inked = |r: &Vec<Mark>| r.iter().any(|m| matches!(m, Mark::Ink(_)));
                // From the top row to the bottom one (the cross leaves them to the cursor's
                // brackets, which it would touch), and most of the way across.
                let edge = usize::from(glyph == Glyph::Rejected);
                let (top, bottom) = (&rows[edge], &rows[h as usize - 1 - edge]);
                assert!(inked(top) && inked(bottom), "{glyph:?} {size:?}");
                let widest = rows
                    .iter()
                    .map(|r| r.iter().filter(|m| matches!(m, Mark::Ink(_))).count())
                    .max()
                    .unwrap();
                assert!(widest as u16 * 2 >= w, "{glyph:?} {size:?}");
                for (x, y) in [(0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1)] {
                    assert!(
                        !matches!(rows[y as usize][x as usize], Mark::Ink(_)),
                        "{glyph:?} {size:?} inks a corner"
                    );
                }
            }
        }
    }

    #[test]
    fn ascii_shapes_are_ascii() {
        for size in [(5, 3), (11, 5)] {
            for &g in &STATES {
                assert!(picture(g, size, true).replace('░', "/").is_ascii());
            }
            assert!(corners(size, true).iter().all(|&(_, _, c)| c.is_ascii()));
        }
    }
}

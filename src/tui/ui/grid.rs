//! The nursery: cells as large as the window allows, row and column indices on its edges, the
//! row counters (headed "rows") beside their rows and the column counters (headed "cols") under
//! their columns, the scan cursor and the four lines through it, and the lizards' reach. Under
//! annealing, whose lizards may see each other, a lizard under attack has its own glyph, and the
//! cells between the lizard just moved and each lizard it attacks are drawn along their line.
//!
//! ```text
//!          0   1   2   3   rows
//!     0    ◆   ×   ×   ×    +1
//!     1    ×   ×   ♣   ·    -1
//!  cols   +1   0  -1   0
//! ```

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use unicode_width::{UnicodeWidthChar, UnicodeWidthStr};

use crate::board::Cell;
use crate::event::{Event, Line, Lines};
use crate::tui::app::{App, GridGeometry, Mode};
use crate::tui::theme::{Glyph, Theme, counter_text};
use crate::tui::ui::tiles;

/// Cell sizes in characters, smallest first: about square on a terminal's tall characters.
const CELL_SIZES: [(u16, u16); 8] = [
    (2, 1),
    (4, 2),
    (6, 3),
    (8, 4),
    (10, 5),
    (12, 6),
    (14, 7),
    (16, 8),
];
/// Columns left of the cells: row indices, and the "cols" heading.
const LABEL_WIDTH: u16 = 6;
/// Columns right of the cells: a gap and the row counters, under the "rows" heading.
const COUNTER_WIDTH: u16 = 5;

/// How the grid is laid out in an area.
#[derive(Debug, Clone, Copy)]
pub struct Shape {
    pub cell: (u16, u16),
    /// Rows and columns of the board in view.
    pub rows: u32,
    pub cols: u32,
    /// Whether part of the board is out of view (a line then says which part).
    pub scrolled: bool,
}

impl Shape {
    /// Characters the grid takes: labels, cells, counters, and the scroll line if any.
    pub fn size(&self) -> (u16, u16) {
        (
            LABEL_WIDTH + self.cols as u16 * self.cell.0 + COUNTER_WIDTH,
            2 + self.rows as u16 * self.cell.1 + counter_rows(self.cell.0, self.cols) - 1
                + u16::from(self.scrolled),
        )
    }
}

/// Rows the column counters take: one, or two when cells are as narrow as a counter ("+1"),
/// so that neighbours alternate between the rows and always keep a space between them.
fn counter_rows(cell_width: u16, cols: u32) -> u16 {
    if cell_width <= 2 && cols > 1 { 2 } else { 1 }
}

/// Rows the whole board takes at its smallest cells: the column labels, the board and the
/// column counters.
pub fn least_height(n: u32) -> u16 {
    let (w, h) = CELL_SIZES[0];
    (1 + n * u32::from(h) + u32::from(counter_rows(w, n))).min(u32::from(u16::MAX)) as u16
}

/// Columns the whole board takes at its smallest cells: row labels, cells and row counters.
pub fn least_width(n: u32) -> u16 {
    let (w, _) = CELL_SIZES[0];
    (u32::from(LABEL_WIDTH) + n * u32::from(w) + u32::from(COUNTER_WIDTH)).min(u32::from(u16::MAX))
        as u16
}

/// The largest cells that show the whole board in `area`; compact cells and a window on the
/// board when even those do not fit (or when the user asked for compact cells).
pub fn shape(n: u32, area: Rect, compact: bool) -> Shape {
    let fits = |(w, h): (u16, u16)| {
        (LABEL_WIDTH as u32 + n * w as u32 + COUNTER_WIDTH as u32) <= area.width as u32
            && (1 + n * h as u32 + counter_rows(w, n) as u32) <= area.height as u32
    };
    let sizes = if compact {
        &CELL_SIZES[..1]
    } else {
        &CELL_SIZES[..]
    };
    if let Some(&cell) = sizes.iter().rev().find(|&&s| fits(s)) {
        return Shape {
            cell,
            rows: n,
            cols: n,
            scrolled: false,
        };
    }
    let cols = n.min((area.width.saturating_sub(LABEL_WIDTH + COUNTER_WIDTH) / 2) as u32);
    let rows = n.min(area.height.saturating_sub(2 + counter_rows(2, cols)) as u32);
    Shape {
        cell: CELL_SIZES[0],
        rows: rows.max(1),
        cols: cols.max(1),
        scrolled: true,
    }
}

/// First index of a window of `len` out of `total` that keeps `focus` in view, centred.
fn window(focus: u32, len: u32, total: u32) -> u32 {
    focus.saturating_sub(len / 2).min(total.saturating_sub(len))
}

fn on_lines(a: Cell, b: Cell) -> bool {
    Line::ALL.iter().any(|l| l.key(a) == l.key(b))
}

/// The lines an event changed (their counters get marked).
pub fn changed_lines(event: Option<Event>) -> (Option<Cell>, Lines) {
    match event {
        Some(Event::TreeMask { cell, lines } | Event::TreeUnmask { cell, lines }) => {
            (Some(cell), lines)
        }
        Some(Event::Place { cell, .. } | Event::Unmark { cell, .. }) => (Some(cell), Lines::ALL),
        _ => (None, Lines::NONE),
    }
}

pub fn counter_style(theme: &Theme, value: i8, changed: bool, on_line: bool) -> Style {
    if changed {
        theme.changed()
    } else if on_line {
        theme.counter_on_line()
    } else {
        theme.counter(value)
    }
}

/// Decimal digits of the largest index.
fn digits(n: u32) -> u16 {
    n.saturating_sub(1).max(1).ilog10() as u16 + 1
}

/// What the grid draws from: the app's state read once.
struct View<'a> {
    app: &'a App,
    editing: bool,
    /// A quiz question is open: the cells a lizard sees are not hatched, or the grid would
    /// answer it (the class reads the counters instead).
    asking: bool,
    cursor: Option<Cell>,
    current: Option<Event>,
    changed: (Option<Cell>, Lines),
    /// Queens a backjump is taking back, shown until the jump is explained.
    ghosts: Vec<Cell>,
    /// Annealing's current move: where its lizard stands (or would), and the lizards that
    /// attack it there.
    pairs: Option<(Cell, Vec<(Line, Cell)>)>,
}

impl View<'_> {
    /// The line of the current move's attacking pair that passes over `cell`, if one does.
    fn attack_through(&self, cell: Cell) -> Option<Line> {
        let (mover, pairs) = self.pairs.as_ref()?;
        // Along every line the column grows in scan order, except down a column.
        let along = |line: Line, c: Cell| match line {
            Line::Column => c.row,
            _ => c.col,
        };
        pairs.iter().find_map(|&(line, other)| {
            let (a, b) = (along(line, *mover), along(line, other));
            let between = (a.min(b) + 1..a.max(b)).contains(&along(line, cell));
            (line.key(cell) == line.key(*mover) && between).then_some(line)
        })
    }

    fn glyph(&self, cell: Cell) -> Glyph {
        let pb = &self.app.playback;
        let here = Some(cell) == self.cursor && !self.editing;
        if pb.board().is_tree(cell) {
            Glyph::Tree
        } else if pb.is_lizard(cell) {
            if !self.editing && pb.is_seen(cell) {
                Glyph::SeenLizard
            } else {
                Glyph::Lizard
            }
        } else if let Some(line) = self.attack_through(cell).filter(|_| !self.editing) {
            Glyph::Attack(line)
        } else if here && matches!(self.current, Some(Event::Reject { .. })) {
            Glyph::Rejected
        } else if (here && matches!(self.current, Some(Event::Unmark { .. })))
            || self.ghosts.contains(&cell)
        {
            Glyph::Unmarked
        } else if !self.editing && !self.asking && pb.is_seen(cell) {
            Glyph::Attacked
        } else {
            Glyph::Empty
        }
    }

    /// Draws one cell: on tiles big enough a shape that fills the tile ([`tiles`]); in
    /// other large sizes a tile filled with its ground and the glyph centred; in the compact
    /// size the glyph and a gap.
    fn cell(&self, buf: &mut Buffer, cell: Cell, x: u16, y: u16, w: u16) {
        let theme = &self.app.theme;
        let glyph = self.glyph(cell);
        let is_cursor = Some(cell) == self.cursor;
        let on_line =
            !is_cursor && !self.editing && self.cursor.is_some_and(|cur| on_lines(cell, cur));
        let large = w > 2;
        // Tiles leave a gutter right (and below, from three rows up) so cells read apart.
        let tile = self.app.geometry.get().tile();
        let marked = self.app.replay_marks(cell);
        if large && tiles::fits(tile) {
            let mut fill = if on_line {
                theme.tile_on_line(glyph, Style::default())
            } else {
                theme.tile(glyph, Style::default())
            };
            if on_line && !theme.color {
                fill = theme.on_line(fill);
            }
            let mut ink = theme.ink(glyph);
            if marked {
                // The cells a replay's referee names, whatever else they show.
                fill = fill.add_modifier(Modifier::REVERSED);
                ink = ink.add_modifier(Modifier::REVERSED | Modifier::BOLD);
            }
            let paint = tiles::Paint {
                fill,
                hatch: theme.hatch(),
                ink,
                cursor: is_cursor.then(|| theme.cursor_corners(glyph)),
            };
            let dot = theme.glyph(Glyph::Empty);
            tiles::draw(buf, (x, y), tile, glyph, dot, &paint, theme.ascii);
            return;
        }
        let mut fill = match (large, on_line && theme.color) {
            (false, _) => Style::default(),
            (true, false) => theme.tile(glyph, Style::default()),
            (true, true) => theme.tile_on_line(glyph, Style::default()),
        };
        if on_line && theme.color && !large {
            fill = theme.on_line(fill);
        }
        let ink = if large {
            theme.ink(glyph)
        } else {
            theme.cell(glyph)
        };
        if is_cursor {
            fill = theme.cursor(fill.patch(ink));
        }
        let mut style = fill.patch(ink);
        if marked {
            fill = fill.add_modifier(Modifier::REVERSED);
            style = style.add_modifier(Modifier::REVERSED | Modifier::BOLD);
        }
        if is_cursor {
            style = theme.cursor(style);
        } else if on_line && !(large && theme.color) {
            // A large tile in colour already says the line by its ground, which its glyph's
            // ink is chosen against: the lines' own strip under the glyph would undo that.
            style = theme.on_line(style);
        }
        let (tw, th) = tile;
        for dy in 0..th {
            for dx in 0..tw {
                buf[(x + dx, y + dy)].set_symbol(" ").set_style(fill);
            }
        }
        buf.set_string(
            x + (tw - 1) / 2,
            y + (th - 1) / 2,
            theme.glyph(glyph),
            style,
        );
        if !large {
            // The compact gap keeps the line shading, so a shaded line reads unbroken.
            let gap = if is_cursor {
                Style::default()
            } else {
                style.remove_modifier(Modifier::UNDERLINED | Modifier::BOLD)
            };
            buf[(x + 1, y)].set_symbol(" ").set_style(gap);
        }
    }
}

/// Draws the grid at the top-left of `area` in the given shape (the scroll note may use the
/// rest of the area's width).
pub fn render(app: &App, shape: Shape, area: Rect, buf: &mut Buffer) {
    let pb = &app.playback;
    let theme = &app.theme;
    let n = pb.board().n() as u32;
    let editing = match app.mode {
        Mode::Edit { cursor } => Some(cursor),
        Mode::ConfirmQuit {
            editing: Some(cursor),
        } => Some(cursor),
        _ => None,
    };
    let current = pb.current();
    let view = View {
        app,
        editing: editing.is_some(),
        asking: app.question().is_some(),
        cursor: editing.or_else(|| pb.cursor()),
        current,
        changed: changed_lines(current),
        ghosts: if app.algorithm.jumps() && editing.is_none() {
            crate::narrate::taken_back_by_jump(pb)
        } else {
            Vec::new()
        },
        pairs: pb.move_pairs(),
    };
    let cursor = view.cursor;
    let (cw, ch) = shape.cell;
    let (rows, cols) = (shape.rows, shape.cols);
    let (first_row, first_col) = match app.pan.filter(|_| shape.scrolled) {
        Some(p) => (p.row.min(n - rows), p.col.min(n - cols)),
        None => {
            let focus = cursor.unwrap_or(Cell::new(0, 0));
            (window(focus.row, rows, n), window(focus.col, cols, n))
        }
    };
    let x0 = area.x + LABEL_WIDTH;
    let y0 = area.y + 1;
    let geometry = GridGeometry {
        x: x0,
        y: y0,
        cell_width: cw,
        cell_height: ch,
        first_row,
        first_col,
        rows,
        cols,
    };
    app.geometry.set(geometry);
    let (tile_width, _) = geometry.tile();
    let right = x0 + cols as u16 * cw;
    let bottom = y0 + rows as u16 * ch;
    let (changed_cell, changed) = view.changed;

    // Headings.
    buf.set_string(right + 1, area.y, crate::t!("grid-rows"), theme.label());
    buf.set_string(area.x, bottom, crate::t!("grid-cols"), theme.label());

    // Column indices: every column if they fit apart, else every 2nd, 5th, 10th...; the
    // cursor's column always, highlighted, and the others beside it that still stand apart
    // from it (column 0 lost its label whenever the cursor was on column 1).
    let width = digits(n);
    let step = [1u32, 2, 5, 10, 20, 50, 100]
        .into_iter()
        .find(|&s| s as u16 * cw > width)
        .unwrap_or(100);
    let cursor_col = cursor.map(|c| c.col);
    // Each label centred over its column, but never past the last column (the "rows"
    // heading is there: `1055ows`); a label that would then touch another gives way to the
    // cursor's, or to the one before it.
    let mut labels: Vec<(u16, String, bool)> = Vec::new();
    for vc in 0..cols {
        let c = first_col + vc;
        if c % step != 0 && Some(c) != cursor_col {
            continue;
        }
        let text = c.to_string();
        let len = text.len() as u16;
        let at = x0 + vc as u16 * cw + (tile_width.saturating_sub(len)) / 2;
        // Pushed back from the edge, a label would stand over another column ("1240" two
        // columns left of its own): only the cursor's, which its column's shading names, may.
        if at + len > right && Some(c) != cursor_col {
            continue;
        }
        let x = at.min(right.saturating_sub(len)).max(x0);
        labels.push((x, text, Some(c) == cursor_col));
    }
    let apart = |a: &(u16, String, bool), b: &(u16, String, bool)| {
        a.0 + (a.1.len() as u16) < b.0 || b.0 + (b.1.len() as u16) < a.0
    };
    let cursor_label = labels.iter().find(|l| l.2).cloned();
    let mut kept: Vec<(u16, String, bool)> = Vec::new();
    for label in labels {
        let clear = label.2
            || (cursor_label.as_ref().is_none_or(|c| apart(c, &label))
                && kept.last().is_none_or(|last| apart(last, &label)));
        if clear {
            kept.push(label);
        }
    }
    for (x, text, on_cursor) in kept {
        let style = if on_cursor {
            theme.counter_on_line()
        } else {
            theme.label()
        };
        buf.set_string(x, area.y, text, style);
    }

    for vr in 0..rows {
        let r = first_row + vr;
        let y = y0 + vr as u16 * ch;
        for vc in 0..cols {
            let c = first_col + vc;
            view.cell(buf, Cell::new(r, c), x0 + vc as u16 * cw, y, cw);
        }
        let here = cursor.is_some_and(|c| c.row == r);
        let label = format!("{r:>w$}", w = (LABEL_WIDTH - 2) as usize);
        let style = if here {
            theme.counter_on_line()
        } else {
            theme.label()
        };
        let (counter_x, mid_y) = geometry.row_counter_position(r);
        buf.set_string(area.x, mid_y, label, style);
        let value = pb.counters().rows()[r as usize];
        let changed_here = changed.contains(Line::Row) && changed_cell.is_some_and(|c| c.row == r);
        buf.set_string(
            counter_x,
            mid_y,
            counter_text(value),
            counter_style(theme, value, changed_here, here),
        );
    }
    for vc in 0..cols {
        let c = first_col + vc;
        let value = pb.counters().cols()[c as usize];
        let changed_here =
            changed.contains(Line::Column) && changed_cell.is_some_and(|cc| cc.col == c);
        let on = cursor.is_some_and(|cc| cc.col == c);
        // The value's last digit under its column's label (and its glyph), the sign before
        // it: on cells one character wide the sign stands in the gap to the left, where a
        // value that began at its column put its digit in the gap to the right, nearer the
        // next column than its own.
        let text = counter_text(value);
        let centre = x0 + vc as u16 * cw + tile_width.saturating_sub(1) / 2;
        let x = (centre + 1).saturating_sub(text.width() as u16);
        let y = bottom + (vc as u16 % counter_rows(cw, cols));
        buf.set_string(x, y, text, counter_style(theme, value, changed_here, on));
    }
    if shape.scrolled {
        let range_said = |id: &str| {
            crate::t!(
                id,
                top = first_row.to_string(),
                bottom = (first_row + rows - 1).to_string(),
                left = first_col.to_string(),
                right = (first_col + cols - 1).to_string(),
                n = n.to_string()
            )
        };
        // The short form where the long one would lose the board's size at the edge.
        let range = Some(range_said("grid-range"))
            .filter(|r| r.width() <= area.width as usize)
            .unwrap_or_else(|| range_said("grid-range-short"));
        let hint = crate::i18n::tr(if app.pan.is_some() {
            "grid-follow"
        } else {
            "grid-pan"
        });
        let room = area.width as usize;
        // Display columns, and a cut between characters, never through a wide one.
        let note = if range.width() + hint.width() <= room {
            range + &hint
        } else {
            let mut cut = String::new();
            for c in range.chars() {
                if cut.width() + c.width().unwrap_or(0) > room {
                    break;
                }
                cut.push(c);
            }
            cut
        };
        // Within the grid's own area only: one too short for even a row and its labels
        // would otherwise put the note over what is drawn below it.
        let y = bottom + counter_rows(cw, cols);
        if y < area.bottom() {
            buf.set_string(area.x, y, note, theme.dim());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_grid_too_short_for_its_rows_draws_nothing_below_its_area() {
        let app = crate::tui::build(&crate::tui::Options {
            n: Some(12),
            ..Default::default()
        })
        .unwrap();
        // Three rows: the header, one row of cells and no room for the counters' lines or
        // the line that says which part shows.
        let area = Rect::new(0, 0, 40, 3);
        let shape = shape(12, area, true);
        assert!(shape.scrolled);
        let mut buf = Buffer::empty(Rect::new(0, 0, 40, 10));
        render(&app, shape, area, &mut buf);
        for y in 4..10 {
            let row: String = (0..40).map(|x| buf[(x, y)].symbol()).collect();
            assert!(!row.contains("of 12"), "row {y}: {row}");
        }
    }

    /// On cells one character wide, a column's counter ends under the column's label (the
    /// sign, if any, in the gap before it): a counter that began at its column put its digit
    /// in the gap after it, nearer the next column.
    #[test]
    fn a_column_counter_stands_under_its_column() {
        let app = crate::tui::build(&crate::tui::Options {
            n: Some(8),
            ..Default::default()
        })
        .unwrap();
        let area = Rect::new(0, 0, 40, 14);
        let shape = shape(8, area, true);
        assert_eq!(shape.cell.0, 2, "cells one character wide and a gap");
        let mut buf = Buffer::empty(area);
        render(&app, shape, area, &mut buf);
        let cols_row = (0..area.height)
            .find(|&y| buf[(0, y)].symbol() == "c")
            .expect("the cols heading");
        for c in 0..8u16 {
            let x = (0..area.width)
                .find(|&x| buf[(x, 0)].symbol() == c.to_string())
                .expect("the column's label");
            let under: Vec<&str> = (cols_row..cols_row + 2)
                .map(|y| buf[(x, y)].symbol())
                .collect();
            assert!(under.contains(&"0"), "column {c} at x = {x}: {under:?}");
            let after: Vec<&str> = (cols_row..cols_row + 2)
                .map(|y| buf[(x + 1, y)].symbol())
                .collect();
            assert_eq!(after, [" ", " "], "column {c}: the gap after it");
        }
    }
}

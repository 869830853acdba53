//! The nursery: cells, the scan cursor, the four lines through it, the lizards' reach, and the
//! row counters on the right edge, the column counters below, and the event log under those.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line as TextLine, Span};
use ratatui::widgets::{Paragraph, Widget};

use crate::board::Cell;
use crate::event::{Event, Line, Lines};
use crate::narrate;
use crate::tui::app::{App, GridGeometry, Mode};
use crate::tui::theme::{Glyph, Theme, counter_text};

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

fn counter_style(theme: &Theme, value: i8, changed: bool, on_line: bool) -> Style {
    if changed {
        theme.changed()
    } else if on_line {
        theme.counter_on_line()
    } else {
        theme.counter(value)
    }
}

pub fn render(app: &App, area: Rect, buf: &mut Buffer) {
    let pb = &app.playback;
    let theme = &app.theme;
    let n = pb.board().n() as u32;
    let editing = match app.mode {
        Mode::Edit { cursor } => Some(cursor),
        _ => None,
    };
    let current = pb.current();
    let cursor = editing.or_else(|| pb.cursor());
    let (changed_cell, changed) = changed_lines(current);
    // Room: 2 columns a cell plus 3 for the row counters; 1 row for the column counters.
    let cols = n.min((area.width.saturating_sub(4) / 2) as u32);
    let rows = n.min(area.height.saturating_sub(2) as u32);
    let focus = cursor.unwrap_or(Cell::new(0, 0));
    let first_row = window(focus.row, rows, n);
    let first_col = window(focus.col, cols, n);
    app.geometry.set(GridGeometry {
        x: area.x,
        y: area.y,
        first_row,
        first_col,
        rows,
        cols,
    });

    for vr in 0..rows {
        let r = first_row + vr;
        let y = area.y + vr as u16;
        for vc in 0..cols {
            let c = first_col + vc;
            let cell = Cell::new(r, c);
            let x = area.x + 2 * vc as u16;
            let glyph = if pb.board().is_tree(cell) {
                Glyph::Tree
            } else if pb.is_lizard(cell) {
                Glyph::Lizard
            } else if Some(cell) == cursor
                && matches!(current, Some(Event::Reject { .. }))
                && editing.is_none()
            {
                Glyph::Rejected
            } else if Some(cell) == cursor
                && matches!(current, Some(Event::Unmark { .. }))
                && editing.is_none()
            {
                Glyph::Unmarked
            } else if editing.is_none() && pb.is_seen(cell) {
                Glyph::Attacked
            } else {
                Glyph::Empty
            };
            let mut style = theme.cell(glyph);
            if Some(cell) == cursor {
                style = theme.cursor(style);
            } else if let Some(cur) = cursor.filter(|_| editing.is_none())
                && on_lines(cell, cur)
            {
                style = theme.on_line(style);
            }
            buf.set_string(x, y, theme.glyph(glyph), style);
            let gap = if Some(cell) == cursor {
                Style::default()
            } else {
                style
            };
            buf.set_string(
                x + 1,
                y,
                " ",
                gap.remove_modifier(ratatui::style::Modifier::UNDERLINED),
            );
        }
        // Row counter on the right edge.
        let value = pb.counters().rows()[r as usize];
        let changed_here = changed.contains(Line::Row) && changed_cell.is_some_and(|c| c.row == r);
        let on = cursor.is_some_and(|c| c.row == r);
        buf.set_string(
            area.x + 2 * cols as u16 + 1,
            y,
            counter_text(value),
            counter_style(theme, value, changed_here, on),
        );
    }
    // Column counters under the grid.
    let y = area.y + rows as u16;
    for vc in 0..cols {
        let c = first_col + vc;
        let value = pb.counters().cols()[c as usize];
        let changed_here =
            changed.contains(Line::Column) && changed_cell.is_some_and(|cc| cc.col == c);
        let on = cursor.is_some_and(|cc| cc.col == c);
        buf.set_string(
            area.x + 2 * vc as u16,
            y,
            counter_text(value),
            counter_style(theme, value, changed_here, on),
        );
    }
    if rows < n || cols < n {
        let note = format!(
            " rows {}-{}, cols {}-{} of {n}",
            first_row,
            first_row + rows - 1,
            first_col,
            first_col + cols - 1
        );
        buf.set_string(area.x + 2 * cols as u16 + 4, y, note, theme.dim());
    }
    // The event log fills what is left.
    let log_top = y + 2;
    if log_top < area.bottom() {
        let height = (area.bottom() - log_top) as usize;
        let lines: Vec<TextLine> = pb
            .recent(height)
            .enumerate()
            .map(|(i, e)| {
                let newest = i + 1 == height.min(pb.position().min(height as u64) as usize);
                let style = if newest { theme.key() } else { theme.dim() };
                TextLine::from(Span::styled(narrate::tag(e), style))
            })
            .collect();
        Paragraph::new(lines).render(Rect::new(area.x, log_top, area.width, height as u16), buf);
    }
}

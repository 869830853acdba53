//! The diagonal (`r-c`) and anti-diagonal (`r+c`) counters: every line of the board with its
//! index above its value, in a fixed order, wrapped to the panel's width. When not every row
//! fits, the panel pages (to the page holding the cursor's line) instead of sliding, so a
//! counter never moves sideways between two steps.

use ratatui::text::{Line as TextLine, Span};

use crate::event::Line;
use crate::tui::app::App;
use crate::tui::theme::counter_text;
use crate::tui::ui::grid::{changed_lines, counter_style};

/// One family's counters, indices and values.
struct Family {
    /// The index of the first counter: -(n-1) for diagonals, 0 for anti-diagonals.
    lowest: i64,
    values: Vec<i8>,
}

impl Family {
    fn of(app: &App, line: Line) -> Self {
        let counters = app.playback.counters();
        let n = app.playback.board().n() as i64;
        match line {
            Line::Diagonal => Family {
                lowest: -(n - 1),
                values: counters.diags().to_vec(),
            },
            _ => Family {
                lowest: 0,
                values: counters.antis().to_vec(),
            },
        }
    }

    /// Characters an entry takes: its widest index or value (2), and a space.
    fn entry_width(&self) -> usize {
        let last = self.lowest + self.values.len() as i64 - 1;
        let widest = self.lowest.to_string().len().max(last.to_string().len());
        widest.max(2) + 1
    }
}

/// Rows (heading included) one family takes at `width` when every counter shows.
pub fn full_height(app: &App, width: u16) -> u16 {
    let f = Family::of(app, Line::Diagonal);
    let per = (width as usize / f.entry_width()).max(1);
    (1 + 2 * f.values.len().div_ceil(per)) as u16
}

/// One family as text, in at most `height` rows (heading included; at least 3).
pub fn family(app: &App, line: Line, width: u16, height: u16) -> Vec<TextLine<'static>> {
    let f = Family::of(app, line);
    let theme = &app.theme;
    let ew = f.entry_width();
    let per = (width as usize / ew).max(1);
    let pages_total = f.values.len().div_ceil(per);
    let rows_fit = ((height.max(3) as usize - 1) / 2).max(1);
    let cursor = app.playback.cursor();
    let focus = cursor.map(|c| (line.key(c) - f.lowest) as usize);
    let (changed_cell, changed) = changed_lines(app.playback.current());
    let changed_key = changed_cell
        .filter(|_| changed.contains(line))
        .map(|c| line.key(c));
    // Which rows of entries to show: all, or the block of rows holding the cursor's line.
    let first_row = if pages_total <= rows_fit {
        0
    } else {
        let focus_row = focus.unwrap_or(0) / per;
        focus_row / rows_fit * rows_fit
    };
    let last_row = (first_row + rows_fit).min(pages_total);
    let name = match line {
        Line::Diagonal => "diagonals r-c",
        _ => "anti-diagonals r+c",
    };
    let mut heading = name.to_string();
    if let Some(c) = cursor {
        heading.push_str(&format!(", here {}", line.key(c)));
    }
    if pages_total > rows_fit {
        let lo = f.lowest + (first_row * per) as i64;
        let hi = f.lowest + ((last_row * per).min(f.values.len()) - 1) as i64;
        heading.push_str(&format!(
            " ({lo}..{hi} of {}..{})",
            f.lowest,
            f.lowest + f.values.len() as i64 - 1
        ));
    }
    let mut out = vec![TextLine::from(Span::styled(heading, theme.dim()))];
    for row in first_row..last_row {
        let range = row * per..((row + 1) * per).min(f.values.len());
        let mut index = Vec::new();
        let mut value = Vec::new();
        for i in range {
            let key = f.lowest + i as i64;
            let here = focus == Some(i);
            let index_style = if here {
                theme.counter_on_line()
            } else {
                theme.label()
            };
            index.push(Span::styled(format!("{key:>ew$}"), index_style));
            let v = f.values[i];
            value.push(Span::raw(" ".repeat(ew - 2)));
            value.push(Span::styled(
                counter_text(v),
                counter_style(theme, v, Some(key) == changed_key, here),
            ));
        }
        out.push(TextLine::from(index));
        out.push(TextLine::from(value));
    }
    out
}

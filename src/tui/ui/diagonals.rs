//! The diagonal (`r-c`) and anti-diagonal (`r+c`) counters: every line of the board with its
//! index above its value, in a fixed order, wrapped to the panel's width in rows of even
//! length. When not every row fits, the panel pages (to the page holding the cursor's line)
//! instead of sliding, so a counter never moves sideways between two steps.

use ratatui::text::{Line as TextLine, Span};
use unicode_width::UnicodeWidthStr;

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

/// How a family's entries are spread over rows: as few rows as the width allows, and the
/// entries shared out evenly among them (15 in rows of 8 and 7, not 14 and 1), so that no
/// value is left alone on a continuation line.
struct Rows {
    total: usize,
    rows: usize,
}

impl Rows {
    fn new(total: usize, width: u16, entry_width: usize) -> Self {
        let most = (width as usize / entry_width).max(1);
        Self {
            total,
            rows: total.div_ceil(most).max(1),
        }
    }

    /// The first entry of row `row`: the first `total % rows` rows hold one entry more.
    fn start(&self, row: usize) -> usize {
        let (each, extra) = (self.total / self.rows, self.total % self.rows);
        (row * each + row.min(extra)).min(self.total)
    }

    /// The row holding entry `i`.
    fn of(&self, i: usize) -> usize {
        (0..self.rows).rfind(|&r| self.start(r) <= i).unwrap_or(0)
    }
}

/// Rows (heading included) one family takes at `width` when every counter shows.
pub fn full_height(app: &App, width: u16) -> u16 {
    let f = Family::of(app, Line::Diagonal);
    let rows = Rows::new(f.values.len(), width, f.entry_width());
    (1 + 2 * rows.rows) as u16
}

/// What one family shows in at most `height` rows: its counters, the rows of entries in view,
/// and the headings it may take, longest first.
struct View {
    family: Family,
    spread: Rows,
    first_row: usize,
    last_row: usize,
    headings: Vec<String>,
}

impl View {
    fn of(app: &App, line: Line, height: u16, width: u16) -> Self {
        let f = Family::of(app, line);
        let spread = Rows::new(f.values.len(), width, f.entry_width());
        let pages_total = spread.rows;
        let rows_fit = ((height.max(3) as usize - 1) / 2).max(1);
        let cursor = app.playback.cursor();
        let focus = cursor.map(|c| (line.key(c) - f.lowest) as usize);
        // Which rows of entries to show: all, or the block of rows holding the cursor's line.
        let first_row = if pages_total <= rows_fit {
            0
        } else {
            let focus_row = spread.of(focus.unwrap_or(0));
            focus_row / rows_fit * rows_fit
        };
        let last_row = (first_row + rows_fit).min(pages_total);
        let name = crate::i18n::tr(match line {
            Line::Diagonal => "diagonals-heading",
            _ => "anti-diagonals-heading",
        });
        // The family's formula alone ("r+c"), when its name does not fit beside the rest.
        let formula = name.rsplit(' ').next().unwrap_or(&name).to_string();
        let here = |heading: &str| match cursor {
            Some(c) => crate::t!(
                "diagonals-here",
                heading = heading,
                key = line.key(c).to_string()
            ),
            None => heading.to_string(),
        };
        // `short`: the counters in view without the whole family's span ("(-11..-6)"), so
        // that the cursor's line still fits beside them on a narrow panel.
        let ranged = |heading: &str, short: bool| {
            if pages_total > rows_fit {
                let lo = f.lowest + spread.start(first_row) as i64;
                let hi = f.lowest + spread.start(last_row) as i64 - 1;
                crate::t!(
                    if short {
                        "diagonals-range-short"
                    } else {
                        "diagonals-range"
                    },
                    heading = heading,
                    lo = lo.to_string(),
                    hi = hi.to_string(),
                    first = f.lowest.to_string(),
                    last = (f.lowest + f.values.len() as i64 - 1).to_string()
                )
            } else {
                heading.to_string()
            }
        };
        let range = |heading: &str| ranged(heading, false);
        // The name, the cursor's line and the counters in view; then the formula for the
        // name, then the counters in view without the family's whole span, then without the
        // cursor's line (its counter is marked, but a class reading
        // the numbers aloud reads its index here); which counters are in view goes last,
        // since without it nothing says that some lines are not shown (each counter shows
        // its index above it).
        let headings = vec![
            range(&here(&name)),
            range(&here(&formula)),
            ranged(&here(&formula), true),
            range(&name),
            range(&formula),
            here(&name),
            name.clone(),
            here(&formula),
            formula.clone(),
        ];
        View {
            family: f,
            spread,
            first_row,
            last_row,
            headings,
        }
    }

    fn fits(&self, form: usize, width: u16) -> bool {
        self.headings[form].width() <= width as usize
    }
}

/// Both families as text, each in at most `height` rows (heading included; at least 3).
/// Their headings take one form, the longest that fits both: two headings one above the
/// other say the same things. Never cut.
pub fn families(app: &App, width: u16, height: u16) -> [Vec<TextLine<'static>>; 2] {
    let views =
        [Line::Diagonal, Line::AntiDiagonal].map(|line| (line, View::of(app, line, height, width)));
    let last = views[0].1.headings.len() - 1;
    let form = (0..last)
        .find(|&form| views.iter().all(|(_, view)| view.fits(form, width)))
        .unwrap_or(last);
    views.map(|(line, view)| family(app, line, view, form))
}

/// One family's lines: its heading in the form chosen for both, then its rows in view.
fn family(app: &App, line: Line, view: View, form: usize) -> Vec<TextLine<'static>> {
    let View {
        family: f,
        spread,
        first_row,
        last_row,
        mut headings,
    } = view;
    let heading = headings.swap_remove(form);
    let theme = &app.theme;
    let ew = f.entry_width();
    let focus = app
        .playback
        .cursor()
        .map(|c| (line.key(c) - f.lowest) as usize);
    let (changed_cell, changed) = changed_lines(app.playback.current());
    let changed_key = changed_cell
        .filter(|_| changed.contains(line))
        .map(|c| line.key(c));
    let mut out = vec![TextLine::from(Span::styled(heading, theme.dim()))];
    for row in first_row..last_row {
        let range = spread.start(row)..spread.start(row + 1);
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

//! Drawing the app: `impl Widget for &App`, one file per screen region.
//!
//! ```text
//!  title ─────────────────────────────────────────────────────
//!  grid + row counters (right) │ statistics
//!  column counters (below)     │ diagonal / anti-diagonal counters
//!  event log                   │ pseudocode
//!  narration ─────────────────────────────────────────────────
//!  footer: keys that matter now, or a message
//! ```

mod footer;
mod grid;
mod help;
mod side;

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

use crate::tui::app::{App, Mode};

/// The smallest window the layout fits in (the grid itself scrolls).
pub const MIN_WIDTH: u16 = 64;
pub const MIN_HEIGHT: u16 = 18;
/// Width of the right-hand panel.
const SIDE_WIDTH: u16 = 44;

impl Widget for &App {
    fn render(self, area: Rect, buf: &mut Buffer) {
        if area.width < MIN_WIDTH || area.height < MIN_HEIGHT {
            let msg = format!(
                "Window too small: need {MIN_WIDTH} x {MIN_HEIGHT}, have {} x {}. Enlarge it, or press q to quit.",
                area.width, area.height
            );
            Paragraph::new(msg)
                .style(self.theme.warning())
                .wrap(Wrap { trim: true })
                .render(area, buf);
            return;
        }
        let [title, body, narration, footer_area] = area.layout(&Layout::vertical([
            Constraint::Length(1),
            Constraint::Fill(1),
            Constraint::Length(2),
            Constraint::Length(1),
        ]));
        title_line(self).render(title, buf);
        let [left, right] = body.layout(&Layout::horizontal([
            Constraint::Fill(1),
            Constraint::Length(SIDE_WIDTH),
        ]));
        grid::render(self, left, buf);
        side::render(self, right, buf);
        footer::narration(self, narration, buf);
        footer::render(self, footer_area, buf);
        if self.help {
            help::render(self, area, buf);
        } else if self.mode == Mode::ConfirmQuit {
            help::confirm_quit(self, area, buf);
        }
    }
}

fn title_line(app: &App) -> Line<'_> {
    let board = app.playback.board();
    let name = app
        .path
        .as_ref()
        .and_then(|p| p.file_name())
        .map_or("demo board".into(), |f| f.to_string_lossy());
    let state = match app.mode {
        Mode::Edit { .. } => "EDITING".to_string(),
        _ if app.seek.is_some() => "seeking".to_string(),
        _ if app.playing => "▶ playing".to_string(),
        _ => match app.playback.outcome() {
            Some(_) => "finished".to_string(),
            None => "paused".to_string(),
        },
    };
    let dirty = if app.dirty { " (unsaved)" } else { "" };
    Line::from(vec![
        Span::styled(" lizards ", app.theme.highlight()),
        Span::styled(format!(" {} ", app.algorithm), app.theme.title()),
        Span::raw(format!(
            "· {name}{dirty} · {n} x {n}, {} trees, p = {} · ",
            board.tree_count(),
            app.lizards,
            n = board.n()
        )),
        Span::styled(state, app.theme.key()),
    ])
}

//! The bottom lines: the narration of the current event, and the keys that matter now (or a
//! message, which takes their place until the next key).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

use crate::narrate;
use crate::tui::app::{App, Mode};
use crate::tui::keys::{self, Binding};

pub fn narration(app: &App, area: Rect, buf: &mut Buffer) {
    let text = match (app.mode, app.playback.current()) {
        (Mode::Edit { cursor }, _) => format!(
            "Editing at {cursor}: t toggles a tree, [ ] resize, < > change p (now {}), Esc solves again.",
            app.lizards
        ),
        (_, Some(event)) => narrate::sentence(&app.playback, &event),
        (_, None) => format!(
            "Place {} lizards so none can eat another. Space plays, → steps, ? lists every key.",
            app.lizards
        ),
    };
    Paragraph::new(text)
        .style(app.theme.title())
        .wrap(Wrap { trim: true })
        .render(area, buf);
}

fn key_spans<'a>(app: &App, bindings: &'a [Binding]) -> Vec<Span<'a>> {
    bindings
        .iter()
        .filter_map(|b| b.footer.map(|label| (b.keys, label)))
        .flat_map(|(keys, label)| {
            [
                Span::styled(keys, app.theme.key()),
                Span::raw(format!(" {label}  ")),
            ]
        })
        .collect()
}

pub fn render(app: &App, area: Rect, buf: &mut Buffer) {
    let line = if let Some(status) = &app.status {
        Line::from(Span::styled(status.clone(), app.theme.warning()))
    } else {
        let bindings = match app.mode {
            Mode::Edit { .. } => keys::EDIT,
            _ => keys::WATCH,
        };
        Line::from(key_spans(app, bindings))
    };
    Paragraph::new(line).render(area, buf);
}

//! The running algorithm's pseudocode, the current event's line marked; on a short panel it
//! scrolls so that line stays in sight.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph, Widget};

use crate::narrate;
use crate::tui::app::App;

pub fn render(app: &App, area: Rect, buf: &mut Buffer) {
    let theme = &app.theme;
    let current = app
        .playback
        .current()
        .and_then(|e| narrate::pseudocode_line(app.algorithm, &e));
    let code: Vec<Line> = narrate::pseudocode(app.algorithm)
        .iter()
        .enumerate()
        .map(|(i, text)| {
            let here = Some(i) == current;
            let marker = if here { theme.marker() } else { " " };
            let line = format!("{marker}{:>2} {text}", i + 1);
            if here {
                Line::from(Span::styled(line, theme.highlight()))
            } else {
                Line::from(line)
            }
        })
        .collect();
    let rows = area.height.saturating_sub(1) as usize;
    let scroll = current.map_or(0, |line| (line + 1).saturating_sub(rows));
    Paragraph::new(code)
        .scroll((scroll as u16, 0))
        .block(
            Block::new()
                .borders(Borders::TOP)
                .border_set(theme.border())
                .title(crate::t!("panel-code", algorithm = app.algorithm.name())),
        )
        .render(area, buf);
}

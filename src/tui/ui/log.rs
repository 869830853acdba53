//! The event log: the latest events as short tags, the newest last and bright.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

use crate::narrate;
use crate::tui::app::App;

pub fn render(app: &App, area: Rect, buf: &mut Buffer) {
    let pb = &app.playback;
    let height = area.height as usize;
    let shown = pb.recent(height).count();
    let lines: Vec<Line> = pb
        .recent(height)
        .enumerate()
        .map(|(i, e)| {
            let style = if i + 1 == shown {
                app.theme.key()
            } else {
                app.theme.dim()
            };
            Line::from(Span::styled(narrate::tag_for(app.algorithm, e), style))
        })
        .collect();
    Paragraph::new(lines).render(area, buf);
}

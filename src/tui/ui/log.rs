//! The event log: the latest events as short tags, the newest last and bright.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

use crate::narrate;
use crate::tui::app::App;

/// An event the writer of a replayed stream misstated is tagged with the board's claim (as
/// the narration says it) and this mark, in the warning's colour (`#` with `--ascii`, as in
/// the help).
pub const MISSTATED: &str = " ≠";

pub fn render(app: &App, area: Rect, buf: &mut Buffer) {
    let pb = &app.playback;
    let height = area.height as usize;
    let shown = pb.recent(height).count();
    // The recent events end at the current one: the first shown is this one.
    let first = pb.position() + 1 - shown as u64;
    let replay = app.replay.as_ref();
    let lines: Vec<Line> = pb
        .recent(height)
        .enumerate()
        .map(|(i, e)| {
            let style = if i + 1 == shown {
                app.theme.key()
            } else {
                app.theme.dim()
            };
            let mut spans = vec![Span::styled(narrate::tag_for(app.algorithm, e), style)];
            if replay.is_some_and(|r| r.is_misstated(first + i as u64)) {
                spans.push(Span::styled(MISSTATED, app.theme.warning()));
            }
            Line::from(spans)
        })
        .collect();
    Paragraph::new(lines).render(area, buf);
}

//! The running algorithm's pseudocode, the current event's statement marked; on a short
//! panel it scrolls so that the statement, and the line after it, stay in sight.

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
    let text = narrate::pseudocode(app.algorithm);
    // A statement that goes on over the next line is marked whole: "move down; at a
    // column's end," and "no trees ahead? seed prune" are one step.
    let last = current.map(|line| {
        let mut last = line;
        while last + 1 < text.len() && narrate::pseudocode_continues(app.algorithm, last) {
            last += 1;
        }
        last
    });
    let code: Vec<Line> = text
        .iter()
        .enumerate()
        .map(|(i, text)| {
            let here = Some(i) == current;
            let marked = current.zip(last).is_some_and(|(a, b)| (a..=b).contains(&i));
            let marker = if here { theme.marker() } else { " " };
            let line = format!("{marker}{:>2} {text}", i + 1);
            if marked {
                Line::from(Span::styled(line, theme.highlight()))
            } else {
                Line::from(line)
            }
        })
        .collect();
    let rows = area.height.saturating_sub(1).max(1) as usize;
    // The marked statement in sight, and the line after it when there is room: the class
    // sees where the step leads. Never so far down that the marker's own line is gone.
    let scroll = current.zip(last).map_or(0, |(first, last)| {
        let want = (last + 2).min(text.len());
        want.saturating_sub(rows).min(first)
    });
    Paragraph::new(code)
        .scroll((scroll as u16, 0))
        .block(
            Block::new()
                .borders(Borders::TOP)
                .border_set(theme.border())
                .title(match app.foreign_algorithm() {
                    // Someone else's search: the code shown is ours, to compare with.
                    Some(theirs) => crate::t!(
                        "panel-code-compare",
                        algorithm = app.algorithm.name(),
                        theirs = theirs
                    ),
                    None => crate::t!("panel-code", algorithm = app.algorithm.name()),
                }),
        )
        .render(area, buf);
}

//! Overlays: the `?` help with every key, and the unsaved-edits question.

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Flex, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Paragraph, Widget};

use crate::tui::app::App;
use crate::tui::keys::{self, Binding};

fn centered(area: Rect, width: u16, height: u16) -> Rect {
    let [row] = area.layout(
        &Layout::vertical([Constraint::Length(height.min(area.height))]).flex(Flex::Center),
    );
    let [cell] = row.layout(
        &Layout::horizontal([Constraint::Length(width.min(area.width))]).flex(Flex::Center),
    );
    cell
}

fn section<'a>(app: &App, title: &'a str, bindings: &'a [Binding]) -> Vec<Line<'a>> {
    let mut lines = vec![Line::from(Span::styled(title, app.theme.title()))];
    lines.extend(bindings.iter().map(|b| {
        Line::from(vec![
            Span::styled(format!("  {:<18}", b.keys), app.theme.key()),
            Span::raw(b.action),
        ])
    }));
    lines
}

pub fn render(app: &App, area: Rect, buf: &mut Buffer) {
    let mut lines = section(app, "Watching", keys::WATCH);
    lines.push(Line::raw(""));
    lines.extend(section(app, "Editing (e)", keys::EDIT));
    lines.push(Line::raw(""));
    lines.push(Line::from(Span::styled(
        "Any key closes this help.",
        app.theme.dim(),
    )));
    let popup = centered(area, 72, lines.len() as u16 + 2);
    Clear.render(popup, buf);
    Paragraph::new(lines)
        .block(Block::bordered().title(" keys "))
        .render(popup, buf);
}

pub fn confirm_quit(app: &App, area: Rect, buf: &mut Buffer) {
    let lines = vec![
        Line::from(Span::styled(
            "The board has unsaved edits.",
            app.theme.warning(),
        )),
        Line::raw(""),
        Line::from(vec![
            Span::styled("s", app.theme.key()),
            Span::raw(" save and quit"),
        ]),
        Line::from(vec![
            Span::styled("q", app.theme.key()),
            Span::raw(" quit without saving"),
        ]),
        Line::from(vec![
            Span::styled("any other key", app.theme.key()),
            Span::raw(" stay"),
        ]),
    ];
    let popup = centered(area, 40, lines.len() as u16 + 2);
    Clear.render(popup, buf);
    Paragraph::new(lines)
        .block(Block::bordered().title(" quit? "))
        .render(popup, buf);
}

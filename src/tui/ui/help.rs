//! Overlays: the `?` help (every key, the glyphs, the log codes; it scrolls when the window is
//! short), and the unsaved-edits question.

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Flex, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Paragraph, Widget};

use crate::tui::app::App;
use crate::tui::keys::{self, Binding};
use crate::tui::theme::Glyph;

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
            Span::styled(format!("  {:<19}", app.theme.keys(b.keys)), app.theme.key()),
            Span::raw(b.action),
        ])
    }));
    lines
}

/// The log's codes, as `narrate::tag` writes them, with what they mean.
const LOG_CODES: &[(&str, &str)] = &[
    ("enter   (2, 4)", "the scan reaches row 2, column 4"),
    (
        "place   (2, 4)",
        "a lizard goes there: its four lines read +1",
    ),
    (
        "reject  (2, 4) rda",
        "unsafe: its row, diagonal, anti-diagonal read +1",
    ),
    (
        "mask    (3, 4) c",
        "a tree hides the lizards behind it on these lines",
    ),
    ("unmask  (3, 4) c", "the same undone on the way back"),
    ("unmark  (2, 4)", "backtrack: the lizard is taken back"),
    (
        "prune   (0, 5) 5>4 r×c",
        "5 lizards left, room for 4: the branch is cut",
    ),
    (
        "cols segs r×c d×a 4way seen",
        "by: columns, segments, matchings, weights, memory",
    ),
    (
        "jump    col 5 -> 2",
        "backjump to the latest column of the conflict set",
    ),
    (
        "back    col 5 -> 4",
        "an internal dead end steps back one column",
    ),
    (
        "r c d a",
        "row, column, diagonal (r-c), anti-diagonal (r+c)",
    ),
];

/// The glyphs and shades, and the log codes.
pub fn legend(app: &App) -> Vec<Line<'static>> {
    let theme = &app.theme;
    let mut lines = vec![Line::from(Span::styled("On the grid", theme.title()))];
    for (glyph, meaning) in Glyph::legend(app.algorithm) {
        lines.push(Line::from(vec![
            Span::raw("  "),
            Span::styled(theme.glyph(glyph), theme.cell(glyph)),
            Span::raw(format!("  {meaning}")),
        ]));
    }
    let cursor_style = theme.cursor(theme.cell(Glyph::Empty));
    lines.push(Line::from(vec![
        Span::raw("  "),
        Span::styled(theme.glyph(Glyph::Empty), cursor_style),
        Span::raw("  reversed: the scan cursor (the cell being decided)"),
    ]));
    lines.push(Line::from(vec![
        Span::raw("  "),
        Span::styled(
            theme.glyph(Glyph::Empty),
            theme.on_line(theme.cell(Glyph::Empty)),
        ),
        Span::raw(if theme.color {
            "  shaded: the four lines through the cursor"
        } else {
            "  underlined: the four lines through the cursor"
        }),
    ]));
    lines.push(Line::raw(
        "  counters: +1 a lizard sees along the line, -1 a tree masked it,",
    ));
    lines.push(Line::raw(
        "  0 nothing yet; reversed: just changed. Safe: all four counters <= 0.",
    ));
    lines.push(Line::raw(""));
    lines.push(Line::from(Span::styled("In the log", theme.title())));
    for (code, meaning) in LOG_CODES {
        lines.push(Line::from(vec![
            Span::styled(format!("  {code:<19}"), theme.key()),
            Span::raw(*meaning),
        ]));
    }
    lines
}

/// Every line of the help, in order.
pub fn lines(app: &App) -> Vec<Line<'_>> {
    let mut lines = section(app, "Watching", keys::WATCH);
    lines.push(Line::raw(""));
    lines.extend(section(app, "Editing (e)", keys::EDIT));
    lines.push(Line::raw(""));
    lines.extend(legend(app));
    lines
}

pub fn render(app: &App, area: Rect, buf: &mut Buffer) {
    let lines = lines(app);
    let popup = centered(area, 84, lines.len() as u16 + 2);
    let inner_rows = popup.height.saturating_sub(2);
    let max_scroll = (lines.len() as u16).saturating_sub(inner_rows);
    app.help_max_scroll.set(max_scroll);
    let scroll = app.help_scroll.min(max_scroll);
    let hint = if max_scroll > 0 {
        "↑ ↓ scroll, t colours, any other key closes"
    } else {
        "t colours, any other key closes"
    };
    let hint = if app.theme.ascii {
        hint.replace("↑ ↓", "Up Down")
    } else {
        hint.to_string()
    };
    Clear.render(popup, buf);
    let block = Block::bordered()
        .border_set(app.theme.border())
        .title(" keys and legend ")
        .title_bottom(Line::from(Span::styled(
            format!(" {hint} "),
            app.theme.dim(),
        )));
    Paragraph::new(lines)
        .scroll((scroll, 0))
        .block(block)
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
        .block(
            Block::bordered()
                .border_set(app.theme.border())
                .title(" quit? "),
        )
        .render(popup, buf);
}

//! Overlays: the `?` help (every key, the glyphs, the log codes; it scrolls when the window is
//! short), and the unsaved-edits question.

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Flex, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Paragraph, Widget};

use crate::narrate::words;
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
    for b in bindings {
        // A long action wraps under itself.
        let mut action = wrap(b.action, TEXT_WIDTH - 21).into_iter();
        lines.push(Line::from(vec![
            Span::styled(format!("  {:<19}", app.theme.keys(b.keys)), app.theme.key()),
            Span::raw(action.next().unwrap_or_default()),
        ]));
        lines.extend(action.map(|more| Line::raw(format!("{:21}{more}", ""))));
    }
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
        "the bound that cut (see Bounds below)",
    ),
    (
        "prune   (2, 3) 4>3 cells",
        "BFS: 4 left, 3 cells without a tree from here on",
    ),
    (
        "dequeue d5 q12",
        "BFS takes a board off its queue: 5 cells decided, 12 wait",
    ),
    (
        "level   5 w40",
        "BFS has done level 5: 40 boards wait at level 6",
    ),
    (
        "anneal  E=3 T=0.45",
        "annealing: 3 attacking pairs at temperature 0.45",
    ),
    (
        "move    (2, 3) -1",
        "a lizard moved to (2, 3): one attacking pair fewer",
    ),
    (
        "no move (2, 3) +2",
        "a move proposed and refused by the Metropolis rule",
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
    ("SOLUTION", "all p lizards are placed"),
    (
        "done    exhausted",
        "the end: found, exhausted, cancelled, gaveup (undecided)",
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
    lines.push(Line::raw(
        "  On tiles of 5 x 3 and up each is a shape that fills the tile: ◆ a diamond, ♣ a",
    ));
    lines.push(Line::raw(
        "  crown on a trunk, × hatched ░, ✗ a cross, ◇ a hollow diamond, · a plain tile;",
    ));
    lines.push(Line::raw(
        "  brackets ▛ ▜ ▙ ▟ in its corners mark the cursor.",
    ));
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
        // A code too long for its column takes a line of its own, its meaning under it.
        if code.chars().count() >= 19 {
            lines.push(Line::from(Span::styled(format!("  {code}"), theme.key())));
            lines.push(Line::raw(format!("{:21}{meaning}", "")));
        } else {
            lines.push(Line::from(vec![
                Span::styled(format!("  {code:<19}"), theme.key()),
                Span::raw(*meaning),
            ]));
        }
    }
    lines
}

/// Each bound of the ladder, from the article's search up: its name, its log tag and how it
/// counts (what a prune's first sentence leaves out).
fn bounds(app: &App) -> Vec<Line<'static>> {
    let theme = &app.theme;
    let mut lines = vec![Line::from(Span::styled(
        "Bounds (c climbs them; each adds to the one before)",
        theme.title(),
    ))];
    for (bound, tags, story) in words::BOUNDS {
        let name = if tags.is_empty() {
            bound.name().to_string()
        } else {
            format!("{} ({tags})", bound.name())
        };
        lines.push(Line::from(Span::styled(format!("  {name}"), theme.key())));
        lines.extend(
            wrap(story, TEXT_WIDTH - 4)
                .into_iter()
                .map(|l| Line::raw(format!("    {l}"))),
        );
    }
    lines
}

/// Characters a help line may take: the popup's width inside its border on an 80-column
/// terminal, so nothing is cut there.
const TEXT_WIDTH: usize = 78;

/// The help's width on a window wide enough.
const WIDTH: u16 = 84;

/// `text` broken between words into lines of at most `width` characters.
fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines = vec![String::new()];
    for word in text.split_whitespace() {
        let line = lines.last_mut().expect("one line at least");
        let used = line.chars().count();
        if used > 0 && used + 1 + word.chars().count() > width {
            lines.push(word.to_string());
        } else {
            if used > 0 {
                line.push(' ');
            }
            line.push_str(word);
        }
    }
    lines
}

/// The words the narration uses, defined.
fn glossary(app: &App) -> Vec<Line<'static>> {
    let theme = &app.theme;
    let mut lines = vec![Line::from(Span::styled(
        "Words the narration uses",
        theme.title(),
    ))];
    for (word, meaning) in words::WORDS {
        // The word starts the first line; its meaning wraps under it, indented.
        let head = format!("{word}:");
        let mut rest = wrap(&format!("{head} {meaning}"), TEXT_WIDTH - 6).into_iter();
        let first = rest.next().unwrap_or_default();
        lines.push(Line::from(vec![
            Span::styled(format!("  {head}"), theme.key()),
            Span::raw(first[head.len()..].to_string()),
        ]));
        lines.extend(rest.map(|l| Line::raw(format!("      {l}"))));
    }
    lines
}

/// Every line of the help, in order.
pub fn lines(app: &App) -> Vec<Line<'_>> {
    let mut lines = section(app, "Watching", keys::WATCH);
    lines.push(Line::raw(""));
    lines.extend(section(app, "Editing (e)", keys::EDIT));
    lines.push(Line::raw(""));
    lines.extend(section(app, "Answering the quiz (w)", keys::QUIZ));
    lines.push(Line::raw(""));
    lines.extend(legend(app));
    lines.push(Line::raw(""));
    lines.extend(bounds(app));
    lines.push(Line::raw(""));
    lines.extend(glossary(app));
    lines
}

pub fn render(app: &App, area: Rect, buf: &mut Buffer) {
    let lines = lines(app);
    let popup = centered(area, WIDTH, lines.len() as u16 + 2);
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

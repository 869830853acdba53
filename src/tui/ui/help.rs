//! Overlays: the `?` help (every key, the glyphs, the log codes; it scrolls when the window is
//! short), and the unsaved-edits question.

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Flex, Layout, Rect};
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget};
use unicode_width::UnicodeWidthChar;

use crate::i18n::tr;
use crate::narrate::words;
use crate::tui::app::{App, Mode};
use crate::tui::key_words::{self, Table};
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

fn section(app: &App, title: String, table: Table, width: usize) -> Vec<Line<'static>> {
    let mut lines = vec![Line::from(Span::styled(title, app.theme.title()))];
    for b in table.bindings() {
        // A long action wraps under itself.
        let mut action = wrap(&key_words::action(table, b), width - 22).into_iter();
        lines.push(Line::from(vec![
            Span::styled(
                {
                    let keys = app.theme.keys(b.keys);
                    let pad = 19usize.saturating_sub(unicode_width::UnicodeWidthStr::width(&*keys));
                    format!("  {keys}{}", " ".repeat(pad))
                },
                app.theme.key(),
            ),
            Span::raw(action.next().unwrap_or_default()),
        ]));
        lines.extend(action.map(|more| Line::raw(format!("{:21}{more}", ""))));
    }
    lines
}

/// The log's codes, as the log writes them in the screen's language (`narrate::tag_for` on
/// one event of each kind), with the message saying what they mean.
fn log_codes() -> Vec<(String, &'static str)> {
    use crate::board::Cell;
    use crate::event::{Bound, Event, Line as L, Lines, Outcome};
    use crate::narrate::tag_for;
    use crate::solve::Algorithm::{Backtrack, Bfs};
    let (here, tree, other) = (Cell::new(2, 4), Cell::new(3, 4), Cell::new(2, 3));
    let tag = |e: Event| tag_for(Backtrack, &e);
    let prune = |cell, left, room, bound| Event::Prune {
        cell,
        left,
        room,
        bound,
    };
    let moved = |delta, accepted| Event::Move {
        from: here,
        to: other,
        delta,
        accepted,
    };
    let column = Lines::NONE.with(L::Column);
    vec![
        (tag(Event::Enter { cell: here }), "log-enter"),
        (
            tag(Event::Place {
                cell: here,
                masked: Lines::NONE,
            }),
            "log-place",
        ),
        (
            tag(Event::Reject {
                cell: here,
                lines: Lines::NONE
                    .with(L::Row)
                    .with(L::Diagonal)
                    .with(L::AntiDiagonal),
            }),
            "log-reject",
        ),
        (
            tag(Event::TreeMask {
                cell: tree,
                lines: column,
            }),
            "log-mask",
        ),
        (
            tag(Event::TreeUnmask {
                cell: tree,
                lines: column,
            }),
            "log-unmask",
        ),
        (
            tag(Event::Unmark {
                cell: here,
                masked: Lines::NONE,
            }),
            "log-unmark",
        ),
        (
            tag_for(
                Bfs,
                &Event::Place {
                    cell: here,
                    masked: Lines::NONE,
                },
            ),
            "log-add",
        ),
        (
            tag_for(
                Bfs,
                &Event::Unmark {
                    cell: here,
                    masked: Lines::NONE,
                },
            ),
            "log-remove",
        ),
        (
            tag(prune(Cell::new(0, 5), 5, 4, Bound::RowsColumns)),
            "log-prune",
        ),
        ("cols segs r×c d×a 4way seen".to_string(), "log-bound-tags"),
        (
            tag_for(Bfs, &prune(other, 4, 3, Bound::Cells)),
            "log-prune-cells",
        ),
        (
            tag(Event::Dequeue {
                depth: 5,
                frontier: 12,
            }),
            "log-dequeue",
        ),
        (
            tag(Event::Level {
                depth: 5,
                width: 40,
            }),
            "log-level",
        ),
        (
            tag(Event::Anneal {
                energy: 3,
                milli_kelvin: 450,
            }),
            "log-anneal",
        ),
        (tag(moved(-1, true)), "log-move"),
        (tag(moved(2, false)), "log-no-move"),
        (
            tag(Event::Backjump {
                from: 5,
                to: 2,
                conflicts: 1 << 2,
            }),
            "log-jump",
        ),
        (
            tag(Event::Backjump {
                from: 5,
                to: 4,
                conflicts: 1 << 3,
            }),
            "log-back",
        ),
        ("r c d a".to_string(), "log-lines"),
        (
            format!(
                "{}{}",
                tag(Event::Reject {
                    cell: here,
                    lines: Lines::NONE.with(L::Row),
                }),
                super::log::MISSTATED
            ),
            "log-misstated",
        ),
        (tag(Event::Solution), "log-solution"),
        (
            tag(Event::Done {
                outcome: Outcome::Exhausted,
            }),
            "log-done",
        ),
    ]
}

/// A glyph drawn as on the grid, then what it means, wrapped under itself.
fn glyph_line(
    glyph: &'static str,
    style: Style,
    meaning: &str,
    width: usize,
) -> Vec<Line<'static>> {
    let mut meaning = wrap(meaning, width - 5).into_iter();
    let mut lines = vec![Line::from(vec![
        Span::raw("  "),
        Span::styled(glyph, style),
        Span::raw(format!("  {}", meaning.next().unwrap_or_default())),
    ])];
    lines.extend(meaning.map(|more| Line::raw(format!("     {more}"))));
    lines
}

/// The glyphs and shades, and the log codes, in lines of at most `width` columns.
fn legend(app: &App, width: usize) -> Vec<Line<'static>> {
    let theme = &app.theme;
    let mut lines = vec![Line::from(Span::styled(tr("help-on-grid"), theme.title()))];
    for (glyph, _) in Glyph::legend(app.algorithm) {
        lines.extend(glyph_line(
            theme.glyph(glyph),
            theme.cell(glyph),
            &glyph.meaning(),
            width,
        ));
    }
    let cursor_style = theme.cursor(theme.cell(Glyph::Empty));
    lines.extend(glyph_line(
        theme.glyph(Glyph::Empty),
        cursor_style,
        &tr("help-cursor"),
        width,
    ));
    // Large tiles draw each state as a shape; the words name the glyph each replaces.
    let tiles = crate::t!(
        "help-tiles",
        lizard = theme.glyph(Glyph::Lizard),
        tree = theme.glyph(Glyph::Tree),
        seen = theme.glyph(Glyph::Attacked),
        rejected = theme.glyph(Glyph::Rejected),
        taken = theme.glyph(Glyph::Unmarked),
        free = theme.glyph(Glyph::Empty),
        corners = if theme.ascii {
            "+ - |"
        } else {
            "▛ ▜ ▙ ▟"
        }
    );
    lines.extend(
        wrap(&tiles, width - 2)
            .into_iter()
            .map(|l| Line::raw(format!("  {l}"))),
    );
    lines.extend(glyph_line(
        theme.glyph(Glyph::Empty),
        theme.on_line(theme.cell(Glyph::Empty)),
        &tr(if theme.color {
            "help-shaded"
        } else {
            "help-underlined"
        }),
        width,
    ));
    for line in tr("help-counters").lines() {
        // Each line of the catalogue is a line of its own; a long one wraps under itself.
        let indent = 2 + line.len() - line.trim_start().len();
        // Wrapped two columns narrower: its continuation is indented two more.
        let mut parts = wrap(line.trim_start(), width - indent - 2).into_iter();
        let pad = " ".repeat(indent);
        lines.push(Line::raw(format!(
            "{pad}{}",
            parts.next().unwrap_or_default()
        )));
        lines.extend(parts.map(|more| Line::raw(format!("{pad}  {more}"))));
    }
    lines.push(Line::raw(""));
    lines.push(Line::from(Span::styled(tr("help-in-log"), theme.title())));
    for (code, id) in log_codes() {
        // A long meaning wraps under itself.
        let mut meaning = wrap(&tr(id), width - 21).into_iter();
        // A code too long for its column takes a line of its own, its meaning under it (a
        // Chinese character takes two columns).
        let code_width = unicode_width::UnicodeWidthStr::width(code.as_str());
        if code_width >= 19 {
            lines.push(Line::from(Span::styled(format!("  {code}"), theme.key())));
        } else {
            let pad = " ".repeat(19 - code_width);
            lines.push(Line::from(vec![
                Span::styled(format!("  {code}{pad}"), theme.key()),
                Span::raw(meaning.next().unwrap_or_default()),
            ]));
        }
        lines.extend(meaning.map(|more| Line::raw(format!("{:21}{more}", ""))));
    }
    lines
}

/// Each bound of the ladder, from the article's search up: its name, its log tag and how it
/// counts (what a prune's first sentence leaves out).
fn bounds(app: &App, width: usize) -> Vec<Line<'static>> {
    let theme = &app.theme;
    let mut lines = vec![Line::from(Span::styled(tr("help-bounds"), theme.title()))];
    for (bound, tags) in words::BOUNDS {
        let name = if tags.is_empty() {
            bound.name().to_string()
        } else {
            format!("{} ({tags})", bound.name())
        };
        lines.push(Line::from(Span::styled(format!("  {name}"), theme.key())));
        lines.extend(
            wrap(&words::story(*bound), width - 4)
                .into_iter()
                .map(|l| Line::raw(format!("    {l}"))),
        );
    }
    lines
}

/// Characters a help line may take on a wide window: the popup's width inside its border on
/// an 80-column terminal. A narrower window wraps the help to its own width.
pub const TEXT_WIDTH: usize = 78;

/// The narrowest text the help wraps to: the app's smallest window (64 columns) inside the
/// popup's border.
pub const NARROWEST: usize = 62;

/// The help's width on a window wide enough.
const WIDTH: u16 = 84;

/// The help's lines: evened out where the last would hold a word alone ([`super::wrap::balanced`]).
fn wrap(text: &str, width: usize) -> Vec<String> {
    super::wrap::balanced(text, width)
}

/// The words the narration uses, defined.
fn glossary(app: &App, width: usize) -> Vec<Line<'static>> {
    let theme = &app.theme;
    let mut lines = vec![Line::from(Span::styled(tr("help-words"), theme.title()))];
    for term in words::WORDS {
        let (word, meaning) = words::word(term);
        // The word starts the first line; its meaning wraps under it, indented.
        // "parcours :" in French, "扫描：" in Chinese.
        let head = crate::t!("help-word-head", word = word);
        // A Chinese head ends in a full-width colon, which holds its own space.
        let gap = if head.ends_with(|c: char| c.width() == Some(2)) {
            ""
        } else {
            " "
        };
        // Under the six columns of indent, two are left before the border.
        let mut rest = wrap(&format!("{head}{gap}{meaning}"), width - 8).into_iter();
        let first = rest.next().unwrap_or_default();
        lines.push(Line::from(vec![
            Span::styled(format!("  {head}"), theme.key()),
            Span::raw(first.strip_prefix(&head).unwrap_or(&first).to_string()),
        ]));
        lines.extend(rest.map(|l| Line::raw(format!("      {l}"))));
    }
    lines
}

/// Every line of the help, in order, each at most `width` columns ([`TEXT_WIDTH`] at most,
/// [`NARROWEST`] at least).
///
/// The keys of what the user is doing come first: in edit mode the editing keys, in an open
/// quiz question the quiz's, so that `?` opens on them rather than a scroll away.
pub fn lines(app: &App, width: usize) -> Vec<Line<'static>> {
    let width = width.clamp(NARROWEST, TEXT_WIDTH);
    let mut tables = [
        ("help-watching", Table::Watch),
        ("help-editing", Table::Edit),
        ("help-quiz", Table::Quiz),
    ];
    let first = if matches!(app.mode, Mode::Edit { .. }) {
        1
    } else if app.question().is_some() {
        2
    } else {
        0
    };
    tables[..=first].rotate_right(1);
    let mut lines = Vec::new();
    for (title, table) in tables {
        lines.extend(section(app, tr(title), table, width));
        lines.push(Line::raw(""));
    }
    lines.extend(legend(app, width));
    lines.push(Line::raw(""));
    lines.extend(bounds(app, width));
    lines.push(Line::raw(""));
    lines.extend(glossary(app, width));
    lines
}

pub fn render(app: &App, area: Rect, buf: &mut Buffer) {
    // The text wraps to the popup's inside: nothing is cut on a window narrower than 80.
    let width = WIDTH.min(area.width);
    let lines = lines(app, width.saturating_sub(2) as usize);
    let popup = centered(area, width, lines.len() as u16 + 2);
    let inner_rows = popup.height.saturating_sub(2);
    let max_scroll = (lines.len() as u16).saturating_sub(inner_rows);
    app.help_max_scroll.set(max_scroll);
    let scroll = app.help_scroll.min(max_scroll);
    let hint = tr(if max_scroll > 0 {
        "help-hint-scroll"
    } else {
        "help-hint"
    });
    let hint = if app.theme.ascii {
        hint.replace("↑ ↓", "Up Down")
    } else {
        hint
    };
    super::popup::clear(popup, buf);
    let block = Block::bordered()
        .border_set(app.theme.border())
        .title(tr("help-title"))
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
        Line::from(Span::styled(tr("quit-unsaved"), app.theme.warning())),
        Line::raw(""),
        Line::from(vec![
            Span::styled("s", app.theme.key()),
            Span::raw(tr("quit-save")),
        ]),
        Line::from(vec![
            Span::styled("q", app.theme.key()),
            Span::raw(tr("quit-discard")),
        ]),
        Line::from(vec![
            Span::styled(tr("quit-any-key"), app.theme.key()),
            Span::raw(tr("quit-stay")),
        ]),
    ];
    let popup = centered(area, 40, lines.len() as u16 + 2);
    super::popup::clear(popup, buf);
    Paragraph::new(lines)
        .block(
            Block::bordered()
                .border_set(app.theme.border())
                .title(tr("quit-title")),
        )
        .render(popup, buf);
}

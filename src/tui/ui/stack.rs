//! The stack of decisions: the current path from the root, one line per decision, newest at
//! the bottom. The line just pushed is highlighted; the one just popped stays one step as a
//! struck-out ghost; the last line says what the scan is doing at the cell it is on. A deep
//! stack shows its top and bottom around an elision line.

use ratatui::style::Modifier;
use ratatui::text::{Line, Span};

use crate::event::{Event, Lines};
use crate::inside::Decision;
use crate::solve::Algorithm;
use crate::tui::app::App;

/// "r c d" for the lines a tree masked.
fn lines_text(lines: Lines) -> String {
    let names: Vec<&str> = lines
        .iter()
        .map(|l| match l {
            crate::event::Line::Row => "r",
            crate::event::Line::Column => "c",
            crate::event::Line::Diagonal => "d",
            crate::event::Line::AntiDiagonal => "a",
        })
        .collect();
    if names.is_empty() {
        crate::i18n::tr("stack-masks-nothing")
    } else {
        names.join(" ")
    }
}

/// One decision's line: `now` as it stands, or as the ghost of one just undone.
fn describe(app: &App, d: &Decision, undone: bool) -> String {
    let lizard = app.algorithm == Algorithm::Backtrack;
    let id = match (*d, undone) {
        (Decision::Lizard { .. }, false) if lizard => "stack-lizard",
        (Decision::Lizard { .. }, false) => "stack-queen",
        (Decision::Lizard { .. }, true) if lizard => "stack-lizard-taken-back",
        (Decision::Lizard { .. }, true) => "stack-queen-taken-back",
        (Decision::Tree { .. }, false) => "stack-tree",
        (Decision::Tree { .. }, true) => "stack-tree-unmasked",
    };
    let (cell, lines) = match *d {
        Decision::Lizard { cell } => (cell, String::new()),
        Decision::Tree { cell, lines } => (cell, lines_text(lines)),
    };
    crate::t!(
        id,
        col = format!("{:<3}", cell.col),
        cell = cell.to_string(),
        lines = lines
    )
}

/// The bound that pruned, in the screen's words (the log keeps its code: `cols`, `segs`).
fn bound_word(bound: crate::event::Bound) -> String {
    use crate::event::Bound;
    crate::t!(match bound {
        Bound::Columns => "stack-bound-columns",
        Bound::Segments => "stack-bound-segments",
        Bound::RowsColumns => "stack-bound-rows-columns",
        Bound::Diagonals => "stack-bound-diagonals",
        Bound::Memo => "stack-bound-memo",
        Bound::Cover => "stack-bound-cover",
        Bound::Cells => "stack-bound-cells",
    })
}

/// The stack as at most `rows` lines.
pub fn lines(app: &App, rows: usize, width: usize) -> Vec<Line<'static>> {
    let theme = &app.theme;
    let pb = &app.playback;
    let stack = pb.inside().stack();
    let current = pb.current();
    let pushed = matches!(current, Some(Event::Place { .. } | Event::TreeMask { .. }));
    let mut body: Vec<Line> = stack
        .iter()
        .enumerate()
        .map(|(i, d)| {
            let text = describe(app, d, false);
            if pushed && i + 1 == stack.len() {
                Line::from(Span::styled(text, theme.highlight()))
            } else {
                Line::from(text)
            }
        })
        .collect();
    // The line just popped, and what the scan is doing now.
    let mut tail = Vec::new();
    match current {
        Some(Event::Unmark { cell, .. }) => tail.push(Line::from(Span::styled(
            describe(app, &Decision::Lizard { cell }, true),
            theme.dim().add_modifier(Modifier::CROSSED_OUT),
        ))),
        Some(Event::TreeUnmask { cell, lines }) => tail.push(Line::from(Span::styled(
            describe(app, &Decision::Tree { cell, lines }, true),
            theme.dim().add_modifier(Modifier::CROSSED_OUT),
        ))),
        Some(Event::Enter { cell }) => tail.push(Line::from(Span::styled(
            crate::t!("stack-deciding", cell = cell.to_string()),
            theme.key(),
        ))),
        Some(Event::Reject { cell, lines }) => tail.push(Line::from(Span::styled(
            crate::t!(
                "stack-unsafe",
                cell = cell.to_string(),
                lines = lines_text(lines)
            ),
            theme.key(),
        ))),
        Some(Event::Prune {
            cell,
            left,
            room,
            bound,
        }) => tail.push(Line::from(Span::styled(
            crate::t!(
                "stack-pruned",
                cell = cell.to_string(),
                bound = bound_word(bound),
                left = left,
                room = room
            ),
            theme.key(),
        ))),
        _ => {}
    }
    // What the scan is doing now is one sentence, often long in French: it wraps rather than
    // lose its last number at the panel's edge.
    let tail: Vec<Line> = tail
        .into_iter()
        .flat_map(|line| {
            let style = line.spans.first().map(|s| s.style).unwrap_or_default();
            let text: String = line.spans.iter().map(|s| s.content.as_ref()).collect();
            // A line that fits keeps its padding: a decision taken back lines up with the
            // decisions above it.
            if unicode_width::UnicodeWidthStr::width(text.as_str()) <= width {
                return vec![Line::from(Span::styled(text, style))];
            }
            super::wrap::lines(&text, width)
                .into_iter()
                .map(move |part| Line::from(Span::styled(part, style)))
                .collect()
        })
        .collect();
    if stack.is_empty() && tail.is_empty() {
        body.push(Line::from(Span::styled(
            crate::i18n::tr("stack-empty"),
            theme.dim(),
        )));
    }
    // The sentence about now comes first: on a panel too short for it and a decision, it
    // takes every line (the title gives the depth), its last cut with an ellipsis after a
    // whole word.
    if tail.len() >= rows {
        let mut tail = tail;
        if tail.len() > rows.max(1) {
            tail.truncate(rows.max(1));
            if let Some(last) = tail.last_mut() {
                let style = last.spans.first().map(|s| s.style).unwrap_or_default();
                let text: String = last.spans.iter().map(|s| s.content.as_ref()).collect();
                let ellipsis = if theme.ascii { "..." } else { "…" };
                let cut = super::wrap::ellipsized(&text, width, ellipsis);
                *last = Line::from(Span::styled(cut, style));
            }
        }
        return tail;
    }
    let room = rows - tail.len();
    if body.len() > room {
        // Keep the oldest few and the newest, which change as the search moves.
        let top = (room / 4).max(1).min(room.saturating_sub(2));
        let bottom = room.saturating_sub(top + 1);
        let hidden = body.len() - top - bottom;
        let mut kept: Vec<Line> = body.drain(..top).collect();
        kept.push(Line::from(Span::styled(
            crate::t!(
                "stack-hidden",
                mark = if theme.ascii { ":" } else { "⋮" },
                hidden = hidden
            ),
            theme.dim(),
        )));
        kept.extend(body.drain(hidden..));
        body = kept;
    }
    body.extend(tail);
    body
}

/// The panel's title; on a panel narrower than it, only the depth, rather than a cut count.
pub fn title(app: &App, width: usize) -> String {
    let inside = app.playback.inside();
    let long = crate::t!(
        "stack-title",
        depth = inside.depth().to_string(),
        decisions = inside.stack().len()
    );
    if unicode_width::UnicodeWidthStr::width(long.as_str()) <= width {
        long
    } else {
        crate::t!("stack-title-short", depth = inside.depth().to_string())
    }
}

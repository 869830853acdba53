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
        "nothing".to_string()
    } else {
        names.join(" ")
    }
}

fn describe(app: &App, d: &Decision) -> String {
    let piece = if app.algorithm == Algorithm::Backtrack {
        "lizard"
    } else {
        "queen"
    };
    match *d {
        Decision::Lizard { cell } => format!("c{:<3} {cell} {piece}", cell.col),
        Decision::Tree { cell, lines } => {
            format!("c{:<3} {cell} tree masks {}", cell.col, lines_text(lines))
        }
    }
}

/// The stack as at most `rows` lines.
pub fn lines(app: &App, rows: usize) -> Vec<Line<'static>> {
    let theme = &app.theme;
    let pb = &app.playback;
    let stack = pb.inside().stack();
    let current = pb.current();
    let pushed = matches!(current, Some(Event::Place { .. } | Event::TreeMask { .. }));
    let mut body: Vec<Line> = stack
        .iter()
        .enumerate()
        .map(|(i, d)| {
            let text = describe(app, d);
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
            describe(app, &Decision::Lizard { cell }) + " taken back",
            theme.dim().add_modifier(Modifier::CROSSED_OUT),
        ))),
        Some(Event::TreeUnmask { cell, lines }) => tail.push(Line::from(Span::styled(
            describe(app, &Decision::Tree { cell, lines }) + ", unmasked",
            theme.dim().add_modifier(Modifier::CROSSED_OUT),
        ))),
        Some(Event::Enter { cell }) => tail.push(Line::from(Span::styled(
            format!("now {cell}: deciding",),
            theme.key(),
        ))),
        Some(Event::Reject { cell, lines }) => tail.push(Line::from(Span::styled(
            format!("now {cell}: unsafe ({}), left empty", lines_text(lines)),
            theme.key(),
        ))),
        Some(Event::Prune {
            cell,
            left,
            room,
            bound,
        }) => tail.push(Line::from(Span::styled(
            format!(
                "now {cell}: pruned ({}), {left} to place > room {room}",
                crate::narrate::bound_tag(bound)
            ),
            theme.key(),
        ))),
        _ => {}
    }
    if stack.is_empty() && tail.is_empty() {
        body.push(Line::from(Span::styled(
            "(empty: at the root)",
            theme.dim(),
        )));
    }
    let room = rows.saturating_sub(tail.len()).max(1);
    if body.len() > room {
        // Keep the oldest few and the newest, which change as the search moves.
        let top = (room / 4).max(1).min(room.saturating_sub(2));
        let bottom = room.saturating_sub(top + 1);
        let hidden = body.len() - top - bottom;
        let mut kept: Vec<Line> = body.drain(..top).collect();
        kept.push(Line::from(Span::styled(
            format!("{}  {hidden} more", if theme.ascii { ":" } else { "⋮" }),
            theme.dim(),
        )));
        kept.extend(body.drain(hidden..));
        body = kept;
    }
    body.extend(tail);
    body
}

/// The panel's title.
pub fn title(app: &App) -> String {
    let inside = app.playback.inside();
    format!(
        " stack: depth {}, {} ",
        inside.depth(),
        crate::narrate::plural(inside.stack().len() as u64, "decision")
    )
}

//! The right-hand panel: statistics, the diagonal and anti-diagonal counters, and the
//! pseudocode with the current event's line highlighted.

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line as TextLine, Span};
use ratatui::widgets::{Block, Borders, Paragraph, Widget};

use crate::board::Cell;
use crate::event::Line;
use crate::narrate;
use crate::tui::app::App;
use crate::tui::theme::counter_text;
use crate::tui::ui::grid::changed_lines;

fn speed_text(speed: u32) -> String {
    if speed == 0 {
        "unlimited".to_string()
    } else {
        format!("{speed}/s")
    }
}

fn stats(app: &App) -> Vec<TextLine<'static>> {
    let t = app.playback.tally();
    let pb = &app.playback;
    let elapsed = app.now.saturating_duration_since(app.started).as_secs_f64();
    let mut lines = vec![
        TextLine::from(format!(
            "events {} of {}  speed {}",
            pb.position(),
            pb.received(),
            speed_text(app.speed())
        )),
        TextLine::from(format!(
            "placed {}  unmarks {}  masks {}",
            t.placements, t.unmarks, t.tree_masks
        )),
        TextLine::from(format!(
            "prunes {}  backjumps {}  depth {}",
            t.prunes, t.backjumps, t.depth
        )),
        TextLine::from(format!(
            "solutions {}  {:.1} s  {:.0} events/s",
            t.solutions, elapsed, app.rate
        )),
    ];
    if pb.history_start() > 0 {
        lines.push(TextLine::from(Span::styled(
            format!("history kept from event {}", pb.history_start()),
            app.theme.warning(),
        )));
    }
    lines
}

/// One family of diagonal counters as a row of values, windowed around the cursor's line.
fn diagonal_row(app: &App, line: Line, width: usize) -> Vec<TextLine<'static>> {
    let pb = &app.playback;
    let n = pb.board().n() as i64;
    let (values, lowest) = match line {
        Line::Diagonal => (pb.counters().diags(), -(n - 1)),
        _ => (pb.counters().antis(), 0),
    };
    let cursor = pb.cursor();
    let focus = cursor.map_or(lowest, |c| line.key(c));
    let (changed_cell, changed) = changed_lines(pb.current());
    let changed_key = changed_cell
        .filter(|_| changed.contains(line))
        .map(|c| line.key(c));
    let fit = (width / 3).max(1) as i64;
    let count = values.len() as i64;
    let start = (focus - lowest - fit / 2).clamp(0, (count - fit).max(0));
    let end = (start + fit).min(count);
    let mut spans = Vec::new();
    for i in start..end {
        let key = lowest + i;
        let value = values[i as usize];
        let style = if Some(key) == changed_key {
            app.theme.changed()
        } else if Some(key) == cursor.map(|c| line.key(c)) {
            app.theme.counter_on_line()
        } else {
            app.theme.counter(value)
        };
        spans.push(Span::raw(" "));
        spans.push(Span::styled(counter_text(value), style));
    }
    let name = match line {
        Line::Diagonal => "diagonals r-c",
        _ => "anti-diagonals r+c",
    };
    let here = cursor.map_or(String::new(), |c: Cell| format!(", here {}", line.key(c)));
    vec![
        TextLine::from(Span::styled(
            format!("{name} {}..{}{here}", lowest + start, lowest + end - 1),
            app.theme.dim(),
        )),
        TextLine::from(spans),
    ]
}

pub fn render(app: &App, area: Rect, buf: &mut Buffer) {
    let stat_lines = stats(app);
    let [stat_area, diag_area, code_area] = area.layout(&Layout::vertical([
        Constraint::Length(stat_lines.len() as u16),
        Constraint::Length(5),
        Constraint::Fill(1),
    ]));
    Paragraph::new(stat_lines).render(stat_area, buf);
    let width = area.width as usize;
    let mut diag = vec![TextLine::raw("")];
    diag.extend(diagonal_row(app, Line::Diagonal, width));
    diag.extend(diagonal_row(app, Line::AntiDiagonal, width));
    Paragraph::new(diag).render(diag_area, buf);

    let current = app
        .playback
        .current()
        .and_then(|e| narrate::pseudocode_line(app.algorithm, &e));
    let code: Vec<TextLine> = narrate::pseudocode(app.algorithm)
        .iter()
        .enumerate()
        .map(|(i, text)| {
            let marker = if Some(i) == current { "▶" } else { " " };
            let line = format!("{marker}{:>2} {text}", i + 1);
            if Some(i) == current {
                TextLine::from(Span::styled(line, app.theme.highlight()))
            } else {
                TextLine::from(line)
            }
        })
        .collect();
    // On a short screen, scroll so the current line stays in sight.
    let rows = code_area.height.saturating_sub(1) as usize;
    let scroll = current.map_or(0, |line| (line + 1).saturating_sub(rows));
    Paragraph::new(code)
        .scroll((scroll as u16, 0))
        .block(
            Block::new()
                .borders(Borders::TOP)
                .title(format!(" {} pseudocode ", app.algorithm)),
        )
        .render(code_area, buf);
}

//! The race screen: two boards side by side, each with its counts and its sentence, and the
//! closing table once both searches are over.
//!
//! ```text
//!  lizards race · 8 x 8, 0 trees, p = 8 · by events · paused
//!  backtrack                      │ backjump-safe
//!   grid                          │  grid
//!  placed 12  backtracks 4 ...    │ placed 12  backtracks 3 ...
//!  sentence                       │ sentence
//!  closing table, or the keys
//! ```

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph, Widget, Wrap};

use super::{MIN_HEIGHT, MIN_WIDTH, grid, narration};
use crate::event::Outcome;
use crate::tui::race::{Pace, Race, Standing};
use crate::tui::theme::thousands;

const KEYS: &[(&str, &str)] = &[
    ("Space", "play"),
    ("→ ←", "step"),
    ("w", "pace"),
    ("End", "to the end"),
    ("+ -", "speed"),
    ("t", "colours"),
    ("q", "quit"),
];

fn outcome(o: Outcome) -> &'static str {
    match o {
        Outcome::Found => "found",
        Outcome::Exhausted => "exhausted",
        Outcome::Cancelled => "cancelled",
        Outcome::GaveUp => "gave up",
    }
}

/// The closing table: one line per side, the numbers `solve --stats` prints.
pub fn table(race: &Race, results: &[Standing; 2]) -> Vec<Line<'static>> {
    let theme = &race.sides[0].theme;
    let mut lines = vec![Line::from(Span::styled(
        format!(
            "{:<16}{:>10}{:>12}{:>11}{:>10}{:>12}{:>11}  {}",
            "", "placements", "backtracks", "backjumps", "prunes", "nodes", "time", "outcome"
        ),
        theme.dim(),
    ))];
    for (racer, r) in race.racers.iter().zip(results) {
        lines.push(Line::from(vec![
            Span::styled(format!("{:<16}", racer.name()), theme.key()),
            Span::raw(format!(
                "{:>10}{:>12}{:>11}{:>10}{:>12}{:>9.3} s  {}",
                thousands(r.placements),
                thousands(r.backtracks),
                thousands(r.backjumps),
                thousands(r.prunes),
                thousands(r.nodes),
                r.time.as_secs_f64(),
                outcome(r.outcome)
            )),
        ]));
    }
    lines
}

impl Widget for &Race {
    fn render(self, area: Rect, buf: &mut Buffer) {
        draw(self, area, buf);
        if self.sides[0].theme.ascii {
            super::ascii::transliterate(area, buf);
        }
    }
}

/// The race screen, in whatever characters its parts chose.
fn draw(race: &Race, area: Rect, buf: &mut Buffer) {
    let theme = &race.sides[0].theme;
    if area.width < MIN_WIDTH || area.height < MIN_HEIGHT {
        Paragraph::new(format!(
            "Window too small: need {MIN_WIDTH} x {MIN_HEIGHT}, have {} x {}.",
            area.width, area.height
        ))
        .style(theme.warning())
        .wrap(Wrap { trim: true })
        .render(area, buf);
        return;
    }
    let done = race.over();
    let bottom_rows = if done { 4 } else { 1 };
    let [title, body, bottom] = area.layout(&Layout::vertical([
        Constraint::Length(1),
        Constraint::Fill(1),
        Constraint::Length(bottom_rows),
    ]));
    let board = race.sides[0].playback.board();
    let state = if done {
        "finished"
    } else if race.to_end {
        "running to the end"
    } else if race.playing {
        "playing"
    } else {
        "paused"
    };
    let pace = match race.pace {
        Pace::Events => "by events",
        Pace::Work => "by work (placements)",
    };
    let dot = theme.dot();
    Line::from(vec![
        Span::styled(" lizards race ", theme.highlight()),
        Span::raw(format!(
            " {} {dot} {n} x {n}, {} trees, p = {} {dot} {pace} {dot} ",
            race.sides[0].source.name(),
            board.tree_count(),
            race.sides[0].lizards,
            n = board.n()
        )),
        Span::styled(state, theme.key()),
    ])
    .render(title, buf);
    let [left, right] = body.layout(&Layout::horizontal([
        Constraint::Fill(1),
        Constraint::Fill(1),
    ]));
    for (i, half) in [left, right].into_iter().enumerate() {
        side(race, i, half, buf);
    }
    if done {
        match &race.results {
            Some(results) => Paragraph::new(table(race, results)).render(bottom, buf),
            None => Paragraph::new("timing each search on its own...").render(bottom, buf),
        }
    } else if let Some(status) = &race.status {
        Line::from(Span::styled(status.as_str(), theme.key())).render(bottom, buf);
    } else {
        let spans: Vec<Span> = KEYS
            .iter()
            .flat_map(|(k, l)| {
                [
                    Span::styled(theme.keys(k).into_owned(), theme.key()),
                    Span::raw(format!(" {l}  ")),
                ]
            })
            .collect();
        Line::from(spans).render(bottom, buf);
    }
}

fn side(race: &Race, i: usize, area: Rect, buf: &mut Buffer) {
    let app = &race.sides[i];
    let theme = &app.theme;
    let block = Block::new()
        .borders(if i == 0 {
            Borders::RIGHT
        } else {
            Borders::NONE
        })
        .border_set(theme.border())
        .title(Span::styled(
            format!(" {} ", race.racers[i].name()),
            theme.title(),
        ));
    let inner = block.inner(area);
    block.render(area, buf);
    let sentence = narration::text(app);
    let narration_rows = narration::height(&sentence, inner.width).clamp(1, 4);
    let [grid_area, stats_area, narration_area] = inner.layout(&Layout::vertical([
        Constraint::Fill(1),
        Constraint::Length(2),
        Constraint::Length(narration_rows),
    ]));
    let n = app.playback.board().n() as u32;
    let shape = grid::shape(n, grid_area, app.compact);
    let (w, h) = shape.size();
    let x = grid_area.x + grid_area.width.saturating_sub(w) / 2;
    let rect = Rect::new(
        x,
        grid_area.y,
        grid_area.right() - x,
        h.min(grid_area.height),
    );
    grid::render(app, shape, rect, buf);
    let t = app.playback.tally();
    let status = if app.search_over() { "done" } else { "" };
    Paragraph::new(vec![
        Line::from(format!(
            "placed {}  backtracks {}  backjumps {}  prunes {}",
            thousands(t.placements),
            thousands(t.unmarks),
            thousands(t.backjumps),
            thousands(t.prunes)
        )),
        Line::from(vec![
            Span::raw(format!(
                "events {}  depth {}  solutions {}  ",
                thousands(app.playback.position()),
                t.depth,
                t.solutions
            )),
            Span::styled(status, theme.key()),
        ]),
    ])
    .render(stats_area, buf);
    narration::render(app, sentence, narration_area, buf);
}

//! Breadth-first search's queue: the level being expanded, the boards waiting, the memory they
//! take, and a sparkline of every level's width: the cost of going breadth first, in one look.

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Sparkline, Widget};

use crate::i18n::tr;
use crate::t;
use crate::tui::app::App;

/// Bytes one queued board takes, as the solver counts them: a vector and p cells.
fn board_bytes(app: &App) -> u64 {
    24 + 4 * app.playback.lizards_wanted() as u64
}

pub fn render(app: &App, area: Rect, buf: &mut Buffer) {
    let theme = &app.theme;
    let f = app.playback.frontier();
    let memory = f.peak() as u64 * board_bytes(app);
    let text = vec![
        Line::from(vec![
            Span::styled(format!("{} ", tr("frontier-level")), theme.label()),
            Span::raw(format!("{}  ", f.depth)),
            Span::styled(format!("{} ", tr("frontier-waiting")), theme.label()),
            Span::raw(t!("frontier-boards", n = f.waiting)),
        ]),
        Line::from(vec![
            Span::styled(format!("{} ", tr("frontier-widest")), theme.label()),
            Span::raw(format!("{} ", t!("frontier-boards", n = f.peak()))),
            Span::styled(format!("≈ {}", human_bytes(memory)), theme.dim()),
        ]),
        Line::from(Span::styled(t!("frontier-dfs", n = f.depth), theme.dim())),
        Line::from(Span::styled(tr("frontier-per-level"), theme.label())),
    ];
    let [text_area, spark_area] = area.layout(&Layout::vertical([
        Constraint::Length(text.len() as u16),
        Constraint::Fill(1),
    ]));
    Paragraph::new(text).render(text_area, buf);
    let mut widths: Vec<u64> = f.widths.iter().map(|&w| w as u64).collect();
    widths.push(f.waiting as u64);
    // The newest levels when they do not all fit.
    let shown = &widths[widths.len().saturating_sub(spark_area.width as usize)..];
    Sparkline::default()
        .data(shown)
        .style(theme.highlight())
        .render(spark_area, buf);
}

fn human_bytes(b: u64) -> String {
    match b {
        b if b >= 1 << 30 => format!("{:.1} GiB", b as f64 / (1u64 << 30) as f64),
        b if b >= 1 << 20 => format!("{:.1} MiB", b as f64 / (1u64 << 20) as f64),
        b if b >= 1 << 10 => format!("{:.1} KiB", b as f64 / 1024.0),
        b => format!("{b} B"),
    }
}

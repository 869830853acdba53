//! Simulated annealing's state: the energy (attacking pairs) and the temperature now, the share
//! of moves taken, the restarts, and both over time as a chart: energy falling while the
//! temperature cools is the lesson.

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::symbols::Marker;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Axis, Chart, Dataset, GraphType, Paragraph, Widget};

use crate::narrate::plural;
use crate::tui::app::App;

pub fn render(app: &App, area: Rect, buf: &mut Buffer) {
    let theme = &app.theme;
    let e = app.playback.annealing();
    let text = vec![
        Line::from(vec![
            Span::styled("energy ", theme.label()),
            Span::raw(format!("{}  ", plural(e.energy, "attacking pair"))),
        ]),
        Line::from(vec![
            Span::styled("T ", theme.label()),
            Span::raw(format!("{:.3}  ", e.temperature())),
            Span::styled("taken ", theme.label()),
            Span::raw(format!("{:.0}%  ", 100.0 * e.acceptance())),
            Span::styled("uphill ", theme.label()),
            Span::raw(format!("{}  ", e.uphill)),
            Span::styled("restarts ", theme.label()),
            Span::raw(e.restarts.to_string()),
        ]),
    ];
    let [text_area, chart_area] = area.layout(&Layout::vertical([
        Constraint::Length(text.len() as u16),
        Constraint::Fill(1),
    ]));
    Paragraph::new(text).render(text_area, buf);
    if chart_area.height < 4 {
        return;
    }
    let marker = if theme.ascii {
        Marker::Dot
    } else {
        Marker::Braille
    };
    let points = e.chart();
    let top_energy = points.iter().map(|p| p.0).max().unwrap_or(1).max(1) as f64;
    let top_t = points.iter().map(|p| p.1).max().unwrap_or(1).max(1) as f64;
    // Both series on one 0..1 scale: energy as a share of its highest, temperature of its.
    let energy: Vec<(f64, f64)> = points
        .iter()
        .enumerate()
        .map(|(i, p)| (i as f64, p.0 as f64 / top_energy))
        .collect();
    let temperature: Vec<(f64, f64)> = points
        .iter()
        .enumerate()
        .map(|(i, p)| (i as f64, p.1 as f64 / top_t))
        .collect();
    let datasets = vec![
        Dataset::default()
            .name(format!("energy (max {top_energy})"))
            .marker(marker)
            .graph_type(GraphType::Line)
            .style(theme.warning())
            .data(&energy),
        Dataset::default()
            .name(format!("T (max {:.2})", top_t / 1000.0))
            .marker(marker)
            .graph_type(GraphType::Line)
            .style(theme.highlight())
            .data(&temperature),
    ];
    Chart::new(datasets)
        .x_axis(
            Axis::default()
                .bounds([0.0, (points.len().max(2) - 1) as f64])
                .style(theme.dim()),
        )
        .y_axis(Axis::default().bounds([0.0, 1.0]).style(theme.dim()))
        .render(chart_area, buf);
}

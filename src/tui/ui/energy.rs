//! Simulated annealing's state: the energy (attacking pairs) and the temperature now, the share
//! of moves taken, the restarts, and both over time as a chart: energy falling while the
//! temperature cools is the lesson.
//!
//! The chart runs from move 1 to the move in force now, its axes labelled; the temperature is
//! drawn on the energy's scale (its top at the energy's top). The legend is a line of its own
//! above the chart, so no point of the chart is ever drawn over it.

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::symbols::Marker;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Axis, Chart, Dataset, GraphType, Paragraph, Widget};

use crate::narrate::plural;
use crate::tui::app::App;
use crate::tui::theme::thousands;

pub fn render(app: &App, area: Rect, buf: &mut Buffer) {
    let theme = &app.theme;
    let e = app.playback.annealing();
    let points = e.chart();
    let top_energy = points.iter().map(|p| p.energy).max().unwrap_or(0).max(1);
    let top_t = points
        .iter()
        .map(|p| p.milli_kelvin)
        .max()
        .unwrap_or(0)
        .max(1);
    let mut text = vec![
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
    let chart_rows = area.height.saturating_sub(text.len() as u16 + 1);
    let drawn = chart_rows >= 4 && !points.is_empty();
    if drawn {
        let bar = theme.rule().repeat(2);
        text.push(Line::from(vec![
            Span::styled(bar.clone(), theme.warning()),
            Span::raw(" energy  "),
            Span::styled(bar, theme.title()),
            Span::raw(format!(" T (top {:.2})", top_t as f64 / 1000.0)),
        ]));
    }
    let [text_area, chart_area] = area.layout(&Layout::vertical([
        Constraint::Length(text.len() as u16),
        Constraint::Fill(1),
    ]));
    Paragraph::new(text).render(text_area, buf);
    if !drawn {
        return;
    }
    let marker = if theme.ascii {
        Marker::Dot
    } else {
        Marker::Braille
    };
    let scale = top_energy as f64 / top_t as f64;
    let energy: Vec<(f64, f64)> = points
        .iter()
        .map(|p| (p.from_move as f64, p.energy as f64))
        .collect();
    let temperature: Vec<(f64, f64)> = points
        .iter()
        .map(|p| (p.from_move as f64, p.milli_kelvin as f64 * scale))
        .collect();
    let last_move = points.last().map_or(1, |p| p.from_move).max(2);
    let datasets = vec![
        Dataset::default()
            .marker(marker)
            .graph_type(GraphType::Line)
            .style(theme.warning())
            .data(&energy),
        Dataset::default()
            .marker(marker)
            .graph_type(GraphType::Line)
            .style(theme.title())
            .data(&temperature),
    ];
    Chart::new(datasets)
        .legend_position(None)
        .x_axis(
            Axis::default()
                .title(Span::styled("move", theme.label()))
                .bounds([1.0, last_move as f64])
                .labels(["1".to_string(), thousands(last_move)])
                .style(theme.dim()),
        )
        .y_axis(
            Axis::default()
                .title(Span::styled("pairs", theme.label()))
                .bounds([0.0, top_energy as f64])
                .labels(["0".to_string(), top_energy.to_string()])
                .style(theme.dim()),
        )
        .render(chart_area, buf);
}

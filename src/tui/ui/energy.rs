//! Simulated annealing's state: the energy (attacking pairs) and the temperature now, the share
//! of moves taken, the restarts, and both over time as a chart: energy falling while the
//! temperature cools is the lesson.
//!
//! The chart runs from the start (move 0) to the moves proposed so far, in steps (a value holds
//! until the move that changes it), its axes labelled; the temperature is
//! drawn on the energy's scale (its top at the energy's top). The legend is a line of its own
//! above the chart, so no point of the chart is ever drawn over it.

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::symbols::Marker;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Axis, Chart, Dataset, GraphType, Paragraph, Widget};

use crate::i18n::tr;
use crate::t;
use crate::tui::app::App;
use crate::validate::attacking_pairs;

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
    // The energy of the board shown, counted on it: before the first `anneal` event (while
    // the greedy start is being laid) the solver has not said it yet, and after it the two agree.
    let energy = attacking_pairs(app.playback.board(), &app.playback.lizards());
    // The temperature is only known once annealing has set it.
    let temperature = if e.series.is_empty() {
        tr("energy-not-set")
    } else {
        crate::i18n::decimal(e.temperature(), 3)
    };
    // With colour the two curves are told apart by it and drawn finely; without colour (or in
    // ASCII) each gets its own mark, the legend showing which.
    let fine = theme.color && !theme.ascii;
    let (energy_mark, t_mark) = if fine {
        (Marker::Braille, Marker::Braille)
    } else {
        (Marker::Dot, Marker::Bar)
    };
    let (energy_key, t_key) = if fine {
        (theme.rule().repeat(2), theme.rule().repeat(2))
    } else {
        ("••".to_string(), "▄▄".to_string())
    };
    // Flowed to the panel's width: a narrow panel breaks between items (`restarts 0` on a
    // line of its own), never inside one.
    let mut text = super::flow::flow(
        vec![
            Line::from(vec![
                Span::styled(format!("{} ", tr("energy-energy")), theme.label()),
                Span::raw(format!("{}  ", t!("energy-pairs", n = energy))),
            ]),
            Line::from(vec![
                Span::styled("T ", theme.label()),
                Span::raw(format!("{temperature}  ")),
                Span::styled(format!("{} ", tr("energy-taken")), theme.label()),
                Span::raw(format!(
                    "{}  ",
                    t!(
                        "energy-percent",
                        n = format!("{:.0}", 100.0 * e.acceptance())
                    )
                )),
                Span::styled(format!("{} ", tr("energy-uphill")), theme.label()),
                Span::raw(format!("{}  ", e.uphill)),
                Span::styled(format!("{} ", tr("energy-restarts")), theme.label()),
                Span::raw(e.restarts.to_string()),
            ]),
        ],
        area.width,
    );
    let chart_rows = area.height.saturating_sub(text.len() as u16 + 1);
    let drawn = chart_rows >= 4 && !points.is_empty();
    if drawn {
        text.push(Line::from(vec![
            Span::styled(energy_key, theme.warning()),
            Span::raw(format!(" {}  ", tr("energy-energy"))),
            Span::styled(t_key, theme.title()),
            Span::raw(format!(
                " {}",
                t!(
                    "energy-top",
                    top = crate::i18n::decimal(top_t as f64 / 1000.0, 2)
                )
            )),
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
    let scale = top_energy as f64 / top_t as f64;
    let energy = stairs(&points, |p| p.energy as f64);
    let temperature = stairs(&points, |p| p.milli_kelvin as f64 * scale);
    let last_move = points.last().map_or(1, |p| p.after).max(1);
    let datasets = vec![
        Dataset::default()
            .marker(energy_mark)
            .graph_type(GraphType::Line)
            .style(theme.warning())
            .data(&energy),
        Dataset::default()
            .marker(t_mark)
            .graph_type(GraphType::Line)
            .style(theme.title())
            .data(&temperature),
    ];
    Chart::new(datasets)
        .legend_position(None)
        .x_axis(
            // The axes' names are their middle labels, outside the plot: a title would be
            // drawn inside it, over the curve.
            Axis::default()
                .bounds([0.0, last_move as f64])
                .labels([
                    Span::raw("0"),
                    Span::styled(tr("energy-move"), theme.label()),
                    Span::raw(crate::i18n::count(last_move)),
                ])
                .style(theme.dim()),
        )
        .y_axis(
            Axis::default()
                .bounds([0.0, top_energy as f64])
                .labels([
                    Span::raw("0"),
                    Span::styled(tr("energy-pairs-axis"), theme.label()),
                    Span::raw(top_energy.to_string()),
                ])
                .style(theme.dim()),
        )
        .render(chart_area, buf);
}

/// The chart's line as steps: a value holds until the next point, so the line runs flat to
/// the next point's move and then jumps (a straight line between two points drew a slope
/// where the energy stood still).
fn stairs(
    points: &[crate::energy::Point],
    y: impl Fn(&crate::energy::Point) -> f64,
) -> Vec<(f64, f64)> {
    let mut line = Vec::with_capacity(2 * points.len());
    for (i, p) in points.iter().enumerate() {
        if i > 0 {
            line.push((p.after as f64, y(&points[i - 1])));
        }
        line.push((p.after as f64, y(p)));
    }
    line
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::energy::Point;

    /// A value holds until the next point's move, then jumps: no slope where nothing moved.
    #[test]
    fn the_line_is_drawn_in_steps() {
        let p = |after, energy| Point {
            after,
            energy,
            milli_kelvin: 0,
        };
        let line = stairs(&[p(0, 3), p(1, 1), p(11, 1)], |p| p.energy as f64);
        assert_eq!(
            line,
            [(0.0, 3.0), (1.0, 3.0), (1.0, 1.0), (11.0, 1.0), (11.0, 1.0)]
        );
    }
}

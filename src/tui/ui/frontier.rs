//! Breadth-first search's queue: the level being expanded, the boards waiting, the memory they
//! take, and a sparkline of every level's width: the cost of going breadth first, in one look.

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Sparkline, Widget};

use crate::i18n::tr;
use crate::t;
use crate::tui::app::App;

/// Bytes one queued board takes at most, as the solver counts them (`--frontier`).
fn board_bytes(app: &App) -> u64 {
    crate::solve::bfs::state_bytes(app.playback.lizards_wanted()) as u64
}

pub fn render(app: &App, area: Rect, buf: &mut Buffer) {
    let theme = &app.theme;
    let f = app.playback.frontier();
    let memory = f.peak() as u64 * board_bytes(app);
    let mut text = vec![
        Line::from(vec![
            Span::styled(format!("{} ", tr("frontier-level")), theme.label()),
            Span::raw(format!("{}  ", f.depth)),
            Span::styled(format!("{} ", tr("frontier-waiting")), theme.label()),
            Span::raw(t!("frontier-boards", n = f.waiting)),
        ]),
        Line::from(vec![
            Span::styled(format!("{} ", tr("frontier-widest")), theme.label()),
            Span::raw(format!("{} ", t!("frontier-boards", n = f.peak()))),
            // At most: each board counted as one of p lizards, as `--frontier` counts them.
            Span::styled(format!("≤ {}", human_bytes(memory)), theme.dim()),
        ]),
        Line::from(Span::styled(t!("frontier-dfs", n = f.depth), theme.dim())),
    ];
    let [text_area, spark_area] = area.layout(&Layout::vertical([
        Constraint::Length(text.len() as u16 + 1),
        Constraint::Fill(1),
    ]));
    // Bar d is level d: the root alone at level 0, then each level's boards, and the next
    // level's queued so far. The root's bar keeps the chart's first screen from saying
    // "most 0" beside a widest of 1.
    let mut widths: Vec<u64> = f.widths.iter().map(|&w| w as u64).collect();
    if widths.is_empty() {
        widths.push(1);
    }
    widths.extend(f.next_so_far().map(u64::from));
    // The newest levels when they do not all fit.
    let first = widths.len().saturating_sub(spark_area.width as usize);
    let shown = &widths[first..];
    // The bars' levels and the tallest one's count: a chart of a few rows has no scale of
    // its own to read them from.
    text.push(Line::from(Span::styled(
        t!(
            "frontier-per-level",
            first = first.to_string(),
            last = (widths.len() - 1).to_string(),
            most = crate::i18n::count(shown.iter().copied().max().unwrap_or(0))
        ),
        theme.label(),
    )));
    Paragraph::new(text).render(text_area, buf);
    Sparkline::default()
        .data(shown)
        .style(theme.highlight())
        .render(spark_area, buf);
}

/// A size in bytes, in the language's units ("o" in French) and decimal mark.
fn human_bytes(b: u64) -> String {
    let (size, unit) = match b {
        b if b >= 1 << 30 => (b as f64 / (1u64 << 30) as f64, "gib"),
        b if b >= 1 << 20 => (b as f64 / (1u64 << 20) as f64, "mib"),
        b if b >= 1 << 10 => (b as f64 / 1024.0, "kib"),
        b => return crate::t!("frontier-bytes", size = crate::i18n::count(b), unit = "b"),
    };
    crate::t!(
        "frontier-bytes",
        size = crate::i18n::decimal(size, 1),
        unit = unit
    )
}

#[cfg(test)]
mod tests {
    use super::human_bytes;
    use crate::i18n::{Lang, Scope};

    #[test]
    fn sizes_are_said_in_the_language_s_units_and_decimal_mark() {
        let cases = [
            (Lang::En, ["208 B", "1.5 KiB", "3.0 MiB"]),
            (Lang::Fr, ["208 o", "1,5 Kio", "3,0 Mio"]),
            (Lang::Zh, ["208 字节", "1.5 KiB", "3.0 MiB"]),
        ];
        for (lang, said) in cases {
            let _scope = Scope::enter(lang);
            let got = [208, 1536, 3 << 20].map(human_bytes);
            assert_eq!(got, said, "{lang}");
        }
    }
}

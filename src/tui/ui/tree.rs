//! The search tree, depth by depth: how many nodes (lizards placed) each depth has seen, as a
//! bar, with the children rejected, the prunes and the backjumps there. The current node's
//! depth is marked. Built from the playback's per-depth sums, so it steps back too.

use ratatui::text::{Line, Span};

use crate::tui::app::App;
use crate::tui::theme::thousands;

/// Columns besides the bar: marker and depth, nodes, rejected, prunes, jumps.
const FIXED: usize = 5 + 8 + 9 + 7 + 6;

pub fn lines(app: &App, width: usize, rows: usize) -> Vec<Line<'static>> {
    let theme = &app.theme;
    let inside = app.playback.inside();
    let depths = inside.depths();
    let deepest = depths
        .iter()
        .rposition(|d| *d != Default::default())
        .unwrap_or(0);
    let here = inside.depth();
    let bar_width = width.saturating_sub(FIXED).max(4);
    let most = depths.iter().map(|d| d.nodes).max().unwrap_or(0).max(1);
    let mut out = vec![Line::from(Span::styled(
        format!(
            "{:<5}{:<bw$}{:>8}{:>9}{:>7}{:>6}",
            "depth",
            "",
            "nodes",
            "rejected",
            "prunes",
            "jumps",
            bw = bar_width
        ),
        theme.dim(),
    ))];
    // Depth 0 is the root; show 1..=deepest, or a window around the current depth.
    let last = deepest.max(here).max(1);
    let shown = rows.saturating_sub(1).max(1);
    let first = if last < shown {
        1
    } else {
        here.saturating_sub(shown / 2).clamp(1, last + 1 - shown)
    };
    let full = if theme.ascii { "#" } else { "█" };
    for d in first..=last.min(first + shown - 1) {
        let s = depths.get(d).copied().unwrap_or_default();
        let filled = (s.nodes as f64 / most as f64 * bar_width as f64).ceil() as usize;
        let bar =
            full.repeat(filled.min(bar_width)) + &" ".repeat(bar_width - filled.min(bar_width));
        let marker = if d == here { theme.marker() } else { " " };
        let style = if d == here {
            theme.key()
        } else {
            theme.label()
        };
        out.push(Line::from(vec![
            Span::styled(format!("{marker}{d:>3} "), style),
            Span::styled(bar, theme.cell(crate::tui::theme::Glyph::Lizard)),
            Span::styled(
                format!(
                    "{:>8}{:>9}{:>7}{:>6}",
                    thousands(s.nodes),
                    thousands(s.rejected),
                    thousands(s.prunes),
                    thousands(s.backjumps)
                ),
                style,
            ),
        ]));
    }
    out
}

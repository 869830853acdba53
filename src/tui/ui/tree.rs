//! The search tree. While the search is small ([`TREE_NODES`] nodes) it is drawn node by node,
//! root at the left, one line a node indented by depth: `◆` a lizard placed, `✗` a cell
//! rejected, `⊥` a branch pruned, `↩` where a backjump landed, `★` a solution; the path to the
//! current node is bold and the newest node (always the last line: the nodes come in the
//! order a depth-first search makes them) reversed. Larger searches are summed depth by depth:
//! nodes per depth as a bar, with the children rejected, the prunes and the backjumps there.
//! Both come from the playback, so they step back too.

use ratatui::style::Modifier;
use ratatui::text::{Line, Span};

use crate::inside::{Node, NodeKind, TREE_NODES};
use crate::tui::app::App;
use crate::tui::theme::{Glyph, thousands};

/// The panel's title: which of the two views shows.
pub fn title(app: &App) -> String {
    match app.playback.inside().nodes() {
        Some(nodes) => format!(" search tree: {} nodes ", nodes.len()),
        None => format!(" search tree by depth (over {TREE_NODES} nodes) "),
    }
}

/// The tree drawn node by node if it is small enough, else summed per depth.
pub fn lines(app: &App, width: usize, rows: usize) -> Vec<Line<'static>> {
    match app.playback.inside().nodes() {
        Some(nodes) => drawn(app, nodes, width, rows),
        None => per_depth(app, width, rows),
    }
}

fn node_text(app: &App, node: &Node) -> (String, ratatui::style::Style) {
    let theme = &app.theme;
    let cell = node.cell.map_or(String::new(), |c| format!(" {c}"));
    let (glyph, text, style) = match node.kind {
        NodeKind::Placed => (theme.glyph(Glyph::Lizard), cell, theme.cell(Glyph::Lizard)),
        NodeKind::Rejected => (
            theme.glyph(Glyph::Rejected),
            cell,
            theme.cell(Glyph::Rejected),
        ),
        NodeKind::Pruned => (
            if theme.ascii { "#" } else { "⊥" },
            format!("{cell} pruned"),
            theme.dim(),
        ),
        NodeKind::Jumped { from } => (
            if theme.ascii { "<" } else { "↩" },
            format!(" jump from c{from}"),
            theme.key(),
        ),
    };
    let star = if node.solution {
        if theme.ascii {
            " * solution"
        } else {
            " ★ solution"
        }
    } else {
        ""
    };
    (format!("{glyph}{text}{star}"), style)
}

fn drawn(app: &App, nodes: &[Node], width: usize, rows: usize) -> Vec<Line<'static>> {
    let theme = &app.theme;
    let path = app.playback.inside().path();
    let shown = rows.max(1);
    // The root line while it fits, then the newest nodes.
    let with_root = nodes.len() < shown;
    let first = nodes.len().saturating_sub(shown - usize::from(with_root));
    let mut out = Vec::new();
    if with_root {
        out.push(Line::from(Span::styled("root", theme.label())));
    }
    for (i, node) in nodes.iter().enumerate().skip(first) {
        let (text, mut style) = node_text(app, node);
        let indent = (2 * node.depth as usize).min(width / 2);
        if path.contains(&i) {
            style = style.add_modifier(Modifier::BOLD);
        }
        if i + 1 == nodes.len() {
            style = theme.cursor(style);
        }
        out.push(Line::from(vec![
            Span::raw(" ".repeat(indent)),
            Span::styled(text, style),
        ]));
    }
    out
}

/// Columns besides the bar: marker and depth, nodes, rejected, prunes, jumps.
const FIXED: usize = 5 + 8 + 9 + 7 + 6;

fn per_depth(app: &App, width: usize, rows: usize) -> Vec<Line<'static>> {
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

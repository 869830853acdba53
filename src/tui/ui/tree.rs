//! The search tree. While the search is small ([`TREE_NODES`] nodes) it is drawn as a tree:
//! root at the top, branches drawn with box-drawing lines (ASCII with `--ascii`), one line a
//! node: `◆` a lizard placed, `✗` a cell rejected, `⊥` a branch pruned, `↩` where a backjump
//! landed, `★` a solution. A finished subtree (its lizard taken back) is folded into one line
//! with its outcome and node count, `◆ (1, 2) ✗ 14` or `◆ (1, 2) ★ 1`, so what shows is the
//! path to the current node (bold), and beside it what was tried. The newest line is last and
//! reversed; when the lines outgrow the panel the oldest scroll off above it, but for the
//! current node's ancestors, which stay (the nearest ones, on a panel too short for all).
//! Larger searches
//! are summed depth by depth: nodes per depth as a bar, with the children rejected, the prunes
//! and the backjumps there. Both come from the playback (the lines from
//! [`outline`](crate::inside::outline)), so they step back too.

use ratatui::style::Modifier;
use ratatui::text::{Line, Span};

use crate::inside::outline::{Folded, Row};
use crate::inside::{Node, NodeKind, TREE_NODES};
use crate::t;
use crate::tui::app::App;
use crate::tui::theme::Glyph;

/// The panel's title: which of the two views shows. Where the long title of the per-depth
/// view would be cut at `width` (with its "(Tab)"), a shorter one drops the node cap rather
/// than show a cut number.
pub fn title(app: &App, width: usize) -> String {
    match app.playback.inside().nodes() {
        Some(nodes) => format!(" {} ", t!("tree-title", nodes = nodes.len())),
        None => {
            let long = format!(" {} ", t!("tree-title-by-depth", cap = TREE_NODES));
            let tab = t!("panel-tab", title = long.trim_end().to_owned());
            if unicode_width::UnicodeWidthStr::width(tab.as_str()) <= width {
                long
            } else {
                format!(" {} ", t!("tree-title-by-depth-short"))
            }
        }
    }
}

/// The tree drawn node by node if it is small enough, else summed per depth.
pub fn lines(app: &App, width: usize, rows: usize) -> Vec<Line<'static>> {
    match app.playback.inside().nodes() {
        Some(_) => drawn(app, width, rows),
        None => per_depth(app, width, rows),
    }
}

/// `text` then spaces to `width` display columns (a Chinese character takes two).
fn pad_right(text: &str, width: usize) -> String {
    let w = unicode_width::UnicodeWidthStr::width(text);
    format!("{text}{}", " ".repeat(width.saturating_sub(w)))
}

/// Spaces then `text`, to `width` display columns.
fn pad_left(text: &str, width: usize) -> String {
    let w = unicode_width::UnicodeWidthStr::width(text);
    format!("{}{text}", " ".repeat(width.saturating_sub(w)))
}

/// The glyph, text and style of a node's line; a folded subtree adds its outcome and count.
fn node_text(app: &App, node: &Node, folded: Option<Folded>) -> Vec<Span<'static>> {
    let theme = &app.theme;
    let cell = node.cell.map_or(String::new(), |c| format!(" {c}"));
    let star = if theme.ascii { "*" } else { "★" };
    let (glyph, text, style) = match node.kind {
        NodeKind::Placed => (theme.glyph(Glyph::Lizard), cell, theme.cell(Glyph::Lizard)),
        NodeKind::Rejected => (
            theme.glyph(Glyph::Rejected),
            cell,
            theme.cell(Glyph::Rejected),
        ),
        NodeKind::Pruned => (
            if theme.ascii { "#" } else { "⊥" },
            t!("tree-pruned", cell = cell),
            theme.dim(),
        ),
        NodeKind::Jumped { from } => (
            if theme.ascii { "<" } else { "↩" },
            t!("tree-jump-from", col = from),
            theme.key(),
        ),
    };
    let mut spans = vec![Span::styled(format!("{glyph}{text}"), style)];
    match folded {
        Some(f) => {
            let (mark, mark_style) = if f.solutions > 0 {
                (star, theme.cell(Glyph::Lizard))
            } else {
                (
                    if theme.ascii { "x" } else { "✗" },
                    theme.cell(Glyph::Rejected),
                )
            };
            spans.push(Span::styled(format!(" {mark} {}", f.nodes), mark_style));
            if f.solutions > 1 {
                spans.push(Span::styled(
                    format!(" ({star}{})", f.solutions),
                    theme.dim(),
                ));
            }
        }
        None if node.solution => {
            spans.push(Span::styled(t!("tree-solution", star = star), style));
        }
        None => {}
    }
    spans
}

/// The branches left of a line at `depth`: a rail for each ancestor level with more below,
/// then the node's own joint. At most `room` characters: the deepest levels keep theirs.
fn branches(ascii: bool, more_below: &[bool], room: usize) -> String {
    let (rail, tee, elbow) = if ascii {
        ("| ", "|-", "`-")
    } else {
        ("│ ", "├─", "└─")
    };
    let Some((&own, ancestors)) = more_below.split_last() else {
        return String::new();
    };
    let mut parts: Vec<&str> = ancestors
        .iter()
        .map(|&more| if more { rail } else { "  " })
        .collect();
    parts.push(if own { tee } else { elbow });
    let keep = (room / 2).max(1).min(parts.len());
    parts[parts.len() - keep..].concat()
}

fn drawn(app: &App, width: usize, rows: usize) -> Vec<Line<'static>> {
    let theme = &app.theme;
    let inside = app.playback.inside();
    let (Some(nodes), Some(outline)) = (inside.nodes(), inside.outline()) else {
        return Vec::new();
    };
    let shown = rows.max(1);
    // The root while everything fits; else a line that says how many are hidden, the
    // current node's ancestors (so the path the search stands on stays in view) and the
    // newest lines, the current one last.
    let total = outline.len() + 1;
    let kept = if total <= shown {
        (0..outline.len()).collect()
    } else {
        kept_rows(&outline, shown - 1)
    };
    let mut out = Vec::new();
    if total <= shown {
        out.push(Line::from(Span::styled(
            t!("tree-root"),
            theme.label().add_modifier(Modifier::BOLD),
        )));
    } else {
        let up = if theme.ascii { "^" } else { "↑" };
        let hidden = total - kept.len();
        out.push(Line::from(Span::styled(
            t!(
                "tree-lines-hidden",
                up = up,
                count = crate::i18n::count(hidden as u64)
            ),
            theme.dim(),
        )));
    }
    let last = outline.len().saturating_sub(1);
    for i in kept {
        let row = &outline[i];
        let node = &nodes[row.node];
        let mut spans = vec![Span::styled(
            branches(theme.ascii, &row.more_below, width / 2),
            theme.dim(),
        )];
        for mut span in node_text(app, node, row.folded) {
            // Bold is the path's alone, so it reads without colour too.
            span.style = if row.on_path {
                span.style.add_modifier(Modifier::BOLD)
            } else {
                span.style.remove_modifier(Modifier::BOLD)
            };
            if i == last {
                span.style = theme.cursor(span.style);
            }
            spans.push(span);
        }
        out.push(Line::from(spans));
    }
    out
}

/// Which of `outline`'s lines to show in `room` lines when they do not all fit: the newest
/// ones, and above them the current node's ancestors that scrolled off, so a class still
/// sees which lizards the search stands on. The newest lines keep a third of the room (two
/// lines at least); past that, the ancestors nearest the current node are kept.
fn kept_rows(outline: &[Row], room: usize) -> Vec<usize> {
    let room = room.max(1).min(outline.len());
    let least_recent = room.div_ceil(3).max(2).min(room);
    let ancestors_before =
        |start: usize| -> Vec<usize> { (0..start).filter(|&i| outline[i].on_path).collect() };
    // As many of the newest lines as leave room for every ancestor above them.
    let recent = (least_recent..=room)
        .rev()
        .find(|&recent| ancestors_before(outline.len() - recent).len() + recent <= room)
        .unwrap_or(least_recent);
    let start = outline.len() - recent;
    let pinned = ancestors_before(start);
    pinned[pinned.len().saturating_sub(room - recent)..]
        .iter()
        .copied()
        .chain(start..outline.len())
        .collect()
}

/// The columns right of the bar: their heading, width, and what each depth counts there.
type Column = (&'static str, usize, fn(&crate::inside::Depth) -> u64);

const NODES: Column = ("tree-nodes", 8, |s| s.nodes);
const REJECTED: Column = ("tree-rejected", 9, |s| s.rejected);
const PRUNES: Column = ("tree-prunes", 7, |s| s.prunes);
const JUMPS: Column = ("tree-jumps", 6, |s| s.backjumps);

/// Columns left of the bar: the marker and the depth.
const DEPTH_WIDTH: usize = 5;

/// The narrowest bar worth drawing; a narrower panel shows the numbers alone.
const LEAST_BAR: usize = 4;

/// The columns the algorithm fills: prunes where it prunes, backjumps where it jumps (and
/// either where a replayed or watched stream has some), so a 30-column panel holds them all.
fn columns(app: &App, depths: &[crate::inside::Depth]) -> Vec<Column> {
    let jumps = app.algorithm.jumps() || depths.iter().any(|d| d.backjumps > 0);
    let prunes = !app.algorithm.jumps() || depths.iter().any(|d| d.prunes > 0);
    let mut out = vec![NODES, REJECTED];
    out.extend(prunes.then_some(PRUNES));
    out.extend(jumps.then_some(JUMPS));
    out
}

/// The depths the per-depth view lists: from 1 (or 0 when something happened on the empty
/// board, a prune before the first lizard for one, so that each column adds up to the totals
/// beside the grid) to the deepest reached or the current one.
fn depth_span(app: &App) -> (usize, usize) {
    let inside = app.playback.inside();
    let depths = inside.depths();
    let deepest = depths
        .iter()
        .rposition(|d| *d != Default::default())
        .unwrap_or(0);
    let lowest = usize::from(depths.first().is_none_or(|d| *d == Default::default()));
    (lowest, deepest.max(inside.depth()).max(lowest))
}

/// Rows the panel needs under its rule to show something whole: the root and a line of the
/// drawn tree; or the header and a depth, with the lines saying which depths are hidden when
/// they do not all fit (three rows then show one depth whatever the current one).
pub fn least_rows(app: &App) -> u16 {
    match app.playback.inside().nodes() {
        Some(_) => 2,
        None => {
            let (lowest, last) = depth_span(app);
            1 + (last + 1 - lowest).min(3) as u16
        }
    }
}

fn per_depth(app: &App, width: usize, rows: usize) -> Vec<Line<'static>> {
    let theme = &app.theme;
    let inside = app.playback.inside();
    let depths = inside.depths();
    let here = inside.depth();
    let columns = columns(app, depths);
    let fixed = DEPTH_WIDTH + columns.iter().map(|c| c.1).sum::<usize>();
    let bar_width = match width.saturating_sub(fixed) {
        w if w >= LEAST_BAR => w,
        _ => 0,
    };
    let most = depths.iter().map(|d| d.nodes).max().unwrap_or(0).max(1);
    let mut header = pad_right(&t!("tree-depth"), DEPTH_WIDTH) + &" ".repeat(bar_width);
    for (id, w, _) in &columns {
        header += &pad_left(&t!(id), *w);
    }
    let mut out = vec![Line::from(Span::styled(header, theme.dim()))];
    // When the depths do not all fit, a window around the current one, with a line above
    // and below saying which depths it hides.
    let (lowest, last) = depth_span(app);
    let room = rows.saturating_sub(1).max(1);
    let (first, shown, above, below) = depth_window(lowest, last, here, room);
    if above {
        out.push(hidden_depths("tree-depths-above", theme, lowest, first - 1));
    }
    let full = if theme.ascii { "#" } else { "█" };
    for d in first..first + shown {
        let s = depths.get(d).copied().unwrap_or_default();
        let filled =
            ((s.nodes as f64 / most as f64 * bar_width as f64).ceil() as usize).min(bar_width);
        let bar = full.repeat(filled) + &" ".repeat(bar_width - filled);
        let marker = if d == here { theme.marker() } else { " " };
        let style = if d == here {
            theme.key()
        } else {
            theme.label()
        };
        let numbers: String = columns
            .iter()
            .map(|(_, w, count)| format!("{:>w$}", crate::i18n::count(count(&s)), w = *w))
            .collect();
        out.push(Line::from(vec![
            Span::styled(format!("{marker}{d:>3} "), style),
            Span::styled(bar, theme.cell(crate::tui::theme::Glyph::Lizard)),
            Span::styled(numbers, style),
        ]));
    }
    if below {
        out.push(hidden_depths(
            "tree-depths-below",
            theme,
            first + shown,
            last,
        ));
    }
    out
}

/// Which depths of `lowest..=last` show in `room` lines: the first, how many, and whether a
/// line above and a line below say that some are hidden (each of those takes a line too).
fn depth_window(
    lowest: usize,
    last: usize,
    here: usize,
    room: usize,
) -> (usize, usize, bool, bool) {
    let total = last + 1 - lowest;
    if total <= room {
        return (lowest, total, false, false);
    }
    let mut shown = room;
    loop {
        let first = here
            .saturating_sub(shown / 2)
            .clamp(lowest, last + 1 - shown);
        let above = first > lowest;
        let below = first + shown <= last;
        if shown + usize::from(above) + usize::from(below) <= room || shown == 1 {
            return (first, shown, above, below);
        }
        shown -= 1;
    }
}

/// The line that says depths `from..=to` are not shown, above or below the window.
fn hidden_depths(
    id: &str,
    theme: &crate::tui::theme::Theme,
    from: usize,
    to: usize,
) -> Line<'static> {
    let range = if from == to {
        from.to_string()
    } else {
        format!("{from}{}{to}", if theme.ascii { "-" } else { "–" })
    };
    let (up, down) = if theme.ascii {
        ("^", "v")
    } else {
        ("↑", "↓")
    };
    Line::from(Span::styled(
        t!(
            id,
            up = up,
            down = down,
            count = (to + 1 - from) as u64,
            range = range
        ),
        theme.dim(),
    ))
}

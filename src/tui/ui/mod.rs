//! Drawing the app: `impl Widget for &App`, one file per screen region. Render code derives
//! nothing from scratch and owns no state: it draws what the playback holds.
//!
//! ```text
//!  title ─────────────────────────────────────────────────────────
//!  grid (as large as fits, centred)    │ statistics
//!    row indices, row counters "rows"  │ diagonal / anti-diagonal counters
//!    col indices, col counters "cols"  │ pseudocode
//!  event log (below the grid if room)  │ (or here, if not)
//!  narration, wrapped ────────────────────────────────────────────
//!  legend (tall windows)
//!  footer: keys that matter now, or a message
//! ```
//!
//! The grid gets the space first: the layout picks the largest cells that fit beside the side
//! panel, and the log takes what is left below the grid or, if nothing is, below the code.

pub mod ascii;
mod bits;
mod code;
mod conflicts;
mod diagonals;
mod energy;
mod flow;
pub mod footer;
mod frontier;
mod grid;
pub mod help;
mod log;
mod narration;
mod popup;
mod quiz;
mod race;
mod small;
mod stack;
mod stats;
pub mod tiles;
mod tree;
pub mod wrap;

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph, Widget};
use unicode_width::{UnicodeWidthChar, UnicodeWidthStr};

use crate::t;
use crate::tui::app::{App, Mode, Panel};
use crate::tui::theme::Glyph;

pub use crate::tui::window::{MIN_HEIGHT, MIN_WIDTH};
/// From this height on, a legend line sits above the footer.
const LEGEND_FROM_HEIGHT: u16 = 30;
/// Rows the log needs below the grid to be worth showing there.
const LOG_MIN: u16 = 4;

/// The side panel's width: enough for a 15-line diagonal family at 80 columns, a third of a
/// projector's window. Below 120 columns it gives up to 16 of its columns for the whole
/// board of `n` to show at its smallest cells (a 12 x 12 board lost its last column at
/// 80 x 24), never going under 30; a board that would still not show whole is panned
/// anyway, and the panel keeps its width.
fn side_width(width: u16, n: u32) -> u16 {
    if width >= 120 {
        return (width * 36 / 100).min(72);
    }
    let usual = width.saturating_sub(34).clamp(30, 46);
    match width.checked_sub(1 + grid::least_width(n)) {
        Some(left) if left >= 30 => usual.min(left),
        _ => usual,
    }
}

impl Widget for &App {
    fn render(self, area: Rect, buf: &mut Buffer) {
        // Noted again below only where a quiz verdict cuts a caption short in this frame.
        self.caption_cut.set(false);
        // Everything drawn below speaks the app's language.
        let _speaking = crate::i18n::speak(self.lang, self.theme.ascii);
        if area.width < MIN_WIDTH || area.height < MIN_HEIGHT {
            // What q does here is what it does in a window large enough: with unsaved edits it
            // asks first, and that question (or the one already asked) must not wait unseen.
            let then = match self.mode {
                Mode::ConfirmQuit { .. } => t!("small-then-question"),
                _ if self.is_dirty() => t!("small-then-unsaved"),
                _ => t!("small-then"),
            };
            small::render(&self.theme, &then, area, buf);
            self.theme.paint_paper(area, buf);
            return;
        }
        let quiz_says = quiz::text(self);
        let sentence = match &quiz_says {
            Some((said, _)) => said.clone(),
            None => narration::text(self),
        };
        // As many rows as the sentence needs, up to a quarter of the window (4 at the
        // smallest, 6 at 80 x 24): a French prune naming eleven rows takes five at 80 columns.
        // In a lesson, never fewer than the tallest stop's caption needs: the grid then stays
        // put from one stop to the next, however long each caption is.
        let captions = self.lesson.as_ref().map_or(1, |tour| {
            (0..tour.len())
                .map(|k| {
                    let caption = tour.plan.stops[k].caption_in(crate::i18n::current());
                    let said = t!(
                        "lesson-stop",
                        k = k + 1,
                        count = tour.len(),
                        caption = caption.to_owned()
                    );
                    narration::height(&said, area.width)
                })
                .max()
                .unwrap_or(1)
        });
        let legend_rows = u16::from(area.height >= LEGEND_FROM_HEIGHT);
        let footer_rows = footer::height(self, area.width);
        // A caption is what the class reads at a stop: in a short window it may take, beyond
        // the quarter, the rows the board leaves at its smallest cells (at 64 x 18 a stop of
        // the shipped plan needs seven in French, where the quarter gave four).
        let quarter = (area.height / 4).max(4);
        let most = if self.lesson.is_some() {
            let board = grid::least_height(self.playback.board().n() as u32);
            quarter.max(
                area.height
                    .saturating_sub(1 + legend_rows + footer_rows)
                    .saturating_sub(board),
            )
        } else {
            quarter
        };
        let narration_rows = narration::height(&sentence, area.width)
            .max(captions)
            .clamp(1, most);
        let [title, body, narration_area, legend_area, footer_area] =
            area.layout(&Layout::vertical([
                Constraint::Length(1),
                Constraint::Fill(1),
                Constraint::Length(narration_rows),
                Constraint::Length(legend_rows),
                Constraint::Length(footer_rows),
            ]));
        // While recording, the `● REC` marker takes the title's last columns.
        let title = Rect {
            width: title.width.saturating_sub(marker_room(self.recording)),
            ..title
        };
        fit_title(title_line(self, title.width), title.width).render(title, buf);
        let [left, gap, right] = body.layout(&Layout::horizontal([
            Constraint::Fill(1),
            Constraint::Length(1),
            Constraint::Length(side_width(area.width, self.playback.board().n() as u32)),
        ]));
        let _ = gap;
        let log_in_left = board_and_log(self, left, buf);
        quiz::pick(self, buf);
        side(self, right, !log_in_left, buf);
        match quiz_says {
            Some((_, style)) => {
                quiz::note_cut_caption(self, &sentence, narration_area);
                quiz::render(sentence, style, self.theme.ascii, narration_area, buf)
            }
            None => narration::render(self, sentence, narration_area, buf),
        }
        if legend_rows > 0 {
            legend_line(self, legend_area.width).render(legend_area, buf);
        }
        footer::render(self, footer_area, buf);
        if self.help {
            help::render(self, area, buf);
        } else if matches!(self.mode, Mode::ConfirmQuit { .. }) {
            help::confirm_quit(self, area, buf);
        }
        self.theme.paint_paper(area, buf);
        if self.theme.ascii {
            ascii::transliterate(area, buf);
        }
    }
}

/// Draws the grid centred in `area`, with the log below it if there is room. Returns whether
/// the log went there.
fn board_and_log(app: &App, area: Rect, buf: &mut Buffer) -> bool {
    let n = app.playback.board().n() as u32;
    let shape = grid::shape(n, area, app.compact);
    let (w, h) = shape.size();
    let (w, h) = (w.min(area.width), h.min(area.height));
    let spare = area.height - h;
    let log_here = spare > LOG_MIN;
    let x = area.x + (area.width - w) / 2;
    // Top-aligned: centred, the grid moved a row whenever the narration below took one line
    // more or less (a class watching at 64 x 18 saw the board jump).
    let y = area.y;
    grid::render(app, shape, Rect::new(x, y, area.right() - x, h), buf);
    if log_here {
        let top = area.y + h + 1;
        log::render(
            app,
            Rect::new(x, top, area.right() - x, area.bottom() - top),
            buf,
        );
    }
    log_here
}

/// The side panel: statistics, the diagonal counters, then the pseudocode and the panel `Tab`
/// chose (both when there is room, else the chosen one), and the log if the grid left no room
/// for it.
fn side(app: &App, area: Rect, with_log: bool, buf: &mut Buffer) {
    let stat_lines = flow::flow(stats::lines(app, area.width), area.width);
    let stat_rows = stat_lines.len() as u16;
    let code_rows = code::height(app, area.width);
    let full = diagonals::full_height(app, area.width);
    // A blank line sets the counters apart, unless the window is short.
    let gap = u16::from(area.height >= 16);
    // The counters get what the code leaves them, each family at least a page of three rows.
    let room = area
        .height
        .saturating_sub(stat_rows + gap + code_rows.min(6));
    let family_rows = full.min((room / 2).max(3));
    let [stat_area, _, diag_area, anti_area, lower] = area.layout(&Layout::vertical([
        Constraint::Length(stat_rows),
        Constraint::Length(gap),
        Constraint::Length(family_rows),
        Constraint::Length(family_rows),
        Constraint::Fill(1),
    ]));
    Paragraph::new(stat_lines).render(stat_area, buf);
    let [diags, antis] = diagonals::families(app, diag_area.width, diag_area.height);
    Paragraph::new(diags).render(diag_area, buf);
    Paragraph::new(antis).render(anti_area, buf);
    // The code keeps its place if the panel below it still gets the rows it needs: the
    // stack reads in its rule and four lines (a longer French pseudocode left 7 rows blank
    // under the 8 the others need); with the code chosen, a tall window shows the stack below
    // it too (unless the log needs the room).
    let below = match app.panel_shown() {
        Panel::Code => Panel::companion(app.algorithm),
        chosen => chosen,
    };
    // The bitsets are nine rows, all of them needed: their last says which row free & -free
    // picks, what the queens quiz asks.
    let needs = match below {
        Panel::Stack => 5,
        Panel::Bits => 9,
        _ => 8,
    };
    let room_for_both = lower.height >= code_rows + needs;
    let panel = match app.panel_shown() {
        Panel::Code if room_for_both && !with_log => Panel::companion(app.algorithm),
        chosen => chosen,
    };
    app.panel_drawn.set(panel);
    let code_height = match panel {
        Panel::Code => lower.height,
        _ if room_for_both || app.panel_shown() == Panel::Code => code_rows,
        _ => 0,
    };
    let [code_area, rest] = lower.layout(&Layout::vertical([
        Constraint::Length(code_height),
        Constraint::Fill(1),
    ]));
    app.code_drawn.set(code_height > 0);
    if code_height > 0 {
        let code_area = if panel == Panel::Code && with_log {
            let log_rows = lower.height.saturating_sub(code_rows).min(14);
            let [code_area, log_area] = code_area.layout(&Layout::vertical([
                Constraint::Fill(1),
                Constraint::Length(log_rows),
            ]));
            log::render(app, log_area, buf);
            code_area
        } else {
            code_area
        };
        code::render(app, code_area, buf);
    }
    if panel != Panel::Code {
        inside_panel(app, panel, rest, buf);
    }
}

/// A panel's rule, in a window too short for anything under it, says so: the title alone
/// read as a panel left empty. False, and nothing drawn, where even the note does not fit.
pub(super) fn rule_says_no_room(block: &Block, area: Rect, buf: &mut Buffer) -> bool {
    let note = t!("panel-no-room");
    if note.width() > area.width as usize {
        return false;
    }
    block.clone().title(note).render(area, buf);
    true
}

/// The stack, the search tree or the bitsets, under a titled rule.
fn inside_panel(app: &App, panel: Panel, area: Rect, buf: &mut Buffer) {
    let block = Block::new()
        .borders(Borders::TOP)
        .border_set(app.theme.border());
    // A window too short for any of the panel (the counters took the rows) says so on the
    // rule, where the panel's title alone read as a panel left empty; the search tree needs
    // a row under its header too.
    let least = if panel == Panel::Tree {
        1 + tree::least_rows(app)
    } else {
        2
    };
    if area.height < least && rule_says_no_room(&block, area, buf) {
        return;
    }
    match panel {
        Panel::Frontier => {
            let block = block.title(t!("panel-bfs"));
            frontier::render(app, block.inner(area), buf);
            block.render(area, buf);
            return;
        }
        Panel::Energy => {
            let block = block.title(t!("panel-annealing"));
            energy::render(app, block.inner(area), buf);
            block.render(area, buf);
            return;
        }
        _ => {}
    }
    let rows = area.height.saturating_sub(1) as usize;
    let width = area.width as usize;
    let (title, lines) = match panel {
        Panel::Tree => (tree::title(app, width), tree::lines(app, width, rows)),
        Panel::Bits => (bits::title(app), bits::lines(app, width)),
        Panel::Conflicts => (t!("panel-conflicts"), conflicts::lines(app, rows, width)),
        _ => (stack::title(app, width), stack::lines(app, rows, width)),
    };
    // "(Tab)" goes first where the title and it do not fit together. The title's closing
    // space goes before it: Chinese closes up to its full-width brackets.
    let tab = t!("panel-tab", title = title.trim_end().to_owned());
    let title = if tab.width() <= width { tab } else { title };
    Paragraph::new(lines)
        .block(
            Block::new()
                .borders(Borders::TOP)
                .border_set(app.theme.border())
                .title(title),
        )
        .render(area, buf);
}

/// The title cut to `width` from its longest plain part (the board's name and size), so the
/// styled parts (the algorithm, the state) always show whole.
fn fit_title(mut line: Line<'_>, width: u16) -> Line<'_> {
    let over = line.width().saturating_sub(width as usize);
    if over == 0 {
        return line;
    }
    let plain = line
        .spans
        .iter()
        .enumerate()
        .filter(|(_, s)| s.style == ratatui::style::Style::default())
        .max_by_key(|(_, s)| s.width())
        .map(|(i, _)| i);
    if let Some(i) = plain {
        // Keep the separator that ends it (its last three characters), and mark the cut with
        // "...". Widths are display columns: a board's name may hold double-width characters.
        let text: Vec<char> = line.spans[i].content.chars().collect();
        let tail_from = text.len().saturating_sub(3);
        let tail: String = text[tail_from..].iter().collect();
        let room = line.spans[i]
            .width()
            .saturating_sub(over + 3 + tail.as_str().width());
        let mut cut = String::new();
        for &c in &text[..tail_from] {
            if cut.as_str().width() + c.width().unwrap_or(0) > room {
                break;
            }
            cut.push(c);
        }
        line.spans[i].content = (cut + "..." + &tail).into();
    }
    line
}

fn title_line(app: &App, width: u16) -> Line<'_> {
    let board = app.playback.board();
    let theme = &app.theme;
    let dot = theme.dot();
    let state = match app.editing() {
        Some(_) => t!("title-editing"),
        _ if app.seek.is_some() => t!("title-seeking"),
        _ if app.playing => t!("title-playing", marker = theme.marker()),
        _ => match app.playback.outcome() {
            // A search that gave up (BFS's queue full, annealing out of moves) proved
            // nothing: not "finished" as one that ran to its end.
            Some(crate::event::Outcome::GaveUp) => t!("title-gave-up"),
            Some(_) => t!("title-finished"),
            None => t!("title-paused"),
        },
    };
    let name = app.source.name();
    // What the title says with or without the program's name and the bound's label, and
    // with the board's name as given or cut.
    let build_with =
        |brand: bool, labelled: bool, trees: bool, name: &str, stops: Stops, bound: bool| {
            let mut spans = vec![
                Span::styled(if brand { " lizards " } else { "" }, theme.highlight()),
                Span::styled(
                    format!(
                        " {} ",
                        app.foreign_algorithm()
                            .unwrap_or_else(|| app.algorithm.to_string())
                    ),
                    theme.title(),
                ),
                if bound {
                    bound_span(app, labelled)
                } else {
                    Span::raw("")
                },
                Span::raw(t!(
                    if trees {
                        "title-board"
                    } else {
                        "title-board-no-trees"
                    },
                    dot = dot,
                    name = name.to_string(),
                    dirty = if app.is_dirty() { "yes" } else { "no" },
                    n = board.n().to_string(),
                    trees = board.tree_count(),
                    // Grouped the language's way, as the narration says it.
                    p = app.lizards
                )),
                Span::styled(state.clone(), theme.key()),
            ];
            let stops = match stops {
                _ if !app.stop_at_solutions => None,
                Stops::Said => Some(t!("title-stops")),
                Stops::Short => Some(t!("title-stops-short")),
                Stops::Unsaid => None,
            };
            if let Some(stops) = stops {
                spans.push(Span::raw(format!(" {dot} ")));
                spans.push(Span::styled(stops, theme.key()));
            }
            if let Some(score) = quiz::score(app) {
                spans.push(Span::raw(format!(" {dot} ")));
                spans.push(score);
            }
            Line::from(spans)
        };
    let build = |brand, labelled, trees, name: &str| {
        build_with(brand, labelled, trees, name, Stops::Said, true)
    };
    let width = width as usize;
    let fits = |line: &Line| line.width() <= width;
    // A narrow window gives up, in turn: the program's name where that keeps the bound's
    // label (a class reads "bound: seed", not a bare "seed"; French needs it at 80 columns),
    // then the label, then part of a long board name (keeping 8 columns of it), then the
    // program's name, then the tree count (the grid shows the trees), then more of the
    // board's name, then "stops at solutions" becomes "stops", then goes (`p` says it in the
    // footer), then the bound's name goes (`c` names it in the footer), then the board's
    // name; the algorithm, "(unsaved)", the board's size, p, the state and a quiz's score
    // always show.
    let full = build(true, true, true, &name);
    if fits(&full) {
        return full;
    }
    let labelled = build(false, true, true, &name);
    let has_label = labelled.width() > build(false, false, true, &name).width();
    if has_label && fits(&labelled) {
        return labelled;
    }
    let unlabelled = build(true, false, true, &name);
    if fits(&unlabelled) {
        return unlabelled;
    }
    let over = unlabelled.width() - width;
    if let Some(cut) = cut_to(&name, name.width().saturating_sub(over), 8) {
        return build(true, false, true, &cut);
    }
    for (stops, bound) in [
        (Stops::Said, true),
        (Stops::Short, true),
        (Stops::Unsaid, true),
        (Stops::Unsaid, false),
    ] {
        for trees in [true, false] {
            let plain = build_with(false, false, trees, &name, stops, bound);
            if fits(&plain) {
                return plain;
            }
            // The tree count, "stops" and the bound go before the name is cut under 8
            // columns ("l..." named no file a class could find).
            let least = if trees || bound { 8 } else { 1 };
            let over = plain.width() - width;
            if let Some(cut) = cut_to(&name, name.width().saturating_sub(over), least) {
                return build_with(false, false, trees, &cut, stops, bound);
            }
        }
    }
    // No room for any of the name: the dot that stood before it goes too, which leaves
    // "(unsaved) · 6 x 6, p = 7" rather than "·  (unsaved) · 6 x 6, ...".
    let mut nameless = build_with(false, false, false, "", Stops::Unsaid, false);
    if let Some(board) = nameless.spans.get_mut(3) {
        let dot = dot.trim();
        let rest = board
            .content
            .trim_start_matches(|c: char| c == ' ' || dot.contains(c));
        board.content = rest.to_owned().into();
    }
    nameless
}

/// How the title says that playing stops at each solution (`p`), shorter as room runs out.
#[derive(Clone, Copy)]
enum Stops {
    Said,
    Short,
    Unsaid,
}

/// `name` cut to `room` display columns, "..." included, if that leaves at least `least`
/// columns of it.
fn cut_to(name: &str, room: usize, least: usize) -> Option<String> {
    let keep = room.checked_sub(3)?;
    if keep < least {
        return None;
    }
    let mut cut = String::new();
    for c in name.chars() {
        if cut.as_str().width() + c.width().unwrap_or(0) > keep {
            break;
        }
        cut.push(c);
    }
    // "random board..." rather than "random board,...", "demo..." rather than "demo ...".
    let cut = cut.trim_end_matches(|c: char| c.is_whitespace() || ",;:·".contains(c));
    Some(format!("{cut}..."))
}

/// The bound backtrack prunes with (`c` climbs them), after the algorithm's name, `labelled`
/// or its name alone. Empty for the other algorithms, which have none.
fn bound_span(app: &App, labelled: bool) -> Span<'static> {
    // A recorded or live stream is someone else's search: it has no bound of ours.
    if app.algorithm != crate::solve::Algorithm::Backtrack || app.replay.is_some() {
        return Span::raw("");
    }
    let name = app.search.bound.name();
    let text = if labelled {
        t!("title-bound", name = name)
    } else {
        format!("{name} ")
    };
    Span::styled(text, app.theme.key())
}

/// One line naming the glyphs, for tall windows: as many entries as fit whole (the `?` help
/// has the full legend).
fn legend_line(app: &App, width: u16) -> Line<'static> {
    let theme = &app.theme;
    let on_tiles = tiles::fits(app.geometry.get().tile());
    let mut entries: Vec<Vec<Span<'static>>> = Glyph::legend(app.algorithm)
        .iter()
        .map(|&(glyph, _)| {
            // A tile's swatch holds its own margin.
            let (swatch, gap) = if on_tiles {
                (tiles::swatch(glyph, theme), "")
            } else {
                (Span::styled(theme.glyph(glyph), theme.cell(glyph)), " ")
            };
            vec![
                swatch,
                Span::styled(format!("{gap}{}   ", glyph.meaning()), theme.dim()),
            ]
        })
        .collect();
    // Large tiles mark the cursor with corner brackets, small ones by reversing the cell.
    let cursor = if on_tiles {
        t!(
            "legend-cursor-tiles",
            corners = if theme.ascii { "+-" } else { "▛▜" }
        )
    } else {
        t!("legend-cursor")
    };
    entries.push(vec![Span::styled(cursor + "   ", theme.dim())]);
    // The four lines through the cursor: the swatch shaded (underlined without colour), its
    // dot in the tile's own ink (the terminal's white on the light shading read at 1.2:1).
    let lines_style = if on_tiles {
        theme.tile_on_line(Glyph::Empty, theme.ink(Glyph::Empty))
    } else {
        theme.on_line(theme.cell(Glyph::Empty))
    };
    entries.push(vec![
        Span::styled(theme.glyph(Glyph::Empty), lines_style),
        Span::styled(format!(" {}   ", t!("legend-cursor-lines")), theme.dim()),
    ]);
    for (extra, gap) in [(t!("legend-counters"), "   "), (t!("legend-log"), "")] {
        entries.push(vec![Span::styled(extra + gap, theme.dim())]);
    }
    let mut used = 0;
    let spans = entries
        .into_iter()
        .take_while(|entry| {
            // Display columns: a Chinese legend takes two a character.
            used += entry.iter().map(Span::width).sum::<usize>();
            used <= width as usize
        })
        .flatten()
        .collect::<Vec<_>>();
    Line::from(spans)
}

/// The columns `● REC` takes at the title's end.
const MARKER_WIDTH: u16 = 7;

/// The title's columns left to the marker while recording.
pub fn marker_room(recording: bool) -> u16 {
    if recording { MARKER_WIDTH } else { 0 }
}

/// `● REC` at the top right while the session is recorded: reversed, so it shows without
/// colour too. Drawn over the screen, not by it, so an exported frame leaves it out; not
/// drawn over the "window too small" message, which needs the whole line.
pub fn recording_marker(area: Rect, buf: &mut Buffer, theme: &crate::tui::theme::Theme) {
    let text = if theme.ascii { " * REC " } else { " ● REC " };
    debug_assert_eq!(text.width() as u16, MARKER_WIDTH);
    if area.width < MIN_WIDTH || area.height < MIN_HEIGHT {
        return;
    }
    let style = theme
        .warning()
        .add_modifier(ratatui::style::Modifier::REVERSED);
    let width = text.width() as u16;
    buf.set_string(area.right() - width, area.y, text, style);
}

#[cfg(test)]
mod tests {
    use super::*;
    use ratatui::style::Style;

    #[test]
    fn a_title_is_cut_to_the_window_in_display_columns_keeping_its_styled_parts() {
        let bold = Style::default().add_modifier(ratatui::style::Modifier::BOLD);
        for name in ["lesson-board-of-the-week.txt", "蜥蜴的苗圃课程板.txt"] {
            let line = Line::from(vec![
                Span::styled(" lizards ", bold),
                Span::raw(format!(" {name} · 6 x 6 · ")),
                Span::styled("paused", bold),
            ]);
            for width in 24..line.width() as u16 {
                let cut = fit_title(line.clone(), width);
                assert!(cut.width() <= width as usize, "{name} at {width}: {cut:?}");
                assert!(
                    cut.width() + 1 >= width as usize,
                    "{name} at {width}: {cut:?}"
                );
                assert_eq!(cut.spans[0].content, " lizards ");
                assert_eq!(cut.spans[2].content, "paused");
                assert!(cut.spans[1].content.contains("..."));
            }
        }
    }
}

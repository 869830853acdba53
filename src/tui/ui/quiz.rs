//! The quiz on screen: the question (or the verdict) in the narration's place, the class's
//! pick on the grid, the score in the title bar. The words are the quiz's own
//! ([`crate::tui::app::quiz::say`]); this file only draws them.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

use crate::tui::app::quiz::say;
use crate::tui::app::{App, Mode};

/// What the quiz says in the narration's place now, and how it is styled: the open
/// question, or the verdict on the step just revealed. `None` leaves the narration alone.
pub fn text(app: &App) -> Option<(String, Style)> {
    if app.mode != Mode::Watch {
        return None;
    }
    let quiz = app.quiz.as_ref()?;
    let theme = &app.theme;
    if let Some(ask) = app.question() {
        return Some((say::question(ask), theme.key()));
    }
    let verdict = quiz.verdict_at(app.playback.position())?;
    let style = match verdict.right {
        Some(false) => theme.warning(),
        _ => theme.title(),
    };
    // An answer that lands on a lesson's stop: the class reads the verdict, then the stop.
    let text = match app.lesson_caption() {
        Some(caption) => format!("{} {caption}", verdict.text),
        None => verdict.text.clone(),
    };
    Some((text, style))
}

/// Notes whether `text` cuts a lesson stop's caption short after a quiz verdict: the class
/// reads the verdict whole (why their answer was right or wrong), then as much of the
/// caption as fits, and `PageDown` shows the caption whole before it goes on.
pub fn note_cut_caption(app: &App, text: &str, area: Rect) {
    let cut = super::narration::height(text, area.width) > area.height
        && app.question().is_none()
        && app.lesson_caption().is_some()
        && app
            .quiz
            .as_ref()
            .is_some_and(|q| q.verdict_at(app.playback.position()).is_some());
    app.caption_cut.set(cut);
}

/// Wrapped as the narration is ([`super::wrap`]): a number stays with the Chinese word it
/// counts ("0 号反对角线"), and a cell's coordinates stay whole.
pub fn render(text: String, style: Style, ascii: bool, area: Rect, buf: &mut Buffer) {
    // As the narration: a question longer than its rows ends in an ellipsis.
    let ellipsis = if ascii { "..." } else { "…" };
    let lines: Vec<Line> =
        super::wrap::within(&text, area.width.into(), area.height.into(), ellipsis)
            .into_iter()
            .map(Line::from)
            .collect();
    Paragraph::new(lines).style(style).render(area, buf);
}

/// The score after the title's state: "quiz 3/4".
pub fn score(app: &App) -> Option<Span<'static>> {
    let quiz = app.quiz.as_ref()?;
    Some(Span::styled(quiz.score(), app.theme.key()))
}

/// Marks the class's pick on the grid drawn last: its tile reversed and underlined, a `?`
/// on it unless a lizard or a tree is there, so it reads without colour too.
pub fn pick(app: &App, buf: &mut Buffer) {
    let Some(ask) = app.question() else { return };
    let pb = &app.playback;
    let Some(cell) = ask.pick_cell(&pb.lizards()) else {
        return;
    };
    let g = app.geometry.get();
    let Some((x, y)) = g.glyph_position(cell) else {
        return;
    };
    let (tw, th) = g.tile();
    let left = x - (tw - 1) / 2;
    let top = y - (th - 1) / 2;
    let mark = Modifier::REVERSED | Modifier::BOLD | Modifier::UNDERLINED;
    for dy in 0..th {
        for dx in 0..tw {
            if let Some(c) = buf.cell_mut((left + dx, top + dy)) {
                c.modifier.insert(mark);
            }
        }
    }
    let empty = !pb.is_lizard(cell) && !pb.board().is_tree(cell);
    if let Some(c) = buf.cell_mut((x, y))
        && empty
    {
        c.set_symbol("?");
    }
}

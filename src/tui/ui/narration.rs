//! The sentence for the current event, wrapped over as many lines as it needs.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::{Paragraph, Widget, Wrap};

use crate::narrate;
use crate::tui::app::{App, Mode};
use crate::tui::theme::thousands;

/// What the narration says now.
pub fn text(app: &App) -> String {
    let pb = &app.playback;
    if let Some(stop) = app.replay_stop().filter(|_| app.mode == Mode::Watch) {
        return crate::tui::app::replay::sentence(&stop);
    }
    if let Some(waiting) = app.watch_waiting().filter(|_| app.mode == Mode::Watch) {
        return waiting;
    }
    if let Some(caption) = app.lesson_caption().filter(|_| app.mode == Mode::Watch) {
        return caption;
    }
    match (app.mode, pb.current()) {
        (
            Mode::Edit { cursor }
            | Mode::ConfirmQuit {
                editing: Some(cursor),
            },
            _,
        ) => format!(
            "Editing at {cursor}: t toggles a tree, [ ] resize, < > change p (now {}), u undoes, Esc watches again.",
            app.lizards
        ),
        (_, Some(event)) => narrate::sentence_for(app.algorithm, pb, &event),
        (_, None) if pb.position() > 0 => format!(
            "History begins at event {}: older events were let go to bound memory, so this is the board as it stood then ({} on it).",
            thousands(pb.position()),
            narrate::plural(pb.tally().depth, "lizard")
        ),
        (_, None) => format!(
            "Place {} so that none can eat another. Space plays, → steps, ? lists every key.",
            narrate::plural(app.lizards, "lizard")
        ),
    }
}

/// Lines `text` takes at `width` when wrapped at spaces (as the paragraph wraps it).
pub fn height(text: &str, width: u16) -> u16 {
    let width = width.max(1) as usize;
    let mut lines = 1;
    let mut used = 0;
    for word in text.split(' ') {
        let len = word.chars().count();
        if used > 0 && used + 1 + len > width {
            lines += 1;
            used = 0;
        }
        used += if used == 0 { len } else { 1 + len };
        while used > width {
            lines += 1;
            used -= width;
        }
    }
    lines
}

pub fn render(app: &App, text: String, area: Rect, buf: &mut Buffer) {
    Paragraph::new(text)
        .style(app.theme.title())
        .wrap(Wrap { trim: true })
        .render(area, buf);
}

#[cfg(test)]
mod tests {
    #[test]
    fn height_counts_wrapped_lines() {
        assert_eq!(super::height("", 10), 1);
        assert_eq!(super::height("abc def", 7), 1);
        assert_eq!(super::height("abc def", 6), 2);
        assert_eq!(super::height("abc defgh ij", 5), 3);
    }
}

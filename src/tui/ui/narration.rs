//! The sentence for the current event, wrapped over as many lines as it needs.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Widget};

use super::wrap;
use crate::narrate;
use crate::t;
use crate::tui::app::{App, Mode};

/// What the narration says now.
pub fn text(app: &App) -> String {
    let pb = &app.playback;
    // A stream that stops short or waits for more still says what its writer had wrong.
    if let Some(stop) = app.replay_stop().filter(|_| app.mode == Mode::Watch) {
        let stops = crate::tui::app::replay::sentence(&stop);
        // A stream cut short after a legal event: that event is still told, then the end.
        let said = match (&stop.why, pb.current()) {
            (crate::tui::app::replay::Why::Unfinished, Some(event)) => {
                format!(
                    "{} {stops}",
                    narrate::sentence_for(app.algorithm, pb, &event)
                )
            }
            _ => stops,
        };
        return with_misstatements(app, said);
    }
    let checking = app.replay.as_ref().is_some_and(|r| r.checking_fail());
    if checking && app.mode == Mode::Watch && !pb.has_pending() {
        return t!("replay-fail-checking", seconds = fail_seconds());
    }
    if let Some(waiting) = app.watch_waiting().filter(|_| app.mode == Mode::Watch) {
        return with_misstatements(app, waiting);
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
        ) => t!(
            "narration-editing",
            cursor = cursor.to_string(),
            p = app.lizards.to_string()
        ),
        (_, Some(event)) => {
            let sentence = narrate::sentence_for(app.algorithm, pb, &event);
            with_misstatements(app, sentence)
        }
        (_, None) if pb.position() > 0 => t!(
            "narration-history",
            event = pb.position(),
            lizards = pb.tally().depth
        ),
        (_, None) => t!("narration-opening", lizards = app.lizards),
    }
}

/// `sentence`, then what the writer of a replayed or watched stream had wrong at this event
/// (the screen shows the board's claim, so a student would not see their counters' mistake
/// otherwise), and at the stream's end how many events had one.
fn with_misstatements(app: &App, sentence: String) -> String {
    let Some(replay) = app.replay.as_ref() else {
        return sentence;
    };
    let mut text = sentence;
    if replay.is_unchecked_fail(app.playback.position()) {
        // Not "every branch tried": that is the program's claim, which nothing here checked
        // (a program may say fail having tried nothing).
        text = t!("replay-fail-said", lizards = app.lizards);
        text += " ";
        text += &t!("replay-fail-unchecked", seconds = fail_seconds());
    }
    if let Some(wrong) = app.misstated_here() {
        text += " ";
        text += &match (wrong.lines, wrong.event.cell()) {
            (Some((said, board)), Some(cell)) => t!(
                "replay-misstated-lines",
                said = narrate::lines_or_none(cell, said),
                board = narrate::lines_or_none(cell, board)
            ),
            _ => t!(
                "replay-misstated",
                field = wrong.field,
                said = wrong.said,
                board = wrong.board
            ),
        };
    }
    let pb = &app.playback;
    let (count, first) = replay.misstated_count();
    if let Some(first) = first.filter(|_| app.search_over() && pb.position() == pb.received()) {
        text += " ";
        // The number as the go-to prompt takes it: no grouping.
        text += &t!(
            "replay-misstated-total",
            count = count,
            first = first.to_string()
        );
    }
    text
}

/// Lines `text` takes at `width`: wrapped in display columns, between words, and inside a
/// run without spaces (a Chinese sentence) between characters, never through one.
pub fn height(text: &str, width: u16) -> u16 {
    wrap::lines(text, width.into())
        .len()
        .clamp(1, u16::MAX as usize) as u16
}

/// The sentence wrapped here rather than by the paragraph: ratatui's word wrapper lets a
/// line of double-width characters run one column past the window. A sentence longer than
/// the rows it has ends in an ellipsis, so the class sees that it goes on.
pub fn render(app: &App, text: String, area: Rect, buf: &mut Buffer) {
    let ellipsis = if app.theme.ascii { "..." } else { "…" };
    let lines: Vec<Line> = wrap::within(&text, area.width.into(), area.height.into(), ellipsis)
        .into_iter()
        .map(Line::from)
        .collect();
    Paragraph::new(lines)
        .style(app.theme.title())
        .render(area, buf);
}

/// How long the referee searches to check a recorded `fail`, in whole seconds.
fn fail_seconds() -> u64 {
    crate::tui::app::replay::FAIL_BUDGET.as_secs()
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

    #[test]
    fn height_counts_double_width_characters_twice() {
        // Eleven characters, twenty-two columns: two lines at twenty, three at nine (four
        // characters a line: a fifth would straddle the edge).
        let chinese = "小蜥蜴放在第三行第二列";
        assert_eq!(super::height(chinese, 20), 2);
        assert_eq!(super::height(chinese, 9), 3);
        assert_eq!(super::height(chinese, 22), 1);
    }
}

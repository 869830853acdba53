//! What a window too small for the layout shows instead: the size it needs, the size it has,
//! and what to do. Wrapped here rather than by the paragraph, so that a size ("40 x 12")
//! always reads whole on one line.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Widget};
use unicode_width::UnicodeWidthStr;

use super::{MIN_HEIGHT, MIN_WIDTH};
use crate::tui::theme::Theme;

/// Draws the message for a window of `area`'s size; `then` follows it (what to do, what
/// waits).
pub fn render(theme: &Theme, then: &str, area: Rect, buf: &mut Buffer) {
    let lines: Vec<Line> = fitting(area.width, area.height, then)
        .into_iter()
        .map(Line::from)
        .collect();
    Paragraph::new(lines)
        .style(theme.warning())
        .render(area, buf);
}

/// The longest message whose lines fit the window: the whole of it, then without what to do,
/// then "need 64 x 18" alone, then the size alone ("64x18"): in a window of a few lines the
/// size it needs is what must show (at 10 x 3 the whole message kept "Window too / small: /
/// need" and lost the size).
fn fitting(width: u16, height: u16, then: &str) -> Vec<String> {
    let need = format!("{MIN_WIDTH}\u{a0}x\u{a0}{MIN_HEIGHT}");
    let short: Vec<String> = crate::t!("small-window-short", need = need)
        .split_ascii_whitespace()
        .map(|piece| piece.replace('\u{a0}', " "))
        .collect();
    let shorter = vec![format!("{MIN_WIDTH}x{MIN_HEIGHT}")];
    let candidates = [
        pieces(width, height, then),
        pieces(width, height, ""),
        short,
        shorter,
    ];
    let mut lines = Vec::new();
    for candidate in candidates {
        lines = wrap(&candidate, width);
        if lines.len() <= usize::from(height) {
            break;
        }
    }
    lines
}

/// The message in pieces that a line break must not split: words, and each size whole.
fn pieces(width: u16, height: u16, then: &str) -> Vec<String> {
    // The sizes are joined by no-break spaces while the sentence is split at the others.
    let said = crate::t!(
        "small-window",
        need = format!("{MIN_WIDTH}\u{a0}x\u{a0}{MIN_HEIGHT}"),
        have = format!("{width}\u{a0}x\u{a0}{height}")
    );
    said.split_ascii_whitespace()
        .chain(then.split_ascii_whitespace())
        .map(|piece| piece.replace('\u{a0}', " "))
        .collect()
}

/// Lines of at most `width` columns, breaking between pieces; a piece wider than a whole
/// line (only in a window a few columns wide) is cut where the line ends.
fn wrap(pieces: &[String], width: u16) -> Vec<String> {
    let width = usize::from(width.max(1));
    let mut lines = Vec::new();
    let mut line = String::new();
    for piece in pieces {
        let needed = piece.width() + usize::from(!line.is_empty());
        if !line.is_empty() && line.width() + needed > width {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(piece);
        while line.width() > width {
            // The longest head that fits: a double-width character that would straddle the
            // edge goes to the next line whole.
            let cut = line
                .char_indices()
                .map(|(i, _)| i)
                .skip(1)
                .take_while(|&i| line[..i].width() <= width)
                .last()
                .unwrap_or_else(|| line.chars().next().map_or(line.len(), char::len_utf8));
            let rest = line.split_off(cut);
            lines.push(std::mem::replace(&mut line, rest));
        }
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    /// However few lines the window has, the size it needs shows whole where it fits a line.
    #[test]
    fn a_window_of_few_lines_still_shows_the_size_it_needs() {
        for lang in crate::i18n::Lang::ALL {
            let _lang = crate::i18n::Scope::enter(lang);
            for width in 5..=40 {
                for height in 1..=6 {
                    let lines = fitting(width, height, "Enlarge it.");
                    assert!(
                        lines.len() <= height.into(),
                        "{width} x {height}: {lines:?}"
                    );
                    assert!(lines.iter().all(|l| l.width() <= width.into()), "{lines:?}");
                    let shown = lines.concat().replace(' ', "");
                    assert!(
                        shown.contains("64x18"),
                        "{lang:?} {width} x {height}: {lines:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn breaks_between_pieces_and_cuts_only_what_cannot_fit() {
        let pieces = pieces(40, 12, "Enlarge it.");
        assert_eq!(
            wrap(&pieces, 20),
            [
                "Window too small:",
                "need 64 x 18, have",
                "40 x 12. Enlarge it."
            ]
        );
        for width in 1..=80 {
            let lines = wrap(&pieces, width);
            assert!(lines.iter().all(|l| l.width() <= width.into()), "{lines:?}");
            let joined: String = lines.concat().split_whitespace().collect();
            assert_eq!(joined, pieces.concat().replace(' ', ""), "nothing lost");
            if width >= 8 {
                for size in ["64 x 18,", "40 x 12."] {
                    assert!(lines.iter().any(|l| l.contains(size)), "{lines:?}");
                }
            }
        }
    }
}

//! What a window too small for the layout shows instead: the size it needs, the size it has,
//! and what to do. Wrapped here rather than by the paragraph, so that a size ("40 x 12")
//! always reads whole on one line.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Widget};
use unicode_width::{UnicodeWidthChar, UnicodeWidthStr};

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
    let short = split(&crate::t!("small-window-short", need = need));
    let shorter = split(&format!("{MIN_WIDTH}x{MIN_HEIGHT}"));
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

/// A piece of the message a line break must not split, and whether a space goes before it
/// when it follows another on one line (Chinese runs on without spaces).
#[derive(Clone, Debug, PartialEq)]
struct Piece {
    text: String,
    spaced: bool,
}

/// The message in pieces that a line break must not split: words, each size whole, and in
/// Chinese each character (a closing mark stays with the one before it, an opening one
/// with the one after).
fn pieces(width: u16, height: u16, then: &str) -> Vec<Piece> {
    // The sizes are joined by no-break spaces while the sentence is split at the others.
    let said = crate::t!(
        "small-window",
        need = format!("{MIN_WIDTH}\u{a0}x\u{a0}{MIN_HEIGHT}"),
        have = format!("{width}\u{a0}x\u{a0}{height}")
    );
    let mut pieces = split(&said);
    let mut rest = split(then);
    if let (Some(last), Some(first)) = (pieces.last(), rest.first_mut()) {
        // Two sentences meet: a space after a full stop, none after "。".
        first.spaced = !(wide_end(&last.text) || wide_start(&first.text));
    }
    pieces.append(&mut rest);
    pieces
}

/// `text` in unbreakable pieces: split at ASCII spaces, and between double-width characters.
fn split(text: &str) -> Vec<Piece> {
    let mut pieces: Vec<Piece> = Vec::new();
    for word in text.split_ascii_whitespace() {
        let word = word.replace('\u{a0}', " ");
        let mut spaced = true;
        let mut current = String::new();
        for c in word.chars() {
            let wide = c.width() == Some(2) || wide_end(&current);
            let held = CLOSING.contains(c) || current.ends_with(|o| OPENING.contains(o));
            if !current.is_empty() && wide && !held {
                pieces.push(Piece {
                    text: std::mem::take(&mut current),
                    spaced,
                });
                spaced = false;
            }
            current.push(c);
        }
        if !current.is_empty() {
            pieces.push(Piece {
                text: current,
                spaced,
            });
        }
    }
    pieces
}

/// Marks that must not start a line, and marks that must not end one.
const CLOSING: &str = "，。、；：！？）」』》";
const OPENING: &str = "（「『《";

fn wide_end(text: &str) -> bool {
    text.chars().next_back().and_then(|c| c.width()) == Some(2)
}

fn wide_start(text: &str) -> bool {
    text.chars().next().and_then(|c| c.width()) == Some(2)
}

/// Lines of at most `width` columns, breaking between pieces; a piece wider than a whole
/// line (only in a window a few columns wide) is cut where the line ends.
fn wrap(pieces: &[Piece], width: u16) -> Vec<String> {
    let width = usize::from(width.max(1));
    let mut lines = Vec::new();
    let mut line = String::new();
    for piece in pieces {
        let space = !line.is_empty() && piece.spaced;
        let needed = piece.text.width() + usize::from(space);
        if !line.is_empty() && line.width() + needed > width {
            lines.push(std::mem::take(&mut line));
        } else if space {
            line.push(' ');
        }
        line.push_str(&piece.text);
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
            let whole: String = pieces.iter().map(|p| p.text.as_str()).collect();
            assert_eq!(joined, whole.replace(' ', ""), "nothing lost");
            if width >= 8 {
                for size in ["64 x 18,", "40 x 12."] {
                    assert!(lines.iter().any(|l| l.contains(size)), "{lines:?}");
                }
            }
        }
    }

    /// Chinese runs on without spaces: none is put after "。", a line may break between
    /// two characters, and never before a closing mark.
    #[test]
    fn chinese_breaks_between_characters_and_adds_no_space() {
        let _lang = crate::i18n::Scope::enter(crate::i18n::Lang::Zh);
        let then = crate::t!("small-then");
        let wide = wrap(&pieces(60, 15, &then), 200);
        assert_eq!(wide.len(), 1, "{wide:?}");
        assert!(!wide[0].contains("。 "), "{wide:?}");
        for width in 12..=63 {
            let lines = wrap(&pieces(60, 15, &then), width);
            for line in &lines {
                assert!(line.width() <= width.into(), "{lines:?}");
                assert!(!line.starts_with(|c| CLOSING.contains(c)), "{lines:?}");
            }
            let whole: String = pieces(60, 15, &then)
                .iter()
                .map(|p| p.text.clone())
                .collect();
            assert_eq!(lines.concat().replace(' ', ""), whole.replace(' ', ""));
            assert!(lines.iter().any(|l| l.contains("64 x 18")), "{lines:?}");
        }
    }
}

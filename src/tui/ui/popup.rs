//! Clearing the place of a box drawn over the screen (the keys, the quit question).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::{Clear, Widget};
use unicode_width::UnicodeWidthStr;

/// Clears `popup` for a box, and the half of any double-width character (Chinese text
/// under the box) that starts just left of it: a terminal draws such a character over the
/// next column too, so it would cover the box's left border.
pub fn clear(popup: Rect, buf: &mut Buffer) {
    Clear.render(popup, buf);
    if popup.x == 0 {
        return;
    }
    for y in popup.top()..popup.bottom() {
        let left = &mut buf[(popup.x - 1, y)];
        if left.symbol().width() > 1 {
            left.set_symbol(" ");
        }
    }
}

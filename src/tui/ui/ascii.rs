//! `--ascii` as a property of the screen, not of each panel: once a screen is drawn, every
//! cell that holds anything but ASCII gets a one-character stand-in. Panels may still pick
//! nicer ASCII themselves (`Right` for `→` in key names); this pass makes sure that nothing
//! they (or ratatui's widgets: borders, sparklines, chart markers) draw can leak, whoever
//! writes the text later.
//!
//! A stand-in is one character because a cell is one character wide: the layout must not
//! move when the theme changes.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

/// Replaces every non-ASCII symbol in `area` by its ASCII stand-in.
pub fn transliterate(area: Rect, buf: &mut Buffer) {
    let area = area.intersection(buf.area);
    for y in area.top()..area.bottom() {
        for x in area.left()..area.right() {
            let cell = &mut buf[(x, y)];
            if !cell.symbol().is_ascii() {
                let stand_in = cell.symbol().chars().next().map_or(' ', stand_in);
                cell.set_char(stand_in);
            }
        }
    }
}

/// One ASCII character for `c`: the shape it draws, or `?` for a character nobody planned.
pub fn stand_in(c: char) -> char {
    if c.is_ascii() {
        return c;
    }
    match c {
        // Arrows.
        '→' | '▶' | '►' | '▸' | '⟶' | '⇒' | '↦' => '>',
        '←' | '◀' | '◄' | '◂' | '⟵' | '⇐' | '↩' => '<',
        '↑' | '▲' | '▴' => '^',
        '↓' | '▼' | '▾' => 'v',
        '↔' | '↕' => '-',
        // Punctuation and mathematics.
        '×' | '✗' | '✕' | '✘' => 'x',
        '·' | '…' | '⋯' | '∙' => '.',
        '⋮' => ':',
        '•' | '★' | '☆' | '✓' | '✔' => '*',
        '≈' | '∼' | '〜' => '~',
        '≤' | '≪' => '<',
        '≥' | '≫' => '>',
        '≠' | '⊥' => '#',
        '±' => '+',
        '−' | '–' | '—' | '‐' | '‑' => '-',
        '‘' | '’' | '′' => '\'',
        '“' | '”' | '″' => '"',
        '÷' => '/',
        // Spaces: no-break (French before a colon), thin and narrow no-break (between a
        // number's thousands), ideographic.
        '\u{a0}' | '\u{2000}'..='\u{200b}' | '\u{202f}' | '\u{205f}' | '\u{3000}' => ' ',
        // Latin letters with accents (French): the letter without them.
        'à' | 'â' | 'ä' | 'á' | 'ã' | 'å' | 'æ' => 'a',
        'À' | 'Â' | 'Ä' | 'Á' | 'Ã' | 'Å' | 'Æ' => 'A',
        'ç' => 'c',
        'Ç' => 'C',
        'é' | 'è' | 'ê' | 'ë' => 'e',
        'É' | 'È' | 'Ê' | 'Ë' => 'E',
        'î' | 'ï' | 'í' | 'ì' => 'i',
        'Î' | 'Ï' | 'Í' | 'Ì' => 'I',
        'ô' | 'ö' | 'ó' | 'ò' | 'õ' | 'œ' => 'o',
        'Ô' | 'Ö' | 'Ó' | 'Ò' | 'Õ' | 'Œ' => 'O',
        'ù' | 'û' | 'ü' | 'ú' => 'u',
        'Ù' | 'Û' | 'Ü' | 'Ú' => 'U',
        'ÿ' => 'y',
        'ñ' => 'n',
        '«' | '»' => '"',
        // Board glyphs, in case a panel draws them without asking the theme.
        '♣' | '♠' => 'T',
        '◆' | '♦' => 'L',
        '◇' | '○' | '◯' | '◦' => 'o',
        '●' | '■' | '▪' | '□' | '▫' => '*',
        // Box drawing: lines and their corners and joints.
        '─' | '━' | '═' | '┄' | '┅' | '┈' | '┉' | '╌' | '╍' | '╴' | '╶' | '╸' | '╺' => {
            '-'
        }
        '│' | '┃' | '║' | '┆' | '┇' | '┊' | '┋' | '╎' | '╏' | '╵' | '╷' | '╹' | '╻' => {
            '|'
        }
        '╱' => '/',
        '╲' => '\\',
        '╳' => 'X',
        '\u{2500}'..='\u{257f}' => '+',
        // Block elements: a sparkline's bars from low to high, then halves and shades.
        '▁' => '.',
        '▂' => ',',
        '▃' => '-',
        '▄' => '=',
        '▅' => '+',
        '▆' => '*',
        '▇' => '%',
        '█' => '#',
        '▀' | '▔' => '"',
        '▌' | '▐' | '▍' | '▎' | '▏' | '▋' | '▊' | '▉' | '▕' => '|',
        '░' => '.',
        '▒' => ':',
        '▓' => '#',
        '\u{2580}'..='\u{259f}' => '#',
        // Braille, the finest chart marker: the empty pattern is blank, any dot a point.
        '\u{2800}' => ' ',
        '\u{2801}'..='\u{28ff}' => '.',
        _ => '?',
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_stand_in_is_ascii_and_ascii_stays() {
        for c in ('\u{80}'..='\u{2fff}').chain(['\u{1f98e}']) {
            assert!(stand_in(c).is_ascii(), "{c:?}");
        }
        for c in '\0'..='\u{7f}' {
            assert_eq!(stand_in(c), c);
        }
    }

    #[test]
    fn a_sparkline_keeps_its_order_of_heights() {
        let bars: String = "▁▂▃▄▅▆▇█".chars().map(stand_in).collect();
        assert_eq!(bars, ".,-=+*%#");
    }

    #[test]
    fn the_pass_leaves_every_cell_ascii_and_in_place() {
        let mut buf = Buffer::empty(Rect::new(0, 0, 12, 2));
        buf.set_string(0, 0, "r×c ≈ 2 →", ratatui::style::Style::default());
        buf.set_string(0, 1, "┌─🦎─┐", ratatui::style::Style::default());
        transliterate(buf.area, &mut buf);
        let rows: Vec<String> = buf
            .content
            .chunks(12)
            .map(|r| r.iter().map(|c| c.symbol()).collect())
            .collect();
        assert_eq!(rows, ["rxc ~ 2 >   ", "+-? -+      "]);
    }
}

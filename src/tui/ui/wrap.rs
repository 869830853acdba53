//! Text broken into lines of a given display width, for the texts the app lays out itself
//! (the help). Between words, as English and French break; and between the characters of
//! Chinese, which writes no spaces: a double-width character is never split, and a line
//! never holds more columns than asked.

use unicode_width::{UnicodeWidthChar, UnicodeWidthStr};

/// Whether a line may break before or after `c` without a space: the wide characters of
/// Chinese (and Japanese, Korean) text.
fn breaks_around(c: char) -> bool {
    c.width() == Some(2)
}

/// Punctuation a Chinese line must not start with: it stays with the character before it.
fn closes(c: char) -> bool {
    "，。、；：！？）」』》".contains(c)
}

/// `word` (no spaces in it) in the pieces a line may break between: runs of narrow
/// characters, and each wide character alone (with the punctuation that closes it).
fn pieces(word: &str) -> Vec<&str> {
    let mut out: Vec<&str> = Vec::new();
    let mut start = 0;
    for (i, c) in word.char_indices() {
        let end = i + c.len_utf8();
        if closes(c) {
            // Glued to what comes before: the piece so far, or the last piece.
            if start < i {
                out.push(&word[start..end]);
            } else if let Some(last) = out.pop() {
                let from = last.as_ptr() as usize - word.as_ptr() as usize;
                out.push(&word[from..end]);
            } else {
                out.push(&word[i..end]);
            }
            start = end;
        } else if breaks_around(c) && word[..i].ends_with(GLUE) {
            // Glued to what comes before (a number and the word it counts).
            out.push(&word[start..end]);
            start = end;
        } else if breaks_around(c) {
            if start < i {
                out.push(&word[start..i]);
            }
            out.push(&word[i..end]);
            start = end;
        }
    }
    if start < word.len() {
        out.push(&word[start..]);
    }
    // An opening bracket stays with what it opens.
    let mut glued: Vec<&str> = Vec::with_capacity(out.len());
    let mut pending: Option<usize> = None;
    for piece in out {
        let from = pending
            .take()
            .unwrap_or(piece.as_ptr() as usize - word.as_ptr() as usize);
        let end = piece.as_ptr() as usize - word.as_ptr() as usize + piece.len();
        if piece.ends_with(opens) {
            pending = Some(from);
        } else {
            glued.push(&word[from..end]);
        }
    }
    if let Some(from) = pending {
        glued.push(&word[from..]);
    }
    glued
}

/// Punctuation a Chinese line must not end with: it goes with the character after it.
fn opens(c: char) -> bool {
    "（「『《".contains(c)
}

/// Stands for a space no line breaks at, while the text is wrapped; a space again after.
const GLUE: char = '\u{E000}';

/// A number, maybe signed, maybe followed by punctuation: `0`, `-1,`, `12).`.
fn is_number(word: &str) -> bool {
    let core = word.trim_end_matches(|c| ",.;:!?)".contains(c));
    // Digits grouped the language's way too: 1,474 or 1 474 (a no-break space inside).
    (1..=16).contains(&core.chars().count())
        && core
            .chars()
            .all(|c| c.is_ascii_digit() || "-+,.\u{a0}\u{202f}".contains(c))
        && core.starts_with(|c: char| c.is_ascii_digit() || c == '-' || c == '+')
        && core.chars().any(|c| c.is_ascii_digit())
}

/// A number that ends in a digit: what counts a Chinese word (`7`, `-1`, `1,474`, `0.53`),
/// not the end of a cell's coordinates (`2)`).
fn is_count(word: &str) -> bool {
    is_number(word) && word.ends_with(|c: char| c.is_ascii_digit())
}

/// A board's glyph standing alone (`◆`, `♣`, `·`, `▛`): one narrow symbol, neither a letter
/// nor ASCII punctuation (`-`, `+` and `=` are formulas' signs).
fn is_glyph(word: &str) -> bool {
    let mut chars = word.chars();
    matches!((chars.next(), chars.next()), (Some(c), None)
        if !c.is_ascii() && !c.is_alphanumeric() && c.width() == Some(1))
}

/// A lone arithmetic sign between two terms.
fn is_operator(word: &str) -> bool {
    matches!(word, "+" | "-" | "=")
}

/// The end of `word` after its last double-width character (all of it if it has none):
/// the narrow run a line may break before.
fn after_wide(word: &str) -> &str {
    word.rfind(|c: char| c.width() == Some(2))
        .map_or(word, |i| {
            &word[i + word[i..].chars().next().map_or(0, char::len_utf8)..]
        })
}

/// `text` with the spaces a line should not break at glued: inside a cell's coordinates
/// (`(1,` `2)`), and before a number that ends a phrase of Latin text (`room` `0`), so a
/// reader never finds half a cell or a lone number at the start of a line.
fn glue(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut previous: Option<&str> = None;
    for word in text.split_ascii_whitespace() {
        if let Some(prev) = previous {
            let coordinate = prev.starts_with('(') && prev.ends_with(',') && !prev.contains(')');
            let narrow_before = prev.chars().last().is_some_and(|c| c.width() == Some(1));
            let number = is_number(word) && narrow_before && !is_number(prev);
            // A number stays with the Chinese word it counts: "10 号反对角线", "3 棵树", and
            // "它；7 号反对角线", where the number follows Chinese punctuation unspaced.
            let counted = is_count(after_wide(prev))
                && word.chars().next().is_some_and(|c| c.width() == Some(2));
            // A short formula stays whole: "column c + 1", "r = 0".
            let formula = (is_operator(word) && prev.width() <= 3)
                || (is_operator(prev) && word.width() <= 3);
            // A size stays whole: "2 x 2" ("bloc 2" then "x 2" read as two things).
            let size = word == "x" && is_number(prev);
            // French sets a space before `?`, `!`, `:`, `;` and `»` and after `«`: the mark
            // stays with its word ("recherche ?" left "?" alone on a line).
            let french = word.chars().all(|c| "?!:;»".contains(c)) || prev == "«";
            // A glyph stays with the word that names it: "♣ tree", "♣ 树干上的树冠" (where
            // it follows Chinese punctuation unspaced: "菱形，♣").
            let glyph = is_glyph(after_wide(prev));
            // A key's letter stays with what it does ("u annule", "t met ou ôte"), as French
            // keeps a one-letter word off a line's end.
            let key = prev.len() == 1 && prev.chars().all(|c| c.is_ascii_alphabetic());
            out.push(
                if coordinate || number || counted || formula || size || french || glyph || key {
                    GLUE
                } else {
                    ' '
                },
            );
        }
        out.push_str(word);
        previous = Some(word);
    }
    out
}

/// `last` (the last line a panel has room for, and the rest of its sentence) cut to end in
/// `ellipsis` within `width` columns, after a whole word.
pub fn ellipsized(last: &str, width: usize, ellipsis: &str) -> String {
    let room = width.saturating_sub(ellipsis.width());
    let kept = lines(last, room).into_iter().next().unwrap_or_default();
    format!("{kept}{ellipsis}")
}

/// `text` broken into lines of at most `width` display columns, as [`lines`] breaks it; where
/// the last line would hold a word or two alone (under a third of the width; in Chinese,
/// under six characters), just enough words move down to it: the widest narrower width that
/// keeps as many lines and leaves the last long enough (else the narrowest that keeps as
/// many). So no help
/// entry ends on "masqué," alone and no line of pseudocode on "row", and the lines above do
/// not end early, half empty, on a wide window.
pub fn balanced(text: &str, width: usize) -> Vec<String> {
    let first = lines(text, width);
    let last = |ls: &[String]| ls.last().map_or(0, |l| l.width());
    // Chinese breaks between any two characters: a short last line holds no lone word, and
    // evening it out to a third of the width left every line of an entry ending well before
    // the edge. A last line under six characters still takes more.
    let chinese = text.chars().any(|c| c.width() == Some(2));
    let enough = |last: usize, width: usize| {
        if chinese {
            last >= 12.min(width / 3)
        } else {
            last * 3 >= width
        }
    };
    if first.len() < 2 || enough(last(&first), width) {
        return first;
    }
    let mut even = first.clone();
    for narrower in (width / 2..width).rev() {
        let tried = lines(text, narrower);
        if tried.len() > first.len() {
            break;
        }
        if enough(last(&tried), narrower) {
            return tried;
        }
        even = tried;
    }
    even
}

/// `text` in at most `rows` lines of `width` columns: one that needs more ends, on its last
/// line, in `ellipsis` after a whole word, so that a cut reads as one.
pub fn within(text: &str, width: usize, rows: usize, ellipsis: &str) -> Vec<String> {
    let mut parts = lines(text, width);
    let room = rows.max(1);
    if parts.len() > room {
        let rest = parts[room - 1..].join(" ");
        parts.truncate(room - 1);
        parts.push(ellipsized(&rest, width, ellipsis));
    }
    parts
}

/// `text` in lines of at most `width` columns (at least one line, maybe empty). Spaces
/// between words collapse to one; a run wider than a whole line is cut between characters.
/// A line breaks neither inside a cell's coordinates nor right before a number ([`glue`]).
/// A line end in `text` (a teacher's caption written on several lines) starts a new line,
/// and a blank line stays blank.
pub fn lines(text: &str, width: usize) -> Vec<String> {
    if text.contains('\n') {
        return text
            .split('\n')
            .flat_map(|paragraph| paragraph_lines(paragraph.trim_end_matches('\r'), width))
            .collect();
    }
    paragraph_lines(text, width)
}

fn paragraph_lines(text: &str, width: usize) -> Vec<String> {
    let glued = glue(text);
    // In a window too narrow for a glued unit, the text breaks as it would without glue.
    let fits = glued
        .split_ascii_whitespace()
        .flat_map(pieces)
        .all(|piece| piece.width() <= width.max(2));
    broken(if fits { &glued } else { text }, width)
        .into_iter()
        .map(|line| line.replace(GLUE, " "))
        .collect()
}

fn broken(text: &str, width: usize) -> Vec<String> {
    let width = width.max(2);
    let mut lines = vec![String::new()];
    for word in text.split_ascii_whitespace() {
        for (k, piece) in pieces(word).into_iter().enumerate() {
            let line = lines.last_mut().expect("one line at least");
            let used = line.width();
            let space = usize::from(k == 0 && used > 0);
            if used > 0 && used + space + piece.width() > width {
                lines.push(String::new());
            } else if space == 1 {
                line.push(' ');
            }
            for c in piece.chars() {
                let line = lines.last_mut().expect("one line at least");
                if line.width() + c.width().unwrap_or(0) > width {
                    lines.push(String::new());
                }
                lines.last_mut().expect("one line at least").push(c);
            }
        }
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A caption written on several lines keeps its lines, and its blank line.
    #[test]
    fn a_line_end_starts_a_new_line() {
        assert_eq!(
            lines("First line.\nSecond line,\r\n\nafter a blank line.", 40),
            ["First line.", "Second line,", "", "after a blank line."]
        );
        assert_eq!(lines("one two three", 40), ["one two three"]);
        assert_eq!(lines("one two\nthree", 4), ["one", "two", "thre", "e"]);
    }

    #[test]
    fn a_short_formula_stays_on_one_line() {
        let text = "else place a lizard, go to column c + 1 and row r = 0";
        // From the width of the longest glued pair ("recherche ?") on.
        for width in 11..text.len() {
            for line in lines(text, width) {
                let (start, end) = (line.trim_start(), line.trim_end());
                assert!(!start.starts_with(['+', '=']), "{width}: {line:?}");
                assert!(!end.ends_with(['+', '=']), "{width}: {line:?}");
                assert!(
                    !end.ends_with(" c") && !end.ends_with(" r"),
                    "{width}: {line:?}"
                );
            }
        }
        // An arrow or a long word around a sign still breaks as words do.
        assert_eq!(lines("seen -> reject", 6), ["seen", "->", "reject"]);
    }

    #[test]
    fn a_glyph_stays_with_the_word_that_names_it() {
        let zh = "每种状态都画成填满格子的图形：◆ 菱形，♣ 树干上的树冠，· 空白格子";
        let en = "each state is drawn as a shape: ◆ a diamond, ♣ a crown on its trunk, · blank";
        for text in [zh, en] {
            // From the widest glued unit on ("a diamond," breaks as words where it cannot).
            for width in 12..text.width() {
                let got = lines(text, width);
                for line in &got {
                    assert!(
                        !line.trim_end().ends_with(['◆', '♣', '·']),
                        "{width}: {got:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn a_keys_letter_stays_with_what_it_does() {
        let text =
            "t met ou ôte un arbre, [ ] taille, < > change p (ici 7), u annule, Échap revient.";
        for width in 10..text.width() {
            let got = lines(text, width);
            for line in &got {
                let last = line.split(' ').next_back().unwrap_or("");
                assert!(!(last == "u" || last == "t"), "{width}: {got:?}");
            }
        }
    }

    #[test]
    fn chinese_lines_run_to_the_edge_unless_the_last_is_short() {
        let text = "格子达到 5 x 3 及以上时，每种状态都画成填满格子的图形：◆ 菱形，♣ 树干上的树冠，× 斜线阴影，✗ 叉，◇ 空心菱形，· 空白格子；格子四角的括号 ▛ ▜ ▙ ▟ 标出光标。";
        // The first line within a few columns of the edge (it ended 12 short).
        let got = balanced(text, 76);
        assert!(got[0].width() >= 70, "{got:?}");
        assert!(got.last().unwrap().width() >= 12, "{got:?}");
        // A last line of one character takes a few more.
        let lone = "一二三四五六七八九十一二三四五六七八九十一二三四五六七八九十一";
        let got = balanced(lone, 40);
        assert!(got.last().unwrap().width() >= 12, "{got:?}");
        assert!(got[0].width() >= 30, "{got:?}");
    }

    #[test]
    fn a_size_stays_whole() {
        let text = "comme un bloc 2 x 2 : elle peut contenir un lézard au plus";
        for width in 12..text.len() {
            let lines = lines(text, width);
            assert!(
                lines.iter().any(|l| l.contains("2 x 2")),
                "{width}: {lines:?}"
            );
        }
    }

    #[test]
    fn a_grouped_number_stays_with_its_word() {
        let text = "还有 1,474 个棋盘在等，温度 0.53 度。";
        for width in 10..24 {
            for line in lines(text, width) {
                // A number never ends a line: the word it counts follows it.
                let end = line.trim_end();
                assert!(!end.ends_with("1,474"), "{width}: {:?}", lines(text, width));
                assert!(!end.ends_with("0.53"), "{width}: {:?}", lines(text, width));
            }
        }
    }

    #[test]
    fn a_number_after_chinese_punctuation_stays_with_its_word() {
        let text = "(1, 2) 的蜥蜴看得到它；7 号反对角线为 +1。";
        for width in 6..30 {
            for line in lines(text, width) {
                assert!(!line.starts_with('号'), "{width}: {:?}", lines(text, width));
                assert!(!line.ends_with('7'), "{width}: {:?}", lines(text, width));
            }
        }
    }

    #[test]
    fn a_cell_and_a_number_stay_whole() {
        let text = "a lizard goes on (1, 4) although (1, 2) holds one, 2 to place > room 0";
        for width in 8..40 {
            let got = lines(text, width);
            assert!(got.iter().all(|l| l.width() <= width), "{width}: {got:?}");
            assert!(
                got.iter()
                    .all(|l| !l.ends_with(',') || !l.contains('(') || l.ends_with("),")),
                "{width}: a cell cut: {got:?}"
            );
            assert!(
                got.iter()
                    .skip(1)
                    .all(|l| !l.starts_with(|c: char| c.is_ascii_digit())),
                "{width}: a number alone: {got:?}"
            );
            assert_eq!(got.join(" "), text, "{width}");
        }
        // Numbers in a row keep their own breaks, and a Chinese line breaks as before.
        assert_eq!(lines("1 2 3", 3), ["1 2", "3"]);
        assert_eq!(lines("(0, 1) 在第 0 行上", 80), ["(0, 1) 在第 0 行上"]);
        // A number is not left at a line's end without the Chinese word it counts.
        for width in 6..24 {
            let got = lines("第 4 列和 10 号反对角线为 -1", width);
            assert!(
                got.iter()
                    .all(|l| !l.trim_end().ends_with("10") && !l.trim_end().ends_with(" 4")),
                "{width}: {got:?}"
            );
        }
    }

    #[test]
    fn a_french_mark_after_a_space_stays_with_its_word() {
        let text = "pourquoi est-ce facile pour cette recherche ? Voyez : « rien »";
        // From the width of the longest glued pair ("recherche ?") on.
        for width in 11..text.len() {
            for line in lines(text, width) {
                let first = line.split(' ').next().unwrap_or("");
                assert!(!["?", ":", "»"].contains(&first), "{width}: {line:?}");
                assert!(!line.ends_with('«'), "{width}: {line:?}");
            }
        }
        assert_eq!(
            lines("sur un plateau facile pour cette recherche ?", 42),
            ["sur un plateau facile pour cette", "recherche ?"]
        );
    }

    #[test]
    fn english_breaks_between_words() {
        // A one-letter word stays with the next: no line ends on "a".
        assert_eq!(
            lines("the scan enters a cell", 10),
            ["the scan", "enters", "a cell"]
        );
        assert_eq!(lines("", 10), [""]);
    }

    #[test]
    fn chinese_breaks_between_characters_never_through_one() {
        let text = "一棵树挡住它身后的蜥蜴：这些线（第 3 行）上的计数器读作 -1。";
        for width in 5..30 {
            let got = lines(text, width);
            assert!(got.iter().all(|l| l.width() <= width), "{width}: {got:?}");
            // Nothing lost but the spaces a break replaced.
            let joined: String = got.concat().split_whitespace().collect();
            let want: String = text.split_whitespace().collect();
            assert_eq!(joined, want, "{width}");
            // No line starts with closing punctuation, and lines are full: the next
            // character (and the punctuation glued to it) would not have fitted.
            for pair in got.windows(2) {
                assert!(!pair[1].starts_with(closes), "{width}: {got:?}");
                assert!(!pair[0].ends_with(opens), "{width}: {got:?}");
                let next = glue(&pair[1]);
                let word = next.split(' ').next().unwrap_or_default();
                let need = pieces(word).first().map_or(0, |p| p.width());
                assert!(pair[0].width() + need + 1 > width, "{width}: {got:?}");
            }
        }
    }
}

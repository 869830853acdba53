//! The running algorithm's pseudocode, the current event's statement marked; on a short
//! panel it scrolls so that the statement, and the line after it, stay in sight. A line
//! wider than the panel goes on under its own text, never cut.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph, Widget};
use unicode_width::UnicodeWidthStr;

use crate::narrate;
use crate::tui::app::App;

/// The rows the panel needs to show all of the code at `width`, its title included: a
/// statement wider than the panel takes a row more for each time it goes on.
pub fn height(app: &App, width: u16) -> u16 {
    rows(app, width, None, None).0.len() as u16 + 1
}

/// The code's rows at `width`, the statements `current..=last` marked, and each statement's
/// first row (one more at the end: the row count).
fn rows(
    app: &App,
    width: u16,
    current: Option<usize>,
    last: Option<usize>,
) -> (Vec<Line<'static>>, Vec<usize>) {
    let theme = &app.theme;
    let text = narrate::pseudocode(app.algorithm);
    // The prefix is the marker and the line's number: "▶ 1 ".
    let width = (width as usize).saturating_sub(4).max(8);
    let mut code: Vec<Line> = Vec::new();
    // Each statement's first row on the panel.
    let mut starts = Vec::with_capacity(text.len() + 1);
    for (i, text) in text.iter().enumerate() {
        starts.push(code.len());
        let here = Some(i) == current;
        let marked = current.zip(last).is_some_and(|(a, b)| (a..=b).contains(&i));
        let marker = if here { theme.marker() } else { " " };
        let body = text.trim_start();
        let indent = " ".repeat(text.len() - body.len());
        let rows = super::wrap::balanced(body, width.saturating_sub(indent.len()).max(4));
        for (k, row) in rows.iter().enumerate() {
            let line = if k == 0 {
                format!("{marker}{:>2} {indent}{row}", i + 1)
            } else {
                format!("    {indent}{row}")
            };
            code.push(if marked {
                Line::from(Span::styled(line, theme.highlight()))
            } else {
                Line::from(line)
            });
        }
    }
    starts.push(code.len());
    (code, starts)
}

pub fn render(app: &App, area: Rect, buf: &mut Buffer) {
    let theme = &app.theme;
    let current = app
        .playback
        .current()
        .and_then(|e| narrate::pseudocode_line(app.algorithm, &e));
    let text = narrate::pseudocode(app.algorithm);
    // A statement that goes on over the next line is marked whole: "move down; at a
    // column's end," and "no trees ahead? seed prune" are one step.
    let last = current.map(|line| {
        let mut last = line;
        while last + 1 < text.len() && narrate::pseudocode_continues(app.algorithm, last) {
            last += 1;
        }
        last
    });
    let block = Block::new()
        .borders(Borders::TOP)
        .border_set(theme.border());
    // No row under the rule: the rule says so, where the title alone read as an empty panel.
    if area.height < 2 && super::rule_says_no_room(&block, area, buf) {
        return;
    }
    let (code, starts) = rows(app, area.width, current, last);
    let rows = area.height.saturating_sub(1).max(1) as usize;
    // The marked statement in sight, and the line after it when there is room: the class
    // sees where the step leads. Never so far down that the marker's own line is gone.
    let scroll = current.zip(last).map_or(0, |(first, last)| {
        let want = starts[(last + 2).min(text.len())];
        let top = want.saturating_sub(rows);
        // From a statement's first row: a scroll that starts inside a wrapped statement
        // would show the end of its text without its number.
        let top = starts.iter().copied().find(|&s| s >= top).unwrap_or(top);
        top.min(starts[first])
    });
    let mut code = code;
    // A statement that goes on below the panel's last row ends that row in an ellipsis: its
    // text is cut there, not over.
    let end = scroll + rows;
    if end < code.len() && !starts.contains(&end) {
        let line = &mut code[end - 1];
        let text = ellipsis(&line.to_string(), area.width as usize);
        *line = Line::from(Span::styled(text, line.style.patch(line.spans[0].style)));
    }
    // Lines out of sight are said on the rule, right-aligned: a class reading eight lines of
    // eleven should know the code goes on. Numbered lines, as the class counts them, not the
    // panel's rows (a line wrapped in a narrow panel takes two): a line whose number shows is
    // in sight, even where its end is cut.
    let statements = &starts[..starts.len() - 1];
    let above = statements.iter().filter(|&&s| s < scroll).count();
    let below = statements.iter().filter(|&&s| s >= end).count();
    let hidden = match (above, below) {
        (0, 0) => None,
        (0, below) => Some(crate::t!("code-hidden-below", below = below)),
        (above, 0) => Some(crate::t!("code-hidden-above", above = above)),
        (above, below) => Some(crate::t!("code-hidden-both", above = above, below = below)),
    };
    let title = title(app, area.width);
    // Where the words do not fit beside the title, arrows and counts say it: "↑8 ↓1".
    let (up, down) = if app.theme.ascii {
        ("^", "v")
    } else {
        ("↑", "↓")
    };
    let arrows = [(above, up), (below, down)]
        .iter()
        .filter(|(rows, _)| *rows > 0)
        .map(|(rows, arrow)| format!("{arrow}{rows}"))
        .collect::<Vec<_>>()
        .join(" ");
    // The said part with its spaces, and a piece of rule at least between it and the title.
    let room = |said: &str| title.width() + said.width() + 3 <= area.width as usize;
    let block = match hidden {
        // Said only where the title leaves it room, with a rule's piece between them.
        Some(hidden) if room(&hidden) => {
            block.title_top(Line::from(format!(" {hidden} ")).right_aligned())
        }
        // The arrows end the rule, flush with the panel's edge.
        Some(_) if title.width() + arrows.width() + 2 <= area.width as usize => {
            block.title_top(Line::from(format!(" {arrows}")).right_aligned())
        }
        _ => block,
    };
    Paragraph::new(code)
        .scroll((scroll as u16, 0))
        .block(block.title(title))
        .render(area, buf);
}

/// `text` ending in "…", within `width` columns: cut where the two do not fit together.
fn ellipsis(text: &str, width: usize) -> String {
    let mut kept = text.trim_end().to_string();
    while kept.width() + 2 > width && kept.pop().is_some() {}
    format!("{} …", kept.trim_end())
}

/// The panel's title, the longest form that fits `width`: beside someone else's search
/// (`watch`, `replay`) the code shown is the app's, to compare with, and says so; on a
/// narrow panel without naming the other program, then as any code panel.
fn title(app: &App, width: u16) -> String {
    let algorithm = app.algorithm.name();
    let own = crate::t!("panel-code", algorithm = algorithm);
    let Some(theirs) = app.foreign_algorithm() else {
        return own;
    };
    [
        crate::t!("panel-code-compare", algorithm = algorithm, theirs = theirs),
        crate::t!("panel-code-apps", algorithm = algorithm),
    ]
    .into_iter()
    .find(|t| t.width() + 2 <= usize::from(width))
    .unwrap_or(own)
}

#[cfg(test)]
mod tests {
    use super::rows;
    use crate::board::Board;
    use crate::solve::Algorithm;
    use crate::tui::app::{App, Source};
    use crate::tui::theme::Theme;

    /// No statement of any algorithm's pseudocode, in any language, ends on a row holding one
    /// short word alone, at any panel width the app draws (annealing's first statement left
    /// "row" alone at 120 x 45).
    #[test]
    fn no_statement_leaves_a_word_alone_on_its_last_row() {
        let mut alone = Vec::new();
        for lang in crate::i18n::Lang::ALL {
            let _speaking = crate::i18n::Scope::enter(lang);
            for algorithm in Algorithm::ALL {
                let theme = Theme::from_env(false, Default::default());
                let app = App::new(Board::empty(8), 8, algorithm, Source::Empty, theme);
                for width in 30..=72 {
                    let (code, starts) = rows(&app, width, None, None);
                    for pair in starts.windows(2) {
                        let (first, end) = (pair[0], pair[1]);
                        if end - first < 2 {
                            continue;
                        }
                        let last = code[end - 1].to_string();
                        let words = last.split_whitespace().count();
                        let used = unicode_width::UnicodeWidthStr::width(last.trim());
                        // A long word may stand alone ("recommencer" at the narrowest
                        // widths); a short one is what evening the rows out prevents.
                        if words == 1 && used <= 5 {
                            alone.push(format!("{lang} {algorithm} at {width}: {last:?}"));
                        }
                    }
                }
            }
        }
        assert!(alone.is_empty(), "{alone:#?}");
    }

    /// On a panel of one row a statement that goes on below it ends that row in an
    /// ellipsis, so the class knows the text goes on; where its rows all show, none is added.
    #[test]
    fn a_statement_cut_by_a_short_panel_ends_in_an_ellipsis() {
        use ratatui::buffer::Buffer;
        use ratatui::layout::Rect;
        let _english = crate::i18n::Scope::enter(crate::i18n::Lang::En);
        let theme = Theme::from_env(false, Default::default());
        let app = App::new(
            Board::empty(6),
            6,
            Algorithm::Backtrack,
            Source::Empty,
            theme,
        );
        let row = |height: u16, y: u16| {
            let area = Rect::new(0, 0, 24, height);
            let mut buf = Buffer::empty(area);
            super::render(&app, area, &mut buf);
            (0..area.width)
                .map(|x| buf[(x, y)].symbol().to_string())
                .collect::<String>()
        };
        // "1 visit cells column by column:" takes two rows at 24 columns.
        let cut = row(2, 1);
        assert!(cut.trim_end().ends_with('…'), "{cut:?}");
        let whole = row(3, 1);
        assert!(!whole.contains('…'), "{whole:?}");
        assert!(row(3, 2).contains("column:"), "{:?}", row(3, 2));
    }

    /// The counts on the rule are of the numbered lines out of sight, as the class counts
    /// them, not of the panel's rows: in Chinese at 64 x 18 lines wrap, and "↑4 ↓7" stood
    /// over a panel that showed line 5 with six lines below it. At every statement marked,
    /// in a narrow panel where lines wrap, the lines numbered on the panel and the two counts
    /// make the whole code.
    #[test]
    fn the_counts_out_of_sight_are_of_numbered_lines() {
        use ratatui::buffer::Buffer;
        use ratatui::layout::Rect;
        let theme = Theme::from_env(false, Default::default());
        let mut app = App::new(
            Board::empty(6),
            6,
            Algorithm::Backtrack,
            Source::Empty,
            theme,
        );
        app.theme.ascii = true;
        app.restart();
        app.wait_for_solver();
        let mut checked = 0;
        for lang in crate::i18n::Lang::ALL {
            let _speaking = crate::i18n::Scope::enter(lang);
            let total = crate::narrate::pseudocode(Algorithm::Backtrack).len();
            app.playback.to_start();
            while app.playback.position() < 300 {
                let area = Rect::new(0, 0, 30, 7);
                let mut buf = Buffer::empty(area);
                super::render(&app, area, &mut buf);
                let row = |y: u16| {
                    (0..area.width)
                        .map(|x| buf[(x, y)].symbol().to_string())
                        .collect::<String>()
                };
                let rule = row(0);
                let count = |arrow: char| {
                    rule.split(arrow).nth(1).map_or(0, |rest| {
                        let digits: String =
                            rest.chars().take_while(char::is_ascii_digit).collect();
                        digits.parse::<usize>().unwrap_or(0)
                    })
                };
                let (above, below) = (count('^'), count('v'));
                // A row that starts a line shows its number after the marker's column.
                let numbered = (1..area.height)
                    .filter(|&y| {
                        let r = row(y);
                        r.get(1..3)
                            .is_some_and(|n| n.trim().parse::<usize>().is_ok())
                    })
                    .count();
                if above + below > 0 {
                    assert_eq!(
                        numbered + above + below,
                        total,
                        "{lang} at event {}: {rule:?}",
                        app.playback.position()
                    );
                    checked += 1;
                }
                if !app.playback.forward() {
                    break;
                }
            }
        }
        assert!(checked > 0, "no panel with hidden lines");
    }
}

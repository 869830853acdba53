//! The bottom line: the keys that matter now (or a message, which takes their place until the
//! next key). A narrow window drops the least important keys first and ends with `? more
//! keys`, so nobody takes the footer for the whole list.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

use unicode_width::UnicodeWidthStr;

use crate::t;
use crate::tui::app::App;
use crate::tui::key_words::{self, Table};
use crate::tui::keys;

/// The key that opens the help: when the footer cannot show every key, it ends with this one.
const HELP: &str = "?";

/// The footer's entries: (keys, label), in table order; when they do not all fit in `width`,
/// as many as fit by priority, then `? more keys`.
pub fn entries(app: &App, width: u16) -> Vec<(String, String)> {
    let (table, bindings) = match (app.editing(), app.question()) {
        (Some(_), _) => (Table::Edit, keys::EDIT),
        (None, Some(ask)) => (Table::Quiz, keys::quiz_footer(ask.yes_no())),
        (None, None) => (Table::Watch, keys::WATCH),
    };
    let play_label = if app.seek.is_some() {
        t!("footer-stop")
    } else if app.playing {
        t!("footer-pause")
    } else {
        t!("footer-play")
    };
    let mut all: Vec<(usize, u8, String, String)> = bindings
        .iter()
        .enumerate()
        .filter_map(|(i, b)| {
            let (shown, label, priority) = b.footer?;
            // In a lesson, the stops are the keys the teacher needs most; without one there
            // is no stop to go to, and the footer does not offer them (`?` still lists them).
            let priority = match (app.lesson.is_some(), b.keys == keys::LESSON_STOPS) {
                (true, true) => 0,
                (false, true) => return None,
                _ => priority,
            };
            // Someone else's recorded or live search is played as written: no edit, no
            // other algorithm of ours in its place.
            let as_written = |key: &str| {
                let mut chars = key.chars();
                matches!((chars.next(), chars.next()),
                    (Some(c), None) if crate::tui::app::replay::AS_WRITTEN.contains(&c))
            };
            if app.replay.is_some() && table == Table::Watch && as_written(shown) {
                return None;
            }
            // Annealing and breadth-first search never backtrack: `b` says so, and the
            // footer does not offer it.
            let no_backtrack = matches!(
                app.algorithm,
                crate::solve::Algorithm::Sa | crate::solve::Algorithm::Bfs
            );
            if no_backtrack && shown == "b B" {
                return None;
            }
            let label = if b.keys == keys::PLAY {
                play_label.clone()
            } else {
                key_words::label(table, b, label)
            };
            Some((i, priority, app.theme.keys(shown).into_owned(), label))
        })
        .collect();
    // Display columns: a Chinese label takes two a character.
    let cost = |keys: &str, label: &str| keys.width() + 1 + label.width() + 2;
    let more_label = t!("footer-more");
    // The last entry's two trailing spaces may fall off the edge.
    let room = width as usize + 2;
    if all.iter().map(|(_, _, k, l)| cost(k, l)).sum::<usize>() <= room {
        return all.into_iter().map(|(_, _, k, l)| (k, l)).collect();
    }
    // Not all fit: the help key goes last and says there is more to it, and the others
    // take what is left by priority.
    let more = all
        .iter()
        .position(|(_, _, k, _)| k == HELP)
        .map(|i| all.remove(i));
    let mut used = more.as_ref().map_or(0, |(_, _, k, _)| cost(k, &more_label));
    all.sort_by_key(|&(i, priority, ..)| (priority, i));
    let mut kept: Vec<_> = all
        .into_iter()
        .take_while(|(_, _, keys, label)| {
            used += cost(keys, label);
            used <= room
        })
        .collect();
    kept.sort_by_key(|&(i, ..)| i);
    let mut kept: Vec<_> = kept.into_iter().map(|(_, _, k, l)| (k, l)).collect();
    if let Some((_, _, keys, _)) = more {
        kept.push((keys, more_label));
    }
    kept
}

/// The most rows a message takes; a longer one is cut after them.
const STATUS_ROWS: usize = 3;

/// Rows the footer needs at `width`: a message wraps (a French or Chinese one is often longer
/// than 80 columns), the keys take one.
pub fn height(app: &App, width: u16) -> u16 {
    app.status.as_ref().map_or(1, |status| {
        super::wrap::lines(status, width as usize)
            .len()
            .clamp(1, STATUS_ROWS) as u16
    })
}

pub fn render(app: &App, area: Rect, buf: &mut Buffer) {
    if let Some(status) = &app.status {
        let lines: Vec<Line> = super::wrap::lines(status, area.width as usize)
            .into_iter()
            .take(STATUS_ROWS)
            .map(|l| Line::from(Span::styled(l, app.theme.warning())))
            .collect();
        Paragraph::new(lines).render(area, buf);
        return;
    }
    let line = {
        let spans: Vec<Span> = entries(app, area.width)
            .into_iter()
            .flat_map(|(keys, label)| {
                [
                    Span::styled(keys, app.theme.key()),
                    Span::raw(format!(" {label}  ")),
                ]
            })
            .collect();
        Line::from(spans)
    };
    Paragraph::new(line).render(area, buf);
}

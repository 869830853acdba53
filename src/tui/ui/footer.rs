//! The bottom line: the keys that matter now (or a message, which takes their place until the
//! next key). A narrow window drops the least important keys first.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

use crate::tui::app::App;
use crate::tui::keys::{self, Binding};

/// The footer's entries: (keys, label), in table order, as many as fit in `width`.
pub fn entries(app: &App, width: u16) -> Vec<(String, &'static str)> {
    let bindings: &[Binding] = match app.editing() {
        Some(_) => keys::EDIT,
        None => keys::WATCH,
    };
    let play_label = if app.seek.is_some() {
        "stop"
    } else if app.playing {
        "pause"
    } else {
        "play"
    };
    let mut all: Vec<(usize, u8, String, &'static str)> = bindings
        .iter()
        .enumerate()
        .filter_map(|(i, b)| {
            let (shown, label, priority) = b.footer?;
            let label = if b.keys == keys::PLAY {
                play_label
            } else {
                label
            };
            Some((i, priority, app.theme.keys(shown).into_owned(), label))
        })
        .collect();
    all.sort_by_key(|&(i, priority, ..)| (priority, i));
    let mut used = 0;
    let mut kept: Vec<_> = all
        .into_iter()
        .take_while(|(_, _, keys, label)| {
            used += keys.chars().count() + 1 + label.len() + 2;
            used <= width as usize + 2
        })
        .collect();
    kept.sort_by_key(|&(i, ..)| i);
    kept.into_iter().map(|(_, _, k, l)| (k, l)).collect()
}

pub fn render(app: &App, area: Rect, buf: &mut Buffer) {
    let line = if let Some(status) = &app.status {
        Line::from(Span::styled(status.clone(), app.theme.warning()))
    } else {
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

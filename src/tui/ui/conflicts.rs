//! Seed 003's conflict sets as the article draws them: a row of column numbers for every
//! column. At a jump the dead end's set is highlighted (as the jump event carries it: the
//! playback has already cleared it) and an arrow goes from the dead end to the latest column
//! in its set.

use ratatui::text::{Line, Span};

use crate::event::Event;
use crate::narrate;
use crate::tui::app::App;

fn set_text(set: u64) -> String {
    let cols: Vec<String> = (0..64)
        .filter(|k| set >> k & 1 == 1)
        .map(|k| k.to_string())
        .collect();
    format!("{{{}}}", cols.join(", "))
}

pub fn lines(app: &App, rows: usize) -> Vec<Line<'static>> {
    let theme = &app.theme;
    let pb = &app.playback;
    let sets = pb.inside().conflicts();
    let jump = match pb.current() {
        Some(
            e @ Event::Backjump {
                from,
                to,
                conflicts,
            },
        ) => Some((from, to, conflicts, e)),
        _ => None,
    };
    let here = pb.cursor().map(|c| c.col);
    let arrow = if theme.ascii { "-->" } else { "──▶" };
    let mut out = Vec::new();
    if let Some((from, to, set, event)) = jump {
        let why = if narrate::steps_back(&event) {
            crate::t!("conflicts-step-back")
        } else {
            crate::t!("conflicts-latest", set = set_text(set))
        };
        out.push(Line::from(Span::styled(
            format!("c{from} {arrow} c{to}: {why}"),
            theme.key(),
        )));
    }
    let focus = jump.map(|(from, ..)| from).or(here).unwrap_or(0) as usize;
    let room = rows.saturating_sub(out.len()).max(1);
    let first = focus
        .saturating_sub(room.saturating_sub(1))
        .min(sets.len().saturating_sub(room));
    for (col, &set) in sets.iter().enumerate().skip(first).take(room) {
        let (set, style) = match jump {
            Some((from, _, conflicts, _)) if col == from as usize => (conflicts, theme.highlight()),
            Some((_, to, _, _)) if col == to as usize => (set, theme.key()),
            _ if Some(col as u32) == here => (set, theme.counter_on_line()),
            _ => (set, theme.label()),
        };
        out.push(Line::from(vec![
            Span::styled(format!("c{col:<3}"), style),
            Span::styled(set_text(set), style),
        ]));
    }
    out
}

//! The statistics: where the playback is, the speed, and the work the search has done.

use ratatui::text::{Line, Span};

use crate::tui::app::App;
use crate::tui::theme::thousands;

fn speed_text(speed: u32) -> String {
    match speed {
        0 => "max".to_string(),
        s if s >= 1_000_000 => format!("{}M/s", s / 1_000_000),
        s if s >= 1_000 => format!("{}k/s", s / 1_000),
        s => format!("{s}/s"),
    }
}

pub fn lines(app: &App) -> Vec<Line<'static>> {
    let pb = &app.playback;
    let t = pb.tally();
    // The total is known only once the search is over. What has arrived before that is the
    // playback's read-ahead, not a size of the search: it is not shown.
    let events = if app.editing().is_some() {
        "no search while editing (Esc runs it)".to_string()
    } else if app.search_complete() {
        format!(
            "events {} of {}",
            thousands(pb.position()),
            thousands(pb.received())
        )
    } else {
        format!("events {}, total not known yet", thousands(pb.position()))
    };
    let mut lines = vec![
        Line::from(events),
        Line::from(format!(
            "speed {}  {:.1} s  {} events/s",
            speed_text(app.speed()),
            app.search_time.as_secs_f64(),
            thousands(app.rate.round() as u64)
        )),
        Line::from(format!(
            "placed {}  unmarks {}  masks {}",
            thousands(t.placements),
            thousands(t.unmarks),
            thousands(t.tree_masks)
        )),
        Line::from(format!(
            "prunes {}  backjumps {}  depth {}",
            thousands(t.prunes),
            thousands(t.backjumps),
            t.depth
        )),
        Line::from(format!("solutions {}", thousands(t.solutions))),
    ];
    if pb.history_start() > 0 {
        lines.push(Line::from(Span::styled(
            format!("history kept from event {}", thousands(pb.history_start())),
            app.theme.warning(),
        )));
    }
    lines
}

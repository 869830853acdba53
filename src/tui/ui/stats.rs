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
    // The total is known only once the search is over; until then it is what has arrived.
    let so_far = if app.search_complete() { "" } else { " so far" };
    let mut lines = vec![
        Line::from(format!(
            "events {} of {}{so_far}",
            thousands(pb.position()),
            thousands(pb.received()),
        )),
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

//! The statistics: where the playback is, the speed, and the work the search has done.

use ratatui::text::{Line, Span};
use unicode_width::UnicodeWidthStr;

use crate::t;
use crate::tui::app::App;

pub(super) fn speed_text(speed: u32) -> String {
    match speed {
        0 => t!("stats-speed-max"),
        s if s >= 1_000_000 => format!("{}M/s", s / 1_000_000),
        s if s >= 1_000 => format!("{}k/s", s / 1_000),
        s => format!("{s}/s"),
    }
}

/// The statistics, for a panel `width` columns wide: a line that would not fit says less.
pub fn lines(app: &App, width: u16) -> Vec<Line<'static>> {
    let pb = &app.playback;
    let t = pb.tally();
    // The total is known only once the search is over. What has arrived before that is the
    // playback's read-ahead, not a size of the search: it is not shown.
    let mut lines: Vec<Line<'static>> = if app.editing().is_some() {
        // A sentence, not items: in a narrow panel it wraps between words ("no search while
        // editing (Esc r" was cut).
        super::wrap::lines(&t!("stats-editing"), width.into())
            .into_iter()
            .map(Line::from)
            .collect()
    } else if app.search_complete() {
        vec![Line::from(t!(
            "stats-events-of",
            at = pb.position(),
            total = pb.received()
        ))]
    } else {
        // "total not known yet" goes first on a narrow panel: the count is what matters.
        let long = t!("stats-events", at = pb.position());
        vec![Line::from(if long.width() <= usize::from(width) {
            long
        } else {
            t!("stats-events-short", at = pb.position())
        })]
    };
    lines.extend([
        Line::from(t!(
            "stats-speed",
            speed = speed_text(app.speed()),
            seconds = crate::i18n::decimal(app.search_time.as_secs_f64(), 1),
            rate = app.rate.round() as u64
        )),
        Line::from(t!(
            "stats-work",
            placed = t.placements,
            unmarks = t.unmarks,
            masks = t.tree_masks
        )),
        Line::from(t!(
            "stats-prunes",
            prunes = t.prunes,
            backjumps = t.backjumps,
            depth = t.depth.to_string()
        )),
        Line::from(t!("stats-solutions", solutions = t.solutions)),
    ]);
    if pb.history_start() > 0 {
        lines.push(Line::from(Span::styled(
            t!("stats-history", event = pb.history_start()),
            app.theme.warning(),
        )));
    }
    lines
}

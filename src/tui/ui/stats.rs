//! The statistics: where the playback is, the speed, and the work the search has done.

use ratatui::text::{Line, Span};
use unicode_width::UnicodeWidthStr;

use crate::solve::Algorithm;
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
    // The total is known only once the search is over, or from a lesson plan's `end` stop.
    // What has arrived before that is the playback's read-ahead, not a size of the search:
    // it is not shown.
    let mut lines: Vec<Line<'static>> = if app.editing().is_some() {
        // A sentence, not items: in a narrow panel it wraps between words ("no search while
        // editing (Esc r" was cut).
        super::wrap::lines(&t!("stats-editing"), width.into())
            .into_iter()
            .map(Line::from)
            .collect()
    } else if let Some(total) = app.total_events() {
        vec![Line::from(t!(
            "stats-events-of",
            at = pb.position(),
            total = total
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
    lines.push(Line::from(t!(
        "stats-speed",
        speed = speed_text(app.speed()),
        seconds = crate::i18n::decimal(app.search_time.as_secs_f64(), 1),
        rate = app.rate.round() as u64
    )));
    // The work's counts, flowed into as few lines as the panel's width holds: in French at
    // 64 x 18 "masquages 114" took a line of its own, and depth and solutions were cut.
    let items: Vec<String> = work(app)
        .into_iter()
        .map(|(key, n)| t!(key, n = n))
        .chain([t!("stats-solutions", solutions = t.solutions)])
        .collect();
    lines.extend(flowed(&items, width).map(Line::from));
    if pb.history_start() > 0 {
        lines.push(Line::from(Span::styled(
            t!("stats-history", event = pb.history_start()),
            app.theme.warning(),
        )));
    }
    lines
}

/// The counts of the work that the search on screen can make, each with its catalogue key:
/// tree masks are backtrack's, prunes backtrack's and BFS's, backjumps backjumping's, steps
/// back backjump-safe's (a replayed stream that
/// counts some shows them whatever it names). Where the grid shows a board of the queue (BFS)
/// or annealing's placement, the lizards on it are counted as such, not as a depth: neither
/// search goes down a path.
pub(super) fn work(app: &App) -> Vec<(&'static str, u64)> {
    let t = app.playback.tally();
    let algorithm = app.algorithm;
    // Another program's stream makes only the counts it makes: a `dfs.py` writing place and
    // remove showed "masks 0  prunes 0", counts of events it never writes.
    let foreign = app.foreign_algorithm().is_some();
    let backtrack = algorithm == Algorithm::Backtrack && !foreign;
    // Breadth-first search and annealing draw lizards on the grid and wipe them off to show
    // a board; "unmarks" would tell a student that they backtrack.
    let mut items = match algorithm {
        Algorithm::Bfs | Algorithm::Sa => {
            vec![("stats-added", t.placements), ("stats-removed", t.unmarks)]
        }
        _ => vec![("stats-placed", t.placements), ("stats-unmarks", t.unmarks)],
    };
    if backtrack || t.tree_masks > 0 {
        items.push(("stats-masks", t.tree_masks));
    }
    if backtrack || (algorithm == Algorithm::Bfs && !foreign) || t.prunes > 0 {
        items.push(("stats-prunes", t.prunes));
    }
    if algorithm.jumps() || t.backjumps > 0 {
        items.push(("stats-backjumps", t.backjumps));
    }
    // Gaschnig's rule steps back where a column ran out after a jump: plain backtracking,
    // which the narration says is not a jump, so neither does the count.
    if algorithm == Algorithm::BackjumpSafe || t.steps_back > 0 {
        items.push(("stats-steps-back", t.steps_back));
    }
    items.push(match algorithm {
        Algorithm::Bfs | Algorithm::Sa => ("stats-on-board", t.depth),
        _ => ("stats-depth", t.depth),
    });
    items
}

/// The items of `groups` (the catalogue sets two spaces between a group's items), two spaces
/// apart, each on the first line of `width` columns with room for it whole: an item wider
/// than that has a line of its own.
fn flowed<'a>(
    groups: impl IntoIterator<Item = &'a String>,
    width: u16,
) -> impl Iterator<Item = String> {
    let mut lines: Vec<String> = Vec::new();
    for item in groups
        .into_iter()
        .flat_map(|g| g.split("  "))
        .filter(|i| !i.is_empty())
    {
        // The first line with room takes it: in French at 64 x 18 "masquages 1 215" left
        // room beside it that "profondeur 0" filled, and "solutions 7" was no longer cut.
        match lines
            .iter_mut()
            .find(|line| line.width() + 2 + item.width() <= usize::from(width))
        {
            Some(line) => {
                line.push_str("  ");
                line.push_str(item);
            }
            None => lines.push(item.to_string()),
        }
    }
    lines.into_iter()
}

#[cfg(test)]
mod tests {
    use super::flowed;

    #[test]
    fn items_flow_into_as_few_lines_as_the_width_holds() {
        let groups = [
            "placés 434  retraits 427  masquages 114".to_string(),
            "élagages 150  profondeur 6".to_string(),
            "solutions 1".to_string(),
        ];
        let at = |width| flowed(&groups, width).collect::<Vec<_>>();
        assert_eq!(
            at(30),
            [
                "placés 434  retraits 427",
                "masquages 114  élagages 150",
                "profondeur 6  solutions 1"
            ]
        );
        assert_eq!(at(200).len(), 1);
        // A line left short takes a later item that fits: four lines were needed, and at
        // 64 x 18 the last, "solutions 7", was cut.
        let end = [
            "placés 4 541  retraits 4 541  masquages 1 215".to_string(),
            "élagages 1 553  profondeur 0".to_string(),
            "solutions 7".to_string(),
        ];
        assert_eq!(
            flowed(&end, 30).collect::<Vec<_>>(),
            [
                "placés 4 541  retraits 4 541",
                "masquages 1 215  profondeur 0",
                "élagages 1 553  solutions 7"
            ]
        );
        // Narrower than an item: each its own line, none lost.
        assert_eq!(at(5).len(), 6);
    }
}

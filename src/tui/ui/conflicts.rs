//! Seed 003's conflict sets as the article draws them: a row of column numbers for every
//! column. At a jump the dead end's set is highlighted (as the jump event carries it: the
//! playback has already cleared it) and an arrow goes from the dead end to the latest column
//! in its set.

use ratatui::text::{Line, Span};

use crate::event::Event;
use crate::tui::app::App;

fn set_text(set: u64) -> String {
    let cols: Vec<String> = (0..64)
        .filter(|k| set >> k & 1 == 1)
        .map(|k| k.to_string())
        .collect();
    format!("{{{}}}", cols.join(", "))
}

/// [`set_text`] with each run of three or more columns in a row written as its ends,
/// `{0–8}`: what a narrow panel shows rather than cut the set.
fn set_text_short(set: u64, dash: &str) -> String {
    let cols: Vec<u32> = (0..64).filter(|k| set >> k & 1 == 1).collect();
    let mut parts = Vec::new();
    let mut i = 0;
    while i < cols.len() {
        let mut j = i;
        while j + 1 < cols.len() && cols[j + 1] == cols[j] + 1 {
            j += 1;
        }
        if j >= i + 2 {
            parts.push(format!("{}{dash}{}", cols[i], cols[j]));
        } else {
            parts.extend(cols[i..=j].iter().map(u32::to_string));
        }
        i = j + 1;
    }
    format!("{{{}}}", parts.join(", "))
}

/// The panel's lines: at most `rows`, the jump's sentence wrapped to `width`.
pub fn lines(app: &App, rows: usize, width: usize) -> Vec<Line<'static>> {
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
        let why = if event.steps_back() {
            crate::t!("conflicts-step-back")
        } else {
            crate::t!("conflicts-latest", set = set_text(set))
        };
        // A long reason (French says more) wraps rather than lose its end at the edge.
        let said = crate::t!(
            "conflicts-jump",
            from = from,
            arrow = arrow,
            to = to,
            why = why
        );
        // On a panel too short for it, its last line shown ends in an ellipsis.
        let ellipsis = if theme.ascii { "..." } else { "…" };
        for part in super::wrap::within(&said, width.max(1), rows, ellipsis) {
            out.push(Line::from(Span::styled(part, theme.key())));
        }
    }
    let focus = jump.map(|(from, ..)| from).or(here).unwrap_or(0) as usize;
    let room = rows.saturating_sub(out.len()).max(1);
    let (first, shown) = window(sets.len(), focus, room);
    let hidden = |count: usize| {
        Line::from(Span::styled(
            crate::t!(
                "stack-hidden",
                mark = if theme.ascii { ":" } else { "⋮" },
                hidden = count
            ),
            theme.dim(),
        ))
    };
    let marks = room >= 3;
    if marks && first > 0 {
        out.push(hidden(first));
    }
    let below = sets.len() - first - shown;
    for (col, &set) in sets.iter().enumerate().skip(first).take(shown) {
        let (set, style) = match jump {
            Some((from, _, conflicts, _)) if col == from as usize => (conflicts, theme.highlight()),
            Some((_, to, _, _)) if col == to as usize => (set, theme.key()),
            _ if Some(col as u32) == here => (set, theme.counter_on_line()),
            _ => (set, theme.label()),
        };
        let label = format!("c{col:<3}");
        let mut said = set_text(set);
        if label.len() + said.len() > width {
            said = set_text_short(set, if theme.ascii { "-" } else { "–" });
        }
        out.push(Line::from(vec![
            Span::styled(label, style),
            Span::styled(said, style),
        ]));
    }
    if marks && below > 0 {
        out.push(hidden(below));
    }
    out
}

/// Which of `count` columns show in `room` lines, the `focus` column among them: the first
/// and how many. Columns left out above or below take a line that counts them, so the
/// window loses one line at each end it cuts.
fn window(count: usize, focus: usize, room: usize) -> (usize, usize) {
    if count <= room {
        return (0, count);
    }
    let focus = focus.min(count - 1);
    if room < 3 {
        // No room for a marker line: the focus and the column above it.
        return ((focus + 1).saturating_sub(room).min(count - room), room);
    }
    // Both ends cut, the focus on the window's last line, as far down as it goes.
    let shown = room - 2;
    let first = (focus + 1).saturating_sub(shown);
    if first <= 1 {
        // Only the end below is cut (one column above would take its own marker line): one
        // more line for the columns.
        return (0, room - 1);
    }
    if first + shown + 1 >= count {
        // Only the top is cut (or one column below would take its own marker line).
        let shown = room - 1;
        return (count - shown, shown);
    }
    (first, shown)
}

#[cfg(test)]
mod tests {
    use super::{set_text, set_text_short, window};

    #[test]
    fn a_set_too_long_for_its_line_writes_its_runs_by_their_ends() {
        let set: u64 = 0b1_1101_1111; // 0 to 4, 6, 7, 8
        assert_eq!(set_text(set), "{0, 1, 2, 3, 4, 6, 7, 8}");
        assert_eq!(set_text_short(set, "-"), "{0-4, 6-8}");
        assert_eq!(set_text_short(0b1011, "-"), "{0, 1, 3}");
        assert_eq!(set_text_short(0, "-"), "{}");
    }

    #[test]
    fn the_window_holds_the_focus_and_its_marker_lines_within_the_room() {
        for count in 1..12 {
            for room in 1..12 {
                for focus in 0..count + 2 {
                    let (first, shown) = window(count, focus, room);
                    let above = usize::from(first > 0);
                    let below = usize::from(first + shown < count);
                    assert!(first + shown <= count, "{count} {room} {focus}");
                    let focus = focus.min(count - 1);
                    assert!(
                        (first..first + shown).contains(&focus),
                        "{count} {room} {focus}"
                    );
                    if count <= room {
                        assert_eq!((first, shown), (0, count));
                    } else if room >= 3 {
                        // Every line used: the columns and a marker for each end cut.
                        assert_eq!(shown + above + below, room, "{count} {room} {focus}");
                        // A marker never stands for one column: that column fits instead.
                        assert!(
                            first != 1 && count - first - shown != 1,
                            "{count} {room} {focus}"
                        );
                    } else {
                        assert_eq!(shown, room, "{count} {room} {focus}");
                    }
                }
            }
        }
    }
}

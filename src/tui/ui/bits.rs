//! Seed 002's trick on screen: at the column being filled, the three bitsets of taken rows,
//! diagonals and anti-diagonals, `free = ~(rows | diag | anti)`, and the lowest set bit the
//! search takes next (`free & -free`), less the rows this column has tried already (the loop's
//! `free ^= bit`). Bit r stands for row r. Read off the line counters,
//! which the playback keeps: a line reads +1 exactly when a queen holds it.

use ratatui::text::{Line, Span};
use unicode_width::UnicodeWidthStr;

use crate::board::Cell;
use crate::event::{Event, Line as BoardLine};
use crate::tui::app::App;
use crate::tui::app::quiz::Ask;

pub fn lines(app: &App, width: usize) -> Vec<Line<'static>> {
    let theme = &app.theme;
    let pb = &app.playback;
    let n = pb.board().n() as u32;
    let column = column(app);
    let counters = pb.counters();
    // The sets as the column's choice saw them: its own queen (if placed) holds none of them.
    let own = (0..n).find(|&r| pb.is_lizard(Cell::new(r, column)));
    let taken =
        |line: BoardLine, r: u32| Some(r) != own && counters.get(line, Cell::new(r, column)) > 0;
    let rows: Vec<bool> = (0..n).map(|r| taken(BoardLine::Row, r)).collect();
    let diag: Vec<bool> = (0..n).map(|r| taken(BoardLine::Diagonal, r)).collect();
    let anti: Vec<bool> = (0..n).map(|r| taken(BoardLine::AntiDiagonal, r)).collect();
    // The loop takes the lowest free row and clears its bit (`free ^= bit`) before the next:
    // the rows above the scan in this column were tried already (a taken-back queen's row
    // too), so they are out of `free` even though no line holds them any more.
    let scan = pb.cursor().filter(|c| c.col == column);
    // The scan's own row was tried once its lizard is gone: at the take-back, and on
    // (`done` after the last one) until the scan enters another cell.
    let unmarked = scan.is_some_and(|s| {
        !pb.is_lizard(s)
            && !matches!(
                pb.current(),
                Some(Event::Enter { .. } | Event::Reject { .. })
            )
    });
    let tried: Vec<bool> = (0..n)
        .map(|r| {
            let open = !(rows[r as usize] || diag[r as usize] || anti[r as usize]);
            open && scan.is_some_and(|s| r < s.row || (r == s.row && unmarked))
        })
        .collect();
    let free: Vec<bool> = (0..n as usize)
        .map(|r| !(rows[r] || diag[r] || anti[r] || tried[r]))
        .collect();
    let lowest = free.iter().position(|&f| f);
    // Two characters a bit when they fit, else one.
    let spaced = 6 + 2 * n as usize <= width;
    let bits = |set: &[bool]| -> String {
        set.iter()
            .map(|&b| if b { "1" } else { "0" })
            .collect::<Vec<_>>()
            .join(if spaced { " " } else { "" })
    };
    let row_index: String = (0..n)
        .map(|r| (r % 10).to_string())
        .collect::<Vec<_>>()
        .join(if spaced { " " } else { "" });
    let mut out = vec![
        Line::from(Span::styled(
            crate::t!("bits-row", index = row_index),
            theme.dim(),
        )),
        Line::from(vec![
            Span::styled("rows  ", theme.label()),
            Span::raw(bits(&rows)),
        ]),
        Line::from(vec![
            Span::styled("diag  ", theme.label()),
            Span::raw(bits(&diag)),
        ]),
        Line::from(vec![
            Span::styled("anti  ", theme.label()),
            Span::raw(bits(&anti)),
        ]),
        Line::from(vec![
            Span::styled("tried ", theme.label()),
            Span::raw(bits(&tried)),
        ]),
        Line::from(vec![
            Span::styled("free  ", theme.key()),
            Span::styled(bits(&free), theme.key()),
        ]),
    ];
    out.push(Line::from(Span::styled(
        "free = ~(rows | diag | anti) & ~tried".to_string(),
        theme.dim(),
    )));
    let pick = match (lowest, own) {
        // The quiz asks this very row: the class reads it off `free`, the panel does not say it.
        _ if app.question().is_some() => crate::t!("bits-asked"),
        (Some(r), Some(q)) if r as u32 == q => crate::t!("bits-queen-went", row = r.to_string()),
        (Some(r), _) => crate::t!("bits-lowest", row = r.to_string()),
        (None, _) => crate::t!("bits-none"),
    };
    // Where the whole line does not fit (a narrow side panel, a French one), its first
    // clause does: "free & -free: row 2", the row the quiz asks for.
    let pick = if pick.width() > width {
        pick.split([',', '，'])
            .next()
            .map_or_else(String::new, str::to_owned)
    } else {
        pick
    };
    out.push(Line::from(pick));
    out
}

pub fn title(app: &App) -> String {
    crate::t!("bits-title", column = column(app).to_string())
}

/// The column the sets are shown for: the scan's, or the one a row question asks about
/// (asked with the scan still on the column before, whose sets would mislead the class).
fn column(app: &App) -> u32 {
    match app.question() {
        Some(Ask::Row { col, .. }) => col,
        _ => app.playback.cursor().map_or(0, |c| c.col),
    }
}

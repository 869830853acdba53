//! The race screen: two boards side by side, each with its counts and its sentence, and the
//! closing table once both searches are over; `?` lists the keys over it. Counts flow to the
//! width of a half and the table closes up its columns, so at 80 x 24 nothing is cut.
//!
//! ```text
//!  lizards race · 8 x 8, 0 trees, p = 8 · by events · paused
//!  backtrack                      │ backjump-safe
//!   grid                          │  grid
//!  placed 12  backtracks 4 ...    │ placed 12  backtracks 3 ...
//!  sentence                       │ sentence
//!  closing table, or the keys (then `? more keys` if not all fit)
//! ```

use std::time::Duration;

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph, Widget};
use unicode_width::UnicodeWidthStr;

use super::{MIN_HEIGHT, MIN_WIDTH, flow::flow, grid, narration};
use crate::event::Outcome;
use crate::tui::app::SPEEDS;
use crate::tui::race::{Pace, Race, Standing};
use crate::tui::theme::Theme;

/// A key of the race: the keys as the footer shows them, and the message ids of what the
/// footer calls it (`race-footer-{id}`) and what the `?` list says it does (`race-key-{id}`).
struct Key {
    keys: &'static str,
    id: &'static str,
}

impl Key {
    fn label(&self) -> String {
        crate::i18n::tr(&format!("race-footer-{}", self.id))
    }

    fn action(&self) -> String {
        crate::i18n::tr(&format!("race-key-{}", self.id))
    }
}

const fn key(keys: &'static str, id: &'static str) -> Key {
    Key { keys, id }
}

/// Every key the race binds, in the order the footer and the `?` list show them.
const KEYS: &[Key] = &[
    key("Space", "play"),
    key("→ ←", "step"),
    key("w", "pace"),
    key("End", "end"),
    key("+ -", "speed"),
    key("t", "colours"),
    key("l", "language"),
    key("x", "save"),
    key("?", "keys"),
    key("q Esc", "quit"),
];

/// The footer's keys, as many as fit in `width`; when some do not, `? more keys` ends it.
/// `q` is never dropped; it says "back" in a race the app's `R` opened, where it goes back
/// to the app. `Space` says what it does now: pause while the race plays.
fn footer(theme: &Theme, width: u16, back: bool, playing: bool) -> Line<'static> {
    let label = |k: &Key| {
        if back && k.id == "quit" {
            crate::i18n::tr("race-footer-back")
        } else if playing && k.id == "play" {
            crate::i18n::tr("race-footer-pause")
        } else {
            k.label()
        }
    };
    let entry = |k: &Key, label: String| {
        [
            Span::styled(theme.keys(k.keys).into_owned(), theme.key()),
            Span::raw(format!(" {label}  ")),
        ]
    };
    // The keys as drawn: in ASCII an arrow is a word (`Right`), wider than `→`.
    let cost = |k: &Key, label: &str| theme.keys(k.keys).width() + 1 + label.width() + 2;
    let room = width as usize + 2;
    if KEYS.iter().map(|k| cost(k, &label(k))).sum::<usize>() <= room {
        return Line::from(
            KEYS.iter()
                .flat_map(|k| entry(k, label(k)))
                .collect::<Vec<_>>(),
        );
    }
    let (help, quit) = (&KEYS[KEYS.len() - 2], &KEYS[KEYS.len() - 1]);
    let more = crate::i18n::tr("race-footer-more");
    let mut used = cost(help, &more) + cost(quit, &label(quit));
    let mut spans: Vec<Span> = KEYS[..KEYS.len() - 2]
        .iter()
        .take_while(|k| {
            used += cost(k, &label(k));
            used <= room
        })
        .flat_map(|k| entry(k, label(k)))
        .collect();
    spans.extend(entry(quit, label(quit)));
    spans.extend(entry(help, more));
    Line::from(spans)
}

/// The `?` list over the race: every key and what it does. An action too long for the
/// window wraps under itself (never back to the key column), and the box grows to hold every
/// line, so `?` and `q` are never lost below it.
fn keys_overlay(theme: &Theme, area: Rect, buf: &mut Buffer) {
    // As wide as the widest key and a space: `--ascii` spells the arrows out ("Right Left",
    // "Droite Gauche"), which ran into their actions in a column of 8.
    let key_column = KEYS
        .iter()
        .map(|k| theme.keys(k.keys).width() + 1)
        .max()
        .unwrap_or(0)
        .max(8);
    let widest = KEYS
        .iter()
        .map(|k| key_column + k.action().width())
        .max()
        .unwrap_or(0);
    let width = (widest + 4).min(area.width as usize);
    let text_width = width.saturating_sub(4 + key_column).max(8);
    let mut lines: Vec<Line> = Vec::new();
    for k in KEYS {
        for (i, part) in super::wrap::lines(&k.action(), text_width)
            .into_iter()
            .enumerate()
        {
            let keys = if i == 0 {
                pad_right(&theme.keys(k.keys), key_column)
            } else {
                " ".repeat(key_column)
            };
            lines.push(Line::from(vec![
                Span::styled(keys, theme.key()),
                Span::raw(part),
            ]));
        }
    }
    let height = lines.len() as u16 + 2;
    let popup = Rect::new(
        area.x + area.width.saturating_sub(width as u16) / 2,
        area.y + area.height.saturating_sub(height) / 2,
        width as u16,
        height.min(area.height),
    );
    super::popup::clear(popup, buf);
    Paragraph::new(lines)
        .block(
            Block::bordered()
                .border_set(theme.border())
                .title(crate::i18n::tr("race-keys-title"))
                .title_bottom(Line::from(Span::styled(
                    crate::i18n::tr("race-keys-close"),
                    theme.dim(),
                ))),
        )
        .render(popup, buf);
}

fn outcome(standing: &Standing) -> String {
    if standing.illegal {
        return crate::i18n::tr("race-outcome-illegal");
    }
    crate::i18n::tr(match standing.outcome {
        Outcome::Found => "race-outcome-found",
        Outcome::Exhausted => "race-outcome-exhausted",
        Outcome::Cancelled => "race-outcome-cancelled",
        Outcome::GaveUp => "race-outcome-gave-up",
    })
}

/// `text` padded with spaces to `width` terminal columns, on the right or on the left: a
/// Chinese character takes two, so `format!`'s char counts would misalign the columns.
fn pad_right(text: &str, width: usize) -> String {
    format!("{text}{}", " ".repeat(width.saturating_sub(text.width())))
}

fn pad_left(text: &str, width: usize) -> String {
    format!("{}{text}", " ".repeat(width.saturating_sub(text.width())))
}

/// The closing table: one line per side, the numbers `solve --stats` prints. Each column is
/// as wide as its widest cell; when they do not all fit in `width` even one space apart, the
/// table goes on below in a second block (each block names the sides again), so no number
/// is ever cut.
/// The closing table's counts as the sides' panels show them: from the events each side
/// played, all of them once it is over. A search's own statistics may count otherwise (BFS
/// counts the boards it queues with a lizard, where its events show each board it takes
/// out, lizard by lizard: 2,322 against 11,074 on the lesson board), and a table under the
/// panels must not contradict them. Nodes, time and outcome stay the headless run's.
fn shown_counts(race: &Race, results: &[Standing; 2]) -> [Standing; 2] {
    let mut shown = *results;
    for (standing, side) in shown.iter_mut().zip(&race.sides) {
        let pb = &side.playback;
        if pb.finished() && pb.position() == pb.received() {
            let t = pb.tally();
            standing.placements = t.placements;
            standing.backtracks = t.unmarks;
            standing.backjumps = t.backjumps;
            standing.prunes = t.prunes;
        }
    }
    shown
}

/// A search's time in the closing table, to three significant figures: the searches of a
/// lesson board take well under a millisecond, and "0.000 s" beside "0.001 s" read as if
/// the one that did fifty times the work were the faster.
fn search_time(t: Duration) -> String {
    let ms = t.as_secs_f64() * 1000.0;
    if ms >= 1000.0 {
        return crate::t!(
            "race-seconds",
            seconds = crate::i18n::decimal(ms / 1000.0, 3)
        );
    }
    let places = match ms {
        ms if ms >= 100.0 => 0,
        ms if ms >= 10.0 => 1,
        ms if ms >= 1.0 => 2,
        _ => 3,
    };
    crate::t!("race-milliseconds", ms = crate::i18n::decimal(ms, places))
}

pub fn table(race: &Race, results: &[Standing; 2], width: u16) -> Vec<Line<'static>> {
    let theme = &race.sides[0].theme;
    let results = &shown_counts(race, results);
    let names = &race.names;
    let name_width = names.iter().map(|n| n.width()).max().unwrap_or(0);
    let count = |n: u64| crate::i18n::count(n);
    let heading = |id: &str| crate::i18n::tr(&format!("race-column-{id}"));
    // (heading, the two cells, right-aligned)
    let columns: Vec<(String, [String; 2], bool)> = vec![
        (
            heading("placements"),
            results.map(|r| count(r.placements)),
            true,
        ),
        (
            heading("backtracks"),
            results.map(|r| count(r.backtracks)),
            true,
        ),
        (
            heading("backjumps"),
            results.map(|r| count(r.backjumps)),
            true,
        ),
        (heading("prunes"), results.map(|r| count(r.prunes)), true),
        (
            heading("nodes"),
            // A recording counts its nodes from its `enter`, `dequeue` or `move` events: a
            // stream of places and removes alone has none to count, which is not zero work.
            results.map(|r| match r.nodes {
                0 if r.time.is_none() && r.placements > 0 => "–".to_owned(),
                n => count(n),
            }),
            true,
        ),
        (
            heading("time"),
            results.map(|r| {
                r.time
                    .map_or(crate::i18n::tr("race-not-timed"), search_time)
            }),
            true,
        ),
        (heading("outcome"), results.map(|r| outcome(&r)), false),
    ];
    let widths: Vec<usize> = columns
        .iter()
        .map(|(h, cells, _)| {
            cells
                .iter()
                .map(|c| c.width())
                .max()
                .unwrap_or(0)
                .max(h.width())
        })
        .collect();
    // Two spaces between columns, or one if that keeps the table on one block, unless the
    // numbers hold spaces themselves (French writes 1 474): one space would run two
    // columns' numbers together.
    let grouped = |cell: &String| {
        let chars: Vec<char> = cell.chars().collect();
        chars
            .windows(3)
            .any(|w| w[0].is_ascii_digit() && w[1].is_whitespace() && w[2].is_ascii_digit())
    };
    let spaced = columns
        .iter()
        .any(|(_, cells, _)| cells.iter().any(grouped));
    let one_block = |gap: usize| name_width + widths.iter().map(|w| gap + w).sum::<usize>();
    let gap = if !spaced && one_block(2) > width as usize && one_block(1) <= width as usize {
        1
    } else {
        2
    };
    // Blocks of consecutive columns that fit beside the names.
    let mut blocks: Vec<std::ops::Range<usize>> = Vec::new();
    let mut start = 0;
    let mut used = name_width;
    for (i, w) in widths.iter().enumerate() {
        if i > start && used + gap + w > width as usize {
            blocks.push(start..i);
            start = i;
            used = name_width;
        }
        used += gap + w;
    }
    blocks.push(start..columns.len());
    let cell = |text: &str, w: usize, right: bool| {
        if right {
            pad_left(text, gap + w)
        } else {
            format!("{}{}", " ".repeat(gap), pad_right(text, w))
        }
    };
    let mut lines = Vec::new();
    for block in blocks {
        let heading: String = block
            .clone()
            .map(|c| cell(&columns[c].0, widths[c], columns[c].2))
            .collect();
        lines.push(Line::from(Span::styled(
            format!("{}{heading}", " ".repeat(name_width)),
            theme.dim(),
        )));
        for (side, name) in names.iter().enumerate() {
            let row: String = block
                .clone()
                .map(|c| cell(&columns[c].1[side], widths[c], columns[c].2))
                .collect();
            lines.push(Line::from(vec![
                Span::styled(pad_right(name, name_width), theme.key()),
                Span::raw(row),
            ]));
        }
    }
    lines
}

impl Widget for &Race {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let _speaking = crate::i18n::speak(self.sides[0].lang, self.sides[0].theme.ascii);
        draw(self, area, buf);
        if self.sides[0].theme.ascii {
            super::ascii::transliterate(area, buf);
        }
    }
}

/// The race screen, in whatever characters its parts chose.
fn draw(race: &Race, area: Rect, buf: &mut Buffer) {
    let theme = &race.sides[0].theme;
    if area.width < MIN_WIDTH || area.height < MIN_HEIGHT {
        super::small::render(theme, &crate::t!("small-then-race"), area, buf);
        return;
    }
    // Once both searches are over, the closing table above the last line.
    let table_lines: Vec<Line> = if race.over() {
        match &race.results {
            Some(results) => table(race, results, area.width),
            None => vec![Line::from(crate::i18n::tr("race-timing"))],
        }
    } else {
        Vec::new()
    };
    // The last line: what a key just did (`x`: the frame saved), or the keys, whatever the
    // size and however tall the table.
    // A status wraps between words, as the app's footer does, on up to three lines.
    let last_lines: Vec<Line> = match &race.status {
        Some(status) => super::wrap::within(status, area.width.into(), 3, "…")
            .into_iter()
            .map(|line| Line::from(Span::styled(line, theme.key())))
            .collect(),
        None => vec![footer(theme, area.width, race.opened_by_app, race.playing)],
    };
    let [title, body, table_area, last] = area.layout(&Layout::vertical([
        Constraint::Length(1),
        Constraint::Fill(1),
        // A third of the screen at most.
        Constraint::Length((table_lines.len() as u16).min(area.height / 3)),
        Constraint::Length(last_lines.len() as u16),
    ]));
    let width = title
        .width
        .saturating_sub(super::marker_room(race.recording));
    title_line(race, width).render(Rect { width, ..title }, buf);
    let [left, right] = body.layout(&Layout::horizontal([
        Constraint::Fill(1),
        Constraint::Fill(1),
    ]));
    // Both halves give their counts and their sentence the same rows, so the counts of the
    // two sides stand level however long either sentence is: as many as the narrower half
    // (the left gives a column to its separator and one to the space before it) needs.
    let narrower = left.width.saturating_sub(2).min(right.width).max(1);
    let sentences = race.sides.each_ref().map(narration::text);
    let mut rows = (
        race.sides
            .iter()
            .map(|app| side_stats(app, narrower).len() as u16)
            .max()
            .unwrap_or(1),
        sentences
            .iter()
            .map(|sentence| narration::height(sentence, narrower).clamp(1, 4))
            .max()
            .unwrap_or(1),
    );
    // Once the closing table is up it tells each side's work: where the grids would be cut
    // to make room for it, the sentences go first, then the counts the table repeats.
    if race.over() && race.results.is_some() {
        let n = race.sides[0].playback.board().n() as u32;
        let tall = Rect::new(0, 0, narrower, u16::MAX / 2);
        // The grid whole at its smallest cells: larger ones are a nicety the table may take.
        // A grid too wide to show whole still shows more of its rows for the room.
        let (_, grid_height) = grid::shape(n, tall, true).size();
        // The side's title row, then the grid, counts and sentence.
        let room = |(stats, sentence): (u16, u16)| {
            body.height.saturating_sub(1 + stats + sentence) >= grid_height
        };
        if !room(rows) {
            rows.1 = 0;
        }
        if !room(rows) {
            rows.0 = 0;
        }
    }
    for ((i, half), sentence) in [left, right].into_iter().enumerate().zip(sentences) {
        side(race, i, half, (rows, narrower), sentence, buf);
    }
    Paragraph::new(table_lines).render(table_area, buf);
    Paragraph::new(last_lines).render(last, buf);
    if race.help {
        keys_overlay(theme, area, buf);
    }
}

/// The title: the board, the pace and the state; shorter words when the long ones would not
/// fit, so the state always shows.
fn title_line(race: &Race, width: u16) -> Line<'static> {
    let theme = &race.sides[0].theme;
    let board = race.sides[0].playback.board();
    let state = crate::i18n::tr(if race.over() {
        "race-finished"
    } else if race.to_end {
        "race-running"
    } else if race.playing {
        "race-playing"
    } else {
        "race-paused"
    });
    let dot = theme.dot();
    let (n, p) = (board.n(), race.sides[0].lizards);
    let trees = crate::t!(
        "race-board",
        n = n.to_string(),
        trees = board.tree_count() as u64,
        p = p.to_string()
    );
    let open = crate::t!("race-board-open", n = n.to_string(), p = p.to_string());
    // An open board says no "0 trees", in every form of the title.
    let board_words = if board.tree_count() == 0 {
        &open
    } else {
        &trees
    };
    let (pace, short_pace) = match race.pace {
        Pace::Events => (
            crate::i18n::tr("race-pace-events"),
            crate::i18n::tr("race-pace-events"),
        ),
        Pace::Work => (
            crate::i18n::tr("race-pace-work"),
            crate::i18n::tr("race-pace-work-short"),
        ),
    };
    // The pace after `+` / `-`, which a class on a projector cannot tell from the moves alone.
    let speed = super::stats::speed_text(SPEEDS[race.speed.min(SPEEDS.len() - 1)]);
    let line = |name: bool, pace: Option<&str>, board: &str, speed_shown: bool| {
        let mut words = Vec::new();
        if name {
            words.push(race.sides[0].source.name());
        }
        words.push(board.to_owned());
        words.extend(pace.map(str::to_owned));
        if speed_shown {
            words.push(speed.clone());
        }
        Line::from(vec![
            Span::styled(crate::i18n::tr("race-title"), theme.highlight()),
            Span::raw(format!(" {} {dot} ", words.join(&format!(" {dot} ")))),
            Span::styled(state.clone(), theme.key()),
        ])
    };
    // The full title, then shorter words, then without the tree count (the grids show the
    // trees), then without the board's name, the speed and the pace: the state always shows.
    let short = Some(short_pace.as_str());
    let candidates = [
        line(true, Some(&pace), board_words, true),
        line(true, short, board_words, true),
        line(true, short, &open, true),
        line(false, short, board_words, true),
        line(false, short, &open, true),
        line(false, short, &open, false),
        line(false, None, &open, false),
    ];
    let fits = candidates
        .iter()
        .position(|l| l.width() <= width as usize)
        .unwrap_or(candidates.len() - 1);
    candidates.into_iter().nth(fits).expect("a title")
}

/// A side's counts: whole items on as many lines as the half needs, a number never cut.
/// They are the app's own for that search ([`stats::work`](super::stats::work)): BFS takes
/// lizards off for the next board of its queue and never backtracks, and annealing goes down
/// no path, so neither side says "backtracks" or "depth" where the app says "unmarks" and
/// "on board"; the closing table below keeps one column of each for both.
fn side_stats(app: &crate::tui::app::App, width: u16) -> Vec<Line<'static>> {
    let theme = &app.theme;
    let t = app.playback.tally();
    let status = if app.search_over() {
        crate::i18n::tr("race-done")
    } else {
        String::new()
    };
    let work = super::stats::work(app)
        .into_iter()
        .map(|(key, n)| crate::t!(key, n = n))
        .collect::<Vec<_>>()
        .join("  ");
    flow(
        vec![
            Line::from(work),
            Line::from(vec![
                Span::raw(crate::t!(
                    "race-events",
                    events = app.playback.position(),
                    solutions = t.solutions
                )),
                Span::raw("  "),
                Span::styled(status, theme.key()),
            ]),
        ],
        width,
    )
}

/// One half of the race; `rows`: the rows its counts and its `sentence` take.
/// One half: its grid, counts and sentence in `rows` (counts, sentence), the grid's cells
/// sized for `narrower` columns, so that both halves draw cells of one size and their rows
/// stand level.
fn side(
    race: &Race,
    i: usize,
    area: Rect,
    (rows, narrower): ((u16, u16), u16),
    sentence: String,
    buf: &mut Buffer,
) {
    let app = &race.sides[i];
    let theme = &app.theme;
    let block = Block::new()
        .borders(if i == 0 {
            Borders::RIGHT
        } else {
            Borders::NONE
        })
        .border_set(theme.border())
        // A column of space before the separator, so a count never touches it.
        .padding(ratatui::widgets::Padding::right(u16::from(i == 0)))
        .title(Span::styled(format!(" {} ", race.names[i]), theme.title()));
    let inner = block.inner(area);
    block.render(area, buf);
    let stats = side_stats(app, inner.width);
    let (stats_rows, narration_rows) = rows;
    let [grid_area, stats_area, narration_area] = inner.layout(&Layout::vertical([
        Constraint::Fill(1),
        Constraint::Length(stats_rows),
        Constraint::Length(narration_rows),
    ]));
    let n = app.playback.board().n() as u32;
    let sized = Rect {
        width: grid_area.width.min(narrower),
        ..grid_area
    };
    let shape = grid::shape(n, sized, app.compact);
    let (w, h) = shape.size();
    let x = grid_area.x + grid_area.width.saturating_sub(w) / 2;
    let rect = Rect::new(
        x,
        grid_area.y,
        grid_area.right() - x,
        h.min(grid_area.height),
    );
    grid::render(app, shape, rect, buf);
    Paragraph::new(stats).render(stats_area, buf);
    narration::render(app, sentence, narration_area, buf);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_search_time_keeps_three_figures_down_to_microseconds() {
        let _en = crate::i18n::Scope::enter(crate::i18n::Lang::En);
        let at = |micros: u64| search_time(Duration::from_micros(micros));
        assert_eq!(at(412), "0.412 ms");
        assert_eq!(at(3_270), "3.27 ms");
        assert_eq!(at(41_200), "41.2 ms");
        assert_eq!(at(412_000), "412 ms");
        assert_eq!(at(1_234_000), "1.234 s");
        assert_eq!(at(0), "0.000 ms");
    }
}

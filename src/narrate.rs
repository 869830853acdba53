//! Plain sentences for events, and each algorithm's pseudocode with the line an event belongs
//! to. UI-free, so the words are tested like any other output. The words themselves are in
//! the catalogues (`locales/`), in the language the thread speaks ([`crate::i18n`]).

mod prune;
pub mod segments;
pub mod words;

use crate::board::Cell;
use crate::event::{Bound, Event, Line, Lines, Outcome};
use crate::playback::Playback;
use crate::solve::Algorithm;
use crate::solve::backtrack::Pruning;
use crate::t;

/// "a, b and c" in the current language.
pub fn join(parts: &[String]) -> String {
    match parts {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => {
            // Chinese sets a number apart from the characters around it ("为 0 和 0 号对角线"),
            // as "第 4 行" does; the catalogue's 和 takes no space beside a word.
            let zh = crate::i18n::current() == crate::i18n::Lang::Zh;
            // A cell "(3, 4)" is set apart as a number is.
            let numeric = |c: char| c.is_ascii_digit() || c == '-' || c == '+' || c == '(';
            let mut rest = rest.join(&crate::i18n::tr("list-comma"));
            if zh && rest.ends_with(|c: char| c.is_ascii_digit() || c == ')') {
                rest.push(' ');
            }
            let last = if zh && last.starts_with(numeric) {
                format!(" {last}")
            } else {
                last.clone()
            };
            t!("list-and", rest = rest, last = last)
        }
    }
}

/// "row 3", "anti-diagonal 7": a line by its name and its key.
pub fn line_name(line: Line, key: impl ToString) -> String {
    let id = match line {
        Line::Row => "line-row",
        Line::Column => "line-column",
        Line::Diagonal => "line-diagonal",
        Line::AntiDiagonal => "line-anti-diagonal",
    };
    t!(id, key = key.to_string())
}

/// [`lines_through`], or "no line" where there is none.
pub fn lines_or_none(cell: Cell, lines: Lines) -> String {
    if lines.is_empty() {
        t!("lines-none")
    } else {
        lines_through(cell, lines)
    }
}

/// "row 3, column 4, diagonal -1 and anti-diagonal 7".
fn lines_through(cell: Cell, lines: Lines) -> String {
    let parts: Vec<String> = lines.iter().map(|l| line_name(l, l.key(cell))).collect();
    join(&parts)
}

/// How many lines there are, for the verb to agree with.
fn count(lines: Lines) -> u32 {
    lines.iter().count() as u32
}

/// A count with thousands separators, as the command line prints it: 65,564. (The screen
/// groups digits for its language: [`crate::i18n::count`].)
pub fn thousands(n: u64) -> String {
    crate::i18n::numbers::grouped(crate::i18n::Lang::En, n)
}

/// "1 lizard", "3 lizards", as the command line prints it.
pub fn plural(n: impl Into<u64>, one: &str) -> String {
    let n: u64 = n.into();
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{} {one}s", thousands(n))
    }
}

/// [`sentence`], told as `algorithm` means it: breadth-first search places and takes back
/// lizards only to show the next board of its queue, annealing places its greedy start.
pub fn sentence_for(algorithm: Algorithm, pb: &Playback, event: &Event) -> String {
    match (algorithm, *event) {
        (Algorithm::Bfs, Event::Place { cell, .. }) => {
            t!("narrate-bfs-place", cell = cell.to_string())
        }
        (Algorithm::Bfs, Event::Unmark { cell, .. }) => {
            t!("narrate-bfs-unmark", cell = cell.to_string())
        }
        (Algorithm::Sa, Event::Place { cell, .. }) => {
            t!("narrate-sa-place", cell = cell.to_string())
        }
        (Algorithm::Sa, Event::Unmark { cell, .. }) => {
            t!("narrate-sa-unmark", cell = cell.to_string())
        }
        (
            Algorithm::Bfs,
            Event::Prune {
                cell, left, room, ..
            },
        ) => prune::breadth_first(cell, left, room),
        // In the app and in snapshots breadth-first search has no clock, only its queue bound.
        (
            Algorithm::Bfs,
            Event::Done {
                outcome: Outcome::GaveUp,
            },
        ) => t!("narrate-bfs-gave-up", waiting = pb.frontier().waiting),
        (
            Algorithm::Sa,
            Event::Done {
                outcome: Outcome::GaveUp,
            },
        ) => t!("narrate-sa-gave-up"),
        _ => sentence(pb, event),
    }
}

/// One sentence saying what `event` did, read against the state right after it.
pub fn sentence(pb: &Playback, event: &Event) -> String {
    match *event {
        // A tree no lizard sees through has nothing to mask: no event follows to say so.
        Event::Enter { cell }
            if pb.board().is_tree(cell)
                && Line::ALL
                    .iter()
                    .all(|&line| pb.counters().get(line, cell) <= 0) =>
        {
            t!("narrate-enter-bare-tree", cell = cell.to_string())
        }
        Event::Enter { cell } => t!("narrate-enter", cell = cell.to_string()),
        Event::TreeMask { cell, lines } => t!(
            "narrate-tree-mask",
            cell = cell.to_string(),
            lines = lines_through(cell, lines),
            count = count(lines)
        ),
        Event::TreeUnmask { cell, lines } => t!(
            "narrate-tree-unmask",
            cell = cell.to_string(),
            lines = lines_through(cell, lines),
            count = count(lines)
        ),
        Event::Place { cell, .. } => t!(
            "narrate-place",
            row = cell.row.to_string(),
            col = cell.col.to_string(),
            lines = lines_through(cell, Lines::ALL)
        ),
        // A writer's reject where the board shows no line at +1 (restated from the board).
        Event::Reject { cell, lines } if lines.is_empty() => {
            t!("narrate-reject-clear", cell = cell.to_string())
        }
        Event::Reject { cell, lines } => {
            let why: Vec<String> = lines
                .iter()
                .map(|l| {
                    let line = line_name(l, l.key(cell));
                    match pb.attacker(cell, l) {
                        Some(a) => t!("narrate-reject-seen", line = line, attacker = a.to_string()),
                        None => t!("narrate-reject-line", line = line),
                    }
                })
                .collect();
            t!(
                "narrate-reject",
                cell = cell.to_string(),
                why = why.join(&crate::i18n::tr("list-semicolon"))
            )
        }
        // A stream that does not say which of its lines a tree masks (someone's own solver)
        // is told by the counters beside the board, so the sentence says what they show.
        Event::Unmark { cell, masked }
            if masked.is_empty() && pb.counters().lines_reading(cell, -1).is_empty() =>
        {
            t!("narrate-unmark", cell = cell.to_string())
        }
        Event::Unmark { cell, masked } => {
            let masked = if masked.is_empty() {
                pb.counters().lines_reading(cell, -1)
            } else {
                masked
            };
            t!(
                "narrate-unmark-masked",
                cell = cell.to_string(),
                lines = lines_through(cell, masked),
                count = count(masked)
            )
        }
        Event::Prune {
            cell,
            left,
            room,
            bound,
        } => prune::sentence(pb, cell, left, room, bound),
        Event::Backjump {
            from,
            to,
            conflicts,
        } => {
            let set: Vec<String> = (0..64)
                .filter(|k| conflicts >> k & 1 == 1)
                .map(|k| k.to_string())
                .collect();
            let set = set.join(", ");
            let column = to;
            let (from, to) = (from.to_string(), to.to_string());
            if event.steps_back() {
                match conflicts.checked_ilog2() {
                    Some(latest) => t!(
                        "narrate-step-back",
                        from = from,
                        to = to,
                        set = set,
                        latest = latest.to_string()
                    ),
                    None => t!("narrate-step-back-empty", from = from, to = to, set = set),
                }
            } else {
                match taken_back_by_jump(pb).into_iter().find(|c| c.col == column) {
                    Some(c) => t!(
                        "narrate-jump-culprit",
                        from = from,
                        to = to,
                        set = set,
                        culprit = c.to_string()
                    ),
                    None => t!("narrate-jump", from = from, to = to, set = set),
                }
            }
        }
        Event::Move {
            from,
            to,
            delta,
            accepted,
        } => {
            let change = match delta {
                d if d < 0 => "fewer",
                0 => "none",
                _ => "more",
            };
            let temperature = pb.annealing().temperature();
            let chance = crate::i18n::decimal(100.0 * (-(delta as f64) / temperature).exp(), 0);
            let (from, to) = (from.to_string(), to.to_string());
            let pairs = delta.unsigned_abs();
            match (accepted, delta > 0) {
                (true, false) => t!(
                    "narrate-move",
                    from = from,
                    to = to,
                    change = change,
                    pairs = pairs,
                    // Counted on the board, as the annealing panel counts it: a stream
                    // without `anneal` events never told the energy it started from.
                    energy = crate::validate::attacking_pairs(pb.board(), &pb.lizards())
                ),
                (true, true) => t!(
                    "narrate-move-uphill",
                    from = from,
                    to = to,
                    change = change,
                    pairs = pairs,
                    temperature = crate::i18n::decimal(temperature, 2),
                    chance = chance
                ),
                (false, _) => t!(
                    "narrate-move-refused",
                    from = from,
                    to = to,
                    change = change,
                    pairs = pairs,
                    temperature = crate::i18n::decimal(temperature, 2),
                    chance = chance
                ),
            }
        }
        Event::Anneal {
            energy,
            milli_kelvin,
        } => t!(
            "narrate-anneal",
            temperature = crate::i18n::decimal(milli_kelvin as f64 / 1000.0, 3),
            pairs = energy
        ),
        Event::Dequeue { depth, frontier } => {
            t!("narrate-dequeue", depth = depth, frontier = frontier)
        }
        Event::Level { depth, width } => t!(
            "narrate-level",
            depth = depth.to_string(),
            width = width,
            next = (depth + 1).to_string()
        ),
        Event::Solution => match pb.lizards_wanted() {
            0 => t!("narrate-solution-empty"),
            1 => t!("narrate-solution-one"),
            p => t!("narrate-solution-all", p = p.to_string()),
        },
        Event::Done { outcome } => match outcome {
            Outcome::Found => t!("narrate-done-found"),
            Outcome::Exhausted
                if pb.tally().solutions == 0 && pb.lizards_wanted() as usize > free_cells(pb) =>
            {
                // Annealing ends this way too, before any move: there is nothing to search.
                t!(
                    "narrate-done-too-few-cells",
                    free = free_cells(pb),
                    lizards = pb.lizards_wanted()
                )
            }
            Outcome::Exhausted if pb.tally().solutions == 0 => {
                t!("narrate-done-none", lizards = pb.lizards_wanted())
            }
            Outcome::Exhausted => t!("narrate-done-all", solutions = pb.tally().solutions),
            Outcome::Cancelled => t!("narrate-done-cancelled"),
            Outcome::GaveUp => t!("narrate-done-gave-up"),
        },
    }
}

/// The cells of the board shown that are not trees: a lizard needs one each.
fn free_cells(pb: &Playback) -> usize {
    let board = pb.board();
    board.n() * board.n() - board.tree_count()
}

/// A bound's name in four characters, for the event log and the stack.
pub fn bound_tag(bound: Bound) -> &'static str {
    match bound {
        Bound::Columns => "cols",
        Bound::Segments => "segs",
        Bound::RowsColumns => "r×c",
        Bound::Diagonals => "d×a",
        Bound::Memo => "seen",
        Bound::Cover => "4way",
        Bound::Cells => "cells",
    }
}

/// What each bound of the ladder adds, in one plain line (the footer says it when `c` climbs).
pub fn bound_summary(bound: Pruning) -> String {
    // Short enough that "bound segments: " and the summary fit an 80-column footer.
    t!(&format!("bound-summary-{}", bound.name()))
}

/// [`tag`], told as `algorithm` means it: breadth-first search cuts on the cells without a
/// tree from its cell on, not on segments; and neither it nor annealing goes back along a
/// path, so the lizards they draw on the grid and wipe from it (to show the next board of
/// the queue, or a start over) are `add` and `remove`, never backtracking's `place` and
/// `unmark`.
pub fn tag_for(algorithm: Algorithm, event: &Event) -> String {
    let drawn = matches!(algorithm, Algorithm::Bfs | Algorithm::Sa);
    match (algorithm, *event) {
        (_, Event::Place { cell, .. }) if drawn => format!("{}{cell}", verb("add")),
        (_, Event::Unmark { cell, .. }) if drawn => format!("{}{cell}", verb("remove")),
        (
            Algorithm::Bfs,
            Event::Prune {
                cell, left, room, ..
            },
        ) => format!("{}{cell} {left}>{room} {}", verb("prune"), t!("tag-cells")),
        _ => tag(event),
    }
}

/// The log's words padded before what follows them ([`verb`]).
const VERBS: [&str; 17] = [
    "enter", "mask", "unmask", "place", "reject", "unmark", "add", "remove", "prune", "back",
    "jump", "move", "no-move", "anneal", "dequeue", "level", "done",
];

/// The column what follows a log's word starts in, in display columns (a Chinese character
/// takes two): 8, or one past the language's longest word (French `démasque` takes 8).
fn verb_column(lang: crate::i18n::Lang) -> usize {
    static COLUMNS: std::sync::OnceLock<[usize; 3]> = std::sync::OnceLock::new();
    let columns = COLUMNS.get_or_init(|| {
        crate::i18n::Lang::ALL.map(|lang| {
            VERBS
                .iter()
                .map(|id| {
                    let word = crate::i18n::format(lang, &format!("tag-{id}"), None);
                    unicode_width::UnicodeWidthStr::width(word.as_str()) + 1
                })
                .fold(8, usize::max)
        })
    });
    let k = crate::i18n::Lang::ALL
        .iter()
        .position(|&l| l == lang)
        .unwrap_or(0);
    columns[k]
}

/// The log's word for an event, in the screen's language, padded so that what follows it
/// starts in one column ([`verb_column`]).
fn verb(id: &str) -> String {
    debug_assert!(VERBS.contains(&id), "{id}");
    let word = t!(&format!("tag-{id}"));
    let width = unicode_width::UnicodeWidthStr::width(word.as_str());
    let column = verb_column(crate::i18n::current());
    format!("{word}{}", " ".repeat(column.saturating_sub(width).max(1)))
}

/// A short tag for the event log, in the screen's language. The line letters (`r c d a`)
/// and the bounds' tags are the same in every language: they are the counters' and the
/// `--bound` values' own names.
pub fn tag(event: &Event) -> String {
    match *event {
        Event::Enter { cell } => format!("{}{cell}", verb("enter")),
        Event::TreeMask { cell, lines } => format!("{}{cell} {}", verb("mask"), short(lines)),
        Event::TreeUnmask { cell, lines } => {
            format!("{}{cell} {}", verb("unmask"), short(lines))
        }
        Event::Place { cell, .. } => format!("{}{cell}", verb("place")),
        Event::Reject { cell, lines } => format!("{}{cell} {}", verb("reject"), short(lines)),
        Event::Unmark { cell, .. } => format!("{}{cell}", verb("unmark")),
        Event::Prune {
            cell,
            left,
            room,
            bound,
        } => {
            format!("{}{cell} {left}>{room} {}", verb("prune"), bound_tag(bound))
        }
        Event::Backjump { from, to, .. } => format!(
            "{}{} {from} -> {to}",
            verb(if event.steps_back() { "back" } else { "jump" }),
            t!("tag-col")
        ),
        Event::Move {
            to,
            delta,
            accepted,
            ..
        } => format!(
            "{}{to} {delta:+}",
            verb(if accepted { "move" } else { "no-move" })
        ),
        Event::Anneal {
            energy,
            milli_kelvin,
        } => format!(
            "{}E={energy} T={}",
            verb("anneal"),
            // "T=0,45" in French, as the narration and the statistics write it.
            crate::i18n::decimal(milli_kelvin as f64 / 1000.0, 2)
        ),
        Event::Dequeue { depth, frontier } => format!("{}d{depth} q{frontier}", verb("dequeue")),
        Event::Level { depth, width } => format!("{}{depth} w{width}", verb("level")),
        Event::Solution => t!("tag-solution"),
        Event::Done { outcome } => format!(
            "{}{}",
            verb("done"),
            t!(match outcome {
                Outcome::Found => "tag-found",
                Outcome::Exhausted => "tag-exhausted",
                Outcome::Cancelled => "tag-cancelled",
                Outcome::GaveUp => "tag-gaveup",
            })
        ),
    }
}

fn short(lines: Lines) -> String {
    lines
        .iter()
        .map(|l| match l {
            Line::Row => "r",
            Line::Column => "c",
            Line::Diagonal => "d",
            Line::AntiDiagonal => "a",
        })
        .collect()
}

/// The queens a backjump is taking back: the run of take-backs that ends at the current event
/// (or just before it, when the current event is the jump itself). Empty at other events.
/// They leave the board before the jump says why, so the grid keeps them as ghosts.
pub fn taken_back_by_jump(pb: &Playback) -> Vec<Cell> {
    let n = pb.board().n();
    let mut recent = pb.recent(n + 1).rev().peekable();
    match recent.peek() {
        Some(Event::Backjump { .. }) => {
            recent.next();
        }
        Some(Event::Unmark { .. }) => {}
        _ => return Vec::new(),
    }
    recent
        .map_while(|e| match *e {
            Event::Unmark { cell, .. } => Some(cell),
            _ => None,
        })
        .collect()
}

/// Whether line `line` (from 0) of `algorithm`'s pseudocode goes on over the next one, as
/// one statement: its English ends with a comma or an "and" (the other languages break the
/// same statements where their grammar does, so English decides for all).
pub fn pseudocode_continues(algorithm: Algorithm, line: usize) -> bool {
    let id = format!("code-{}-{}", algorithm.name(), line + 2);
    let text = crate::i18n::format(
        crate::i18n::Lang::En,
        &format!("code-{}-{}", algorithm.name(), line + 1),
        None,
    );
    let text = text.trim_end();
    crate::i18n::has(crate::i18n::Lang::En, &id) && (text.ends_with(',') || text.ends_with(" and"))
}

/// The pseudocode shown beside the grid, in the current language: `code-<name>-1`, `-2`, …
/// of the catalogue, as many lines as the English one has.
pub fn pseudocode(algorithm: Algorithm) -> Vec<String> {
    (1..)
        .map(|i| format!("code-{}-{i}", algorithm.name()))
        .take_while(|id| crate::i18n::has(crate::i18n::Lang::En, id))
        .map(|id| crate::i18n::tr(&id))
        .collect()
}

/// The pseudocode line (index into [`pseudocode`]) that `event` carries out.
pub fn pseudocode_line(algorithm: Algorithm, event: &Event) -> Option<usize> {
    let line = match (algorithm, event) {
        (_, Event::Done { .. }) => return None,
        (Algorithm::Backtrack, e) => match e {
            Event::Enter { .. } => 0,
            Event::Solution => 1,
            Event::Prune {
                bound:
                    Bound::Segments | Bound::RowsColumns | Bound::Diagonals | Bound::Cover | Bound::Memo,
                ..
            } => 2,
            Event::Prune {
                bound: Bound::Columns,
                ..
            } => 8,
            Event::TreeMask { .. } => 3,
            Event::Place { .. } => 4,
            Event::Unmark { .. } => 6,
            Event::Reject { .. } => 7,
            Event::TreeUnmask { .. } => 10,
            _ => return None,
        },
        (Algorithm::Queens, e) => match e {
            Event::Enter { .. } => 1,
            Event::Reject { .. } => 2,
            Event::Place { .. } => 3,
            Event::Unmark { .. } => 4,
            Event::Solution => 6,
            _ => return None,
        },
        (Algorithm::Backjump, e) => match e {
            Event::Enter { .. } => 1,
            Event::Reject { .. } => 2,
            Event::Place { .. } => 4,
            Event::Unmark { .. } | Event::Backjump { .. } => 5,
            Event::Solution => 8,
            _ => return None,
        },
        (Algorithm::Bfs, e) => match e {
            Event::Dequeue { .. } => 1,
            Event::Unmark { .. } | Event::Place { .. } => 2,
            Event::Solution => 3,
            Event::Enter { .. } => 4,
            Event::Prune { .. } => 5,
            Event::Reject { .. } => 7,
            Event::Level { .. } => 9,
            _ => return None,
        },
        (Algorithm::Sa, e) => match e {
            Event::Unmark { .. } | Event::Place { .. } => 0,
            Event::Solution => 2,
            Event::Move { .. } => 6,
            Event::Anneal { .. } => 8,
            _ => return None,
        },
        (Algorithm::BackjumpSafe, e) => match e {
            Event::Enter { .. } => 1,
            Event::Reject { .. } => 2,
            Event::Place { .. } => 4,
            Event::Backjump { .. } if e.steps_back() => 8,
            Event::Backjump { .. } => 6,
            Event::Unmark { .. } => 9,
            Event::Solution => 11,
            _ => return None,
        },
    };
    Some(line)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Board;

    /// What follows a log's word starts in one column for every word of a language, French
    /// `démasque` (eight letters) included.
    #[test]
    fn every_log_word_is_padded_to_one_column() {
        for lang in crate::i18n::Lang::ALL {
            let _scope = crate::i18n::Scope::enter(lang);
            let widths: std::collections::BTreeSet<usize> = VERBS
                .iter()
                .map(|id| unicode_width::UnicodeWidthStr::width(verb(id).as_str()))
                .collect();
            assert_eq!(widths.len(), 1, "{lang}: {widths:?}");
            assert!(widths.first() >= Some(&8), "{lang}: {widths:?}");
        }
    }

    /// The log says `add` and `remove` where breadth-first search and annealing draw a board,
    /// and keeps backtracking's `place` and `unmark` for the searches that go back.
    #[test]
    fn the_log_does_not_call_a_drawn_board_backtracking() {
        let cell = Cell::new(2, 4);
        let place = Event::Place {
            cell,
            masked: Lines::NONE,
        };
        let unmark = Event::Unmark {
            cell,
            masked: Lines::NONE,
        };
        for algorithm in [Algorithm::Bfs, Algorithm::Sa] {
            assert_eq!(tag_for(algorithm, &place), "add     (2, 4)");
            assert_eq!(tag_for(algorithm, &unmark), "remove  (2, 4)");
        }
        for algorithm in [Algorithm::Backtrack, Algorithm::Backjump] {
            assert_eq!(tag_for(algorithm, &place), "place   (2, 4)");
            assert_eq!(tag_for(algorithm, &unmark), "unmark  (2, 4)");
        }
    }

    #[test]
    fn a_chinese_list_sets_a_number_apart_after_he() {
        let _zh = crate::i18n::Scope::enter(crate::i18n::Lang::Zh);
        let lines = |names: &[&str]| join(&names.iter().map(|n| n.to_string()).collect::<Vec<_>>());
        assert_eq!(lines(&["第 4 行", "0 号对角线"]), "第 4 行和 0 号对角线");
        assert_eq!(lines(&["第 4 行", "第 4 列"]), "第 4 行和第 4 列");
        // A segment that ends on a cell is set apart from 和 as a number is.
        assert_eq!(
            lines(&["第 4 列从 (0, 4) 到 (3, 4)", "第 5 列"]),
            "第 4 列从 (0, 4) 到 (3, 4) 和第 5 列"
        );
        // A number before 和 is set apart too.
        assert_eq!(
            lines(&["0 号对角线为 0", "0 号反对角线为 0"]),
            "0 号对角线为 0 和 0 号反对角线为 0"
        );
        let _en = crate::i18n::Scope::enter(crate::i18n::Lang::En);
        assert_eq!(lines(&["row 4", "diagonal 0"]), "row 4 and diagonal 0");
    }

    #[test]
    fn place_and_reject_read_like_a_teacher() {
        let mut pb = Playback::new(Board::empty(8), 8);
        let lizard = Cell::new(3, 0);
        pb.push(Event::Place {
            cell: lizard,
            masked: Lines::NONE,
        });
        pb.forward();
        assert_eq!(
            sentence(&pb, &pb.current().unwrap()),
            "Placed a lizard at row 3, column 0: row 3, column 0, diagonal 3 and anti-diagonal 3 now read +1."
        );
        let reject = Event::Reject {
            cell: Cell::new(5, 2),
            lines: Lines::NONE.with(Line::Diagonal),
        };
        assert_eq!(
            sentence(&pb, &reject),
            "(5, 2) is unsafe: diagonal 3 reads +1, the lizard at (3, 0) sees it."
        );
    }

    #[test]
    fn a_tree_with_nothing_to_mask_says_so_when_the_scan_enters_it() {
        let _en = crate::i18n::Scope::enter(crate::i18n::Lang::En);
        let mut trees = vec![false; 36];
        trees[2 * 6 + 1] = true;
        let mut pb = Playback::new(Board::from_trees(6, trees), 4);
        let tree = Cell::new(2, 1);
        let enter = Event::Enter { cell: tree };
        assert!(
            sentence(&pb, &enter).contains("a tree: no line through it reads +1"),
            "{}",
            sentence(&pb, &enter)
        );
        // A lizard on the tree's row: the tree masks it, and the mask's own event says so.
        pb.push(Event::Place {
            cell: Cell::new(2, 0),
            masked: Lines::NONE,
        });
        pb.forward();
        assert_eq!(sentence(&pb, &enter), "The scan enters (2, 1).");
    }

    #[test]
    fn a_prune_says_which_bound_cut_and_its_numbers() {
        let pb = Playback::new(Board::empty(8), 8);
        let prune = |bound| Event::Prune {
            cell: Cell::new(2, 5),
            left: 5,
            room: 3,
            bound,
        };
        let said = |bound| sentence(&pb, &prune(bound));
        assert!(said(Bound::RowsColumns).contains("row or column segment"));
        assert!(said(Bound::Diagonals).contains("diagonal or anti-diagonal segment"));
        assert!(said(Bound::Memo).contains("a branch already searched"));
        assert!(said(Bound::Memo).contains("where 4 lizards did not fit"));
        assert!(said(Bound::Cover).contains("all four kinds"));
        assert!(said(Bound::Cover).contains("each knot holds one lizard at most"));
        assert!(said(Bound::Columns).contains("only columns 6 and 7 are left"));
        for bound in Bound::ALL {
            let s = said(bound);
            assert!(s.contains("5 lizards still to place"), "{s}");
            assert!(s.contains('3') || s.contains('4'), "{s}");
            // Words for graduates stay in the help's longer story, out of the sentence.
            for jargon in ["clique", "bipartite", "Lagrangian", "matching", "weighted"] {
                assert!(!s.contains(jargon), "{s}");
            }
            assert!(tag(&prune(bound)).ends_with(bound_tag(bound)));
            // Breadth-first search alone counts cells; backtrack cuts with the others.
            let algorithm = match bound {
                Bound::Cells => Algorithm::Bfs,
                _ => Algorithm::Backtrack,
            };
            let line = pseudocode_line(algorithm, &prune(bound)).unwrap();
            // The line, or the statement it starts (the seed's prune spans two lines).
            let all = pseudocode(algorithm);
            let code = all[line..].iter().take(2);
            assert!(code.clone().any(|l| l.contains("prune")), "{bound:?}");
        }
    }

    #[test]
    fn a_step_back_from_an_internal_dead_end_is_told_apart_from_a_jump() {
        let pb = Playback::new(Board::empty(8), 8);
        let jump = Event::Backjump {
            from: 5,
            to: 3,
            conflicts: 0b1011,
        };
        let step = Event::Backjump {
            from: 5,
            to: 4,
            conflicts: 0b1011,
        };
        assert!(sentence(&pb, &jump).contains("jump back to column 3, the latest"));
        assert!(sentence(&pb, &step).contains("step back to column 4, not 3"));
        let safe = Algorithm::BackjumpSafe;
        assert_ne!(pseudocode_line(safe, &jump), pseudocode_line(safe, &step));
        let line = |e| pseudocode(safe)[pseudocode_line(safe, e).unwrap()].clone();
        assert!(line(&jump).contains("jump to max"));
        assert!(line(&step).contains("step back"));
    }

    #[test]
    fn every_event_has_a_pseudocode_line_in_range() {
        let c = Cell::new(0, 0);
        let events = [
            Event::Enter { cell: c },
            Event::Place {
                cell: c,
                masked: Lines::NONE,
            },
            Event::Reject {
                cell: c,
                lines: Lines::ALL,
            },
            Event::Unmark {
                cell: c,
                masked: Lines::NONE,
            },
            Event::Solution,
        ];
        for algo in Algorithm::ALL {
            for e in &events {
                // Annealing neither scans cells nor rejects them.
                if algo == Algorithm::Sa && matches!(e, Event::Enter { .. } | Event::Reject { .. })
                {
                    continue;
                }
                let line = pseudocode_line(algo, e).unwrap();
                assert!(line < pseudocode(algo).len());
            }
        }
        let moves = Event::Move {
            from: c,
            to: Cell::new(1, 1),
            delta: -1,
            accepted: true,
        };
        assert!(pseudocode_line(Algorithm::Sa, &moves).unwrap() < pseudocode(Algorithm::Sa).len());
        let dequeue = Event::Dequeue {
            depth: 1,
            frontier: 2,
        };
        assert!(
            pseudocode_line(Algorithm::Bfs, &dequeue).unwrap() < pseudocode(Algorithm::Bfs).len()
        );
    }
}

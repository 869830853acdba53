//! The referee's and the fit check's reasons, and why a stream stopped, in the screen's
//! language. The referee and the solvers give their reasons as data (with an English
//! `Display` for the command line); the app re-says them here, one message a kind.

use crate::referee::{self, Reason};
use crate::solve::Unfit;
use crate::t;
use crate::tui::app::stopped::{Ended, Why};

/// The referee's reason for refusing an event.
pub fn referee(reason: &Reason) -> String {
    match reason {
        Reason::OffBoard { doing, cell, n } => t!(
            "referee-off-board",
            doing = doing.key(),
            cell = cell.to_string(),
            n = *n,
            last = n.saturating_sub(1)
        ),
        Reason::ColumnOffBoard { col, n } => {
            t!("referee-column-off-board", col = col.to_string(), n = *n)
        }
        Reason::OnTree { doing, cell } | Reason::OnLizard { doing, cell } => {
            let id = match reason {
                Reason::OnTree { .. } => "referee-on-tree",
                _ => "referee-on-lizard",
            };
            t!(id, doing = doing.key(), cell = cell.to_string())
        }
        Reason::Seen {
            doing,
            cell,
            other,
            line,
        } => t!(
            "referee-seen",
            doing = doing.key(),
            cell = cell.to_string(),
            other = other.to_string(),
            line = line.name()
        ),
        Reason::NoLizard { doing, cell } => t!(
            "referee-no-lizard",
            doing = doing.key(),
            cell = cell.to_string()
        ),
        Reason::Count { lizards, p } => t!("referee-count", lizards = *lizards, p = *p),
        Reason::SeeEachOther { cell, other, line } => t!(
            "referee-see-each-other",
            cell = cell.to_string(),
            other = other.to_string(),
            line = line.name()
        ),
        Reason::FailButFits { p: 0, .. } => t!("referee-fail-but-none"),
        Reason::FailButFits { p, example } => t!(
            "referee-fail-but-fits",
            p = *p,
            example = referee::cells(example)
        ),
        Reason::FoundWithoutSolution => t!("referee-found-without-solution"),
        Reason::RepeatedSolution => t!("referee-repeated-solution"),
        Reason::SamePlacement { solution } => t!("referee-same-placement", solution = *solution),
        Reason::AfterEnd => t!("referee-after-end"),
    }
}

/// Why an algorithm does not fit the board.
pub fn unfit(unfit: Unfit) -> String {
    let algorithm = unfit.algorithm().name();
    match unfit {
        Unfit::Trees { count, .. } => t!("unfit-trees", algorithm = algorithm, count = count),
        Unfit::NotQueens { n, p, .. } => {
            t!("unfit-not-queens", algorithm = algorithm, n = n, p = p)
        }
        Unfit::TooBig { max, .. } => t!("unfit-too-big", algorithm = algorithm, max = max),
    }
}

/// A line's fault in the screen's language: the protocol's fixed reasons have messages;
/// the others (which quote the line) are said as the command line says them.
fn said(detail: &str) -> String {
    let (reason, quoted) = crate::protocol::split_quoted(detail);
    let reason =
        crate::protocol::said_reason(reason).map_or_else(|| reason.to_owned(), |id| t!(id));
    match quoted {
        Some(text) => t!("protocol-line-reads", reason = reason, text = text),
        None => reason,
    }
}

/// Why a stream stopped short: the clause the narration's sentence at a stop ends with.
pub fn stop(why: &Why) -> String {
    match why {
        Why::Illegal(reason) => referee(reason),
        Why::Malformed {
            line,
            column,
            detail,
        } => t!(
            "replay-malformed",
            line = crate::i18n::count(*line),
            column = column.to_string(),
            detail = said(detail)
        ),
        Why::Unreadable(error) => t!("replay-unreadable", error = error.as_str()),
        Why::Unfinished => t!("replay-unfinished"),
        Why::Program { what, stderr, last } => {
            let stderr = match (stderr, last) {
                (Some(file), Some(last)) => t!(
                    "replay-program-stderr-in-last",
                    file = file.display().to_string(),
                    last = last.as_str()
                ),
                (Some(file), None) => t!(
                    "replay-program-stderr-in",
                    file = file.display().to_string()
                ),
                (None, _) => t!("replay-program-stderr-none"),
            };
            match what {
                Ended::OtherHeader => t!("replay-program-other-header", stderr = stderr),
                Ended::NotRunAgain(error) => t!(
                    "replay-program-not-run-again",
                    error = error.as_str(),
                    stderr = stderr
                ),
                Ended::Failed(Some(code)) => t!(
                    "replay-program-failed",
                    code = code.to_string(),
                    stderr = stderr
                ),
                Ended::Failed(None) => t!("replay-program-signal", stderr = stderr),
                Ended::FileLimit => t!("replay-program-file-limit", stderr = stderr),
                Ended::BadLine {
                    line,
                    column,
                    detail,
                } => t!(
                    "replay-program-bad-line",
                    line = crate::i18n::count(*line),
                    column = column.to_string(),
                    detail = said(detail),
                    stderr = stderr
                ),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    use super::*;

    #[test]
    fn the_protocols_fixed_reasons_are_said_in_the_screens_language() {
        for (text, id) in crate::protocol::SAID {
            let english = {
                let _en = Scope::enter(Lang::En);
                said(text)
            };
            assert_eq!(
                english, text,
                "{id}: the English message is the command line's"
            );
            for lang in [Lang::Fr, Lang::Zh] {
                let _lang = Scope::enter(lang);
                let there = said(text);
                assert!(
                    !there.is_empty() && there != text,
                    "{id} in {lang:?}: {there}"
                );
            }
        }
        // A reason that quotes the line is said as written.
        let _fr = Scope::enter(Lang::Fr);
        assert_eq!(
            said("n = 0 is not a board side"),
            "n = 0 is not a board side"
        );
    }

    use crate::board::Cell;
    use crate::event::Line;
    use crate::i18n::{Lang, Scope};
    use crate::referee::Doing;
    use crate::solve::Algorithm;
    use crate::tui::app::replay::{Stop, sentence};

    #[test]
    fn the_event_and_the_line_are_grouped_alike() {
        let stop = Stop {
            event: 3_039_351,
            line: 3_039_352,
            why: Why::Illegal(Reason::Count { lizards: 1, p: 2 }),
            cells: vec![Cell::new(0, 0)],
        };
        for (lang, event, line) in [
            (Lang::En, "3,039,351", "3,039,352"),
            (
                Lang::Fr,
                "3\u{202f}039\u{202f}351",
                "3\u{202f}039\u{202f}352",
            ),
        ] {
            let _lang = Scope::enter(lang);
            let said = sentence(&stop);
            assert!(said.contains(event) && said.contains(line), "{said:?}");
        }
    }

    /// One reason of each kind, with cells and numbers as wide as a classroom board makes them.
    fn reasons() -> Vec<Reason> {
        let (cell, other) = (Cell::new(12, 13), Cell::new(10, 11));
        let mut out = vec![
            Reason::ColumnOffBoard { col: 15, n: 14 },
            Reason::OnTree {
                doing: Doing::Place,
                cell,
            },
            Reason::OnLizard {
                doing: Doing::Place,
                cell,
            },
            Reason::OnTree {
                doing: Doing::Move,
                cell,
            },
            Reason::OnLizard {
                doing: Doing::Move,
                cell,
            },
            Reason::Count { lizards: 1, p: 2 },
            Reason::Count { lizards: 3, p: 2 },
            Reason::FailButFits {
                p: 1,
                example: vec![cell],
            },
            Reason::FailButFits {
                p: 4,
                example: vec![cell, other, Cell::new(0, 1), Cell::new(3, 4)],
            },
            Reason::FoundWithoutSolution,
            Reason::RepeatedSolution,
            Reason::SamePlacement { solution: 12 },
            Reason::FailButFits {
                p: 0,
                example: vec![],
            },
            Reason::AfterEnd,
        ];
        for doing in [Doing::Place, Doing::Remove, Doing::Move, Doing::Name] {
            out.push(Reason::OffBoard { doing, cell, n: 12 });
        }
        for doing in [Doing::Remove, Doing::Move] {
            out.push(Reason::NoLizard { doing, cell });
        }
        for line in Line::ALL {
            for doing in [Doing::Place, Doing::Move] {
                out.push(Reason::Seen {
                    doing,
                    cell,
                    other,
                    line,
                });
            }
            out.push(Reason::SeeEachOther { cell, other, line });
        }
        out
    }

    fn unfits() -> Vec<Unfit> {
        let algorithm = Algorithm::BackjumpSafe;
        vec![
            Unfit::Trees {
                algorithm,
                count: 1,
            },
            Unfit::Trees {
                algorithm,
                count: 1234,
            },
            Unfit::NotQueens {
                algorithm,
                n: 8,
                p: 7,
            },
            Unfit::TooBig { algorithm, max: 64 },
        ]
    }

    /// Every reason the screen can give, as the narration says it at a stop.
    fn stops() -> Vec<Stop> {
        let stderr = PathBuf::from("/tmp/lizards-watch-123456.stderr");
        let mut whys: Vec<Why> = reasons().into_iter().map(Why::Illegal).collect();
        whys.push(Why::Malformed {
            line: 12346,
            column: 17,
            detail: "expected a number".into(),
        });
        whys.push(Why::Unreadable("Is a directory (os error 21)".into()));
        for what in [
            Ended::OtherHeader,
            Ended::NotRunAgain("No such file or directory (os error 2)".into()),
            Ended::Failed(Some(3)),
            Ended::Failed(None),
            Ended::FileLimit,
            Ended::BadLine {
                line: 3,
                column: 14,
                detail: "EOF while parsing a string".into(),
            },
        ] {
            whys.push(Why::Program {
                what: what.clone(),
                stderr: Some(stderr.clone()),
                last: None,
            });
            whys.push(Why::Program {
                what,
                stderr: Some(stderr.clone()),
                last: Some("FileNotFoundError: 'b8t.txt'".into()),
            });
        }
        whys.into_iter()
            .map(|why| Stop {
                event: 12345,
                line: 12346,
                cells: match &why {
                    Why::Illegal(Reason::OffBoard { .. } | Reason::ColumnOffBoard { .. }) => {
                        vec![]
                    }
                    Why::Illegal(_) => vec![Cell::new(12, 13)],
                    _ => vec![],
                },
                why,
            })
            .collect()
    }

    #[test]
    fn english_on_screen_is_what_the_command_line_prints() {
        let _lang = Scope::enter(Lang::En);
        for reason in reasons() {
            // The command line keeps "1 lizards" in a count; the screen says "1 lizard".
            if !matches!(reason, Reason::Count { lizards: 1, .. }) {
                assert_eq!(referee(&reason), reason.to_string());
            }
        }
        for unfit in unfits().into_iter().skip(2) {
            assert_eq!(super::unfit(unfit), unfit.to_string());
        }
    }

    #[test]
    fn every_reason_is_said_whole_in_every_language() {
        for lang in Lang::ALL {
            let _lang = Scope::enter(lang);
            let said: Vec<String> = reasons()
                .iter()
                .map(referee)
                .chain(unfits().into_iter().map(super::unfit))
                .chain(stops().iter().map(sentence))
                .collect();
            for text in &said {
                assert!(!text.contains('{'), "{lang}: a variable left out: {text}");
            }
            // The cells a reason names are on screen, as the grid numbers them.
            for reason in reasons() {
                let text = referee(&reason);
                let named = match &reason {
                    Reason::FailButFits { example, .. } => example.clone(),
                    Reason::Seen { cell, other, .. } | Reason::SeeEachOther { cell, other, .. } => {
                        vec![*cell, *other]
                    }
                    Reason::OffBoard { cell, .. }
                    | Reason::OnTree { cell, .. }
                    | Reason::OnLizard { cell, .. }
                    | Reason::NoLizard { cell, .. } => vec![*cell],
                    Reason::ColumnOffBoard { .. }
                    | Reason::Count { .. }
                    | Reason::FoundWithoutSolution
                    | Reason::RepeatedSolution
                    | Reason::SamePlacement { .. }
                    | Reason::AfterEnd => vec![],
                };
                for cell in named {
                    assert!(text.contains(&cell.to_string()), "{lang}: {cell} in {text}");
                }
            }
            // Each kind its own sentence: no two reasons read the same.
            let distinct: std::collections::BTreeSet<&String> = said.iter().collect();
            assert_eq!(distinct.len(), said.len(), "{lang}: {said:#?}");
        }
    }

    #[test]
    fn french_and_chinese_say_each_reason_in_their_own_words() {
        for reason in reasons() {
            let english = referee(&reason);
            for lang in [Lang::Fr, Lang::Zh] {
                let _lang = Scope::enter(lang);
                assert_ne!(referee(&reason), english, "{lang}");
            }
        }
    }

    #[test]
    fn the_narration_at_a_stop_fits_its_four_lines_at_80_columns() {
        for lang in Lang::ALL {
            let _lang = Scope::enter(lang);
            for stop in stops() {
                let said = sentence(&stop);
                let lines = crate::tui::ui::wrap::lines(&said, 80);
                assert!(
                    lines.len() <= 4,
                    "{lang}: {} lines: {lines:#?}",
                    lines.len()
                );
            }
        }
    }
}

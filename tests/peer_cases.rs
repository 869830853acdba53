//! Every case in `../shared/peer-cases/`, with the verdict its README table gives.
//!
//! The table is read from the README itself, so a case added there is tested here. Each input
//! must parse (or fail to parse, for the one marked malformed); the solver's verdict must match;
//! every OK grid we produce and every output file a peer shipped goes through the referee.

use std::path::{Path, PathBuf};
use std::time::Duration;

use lizards::homework::{self, AnswerFile};
use lizards::solve::decide::{Verdict, decide};
use lizards::solve::sa;
use lizards::validate;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/peer-cases")
}

#[derive(Debug, PartialEq)]
enum Expect {
    Ok,
    Fail,
    Malformed,
}

struct Case {
    input: PathBuf,
    output: Option<PathBuf>,
    expect: Expect,
}

/// Reads the rows of the README's tables: "## owner/repo" headings, then "| `case` | ... |".
fn cases() -> Vec<Case> {
    let readme = std::fs::read_to_string(root().join("README.md")).expect("peer-cases README");
    let mut dir = None;
    let mut out = Vec::new();
    for line in readme.lines() {
        if let Some(repo) = line.strip_prefix("## ") {
            dir = repo
                .contains('/')
                .then(|| root().join(repo.trim().replace('/', "__")));
            continue;
        }
        let (Some(dir), Some(row)) = (&dir, line.strip_prefix("| `")) else {
            continue;
        };
        let cols: Vec<&str> = row.split(" | ").collect();
        let files: Vec<&str> = cols[0].trim_end_matches('`').split(" → ").collect();
        let input = dir.join(files[0]);
        let output = files.get(1).map(|o| input.parent().unwrap().join(o));
        let check = cols[6];
        let expect = if check.contains("malformed") {
            Expect::Malformed
        } else if check.contains("FAIL") {
            Expect::Fail
        } else {
            assert!(check.contains("OK"), "unreadable check column: {check}");
            Expect::Ok
        };
        out.push(Case {
            input,
            output,
            expect,
        });
    }
    out
}

/// How long `lizards solve` may take on a case: none may stay undecided.
const BUDGET: Duration = Duration::from_secs(10);

#[test]
fn every_peer_case_gets_the_readme_verdict() {
    let cases = cases();
    assert!(
        cases.len() >= 60,
        "only {} cases found in the README",
        cases.len()
    );
    for case in &cases {
        let name = case
            .input
            .strip_prefix(root())
            .unwrap()
            .display()
            .to_string();
        let text = String::from_utf8_lossy(&std::fs::read(&case.input).unwrap()).into_owned();
        let parsed = homework::parse_input(&text);
        if case.expect == Expect::Malformed {
            assert!(parsed.is_err(), "{name} should not parse");
            continue;
        }
        let hw = parsed.unwrap_or_else(|e| panic!("{name}: {e}"));
        // What `lizards solve` does: the exact search and annealing side by side.
        match decide(&hw.board, hw.lizards, BUDGET, sa::Options::default()) {
            Verdict::Found { lizards, .. } => {
                assert_eq!(
                    case.expect,
                    Expect::Ok,
                    "{name}: found a placement the README rules out"
                );
                validate::check(&hw.board, &lizards, hw.lizards)
                    .unwrap_or_else(|e| panic!("{name}: {e}"));
            }
            Verdict::Impossible { .. } => {
                assert_eq!(
                    case.expect,
                    Expect::Fail,
                    "{name}: FAIL, the README says OK"
                )
            }
            Verdict::Undecided => panic!("{name}: undecided within {BUDGET:?}"),
        }
        if let Some(out) = &case.output {
            let answer = std::fs::read_to_string(out).unwrap();
            match homework::parse_answer(&answer, hw.board.n())
                .unwrap_or_else(|e| panic!("{name} output: {e}"))
            {
                AnswerFile::Ok { lizards, trees } => {
                    assert_eq!(case.expect, Expect::Ok, "{name}: the peer answered OK");
                    validate::same_trees(&hw.board, &trees).unwrap();
                    validate::check(&hw.board, &lizards, hw.lizards).unwrap();
                }
                AnswerFile::Fail => {
                    assert_eq!(case.expect, Expect::Fail, "{name}: the peer answered FAIL")
                }
            }
        }
    }
}

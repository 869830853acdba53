//! The event stream as a protocol: what `trace` writes matches the schema in `assets/`, the
//! referee accepts every stream our solvers write and catches each kind of violation, and
//! `replay --check` says where a stream goes wrong.

mod common;

use assert_cmd::Command;
use lizards::board::Board;
use lizards::protocol::read::Reader;
use lizards::protocol::{self, Header, Item};
use lizards::referee::Referee;
use lizards::solve::{self, Algorithm, Settings};
use lizards::trace::JsonLines;
use serde_json::Value;

fn lizards() -> Command {
    Command::cargo_bin("lizards").unwrap()
}

fn asset(name: &str) -> String {
    format!("{}/assets/{name}", env!("CARGO_MANIFEST_DIR"))
}

fn schema() -> Value {
    serde_json::from_str(&std::fs::read_to_string(asset("protocol.schema.json")).unwrap()).unwrap()
}

/// A check of `value` against `schema`, for the keywords the protocol's schema uses (a
/// hand-written subset of JSON Schema 2020-12: `$ref` to `#/$defs`, `oneOf`, `anyOf`, `type`,
/// `required`, `properties`, `items`, `minItems`, `maxItems`, `uniqueItems`, `enum`, `const`,
/// `minimum`, `maximum`, `not`). A keyword it does not know fails the check, so the schema cannot outgrow it.
fn valid(value: &Value, schema: &Value, root: &Value) -> bool {
    let Value::Object(keywords) = schema else {
        return false;
    };
    keywords.iter().all(|(key, rule)| match key.as_str() {
        "$schema" | "$id" | "title" | "description" | "$defs" => true,
        "$ref" => {
            let name = rule.as_str().unwrap().strip_prefix("#/$defs/").unwrap();
            valid(value, &root["$defs"][name], root)
        }
        "oneOf" => {
            rule.as_array()
                .unwrap()
                .iter()
                .filter(|s| valid(value, s, root))
                .count()
                == 1
        }
        "anyOf" => rule
            .as_array()
            .unwrap()
            .iter()
            .any(|s| valid(value, s, root)),
        "type" => match rule.as_str().unwrap() {
            "object" => value.is_object(),
            "array" => value.is_array(),
            "integer" => value.is_i64() || value.is_u64(),
            "string" => value.is_string(),
            "boolean" => value.is_boolean(),
            other => panic!("type {other}"),
        },
        "required" => rule
            .as_array()
            .unwrap()
            .iter()
            .all(|k| value.get(k.as_str().unwrap()).is_some()),
        "properties" => rule.as_object().unwrap().iter().all(|(k, s)| {
            value
                .as_object()
                .is_none_or(|o| o.get(k).is_none_or(|v| valid(v, s, root)))
        }),
        "items" => value
            .as_array()
            .is_none_or(|a| a.iter().all(|v| valid(v, rule, root))),
        "minItems" => value
            .as_array()
            .is_none_or(|a| a.len() as u64 >= rule.as_u64().unwrap()),
        "maxItems" => value
            .as_array()
            .is_none_or(|a| a.len() as u64 <= rule.as_u64().unwrap()),
        "uniqueItems" => value.as_array().is_none_or(|a| {
            !rule.as_bool().unwrap() || a.iter().enumerate().all(|(k, v)| !a[..k].contains(v))
        }),
        "enum" => rule.as_array().unwrap().contains(value),
        "const" => value == rule,
        "not" => !valid(value, rule, root),
        "minimum" => value.as_f64().is_none_or(|v| v >= rule.as_f64().unwrap()),
        "maximum" => value.as_f64().is_none_or(|v| v <= rule.as_f64().unwrap()),
        other => panic!("the schema uses {other}, which this check does not know"),
    })
}

#[test]
fn every_line_trace_writes_matches_the_schema() {
    let schema = schema();
    let runs: [&[&str]; 7] = [
        &["trace", &asset("tiny.txt")],
        &["trace", &asset("statement.txt"), "--bound", "seed"],
        &[
            "trace",
            &asset("statement.txt"),
            "--algo",
            "bfs",
            "--limit",
            "20000",
        ],
        &["trace", &asset("statement.txt"), "--algo", "sa"],
        &["trace", "--queens", "6", "--algo", "queens"],
        &["trace", "--queens", "6", "--algo", "backjump"],
        &["trace", "--queens", "6", "--algo", "backjump-safe"],
    ];
    for args in runs {
        let out = lizards().args(args).output().unwrap();
        assert!(out.status.success(), "{args:?}");
        let text = String::from_utf8(out.stdout).unwrap();
        let mut kinds = std::collections::BTreeSet::new();
        for (i, line) in text.lines().enumerate() {
            let value: Value = serde_json::from_str(line).unwrap();
            assert!(
                valid(&value, &schema, &schema),
                "{args:?} line {}: {line}",
                i + 1
            );
            assert_eq!(value.get("lizards").is_some(), i == 0, "{args:?}: {line}");
            kinds.insert(value["event"].as_str().unwrap_or("header").to_owned());
        }
        assert!(kinds.len() >= 4, "{args:?}: {kinds:?}");
    }
}

#[test]
fn the_schema_refuses_what_the_reader_refuses() {
    let schema = schema();
    for line in [
        r#"{"event":"place","row":-1,"col":0}"#,
        r#"{"event":"place","row":1}"#,
        r#"{"event":"done","outcome":"maybe"}"#,
        r#"{"event":"reject","cell":{"row":1,"col":1},"lines":["sideways"]}"#,
        r#"{"lizards":2,"n":4,"p":4}"#,
        r#"{"lizards":1,"n":0,"p":4}"#,
        r#"{"lizards":1,"n":4,"p":4,"trees":[[1]]}"#,
        r#"[1, 2]"#,
    ] {
        let value: Value = serde_json::from_str(line).unwrap();
        assert!(!valid(&value, &schema, &schema), "{line}");
    }
    let value: Value = serde_json::from_str(r#"{"event":"remove","row":1,"col":2}"#).unwrap();
    assert!(valid(&value, &schema, &schema));
}

/// What the reader takes, the schema takes: a cell as `row` and `col` on any event that has
/// one (the README says so of every event), and an event of another name, which the reader
/// skips with a warning. Each line is also read by the reader itself.
#[test]
fn the_schema_takes_what_the_reader_takes() {
    let schema = schema();
    let lines = [
        r#"{"event":"reject","row":1,"col":0,"lines":["row"]}"#,
        r#"{"event":"tree_mask","row":1,"col":1,"lines":["column"]}"#,
        r#"{"event":"tree_unmask","cell":{"row":1,"col":1}}"#,
        r#"{"event":"prune","row":2,"col":0,"left":3,"room":1,"bound":"columns"}"#,
        r#"{"event":"thinking","depth":3}"#,
    ];
    for line in lines {
        let value: Value = serde_json::from_str(line).unwrap();
        assert!(valid(&value, &schema, &schema), "{line}");
    }
    let stream = format!(
        "{{\"lizards\":1,\"n\":4,\"p\":1,\"trees\":[[1,1]]}}\n{}\n",
        lines.join("\n")
    );
    let mut reader = Reader::new(stream.as_bytes());
    reader.header().unwrap();
    while let Some(item) = reader.next_item() {
        item.unwrap();
    }
    // A known event without its cell stays refused.
    let value: Value = serde_json::from_str(r#"{"event":"reject","lines":["row"]}"#).unwrap();
    assert!(!valid(&value, &schema, &schema));
}

/// What `trace` writes for `algorithm` on `board`, made by the same writer, in memory.
fn traced(algorithm: Algorithm, board: &Board, p: u32) -> Vec<u8> {
    let mut out = Vec::new();
    let mut sink = JsonLines::new(&mut out, Some(50_000));
    sink.header(&Header::new(board, p, algorithm.name()));
    let mut settings = Settings::default();
    settings.anneal.moves = 3_000;
    solve::run(algorithm, board, p, settings, &mut sink);
    sink.finish().unwrap();
    out
}

/// Referees a stream: `Ok(events)` or the first violation's reason.
fn referee(stream: &[u8]) -> Result<u64, String> {
    let mut reader = Reader::new(stream);
    let header = reader.header().map_err(|e| e.to_string())?;
    let mut referee = Referee::new(
        protocol::board(&header),
        header.p,
        header.local_search(),
        std::time::Duration::from_secs(10),
    );
    let mut events = 0;
    while let Some(item) = reader.next_item() {
        let (_, item) = item.map_err(|e| e.to_string())?;
        if let Item::Event(event) = item {
            referee.apply(&event).map_err(|v| v.reason.to_string())?;
        }
        events += 1;
    }
    Ok(events)
}

#[test]
fn the_referee_accepts_every_algorithm_on_200_random_boards() {
    let mut rng = lizards::board::SplitMix64(23);
    for i in 0..200 {
        let n = 1 + rng.below(6);
        let density = rng.unit() * 0.4;
        let board = Board::random(n, density, rng.next_u64());
        let p = rng.below(n + 2) as u32;
        let queens = !board.has_trees() && p as usize == n;
        for algorithm in Algorithm::ALL {
            if matches!(
                algorithm,
                Algorithm::Queens | Algorithm::Backjump | Algorithm::BackjumpSafe
            ) && !queens
            {
                continue;
            }
            let stream = traced(algorithm, &board, p);
            let verdict = referee(&stream);
            assert!(
                verdict.is_ok(),
                "board {i} (n = {n}, p = {p}), {algorithm}: {verdict:?}\n{}",
                String::from_utf8_lossy(&stream)
            );
        }
    }
}

/// `replay --check -` on `lines`: exit code, stdout, stderr.
fn check(lines: &[&str]) -> (i32, String, String) {
    let out = lizards()
        .args(["replay", "--check", "-"])
        .write_stdin(lines.join("\n") + "\n")
        .output()
        .unwrap();
    (
        out.status.code().unwrap(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// A 4 x 4 board with a tree at (1, 1), p = 2, by a student's solver.
const HEADER: &str = r#"{"lizards": 1, "n": 4, "p": 2, "trees": [[1, 1]], "algo": "mine"}"#;

fn place(row: i64, col: i64) -> String {
    format!(r#"{{"event": "place", "row": {row}, "col": {col}}}"#)
}

fn assert_illegal(lines: &[&str], event: u32, reason: &str) {
    let (code, out, err) = check(lines);
    assert_eq!(code, 1, "{out}{err}");
    let said = format!("illegal: event {event} (line {}): ", event + 1);
    assert!(out.contains(&said) && out.contains(reason), "{out}");
}

#[test]
fn a_lizard_off_the_board_is_stopped() {
    assert_illegal(
        &[HEADER, &place(0, 0), &place(2, 4)],
        2,
        "off the 4 x 4 board",
    );
}

/// A stream that says `found` must have shown its placement: a `done` with `found` and no
/// `solution` before it is stopped; after a legal solution it is fine.
#[test]
fn found_without_a_solution_is_stopped() {
    let done = r#"{"event": "done", "outcome": "found"}"#;
    assert_illegal(
        &[HEADER, done],
        1,
        "saying it found a placement, but no solution came before",
    );
    assert_illegal(&[HEADER, &place(0, 0), done], 2, "no solution came before");
    let solution = r#"{"event": "solution"}"#;
    let (code, out, err) = check(&[HEADER, &place(0, 0), &place(2, 1), solution, done]);
    assert_eq!(code, 0, "{out}{err}");
}

#[test]
fn a_lizard_on_a_tree_is_stopped() {
    assert_illegal(&[HEADER, &place(1, 1)], 1, "at (1, 1), on a tree");
}

#[test]
fn a_lizard_on_a_lizard_is_stopped() {
    assert_illegal(
        &[HEADER, &place(0, 3), &place(0, 3)],
        2,
        "where a lizard already is",
    );
}

#[test]
fn a_lizard_another_sees_is_stopped() {
    // (0, 0) and (2, 2) share the diagonal through the tree at (1, 1): legal. (3, 1) and
    // (1, 3) share the anti-diagonal with nothing between them once (2, 2) is gone.
    assert_illegal(
        &[
            HEADER,
            &place(0, 0),
            &place(2, 2),
            r#"{"event":"remove","row":2,"col":2}"#,
            &place(3, 1),
            &place(1, 3),
        ],
        5,
        "a lizard placed at (1, 3), where the lizard at (3, 1) sees it along the anti-diagonal",
    );
}

#[test]
fn a_remove_of_no_lizard_is_stopped() {
    assert_illegal(
        &[
            HEADER,
            &place(0, 0),
            r#"{"event": "remove", "row": 0, "col": 2}"#,
        ],
        2,
        "a remove at (0, 2), where there is no lizard",
    );
}

/// A solution said twice on one board counts one placement twice (a student's count came out
/// double): stopped. So is a placement reached again in another order (a search that starts
/// each lizard's scan at the first cell again finds every set of lizards in every order): a
/// count of every solution meets each placement once.
#[test]
fn a_solution_said_twice_on_one_board_is_stopped() {
    let solution = r#"{"event": "solution"}"#;
    assert_illegal(
        &[HEADER, &place(0, 0), &place(2, 1), solution, solution],
        4,
        "a solution again on the board of the last one",
    );
    let remove = |row, col| format!(r#"{{"event": "remove", "row": {row}, "col": {col}}}"#);
    assert_illegal(
        &[
            HEADER,
            &place(0, 0),
            &place(2, 1),
            solution,
            &remove(2, 1),
            &place(3, 2),
            solution,
            &remove(3, 2),
            &remove(0, 0),
            &place(2, 1),
            &place(0, 0),
            solution,
        ],
        11,
        "the same placement as solution 1, reached again in another order",
    );
}

/// A local search walks: it may come back to a placement it reported, and is not stopped.
#[test]
fn a_local_search_may_come_back_to_a_placement() {
    let header = HEADER.replace("\"mine\"", "\"sa\"");
    let solution = r#"{"event": "solution"}"#;
    let to = |from: (u32, u32), to: (u32, u32)| {
        format!(
            r#"{{"event": "move", "from": [{}, {}], "to": [{}, {}], "accepted": true}}"#,
            from.0, from.1, to.0, to.1
        )
    };
    let (code, out, err) = check(&[
        &header,
        &place(0, 0),
        &place(2, 1),
        solution,
        &to((2, 1), (3, 2)),
        &to((3, 2), (2, 1)),
        solution,
    ]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("2 solutions"), "{out}");
}

#[test]
fn a_solution_with_too_few_lizards_is_stopped() {
    assert_illegal(
        &[HEADER, &place(0, 0), r#"{"event": "solution"}"#],
        2,
        "a solution with 1 lizard on the board, but p = 2",
    );
}

#[test]
fn a_solution_whose_lizards_see_each_other_is_stopped() {
    // A local search may place lizards that see each other; its solution may not.
    let header = HEADER.replace("mine", "sa");
    assert_illegal(
        &[
            &header,
            &place(0, 2),
            &place(3, 2),
            r#"{"event": "solution"}"#,
        ],
        3,
        "see each other along the column",
    );
}

#[test]
fn a_stream_cut_short_is_legal_so_far_and_says_so() {
    let (code, out, err) = check(&[HEADER, &place(0, 0)]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("legal: 1 event"), "{out}");
    assert!(err.contains("ends before its search does"), "{err}");
    // A search that says how it ended is not told so.
    let (code, _, err) = check(&[
        HEADER,
        &place(0, 0),
        &place(2, 2),
        r#"{"event": "solution"}"#,
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(!err.contains("ends before"), "{err}");
}

#[test]
fn an_annealing_stream_is_known_by_its_homework_name_too() {
    // SA, as the homework file writes it: its lizards may see each other until its solution.
    for name in ["sa", "SA"] {
        let header = HEADER.replace("mine", name);
        let (code, out, err) = check(&[
            &header,
            &place(0, 0),
            &place(0, 2),
            r#"{"event": "move", "from": [0, 2], "to": [2, 3]}"#,
            r#"{"event": "solution"}"#,
        ]);
        assert_eq!(code, 0, "{name}: {out}{err}");
    }
}

#[test]
fn a_fail_on_a_board_with_a_solution_is_stopped() {
    assert_illegal(
        &[
            HEADER,
            &place(0, 0),
            r#"{"event": "remove", "row": 0, "col": 0}"#,
            r#"{"event": "fail"}"#,
        ],
        3,
        "a fail (the search ended with no placement), but 2 lizards fit on this board",
    );
    // A `done` that says `exhausted` is the same claim, and told in words that fit it too.
    assert_illegal(
        &[HEADER, r#"{"event": "done", "outcome": "exhausted"}"#],
        1,
        "the search ended with no placement), but 2 lizards fit",
    );
}

#[test]
fn a_proved_fail_and_a_clean_search_are_legal() {
    let three = r#"{"lizards": 1, "n": 3, "p": 3, "trees": [], "algo": "mine"}"#;
    let (code, out, err) = check(&[
        three,
        &place(0, 0),
        &place(1, 2),
        r#"{"event":"remove","row":1,"col":2}"#,
        r#"{"event":"fail"}"#,
    ]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("legal: 4 events, 0 solutions"), "{out}");
    let (code, out, err) = check(&[
        HEADER,
        &place(0, 0),
        &place(2, 2),
        r#"{"event":"solution"}"#,
    ]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("legal: 3 events, 1 solution,"), "{out}");
}

#[test]
fn unknown_events_are_skipped_with_one_warning() {
    let (code, out, err) = check(&[
        HEADER,
        r#"{"event": "think", "about": "trees"}"#,
        &place(0, 0),
        r#"{"event": "think"}"#,
        r#"{"event": "ponder"}"#,
    ]);
    assert_eq!(code, 0, "{out}{err}");
    assert_eq!(err.matches("does not know").count(), 1, "{err}");
    assert!(
        err.contains("line 2") && err.contains("3 unknown events skipped"),
        "{err}"
    );
}

/// One unknown event is said as one; a stream that turns illegal says how many it had
/// skipped before the event that broke the rules.
#[test]
fn the_unknown_events_count_is_said_right_and_before_an_illegal_event() {
    let (code, out, err) = check(&[HEADER, r#"{"event": "think"}"#, &place(0, 0)]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(err.contains("1 unknown event skipped"), "{err}");
    let (code, out, err) = check(&[
        HEADER,
        r#"{"event": "think"}"#,
        r#"{"event": "ponder"}"#,
        &place(0, 0),
        &place(0, 1),
    ]);
    assert_eq!(code, 1, "{out}{err}");
    assert!(err.contains("2 unknown events skipped before it"), "{err}");
}

#[test]
fn a_malformed_line_exits_2_with_its_line_and_column() {
    let (code, _, err) = check(&[HEADER, &place(0, 0), &place(-1, 2)]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("line 3, column 28"), "{err}");
    let (code, _, err) = check(&[&place(0, 0), HEADER]);
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("line 1") && err.contains("must start with its header"),
        "{err}"
    );
    let (code, _, err) = check(&[HEADER, r#"{"event": "place", "row": 1"#]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("line 2, column"), "{err}");
}

#[test]
fn a_trace_piped_into_replay_is_legal() {
    let trace = lizards()
        .args(["trace", &asset("statement.txt")])
        .output()
        .unwrap();
    assert!(trace.status.success());
    let out = lizards()
        .args(["replay", "--check", "-"])
        .write_stdin(trace.stdout)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&out.stdout).contains("legal: "));
}

#[test]
fn the_readmes_solver_passes_the_referee() {
    let readme =
        std::fs::read_to_string(format!("{}/README.md", env!("CARGO_MANIFEST_DIR"))).unwrap();
    let section = &readme[readme.find("## Your own solver").unwrap()..];
    let start = section.find("```python\n").unwrap() + "```python\n".len();
    let code = &section[start..start + section[start..].find("```").unwrap()];
    let run = std::process::Command::new("python3")
        .args(["-c", code])
        .output()
        .expect("python3 runs the README's solver");
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    let out = lizards()
        .args(["replay", "--check", "-"])
        .write_stdin(run.stdout)
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{said}");
    assert!(said.contains("legal: 3 events, 1 solution"), "{said}");
}

/// Breadth-first search's prune counts the cells without a tree from its cell on, not
/// segments: the stream names it `cells`, and only BFS uses that name.
#[test]
fn a_bfs_prune_is_named_for_what_it_counts() {
    let board = Board::random(5, 0.2, 3);
    let bounds = |algorithm| -> Vec<String> {
        String::from_utf8(traced(algorithm, &board, 6))
            .unwrap()
            .lines()
            .filter_map(|l| serde_json::from_str::<Value>(l).ok())
            .filter(|v| v["event"] == "prune")
            .map(|v| v["bound"].as_str().unwrap().to_string())
            .collect()
    };
    let bfs = bounds(Algorithm::Bfs);
    assert!(!bfs.is_empty(), "BFS pruned nothing");
    assert!(bfs.iter().all(|b| b == "cells"), "{bfs:?}");
    assert!(
        bounds(Algorithm::Backtrack).iter().all(|b| b != "cells"),
        "backtrack never counts cells"
    );
}

/// `done` and `fail` end the search: an event after either is stopped.
#[test]
fn an_event_after_the_end_is_stopped() {
    let solution = r#"{"event": "solution"}"#;
    let done = r#"{"event": "done", "outcome": "found"}"#;
    let remove = r#"{"event": "remove", "row": 0, "col": 0}"#;
    assert_illegal(
        &[HEADER, &place(0, 0), &place(2, 1), solution, done, remove],
        5,
        "an event after the done or fail line that ended the search",
    );
    let header = r#"{"lizards": 1, "n": 2, "p": 3}"#;
    let fail = r#"{"event": "fail"}"#;
    assert_illegal(&[header, fail, fail], 2, "after the done or fail line");
    let (code, out, err) = check(&[header, fail]);
    assert_eq!(code, 0, "{out}{err}");
}

/// A fail where lizards fit names how many, singular or plural, and p = 0 fits on any board.
#[test]
fn a_wrong_fail_says_what_fits_in_words() {
    let fail = r#"{"event": "fail"}"#;
    assert_illegal(
        &[r#"{"lizards": 1, "n": 2, "p": 1}"#, fail],
        1,
        // The example is the first placement a search found: any cell of the four.
        "a fail (the search ended with no placement), but 1 lizard fits on this board, for example at (",
    );
    assert_illegal(
        &[r#"{"lizards": 1, "n": 2, "p": 0}"#, fail],
        1,
        "but p = 0, and no lizards at all always fit: the empty board",
    );
}

/// Lines that are not what the protocol says are refused with what it says, not with the
/// reader's own words.
#[test]
fn malformed_lines_say_what_the_protocol_wants() {
    for (lines, says) in [
        (
            vec![r#"{"lizards": 1, "n": 4, "p": 2, "trees": [[0, 0, 0]]}"#],
            "line 1, column 50: a tree is [row, col]: two numbers, and this one has more",
        ),
        (
            vec!["[1, 3, 2]"],
            "line 1, column 1: every line is a JSON object in braces",
        ),
        (vec![r#"{"lizards": null, "n": 3, "p": 1}"#], "null"),
        (
            vec![HEADER, "[]"],
            "line 2, column 1: every line is a JSON object in braces",
        ),
        (
            vec![
                HEADER,
                r#"{"event": "place", "cell": {"row": 0, "col": 0}, "row": 2}"#,
            ],
            "names two cells",
        ),
        (
            vec![r#"{"lizards": 1, "n": 4, "p": 2, "trees": [[1,"#],
            "the line ends inside its JSON",
        ),
        (
            vec![r#"{"lizards": 1, "n": 5000000000, "p": 2}"#],
            "a whole number from 0 to 4294967295 belongs here, not 5000000000",
        ),
        (
            vec![HEADER, "[1, 2]"],
            "line 2, column 1: every line is a JSON object in braces",
        ),
        // Past u64, serde reads a float: the message quotes the digits as written.
        (
            vec![r#"{"lizards": 1, "n": 4, "p": 99999999999999999999}"#],
            "belongs here, not 99999999999999999999",
        ),
        (
            vec![
                HEADER,
                r#"{"event": "enter", "row": 99999999999999999999999, "col": 0}"#,
            ],
            "belongs here, not 99999999999999999999999",
        ),
        (
            vec![r#"{"lizards": 1, "n": 4, "p": 2, "trees": [[[1, 1]]]}"#],
            "a tree's row or column, a whole number from 0 (like [1, 3]) belongs here, not a list",
        ),
        (
            vec![HEADER, r#"{"event": "backjump", "from": -1, "to": 0}"#],
            "\"from\" and \"to\" are a column in a backjump (a whole number from 0)",
        ),
    ] {
        let (code, out, err) = check(&lines);
        assert_eq!(code, 2, "{lines:?}: {out}{err}");
        assert!(err.contains(says), "{lines:?}: {err}");
        for serde in ["untagged", "invalid type", "expected u32", "Spot"] {
            assert!(!err.contains(serde), "{lines:?}: {err}");
        }
    }
}

/// Annealing moves its lizards: a move onto a tree or a lizard is said as a move.
#[test]
fn a_move_onto_a_tree_or_a_lizard_is_said_as_a_move() {
    let header = r#"{"lizards": 1, "n": 4, "p": 2, "trees": [[1, 1]], "algo": "sa"}"#;
    let place = |r: u32, c: u32| format!(r#"{{"event": "place", "row": {r}, "col": {c}}}"#);
    let to = |r: u32, c: u32| {
        format!(
            r#"{{"event": "move", "from": {{"row": 0, "col": 0}}, "to": {{"row": {r}, "col": {c}}}}}"#
        )
    };
    for (last, says) in [
        (to(1, 1), "a lizard moved to (1, 1), on a tree"),
        (
            to(2, 3),
            "a lizard moved to (2, 3), where a lizard already is",
        ),
        (place(1, 1), "a lizard placed at (1, 1), on a tree"),
    ] {
        let lines = [header.to_string(), place(0, 0), place(2, 3), last];
        let lines: Vec<&str> = lines.iter().map(String::as_str).collect();
        let (code, out, err) = check(&lines);
        assert_eq!(code, 1, "{lines:?}: {out}{err}");
        assert!(
            out.contains(says) || err.contains(says),
            "{lines:?}: {out}{err}"
        );
    }
    // Outside a local search a lizard moved where another sees it is said as moved too.
    let dfs = header.replace(r#""sa""#, r#""dfs""#);
    let across = r#"{"event": "move", "from": {"row": 2, "col": 2}, "to": {"row": 0, "col": 3}}"#;
    let lines = [dfs, place(0, 0), place(2, 2), across.to_string()];
    let lines: Vec<&str> = lines.iter().map(String::as_str).collect();
    let (code, out, err) = check(&lines);
    assert_eq!(code, 1, "{lines:?}: {out}{err}");
    let says = "a lizard moved to (0, 3), where the lizard at (0, 0) sees it along the row";
    assert!(
        out.contains(says) || err.contains(says),
        "{lines:?}: {out}{err}"
    );
}

/// Standard input is one stream: the board and the events cannot both come from it.
#[test]
fn replay_refuses_the_board_and_the_stream_both_from_standard_input() {
    let out = lizards()
        .args(["replay", "--check", "--board", "-", "-"])
        .write_stdin(format!("{HEADER}\n"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("not both"), "{err}");
}

/// A header's memory is its board's: trees listed over and over (a 3 x 3 board in 30 MB)
/// are read as they come, without a tree of JSON values the size of the line.
#[test]
fn a_long_header_is_read_within_its_boards_memory() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("long.jsonl");
    // Three million trees, each once: the first 1,500 rows of a board of 2,000.
    let trees = (0..3_000_000u32)
        .map(|i| format!("[{},{}]", i / 2000, i % 2000))
        .collect::<Vec<_>>()
        .join(",");
    std::fs::write(
        &path,
        format!(
            "{{\"lizards\":1,\"n\":2000,\"p\":1,\"trees\":[{trees}]}}\n{{\"event\":\"fail\"}}\n"
        ),
    )
    .unwrap();
    // 400 MB of address space: the line (33 MB) and its trees (24 MB) fit with room to
    // spare; a parse into JSON values takes several times that.
    let script = format!(
        "ulimit -v 400000; exec '{}' replay --check '{}'",
        env!("CARGO_BIN_EXE_lizards"),
        path.display()
    );
    let out = std::process::Command::new("sh")
        .args(["-c", &script])
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&out.stdout);
    assert_eq!(
        out.status.code(),
        Some(1),
        "{said}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(said.contains("no placement), but 1 lizard fits"), "{said}");
}

/// A line that is not JSON at all (a debug print on standard output) is quoted: `watch`
/// saves a program's standard output nowhere, and the line is the student's clue. The
/// screen says it in its language, the line as it was.
#[test]
fn a_line_that_is_not_json_is_quoted() {
    let (code, out, err) = check(&[HEADER, "DEBUG placing 0 0", &place(0, 0)]);
    assert_eq!(code, 2, "{out}{err}");
    assert!(
        err.contains("line 2, column 1: not JSON")
            && err.contains(r#"the line reads "DEBUG placing 0 0""#),
        "{err}"
    );
    let long = format!("trying {}", "x".repeat(200));
    let (_, _, err) = check(&[HEADER, &long]);
    assert!(
        err.contains(&format!("\"trying {}\"…", "x".repeat(53))),
        "{err}"
    );
    // A line that is JSON but wrong is told by its column, not quoted.
    for wrong in [
        r#"{"event": "place", "row": 0, "col": 0,}"#,
        r#"{"event": place, "row": 0, "col": 0}"#,
    ] {
        let (_, _, err) = check(&[HEADER, wrong]);
        assert!(!err.contains("the line reads"), "{err}");
    }
}

/// A stream saved by Windows PowerShell 5's `>` is UTF-16: said so, with how to write it
/// again, where "byte 0xff is not text ... is this a binary file?" sent the student astray.
#[test]
fn a_utf16_stream_is_told_how_to_be_written_again() {
    let text = format!("{HEADER}\n{}\n", place(0, 0));
    let le: Vec<u8> = text.encode_utf16().flat_map(u16::to_le_bytes).collect();
    for (bom, body) in [(&[0xFF, 0xFE][..], &le), (&[][..], &le)] {
        let out = lizards()
            .args(["replay", "--check", "-"])
            .write_stdin([bom, &body[..]].concat())
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{err}");
        assert!(
            err.contains("line 1, column 1: the stream is UTF-16")
                && err.contains("Out-File -Encoding utf8"),
            "{err}"
        );
    }
}

//! The README and the VHS tape agree with the app: every key listed, every tape key bound.

use lizards::tui::keys::{EDIT, WATCH};

fn read(name: &str) -> String {
    std::fs::read_to_string(format!("{}/{name}", env!("CARGO_MANIFEST_DIR"))).unwrap()
}

#[test]
fn the_readme_lists_every_key() {
    let readme = read("README.md");
    for b in WATCH.iter().chain(EDIT) {
        assert!(
            readme.contains(&format!("| `{}` | {} |", b.keys, b.action)),
            "README misses {} ({})",
            b.keys,
            b.action
        );
    }
}

/// VHS commands this tape may use.
const COMMANDS: &[&str] = &[
    "Output",
    "Require",
    "Set",
    "Type",
    "Sleep",
    "Enter",
    "Space",
    "Left",
    "Right",
    "Up",
    "Down",
    "Escape",
    "Backspace",
    "Tab",
    "Ctrl+C",
    "Hide",
    "Show",
    "Screenshot",
    "Home",
    "End",
];

/// What a VHS key command sends, in the key table's words.
fn key_name(command: &str) -> Option<&'static str> {
    Some(match command {
        "Space" => "Space",
        "Left" => "←",
        "Right" => "→",
        "Up" | "Down" => "arrows",
        "Escape" => "Esc",
        "Enter" => "Enter",
        "Home" => "Home",
        "End" => "End",
        _ => return None,
    })
}

#[test]
fn demo_tape_is_well_formed_and_sends_only_bound_keys() {
    let tape = read("demo.tape");
    let tokens: Vec<&str> = WATCH
        .iter()
        .chain(EDIT)
        .flat_map(|b| b.keys.split([' ', '/']))
        .filter(|t| !t.is_empty())
        .collect();
    let bound = |key: &str| {
        tokens.contains(&key)
            || (key.len() == 1 && tokens.iter().any(|t| *t == "hjkl" && "hjkl".contains(key)))
    };
    let mut acted = false;
    let mut app_running = false;
    for (i, line) in tape.lines().enumerate().map(|(i, l)| (i + 1, l.trim())) {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let command = line.split_whitespace().next().unwrap();
        assert!(
            COMMANDS.contains(&command),
            "line {i}: unknown VHS command {command}"
        );
        match command {
            "Set" | "Output" | "Require" => {
                assert!(!acted, "line {i}: {command} after the recording started")
            }
            "Sleep" => {}
            "Type" => {
                let text = line["Type".len()..].trim().trim_matches('"');
                if app_running {
                    assert!(bound(text), "line {i}: the app does not bind {text:?}");
                } else {
                    assert!(
                        text.contains("lizards"),
                        "line {i}: the first Type should start the app"
                    );
                }
                acted = true;
            }
            other => {
                acted = true;
                if other == "Enter" && !app_running {
                    app_running = true;
                    continue;
                }
                let key =
                    key_name(other).unwrap_or_else(|| panic!("line {i}: {other} sends no app key"));
                assert!(bound(key), "line {i}: the app does not bind {key}");
            }
        }
    }
    assert!(app_running, "the tape never starts the app");
}

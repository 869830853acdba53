//! The README and the VHS tape agree with the app: every key listed, every tape key bound.

use lizards::tui::keys::{EDIT, WATCH};

fn read(name: &str) -> String {
    std::fs::read_to_string(format!("{}/{name}", env!("CARGO_MANIFEST_DIR"))).unwrap()
}

#[test]
fn the_readme_lists_every_key() {
    let readme = read("README.md");
    for b in WATCH.iter().chain(EDIT) {
        // A no-break space keeps "g s3" on one line of the `?` help; the README has a space.
        let action = b.action.replace('\u{a0}', " ");
        assert!(
            readme.contains(&format!("| `{}` | {} |", b.keys, action)),
            "README misses {} ({})",
            b.keys,
            b.action
        );
    }
}

/// The README's screen as text is what its command draws today: a frame of another layout
/// (the stack alone where the pseudocode now sits above it) misleads the reader.
#[test]
fn the_readme_screen_is_what_its_command_draws() {
    let readme = read("README.md");
    let command = "lizards snapshot assets/lesson.txt --event 45 --width 100 --height 36 --panel stack -o screen.txt";
    assert!(readme.contains(command), "the README names its command");
    let start = readme.find("```text\n").expect("the README shows a screen") + "```text\n".len();
    let shown = &readme[start..start + readme[start..].find("```").unwrap()];
    let dir = tempfile::tempdir().unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_lizards"))
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .args(command.split(' ').skip(1).take_while(|&a| a != "-o"))
        .arg("-o")
        .arg(dir.path().join("screen.txt"))
        .env("LC_ALL", "C.UTF-8")
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let drawn = std::fs::read_to_string(dir.path().join("screen.txt")).unwrap();
    assert_eq!(shown.trim_end(), drawn.trim_end());
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

//! Every key the app binds, in one table: the `?` overlay, the footer and the README list
//! come from here, and a test checks the README against it.

/// A binding as the help shows it.
#[derive(Debug, Clone, Copy)]
pub struct Binding {
    pub keys: &'static str,
    pub action: &'static str,
    /// The footer's short label, for the few that matter most.
    pub footer: Option<&'static str>,
}

const fn b(keys: &'static str, action: &'static str, footer: Option<&'static str>) -> Binding {
    Binding {
        keys,
        action,
        footer,
    }
}

/// Watching a search.
pub const WATCH: &[Binding] = &[
    b("Space", "play / pause", Some("play")),
    b("→ l", "one event forward", Some("step")),
    b("← h", "one event back", Some("back")),
    b(
        "+ -",
        "faster / slower (1 to unlimited events/s)",
        Some("speed"),
    ),
    b("n", "run to the next solution", Some("next solution")),
    b("b", "run to the next backtrack or backjump", None),
    b(
        "Home / End",
        "back to the start / as far as the search has gone",
        None,
    ),
    b("a", "next algorithm (backtrack, queens, 2 backjumps)", None),
    b("e", "edit the board", Some("edit")),
    b("?", "this help", Some("help")),
    b(
        "q Esc ^C",
        "quit (asks first if edits are unsaved)",
        Some("quit"),
    ),
];

/// Editing the board.
pub const EDIT: &[Binding] = &[
    b("arrows / hjkl", "move the cursor", Some("move")),
    b(
        "t / Enter",
        "toggle a tree (or click, with --mouse)",
        Some("tree"),
    ),
    b("[ / ]", "shrink / grow the board", Some("size")),
    b("< / >", "fewer / more lizards (p)", Some("p")),
    b("c", "clear all trees", None),
    b("r", "scatter random trees", None),
    b("s", "save the board (homework format)", Some("save")),
    b("Esc", "leave edit mode and solve again", Some("solve")),
];

//! Every key the app binds, in one table: the `?` overlay, the footer and the README list
//! come from here, and a test checks the README against it.

/// A binding as the help shows it.
#[derive(Debug, Clone, Copy)]
pub struct Binding {
    pub keys: &'static str,
    pub action: &'static str,
    /// The footer's keys, short label and priority (0 first): a narrow footer drops the
    /// highest numbers first, so `? help` and `q quit` always show.
    pub footer: Option<(&'static str, &'static str, u8)>,
}

const fn b(
    keys: &'static str,
    action: &'static str,
    footer: Option<(&'static str, &'static str, u8)>,
) -> Binding {
    Binding {
        keys,
        action,
        footer,
    }
}

/// The key that plays and pauses; the footer names what it will do now.
pub const PLAY: &str = "Space";

/// A lesson plan's stops: first in the footer while a lesson is open.
pub const LESSON_STOPS: &str = "PgDn PgUp";

/// Watching a search.
pub const WATCH: &[Binding] = &[
    b(
        PLAY,
        "play / pause (stops a run started by n, b or End)",
        Some((PLAY, "play", 1)),
    ),
    b("→", "one event forward", Some(("→", "step", 2))),
    b("← h", "one event back", Some(("← h", "back", 2))),
    b(
        "+ -",
        "faster / slower (1 to 1M events/s, then max)",
        Some(("+ -", "speed", 4)),
    ),
    b(
        "n N",
        "to the next / the previous solution",
        Some(("n N", "solution", 3)),
    ),
    b(
        "b B",
        "to the next / the previous backtrack or backjump",
        Some(("b B", "backtrack", 5)),
    ),
    b(
        "Home End",
        "back to the start (always: the search runs again if needed) / as far as it has gone",
        None,
    ),
    b(
        "g",
        "go to: g 140 Enter an event, g\u{a0}s3 solution 3, g\u{a0}b12 backtrack 12 (Esc cancels)",
        Some(("g", "go to", 9)),
    ),
    b(
        "m '",
        "set or remove a bookmark here / to the next bookmark",
        Some(("m '", "bookmark", 9)),
    ),
    b(
        LESSON_STOPS,
        "a lesson plan's next / previous stop (--lesson)",
        Some(("PgDn PgUp", "stop", 9)),
    ),
    b("p", "stop at each solution while playing (on / off)", None),
    b("z", "large / compact cells", None),
    b(
        "Tab",
        "side panel: code, stack, search tree, bitsets, conflict sets, BFS queue or annealing",
        Some(("Tab", "panel", 8)),
    ),
    b(
        "Shift+arrows HJKL",
        "pan a board larger than the window",
        None,
    ),
    b("f", "follow the scan again after panning", None),
    b("t", "light / dark colours (also inside this help)", None),
    b(
        "l",
        "language: English, French, Chinese (--lang)",
        Some(("l", "language", 9)),
    ),
    b(
        "a",
        "next algorithm that fits the board",
        Some(("a", "algorithm", 7)),
    ),
    b(
        "c",
        "backtrack's next bound: seed, segments, matching, memo, auto (searches again)",
        None,
    ),
    b("R", "race this board against another algorithm", None),
    b("e", "edit the board", Some(("e", "edit", 6))),
    b("s", "save the board's unsaved edits", None),
    b("x", "save this screen for slides (.svg and .txt)", None),
    b(
        "w",
        "quiz the class: ask before each decision (on / off)",
        Some(("w", "quiz", 9)),
    ),
    b(
        "?",
        "this help: keys, glyphs and log codes",
        Some(("?", "help", 0)),
    ),
    b(
        "q ^C",
        "quit (asks first if edits are unsaved)",
        Some(("q", "quit", 0)),
    ),
];

/// Editing the board.
pub const EDIT: &[Binding] = &[
    b(
        "arrows hjkl",
        "move the cursor",
        Some(("arrows", "move", 3)),
    ),
    b(
        "t Enter",
        "toggle a tree (or click, with --mouse)",
        Some(("t", "tree", 1)),
    ),
    b(
        "[ ]",
        "shrink / grow the board by one",
        Some(("[ ]", "size", 4)),
    ),
    b("< >", "fewer / more lizards (p)", Some(("< >", "p", 4))),
    b("c", "clear all trees", None),
    b("r", "scatter random trees", None),
    b("u", "undo the last edit", Some(("u", "undo", 5))),
    b(
        "s",
        "save the board (in its file's own form)",
        Some(("s", "save", 2)),
    ),
    b(
        "Esc",
        "back to watching (solves again if the board changed)",
        Some(("Esc", "watch", 0)),
    ),
    b("?", "this help", Some(("?", "help", 0))),
    b(
        "q ^C",
        "quit (asks first if edits are unsaved)",
        Some(("q", "quit", 0)),
    ),
];

const YES_NO: Binding = b("y n", "safe / unsafe", Some(("y n", "answer", 1)));
const PICK: Binding = b(
    "arrows hjkl",
    "move the class's pick: a cell, a row or a column",
    Some(("arrows", "pick", 2)),
);
const DIGITS: Binding = b("0-9", "type the row or the column", None);
const ANSWER: Binding = b(
    "Enter",
    "answer with the pick",
    Some(("Enter", "answer", 1)),
);
const REVEAL: Binding = b(
    "s Space",
    "reveal without answering (not scored)",
    Some(("s", "reveal", 2)),
);
const BACK_OUT: Binding = b(
    "Esc Backspace",
    "step back out of the question",
    Some(("Esc", "back", 3)),
);
const QUIZ_OFF: Binding = b("w", "quiz off", None);
const QUIZ_LANGUAGE: Binding = b("l", "language (in a yes / no or a row question)", None);
const QUIZ_HELP: Binding = b("?", "this help", Some(("?", "help", 0)));
const QUIZ_QUIT: Binding = b(
    "q ^C",
    "quit (asks first if edits are unsaved)",
    Some(("q", "quit", 0)),
);

/// Answering a quiz question (`w` or `--quiz`). Other watch keys close the question
/// unanswered and do their job.
pub const QUIZ: &[Binding] = &[
    YES_NO,
    PICK,
    DIGITS,
    ANSWER,
    REVEAL,
    BACK_OUT,
    QUIZ_OFF,
    QUIZ_LANGUAGE,
    QUIZ_HELP,
    QUIZ_QUIT,
];

/// The footer's keys for an open question: y and n for "is it safe?", a pick otherwise.
pub fn quiz_footer(yes_no: bool) -> &'static [Binding] {
    if yes_no {
        &[YES_NO, REVEAL, BACK_OUT, QUIZ_HELP, QUIZ_QUIT]
    } else {
        &[PICK, ANSWER, REVEAL, BACK_OUT, QUIZ_HELP, QUIZ_QUIT]
    }
}

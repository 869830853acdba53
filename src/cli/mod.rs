//! The `lizards` command line: `lizards [BOARD]` opens the app; subcommands run headless.
//!
//! Exit codes: 0 success, 1 `check` found a wrong answer, 2 bad input or usage (clap's own
//! usage errors are 2 as well), 3 `solve` undecided within its budget.

mod commands;
mod input;
pub(crate) mod interrupt;
mod progress;
pub mod replay;
pub mod typo;

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand};

use crate::i18n::Lang;
use crate::solve::Algorithm;
use crate::solve::backtrack::{Pruning, Safety};
use crate::tui::race::{Pace, Racer};
use crate::tui::theme::Palette;

/// Exit code of an undecided answer: `solve`, `max`, `count`, `trace`, `check`, `snapshot` and
/// `replay --check` past their budget.
const UNDECIDED: u8 = 3;

pub use commands::run;

const EXAMPLES: &str = "\
Examples:
  lizards                              open the app on the demo board (8 x 8, 2 trees, p = 8)
  lizards assets/statement.txt         watch the solver on a homework input file (opens paused)
  lizards --theme light --play FILE    for a projector: white background, playing at once
  lizards --n 10 --p 12 --trees 0.15   a random 10 x 10 nursery with 15% trees
  lizards --algo backjump              eight queens, solved by backjumping
  lizards --record lesson.cast FILE    record the session (asciinema play lesson.cast)
  lizards --quiz FILE                  the class predicts each decision before it plays
  lizards --lesson assets/lesson.toml  teach from a lesson plan (PageDown: the next stop)
  lizards solve input.txt -o output.txt
  lizards count assets/statement.txt
  lizards count --queens 14 --stats
  lizards max assets/statement.txt
  lizards trace assets/tiny.txt --limit 20
  lizards trace input.txt | lizards replay --check -
  lizards watch -- python3 examples/dfs.py input.txt
  lizards check input.txt output.txt
  lizards checker 8
  lizards race --queens 28 --algo backtrack,backjump-safe --by work
  lizards snapshot FILE --event 42 -o frame.svg
  lizards snapshot --lesson assets/lesson.toml -o slides/
  lizards solve --algo backjump --queens 6 --stats
  lizards solve --algo backjump-safe --queens 11 --stats

Files use the homework format: an optional algorithm line (DFS, BFS or SA), n, p, then n rows
of n digits, 0 for an empty cell and 2 for a tree. Answers are OK and the grid with 1 for each
lizard, or FAIL.";

/// What `--version` says: whether this build has HiGHS beside the searches (`-V` says the
/// number alone).
const LONG_VERSION: &str = if cfg!(feature = "mip") {
    concat!(
        env!("CARGO_PKG_VERSION"),
        " (mip feature: on, HiGHS beside the searches)"
    )
} else {
    concat!(env!("CARGO_PKG_VERSION"), " (mip feature: off)")
};

/// Watch backtracking think: place p lizards on an n x n nursery so that none can eat another
/// along a row, column or diagonal; trees block their tongues.
#[derive(Debug, Parser)]
#[command(name = "lizards", version, long_version = LONG_VERSION, about, after_help = EXAMPLES, args_conflicts_with_subcommands = true)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
    #[command(flatten)]
    pub app: AppArgs,
}

/// Options of the interactive app (`lizards [BOARD]`).
#[derive(Debug, Args, Clone)]
pub struct AppArgs {
    /// Homework input file to open; without one the app opens the demo board (or, with an
    /// N-Queens --algo, an empty 8 x 8 board).
    pub board: Option<PathBuf>,
    /// Algorithm to run first (press `a` in the app to cycle).
    #[arg(long, value_enum, ignore_case = true)]
    pub algo: Option<Algorithm>,
    /// How backtrack prunes: the app opens on the article's search (seed: the next-tree skip
    /// and the column-end heuristic alone); press `c` to climb to the stronger bounds.
    /// [default: seed, or a lesson plan's own bound]
    #[arg(long, value_enum, value_name = "BOUND")]
    pub bound: Option<Pruning>,
    /// Events per second once playing: 1, 2, 5, 10, 20, 50, ... or `max` for unlimited.
    #[arg(allow_negative_numbers = true, long, value_name = "EVENTS", default_value = "5", value_parser = parse_speed)]
    pub speed: u32,
    /// Start playing at once (the app opens paused on the opening sentence).
    #[arg(long)]
    pub play: bool,
    /// Colours for a dark terminal, or light: dark colours on a white background the app
    /// paints itself, whatever the terminal's, as a projector wants (press `t` to switch).
    #[arg(long, value_enum, default_value_t = Palette::Dark)]
    pub theme: Palette,
    #[command(flatten)]
    pub new: NewBoardArgs,
    /// Draw with ASCII only, for terminals without Unicode glyphs (French without its
    /// accents; Chinese cannot be written in ASCII, so the lesson speaks English).
    #[arg(long)]
    pub ascii: bool,
    /// Capture the mouse: in edit mode a click toggles a tree.
    #[arg(long)]
    pub mouse: bool,
    /// Record the session as an asciicast v2 file (replay it with `asciinema play FILE`); the
    /// title bar shows REC meanwhile.
    #[arg(long, value_name = "FILE.cast")]
    pub record: Option<PathBuf>,
    /// Quiz the class: before each decision (a placement test, the next lizard, a row pick, a
    /// backjump) the app stops and asks; the title bar keeps the score (press `w` to switch).
    #[arg(long)]
    pub quiz: bool,
    /// Teach from a lesson plan (a TOML file of stops and captions): the app opens on its
    /// first stop, PageDown / PageUp move between stops. Its board is the plan's `board`
    /// unless BOARD is given; --algo, --p and --bound may only name the plan's own.
    #[arg(long, value_name = "PLAN.toml")]
    pub lesson: Option<PathBuf>,
    /// The language the lesson speaks (press `l` in the app to switch); without it, that of
    /// LC_ALL, LC_MESSAGES or LANG, else English. The command line itself stays English.
    #[arg(long, value_enum, value_name = "LANG")]
    pub lang: Option<Lang>,
}

/// A new board instead of a file (the app and `snapshot`), or p instead of the file's.
#[derive(Debug, Args, Clone)]
pub struct NewBoardArgs {
    /// Side of a new board instead of a file (1 to 1000; a file may be up to 2000), with --p,
    /// and --trees for trees.
    #[arg(allow_negative_numbers = true, long, value_name = "N", conflicts_with = "board", value_parser = within::<1, 1000>)]
    pub n: Option<u32>,
    /// Lizards to place: on a new board (default n), or instead of the file's p.
    #[arg(allow_negative_numbers = true, long, value_name = "P")]
    pub p: Option<u32>,
    /// Share of cells that hold trees on a new board, from 0 to 1 (not with a file: edit
    /// its trees with `e`).
    #[arg(allow_negative_numbers = true, long, value_name = "DENSITY", requires = "n", conflicts_with = "board", value_parser = parse_density)]
    pub trees: Option<f64>,
    /// Seed for the random trees (the same seed gives the same board).
    #[arg(
        allow_negative_numbers = true,
        long,
        default_value_t = 1,
        requires = "trees"
    )]
    pub seed: u64,
}

impl From<&AppArgs> for crate::tui::Options {
    fn from(a: &AppArgs) -> Self {
        Self {
            board: a.board.clone(),
            algo: a.algo,
            bound: a.bound.unwrap_or(crate::tui::LESSON_BOUND),
            bound_asked: a.bound.is_some(),
            speed: a.speed,
            play: a.play,
            theme: a.theme,
            n: a.new.n,
            p: a.new.p,
            trees: a.new.trees,
            seed: a.new.seed,
            ascii: a.ascii,
            mouse: a.mouse,
            record: a.record.clone(),
            replay: None,
            watch: None,
            watch_stderr: None,
            quiz: a.quiz,
            lesson: a.lesson.clone(),
            find_budget: crate::lesson::FIND_BUDGET,
            lang: a.lang.unwrap_or_else(Lang::from_env),
        }
    }
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Solve a homework file: print OK and the grid, or FAIL, or say it is undecided.
    #[command(
        after_help = "Examples:\n  lizards solve input.txt -o output.txt\n  lizards solve --queens 1000\n  lizards solve input.txt --algo bfs --stats\n  lizards solve input.txt --algo sa --seed 7 --budget 2s\n  lizards solve --algo backjump --queens 6 --stats\n\nWithout --algo, solve decides as fast as it can: the exact search (backtrack) and a local\nsearch (simulated annealing; on a board with trees, the swaps) run side by side, and the\nfirst answer wins: a placement from either, or the exact search's proof that none exists.\nFAIL is written only when it is proved. When the --budget runs out first, solve prints\n\"undecided: ...\" on stderr with the bounds it has, writes no answer and\nexits 3 (--fail-on-undecided writes FAIL instead, for graders that want a verdict). The\nsame holds for every --algo (sa proves FAIL only when p exceeds the free cells), and for\n--algo bfs when its queue outgrows its bound (--frontier). -o - writes to standard output.\n\nBuilt with the mip feature (cargo install --path . --features mip), HiGHS, a mixed-integer solver,\njoins the race after a second (five up to 40 x 40) on a board with trees of up to 12,000\nfree cells: its placement or its bound, whichever settles the count first (--stats:\ndecided by: mip)."
    )]
    Solve {
        #[command(flatten)]
        input: InputArgs,
        /// Write the answer here (atomically) instead of to standard output (`-`: standard
        /// output). Never the input file itself: that would lose the homework.
        #[arg(short, long, value_name = "OUTPUT", help_heading = "Answer")]
        output: Option<PathBuf>,
        /// Print the work done to stderr: with --algo, nodes, placements, backtracks, prunes
        /// and backjumps (backjump-safe: and its steps back); without it, which search decided (the two run side by side) and
        /// the time. Undecided, the bounds reached are printed instead, with or without it.
        #[arg(long, help_heading = "Answer")]
        stats: bool,
        /// Write FAIL (and exit 0) when no answer came within the budget, instead of exit 3.
        #[arg(long, help_heading = "Answer")]
        fail_on_undecided: bool,
    },
    /// Count the distinct placements of exactly p lizards (or of n queens with --queens).
    #[command(
        after_help = "Examples:\n  lizards count assets/statement.txt\n  lizards count board.txt --limit 1000\n  lizards count --queens 16 --threads 2 --stats\n\nA count cut by --budget (exit 3), or by Ctrl-C or kill (then it ends as the signal asks),\nwrites \"at least N\": the placements it had counted.",
        // Counting enumerates placements: only backtrack and the queens counter do, and
        // neither anneals nor queues boards. The shared options count refuses are hidden.
        mut_arg("algo", |a| a
            .help("backtrack (the default: trees, any p) or queens (seed 002's bitset counter, with --queens); the others stop at their first placement and cannot count")
            .long_help(None)
            .hide_possible_values(true)),
        mut_arg("queens", |a| a
            .help("Classic N-Queens on an empty N x N board with p = N, instead of a file (N up to 32)")
            .value_parser(within::<1, 32>)),
        mut_arg("temp", |a| a.hide(true)),
        mut_arg("cooling", |a| a.hide(true)),
        mut_arg("seed", |a| a.hide(true)),
        mut_arg("frontier", |a| a.hide(true)),
        mut_arg("budget", |a| a.help_heading("Time budget")),
    )]
    Count {
        #[command(flatten)]
        input: InputArgs,
        /// Stop after this many placements (the answer then reads "at least K" when there are
        /// more, "K" when there are exactly K); K >= 1.
        #[arg(allow_negative_numbers = true, long, value_name = "K", value_parser = parse_limit, help_heading = "Counting")]
        limit: Option<u64>,
        /// Threads for --queens counting (0: all cores; at most 4 x the cores). A board from a
        /// file (backtrack) is counted on one thread: --threads is refused there.
        #[arg(allow_negative_numbers = true, long, value_name = "T", default_value_t = 0, value_parser = parse_threads, help_heading = "Counting")]
        threads: usize,
        /// Print the work done to stderr: nodes, time, nodes per second (with --queens also the
        /// solutions counted once per family of rotations and reflections).
        #[arg(long, help_heading = "Counting")]
        stats: bool,
    },
    /// Find the largest number of lizards the board can hold, and one such placement.
    #[command(
        long_about = "Find the largest number of lizards the board can hold, and one such placement.\n\n\
Two bounds close in on the answer. From below, placements actually found: the greedy fill, \
then a local search asked for one lizard more each time (the swaps on a board with trees, \
annealing on one without). From above, the board's bounds \
(no two lizards on one row or column segment, nor on one diagonal or anti-diagonal segment, \
nor two on one segment of any kind or in one knot of nearby cells that all see each other: \
matchings and weights), then the exact search's proofs: first that the top count does not \
fit (asked briefly, while each answer lowers it), then that one more than placed does not. Each next \
count is asked of the exact search and the local search side by side, as solve does: a placement \
raises the lower bound, a proof lowers the upper one. While they are apart, a \
progress line on stderr (when it is a terminal) shows both, \"33 <= max <= 45\" and a bar, \
and the question being asked.\n\n\
Built with the mip feature (cargo install --path . --features mip: HiGHS, a mixed-integer solver, \
needs cmake, a C++ compiler and libclang to build), HiGHS maximises beside them after a second \
(five up to 40 x 40) on a board with trees of up to 12,000 free cells: its cuts prove maxima on big \
boards that the bounds above leave open.",
        after_help = "Examples:\n  lizards max assets/statement.txt\n  lizards max --budget 0 big.txt     # no time limit\n\n\
Prints the maximum on the first line, then the grid (1 = lizard, 2 = tree); exit code 0.\n\
If the budget runs out first it prints the best placement found, says on stderr between\n\
which bounds the maximum lies, and exits with 3. Ctrl-C (or kill) stops it the same way,\n\
then it ends as the signal asks (exit 130 for Ctrl-C)."
    )]
    Max {
        /// Homework input file (its p is ignored), as for solve, count and trace.
        #[arg(default_value = "input.txt")]
        input: PathBuf,
        /// How long to try before settling for the bounds (exit 3): 60s, 500ms, 2m; 0 for no
        /// limit.
        #[arg(allow_hyphen_values = true, long, value_name = "TIME", default_value = "60s", value_parser = parse_budget)]
        budget: std::time::Duration,
        /// Print the exact search's work to stderr (nodes, placements, prunes, summed over
        /// every count it was asked, both orders where the transposed board's search ran too)
        /// and the time; 0 nodes when the bound and the local search settled the maximum
        /// without it
        #[arg(long)]
        stats: bool,
    },
    /// Print the solver's events as JSON Lines: the protocol's header, then one event a line.
    #[command(
        after_help = "Examples:\n  lizards trace assets/tiny.txt\n  lizards trace --queens 6 --algo backjump --limit 50\n  lizards trace input.txt | lizards replay --check -\n\nThe first line is the protocol's header, {\"lizards\": 1, \"n\": .., \"p\": .., \"trees\": [[r, c],\n...], \"algo\": \"..\"}; each line after it is an object with an \"event\" field: enter,\ntree_mask, tree_unmask, place, reject, unmark, prune, backjump, move, anneal, dequeue,\nlevel, solution or done. --limit counts events, not the header, and ends the stream there\n(exit 0). --budget bounds the search: the events it made are all written, then a done line\nwith \"outcome\": \"cancelled\" (exit 3); a reader slower than the stream holds trace until it\nhas read them. The README's \"Your own solver\" section and assets/protocol.schema.json\ndescribe every field."
    )]
    Trace {
        #[command(flatten)]
        input: InputArgs,
        /// Stop after this many events (exit 0: the stream is their prefix, with no done line).
        #[arg(
            allow_negative_numbers = true,
            long,
            value_name = "N",
            help_heading = "Output"
        )]
        limit: Option<u64>,
    },
    /// Play a recorded event stream from trace or any solver, refereed (--check: headless).
    #[command(
        after_help = "Examples:\n  lizards replay run.jsonl\n  lizards replay --check run.jsonl\n  lizards trace input.txt | lizards replay --check -\n  python3 my_solver.py input.txt | lizards replay --check -\n  lizards replay --board input.txt events.jsonl\n\nThe stream is JSON Lines: a header {\"lizards\": 1, \"n\": .., \"p\": .., \"trees\": [[r, c], ...],\n\"algo\": \"..\"}, then one event a line: place and remove with row and col, solution, fail\n(and, optionally, the rest of what trace writes). Each event is checked against the board\nas it stands: a lizard off the board, on a tree, on a lizard or where another sees it (algo\n\"sa\" may place lizards that see each other until its solution), a remove of no lizard, a\nsolution that is not one or that repeats the last on the same board, a fail on a board that has a solution (searched as solve decides).\nUnknown events are skipped with one warning.\n\nWith --board input.txt the board, p and algorithm come from the homework file: the stream\nmay then start with its first event, and a header it has must agree with the file (its n,\np and trees; it may leave the trees out). A header that disagrees is a malformed line.\n\nThe app plays the stream as it plays a solver: stepping, back, speed, run-to, panels;\nlizards derives the counters, the panels and the narration from the board itself (what an\nevent says of the counters is said again from it; --check names the first event the board\ncontradicts). The app reads the file
again when it starts over, so it needs a regular file: a pipe or a FIFO works with --check,
and a live program with watch. At an illegal event play\nstops, the cells concerned are marked and the narration says why. A replay plays its\nrecording as written: edit, algorithm and bound keys are off (open the board itself). R\nraces the recording, from its start, against backtracking on the same board.\n\nWith --check, exit code 0: every event is legal. 1: the first illegal event, its\nnumber and the reason. 2: a malformed line (its line and column), or the file cannot be\nread. 3: a fail that cannot be checked within --budget."
    )]
    Replay {
        /// The stream, JSON Lines (with --check, `-` reads standard input).
        #[arg(value_name = "FILE.jsonl")]
        file: PathBuf,
        /// Referee the stream headless and say whether it is legal, instead of opening the app.
        #[arg(long)]
        check: bool,
        /// How long a fail may be searched (as `solve` decides) before the check says "cannot
        /// tell" (exit 3): 10s, 500ms, 2m (a number alone is seconds); 0 for no limit.
        #[arg(allow_hyphen_values = true, long, value_name = "TIME", default_value = "10s", value_parser = parse_budget)]
        budget: std::time::Duration,
        #[command(flatten)]
        play: PlayArgs,
    },
    /// Run a program and play its standard output (the event protocol) live, refereed.
    #[command(
        after_help = "Examples:\n  lizards watch -- python3 examples/dfs.py assets/statement.txt\n  lizards watch --stderr err.txt -- ./my_solver input.txt\n  lizards watch --board input.txt -- ./my_solver input.txt\n\nThe program writes the protocol replay reads (see lizards replay --help): a header line,\nthen events (with --board, the events alone). The app plays them as they arrive, refereed:\nat an illegal event play stops, the cells concerned are marked and the narration says why.\nThe program's standard error goes to a file (--stderr, by default one in the temporary\ndirectory), never over the screen. A program that writes no header (with --board, no line\nat all) within 10 s is ended and refused; one that hangs leaves the app waiting and saying\nso; one that writes fast is slowed to the playback (it waits on its pipe); one that ends\nmid-line or fails is reported in the narration. The program is ended when the app quits,\nwith whatever it started."
    )]
    Watch {
        /// Where the program's standard error goes: emptied first, as `2>` does, but never
        /// the board, a file the program is run with (the program itself as found on PATH, its
        /// arguments, `FILE` in `--in=FILE` or `-iFILE`, the words of a `sh -c` line), a file
        /// that holds a homework board (the program may read input.txt without naming it), an
        /// executable file (any program), or a read-only file
        #[arg(long, value_name = "FILE")]
        stderr: Option<PathBuf>,
        #[command(flatten)]
        play: PlayArgs,
        /// The program and its arguments, after `--`.
        #[arg(last = true, required = true, value_name = "CMD ARGS")]
        command: Vec<std::ffi::OsString>,
    },
    /// Check an answer file against its input: trees unchanged, p lizards, none attacking another.
    #[command(
        after_help = "Examples:\n  lizards check input.txt output.txt\n  lizards solve input.txt | lizards check input.txt -\n\nExit code 0: the answer is right. 1: it is wrong, the reason printed with its line and\ncolumn (a grid of the wrong size, a lowercase ok, a row too many, a lizard on a tree, two\nlizards that see each other...). 2: the input could not be read or parsed, or the answer\nfile could not be read (a verdict that cannot be written keeps its own code, with a\nwarning). A FAIL answer is checked as solve decides (the exact search and a local\nsearch side by side: annealing, or the swaps on a board with trees): right when the search\nproves that none fits, wrong when it finds one. 3: cannot tell, neither within --budget.\n\nSpaces around a line, blank lines and a byte-order mark are read past, as graders that\ncompare words do, with a warning naming the first: a grader that compares lines exactly\nmarks them wrong. Windows line ends (CR LF) are line ends, without a warning."
    )]
    Check {
        /// The homework input file (`-` reads it from standard input).
        input: PathBuf,
        /// The answer file to check (`-` reads it from standard input; one of the two at most).
        output: PathBuf,
        /// How long a FAIL answer may be searched (as `solve` decides) before the check says
        /// "cannot tell" (exit 3): 10s, 500ms, 2m (a number alone is seconds); 0 for no limit.
        #[arg(allow_hyphen_values = true, long, value_name = "TIME", default_value = "10s", value_parser = parse_budget)]
        budget: std::time::Duration,
    },
    /// The classic checker challenge: the first three N-Queens solutions and the total.
    #[command(
        after_help = "Example:\n  lizards checker 6\n\nprints\n  2 4 6 1 3 5\n  3 6 2 5 1 4\n  4 1 5 2 6 3\n  4\n\nEach solution lists, column by column, the 1-based row of its queen. The total is counted\nexactly, not looked up: seconds up to N = 17 on two cores, then about six times longer for\neach step of N. On a terminal a bar shows the time left; Ctrl-C stops."
    )]
    Checker {
        /// Board side, from 1 to 32.
        #[arg(allow_negative_numbers = true, value_parser = within::<1, 32>)]
        n: u32,
        /// Threads for the count (0: all cores; at most 4 x the cores).
        #[arg(allow_negative_numbers = true, long, value_name = "T", default_value_t = 0, value_parser = parse_threads)]
        threads: usize,
    },
    /// Race two algorithms on one board: two grids side by side, stepped together, and a
    /// closing table of the work each did.
    #[command(
        after_help = "Examples:\n  lizards race --queens 28 --algo backtrack,backjump-safe --by work\n  lizards race --queens 12 --algo backtrack,backtrack-scan\n  lizards race assets/lesson.txt --algo backtrack-seed,backtrack\n\nKeys: Space play / pause, → ← step, w by events / by work, End run both to the end,\n+ - speed, t colours, l language, x save the screen (.svg, .txt), ? list the keys, q quit.\n\nThe closing table counts each side's placements, unmarks (lizards taken back), backjumps and\nprunes as the app counts them, its nodes as `lizards solve --stats` does, and the time each\nsearch takes on its own (not the animation's)."
    )]
    Race(RaceArgs),
    /// Draw one moment of a search as the app shows it, headless: an SVG (or text) frame for
    /// slides.
    #[command(
        after_help = "Examples:\n  lizards snapshot assets/statement.txt --event 42 -o frame.svg\n  lizards snapshot --event end --theme light --width 120 --height 36 -o slide.svg\n  lizards snapshot assets/lesson.txt --event 300 --panel tree -o tree.txt\n  for e in 0 10 20 30; do lizards snapshot assets/lesson.txt --event $e; done\n  lizards snapshot --lesson assets/lesson.toml --theme light -o slides/\n\nThe app is opened on the board as `lizards BOARD` would, played to the event and drawn at\nthe size asked. The same board and options always give the same file (the clock stays at\nzero). In the app, `x` saves the screen the same way. SVG keeps colours, bold, underline\nand reverse and the exact cell grid; a name ending in .txt gives plain text, in .svg (or no\nextension) SVG, and any other is refused."
    )]
    Snapshot(SnapshotArgs),
}

/// `lizards snapshot`: one frame of the app, drawn headless.
#[derive(Debug, Args, Clone)]
pub struct SnapshotArgs {
    /// Homework input file; without one the demo board.
    pub board: Option<PathBuf>,
    /// The event to show: 0 is the opening screen, `end` the search's last event.
    #[arg(long, value_name = "N", default_value = "end")]
    pub event: crate::tui::export::At,
    /// Window width in columns (64 at least: the app's smallest window).
    #[arg(allow_negative_numbers = true, long, value_name = "W", default_value_t = crate::tui::export::DEFAULT_SIZE.0, value_parser = parse_frame_side)]
    pub width: u16,
    /// Window height in rows (18 at least).
    #[arg(allow_negative_numbers = true, long, value_name = "H", default_value_t = crate::tui::export::DEFAULT_SIZE.1, value_parser = parse_frame_side)]
    pub height: u16,
    /// Where to write (`-`: standard output). Default: BOARD-eNNNNNN.svg here, as `x` names it,
    /// but written over where it exists (`x` adds -2): the same arguments, the same file.
    /// With --lesson, the folder for the slides (default: here).
    #[arg(short, long, value_name = "FILE")]
    pub output: Option<PathBuf>,
    /// A slide deck: one SVG for each stop of this lesson plan, PLAN-stop01.svg, ... (its
    /// board is the plan's unless BOARD is given; --event does not apply).
    #[arg(long, value_name = "PLAN.toml")]
    pub lesson: Option<PathBuf>,
    /// The algorithm (as in the app: the file's first line, else backtrack).
    #[arg(long, value_enum, ignore_case = true)]
    pub algo: Option<Algorithm>,
    /// How backtrack prunes, as in the app (which opens on the article's search, seed).
    /// [default: seed, or a lesson plan's own bound]
    #[arg(long, value_enum, value_name = "BOUND")]
    pub bound: Option<Pruning>,
    /// The side panel to show.
    #[arg(long, value_enum)]
    pub panel: Option<crate::tui::app::Panel>,
    /// Colours for a dark background or a white one (slides usually want light).
    #[arg(long, value_enum, default_value_t = Palette::Dark)]
    pub theme: Palette,
    #[command(flatten)]
    pub new: NewBoardArgs,
    /// Draw with ASCII only.
    #[arg(long)]
    pub ascii: bool,
    /// How long to play the search towards the event: past it the frame shows the last event
    /// reached and the exit code is 3 (with --lesson: how long finding the stops may take;
    /// past it no slide is written, exit 3). 10s, 500ms, 2m (a number alone is seconds); 0
    /// for no limit.
    #[arg(allow_hyphen_values = true, long, value_name = "TIME", default_value = "10s", value_parser = parse_budget)]
    pub budget: std::time::Duration,
    /// The language of the frame's words; without it, that of LC_ALL, LC_MESSAGES or LANG,
    /// else English.
    #[arg(long, value_enum, value_name = "LANG")]
    pub lang: Option<Lang>,
}

impl From<&SnapshotArgs> for crate::tui::Options {
    fn from(a: &SnapshotArgs) -> Self {
        Self {
            board: a.board.clone(),
            algo: a.algo,
            bound: a.bound.unwrap_or(crate::tui::LESSON_BOUND),
            bound_asked: a.bound.is_some(),
            theme: a.theme,
            n: a.new.n,
            p: a.new.p,
            trees: a.new.trees,
            seed: a.new.seed,
            ascii: a.ascii,
            lesson: a.lesson.clone(),
            find_budget: a.budget,
            // What the app opens at; the snapshot shows it in the statistics.
            speed: 5,
            lang: a.lang.unwrap_or_else(Lang::from_env),
            ..Default::default()
        }
    }
}

/// How `replay` and `watch` play a stream in the app.
#[derive(Debug, Args, Clone)]
pub struct PlayArgs {
    /// The board the stream is about, as a homework input file: the stream may then start with
    /// its first event; a header it has must agree with the board (n, p, trees).
    #[arg(long, value_name = "FILE")]
    pub board: Option<PathBuf>,
    /// The app's events per second once playing: 1, 2, 5, ... or `max`.
    #[arg(allow_negative_numbers = true, long, value_name = "EVENTS", default_value = "5", value_parser = parse_speed)]
    pub speed: u32,
    /// Start playing at once.
    #[arg(long)]
    pub play: bool,
    /// Colours for a dark terminal or a white background.
    #[arg(long, value_enum, default_value_t = Palette::Dark)]
    pub theme: Palette,
    /// Draw with ASCII only.
    #[arg(long)]
    pub ascii: bool,
    /// The language the lesson speaks (press `l` in the app to switch); without it, that of
    /// LC_ALL, LC_MESSAGES or LANG, else English. The command line itself stays English.
    #[arg(long, value_enum, value_name = "LANG")]
    pub lang: Option<Lang>,
}

impl From<&PlayArgs> for crate::tui::Options {
    fn from(a: &PlayArgs) -> Self {
        Self {
            board: a.board.clone(),
            speed: a.speed,
            play: a.play,
            theme: a.theme,
            ascii: a.ascii,
            lang: a.lang.unwrap_or_else(Lang::from_env),
            ..Default::default()
        }
    }
}

/// `lizards race`: two algorithms on one board, side by side.
#[derive(Debug, Args, Clone)]
pub struct RaceArgs {
    /// Homework input file; without one the race runs on eight queens (or on the demo board
    /// when both sides are backtrack).
    #[arg(conflicts_with = "queens")]
    pub board: Option<PathBuf>,
    /// Race on an empty N x N board with p = N.
    #[arg(allow_negative_numbers = true, long, value_name = "N", value_parser = within::<1, 64>)]
    pub queens: Option<u32>,
    /// The two sides, comma-separated: backtrack, backtrack-scan (its O(N) safety check),
    /// backtrack-seed, backtrack-segments, backtrack-matching, backtrack-memo, backtrack-auto
    /// (chosen bounds: what they save; a plain backtrack takes --bound), bfs, sa, queens,
    /// backjump, backjump-safe. Default: backtrack,backjump-safe on N-Queens (no trees, p = n, n up to 64),
    /// else backtrack-seed,backtrack (the article's search against the bounds `solve` uses).
    #[arg(long, value_name = "A,B", value_parser = parse_racers)]
    pub algo: Option<[Racer; 2]>,
    /// How a backtrack side that names no bound (plain `backtrack` or `backtrack-scan`)
    /// prunes; `auto`, as `solve` runs it, unless asked. Refused when neither side is one.
    #[arg(long, value_enum, value_name = "BOUND", default_value_t = Pruning::default())]
    pub bound: Pruning,
    /// Keep step by events (one each a step) or by work (each side to its next placement).
    #[arg(long = "by", value_enum, default_value_t = Pace::Events)]
    pub pace: Pace,
    /// Steps per second while playing: 1, 2, 5, 10, ... or `max`.
    #[arg(allow_negative_numbers = true, long, value_name = "STEPS", default_value = "5", value_parser = parse_speed)]
    pub speed: u32,
    /// Colours for a dark terminal or a white background.
    #[arg(long, value_enum, default_value_t = Palette::Dark)]
    pub theme: Palette,
    /// Draw with ASCII only.
    #[arg(long)]
    pub ascii: bool,
    /// Record the race as an asciicast v2 file (replay it with `asciinema play FILE`).
    #[arg(long, value_name = "FILE.cast")]
    pub record: Option<PathBuf>,
    /// The language of the race's words (press `l` to switch); without it, that of LC_ALL,
    /// LC_MESSAGES or LANG, else English.
    #[arg(long, value_enum, value_name = "LANG")]
    pub lang: Option<Lang>,
}

impl From<&RaceArgs> for crate::tui::RaceOptions {
    fn from(a: &RaceArgs) -> Self {
        Self {
            board: a.board.clone(),
            queens: a.queens,
            racers: a.algo.map(|sides| sides.map(|r| r.or_bound(a.bound))),
            bound: a.bound,
            pace: a.pace,
            speed: a.speed,
            theme: a.theme,
            ascii: a.ascii,
            record: a.record.clone(),
            lang: a.lang.unwrap_or_else(Lang::from_env),
        }
    }
}

fn parse_racers(s: &str) -> Result<[Racer; 2], String> {
    let sides: Vec<&str> = s.split(',').map(str::trim).collect();
    let [a, b] = sides[..] else {
        return Err(format!(
            "{s:?}: name two algorithms, like backtrack,backjump-safe"
        ));
    };
    Ok([a.parse()?, b.parse()?])
}

/// Where a headless command gets its problem.
#[derive(Debug, Args, Clone)]
pub struct InputArgs {
    /// Homework input file (`-` for standard input). Default: input.txt.
    #[arg(value_name = "INPUT", conflicts_with = "queens")]
    pub input: Option<PathBuf>,
    /// Classic N-Queens on an empty N x N board with p = N, instead of a file.
    #[arg(allow_negative_numbers = true, long, value_name = "N", value_parser = within::<1, 2000>)]
    pub queens: Option<u32>,
    /// The algorithm. `solve` without --algo runs the exact search and a local search (sa, or
    /// the swaps on a board with trees) side by side and takes the first answer (on a board
    /// with trees up to 40 x 40, after a second, the exact search on the board transposed
    /// shares the local search's core); `trace` follows the file's first line (DFS, BFS or SA); `count`
    /// uses backtrack (queens with --queens). backtrack (= dfs): trees, any p. bfs and sa: the
    /// homework's other two. queens, backjump, backjump-safe: N-Queens only (no trees, p = n).
    #[arg(long, value_enum, ignore_case = true)]
    pub algo: Option<Algorithm>,
    /// Which bounds backtrack prunes with, each adding to the one before. A bound never
    /// changes an answer, only how much is searched. Refused where backtrack does not run on
    /// its own (another --algo, or for trace a file whose first line is BFS or SA; count
    /// --queens; solve without --algo).
    #[arg(long, value_enum, value_name = "BOUND", default_value_t = Pruning::default())]
    pub bound: Pruning,
    /// How backtrack decides a cell is safe: the four line counters (O(1), seed 000's way)
    /// or scanning the four lines back from the cell (O(N), the check the counters replaced).
    /// Refused, as --bound is, where backtrack does not run on its own.
    #[arg(long, value_enum, default_value_t = Safety::Counters)]
    pub safety: Safety,
    #[command(flatten)]
    pub tuning: TuningArgs,
}

/// How simulated annealing and breadth-first search are set up, and how long `solve` tries.
#[derive(Debug, Args, Clone)]
#[command(next_help_heading = "Annealing, BFS and the time budget")]
pub struct TuningArgs {
    /// How long the search may take before the command says "undecided" (exit 3), whatever
    /// the algorithm: 10s, 500ms, 2m (a number alone is seconds); 0 (or anything beyond a century) for no limit.
    #[arg(allow_hyphen_values = true, long, value_name = "TIME", default_value = "10s", value_parser = parse_budget)]
    pub budget: std::time::Duration,
    /// sa's starting temperature: an uphill move of T attacking pairs is taken with
    /// probability 1/e.
    #[arg(allow_negative_numbers = true, long, value_name = "T", default_value_t = 0.5, value_parser = parse_positive)]
    pub temp: f64,
    /// sa's cooling: the temperature is multiplied by C every 256 moves.
    #[arg(allow_negative_numbers = true, long, value_name = "C", default_value_t = 0.99, value_parser = parse_cooling)]
    pub cooling: f64,
    /// sa's random seed: the same seed gives the same run.
    #[arg(
        allow_negative_numbers = true,
        long,
        value_name = "S",
        default_value_t = 1
    )]
    pub seed: u64,
    /// bfs's queue bound, a number of boards (at least 1; the level being expanded counts
    /// too, so a queue of 1 holds the root alone); past it bfs gives up (undecided).
    /// A board of p lizards takes 4 p + 8 bytes and the queue never more than N of them.
    /// Default: a gigabyte of boards as they are (4 k + 8 bytes with k lizards so far).
    #[arg(allow_negative_numbers = true, long, value_name = "N", value_parser = parse_frontier)]
    pub frontier: Option<usize>,
}

impl TuningArgs {
    /// The values clap gives when no flag is set, read from clap itself so they never drift
    /// from the `default_value`s above.
    pub fn default_values() -> Self {
        use clap::{FromArgMatches, Parser};
        #[derive(Parser)]
        struct Only {
            #[command(flatten)]
            tuning: TuningArgs,
        }
        let matches = <Only as clap::CommandFactory>::command()
            .try_get_matches_from(["lizards"])
            .expect("every tuning flag has a default");
        Only::from_arg_matches(&matches)
            .expect("every tuning flag has a default")
            .tuning
    }

    pub fn anneal(&self) -> crate::solve::sa::Options {
        crate::solve::sa::Options {
            temperature: self.temp,
            cooling: self.cooling,
            seed: self.seed,
            time: self.budget,
            ..Default::default()
        }
    }
}

/// "No limit": a century.
const NO_LIMIT: std::time::Duration = std::time::Duration::from_secs(100 * 365 * 24 * 3600);

fn parse_budget(s: &str) -> Result<std::time::Duration, String> {
    let t = s.trim();
    if t.starts_with('-') {
        return Err(format!(
            "{s:?}: a time cannot be negative (0 means no limit)"
        ));
    }
    let (number, unit) = t
        .find(|c: char| !(c.is_ascii_digit() || c == '.'))
        .map_or((t, "s"), |i| (&t[..i], t[i..].trim()));
    let value: f64 = number
        .parse()
        .map_err(|_| format!("{s:?} is not a time: give e.g. 10s, 500ms or 2m"))?;
    let seconds = match unit {
        "ms" => value / 1000.0,
        "s" | "" => value,
        "m" | "min" => value * 60.0,
        "h" => value * 3600.0,
        _ => return Err(format!("{s:?}: the unit must be ms, s, m or h")),
    };
    if seconds == 0.0 {
        return Ok(NO_LIMIT);
    }
    if !seconds.is_finite() || seconds < 0.0 {
        return Err(format!("{s:?} is not a time: give e.g. 10s, 500ms or 2m"));
    }
    // Beyond a century (or beyond what a duration holds) is no limit, not an error.
    // Below a nanosecond is a nanosecond: a budget given is never read back as "0 s".
    Ok(
        std::time::Duration::try_from_secs_f64(seconds).map_or(NO_LIMIT, |d| {
            d.clamp(std::time::Duration::from_nanos(1), NO_LIMIT)
        }),
    )
}

fn parse_frontier(s: &str) -> Result<usize, String> {
    match s.trim().parse::<usize>() {
        Ok(0) => Err("the queue must hold one board at least".into()),
        Ok(n) => Ok(n),
        Err(_) => Err(format!(
            "{s:?} is not a number of boards (a board of p lizards takes 4 p + 8 bytes)"
        )),
    }
}

/// A whole number from `LO` to `HI`. Clap's ranged parser reads an i64 first, so a number
/// past that said only "number too large to fit in target type", naming no range.
fn within<const LO: u32, const HI: u32>(s: &str) -> Result<u32, String> {
    let digits = s.strip_prefix(['-', '+']).unwrap_or(s);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(format!("{s:?} is not a whole number from {LO} to {HI}"));
    }
    s.parse::<u32>()
        .ok()
        .filter(|v| (LO..=HI).contains(v))
        .ok_or_else(|| format!("{s} is not in {LO}..={HI}"))
}

fn parse_positive(s: &str) -> Result<f64, String> {
    s.parse::<f64>()
        .ok()
        .filter(|v| v.is_finite() && *v > 0.0)
        .ok_or_else(|| format!("{s:?}: give a number above 0"))
}

fn parse_cooling(s: &str) -> Result<f64, String> {
    s.parse::<f64>()
        .ok()
        .filter(|v| *v > 0.0 && *v <= 1.0)
        .ok_or_else(|| format!("{s:?}: the cooling factor is above 0 and at most 1, like 0.95"))
}

fn parse_speed(s: &str) -> Result<u32, String> {
    match s {
        "max" | "unlimited" => Ok(0),
        _ => s
            .parse::<u32>()
            .ok()
            .filter(|&v| (1..=crate::lesson::MAX_SPEED).contains(&v))
            .ok_or_else(|| {
                format!(
                    "{s:?} is not a speed: give events per second (1 to {}) or `max`",
                    crate::lesson::MAX_SPEED
                )
            })
            .and_then(|v| crate::lesson::off_the_ladder(v).map_or(Ok(v), Err)),
    }
}

/// More threads than this only slow a count down (and too many exhaust the machine).
fn max_threads() -> usize {
    4 * std::thread::available_parallelism().map_or(1, |n| n.get())
}

fn parse_threads(s: &str) -> Result<usize, String> {
    let cap = max_threads();
    let threads: usize = s
        .parse()
        .map_err(|_| format!("{s:?} is not a number of threads up to {cap}"))?;
    if threads > cap {
        return Err(format!(
            "{threads} threads is more than {cap} (4 x the {} cores here); 0 uses every core",
            cap / 4
        ));
    }
    Ok(threads)
}

fn parse_limit(s: &str) -> Result<u64, String> {
    match s.parse::<u64>() {
        Ok(0) => Err(
            "the limit must be at least 1: a count that stops before the first \
                      placement says nothing"
                .to_string(),
        ),
        Ok(k) => Ok(k),
        Err(e) if *e.kind() == std::num::IntErrorKind::PosOverflow => Err(format!(
            "{s} placements is more than the most a count can reach, {}",
            u64::MAX
        )),
        Err(_) => Err(format!("{s:?} is not a whole number of placements")),
    }
}

/// A frame's width or height: at most 1,000 cells. The least (64 x 18, the app's smallest
/// window) is checked with both sides known, so the message can name the two.
fn parse_frame_side(s: &str) -> Result<u16, String> {
    use crate::tui::window::{MIN_HEIGHT, MIN_WIDTH};
    match s.parse::<u64>() {
        Ok(side @ 1..=1000) => Ok(side as u16),
        Ok(0) => Err(format!(
            "a frame needs at least {MIN_WIDTH} x {MIN_HEIGHT} cells"
        )),
        Ok(_) => Err(format!("{s} cells: a frame has at most 1000 a side")),
        Err(_) => Err(format!("{s} is not a whole number of cells")),
    }
}

fn parse_density(s: &str) -> Result<f64, String> {
    s.parse::<f64>()
        .ok()
        .filter(|d| (0.0..=1.0).contains(d))
        .ok_or_else(|| format!("{s:?} is not a density: give a number from 0 to 1, like 0.2"))
}

#[cfg(test)]
mod tests {
    use clap::CommandFactory;

    #[test]
    fn the_command_line_is_well_formed() {
        super::Cli::command().debug_assert();
    }

    /// A budget is a time: a tiny one stays above zero (never read back as "0 s", which
    /// reads as no limit), 0 is no limit, a negative one is refused with why.
    #[test]
    fn budgets_read_as_times() {
        use std::time::Duration;
        let tiny = super::parse_budget("0.0000001ms").unwrap();
        assert!(
            tiny > Duration::ZERO && tiny <= Duration::from_nanos(1),
            "{tiny:?}"
        );
        assert_eq!(super::parse_budget("0").unwrap(), super::NO_LIMIT);
        assert_eq!(
            super::parse_budget("500ms").unwrap(),
            Duration::from_millis(500)
        );
        let negative = super::parse_budget("-2s").unwrap_err();
        assert!(negative.contains("cannot be negative"), "{negative}");
    }
}

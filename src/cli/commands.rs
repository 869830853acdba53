//! What each subcommand does. Results go to stdout; warnings, statistics and progress to stderr.

use std::io::BufWriter;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, Instant};

use anyhow::{Context, bail};

use crate::board::Cell;
use crate::cli::input::{Problem, load, read_homework};
use crate::cli::progress::Progress;
use crate::cli::{Cli, Command, InputArgs, UNDECIDED};
use crate::event::Observer;
use crate::event::Outcome;
use crate::homework::{self, Answer, AnswerFile};
use crate::narrate::{plural, thousands};
use crate::note;
use crate::output::ignore_broken_pipe;
use crate::solve::backtrack::{Goal, Options};
use crate::solve::clock::Clock;
use crate::solve::decide::{self, Verdict};
use crate::solve::{self, Algorithm, Search, Stats, bfs, max, queens};
use crate::validate;

/// Runs the command line. Errors are reported by the caller (exit code 2).
pub fn run(cli: Cli) -> anyhow::Result<ExitCode> {
    let Some(command) = cli.command else {
        // `lizards slove`: a command mistyped, not a board file missing.
        if let Some(word) = cli.app.board.as_deref().and_then(Path::to_str)
            && let Some(said) = super::typo::not_a_file(word)
        {
            bail!(said);
        }
        crate::tui::run((&cli.app).into())?;
        return Ok(ExitCode::SUCCESS);
    };
    // `trace` writes as it goes and ends its stream on a whole line first, and `max` and
    // `count` say what they found: `interrupt`.
    if !matches!(
        command,
        Command::Race(_)
            | Command::Replay { check: false, .. }
            | Command::Watch { .. }
            | Command::Trace { .. }
            | Command::Max { .. }
            | Command::Count { .. }
    ) {
        crate::atomic::remove_temporary_on_signal().context("cannot install signal handlers")?;
    }
    if let Command::Replay { file, play, .. } = &command
        && file == Path::new("-")
        && play.board.as_deref() == Some(Path::new("-"))
    {
        bail!(
            "replay reads one of the stream and the board from standard input, not both: name \
             the board (--board) or the stream as a file"
        );
    }
    match command {
        Command::Solve {
            input,
            output,
            stats,
            fail_on_undecided,
        } => solve_command(&input, output.as_deref(), stats, fail_on_undecided),
        Command::Count {
            input,
            limit,
            threads,
            stats,
        } => count_command(&input, limit, threads, stats),
        Command::Max {
            input,
            budget,
            stats,
        } => max_command(&input, budget, stats),
        Command::Trace { input, limit } => trace_command(&input, limit),
        Command::Check {
            input,
            output,
            budget,
        } => check_command(&input, &output, budget),
        Command::Replay {
            file,
            check: true,
            budget,
            play,
        } => crate::cli::replay::check(&file, play.board.as_deref(), budget),
        Command::Replay { file, play, .. } => {
            crate::tui::run(crate::tui::Options {
                replay: Some(file),
                ..(&play).into()
            })?;
            Ok(ExitCode::SUCCESS)
        }
        Command::Watch {
            stderr,
            play,
            command,
        } => {
            crate::tui::run(crate::tui::Options {
                watch: Some(command),
                watch_stderr: stderr,
                ..(&play).into()
            })?;
            Ok(ExitCode::SUCCESS)
        }
        Command::Checker { n, threads } => checker_command(n, threads),
        Command::Race(args) => {
            refuse_unused_race_bound(&args)?;
            crate::tui::run_race((&args).into())?;
            Ok(ExitCode::SUCCESS)
        }
        Command::Snapshot(args) => snapshot_command(&args),
    }
}

fn snapshot_command(args: &crate::cli::SnapshotArgs) -> anyhow::Result<ExitCode> {
    use crate::tui::export;
    use crate::tui::window::{MIN_HEIGHT, MIN_WIDTH};
    // Smaller, the app draws only "Window too small": no slide a class can use.
    if args.width < MIN_WIDTH || args.height < MIN_HEIGHT {
        anyhow::bail!(
            "a frame needs at least {MIN_WIDTH} x {MIN_HEIGHT} cells (asked: {} x {}): give a \
             larger --width and --height",
            args.width,
            args.height
        );
    }
    // The frame's format is its name's: SVG or text. Any other asks for what it would not
    // get (`-o x.png` was an SVG file called x.png).
    if args.lesson.is_none()
        && let Some(ext) = args.output.as_deref().and_then(Path::extension)
        && !ext.eq_ignore_ascii_case("svg")
        && !ext.eq_ignore_ascii_case("txt")
    {
        anyhow::bail!(
            "snapshot writes a frame as SVG (.svg) or as text (.txt), not .{}: name the file so \
             (a browser or Inkscape turns the SVG into an image)",
            ext.to_string_lossy()
        );
    }
    let mut app = match crate::tui::build(&args.into()) {
        Err(e) if e.downcast_ref::<crate::lesson::TooLong>().is_some() => {
            note!("undecided: {e}; no slide written. Give a longer --budget (0 for none).")?;
            return Ok(ExitCode::from(UNDECIDED));
        }
        built => built?,
    };
    if let Some(panel) = args.panel {
        if !panel.fits(app.algorithm) {
            use clap::ValueEnum;
            let name = panel.to_possible_value().map(|v| v.get_name().to_owned());
            anyhow::bail!(
                "{} has no {} panel to show",
                app.algorithm,
                name.unwrap_or_default()
            );
        }
        app.panel = panel;
    }
    if let Some(plan) = &args.lesson {
        return lesson_slides(&mut app, plan, args);
    }
    let deadline = Instant::now().checked_add(args.budget);
    let frame = export::snapshot(&mut app, args.event, args.width, args.height, deadline)?;
    let buf = frame.buffer;
    let output = args
        .output
        .clone()
        .unwrap_or_else(|| format!("{}.svg", export::frame_name(&app)).into());
    if let Some(board) = &args.board
        && crate::atomic::same_file(board, &output)
    {
        anyhow::bail!(
            "{} is the board the frame shows: writing the frame there would lose the board; name another file with -o",
            output.display()
        );
    }
    let contents = export::snapshot_contents(&buf, &app, &output);
    write_output(Some(&output), &contents)?;
    if output.as_os_str() != "-" {
        note!("wrote {}", output.display())?;
    }
    if !frame.reached {
        note!(
            "undecided: the search did not get there within {}: the frame shows event {}. Give \
             a longer --budget (0 for none).",
            seconds(args.budget),
            thousands(app.playback.position())
        )?;
        return Ok(ExitCode::from(UNDECIDED));
    }
    Ok(ExitCode::SUCCESS)
}

/// `snapshot --lesson`: one SVG for each stop of the plan, in the folder `-o` names.
fn lesson_slides(
    app: &mut crate::tui::app::App,
    plan: &Path,
    args: &crate::cli::SnapshotArgs,
) -> anyhow::Result<ExitCode> {
    use crate::tui::{export, svg};
    let dir = args.output.clone().unwrap_or_else(|| ".".into());
    if dir.as_os_str() == "-" {
        bail!(
            "with --lesson, -o names the folder for the slides: standard output holds one frame, not a deck"
        );
    }
    // A name that reads as a frame's file is not made a folder of slides (`-o slide.txt`
    // made a folder called slide.txt full of SVG files).
    let frame_like = dir
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("svg") || e.eq_ignore_ascii_case("txt"));
    if frame_like && !dir.is_dir() {
        bail!(
            "{} names a file: with --lesson, -o names the folder for the slides \
             ({}.svg, ...); give a folder, or snapshot one stop with --event",
            dir.display(),
            export::slide_name(plan, 0)
        );
    }
    // A folder that does not exist yet is made (`-o slides/` on a fresh checkout); a file
    // there is not a folder.
    if !dir.exists() {
        std::fs::create_dir_all(&dir)
            .with_context(|| format!("cannot make the folder {}", dir.display()))?;
    }
    if !dir.is_dir() {
        bail!(
            "{} is a file, not a folder: with --lesson, -o names the folder for the slides",
            dir.display()
        );
    }
    let palette = app.theme.palette;
    export::lesson_slides(app, args.width, args.height, |i, buf| {
        let path = dir.join(format!("{}.svg", export::slide_name(plan, i)));
        write_output(Some(&path), &svg::render(buf, palette))?;
        note!("wrote {}", path.display())
    })?;
    Ok(ExitCode::SUCCESS)
}

fn search<O: Observer>(problem: &Problem, goal: Goal, observer: &mut O) -> Search {
    let options = Options {
        goal,
        bound: problem.bound,
        safety: problem.safety,
        presolve: false,
    };
    solve::run(
        problem.algorithm,
        &problem.board,
        problem.lizards,
        problem.settings(options),
        observer,
    )
}

fn print_stats(algorithm: Algorithm, stats: &Stats, seconds: f64) -> anyhow::Result<()> {
    let mut text = format!("algorithm:  {algorithm}\n");
    text += &format!("nodes:      {}\n", stats.nodes);
    text += &format!("placements: {}\n", stats.placements);
    text += &format!("unmarks:    {}\n", stats.unmarks);
    // BFS prunes too: a board whose lizards left outnumber the free cells after it.
    if matches!(algorithm, Algorithm::Backtrack | Algorithm::Bfs) {
        text += &format!("prunes:     {}\n", stats.prunes);
    }
    if algorithm.jumps() {
        text += &format!("backjumps:  {}\n", stats.backjumps);
    }
    if algorithm == Algorithm::BackjumpSafe {
        text += &format!("steps back: {}\n", stats.steps_back);
    }
    text += &format!("time:       {seconds:.3} s\n");
    text += &format!(
        "nodes/s:    {:.0}\n",
        stats.nodes as f64 / seconds.max(1e-9)
    );
    crate::output::stderr(&text)
}

/// Counts `n` queens until `deadline`, with a progress bar on stderr when it takes a while;
/// the count, and whether it is complete.
fn count_queens(
    n: u32,
    threads: usize,
    deadline: Option<Instant>,
) -> anyhow::Result<(queens::Count, bool)> {
    let progress = std::sync::OnceLock::new();
    let count = queens::count_until(n, threads, deadline, &|done, total| {
        progress
            .get_or_init(|| Progress::bar(&format!("counting {n} queens"), total, "subtrees"))
            .set(done);
    });
    if let Some(progress) = progress.get() {
        progress.finish();
    }
    // Rayon's error repeats its cause as its source: say it once, with the real count.
    count.map_err(|e| {
        let asked = match threads {
            0 => std::thread::available_parallelism().map_or(1, |n| n.get()),
            n => n,
        };
        anyhow::anyhow!(
            "the system refused to start {}: {e} (a `ulimit -v` or `ulimit -u`, or the \
             machine's own memory)",
            plural(asked as u64, "thread")
        )
    })
}

/// Every command's output goes through here: to a file atomically, or to standard output
/// (`-` names it too), where a reader that went away (`| head`) is not an error but any other
/// failure (a full disk) is, with exit code 2.
fn write_output(path: Option<&Path>, text: &str) -> anyhow::Result<()> {
    match path {
        // A pipe's reader that has gone (`-o /dev/stdout | head -c1`) is not an error, as it
        // is not on standard output itself.
        Some(p) if p.as_os_str() != "-" => {
            if p.as_os_str().as_encoded_bytes().ends_with(b"/") {
                // `-o newdir/` said "Not a directory", of a folder that did not exist.
                anyhow::bail!(
                    "cannot write {}: -o names a file, not a folder (a name after the /)",
                    p.display()
                );
            }
            crate::atomic::write(p, text.as_bytes())
                .or_else(crate::output::ignore_broken_pipe)
                .with_context(|| format!("cannot write {}", p.display()))
        }
        _ => crate::output::stdout(text),
    }
}

fn solve_command(
    input: &InputArgs,
    output: Option<&Path>,
    stats: bool,
    fail_on_undecided: bool,
) -> anyhow::Result<ExitCode> {
    // Standard input may be the homework too (`solve - -o in.txt < in.txt`).
    let stdin = |path: PathBuf| {
        if path.as_os_str() == "-" {
            PathBuf::from("/dev/stdin")
        } else {
            path
        }
    };
    if let (Some(output), Some(input)) = (output, super::input::input_path(input).map(stdin))
        && crate::atomic::same_file(&input, output)
    {
        anyhow::bail!(
            "{} is the homework input: writing the answer there would lose it; name another file with -o",
            output.display()
        );
    }
    refuse_unused_bounds(input, input.algo, false)?;
    let problem = load(input)?;
    refuse_tuning_unused_by(
        input.algo,
        false,
        problem.board.tree_count() > 0,
        &input.tuning,
    )?;
    let started = Instant::now();
    let budget = problem.tuning.budget;
    let (answer, why_undecided) = match input.algo {
        None => match decide::decide_reaching(
            &problem.board,
            problem.lizards,
            budget,
            problem.tuning.anneal(),
        ) {
            (Verdict::Found { lizards, by }, _) => {
                if stats {
                    match by {
                        decide::Finder::Fill => note!(
                            "decided by: greedy fill (neither search answered within {}; one pass placed enough)",
                            seconds(budget)
                        )?,
                        decide::Finder::Mip => note!(
                            "decided by: mip (HiGHS, beside the exact search and the local search)"
                        )?,
                        _ => {
                            note!("decided by: {by} (exact search and local search side by side)")?
                        }
                    }
                    note!("time:       {:.3} s", started.elapsed().as_secs_f64())?;
                }
                (Some(Answer::Ok(lizards)), None)
            }
            (Verdict::Impossible { by }, _) => {
                if stats {
                    match by {
                        decide::Finder::Mip => {
                            note!("decided by: mip (HiGHS's bound is below the count)")?
                        }
                        _ => note!("decided by: backtrack (every branch tried)")?,
                    }
                    note!("time:       {:.3} s", started.elapsed().as_secs_f64())?;
                }
                (Some(Answer::Fail), None)
            }
            (Verdict::Undecided, reach) => (
                None,
                Some(Undecided::Budget(format!(
                    "{} answered within {}{}",
                    if decide::highs_joins(&problem.board, budget) {
                        "none of the exact search, the local search and HiGHS"
                    } else {
                        "neither the exact search nor the local search"
                    },
                    seconds(budget),
                    reach.map_or(String::new(), |r| format!(
                        " (at most {} {}; the most placed: {})",
                        crate::narrate::plural(r.upper, "lizard"),
                        if r.upper == 1 { "fits" } else { "fit" },
                        thousands(u64::from(r.placed))
                    ))
                ))),
            ),
        },
        Some(Algorithm::Bfs) => {
            let frontier = problem.settings(Options::default()).frontier();
            let mut quiet = ();
            let mut clock = Clock::budget(&mut quiet, budget);
            let run = bfs::solve(&problem.board, problem.lizards, frontier, &mut clock);
            if stats {
                print_stats(
                    Algorithm::Bfs,
                    &run.search.stats,
                    started.elapsed().as_secs_f64(),
                )?;
                note!("widest:     {} boards ({} bytes)", run.peak, run.peak_bytes)?;
            }
            let level = run.widths.len().saturating_sub(1);
            let why = if clock.ran_out() {
                Undecided::Budget(format!(
                    "BFS did not finish within {} (it was at level {level})",
                    seconds(budget)
                ))
            } else {
                Undecided::Frontier(bfs_stopped(&run, frontier))
            };
            decided(&run.search, why)
        }
        Some(algorithm) => {
            let mut quiet = ();
            let mut clock = Clock::budget(&mut quiet, budget);
            let result = search(&problem, Goal::First, &mut clock);
            if stats {
                print_stats(algorithm, &result.stats, started.elapsed().as_secs_f64())?;
                if let Some(sol) = &result.solution
                    && (algorithm.jumps() || algorithm == Algorithm::Queens)
                {
                    let mut by_col: Vec<&Cell> = sol.iter().collect();
                    by_col.sort_by_key(|c| c.col);
                    let rows: Vec<u32> = by_col.iter().map(|c| c.row).collect();
                    note!("solution:   {rows:?} (row of the queen in each column, 0-based)")?;
                }
            }
            let why = if algorithm == Algorithm::Sa {
                format!(
                    "annealing found no placement within {} (it cannot prove that none exists)",
                    seconds(budget)
                )
            } else {
                format!("{algorithm} did not finish within {}", seconds(budget))
            };
            decided(&result, Undecided::Budget(why))
        }
    };
    let answer = match (answer, why_undecided) {
        (Some(answer), _) => answer,
        (None, why) => {
            let why = why.unwrap_or(Undecided::Budget(String::new()));
            if fail_on_undecided {
                note!(
                    "undecided: {}; writing FAIL as --fail-on-undecided asks",
                    why.text()
                )?;
                Answer::Fail
            } else {
                note!(
                    "undecided: {}. No answer written; {}, or --fail-on-undecided to write FAIL.",
                    why.text(),
                    why.remedy()
                )?;
                return Ok(ExitCode::from(UNDECIDED));
            }
        }
    };
    write_output(output, &homework::format_answer(&problem.board, &answer))?;
    Ok(ExitCode::SUCCESS)
}

/// What stopped a search before it answered: the clock, or breadth-first search's queue.
enum Undecided {
    Budget(String),
    Frontier(String),
}

impl Undecided {
    fn text(&self) -> &str {
        match self {
            Undecided::Budget(why) | Undecided::Frontier(why) => why,
        }
    }

    /// What would let the search go further.
    fn remedy(&self) -> &'static str {
        match self {
            Undecided::Budget(_) => "give a longer --budget",
            Undecided::Frontier(_) => {
                "give --frontier N for a queue of N boards of 4 p + 8 bytes each (or use DFS: \
                 --algo backtrack)"
            }
        }
    }
}

/// The answer a single search backs up, or why it is undecided.
fn decided(search: &Search, why: Undecided) -> (Option<Answer>, Option<Undecided>) {
    match (&search.solution, search.outcome) {
        (Some(lizards), _) => (Some(Answer::Ok(lizards.clone())), None),
        (None, Outcome::Exhausted) => (Some(Answer::Fail), None),
        (None, _) => (None, Some(why)),
    }
}

pub(super) fn seconds(d: std::time::Duration) -> String {
    format!("{} s", d.as_secs_f64())
}

/// Annealing's and BFS's settings mean nothing to a command that only enumerates; taking them
/// silently would let a user believe they changed the answer or its speed.
/// The tuning flags given, those of annealing (`--temp`, `--cooling`, `--seed`) first, then
/// BFS's (`--frontier`).
fn given_tuning(tuning: &crate::cli::TuningArgs) -> (Vec<&'static str>, Vec<&'static str>) {
    let defaults = crate::cli::TuningArgs::default_values();
    let mut anneal = Vec::new();
    if tuning.temp != defaults.temp {
        anneal.push("--temp");
    }
    if tuning.cooling != defaults.cooling {
        anneal.push("--cooling");
    }
    if tuning.seed != defaults.seed {
        anneal.push("--seed");
    }
    let frontier = if tuning.frontier.is_some() {
        vec!["--frontier"]
    } else {
        Vec::new()
    };
    (anneal, frontier)
}

/// Refuses tuning that the search `runs` has no use for, as `--bound` is refused, rather than
/// ignore it in silence: a student tuning annealing on BFS thinks the tuning took. Without
/// `--algo` (`runs` is `None`), `solve` runs a local search: `--seed` seeds it, but `--temp`
/// and `--cooling` tune annealing, which runs only on a board without trees (on one with,
/// the swaps do): said as a warning, since a grader's script passes one line to every board.
fn refuse_tuning_unused_by(
    runs: Option<Algorithm>,
    by_file: bool,
    trees: bool,
    tuning: &crate::cli::TuningArgs,
) -> anyhow::Result<()> {
    let (anneal, frontier) = given_tuning(tuning);
    let unused: Vec<&str> = match runs {
        Some(Algorithm::Sa) => frontier,
        Some(Algorithm::Bfs) => anneal,
        Some(_) => anneal.into_iter().chain(frontier).collect(),
        None => {
            let cooled: Vec<&str> = anneal.into_iter().filter(|f| *f != "--seed").collect();
            if trees && !cooled.is_empty() {
                note!(
                    "warning: {} {} annealing, which solve runs only on a board without trees; \
                     on this one the local search is the swaps (--algo sa runs annealing)",
                    cooled.join(" and "),
                    if cooled.len() > 1 { "tune" } else { "tunes" }
                )?;
            }
            frontier
        }
    };
    if unused.is_empty() {
        return Ok(());
    }
    let them = if unused.len() > 1 { "them" } else { "it" };
    match runs {
        Some(algorithm) if by_file => bail!(
            "the file's first line ({}) runs {algorithm}, which has no use for {} (--temp, \
             --cooling and --seed tune sa, --frontier bounds bfs); drop {them}, or add --algo",
            algorithm.homework_name(),
            unused.join(", ")
        ),
        Some(algorithm) => bail!(
            "{algorithm} has no use for {} (--temp, --cooling and --seed tune sa, --frontier \
             bounds bfs); drop {them}",
            unused.join(", ")
        ),
        None => bail!(
            "solve without --algo runs no BFS: {} bounds its queue (add --algo bfs)",
            unused.join(", ")
        ),
    }
}

fn refuse_unused_tuning(command: &str, tuning: &crate::cli::TuningArgs) -> anyhow::Result<()> {
    let (anneal, frontier) = given_tuning(tuning);
    let given: Vec<&str> = anneal.into_iter().chain(frontier).collect();
    if !given.is_empty() {
        bail!(
            "{command} enumerates with backtrack, which has no use for {} (they set up sa and bfs)",
            given.join(", ")
        );
    }
    Ok(())
}

/// Refuses `--bound` and `--safety` where no lone backtrack runs to take them (`runs`: the
/// algorithm that does, `None` for `solve`'s race), rather than ignore them in silence: a
/// student comparing bounds would compare two identical runs.
/// `race --bound` goes to the backtrack sides whose name chooses no bound (`backtrack`,
/// `backtrack-scan`): where neither side is one, it is refused rather than ignored.
fn refuse_unused_race_bound(args: &crate::cli::RaceArgs) -> anyhow::Result<()> {
    let Some(sides) = &args.algo else {
        return Ok(());
    };
    let takes =
        |r: &crate::tui::racer::Racer| r.algorithm == Algorithm::Backtrack && r.bound.is_none();
    if args.bound != crate::solve::backtrack::Pruning::default() && !sides.iter().any(takes) {
        bail!(
            "--bound sets up a backtrack side that names no bound (backtrack, backtrack-scan); \
             {} and {} have none to take (name the bound in the side: backtrack-seed, ...)",
            sides[0].name(),
            sides[1].name()
        );
    }
    Ok(())
}

/// `by_file`: the homework file's first line chose the algorithm, not `--algo`.
fn refuse_unused_bounds(
    input: &InputArgs,
    runs: Option<Algorithm>,
    by_file: bool,
) -> anyhow::Result<()> {
    if runs == Some(Algorithm::Backtrack) {
        return Ok(());
    }
    let mut given = Vec::new();
    if input.bound != crate::solve::backtrack::Pruning::default() {
        given.push("--bound");
    }
    if input.safety != crate::solve::backtrack::Safety::Counters {
        given.push("--safety");
    }
    if given.is_empty() {
        return Ok(());
    }
    let (sets, them) = if given.len() > 1 {
        ("set", "them")
    } else {
        ("sets", "it")
    };
    let given = given.join(" and ");
    match runs {
        Some(algorithm) if by_file => bail!(
            "{given} {sets} up backtrack; the file's first line ({}) runs {algorithm}, which has \
             no use for {them} (drop {them}, or add --algo backtrack)",
            algorithm.homework_name()
        ),
        Some(algorithm) => bail!(
            "{given} {sets} up backtrack; {algorithm} has no use for {them} (drop {them}, or add --algo backtrack)"
        ),
        None => bail!(
            "solve without --algo races the exact search, with its strongest bounds, against a local \
             search; {given} {sets} up a lone backtrack (add --algo backtrack)"
        ),
    }
}

fn count_command(
    input: &InputArgs,
    limit: Option<u64>,
    threads: usize,
    stats: bool,
) -> anyhow::Result<ExitCode> {
    let started = Instant::now();
    let budget = input.tuning.budget;
    let deadline = started.checked_add(budget);
    // The count is written last: a reader gone before it ends the search.
    crate::output::end_when_reader_goes();
    // Ctrl-C (or `kill`) ends the count as the budget would: what was counted is said.
    let interrupt =
        crate::cli::interrupt::Interrupt::install().context("cannot install signal handlers")?;
    let cut = interrupt.cut_searches_short();
    if let Some(algorithm @ (Algorithm::Bfs | Algorithm::Sa)) = input.algo {
        bail!(
            "count needs a search that enumerates placements; {algorithm} stops at its first one \
             (use --algo backtrack, the default)"
        );
    }
    refuse_unused_tuning("count", &input.tuning)?;
    if let Some(n) = input.queens
        && matches!(input.algo, None | Some(Algorithm::Queens))
    {
        refuse_unused_bounds(input, Some(Algorithm::Queens), false)?;
        if limit.is_some() {
            bail!(
                "--limit stops a placement-by-placement count; --queens counts them all at once (drop --limit)"
            );
        }
        if n > queens::MAX_N {
            bail!("count --queens takes n up to {}", queens::MAX_N);
        }
        let (count, complete) = count_queens(n, threads, deadline)?;
        drop(cut);
        crate::output::answering();
        let answer = match complete {
            true => format!("{}\n", count.solutions),
            false => format!("at least {}\n", count.solutions),
        };
        write_output(None, &answer)?;
        // Cut short, the statistics still say how far the count got.
        if stats {
            let secs = started.elapsed().as_secs_f64();
            if complete {
                note!(
                    "unique:     {} (up to rotation and reflection)",
                    count.unique
                )?;
            }
            note!("nodes:      {}", count.nodes)?;
            note!("time:       {secs:.3} s")?;
            note!("nodes/s:    {:.0}", count.nodes as f64 / secs.max(1e-9))?;
        }
        if !complete {
            return count_cut_short(&interrupt, budget);
        }
        return Ok(ExitCode::SUCCESS);
    }
    if threads != 0 {
        bail!(
            "--threads splits the queens counter's count over the cores (count --queens N, without \
             --algo); backtrack, which counts a board, runs on one thread (drop --threads)"
        );
    }
    let problem = load(input)?;
    if problem.algorithm.jumps() {
        bail!(
            "{} stops at the first solution and cannot count; use --algo queens or backtrack",
            problem.algorithm
        );
    }
    refuse_unused_bounds(input, Some(problem.algorithm), false)?;
    let progress = Progress::new("counting placements");
    let mut quiet = ();
    let mut clock = Clock::until(&mut quiet, deadline);
    // One placement past the limit is looked for, so that a board with exactly K placements
    // reads "K", not "at least K": only a count that found more than K says "at least".
    let past_limit = limit.map(|l| l.saturating_add(1));
    let result = search(&problem, Goal::All { limit: past_limit }, &mut clock);
    drop(cut);
    progress.finish();
    crate::output::answering();
    let capped = limit.is_some_and(|l| result.solutions > l);
    if capped {
        let shown = limit.unwrap_or(result.solutions);
        write_output(None, &format!("at least {shown}\n"))?;
    } else if clock.ran_out() {
        write_output(None, &format!("at least {}\n", result.solutions))?;
    } else {
        write_output(None, &format!("{}\n", result.solutions))?;
    }
    if stats {
        print_stats(
            problem.algorithm,
            &result.stats,
            started.elapsed().as_secs_f64(),
        )?;
    }
    if clock.ran_out() && !capped {
        return count_cut_short(&interrupt, budget);
    }
    Ok(ExitCode::SUCCESS)
}

/// A count that did not finish, its "at least" written: cut by a signal, it says so and dies
/// of it; cut by the budget, it is undecided (exit 3).
fn count_cut_short(
    interrupt: &crate::cli::interrupt::Interrupt,
    budget: Duration,
) -> anyhow::Result<ExitCode> {
    if let Some(ended) = interrupt.ended() {
        note!("interrupted: the count stopped short; what it had counted is above")?;
        let _ = interrupt.die_if_signalled();
        return Err(ended.into());
    }
    note!(
        "undecided: the count did not finish within {}; give a longer --budget (0 for none)",
        seconds(budget)
    )?;
    Ok(ExitCode::from(UNDECIDED))
}

fn max_command(input: &Path, budget: Duration, stats: bool) -> anyhow::Result<ExitCode> {
    let hw = read_homework(input)?;
    let started = Instant::now();
    // Ctrl-C (or `kill`) ends the search as the budget would: the best placement and the
    // bounds are still said, then the command dies of the signal (a second one kills).
    let interrupt =
        crate::cli::interrupt::Interrupt::install().context("cannot install signal handlers")?;
    let cut = interrupt.cut_searches_short();
    let progress = Progress::bounds("searching the maximum");
    let best = max::maximum(&hw.board, Some(budget), |bounds| {
        progress.between(bounds.lower, bounds.upper, &max_question(bounds));
    });
    drop(cut);
    progress.finish();
    let grid = homework::format_answer(&hw.board, &Answer::Ok(best.placement.clone()));
    let rows = grid.strip_prefix("OK\n").unwrap_or(&grid);
    write_output(None, &format!("{}\n{rows}", best.lizards))?;
    if stats {
        print_stats(
            Algorithm::Backtrack,
            &best.stats,
            started.elapsed().as_secs_f64(),
        )?;
        if best.proved() && best.by_mip {
            note!("decided by: mip (HiGHS's bound met the most placed)")?;
        } else if best.proved() && best.stats.nodes == 0 {
            note!(
                "the exact search was not needed: the local search placed as many as the bound allows"
            )?;
        }
    }
    if best.proved() && interrupt.ended().is_none() {
        return Ok(ExitCode::SUCCESS);
    }
    let placed = thousands(u64::from(best.lizards));
    if let Some(ended) = interrupt.ended() {
        if !best.proved() {
            note!(
                "interrupted: the maximum is between {placed} and {}; the placement above has \
                 {placed}.",
                thousands(u64::from(best.upper)),
            )?;
        }
        let _ = interrupt.die_if_signalled();
        return Err(ended.into());
    }
    note!(
        "undecided: the maximum is between {placed} and {}; the placement above has {placed}. \
         Give a longer --budget (0 for none) to settle it.",
        thousands(u64::from(best.upper)),
    )?;
    Ok(ExitCode::from(UNDECIDED))
}

/// Why breadth-first search stopped without an answer when its clock had time left: its queue
/// outgrew the bound, or the system refused the memory.
fn bfs_stopped(run: &bfs::Run, frontier: bfs::Frontier) -> String {
    let level = run.widths.len().saturating_sub(1);
    let decisions = plural(level as u64, "decision");
    // What the queue was allowed, in the words of the option that set it (or did not).
    let allowed = match frontier {
        bfs::Frontier::Boards(n) => format!("--frontier {}", thousands(n as u64)),
        bfs::Frontier::Bytes(b) => format!("the default {}", plural(b as u64, "byte")),
    };
    if run.out_of_memory {
        format!(
            "BFS ran out of memory at level {level}: the system refused more than {} for its \
             queue of {} ({allowed} allowed more); DFS needs {decisions} on its stack",
            plural(run.peak_bytes as u64, "byte"),
            plural(run.peak as u64, "board"),
        )
    } else if run.peak == 0 {
        // The level being expanded filled the bound before any board could wait.
        match run.widths.last() {
            None => format!("{allowed} left no room in BFS's queue for its first board"),
            Some(&width) => format!(
                "{allowed} left no room in BFS's queue for one board of level {}: {} of \
                 level {level} it expands {} it all",
                level + 1,
                if width == 1 {
                    "the one board".to_string()
                } else {
                    format!("the {}", plural(width, "board"))
                },
                if width == 1 { "takes" } else { "take" },
            ),
        }
    } else {
        // What the queue held: under --frontier, with few lizards placed at the levels it
        // reached, its boards are far smaller than the largest one the bound counts.
        let unit = match frontier {
            bfs::Frontier::Boards(_) => " (boards, the level it expands included)",
            bfs::Frontier::Bytes(_) => "",
        };
        format!(
            "BFS's queue outgrew {allowed}{unit} at level {level}, with {} waiting in {}; DFS \
             needs {decisions} on its stack",
            plural(run.peak as u64, "board"),
            plural(run.peak_bytes as u64, "byte"),
        )
    }
}

/// What `max` is doing, for its progress line.
fn max_question(bounds: max::Bounds) -> String {
    match bounds.asking {
        Some((p, max::Asker::Swaps)) => {
            format!("the swaps look for {} and more", thousands(p.into()))
        }
        Some((p, max::Asker::Annealing)) => format!("annealing looks for {}", thousands(p.into())),
        Some((p, max::Asker::Both)) => {
            // The count first: the line is cut at the window's edge.
            format!("trying {}: exact and local search", thousands(p.into()))
        }
        None => "done".into(),
    }
}

fn trace_command(input: &InputArgs, limit: Option<u64>) -> anyhow::Result<ExitCode> {
    let mut problem = load(input)?;
    // Without --algo, trace runs what the file's first line names.
    if input.algo.is_none()
        && let Some(named) = problem.file_algorithm
    {
        problem.algorithm = named;
    }
    refuse_unused_bounds(input, Some(problem.algorithm), input.algo.is_none())?;
    refuse_tuning_unused_by(
        Some(problem.algorithm),
        input.algo.is_none(),
        true,
        &input.tuning,
    )?;
    let budget = problem.tuning.budget;
    crate::output::stdout_open()?;
    let interrupt =
        crate::cli::interrupt::Interrupt::install().context("cannot install signal handlers")?;
    let stdout = std::io::stdout().lock();
    let mut sink = crate::trace::JsonLines::new(BufWriter::new(stdout), limit);
    let mut header =
        crate::protocol::Header::new(&problem.board, problem.lizards, problem.algorithm.name());
    // Backtrack's events depend on its bound: named, so a replay runs the same search.
    if problem.algorithm == Algorithm::Backtrack {
        header.bound =
            clap::ValueEnum::to_possible_value(&problem.bound).map(|v| v.get_name().to_owned());
    }
    sink.header(&header);
    let mut watching = interrupt.watching(sink);
    let mut clock = Clock::budget(&mut watching, budget);
    // Breadth-first search is run here itself, so that a full queue is told as such.
    let (run, queue_full) = if problem.algorithm == Algorithm::Bfs {
        let frontier = problem.settings(Options::default()).frontier();
        let run = bfs::solve(&problem.board, problem.lizards, frontier, &mut clock);
        let why = bfs_stopped(&run, frontier);
        (run.search, Some(why))
    } else {
        (search(&problem, Goal::First, &mut clock), None)
    };
    let ran_out = clock.ran_out();
    // Annealing keeps its own time (the same budget) and its own count of moves: when
    // either ends the run first, the clock never saw the budget run out.
    let gave_up = run.outcome == crate::event::Outcome::GaveUp;
    let mut sink = watching.into_inner();
    if ran_out {
        sink.end_cancelled();
    }
    let written = sink.finish().or_else(ignore_broken_pipe);
    // A signal first: after SIGHUP a closed terminal fails the write too (EIO).
    if let Some(ended) = interrupt.die_if_signalled() {
        return Err(ended.into());
    }
    written.context("cannot write to standard output")?;
    if ran_out {
        note!(
            "undecided: the search did not end within {}; the events up to then are written, \
             and a done line says it was cancelled. \
             Give a longer --budget (0 for none), or --limit to stop after so many events.",
            seconds(budget)
        )?;
        return Ok(ExitCode::from(UNDECIDED));
    }
    if gave_up && let Some(why) = queue_full {
        note!(
            "undecided: {why}; the events up to then are written. Give --frontier N for a \
             queue of N boards of 4 p + 8 bytes each, or use DFS: --algo backtrack."
        )?;
        return Ok(ExitCode::from(UNDECIDED));
    }
    if gave_up {
        note!(
            "undecided: annealing gave up without a placement (it cannot prove that none \
             exists); the events up to then are written. Give a longer --budget (0 for none)."
        )?;
        return Ok(ExitCode::from(UNDECIDED));
    }
    Ok(ExitCode::SUCCESS)
}

fn check_command(input: &Path, output: &Path, budget: Duration) -> anyhow::Result<ExitCode> {
    let stdin = Path::new("-");
    if input == stdin && output == stdin {
        anyhow::bail!(
            "check reads one of its two files from standard input, not both: name the board or the answer as a file"
        );
    }
    let hw = read_homework(input)?;
    let (text, too_long) = homework::read_answer_text(output, hw.board.n())?;
    let shown = homework::name(output);
    // An answer that does not parse is a wrong answer (exit 1), not an unreadable file; so is
    // one longer than any answer for the board, told by its first fault when one comes before
    // the point where it went too far.
    let parsed = match (homework::parse_answer(&text, hw.board.n()), too_long) {
        (Err(fault), Some(long)) if fault.line < long.line => Err(fault),
        (_, Some(long)) => Err(long),
        (parsed, None) => parsed,
    };
    if let Some(stray) = homework::answer_layout_strays(&text) {
        note!("warning: {shown}: {stray}")?;
    }
    let answer = match parsed {
        Ok(answer) => answer,
        Err(e) => {
            crate::output::verdict(&format!("{shown}: wrong: {e}\n"))?;
            return Ok(ExitCode::from(1));
        }
    };
    let verdict = match answer {
        AnswerFile::Ok { lizards, trees } => {
            validate::check_answer(&hw.board, &trees, &lizards, hw.lizards)
                .map(|()| {
                    format!(
                        "right: {}, none can eat another",
                        plural(hw.lizards, "lizard")
                    )
                })
                .map_err(|e| match where_written(&e, &text) {
                    Some((line, column)) => format!("line {line}, column {column}: {e}"),
                    None => e.to_string(),
                })
        }
        // The same deciding search as `solve`: a FAIL is right only when it is proved.
        AnswerFile::Fail => match decide::decide(
            &hw.board,
            hw.lizards,
            budget,
            crate::solve::sa::Options::default(),
        ) {
            Verdict::Impossible { .. } => Ok(format!(
                "right: no placement of {} exists",
                plural(hw.lizards, "lizard")
            )),
            Verdict::Found { lizards, .. } => Err(format!(
                "the answer says FAIL, but {} fit, for example:\n{}",
                plural(hw.lizards, "lizard"),
                homework::format_answer(&hw.board, &Answer::Ok(lizards)).trim_end()
            )),
            Verdict::Undecided => {
                crate::output::verdict(&format!(
                    "{shown}: cannot tell: no placement found and none proved impossible \
                     within {}\n",
                    seconds(budget)
                ))?;
                note!("undecided: give a longer --budget (0 for none)")?;
                return Ok(ExitCode::from(UNDECIDED));
            }
        },
    };
    match verdict {
        Ok(msg) => {
            crate::output::verdict(&format!("{shown}: {msg}\n"))?;
            Ok(ExitCode::SUCCESS)
        }
        Err(msg) => {
            crate::output::verdict(&format!("{shown}: wrong: {msg}\n"))?;
            Ok(ExitCode::from(1))
        }
    }
}

/// Where in the answer file a mistake is written: the cell it names (the later of two
/// lizards that see each other, as a reader meets them), or the grid's first row for its
/// size and for a count (the whole grid holds too few or too many).
fn where_written(mistake: &validate::Invalid, answer: &str) -> Option<(usize, usize)> {
    use validate::Invalid;
    let cell = match *mistake {
        Invalid::OnTree(cell) | Invalid::Twice(cell) | Invalid::TreeMoved { cell, .. } => cell,
        Invalid::Attack(a, b) => a.max(b),
        Invalid::Size { .. } | Invalid::Count { .. } => crate::board::Cell::new(0, 0),
        Invalid::Outside(..) => return None,
    };
    homework::answer_position(answer, cell)
}

fn checker_command(n: u32, threads: usize) -> anyhow::Result<ExitCode> {
    let mut out = String::new();
    for sol in queens::first_solutions(n, 3) {
        let line: Vec<String> = sol.iter().map(|r| (r + 1).to_string()).collect();
        out.push_str(&line.join(" "));
        out.push('\n');
    }
    write_output(None, &out)?;
    // `| head -3` has what it asked for: the total is for nobody then.
    crate::output::end_when_reader_goes();
    let (count, _) = count_queens(n, threads, None)?;
    write_output(None, &format!("{}\n", count.solutions))?;
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Board;

    /// BFS's stop names the bound that stopped it: `--frontier` in boards, or the default in
    /// bytes, which no option on the command line set.
    #[test]
    fn bfs_stopped_names_the_bound_that_was_set() {
        let board = Board::empty(20);
        let by_bytes = bfs::Frontier::Bytes(200_000);
        let run = bfs::solve(&board, 20, by_bytes, &mut ());
        let said = bfs_stopped(&run, by_bytes);
        assert!(
            said.starts_with("BFS's queue outgrew the default 200,000 bytes at level "),
            "{said}"
        );
        assert!(!said.contains("--frontier"), "{said}");
        let by_boards = bfs::Frontier::Boards(1000);
        let run = bfs::solve(&board, 20, by_boards, &mut ());
        let said = bfs_stopped(&run, by_boards);
        assert!(
            said.starts_with(
                "BFS's queue outgrew --frontier 1,000 (boards, the level it expands included)"
            ),
            "{said}"
        );
    }
}

//! What each subcommand does. Results go to stdout; warnings, statistics and progress to stderr.

use std::io::{BufWriter, Write};
use std::path::Path;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use anyhow::{Context, bail};

use crate::board::Cell;
use crate::cli::input::{Problem, load, read_homework};
use crate::cli::progress::Progress;
use crate::cli::{Cli, Command, InputArgs};
use crate::event::Observer;
use crate::event::Outcome;
use crate::homework::{self, Answer, AnswerFile};
use crate::narrate::plural;
use crate::solve::backtrack::{Goal, Options};
use crate::solve::decide::{self, Verdict};
use crate::solve::{self, Algorithm, Search, Stats, bfs, max, queens};
use crate::validate;

/// Runs the command line. Errors are reported by the caller (exit code 2).
pub fn run(cli: Cli) -> anyhow::Result<ExitCode> {
    let Some(command) = cli.command else {
        crate::tui::run((&cli.app).into())?;
        return Ok(ExitCode::SUCCESS);
    };
    if !matches!(command, Command::Race(_)) {
        crate::atomic::remove_temporary_on_signal().context("cannot install signal handlers")?;
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
        Command::Check { input, output } => check_command(&input, &output),
        Command::Checker { n, threads } => checker_command(n, threads),
        Command::Race(args) => {
            crate::tui::run_race((&args).into())?;
            Ok(ExitCode::SUCCESS)
        }
        Command::Snapshot(args) => snapshot_command(&args),
    }
}

fn snapshot_command(args: &crate::cli::SnapshotArgs) -> anyhow::Result<ExitCode> {
    use crate::tui::export;
    let mut app = crate::tui::build(&args.into())?;
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
    let buf = export::snapshot(&mut app, args.event, args.width, args.height)?;
    let output = args
        .output
        .clone()
        .unwrap_or_else(|| format!("{}.svg", export::frame_name(&app)).into());
    let contents = export::snapshot_contents(&buf, &app, &output);
    let to_file = output.as_os_str() != "-";
    write_output(to_file.then_some(output.as_path()), &contents)?;
    if to_file {
        eprintln!("wrote {}", output.display());
    }
    Ok(ExitCode::SUCCESS)
}

fn search<O: Observer>(problem: &Problem, goal: Goal, observer: &mut O) -> Search {
    let options = Options {
        goal,
        bound: problem.bound,
        safety: problem.safety,
    };
    solve::run(
        problem.algorithm,
        &problem.board,
        problem.lizards,
        problem.settings(options),
        observer,
    )
}

fn print_stats(algorithm: Algorithm, stats: &Stats, seconds: f64) {
    eprintln!("algorithm:  {algorithm}");
    eprintln!("nodes:      {}", stats.nodes);
    eprintln!("placements: {}", stats.placements);
    eprintln!("unmarks:    {}", stats.unmarks);
    if algorithm == Algorithm::Backtrack {
        eprintln!("prunes:     {}", stats.prunes);
    }
    if algorithm.jumps() {
        eprintln!("backjumps:  {}", stats.backjumps);
    }
    eprintln!("time:       {:.3} s", seconds);
}

/// Counts `n` queens, with a progress bar on stderr when it takes a while.
fn count_queens(n: u32, threads: usize) -> anyhow::Result<queens::Count> {
    let progress = std::sync::OnceLock::new();
    let count = queens::count(n, threads, &|done, total| {
        progress
            .get_or_init(|| Progress::bar(&format!("counting {n} queens"), total, "subtrees"))
            .set(done);
    });
    if let Some(progress) = progress.get() {
        progress.finish();
    }
    count.with_context(|| format!("cannot start {threads} threads"))
}

/// Every command's output goes through here: to a file atomically, or to standard output,
/// where a reader that went away (`| head`) is not an error but any other failure (a full
/// disk) is, with exit code 2.
fn write_output(path: Option<&Path>, text: &str) -> anyhow::Result<()> {
    match path {
        Some(p) => crate::atomic::write(p, text.as_bytes())
            .with_context(|| format!("cannot write {}", p.display())),
        None => {
            let mut out = std::io::stdout().lock();
            out.write_all(text.as_bytes())
                .and_then(|()| out.flush())
                .or_else(ignore_broken_pipe)
                .context("cannot write to standard output")?;
            Ok(())
        }
    }
}

/// A reader that stops reading (`| head`) is not an error.
fn ignore_broken_pipe(e: std::io::Error) -> std::io::Result<()> {
    if e.kind() == std::io::ErrorKind::BrokenPipe {
        Ok(())
    } else {
        Err(e)
    }
}

/// Exit code of an undecided `solve`.
const UNDECIDED: u8 = 3;

fn solve_command(
    input: &InputArgs,
    output: Option<&Path>,
    stats: bool,
    fail_on_undecided: bool,
) -> anyhow::Result<ExitCode> {
    let problem = load(input)?;
    let started = Instant::now();
    let budget = problem.tuning.budget;
    let (answer, why_undecided) = match input.algo {
        None => match decide::decide(
            &problem.board,
            problem.lizards,
            budget,
            problem.tuning.anneal(),
        ) {
            Verdict::Found { lizards, by } => {
                if stats {
                    eprintln!("decided by: {by} (exact search and sa side by side)");
                    eprintln!("time:       {:.3} s", started.elapsed().as_secs_f64());
                }
                (Some(Answer::Ok(lizards)), None)
            }
            Verdict::Impossible => {
                if stats {
                    eprintln!("decided by: backtrack (every branch tried)");
                    eprintln!("time:       {:.3} s", started.elapsed().as_secs_f64());
                }
                (Some(Answer::Fail), None)
            }
            Verdict::Undecided => (
                None,
                Some(format!(
                    "neither the exact search nor annealing answered within {}",
                    seconds(budget)
                )),
            ),
        },
        Some(Algorithm::Bfs) => {
            let frontier = problem
                .settings(Options::default())
                .frontier_for(problem.lizards);
            let run = bfs::solve(&problem.board, problem.lizards, frontier, &mut ());
            if stats {
                print_stats(
                    Algorithm::Bfs,
                    &run.search.stats,
                    started.elapsed().as_secs_f64(),
                );
                eprintln!("widest:     {} boards ({} bytes)", run.peak, run.peak_bytes);
            }
            let level = run.widths.len().saturating_sub(1);
            decided(
                &run.search,
                format!(
                    "BFS would need more than {frontier} boards in its queue at level {level}; DFS needs {level} decisions on its stack"
                ),
            )
        }
        Some(algorithm) => {
            let result = search(&problem, Goal::First, &mut ());
            if stats {
                print_stats(algorithm, &result.stats, started.elapsed().as_secs_f64());
                if let Some(sol) = &result.solution
                    && (algorithm.jumps() || algorithm == Algorithm::Queens)
                {
                    let mut by_col: Vec<&Cell> = sol.iter().collect();
                    by_col.sort_by_key(|c| c.col);
                    let rows: Vec<u32> = by_col.iter().map(|c| c.row).collect();
                    eprintln!("solution:   {rows:?} (row of the queen in each column, 0-based)");
                }
            }
            decided(
                &result,
                format!(
                    "annealing found no placement within {} (it cannot prove that none exists)",
                    seconds(budget)
                ),
            )
        }
    };
    let answer = match (answer, why_undecided) {
        (Some(answer), _) => answer,
        (None, why) => {
            let why = why.unwrap_or_default();
            if fail_on_undecided {
                eprintln!("undecided: {why}; writing FAIL as --fail-on-undecided asks");
                Answer::Fail
            } else {
                eprintln!(
                    "undecided: {why}. No answer written; give a longer --budget, or --fail-on-undecided to write FAIL."
                );
                return Ok(ExitCode::from(UNDECIDED));
            }
        }
    };
    write_output(output, &homework::format_answer(&problem.board, &answer))?;
    Ok(ExitCode::SUCCESS)
}

/// The answer a single search backs up, or why it is undecided.
fn decided(search: &Search, why: String) -> (Option<Answer>, Option<String>) {
    match (&search.solution, search.outcome) {
        (Some(lizards), _) => (Some(Answer::Ok(lizards.clone())), None),
        (None, Outcome::Exhausted) => (Some(Answer::Fail), None),
        (None, _) => (None, Some(why)),
    }
}

fn seconds(d: std::time::Duration) -> String {
    format!("{} s", d.as_secs_f64())
}

fn count_command(
    input: &InputArgs,
    limit: Option<u64>,
    threads: usize,
    stats: bool,
) -> anyhow::Result<ExitCode> {
    let started = Instant::now();
    if let Some(algorithm @ (Algorithm::Bfs | Algorithm::Sa)) = input.algo {
        bail!(
            "count needs a search that enumerates placements; {algorithm} stops at its first one \
             (use --algo backtrack, the default)"
        );
    }
    if let Some(n) = input.queens
        && matches!(input.algo, None | Some(Algorithm::Queens))
    {
        if limit.is_some() {
            bail!(
                "--limit stops a placement-by-placement count; --queens counts them all at once (drop --limit)"
            );
        }
        if n > queens::MAX_N {
            bail!("count --queens takes n up to {}", queens::MAX_N);
        }
        let count = count_queens(n, threads)?;
        write_output(None, &format!("{}\n", count.solutions))?;
        if stats {
            let secs = started.elapsed().as_secs_f64();
            eprintln!(
                "unique:     {} (up to rotation and reflection)",
                count.unique
            );
            eprintln!("nodes:      {}", count.nodes);
            eprintln!("time:       {secs:.3} s");
            eprintln!("nodes/s:    {:.0}", count.nodes as f64 / secs.max(1e-9));
        }
        return Ok(ExitCode::SUCCESS);
    }
    let problem = load(input)?;
    if problem.algorithm.jumps() {
        bail!(
            "{} stops at the first solution and cannot count; use --algo queens or backtrack",
            problem.algorithm
        );
    }
    let progress = Progress::new("counting placements");
    let result = search(&problem, Goal::All { limit }, &mut ());
    progress.finish();
    let capped = limit.is_some_and(|l| result.solutions >= l);
    if capped {
        write_output(None, &format!("at least {}\n", result.solutions))?;
    } else {
        write_output(None, &format!("{}\n", result.solutions))?;
    }
    if stats {
        print_stats(
            problem.algorithm,
            &result.stats,
            started.elapsed().as_secs_f64(),
        );
    }
    Ok(ExitCode::SUCCESS)
}

fn max_command(input: &Path, budget: Duration, stats: bool) -> anyhow::Result<ExitCode> {
    let hw = read_homework(input)?;
    let started = Instant::now();
    let progress = Progress::bounds("searching the maximum");
    let best = max::maximum(&hw.board, Some(budget), |bounds| {
        progress.between(bounds.lower, bounds.upper, &max_question(bounds));
    });
    progress.finish();
    let grid = homework::format_answer(&hw.board, &Answer::Ok(best.placement.clone()));
    let rows = grid.strip_prefix("OK\n").unwrap_or(&grid);
    write_output(None, &format!("{}\n{rows}", best.lizards))?;
    if stats {
        print_stats(
            Algorithm::Backtrack,
            &best.stats,
            started.elapsed().as_secs_f64(),
        );
    }
    if best.proved() {
        return Ok(ExitCode::SUCCESS);
    }
    eprintln!(
        "undecided: the maximum is between {} and {}; the placement above has {}. Give a longer \
         --budget (0 for none) to settle it.",
        best.lizards, best.upper, best.lizards
    );
    Ok(ExitCode::from(UNDECIDED))
}

/// What `max` is doing, for its progress line.
fn max_question(bounds: max::Bounds) -> String {
    match bounds.asking {
        Some((p, max::Asker::Annealing)) => format!("annealing looks for {p}"),
        Some((p, max::Asker::Both)) => {
            format!("exact search and annealing try {p}")
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
    let stdout = std::io::stdout().lock();
    let mut sink = crate::trace::JsonLines::new(BufWriter::new(stdout), limit);
    search(&problem, Goal::First, &mut sink);
    sink.finish().or_else(ignore_broken_pipe)?;
    Ok(ExitCode::SUCCESS)
}

fn check_command(input: &Path, output: &Path) -> anyhow::Result<ExitCode> {
    let hw = read_homework(input)?;
    let text = homework::read_text(output, Some(hw.board.n()))?;
    let shown = if output == Path::new("-") {
        "standard input".to_string()
    } else {
        output.display().to_string()
    };
    // An answer that does not parse is a wrong answer (exit 1), not an unreadable file.
    let answer = match homework::parse_answer(&text, hw.board.n()) {
        Ok(answer) => answer,
        Err(e) => {
            write_output(None, &format!("{shown}: wrong: {e}\n"))?;
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
                .map_err(|e| e.to_string())
        }
        AnswerFile::Fail => {
            let options = Options {
                goal: Goal::First,
                bound: Default::default(),
                safety: Default::default(),
            };
            match crate::solve::backtrack::solve(&hw.board, hw.lizards, options, &mut ()).solution {
                None => Ok(format!(
                    "right: no placement of {} exists",
                    plural(hw.lizards, "lizard")
                )),
                Some(sol) => Err(format!(
                    "the answer says FAIL, but {} fit, for example:\n{}",
                    plural(hw.lizards, "lizard"),
                    homework::format_answer(&hw.board, &Answer::Ok(sol)).trim_end()
                )),
            }
        }
    };
    match verdict {
        Ok(msg) => {
            write_output(None, &format!("{shown}: {msg}\n"))?;
            Ok(ExitCode::SUCCESS)
        }
        Err(msg) => {
            write_output(None, &format!("{shown}: wrong: {msg}\n"))?;
            Ok(ExitCode::from(1))
        }
    }
}

fn checker_command(n: u32, threads: usize) -> anyhow::Result<ExitCode> {
    let mut out = String::new();
    for sol in queens::first_solutions(n, 3) {
        let line: Vec<String> = sol.iter().map(|r| (r + 1).to_string()).collect();
        out.push_str(&line.join(" "));
        out.push('\n');
    }
    write_output(None, &out)?;
    let count = count_queens(n, threads)?;
    write_output(None, &format!("{}\n", count.solutions))?;
    Ok(ExitCode::SUCCESS)
}

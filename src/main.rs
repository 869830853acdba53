//! `lizards`: the command line. All the work is in the library; this only reports errors.

use std::io::Write;
use std::process::ExitCode;

use clap::Parser;

/// A refused allocation ends with a message and exit code 2, not an abort.
#[global_allocator]
static ALLOCATOR: lizards::out_of_memory::Allocator = lizards::out_of_memory::Allocator;

/// Whether standard output and standard input are open, read before the runtime starts: it
/// opens `/dev/null` in place of a closed one (`lizards solve >&-`, where an answer would go
/// nowhere with exit code 0; `lizards check in.txt - <&-`, where an answer read as empty
/// would be judged wrong). A constructor runs before `main`, and before the runtime's own setup.
#[cfg(target_os = "linux")]
#[used]
#[unsafe(link_section = ".init_array")]
static SEE_STDOUT: extern "C" fn() = {
    extern "C" fn see() {
        // SAFETY: F_GETFD only asks about a descriptor number; nothing is read or changed.
        let closed = |fd| unsafe { libc::fcntl(fd, libc::F_GETFD) } == -1;
        lizards::output::stdout_closed_at_start(closed(libc::STDOUT_FILENO));
        lizards::output::stdin_closed_at_start(closed(libc::STDIN_FILENO));
    }
    see
};

fn main() -> ExitCode {
    // Past a file-size limit (`ulimit -f`) a write fails with an error the atomic write
    // cleans up after, where the signal's default killed the process and left its
    // temporary file beside the answer.
    unsafe { libc::signal(libc::SIGXFSZ, libc::SIG_IGN) };
    lizards::out_of_memory::end_refused_threads_politely();
    let cli = match lizards::cli::Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            // `lizards slove in.txt`: clap took `slove` for the board and `in.txt` for a
            // command; the mistyped command is what to name.
            let first = std::env::args().nth(1);
            let typo = first.as_deref().and_then(lizards::cli::typo::not_a_file);
            // `lizards referee --help` asked for a command's help: the top help instead would
            // pass over the word as if it were a board.
            let asked = e.use_stderr() || e.kind() == clap::error::ErrorKind::DisplayHelp;
            if let Some(said) = typo.filter(|_| asked) {
                let _ = writeln!(std::io::stderr().lock(), "error: {said}");
                return ExitCode::from(2);
            }
            return clap_exit(&e);
        }
    };
    match lizards::cli::run(cli) {
        Ok(code) => code,
        Err(e) => match e.downcast_ref::<lizards::tui::signals::EndedBySignal>() {
            // Ended by a signal: the terminal is back; exit as the shell expects, quietly.
            Some(ended) => ExitCode::from(ended.exit_code()),
            None => {
                // Standard error may be closed or full too: that must not turn into a panic.
                let _ = lizards::output::stderr(&format!("error: {e:#}\n"));
                ExitCode::from(2)
            }
        },
    }
}

/// Prints clap's help, version or usage error as clap would, but a help that cannot be written
/// (`--help >/dev/full`) is a failure: exit 2, not 0.
fn clap_exit(e: &clap::Error) -> ExitCode {
    // A closed standard output (`>&-`) takes writes as if they went through: the help would
    // be lost with exit 0, where every other command says so and exits 2.
    if !e.use_stderr()
        && let Err(closed) = lizards::output::stdout_open()
    {
        let _ = writeln!(std::io::stderr().lock(), "error: {closed}");
        return ExitCode::from(2);
    }
    let printed = e.print().and_then(|()| std::io::stdout().flush());
    match printed {
        Err(error) if error.kind() != std::io::ErrorKind::BrokenPipe => {
            // A help or version went to stdout: said on stderr, as every other output that
            // cannot be written is. A usage error went to stderr, which has nothing to add.
            if !e.use_stderr() {
                let _ = writeln!(
                    std::io::stderr().lock(),
                    "error: cannot write to standard output: {error}"
                );
            }
            ExitCode::from(2)
        }
        _ => ExitCode::from(e.exit_code().clamp(0, 255) as u8),
    }
}

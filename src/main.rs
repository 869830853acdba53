//! `lizards`: the command line. All the work is in the library; this only reports errors.

use std::process::ExitCode;

use clap::Parser;

fn main() -> ExitCode {
    let cli = lizards::cli::Cli::parse();
    match lizards::cli::run(cli) {
        Ok(code) => code,
        Err(e) => match e.downcast_ref::<lizards::tui::signals::EndedBySignal>() {
            // Ended by a signal: the terminal is back; exit as the shell expects, quietly.
            Some(ended) => ExitCode::from(ended.exit_code()),
            None => {
                eprintln!("error: {e:#}");
                ExitCode::from(2)
            }
        },
    }
}

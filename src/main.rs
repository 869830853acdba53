//! `lizards`: the command line. All the work is in the library; this only reports errors.

use std::process::ExitCode;

use clap::Parser;

fn main() -> ExitCode {
    let cli = lizards::cli::Cli::parse();
    match lizards::cli::run(cli) {
        Ok(code) => code,
        Err(e) => {
            eprintln!("error: {e:#}");
            ExitCode::from(2)
        }
    }
}

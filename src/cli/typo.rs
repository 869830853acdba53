//! A command mistyped as a board: `lizards slove in.txt` took `slove` for the board's file, and
//! clap then said "the subcommand 'in.txt' cannot be used with '[BOARD]'", which names
//! neither the word nor the command meant. Here a word that is no file, and reads like a
//! path no more than a command does, is told apart: the command it is nearest, or none.

use std::path::Path;

use clap::CommandFactory;

/// What to say of `word`, given as the board, when it is no file: `None` when it may well
/// be a file's name (it holds a `/` or a `.`, or it exists), or it is standard input (`-`),
/// a flag or a command's own name.
pub fn not_a_file(word: &str) -> Option<String> {
    let path_like = word.is_empty() || word.starts_with('-') || word.contains(['/', '.', '\\']);
    if path_like || Path::new(word).exists() || commands().iter().any(|c| c == word) {
        return None;
    }
    Some(match nearest_command(word) {
        Some(command) => format!(
            "{word:?} is neither a file nor a command: did you mean `lizards {command}`? \
             (`lizards --help` lists the commands)"
        ),
        None => format!(
            "{word:?} is neither a file nor a command (`lizards --help` lists the commands)"
        ),
    })
}

/// The command whose name is nearest `word`, if it is near enough to be the one meant: two
/// letters changed or swapped at most, and fewer than half of the word's.
fn nearest_command(word: &str) -> Option<String> {
    let word = word.to_ascii_lowercase();
    commands()
        .into_iter()
        .map(|name| (strsim::damerau_levenshtein(&word, &name), name))
        .filter(|&(d, _)| d <= 2 && 2 * d < word.chars().count())
        .min_by_key(|&(d, _)| d)
        .map(|(_, name)| name)
}

/// The commands' names, as `lizards --help` lists them: clap's own `help` too, which
/// `get_subcommands` does not hold until the command is built.
fn commands() -> Vec<String> {
    super::Cli::command()
        .get_subcommands()
        .filter(|c| !c.is_hide_set())
        .map(|c| c.get_name().to_owned())
        .chain(["help".to_owned()])
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_mistyped_command_is_named() {
        for (typed, meant) in [
            ("slove", "solve"),
            ("sovle", "solve"),
            ("cout", "count"),
            ("Trace", "trace"),
            ("chek", "check"),
            ("replya", "replay"),
        ] {
            let said = not_a_file(typed).unwrap();
            assert!(
                said.contains(&format!("`lizards {meant}`")),
                "{typed}: {said}"
            );
        }
    }

    #[test]
    fn a_word_near_no_command_says_so_and_a_path_says_nothing() {
        let said = not_a_file("frobnicate").unwrap();
        assert!(said.contains("neither a file nor a command"), "{said}");
        assert!(!said.contains("did you mean"), "{said}");
        // Short words are near everything: "ax" is not "max".
        assert!(!not_a_file("ax").unwrap().contains("did you mean"));
        for path in [
            "in.txt",
            "boards/in",
            "Cargo.toml",
            "src",
            "-",
            "--n",
            "solve",
            "help",
        ] {
            assert_eq!(not_a_file(path), None, "{path}");
        }
    }
}

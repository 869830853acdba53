//! The key table's words in the screen's language. [`keys`](super::keys) stays the English
//! source that the README is checked against; each binding's action and footer label have a
//! message named after its keys (`key-watch-n-N`, `footer-watch-n-N`), so a binding added to
//! the table needs its three messages, and the catalogue test names the missing ones.

use crate::tui::keys::{self, Binding};

/// Which table a binding is in: its ids start with this.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Table {
    Watch,
    Edit,
    /// Answering a quiz question; the footer shows a part of it, by the question's kind.
    Quiz,
}

impl Table {
    pub const ALL: [Table; 3] = [Table::Watch, Table::Edit, Table::Quiz];

    pub fn bindings(self) -> &'static [Binding] {
        match self {
            Table::Watch => keys::WATCH,
            Table::Edit => keys::EDIT,
            Table::Quiz => keys::QUIZ,
        }
    }

    fn name(self) -> &'static str {
        match self {
            Table::Watch => "watch",
            Table::Edit => "edit",
            Table::Quiz => "quiz",
        }
    }
}

/// A Fluent id from keys as the table writes them: `"→ l"` → `right-l`, `"q ^C"` → `q-ctrl-C`.
fn slug(keys: &str) -> String {
    let mut out = String::new();
    for c in keys.chars() {
        let word = match c {
            c if c.is_ascii_alphanumeric() => {
                out.push(c);
                continue;
            }
            ' ' => "-",
            '→' => "right",
            '←' => "left",
            '+' => "plus",
            '-' => "minus",
            '[' => "open",
            ']' => "close",
            '<' => "less",
            '>' => "more",
            '?' => "help",
            '^' => "ctrl-",
            _ => "x",
        };
        out.push_str(word);
    }
    out
}

/// The id of `b`'s action in `table`.
pub fn action_id(table: Table, b: &Binding) -> String {
    format!("key-{}-{}", table.name(), slug(b.keys))
}

/// The id of `b`'s footer label in `table`.
pub fn label_id(table: Table, b: &Binding) -> String {
    format!("footer-{}-{}", table.name(), slug(b.keys))
}

/// What `b` does, in the screen's language (the table's English if the catalogue lacks it).
pub fn action(table: Table, b: &Binding) -> String {
    said(&action_id(table, b), b.action)
}

/// Key names as the screen shows them, in its language: "arrows" is a word, not a key's
/// label, the quiz's yes and no are keys of the language (French answers with o, oui), and
/// the named keys are called what the narration calls them (French: Espace, Entrée, Échap).
pub fn keys(keys: &str) -> String {
    if keys == "y n" {
        return crate::i18n::tr("key-name-yes-no");
    }
    keys.split(' ')
        .map(|key| match key {
            "Space" => crate::i18n::tr("key-name-space"),
            "Enter" => crate::i18n::tr("key-name-enter"),
            "Esc" => crate::i18n::tr("key-name-esc"),
            // What a French keyboard prints on them (Début, Fin, PgSuiv, Maj).
            "Home" => crate::i18n::tr("key-name-home"),
            "End" => crate::i18n::tr("key-name-end"),
            "PgDn" => crate::i18n::tr("key-name-page-down"),
            "PgUp" => crate::i18n::tr("key-name-page-up"),
            "Backspace" => crate::i18n::tr("key-name-backspace"),
            // Also inside a chord: `Shift+arrows`.
            other => other
                .replace("Shift", &crate::i18n::tr("key-name-shift"))
                .replace("arrows", &crate::i18n::tr("key-name-arrows")),
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// `b`'s footer label, in the screen's language.
pub fn label(table: Table, b: &Binding, english: &str) -> String {
    said(&label_id(table, b), english)
}

fn said(id: &str, english: &str) -> String {
    if crate::i18n::has(crate::i18n::Lang::En, id) {
        crate::i18n::tr(id)
    } else {
        english.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_fluent_identifiers_and_distinct() {
        for table in Table::ALL {
            let mut seen = std::collections::BTreeSet::new();
            for b in table.bindings() {
                let id = action_id(table, b);
                assert!(
                    id.chars()
                        .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_'),
                    "{id}"
                );
                assert!(seen.insert(id.clone()), "{id} twice");
            }
        }
        assert_eq!(slug("q ^C"), "q-ctrl-C");
        assert_eq!(slug("[ ]"), "open-close");
    }

    /// A French help names the keys as a French keyboard prints them; English keeps the
    /// table's names.
    #[test]
    fn named_keys_are_said_in_the_screens_language() {
        use crate::i18n::{Lang, Scope};
        let _french = Scope::enter(Lang::Fr);
        assert_eq!(keys("Home End"), "Début Fin");
        assert_eq!(keys("PgDn PgUp"), "PgSuiv PgPréc");
        assert_eq!(keys("Shift+arrows HJKL"), "Maj+flèches HJKL");
        assert_eq!(keys("Esc Backspace"), "Échap RetArr");
        let _english = Scope::enter(Lang::En);
        for table in Table::ALL {
            for b in table.bindings() {
                assert_eq!(keys(b.keys), b.keys, "English keeps the table's names");
            }
        }
    }
}

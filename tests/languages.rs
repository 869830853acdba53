//! The catalogues: every one parses, every English message exists in every language, with
//! the same variables; numbers and the environment's language as a class meets them.

use lizards::i18n::{self, Lang};

#[test]
fn every_catalogue_parses_and_holds_each_id_once() {
    for lang in Lang::ALL {
        let (ids, errors) = i18n::ids(lang);
        assert!(errors.is_empty(), "{lang}: {errors:#?}");
        let mut seen = std::collections::BTreeSet::new();
        let twice: Vec<&String> = ids.iter().filter(|id| !seen.insert(*id)).collect();
        assert!(twice.is_empty(), "{lang} has these twice: {twice:?}");
    }
}

#[test]
fn every_english_message_is_in_french_and_chinese() {
    let (english, _) = i18n::ids(Lang::En);
    assert!(english.len() > 100, "{}", english.len());
    let mut missing = Vec::new();
    for lang in [Lang::Fr, Lang::Zh] {
        for id in &english {
            if !i18n::has(lang, id) {
                missing.push(format!("{lang}: {id}"));
            }
        }
        let (own, _) = i18n::ids(lang);
        let extra: Vec<&String> = own.iter().filter(|id| !english.contains(id)).collect();
        assert!(
            extra.is_empty(),
            "{lang} has messages English lacks: {extra:?}"
        );
    }
    assert!(
        missing.is_empty(),
        "missing translations:\n{}",
        missing.join("\n")
    );
}

/// The same variables, except that Chinese, which has no plural, may leave out a number
/// English uses only to choose a form ("1 line reads", "2 lines read"); one it writes out must
/// be written.
#[test]
fn every_message_uses_the_same_variables_in_every_language() {
    let (english, _) = i18n::ids(Lang::En);
    let mut differ = Vec::new();
    for id in &english {
        let want = i18n::variables(Lang::En, id);
        let written = i18n::written_variables(Lang::En, id);
        for lang in [Lang::Fr, Lang::Zh] {
            let got = i18n::variables(lang, id);
            let fits = got == want
                || (lang == Lang::Zh
                    && got.is_subset(&want)
                    && want.difference(&got).all(|v| !written.contains(v)));
            if i18n::has(lang, id) && !fits {
                differ.push(format!("{lang} {id}: {got:?}, English {want:?}"));
            }
        }
    }
    assert!(differ.is_empty(), "{}", differ.join("\n"));
}

#[test]
fn every_key_has_its_words_in_every_language_and_the_english_is_the_tables() {
    use lizards::tui::key_words::{self, Table};
    let mut missing = Vec::new();
    for table in Table::ALL {
        for b in table.bindings() {
            let action = key_words::action_id(table, b);
            assert_eq!(
                i18n::format(Lang::En, &action, None),
                b.action,
                "{action}: the catalogue and src/tui/keys.rs disagree"
            );
            let label = key_words::label_id(table, b);
            let labelled = b.footer.is_some() && b.keys != lizards::tui::keys::PLAY;
            for lang in Lang::ALL {
                for id in std::iter::once(&action).chain(labelled.then_some(&label)) {
                    if !i18n::has(lang, id) {
                        missing.push(format!("{lang}: {id}"));
                    }
                }
            }
        }
    }
    assert!(
        missing.is_empty(),
        "keys without words:\n{}",
        missing.join("\n")
    );
}

#[test]
fn the_french_and_chinese_readmes_list_every_key_in_their_language() {
    use lizards::tui::key_words::{self, Table};
    for lang in [Lang::Fr, Lang::Zh] {
        let path = format!("{}/README.{lang}.md", env!("CARGO_MANIFEST_DIR"));
        let readme = std::fs::read_to_string(&path).unwrap();
        let _lang = i18n::Scope::enter(lang);
        for table in Table::ALL {
            for b in table.bindings() {
                // The help's words, no-break spaces written plain.
                let action = key_words::action(table, b).replace('\u{a0}', " ");
                // Key names as the screen shows them: "arrows" is a word.
                let keys = key_words::keys(b.keys);
                let row = format!("| `{keys}` | {action} |");
                assert!(readme.contains(&row), "{path} misses {row}");
            }
        }
        // The two set-up commands, exactly as the README has them.
        let english =
            std::fs::read_to_string(format!("{}/README.md", env!("CARGO_MANIFEST_DIR"))).unwrap();
        for command in [
            "cargo run --release          #",
            "cargo test --all-targets     #",
        ] {
            let line = english.lines().find(|l| l.starts_with(command)).unwrap();
            assert!(readme.contains(line), "{path} misses {line}");
        }
    }
}

#[test]
fn numbers_are_grouped_the_languages_way_in_a_sentence() {
    let said = |lang| {
        i18n::format(
            lang,
            "stats-events-of",
            Some(&{
                let mut args = i18n::FluentArgs::new();
                args.set("at", 1234);
                args.set("total", 37197);
                args
            }),
        )
    };
    assert_eq!(said(Lang::En), "events 1,234 of 37,197");
    assert_eq!(said(Lang::Fr), "événements 1\u{202F}234 sur 37\u{202F}197");
    assert_eq!(said(Lang::Zh), "事件 1,234 / 37,197");
}

//! Words are data: every sentence a class reads comes from a Fluent catalogue, one a language,
//! under `locales/{en,fr,zh}/lizards.ftl`, compiled into the binary.
//!
//! ## Adding a message
//!
//! 1. Write it in `locales/en/lizards.ftl` with an id that says where it shows
//!    (`footer-play`, `narrate-place`), its numbers and names as variables (`{ $cell }`), and
//!    plurals as selectors (`{ $n -> [one] … *[other] … }`), never as pieces glued in code.
//! 2. Write the same id in `locales/fr/lizards.ftl` and `locales/zh/lizards.ftl`, with the
//!    same variables, in the article's words (seeds 001 and 004: lézard, arbre, ligne,
//!    colonne, masquer; 蜥蜴, 树, 行, 列, 掩蔽).
//! 3. Call it: `t!("narrate-place", cell = cell.to_string())`. Integers passed as numbers are
//!    grouped for the language (`1,234`, `1 234`); pass an index as a string to keep it plain.
//!
//! `cargo test --test languages` fails, naming them, on a message missing in a language, on
//! variables that differ, or on a file that does not parse. A message missing at run time
//! falls back to English.
//!
//! ## The language of the moment
//!
//! The text layer is called from deep inside the narration and the panels; rather than thread
//! a language through every one of those functions, the language is set per thread while the
//! app draws or answers a key ([`Scope`]), and the calls read it ([`current`]). A thread that
//! sets nothing speaks English.

mod catalogue;
mod lang;
pub mod numbers;

use std::cell::Cell;

pub use catalogue::{format, has, ids, source, variables, written_variables};
pub use fluent_bundle::{FluentArgs, FluentValue};
pub use lang::Lang;

thread_local! {
    static CURRENT: Cell<Lang> = const { Cell::new(Lang::En) };
    static ASCII: Cell<bool> = const { Cell::new(false) };
}

/// The language this thread speaks now.
pub fn current() -> Lang {
    CURRENT.with(Cell::get)
}

/// Speaks `lang` on this thread until the scope is dropped, then what was spoken before.
#[must_use = "the language reverts when the scope is dropped"]
pub struct Scope(Lang);

impl Scope {
    pub fn enter(lang: Lang) -> Scope {
        Scope(CURRENT.with(|c| c.replace(lang)))
    }
}

impl Drop for Scope {
    fn drop(&mut self) {
        CURRENT.with(|c| c.set(self.0));
    }
}

/// Whether this thread writes for an `--ascii` screen.
pub fn ascii() -> bool {
    ASCII.with(Cell::get)
}

/// Writes for an `--ascii` screen (or not) until dropped. The screen's last pass gives each
/// cell a one-character stand-in (`é` becomes `e`), but a ligature needs two letters (`nœuds`
/// is `noeuds`, not `nouds`): messages spell those out before the layout measures them.
#[must_use = "the setting reverts when the scope is dropped"]
pub struct AsciiScope(bool);

impl AsciiScope {
    pub fn enter(ascii: bool) -> AsciiScope {
        AsciiScope(ASCII.with(|c| c.replace(ascii)))
    }
}

impl Drop for AsciiScope {
    fn drop(&mut self) {
        ASCII.with(|c| c.set(self.0));
    }
}

/// A screen's words until dropped: its language, and whether it is `--ascii`. What each
/// drawing of a screen, and each key it answers, enters first.
#[must_use = "the language reverts when the scope is dropped"]
pub struct Speaking {
    _lang: Scope,
    _ascii: AsciiScope,
}

/// Speaks `lang` on a screen that is `ascii` (or not), until the guard is dropped.
pub fn speak(lang: Lang, ascii: bool) -> Speaking {
    Speaking {
        _lang: Scope::enter(lang),
        _ascii: AsciiScope::enter(ascii),
    }
}

/// `l`: the language after `lang` on a screen that is `ascii` (or not), and the status line
/// that says it, and why Chinese was passed over when it was.
pub fn switch(lang: Lang, ascii: bool) -> (Lang, String) {
    let next = lang.next_on(ascii);
    let _lang = Scope::enter(next);
    let status = if next == lang.next() {
        crate::t!("status-language", name = next.native_name())
    } else {
        crate::t!("status-language-no-unicode", name = next.native_name())
    };
    (next, status)
}

/// The message naming the arrow key `c` stands for, if it is one.
fn arrow_key(c: char) -> Option<&'static str> {
    Some(match c {
        '→' => "key-name-right",
        '←' => "key-name-left",
        '↑' => "key-name-up",
        '↓' => "key-name-down",
        _ => return None,
    })
}

/// `text` as an `--ascii` screen spells it: ligatures in two letters, and the arrow keys by
/// name, as its footer names them (a lone `>` would read as the editor's "more lizards").
fn spelt(text: String) -> String {
    if ascii() {
        ascii_words(&text).into_owned()
    } else {
        text
    }
}

/// `text` in the words an ASCII screen writes: ligatures in two letters, the arrow keys by
/// name in the current language. Messages and key labels alike go through it.
pub fn ascii_words(text: &str) -> std::borrow::Cow<'_, str> {
    const LIGATURES: [(char, &str); 4] = [('œ', "oe"), ('Œ', "OE"), ('æ', "ae"), ('Æ', "AE")];
    let ligature = |c: char| {
        LIGATURES
            .iter()
            .find(|(from, _)| *from == c)
            .map(|(_, to)| *to)
    };
    if !text.contains(|c| ligature(c).is_some() || arrow_key(c).is_some()) {
        return text.into();
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        match (ligature(c), arrow_key(c)) {
            (Some(to), _) => out.push_str(to),
            (None, Some(id)) => out.push_str(&tr(id)),
            (None, None) => out.push(c),
        }
    }
    out.into()
}

/// Message `id` in the current language, without arguments.
pub fn tr(id: &str) -> String {
    format(current(), id, None)
}

/// A count grouped for the current language.
pub fn count(n: impl Into<u64>) -> String {
    numbers::grouped(current(), n.into())
}

/// A decimal with the current language's decimal mark.
pub fn decimal(x: f64, places: usize) -> String {
    numbers::decimal(current(), x, places)
}

/// A message in the current language: `t!("id")` or `t!("id", name = value, ...)`. Values
/// are anything Fluent takes: strings, and numbers (grouped for the language).
#[macro_export]
macro_rules! t {
    ($id:expr) => {
        $crate::i18n::tr($id)
    };
    ($id:expr, $($name:ident = $value:expr),+ $(,)?) => {{
        let mut args = $crate::i18n::FluentArgs::new();
        $(args.set(stringify!($name), $crate::i18n::FluentValue::from($value));)+
        $crate::i18n::format($crate::i18n::current(), $id, Some(&args))
    }};
}

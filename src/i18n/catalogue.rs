//! The three catalogues, parsed once and kept for the life of the process, and the lookup
//! that falls back to English message by message.

use std::collections::BTreeSet;
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use fluent_syntax::ast;

use super::Lang;
use super::numbers::grouped_signed;

/// Each language's catalogue, compiled into the binary: the app needs no file at run time.
pub fn source(lang: Lang) -> &'static str {
    match lang {
        Lang::En => include_str!("../../locales/en/lizards.ftl"),
        Lang::Fr => include_str!("../../locales/fr/lizards.ftl"),
        Lang::Zh => include_str!("../../locales/zh/lizards.ftl"),
    }
}

/// Fluent writes a whole number as plain digits; the class reads them grouped its own way.
/// One formatter a language, as a bundle takes a plain function.
fn whole(lang: Lang, value: &FluentValue) -> Option<String> {
    match value {
        FluentValue::Number(n)
            if n.value.fract() == 0.0
                && n.value.abs() < 1e15
                && n.options.minimum_fraction_digits.is_none() =>
        {
            Some(grouped_signed(lang, n.value as i64))
        }
        _ => None,
    }
}

fn bundle(lang: Lang) -> FluentBundle<FluentResource> {
    let id = lang
        .code()
        .parse()
        .unwrap_or_else(|_| unic_langid::LanguageIdentifier::default());
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // Bidi isolation marks (U+2068, U+2069) are for right-to-left text; a terminal draws them
    // as stray cells.
    bundle.set_use_isolating(false);
    bundle.set_formatter(Some(match lang {
        Lang::En => |v, _| whole(Lang::En, v),
        Lang::Fr => |v, _| whole(Lang::Fr, v),
        Lang::Zh => |v, _| whole(Lang::Zh, v),
    }));
    // A resource that fails to parse keeps the messages it could read; the catalogue test
    // fails on the errors, so a release never ships one.
    let resource = FluentResource::try_new(source(lang).to_string()).unwrap_or_else(|(r, _)| r);
    // Duplicate ids keep the first; the same test refuses them.
    let _ = bundle.add_resource(resource);
    bundle
}

fn bundles() -> &'static [FluentBundle<FluentResource>; 3] {
    static BUNDLES: OnceLock<[FluentBundle<FluentResource>; 3]> = OnceLock::new();
    BUNDLES.get_or_init(|| Lang::ALL.map(bundle))
}

fn of(lang: Lang) -> &'static FluentBundle<FluentResource> {
    &bundles()[lang as usize]
}

/// Whether `lang`'s own catalogue has message `id` (not counting the fallback).
pub fn has(lang: Lang, id: &str) -> bool {
    of(lang).has_message(id)
}

/// Message `id` in `lang`, or in English if `lang` lacks it, or the id itself if English
/// lacks it too (a mistake the tests catch, shown rather than hidden).
pub fn format(lang: Lang, id: &str, args: Option<&FluentArgs>) -> String {
    for lang in [lang, Lang::En] {
        let bundle = of(lang);
        if let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) {
            let mut errors = Vec::new();
            let text = bundle.format_pattern(pattern, args, &mut errors);
            return super::spelt(text.into_owned());
        }
    }
    id.to_string()
}

/// Every message id in `lang`'s catalogue, in the file's order, and the errors parsing it
/// gave (empty when it is well formed).
pub fn ids(lang: Lang) -> (Vec<String>, Vec<String>) {
    let (resource, errors) = match FluentResource::try_new(source(lang).to_string()) {
        Ok(r) => (r, Vec::new()),
        Err((r, errors)) => (r, errors.iter().map(|e| format!("{e:?}")).collect()),
    };
    let ids = resource
        .entries()
        .filter_map(|entry| match entry {
            ast::Entry::Message(m) => Some(m.id.name.to_string()),
            _ => None,
        })
        .collect();
    (ids, errors)
}

/// The variables message `id` of `lang` uses (`$left`, `$cell`), selectors included.
pub fn variables(lang: Lang, id: &str) -> BTreeSet<String> {
    used(lang, id, true)
}

/// The variables message `id` of `lang` writes out, leaving out those that only choose a
/// plural form (English's `{ $count -> [one] reads *[other] read }`, which Chinese has no
/// need of).
pub fn written_variables(lang: Lang, id: &str) -> BTreeSet<String> {
    used(lang, id, false)
}

fn used(lang: Lang, id: &str, selectors: bool) -> BTreeSet<String> {
    let mut found = Found {
        names: BTreeSet::new(),
        selectors,
    };
    let Ok(resource) = FluentResource::try_new(source(lang).to_string()) else {
        return found.names;
    };
    for entry in resource.entries() {
        if let ast::Entry::Message(m) = entry
            && m.id.name == id
            && let Some(value) = &m.value
        {
            found.pattern(value);
        }
    }
    found.names
}

/// The variables found so far, and whether a select's own selector counts.
struct Found {
    names: BTreeSet<String>,
    selectors: bool,
}

impl Found {
    fn pattern(&mut self, pattern: &ast::Pattern<&str>) {
        for element in &pattern.elements {
            if let ast::PatternElement::Placeable { expression } = element {
                self.expression(expression);
            }
        }
    }

    fn expression(&mut self, expression: &ast::Expression<&str>) {
        match expression {
            ast::Expression::Inline(inline) => self.inline(inline),
            ast::Expression::Select { selector, variants } => {
                // A select on plural categories only chooses a form; one on words
                // (`[row]`, `[column]`) says which, and counts as written.
                let plural = variants.iter().all(|v| match &v.key {
                    ast::VariantKey::Identifier { name } => {
                        matches!(*name, "zero" | "one" | "two" | "few" | "many" | "other")
                    }
                    ast::VariantKey::NumberLiteral { .. } => true,
                });
                if self.selectors || !plural {
                    self.inline(selector);
                }
                for variant in variants {
                    self.pattern(&variant.value);
                }
            }
        }
    }

    fn inline(&mut self, inline: &ast::InlineExpression<&str>) {
        match inline {
            ast::InlineExpression::VariableReference { id } => {
                self.names.insert(id.name.to_string());
            }
            ast::InlineExpression::FunctionReference { arguments, .. } => {
                for arg in &arguments.positional {
                    self.inline(arg);
                }
            }
            ast::InlineExpression::Placeable { expression } => self.expression(expression),
            _ => {}
        }
    }
}

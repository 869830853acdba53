//! The words the narration uses that a first-year student may not know, each with a plain
//! definition, and the longer story of each bound. The `?` help shows both; a test checks that
//! every such word a sentence can say is defined here. The words themselves are in the
//! catalogue: `word-<term>`, `word-<term>-means` and `bound-story-<bound>`.

use crate::solve::backtrack::Pruning;

/// The terms, as the help lists them: each is `word-<term>` in the catalogue.
pub const WORDS: &[&str] = &[
    "scan",
    "counter",
    "mask",
    "branch",
    "backtrack",
    "pruned",
    "bound",
    "segment",
    "free-cell-ahead",
    "knot",
    "weights",
    "search-tree",
    "queue",
    "level",
    "attacking-pair",
    "temperature",
    "metropolis-rule",
    "uphill",
    "greedy-start",
    "conflict-set",
    "internal-dead-end",
    "culprit",
    "undecided",
];

/// A term of [`WORDS`] and what it means, in the current language.
pub fn word(term: &str) -> (String, String) {
    (
        crate::i18n::tr(&format!("word-{term}")),
        crate::i18n::tr(&format!("word-{term}-means")),
    )
}

/// Each bound of the ladder and its log tags; how it counts is `bound-story-<name>`.
pub const BOUNDS: &[(Pruning, &str)] = &[
    (Pruning::Seed, "cols"),
    (Pruning::Segments, "segs"),
    (Pruning::Matching, "r×c d×a 4way"),
    (Pruning::Memo, "seen"),
    (Pruning::Auto, ""),
];

/// How `bound` counts, in the current language.
pub fn story(bound: Pruning) -> String {
    crate::i18n::tr(&format!("bound-story-{}", bound.name()))
}

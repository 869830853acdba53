//! What the system said when a file could not be written or read, in the screen's language.
//!
//! The system's own words ("Permission denied (os error 13)") are English whatever the
//! locale, and a French or Chinese footer with an English clause in the middle reads as a
//! fault. The common failures of saving and reading a file get the catalogue's words, with the
//! system's number kept for whoever looks it up; anything rarer, and every failure in
//! English, keeps the system's text.

use std::io::{self, ErrorKind};

use crate::atomic::ReadOnly;
use crate::i18n::{Lang, current};

/// `e` in the current language.
pub fn in_words(e: &io::Error) -> String {
    if current() == Lang::En {
        return e.to_string();
    }
    if let Some(ReadOnly { mode }) = e.get_ref().and_then(|inner| inner.downcast_ref()) {
        return crate::t!("os-error-read-only-mode", mode = format!("{mode:04o}"));
    }
    let (Some(code), Some(id)) = (e.raw_os_error(), message_id(e.kind())) else {
        return e.to_string();
    };
    crate::t!(id, code = code.to_string())
}

/// The catalogue's message for a kind of failure, where it has one.
fn message_id(kind: ErrorKind) -> Option<&'static str> {
    Some(match kind {
        ErrorKind::PermissionDenied => "os-error-permission-denied",
        ErrorKind::NotFound => "os-error-not-found",
        ErrorKind::ReadOnlyFilesystem => "os-error-read-only-filesystem",
        ErrorKind::StorageFull => "os-error-storage-full",
        ErrorKind::QuotaExceeded => "os-error-quota-exceeded",
        ErrorKind::IsADirectory => "os-error-is-a-directory",
        ErrorKind::NotADirectory => "os-error-not-a-directory",
        ErrorKind::AlreadyExists => "os-error-already-exists",
        ErrorKind::FileTooLarge => "os-error-file-too-large",
        ErrorKind::InvalidFilename => "os-error-invalid-filename",
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Scope;

    fn said(lang: Lang, e: &io::Error) -> String {
        let _scope = Scope::enter(lang);
        in_words(e)
    }

    #[test]
    fn english_keeps_the_systems_words() {
        let e = io::Error::from_raw_os_error(libc::EACCES);
        assert_eq!(said(Lang::En, &e), e.to_string());
    }

    #[test]
    fn french_and_chinese_say_a_refusal_in_their_words_with_its_number() {
        let e = io::Error::from_raw_os_error(libc::EACCES);
        for lang in [Lang::Fr, Lang::Zh] {
            let text = said(lang, &e);
            assert!(!text.contains("Permission denied"), "{text}");
            assert!(text.contains("13"), "{text}");
        }
        assert!(said(Lang::Fr, &e).contains("permission refusée"));
        assert!(said(Lang::Zh, &e).contains("权限"));
    }

    #[test]
    fn every_kind_named_has_its_words_in_every_language() {
        for code in [
            libc::EACCES,
            libc::ENOENT,
            libc::EROFS,
            libc::ENOSPC,
            libc::EDQUOT,
            libc::EISDIR,
            libc::ENOTDIR,
            libc::EEXIST,
            libc::EFBIG,
        ] {
            let e = io::Error::from_raw_os_error(code);
            let id = message_id(e.kind()).unwrap_or_else(|| panic!("{e}: no message"));
            for lang in [Lang::Fr, Lang::Zh] {
                assert!(crate::i18n::has(lang, id), "{id} in {lang:?}");
                let text = said(lang, &e);
                assert!(text.contains(&code.to_string()), "{text}");
            }
        }
    }

    #[test]
    fn a_read_only_file_is_said_with_its_mode() {
        let e = io::Error::new(ErrorKind::PermissionDenied, ReadOnly { mode: 0o444 });
        assert_eq!(said(Lang::En, &e), "it is read-only (mode 0444)");
        let text = said(Lang::Fr, &e);
        assert!(
            text.contains("lecture seule") && text.contains("0444"),
            "{text}"
        );
        let text = said(Lang::Zh, &e);
        assert!(text.contains("只读") && text.contains("0444"), "{text}");
    }

    #[test]
    fn an_error_the_crate_wrote_stays_as_written() {
        let e = io::Error::other("no name left");
        assert_eq!(said(Lang::Fr, &e), "no name left");
    }
}

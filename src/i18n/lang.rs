//! The languages the lesson speaks, and which one a class gets when nobody says.

use std::fmt;

/// A language of the lesson: the article exists in these three.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, clap::ValueEnum)]
pub enum Lang {
    /// English
    #[default]
    En,
    /// French (français)
    Fr,
    /// Chinese (中文)
    Zh,
}

impl Lang {
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Fr, Lang::Zh];

    /// The code `--lang` takes and the catalogue's folder name.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
            Lang::Zh => "zh",
        }
    }

    /// The language's own name for itself, as the app announces a switch.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Fr => "français",
            Lang::Zh => "中文",
        }
    }

    /// The next language `l` switches to.
    pub fn next(self) -> Lang {
        match self {
            Lang::En => Lang::Fr,
            Lang::Fr => Lang::Zh,
            Lang::Zh => Lang::En,
        }
    }

    /// Whether the language can be written in ASCII: French loses only its accents (`é`
    /// shows as `e`), Chinese would be nothing but `?`.
    pub fn writes_in_ascii(self) -> bool {
        self != Lang::Zh
    }

    /// The language a screen that draws `ascii` only speaks when this one is asked for:
    /// this one, or English where ASCII cannot write it.
    pub fn on(self, ascii: bool) -> Lang {
        if ascii && !self.writes_in_ascii() {
            Lang::En
        } else {
            self
        }
    }

    /// The next language `l` switches to on a screen that draws `ascii` only: one that can
    /// be written there.
    pub fn next_on(self, ascii: bool) -> Lang {
        let next = self.next();
        if ascii && !next.writes_in_ascii() {
            next.next()
        } else {
            next
        }
    }

    /// A language from a code or a locale as the environment writes it: `fr`, `fr_FR.UTF-8`,
    /// `zh-CN`, `zh_TW@variant`. `None` for the others (`C`, `POSIX`, `de_DE`).
    pub fn from_locale(locale: &str) -> Option<Lang> {
        let language = locale
            .split(['_', '-', '.', '@'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        match language.as_str() {
            "en" => Some(Lang::En),
            "fr" => Some(Lang::Fr),
            "zh" => Some(Lang::Zh),
            _ => None,
        }
    }

    /// The language of the environment, as POSIX ranks its variables: the first of `LC_ALL`,
    /// `LC_MESSAGES` and `LANG` that is set and not empty decides; English if it names a
    /// language the lesson does not speak, or if none is set.
    pub fn from_env() -> Lang {
        Self::from_vars(|name| std::env::var(name).ok())
    }

    /// [`from_env`](Self::from_env) over any source of variables, so tests need not change
    /// the process's environment.
    pub fn from_vars(var: impl Fn(&str) -> Option<String>) -> Lang {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .into_iter()
            .filter_map(|name| var(name).filter(|v| !v.is_empty()))
            .next()
            .and_then(|locale| Lang::from_locale(&locale))
            .unwrap_or_default()
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl std::str::FromStr for Lang {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "en" => Ok(Lang::En),
            "fr" => Ok(Lang::Fr),
            "zh" => Ok(Lang::Zh),
            other => Err(format!("unknown language {other:?}: use en, fr or zh")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env(pairs: &[(&str, &str)]) -> impl Fn(&str) -> Option<String> {
        let pairs: Vec<(String, String)> = pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        move |name| {
            pairs
                .iter()
                .find(|(k, _)| k == name)
                .map(|(_, v)| v.clone())
        }
    }

    #[test]
    fn the_environment_is_read_as_posix_ranks_it() {
        assert_eq!(Lang::from_vars(env(&[])), Lang::En);
        assert_eq!(Lang::from_vars(env(&[("LANG", "fr_FR.UTF-8")])), Lang::Fr);
        assert_eq!(Lang::from_vars(env(&[("LANG", "zh_CN.UTF-8")])), Lang::Zh);
        let both = [("LANG", "fr_FR.UTF-8"), ("LC_MESSAGES", "zh_TW")];
        assert_eq!(Lang::from_vars(env(&both)), Lang::Zh);
        let all = [("LANG", "fr_FR.UTF-8"), ("LC_ALL", "en_GB.UTF-8")];
        assert_eq!(Lang::from_vars(env(&all)), Lang::En);
        // An empty variable does not count; a language the lesson lacks means English.
        let empty = [("LC_ALL", ""), ("LANG", "fr")];
        assert_eq!(Lang::from_vars(env(&empty)), Lang::Fr);
        assert_eq!(Lang::from_vars(env(&[("LANG", "de_DE.UTF-8")])), Lang::En);
        assert_eq!(Lang::from_vars(env(&[("LANG", "C")])), Lang::En);
    }

    #[test]
    fn codes_read_back() {
        for lang in Lang::ALL {
            assert_eq!(lang.code().parse::<Lang>(), Ok(lang));
        }
        assert!("de".parse::<Lang>().is_err());
    }
}

//! Numbers as each language writes them: `65,564` in English and Chinese, `65 564` in French
//! (a narrow no-break space, so a wrapped sentence never splits a number).

use super::Lang;

/// French groups digits with U+202F, NARROW NO-BREAK SPACE, as its typography asks.
pub const FRENCH_GROUP: char = '\u{202F}';

/// `n` with its digits grouped by three for `lang`.
pub fn grouped(lang: Lang, n: u64) -> String {
    let separator = match lang {
        Lang::En | Lang::Zh => ',',
        Lang::Fr => FRENCH_GROUP,
    };
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3 * 3);
    for (i, ch) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(separator);
        }
        out.push(ch);
    }
    out
}

/// A whole number, negative ones too, grouped for `lang`.
pub fn grouped_signed(lang: Lang, n: i64) -> String {
    let digits = grouped(lang, n.unsigned_abs());
    if n < 0 { format!("-{digits}") } else { digits }
}

/// `x` with `places` decimals, with the language's decimal mark (a comma in French).
pub fn decimal(lang: Lang, x: f64, places: usize) -> String {
    let text = format!("{x:.places$}");
    match lang {
        Lang::Fr => text.replace('.', ","),
        Lang::En | Lang::Zh => text,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_language_groups_its_own_way() {
        assert_eq!(grouped(Lang::En, 1234), "1,234");
        assert_eq!(grouped(Lang::Zh, 1234567), "1,234,567");
        assert_eq!(grouped(Lang::Fr, 1234), "1\u{202F}234");
        assert_eq!(grouped(Lang::Fr, 999), "999");
        assert_eq!(grouped_signed(Lang::En, -65564), "-65,564");
        assert_eq!(decimal(Lang::Fr, 0.456, 2), "0,46");
        assert_eq!(decimal(Lang::En, 0.456, 2), "0.46");
    }
}

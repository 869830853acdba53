//! Glyphs and styles. Every state reads without colour too: glyphs, bold and reverse carry it,
//! colour only adds to it (`NO_COLOR` turns colour off).

use ratatui::style::{Color, Modifier, Style};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Theme {
    pub color: bool,
    pub ascii: bool,
}

/// What a grid cell shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Glyph {
    Empty,
    Attacked,
    Tree,
    Lizard,
    /// The cell just rejected.
    Rejected,
    /// The lizard just taken back.
    Unmarked,
}

impl Theme {
    /// Colour unless `NO_COLOR` is set to something non-empty (no-color.org).
    pub fn from_env(ascii: bool) -> Self {
        let color = std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty());
        Self { color, ascii }
    }

    pub fn glyph(&self, g: Glyph) -> &'static str {
        match (g, self.ascii) {
            (Glyph::Empty, false) => "·",
            (Glyph::Empty, true) => ".",
            (Glyph::Attacked, false) => "×",
            (Glyph::Attacked, true) => "x",
            (Glyph::Tree, false) => "♣",
            (Glyph::Tree, true) => "T",
            (Glyph::Lizard, false) => "◆",
            (Glyph::Lizard, true) => "L",
            (Glyph::Rejected, false) => "✗",
            (Glyph::Rejected, true) => "!",
            (Glyph::Unmarked, false) => "◇",
            (Glyph::Unmarked, true) => "o",
        }
    }

    fn fg(&self, style: Style, color: Color) -> Style {
        if self.color { style.fg(color) } else { style }
    }

    pub fn cell(&self, g: Glyph) -> Style {
        let s = Style::default();
        match g {
            Glyph::Empty => self.fg(s, Color::DarkGray),
            Glyph::Attacked => self.fg(s, Color::Red).add_modifier(Modifier::DIM),
            Glyph::Tree => self.fg(s, Color::Green),
            Glyph::Lizard => self.fg(s, Color::LightYellow).add_modifier(Modifier::BOLD),
            Glyph::Rejected => self.fg(s, Color::LightRed).add_modifier(Modifier::BOLD),
            Glyph::Unmarked => self.fg(s, Color::Magenta).add_modifier(Modifier::BOLD),
        }
    }

    /// Cells on the four lines through the scan cursor.
    pub fn on_line(&self, style: Style) -> Style {
        if self.color {
            style.bg(Color::Rgb(30, 40, 70))
        } else {
            style.add_modifier(Modifier::UNDERLINED)
        }
    }

    /// The scan cursor itself.
    pub fn cursor(&self, style: Style) -> Style {
        style.add_modifier(Modifier::REVERSED | Modifier::BOLD)
    }

    /// A counter that the current event changed.
    pub fn changed(&self) -> Style {
        self.fg(Style::default(), Color::Yellow)
            .add_modifier(Modifier::REVERSED | Modifier::BOLD)
    }

    /// A counter on a line through the cursor.
    pub fn counter_on_line(&self) -> Style {
        self.fg(Style::default(), Color::Cyan)
            .add_modifier(Modifier::BOLD)
    }

    pub fn counter(&self, value: i8) -> Style {
        match value {
            1 => self.fg(Style::default(), Color::LightRed),
            -1 => self.fg(Style::default(), Color::Green),
            _ => self.fg(Style::default(), Color::DarkGray),
        }
    }

    pub fn title(&self) -> Style {
        self.fg(Style::default(), Color::LightCyan)
            .add_modifier(Modifier::BOLD)
    }

    pub fn dim(&self) -> Style {
        self.fg(Style::default(), Color::DarkGray)
    }

    pub fn highlight(&self) -> Style {
        self.fg(Style::default(), Color::Black)
            .add_modifier(Modifier::REVERSED | Modifier::BOLD)
    }

    pub fn key(&self) -> Style {
        self.fg(Style::default(), Color::LightYellow)
            .add_modifier(Modifier::BOLD)
    }

    pub fn warning(&self) -> Style {
        self.fg(Style::default(), Color::LightRed)
            .add_modifier(Modifier::BOLD)
    }
}

/// A counter as two characters: "+1", "-1", " 0".
pub fn counter_text(value: i8) -> String {
    match value {
        v if v > 0 => format!("+{v}"),
        v => format!("{v:>2}"),
    }
}

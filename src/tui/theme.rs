//! Glyphs, symbols and styles. Every state reads without colour too: glyphs, bold, underline and
//! reverse carry it, colour only adds to it (`NO_COLOR` turns colour off). Two palettes: `dark`
//! for a dark terminal, `light` for a projector or a terminal with a white background.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::symbols::border;

use crate::event::Line;
use crate::solve::Algorithm;

mod tiles;
pub use tiles::{Ground, TileColours};

/// Which background the colours are chosen for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, clap::ValueEnum)]
pub enum Palette {
    #[default]
    Dark,
    Light,
}

impl Palette {
    pub fn name(self) -> &'static str {
        match self {
            Palette::Dark => "dark",
            Palette::Light => "light",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Theme {
    pub color: bool,
    pub ascii: bool,
    pub palette: Palette,
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
    /// A lizard another lizard sees (only annealing lets that happen).
    SeenLizard,
    /// A cell between the lizard annealing just moved (or tried to) and a lizard it attacks
    /// there, drawn along their line.
    Attack(Line),
}

impl Glyph {
    /// What the tile under the glyph says about its cell.
    pub fn ground(self) -> Ground {
        match self {
            Glyph::Empty | Glyph::Lizard | Glyph::Unmarked => Ground::Free,
            Glyph::Attacked | Glyph::Rejected | Glyph::SeenLizard | Glyph::Attack(_) => {
                Ground::Seen
            }
            Glyph::Tree => Ground::Tree,
        }
    }

    /// Every glyph with what it means, for the legend.
    pub const LEGEND: [(Glyph, &'static str); 6] = [
        (Glyph::Lizard, "lizard"),
        (Glyph::Tree, "tree"),
        (Glyph::Attacked, "seen by a lizard"),
        (Glyph::Rejected, "just rejected"),
        (Glyph::Unmarked, "just taken back"),
        (Glyph::Empty, "free"),
    ];

    /// The glyphs only annealing draws.
    pub const ANNEALING: [(Glyph, &'static str); 2] = [
        (Glyph::SeenLizard, "lizard under attack"),
        (Glyph::Attack(Line::Row), "this move's attacks"),
    ];

    /// What the glyph means, in the screen's language (the legend's English is the table
    /// above, kept for the tests that read it).
    pub fn meaning(self) -> String {
        let id = match self {
            Glyph::Lizard => "glyph-lizard",
            Glyph::Tree => "glyph-tree",
            Glyph::Attacked => "glyph-seen",
            Glyph::Rejected => "glyph-rejected",
            Glyph::Unmarked => "glyph-taken-back",
            Glyph::Empty => "glyph-free",
            Glyph::SeenLizard => "glyph-under-attack",
            Glyph::Attack(_) => "glyph-attacks",
        };
        crate::i18n::tr(id)
    }

    /// The glyphs `algorithm` draws, with what they mean, most needed first: annealing's own
    /// after the lizard, and no "just rejected", which annealing never shows.
    pub fn legend(algorithm: Algorithm) -> Vec<(Glyph, &'static str)> {
        let mut all = Self::LEGEND.to_vec();
        if algorithm == Algorithm::Sa {
            all.retain(|&(g, _)| g != Glyph::Rejected);
            all.splice(1..1, Self::ANNEALING);
        }
        all
    }
}

/// ASCII stand-ins for box drawing.
const ASCII_BORDER: border::Set<'static> = border::Set {
    top_left: "+",
    top_right: "+",
    bottom_left: "+",
    bottom_right: "+",
    vertical_left: "|",
    vertical_right: "|",
    horizontal_top: "-",
    horizontal_bottom: "-",
};

/// An RGB colour, or a named one for terminals that map names to their own theme.
const fn rgb(r: u8, g: u8, b: u8) -> Color {
    Color::Rgb(r, g, b)
}

impl Theme {
    /// Colour unless `NO_COLOR` is set to something non-empty (no-color.org).
    pub fn from_env(ascii: bool, palette: Palette) -> Self {
        let color = std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty());
        Self {
            color,
            ascii,
            palette,
        }
    }

    fn light(&self) -> bool {
        self.palette == Palette::Light
    }

    /// The other palette (the `t` key).
    pub fn toggled(self) -> Self {
        let palette = match self.palette {
            Palette::Dark => Palette::Light,
            Palette::Light => Palette::Dark,
        };
        Self { palette, ..self }
    }

    pub fn glyph(&self, g: Glyph) -> &'static str {
        if self.ascii {
            return ascii_glyph(g);
        }
        match g {
            Glyph::Empty => "·",
            Glyph::Attacked => "×",
            Glyph::Tree => "♣",
            Glyph::Lizard => "◆",
            Glyph::Rejected => "✗",
            Glyph::Unmarked => "◇",
            Glyph::SeenLizard => "◈",
            Glyph::Attack(Line::Row) => "─",
            Glyph::Attack(Line::Column) => "│",
            Glyph::Attack(Line::Diagonal) => "╲",
            Glyph::Attack(Line::AntiDiagonal) => "╱",
        }
    }

    /// Separates the parts of the title.
    pub fn dot(&self) -> &'static str {
        if self.ascii { "|" } else { "·" }
    }

    /// Marks the current pseudocode line and the playing state.
    pub fn marker(&self) -> &'static str {
        if self.ascii { ">" } else { "▶" }
    }

    /// Borders of panels and overlays.
    pub fn border(&self) -> border::Set<'static> {
        if self.ascii {
            ASCII_BORDER
        } else {
            border::PLAIN
        }
    }

    /// A horizontal rule character.
    pub fn rule(&self) -> &'static str {
        if self.ascii { "-" } else { "─" }
    }

    /// Key names as the help shows them: arrows become words in ASCII.
    pub fn keys(&self, keys: &'static str) -> std::borrow::Cow<'static, str> {
        let keys = crate::tui::key_words::keys(keys);
        if self.ascii && !keys.is_ascii() {
            // Each arrow by its name in the screen's language (Right, Droite).
            crate::i18n::ascii_words(&keys).into_owned().into()
        } else {
            keys.into()
        }
    }

    fn fg(&self, style: Style, dark: Color, light: Color) -> Style {
        match (self.color, self.light()) {
            (false, _) => style,
            (true, false) => style.fg(dark),
            (true, true) => style.fg(light),
        }
    }

    fn bg(&self, style: Style, dark: Color, light: Color) -> Style {
        match (self.color, self.light()) {
            (false, _) => style,
            (true, false) => style.bg(dark),
            (true, true) => style.bg(light),
        }
    }

    /// The background the palette paints itself, with the text colour on it: the light
    /// palette's are white and near-black, since its dark labels cannot rely on a terminal
    /// being white. The dark palette keeps the terminal's own (the dark one it is made for);
    /// without colour there is none.
    pub fn paper(&self) -> Option<(Color, Color)> {
        (self.color && self.light()).then_some((rgb(255, 255, 255), rgb(30, 30, 30)))
    }

    /// Gives every cell of `area` that chose no colour the palette's paper and ink
    /// ([`Self::paper`]); drawn last, so overlays that cleared their cells get them too.
    pub fn paint_paper(&self, area: Rect, buf: &mut Buffer) {
        let Some((paper, ink)) = self.paper() else {
            return;
        };
        for position in area.positions() {
            let cell = &mut buf[position];
            if cell.bg == Color::Reset {
                cell.bg = paper;
            }
            if cell.fg == Color::Reset {
                cell.fg = ink;
            }
        }
    }

    /// The glyph's own style: colour plus a modifier that reads without colour.
    pub fn cell(&self, g: Glyph) -> Style {
        let s = Style::default();
        match g {
            // #767676 on white is 4.5:1: the compact cursor (this colour reversed) stands out
            // from the paper and its white dot; #969696 was 2.9:1, faint on a projector.
            Glyph::Empty => self.fg(s, Color::DarkGray, rgb(118, 118, 118)),
            Glyph::Attacked => self.fg(s, Color::Red, rgb(190, 30, 30)),
            Glyph::Tree => self.fg(s, Color::Green, rgb(0, 120, 0)),
            Glyph::Lizard => self
                .fg(s, Color::LightYellow, rgb(170, 80, 0))
                .add_modifier(Modifier::BOLD),
            Glyph::Rejected => self
                .fg(s, Color::LightRed, rgb(200, 0, 0))
                .add_modifier(Modifier::BOLD),
            Glyph::Unmarked => self
                .fg(s, Color::Magenta, rgb(140, 0, 160))
                .add_modifier(Modifier::BOLD),
            Glyph::SeenLizard => self
                .fg(s, Color::LightRed, rgb(200, 0, 0))
                .add_modifier(Modifier::BOLD),
            Glyph::Attack(_) => self
                .fg(s, Color::LightMagenta, rgb(160, 0, 120))
                .add_modifier(Modifier::BOLD),
        }
    }

    /// The palette's tile colours.
    pub fn tile_colours(&self) -> &'static TileColours {
        if self.light() {
            &tiles::LIGHT
        } else {
            &tiles::DARK
        }
    }

    /// `style` with a foreground from the tile colours (none without colour).
    fn tile_fg(&self, style: Style, pick: fn(&TileColours) -> crate::tui::contrast::Rgb) -> Style {
        if self.color {
            style.fg(pick(self.tile_colours()).into())
        } else {
            style
        }
    }

    /// The fill of a large cell (a tile): its ground's colour, so the reach of the lizards
    /// reads from the back of the room. Compact cells get no fill.
    pub fn tile(&self, g: Glyph, style: Style) -> Style {
        self.ground_fill(g, false, style)
    }

    /// The fill of a tile on one of the four lines through the scan cursor.
    pub fn tile_on_line(&self, g: Glyph, style: Style) -> Style {
        self.ground_fill(g, true, style)
    }

    fn ground_fill(&self, g: Glyph, on_line: bool, style: Style) -> Style {
        if self.color {
            style.bg(self.tile_colours().ground(g.ground(), on_line).into())
        } else {
            style
        }
    }

    /// A glyph or a shape drawn on its tile: the tile colours' ink for it, bold but for the
    /// quiet dot of a free tile.
    pub fn ink(&self, g: Glyph) -> Style {
        let s = Style::default();
        match g {
            Glyph::Empty => self.tile_fg(s, |c| c.dot),
            Glyph::Tree => self.tile_fg(s, |c| c.crown).add_modifier(Modifier::BOLD),
            Glyph::Lizard => self.tile_fg(s, |c| c.lizard).add_modifier(Modifier::BOLD),
            Glyph::Unmarked => self.tile_fg(s, |c| c.unmarked).add_modifier(Modifier::BOLD),
            Glyph::Attacked | Glyph::Rejected | Glyph::SeenLizard | Glyph::Attack(_) => {
                self.tile_fg(s, |c| c.on_seen).add_modifier(Modifier::BOLD)
            }
        }
    }

    /// The hatching of a seen tile.
    pub fn hatch(&self) -> Style {
        self.tile_fg(Style::default(), |c| c.hatch)
    }

    /// The corners that mark the cursor on a large tile.
    pub fn cursor_corners(&self, g: Glyph) -> Style {
        let style = Style::default().add_modifier(Modifier::BOLD);
        if self.color {
            style.fg(self.tile_colours().cursor(g.ground()).into())
        } else {
            style
        }
    }

    /// Cells on the four lines through the scan cursor.
    pub fn on_line(&self, style: Style) -> Style {
        if self.color {
            self.bg(style, rgb(30, 44, 84), rgb(200, 218, 255))
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
        self.fg(Style::default(), Color::Yellow, rgb(150, 100, 0))
            .add_modifier(Modifier::REVERSED | Modifier::BOLD)
    }

    /// A counter on a line through the cursor.
    pub fn counter_on_line(&self) -> Style {
        self.fg(Style::default(), Color::Cyan, rgb(0, 90, 170))
            .add_modifier(Modifier::BOLD | Modifier::UNDERLINED)
    }

    pub fn counter(&self, value: i8) -> Style {
        match value {
            1 => self.fg(Style::default(), Color::LightRed, rgb(190, 0, 0)),
            -1 => self.fg(Style::default(), Color::Green, rgb(0, 120, 0)),
            _ => self.dim(),
        }
    }

    pub fn title(&self) -> Style {
        self.fg(Style::default(), Color::LightCyan, rgb(0, 70, 150))
            .add_modifier(Modifier::BOLD)
    }

    pub fn dim(&self) -> Style {
        self.fg(Style::default(), Color::DarkGray, rgb(110, 110, 110))
    }

    /// Labels: row and column indices, headings.
    pub fn label(&self) -> Style {
        self.fg(Style::default(), Color::Gray, rgb(60, 60, 60))
    }

    pub fn highlight(&self) -> Style {
        Style::default().add_modifier(Modifier::REVERSED | Modifier::BOLD)
    }

    pub fn key(&self) -> Style {
        self.fg(Style::default(), Color::LightYellow, rgb(150, 70, 0))
            .add_modifier(Modifier::BOLD)
    }

    pub fn warning(&self) -> Style {
        self.fg(Style::default(), Color::LightRed, rgb(190, 0, 0))
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

pub use crate::narrate::thousands;

/// A state's character with `--ascii`: the legend's, and the ink of its tile's shape.
pub fn ascii_glyph(g: Glyph) -> &'static str {
    match g {
        Glyph::Empty => ".",
        Glyph::Attacked => "x",
        Glyph::Tree => "T",
        Glyph::Lizard => "L",
        Glyph::Rejected => "!",
        Glyph::Unmarked => "o",
        Glyph::SeenLizard => "@",
        Glyph::Attack(Line::Row) => "-",
        Glyph::Attack(Line::Column) => "|",
        Glyph::Attack(Line::Diagonal) => "\\",
        Glyph::Attack(Line::AntiDiagonal) => "/",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn thousands_are_separated() {
        assert_eq!(thousands(0), "0");
        assert_eq!(thousands(999), "999");
        assert_eq!(thousands(1_000), "1,000");
        assert_eq!(thousands(65_564), "65,564");
        assert_eq!(thousands(16_650_240), "16,650,240");
    }

    #[test]
    fn no_colour_means_no_colour_in_either_palette() {
        for palette in [Palette::Dark, Palette::Light] {
            let t = Theme {
                color: false,
                ascii: false,
                palette,
            };
            for (g, _) in Glyph::LEGEND.into_iter().chain(Glyph::ANNEALING) {
                let s = t.tile(g, t.on_line(t.cell(g)));
                assert_eq!((s.fg, s.bg), (None, None), "{g:?}");
            }
        }
    }
}

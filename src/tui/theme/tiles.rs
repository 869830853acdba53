//! The colours of large tiles, per palette, chosen by contrast: every pair of states that sit
//! side by side on the grid (a free tile and a seen one, a tile and the paper around it, a
//! shape and the tile under it) differs by a WCAG contrast ratio of at least 3, so the board
//! still reads on a washed-out projector. The shapes carry every state without colour too.
//!
//! Three bands of lightness make that possible: the paper, seen tiles a step away from it,
//! free tiles a step further. On the dark palette free tiles are light and seen ones a
//! middle red; on the light palette free tiles are a middle grey and seen ones dark red:
//! on both, what the lizards see is the darker tile.

use crate::tui::contrast::Rgb;

/// What a tile's background says about its cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ground {
    /// No lizard sees the cell (lizards and the lizard just taken back stand on it too).
    Free,
    /// A lizard sees the cell.
    Seen,
    Tree,
}

/// One palette's tile colours.
#[derive(Debug, Clone, Copy)]
pub struct TileColours {
    /// The background around the tiles. The dark palette leaves the terminal's own, taken
    /// to be a usual dark one (#1e1e1e); a black one only adds contrast.
    pub paper: Rgb,
    pub free: Rgb,
    pub seen: Rgb,
    pub tree: Rgb,
    /// Free and seen tiles on the four lines through the scan cursor.
    pub free_on_line: Rgb,
    pub seen_on_line: Rgb,
    /// Shapes: a lizard, the lizard just taken back, a free tile's dot (all on free
    /// ground); a rejection, a lizard under attack, an attack line (on seen ground); a tree.
    pub lizard: Rgb,
    pub unmarked: Rgb,
    pub dot: Rgb,
    pub on_seen: Rgb,
    pub crown: Rgb,
    /// The hatching of seen tiles: texture, not a state of its own.
    pub hatch: Rgb,
    /// The cursor's corners on light ground and on dark ground.
    pub cursor_on_light: Rgb,
    pub cursor_on_dark: Rgb,
}

pub const DARK: TileColours = TileColours {
    paper: Rgb(0x1e, 0x1e, 0x1e),
    free: Rgb(0xd2, 0xd2, 0xd2),
    seen: Rgb(0xc2, 0x48, 0x48),
    tree: Rgb(0xbf, 0xe0, 0xb4),
    free_on_line: Rgb(0xc4, 0xd4, 0xf8),
    seen_on_line: Rgb(0x5c, 0x5c, 0xd6),
    lizard: Rgb(0x8a, 0x3c, 0x00),
    unmarked: Rgb(0x6a, 0x1a, 0x7a),
    dot: Rgb(0x5e, 0x5e, 0x5e),
    on_seen: Rgb(0xff, 0xf4, 0xb0),
    crown: Rgb(0x1e, 0x5a, 0x1e),
    hatch: Rgb(0xe8, 0x84, 0x84),
    cursor_on_light: Rgb(0, 0, 0),
    cursor_on_dark: Rgb(0xff, 0xff, 0xff),
};

pub const LIGHT: TileColours = TileColours {
    paper: Rgb(0xff, 0xff, 0xff),
    free: Rgb(0x8c, 0x8c, 0x8c),
    seen: Rgb(0x7a, 0x14, 0x14),
    tree: Rgb(0x6e, 0x9e, 0x6e),
    free_on_line: Rgb(0x7a, 0x8f, 0xc4),
    seen_on_line: Rgb(0x1c, 0x1c, 0x6e),
    lizard: Rgb(0x5a, 0x26, 0x00),
    unmarked: Rgb(0x4a, 0x0a, 0x5a),
    dot: Rgb(0x30, 0x30, 0x30),
    on_seen: Rgb(0xff, 0xe6, 0x80),
    crown: Rgb(0x06, 0x28, 0x06),
    hatch: Rgb(0xc0, 0x50, 0x50),
    cursor_on_light: Rgb(0, 0, 0),
    cursor_on_dark: Rgb(0xff, 0xff, 0xff),
};

impl TileColours {
    /// A ground's background, on a line through the cursor or not (trees stay as they are).
    pub fn ground(&self, ground: Ground, on_line: bool) -> Rgb {
        match (ground, on_line) {
            (Ground::Free, false) => self.free,
            (Ground::Free, true) => self.free_on_line,
            (Ground::Seen, false) => self.seen,
            (Ground::Seen, true) => self.seen_on_line,
            (Ground::Tree, _) => self.tree,
        }
    }

    /// The cursor's corners on a ground: seen tiles are the dark ground on both palettes.
    pub fn cursor(&self, ground: Ground) -> Rgb {
        match ground {
            Ground::Seen => self.cursor_on_dark,
            Ground::Free | Ground::Tree => self.cursor_on_light,
        }
    }

    /// Every pair of colours that meet on the grid, named, for the contrast test and the
    /// notes: tiles against the paper, free against seen (also across a line through the
    /// cursor), and each shape against the grounds it is drawn on.
    pub fn neighbours(&self) -> Vec<(&'static str, Rgb, Rgb)> {
        let mut pairs = vec![
            ("free tile / paper", self.free, self.paper),
            ("seen tile / paper", self.seen, self.paper),
            ("tree tile / paper", self.tree, self.paper),
            ("free on line / paper", self.free_on_line, self.paper),
            ("seen on line / paper", self.seen_on_line, self.paper),
            ("free / seen", self.free, self.seen),
            (
                "free on line / seen on line",
                self.free_on_line,
                self.seen_on_line,
            ),
            ("free on line / seen", self.free_on_line, self.seen),
            ("free / seen on line", self.free, self.seen_on_line),
            ("crown / tree tile", self.crown, self.tree),
        ];
        for (free, seen, shapes) in [
            (
                self.free,
                self.seen,
                ["lizard / free", "taken back / free", "dot / free"],
            ),
            (
                self.free_on_line,
                self.seen_on_line,
                [
                    "lizard / free on line",
                    "taken back / free on line",
                    "dot / free on line",
                ],
            ),
        ] {
            let [lizard, unmarked, dot] = shapes;
            pairs.extend([
                (lizard, self.lizard, free),
                (unmarked, self.unmarked, free),
                (dot, self.dot, free),
                ("shape / its seen tile", self.on_seen, seen),
                ("cursor / its free tile", self.cursor(Ground::Free), free),
                ("cursor / its seen tile", self.cursor(Ground::Seen), seen),
            ]);
        }
        pairs.push(("cursor / tree", self.cursor(Ground::Tree), self.tree));
        pairs
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tui::contrast::ratio;

    #[test]
    fn every_pair_of_neighbours_keeps_a_contrast_of_3_in_both_palettes() {
        for (name, colours) in [("dark", DARK), ("light", LIGHT)] {
            for (pair, a, b) in colours.neighbours() {
                let r = ratio(a, b);
                println!("{name:<5} {pair:<28} {r:5.2}");
                assert!(r >= 3.0, "{name}: {pair} is only {r:.2}");
            }
        }
    }

    #[test]
    fn what_the_lizards_see_is_the_darker_tile_on_both_palettes() {
        for colours in [DARK, LIGHT] {
            assert!(colours.seen.luminance() < colours.free.luminance());
        }
    }
}

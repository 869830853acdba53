//! WCAG 2 contrast between two colours: how far apart two neighbouring states of the grid
//! read on a washed-out projector. A ratio of 3 is WCAG's floor for large text and for the
//! parts of a picture one must tell apart; the tile colours of both palettes keep it (their
//! tests say so), so a free tile never melts into a seen one or into the paper.

/// An sRGB colour, 8 bits a channel.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rgb(pub u8, pub u8, pub u8);

impl Rgb {
    /// Relative luminance (WCAG 2.x): each channel linearised, then weighted for the eye.
    pub fn luminance(self) -> f64 {
        let linear = |c: u8| {
            let c = c as f64 / 255.0;
            if c <= 0.040_45 {
                c / 12.92
            } else {
                ((c + 0.055) / 1.055).powf(2.4)
            }
        };
        0.2126 * linear(self.0) + 0.7152 * linear(self.1) + 0.0722 * linear(self.2)
    }
}

impl From<Rgb> for ratatui::style::Color {
    fn from(Rgb(r, g, b): Rgb) -> Self {
        ratatui::style::Color::Rgb(r, g, b)
    }
}

/// The contrast ratio of two colours, from 1 (the same) to 21 (black on white), in either
/// order.
pub fn ratio(a: Rgb, b: Rgb) -> f64 {
    let (la, lb) = (a.luminance(), b.luminance());
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn black_on_white_is_21_and_a_colour_on_itself_is_1() {
        let (black, white) = (Rgb(0, 0, 0), Rgb(255, 255, 255));
        assert!((ratio(black, white) - 21.0).abs() < 1e-9);
        assert!((ratio(white, black) - 21.0).abs() < 1e-9);
        assert!((ratio(Rgb(90, 30, 200), Rgb(90, 30, 200)) - 1.0).abs() < 1e-9);
    }

    #[test]
    fn the_issue_s_free_tile_vanishes_into_its_paper() {
        // #222 on #1e1e1e: what a projector washed out.
        let r = ratio(Rgb(0x22, 0x22, 0x22), Rgb(0x1e, 0x1e, 0x1e));
        assert!(r < 1.1, "{r}");
        // Known values: mid grey #777 on white is about 4.48.
        let grey = ratio(Rgb(0x77, 0x77, 0x77), Rgb(255, 255, 255));
        assert!((grey - 4.48).abs() < 0.01, "{grey}");
    }
}

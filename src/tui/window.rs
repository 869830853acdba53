//! The smallest window the app draws in: the layout needs it ([`super::ui`]), and the app
//! holds the search while the window is smaller ([`super::app`]).

/// The smallest window the layout fits in (the grid itself scrolls).
pub const MIN_WIDTH: u16 = 64;
pub const MIN_HEIGHT: u16 = 18;

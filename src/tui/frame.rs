//! A screen drawn into a buffer of the window's size and saved for slides as SVG and text:
//! what the app's and the race's `x` write, and what [`super::export`] draws `snapshot` with.

use std::path::{Path, PathBuf};

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

use super::svg;
use super::theme::Palette;

/// The window size a frame is drawn at when none is known (and `snapshot`'s default): wide
/// enough for the side panel, the shape of a slide.
pub const DEFAULT_SIZE: (u16, u16) = (100, 30);

/// A screen as the terminal shows it, drawn into a `width` x `height` buffer.
pub fn draw<S>(screen: &S, width: u16, height: u16) -> Buffer
where
    for<'a> &'a S: Widget,
{
    let mut buf = Buffer::empty(Rect::new(0, 0, width, height));
    screen.render(buf.area, &mut buf);
    buf
}

/// Saves a screen for slides (the `x` key) in `dir`, as `name`; what the footer then says.
pub fn save_screen<S>(
    screen: &S,
    window: (u16, u16),
    name: &str,
    palette: Palette,
    dir: &Path,
) -> String
where
    for<'a> &'a S: Widget,
{
    let (w, h) = match window {
        (u16::MAX, u16::MAX) => DEFAULT_SIZE,
        size => size,
    };
    let buf = draw(screen, w, h);
    match write_frame(&buf, name, palette, dir) {
        Ok(path) => crate::t!(
            "status-frame-saved",
            path = path
                .strip_prefix(".")
                .unwrap_or(&path)
                .display()
                .to_string()
        ),
        // Where it went, as a board's save names its file: "No such file or directory" alone
        // does not say which. The folder, since the name may have become `-2` or the `.txt`.
        Err(e) => crate::t!(
            "status-frame-not-saved",
            path = dir.display().to_string(),
            error = crate::tui::os_error::in_words(&e)
        ),
    }
}

/// `lesson-e000042`: a board's name (its stem) and the event shown.
pub fn frame_name(stem: &str, event: u64) -> String {
    format!("{stem}-e{event:06}")
}

/// Writes `buf` as `<name>.svg` and `<name>.txt` in `dir` (each atomically), adding `-2`,
/// `-3`, ... rather than replacing an earlier export. Returns the SVG's path.
fn write_frame(buf: &Buffer, name: &str, palette: Palette, dir: &Path) -> std::io::Result<PathBuf> {
    let (svg_path, text_path) = std::iter::once(name.to_owned())
        .chain((2..).map(|k| format!("{name}-{k}")))
        .map(|stem| {
            (
                dir.join(format!("{stem}.svg")),
                dir.join(format!("{stem}.txt")),
            )
        })
        .find(|(svg, txt)| crate::atomic::vacant(svg) && crate::atomic::vacant(txt))
        .expect("the names never run out");
    crate::atomic::write(&svg_path, svg::render(buf, palette).as_bytes())?;
    crate::atomic::write(&text_path, svg::text(buf).as_bytes())?;
    Ok(svg_path)
}

#[cfg(test)]
mod tests {
    use super::*;
    use ratatui::widgets::Paragraph;

    /// A frame that cannot be written says where it was going, as a board's save does.
    #[test]
    fn a_frame_not_saved_names_where_it_went() {
        let dir = tempfile::tempdir().unwrap();
        let missing = dir.path().join("no such folder");
        let said = save_screen(
            &Paragraph::new("a screen"),
            (20, 2),
            "demo-e000001",
            Palette::default(),
            &missing,
        );
        let path = missing.display().to_string();
        assert!(said.contains(&format!("in {path}: ")), "{said}");
        assert!(!missing.exists());
    }
}

//! Lines of "label value" items, flowed to a width: a line that does not fit breaks between
//! its items (two spaces apart), never inside one, so a narrow panel shows `masks 2,923` on
//! the next line instead of `masks 2,`.

use ratatui::text::{Line, Span};

/// Where items part within a line.
const SEPARATOR: &str = "  ";

/// `lines` rewrapped to `width` columns: each line whole if it fits, else broken between
/// items. An item wider than the whole width gets a line of its own (and is cut there).
pub fn flow(lines: Vec<Line<'static>>, width: u16) -> Vec<Line<'static>> {
    let width = width as usize;
    let mut out = Vec::new();
    for line in lines {
        if line.width() <= width {
            out.push(line);
            continue;
        }
        let mut row: Vec<Span<'static>> = Vec::new();
        let mut used = 0;
        for item in items(&line) {
            let w: usize = item.iter().map(Span::width).sum();
            if !row.is_empty() && used + SEPARATOR.len() + w > width {
                out.push(Line::from(std::mem::take(&mut row)));
                used = 0;
            }
            if !row.is_empty() {
                row.push(Span::raw(SEPARATOR));
                used += SEPARATOR.len();
            }
            row.extend(item);
            used += w;
        }
        if !row.is_empty() {
            out.push(Line::from(row));
        }
    }
    out
}

/// A line's items: the text between runs of two or more spaces, each span keeping its style.
fn items(line: &Line<'static>) -> Vec<Vec<Span<'static>>> {
    let mut items: Vec<Vec<Span<'static>>> = vec![Vec::new()];
    for span in &line.spans {
        let style = span.style.patch(line.style);
        let mut rest = span.content.as_ref();
        while !rest.is_empty() {
            match rest.find(SEPARATOR) {
                Some(at) => {
                    if at > 0 {
                        items
                            .last_mut()
                            .unwrap()
                            .push(Span::styled(rest[..at].to_string(), style));
                    }
                    rest = rest[at..].trim_start_matches(' ');
                    items.push(Vec::new());
                }
                None => {
                    items
                        .last_mut()
                        .unwrap()
                        .push(Span::styled(rest.to_string(), style));
                    rest = "";
                }
            }
        }
    }
    items.retain(|item| !item.is_empty());
    items
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(lines: &[Line]) -> Vec<String> {
        lines.iter().map(|l| l.to_string()).collect()
    }

    #[test]
    fn a_line_that_fits_stays_whole() {
        let lines = vec![Line::from("placed 4  unmarks 1  masks 0")];
        assert_eq!(texts(&flow(lines, 40)), ["placed 4  unmarks 1  masks 0"]);
    }

    #[test]
    fn a_long_line_breaks_between_items_never_inside_a_number() {
        let lines = vec![
            Line::from("placed 7,059,554  unmarks 7,059,554  masks 3,312,608"),
            Line::from("solutions 3"),
        ];
        assert_eq!(
            texts(&flow(lines, 36)),
            [
                "placed 7,059,554  unmarks 7,059,554",
                "masks 3,312,608",
                "solutions 3"
            ]
        );
    }

    #[test]
    fn items_keep_their_styles_across_spans() {
        use ratatui::style::{Color, Style};
        let red = Style::default().fg(Color::Red);
        let line = Line::from(vec![
            Span::raw("events 5  "),
            Span::styled("done", red),
            Span::raw("  depth 3"),
        ]);
        let out = flow(vec![line], 10);
        assert_eq!(texts(&out), ["events 5", "done", "depth 3"]);
        assert_eq!(out[1].spans[0].style, red);
    }
}

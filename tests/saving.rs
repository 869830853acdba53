//! Saving from the editor (`e`, then `s`) through real key events: the file keeps its own
//! form (line ends, last line end, byte-order mark, the algorithm line as written), and its
//! algorithm line names the search being watched, so opening it again shows the same one.

mod screen;

use std::path::{Path, PathBuf};

use crossterm::event::KeyCode;
use lizards::solve::Algorithm;
use screen::{app, keys};

/// `text` written to a file in a fresh directory.
fn board_file(text: &str) -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("board.txt");
    std::fs::write(&path, text).unwrap();
    (dir, path)
}

/// Opens `path` with `args`, toggles the tree at (0, 0) and saves: what the file then holds.
fn toggle_and_save(path: &Path, args: &[&str]) -> String {
    let mut args = args.to_vec();
    args.push(path.to_str().unwrap());
    let mut app = app(&args);
    keys(
        &mut app,
        &[KeyCode::Char('e'), KeyCode::Char('t'), KeyCode::Char('s')],
    );
    assert!(!app.is_dirty(), "{:?}", app.status);
    std::fs::read_to_string(path).unwrap()
}

/// `text` with the first grid digit (the cell at (0, 0)) turned from 0 into 2: the same file
/// with one more tree, every other byte as it was.
fn with_corner_tree(text: &str, grid_starts_at_line: usize, end: &str) -> String {
    let mut lines: Vec<String> = text.split(end).map(str::to_string).collect();
    let row = &mut lines[grid_starts_at_line];
    assert!(row.starts_with('0'), "{row:?}");
    row.replace_range(0..1, "2");
    lines.join(end)
}

#[test]
fn lone_cr_line_ends_are_kept() {
    let text = "SA\r4\r4\r0000\r0200\r0000\r0000\r";
    let (_dir, path) = board_file(text);
    let saved = toggle_and_save(&path, &[]);
    assert_eq!(saved, with_corner_tree(text, 3, "\r"));
}

/// Some peer inputs end their first line with a lone `\r` and every other with `\n`: a save
/// writes the line end most lines use, so the file still splits into lines on `\n`.
#[test]
fn a_file_of_mixed_line_ends_is_saved_with_the_one_most_lines_use() {
    let text = "BFS\r4\n3\n0000\n0200\n0000\n0000\n";
    let (_dir, path) = board_file(text);
    let saved = toggle_and_save(&path, &[]);
    assert_eq!(saved, "BFS\n4\n3\n2000\n0200\n0000\n0000\n");
    // And the other way round: mostly lone `\r`, one `\r\n`.
    let text = "DFS\r\n4\r3\r0000\r0200\r0000\r0000\r";
    let (_dir, path) = board_file(text);
    let saved = toggle_and_save(&path, &[]);
    assert_eq!(saved, "DFS\r4\r3\r2000\r0200\r0000\r0000\r");
}

/// Some peer inputs put a blank line after every line, or a space after p: a save keeps
/// them, and changes the one cell that changed.
#[test]
fn blank_lines_and_spaces_are_kept() {
    let text = "BFS\n\n4 \n\n3   \n\n0000\n\n0200\n\n0000\n\n0000\n\n";
    let (_dir, path) = board_file(text);
    let saved = toggle_and_save(&path, &[]);
    assert_eq!(saved, with_corner_tree(text, 6, "\n"));
}

/// A board resized and saved is written anew; resized back and saved again, it is written
/// from the file as it now is, not from the one first read.
#[test]
fn a_save_after_a_resize_starts_from_the_file_as_saved() {
    let text = "BFS\n\n4 \n\n3\n0000\n0200\n0000\n0000\n";
    let (_dir, path) = board_file(text);
    let mut app = app(&[path.to_str().unwrap()]);
    keys(
        &mut app,
        &[KeyCode::Char('e'), KeyCode::Char(']'), KeyCode::Char('s')],
    );
    let grown = std::fs::read_to_string(&path).unwrap();
    assert_eq!(grown, "BFS\n5\n3\n00000\n02000\n00000\n00000\n00000\n");
    keys(&mut app, &[KeyCode::Char('['), KeyCode::Char('s')]);
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        "BFS\n4\n3\n0000\n0200\n0000\n0000\n"
    );
}

/// A note after the grid (which the search ignores, with a warning) is kept by a save.
#[test]
fn a_note_after_the_grid_is_kept() {
    let text = "DFS\n4\n3\n0000\n0000\n0000\n0000\n# my comment\nand a second line\n";
    let (_dir, path) = board_file(text);
    let saved = toggle_and_save(&path, &[]);
    assert_eq!(saved, with_corner_tree(text, 3, "\n"));
}

#[test]
fn crlf_a_lower_case_algorithm_and_no_last_line_end_are_kept() {
    let text = "\u{feff}bfs\r\n3\r\n2\r\n000\r\n020\r\n000";
    let (_dir, path) = board_file(text);
    let saved = toggle_and_save(&path, &[]);
    assert_eq!(saved, with_corner_tree(text, 3, "\r\n"));
}

#[test]
fn a_board_opened_with_another_algorithm_saves_with_its_line() {
    for (algo, line, algorithm) in [("sa", "SA", Algorithm::Sa), ("bfs", "BFS", Algorithm::Bfs)] {
        let text = "DFS\n4\n3\n0000\n0200\n0000\n0000\n";
        let (_dir, path) = board_file(text);
        let saved = toggle_and_save(&path, &["--algo", algo]);
        let expected = with_corner_tree(text, 3, "\n").replacen("DFS", line, 1);
        assert_eq!(saved, expected, "--algo {algo}");
        // Opened again without --algo, the file shows the same search.
        assert_eq!(app(&[path.to_str().unwrap()]).algorithm, algorithm);
    }
}

#[test]
fn a_file_without_an_algorithm_line_gains_one_only_when_it_needs_it() {
    let text = "4\n3\n0000\n0200\n0000\n0000\n";
    let (_dir, path) = board_file(text);
    let saved = toggle_and_save(&path, &[]);
    assert_eq!(
        saved,
        with_corner_tree(text, 2, "\n"),
        "DFS: no line needed"
    );
    let saved = toggle_and_save(&path, &["--algo", "sa"]);
    assert_eq!(
        saved,
        format!("SA\n{text}"),
        "the tree toggled back, SA named"
    );
}

#[test]
fn a_new_board_saves_with_the_algorithm_being_watched() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(&["--n", "4", "--algo", "bfs"]);
    app.save_dir = dir.path().to_path_buf();
    keys(
        &mut app,
        &[KeyCode::Char('e'), KeyCode::Char('t'), KeyCode::Char('s')],
    );
    let saved = std::fs::read_to_string(dir.path().join("board.txt")).unwrap();
    assert_eq!(saved, "BFS\n4\n4\n2000\n0000\n0000\n0000\n");
}

/// A name the app picks for a new board is one where nothing stands, not even a link that
/// points nowhere: the save never lands elsewhere through it.
#[test]
fn a_new_board_is_not_saved_through_a_dangling_link() {
    let dir = tempfile::tempdir().unwrap();
    let elsewhere = dir.path().join("elsewhere.txt");
    std::os::unix::fs::symlink(&elsewhere, dir.path().join("board.txt")).unwrap();
    let mut app = app(&["--n", "4"]);
    app.save_dir = dir.path().to_path_buf();
    keys(
        &mut app,
        &[KeyCode::Char('e'), KeyCode::Char('t'), KeyCode::Char('s')],
    );
    assert!(!elsewhere.exists(), "written through the link");
    let saved = std::fs::read_to_string(dir.path().join("board-2.txt")).unwrap();
    assert!(saved.ends_with("2000\n0000\n0000\n0000\n"), "{saved}");
}

/// In a lesson, a save never writes over the plan's board: the stops are moments of that
/// board's search, and the captions were written for them. The edit goes to a new file, and
/// the footer says why; later saves go on to that file.
#[test]
fn a_lesson_saves_its_edits_beside_the_plans_board() {
    let dir = tempfile::tempdir().unwrap();
    let assets = concat!(env!("CARGO_MANIFEST_DIR"), "/assets");
    for name in ["lesson.toml", "lesson.txt"] {
        std::fs::copy(format!("{assets}/{name}"), dir.path().join(name)).unwrap();
    }
    let board = dir.path().join("lesson.txt");
    let before = std::fs::read_to_string(&board).unwrap();
    let plan = dir.path().join("lesson.toml");
    let mut app = app(&["--lesson", plan.to_str().unwrap()]);
    app.save_dir = dir.path().to_path_buf();
    keys(
        &mut app,
        &[KeyCode::Char('e'), KeyCode::Char('t'), KeyCode::Char('s')],
    );
    assert_eq!(std::fs::read_to_string(&board).unwrap(), before);
    let status = app.status.clone().unwrap_or_default();
    assert!(status.contains("lesson plan's board stays"), "{status}");
    let saved = dir.path().join("board.txt");
    let first = std::fs::read_to_string(&saved).unwrap();
    assert_ne!(first, before);
    // Another edit goes to the same new file.
    keys(&mut app, &[KeyCode::Char('t'), KeyCode::Char('s')]);
    assert_ne!(std::fs::read_to_string(&saved).unwrap(), first);
    assert!(!dir.path().join("board-2.txt").exists());
    assert_eq!(std::fs::read_to_string(&board).unwrap(), before);
}

/// A file's warning (lines after the grid) is said on the footer when the app opens: standard
/// error is hidden behind the app's screen until it quits.
#[test]
fn a_files_warning_shows_on_the_footer() {
    let (_dir, path) = board_file("DFS\n4\n3\n0000\n0000\n0000\n0000\n# my comment\n");
    let app = app(&[path.to_str().unwrap()]);
    let footer = screen::flat(&screen::draw(&app, 120, 40));
    assert!(
        footer.contains("line 8: 1 line(s) after the 4 grid rows ignored"),
        "{footer}"
    );
}

/// A file another program wrote since the app opened it is not written over without a word:
/// the first `s` says so and leaves it; a second `s` writes the board.
#[test]
fn a_file_changed_on_disk_is_written_over_only_when_s_is_pressed_again() {
    let (_dir, path) = board_file("DFS\n3\n1\n000\n000\n000\n");
    let mut app = app(&[path.to_str().unwrap()]);
    keys(&mut app, &[KeyCode::Char('e'), KeyCode::Char('t')]);
    let theirs = "DFS\n3\n2\n000\n020\n000\n# the grader's note\n";
    std::fs::write(&path, theirs).unwrap();
    keys(&mut app, &[KeyCode::Char('s')]);
    let status = app.status.clone().unwrap_or_default();
    assert!(status.contains("changed on disk"), "{status}");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), theirs);
    assert!(app.is_dirty());
    keys(&mut app, &[KeyCode::Char('s')]);
    assert!(!app.is_dirty(), "{:?}", app.status);
    assert!(std::fs::read_to_string(&path).unwrap().contains("200\n"));
    // Saved, the file is the app's again: the next save does not ask.
    keys(&mut app, &[KeyCode::Char('t'), KeyCode::Char('s')]);
    assert!(!app.is_dirty(), "{:?}", app.status);
}

/// The quit question's `s` over a file changed on disk stays in the question, the footer
/// saying why; `s` again writes over it and quits.
#[test]
fn the_quit_questions_s_over_a_changed_file_asks_again_then_saves_and_quits() {
    let (_dir, path) = board_file("3\n1\n000\n000\n000\n");
    let mut app = app(&[path.to_str().unwrap()]);
    keys(
        &mut app,
        &[KeyCode::Char('e'), KeyCode::Char('t'), KeyCode::Char('q')],
    );
    assert!(matches!(
        app.mode,
        lizards::tui::app::Mode::ConfirmQuit { .. }
    ));
    std::fs::write(&path, "3\n2\n000\n020\n000\n").unwrap();
    keys(&mut app, &[KeyCode::Char('s')]);
    assert!(!app.quit);
    assert!(matches!(
        app.mode,
        lizards::tui::app::Mode::ConfirmQuit { .. }
    ));
    let screen = screen::text(&screen::draw(&app, 80, 24));
    assert!(screen.contains("changed on disk"), "{screen}");
    keys(&mut app, &[KeyCode::Char('s')]);
    assert!(app.quit);
    assert!(
        std::fs::read_to_string(&path)
            .unwrap()
            .starts_with("3\n1\n2")
    );
}

/// Back from edit mode with the edits unsaved (the title says so), `s` saves them while
/// watching too; with nothing unsaved it says so, and an editing key says to press `e`.
#[test]
fn s_saves_the_edits_while_watching_and_editing_keys_say_to_press_e() {
    let (_dir, path) = board_file("DFS\n3\n1\n000\n000\n000\n");
    let mut app = app(&[path.to_str().unwrap()]);
    keys(&mut app, &[KeyCode::Char('s')]);
    let said = app.status.clone().unwrap_or_default();
    assert!(said.contains("no unsaved edits"), "{said}");
    keys(&mut app, &[KeyCode::Char('u')]);
    let said = app.status.clone().unwrap_or_default();
    assert!(said.contains("u edits the board: press e first"), "{said}");
    keys(
        &mut app,
        &[KeyCode::Char('e'), KeyCode::Char('t'), KeyCode::Esc],
    );
    assert!(app.is_dirty());
    keys(&mut app, &[KeyCode::Char('s')]);
    assert!(!app.is_dirty(), "{:?}", app.status);
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        "DFS\n3\n1\n200\n000\n000\n"
    );
}

/// A file deleted since it was opened is said to be gone, not changed, and `s` again writes
/// it anew.
#[test]
fn a_file_deleted_since_it_was_opened_is_said_gone_and_written_anew_when_asked_again() {
    let (_dir, path) = board_file("DFS\n3\n1\n000\n000\n000\n");
    let mut app = app(&[path.to_str().unwrap()]);
    keys(&mut app, &[KeyCode::Char('e'), KeyCode::Char('t')]);
    std::fs::remove_file(&path).unwrap();
    keys(&mut app, &[KeyCode::Char('s')]);
    let status = app.status.clone().unwrap_or_default();
    assert!(status.contains("was deleted or moved"), "{status}");
    assert!(!path.exists());
    keys(&mut app, &[KeyCode::Char('s')]);
    assert!(!app.is_dirty(), "{:?}", app.status);
    assert!(std::fs::read_to_string(&path).unwrap().contains("200\n"));
}

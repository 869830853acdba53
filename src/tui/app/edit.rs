//! Edit mode: trees, board size, p, undo, and saving the board in its file's own form.

use std::path::PathBuf;

use crossterm::event::KeyCode;

use super::{App, Mode, Source};
use crate::board::{Board, Cell, MAX_SIDE};
use crate::homework::{self, FileForm};

/// The largest board the editor grows to (the app opens larger files, and shrinks them).
pub const EDIT_MAX_SIDE: usize = 64;

/// Edits kept for undo; each holds a board, so the stack is bounded.
const UNDO_DEPTH: usize = 64;

impl App {
    /// The editor's cursor while a board is being edited, the quit question asked there
    /// included: the screen behind that question is the edit screen, not the watch screen.
    pub fn editing(&self) -> Option<Cell> {
        match self.mode {
            Mode::Edit { cursor } => Some(cursor),
            Mode::ConfirmQuit { editing } => editing,
            Mode::Watch => None,
        }
    }

    pub(super) fn edit_key(&mut self, code: KeyCode, cursor: Cell) {
        let mut cursor = cursor;
        let last = self.board.n() as u32 - 1;
        self.status = None;
        match code {
            KeyCode::Up | KeyCode::Char('k') => cursor.row = cursor.row.saturating_sub(1),
            KeyCode::Down | KeyCode::Char('j') => cursor.row = (cursor.row + 1).min(last),
            KeyCode::Left | KeyCode::Char('h') => cursor.col = cursor.col.saturating_sub(1),
            KeyCode::Right | KeyCode::Char('l') => cursor.col = (cursor.col + 1).min(last),
            KeyCode::Char('t') | KeyCode::Enter => self.toggle_tree(cursor),
            KeyCode::Char('[') => self.resize(-1),
            KeyCode::Char(']') => self.resize(1),
            KeyCode::Char('<') | KeyCode::Char(',') => {
                self.set_lizards(self.lizards.saturating_sub(1))
            }
            KeyCode::Char('>') | KeyCode::Char('.') => self.set_lizards(self.lizards + 1),
            KeyCode::Char('c') => self.change_board(Board::empty(self.board.n())),
            KeyCode::Char('r') => {
                self.random_seed = self.random_seed.wrapping_add(1);
                self.change_board(Board::random(self.board.n(), 0.15, self.random_seed));
            }
            KeyCode::Char('u') => self.undo_edit(),
            // A board read from a file and not edited is on disk already: `s` would only
            // copy it (a lesson's board to a new `board.txt`). A board with no file of its
            // own (the demo, standard input) is saved, so a class can keep it.
            KeyCode::Char('s') if !self.is_dirty() && matches!(self.source, Source::File(_)) => {
                self.status = Some(crate::t!("status-nothing-to-save"))
            }
            KeyCode::Char('s') => {
                self.save();
            }
            KeyCode::Esc => {
                self.leave_edit();
                return;
            }
            KeyCode::Char('q') => {
                self.ask_quit();
                return;
            }
            KeyCode::Char('?') => self.open_help(),
            // A watching key (Space, x, a, w...) did nothing and said nothing here.
            KeyCode::Char(_) | KeyCode::Tab | KeyCode::End | KeyCode::Home => {
                self.status = Some(crate::t!("status-edit-keys-only"))
            }
            _ => {}
        }
        let last = self.board.n() as u32 - 1;
        cursor.row = cursor.row.min(last);
        cursor.col = cursor.col.min(last);
        if matches!(self.mode, Mode::Edit { .. }) {
            self.mode = Mode::Edit { cursor };
        }
    }

    /// Sets the search aside while the board is edited: the editor draws the board bare, as
    /// it will be when the search starts again, not the lizards and counters of a search
    /// that is not running.
    pub(in crate::tui) fn park_search(&mut self) {
        let bare = self.new_playback();
        let playback = std::mem::replace(&mut self.playback, bare);
        self.parked = Some((playback, self.worker.take()));
    }

    /// Back to watching: the same search where it was if nothing changed, a new one otherwise.
    fn leave_edit(&mut self) {
        self.mode = Mode::Watch;
        if let Some((playback, worker)) = self.parked.take() {
            self.playback = playback;
            self.worker = worker;
        }
        if !self.search_matches_board() {
            self.forget_bookmarks();
            self.restart();
        }
    }

    /// Takes a new board (or p): remembered for undo, and the old search is gone until edit
    /// mode is left.
    fn edited(&mut self, before: (Board, u32)) {
        if self.undo.len() == UNDO_DEPTH {
            self.undo.remove(0);
        }
        self.undo.push(before);
        self.drop_search();
    }

    /// The editor shows the new board bare. The search edit mode set aside stays parked: if
    /// the edits are undone or toggled back before `Esc`, the class is where it was.
    fn drop_search(&mut self) {
        self.playback = self.new_playback();
        self.worker = None;
        self.pan = None;
    }

    pub(super) fn change_board(&mut self, board: Board) {
        if board != self.board {
            let before = (std::mem::replace(&mut self.board, board), self.lizards);
            // A smaller board holds fewer lizards: p comes down, and the footer says so; a
            // larger board again gives back the p asked for, as far as it has room.
            let cells = (self.board.n() * self.board.n()) as u32;
            let was = before.1;
            let asked = self.asked_p.unwrap_or(was).max(was);
            self.lizards = asked.min(cells);
            self.asked_p = (self.lizards < asked).then_some(asked);
            self.edited(before);
            if self.lizards < was {
                self.status = Some(crate::t!(
                    "status-p-lowered",
                    from = was.to_string(),
                    to = self.lizards.to_string(),
                    cells = cells
                ));
            } else if self.lizards > was {
                self.status = Some(crate::t!(
                    "status-p-back",
                    from = was.to_string(),
                    to = self.lizards.to_string(),
                    asked = asked.to_string()
                ));
            }
        }
    }

    pub(super) fn toggle_tree(&mut self, cell: Cell) {
        let mut board = self.board.clone();
        board.set_tree(cell, !board.is_tree(cell));
        self.change_board(board);
    }

    /// One size step; the editor grows boards up to [`EDIT_MAX_SIDE`] but shrinks any board.
    fn resize(&mut self, delta: i32) {
        let n = self.board.n();
        let top = EDIT_MAX_SIDE.max(n).min(MAX_SIDE);
        let wanted = n as i64 + delta as i64;
        if wanted < 1 || wanted as usize > top {
            self.status = Some(if wanted < 1 {
                crate::t!("status-smallest")
            } else {
                crate::t!("status-largest", side = EDIT_MAX_SIDE.to_string())
            });
            return;
        }
        self.change_board(self.board.resized(wanted as usize));
    }

    fn set_lizards(&mut self, p: u32) {
        let cells = (self.board.n() * self.board.n()) as u32;
        // A file's p above its cells (a FAIL the homework asks about) is not lowered by `>`.
        let p = p.min(cells.max(self.lizards));
        if p != self.lizards {
            let before = (self.board.clone(), self.lizards);
            self.lizards = p;
            self.asked_p = None;
            self.edited(before);
        } else {
            self.status = Some(crate::t!("status-p-range", cells = cells));
        }
    }

    fn undo_edit(&mut self) {
        match self.undo.pop() {
            Some((board, lizards)) => {
                self.board = board;
                self.lizards = lizards;
                // The p brought back is the one asked for now.
                self.asked_p = None;
                self.drop_search();
            }
            None => self.status = Some(crate::t!("status-nothing-to-undo")),
        }
    }

    /// Where a save goes: the board's own file, or a new file ([`Self::new_file`]) when the
    /// board has none, when it is a lesson plan's board (whose stops the edits would move),
    /// or when its file refused the last save.
    fn save_path(&self) -> PathBuf {
        if let Source::File(path) = &self.source
            && !self.is_lesson_board(path)
            && !self.save_refused
        {
            return path.clone();
        }
        self.new_file()
    }

    /// The first free `board.txt`, `board-2.txt`, ... in the current directory: never over a
    /// file the board did not come from. Where the current directory cannot take a file (read
    /// only, or gone), the home directory, then the temporary one: the copy that saves the
    /// edits must not be offered where it cannot go.
    fn new_file(&self) -> PathBuf {
        let home = std::env::var_os("HOME").map(PathBuf::from);
        let dirs = [
            Some(self.save_dir.clone()),
            home,
            Some(std::env::temp_dir()),
        ];
        new_file_in(&dirs.into_iter().flatten().collect::<Vec<_>>())
    }

    /// The form a save writes: the file's own (line ends, last line end, byte-order mark),
    /// with an algorithm line that names the algorithm being watched, so that opening the
    /// file again shows the same search. The line is kept as written when it already names
    /// it, and a file without one stays without one for DFS, which a missing line means.
    fn save_form(&self) -> FileForm {
        let wanted = self.algorithm.homework_name();
        let algorithm = match &self.form.algorithm {
            Some(line) if line.eq_ignore_ascii_case(wanted) => Some(line.clone()),
            None if wanted == "DFS" => None,
            _ => Some(wanted.to_string()),
        };
        FileForm {
            algorithm,
            ..self.form.clone()
        }
    }

    /// Whether `path` is the file the lesson plan's board came from.
    fn is_lesson_board(&self, path: &std::path::Path) -> bool {
        self.lesson
            .as_ref()
            .and_then(|tour| tour.board_file.as_deref())
            .is_some_and(|board| board == path)
    }

    /// Saves the board atomically, in the form its file had ([`Self::save_form`]). Reports
    /// in the footer.
    pub fn save(&mut self) -> bool {
        let path = self.save_path();
        let now = DiskStamp::of(&path);
        if matches!(&self.source, Source::File(p) if *p == path)
            && self.on_disk.is_some()
            && now != self.on_disk
            && self.overwrite_asked != Some(now)
        {
            self.overwrite_asked = Some(now);
            // Another program (an editor, a grader) wrote the file since it was opened: a
            // save would throw its changes away without a word. Said once; `s` again writes.
            let id = if now.is_none() {
                "status-gone-from-disk"
            } else {
                "status-changed-on-disk"
            };
            self.status = Some(crate::t!(id, path = path.display().to_string()));
            return false;
        }
        let beside_lesson = matches!(&self.source, Source::File(p) if self.is_lesson_board(p));
        let own_file = matches!(&self.source, Source::File(p) if *p == path);
        let refused = std::mem::take(&mut self.save_refused);
        let form = self.save_form();
        let text = homework::format_input(&self.board, self.lizards, &form);
        match crate::atomic::write(&path, text.as_bytes()) {
            Ok(()) => {
                // The next save starts from the file as it is now (a board resized and saved
                // is no longer the file first read).
                self.form = homework::FileForm {
                    template: Some(std::sync::Arc::from(text.as_str())),
                    ..form
                };
                self.saved = (self.board.clone(), self.lizards);
                self.on_disk = DiskStamp::of(&path);
                self.overwrite_asked = None;
                let stdin = matches!(self.source, Source::Stdin);
                let path_shown = path.display().to_string();
                self.status = Some(match (own_file, stdin) {
                    _ if beside_lesson => {
                        crate::t!("status-saved-beside-lesson", path = path_shown)
                    }
                    (false, true) => crate::t!("status-saved-as-stdin", path = path_shown),
                    (false, _) if refused => {
                        crate::t!("status-saved-copy", path = path_shown)
                    }
                    (false, false) => crate::t!("status-saved-as", path = path_shown),
                    (true, _) => crate::t!("status-saved", path = path_shown),
                });
                self.source = Source::File(path);
                true
            }
            Err(e) if own_file => {
                // The edits would be lost with the app: the next `s` saves them elsewhere.
                self.save_refused = true;
                self.status = Some(crate::t!(
                    "status-not-saved-copy",
                    path = path.display().to_string(),
                    error = crate::tui::os_error::in_words(&e),
                    copy = self.new_file().display().to_string()
                ));
                false
            }
            Err(e) => {
                self.save_refused = refused;
                self.status = Some(crate::t!(
                    "status-not-saved",
                    path = path.display().to_string(),
                    error = crate::tui::os_error::in_words(&e)
                ));
                false
            }
        }
    }
}

/// The first free `board.txt`, `board-2.txt`, ... in the first of `dirs` that can take a file
/// (the first of them if none can: the save then says why it failed).
fn new_file_in(dirs: &[PathBuf]) -> PathBuf {
    let dir = dirs
        .iter()
        .find(|d| writable_dir(d))
        .or(dirs.first())
        .cloned()
        .unwrap_or_default();
    (1..)
        .map(|i| match i {
            1 => dir.join("board.txt"),
            i => dir.join(format!("board-{i}.txt")),
        })
        .find(|p| crate::atomic::vacant(p))
        .expect("some board-N.txt is free")
}

/// Whether a file can be made in `dir`: it is a directory this process may write and enter.
fn writable_dir(dir: &std::path::Path) -> bool {
    use std::os::unix::ffi::OsStrExt;
    let Ok(path) = std::ffi::CString::new(dir.as_os_str().as_bytes()) else {
        return false;
    };
    // SAFETY: `path` is a valid C string for the call's duration.
    dir.is_dir() && unsafe { libc::access(path.as_ptr(), libc::W_OK | libc::X_OK) } == 0
}

/// What a file's metadata says of its contents without reading them: its modification time
/// and length. Two stamps that differ mean another program wrote the file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DiskStamp {
    modified: std::time::SystemTime,
    len: u64,
}

impl DiskStamp {
    /// The stamp of the file at `path` now; none if it can't be read (gone, or not a file).
    pub fn of(path: &std::path::Path) -> Option<Self> {
        let meta = std::fs::metadata(path).ok()?;
        Some(Self {
            modified: meta.modified().ok()?,
            len: meta.len(),
        })
    }
}

#[cfg(test)]
mod new_file_tests {
    use super::*;

    /// A current directory that is gone (or cannot take a file) gives way to the next place,
    /// and a board.txt there already gives way to board-2.txt.
    #[test]
    fn the_copy_goes_where_a_file_can_be_made() {
        let gone = tempfile::tempdir().unwrap();
        let gone_path = gone.path().to_path_buf();
        drop(gone);
        let here = tempfile::tempdir().unwrap();
        let dirs = [gone_path.clone(), here.path().to_path_buf()];
        assert_eq!(new_file_in(&dirs), here.path().join("board.txt"));
        std::fs::write(here.path().join("board.txt"), "x").unwrap();
        assert_eq!(new_file_in(&dirs), here.path().join("board-2.txt"));
        assert!(!writable_dir(&gone_path));
        assert!(writable_dir(here.path()));
        // A file is no directory to save in.
        assert!(!writable_dir(&here.path().join("board.txt")));
    }
}

//! Writing files as a shell's `>` or an editor would: `-o`, the app's save and `--record` on
//! read-only files, other users' files, dangling symlinks, read-only directories and FIFOs.
//!
//! Tests and CI run as root, for whom `open(O_WRONLY)` ignores mode bits. Where a test needs
//! permissions to hold, it runs the binary as `nobody` (when we are root) or as ourselves.

mod screen;

use std::os::unix::fs::{MetadataExt, PermissionsExt};
use std::os::unix::process::CommandExt;
use std::path::Path;
use std::process::{Command, Output, Stdio};

use crossterm::event::KeyCode;
use screen::{app, asset, draw, flat, keys};

/// `nobody` and `nogroup` on Debian and Ubuntu (and most Linux systems).
const NOBODY: u32 = 65534;
const NOGROUP: u32 = 65534;

fn lizards() -> Command {
    Command::new(env!("CARGO_BIN_EXE_lizards"))
}

fn root() -> bool {
    // SAFETY: geteuid has no preconditions.
    unsafe { libc::geteuid() == 0 }
}

/// The binary as a user for whom permissions hold: `nobody` when we are root, else ourselves.
fn lizards_unprivileged() -> Command {
    let mut command = lizards();
    if root() {
        command.uid(NOBODY).gid(NOGROUP);
    }
    command
}

/// The user `lizards_unprivileged` runs as.
fn unprivileged_ids() -> (u32, u32) {
    if root() {
        (NOBODY, NOGROUP)
    } else {
        // SAFETY: getuid and getgid have no preconditions.
        unsafe { (libc::getuid(), libc::getgid()) }
    }
}

/// `lizards solve - -o OUT` with the statement's board on standard input (so a user other
/// than the one running the tests needs to read nothing but the binary).
fn solve_to(mut command: Command, out: &Path) -> Output {
    let board = std::fs::read(asset("statement.txt")).unwrap();
    let mut child = command
        .args(["solve", "-", "-o"])
        .arg(out)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    std::io::Write::write_all(&mut child.stdin.take().unwrap(), &board).unwrap();
    child.wait_with_output().unwrap()
}

fn mode(path: &Path) -> u32 {
    std::fs::metadata(path).unwrap().permissions().mode() & 0o7777
}

fn chmod(path: &Path, mode: u32) {
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode)).unwrap();
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

#[test]
fn output_refuses_a_read_only_file_and_leaves_it_as_it_was() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("answer.txt");
    std::fs::write(&out, "keep me").unwrap();
    chmod(&out, 0o444);
    let before = std::fs::metadata(&out).unwrap().ino();
    let output = solve_to(lizards(), &out);
    assert_eq!(output.status.code(), Some(2), "{}", stderr(&output));
    assert!(stderr(&output).contains("read-only"), "{}", stderr(&output));
    assert_eq!(std::fs::read_to_string(&out).unwrap(), "keep me");
    assert_eq!(std::fs::metadata(&out).unwrap().ino(), before);
    assert_eq!(mode(&out), 0o444);
}

#[test]
fn output_refuses_a_file_its_user_may_not_write_as_the_shell_does() {
    // Writable by its owner but not by the user who runs the command: `>` says "Permission
    // denied", and so does `-o`, even though the directory would let it be replaced.
    let dir = tempfile::tempdir().unwrap();
    chmod(dir.path(), 0o777);
    let out = dir.path().join("answer.txt");
    std::fs::write(&out, "keep me").unwrap();
    chmod(&out, 0o644);
    if !root() {
        eprintln!("skipped: a file owned by another user needs root to make");
        return;
    }
    let output = solve_to(lizards_unprivileged(), &out);
    assert_eq!(output.status.code(), Some(2), "{}", stderr(&output));
    assert!(
        stderr(&output).contains("Permission denied"),
        "{}",
        stderr(&output)
    );
    assert_eq!(std::fs::read_to_string(&out).unwrap(), "keep me");
}

/// A copy of the lesson board that no one may write, in a folder of its own.
fn read_only_lesson() -> (tempfile::TempDir, std::path::PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("lesson.txt");
    std::fs::copy(asset("lesson.txt"), &path).unwrap();
    chmod(&path, 0o444);
    (dir, path)
}

/// A read-only board is not written, and the edits are not lost: `s` again saves a copy in
/// a new file of the current directory, which later saves go to.
#[test]
fn the_app_refuses_to_save_over_a_read_only_board_and_saves_a_copy_when_asked_again() {
    let (dir, path) = read_only_lesson();
    let before = std::fs::read_to_string(&path).unwrap();
    let mut app = app(&[path.to_str().unwrap()]);
    app.save_dir = dir.path().to_path_buf();
    keys(
        &mut app,
        &[KeyCode::Char('e'), KeyCode::Char('t'), KeyCode::Char('s')],
    );
    let screen = flat(&draw(&app, 100, 30));
    assert!(screen.contains("could not save"), "{screen}");
    assert!(screen.contains("read-only"), "{screen}");
    assert!(screen.contains("s again saves a copy as"), "{screen}");
    assert!(app.is_dirty(), "the edit is still unsaved");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), before);
    assert_eq!(mode(&path), 0o444);
    keys(&mut app, &[KeyCode::Char('s')]);
    let copy = dir.path().join("board.txt");
    let screen = flat(&draw(&app, 100, 30));
    assert!(screen.contains("saved a copy as"), "{screen}");
    assert!(!app.is_dirty(), "the edit is saved in the copy");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), before);
    let saved = std::fs::read_to_string(&copy).unwrap();
    assert_ne!(saved, before, "the copy holds the edit");
    // The next edit goes to the copy, not to the read-only file nor to a third file.
    keys(&mut app, &[KeyCode::Char('t'), KeyCode::Char('s')]);
    assert_ne!(std::fs::read_to_string(&copy).unwrap(), saved);
    assert!(!dir.path().join("board-2.txt").exists());
    assert_eq!(std::fs::read_to_string(&path).unwrap(), before);
}

/// On a French or Chinese screen the refusal is said in the screen's words, not the system's.
#[test]
fn a_refused_save_is_said_in_the_screens_language() {
    let (dir, path) = read_only_lesson();
    for (lang, words) in [("fr", "lecture seule (mode 0444)"), ("zh", "只读")] {
        let mut app = app(&[path.to_str().unwrap(), "--lang", lang]);
        app.save_dir = dir.path().to_path_buf();
        keys(
            &mut app,
            &[KeyCode::Char('e'), KeyCode::Char('t'), KeyCode::Char('s')],
        );
        // A wide character's second cell draws as a space.
        let screen = flat(&draw(&app, 120, 30)).replace(' ', "");
        assert!(screen.contains(&words.replace(' ', "")), "{lang}: {screen}");
        assert!(!screen.contains("read-only"), "{lang}: {screen}");
    }
}

/// The unsaved-edits question stays when the board's file refuses the save, and its `s`
/// again saves the copy and quits.
#[test]
fn the_quit_question_saves_a_copy_of_a_read_only_board() {
    let (dir, path) = read_only_lesson();
    let mut app = app(&[path.to_str().unwrap()]);
    app.save_dir = dir.path().to_path_buf();
    keys(
        &mut app,
        &[KeyCode::Char('e'), KeyCode::Char('t'), KeyCode::Char('q')],
    );
    keys(&mut app, &[KeyCode::Char('s')]);
    assert!(!app.quit, "the question stays");
    assert!(flat(&draw(&app, 100, 30)).contains("s again saves a copy"));
    keys(&mut app, &[KeyCode::Char('s')]);
    assert!(app.quit);
    assert!(dir.path().join("board.txt").exists());
}

#[test]
fn owner_group_and_mode_are_kept_when_a_file_is_replaced() {
    if !root() {
        eprintln!("skipped: giving a file to another user needs root");
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("answer.txt");
    std::fs::write(&out, "old").unwrap();
    std::os::unix::fs::chown(&out, Some(NOBODY), Some(NOGROUP)).unwrap();
    chmod(&out, 0o640);
    let output = solve_to(lizards(), &out);
    assert!(output.status.success(), "{}", stderr(&output));
    let meta = std::fs::metadata(&out).unwrap();
    assert_eq!((meta.uid(), meta.gid()), (NOBODY, NOGROUP));
    assert_eq!(mode(&out), 0o640);
    assert!(std::fs::read_to_string(&out).unwrap().starts_with("OK"));
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1);
}

#[test]
fn an_owner_that_cannot_be_kept_means_writing_in_place() {
    if !root() {
        eprintln!("skipped: a file owned by another user needs root to make");
        return;
    }
    // root's file, writable by nobody's group, in a directory anyone may write: `nobody`
    // could replace it, but the new file would be nobody's.
    let dir = tempfile::tempdir().unwrap();
    chmod(dir.path(), 0o777);
    let out = dir.path().join("answer.txt");
    std::fs::write(&out, "old").unwrap();
    std::os::unix::fs::chown(&out, Some(0), Some(NOGROUP)).unwrap();
    chmod(&out, 0o664);
    let before = std::fs::metadata(&out).unwrap().ino();
    let output = solve_to(lizards_unprivileged(), &out);
    assert!(output.status.success(), "{}", stderr(&output));
    let meta = std::fs::metadata(&out).unwrap();
    assert_eq!((meta.uid(), meta.gid()), (0, NOGROUP));
    assert_eq!(meta.ino(), before, "written in place");
    assert_eq!(mode(&out), 0o664);
    assert!(std::fs::read_to_string(&out).unwrap().starts_with("OK"));
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1);
}

#[test]
fn a_writable_file_in_a_read_only_directory_is_written_in_place() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("answer.txt");
    std::fs::write(&out, "old").unwrap();
    let (uid, gid) = unprivileged_ids();
    std::os::unix::fs::chown(&out, Some(uid), Some(gid)).unwrap();
    chmod(&out, 0o644);
    chmod(dir.path(), 0o555);
    let before = std::fs::metadata(&out).unwrap().ino();
    let output = solve_to(lizards_unprivileged(), &out);
    chmod(dir.path(), 0o755);
    assert!(output.status.success(), "{}", stderr(&output));
    assert_eq!(std::fs::metadata(&out).unwrap().ino(), before);
    assert!(std::fs::read_to_string(&out).unwrap().starts_with("OK"));
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1);
}

#[test]
fn a_new_file_in_a_read_only_directory_is_an_error() {
    let dir = tempfile::tempdir().unwrap();
    chmod(dir.path(), 0o555);
    let out = dir.path().join("answer.txt");
    let output = solve_to(lizards_unprivileged(), &out);
    chmod(dir.path(), 0o755);
    assert_eq!(output.status.code(), Some(2), "{}", stderr(&output));
    assert!(
        stderr(&output).contains("Permission denied"),
        "{}",
        stderr(&output)
    );
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 0);
}

#[test]
fn a_dangling_symlink_is_written_through_to_its_target() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("answers")).unwrap();
    // A relative link to a relative link to a file not made yet.
    let link = dir.path().join("answer.txt");
    std::os::unix::fs::symlink("answers/latest.txt", &link).unwrap();
    std::os::unix::fs::symlink("first.txt", dir.path().join("answers/latest.txt")).unwrap();
    let output = solve_to(lizards(), &link);
    assert!(output.status.success(), "{}", stderr(&output));
    for name in ["answer.txt", "answers/latest.txt"] {
        let kind = std::fs::symlink_metadata(dir.path().join(name))
            .unwrap()
            .file_type();
        assert!(kind.is_symlink(), "{name} is still a link");
    }
    let target = dir.path().join("answers/first.txt");
    assert!(std::fs::read_to_string(&target).unwrap().starts_with("OK"));
}

#[test]
fn a_symlink_loop_is_an_error_not_a_hang() {
    let dir = tempfile::tempdir().unwrap();
    let a = dir.path().join("a.txt");
    std::os::unix::fs::symlink("b.txt", &a).unwrap();
    std::os::unix::fs::symlink("a.txt", dir.path().join("b.txt")).unwrap();
    let output = solve_to(lizards(), &a);
    assert_eq!(output.status.code(), Some(2), "{}", stderr(&output));
    assert!(
        stderr(&output).contains("symbolic links"),
        "{}",
        stderr(&output)
    );
    assert!(std::fs::symlink_metadata(&a).unwrap().is_symlink());
}

#[test]
fn recording_to_a_fifo_never_reads_it() {
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("lesson.cast");
    let c = std::ffi::CString::new(fifo.as_os_str().as_encoded_bytes()).unwrap();
    // SAFETY: a valid NUL-terminated path.
    assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o600) }, 0);
    let reader = {
        let fifo = fifo.clone();
        std::thread::spawn(move || std::fs::read_to_string(fifo).unwrap())
    };
    // A recording that reads the FIFO first waits for a writer that never comes.
    let (done, finished) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let cast = lizards::tui::record::Cast::create(&fifo, 80, 24, "through a pipe")
            .and_then(|cast| cast.finish().map(drop));
        let _ = done.send(cast);
    });
    let created = finished
        .recv_timeout(std::time::Duration::from_secs(10))
        .expect("--record on a FIFO blocked");
    created.unwrap();
    let header = reader.join().unwrap();
    assert!(header.contains("through a pipe"), "{header}");
}

#[test]
fn recording_refuses_a_read_only_file() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("lesson.cast");
    lizards::tui::record::Cast::create(&path, 80, 24, "first")
        .unwrap()
        .finish()
        .unwrap();
    chmod(&path, 0o444);
    let err = lizards::tui::record::Cast::create(&path, 80, 24, "second")
        .err()
        .expect("refused");
    assert!(err.to_string().contains("read-only"), "{err}");
    assert!(std::fs::read_to_string(&path).unwrap().contains("first"));
}

#[test]
fn dev_stdout_on_a_file_is_written_in_place_not_replaced() {
    // `/dev/stdout` leads to `/proc/self/fd/1`, whose link names the file the shell opened:
    // replacing that path would leave the shell writing to a file no longer there.
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("answer.txt");
    std::fs::write(&out, "old").unwrap();
    let before = std::fs::metadata(&out).unwrap().ino();
    let status = lizards()
        .args(["solve", &asset("statement.txt"), "-o", "/dev/stdout"])
        .stdout(std::fs::File::create(&out).unwrap())
        .status()
        .unwrap();
    assert!(status.success());
    assert_eq!(std::fs::metadata(&out).unwrap().ino(), before);
    assert!(std::fs::read_to_string(&out).unwrap().starts_with("OK"));
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1);
}

//! Writing a file as a shell's `>` or an editor would, but so that nothing is lost: a reader
//! sees the old file or the new one, never half of either, wherever that can be promised, and
//! what the path *is* stays what it was.
//!
//! - A regular file is replaced atomically: the new contents go to a temporary file beside it,
//!   created with `O_EXCL` under an unpredictable name (so a planted symlink is never followed),
//!   given the old file's owner, group and permissions, flushed to disk and renamed over the
//!   target.
//! - A symlink is followed to the file it names, and that file is written; the link stays. A
//!   dangling symlink creates the file it names, as `>` does.
//! - A file that `>` would refuse is refused: one this user may not open for writing, and one
//!   that no one may write (no `w` bit, 0444), even for root, who `open` would let through: a
//!   read-only file says "do not write me", and editors ask before they do.
//! - Some files cannot be replaced without changing what they are, and are written in place
//!   instead (truncated and rewritten, as `>` does). That write is not atomic: a process killed
//!   in the middle of it (`kill -9`, a power cut) can leave the file half-written. They are:
//!   - anything that is not a regular file (`/dev/null`, a FIFO, a terminal), and a file named
//!     through the kernel's links to open files (`/dev/stdout`, `/dev/fd/N`): replacing them
//!     by a regular file is never what was meant;
//!   - a file with more than one hard link, so the links keep sharing it (as editors do);
//!   - a file whose owner or group this user cannot give the new file (another user's file
//!     that we may write);
//!   - a file in a directory where no temporary file can be made (a writable file in a
//!     read-only directory), or where it cannot be renamed (a sticky directory).
//! - The temporary file is removed on every error, and, once [`remove_temporary_on_signal`] has
//!   been called, when `SIGINT`, `SIGTERM` or `SIGHUP` arrives during the write.

use std::ffi::CString;
use std::fs::{File, Metadata};
use std::io::{self, Write};
use std::os::unix::ffi::OsStrExt;
use std::os::unix::fs::{MetadataExt, OpenOptionsExt, PermissionsExt};
use std::os::unix::io::AsRawFd;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicPtr, Ordering};

/// The most bytes of a file's name its temporary file's name keeps.
const TEMPORARY_NAME_KEPT: usize = 200;

/// The temporary file being written, for the signal handler to remove (null when none).
static TEMPORARY: AtomicPtr<libc::c_char> = AtomicPtr::new(std::ptr::null_mut());

/// How many symlinks are followed before giving up, as Linux's own limit (`ELOOP`).
const MAX_LINKS: usize = 40;

/// Writes `contents` to `path` as described in the module documentation.
pub fn write(path: &Path, contents: &[u8]) -> io::Result<()> {
    let target = match resolve(path)? {
        Target::Path(target) => target,
        Target::OpenFile => return write_in_place(path, contents),
    };
    let meta = match std::fs::metadata(&target) {
        Ok(meta) => meta,
        Err(e) if e.kind() == io::ErrorKind::NotFound => {
            return replace(&target, contents, None).map_err(Unreplaced::into_error);
        }
        Err(e) => return Err(e),
    };
    if !meta.is_file() {
        return write_in_place(&target, contents);
    }
    refuse_read_only(&meta)?;
    // The check `>` makes (without truncating): may this user write the file?
    let file = open_for_writing(&target)?;
    let meta = file.metadata()?;
    if !meta.is_file() {
        // Swapped for something else since it was looked at: write that as it is now.
        return write_in_place(&target, contents);
    }
    refuse_read_only(&meta)?;
    if meta.nlink() > 1 {
        return overwrite(file, contents);
    }
    match replace(&target, contents, Some(&meta)) {
        Ok(()) => Ok(()),
        Err(Unreplaced::WriteInPlace) => overwrite(file, contents),
        Err(Unreplaced::Failed(e)) => Err(e),
    }
}

/// Whether nothing stands at `path` that the app could see: no file, no folder, and no
/// link, even one that points nowhere (a name the app picks for a new file must not lead it
/// somewhere else). A path it cannot look at counts as vacant: writing there says why not.
pub fn vacant(path: &Path) -> bool {
    std::fs::symlink_metadata(path).is_err()
}

/// Whether two paths name one existing file (through a link too).
pub fn same_file(a: &Path, b: &Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        if let (Ok(a), Ok(b)) = (std::fs::metadata(a), std::fs::metadata(b)) {
            return (a.dev(), a.ino()) == (b.dev(), b.ino());
        }
        false
    }
    #[cfg(not(unix))]
    {
        matches!((std::fs::canonicalize(a), std::fs::canonicalize(b)), (Ok(a), Ok(b)) if a == b)
    }
}

/// Refuses a regular file that no one may write (no `w` bit for owner, group or others):
/// whoever made it read-only meant it, root included.
pub fn refuse_read_only(meta: &Metadata) -> io::Result<()> {
    let mode = meta.permissions().mode();
    if meta.is_file() && mode & 0o222 == 0 {
        return Err(io::Error::new(
            io::ErrorKind::PermissionDenied,
            ReadOnly {
                mode: mode & 0o7777,
            },
        ));
    }
    Ok(())
}

/// Why [`refuse_read_only`] refused: a type of its own, so that a screen in another language
/// can say it in its words.
#[derive(Debug)]
pub struct ReadOnly {
    /// The file's permission bits.
    pub mode: u32,
}

impl std::fmt::Display for ReadOnly {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "it is read-only (mode {:04o})", self.mode)
    }
}

impl std::error::Error for ReadOnly {}

/// What a write to a path reaches once its symlinks are followed.
enum Target {
    /// A path to write (it may not exist yet).
    Path(PathBuf),
    /// One of the kernel's links to an open file (`/dev/stdout` leads to `/proc/self/fd/1`):
    /// its target is an open file, perhaps one a shell appends to, never a path to replace.
    OpenFile,
}

/// Follows symlinks one by one, as `open(O_CREAT)` would, dangling ones included: the last
/// path is what is written (or created).
fn resolve(path: &Path) -> io::Result<Target> {
    let mut current = path.to_path_buf();
    for _ in 0..=MAX_LINKS {
        match std::fs::symlink_metadata(&current) {
            Ok(meta) if meta.file_type().is_symlink() => {
                if is_open_file_link(&current) {
                    return Ok(Target::OpenFile);
                }
                let next = std::fs::read_link(&current)?;
                // A relative target is relative to the link's directory; an absolute one
                // replaces the whole path in `join`.
                current = match current.parent() {
                    Some(dir) => dir.join(next),
                    None => next,
                };
            }
            // Not a link, or not there (yet): whoever uses the path reports what is wrong.
            _ => return Ok(Target::Path(current)),
        }
    }
    Err(io::Error::from_raw_os_error(libc::ELOOP))
}

/// Whether `link` is a link of `/proc` (as `/proc/self/fd/1`, where `/dev/stdout` and
/// `/dev/fd/1` lead): those name open files, not paths.
#[cfg(target_os = "linux")]
fn is_open_file_link(link: &Path) -> bool {
    let dir = match link.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    let Ok(dir) = CString::new(dir.as_os_str().as_bytes()) else {
        return false;
    };
    let mut fs = std::mem::MaybeUninit::<libc::statfs>::uninit();
    // SAFETY: a valid NUL-terminated path and a buffer of the right type; the buffer is read
    // only when the call succeeded and filled it.
    unsafe {
        libc::statfs(dir.as_ptr(), fs.as_mut_ptr()) == 0
            && fs.assume_init().f_type == libc::PROC_SUPER_MAGIC
    }
}

#[cfg(not(target_os = "linux"))]
fn is_open_file_link(link: &Path) -> bool {
    link.starts_with("/dev/fd") || link.starts_with("/proc")
}

/// Opens an existing file for writing without truncating it, never waiting (a FIFO put in
/// its place meanwhile would wait for a reader).
fn open_for_writing(path: &Path) -> io::Result<File> {
    std::fs::OpenOptions::new()
        .write(true)
        .custom_flags(libc::O_NONBLOCK)
        .open(path)
}

/// Writes what is not a regular file (a device, a FIFO, an open file) as `>` does.
fn write_in_place(path: &Path, contents: &[u8]) -> io::Result<()> {
    let mut file = std::fs::OpenOptions::new()
        .write(true)
        .truncate(true)
        .open(path)?;
    file.write_all(contents)?;
    file.flush()
}

/// Rewrites a regular file that cannot be replaced, through the file opened to check it.
fn overwrite(mut file: File, contents: &[u8]) -> io::Result<()> {
    file.set_len(0)?;
    file.write_all(contents)?;
    file.sync_all()
}

/// Why a file was not replaced.
enum Unreplaced {
    /// The directory or the owner forbid it, but the file itself may be written in place.
    WriteInPlace,
    Failed(io::Error),
}

impl Unreplaced {
    /// For a new file, where there is nothing to write in place.
    fn into_error(self) -> io::Error {
        match self {
            Unreplaced::WriteInPlace => io::Error::from(io::ErrorKind::PermissionDenied),
            Unreplaced::Failed(e) => e,
        }
    }
}

impl From<io::Error> for Unreplaced {
    fn from(e: io::Error) -> Self {
        Unreplaced::Failed(e)
    }
}

/// Whether an error says this user may not do it here (as opposed to a full disk).
fn forbidden(e: &io::Error) -> bool {
    matches!(
        e.kind(),
        io::ErrorKind::PermissionDenied | io::ErrorKind::ReadOnlyFilesystem
    )
}

/// Replaces `path` by a new file holding `contents`, given `old`'s owner, group and mode (or,
/// for a new file, what a shell's `>` would give it).
fn replace(path: &Path, contents: &[u8], old: Option<&Metadata>) -> Result<(), Unreplaced> {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    let name = path.file_name().ok_or_else(|| {
        io::Error::new(
            io::ErrorKind::InvalidInput,
            format!("{} is not a file name", path.display()),
        )
    })?;
    // The temporary's name adds 12 bytes to the file's: a name near the system's limit (255
    // bytes) is cut in it, so that a name `>` can write, `-o` can too.
    let kept = &name.as_bytes()[..name.len().min(TEMPORARY_NAME_KEPT)];
    let mut prefix = std::ffi::OsString::from(".");
    prefix.push(std::ffi::OsStr::from_bytes(kept));
    prefix.push(".");
    // A new file gets what a shell's `>` would give it (0666 less the umask), not the
    // temporary file's private 0600.
    let mode = old.map_or(0o666, |m| m.mode() & 0o7777);
    let mut watch = None;
    let created = tempfile::Builder::new()
        .prefix(&prefix)
        .suffix(".tmp")
        .make_in(dir, |candidate| {
            // Published before the file exists, so a signal at any moment finds it.
            drop(watch.take());
            watch = Some(Watched::new(candidate));
            std::fs::OpenOptions::new()
                .write(true)
                .create_new(true)
                .mode(mode)
                .open(candidate)
        });
    let mut temporary = match created {
        Ok(t) => t,
        Err(e) if old.is_some() && forbidden(&e) => return Err(Unreplaced::WriteInPlace),
        Err(e) => return Err(e.into()),
    };
    if let Some(old) = old {
        keep_owner(temporary.as_file(), old)?;
        // Exactly the old file's, whatever the umask took away at creation (and after the
        // owner, since a change of owner clears set-user-ID).
        temporary.as_file().set_permissions(old.permissions())?;
    }
    // Through the file itself: the temporary's own writer adds its hidden name to an error
    // ("File too large ... at path \"./.keep.txt.SxYOIf.tmp\""), which the user never named.
    temporary.as_file_mut().write_all(contents)?;
    pause_for_tests();
    temporary.as_file().sync_all()?;
    match temporary.persist(path) {
        Ok(_) => Ok(()),
        // A sticky directory lets only the owner replace a file.
        Err(e) if old.is_some() && forbidden(&e.error) => Err(Unreplaced::WriteInPlace),
        Err(e) => Err(e.error.into()),
    }
}

/// Gives the new file the old one's owner and group; when this user cannot (only root may
/// give a file away), the old file is to be written in place rather than change hands.
fn keep_owner(new: &File, old: &Metadata) -> Result<(), Unreplaced> {
    let now = new.metadata()?;
    if (now.uid(), now.gid()) == (old.uid(), old.gid()) {
        return Ok(());
    }
    // SAFETY: a file descriptor we own, open for the duration of the call.
    if unsafe { libc::fchown(new.as_raw_fd(), old.uid(), old.gid()) } == 0 {
        return Ok(());
    }
    let e = io::Error::last_os_error();
    if forbidden(&e) {
        Err(Unreplaced::WriteInPlace)
    } else {
        Err(e.into())
    }
}

/// Publishes a temporary file's path to the signal handler while it exists. The path's bytes
/// are leaked, never freed: a handler on another thread may still be reading them, and a
/// process writes only a handful of files.
struct Watched;

impl Watched {
    fn new(path: &Path) -> Self {
        let c = CString::new(path.as_os_str().as_bytes()).unwrap_or_default();
        TEMPORARY.store(c.into_raw(), Ordering::SeqCst);
        Watched
    }
}

impl Drop for Watched {
    fn drop(&mut self) {
        TEMPORARY.store(std::ptr::null_mut(), Ordering::SeqCst);
    }
}

/// Installs handlers so that `SIGINT`, `SIGTERM` and `SIGHUP` remove a temporary file being
/// written before the process ends as the signal would have ended it. For the headless
/// commands; the app handles those signals itself and saves between events.
pub fn remove_temporary_on_signal() -> std::io::Result<()> {
    for signal in [libc::SIGINT, libc::SIGTERM, libc::SIGHUP] {
        // An ignored signal (`nohup`) stays ignored: it would end nothing.
        if crate::cli::interrupt::ignored(signal) {
            continue;
        }
        // SAFETY: the handler only calls async-signal-safe functions (`unlink`, and the
        // default action through signal-hook's `emulate_default_handler`), and the path it
        // reads is never freed (see `Watched`).
        unsafe {
            signal_hook::low_level::register(signal, move || {
                let path = TEMPORARY.load(Ordering::SeqCst);
                if !path.is_null() {
                    libc::unlink(path);
                }
                let _ = signal_hook::low_level::emulate_default_handler(signal);
            })?;
        }
    }
    Ok(())
}

/// Lets a test send a signal while the temporary file exists: with `LIZARDS_TEST_SLOW_WRITE`
/// set, the write waits that many milliseconds before it is finished.
fn pause_for_tests() {
    if let Some(ms) = std::env::var_os("LIZARDS_TEST_SLOW_WRITE")
        .and_then(|v| v.to_str().and_then(|s| s.parse::<u64>().ok()))
    {
        std::thread::sleep(std::time::Duration::from_millis(ms));
    }
}

#[cfg(test)]
mod tests {
    use std::os::unix::fs::PermissionsExt;

    fn entries(dir: &std::path::Path) -> usize {
        std::fs::read_dir(dir).unwrap().count()
    }

    /// A name of 250 bytes is one `>` writes: its temporary's name must not pass the
    /// system's 255.
    #[test]
    fn a_name_near_the_limit_is_written_and_replaced() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("b".repeat(250));
        super::write(&path, b"one\n").unwrap();
        super::write(&path, b"two\n").unwrap();
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "two\n");
        assert_eq!(entries(dir.path()), 1);
    }

    #[test]
    fn replaces_the_file_and_leaves_no_temporary() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("board.txt");
        std::fs::write(&path, "old").unwrap();
        super::write(&path, b"new").unwrap();
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "new");
        assert_eq!(entries(dir.path()), 1);
    }

    #[test]
    fn a_failed_write_keeps_the_old_file() {
        let dir = tempfile::tempdir().unwrap();
        let missing = dir.path().join("no/such/dir/board.txt");
        assert!(super::write(&missing, b"new").is_err());
    }

    #[test]
    fn keeps_permissions() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("secret.txt");
        std::fs::write(&path, "old").unwrap();
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o600)).unwrap();
        super::write(&path, b"new").unwrap();
        let mode = std::fs::metadata(&path).unwrap().permissions().mode();
        assert_eq!(mode & 0o777, 0o600);
    }

    #[test]
    fn a_new_file_gets_what_a_shell_would_give_it() {
        // The process's umask, as the kernel reports it (Linux).
        let Some(umask) = std::fs::read_to_string("/proc/self/status")
            .ok()
            .and_then(|s| {
                let line = s.lines().find(|l| l.starts_with("Umask:"))?.to_owned();
                u32::from_str_radix(line.split_whitespace().nth(1)?, 8).ok()
            })
        else {
            return;
        };
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("answer.txt");
        super::write(&path, b"OK").unwrap();
        let shell = dir.path().join("shell.txt");
        std::fs::write(&shell, "OK").unwrap();
        let mode = |p: &std::path::Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode(&path), 0o666 & !umask);
        assert_eq!(mode(&path), mode(&shell));
    }

    #[test]
    fn a_symlink_is_followed_and_kept() {
        let dir = tempfile::tempdir().unwrap();
        let real = dir.path().join("real.txt");
        let link = dir.path().join("link.txt");
        std::fs::write(&real, "old").unwrap();
        std::os::unix::fs::symlink(&real, &link).unwrap();
        super::write(&link, b"new").unwrap();
        assert!(
            std::fs::symlink_metadata(&link)
                .unwrap()
                .file_type()
                .is_symlink()
        );
        assert_eq!(std::fs::read_to_string(&real).unwrap(), "new");
    }

    #[test]
    fn a_file_no_one_may_write_is_refused_even_for_root() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("handout.txt");
        std::fs::write(&path, "old").unwrap();
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o444)).unwrap();
        let err = super::write(&path, b"new").unwrap_err();
        assert_eq!(err.kind(), std::io::ErrorKind::PermissionDenied);
        assert_eq!(err.to_string(), "it is read-only (mode 0444)");
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "old");
    }

    #[test]
    fn a_dangling_symlink_creates_the_file_it_names() {
        let dir = tempfile::tempdir().unwrap();
        let link = dir.path().join("link.txt");
        std::os::unix::fs::symlink("real.txt", &link).unwrap();
        super::write(&link, b"new").unwrap();
        assert!(std::fs::symlink_metadata(&link).unwrap().is_symlink());
        let real = dir.path().join("real.txt");
        assert_eq!(std::fs::read_to_string(real).unwrap(), "new");
    }

    #[test]
    fn a_hard_link_keeps_sharing_the_file() {
        let dir = tempfile::tempdir().unwrap();
        let a = dir.path().join("a.txt");
        let b = dir.path().join("b.txt");
        std::fs::write(&a, "old").unwrap();
        std::fs::hard_link(&a, &b).unwrap();
        super::write(&a, b"new").unwrap();
        assert_eq!(std::fs::read_to_string(&b).unwrap(), "new");
    }

    #[test]
    fn a_fifo_is_written_in_place_not_replaced() {
        use std::os::unix::fs::FileTypeExt;
        let dir = tempfile::tempdir().unwrap();
        let fifo = dir.path().join("pipe");
        let c = std::ffi::CString::new(fifo.as_os_str().as_encoded_bytes()).unwrap();
        // SAFETY: a valid NUL-terminated path.
        assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o600) }, 0);
        let reader = {
            let fifo = fifo.clone();
            std::thread::spawn(move || std::fs::read_to_string(fifo).unwrap())
        };
        super::write(&fifo, b"through the pipe").unwrap();
        assert_eq!(reader.join().unwrap(), "through the pipe");
        let kind = std::fs::symlink_metadata(&fifo).unwrap().file_type();
        assert!(kind.is_fifo());
        assert_eq!(entries(dir.path()), 1);
    }
}

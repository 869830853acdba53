//! Writing a file so that nothing is lost: a reader sees the old file or the new one, never half
//! of either, and what the path *is* stays what it was.
//!
//! - A regular file is replaced atomically: the new contents go to a temporary file beside it,
//!   created with `O_EXCL` under an unpredictable name (so a planted symlink is never followed),
//!   given the old file's permissions, flushed to disk and renamed over the target.
//! - A symlink is followed to the file it names, and that file is replaced; the link stays.
//! - Anything that is not a regular file (`/dev/null`, `/dev/stdout`, a FIFO) is written in
//!   place, as a shell's `>` would: replacing a device by a regular file is never what was meant.
//! - A file with more than one hard link is written in place too, so the links keep sharing it
//!   (as editors do); such a write is not atomic.
//! - The temporary file is removed on every error, and, once [`remove_temporary_on_signal`] has
//!   been called, when `SIGINT`, `SIGTERM` or `SIGHUP` arrives during the write.

use std::ffi::CString;
use std::io::Write;
use std::os::unix::ffi::OsStrExt;
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicPtr, Ordering};

/// The temporary file being written, for the signal handler to remove (null when none).
static TEMPORARY: AtomicPtr<libc::c_char> = AtomicPtr::new(std::ptr::null_mut());

/// Writes `contents` to `path` as described in the module documentation.
pub fn write(path: &Path, contents: &[u8]) -> std::io::Result<()> {
    let target = resolve(path);
    match std::fs::metadata(&target) {
        Ok(meta) if !meta.is_file() || meta.nlink() > 1 => write_in_place(&target, contents),
        Ok(meta) => replace(&target, contents, Some(meta.permissions())),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => replace(&target, contents, None),
        Err(e) => Err(e),
    }
}

/// Follows symlinks to the path that is really written (the path itself if it does not exist
/// yet or cannot be resolved, so the error names what the user typed).
fn resolve(path: &Path) -> PathBuf {
    match std::fs::symlink_metadata(path) {
        Ok(meta) if meta.file_type().is_symlink() => {
            std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf())
        }
        _ => path.to_path_buf(),
    }
}

fn write_in_place(path: &Path, contents: &[u8]) -> std::io::Result<()> {
    let mut file = std::fs::OpenOptions::new()
        .write(true)
        .truncate(true)
        .open(path)?;
    file.write_all(contents)?;
    file.flush()
}

fn replace(
    path: &Path,
    contents: &[u8],
    permissions: Option<std::fs::Permissions>,
) -> std::io::Result<()> {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    let name = path.file_name().ok_or_else(|| {
        std::io::Error::new(
            std::io::ErrorKind::InvalidInput,
            format!("{} is not a file name", path.display()),
        )
    })?;
    let mut prefix = std::ffi::OsString::from(".");
    prefix.push(name);
    prefix.push(".");
    // A new file gets what a shell's `>` would give it (0666 less the umask), not the
    // temporary file's private 0600.
    use std::os::unix::fs::{OpenOptionsExt, PermissionsExt};
    let mode = permissions.as_ref().map_or(0o666, |p| p.mode());
    let mut watch = None;
    let mut temporary = tempfile::Builder::new()
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
        })?;
    if let Some(permissions) = permissions {
        // Exactly the old file's, whatever the umask took away at creation.
        temporary.as_file().set_permissions(permissions)?;
    }
    temporary.write_all(contents)?;
    pause_for_tests();
    temporary.as_file().sync_all()?;
    temporary.persist(path).map_err(|e| e.error)?;
    Ok(())
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

//! Running out of memory ends the program with a message and exit code 2, and the terminal
//! given back, instead of Rust's abort (exit 134, "memory allocation failed", the app's screen
//! left in raw mode).
//!
//! The largest boards need hundreds of megabytes (see the README), and a `ulimit -v` or a
//! small machine refuses them part-way through a search. Rust's answer to a refused allocation
//! is to abort, and a stable program cannot hook that; so the binary's global allocator is
//! [`Allocator`], the system's own with one change: a refusal ends the process here, politely.
//!
//! A search that can live with a refusal (BFS growing its queue with `try_reserve`) asks in
//! [`fallible`], and gets the refusal back as an error, as without this allocator.
//!
//! Nothing here may allocate or unwind (an allocator that unwinds is undefined behaviour): the
//! message is formatted on the stack and written with `write(2)`, and the process ends with
//! `_exit`.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::fmt::Write as _;
use std::sync::atomic::{AtomicBool, Ordering};

/// The system allocator, but a refusal ends the process with a message and exit code 2.
pub struct Allocator;

// SAFETY: every call is forwarded to `System` unchanged; a null result, which `System` returns
// only on refusal, never reaches the caller because `refused` does not return.
unsafe impl GlobalAlloc for Allocator {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: the caller's contract is `System`'s.
        granted(unsafe { System.alloc(layout) }, layout.size())
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        // SAFETY: as above.
        granted(unsafe { System.alloc_zeroed(layout) }, layout.size())
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: as above.
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: as above.
        granted(unsafe { System.realloc(ptr, layout, new_size) }, new_size)
    }
}

/// Set while the app owns the terminal (raw mode, the alternate screen, maybe the mouse).
static TERMINAL_TAKEN: AtomicBool = AtomicBool::new(false);

/// Set by the first refusal: a second one (while giving the terminal back) exits at once.
static REFUSING: AtomicBool = AtomicBool::new(false);

thread_local! {
    /// Set on this thread while [`fallible`] runs: a refusal is returned, not ended on.
    static FALLIBLE: Cell<bool> = const { Cell::new(false) };
}

/// Runs `ask` with refusals returned to it (a `try_reserve` then fails as it would without
/// this allocator) instead of ending the process.
pub fn fallible<T>(ask: impl FnOnce() -> T) -> T {
    let before = FALLIBLE.with(|f| f.replace(true));
    let answer = ask();
    FALLIBLE.with(|f| f.set(before));
    answer
}

/// Marks the terminal as the app's for as long as it lives, so that a refusal gives it back.
pub struct TerminalTaken(());

impl TerminalTaken {
    pub fn mark() -> Self {
        TERMINAL_TAKEN.store(true, Ordering::SeqCst);
        Self(())
    }
}

impl Drop for TerminalTaken {
    fn drop(&mut self) {
        TERMINAL_TAKEN.store(false, Ordering::SeqCst);
    }
}

fn granted(ptr: *mut u8, size: usize) -> *mut u8 {
    if ptr.is_null() && !FALLIBLE.with(Cell::get) {
        refused(size)
    }
    ptr
}

/// The mouse off (every mode crossterm turns on), the cursor shown, the main screen back.
const GIVE_BACK: &[u8] =
    b"\x1b[?1006l\x1b[?1015l\x1b[?1003l\x1b[?1002l\x1b[?1000l\x1b[?25h\x1b[?1049l";

/// A thread the system would not start (`ulimit -v` or `-u`, or no memory for its stack):
/// the same end as a refused allocation, instead of `std`'s panic (exit 101).
#[cold]
pub fn thread_refused(error: &std::io::Error) -> ! {
    // The number, not `error` itself: its text is built in a new string.
    end(format_args!(
        "error: the system refused to start a thread (os error {}): a `ulimit -v` or \
         `ulimit -u`, or the machine's own memory.\n",
        error.raw_os_error().unwrap_or(0)
    ))
}

/// Routes `std`'s own panic at a thread's start when the system refuses the thread its
/// signal stack ("failed to allocate an alternative stack", under a tight `ulimit -v`) to
/// [`thread_refused`]'s end; other panics go to the hook installed before. Called once,
/// first thing in `main`.
pub fn end_refused_threads_politely() {
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        // The payload as `payload_as_str` (Rust 1.91) reads it, within the crate's 1.88.
        let payload = info.payload();
        let said = payload
            .downcast_ref::<&str>()
            .copied()
            .or_else(|| payload.downcast_ref::<String>().map(String::as_str));
        if said.is_some_and(|said| said.contains("failed to allocate an alternative stack")) {
            end(format_args!(
                "error: the system refused to start a thread (no memory for its signal \
                 stack): a `ulimit -v`, or the machine's own memory.\n"
            ))
        }
        previous(info)
    }));
}

/// Starts a thread, or ends the program as [`thread_refused`] says.
pub fn spawn<T: Send + 'static>(
    name: &str,
    body: impl FnOnce() -> T + Send + 'static,
) -> std::thread::JoinHandle<T> {
    std::thread::Builder::new()
        .name(name.into())
        .spawn(body)
        .unwrap_or_else(|e| thread_refused(&e))
}

/// [`spawn`] within a scope.
pub fn spawn_scoped<'scope, 'env, T: Send + 'scope>(
    scope: &'scope std::thread::Scope<'scope, 'env>,
    name: &str,
    body: impl FnOnce() -> T + Send + 'scope,
) -> std::thread::ScopedJoinHandle<'scope, T> {
    std::thread::Builder::new()
        .name(name.into())
        .spawn_scoped(scope, body)
        .unwrap_or_else(|e| thread_refused(&e))
}

/// The terminal back as the app found it, if the app holds it.
fn give_back_terminal() {
    if TERMINAL_TAKEN.load(Ordering::SeqCst) {
        write_all(libc::STDOUT_FILENO, GIVE_BACK);
        let _ = crossterm::terminal::disable_raw_mode();
    }
}

#[cold]
fn refused(size: usize) -> ! {
    end(format_args!("{}", Message(size)))
}

/// Gives the terminal back, says `message` and ends the process with exit code 2, all
/// without allocating; a second refusal on the way (another thread's) exits at once.
fn end(message: std::fmt::Arguments) -> ! {
    if REFUSING.swap(true, Ordering::SeqCst) {
        // SAFETY: `_exit` ends the process; it is always safe to call.
        unsafe { libc::_exit(2) }
    }
    give_back_terminal();
    let mut text = StackText::default();
    let _ = text.write_fmt(message);
    write_all(libc::STDERR_FILENO, text.as_bytes());
    // SAFETY: as above.
    unsafe { libc::_exit(2) }
}

/// What the user reads: how much was refused, and what the largest boards need.
struct Message(usize);

impl std::fmt::Display for Message {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let megabytes = self.0.div_ceil(1 << 20);
        writeln!(
            f,
            "error: out of memory: the system refused {megabytes} MB more (a `ulimit -v`, or \
             the machine's own memory). For scale: `solve` and `max` take about 75 bytes a cell \
             of a board with trees, 300 MB at 2000 x 2000."
        )
    }
}

/// A fixed buffer that text is formatted into without allocating; what does not fit is cut.
struct StackText {
    bytes: [u8; 512],
    len: usize,
}

impl Default for StackText {
    fn default() -> Self {
        Self {
            bytes: [0; 512],
            len: 0,
        }
    }
}

impl StackText {
    fn as_bytes(&self) -> &[u8] {
        &self.bytes[..self.len]
    }
}

impl std::fmt::Write for StackText {
    fn write_str(&mut self, s: &str) -> std::fmt::Result {
        let room = self.bytes.len() - self.len;
        let taken = s.len().min(room);
        self.bytes[self.len..self.len + taken].copy_from_slice(&s.as_bytes()[..taken]);
        self.len += taken;
        Ok(())
    }
}

/// `write(2)` until done or refused; nothing to do about a refusal here.
fn write_all(fd: libc::c_int, mut bytes: &[u8]) {
    while !bytes.is_empty() {
        // SAFETY: the pointer and length describe a live slice.
        let written = unsafe { libc::write(fd, bytes.as_ptr().cast(), bytes.len()) };
        if written <= 0 {
            if written < 0
                && std::io::Error::last_os_error().kind() == std::io::ErrorKind::Interrupted
            {
                continue;
            }
            return;
        }
        bytes = &bytes[written as usize..];
    }
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use super::{Message, StackText};

    #[test]
    fn the_message_rounds_up_to_whole_megabytes_and_names_what_boards_need() {
        let mut text = StackText::default();
        write!(text, "{}", Message(3 * (1 << 20) + 1)).unwrap();
        let text = std::str::from_utf8(text.as_bytes()).unwrap();
        assert!(
            text.starts_with("error: out of memory: the system refused 4 MB more"),
            "{text}"
        );
        assert!(text.ends_with("300 MB at 2000 x 2000.\n"), "{text}");
    }

    #[test]
    fn text_past_the_buffer_is_cut_not_a_panic() {
        let mut text = StackText::default();
        for _ in 0..100 {
            text.write_str("0123456789").unwrap();
        }
        assert_eq!(text.as_bytes().len(), 512);
    }
}

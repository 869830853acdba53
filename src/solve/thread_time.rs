//! The processor time one thread has had, read from another: the exact search's head start
//! over the local search ([`decide::head_start`](super::decide::head_start)) is counted in it.
//!
//! A head start measured on the wall clock runs out while the exact search waits for a core:
//! on a machine busy with other work, the 1000 x 1000 peer board, which the exact search
//! decides in one descent of 40 ms, had the local search build its state beside it in most
//! runs, at twice the memory and three times the time. Counted in the exact search's own
//! processor time, the head start is the work it was meant to allow, however busy the machine.

use std::time::{Duration, Instant};

/// A thread's processor-time clock, readable from any thread while that one lives.
#[derive(Debug, Clone, Copy)]
pub struct ThreadTime {
    #[cfg(target_os = "linux")]
    clock: libc::clockid_t,
}

impl ThreadTime {
    /// The calling thread's clock; `None` where the system has none to give.
    pub fn of_this_thread() -> Option<ThreadTime> {
        #[cfg(target_os = "linux")]
        {
            let mut clock: libc::clockid_t = 0;
            // SAFETY: `pthread_self` is this thread, and `clock` a valid place to write.
            let ok = unsafe { libc::pthread_getcpuclockid(libc::pthread_self(), &mut clock) } == 0;
            ok.then_some(ThreadTime { clock })
        }
        #[cfg(not(target_os = "linux"))]
        None
    }

    /// The processor time the thread has had so far; `None` once it has ended.
    pub fn read(self) -> Option<Duration> {
        #[cfg(target_os = "linux")]
        {
            let mut t = libc::timespec {
                tv_sec: 0,
                tv_nsec: 0,
            };
            // SAFETY: `t` is a valid timespec to write to; a clock of an ended thread is an
            // error, not undefined behaviour.
            let ok = unsafe { libc::clock_gettime(self.clock, &mut t) } == 0;
            ok.then(|| Duration::new(t.tv_sec as u64, t.tv_nsec as u32))
        }
        #[cfg(not(target_os = "linux"))]
        None
    }
}

/// How many times the head start, on the wall clock, the wait lasts at most: a thread that
/// sleeps, or a clock that cannot be read, does not hold the other one back for long.
pub const WALL_CAP: u32 = 10;

/// Waits until `thread` has had `wait` of processor time, or `stop()` says the race is over,
/// or `WALL_CAP` times `wait` has passed on the wall clock, or `until` comes. Without a
/// clock, the wall clock alone counts `wait`.
pub fn sit_out(
    wait: Duration,
    thread: impl Fn() -> Option<ThreadTime>,
    stop: impl Fn() -> bool,
    until: Option<Instant>,
) {
    let started = Instant::now();
    let cap = started + wait * WALL_CAP;
    let cap = until.map_or(cap, |u| u.min(cap));
    while !stop() {
        let now = Instant::now();
        if now >= cap {
            return;
        }
        let had = match thread().and_then(ThreadTime::read) {
            Some(had) => had,
            None if now - started >= wait => return,
            None => Duration::ZERO,
        };
        if had >= wait {
            return;
        }
        // Woken early when the race is over: whoever raises the stop unparks this thread.
        std::thread::park_timeout((wait - had).min(cap - now).max(Duration::from_micros(100)));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::OnceLock;
    use std::sync::atomic::{AtomicBool, Ordering};

    #[test]
    fn a_busy_thread_has_processor_time_and_a_sleeping_one_almost_none() {
        let busy = ThreadTime::of_this_thread().expect("a clock");
        let before = busy.read().unwrap();
        // However busy the machine, work done is time had (the wall clock only bounds the
        // test).
        let give_up = Instant::now() + Duration::from_secs(20);
        let mut x = 0u64;
        while busy.read().unwrap() - before < Duration::from_millis(10) {
            assert!(Instant::now() < give_up, "no processor time counted");
            for _ in 0..10_000 {
                x = x.wrapping_add(std::hint::black_box(1));
            }
        }
        assert!(x > 0);
        let sleeper = std::thread::spawn(|| {
            let clock = ThreadTime::of_this_thread().unwrap();
            std::thread::sleep(Duration::from_millis(30));
            clock.read().unwrap()
        });
        assert!(sleeper.join().unwrap() < Duration::from_millis(10));
    }

    /// Sits out a wait of `wait` beside a thread that works (`busy`) or sleeps: how long it
    /// waited, and how much processor time the thread had by then.
    fn sit_out_beside(busy: bool, wait: Duration) -> (Duration, Duration) {
        let clock = OnceLock::new();
        let done = AtomicBool::new(false);
        std::thread::scope(|scope| {
            scope.spawn(|| {
                let _ = clock.set(ThreadTime::of_this_thread().unwrap());
                let mut x = 0u64;
                while !done.load(Ordering::Relaxed) {
                    if busy {
                        x = x.wrapping_add(std::hint::black_box(1));
                    } else {
                        std::thread::sleep(Duration::from_millis(1));
                    }
                }
                x
            });
            // The thread's clock first: without one the wall clock would count.
            while clock.get().is_none() {
                std::thread::yield_now();
            }
            let started = Instant::now();
            sit_out(wait, || clock.get().copied(), || false, None);
            let waited = started.elapsed();
            let had = clock.get().unwrap().read().unwrap();
            done.store(true, Ordering::Relaxed);
            (waited, had)
        })
    }

    /// The wait is the other thread's processor time: a thread that sleeps instead of working
    /// holds it to the wall-clock cap, far past what a wall-clock wait would have taken.
    #[test]
    fn the_wait_counts_the_other_threads_processor_time_not_the_wall_clock() {
        let wait = Duration::from_millis(20);
        let (waited, _) = sit_out_beside(false, wait);
        assert!(waited >= wait * (WALL_CAP / 2), "waited {waited:?}");
    }

    #[test]
    fn a_thread_that_works_ends_the_wait_at_its_processor_time() {
        let wait = Duration::from_millis(20);
        let (waited, had) = sit_out_beside(true, wait);
        // Ended by the thread's time, or (on a machine too busy to give it any) the cap.
        assert!(
            had >= wait || waited >= wait * WALL_CAP,
            "ended early: {had:?} had, {waited:?} waited"
        );
    }

    #[test]
    fn without_a_clock_the_wall_clock_counts() {
        let wait = Duration::from_millis(20);
        let started = Instant::now();
        sit_out(wait, || None, || false, None);
        let waited = started.elapsed();
        assert!(waited >= wait, "{waited:?}");
    }

    #[test]
    fn a_stop_ends_the_wait_at_once() {
        let started = Instant::now();
        sit_out(Duration::from_secs(60), || None, || true, None);
        assert!(started.elapsed() < Duration::from_secs(1));
    }
}

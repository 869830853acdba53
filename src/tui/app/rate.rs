//! The events/s figure: how fast events are being played, measured between the moments they
//! were played.
//!
//! Counting the events of fixed half-second windows shows 3/s and 5/s by turns while 5/s
//! play (a window holds two events or three). Here the figure divides the events played
//! between the first and the last tick that played any, within the last two seconds, by the
//! time between those ticks: at a steady pace that is the pace, give or take a frame.

use std::collections::VecDeque;
use std::time::{Duration, Instant};

/// How far back the figure looks.
const WINDOW: Duration = Duration::from_secs(2);

#[derive(Debug, Clone, Default)]
pub struct Meter {
    /// Ticks that played events, oldest first: when, and the position after them.
    played: VecDeque<(Instant, u64)>,
}

impl Meter {
    /// Forgets what was measured (a new search, a jump of the position).
    pub fn reset(&mut self) {
        self.played.clear();
    }

    /// Takes the position at `now`; returns events per second lately (0 when nothing plays).
    pub fn measure(&mut self, now: Instant, position: u64) -> f64 {
        match self.played.back() {
            Some(&(_, last)) if position < last => self.reset(),
            Some(&(_, last)) if position == last => {}
            _ => self.played.push_back((now, position)),
        }
        while self
            .played
            .front()
            .is_some_and(|&(t, _)| now.saturating_duration_since(t) > WINDOW)
        {
            self.played.pop_front();
        }
        match (self.played.front(), self.played.back()) {
            (Some(&(t0, p0)), Some(&(t1, p1))) if t1 > t0 => {
                (p1 - p0) as f64 / (t1 - t0).as_secs_f64()
            }
            _ => 0.0,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_steady_pace_reads_as_itself() {
        let start = Instant::now();
        let mut meter = Meter::default();
        let mut position = 0;
        // 5 events a second on 16 ms frames: an event on the first frame past each 200 ms.
        for frame in 1..600u64 {
            let t = frame * 16;
            if t / 200 > position {
                position += 1;
            }
            let rate = meter.measure(start + Duration::from_millis(t), position);
            if t > 1000 {
                assert_eq!(rate.round(), 5.0, "at {t} ms");
            }
        }
        // Paused: the figure falls to 0 once the window is past.
        let later = start + Duration::from_millis(600 * 16) + WINDOW * 2;
        assert_eq!(meter.measure(later, position), 0.0);
    }
}

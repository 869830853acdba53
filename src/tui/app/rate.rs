//! The events/s figure: how fast events are being played, measured between the moments they
//! were played.
//!
//! Counting the events of fixed half-second windows shows 3/s and 5/s by turns while 5/s
//! play (a window holds two events or three). Here the figure divides the events played
//! between the first and the last tick that played any, within the last two seconds, by the
//! time between those ticks: at a steady pace that is the pace, give or take a frame.
//!
//! Two moments are not a pace: the first position seen (paused, or before the first event
//! arrived) is a mark, not a tick that played, so the first event played after it shows no
//! figure yet (measured from the mark, it read 6/s at a speed of 5/s). And a search that
//! stalls (a student's program thinking) has its silence counted once it is longer than the
//! pace's gap between events: the figure falls, where it used to hold for two seconds.

use std::collections::VecDeque;
use std::time::{Duration, Instant};

/// How far back the figure looks.
const WINDOW: Duration = Duration::from_secs(2);

#[derive(Debug, Clone, Default)]
pub struct Meter {
    /// Ticks that played events, oldest first: when, and the position after them.
    played: VecDeque<(Instant, u64)>,
    /// Whether the oldest of them is the mark the measure started from, not a tick that
    /// played.
    marked: bool,
}

impl Meter {
    /// Forgets what was measured (a new search, a jump of the position).
    pub fn reset(&mut self) {
        self.played.clear();
        self.marked = false;
    }

    /// Takes the position at `now`; returns events per second lately (0 when nothing plays).
    pub fn measure(&mut self, now: Instant, position: u64) -> f64 {
        match self.played.back() {
            Some(&(_, last)) if position < last => self.reset(),
            Some(&(_, last)) if position == last => {}
            Some(_) => self.played.push_back((now, position)),
            None => {}
        }
        if self.played.is_empty() {
            self.played.push_back((now, position));
            self.marked = true;
        }
        while self.played.len() > 1
            && self
                .played
                .front()
                .is_some_and(|&(t, _)| now.saturating_duration_since(t) > WINDOW)
        {
            self.played.pop_front();
            self.marked = false;
        }
        let first = self.played.get(usize::from(self.marked));
        match (first, self.played.back()) {
            (Some(&(t0, p0)), Some(&(t1, p1))) if t1 > t0 => {
                let events = (p1 - p0) as f64;
                let span = (t1 - t0).as_secs_f64();
                // Silence since the last tick, past the pace's gap between events.
                let gap = span / events;
                let silence = now.saturating_duration_since(t1).as_secs_f64() - gap;
                events / (span + silence.max(0.0))
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

    /// At 5/s: the position seen when play began, then the first event a frame short of
    /// 200 ms later. From the mark the figure read 6/s; one event is no pace yet.
    #[test]
    fn the_first_event_after_a_mark_is_no_pace() {
        let start = Instant::now();
        let mut meter = Meter::default();
        assert_eq!(meter.measure(start, 0), 0.0);
        let first = start + Duration::from_millis(184);
        assert_eq!(meter.measure(first, 1), 0.0);
        let second = first + Duration::from_millis(200);
        assert_eq!(meter.measure(second, 2).round(), 5.0);
    }

    /// Ten events at 5/s, then nothing: the figure falls with the silence, never above the
    /// pace, and to 0 once the window is past.
    #[test]
    fn a_stalled_search_reads_slower_and_slower() {
        let start = Instant::now();
        let mut meter = Meter::default();
        meter.measure(start, 0);
        for k in 1..=10u64 {
            meter.measure(start + Duration::from_millis(200 * k), k);
        }
        let last = start + Duration::from_millis(2000);
        let mut before = meter.measure(last, 10);
        assert_eq!(before.round(), 5.0);
        for ms in [100u64, 300, 600, 1000, 1500] {
            let rate = meter.measure(last + Duration::from_millis(ms), 10);
            assert!(rate <= before, "{ms} ms: {rate} after {before}");
            before = rate;
        }
        assert!(before < 3.0, "{before}");
        assert_eq!(meter.measure(last + WINDOW * 2, 10), 0.0);
    }
}

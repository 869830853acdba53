//! A budget any search honours: an observer that looks at the clock every few thousand events
//! and stops the search once the deadline has passed, passing every event on meanwhile.
//!
//! Every solver emits an event at least every few steps of its loop (a cell entered, a move
//! tried, a board dequeued), so wrapping its observer is enough to bound its time: the search
//! ends [`Outcome::Cancelled`](crate::event::Outcome::Cancelled) and [`Clock::ran_out`] says the
//! clock, not the inner observer, stopped it.

use std::ops::ControlFlow;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use crate::event::{Event, Observer};

/// Raised once for the whole process ([`cut_short`]): every deadline counts as passed.
static CUT_SHORT: AtomicBool = AtomicBool::new(false);

/// Ends every search of the process as its budget would: `max` interrupted by Ctrl-C still
/// has its best placement and its bounds to say, which dying at once would lose.
pub fn cut_short() {
    CUT_SHORT.store(true, Ordering::Relaxed);
}

/// Whether the searches were cut short ([`cut_short`]).
pub fn is_cut_short() -> bool {
    CUT_SHORT.load(Ordering::Relaxed)
}

/// Whether `deadline` has passed (`None`: never), or the searches were cut short.
pub fn past(deadline: Option<Instant>) -> bool {
    is_cut_short() || deadline.is_some_and(|d| Instant::now() >= d)
}

/// Events between two looks at the clock: reading it costs about 20 ns, an event a few.
const LOOK_EVERY: u32 = 1024;

/// Passes events to `inner` until `deadline`.
pub struct Clock<'a, O: Observer> {
    inner: &'a mut O,
    deadline: Option<Instant>,
    events: u32,
    ran_out: bool,
}

impl<'a, O: Observer> Clock<'a, O> {
    /// Stops the search `budget` from now (a budget too large for the clock never stops it).
    pub fn budget(inner: &'a mut O, budget: Duration) -> Self {
        Self::until(inner, Instant::now().checked_add(budget))
    }

    /// Stops the search at `deadline` (`None`: never).
    pub fn until(inner: &'a mut O, deadline: Option<Instant>) -> Self {
        Self {
            inner,
            deadline,
            events: 0,
            ran_out: false,
        }
    }

    /// Whether the deadline stopped the search.
    pub fn ran_out(&self) -> bool {
        self.ran_out
    }

    fn past_deadline(&mut self) -> bool {
        if past(self.deadline) {
            self.ran_out = true;
        }
        self.ran_out
    }
}

impl<O: Observer> Observer for Clock<'_, O> {
    fn event(&mut self, event: Event) -> ControlFlow<()> {
        self.events = self.events.wrapping_add(1);
        if self.events.is_multiple_of(LOOK_EVERY) && self.past_deadline() {
            return ControlFlow::Break(());
        }
        if O::ACTIVE {
            self.inner.event(event)
        } else {
            ControlFlow::Continue(())
        }
    }

    fn stopping(&mut self) -> bool {
        self.past_deadline() || self.inner.stopping()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Board;
    use crate::event::Outcome;
    use crate::solve::backtrack;

    #[test]
    fn a_long_search_stops_soon_after_its_deadline() {
        // 34 queens by cell-by-cell backtracking takes minutes.
        let board = Board::empty(34);
        let started = Instant::now();
        let mut quiet = ();
        let mut clock = Clock::budget(&mut quiet, Duration::from_millis(100));
        let options = backtrack::Options {
            bound: backtrack::Pruning::Seed,
            ..Default::default()
        };
        let search = backtrack::solve(&board, 34, options, &mut clock);
        assert_eq!(search.outcome, Outcome::Cancelled);
        assert!(clock.ran_out());
        assert!(started.elapsed() < Duration::from_secs(2));
    }

    #[test]
    fn events_reach_the_inner_observer() {
        let mut events: Vec<Event> = Vec::new();
        let mut clock = Clock::until(&mut events, None);
        backtrack::solve(&Board::empty(4), 4, Default::default(), &mut clock);
        assert!(!clock.ran_out());
        assert!(matches!(events.last(), Some(Event::Done { .. })));
    }
}

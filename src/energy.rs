//! Simulated annealing as the screen shows it: the energy (attacking pairs), the temperature,
//! how many moves were taken or refused, and the energy and temperature over time for a chart.
//! Kept by the [`Playback`](crate::playback::Playback) from events alone, so it steps back too.

use crate::event::Event;

/// The most chart points drawn; more are thinned out evenly.
const SERIES: usize = 4096;

/// One point of the chart: the energy and temperature after `after` moves proposed (0: the
/// start), which hold until the next point.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Point {
    pub after: u64,
    pub energy: u32,
    pub milli_kelvin: u32,
}

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Energy {
    /// Attacking pairs now.
    pub energy: u32,
    /// Temperature in thousandths.
    pub milli_kelvin: u32,
    pub accepted: u64,
    pub uphill: u64,
    pub refused: u64,
    pub restarts: u64,
    /// The state at each `Anneal` event applied and after each move taken that changed the
    /// energy, newest last: the chart. Between `Anneal` events (every few hundred moves) the
    /// energy changes with the moves, and the chart follows it there too.
    pub series: Vec<Point>,
    /// What each applied `Anneal` overwrote, to step back over it.
    undo: Vec<(u32, u32)>,
}

impl Energy {
    /// Moves proposed so far, taken or refused.
    pub fn moves(&self) -> u64 {
        self.accepted + self.refused
    }

    pub fn temperature(&self) -> f64 {
        self.milli_kelvin.max(1) as f64 / 1000.0
    }

    /// The share of proposed moves taken, 0 to 1.
    pub fn acceptance(&self) -> f64 {
        let all = self.accepted + self.refused;
        if all == 0 {
            0.0
        } else {
            self.accepted as f64 / all as f64
        }
    }

    pub fn apply(&mut self, event: &Event) {
        match *event {
            Event::Move {
                delta, accepted, ..
            } => {
                if accepted {
                    self.energy = self.energy.wrapping_add_signed(delta);
                    self.accepted += 1;
                    self.uphill += (delta > 0) as u64;
                    if delta != 0 && !self.series.is_empty() {
                        self.series.push(self.now());
                    }
                } else {
                    self.refused += 1;
                }
            }
            Event::Anneal {
                energy,
                milli_kelvin,
            } => {
                self.undo.push((self.energy, self.milli_kelvin));
                if milli_kelvin > self.milli_kelvin && !self.series.is_empty() {
                    self.restarts += 1;
                }
                self.energy = energy;
                self.milli_kelvin = milli_kelvin;
                self.series.push(self.now());
            }
            _ => {}
        }
    }

    pub fn revert(&mut self, event: &Event) {
        match *event {
            Event::Move {
                delta, accepted, ..
            } => {
                if accepted {
                    // The point this move pushed, if it pushed one.
                    if delta != 0 && self.series.last().is_some_and(|p| p.after == self.moves()) {
                        self.series.pop();
                    }
                    self.energy = self.energy.wrapping_add_signed(-delta);
                    self.accepted -= 1;
                    self.uphill -= (delta > 0) as u64;
                } else {
                    self.refused -= 1;
                }
            }
            Event::Anneal { milli_kelvin, .. } => {
                let (energy, before) = self.undo.pop().unwrap_or_default();
                self.series.pop();
                if milli_kelvin > before && !self.series.is_empty() {
                    self.restarts -= 1;
                }
                self.energy = energy;
                self.milli_kelvin = before;
            }
            _ => {}
        }
    }

    /// The state now, after the moves proposed so far.
    fn now(&self) -> Point {
        Point {
            after: self.moves(),
            energy: self.energy,
            milli_kelvin: self.milli_kelvin,
        }
    }

    /// The chart's points, at most [`SERIES`] of them, evenly thinned, and the state now if
    /// moves were proposed since the last point (the curve reaches the move in force).
    pub fn chart(&self) -> Vec<Point> {
        let step = self.series.len().div_ceil(SERIES).max(1);
        let mut points: Vec<Point> = self.series.iter().step_by(step).copied().collect();
        if self
            .series
            .last()
            .is_some_and(|last| self.moves() > last.after)
            || points.last() != self.series.last()
        {
            points.push(self.now());
        }
        points
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Cell;

    #[test]
    fn the_chart_follows_each_move_that_changes_the_energy() {
        let c = Cell::new;
        let mut e = Energy::default();
        assert!(e.chart().is_empty());
        e.apply(&Event::Anneal {
            energy: 5,
            milli_kelvin: 500,
        });
        for accepted in [true, false, true] {
            e.apply(&Event::Move {
                from: c(0, 0),
                to: c(0, 1),
                delta: -1,
                accepted,
            });
        }
        let points: Vec<(u64, u32)> = e.chart().iter().map(|p| (p.after, p.energy)).collect();
        assert_eq!(
            points,
            [(0, 5), (1, 4), (3, 3)],
            "the start, then each change"
        );
        e.apply(&Event::Move {
            from: c(0, 0),
            to: c(0, 1),
            delta: 0,
            accepted: true,
        });
        let last = *e.chart().last().unwrap();
        assert_eq!(
            (last.after, last.energy),
            (4, 3),
            "now, the energy unchanged"
        );
    }

    #[test]
    fn steps_back_to_what_it_was() {
        let c = Cell::new;
        let events = [
            Event::Anneal {
                energy: 5,
                milli_kelvin: 2000,
            },
            Event::Move {
                from: c(0, 0),
                to: c(0, 1),
                delta: -2,
                accepted: true,
            },
            Event::Move {
                from: c(1, 0),
                to: c(1, 1),
                delta: 1,
                accepted: false,
            },
            Event::Anneal {
                energy: 3,
                milli_kelvin: 1900,
            },
            Event::Move {
                from: c(1, 0),
                to: c(1, 1),
                delta: 1,
                accepted: true,
            },
            Event::Anneal {
                energy: 6,
                milli_kelvin: 2000,
            },
        ];
        let mut e = Energy::default();
        let mut states = vec![e.clone()];
        for ev in &events {
            e.apply(ev);
            states.push(e.clone());
        }
        assert_eq!((e.energy, e.restarts, e.accepted, e.refused), (6, 1, 2, 1));
        for ev in events.iter().rev() {
            states.pop();
            e.revert(ev);
            assert_eq!(&e, states.last().unwrap());
        }
    }
}

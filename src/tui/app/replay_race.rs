//! `R` in a replay: the recorded search against one of ours on the same board. The stream
//! plays again from its start on the left, refereed as in the replay; on the right the
//! article's backtracking (with the bound in force) searches the board. The closing table
//! counts the recording's work from its events; its time is the writer's, which lizards
//! never saw, so that column says so.

use std::io::BufReader;
use std::path::Path;

use super::App;
use super::replay::{Origin, Recording};
use crate::event::{Event, Outcome};
use crate::protocol::Item;
use crate::protocol::read::Reader;
use crate::referee::Referee;
use crate::tui::race::{Race, Racer, Standing, UnfitSide};

impl App {
    /// The race `R` asked for: two of our algorithms, or in a replay of a file the recording
    /// against backtracking.
    pub fn open_race(&self, racers: [Racer; 2]) -> anyhow::Result<Race> {
        let mut race = self.race_of(racers)?;
        race.opened_by_app = true;
        Ok(race)
    }

    fn race_of(&self, racers: [Racer; 2]) -> anyhow::Result<Race> {
        let Some(Recording {
            origin: Origin::File(path),
            ..
        }) = &self.replay
        else {
            return Race::new(
                self.board.clone(),
                self.lizards,
                racers,
                self.source.clone(),
                self.theme,
            );
        };
        let recording = self.replay.as_ref().map(Recording::again);
        let mut recorded = App::new(
            self.board.clone(),
            self.lizards,
            self.algorithm,
            self.source.clone(),
            self.theme,
        );
        recorded.search.bound = self.search.bound;
        recorded.replay = recording;
        recorded.restart();
        // The file's name, as short as a racer's; the title names the stream whole.
        let name = path.file_name().map_or_else(
            || crate::homework::name(path),
            |f| f.to_string_lossy().into_owned(),
        );
        let (path, header) = (path.clone(), self.replay.as_ref().map(|r| r.header.clone()));
        let standing = move || header.map_or_else(unread, |h| work(&path, &h));
        Race::against_recording(recorded, name, standing, racers[1])
    }

    /// Says on the footer why the race `R` asked for did not open, in the screen's language:
    /// a side that does not fit the board is re-said from its reason, anything else (a file
    /// that could not be read again) as it came.
    pub fn race_refused(&mut self, e: &anyhow::Error) {
        let _lang = crate::i18n::Scope::enter(self.lang);
        let error = match e.downcast_ref::<UnfitSide>() {
            Some(side) => crate::tui::reasons::unfit(side.0),
            None => e.to_string(),
        };
        self.status = Some(crate::t!("status-no-race", error = error));
    }

    /// `R` in a replay of a file: the recording against the article's backtracking with the
    /// bound in force. A watched program is not run a second time to race it.
    pub(super) fn ask_replay_race(&mut self) {
        match &self.replay {
            Some(Recording {
                origin: Origin::File(_),
                ..
            }) => {
                self.pause();
                let ours = Racer::backtrack(self.search.bound);
                self.race_request = Some([Racer::plain(self.algorithm), ours]);
            }
            _ => self.status = Some(crate::t!("status-watch-no-race")),
        }
    }
}

/// The closing table's line for a recording: its legal events counted, up to the first
/// illegal one, as the replay plays them. Its nodes are counted as the app's searches count
/// theirs: a cell entered (backtrack), a board taken out of the queue (BFS, which enters a
/// cell after most of them too), or a move tried (annealing).
fn work(path: &Path, header: &crate::protocol::Header) -> Standing {
    let Ok(file) = std::fs::File::open(path) else {
        return unread();
    };
    let mut reader = Reader::new(BufReader::with_capacity(1 << 16, file));
    // The header was read (and agreed with the board) when the replay opened.
    if reader.header_or(Some(header)).is_err() {
        return unread();
    }
    let mut referee = Referee::new(
        crate::protocol::board(header),
        header.p,
        header.local_search(),
        std::time::Duration::ZERO,
    );
    let mut standing = unread();
    let (mut enters, mut dequeues, mut moves) = (0, 0, 0);
    while let Some(Ok((_, item))) = reader.next_item() {
        let Item::Event(event) = item else { continue };
        if referee.apply(&event).is_err() {
            standing.illegal = true;
            break;
        }
        match event {
            Event::Place { .. } => standing.placements += 1,
            Event::Enter { .. } => enters += 1,
            Event::Dequeue { .. } => dequeues += 1,
            Event::Move { .. } => moves += 1,
            Event::Unmark { .. } => standing.backtracks += 1,
            Event::Backjump { .. } if !event.steps_back() => standing.backjumps += 1,
            Event::Prune { .. } => standing.prunes += 1,
            Event::Solution => standing.outcome = Outcome::Found,
            Event::Done { outcome } if standing.outcome != Outcome::Found => {
                standing.outcome = outcome
            }
            _ => {}
        }
    }
    standing.nodes = match (dequeues, enters) {
        (0, 0) => moves,
        (0, enters) => enters,
        (dequeues, _) => dequeues,
    };
    standing
}

/// Nothing counted yet: a stream that ends without a word of its outcome was cut short.
fn unread() -> Standing {
    Standing {
        outcome: Outcome::Cancelled,
        placements: 0,
        backtracks: 0,
        backjumps: 0,
        prunes: 0,
        nodes: 0,
        time: None,
        illegal: false,
    }
}

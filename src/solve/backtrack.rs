//! Seed 000's "Backtracking++": a column-major, cell-by-cell DFS over the nursery.
//!
//! At each cell: a tree masks the lines through it (their +1 counters become -1); an empty, safe
//! cell first gets a lizard, then (on backtrack) is left empty. After a lizard the scan jumps down
//! its column to the next tree (the cells in between are attacked by it anyway). The tree it
//! jumps to is *entered* like any cell, so its mask still applies. At a column's end the seed's
//! pruning heuristic cuts branches that cannot fit the lizards left in the tree-free columns
//! ahead.
//!
//! On top of the seed, an optional capacity bound ([`Options::bound`]): every lizard still to
//! place needs its own row segment and its own column segment (maximal tree-free runs) that holds
//! no lizard and that the scan has not passed yet. Counts of such segments are kept up to date in
//! O(1) per step, so impossible instances fail fast. Stronger still, the matching bound
//! ([`Pruning::Matching`], the default): the cells still available ahead must hold the lizards
//! left with no two on one row or column segment, nor on one diagonal or anti-diagonal segment;
//! two maximum bipartite matchings, kept up to date by [`matching`](super::matching), say how
//! many they can hold at most, and a weighting of all four families at once, with the knots of
//! nearby cells that all see each other ([`cover`](super::cover)), says it tighter still.
//!
//! The search is a loop over an explicit stack: a 1000 x 1000 board runs on the default stack.

use std::ops::ControlFlow;

use crate::board::{Board, Cell};
use crate::counters::Counters;
use crate::event::{Bound, Event, Line, Lines, Observer, Outcome};
use crate::solve::matching::MatchingBound;
use crate::solve::memo::Memo;
use crate::solve::presolve::Presolved;
use crate::solve::{Search, Stats};

/// How many placements to look for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Goal {
    /// Stop at the first placement.
    First,
    /// Count placements, stopping after `limit` if given.
    All { limit: Option<u64> },
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Options {
    pub goal: Goal,
    /// Which bounds prune, on top of the seed's heuristic.
    pub bound: Pruning,
    /// How a cell's safety is decided.
    pub safety: Safety,
    /// Whether cells some maximum leaves empty stay empty and cells some maximum holds are
    /// never left empty ([`presolve`](super::presolve)), on boards with trees the matching
    /// bound runs on and only when looking for one placement. Off for the lesson and
    /// `--algo backtrack`, whose events narrate every cell as the article does; on for the
    /// headless decisions (`solve`, `max`), whose answers alone are read.
    pub presolve: bool,
}

/// How hard the search tries to prove that a branch cannot hold the lizards still to place.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Default, clap::ValueEnum)]
pub enum Pruning {
    /// Seed 000's heuristic alone: at a column's end, more lizards left than tree-free
    /// columns ahead.
    Seed,
    /// Also count segments: each lizard left needs its own row segment and its own column
    /// segment that hold no lizard and that the scan has not passed.
    Segments,
    /// Also match: each lizard left needs a cell ahead that no lizard attacks, no two on one
    /// row or column segment (a bipartite matching), nor on one diagonal or anti-diagonal
    /// segment (another), nor two on one segment of any kind or in one knot of nearby cells
    /// that all see each other (weights on all of them). Boards up to 128 x 128; larger ones
    /// use the segment counts.
    Matching,
    /// Also remember: a column top reached with the same lines attacked across it as once
    /// before, or one more, when the lizards left did not fit, is cut at once (boards up to
    /// 105 x 105).
    Memo,
    /// memo on boards with trees; segments on boards without, where the two stronger bounds
    /// cost more time than they save (they still cut N-Queens' placements by four fifths).
    #[default]
    Auto,
}

impl Pruning {
    /// The bounds from the article's search up, each adding to the one before: the order in
    /// which the app's bound key climbs them.
    pub const LADDER: [Pruning; 5] = [
        Pruning::Seed,
        Pruning::Segments,
        Pruning::Matching,
        Pruning::Memo,
        Pruning::Auto,
    ];

    /// The name `--bound` takes.
    pub fn name(self) -> &'static str {
        match self {
            Pruning::Seed => "seed",
            Pruning::Segments => "segments",
            Pruning::Matching => "matching",
            Pruning::Memo => "memo",
            Pruning::Auto => "auto",
        }
    }

    /// The next rung of [`Pruning::LADDER`], back to the seed after `auto`.
    pub fn climbed(self) -> Self {
        let i = Self::LADDER.iter().position(|&b| b == self).unwrap_or(0);
        Self::LADDER[(i + 1) % Self::LADDER.len()]
    }

    fn segments(self) -> bool {
        self != Pruning::Seed
    }

    /// What [`Pruning::Auto`] means on this board; the others mean themselves.
    pub fn on(self, board: &Board) -> Self {
        match self {
            Pruning::Auto if board.has_trees() => Pruning::Memo,
            Pruning::Auto => Pruning::Segments,
            other => other,
        }
    }
}

/// The largest board the matching bound runs on: its augmenting paths and its weights grow
/// with the board (setting it up takes 0.4 s at 100 x 100, 2.7 s at 200 x 200), and larger
/// boards are the easy, open ones where the first descent finds a placement. Up to here a
/// count above the board's bound is refused at the root, where the segment counts let the
/// search wander for ever (a 100 x 100 board with 30 % trees: bound 1,398, segments 2,137).
pub const MATCHING_MAX_N: usize = super::matching::WEIGHED_MAX_N;

/// The safety check: seed 000's O(1) counters, or the O(N) scan they replaced.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, clap::ValueEnum)]
pub enum Safety {
    /// Read the four line counters: O(1).
    #[default]
    Counters,
    /// Walk the four lines back from the cell until a lizard, a tree or the edge: O(N). The
    /// check the article's "O(1) conundrum" replaced, kept to measure and race against.
    Scan,
}

impl Options {
    /// Whether the [`presolve`](Options::presolve) runs for this search of `board`: asked
    /// for, one placement looked for, and the matching bound on (it starts without the barren
    /// cells).
    pub(super) fn reduces(&self, board: &Board) -> bool {
        self.presolve
            && self.goal == Goal::First
            && self.bound.on(board) >= Pruning::Matching
            && board.n() <= MATCHING_MAX_N
    }

    /// The default search with the [`presolve`](Options::presolve): for the headless
    /// decisions, whose answers alone are read.
    pub fn deciding() -> Self {
        Self {
            presolve: true,
            ..Self::default()
        }
    }
}

impl Default for Options {
    fn default() -> Self {
        Self {
            goal: Goal::First,
            bound: Pruning::Auto,
            safety: Safety::Counters,
            presolve: false,
        }
    }
}

/// Finds a placement of `lizards` lizards (or counts them, per `options.goal`).
pub fn solve<O: Observer>(
    board: &Board,
    lizards: u32,
    options: Options,
    observer: &mut O,
) -> Search {
    let mut give_up = || observer.stopping();
    let presolved = options
        .reduces(board)
        .then(|| super::presolve::with_trees(board, &mut give_up))
        .flatten();
    let mut solver = Solver::new(board, lizards, options, presolved.as_ref(), &mut give_up);
    finish(solver.run(observer), solver)
}

/// [`solve`] for one placement with `reduced`'s barren cells left empty and its forced cells
/// filled, whatever the board's own presolve would say: a part of a presolved board
/// ([`residual`](super::residual)), whose cells that carry the part's lines but are not its
/// own are barren.
pub fn solve_reduced<O: Observer>(
    board: &Board,
    lizards: u32,
    options: Options,
    reduced: &Presolved,
    observer: &mut O,
) -> Search {
    let options = Options {
        goal: Goal::First,
        ..options
    };
    let mut solver = Solver::new(board, lizards, options, Some(reduced), &mut || {
        observer.stopping()
    });
    finish(solver.run(observer), solver)
}

fn finish(run: ControlFlow<(), Outcome>, solver: Solver) -> Search {
    let outcome = match run {
        ControlFlow::Continue(outcome) => outcome,
        ControlFlow::Break(()) => Outcome::Cancelled,
    };
    Search {
        outcome,
        solution: solver.first,
        solutions: solver.solutions,
        stats: solver.stats,
    }
}

#[derive(Clone, Copy)]
enum Kind {
    /// A tree was entered; `lines` were masked.
    Tree,
    /// A lizard stands here; `lines` read -1 before it came.
    Placed,
    /// The cell was left empty (unsafe, or its lizard was taken back).
    Passed,
    /// A column top, remembered if the search below it fails (see [`memo`](super::memo)).
    Frontier,
}

#[derive(Clone, Copy)]
struct Frame {
    row: u32,
    col: u32,
    kind: Kind,
    lines: Lines,
}

#[derive(Clone, Copy)]
enum Step {
    Call(u32, u32),
    Return,
}

struct Solver {
    n: u32,
    p: u32,
    options: Options,
    /// Column-major: `trees[col * n + row]`, so scanning a column reads memory in order.
    trees: Vec<bool>,
    /// Whether column `c` or any column right of it has a tree (for the seed's heuristic).
    tree_ahead: Vec<bool>,
    counters: Counters,
    /// Column-major lizard flags, for the scanning safety check.
    lizard: Vec<bool>,
    /// Column-major: cells the [`presolve`](super::presolve) keeps empty, and cells it fills;
    /// empty when it did not run.
    barren: Vec<bool>,
    forced: Vec<bool>,
    lizards_in_col: Vec<u32>,
    placed: Vec<Cell>,
    /// Row and column segments that hold no lizard and that the scan has not passed.
    open_rows: u32,
    open_cols: u32,
    /// The matching bound, when asked for and the board is small enough.
    matching: Option<MatchingBound>,
    memo: Option<Memo>,
    /// For each open [`Kind::Frontier`] frame: the solutions found before it.
    frontiers: Vec<u64>,
    stack: Vec<Frame>,
    first: Option<Vec<Cell>>,
    solutions: u64,
    stats: Stats,
}

/// Emits an event if anyone listens; a listener's `Break` ends the search.
macro_rules! emit {
    ($obs:expr, $event:expr) => {
        if O::ACTIVE {
            $obs.event($event)?;
        }
    };
}

impl Solver {
    /// `give_up` cuts the cover bound's preparation short (see [`Observer::stopping`]).
    fn new(
        board: &Board,
        p: u32,
        options: Options,
        presolved: Option<&Presolved>,
        give_up: &mut dyn FnMut() -> bool,
    ) -> Self {
        let options = Options {
            bound: options.bound.on(board),
            ..options
        };
        let n = board.n();
        let column_major = |flags: &[bool]| {
            let mut turned = vec![false; n * n];
            for r in 0..n {
                for c in 0..n {
                    turned[c * n + r] = flags[r * n + c];
                }
            }
            turned
        };
        let trees = column_major(board.tree_flags());
        let matching = options.bound >= Pruning::Matching && n <= MATCHING_MAX_N;
        let mut tree_ahead = vec![false; n + 1];
        for c in (0..n).rev() {
            tree_ahead[c] = tree_ahead[c + 1] || trees[c * n..(c + 1) * n].iter().any(|&t| t);
        }
        let mut solver = Self {
            n: n as u32,
            p,
            options,
            trees,
            tree_ahead,
            counters: Counters::new(n),
            lizard: vec![false; n * n],
            barren: presolved.map_or_else(Vec::new, |p| column_major(&p.barren)),
            forced: presolved.map_or_else(Vec::new, |p| column_major(&p.forced)),
            lizards_in_col: vec![0; n],
            placed: Vec::with_capacity(p.min(n as u32 * n as u32) as usize),
            open_rows: 0,
            open_cols: 0,
            matching: matching.then(|| {
                MatchingBound::until_without(board, presolved.map(|p| &p.barren[..]), give_up)
            }),
            memo: (options.bound >= Pruning::Memo)
                .then(|| Memo::new(n))
                .flatten(),
            frontiers: Vec::new(),
            stack: Vec::new(),
            first: None,
            solutions: 0,
            stats: Stats::default(),
        };
        let (mut rows, mut cols) = (0, 0);
        for a in 0..n as u32 {
            for b in 0..n as u32 {
                // A segment is counted at its last free cell.
                rows += u32::from(!solver.tree(a, b) && solver.row_ends(a, b));
                cols += u32::from(!solver.tree(b, a) && solver.col_ends(b, a));
            }
        }
        solver.open_rows = rows;
        solver.open_cols = cols;
        solver
    }

    /// Whether `(row, col)` is flagged in a column-major mask that may be empty.
    #[inline(always)]
    fn is(&self, mask: &[bool], row: u32, col: u32) -> bool {
        mask.get((col * self.n + row) as usize) == Some(&true)
    }

    #[inline(always)]
    fn tree(&self, row: u32, col: u32) -> bool {
        self.trees[(col * self.n + row) as usize]
    }

    /// Whether the row segment through free cell `(row, col)` ends there.
    #[inline(always)]
    fn row_ends(&self, row: u32, col: u32) -> bool {
        col + 1 == self.n || self.tree(row, col + 1)
    }

    /// Whether the column segment through free cell `(row, col)` ends there.
    #[inline(always)]
    fn col_ends(&self, row: u32, col: u32) -> bool {
        row + 1 == self.n || self.tree(row + 1, col)
    }

    /// Bookkeeping for the bound as the scan passes an empty cell: a segment that ends here
    /// without a lizard can never hold one. On the way back (`undo`) the counters read exactly
    /// what they read on the way forward, so the same test gives back what was taken.
    #[inline(always)]
    fn pass(&mut self, row: u32, col: u32, undo: bool) {
        if !self.options.bound.segments() {
            return;
        }
        let cell = Cell::new(row, col);
        let closes_row = self.row_ends(row, col) && self.counters.get(Line::Row, cell) <= 0;
        let closes_col = self.col_ends(row, col) && self.counters.get(Line::Column, cell) <= 0;
        let (r, c) = (u32::from(closes_row), u32::from(closes_col));
        if undo {
            self.open_rows += r;
            self.open_cols += c;
        } else {
            self.open_rows -= r;
            self.open_cols -= c;
        }
    }

    /// The cells a lizard at `(row, col)` lets the scan jump over (down to the next tree), passed
    /// for the bound. Returns where the scan goes next.
    #[inline(always)]
    fn skip_after_place(&mut self, row: u32, col: u32, undo: bool) -> Step {
        let mut r = row + 1;
        while r < self.n && !self.tree(r, col) {
            if self.options.bound.segments() {
                self.pass(r, col, undo);
            }
            r += 1;
        }
        if r < self.n {
            Step::Call(r, col)
        } else {
            Step::Call(0, col + 1)
        }
    }

    /// The seed's pruning heuristic at the end of column `col`: no lizard in it, no tree in it or
    /// ahead, and more lizards left than columns left. Returns (left, columns left) if it cuts.
    #[inline(always)]
    fn seed_prune(&self, col: u32) -> Option<(u32, u32)> {
        let left = self.p - self.placed.len() as u32;
        let columns_left = self.n - 1 - col;
        (self.lizards_in_col[col as usize] == 0
            && !self.tree_ahead[col as usize]
            && left > columns_left)
            .then_some((left, columns_left))
    }

    fn run<O: Observer>(&mut self, obs: &mut O) -> ControlFlow<(), Outcome> {
        let mut step = Step::Call(0, 0);
        loop {
            step = match step {
                Step::Call(row, col) => {
                    if self.placed.len() as u32 == self.p {
                        self.solutions += 1;
                        if self.first.is_none() {
                            self.first = Some(self.placed.clone());
                        }
                        emit!(obs, Event::Solution);
                        let stop = match self.options.goal {
                            Goal::First => true,
                            Goal::All { limit } => limit.is_some_and(|l| self.solutions >= l),
                        };
                        if stop {
                            emit!(
                                obs,
                                Event::Done {
                                    outcome: Outcome::Found
                                }
                            );
                            return ControlFlow::Continue(Outcome::Found);
                        }
                        Step::Return
                    } else if col == self.n {
                        Step::Return
                    } else {
                        self.call(row, col, obs)?
                    }
                }
                Step::Return => match self.stack.pop() {
                    None => {
                        emit!(
                            obs,
                            Event::Done {
                                outcome: Outcome::Exhausted
                            }
                        );
                        return ControlFlow::Continue(Outcome::Exhausted);
                    }
                    Some(frame) => self.back(frame, obs)?,
                },
            };
        }
    }

    /// Enters cell `(row, col)` and takes its first branch.
    #[inline(always)]
    fn call<O: Observer>(&mut self, row: u32, col: u32, obs: &mut O) -> ControlFlow<(), Step> {
        let cell = Cell::new(row, col);
        let left = self.p - self.placed.len() as u32;
        let mut cut = None;
        if self.options.bound.segments() {
            let room = self.open_rows.min(self.open_cols);
            cut = if left > room {
                Some((room, Bound::Segments))
            } else {
                self.matching
                    .as_mut()
                    .and_then(|m| m.cut(left))
                    .map(|(room, pair)| (room, Bound::from(pair)))
            };
        }
        let mut frontier = false;
        if let Some(memo) = self
            .memo
            .as_mut()
            .filter(|_| cut.is_none() && row == 0 && col > 0)
        {
            let (n, trees) = (self.n, &self.trees);
            let tree = |c: Cell| trees[(c.col * n + c.row) as usize];
            match memo.enter(col, left, &self.counters, tree) {
                Some(failed) => cut = Some((failed - 1, Bound::Memo)),
                None => frontier = true,
            }
        }
        if let Some((room, bound)) = cut {
            self.stats.prunes += 1;
            emit!(
                obs,
                Event::Prune {
                    cell,
                    left,
                    room,
                    bound
                }
            );
            return ControlFlow::Continue(Step::Return);
        }
        if frontier {
            self.frontiers.push(self.solutions);
            self.stack.push(Frame {
                row,
                col,
                kind: Kind::Frontier,
                lines: Lines::NONE,
            });
        }
        self.stats.nodes += 1;
        emit!(obs, Event::Enter { cell });
        if self.tree(row, col) {
            let lines = self.counters.mask(cell);
            if !lines.is_empty() {
                emit!(obs, Event::TreeMask { cell, lines });
            }
            self.stack.push(Frame {
                row,
                col,
                kind: Kind::Tree,
                lines,
            });
            return self.advance(row, col, obs);
        }
        if self.is(&self.barren, row, col) {
            return self.leave_empty(row, col, obs);
        }
        let attackers = match self.options.safety {
            Safety::Counters => self.counters.lines_reading(cell, 1),
            Safety::Scan => self.scan_attackers(row, col),
        };
        if attackers.is_empty() {
            if let Some(m) = &mut self.matching {
                m.mark();
                m.place(row, col);
            }
            let masked = self.counters.place(cell);
            self.lizard[(col * self.n + row) as usize] = true;
            self.placed.push(cell);
            self.lizards_in_col[col as usize] += 1;
            if self.options.bound.segments() {
                self.open_rows -= 1;
                self.open_cols -= 1;
            }
            self.stats.placements += 1;
            emit!(obs, Event::Place { cell, masked });
            self.stack.push(Frame {
                row,
                col,
                kind: Kind::Placed,
                lines: masked,
            });
            return ControlFlow::Continue(self.skip_after_place(row, col, false));
        }
        emit!(
            obs,
            Event::Reject {
                cell,
                lines: attackers
            }
        );
        self.leave_empty(row, col, obs)
    }

    /// The lines on which a lizard sees `(row, col)`, found by walking each line back from the
    /// cell (lizards stand only behind the scan: left, above, up-left, down-left) until a
    /// lizard, a tree or the edge. The same answer as the counters, in O(N).
    fn scan_attackers(&self, row: u32, col: u32) -> Lines {
        let n = self.n as i64;
        let mut lines = Lines::NONE;
        for (line, (dr, dc)) in [
            (Line::Row, (0, -1)),
            (Line::Column, (-1, 0)),
            (Line::Diagonal, (-1, -1)),
            (Line::AntiDiagonal, (1, -1)),
        ] {
            let (mut r, mut c) = (row as i64 + dr, col as i64 + dc);
            while (0..n).contains(&r) && (0..n).contains(&c) {
                let i = (c * n + r) as usize;
                if self.trees[i] {
                    break;
                }
                if self.lizard[i] {
                    lines = lines.with(line);
                    break;
                }
                r += dr;
                c += dc;
            }
        }
        lines
    }

    /// The "no lizard here" branch: pass the cell and move on.
    #[inline(always)]
    fn leave_empty<O: Observer>(
        &mut self,
        row: u32,
        col: u32,
        obs: &mut O,
    ) -> ControlFlow<(), Step> {
        self.pass(row, col, false);
        if let Some(m) = &mut self.matching {
            m.mark();
            m.pass(row, col);
        }
        self.stack.push(Frame {
            row,
            col,
            kind: Kind::Passed,
            lines: Lines::NONE,
        });
        self.advance(row, col, obs)
    }

    /// Moves the scan one cell on (down, or to the next column's top, where the seed's heuristic
    /// may cut the branch).
    #[inline(always)]
    fn advance<O: Observer>(&mut self, row: u32, col: u32, obs: &mut O) -> ControlFlow<(), Step> {
        if row + 1 < self.n {
            return ControlFlow::Continue(Step::Call(row + 1, col));
        }
        if let Some((left, room)) = self.seed_prune(col) {
            self.stats.prunes += 1;
            emit!(
                obs,
                Event::Prune {
                    cell: Cell::new(row, col),
                    left,
                    room,
                    bound: Bound::Columns,
                }
            );
            return ControlFlow::Continue(Step::Return);
        }
        ControlFlow::Continue(Step::Call(0, col + 1))
    }

    /// Undoes a frame on the way back; a lizard's frame then takes its second branch.
    #[inline(always)]
    fn back<O: Observer>(&mut self, frame: Frame, obs: &mut O) -> ControlFlow<(), Step> {
        let Frame {
            row,
            col,
            kind,
            lines,
        } = frame;
        let cell = Cell::new(row, col);
        match kind {
            Kind::Tree => {
                self.counters.unmask(cell, lines);
                if !lines.is_empty() {
                    emit!(obs, Event::TreeUnmask { cell, lines });
                }
                ControlFlow::Continue(Step::Return)
            }
            Kind::Frontier => {
                let solutions = self.frontiers.pop().expect("a frontier per column frame");
                let left = self.p - self.placed.len() as u32;
                if let Some(memo) = &mut self.memo {
                    memo.leave(col, left, solutions == self.solutions);
                }
                ControlFlow::Continue(Step::Return)
            }
            Kind::Passed => {
                self.pass(row, col, true);
                if let Some(m) = &mut self.matching {
                    m.undo();
                }
                ControlFlow::Continue(Step::Return)
            }
            Kind::Placed => {
                self.skip_after_place(row, col, true);
                if let Some(m) = &mut self.matching {
                    m.undo();
                }
                self.counters.unmark(cell, lines);
                self.lizard[(col * self.n + row) as usize] = false;
                self.placed.pop();
                self.lizards_in_col[col as usize] -= 1;
                if self.options.bound.segments() {
                    self.open_rows += 1;
                    self.open_cols += 1;
                }
                self.stats.unmarks += 1;
                emit!(
                    obs,
                    Event::Unmark {
                        cell,
                        masked: lines
                    }
                );
                if self.is(&self.forced, row, col) {
                    return ControlFlow::Continue(Step::Return);
                }
                self.leave_empty(row, col, obs)
            }
        }
    }
}

//! # lizards
//!
//! The baby-lizards puzzle (N-Queens with trees), three backtracking algorithms that narrate
//! what they do, and a terminal app that shows it.
//!
//! ## Map
//!
//! | module | holds |
//! |---|---|
//! | [`board`] | [`Board`](board::Board) and [`Cell`](board::Cell): the grid and its trees |
//! | [`homework`] | the homework file format: bounded reading, lenient parsing, line/column errors, output |
//! | [`event`] | [`Event`](event::Event) and [`Observer`](event::Observer): what solvers emit |
//! | [`counters`] | seed 000's row / column / diagonal / anti-diagonal counters |
//! | [`solve`] | the solvers: [`backtrack`](solve::backtrack) (seed 000), [`queens`](solve::queens) (seed 002), [`backjump`](solve::backjump) (seed 003), [`bfs`](solve::bfs), [`sa`](solve::sa), [`swaps`](solve::swaps), [`max`](solve::max), and [`decide`](solve::decide) (exact search and a local search side by side); [`clock`](solve::clock) stops any of them at a deadline; the exact search's bounds in [`matching`](solve::matching) and `memo`, its [`presolve`](solve::presolve) |
//! | [`validate`] | an independent referee for placements |
//! | [`lesson`] | lesson plans (`lesson.toml`): stops read with their lines, found in a search |
//! | [`i18n`] | the lesson's languages: the Fluent catalogues, the language of the moment, numbers written its way |
//! | [`narrate`] | sentences for events; each algorithm's pseudocode and the line an event runs |
//! | [`playback`] | applies and reverts events: everything the screen shows about a search |
//! | [`energy`], [`frontier`] | annealing's energy and temperature, BFS's queue per level, kept by the playback |
//! | [`inside`] | the stack of decisions and the search tree per depth, kept by the playback |
//! | [`trace`] | events as JSON Lines |
//! | [`protocol`] | the event stream as a protocol: header, events, a bounded reader |
//! | [`referee`] | checks every event of a stream against the board, and says its counters again from it |
//! | [`atomic`] | all-or-nothing file writes that keep what the path is (permissions, links, devices) |
//! | [`output`] | standard output and standard error, written without a panic |
//! | [`out_of_memory`] | the binary's allocator: a refused allocation ends with a message and exit 2, the terminal given back |
//! | [`cli`] | the `lizards` command line (clap) and the headless commands |
//! | [`tui`] | the ratatui app: worker thread, keys, widgets |
//!
//! Data flows one way: board file → [`Board`](board::Board) → solver → events →
//! [`Playback`](playback::Playback) → widgets. The solvers know nothing about terminals.

pub mod atomic;
pub mod board;
pub mod cli;
pub mod counters;
pub mod energy;
pub mod event;
pub mod frontier;
pub mod homework;
pub mod i18n;
pub mod inside;
pub mod lesson;
pub mod narrate;
pub mod out_of_memory;
pub mod output;
pub mod playback;
pub mod protocol;
pub mod referee;
pub mod solve;
pub mod trace;
pub mod tui;
pub mod validate;

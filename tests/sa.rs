//! Simulated annealing against the exact search on random boards with trees: at the largest p
//! the board holds (the hardest question that has a yes), annealing must find a placement
//! nearly always, within a fixed number of moves (so the test is the same on any machine).

use lizards::board::Board;
use lizards::solve::{max, sa};
use lizards::validate;

#[test]
fn finds_a_placement_at_the_maximum_on_at_least_95_percent_of_boards() {
    let mut tried = 0;
    let mut found = 0;
    let mut missed = Vec::new();
    for seed in 0..200u64 {
        let n = 6 + (seed % 5) as usize;
        let density = [0.1, 0.2, 0.3][(seed / 5 % 3) as usize];
        let board = Board::random(n, density, seed);
        let best = max::maximum(&board, None, |_| {}).placement.len() as u32;
        let options = sa::Options {
            seed,
            moves: 200_000,
            time: std::time::Duration::from_secs(3600),
            ..sa::Options::default()
        };
        let run = sa::solve(&board, best, options, &mut ());
        tried += 1;
        match run.search.solution {
            Some(sol) => {
                validate::check(&board, &sol, best).unwrap();
                found += 1;
            }
            None => missed.push((seed, n, density, best)),
        }
    }
    eprintln!("annealing found {found} of {tried}; missed {missed:?}");
    assert!(
        found * 100 >= tried * 95,
        "{found} of {tried}; missed (seed, n, density, p): {missed:?}"
    );
}

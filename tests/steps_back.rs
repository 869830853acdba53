//! Gaschnig's rule steps back one column where a column ran out after a jump: the narration
//! says "step back, not jump", so no count on screen calls it a backjump.

mod screen;

use crossterm::event::KeyCode;
use lizards::event::Event;
use lizards::solve::backjump::{self, Rule};
use screen::{app, draw, keys, text};

#[test]
fn a_step_back_moves_the_steps_back_count_and_not_the_backjumps() {
    let mut app = app(&["--algo", "backjump-safe"]);
    let mut stepped = 0;
    while app.playback.position() < 2_000 && stepped < 3 {
        let before = *app.playback.tally();
        keys(&mut app, &[KeyCode::Right]);
        let after = *app.playback.tally();
        let Some(event @ Event::Backjump { .. }) = app.playback.current() else {
            continue;
        };
        let screen = text(&draw(&app, 100, 30));
        if event.steps_back() {
            stepped += 1;
            assert_eq!(after.backjumps, before.backjumps, "{screen}");
            assert_eq!(after.steps_back, before.steps_back + 1, "{screen}");
            assert!(screen.contains("step back"), "{screen}");
        } else {
            assert_eq!(after.backjumps, before.backjumps + 1, "{screen}");
        }
        assert!(
            screen.contains(&format!("backjumps {}", after.backjumps)),
            "{screen}"
        );
        assert!(
            screen.contains(&format!("steps back {}", after.steps_back)),
            "{screen}"
        );
    }
    assert_eq!(
        stepped, 3,
        "the demo's 8 queens step back at least three times"
    );
}

#[test]
fn the_app_counts_what_the_solver_counts() {
    for (algo, rule) in [("backjump", Rule::Article), ("backjump-safe", Rule::Safe)] {
        let mut app = app(&["--algo", algo]);
        app.playback.to_end();
        let stats = backjump::solve(8, rule, &mut ()).stats;
        let t = app.playback.tally();
        assert_eq!(
            (t.backjumps, t.steps_back),
            (stats.backjumps, stats.steps_back),
            "{algo}"
        );
    }
}

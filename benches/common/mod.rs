//! What the benches share.

/// A comma-separated list from the environment variable `var` (`default` when it is unset),
/// so one bench can be narrowed to a few rows: `BIG_N=30,50 cargo bench --bench big`.
pub fn list<T: std::str::FromStr>(var: &str, default: &str) -> Vec<T> {
    std::env::var(var)
        .unwrap_or_else(|_| default.into())
        .split(',')
        .filter_map(|s| s.trim().parse().ok())
        .collect()
}

//! The interactive app (placeholder until the TUI lands).
pub fn run(_args: crate::cli::AppArgs) -> anyhow::Result<()> {
    anyhow::bail!("the app is not built yet")
}

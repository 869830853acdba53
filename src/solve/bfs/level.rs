//! One level of breadth-first search's queue, stored flat so that its size in bytes is known
//! and bounded: every board's lizards (cell indices in scan order) one after another in a
//! single vector, and where each board ends in another. A board of `k` lizards takes
//! `4 k + 8` bytes, with no allocation of its own and no allocator's slack.
//!
//! The vectors grow by doubling, as vectors do, but never past the bytes the caller allows:
//! the last growth is cut to what is left, and a board that does not fit is refused, as is
//! one the system has no memory for.

/// Bytes a lizard takes: its cell index.
pub const LIZARD_BYTES: usize = std::mem::size_of::<u32>();
/// Bytes a board takes besides its lizards: where it ends.
pub const BOARD_BYTES: usize = std::mem::size_of::<usize>();

#[derive(Default)]
pub struct Level {
    cells: Vec<u32>,
    ends: Vec<usize>,
}

impl Level {
    /// Boards in the level.
    pub fn len(&self) -> usize {
        self.ends.len()
    }

    /// The lizards of board `k`.
    pub fn board(&self, k: usize) -> &[u32] {
        let start = if k == 0 { 0 } else { self.ends[k - 1] };
        &self.cells[start..self.ends[k]]
    }

    /// What the level holds in memory, in bytes.
    pub fn bytes(&self) -> usize {
        self.cells.capacity() * LIZARD_BYTES + self.ends.capacity() * BOARD_BYTES
    }

    /// Gives back what doubling reserved past the boards held: a level done growing holds
    /// only its boards, and leaves the rest of the room to the level it grows.
    pub fn fit(&mut self) {
        self.cells.shrink_to_fit();
        self.ends.shrink_to_fit();
    }

    /// Adds the board `lizards` plus `more` if given, unless the level would then hold more
    /// than `room` bytes, or the system has no memory for it.
    pub fn push(&mut self, lizards: &[u32], more: Option<u32>, room: usize) -> Result<(), Full> {
        let k = lizards.len() + usize::from(more.is_some());
        let ends_bytes = self.ends.capacity() * BOARD_BYTES;
        grow(&mut self.cells, k, room.saturating_sub(ends_bytes))?;
        let cells_bytes = self.cells.capacity() * LIZARD_BYTES;
        grow(&mut self.ends, 1, room.saturating_sub(cells_bytes))?;
        self.cells.extend_from_slice(lizards);
        self.cells.extend(more);
        self.ends.push(self.cells.len());
        Ok(())
    }
}

/// Why a board was not added.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Full {
    /// The bytes the caller allows are used up.
    Bound,
    /// The system refused the memory (a --frontier beyond it, under a ulimit, say): the
    /// level ends as at its bound, instead of the program aborting.
    Memory,
}

/// Makes room for `extra` more items in `v`, doubling it if `room` bytes allow, else growing
/// it to what they allow.
fn grow<T>(v: &mut Vec<T>, extra: usize, room: usize) -> Result<(), Full> {
    let size = std::mem::size_of::<T>();
    let needed = v.len() + extra;
    if needed <= v.capacity() {
        return Ok(());
    }
    let allowed = room / size;
    if needed > allowed {
        return Err(Full::Bound);
    }
    // Doubling where the room allows; near its end, half of what is left, so that the
    // other vector of the level (ends or cells) still has room to grow beside this one.
    let doubled = needed.max(2 * v.capacity());
    let wanted = if doubled <= allowed {
        doubled
    } else {
        needed + (allowed - needed) / 2
    };
    // The first refusal ends the level: growing a board at a time past it would ask the
    // system again for every board, millions of refused calls before the search ends.
    crate::out_of_memory::fallible(|| v.try_reserve_exact(wanted - v.len()))
        .map_err(|_| Full::Memory)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boards_come_back_as_they_went_in() {
        let mut level = Level::default();
        assert!(level.push(&[], None, 1 << 20).is_ok());
        assert!(level.push(&[3, 7], Some(9), 1 << 20).is_ok());
        assert!(level.push(&[3], None, 1 << 20).is_ok());
        assert_eq!(level.len(), 3);
        assert_eq!(level.board(0), &[] as &[u32]);
        assert_eq!(level.board(1), &[3, 7, 9]);
        assert_eq!(level.board(2), &[3]);
    }

    #[test]
    fn the_level_never_holds_more_bytes_than_allowed() {
        let room = 10_000;
        let mut level = Level::default();
        let board = [1u32; 10];
        let mut pushed = 0;
        while level.push(&board, Some(2), room).is_ok() {
            pushed += 1;
            assert!(level.bytes() <= room, "{} bytes", level.bytes());
        }
        // 11 lizards and an end: 52 bytes a board, so nearly 10000 / 52 fit.
        assert!(pushed >= 150, "only {pushed} boards fit");
        assert!(level.bytes() <= room);
    }
}

//! Which board of a family of symmetric solutions the counter keeps, and how many it stands for.
//!
//! The square has eight symmetries (four rotations, four reflections), and they map solutions
//! to solutions, so the counter searches one board per family and multiplies. No solution
//! (for n > 1) is its own mirror image: a reflection in a side's middle puts two queens on one
//! row or column, one in a diagonal puts them on one anti-diagonal. So a family holds 8 boards,
//! or 4 if a half turn maps the solution onto itself, or 2 if a quarter turn does.
//!
//! The counter keeps, from each family:
//! - *corner* solutions (at most one corner can hold a queen): the image with its queen in the
//!   top-left corner, of the two such images (one is the other's transpose) the one whose
//!   row-1 queen stands left of the row its column-1 queen stands in. Always 8 boards.
//! - all others: an image whose top queen is at distance `d` from the top-left corner, `d`
//!   being the least distance from a queen on an edge to the nearer end of that edge. Only
//!   rotations of one board can tie for that place (a reflected tie would share a line with
//!   the top queen), so [`edge_weight`] compares the board with the rotations that also
//!   qualify and keeps the least, weighted by the size of its family.

use std::cmp::Ordering;

// A board is `rows[row]`, the bit of the column its queen stands in. Bits order as columns do,
// so comparing boards compares the columns row by row.

/// The board turned a quarter clockwise: the queen at `(row, col)` goes to `(col, n-1-row)`.
pub(super) fn quarter_turn(rows: &[u64]) -> Vec<u64> {
    let n = rows.len();
    let mut out = vec![0; n];
    for (row, &bit) in rows.iter().enumerate() {
        out[bit.trailing_zeros() as usize] = 1 << (n - 1 - row);
    }
    out
}

/// How many boards the non-corner solution `rows` stands for, searched with its top queen at
/// column `d`: 0 if a rotation of it that the search also reaches comes first, else 2, 4 or 8.
pub(super) fn edge_weight(rows: &[u64], d: usize) -> u64 {
    let n = rows.len();
    // A turn brings another edge queen to (0, d): the search reaches that image too exactly
    // when that queen is also at distance d from its corner (going clockwise round the edge).
    let quarter = rows[n - 1 - d] == 1; // left edge, d above the bottom corner
    let half = rows[n - 1] == 1 << (n - 1 - d); // bottom edge, d left of the right corner
    let three = rows[d] == 1 << (n - 1); // right edge, d below the top corner
    if !(quarter || half || three) {
        return 8;
    }
    let turned1 = quarter_turn(rows);
    let turned2 = quarter_turn(&turned1);
    for (qualifies, image, family) in [(quarter, &turned1, 2), (half, &turned2, 4)] {
        if qualifies {
            match rows.cmp(image) {
                Ordering::Greater => return 0,
                Ordering::Equal => return family,
                Ordering::Less => {}
            }
        }
    }
    if three && rows > quarter_turn(&turned2).as_slice() {
        return 0;
    }
    8
}

/// The family of `rows` as a sorted list of its distinct images: a canonical key for tests.
#[cfg(test)]
pub(super) fn family(rows: &[u64]) -> Vec<Vec<u64>> {
    let n = rows.len();
    let mirror = |r: &[u64]| -> Vec<u64> {
        r.iter()
            .map(|&b| 1 << (n - 1 - b.trailing_zeros() as usize))
            .collect()
    };
    let mut images = Vec::new();
    let mut turned = rows.to_vec();
    for _ in 0..4 {
        images.push(mirror(&turned));
        images.push(turned.clone());
        turned = quarter_turn(&turned);
    }
    images.sort();
    images.dedup();
    images
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bits(cols: &[u32]) -> Vec<u64> {
        cols.iter().map(|&c| 1 << c).collect()
    }

    #[test]
    fn four_quarter_turns_are_the_identity() {
        let cols = bits(&[1, 3, 5, 0, 2, 4]);
        let mut turned = cols.clone();
        for _ in 0..4 {
            turned = quarter_turn(&turned);
        }
        assert_eq!(turned, cols);
        assert_ne!(quarter_turn(&cols), cols);
    }

    #[test]
    fn the_six_queens_solutions_are_one_family_of_four() {
        // A half turn maps [1, 3, 5, 0, 2, 4] onto itself; the quarter turn and mirrors do not.
        let cols = bits(&[1, 3, 5, 0, 2, 4]);
        assert_eq!(quarter_turn(&quarter_turn(&cols)), cols);
        assert_eq!(family(&cols).len(), 4);
        assert_eq!(edge_weight(&cols, 1), 4);
    }
}

//! Union-find over a board's cells: which cells are joined into one part, for the parts that
//! trees cut apart ([`split`](super::split)) and those the presolve leaves
//! ([`residual`](super::residual), [`presolve`](super::presolve)).

/// Union-find over the cells, with path halving and union by size.
pub(super) struct Joined {
    parent: Vec<u32>,
    size: Vec<u32>,
}

impl Joined {
    pub(super) fn new(cells: usize) -> Self {
        Self {
            parent: (0..cells as u32).collect(),
            size: vec![1; cells],
        }
    }

    pub(super) fn find(&mut self, mut i: usize) -> usize {
        while self.parent[i] as usize != i {
            let up = self.parent[self.parent[i] as usize];
            self.parent[i] = up;
            i = up as usize;
        }
        i
    }

    /// The `cells` grouped by the set each is in, each group in the order given.
    pub(super) fn groups(&mut self, cells: impl Iterator<Item = usize>) -> Vec<Vec<usize>> {
        let mut groups: Vec<Vec<usize>> = Vec::new();
        let mut slot = vec![usize::MAX; self.parent.len()];
        for i in cells {
            let root = self.find(i);
            if slot[root] == usize::MAX {
                slot[root] = groups.len();
                groups.push(Vec::new());
            }
            groups[slot[root]].push(i);
        }
        groups
    }

    pub(super) fn union(&mut self, a: usize, b: usize) {
        let (mut a, mut b) = (self.find(a), self.find(b));
        if a == b {
            return;
        }
        if self.size[a] < self.size[b] {
            std::mem::swap(&mut a, &mut b);
        }
        self.parent[b] = a as u32;
        self.size[a] += self.size[b];
    }
}

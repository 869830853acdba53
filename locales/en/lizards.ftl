# The lesson in English: the source every other language follows.
#
# Ids say where a message shows. Numbers passed as numbers are grouped for the language
# (1,234); indices and names come as strings. Spaces at the start or the end of a message are
# written {" "}, which Fluent keeps.

## Lists and lines

list-and = { $rest } and { $last }
list-comma = {", "}
list-semicolon = {"; "}
line-row = row { $key }
line-column = column { $key }
line-diagonal = diagonal { $key }
line-anti-diagonal = anti-diagonal { $key }
segment-at = { $line } at { $cell }
segment-from-to = { $line } from { $first } to { $last }

## Narration: one sentence an event

narrate-enter = The scan enters { $cell }.
narrate-tree-mask = The tree at { $cell } hides the lizards behind it: { $lines } now { $count ->
        [one] reads
       *[other] read
    } -1.
narrate-tree-unmask = Back past the tree at { $cell }: { $lines } { $count ->
        [one] reads
       *[other] read
    } +1 again.
narrate-place = Placed a lizard at row { $row }, column { $col }: { $lines } now read +1.
narrate-reject = { $cell } is unsafe: { $why }.
narrate-reject-seen = { $line } reads +1, the lizard at { $attacker } sees it
narrate-reject-line = { $line } reads +1
narrate-unmark = Backtrack: took the lizard at { $cell } back; its lines go back to 0.
narrate-unmark-masked = Backtrack: took the lizard at { $cell } back; { $lines } { $count ->
        [one] goes
       *[other] go
    } back to -1, the rest to 0.
narrate-step-back = Column { $from } ran out after a jump back: an internal dead end. Its set {"{"}{ $set }{"}"} says nothing of why its queens led nowhere, so step back to column { $to }, not { $latest }.
narrate-step-back-empty = Column { $from } ran out after a jump back: an internal dead end. Its set {"{"}{ $set }{"}"} says nothing of why its queens led nowhere, so step back to column { $to }.
narrate-jump = Column { $from } is a dead end; its conflict set is {"{"}{ $set }{"}"}, so jump back to column { $to }, the latest.
narrate-jump-culprit = Column { $from } is a dead end; its conflict set is {"{"}{ $set }{"}"}, so jump back to column { $to }, the latest. The culprit: the queen that was at { $culprit }.
narrate-move-change = { $change ->
        [fewer] { $pairs ->
            [one] { $pairs } attacking pair
           *[other] { $pairs } attacking pairs
        } fewer
        [more] { $pairs ->
            [one] { $pairs } attacking pair
           *[other] { $pairs } attacking pairs
        } more
       *[none] no change in attacking pairs
    }
narrate-move = Moved the lizard at { $from } to { $to }: { narrate-move-change }, { $energy } left.
narrate-move-uphill = Uphill: moved the lizard at { $from } to { $to }, { narrate-move-change }; at T = { $temperature } the Metropolis rule takes that { $chance }% of the time.
narrate-move-refused = Proposed moving the lizard at { $from } to { $to } ({ narrate-move-change }); at T = { $temperature } the chance was { $chance }%, and the dice said no.
narrate-anneal = Temperature { $temperature }: { $pairs ->
        [one] { $pairs } attacking pair
       *[other] { $pairs } attacking pairs
    } on the board.
narrate-dequeue = BFS takes the next board off the queue: { $depth ->
        [one] { $depth } cell
       *[other] { $depth } cells
    } decided, { $frontier ->
        [one] { $frontier } board
       *[other] { $frontier } boards
    } still waiting.
narrate-level = Level { $depth } is done: { $width ->
        [one] { $width } board
       *[other] { $width } boards
    } wait at level { $next }.
narrate-solution-empty = Solution: with p = 0 the empty board already is one.
narrate-solution-one = Solution: the lizard is placed!
narrate-solution-all = Solution: all { $p } lizards placed!
narrate-done-found = The search stops at the solution.
narrate-done-too-few-cells = Only { $free ->
        [one] { $free } free cell
       *[other] { $free } free cells
    } on the board for { $lizards ->
        [one] { $lizards } lizard
       *[other] { $lizards } lizards
    }: no placement exists (FAIL).
narrate-done-none = Every branch tried: no placement of { $lizards ->
        [one] { $lizards } lizard
       *[other] { $lizards } lizards
    } exists (FAIL).
narrate-done-all = Every branch tried: { $solutions ->
        [one] { $solutions } solution
       *[other] { $solutions } solutions
    } in all.
narrate-done-cancelled = The search was stopped.
narrate-done-gave-up = A budget ran out before a placement was found: nothing is proved (undecided).
narrate-bfs-place = The board taken off the queue has a lizard at { $cell }.
narrate-bfs-unmark = The board taken off the queue has no lizard at { $cell }.
narrate-bfs-gave-up = BFS stops: its queue outgrew its bound, with { $waiting ->
        [one] { $waiting } board
       *[other] { $waiting } boards
    } still waiting. A whole level of the search tree must fit in memory at once; nothing is proved (undecided).
narrate-sa-place = Greedy start: a lizard at { $cell }, the cell of its row that the lizards already placed attack least.
narrate-sa-unmark = Stuck too long: start over; the lizard at { $cell } leaves.
narrate-sa-gave-up = Annealing ran out of moves before a placement was found. It never proves that none exists: nothing is proved (undecided).

## Prunes: what the bound counted

prune-still = { $left ->
        [one] { $left } lizard
       *[other] { $left } lizards
    } still to place
prune-more = { $count } more
prune-columns = { $span ->
        [0] column { $from }
        [1] columns { $from } and { $to }
       *[other] columns { $from } to { $to }
    }
prune-kinds = { $pair ->
        [diagonals] diagonal or anti-diagonal
       *[rows] row or column
    }
prune-both = { $both ->
        [yes] {" "}(and as many column segments)
       *[no] {""}
    }
prune-cover = Pruned at { $cell }: { prune-still }, but the { $free ->
        [one] { $free } free cell
       *[other] { $free } free cells
    } ahead hold { $room } at most. Each segment, of all four kinds, and each knot holds one lizard at most; the weights bound counts them all together and gets { $room } (? explains weights and knots).
prune-bfs = Pruned at { $cell }: { prune-still }, but only { $room ->
        [one] { $room } cell without a tree is
       *[other] { $room } cells without a tree are
    } left from here on, one lizard a cell at most.
prune-seed-none = Pruned at the end of column { $col }, which got no lizard: { prune-still }, but no column is left to its right.
prune-seed-one = Pruned at the end of column { $col }, which got no lizard: { prune-still }, but only column { $from } is left, with no tree, and it holds one lizard at most.
prune-seed-many = Pruned at the end of column { $col }, which got no lizard: { prune-still }, but only { prune-columns } are left, with no tree, and they hold { $room } at most, one a column.
prune-segments-told = Pruned at { $cell }: { prune-still }, but only { $room } empty row or column segments are left ahead of the scan, one lizard each at most.
prune-segments-none = Pruned at { $cell }: { prune-still }, but no { $kind ->
        [column] column
       *[row] row
    } segment ahead of the scan is empty{ prune-both }.
prune-segments = Pruned at { $cell }: { prune-still }, but only { $k ->
        [one] { $k } { $kind ->
            [column] column
           *[row] row
        } segment ahead of the scan is
       *[other] { $k } { $kind ->
            [column] column
           *[row] row
        } segments ahead of the scan are
    } empty{ prune-both }: { $named }; a segment holds one lizard at most.
prune-covered-told = Pruned at { $cell }: { prune-still }, but the { $free ->
        [one] { $free } free cell
       *[other] { $free } free cells
    } ahead hold { $room } at most with no two on one { prune-kinds } segment.
prune-covered = Pruned at { $cell }: { prune-still }, but the { $free ->
        [one] { $free } free cell
       *[other] { $free } free cells
    } ahead all lie on just { $room ->
        [one] { $room } { prune-kinds } segment
       *[other] { $room } { prune-kinds } segments
    }: { $named }; a segment holds one lizard at most, so { $room } fit at most.
prune-nothing-free = Pruned at { $cell }: { prune-still }, but no free cell is left ahead: every cell from here on is a tree or seen by a lizard.
prune-memo-seen = { $seen ->
        [0] none of its cells seen
        [1] row { $rows } seen, along the same lines
       *[other] rows { $rows } seen, along the same lines
    }
prune-memo = Pruned at the top of column { $col }: the lizards so far see column { $col } exactly as in a branch already searched ({ prune-memo-seen }), where { $fitted ->
        [one] { $fitted } lizard
       *[other] { $fitted } lizards
    } did not fit in { prune-columns }; { prune-still } here, so { $left ->
        [one] it does
       *[other] they do
    } not fit either.

## What each bound adds, as the footer says it when c climbs

bound-summary-seed = the article's search: next-tree skip, column-end check
bound-summary-segments = each lizard left needs an empty row and column segment
bound-summary-matching = segments, knots and weights must hold the lizards left
bound-summary-memo = also cut a column top already searched in vain
bound-summary-auto = the strongest that pays, as solve runs it

## Pseudocode, one message a line: code-<algorithm>-<line>

code-backtrack-1 = visit cells column by column:
code-backtrack-2 = {"  "}all p placed? -> solution
code-backtrack-3 = {"  "}left > room ahead? -> prune
code-backtrack-4 = {"  "}tree? its +1 lines become -1
code-backtrack-5 = {"  "}all 4 counters <= 0? place (+1)
code-backtrack-6 = {"    "}jump down to the next tree
code-backtrack-7 = {"    "}on return: unmark the lizard
code-backtrack-8 = {"  "}else unsafe: leave it empty
code-backtrack-9 = {"  "}move down; at a column's end,
code-backtrack-10 = {"    "}no trees ahead? seed prune
code-backtrack-11 = {"  "}on return past a tree: unmask


code-bfs-1 = queue = [empty board]; per level:
code-bfs-2 = {"  "}take the next board off the queue
code-bfs-3 = {"  "}(the grid jumps to that board)
code-bfs-4 = {"  "}all p placed? -> solution
code-bfs-5 = {"  "}decide the level's cell:
code-bfs-6 = {"  "}left > free cells ahead? -> prune
code-bfs-7 = {"  "}queue it with the cell empty
code-bfs-8 = {"  "}seen by a lizard? no lizard child
code-bfs-9 = {"  "}else queue it with a lizard too
code-bfs-10 = {"  "}level done: the next level waits

code-sa-1 = place p lizards greedily, row by row
code-sa-2 = E = attacking pairs; T = start
code-sa-3 = {"  "}E = 0? -> solution
code-sa-4 = {"  "}pick a lizard under attack
code-sa-5 = {"  "}best cell in its row (or a few
code-sa-6 = {"    "}random ones): change dE
code-sa-7 = {"  "}dE <= 0: move; else move with
code-sa-8 = {"    "}probability exp(-dE / T)
code-sa-9 = {"  "}every 256 moves: T = T x cooling
code-sa-10 = {"  "}stuck too long? start over

code-queens-1 = for column c = 0, 1, ...:
code-queens-2 = {"  "}try each row r from the top:
code-queens-3 = {"    "}row or a diagonal taken? -> reject
code-queens-4 = {"    "}else place a queen, go to column c + 1
code-queens-5 = {"  "}column exhausted: take back the queen
code-queens-6 = {"    "}of column c - 1, try the rows below it
code-queens-7 = all n columns filled -> solution

code-backjump-1 = for column c = 0, 1, ...:
code-backjump-2 = {"  "}try rows from the resume row:
code-backjump-3 = {"    "}attacked? add the earliest
code-backjump-4 = {"      "}attacker to conflict[c]
code-backjump-5 = {"    "}else place, next column
code-backjump-6 = {"  "}dead end: jump to max(conflict[c])
code-backjump-7 = {"    "}clear the sets after it, and
code-backjump-8 = {"    "}resume below its old queen
code-backjump-9 = all n columns filled -> solution

code-backjump-safe-1 = for column c = 0, 1, ...:
code-backjump-safe-2 = {"  "}try rows from the resume row:
code-backjump-safe-3 = {"    "}attacked? add the earliest
code-backjump-safe-4 = {"      "}attacker to conflict[c]
code-backjump-safe-5 = {"    "}else place, next column
code-backjump-safe-6 = {"  "}dead end, c reached afresh:
code-backjump-safe-7 = {"    "}jump to max(conflict[c])
code-backjump-safe-8 = {"  "}dead end after a jump back:
code-backjump-safe-9 = {"    "}step back to column c - 1
code-backjump-safe-10 = {"  "}take back the queens from there,
code-backjump-safe-11 = {"    "}clear the later sets, resume
code-backjump-safe-12 = all n columns filled -> solution

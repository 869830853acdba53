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
lines-none = no line
segment-at = { $line } at { $cell }
segment-from-to = { $line } from { $first } to { $last }

## Narration: one sentence an event

narrate-enter = The scan enters { $cell }.
narrate-enter-bare-tree = The scan enters { $cell }, a tree: no line through it reads +1, so it has nothing to mask, and the scan goes on.
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
narrate-reject-clear = { $cell } is passed over, though none of its lines reads +1: no lizard sees it.
narrate-unmark = Backtrack: took the lizard at { $cell } back; its lines go back to 0.
narrate-unmark-masked = Backtrack: took the lizard at { $cell } back; { $lines } { $count ->
        [one] goes
       *[other] go
    } back to -1, the rest to 0.
narrate-step-back = Column { $from } ran out after a jump back: an internal dead end. Its set {"{"}{ $set }{"}"} says nothing of why its lizards led nowhere, so step back to column { $to }, not { $latest }.
narrate-step-back-empty = Column { $from } ran out after a jump back: an internal dead end. Its set {"{"}{ $set }{"}"} says nothing of why its lizards led nowhere, so step back to column { $to }.
narrate-jump = Column { $from } is a dead end; its conflict set is {"{"}{ $set }{"}"}, so jump back to column { $to }, the latest.
narrate-jump-culprit = Column { $from } is a dead end; its conflict set is {"{"}{ $set }{"}"}, so jump back to column { $to }, the latest. The culprit: the lizard that was at { $culprit }.
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
narrate-done-too-few-cells = { $free ->
        [0] No free cell
        [one] Only { $free } free cell
       *[other] Only { $free } free cells
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
prune-unfounded = Pruned at { $cell }: { prune-still }, yet by this bound's own count there is room for { $room }: the board does not call for this cut.
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
        [one] { $free } free cell ahead holds
       *[other] { $free } free cells ahead hold
    } { $room } at most. Each segment, of all four kinds, and each knot holds one lizard at most; the weights bound counts them all together and gets { $room } (? explains weights and knots).
prune-bfs = Pruned at { $cell }: { prune-still }, but { $room ->
        [0] no cell without a tree is
        [one] only { $room } cell without a tree is
       *[other] only { $room } cells without a tree are
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
        [one] { $free } free cell ahead holds
       *[other] { $free } free cells ahead hold
    } { $room } at most with no two on one { prune-kinds } segment.
prune-covered = Pruned at { $cell }: { prune-still }, but the { $free ->
        [one] { $free } free cell ahead lies on just
       *[other] { $free } free cells ahead all lie on just
    } { $room ->
        [one] { $room } { prune-kinds } segment
       *[other] { $room } { prune-kinds } segments
    }: { $named }; a segment holds one lizard at most, so { $room } fit at most.
prune-nothing-free = Pruned at { $cell }: { prune-still }, but no free cell is left ahead: every cell from here on is a tree or seen by a lizard.
prune-memo-seen = { $seen ->
        [0] none of its cells seen
        [1] row { $rows } seen
       *[other] rows { $rows } seen
    }
prune-memo = Pruned at the top of column { $col }: the lizards so far see column { $col } as in a branch already searched, or with one more line attacked ({ prune-memo-seen }), where { $fitted ->
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

code-sa-1 = greedy start, row by row from a random row
code-sa-2 = E = attacking pairs; T = start
code-sa-3 = {"  "}E = 0? -> solution
code-sa-4 = {"  "}pick a lizard under attack
code-sa-5 = {"  "}best cell in its row (or a few
code-sa-6 = {"    "}random ones): change dE
code-sa-7 = {"  "}dE <= 0: move; else move with
code-sa-8 = {"    "}probability exp(-dE / T)
code-sa-9 = {"  "}every 256 moves: T = T x cooling
code-sa-10 = {"  "}stuck too long? start over

code-queens-1 = for column c = 0, 1, ...:
code-queens-2 = {"  "}try each row r from the top:
code-queens-3 = {"    "}row or a diagonal taken? -> reject
code-queens-4 = {"    "}else place; next column c + 1
code-queens-5 = {"  "}no row left: take back the lizard
code-queens-6 = {"    "}of column c - 1, try below it
code-queens-7 = all n columns filled -> solution

code-backjump-1 = for column c = 0, 1, ...:
code-backjump-2 = {"  "}try rows from the resume row:
code-backjump-3 = {"    "}attacked? add the earliest
code-backjump-4 = {"      "}attacker to conflict[c]
code-backjump-5 = {"    "}else place, next column
code-backjump-6 = {"  "}dead end: jump to max(conflict[c])
code-backjump-7 = {"    "}clear the sets after it, and
code-backjump-8 = {"    "}resume below its old lizard
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
code-backjump-safe-10 = {"  "}take back the lizards from there,
code-backjump-safe-11 = {"    "}clear the later sets, resume
code-backjump-safe-12 = all n columns filled -> solution

## The title bar

title-editing = EDITING
title-seeking = seeking
title-playing = { $marker } playing
title-finished = finished
title-gave-up = gave up, undecided
title-paused = paused
title-bound = bound: { $name }{" "}
title-board = { $dot } { $name }{ $dirty ->
        [yes] {" "}(unsaved)
       *[no] {""}
    } { $dot } { $n } x { $n }, { $trees ->
        [one] { $trees } tree
       *[other] { $trees } trees
    }, p = { $p } { $dot }{" "}
title-board-no-trees = { $dot } { $name }{ $dirty ->
        [yes] {" "}(unsaved)
       *[no] {""}
    } { $dot } { $n } x { $n }, p = { $p } { $dot }{" "}
title-stops = stops at solutions
title-stops-short = stops

## The narration line when no event explains itself

narration-editing = Editing at { $cursor }: t toggles a tree, [ ] resize, < > change p (now { $p }), u undoes, Esc watches again.
narration-history = History begins at event { $event }: older events were let go to bound memory, so this is the board as it stood then ({ $lizards ->
        [one] { $lizards } lizard
       *[other] { $lizards } lizards
    } on it).
narration-opening = Place { $lizards ->
        [one] { $lizards } lizard
       *[other] { $lizards } lizards
    } so that none can eat another. Space plays, → steps, ? lists every key.

## Panels

panel-code = {" "}{ $algorithm } pseudocode{" "}
code-hidden-below = { $below ->
        [one] 1 more line below
       *[other] { $below } more lines below
    }
code-hidden-above = { $above ->
        [one] 1 line above
       *[other] { $above } lines above
    }
code-hidden-both = { $above ->
        [one] 1 line above
       *[other] { $above } lines above
    }, { $below } below
panel-code-compare = {" "}the app's { $algorithm } pseudocode, beside { $theirs }{" "}
panel-code-apps = {" "}the app's { $algorithm } pseudocode{" "}
panel-bfs = {" "}BFS queue (Tab){" "}
panel-annealing = {" "}annealing (Tab){" "}
panel-conflicts = {" "}conflict sets{" "}
panel-tab = { $title } (Tab){" "}
panel-no-room = {" "}panel: window too short{" "}
stats-editing = no search while editing (Esc runs it)
stats-events-of = events { $at } of { $total }
stats-events = events { $at }, total not known yet
stats-events-short = events { $at }
stats-speed = speed { $speed }  { $seconds } s  { $rate } events/s
stats-speed-max = max
stats-placed = placed { $n }
stats-unmarks = unmarks { $n }
stats-added = added { $n }
stats-removed = removed { $n }
stats-masks = masks { $n }
stats-prunes = prunes { $n }
stats-backjumps = backjumps { $n }
stats-steps-back = steps back { $n }
stats-depth = depth { $n }
stats-on-board = on board { $n }
stats-solutions = solutions { $solutions }
stats-history = history kept from event { $event }
diagonals-heading = diagonals r-c
anti-diagonals-heading = anti-diagonals r+c
diagonals-here = { $heading }, here { $key }
diagonals-range = { $heading } ({ $lo }..{ $hi } of { $first }..{ $last })
diagonals-range-short = { $heading } ({ $lo }..{ $hi })
grid-rows = rows
grid-cols = cols
grid-range = rows { $top }-{ $bottom }, cols { $left }-{ $right } of { $n }
grid-range-short = r { $top }-{ $bottom }, c { $left }-{ $right } of { $n }
grid-follow = {" "}(f follows the scan)
grid-pan = {" "}(Shift+arrows pan)
stack-title = {" "}stack: depth { $depth }, { $decisions ->
        [one] { $decisions } decision
       *[other] { $decisions } decisions
    }{" "}
stack-title-short = {" "}stack: depth { $depth }{" "}
stack-lizard = c{ $col } { $cell } lizard
stack-queen = c{ $col } { $cell } lizard
stack-tree = c{ $col } { $cell } tree masks { $lines }
stack-masks-nothing = nothing
stack-lizard-taken-back = c{ $col } { $cell } lizard taken back
stack-queen-taken-back = c{ $col } { $cell } lizard taken back
stack-tree-unmasked = c{ $col } { $cell } tree masks { $lines }, unmasked
stack-deciding = now { $cell }: deciding
stack-unsafe = now { $cell }: unsafe ({ $lines }), left empty
stack-pruned = now { $cell }: pruned ({ $bound }), { $left } to place > room { $room }
stack-bound-columns = cols
stack-bound-segments = segs
stack-bound-rows-columns = r×c
stack-bound-diagonals = d×a
stack-bound-memo = seen
stack-bound-cover = 4way
stack-bound-cells = cells
stack-empty = (empty: at the root)
stack-hidden = { $mark }  { $hidden } more

## The legend: glyphs and what they mean

glyph-lizard = lizard
glyph-tree = tree
glyph-seen = seen by a lizard
glyph-rejected = just rejected
glyph-taken-back = just taken back
glyph-free = free
glyph-under-attack = lizard under attack
glyph-attacks = this move's attacks
legend-cursor = reversed: cursor
legend-cursor-tiles = { $corners } cursor
legend-cursor-lines = the cursor's four lines
legend-counters = +1 seen, -1 masked
legend-log = ? explains the log

## The footer

key-name-arrows = arrows
key-name-yes-no = y n
key-name-space = Space
key-name-enter = Enter
key-name-esc = Esc
key-name-home = Home
key-name-end = End
key-name-page-down = PgDn
key-name-page-up = PgUp
key-name-shift = Shift
key-name-backspace = Backspace
key-name-right = Right
key-name-left = Left
key-name-up = Up
key-name-down = Down
footer-play = play
footer-pause = pause
footer-stop = stop
footer-more = more keys

## The window too small

small-window = Window too small: need { $need }, have { $have }.
small-then = Enlarge it, or press q to quit. (The search waits.)
small-then-unsaved = Enlarge it. The board has unsaved edits: q asks whether to save them.
small-then-question = The board has unsaved edits: s to save and quit, q to quit without saving, any other key to stay.
small-then-race = Enlarge it, or press q to leave the race. (The race waits.)
small-window-short = need { $need }

## The quit question

quit-title = {" "}quit?{" "}
quit-unsaved = The board has unsaved edits.
quit-save = {" "}save and quit
quit-discard = {" "}quit without saving
quit-any-key = any other key
quit-stay = {" "}stay

## Messages the footer shows after a key

status-history-begins = history begins at event { $event }
status-stops-at-solutions = playback stops at each solution
status-runs-past-solutions = playback runs past solutions
status-esc = q quits; Esc leaves edit mode and help
status-language = language: { $name } (l switches)
status-language-no-unicode = language: { $name } (l switches; Chinese needs Unicode, not --ascii)
status-ascii-language = Chinese needs Unicode: with --ascii the lesson speaks English
status-bound = bound { $name }: { $summary }{ $here ->
        [none] {""}
       *[other] {" "}(here { $here })
    }
status-no-bounds = { $algorithm } has no bounds to choose: they are backtrack's (a switches algorithm)

## Keys: what each does (the ? help) and its footer label, named after the keys as
## src/tui/keys.rs writes them (src/tui/key_words.rs)

key-watch-Space = play / pause (stops a run started by n, b or End)
key-watch-right = one event forward
footer-watch-right = step
key-watch-left-h = one event back
footer-watch-left-h = back
key-watch-plus-minus = faster / slower (1 to 1M events/s, then max)
footer-watch-plus-minus = speed
key-watch-n-N = to the next / the previous solution
footer-watch-n-N = solution
key-watch-b-B = to the next / the previous backtrack or backjump
footer-watch-b-B = backtrack
key-watch-Home-End = back to the start (always: the search runs again if needed) / as far as it has gone
key-watch-g = go to: g 140 Enter an event, g s3 solution 3, g b12 backtrack 12 (Esc cancels)
footer-watch-g = go to
footer-watch-m-x = bookmark
footer-watch-l = language
key-watch-m-x = set or remove a bookmark here / to the next bookmark
key-watch-PgDn-PgUp = a lesson plan's next / previous stop (--lesson)
footer-watch-PgDn-PgUp = stop
key-watch-p = stop at each solution while playing (on / off)
key-watch-z = large / compact cells
key-watch-Tab = side panel: code, stack, search tree, bitsets, conflict sets, BFS queue or annealing
footer-watch-Tab = panel
key-watch-Shiftplusarrows-HJKL = pan a board larger than the window
key-watch-f = follow the scan again after panning
key-watch-t = light / dark colours (also inside this help)
key-watch-l = language: English, French, Chinese (--lang)
key-watch-a = next algorithm that fits the board
footer-watch-a = algorithm
key-watch-c = backtrack's next bound: seed, segments, matching, memo, auto (searches again)
key-watch-R = race this board against another algorithm
key-watch-e = edit the board
key-watch-s = save the board's unsaved edits
footer-watch-e = edit
key-watch-x = save this screen for slides (.svg and .txt)
key-watch-w = quiz the class: ask before each decision (on / off)
footer-watch-w = quiz
key-watch-help = this help: keys, glyphs and log codes
footer-watch-help = help
key-watch-q-ctrl-C = quit (asks first if edits are unsaved)
footer-watch-q-ctrl-C = quit

key-edit-arrows-hjkl = move the cursor
footer-edit-arrows-hjkl = move
key-edit-t-Enter = toggle a tree (or click, with --mouse)
footer-edit-t-Enter = tree
key-edit-open-close = shrink / grow the board by one
footer-edit-open-close = size
key-edit-less-more = fewer / more lizards (p)
footer-edit-less-more = p
key-edit-c = clear all trees
key-edit-r = scatter random trees
key-edit-u = undo the last edit
footer-edit-u = undo
key-edit-s = save the board (in its file's own form)
footer-edit-s = save
key-edit-Esc = back to watching (solves again if the board changed)
footer-edit-Esc = watch
key-edit-help = this help
footer-edit-help = help
key-edit-q-ctrl-C = quit (asks first if edits are unsaved)
footer-edit-q-ctrl-C = quit
key-quiz-y-n = safe / unsafe
footer-quiz-y-n = answer
key-quiz-arrows-hjkl = move the class's pick: a cell, a row or a column
footer-quiz-arrows-hjkl = pick
key-quiz-0minus9 = type the row or the column
key-quiz-Enter = answer with the pick
footer-quiz-Enter = answer
key-quiz-s-Space = reveal without answering (not scored)
footer-quiz-s-Space = reveal
key-quiz-Esc-Backspace = step back out of the question
footer-quiz-Esc-Backspace = back
key-quiz-w = quiz off
key-quiz-l = language (in a yes / no or a row question)
key-quiz-help = this help
footer-quiz-help = help
key-quiz-q-ctrl-C = quit (asks first if edits are unsaved)
footer-quiz-q-ctrl-C = quit

## The help's words: each term the narration uses, and what it means

word-scan = scan
word-scan-means = backtrack decides the cells column by column, top to bottom; the cell it decides now is the cursor
word-counter = counter
word-counter-means = each row, column, diagonal and anti-diagonal reads +1 (a lizard sees along it), -1 (a tree hides that lizard) or 0
word-mask = mask
word-mask-means = a tree hides the lizards behind it: its +1 lines read -1 beyond it (unmask: undone on the way back)
word-branch = branch
word-branch-means = one choice (a lizard here, or none) and everything searched after it
word-backtrack = backtrack
word-backtrack-means = a branch led nowhere: take the last lizard back and try the cell empty
word-pruned = pruned
word-pruned-means = a branch is cut before it is searched, because a count proves the lizards left cannot fit
word-bound = bound
word-bound-means = the count that proves it: how many lizards the rest of the board can hold at most (c climbs the bounds)
word-segment = segment
word-segment-means = a run of free cells along a row, column, diagonal or anti-diagonal, between trees or the edge: two lizards on one segment see each other, so it holds one lizard at most
word-free-cell-ahead = free cell ahead
word-free-cell-ahead-means = a cell the scan has not passed yet, with no tree, that no lizard sees: where the lizards left can still go
word-knot = knot
word-knot-means = a few cells close together (within two rows and two columns) that all see each other along different lines, like a 2 x 2 block: it holds one lizard at most
word-weights = weights
word-weights-means = a number on each segment and knot, chosen once for the whole board, that the weights bound adds up (see Bounds)
word-search-tree = search tree
word-search-tree-means = every branch the search has tried, drawn as a tree: the root is the empty board, each level one more decision
word-queue = queue
word-queue-means = BFS keeps the boards it has still to look at in a queue, oldest first
word-level = level
word-level-means = BFS's boards with the same number of cells decided; a whole level waits in the queue before the next
word-attacking-pair = attacking pair
word-attacking-pair-means = two lizards that see each other; annealing moves lizards until there are none
word-temperature = temperature
word-temperature-means = T, annealing's willingness to make things worse for a while: high at the start, lower as it cools
word-metropolis-rule = Metropolis rule
word-metropolis-rule-means = a move that adds d attacking pairs is taken with chance exp(-d / T); a move that adds none is always taken
word-uphill = uphill
word-uphill-means = a move that adds attacking pairs: taken only by the Metropolis rule, to escape a dead end
word-greedy-start = greedy start
word-greedy-start-means = annealing's first board: each lizard on the cell of its row the others attack least
word-conflict-set = conflict set
word-conflict-set-means = for a column, the earlier columns whose lizards attacked its cells: the reasons it failed
word-internal-dead-end = internal dead end
word-internal-dead-end-means = a column that ran out after a jump back: its set no longer says why, so step back one column
word-culprit = culprit
word-culprit-means = the lizard a backjump takes back: the latest one in the dead end's conflict set
word-undecided = undecided
word-undecided-means = a budget (time, steps, queue size) ran out before an answer: nothing is proved

## The help's bounds: how each counts

bound-story-seed = The article's own check. At the end of a column that got no lizard, when no tree stands in it or to its right: each column left holds one lizard at most, so if more lizards are still to place than columns are left, the branch is cut.
bound-story-segments = Every lizard still to place needs a row segment and a column segment of its own, empty and ahead of the scan. If fewer such row segments (or column segments) are left than lizards, the branch is cut. Kept up to date at no cost per step.
bound-story-matching = r×c: the free cells ahead must hold the lizards left with no two on one row or column segment. The most they can hold is found by pairing row segments with column segments through free cells (a largest matching); it is also the fewest segments that hold every free cell ahead, which is what the narration names. d×a: the same with diagonal and anti-diagonal segments. 4way, weights and knots: segments of all four kinds and knots each hold one lizard at most. Give each a weight; the lizards that fit are at most the weights of those with a free cell left, plus, for each free cell, how far its weights fall short of 1. Any weights give a true bound; good ones are found once, at the start.
bound-story-memo = Memory: at the top of a column, what the rest of the search can do depends only on which of that column's cells the lizards so far see, and along which lines. When the search below such a column top fails, it is remembered; arriving there again, seen the same way or with one more line attacked (which leaves no more room), with as many lizards or more still to place, is cut.
bound-story-auto = What solve, count and max use: memo on boards with trees, segments on boards without (there the stronger bounds cost more time than they save).

## The help overlay

help-title = {" "}keys and legend{" "}
help-watching = Watching
help-editing = Editing (e)
help-quiz = Answering the quiz (w)
help-on-grid = On the grid
help-cursor = reversed: the scan cursor (the cell being decided)
help-tiles = On tiles of 5 x 3 and up each state is a shape that fills the tile: { $lizard } a diamond, { $tree } a crown on a trunk, { $seen } hatching, { $rejected } a cross, { $taken } a hollow diamond, { $free } a plain tile; brackets { $corners } in its corners mark the cursor.
help-shaded = shaded: the four lines through the cursor
help-underlined = underlined: the four lines through the cursor
# Two lines as the help shows them: break where the language reads best.
help-counters =
    counters: +1 a lizard sees along the line, -1 a tree masked it,
      0 nothing yet; reversed: just changed. Safe: all four counters <= 0.
help-in-log = In the log
help-bounds = Bounds (c climbs them; each adds to the one before)
help-words = Words the narration uses
help-word-head = { $word }:
help-hint-scroll = ↑ ↓ PgUp PgDn scroll, t colours, any other key closes
help-hint = t colours, any other key closes

# The event log's words (narrate::tag), each padded to 8 columns on screen.
tag-enter = enter
tag-mask = mask
tag-unmask = unmask
tag-place = place
tag-reject = reject
tag-unmark = unmark
tag-add = add
tag-remove = remove
tag-prune = prune
tag-back = back
tag-jump = jump
tag-col = col
tag-move = move
tag-no-move = no move
tag-anneal = anneal
tag-dequeue = dequeue
tag-level = level
tag-solution = SOLUTION
tag-done = done
tag-found = found
tag-exhausted = exhausted
tag-cancelled = cancelled
tag-gaveup = gaveup
tag-cells = cells

log-enter = the scan reaches row 2, column 4
log-place = a lizard goes there: its four lines read +1
log-reject = unsafe: its row, diagonal, anti-diagonal read +1
log-mask = a tree hides the lizards behind it on these lines
log-unmask = the same undone on the way back
log-unmark = backtrack: the lizard is taken back
log-add = BFS, annealing: a lizard drawn for the board shown
log-remove = BFS, annealing: a lizard wiped off for the board shown (no backtracking)
log-prune = 5 lizards left, room for 4: the branch is cut
log-bound-tags = the bound that cut (see Bounds below)
log-prune-cells = BFS: 4 left, 3 cells without a tree from here on
log-dequeue = BFS takes a board off its queue: 5 cells decided, 12 wait
log-level = BFS has done level 5: 40 boards wait at level 6
log-anneal = annealing: 3 attacking pairs at temperature 0.45
log-move = a lizard moved to (2, 3): one attacking pair fewer
log-no-move = a move proposed and refused by the Metropolis rule
log-jump = backjump to the latest column of the conflict set
log-back = an internal dead end steps back one column
log-lines = row, column, diagonal (r-c), anti-diagonal (r+c)
log-misstated = a replayed or watched program wrote otherwise: the board's claim is shown, the narration says what it wrote
log-solution = all p lizards are placed
log-done = the end: found, exhausted, cancelled, gaveup (undecided)

## BFS's queue and annealing's energy (Tab)

frontier-level = level
frontier-waiting = waiting
frontier-widest = widest
frontier-boards = { $n ->
        [one] { $n } board
       *[other] { $n } boards
    }
frontier-dfs = DFS would hold { $n ->
        [one] { $n } decision
       *[other] { $n } decisions
    } on its stack
frontier-per-level = boards per level, { $first }–{ $last } (most { $most }):
frontier-bytes = { $size } { $unit ->
        [b] B
        [kib] KiB
        [mib] MiB
       *[gib] GiB
    }
energy-energy = energy
energy-pairs = { $n ->
        [one] { $n } attacking pair
       *[other] { $n } attacking pairs
    }
energy-not-set = not set yet
energy-taken = taken
energy-percent = { $n }%
energy-uphill = uphill
energy-restarts = restarts
energy-top = T (top { $top })
energy-move = move
energy-pairs-axis = pairs

## More messages the footer shows

status-stopped-at-solution = stopped at solution { $solution } (p: don't stop at solutions)
status-search-ended = the search ended before that
replay-misstated = The program wrote { $field } { $said } here; the board says { $board }, as shown.
replay-misstated-lines = The program named { $said } here; the board shows { $board }, and so does the screen.
replay-misstated-total = { $count ->
        [one] One event of the program said of the board what it does not show, at event { $first }
       *[other] { $count } events of the program said of the board what it does not show, the first at event { $first }
    } (g { $first } Enter).
status-annealing-no-backtrack = annealing never backtracks: it moves one lizard at a time (→ steps, n goes to a solution)
status-bfs-no-backtrack = breadth-first search never backtracks: it takes whole boards from its queue, level by level (→ steps, n goes to a solution)
status-no-earlier-since = no earlier { $what ->
        [solution] solution
       *[backtrack] backtrack
    } since event { $event } (older history was let go)
status-no-earlier = no earlier { $what ->
        [solution] solution
       *[backtrack] backtrack
    }: staying at event { $event }
status-whole-board = the whole board is in view
status-edit-keys-only = in edit mode only the editing keys work (? lists them): Esc goes back to watching
status-speed-fastest = already the fastest speed (max)
status-speed-slowest = already the slowest speed
status-panned = the view stays here: f follows the scan again
status-compact-on = compact cells (z for large ones)
status-no-colour = NO_COLOR is set: there are no colours to switch (glyphs, bold and reverse show every state)
status-compact-off = large cells where the window has room (z for compact ones)
status-smallest = the board is as small as it gets
status-largest = the editor grows boards up to { $side } x { $side }
status-nothing-to-undo = nothing to undo
status-saved-as = saved as { $path }
status-saved-as-stdin = saved as { $path } (the board came from standard input)
status-saved-beside-lesson = saved as { $path }: the lesson plan's board stays as its stops need it
status-saved = saved { $path }
status-click-to-edit = a click toggles a tree in edit mode: press e
status-changed-on-disk = { $path } changed on disk since it was opened: s again writes over it
status-gone-from-disk = { $path } was deleted or moved since it was opened: s again writes it anew
status-not-saved = could not save { $path }: { $error }
status-nothing-to-save = no unsaved edits to save (e edits the board)
status-edit-key-in-watch = { $key } edits the board: press e first (Esc comes back)
status-not-saved-copy = could not save { $path }: { $error }. s again saves a copy as { $copy }
status-saved-copy = saved a copy as { $path }: the board's own file stays as it was
status-frame-saved = frame saved as { $path } (and .txt)
status-frame-not-saved = could not save the frame in { $path }: { $error }

## What the system said when a file could not be written or read. English screens show the
## system's own words; these are the catalogue's reference for the other languages. $code is
## the system's error number, $mode a file's permission bits (0444).
os-error-permission-denied = permission denied (system error { $code })
os-error-not-found = no such file or folder (system error { $code })
os-error-read-only-filesystem = the disk is mounted read-only (system error { $code })
os-error-storage-full = the disk is full (system error { $code })
os-error-quota-exceeded = the disk quota is used up (system error { $code })
os-error-is-a-directory = it is a folder (system error { $code })
os-error-not-a-directory = a part of the path is not a folder (system error { $code })
os-error-already-exists = it already exists (system error { $code })
os-error-file-too-large = the file is too large (system error { $code })
os-error-invalid-filename = the name is not valid here (system error { $code })
os-error-read-only-mode = it is read-only (mode { $mode })

## The queens' bitsets and the conflict sets (Tab)

# The row numbers sit over the bits below: the label takes six columns.
bits-row = row   { $index }
bits-queen-went = free & -free: row { $row }, where the lizard went
bits-lowest = free & -free: row { $row }, the first free row
bits-none = free = 0: no row left: backtrack
bits-asked = free & -free: row ?, the quiz asks it
bits-title = {" "}bitsets at column { $column }{" "}
conflicts-step-back = internal dead end: one column back
conflicts-latest = the latest in { $set }
conflicts-jump = c{ $from } { $arrow } c{ $to }: { $why }

## What the title calls a board without a file

source-demo = demo board
source-empty = empty board
source-random = random board, seed { $seed }
source-stdin = standard input
status-one-panel = { $algorithm } has one panel beside its code, and both are on screen

## The quiz (w, --quiz)

quiz-on = quiz on: the app stops before each decision and asks the class (w: quiz off)
quiz-off = quiz off
quiz-nothing-to-ask = quiz on, but annealing throws dice: nothing to predict (a switches algorithm)
quiz-backed-out = stepped back out of the question
quiz-not-yes-or-no = not a yes-or-no question: move the ? and press Enter, or Esc to leave the question (then n runs to the next solution)
quiz-no-number-safe = no number to type here: press y or n (s shows the answer)
quiz-no-number-next = no number to type here: move the ? with the arrows and press Enter (s shows the answer)
quiz-past-rows = the rows go from 0 to { $last }: { $typed } is past the board, so the pick is { $last }
quiz-past-columns = the columns go from 0 to { $last }: { $typed } is past the board, so the pick is { $last }
quiz-waits-safe = the question waits for y or n: s or Space shows the answer and plays on, Esc steps back
quiz-waits-pick = the question waits for a pick: move the ? and press Enter (s or Space shows the answer and plays on)
quiz-l-moves-pick = l moves the pick in this question, as → does; to change the language, Esc then l
quiz-answered = the question is answered: → or Space plays on to the next one
quiz-answered-n = the question is answered: → or Space plays on to the next one (n again goes to the next solution)
quiz-no-question = no question is open: → or Space plays on to the next one
quiz-score = quiz { $right }/{ $asked }
quiz-ask-safe = Quiz: is { $cell } safe? Press y or n.
quiz-ask-next = Quiz: where does the next lizard go? Move the ? on the grid with the arrows (now { $pick }) and press Enter.
quiz-ask-row = Quiz: in column { $col }, which row does the next lizard take (free & -free, the first free row of the bitset)? Move the ? with ↑ ↓ (now row { $pick }) or type the row, then Enter.
quiz-ask-jump = Quiz: column { $from } is a dead end. Where does the jump land? Move to the column (now { $pick }) and press Enter.
quiz-ask-jump-internal = Quiz: column { $from } is an internal dead end: it ran out after a jump back. Where does the search go back to? Move to the column (now { $pick }) and press Enter.
quiz-right = Right! { $why }
quiz-wrong = Wrong: { $what } { $why }
quiz-revealed = Revealed: { $why }
quiz-queued = { $cell } is safe: no line through it reads +1, so the board with a lizard there joins the queue.
quiz-why-tree = { $cell } holds a tree.
quiz-why-taken = { $cell } already holds one.
quiz-why-passed = the scan has passed { $cell }.
quiz-why-first = the scan comes to { $cell } before { $pick }.
quiz-why-seen = the lizard at { $lizard } sees { $cell } along column { $col }, so the scan jumps down past it without a test.
quiz-why-column-taken = the lizard at { $lizard } already holds column { $col }, so { $cell } is never tried: one lizard a column, and the search goes on to column { $next }.
quiz-why-not-cell = not { $cell }.
quiz-why-lower-row = row { $row } is free and comes first (rows count from the top), and free & -free keeps the first free row.
quiz-why-lower-row-taken = row { $pick } is not free: a lizard holds its { $line ->
        [row] row
        [column] column
        [diagonal] diagonal
       *[anti-diagonal] anti-diagonal
    }; row { $row } is free and comes first, and free & -free keeps the first free row.
quiz-why-not-a-row = row { $pick } is not among the rows left to try.
quiz-why-not-column = not column { $col }.
quiz-why-safe = you said unsafe, but no line through { $cell } reads +1: { $readings }.
quiz-reading = { $line } reads { $value }
quiz-said-safe = you said safe.
quiz-said-unsafe = you said unsafe.

## Going to an event (g), bookmarks (m ')

goto-target = { $kind ->
        [solution] solution { $k }
        [backtrack] backtrack { $k }
       *[event] event { $k }
    }
goto-not-a-place = { $typed } is not a place: give an event number, s3 for solution 3 or b12 for backtrack 12
goto-count-from-1 = solutions and backtracks count from 1
goto-prompt = go to: { $typed }_  (an event; s3 solution 3; b12 backtrack 12; Esc cancels)
goto-stray = go to: { $typed }_  ({ $key } is not part of a place: digits, s or b; Esc cancels)
goto-bookmark-removed = bookmark at event { $event } taken away
goto-bookmark-set = bookmark { $k } of { $count } set at event { $event } (' goes to the next)
goto-no-bookmarks = no bookmarks yet: m sets one at the event shown
goto-bookmarks-forgotten = no bookmarks: they went when the search changed (a, c or an edit makes other events); m sets one
goto-bookmark = bookmark { $k } of { $count }: event { $event }
goto-let-go = { $target } was let go, and a live program cannot be run again: history begins at event { $start }
goto-ends-before = { $kind ->
        [solution] the search ends at event { $end } with { $count } { $count ->
            [one] solution
           *[other] solutions
        }: there is no solution { $k }
        [backtrack] the search ends at event { $end } after { $count } { $count ->
            [one] backtrack
           *[other] backtracks
        }: there is no backtrack { $k }
       *[event] the search ends at event { $end }: there is no event { $k }
    }

## Lesson plans (--lesson)

lesson-none = no lesson plan: open one with lizards --lesson plan.toml (see the README)
lesson-first-stop = this is the first stop (1 of { $count })
lesson-last-stop = this is the last stop ({ $count } of { $count })
lesson-stop = Stop { $k } of { $count }: { $caption }
lesson-back = back to the lesson's search: { $algorithm }, bound { $bound }
lesson-board-edited = the lesson's stops are on its own board: put the board back as it was (e) to go on with it

## The search tree panel

tree-title = search tree: { $nodes ->
        [one] { $nodes } node
       *[other] { $nodes } nodes
    }
tree-title-by-depth = search tree by depth (over { $cap } nodes)
tree-title-by-depth-short = search tree by depth
tree-pruned = { $cell } pruned
tree-jump-from = {" "}jump from c{ $col }
tree-solution = {" "}{ $star } solution
tree-root = root
tree-lines-hidden = { $up } { $count } lines not shown
tree-depths-above = { $up } { $count ->
    [one] depth
   *[other] depths
} { $range } above
tree-depths-below = { $down } { $count ->
    [one] depth
   *[other] depths
} { $range } below
tree-depth = depth
tree-nodes = placed
tree-rejected = rejected
tree-prunes = prunes
tree-jumps = jumps

## The race screen (lizards race, or R in the app)

race-title = {" "}lizards race{" "}
race-board = { $n } x { $n }, { $trees ->
        [one] { $trees } tree
       *[other] { $trees } trees
    }, p = { $p }
race-board-open = { $n } x { $n }, p = { $p }
race-pace-events = by events
race-pace-work = by work (placements)
race-pace-work-short = by work
race-finished = finished
race-running = running to the end
race-playing = playing
race-paused = paused
race-done = done
race-events = events { $events }  solutions { $solutions }
race-timing = timing each search on its own...
race-column-placements = placements
race-column-backtracks = unmarks
race-column-backjumps = backjumps
race-column-prunes = prunes
race-column-nodes = nodes
race-column-time = time
race-column-outcome = outcome
race-not-timed = not timed
race-seconds = { $seconds } s
race-milliseconds = { $ms } ms
race-outcome-found = found
race-outcome-exhausted = exhausted
race-outcome-cancelled = cancelled
race-outcome-gave-up = gave up
race-outcome-illegal = illegal
race-keys-title = {" "}race keys{" "}
race-keys-close = {" "}any key closes{" "}
race-footer-more = more keys
race-footer-play = play
race-footer-pause = pause
race-key-play = play / pause both searches
race-footer-step = step
race-key-step = one step forward / back (an event, or a placement by work)
race-footer-pace = pace
race-key-pace = step by events / by work (each side to its next placement)
race-footer-end = to the end
race-key-end = run both searches until each finds a solution or has tried everything
race-footer-speed = speed
race-key-speed = faster / slower
race-footer-colours = colours
race-key-colours = light / dark colours
race-footer-language = language
race-key-language = language: English, French, Chinese (--lang)
race-footer-save = save
race-key-save = save this screen for slides (.svg and .txt)
race-footer-keys = keys
race-key-keys = this list
race-footer-quit = quit
race-footer-back = back
race-key-quit = leave the race (back to the app if R opened it)
status-no-race = no race: { $error }

## replay, watch, referee and fit reasons

replay-stream-stops = The stream stops: { $reason }. The board shows the last event read.
replay-referee-stops = The referee stops the stream at event { $event } (line { $line }): { $reason }. The board shows it just before; the marked cells are the ones concerned.
replay-malformed = line { $line }, column { $column }: { $detail }
protocol-line-reads = { $reason }; the line reads { $text }
protocol-cut-line = the line ends inside its JSON (a bracket or a quote left open?)
protocol-bare-word = a bare word: JSON writes text in double quotes, and only true, false and null without them (a program's own messages, debug prints included, go to its standard error)
protocol-not-json = not JSON: a value starts with a double quote, a digit, -, [, {"{"}, true, false or null (a program's own messages, debug prints included, go to its standard error)
protocol-key-not-string = a key must be written in double quotes
protocol-trailing-comma = a comma before a closing bracket, which JSON does not allow
protocol-trailing-characters = more after the end of the JSON: one event a line
protocol-second-header = a second header: a stream has one, on its first line
protocol-no-event-field = an event line needs an "event" field
protocol-event-not-named = the "event" field names the event in double quotes ("place", "remove", ...)
protocol-not-an-object = every line is a JSON object in braces, {"{"}"event": "place", ...{"}"} (the first: the header, {"{"}"lizards": 1, ...{"}"})
protocol-empty-no-header = the stream is empty: it must start with its header line
protocol-empty-no-event = the stream is empty: not one event, nor a header
replay-unreadable = cannot read the stream: { $error }
replay-fail-checking = The program says no placement exists (fail): the referee is searching the board to check it, for up to { $seconds } s.
replay-fail-said = The program says no placement of { $lizards ->
        [one] { $lizards } lizard
       *[other] { $lizards } lizards
    } exists (fail).
replay-fail-unchecked = The referee could not check this fail within { $seconds } s: it found no placement and proved none impossible, so the fail is the program's word only.
replay-unnamed-solver = your solver
replay-unfinished = the stream ends before its search does, with no solution, fail or done line (a program that stopped early, or a recording cut short)
replay-program-other-header = the program wrote another header when run again ({ $stderr })
replay-program-not-run-again = the program could not be run again: { $error } ({ $stderr })
replay-program-failed = the program ended with exit code { $code } after its last event ({ $stderr })
replay-program-bad-line = line { $line }, column { $column }: { $detail } ({ $stderr })
replay-program-signal = the program was ended by a signal after its last event ({ $stderr })
replay-program-file-limit = the program wrote more than 64 MiB to one file, the most it may, and was ended after its last event ({ $stderr })
replay-program-stderr-in = its standard error is in { $file }
replay-program-stderr-in-last = its standard error is in { $file }; its last line: { $last }
replay-program-stderr-none = it wrote nothing on its standard error
watch-waiting = Waiting for the program: it runs, and everything it has written is shown. Its standard error goes to { $stderr }; q quits and ends it.
status-replay-as-written = a replay plays its recording as written: open the board itself to edit, switch algorithm or bound
status-watch-as-written = a watched program plays as it writes: open the board itself to edit, switch algorithm or bound
status-watch-no-race = a watched program is not run twice: save its output to a file, open it with lizards replay FILE and press R there
referee-off-board = an event tries to { $doing ->
        [place] place a lizard
        [remove] remove a lizard
        [move] move a lizard
       *[name] name a cell
    } at { $cell }, off the { $n } x { $n } board (rows and columns are 0 to { $last })
referee-column-off-board = a backjump names column { $col }, off the { $n } x { $n } board
referee-on-tree = { $doing ->
        [move] a lizard moved to { $cell }, on a tree
       *[place] a lizard placed at { $cell }, on a tree
    }
referee-on-lizard = { $doing ->
        [move] a lizard moved to { $cell }, where a lizard already is
       *[place] a lizard placed at { $cell }, where a lizard already is
    }
referee-seen = { $doing ->
        [move] a lizard moved to { $cell }
       *[place] a lizard placed at { $cell }
    }, where the lizard at { $other } sees it along the { $line ->
        [row] row
        [column] column
        [diagonal] diagonal
       *[anti-diagonal] anti-diagonal
    }: no tree stands between them
referee-no-lizard = { $doing ->
        [move] a move from { $cell }, where there is no lizard
       *[remove] a remove at { $cell }, where there is no lizard
    }
referee-count = a solution with { $lizards ->
        [one] { $lizards } lizard
       *[other] { $lizards } lizards
    } on the board, but p = { $p }
referee-see-each-other = a solution in which the lizards at { $cell } and { $other } see each other along the { $line ->
        [row] row
        [column] column
        [diagonal] diagonal
       *[anti-diagonal] anti-diagonal
    }
referee-fail-but-fits = a fail (the search ended with no placement), but { $p ->
        [one] { $p } lizard fits
       *[other] { $p } lizards fit
    } on this board, for example at { $example }
referee-fail-but-none = a fail (the search ended with no placement), but p = 0, and no lizards at all always fit: the empty board
referee-found-without-solution = the stream ends saying it found a placement, but no solution came before
referee-repeated-solution = a solution again on the board of the last one, with no lizard placed or removed since: the same placement would be counted twice
referee-same-placement = the same placement as solution { $solution }, reached again in another order: each placement is one solution, counted once
referee-after-end = an event after the done or fail line that ended the search: nothing may follow it
unfit-trees = { $algorithm } solves N-Queens: it needs a board without trees (this one has { $count ->
        [one] { $count } tree
       *[other] { $count } trees
    })
unfit-not-queens = { $algorithm } solves N-Queens: it needs p = n (here n = { $n }, p = { $p })
unfit-too-big = { $algorithm } keeps its sets in machine words: n must be at most { $max }
status-unfit-back = { $why }: back to backtrack
status-fits-others = { $names } { $count ->
        [one] fits
       *[other] fit
    } this board; { $why }
status-p-range = p stays between 0 and { $cells } (the cells)
status-p-lowered = p is { $to } now, not { $from }: the board has { $cells } { $cells ->
        [one] cell
       *[other] cells
    } (u undoes)
status-p-back = p is { $to } now, not { $from }: the board has room again, up to the { $asked } asked for (u undoes)

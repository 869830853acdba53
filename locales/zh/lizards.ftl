# 中文课程，用词取自文章的中文译本（seed 004）：蜥蜴、树、行、列、对角线、反对角线、
# 单元格、掩蔽、修剪、回溯、解。中文字符在终端里占两列。

## Lists and lines

list-and = { $rest }和{ $last }
list-comma = 、
list-semicolon = ；
line-row = 第 { $key } 行
line-column = 第 { $key } 列
line-diagonal = { $key } 号对角线
line-anti-diagonal = { $key } 号反对角线
lines-none = 没有线
segment-at = { $line } 在 { $cell }
segment-from-to = { $line }从 { $first } 到 { $last }

## Narration: one sentence an event

narrate-enter = 扫描进入 { $cell }。
narrate-enter-bare-tree = 扫描进入 { $cell }，这是一棵树：穿过它的线都不为 +1，所以没有什么可掩蔽，扫描继续。
narrate-tree-mask = { $cell } 的树掩蔽了它身后的蜥蜴：{ $lines }现在为 -1。
narrate-tree-unmask = 退回到 { $cell } 的树之前：{ $lines }重新为 +1。
narrate-place = 在第 { $row } 行第 { $col } 列放置一只蜥蜴：{ $lines }现在为 +1。
narrate-reject = { $cell } 不安全：{ $why }。
narrate-reject-seen = { $line }为 +1，{ $attacker } 的蜥蜴看得到它
narrate-reject-line = { $line }为 +1
narrate-reject-clear = { $cell } 被跳过，但它的线都不为 +1：没有蜥蜴看得到它。
narrate-unmark = 回溯：取回 { $cell } 的蜥蜴；它的线回到 0。
narrate-unmark-masked = 回溯：取回 { $cell } 的蜥蜴；{ $lines }回到 -1，其余回到 0。
narrate-step-back = 第 { $from } 列在一次回跳后用尽：内部死胡同。它的集合 {"{"}{ $set }{"}"} 说明不了它的蜥蜴为何失败，所以退回第 { $to } 列，而不是 { $latest }。
narrate-step-back-empty = 第 { $from } 列在一次回跳后用尽：内部死胡同。它的集合 {"{"}{ $set }{"}"} 说明不了它的蜥蜴为何失败，所以退回第 { $to } 列。
narrate-jump = 第 { $from } 列是死胡同；它的冲突集是 {"{"}{ $set }{"}"}，所以跳回最近的第 { $to } 列。
narrate-jump-culprit = 第 { $from } 列是死胡同；它的冲突集是 {"{"}{ $set }{"}"}，所以跳回最近的第 { $to } 列。罪魁：原在 { $culprit } 的蜥蜴。
narrate-move-change = { $change ->
        [fewer] 攻击对少了 { $pairs } 个
        [more] 攻击对多了 { $pairs } 个
       *[none] 攻击对数不变
    }
narrate-move = 把 { $from } 的蜥蜴移到 { $to }：{ narrate-move-change }，还剩 { $energy } 个。
narrate-move-uphill = 上坡：把 { $from } 的蜥蜴移到 { $to }，{ narrate-move-change }；在 T = { $temperature } 时，Metropolis 规则接受它的概率是 { $chance }%。
narrate-move-refused = 提议把 { $from } 的蜥蜴移到 { $to }（{ narrate-move-change }）；在 T = { $temperature } 时概率是 { $chance }%，骰子说不。
narrate-anneal = 温度 { $temperature }：棋盘上有 { $pairs } 个攻击对。
narrate-dequeue = BFS 从队列取出下一个棋盘：已决定 { $depth } 个单元格，还有 { $frontier } 个棋盘在等。
narrate-level = 第 { $depth } 层完成：{ $width } 个棋盘在第 { $next } 层等待。
narrate-solution-empty = 解：p = 0 时，空棋盘本身就是一个解。
narrate-solution-one = 解：蜥蜴放好了！
narrate-solution-all = 解：全部 { $p } 只蜥蜴都放好了！
narrate-done-found = 搜索停在这个解上。
narrate-done-too-few-cells = { $free ->
        [0] 棋盘上没有空单元格
       *[other] 棋盘上只有 { $free } 个空单元格
    }，却要放 { $lizards } 只蜥蜴：不存在放法（FAIL）。
narrate-done-none = 所有分支都试过了：{ $lizards } 只蜥蜴不存在放法（FAIL）。
narrate-done-all = 所有分支都试过了：共 { $solutions } 个解。
narrate-done-cancelled = 搜索被停止了。
narrate-done-gave-up = 预算在找到放法之前用完：什么也没有证明（未定）。
narrate-bfs-place = 从队列取出的棋盘在 { $cell } 有一只蜥蜴。
narrate-bfs-unmark = 从队列取出的棋盘在 { $cell } 没有蜥蜴。
narrate-bfs-gave-up = BFS 停止：队列超出了上限，还有 { $waiting } 个棋盘在等。搜索树的一整层必须同时放进内存；什么也没有证明（未定）。
narrate-sa-place = 贪心起点：一只蜥蜴放在 { $cell }，即它这一行中已放蜥蜴攻击最少的单元格。
narrate-sa-unmark = 卡住太久：重新开始；{ $cell } 的蜥蜴离开。
narrate-sa-gave-up = 退火在找到放法之前用完了步数。它从不证明放法不存在：什么也没有证明（未定）。

## Prunes: what the bound counted

prune-still = 还要放 { $left } 只蜥蜴
prune-more = 另外 { $count } 段
prune-unfounded = 在 { $cell } 修剪：{ prune-still }，但按这个界自己的计数还能放 { $room } 只：棋盘并不需要这次修剪。
prune-columns = { $span ->
        [0] 第 { $from } 列
        [1] 第 { $from } 和 { $to } 列
       *[other] 第 { $from } 到 { $to } 列
    }
prune-kinds = { $pair ->
        [diagonals] 对角线或反对角线
       *[rows] 行或列
    }
prune-both = { $both ->
        [yes] （列段也一样多）
       *[no] {""}
    }
prune-cover = 在 { $cell } 修剪：{ prune-still }，但前方的 { $free } 个空单元格最多容纳 { $room } 只。四种线段和每个结各最多容纳一只蜥蜴；权重上界把它们合起来算，得到 { $room }（? 解释权重和结）。
prune-bfs = 在 { $cell } 修剪：{ prune-still }，但从这里往后{ $room ->
        [0] 没有不带树的单元格了
       *[other] 只剩 { $room } 个没有树的单元格
    }，每格最多一只蜥蜴。
prune-seed-none = 在第 { $col } 列末尾修剪，这一列没有蜥蜴：{ prune-still }，但它右边已经没有列了。
prune-seed-one = 在第 { $col } 列末尾修剪，这一列没有蜥蜴：{ prune-still }，但只剩第 { $from } 列，没有树，最多容纳一只蜥蜴。
prune-seed-many = 在第 { $col } 列末尾修剪，这一列没有蜥蜴：{ prune-still }，但只剩{ prune-columns }，没有树，每列一只，最多容纳 { $room } 只。
prune-segments-told = 在 { $cell } 修剪：{ prune-still }，但扫描前方只剩 { $room } 个空的行段或列段，每段最多一只蜥蜴。
prune-segments-none = 在 { $cell } 修剪：{ prune-still }，但扫描前方没有空的{ $kind ->
        [column] 列段
       *[row] 行段
    }{ prune-both }。
prune-segments = 在 { $cell } 修剪：{ prune-still }，但扫描前方只有 { $k } 个空的{ $kind ->
        [column] 列段
       *[row] 行段
    }{ prune-both }：{ $named }；每段最多容纳一只蜥蜴。
prune-covered-told = 在 { $cell } 修剪：{ prune-still }，但前方的 { $free } 个空单元格在任何{ prune-kinds }段上不放两只时，最多容纳 { $room } 只。
prune-covered = 在 { $cell } 修剪：{ prune-still }，但前方的 { $free } 个空单元格全都落在仅仅 { $room } 个{ prune-kinds }段上：{ $named }；每段最多一只蜥蜴，所以最多放下 { $room } 只。
prune-nothing-free = 在 { $cell } 修剪：{ prune-still }，但前方已没有空单元格：从这里往后每格要么是树，要么被蜥蜴看到。
prune-memo-seen = { $seen ->
        [0] 它的单元格都没被看到
        [1] 第 { $rows } 行被看到
       *[other] 第 { $rows } 行被看到
    }
prune-memo = 在第 { $col } 列顶部修剪：目前的蜥蜴看第 { $col } 列的方式，与一条已搜索过的分支相同，或只多被一条线看到（{ prune-memo-seen }），那里 { $fitted } 只蜥蜴放不进{ prune-columns }；这里{ prune-still }，所以{ $left ->
        [one] 它
       *[other] 它们
    }也放不进。

## What each bound adds, as the footer says it when c climbs

bound-summary-seed = 文章的搜索：跳到下一棵树，列末检查
bound-summary-segments = 每只剩下的蜥蜴需要一个空的行段和列段
bound-summary-matching = 线段、结和权重必须容纳剩下的蜥蜴
bound-summary-memo = 还修剪已经白搜过的列顶
bound-summary-auto = 最划算的最强上界，与 solve 相同

## Pseudocode, one message a line: code-<algorithm>-<line>

code-backtrack-1 = 逐列访问单元格：
code-backtrack-2 = {"  "}p 只蜥蜴都放好了？-> 解
code-backtrack-3 = {"  "}剩余 > 前方容量？-> 修剪
code-backtrack-4 = {"  "}树？它的 +1 线变成 -1
code-backtrack-5 = {"  "}4 个计数器都 <= 0？放置 (+1)
code-backtrack-6 = {"    "}向下跳到下一棵树
code-backtrack-7 = {"    "}返回时：取回蜥蜴
code-backtrack-8 = {"  "}否则不安全：留空
code-backtrack-9 = {"  "}向下走；到列末时，
code-backtrack-10 = {"    "}前方没有树？seed 修剪
code-backtrack-11 = {"  "}返回经过树时：解除掩蔽

code-bfs-1 = 队列 = [空棋盘]；每一层：
code-bfs-2 = {"  "}从队列取出下一个棋盘
code-bfs-3 = {"  "}（网格跳到那个棋盘）
code-bfs-4 = {"  "}p 只蜥蜴都放好了？-> 解
code-bfs-5 = {"  "}决定这一层的单元格：
code-bfs-6 = {"  "}剩余 > 前方空格？-> 修剪
code-bfs-7 = {"  "}把单元格留空的棋盘入队
code-bfs-8 = {"  "}被蜥蜴看到？不生蜥蜴子节点
code-bfs-9 = {"  "}否则也把放蜥蜴的入队
code-bfs-10 = {"  "}这层完成：下一层等待

code-sa-1 = 从随机一行起逐行贪心地放 p 只蜥蜴
code-sa-2 = E = 攻击对数；T = 初温
code-sa-3 = {"  "}E = 0？-> 解
code-sa-4 = {"  "}挑一只被攻击的蜥蜴
code-sa-5 = {"  "}它这一行的最佳格（或几个
code-sa-6 = {"    "}随机格）：变化 dE
code-sa-7 = {"  "}dE <= 0：移动；否则以
code-sa-8 = {"    "}概率 exp(-dE / T) 移动
code-sa-9 = {"  "}每 256 步：T = T x 冷却率
code-sa-10 = {"  "}卡住太久？重新开始

code-queens-1 = 对第 c = 0, 1, ... 列：
code-queens-2 = {"  "}从上往下试每一行 r：
code-queens-3 = {"    "}行或对角线被占？-> 拒绝
code-queens-4 = {"    "}否则放蜥蜴，去第 c + 1 列
code-queens-5 = {"  "}这列用尽：取回第 c - 1 列
code-queens-6 = {"    "}的蜥蜴，试它下面的行
code-queens-7 = n 列都填满 -> 解

code-backjump-1 = 对第 c = 0, 1, ... 列：
code-backjump-2 = {"  "}从恢复行开始试：
code-backjump-3 = {"    "}被攻击？把最早的
code-backjump-4 = {"      "}攻击者加入 conflict[c]
code-backjump-5 = {"    "}否则放置，下一列
code-backjump-6 = {"  "}死胡同：跳到 max(conflict[c])
code-backjump-7 = {"    "}清空它之后的集合，
code-backjump-8 = {"    "}从它旧蜥蜴下方恢复
code-backjump-9 = n 列都填满 -> 解

code-backjump-safe-1 = 对第 c = 0, 1, ... 列：
code-backjump-safe-2 = {"  "}从恢复行开始试：
code-backjump-safe-3 = {"    "}被攻击？把最早的
code-backjump-safe-4 = {"      "}攻击者加入 conflict[c]
code-backjump-safe-5 = {"    "}否则放置，下一列
code-backjump-safe-6 = {"  "}死胡同，c 是新到达的：
code-backjump-safe-7 = {"    "}跳到 max(conflict[c])
code-backjump-safe-8 = {"  "}回跳后的死胡同：
code-backjump-safe-9 = {"    "}退回第 c - 1 列
code-backjump-safe-10 = {"  "}从那里取回蜥蜴，
code-backjump-safe-11 = {"    "}清空后面的集合，恢复
code-backjump-safe-12 = n 列都填满 -> 解

## The title bar

title-editing = 编辑中
title-seeking = 查找中
title-playing = { $marker } 播放中
title-finished = 已结束
title-gave-up = 已放弃，未定
title-paused = 已暂停
title-bound = 上界：{ $name }{" "}
title-board = { $dot } { $name }{ $dirty ->
        [yes] （未保存）
       *[no] {""}
    } { $dot } { $n } x { $n }，{ $trees } 棵树，p = { $p } { $dot }{" "}
title-board-no-trees = { $dot } { $name }{ $dirty ->
        [yes] （未保存）
       *[no] {""}
    } { $dot } { $n } x { $n }，p = { $p } { $dot }{" "}
title-stops = 遇解即停
title-stops-short = 遇解停

## The narration line when no event explains itself

narration-editing = 在 { $cursor } 编辑：t 放/去树，[ ] 调大小，< > 改 p（现在 { $p }），u 撤销，Esc 回到观看。
narration-history = 历史从第 { $event } 个事件开始：更早的事件为限制内存已丢弃，这是当时的棋盘（上面有 { $lizards } 只蜥蜴）。
narration-opening = 放 { $lizards } 只蜥蜴，使它们互相吃不到。空格播放，→ 单步，? 列出所有按键。

## Panels

panel-code = {" "}{ $algorithm } 伪代码{" "}
code-hidden-below = 下面还有 { $below } 行
code-hidden-above = 上面有 { $above } 行
code-hidden-both = 上面 { $above } 行，下面 { $below } 行
panel-code-compare = {" "}本应用的 { $algorithm } 伪代码，对照 { $theirs }{" "}
panel-code-apps = {" "}本应用的 { $algorithm } 伪代码{" "}
panel-bfs = {" "}BFS 队列（Tab）{" "}
panel-annealing = {" "}退火（Tab）{" "}
panel-conflicts = {" "}冲突集{" "}
panel-tab = { $title }（Tab）{" "}
panel-no-room = {" "}面板：窗口太矮{" "}
stats-editing = 编辑时不搜索（Esc 运行）
stats-events-of = 事件 { $at } / { $total }
stats-events = 事件 { $at }，总数未知
stats-events-short = 事件 { $at }
stats-speed = 速度 { $speed }  { $seconds } 秒  { $rate } 事件/秒
stats-speed-max = 最快
stats-placed = 放置 { $n }
stats-unmarks = 取回 { $n }
stats-added = 画上 { $n }
stats-removed = 擦去 { $n }
stats-masks = 掩蔽 { $n }
stats-prunes = 修剪 { $n }
stats-backjumps = 回跳 { $n }
stats-steps-back = 退一列 { $n }
stats-depth = 深度 { $n }
stats-on-board = 盘上 { $n }
stats-solutions = 解 { $solutions }
stats-history = 历史从事件 { $event } 起保留
diagonals-heading = 对角线 r-c
anti-diagonals-heading = 反对角线 r+c
diagonals-here = { $heading }，此处 { $key }
diagonals-range = { $heading }（{ $lo }..{ $hi }，共 { $first }..{ $last }）
diagonals-range-short = { $heading }（{ $lo }..{ $hi }）
grid-rows = 行
grid-cols = 列
grid-range = 第 { $top }-{ $bottom } 行，第 { $left }-{ $right } 列，共 { $n }
grid-range-short = 行 { $top }-{ $bottom }，列 { $left }-{ $right }，共 { $n }
grid-follow = （f 跟随扫描）
grid-pan = （Shift+方向键平移）
stack-title = {" "}栈：深度 { $depth }，{ $decisions } 个决策{" "}
stack-title-short = {" "}栈：深度 { $depth }{" "}
stack-lizard = c{ $col } { $cell } 蜥蜴
stack-queen = c{ $col } { $cell } 蜥蜴
stack-tree = c{ $col } { $cell } 树掩蔽 { $lines }
stack-masks-nothing = 无
stack-lizard-taken-back = c{ $col } { $cell } 蜥蜴已取回
stack-queen-taken-back = c{ $col } { $cell } 蜥蜴已取回
stack-tree-unmasked = c{ $col } { $cell } 树掩蔽 { $lines }，已解除
stack-deciding = 现在 { $cell }：决定中
stack-unsafe = 现在 { $cell }：不安全（{ $lines }），留空
stack-pruned = 现在 { $cell }：修剪（{ $bound }），待放 { $left } > 容量 { $room }
stack-bound-columns = 列
stack-bound-segments = 段
stack-bound-rows-columns = 行×列
stack-bound-diagonals = 对角线×反对角线
stack-bound-memo = 已见
stack-bound-cover = 四向
stack-bound-cells = 单元格
stack-empty = （空：位于根节点）
stack-hidden = { $mark }  另外 { $hidden } 个

## The legend: glyphs and what they mean

glyph-lizard = 蜥蜴
glyph-tree = 树
glyph-seen = 被蜥蜴看到
glyph-rejected = 刚被拒绝
glyph-taken-back = 刚被取回
glyph-free = 空
glyph-under-attack = 被攻击的蜥蜴
glyph-attacks = 这一步的攻击
legend-cursor = 反色：光标
legend-cursor-tiles = { $corners } 光标
legend-cursor-lines = 光标的四条线
legend-counters = +1 被看到，-1 被掩蔽
legend-log = ? 解释日志

## The footer

key-name-arrows = 方向键
key-name-yes-no = y n
key-name-space = 空格
key-name-enter = Enter
key-name-esc = Esc
key-name-home = Home
key-name-end = End
key-name-page-down = PgDn
key-name-page-up = PgUp
key-name-shift = Shift
key-name-backspace = Backspace
key-name-right = 右
key-name-left = 左
key-name-up = 上
key-name-down = 下
footer-play = 播放
footer-pause = 暂停
footer-stop = 停止
footer-more = 更多按键

## The window too small

small-window = 窗口太小：需要 { $need }，现在 { $have }。
small-then = 请放大窗口，或按 q 退出。（搜索会等待。）
small-then-unsaved = 请放大窗口。棋盘有未保存的修改：按 q 会先问是否保存。
small-then-question = 棋盘有未保存的修改：s 保存并退出，q 退出不保存，按其他键不退出。
small-then-race = 请放大窗口，或按 q 离开赛跑。（赛跑会等待。）
small-window-short = 需要 { $need }

## The quit question

quit-title = {" "}退出？{" "}
quit-unsaved = 棋盘有未保存的修改。
quit-save = {" "}保存并退出
quit-discard = {" "}退出，不保存
quit-any-key = 其他键
quit-stay = {" "}留下

## Messages the footer shows after a key

status-history-begins = 历史从第 { $event } 个事件开始
status-stops-at-solutions = 播放遇到每个解都会停下
status-runs-past-solutions = 播放不在解上停
status-esc = q 退出；Esc 离开编辑和帮助
status-language = 语言：{ $name }（l 切换）
status-language-no-unicode = 语言：{ $name }（l 切换；中文需要 Unicode，不能用 --ascii）
status-ascii-language = 中文需要 Unicode：使用 --ascii 时课程以英文显示
status-bound = 上界 { $name }：{ $summary }{ $here ->
        [none] {""}
       *[other] （此处为 { $here }）
    }
status-no-bounds = { $algorithm } 没有上界可选：上界是回溯的（a 切换算法）

## Keys: what each does (the ? help) and its footer label

key-watch-Space = 播放 / 暂停（也停止 n、b 或 End 开始的运行）
key-watch-right = 前进一个事件
footer-watch-right = 单步
key-watch-left-h = 后退一个事件
footer-watch-left-h = 后退
key-watch-plus-minus = 加快 / 减慢（每秒 1 到 1M 个事件，然后最快）
footer-watch-plus-minus = 速度
key-watch-n-N = 到下一个 / 上一个解
footer-watch-n-N = 解
key-watch-b-B = 到下一次 / 上一次回溯或回跳
footer-watch-b-B = 回溯
key-watch-Home-End = 回到开头（总能回到：需要时重新运行搜索）/ 到搜索已走到的最远处
key-watch-g = 跳转：g 140 Enter 到某个事件，g s3 到第 3 个解，g b12 到第 12 次回溯（Esc 取消）
footer-watch-g = 跳转
footer-watch-m-x = 书签
footer-watch-l = 语言
key-watch-m-x = 在此加上或去掉书签 / 到下一个书签
key-watch-PgDn-PgUp = 教案的下一站 / 上一站（--lesson）
footer-watch-PgDn-PgUp = 教案
key-watch-p = 播放时遇到每个解都停下（开 / 关）
key-watch-z = 大 / 紧凑单元格
key-watch-Tab = 侧面板：代码、栈、搜索树、位集、冲突集、BFS 队列或退火
footer-watch-Tab = 面板
key-watch-Shiftplusarrows-HJKL = 平移比窗口大的棋盘
key-watch-f = 平移后重新跟随扫描
key-watch-t = 浅色 / 深色（帮助里也可以）
key-watch-l = 语言：英文、法文、中文（--lang）
key-watch-a = 下一个适合这个棋盘的算法
footer-watch-a = 算法
key-watch-c = 回溯的下一个上界：seed、segments、matching、memo、auto（重新搜索）
key-watch-R = 让这个棋盘和另一个算法赛跑
key-watch-e = 编辑棋盘
key-watch-s = 保存棋盘未保存的修改
footer-watch-e = 编辑
key-watch-x = 把这个屏幕存成幻灯片（.svg 和 .txt）
key-watch-w = 课堂测验：每个决策前提问（开 / 关）
footer-watch-w = 测验
key-watch-help = 本帮助：按键、符号和日志代码
footer-watch-help = 帮助
key-watch-q-ctrl-C = 退出（有未保存的修改时先询问）
footer-watch-q-ctrl-C = 退出

key-edit-arrows-hjkl = 移动光标
footer-edit-arrows-hjkl = 移动
key-edit-t-Enter = 放 / 去一棵树（或用 --mouse 点击）
footer-edit-t-Enter = 树
key-edit-open-close = 棋盘缩小 / 放大一格
footer-edit-open-close = 大小
key-edit-less-more = 减少 / 增加蜥蜴（p）
footer-edit-less-more = p
key-edit-c = 清除所有树
key-edit-r = 随机撒树
key-edit-u = 撤销上一次编辑
footer-edit-u = 撤销
key-edit-s = 保存棋盘（按它文件原来的格式）
footer-edit-s = 保存
key-edit-Esc = 回到观看（棋盘变了就重新求解）
footer-edit-Esc = 观看
key-edit-help = 本帮助
footer-edit-help = 帮助
key-edit-q-ctrl-C = 退出（有未保存的修改时先询问）
footer-edit-q-ctrl-C = 退出
key-quiz-y-n = 安全 / 不安全
footer-quiz-y-n = 回答
key-quiz-arrows-hjkl = 移动全班的选择：一个格子、一行或一列
footer-quiz-arrows-hjkl = 选择
key-quiz-0minus9 = 输入行号或列号
key-quiz-Enter = 用所选的回答
footer-quiz-Enter = 回答
key-quiz-s-Space = 不回答直接揭晓（不计分）
footer-quiz-s-Space = 揭晓
key-quiz-Esc-Backspace = 退出问题，后退一步
footer-quiz-Esc-Backspace = 后退
key-quiz-w = 关闭测验
key-quiz-l = 语言（是 / 否问题或选行问题中）
key-quiz-help = 本帮助
footer-quiz-help = 帮助
key-quiz-q-ctrl-C = 退出（有未保存的修改时先询问）
footer-quiz-q-ctrl-C = 退出

## The help's words: each term the narration uses, and what it means

word-scan = 扫描
word-scan-means = 回溯逐列、从上到下决定单元格；正在决定的单元格就是光标
word-counter = 计数器
word-counter-means = 每一行、列、对角线和反对角线为 +1（有蜥蜴沿它看过来）、-1（有树掩蔽了那只蜥蜴）或 0
word-mask = 掩蔽
word-mask-means = 树挡住它身后的蜥蜴：它的 +1 线在树之后为 -1（解除掩蔽：回来时撤销）
word-branch = 分支
word-branch-means = 一个选择（这里放一只蜥蜴，或不放）以及其后搜索的一切
word-backtrack = 回溯
word-backtrack-means = 一个分支走不通：取回最后一只蜥蜴，试着让这格空着
word-pruned = 修剪
word-pruned-means = 一个分支在搜索之前就被修剪掉，因为计数证明剩下的蜥蜴放不下
word-bound = 上界
word-bound-means = 证明它的计数：棋盘剩下的部分最多能放多少只蜥蜴（c 逐级提升上界）
word-segment = 线段
word-segment-means = 沿一行、列、对角线或反对角线、在树或边缘之间的一串空单元格：同一线段上的两只蜥蜴互相看到，所以一段最多放一只
word-free-cell-ahead = 前方空单元格
word-free-cell-ahead-means = 扫描还没经过、没有树、没有蜥蜴看到的单元格：剩下的蜥蜴还能去的地方
word-knot = 结
word-knot-means = 几个靠得很近（两行两列之内）、沿不同的线互相看到的单元格，比如一个 2 x 2 方块：最多放一只蜥蜴
word-weights = 权重
word-weights-means = 每个线段和结上的一个数，为整个棋盘一次选定，权重上界把它们加起来（见「上界」）
word-search-tree = 搜索树
word-search-tree-means = 搜索试过的所有分支画成一棵树：根是空棋盘，每层多一个决策
word-queue = 队列
word-queue-means = BFS 把还要看的棋盘放在队列里，先进先出
word-level = 层
word-level-means = BFS 中已决定单元格数相同的棋盘；一整层在队列里等完，才轮到下一层
word-attacking-pair = 攻击对
word-attacking-pair-means = 互相看到的两只蜥蜴；退火移动蜥蜴，直到一对也没有
word-temperature = 温度
word-temperature-means = T，退火暂时让情况变坏的意愿：开始时高，冷却后变低
word-metropolis-rule = Metropolis 规则
word-metropolis-rule-means = 增加 d 个攻击对的移动以概率 exp(-d / T) 被接受；不增加的移动总被接受
word-uphill = 上坡
word-uphill-means = 增加攻击对的移动：只因 Metropolis 规则才被接受，用来逃出死胡同
word-greedy-start = 贪心起点
word-greedy-start-means = 退火的第一个棋盘：每只蜥蜴放在它这一行中被其他蜥蜴攻击最少的单元格
word-conflict-set = 冲突集
word-conflict-set-means = 对一列来说，蜥蜴攻击过它的单元格的那些更早的列：它失败的原因
word-internal-dead-end = 内部死胡同
word-internal-dead-end-means = 回跳之后用尽的列：它的集合不再说明原因，所以退回一列
word-culprit = 罪魁
word-culprit-means = 回跳取回的蜥蜴：死胡同冲突集里最近的那一个
word-undecided = 未定
word-undecided-means = 在得到答案之前预算（时间、步数、队列大小）用完了：什么也没有证明

## The help's bounds: how each counts

bound-story-seed = 文章自己的检查。在一列末尾，如果这一列没有蜥蜴，而且这一列及其右边都没有树：剩下的每一列最多放一只蜥蜴，所以如果要放的蜥蜴比剩下的列多，就修剪掉这个分支。
bound-story-segments = 每只还要放的蜥蜴都需要一个自己的行段和一个自己的列段，空的，在扫描前方。如果这样的行段（或列段）比蜥蜴少，就修剪掉这个分支。每一步都随手更新，不花代价。
bound-story-matching = r×c：前方空单元格必须放下剩下的蜥蜴，同一行段或列段上不放两只。它们最多能放多少，由通过空单元格把行段和列段配对求得（最大匹配）；这也是覆盖前方所有空单元格所需的最少线段数，就是旁白里列出的那些。d×a：对角线段和反对角线段同理。4way、权重和结：四种线段和结各最多放一只蜥蜴。给每个一个权重；能放下的蜥蜴最多是仍有空单元格的那些的权重之和，再加上每个空单元格的权重离 1 还差多少。任何权重都给出正确的上界；好的权重在开始时一次找到。
bound-story-memo = 记忆：在一列顶部，后面的搜索能做什么，只取决于目前的蜥蜴看到这一列的哪些单元格、沿哪些线。当这样一个列顶之下的搜索失败时，就记下来；以同样的方式（或只多被一条线看到，空间不会更多）再次到达、还要放的蜥蜴一样多或更多时，就修剪掉。
bound-story-auto = solve、count 和 max 用的：有树的棋盘用 memo，没有树的用 segments（那里更强的上界花的时间比省的多）。

## The help overlay

help-title = {" "}按键和图例{" "}
help-watching = 观看
help-editing = 编辑（e）
help-quiz = 回答测验（w）
help-on-grid = 网格上
help-cursor = 反色：扫描光标（正在决定的单元格）
help-tiles = 格子达到 5 x 3 及以上时，每种状态都画成填满格子的图形：{ $lizard } 菱形，{ $tree } 树干上的树冠，{ $seen } 斜线阴影，{ $rejected } 叉，{ $taken } 空心菱形，{ $free } 空白格子；格子四角的括号 { $corners } 标出光标。
help-shaded = 底色：穿过光标的四条线
help-underlined = 下划线：穿过光标的四条线
help-counters =
    计数器：+1 有蜥蜴沿这条线看到，-1 有树掩蔽了它，0 还没有；
      反色：刚刚改变。安全：四个计数器都 <= 0。
help-in-log = 日志里
help-bounds = 上界（c 逐级提升；每个都在前一个之上）
help-words = 旁白用到的词
help-word-head = { $word }：
help-hint-scroll = ↑ ↓ PgUp PgDn 滚动，t 颜色，其他键关闭
help-hint = t 颜色，其他键关闭

# 事件日志的词（narrate::tag）。
tag-enter = 进入
tag-mask = 掩蔽
tag-unmask = 解除
tag-place = 放置
tag-reject = 拒绝
tag-unmark = 取回
tag-add = 画上
tag-remove = 擦去
tag-prune = 修剪
tag-back = 后退
tag-jump = 跳回
tag-col = 列
tag-move = 移动
tag-no-move = 不动
tag-anneal = 退火
tag-dequeue = 出队
tag-level = 层
tag-solution = 解
tag-done = 结束
tag-found = 找到
tag-exhausted = 穷尽
tag-cancelled = 取消
tag-gaveup = 放弃
tag-cells = 格

log-enter = 扫描到达第 2 行第 4 列
log-place = 一只蜥蜴放到那里：它的四条线为 +1
log-reject = 不安全：它的行、对角线、反对角线为 +1
log-mask = 一棵树在这些线上掩蔽它身后的蜥蜴
log-unmask = 回来时撤销同样的掩蔽
log-unmark = 回溯：取回这只蜥蜴
log-add = BFS、退火：为所显示的棋盘画上一只蜥蜴
log-remove = BFS、退火：为所显示的棋盘擦去一只蜥蜴（不是回溯）
log-prune = 还剩 5 只蜥蜴，只能放 4 只：修剪掉这个分支
log-bound-tags = 修剪用的上界（见下面的「上界」）
log-prune-cells = BFS：还剩 4 只，从这里往后只有 3 个没有树的单元格
log-dequeue = BFS 从队列取出一个棋盘：已决定 5 格，12 个在等
log-level = BFS 完成第 5 层：40 个棋盘在第 6 层等待
log-anneal = 退火：温度 0.45 时有 3 个攻击对
log-move = 一只蜥蜴移到 (2, 3)：攻击对少了一个
log-no-move = 一个被 Metropolis 规则拒绝的提议移动
log-jump = 回跳到冲突集中最近的一列
log-back = 内部死胡同退回一列
log-lines = 行、列、对角线 (r-c)、反对角线 (r+c)
log-misstated = 回放或观看的程序写的不同：屏幕显示棋盘上的情况，旁白说明程序写了什么
log-solution = p 只蜥蜴都放好了
log-done = 结束：找到、穷尽、取消、放弃（未定）

## BFS's queue and annealing's energy (Tab)

frontier-level = 层
frontier-waiting = 等待
frontier-widest = 最多
frontier-boards = { $n } 个棋盘
frontier-dfs = DFS 的栈上只需 { $n } 个决策
frontier-per-level = 每层的棋盘，第 { $first }–{ $last } 层（最多 { $most }）：
frontier-bytes = { $size } { $unit ->
        [b] 字节
        [kib] KiB
        [mib] MiB
       *[gib] GiB
    }
energy-energy = 能量
energy-pairs = { $n } 个攻击对
energy-not-set = 尚未设定
energy-taken = 接受
energy-percent = { $n }%
energy-uphill = 上坡
energy-restarts = 重启
energy-top = T（最高 { $top }）
energy-move = 步
energy-pairs-axis = 攻击对

## More messages the footer shows

status-stopped-at-solution = 停在第 { $solution } 个解（p：不在解上停）
status-search-ended = 搜索在那之前就结束了
replay-misstated = 程序在这里写的是 { $field } { $said }；棋盘上是 { $board }，屏幕按棋盘显示。
replay-misstated-lines = 程序在这里写的是 { $said }；棋盘上是 { $board }，屏幕按棋盘显示。
replay-misstated-total = 程序有 { $count } 个事件与棋盘不符，第一个在事件 { $first }（g { $first } 回车）。
status-annealing-no-backtrack = 退火从不回溯：它每次移动一只蜥蜴（→ 单步，n 跳到解）
status-bfs-no-backtrack = 广度优先搜索从不回溯：它从队列中逐层取出整个棋盘（→ 单步，n 跳到解）
status-no-earlier-since = 自事件 { $event } 起没有更早的{ $what ->
        [solution] 解
       *[backtrack] 回溯
    }（更早的历史已丢弃）
status-no-earlier = 没有更早的{ $what ->
        [solution] 解
       *[backtrack] 回溯
    }：停留在事件 { $event }
status-whole-board = 整个棋盘都在视野内
status-edit-keys-only = 编辑模式下只有编辑键有效（? 列出它们）：按 Esc 回到观看
status-speed-fastest = 已经是最快速度（max）
status-speed-slowest = 已经是最慢速度
status-panned = 视图停在这里：按 f 重新跟随扫描
status-compact-on = 紧凑单元格（按 z 换大单元格）
status-no-colour = 已设置 NO_COLOR：没有可切换的颜色（符号、粗体和反显表示每种状态）
status-compact-off = 窗口够大时用大单元格（按 z 换紧凑单元格）
status-smallest = 棋盘已经最小了
status-largest = 编辑器最多把棋盘放大到 { $side } x { $side }
status-nothing-to-undo = 没有可撤销的
status-saved-as = 已另存为 { $path }
status-saved-as-stdin = 已另存为 { $path }（棋盘来自标准输入）
status-saved-beside-lesson = 已另存为 { $path }：课程计划的棋盘保持原样，它的各站需要它
status-saved = 已保存 { $path }
status-click-to-edit = 在编辑模式下点击可放 / 去树：按 e
status-changed-on-disk = { $path } 在打开后被别的程序改过：再按 s 就覆盖它
status-gone-from-disk = { $path } 在打开后被删除或移走了：再按 s 就重新写出它
status-not-saved = 无法保存 { $path }：{ $error }
status-nothing-to-save = 没有要保存的修改（e 编辑棋盘）
status-edit-key-in-watch = { $key } 用来编辑棋盘：先按 e（Esc 返回）
status-not-saved-copy = 无法保存 { $path }：{ $error }。再按 s 就另存一份为 { $copy }
status-saved-copy = 已另存一份为 { $path }：棋盘原来的文件保持原样
status-frame-saved = 画面已存为 { $path }（和 .txt）
status-frame-not-saved = 无法把画面存到 { $path }：{ $error }

## 文件无法写入或读取时系统给出的原因。
os-error-permission-denied = 权限不足（系统错误 { $code }）
os-error-not-found = 找不到该文件或文件夹（系统错误 { $code }）
os-error-read-only-filesystem = 磁盘以只读方式挂载（系统错误 { $code }）
os-error-storage-full = 磁盘已满（系统错误 { $code }）
os-error-quota-exceeded = 磁盘配额已用完（系统错误 { $code }）
os-error-is-a-directory = 这是一个文件夹（系统错误 { $code }）
os-error-not-a-directory = 路径中有一部分不是文件夹（系统错误 { $code }）
os-error-already-exists = 它已经存在（系统错误 { $code }）
os-error-file-too-large = 文件太大（系统错误 { $code }）
os-error-invalid-filename = 这个名字在这里无效（系统错误 { $code }）
os-error-read-only-mode = 它是只读的（权限 { $mode }）

## The queens' bitsets and the conflict sets (Tab)

bits-row = 行    { $index }
bits-queen-went = free & -free：第 { $row } 行，蜥蜴去了那里
bits-lowest = free & -free：第 { $row } 行，第一个空行
bits-none = free = 0：没有行了：回溯
bits-asked = free & -free：第 ? 行，测验在问这一行
bits-title = {" "}第 { $column } 列的位集{" "}
conflicts-step-back = 内部死胡同：退回一列
conflicts-latest = { $set } 中最近的
conflicts-jump = c{ $from } { $arrow } c{ $to }：{ $why }

## What the title calls a board without a file

source-demo = 演示棋盘
source-empty = 空棋盘
source-random = 随机棋盘，种子 { $seed }
source-stdin = 标准输入
status-one-panel = { $algorithm } 在代码旁只有一个面板，两个都已在屏幕上

## The quiz (w, --quiz)

quiz-on = 测验已开启：每个决策之前，程序停下来问全班（w：关闭测验）
quiz-off = 测验已关闭
quiz-nothing-to-ask = 测验已开启，但模拟退火是掷骰子：没有可预测的（a 切换算法）
quiz-backed-out = 已退出问题，后退一步
quiz-not-yes-or-no = 这不是是非题：移动 ? 并按 Enter，或按 Esc 离开问题（之后 n 跳到下一个解）
quiz-no-number-safe = 这里不用输入数字：请按 y 或 n（s 显示答案）
quiz-no-number-next = 这里不用输入数字：用方向键移动 ?，再按 Enter（s 显示答案）
quiz-past-rows = 行号从 0 到 { $last }：{ $typed } 超出了棋盘，所以选的是 { $last }
quiz-past-columns = 列号从 0 到 { $last }：{ $typed } 超出了棋盘，所以选的是 { $last }
quiz-waits-safe = 问题在等你回答 y 或 n：按 s 或空格显示答案并继续，按 Esc 后退
quiz-waits-pick = 问题在等你选择：移动 ? 再按 Enter（按 s 或空格显示答案并继续）
quiz-l-moves-pick = 在这个问题里 l 移动选择，和 → 一样；要切换语言，先按 Esc 再按 l
quiz-answered = 这个问题已经回答了：→ 或空格继续到下一个问题
quiz-answered-n = 这个问题已经回答了：→ 或空格继续到下一个问题（再按 n 跳到下一个解）
quiz-no-question = 现在没有问题：→ 或空格继续到下一个问题
quiz-score = 测验 { $right }/{ $asked }
quiz-ask-safe = 测验：{ $cell } 安全吗？按 y（是）或 n（否）。
quiz-ask-next = 测验：下一只蜥蜴放在哪里？用方向键移动网格上的 ?（现在在 { $pick }），然后按 Enter。
quiz-ask-row = 测验：在第 { $col } 列，下一只蜥蜴放在哪一行（free & -free，即位集里第一个空行）？用 ↑ ↓ 移动网格上的 ?（现在在第 { $pick } 行）或直接输入行号，然后按 Enter。
quiz-ask-jump = 测验：第 { $from } 列是死路。跳回到哪里？移到那一列（现在在 { $pick }），然后按 Enter。
quiz-ask-jump-internal = 测验：第 { $from } 列是内部死胡同：它在一次回跳后用尽。搜索退回到哪一列？移到那一列（现在在 { $pick }），然后按 Enter。
quiz-right = 答对了！{ $why }
quiz-wrong = 答错了：{ $what }{ $why }
quiz-revealed = 揭晓：{ $why }
quiz-queued = { $cell } 是安全的：经过它的线都不是 +1，所以在那里放一只蜥蜴的棋盘进入队列。
quiz-why-tree = { $cell } 上有一棵树。
quiz-why-taken = { $cell } 上已经有一只了。
quiz-why-passed = 扫描已经过了 { $cell }。
quiz-why-first = 扫描先到 { $cell }，后到 { $pick }。
quiz-why-seen = { $lizard } 的蜥蜴沿第 { $col } 列看得到 { $cell }，所以扫描不测试它，直接往下跳过。
quiz-why-column-taken = { $lizard } 的蜥蜴已经占了第 { $col } 列，所以不会试 { $cell }：每列一只蜥蜴，搜索转到第 { $next } 列。
quiz-why-not-cell = 不是 { $cell }。
quiz-why-lower-row = 第 { $row } 行是空的而且更靠前（行从上往下数），free & -free 保留第一个空行。
quiz-why-lower-row-taken = 第 { $pick } 行不空：有蜥蜴占着它的{ $line ->
        [row] 行
        [column] 列
        [diagonal] 对角线
       *[anti-diagonal] 反对角线
    }；第 { $row } 行是空的而且更靠前，free & -free 保留第一个空行。
quiz-why-not-a-row = 第 { $pick } 行不在还要尝试的行里。
quiz-why-not-column = 不是第 { $col } 列。
quiz-why-safe = 你回答不安全，但经过 { $cell } 的线没有一条是 +1：{ $readings }。
quiz-reading = { $line }为 { $value }
quiz-said-safe = 你说的是安全。
quiz-said-unsafe = 你说的是不安全。

## Going to an event (g), bookmarks (m ')

goto-target = { $kind ->
        [solution] 第 { $k } 个解
        [backtrack] 第 { $k } 次回溯
       *[event] 第 { $k } 个事件
    }
goto-not-a-place = { $typed } 不是一个位置：请给事件编号，s3 表示第 3 个解，b12 表示第 12 次回溯
goto-count-from-1 = 解和回溯从 1 开始计数
goto-prompt = 跳转：{ $typed }_（事件编号；s3 第 3 个解；b12 第 12 次回溯；Esc 取消）
goto-stray = 跳转：{ $typed }_（{ $key } 不是位置的一部分：只能输入数字、s 或 b；Esc 取消）
goto-bookmark-removed = 已去掉第 { $event } 个事件的书签
goto-bookmark-set = 书签 { $k }/{ $count } 设在第 { $event } 个事件（' 跳到下一个）
goto-no-bookmarks = 还没有书签：m 在当前事件设一个
goto-bookmarks-forgotten = 没有书签：搜索改变时它们被清除了（a、c 或编辑会产生别的事件）；按 m 设一个
goto-bookmark = 书签 { $k }/{ $count }：第 { $event } 个事件
goto-let-go = { $target } 已不在保留的历史里，而正在运行的程序无法重跑：历史从第 { $start } 个事件开始
goto-ends-before = { $kind ->
        [solution] 搜索在第 { $end } 个事件结束，共 { $count } 个解：没有第 { $k } 个解
        [backtrack] 搜索在第 { $end } 个事件结束，共回溯 { $count } 次：没有第 { $k } 次回溯
       *[event] 搜索在第 { $end } 个事件结束：没有第 { $k } 个事件
    }

## Lesson plans (--lesson)

lesson-none = 没有教案：用 lizards --lesson plan.toml 打开一个（见 README）
lesson-first-stop = 这是第一站（1/{ $count }）
lesson-last-stop = 这是最后一站（{ $count }/{ $count }）
lesson-stop = 第 { $k } 站，共 { $count } 站：{ $caption }
lesson-back = 回到课程的搜索：{ $algorithm }，上界 { $bound }
lesson-board-edited = 课程的各站在它自己的棋盘上：把棋盘改回原样（e）才能继续

## The search tree panel

tree-title = 搜索树：{ $nodes } 个节点
tree-title-by-depth = 按深度的搜索树（超过 { $cap } 个节点）
tree-title-by-depth-short = 按深度的搜索树
tree-pruned = { $cell } 修剪
tree-jump-from = {" "}从 c{ $col } 回跳
tree-solution = {" "}{ $star } 解
tree-root = 根
tree-lines-hidden = { $up } 还有 { $count } 行未显示
tree-depths-above = { $up } 上面还有 { $count } 层（深度 { $range }）
tree-depths-below = { $down } 下面还有 { $count } 层（深度 { $range }）
tree-depth = 深度
tree-nodes = 放置
tree-rejected = 拒绝
tree-prunes = 修剪
tree-jumps = 回跳

## The race screen (lizards race, or R in the app)

race-title = {" "}lizards 竞赛{" "}
race-board = { $n } x { $n }，{ $trees } 棵树，p = { $p }
race-board-open = { $n } x { $n }，p = { $p }
race-pace-events = 按事件
race-pace-work = 按工作量（放置）
race-pace-work-short = 按工作量
race-finished = 已结束
race-running = 运行到底
race-playing = 播放中
race-paused = 已暂停
race-done = 完成
race-events = 事件 { $events }  解 { $solutions }
race-timing = 正在单独计时每个搜索……
race-column-placements = 放置
race-column-backtracks = 取回
race-column-backjumps = 回跳
race-column-prunes = 修剪
race-column-nodes = 节点
race-column-time = 时间
race-column-outcome = 结果
race-not-timed = 未计时
race-seconds = { $seconds } 秒
race-milliseconds = { $ms } 毫秒
race-outcome-found = 找到
race-outcome-exhausted = 穷尽
race-outcome-cancelled = 取消
race-outcome-gave-up = 放弃
race-outcome-illegal = 非法
race-keys-title = {" "}竞赛按键{" "}
race-keys-close = {" "}按任意键关闭{" "}
race-footer-more = 更多按键
race-footer-play = 播放
race-footer-pause = 暂停
race-key-play = 播放 / 暂停两个搜索
race-footer-step = 单步
race-key-step = 前进 / 后退一步（一个事件，或按工作量一次放置）
race-footer-pace = 节奏
race-key-pace = 按事件 / 按工作量前进（每边走到下一次放置）
race-footer-end = 到结尾
race-key-end = 让两个搜索各自运行到找到解或搜完为止
race-footer-speed = 速度
race-key-speed = 加快 / 减慢
race-footer-colours = 配色
race-key-colours = 浅色 / 深色
race-footer-language = 语言
race-key-language = 语言：英文、法文、中文（--lang）
race-footer-save = 保存
race-key-save = 保存此屏幕用于幻灯片（.svg 和 .txt）
race-footer-keys = 按键
race-key-keys = 此列表
race-footer-quit = 退出
race-footer-back = 返回
race-key-quit = 离开竞赛（若由 R 打开则回到应用）
status-no-race = 无法竞赛：{ $error }

## replay, watch, referee and fit reasons

replay-stream-stops = 事件流停止：{ $reason }。棋盘显示读到的最后一个事件。
replay-referee-stops = 裁判在第 { $event } 个事件（流的第 { $line } 行）停止事件流：{ $reason }。棋盘显示它之前的局面；标出的单元格就是相关的单元格。
replay-malformed = 流的第 { $line } 行第 { $column } 列：{ $detail }
protocol-line-reads = { $reason }；这一行是 { $text }
protocol-cut-line = 这一行在 JSON 中途结束（有括号或引号没有闭合？）
protocol-bare-word = 一个裸词：JSON 的文本要写在双引号里，只有 true、false 和 null 不用（程序自己的消息，包括调试输出，应写到标准错误）
protocol-not-json = 不是 JSON：值以双引号、数字、-、[、{"{"}、true、false 或 null 开头（程序自己的消息，包括调试输出，应写到标准错误）
protocol-key-not-string = 键必须写在双引号里
protocol-trailing-comma = 右括号前多了一个逗号，JSON 不允许这样
protocol-trailing-characters = JSON 结束后还有内容：每行一个事件
protocol-second-header = 第二个文件头：一个流只有一个，在第一行
protocol-no-event-field = 事件行需要一个 "event" 字段
protocol-event-not-named = "event" 字段用双引号写出事件的名字（"place"、"remove" 等）
protocol-not-an-object = 每一行都是花括号里的 JSON 对象，{"{"}"event": "place", ...{"}"}（第一行是文件头，{"{"}"lizards": 1, ...{"}"}）
protocol-empty-no-header = 流是空的：它必须以文件头那一行开始
protocol-empty-no-event = 流是空的：没有一个事件，也没有文件头
replay-unreadable = 无法读取事件流：{ $error }
replay-fail-checking = 程序说不存在放置方案（fail）：裁判正在搜索棋盘加以核对，最多 { $seconds } 秒。
replay-fail-said = 程序说放不下 { $lizards } 只蜥蜴（fail）。
replay-fail-unchecked = 裁判未能在 { $seconds } 秒内核对这个 fail：既没有找到放置方案，也没有证明它不存在，所以这只是程序自己的说法。
replay-unnamed-solver = 你的求解器
replay-unfinished = 事件流在搜索结束之前就结束了，没有 solution、fail 或 done 行（程序提前停止，或录制被截断）
replay-program-other-header = 程序重新运行时写了另一个头部（{ $stderr }）
replay-program-not-run-again = 程序无法重新运行：{ $error }（{ $stderr }）
replay-program-failed = 程序在最后一个事件之后以退出码 { $code } 结束（{ $stderr }）
replay-program-bad-line = 流的第 { $line } 行第 { $column } 列：{ $detail }（{ $stderr }）
replay-program-signal = 程序在最后一个事件之后被信号终止（{ $stderr }）
replay-program-file-limit = 程序向一个文件写入超过 64 MiB（允许的上限），在最后一个事件之后被终止（{ $stderr }）
replay-program-stderr-in = 它的标准错误在 { $file }
replay-program-stderr-in-last = 它的标准错误在 { $file }；最后一行：{ $last }
replay-program-stderr-none = 它没有在标准错误上写任何东西
watch-waiting = 等待程序：它在运行，它写出的一切都已显示。它的标准错误写到 { $stderr }；q 退出并结束它。
status-replay-as-written = 回放按录制原样播放：要编辑、换算法或换上界，请直接打开棋盘本身
status-watch-as-written = 观看的程序按它的输出原样播放：要编辑、换算法或换上界，请直接打开棋盘本身
status-watch-no-race = 观看的程序不会运行两次：把它的输出存到文件，用 lizards replay 文件 打开，再按 R
referee-off-board = 一个事件试图在 { $cell } { $doing ->
        [place] 放置蜥蜴
        [remove] 取回蜥蜴
        [move] 移动蜥蜴
       *[name] 指明单元格
    }，超出了 { $n } x { $n } 的棋盘（行和列为 0 到 { $last }）
referee-column-off-board = 一次回跳指向第 { $col } 列，超出了 { $n } x { $n } 的棋盘
referee-on-tree = { $doing ->
        [move] 一只蜥蜴移到 { $cell }，那里是树
       *[place] 一只蜥蜴放在 { $cell }，那里是树
    }
referee-on-lizard = { $doing ->
        [move] 一只蜥蜴移到 { $cell }，那里已有蜥蜴
       *[place] 一只蜥蜴放在 { $cell }，那里已有蜥蜴
    }
referee-seen = { $doing ->
        [move] 一只蜥蜴移到 { $cell }
       *[place] 一只蜥蜴放在 { $cell }
    }，{ $other } 的蜥蜴沿{ $line ->
        [row] 行
        [column] 列
        [diagonal] 对角线
       *[anti-diagonal] 反对角线
    }看得到它：两者之间没有树
referee-no-lizard = { $doing ->
        [move] 从 { $cell } 移动，但那里没有蜥蜴
       *[remove] 在 { $cell } 取回，但那里没有蜥蜴
    }
referee-count = 一个解，棋盘上有 { $lizards } 只蜥蜴，但 p = { $p }
referee-see-each-other = 一个解，其中 { $cell } 和 { $other } 的蜥蜴沿{ $line ->
        [row] 行
        [column] 列
        [diagonal] 对角线
       *[anti-diagonal] 反对角线
    }互相看得到
referee-fail-but-fits = 一个失败（FAIL，搜索结束时没有放法），但这个棋盘放得下 { $p } 只蜥蜴，例如在 { $example }
referee-fail-but-none = 一个失败（FAIL，搜索结束时没有放法），但 p = 0：放 0 只蜥蜴总是可以，空棋盘就是
referee-found-without-solution = 流以“找到放置”结束，但此前没有任何 solution
referee-repeated-solution = 在上一个解的同一个棋盘上又报了一次解，其间没有放下或取走蜥蜴：同一个摆法会被数两次
referee-same-placement = 与第 { $solution } 个解是同一个摆法，只是以另一种顺序再次到达：每个摆法只是一个解，只计一次
referee-after-end = 在结束搜索的 done 或 fail 行之后还有事件：它之后不能再有任何事件
unfit-trees = { $algorithm } 解的是 N 皇后问题：它需要没有树的棋盘（这个棋盘有 { $count } 棵树）
unfit-not-queens = { $algorithm } 解的是 N 皇后问题：它需要 p = n（这里 n = { $n }，p = { $p }）
unfit-too-big = { $algorithm } 把集合存在机器字里：n 最多为 { $max }
status-unfit-back = { $why }：回到 backtrack
status-fits-others = 适合这个棋盘的算法（{ $count } 个）：{ $names }；{ $why }
status-p-range = p 只能在 0 到 { $cells } 之间（单元格数）
status-p-lowered = p 现在是 { $to }，不再是 { $from }：棋盘只有 { $cells } 个单元格（u 撤销）
status-p-back = p 现在是 { $to }，不再是 { $from }：棋盘又有了空间，最多到当初要的 { $asked }（u 撤销）

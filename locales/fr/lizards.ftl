# Le cours en français, avec les mots de la traduction de l'article (seed 001) : lézard,
# arbre, ligne, colonne, diagonale, anti-diagonale, cellule, masquer, élaguer, backtracking.
# Les espaces avant « : ; ! ? » sont insécables, pour qu'une coupure ne les sépare pas du mot.

## Lists and lines

list-and = { $rest } et { $last }
list-comma = {", "}
list-semicolon = {" ; "}
line-row = ligne { $key }
line-column = colonne { $key }
line-diagonal = diagonale { $key }
line-anti-diagonal = anti-diagonale { $key }
lines-none = aucune droite
segment-at = { $line } en { $cell }
segment-from-to = { $line } de { $first } à { $last }

## Narration: one sentence an event

narrate-enter = Le parcours arrive en { $cell }.
narrate-enter-bare-tree = Le parcours arrive en { $cell }, un arbre : aucune droite qui le traverse ne vaut +1, il n'a donc rien à masquer, et le parcours continue.
narrate-tree-mask = L'arbre en { $cell } masque les lézards derrière lui : { $lines } { $count ->
        [one] vaut
       *[other] valent
    } maintenant -1.
narrate-tree-unmask = Retour avant l'arbre en { $cell } : { $lines } { $count ->
        [one] vaut
       *[other] valent
    } de nouveau +1.
narrate-place = Un lézard est placé ligne { $row }, colonne { $col } : { $lines } valent maintenant +1.
narrate-reject = { $cell } n'est pas sûre : { $why }.
narrate-reject-seen = { $line } vaut +1, le lézard en { $attacker } la voit
narrate-reject-line = { $line } vaut +1
narrate-reject-clear = { $cell } est écartée, alors qu'aucune de ses droites ne vaut +1 : aucun lézard ne la voit.
narrate-unmark = Backtracking : le lézard en { $cell } est retiré ; ses droites reviennent à 0.
narrate-unmark-masked = Backtracking : le lézard en { $cell } est retiré ; { $lines } { $count ->
        [one] revient
       *[other] reviennent
    } à -1, les autres à 0.
narrate-step-back = La colonne { $from } est épuisée après un saut en arrière : une impasse interne. Son ensemble {"{"}{ $set }{"}"} ne dit rien de l'échec de ses lézards, donc on recule à la colonne { $to }, pas { $latest }.
narrate-step-back-empty = La colonne { $from } est épuisée après un saut en arrière : une impasse interne. Son ensemble {"{"}{ $set }{"}"} ne dit rien de l'échec de ses lézards, donc on recule à la colonne { $to }.
narrate-jump = La colonne { $from } est une impasse ; son ensemble de conflits est {"{"}{ $set }{"}"}, donc on saute en arrière à la colonne { $to }, la plus récente.
narrate-jump-culprit = La colonne { $from } est une impasse ; son ensemble de conflits est {"{"}{ $set }{"}"}, donc on saute en arrière à la colonne { $to }, la plus récente. Le coupable : le lézard qui était en { $culprit }.
narrate-move-change = { $change ->
        [fewer] { $pairs ->
            [one] { $pairs } paire attaquante
           *[other] { $pairs } paires attaquantes
        } de moins
        [more] { $pairs ->
            [one] { $pairs } paire attaquante
           *[other] { $pairs } paires attaquantes
        } de plus
       *[none] autant de paires attaquantes
    }
narrate-move = Le lézard en { $from } va en { $to } : { narrate-move-change }, il en reste { $energy }.
narrate-move-uphill = Montée : le lézard en { $from } va en { $to }, { narrate-move-change } ; à T = { $temperature }, la règle de Metropolis l'accepte { $chance } % du temps.
narrate-move-refused = Proposé : le lézard en { $from } vers { $to } ({ narrate-move-change }) ; à T = { $temperature }, la chance était de { $chance } %, et les dés ont dit non.
narrate-anneal = Température { $temperature } : { $pairs ->
        [one] { $pairs } paire attaquante
       *[other] { $pairs } paires attaquantes
    } sur le plateau.
narrate-dequeue = BFS sort le plateau suivant de la file : { $depth ->
        [one] { $depth } cellule décidée
       *[other] { $depth } cellules décidées
    }, { $frontier ->
        [one] { $frontier } plateau attend
       *[other] { $frontier } plateaux attendent
    } encore.
narrate-level = Le niveau { $depth } est fini : { $width ->
        [one] { $width } plateau attend
       *[other] { $width } plateaux attendent
    } au niveau { $next }.
narrate-solution-empty = Solution : avec p = 0, le plateau vide en est déjà une.
narrate-solution-one = Solution : le lézard est placé !
narrate-solution-all = Solution : les { $p } lézards sont placés !
narrate-done-found = La recherche s'arrête à la solution.
narrate-done-too-few-cells = { $free ->
        [0] Aucune cellule libre
        [one] Seulement { $free } cellule libre
       *[other] Seulement { $free } cellules libres
    } sur le plateau pour { $lizards ->
        [one] { $lizards } lézard
       *[other] { $lizards } lézards
    } : aucun placement n'existe (FAIL).
narrate-done-none = Toutes les branches essayées : aucun placement de { $lizards ->
        [one] { $lizards } lézard
       *[other] { $lizards } lézards
    } n'existe (FAIL).
narrate-done-all = Toutes les branches essayées : { $solutions ->
        [one] { $solutions } solution
       *[other] { $solutions } solutions
    } en tout.
narrate-done-cancelled = La recherche a été arrêtée.
narrate-done-gave-up = Un budget est épuisé avant qu'un placement soit trouvé : rien n'est prouvé (indécis).
narrate-bfs-place = Le plateau sorti de la file a un lézard en { $cell }.
narrate-bfs-unmark = Le plateau sorti de la file n'a pas de lézard en { $cell }.
narrate-bfs-gave-up = BFS s'arrête : sa file a dépassé sa borne, avec { $waiting ->
        [one] { $waiting } plateau
       *[other] { $waiting } plateaux
    } en attente. Tout un niveau de l'arbre de recherche doit tenir en mémoire à la fois ; rien n'est prouvé (indécis).
narrate-sa-place = Départ glouton : un lézard en { $cell }, la cellule de sa ligne que les lézards déjà placés attaquent le moins.
narrate-sa-unmark = Bloqué trop longtemps : on recommence ; le lézard en { $cell } s'en va.
narrate-sa-gave-up = Le recuit a épuisé ses mouvements avant de trouver un placement. Il ne prouve jamais qu'il n'en existe pas : rien n'est prouvé (indécis).

## Prunes: what the bound counted

prune-still = { $left ->
        [one] { $left } lézard reste
       *[other] { $left } lézards restent
    } à placer
prune-more = { $count } de plus
prune-unfounded = Élagage en { $cell } : { prune-still }, mais ce critère compte lui-même de la place pour { $room } : le plateau ne demande pas cette coupe.
prune-columns = { $span ->
        [0] la colonne { $from }
        [1] les colonnes { $from } et { $to }
       *[other] les colonnes { $from } à { $to }
    }
prune-kinds = { $pair ->
        [diagonals] de diagonale ou d'anti-diagonale
       *[rows] de ligne ou de colonne
    }
prune-both = { $both ->
        [yes] {" "}(et autant de segments de colonne)
       *[no] {""}
    }
prune-cover = Élagage en { $cell } : { prune-still }, mais { $free ->
        [one] la { $free } cellule libre devant en contient
       *[other] les { $free } cellules libres devant en contiennent
    } { $room } au plus. Chaque segment, des quatre sortes, et chaque grappe peut contenir un lézard au plus ; la borne des poids les compte tous ensemble et trouve { $room } (? explique poids et grappes).
prune-bfs = Élagage en { $cell } : { prune-still }, mais { $room ->
        [0] aucune cellule sans arbre ne reste
        [one] seule { $room } cellule sans arbre reste
       *[other] seules { $room } cellules sans arbre restent
    } d'ici à la fin, un lézard par cellule au plus.
prune-seed-none = Élagage à la fin de la colonne { $col }, qui n'a reçu aucun lézard : { prune-still }, mais aucune colonne ne reste à sa droite.
prune-seed-one = Élagage à la fin de la colonne { $col }, qui n'a reçu aucun lézard : { prune-still }, mais seule la colonne { $from } reste, sans arbre, et elle peut en contenir un au plus.
prune-seed-many = Élagage à la fin de la colonne { $col }, qui n'a reçu aucun lézard : { prune-still }, mais seules { prune-columns } restent, sans arbre, et elles peuvent en contenir { $room } au plus, un par colonne.
prune-segments-told = Élagage en { $cell } : { prune-still }, mais seuls { $room } segments de ligne ou de colonne vides restent devant le parcours, un lézard chacun au plus.
prune-segments-none = Élagage en { $cell } : { prune-still }, mais aucun segment { $kind ->
        [column] de colonne
       *[row] de ligne
    } devant le parcours n'est vide{ prune-both }.
prune-segments = Élagage en { $cell } : { prune-still }, mais { $k ->
        [one] seul { $k } segment { $kind ->
            [column] de colonne
           *[row] de ligne
        } devant le parcours est vide
       *[other] seuls { $k } segments { $kind ->
            [column] de colonne
           *[row] de ligne
        } devant le parcours sont vides
    }{ prune-both } : { $named } ; un segment peut contenir un lézard au plus.
prune-covered-told = Élagage en { $cell } : { prune-still }, mais { $free ->
        [one] la { $free } cellule libre devant en contient
       *[other] les { $free } cellules libres devant en contiennent
    } { $room } au plus sans deux sur un même segment { prune-kinds }.
prune-covered = Élagage en { $cell } : { prune-still }, mais { $free ->
        [one] la { $free } cellule libre devant est
       *[other] les { $free } cellules libres devant sont toutes
    } sur seulement { $room ->
        [one] { $room } segment { prune-kinds }
       *[other] { $room } segments { prune-kinds }
    } : { $named } ; un segment peut contenir un lézard au plus, donc { $room } au plus y tiennent.
prune-nothing-free = Élagage en { $cell } : { prune-still }, mais plus aucune cellule libre devant : chaque cellule d'ici à la fin est un arbre ou vue par un lézard.
prune-memo-seen = { $seen ->
        [0] aucune de ses cellules vue
        [1] ligne { $rows } vue
       *[other] lignes { $rows } vues
    }
prune-memo = Élagage en haut de la colonne { $col } : les lézards déjà placés voient la colonne { $col } comme dans une branche déjà explorée, ou selon une droite de plus ({ prune-memo-seen }), où { $fitted ->
        [one] { $fitted } lézard ne tenait
       *[other] { $fitted } lézards ne tenaient
    } pas dans { prune-columns } ; { prune-still } ici, donc { $left ->
        [one] il ne tiendra
       *[other] ils ne tiendront
    } pas non plus.

## What each bound adds, as the footer says it when c climbs

bound-summary-seed = la recherche de l'article : saut à l'arbre suivant, test en fin de colonne
bound-summary-segments = chaque lézard restant veut un segment de ligne et de colonne vide
bound-summary-matching = segments, grappes et poids doivent contenir les lézards restants
bound-summary-memo = élague aussi un haut de colonne déjà exploré en vain
bound-summary-auto = la plus forte qui paie, comme solve la lance

## Pseudocode, one message a line: code-<algorithm>-<line>

code-backtrack-1 = visiter les cellules colonne par colonne :
code-backtrack-2 = {"  "}p placés ? -> solution
code-backtrack-3 = {"  "}restants > place devant ? -> élaguer
code-backtrack-4 = {"  "}arbre ? ses droites à +1 passent à -1
code-backtrack-5 = {"  "}4 compteurs <= 0 ? placer (+1)
code-backtrack-6 = {"    "}descendre à l'arbre suivant
code-backtrack-7 = {"    "}au retour : retirer le lézard
code-backtrack-8 = {"  "}sinon pas sûre : la laisser vide
code-backtrack-9 = {"  "}descendre ; en fin de colonne,
code-backtrack-10 = {"    "}plus d'arbre devant ? élagage seed
code-backtrack-11 = {"  "}au retour sur un arbre : démasquer

code-bfs-1 = file = [plateau vide] ; par niveau :
code-bfs-2 = {"  "}sortir le plateau suivant de la file
code-bfs-3 = {"  "}(la grille saute à ce plateau)
code-bfs-4 = {"  "}p placés ? -> solution
code-bfs-5 = {"  "}décider la cellule du niveau :
code-bfs-6 = {"  "}restants > cellules libres ? -> élaguer
code-bfs-7 = {"  "}l'enfiler avec la cellule vide
code-bfs-8 = {"  "}vue par un lézard ? pas d'enfant lézard
code-bfs-9 = {"  "}sinon l'enfiler aussi avec un lézard
code-bfs-10 = {"  "}niveau fini : le suivant attend

code-sa-1 = glouton ligne à ligne, départ au hasard
code-sa-2 = E = paires attaquantes ; T = départ
code-sa-3 = {"  "}E = 0 ? -> solution
code-sa-4 = {"  "}choisir un lézard attaqué
code-sa-5 = {"  "}meilleure cellule de sa ligne (ou
code-sa-6 = {"    "}quelques-unes au hasard) : écart dE
code-sa-7 = {"  "}dE <= 0 : déplacer ; sinon déplacer
code-sa-8 = {"    "}avec probabilité exp(-dE / T)
code-sa-9 = {"  "}tous les 256 coups : T = T x refroid.
code-sa-10 = {"  "}bloqué trop longtemps ? recommencer

code-queens-1 = pour la colonne c = 0, 1, ... :
code-queens-2 = {"  "}chaque ligne r depuis le haut :
code-queens-3 = {"    "}ligne ou diagonale prise ? -> rejet
code-queens-4 = {"    "}sinon placer, colonne c + 1
code-queens-5 = {"  "}plus de ligne : retirer le lézard
code-queens-6 = {"    "}de la colonne c - 1, plus bas
code-queens-7 = n colonnes remplies -> solution

code-backjump-1 = pour la colonne c = 0, 1, ... :
code-backjump-2 = {"  "}essayer les lignes dès la reprise :
code-backjump-3 = {"    "}attaquée ? ajouter le premier
code-backjump-4 = {"      "}attaquant à conflit[c]
code-backjump-5 = {"    "}sinon placer, colonne suivante
code-backjump-6 = {"  "}impasse : sauter à max(conflit[c])
code-backjump-7 = {"    "}vider les ensembles après, et
code-backjump-8 = {"    "}reprendre sous son ancien lézard
code-backjump-9 = n colonnes remplies -> solution

code-backjump-safe-1 = pour la colonne c = 0, 1, ... :
code-backjump-safe-2 = {"  "}essayer les lignes dès la reprise :
code-backjump-safe-3 = {"    "}attaquée ? ajouter le premier
code-backjump-safe-4 = {"      "}attaquant à conflit[c]
code-backjump-safe-5 = {"    "}sinon placer, colonne suivante
code-backjump-safe-6 = {"  "}impasse, c atteinte de neuf :
code-backjump-safe-7 = {"    "}sauter à max(conflit[c])
code-backjump-safe-8 = {"  "}impasse après un saut arrière :
code-backjump-safe-9 = {"    "}reculer à la colonne c - 1
code-backjump-safe-10 = {"  "}retirer les lézards depuis là,
code-backjump-safe-11 = {"    "}vider la suite, reprendre
code-backjump-safe-12 = n colonnes remplies -> solution

## The title bar

title-editing = ÉDITION
title-seeking = recherche
title-playing = { $marker } lecture
title-finished = terminé
title-gave-up = abandon, indécis
title-paused = en pause
title-bound = borne : { $name }{" "}
title-board = { $dot } { $name }{ $dirty ->
        [yes] {" "}(modifié)
       *[no] {""}
    } { $dot } { $n } x { $n }, { $trees ->
        [one] { $trees } arbre
       *[other] { $trees } arbres
    }, p = { $p } { $dot }{" "}
title-board-no-trees = { $dot } { $name }{ $dirty ->
        [yes] {" "}(modifié)
       *[no] {""}
    } { $dot } { $n } x { $n }, p = { $p } { $dot }{" "}
title-stops = arrêt aux solutions
title-stops-short = arrêts

## The narration line when no event explains itself

narration-editing = Édition en { $cursor } : t met ou ôte un arbre, [ ] taille, < > change p (ici { $p }), u annule, Échap revient.
narration-history = L'historique commence à l'événement { $event } : les plus anciens ont été oubliés pour borner la mémoire, voici donc le plateau tel qu'il était alors ({ $lizards ->
        [one] { $lizards } lézard
       *[other] { $lizards } lézards
    } dessus).
narration-opening = Placez { $lizards ->
        [one] { $lizards } lézard
       *[other] { $lizards } lézards
    } sans qu'aucun puisse en manger un autre. Espace lance, → avance, ? liste les touches.

## Panels

panel-code = {" "}pseudo-code { $algorithm }{" "}
code-hidden-below = { $below ->
        [one] encore 1 ligne en dessous
       *[other] encore { $below } lignes en dessous
    }
code-hidden-above = { $above ->
        [one] 1 ligne au-dessus
       *[other] { $above } lignes au-dessus
    }
code-hidden-both = { $above ->
        [one] 1 ligne au-dessus
       *[other] { $above } lignes au-dessus
    }, { $below } en dessous
panel-code-compare = {" "}pseudo-code { $algorithm } de l'application, face à { $theirs }{" "}
panel-code-apps = {" "}pseudo-code { $algorithm } de l'application{" "}
panel-bfs = {" "}file de BFS (Tab){" "}
panel-annealing = {" "}recuit (Tab){" "}
panel-conflicts = {" "}ensembles de conflits{" "}
panel-tab = { $title } (Tab){" "}
panel-no-room = {" "}panneau : trop bas{" "}
stats-editing = pas de recherche en édition (Échap la lance)
stats-events-of = événements { $at } sur { $total }
stats-events = événements { $at }, total encore inconnu
stats-events-short = événements { $at }
stats-speed = vitesse { $speed }  { $seconds } s  { $rate } év./s
stats-speed-max = max
stats-placed = placés { $n }
stats-unmarks = retraits { $n }
stats-added = ajouts { $n }
stats-removed = effacements { $n }
stats-masks = masquages { $n }
stats-prunes = élagages { $n }
stats-backjumps = sauts { $n }
stats-steps-back = pas en arrière { $n }
stats-depth = profondeur { $n }
stats-on-board = sur le plateau { $n }
stats-solutions = solutions { $solutions }
stats-history = historique gardé depuis l'événement { $event }
diagonals-heading = diagonales r-c
anti-diagonals-heading = anti-diagonales r+c
diagonals-here = { $heading }, ici { $key }
diagonals-range = { $heading } ({ $lo }..{ $hi } sur { $first }..{ $last })
diagonals-range-short = { $heading } ({ $lo }..{ $hi })
grid-rows = lig.
grid-cols = col.
grid-range = lignes { $top }-{ $bottom }, colonnes { $left }-{ $right } sur { $n }
grid-range-short = l { $top }-{ $bottom }, c { $left }-{ $right } sur { $n }
grid-follow = {" "}(f suit le parcours)
grid-pan = {" "}(Maj+flèches déplacent)
stack-title = {" "}pile : profondeur { $depth }, { $decisions ->
        [one] { $decisions } décision
       *[other] { $decisions } décisions
    }{" "}
stack-title-short = {" "}pile : profondeur { $depth }{" "}
stack-lizard = c{ $col } { $cell } lézard
stack-queen = c{ $col } { $cell } lézard
stack-tree = c{ $col } { $cell } arbre masque { $lines }
stack-masks-nothing = rien
stack-lizard-taken-back = c{ $col } { $cell } lézard retiré
stack-queen-taken-back = c{ $col } { $cell } lézard retiré
stack-tree-unmasked = c{ $col } { $cell } arbre masque { $lines }, démasqué
stack-deciding = ici { $cell } : à décider
stack-unsafe = ici { $cell } : pas sûre ({ $lines }), laissée vide
stack-pruned = ici { $cell } : élagué ({ $bound }), { $left } à placer, place pour { $room }
stack-bound-columns = colonnes
stack-bound-segments = segments
stack-bound-rows-columns = lignes × colonnes
stack-bound-diagonals = diagonales × anti-diagonales
stack-bound-memo = déjà vu
stack-bound-cover = 4 directions
stack-bound-cells = cellules
stack-empty = (vide : à la racine)
stack-hidden = { $mark }  { $hidden } de plus

## The legend: glyphs and what they mean

glyph-lizard = lézard
glyph-tree = arbre
glyph-seen = vue par un lézard
glyph-rejected = rejetée à l'instant
glyph-taken-back = retiré à l'instant
glyph-free = libre
glyph-under-attack = lézard attaqué
glyph-attacks = attaques de ce coup
legend-cursor = inversé : curseur
legend-cursor-tiles = { $corners } curseur
legend-cursor-lines = les quatre droites du curseur
legend-counters = +1 vue, -1 masquée
legend-log = ? explique le journal

## The footer

key-name-arrows = flèches
key-name-yes-no = o n
key-name-space = Espace
key-name-enter = Entrée
key-name-esc = Échap
key-name-home = Début
key-name-end = Fin
key-name-page-down = PgSuiv
key-name-page-up = PgPréc
key-name-shift = Maj
key-name-backspace = RetArr
key-name-right = Droite
key-name-left = Gauche
key-name-up = Haut
key-name-down = Bas
footer-play = lecture
footer-pause = pause
footer-stop = stop
footer-more = autres touches

## The window too small

small-window = Fenêtre trop petite : il faut { $need }, elle fait { $have }.
small-then = Agrandissez-la, ou q pour quitter. (La recherche attend.)
small-then-unsaved = Agrandissez-la. Modifications non enregistrées : q demande s'il faut les enregistrer.
small-then-question = Non enregistré : s enregistre et quitte, q quitte sans enregistrer, autre touche : rester.
small-then-race = Agrandissez-la, ou q pour quitter la course. (La course attend.)
small-window-short = il faut { $need }

## The quit question

quit-title = {" "}quitter ?{" "}
quit-unsaved = Modifications non enregistrées.
quit-save = {" "}enregistrer et quitter
quit-discard = {" "}quitter sans enregistrer
quit-any-key = autre touche
quit-stay = {" "}rester

## Messages the footer shows after a key

status-history-begins = l'historique commence à l'événement { $event }
status-stops-at-solutions = la lecture s'arrête à chaque solution
status-runs-past-solutions = la lecture passe les solutions
status-esc = q quitte ; Échap quitte l'édition et l'aide
status-language = langue : { $name } (l change)
status-language-no-unicode = langue : { $name } (l change ; le chinois demande Unicode, pas --ascii)
status-ascii-language = le chinois demande Unicode : avec --ascii la leçon parle anglais
status-bound = borne { $name } : { $summary }{ $here ->
        [none] {""}
       *[other] {" "}(ici { $here })
    }
status-no-bounds = { $algorithm } n'a pas de bornes à choisir : ce sont celles du backtracking (a change d'algorithme)

## Keys: what each does (the ? help) and its footer label

key-watch-Space = lecture / pause (arrête aussi n, b ou Fin)
key-watch-right = un événement en avant
footer-watch-right = pas
key-watch-left-h = un événement en arrière
footer-watch-left-h = retour
key-watch-plus-minus = plus vite / moins vite (1 à 1M év./s, puis max)
footer-watch-plus-minus = vitesse
key-watch-n-N = à la solution suivante / précédente
footer-watch-n-N = solution
key-watch-b-B = au backtracking ou backjump suivant / précédent
footer-watch-b-B = backtracking
key-watch-Home-End = retour au début (toujours : la recherche est relancée s'il le faut) / aussi loin qu'elle est allée
key-watch-g = aller à : g 140 Entrée un événement, g s3 la solution 3, g b12 le backtracking 12 (Échap annule)
footer-watch-g = aller à
footer-watch-m-x = marque
footer-watch-l = langue
key-watch-m-x = poser ou ôter une marque ici / à la marque suivante
key-watch-PgDn-PgUp = arrêt suivant / précédent d'un plan de cours (--lesson)
footer-watch-PgDn-PgUp = arrêt
key-watch-p = s'arrêter à chaque solution en lecture (oui / non)
key-watch-z = grandes / petites cellules
key-watch-Tab = panneau latéral : code, pile, arbre de recherche, bits, ensembles de conflits, file de BFS ou recuit
footer-watch-Tab = panneau
key-watch-Shiftplusarrows-HJKL = déplacer un plateau plus grand que la fenêtre
key-watch-f = suivre de nouveau le parcours après un déplacement
key-watch-t = couleurs claires / sombres (aussi dans cette aide)
key-watch-l = langue : anglais, français, chinois (--lang)
key-watch-a = algorithme suivant qui convient au plateau
footer-watch-a = algorithme
key-watch-c = borne suivante du backtracking : seed, segments, matching, memo, auto (recherche de nouveau)
key-watch-R = faire la course sur ce plateau avec un autre algorithme
key-watch-e = éditer le plateau
key-watch-s = enregistrer les modifications du plateau
footer-watch-e = éditer
key-watch-x = enregistrer cet écran pour des diapositives (.svg et .txt)
key-watch-w = interroger la classe avant chaque décision (oui / non)
footer-watch-w = quiz
key-watch-help = cette aide : touches, symboles et codes du journal
footer-watch-help = aide
key-watch-q-ctrl-C = quitter (demande d'abord si des modifications ne sont pas enregistrées)
footer-watch-q-ctrl-C = quitter

key-edit-arrows-hjkl = déplacer le curseur
footer-edit-arrows-hjkl = déplacer
key-edit-t-Enter = mettre ou ôter un arbre (ou clic, avec --mouse)
footer-edit-t-Enter = arbre
key-edit-open-close = réduire / agrandir le plateau d'une ligne et d'une colonne
footer-edit-open-close = taille
key-edit-less-more = moins / plus de lézards (p)
footer-edit-less-more = p
key-edit-c = enlever tous les arbres
key-edit-r = semer des arbres au hasard
key-edit-u = annuler la dernière modification
footer-edit-u = annuler
key-edit-s = enregistrer le plateau (dans la forme de son fichier)
footer-edit-s = enregistrer
key-edit-Esc = revenir à la recherche (relancée si le plateau a changé)
footer-edit-Esc = regarder
key-edit-help = cette aide
footer-edit-help = aide
key-edit-q-ctrl-C = quitter (demande d'abord si des modifications ne sont pas enregistrées)
footer-edit-q-ctrl-C = quitter
key-quiz-y-n = sûre / pas sûre (y aussi pour oui)
footer-quiz-y-n = répondre
key-quiz-arrows-hjkl = déplacer le choix de la classe : une cellule, une ligne ou une colonne
footer-quiz-arrows-hjkl = choisir
key-quiz-0minus9 = taper la ligne ou la colonne
key-quiz-Enter = répondre avec le choix
footer-quiz-Enter = répondre
key-quiz-s-Space = révéler sans répondre (non compté)
footer-quiz-s-Space = révéler
key-quiz-Esc-Backspace = sortir de la question en reculant d'un pas
footer-quiz-Esc-Backspace = retour
key-quiz-w = désactiver le quiz
key-quiz-l = langue (dans une question oui / non ou de ligne)
key-quiz-help = cette aide
footer-quiz-help = aide
key-quiz-q-ctrl-C = quitter (demande d'abord si des modifications ne sont pas enregistrées)
footer-quiz-q-ctrl-C = quitter

## The help's words: each term the narration uses, and what it means

word-scan = parcours
word-scan-means = le backtracking décide les cellules colonne par colonne, de haut en bas ; la cellule qu'il décide est le curseur
word-counter = compteur
word-counter-means = chaque ligne, colonne, diagonale et anti-diagonale vaut +1 (un lézard voit le long d'elle), -1 (un arbre masque ce lézard) ou 0
word-mask = masquer
word-mask-means = un arbre cache les lézards derrière lui : ses droites à +1 valent -1 au-delà (démasquer : défait au retour)
word-branch = branche
word-branch-means = un choix (un lézard ici, ou aucun) et tout ce qui est exploré après lui
word-backtrack = backtracking
word-backtrack-means = une branche ne mène à rien : retirer le dernier lézard et essayer la cellule vide
word-pruned = élagué
word-pruned-means = une branche est coupée avant d'être explorée, parce qu'un compte prouve que les lézards restants ne tiennent pas
word-bound = borne
word-bound-means = le compte qui le prouve : combien de lézards le reste du plateau peut contenir au plus (c monte les bornes)
word-segment = segment
word-segment-means = une suite de cellules libres le long d'une ligne, colonne, diagonale ou anti-diagonale, entre des arbres ou le bord : deux lézards sur un même segment se voient, il en contient donc un au plus
word-free-cell-ahead = cellule libre devant
word-free-cell-ahead-means = une cellule que le parcours n'a pas encore passée, sans arbre, qu'aucun lézard ne voit : là où les lézards restants peuvent encore aller
word-knot = grappe
word-knot-means = quelques cellules proches (sur deux lignes et deux colonnes) qui se voient toutes par des droites différentes, comme un bloc 2 x 2 : elle peut contenir un lézard au plus
word-weights = poids
word-weights-means = un nombre sur chaque segment et chaque grappe, choisi une fois pour tout le plateau, que la borne des poids additionne (voir Bornes)
word-search-tree = arbre de recherche
word-search-tree-means = toutes les branches essayées, dessinées en arbre : la racine est le plateau vide, chaque niveau une décision de plus
word-queue = file
word-queue-means = BFS garde les plateaux qu'il doit encore voir dans une file, les plus anciens d'abord
word-level = niveau
word-level-means = les plateaux de BFS qui ont autant de cellules décidées ; tout un niveau attend dans la file avant le suivant
word-attacking-pair = paire attaquante
word-attacking-pair-means = deux lézards qui se voient ; le recuit déplace des lézards jusqu'à ce qu'il n'y en ait plus
word-temperature = température
word-temperature-means = T, la disposition du recuit à empirer les choses un moment : haute au début, plus basse à mesure qu'il refroidit
word-metropolis-rule = règle de Metropolis
word-metropolis-rule-means = un coup qui ajoute d paires attaquantes est accepté avec la probabilité exp(-d / T) ; un coup qui n'en ajoute pas l'est toujours
word-uphill = montée
word-uphill-means = un coup qui ajoute des paires attaquantes : accepté seulement par la règle de Metropolis, pour sortir d'une impasse
word-greedy-start = départ glouton
word-greedy-start-means = le premier plateau du recuit : chaque lézard sur la cellule de sa ligne que les autres attaquent le moins
word-conflict-set = ensemble de conflits
word-conflict-set-means = pour une colonne, les colonnes précédentes dont les lézards attaquaient ses cellules : les raisons de son échec
word-internal-dead-end = impasse interne
word-internal-dead-end-means = une colonne épuisée après un saut en arrière : son ensemble ne dit plus pourquoi, on recule donc d'une colonne
word-culprit = coupable
word-culprit-means = le lézard qu'un backjump retire : le plus récent de l'ensemble de conflits de l'impasse
word-undecided = indécis
word-undecided-means = un budget (temps, pas, taille de file) s'est épuisé avant une réponse : rien n'est prouvé

## The help's bounds: how each counts

bound-story-seed = Le test de l'article lui-même. À la fin d'une colonne qui n'a reçu aucun lézard, quand aucun arbre n'est dans cette colonne ni à sa droite : chaque colonne restante peut contenir un lézard au plus, donc s'il reste plus de lézards à placer que de colonnes, la branche est coupée.
bound-story-segments = Chaque lézard encore à placer veut un segment de ligne et un segment de colonne à lui, vides et devant le parcours. S'il reste moins de tels segments de ligne (ou de colonne) que de lézards, la branche est coupée. Tenu à jour sans coût à chaque pas.
bound-story-matching = r×c : les cellules libres devant doivent contenir les lézards restants sans deux sur un même segment de ligne ou de colonne. Le plus qu'elles peuvent contenir se trouve en appariant segments de ligne et segments de colonne par les cellules libres (un couplage maximum) ; c'est aussi le plus petit nombre de segments qui contiennent toutes les cellules libres devant, ceux que nomme la narration. d×a : de même avec les segments de diagonale et d'anti-diagonale. 4way, poids et grappes : les segments des quatre sortes et les grappes contiennent chacun un lézard au plus. Donnez un poids à chacun ; les lézards qui tiennent sont au plus la somme des poids de ceux qui ont encore une cellule libre, plus, pour chaque cellule libre, ce qui manque à ses poids pour faire 1. Tous les poids donnent une borne juste ; de bons poids sont trouvés une fois, au départ.
bound-story-memo = Mémoire : en haut d'une colonne, ce que le reste de la recherche peut faire ne dépend que des cellules de cette colonne que les lézards déjà placés voient, et selon quelles droites. Quand la recherche sous un tel haut de colonne échoue, on s'en souvient ; y revenir, vu de la même façon ou selon une droite de plus (ce qui ne laisse pas plus de place), avec autant de lézards ou plus à placer, est coupé.
bound-story-auto = Ce qu'utilisent solve, count et max : memo sur les plateaux avec arbres, segments sur ceux sans (là, les bornes plus fortes coûtent plus de temps qu'elles n'en font gagner).

## The help overlay

help-title = {" "}touches et légende{" "}
help-watching = Regarder
help-editing = Éditer (e)
help-quiz = Répondre au quiz (w)
help-on-grid = Sur la grille
help-cursor = inversé : le curseur du parcours (la cellule à décider)
help-tiles = Sur les cellules de 5 x 3 et plus, chaque état est une forme qui remplit la cellule : { $lizard } un losange, { $tree } une couronne sur un tronc, { $seen } des hachures, { $rejected } une croix, { $taken } un losange creux, { $free } une case nue ; des crochets { $corners } dans ses coins marquent le curseur.
help-shaded = ombré : les quatre droites qui passent par le curseur
help-underlined = souligné : les quatre droites qui passent par le curseur
help-counters =
    compteurs : +1 un lézard surveille la droite, -1 un arbre la masque,
      0 rien encore ; inversé : vient de changer. Sûre : les quatre <= 0.
help-in-log = Dans le journal
help-bounds = Bornes (c les monte ; chacune s'ajoute à la précédente)
help-words = Les mots de la narration
help-word-head = { $word } :
help-hint-scroll = ↑ ↓ PgPréc PgSuiv défiler, t couleurs, autre touche ferme
help-hint = t couleurs, autre touche ferme

# Les mots du journal des événements (narrate::tag).
tag-enter = entre
tag-mask = masque
tag-unmask = démasque
tag-place = pose
tag-reject = refus
tag-unmark = retire
tag-add = ajout
tag-remove = efface
tag-prune = élague
tag-back = recule
tag-jump = saute
tag-col = col
tag-move = bouge
tag-no-move = reste
tag-anneal = recuit
tag-dequeue = défile
tag-level = niveau
tag-solution = SOLUTION
tag-done = fin
tag-found = trouvé
tag-exhausted = épuisé
tag-cancelled = annulé
tag-gaveup = abandon
tag-cells = cellules

log-enter = le parcours arrive ligne 2, colonne 4
log-place = un lézard y va : ses quatre droites valent +1
log-reject = pas sûre : sa ligne, diagonale, anti-diagonale valent +1
log-mask = un arbre masque les lézards derrière lui sur ces droites
log-unmask = la même chose défaite au retour
log-unmark = backtracking : le lézard est retiré
log-add = BFS, recuit : un lézard dessiné pour le plateau montré
log-remove = BFS, recuit : un lézard effacé pour le plateau montré (sans backtracking)
log-prune = 5 lézards restants, place pour 4 : la branche est coupée
log-bound-tags = la borne qui a coupé (voir Bornes plus bas)
log-prune-cells = BFS : 4 restants, 3 cellules sans arbre d'ici à la fin
log-dequeue = BFS sort un plateau de sa file : 5 cellules décidées, 12 attendent
log-level = BFS a fini le niveau 5 : 40 plateaux attendent au niveau 6
log-anneal = recuit : 3 paires attaquantes à la température 0,45
log-move = un lézard va en (2, 3) : une paire attaquante de moins
log-no-move = un coup proposé et refusé par la règle de Metropolis
log-jump = backjump à la colonne la plus récente de l'ensemble de conflits
log-back = une impasse interne recule d'une colonne
log-lines = ligne, colonne, diagonale (r-c), anti-diagonale (r+c)
log-misstated = un programme rejoué ou observé a écrit autre chose : le plateau est affiché, la narration dit ce qu'il a écrit
log-solution = les p lézards sont placés
log-done = la fin : trouvé, épuisé, annulé, abandon (indécis)

## BFS's queue and annealing's energy (Tab)

frontier-level = niveau
frontier-waiting = en attente
frontier-widest = au plus
frontier-boards = { $n ->
        [one] { $n } plateau
       *[other] { $n } plateaux
    }
frontier-dfs = DFS garderait { $n ->
        [one] { $n } décision
       *[other] { $n } décisions
    } sur sa pile
frontier-per-level = plateaux par niveau, { $first }–{ $last } (au plus { $most }) :
frontier-bytes = { $size } { $unit ->
        [b] o
        [kib] Kio
        [mib] Mio
       *[gib] Gio
    }
energy-energy = énergie
energy-pairs = { $n ->
        [one] { $n } paire attaquante
       *[other] { $n } paires attaquantes
    }
energy-not-set = pas encore fixée
energy-taken = acceptés
energy-percent = { $n } %
energy-uphill = montées
energy-restarts = reprises
energy-top = T (max { $top })
energy-move = coup
energy-pairs-axis = paires

## More messages the footer shows

status-stopped-at-solution = arrêt à la solution { $solution } (p : ne plus s'arrêter aux solutions)
status-search-ended = la recherche s'est terminée avant cela
replay-misstated = Le programme a écrit { $field } { $said } ici ; le plateau dit { $board }, comme affiché.
replay-misstated-lines = Le programme a nommé { $said } ici ; le plateau montre { $board }, comme l'écran.
replay-misstated-total = { $count ->
        [one] Un événement du programme disait du plateau ce qu'il ne montre pas, à l'événement { $first }
       *[other] { $count } événements du programme disaient du plateau ce qu'il ne montre pas, le premier à l'événement { $first }
    } (g { $first } Entrée).
status-annealing-no-backtrack = le recuit ne revient jamais en arrière : il déplace un lézard à la fois (→ avance, n va à une solution)
status-bfs-no-backtrack = le parcours en largeur ne revient jamais en arrière : il prend des plateaux entiers dans sa file, niveau par niveau (→ avance, n va à une solution)
status-no-earlier-since = { $what ->
        [solution] aucune solution
       *[backtrack] aucun backtracking
    } plus tôt depuis l'événement { $event } (l'historique plus ancien a été oublié)
status-no-earlier = { $what ->
        [solution] aucune solution
       *[backtrack] aucun backtracking
    } plus tôt : on reste à l'événement { $event }
status-whole-board = tout le plateau est visible
status-edit-keys-only = en édition seules les touches d'édition marchent (? les liste) : Échap revient à la recherche
status-speed-fastest = déjà à la vitesse la plus rapide (max)
status-speed-slowest = déjà à la vitesse la plus lente
status-panned = la vue reste ici : f suit de nouveau le parcours
status-compact-on = cellules compactes (z pour de grandes)
status-no-colour = NO_COLOR est défini : pas de couleurs à changer (symboles, gras et inverse montrent chaque état)
status-compact-off = grandes cellules là où la fenêtre le permet (z pour des compactes)
status-smallest = le plateau ne peut pas être plus petit
status-largest = l'éditeur agrandit les plateaux jusqu'à { $side } x { $side }
status-nothing-to-undo = rien à annuler
status-saved-as = enregistré sous { $path }
status-saved-as-stdin = enregistré sous { $path } (le plateau venait de l'entrée standard)
status-saved-beside-lesson = enregistré sous { $path } : le plateau du plan de cours reste tel que ses arrêts le demandent
status-saved = { $path } enregistré
status-click-to-edit = un clic met ou ôte un arbre en mode édition : appuyez sur e
status-changed-on-disk = { $path } a changé sur le disque depuis son ouverture : s à nouveau l'écrase
status-gone-from-disk = { $path } a été supprimé ou déplacé depuis son ouverture : s à nouveau le réécrit
status-not-saved = impossible d'enregistrer { $path } : { $error }
status-nothing-to-save = aucune modification à enregistrer (e édite le plateau)
status-edit-key-in-watch = { $key } édite le plateau : appuyez d'abord sur e (Échap revient)
status-not-saved-copy = impossible d'enregistrer { $path } : { $error }. s à nouveau enregistre une copie sous { $copy }
status-saved-copy = copie enregistrée sous { $path } : le fichier du plateau reste tel qu'il était
status-frame-saved = image enregistrée sous { $path } (et .txt)
status-frame-not-saved = impossible d'enregistrer l'image dans { $path } : { $error }

## Ce que le système a répondu quand un fichier n'a pu être écrit ou lu.
os-error-permission-denied = permission refusée (erreur système { $code })
os-error-not-found = fichier ou dossier introuvable (erreur système { $code })
os-error-read-only-filesystem = le disque est monté en lecture seule (erreur système { $code })
os-error-storage-full = le disque est plein (erreur système { $code })
os-error-quota-exceeded = le quota du disque est épuisé (erreur système { $code })
os-error-is-a-directory = c'est un dossier (erreur système { $code })
os-error-not-a-directory = une partie du chemin n'est pas un dossier (erreur système { $code })
os-error-already-exists = il existe déjà (erreur système { $code })
os-error-file-too-large = le fichier est trop gros (erreur système { $code })
os-error-invalid-filename = ce nom n'est pas valide ici (erreur système { $code })
os-error-read-only-mode = il est en lecture seule (mode { $mode })

## The queens' bitsets and the conflict sets (Tab)

bits-row = ligne { $index }
bits-queen-went = free & -free : ligne { $row }, où le lézard est allé
bits-lowest = free & -free : ligne { $row }, la première ligne libre
bits-none = free = 0 : plus de ligne : backtracking
bits-asked = free & -free : ligne ?, le quiz la demande
bits-title = {" "}bits à la colonne { $column }{" "}
conflicts-step-back = impasse interne : une colonne en arrière
conflicts-latest = la plus récente de { $set }
conflicts-jump = c{ $from } { $arrow } c{ $to } : { $why }

## What the title calls a board without a file

source-demo = plateau démo
source-empty = plateau vide
source-random = plateau au hasard, graine { $seed }
source-stdin = entrée standard
status-one-panel = { $algorithm } n'a qu'un panneau à côté de son code, et les deux sont à l'écran

## The quiz (w, --quiz)

quiz-on = quiz activé : l'application s'arrête avant chaque décision et interroge la classe (w : quiz désactivé)
quiz-off = quiz désactivé
quiz-nothing-to-ask = quiz activé, mais le recuit lance des dés : rien à prédire (a change d'algorithme)
quiz-backed-out = retour en arrière, hors de la question
quiz-not-yes-or-no = ce n'est pas une question par oui ou non : déplacez le ? et appuyez sur Entrée, ou Échap pour quitter la question (puis n va à la solution suivante)
quiz-no-number-safe = pas de nombre à taper ici : appuyez sur o ou n (s montre la réponse)
quiz-no-number-next = pas de nombre à taper ici : déplacez le ? avec les flèches puis Entrée (s montre la réponse)
quiz-past-rows = les lignes vont de 0 à { $last } : { $typed } est hors du plateau, le choix est donc { $last }
quiz-past-columns = les colonnes vont de 0 à { $last } : { $typed } est hors du plateau, le choix est donc { $last }
quiz-waits-safe = la question attend o ou n : s ou Espace montre la réponse et continue, Échap revient en arrière
quiz-waits-pick = la question attend un choix : déplacez le ? puis Entrée (s ou Espace montre la réponse et continue)
quiz-l-moves-pick = l déplace le choix dans cette question, comme → ; pour changer de langue, Échap puis l
quiz-answered = la question a sa réponse : → ou Espace continue jusqu'à la suivante
quiz-answered-n = la question a sa réponse : → ou Espace continue jusqu'à la suivante (n à nouveau va à la solution suivante)
quiz-no-question = aucune question n'est ouverte : → ou Espace continue jusqu'à la suivante
quiz-score = quiz { $right }/{ $asked }
quiz-ask-safe = Quiz : { $cell } est-elle sûre ? Appuyez sur o (oui) ou n (non).
quiz-ask-next = Quiz : où va le prochain lézard ? Déplacez le ? de la grille avec les flèches (il est en { $pick }) puis appuyez sur Entrée.
quiz-ask-row = Quiz : dans la colonne { $col }, quelle ligne prend le prochain lézard (free & -free, la première ligne libre du masque de bits) ? Déplacez le ? avec les flèches (il est ligne { $pick }) ou tapez le numéro, puis Entrée.
quiz-ask-jump = Quiz : la colonne { $from } est une impasse. Où le saut arrive-t-il ? Déplacez le ? sur la colonne (il est en { $pick }) et appuyez sur Entrée.
quiz-ask-jump-internal = Quiz : la colonne { $from } est une impasse interne : elle est épuisée après un saut en arrière. À quelle colonne la recherche revient-elle ? Déplacez le ? sur la colonne (il est en { $pick }) et appuyez sur Entrée.
quiz-right = Juste ! { $why }
quiz-wrong = Faux : { $what } { $why }
quiz-revealed = Réponse : { $why }
quiz-queued = { $cell } est sûre : aucune droite qui la traverse ne vaut +1, donc le plateau avec un lézard à cet endroit entre dans la file d'attente.
quiz-why-tree = { $cell } porte un arbre.
quiz-why-taken = { $cell } en porte déjà un.
quiz-why-passed = le parcours est déjà passé par { $cell }.
quiz-why-first = le parcours arrive en { $cell } avant { $pick }.
quiz-why-seen = le lézard en { $lizard } voit { $cell } le long de la colonne { $col }, donc le parcours descend plus bas sans la tester.
quiz-why-column-taken = le lézard en { $lizard } occupe déjà la colonne { $col }, donc { $cell } n'est jamais essayée : un lézard par colonne, et la recherche passe à la colonne { $next }.
quiz-why-not-cell = pas { $cell }.
quiz-why-lower-row = la ligne { $row } est libre et vient avant (les lignes se comptent depuis le haut), et free & -free garde la première ligne libre.
quiz-why-lower-row-taken = la ligne { $pick } n'est pas libre : un lézard tient { $line ->
        [row] sa ligne
        [column] sa colonne
        [diagonal] sa diagonale
       *[anti-diagonal] son anti-diagonale
    } ; la ligne { $row } est libre et vient avant, et free & -free garde la première ligne libre.
quiz-why-not-a-row = la ligne { $pick } n'est pas parmi les lignes qui restent à essayer.
quiz-why-not-column = pas la colonne { $col }.
quiz-why-safe = vous avez répondu qu'elle n'est pas sûre, mais aucune droite passant par { $cell } ne vaut +1 : { $readings }.
quiz-reading = { $line } vaut { $value }
quiz-said-safe = vous avez répondu qu'elle est sûre.
quiz-said-unsafe = vous avez répondu qu'elle n'est pas sûre.

## Going to an event (g), bookmarks (m ')

goto-target = { $kind ->
        [solution] la solution { $k }
        [backtrack] le backtracking { $k }
       *[event] l'événement { $k }
    }
goto-not-a-place = { $typed } n'est pas un endroit : donnez un numéro d'événement, s3 pour la solution 3 ou b12 pour le backtracking 12
goto-count-from-1 = solutions et backtrackings se comptent à partir de 1
goto-prompt = aller à : { $typed }_  (un événement ; s3 solution 3 ; b12 backtracking 12 ; Échap annule)
goto-stray = aller à : { $typed }_  ({ $key } ne fait pas partie d'un endroit : des chiffres, s ou b ; Échap annule)
goto-bookmark-removed = marque de l'événement { $event } ôtée
goto-bookmark-set = marque { $k } sur { $count } posée à l'événement { $event } (' va à la suivante)
goto-no-bookmarks = pas encore de marque : m en pose une à l'événement affiché
goto-bookmarks-forgotten = aucun signet : ils sont partis quand la recherche a changé (a, c ou une édition font d'autres événements) ; m en pose un
goto-bookmark = marque { $k } sur { $count } : événement { $event }
goto-let-go = { $target } n'est plus gardé, et un programme en direct ne peut pas être relancé : l'historique commence à l'événement { $start }
goto-ends-before = { $kind ->
        [solution] la recherche finit à l'événement { $end } avec { $count } { $count ->
            [one] solution
           *[other] solutions
        } : il n'y a pas de solution { $k }
        [backtrack] la recherche finit à l'événement { $end } après { $count } { $count ->
            [one] backtracking
           *[other] backtrackings
        } : il n'y a pas de backtracking { $k }
       *[event] la recherche finit à l'événement { $end } : il n'y a pas d'événement { $k }
    }

## Lesson plans (--lesson)

lesson-none = pas de plan de cours : ouvrez-en un avec lizards --lesson plan.toml (voir le README)
lesson-first-stop = c'est le premier arrêt (1 sur { $count })
lesson-last-stop = c'est le dernier arrêt ({ $count } sur { $count })
lesson-stop = Arrêt { $k } sur { $count } : { $caption }
lesson-back = retour à la recherche de la leçon : { $algorithm }, borne { $bound }
lesson-board-edited = les arrêts de la leçon sont sur son propre plateau : remettez le plateau comme il était (e) pour la reprendre

## The search tree panel

tree-title = arbre de recherche : { $nodes ->
        [one] { $nodes } nœud
       *[other] { $nodes } nœuds
    }
tree-title-by-depth = arbre de recherche par profondeur (plus de { $cap } nœuds)
tree-title-by-depth-short = arbre de recherche par profondeur
tree-pruned = { $cell } élagué
tree-jump-from = {" "}saut depuis c{ $col }
tree-solution = {" "}{ $star } solution
tree-root = racine
tree-lines-hidden = { $up } { $count } lignes non affichées
tree-depths-above = { $up } { $count ->
    [one] profondeur
   *[other] profondeurs
} { $range } au-dessus
tree-depths-below = { $down } { $count ->
    [one] profondeur
   *[other] profondeurs
} { $range } en dessous
tree-depth = prof.
tree-nodes = placés
tree-rejected = rejets
tree-prunes = élag.
tree-jumps = sauts

## The race screen (lizards race, or R in the app)

race-title = {" "}course de lizards{" "}
race-board = { $n } x { $n }, { $trees ->
        [one] { $trees } arbre
       *[other] { $trees } arbres
    }, p = { $p }
race-board-open = { $n } x { $n }, p = { $p }
race-pace-events = par événements
race-pace-work = par travail (placements)
race-pace-work-short = par travail
race-finished = terminée
race-running = jusqu'à la fin
race-playing = en cours
race-paused = en pause
race-done = fini
race-events = événements { $events }  solutions { $solutions }
race-timing = chronométrage de chaque recherche seule...
race-column-placements = placements
race-column-backtracks = retraits
race-column-backjumps = sauts
race-column-prunes = élagages
race-column-nodes = nœuds
race-column-time = temps
race-column-outcome = issue
race-not-timed = non chronométré
race-seconds = { $seconds } s
race-milliseconds = { $ms } ms
race-outcome-found = trouvée
race-outcome-exhausted = épuisée
race-outcome-cancelled = annulée
race-outcome-gave-up = abandon
race-outcome-illegal = illégale
race-keys-title = {" "}touches de la course{" "}
race-keys-close = {" "}une touche pour fermer{" "}
race-footer-more = autres touches
race-footer-play = lecture
race-footer-pause = pause
race-key-play = lancer / mettre en pause les deux recherches
race-footer-step = pas
race-key-step = un pas en avant / en arrière (un événement, ou un placement par travail)
race-footer-pace = cadence
race-key-pace = avancer par événements / par travail (chaque côté jusqu'à son placement suivant)
race-footer-end = jusqu'à la fin
race-key-end = mener chaque recherche jusqu'à une solution ou jusqu'au bout de ses essais
race-footer-speed = vitesse
race-key-speed = plus vite / plus lentement
race-footer-colours = couleurs
race-key-colours = couleurs claires / sombres
race-footer-language = langue
race-key-language = langue : anglais, français, chinois (--lang)
race-footer-save = enregistrer
race-key-save = enregistrer cet écran pour des diapositives (.svg et .txt)
race-footer-keys = touches
race-key-keys = cette liste
race-footer-quit = quitter
race-footer-back = retour
race-key-quit = quitter la course (retour à l'application si R l'a ouverte)
status-no-race = pas de course : { $error }

## replay, watch, referee and fit reasons

replay-stream-stops = Le flux s'arrête : { $reason }. Le plateau montre le dernier événement lu.
replay-referee-stops = L'arbitre arrête le flux à l'événement { $event } (ligne { $line } du flux) : { $reason }. Le plateau le montre juste avant ; les cellules marquées sont celles en cause.
replay-malformed = ligne { $line } du flux, colonne { $column } : { $detail }
protocol-line-reads = { $reason } ; la ligne contient { $text }
protocol-cut-line = la ligne s'arrête au milieu de son JSON (un crochet ou un guillemet resté ouvert ?)
protocol-bare-word = un mot nu : JSON écrit le texte entre guillemets doubles, et seuls true, false et null s'en passent (les messages d'un programme, affichages de débogage compris, vont sur sa sortie d'erreur)
protocol-not-json = pas du JSON : une valeur commence par un guillemet double, un chiffre, -, [, {"{"}, true, false ou null (les messages d'un programme, affichages de débogage compris, vont sur sa sortie d'erreur)
protocol-key-not-string = une clé s'écrit entre guillemets doubles
protocol-trailing-comma = une virgule avant un crochet fermant, ce que JSON n'admet pas
protocol-trailing-characters = encore du texte après la fin du JSON : un événement par ligne
protocol-second-header = un second en-tête : un flux n'en a qu'un, sur sa première ligne
protocol-no-event-field = une ligne d'événement a besoin d'un champ "event"
protocol-event-not-named = le champ "event" nomme l'événement entre guillemets droits ("place", "remove", ...)
protocol-not-an-object = chaque ligne est un objet JSON entre accolades, {"{"}"event": "place", ...{"}"} (la première : l'en-tête, {"{"}"lizards": 1, ...{"}"})
protocol-empty-no-header = le flux est vide : il doit commencer par sa ligne d'en-tête
protocol-empty-no-event = le flux est vide : pas un événement, ni un en-tête
replay-unreadable = impossible de lire le flux : { $error }
replay-fail-checking = Le programme dit qu'aucun placement n'existe (fail) : l'arbitre cherche sur le plateau pour le vérifier, jusqu'à { $seconds } s.
replay-fail-said = Le programme dit qu'aucun placement de { $lizards ->
        [one] { $lizards } lézard
       *[other] { $lizards } lézards
    } n'existe (fail).
replay-fail-unchecked = L'arbitre n'a pas pu vérifier ce fail en { $seconds } s : il n'a trouvé aucun placement sans prouver qu'il n'en existe pas ; le fail n'est que la parole du programme.
replay-unnamed-solver = votre solveur
replay-unfinished = le flux finit avant sa recherche, sans ligne solution, fail ni done (un programme arrêté trop tôt, ou un enregistrement coupé)
replay-program-other-header = le programme, relancé, a écrit un autre en-tête ({ $stderr })
replay-program-not-run-again = le programme n'a pas pu être relancé : { $error } ({ $stderr })
replay-program-failed = le programme s'est terminé avec le code de sortie { $code } après son dernier événement ({ $stderr })
replay-program-bad-line = ligne { $line } du flux, colonne { $column } : { $detail } ({ $stderr })
replay-program-signal = le programme a été arrêté par un signal après son dernier événement ({ $stderr })
replay-program-file-limit = le programme a écrit plus de 64 Mio dans un fichier, le plus qu'il peut, et a été arrêté après son dernier événement ({ $stderr })
replay-program-stderr-in = sa sortie d'erreur est dans { $file }
replay-program-stderr-in-last = sa sortie d'erreur est dans { $file } ; sa dernière ligne : { $last }
replay-program-stderr-none = il n'a rien écrit sur sa sortie d'erreur
watch-waiting = En attente du programme : il tourne, et tout ce qu'il a écrit est affiché. Sa sortie d'erreur va dans { $stderr } ; q quitte et l'arrête.
status-replay-as-written = un replay joue son enregistrement tel quel : ouvrez le plateau lui-même pour le modifier, changer d'algorithme ou de borne
status-watch-as-written = un programme observé se joue tel qu'il écrit : ouvrez le plateau lui-même pour le modifier, changer d'algorithme ou de borne
status-watch-no-race = un programme observé n'est pas lancé deux fois : enregistrez sa sortie dans un fichier, ouvrez-le avec lizards replay FICHIER et appuyez sur R
referee-off-board = un événement tente { $doing ->
        [place] de placer un lézard
        [remove] de retirer un lézard
        [move] de déplacer un lézard
       *[name] de nommer une cellule
    } en { $cell }, hors du plateau { $n } x { $n } (lignes et colonnes de 0 à { $last })
referee-column-off-board = un saut en arrière nomme la colonne { $col }, hors du plateau { $n } x { $n }
referee-on-tree = { $doing ->
        [move] un lézard déplacé en { $cell }, sur un arbre
       *[place] un lézard placé en { $cell }, sur un arbre
    }
referee-on-lizard = { $doing ->
        [move] un lézard déplacé en { $cell }, où il y a déjà un lézard
       *[place] un lézard placé en { $cell }, où il y a déjà un lézard
    }
referee-seen = { $doing ->
        [move] un lézard déplacé en { $cell }
       *[place] un lézard placé en { $cell }
    }, où le lézard en { $other } le voit le long de { $line ->
        [row] la ligne
        [column] la colonne
        [diagonal] la diagonale
       *[anti-diagonal] l'anti-diagonale
    } : aucun arbre ne les sépare
referee-no-lizard = { $doing ->
        [move] un déplacement depuis { $cell }, où il n'y a pas de lézard
       *[remove] un retrait en { $cell }, où il n'y a pas de lézard
    }
referee-count = une solution avec { $lizards ->
        [one] { $lizards } lézard
       *[other] { $lizards } lézards
    } sur le plateau, alors que p = { $p }
referee-see-each-other = une solution où les lézards en { $cell } et en { $other } se voient le long de { $line ->
        [row] la ligne
        [column] la colonne
        [diagonal] la diagonale
       *[anti-diagonal] l'anti-diagonale
    }
referee-fail-but-fits = un échec (la recherche a fini sans placement), alors que { $p ->
        [one] { $p } lézard tient
       *[other] { $p } lézards tiennent
    } sur ce plateau, par exemple en { $example }
referee-fail-but-none = un échec (la recherche a fini sans placement), alors que p = 0 : zéro lézard tient toujours, sur le plateau vide
referee-found-without-solution = le flux se termine en disant avoir trouvé un placement, mais aucune solution n'est venue avant
referee-repeated-solution = une solution de nouveau sur le plateau de la précédente, sans lézard posé ni retiré depuis : le même placement serait compté deux fois
referee-same-placement = le même placement que la solution { $solution }, atteint à nouveau dans un autre ordre : chaque placement est une seule solution, comptée une fois
referee-after-end = un événement après la ligne done ou fail qui a terminé la recherche : rien ne peut la suivre
unfit-trees = { $algorithm } résout le problème des N reines : il lui faut un plateau sans arbre (celui-ci en a { $count })
unfit-not-queens = { $algorithm } résout le problème des N reines : il lui faut p = n (ici n = { $n }, p = { $p })
unfit-too-big = { $algorithm } garde ses ensembles dans des mots machine : n doit valoir au plus { $max }
status-unfit-back = { $why } : retour à backtrack
status-fits-others = { $count ->
        [one] { $names } convient
       *[other] { $names } conviennent
    } à ce plateau ; { $why }
status-p-range = p reste entre 0 et { $cells } (les cellules)
status-p-lowered = p vaut { $to } maintenant, non plus { $from } : le plateau a { $cells } { $cells ->
        [one] cellule
       *[other] cellules
    } (u annule)
status-p-back = p vaut { $to } maintenant, non plus { $from } : le plateau a de nouveau la place, jusqu'aux { $asked } demandés (u annule)

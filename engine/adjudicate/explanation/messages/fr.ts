// Catalogue français des explications, en syntaxe Project Fluent (https://projectfluent.org).
// Vocabulary of the 2000 rulebook: soutien bloqué (not "coupé"), démobiliser (not "dissoudre"),
// battre en retraite, statu quo. Places arrive with their grammar (each board's data/grammar-fr.json):
// $p is the name as on the map, $p-def "la mer du Nord", $p-in "dans la mer du Nord",
// $p-from "de la mer du Nord", $p-to "à la mer du Nord" (so "jusqu'{ $p-to }" reads "jusqu'au Danemark").

export const FR_MESSAGES = String.raw`
## Plumbing

plain = { $text }

## Units in prose, as the 2000 book names them after "de" or "que": "le soutien de l'armée de Silésie"

unit-def = { $type ->
    [A] l'armée
   *[F] la flotte
  } { $from }
unit-de = de { unit-def }

## Places: the preposition and the article each province takes

place-def = { $article ->
    [les] les { $bare }
    [le] le { $bare }
    [la] la { $bare }
    [l] l'{ $bare }
   *[none] { $bare }
  }
place-in = { $prep ->
    [a] à { $bare }
    [au] au { $bare }
    [aux] aux { $bare }
    [en] en { $bare }
   *[dans] dans { place-def }
  }
place-from = { $prep ->
    [au] du { $bare }
    [aux] des { $bare }
    [dans] { place-de-def }
    [en] { $kind ->
        [sea] { place-de-def }
       *[land] { place-de }
      }
   *[a] { place-de }
  }
place-de = { $vowel ->
    [yes] d'{ $bare }
   *[no] de { $bare }
  }
place-de-def = { $article ->
    [le] du { $bare }
    [la] de la { $bare }
    [l] de l'{ $bare }
   *[none] { place-de }
  }
place-to = { $article ->
    [les] aux { $bare }
    [le] au { $bare }
    [la] à la { $bare }
    [l] à l'{ $bare }
   *[none] à { $bare }
  }

## Powers: every power's French name is feminine (la France, l'Allemagne)

power-def = { $vowel ->
    [yes] l'{ $bare }
    [none] { $bare }
   *[no] la { $bare }
  }
power-from = { $vowel ->
    [yes] de l'{ $bare }
    [none] de { $bare }
   *[no] de la { $bare }
  }

## Convoy routes

route-no-fleet = aucune flotte n'a reçu l'ordre de la convoyer
route-incomplete = les flottes qui convoient ({ $fleets }) tiennent leur position, mais ne forment pas de chaîne de mers jusqu'{ $dest-to }
route-broken = le convoi est rompu, car { $fleets }
fleet-dislodged = { $fleet } est délogée
fleet-dislodged-by = { $fleet } est délogée par { $by }
fleet-paradox = { $fleet } est prise dans un paradoxe de convoi, et selon la règle de secours son convoi échoue

## Moves

move-not-carried = échoue, elle n'est pas transportée : { $why } ; l'armée reste sur place
move-circular = réussit : les unités tournent en cercle, chacune prend la place de la suivante
move-unopposed = réussit : { $attack } contre 0, aucune unité ne tient { $dest-def } ni n'y entre{ $sup }{ $route }
move-succeeds = réussit : { $attack } contre { $against }{ $sup }{ $beat }{ $silenced }{ $route }
supported-by = {" "}(soutenue par { $units })
beating = , l'emportant sur { $units }
silenced = {" "}; { $units } { $count ->
    [one] n'a
   *[other] n'ont
  } aucun effet sur { $dest-def } : { $count ->
    [one] elle est délogée
   *[other] elles sont délogées
  } par l'unité qui en vient (règle 11)
move-own-unit = échoue : { $unit } reste en place{ $ownMove }, et sa force de { $attack } ne peut pas déloger une unité de sa propre nation (règle 12){ $also }
own-move-failed = {" "}(son propre mouvement vers { $to-def } a échoué)
move-head-to-head = échoue : { $attack } contre { $against } dans un face-à-face avec { $unit } - { $from }{ $sup }{ $silenced }
move-standoff = échoue : { $attack } contre { $against }, statu quo avec { $movers }{ $still }
move-prevented = échoue : { $attack } contre { $against }, repoussée par { $movers }{ $still }
mover = { $unit } - { $dest }{ $sup }
move-blocked = échoue : { $attack } contre { $against }, { $holder } reste en place{ $ownMove }{ $sup }{ $note }
move-blocked-empty = échoue : { $attack } contre { $against }, { $dest-def } reste vide
own-support-void = {" "}; le soutien { $units-de } ne compte pas contre une unité de sa propre nation (règle 12)

## Supports

support-given = donné ({ $notes }){ $effect }
not-attacked = l'unité qui soutient n'est pas attaquée
not-cut-from-target = non bloqué par { $unit } : l'attaque vient de la province visée par le soutien
not-cut-own-power = non bloqué par { $unit } : une nation qui attaque sa propre unité ne bloque pas son soutien
not-cut-no-path = non bloqué par { $unit } : son convoi n'est pas arrivé
not-cut-convoy-own = non bloqué par { $unit } : une armée convoyée ne bloque pas un soutien dirigé contre une flotte de son propre convoi
effect-hold = {" "}; il ajoute 1 à la défense { $unit-de }
effect-move = {" "}; il ajoute 1 à l'attaque { $unit } - { $dest }
effect-own-power = , mais il ne compte pas : il appuie une attaque contre { $unit }, une unité de sa propre nation (règle 12)
effect-own-power-contests = , mais il ne peut pas aider à déloger { $unit }, une unité de sa propre nation (règle 12) ; il ajoute pourtant 1 à { $mover } pour disputer { $dest-def } à { $rivals }
effect-not-carried = , mais { $unit } n'est pas transportée jusqu'{ $dest-to } : il n'ajoute rien
support-cut = bloqué par { $unit } - { $from }{ $route }
support-cut-dislodged = bloqué, car l'unité qui soutient est délogée par { $unit }{ $fromTarget }

## Convoys

convoy-paradox = rompu : paradoxe de convoi ; selon la règle de secours (Szykman), le convoi échoue et l'armée reste sur place{ $dislodged }
convoy-dislodged = rompu : la flotte est délogée par { $unit }
convoy-no-army = la flotte tient sa position, mais aucune armée n'emprunte ce convoi
convoy-carries = la flotte tient sa position et transporte { $army } jusqu'{ $dest-to }{ $with }
convoy-with = , { $fleets } la convoyant aussi
convoy-not-carried = la flotte tient sa position, mais { $army } n'est pas transportée : { $why }

## Holds

hold-unattacked = aucune unité ne l'attaque : elle reste { $prov-in }
hold-dislodged = délogée par { $unit } : { $attack } contre { $hold }
hold-stays = reste en place : elle tient avec { $hold } contre { $attackers }
attacker-strength = { $unit } ({ $strength })

## Steps of a movement phase

step-support-cut-title = Le soutien { $unit-de } est bloqué
step-support-stands-title = Le soutien { $unit-de } tient
step-support-text = { $unit } : soutien { $reason }.
step-convoy-open-title = { $army } est convoyée jusqu'{ $dest-to }
step-convoy-broken-title = { $army } n'est pas transportée jusqu'{ $dest-to }
step-convoy-open-text = { $army } dispose d'une route de convoi ouverte jusqu'{ $dest-to }, convoyée par { $fleets }{ $broken }.
route-partly-broken = {" "}(la route par { $fleets } est rompue, mais une route ouverte suffit)
step-convoy-broken-text = { $why }. L'armée reste sur place et n'a aucun effet sur { $dest-def }.
step-attack = { $unit } attaque avec { $attack } et { $result ->
    [succeeds] entre
   *[fails] échoue
  } ({ $reason }).
step-defends = { $unit } se défend avec { $strength } dans le face-à-face.
step-holds = { $unit } tient sa position avec une force de { $strength }{ $sup }.
step-leaves = { $unit } s'en va.
step-stays-empty = { $prov-def } reste vide après le statu quo.
battle-enters = { $prov } : { $unit } y entre
battle-standoff = { $prov } : statu quo, la province reste vide
battle-stays = { $prov } : { $unit } reste en place
battle-nobody = { $prov } : personne n'y entre
step-unopposed-title = Mouvements sans opposition
step-unopposed-text = Personne d'autre ne vise ces provinces vides : { $moves } { $count ->
    [one] réussit
   *[other] réussissent
  }.
unopposed-move = { $unit } - { $dest }
step-dislodged-title = { $unit } est délogée
step-dislodged-text = { $by } déloge { $unit } : une province ne contient qu'une seule unité (règle 2). Elle ne peut battre en retraite ni { $from-in }, d'où vient l'attaque, ni dans une province occupée ou laissée vide par un statu quo. Retraites possibles : { $options }.
no-retreat = aucune, elle sera donc démobilisée
step-dislodged-support = Son soutien est bloqué : une unité délogée ne soutient plus (règle 14).
step-dislodged-convoy = Son convoi échoue : une flotte délogée ne transporte plus d'armée (règle 17).
step-nothing-title = Aucun conflit
step-nothing-text = Aucune unité ne cherche à entrer dans une province occupée ou disputée : tous les { $others ->
    [yes] autres ordres
   *[no] ordres
  } sont exécutés.
step-illegal-title = { $kind ->
    [invalid] { $count ->
        [one] Ordre nul
       *[other] Ordres nuls
    }
    [both] Ordres illégaux et nuls
   *[illegal] { $count ->
        [one] Ordre illégal
       *[other] Ordres illégaux
    }
  }
step-illegal-order = { $reason } ({ $result ->
    [invalid] ordre nul
   *[illegal] ordre illégal
  }{ $holds ->
    [yes] {" "}; { $unit } tient sa position
   *[no] {""}
  }).
step-illegal-order-quoted = { $reason } ({ $result ->
    [invalid] ordre nul
   *[illegal] ordre illégal
  } « { $order } »).

## Retreat phase: order reasons

retreat-unreadable = illisible : le lecteur d'ordres répond « { $message } »
retreat-wrong-kind = seules les retraites et les démobilisations s'ordonnent en phase de retraite
retreat-no-unit = aucune unité délogée { $prov-in }
retreat-foreign = { $unit } appartient à { $owner-def }, pas à { $power-def }
retreat-several = { $unit } a reçu { $count } ordres ; aucun n'est suivi et elle est considérée comme sans ordre
retreat-disband = démobilisée, sur ordre
retreat-hold = une unité délogée ne peut pas tenir sa position ; elle est démobilisée
retreat-closed = ne peut pas battre en retraite { $to-in } : { $why } ; l'unité est démobilisée (provinces ouvertes : { $options })
retreat-moves = bat en retraite { $to-in } : la province est libre et aucune autre unité n'y bat en retraite
retreat-collision = échoue : { $others } { $count ->
    [one] bat
   *[other] battent
  } aussi en retraite { $prov-in } ; toutes sont démobilisées
no-option = aucune

## Why a province is closed to a retreat

closed-occupied = { $prov-def } { $prov-gender ->
    [fp] sont occupées
    [mp] sont occupés
    [m] est occupé
   *[f] est occupée
  } par { $unit }
closed-origin = l'attaque est venue { $prov-from }
closed-standoff = { $prov-def } { $prov-gender ->
    [fp] sont restées vides
    [mp] sont restés vides
    [m] est resté vide
   *[f] est restée vide
  } après un statu quo
closed-unreachable = { $prov-def } { $prov-gender ->
    [fp] ne sont pas adjacentes
    [mp] ne sont pas adjacents
    [m] n'est pas adjacent
   *[f] n'est pas adjacente
  }

## Retreat phase: steps

retreat-step-moves-title = { $unit } bat en retraite { $to-in }
retreat-step-disbanded-title = { $unit } est démobilisée
retreat-step-options = { $unit } doit battre en retraite ou être démobilisée. Provinces ouvertes : { $options }.
retreat-step-closed = Provinces fermées : { $closed }.
retreat-step-nowhere = { $unit } n'a aucune retraite possible.
fate-retreated = Elle bat en retraite { $to-in }.
fate-disbanded = Elle est démobilisée, sur ordre.
fate-unordered = Elle n'a reçu aucun ordre de retraite valable et est démobilisée.
fate-default = Elle n'a reçu aucun ordre de retraite : selon la règle postale par défaut, elle va { $to-in }, la province ouverte la plus proche de ses centres d'origine.
fate-collision = { $others } { $count ->
    [one] bat
   *[other] battent
  } aussi en retraite { $prov-in } : toutes sont démobilisées.

## Supply centres after Fall

centres-title = Des centres changent de mains
centres-none-title = Aucun centre ne change de mains
centres-none = Chaque centre garde son propriétaire : aucune unité ne finit l'année sur un centre qui n'est pas à sa nation.
centre-taken = { $power-def } prend { $prov-def } à { $old-def }.
centre-neutral = { $power-def } prend { $prov-def }, jusque-là neutre.
centres-count = { $power } { $count } { $count ->
    [one] centre
   *[other] centres
  }

## Adjustment phase: order reasons

count-centres = { $centres ->
    [one] { $centres } centre
   *[other] { $centres } centres
  }
count-units = { $units ->
    [one] { $units } unité
   *[other] { $units } unités
  }

adjust-unreadable = illisible : le lecteur d'ordres répond « { $message } »
adjust-wrong-kind = seules les constructions, les démobilisations et les renonciations s'ordonnent en phase d'ajustement
adjust-no-waive = { $power-def } n'a aucune construction à laquelle renoncer
adjust-waived = construction abandonnée : { $power-def } laisse une construction inutilisée
adjust-no-build-due = { $power-def } n'a droit à aucune construction : { count-centres } pour { count-units }
adjust-build = construit { $unit } : centre d'origine { $power-from }, toujours en sa possession et inoccupé
adjust-not-home = { $prov-def } { $prov-gender ->
    [fp] ne sont
    [mp] ne sont
   *[other] n'est
  } pas un centre d'origine { $power-from }
adjust-not-owned = { $prov-def } { $prov-gender ->
    [fp] n'appartiennent
    [mp] n'appartiennent
   *[other] n'appartient
  } plus à { $power-def }
adjust-occupied = { $prov-def } { $prov-gender ->
    [fp] sont occupées
    [mp] sont occupés
    [m] est occupé
   *[f] est occupée
  }
adjust-fleet-inland = une flotte ne peut pas être construite à l'intérieur des terres, { $prov-in }
adjust-needs-coast = une flotte construite { $prov-in } doit préciser sa côte ({ $coasts })
adjust-no-removal-due = { $power-def } n'a aucune unité à démobiliser : { count-centres } pour { count-units }
adjust-no-unit = il n'y a aucune unité { $prov-in }
adjust-foreign-unit = l'unité { $prov-in } appartient à { $owner-def }
adjust-remove = démobilise { $unit } : { $power-def } a { count-units } pour { count-centres }
adjust-same-place = { $count } ordres pour { $prov-def } : aucun n'est exécuté
adjust-too-many-removals = { $power-def } a ordonné { $count } démobilisations pour { $due } dues : aucune n'est exécutée, le désordre civil choisit
adjust-too-many-builds = { $power-def } a ordonné { $count } constructions ou renonciations pour { $due } dues : aucune n'est exécutée

## Adjustment phase: steps

adjust-builds-title = { $power } : { count-centres }, { count-units }, { $count ->
    [one] une construction due
   *[other] { $count } constructions dues
  }
adjust-removals-title = { $power } : { count-centres }, { count-units }, { $count ->
    [one] une unité à démobiliser
   *[other] { $count } unités à démobiliser
  }
adjust-built = Elle construit { $units }.
adjust-unused = { $count ->
    [one] Une construction n'est pas utilisée
   *[other] { $count } constructions ne sont pas utilisées
  }{ $waived ->
    [0] {""}
   *[other] {" "}({ $waived } abandonnées)
  }.
adjust-removed = Elle démobilise { $units }.
civil-disorder = { $count ->
    [one] Une démobilisation n'a pas été ordonnée
   *[other] { $count } démobilisations n'ont pas été ordonnées
  } : le moteur démobilise { $units }, les unités les plus éloignées { $measure ->
    [nearestHome2000] de leur centre d'origine le plus proche
    [postal1971] de leurs centres d'origine (somme des distances)
   *[nearestOwned2023] du centre le plus proche que possède { $power-def }
  }, les flottes d'abord puis par ordre alphabétique à égalité. Distances : { $table }.
distance-entry = { $unit } ({ $distance })
centres-counts = Centres désormais : { $counts }.
fate-illegal = Son ordre ne peut pas être exécuté : elle est démobilisée.

## Intimate Diplomacy (variant intimate, seed 002): bidding, anarchy, mercenary builds, credits, victory

bid-home-title = Pays d'origine : { $pa } pour { $a }, { $pb } pour { $b }
bid-home-rank = { $rank ->
    [1] Les deux listes de préférences commencent par des pays différents
   *[other] Les deux listes de préférences nomment le même pays { $agreed ->
        [one] au premier rang
       *[other] aux { $agreed } premiers rangs
      } et diffèrent au rang { $rank }
  } : { $a } obtient { $pa-def } et { $b } obtient { $pb-def } (Intimate Diplomacy, « Attribution des pays d'origine »).
bid-home-coin = Les deux listes de préférences sont identiques, la pièce décide : { $winner } gagne le tirage et prend son premier choix, { $first-def } ; { $loser } prend le second, { $second-def } (Intimate Diplomacy, « Attribution des pays d'origine »).
bid-credits-start = Crédits de départ de leurs pays d'origine : { $a } { $ca }, { $b } { $cb } (Intimate Diplomacy, « Attribution des crédits »).
bid-bids = Enchères pour { $power-def } : { $a } { $ba }, { $b } { $bb }.
bid-won-title = { $power } : { $player } l'emporte pour { $price ->
    [one] { $price } crédit
   *[other] { $price } crédits
  }
bid-won = { $player } enchérit plus haut et paie son offre, { $price ->
    [one] { $price } crédit
   *[other] { $price } crédits
  }, pour diriger { $power-def } jusqu'aux prochaines enchères, ajustements d'hiver compris.
bid-anarchy-title = { $power } : enchères égales, anarchie pour l'année
bid-anarchy-overbid-title = { $power } : anarchie pour l'année, les deux joueurs ont enchéri à découvert
bid-anarchy-overbid = { $player } a offert davantage, { $bid }, mais les deux joueurs ont enchéri à découvert : personne ne peut reprendre { $power-def } à moitié prix, aucun joueur ne le dirige donc cette année et il est en anarchie, comme en désordre civil (interprétations 7 et 9).
bid-anarchy = Les deux offres valent { $bid } : aucun joueur ne dirige { $power-def } cette année. Ses unités tiennent leur position, ne se soutiennent pas entre elles et sont retirées si elles sont délogées, comme en désordre civil (interprétation 7{ $bid ->
    [0] {" "}; 0 contre 0 est aussi une égalité, interprétation 8
   *[other] {""}
  }).
bid-transferred-title = { $power } : à { $player } à moitié prix, { $price ->
    [one] { $price } crédit
   *[other] { $price } crédits
  }
bid-transferred = { $from } avait offert { $bid } { $won ->
    [no] sur { $power-def } sans l'emporter, mais a enchéri à découvert, et chaque pays sur lequel ce joueur a enchéri passe à l'adversaire (interprétation 9, lecture large) :
   *[yes] et aurait obtenu { $power-def }, mais a enchéri à découvert :
  } { $player } le prend pour la moitié de cette offre arrondie au supérieur, { $price ->
    [one] { $price } crédit
   *[other] { $price } crédits
  } (interprétation 9).
bid-overbid-title = { $player } enchérit à découvert et perd toute sa réserve
bid-overbid = Les offres { $test ->
    [allBids] écrites par { $player }, remportées ou non,
   *[wonBids] remportées par { $player }
  } totalisent { $spent ->
    [one] { $spent } crédit
   *[other] { $spent } crédits
  }, plus que les { $reserve } détenus : toute la réserve est perdue (Intimate Diplomacy, « Enchère à découvert » ; interprétation 9{ $test ->
    [allBids] , qui compte toutes les offres écrites
   *[wonBids] {""}
  }).
bid-overbid-both-title = Les deux joueurs enchérissent à découvert
bid-overbid-both = { $a } ({ $ra } détenus) et { $b } ({ $rb } détenus) { $test ->
    [allBids] offrent tous deux plus qu'ils ne détiennent
   *[wonBids] remportent tous deux plus qu'ils ne détiennent
  } : les deux réserves sont perdues et les pays remportés tombent en anarchie, puisque personne ne peut les reprendre à moitié prix (interprétation 9).
bid-credits-title = Crédits après les enchères
bid-credits = Crédits avant et après : { $list }.
bid-credits-entry = { $player } { $before } → { $after }
mercenary-no-waive = les constructions d'un mercenaire se font toutes là où c'est possible : { $power-def } ne peut pas y renoncer, et la construction par défaut remplace la renonciation (interprétation 10)
mercenary-builds-title = { $power } : constructions par défaut { $units }
mercenary-builds = Personne n'a ordonné { $count ->
    [one] la construction due
   *[other] les { $count } constructions dues
  } à { $power-def }, les règles { $count ->
    [one] la font
   *[other] les font
  } donc, { $fleets ->
    [yes] des flottes (par défaut, l'Angleterre construit des flottes)
   *[no] des armées
  } dans ses centres d'origine libres pris par ordre alphabétique : { $units } (Intimate Diplomacy, « Constructions de mercenaires » ; interprétation 10).
credits-income-title = Crédits après l'automne
credits-income = { $player } reçoit un crédit par centre { $power-from }, { $count ->
    [one] { $count } crédit
   *[other] { $count } crédits
  } : { $before } → { $after }.
verdict-win-title = { $player } gagne la partie
verdict-occupation = Une unité { $power-from }, pays d'origine du joueur { $player }, occupe { $count ->
    [one] un centre d'origine
   *[other] { $count } centres d'origine
  } { $opp-from }, et { $opponent } n'occupe aucun de ceux { $power-from } : { $player } gagne (Intimate Diplomacy, « Critère de victoire »).
verdict-both = Les deux joueurs occupent des centres d'origine de l'autre : { $a } ({ $pa }) { $oa }, { $b } ({ $pb }) { $ob }.
verdict-russia-cap = Le quatrième centre d'origine russe ne compte pas : trois au plus sont comptés.
verdict-more = { $player } en occupe davantage et gagne.
verdict-credits = Les nombres sont égaux, les crédits départagent donc, revenus de cette saison compris : { $a } { $ca }, { $b } { $cb } ; { $player } gagne.
verdict-playon-title = Occupation et crédits égaux : la partie continue
verdict-playon = Les nombres sont égaux, les crédits aussi ({ $ca } chacun) : la partie continue et tout est réexaminé après l'automne suivant (interprétation 11).
verdict-waiting-title = La partie continue : la victoire se juge après l'automne
verdict-waiting = Une saison précédente s'est achevée sur une égalité parfaite : la partie continue jusqu'à la fin de l'automne suivant. Quelles que soient les occupations, personne ne gagne ce printemps ; tout est réexaminé après l'automne (Intimate Diplomacy, « Critère de victoire » ; interprétation 22).
verdict-stalemate-win-title = Impasse déclarée : { $player } gagne aux centres
verdict-stalemate-draw-title = Impasse déclarée : partie nulle
verdict-stalemate = Tous les mercenaires ont disparu et les joueurs déclarent l'impasse : celui qui possède le plus de centres gagne (Intimate Diplomacy, « Impasse ») : { $a } { $na }, { $b } { $nb } ; à égalité, partie nulle (interprétation 11).

## Orders set aside before resolution (movement)

reject-unreadable = illisible : le lecteur d'ordres répond « { $message } »
reject-wrong-phase = un ordre de ce type n'a pas cours en phase de mouvement
reject-no-unit = il n'y a aucune unité { $prov-in }
reject-foreign = { $unit } appartient à { $owner-def }, pas à { $power-def }
reject-duplicate = { $unit } a reçu { $count } ordres ; elle tient sa position
reject-own-province = { $unit } ne peut pas avancer dans sa propre province
reject-cannot-reach = { $unit } ne peut pas atteindre { $to-def }
reject-ambiguous-coast = { $unit } peut atteindre les deux côtes { $prov-from } et l'ordre n'en précise aucune
reject-no-route = { $unit } ne peut pas atteindre { $to-def } : la province n'est pas adjacente et aucune flotte ne pourrait l'y convoyer
reject-not-coast-to-coast = un convoi va d'une côte à une autre ({ $from-def } vers { $to-def })
reject-no-chain = aucune suite de mers passant par { $sea-def } ne relie { $from-def } à { $to-def }
reject-self-support = { $unit } ne peut pas se soutenir elle-même
reject-support-unreachable = { $unit } ne peut pas atteindre { $into-def } et ne peut donc pas y soutenir
reject-only-through-supporter = { $unit } ne pourrait y arriver qu'en passant par { $sea-def }, dont la flotte ne peut pas à la fois convoyer et soutenir
reject-fleet-not-at-sea = seule une flotte en mer peut convoyer ; { $unit } ne le peut pas
reject-no-supported-unit = il n'y a aucune unité à soutenir à cet endroit
reject-no-convoyed-unit = il n'y a aucune unité à convoyer
reject-not-an-army = { $unit } est une flotte et ne peut pas être convoyée
reject-convoy-mismatch = { $unit } n'a pas reçu l'ordre d'aller { $to-in }
reject-convoy-not-used = { $unit } passe par la terre : le convoi n'est pas utilisé
reject-support-mismatch-move = { $unit } avance vers { $to-def }, ce qui n'est pas l'ordre soutenu (règle 9)
reject-support-mismatch-still = { $unit } ne bouge pas, ce qui n'est pas l'ordre soutenu (règle 9)

## Rules that decide a move, a support or a hold

swap-convoy = {" "}; { $unit } entre { $from-in } au même moment : deux unités peuvent échanger leurs places quand l'une d'elles est convoyée (règle 19)
route-still-open = {" "}; elle est transportée par { $fleets } bien que la route par { $broken } soit rompue (règle 20)
no-effect-on-dest = {" "}; délogée par cette unité, elle n'a aucun effet sur { $dest-def } (règle 11)
dislodged-still-prevents = {" "}; { $units } { $count ->
    [one] est délogée
   *[other] sont délogées
  } mais { $count ->
    [one] la tient
   *[other] la tiennent
  } quand même en échec (règle 10)
support-cut-by-dislodged = bloqué par { $unit } - { $from }, qui le bloque bien que délogée elle-même (règle 15){ $route }
hold-besieged = reste en place : elle tient avec { $hold } contre { $attackers }, qui se neutralisent (règle 4)
move-swap-forbidden = échoue : { $unit } est envoyée au même moment { $from-in }, et deux unités ne peuvent pas échanger leurs places sans convoi (règle 6){ $also }
move-barred = échoue : { $attack } contre { $against }, { $unit } reste en place{ $ownMove } et barre le passage (règle 5){ $also }

## Games for fewer than seven players (#15: 000, "Formes de jeu alternatives")

game-name = { $game ->
    [v-six-players] la partie à six joueurs
    [v-five-players] la partie à cinq joueurs
    [v-four-players] la partie à quatre joueurs
    [v-three-players] la partie à trois joueurs
    [v-1914] la partie de 1914
    [v-intimate] Intimate Diplomacy
   *[other] cette partie
  }
variant-dormant = { $why ->
    [neutral] { $power-def } est neutre dans { $game }
    [anarchy] { $power-def } est en anarchie dans { $game }
   *[left-out] { $power-def } est écartée de { $game }
  }
variant-order-dormant = non exécuté : { $dormant }, personne ne lui donne d'ordres{ $phase ->
    [retreat] {" "}; ses unités délogées sont démobilisées et ne battent jamais en retraite
    [adjustment] { $builds ->
        [mercenaryDefault] {" "}; les constructions qui lui sont dues se font par défaut
       *[never] {" "}; elle ne construit jamais
      }
   *[movement] {" "}; ses unités tiennent leur position et ne se soutiennent jamais entre elles
  }
variant-closed = { $prov-def } { $prov-gender ->
    [fp] sont fermées
    [mp] sont fermés
    [m] est fermé
   *[f] est fermée
  } dans { $game }{ $while }
variant-closed-while = {" "}tant que { $power-def } reste neutre
variant-order-closed = { $kind ->
    [support] ne peut pas apporter de soutien { $prov-in }
    [convoy] ne peut pas convoyer jusqu'{ $prov-to }
    [retreat] ne peut pas battre en retraite { $prov-in }
    [build] ne peut pas construire { $prov-in }
   *[move] ne peut pas entrer { $prov-in }
  } : { $closed }
variant-step-dormant-title = { $dormant }
variant-step-dormant-text = { $count ->
    [0] Il ne lui reste aucune unité sur le plateau.
    [one] Son unité { $units } tient sa position{ $closed ->
        [yes] , dans une province fermée où personne ne peut attaquer ni apporter de soutien.
       *[no] {" "}: les autres puissances peuvent la soutenir sur place, et elle ne soutient personne.
      }
   *[other] Ses unités { $units } tiennent leur position{ $closed ->
        [yes] , dans des provinces fermées où personne ne peut attaquer ni apporter de soutien.
       *[no] {" "}: les autres puissances peuvent les soutenir sur place, mais elles ne se soutiennent jamais entre elles.
      }
  }{ $ignored ->
    [0] {""}
    [one] {" "}L'ordre écrit pour elle n'est pas exécuté.
   *[other] {" "}Les { $ignored } ordres écrits pour elle ne sont pas exécutés.
  }
no-unit-left = aucune
variant-step-closed-title = { $count ->
    [one] Province fermée : { $provs }
   *[other] Provinces fermées : { $provs }
  }
variant-step-closed-text = { $unit } { $reason } ; elle tient sa position à la place.
variant-step-removed-title = { $unit } est délogée et retirée du jeu
variant-step-dislodged-text = { $by } déloge { $unit } : une province ne contient qu'une seule unité (règle 2).
variant-step-dislodged-title = { $unit } est délogée
variant-step-removed-text = { $when ->
    [later] { $dormant } : personne ne donne d'ordre de retraite, { $unit } sera donc démobilisée en phase de retraite, comme en désordre civil.
    [retreat] { $dormant } : personne ne donne d'ordre de retraite, { $unit } est donc démobilisée, comme en désordre civil.
   *[now] { $dormant } : ses unités délogées ne battent pas en retraite mais sont démobilisées aussitôt ; { $unit } quitte donc le plateau.
  }
variant-step-no-builds-title = { $dormant }
variant-step-no-builds-text = { $power-def } possède plus de centres que d'unités, mais personne ne lui donne d'ordres : elle ne construit rien ({ $count ->
    [one] une construction
   *[other] { $count } constructions
  } non faites).
variant-step-victory-title = { $player } gagne
variant-step-victory-power = { $power-def } possède { $centres } centres, assez pour gagner à elle seule{ $alone ->
    [yes] .
   *[no] {" "}: la partie est gagnée par le joueur qui lui donne ses ordres, { $player }.
  }
variant-step-victory-player = Les puissances de { $player } ({ $powers }) possèdent ensemble { $centres } centres, le compte qui fait gagner { $game }.
player-name = { $id ->
    [entente] l'Entente
    [central] les Empires centraux
   *[other] { $id }
  }

## Correct citations (10a): a vacated province, rule 4 only for a unit in place, rules 8, 13, 18, 22

move-into-vacated = réussit : { $attack } contre 0, car { $unit } s'en va et aucune autre unité n'y entre{ $sup }{ $route }
standoff-garrison-stays = {" "}; { $unit }, déjà en place, reste : un statu quo ne déloge personne (règle 4)
convoyed-stays-home = {" "}; une armée convoyée qui échoue ainsi reste { $from-in } (règle 18)
tie-stays-home = {" "}; à force égale, l'attaque échoue (règle 3)
convoy-dislodger-no-rule-11 = {" "}; { $units } { $count ->
    [one] a été délogée
   *[other] ont été délogées
  } par une unité venue { $dest-from } par convoi, non de front, et le DATC n'applique la règle 11 qu'aux face-à-face
cut-other-route = {" "}; le soutien appuie l'attaque contre { $fleet }, une flotte de son convoi, mais l'armée dispose d'une route qui s'en passe (la règle 22 l'emporte sur la règle 21)
dislodged-from-target = {" "}; son attaque vient de la province visée par le soutien, ce qui seul ne bloquerait pas le soutien (règle 13), mais une unité délogée ne soutient plus (règle 14)
paradox-fleet-dislodged = {" "}; la flotte est délogée par { $unit }
convoy-off-route = la flotte tient sa position, mais aucune route { $army-de } jusqu'{ $dest-to } ne passe par elle : { $fleets } transportent l'armée
reject-support-hold-of-mover = { $unit } a l'ordre d'avancer vers { $to-def } : seule une unité qui n'a pas reçu l'ordre d'avancer peut être soutenue sur place (règle 8)

## Battle steps (10a): strengths, the outcome, the causes beyond strengths, each once

step-contenders = Vers { $prov-def } : { $movers }.
step-contender = { $unit } avec { $attack }{ $sup }{ $lost }{ $keeps }
step-contender-prevent = {" "}({ $prevent } pour tenir les autres mouvements à l'écart)
step-contender-prevent-with = {" "}({ $prevent } avec { $units }, pour tenir les autres mouvements à l'écart)
step-not-carried = { $units } { $count ->
    [one] n'est pas transportée jusque-là et ne dispute rien
   *[other] ne sont pas transportées jusque-là et ne disputent rien
  }.
step-stuck = { $unit }, dont le mouvement vers { $to-def } a échoué, tient avec { $strength }.
step-out-enters = { $unit } y entre, { $attack } contre { $against }{ $notes }.
step-out-standoff = Les attaques les plus fortes, { $strength } chacune, se neutralisent : personne n'y entre (règle 3){ $garrison }.
step-garrison-rule-4 = , et { $unit } reste en place : un statu quo ne déloge personne, pas même une unité qu'une seule de ces attaques aurait battue (règle 4)
step-garrison-stays = , et { $unit } reste en place
step-out-stays = Aucune attaque n'y entre : { $unit } reste en place.
step-out-nobody = Personne n'y entre.
step-note = { $unit } échoue{ $clause }.
step-reason = { $unit } { $reason }.
also-standoff = {" "}; en outre, elle fait statu quo avec { $movers }, de même force (règle 3)
retreat-open-rule-11 = La retraite { $prov-in } reste possible bien que { $units-def } { $count ->
    [one] ait
   *[other] aient
  } tenté d'y entrer : { $count ->
    [one] délogée par l'unité venue { $prov-from }, elle n'y a aucun effet et n'y laisse
   *[other] délogées par les unités venues { $prov-from }, elles n'y ont aucun effet et n'y laissent
  } pas de statu quo (règle 11).
step-support-lost = {" "}({ $count ->
    [one] le soutien { $units-de } est bloqué
   *[other] les soutiens { $units-de } sont bloqués
  })

## Les erreurs du lecteur d'ordres (engine/orders/parse.ts) : ce qui ne va pas dans le texte d'un ordre.
## Le texte cité est celui de l'ordre ; les lieux sont nommés.

parse-what = { $what ->
    [unit] l'unité
    [unit-province] la province de l'unité
    [supported-unit] l'unité soutenue
    [convoyed-army] l'armée convoyée
    [unit-to-build] l'unité à construire
    [unit-to-remove] l'unité à retirer
    [supported-dest] la destination du mouvement soutenu
    [convoyed-dest] la destination de l'armée convoyée
    [retreat-dest] la destination de la retraite
   *[dest] la destination
  }
parse-what-province-of = la province de { $what }
parse-found-keyword = le mot-clé « { $found } »
parse-found-text = « { $found } »
parse-too-long = L'ordre est trop long pour être un ordre.
parse-bad-character = Caractère inattendu { $control ->
    [yes] { $char }
   *[no] « { $char } »
  } : un ordre s'écrit avec des lettres, des tirets, des barres obliques et des parenthèses.
parse-coast-after-slash = Une côte (nc, sc ou ec) est attendue après « / ».
parse-not-a-coast = « { $word } » n'est pas une côte : écrivez nc, sc ou ec.
parse-coast-paren = Il manque « ) » après la côte.
parse-one-coast = Il n'y a qu'une côte { $prov-in } : n'en indiquez pas.
parse-no-such-coast = Il n'y a pas de côte { $coast ->
    [nc] nord
    [sc] sud
   *[ec] est
  } { $prov-in } (ses côtes : { $coasts }).
parse-ends = L'ordre s'arrête là : il y manque { $what }.
parse-expected = Attendu ici : { $what } ; on trouve { $found }.
parse-coast-twice = La côte est déjà donnée : { $loc-def }.
parse-ambiguous-name = « { $word } » peut désigner plusieurs provinces ({ $candidates }) : écrivez davantage du nom.
parse-unknown-province = Province inconnue « { $text } » là où { $what } était attendue.{ $hint }
parse-hint-glued-support = {" "}S'agit-il de « { $fixed } » (un ordre de soutien dont l'espace manque) ?
parse-hint-map = {" "}{ $why }.
parse-hint-did-you-mean = {" "}Vouliez-vous dire { $named } ?
parse-candidate = { $id } ({ $name })
parse-province-paren = Il manque « ) » après la province.
parse-ambiguous-coast = Côte ambiguë : une flotte { $from-in } peut atteindre { $reachable }, et l'ordre ne dit pas laquelle (un tel ordre est nul).
parse-empty = L'ordre est vide.
parse-power-only = Un ordre est attendu après le nom de la nation.
parse-extra = « { $extra } » est de trop après un ordre complet.
parse-order-start = Un ordre commence par une unité (A ou F et sa province), ou par Construire, Démobiliser ou Renoncer ; on trouve « { $found } ».
parse-retreat-needs-dest = « { $unit } » doit recevoir une destination de retraite, ou l'ordre « démobiliser ».
parse-convoy-needs-dest = Un ordre de convoi doit donner la destination de l'armée (« C A lon - nwy »).
parse-convoy-not-support = Un convoi transporte le mouvement d'une armée, pas un soutien : un tiret et la destination de l'armée sont attendus, mais on trouve « { $found } ».
parse-convoy-dash = Un tiret et la destination de l'armée convoyée sont attendus, mais on trouve « { $found } ».
parse-order-after-unit = Un ordre est attendu après « { $unit } » (H, -, S ou C), mais on trouve « { $found } »{ $missingS ->
    [yes] {" : manque-t-il le S d'un soutien ?"}
   *[no] {"."}
  }
parse-build-coast = Côte ambiguë : une flotte construite { $loc-in } doit nommer sa côte ({ $locs }).
parse-retreat-convoyed = Une retraite ne peut pas être convoyée.
parse-unreadable = L'ordre n'a pas pu être lu.
parse-internal = Erreur interne pendant la lecture de l'ordre : { $message }

## Les réponses de la carte que le lecteur d'ordres cite (engine/map/names.ts)

name-impassable = « { $shown } » est un lieu infranchissable, pas une province
name-coast-twice = « { $shown } » donne deux fois une côte
name-no-coasts = « { $shown } » : { $name } n'a pas de côtes distinctes ; écrivez simplement « { $id } »
name-no-such-coast = « { $shown } » : { $name } n'a pas de { $coast } ; ses côtes sont { $coasts }
`;

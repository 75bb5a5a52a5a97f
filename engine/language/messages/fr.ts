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
supported-by-pending = {" "}(soutenue par { $units }, si ce soutien tient : dit plus bas)
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
not-cut-paradox = non bloqué par { $unit } : elle n'arrive pas, la règle de secours retenant { $fleets-def }, { $count ->
    [one] la flotte dont elle a besoin
   *[other] les flottes dont elle a besoin
  }, dans un paradoxe de convoi
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
convoy-intent = { $army } pourrait atteindre { $dest-def } par terre, et passe pourtant par mer : { $reading ->
    [via] son ordre dit « par convoi »
    [ownFleet] son ordre ne dit pas « par convoi », mais { $own-def }, de son propre pays, { $count ->
        [one] a reçu
       *[other] ont reçu
    } l'ordre de la convoyer, ce qui montre l'intention de passer par mer, quelles que soient les flottes qui la transportent ensuite (DATC 4.A.3)
   *[anyConvoy] des flottes ont reçu l'ordre de la convoyer, ce qui montre, selon cette lecture, l'intention de passer par mer (001 §2.12.6)
  }.
convoy-against-own-unit = { $fleets } { $count ->
    [one] appartient
   *[other] appartiennent
  } au même pays que { $unit-def }, que l'armée attaque : la règle 12 interdit à un pays de déloger sa propre unité par son mouvement ou son soutien, mais un convoi n'est ni l'un ni l'autre, et un pays peut donc convoyer une attaque contre sa propre unité (DATC 6.D.16).
step-convoy-broken-text = { $why }. L'armée reste sur place et n'a aucun effet sur { $dest-def }.
step-attack = { $unit } attaque avec { $attack } et { $result ->
    [succeeds] entre
   *[fails] échoue
  } ({ $reason }).
step-defends = { $unit } se défend avec { $strength } dans le face-à-face.
step-holds = { $unit } tient sa position avec une force de { $strength }{ $sup }.
step-leaves = { $unit } s'en va.
step-stuck-later = { $unit } a l'ordre d'aller { $to-to } : rien ici ne dépend de ce qu'elle parte, ce qui est dit avec { $to-def }.
step-leaving-later = { $unit } a l'ordre d'aller { $to-to } : rien ici n'exige qu'elle parte, et si elle part est dit avec { $to-def }.
step-out-enters-plain = { $unit } y entre avec { $attack }{ $notes }.
step-stays-empty = { $prov-def } reste vide après le statu quo.
battle-enters = { $prov } : { $unit } y entre
battle-standoff = { $prov } : statu quo, la province reste vide
battle-stays = { $prov } : { $unit } reste en place
battle-nobody = { $prov } : personne n'y entre
battle-first-title = { $prov }, d'abord : { $moves }
battle-first-move = { $unit } { $result ->
    [succeeds] y entre
   *[fails] échoue
  }
step-unopposed-title = Mouvements sans opposition
step-unopposed-text = Personne d'autre ne vise ces provinces vides : { $moves } { $count ->
    [one] réussit
   *[other] réussissent
  }.
unopposed-move = { $unit } - { $dest }
step-dislodged-title = { $unit } est délogée
step-dislodged-text = { $by } déloge { $unit } : une province ne contient qu'une seule unité (règle 2). { $origin ->
    [convoy] Elle peut battre en retraite { $from-in }, d'où vient l'attaque, parce que cette attaque est venue par convoi (DATC 4.A.5), mais ni dans une province occupée ni dans une province laissée vide par un statu quo.
    [open] Elle peut même battre en retraite { $from-in }, d'où vient l'attaque (une variante de règle), mais ni dans une province occupée ni dans une province laissée vide par un statu quo.
   *[closed] Elle ne peut battre en retraite ni { $from-in }, d'où vient l'attaque, ni dans une province occupée ou laissée vide par un statu quo.
  } Retraites possibles : { $options }.
no-retreat = aucune, elle sera donc démobilisée
step-dislodged-support = Son soutien est bloqué : une unité délogée ne soutient plus (règle 14).
step-dislodged-convoy = Son convoi échoue : une flotte délogée ne transporte plus d'armée (règle 17).
order-wrong-coast = L'ordre donné à la flotte { $prov-from } nomme { $written }, mais elle se trouve { $actual-in } : un ordre trouve son unité par la province, la côte écrite pour la flotte ordonnée ne sert donc à rien et est ignorée (DATC 4.B.5).
step-dislodged-no-retreat-help = { $kind ->
    [convoy] Le convoi { $by-de } vers { $to-def } ne portera pas non plus sa retraite
   *[support] Le soutien { $by-de } à son mouvement vers { $to-def } n'aidera pas non plus sa retraite
  } : une retraite ne peut être ni convoyée ni soutenue (000 « RÉDACTION DES ORDRES DE RETRAITE »).
step-dislodged-still-cuts = Délogée elle-même, elle a tout de même coupé le soutien de { $unit-def } : une attaque coupe un soutien quoi qu'il advienne de l'attaquant (règle 15).
route-enough-whatever = {" "}; { $fleets } { $count ->
    [one] la convoie
   *[other] la convoient
  } aussi, mais une route ouverte suffit, quoi qu'il advienne de { $count ->
    [one] cette flotte
   *[other] ces flottes
  } (règle 20)
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
  } aussi en retraite { $prov-in } ; une retraite ne peut être ni soutenue ni convoyée, aucune ne l'emporte donc et { $count ->
    [one] les deux unités sont démobilisées
   *[other] toutes sont démobilisées
  } (000 « RÉDACTION DES ORDRES DE RETRAITE », « DÉMOBILISATION »)
no-option = aucune

## Why a province is closed to a retreat

closed-occupied = { $prov-def } { $prov-gender ->
    [fp] sont occupées
    [mp] sont occupés
    [m] est occupé
   *[f] est occupée
  } par { $unit }
closed-occupied-by-dislodger = { $prov-def } { $prov-gender ->
    [fp] sont occupées
    [mp] sont occupés
    [m] est occupé
   *[f] est occupée
  } par { $type ->
    [A] l'armée
   *[F] la flotte
  } qui en a délogé { $dislodged-def }
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
fate-default = Elle n'a reçu aucun ordre de retraite : selon la règle par défaut du maître du jeu (001 §3.5.3), elle va { $to-in }, la province ouverte la plus proche de ses centres d'origine. En additionnant les distances à chacun d'eux : { $table } ; à égalité, un centre passe d'abord, puis l'ordre alphabétique.
distance-pair = { $place } { $distance }
fate-collision = { $others } { $count ->
    [one] bat
   *[other] battent
  } aussi en retraite { $prov-in } ; une retraite ne peut être ni soutenue ni convoyée, aucune ne l'emporte donc et { $count ->
    [one] les deux unités sont démobilisées
   *[other] toutes sont démobilisées
  } (000 « RÉDACTION DES ORDRES DE RETRAITE », « DÉMOBILISATION »).

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
adjust-needs-type = une unité construite sur la côte, { $prov-in }, doit être désignée comme armée ou flotte
adjust-needs-coast = une flotte construite { $prov-in } doit préciser sa côte ({ $coasts })
adjust-no-removal-due = { $power-def } n'a aucune unité à démobiliser : { count-centres } pour { count-units }
adjust-no-unit = il n'y a aucune unité { $prov-in }
adjust-foreign-unit = l'unité { $prov-in } appartient à { $owner-def }
adjust-remove = démobilise { $unit } : { $power-def } a { count-units } pour { count-centres }
adjust-same-place = { $count } ordres pour { $prov-def } : aucun n'est exécuté
adjust-too-many-removals = { $power-def } a ordonné { $count } démobilisations pour { $due } dues : aucune n'est exécutée, les troubles civils choisissent
adjust-too-many-builds = { $power-def } a ordonné { $count } constructions ou renonciations pour { $due } dues : aucune n'est exécutée
adjust-builds-used = { $power-def } a déjà utilisé { $due ->
    [one] sa seule construction
   *[other] ses { $due } constructions
  } dans des ordres précédents : les ordres sont exécutés dans l'ordre où ils sont écrits
adjust-removals-used = { $power-def } a déjà fait { $due ->
    [one] sa seule démobilisation due
   *[other] ses { $due } démobilisations dues
  } dans des ordres précédents : les ordres sont exécutés dans l'ordre où ils sont écrits
adjust-place-used = un ordre précédent construit déjà { $unit } : seule la première construction dans une province est exécutée
adjust-removed-already = un ordre précédent démobilise déjà { $unit }

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
  } : le moteur démobilise { $units }, { $count ->
    [one] l'unité la plus éloignée
   *[other] les unités les plus éloignées
  } { $measure ->
    [nearestHome2000] { $count ->
        [one] de son
       *[other] de leur
    } centre d'origine le plus proche
    [postal1971] { $count ->
        [one] de ses
       *[other] de leurs
    } centres d'origine (somme des distances)
    [nearestHomeFleetsBySea] { $count ->
        [one] de son
       *[other] de leur
    } centre d'origine le plus proche (par mer pour une flotte, par terre et par mer pour une armée)
   *[nearestOwned2023] du centre le plus proche que possède { $power-def }
  }, { $measure ->
    [postal1971] à égalité une province ordinaire avant un centre, puis les flottes avant les armées, puis l'ordre alphabétique (001 §3.5.3)
   *[other] les flottes d'abord puis par ordre alphabétique à égalité
  }. Distances : { $table }.
civil-disorder-counting = { $measure ->
    [nearestHomeFleetsBySea] La distance d'une armée compte les déplacements de province en province, par terre et par mer ; celle d'une flotte ne compte que les déplacements qu'une flotte pourrait faire depuis la côte où elle se trouve (DATC 4.D.8, la lecture d'avant 2023).
   *[other] Une distance compte les déplacements de province en province, par terre comme par mer, pour une armée comme pour une flotte : la côte d'une flotte n'y change rien, et le compte d'une armée peut traverser la mer{ $measure ->
        [nearestOwned2023] {" "}(DATC 4.D.8).
       *[other] .
    }
  }
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
bid-anarchy-overbid = { $player } a offert davantage, { $bid }, mais les deux joueurs ont enchéri à découvert : personne ne peut reprendre { $power-def } à moitié prix, aucun joueur ne le dirige donc cette année et il est en anarchie, comme en cas de troubles civils (interprétations 7 et 9).
bid-anarchy = Les deux offres valent { $bid } : aucun joueur ne dirige { $power-def } cette année. Ses unités tiennent leur position, ne se soutiennent pas entre elles et sont retirées si elles sont délogées, comme en cas de troubles civils (interprétation 7{ $bid ->
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
reject-convoy-not-asked = { $unit } passe par la terre : son ordre ne dit pas « par convoi », seule mention qui envoie une armée par mer vers une province voisine selon cette lecture (DATC 4.A.3) ; le convoi n'est pas utilisé
reject-convoy-no-route = { $unit } passe par la terre : les flottes qui ont l'ordre de la convoyer ne forment aucune route jusqu'à sa destination, son « par convoi » se rabat donc sur la route terrestre (DATC 4.A.3) ; le convoi n'est pas utilisé
reject-support-mismatch-move = { $unit } avance vers { $to-def }, ce qui n'est pas l'ordre soutenu (règle 9)
reject-support-mismatch-still = { $unit } ne bouge pas, ce qui n'est pas l'ordre soutenu (règle 9)

## Rules that decide a move, a support or a hold

swap-convoy = {" "}; { $unit } entre { $from-in } au même moment : deux unités peuvent échanger leurs places quand l'une d'elles est convoyée (règle 19)
route-still-open = {" "}; elle est transportée par { $fleets } bien que la route par { $broken } soit rompue (règle 20)
no-effect-on-dest = {" "}; délogée par cette unité, elle n'a aucun effet sur { $dest-def } (règle 11)
still-prevents-whatever = {" "}; { $units } { $count ->
    [one] la tient en échec
   *[other] la tiennent en échec
  }, quoi qu'il { $count ->
    [one] lui advienne
   *[other] leur advienne
  } là où { $count ->
    [one] elle se trouve
   *[other] elles se trouvent
  } : une unité délogée garde son effet sur les autres provinces (règle 10)
convoy-dislodger-whatever = {" "}; même si { $units } { $count ->
    [one] est délogée
   *[other] sont délogées
  } par l'unité venant { $dest-from }, celle-ci est venue par convoi, pas de face, et le DATC ne lit la règle 11 que pour les face-à-face
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
    [civilDisorder] { $power-def } est en état de troubles civils (000 « TROUBLES CIVILS »)
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
    [later] { $dormant } : personne ne donne d'ordre de retraite, { $unit } sera donc démobilisée en phase de retraite, comme en cas de troubles civils.
    [retreat] { $dormant } : personne ne donne d'ordre de retraite, { $unit } est donc démobilisée, comme en cas de troubles civils.
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
step-out-rule-12 = Personne n'y entre, car contre { $held-def } l'attaque { $unit-de } ne compte que pour { $attack } (le soutien { $supporters-de } ne peut pas aider à déloger une unité de sa propre nation, règle 12), et { $attack } ne bat pas les { $against } qui s'y opposent (règle 3){ $garrison }.
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

## Rejouer une partie face à ses archives (engine/game/, casebook replay)

replay-agrees = conforme
replay-differs = diffère
replay-not-compared = rien de publié à comparer
replay-not-ruled = non jugée : { $message }
replay-unit-record = Les archives ont { $unit } ({ $power }) après la phase ; le jugement du casebook non.
replay-unit-ruling = Le jugement du casebook a { $unit } ({ $power }) après la phase ; les archives non.
replay-dislodged-record = Les archives délogent { $unit } ({ $power }) ; le jugement du casebook non.
replay-dislodged-ruling = Le jugement du casebook déloge { $unit } ({ $power }) ; les archives non.
replay-retreats = { $unit } peut faire retraite vers { $recorded } selon les archives, vers { $ruled } selon le jugement du casebook.
replay-nowhere = nulle part
replay-centre = { $prov } appartient à { $recorded } après la phase selon les archives, à { $ruled } selon le jugement du casebook.
replay-nobody = personne
replay-next = Les archives jouent ensuite { $recorded } ; le jugement du casebook appelle { $ruled }.
replay-order = { $power } : { $order } : archives : { $recorded } ; jugement du casebook : { $ruled }{ $dislodged ->
    [yes] , unité délogée
   *[no] {""}
  }.
replay-recorded-succeeded = réussit
replay-recorded-failed = échoue
replay-recorded-void = nul
replay-recorded-dislodged = unité délogée
replay-recorded-kept = unité non délogée
replay-recorded-marks = { $outcome } ({ $marks })
replay-presets = Avec { $count ->
    [one] le jeu de règles
   *[other] les jeux de règles
  } { $presets }, le casebook juge comme les archives.
replay-no-preset = Aucun jeu de règles du casebook ne juge comme les archives.
replay-option = Avec une seule option de règle changée ({ $about } : « { $value } » au lieu de « { $instead } »), le casebook juge comme les archives.
replay-phase-count = { $count } { $count ->
    [one] phase
   *[other] phases
  }
replay-summary = { $phases } { $phases ->
    [one] phase
   *[other] phases
  } : { $agree } { $agree ->
    [one] conforme
   *[other] conformes
  }, { $differ } { $differ ->
    [one] différente
   *[other] différentes
  }, { $none } sans rien de publié à comparer, { $errors } { $errors ->
    [one] non jugée
   *[other] non jugées
  }.

## La phase suivante écrite pour y taper les ordres (engine/formats/next-phase-text.ts) : ses commentaires

next-retreat = { $unit } peut faire retraite vers { $places }, ou être démobilisée
next-no-retreat = { $unit } n'a aucune retraite possible : elle est démobilisée
next-builds = { $count ->
    [one] Une construction due
   *[other] { $count } constructions dues
  } ({ $centres } centres, { $units } unités) ; centres d'origine libres : { $sites }
next-builds-nowhere = { $count ->
    [one] Une construction due
   *[other] { $count } constructions dues
  } ({ $centres } centres, { $units } unités), mais aucun centre d'origine possédé n'est libre : aucune construction n'est possible
next-removals = { $count ->
    [one] Une démobilisation due
   *[other] { $count } démobilisations dues
  } ({ $centres } centres, { $units } unités)

## Boucles de la résolution (explanation/loops.ts) : le cycle, maillon par maillon, et la règle qui le rompt

loop-move = l'attaque { $unit } - { $dest }
loop-key-move = le mouvement { $unit } - { $dest }
loop-key-support = le soutien de { $unit-def }
loop-key-convoy = le convoi de { $unit-def }
loop-key-route = la route de { $unit-def }
loop-key-dislodged = le délogement de { $unit-def }
loop-chain = Ces résultats tournent en boucle : { $links } ; et la boucle recommence.
loop-link-cut-if-carried = le soutien de { $supporter-def } n'est coupé que si { $army-def } arrive{ $fleet ->
    [none] {""}
   *[other] , portée par { $fleet-def }
  }
loop-link-carried-if-stands = { $army-def } n'est portée que si { $fleet-def } tient
loop-link-carried = { $army-def } n'arrive que si elle est portée
loop-link-stands-if-fails = { $unit-def } ne tient que si { $move } échoue
loop-link-counts-support = { $move } compte le soutien de { $supporter-def }
loop-link-defence-counts-support = { $move } doit battre { $defender-def }, dont le maintien compte le soutien de { $supporter-def }
loop-link-support-if-fails = le soutien de { $supporter-def } ne tient que si { $move } échoue
loop-link-leaves = { $move } ne réussit que si { $unit-def } s'en va
loop-link-depends = { $a } dépend de { $b }
loop-paradox-title = Un paradoxe de convoi : { $count ->
    [one] le convoi { $fleets-de } échoue
   *[other] les convois { $fleets-de } échouent
  }
loop-no-outcome = Aucune issue ne tient : au bout de la boucle, un convoi qui fonctionne se fait échouer, et un convoi qui échoue se fait fonctionner.
loop-two-outcomes = Les deux issues tiennent : au bout de la boucle, un convoi qui fonctionne continue de fonctionner, et un convoi qui échoue continue d'échouer ; les règles seules ne choisissent pas.
loop-szykman = { $preset ->
    [rulebook2000] Les règles 21 et 22 du livre de 2000 ne tranchent pas cette boucle ; comme le DATC, le casebook suit alors la règle de Szykman :
    [rulebook1971] Les anciennes règles (I want you for Diplomacy §2.12.5) ne tranchent pas cette boucle ; comme le DATC, le casebook suit alors la règle de Szykman :
   *[szykman] La règle de Szykman, le choix du DATC (4.A.2), rompt la boucle :
  } { $fleets-def } { $count ->
    [one] tient comme si elle avait l'ordre de tenir, son convoi échoue donc
   *[other] tiennent comme si elles avaient l'ordre de tenir, leurs convois échouent donc
  }, et { $armies-def } ne { $armyCount ->
    [one] bouge
   *[other] bougent
  } pas.
loop-circular-title = { $units } tournent ensemble
loop-circular-ring = Chaque mouvement a besoin que l'unité suivante s'en aille, et toutes le peuvent : elles bougent toutes (règle 7).
loop-circular-swap = Chacune a besoin que l'autre s'en aille, et les deux le peuvent : deux unités peuvent échanger leurs places quand l'une d'elles est convoyée (règle 19).
loop-consistent-title = Des résultats qui dépendent les uns des autres
loop-rule-21-title = Le soutien de { $supporter-def } tient : pas de boucle
loop-rule-21-text = Que { $army-def } coupe le soutien de { $supporter-def } dépendrait de ce que { $fleet-def } l'y porte, et cela dépend de l'attaque que ce soutien appuie, { $attacker } - { $dest } : une boucle.
loop-rule-21-breaks = { $older ->
    [yes] Les anciennes règles (I want you for Diplomacy §2.12.5) la rompent
   *[no] La règle 21 la rompt
  } avant qu'elle se forme : une armée convoyée ne coupe pas le soutien donné à une attaque contre une flotte de son propre convoi (règle 21).

## Le maître du jeu (001, chapitre 3) : feuilles d'ordres, ordres manquants, ordres conditionnels ; la fin de la partie

gm-error-class = { $kind ->
    [transcription] Une erreur de transcription (001 §3.7) : un mouvement noté réussi qui a échoué, ou l'inverse, sans conséquence pour les autres unités ; une unité oubliée ; une erreur sur la nature d'une unité (A pour F)
    [position] Une erreur de position (001 §3.7) : une unité placée dans la mauvaise province, ou une unité qui n'existe pas
   *[ruling] Une erreur d'arbitrage (001 §3.7) : un mouvement impossible autorisé, un conflit mal résolu, une construction refusée ou donnée en trop, un retrait erroné imposé
  }
gm-error-remedy = { $remedy ->
    [agree] Le maître du jeu donne son accord au joueur qui l'a signalée (une erreur de transcription dont la correction est évidente)
    [tellConcerned] Le maître du jeu informe les joueurs concernés, sans modifier la date limite
   *[correctAll] Le maître du jeu adresse une rectification à tous les joueurs, et peut retarder la date limite
  }
gm-error-late = Le joueur qui remarque une erreur doit prévenir le maître du jeu aussitôt : averti seulement à la date limite suivante, celui-ci peut la laisser telle quelle plutôt que de retarder la partie (001 §3.7).
## Le maître du jeu sur une partie entière (engine/game/game-master.ts, casebook replay)

gm-error-unexplained = Aucun jeu de règles et aucune option seule ne jugent comme les archives : la différence se lit comme une erreur du maître du jeu (001 §3.7).
gm-error-finding = { $cause ->
    [resultOnly] { $about } : les archives en donnent un autre résultat que les règles, sans conséquence pour les autres unités.
    [unitType] { $about } : les archives ont une unité de l'autre nature à sa place.
    [unitForgotten] { $about } : les règles gardent cette unité sur la carte, les archives l'oublient.
    [unitMisplaced] { $about } : les archives placent cette unité ailleurs que les règles.
    [unitInvented] { $about } : les archives ont cette unité, que les règles ne mettent jamais sur la carte.
    [impossibleMove] { $about } : les archives exécutent cet ordre, que les règles refusent.
    [conflict] { $about } : les archives résolvent cet ordre autrement que les règles, avec des conséquences pour d'autres unités.
    [dislodgement] { $about } : les archives délogent cette unité, ou la font battre en retraite, autrement que les règles.
    [adjustment] { $about } : les archives construisent ou retirent autrement que les règles ne le permettent.
    [centre] { $about } : les archives donnent à ce centre un autre propriétaire que les règles.
   *[sequence] Les archives jouent ensuite une autre phase que celle que demandent les règles.
  }
gm-error-remedies = Ce que le maître du jeu peut faire, selon l'importance de l'erreur (001 §3.7) :
gm-stalemate = Aucun centre de ravitaillement n'a changé de mains pendant les trois années de jeu de { $since } à { $last } : le maître du jeu peut déclarer la partie nulle entre toutes les puissances encore en jeu ({ $powers }), même contre l'avis de certains joueurs (001 §3.8).

## Le paragraphe pour les joueurs (engine/adjudicate/explanation/summary.ts) : une phase en quelques phrases

summary-nothing = Aucun ordre n'a été donné, chaque unité reste en place.
summary-sentence = { $text }.
summary-unopposed = { $moves } { $count ->
    [one] réussit
   *[other] réussissent
  } sans opposition.
summary-enters = { $prov-in }, { $unit } entre avec { $attack } contre { $against }{ $beat }{ $silenced }.
summary-standoff = { $units } font statu quo { $prov-in }, { $strength } contre { $strength }, et aucune n'y entre{ $still }.
summary-prevented = { $unit } n'entre pas { $prov-in }, tenue en échec par { $movers }, { $attack } contre { $against }{ $still }.
summary-order = { $order } { $reason }.
summary-dislodged = { $by } déloge { $unit }{ $options }.
summary-may-retreat = , qui peut battre en retraite vers { $options }
summary-no-retreat = , qui n'a aucune retraite possible
summary-support = Le soutien { $unit-de } est { $reason }.
summary-convoy = Le convoi { $unit-de } est { $reason }.
summary-disbanded = { $unit } est démobilisée{ $how }.
summary-disband-how = { $how ->
    [ordered] , sur ordre
    [nowhere] , faute de retraite possible
    [illegal] , son ordre de retraite ne pouvant être exécuté
    [conditional] , comme le demandent ses retraites conditionnelles (001 §3.4.2)
   *[unordered] , faute d'ordre de retraite valable
  }
summary-retreat-collision = { $units } { $count ->
    [2] battent toutes deux
   *[other] battent toutes
  } en retraite { $prov-in } ; une retraite ne peut être ni soutenue ni convoyée, aucune ne l'emporte donc et { $count ->
    [2] les deux unités sont démobilisées
   *[other] toutes sont démobilisées
  } (000 « RÉDACTION DES ORDRES DE RETRAITE », « DÉMOBILISATION »).
summary-retreat-how = { $unit } { $how ->
    [default] n'avait reçu aucun ordre de retraite, et la règle par défaut du maître du jeu envoie une unité dans la province ouverte la plus proche de ses centres d'origine (001 §3.5.3)
   *[conditional] est allée où l'envoyaient ses retraites conditionnelles (001 §3.4.2)
  }.
summary-illegal-order = L'ordre « { $order } » n'est pas exécuté ({ $reason }).

## Les problèmes du fichier d'ordres (engine/formats/order-file.ts, game-master-lines.ts), au plus
## un deux-points par message (la page et la ligne de commande mettent la place devant).
### La ligne de phase

file-year = { $missing ->
    [yes] l'année manque
   *[no] « { $year } » n'est pas une année
  } : écrivez l'année seule, en chiffres de 1 à 9999, par exemple « { $season } 1901 »
file-bidding-phase = une phase d'enchères ne se joue que dans la variante intimate : ajoutez une ligne « variant: intimate »
file-not-a-phase = « { $word } » n'est pas une phase{ $near ->
    [none] {""}
   *[other] {" "}(vouliez-vous dire « { $near } » ?)
  } : après l'année, écrivez « retraites » ou « ajustements », ou rien pour les mouvements
file-winter-phase = l'hiver n'a que les ajustements : écrivez « { $season } 1901 » pour eux, ou bien les { $kind ->
    [retreat] retraites
   *[movement] mouvements
  } du printemps ou de l'automne
file-no-phase-line = il manque la ligne de phase : commencez le fichier par exemple par « Printemps 1901 » ou « Automne 1902 ajustements »

### La ligne de variante

file-variant-refused = { $why }
variant-unknown = variante inconnue « { $id } » (variantes connues { $known })
variant-not-loaded = la carte de la variante { $id } n'est pas encore chargée (loadVariant("{ $id }"))
file-variant-conflict = le fichier dit variante { $named } mais { $asked } était demandée
file-variant-board = la variante { $named } se joue sur une autre carte que celle donnée

### Puissances, centres, unités

file-unknown-power = puissance inconnue « { $word } » (puissances { $powers })
file-not-a-power = « { $word } » n'est pas une puissance (puissances { $powers })
file-unknown-centre = centre de ravitaillement inconnu « { $word } »
file-centre-owned = { $centre-def } a déjà pour propriétaire { $owner-def } ; un centre n'a qu'un propriétaire
file-unknown-province = province inconnue « { $word } »
file-not-dislodged-unit = « { $item } » n'est pas une unité délogée : écrivez « A Mun depuis Boh » (la province d'où venait son assaillant)
file-not-a-unit-here = « { $item } » n'est pas une unité de cette carte : écrivez par exemple { $examples }
file-order-before-heading = un ordre avant tout en-tête de puissance : écrivez d'abord « Angleterre : » (ou le nom de la puissance)
file-two-units = deux unités sont données { $place-in }
file-unit-type = dites si l'unité { $place-in } est une armée (A) ou une flotte (F)
file-fleet-coast = dites sur quelle côte se trouve la flotte { $place-in } ({ $coasts })
file-retreat-needs-dislodged = une phase de retraites demande les unités délogées : ajoutez des lignes comme « Allemagne délogée : A Mun depuis Boh »
file-adjustment-needs-centres = une phase d'ajustements demande les centres de ravitaillement : ajoutez des lignes comme « Angleterre possède : Lon Edi Lvp Nge »
file-refused = le moteur refuse ce champ, « { $why } »
file-more-problems = ... et { $more } { $n ->
    [one] autre problème
   *[other] autres problèmes
  } ({ $all } en tout)

### Les lignes des parties (coin, option, closed, control)

file-coin = ligne « coin » (pièce) incomplète : écrivez le joueur qui a gagné le tirage au sort, par exemple « coin: entente »
file-option-not-reading = « { $item } » n'est pas un réglage d'option (écrivez clé=valeur, la clé parmi { $keys })
file-option-value = l'option { $key } vaut { $choices }, pas « { $value } »
file-closed-unknown = « { $word } » n'est pas une province de cette carte (ligne « closed »)
file-control-form = « { $item } » n'est pas une puissance suivie de qui la joue (ligne « control »), écrivez par exemple « austria bob » ou « italy neutral » (left-out, neutral, anarchy)
file-control-unknown-power = puissance inconnue « { $word } » dans la ligne « control » (puissances { $powers })
file-control-player = « { $word } » n'est pas un nom de joueur (lettres, chiffres, - et _), ni left-out, neutral ou anarchy (ligne « control »)
file-game-line-unused = la ligne « { $line } » n'est lue que dans une partie à moins de joueurs (ajoutez une ligne « variant: 1914 », « variant: six-players »…), pas dans { $variant ->
    [standard] la partie standard
   *[other] la variante { $variant }
  }
file-coin-not-player = « { $winner } » n'est pas un joueur de la partie { $game } ({ $players }), ligne « coin »

### Les lignes du meneur de jeu

file-gm-not-a-unit = « { $item } » n'est pas une unité : écrivez son type et sa province, comme « F Bre », « A Par » ou « F(Hol) »{ $hasWhy ->
    [yes] {" "}({ $why })
   *[no] {""}
  }
file-gm-disband-last = « retirer » termine une liste de retraites, rien de ce qui le suit ne pourrait servir
file-gm-not-a-province = « { $item } » n'est pas une province{ $hasWhy ->
    [yes] {" "}({ $why })
   *[no] {""}
  }
file-gm-list-heading = une liste { $what ->
    [builds] de constructions
   *[removals] d'unités à retirer
  } se place sous un en-tête de puissance : écrivez d'abord « Angleterre : »
file-gm-after-power = « { $word } » après { $power-def } : écrivez « { $heading } (2e version) : » pour une feuille d'ordres ultérieure, ou « (ONR) »
file-gm-nmr-power = puissance inconnue « { $word } » dans la ligne « ONR » (puissances { $powers })
file-gm-proposal = proposition illisible « { $word } » : écrivez « nullité » ou « concession à » suivi d'une puissance
file-gm-vote = « { $item } » n'est pas une puissance suivie de son vote : écrivez par exemple « russie pour », « france contre » ou « angleterre abstention »
file-gm-abstentions = « { $word } » ne dit pas comment compter les abstentions : écrivez « pour » ou « contre »
file-gm-retreat-heading = une liste de retraites se place sous un en-tête de puissance : écrivez d'abord « Autriche : »
file-gm-retreat-form = une liste de retraites donne une unité, un tiret, puis les provinces de la meilleure à la moins bonne, comme « si délogée : A Vie - Bud, Tri, Gal »
file-gm-votes-without-proposal = des votes sans ligne « proposition » : écrivez sur quoi ils portent, par exemple « proposition : nullité »
`;

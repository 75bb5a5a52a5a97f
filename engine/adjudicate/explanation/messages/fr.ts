// Catalogue français des explications, en syntaxe Project Fluent (https://projectfluent.org).
// Vocabulary of the 2000 rulebook: soutien bloqué (not "coupé"), démobiliser (not "dissoudre"),
// battre en retraite, statu quo. Places arrive with their grammar (engine/map/data/grammar-fr.json):
// $p is the name as on the map, $p-def "la mer du Nord", $p-in "dans la mer du Nord",
// $p-from "de la mer du Nord", $p-to "à la mer du Nord" (so "jusqu'{ $p-to }" reads "jusqu'au Danemark").

export const FR_MESSAGES = String.raw`
## Plumbing

plain = { $text }

## Places: the preposition and the article each province takes

place-def = { $article ->
    [le] le { $bare }
    [la] la { $bare }
    [l] l'{ $bare }
   *[none] { $bare }
  }
place-in = { $prep ->
    [a] à { $bare }
    [au] au { $bare }
    [en] en { $bare }
   *[dans] dans { place-def }
  }
place-from = { $prep ->
    [au] du { $bare }
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
    [le] au { $bare }
    [la] à la { $bare }
    [l] à l'{ $bare }
   *[none] à { $bare }
  }

## Powers: every power's French name is feminine (la France, l'Allemagne)

power-def = { $vowel ->
    [yes] l'{ $bare }
   *[no] la { $bare }
  }
power-from = { $vowel ->
    [yes] de l'{ $bare }
   *[no] de la { $bare }
  }

## Convoy routes

route-no-fleet = aucune flotte n'a reçu l'ordre de la convoyer
route-incomplete = les flottes qui convoient ({ $fleets }) tiennent leur position, mais ne forment pas de chaîne de mers jusqu'{ $dest-to }
route-broken = le convoi est rompu : { $fleets }
fleet-dislodged = { $fleet } est délogée
fleet-dislodged-by = { $fleet } est délogée par { $by }
fleet-paradox = { $fleet } est prise dans un paradoxe de convoi et tient sa position (règle de secours)

## Moves

move-not-carried = échoue, elle n'est pas transportée : { $why } ; l'armée reste sur place
move-circular = réussit : les unités tournent en cercle, chacune prend la place de la suivante
move-succeeds = réussit : { $attack } contre { $against }{ $sup }{ $beat }{ $silenced }
supported-by = {" "}(soutenue par { $units })
beating = , l'emportant sur { $units }
silenced = {" "}; { $units } { $count ->
    [one] n'a
   *[other] n'ont
  } aucun effet sur { $dest-def } : { $count ->
    [one] elle est délogée
   *[other] elles sont délogées
  } par l'unité qui en vient (règle 11)
move-own-unit = échoue : { $unit } reste en place{ $ownMove }, et une unité ne peut pas déloger une unité de sa propre nation
own-move-failed = {" "}(son propre mouvement vers { $to-def } a échoué)
move-head-to-head = échoue : { $attack } contre { $against } dans un face-à-face avec { $unit } - { $from }{ $sup }
move-standoff = échoue : { $attack } contre { $against }, statu quo avec { $movers }
move-prevented = échoue : { $attack } contre { $against }, repoussée par { $movers }
mover = { $unit } - { $dest }{ $sup }
move-blocked = échoue : { $attack } contre { $against }, { $holder } reste en place{ $ownMove }{ $sup }{ $note }
move-blocked-empty = échoue : { $attack } contre { $against }, { $dest-def } reste vide
own-support-void = {" "}; le soutien de { $units } ne compte pas contre une unité de sa propre nation (règle 12)

## Supports

support-given = donné ({ $notes }){ $effect }
not-attacked = l'unité qui soutient n'est pas attaquée
not-cut-from-target = non bloqué par { $unit } : l'attaque vient de la province visée par le soutien
not-cut-own-power = non bloqué par { $unit } : une nation qui attaque sa propre unité ne bloque pas son soutien
not-cut-no-path = non bloqué par { $unit } : son convoi n'est pas arrivé
not-cut-convoy-own = non bloqué par { $unit } : une armée convoyée ne bloque pas un soutien dirigé contre une flotte de son propre convoi
effect-hold = {" "}; il ajoute 1 à la défense de { $unit }
effect-move = {" "}; il ajoute 1 à l'attaque { $unit } - { $dest }
effect-own-power = , mais il ne compte pas : il appuie une attaque contre { $unit }, une unité de sa propre nation (règle 12)
effect-not-carried = , mais { $unit } n'est pas transportée jusqu'{ $dest-to } : il n'ajoute rien
support-cut = bloqué par { $unit } - { $from }
support-cut-dislodged = bloqué : l'unité qui soutient est délogée par { $unit }

## Convoys

convoy-paradox = rompu : paradoxe de convoi ; selon la règle de secours, la flotte tient sa position et l'armée reste sur place (Szykman)
convoy-dislodged = rompu : la flotte est délogée par { $unit }
convoy-no-army = la flotte tient sa position, mais aucune armée n'emprunte ce convoi
convoy-carries = la flotte tient sa position et transporte { $army } jusqu'{ $dest-to }{ $with }
convoy-with = {" "}avec { $fleets }
convoy-not-carried = la flotte tient sa position, mais { $army } n'est pas transportée : { $why }

## Holds

hold-unattacked = aucune unité ne l'attaque : elle reste { $prov-in }
hold-dislodged = délogée par { $unit } : { $attack } contre { $hold }
hold-stays = reste en place : elle tient avec { $hold } contre { $attackers }
attacker-strength = { $unit } ({ $strength })

## Steps of a movement phase

step-support-cut-title = Le soutien de { $unit } est bloqué
step-support-stands-title = Le soutien de { $unit } tient
step-support-text = { $unit } : soutien { $reason }.
step-convoy-open-title = { $army } est convoyée jusqu'{ $dest-to }
step-convoy-broken-title = { $army } n'est pas transportée jusqu'{ $dest-to }
step-convoy-open-text = { $army } dispose d'une route de convoi jusqu'{ $dest-to } par { $fleets }{ $broken }.
route-partly-broken = {" "}(la route par { $fleets } est rompue, mais une route ouverte suffit)
step-convoy-broken-text = { $why }. L'armée reste sur place et n'a aucun effet sur { $dest-def }.
step-attack = { $unit } attaque avec { $attack } et { $result ->
    [succeeds] entre
   *[fails] échoue
  } ({ $reason }).
step-defends = { $unit } se défend avec { $strength } dans le face-à-face.
step-holds = { $unit } tient sa position avec une force de { $strength }.
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
step-dislodged-text = { $by } déloge { $unit }. Elle ne peut battre en retraite ni { $from-in }, d'où vient l'attaque, ni dans une province occupée ou laissée vide par un statu quo. Retraites possibles : { $options }.
no-retreat = aucune : elle sera démobilisée
step-nothing-title = Aucun conflit
step-nothing-text = Aucune unité ne cherche à entrer dans une province occupée ou disputée : tous les ordres sont exécutés.
`;

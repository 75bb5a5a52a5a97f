// The game master's chapter's texts (001, chapter 3: order sheets, missed orders, conditional orders,
// the end of the game), in English and French, Project Fluent syntax as en.ts and fr.ts: they join the
// language layer when the chapter is loaded (engine/adjudicate/game-master/door.ts), so that a page
// that rules no such phase does not carry them. The game master's errors in a whole game (gm-error-)
// stay in the main catalogues, with the game reports that say them.

export const GAME_MASTER_EN_MESSAGES = String.raw`
gm-power = { $power }
gm-superseded = superseded: { $power } sent version { $ruled } of its orders, which replaces this one (version { $version }); only a power's latest sheet is ruled (001 §3.4.3)
gm-step-sheets-title = { $power }'s orders: version { $ruled } is ruled
gm-step-sheets-text = A new full sheet replaces the power's earlier ones (001 §3.4.3): { $count ->
    [one] the order
   *[other] the { $count } orders
  } of version { $earlier } { $count ->
    [one] is
   *[other] are
  } set aside and not ruled.
gm-step-nmr-title = { $power }: no orders received (NMR)
gm-step-nmr-text = { $power } sent no orders for this season (001 §3.5.4, "ONR"): { $phase ->
    [movement] { $count ->
        [0] it has no unit on the board
        [one] { $units } holds where it stands
       *[other] { $units } hold where they stand
      }; if it must retreat or remove units, the default rules choose, and it builds nothing
    [retreat] it gave no retreat order, so the default rule decides for its dislodged units
   *[adjustment] it builds nothing, and if it owes removals the default rule chooses them
  }.
conditional-rank = { $rank ->
    [1] first choice
    [2] second choice
    [3] third choice
    [4] fourth choice
    [5] fifth choice
   *[other] choice number { $rank }
  }
conditional-passed = {" "}({ $list })
conditional-skip = not { $to }: { $why }
closed-ambiguous-coast = both coasts of { $prov } are open ({ $coasts }) and the list names neither
fate-conditional = By its conditional retreats (001 §3.4.2) it goes to { $to }, its { conditional-rank }{ $passed }.
fate-conditional-none = None of its conditional retreats (001 §3.4.2) is open{ $passed }.
fate-conditional-disband = None of its conditional retreats is open{ $passed }: it disbands, as its list says (001 §3.4.2).
fate-conditional-collision = Its conditional retreats (001 §3.4.2) send it to its { conditional-rank }{ $passed }, but { $collision }
adjust-conditional = From its conditional { $action ->
    [build] builds
   *[remove] removals
  } sent with its Fall orders (001 §3.4.2), best first: { $entries }.
conditional-taken = { $unit } { $action ->
    [build] built
   *[remove] removed
  }
conditional-not-taken = { $unit } not { $action ->
    [build] built
   *[remove] removed
  } ({ $why })
conditional-not-needed = not needed: the count due is reached
gm-step-victory-title = { $power } wins the game
gm-step-victory-text = { $power } owns { $centres } supply centres, at least the { $target } that win: the game ends with its victory (000 "OBJECTIF", 001 §2.2).
gm-step-time-limit-title = The game stops at its time limit
gm-step-time-limit-text = { $by ->
    [centres] When a game is stopped at the time agreed, the power controlling the most supply centres wins (000 "OBJECTIF")
   *[units] When a game is stopped at the time agreed, the player with the most units in play wins (001 §2.3)
  }: { $counts }.
gm-time-limit-victory-stands = A power has already won by its centres, so its victory stands.
gm-time-limit-nobody = No power has any, and nobody wins.
gm-time-limit-winner = { $leaders } wins.
gm-time-limit-tie = { $leaders } are level at the top; neither book says how such a tie ends, so all of them are named as leaders.
gm-count = { $power } { $count } { $by ->
    [centres] { $count ->
        [one] centre
       *[other] centres
      }
   *[units] { $count ->
        [one] unit
       *[other] units
      }
  }
gm-proposal-draw = a draw
gm-proposal-concession = a concession to { $power }
gm-step-vote-title = { $carried ->
    [yes] The proposal of { $proposal } is accepted
   *[no] The proposal of { $proposal } is rejected
  }
gm-step-vote-draw = Every vote of the powers still in the game counts for it, as a result needs (001 §3.8): the game ends in a draw shared by { $powers }, every power with units on the board (001 §2.2).
gm-step-vote-concession = Every vote of the powers still in the game counts for it, as a result needs (001 §3.8): the game ends, and { $power } wins by concession.
gm-step-vote-rejected = Not every vote of the powers still in the game counts for it, and a result needs them all (001 §3.8): the game goes on. As the book asks, only this is published, not who proposed it nor how each power voted.
gm-step-vote-abstentions = A missing vote or an abstention counts { $abstention ->
    [for] for
   *[against] against
  } the proposal, as the game master decided (001 §3.8 leaves it to him).
gm-step-vote-after-victory = A power has already won by its centres in this phase, so its victory stands.
# Refusals of the chapter's fields (adjudicate/game-master/input.ts), after their field's path: the
# sentences the protocol writes, powers by their ids.
gm-refuse-nmr-ordered = { $power } is listed in "nmr" (no orders received, 001 §3.5.4), yet this order is { $power }'s
gm-refuse-version-gap = version { $version } of { $power }'s orders, but { $power } sent no version { $missing } in this phase: is this sheet another power's? (001 §3.4.3: a new version replaces the same power's earlier sheet)
gm-refuse-spring-adjustments = builds and removals are sent with the Fall orders (001 §3.4.2), not in spring
gm-refuse-nmr-conditional = { $power } is listed in "nmr" (no orders received), so it sent no conditional orders either
gm-refuse-cannot-stand = { $shown } is not a place { $type ->
    [A] an army
   *[F] a fleet
  } can stand on
gm-refuse-retreats-in-adjustment = an adjustment phase has no retreats; retreat lists belong to the movement and retreat phases
gm-refuse-no-unit = no unit { $unit } on the board
gm-refuse-no-dislodged-unit = no dislodged unit { $unit } in this retreat phase
gm-refuse-other-unit = the unit in { $prov } is { $owner }'s { $found }, not { $power }'s { $named }
gm-refuse-retreat-list-twice = { $unit } already has a retreat list (conditional.retreats[{ $earlier }]); send one list per unit
gm-refuse-unknown-province = unknown province { $shown }
gm-refuse-never-retreat = { $unit } could never retreat to { $loc }: it is not a place next to { $from } that { $type ->
    [A] an army
   *[F] a fleet
  } can enter (its neighbours: { $options })
gm-refuse-retreat-listed-twice = { $prov } is already in this list
gm-refuse-not-home = { $prov } is not a home supply centre of { $power }: { $power } could never build there
gm-refuse-fleet-coast = a fleet at { $prov } must name its coast ({ $coasts })
gm-refuse-build-twice = { $power } already lists a build in { $prov } (conditional.builds[{ $earlier }]); a centre takes one build
gm-refuse-too-many-builds = { $power } lists { $count } builds, but it has { $homes } home centres and can never build more than { $homes } units in one winter
gm-refuse-removal-no-unit = { $power } has no { $type } in { $prov } at the start of this phase (a removal names the unit where it stands when the orders are written, 001 §3.4.2)
gm-refuse-removal-twice = { $prov } is already in the removal list (conditional.removals[{ $earlier }])
gm-refuse-concession-out = a concession goes to a power still in the game (one with units: { $inGameIds }), not { $shown }
gm-refuse-concession-unknown = a concession goes to a power still in the game (one with units: { $inGameIds }), not { $shown }
gm-refuse-vote-unknown-power = unknown power "{ $power }" (powers: { $powersIds })
gm-refuse-vote-out = { $power } has no unit on the board, so it is out of the game and has no vote (powers in the game: { $inGameIds })
`;

export const GAME_MASTER_FR_MESSAGES = String.raw`
gm-power = { $power-def }
gm-superseded = remplacé : { $power-def } a envoyé la version { $ruled } de ses ordres, qui remplace celle-ci (version { $version }) ; seule la dernière feuille d'une nation est arbitrée (001 §3.4.3)
gm-step-sheets-title = Ordres { $power-from } : la version { $ruled } est arbitrée
gm-step-sheets-text = Une nouvelle feuille complète remplace les précédentes de la même nation (001 §3.4.3) : { $count ->
    [one] l'ordre
   *[other] les { $count } ordres
  } de la version { $earlier } { $count ->
    [one] est écarté et n'est pas arbitré
   *[other] sont écartés et ne sont pas arbitrés
  }.
gm-step-nmr-title = { $power } : ordres non reçus (ONR)
gm-step-nmr-text = { $power-def } n'a envoyé aucun ordre pour cette saison (001 §3.5.4, « ONR ») : { $phase ->
    [movement] { $count ->
        [0] elle n'a aucune unité sur le plateau
        [one] { $units } reste sur place
       *[other] { $units } restent sur place
      } ; si elle doit faire retraite ou démobiliser, les règles par défaut choisissent, et elle ne construit rien
    [retreat] faute d'ordre de retraite, la règle par défaut décide du sort de ses unités délogées
   *[adjustment] elle ne construit rien, et si elle doit démobiliser, la règle par défaut choisit les unités
  }.
conditional-rank = { $rank ->
    [1] premier choix
    [2] deuxième choix
    [3] troisième choix
    [4] quatrième choix
    [5] cinquième choix
   *[other] choix numéro { $rank }
  }
conditional-passed = {" "}({ $list })
conditional-skip = pas { $to-in } : { $why }
closed-ambiguous-coast = les deux côtes { $prov-from } sont ouvertes ({ $coasts }) et la liste n'en nomme aucune
fate-conditional = Selon ses retraites conditionnelles (001 §3.4.2), elle va { $to-in }, son { conditional-rank }{ $passed }.
fate-conditional-none = Aucune de ses retraites conditionnelles (001 §3.4.2) n'est ouverte{ $passed }.
fate-conditional-disband = Aucune de ses retraites conditionnelles n'est ouverte{ $passed } : elle est démobilisée, comme le demande sa liste (001 §3.4.2).
fate-conditional-collision = Ses retraites conditionnelles (001 §3.4.2) l'envoient à son { conditional-rank }{ $passed }, mais { $collision }
adjust-conditional = D'après { $action ->
    [build] les constructions conditionnelles
   *[remove] les démobilisations conditionnelles
  } envoyées avec ses ordres d'automne (001 §3.4.2), dans l'ordre de préférence : { $entries }.
conditional-taken = { $unit } { $action ->
    [build] construite
   *[remove] démobilisée
  }
conditional-not-taken = { $unit } non { $action ->
    [build] construite
   *[remove] démobilisée
  } ({ $why })
conditional-not-needed = inutile : le compte dû est atteint
gm-step-victory-title = { $power } gagne la partie
gm-step-victory-text = { $power-def } possède { $centres } centres, au moins les { $target } qui font gagner : la partie s'achève sur sa victoire (000 « OBJECTIF », 001 §2.2).
gm-step-time-limit-title = La partie s'arrête à la limite de temps convenue
gm-step-time-limit-text = { $by ->
    [centres] Quand une partie est arrêtée au moment convenu, la nation qui contrôle le plus de centres gagne (000 « OBJECTIF »)
   *[units] Quand une partie est arrêtée au moment convenu, le joueur qui a le plus d'unités en jeu gagne (001 §2.3)
  } : { $counts }.
gm-time-limit-victory-stands = Une nation a déjà gagné par ses centres : sa victoire demeure.
gm-time-limit-nobody = Aucune nation n'en a, et personne ne gagne.
gm-time-limit-winner = { $leaders } gagne.
gm-time-limit-tie = { $leaders } sont à égalité en tête ; aucun des deux livres ne dit comment se règle une telle égalité, elles sont donc toutes nommées en tête.
gm-count = { $power } { $count } { $by ->
    [centres] { $count ->
        [one] centre
       *[other] centres
      }
   *[units] { $count ->
        [one] unité
       *[other] unités
      }
  }
gm-proposal-draw = nullité
gm-proposal-concession = concession en faveur { $power-from }
gm-step-vote-title = { $carried ->
    [yes] La proposition de { $proposal } est acceptée
   *[no] La proposition de { $proposal } est rejetée
  }
gm-step-vote-draw = Tous les votes des nations encore en jeu comptent pour elle, comme l'exige un résultat (001 §3.8) : la partie s'achève sur une nullité partagée par { $powers }, toutes les nations qui ont des unités sur le plateau (001 §2.2).
gm-step-vote-concession = Tous les votes des nations encore en jeu comptent pour elle, comme l'exige un résultat (001 §3.8) : la partie s'achève, et { $power-def } gagne par concession.
gm-step-vote-rejected = Les votes des nations encore en jeu ne comptent pas tous pour elle, et un résultat exige l'unanimité (001 §3.8) : la partie continue. Comme le demande le livre, seul ce résultat est publié : ni l'auteur de la proposition, ni le vote de chacun.
gm-step-vote-abstentions = Un vote manquant ou une abstention compte { $abstention ->
    [for] pour
   *[against] contre
  } la proposition, comme l'a décidé le maître du jeu (001 §3.8 le laisse à son appréciation).
gm-step-vote-after-victory = Une nation a déjà gagné par ses centres dans cette phase : sa victoire demeure.
# Refusals of the chapter's fields (adjudicate/game-master/input.ts), after their field's path.
gm-refuse-nmr-ordered = { $powerName-def } est notée « NMR » (ordres non reçus, 001 §3.5.4), et pourtant cet ordre est le sien
gm-refuse-version-gap = version { $version } des ordres { $powerName-from }, mais { $powerName-def } n'a envoyé aucune version { $missing } pour cette phase : cette feuille serait-elle celle d'une autre nation ? (001 §3.4.3 : une nouvelle version remplace la feuille précédente de la même nation)
gm-refuse-spring-adjustments = les constructions et les démobilisations s'envoient avec les ordres d'automne (001 §3.4.2), pas au printemps
gm-refuse-nmr-conditional = { $powerName-def } est notée « NMR » (ordres non reçus) : elle n'a donc envoyé aucun ordre conditionnel non plus
gm-refuse-cannot-stand = { $shown } n'est pas un lieu où { $type ->
    [A] une armée
   *[F] une flotte
  } peut se tenir
gm-refuse-retreats-in-adjustment = une phase d'ajustements n'a pas de retraites ; les listes de retraites vont avec les phases de mouvement et de retraite
gm-refuse-no-unit = aucune unité { $unit } sur le plateau
gm-refuse-no-dislodged-unit = aucune unité délogée { $unit } dans cette phase de retraite
gm-refuse-other-unit = l'unité qui est { $prov-in } est { $found } { $ownerName-from }, pas { $named } { $powerName-from }
gm-refuse-retreat-list-twice = { $unit } a déjà une liste de retraites ; une seule liste par unité
gm-refuse-unknown-province = province inconnue : { $shown }
gm-refuse-never-retreat = { $unit } ne pourrait jamais faire retraite vers { $locName } : ce n'est pas un lieu voisin { $from-from } où { $type ->
    [A] une armée
   *[F] une flotte
  } peut entrer (ses voisins : { $optionNames })
gm-refuse-retreat-listed-twice = { $prov } figure déjà dans cette liste
gm-refuse-not-home = { $prov } n'est pas un centre d'origine { $powerName-from } : { $powerName-def } ne pourra jamais y construire
gm-refuse-fleet-coast = une flotte { $prov-in } doit nommer sa côte ({ $coastNames })
gm-refuse-build-twice = { $powerName-def } demande déjà une construction { $prov-in } ; un centre ne reçoit qu'une construction
gm-refuse-too-many-builds = { $powerName-def } demande { $count } constructions, mais elle n'a que { $homes } centres d'origine et ne peut jamais construire plus de { $homes } unités en un hiver
gm-refuse-removal-no-unit = { $powerName-def } n'a { $type ->
    [A] aucune armée
   *[F] aucune flotte
  } { $prov-in } au début de cette phase (une démobilisation nomme l'unité là où elle se trouve quand les ordres sont écrits, 001 §3.4.2)
gm-refuse-removal-twice = { $prov } figure déjà dans la liste des démobilisations
gm-refuse-concession-out = une concession va à une nation encore en jeu (qui a des unités : { $inGame }), pas à { $toName-def }
gm-refuse-concession-unknown = une concession va à une nation encore en jeu (qui a des unités : { $inGame }), pas à { $shown }, qui n'est pas une nation de cette carte
gm-refuse-vote-unknown-power = nation inconnue « { $power } » (nations : { $powers })
gm-refuse-vote-out = { $powerName-def } n'a aucune unité sur le plateau : elle est hors jeu et ne vote pas (nations en jeu : { $inGame })
`;

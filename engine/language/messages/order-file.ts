// The order file's own problems (engine/formats/order-file.ts and the game master's lines of
// engine/formats/game-master-lines.ts), in English and French, in Project Fluent syntax. Apart
// from en.ts and fr.ts: the order-file reader adds them to the language layer when it first finds a
// problem (engine/formats/order-file-messages.ts), so they travel with the reader (the desk and the
// CLI have it; a case page that never reads an order file does not load them).
// The English is the reader's sentence as it always was, byte for byte (tests and scripts read it).
// The writer's own words (a heading, a year, an item of a list) are quoted as given. A French
// message holds at most one colon: the desk and the command line put the place before it.

export const ORDER_FILE_EN_MESSAGES = String.raw`
## The phase line

file-year = { $missing ->
    [yes] the year is missing
   *[no] "{ $year }" is not a year
  }: write the year alone, in digits from 1 to 9999, e.g. "{ $season } 1901"
file-bidding-phase = a bidding phase is played in Intimate Diplomacy only: add a line "variant: intimate"
file-not-a-phase = "{ $word }" is not a phase{ $near ->
    [none] {""}
   *[other] {" "}(did you mean "{ $near }"?)
  }: after the year write "retreats" or "adjustments", or nothing for the moves
file-winter-phase = winter has the adjustments only: write "{ $season } 1901" for them, or the { $kind ->
    [retreat] retreats
   *[movement] moves
  } of Spring or Fall
file-no-phase-line = no phase line: start the file with e.g. "Spring 1901" or "Fall 1902 adjustments"

## The variant line

file-variant-refused = { $why }
file-variant-conflict = the file says variant { $named } but { $asked } was asked for
file-variant-board = variant { $named } is played on another board than the one given

## Powers, centres, units

file-unknown-power = unknown power "{ $word }" (powers: { $powerIds })
file-not-a-power = "{ $word }" is not a power (powers: { $powerIds })
file-unknown-centre = unknown supply centre "{ $word }"
file-centre-owned = { $centre } is already owned by { $ownerId }; a centre has one owner
file-unknown-province = unknown province "{ $word }"
file-not-dislodged-unit = "{ $item }" is not a dislodged unit: write "A mun from boh" (the province its attacker came from)
file-not-a-unit-here = "{ $item }" is not a unit of this board: write e.g. { $examples }
file-order-before-heading = an order before any power heading: write "England:" (or the power name) first
file-two-units = two units listed in { $place }
file-unit-type = say whether the unit in { $name } is an army (A) or a fleet (F)
file-fleet-coast = say which coast the fleet in { $name } stands on ({ $coastIds })
file-retreat-needs-dislodged = a retreat phase needs the dislodged units: add lines like "Germany dislodged: A mun from boh"
file-adjustment-needs-centres = an adjustment phase needs supply centres: add lines like "England owns: lon edi lvp nwy"
file-refused = { $why }

## The games' lines (coin, option, closed, control)

file-coin = coin: write the player who won the toss, e.g. "coin: entente"
file-option-not-reading = option: "{ $item }" is not a reading: write key=value with a key among { $keys }
file-option-value = option: { $key } is { $choicesEn }, not "{ $value }"
file-closed-unknown = closed: "{ $word }" is not a province of this board
file-control-form = control: "{ $item }" is not a power and who orders it: write "austria bob", or "italy neutral" (left-out, neutral, anarchy)
file-control-unknown-power = control: unknown power "{ $word }" (powers: { $powerIds })
file-control-player = control: "{ $word }" is not a player's name (letters, digits, - and _), nor left-out, neutral or anarchy
file-game-line-unused = { $line }: only read in a game for fewer players (add a line "variant: 1914", "variant: six-players"…), not in { $variant ->
    [standard] the standard game
   *[other] variant { $variant }
  }
file-coin-not-player = coin: "{ $winner }" is not a player of the { $game } game ({ $playersEn })

## The game master's lines

file-gm-not-a-unit = "{ $item }" is not a unit: write its type and province, such as "F Bre", "A Par" or "F(Hol)"{ $hasWhy ->
    [yes] {" "}({ $whyEn })
   *[no] {""}
  }
file-gm-disband-last = "disband" ends a retreat list: what comes after it could never be used
file-gm-not-a-province = "{ $item }" is not a province{ $hasWhy ->
    [yes] {" "}({ $whyEn })
   *[no] {""}
  }
file-gm-list-heading = a list of { $what ->
    [builds] builds
   *[removals] removals
  } belongs under a power heading: write "England:" first
file-gm-after-power = "{ $word }" after { $powerId }: write "{ $heading }, version 2:" for a later order sheet, or "(NMR)"
file-gm-nmr-power = NMR: unknown power "{ $word }" (powers: { $powerIds })
file-gm-proposal = proposal: write "draw" or "concession to <power>" (French: "nullité", "concession à <nation>"), not "{ $word }"
file-gm-vote = votes: "{ $item }" is not a power and its vote: write "russia for", "france against" or "england abstains" (French: pour, contre, abstention)
file-gm-abstentions = abstentions: write "for" or "against" (how the game master counts them), not "{ $word }"
file-gm-retreat-heading = a retreat list belongs under a power heading: write "Austria:" first
file-gm-retreat-form = a retreat list is a unit, a dash, then the provinces best first: "if dislodged: A Vie - Bud, Tri, Gal"
file-gm-votes-without-proposal = votes without a "proposal:" line: write what they vote on ("proposal: draw")
`;

export const ORDER_FILE_FR_MESSAGES = String.raw`
## La ligne de phase

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

## La ligne de variante

file-variant-refused = variante refusée, « { $why } »
file-variant-conflict = le fichier dit variante { $named } mais { $asked } était demandée
file-variant-board = la variante { $named } se joue sur une autre carte que celle donnée

## Puissances, centres, unités

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

## Les lignes des parties (coin, option, closed, control)

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

## Les lignes du meneur de jeu

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

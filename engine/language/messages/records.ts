// The record readers' problems (engine/formats/records, import-game.ts, json-text.ts), in English
// and French, in Project Fluent syntax. Apart from en.ts and fr.ts: the readers add them to the
// language layer when they first say a problem (engine/formats/record-messages.ts), so a page that
// never imports a game never loads them, and the desk's first script stays as light as it was.
// The record's own words (an order line, a field name, a phase heading) are quoted as given.
// A French message holds at most one colon: the desk and the command line put the place before it.

export const RECORDS_EN_MESSAGES = String.raw`
## Any text

record-empty = the text is empty
record-too-long = the text is { $length } characters long, more than the { $max } a game record may be
record-not-a-record = not a game record the casebook reads: expected a game JSON (dipcc, Cicero, diplomacy-py, or a casebook game file), a webDiplomacy history.json with its variant.json, judge reports ("Movement results for Spring of 1901."), or one phase ("Spring 1901" and its orders)
record-json-not-a-game = a JSON text the casebook does not read as a game: a game JSON has "phases" (each with "name" and "state", or "turn" and "phase"), a casebook game file says "format": "casebook-game", a phase has "phase", "units" and "orders"
record-webdiplomacy-companion = a webDiplomacy archive is read with its map: this is its { $given ->
    [history] history.json, give its variant.json
   *[variant] variant.json, give its history.json
  } too (both files, or the folder that holds them)
record-more-problems = ... and { $more } more problems ({ $all } in all)
record-variant-lines-not-loaded = the { $id } variant's own lines are not loaded: call prepareVariant("{ $id }") before reading its phases

## JSON

record-json-invalid = not valid JSON ({ $mistake }); a record cut short ends in the middle of a value
json-invalid = not valid JSON: { $mistake }
json-mistake = { $code ->
    [Empty] the text is empty
    [InvalidSymbol] this is not a JSON value (strings go in double quotes; true, false and null in lower case)
    [InvalidNumberFormat] a number written wrongly
    [PropertyNameExpected] a property name in double quotes was expected
    [ValueExpected] a value was expected
    [ColonExpected] a colon (:) was expected after the property name
    [CommaExpected] a comma was expected
    [CloseBraceExpected] a closing {"}"} was expected
    [CloseBracketExpected] a closing ] was expected
    [EndOfFileExpected] the text goes on after the JSON value
    [InvalidCommentToken] JSON has no comments
    [UnexpectedEndOfComment] JSON has no comments
    [UnexpectedEndOfString] a string is not closed by a double quote
    [UnexpectedEndOfNumber] a number ends too soon
    [InvalidUnicode] a \u escape needs four hexadecimal digits
    [InvalidEscapeCharacter] a backslash escape that JSON does not know
    [InvalidCharacter] a control character inside a string (write a newline as \n, a tab as \t)
   *[other] this cannot be read as JSON
  }

## A field of a JSON record that does not have the form its format gives

zod-type-name = { $type ->
    [string] a string
    [number] a number
    [integer] an integer
    [float] a number with decimals
    [boolean] true or false
    [object] an object
    [array] an array
    [null] null
    [undefined] nothing
   *[other] { $type }
  }
zod-missing = missing ({ $expected } expected)
zod-type = { $expected } expected, found { $received }
zod-unknown-keys = unknown { $count ->
    [one] field
   *[other] fields
  } { $keys }
zod-enum = { $received } is not one of { $options }
zod-literal = { $expected } expected here
zod-too-small = { $kind ->
    [array] at least { $minimum } { $minimum ->
        [one] item
       *[other] items
      } expected
    [string] at least { $minimum } { $minimum ->
        [one] character
       *[other] characters
      } expected
   *[number] a number of at least { $minimum } expected
  }
zod-too-big = { $kind ->
    [array] at most { $maximum } items expected
    [string] at most { $maximum } characters expected
   *[number] a number of at most { $maximum } expected
  }
zod-union = the value has none of the forms this field takes
zod-pattern = the text does not have the form this field takes
zod-other = the value is not what this field takes ({ $code })

## Record readers: the board

record-map-cicero = the game is played on "{ $map }"; the casebook reads standard games in this format
record-map-webdiplomacy = the game is played on webDiplomacy's "{ $name }" map; the casebook reads its Classic games
record-completed-not-last = a game record has one COMPLETED phase, its last
record-phase-name = "{ $name }" is not a phase name: write "S1901M", "F1901R", "W1901A" (season, year, M/R/A) or "COMPLETED"
record-unknown-power = "{ $name }" is not a power of this game (its powers: { $powers })
record-unit-unreadable = "{ $text }" is not a unit: write "A VIE" or "F STP/SC"
record-place-unknown = "{ $text }" is not a province of this board
record-place-no-coast = "{ $text }": { $province } has no such coast
record-unit-cannot-stand = "{ $text }": { $type ->
    [A] an army
   *[F] a fleet
  } cannot stand in { $loc }{ $count ->
    [0] {""}
   *[other] {" "}(it may stand in { $options })
  }
record-not-a-centre = "{ $text }" is not a supply centre
record-centre-two-owners = { $province } is owned by { $first } and { $second }: a centre has one owner
record-dislodged-outside-retreat = dislodged units ({ $units }) outside a retreat phase
record-two-units = two units in { $province }: { $firstPower } { $first } and { $secondPower } { $second }
record-order-unreadable = "{ $order }" is not an order: { $why }
record-order-no-unit = "{ $order }": there is no { $retreat ->
    [yes] dislodged unit
   *[no] unit
  } in { $province } this phase
record-order-wrong-power = "{ $order }" is given by { $power }, but the { $retreat ->
    [yes] dislodged unit
   *[no] unit
  } in { $province } is { $owner }'s
record-order-wrong-type = "{ $order }" orders { $written ->
    [A] an army
   *[F] a fleet
  }, but the { $retreat ->
    [yes] dislodged unit
   *[no] unit
  } in { $province } is { $actual ->
    [A] an army
   *[F] a fleet
  }
record-phases-out-of-order = this phase comes after { $before } in the record, but a game plays it { $same ->
    [yes] only once
   *[no] before
  }: the phases are out of order

## Judge reports (njudge)

judge-cut-no-heading = a judge report starts here but no phase heading ("Movement results for Spring of 1901.") follows it: the text looks cut short
judge-orders-not-results = "{ $text }" lists orders not yet ruled: paste the "results" reports the judge sends once a phase is processed
judge-not-a-line = "{ $text }" is not a line of a judge report: an order line starts with its power ("France: Army Paris -> Burgundy.")
judge-season = a { $season } phase belongs to a variant the casebook does not play in this format (Spring, Fall and Winter only)
judge-winter = "{ $heading }": { $adjustment ->
    [yes] adjustments are made in Winter
   *[no] Winter has only adjustments
  }
judge-no-report = no judge report in the text: it has no line such as "Movement results for Spring of 1901."
judge-unit-unreadable = "{ $text }" is not a unit: write "Army Budapest" or "Fleet North Sea"
judge-no-full-stop = "{ $text }" ends without a full stop: the report looks cut short
judge-convoy-no-destination = "{ $text }": a convoy gives the army's destination
judge-order-unreadable = "{ $text }": the order after the unit reads neither "-> place", HOLD, SUPPORT, CONVOY nor DISBAND
judge-adjustment-unreadable = "{ $text }" is not an adjustment: write "Builds an army in Vienna.", "Removes the fleet in the North Sea." or "Build waived."
judge-missing-line = the report has no line for { $power }'s { $unit }: a { $kind ->
    [retreat] retreat report lists every dislodged unit
   *[movement] movement report lists every unit on the board
  } (is it cut short, or not the report after the one before?)
judge-first-not-movement = the first report must be a movement report: it is the only one that lists every unit on the board
judge-dislodged-unreadable = "{ $text }" is not a dislodged unit: write "The French Army in Burgundy can retreat to Gascony or Paris."
judge-dislodged-no-unit = "{ $text }": there is no unit in { $province } this phase

## webDiplomacy's game archive

webdiplomacy-territory-unknown = "{ $name }" is not a province of the standard board
webdiplomacy-territory-missing = a territory is missing
webdiplomacy-territory-not-in-variant = territory { $id } is not in variant.json
webdiplomacy-country-not-in-variant = country { $id } is not in variant.json
`;

export const RECORDS_FR_MESSAGES = String.raw`
## Any text

record-empty = le texte est vide
record-too-long = le texte compte { $length } caractères, plus que les { $max } qu'un enregistrement de partie peut compter
record-not-a-record = ce texte n'est pas un enregistrement de partie que le casebook sait lire ; il attend le JSON d'une partie (dipcc, Cicero, diplomacy-py ou un fichier de partie du casebook), l'archive d'une partie de webDiplomacy (son history.json avec son variant.json), les comptes rendus d'un juge (« Movement results for Spring of 1901. ») ou une phase (« Printemps 1901 » et ses ordres)
record-json-not-a-game = le casebook ne lit pas ce texte JSON comme une partie ; le JSON d'une partie a un champ « phases » (chacune avec « name » et « state », ou « turn » et « phase »), un fichier de partie du casebook porte « "format": "casebook-game" », une phase a « phase », « units » et « orders »
record-webdiplomacy-companion = une archive de webDiplomacy se lit avec sa carte ; ce texte est son { $given ->
    [history] history.json, donnez aussi son variant.json
   *[variant] variant.json, donnez aussi son history.json
  } (les deux fichiers, ou le dossier qui les contient)
record-more-problems = ... et { $more } problèmes de plus ({ $all } en tout)
record-variant-lines-not-loaded = les lignes propres à la variante { $id } ne sont pas chargées : appelez prepareVariant("{ $id }") avant de lire ses phases

## JSON

record-json-invalid = ce JSON n'est pas valide ({ $mistake }) ; un enregistrement coupé s'arrête au milieu d'une valeur
json-invalid = ce JSON n'est pas valide ; { $mistake }
json-mistake = { $code ->
    [Empty] le texte est vide
    [InvalidSymbol] ceci n'est pas une valeur JSON (les chaînes s'écrivent entre guillemets droits, true, false et null en minuscules)
    [InvalidNumberFormat] un nombre mal écrit
    [PropertyNameExpected] un nom de propriété entre guillemets droits était attendu
    [ValueExpected] une valeur était attendue
    [ColonExpected] un deux-points était attendu après le nom de la propriété
    [CommaExpected] une virgule était attendue
    [CloseBraceExpected] une accolade fermante était attendue
    [CloseBracketExpected] un crochet fermant était attendu
    [EndOfFileExpected] le texte continue après la valeur JSON
    [InvalidCommentToken] JSON n'a pas de commentaires
    [UnexpectedEndOfComment] JSON n'a pas de commentaires
    [UnexpectedEndOfString] une chaîne n'est pas fermée par un guillemet droit
    [UnexpectedEndOfNumber] un nombre s'arrête trop tôt
    [InvalidUnicode] un échappement \u demande quatre chiffres hexadécimaux
    [InvalidEscapeCharacter] un échappement par barre oblique inverse que JSON ne connaît pas
    [InvalidCharacter] un caractère de contrôle dans une chaîne (écrivez un saut de ligne \n, une tabulation \t)
   *[other] ceci ne se lit pas comme du JSON
  }

## A field of a JSON record that does not have the form its format gives

zod-type-name = { $type ->
    [string] une chaîne
    [number] un nombre
    [integer] un nombre entier
    [float] un nombre à virgule
    [boolean] true ou false
    [object] un objet
    [array] un tableau
    [null] null
    [undefined] rien
   *[other] { $type }
  }
zod-missing = absent (on attend ici { $expected })
zod-type = on attend ici { $expected }, on trouve { $received }
zod-unknown-keys = { $count ->
    [one] champ inconnu
   *[other] champs inconnus
  } { $keys }
zod-enum = { $received } n'est pas une des valeurs { $options }
zod-literal = on attend ici { $expected }
zod-too-small = { $kind ->
    [array] au moins { $minimum } { $minimum ->
        [one] élément attendu
       *[other] éléments attendus
      }
    [string] au moins { $minimum } { $minimum ->
        [one] caractère attendu
       *[other] caractères attendus
      }
   *[number] un nombre d'au moins { $minimum } attendu
  }
zod-too-big = { $kind ->
    [array] au plus { $maximum } éléments attendus
    [string] au plus { $maximum } caractères attendus
   *[number] un nombre d'au plus { $maximum } attendu
  }
zod-union = la valeur n'a aucune des formes que prend ce champ
zod-pattern = le texte n'a pas la forme que prend ce champ
zod-other = la valeur n'est pas ce que prend ce champ ({ $code })

## Record readers: the board

record-map-cicero = la partie se joue sur « { $map } » ; le casebook lit dans ce format les parties standard
record-map-webdiplomacy = la partie se joue sur la carte « { $name } » de webDiplomacy ; le casebook lit ses parties Classic
record-completed-not-last = un enregistrement de partie a une seule phase COMPLETED, la dernière
record-phase-name = « { $name } » n'est pas un nom de phase ; écrivez « S1901M », « F1901R », « W1901A » (saison, année, M, R ou A) ou « COMPLETED »
record-unknown-power = « { $name } » n'est pas une puissance de cette partie (ses puissances sont { $powers })
record-unit-unreadable = « { $text } » n'est pas une unité ; écrivez « A VIE » ou « F STP/SC »
record-place-unknown = « { $text } » n'est pas une province de ce plateau
record-place-no-coast = { $province-def } n'a pas la côte que désigne « { $text } »
record-unit-cannot-stand = « { $text } » ne va pas, { $type ->
    [A] une armée
   *[F] une flotte
  } ne peut pas se tenir { $loc-in }{ $count ->
    [0] {""}
   *[other] {" "}(elle peut se tenir sur { $options })
  }
record-not-a-centre = « { $text } » n'est pas un centre de ravitaillement
record-centre-two-owners = { $province } appartient à la fois à { $first-def } et à { $second-def }, or un centre n'a qu'un propriétaire
record-dislodged-outside-retreat = des unités délogées ({ $units }) hors d'une phase de retraites
record-two-units = deux unités { $province-in }, { $first } ({ $firstPower }) et { $second } ({ $secondPower })
record-order-unreadable = « { $order } » n'est pas un ordre. { $why }
record-order-no-unit = « { $order } » ne va pas, il n'y a pas d'unité{ $retreat ->
    [yes] {" "}délogée
   *[no] {""}
  } { $province-in } dans cette phase
record-order-wrong-power = « { $order } » est donné par { $power-def }, mais l'unité{ $retreat ->
    [yes] {" "}délogée
   *[no] {""}
  } { $province-in } appartient à { $owner-def }
record-order-wrong-type = « { $order } » donne un ordre à { $written ->
    [A] une armée
   *[F] une flotte
  }, mais l'unité{ $retreat ->
    [yes] {" "}délogée
   *[no] {""}
  } { $province-in } est { $actual ->
    [A] une armée
   *[F] une flotte
  }
record-phases-out-of-order = cette phase vient après { $before } dans l'enregistrement, mais une partie { $same ->
    [yes] ne la joue qu'une fois
   *[no] la joue avant
  } ; les phases sont dans le désordre

## Judge reports (njudge)

judge-cut-no-heading = un compte rendu de juge commence ici, mais aucun titre de phase (« Movement results for Spring of 1901. ») ne le suit ; le texte semble coupé
judge-orders-not-results = « { $text } » liste des ordres pas encore jugés ; collez les comptes rendus « results » que le juge envoie une fois la phase jouée
judge-not-a-line = « { $text } » n'est pas une ligne d'un compte rendu de juge ; une ligne d'ordre commence par sa puissance (« France: Army Paris -> Burgundy. »)
judge-season = une phase « { $season } » appartient à une variante que le casebook ne joue pas dans ce format (printemps, automne et hiver seulement)
judge-winter = « { $heading } » ne va pas, { $adjustment ->
    [yes] les ajustements se font en hiver
   *[no] l'hiver n'a que les ajustements
  }
judge-no-report = aucun compte rendu de juge dans ce texte, il n'a pas de ligne telle que « Movement results for Spring of 1901. »
judge-unit-unreadable = « { $text } » n'est pas une unité ; écrivez « Army Budapest » ou « Fleet North Sea »
judge-no-full-stop = « { $text } » finit sans point, le compte rendu semble coupé
judge-convoy-no-destination = « { $text } » ne va pas, un convoi donne la destination de l'armée
judge-order-unreadable = « { $text } » ne va pas, l'ordre après l'unité n'est ni « -> lieu », ni « HOLD », « SUPPORT », « CONVOY » ou « DISBAND »
judge-adjustment-unreadable = « { $text } » n'est pas un ajustement ; écrivez « Builds an army in Vienna. », « Removes the fleet in the North Sea. » ou « Build waived. »
judge-missing-line = le compte rendu n'a pas de ligne pour { $unit-def } ({ $power }) ; un compte rendu { $kind ->
    [retreat] de retraites liste chaque unité délogée
   *[movement] de mouvements liste chaque unité du plateau
  } (est-il coupé, ou ne suit-il pas le précédent ?)
judge-first-not-movement = le premier compte rendu doit être celui de mouvements, le seul qui liste chaque unité du plateau
judge-dislodged-unreadable = « { $text } » n'est pas une unité délogée ; écrivez « The French Army in Burgundy can retreat to Gascony or Paris. »
judge-dislodged-no-unit = « { $text } » ne va pas, il n'y a pas d'unité { $province-in } dans cette phase

## webDiplomacy's game archive

webdiplomacy-territory-unknown = « { $name } » n'est pas une province du plateau standard
webdiplomacy-territory-missing = il manque un territoire
webdiplomacy-territory-not-in-variant = le territoire { $id } n'est pas dans variant.json
webdiplomacy-country-not-in-variant = le pays { $id } n'est pas dans variant.json
`;

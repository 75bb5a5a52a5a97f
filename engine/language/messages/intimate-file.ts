// Intimate Diplomacy's own lines of an order file (engine/formats/intimate-file.ts: home powers,
// preferences, the coin, credits, bids, control), their problems in English and French, in Project
// Fluent syntax. Apart from en.ts and fr.ts: the reader adds them to the language layer when it is
// first used, and it is loaded with the Intimate variant only (prepareVariant), so a standard desk
// never carries them. The English is the reader's sentence as it always was, byte for byte; powers
// are ids in English ($powerId), names in French. The writer's own words are quoted as given. A
// French message holds at most one colon: the desk and the command line put the place before it.

export const INTIMATE_FILE_EN_MESSAGES = String.raw`
intimate-pair-form = "{ $item }" is not { $what ->
    [home] a player and a power: write "alice france"
    [credits] a player and credits: write "alice 12"
   *[bid] a power and a bid: write "austria 5"
  }
intimate-named-twice = { $name } is named twice on this line (first at column { $first }): each once
intimate-credits-not-number = "{ $word }" is not a number of credits: write a whole number, 0 or more
intimate-credits-too-many = { $word } credits is more than a game can hold: at most { $max }
intimate-coin = write the player who won the toss: "coin: bob"
intimate-control-form = "{ $item }" is not a power and who orders it: write "austria bob" or "italy anarchy"
intimate-bid-twice = { $powerId } is bid on twice on this line: each power once
intimate-bids-again = { $player } bids a second time (first at line { $first }): all of a player's bids go on one line
intimate-preferences-again = { $player }'s preferences are given a second time (first at line { $first }): one list per player
intimate-not-a-player = { $player } is not a player ({ $playersEn })
intimate-home-power = { $powerId } is { $whose ->
    [own] { $player }'s own home power
   *[other] { $owner }'s home power
  }: a player bids only on the five mercenaries
`;

export const INTIMATE_FILE_FR_MESSAGES = String.raw`
intimate-pair-form = « { $item } » n'est pas { $what ->
    [home] un joueur suivi de sa puissance, écrivez par exemple « alice france »
    [credits] un joueur suivi de ses crédits, écrivez par exemple « alice 12 »
   *[bid] une puissance suivie d'une enchère, écrivez par exemple « autriche 5 »
  }
intimate-named-twice = { $name } est nommé deux fois sur cette ligne (d'abord colonne { $first }) : une fois chacun
intimate-credits-not-number = « { $word } » n'est pas un nombre de crédits : écrivez un nombre entier, 0 ou plus
intimate-credits-too-many = { $word } crédits, c'est plus qu'une partie ne peut en compter : { $max } au plus
intimate-coin = écrivez le joueur qui a gagné le tirage au sort, par exemple « coin: bob »
intimate-control-form = « { $item } » n'est pas une puissance suivie de qui la dirige : écrivez par exemple « autriche bob » ou « italie anarchie »
intimate-bid-twice = deux enchères sur { $power-def } dans cette ligne : une seule par puissance
intimate-bids-again = { $player } enchérit une deuxième fois (d'abord ligne { $first }) : toutes les enchères d'un joueur vont sur une seule ligne
intimate-preferences-again = { $player } donne ses préférences une deuxième fois (d'abord ligne { $first }) : une seule liste par joueur
intimate-not-a-player = { $player } n'est pas un joueur ({ $players })
intimate-home-power = { $power-def } est le pays d'origine { $whose ->
    [own] du joueur qui enchérit, { $player }
   *[other] de l'autre joueur, { $owner }
  } : un joueur n'enchérit que sur les cinq mercenaires
`;

// The Ancient Mediterranean's principles said in its explanations (engine/variants/passage-notes.ts,
// waterway-notes.ts): the straits (seed 004 §6), the delta (§12), the Nile and its canal (§11), the
// Diolkos (§10), in English and French, in Project Fluent syntax. Apart from en.ts and fr.ts: the
// variant's plug-in adds them to the language layer when it is loaded, so a standard desk never
// carries them. A French message holds at most one colon before its citation.

export const ANCIENT_MED_EN_MESSAGES = String.raw`
passage-strait-move = { $moves } { $count ->
    [one] is a move
   *[other] are moves
  } across a strait: { $who ->
    [army] an army crosses a strait in one move and needs no convoy
    [fleet] a strait joins its two coasts, and a fleet crosses it in one move
   *[seas] a fleet passes through a strait from one sea to the other in one move
  } ({ $rules }, { $section }).
passage-strait-support = { $units } { $count ->
    [one] gives its support
   *[other] give their support
  } across a strait: a unit may support where it could move, and { $who ->
    [army] an army crosses a strait with no convoy
   *[fleet] a fleet crosses a strait in one move
  } ({ $rules }, { $section }).
passage-space = { $place }
passage-delta-move = { $moves } { $count ->
    [one] is a move
   *[other] are moves
  } across the delta, whose channels make { $spaces } each a neighbour of all the others ({ $rules }, { $section }).
passage-delta-support = { $units } { $count ->
    [one] gives its support
   *[other] give their support
  } across the delta, whose channels make { $spaces } each a neighbour of all the others: a unit may support where it could move ({ $rules }, { $section }).
passage-delta-paths-cross = { $moves } cross each other in the delta: that is no exchange of places, and neither move bounces off the other ({ $rules }, { $section }).
passage-delta-swap = { $moves } trade places across the delta: unlike paths that cross there, that is an exchange of places, and the two moves meet head to head as across any border ({ $rules }, { $section }).
waterway-space-to = { $place }
waterway-move = { $moves } { $count ->
    [one] sails
   *[other] sail
  } the { $waterway }: it is no space, but fleets sail it between the spaces it joins, which are { $banks } ({ $rules }, { $section }).
waterway-support = { $units } { $count ->
    [one] gives its support
   *[other] give their support
  } along the { $waterway }: a unit may support where it could move, and fleets sail the { $waterway } between the spaces it joins, which are { $banks } ({ $rules }, { $section }).
waterway-unreachable-into = The { $waterway } joins { $dest } only to { $others }, not to { $from } ({ $rules }, { $section }).
waterway-unreachable-off = Fleets sail the { $waterway } only between the spaces it joins, which are { $banks }, and { $dest } is not one of them ({ $rules }, { $section }).
crossing-move = { $moves }: the { $waterway } lets fleets cross the isthmus, so { $banks } each have one continuous coast, which a fleet enters or leaves from either sea ({ $rules }, { $section }).
crossing-sea-to-sea = The { $waterway } takes fleets across the isthmus only through { $banks }, one move in and one move out; { $from } and { $dest } do not touch ({ $rules }, { $section }).
`;

export const ANCIENT_MED_FR_MESSAGES = String.raw`
passage-strait-move = { $moves } { $count ->
    [one] est un mouvement
   *[other] sont des mouvements
  } à travers un détroit, { $who ->
    [army] qu'une armée franchit en un seul mouvement, sans convoi
    [fleet] qui relie ses deux côtes et qu'une flotte franchit en un seul mouvement
   *[seas] par lequel une flotte passe d'une mer à l'autre en un seul mouvement
  } ({ $rules }, { $section }).
passage-strait-support = { $units } { $count ->
    [one] donne son soutien
   *[other] donnent leur soutien
  } à travers un détroit : une unité peut soutenir là où elle pourrait se rendre, et { $who ->
    [army] une armée franchit un détroit sans convoi
   *[fleet] une flotte franchit un détroit en un seul mouvement
  } ({ $rules }, { $section }).
passage-space = { $place-def }
passage-delta-move = { $moves } { $count ->
    [one] est un mouvement
   *[other] sont des mouvements
  } à travers le delta, dont les bras rendent { $spaces } voisins les uns des autres ({ $rules }, { $section }).
passage-delta-support = { $units } { $count ->
    [one] donne son soutien
   *[other] donnent leur soutien
  } à travers le delta, dont les bras rendent { $spaces } voisins les uns des autres : une unité peut soutenir là où elle pourrait se rendre ({ $rules }, { $section }).
passage-delta-paths-cross = { $moves } se croisent dans le delta : ce n'est pas un échange de places, et aucun des deux mouvements ne bloque l'autre ({ $rules }, { $section }).
passage-delta-swap = { $moves } échangent leurs places à travers le delta : à la différence de trajets qui s'y croisent, c'est un échange de places, et les deux mouvements s'affrontent face à face comme à travers toute frontière ({ $rules }, { $section }).
waterway-space-to = { $place-to }
waterway-move = { $moves } { $count ->
    [one] emprunte
   *[other] empruntent
  } le { $waterway } : ce n'est pas un espace, mais les flottes y naviguent entre les espaces qu'il relie, qui sont { $banks } ({ $rules }, { $section }).
waterway-support = { $units } { $count ->
    [one] donne son soutien
   *[other] donnent leur soutien
  } par le { $waterway } : une unité peut soutenir là où elle pourrait se rendre, et les flottes naviguent sur le { $waterway } entre les espaces qu'il relie, qui sont { $banks } ({ $rules }, { $section }).
waterway-unreachable-into = Le { $waterway } ne relie { $dest-def } qu'{ $others }, pas { $from-to } ({ $rules }, { $section }).
waterway-unreachable-off = Les flottes ne naviguent sur le { $waterway } qu'entre les espaces qu'il relie, qui sont { $banks }, et { $dest-def } n'en fait pas partie ({ $rules }, { $section }).
crossing-move = { $moves } : le { $waterway } permet aux flottes de franchir l'isthme, et { $banks } ont donc chacune une seule côte continue, où une flotte entre et d'où elle sort par l'une ou l'autre mer ({ $rules }, { $section }).
crossing-sea-to-sea = Le { $waterway } ne fait franchir l'isthme aux flottes qu'en passant par { $banks }, un mouvement pour y entrer et un autre pour en sortir ; { $from-def } et { $dest-def } ne se touchent pas ({ $rules }, { $section }).
`;

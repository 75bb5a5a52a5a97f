// English catalogue of the explanations, in Project Fluent syntax (https://projectfluent.org).
// Kept in a module rather than a .ftl file so that it travels inside the compiled package and the
// site's bundle without a file loader. Every message here exists in fr.ts too (a test checks).
// Arguments: units and places arrive as text ("A mun", or "A Munich" when names are asked for);
// a place argument $p also gives $p-def, $p-in, $p-from, $p-to.

export const EN_MESSAGES = String.raw`
## Plumbing

plain = { $text }

## Units in prose (French names them so after "de" or "que"; English keeps the notation)

unit-def = { $text }
unit-de = { $text }

## Places and powers (English needs no grammar here; kept for symmetry with French)

place-def = { $bare }
place-in = in { $bare }
place-from = from { $bare }
place-to = to { $bare }
place-de = of { $bare }
place-de-def = of { $bare }

power-def = { $bare }
power-from = { $bare }

## Convoy routes

route-no-fleet = no fleet is ordered to convoy it
route-incomplete = the convoying fleets ({ $fleets }) stand, but they do not form a chain of seas reaching { $dest }
route-broken = the convoy breaks, as { $fleets }
fleet-dislodged = { $fleet } is dislodged
fleet-dislodged-by = { $fleet } is dislodged by { $by }
fleet-paradox = { $fleet } is caught in a convoy paradox, and by the backup rule its convoy fails

## Moves

move-not-carried = fails, not carried: { $why }; the army stays where it is
move-circular = succeeds: the units move round in a circle
move-unopposed = succeeds: { $attack } against 0, no unit holds { $dest } or moves there{ $sup }{ $route }
move-succeeds = succeeds: { $attack } against { $against }{ $sup }{ $beat }{ $silenced }{ $route }
supported-by-pending = {" "}(supported by { $units }, if that support holds: told below)
supported-by = {" "}(supported by { $units })
beating = , beating { $units }
silenced = ; { $units } { $count ->
    [one] has
   *[other] have
  } no effect on { $dest }: { $count ->
    [one] it is
   *[other] they are
  } dislodged by the unit coming from there (rule 11)
move-own-unit = fails: { $unit } stays where it is{ $ownMove }, and its strength of { $attack } cannot dislodge a unit of its own power (rule 12){ $also }
own-move-failed = {" "}(its own move to { $to } failed)
move-head-to-head = fails: { $attack } against { $against } in a head-to-head battle with { $unit } - { $from }{ $sup }{ $silenced }
move-standoff = fails: { $attack } against { $against }, standoff with { $movers }{ $still }
move-prevented = fails: { $attack } against { $against }, prevented by { $movers }{ $still }
mover = { $unit } - { $dest }{ $sup }
move-blocked = fails: { $attack } against { $against }, { $holder } stays where it is{ $ownMove }{ $sup }{ $note }
move-blocked-empty = fails: { $attack } against { $against }, { $dest } stays empty
own-support-void = ; the support of { $units } does not count against its own power's unit (rule 12)

## Supports

support-given = given ({ $notes }){ $effect }
not-attacked = not attacked
not-cut-from-target = not cut by { $unit }: the attack comes from the province the support is aimed at
not-cut-own-power = not cut by { $unit }: a power's attack on its own unit does not cut support
not-cut-no-path = not cut by { $unit }: its convoy did not arrive
not-cut-paradox = not cut by { $unit }: it does not arrive, the backup rule holding { $fleets }, the { $count ->
    [one] fleet
   *[other] fleets
  } it needs, in a convoy paradox
not-cut-convoy-own = not cut by { $unit }: a convoyed army does not cut a support against a fleet of its own convoy
effect-hold = ; it adds 1 to the hold of { $unit }
effect-move = ; it adds 1 to { $unit } - { $dest }
effect-own-power = , but it counts for nothing: it backs an attack on { $unit }, a unit of its own power (rule 12)
effect-own-power-contests = , but it cannot help dislodge { $unit }, a unit of its own power (rule 12); it still adds 1 to { $mover } in contesting { $dest } against { $rivals }
effect-not-carried = , but { $unit } is not carried to { $dest }, so it adds nothing
support-cut = cut by { $unit } - { $from }{ $route }
support-cut-dislodged = cut, as the supporting unit is dislodged by { $unit }{ $fromTarget }

## Convoys

convoy-paradox = disrupted: a convoy paradox; by the backup rule (Szykman) the convoy fails and the army stays where it is{ $dislodged }
convoy-dislodged = disrupted: the fleet is dislodged by { $unit }
convoy-no-army = the fleet stands, but no army is ordered along this convoy
convoy-carries = the fleet stands and carries { $army } to { $dest }{ $with }
convoy-with = , { $fleets } convoying it as well
convoy-not-carried = the fleet stands, but { $army } is not carried: { $why }

## Holds

hold-unattacked = no unit moves against it: it stays in { $prov }
hold-dislodged = dislodged by { $unit }: { $attack } against { $hold }
hold-stays = stays: it holds with { $hold } against { $attackers }
attacker-strength = { $unit } ({ $strength })

## Steps of a movement phase

step-support-cut-title = The support of { $unit } is cut
step-support-stands-title = The support of { $unit } stands
step-support-text = { $unit }: support { $reason }.
step-convoy-open-title = { $army } is convoyed to { $dest }
step-convoy-broken-title = { $army } is not carried to { $dest }
step-convoy-open-text = { $army } has an open convoy route to { $dest }, convoyed by { $fleets }{ $broken }.
route-partly-broken = {" "}(the route through { $fleets } is broken, but one open route is enough)
convoy-intent = { $army } could reach { $dest } overland, yet it goes by sea: { $reading ->
    [via] its order says "via convoy"
    [ownFleet] its order does not say "via convoy", but { $own }, { $count ->
        [one] a fleet of its own power, is
       *[other] fleets of its own power, are
    } ordered to convoy it, which shows the intent to go by sea, whichever fleets then carry it (DATC 4.A.3)
   *[anyConvoy] fleets are ordered to convoy it, which under this reading shows the intent to go by sea (001 §2.12.6)
  }.
convoy-against-own-unit = { $fleets } { $count ->
    [one] belongs
   *[other] belong
  } to the same power as { $unit }, which the army attacks: rule 12 keeps a power from dislodging its own unit by its own move or support, but a convoy is neither, so a power may convoy an attack on its own unit (DATC 6.D.16).
step-convoy-broken-text = { $why }. The army stays where it is and has no effect on { $dest }.
step-attack = { $unit } attacks with { $attack } and { $result ->
    [succeeds] gets in
   *[fails] fails
  } ({ $reason }).
step-defends = { $unit } defends with { $strength } in the head-to-head battle.
step-holds = { $unit } holds with strength { $strength }{ $sup }.
step-leaves = { $unit } moves out.
step-stuck-later = { $unit } is ordered on to { $to }: nothing here depends on whether it leaves, which is told with { $to }.
step-leaving-later = { $unit } is ordered on to { $to }: nothing here needs it to leave, and whether it does is told with { $to }.
step-out-enters-plain = { $unit } gets in with { $attack }{ $notes }.
step-stays-empty = { $prov } stays empty after the standoff.
battle-enters = { $prov }: { $unit } gets in
battle-standoff = { $prov }: standoff, the province stays empty
battle-stays = { $prov }: { $unit } stays
battle-nobody = { $prov }: nobody gets in
battle-first-title = { $prov }, first: { $moves }
battle-first-move = { $unit } { $result ->
    [succeeds] gets in
   *[fails] fails
  }
step-unopposed-title = Unopposed moves
step-unopposed-text = Nobody else wants these provinces and they are empty: { $moves } { $count ->
    [one] succeeds
   *[other] succeed
  }.
unopposed-move = { $unit } - { $dest }
step-dislodged-title = { $unit } is dislodged
step-dislodged-text = { $by } dislodges { $unit }: a province holds only one unit (rule 2). { $origin ->
    [convoy] It may retreat to { $from }, where the attack came from, because that attack came by convoy (DATC 4.A.5), but not to an occupied province or one left empty by a standoff.
    [open] It may retreat even to { $from }, where the attack came from (a rule variant), but not to an occupied province or one left empty by a standoff.
   *[closed] It may not retreat to { $from }, where the attack came from, nor to an occupied province or one left empty by a standoff.
  } Retreat options: { $options }.
no-retreat = none, so it will be disbanded
step-dislodged-support = Its support is cut: a dislodged unit supports no one (rule 14).
step-dislodged-convoy = Its convoy fails: a dislodged fleet carries no army (rule 17).
order-wrong-coast = The order for the fleet in { $prov } names { $written }, but the fleet stands on { $actual }: an order finds its unit by province, so the coast written for the ordered fleet serves no purpose and is ignored (DATC 4.B.5).
step-dislodged-no-retreat-help = { $kind ->
    [convoy] The convoy { $by } ordered for it to { $to } does not carry its retreat either
   *[support] The support { $by } gave its move to { $to } does not help its retreat either
  }: a retreat can be neither convoyed nor supported (000 "RÉDACTION DES ORDRES DE RETRAITE").
step-dislodged-still-cuts = Dislodged itself, it still cut the support of { $unit }: an attack cuts a support whatever becomes of the attacker (rule 15).
route-enough-whatever = ; { $fleets } { $count ->
    [one] convoys
   *[other] convoy
  } it too, but one open route is enough, whatever becomes of { $count ->
    [one] that fleet
   *[other] those fleets
  } (rule 20)
step-nothing-title = Nothing contested
step-nothing-text = No unit moves into an occupied or disputed province: every { $others ->
    [yes] other order
   *[no] order
  } is carried out.
step-illegal-title = { $kind ->
    [invalid] { $count ->
        [one] A void order
       *[other] Void orders
    }
    [both] Illegal and void orders
   *[illegal] { $count ->
        [one] An illegal order
       *[other] Illegal orders
    }
  }
step-illegal-order = { $reason } ({ $result ->
    [invalid] void order
   *[illegal] illegal order
  }{ $holds ->
    [yes] ; { $unit } holds
   *[no] {""}
  }).
step-illegal-order-quoted = { $reason } ({ $result ->
    [invalid] void order
   *[illegal] illegal order
  } "{ $order }").

## Retreat phase: order reasons

retreat-unreadable = cannot be read: { $message }
retreat-wrong-kind = only retreats and disbands are ordered in a retreat phase
retreat-no-unit = no dislodged unit in { $prov }
retreat-foreign = { $unit } belongs to { $owner }, not { $power }
retreat-several = { $unit } received { $count } orders; none is obeyed and it counts as unordered
retreat-disband = disbanded, as ordered
retreat-hold = a dislodged unit cannot hold; it disbands
retreat-closed = cannot retreat to { $to }: { $why }; the unit disbands (open: { $options })
retreat-moves = retreats to { $to }: the province is free and no other unit retreats there
retreat-collision = fails: { $others } also { $count ->
    [one] retreats
   *[other] retreat
  } to { $prov }; a retreat can be neither supported nor convoyed, so none outweighs another and { $count ->
    [one] both units disband
   *[other] all of them disband
  } (000 "RÉDACTION DES ORDRES DE RETRAITE", "DÉMOBILISATION")
no-option = none

## Why a province is closed to a retreat

closed-occupied = { $prov } is occupied by { $unit }
closed-occupied-by-dislodger = { $prov } is occupied by the { $type ->
    [A] army
   *[F] fleet
  } that dislodged { $dislodged } from it
closed-origin = the attack came from { $prov }
closed-standoff = { $prov } was left empty by a standoff
closed-unreachable = { $prov } is not next to it

## Retreat phase: steps

retreat-step-moves-title = { $unit } retreats to { $to }
retreat-step-disbanded-title = { $unit } is disbanded
retreat-step-options = { $unit } must retreat or disband. Open: { $options }.
retreat-step-closed = Closed: { $closed }.
retreat-step-nowhere = { $unit } has nowhere to retreat to.
fate-retreated = It retreats to { $to }.
fate-disbanded = It is disbanded, as ordered.
fate-unordered = It has no valid retreat order and is disbanded.
fate-default = It has no retreat order: by the game master's default rule (001 §3.5.3) it goes to { $to }, the open province nearest its home centres. Adding up the distances to each of them gives { $table }; on a tie a supply centre comes first, then alphabetical order.
distance-pair = { $place } { $distance }
fate-collision = { $others } also { $count ->
    [one] retreats
   *[other] retreat
  } to { $prov }; a retreat can be neither supported nor convoyed, so none outweighs another and { $count ->
    [one] both units disband
   *[other] all of them disband
  } (000 "RÉDACTION DES ORDRES DE RETRAITE", "DÉMOBILISATION").

## Supply centres after Fall

centres-title = Supply centres change hands
centres-none-title = No supply centre changes hands
centres-none = Every supply centre keeps its owner: no unit ends the year on a centre it does not own.
centre-taken = { $power } takes { $prov } from { $old }.
centre-neutral = { $power } takes { $prov }, which was neutral.
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
    [one] { $units } unit
   *[other] { $units } units
  }

adjust-unreadable = cannot be read: { $message }
adjust-wrong-kind = only builds, removals and waivers are ordered in an adjustment phase
adjust-no-waive = { $power } has no build to waive
adjust-waived = build waived: { $power } leaves one build unused
adjust-no-build-due = { $power } has no build due: { count-centres } for { count-units }
adjust-build = builds { $unit }: a home centre of { $power }, still owned by it and unoccupied
adjust-not-home = { $prov } is not a home centre of { $power }
adjust-not-owned = { $power } no longer owns { $prov }
adjust-occupied = { $prov } is occupied
adjust-fleet-inland = a fleet cannot be built inland at { $prov }
adjust-needs-type = a unit built on the coast at { $prov } must be named an army or a fleet
adjust-needs-coast = a fleet built at { $prov } needs its coast ({ $coasts })
adjust-no-removal-due = { $power } has no unit to remove: { count-centres } for { count-units }
adjust-no-unit = there is no unit in { $prov }
adjust-foreign-unit = the unit in { $prov } belongs to { $owner }
adjust-remove = removes { $unit }: { $power } has { count-units } for { count-centres }
adjust-same-place = { $count } orders for { $prov }: none of them is carried out
adjust-too-many-removals = { $power } ordered { $count } removals for { $due } due: none is carried out, civil disorder chooses
adjust-too-many-builds = { $power } ordered { $count } builds or waivers for { $due } due: none is carried out
adjust-builds-used = { $power } has already used { $due ->
    [one] its one build
   *[other] all { $due } builds
  } on earlier orders: the orders are carried out in the order written
adjust-removals-used = { $power } has already made { $due ->
    [one] its one removal
   *[other] all { $due } removals
  } due on earlier orders: the orders are carried out in the order written
adjust-place-used = an earlier order already builds { $unit }: only the first build in a province is carried out
adjust-removed-already = an earlier order already removes { $unit }

## Adjustment phase: steps

adjust-builds-title = { $power }: { count-centres }, { count-units }, { $count ->
    [one] one build
   *[other] { $count } builds
  } due
adjust-removals-title = { $power }: { count-centres }, { count-units }, { $count ->
    [one] one unit
   *[other] { $count } units
  } to remove
adjust-built = It builds { $units }.
adjust-unused = { $count ->
    [one] One build is
   *[other] { $count } builds are
  } not used{ $waived ->
    [0] {""}
   *[other] {" "}({ $waived } waived)
  }.
adjust-removed = It removes { $units }.
civil-disorder = { $count ->
    [one] One removal was
   *[other] { $count } removals were
  } not ordered: the engine removes { $units }, { $count ->
    [one] the unit
   *[other] the units
  } farthest from { $measure ->
    [nearestHome2000] { $count ->
        [one] its
       *[other] their
    } nearest home centre
    [postal1971] { $count ->
        [one] its
       *[other] their
    } home centres (sum of the distances)
    [nearestHomeFleetsBySea] { $count ->
        [one] its
       *[other] their
    } nearest home centre (a fleet by fleet moves, an army over land and sea)
   *[nearestOwned2023] the nearest supply centre { $power } owns
  }, { $measure ->
    [postal1971] on a tie an ordinary province before a supply centre, then fleets before armies, then alphabetical order (001 §3.5.3)
   *[other] fleets first then in alphabetical order when tied
  }. Distances: { $table }.
distance-entry = { $unit } ({ $distance })
civil-disorder-counting = { $measure ->
    [nearestHomeFleetsBySea] An army's distance counts moves from province to province over land and sea; a fleet's counts only the moves a fleet could make from the coast it stands on (DATC 4.D.8, the reading before 2023).
   *[other] A distance counts moves from province to province, over land and sea alike, for an army as for a fleet: a fleet's coast makes no difference, and an army's count may cross the sea{ $measure ->
        [nearestOwned2023] {" "}(DATC 4.D.8).
       *[other] .
    }
  }
centres-counts = Centres now: { $counts }.
fate-illegal = Its order cannot be carried out, so it is disbanded.

## Intimate Diplomacy (variant intimate, seed 002): bidding, anarchy, mercenary builds, credits, victory

bid-home-title = Home powers: { $a } plays { $pa }, { $b } plays { $pb }
bid-home-rank = { $rank ->
    [1] The two preference lists start with different powers
   *[other] The two preference lists name the same { $agreed ->
        [one] power first
       *[other] powers in their first { $agreed } places
      } and differ at rank { $rank }
  }: { $a } gets { $pa } and { $b } gets { $pb } (Intimate Diplomacy, "Attribution des pays d'origine").
bid-home-coin = The two preference lists are identical, so the coin decides: { $winner } won the toss and takes the first choice, { $first }; { $loser } takes the second, { $second } (Intimate Diplomacy, "Attribution des pays d'origine").
bid-credits-start = Starting credits of their home powers: { $a } { $ca }, { $b } { $cb } (Intimate Diplomacy, "Attribution des crédits").
bid-bids = Bids for { $power }: { $a } { $ba }, { $b } { $bb }.
bid-won-title = { $power }: { $player } wins it for { $price ->
    [one] { $price } credit
   *[other] { $price } credits
  }
bid-won = { $player } bids more and pays the bid, { $price ->
    [one] { $price } credit
   *[other] { $price } credits
  }, to order { $power } until the next bidding, Winter adjustments included.
bid-anarchy-title = { $power }: equal bids, anarchy for the year
bid-anarchy-overbid-title = { $power }: anarchy for the year, both players overbid
bid-anarchy-overbid = { $player } bid more, { $bid }, but both players overbid: nobody is left to take { $power } at half price, so neither player orders it this year, and it is in anarchy as in civil disorder (interpretations 7 and 9).
bid-anarchy = Both bids are { $bid }: neither player orders { $power } this year. Its units hold, never support each other, and are removed when dislodged, as in civil disorder (interpretation 7{ $bid ->
    [0] ; a bid of 0 against 0 is a tie too, interpretation 8
   *[other] {""}
  }).
bid-transferred-title = { $power }: to { $player } at half price, { $price ->
    [one] { $price } credit
   *[other] { $price } credits
  }
bid-transferred = { $from } bid { $bid } { $won ->
    [no] on { $power } without winning it, but overbid, and every power an overbidder bid on goes to the opponent (interpretation 9, the wider reading):
   *[yes] and would have won { $power }, but overbid:
  } { $player } takes it for half of that bid rounded up, { $price ->
    [one] { $price } credit
   *[other] { $price } credits
  } (interpretation 9).
bid-overbid-title = { $player } overbids and loses the whole reserve
bid-overbid = The bids { $player } { $test ->
    [allBids] wrote, won or not,
   *[wonBids] wins
  } add up to { $spent ->
    [one] { $spent } credit
   *[other] { $spent } credits
  }, more than the { $reserve } held: the whole reserve is lost (Intimate Diplomacy, "Enchère à découvert"; interpretation 9{ $test ->
    [allBids] , counting every bid written
   *[wonBids] {""}
  }).
bid-overbid-both-title = Both players overbid
bid-overbid-both = { $a } ({ $ra } held) and { $b } ({ $rb } held) both { $test ->
    [allBids] bid more than they hold
   *[wonBids] win more than they hold
  }: both reserves are lost and the powers they won fall into anarchy, since nobody is left to take them at half price (interpretation 9).
bid-credits-title = Credits after the bidding
bid-credits = Credits before and after: { $list }.
bid-credits-entry = { $player } { $before } → { $after }
mercenary-no-waive = a mercenary's builds are all made where possible: { $power } cannot waive one, and the default build replaces the waiver (interpretation 10)
mercenary-builds-title = { $power }: default builds { $units }
mercenary-builds = Nobody ordered { $count ->
    [one] one build
   *[other] { $count } builds
  } { $power } was due, so the rules make { $count ->
    [one] it
   *[other] them
  }, { $fleets ->
    [yes] fleets (England's default builds are fleets)
   *[no] armies
  } in its free home centres taken in alphabetical order: { $units } (Intimate Diplomacy, "Constructions de mercenaires"; interpretation 10).
credits-income-title = Credits after Fall
credits-income = { $player } receives one credit per centre of { $power }, { $count ->
    [one] { $count } credit
   *[other] { $count } credits
  }: { $before } → { $after }.
verdict-win-title = { $player } wins the game
verdict-occupation = A unit of { $power }, the home power of { $player }, stands on { $count ->
    [one] a home centre
   *[other] { $count } home centres
  } of { $opp }, and { $opponent } occupies none of { $power }'s: { $player } wins (Intimate Diplomacy, "Critère de victoire").
verdict-both = Both players occupy home centres of the other: { $a } ({ $pa }) { $oa }, { $b } ({ $pb }) { $ob }.
verdict-russia-cap = Russia's fourth home centre does not count: at most three are counted.
verdict-more = { $player } occupies more of them and wins.
verdict-credits = The counts are equal, so credits decide, this season's income included: { $a } { $ca }, { $b } { $cb }; { $player } wins.
verdict-playon-title = Equal occupation and credits: play goes on
verdict-playon = The counts are equal and so are the credits ({ $ca } each): play goes on, and everything is judged again after the next Fall (interpretation 11).
verdict-waiting-title = Play goes on: victory is judged after the Fall
verdict-waiting = An earlier season ended in a perfect tie, so play goes on until the end of the next Fall: whoever occupies what now, nobody wins this Spring, and everything is judged again after the Fall (Intimate Diplomacy, "Critère de victoire"; interpretation 22).
verdict-stalemate-win-title = Stalemate declared: { $player } wins on centres
verdict-stalemate-draw-title = Stalemate declared: a draw
verdict-stalemate = Every mercenary is gone and the players declare the stalemate: the one with more supply centres wins (Intimate Diplomacy, "Impasse"): { $a } { $na }, { $b } { $nb }; equal centres are a draw (interpretation 11).

## Orders set aside before resolution (movement)

reject-unreadable = cannot be read: { $message }
reject-wrong-phase = a { $kind } order has no place in a movement phase
reject-no-unit = there is no unit in { $prov }
reject-foreign = { $unit } belongs to { $owner }, not { $power }
reject-duplicate = { $unit } received { $count } orders; it holds
reject-own-province = { $unit } cannot move to its own province
reject-cannot-reach = { $unit } cannot reach { $to }
reject-ambiguous-coast = { $prov } has two coasts { $unit } can reach and the order names neither
reject-no-route = { $unit } cannot reach { $to }: not adjacent and no fleets could convoy it
reject-not-coast-to-coast = a convoy must go from one coast to another ({ $from } to { $to })
reject-no-chain = no chain of seas through { $sea } joins { $from } to { $to }
reject-self-support = { $unit } cannot support itself
reject-support-unreachable = { $unit } cannot itself reach { $into }, so it cannot support there
reject-only-through-supporter = { $unit } could only get there through { $sea }, which cannot convoy and support at once
reject-fleet-not-at-sea = only a fleet at sea can convoy; { $unit } cannot
reject-no-supported-unit = there is no unit to support there
reject-no-convoyed-unit = there is no unit to convoy
reject-not-an-army = { $unit } is a fleet and cannot be convoyed
reject-convoy-mismatch = { $unit } was not ordered to { $to }
reject-convoy-not-used = { $unit } goes overland, so the convoy is not used
reject-convoy-not-asked = { $unit } goes overland: its order does not say "via convoy", which alone sends an army to a neighbouring province by sea under this reading (DATC 4.A.3), so the convoy is not used
reject-convoy-no-route = { $unit } goes overland: the fleets ordered to convoy it make no route to its destination, so its "via convoy" falls back on the land route (DATC 4.A.3) and the convoy is not used
reject-support-mismatch-move = { $unit } moves to { $to }, which is not the order supported (rule 9)
reject-support-mismatch-still = { $unit } does not move, which is not the order supported (rule 9)

## Rules that decide a move, a support or a hold

swap-convoy = ; { $unit } moves into { $from } at the same time: two units may trade places when one of them is convoyed (rule 19)
route-still-open = ; it is carried through { $fleets } although the route through { $broken } is broken (rule 20)
no-effect-on-dest = ; dislodged by that unit, it has no effect on { $dest } (rule 11)
still-prevents-whatever = ; { $units } { $count ->
    [one] stands
   *[other] stand
  } it off, whatever becomes of { $count ->
    [one] it
   *[other] them
  } where { $count ->
    [one] it stands
   *[other] they stand
  }: a unit dislodged keeps its effect on other provinces (rule 10)
convoy-dislodger-whatever = ; even if { $units } { $count ->
    [one] is
   *[other] are
  } dislodged by the unit coming from { $dest }, that unit came by convoy, not head-on, and the DATC reads rule 11 as applying to head-to-head battles only
dislodged-still-prevents = ; { $units } { $count ->
    [one] is
   *[other] are
  } dislodged but still { $count ->
    [one] stands
   *[other] stand
  } it off (rule 10)
support-cut-by-dislodged = cut by { $unit } - { $from }, which cuts it although dislodged itself (rule 15){ $route }
hold-besieged = stays: it holds with { $hold } against { $attackers }, who stand each other off (rule 4)
move-swap-forbidden = fails: { $unit } is ordered into { $from } at the same time, and two units cannot trade places without a convoy (rule 6){ $also }
move-barred = fails: { $attack } against { $against }, { $unit } stays where it is{ $ownMove } and bars the way (rule 5){ $also }

## Games for fewer than seven players (#15: 000, "Formes de jeu alternatives")

game-name = { $game ->
    [v-six-players] the six-player game
    [v-five-players] the five-player game
    [v-four-players] the four-player game
    [v-three-players] the three-player game
    [v-1914] the 1914 game
    [v-intimate] Intimate Diplomacy
   *[other] this game
  }
variant-dormant = { $why ->
    [neutral] { $power } is neutral in { $game }
    [anarchy] { $power } is in anarchy in { $game }
    [civilDisorder] { $power } is in civil disorder (000 "TROUBLES CIVILS")
   *[left-out] { $power } is left out of { $game }
  }
variant-order-dormant = not carried out: { $dormant }, so nobody orders it{ $phase ->
    [retreat] ; its dislodged units are removed and never retreat
    [adjustment] { $builds ->
        [mercenaryDefault] ; the builds it is due are made by default
       *[never] ; it never builds
      }
   *[movement] ; its units hold and never support one another
  }
variant-closed = { $prov } is closed in { $game }{ $while }
variant-closed-while = {" "}while { $power } is neutral
variant-order-closed = { $kind ->
    [support] cannot support into { $prov }
    [convoy] cannot convoy to { $prov }
    [retreat] cannot retreat to { $prov }
    [build] cannot build in { $prov }
   *[move] cannot enter { $prov }
  }: { $closed }
variant-step-dormant-title = { $dormant }
variant-step-dormant-text = { $count ->
    [0] It has no unit left on the board.
    [one] Its unit { $units } holds where it stands{ $closed ->
        [yes] , in a closed province that nobody may attack or support into.
       *[no] : others may support it in place, and it supports nobody.
      }
   *[other] Its units { $units } hold where they stand{ $closed ->
        [yes] , in closed provinces that nobody may attack or support into.
       *[no] : others may support them in place, but they never support one another.
      }
  }{ $ignored ->
    [0] {""}
    [one] {" "}The order written for it is not carried out.
   *[other] {" "}The { $ignored } orders written for it are not carried out.
  }
no-unit-left = none
variant-step-closed-title = { $count ->
    [one] Closed province: { $provs }
   *[other] Closed provinces: { $provs }
  }
variant-step-closed-text = { $unit } { $reason }; it holds instead.
variant-step-removed-title = { $unit } is dislodged and removed
variant-step-dislodged-text = { $by } dislodges { $unit }: a province holds only one unit (rule 2).
variant-step-dislodged-title = { $unit } is dislodged
variant-step-removed-text = { $when ->
    [later] { $dormant }: nobody orders its retreat, so { $unit } will be removed in the retreat phase, as in civil disorder.
    [retreat] { $dormant }: nobody orders its retreat, so { $unit } is removed, as in civil disorder.
   *[now] { $dormant }: its dislodged units do not retreat but are removed at once, so { $unit } leaves the board.
  }
variant-step-no-builds-title = { $dormant }
variant-step-no-builds-text = { $power } owns more centres than it has units, but nobody orders it: it builds nothing ({ $count ->
    [one] one build
   *[other] { $count } builds
  } not made).
variant-step-victory-title = { $player } wins
variant-step-victory-power = { $power } owns { $centres } supply centres, enough to win on its own{ $alone ->
    [yes] .
   *[no] : the game is won by the player who orders it, { $player }.
  }
variant-step-victory-player = The powers of { $player } ({ $powers }) own { $centres } supply centres between them, the count that wins { $game }.
player-name = { $id ->
    [entente] the Entente
    [central] the Central Powers
   *[other] { $id }
  }

## Correct citations (10a): a vacated province, rule 4 only for a unit in place, rules 8, 13, 18, 22

move-into-vacated = succeeds: { $attack } against 0, as { $unit } moves out and no other unit moves in{ $sup }{ $route }
standoff-garrison-stays = ; { $unit }, in place, stays: a standoff dislodges no one (rule 4)
convoyed-stays-home = ; a convoyed army that bounces stays in { $from } (rule 18)
tie-stays-home = ; at equal strength the attack bounces (rule 3)
convoy-dislodger-no-rule-11 = ; { $units } { $count ->
    [one] was
   *[other] were
  } dislodged by a unit coming from { $dest } by convoy, not head-on, and the DATC reads rule 11 as applying to head-to-head battles only
cut-other-route = ; the support backs the attack on { $fleet }, a fleet of its convoy, but the army has a route that does not need it (rule 22 overrides rule 21)
dislodged-from-target = ; its attack comes from the province the support is aimed at, which alone would not cut the support (rule 13), but a dislodged unit gives no support (rule 14)
paradox-fleet-dislodged = ; the fleet is dislodged by { $unit }
convoy-off-route = the fleet stands, but no route from { $army } to { $dest } passes through it: { $fleets } carry the army
reject-support-hold-of-mover = { $unit } is ordered to move to { $to }: only a unit not ordered to move can be supported in place (rule 8)

## Battle steps (10a): strengths, the outcome, the causes beyond strengths, each once

step-contenders = Into { $prov }: { $movers }.
step-contender = { $unit } with { $attack }{ $sup }{ $lost }{ $keeps }
step-contender-prevent = {" "}({ $prevent } to keep the other moves out)
step-contender-prevent-with = {" "}({ $prevent } with { $units }, to keep the other moves out)
step-not-carried = { $units } { $count ->
    [one] is
   *[other] are
  } not carried there and contest nothing.
step-stuck = { $unit }, whose own move to { $to } failed, holds with { $strength }.
step-out-enters = { $unit } gets in, { $attack } against { $against }{ $notes }.
step-out-standoff = The strongest attacks, { $strength } each, stand each other off: nobody gets in (rule 3){ $garrison }.
step-out-rule-12 = Nobody gets in: against { $held } the attack of { $unit } counts only { $attack }, since the support of { $supporters } cannot help dislodge a unit of { $count ->
    [one] its
   *[other] their
  } own power (rule 12), and { $attack } does not beat the { $against } opposing it (rule 3){ $garrison }.
step-garrison-rule-4 = , and { $unit } stays: a standoff dislodges no one, even a unit one attack alone would have beaten (rule 4)
step-garrison-stays = , and { $unit } stays
step-out-stays = No attack gets in: { $unit } stays.
step-out-nobody = Nobody gets in.
step-note = { $unit } fails{ $clause }.
step-reason = { $unit } { $reason }.
also-standoff = ; besides, it stands off with { $movers }, as strong (rule 3)
retreat-open-rule-11 = { $prov } is open although { $units } tried to move there: dislodged by the unit coming from { $prov }, { $count ->
    [one] it has no effect there and leaves
   *[other] they have no effect there and leave
  } no standoff (rule 11).
step-support-lost = {" "}(the support of { $units } { $count ->
    [one] is
   *[other] are
  } cut)
## The order reader's errors (engine/orders/parse.ts): what is wrong with an order's text.
## Quoted text is the order's own; places are ids in English, names in French.

parse-what = { $what ->
    [unit] the unit
    [unit-province] the unit's province
    [supported-unit] the supported unit
    [convoyed-army] the convoyed army
    [unit-to-build] the unit to build
    [unit-to-remove] the unit to remove
    [supported-dest] the destination of the supported move
    [convoyed-dest] the destination of the convoyed army
    [retreat-dest] the retreat destination
   *[dest] the destination
  }
parse-what-province-of = the province of { $what }
parse-found-keyword = the keyword '{ $found }'
parse-found-text = '{ $found }'
parse-too-long = The order is too long to be an order.
parse-bad-character = Unexpected character { $control ->
    [yes] { $char }
   *[no] '{ $char }'
  }: orders are written with letters, dashes, slashes and parentheses.
parse-coast-after-slash = Expected a coast (nc, sc or ec) after '/'.
parse-not-a-coast = '{ $word }' is not a coast: write nc, sc or ec.
parse-coast-paren = Missing ')' after the coast.
parse-one-coast = { $prov } has only one coast: leave the coast out.
parse-no-such-coast = { $prov } has no { $coast ->
    [nc] north
    [sc] south
   *[ec] east
  } coast (its coasts: { $coasts }).
parse-ends = Expected { $what }, but the order ends there.
parse-expected = Expected { $what }, found { $found }.
parse-coast-twice = { $loc } already names a coast.
parse-ambiguous-name = '{ $word }' could mean several provinces ({ $candidates }); write more of the name.
parse-unknown-province = Unknown province '{ $text }' where { $what } was expected.{ $hint }
parse-hint-glued-support = {" "}Is it '{ $fixed }' (a support order with the space missing)?
parse-hint-map = {" "}{ $why }.
parse-hint-did-you-mean = {" "}Did you mean { $named }?
parse-candidate = { $id } ({ $name })
parse-province-paren = Missing ')' after the province.
parse-ambiguous-coast = Ambiguous coast: a fleet at { $from } can reach { $reachable }, and the order does not say which (such an order is void).
parse-empty = The order is empty.
parse-power-only = Expected an order after the power name.
parse-extra = Unexpected '{ $extra }' after a complete order.
parse-order-start = An order starts with a unit (A or F and its province), or Build, Remove or Waive; found '{ $found }'.
parse-retreat-needs-dest = '{ $unit }' needs a retreat destination or "disband".
parse-convoy-needs-dest = A convoy order must give the army's destination ("C A lon - nwy").
parse-convoy-not-support = A convoy carries an army's move, not a support: expected a dash and the army's destination, found '{ $found }'.
parse-convoy-dash = Expected a dash and the convoyed army's destination, found '{ $found }'.
parse-order-after-unit = Expected an order after '{ $unit }' (H, -, S or C), found '{ $found }'{ $missingS ->
    [yes] {": is the S of a support missing?"}
   *[no] {"."}
  }
parse-build-coast = Ambiguous coast: a fleet built in { $loc } must name its coast ({ $locs }).
parse-retreat-convoyed = A retreat cannot be convoyed.
parse-unreadable = The order could not be read.
parse-internal = Internal error while reading the order: { $message }

## The map's answers the order reader quotes (engine/map/names.ts)

name-impassable = '{ $shown }' is { $what }, which is impassable and not a province
name-coast-twice = '{ $shown }' gives a coast twice
name-no-coasts = '{ $shown }': { $name } has no separate coasts; write just '{ $id }'
name-no-such-coast = '{ $shown }': { $name } has no { $coast }; its coasts are { $coasts }

## Replaying a game against its record (engine/game/, casebook replay)

replay-agrees = agrees
replay-differs = differs
replay-not-compared = nothing published to compare
replay-not-ruled = not ruled: { $message }
replay-unit-record = The record has { $unit } ({ $power }) after the phase; the casebook's ruling does not.
replay-unit-ruling = The casebook's ruling has { $unit } ({ $power }) after the phase; the record does not.
replay-dislodged-record = The record dislodges { $unit } ({ $power }); the casebook's ruling does not.
replay-dislodged-ruling = The casebook's ruling dislodges { $unit } ({ $power }); the record does not.
replay-retreats = { $unit } may retreat to { $recorded } by the record, to { $ruled } by the casebook's ruling.
replay-nowhere = nowhere
replay-centre = { $prov } belongs to { $recorded } after the phase by the record, to { $ruled } by the casebook's ruling.
replay-nobody = nobody
replay-next = The record plays { $recorded } next; the casebook's ruling calls for { $ruled }.
replay-order = { $power }: { $order }: the record: { $recorded }; the casebook's ruling: { $ruled }{ $dislodged ->
    [yes] , dislodged
   *[no] {""}
  }.
replay-recorded-succeeded = succeeds
replay-recorded-failed = fails
replay-recorded-void = void
replay-recorded-dislodged = dislodged
replay-recorded-kept = not dislodged
replay-recorded-marks = { $outcome } ({ $marks })
replay-presets = Under { $count ->
    [one] the preset
   *[other] the presets
  } { $presets }, the casebook rules as the record does.
replay-no-preset = No preset of the casebook rules as the record does.
replay-option = With one rule option changed ({ $about }: “{ $value }” instead of “{ $instead }”), the casebook rules as the record does.
replay-phase-count = { $count } { $count ->
    [one] phase
   *[other] phases
  }
replay-summary = { $phases } { $phases ->
    [one] phase
   *[other] phases
  }: { $agree } { $agree ->
    [one] agrees
   *[other] agree
  }, { $differ } { $differ ->
    [one] differs
   *[other] differ
  }, { $none } with nothing published to compare, { $errors } not ruled.

## The next phase written out to type into (engine/formats/next-phase-text.ts): its comments

next-retreat = { $unit } may retreat to { $places }, or disband
next-no-retreat = { $unit } has nowhere to retreat: it is disbanded
next-builds = { $count ->
    [one] One build
   *[other] { $count } builds
  } due ({ $centres } centres, { $units } units); vacant home centres: { $sites }
next-builds-nowhere = { $count ->
    [one] One build
   *[other] { $count } builds
  } due ({ $centres } centres, { $units } units), but no home centre it owns is vacant: no build is possible
next-removals = { $count ->
    [one] One removal
   *[other] { $count } removals
  } due ({ $centres } centres, { $units } units)

## Loops of the resolution (explanation/loops.ts): the cycle, link by link, and the rule that breaks it

loop-move = { $unit } - { $dest }
loop-key-move = the move { $unit } - { $dest }
loop-key-support = the support of { $unit }
loop-key-convoy = the convoy of { $unit }
loop-key-route = the route of { $unit }
loop-key-dislodged = the dislodgement of { $unit }
loop-chain = These results go round in a loop: { $links }; and round again.
loop-link-cut-if-carried = the support of { $supporter } is cut only if { $army } arrives{ $fleet ->
    [none] {""}
   *[other] , carried by { $fleet }
  }
loop-link-carried-if-stands = { $army } is carried only if { $fleet } stands
loop-link-carried = { $army } arrives only if it is carried
loop-link-stands-if-fails = { $unit } stands only if { $move } fails
loop-link-counts-support = the strength of { $move } counts the support of { $supporter }
loop-link-defence-counts-support = { $move } must beat { $defender }, whose hold counts the support of { $supporter }
loop-link-support-if-fails = the support of { $supporter } stands only if { $move } fails
loop-link-leaves = { $move } gets in only if { $unit } leaves
loop-link-depends = { $a } depends on { $b }
loop-paradox-title = A convoy paradox: { $count ->
    [one] the convoy of { $fleets } fails
   *[other] the convoys of { $fleets } fail
  }
loop-no-outcome = No outcome holds together: taken round the loop, a convoy that works makes itself fail, and one that fails makes itself work.
loop-two-outcomes = Both outcomes hold together: taken round the loop, a convoy that works keeps itself working, and one that fails keeps itself failing; the rules alone do not choose.
loop-szykman = { $preset ->
    [rulebook2000] Rules 21 and 22 of the 2000 book do not settle this loop; like the DATC, the casebook then follows the Szykman rule:
    [rulebook1971] The older rules (I want you for Diplomacy §2.12.5) do not settle this loop; like the DATC, the casebook then follows the Szykman rule:
   *[szykman] The Szykman rule, the DATC's choice (4.A.2), breaks the loop:
  } { $fleets } { $count ->
    [one] holds as if ordered to hold, so its convoy fails
   *[other] hold as if ordered to hold, so their convoys fail
  }, and { $armies } { $armyCount ->
    [one] does
   *[other] do
  } not move.
loop-circular-title = { $units } move round together
loop-circular-ring = Each move needs the next unit to leave, and every one of them can: they all move (rule 7).
loop-circular-swap = Each needs the other to leave, and both can: two units may trade places when one of them is convoyed (rule 19).
loop-consistent-title = Results that depend on one another
loop-rule-21-title = The support of { $supporter } stands: no loop
loop-rule-21-text = Whether { $army } cuts the support of { $supporter } would depend on whether { $fleet } carries it there, and that depends on the attack the support backs, { $attacker } - { $dest }: a loop.
loop-rule-21-breaks = { $older ->
    [yes] The older rules (I want you for Diplomacy §2.12.5) break it
   *[no] Rule 21 breaks it
  } before it forms: a convoyed army does not cut the support given to an attack on a fleet of its own convoy (rule 21).

## The game master (001, chapter 3): order sheets, missed orders, conditional orders; the end of the game

gm-error-class = { $kind ->
    [transcription] A transcription error (001 §3.7): a move reported as succeeding that failed, or the reverse, with no effect on other units; a unit forgotten; a unit of the wrong kind (A for F)
    [position] An error of position (001 §3.7): a unit shown in the wrong province, or a unit that does not exist
   *[ruling] A ruling error (001 §3.7): an impossible move allowed, a conflict resolved wrongly, a build refused or one too many, a wrong removal forced
  }
gm-error-remedy = { $remedy ->
    [agree] The game master agrees with the player who noticed it (a transcription error whose correction is plain)
    [tellConcerned] The game master tells the players concerned, without moving the deadline
   *[correctAll] The game master sends a correction to every player, and may move the deadline
  }
gm-error-late = The player who notices an error must tell the game master at once: told only at the next deadline, he may leave it uncorrected rather than delay the game (001 §3.7).
## The game master's side of a whole game (engine/game/game-master.ts, casebook replay)

gm-error-unexplained = No preset and no single rule option rules as the record does, so the difference reads as a game master's error (001 §3.7).
gm-error-finding = { $cause ->
    [resultOnly] { $about }: the record reports its result otherwise than the rules, and no other unit is affected.
    [unitType] { $about }: the record has a unit of the other kind where the rules have this one.
    [unitForgotten] { $about }: the rules keep this unit on the board, and the record leaves it out.
    [unitMisplaced] { $about }: the record puts this unit in another place than the rules.
    [unitInvented] { $about }: the record has this unit, which the rules never put on the board.
    [impossibleMove] { $about }: the record carries out this order, which the rules refuse.
    [conflict] { $about }: the record resolves this order otherwise than the rules, and other units are affected.
    [dislodgement] { $about }: the record dislodges this unit, or lets it retreat, otherwise than the rules.
    [adjustment] { $about }: the record builds or removes otherwise than the rules allow.
    [centre] { $about }: the record gives this centre another owner than the rules.
   *[sequence] The record plays another phase next than the rules call for.
  }
gm-error-remedies = What the game master may do, as the error weighs (001 §3.7):
gm-stalemate = No supply centre has changed hands in the three game years from { $since } to { $last }: the game master may declare the game drawn among every power still in it ({ $powers }), even against some players' wishes (001 §3.8).

## The paragraph for the players (engine/adjudicate/explanation/summary.ts): a phase in a few sentences

summary-nothing = No order was given: every unit stays where it is.
summary-sentence = { $text }.
summary-unopposed = { $moves } { $count ->
    [one] succeeds
   *[other] succeed
  } unopposed.
summary-enters = { $unit } gets into { $prov } with { $attack } against { $against }{ $beat }{ $silenced }.
summary-standoff = { $units } stand off in { $prov }, { $strength } against { $strength }, and none gets in{ $still }.
summary-prevented = { $unit } is kept out of { $prov } by { $movers }, { $attack } against { $against }{ $still }.
summary-order = { $order } { $reason }.
summary-dislodged = { $by } dislodges { $unit }{ $options }.
summary-may-retreat = , which may retreat to { $options }
summary-no-retreat = , which has nowhere to retreat
summary-support = The support of { $unit } is { $reason }.
summary-convoy = The convoy of { $unit } is { $reason }.
summary-disbanded = { $unit } is disbanded{ $how }.
summary-disband-how = {" "}{ $how ->
    [ordered] as ordered
    [nowhere] with nowhere to retreat
    [illegal] as its retreat order cannot be carried out
    [conditional] as its conditional retreats asked (001 §3.4.2)
   *[unordered] with no valid retreat order
  }
summary-retreat-collision = { $units } { $count ->
    [2] both retreat
   *[other] all retreat
  } to { $prov }; a retreat can be neither supported nor convoyed, so none outweighs another and { $count ->
    [2] both units disband
   *[other] all of them disband
  } (000 "RÉDACTION DES ORDRES DE RETRAITE", "DÉMOBILISATION").
summary-retreat-how = { $unit } { $how ->
    [default] had no retreat order: the game master's default rule sends a unit to the open province nearest its home centres (001 §3.5.3)
   *[conditional] went where its conditional retreats sent it (001 §3.4.2)
  }.
summary-illegal-order = The order "{ $order }" is not carried out ({ $reason }).

## The order file's own problems (engine/formats/order-file.ts, game-master-lines.ts): the English is
## the reader's sentence as it always was, byte for byte; the writer's own words are quoted as given.
### The phase line

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

### The variant line

file-variant-refused = { $why }
variant-unknown = unknown variant "{ $id }" (known: { $known })
variant-not-loaded = the { $id } variant's board is not loaded yet (loadVariant("{ $id }"))
file-variant-conflict = the file says variant { $named } but { $asked } was asked for
file-variant-board = variant { $named } is played on another board than the one given

### Powers, centres, units

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
file-more-problems = ... and { $more } more { $n ->
    [one] problem
   *[other] problems
  } ({ $all } in all)

### The games' lines (coin, option, closed, control)

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

### The game master's lines

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

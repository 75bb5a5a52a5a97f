// One mechanism for every power nobody orders and every closed province (the games for fewer than
// seven, #15, and Intimate Diplomacy's powers in anarchy), as the hooks of the variant plug-in
// interface (engine/adjudicate/variant-rules.ts), around the three phase adjudicators, never inside
// them: orders of dormant powers and orders into closed provinces are set aside before resolution
// and reported illegal with their reason; afterwards, dormant units that were dislodged lose their
// retreats, closed provinces leave the retreat options, and the explanation gains the variant's
// steps. The standard game never reaches this module (its plug-in has no game of its own).

import type { GameMap, LocId, Power, PowerId, ProvinceId, Unit } from '../map/types.js';
import type { ParseResult } from '../orders/ast.js';
import type { SubmittedOrder } from '../adjudicate/movement/board.js';
import type { MovementOrderOutcome, MovementResult, Reason } from '../adjudicate/movement/index.js';
import { ownersJson } from '../adjudicate/phase.js';
import type { Controller, DormantReason, MovementSteps, Refusal, VariantGame, VariantVictory } from '../adjudicate/variant-rules.js';
import type { PhaseGame } from './phase-rules.js';
import { makeStep, type ExplanationStep } from '../adjudicate/explain.js';
import { defineTexts, fact, listArg, placeArg, powerArg, render, unitArg, type Arg, type Fact } from '../language/render.js';
import { POWER_NAMES } from '../map/powers.js';
import { DORMANCY, dormantBuilds, victoryByCentres } from './fewer-players.js';
import { variantById } from './load.js';

/** What an order set aside by the variant becomes for the adjudicator: an order that addresses nobody. */
const SET_ASIDE: ParseResult = { ok: false, error: { message: 'set aside by the game variant', span: { start: 0, end: 0 } } };

// Fluent keys cannot start with a digit (1914): the ids are prefixed.
const gameArg = (game: PhaseGame): Fact => fact('game-name', { game: game.variant ? `v-${game.variant.id}` : 'other' });

/** A player by name: "the Entente", or the powers a book grouping puts together ("Austria/France"). */
function playerArg(id: string): Arg {
  const powers = id.split('-');
  if (!powers.every((p) => p in POWER_NAMES)) return fact('player-name', { id });
  const names = (lang: 'en' | 'fr') => powers.map((p) => POWER_NAMES[p as Power][lang]).join('/');
  return { text: { en: names('en'), fr: names('fr') } };
}

/** Why nobody orders a dormant power (a power listed as dormant with no reason: left out). */
function reasonOf(game: PhaseGame, power: PowerId): DormantReason {
  const c = game.control[power];
  return c.kind === 'dormant' ? c.reason : 'left-out';
}

/** Dormant powers that never build (left out, neutral; in anarchy too under anarchyBuilds: none). */
function neverBuilders(game: PhaseGame): PowerId[] {
  return game.dormant.filter((p) => dormantBuilds(reasonOf(game, p), game.options) === 'never');
}

/** Is this dormant power's dislodged unit removed at once (no retreat phase), or in the retreat phase? */
export const removedAtOnce = (game: PhaseGame, power: PowerId): boolean => DORMANCY[reasonOf(game, power)].removal === 'atOnce';

/** "Italy is left out of the six-player game" / "… is neutral in the 1914 game" / "… is in anarchy". */
function dormantFact(game: PhaseGame, power: PowerId): Fact {
  const c = game.control[power];
  // Anarchy outside a variant is the standard game's civil disorder (000 "TROUBLES CIVILS").
  const why = c.kind !== 'dormant' ? 'left-out' : c.reason === 'anarchy' && !game.variant ? 'civilDisorder' : c.reason;
  return fact('variant-dormant', { power: powerArg(power), why, game: gameArg(game) });
}

/** "pie is closed in the 1914 game while Italy is neutral". */
function closedFact(game: PhaseGame, prov: ProvinceId): Fact {
  const joining = game.variant?.joining?.power;
  const neutral = joining !== undefined && game.control[joining].kind === 'dormant' ? fact('variant-closed-while', { power: powerArg(joining) }) : '';
  return fact('variant-closed', { prov: placeArg(prov), game: gameArg(game), while: neutral });
}

/** The province an order enters or acts on, with the kind of act (for the reason's wording). */
function target(map: GameMap, parsed: ParseResult): { prov: ProvinceId; kind: 'move' | 'support' | 'convoy' | 'retreat' | 'build' } | undefined {
  if (!parsed.ok) return undefined;
  const o = parsed.value.order;
  switch (o.kind) {
    case 'move':
      return { prov: map.provinceOf(o.to), kind: 'move' };
    case 'retreat':
      return { prov: map.provinceOf(o.to), kind: 'retreat' };
    case 'convoy':
      return { prov: map.provinceOf(o.to), kind: 'convoy' };
    case 'support':
      return { prov: map.provinceOf(o.to ?? o.target.loc), kind: 'support' };
    case 'build':
      return { prov: map.provinceOf(o.unit.loc), kind: 'build' };
    default:
      return undefined;
  }
}

/**
 * Orders the variant sets aside, by input index: every order of a dormant power (its units only
 * hold, so they support nobody: 000 "Formes de jeu alternatives"), and every order that would
 * enter, support into, convoy to, retreat to or build in a closed province. The entries of
 * `submitted` are replaced by orders that address no unit, so the adjudicator leaves those units
 * unordered (they hold, or disband in a retreat phase).
 */
function setAsideOrders(game: PhaseGame, map: GameMap, submitted: SubmittedOrder[], phase: 'movement' | 'retreat' | 'adjustment'): Map<number, Refusal> {
  const refused = new Map<number, Refusal>();
  submitted.forEach((o, i) => {
    if (game.exempt?.has(i)) return;
    const loc = o.parsed.ok && o.parsed.value.order.kind !== 'waive' ? o.parsed.value.order.unit.loc : undefined;
    let refusal: Refusal | undefined;
    if (game.dormant.includes(o.power)) refusal = { why: 'dormant', power: o.power, fact: fact('variant-order-dormant', { dormant: dormantFact(game, o.power), phase, builds: dormantBuilds(reasonOf(game, o.power), game.options) }) };
    else {
      const t = target(map, o.parsed);
      if (t && game.closed.has(t.prov)) {
        refusal = { why: 'closed', power: o.power, prov: t.prov, fact: fact('variant-order-closed', { kind: t.kind, prov: placeArg(t.prov), closed: closedFact(game, t.prov) }) };
      }
    }
    if (!refusal) return;
    refused.set(i, loc ? { ...refusal, loc } : refusal);
    submitted[i] = { power: o.power, text: o.text, parsed: SET_ASIDE };
  });
  return refused;
}

/** An order's reason in the shape the movement phase gives, rendered when read. */
function movementReason(map: GameMap, f: Fact): Reason {
  const opts = { map: map as unknown as GameMap<string> };
  return defineTexts({ code: 'rejected' as const, culprits: [], rules: [] as number[], fact: f }, (lang) => render(f, lang, opts));
}

/**
 * After a movement phase: the set-aside orders become `illegal` results naming their reason;
 * dormant units that were dislodged have no retreat (they are removed at once), and closed
 * provinces leave every retreat list. Returns whether anyone still has to retreat.
 */
function afterMovement(game: PhaseGame, map: GameMap, units: readonly Unit[], m: MovementResult, refused: ReadonlyMap<number, Refusal>): boolean {
  const unitIn = new Map(units.map((u, k) => [map.provinceOf(u.loc), k] as const));
  const dislodgedUnits = new Set(m.dislodged.map((d) => d.unit));
  for (const [i, r] of refused) {
    const k = r.loc === undefined ? undefined : unitIn.get(map.provinceOf(r.loc));
    const outcome: MovementOrderOutcome = { result: 'illegal', unit: k ?? -1, dislodged: k !== undefined && dislodgedUnits.has(k), reason: movementReason(map, r.fact) };
    m.outcomes[i] = outcome;
  }
  let retreating = false;
  for (const d of m.dislodged) {
    const power = units[d.unit].power;
    if (game.dormant.includes(power) && removedAtOnce(game, power)) d.retreats = [];
    else {
      d.retreats = d.retreats.filter((loc) => !game.closed.has(map.provinceOf(loc)));
      retreating = true;
    }
  }
  return retreating;
}

/** The variant's steps of a movement phase. */
function movementSteps(game: PhaseGame, map: GameMap, units: readonly Unit[], m: MovementResult, refused: ReadonlyMap<number, Refusal>): MovementSteps {
  const steps: ExplanationStep[] = [];
  const removed = new Map<string, ExplanationStep>();
  const mp = map as unknown as GameMap<string>;
  const unitOf = (u: Unit) => unitArg(`${u.type} ${u.loc}`);
  const unitAt = (loc: LocId) => units.find((u) => map.provinceOf(u.loc) === map.provinceOf(loc));
  for (const power of game.dormant) {
    const own = units.filter((u) => u.power === power);
    const orders = [...refused].filter(([, r]) => r.why === 'dormant' && r.power === power).map(([i]) => i);
    if (own.length === 0 && orders.length === 0) continue;
    steps.push(
      makeStep(
        { kind: 'variant', rules: [], orders, provinces: own.map((u) => map.provinceOf(u.loc)) },
        fact('variant-step-dormant-title', { dormant: dormantFact(game, power) }),
        [
          fact('variant-step-dormant-text', {
            units: own.length ? listArg(own.map(unitOf)) : fact('no-unit-left'),
            count: own.length,
            ignored: orders.length,
            closed: own.length > 0 && own.every((u) => game.closed.has(map.provinceOf(u.loc))) ? 'yes' : 'no',
          }),
        ],
        mp,
      ),
    );
  }
  const closedOrders = [...refused].filter(([, r]) => r.why === 'closed');
  if (closedOrders.length) {
    const provinces = [...new Set(closedOrders.map(([, r]) => r.prov!))].sort();
    // The step shows the refused units as well as the provinces they could not enter (its picture
    // is framed to them).
    const shown = [...new Set([...provinces, ...closedOrders.flatMap(([, r]) => (r.loc ? [map.provinceOf(r.loc)] : []))])].sort();
    steps.push(
      makeStep(
        { kind: 'variant', rules: [], orders: closedOrders.map(([i]) => i), provinces: shown },
        fact('variant-step-closed-title', { provs: listArg(provinces.map(placeArg)), count: provinces.length }),
        closedOrders.map(([, r]) => fact('variant-step-closed-text', { unit: unitArg(r.loc ? `${unitAt(r.loc)?.type ?? '?'} ${r.loc}` : '?'), reason: r.fact })),
        mp,
      ),
    );
  }
  for (const d of m.dislodged) {
    const u = units[d.unit];
    if (!game.dormant.includes(u.power)) continue;
    const by = units[d.attacker];
    const orders = [m.board.orderOf[d.unit], m.board.orderOf[d.attacker]].filter((i) => i >= 0);
    const now = removedAtOnce(game, u.power);
    removed.set(
      `${u.type} ${u.loc}`,
      makeStep(
        { kind: 'dislodged', orders, provinces: [...new Set([map.provinceOf(u.loc), d.attackerFrom])] },
        fact(now ? 'variant-step-removed-title' : 'variant-step-dislodged-title', { unit: unitOf(u) }),
        [fact('variant-step-dislodged-text', { by: unitOf(by), unit: unitOf(u) }, [2]), fact('variant-step-removed-text', { unit: unitOf(u), dormant: dormantFact(game, u.power), when: now ? 'now' : 'later' })],
        mp,
      ),
    );
  }
  return { before: steps, removed };
}

/** Retreat phase: a dislodged unit of a dormant power is removed, never retreats (000, as in civil disorder). */
export function dormantDislodged<D extends Unit>(game: PhaseGame, dislodged: readonly D[]): { kept: D[]; removed: D[] } {
  return { kept: dislodged.filter((d) => !game.dormant.includes(d.power)), removed: dislodged.filter((d) => game.dormant.includes(d.power)) };
}

/**
 * Retreat phase: closed provinces are handed to the retreat adjudicator as provinces no retreat
 * may enter (like those left empty by a standoff); afterwards their "closed" reason is reworded.
 */
function closedAsContested(game: PhaseGame, contested: readonly ProvinceId[]): ProvinceId[] {
  return [...new Set([...contested, ...game.closed])];
}

function rewordClosedNeighbours(game: PhaseGame, map: GameMap, contested: readonly ProvinceId[], neighbours: { loc: LocId; closed?: Fact }[][]): void {
  for (const list of neighbours) {
    for (const n of list) {
      const p = map.provinceOf(n.loc);
      if (n.closed?.id === 'closed-standoff' && game.closed.has(p) && !contested.includes(p)) n.closed = closedFact(game, p);
    }
  }
}

/** Retreat phase: the step of each dormant unit removed instead of retreating. */
function removedSteps(game: PhaseGame, map: GameMap, removed: readonly Unit[], refused: ReadonlyMap<number, Refusal>): ExplanationStep[] {
  const mp = map as unknown as GameMap<string>;
  return removed.map((u) => {
    const unit = unitArg(`${u.type} ${u.loc}`);
    const orders = [...refused].filter(([, r]) => r.loc !== undefined && map.provinceOf(r.loc) === map.provinceOf(u.loc)).map(([i]) => i);
    return makeStep(
      { kind: 'variant', rules: [], orders, provinces: [map.provinceOf(u.loc)] },
      fact('variant-step-removed-title', { unit }),
      [fact('variant-step-removed-text', { unit, dormant: dormantFact(game, u.power), when: removedAtOnce(game, u.power) ? 'now' : 'retreat' })],
      mp,
    );
  });
}

/** Adjustment phase: the step of each dormant power that would have builds but never builds (not one whose builds are made by default). */
function noBuildSteps(game: PhaseGame, map: GameMap, due: Readonly<Record<PowerId, number>>): ExplanationStep[] {
  const mp = map as unknown as GameMap<string>;
  return neverBuilders(game)
    .filter((p) => (due[p] ?? 0) > 0)
    .map((p) => makeStep({ kind: 'variant', rules: [], orders: [], provinces: [] }, fact('variant-step-no-builds-title', { dormant: dormantFact(game, p) }), [fact('variant-step-no-builds-text', { power: powerArg(p), count: due[p]! })], mp));
}

/** Adjustment phase: who wins by the variant's rule, with the count that decided it. */
function victoryStep(game: PhaseGame, map: GameMap, victory: { winnerPlayer: string; power?: PowerId; centres: number }): ExplanationStep {
  const mp = map as unknown as GameMap<string>;
  const powers = (Object.keys(game.control) as Power[]).filter((p) => {
    const c = game.control[p];
    return c.kind === 'player' && c.player === victory.winnerPlayer;
  });
  const player = playerArg(victory.winnerPlayer);
  const text = victory.power
    ? fact('variant-step-victory-power', { power: powerArg(victory.power), centres: victory.centres, player, alone: victory.power === victory.winnerPlayer ? 'yes' : 'no' })
    : fact('variant-step-victory-player', { player, centres: victory.centres, powers: listArg(powers.map(powerArg)), game: gameArg(game) });
  return makeStep({ kind: 'variant', rules: [], orders: [], provinces: [] }, fact('variant-step-victory-title', { player }), [text], mp);
}

/** The variant's victory after an adjustment: 18 centres of one power (its player wins), 24 over a player's powers in 1914; Intimate is won otherwise. */
function victory(game: PhaseGame, map: GameMap, owners: ReadonlyMap<ProvinceId, PowerId>): VariantVictory {
  const variant = game.variant ?? variantById('standard')!;
  // Intimate Diplomacy is won by occupying a home centre, not by counting (intimate.ts).
  if (variant.victory.kind === 'homeOccupation') return {};
  const v = victoryByCentres(variant, game.control as Record<Power, Controller>, ownersJson(owners));
  if (!v) return {};
  const step = victoryStep(game, map, { winnerPlayer: v.winner, centres: v.centres, ...(v.power ? { power: v.power } : {}) });
  return { ...(v.power ? { winner: v.power } : {}), winnerPlayer: v.winner, centres: v.centres, step };
}

/** A phase's game with powers nobody orders and closed provinces, as the plug-in interface's hooks. */
export function dormantPowersGame(game: PhaseGame): VariantGame {
  return {
    control: game.control,
    dormant: game.dormant,
    closed: game.closed,
    setAsideOrders: (map, submitted, phase) => setAsideOrders(game, map, submitted, phase),
    afterMovement: (map, units, m, refused) => afterMovement(game, map, units, m, refused),
    movementSteps: (map, units, m, refused) => movementSteps(game, map, units, m, refused),
    retreating: (dislodged) => dormantDislodged(game, dislodged),
    closedToRetreats: (contested) => closedAsContested(game, contested),
    rewordClosedNeighbours: (map, contested, neighbours) => rewordClosedNeighbours(game, map, contested, neighbours),
    removedSteps: (map, removed, refused) => removedSteps(game, map, removed, refused),
    removedAtOnce: (power) => removedAtOnce(game, power),
    neverBuilders: () => neverBuilders(game),
    noBuildSteps: (map, due) => noBuildSteps(game, map, due),
    victory: (map, owners) => victory(game, map, owners),
  };
}

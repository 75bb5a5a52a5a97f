// A whole game in the dispute desk, without the page: the phase text the desk shows for a ruling of
// the game, whether a text ruled in the desk changes that phase, the game with one phase changed,
// and a what-if made whole again (the phases after the change written from the boards the rulings
// leave, so that the game file and the link replay to the same rulings with no option to remember).
// The replay itself is the engine's (engine/game/, the `diplomacy-casebook/games` entry).

import { boardOf, type PhaseInput } from '../../../engine/core.js';
import type { Lang } from '../i18n.js';
import type { GameJson, GamePhaseJson, GamePositionJson, PhaseRuling } from '../../../engine/games.js';
import { formatOrderFile } from '../../../engine/formats/index.js';

/** The order file of a ruled phase of the game, as the desk shows it, in the page's language (the page's rules menu gives the preset). */
export function phaseText(input: PhaseInput, lang: Lang = 'en'): string {
  const { ruleset: _ruleset, ...rest } = input;
  return formatOrderFile(rest, boardOf(rest), lang);
}

const sorted = <T>(list: readonly T[] | undefined, key: (x: T) => string) => [...(list ?? [])].map(key).sort();

/** What a phase is made of, as a string that two readings of the same phase share (the order of lines aside). */
export function phaseKey(input: PhaseInput): string {
  const sc = Object.entries(input.supplyCenters ?? {})
    .filter(([, l]) => l && l.length)
    .map(([p, l]) => `${p}:${[...l!].sort().join(',')}`)
    .sort();
  return JSON.stringify({
    phase: input.phase,
    variant: input.variant ?? 'standard',
    units: sorted(input.units, (u) => `${u.power} ${u.type} ${u.loc}`),
    orders: input.orders.map((o) => `${o.power} ${o.text.trim().replace(/\s+/g, ' ')}`),
    dislodged: sorted(input.dislodged, (d) => `${d.power} ${d.type} ${d.loc} ${d.attackerFrom ?? ''}`),
    contested: sorted(input.contested, (c) => c),
    sc,
  });
}

/** The board a phase input starts from, as a game phase's position. */
export function positionOf(input: PhaseInput): GamePositionJson {
  const position: GamePositionJson = { units: input.units.map((u) => ({ ...u })) };
  if (input.dislodged?.length) position.dislodged = input.dislodged.map(({ power, type, loc, attackerFrom, viaConvoy }) => ({ power, type, loc, attackerFrom, ...(viaConvoy ? { viaConvoy } : {}) }));
  if (input.contested?.length) position.contested = [...input.contested];
  if (input.supplyCenters) position.supplyCenters = JSON.parse(JSON.stringify(input.supplyCenters)) as GamePositionJson['supplyCenters'];
  return position;
}

/** The game with phase `index` holding the board and orders of `input` (a phase edited in the desk). */
export function withPhase(game: GameJson, index: number, input: PhaseInput): GameJson {
  const phases = game.phases.map((p, i): GamePhaseJson => (i === index ? { ...p, position: positionOf(input), orders: input.orders.map((o) => ({ ...o })) } : p));
  return { ...game, phases };
}

/**
 * A what-if made whole: the phases up to `carryFrom` as they are, then every ruling after it (the
 * engine inserts a retreat phase the new board calls for and passes over one it no longer does)
 * as a phase of its own board and orders, with nothing published: replayed without `carryFrom`, it
 * gives the same rulings, and none of them is compared with a record that no longer applies.
 */
export function settledWhatIf(game: GameJson, rulings: readonly PhaseRuling[], carryFrom: number): GameJson {
  const after = rulings.slice(rulings.findIndex((x) => x.index === carryFrom) + 1);
  return {
    ...game,
    phases: [...game.phases.slice(0, carryFrom + 1), ...after.map((r): GamePhaseJson => ({ phase: r.input.phase, position: positionOf(r.input), orders: r.input.orders.map((o) => ({ ...o })) }))],
  };
}

/** The game with a phase added after its last (the desk's "Next phase" at the end): its board is the one the last ruling leaves. */
export function withNextPhase(game: GameJson, next: PhaseInput): GameJson {
  return { ...game, phases: [...game.phases, { phase: next.phase, position: positionOf(next), orders: [] }] };
}

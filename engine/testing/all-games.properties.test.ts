// Properties over whole random games of every variant and phase kind (issue 28, round 3): each
// phase's output is carried over as the next phase's input, for up to six phases, and every phase
// must be ruled (never refused: the engine's own output is always a valid next input), with a
// sound board. `npm test` plays a few hundred games; `npm run test:deep` many more (PROPERTY_GAMES).
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { adjudicate, boardOf } from '../index.js';
import { carryOver } from '../adjudicate/phase.js';
import type { GameMap } from '../map/types.js';
import type { PhaseInput, PhaseOutput } from '../protocol/types.js';
import { phaseOutputSchema } from '../protocol/schema.js';
import { presetOptions } from '../rules/presets.js';
import { Dice, GAMES, nextInput, randomGameStart, type Game } from './random-games.js';

const RUNS = Number(process.env.PROPERTY_GAMES ?? 200);
/** Phases played in one game at most (a year and a half: movement, retreats, adjustments, bidding). */
const MAX_PHASES = 6;
// Generous: the time limit is for a hang, not a measure of speed (`npm run bench` measures).
vi.setConfig({ testTimeout: Math.max(180_000, RUNS * 100) });

const RESULTS = new Set(['succeeds', 'fails', 'holds', 'given', 'cut', 'available', 'disrupted', 'illegal', 'invalid']);
const key = (u: { power: string; type: string; loc?: string }) => `${u.power} ${u.type}${u.loc === undefined ? '' : ` ${u.loc}`}`;
const sorted = (xs: string[]) => [...xs].sort();

/** What every phase's output must be, whatever its kind. */
function expectSound(map: GameMap, input: PhaseInput, out: PhaseOutput, where: string): void {
  expect(out.orders, where).toHaveLength(input.orders.length);
  for (const o of out.orders) expect(RESULTS.has(o.result), `${where}: result ${o.result}`).toBe(true);
  const provinces = out.units.map((u) => map.provinceOf(u.loc));
  expect(new Set(provinces).size, `${where}: two units in one province`).toBe(provinces.length);
  for (const u of out.units) expect(map.locsOf(map.provinceOf(u.loc), u.type), `${where}: ${key(u)} stands where it cannot`).toContain(u.loc);
  const checked = phaseOutputSchema.safeParse(JSON.parse(JSON.stringify(out)));
  expect(checked.success, `${where}: ${checked.success ? '' : checked.error.message}`).toBe(true);
}

function expectMovement(map: GameMap, input: PhaseInput, out: PhaseOutput, where: string): void {
  // Every unit moved, stayed or was dislodged: exactly once.
  expect(sorted([...out.units, ...out.dislodged].map((u) => `${u.power} ${u.type}`)), where).toEqual(sorted(input.units.map((u) => `${u.power} ${u.type}`)));
  const after = new Map(out.units.map((u) => [map.provinceOf(u.loc), u]));
  for (const d of out.dislodged) {
    expect(after.has(map.provinceOf(d.loc)), `${where}: ${key(d)} dislodged from an empty province`).toBe(true);
    for (const r of d.retreats ?? []) {
      expect(after.has(map.provinceOf(r)), `${where}: ${key(d)} may retreat to occupied ${r}`).toBe(false);
      expect(out.contested, `${where}: ${key(d)} may retreat to ${r}, left empty by a standoff`).not.toContain(map.provinceOf(r));
      expect(map.canMove(d.type, d.loc, r), `${where}: ${key(d)} may retreat to ${r}, out of reach`).toBe(true);
    }
  }
  for (const c of out.contested) expect(after.has(c), `${where}: standoff in occupied ${c}`).toBe(false);
}

function expectRetreat(map: GameMap, input: PhaseInput, out: PhaseOutput, where: string): void {
  expect(out.dislodged, where).toEqual([]);
  const before = new Set(input.units.map(key));
  for (const u of input.units) expect(out.units.map(key), `${where}: ${key(u)} moved in a retreat phase`).toContain(key(u));
  const arrived = out.units.filter((u) => !before.has(key(u)));
  expect(arrived.length, where).toBeLessThanOrEqual((input.dislodged ?? []).length);
  for (const u of arrived) {
    const from = (input.dislodged ?? []).filter((d) => d.power === u.power && d.type === u.type && map.canMove(d.type, d.loc, u.loc));
    expect(from.length, `${where}: ${key(u)} retreated from nowhere`).toBeGreaterThan(0);
    expect(input.contested ?? [], `${where}: ${key(u)} retreated into a standoff`).not.toContain(map.provinceOf(u.loc));
  }
}

function expectAdjustment(map: GameMap, input: PhaseInput, out: PhaseOutput, where: string): void {
  const owner = new Map(Object.entries(input.supplyCenters ?? {}).flatMap(([p, list]) => (list ?? []).map((c) => [c, p] as const)));
  const count = (units: readonly { power: string }[], p: string) => units.filter((u) => u.power === p).length;
  for (const p of map.powers) {
    const centres = (input.supplyCenters?.[p] ?? []).length;
    const before = count(input.units, p);
    const after = count(out.units, p);
    if (centres < before) expect(after, `${where}: ${p} removes to its ${centres} centres`).toBe(centres);
    else {
      expect(after, `${where}: ${p} loses no unit when it has the centres`).toBeGreaterThanOrEqual(before);
      expect(after, `${where}: ${p} builds within its centres`).toBeLessThanOrEqual(centres);
    }
  }
  const occupied = new Set(input.units.map((u) => map.provinceOf(u.loc)));
  const before = new Set(input.units.map(key));
  for (const u of out.units.filter((x) => !before.has(key(x)))) {
    const p = map.provinceOf(u.loc);
    expect(map.province(p)!.home, `${where}: ${key(u)} built outside its home`).toBe(u.power);
    expect(owner.get(p), `${where}: ${key(u)} built in a centre it does not own`).toBe(u.power);
    expect(occupied.has(p), `${where}: ${key(u)} built on a unit`).toBe(false);
  }
}

function expectBidding(input: PhaseInput, out: PhaseOutput, where: string): void {
  for (const [player, credits] of Object.entries(out.credits ?? {})) {
    expect(Number.isInteger(credits) && credits >= 0, `${where}: ${player} has ${credits} credits`).toBe(true);
    expect(credits, `${where}: ${player}'s credits grew in a bidding`).toBeLessThanOrEqual(input.credits?.[player] ?? Infinity);
  }
  for (const m of out.bidding?.mercenaries ?? []) {
    const control = out.control?.[m.power];
    if (m.result === 'anarchy') expect(control, where).toEqual({ dormant: 'anarchy' });
    else expect(control, where).toEqual({ player: m.player });
  }
}

/**
 * The same phase ruled twice, and with its orders listed in another order, rules the same, word for
 * word; with its units listed in another order too, the same results (a reason may then name two
 * supports in the other order).
 */
function expectStable(input: PhaseInput, out: PhaseOutput, dice: Dice, where: string): void {
  expect(JSON.stringify(adjudicate(structuredClone(input))), `${where}: not deterministic`).toBe(JSON.stringify(out));
  const canonical = (o: PhaseOutput, reasons: boolean) => ({
    orders: sorted(o.orders.map((x) => `${x.power}|${x.text}|${x.result}|${x.dislodged}|${reasons ? x.reason : ''}`)),
    units: sorted(o.units.map(key)),
    dislodged: sorted(o.dislodged.map((d) => `${key(d)} ${d.attackerFrom} ${sorted(d.retreats ?? [])}`)),
    rest: JSON.stringify({ ...o, orders: [], units: [], dislodged: [], adjustments: sorted((o.adjustments ?? []).map((a) => JSON.stringify(a))) }),
  });
  const reordered = { ...structuredClone(input), orders: shuffleOrders(input, dice) };
  expect(canonical(adjudicate(reordered), true), `${where}: the order of the orders matters`).toEqual(canonical(out, true));
  const units = { ...reordered, units: dice.shuffle(input.units) };
  expect(canonical(adjudicate(units), false), `${where}: the order of the units matters`).toEqual(canonical(out, false));
}

/**
 * The orders in another order. Under 'firstLegal' (DATC 4.D.4-4.D.6, choice b) a power's adjustment
 * orders count in the order written, by design: the powers' lists are then interleaved at random,
 * each keeping its own order.
 */
function shuffleOrders(input: PhaseInput, dice: Dice): PhaseInput['orders'] {
  if (input.phase.type !== 'adjustment' || presetOptions(input.ruleset)?.adjustmentConflicts !== 'firstLegal') return dice.shuffle(input.orders);
  const byPower = new Map<string, PhaseInput['orders']>();
  for (const o of input.orders) byPower.set(o.power, [...(byPower.get(o.power) ?? []), o]);
  return dice.shuffle(input.orders.map((o) => o.power)).map((p) => byPower.get(p)!.shift()!);
}

/** A game from `seed`: each phase ruled, checked, and its output carried into the next. */
function playGame(seed: number): { game: Game; phases: string[] } {
  const { game, input: first } = randomGameStart(seed);
  const dice = new Dice(seed ^ 0x5bd1e995);
  const map = game.map as GameMap;
  const phases: string[] = [];
  let input = first;
  for (let k = 0; k < MAX_PHASES; k++) {
    const where = `${game.variant} seed ${seed}, phase ${k + 1} (${input.phase.season} ${input.phase.year} ${input.phase.type}): ${JSON.stringify(input).slice(0, 3000)}`;
    expect(boardOf(input), where).toBe(map);
    const snapshot = JSON.stringify(input);
    let out: PhaseOutput;
    try {
      out = adjudicate(input);
    } catch (e) {
      // The first phase is ours; every later one is the engine's own output carried over.
      throw new Error(`${k === 0 ? 'a generated phase' : "the engine's own output, carried over,"} was refused: ${(e as Error).message}\n${where}`);
    }
    expect(JSON.stringify(input), `${where}: the input was changed`).toBe(snapshot);
    phases.push(input.phase.type);
    expectSound(map, input, out, where);
    if (input.phase.type === 'movement') expectMovement(map, input, out, where);
    else if (input.phase.type === 'retreat') expectRetreat(map, input, out, where);
    else if (input.phase.type === 'adjustment') expectAdjustment(map, input, out, where);
    else expectBidding(input, out, where);
    if (dice.chance(0.25)) expectStable(input, out, dice, where);
    if (!out.next || out.winner || out.winnerPlayer || out.verdict?.result === 'win' || out.verdict?.result === 'draw') break;
    input = nextInput(map, input, out, carryOver(input, out), dice);
  }
  return { game, phases };
}

describe(`${RUNS} random games of every variant, each output carried over as the next input`, () => {
  it('every phase is ruled, never refused, on a sound board; the same twice, whatever the order of the lists', () => {
    const seen = new Map<string, Set<string>>();
    fc.assert(
      fc.property(fc.noShrink(fc.integer()), (seed) => {
        const { game, phases } = playGame(seed);
        const kinds = seen.get(game.variant) ?? new Set<string>();
        for (const p of phases) kinds.add(p);
        seen.set(game.variant, kinds);
      }),
      { numRuns: RUNS, seed: 2028 },
    );
    // The run covered what it claims: every game, and every phase kind of it (bidding in Intimate).
    if (RUNS >= 200) {
      for (const g of GAMES) {
        const kinds = [...(seen.get(g.variant) ?? [])].sort();
        expect(kinds, g.variant).toEqual(g.variant === 'intimate' ? ['adjustment', 'bidding', 'movement', 'retreat'] : ['adjustment', 'movement', 'retreat']);
      }
    }
  });

  it('intimate-anarchy-retreat.jsonl: a unit of a power in anarchy, dislodged, comes back with its options and is removed', () => {
    const movement = JSON.parse(`{"variant": "intimate", "home": {"alice": "france", "bob": "germany"}, "credits": {"alice": 5, "bob": 5},
      "control": {"italy": {"dormant": "anarchy"}, "austria": {"player": "alice"}, "england": {"player": "bob"}, "russia": {"player": "bob"}, "turkey": {"player": "alice"}},
      "phase": {"season": "spring", "year": 1902, "type": "movement"}, "supplyCenters": {"italy": ["rom"]},
      "units": [{"power": "italy", "type": "A", "loc": "tyr"}, {"power": "austria", "type": "A", "loc": "vie"}, {"power": "austria", "type": "A", "loc": "tri"}],
      "orders": [{"power": "austria", "text": "A vie - tyr"}, {"power": "austria", "text": "A tri S A vie - tyr"}]}`) as PhaseInput;
    const out = adjudicate(movement);
    expect(out.dislodged).toEqual([{ power: 'italy', type: 'A', loc: 'tyr', attackerFrom: 'vie', retreats: ['boh', 'mun', 'pie', 'ven'] }]);
    // The output as it is (retreat options included) is the next input, as in the reproducer.
    const retreat: PhaseInput = { ...carryOver(movement, out), dislodged: out.dislodged, orders: [] };
    const after = adjudicate(retreat);
    expect(after.units).toEqual([{ power: 'austria', type: 'A', loc: 'tyr' }, { power: 'austria', type: 'A', loc: 'tri' }]);
    expect(after.next).toEqual({ season: 'fall', year: 1902, type: 'movement' });
    // Options the board does not give are still refused, naming them.
    expect(() => adjudicate({ ...retreat, dislodged: [{ ...out.dislodged[0], retreats: ['gal'] }] })).toThrow('dislodged[0].retreats: gal is not open to A tyr on this board (its options: boh, mun, pie, ven)');
    // A power left out of the game is removed at once: its output lists no options, and none are taken.
    const six = JSON.parse(`{"variant": "six-players", "phase": {"season": "spring", "year": 1901, "type": "retreat"}, "units": [{"power": "austria", "type": "A", "loc": "ven"}], "orders": [],
      "dislodged": [{"power": "italy", "type": "A", "loc": "ven", "attackerFrom": "tyr", "retreats": ["pie"]}]}`) as PhaseInput;
    expect(() => adjudicate(six)).toThrow('dislodged[0]: A ven belongs to italy, which nobody orders in this game: it is removed, with no retreat (its "retreats" must be empty)');
  });
});

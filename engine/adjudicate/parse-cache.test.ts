// The adjudicator keeps each order text's parse, per board and phase type (orders/parse.ts,
// sharedParser), so that a text met again is not read again. A kept parse must never change an
// answer: the same phase twice, the same texts on two boards one after the other, and the same
// phases with nothing kept all give the same results, reasons included (JSON.stringify renders them).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adjudicate } from '../index.js';
import { standardMap } from '../map/index.js';
import { ancientMediterraneanMap } from '../map/ancient-mediterranean/index.js';
import { keptParses, PARSED_LIMIT, sharedParser, withoutSharedParses } from '../orders/parse.js';
import type { PhaseInput } from '../protocol/types.js';
import { randomPhase } from './random-phase.js';
import { briefOf } from './movement/board.js';
import { objectsIn } from '../testing/objects-in.js';

const ANCIENT = 'ancient-mediterranean';
const answer = (input: PhaseInput): string => JSON.stringify(adjudicate(input));
const afresh = (input: PhaseInput): string => withoutSharedParses(() => answer(input));
/** `input`'s order texts on the other board, its units kept (the texts read as that board reads them). */
const textsOn = (input: PhaseInput, other: PhaseInput): PhaseInput => ({ ...other, orders: input.orders.map((o, i) => ({ power: other.orders[i % other.orders.length].power, text: o.text })) });

describe('the kept parses of order texts', () => {
  it('give the same answer as reading every text afresh, the first time and the second', () => {
    fc.assert(
      fc.property(fc.noShrink(fc.integer()), (seed) => {
        const input = randomPhase(standardMap, seed);
        const first = answer(input);
        expect(answer(input)).toBe(first);
        expect(afresh(input)).toBe(first);
      }),
      { numRuns: 100, seed: 20261127 },
    );
  });

  it('never give one board the parse of the same text on another board', () => {
    fc.assert(
      fc.property(fc.noShrink(fc.integer()), (seed) => {
        const standard = randomPhase(standardMap, seed);
        const ancient: PhaseInput = { variant: ANCIENT, ...randomPhase(ancientMediterraneanMap, seed) };
        // Each board's texts on the other board too, in both orders, against a fresh reading.
        const phases = [standard, textsOn(ancient, standard), ancient, textsOn(standard, ancient)];
        const fresh = phases.map(afresh);
        expect(phases.map(answer)).toEqual(fresh);
        expect([...phases].reverse().map(answer)).toEqual([...fresh].reverse());
      }),
      { numRuns: 40, seed: 20261128 },
    );
  });
});

describe('the table of kept parses', () => {
  it('keeps each parse frozen through and through, an unreadable one with its English message still to be read', () => {
    const parse = sharedParser({ phase: 'movement', map: standardMap, unitAt: () => undefined }, (r) => ({ r }));
    const texts = ['A par - bur', 'F lon S A wal - bel', 'F nth C A lon - nwy', 'A mun S F kie', 'A par - xyz', 'F stp - bot'];
    for (const text of texts) {
      const kept = parse(text);
      const objects = objectsIn(kept);
      expect(objects.length).toBeGreaterThan(2);
      for (const o of objects) expect(Object.isFrozen(o)).toBe(true);
      if (!kept.r.ok) {
        expect(Object.getOwnPropertyDescriptor(kept.r.error, 'message')?.get).toBeTypeOf('function');
        expect(kept.r.error.message).toMatch(/xyz/);
      }
    }
    expect(texts.filter((t) => !parse(t).r.ok)).toEqual(['A par - xyz']);
  });

  it("keeps the movement board's briefs frozen through and through (a brief freezes itself, and the table's freeze stops there)", () => {
    const parse = sharedParser({ phase: 'movement', map: standardMap, unitAt: () => undefined }, briefOf);
    for (const text of ['A par - bur', 'A lon - nwy via convoy', 'F lon S A wal - bel', 'F nth C A lon - nwy', 'A mun S F kie', 'A par H', 'A par - xyz', 'Build A par']) {
      const objects = objectsIn(parse(text));
      expect(objects.length).toBeGreaterThan(2);
      for (const o of objects) expect(Object.isFrozen(o)).toBe(true);
    }
  });

  it('is read through keptParses: what the parser kept, nothing it did not keep, and nothing when parses are not shared', () => {
    const fleet = { power: 'france', type: 'F', loc: 'gas' } as const;
    const ctx = { phase: 'movement' as const, map: standardMap, unitAt: (p: string) => (p === 'gas' ? fleet : undefined) };
    const derive = (r: unknown) => ({ r });
    const kept = keptParses(ctx, derive)!;
    const parse = sharedParser(ctx, derive);
    // Texts of their own: the table is per map, phase and derivation, and other tests fill this one.
    expect(kept.get('A par - pic  ')).toBeUndefined();
    const first = parse('A par - pic  ');
    expect(kept.get('A par - pic  ')).toBe(first);
    // A parse that read the board (the unit's type left out, into a province of two coasts) is
    // not kept, so it is not found either: the fleet standing in Gascony reads it as Spain's north coast.
    expect(parse('gas - spa  ').r).toMatchObject({ ok: true, value: { order: { kind: 'move', to: 'spa/nc' } } });
    expect(kept.get('gas - spa  ')).toBeUndefined();
    withoutSharedParses(() => expect(keptParses(ctx, derive)).toBeUndefined());
    expect(keptParses(ctx, derive)).toBe(kept);
  });

  it('is emptied when full, and keeps what comes next', () => {
    const parse = sharedParser({ phase: 'movement', map: standardMap, unitAt: () => undefined }, (r) => ({ r }));
    // A text of its own, not one another test keeps (the table is per map, phase and derivation).
    const first = parse('A par H  ');
    expect(parse('A par H  ')).toBe(first);
    for (let k = 0; k < PARSED_LIMIT; k++) parse(`A bur H ${' '.repeat(k % 7)}${k}`);
    const again = parse('A par H  ');
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
    expect(parse('A par H  ')).toBe(again);
  });
});

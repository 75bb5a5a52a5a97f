// The canonical printer, and the round trip parse(print(order)) === order over random valid orders.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { POWERS, standardMap as map } from '../map/index.js';
import type { LocId } from '../map/types.js';
import type { Order, PhaseType, UnitRef } from './ast.js';
import { parseOrder } from './parse.js';
import { printOrder, printParsedOrder } from './print.js';

describe('printOrder', () => {
  it.each<[Order, string]>([
    [{ kind: 'move', unit: { type: 'A', loc: 'par' }, to: 'bur', viaConvoy: false }, 'A par - bur'],
    [{ kind: 'convoy', unit: { type: 'F', loc: 'nth' }, target: { type: 'A', loc: 'lon' }, to: 'nwy' }, 'F nth C A lon - nwy'],
    [{ kind: 'support', unit: { type: 'A', loc: 'mun' }, target: { type: 'A', loc: 'ber' }, to: 'sil' }, 'A mun S A ber - sil'],
    [{ kind: 'support', unit: { type: 'A', loc: 'mun' }, target: { type: 'A', loc: 'bur' } }, 'A mun S A bur'],
    [{ kind: 'move', unit: { type: 'F', loc: 'con' }, to: 'bul/ec', viaConvoy: false }, 'F con - bul/ec'],
    [{ kind: 'move', unit: { type: 'A', loc: 'lon' }, to: 'nwy', viaConvoy: true }, 'A lon - nwy via convoy'],
    [{ kind: 'hold', unit: { type: 'A', loc: 'par' } }, 'A par H'],
    [{ kind: 'build', unit: { type: 'F', loc: 'edi' } }, 'Build F edi'],
    [{ kind: 'disband', unit: { type: 'A', loc: 'gal' } }, 'A gal disband'],
    [{ kind: 'retreat', unit: { type: 'A', loc: 'bur' }, to: 'gas' }, 'A bur - gas'],
    [{ kind: 'waive' }, 'Waive'],
    [{ kind: 'support', unit: { type: 'A', loc: 'ruh' }, target: { type: 'A', loc: 'par', power: 'france' }, to: 'bur' }, 'A ruh S france A par - bur'],
    [{ kind: 'convoy', unit: { type: 'F', loc: 'eas' }, target: { type: 'A', loc: 'lon', power: 'england' }, to: 'tun' }, 'F eas C england A lon - tun'],
    [{ kind: 'support', unit: { type: 'F', loc: 'bla' }, target: { loc: 'bul' }, to: 'rum' }, 'F bla S bul - rum'],
    [{ kind: 'move', unit: { loc: 'par' }, to: 'bur', viaConvoy: false }, 'par - bur'],
  ])('%j', (order, text) => {
    expect(printOrder(order)).toBe(text);
  });

  it('prints the power of a parsed order first', () => {
    expect(printParsedOrder({ order: { kind: 'hold', unit: { type: 'A', loc: 'lon' } }, power: 'england' })).toBe('england: A lon H');
    expect(printParsedOrder({ order: { kind: 'waive' } })).toBe('Waive');
  });
});

// ---------------------------------------------------------------------------------------------
// Random valid orders, from the map's own provinces and coasts.

const provinces = map.provinceIds;
const armyLocs = provinces.flatMap((p) => map.locsOf(p, 'A'));
const fleetLocs = provinces.flatMap((p) => map.locsOf(p, 'F'));
const twoCoast = new Set(provinces.filter((p) => (map.province(p)?.coasts.length ?? 0) >= 2));
/** Every location, with coasts; bare two-coast provinces are excluded where a fleet might mean one coast. */
const allLocs = [...new Set([...armyLocs, ...fleetLocs])];
const exactLocs = allLocs.filter((l) => !twoCoast.has(l));

const power = fc.constantFrom(...POWERS);
const optPower = fc.option(power, { nil: undefined });

/** A unit; `to` drawn so that no coast needs inferring (fleets and unknown types always name one). */
const unitWithDest = fc.oneof(
  fc.record({ type: fc.constant<'A'>('A'), loc: fc.constantFrom(...armyLocs), to: fc.constantFrom(...armyLocs) }),
  fc.record({ type: fc.constant<'F'>('F'), loc: fc.constantFrom(...fleetLocs), to: fc.constantFrom(...fleetLocs) }),
  fc.record({ type: fc.constant(undefined), loc: fc.constantFrom(...allLocs), to: fc.constantFrom(...exactLocs) }),
);
const ownUnit = unitWithDest.map(({ type, loc }): UnitRef => (type ? { type, loc } : { loc }));
const otherUnit = fc.tuple(ownUnit, optPower).map(([u, p]): UnitRef => (p ? { ...u, power: p } : u));
const buildUnit = fc.oneof(
  fc.constantFrom(...armyLocs).map((loc): UnitRef => ({ type: 'A', loc })),
  fc.constantFrom(...fleetLocs).map((loc): UnitRef => ({ type: 'F', loc })),
);

const orderArb: fc.Arbitrary<Order> = fc.oneof(
  ownUnit.map((unit): Order => ({ kind: 'hold', unit })),
  fc.tuple(unitWithDest, fc.boolean()).map(([u, viaConvoy]): Order => ({
    kind: 'move',
    unit: u.type ? { type: u.type, loc: u.loc } : { loc: u.loc },
    to: u.to,
    viaConvoy,
  })),
  fc.tuple(ownUnit, otherUnit, fc.option(fc.constantFrom(...allLocs), { nil: undefined })).map(([unit, target, to]): Order =>
    to === undefined ? { kind: 'support', unit, target } : { kind: 'support', unit, target, to },
  ),
  fc.tuple(ownUnit, otherUnit, fc.constantFrom(...allLocs)).map(([unit, target, to]): Order => ({ kind: 'convoy', unit, target, to })),
  unitWithDest.map((u): Order => ({ kind: 'retreat', unit: u.type ? { type: u.type, loc: u.loc } : { loc: u.loc }, to: u.to })),
  ownUnit.map((unit): Order => ({ kind: 'disband', unit })),
  buildUnit.map((unit): Order => ({ kind: 'build', unit })),
  fc.constant<Order>({ kind: 'waive' }),
);

const phaseFor = (o: Order): PhaseType => (o.kind === 'retreat' ? 'retreat' : 'movement');

describe('parse(print(order)) round trip', () => {
  it('gives back every random valid order (20,000 runs)', () => {
    fc.assert(
      fc.property(orderArb, (order) => {
        const r = parseOrder(printOrder(order), { phase: phaseFor(order) });
        expect(r).toStrictEqual({ ok: true, value: { order } });
      }),
      { numRuns: 20_000 },
    );
  });

  it('gives back the power of a parsed order', () => {
    fc.assert(
      fc.property(orderArb, power, (order, p) => {
        const r = parseOrder(printParsedOrder({ order, power: p }), { phase: phaseFor(order) });
        expect(r).toStrictEqual({ ok: true, value: { order, power: p } });
      }),
      { numRuns: 2_000 },
    );
  });

  it('prints a parsed order back to a text that parses to the same order', () => {
    for (const text of ['A Par – Bou', 'F Con – Bul CE', 'A Rub S Allemagne A Sil – Mun', 'A PRU=VAR', 'F NRD C ANGLETERRE A LON-BEL', 'retirer F(HOL)']) {
      const first = parseOrder(text);
      expect(first.ok).toBe(true);
      if (!first.ok) continue;
      const again = parseOrder(printOrder(first.value.order));
      expect(again.ok && again.value.order).toStrictEqual(first.value.order);
    }
  });
});

describe('fleet moves to two-coast provinces, every origin', () => {
  it('infers the coast when one is reachable and rejects the order when both are', () => {
    const inferred: string[] = [];
    const ambiguous: string[] = [];
    for (const from of fleetLocs) {
      for (const p of twoCoast) {
        const reachable: LocId[] = map.neighbours('F', from).filter((l) => map.provinceOf(l) === p);
        const r = parseOrder(`F ${from} - ${p}`);
        if (reachable.length === 1) {
          inferred.push(`${from}-${p}`);
          expect(r.ok && r.value.order.kind === 'move' && r.value.order.to, `${from} - ${p}`).toBe(reachable[0]);
        } else if (reachable.length > 1) {
          ambiguous.push(`${from}-${p}`);
          expect(!r.ok && r.error.message, `${from} - ${p}`).toContain('Ambiguous coast');
        } else {
          expect(r.ok && r.value.order.kind === 'move' && r.value.order.to, `${from} - ${p}`).toBe(p);
        }
      }
    }
    // The standard map: three origins reach both coasts of their neighbour, thirteen only one.
    expect(ambiguous).toEqual(['con-bul', 'mao-spa', 'por-spa']);
    expect(inferred.length).toBe(13);
  });
});

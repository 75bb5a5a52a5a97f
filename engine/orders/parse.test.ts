// Every notation the parser accepts, each with its exact AST; and the errors, with their spans.
import { describe, expect, it } from 'vitest';
import type { Unit } from '../map/types.js';
import type { ParseContext } from './parse.js';
import { parseOrder } from './parse.js';
import type { ParsedOrder, ParseError } from './ast.js';
import { objectsIn } from '../testing/objects-in.js';

function ok(text: string, ctx?: ParseContext): ParsedOrder {
  const r = parseOrder(text, ctx);
  if (!r.ok) throw new Error(`${JSON.stringify(text)} did not parse: ${r.error.message}`);
  return r.value;
}
function bad(text: string, ctx?: ParseContext): ParseError {
  const r = parseOrder(text, ctx);
  if (r.ok) throw new Error(`${JSON.stringify(text)} parsed: ${JSON.stringify(r.value)}`);
  expect(r.error.message.length).toBeGreaterThan(0);
  expect(r.error.span.start).toBeGreaterThanOrEqual(0);
  expect(r.error.span.end).toBeLessThanOrEqual(text.length);
  expect(r.error.span.start).toBeLessThanOrEqual(r.error.span.end);
  return r.error;
}
/** The text the error points at. */
const at = (text: string, e: ParseError): string => text.slice(e.span.start, e.span.end);

const A = (loc: string, power?: string) => (power ? { type: 'A', loc, power } : { type: 'A', loc });
const F = (loc: string, power?: string) => (power ? { type: 'F', loc, power } : { type: 'F', loc });
const move = (unit: object, to: string, viaConvoy = false) => ({ order: { kind: 'move', unit, to, viaConvoy } });

describe('English / DATC notation', () => {
  it.each<[string, object]>([
    ['A Par - Bur', move(A('par'), 'bur')],
    ['F NTH C A LON - NWY', { order: { kind: 'convoy', unit: F('nth'), target: A('lon'), to: 'nwy' } }],
    ['A Mun S A Bur', { order: { kind: 'support', unit: A('mun'), target: A('bur') } }],
    ['A Mun S A Ber - Sil', { order: { kind: 'support', unit: A('mun'), target: A('ber'), to: 'sil' } }],
    ['F Con - Bul/ec', move(F('con'), 'bul/ec')],
    ['A Lon - Nwy via convoy', move(A('lon'), 'nwy', true)],
    ['A Lon - Nwy (via convoy)', move(A('lon'), 'nwy', true)],
    ['A Lon - Nwy by convoy', move(A('lon'), 'nwy', true)],
    ['A Par H', { order: { kind: 'hold', unit: A('par') } }],
    ['A Par holds', { order: { kind: 'hold', unit: A('par') } }],
    ['Build F Edi', { order: { kind: 'build', unit: F('edi') } }],
    ['A Gal disband', { order: { kind: 'disband', unit: A('gal') } }],
    ['Waive', { order: { kind: 'waive' } }],
    ['Remove F nth', { order: { kind: 'disband', unit: F('nth') } }],
    ['A Mun supports A Ber - Sil', { order: { kind: 'support', unit: A('mun'), target: A('ber'), to: 'sil' } }],
    ['F Nth convoys A Lon - Nwy', { order: { kind: 'convoy', unit: F('nth'), target: A('lon'), to: 'nwy' } }],
    ['A Par -> Bur', move(A('par'), 'bur')],
    ['A Par → Bur', move(A('par'), 'bur')],
    ['A Par — Bur', move(A('par'), 'bur')],
    ['A Par–Bur', move(A('par'), 'bur')],
    ['A Par-Bur', move(A('par'), 'bur')],
    ['  a   par   -  bur  ', move(A('par'), 'bur')],
    ['A Paris - Burgundy', move(A('par'), 'bur')],
    ['F North Sea - Norway', move(F('nth'), 'nwy')],
    ['F Mid-Atlantic Ocean - Spain/nc', move(F('mao'), 'spa/nc')],
    ['F English Channel C A London - Brest', { order: { kind: 'convoy', unit: F('eng'), target: A('lon'), to: 'bre' } }],
    ['F Stp/sc - Bot', move(F('stp/sc'), 'bot')],
    ['A Bur retreats to Gas', { order: { kind: 'retreat', unit: A('bur'), to: 'gas' } }],
    ['A Mun S German A Ber - Sil', { order: { kind: 'support', unit: A('mun'), target: A('ber', 'germany'), to: 'sil' } }],
    ['F Nth C English A Lon - Nwy', { order: { kind: 'convoy', unit: F('nth'), target: A('lon', 'england'), to: 'nwy' } }],
    ['England: A Lon - Bel', { ...move(A('lon'), 'bel'), power: 'england' }],
    ['ENGLAND A Lon H', { order: { kind: 'hold', unit: A('lon') }, power: 'england' }],
    ['Par - Bur', move({ loc: 'par' }, 'bur')],
    ['A Par', { order: { kind: 'hold', unit: A('par') } }],
  ])('%s', (text, expected) => {
    expect(ok(text)).toStrictEqual(expected);
  });

  it('reads a dash as a retreat in the retreat phase', () => {
    expect(ok('A Bur - Gas', { phase: 'retreat' })).toStrictEqual({ order: { kind: 'retreat', unit: A('bur'), to: 'gas' } });
    expect(ok('A Bur - Gas', { phase: 'movement' })).toStrictEqual(move(A('bur'), 'gas'));
    expect(ok('F Nwy - Stp', { phase: 'retreat' })).toStrictEqual({ order: { kind: 'retreat', unit: F('nwy'), to: 'stp/nc' } });
  });

  it('reads a bare unit as a build in the adjustment phase', () => {
    expect(ok('F Edi', { phase: 'adjustment' })).toStrictEqual({ order: { kind: 'build', unit: F('edi') } });
    expect(ok('Waive', { phase: 'adjustment' })).toStrictEqual({ order: { kind: 'waive' } });
  });
});

describe('2000 French rulebook notation (000)', () => {
  it.each<[string, object]>([
    ['A Par – Bou', move(A('par'), 'bur')],
    ['A Paris – Bourgogne', move(A('par'), 'bur')],
    // "xxx" is the book's abbreviation of Tenir (hold): 000, "ORDRES SOULIGNÉS", "F Lon xxx".
    ['A Var xxx', { order: { kind: 'hold', unit: A('war') } }],
    ['F Bre XXX', { order: { kind: 'hold', unit: F('bre') } }],
    ['F Lon Tenir', { order: { kind: 'hold', unit: F('lon') } }],
    ['F Londres Tenir', { order: { kind: 'hold', unit: F('lon') } }],
    ['F Con – Bul CE', move(F('con'), 'bul/ec')],
    ['F Con – Bul CS', move(F('con'), 'bul/sc')],
    ['F Con – Bul CE.', move(F('con'), 'bul/ec')],
    ['A Rub S Allemagne A Sil – Mun', { order: { kind: 'support', unit: A('ruh'), target: A('sil', 'germany'), to: 'mun' } }],
    ['A Rub S France A Par - Bou', { order: { kind: 'support', unit: A('ruh'), target: A('par', 'france'), to: 'bur' } }],
    ['A Ser S Turc A Bul – Rou', { order: { kind: 'support', unit: A('ser'), target: A('bul', 'turkey'), to: 'rum' } }],
    ['A Par S allemande A Rub - Bou', { order: { kind: 'support', unit: A('par'), target: A('ruh', 'germany'), to: 'bur' } }],
    ['A Lon – Nge par convoi', move(A('lon'), 'nwy', true)],
    ['Construire F Édi', { order: { kind: 'build', unit: F('edi') } }],
    ['construit F Edi', { order: { kind: 'build', unit: F('edi') } }],
    ['démobilise A Gal.', { order: { kind: 'disband', unit: A('gal') } }],
    ['Démobiliser A Gal', { order: { kind: 'disband', unit: A('gal') } }],
    ['Retirer F Hol', { order: { kind: 'disband', unit: F('hol') } }],
    ['Dissoudre A Gal', { order: { kind: 'disband', unit: A('gal') } }],
    ['Détruire A Gal', { order: { kind: 'disband', unit: A('gal') } }],
    ['F Noi S Bul – Rou', { order: { kind: 'support', unit: F('bla'), target: { loc: 'bul' }, to: 'rum' } }],
    ['F Suè S StP – Nge', { order: { kind: 'support', unit: F('swe'), target: { loc: 'stp' }, to: 'nwy' } }],
    ['F Rom S F MTy xxx', { order: { kind: 'support', unit: F('rom'), target: F('tys') } }],
    ['F Noï S A Bul – Rou', { order: { kind: 'support', unit: F('bla'), target: A('bul'), to: 'rum' } }],
    ['F GLi C A Esp – Nap', { order: { kind: 'convoy', unit: F('lyo'), target: A('spa'), to: 'nap' } }],
    ['F MOc S F Gli – MTy', { order: { kind: 'support', unit: F('wes'), target: F('lyo'), to: 'tys' } }],
    ['F Kiel – Ber', move(F('kie'), 'ber')],
    ['F StP – Bot', move(F('stp'), 'bot')],
    ['Allemagne : A Hol – Bel', { ...move(A('hol'), 'bel'), power: 'germany' }],
    ['Autriche-Hongrie : A Vie H', { order: { kind: 'hold', unit: A('vie') }, power: 'austria' }],
    ['« A Séb – Rou »', move(A('sev'), 'rum')],
  ])('%s', (text, expected) => {
    expect(ok(text)).toStrictEqual(expected);
  });

  it('reads the sample game adjustments and retreats', () => {
    expect(ok('F Édi', { phase: 'adjustment' })).toStrictEqual({ order: { kind: 'build', unit: F('edi') } });
    expect(ok('A StP', { phase: 'adjustment' })).toStrictEqual({ order: { kind: 'build', unit: A('stp') } });
    expect(ok('A StP – Mos', { phase: 'retreat' })).toStrictEqual({ order: { kind: 'retreat', unit: A('stp'), to: 'mos' } });
    expect(ok('A Bou – Gas.', { phase: 'retreat' })).toStrictEqual({ order: { kind: 'retreat', unit: A('bur'), to: 'gas' } });
    expect(ok('A Vie fait retraite à Bud', { phase: 'retreat' }).order).toStrictEqual({ kind: 'retreat', unit: A('vie'), to: 'bud' });
  });
});

describe('postal report notation (001, annex 4.1.1)', () => {
  it.each<[string, object]>([
    ['A PRU=VAR', { ...move(A('pru'), 'war'), reported: 'succeeded' }],
    ['A PRU:VAR', { ...move(A('pru'), 'war'), reported: 'failed' }],
    ['A PRU-VAR', move(A('pru'), 'war')],
    ['F NRD: DAN', { ...move(F('nth'), 'den'), reported: 'failed' }],
    ['A SER H', { order: { kind: 'hold', unit: A('ser') } }],
    ['A VAR S A MOS-UKR', { order: { kind: 'support', unit: A('war'), target: A('mos'), to: 'ukr' } }],
    ['A VAR s A MOS-UKR', { order: { kind: 'support', unit: A('war'), target: A('mos'), to: 'ukr' }, reported: 'cut' }],
    ['F NRD C A LON-BEL', { order: { kind: 'convoy', unit: F('nth'), target: A('lon'), to: 'bel' } }],
    ['F NRD C ANGLETERRE A LON-BEL', { order: { kind: 'convoy', unit: F('nth'), target: A('lon', 'england'), to: 'bel' } }],
    ['F MOR C ANG. A LON-TUN', { order: { kind: 'convoy', unit: F('eas'), target: A('lon', 'england'), to: 'tun' } }],
    ['A GAL S A AUTRICHE SER-BUD', { order: { kind: 'support', unit: A('gal'), target: A('ser', 'austria'), to: 'bud' } }],
    ['A SIL S RUSSIE A VAR-PRU', { order: { kind: 'support', unit: A('sil'), target: A('war', 'russia'), to: 'pru' } }],
    ['A BOU S ALLEMAGNE A RUH - BEL', { order: { kind: 'support', unit: A('bur'), target: A('ruh', 'germany'), to: 'bel' } }],
    ['Angleterre A LON=BEL', { ...move(A('lon'), 'bel'), reported: 'succeeded', power: 'england' }],
    ['Russie A BOH:SIL', { ...move(A('boh'), 'sil'), reported: 'failed', power: 'russia' }],
    ['F ESP CS - POR', move(F('spa/sc'), 'por')],
    ['F POR - ESP CN', move(F('por'), 'spa/nc')],
    ['F MOC - ESP', move(F('wes'), 'spa/sc')],
    ['F MOC - ESP CS', move(F('wes'), 'spa/sc')],
    ['retirer F(HOL)', { order: { kind: 'disband', unit: F('hol') } }],
    ['construire F BRE', { order: { kind: 'build', unit: F('bre') } }],
  ])('%s', (text, expected) => {
    expect(ok(text)).toStrictEqual(expected);
  });

  it('reads a lower-case s as a plain support outside the upper-case report style', () => {
    expect(ok('a par s a bur')).toStrictEqual({ order: { kind: 'support', unit: A('par'), target: A('bur') } });
    expect(ok('A Par s A Bur')).toStrictEqual({ order: { kind: 'support', unit: A('par'), target: A('bur') } });
  });

  it('tells the report style from the words as written, whichever spelling of a word came first', () => {
    // The tokenizer keeps each word as written (parse.ts writtenWords), its upper-case flag with it.
    const cut = { order: { kind: 'support', unit: A('war'), target: A('mos'), to: 'ukr' }, reported: 'cut' };
    const plain = { order: { kind: 'support', unit: A('war'), target: A('mos'), to: 'ukr' } };
    for (let round = 0; round < 2; round++) {
      expect(ok('A War s A Mos - Ukr')).toStrictEqual(plain);
      expect(ok('A WAR s A MOS - UKR')).toStrictEqual(cut);
      expect(ok('A war s A mos - ukr')).toStrictEqual(plain);
      expect(ok('A WAR s A Mos - UKR')).toStrictEqual(cut);
    }
  });
});

describe('game records notation (webDiplomacy, dipcc, diplomacy-py: ../shared/realgames/README.md)', () => {
  it.each<[string, 'movement' | 'retreat' | 'adjustment', object]>([
    ['A LON - BRE VIA', 'movement', move(A('lon'), 'bre', true)],
    ['A EDI - NWY VIA', 'movement', move(A('edi'), 'nwy', true)],
    ['F NTH C A LON - BRE', 'movement', { order: { kind: 'convoy', unit: F('nth'), target: A('lon'), to: 'bre' } }],
    ['A SER S F GRE - BUL', 'movement', { order: { kind: 'support', unit: A('ser'), target: F('gre'), to: 'bul' } }],
    ['F DEN H', 'movement', { order: { kind: 'hold', unit: F('den') } }],
    ['F STP/SC - BOT', 'movement', move(F('stp/sc'), 'bot')],
    ['F BLA R SEV', 'retreat', { order: { kind: 'retreat', unit: F('bla'), to: 'sev' } }],
    ['F LYO R SPA/SC', 'retreat', { order: { kind: 'retreat', unit: F('lyo'), to: 'spa/sc' } }],
    ['F BLA D', 'retreat', { order: { kind: 'disband', unit: F('bla') } }],
    ['A MUN D', 'adjustment', { order: { kind: 'disband', unit: A('mun') } }],
    // Names are matched by prefix: the D is not read as the end of "Lond(on)", "Swed(en)", "Pied(mont)".
    ['A LON D', 'retreat', { order: { kind: 'disband', unit: A('lon') } }],
    ['A SWE D', 'retreat', { order: { kind: 'disband', unit: A('swe') } }],
    ['F PIE D', 'retreat', { order: { kind: 'disband', unit: F('pie') } }],
    ['A PAR B', 'adjustment', { order: { kind: 'build', unit: A('par') } }],
    ['F STP/NC B', 'adjustment', { order: { kind: 'build', unit: F('stp/nc') } }],
    ['f edi b', 'adjustment', { order: { kind: 'build', unit: F('edi') } }],
  ])('%s (%s)', (text, phase, expected) => {
    expect(ok(text, { phase })).toStrictEqual(expected);
  });

  it('reads B, D and VIA only as the last word', () => {
    expect(at('A Bre - Mao D', bad('A Bre - Mao D'))).toBe('D');
    expect(at('A Par B - Bur', bad('A Par B - Bur'))).toBe('B');
    expect(at('A Lon - Bre VIA x', bad('A Lon - Bre VIA x'))).toBe('VIA');
  });

  it('refuses a retreat by convoy and a fleet built on no coast, as in the other notations', () => {
    expect(at('F BLA R SEV VIA', bad('F BLA R SEV VIA', { phase: 'retreat' }))).toBe('VIA');
    expect(bad('F STP B', { phase: 'adjustment' }).candidates).toStrictEqual(['stp/nc', 'stp/sc']);
  });
});

describe('coasts', () => {
  it.each<[string, string]>([
    ['F Mar - Spa', 'spa/sc'],
    ['F Gas - Spa', 'spa/nc'],
    ['F Wes - Spa', 'spa/sc'],
    ['F Bot - StP', 'stp/sc'],
    ['F Bar - StP', 'stp/nc'],
    ['F Rum - Bul', 'bul/ec'],
    ['F Aeg - Bul', 'bul/sc'],
    ['F Bla - Bul', 'bul/ec'],
    ['F Nwy - Stp', 'stp/nc'],
    ['Wes - Spa', 'spa/sc'], // type omitted, but only a fleet stands at sea
  ])('infers the only reachable coast: %s -> %s', (text, to) => {
    const r = ok(text);
    expect(r.order.kind === 'move' && r.order.to).toBe(to);
  });

  it.each(['F Con - Bul', 'F Mao - Spa', 'F Por - Spa', 'Mao - Spa', 'F Con – Bul'])('rejects an ambiguous coast: %s', (text) => {
    const e = bad(text);
    expect(e.message).toContain('Ambiguous coast');
    expect(at(text, e)).toMatch(/^(Bul|Spa)$/);
    expect(e.candidates?.length).toBe(2);
  });

  it('keeps an army move to a two-coast province without coast', () => {
    expect(ok('A Con - Bul')).toStrictEqual(move(A('con'), 'bul'));
    expect(ok('Con - Bul')).toStrictEqual(move({ loc: 'con' }, 'bul'));
  });

  it('keeps a coast that cannot be reached, and a province no coast of which can be reached', () => {
    expect(ok('F Mar - Spa/nc')).toStrictEqual(move(F('mar'), 'spa/nc'));
    expect(ok('F Nth - Bul')).toStrictEqual(move(F('nth'), 'bul'));
  });

  it('uses unitAt for a unit whose type is not written', () => {
    const seen: string[] = [];
    const fleetAt = (loc: string) => (province: string): Unit | undefined => {
      seen.push(province);
      return { power: 'turkey', type: 'F', loc };
    };
    const e = bad('Con - Bul', { unitAt: fleetAt('con') });
    expect(e.message).toContain('Ambiguous coast');
    expect(seen).toEqual(['con']);
    expect(ok('Mar - Spa', { unitAt: fleetAt('mar') })).toStrictEqual(move({ loc: 'mar' }, 'spa/sc'));
    const army = (): Unit => ({ power: 'turkey', type: 'A', loc: 'con' });
    expect(ok('Con - Bul', { unitAt: army })).toStrictEqual(move({ loc: 'con' }, 'bul'));
    // The exact coast of the fleet from unitAt is used as its origin.
    expect(ok('F Stp - Bot', { unitAt: fleetAt('stp/sc') })).toStrictEqual(move(F('stp'), 'bot'));
  });

  it.each<[string, string]>([
    ['F Spa (sc) - Wes', 'spa/sc'],
    ['F spa/sc - wes', 'spa/sc'],
    ['F Spa SC - Wes', 'spa/sc'],
    ['F Espagne côte sud - MOc', 'spa/sc'],
    ['F St Petersburg (north coast) - Bar', 'stp/nc'],
    ['F StP/N - Bar', 'stp/nc'],
  ])('reads the coast written after a province: %s', (text, loc) => {
    const r = ok(text);
    expect(r.order.kind !== 'waive' && r.order.unit.loc).toBe(loc);
  });

  it('needs a coast to build a fleet in a two-coast province', () => {
    const e = bad('Build F stp');
    expect(e.message).toContain('Ambiguous coast');
    expect(e.candidates).toEqual(['stp/nc', 'stp/sc']);
    expect(bad('F STP', { phase: 'adjustment' }).message).toContain('Ambiguous coast');
    expect(ok('Build F stp/nc')).toStrictEqual({ order: { kind: 'build', unit: F('stp/nc') } });
    expect(ok('Construire F StP CN')).toStrictEqual({ order: { kind: 'build', unit: F('stp/nc') } });
    expect(ok('Build A stp')).toStrictEqual({ order: { kind: 'build', unit: A('stp') } });
  });

  it('rejects a coast the province does not have', () => {
    const t1 = 'F Lon/nc - Nth';
    expect(at(t1, bad(t1))).toBe('/nc');
    const t2 = 'F Stp/ec - Bot';
    const e2 = bad(t2);
    expect(at(t2, e2)).toBe('/ec');
    expect(e2.message).toContain('no east coast');
  });
});

describe('errors', () => {
  it('says what is wrong and where', () => {
    const cases: Array<[string, string, string]> = [
      // text, the text the span covers, a part of the message
      ['A Xyz - Mun', 'Xyz', "Unknown province 'Xyz'"],
      ['A Par - Bur!', '!', "Unexpected character '!'"],
      ['A Par - Bur Mar', 'Mar', 'after a complete order'],
      ['A Par -', '-', 'Expected the destination'],
      ['F Nth C A Lon', 'Lon', "army's destination"],
      ['A Sil A Pru – Ber', 'A', 'is the S of a support missing?'],
      ['A Sil F Ber – Pru', 'F', 'is the S of a support missing?'],
      ['F NOIS A ROU-BUL', 'NOIS', "'NOI S'"],
      ['F Man C A Lon S A Pic – Bre', 'S', 'not a support'],
      ['S A Par', 'S', 'An order starts with a unit'],
      ['- Bur', '-', 'Expected the unit'],
      ['A Par ) Bur', ')', 'Expected an order'],
      ['A Stp/xx - Bot', 'xx', 'is not a coast'],
    ];
    for (const [text, span, message] of cases) {
      const e = bad(text);
      expect([at(text, e), e.message], text).toEqual([span, expect.stringContaining(message)]);
    }
  });

  it('rejects empty and blank orders', () => {
    const e = bad('');
    expect({ message: e.message, span: e.span, fact: e.fact, candidates: e.candidates }).toStrictEqual({ message: 'The order is empty.', span: { start: 0, end: 0 }, fact: { id: 'parse-empty' }, candidates: undefined });
    expect(bad('   ').message).toBe('The order is empty.');
  });

  it('offers candidates for an unknown province', () => {
    const e = bad('A Pxr - Bur');
    expect(e.candidates).toContain('par');
    expect(e.message).toContain('Did you mean');
  });

  it('names the provinces an ambiguous abbreviation could mean', () => {
    const text = 'F Nor - Nth';
    const e = bad(text);
    expect(at(text, e)).toBe('Nor');
    expect(e.candidates).toEqual(expect.arrayContaining(['nwy', 'nth']));
  });

  it('rejects what the phase forbids', () => {
    expect(bad('A Lon - Nwy via convoy', { phase: 'retreat' }).message).toContain('cannot be convoyed');
    expect(bad('A Bur', { phase: 'retreat' }).message).toContain('retreat destination');
  });

  it('rejects an over-long text without scanning it all', () => {
    const text = 'A Par - Bur '.repeat(2000);
    expect(bad(text).message).toContain('too long');
  });
});

describe('results', () => {
  // The adjudicator shares each result between phases (sharedParser), and its table's deepFreeze
  // stops at a result already frozen: every object of every kind of result must be frozen as made.
  it.each<[string, ParseContext['phase']]>([
    ['A par - bur', 'movement'],
    ['A lon - nwy via convoy', 'movement'],
    ['England: F lon S A wal - bel', 'movement'],
    ['A mun S F kie', 'movement'],
    ['F nth C A lon - nwy', 'movement'],
    ['A par H', 'movement'],
    ['A PRU=VAR', 'movement'],
    ['A VAR s A MOS-UKR', 'movement'],
    ['F lon - eng', 'retreat'],
    ['A par D', 'retreat'],
    ['Build F edi', 'adjustment'],
    ['F Édi', 'adjustment'],
    ['Remove A mun', 'adjustment'],
    ['Waive', 'adjustment'],
    ['A par - xyz', 'movement'],
    ['', 'movement'],
  ])('are frozen through and through: %j (%s)', (text, phase) => {
    const r = parseOrder(text, { phase });
    const objects = objectsIn(r);
    expect(objects.length).toBeGreaterThan(1);
    for (const o of objects) expect(Object.isFrozen(o)).toBe(true);
    expect(() => {
      'use strict';
      (r as { ok: boolean }).ok = !r.ok;
    }).toThrow(TypeError);
  });
});

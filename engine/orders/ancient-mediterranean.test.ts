// The order parser on the Ancient Mediterranean board (#14): the variant's ids (seed 004 §14,
// exceptions included), the English names as the variant's author wrote them, the French names as
// seed 004 prints them, and DPjudge's codes where they differ (ERRATA.md items 5-6, 10).
import { describe, expect, it } from 'vitest';
import { ancientMediterraneanMap as map } from '../map/ancient-mediterranean/index.js';
import { standardMap } from '../map/index.js';
import { parseOrder, printOrder, powerNamed } from './index.js';

const read = (text: string) => {
  const r = parseOrder(text, { phase: 'movement', map });
  return r.ok ? printOrder(r.value.order) : `error: ${r.error.message}`;
};

describe('orders on the Ancient Mediterranean board', () => {
  it('reads the §14 abbreviations, the three-word initials and the nine exceptions', () => {
    expect(read('F GoP - GoT')).toBe('F gop - got');
    expect(read('F Tyn S F Aus - Lib')).toBe('F tyn S F aus - lib');
    expect(read('A Sad - Cor')).toBe('A sad - cor');
    expect(read('A Sam - Che')).toBe('A sam - che');
    expect(read('F Sip - Bla')).toBe('F sip - bla');
    expect(read('F Tye - Sid')).toBe('F tye - sid');
    expect(read('A Sii - The')).toBe('A sii - the');
  });

  it('reads the English names of the variant and the French names seed 004 prints', () => {
    expect(read('F Egyptian Sea - Crête')).toBe('F egy - cre');
    expect(read("F Mer d'Egée - Athènes")).toBe('F aeg - ath');
    expect(read('F Sparte - Athènes')).toBe('F spa - ath');
    expect(read('A Sinaï - Thèbes')).toBe('A sii - the');
    expect(read('A Alexandrie - Cyrène')).toBe('A ale - cyr');
    expect(read('F Byzance - Black Sea')).toBe('F byz - bla');
    expect(read('F Baléares C A Tarraconensis - Saguntum')).toBe('F bal C A tar - sag');
    expect(read('A Carthage - Cirta')).toBe('A car - cir');
    expect(read('A Carthago - Cirta')).toBe('A car - cir');
  });

  it("reads the translator's Red Sea, the common Tyrrhenian spelling and DPjudge's codes", () => {
    expect(read('F Mer rouge - Sinaï')).toBe('F ree - sii');
    expect(read('F Reed Sea - Thebes')).toBe('F ree - the');
    expect(read('F Tyrrhenian Sea - Ausonian Sea')).toBe('F tyn - aus');
    expect(read('A THB - SIN')).toBe('A the - sii');
  });

  it('refuses the Atlantic as impassable (§4)', () => {
    expect(read('F Ibe - Atlantic')).toMatch(/^error: .*the Atlantic Ocean, which is impassable/);
  });

  it('names powers by the board: "Rome", "Grèce" here, not "France"', () => {
    expect(powerNamed('Grèce', map)).toBe('greece');
    expect(powerNamed('Perse', map)).toBe('persia');
    expect(powerNamed('egypt', map)).toBe('egypt');
    expect(powerNamed('France', map)).toBeUndefined();
    expect(powerNamed('Rome', standardMap)).toBeUndefined();
    expect(powerNamed('Angleterre')).toBe('england');
  });
});

// The language layer: both catalogues say the same things, every province has its French grammar,
// and places read as French writes them.

import { describe, expect, it } from 'vitest';
import { standardMap } from '../map/index.js';
import { FRENCH_GRAMMAR, frenchGrammarTable, setFrenchGrammar } from '../map/grammar.js';
import { ancientMediterraneanMap } from '../map/ancient-mediterranean/index.js';
import { fact, listArg, messageIds, placeArg, placeText, powerArg, render, unitArg } from './render.js';

describe('message catalogues', () => {
  it('English and French define the same messages', () => {
    expect(messageIds('fr').sort()).toEqual(messageIds('en').sort());
    expect(messageIds('en').length).toBeGreaterThan(50);
  });

  it('a missing message or argument is an error, not silent text', () => {
    expect(() => render(fact('no-such-message'), 'en')).toThrow(/no message/);
    expect(() => render(fact('hold-unattacked'), 'fr')).toThrow(/hold-unattacked/);
  });
});

describe('French grammar of the provinces', () => {
  it('covers exactly the provinces of the standard map', () => {
    expect(Object.keys(FRENCH_GRAMMAR).sort()).toEqual([...standardMap.provinceIds].sort());
  });

  it.each([
    ['kie', 'in', 'à Kiel'],
    ['bur', 'in', 'en Bourgogne'],
    ['den', 'in', 'au Danemark'],
    ['nth', 'in', 'dans la mer du Nord'],
    ['bla', 'in', 'en mer Noire'],
    ['bot', 'in', 'dans le golfe de Botnie'],
    ['wal', 'in', 'au pays de Galles'],
    ['mao', 'in', 'en Atlantique'],
    ['edi', 'from', "d'Édimbourg"],
    ['alb', 'from', "d'Albanie"],
    ['den', 'from', 'du Danemark'],
    ['ruh', 'from', 'de la Ruhr'],
    ['bla', 'from', 'de la mer Noire'],
    ['nao', 'from', "de l'Atlantique Nord"],
    ['mos', 'from', 'de Moscou'],
    ['den', 'to', 'au Danemark'],
    ['bur', 'to', 'à la Bourgogne'],
    ['spa', 'def', "l'Espagne"],
    ['eng', 'def', 'la Manche'],
    ['stp/nc', 'in', 'à Saint-Pétersbourg (côte nord)'],
  ] as const)('%s %s: %s', (loc, form, expected) => {
    expect(placeText(loc, form, 'fr')).toBe(expected);
  });

  describe('on the Ancient Mediterranean (seed 004 keeps most names in their own language; its seas, gulfs and strait are named in French)', () => {
    const map = ancientMediterraneanMap;
    it('every space has its grammar', () => {
      expect(map.provinceIds.filter((id) => !frenchGrammarTable(map)?.[id])).toEqual([]);
    });
    it.each([
      ['gop', 'in', 'dans le golfe de Péluse'],
      ['gop', 'from', 'du golfe de Péluse'],
      ['lig', 'in', 'en mer Ligure'],
      ['aus', 'to', 'à la mer Ausonienne'],
      ['cil', 'in', 'dans le détroit de Cilicie'],
      ['ree', 'in', 'en mer Rouge'],
      ['ree', 'to', 'à la mer Rouge'],
      ['egy', 'from', "de la mer d'Égypte"],
      ['cre', 'in', 'en Crète'],
      ['sii', 'in', 'au Sinaï'],
      ['sii', 'from', 'du Sinaï'],
      ['bal', 'in', 'aux Baléares'],
      ['bal', 'from', 'des Baléares'],
      ['bal', 'to', 'aux Baléares'],
      ['bal', 'gender', 'fp'],
      ['arm', 'from', "d'Armenia"],
      ['the', 'in', 'à Thèbes'],
      ['spa', 'def', 'Sparte'],
    ] as const)('%s %s: %s', (loc, form, expected) => {
      expect(placeText(loc, form, 'fr', { map })).toBe(expected);
    });
    it('a board whose grammar lacks a province or has a wrong word is refused', () => {
      expect(() => setFrenchGrammar(map, { ...frenchGrammarTable(map), bal: undefined })).toThrow(/'bal' has no entry/);
      expect(() => setFrenchGrammar(map, { ...frenchGrammarTable(map), bal: { prep: 'sur', article: 'les', gender: 'f' } })).toThrow(/'bal' needs prep/);
    });
  });

  it('English keeps the notation unless names are asked for', () => {
    expect(placeText('nth', 'name', 'en')).toBe('nth');
    expect(placeText('nth', 'name', 'en', { names: true })).toBe('North Sea');
  });
});

describe('rendering', () => {
  it('writes units, places and powers by name in French, and lists with the language', () => {
    const f = fact('hold-unattacked', { prov: placeArg('den') });
    expect(render(f, 'en')).toBe('no unit moves against it: it stays in den');
    expect(render(f, 'fr')).toBe("aucune unité ne l'attaque : elle reste au Danemark");
    const carried = fact('convoy-carries', { army: unitArg('A lon'), dest: placeArg('nwy'), with: fact('convoy-with', { fleets: listArg([unitArg('F nth'), unitArg('F nwg')]) }) });
    expect(render(carried, 'fr')).toBe("la flotte tient sa position et transporte A Londres jusqu'à la Norvège, F Mer du Nord et F Mer de Norvège la convoyant aussi".replace('’', "'"));
    expect(render(carried, 'en', { names: true })).toBe('the fleet stands and carries A London to Norway, F North Sea and F Norwegian Sea convoying it as well');
    expect(powerArg('italy')).toEqual({ power: 'italy' });
  });
});

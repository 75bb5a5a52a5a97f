// Orders in the reader's language (#11): English notation for the French books' orders on English
// pages, with the printed text kept beside; real labels for cases drawn from a book's prose.
import { describe, expect, it } from 'vitest';
import { englishOrder, sameNotation, shownOrder, orderInList } from './order-text.js';
import { listLabel } from './sources.js';

describe('englishOrder', () => {
  it('writes the French books’ orders in English notation', () => {
    expect(englishOrder('F Édi – MNg', 'movement')).toBe('F Edi – Nwg');
    expect(englishOrder('A Mar – Esp', 'movement')).toBe('A Mar – Spa');
    expect(englishOrder('A Par – Bou', 'movement')).toBe('A Par – Bur');
    expect(englishOrder('F Mar – Esp (cs)', 'movement')).toBe('F Mar – Spa/sc');
    expect(englishOrder('A Tri xxx', 'movement')).toBe('A Tri H');
    expect(englishOrder('démobilise « A Gal. »', 'adjustment')).toBe('A Gal disband');
    expect(englishOrder('construit F Stp (cn)', 'adjustment')).toBe('Build F Stp/nc');
    expect(englishOrder('A Bre - Lon via convoi', 'movement')).toBe('A Bre – Lon via convoy');
  });
  it('names a supported unit’s power in English', () => {
    expect(englishOrder('A Tyr S AUTRICHE A Boh - Mun', 'movement')).toBe('A Tyr S Austria A Boh – Mun');
  });
  it('gives nothing for an order it cannot read', () => expect(englishOrder('A Zzz - Qqq', 'movement')).toBeUndefined());
});

describe('shownOrder', () => {
  const row = { printed: 'A Par – Bou', english: 'A Par – Bur' };
  it('shows English notation with the printed text on English pages', () => expect(shownOrder(row, 'en')).toEqual({ text: 'A Par – Bur', english: true, asPrinted: 'A Par – Bou' }));
  it('leaves out the printed text when it reads the same', () => expect(shownOrder({ printed: 'A PAR - BUR', english: 'A Par – Bur' }, 'en')).toEqual({ text: 'A Par – Bur', english: true }));
  it('shows the printed text on French pages and for the DATC', () => {
    expect(shownOrder(row, 'fr')).toEqual({ text: 'A Par – Bou', english: false });
    expect(shownOrder({ printed: 'A Paris - Burgundy' }, 'en')).toEqual({ text: 'A Paris - Burgundy', english: false });
  });
  it('compares notations without case, accents or dashes', () => expect(sameNotation('F Édi – Nrd', 'f edi - nrd')).toBe(true));
});

describe('listLabel', () => {
  const book = '000_a224e2262e586961.txt';
  it('keeps diagram, example and DATC numbers', () => {
    expect(listLabel({ doc: book, ref: 'Schéma 12' }, 'en')).toBe('Diagram 12');
    expect(listLabel({ doc: book, ref: 'Schéma 12' }, 'fr')).toBe('Schéma 12');
    expect(listLabel({ doc: 'DATC_v3_0.html', ref: '6.A.1' }, 'en')).toBe('DATC 6.A.1');
  });
  it('names the book and its rule or section for a case drawn from prose, never the French text', () => {
    expect(listLabel({ doc: book, ref: 'règle 17' }, 'en')).toBe('Rulebook 2000, rule 17');
    expect(listLabel({ doc: book, ref: 'règle 17' }, 'fr')).toBe('Règles 2000, règle 17');
    expect(listLabel({ doc: '001_f1d037d750fdb09a.txt', ref: '§3.5.3, A MAR et A MOS' }, 'en')).toBe('I want you for Diplomacy, §3.5.3');
    expect(listLabel({ doc: book, ref: 'DÉMOBILISATION' }, 'en')).toBe('Rulebook 2000');
    expect(listLabel({ doc: book, ref: 'Exemple de partie' }, 'en')).toBe('Rulebook 2000');
  });
});

describe('orderInList', () => {
  const row = { printed: 'A Bob – Mun', read: 'A Boh – Mun', english: 'A Boh - Mun' };
  it('prints the English order on English pages and the case\'s reading of the print on French ones', () => {
    expect(orderInList(row, 'en')).toBe('A Boh - Mun');
    expect(orderInList(row, 'fr')).toBe('A Boh – Mun');
    expect(orderInList({ printed: 'F London - North Sea' }, 'en')).toBe('F London - North Sea');
  });
});

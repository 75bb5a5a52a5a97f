// Name lookup in every notation of the sources: ids, English and French names, the 2000
// rulebook's abbreviations (table and diagrams), "I want you for Diplomacy"'s, coasts, ambiguity,
// suggestions.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedFolder } from '../testing/shared-data.js';
import { foldName, locName, lookup, nameIndexOf, standardMap as map, standardMapData, type NameLookup } from './index.js';

const SEEDS = sharedFolder('seeds', '000_a224e2262e586961.txt', '001_f1d037d750fdb09a.txt');
const seed = (name: string): string | undefined => (SEEDS === undefined ? undefined : readFileSync(path.join(SEEDS, name), 'utf8'));
const SEED_000 = seed('000_a224e2262e586961.txt');
const SEED_001 = seed('001_f1d037d750fdb09a.txt');

const loc = (text: string): string | undefined => {
  const r = lookup(text);
  return r.ok ? r.loc : undefined;
};
const fail = (text: string): Extract<NameLookup, { ok: false }> => {
  const r = lookup(text);
  if (r.ok) throw new Error(`expected '${text}' to fail, got ${r.loc}`);
  return r;
};

/** 000, abbreviation table (last page): French name as printed, abbreviation, our id. */
const TABLE_2000: ReadonlyArray<readonly [string, string, string]> = [
  ['Berlin', 'Ber', 'ber'], ['Kiel', 'Kie', 'kie'], ['Munich', 'Mun', 'mun'], ['Prusse', 'Pru', 'pru'],
  ['Ruhr', 'Ruh', 'ruh'], ['Silésie', 'Sil', 'sil'],
  ['Brest', 'Bre', 'bre'], ['Bourgogne', 'Bou', 'bur'], ['Gascogne', 'Gas', 'gas'], ['Marseille', 'Mar', 'mar'],
  ['Paris', 'Par', 'par'], ['Picardie', 'Pic', 'pic'],
  ['Ankara', 'Ank', 'ank'], ['Arménie', 'Arm', 'arm'], ['Constantinople', 'Con', 'con'], ['Smyrne', 'Smy', 'smy'],
  ['Syrie', 'Syr', 'syr'],
  ['Atlantique', 'Atl', 'mao'], ['Atlantique Nord', 'AtN', 'nao'], ['Baie de Helgoland', 'Hel', 'hel'],
  ['Golfe de Botnie', 'Bot', 'bot'], ['Golfe du Lion', 'GLi', 'lyo'], ['Manche', 'Man', 'eng'],
  ['Méditerranée occidentale', 'MOc', 'wes'], ['Méditerranée orientale', 'MOR', 'eas'],
  ['Mer Adriatique', 'Adr', 'adr'], ['Mer Baltique', 'Bal', 'bal'], ['Mer de Barents', 'Bar', 'bar'],
  ['Mer de Norvège', 'MNg', 'nwg'], ['Mer du Nord', 'Nrd', 'nth'], ["Mer d'Irlande", 'Irl', 'iri'],
  ['Mer Égée', 'Égé', 'aeg'], ['Mer Ionienne', 'Ion', 'ion'], ['Mer Noire', 'Noi', 'bla'],
  ['Mer Tyrrhénienne', 'MTy', 'tys'], ['Skaggerak', 'Ska', 'ska'],
  ['Clyde', 'Cly', 'cly'], ['Édimbourg', 'Edi', 'edi'], ['Liverpool', 'Lvp', 'lvp'], ['Londres', 'Lon', 'lon'],
  ['Pays de Galles', 'PGa', 'wal'], ['Yorkshire', 'Yor', 'yor'],
  ['Apulie', 'Apu', 'apu'], ['Naples', 'Nap', 'nap'], ['Piémont', 'Pié', 'pie'], ['Rome', 'Rom', 'rom'],
  ['Toscane', 'Tos', 'tus'], ['Venise', 'Ven', 'ven'],
  ['Afrique du Nord', 'AfN', 'naf'], ['Albanie', 'Alb', 'alb'], ['Belgique', 'Bel', 'bel'], ['Bulgarie', 'Bul', 'bul'],
  ['Danemark', 'Dan', 'den'], ['Espagne', 'Esp', 'spa'], ['Finlande', 'Fin', 'fin'], ['Grèce', 'Grè', 'gre'],
  ['Hollande', 'Hol', 'hol'], ['Norvège', 'Nge', 'nwy'], ['Portugal', 'Por', 'por'], ['Roumanie', 'Rou', 'rum'],
  ['Serbie', 'Ser', 'ser'], ['Suède', 'Suè', 'swe'], ['Tunisie', 'Tun', 'tun'],
  ['Bohème', 'Boh', 'boh'], ['Budapest', 'Bud', 'bud'], ['Galicie', 'Gal', 'gal'], ['Trieste', 'Tri', 'tri'],
  ['Tyrol', 'Tyr', 'tyr'], ['Vienne', 'Vie', 'vie'],
  ['Livonie', 'Lvn', 'lvn'], ['Moscou', 'Mos', 'mos'], ['Sébastopol', 'Séb', 'sev'],
  ['Saint-Pétersbourg', 'StP', 'stp'], ['Ukraine', 'Ukr', 'ukr'], ['Varsovie', 'Var', 'war'],
];

/** Read the abbreviation table off the seed: cells "Name Abb" or "Name ... Abb", some names split over two lines. */
function parseTable(text: string): Array<[string, string]> {
  const start = text.indexOf('\nALLEMAGNE\t', text.lastIndexOf('\nABRÉVIATIONS'));
  const end = text.indexOf('Retrouvez', start);
  const rows = text.slice(start, end).split('\n').map((l) => l.split('\t'));
  const out: Array<[string, string]> = [];
  const pending: string[] = [];
  for (const row of rows) {
    row.forEach((raw, col) => {
      const cell = raw.trim();
      if (!cell || /^[A-ZÀ-Ý -]+$/u.test(cell)) return; // empty, or a power heading
      if (!cell.includes(' ')) {
        pending[col] = cell; // first half of a name printed on two lines
        return;
      }
      const m = /^(.*?)\s*(?:\.\.\.)?\s+(\S+)$/u.exec(cell)!;
      out.push([(pending[col] ? `${pending[col]} ` : '') + m[1], m[2]]);
      pending[col] = '';
    });
  }
  return out;
}

describe('canonical ids', () => {
  it('every id and coast resolves to itself, in any case', () => {
    for (const id of map.provinceIds) {
      expect(loc(id)).toBe(id);
      expect(loc(id.toUpperCase())).toBe(id);
      for (const l of map.locsOf(id, 'F')) if (l.includes('/')) expect(loc(l)).toBe(l);
    }
  });

  it('every English and French name resolves', () => {
    for (const id of map.provinceIds) {
      const p = map.province(id)!;
      expect(loc(p.name.en)).toBe(id);
      expect(loc(p.name.fr)).toBe(id);
    }
  });
});

describe('the 2000 rulebook (000)', () => {
  it('the table lists 75 provinces; every French name and abbreviation resolves to its province', () => {
    expect(TABLE_2000).toHaveLength(75);
    expect(new Set(TABLE_2000.map((r) => r[2])).size).toBe(75);
    for (const [name, abbr, id] of TABLE_2000) {
      expect([name, loc(name)]).toEqual([name, id]);
      expect([abbr, loc(abbr)]).toEqual([abbr, id]);
      expect(map.province(id)!.name.fr).toBe(name);
    }
  });

  it.skipIf(!SEED_000)('the table read from the seed matches', () => {
    const parsed = parseTable(SEED_000!);
    expect(parsed.length).toBe(75);
    const expected = new Map(TABLE_2000.map(([name, abbr]) => [name, abbr]));
    for (const [name, abbr] of parsed) expect([name, abbr]).toEqual([name, expected.get(name)]);
  });

  it.each([
    ['Bou', 'bur'], ['Nrd', 'nth'], ['MOc', 'wes'], ['MOC', 'wes'], ['MOR', 'eas'], ['Atl', 'mao'], ['AtN', 'nao'],
    ['GLi', 'lyo'], ['Gli', 'lyo'], ['MTy', 'tys'], ['Mty', 'tys'], ['Nge', 'nwy'], ['MNg', 'nwg'], ['Suè', 'swe'],
    ['Séb', 'sev'], ['Seb', 'sev'], ['Édi', 'edi'], ['PGa', 'wal'], ['Rub', 'ruh'], ['Bob', 'boh'], ['Man', 'eng'],
    ['Esp', 'spa'], ['Grè', 'gre'], ['Pié', 'pie'], ['Tos', 'tus'], ['Hol', 'hol'], ['Noï', 'bla'], ['Noi', 'bla'],
    ['Dan', 'den'], ['Var', 'war'], ['Rou', 'rum'], ['Kiel', 'kie'], ['StP', 'stp'], ['Irl', 'iri'],
    ['Atlantique moyen', 'mao'], ['Bohême', 'boh'], ['St Pétersbourg', 'stp'], ['Tunis', 'tun'],
  ])('diagram / text spelling %s -> %s', (text, id) => {
    expect(loc(text)).toBe(id);
  });
});

describe('"I want you for Diplomacy" (001)', () => {
  const ABBREVIATIONS_001: Record<string, string> = {
    AMO: 'mao', BAL: 'bal', BEL: 'bel', BER: 'ber', BOH: 'boh', BOU: 'bur', BRE: 'bre', BUD: 'bud', BUL: 'bul',
    CON: 'con', DAN: 'den', EDI: 'edi', ESP: 'spa', FIN: 'fin', GAL: 'gal', GLI: 'lyo', GRE: 'gre', HEL: 'hel',
    HOL: 'hol', ION: 'ion', IRL: 'iri', KIE: 'kie', LON: 'lon', LPL: 'lvp', MAN: 'eng', MAR: 'mar', MOC: 'wes',
    MOR: 'eas', MOS: 'mos', MTY: 'tys', MUN: 'mun', NAP: 'nap', NGE: 'nwy', NOI: 'bla', NRD: 'nth', PAR: 'par',
    POR: 'por', PRU: 'pru', ROU: 'rum', RUH: 'ruh', SEB: 'sev', SER: 'ser', SIL: 'sil', SKA: 'ska', STP: 'stp',
    TRI: 'tri', TUN: 'tun', TYR: 'tyr', UKR: 'ukr', VAR: 'war', VIE: 'vie', YOR: 'yor',
  };
  /** Upper-case 3-letter words of 001 that are not province abbreviations (FIE: a slip for KIE, an erratum). */
  const NOT_PROVINCES = ['ANG', 'BUT', 'DES', 'FIE', 'JEU', 'LES', 'NON', 'ONR'];

  it('every abbreviation resolves', () => {
    for (const [abbr, id] of Object.entries(ABBREVIATIONS_001)) expect([abbr, loc(abbr)]).toEqual([abbr, id]);
  });

  it('the other upper-case words are not accepted as provinces', () => {
    for (const word of NOT_PROVINCES) expect([word, lookup(word).ok]).toEqual([word, false]);
  });

  it.skipIf(!SEED_001)('every upper-case 3-letter word of the seed is accounted for', () => {
    const words = new Set(SEED_001!.match(/(?<!\p{L})[A-Z]{3}(?!\p{L})/gu));
    const unaccounted = [...words].filter((w) => !(w in ABBREVIATIONS_001) && !NOT_PROVINCES.includes(w));
    expect(unaccounted).toEqual([]);
  });

  it('FIE (printed for Kiel) is not an alias; Kiel is among the suggestions', () => {
    const r = fail('FIE');
    expect(r.kind).toBe('unknown');
    expect(r.candidates).toContain('kie');
  });

  it('distance example of 3.x uses ESP, AMO, MAN, IRL, NGE, NRD', () => {
    expect(['ESP', 'AMO', 'MAN', 'IRL', 'NGE', 'NRD'].map(loc)).toEqual(['spa', 'mao', 'eng', 'iri', 'nwy', 'nth']);
  });
});

describe('tolerance', () => {
  it.each([
    ['Suede', 'swe'], ['suè', 'swe'], ['SUE', 'swe'], ['SUÈ', 'swe'], ['sEb', 'sev'], ['SÉBASTOPOL', 'sev'],
    ['Saint Petersbourg', 'stp'], ['saint-petersbourg', 'stp'], ['St. Petersburg', 'stp'], ['St Petersburg', 'stp'],
    ["Mer d'Irlande", 'iri'], ['Mer d Irlande', 'iri'], ['Mer d’Irlande', 'iri'], ['mer dirlande', 'iri'],
    ['  Mer   du  Nord  ', 'nth'], ['Pays-de-Galles', 'wal'], ['mid-atlantic ocean', 'mao'], ['Mid Atlantic', 'mao'],
    ['Gulf of Lions', 'lyo'], ['Marseilles', 'mar'], ['Romania', 'rum'], ['Heligoland Bight', 'hel'],
    ['Helgoland Bight', 'hel'], ['Skagerrak', 'ska'], ['Skaggerak', 'ska'], ['Tyrol', 'tyr'],
  ])('%j -> %s', (text, id) => {
    expect(loc(text)).toBe(id);
  });

  it('a unique prefix of a full name is accepted', () => {
    expect(['Bourg', 'Tyrr', 'Mid', 'Pays', 'Lond', 'Sébasto'].map(loc)).toEqual(['bur', 'tys', 'mao', 'wal', 'lon', 'sev']);
  });
});

describe('coasts', () => {
  it.each([
    ['stp/nc', 'stp/nc'], ['stp(nc)', 'stp/nc'], ['stp (nc)', 'stp/nc'], ['stp nc', 'stp/nc'], ['STP/NC', 'stp/nc'],
    ['StP CS', 'stp/sc'], ['Bul CE', 'bul/ec'], ['Bul CS', 'bul/sc'], ['bul/ec', 'bul/ec'], ['BUL EC', 'bul/ec'],
    ['Esp CN', 'spa/nc'], ['ESP CS', 'spa/sc'], ['spa north coast', 'spa/nc'], ['Spain (north coast)', 'spa/nc'],
    ['Spain (South Coast)', 'spa/sc'], ['Espagne côte nord', 'spa/nc'], ['Espagne (côte sud)', 'spa/sc'],
    ['Bulgarie côte est', 'bul/ec'], ['Bulgaria east coast', 'bul/ec'], ['Saint-Pétersbourg CS', 'stp/sc'],
    ['St Petersburg nc', 'stp/nc'], ['bul e.c.', 'bul/ec'], ['Bulg CE', 'bul/ec'],
  ])('%j -> %s', (text, l) => {
    expect(loc(text)).toBe(l);
  });

  it('names that end in a compass word are not coasts', () => {
    expect(['Mer du Nord', 'Afrique du Nord', 'Atlantique Nord', 'North Sea'].map(loc)).toEqual(['nth', 'naf', 'nao', 'nth']);
  });

  it('a coast on a province without separate coasts is an error', () => {
    for (const text of ['mar/sc', 'Mar CS', 'Lon north coast', 'Mer du Nord CN', 'con/ec']) {
      const r = fail(text);
      expect(r.kind).toBe('unknown');
      expect(r.message).toMatch(/has no separate coasts/);
    }
    expect(fail('mar/sc').candidates).toEqual(['mar']);
  });

  it('a coast the province lacks is an error that names its coasts', () => {
    const r = fail('stp/ec');
    expect(r.candidates).toEqual(['stp/nc', 'stp/sc']);
    expect(r.message).toContain('St Petersburg has no east coast');
    expect(fail('Bul CN').candidates).toEqual(['bul/ec', 'bul/sc']);
    expect(fail('spa ec').candidates).toEqual(['spa/nc', 'spa/sc']);
  });

  it('two coasts in one name is an error', () => {
    expect(fail('stp nc sc').message).toContain('coast twice');
  });
});

describe('ambiguity and suggestions', () => {
  it.each([
    ['Nor', ['naf', 'nao', 'nth', 'nwg', 'nwy']],
    ['Gol', ['bot', 'lyo']],
    ['Golfe', ['bot', 'lyo']],
    ['Med', ['eas', 'wes']],
    ['Méditerranée', ['eas', 'wes']],
    ['Atlantiq', ['mao', 'nao']],
    ['North', ['naf', 'nao', 'nth']],
  ])('%s is ambiguous between %j', (text, ids) => {
    const r = fail(text);
    expect(r.kind).toBe('ambiguous');
    expect(r.candidates).toEqual(ids);
    expect(r.message).toMatch(/could mean/);
  });

  it('an ambiguous name with a coast stays ambiguous', () => {
    expect(fail('Nor nc').kind).toBe('ambiguous');
  });

  it('an exact abbreviation wins over a shared prefix', () => {
    expect(loc('Atl')).toBe('mao');
    expect(loc('Tyr')).toBe('tyr');
    expect(loc('Gal')).toBe('gal');
  });

  it.each([
    ['Lodnon', ['lon']],
    ['Burgandy', ['bur']],
    ['Marseile', ['mar']],
    ['Skagerak', ['ska']],
    ['Bourgone', ['bur']],
    ['Livrpool', ['lvp']],
  ])('%s is unknown; did you mean %j', (text, ids) => {
    const r = fail(text);
    expect(r.kind).toBe('unknown');
    expect(r.candidates).toEqual(ids);
    expect(r.message).toContain('did you mean');
  });

  it('nonsense gets no suggestion; empty input is an error', () => {
    expect(fail('qqqqqqq').candidates).toEqual([]);
    expect(fail('').kind).toBe('unknown');
    expect(fail('   ').kind).toBe('unknown');
  });

  it('Switzerland is named as impassable', () => {
    for (const text of ['Switzerland', 'Suisse', 'SWI']) expect(fail(text).message).toMatch(/impassable/);
  });
});

describe('behaviour', () => {
  it('every spelling of the name lists resolves as printed, lower-cased, upper-cased and capitalised; every coast in its usual notations', () => {
    const forms = (s: string) => [s, s.toLowerCase(), s.toUpperCase(), s.charAt(0).toUpperCase() + s.slice(1).toLowerCase()];
    const { aliases } = standardMapData.names;
    for (const id of map.provinceIds) {
      const p = map.province(id)!;
      const lists = aliases[id] ?? {};
      const spellings = [id, p.name.en, p.name.fr, ...Object.values(lists).flat()];
      expect(spellings.length).toBeGreaterThan(3);
      for (const s of spellings) for (const f of forms(s)) expect(loc(f), f).toBe(id);
      for (const c of p.coasts) {
        const l = `${id}/${c}`;
        for (const s of [l, `${id}(${c})`, `${id} (${c})`, `${id} ${c}`]) for (const f of forms(s)) expect(loc(f), f).toBe(l);
      }
    }
  });

  it('hits return the same frozen object each time', () => {
    const a = lookup('Bou');
    expect(lookup('bourgogne')).toBe(a);
    expect(lookup('BOU')).toBe(a);
    expect(Object.isFrozen(a)).toBe(true);
  });

  it('answers stay right after the memo of unusual spellings overflows', () => {
    for (let i = 0; i < 4200; i++) lookup(`q${i}`);
    expect(loc('Bul CE')).toBe('bul/ec');
    expect(fail('Nor').kind).toBe('ambiguous');
  });

  it('abbreviation2000 gives the book abbreviation', () => {
    const names = nameIndexOf(map)!;
    expect(['bur', 'nth', 'stp', 'wal'].map((id) => names.abbreviation2000(id))).toEqual(['Bou', 'Nrd', 'StP', 'PGa']);
  });
});

describe('locName', () => {
  it('names locations for display in English and French', () => {
    expect(locName(map, 'stp/nc')).toBe('St Petersburg (north coast)');
    expect(locName(map, 'bul/ec', 'fr')).toBe('Bulgarie (côte est)');
    expect(locName(map, 'mao', 'fr')).toBe('Atlantique');
    expect(locName(map, 'xyz')).toBe('xyz');
    expect(locName(map, 'mar/sc')).toBe('mar/sc');
  });
});

describe('lookup without suggestions', () => {
  it('answers as a lookup does, without the suggestions, and leaves them to a later lookup', () => {
    for (const text of ['tur', 'ger', 'Nth', 'nort', 'Marseilles north coast', 'Switzerland', 'Lodnon', 'xyzzy', 'stp/nc']) {
      const quick = map.lookup(text, { suggest: false });
      const full = map.lookup(text);
      expect(quick.ok, text).toBe(full.ok);
      if (quick.ok && full.ok) expect(quick.loc).toBe(full.loc);
      else if (!quick.ok && !full.ok) expect(quick.kind).toBe(full.kind);
    }
    expect(map.lookup('Lodnxn', { suggest: false })).toMatchObject({ ok: false, candidates: [] });
    map.lookup('Lodon', { suggest: false });
    expect(map.lookup('Lodon')).toMatchObject({ ok: false, candidates: ['lon'] });
  });
});

describe('foldName', () => {
  /** The fold as it was written first: every Unicode mark dropped after NFD. */
  const reference = (text: string): string => text.toLowerCase().normalize('NFD').replace(/\p{M}+/gu, '').replace(/[^a-z0-9]+/g, ' ').trim();

  it('drops the same marks as Unicode\'s mark property, for every character of the Basic Multilingual Plane after an accented letter', () => {
    const differ: string[] = [];
    for (let c = 0; c <= 0xffff; c++) {
      if (c >= 0xd800 && c <= 0xdfff) continue;
      const ch = String.fromCharCode(c);
      const text = `Pe\u0301${ch}`;
      if (foldName(text) !== reference(text)) differ.push(c.toString(16));
    }
    expect(differ).toEqual([]);
  });

  it('folds the board\'s names as the reference does', () => {
    for (const p of map.provinces.values()) for (const name of [p.name.en, p.name.fr]) expect(foldName(name)).toBe(reference(name));
    expect(foldName('Saint-Pétersbourg')).toBe('saint petersbourg');
    expect(foldName('Ἀθῆναι')).toBe(reference('Ἀθῆναι'));
  });
});

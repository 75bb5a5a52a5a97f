// Issue 28, round 3: a key the user gives (a variant, a player, a power word, an option) that is
// also the name of something every JavaScript object inherits ("toString", "constructor",
// "__proto__"...) must be read as the unknown word it is: an InputError or a problem at its place,
// never a TypeError, never a value nobody wrote. Every user-keyed field of the protocol and of the
// order file is tried with each such name.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { adjudicate, InputError, presetOptions, standardMap } from '../index.js';
import { parseOrderFile } from '../formats/order-file.js';
import { phaseFromText } from '../formats/phase-text.js';
import { powerNamed } from '../orders/index.js';
import { resolveVariant, powerNamesOf } from '../adjudicate/variant-rules.js';
import { variantById } from '../variants/load.js';
import { resultName } from '../protocol/phase-names.js';
import { centresByPlayer } from '../variants/fewer-players.js';
import { parseVariantOptions } from './variant-options.js';
import { ruleDesk } from '../../site/lib/desk/rule.js';
import { REPRO_DIR } from '../testing/shared-data.js';
import type { PhaseInput } from '../protocol/types.js';
import { CLI_ARGS } from '../testing/cli.js';

const NAMES = ['toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf', 'isPrototypeOf', 'propertyIsEnumerable', 'toLocaleString', '__defineGetter__'];
const KNOWN = 'known: standard, six-players, five-players, four-players, three-players, 1914, intimate, fleet-rome, ancient-mediterranean';

/** A phase from JSON text, so that "__proto__" is an own key as it is when a file is read. */
const phase = (json: string): PhaseInput => JSON.parse(json) as PhaseInput;
const MOVE = '"phase":{"season":"spring","year":1901,"type":"movement"}';
const PAR = '"units":[{"power":"france","type":"A","loc":"par"}],"orders":[{"power":"france","text":"A par - bur"}]';
const INTIMATE = (fields: string, type = 'bidding') => `{"variant":"intimate",${fields},"phase":{"season":"spring","year":1902,"type":"${type}"},"units":[],"orders":[]}`;
const SEVEN = '["france","england","germany","italy","austria","russia","turkey"]';

const PROBES: [string, (n: string) => string][] = [
  ['variant', (n) => `{"variant":"${n}",${MOVE},${PAR}}`],
  ['ruleset', (n) => `{"ruleset":"${n}",${MOVE},${PAR}}`],
  ['units[].power', (n) => `{${MOVE},"units":[{"power":"${n}","type":"A","loc":"par"}],"orders":[]}`],
  ['units[].loc', (n) => `{${MOVE},"units":[{"power":"france","type":"A","loc":"${n}"}],"orders":[]}`],
  ['orders[].power', (n) => `{${MOVE},${PAR.replace('"power":"france","text"', `"power":"${n}","text"`)}}`],
  ['order text', (n) => `{${MOVE},"units":[{"power":"france","type":"A","loc":"par"}],"orders":[{"power":"france","text":"A ${n} - ${n}"}]}`],
  ['phase.season', (n) => `{"phase":{"season":"${n}","year":1901,"type":"movement"},${PAR}}`],
  ['phase.type', (n) => `{"phase":{"season":"spring","year":1901,"type":"${n}"},${PAR}}`],
  ['supplyCenters key', (n) => `{"phase":{"season":"winter","year":1901,"type":"adjustment"},"units":[],"orders":[],"supplyCenters":{"${n}":["par"]}}`],
  ['supplyCenters item', (n) => `{"phase":{"season":"winter","year":1901,"type":"adjustment"},"units":[],"orders":[],"supplyCenters":{"france":["${n}"]}}`],
  ['control key', (n) => `{"variant":"six-players",${MOVE},${PAR},"control":{"${n}":{"player":"x"}}}`],
  ['control dormant', (n) => `{"variant":"six-players",${MOVE},${PAR},"control":{"italy":{"dormant":"${n}"}}}`],
  ['closedProvinces', (n) => `{"variant":"1914",${MOVE},${PAR},"closedProvinces":["${n}"]}`],
  ['coin', (n) => `{"variant":"1914","phase":{"season":"spring","year":1915,"type":"movement"},${PAR},"coin":{"winner":"${n}"}}`],
  ['variantOptions key', (n) => `{"variant":"1914",${MOVE},${PAR},"variantOptions":{"${n}":"wholeGame"}}`],
  ['variantOptions value', (n) => `{"variant":"1914",${MOVE},${PAR},"variantOptions":{"italyClosed":"${n}"}}`],
  ['dislodged[].attackerFrom', (n) => `{"phase":{"season":"spring","year":1901,"type":"retreat"},"units":[],"orders":[],"dislodged":[{"power":"france","type":"A","loc":"par","attackerFrom":"${n}"}]}`],
  ['home player, no credits for it', (n) => INTIMATE(`"home":{"${n}":"france","bob":"germany"},"credits":{"bob":5},"bids":{"bob":{"italy":1}}`)],
  ['home player, no bids for it', (n) => INTIMATE(`"home":{"${n}":"france","bob":"germany"},"credits":{"${n}":4,"bob":5},"bids":{"bob":{"italy":1}}`)],
  ['home power', (n) => INTIMATE(`"home":{"alice":"${n}","bob":"germany"},"credits":{"alice":4,"bob":5},"bids":{}`)],
  ['bids player', (n) => INTIMATE(`"home":{"alice":"france","bob":"germany"},"credits":{"alice":4,"bob":5},"bids":{"${n}":{"italy":1}}`)],
  ['bids power', (n) => INTIMATE(`"home":{"alice":"france","bob":"germany"},"credits":{"alice":4,"bob":5},"bids":{"alice":{"${n}":1}}`)],
  ['credits key', (n) => INTIMATE(`"home":{"alice":"france","bob":"germany"},"credits":{"${n}":4,"bob":5},"bids":{}`)],
  ['preferences player', (n) => `{"variant":"intimate","phase":{"season":"spring","year":1901,"type":"bidding"},"units":[],"orders":[],"bids":{},"preferences":{"${n}":${SEVEN},"bob":${SEVEN}}}`],
  ['intimate control key', (n) => INTIMATE(`"home":{"alice":"france","bob":"germany"},"credits":{"alice":4,"bob":5},"control":{"${n}":{"player":"alice"}}`, 'movement')],
  ['intimate control player', (n) => INTIMATE(`"home":{"alice":"france","bob":"germany"},"credits":{"alice":4,"bob":5},"control":{"italy":{"player":"${n}"}}`, 'movement')],
];

describe('a prototype name as a user-given key', () => {
  for (const [field, make] of PROBES) {
    it(`${field}: a result or an InputError, for every name`, () => {
      for (const name of NAMES) {
        try {
          const out = adjudicate(phase(make(name)));
          for (const o of out.orders) expect(typeof o.reason).toBe('string');
        } catch (e) {
          expect(e, `${field} = ${name}: ${(e as Error).message}`).toBeInstanceOf(InputError);
        }
      }
    });
  }

  it('variant: the InputError lists the known variants (variant-tostring-api.mjs)', () => {
    for (const name of NAMES) {
      expect(() => adjudicate(phase(PROBES[0][1](name)))).toThrow(new InputError(`"variant": unknown variant "${name}" (${KNOWN})`));
    }
  });

  it('a player missing from "credits" is missing, whatever its name', () => {
    for (const name of NAMES) expect(() => adjudicate(phase(PROBES[17][1](name)))).toThrow(`credits.${name} is missing`);
  });

  it('a player with no bids bids nothing, whatever its name', () => {
    for (const name of NAMES) {
      const out = adjudicate(phase(PROBES[18][1](name)));
      expect(out.credits).toEqual({ [name]: 4, bob: 4 });
      expect(out.bidding?.mercenaries.find((m) => m.power === 'italy')).toEqual({ power: 'italy', result: 'won', player: 'bob', price: 1 });
    }
  });

  it('a player named "__proto__" is counted like any other (1914: centres added up by player)', () => {
    const control = { england: { kind: 'player', player: '__proto__' }, france: { kind: 'player', player: '__proto__' } } as const;
    const all = Object.fromEntries(['austria', 'germany', 'italy', 'russia', 'turkey'].map((p) => [p, { kind: 'dormant', reason: 'neutral' }]));
    expect(centresByPlayer({ ...all, ...control } as never, { england: ['lon', 'edi'], france: ['par'] })).toEqual(JSON.parse('{"__proto__": 3}'));
  });

  it('the lookups by name find nothing: powers, variants, presets, boards, results, options', () => {
    for (const name of NAMES) {
      expect(powerNamed(name, standardMap)).toBeUndefined();
      expect(standardMap.lookup(name).ok).toBe(false);
      expect(resolveVariant(name)).toEqual({ error: `unknown variant "${name}" (${KNOWN})`, fact: { id: 'variant-unknown', args: { id: name, known: KNOWN.replace(/^known: /, '') } } });
      expect(variantById(name)).toBeUndefined();
      expect(powerNamesOf(name)).toBeUndefined();
      expect(presetOptions(name)).toBeUndefined();
      expect(resultName(name, 'en')).toBe(name);
      expect(parseVariantOptions([`${name}=x`])).toHaveProperty('error');
    }
  });
});

describe('a prototype name in an order file', () => {
  it('variant: refused at the name, with the known variants (variant-tostring.txt)', () => {
    for (const name of NAMES) {
      expect(phaseFromText(`variant: ${name}\nSpring 1901\nFrance: A Par - Bur\n`, 'f.txt')).toEqual({ problems: [`f.txt:1:10: unknown variant "${name}" (${KNOWN})`] });
    }
  });

  it('a power heading, an owner, a control line or an option: refused at its place', () => {
    for (const name of ['toString', 'constructor', 'valueOf']) {
      const text = `Spring 1901\n${name}: A par H\n${name} owns: par\nvariant: 1914\ncontrol: ${name} bob\noption: ${name}=x\n`;
      const read = parseOrderFile(standardMap, text, {});
      expect(read.input).toBeUndefined();
      expect(read.problems.map((p) => `${p.line}:${p.column}`)).toEqual(['2:1', '3:1', '5:10', '6:9']);
    }
  });

  it('the desk refuses the variant at its line (a link that opened an empty desk)', () => {
    for (const name of NAMES) {
      const r = ruleDesk(`Spring 1901\nvariant: ${name}\nFrance: A Par - Bur\n`, 'rulebook-2000');
      expect(r.detail).toBeUndefined();
      expect(r.problems[0]).toMatchObject({ line: 2, message: `unknown variant "${name}" (${KNOWN})` });
    }
  });
});

describe('a prototype name on the command line', () => {
  const casebook = (...args: string[]) => spawnSync(process.execPath, [...CLI_ARGS, ...args], { encoding: 'utf8' });

  it('variant-tostring.txt and variant-tostring.json: a plain refusal with its place, exit 2', () => {
    const txt = casebook('adjudicate', join(REPRO_DIR, 'round-3/variant-tostring.txt'));
    expect(txt.stderr).toMatch(/^casebook: .*variant-tostring\.txt:1:10: unknown variant "constructor" \(known: standard, /);
    expect(txt.status).toBe(2);
    const json = casebook('adjudicate', join(REPRO_DIR, 'round-3/variant-tostring.json'));
    expect(json.stderr).toMatch(/^casebook: .*variant-tostring\.json: "variant": unknown variant "toString" \(known: standard, /);
    expect(json.stderr).not.toMatch(/internal error|TypeError/);
    expect(json.status).toBe(2);
  });
});

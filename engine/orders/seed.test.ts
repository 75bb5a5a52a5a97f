// Every order printed in the seed texts parses, except the listed ones (seed-orders.unreadable.json).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseOrder } from './parse.js';
import { printOrder } from './print.js';
import { extractIWantYou, extractRulebook2000, type SeedOrder } from './seed-orders.js';
import { sharedFolder } from '../testing/shared-data.js';
import listed from './seed-orders.unreadable.json' with { type: 'json' };

const RULEBOOK = '000_a224e2262e586961.txt';
const I_WANT_YOU = '001_f1d037d750fdb09a.txt';
const SEEDS = sharedFolder('seeds', RULEBOOK, I_WANT_YOU) ?? '';
const present = SEEDS !== '';

const keyOf = (o: { doc: string; line: number; printed: string }): string => `${o.doc}:${o.line}:${o.printed}`;

describe.skipIf(!present)(`orders printed in the seeds (${SEEDS})`, () => {
  const orders: SeedOrder[] = present
    ? [
        ...extractRulebook2000(readFileSync(join(SEEDS, RULEBOOK), 'utf8'), RULEBOOK),
        ...extractIWantYou(readFileSync(join(SEEDS, I_WANT_YOU), 'utf8'), I_WANT_YOU),
      ]
    : [];
  const unreadable = new Map(listed.unreadable.map((u) => [keyOf(u), u]));

  it('extracts the expected number of orders', () => {
    // A change here means the extraction changed: review the list before updating the numbers.
    expect(orders.filter((o) => o.doc === RULEBOOK).length).toBe(264);
    expect(orders.filter((o) => o.doc === I_WANT_YOU).length).toBe(101);
    const bySource = (s: SeedOrder['source']): number => orders.filter((o) => o.source === s).length;
    expect({ diagram: bySource('diagram'), sample: bySource('sample-game'), example: bySource('example'), prose: bySource('prose') }).toEqual({
      diagram: 122,
      sample: 123,
      example: 68,
      prose: 52,
    });
  });

  it('lists only orders that the extraction finds', () => {
    const found = new Set(orders.map(keyOf));
    for (const u of [...listed.unreadable, ...listed.doubtful]) expect(found.has(keyOf(u)), keyOf(u)).toBe(true);
  });

  it('parses every order except exactly the listed ones', () => {
    const failures: string[] = [];
    for (const o of orders) {
      const r = parseOrder(o.text, { phase: o.phase });
      const u = unreadable.get(keyOf(o));
      if (u) {
        expect(r.ok, `listed as unreadable but parses: ${keyOf(o)}`).toBe(false);
        if (!r.ok) {
          expect(r.error.message, keyOf(o)).toContain(u.parserSays);
          expect(u.phase).toBe(o.phase);
        }
      } else if (!r.ok) failures.push(`${keyOf(o)} -> ${r.error.message}`);
    }
    expect(failures).toEqual([]);
  });

  it('reads the doubtful orders as documented', () => {
    for (const d of listed.doubtful) {
      const r = parseOrder(d.printed);
      expect(r.ok, keyOf(d)).toBe(true);
      if (r.ok) expect(printOrder(r.value.order), keyOf(d)).toBe(d.readAs);
    }
  });

  it('keeps the phase of retreats and adjustments of the sample game', () => {
    const sample = orders.filter((o) => o.source === 'sample-game' && o.phase !== 'movement');
    const read = sample.map((o) => {
      const r = parseOrder(o.text, { phase: o.phase });
      return `${o.power} ${r.ok ? printOrder(r.value.order) : r.error.message}`;
    });
    expect(read).toEqual([
      'england Build F edi',
      'germany Build F kie',
      'germany Build A mun',
      'russia Build A stp',
      'russia Build A sev',
      'turkey Build A smy',
      'austria Build A vie',
      'italy Build F nap',
      'france Build F mar',
      'russia A stp - mos',
      'france A bur - gas',
      'germany Build F kie',
      'russia A gal disband',
      'turkey Build F smy',
      'austria Build A tri',
      'france Build A par',
      'england Build F lon',
    ]);
  });
});

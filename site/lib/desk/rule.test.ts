// The desk's ruling without the page: the same results as the case files, a phase chained to the
// next, and bad positions told in words.
import { describe, expect, it } from 'vitest';
import { formatOrderFile } from '../../../engine/cli/order-file.js';
import { expectedOrders, firstPhaseInput, loadCaseFile, CASES_DIR } from '../../../engine/casebook/index.js';
import { nextPhaseText, otherRulesets, ruleDesk, spring1901Text } from './rule.js';

const loaded = (file: string) => {
  const r = loadCaseFile(`${CASES_DIR}${file}`);
  if (!r.ok) throw new Error(file);
  return r.loaded.data;
};

describe('the dispute desk', () => {
  it('starts from Spring 1901: 22 units, 22 centres, every unit holds', () => {
    const r = ruleDesk(spring1901Text(), 'rulebook-2000');
    expect(r.problems).toEqual([]);
    expect(r.input?.units).toHaveLength(22);
    expect(Object.values(r.input?.supplyCenters ?? {}).flat()).toHaveLength(22);
    expect(r.detail?.output.units).toHaveLength(22);
    expect(r.detail?.output.next).toEqual({ season: 'fall', year: 1901, type: 'movement' });
  });

  it('rules diagram 12 as its case file expects, under the page’s preset', () => {
    const c = loaded('rulebook-2000/schema-12.yaml');
    const input = firstPhaseInput(c, c.ruleset);
    const r = ruleDesk(formatOrderFile(input), c.ruleset);
    expect(r.detail?.output.orders.map((o) => o.result)).toEqual(expectedOrders(c.phases![0], c.ruleset).map((e) => e.expect));
    expect(r.detail?.explanation.length).toBeGreaterThan(0);
  });

  it('goes on to the retreats when a unit is dislodged, then to the next movement', () => {
    const text = 'Spring 1901\nGermany:\n  A Mun - Boh\n  A Sil S A Mun - Boh\nAustria:\n  A Boh H\n';
    const r = ruleDesk(text, 'rulebook-2000');
    expect(r.detail?.output.dislodged).toHaveLength(1);
    const retreats = nextPhaseText(r.input!, r.detail!);
    expect(retreats).toContain('Spring 1901 retreats');
    expect(retreats).toContain('Austria dislodged: A boh from mun');
    const r2 = ruleDesk(`${retreats}Austria:\n  A Boh - Gal\n`, 'rulebook-2000');
    expect(r2.problems).toEqual([]);
    expect(r2.detail?.output.orders.map((o) => o.result)).toEqual(['succeeds']);
    expect(nextPhaseText(r2.input!, r2.detail!)).toMatch(/^Fall 1901\n/);
  });

  it('refuses an impossible position in words, keeps unreadable orders as void', () => {
    const twice = ruleDesk('Spring 1901\nFrance has: A par\nGermany has: A par\n', 'datc');
    expect(twice.problems[0]).toMatchObject({ line: 3 });
    const inland = ruleDesk('Spring 1901\nFrance: F Par H\n', 'datc');
    expect(inland.refused).toMatch(/par/i);
    const typo = ruleDesk('Spring 1901\nFrance:\n  A Par - Brg\n  A Mar - Spa\n', 'datc');
    expect(typo.unreadable[0]).toMatchObject({ line: 3, column: 11 });
    expect(typo.detail?.output.orders.map((o) => o.result)).toEqual(['illegal', 'succeeds']);
  });
});

describe('under other rulesets', () => {
  it('names the presets that rule differently and the option that decides (as --compare)', () => {
    const c = loaded('prose/removal-by-distance.yaml');
    const input = firstPhaseInput(c, c.ruleset);
    const r = ruleDesk(formatOrderFile(input), c.ruleset);
    const diffs = otherRulesets(r.input!);
    expect(diffs.length).toBeGreaterThan(0);
    expect(diffs.flatMap((d) => d.options.filter((o) => o.decisive).map((o) => o.option))).toContain(c.phases![0].decidedBy);
  });
});

// The desk's ruling without the page: the same results as the case files, a phase chained to the
// next, and bad positions told in words.
import { describe, expect, it } from 'vitest';
import { formatOrderFile } from '../../../engine/formats/order-file.js';
import { expectedOrders, findCaseFiles, firstPhaseInput, loadCaseFile, runPhases, CASES_DIR } from '../../../engine/casebook/index.js';
import { adjudicate } from '../../../engine/index.js';
import { decodeDesk, encodeDesk } from '../../../engine/formats/desk-link.js';
import { nextPhaseText } from '../../../engine/formats/index.js';
import { otherRulesets, ruleDesk, spring1901Text, startText } from './rule.js';

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

  it('the French desk starts from the same Spring 1901 written in French (#23)', () => {
    const fr = startText('standard', 'fr');
    expect(fr).toMatch(/^Printemps 1901\n/);
    expect(fr).toMatch(/^Autriche a : /m);
    expect(fr).toMatch(/^Autriche :$/m);
    expect(fr).not.toMatch(/Spring| has: |Austria/);
    const [en, inFrench] = [ruleDesk(spring1901Text(), 'rulebook-2000'), ruleDesk(fr, 'rulebook-2000')];
    expect(inFrench.problems).toEqual([]);
    expect(inFrench.input).toEqual(en.input);
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
    const retreats = nextPhaseText(r.input!, r.detail!.output);
    expect(retreats).toContain('Spring 1901 retreats');
    expect(retreats).toContain('Austria dislodged: A boh from mun');
    const r2 = ruleDesk(`${retreats}Austria:\n  A Boh - Gal\n`, 'rulebook-2000');
    expect(r2.problems).toEqual([]);
    expect(r2.detail?.output.orders.map((o) => o.result)).toEqual(['succeeds']);
    expect(nextPhaseText(r2.input!, r2.detail!.output)).toMatch(/^Fall 1901\n/);
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

describe('the variants in the desk', () => {
  const variantCases = findCaseFiles()
    .map((f) => loadCaseFile(f))
    .flatMap((r) => (r.ok && r.loaded.data.variant !== undefined && r.loaded.data.variant !== 'standard' ? [r.loaded.data] : []));

  const sorted = (units: { power: string; type: string; loc: string }[] | undefined) => (units ?? []).map((u) => `${u.power} ${u.type} ${u.loc}`).sort();

  it('every phase of every variant case, through its desk link, is ruled as the case runner rules it', async () => {
    const seen = new Set<string>();
    const differ: string[] = [];
    for (const c of variantCases) {
      for (const [i, run] of runPhases(c, c.ruleset, adjudicate).entries()) {
        if (!run.input || !run.output) continue;
        const { ruleset: _ruleset, ...input } = run.input;
        // As the case page writes its "Open in the desk" link, and the page reads it.
        const link = await encodeDesk({ text: formatOrderFile(input), preset: c.ruleset });
        const { state } = await decodeDesk(link);
        const r = ruleDesk(state!.text, state!.preset);
        seen.add(c.variant!);
        const out = r.detail?.output;
        const parts = {
          variant: [r.input?.variant, input.variant],
          results: [out?.orders.map((o) => o.result), run.output.orders.map((o) => o.result)],
          units: [sorted(out?.units), sorted(run.output.units)],
          control: [out?.control, run.output.control],
          credits: [out?.credits, run.output.credits],
          winner: [out?.winner ?? out?.winnerPlayer, run.output.winner ?? run.output.winnerPlayer],
        };
        const wrong = Object.entries(parts).filter(([, [a, b]]) => JSON.stringify(a) !== JSON.stringify(b)).map(([k, [a, b]]) => `${k} ${JSON.stringify(a)} / ${JSON.stringify(b)}`);
        const problems = r.problems.map((p) => `${p.line}:${p.column} ${p.message}`).join('; ') || r.refused;
        if (problems || wrong.length) differ.push(`${c.id} phase ${i + 1}: ${problems ?? wrong.join('; ')}`);
      }
    }
    expect([...seen].sort()).toEqual(['1914', 'ancient-mediterranean', 'five-players', 'fleet-rome', 'four-players', 'intimate', 'six-players', 'three-players']);
    expect(differ).toEqual([]);
  });

  it('starts each game from its first phase: the board’s units and centres, or Intimate’s first bidding', () => {
    const counts = (v: string) => {
      const r = ruleDesk(startText(v), 'rulebook-2000');
      expect(r.problems).toEqual([]);
      return [r.input!.phase.year, r.input!.phase.type, r.input!.units.length, Object.values(r.input!.supplyCenters ?? {}).flat().length];
    };
    expect(counts('ancient-mediterranean')).toEqual([1, 'movement', 15, 15]);
    expect(counts('1914')).toEqual([1914, 'movement', 22, 22]);
    expect(counts('six-players')).toEqual([1901, 'movement', 22, 22]);
    expect(counts('intimate')).toEqual([1901, 'bidding', 0, 0]);
    expect(ruleDesk(startText('intimate'), 'rulebook-2000').detail?.output.home).toEqual({ alice: 'austria', bob: 'turkey' });
  });

  it('an unknown variant or a unit the board lacks is an error at its line, never a ruling on the wrong board', () => {
    const unknown = ruleDesk('Spring 1901\nvariant: atlantis\nFrance: A Par - Bur\n', 'datc');
    expect(unknown.problems).toEqual([{ line: 2, column: 1, message: expect.stringContaining('unknown variant "atlantis"'), fact: expect.objectContaining({ id: 'file-variant-refused' }) }]);
    expect(unknown.input).toBeUndefined();
    // The whole rest of the line is the name, markup and spaces included: never read as a power heading.
    const markup = ruleDesk('Spring 1901\nvariant: <img src=x onerror=alert(1)>\nFrance: A Par - Bur\n', 'datc');
    expect(markup.problems).toEqual([{ line: 2, column: 1, message: expect.stringContaining('unknown variant "<img src=x onerror=alert(1)>"'), fact: expect.objectContaining({ id: 'file-variant-refused' }) }]);
    const lacks = ruleDesk('Spring 1\nvariant: ancient-mediterranean\nRome has: A par\n', 'datc');
    expect(lacks.problems).toEqual([{ line: 3, column: 11, message: expect.stringContaining('"A par" is not a unit of this board'), fact: expect.objectContaining({ id: 'file-not-a-unit-here' }) }]);
  });

  it('a game for fewer players keeps its variant into the next phase, and Intimate its players, credits and control', () => {
    const six = ruleDesk('Spring 1901\nvariant: six-players\nAustria:\n  A Tri - Ven\n  A Tyr S A Tri - Ven\nItaly has: A ven\n', 'rulebook-2000');
    expect(six.detail!.output.orders.map((o) => o.result)).toEqual(['succeeds', 'given']);
    expect(nextPhaseText(six.input!, six.detail!.output)).toMatch(/^Fall 1901\nvariant: six-players\n/);
    const bidding = ruleDesk(startText('intimate'), 'rulebook-2000');
    const spring = ruleDesk(nextPhaseText(bidding.input!, bidding.detail!.output), 'rulebook-2000');
    expect(spring.problems).toEqual([]);
    expect(spring.input).toMatchObject({ variant: 'intimate', phase: { type: 'movement' }, home: { alice: 'austria', bob: 'turkey' } });
    expect(spring.input!.credits).toEqual(bidding.detail!.output.credits);
  });
});

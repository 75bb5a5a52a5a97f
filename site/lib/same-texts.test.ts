// The case pages say what `casebook show` says (#10 item 7): every order's reason and every step,
// in both languages, come from the same facts through the same catalogues. The site writes English
// with names where the terminal keeps the protocol's notation; French is the very same text.
import { describe, expect, it } from 'vitest';
import { adjudicatePhase, type AdjudicationDetail } from '../../engine/adjudicate/phase.js';
import { runPhases } from '../../engine/casebook/index.js';
import { caseReport } from '../../engine/casebook/report.js';
import { boardOf } from '../../engine/index.js';
import type { PhaseInput } from '../../engine/protocol/types.js';
import { caseView, phaseFigures } from './casebook.js';
import { LANGS } from './i18n.js';
import { reasons, SITE_TEXT, stepTexts } from './reasons.js';
import { sharedCases } from '../../engine/testing/casebook.js';

const cases = sharedCases().map((c) => ({ ...c, file: '' }));
// Each phase on its own board (the Ancient Mediterranean's cases too).
const adjudicate = (input: PhaseInput) => adjudicatePhase(boardOf(input), input);

describe('site and terminal', () => {
  it('word every reason and step of every case alike, in both languages', () => {
    let compared = 0;
    for (const c of cases) {
      const details: AdjudicationDetail[] = [];
      runPhases(c, c.ruleset, (input) => {
        const d = adjudicate(input);
        details.push(d);
        return d.output;
      });
      for (const lang of LANGS) {
        const board = boardOf(c);
        const report = caseReport(c, lang, adjudicate, board, SITE_TEXT);
        details.forEach((d, i) => {
          const r = report.phases[i];
          expect(r.orders.map((_, k) => reasons(d, k, board)[lang]), `${c.id} ${lang}`).toEqual(r.orders.map((o) => o.reason));
          expect(stepTexts(d.explanation, lang, board), `${c.id} ${lang}`).toEqual(r.explanation);
          compared += r.orders.length;
        });
      }
    }
    expect(compared).toBeGreaterThan(2000);
  });

  it('are what the case pages print: reasons in the table, steps under the pictures', { timeout: 120_000 }, () => {
    for (const id of ['schema-13', 'prose-retreat-collision', 'prose-removal-by-distance', 'ancmed-delta']) {
      const c = cases.find((x) => x.id === id)!;
      const view = caseView(c);
      for (const lang of LANGS) {
        // French: exactly `casebook show --lang fr`; English: the same with names.
        const report = caseReport(c, lang, adjudicate, boardOf(c), lang === 'en' ? SITE_TEXT : {});
        view.phases.forEach((p, i) => {
          expect(p.rows.map((row) => row.reason?.[lang])).toEqual(report.phases[i].orders.map((o) => o.reason));
          const figures = phaseFigures(view, p, lang).slice(1);
          expect(figures.map((f) => [f.title, f.text])).toEqual(report.phases[i].explanation.map((s) => [s.title, s.text]));
        });
      }
    }
  });
});

describe('the case pages', () => {
  it('agree with the book on every check of every case, each on its own board', { timeout: 180_000 }, () => {
    const failing = cases.filter((c) => !caseView(c).ok).map((c) => c.id);
    expect(failing).toEqual([]);
  });
});

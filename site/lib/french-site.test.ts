// The French lint (engine/testing/french-lint.ts) over what the site prints on French
// pages from data, beyond the engine's reasons and steps (linted by the engine's own test): what a
// phase leaves behind (dislodged units, retreats, standoffs, builds), the cases' titles, book
// summaries, notes and errata, and the site's tables of words (results, labels, legends, rules,
// topics, tour, option descriptions, DATC sections, the desk).
import { describe, expect, it } from 'vitest';
import { adjudicatePhase } from '../../engine/adjudicate/phase.js';
import { LINTS } from '../../engine/testing/french-lint.js';
import { runPhases } from '../../engine/casebook/index.js';
import { textFor } from '../../engine/casebook/schema.js';
import { boardOf } from '../../engine/index.js';
import { OPTION_DESCRIPTIONS } from '../../engine/rules/options.js';
import { LEGEND_TEXT, RESULT_TEXT, WORDS } from '../render/i18n.js';
import { afterPhase } from './after-phase.js';
import { DESK } from './desk/words.js';
import { PRESET_LABELS, RESULT_WORDS, UI } from './i18n.js';
import { DATC_SECTIONS, DOCS } from './sources.js';
import { RULES, TOPICS, TOUR } from './rules.js';
import { sharedCases } from '../../engine/testing/casebook.js';

type Bilingual = Readonly<Record<'en' | 'fr', string>>;

function siteFrench(): { where: string; text: string }[] {
  const out: { where: string; text: string }[] = [];
  // Backticks quote code (`given`, `units`): the page prints it as code, not as French prose.
  // So are case ids cited in a note ("1914-italy-joins-the-entente").
  const add = (where: string, text: string | undefined) =>
    text && out.push({ where, text: text.replace(/`[^`]*`/g, '`…`').replace(/(?<![\p{L}-])[a-z0-9.]+(?:-[a-z0-9.]+){2,}(?![\p{L}-])/gu, '…') });
  const table = (name: string, t: Readonly<Record<string, Bilingual>>) => Object.entries(t).forEach(([k, v]) => add(`${name}.${k}`, v.fr));
  for (const c of sharedCases()) {
    add(`${c.id}: title`, c.title.fr);
    add(`${c.id}: book`, textFor(c.book, 'fr').text);
    add(`${c.id}: notes`, c.notes?.fr);
    for (const e of c.errata ?? []) add(`${c.id}: erratum ${e.id}`, textFor(e.why, 'fr').text);
    runPhases(c, c.ruleset, (input) => {
      // Each case on its own board (a variant board's case would not run on the standard one).
      const out = adjudicatePhase(boardOf(input), input).output;
      const after = afterPhase(out, 'fr', input.variant);
      for (const line of [...after.dislodged, after.standoffs, ...after.adjustments]) add(`${c.id} ${input.phase.season} ${input.phase.year} ${input.phase.type}: after the phase`, line);
      return out;
    });
  }
  table('UI', UI);
  table('RESULT_WORDS', RESULT_WORDS);
  table('PRESET_LABELS', PRESET_LABELS);
  table('render RESULT_TEXT', RESULT_TEXT);
  table('render WORDS', WORDS);
  table('render LEGEND_TEXT', LEGEND_TEXT);
  table('DESK', DESK);
  table('TOPICS', TOPICS);
  table('OPTION_DESCRIPTIONS', OPTION_DESCRIPTIONS);
  for (const [n, r] of Object.entries(RULES)) add(`rule ${n}`, `${r.short.fr}. ${r.text.fr}`);
  for (const s of TOUR) add(`tour ${s.id}`, s.look.fr);
  for (const s of DATC_SECTIONS) add(`DATC 6.${s.letter}`, s.title.fr);
  for (const [k, d] of Object.entries(DOCS)) add(`DOCS ${k}`, `${d.short.fr}. ${d.long.fr}`);
  return out;
}

describe('French lint over what the site prints from data', () => {
  const texts = siteFrench();

  it('finds the texts', () => expect(texts.length).toBeGreaterThan(900));

  for (const lint of LINTS) {
    it(`no ${lint.name}`, () => {
      const bad = new Set<string>();
      for (const { where, text } of texts) {
        const hit = lint.find(text);
        if (hit) bad.add(`${where}: «${hit}» in: ${text}`);
      }
      expect([...bad].slice(0, 30)).toEqual([]);
    });
  }
});

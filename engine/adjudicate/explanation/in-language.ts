// An order's reason and a phase's steps in one language, from the engine's facts: the one place
// where the terminal (engine/casebook/report.ts), the site's case pages and the dispute desk get
// their texts, so that they all say the same. Light on purpose: the desk bundles it for the browser.

import type { AdjudicationDetail } from '../phase.js';
import type { ExplanationStep } from '../explain.js';
import type { GameMap } from '../../map/types.js';
import type { ExplanationStepJson } from '../../protocol/types.js';
import { render, sentences, type Lang, type RenderOptions } from '../../language/render.js';

/** An order's reason in one language, with the numbers of the 2000 book's rules that decided it. */
export interface OrderReason {
  reason: string;
  rules: number[];
}

/**
 * How texts are written. English is in the protocol's notation ("A mun", "bur") unless `names`
 * ("A Munich", "Burgundy": the site's pages); French always uses names and their grammar.
 */
export interface TextOptions {
  names?: boolean;
  /** The map the names are read from (the standard map by default). */
  map?: GameMap;
}

const renderOptions = (lang: Lang, opts: TextOptions): RenderOptions | undefined =>
  lang === 'en' && opts.names ? { names: true, ...(opts.map ? { map: opts.map as unknown as GameMap<string> } : {}) } : undefined;

/** Order `k`'s reason in `lang`, rendered from the engine's fact, with the rules that decided it. */
export function orderReason(detail: AdjudicationDetail, k: number, lang: Lang, opts: TextOptions = {}): OrderReason {
  const r = detail.reasons[k];
  if (!r) return { reason: '', rules: [] };
  const named = renderOptions(lang, opts);
  return { reason: named ? render(r.fact, lang, named) : r[lang], rules: [...r.rules].sort((a, b) => a - b) };
}

export function stepsIn(steps: readonly ExplanationStep[], lang: Lang, opts: TextOptions = {}): ExplanationStepJson[] {
  const named = renderOptions(lang, opts);
  return steps.map((s) => ({
    title: named ? sentences(s.facts.title, lang, named) : s.title[lang],
    text: named ? sentences(s.facts.text, lang, named) : s.text[lang],
    rules: [...s.rules],
    orders: [...s.orders],
    provinces: [...s.provinces],
  }));
}

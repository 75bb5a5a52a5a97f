// The engine writes its explanations with canonical ids ("A mun", "sil"). On the site they read
// better as names: "A Munich", "Silesia" in English, "Silésie" in French (the 2000 rulebook's names,
// from the engine map of the phase's board). Only ids known to be part of the phase are replaced, so
// ordinary words that happen to be ids ("par" in French, "the" in English) are left alone.

import { locName } from '../../engine/map/index.js';
import { boardIdOf, currentBoard, gameMap } from '../render/board.js';
import type { ExplanationStep } from '../../engine/adjudicate/explain.js';
import type { PhaseInput, PhaseOutput } from '../../engine/protocol/types.js';
import type { Lang } from './i18n.js';

/**
 * The engine map names are read from: the board of `variant` when given (a case's own, from a
 * page), else the renderer's current board (standard outside `onBoard`).
 */
const mapOf = (variant?: string) => gameMap(variant === undefined ? currentBoard() : boardIdOf(variant));

/** "Munich"; "Spain (north coast)"; the text itself when it is no location. */
export function placeName(loc: string, lang: Lang, variant?: string): string {
  return locName(mapOf(variant), loc.toLowerCase(), lang);
}

/** "A Munich", "F Spain (south coast)". */
export function unitName(unit: string, lang: Lang, variant?: string): string {
  const [type, loc] = unit.split(' ');
  return loc ? `${type} ${placeName(loc, lang, variant)}` : unit;
}

/**
 * Ids that are also words of the explanations' own language (the Ancient Mediterranean's Thebes is
 * "the"; Carthago "car", French for "because"; Paris "par", "by"): replaced only where a place name
 * can stand, before punctuation, the end, or a word that follows a place in the engine's sentences.
 */
const WORD_IDS: Readonly<Record<Lang, ReadonlySet<string>>> = { en: new Set(['the']), fr: new Set(['car']) };
const AFTER_PLACE: Readonly<Record<Lang, RegExp>> = {
  en: /^(?:\s*(?:$|[.,;:!?)])|\s+(?:with|and|but|while|because|so|stays|is|holds|gets|from|to|into|by|or)\b)/,
  fr: /^(?:\s*(?:$|[.,;:!?)])|\s+(?:avec|et|mais|tandis|reste|est|tient|vers|où|ou)\b)/,
};

const UNIT_RE = /\b([AF]) ([a-z]{3}(?:\/(?:nc|sc|ec))?)\b/g;
const ID_RE = /\b([a-z]{3})(\/(?:nc|sc|ec))?\b/g;

/**
 * Replace unit notations and the given province ids in an engine sentence by their names.
 * `known`: the provinces of the phase (others are left as they are).
 */
export function withNames(text: string, lang: Lang, known: ReadonlySet<string>, variant?: string): string {
  const map = mapOf(variant);
  // Unit notations first, through a placeholder so the id pass does not see their ids again.
  const held: string[] = [];
  let out = text.replace(UNIT_RE, (m, type: string, loc: string) => {
    if (!map.province(loc.split('/')[0])) return m;
    held.push(`${type} ${placeName(loc, lang, variant)}`);
    return `\uE010${held.length - 1}\uE010`;
  });
  out = out.replace(ID_RE, (m, id: string, coast: string | undefined, offset: number, all: string) => {
    if (!known.has(id) || !map.province(id)) return m;
    const rest = all.slice(offset + m.length);
    // French "par" is also the preposition "by": leave it when a word, a name or a unit follows.
    if (lang === 'fr' && id === 'par' && !coast && /^\s+(?:\uE010|[A-Za-zÀ-ÿ])/.test(rest)) return m;
    if (WORD_IDS[lang].has(id) && !coast && !AFTER_PLACE[lang].test(rest)) return m;
    return placeName(id + (coast ?? ''), lang, variant);
  });
  return out.replace(/\uE010(\d+)\uE010/g, (_, i: string) => held[Number(i)]);
}

/** Every province a phase involves (units, retreats, standoffs, steps, words of its orders): the ids `withNames` may replace. */
export function knownProvinces(input?: PhaseInput, output?: PhaseOutput, steps: ExplanationStep[] = []): Set<string> {
  const map = mapOf(input?.variant);
  const s = new Set<string>();
  const add = (loc: string | undefined) => loc && s.add(loc.split('/')[0]);
  for (const u of input?.units ?? []) add(u.loc);
  for (const u of input?.dislodged ?? []) add(u.loc);
  for (const u of output?.units ?? []) add(u.loc);
  for (const d of output?.dislodged ?? []) {
    add(d.loc);
    add(d.attackerFrom);
    for (const r of d.retreats ?? []) add(r);
  }
  for (const p of output?.contested ?? []) add(p);
  for (const st of steps) for (const p of st.provinces) add(p);
  for (const o of input?.orders ?? []) {
    for (const w of o.text.toLowerCase().split(/[^a-z/]+/)) if (w.length === 3 && map.province(w)) s.add(w);
  }
  return s;
}

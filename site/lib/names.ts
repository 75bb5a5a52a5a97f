// Places and units by name on the site: "Munich", "Silesia" in English, "Silésie" in French (the
// 2000 rulebook's names, from the engine map). The engine's sentences come already written with
// names (site/lib/reasons.ts); these are for the site's own lists.

import { locName } from '../../engine/map/index.js';
import { boardIdOf, currentBoard, gameMap } from '../render/board.js';
import type { ExplanationStep } from '../../engine/adjudicate/index.js';
import type { PhaseInput, PhaseOutput } from '../../engine/protocol/index.js';
import type { Lang } from './i18n.js';

/**
 * The engine map names are read from: the board of `variant` when given (a case's own, from a
 * page), else the renderer's current board (standard outside `onBoard`).
 */
export const mapOf = (variant?: string) => gameMap(variant === undefined ? currentBoard() : boardIdOf(variant));

/** "Munich"; "Spain (north coast)"; the text itself when it is no location. */
export function placeName(loc: string, lang: Lang, variant?: string): string {
  return locName(mapOf(variant), loc.toLowerCase(), lang);
}

/** "A Munich", "F Spain (south coast)". */
export function unitName(unit: string, lang: Lang, variant?: string): string {
  const [type, loc] = unit.split(' ');
  return loc ? `${type} ${placeName(loc, lang, variant)}` : unit;
}

/** Every province a phase involves (units, retreats, standoffs, steps, words of its orders). */
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

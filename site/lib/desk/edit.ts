// The desk's board editor without the page: what may stand in a province, and a phase changed by
// one click (a unit placed, replaced or removed, a centre given or taken). The page writes the
// changed phase back as the order file (formatOrderFile), so the text and the map stay in step.

import { boardOf, type PhaseInput, type PhaseOutput, type UnitJson } from '../../../engine/core.js';
import type { GameMap, PowerId } from '../../../engine/map/index.js';
import { formatOrderFile } from '../../../engine/formats/index.js';
import { powerNamed } from '../../../engine/orders/index.js';
import type { Lang } from '../i18n.js';

export interface UnitChoice {
  /** "france A par", "russia F stp/sc". */
  value: string;
  unit: UnitJson;
}

/**
 * Every unit that may stand in a province of `map`: armies on land, fleets on coasts and seas (one
 * per coast), either in a space that holds both (the Ancient Mediterranean's Baleares).
 */
export function unitChoices(map: GameMap, province: string): UnitChoice[] {
  const p = map.province(province);
  if (!p) return [];
  const out: UnitChoice[] = [];
  for (const power of map.powers) {
    if (p.terrain !== 'sea') out.push({ value: `${power} A ${p.id}`, unit: { power, type: 'A', loc: p.id } });
    if (p.terrain !== 'inland') {
      const locs = p.coasts.length ? p.coasts.map((c) => `${p.id}/${c}`) : [p.id];
      for (const loc of locs) out.push({ value: `${power} F ${loc}`, unit: { power, type: 'F', loc } });
    }
  }
  return out;
}

const provinceOf = (loc: string) => loc.split('/')[0];

/** The unit standing in a province, as a choice value ("" when empty). */
export function unitIn(input: PhaseInput, province: string): string {
  const u = input.units.find((x) => provinceOf(x.loc) === province);
  return u ? `${u.power} ${u.type} ${u.loc}` : '';
}

/** The owner of a supply centre ("" when nobody owns it). */
export function ownerOf(input: PhaseInput, province: string): PowerId | '' {
  for (const [power, list] of Object.entries(input.supplyCenters ?? {})) if (list?.includes(province)) return power;
  return '';
}

/**
 * The phase with `province` holding `unit` (a choice value, or "" for none). Orders given to the
 * unit that stood there go with it: an order file names its units through their orders, so an
 * order left behind would put the unit back.
 */
export function placeUnit(input: PhaseInput, output: PhaseOutput | undefined, province: string, unit: string): PhaseInput {
  const choice = unitChoices(boardOf(input), province).find((c) => c.value === unit);
  const units = input.units.filter((u) => provinceOf(u.loc) !== province);
  if (choice) units.push(choice.unit);
  const gone = (k: number) => {
    const ordered = output?.orders[k]?.unit?.split(' ')[1];
    return ordered !== undefined && provinceOf(ordered) === province && unitIn(input, province) !== unit;
  };
  return { ...input, units, orders: input.orders.filter((_, k) => !gone(k)) };
}

/** The phase with the centre in `province` owned by `owner` ("" for nobody). */
export function setOwner(input: PhaseInput, province: string, owner: PowerId | ''): PhaseInput {
  if (!boardOf(input).province(province)?.supplyCenter) return input;
  const supplyCenters: NonNullable<PhaseInput['supplyCenters']> = {};
  for (const [power, list] of Object.entries(input.supplyCenters ?? {}) as [PowerId, string[]][]) {
    const kept = list.filter((c) => c !== province);
    if (kept.length) supplyCenters[power] = kept;
  }
  if (owner) (supplyCenters[owner] ??= []).push(province);
  return { ...input, supplyCenters };
}

/** A line's words without its comment, folded as the order-file reader folds them. */
const folded = (line: string) => line.replace(/#.*$/, '').normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim();

/** A "France has:" / "France a :" or "France owns:" / "France possède :" line: the board the editor rewrites. */
function isBoardLine(line: string, map: GameMap): boolean {
  const m = /^([a-z-]+)\s+(has|a|owns|controle|possede)\s*:/.exec(folded(line));
  return m !== null && powerNamed(m[1], map as GameMap<string>) !== undefined;
}

const SEASON_LINE = /^\s*(spring|printemps|fall|autumn|automne|winter|hiver)\s+\d/i;

/**
 * The text typed, changed by one edit of the board editor (`before` read from `text`, `after` the
 * phase the edit leaves): its lines of units and centres are written again (in the page's
 * language, where the first of them stood, or after the phase line), the lines of the orders the
 * edit took away are removed, and every other line stays as typed: comments, headings, orders.
 */
export function editedText(text: string, before: PhaseInput, after: PhaseInput, lang: Lang): string {
  const map = boardOf(before);
  const lines = text.split('\n');
  // The orders the edit took away (placeUnit keeps the others in their order), found in the text
  // in the order the reader read them: each at the next line that ends with its text.
  const kept = new Set<number>();
  for (let k = 0, j = 0; k < before.orders.length; k++) {
    if (j < after.orders.length && after.orders[j] === before.orders[k]) {
      kept.add(k);
      j++;
    }
  }
  const drop = new Set<number>();
  let cursor = 0;
  for (const [k, order] of before.orders.entries()) {
    const want = order.text.trim();
    const at = lines.findIndex((l, i) => i >= cursor && l.replace(/#.*$/, '').trimEnd().endsWith(want));
    if (at < 0) continue;
    cursor = at + 1;
    if (!kept.has(k)) drop.add(at);
  }
  const board = formatOrderFile(after, map, lang)
    .split('\n')
    .filter((l) => isBoardLine(l, map));
  const firstBoard = lines.findIndex((l) => isBoardLine(l, map));
  // After the phase line and the lines that choose the game (a unit is read on the board they name).
  const phaseLine = Math.max(
    lines.findIndex((l) => SEASON_LINE.test(l)),
    lines.findLastIndex((l) => /^\s*(ruleset|variant|coin|control|closed|options?)\s*:/i.test(l)),
  );
  const out: string[] = [];
  lines.forEach((line, i) => {
    if (i === firstBoard) out.push(...board);
    if (!isBoardLine(line, map) && !drop.has(i)) out.push(line);
    if (firstBoard < 0 && i === phaseLine) out.push(...board);
  });
  return out.join('\n');
}

// The desk's board editor without the page: what may stand in a province, and a phase changed by
// one click (a unit placed, replaced or removed, a centre given or taken). The page writes the
// changed phase back as the order file (formatOrderFile), so the text and the map stay in step.

import { boardOf, type PhaseInput, type PhaseOutput, type UnitJson } from '../../../engine/core.js';
import type { GameMap, PowerId } from '../../../engine/map/index.js';

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

// Loads every variant's data module through the schema once. A bad data file throws one error
// naming the variant and each field at fault, never a half-built variant.
import { variantSchema, type Variant, type VariantId } from './schema.js';
import { standardMap, type Unit } from '../map/index.js';
import standard from './data/standard.js';
import sixPlayers from './data/six-players.js';
import fivePlayers from './data/five-players.js';
import fourPlayers from './data/four-players.js';
import threePlayers from './data/three-players.js';
import game1914 from './data/1914.js';
import intimate from './data/intimate.js';
import fleetRome from './data/fleet-rome.js';

export class VariantDataError extends Error {}

/** Parse raw variant data; `name` is used in the error (a data file or a test's label). */
export function parseVariant(raw: unknown, name: string): Variant {
  const result = variantSchema.safeParse(raw);
  if (result.success) return result.data;
  const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(variant)'}: ${i.message}`);
  throw new VariantDataError(`variant data ${name} is invalid:\n${lines.join('\n')}`);
}

const RAW: Record<string, unknown> = {
  standard,
  'six-players': sixPlayers,
  'five-players': fivePlayers,
  'four-players': fourPlayers,
  'three-players': threePlayers,
  '1914': game1914,
  intimate,
  'fleet-rome': fleetRome,
};

function loadAll(): ReadonlyMap<VariantId, Variant> {
  const out = new Map<VariantId, Variant>();
  for (const [file, raw] of Object.entries(RAW)) {
    const v = parseVariant(raw, `data/${file}.ts`);
    if (v.id !== file) throw new VariantDataError(`variant data data/${file}.ts has id ${v.id}`);
    out.set(v.id, Object.freeze(v));
  }
  return out;
}

export const VARIANTS = loadAll();
export const DEFAULT_VARIANT: VariantId = 'standard';

/** The variant with this id, or undefined (callers list VARIANTS' keys in their message). */
export function variantById(id: string = DEFAULT_VARIANT): Variant | undefined {
  return VARIANTS.get(id as VariantId);
}

/** A game's starting units: the standard position, with the units its `start.replaced` puts instead. */
export function startingUnits(variant: Variant): Unit[] {
  const replaced = variant.start.replaced ?? [];
  return standardMap.startingUnits.map((u) => {
    const r = replaced.find((x) => standardMap.provinceOf(x.loc) === standardMap.provinceOf(u.loc));
    return r ? { power: r.power, type: r.type, loc: r.loc } : { power: u.power, type: u.type, loc: u.loc };
  });
}

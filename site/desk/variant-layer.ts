// The dispute desk's stand-in for the engine's variant modules (engine/variants/{game,load,
// phase-rules,fewer-players,intimate-phase}.ts, engine/variants/dormant-powers.ts and
// engine/formats/intimate-file.ts): in the desk's
// bundle the engine's core imports these names from here (site/desk/browser-stubs.mjs), so a
// standard game loads neither the variant games, their texts and zod, nor the second board. The
// desk calls loadVariants() before it reads a phase that names a variant; from then on every name
// is the engine's own. Until then a standard phase needs none of them, and anything else throws
// VariantsNotLoaded rather than rule a variant's phase as a standard one.
import type * as Loaded from './variants-loaded';
import { standardMap } from '../../engine/map/index';

export { ALL_VARIANT_IDS, GAME_VARIANT_IDS, MAP_VARIANT_IDS } from '../../engine/variants/ids';

type Layer = typeof Loaded;
let layer: Layer | undefined;
let loading: Promise<Layer> | undefined;

export class VariantsNotLoaded extends Error {
  constructor() {
    super('the desk has not loaded the variants yet (loadVariants)');
    this.name = 'VariantsNotLoaded';
  }
}

export function variantsLoaded(): boolean {
  return layer !== undefined;
}

/** Fetch the variants' chunk once; resolves when every name below is the engine's own. */
export async function loadVariants(): Promise<void> {
  loading ??= import('./variants-loaded').then((m) => (layer = m));
  await loading;
}

function need(): Layer {
  if (!layer) throw new VariantsNotLoaded();
  return layer;
}

type Fn = (...args: never[]) => unknown;
/** A name that only a variant's phase calls: the engine's function once loaded. */
const late = <K extends { [N in keyof Layer]: Layer[N] extends Fn ? N : never }[keyof Layer]>(name: K): Layer[K] =>
  ((...args: unknown[]) => (need()[name] as (...a: unknown[]) => unknown)(...args)) as Layer[K];

/** The standard game needs no variant data: its board is the standard one. */
export const resolveVariant: Layer['resolveVariant'] = (id = 'standard') => (layer || id !== 'standard' ? need().resolveVariant(id) : { id, map: standardMap });

/** A standard phase without the games' explicit fields has no game (as phase-rules.ts says). */
export const phaseGameOf: Layer['phaseGameOf'] = (input) =>
  layer || (input.variant !== undefined && input.variant !== 'standard') || input.control !== undefined || input.closedProvinces !== undefined
    ? need().phaseGameOf(input)
    : undefined;

export const powerNamesOf = late('powerNamesOf');
export const victoryByCentres = late('victoryByCentres');
export const variantById = late('variantById');
export const adjudicateIntimate = late('adjudicateIntimate');
export const afterMovement = late('afterMovement');
export const closedAsContested = late('closedAsContested');
export const dormantDislodged = late('dormantDislodged');
export const movementSteps = late('movementSteps');
export const noBuildSteps = late('noBuildSteps');
export const plainReason = late('plainReason');
export const removedSteps = late('removedSteps');
export const rewordClosedNeighbours = late('rewordClosedNeighbours');
export const setAsideOrders = late('setAsideOrders');
export const victoryStep = late('victoryStep');
export const withVariantSteps = late('withVariantSteps');
export const neverBuilders = late('neverBuilders');
export const readIntimateLines = late('readIntimateLines');
export const withIntimate = late('withIntimate');

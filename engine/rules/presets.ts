// Named rule presets. `rulebook-2000` is the casebook's default.
import type { RuleOptions } from './options.js';

export const PRESETS = {
  /** The 4th edition (2000) as written, including its rules 21-22 for convoy paradoxes. */
  'rulebook-2000': {
    convoyDisruption: 'allRoutes',
    convoyParadox: 'rulebook2000',
    adjacentConvoy: 'ownFleetOrVia',
    retreatToConvoyAttackerOrigin: false,
    dislodgedNoEffectOnAttackerOrigin: 'always',
    civilDisorder: 'nearestHome2000',
    unorderedRetreat: 'disband',
    timeLimitWinner: 'mostCentres', // 000 "OBJECTIF": the most supply centres at the end of the time chosen
  },
  /** The older rules transcribed by "I want you for Diplomacy" (001), where they differ. */
  'rulebook-1971': {
    convoyDisruption: 'allRoutes', // 001 §2.12.4 (example 12): one open route is enough
    convoyParadox: 'rulebook1971', // 001 §2.12.5 (example 13): rule 21 without rule 22's exception
    adjacentConvoy: 'anyConvoy', // 001 §2.12.6: the intent shown by the orders decides
    retreatToConvoyAttackerOrigin: false,
    dislodgedNoEffectOnAttackerOrigin: 'always',
    civilDisorder: 'postal1971',
    unorderedRetreat: 'postalDefault',
    timeLimitWinner: 'mostUnits', // 001 §2.3: the most units in play when the game is stopped
  },
  /** The DATC v3.0 preferred choices, with the Szykman rule for paradoxes. */
  datc: {
    convoyDisruption: 'allRoutes',
    convoyParadox: 'szykman',
    adjacentConvoy: 'ownFleetOrVia',
    retreatToConvoyAttackerOrigin: true,
    dislodgedNoEffectOnAttackerOrigin: 'headToHeadOnly',
    civilDisorder: 'nearestOwned2023', // DATC 4.D.8 and 6.J: the 2023 rules
    unorderedRetreat: 'disband',
    timeLimitWinner: 'mostCentres', // the DATC is silent; the 2000 book's reading
  },
} as const satisfies Record<string, RuleOptions>;

export type PresetName = keyof typeof PRESETS;
export const PRESET_NAMES = Object.keys(PRESETS) as PresetName[];
export const DEFAULT_PRESET: PresetName = 'rulebook-2000';

export function isPresetName(name: string): name is PresetName {
  return Object.prototype.hasOwnProperty.call(PRESETS, name);
}

/** The options of a preset, or undefined for an unknown name (callers report it with the valid names). */
export function presetOptions(name: string = DEFAULT_PRESET): RuleOptions | undefined {
  return isPresetName(name) ? PRESETS[name] : undefined;
}

/** Which options differ between two presets: used to say which rule made the difference. */
export function differingOptions(a: RuleOptions, b: RuleOptions): (keyof RuleOptions)[] {
  return (Object.keys(a) as (keyof RuleOptions)[]).filter((k) => a[k] !== b[k]);
}

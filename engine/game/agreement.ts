// Where a phase's ruling and its record differ: which rule presets would rule as the record does,
// and which single rule options, changed in the preset used, would. That names the convention the
// record follows (webDiplomacy's explicit "via convoy", a civil-disorder distance…).

import { adjudicatePhase } from '../adjudicate/phase.js';
import { boardOf } from '../adjudicate/variant-rules.js';
import type { PhaseInput } from '../protocol/types.js';
import type { PublishedResultJson } from '../protocol/game.js';
import { OPTION_DESCRIPTIONS, type RuleOptions } from '../rules/options.js';
import { PRESET_NAMES, PRESETS, presetOptions } from '../rules/presets.js';
import { differencesOf } from './differences.js';
import type { PhaseRuling } from './replay.js';

export interface OptionChoice {
  option: keyof RuleOptions;
  /** The value that makes the ruling agree with the record. */
  value: string;
  /** The value of the preset used. */
  instead: string;
  about: Readonly<Record<'en' | 'fr', string>>;
}

export interface Agreement {
  /** Presets under which the phase's ruling agrees with its record. */
  presets: string[];
  /** Single options that, changed in the preset used, make the ruling agree with the record. */
  options: OptionChoice[];
}

/** Every value each option takes in some preset: the choices worth trying. */
function choicesOf(option: keyof RuleOptions): string[] {
  return [...new Set(PRESET_NAMES.map((p) => String(PRESETS[p][option])))];
}

/** Who agrees with the record on a phase whose ruling differs from it (nothing for a phase that agrees). */
export function agreementOf(ruling: PhaseRuling, published: PublishedResultJson | undefined): Agreement {
  if (!published || !ruling.detail || ruling.differences.length === 0) return { presets: [], options: [] };
  const map = boardOf(ruling.input);
  const reference = ruling.input.ruleset ?? 'rulebook-2000';
  const base = presetOptions(reference);
  const agreesWith = (input: PhaseInput, options?: RuleOptions): boolean => {
    try {
      const out = adjudicatePhase(map, input, options).output;
      // The next phase is compared as in the replay only when the record gives one; a skipped Winter is the replay's concern.
      return differencesOf(map, input, out, { ...published, next: undefined }, false).length === 0;
    } catch {
      return false;
    }
  };
  const presets = PRESET_NAMES.filter((p) => p !== reference && agreesWith({ ...ruling.input, ruleset: p }));
  const options: OptionChoice[] = [];
  if (base) {
    for (const option of Object.keys(OPTION_DESCRIPTIONS) as (keyof RuleOptions)[]) {
      for (const value of choicesOf(option)) {
        if (value === String(base[option])) continue;
        if (agreesWith(ruling.input, { ...base, [option]: value as never })) options.push({ option, value, instead: String(base[option]), about: OPTION_DESCRIPTIONS[option] });
      }
    }
  }
  return { presets, options };
}

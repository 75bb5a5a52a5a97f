// Where each preset stands against the DATC on a DATC case, computed from the case's data: the
// DATC's preferred answer is the case's `expect` (DATC cases are written under `ruleset: datc`, the
// preset holding every §4 preference), and each preset's run is held against it with the same checks
// the tests make. A preset that gets any result, dislodgement or position wrong deviates, and the
// deviation is told with the §4 issues whose options decide it (engine/rules/datc-issues.ts), what
// the DATC prefers, what the preset does and the source the preset follows. Case pages and the
// conformance page read this; no page may show a deviating preset as agreeing (datc-deviations.test.ts).
import { adjudicate, boardOf } from '../../engine/index.js';
import { adjudicatePhase } from '../../engine/adjudicate/index.js';
import { compareDislodged, comparePositionAfter, runPhases, type Case, type Preset } from '../../engine/casebook/index.js';
import {
  DATC_ISSUES,
  PRESETS,
  PRESET_NAMES,
  PRESET_SOURCES,
  OPTION_DESCRIPTIONS,
  choiceLabel,
  differingOptions,
  type DatcIssue,
  type Localised,
  type RuleOptions,
} from '../../engine/rules/index.js';
import type { OrderResultKind, PhaseInput } from '../../engine/protocol/index.js';

/** The preset the DATC's preferences are written under: the reference every other is held against. */
export const DATC_PRESET: Preset = 'datc';

export interface DeviatingOrder {
  phase: number;
  index: number;
  /** The DATC's preferred result (the case's `expect`). */
  datc: OrderResultKind;
  /** The preset's result, or undefined when the phase did not run. */
  here?: OrderResultKind;
}

/** One rule option that decides a deviation: what the DATC prefers and what the preset does, with its source. */
export interface DeviationReason {
  option: keyof RuleOptions;
  about: Localised;
  /** The §4 issues this option carries (those naming the case first); empty for an option that is no DATC question. */
  issues: DatcIssue[];
  /** What the DATC prefers, in words: the issues' preferred answers, or the datc preset's choice. */
  preferred: Localised;
  /** What the preset does, in words. */
  choice: Localised;
  /** Where the preset's reading comes from. */
  source?: Localised;
}

export interface PresetStanding {
  preset: Preset;
  /** Every order result, dislodgement and position after matches the DATC's preferred answer. */
  agrees: boolean;
  orders: DeviatingOrder[];
  /** The other checks that differ: the dislodged units (and their retreats), the position after, or a phase that did not run; with the checks' messages. */
  otherChecks: { check: 'dislodged' | 'position' | 'phase'; message: string }[];
  /** Why it deviates: the options that change a result on their own, or every differing option when none does alone. */
  reasons: DeviationReason[];
}

export interface DatcStanding {
  caseId: string;
  presets: PresetStanding[];
  deviating: PresetStanding[];
}

const cache = new Map<string, DatcStanding>();

export function isDatcCase(c: Pick<Case, 'source'>): boolean {
  return c.source.doc.startsWith('DATC');
}

/** Every preset held against the DATC's answer on this DATC case. */
export function datcStanding(c: Case): DatcStanding {
  const cached = cache.get(c.id);
  if (cached) return cached;
  if (c.ruleset !== DATC_PRESET) throw new Error(`${c.id}: a DATC case is written under ruleset: ${DATC_PRESET} (its expect is the DATC's answer), not ${c.ruleset}`);
  const presets = PRESET_NAMES.map((preset) => presetStanding(c, preset));
  const standing = {
    caseId: c.id,
    presets,
    deviating: presets.filter((p) => !p.agrees),
  };
  cache.set(c.id, standing);
  return standing;
}

function presetStanding(c: Case, preset: Preset): PresetStanding {
  const runs = runPhases(c, preset, adjudicate);
  const orders: DeviatingOrder[] = [];
  const otherChecks: PresetStanding['otherChecks'] = [];
  (c.phases ?? []).forEach((ph, i) => {
    const out = runs[i].output;
    // The DATC's answer: the expectations under the datc preset, whatever preset ran.
    ph.orders.forEach((o, k) => {
      const datc = (o.expectBy?.[DATC_PRESET] ?? o.expect) as OrderResultKind;
      const here = out?.orders[k]?.result;
      if (here !== datc) orders.push({ phase: i, index: k, datc, ...(here ? { here } : {}) });
    });
    if (!out) {
      otherChecks.push({ check: 'phase', message: runs[i].error ?? 'no result' });
      return;
    }
    const dislodged = compareDislodged(ph, DATC_PRESET, out);
    const position = comparePositionAfter(ph, DATC_PRESET, out);
    if (!dislodged.ok) otherChecks.push({ check: 'dislodged', message: dislodged.message });
    if (!position.ok) otherChecks.push({ check: 'position', message: position.message });
  });
  const agrees = orders.length === 0 && otherChecks.length === 0;
  return {
    preset,
    agrees,
    orders,
    otherChecks,
    reasons: agrees
      ? []
      : deviationReasons(
          c,
          preset,
          runs.map((r) => r.input),
        ),
  };
}

/**
 * The options of `preset` that differ from the datc preset's and change a result of the case on
 * their own (the datc options with that one value swapped); when none does alone, all that differ.
 */
function deviationReasons(c: Case, preset: Preset, inputs: (PhaseInput | undefined)[]): DeviationReason[] {
  const datc: RuleOptions = PRESETS[DATC_PRESET];
  const here: RuleOptions = PRESETS[preset];
  const differing = differingOptions(datc, here);
  const signature = (options: RuleOptions) =>
    inputs
      .map((input) => {
        if (!input) return '';
        const out = adjudicatePhase(boardOf(input), { ...input, ruleset: DATC_PRESET }, options).output;
        return `${out.orders.map((o) => o.result).join(',')}|${out.units
          .map((u) => `${u.power} ${u.type} ${u.loc}`)
          .sort()
          .join(',')}|${out.dislodged
          .map((d) => `${d.power} ${d.loc}>${(d.retreats ?? []).join(' ')}`)
          .sort()
          .join(',')}`;
      })
      .join(';');
  const base = signature(datc);
  const decisive = differing.filter((option) => signature({ ...datc, [option]: here[option] } as RuleOptions) !== base);
  return (decisive.length ? decisive : differing).map((option) => reason(c.id, preset, option));
}

/**
 * The §4 issues an option answers: those that name it as their option, or else those its description
 * cites ("(DATC 4.A.3)": `viaConvoyFallback` is 4.A.3's second question); none for the books' own readings.
 */
export function optionIssues(option: keyof RuleOptions): DatcIssue[] {
  const carrying = DATC_ISSUES.filter((d) => d.option?.name === option);
  if (carrying.length) return carrying;
  const cited = /DATC (4\.[A-E]\.\d+)/.exec(OPTION_DESCRIPTIONS[option].en)?.[1];
  return DATC_ISSUES.filter((d) => d.issue === cited);
}

/** Does the issue name this option as its own (then its preferred answer is the option's)? */
function carries(issue: DatcIssue, option: keyof RuleOptions): boolean {
  return issue.option?.name === option;
}

function reason(caseId: string, preset: Preset, option: keyof RuleOptions): DeviationReason {
  const carrying = optionIssues(option);
  // 4.D.4-4.D.6 share one option: name the issue the case is listed under when there is one.
  const naming = carrying.filter((d) => d.cases.includes(caseId));
  const issues = naming.length ? naming : carrying;
  const join = (lang: 'en' | 'fr') => issues.map((d) => d.preferred[lang]).join(' ');
  // An option an issue only cites (a second question of it): the datc preset's choice says what the DATC prefers.
  const preferred: Localised = issues.length && issues.every((d) => carries(d, option)) ? { en: join('en'), fr: join('fr') } : choiceLabel(option, PRESETS[DATC_PRESET][option]);
  const source = PRESET_SOURCES[preset]?.[option];
  return {
    option,
    about: OPTION_DESCRIPTIONS[option],
    issues,
    preferred,
    choice: choiceLabel(option, PRESETS[preset][option]),
    ...(source ? { source } : {}),
  };
}

// A ruled desk phase as a case of the casebook (cases/FORMAT.md): the position, every order with
// the engine's result as its `expect`, and the engine's dislodged units, position after, standoffs,
// centres and adjustments as the phase's `expect` — ready to become a new case once `book` (what
// the source says, in one's own words), the title and the source are written.

import { boardOf, type AdjudicationDetail, type PhaseInput, type UnitJson } from '../../../engine/core.js';
import type { PowerId } from '../../../engine/map/index.js';
import { phaseTitle } from '../i18n.js';

type ByPower<T> = Partial<Record<PowerId, T[]>>;

/** Grouped by power, in the board's order of powers. */
function byPower<U extends { power: string }, T>(powers: readonly PowerId[], items: readonly U[], f: (u: U) => T): ByPower<T> {
  const out: ByPower<T> = {};
  for (const p of powers) {
    const mine = items.filter((u) => u.power === p).map(f);
    if (mine.length) out[p] = mine;
  }
  return out;
}

const unitText = (u: UnitJson) => `${u.type} ${u.loc}`;

export function deskCase(input: PhaseInput, detail: AdjudicationDetail): Record<string, unknown> {
  const { phase } = input;
  const out = detail.output;
  const powers = boardOf(input).powers;
  const slug = `${phase.season}-${phase.year}-${phase.type}`;
  const rules = [...new Set(detail.explanation.flatMap((s) => s.rules))].sort((a, b) => a - b);
  const position: Record<string, unknown> = { units: byPower(powers, input.units, unitText) };
  if (phase.type === 'retreat') {
    position.dislodged = (input.dislodged ?? []).map((d) => ({ unit: unitText(d), power: d.power, attackerFrom: d.attackerFrom }));
    position.contested = [...(input.contested ?? [])];
  }
  if (input.supplyCenters) position.supplyCenters = byPower(powers, Object.entries(input.supplyCenters).flatMap(([power, list]) => (list ?? []).map((c) => ({ power, c }))), (x) => x.c);
  const expect: Record<string, unknown> = { units: byPower(powers, out.units, unitText) };
  if (out.dislodged.length) {
    expect.dislodged = out.dislodged.map((d) => ({ unit: unitText(d), power: d.power, attackerFrom: d.attackerFrom, retreats: [...(d.retreats ?? [])].sort() }));
  }
  if (out.contested.length) expect.contested = [...out.contested];
  if (out.supplyCenters && phase.type !== 'movement') expect.supplyCenters = out.supplyCenters;
  if (out.adjustments?.length) {
    expect.adjustments = out.adjustments.map((a) => ({ power: a.power, action: a.action, unit: `${a.type} ${a.loc}`, ...(a.default ? { default: true } : {}) }));
  }
  // A variant's case is named after it (cases/case.schema.json): ancmed-…, 1914-…, six-players-…
  const variant = input.variant !== undefined && input.variant !== 'standard' ? input.variant : undefined;
  const idPrefix = variant === undefined ? 'prose' : variant === 'ancient-mediterranean' ? 'ancmed' : variant;
  return {
    id: `${idPrefix}-desk-${slug}`,
    title: { en: `Dispute desk: ${phaseTitle(phase, 'en')}`, fr: `Bureau des litiges : ${phaseTitle(phase, 'fr')}` },
    source: { doc: 'dispute desk', ref: '/desk/' },
    rules,
    topics: ['dispute-desk'],
    ruleset: input.ruleset ?? 'rulebook-2000',
    ...(variant !== undefined ? { variant } : {}),
    ...(input.coin ? { coin: { ...input.coin } } : {}),
    book: 'Written by the dispute desk from the engine’s ruling: replace this with what the source says happens, in your own words.',
    phases: [{ phase: { ...phase }, position, orders: out.orders.map((o) => ({ power: o.power, printed: o.text, expect: o.result })), expect }],
  };
}

/** The case as a YAML file, with the schema line every case file starts with. */
export async function deskCaseYaml(input: PhaseInput, detail: AdjudicationDetail): Promise<string> {
  // Loaded when asked for: the page does not carry a YAML writer otherwise.
  const { stringify } = await import('yaml');
  return `# yaml-language-server: $schema=../case.schema.json\n${stringify(deskCase(input, detail), { lineWidth: 0 })}`;
}

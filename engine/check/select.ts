// Which cases and presets a `casebook check` run covers: --case, --source, --rule, --topic,
// --ruleset. Different filters must all match; several values of one filter are alternatives.

import path from 'node:path';
import { naturalCompare } from '../casebook/load.js';
import { presetsOf } from '../casebook/run.js';
import { PRESETS, type Case, type Preset } from '../casebook/schema.js';

export interface Filters {
  /** Case ids; `*` matches any run of characters ("schema-1*"). */
  cases?: string[];
  /** The case's folder under cases/ ("rulebook-2000", "i-want-you", "prose") or its source document. */
  sources?: string[];
  /** The 2000 book's rule numbers (1-22). */
  rules?: number[];
  topics?: string[];
  /** Only runs under these presets (a case is run under its own ruleset and those it gives results for). */
  rulesets?: Preset[];
}

/** A bad filter value: the CLI prints the message as it is. */
export class FilterError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FilterError';
  }
}

/** The folder of a case file relative to the cases folder: its "source" group. */
export function groupOf(casesDir: string, file: string): string {
  return path.relative(casesDir, path.dirname(file)) || '.';
}

/** A DATC number may be given without the "datc-" of its case id: --case 6.F.14 or --case '6.F.*'. */
function wildcard(pattern: string): RegExp {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(/^6\./.test(pattern) ? `^(datc-)?${escaped}$` : `^${escaped}$`);
}

/** Check the filter values against what the casebook holds, so a typo is an error, not an empty run. */
export function validateFilters(f: Filters, known: { ids: string[]; groups: string[]; topics: string[]; docs: string[] }): void {
  for (const id of f.cases ?? []) {
    const re = wildcard(id);
    if (!known.ids.some((k) => re.test(k))) throw new FilterError(`no case "${id}"${hint(id, known.ids)}`);
  }
  for (const s of f.sources ?? []) {
    if (!known.groups.includes(s) && !known.docs.includes(s)) {
      throw new FilterError(`no source "${s}" (sources: ${[...known.groups].sort().join(', ')}, or a seed file name)`);
    }
  }
  for (const r of f.rules ?? []) {
    if (!Number.isInteger(r) || r < 1 || r > 22) throw new FilterError(`--rule takes a rule number from 1 to 22, not "${r}"`);
  }
  for (const t of f.topics ?? []) {
    if (!known.topics.includes(t)) throw new FilterError(`no case has the topic "${t}"${hint(t, known.topics)}`);
  }
  for (const p of f.rulesets ?? []) {
    if (!(PRESETS as readonly string[]).includes(p)) throw new FilterError(`unknown ruleset "${p}" (known: ${PRESETS.join(', ')})`);
  }
}

function hint(value: string, known: string[]): string {
  const close = known.filter((k) => k.startsWith(value.slice(0, 3))).sort(naturalCompare).slice(0, 5);
  return close.length ? ` (did you mean ${close.join(', ')}?)` : '';
}

/** Does the case pass the filters? Presets are applied separately (presetsToRun). */
export function caseMatches(c: Case, group: string, f: Filters): boolean {
  if (f.cases?.length && !f.cases.some((id) => wildcard(id).test(c.id))) return false;
  if (f.sources?.length && !f.sources.some((s) => s === group || s === c.source.doc)) return false;
  if (f.rules?.length && !f.rules.some((r) => c.rules.includes(r))) return false;
  if (f.topics?.length && !f.topics.some((t) => c.topics.includes(t))) return false;
  if (f.rulesets?.length && presetsToRun(c, f).length === 0) return false;
  return true;
}

/** The presets a case runs under: its own and those it gives results for, narrowed by --ruleset. */
export function presetsToRun(c: Case, f: Filters): Preset[] {
  const all = presetsOf(c);
  return f.rulesets?.length ? all.filter((p) => f.rulesets!.includes(p)) : all;
}

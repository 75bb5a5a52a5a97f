// The conformance page's sections: the cases grouped by source (the 2000 book's diagrams and sample
// game, "I want you for Diplomacy", the situations told in prose), the DATC by its chapter-6
// sections, and each game variant; per section the cases, how many the engine agrees with on every
// check and, for the DATC, the presets that deviate from its preferred answer, counted apart.
import type { Case } from '../../engine/casebook/index.js';
import { DATC_SECTIONS } from '../../engine/casebook/index.js';
import type { Localised } from '../../engine/rules/index.js';
import { datcStanding, isDatcCase, type PresetStanding } from './datc-deviations.js';

export interface ConformanceRow<C extends Case = Case> {
  c: C;
  /** The engine agrees with the case's source on every check, under every preset the case names. */
  ok: boolean;
  /** DATC cases: the presets whose results differ from the DATC's preferred answer. */
  deviating: PresetStanding[];
}

export interface ConformanceSection<C extends Case = Case> {
  /** The anchor and the filter's value: "datc-6-a", "diagrams", "variant-intimate". */
  id: string;
  title: Localised;
  cases: ConformanceRow<C>[];
  agreeing: number;
  failing: number;
  /** Cases where at least one preset deviates from the DATC. */
  withDeviation: number;
  /** Per preset, the cases where it deviates. */
  deviationsByPreset: Record<string, number>;
}

const L = (en: string, fr: string): Localised => ({ en, fr });

const BOOK_GROUPS: {
  id: string;
  title: Localised;
  pick: (c: Case) => boolean;
}[] = [
  {
    id: 'diagrams',
    title: L('Rulebook 2000: diagrams', 'Règles 2000 : schémas'),
    pick: (c) => c.id.startsWith('schema-'),
  },
  {
    id: 'sample-game',
    title: L('Rulebook 2000: sample game', "Règles 2000 : partie d'exemple"),
    pick: (c) => c.id.startsWith('sample-game'),
  },
  {
    id: 'examples',
    title: L('I want you for Diplomacy: examples', 'I want you for Diplomacy : exemples'),
    pick: (c) => c.id.startsWith('example-'),
  },
  {
    id: 'prose',
    title: L('Situations described without a diagram', 'Situations décrites sans schéma'),
    pick: (c) => c.id.startsWith('prose-'),
  },
];

const isVariant = (c: Case) => c.variant !== undefined && c.variant !== 'standard';

/** DATC numbers in their own order: 6.A.2 before 6.A.10, 6.J.9 before 6.J.9-b. */
function datcOrder(a: Case, b: Case): number {
  const n = (id: string) =>
    id
      .replace(/^datc-6\.[A-J]\./, '')
      .split('-')
      .map((x) => (/^\d+$/.test(x) ? Number(x) : 0.5));
  const [x, y] = [n(a.id), n(b.id)];
  return x[0] - y[0] || (x[1] ?? 0) - (y[1] ?? 0);
}

function section<C extends Case>(id: string, title: Localised, rows: ConformanceRow<C>[]): ConformanceSection<C> {
  const deviationsByPreset: Record<string, number> = {};
  for (const r of rows) for (const p of r.deviating) deviationsByPreset[p.preset] = (deviationsByPreset[p.preset] ?? 0) + 1;
  return {
    id,
    title,
    cases: rows,
    agreeing: rows.filter((r) => r.ok).length,
    failing: rows.filter((r) => !r.ok).length,
    withDeviation: rows.filter((r) => r.deviating.length).length,
    deviationsByPreset,
  };
}

function row<C extends Case>(item: { c: C; ok: boolean }): ConformanceRow<C> {
  const deviating = isDatcCase(item.c) && (item.c.phases ?? []).length ? datcStanding(item.c).deviating : [];
  return { c: item.c, ok: item.ok, deviating };
}

/** The DATC's sections alone (6.A … 6.J). */
export function datcSections<C extends Case>(items: { c: C; ok: boolean }[]): ConformanceSection<C>[] {
  return DATC_SECTIONS.map((s) => {
    const rows = items.filter((x) => x.c.id.startsWith(`datc-6.${s.letter}.`)).sort((a, b) => datcOrder(a.c, b.c));
    return section(`datc-6-${s.letter.toLowerCase()}`, L(`DATC 6.${s.letter} ${s.title.en}`, `DATC 6.${s.letter} ${s.title.fr}`), rows.map(row));
  }).filter((s) => s.cases.length);
}

/** Every case in one section: the books, the DATC's sections, then each variant (titles from `variantTitle`). */
export function conformanceSections<C extends Case>(items: { c: C; ok: boolean }[], variantTitle: (id: string) => Localised): ConformanceSection<C>[] {
  const standard = items.filter((x) => !isVariant(x.c) && !isDatcCase(x.c));
  const books = BOOK_GROUPS.map((g) => section(g.id, g.title, standard.filter((x) => g.pick(x.c)).map(row))).filter((s) => s.cases.length);
  const placed = new Set(books.flatMap((s) => s.cases.map((r) => r.c.id)));
  const others = standard.filter((x) => !placed.has(x.c.id));
  const rest = others.length ? [section('other', L('Other cases', 'Autres cas'), others.map(row))] : [];
  const datc = datcSections(items.filter((x) => isDatcCase(x.c)));
  const variantIds = [...new Set(items.filter((x) => isVariant(x.c)).map((x) => x.c.variant!))].sort();
  const variants = variantIds.map((id) => {
    const t = variantTitle(id);
    return section(`variant-${id}`, L(`Variant: ${t.en}`, `Variante : ${t.fr}`), items.filter((x) => x.c.variant === id).map(row));
  });
  return [...books, ...rest, ...datc, ...variants];
}

/** The DATC cases' sections from the data alone (the engine's checks under the datc preset): for tests. */
export function datcConformance(cases: Case[]): ConformanceSection[] {
  return datcSections(
    cases.map((c) => ({
      c,
      ok: !datcStanding(c).presets.find((p) => p.preset === 'datc' && !p.agrees),
    })),
  );
}

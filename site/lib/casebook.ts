// Everything a case page shows, computed once per case at build time: the engine's run of every
// phase (with its explanation), the book's expectations beside the engine's results, the other
// rulesets' differences, the conformance checks, and the map figures per language.
//
// Pages call `caseView(entry.data)`; results are cached by case id, so the English and the French
// page of a case share one adjudication.

import { adjudicate, adjudicateWithDetail, boardOf, type AdjudicationDetail, type ExplanationStep } from '../../engine/index.js';
import { compareRulesets, resolutionGraph, type RulesetDifference } from '../../engine/adjudicate/index.js';
import {
  compareDislodged,
  compareGeography,
  compareOrders,
  comparePositionAfter,
  expectedOrders,
  presetsOf,
  reachableAlone,
  runPhases,
  type Case,
  type CasePhase,
  type Preset,
} from '../../engine/casebook/index.js';
import type { PhaseInput, PhaseOutput, ResolutionGraphJson } from '../../engine/protocol/index.js';
import type { PowerId } from '../../engine/map/index.js';
import { BOARD_REGIONS, phaseCropWidth, renderPhase } from '../render/index.js';
import { placeName, powerName } from '../render/i18n.js';
import type { GameMap } from '../../engine/map/index.js';
import { sentences } from '../../engine/language/index.js';
import { baseMap, locatorLand } from '../render/base-map.js';
import { gameMap, onBoard } from '../render/board.js';
import type { Lang } from './i18n.js';
import { knownProvinces } from './names.js';
import { englishOrder } from './order-text.js';
import { reasons, stepTexts } from './reasons.js';
import { sharePictures } from './svg-share.js';
import { mergeLegends, splitLegend } from './svg-split.js';

export type SiteCase = Case & { file: string };

export interface OrderRow {
  index: number;
  power: PowerId;
  printed: string;
  read?: string;
  erratum?: number;
  /** The order in English notation, for English pages of a case a French book prints. */
  english?: string;
  /** The book's result under the case's own ruleset. */
  expect: string;
  /** The engine's result, when the phase ran. */
  result?: string;
  reason?: Record<Lang, string>;
  agrees: boolean;
}

export interface PhaseView {
  index: number;
  phase: CasePhase['phase'];
  /** "spring-1901-movement". */
  slug: string;
  input?: PhaseInput;
  output?: PhaseOutput;
  error?: string;
  explanation: ExplanationStep[];
  /** Movement phases: the resolution as a graph (its figure: resolution-figure.ts). */
  graph?: ResolutionGraphJson;
  rows: OrderRow[];
  /** The provinces the phase involves (the case page lists them by name). */
  known: Set<string>;
  /** Other presets whose results differ (empty when all agree or the phase did not run). */
  differences: RulesetDifference[];
  decidedBy?: string;
  /** The phase spreads over most of the board: its step pictures are cropped per step. */
  wide: boolean;
}

export interface GeographyView {
  unit: string;
  reaches?: string[];
  notReaches?: string[];
  exactly?: boolean;
  /** Where the engine moves the unit when it stands alone. */
  reached: string[];
  ok: boolean;
  messages: string[];
  input: PhaseInput;
}

export interface Check {
  preset: Preset;
  /** "spring 1901 movement › orders", "A par reaches …". */
  name: string;
  ok: boolean;
  message: string;
}

export interface CaseView {
  c: SiteCase;
  kind: 'schema' | 'example' | 'sample-game' | 'prose';
  phases: PhaseView[];
  geography: GeographyView[];
  checks: Check[];
  ok: boolean;
}

export interface Figure {
  /** 0 = every order at once; k = explanation step k (1-based). */
  step: number;
  title: string;
  text: string;
  rules: number[];
  orders: number[];
  /** Inline SVG, sharing parts with the other pictures of the phase (give them all to one page). */
  svg: string;
  /**
   * On the first figure only: the band under the maps (locator and legend) of every picture of the
   * phase, shown once beside or under the stepper's pictures (svg-split.ts).
   */
  legend?: string;
  /**
   * A step about supply centres changing hands: each change as a row (centre, old owner or
   * undefined when it was neutral, new owner), and the step's last sentence (the new counts). The
   * page shows a table where the step's text would list one sentence per centre.
   */
  centres?: { rows: { centre: string; from?: string; to: string }[]; after: string };
  /** URL of a tighter crop for phones, when it differs enough from `svg`, with its size. */
  narrow?: string;
  narrowSize?: [number, number];
}

const views = new Map<string, CaseView>();

export function caseKind(id: string): CaseView['kind'] {
  if (id.startsWith('schema-')) return 'schema';
  if (id.startsWith('example-')) return 'example';
  if (id.startsWith('sample-game')) return 'sample-game';
  return 'prose';
}

export function phaseSlug(p: CasePhase['phase']): string {
  return `${p.season}-${p.year}-${p.type}`;
}

export function caseView(c: SiteCase): CaseView {
  const cached = views.get(c.id);
  if (cached) return cached;
  // Names, geography and pictures below are on the case's board (site/render/board.ts).
  return onBoard(c.variant, () => buildCaseView(c));
}

function buildCaseView(c: SiteCase): CaseView {
  const details = new Map<PhaseInput, AdjudicationDetail>();
  const runs = runPhases(c, c.ruleset, (input) => {
    const d = adjudicateWithDetail(input);
    details.set(input, d);
    return d.output;
  });
  const phases = (c.phases ?? []).map((ph, i): PhaseView => {
    const run = runs[i];
    const detail = run.input ? details.get(run.input) : undefined;
    const expected = expectedOrders(ph, c.ruleset);
    const rows = ph.orders.map((o, k): OrderRow => {
      const got = run.output?.orders[k];
      const type = ph.phase.type;
      const english = c.source.doc.startsWith('DATC') || type === 'bidding' ? undefined : englishOrder(o.read ?? o.printed, type);
      return {
        index: k,
        power: o.power,
        printed: o.printed,
        ...(o.read ? { read: o.read } : {}),
        ...(o.erratum ? { erratum: o.erratum } : {}),
        ...(english ? { english } : {}),
        expect: expected[k].expect,
        ...(got && detail ? { result: got.result, reason: reasons(detail, k, boardOf(c)) } : {}),
        agrees: got?.result === expected[k].expect,
      };
    });
    const explanation = detail?.explanation ?? [];
    const graph = detail ? resolutionGraph(detail) : undefined;
    return {
      index: i,
      phase: ph.phase,
      slug: phaseSlug(ph.phase),
      ...(run.input ? { input: run.input } : {}),
      ...(run.output ? { output: run.output } : {}),
      ...(run.error ? { error: run.error } : {}),
      explanation,
      ...(graph ? { graph } : {}),
      rows,
      known: knownProvinces(run.input, run.output, explanation),
      differences: run.input ? safeCompare(run.input) : [],
      ...(ph.decidedBy ? { decidedBy: ph.decidedBy } : {}),
      wide: run.input && run.output ? isWide(run.input, run.output) : false,
    };
  });
  const geography = (c.geography ?? []).map((g) => geographyView(g, c.variant));
  const checks = conformance(c, geography);
  const view: CaseView = { c, kind: caseKind(c.id), phases, geography, checks, ok: checks.every((x) => x.ok) };
  views.set(c.id, view);
  return view;
}

function safeCompare(input: PhaseInput): RulesetDifference[] {
  try {
    return compareRulesets(boardOf(input), input).differences;
  } catch {
    return [];
  }
}

function viewBoxOf(svg: string): [number, number, number, number] | undefined {
  const m = /viewBox="([-\d. ]+)"/.exec(svg);
  const v = m?.[1].split(' ').map(Number);
  return v && v.length === 4 ? (v as [number, number, number, number]) : undefined;
}

/** Does the shared crop of the phase cover most of the board width? Then its steps are also
 * drawn cropped to each step, for phones. */
function isWide(input: PhaseInput, output: PhaseOutput): boolean {
  return phaseCropWidth(input, output) > 0.6 * baseMap().width;
}

function geographyView(g: NonNullable<Case['geography']>[number], variant?: string): GeographyView {
  const map = gameMap();
  const { reached, errors } = reachableAlone(g.unit, map, adjudicate, variant);
  const v = compareGeography(g, reached, map);
  const [type, loc] = g.unit.split(' ');
  // The map draws one arrow per destination the book lists: the unit makes only one of them.
  const targets = g.reaches ?? reached;
  const power = (map.powers.includes('france') ? 'france' : map.powers[0]) as PowerId;
  const input: PhaseInput = {
    ...(variant !== undefined ? { variant } : {}),
    phase: { season: 'spring', year: 1901, type: 'movement' },
    units: [{ power, type: type as 'A' | 'F', loc }],
    orders: targets.map((t) => ({ power, text: `${type} ${loc} - ${t}` })),
  };
  const messages = [...errors, v.reaches.message, v.notReaches.message].filter(Boolean);
  return {
    unit: g.unit,
    ...(g.reaches ? { reaches: g.reaches } : {}),
    ...(g.notReaches ? { notReaches: g.notReaches } : {}),
    ...(g.exactly ? { exactly: g.exactly } : {}),
    reached,
    ok: v.reaches.ok && v.notReaches.ok && errors.length === 0,
    messages,
    input,
  };
}

/** The checks `npm test` makes, run here so the conformance page shows them. */
function conformance(c: Case, geography: GeographyView[]): Check[] {
  const checks: Check[] = [];
  for (const preset of presetsOf(c)) {
    const runs = runPhases(c, preset, adjudicate);
    (c.phases ?? []).forEach((ph, i) => {
      const prefix = (c.phases ?? []).length > 1 ? `${ph.phase.season} ${ph.phase.year} ${ph.phase.type} › ` : '';
      const run = runs[i];
      if (!run.output) {
        checks.push({ preset, name: `${prefix}phase`, ok: false, message: run.error ?? 'no result' });
        return;
      }
      for (const [name, v] of [
        ['orders', compareOrders(ph, preset, run.output)],
        ['dislodged', compareDislodged(ph, preset, run.output)],
        ['position after', comparePositionAfter(ph, preset, run.output)],
      ] as const) {
        checks.push({ preset, name: prefix + name, ok: v.ok, message: v.message });
      }
    });
  }
  for (const g of geography) checks.push({ preset: c.ruleset, name: `${g.unit} reaches`, ok: g.ok, message: g.messages.join('\n') });
  return checks;
}

// ---------------------------------------------------------------------------------------------
// Figures

const LAND_PATH = `<path d="${locatorLand(baseMap())}" fill="#e3d8bb" stroke="none"/>`;
/** The id of the locator's land shape, defined once per page (see LocatorDefs.astro). */
export const LOCATOR_ID = 'dip-locator-land';

/** The locator's land outline is the same 10 KB in every picture: point to one copy instead. */
function shareLocator(svg: string): string {
  return svg.replace(LAND_PATH, `<use href="#${LOCATOR_ID}"/>`);
}

export function locatorDefs(): string {
  return `<svg class="dip-defs" aria-hidden="true" focusable="false" width="0" height="0"><defs><path id="${LOCATOR_ID}" d="${locatorLand(baseMap())}" fill="#e3d8bb"/></defs></svg>`;
}

const figureCache = new Map<string, Figure[]>();
const narrowCache = new Map<string, string>();

/** The width and height attributes of an SVG, so its <img> takes its place before it loads. */
export function sizeOf(svg: string): [number, number] {
  const w = /^<svg [^>]*\swidth="([\d.]+)"/.exec(svg)?.[1];
  const h = /^<svg [^>]*\sheight="([\d.]+)"/.exec(svg)?.[1];
  return [Math.round(Number(w) || 320), Math.round(Number(h) || 400)];
}

/** Crop area of an SVG's viewBox. */
function area(svg: string): number {
  const vb = viewBoxOf(svg);
  return vb ? vb[2] * vb[3] : 0;
}

/** Where a step's phone-sized picture is served: /maps/<case>-p<phase>-s<step>-<lang>.svg. */
export function narrowName(caseId: string, phase: number, step: number, lang: Lang): string {
  return `${caseId}-p${phase}-s${step}-${lang}.svg`;
}

/**
 * The stepper's pictures of one phase: every order at once, then one per explanation step, all on
 * the phase's crop and sharing their common parts (svg-share.ts). Where a step's own crop is much
 * tighter (always, for phases spread over the board), that crop is also written as a standalone
 * SVG file for phones, loaded lazily by an <img> that is not displayed on wide screens, so it
 * costs nothing there.
 */
export function phaseFigures(view: CaseView, p: PhaseView, lang: Lang): Figure[] {
  const key = `${view.c.id}|${p.index}|${lang}`;
  const cached = figureCache.get(key);
  if (cached) return cached;
  if (!p.input) return [];
  // No caption inside the pictures: the page's figure caption says the same and numbers the steps.
  const base = { input: p.input, ...(p.output ? { output: p.output } : {}), explanation: p.explanation, lang, caption: false } as const;
  const prefix = `${view.c.id}-p${p.index}-${lang}`;
  const svgs = [renderPhase({ ...base, crop: true, idPrefix: `${prefix}-s0` })];
  const figures: Figure[] = [{ step: 0, title: '', text: '', rules: [], orders: p.rows.map((r) => r.index), svg: '' }];
  const worded = stepTexts(p.explanation, lang, boardOf(view.c));
  p.explanation.forEach((st, k) => {
    const svg = renderPhase({ ...base, step: k, crop: true, idPrefix: `${prefix}-s${k + 1}` });
    const perStep = renderPhase({ ...base, step: k, crop: true, cropToStep: true, idPrefix: `${prefix}-s${k + 1}n` });
    svgs.push(svg);
    const wantNarrow = p.wide || area(perStep) < 0.5 * area(svg);
    // The phone's picture is the map alone: its legend is the step's, folded under the caption.
    if (wantNarrow) narrowCache.set(narrowName(view.c.id, p.index, k + 1, lang), splitLegend(perStep).map);
    const centres = centreChanges(st, lang, boardOf(view.c));
    figures.push({
      step: k + 1,
      title: worded[k].title,
      text: worded[k].text,
      ...(centres ? { centres } : {}),
      rules: st.rules,
      orders: st.orders,
      svg: '',
      ...(wantNarrow ? { narrow: `/maps/${narrowName(view.c.id, p.index, k + 1, lang)}`, narrowSize: sizeOf(perStep) } : {}),
    });
  });
  // The overview's caption states the outcome in one line: the steps' own titles, the first few.
  const titles = figures.slice(1).map((f) => f.title.replace(/[.\s]+$/, ''));
  figures[0].text = titles.length ? `${titles.slice(0, 4).join(' · ')}${titles.length > 4 ? ' · …' : ''}` : '';
  const parts = svgs.map(splitLegend);
  if (parts.every((x) => x.legend)) {
    sharePictures(parts.map((x) => x.map)).forEach((svg, i) => (figures[i].svg = svg));
    const legend = mergeLegends(parts.map((x) => x.legend ?? ''));
    if (legend) figures[0].legend = shareLocator(legend);
  } else {
    sharePictures(svgs.map(shareLocator)).forEach((svg, i) => (figures[i].svg = svg));
  }
  figureCache.set(key, figures);
  return figures;
}

/** A centres step's changes as table rows, read from its facts (names in `lang`), and its count sentence. */
function centreChanges(st: ExplanationStep, lang: Lang, map: GameMap): Figure['centres'] | undefined {
  if (st.kind !== 'centres') return undefined;
  const changes = st.facts.text.filter((f) => f.id === 'centre-taken' || f.id === 'centre-neutral');
  if (!changes.length) return undefined;
  const rest = st.facts.text.filter((f) => !changes.includes(f));
  const id = (a: unknown, key: 'place' | 'power') => (a && typeof a === 'object' && key in a ? String((a as Record<string, unknown>)[key]) : '');
  return {
    rows: changes.map((f) => ({
      centre: placeName(id(f.args?.prov, 'place'), lang),
      ...(f.id === 'centre-taken' ? { from: powerName(id(f.args?.old, 'power'), lang) } : {}),
      to: powerName(id(f.args?.power, 'power'), lang),
    })),
    after: sentences(rest, lang, { names: true, map: map as unknown as GameMap<string> }),
  };
}

/** Where a case's overview map is served as a file, for pages that show many cases (the tour). */
export function overviewName(caseId: string, lang: Lang): string {
  return `${caseId}-overview-${lang}.svg`;
}

/** A one-phase (or geography) case's overview map alone (no legend band), by file name, for the /maps/ endpoint. */
export function overviewPictures(view: CaseView): Map<string, string> {
  const out = new Map<string, string>();
  const p = view.phases.length === 1 ? view.phases[0] : undefined;
  // A case about where a unit can go has no phase: its first geography picture stands for it.
  const input = p?.input ?? (view.phases.length === 0 ? view.geography[0]?.input : undefined);
  if (!input) return out;
  for (const lang of ['en', 'fr'] as const) {
    const svg = renderPhase({ input, ...(p?.output ? { output: p.output } : {}), lang, crop: true, caption: false, idPrefix: `${view.c.id}-overview-${lang}` });
    out.set(overviewName(view.c.id, lang), splitLegend(svg).map);
  }
  return out;
}

/** Every phone-sized step picture of a case, by file name, for the /maps/ endpoint. */
export function narrowPictures(view: CaseView): Map<string, string> {
  const out = new Map<string, string>();
  for (const lang of ['en', 'fr'] as const) {
    for (const p of view.phases) {
      phaseFigures(view, p, lang).forEach((f) => {
        const name = narrowName(view.c.id, p.index, f.step, lang);
        const svg = narrowCache.get(name);
        if (f.narrow && svg) out.set(name, svg);
      });
    }
  }
  return out;
}

/**
 * The whole board after a phase, for the sample-game walkthrough: the map, and its legend as HTML
 * (words that wrap at the page's size, shown under the map or, on a phone, under the quarters).
 */
export function boardFigure(view: CaseView, p: PhaseView, lang: Lang): { map: string; legend?: string } {
  if (!p.input) return { map: '' };
  const svg = renderPhase({ input: p.input, ...(p.output ? { output: p.output } : {}), lang, crop: false, caption: false, idPrefix: `${view.c.id}-board-${p.index}-${lang}` });
  const { map, legend } = splitLegend(svg);
  return { map: shareLocator(map), ...(legend ? { legend: shareLocator(legend) } : {}) };
}

/** Where a quarter of a phase's whole board is served: /maps/<case>-board-p<phase>-<region>-<lang>.svg. */
export function regionName(caseId: string, phase: number, region: string, lang: Lang): string {
  return `${caseId}-board-p${phase}-${region}-${lang}.svg`;
}

export interface RegionFigure {
  id: (typeof BOARD_REGIONS)[number]['id'];
  url: string;
  size: [number, number];
}

const regionCache = new Map<string, string>();

/**
 * The four overlapping quarters of a phase's whole board (BOARD_REGIONS), each a picture file of
 * its own with labels legible on a phone, where the whole board's are not. Pages load them lazily.
 */
export function boardRegions(view: CaseView, p: PhaseView, lang: Lang): RegionFigure[] {
  if (!p.input) return [];
  return BOARD_REGIONS.map(({ id, box }) => {
    const name = regionName(view.c.id, p.index, id, lang);
    let svg = regionCache.get(name);
    if (svg === undefined) {
      const whole = renderPhase({ input: p.input!, ...(p.output ? { output: p.output } : {}), lang, view: box, caption: false, idPrefix: `${view.c.id}-board-${p.index}-${id}-${lang}` });
      svg = splitLegend(whole).map;
      regionCache.set(name, svg);
    }
    return { id, url: `/maps/${name}`, size: sizeOf(svg) };
  });
}

/** Every quarter-board picture of a case's phases, by file name, for the /maps/ endpoint. */
export function regionPictures(view: CaseView): Map<string, string> {
  const out = new Map<string, string>();
  for (const lang of ['en', 'fr'] as const) {
    for (const p of view.phases) {
      for (const r of boardRegions(view, p, lang)) {
        const name = r.url.slice('/maps/'.length);
        out.set(name, regionCache.get(name)!);
      }
    }
  }
  return out;
}

/** The map of a geography entry: one arrow per destination. */
export function geographyFigure(view: CaseView, g: GeographyView, k: number, lang: Lang): string {
  return shareLocator(renderPhase({ input: g.input, lang, crop: true, caption: false, idPrefix: `${view.c.id}-geo-${k}-${lang}` }));
}

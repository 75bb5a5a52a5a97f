// The resolution graph on every case page (issue 25): every movement phase of every case, in both
// languages, and random phases, have one node per order and per unit, labels inside their boxes,
// no two boxes overlapping; the convoy paradoxes (6.F.14, 6.F.18, 6.F.24) show their loop as a ring.
import { describe, expect, it } from 'vitest';
import { sharedCases } from '../../engine/testing/casebook.js';
import { adjudicateWithDetail } from '../../engine/index.js';
import { resolutionGraph } from '../../engine/adjudicate/index.js';
import { randomGameStart } from '../../engine/testing/random-games.js';
import { FS, LOOP_NAMES, LOOP_WORDS, NARROW_WIDTH, PAD_X, STRIPE, layoutNarrow, layoutResolution, measure, renderResolutionGraph, resultLine, type GraphDrawing } from '../render/resolution-graph.js';
import { caseView, type PhaseView } from './casebook.js';
import { graphFigure } from './resolution-figure.js';
import type { Lang } from './i18n.js';

const LANGS: Lang[] = ['en', 'fr'];
/** The amber halo a node on a loop wears (resolution-graph.ts): boxes must stay apart by more. */
const HALO = 5;

/** What is wrong with a drawing of a phase with `orders` orders and `units` units, in words. */
function problems(d: GraphDrawing, orders: number, units: number, lang: Lang): string[] {
  const out: string[] = [];
  const seen = d.nodes.flatMap((n) => n.orders).sort((a, b) => a - b);
  if (JSON.stringify(seen) !== JSON.stringify([...Array(orders).keys()])) out.push(`orders drawn ${seen.join(',')} of ${orders}`);
  const unitNodes = d.nodes.filter((n) => n.orders.length === 0).length + d.nodes.filter((n) => n.orders.length).length;
  if (unitNodes < units) out.push(`${unitNodes} nodes for ${units} units`);
  for (const n of d.nodes) {
    for (const line of [...n.lines, resultLine(n, lang)]) {
      const size = n.lines.includes(line) ? FS : FS * 0.9;
      if (measure(line, size) > n.w - 2 * PAD_X - STRIPE + 0.5) out.push(`"${line}" wider than its box`);
    }
    if (n.x < 0 || n.y < 0 || n.x + n.w > d.width || n.y + n.h > d.height) out.push(`node ${n.id} outside the picture`);
  }
  for (const a of d.nodes) {
    for (const b of d.nodes) {
      if (a.id >= b.id) continue;
      const apart = a.x + a.w + HALO <= b.x - HALO || b.x + b.w + HALO <= a.x - HALO || a.y + a.h + HALO <= b.y - HALO || b.y + b.h + HALO <= a.y - HALO;
      if (!apart) out.push(`nodes ${a.id} and ${b.id} overlap`);
    }
  }
  return out;
}

const cases = sharedCases().map((c) => ({ ...c, file: '' }));

describe('the resolution graph of every case', () => {
  it('draws every movement phase of every case, each order once, every unit, labels inside apart boxes', () => {
    const bad: string[] = [];
    let drawn = 0;
    for (const c of cases) {
      for (const p of caseView(c).phases) {
        if (p.phase.type !== 'movement' || !p.output) continue;
        expect(p.graph, `${c.id} ${p.slug} has a graph`).toBeDefined();
        for (const lang of LANGS) {
          const f = graphFigure(p, lang, c.variant, 'rg')!;
          drawn++;
          for (const x of problems(f.drawing, p.output.orders.length, p.graph!.nodes.length, lang)) bad.push(`${c.id} ${p.slug} ${lang}: ${x}`);
          // The phone's drawing: the same nodes and edges, no wider than a 390 px screen's column.
          for (const x of problems(f.narrow.drawing, p.output.orders.length, p.graph!.nodes.length, lang)) bad.push(`${c.id} ${p.slug} ${lang} (phone): ${x}`);
          if (f.narrow.width > NARROW_WIDTH) bad.push(`${c.id} ${p.slug} ${lang} (phone): ${Math.round(f.narrow.width)} px wide`);
          if (f.narrow.drawing.edges.length !== f.drawing.edges.length) bad.push(`${c.id} ${p.slug} ${lang} (phone): ${f.narrow.drawing.edges.length} edges of ${f.drawing.edges.length}`);
          // The picture holds every node, each label line as written.
          expect(f.svg.match(/<g class="node /g)?.length).toBe(f.drawing.nodes.length);
        }
      }
    }
    expect(bad).toEqual([]);
    expect(drawn).toBeGreaterThan(400);
  });

  it.each(['datc-6.F.14', 'datc-6.F.18', 'datc-6.F.24'])('%s shows its convoy paradox as a ring of arrows through the loop', (id) => {
    const c = cases.find((x) => x.id === id)!;
    const p: PhaseView = caseView(c).phases[0];
    const loop = p.graph!.loops.find((l) => l.kind === 'paradox')!;
    expect(loop.units.length).toBeGreaterThanOrEqual(4);
    for (const lang of LANGS) {
      const f = graphFigure(p, lang, c.variant, 'rg')!;
      const ring = f.drawing.edges.filter((e) => e.kind === 'loop');
      const onLoop = f.drawing.nodes.filter((n) => n.loops.includes('paradox')).map((n) => n.id);
      expect(onLoop.length).toBe(loop.units.length);
      // A ring: each node on the loop has one arrow of the loop in and one out, and they close.
      for (const n of onLoop) {
        expect(ring.filter((e) => e.from === n)).toHaveLength(1);
        expect(ring.filter((e) => e.to === n)).toHaveLength(1);
      }
      let at = onLoop[0];
      for (let k = 0; k < onLoop.length; k++) at = ring.find((e) => e.from === at)!.to;
      expect(at).toBe(onLoop[0]);
      // The legend's label, on one line or wrapped on several.
      expect(f.svg.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')).toContain(LOOP_WORDS.paradox[lang]);
      expect(f.rows.filter((r) => r.effect === LOOP_NAMES.paradox[lang])).toHaveLength(onLoop.length);
    }
  });

  it('says nothing of a graph for a phase that is not a movement', () => {
    const retreat = cases.flatMap((c) => caseView(c).phases).find((p) => p.phase.type === 'retreat')!;
    expect(retreat.graph).toBeUndefined();
    expect(graphFigure(retreat, 'en', undefined, 'rg')).toBeUndefined();
  });
});

describe('the resolution graph of random phases', () => {
  it('draws 80 random movement phases with each order once, every unit, labels inside apart boxes', () => {
    let drawn = 0;
    for (let seed = 1; drawn < 80; seed++) {
      const { input } = randomGameStart(seed);
      if (input.phase.type !== 'movement') continue;
      let detail;
      try {
        detail = adjudicateWithDetail(input);
      } catch {
        continue; // a position the engine refuses has no ruling to draw
      }
      const graph = resolutionGraph(detail)!;
      const lang = LANGS[seed % 2];
      const src = { graph, output: detail.output, orderText: (k: number) => detail.output.orders[k].text, unitText: (u: string) => u };
      const d = layoutResolution(src, lang);
      expect(problems(d, detail.output.orders.length, graph.nodes.length, lang), `seed ${seed}`).toEqual([]);
      const narrow = layoutNarrow(src, lang);
      expect(problems(narrow, detail.output.orders.length, graph.nodes.length, lang), `seed ${seed} (phone)`).toEqual([]);
      expect(narrow.width, `seed ${seed} (phone)`).toBeLessThanOrEqual(NARROW_WIDTH);
      expect(renderResolutionGraph(d, lang)).toMatch(/^<svg /);
      drawn++;
    }
  });
});

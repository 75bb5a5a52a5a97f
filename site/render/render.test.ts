import { describe, expect, it } from 'vitest';
import { BOARD_REGIONS, renderPhase } from './index.js';
import { allCasePhases, casePhase, findAll, frameOf, hasClass, labelBoxes, labelCollisions, legendGaps, orderGroups, parse, textContent } from './test-helpers.js';
import { powerColour } from './palette.js';
import { boardIdOf, gameMap, onBoard } from './board.js';
import { cellAt, nearestCellOf, shapesOf } from './route.js';
import type { PhaseInput } from '../../engine/protocol/types.js';

/** Colour → power on the phase's own board (another board's powers reuse the standard palette). */
const coloursOf = (input: PhaseInput): Record<string, string> =>
  Object.fromEntries(gameMap(boardIdOf(input.variant)).powers.map((p) => [p, powerColour(p)]));
import { baseMap } from './base-map.js';
import { orderReach, placeOf, prepare } from './scene.js';

const KB = 1024;

describe('every case renders', () => {
  const runs = allCasePhases();
  it('finds the cases', () => {
    expect(runs.length).toBeGreaterThan(50);
    expect(new Set(runs.map((r) => r.caseId)).size).toBeGreaterThan(40);
  });
  for (const r of runs) {
    const steps = [undefined, ...r.detail.explanation.map((_, k) => k)];
    it(`${r.caseId} phase ${r.phase}: ${steps.length} pictures, well-formed, each step framed inside the phase's crop, < 150 KB, legend complete, labels clear`, () => {
      const frames: { x0: number; y0: number; x1: number; y1: number }[] = [];
      const mapParts = new Set<string>();
      // The phase's scene, prepared once (it is the same at every step) on the phase's own board, as
      // the renderer does.
      let scene: ReturnType<typeof prepare> | undefined;
      const sceneOrders = () => (scene ??= onBoard(r.input.variant, () => prepare({ input: r.input, output: r.detail.output, explanation: r.detail.explanation, lang: 'en' }))).orders;
      for (const step of steps) {
        const svg = renderPhase({ input: r.input, output: r.detail.output, explanation: r.detail.explanation, step, crop: true });
        const root = parse(svg);
        expect(root.name).toBe('svg');
        expect(root.attributes.role).toBe('img');
        expect(root.children[0].name).toBe('title');
        expect(root.children[1].name).toBe('desc');
        expect(textContent(root.children[0]).length).toBeGreaterThan(5);
        expect(svg.length, `${r.caseId} step ${step}`).toBeLessThan(150 * KB);
        // The base map's shapes appear at most once (plus the step's lifted provinces).
        const shapes = findAll(root, (n) => n.name === 'path' && n.attributes['data-province'] !== undefined);
        expect(shapes.length).toBeLessThanOrEqual(baseMap().shapes.length);
        // Every symbol drawn has its legend entry.
        expect(legendGaps(root, coloursOf(r.input)), `${r.caseId} step ${step}: drawn without a legend entry`).toEqual([]);
        // No province label over a unit or another label.
        expect(labelCollisions(root), `${r.caseId} step ${step}`).toEqual([]);
        frames.push(frameOf(root));
        // The arrows of the step's own units end inside its frame (1914's F nap - ion, step 1).
        if (step !== undefined) {
          const provinces = new Set((r.detail.explanation[step].provinces ?? []).map((p) => p.toLowerCase()));
          const f = frameOf(root);
          // Read on the phase's own board, as the renderer does.
          const reach = onBoard(r.input.variant, () =>
            sceneOrders()
              .filter((o) => o.unit && provinces.has(o.unit.prov))
              .map((o) => ({ o, places: orderReach(o).map(placeOf) })),
          );
          for (const { o, places } of reach) {
            for (const at of places) {
              if (!at) continue;
              const [x, y] = at;
              const inside = x >= f.x0 && x <= f.x1 && y >= f.y0 && y <= f.y1;
              expect(inside, `${r.caseId} step ${step}: ${o.text} reaches ${x},${y} outside the frame`).toBe(true);
            }
          }
        }
        // The map's own shapes are the phase picture's in every step (shared on a page).
        mapParts.add(
          findAll(root, (n) => hasClass(n, 'map'))[0]
            .children.filter((n) => n.name === 'g' && !n.attributes.class)
            .map((n) => JSON.stringify(n))
            .join(''),
        );
      }
      expect(mapParts.size).toBe(1);
      const [phase, ...stepFrames] = frames;
      const shape = (f: (typeof frames)[number]) => (f.x1 - f.x0) / (f.y1 - f.y0);
      for (const f of stepFrames) {
        expect(f.x0).toBeGreaterThanOrEqual(phase.x0 - 0.2);
        expect(f.y0).toBeGreaterThanOrEqual(phase.y0 - 0.2);
        expect(f.x1).toBeLessThanOrEqual(phase.x1 + 0.2);
        expect(f.y1).toBeLessThanOrEqual(phase.y1 + 0.2);
        expect(shape(f)).toBeCloseTo(shape(phase), 1);
      }
      // The whole board and the French text also render.
      const whole = parse(renderPhase({ input: r.input, output: r.detail.output, explanation: r.detail.explanation, lang: 'fr' }));
      expect(whole.attributes.viewBox.split(' ')[2]).toBe('1200');
      expect(whole.attributes.lang).toBe('fr');
      expect(legendGaps(whole, coloursOf(r.input)), `${r.caseId} whole board`).toEqual([]);
      expect(labelCollisions(whole), `${r.caseId} whole board`).toEqual([]);
    });
  }
});

describe('what is drawn', () => {
  const render = (id: string, phase = 0, extra: { step?: number; lang?: 'en' | 'fr' } = {}) => {
    const r = casePhase(id, phase);
    return parse(renderPhase({ input: r.input, output: r.detail.output, explanation: r.detail.explanation, crop: true, ...extra }));
  };
  /** The drawing of the orders and units, without the legend's samples. */
  const board = (root: ReturnType<typeof render>) => findAll(root, (n) => hasClass(n, 'orders'))[0];
  const hasMark = (groups: ReturnType<typeof orderGroups>, cls: string) => groups.some((g) => findAll(g, (n) => hasClass(n, cls)).length > 0);

  it('schema-12: a ✕ on each failed move into Silesia, a standoff mark on sil, Munich dislodged', () => {
    const root = render('schema-12');
    const r = casePhase('schema-12');
    r.input.orders.forEach((o, i) => {
      const failed = r.detail.output.orders[i].result === 'fails';
      expect(hasMark(orderGroups(root, i), 'mark-failed'), `${o.text}`).toBe(failed);
    });
    expect(r.detail.output.orders.filter((o) => o.result === 'fails')).toHaveLength(2);
    const sil = findAll(root, (n) => n.attributes['data-province'] === 'sil' && hasClass(n, 'standoff'));
    expect(sil).toHaveLength(1);
    expect(findAll(sil[0], (n) => hasClass(n, 'mark-standoff'))).toHaveLength(1);
    const mun = findAll(root, (n) => n.attributes['data-province'] === 'mun' && hasClass(n, 'unit'));
    expect(findAll(mun[0], (n) => hasClass(n, 'mark-dislodged'))).toHaveLength(1);
    // Supports to a move end on the supported arrow, drawn dashed.
    expect(orderGroups(root, 1).some((g) => hasClass(g, 'support-move'))).toBe(true);
  });

  it('a cut support carries a cut mark; a given one does not (schema-15, schema-32)', () => {
    for (const id of ['schema-15', 'schema-32']) {
      const r = casePhase(id);
      const root = render(id);
      r.detail.output.orders.forEach((o, i) => {
        if (!o.text.includes(' S ')) return;
        expect(hasMark(orderGroups(root, i), 'mark-cut'), `${id} ${o.text}`).toBe(o.result === 'cut');
      });
    }
  });

  it('schema-20: the convoyed army is one path through the three fleets, each fleet ringed', () => {
    const root = render('schema-20');
    const move = orderGroups(root, 0).filter((g) => hasClass(g, 'move'));
    expect(move).toHaveLength(1);
    expect(hasClass(move[0], 'convoyed')).toBe(true);
    for (const i of [1, 2, 3]) expect(orderGroups(root, i).some((g) => hasClass(g, 'convoy'))).toBe(true);
  });

  it('schema-29: the broken route through the dislodged fleet is crossed out', () => {
    const root = render('schema-29');
    expect(findAll(board(root), (n) => hasClass(n, 'convoy-broken'))).toHaveLength(1);
    expect(findAll(board(root), (n) => hasClass(n, 'mark-dislodged'))).toHaveLength(1);
  });

  it('a convoyed army crosses no more of its own land than the way to the nearest point of its first sea (schema 29, 20, 19)', () => {
    for (const id of ['schema-29', 'schema-20', 'schema-19']) {
      const r = casePhase(id);
      const root = onBoard(r.input.variant, () => render(id));
      const moves = findAll(board(root), (n) => n.name === 'g' && hasClass(n, 'move') && hasClass(n, 'convoyed'));
      expect(moves.length, id).toBeGreaterThan(0);
      for (const g of moves) {
        const i = Number(g.attributes['data-order'].split(' ')[0]);
        const look = gameMap().lookup(r.input.orders[i].text.split(' ')[1]);
        const army = look.ok ? look.loc : '?';
        const line = findAll(g, (n) => n.name === 'path' && n.attributes.fill === 'none')[0];
        const pts = (line.attributes.d.match(/-?[\d.]+/g) ?? []).map(Number).reduce<[number, number][]>((acc, v, k, all) => (k % 2 ? acc : [...acc, [v, all[k + 1]]]), []);
        const own = shapesOf([army]);
        let overLand = 0;
        for (let k = 1; k < pts.length; k++) {
          const mid: [number, number] = [(pts[k - 1][0] + pts[k][0]) / 2, (pts[k - 1][1] + pts[k][1]) / 2];
          if (own.has(cellAt(mid))) overLand += Math.hypot(pts[k][0] - pts[k - 1][0], pts[k][1] - pts[k - 1][1]);
        }
        // The seas next to it of the fleets convoying it: the land crossed is at most the way to the farthest one's shore.
        const at = baseMap().anchors[army].unit;
        const seas = r.input.orders.flatMap((o) => {
          const m = /^F (\S+) C A (\S+)/i.exec(o.text);
          const look = (w: string) => gameMap().lookup(w);
          const fleet = m && look(m[1]);
          const carried = m && look(m[2]);
          return fleet?.ok && carried?.ok && carried.loc === army && gameMap().adjacentProvinces(army).includes(fleet.loc) ? [fleet.loc] : [];
        });
        expect(seas.length, id).toBeGreaterThan(0);
        const shoreways = seas.map((sea) => {
          const shore = nearestCellOf(at, shapesOf([sea]))!;
          return Math.hypot(shore[0] - at[0], shore[1] - at[1]);
        });
        expect(overLand, `${id}: ${r.input.orders[i].text}`).toBeLessThanOrEqual(Math.max(...shoreways) + 2);
      }
    }
  });

  it('hatches what no unit may enter, with its legend entry: Italy closed in 1914, Switzerland, the ancient board\'s unnamed spaces', () => {
    const hatched = (root: ReturnType<typeof render>, cls: string) =>
      findAll(root, (n) => n.name === 'g' && hasClass(n, 'hatch') && hasClass(n, cls)).map((g) => g.attributes['data-province']);
    const keys = (root: ReturnType<typeof render>) => findAll(root, (n) => hasClass(n, 'legend-entry')).map((n) => n.attributes['data-key']);
    const italy = onBoard('1914', () => render('1914-piedmont-closed'));
    expect(hatched(italy, 'closed').sort()).toEqual(['apu', 'nap', 'pie', 'rom', 'tus', 'ven']);
    expect(hatched(italy, 'impassable')).toEqual(['swi']);
    expect(keys(italy)).toEqual(expect.arrayContaining(['closed', 'impassable']));
    // A standard game closes nothing; its picture of Italy hatches nothing there.
    expect(hatched(render('schema-21'), 'closed')).toEqual([]);
    const canal = onBoard('ancient-mediterranean', () => render('ancmed-canal'));
    expect(hatched(canal, 'impassable')).toContain('unnamed-east');
    expect(keys(canal)).toContain('impassable');
  });

  it('labels French pictures in the 2000 rulebook\'s abbreviations, English ones in the map\'s (schema 12)', () => {
    const labels = (lang: 'en' | 'fr') => labelBoxes(render('schema-12', 0, { lang })).map((l) => l.text);
    expect(labels('en')).toEqual(expect.arrayContaining(['WAR', 'SIL', 'MUN', 'BOH']));
    expect(labels('fr')).toEqual(expect.arrayContaining(['Var', 'Sil', 'Mun', 'Boh']));
    expect(labels('fr')).not.toContain('WAR');
  });

  it('names the coasts where a case turns on a coast (DATC 6.B.4), and only there', () => {
    const coasts = (id: string, lang: 'en' | 'fr' = 'en') => labelBoxes(render(id, 0, { lang })).map((l) => l.text).filter((t) => /^(NC|SC|EC|CN|CS|CE)$/.test(t)).sort();
    expect(coasts('datc-6.B.4')).toEqual(['NC', 'SC']);
    expect(coasts('datc-6.B.4', 'fr')).toEqual(['CN', 'CS']);
    expect(coasts('schema-12')).toEqual([]);
  });

  it('support to hold draws a ring around the held unit (schema-11)', () => {
    const r = casePhase('schema-11');
    const root = render('schema-11');
    // "F Rom S F MTy xxx": a support with no destination.
    const i = r.input.orders.findIndex((o) => o.text.includes(' S ') && !/[-–]/.test(o.text));
    expect(i).toBeGreaterThanOrEqual(0);
    expect(orderGroups(root, i).some((g) => hasClass(g, 'support-hold'))).toBe(true);
  });

  it('illegal and void orders are greyed with a label (prose/support-not-by-convoy)', () => {
    const root = render('prose-support-not-by-convoy');
    const chips = findAll(root, (n) => hasClass(n, 'void')).map(textContent);
    expect(chips.sort()).toEqual(['illegal', 'void']);
  });

  it('retreats are hollow double arrows; builds and removals are marked (sample game)', () => {
    const retreats = render('sample-game', 5);
    expect(findAll(board(retreats), (n) => hasClass(n, 'retreat'))).toHaveLength(2);
    const winter = render('sample-game', 6);
    expect(findAll(board(winter), (n) => hasClass(n, 'mark-built'))).toHaveLength(5);
    expect(findAll(board(winter), (n) => hasClass(n, 'mark-removed'))).toHaveLength(1);
  });

  it('a dislodged unit with nowhere to go is drawn disbanded, not "must retreat" (sample game, Fall 1902)', () => {
    const legend = (root: ReturnType<typeof render>) => findAll(root, (n) => hasClass(n, 'legend-entry')).map((g) => textContent(g.children[g.children.length - 1]));
    const unitIn = (root: ReturnType<typeof render>, prov: string) => findAll(board(root), (n) => hasClass(n, 'unit') && n.attributes['data-province'] === prov);
    // Movement: F rum is dislodged and has no retreat.
    const fall = render('sample-game', 4);
    const rum = unitIn(fall, 'rum').find((g) => findAll(g, (n) => hasClass(n, 'mark-dislodged')).length > 0)!;
    expect(findAll(rum, (n) => hasClass(n, 'mark-failed'))).toHaveLength(1);
    expect(legend(fall)).toContain('Dislodged, no retreat: disbanded');
    // Retreats: F rum is disbanded; A stp and A bur retreat.
    const retreats = render('sample-game', 5);
    const gone = unitIn(retreats, 'rum').filter((g) => findAll(g, (n) => hasClass(n, 'mark-failed')).length > 0);
    expect(gone).toHaveLength(1);
    expect(findAll(gone[0], (n) => hasClass(n, 'mark-dislodged'))).toHaveLength(0);
    expect(findAll(board(retreats), (n) => hasClass(n, 'mark-dislodged'))).toHaveLength(2);
    expect(legend(retreats)).toEqual(expect.arrayContaining(['Disbanded', 'Dislodged: must retreat']));
  });

  it('the legend lists only the symbols used', () => {
    const legend = (root: ReturnType<typeof render>) => findAll(root, (n) => hasClass(n, 'legend-entry')).map((g) => textContent(g.children[g.children.length - 1]));
    const l12 = legend(render('schema-12'));
    expect(l12).toEqual(expect.arrayContaining(['Austria', 'Germany', 'Russia', 'Army', 'Move', 'Supports a move', 'Move fails', 'Standoff: stays empty', 'Dislodged: must retreat']));
    expect(l12).not.toContain('Fleet');
    expect(l12).not.toContain('Retreat');
    expect(l12).not.toContain('Support cut');
    expect(legend(render('schema-12', 0, { lang: 'fr' }))).toContain('Statu quo : reste vide');
  });

  it('crops to the provinces involved, with a locator; the whole board without crop', () => {
    const root = render('schema-12');
    const w = Number(root.attributes.viewBox.split(' ')[2]);
    expect(w).toBeLessThan(800);
    expect(findAll(root, (n) => hasClass(n, 'locator'))).toHaveLength(1);
    const r = casePhase('schema-12');
    const whole = parse(renderPhase({ input: r.input, output: r.detail.output }));
    expect(findAll(whole, (n) => hasClass(n, 'locator'))).toHaveLength(0);
  });

  it('a step lights its orders and dims the others', () => {
    const r = casePhase('schema-12');
    const k = r.detail.explanation.findIndex((s) => s.title.en.includes('sil'));
    const root = render('schema-12', 0, { step: k });
    const lit = new Set(r.detail.explanation[k].orders);
    r.input.orders.forEach((_, i) => {
      const groups = orderGroups(root, i).filter((g) => !hasClass(g, 'unit'));
      expect(groups.length).toBeGreaterThan(0);
      for (const g of groups) expect(g.attributes.opacity, `order ${i}`).toBe(lit.has(i) ? undefined : '0.22');
    });
    expect(findAll(root, (n) => n.attributes['data-focus'] !== undefined).map((n) => n.attributes['data-focus']).sort()).toEqual(['mun', 'sil', 'war']);
    expect(textContent(findAll(root, (n) => n.name === 'title')[0])).toMatch(/Step \d+ of 3: SIL: standoff, the province stays empty/);
  });

  it('writes title and description in the chosen language', () => {
    const fr = render('schema-12', 0, { lang: 'fr', step: 0 });
    expect(textContent(fr.children[0])).toMatch(/^Printemps 1901, mouvements — Étape 1 sur 3/);
    expect(textContent(fr.children[1])).toMatch(/Unités : |Unités: /);
    expect(fr.attributes['aria-labelledby'].split(' ')).toEqual([fr.children[0].attributes.id, fr.children[1].attributes.id]);
  });
});

describe('several pictures on one page', () => {
  it('scope the size-dependent style to their own class, and ids differ by step', () => {
    const r = casePhase('schema-12');
    const a = parse(renderPhase({ input: r.input, output: r.detail.output, explanation: r.detail.explanation, step: 0, crop: true }));
    const b = parse(renderPhase({ input: r.input, output: r.detail.output, explanation: r.detail.explanation, step: 1, crop: true }));
    const own = (root: typeof a) => root.attributes.class.split(' ')[1];
    expect(own(a)).not.toBe(own(b));
    const style = textContent(findAll(a, (n) => n.name === 'style')[0]);
    // More specific than the base rule (.dipmap .label), which every later picture repeats.
    expect(style).toContain(`.dipmap.${own(a)} .label{font-size:`);
    expect(style).not.toMatch(/(^|\n)\.label|(^|\n)\.province/);
    const custom = parse(renderPhase({ input: r.input, idPrefix: '9 bad id!' }));
    expect(custom.attributes.class.split(' ')[1]).toMatch(/^dm9badid/);
  });
});

describe('framing a step on every screen', () => {
  it('a step of a whole-board phase zooms in on its provinces, with the locator', () => {
    const run = casePhase('sample-game', 1);
    const base = { input: run.input, output: run.detail.output, explanation: run.detail.explanation, crop: true };
    const width = (svg: string) => Number(/viewBox="[-\d.]+ [-\d.]+ ([\d.]+)/.exec(svg)![1]);
    const phase = width(renderPhase(base));
    let zoomed = 0;
    run.detail.explanation.forEach((st, step) => {
      const root = parse(renderPhase({ ...base, step }));
      const f = frameOf(root);
      // Every province of the step is in the frame.
      for (const p of st.provinces) {
        const a = baseMap().anchors[p];
        expect(a.unit[0] >= f.x0 && a.unit[0] <= f.x1 && a.unit[1] >= f.y0 && a.unit[1] <= f.y1, `${p} in step ${step}`).toBe(true);
      }
      if (f.x1 - f.x0 < phase * 0.7) {
        zoomed++;
        expect(findAll(root, (n) => hasClass(n, 'locator'))).toHaveLength(1);
      }
    });
    expect(zoomed).toBeGreaterThan(run.detail.explanation.length / 2);
    // cropToStep: false keeps the phase's crop.
    expect(width(renderPhase({ ...base, step: 0, cropToStep: false }))).toBe(phase);
  });

  it('a region of the whole board has labels of at least 10 px at 390 px wide', () => {
    const run = casePhase('sample-game', 4);
    for (const { box } of BOARD_REGIONS) {
      const root = parse(renderPhase({ input: run.input, output: run.detail.output, view: box }));
      const f = frameOf(root);
      expect([f.x0, f.y0, f.x1, f.y1]).toEqual([box.x0, box.y0, box.x1, box.y1]);
      const shown = 390 / Number(root.attributes.viewBox.split(' ')[2]);
      const labels = labelBoxes(root);
      expect(labels.length).toBeGreaterThan(10);
      for (const l of labels) expect((l.box.y1 - l.box.y0) * shown).toBeGreaterThanOrEqual(10);
      expect(labelCollisions(root)).toEqual([]);
    }
  });
});

describe('cropping a step to its own provinces', () => {
  it('frames a whole-board phase step much tighter than the shared crop (for phones)', () => {
    const run = casePhase('sample-game', 1);
    const step = run.detail.explanation.findIndex((s) => s.provinces.length > 0 && s.provinces.length <= 4);
    expect(step).toBeGreaterThanOrEqual(0);
    const base = { input: run.input, output: run.detail.output, explanation: run.detail.explanation, step, crop: true };
    const width = (svg: string) => Number(/viewBox="[-\d.]+ [-\d.]+ ([\d.]+)/.exec(svg)![1]);
    const shared = width(renderPhase({ ...base, cropToStep: false }));
    const own = width(renderPhase({ ...base, cropToStep: true }));
    expect(own).toBeLessThan(shared * 0.6);
  });
});

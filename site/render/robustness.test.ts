// Garbage in, a valid SVG out: unknown provinces, unreadable orders, wrong types, missing parts.

import { describe, expect, it } from 'vitest';
import type { PhaseInput, PhaseOutput } from '../../engine/protocol/types.js';
import { renderPhase, type RenderOptions } from './index.js';
import { findAll, hasClass, parse, textContent } from './test-helpers.js';

const phase = { season: 'spring', year: 1901, type: 'movement' } as const;

function check(opts: unknown): ReturnType<typeof parse> {
  let svg = '';
  expect(() => (svg = renderPhase(opts as RenderOptions))).not.toThrow();
  const root = parse(svg);
  expect(root.name).toBe('svg');
  expect(root.attributes.role).toBe('img');
  expect(findAll(root, (n) => n.name === 'title')).toHaveLength(1);
  return root;
}

const all = (root: ReturnType<typeof parse>) => textContent(root);

describe('bad input never throws', () => {
  it.each([
    ['nothing', undefined],
    ['null options', null],
    ['empty input', { input: {} }],
    ['null input', { input: null }],
    ['input as a string', { input: 'A Par - Bur' }],
    ['units not a list', { input: { phase, units: 'many', orders: 7 } }],
    ['phase of an unknown kind', { input: { phase: { season: 'monsoon', year: 'x', type: 'dance' }, units: [], orders: [] } }],
    ['step out of range', { input: { phase, units: [], orders: [] }, explanation: [], step: 99 }],
    ['negative and fractional steps', { input: { phase, units: [], orders: [] }, explanation: [{}], step: -1.5 }],
    ['garbage explanation', { input: { phase, units: [], orders: [] }, explanation: [null, 3, { orders: 'x', provinces: [null] }], step: 2 }],
    ['garbage output', { input: { phase, units: [{ power: 'france', type: 'A', loc: 'par' }], orders: [{ power: 'france', text: 'A Par H' }] }, output: { orders: [null, 5], dislodged: 'x', contested: [7], adjustments: [{}] } }],
  ])('%s', (_name, opts) => {
    check(opts);
  });

  it('draws an unknown province as far as possible and marks it with "?"', () => {
    const input = {
      phase,
      units: [
        { power: 'france', type: 'A', loc: 'par' },
        { power: 'france', type: 'A', loc: 'xyz' },
        { power: 'narnia', type: 'Q', loc: 'bur' },
      ],
      orders: [
        { power: 'france', text: 'A Par - Xyz' },
        { power: 'france', text: 'A Xyz - Bur' },
      ],
    } as unknown as PhaseInput;
    const root = check({ input, crop: true });
    const text = all(root);
    expect(text).toContain('?');
    expect(text).toMatch(/Not on the map: .*xyz/);
    // The unit in Paris and the odd one in Burgundy are still drawn.
    expect(findAll(root, (n) => hasClass(n, 'unit') && ['par', 'bur'].includes(n.attributes['data-province'])).length).toBe(2);
  });

  it('marks an unreadable order with "?" beside its unit', () => {
    const input: PhaseInput = {
      phase,
      units: [{ power: 'england', type: 'F', loc: 'lon' }],
      orders: [{ power: 'england', text: 'F London sails to the moon!!' }],
    };
    const output = { orders: [{ power: 'england', text: 'x', unit: 'F lon', result: 'invalid', dislodged: false, reason: '' }], dislodged: [], units: [], contested: [] } as PhaseOutput;
    const root = check({ input, output, crop: true });
    const chips = findAll(root, (n) => hasClass(n, 'unknown')).map(textContent);
    expect(chips.join(' ')).toMatch(/\? unreadable order/);
    expect(textContent(findAll(root, (n) => n.name === 'desc')[0])).toContain('unreadable order');
  });

  it('draws an order for a unit that is not there from a dashed ghost', () => {
    const input: PhaseInput = { phase, units: [], orders: [{ power: 'italy', text: 'A Ven - Tri' }] };
    const root = check({ input, crop: true });
    expect(findAll(root, (n) => hasClass(n, 'move')).length).toBe(1);
    expect(findAll(root, (n) => n.attributes['stroke-dasharray'] !== undefined && n.name === 'circle').length).toBeGreaterThan(0);
  });

  it('escapes text that looks like markup', () => {
    const input = { phase, units: [], orders: [{ power: 'france', text: '<script>alert(1)</script> & "x"' }] } as PhaseInput;
    const svg = renderPhase({ input });
    expect(svg).not.toContain('<script>');
    check({ input });
  });

  it('falls back to a small valid SVG if drawing fails outright', () => {
    const evil = {
      get input(): PhaseInput {
        throw new Error('boom');
      },
    };
    const root = check(evil);
    expect(all(root)).toContain('The map could not be drawn');
    expect(all(root)).toContain('boom');
  });
});

describe('text escaping', () => {
  it('keeps "]]>" and entities intact', () => {
    const input = { phase, units: [], orders: [{ power: 'france', text: 'a]]>b &amp; <c>' }] } as PhaseInput;
    const svg = renderPhase({ input });
    // svgson leaves entities as written: the desc holds the escaped text.
    const root = parse(svg);
    expect(textContent(findAll(root, (n) => n.name === 'desc')[0])).toContain('a]]&gt;b &amp;amp; &lt;c&gt;');
    expect(svg).not.toContain('CDATA');
  });
});

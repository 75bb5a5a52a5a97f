// Issue 28, round 3: the library's reproducers.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { adjudicate, adjudicateWithDetail, InputError } from '../index.js';
import { phaseFromText } from '../formats/phase-text.js';
import { orderReason } from './explanation/in-language.js';
import { REPRO_DIR } from '../testing/shared-data.js';

describe('many orders for one unit (many-orders-one-unit.txt)', () => {
  const read = phaseFromText(readFileSync(join(REPRO_DIR, 'round-3/many-orders-one-unit.txt'), 'utf8'), 'f');
  if (!('input' in read)) throw new Error(read.problems.join('\n'));

  it('every order is void, the unit holds, and each reason says why', () => {
    const detail = adjudicateWithDetail(read.input);
    const n = read.input.orders.length;
    expect(n).toBe(4000);
    expect(detail.output.orders.every((o) => o.result === 'illegal')).toBe(true);
    expect(detail.output.units).toEqual([{ power: 'france', type: 'A', loc: 'par' }]);
    expect(orderReason(detail, n - 1, 'en').reason).toBe('A par received 4,000 orders; it holds');
  });

  it('the reasons are listed once, not once per order read (4,000 orders read one by one were 16 million steps)', () => {
    const detail = adjudicateWithDetail(read.input);
    expect(detail.reasons).toBe(detail.reasons);
  });
});

describe('a phase that is not an object', () => {
  it('adjudicate(null), (undefined), (3), ([]): an InputError in a sentence, no JavaScript message', () => {
    for (const x of [null, undefined, 3, 'phase', []]) {
      expect(() => adjudicate(x as never)).toThrow(InputError);
      expect(() => adjudicate(x as never)).toThrow(/^the phase must be a JSON object \{phase, units, orders, \.\.\.\}, not /);
    }
  });
});

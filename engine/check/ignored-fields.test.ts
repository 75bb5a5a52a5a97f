// Issue #24: every game-master item has a case that an adjudicator ignoring it fails. Each adapter
// below is our engine with one thing left out, as an adjudicator written before #24 would leave it
// out: a protocol field of the phase input it does not read, or a part of the answer it does not
// give. `casebook check` must report exactly the cases that depend on it (and pass every other).
// scripts/adapters/fakes/ignores-field.mjs is the same adapter as a program, for the command line.

import { describe, expect, it } from 'vitest';
import type { PhaseInput } from '../protocol/types.js';
import { ReferenceAdapter, type Adapter, type Reply } from './adapter.js';
import { checkCasebook } from './check.js';
import { sharedCaseFiles } from '../testing/casebook.js';

/** The reference engine, with the input and its answer passed through `strip` and `drop`. */
class Ignoring implements Adapter {
  readonly name: string;
  readonly #engine = new ReferenceAdapter();
  constructor(
    what: string,
    private readonly strip: (input: PhaseInput) => PhaseInput,
    private readonly drop: (output: Record<string, unknown>) => void = () => {},
  ) {
    this.name = `reference engine ignoring ${what}`;
  }
  async ask(inputs: readonly PhaseInput[]): Promise<Reply[]> {
    const replies = await this.#engine.ask(inputs.map((i) => this.strip(structuredClone(i))));
    for (const r of replies) if (r.kind === 'output') this.drop(r.output as Record<string, unknown>);
    return replies;
  }
  async close(): Promise<void> {}
}

const without = (field: keyof PhaseInput) => (input: PhaseInput) => {
  delete input[field];
  return input;
};

/** The cases that fail, given those that must fail among the game master's; any other failure is a bug. */
async function failing(adapter: Adapter, cases: string[]): Promise<string[]> {
  const report = await checkCasebook(adapter, { caseFiles: sharedCaseFiles(), filters: { cases } });
  return report.cases.filter((c) => c.status !== 'pass').map((c) => c.id).sort();
}

const GAME_MASTER_CASES = [
  'prose-conditional-retreat',
  'prose-conditional-builds-and-removals',
  'prose-second-order-sheet',
  'prose-missed-orders',
  'prose-postal-default-retreat',
  'prose-eighteen-centres',
  'prose-time-limit',
  'prose-draw-by-vote',
  'prose-concession-by-vote',
  'prose-civil-disorder',
  'ancmed-as-printed',
  'fleet-rome-opening',
];

describe('an adjudicator that ignores one of the game master\'s fields fails its cases', () => {
  it('every case passes through the reference engine', async () => {
    expect(await failing(new ReferenceAdapter(), GAME_MASTER_CASES)).toEqual([]);
  }, 120_000);

  const ignoring: [string, Adapter, string[]][] = [
    ['conditional orders (001 §3.4.2)', new Ignoring('conditional', without('conditional'), (o) => delete o.conditional), ['prose-conditional-builds-and-removals', 'prose-conditional-retreat']],
    [
      'order sheets (001 §3.4.3)',
      new Ignoring('version', (i) => ({ ...i, orders: i.orders.map(({ power, text }) => ({ power, text })) })),
      ['prose-second-order-sheet'],
    ],
    ['missed orders (001 §3.5.4)', new Ignoring('nmr', without('nmr'), (o) => delete o.nmr), ['prose-missed-orders']],
    ['the end of the game by time limit or vote', new Ignoring('endOfGame', without('endOfGame')), ['prose-concession-by-vote', 'prose-draw-by-vote', 'prose-time-limit']],
    // Without the game's result in its answer, every case that ends a game fails.
    [
      'the end of the game in its answer',
      new Ignoring('the winner', (i) => i, (o) => {
        delete o.winner;
        delete o.gameResult;
      }),
      ['ancmed-as-printed', 'prose-concession-by-vote', 'prose-draw-by-vote', 'prose-eighteen-centres', 'prose-time-limit'],
    ],
    ['the rule preset (the postal defaults, the time-limit winner)', new Ignoring('ruleset', (i) => ({ ...i, ruleset: 'rulebook-2000' })), ['prose-missed-orders', 'prose-postal-default-retreat', 'prose-time-limit']],
    ['control (civil disorder in the standard game)', new Ignoring('control', without('control')), ['prose-civil-disorder']],
    ['variant options (the Ancient Mediterranean as printed)', new Ignoring('variantOptions', without('variantOptions')), ['ancmed-as-printed']],
  ];
  for (const [what, adapter, expected] of ignoring) {
    it(`ignoring ${what}`, async () => {
      expect(await failing(adapter, GAME_MASTER_CASES)).toEqual(expected);
    }, 120_000);
  }
});


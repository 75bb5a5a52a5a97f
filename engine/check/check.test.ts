// `casebook check` as a library: the reference engine passes every case, in-process and through the
// external-process path; filters; the two levels of comparison; games played phase by phase from the
// adjudicator's own answers; order texts sent in canonical form.

import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findCaseFiles } from '../casebook/load.js';
import type { PhaseInput, PhaseOutput } from '../protocol/types.js';
import { ProcessAdapter, ReferenceAdapter, type Adapter, type Reply } from './adapter.js';
import { checkCasebook, type CheckReport } from './check.js';
import { canonicalInput } from './run.js';
import { FilterError } from './select.js';
import { formatJunit, formatReport } from './report.js';
import { sharedCaseFiles } from '../testing/casebook.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const caseCount = findCaseFiles().length;

describe('the reference engine passes 100 %', () => {
  // The whole casebook in process, run once: the first test judges it, the second compares the
  // external process's verdicts with it.
  let inProcessRun: Promise<CheckReport> | undefined;
  const inProcessReport = () => (inProcessRun ??= checkCasebook(new ReferenceAdapter(), { caseFiles: sharedCaseFiles() }));

  it('in-process (no --adjudicator)', async () => {
    const report = await inProcessReport();
    expect(report.cases.filter((c) => c.status !== 'pass').map((c) => [c.id, c.problems])).toEqual([]);
    expect(report.totals.cases).toBe(caseCount);
    // Every case with orders passes with every order result checked; the others (geography, a
    // removal-only adjustment) on the board.
    const boardOnly = report.cases.filter((c) => c.passedAt === 'board').map((c) => c.id);
    const datcRemovalsOnly = ['6.J.3', '6.J.4', '6.J.5', '6.J.6', '6.J.7', '6.J.8', '6.J.9-b', '6.J.9', '6.J.10', '6.J.11'].map((n) => `datc-${n}`);
    // Intimate cases without orders (biddings, victories of units already in place) are judged on the board too.
    const intimateNoOrders = ['bidding-tie', 'bidding-win', 'home-coin', 'home-first-choices', 'overbid-all-bid-powers', 'overbid-all-bids', 'overbid', 'stalemate', 'victory-play-on', 'victory-russia-credits'].map((n) => `intimate-${n}`);
    // #24: a vote, or a retreat the game master makes, with no order written.
    expect(boardOnly).toEqual([...datcRemovalsOnly, ...intimateNoOrders, 'prose-concession-by-vote', 'prose-postal-default-retreat', 'prose-removal-by-distance', 'schema-1', 'schema-2', 'schema-3']);
    expect(report.restarts).toEqual([]);
  });

  it('through the external-process path: `node bin/casebook.mjs adjudicate --jsonl`', async () => {
    const adapter = new ProcessAdapter('node bin/casebook.mjs adjudicate --jsonl', { cwd: root });
    try {
      const external = await checkCasebook(adapter, { caseFiles: sharedCaseFiles() });
      const inProcess = await inProcessReport();
      const verdicts = (r: typeof external) => r.cases.map((c) => `${c.id} ${c.status} ${c.passedAt} ${c.asked}`);
      expect(external.totals.passed).toBe(caseCount);
      expect(verdicts(external)).toEqual(verdicts(inProcess));
      expect(adapter.restarts).toEqual([]);
    } finally {
      await adapter.close();
    }
  });
});

describe('filters', () => {
  const ids = async (filters: Parameters<typeof checkCasebook>[1]) =>
    (await checkCasebook(new ReferenceAdapter(), { ...filters, caseFiles: sharedCaseFiles() })).cases.map((c) => `${c.id}${c.presets.length > 1 ? ` ${c.presets.join('+')}` : ''}`);

  it('by case id, with wildcards', async () => {
    expect(await ids({ filters: { cases: ['schema-1*', 'example-2'] } })).toEqual([
      'example-2',
      'schema-1',
      'schema-10',
      'schema-11',
      'schema-12',
      'schema-13',
      'schema-14',
      'schema-15',
      'schema-16',
      'schema-17',
      'schema-18',
      'schema-19',
    ]);
  });

  it('by source folder or seed file, rule and topic (different filters must all match)', async () => {
    expect(await ids({ filters: { sources: ['prose'], rules: [16] } })).toEqual(['prose-own-attack-keeps-support']);
    expect((await ids({ filters: { sources: ['001_f1d037d750fdb09a.txt'] } })).every((id) => /^(example|prose|fleet-rome)-/.test(id))).toBe(true);
    expect(await ids({ filters: { cases: ['6.F.2*'] } })).toEqual(['datc-6.F.2', 'datc-6.F.20', 'datc-6.F.21', 'datc-6.F.22', 'datc-6.F.23', 'datc-6.F.24', 'datc-6.F.25']);
    expect(await ids({ filters: { topics: ['paradox'], sources: ['rulebook-2000'] } })).toEqual(['schema-30', 'schema-31 rulebook-2000+rulebook-1971', 'schema-32']);
  });

  it('by preset: only the runs under that preset', async () => {
    const report = await checkCasebook(new ReferenceAdapter(), { caseFiles: sharedCaseFiles(), filters: { rulesets: ['datc'], sources: ['prose', 'rulebook-2000'] } });
    expect(report.cases.map((c) => `${c.id} ${c.presets.join('+')}`)).toEqual(['prose-removal-by-distance datc']);
    const datc = await checkCasebook(new ReferenceAdapter(), { caseFiles: sharedCaseFiles(), filters: { rulesets: ['rulebook-1971'], sources: ['datc'] } });
    expect(datc.cases.map((c) => c.id)).toEqual(['datc-6.F.19', 'datc-6.G.2', 'datc-6.G.7', 'datc-6.G.10', 'datc-6.G.14', 'datc-6.G.15', 'datc-6.G.19']);
    const older = await checkCasebook(new ReferenceAdapter(), { caseFiles: sharedCaseFiles(), filters: { rulesets: ['rulebook-1971'], sources: ['rulebook-2000'] } });
    expect(older.cases.map((c) => `${c.id} ${c.presets.join('+')}`)).toEqual(['schema-31 rulebook-1971']);
  });

  it('a filter that matches nothing is an error that says what exists', async () => {
    const run = (filters: object) => checkCasebook(new ReferenceAdapter(), { caseFiles: sharedCaseFiles(), filters });
    await expect(run({ cases: ['schema-99'] })).rejects.toThrow(new FilterError('no case "schema-99" (did you mean schema-1, schema-2, schema-3, schema-4, schema-5?)'));
    await expect(run({ sources: ['rulebook'] })).rejects.toThrow(new FilterError('no source "rulebook" (sources: ancient-mediterranean, datc, fewer-players, fleet-rome, i-want-you, intimate, prose, rulebook-2000, or a seed file name)'));
    await expect(run({ topics: ['convoy'] })).rejects.toThrow(new FilterError('no case has the topic "convoy" (did you mean concession, conditional-orders, convoys?)'));
    await expect(run({ rules: [23] })).rejects.toThrow(new FilterError('--rule takes a rule number from 1 to 22, not "23"'));
    await expect(run({ rulesets: ['rulebook-2001'] })).rejects.toThrow(new FilterError('unknown ruleset "rulebook-2001" (known: rulebook-2000, rulebook-1971, datc, webdiplomacy)'));
  });
});

/** An adapter built from a function, recording what it is asked. */
function fakeAdapter(answer: (input: PhaseInput) => Reply): Adapter & { asked: PhaseInput[] } {
  const asked: PhaseInput[] = [];
  return {
    name: 'test adapter',
    asked,
    async ask(inputs) {
      asked.push(...inputs);
      return inputs.map(answer);
    },
    async close() {},
  };
}

const reference = new ReferenceAdapter();

describe('two levels: the board, and each order result when given', () => {
  it('an adjudicator that gives no order results passes at the board level', async () => {
    const adapter = new ProcessAdapter('node scripts/adapters/fakes/board-only.mjs', { cwd: root });
    try {
      const report = await checkCasebook(adapter, { caseFiles: sharedCaseFiles(), filters: { cases: ['schema-8', 'schema-12', 'sample-game'] } });
      expect(report.cases.map((c) => [c.id, c.status, c.passedAt, c.board, c.orders])).toEqual([
        ['sample-game', 'pass', 'board', 'pass', 'not given'],
        ['schema-8', 'pass', 'board', 'pass', 'not given'],
        ['schema-12', 'pass', 'board', 'pass', 'not given'],
      ]);
      expect(report.totals).toMatchObject({ passed: 3, passedAtBoard: 3, passedAtOrders: 0 });
    } finally {
      await adapter.close();
    }
  });

  it('a right board with a wrong order result fails, and says the board was right', async () => {
    const adapter = fakeAdapter(() => ({ kind: 'refused', message: '' }));
    adapter.ask = async (inputs) => {
      const replies = await reference.ask(inputs);
      for (const r of replies) if (r.kind === 'output' && r.output.orders?.[1]) r.output.orders[1].result = 'cut';
      return replies;
    };
    const report = await checkCasebook(adapter, { caseFiles: sharedCaseFiles(), filters: { cases: ['schema-8'] } });
    const [c] = report.cases;
    expect([c.status, c.passedAt, c.board, c.orders]).toEqual(['fail', 'board', 'pass', 'fail']);
    expect(c.problems.map((p) => p.what)).toEqual(['orders']);
    expect(c.problems[0].message).toContain('1 of 3 order results differ (rulebook-2000)');
    expect(report.totals).toMatchObject({ failed: 1, failedOnOrdersOnly: 1 });
  });

  it('a wrong board fails at the board level, with the difference', async () => {
    const adapter = fakeAdapter(() => ({ kind: 'refused', message: '' }));
    adapter.ask = async (inputs) => (await reference.ask(inputs)).map((r) => (r.kind === 'output' ? { kind: 'output', output: { ...r.output, dislodged: [] } } : r));
    const report = await checkCasebook(adapter, { caseFiles: sharedCaseFiles(), filters: { cases: ['schema-8'] } });
    const [c] = report.cases;
    expect([c.status, c.passedAt, c.board]).toEqual(['fail', null, 'fail']);
    expect(c.problems.find((p) => p.what === 'dislodged')?.message).toBe(
      'dislodged units differ (rulebook-2000):\n  germany A bur: the book dislodges it (attacked from mar); the engine does not',
    );
  });
});

describe('games are played phase by phase through the adjudicator', () => {
  it("each phase starts from the adjudicator's own previous answer", async () => {
    const adapter = fakeAdapter(() => ({ kind: 'refused', message: '' }));
    const outputs: PhaseOutput[] = [];
    adapter.ask = async (inputs) => {
      adapter.asked.push(...inputs);
      const replies = await reference.ask(inputs);
      for (const r of replies) if (r.kind === 'output') outputs.push(r.output as PhaseOutput);
      return replies;
    };
    const report = await checkCasebook(adapter, { caseFiles: sharedCaseFiles(), filters: { cases: ['sample-game'] } });
    expect(report.cases[0].status).toBe('pass');
    const phases = adapter.asked.map((i) => `${i.phase.season} ${i.phase.year} ${i.phase.type}`);
    expect(phases).toEqual([
      'spring 1901 movement',
      'fall 1901 movement',
      'winter 1901 adjustment',
      'spring 1902 movement',
      'fall 1902 movement',
      'fall 1902 retreat',
      'winter 1902 adjustment',
    ]);
    for (let i = 1; i < adapter.asked.length; i++) expect(adapter.asked[i].units).toEqual(outputs[i - 1].units);
    expect(adapter.asked[5].dislodged?.map((d) => `${d.type} ${d.loc}`)).toEqual(outputs[4].dislodged.map((d) => `${d.type} ${d.loc}`));
  });
});

describe('order texts', () => {
  it('are sent in canonical English, unit types filled in from the board', () => {
    const input: PhaseInput = {
      phase: { season: 'spring', year: 1901, type: 'movement' },
      units: [
        { power: 'germany', type: 'A', loc: 'sil' },
        { power: 'germany', type: 'A', loc: 'pru' },
        { power: 'england', type: 'F', loc: 'nth' },
      ],
      orders: [
        { power: 'germany', text: 'A Pru – Var' },
        { power: 'germany', text: 'Sil S Pru – Var' },
        { power: 'england', text: 'F Nrd xxx' },
        { power: 'england', text: 'A Lon - Xyz' },
      ],
    };
    expect(canonicalInput(input).orders.map((o) => o.text)).toEqual(['A pru - war', 'A sil S A pru - war', 'F nth H', 'A Lon - Xyz']);
  });

  it('or as printed, with --orders printed', async () => {
    const adapter = fakeAdapter(() => ({ kind: 'refused', message: 'no' }));
    await checkCasebook(adapter, { caseFiles: sharedCaseFiles(), filters: { cases: ['schema-4'] }, orders: 'printed' });
    expect(adapter.asked[0].orders.map((o) => o.text)).toEqual(['A Ber – Sil', 'A Var – Sil']);
  });
});

describe('variants: a game the adjudicator does not play is "unsupported variant", never a failure (#14)', () => {
  const filters = { cases: ['ancmed-baleares', 'prose-two-coast-swap'] };
  const byId = (r: Awaited<ReturnType<typeof checkCasebook>>) => Object.fromEntries(r.cases.map((c) => [c.id, c]));

  it('the reference engine plays the Ancient Mediterranean: its case passes with every order result', async () => {
    const r = byId(await checkCasebook(new ReferenceAdapter(), { caseFiles: sharedCaseFiles(), filters }));
    expect(r['ancmed-baleares'].status).toBe('pass');
    expect(r['ancmed-baleares'].passedAt).toBe('orders');
    expect(r['prose-two-coast-swap'].status).toBe('pass');
  });

  it('an adapter that knows only the standard game answers so, and the case is unsupported, not failed', async () => {
    const adapter = new ProcessAdapter('node scripts/adapters/fakes/standard-only.mjs', { cwd: root });
    try {
      const report = await checkCasebook(adapter, { caseFiles: sharedCaseFiles(), filters });
      const r = byId(report);
      expect(r['prose-two-coast-swap'].status).toBe('pass');
      expect(r['ancmed-baleares'].status).toBe('unsupported');
      expect(r['ancmed-baleares'].problems).toEqual([
        { where: '', what: 'variant', message: 'unsupported variant ancient-mediterranean: the adjudicator answered: unsupported variant: ancient-mediterranean' },
      ]);
      expect(report.totals).toMatchObject({ cases: 2, passed: 1, failed: 0, errors: 0, unsupported: 1 });
      const text = formatReport(report);
      expect(text).toMatch(/ancmed-baleares +ancient-mediterranean +· +unsupported variant/);
      expect(text).not.toMatch(/Differences/);
      expect(text).toContain('1 of a variant the adjudicator does not play (unsupported variant)');
      expect(formatJunit(report)).toContain('<skipped message="unsupported variant ancient-mediterranean: the adjudicator answered: unsupported variant: ancient-mediterranean"/>');
      expect(adapter.restarts).toEqual([]);
    } finally {
      await adapter.close();
    }
  });

  it('an adapter declared to play the standard game only (--variants standard) is not even asked', async () => {
    const report = await checkCasebook(new ReferenceAdapter(), { caseFiles: sharedCaseFiles(), filters, variants: ['standard'] });
    const r = byId(report);
    expect(r['ancmed-baleares'].status).toBe('unsupported');
    expect(r['ancmed-baleares'].asked).toBe(0);
    expect(r['ancmed-baleares'].problems[0].message).toBe('unsupported variant ancient-mediterranean: the adjudicator plays standard (--variants)');
    expect(r['prose-two-coast-swap'].status).toBe('pass');
  });

  it('an error answer that does not name the variant stays an error: a real refusal is not hidden', async () => {
    const adapter = new ProcessAdapter('node scripts/adapters/fakes/refuses.mjs " - "', { cwd: root });
    try {
      const r = byId(await checkCasebook(adapter, { caseFiles: sharedCaseFiles(), filters }));
      expect(r['ancmed-baleares'].status).toBe('error');
    } finally {
      await adapter.close();
    }
  });
});

// #10 item 4: every book case names, for its key orders, the rules that explain them (`because:`),
// and the runner fails when the engine does not cite them. Where the engine does not cite the rule
// that decides a key order yet, the order is listed here, with that rule, until the explanations
// (#10 items 1-3) cite it. Both ways are checked: a book case with rules and orders must assert a
// because: or be listed, and a listed order the engine now explains must move into its case file.

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { adjudicateWithDetail, type AdjudicationDetail } from '../engine/index.js';
import { findCaseFiles, loadCaseFile } from '../engine/casebook/load.js';
import { orderReason } from '../engine/casebook/report.js';
import { runPhases } from '../engine/casebook/run.js';
import type { Case } from '../engine/casebook/schema.js';
import type { PhaseInput } from '../engine/protocol/types.js';

interface Pending {
  phase: number;
  order: number;
  because: number[];
  /** What the engine cites instead, and why that is not the lesson. */
  why: string;
}

/** Key orders whose deciding rule the engine's reason does not cite yet (case id -> orders). */
const PENDING: Record<string, Pending[]> = {};

const casesDir = path.dirname(new URL(import.meta.url).pathname);
const BOOK_GROUPS = ['rulebook-2000', 'i-want-you', 'prose'];
const bookCases: Case[] = findCaseFiles(casesDir)
  .filter((f) => BOOK_GROUPS.includes(path.basename(path.dirname(f))))
  .flatMap((f) => {
    const l = loadCaseFile(f);
    return l.ok ? [l.loaded.data] : [];
  });

/** The engine's detail of each phase of a case under its own ruleset. */
function details(c: Case): (AdjudicationDetail | undefined)[] {
  const byInput = new Map<PhaseInput, AdjudicationDetail>();
  const runs = runPhases(c, c.ruleset, (input) => {
    const d = adjudicateWithDetail(input);
    byInput.set(input, d);
    return d.output;
  });
  return runs.map((r) => (r.input ? byInput.get(r.input) : undefined));
}

describe('because: on the key orders of the book cases', () => {
  it('finds the book cases', () => expect(bookCases.length).toBeGreaterThanOrEqual(56));

  it('every book case that teaches a rule with orders asserts a because:, or lists its key orders as pending', () => {
    const silent = bookCases.filter(
      (c) => c.rules.length > 0 && (c.phases ?? []).some((p) => p.orders.length > 0) && !(c.phases ?? []).some((p) => p.orders.some((o) => o.because)) && !PENDING[c.id],
    );
    expect(silent.map((c) => c.id)).toEqual([]);
  });

  for (const [id, pending] of Object.entries(PENDING)) {
    it(`${id}: the pending key orders are not yet explained by their rule (when one is, move its because: into the case file)`, () => {
      const c = bookCases.find((x) => x.id === id);
      expect(c, `no book case ${id}`).toBeDefined();
      const d = details(c!);
      const nowCited = pending.filter((p) => {
        const detail = d[p.phase];
        expect(detail, `${id}: phase ${p.phase} did not run`).toBeDefined();
        const rules = orderReason(detail!, p.order, 'en').rules;
        return p.because.every((n) => rules.includes(n));
      });
      const text = (p: Pending) => {
        const o = c!.phases![p.phase].orders[p.order];
        return `${o.power} "${o.read ?? o.printed}" (phase ${p.phase}, order ${p.order}): add because: [${p.because.join(', ')}]`;
      };
      expect(nowCited.map(text)).toEqual([]);
    });
  }
});

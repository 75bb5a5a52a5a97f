// Shared by the renderer's tests: every case's phases run through the engine, and small queries
// over the rendered SVG tree.

import path from 'node:path';
import { parseSync, type INode } from 'svgson';
import { adjudicate, adjudicateWithDetail, type AdjudicationDetail } from '../../engine/index.js';
import { findCaseFiles, loadCaseFile, runPhases } from '../../engine/casebook/index.js';
import type { PhaseInput } from '../../engine/protocol/types.js';

export interface CasePhaseRun {
  caseId: string;
  file: string;
  phase: number;
  input: PhaseInput;
  detail: AdjudicationDetail;
}

let cache: CasePhaseRun[] | undefined;

/** Every phase of every loadable case under cases/ (fixtures of bad files are not cases). */
export function allCasePhases(): CasePhaseRun[] {
  if (cache) return cache;
  cache = [];
  for (const abs of findCaseFiles()) {
    const l = loadCaseFile(abs);
    if (!l.ok) continue;
    const c = l.loaded.data;
    runPhases(c, c.ruleset, adjudicate).forEach((run, phase) => {
      if (!run.input) return;
      cache!.push({ caseId: c.id, file: path.basename(abs), phase, input: run.input, detail: adjudicateWithDetail(run.input) });
    });
  }
  return cache;
}

export function casePhase(id: string, phase = 0): CasePhaseRun {
  const hit = allCasePhases().find((r) => r.caseId === id && r.phase === phase);
  if (!hit) throw new Error(`no case ${id} phase ${phase}`);
  return hit;
}

export function parse(svg: string): INode {
  return parseSync(svg);
}

export function walk(n: INode, visit: (n: INode, ancestors: INode[]) => void, ancestors: INode[] = []): void {
  visit(n, ancestors);
  for (const c of n.children) walk(c, visit, [...ancestors, n]);
}

export function findAll(root: INode, pred: (n: INode) => boolean): INode[] {
  const out: INode[] = [];
  walk(root, (n) => {
    if (pred(n)) out.push(n);
  });
  return out;
}

export const hasClass = (n: INode, cls: string): boolean => (n.attributes.class ?? '').split(/\s+/).includes(cls);

/** The groups drawn for one order (data-order lists the input indices). */
export function orderGroups(root: INode, i: number): INode[] {
  return findAll(root, (n) => n.name === 'g' && (n.attributes['data-order'] ?? '').split(' ').includes(String(i)));
}

export function textContent(n: INode): string {
  return n.type === 'text' ? n.value : n.children.map(textContent).join('');
}

// Building svgson trees by hand: the renderer's output is a tree, stringified once at the end.

import type { INode } from 'svgson';

export type Attrs = Record<string, string | number | undefined>;

export function el(name: string, attrs: Attrs = {}, children: INode[] = []): INode {
  const attributes: Record<string, string> = {};
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined) continue;
    attributes[k] = typeof v === 'number' ? fmt(v) : v;
  }
  return { name, type: 'element', value: '', attributes, children };
}

export function text(value: string): INode {
  return { name: '', type: 'text', value, attributes: {}, children: [] };
}

/** A group, or nothing when it would be empty. */
export function group(attrs: Attrs, children: INode[]): INode[] {
  return children.length ? [el('g', attrs, children)] : [];
}

/** Numbers with at most one decimal (a tenth of a map unit is below a pixel), no "-0". */
export function fmt(n: number): string {
  if (!Number.isFinite(n)) return '0';
  const v = Math.abs(n) < 1 ? Math.round(n * 100) / 100 : Math.round(n * 10) / 10;
  return Object.is(v, -0) ? '0' : String(v);
}

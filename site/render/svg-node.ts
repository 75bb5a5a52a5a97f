// Building svgson trees by hand: the renderer's output is a tree, stringified once at the end.

import { stringify, type INode } from 'svgson';

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

/**
 * svgson wraps text holding & < > in CDATA sections (and mishandles a second "]]>"). Instead the
 * three characters are swapped for private-use stand-ins before stringifying and written back as
 * entities after, so the SVG reads the same inlined in HTML as in a file.
 */
export function toText(node: INode): string {
  const STAND_IN: Record<string, string> = { '&': '\uE000', '<': '\uE001', '>': '\uE002' };
  const ENTITY: Record<string, string> = { '\uE000': '&amp;', '\uE001': '&lt;', '\uE002': '&gt;' };
  const swap = (n: INode): INode =>
    n.type === 'text'
      ? { ...n, value: n.value.replace(/[\uE000-\uE002]/g, '?').replace(/[&<>]/g, (c) => STAND_IN[c]) }
      : { ...n, children: n.children.map(swap) };
  return stringify(swap(node)).replace(/[\uE000-\uE002]/g, (c) => ENTITY[c]);
}

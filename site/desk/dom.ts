// Building the desk's output with DOM calls only: text goes in as text nodes, never as markup, so
// whatever a shared link carries cannot become an element or a script.
import type { INode } from 'svgson';

type Child = Node | string | false | null | undefined;

export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string | undefined> = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) if (v !== undefined) el.setAttribute(k, v);
  for (const c of children) if (c !== false && c !== null && c !== undefined) el.append(c);
  return el;
}

const SVG_NS = 'http://www.w3.org/2000/svg';
const DROP = new Set(['script', 'foreignobject', 'iframe', 'object', 'embed', 'audio', 'video', 'animate', 'set', 'animatetransform', 'animatemotion']);

/**
 * An SVG made by our renderer, as a node of this document. The renderer escapes every text it
 * draws; this is a second guard: parsed as XML (no script runs in a parsed document), then every
 * element that can run or load something, every on* attribute and every link that is not to an
 * id in the picture is removed before the node joins the page.
 */
export function svgNode(svgText: string): Element | undefined {
  const doc = new DOMParser().parseFromString(svgText, 'image/svg+xml');
  const root = doc.documentElement;
  if (root.namespaceURI !== SVG_NS || root.localName !== 'svg') return undefined;
  const walk = (el: Element) => {
    for (const child of Array.from(el.children)) {
      if (DROP.has(child.localName.toLowerCase()) || child.namespaceURI !== SVG_NS) child.remove();
      else walk(child);
    }
    for (const a of Array.from(el.attributes)) {
      const name = a.name.toLowerCase();
      if (name.startsWith('on')) el.removeAttribute(a.name);
      else if ((name === 'href' || name === 'xlink:href' || name === 'src') && !a.value.startsWith('#')) el.removeAttribute(a.name);
    }
  };
  walk(root);
  return document.importNode(root, true);
}

/**
 * A picture of our renderer made into this document's nodes from its tree (renderPhaseTree), with
 * no SVG text written and parsed again: the same guard as svgNode's, applied as each node is made
 * (no element that can run or load something, no on* attribute, no link out of the picture).
 */
export function svgFromTree(tree: INode): Element | undefined {
  if (tree.type !== 'element' || tree.name !== 'svg') return undefined;
  const make = (n: INode): Node | undefined => {
    if (n.type === 'text') return document.createTextNode(n.value);
    if (n.type !== 'element' || DROP.has(n.name.toLowerCase())) return undefined;
    const el = document.createElementNS(SVG_NS, n.name);
    for (const [k, v] of Object.entries(n.attributes)) {
      const name = k.toLowerCase();
      if (name === 'xmlns' || name.startsWith('on') || ((name === 'href' || name === 'xlink:href' || name === 'src') && !String(v).startsWith('#'))) continue;
      el.setAttribute(k, String(v));
    }
    for (const c of n.children) {
      const child = make(c);
      if (child) el.append(child);
    }
    return el;
  };
  return make(tree) as Element;
}

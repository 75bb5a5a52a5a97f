// svgson's two functions as the renderer uses them (parseSync, stringify), made with the browser's
// own XML parser and serialiser: in the desk's bundle `svgson` resolves here
// (site/desk/browser-stubs.mjs), so the page does not carry a second XML parser. The site build,
// in Node, keeps svgson itself. Same tree shape: { name, type, value, attributes, children }.
import type { INode } from 'svgson';

const SVG_NS = 'http://www.w3.org/2000/svg';

function toNode(n: Node): INode | undefined {
  if (n.nodeType === Node.TEXT_NODE || n.nodeType === Node.CDATA_SECTION_NODE) {
    return { name: '', type: 'text', value: n.nodeValue ?? '', attributes: {}, children: [] };
  }
  if (n.nodeType !== Node.ELEMENT_NODE) return undefined;
  const el = n as Element;
  const attributes: Record<string, string> = {};
  for (const a of Array.from(el.attributes)) attributes[a.name] = a.value;
  const children = Array.from(el.childNodes, toNode).filter((c): c is INode => c !== undefined);
  return { name: el.tagName, type: 'element', value: '', attributes, children };
}

export function parseSync(svgText: string): INode {
  const doc = new DOMParser().parseFromString(svgText, 'image/svg+xml');
  const error = doc.querySelector('parsererror');
  if (error) throw new Error(`not an SVG document: ${error.textContent ?? ''}`);
  return toNode(doc.documentElement)!;
}

export function stringify(node: INode): string {
  const doc = document.implementation.createDocument(SVG_NS, null, null);
  const build = (n: INode): Node => {
    if (n.type === 'text') return doc.createTextNode(n.value);
    const el = doc.createElementNS(SVG_NS, n.name);
    // The namespace is the element's own: XMLSerializer writes xmlns on the root.
    for (const [k, v] of Object.entries(n.attributes)) if (k !== 'xmlns') el.setAttribute(k, String(v));
    for (const c of n.children) el.append(build(c));
    return el;
  };
  return new XMLSerializer().serializeToString(build(node));
}

export default { parseSync, stringify };

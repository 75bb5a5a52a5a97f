// The state of the site's dispute desk (/desk/, site/desk/) in a URL fragment:
// "#v1." + base64url(deflate-raw(preset "\n" order file)). The same code writes the links of
// `casebook adjudicate --link` and of the case pages (Node 20) and reads them in the browser
// (CompressionStream is in both). Nothing is sent anywhere: the fragment stays in the page.
//
// A fragment comes from anyone: it is size-capped before and while it is inflated (a small link
// must not unpack to megabytes), its text is only ever used as text, and a truncated link gives
// back what could be read, with a message, rather than nothing.

import { DEFAULT_PRESET, PRESET_NAMES } from '../rules/presets.js';

export interface DeskState {
  /** The order file, as typed. */
  text: string;
  /** A preset name (engine/rules/presets.ts). */
  preset: string;
}

export const LINK_PREFIX = 'v1.';
/** Longest fragment read, in characters (a whole-board phase with every order is ~2 KB). */
export const MAX_FRAGMENT = 16_000;
/** Longest text unpacked from a fragment, in characters. */
export const MAX_TEXT = 40_000;

export type LinkProblem = 'too-long' | 'unknown-version' | 'corrupt' | 'truncated' | 'unknown-preset';

export interface DecodedLink {
  /** What could be read (absent when nothing could). */
  state?: DeskState;
  problem?: LinkProblem;
}

const toBase64Url = (bytes: Uint8Array): string => {
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

const fromBase64Url = (s: string): Uint8Array | undefined => {
  if (!/^[A-Za-z0-9_-]*$/.test(s)) return undefined;
  // A link cut after a lone character (length 4k+1) still reads up to that character.
  const b64 = s.slice(0, s.length % 4 === 1 ? -1 : undefined).replace(/-/g, '+').replace(/_/g, '/');
  try {
    const bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
    return Uint8Array.from(bin, (c) => c.charCodeAt(0));
  } catch {
    return undefined;
  }
};

async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream, cap: number): Promise<{ bytes: Uint8Array; broken: boolean; over: boolean }> {
  const writer = stream.writable.getWriter();
  // Errors surface on the reading side; the writer's own promises are not awaited.
  writer.write(bytes).catch(() => {});
  writer.close().catch(() => {});
  const reader = stream.readable.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let broken = false;
  let over = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.length;
      if (size > cap) {
        over = true;
        await reader.cancel().catch(() => {});
        break;
      }
    }
  } catch {
    broken = true;
  }
  const out = new Uint8Array(Math.min(size, cap));
  let at = 0;
  for (const c of chunks) {
    const part = c.subarray(0, out.length - at);
    out.set(part, at);
    at += part.length;
    if (at >= out.length) break;
  }
  return { bytes: out, broken, over };
}

/** "v1.…": the fragment (without "#") for a desk state. */
export async function encodeDesk(state: DeskState): Promise<string> {
  const raw = new TextEncoder().encode(`${state.preset}\n${state.text}`);
  const { bytes } = await pipe(raw, new CompressionStream('deflate-raw'), Infinity);
  return LINK_PREFIX + toBase64Url(bytes);
}

/** The state of a fragment (with or without "#"), or why it could not be read. Never throws. */
export async function decodeDesk(fragment: string): Promise<DecodedLink> {
  const body = fragment.replace(/^#/, '');
  if (body.length > MAX_FRAGMENT) return { problem: 'too-long' };
  if (!body.startsWith(LINK_PREFIX)) return { problem: 'unknown-version' };
  const bytes = fromBase64Url(body.slice(LINK_PREFIX.length));
  if (!bytes) return { problem: 'corrupt' };
  // UTF-8 uses at most 3 bytes per UTF-16 unit: a cap in bytes that keeps MAX_TEXT characters.
  const out = await pipe(bytes, new DecompressionStream('deflate-raw'), MAX_TEXT * 3);
  if (out.over) return { problem: 'too-long' };
  const all = new TextDecoder().decode(out.bytes);
  const nl = all.indexOf('\n');
  if (nl < 0) return { problem: out.broken ? 'truncated' : 'corrupt' };
  const preset = all.slice(0, nl);
  const text = all.slice(nl + 1).slice(0, MAX_TEXT);
  const known = (PRESET_NAMES as readonly string[]).includes(preset);
  const state: DeskState = { text, preset: known ? preset : DEFAULT_PRESET };
  if (out.broken) return { state, problem: 'truncated' };
  return known ? { state } : { state, problem: 'unknown-preset' };
}

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
  /** The order file, as typed; in a game link, the casebook game file (engine/formats/game-file.ts). */
  text: string;
  /** A preset name (engine/rules/presets.ts). */
  preset: string;
  /** A game link: the whole game, and `at`, the index of the phase shown in the desk's timeline. */
  game?: { at: number };
}

export const LINK_PREFIX = 'v1.';
/** A whole game's link: "#g1." + base64url(deflate-raw(preset "\n" phase index "\n" game file)). */
export const GAME_LINK_PREFIX = 'g1.';
/** Longest fragment read, in characters (a whole-board phase with every order is ~2 KB). */
export const MAX_FRAGMENT = 16_000;
/** Longest text unpacked from a fragment, in characters. */
export const MAX_TEXT = 40_000;
/**
 * Longest game file unpacked from a game link, in characters: a real game of 34 phases written
 * without spaces is ~150,000 characters (~10,000 in the link); the fragment's own cap still holds.
 */
export const MAX_GAME_TEXT = 400_000;

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
  const head = state.game ? `${state.preset}\n${state.game.at}` : state.preset;
  const raw = new TextEncoder().encode(`${head}\n${state.text}`);
  const { bytes } = await pipe(raw, new CompressionStream('deflate-raw'), Infinity);
  return (state.game ? GAME_LINK_PREFIX : LINK_PREFIX) + toBase64Url(bytes);
}

/** Whether a desk state fits in a link the desk reads back whole: said before a link is made. */
export function linkLimitOf(state: DeskState): { max: number; length: number } {
  return { max: state.game ? MAX_GAME_TEXT : MAX_TEXT, length: state.text.length };
}

/** The state of a fragment (with or without "#"), or why it could not be read. Never throws. */
export async function decodeDesk(fragment: string): Promise<DecodedLink> {
  const body = fragment.replace(/^#/, '');
  if (body.length > MAX_FRAGMENT) return { problem: 'too-long' };
  const game = body.startsWith(GAME_LINK_PREFIX);
  if (!game && !body.startsWith(LINK_PREFIX)) return { problem: 'unknown-version' };
  const bytes = fromBase64Url(body.slice((game ? GAME_LINK_PREFIX : LINK_PREFIX).length));
  if (!bytes) return { problem: 'corrupt' };
  const max = game ? MAX_GAME_TEXT : MAX_TEXT;
  // UTF-8 uses at most 3 bytes per UTF-16 unit: a cap in bytes that keeps `max` characters.
  const out = await pipe(bytes, new DecompressionStream('deflate-raw'), max * 3);
  if (out.over) return { problem: 'too-long' };
  const all = new TextDecoder().decode(out.bytes);
  const nl = all.indexOf('\n');
  if (nl < 0) return { problem: out.broken ? 'truncated' : 'corrupt' };
  const preset = all.slice(0, nl);
  let rest = all.slice(nl + 1);
  let at: number | undefined;
  if (game) {
    const nl2 = rest.indexOf('\n');
    at = Number(rest.slice(0, nl2));
    if (nl2 < 0 || !Number.isSafeInteger(at) || at < 0) return { problem: out.broken ? 'truncated' : 'corrupt' };
    rest = rest.slice(nl2 + 1);
  }
  // A text longer than the desk reads (a link made before the limit was said) is cut there, and
  // said to be: never a silent cut.
  const text = rest.slice(0, max);
  const known = (PRESET_NAMES as readonly string[]).includes(preset);
  const state: DeskState = { text, preset: known ? preset : DEFAULT_PRESET, ...(at !== undefined ? { game: { at } } : {}) };
  if (out.broken || rest.length > max) return { state, problem: 'truncated' };
  return known ? { state } : { state, problem: 'unknown-preset' };
}

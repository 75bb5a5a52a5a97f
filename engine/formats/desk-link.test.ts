// The desk's share links: what goes in comes out, and what a stranger puts in a link is refused or
// cut without losing what could be read.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeDesk, encodeDesk, GAME_LINK_PREFIX, linkLimitOf, LINK_PREFIX, MAX_FRAGMENT, MAX_GAME_TEXT, MAX_TEXT } from './desk-link.js';

const TEXT = 'Spring 1901\nFrance:\n  A Par - Bur # « Bourgogne » </script><img src=x onerror=alert(1)>\n';

describe('desk links', () => {
  it('give back the text and preset they were made from, unchanged (accents, markup and all)', async () => {
    const link = await encodeDesk({ text: TEXT, preset: 'datc' });
    expect(link.startsWith(LINK_PREFIX)).toBe(true);
    expect(link).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(await decodeDesk(`#${link}`)).toEqual({ state: { text: TEXT, preset: 'datc' } });
  });

  it('read a truncated link as far as it goes and say it was cut', async () => {
    // Varied lines, as a real position is (a repeated one packs into a few bytes).
    const long = Array.from({ length: 300 }, (_, i) => `  A ${i.toString(36)} - ${(i * 7919).toString(36)}`).join('\n');
    const link = await encodeDesk({ text: long, preset: 'rulebook-1971' });
    for (const cut of [0.5, 0.77, 0.9]) {
      const got = await decodeDesk(link.slice(0, Math.floor(link.length * cut)));
      expect(got.problem).toBe('truncated');
      expect(got.state?.preset).toBe('rulebook-1971');
      expect(got.state!.text.length).toBeGreaterThan(long.length * cut * 0.5);
      expect(long.startsWith(got.state!.text)).toBe(true);
    }
  });

  it('refuse links too long to read, and links that unpack to more than the cap', async () => {
    expect(await decodeDesk(LINK_PREFIX + 'A'.repeat(MAX_FRAGMENT))).toEqual({ problem: 'too-long' });
    const bomb = await encodeDesk({ text: 'x'.repeat(MAX_TEXT * 4), preset: 'datc' });
    expect(bomb.length).toBeLessThan(MAX_FRAGMENT);
    expect(await decodeDesk(bomb)).toEqual({ problem: 'too-long' });
  });

  it('say what is wrong with a foreign or damaged fragment instead of throwing', async () => {
    expect(await decodeDesk('#step-2')).toEqual({ problem: 'unknown-version' });
    expect(await decodeDesk('#v1.<img src=x>')).toEqual({ problem: 'corrupt' });
    expect((await decodeDesk('#v1.AAAA')).problem).toMatch(/corrupt|truncated/);
    const odd = await decodeDesk(await encodeDesk({ text: 'Spring 1901\n', preset: 'no-such-rules' }));
    expect(odd).toEqual({ state: { text: 'Spring 1901\n', preset: 'rulebook-2000' }, problem: 'unknown-preset' });
  });

  it('hold a whole game and the phase shown, under a cap of their own, said before the link is made', async () => {
    const game = JSON.stringify({ format: 'casebook-game', version: 1, phases: Array.from({ length: 40 }, (_, i) => ({ phase: { season: 'spring', year: 1901 + i, type: 'movement' }, orders: [] })) });
    const link = await encodeDesk({ text: game, preset: 'datc', game: { at: 7 } });
    expect(link.startsWith(GAME_LINK_PREFIX)).toBe(true);
    expect(await decodeDesk(`#${link}`)).toEqual({ state: { text: game, preset: 'datc', game: { at: 7 } } });
    expect(linkLimitOf({ text: game, preset: 'datc', game: { at: 0 } })).toEqual({ max: MAX_GAME_TEXT, length: game.length });
    expect(linkLimitOf({ text: game, preset: 'datc' }).max).toBe(MAX_TEXT);
    const bomb = await encodeDesk({ text: 'x'.repeat(MAX_GAME_TEXT * 4), preset: 'datc', game: { at: 0 } });
    expect(bomb.length).toBeLessThan(MAX_FRAGMENT);
    expect(await decodeDesk(bomb)).toEqual({ problem: 'too-long' });
    expect((await decodeDesk(`${GAME_LINK_PREFIX}${(await encodeDesk({ text: 'x', preset: 'datc' })).slice(3)}`)).problem).toBe('corrupt');
  });

  it('desk-long-phase.txt: a link holding more than the desk reads (made before the limit was said) opens cut, and says so', async () => {
    const text = readFileSync(new URL('../testing/repro/round-3/desk-long-phase.txt', import.meta.url), 'utf8');
    expect(text.length).toBeGreaterThan(MAX_TEXT);
    const got = await decodeDesk(await encodeDesk({ text, preset: 'rulebook-2000' }));
    expect(got.problem).toBe('truncated');
    expect(got.state?.text).toBe(text.slice(0, MAX_TEXT));
  });
});

// The desk's share links: what goes in comes out, and what a stranger puts in a link is refused or
// cut without losing what could be read.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { standardMap } from '../map/index.js';
import { parseOrderFile } from './order-file.js';
import { decodeDesk, encodeDesk, LINK_PREFIX, MAX_FRAGMENT, MAX_TEXT } from './desk-link.js';

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
});

describe('casebook adjudicate --link', () => {
  const MAIN = join(__dirname, 'main.ts');
  const run = (args: string[], input: string) => spawnSync(process.execPath, ['--import', 'tsx', MAIN, 'adjudicate', ...args], { input, encoding: 'utf8' });

  it('prints the desk link of an order file, holding the file as written and the preset', async () => {
    const text = 'Spring 1901\nFrance: A Par - Bur\n';
    const out = run(['-', '--link', '--ruleset', 'datc'], text);
    expect(out.status).toBe(0);
    expect(out.stdout).toMatch(/^\/desk\/#v1\.[A-Za-z0-9_-]+\n$/);
    expect(await decodeDesk(out.stdout.trim().replace('/desk/', ''))).toEqual({ state: { text, preset: 'datc' } });
  });

  it('writes a JSON phase as an order file that rules the same', async () => {
    const phase = { ruleset: 'rulebook-1971', phase: { season: 'spring', year: 1901, type: 'movement' }, units: [{ power: 'france', type: 'A', loc: 'par' }], orders: [{ power: 'france', text: 'A Par - Bur' }] };
    const out = run(['-', '--link'], JSON.stringify(phase));
    const got = await decodeDesk(out.stdout.trim().replace('/desk/', ''));
    expect(got.state?.preset).toBe('rulebook-1971');
    expect(parseOrderFile(standardMap, got.state!.text).input).toEqual({ phase: phase.phase, units: phase.units, orders: phase.orders });
  });

  it('carries a game’s variant and the --coin of the command line into the link', async () => {
    const text = 'Spring 1915\nItaly: A Rom - Tus\n';
    const out = run(['-', '--link', '--variant', '1914', '--coin', 'central'], text);
    expect(out.status).toBe(0);
    const got = await decodeDesk(out.stdout.trim().replace('/desk/', ''));
    expect(parseOrderFile(standardMap, got.state!.text).input).toMatchObject({ variant: '1914', coin: { winner: 'central' }, orders: [{ power: 'italy', text: 'A Rom - Tus' }] });
    const bad = run(['-', '--link', '--variant', '1914', '--coin', 'nobody'], text);
    expect(bad.status).not.toBe(0);
    expect(bad.stderr).toContain('coin');
  });
});

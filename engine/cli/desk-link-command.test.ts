// `casebook adjudicate --link`: the desk link of a phase file, as a user gets it from the command line.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { decodeDesk } from '../formats/desk-link.js';
import { parseOrderFile } from '../formats/order-file.js';
import { standardMap } from '../map/index.js';
import { CLI_ARGS } from '../testing/cli.js';

describe('casebook adjudicate --link', () => {
  const run = (args: string[], input: string) => spawnSync(process.execPath, [...CLI_ARGS, 'adjudicate', ...args], { input, encoding: 'utf8' });

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

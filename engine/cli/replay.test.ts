// `casebook replay`, run as a user runs it: the record samples, a record that differs, French, JSON,
// bad files, and the 30 shared real games when ../shared/realgames/ is there.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path, { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedFolder } from '../testing/shared-data.js';
import { CLI_ARGS } from '../testing/cli.js';

const FIXTURES = join(__dirname, '../formats/records/fixtures');
const JUDGE = join(FIXTURES, 'judge-sample-game.txt');
const tmp = mkdtempSync(join(tmpdir(), 'casebook-replay-'));

function casebook(args: string[], input?: string) {
  const run = spawnSync(process.execPath, [...CLI_ARGS, ...args], { encoding: 'utf8', input, maxBuffer: 1 << 26 });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** The sample's first report, with Austria's bounce in Galicia left out: the record says the army moved. */
function differingRecord(): string {
  const text = readFileSync(JUDGE, 'utf8');
  const file = join(tmp, 'differs.txt');
  writeFileSync(file, text.slice(0, text.indexOf(':: Judge', 10)).replace('Austria: Army Budapest -> Galicia.  (*bounce*)', 'Austria: Army Budapest -> Galicia.'));
  return file;
}

describe('casebook replay', () => {
  it('replays the judge sample and the webDiplomacy sample: every phase agrees, exit 0', () => {
    const judge = casebook(['replay', JUDGE]);
    expect(judge.stderr).toBe('');
    expect(judge.status).toBe(0);
    expect(judge.stdout).toContain('judge result reports (njudge), 7 phases, rule preset rulebook-2000');
    expect(judge.stdout).toMatch(/F1902R {2}Fall 1902 retreats {7}agrees/);
    expect(judge.stdout).toContain('7 phases: 7 agree, 0 differ, 0 with nothing published to compare, 0 not ruled.');
    const web = casebook(['replay', join(FIXTURES, 'webdiplomacy-sample-game')]);
    expect(web.status).toBe(0);
    expect(web.stdout).toContain('webDiplomacy game archive, 8 phases');
    expect(web.stdout).toContain('S1903M  Spring 1903 movement     nothing published to compare');
  });

  it('prints each difference, the casebook\'s side in its usual words, and exits 1', () => {
    const run = casebook(['replay', differingRecord()]);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('S1901M  Spring 1901 movement  differs');
    expect(run.stdout).toContain("Austria: A bud - gal: the record: succeeds; the casebook's ruling: fails.");
    expect(run.stdout).toContain("The record has A gal (Austria) after the phase; the casebook's ruling does not.");
    expect(run.stdout).toMatch(/Russia +A war - gal +fails +fails: 1 against 1/);
    expect(run.stdout).toContain('No preset of the casebook rules as the record does.');
  });

  it('speaks French with --lang fr', () => {
    const same = casebook(['replay', JUDGE, '--lang', 'fr']);
    expect(same.stdout).toContain('W1902A  Hiver 1902, ajustements     conforme');
    expect(same.stdout).toContain('7 phases : 7 conformes, 0 différente');
    const differs = casebook(['replay', differingRecord(), '--lang', 'fr']);
    expect(differs.stdout).toContain('Printemps 1901, mouvements  diffère');
    expect(differs.stdout).toContain('Autriche : A bud - gal : archives : réussit ; jugement du casebook : échoue.');
    expect(differs.stdout).toContain('Le jugement du casebook\u00a0:');
  });

  it('--json: per phase its status, differences, the casebook\'s side and who agrees', () => {
    const run = casebook(['replay', differingRecord(), '--ruleset', 'datc', '--json']);
    expect(run.status).toBe(1);
    const out = JSON.parse(run.stdout);
    const [game] = out.games;
    expect(game).toMatchObject({ format: 'judge', ruleset: 'datc', summary: { phases: 1, agree: 0, differ: 1 } });
    expect(game.phases[0].differences[0]).toMatchObject({ kind: 'order', index: 1, recorded: { succeeded: true }, ruled: 'fails' });
    expect(game.phases[0].explanation.orders.map((o: { text: string }) => o.text)).toEqual(['A bud - gal', 'A war - gal']);
    expect(game.phases[0].agreement).toMatchObject({ presets: [], options: [] });
  });

  it('refuses a missing file, a record cut short and standard input of garbage, with exit 2 and the place', () => {
    const missing = casebook(['replay', join(tmp, 'nope.json')]);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toBe(`casebook: cannot read ${join(tmp, 'nope.json')}: no such file\n`);
    const cut = join(tmp, 'cut.txt');
    writeFileSync(cut, readFileSync(JUDGE, 'utf8').slice(0, 1900));
    const truncated = casebook(['replay', cut]);
    expect(truncated.status).toBe(2);
    expect(truncated.stderr).toBe(`casebook: ${cut}:63:1 (F1901M): "Russia: Army Ukraine SUPPORT F" ends without a full stop: the report looks cut short\n`);
    // In French with --lang fr: the same place, the record's words quoted as they are.
    const french = casebook(['replay', cut, '--lang', 'fr']);
    expect(french.status).toBe(2);
    expect(french.stderr).toBe(`casebook: ${cut}:63:1 (F1901M): « Russia: Army Ukraine SUPPORT F » finit sans point, le compte rendu semble coupé\n`);
    const garbage = casebook(['replay', '-'], '\u0000\u0001 not a game at all');
    expect(garbage.status).toBe(2);
    expect(garbage.stderr).toMatch(/^casebook: <stdin>:1:1: not a game record the casebook reads/);
    const big = join(tmp, 'garbage.bin');
    writeFileSync(big, Buffer.alloc(10_000_000, 'q7#'));
    const huge = casebook(['replay', big]);
    expect(huge.status).toBe(2);
    expect(huge.stderr).toMatch(new RegExp(`^casebook: ${big.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:1:1: not a game record the casebook reads`));
    const latin1 = join(tmp, 'latin1.txt');
    writeFileSync(latin1, Buffer.concat([Buffer.from('Movement results for Spring of 1901.\nFrance: Army Par'), Buffer.from([0xe9]), Buffer.from(' -> Burgundy.\n')]));
    const notUtf8 = casebook(['replay', latin1]);
    expect(notUtf8.status).toBe(2);
    expect(notUtf8.stderr).toMatch(new RegExp(`^casebook: ${latin1.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:2:17: `));
    const folder = casebook(['replay', tmp]);
    expect(folder.stderr).toContain('a folder is read as a webDiplomacy archive, and it must hold history.json and variant.json');
  });
});

const realgames = sharedFolder('realgames', 'cicero');

describe.skipIf(!realgames)('casebook replay on the 30 shared real games', () => {
  const files = realgames ? readdirSync(join(realgames, 'cicero')).map((f) => join(realgames, 'cicero', f)) : [];

  it('rules every phase; one differs under rulebook-2000, the site\'s explicit via convoy, which the webdiplomacy preset agrees with', () => {
    const run = casebook(['replay', ...files]);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('All games (30): 1,117 phases: 1,088 agree, 1 differs, 28 with nothing published to compare, 0 not ruled.');
    expect(run.stdout).toContain('Under the preset webdiplomacy, the casebook rules as the record does.');
    expect(run.stdout).toContain('With one rule option changed (convoy to an adjacent province (DATC 4.A.3): “viaOnly” instead of “ownFleetOrVia”), the casebook rules as the record does.');
    const web = casebook(['replay', ...files, '--ruleset', 'webdiplomacy']);
    expect(web.status).toBe(0);
    expect(web.stdout).toContain('All games (30): 1,117 phases: 1,089 agree, 0 differ');
  });

  it('names the file of each game', () => {
    const one = casebook(['replay', path.join(realgames!, 'cicero', 'game_433761_ENGLAND_AG.json')]);
    expect(one.stdout.split('\n')[0]).toMatch(/game_433761_ENGLAND_AG\.json: dipcc \/ Cicero \/ diplomacy-py game JSON, 36 phases/);
  });
});

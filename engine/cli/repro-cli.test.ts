// Issue #17 item 9: the command line's reproducers in ../shared/repro, run as a user runs them.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { standardMap } from '../map/index.js';
import { parseOrderFile } from '../formats/order-file.js';
import { REPRO_DIR } from '../testing/shared-data.js';
import { CLI_ARGS } from '../testing/cli.js';

const REPRO = REPRO_DIR;
const MAIN = join(__dirname, 'main.ts');

function casebook(args: string[], input?: string) {
  const run = spawnSync(process.execPath, [...CLI_ARGS, ...args], { input, encoding: 'utf8', shell: false });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('order-file reproducers', () => {
  it('order-file-column-0.txt: an accented unknown centre is reported at its own column, not column 0', () => {
    const { problems } = parseOrderFile(standardMap, readFileSync(join(REPRO, 'order-file-column-0.txt'), 'utf8'));
    expect(problems.length).toBeGreaterThan(0);
    for (const p of problems) expect(p.column).toBeGreaterThan(0);
    expect(problems[0]).toEqual({ line: 2, column: 15, message: 'unknown supply centre "Zéphyr"', fact: expect.objectContaining({ id: 'file-unknown-centre' }) });
  });

  it('order-file-centre-owned-twice.txt: a second owner is refused at its line and column', () => {
    const { input, problems } = parseOrderFile(standardMap, readFileSync(join(REPRO, 'order-file-centre-owned-twice.txt'), 'utf8'));
    expect(input).toBeUndefined();
    expect(problems).toEqual([{ line: 3, column: 15, message: 'par is already owned by france; a centre has one owner', fact: expect.objectContaining({ id: 'file-centre-owned' }) }]);
  });

  it('problems are listed in reading order, whichever pass found them', () => {
    const { problems } = parseOrderFile(standardMap, 'Spring 1901\nEngland: A Lon - Xyz\nFrance owns: qqq\n');
    expect(problems.map((p) => p.line)).toEqual([2, 3]);
  });
});

describe('command-line reproducers', () => {
  it('bom.json: a UTF-8 byte-order mark before JSON is skipped', () => {
    const run = casebook(['adjudicate', '--json', join(REPRO, 'bom.json')]);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toHaveProperty('units');
  });

  it('a byte-order mark on the first line of --jsonl input is skipped', () => {
    const line = readFileSync(join(REPRO, 'mixed.jsonl'), 'utf8').split('\n')[0];
    const run = casebook(['adjudicate', '--jsonl'], '\uFEFF' + line + '\n');
    expect(JSON.parse(run.stdout)).not.toHaveProperty('error');
  });

  it('mixed.jsonl: every bad line gets a plain error naming its line, never "internal error"', () => {
    const run = casebook(['adjudicate', '--jsonl', join(REPRO, 'mixed.jsonl')]);
    expect(run.status).toBe(0);
    const answers = run.stdout.trim().split('\n').map((l) => JSON.parse(l) as { error?: string });
    const errors = answers.flatMap((a) => (a.error ? [a.error] : []));
    expect(errors.length).toBeGreaterThan(10);
    for (const e of errors) {
      expect(e).toMatch(/^line \d+(, column \d+)?: /);
      expect(e).not.toMatch(/internal error/);
    }
    expect(answers.length - errors.length).toBeGreaterThanOrEqual(3);
  });

  it('a flood of garbage is cut to 20 problems and a count, in line order', () => {
    const dir = mkdtempSync(join(tmpdir(), 'casebook-'));
    const file = join(dir, 'garbage.txt');
    writeFileSync(file, 'Spring 1901\n' + Array.from({ length: 500 }, (_, k) => `zz${k} qq`).join('\n'));
    const run = casebook(['adjudicate', file]);
    expect(run.status).toBe(2);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(21);
    expect(lines[20]).toBe('... and 480 more problems (500 in all)');
    const numbers = lines.slice(0, 20).map((l) => Number(/:(\d+):\d+: /.exec(l)?.[1]));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  });

  it('with --lang fr, the problems and their count are said in French', () => {
    const dir = mkdtempSync(join(tmpdir(), 'casebook-'));
    const file = join(dir, 'garbage.txt');
    writeFileSync(file, 'Printemps 1901\nPrusse :\n' + Array.from({ length: 21 }, (_, k) => `Bavière${k} :`).join('\n'));
    const run = casebook(['adjudicate', '--lang', 'fr', file]);
    expect(run.status).toBe(2);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(21);
    expect(lines[0]).toMatch(/garbage\.txt:2:1: « prusse » n'est pas une puissance \(puissances Autriche, /);
    expect(lines[20]).toBe('... et 2 autres problèmes (22 en tout)');
    writeFileSync(file, 'Spring 1901\n' + Array.from({ length: 21 }, (_, k) => `Prussia${k}:`).join('\n'));
    const one = casebook(['adjudicate', '--lang', 'fr', file]).stderr.trim().split('\n');
    expect(one[20]).toBe('... et 1 autre problème (21 en tout)');
    expect(casebook(['adjudicate', file]).stderr.trim().split('\n')[20]).toBe('... and 1 more problem (21 in all)');
  });

  it('output piped into a reader that closes early (head) ends quietly, with no stack trace', () => {
    const line = readFileSync(join(REPRO, 'mixed.jsonl'), 'utf8').split('\n')[0];
    const dir = mkdtempSync(join(tmpdir(), 'casebook-'));
    const file = join(dir, 'many.jsonl');
    writeFileSync(file, (line + '\n').repeat(20000));
    const run = spawnSync('sh', ['-c', `"${process.execPath}" --import tsx "${MAIN}" adjudicate --jsonl "${file}" | head -1 >/dev/null`], { encoding: 'utf8' });
    expect(run.stderr).not.toMatch(/EPIPE|node:events|throw/);
  });
});

// Issue 28, round 3: the command line's reproducers (engine/testing/repro/round-3/), run as a user
// runs them. Input is read as bytes; what it holds is shown, never obeyed by the terminal; errors
// are capped, placed and written whole; a --jsonl line is read in linear time up to a stated limit.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { REPRO_DIR } from '../testing/shared-data.js';
import { MAX_LINE_BYTES, runJsonlStream } from './jsonl-run.js';
import { decodeDesk, MAX_TEXT } from '../formats/desk-link.js';
import { capped, MAX_MESSAGE_CHARS } from './write-whole.js';
import { CLI_ARGS } from '../testing/cli.js';

const R3 = join(REPRO_DIR, 'round-3');
const casebook = (args: string[], input?: string | Buffer) => spawnSync(process.execPath, [...CLI_ARGS, ...args], { input, encoding: 'utf8', maxBuffer: 1 << 26 });
const tmp = () => mkdtempSync(join(tmpdir(), 'casebook-r3-'));

describe('input is read as bytes', () => {
  it('invalid-utf8.txt: refused at the first byte that is not UTF-8, from a file and from standard input', () => {
    const file = casebook(['adjudicate', join(R3, 'invalid-utf8.txt')]);
    expect(file.stderr).toBe(`casebook: ${join(R3, 'invalid-utf8.txt')}:2:19: the text cannot be read: these bytes are not UTF-8 (save the file as UTF-8 text)\n`);
    expect(file.status).toBe(2);
    const stdin = casebook(['adjudicate'], readFileSync(join(R3, 'invalid-utf8.txt')));
    expect(stdin.stderr).toBe('casebook: <stdin>:2:19: the text cannot be read: these bytes are not UTF-8 (save the file as UTF-8 text)\n');
  });
});

describe('what the input holds is shown, never obeyed by the terminal', () => {
  it('terminal-escape.json: the escape sequences of an order are shown as \\u001b, the table still aligned', () => {
    const run = casebook(['adjudicate', join(R3, 'terminal-escape.json'), '--compare']);
    expect(run.status).toBe(0);
    expect(run.stdout).not.toContain(String.fromCharCode(27));
    const row = run.stdout.split('\n').find((l) => l.startsWith('France'))!;
    expect(row).toContain('A par H\\u001b[2K\\u001b[1A\\u001b[31mFAKE\\u001b[0m  illegal');
    const header = run.stdout.split('\n').find((l) => l.startsWith('power'))!;
    expect(row.indexOf('illegal')).toBe(header.indexOf('result'));
  });

  it('a refusal quoting the input shows its control characters escaped', () => {
    const phase = JSON.stringify({ phase: { season: 'spring', year: 1901, type: 'movement' }, units: [], orders: [{ power: '\u001b[2J\u009b1m\u202enarnia', text: 'x' }] });
    const run = casebook(['adjudicate'], phase);
    expect(run.stderr).toBe('casebook: <stdin>: orders[0]: unknown power "\\u001b[2J\\u009b1m\\u202enarnia" (powers: austria, england, france, germany, italy, russia, turkey)\n');
  });
});

describe('errors: capped, placed, written whole', () => {
  it('many-bad-orders.sh: 200,000 refusals are 10 and a count, written whole through a pipe', () => {
    const file = join(tmp(), 'bad.json');
    writeFileSync(file, JSON.stringify({ phase: { season: 'spring', year: 1901, type: 'movement' }, units: [], orders: Array(200_000).fill({ power: 'narnia', text: 'x' }) }));
    const run = casebook(['adjudicate', file]);
    expect(run.status).toBe(2);
    expect(run.stderr.length).toBeLessThan(2000);
    expect(run.stderr).toMatch(/^casebook: .*: orders\[0\]: unknown power "narnia" \(powers: [a-z, ]+\); orders\[1\]: /);
    expect(run.stderr.endsWith('orders[9]: unknown power "narnia" (powers: austria, england, france, germany, italy, russia, turkey); … and 199,990 more problems (200,000 in all)\n')).toBe(true);
  });

  it('a long message is cut at a line end and says how much more there was', () => {
    const message = Array.from({ length: 3000 }, (_, k) => `problem ${k}: something is wrong here`).join('\n');
    const cut = capped(message);
    expect(cut.length).toBeLessThan(MAX_MESSAGE_CHARS + 50);
    expect(cut).toMatch(/\nproblem \d+: something is wrong here… \(and [\d,]+ more characters\)$/);
    expect(capped('short')).toBe('short');
  });

  it('the last words are written whole before the exit, into a pipe that drains slowly', () => {
    const script = `import { writeWhole } from ${JSON.stringify(join(__dirname, 'write-whole.ts'))}; writeWhole(2, 'x'.repeat(1 << 20) + '\\n'); process.exit(2);`;
    const run = spawnSync('sh', ['-c', `"${process.execPath}" --import tsx --input-type=module -e "$SCRIPT" 2>&1 >/dev/null | (sleep 1; wc -c)`], { encoding: 'utf8', env: { ...process.env, SCRIPT: script } });
    expect(run.stdout.trim()).toBe(String((1 << 20) + 1));
  });

  it('--link and adjudicate with bad JSON: a sentence with the place, no JavaScript message', () => {
    const file = join(tmp(), 'bad.json');
    writeFileSync(file, '{\n "phase": {"season": "spring", "year": 1901, "type": "movement"},\n "units": [],\n "orders": [{"power": "france" "text": "x"}]\n}\n');
    for (const args of [['adjudicate', '--link', file], ['adjudicate', file]]) {
      const run = casebook(args);
      expect(run.stderr).toBe(`casebook: ${file}:4:32: not valid JSON: a comma was expected\n`);
      expect(run.status).toBe(2);
    }
    const shapeless = join(tmp(), 'shapeless.json');
    writeFileSync(shapeless, '{"phase": {}}');
    expect(casebook(['adjudicate', '--link', shapeless]).stderr).toBe(
      `casebook: ${shapeless}: "phase" must be {season: spring|fall|winter, year: 1..9999, type: movement|retreat|adjustment|bidding}; "units" is missing: it must be a list; "orders" is missing: it must be a list\n`,
    );
  });

  it('desk-long-phase.txt: no link is made past the limit, and it says so; a phase within it reads back whole', async () => {
    const long = casebook(['adjudicate', '--link', join(R3, 'desk-long-phase.txt')]);
    expect(long.stdout).toBe('');
    expect(long.stderr).toMatch(/: the phase is 45,690 characters, and the desk reads at most 40,000: no link is made, since the desk would open it cut/);
    expect(long.status).toBe(2);
    const text = readFileSync(join(R3, 'desk-long-phase.txt'), 'utf8');
    const cut = text.slice(0, text.lastIndexOf('\n', MAX_TEXT - 1) + 1);
    const file = join(tmp(), 'within.txt');
    writeFileSync(file, cut);
    const ok = casebook(['adjudicate', '--link', file]);
    expect(ok.status).toBe(0);
    const back = await decodeDesk(ok.stdout.trim().replace(/^\/desk\/#/, ''));
    expect(back).toEqual({ state: { text: cut, preset: 'rulebook-2000' } });
  });
});

describe('--jsonl reads any line in linear time, up to a stated limit', () => {
  function collect(): { out: Writable; text: () => string } {
    let text = '';
    return { out: new Writable({ write: (chunk, _e, done) => void ((text += String(chunk)), done()) }), text: () => text };
  }
  const phase = JSON.stringify({ phase: { season: 'spring', year: 1901, type: 'movement' }, units: [{ power: 'france', type: 'A', loc: 'par' }], orders: [{ power: 'france', text: 'A par - bur' }] });

  it('jsonl-no-newline.sh: a line past the limit is refused by its number, and the next line is answered', async () => {
    const input = new PassThrough();
    const { out, text } = collect();
    const done = runJsonlStream(input, out, { reasons: false, explain: false });
    input.write(phase + '\n');
    const piece = Buffer.alloc(1 << 16, 'x');
    for (let sent = 0; sent <= MAX_LINE_BYTES; sent += piece.length) input.write(piece);
    input.end('\n' + phase);
    await done;
    const answers = text().trimEnd().split('\n').map((l) => JSON.parse(l) as { error?: string; units?: unknown });
    expect(answers).toHaveLength(3);
    expect(answers[1]).toEqual({ error: 'line 2: longer than 16,777,216 bytes, the limit of a --jsonl line; not read' });
    expect(answers[2].units).toEqual([{ power: 'france', type: 'A', loc: 'bur' }]);
  });

  it('a line that is not UTF-8 is refused at its line and column; the others are answered', () => {
    const run = casebook(['adjudicate', '--jsonl'], Buffer.concat([Buffer.from(`${phase}\n{"phase": "\u00e9`), Buffer.from([0xff]), Buffer.from(`"}\n${phase}\nnot json\n`)]));
    const answers = run.stdout.trimEnd().split('\n').map((l) => JSON.parse(l) as { error?: string });
    expect(answers.map((a) => a.error)).toEqual([
      undefined,
      'line 2, column 13: the text cannot be read: these bytes are not UTF-8 (save the file as UTF-8 text)',
      undefined,
      'line 4, column 1: not valid JSON: this is not a JSON value (strings go in double quotes; true, false and null in lower case)',
    ]);
  });
});

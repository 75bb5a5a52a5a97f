// The lean batch protocol: results, dislodged units and the position after by default; reasons
// and explanations only when asked; line numbers kept through blank lines, CRLF and chunk splits.

import { closeSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { answerLine, answerLines, type JsonlOptions } from './jsonl.js';
import { randomPhase } from '../adjudicate/random-phase.js';
import { standardMap } from '../map/index.js';
import { LineReader, runJsonl, runJsonlFromFd, runJsonlStream } from './jsonl-run.js';

const phase = {
  phase: { season: 'spring', year: 1901, type: 'movement' },
  units: [
    { power: 'france', type: 'A', loc: 'par' },
    { power: 'germany', type: 'A', loc: 'mun' },
  ],
  orders: [
    { power: 'france', text: 'A par - bur' },
    { power: 'germany', text: 'A mun - bur' },
  ],
};
const line = JSON.stringify(phase);
const lean: JsonlOptions = { reasons: false, explain: false };

function collect(): { out: Writable; text: () => string } {
  let text = '';
  const out = new Writable({
    write(chunk, _enc, done) {
      text += String(chunk);
      done();
    },
  });
  return { out, text: () => text };
}

describe('casebook adjudicate --jsonl answers', () => {
  it('carry results, dislodged units and the position after, and no echo or reason by default', () => {
    const a = JSON.parse(answerLine(line, 1, lean));
    expect(a.orders).toEqual([
      { unit: 'A par', result: 'fails', dislodged: false },
      { unit: 'A mun', result: 'fails', dislodged: false },
    ]);
    expect(a.dislodged).toEqual([]);
    expect(a.units).toEqual(phase.units);
    expect(a.contested).toEqual(['bur']);
    expect(a.explanation).toBeUndefined();
  });

  it("repeat each order's power and text with --echo, and say nothing of a unit an order does not reach", () => {
    const withStranger = JSON.stringify({ ...phase, orders: [...phase.orders, { power: 'italy', text: 'A ven - tyr' }] });
    const a = JSON.parse(answerLine(withStranger, 1, { ...lean, echo: true }));
    expect(a.orders).toEqual([
      { power: 'france', text: 'A par - bur', unit: 'A par', result: 'fails', dislodged: false },
      { power: 'germany', text: 'A mun - bur', unit: 'A mun', result: 'fails', dislodged: false },
      { power: 'italy', text: 'A ven - tyr', result: 'illegal', dislodged: false },
    ]);
    expect(JSON.parse(answerLine(withStranger, 1, lean)).orders[2]).toEqual({ result: 'illegal', dislodged: false });
  });

  it('add each reason with --reasons and the explanation with --explain', () => {
    const a = JSON.parse(answerLine(line, 1, { reasons: true, explain: true }));
    expect(a.orders[0].reason).toBe('fails: 1 against 1, standoff with A mun - bur');
    expect(a.explanation.length).toBeGreaterThan(0);
    expect(a.explanation[0]).toEqual({ title: expect.any(String), text: expect.any(String), rules: expect.any(Array), orders: expect.any(Array) });
  });

  it('number lines through blank lines and CRLF; a bad line gets an error and the batch goes on', async () => {
    const { out, text } = collect();
    expect(await runJsonl(Buffer.from(`${line}\r\n\r\nnot json\r\n${line}`), out, { ...lean, jobs: 2 })).toBe(1);
    const answers = text().trimEnd().split('\n').map((l) => JSON.parse(l));
    expect(answers).toHaveLength(3);
    expect(answers[1].error).toMatch(/^line 3, column 1: not valid JSON: this is not a JSON value/);
    expect(answers[2].units).toEqual(phase.units);
  });

  it('read from a stream in chunks that split lines anywhere, and answer the last line without a newline', async () => {
    const input = new PassThrough();
    const { out, text } = collect();
    const done = runJsonlStream(input, out, lean);
    const all = `${line}\n\n{"phase": 1}\n${line}`;
    for (let i = 0; i < all.length; i += 37) input.write(all.slice(i, i + 37));
    input.end();
    await done;
    const answers = text().trimEnd().split('\n').map((l) => JSON.parse(l));
    expect(answers).toHaveLength(3);
    expect(answers[1].error).toMatch(/^line 3: /);
    expect(answers[2].contested).toEqual(['bur']);
  });
});

describe('casebook adjudicate --jsonl on worker threads (a batch)', () => {
  // Many phases, with blank lines, CRLF, bad lines and a last line without a newline: the threads'
  // answers must be this thread's, byte for byte, in input order, every error on its own line number.
  const lines = Array.from({ length: 240 }, (_, i) => JSON.stringify({ id: i, ...randomPhase(standardMap, i + 1) }));
  lines.splice(17, 0, '', 'not json');
  lines.splice(150, 0, '{"phase": 1}\r', '   ');
  const all = lines.join('\n');
  const opts: JsonlOptions = { reasons: true, explain: false, jobs: 2 };
  const expected = answerLines(all, 0, opts);

  it('answer a stream read in large pieces as this thread does', async () => {
    const input = new PassThrough();
    const { out, text } = collect();
    const done = runJsonlStream(input, out, opts);
    for (let i = 0; i < all.length; i += 65536) input.write(all.slice(i, i + 65536));
    input.end();
    expect(await done).toBe(2);
    expect(text()).toBe(expected);
    expect(text()).toContain('{"error":"line 19, column 1: not valid JSON');
    expect(text()).toContain('{"error":"line 151: ');
  });

  it('answer a stream that starts with one phase at a time and then turns into a batch', async () => {
    const input = new PassThrough();
    const { out, text } = collect();
    const done = runJsonlStream(input, out, opts);
    const firstLines = all.indexOf('\n', all.indexOf('\n') + 1) + 1;
    input.write(all.slice(0, firstLines));
    await new Promise((r) => setTimeout(r, 50));
    input.write(all.slice(firstLines));
    input.end();
    expect(await done).toBe(2);
    expect(text()).toBe(expected);
  });

  it('answer a file as this thread does', async () => {
    const big = `${all}\n${all}`;
    const { out, text } = collect();
    expect(await runJsonl(Buffer.from(big), out, opts)).toBe(2);
    expect(text()).toBe(answerLines(big, 0, opts));
  });
});

describe('casebook adjudicate --jsonl on standard input, by blocking reads (one thread)', () => {
  const lines = Array.from({ length: 60 }, (_, i) => JSON.stringify({ id: i, ...randomPhase(standardMap, i + 7) }));
  lines.splice(5, 0, '', 'not json');
  lines.splice(30, 0, '{"phase": 1}\r', '   ');
  const all = lines.join('\n');
  const opts: JsonlOptions = { reasons: true, explain: false };
  const expected = answerLines(all, 0, opts);
  const noStream = () => {
    throw new Error('the stream was asked for');
  };

  function withFile<T>(text: string, flags: string, f: (fd: number) => Promise<T>): Promise<T> {
    const dir = mkdtempSync(path.join(tmpdir(), 'casebook-jsonl-fd-'));
    const file = path.join(dir, 'in.jsonl');
    writeFileSync(file, text);
    const fd = openSync(file, flags);
    return f(fd).finally(() => {
      closeSync(fd);
      rmSync(dir, { recursive: true, force: true });
    });
  }

  it('answer every line as the stream does, the last one without a newline too', async () => {
    const { out, text } = collect();
    expect(await withFile(all, 'r', (fd) => runJsonlFromFd(fd, out, opts, noStream))).toBe(1);
    expect(text()).toBe(expected);
  });

  it('hand an input it cannot read so to the stream, which answers it all', async () => {
    const input = new PassThrough();
    input.end(all);
    const { out, text } = collect();
    // Opened for writing only: its reads fail (EBADF), as a non-blocking input's fail with EAGAIN.
    expect(await withFile('', 'w', (fd) => runJsonlFromFd(fd, out, opts, () => input))).toBe(1);
    expect(text()).toBe(expected);
  });

  it('go on in the stream from the lines already read and the line begun', async () => {
    const reader = new LineReader();
    const cut = all.indexOf('\n', all.length / 2) + 20;
    const { out, text } = collect();
    const first = [...reader.push(Buffer.from(all.slice(0, cut)))];
    const answered = first.map((l) => answerLines(l.text, l.before, opts, l.refused)).join('');
    const input = new PassThrough();
    input.end(all.slice(cut));
    await runJsonlStream(input, out, opts, { reader, answerer: undefined });
    expect(answered + text()).toBe(expected);
  });
});
